"""Premise "elephant-on-a-stool": In a sunny garden a big elephant has climbed onto a little
wooden stool, all four feet bunched on its seat, trembling, its trunk thrown up in fright; on
the grass in front, seen from behind, a tiny mouse holds up a red rose to it.

A change of scale and a fear turned round: the giant is afraid of the smallest, who only came
to bring a flower. Fear of what is small, a misunderstanding, shyness, a gift refused.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from ..kit.colours import MATERIAL
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, blend, blur, disc, ellipse, icon_mask, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, ribbon, union_box
from ..kit.sky import sky

WOODS = (("red", "#b0463a"), ("blue", "#4f6f98"), ("yellow", "#d0a040"))


def daisy_head(x: float, y: float, r: float, tilt: float) -> tuple[np.ndarray, np.ndarray]:
    """Petals and the yellow heart of a small daisy in the grass, seen a little from the side."""
    petals = np.zeros((H, W), np.float32)
    for k in range(12):
        a = 2 * np.pi * k / 12
        px, py = x + r * 0.62 * np.cos(a), y + r * 0.62 * np.sin(a) * tilt
        np.maximum(petals, ellipse(px, py, r * 0.36, r * 0.36 * tilt + 2, 1.2), out=petals)
    return petals, disc(x, y, r * 0.3, 1.2)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * W * 0.3, sy=H * ctx.u(0.12, 0.18), r=70, clouds=3, kind="sun")
    gy = ctx.hills(0.55, 2, amp=40)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]
    # the stool on the grass, its seat a little above the middle of the card
    floor = gy + H * 0.17
    sw = W * 0.15  # half the seat's width
    seat_y = floor - H * 0.16
    wood_name, wood = WOODS[int(ctx.rng.integers(len(WOODS)))]
    legs = polylines(
        [
            [(x - sw * 0.75, seat_y + 10), (x - sw * 0.95, floor)],
            [(x + sw * 0.75, seat_y + 10), (x + sw * 0.95, floor)],
            [(x + s * sw * 0.1, seat_y + 14), (x + s * sw * 0.15, floor - 26)],
        ],
        16,
    )
    rung = polylines([[(x - sw * 0.85, floor - 80), (x + sw * 0.85, floor - 80)]], 9)
    seat = np.maximum(ellipse(x, seat_y, sw, 30, 2), ellipse(x, seat_y + 22, sw, 30, 2))
    stool = np.maximum(np.maximum(legs, rung), seat)
    # the elephant on it, its feet on the seat and its body hanging over
    eh = H * 0.27
    m, bb = icon_mask("elephant", x, seat_y - eh / 2 + 18, eh, s > 0)
    # its trunk thrown up in fright: the icon's hanging trunk cut away and a raised one drawn
    bw, bh = bb[2] - bb[0], bb[3] - bb[1]

    def at(fx: float, fy: float) -> tuple[float, float]:
        return (bb[0] + fx * bw if s < 0 else bb[2] - fx * bw, bb[1] + fy * bh)

    front = bb[0] + 0.68 * bw < XX if s < 0 else bb[2] - 0.68 * bw > XX
    m = m * (1 - (front & (bb[1] + 0.58 * bh < YY)))
    pts = [at(0.84, 0.5), at(0.95, 0.44), at(1.03, 0.28), at(1.02, 0.12), at(0.96, 0.06)]
    for _ in range(3):  # Chaikin's corner cutting: a smooth curl
        pts = (
            [pts[0]]
            + [
                (a[0] * (1 - f) + b[0] * f, a[1] * (1 - f) + b[1] * f)
                for a, b in pairwise(pts)
                for f in (0.25, 0.75)
            ]
            + [pts[-1]]
        )
    n = len(pts)
    trunk = ribbon(pts, [bh * (0.11 - 0.06 * k / (n - 1)) for k in range(n)])
    m = np.maximum(m, trunk)
    bb = mask_bbox(m)
    ctx.lit(m, bb, rgb(MATERIAL["elephant"]), rim=0.55, separate=True)
    focus_on(ctx, m, 4)
    add_element(
        ctx, "an elephant standing on a stool", "main", bb, ("animal", "giant", "fear"), "elephant"
    )
    ctx.cast_shadow(np.maximum(m, stool), union_box([bb, mask_bbox(stool)]), floor, 0.35)
    ctx.lit(stool, mask_bbox(stool), rgb(wood), rim=0.5)
    ctx.contact(stool, mask_bbox(stool))
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(stool, 6) * 1.6, 0, 1) * 0.8)
    add_element(
        ctx, f"a little {wood_name} stool", "secondary", mask_bbox(stool), ("object", "stool")
    )
    # it trembles: little curved marks beside its legs and back, drawn after the paint
    shake = []
    for d in (-1, 1):
        ex = bb[0] - 24 if d < 0 else bb[2] + 24
        for k in range(3):
            yy = bb[1] + (bb[3] - bb[1]) * (0.25 + 0.22 * k)
            shake.append(
                [(ex + d * 12 * np.sin(np.pi * q / 6), yy - 26 + 52 * q / 6) for q in range(7)]
            )
    after_mask(ctx, polylines(shake, 5), "#3a2e2a", 0.75)
    # the mouse in front, seen from behind
    mx, my = W / 2 - s * W * 0.24, H * 0.82
    mh = H * 0.15
    # the icon sits on a little ground disc: cut it off, keep the mouse and its tail
    mm, mbb = icon_mask("seated-mouse", mx, my, mh, s < 0)
    mm = mm * (mbb[1] + (mbb[3] - mbb[1]) * 0.8 > YY)
    mbb = mask_bbox(mm)
    ctx.cast_shadow(mm, mbb, mbb[3] - 4, 0.4)
    ctx.contact(mm, mbb)
    ctx.lit(mm, mbb, rgb("#8a7a72"), rim=0.6, separate=True)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(mm, 4) * 2, 0, 1) * 0.9)
    add_element(
        ctx, "a mouse seen from behind", "secondary", mbb, ("animal", "small"), "seated-mouse"
    )
    # a red rose held up on its stem, its head high toward the elephant
    rh = H * 0.1
    rx, ry = mx + s * mh * 0.5, my - mh * 0.78
    rose, rbb = icon_mask("rose", rx, ry, rh, s < 0)
    hand = (mx + s * mh * 0.22, my - mh * 0.1)
    stem_end = (rx - s * rh * 0.4, ry + rh * 0.45)
    stem = ribbon([hand, stem_end], [9, 8])
    blend(ctx.img, stem, rgb("#3f7a34"))
    ctx.lit(rose, rbb, rgb("#c0283a"), rim=0.6)
    focus_on(ctx, np.maximum(rose, stem), 5)
    add_element(
        ctx,
        "a red rose held up by the mouse",
        "secondary",
        union_box([rbb, mask_bbox(stem)]),
        ("plant", "flower", "gift", "love"),
        "rose",
    )
    # a few daisies in the grass, smaller, echoing the one it brings
    side = ctx.side()
    small = np.zeros((H, W), np.float32)
    hearts = np.zeros((H, W), np.float32)
    for _ in range(16):
        px, py = float(side.uniform(40, W - 40)), float(side.uniform(floor + 30, H - 40))
        if abs(px - mx) < 120 and abs(py - my) < 160:
            continue
        r = float(side.uniform(10, 18)) * (0.6 + 0.6 * (py - floor) / (H - floor))
        p, c = daisy_head(px, py, r, 0.6)
        np.maximum(small, p, out=small)
        np.maximum(hearts, c, out=hearts)
    after_mask(ctx, small * (1 - np.clip(mm * 2, 0, 1)), "#f4f0e6", 0.85)
    after_mask(ctx, hearts * (1 - np.clip(mm * 2, 0, 1)), "#e0a830", 0.9)
    return Painted(
        "In a sunny garden a big elephant has climbed onto a little "
        f"{wood_name} wooden stool, all four feet on its seat, trembling, its trunk thrown up "
        "in fright; on the grass in "
        "front of it, seen from behind, a tiny mouse holds up a red rose to it.",
        [
            "fear",
            "size",
            "small and big",
            "a gift",
            "shyness",
            "misunderstanding",
            "courage",
            "friendship",
            "funny",
            "a rose",
        ],
    )


PREMISE = Premise(
    name="elephant-on-a-stool",
    figure="elephant",
    palettes=("noon", "spring"),
    stage=stage,
    max_cards=1,
)
