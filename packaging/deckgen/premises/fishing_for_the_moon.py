"""Premise "fishing-for-the-moon": Someone sits in a paper boat on a night sea, fishing, and
the line is hooked onto the moon."""

from __future__ import annotations

import numpy as np

from ..kit.paint import H, W, blend, disc, rgb
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(260)
    mx, my = W / 2 - s * ctx.u(160, 230), H * ctx.u(0.14, 0.2)
    ctx.celestial(mx, my, 140, "moon")
    ctx.shape(
        "the moon", "main", ("moon", "night", "light"), (mx - 140, my - 140, mx + 140, my + 140)
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(mx, my, 160, 20))
    hz = 0.58
    ctx.water(hz, ripple=9)
    by = H * ctx.u(0.7, 0.76)
    boat = sec(ctx, "paper-boat", x, by, H * 0.13, fill="#efe4cf", flip=s < 0)
    ys = np.nonzero(boat.max(1) > 0.5)[0]
    p = sec(ctx, pick(ctx, ["person", "meditation"]), x - s * 30, ys.min() - 50, H * 0.09)
    del p
    tip = (x + s * 180, ys.min() - 260)
    ctx.after.append(
        lambda img: blend(img, segment(x, ys.min() - 60, tip[0], tip[1], 5), rgb("#3b2a1e"))
    )
    ctx.after.append(
        lambda img: blend(img, segment(tip[0], tip[1], mx, my + 135, 2), rgb("#f6efc9"), 0.8)
    )
    return Painted(
        "Someone sits in a paper boat on a night sea, fishing, and the line is hooked "
        "onto the moon.",
        ["ambition", "patience", "dream", "impossible", "solitude", "wish", "night"],
    )


PREMISE = Premise(
    name="fishing-for-the-moon",
    figure="person",
    palettes=("night", "dusk", "aurora"),
    stage=stage,
)
