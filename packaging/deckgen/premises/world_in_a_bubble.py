"""Premise "world-in-a-bubble": A glass globe holds a whole little landscape with a house and a
pine tree, and a person stands beside it, looking in."""

from __future__ import annotations

import numpy as np

from ..kit.names import label, pose, who
from ..kit.paint import H, W, blend, box, disc, ellipse, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.74) if ctx.pal.time == "inside" else None
    if fy is None:
        sky(ctx, sx=W / 2 + s * 300, clouds=2)
        fy = ctx.hills(0.76, 2)
    r = H * 0.17
    gx, gyc = x, fy - r - 20
    inside = ctx.sub(pick(ctx, ["snow", "spring", "golden"]))
    inside.texture_sky()
    inside.hills(gyc / H + 0.02, 2, amp=30)
    globe = disc(gx, gyc, r, 3)
    ctx.fill_with(globe, inside, rim=0.4)
    home = pick(ctx, ["house", "mushroom-house", "church", "windmill"])
    sec(ctx, home, gx + 20, gyc + 10, H * 0.12)
    sec(ctx, "pine-tree", gx - 120, gyc + 20, H * 0.1, fill="#2f5a3c")
    blend(
        ctx.img, ellipse(gx - r * 0.35, gyc - r * 0.45, r * 0.25, r * 0.12, 10), rgb("#ffffff"), 0.5
    )
    base = box(gx - r * 0.7, gyc + r * 0.8, gx + r * 0.7, gyc + r + 40, 4)
    ctx.lit(base, (int(gx - r), int(gyc), int(gx + r), int(fy + 30)), rgb("#5b3a28"))
    ctx.shape(
        "glass globe",
        "main",
        ("globe", "small world", "glass"),
        (gx - r, gyc - r, gx + r, gyc + r + 40),
    )
    ctx.focus[:] = np.maximum(ctx.focus, globe)
    c = pick(ctx, ["cat", "rabbit", "fox", "person", "owl"])
    sec(ctx, c, W / 2 - s * 250, fy - H * 0.04, H * 0.14, flip=s < 0)
    relabel(ctx, f"a glass globe holding {label(home)}")
    return Painted(
        f"A glass globe holds a whole little landscape with {label(home)} and a pine tree, and "
        f"{who(c)} {pose(c)} beside it, looking in.",
        ["small world", "memory", "home", "curiosity", "nostalgia", "fragility", "childhood"],
    )


PREMISE = Premise(
    name="world-in-a-bubble",
    figure="varies",
    palettes=("night", "aurora", "dusk", "snow", "lavender"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
