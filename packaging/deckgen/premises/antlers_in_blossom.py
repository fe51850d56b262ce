"""Premise "antlers-in-blossom": In a green spring meadow a deer stands still, head high, and
its antlers have grown into a little flowering tree: blossom on every tine and on the new twigs
beyond them, a little bird sitting on its nest in the middle of the crown, and petals
drifting down around the deer.

An animal that has become a tree for a moment: it stands so still that spring took it for one.
The antlers are found in the icon's own mask (its top third, on the side away from the head);
twigs grow on from their tips, and the blossom is staged on both with the fine brush, its
falling petals drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, disc, ellipse, mix, rgb
from ..kit.place import focus_on, main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import blossoms, mask_bbox, polylines, union_box
from ..kit.sky import sky

BLOSSOMS = (
    ("pink", "#f4b6c6", "#fbe4ea"),
    ("white", "#f7f0ee", "#ffffff"),
    ("deep pink", "#f2a2b4", "#fcd8e0"),
)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(40, 90)  # the deer near the middle; its crown spreads over it
    sun_x = W / 2 - s * W * 0.32
    sky(ctx, sx=sun_x, sy=H * ctx.u(0.14, 0.2), r=70, clouds=2, kind="sun")
    gy = ctx.hills(0.6, 2, amp=50)
    # no dark framing tree: the crown of blossom is the card's only tree
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]
    # the deer, side on, facing into the card (the icon faces right)
    h = H * 0.36
    feet = gy + H * 0.16
    m = main(ctx, "deer", x, feet - h / 2, h, shadow=feet, flip=s > 0)
    bb = mask_bbox(m)
    x0, y0, x1, y1 = bb
    # its antlers: the top of the mask, on the side away from the muzzle
    head_side = -1 if s > 0 else 1  # flip puts the muzzle on the left
    top = (y0 + (y1 - y0) * 0.3 > YY).astype(np.float32)
    xs_ = np.arange(W, dtype=np.float32)[None, :]
    away = (xs_ - (x0 + x1) / 2) * head_side < (x1 - x0) * 0.12
    antler = m * top * away
    ys, xs = np.nonzero(antler > 0.5)
    cx = float(xs.mean())
    # twigs grow on from the antlers' tips, fanning up and out like a young tree's crown
    gen = ctx.rng
    twigs: list[list[tuple[float, float]]] = []
    tips: list[tuple[float, float]] = []
    upper = ys < y0 + (y1 - y0) * 0.13
    sxs, sys_ = xs[upper], ys[upper]
    ccx, ccy = cx, y0 - H * 0.035  # the crown's heart, just above the antlers
    for k in range(11):
        a = np.radians(-90 + (k - 5) * 17 + gen.uniform(-6, 6))
        ln = gen.uniform(230, 320) * (1 - 0.3 * abs(k - 5) / 5)
        ex, ey = ccx + ln * np.cos(a), ccy + ln * np.sin(a) * 0.6
        i = int(np.argmin(np.abs(sxs - (ccx + (ex - ccx) * 0.45)) + gen.uniform(0, 20, len(sxs))))
        sx_, sy_ = float(sxs[i]), float(sys_[i])
        mx, my = (sx_ + ex) / 2 + gen.uniform(-15, 15), (sy_ + ey) / 2 + gen.uniform(-10, 10)
        twigs.append([(sx_, sy_), (mx, my), (ex, ey)])
        tips.append((ex, ey))
        b = a + gen.choice([-1, 1]) * np.radians(40)
        lb = ln * 0.45
        twigs.append([(mx, my), (mx + lb * np.cos(b), my + lb * np.sin(b))])
        tips.append((mx + lb * np.cos(b), my + lb * np.sin(b)))
    wood = polylines(twigs, 10)
    bark = mix(rgb("#5a3e2c"), ctx.sky_at(0.3), 0.15)
    ctx.lit(np.maximum(wood, antler), (0, 0, W, H), bark, rim=0.4)
    # the blossom: a soft mass of clusters along the twigs (the crown that reads at hand size)
    # and five-petalled flowers over it
    colour, *cols = BLOSSOMS[int(gen.integers(len(BLOSSOMS)))]
    pink, pale = (rgb(c) for c in cols)
    leaf = rgb("#7aa858")
    pts = list(tips)
    for path in twigs:
        (ax, ay), (bx, by) = path[0], path[-1]
        for t in (0.45, 0.75):
            pts.append((ax + (bx - ax) * t, ay + (by - ay) * t))
    mass = np.zeros((H, W), np.float32)
    for px, py in pts:
        np.maximum(mass, ellipse(px, py, gen.uniform(44, 64), gen.uniform(32, 48), 4), out=mass)
    leaves = np.zeros((H, W), np.float32)
    for px, py in pts[::2]:
        lx, ly = px + gen.normal(0, 30), py + gen.normal(0, 26)
        np.maximum(leaves, ellipse(lx, ly, 20, 9, 1.5), out=leaves)
    ctx.lit(leaves * (1 - mass), mask_bbox(leaves), leaf, rim=0.3)
    ctx.lit(mass, mask_bbox(mass), mix(pink, rgb("#c07890"), 0.12), rim=0.5)
    bloom, hearts = blossoms(gen, mass, 150, (12, 18))
    blend(ctx.img, bloom, pink, 0.9)
    lightside = np.clip(bloom - np.roll(bloom, (5, 5 * s), (0, 1)), 0, 1)
    blend(ctx.img, lightside, pale, 0.8)
    bloom = np.maximum(bloom, mass)
    crown = np.maximum(np.maximum(bloom, wood), antler)
    focus_on(ctx, crown, 8)
    hearts_m = np.zeros((H, W), np.float32)
    for hx, hy in hearts:
        np.maximum(hearts_m, disc(hx, hy, 2.5, 1), out=hearts_m)
    after_mask(ctx, hearts_m, "#c8903a", 0.7)
    # the nest in the crown's fork with a small bird sitting on it
    nx, ny = ccx + gen.uniform(-30, 30), ccy - gen.uniform(20, 60)
    nest = ellipse(nx, ny, 62, 26, 2)
    ctx.lit(nest, mask_bbox(nest), rgb("#7a5236"), rim=0.3)
    straw = polylines(
        [
            [(nx - 60 + 12 * k, ny - 8 + gen.uniform(-6, 6)), (nx - 48 + 12 * k, ny + 14)]
            for k in range(10)
        ],
        2.5,
    )
    after_mask(ctx, straw * nest, "#b08a58", 0.7)
    sec(ctx, "finch", nx, ny - H * 0.04, H * 0.075, fill="#c8683a", flip=s > 0)
    crown_box = mask_bbox(crown)
    e = ctx.elements[0]
    e["bbox"] = list(union_box([tuple(e["bbox"]), crown_box]))
    e["label"] = "a deer whose antlers are in blossom"
    # petals drifting down around the deer, after the paint
    side = ctx.side()
    petals = np.zeros((H, W), np.float32)
    for _ in range(46):
        px = float(side.uniform(crown_box[0] - 160, crown_box[2] + 160))
        py = float(side.uniform(crown_box[1] + 40, feet + 40))
        np.maximum(petals, ellipse(px, py, side.uniform(5, 8), side.uniform(3, 5), 1.2), out=petals)
    after_mask(ctx, petals * (1 - np.clip(m * 2, 0, 1)), pale * 0.98, 0.85)
    return Painted(
        "In a green spring meadow, a deer stands still with its head high, and its antlers "
        f"have grown into a little flowering tree: {colour} blossom on every twig, a small bird "
        "sitting on its nest in the middle of it, and petals drifting down around the deer.",
        [
            "spring",
            "stillness",
            "patience",
            "blossom",
            "nature",
            "home",
            "growing",
            "gentleness",
            "antlers",
            "nest",
        ],
    )


PREMISE = Premise(
    name="antlers-in-blossom",
    figure="deer",
    palettes=("spring", "noon"),
    stage=stage,
    max_cards=1,
)
