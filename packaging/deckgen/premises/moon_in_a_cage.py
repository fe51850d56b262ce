"""Premise "moon-in-a-cage": The moon is shut inside a golden birdcage standing on a hill, a
sparrow perched on top, and someone watching from the grass."""

from __future__ import annotations

import numpy as np

from ..kit.names import label
from ..kit.paint import H, W, blend, disc, glow, icon_mask, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(260)
    gy = ctx.hills(0.78, 2)
    cm, cbb = icon_mask("bird-cage", x, gy - H * 0.2, H * 0.4)
    cx_, cy_ = (cbb[0] + cbb[2]) / 2, cbb[1] + (cbb[3] - cbb[1]) * 0.58
    orb = "sun" if ctx.pal.name == "storm" else "moon"
    ctx.light = (cx_, cy_)
    glow(ctx.img, cx_, cy_, 520, "#fff2c0", 0.55)
    blend(ctx.img, disc(cx_, cy_, 100, 3), rgb("#f7e08a"))
    ctx.cast_shadow(cm, cbb, gy)
    ctx.lit(cm, cbb, rgb("#c9a45c"))
    ctx.elements.append(
        {
            "icon": "bird-cage",
            "role": "main",
            "bbox": list(cbb),
            "tags": ["object", "closed", "moon", "captured"],
            "label": "a birdcage holding the moon",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, cm)
    bird = pick(ctx, ["raven", "owl", "sparrow", "dove"])
    sec(
        ctx,
        bird,
        cbb[0] + (cbb[2] - cbb[0]) * (0.7 if s < 0 else 0.3),
        cbb[1] - 60,
        H * 0.1,
        flip=s > 0,
    )
    sec(ctx, "person", W / 2 - s * 330, gy + 30, H * 0.12, shadow=gy + 90, flip=s > 0)
    relabel(ctx, f"a birdcage holding the {orb}")
    return Painted(
        f"The {orb} is shut inside a golden birdcage standing on a hill, {label(bird)} "
        "perched on top, and someone watching from the grass.",
        ["captivity", "longing", "ownership", "night", "secret", "freedom", "wonder"],
    )


PREMISE = Premise(
    name="moon-in-a-cage",
    figure="moon",
    palettes=("dusk", "night", "aurora", "storm"),
    stage=stage,
)
