"""Premise "story-rising": A green hill with a pine tree grows out of the pages of an open
book, and a child walks out of the story onto it."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import label
from ..kit.paint import YY, H, W, ellipse, rgb
from ..kit.place import main, pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    if ctx.pal.time == "inside":
        fy = ctx.room(0.72)
    else:
        sky(ctx, sx=W / 2 - s * 300)
        fy = ctx.hills(0.72, 2, amp=30)
    bm = main(ctx, "open-book", x, fy + H * 0.08, H * 0.26, fill="#f3ead8", shadow=fy + H * 0.16)
    ys = np.nonzero(bm.max(1) > 0.5)[0]
    top = ys.min() + 30
    hill = ellipse(x, top + 40, 260, 120, 8) * (top + 40 > YY)
    ctx.lit(hill, (int(x - 260), int(top - 80), int(x + 260), int(top + 40)), rgb("#6f9a5c"))
    a = pick(ctx, ["oak", "windmill", "lighthouse", "church", "pine-tree"])
    sec(ctx, a, x + s * 80, top - H * 0.1, H * 0.2)
    w = pick(ctx, ["walk", "fox", "rabbit", "deer"])
    sec(ctx, w, x - s * 160, top - 40, H * 0.08, flip=s > 0)
    later_glow(ctx, x, top - 40, 380, ctx.pal.light, 0.3)
    relabel(ctx, f"an open book with {label(a)} rising from it")
    return Painted(
        f"A green hill with {label(a)} grows out of the pages of an open book, and "
        f"{'a child' if w == 'walk' else label(w)} walks out of the story onto it.",
        ["imagination", "stories", "escape", "childhood", "knowledge", "another world", "reading"],
    )


PREMISE = Premise(
    name="story-rising",
    figure="varies",
    palettes=("mint", "interior", "golden", "lavender", "dawn"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
)
