"""Premise "creature-kite": A child on a windy hilltop flies a kite that is a live manta ray:
the ray is the kite's diamond, seen from above with its wings spread and bent by the wind,
the string tied to a bridle at its head, and a kite's tail of ribbon bows trailing from its
own long tail.

The manta is drawn from shapes (the icon shows it side on, and another card's sky creature
was a whale from the icon pool): a dark back with the pale shoulder marks of a real manta, two
horn-like head fins, eyes at their roots; one wing tip lifted higher than the other, banking.
The child is small, on the ridge, leaning back against the pull.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.light import later_glow
from ..kit.paint import Arr, H, W, blend, ellipse, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, ribbon, segment, string_to
from ..kit.sky import sky

BACKS = ("#2c4664", "#34406a", "#3d3a5c")
BOWS = ("#e0452f", "#f0b429", "#e8608a", "#3f8fd0", "#f07a20")


def manta(
    ctx: Ctx, x: float, y: float, span: float, tilt: float, bank: float
) -> tuple[Arr, tuple[float, float], tuple[float, float], list[tuple[float, float]]]:
    """A manta ray seen from above, head up, `span` px from wing tip to wing tip, centred at
    (x, y), turned by `tilt` radians, its right wing tip raised by `bank` (in span units).
    Returns its mask, its bridle point, its tail's root, and its two eye points."""
    ca, sa = float(np.cos(tilt)), float(np.sin(tilt))

    def at(u: float, v: float) -> tuple[float, float]:  # manta units -> card pixels
        v = v - bank * u * abs(u) * 2  # the raised wing
        u, v = u * span, v * span
        return x + u * ca - v * sa, y + u * sa + v * ca

    # the outline, clockwise from the left head fin: a curved leading edge out to each wing
    # tip, a hollow trailing edge back to the root of the tail
    pts: list[tuple[float, float]] = []
    for t in np.linspace(0, 1, 14):  # left leading edge, from the head out to the tip
        pts.append((-0.11 - 0.39 * t, -0.2 + 0.34 * t**1.8 - 0.05 * np.sin(np.pi * t)))
    for t in np.linspace(0, 1, 12):  # left trailing edge, hollow, back in to the tail
        pts.append((-0.5 + 0.44 * t, 0.14 + 0.16 * t - 0.1 * np.sin(np.pi * t)))
    pts += [(-0.06, 0.3), (0.0, 0.33), (0.06, 0.3)]
    for t in np.linspace(1, 0, 12):
        pts.append((0.5 - 0.44 * t, 0.14 + 0.16 * t - 0.1 * np.sin(np.pi * t)))
    for t in np.linspace(1, 0, 14):
        pts.append((0.11 + 0.39 * t, -0.2 + 0.34 * t**1.8 - 0.05 * np.sin(np.pi * t)))
    body = polygon_fine([at(u, v) for u, v in pts])
    # the head fins: two short horns curling forward and in, as a manta's do
    fins = np.zeros((H, W), np.float32)
    for sd in (-1, 1):
        curl = [
            at(sd * (0.1 - 0.035 * t - 0.03 * t * t), -0.19 - 0.11 * t + 0.02 * t * t)
            for t in np.linspace(0, 1, 10)
        ]
        fins = np.maximum(fins, ribbon(curl, list(np.linspace(span * 0.05, span * 0.022, 10))))
    back = rgb(BACKS[int(ctx.rng.integers(len(BACKS)))])
    m = np.maximum(body, fins)
    ctx.lit(m, mask_bbox(m), back, rim=0.8, separate=True)
    # the pale shoulder bands of a manta's back, soft, along each leading edge
    marks = np.zeros((H, W), np.float32)
    for sd in (-1, 1):
        band = [at(sd * (0.1 + 0.2 * t), -0.13 + 0.11 * t**1.4) for t in np.linspace(0, 1, 10)]
        marks = np.maximum(marks, ribbon(band, list(np.linspace(span * 0.05, span * 0.01, 10)), 6))
    blend(ctx.img, np.clip(marks * body, 0, 1), rgb("#c8d2dc"), 0.4)
    eyes = [at(-0.125, -0.17), at(0.125, -0.17)]
    return m, at(0.0, -0.12), at(0.0, 0.32), eyes


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the kite's side; the child stands on the other
    sky(ctx, sx=W / 2 - s * 330, sy=H * 0.12, clouds=4)
    gy = ctx.hills(0.8, 3, amp=60)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    # the manta high on its side of the card, head up and toward the wind
    kx, ky = W / 2 + s * ctx.u(0.12, 0.16) * W, H * ctx.u(0.24, 0.28)
    span = W * 0.62
    tilt = s * ctx.u(0.22, 0.32)
    km, bridle, root, eyes = manta(ctx, kx, ky, span, tilt, ctx.u(0.04, 0.07))
    focus_on(ctx, km, 6)
    add_element(ctx, "a manta ray flown as a kite", "main", mask_bbox(km), ("animal", "sea"))
    # the kite's tail: the manta's own whip of a tail, then a ribbon of bows, waving in the wind
    n = 40
    tail = []
    for k in range(n):
        t = k / (n - 1)
        tail.append(
            (
                root[0] + s * t * W * 0.14 + np.sin(t * 7.5) * 36 * t,
                root[1] + t * H * 0.3 + np.cos(t * 5) * 14,
            )
        )
    tm = ribbon(tail[:14], list(np.linspace(16, 6, 14)), soft=1.0)
    ctx.lit(tm, mask_bbox(tm), rgb(BACKS[0]), rim=0.5)
    line = ribbon(tail[13:], [4.0] * (n - 13), soft=0.8)
    bows = BOWS[int(ctx.rng.integers(len(BOWS)))], BOWS[int(ctx.rng.integers(len(BOWS)))]

    def tail_bows(img: np.ndarray) -> None:  # smaller than a stroke: drawn after the paint
        blend(img, line, rgb("#3a2c28"), 0.85)
        for j, k in enumerate(range(17, n, 6)):
            bx, by = tail[k]
            a = 0.5 * np.sin(k)
            cu, su = float(np.cos(a)), float(np.sin(a))

            def rot(u: float, v: float) -> tuple[float, float]:
                return bx + u * cu - v * su, by + u * su + v * cu  # noqa: B023 (used at once)

            wing = polygon_fine([rot(0, 0), rot(-40, -21), rot(-40, 21)])
            wing = np.maximum(wing, polygon_fine([rot(0, 0), rot(40, -21), rot(40, 21)]))
            blend(img, wing, rgb(bows[j % 2]), 0.95)
            blend(img, ellipse(bx, by, 6, 6, 1), rgb("#3a2c28"), 0.9)

    ctx.after.append(tail_bows)
    tb = mask_bbox(np.maximum(tm, line))
    add_element(ctx, "a kite's tail of ribbon bows", "secondary", tb, ("kite", "ribbon"))
    # the child on the ridge, on the other side, leaning back against the pull
    px = W / 2 - s * ctx.u(0.22, 0.27) * W
    ph = H * 0.14
    person(
        ctx,
        "haul",
        px,
        gy + 24,
        ph,
        label="a child flying the kite",
        tags=("person", "child", "play"),
        flip=s < 0,
        shadow=gy + 70,
        who="a child",
    )
    hand = joint_at("haul", "ha_r", px, gy + 24, ph, flip=s < 0)
    string_to(ctx, hand, bridle, 60, "#4a3a30", width=4, alpha=0.9)

    def bridle_lines(img: np.ndarray) -> None:  # the bridle from the string to the head fins
        for e in eyes:
            blend(img, segment(bridle[0], bridle[1], e[0], e[1] - 6, 3), rgb("#f6efe0"), 0.9)
        for ex, ey in eyes:  # its eyes, at the roots of the head fins
            blend(img, ellipse(ex, ey, 11, 11, 1.2), rgb("#f4efe4"))
            blend(img, ellipse(ex, ey + 2, 6.5, 6.5, 1), rgb("#14161c"))
            blend(img, ellipse(ex - 2, ey - 1, 2.2, 2.2, 0.6), rgb("#ffffff"))

    ctx.after.append(bridle_lines)
    later_glow(ctx, bridle[0], bridle[1], 14, "#fff6e0", 0.25, core=3)
    return Painted(
        "On a windy hilltop a small child leans back on a string and flies a kite that is a "
        "living manta ray, its dark wings spread wide and tilted by the wind, a tail of "
        "bright ribbon bows trailing from its own long tail.",
        [
            "freedom",
            "play",
            "childhood",
            "wind",
            "imagination",
            "holding on",
            "letting go",
            "a wild friend",
            "flying",
        ],
    )


PREMISE = Premise(
    name="creature-kite",
    figure="manta ray",
    palettes=("dawn", "spring", "noon"),
    stage=stage,
    max_cards=1,
)
