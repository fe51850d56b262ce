"""Premise "door-in-the-sea": An open door stands in the middle of the sea, with night on the
other side of it, and a duck drifts toward it."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import label
from ..kit.paint import YY, H, W, blend, box, icon_mask, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=4)
    hz = 0.5
    ctx.water(hz, tint="#3f7f9a", ripple=9)
    dy = hz * H + H * 0.06
    dw, dh = 230, 440
    other = ctx.sub(pick(ctx, ["night", "aurora", "spring", "snow"]))
    if other.pal.dark:
        other.stars(300, 1.0)
    other.hills(0.62, 2)
    hole = box(x - dw / 2, dy - dh, x + dw / 2, dy, 2)
    ctx.fill_with(hole, other, rim=0.0)
    fr = np.clip(box(x - dw / 2 - 16, dy - dh - 16, x + dw / 2 + 16, dy, 2) - hole, 0, 1)
    ctx.lit(fr, (int(x - dw), int(dy - dh), int(x + dw), int(dy)), rgb("#e9e1cf"))
    leaf, lbb = icon_mask("wooden-door", x - s * (dw / 2 + 55), dy - dh / 2, dh * 0.98, flip=s > 0)
    ctx.lit(leaf, lbb, rgb("#7a4e30"))
    ctx.shape(
        "open door in the sea",
        "main",
        ("door", "threshold", "sea"),
        (min(x - dw / 2 - 16, lbb[0]), dy - dh - 16, max(x + dw / 2 + 16, lbb[2]), dy),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(x - dw, dy - dh - 20, x + dw + 120, dy + 10, 10))
    later_glow(ctx, x, dy - dh / 2, dh * 0.9, ctx.pal.light, 0.35)
    refl = box(x - dw / 2 - 16, dy, x + dw / 2 + 16, dy + dh * 0.6, 6)
    blend(ctx.img, refl * (0.5 + 0.5 * np.sin(YY / 7)), rgb("#e9e1cf"), 0.25)
    b = pick(ctx, ["paper-boat", "sailboat", "swan", "duck"])
    sec(ctx, b, W / 2 - s * 280, H * 0.78, H * 0.13, flip=s > 0)
    where = "night" if other.pal.dark else ("spring" if other.pal.name == "spring" else "snow")
    relabel(ctx, f"a door in the sea open onto {where}")
    return Painted(
        f"An open door stands in the middle of the sea, with {where} on the other side of it, "
        f"and {label(b)} drifts toward it.",
        ["threshold", "choice", "another world", "escape", "invitation", "curiosity", "journey"],
    )


PREMISE = Premise(
    name="door-in-the-sea",
    figure="door",
    palettes=("noon", "golden", "mist", "dawn", "storm"),
    stage=stage,
    max_cards=1,  # flat at hand size even when painted
)
