"""Premise "robot-keeps-the-last-flower": in a wide empty desert at a low sun, an old rusty
little robot kneels on one knee in the sand and tips a small watering can over the one living
thing in all the desert, a single red poppy; behind it the long line of its own footprints winds
back over the dunes to the horizon, and a small lizard watches from a stone.

The robot is drawn from shapes (a boxy body bent forward with a riveted patch, a round head
bowed to the flower with one round lamp eye and a dent, thin jointed arms and legs, a bent
antenna); the can, the poppy, the stone and the lizard too. The water drops, the footprints far
off, the rivets and the lamp's glow come after the paint.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from ..kit.desert import dunes, rippled_sand
from ..kit.light import after_mask, later_glow
from ..kit.masks import turned
from ..kit.paint import YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
PAINTS = {"faded blue": "#5a86a0", "faded green": "#6a9a84"}
RUST = "#a4502a"
POPPY = "#e0262a"


def _rbox(cx: float, cy: float, w: float, h: float, r: float) -> Arr:
    """A rounded box centred at (cx, cy)."""
    x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    m: Arr = box(x0 + r, y0, x1 - r, y1, 1.5)
    m = np.maximum(m, box(x0, y0 + r, x1, y1 - r, 1.5))
    for px, py in ((x0 + r, y0 + r), (x1 - r, y0 + r), (x0 + r, y1 - r), (x1 - r, y1 - r)):
        m = np.maximum(m, disc(px, py, r, 1.5))
    return m


def _limb(pts: list[Pt], w: float) -> tuple[Arr, Arr]:
    """A thin jointed limb through `pts`: straight rods and a round joint at each bend."""
    rods = np.maximum.reduce(
        [
            ribbon([a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b], [w, w, w])
            for a, b in pairwise(pts)
        ]
    )
    joints = np.maximum.reduce([disc(px, py, w * 0.85, 1.5) for px, py in pts[1:-1]])
    return rods, joints


def _footprints(ctx: Ctx, path: list[Pt], hz: float, gy: float) -> Arr:
    """Pairs of small footprints along `path` (near to far), smaller and closer toward the
    horizon: a dark lee and a lit lip each."""
    g = ctx.side()
    prints = np.zeros((H, W), np.float32)
    lips = np.zeros((H, W), np.float32)
    for i in range(len(path) - 1):
        (x, y), (x2, y2) = path[i], path[i + 1]
        d = max(0.02, (y - hz) / (gy - hz))  # 1 near the robot, 0 at the horizon
        if d < 0.03:
            break
        dx, dy = x2 - x, y2 - y
        ln = float(np.hypot(dx, dy)) or 1.0
        nx, ny = -dy / ln, dx / ln
        side = 1 if i % 2 else -1
        px = x + nx * side * 22 * d + float(g.uniform(-2, 2)) * d
        py = y + ny * side * 6 * d
        prints = np.maximum(prints, ellipse(px, py, 20 * d + 1.2, 8 * d + 0.8, 1.0))
        lips = np.maximum(lips, ellipse(px, py - 5 * d - 0.6, 20 * d + 1.2, 4 * d + 0.5, 1.0))
    blend(ctx.img, lips * (1 - prints), ctx.c("light"), 0.5)
    blend(ctx.img, prints, rgb("#7a4a5a"), 0.8)
    # finer than the brush: the prints again, crisp, after the paint
    after_mask(ctx, lips * (1 - prints), ctx.c("light"), 0.35)
    after_mask(ctx, prints, "#6a3e52", 0.75)
    return prints


def _lizard(ctx: Ctx, hx: float, hy: float, L: float, d: int) -> Arr:
    """A small lizard lying on a stone, its head (at hx, hy) raised toward side d."""

    def P(u: float, v: float) -> Pt:
        return (hx + d * u * L, hy - v * L)

    body = ribbon(
        [P(-0.15, -0.02), P(-0.45, -0.12), P(-0.75, -0.14)], [0.2 * L, 0.22 * L, 0.16 * L]
    )
    head = tilted_ellipse(*P(-0.02, 0.04), 0.15 * L, 0.095 * L, -d * 0.35)
    tail = ribbon(
        cubic(P(-0.8, -0.14), P(-1.1, -0.18), P(-1.2, -0.3), P(-1.05, -0.45), 10),
        [0.14 * L * (1 - 0.085 * i) for i in range(11)],
    )
    legs = polylines(
        [
            [P(-0.3, -0.08), P(-0.26, -0.2), P(-0.2, -0.22)],
            [P(-0.68, -0.16), P(-0.74, -0.25), P(-0.66, -0.27)],
        ],
        0.06 * L,
    )
    m = np.clip(np.maximum.reduce([body, head, tail, legs]), 0, 1)
    ctx.lit(m, mask_bbox(m), rgb("#5e6a3a"), rim=0.6)
    return m


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)  # the robot kneels on a third
    f = -s  # it faces the card's middle, where the flower grows
    hz = H * ctx.u(0.36, 0.38)
    sun_x = W / 2 + f * W * ctx.u(0.22, 0.3)
    sun_y = hz - H * ctx.u(0.05, 0.07)
    blend(ctx.img, np.clip(1 - YY / (hz * 0.95), 0, 1) ** 1.6, rgb("#6a5aa0"), 0.55)
    ctx.texture_sky(0.03)
    ctx.celestial(sun_x, sun_y, 54, "sun")
    ctx.streaks(ctx.u(0.16, 0.2), ctx.u(0.24, 0.28), 0.22)
    foot = H * ctx.u(0.55, 0.57)
    dunes(ctx, hz, foot, f)
    rippled_sand(ctx, foot)
    ctx.light = (sun_x, sun_y)
    gy = H * ctx.u(0.8, 0.82)  # the ground the robot kneels on
    k = H * ctx.u(0.36, 0.38) / 600  # the robot's unit: it is ~600 k tall
    rx = x - f * 60 * k

    def P(u: float, v: float) -> Pt:  # u forward (to the flower), v up from the ground
        return (rx + f * u * k, gy - v * k)

    # its footprints: from its heel back behind it, then winding away over the dunes
    far_x = W / 2 - f * W * ctx.u(0.02, 0.12)
    c4 = [
        P(-200, 0),
        P(-420, -60),
        (far_x - f * W * ctx.u(0.3, 0.4), foot + 40),
        (far_x, hz + 6),
    ]
    path = cubic(*c4, 140)
    wob = [
        (px + 40 * np.sin(i / 9.0) * (py - hz) / (gy - hz), py) for i, (px, py) in enumerate(path)
    ]
    steps: list[Pt] = []
    acc, last = 0.0, wob[0]
    steps.append(last)
    for p in wob[1:]:
        acc += float(np.hypot(p[0] - last[0], p[1] - last[1]))
        d = max(0.05, (p[1] - hz) / (gy - hz))
        if acc > 46 * d:
            steps.append(p)
            acc = 0.0
        last = p
    prints = _footprints(ctx, steps, hz, gy)
    add_element(
        ctx,
        "a long line of footprints winding back over the dunes to the horizon",
        "secondary",
        mask_bbox(prints),
        ("footprint", "track", "journey", "far", "path"),
    )
    # the poppy, in front of the robot, a little damp sand round its stem
    fx = P(425, 0)[0]
    blend(ctx.img, blur(ellipse(fx, gy + 6, 120, 26, 2), 8), rgb("#8a5a48"), 0.45)
    fh = 190 * k
    stem_pts = cubic(
        (fx, gy + 4),
        (fx - f * 12, gy - fh * 0.4),
        (fx + f * 20, gy - fh * 0.8),
        (fx + f * 8, gy - fh),
        12,
    )
    stem = ribbon(stem_pts, [9 * k - 0.2 * i for i in range(13)])
    leaves = np.maximum(
        tilted_ellipse(fx - 34 * k, gy - 30 * k, 42 * k, 11 * k, 0.5),
        tilted_ellipse(fx + 38 * k, gy - 48 * k, 46 * k, 12 * k, -0.6),
    )
    green = np.clip(np.maximum(stem, leaves), 0, 1)
    ctx.contact(green, mask_bbox(green))
    ctx.lit(green, mask_bbox(green), rgb("#3e7a30"), rim=0.6)
    bx, by = fx + f * 8, gy - fh - 26 * k
    petals = np.maximum.reduce(
        [
            tilted_ellipse(bx - 30 * k, by + 2 * k, 40 * k, 34 * k, 0.5),
            tilted_ellipse(bx + 30 * k, by + 2 * k, 40 * k, 34 * k, -0.5),
            tilted_ellipse(bx, by - 14 * k, 36 * k, 34 * k, 0.0),
            tilted_ellipse(bx, by + 14 * k, 44 * k, 26 * k, 0.0),
        ]
    )
    glow(ctx.img, bx, by, 200 * k, "#ffe0b0", 0.3)
    ctx.lit(petals, mask_bbox(petals), rgb(POPPY), rim=0.8)
    centre = ellipse(bx, by - 12 * k, 13 * k, 8 * k, 1.5)
    blend(ctx.img, centre, rgb("#1e1416"), 0.95)
    flower = np.clip(np.maximum(green, petals), 0, 1)
    focus_on(ctx, flower, 3, 3.0)
    add_element(
        ctx,
        "a single red poppy, the one flower in the desert",
        "secondary",
        mask_bbox(flower),
        ("plant", "flower", "poppy", "red", "hope", "small"),
    )
    # the robot: kneeling on its back knee, bent forward over the flower
    paint_name = list(PAINTS)[int(ctx.rng.integers(len(PAINTS)))]
    paint = rgb(PAINTS[paint_name])
    steel = rgb("#7c7670")
    lw = 26 * k
    back_leg, back_j = _limb([P(-20, 190), P(-70, 30), P(-200, 18)], lw)
    back_foot = _rbox(*P(-222, 22), 60 * k, 40 * k, 10 * k)
    front_leg, front_j = _limb([P(40, 190), P(140, 170), P(150, 20)], lw)
    front_foot = _rbox(*P(170, 18), 90 * k, 36 * k, 10 * k)
    legs = np.clip(
        np.maximum.reduce([back_leg, back_j, back_foot, front_leg, front_j, front_foot]), 0, 1
    )
    bc = P(20, 310)
    lean = ctx.u(20, 26)
    body = turned(_rbox(*bc, 230 * k, 250 * k, 26 * k), -f * lean, bc)
    hip = _rbox(*P(10, 190), 150 * k, 50 * k, 16 * k)
    neck = ribbon([P(80, 400), P(130, 440)], [40 * k, 36 * k])
    hc = P(180, 478)
    hr = 92 * k
    head = disc(*hc, hr, 2)
    ear = disc(*P(128, 490), 26 * k, 1.5)
    ant = polylines([[P(150, 560), P(120, 630), P(84, 656)]], 7 * k)
    ant_ball = disc(*P(84, 656), 13 * k, 1.5)
    # the arms: the front one holds out the can, the back one rests on the front knee
    sh = P(100, 360)
    arm, arm_j = _limb([sh, P(190, 290), P(262, 352)], lw * 0.9)
    sh2 = P(-10, 370)
    arm2, arm2_j = _limb([sh2, P(60, 270), P(130, 190)], lw * 0.9)
    hand2 = disc(*P(135, 185), 22 * k, 1.5)
    # the watering can, tipped toward the flower
    cc = P(300, 380)
    tilt = -f * ctx.u(36, 42)
    can_body = _rbox(*cc, 120 * k, 96 * k, 18 * k)
    spout = ribbon([P(345, 360), P(400, 400), P(445, 440)], [22 * k, 16 * k, 12 * k])
    rose = tilted_ellipse(*P(452, 446), 20 * k, 12 * k, -f * 0.8)
    handle = polylines([cubic(P(245, 400), P(232, 460), P(300, 470), P(330, 420), 10)], 12 * k)
    can = np.clip(turned(np.maximum.reduce([can_body, spout, rose, handle]), tilt, cc), 0, 1)
    hand = disc(*P(262, 356), 22 * k, 1.5)
    metal = np.clip(
        np.maximum.reduce([legs, hip, neck, ant, arm, arm_j, arm2, arm2_j, hand, hand2]), 0, 1
    )
    shell = np.clip(np.maximum(body, head), 0, 1)
    robot = np.clip(np.maximum.reduce([metal, shell, ear, ant_ball, can]), 0, 1)
    rb = mask_bbox(robot)
    ctx.cast_shadow(robot, rb, gy, 0.4)
    ctx.contact(legs, mask_bbox(legs))
    # the back limbs in shade, then the body and head, then the near arm and the can
    ctx.lit(
        np.clip(np.maximum.reduce([back_leg, back_j, back_foot, arm2, arm2_j, hand2]), 0, 1),
        rb,
        steel * 0.8,
        rim=0.5,
    )
    ctx.lit(
        np.clip(np.maximum.reduce([front_leg, front_j, front_foot, hip, neck, ant]), 0, 1),
        rb,
        steel,
        rim=0.6,
    )
    ctx.lit(body, mask_bbox(body), paint, rim=0.7)
    ctx.lit(head, mask_bbox(head), paint * 1.05, rim=0.8)
    ctx.lit(ear, mask_bbox(ear), steel, rim=0.5)
    ctx.lit(ant_ball, mask_bbox(ant_ball), rgb(RUST), rim=0.5)
    # rust: streaks down the body and a riveted patch of another metal
    g = ctx.side()
    streaks = [
        [
            (bc[0] + a * k, bc[1] - float(g.uniform(20, 90)) * k),
            (bc[0] + (a - f * 20) * k, bc[1] + 120 * k),
        ]
        for a in g.uniform(-80, 80, 5)
    ]
    blend(ctx.img, blur(polylines(streaks, 10 * k), 3) * body, rgb(RUST), 0.5)
    pc = P(-20, 290)
    patch = turned(_rbox(*pc, 90 * k, 80 * k, 6 * k), -f * (lean + 8), pc)
    ctx.lit(patch * body, mask_bbox(patch), rgb("#b08040"), rim=0.4)
    blend(ctx.img, blur(ellipse(*P(190, 556), 30 * k, 12 * k, 2), 2) * head, rgb("#2a2a30"), 0.45)
    ctx.lit(np.clip(np.maximum.reduce([arm, arm_j, hand]), 0, 1), rb, steel * 1.1, rim=0.7)
    ctx.lit(can, mask_bbox(can), rgb("#d8c07a"), rim=0.7)
    # the lamp eye: a dark rim, a warm glass, looking down at the flower
    ec = P(232, 450)
    blend(ctx.img, disc(*ec, 40 * k, 1.5), rgb("#2a2226"))
    blend(ctx.img, disc(*ec, 29 * k, 1.5), rgb("#ffd36a"))
    later_glow(ctx, *ec, 120 * k, "#ffd870", 0.55, core=18 * k)
    later_glow(ctx, bx, by, 110 * k, "#ffd870", 0.25)
    whole = robot
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, np.maximum(head, can), 3, 2.5)
    add_element(
        ctx,
        f"an old rusty little robot in {paint_name} paint, kneeling, with a watering can",
        "main",
        rb,
        ("robot", "machine", "old", "kneeling", "care", "watering", "rust"),
    )
    # after the paint: rivets on the patch, a dent line on the head, the water drops
    rv = np.maximum.reduce(
        [disc(pc[0] + a * 30 * k, pc[1] + b * 28 * k, 5 * k, 1) for a in (-1, 1) for b in (-1, 1)]
    )
    after_mask(ctx, rv, "#4a3020", 0.8)
    ys, xs = np.nonzero(can > 0.5)
    i = int(np.argmax(xs * f + ys * 0.3))
    tx, ty = float(xs[i]), float(ys[i])
    drops = []
    for j in range(7):
        t = (j + 0.5) / 7
        px = tx + (bx - tx) * t + float(g.uniform(-8, 8)) * k
        py = ty + 12 * k + (by - 30 * k - ty) * t
        drops.append([(px, py), (px, py + 16 * k)])
    after_mask(ctx, polylines(drops, 6 * k), "#cfeaff", 0.9)
    # the lizard on its stone, on the far side of the flower, looking up at the robot
    sx = fx + f * ctx.u(190, 220) * k
    sy = gy - 30 * k
    stone = np.maximum(
        ellipse(sx, sy, 110 * k, 56 * k, 2),
        ellipse(sx - f * 20 * k, sy - 22 * k, 70 * k, 46 * k, 2),
    )
    ctx.cast_shadow(stone, mask_bbox(stone), sy + 50 * k, 0.35)
    ctx.lit(stone, mask_bbox(stone), rgb("#8a7468"), rim=0.6)
    lhx, lhy = sx - f * 60 * k, sy - 74 * k
    liz = _lizard(ctx, lhx, lhy, 150 * k, -f)
    after_mask(ctx, disc(lhx + f * 2 * k, lhy - 6 * k, 4 * k, 1), "#101010", 0.9)
    focus_on(ctx, liz, 3, 2.5)
    add_element(
        ctx,
        "a small lizard watching from a stone",
        "secondary",
        mask_bbox(np.maximum(liz, stone)),
        ("animal", "lizard", "small", "watching", "stone"),
    )
    return Painted(
        f"In a wide empty desert at a low sun, an old rusty little robot in {paint_name} paint "
        "kneels in the sand and tips a small watering can over the one flower in all the desert, "
        "a single red poppy; behind it the long line of its footprints winds back over the dunes "
        "to the horizon, and a small lizard watches from a stone.",
        ["care", "hope", "loneliness", "patience", "friendship", "the last", "future"],
    )


PREMISE = Premise(
    name="robot-keeps-the-last-flower",
    figure="robot",
    palettes=("dawn", "lavender"),
    stage=stage,
    max_cards=1,
    frame=False,
)
