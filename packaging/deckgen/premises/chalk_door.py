"""Premise "chalk-door": On a sunny wall a child has drawn a door in chalk, and the chalk door
stands open onto another world (a night sky, a sea at sunset, a dark forest); the child
holds the chalk."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.figures import bbox_of, joint_at, person, silhouette
from ..kit.light import after_mask
from ..kit.paint import (
    XX,
    YY,
    H,
    W,
    aniso_noise,
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
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, segment


def _wobble(
    ctx: Ctx, pts: list[tuple[float, float]], amp: float, step: float = 40
) -> list[tuple[float, float]]:
    """A hand-drawn line through `pts`: subdivided, each point nudged a little."""
    side = ctx.side()
    out: list[tuple[float, float]] = []
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        n = max(1, int(np.hypot(x1 - x0, y1 - y0) / step))
        for k in range(n):
            t = k / n
            j = side.uniform(-amp, amp, 2)
            out.append((x0 + (x1 - x0) * t + j[0], y0 + (y1 - y0) * t + j[1]))
    out.append(pts[-1])
    return out


CHALKS = {"#3a78d8": "blue", "#e0508a": "pink", "#f0a020": "orange", "#2f9a5a": "green"}


WALLS = {"#f6f1e6": "white", "#f7e7bd": "yellow", "#f4ddd2": "pink"}


def _door_world(ctx: Ctx, world: str, x0: float, y0: float, x1: float, y1: float) -> Ctx:
    """What the chalk door opens onto, painted on a canvas of its own."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if world == "night":
        w = ctx.sub("night")
        w.texture_sky()
        w.stars(900, 1.0)
        w.celestial(cx + ctx.u(-50, 50), y0 + (y1 - y0) * 0.25, 44, "moon")
        w.hills((y1 - (y1 - y0) * 0.12) / H, 1, amp=14)
    elif world == "sea":
        w = ctx.sub("golden")
        w.texture_sky()
        w.celestial(cx + ctx.u(-40, 40), cy - (y1 - y0) * 0.05, 40, "sun")
        w.streaks((y0 + (y1 - y0) * 0.15) / H, cy / H, 0.5)
        w.water(cy / H + 0.04, ripple=5)
        w.subject(
            "sailboat",
            cx + ctx.u(-60, 60),
            cy + 20,
            H * 0.07,
            "secondary",
            fill="#2a1a24",
            tags=("vehicle", "sea", "journey"),
            label="a sailboat far out at sea",
        )
    else:
        w = ctx.sub("aurora")
        w.texture_sky()
        w.light = (cx, y0)
        w.rays(cx, y0 - 40, 6, 0.35, 0.4)
        for k in range(7):
            tx = x0 + (x1 - x0) * (k + 0.5) / 7 + ctx.u(-20, 20)
            th = (y1 - y0) * ctx.u(0.5, 0.95)
            tm, _tb = icon_mask("pine-tree", tx, y1 - th / 2, th)
            blend(w.img, tm, mix(rgb("#0a2c2f"), rgb("#000000"), 0.3 + 0.1 * (k % 3)))
        for _ in range(18):
            blend(
                w.img,
                disc(ctx.u(x0, x1), ctx.u(cy, y1), 4, 1.5),
                rgb("#e8ff9a"),
                0.9,
            )
            glow(w.img, ctx.u(x0, x1), ctx.u(cy, y1), 20, "#e8ff9a", 0.3)
    return w


def stage(ctx: Ctx) -> Painted:
    """On a sunny wall a child has drawn a door in chalk, and the chalk door stands open onto
    another world (a night sky, a sea at sunset, a dark forest); the child holds the chalk."""
    x, s = third(ctx)
    ctx.texture_sky()
    sun = (W / 2 + s * W * 0.7, -H * 0.3)  # the sun beyond the child's side
    ctx.light = sun
    wall_top = H * ctx.u(0.08, 0.11)
    base = H * ctx.u(0.78, 0.8)
    wall_hex = pick(ctx, list(WALLS))
    wallc = rgb(wall_hex)
    plaster = fbm(ctx.rng, 120, 3) - 0.5
    stains = aniso_noise(ctx.rng, 40, 140) - 0.5
    wall = box(-5, wall_top, W + 5, base, 1.5)
    wimg = wallc * (1 + 0.1 * plaster[..., None] + 0.05 * stains[..., None])
    grime = np.clip((YY - (base - H * 0.12)) / (H * 0.12), 0, 1)[..., None]
    wimg = wimg * (1 - 0.18 * grime)
    blend(ctx.img, wall, np.clip(wimg, 0, 1))
    cap_m = box(-5, wall_top - 26, W + 5, wall_top + 10, 2)
    blend(ctx.img, cap_m, rgb("#b0623a"))  # a row of tiles along the top
    blend(ctx.img, box(-5, wall_top + 10, W + 5, wall_top + 34, 6), wallc * 0.7, 0.6)
    # the pavement: flagstones seen a little from above
    pave = box(-5, base, W + 5, H + 5, 1.5)
    pc = rgb("#b8ab98") * (1 + 0.12 * (fbm(ctx.rng, 60, 2)[..., None] - 0.5))
    blend(ctx.img, pave, np.clip(pc, 0, 1))
    for k in range(4):
        yy = base + (H - base) * (k / 4) ** 1.3
        blend(ctx.img, box(-5, yy - 2, W + 5, yy + 2, 1.5), rgb("#6e6458"), 0.6)
    for k in range(-6, 8):
        xb = W / 2 + k * 190
        blend(ctx.img, segment(xb, base, xb + (xb - W / 2) * 0.5, H + 10, 4), rgb("#6e6458"), 0.5)
    blend(ctx.img, box(-5, base - 3, W + 5, base + 5, 2), rgb("#5e544a"), 0.7)
    # a shadow from off the card (a roof's edge) across the far top corner of the wall
    corner = polygon_fine(
        [
            (W / 2 - s * W * 0.62, wall_top - 40),
            (W / 2 - s * W * 0.05, wall_top - 40),
            (W / 2 - s * W * 0.62, H * 0.46),
        ]
    )
    blend(ctx.img, blur(corner, 3), ctx.img * rgb("#8aa0c8"), 0.45)
    # the door, on the other third, its foot on the pavement line
    dw, dh = W * ctx.u(0.29, 0.32), H * ctx.u(0.42, 0.45)
    dx = float(np.clip(W / 2 - s * ctx.u(120, 170), dw * 1.12 + 30, W - dw * 1.12 - 30))
    x0, x1 = dx - dw / 2, dx + dw / 2
    y1 = base + 4
    y0 = y1 - dh
    arch = dw * 0.5
    opening = np.maximum(
        box(x0, y0 + arch * 0.5, x1, y1, 2), ellipse(dx, y0 + arch * 0.5, dw / 2, arch * 0.5, 2)
    )
    world = pick(ctx, ["night", "sea", "forest"])
    other = _door_world(ctx, world, x0, y0, x1, y1)
    ctx.fill_with(opening, other, rim=0.0)
    ctx.focus[:] = np.maximum(ctx.focus, opening * 0.8)
    chalk_hex = pick(ctx, list(CHALKS))
    chalk = rgb(chalk_hex)
    # the leaf: hinged on the side away from the child, swung open toward us, drawn in chalk
    hs = -1 if s > 0 else 1  # the hinge is on the far side from the child
    hx = dx + hs * dw / 2
    fx = hx + hs * dw * 0.62
    leaf_pts = [(hx, y0 + arch * 0.3), (fx, y0 - dh * 0.04), (fx, y1 + dh * 0.07), (hx, y1)]
    leaf = polygon_fine(leaf_pts)
    hatch = (np.sin((XX + YY * 0.6) / 9) > 0.55).astype(np.float32)
    blend(ctx.img, leaf, mix(ctx.img[int(y0 + dh / 2), int(hx + hs * 20)], chalk, 0.25), 0.9)
    blend(ctx.img, leaf * hatch, chalk, 0.4)
    # the door's drawn lines: the frame, the leaf's edges and its knob (also after the paint)
    frame_path = _wobble(
        ctx,
        [(x0 - 10, y1)]
        + [
            (dx - (dw / 2 + 10) * np.cos(t), y0 + arch * 0.5 - (arch * 0.5 + 10) * np.sin(t))
            for t in np.linspace(0, np.pi, 12)
        ]
        + [(x1 + 10, y1)],
        3,
    )
    leaf_path = _wobble(ctx, [*leaf_pts, leaf_pts[0]], 3)
    lines = polylines([frame_path, leaf_path], 11)
    kx, ky = fx - hs * dw * 0.1, y0 + dh * 0.55
    knob = disc(kx, ky, 14, 2)
    grain = (smooth_noise(ctx.side(), 3) > 0.35).astype(np.float32)
    chalk_m = np.maximum(lines, knob)
    blend(ctx.img, chalk_m, chalk, 0.95)
    after_mask(ctx, chalk_m * (0.55 + 0.45 * grain), CHALK_AFTER.get(chalk_hex, chalk_hex), 0.9)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(chalk_m, leaf), 4))
    said_world = {
        "night": "the night sky with the moon and stars",
        "sea": "a sea at sunset with a sailboat",
        "forest": "a dark forest with fireflies",
    }[world]
    db = bbox_of(np.maximum(opening, np.maximum(leaf, lines)))
    add_element(ctx, f"a chalk door open onto {said_world}", "main", db, ("door", "chalk", world))
    # a chalk sun and flowers: the child's other drawings on the wall
    scx = float(np.clip(x + s * 40, 160, W - 160))
    scy = wall_top + H * ctx.u(0.1, 0.13)
    rays = [
        [(scx + 60 * np.cos(t), scy + 60 * np.sin(t)), (scx + 95 * np.cos(t), scy + 95 * np.sin(t))]
        for t in np.linspace(0, 2 * np.pi, 9)[:-1]
    ]
    sun_m = np.maximum(
        polylines(
            [
                _wobble(
                    ctx,
                    [
                        (scx + 45 * np.cos(t), scy + 45 * np.sin(t))
                        for t in np.linspace(0, 2 * np.pi, 14)
                    ],
                    2,
                )
            ],
            9,
        ),
        polylines(rays, 9),
    )
    blend(ctx.img, sun_m, rgb("#f0b020"), 0.9)
    after_mask(ctx, sun_m * (0.55 + 0.45 * grain), "#f4c040", 0.85)
    # the child, on the near third, facing the door, the chalk in hand
    pose = pick(ctx, ["hold", "point", "reach"])
    ph = H * ctx.u(0.34, 0.37)
    fy = H * ctx.u(0.9, 0.92)
    flip = s > 0
    cx = W / 2 + s * W * ctx.u(0.28, 0.31)
    cx = float(np.clip(cx, ph * 0.3, W - ph * 0.3))
    who = pick(ctx, ["a girl", "a boy", "a child"])
    # the child's shadow on the pavement and up the wall, away from the sun
    wx_sh = cx - s * ph * 0.24
    shm = silhouette(pose, wx_sh, base + 8, ph * 0.96, flip) * (base + 8 > YY)
    foot = polygon_fine(
        [(cx - 26, fy), (cx + 26, fy), (wx_sh + 30, base + 8), (wx_sh - 30, base + 8)]
    )
    blend(ctx.img, blur(np.maximum(shm, foot), 3), ctx.img * rgb("#7a88a8"), 0.38)
    person(
        ctx,
        pose,
        cx,
        fy,
        ph,
        "secondary",
        label=f"{who} holding a piece of chalk",
        who=who,
        flip=flip,
        tags=("person", "child", "maker"),
        coat=pick(ctx, CHILD_COATS),
    )
    hand = joint_at(pose, "ha_r", cx, fy, ph, flip)
    stick = segment(hand[0] - 10, hand[1] + 12, hand[0] + 10, hand[1] - 14, 14)
    after_mask(ctx, stick, chalk_hex, 1.0)
    spill = {"night": "stars drift out of it", "sea": "", "forest": ""}[world]
    if world == "night":
        jit = ctx.side().uniform(0, 1, (14, 2))

        def drift(img: np.ndarray) -> None:
            for a, b in jit:
                px = dx + (a - 0.5) * dw * 1.6
                py = y0 + dh * 0.2 + b * dh * 0.6
                if x0 < px < x1:
                    px += hs * dw * 0.7
                glow(img, px, py, 16, "#fff6c8", 0.3)
                blend(img, disc(px, py, 3.5, 1.2), rgb("#fffbe6"), 0.95)

        ctx.after.append(drift)
    elif world == "sea":
        pool = ellipse(dx, y1 + H * 0.05, dw * 0.7, H * 0.03, 14)
        blend(ctx.img, pool, mix(rgb("#3a7a9a"), ctx.img[int(y1 + 80), int(dx)], 0.3), 0.8)
        blend(ctx.img, ellipse(dx, y1 + H * 0.045, dw * 0.4, 8, 4), rgb("#ffffff"), 0.4)
        spill = "sea water trickles out over the threshold into a puddle"
    else:
        spill = "fireflies glow among the trees"
    ctx.light = sun
    wall_word = WALLS[wall_hex]
    return Painted(
        f"On a sunny {wall_word} wall by the pavement, {who} has drawn a door in "
        f"{CHALKS[chalk_hex]} chalk, and the chalk door stands open onto {said_world}; "
        f"{spill + '; ' if spill else ''}the child beside it holds the chalk.",
        [
            "imagination",
            "escape",
            "childhood",
            "creation",
            "another world",
            "possibility",
            "play",
            "dream",
            "threshold",
            "freedom",
        ],
    )


CHALK_AFTER = {
    "#3a78d8": "#5a92e8",
    "#e0508a": "#f070a0",
    "#f0a020": "#f8b840",
    "#2f9a5a": "#4ab070",
}


PREMISE = Premise(
    name="chalk-door",
    figure="person",
    palettes=("noon", "golden", "spring", "desert"),
    stage=stage,
)
