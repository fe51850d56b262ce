"""Premise "swing-from-the-moon": A child sits on a swing hanging from the crescent moon, high
above a sleeping village."""

from __future__ import annotations

import numpy as np

from ..kit.light import lit_windows
from ..kit.paint import XX, YY, H, W, blend, box, disc, glow, rgb
from ..kit.place import sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(300)
    mx, my = x, H * 0.16
    r = 150
    moon = np.clip(disc(mx, my, r, 3) - disc(mx + s * 70, my - 40, r * 0.9, 3), 0, 1)
    glow(ctx.img, mx, my, r * 3, ctx.pal.light, 0.3)
    ctx.lit(moon, (int(mx - r), int(my - r), int(mx + r), int(my + r)), rgb("#f6e9b0"), rim=0.0)
    ctx.shape("crescent moon", "main", ("moon", "night"), (mx - r, my - r, mx + r, my + r))
    sy = H * 0.5
    for dx in (-70, 70):
        ctx.after.append(
            lambda img, dx=dx: blend(
                img,
                segment(mx - s * 60 + dx * 0.4, my + r * 0.8, mx - s * 40 + dx, sy, 3),
                rgb("#e8dcc0"),
                0.9,
            )
        )
    seat = box(mx - s * 40 - 80, sy, mx - s * 40 + 80, sy + 16, 2)
    blend(ctx.img, seat, rgb("#7a4e30"))
    sec(ctx, "meditation", mx - s * 40, sy - 70, H * 0.1)
    ctx.focus[:] = np.maximum(ctx.focus, disc(mx, sy, 200, 20))
    gy = ctx.hills(0.82, 2)
    v = box(0, 0, W, H, 1) * (gy - 40 < YY)
    lit_windows(ctx, v * (np.abs(XX - (W / 2 + s * 300)) < 200), 14)
    sec(ctx, "village", W / 2 + s * 300, gy - 40, H * 0.1)
    return Painted(
        "A child sits on a swing hanging from the crescent moon, high above a sleeping village.",
        ["dream", "childhood", "night", "freedom", "play", "solitude", "wonder"],
    )


PREMISE = Premise(
    name="swing-from-the-moon",
    figure="person",
    palettes=("night", "dusk", "aurora"),
    stage=stage,
)
