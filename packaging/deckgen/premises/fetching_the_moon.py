"""Premise "fetching-the-moon": Seen from above, an old stone well in a snowy yard: inside it
is as dark as night, and a brown bear walking away with the rope in its jaws hauls up a bucket
with the full moon glowing in it."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.ground import meadow_from_above
from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines


def _bucket(cx: float, top: float, w: float) -> tuple[Arr, Arr, Arr]:
    """A wooden bucket seen a little from above, its mouth at y=`top`, `w` wide:
    (body, hoops, mouth)."""
    h = w * 0.8
    body = polygon_fine(
        [(cx - w / 2, top), (cx + w / 2, top), (cx + w * 0.38, top + h), (cx - w * 0.38, top + h)]
    )
    body = np.maximum(body, ellipse(cx, top + h, w * 0.38, w * 0.1, 2))
    hoops = np.zeros((H, W), np.float32)
    for t in (0.22, 0.78):
        hw = w / 2 - (w * 0.12) * t
        hoops = np.maximum(hoops, ellipse(cx, top + h * t, hw, w * 0.1, 2) * body)
        hoops = hoops * (1 - ellipse(cx, top + h * t - 9, hw, w * 0.1, 2) * 0.999)
    mouth = ellipse(cx, top, w / 2, w * 0.12, 2)
    return body, hoops, mouth


def stage(ctx: Ctx) -> Painted:
    """Seen from above, an old stone well in a snowy yard: inside it is as dark as night, and a
    bear walking away with the rope in its jaws hauls up a bucket with the moon in it."""

    _x, s = third(ctx)
    ctx.light = (W / 2 - s * W * 0.7, -H * 0.2)
    meadow_from_above(ctx)
    for _ in range(60):
        fx, fyy = ctx.u(0, W), ctx.u(0, H)
        r = 3 + 5 * fyy / H
        colr = pick(ctx, ["#fff6dc", "#f2c84b", "#e8708a"]) if ctx.pal.name != "snow" else "#9fb3c8"
        blend(ctx.img, disc(fx, fyy, r, 1.5), rgb(colr), 0.8)
    wx = W / 2 + s * ctx.u(50, 90)
    wy = H * ctx.u(0.56, 0.59)
    rx = W * ctx.u(0.32, 0.34)
    ry = rx * 0.55
    rxo, ryo = rx + 48, ry + 30
    wall_h = H * 0.07
    stone = mix(rgb("#9a8f84"), rgb(ctx.pal.light), 0.15)
    # the well's shadow on the ground, away from the sun
    shx = s * 90
    sh = np.maximum(
        ellipse(wx + shx, wy + wall_h + 30, rxo + 20, ryo + 10, 20),
        box(wx - rxo + shx, wy + 30, wx + rxo + shx, wy + wall_h + 30, 20),
    )
    blend(ctx.img, sh, ctx.img * 0.45, 0.6)
    # the outer wall, toward the viewer: courses of stone
    outer = np.maximum(
        ellipse(wx, wy + wall_h, rxo, ryo, 2), box(wx - rxo, wy, wx + rxo, wy + wall_h, 2)
    )
    side = ctx.side()
    course = ((YY - wy - ryo * np.sqrt(np.clip(1 - ((XX - wx) / rxo) ** 2, 0, 1))) // 34) % 2
    joints_v = (np.sin((XX - wx) / 26 + course * 1.6) > 0.93).astype(np.float32)
    beds = (
        np.abs(((YY - wy - ryo * np.sqrt(np.clip(1 - ((XX - wx) / rxo) ** 2, 0, 1))) % 34) - 17)
        > 14
    ).astype(np.float32)
    wallc = stone * (1 + 0.14 * (fbm(ctx.rng, 24, 2)[..., None] - 0.5))
    sidel = np.clip(0.55 + 0.45 * (-(XX - wx) * s) / rxo, 0.35, 1.0)  # lit on the sun's side
    blend(ctx.img, outer, np.clip(wallc * sidel[..., None], 0, 1))
    blend(ctx.img, outer * np.maximum(joints_v, beds), stone * 0.45, 0.7)
    del side
    # the rim: a ring of flat stones
    rim = np.clip(ellipse(wx, wy, rxo, ryo, 2) - ellipse(wx, wy, rx, ry, 2), 0, 1)
    ang = np.arctan2((YY - wy) / ryo, (XX - wx) / rxo)
    radial_j = (np.sin(ang * 13) > 0.96).astype(np.float32)
    blend(ctx.img, rim, np.clip(stone * 1.25 + 0.05, 0, 1))
    blend(ctx.img, rim * radial_j, stone * 0.5, 0.8)
    # inside: the far wall going down into the dark, in courses
    inside = ellipse(wx, wy, rx, ry, 2)
    depth = np.clip((YY - (wy - ry)) / (ry * 1.3), 0, 1)
    innerc = stone * 0.8 * (1 - depth[..., None]) ** 1.6 + rgb("#05070f") * (
        depth[..., None] ** 0.6
    )
    blend(ctx.img, inside, np.clip(innerc, 0, 1))
    for k in range(1, 9):
        arc = np.clip(
            ellipse(wx, wy + k * 30, rx, ry, 1.5) - ellipse(wx, wy + k * 30 + 5, rx, ry, 1.5), 0, 1
        )
        blend(ctx.img, arc * inside * (wy > YY), rgb("#05070f"), 0.5)
    # far down: the night, with a few stars
    stars = np.zeros((H, W), np.float32)
    for _ in range(26):
        sx, sy = wx + ctx.u(-rx * 0.7, rx * 0.7), wy + ctx.u(-ry * 0.1, ry * 0.8)
        stars = np.maximum(stars, disc(sx, sy, ctx.u(2, 4), 1))
    stars *= np.clip((depth - 0.6) * 3, 0, 1) * inside
    after_mask(ctx, stars, "#f6efc9", 0.85)
    # the bucket with the moon in it, on its way up
    bw = rx * ctx.u(0.42, 0.48)
    bcx = wx + s * ctx.u(-20, 30)
    btop = wy - ry * ctx.u(0.15, 0.3)
    mr = bw * 0.5
    moon_c = rgb("#f6efc9")
    glow(ctx.img, bcx, btop - mr * 0.3, rx * 0.9, "#e8f0ff", 0.5)
    ctx.img[:] = ctx.img * (1 - inside[..., None]) + ctx.img * inside[..., None]  # (kept inside)
    body, hoops, mouth = _bucket(bcx, btop, bw)
    ctx.light = (bcx, btop - mr)
    moon = disc(bcx, btop - mr * 0.5, mr, 2.5) * (btop + 4 > YY)
    moon = np.maximum(moon, mouth)
    blend(ctx.img, moon, moon_c)
    n = smooth_noise(ctx.rng, int(mr * 0.35)) - 0.5
    blend(ctx.img, moon * np.clip(n * 3, 0, 1), rgb("#b8b8a8"), 0.75)
    ctx.lit(body, bbox_of(body), rgb("#7a5232"), rim=0.6)
    blend(ctx.img, hoops, rgb("#2a2a2e"), 0.8)
    handle = polylines(
        [[(bcx - bw / 2 + 6, btop + 10), (bcx, btop - mr * 1.55), (bcx + bw / 2 - 6, btop + 10)]],
        7,
    )
    blend(ctx.img, handle * (1 - moon * 0.7), rgb("#3a3a40"), 0.9)
    later_glow(ctx, bcx, btop - mr * 0.5, mr * 2.8, "#eef2ff", 0.32)
    bb = bbox_of(np.maximum(body, moon))
    add_element(
        ctx, "a wooden bucket with the full moon in it", "secondary", bb, ("moon", "bucket")
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(body, moon), 8))
    wb = (int(wx - rxo), int(wy - ryo), int(wx + rxo), int(wy + wall_h + ryo))
    ground = {"snow": "snowy yard", "desert": "sandy yard", "golden": "yard"}.get(
        ctx.pal.name, "meadow"
    )
    add_element(
        ctx,
        f"an old stone well in a {ground}, dark as night inside",
        "secondary",
        wb,
        ("well", "stone", "depth", "night"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(outer, 10) * 0.6)
    # the bear on the snow beyond the well, walking away from it with the rope in its jaws,
    # leaning into the pull; its tracks from the rim to where it is now
    ctx.light = (W / 2 - s * W * 0.7, -H * 0.2)
    flip = s > 0  # it walks away from the well's side, toward the card's far edge
    sg = -1 if flip else 1
    bh = H * ctx.u(0.185, 0.195)
    bx = float(np.clip(wx + sg * rx * ctx.u(0.55, 0.7), bh * 0.75, W - bh * 0.75))
    bfy = wy - ryo - H * ctx.u(0.11, 0.13)  # its feet on the snow beyond the far rim
    lean = ctx.u(6, 9)
    m0, b0 = icon_mask("polar-bear", W / 2, H / 2, bh, flip=flip, rot=-lean * sg)
    del m0
    bcy = bfy - (b0[3] - H / 2)
    mouth = (
        bx + ((b0[2] - W / 2) if not flip else (b0[0] - W / 2)) - sg * bh * 0.12,
        bcy + (b0[1] - H / 2) + bh * 0.5,
    )
    # its tracks: pairs of paw prints from the far rim out to its hind feet, and further
    # back a line of them coming down to the well from the top of the card
    tracks = np.zeros((H, W), np.float32)
    tail_x = bx - sg * (b0[2] - b0[0]) * 0.45
    t0 = (wx - sg * rx * 0.1, wy - ryo + 6)
    for k in range(6):
        u = (k + 0.5) / 6
        px = t0[0] + (tail_x - t0[0]) * u
        py = t0[1] + (bfy - t0[1]) * u
        for side in (-1, 1):
            tracks = np.maximum(
                tracks, ellipse(px + side * 4 + sg * 14 * side, py + side * 16, 17, 12, 2)
            )
    p0 = (W / 2 - s * ctx.u(80, 200), -20.0)
    p1 = (wx - s * rx * 0.5, wy - ryo + 4)
    for k in range(7):
        u = (k + 0.5) / 7
        px = p0[0] + (p1[0] - p0[0]) * u + 20 * np.sin(u * 5)
        py = p0[1] + (p1[1] - p0[1]) * u
        sc = 0.7 + 0.4 * u
        for side in (-1, 1):
            tracks = np.maximum(
                tracks, ellipse(px + side * 18 * sc, py + side * 12, 16 * sc, 11 * sc, 2)
            )
    blend(ctx.img, tracks * (1 - outer), mix(ctx.c("ground"), rgb("#5a6f8c"), 0.7), 0.8)
    rope_pts = [(bcx, btop - mr * 1.55), (wx - sg * rx * 0.05, wy - ry + 8), mouth]
    rope = polylines([rope_pts], 8)
    blend(ctx.img, rope, rgb("#a88850"), 0.95)
    # the snow pressed and shaded right under its body, between its paws
    bwid = b0[2] - b0[0]
    under = blur(ellipse(bx, bfy - bh * 0.04, bwid * 0.46, bh * 0.09, 6), 8)
    blend(ctx.img, under, mix(ctx.c("ground"), rgb("#4a5a78"), 0.6), 0.55)
    bm = ctx.subject(
        "polar-bear",
        bx,
        bcy,
        bh,
        "main",
        fill="#6a4a34",
        flip=flip,
        rot=-lean * sg,
        shadow=bfy,
        tags=("animal", "bear", "strong", "patience"),
        label="a brown bear hauling up the bucket, the rope in its jaws",
    )
    # the icon's white face markings (a polar bear's) filled in brown, a little lighter on
    # the muzzle, so it reads as a brown bear and not a masked one
    closed = np.clip((blur(bm, 14) - 0.4) * 6, 0, 1)
    hb = bbox_of(bm)
    hw = (hb[2] - hb[0]) * 0.42  # the head: the front of the figure, above its legs
    hx0, hx1 = (hb[2] - hw, hb[2]) if not flip else (hb[0], hb[0] + hw)
    head = box(hx0, hb[1], hx1, hb[1] + (hb[3] - hb[1]) * 0.62, 2)
    holes = np.clip(closed - bm, 0, 1) * head
    blend(ctx.img, holes, rgb("#8a6446"), 1.0)
    focus_on(ctx, bm, 8)
    after_mask(ctx, polylines([rope_pts[1:]], 6) * (1 - bm * 0.6), "#d8b880", 0.9)
    after_mask(ctx, polylines([rope_pts[:2]], 6), "#d8b880", 0.9)
    # a raven on the snow beside the well, watching the moon come up
    rvx = float(np.clip(wx - sg * rx * ctx.u(0.35, 0.5), 100, W - 100))
    rvy = wy + wall_h + ryo + H * ctx.u(0.1, 0.12)  # in the snow in front of the well
    ctx.subject(
        "raven",
        rvx,
        rvy - H * 0.05,
        H * 0.105,
        "secondary",
        fill="#2c2a36",
        flip=sg < 0,  # toward the well
        shadow=rvy,
        tags=("animal", "bird", "curious"),
        label="a raven on the snow watching",
    )
    return Painted(
        f"Seen from above, an old stone well stands in a {ground}; inside it is as dark as "
        "night, with stars far down, and a brown bear walking away across the snow with the "
        "rope in its jaws hauls up a bucket with the full moon glowing in it, its paw prints "
        "behind it, while a raven on the snow beside the well watches.",
        [
            "wish",
            "patience",
            "depth",
            "reaching",
            "dream",
            "night",
            "secret",
            "strength",
            "effort",
            "hidden treasure",
        ],
    )


PREMISE = Premise(
    name="fetching-the-moon",
    figure="bear",
    palettes=("snow",),
    stage=stage,
    max_cards=1,
)
