"""Premise "jellyfish-balloon": A whale floats in the sky like a hot-air balloon, carrying a
person in a basket, with a small jellyfish drifting alongside."""

from __future__ import annotations

import numpy as np

from ..kit.names import cap, label
from ..kit.paint import H, W, blend, box, rgb
from ..kit.place import main, pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=5)
    ctx.hills(0.84, 3)
    carrier = pick(ctx, ["jellyfish", "sperm-whale", "octopus", "manta-ray"])
    fill = {"jellyfish": "#e8b8d8", "sperm-whale": "#7d8fb8", "octopus": "#d9825f"}
    jm = main(ctx, carrier, x, H * 0.32, H * 0.3, fill=fill.get(carrier, "#8fb8c8"), halo=0.25)
    ys = np.nonzero(jm.max(1) > 0.5)[0]
    by = ys.max() + 40
    basket = box(x - 55, by, x + 55, by + 60, 3)
    ctx.lit(basket, (int(x - 55), int(by), int(x + 55), int(by + 60)), rgb("#8a5a3c"))
    ctx.shape("basket", "secondary", ("basket", "flight"), (x - 55, by, x + 55, by + 60))
    sec(ctx, "person", x, by - 40, H * 0.08)
    blend(ctx.img, basket, rgb("#8a5a3c"))
    sec(ctx, "jellyfish", W / 2 - s * 300, H * 0.5, H * 0.12, fill="#f0cfe4", alpha=0.8)
    relabel(ctx, f"{label(carrier)} carrying a basket like a balloon")
    return Painted(
        f"{cap(label(carrier))} floats in the sky like a hot-air balloon, carrying a person in "
        "a basket, with a small jellyfish drifting alongside.",
        ["journey", "lightness", "adventure", "freedom", "strangeness", "flight", "drifting"],
    )


PREMISE = Premise(
    name="jellyfish-balloon",
    figure="varies",
    palettes=("noon", "dawn", "lavender", "golden", "spring"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
)
