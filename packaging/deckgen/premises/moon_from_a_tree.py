"""Premise "moon-from-a-tree": The moon hangs from an oak like a ripe fruit, and a child
sitting on a grown-up's shoulders reaches up to pick it."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.light import later_glow
from ..kit.paint import H, W, blend, blur, icon_alpha, icon_mask, mix, rgb
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    _tx, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(220, 0.7)
    ctx.clouds(3, 0.08, 0.4, 0.4)
    gy = ctx.hills(ctx.u(0.72, 0.76), 2)
    ah = H * ctx.u(0.25, 0.28)
    ck = ah * 0.62
    fy = gy + ctx.u(200, 260)
    r = ctx.u(60, 72)
    tree = pick(ctx, ["oak", "pine-tree"])
    # the grown-up stands toward the middle, the tree behind them toward the edge
    ax = W / 2 + s * ctx.u(40, 110)
    flip = s < 0
    seat = (ax, fy - 0.8 * ah)
    hand = joint_at("astride-reach", "ha_r", seat[0], seat[1], ck, flip)
    mx, my = hand[0] + (-1 if flip else 1) * 10, hand[1] - r * 0.8
    th = float(np.clip((gy + 40 - my) / 0.5, H * 0.45, H * 0.78))
    tcx = mx + s * th * 0.16
    aspect = icon_alpha(tree, 1024).shape[1] / icon_alpha(tree, 1024).shape[0]
    th = min(th, (W - 60) / aspect)  # the whole tree on the card
    tw = th * aspect
    tcx = float(np.clip(tcx, tw / 2 + 24, W - tw / 2 - 24))
    tm, tbb = icon_mask(tree, tcx, gy + 40 - th / 2, th, flip=s < 0)
    trunk_c = mix(rgb(ctx.pal.ground) * 0.45, rgb(ctx.pal.ink), 0.4)
    ctx.lit(tm, tbb, trunk_c, rim=0.5)
    ctx.elements.append(
        {
            "icon": tree,
            "role": "main",
            "bbox": list(tbb),
            "tags": ["tree", "old", "fruit"],
            "label": f"{'an oak' if tree == 'oak' else 'a pine'} with the moon hanging in it",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(tm, 8) * 0.6)
    # the moon hangs on a short stalk among the leaves, and lights the scene
    blend(ctx.img, segment(mx, my - r - 40, mx, my - r + 4, 6), trunk_c * 0.8)
    ctx.celestial(mx, my, r, "moon")
    ctx.shape("the moon", "secondary", ("moon", "light", "fruit"), (mx - r, my - r, mx + r, my + r))
    grown = pick(ctx, ["a father", "a mother", "a grown-up"])
    person(
        ctx,
        "carry",
        ax,
        fy,
        ah,
        label=f"{grown} carrying a child on the shoulders",
        flip=flip,
        shadow=fy,
        tags=("person", "parent", "carrying"),
    )
    person(
        ctx,
        "astride-reach",
        seat[0],
        seat[1],
        ck,
        "secondary",
        label="a child on the shoulders picking the moon",
        flip=flip,
        tags=("person", "child", "reaching"),
        coat=pick(ctx, ["#e0b13a", "#c0503a", "#5a8ac0"]),
    )
    later_glow(ctx, mx, my, r * 3, ctx.pal.light, 0.25)
    return Painted(
        f"The moon hangs from {'an oak' if tree == 'oak' else 'a pine'} like "
        f"{'a ripe fruit' if tree == 'oak' else 'a lantern'}, "
        f"and a child sitting on {grown}'s shoulders reaches up to pick it.",
        [
            "childhood",
            "wish",
            "family",
            "reaching",
            "night",
            "harvest",
            "trust",
            "dream",
            "growing up",
        ],
    )


PREMISE = Premise(
    name="moon-from-a-tree",
    figure="person",
    palettes=("lavender", "dusk", "night", "dawn"),
    stage=stage,
)
