"""Premise "moon-in-a-nest": A nest on a branch holds the moon like an egg, and a raven sits
beside it, keeping watch."""

from __future__ import annotations

import numpy as np

from ..kit.names import label
from ..kit.paint import YY, H, W, blend, disc, glow, icon_mask, rgb
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(260)
    gy = ctx.hills(0.84, 2)
    tm, tbb = icon_mask("oak", W / 2 - s * 330, gy - H * 0.2, H * 0.42)
    ctx.lit(tm, tbb, rgb("#1d1a22") * 0.6 + ctx.c("ink") * 0.4, rim=0.3)
    ctx.shape("tree", "frame", ("tree", "branch"), tbb)  # framing: may run off the card
    ny = H * 0.45
    branch = segment(W / 2 - s * 300, ny + 120, x + s * 120, ny + 40, 22)
    ctx.lit(branch, (0, 0, W, H), rgb("#3a2a24"), rim=0.3)
    glow(ctx.img, x, ny - 90, 500, ctx.pal.light, 0.45)
    ctx.light = (x, ny - 90)
    nm = main(ctx, "nest-eggs", x, ny, H * 0.16, fill="#7a5236")
    ys = np.nonzero(nm.max(1) > 0.5)[0]
    my = ys.min() + (ys.max() - ys.min()) * 0.45
    moon = disc(x, my - 40, 95, 3) * (my + 10 > YY)
    blend(ctx.img, moon, rgb("#f6efc9"))
    bird = pick(ctx, ["owl", "raven", "sparrow", "dove"])
    sec(ctx, bird, x + s * 190, ny - 40, H * 0.14, flip=s > 0)
    return Painted(
        f"A nest on a branch holds the moon like an egg, and {label(bird)} sits beside it, "
        "keeping watch.",
        ["care", "patience", "birth", "night", "protection", "waiting", "family"],
    )


PREMISE = Premise(
    name="moon-in-a-nest",
    figure="nest",
    palettes=("night", "dusk", "aurora", "lavender"),
    stage=stage,
)
