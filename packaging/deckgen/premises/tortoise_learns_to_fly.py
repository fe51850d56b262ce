"""Premise "tortoise-learns-to-fly": High over the fields, two doves fly side by side
holding the ends of a stick in their beaks, and from the middle of the stick a tortoise hangs
by its mouth, legs dangling, carried through the sky among the clouds.

The old fable of the tortoise who wanted to fly (the Panchatantra, Aesop): the slowest carried
by the lightest, a dream that holds only as long as you keep your mouth shut, trust, friends who
lift you, a risk.
"""

from __future__ import annotations

import numpy as np

from ..kit.paint import H, W, blend, blur, icon_mask, mix, rgb
from ..kit.place import main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, ribbon, union_box
from ..kit.sky import cloud_puff, shade_under, sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(20, 60)
    sky(ctx, sx=W / 2 - s * W * 0.3, sy=H * ctx.u(0.1, 0.16), r=64, clouds=2, kind="sun")
    # the land far below: low hills and fields, a long way down
    ctx.hills(0.8, 3, amp=26, cell=200)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]
    # clouds at the flyers' own height, one passing in front at the bottom of the sky
    gen = ctx.rng
    for cx_, cy_, w in (
        (W / 2 - s * W * 0.3, H * 0.62, 300),
        (W / 2 + s * W * 0.35, H * 0.3, 240),
    ):
        m = blur(cloud_puff(cx_, cy_, w, w * 0.4, gen), 5)
        blend(ctx.img, m, mix(rgb("#fbf8f0"), ctx.c("light"), 0.3), 0.9)
        shade_under(ctx, m, ctx.pal.ink, 0.18)
    # the stick, level, and the two birds holding its ends in their beaks
    sy_ = H * ctx.u(0.36, 0.4)
    half = W * 0.3
    a, b = (x - half, sy_ + ctx.u(-20, 20)), (x + half, sy_ + ctx.u(-20, 20))
    stick = ribbon([a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 10), b], [14, 15, 14])
    ctx.lit(stick, mask_bbox(stick), rgb("#7a5236"), rim=0.5)
    bh = H * 0.15
    boxes = []
    for end in (a, b):
        # the dove icon flies toward the left, its beak high in the middle of the icon
        bx, by = end[0] - s * bh * 0.05, end[1] + bh * 0.12
        m = sec(ctx, "dove", bx, by, bh, fill="#f2f0ea", flip=s > 0)
        boxes.append(mask_bbox(m))
    # the tortoise hangs from the middle, head up, biting the stick
    th = H * 0.2
    tx, ty = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 6
    probe, pb = icon_mask("tortoise", tx, ty + th, th, flip=s < 0, rot=s * 80)
    ys, xs = np.nonzero(probe > 0.5)
    top = int(np.argmin(ys))
    dx, dy = tx - float(xs[top]), ty - float(ys[top]) + 4
    t = main(ctx, "tortoise", tx + dx, ty + th + dy, th, flip=s < 0, rot=s * 80)
    tb = mask_bbox(t)
    e = next(el for el in ctx.elements if el["role"] == "main")
    e["label"] = "a tortoise hanging by its mouth from a stick"
    e["bbox"] = list(union_box([tb, mask_bbox(stick)]))
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(stick, 5) * 1.6, 0, 1) * 0.8)
    assert pb[2] > pb[0] and boxes
    return Painted(
        "High over the fields, two doves fly side by side holding the ends of a stick in "
        "their beaks, and from the middle of the stick a tortoise hangs by its mouth, legs "
        "dangling, carried through the sky among the clouds.",
        [
            "flying",
            "dreams",
            "trust",
            "friendship",
            "keeping quiet",
            "slowness",
            "help",
            "risk",
            "a fable",
            "the impossible",
        ],
    )


PREMISE = Premise(
    name="tortoise-learns-to-fly",
    figure="tortoise",
    palettes=("noon", "dawn"),
    stage=stage,
    max_cards=1,
)
