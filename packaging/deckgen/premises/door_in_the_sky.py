"""Premise "door-in-the-sky": A staircase climbs from the hills to an open door standing in the
sky; through it is a purple dusk with a moon, and a child is halfway up the steps."""

from __future__ import annotations

import numpy as np

from ..kit.names import WORLD
from ..kit.paint import H, W, blend, box, icon_mask, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    dx, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 330, clouds=6)
    gy = ctx.hills(0.82, 2)
    dy = H * ctx.u(0.2, 0.28)
    other = ctx.sub(pick(ctx, ["night", "aurora", "dusk"]))
    other.stars(300, 1.0)
    other.celestial(dx + ctx.u(-40, 40), dy - 60, 34, "moon")
    hole = box(dx - 95, dy - 170, dx + 95, dy + 170, 2)
    ctx.fill_with(hole, other, rim=0.0)
    blend(
        ctx.img,
        np.clip(box(dx - 110, dy - 185, dx + 110, dy + 175, 2) - hole, 0, 1),
        rgb("#f3ead6"),
    )
    ctx.shape(
        "doorway in the sky",
        "main",
        ("door", "night", "threshold"),
        (dx - 110, dy - 185, dx + 110, dy + 175),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(dx - 130, dy - 200, dx + 130, dy + 190, 20))
    leaf = icon_mask("wooden-door", dx + s * 160, dy, 340, flip=s < 0)
    ctx.lit(leaf[0], leaf[1], rgb("#8a5a3c"))
    # stairs from the ground up to the door, drawn step by step
    n = 14
    x0, y0 = W / 2 - s * 380, gy
    steps = np.zeros((H, W), np.float32)
    for k in range(n):
        t = k / n
        sx_ = x0 + (dx - x0) * t
        sy_ = y0 + (dy + 175 - y0) * t
        steps = np.maximum(steps, box(sx_ - 60, sy_ - 22, sx_ + 60, sy_ + 4, 1.5))
    ctx.lit(steps, (0, 0, W, H), rgb("#efe6d6"), rim=0.3)
    ctx.shape(
        "stairs", "secondary", ("stairs", "climb"), (min(x0, dx) - 60, dy, max(x0, dx) + 60, gy)
    )
    k = 5
    px = x0 + (dx - x0) * k / n
    py = y0 + (dy + 175 - y0) * k / n - 22
    sec(ctx, "walk", px, py - 70, H * 0.08, flip=s < 0)
    relabel(ctx, f"a door in the sky open onto {WORLD[other.pal.name]}")
    return Painted(
        "A staircase climbs from the hills to an open door standing in the sky; through it is "
        f"{WORLD[other.pal.name]} with a moon, and a child is halfway up the steps.",
        ["threshold", "ambition", "curiosity", "another world", "courage", "choice", "dream"],
    )


PREMISE = Premise(
    name="door-in-the-sky",
    figure="person",
    palettes=("noon", "dawn", "lavender", "golden", "mist"),
    stage=stage,
)
