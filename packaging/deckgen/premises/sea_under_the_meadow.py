"""Premise "sea-under-the-meadow": A cutaway of a sunny meadow: down the rabbit's burrow, far
below the grass, lies a hidden sea in a cave, and the rabbit sits on its shore watching a
paper boat with a lit candle sail out across the dark water.

Day above, night below: the upper third is the meadow in the sun, the rest the soil, the
tunnel and the cave, lit only by the candle.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, disc, ellipse, fbm, glow, rgb, vgrad
from ..kit.place import main, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, ribbon


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the burrow's side
    gy = H * ctx.u(0.28, 0.31)  # the meadow's surface
    # above: the meadow in the sun
    ctx.img[:] = vgrad(ctx.pal.sky, -0.25, gy / H)
    ctx.texture_sky(0.04)
    ctx.celestial(W / 2 - s * ctx.u(250, 380), H * ctx.u(0.07, 0.1), 38, "sun")
    ctx.clouds(2, 0.04, 0.14, 0.45)
    surface = gy + (fbm(ctx.rng, 160, 2)[0] - 0.5) * 30
    below = np.clip((YY - surface[None, :]) / 3, 0, 1)
    soil = vgrad([(0, "#7a5638"), (0.5, "#5a3c28"), (1, "#3a2618")], gy / H, 1.0)
    soil *= (0.85 + 0.3 * fbm(ctx.rng, 60, 3))[..., None]
    ctx.img[:] = ctx.img * (1 - below[..., None]) + soil * below[..., None]
    turf = np.clip(1 - np.abs(YY - surface[None, :] - 12) / 24, 0, 1)
    blend(ctx.img, turf, rgb("#5f9a46"), 0.95)
    side = ctx.side()
    for _ in range(22):  # stones in the soil
        x, y = float(side.uniform(0, W)), float(side.uniform(gy + 60, H))
        r = float(side.uniform(10, 30))
        tone = rgb("#8a7a68") * float(side.uniform(0.7, 1.05))
        blend(ctx.img, ellipse(x, y, r * 1.4, r, 4) * below, tone, 0.45)
    # an oak on the meadow, its roots reaching down toward the cave's roof
    tx = W / 2 - s * W * 0.26
    sec(ctx, "oak", tx, gy - H * 0.1, H * 0.2, shadow=gy + 4)
    roots = []
    for k in range(7):
        x, y = tx + (k - 3) * 14, gy + 10
        pts = [(x, y)]
        for _j in range(6):
            x += float(side.uniform(-60, 60)) + (k - 3) * 12
            y += float(side.uniform(35, 70))
            pts.append((x, y))
        roots.append(pts)
    blend(ctx.img, polylines(roots, 7) * below, rgb("#3a2416"), 0.8)
    # the cave, its sea, and the tunnel down to its shore
    cx, cy = W / 2 - s * W * 0.04, H * ctx.u(0.7, 0.72)
    rx, ry = W * 0.47, H * 0.2
    cave = ellipse(cx, cy, rx, ry, 6) * np.clip((cy + ry * 0.75 - YY) / 40 + 1, 0, 1)
    wy = cy + ry * 0.2  # the water's line
    air = vgrad([(0, "#0f1c26"), (1, "#1c3440")], (cy - ry) / H, wy / H)
    sea = vgrad([(0, "#1f5a66"), (1, "#08222c")], wy / H, (cy + ry) / H)
    inside = np.where((wy > YY)[..., None], air, sea)
    ripples = (np.sin(YY * 0.35 + np.sin(XX * 0.01) * 3) > 0.75) * (wy < YY)
    inside = inside + ripples[..., None] * 0.05
    ctx.img[:] = ctx.img * (1 - cave[..., None]) + inside * cave[..., None]
    ex = W / 2 + s * W * ctx.u(0.3, 0.34)  # the burrow's mouth
    shore_x = W / 2 + s * W * 0.3
    path = [
        (ex, gy + 10),
        (ex - s * 70, gy + 110),
        (ex - s * 40, gy + 230),
        (ex + s * 30, gy + 330),
        (shore_x + s * 10, wy - H * 0.1),
    ]
    tunnel = ribbon(path, [110, 115, 120, 125, 140], 5) * np.clip((YY - surface[None, :]) / 4, 0, 1)
    shade = vgrad([(0, "#1e130c"), (1, "#3a2a20")], gy / H, wy / H)
    ctx.img[:] = ctx.img * (1 - tunnel[..., None]) + shade * tunnel[..., None]
    blend(ctx.img, ellipse(ex, gy + 8, 66, 20, 4), rgb("#160e08"))  # the burrow's mouth
    # a ledge at the tunnel's foot where the rabbit sits, above the water
    ledge = ellipse(shore_x + s * 40, wy + 4, W * 0.16, 26, 4)
    blend(ctx.img, ledge, rgb("#4a3424"))
    # the candle boat, out on the water: the cave's one light
    bx = cx - s * W * 0.08
    by = wy - H * 0.025
    ctx.light = (bx, by - H * 0.06)
    glow(ctx.img, bx, by - H * 0.05, W * 0.45, "#ffb860", 0.55)
    bm = sec(ctx, "paper-boat", bx, by, H * 0.09, flip=s > 0, fill="#efe4cf")
    # the boat is the point and the brush melts its folds: said again after the paint
    after_mask(ctx, np.clip(blur(bm, 4) * 3, 0, 1), "#4a3a2c", 0.85)
    after_mask(ctx, bm, "#f3e6c8", 0.95)
    bys, bxs = np.nonzero(bm > 0.5)
    refl = np.roll(bm[::-1], int(2 * (by + H * 0.035) - H + 1), 0) * (wy < YY)
    blend(ctx.img, blur(refl, 4), rgb("#e8c48a"), 0.35)
    fx, fy = float(bxs.mean()), float(bys.min()) - 16
    blend(ctx.img, disc(fx, fy + 10, 6, 2), rgb("#f0e8d8"))
    later_glow(ctx, fx, fy, 90, "#ffcf7a", 0.55, core=7)
    later_glow(ctx, fx, fy - 4, 22, "#fff2c8", 0.6, core=4)
    streak = ellipse(bx, wy + H * 0.07, 14, H * 0.06, 8) * (wy < YY)
    blend(ctx.img, streak, rgb("#ffc878"), 0.35)
    # the rabbit on the ledge, facing out over the water
    rh = H * 0.165
    main(ctx, "rabbit", shore_x + s * 30, wy - rh * 0.5 - 4, rh, flip=s > 0, rim=0.7)
    return Painted(
        "A cutaway of a sunny meadow with an oak: down the rabbit's burrow, far below the "
        "grass, lies a hidden sea in a dark cave, and the rabbit sits on its shore watching a "
        "paper boat with a lit candle sail out across the water.",
        [
            "hidden",
            "secret",
            "another world",
            "inner world",
            "letting go",
            "wish",
            "light",
            "discovery",
            "depth",
            "solitude",
        ],
        setting="in sunlight above and candlelight below",
    )


PREMISE = Premise(
    name="sea-under-the-meadow",
    figure="rabbit",
    palettes=("spring", "noon", "golden"),
    stage=stage,
    max_cards=1,
    frame=False,
)
