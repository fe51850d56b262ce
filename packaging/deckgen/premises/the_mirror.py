"""Premise "the-mirror": A person looks into a tall gilded mirror, and a lion looks back."""

from __future__ import annotations

import numpy as np

from ..kit.names import cap, label, tags
from ..kit.paint import H, W, ellipse, glow, icon_mask, rgb
from ..kit.place import relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    a, b = [
        ("cat", "lion"),
        ("person", "lion"),
        ("rabbit", "deer"),
        ("sparrow", "owl"),
        ("duck", "swan"),
        ("hedgehog", "polar-bear"),
    ][int(ctx.rng.integers(6))]
    x, s = third(ctx)
    fy = ctx.room(0.8)
    mx, my = W / 2 - s * 120, H * 0.42
    inner = ellipse(mx, my, 230, 360, 3)
    frame = np.clip(ellipse(mx, my, 265, 395, 3) - inner, 0, 1)
    other = ctx.sub(ctx.pal.name)
    other.img *= 0.85
    glow(other.img, mx + s * 80, my, 500, ctx.pal.light, 0.3)
    om, obb = icon_mask(b, mx + s * 40, my + 120, H * 0.24, flip=s < 0)
    other.lit(om, obb, other.c("ink") * 0.8 + 0.1)
    ctx.fill_with(inner, other, rim=0.0)
    ctx.lit(frame, (int(mx - 265), int(my - 395), int(mx + 265), int(my + 395)), rgb("#c9a45c"))
    ctx.shape(
        "mirror",
        "main",
        ("mirror", "reflection", "frame"),
        (mx - 265, my - 395, mx + 265, my + 395),
    )
    ctx.elements.append(
        {
            "icon": b,
            "role": "secondary",
            "bbox": list(obb),
            "tags": [*tags(b), "reflection"],
            "label": f"{label(b)} in the mirror",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, inner)
    sec(ctx, a, x + s * 90, fy - H * 0.06, H * 0.12, flip=s > 0, shadow=fy + 20)
    relabel(ctx, f"a mirror showing {label(b)}")
    return Painted(
        f"{cap(label(a))} looks into a tall gilded mirror, and {label(b)} looks back.",
        ["identity", "self-image", "courage", "dream", "ambition", "truth", "growing up"],
    )


PREMISE = Premise(
    name="the-mirror",
    figure="varies",
    palettes=("interior", "mint", "lavender", "dusk"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
