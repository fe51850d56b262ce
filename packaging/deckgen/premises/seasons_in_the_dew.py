"""Premise "seasons-in-the-dew": Close up at dawn, a spider's web strung between two grass
stalks holds four big dewdrops, and each drop holds a different season: a blossoming tree
in spring, a sunny field in summer, red trees in autumn, a snowy pine in winter; the small
spider waits at the web's heart.

The web's threads are thinner than a stroke (drawn after the paint); the four little worlds
are painted inside their drops with the fine brush and their glints added after.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, ribbon, union_box

# each season: sky top, sky bottom, ground, the tree's icon and colour, and what is in its air
SEASONS = {
    "spring": ("#8cc8e8", "#e8f4f0", "#7ab85a", "oak", "#f0b8c8", "blossom"),
    "summer": ("#3a86d0", "#bfe0f4", "#d8b840", "oak", "#3f7a34", "sun"),
    "autumn": ("#c87a4a", "#f4c890", "#8a5a2a", "oak", "#d0582a", "leaves"),
    "winter": ("#8a9ab0", "#dfe6ee", "#f0f4f8", "pine-tree", "#2f4a44", "snow"),
}


def little_world(ctx: Ctx, x: float, y: float, r: float, season: str) -> Arr:
    """A season's landscape inside a drop of radius `r` at (x, y); returns the drop's mask."""
    top, bottom, ground, tree, leaf, air = SEASONS[season]
    drop = ellipse(x, y + r * 0.06, r, r * 1.08, 2)
    t = np.clip((YY - (y - r)) / (1.6 * r), 0, 1)[..., None]
    sky = rgb(top) * (1 - t) + rgb(bottom) * t
    blend(ctx.img, drop, sky)
    # a rounded hill across the lower half
    hill = ellipse(x + r * 0.3, y + r * 1.05, r * 1.6, r * 0.8, 3) * drop
    blend(ctx.img, hill, rgb(ground))
    tm, _tb = icon_mask(tree, x - r * 0.3, y + r * 0.02, r * 0.9)
    blend(ctx.img, tm * drop, rgb("#4a3422") if tree == "oak" else rgb(leaf))
    if tree == "oak":  # the crown in the season's colour over the icon's own
        crown = ellipse(x - r * 0.3, y - r * 0.15, r * 0.42, r * 0.3, 3) * drop
        blend(ctx.img, np.clip(crown * (tm > 0.2), 0, 1), rgb(leaf))
    if air == "sun":
        blend(ctx.img, disc(x + r * 0.4, y - r * 0.45, r * 0.2, 2), rgb("#ffe070"))
    # the drop's glass: darker at its rim, a soft light low on the far side
    rim = np.clip(drop - blur(drop, r * 0.18), 0, 1)
    blend(ctx.img, rim, rgb("#20303a"), 0.6)
    blend(
        ctx.img,
        ellipse(x + r * 0.25, y + r * 0.55, r * 0.4, r * 0.2, r * 0.2) * drop,
        rgb("#ffffff"),
        0.25,
    )
    # what is in the air, smaller than a stroke: petals, falling leaves, snow
    gen = ctx.side()
    dots = np.zeros((H, W), np.float32)
    col = {"blossom": "#ffe4ee", "leaves": "#e06a2a", "snow": "#ffffff"}.get(air)
    if col:
        for _ in range(14):
            a, d = float(gen.uniform(0, 2 * np.pi)), float(gen.uniform(0, r * 0.85))
            px, py = x + d * np.cos(a), y + d * np.sin(a) * 0.8 - r * 0.1
            np.maximum(dots, disc(px, py, r * 0.04 + 1, 1), out=dots)
        after_mask(ctx, dots * drop, col, 0.9)
    # the glint: a bright curved window-light high on the near side
    after_mask(ctx, ellipse(x - r * 0.42, y - r * 0.5, r * 0.16, r * 0.1, 2), "#ffffff", 0.85)
    after_mask(ctx, disc(x - r * 0.2, y - r * 0.68, r * 0.05, 1.5), "#ffffff", 0.7)
    after_mask(ctx, np.clip(drop - blur(drop, 3), 0, 1) * 2, "#d8e4ea", 0.5)
    pad = 10
    sl = (
        slice(int(y - r) - pad, int(y + r * 1.3) + pad),
        slice(int(x - r) - pad, int(x + r) + pad),
    )
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(drop[sl] * 2, 0, 1))
    return drop


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # which way the seasons turn round the web
    ctx.light = (W / 2 - s * W * 0.4, -H * 0.1)
    ctx.texture_sky(0.05)
    # the garden behind, far out of focus: soft discs of light and leafy dark
    gen = ctx.side()
    for _ in range(26):
        bx, by = float(gen.uniform(0, W)), float(gen.uniform(0, H))
        br = float(gen.uniform(40, 140))
        col = ctx.pal.light if gen.random() < 0.5 else ctx.pal.ground
        blend(ctx.img, disc(bx, by, br, br * 0.4), rgb(col), float(gen.uniform(0.15, 0.35)))
    # darker toward the edges, as behind a dewy web in a photograph
    blend(ctx.img, np.ones((H, W), np.float32), rgb(ctx.pal.ink), 0.3)
    low = np.clip((YY - H * 0.6) / (H * 0.4), 0, 1)
    blend(ctx.img, low, rgb(ctx.pal.ground) * 0.5, 0.6)
    # two grass stalks the web is strung between, bending in from the sides
    stalks = []
    for d in (-1, 1):
        bx = W / 2 + d * W * ctx.u(0.42, 0.46)
        pts = [(bx, H + 20), (bx - d * 20, H * 0.6), (bx - d * 60, H * 0.25), (bx - d * 120, -20)]
        stalks.append(pts)
        st = ribbon(pts, [34, 28, 22, 16], 2)
        ctx.lit(st, (0, 0, W, H), rgb(ctx.pal.ground) * 0.85, rim=0.5)
    # the web: spokes from its heart to the stalks and beyond, and a spiral
    cx, cy = W / 2 + ctx.u(-30, 30), H * ctx.u(0.48, 0.5)
    rw = W * 0.43
    spokes = []
    n = 14
    for k in range(n):
        a = 2 * np.pi * k / n + ctx.u(-0.06, 0.06)
        spokes.append([(cx, cy), (cx + rw * 1.25 * np.cos(a), cy + rw * 1.5 * np.sin(a))])
    spiral = []
    for k in range(900):
        a = k / 900 * 2 * np.pi * 9
        rr = rw * (0.08 + 0.92 * k / 900)
        spiral.append((cx + rr * np.cos(a), cy + rr * 1.2 * np.sin(a)))
    frame = [[(stalks[0][1][0] + 10, H * 0.6), (stalks[0][2][0] + 20, H * 0.22)]]
    frame += [[(stalks[1][1][0] - 10, H * 0.6), (stalks[1][2][0] - 20, H * 0.22)]]
    threads = polylines([*spokes, spiral, *frame], 2.5)
    blend(ctx.img, blur(threads, 2), ctx.c("light"), 0.15)
    # the four drops, turning round the web
    order = ["spring", "summer", "autumn", "winter"]
    r = W * 0.125
    boxes = []
    drops = np.zeros((H, W), np.float32)
    for k, season in enumerate(order):
        a = np.radians(-135 + 90 * k) * s + (0 if s > 0 else np.pi)
        dist = rw * ctx.u(0.58, 0.66)
        x, y = cx + dist * np.cos(a), cy + dist * 1.2 * np.sin(a)
        m = little_world(ctx, x, y, r, season)
        drops = np.maximum(drops, m)
        boxes.append((int(x - r), int(y - r), int(x + r), int(y + r * 1.3)))
    add_element(
        ctx,
        "four dewdrops, each holding a season",
        "main",
        union_box(boxes),
        ("water", "drop", "seasons", "small world"),
    )
    # threads and small beads of dew after the paint, never over the drops
    after_mask(ctx, threads * (1 - drops), "#eef2f0", 0.55)
    beads = np.zeros((H, W), np.float32)
    ys, xs = np.nonzero(threads > 0.6)
    for i in gen.integers(0, len(xs), 160):
        np.maximum(
            beads, disc(float(xs[i]), float(ys[i]), float(gen.uniform(2.5, 5)), 1), out=beads
        )
    after_mask(ctx, beads * (1 - drops), "#ffffff", 0.8)
    # the spider at the web's heart
    sec(ctx, "spider-alt", cx, cy, H * 0.08, fill="#2a2226", rot=float(gen.uniform(-20, 20)))
    later_glow(ctx, ctx.light[0], 0, H * 0.3, ctx.pal.light, 0.2)
    glow(ctx.img, cx, cy, rw, ctx.pal.light, 0.15)

    return Painted(
        "Close up in a garden, a spider's web strung between two grass stalks holds four big "
        "dewdrops, and each drop holds a different season: a blossoming tree in spring, a "
        "sunny field in summer, a red tree with falling leaves in autumn, a snowy pine in "
        "winter; a small spider waits at the web's heart.",
        [
            "time",
            "the year",
            "seasons",
            "patience",
            "small worlds",
            "change",
            "cycle",
            "weaving",
            "memories",
            "waiting",
        ],
        setting="in the soft light of early morning",
    )


PREMISE = Premise(
    name="seasons-in-the-dew",
    figure="dewdrop",
    palettes=("dawn", "spring", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
