"""Premise "fetching-the-moon": Seen from above, an old stone well in a sunny yard: inside it
is as dark as night, and a person hauls up a bucket on a rope with the full moon glowing in
it."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
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
    mix,
    rgb,
    smooth_noise,
)
from ..kit.people import CHILD_COATS, WHO
from ..kit.place import add_element, pick, third
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
    """Seen from above, an old stone well in a sunny yard: inside it is as dark as night, and a
    person hauls up a bucket on a rope with the full moon glowing in it."""

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
    # a path of flat stones from the top of the card down to the well
    p0 = (W / 2 - s * ctx.u(60, 160), H * 0.03)
    p1 = (wx - s * rx * 0.2, wy - ryo - 10)
    for k in range(7):
        t = (k + 0.5) / 7
        sx = p0[0] + (p1[0] - p0[0]) * t + 30 * np.sin(t * 5) + ctx.u(-25, 25)
        sy = p0[1] + (p1[1] - p0[1]) * t
        sr = 26 + 30 * t
        st_m = ellipse(sx, sy, sr * ctx.u(1.1, 1.5), sr * 0.5, 3)
        blend(ctx.img, st_m, mix(rgb("#9a8f84"), rgb(ctx.pal.ground), 0.35), 0.85)
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
    later_glow(ctx, bcx, btop - mr * 0.5, mr * 2.6, "#f6efc9", 0.22)
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
        "main",
        wb,
        ("well", "stone", "depth", "night"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(outer, 10) * 0.6)
    # the person on the far side, leaning over the rim, hauling the rope hand over hand
    ctx.light = (W / 2 - s * W * 0.7, -H * 0.2)
    ph = H * ctx.u(0.4, 0.43)
    flip = s < 0  # toward the well
    sg = -1 if flip else 1
    px = float(np.clip(wx - sg * (rxo + ph * 0.1), ph * 0.3, W - ph * 0.3))
    pfy = wy + ryo * ctx.u(0.45, 0.6)
    who = pick(ctx, WHO)
    person(
        ctx,
        "lean-in",
        px,
        pfy,
        ph,
        label=f"{who} hauling up the bucket",
        who=who,
        flip=flip,
        shadow=pfy,
        tags=("person", "work", "patience"),
        dress=False,
    )
    hand = joint_at("lean-in", "ha_r", px, pfy, ph, flip)
    rope = polylines([[hand, (bcx, btop - mr * 1.55)]], 7)
    blend(ctx.img, rope, rgb("#c8a870"), 0.95)
    after_mask(ctx, rope, "#d8b880", 0.9)
    friend = pick(ctx, ["cat", "child", "none"])
    note = "."
    if friend == "cat":
        cx = float(np.clip(wx + sg * rx * 0.45, 120, W - 120))
        ctx.subject(
            "cat",
            cx,
            wy - ry - H * 0.035,
            H * 0.085,
            "secondary",
            flip=not flip,
            tags=("animal", "home", "curious"),
            label="a cat on the rim looking in",
        )
        note = ", while a cat on the rim looks in."
    elif friend == "child":
        cx = float(np.clip(wx + sg * rx * 0.5, 150, W - 150))
        person(
            ctx,
            "sit",
            cx,
            wy - ry * 0.85,
            ph * 0.6,
            label="a child sitting on the rim",
            flip=flip,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
            dress=False,
        )
        note = ", and a child sits on the far rim watching it come up."
    return Painted(
        f"Seen from above, an old stone well stands in a sunny {ground}; inside it is as dark as "
        f"night, with stars far down, and {who} leaning over the rim hauls up a bucket on a rope "
        "with the full moon glowing in it" + note,
        [
            "wish",
            "patience",
            "depth",
            "reaching",
            "dream",
            "night",
            "secret",
            "luck",
            "effort",
            "hidden treasure",
        ],
    )


PREMISE = Premise(
    name="fetching-the-moon",
    figure="person",
    palettes=("spring", "golden", "snow", "desert"),
    stage=stage,
)
