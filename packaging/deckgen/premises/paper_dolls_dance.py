"""Premise "paper-dolls-dance": On a table by a sunny window, a chain of paper dolls
has come alive: cut out of the sheet that still lies there with their shapes missing from it,
beside the open scissors, they dance in a ring, holding hands, kicking up their paper feet."""

from __future__ import annotations

import numpy as np

from ..kit.figures import Pt
from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, segment

PAPERS = {"white": "#f4efe4", "yellow": "#f2d27a", "pink": "#f0b8b8"}


def doll(x: float, feet: float, h: float, kick: float, lean: float) -> tuple[Arr, Pt, Pt]:
    """A paper doll standing on `feet`, `h` tall, one leg kicked out by `kick` (-1..1); returns
    its mask and its left and right hands."""
    hy = feet - h * 0.82  # the head's centre
    head = disc(x + lean * h * 0.05, hy, h * 0.14, 1.5)
    neck_y = hy + h * 0.13
    dress = polygon_fine(
        [
            (x - h * 0.07, neck_y),
            (x + h * 0.07, neck_y),
            (x + h * 0.22, feet - h * 0.3),
            (x - h * 0.22, feet - h * 0.3),
        ]
    )
    hl = (x - h * 0.36, neck_y + h * 0.08)
    hr = (x + h * 0.36, neck_y + h * 0.08)
    arms = polylines([[hl, (x, neck_y + h * 0.04), hr]], h * 0.07)
    hip = feet - h * 0.3
    k = kick * h * 0.22
    legs = np.maximum(
        segment(
            x - h * 0.08,
            hip,
            x - h * 0.1 + min(k, 0),
            feet - (abs(k) * 0.5 if k < 0 else 0),
            h * 0.07,
        ),
        segment(
            x + h * 0.08,
            hip,
            x + h * 0.1 + max(k, 0),
            feet - (abs(k) * 0.5 if k > 0 else 0),
            h * 0.07,
        ),
    )
    m = np.clip(head + dress + arms + legs, 0, 1)
    return m, hl, hr


def stage(ctx: Ctx) -> Painted:
    _x, s = third(ctx)  # which side the window is on
    fy = ctx.room(ctx.u(0.4, 0.43))  # the far edge of the table top
    # a sunny window on the wall, on side s
    wx = W / 2 + s * ctx.u(260, 300)
    wy0, wy1 = H * 0.06, fy - H * 0.06
    view = ctx.sub("noon")
    view.texture_sky()
    view.clouds(3, 0.05, 0.3, 0.6)
    view.hills(0.3, 2)
    ctx.window(wx - 200, wy0, wx + 200, wy1, view.img)
    ctx.light = (wx, H * 0.1)
    glow(ctx.img, wx, fy + 200, 700, "#fff0c8", 0.3)
    sun = polygon_fine(
        [(wx - 220, fy + 10), (wx + 220, fy + 10), (wx - s * 200 + 360, H), (wx - s * 200 - 360, H)]
    )
    blend(ctx.img, blur(sun, 60) * (fy < YY), rgb("#fff2cc"), 0.18)
    paper_name = list(PAPERS)[int(ctx.rng.integers(len(PAPERS)))]
    paper = rgb(PAPERS[paper_name])
    # the sheet they were cut from, near the front on the other side, their shapes missing
    sx, sy = W / 2 - s * W * 0.21, H * 0.86
    sheet = polygon_fine(
        [
            (sx - 260, sy - 90),
            (sx + 230, sy - 110),
            (sx + 270, sy + 110),
            (sx - 240, sy + 130),
        ]
    )
    holes = np.zeros((H, W), np.float32)
    for k in range(4):
        hx = sx - 165 + k * 110
        m, hl, hr = doll(hx, sy + 80, 190, 0, 0)
        holes = np.maximum(holes, m)
    holes *= sheet
    table = ctx.img.copy()
    ctx.cast_shadow(sheet, mask_bbox(sheet), sy + 130, 0.2)
    ctx.lit(sheet, mask_bbox(sheet), paper, rim=0.2)
    blend(ctx.img, holes, table)  # the table seen through the holes
    after_mask(
        ctx, polylines([[(sx - 200, sy + 80), (sx + 240, sy + 76)]], 2) * sheet, "#b8a888", 0.3
    )
    add_element(
        ctx,
        "a sheet of paper with doll shapes cut out of it",
        "secondary",
        mask_bbox(sheet),
        ("paper", "craft", "missing", "hole"),
    )
    # the open scissors lying across the sheet's corner
    cx, cy = sx + s * 190, sy - 40
    a = -s * 0.5
    blades = np.zeros((H, W), np.float32)
    rings = np.zeros((H, W), np.float32)
    for spread in (-0.22, 0.22):
        ang = a + spread
        dx, dy = np.cos(ang), np.sin(ang)
        tip = (cx + dx * 290, cy + dy * 290)
        nx, ny = -dy, dx
        blades = np.maximum(
            blades,
            polygon_fine([(cx + nx * 18, cy + ny * 18), tip, (cx - nx * 18, cy - ny * 18)]),
        )
        rx_, ry_ = cx - dx * 110, cy - dy * 110
        ring = ellipse(rx_, ry_, 58, 44, 2) * (1 - ellipse(rx_, ry_, 34, 24, 2))
        rings = np.maximum(rings, ring)
        rings = np.maximum(rings, segment(cx, cy, rx_ + dx * 44, ry_ + dy * 44, 20))
    sc = np.maximum(blades, rings)
    ctx.cast_shadow(sc, mask_bbox(sc), cy + 40, 0.35)
    ctx.lit(blades, mask_bbox(blades), rgb("#b8c0c8"), rim=0.8)
    ctx.lit(rings, mask_bbox(rings), rgb("#c23a34"), rim=0.6)
    add_element(
        ctx, "a pair of open scissors", "secondary", mask_bbox(sc), ("scissors", "cut", "craft")
    )
    # the ring of dolls dancing, the far ones smaller, drawn back to front
    rcx, rcy = W / 2 + s * ctx.u(0.02, 0.05) * W, fy + (sy - 140 - fy) * 0.56
    rx, ry = W * 0.23, H * 0.07
    n = 6
    phase = ctx.u(0, 2 * np.pi / n)
    dolls = []
    for i in range(n):
        t = phase + i * 2 * np.pi / n
        px, py = rcx + rx * np.cos(t), rcy + ry * np.sin(t)
        depth = (np.sin(t) + 1) / 2  # 0 far, 1 near
        h = H * (0.165 + 0.065 * depth)
        dolls.append((py, px, h, i))
    dolls.sort()
    allm = np.zeros((H, W), np.float32)
    hands: dict[int, tuple[Pt, Pt]] = {}
    masks: dict[int, Arr] = {}
    for py, px, h, i in dolls:
        kick = (1 if i % 2 else -1) * ctx.u(0.6, 1.0)
        m, hl, hr = doll(px, py, h, kick, ctx.u(-1, 1))
        masks[i] = m
        hands[i] = (hl, hr)
        allm = np.maximum(allm, m)
    bb = mask_bbox(allm)
    ctx.cast_shadow(allm, bb, rcy + ry, 0.3)
    # the arms joining neighbours across the ring (behind first), then the dolls
    join = np.zeros((H, W), np.float32)
    for _py, _px, h, i in dolls:
        j = (i + 1) % n
        a_, b_ = hands[i][1], hands[j][0]
        join = np.maximum(join, segment(a_[0], a_[1], b_[0], b_[1], h * 0.06))
    for *_, i in dolls:
        m = masks[i]
        mb = mask_bbox(m)
        blend(ctx.img, m, paper)
        ctx.lit(m, mb, paper, alpha=0.45, rim=0.6, separate=True)
        ctx.contact(m, mb)
    blend(ctx.img, join * (1 - allm), paper * 0.9)
    allm = np.maximum(allm, join)
    bb = mask_bbox(allm)
    # fold creases down each doll's middle hand, after the paint
    creases = []
    for i in range(n):
        (lx_, ly_), _ = hands[i]
        creases.append([(lx_, ly_ - 14), (lx_, ly_ + 14)])
    after_mask(ctx, polylines(creases, 3), "#a89a80", 0.5)
    add_element(
        ctx,
        f"a chain of {paper_name} paper dolls dancing in a ring",
        "main",
        bb,
        ("paper", "doll", "dance", "toy", "friends"),
    )
    focus_on(ctx, allm, 8, box=bb)
    ctx.img *= (1 - 0.3 * np.clip((YY - H * 0.9) / (H * 0.1), 0, 1))[..., None]
    return Painted(
        f"On a table by a sunny window, a chain of {paper_name} paper dolls has come "
        "alive: cut out of the sheet that still lies there with their shapes missing from it, "
        "beside the open scissors, they dance in a ring, holding hands and kicking up their "
        "paper feet.",
        [
            "dance",
            "joy",
            "friendship",
            "together",
            "holding hands",
            "coming alive",
            "freedom",
            "play",
            "childhood",
            "making things",
        ],
        setting="in a sunny room",
    )


PREMISE = Premise(
    name="paper-dolls-dance",
    figure="paper dolls",
    palettes=("interior", "mint"),
    stage=stage,
    max_cards=1,
    frame=False,
)
