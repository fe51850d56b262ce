"""Premise "shadow-on-the-wall": By candlelight a cat casts a shadow on the wall, and the
shadow is an owl."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import label, tags
from ..kit.paint import H, W, blend, blur, glow, icon_mask
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    big = pick(ctx, ["lion", "elephant", "deer", "owl", "unicorn", "polar-bear", "sperm-whale"])
    small = pick(ctx, ["person", "cat", "rabbit", "hedgehog", "walk"])
    x, s = third(ctx)
    fy = ctx.room(0.78)
    ctx.img *= 0.55
    lx, ly = x + s * 60, fy - 230
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 700, "#ffcf7a", 0.7)
    sm, sbb = icon_mask(big, W / 2 - s * 120, fy - H * 0.27, H * 0.42, flip=s > 0)
    blend(ctx.img, blur(sm, 6), ctx.img * 0.25, 0.85)
    ctx.elements.append(
        {
            "icon": big,
            "role": "main",
            "bbox": list(sbb),
            "tags": [*tags(big), "shadow"],
            "label": f"the shadow of {label(big)}",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, sm * 0.7)
    sec(ctx, small, x - s * 60, fy - H * 0.06, H * 0.13, fill="#7a5a48", flip=s < 0)
    sec(ctx, "candle-light", lx, ly + 40, H * 0.09, fill="#f1e3c8")
    later_glow(ctx, lx, ly - 10, 160, "#ffe6a0", 0.6, core=7)
    return Painted(
        f"By candlelight {label(small)} casts a shadow on the wall, and the shadow is "
        f"{label(big)}.",
        ["courage", "imagination", "fear", "inner strength", "night", "secret self", "childhood"],
    )


PREMISE = Premise(
    name="shadow-on-the-wall",
    figure="varies",
    palettes=("interior", "night", "dusk"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
