"""Premise "town-on-a-back": A whole village rides on the back of a giant snail, and travellers
walk behind trying to keep up."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_icon
from ..kit.names import bare
from ..kit.paint import H, W
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    a = pick(ctx, ["snail", "turtle", "elephant", "polar-bear", "cow"])
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320)
    gy = ctx.hills(0.7, 3)
    m = main(ctx, a, x, gy - H * 0.14, H * 0.28, shadow=gy + 10, flip=s > 0)
    ys = np.nonzero(m.max(1) > 0.5)[0]
    xs = np.nonzero(m.max(0) > 0.5)[0]
    top = ys.min()
    sec(ctx, "village", (xs.min() + xs.max()) / 2, top - H * 0.045, H * 0.12)
    w = pick(ctx, ["walk", "person"])
    for k in range(3):
        later_icon(
            ctx, w, x - s * (320 + 60 * k), gy + 50 + 8 * k, 60 - 6 * k, ctx.pal.ink, flip=s < 0
        )
    sec(ctx, w, x - s * 260, gy + 20, H * 0.08, flip=s < 0, shadow=gy + 60)
    return Painted(
        f"A whole village rides on the back of a giant {bare(a)}, and travellers walk behind "
        "trying to keep up.",
        ["home", "journey", "patience", "carrying", "slowness", "together", "scale"],
    )


PREMISE = Premise(
    name="town-on-a-back",
    figure="varies",
    palettes=("golden", "noon", "desert", "spring", "dawn"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
