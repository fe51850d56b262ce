"""Premise "flower-of-the-sun": A giant sunflower whose blossom is the shining sun, and a small
gardener below watering its stem."""

from __future__ import annotations

import numpy as np

from ..kit.paint import XX, YY, H, W, blend, disc, glow, icon_mask, rgb
from ..kit.place import sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.clouds(4, 0.3, 0.6, 0.4)
    gy = ctx.hills(0.8, 2)
    x = W / 2 + s * W * 0.08
    fm, fbb = icon_mask("sunflower", x, gy - H * 0.2, H * 0.4)
    ctx.cast_shadow(fm, fbb, gy)
    head = fm * (fbb[1] + (fbb[3] - fbb[1]) * 0.62 > YY)
    cx_ = float((XX * head).sum() / max(1, head.sum()))
    cy_ = float((YY * head).sum() / max(1, head.sum()))
    ctx.light = (cx_, cy_)
    glow(ctx.img, cx_, cy_, 700, "#fff2b0", 0.55)
    ctx.lit(fm - head, fbb, rgb("#3f6b3a"))
    ctx.lit(head, fbb, rgb("#f7c93a"), rim=0.2)
    blend(ctx.img, disc(cx_, cy_, 70, 6), rgb("#fff8d8"))
    ctx.elements.append(
        {
            "icon": "sunflower",
            "role": "main",
            "bbox": list(fbb),
            "tags": ["plant", "flower", "sun", "light"],
            "label": "a sunflower whose flower is the sun",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, fm)
    sec(ctx, "person", x - s * 250, gy - 20, H * 0.12, shadow=gy + 50, flip=s > 0)
    sec(ctx, "watering-can", x - s * 165, gy - 40, H * 0.08, fill="#5b7fa8", flip=s > 0)
    return Painted(
        "A giant sunflower whose blossom is the shining sun, and a small gardener below "
        "watering its stem.",
        ["care", "growth", "patience", "light", "nature", "pride", "summer"],
    )


PREMISE = Premise(
    name="flower-of-the-sun",
    figure="person",
    palettes=("noon", "golden", "desert", "spring"),
    stage=stage,
    max_cards=1,  # flat at hand size even when painted
)
