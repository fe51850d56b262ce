"""Premise "octopus-lamplighter": Deep under the sea an octopus holds up glowing lamps, and a
child swims toward the light."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import label, tags
from ..kit.paint import H, W, icon_mask, rgb
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.rays(W * ctx.u(0.3, 0.7), -200, 7, 0.2, 0.5)
    ctx.texture_sky(0.04)
    gy = ctx.hills(0.86, 2, amp=50, ground="#0a3a44")
    om, obb = icon_mask("octopus", x, gy - H * 0.2, H * 0.38)
    ctx.lit(om, obb, rgb("#b85a4a"))
    ctx.elements.append(
        {
            "icon": "octopus",
            "role": "main",
            "bbox": list(obb),
            "tags": list(tags("octopus")),
            "label": "an octopus",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, om)
    for k in range(3):
        lx = obb[0] + (obb[2] - obb[0]) * (0.1 + 0.4 * k)
        ly = obb[1] + (obb[3] - obb[1]) * ctx.u(0.55, 0.85)
        later_glow(ctx, lx, ly, 120, "#ffe08a", 0.6, core=14)
    diver = pick(ctx, ["person", "walk", "tropical-fish", "sea-turtle"])
    sec(ctx, diver, W / 2 - s * 290, H * 0.38, H * 0.12, fill="#2e4d5a", flip=s < 0)
    for _ in range(30):
        later_glow(ctx, ctx.u(0, W), ctx.u(0, H * 0.8), 6, "#dcfff8", 0.4, core=2)
    swimmer = "a child" if diver == "walk" else label(diver)  # not "a walking child swims"
    return Painted(
        f"Deep under the sea an octopus holds up glowing lamps, and {swimmer} swims toward the "
        "light.",
        ["guidance", "kindness", "depth", "light", "help", "mystery", "welcome"],
    )


PREMISE = Premise(
    name="octopus-lamplighter",
    figure="octopus",
    palettes=("under",),
    stage=stage,
)
