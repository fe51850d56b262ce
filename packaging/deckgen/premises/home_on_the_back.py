"""Premise "home-on-the-back": A grown-up walks over the hills carrying a whole house on the
back like a rucksack; a child walks ahead, pointing somewhere far off."""

from __future__ import annotations

import numpy as np

from ..kit.figures import person
from ..kit.light import lit_windows
from ..kit.paint import H, W, blur, icon_mask, rgb
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    """A grown-up walks over the hills carrying a whole house on the back like a rucksack;
    a child walks ahead, pointing somewhere far off."""
    x, s = third(ctx)
    flip = s > 0  # they walk toward the middle and beyond
    sg = -1 if flip else 1
    sky(ctx, sx=W / 2 + s * ctx.u(-380, -250), sy=ctx.u(220, 340), clouds=4)
    gy = ctx.hills(ctx.u(0.55, 0.6), 3)
    ph = H * ctx.u(0.27, 0.3)
    fy = min(gy + ctx.u(240, 320), H * 0.86)
    ax = x - sg * 40
    thing = pick(ctx, ["house", "mushroom-house", "windmill"])
    said = {
        "house": "a whole house",
        "mushroom-house": "a mushroom house",
        "windmill": "a windmill",
    }
    hh = ph * (0.72 if thing != "windmill" else 0.85)
    hx, hy = ax - sg * 0.2 * ph, fy - 0.45 * ph - hh / 2
    hm, hbb = icon_mask(thing, hx, hy, hh, flip=flip)
    who = pick(ctx, ["a woman", "a man", "a grandfather", "a mother"])
    child = person(
        ctx,
        "point",
        ax + sg * 0.5 * ph,
        fy + 20,
        ph * 0.6,
        label="a child walking ahead and pointing far away",
        flip=flip,
        shadow=fy + 20,
        tags=("person", "child", "guide"),
        coat=pick(ctx, ["#c0503a", "#e0b13a", "#3f5f8a"]),
    )
    del child
    # the house is behind the walker: drawn first, with its own shadow
    ctx.cast_shadow(hm, hbb, fy, 0.35)
    colour = {"house": "#c98a6a", "mushroom-house": "#c0504a", "windmill": "#e0d4c0"}[thing]
    ctx.lit(hm, hbb, rgb(colour), rim=0.5)
    lit_windows(ctx, hm, 3 if thing != "windmill" else 1)
    ctx.focus[:] = np.maximum(ctx.focus, blur(hm, 6) * 0.9)
    ctx.elements.append(
        {
            "icon": thing,
            "role": "secondary",
            "bbox": list(hbb),
            "tags": ["home", "burden", "house"],
            "label": f"{said[thing]} carried like a rucksack",
        }
    )
    person(
        ctx,
        "haul",
        ax,
        fy,
        ph,
        "main",
        label=f"{who} carrying {said[thing]} on the back",
        flip=flip,
        shadow=fy,
        tags=("person", "traveller", "carrying"),
    )
    return Painted(
        f"{who.capitalize()} walks over the hills carrying {said[thing]} on the back like a "
        "rucksack, and a child walks ahead pointing somewhere far away.",
        [
            "home",
            "moving",
            "journey",
            "burden",
            "family",
            "hope",
            "exile",
            "belonging",
            "leaving",
        ],
    )


PREMISE = Premise(
    name="home-on-the-back",
    figure="person",
    palettes=("dawn", "golden", "noon", "spring", "lavender"),
    stage=stage,
)
