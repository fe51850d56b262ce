"""Premise "tree-of-birds": A tree whose leaves are all sparrows in autumn colours, a few of
them flying off, and someone kneeling in the grass below."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_icon
from ..kit.names import plural
from ..kit.paint import H, W, ellipse, icon_mask, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * 330, clouds=3)
    gy = ctx.hills(0.76, 2)
    top = gy - H * 0.3
    wood = segment(x, gy + 10, x + s * 20, top, 64)
    crown = np.zeros((H, W), np.float32)
    for k in range(5):
        a = -np.pi / 2 + (k - 2) * 0.45 + ctx.u(-0.1, 0.1)
        ex, ey = x + s * 20 + np.cos(a) * 230, top + np.sin(a) * 200
        wood = np.maximum(wood, segment(x + s * 20, top + 40, ex, ey, 26 - 3 * abs(k - 2)))
        crown = np.maximum(crown, ellipse(ex, ey, ctx.u(120, 170), ctx.u(90, 130), 10))
    bb = mask_bbox(np.maximum(wood, crown))
    ctx.cast_shadow(wood, bb, gy + 10)
    ctx.lit(wood, bb, rgb("#4a3226"))
    ctx.shape("a tree made of birds", "main", ("plant", "tree", "birds"), bb)
    ctx.focus[:] = np.maximum(ctx.focus, np.maximum(wood, crown))
    bird = pick(ctx, ["dove", "sparrow", "butterfly"])
    leaf = [rgb(c) for c in ("#3f6b3a", "#6f9a4c", "#a8b84a", "#d9a23a")]
    ys, xs = np.nonzero(crown > 0.5)
    for _ in range(95):
        i = int(ctx.rng.integers(len(xs)))
        bm, bbb = icon_mask(
            bird,
            float(xs[i]),
            float(ys[i]),
            ctx.u(55, 85),
            flip=ctx.rng.random() < 0.5,
            rot=ctx.u(-25, 25),
        )
        ctx.lit(bm, bbb, leaf[int(ctx.rng.integers(4))] * ctx.u(0.85, 1.15), rim=0.6)
    for k in range(9):
        t = k / 9
        bx = x + s * (260 + 330 * t) + ctx.u(-40, 40)
        by = top - 200 - 380 * t + ctx.u(-40, 40)
        later_icon(ctx, bird, bx, by, 70 - 25 * t, "#d9a23a", flip=s < 0, alpha=0.95)
    p = pick(ctx, ["person", "kneeling", "meditation"])
    pose = {"person": "standing", "kneeling": "kneeling", "meditation": "sitting"}[p]
    sec(ctx, p, x - s * 250, gy + 40, H * 0.12, shadow=gy + 100, flip=s > 0)
    relabel(ctx, f"a tree made of {plural(bird)}")
    return Painted(
        f"A tree whose leaves are all {plural(bird)} in autumn colours, a few of them flying "
        f"off, and someone {pose} in the grass below.",
        ["change", "freedom", "letting go", "nature", "departure", "seasons", "song"],
    )


PREMISE = Premise(
    name="tree-of-birds",
    figure="varies",
    palettes=("spring", "golden", "noon", "dawn", "lavender", "mist"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
