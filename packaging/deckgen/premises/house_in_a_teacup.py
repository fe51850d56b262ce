"""Premise "house-in-a-teacup": A teacup floats on a lake with a mushroom house and a tree
inside it, and a sailboat nearby is as big as the cup."""

from __future__ import annotations

import numpy as np

from ..kit.ground import water_line
from ..kit.names import label, tags
from ..kit.paint import YY, H, W, icon_mask, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300)
    hz = ctx.u(0.44, 0.52)
    ctx.hills(hz - 0.05, 2, amp=25)
    ctx.water(hz, tint="#3f7f9a", ripple=9)
    cy = hz * H + H * 0.2
    cup, cbb = icon_mask("coffee-cup", x, cy, H * 0.25, flip=s > 0)
    cup *= cbb[1] + (cbb[3] - cbb[1]) * 0.28 < YY  # no steam
    ctx.lit(cup, cbb, rgb("#f4efe8"), rim=0.7)
    ctx.elements.append(
        {"icon": "coffee-cup", "role": "main", "bbox": list(cbb), "tags": list(tags("coffee-cup"))}
    )
    ctx.focus[:] = np.maximum(ctx.focus, cup)
    water_line(ctx, cup, cbb[3] - 40)
    home = pick(ctx, ["house", "mushroom-house", "windmill", "lighthouse", "church"])
    top = cbb[1] + (cbb[3] - cbb[1]) * 0.32
    sec(ctx, home, x - s * 20, top - H * 0.06, H * 0.14)
    sec(ctx, "oak", x + s * 80, top - H * 0.06, H * 0.12, fill="#3f6b3a")
    f = pick(ctx, ["duck", "swan", "paper-boat", "sailboat"])
    sec(ctx, f, W / 2 - s * 300, hz * H + H * 0.12, H * 0.12, flip=s < 0)
    relabel(ctx, f"a teacup holding {label(home)}")
    return Painted(
        f"A teacup floats on a lake with {label(home)} and a tree inside it, and "
        f"{label(f)} nearby is as big as the cup.",
        ["home", "scale", "cosiness", "small world", "drifting", "shelter", "childhood"],
    )


PREMISE = Premise(
    name="house-in-a-teacup",
    figure="varies",
    palettes=("noon", "golden", "mist", "dawn", "lavender", "spring"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
    frame=False,  # a framing tree would stand in its lake
)
