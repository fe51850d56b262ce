"""Premise "tightrope-between-moons": A tightrope walker crosses a rope strung between two
moons, far above the clouds."""

from __future__ import annotations

import numpy as np

from ..kit.paint import H, W, blend, disc, glow, rgb
from ..kit.place import sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(240)
    ctx.clouds(4, 0.55, 0.9, 0.45)
    ax, ay = W / 2 - s * 320, H * 0.3
    bx, by = W / 2 + s * 330, H * 0.5
    for cx_, cy_, r_ in ((ax, ay, 120), (bx, by, 80)):
        glow(ctx.img, cx_, cy_, r_ * 4, "#fff2c0", 0.4)
        blend(ctx.img, disc(cx_, cy_, r_, 3), rgb("#f6e7b0"))
    ctx.light = (ax, ay)
    rope = segment(ax, ay, bx, by, 6)
    blend(ctx.img, rope, rgb("#2a2030"))
    ctx.shape(
        "two moons joined by a rope",
        "main",
        ("moon", "rope", "between"),
        (min(ax, bx) - 120, ay - 120, max(ax, bx) + 120, by + 120),
    )
    t = ctx.u(0.4, 0.6)
    px, py = ax + (bx - ax) * t, ay + (by - ay) * t
    sec(ctx, "tightrope", px, py - 60, H * 0.15, flip=s < 0)
    ctx.focus[:] = np.maximum(ctx.focus, disc(px, py - 60, 180, 20))
    gy = ctx.hills(0.86, 2)
    del gy
    return Painted(
        "A tightrope walker crosses a rope strung between two moons, far above the clouds.",
        ["balance", "risk", "courage", "between two worlds", "choice", "focus", "night"],
    )


PREMISE = Premise(
    name="tightrope-between-moons",
    figure="person",
    palettes=("dusk", "night", "aurora", "storm"),
    stage=stage,
)
