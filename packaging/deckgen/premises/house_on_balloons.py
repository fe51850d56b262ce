"""Premise "house-on-balloons": A lighthouse is lifted into the sky by a bunch of balloons,
high above the hills, and a dove flies alongside."""

from __future__ import annotations

import numpy as np

from ..kit.names import cap, label
from ..kit.paint import H, W, blend, box, ellipse, rgb
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=5)
    hz = 0.8
    if ctx.rng.random() < 0.5:
        ctx.water(hz)
        below = "the sea"
    else:
        ctx.hills(hz, 2)
        below = "the hills"
    home = pick(ctx, ["house", "mushroom-house", "church", "lighthouse"])
    hy = H * 0.5
    hm = main(ctx, home, x, hy, H * 0.2)
    ys, _xs = np.nonzero(hm > 0.5)
    top = ys.min()
    cols = ["#e05a4f", "#f2b33d", "#4f9fd9", "#6cc08a", "#c86fd0", "#f08fb0"]
    for k in range(14):
        bx = x + ctx.u(-230, 230)
        by = top - ctx.u(260, 520)
        r = ctx.u(42, 62)
        ctx.after.append(
            lambda img, bx=bx, by=by: blend(
                img, segment(x + (bx - x) * 0.1, top + 5, bx, by + 40, 2), rgb("#f4f0e6"), 0.8
            )
        )
        bm = ellipse(bx, by, r, r * 1.18, 2)
        ctx.lit(
            bm,
            (int(bx - r), int(by - r * 1.2), int(bx + r), int(by + r * 1.2)),
            rgb(cols[k % len(cols)]),
            rim=0.6,
        )
    ctx.shape(
        "balloons",
        "secondary",
        ("balloons", "float", "party"),
        (x - 290, top - 590, x + 290, top - 200),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(x - 300, top - 600, x + 300, top, 20) * 0.7)
    b = pick(ctx, ["dove", "seagull", "cat", "sparrow"])
    if b == "cat":
        sec(ctx, "cat", x + s * 60, top - 50, H * 0.08)
        where = "a cat sits on the roof"
    else:
        sec(ctx, b, W / 2 - s * 300, H * 0.3, H * 0.09, flip=s < 0)
        where = f"{label(b)} flies alongside"
    return Painted(
        f"{cap(label(home))} is lifted into the sky by a bunch of balloons, high above "
        f"{below}, and {where}.",
        ["escape", "home", "adventure", "lightness", "moving on", "dream", "freedom"],
    )


PREMISE = Premise(
    name="house-on-balloons",
    figure="varies",
    palettes=("noon", "dawn", "golden", "lavender", "spring"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
)
