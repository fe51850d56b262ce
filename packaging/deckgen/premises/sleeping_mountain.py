"""Premise "sleeping-mountain": The mountain is a giant sleeping fox with a village on its
head, and a walker on the road has not noticed."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_icon
from ..kit.names import bare, tags
from ..kit.paint import XX, YY, H, W, icon_mask, rgb
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    a = pick(ctx, ["cat", "fox", "rabbit", "polar-bear", "sheep"])
    _x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 330, clouds=4)
    gy = ctx.hills(0.86, 1)
    am, abb = icon_mask(a, W / 2 + s * 90, gy - H * 0.22, H * 0.46, flip=s > 0)
    land = ctx.sub(ctx.pal.name)
    land.img[:] = ctx.img
    g = rgb(ctx.pal.ground)
    n = (np.sin(XX / 37) * np.sin(YY / 29) * 0.5 + 0.5)[..., None]
    land.img[:] = (
        g * (0.8 + 0.3 * n) * (1.1 - 0.3 * ((YY - abb[1]) / (abb[3] - abb[1] + 1)))[..., None]
    )
    ctx.fill_with(am, land, rim=0.6)
    ctx.elements.append(
        {
            "icon": a,
            "role": "main",
            "bbox": list(abb),
            "tags": [*tags(a), "mountain", "sleep"],
            "label": f"a mountain shaped like a sleeping {bare(a)}",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, am * 0.6)
    ys, xs = np.nonzero(am > 0.5)
    topx = float(xs[ys.argmin()])
    sec(ctx, "village", topx, ys.min() - 40, H * 0.09)
    sec(ctx, "walk", W / 2 - s * 380, gy - 10, H * 0.1, shadow=gy + 40, flip=s < 0)
    for _k in range(5):
        later_icon(
            ctx,
            "pine-tree",
            float(xs[int(ctx.rng.integers(len(xs)))]),
            float(ys.max() - ctx.u(20, 200)),
            45,
            "#2f4a30",
        )
    return Painted(
        f"The mountain is a giant sleeping {bare(a)} with a village on its head, and a "
        "walker on the road has not noticed.",
        ["sleep", "nature", "hidden", "home", "patience", "the unnoticed", "giant"],
    )


PREMISE = Premise(
    name="sleeping-mountain",
    figure="varies",
    palettes=("golden", "spring", "mist", "dawn", "lavender"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
