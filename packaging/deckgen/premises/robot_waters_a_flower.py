"""Premise "robot-waters-a-flower": In a dusty attic, a little wind-up tin robot, the key in
its back, has walked on its own to the one flower growing from a crack in the floorboards,
and bends its head over it while it pours from a tiny watering can, in a shaft of light."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import Arr, H, W, blend, blur, box, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment, union_box

TIN = "#b8b8b0"
RED = "#b8392e"


def rbox(x0: float, y0: float, x1: float, y1: float, r: float) -> Arr:
    """A rounded box."""
    m: Arr = box(x0 + r, y0, x1 - r, y1, 1.5)
    m = np.maximum(m, box(x0, y0 + r, x1, y1 - r, 1.5))
    for cx, cy in ((x0 + r, y0 + r), (x1 - r, y0 + r), (x0 + r, y1 - r), (x1 - r, y1 - r)):
        m = np.maximum(m, disc(cx, cy, r, 1.5))
    return m


def turned(
    pts: list[tuple[float, float]], ox: float, oy: float, a: float
) -> list[tuple[float, float]]:
    c, s = np.cos(a), np.sin(a)
    return [(ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c) for x, y in pts]


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    f = -s  # the robot faces the flower, toward the middle
    ctx.room(0.52)
    # the attic's one light: a shaft from a small high window on the flower's side
    fx = W / 2 - s * ctx.u(0.08, 0.1) * W
    gy = H * ctx.u(0.82, 0.84)
    lx = fx + f * 260
    ctx.light = (lx, H * 0.05)
    shaft = polygon_fine([(lx - 90, -10), (lx + 90, -10), (fx + 200, gy + 60), (fx - 200, gy + 60)])
    blend(ctx.img, blur(shaft, 30), rgb("#fff0c8"), 0.3)
    spot = ellipse(fx, gy + 10, 260, 60, 40)
    blend(ctx.img, spot, rgb("#ffe6b0"), 0.35)
    dim = np.clip(1 - blur(shaft, 120) * 1.5, 0, 1)  # the attic darker away from the shaft
    ctx.img *= (1 - 0.2 * dim)[..., None]
    # dust motes in the shaft, drawn after the paint
    gen = ctx.side()
    for _ in range(40):
        t = float(gen.uniform(0.05, 0.9))
        mx = lx + (fx - lx) * t + float(gen.uniform(-1, 1)) * (90 + 110 * t)
        later_glow(ctx, mx, (gy + 60) * t, 3, "#fff6dc", 0.5, core=2)
    # the crack in the boards and the flower growing from it
    crack = polylines(
        [[(fx - 160, gy + 6), (fx - 40, gy + 2), (fx + 30, gy + 8), (fx + 170, gy + 4)]], 5
    )
    blend(ctx.img, crack, rgb("#1e140e"), 0.8)
    fh = H * 0.09
    stem = ribbon([(fx, gy + 4), (fx - f * 10, gy - fh * 0.5), (fx + f * 6, gy - fh)], [9, 8, 7])
    leaves = np.maximum(
        polygon_fine([(fx, gy - fh * 0.35), (fx - 90, gy - fh * 0.55), (fx - 20, gy - fh * 0.3)]),
        polygon_fine([(fx, gy - fh * 0.5), (fx + 80, gy - fh * 0.7), (fx + 16, gy - fh * 0.42)]),
    )
    green = np.maximum(stem, blur(leaves, 2))
    ctx.lit(green, mask_bbox(green), rgb("#3f7a34"), rim=0.6)
    bx, by = fx + f * 6, gy - fh - 26
    bloom = np.zeros((H, W), np.float32)
    for k in range(6):
        a = k * np.pi / 3
        bloom = np.maximum(bloom, disc(bx + 26 * np.cos(a), by + 26 * np.sin(a), 24, 2))
    ctx.lit(bloom, mask_bbox(bloom), rgb("#e0404a"), rim=0.7)
    blend(ctx.img, disc(bx, by, 15, 2), rgb("#f2c23a"))
    ctx.contact(green, mask_bbox(green))
    fb = union_box([mask_bbox(green), mask_bbox(bloom)])
    add_element(ctx, "a small red flower", "secondary", fb, ("plant", "flower", "small", "hope"))
    glow(ctx.img, bx, by, 160, "#fff0c0", 0.25)
    # the robot, in profile, facing the flower; h is its height from feet to antenna
    h = H * ctx.u(0.4, 0.42)
    rx = x

    def X(v: float) -> float:  # a local x (in heights, + toward the flower) on the card
        return rx + f * v * h

    parts = []
    tin_parts = []
    feet = rbox(min(X(-0.1), X(0.16)), gy - 0.05 * h, max(X(-0.1), X(0.16)), gy, 10)
    legs = np.maximum(
        box(min(X(-0.08), X(0.0)), gy - 0.3 * h, max(X(-0.08), X(0.0)), gy - 0.04 * h, 2),
        box(min(X(0.04), X(0.12)), gy - 0.3 * h, max(X(0.04), X(0.12)), gy - 0.04 * h, 2),
    )
    tin_parts += [feet, legs]
    body = rbox(min(X(-0.2), X(0.2)), gy - 0.66 * h, max(X(-0.2), X(0.2)), gy - 0.28 * h, 24)
    parts.append(body)
    # the head, bowed toward the flower (turned about the neck)
    nx, ny = X(0.02), gy - 0.66 * h
    tilt = f * ctx.u(0.28, 0.34)
    head_pts = turned(
        [
            (X(-0.15), ny - 0.3 * h),
            (X(0.17), ny - 0.3 * h),
            (X(0.17), ny - 0.04 * h),
            (X(-0.15), ny - 0.04 * h),
        ],
        nx,
        ny,
        tilt,
    )
    head = blur(polygon_fine(head_pts), 2)
    neck = box(nx - 0.04 * h, ny - 0.06 * h, nx + 0.04 * h, ny + 4, 2)
    tin_parts += [neck, head]
    (ax0, ay0), (ax1, ay1) = turned(
        [(X(-0.02), ny - 0.3 * h), (X(-0.05), ny - 0.42 * h)], nx, ny, tilt
    )
    antenna = segment(ax0, ay0, ax1, ay1, 7)
    tin_parts.append(antenna)
    (ex, ey), (mx0, my0), (mx1, my1) = turned(
        [(X(0.1), ny - 0.19 * h), (X(0.02), ny - 0.09 * h), (X(0.15), ny - 0.09 * h)], nx, ny, tilt
    )
    # the wind-up key on its back
    kx, ky = X(-0.2), gy - 0.5 * h
    key = np.maximum(
        segment(kx, ky, X(-0.28), ky, 14),
        np.maximum(
            ellipse(X(-0.31), ky - 0.05 * h, 0.03 * h, 0.055 * h, 2),
            ellipse(X(-0.31), ky + 0.05 * h, 0.03 * h, 0.055 * h, 2),
        ),
    )
    # the arm reaching to the flower with the can
    sx_, sy_ = X(0.12), gy - 0.6 * h
    hx, hy = X(0.33), gy - 0.5 * h
    arm = ribbon(
        [(sx_, sy_), ((sx_ + hx) / 2, sy_ + 0.02 * h), (hx, hy)], [0.07 * h, 0.065 * h, 0.06 * h]
    )
    tin = np.clip(sum(tin_parts), 0, 1)
    allm = np.clip(tin + body + key + arm, 0, 1)
    bb = mask_bbox(allm)
    ctx.cast_shadow(allm, bb, gy, 0.35)
    ctx.contact(allm, bb)
    ctx.lit(np.clip(key, 0, 1), mask_bbox(key), rgb("#c8a040"), rim=0.6)
    ctx.lit(tin, mask_bbox(tin), rgb(TIN), rim=0.7)
    ctx.lit(body, mask_bbox(body), rgb(RED), rim=0.7)
    # rivets and a chest dial on the body
    dial = disc(X(0.02), gy - 0.5 * h, 0.06 * h, 2)
    blend(ctx.img, dial, rgb("#e8d8a0"), 0.9)
    after_mask(
        ctx, polylines([[(X(0.02), gy - 0.5 * h), (X(0.05), gy - 0.53 * h)]], 4), "#3a2a20", 0.8
    )
    ctx.lit(arm, mask_bbox(arm), rgb(TIN), rim=0.7)
    # the watering can in its hand, tilted to pour onto the flower
    cm, cbb = icon_mask(
        "watering-can", hx + f * 0.06 * h, hy + 0.02 * h, 0.22 * h, flip=f < 0, rot=-24 * f
    )
    ctx.lit(cm, cbb, rgb("#4f7fa8"), rim=0.7)
    allm = np.clip(allm + cm, 0, 1)
    bb = mask_bbox(allm)
    # the eye glowing warm and a small smile line, after the paint
    later_glow(ctx, ex, ey, 0.05 * h, "#ffd870", 0.9, core=0.03 * h)
    after_mask(ctx, polylines([[(mx0, my0), (mx1, my1)]], 5), "#3a3430", 0.8)
    add_element(
        ctx,
        "a little wind-up tin robot with a watering can",
        "main",
        bb,
        ("toy", "robot", "machine", "care"),
        None,
    )
    sl = (slice(bb[1], bb[3]), slice(bb[0], bb[2]))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(allm[sl] * 2, 0, 1))
    ctx.focus[fb[1] : fb[3], fb[0] : fb[2]] = np.maximum(
        ctx.focus[fb[1] : fb[3], fb[0] : fb[2]], 0.9
    )
    # the water: drops from the spout (the can's point nearest the flower) to the bloom
    ys, xs = np.nonzero(cm > 0.5)
    i = int(np.argmax(xs * f))
    tx, ty = float(xs[i]), float(ys[i])
    drops = []
    for k in range(7):
        t = (k + 0.5) / 7
        px = tx + (bx - tx) * t + float(gen.uniform(-12, 12))
        py = ty + 10 + (by - 40 - ty) * t
        drops.append([(px, py), (px, py + 16)])
    after_mask(ctx, polylines(drops, 6), "#bfe0f4", 0.9)
    return Painted(
        "In a dusty attic, a little wind-up tin robot with a key in its back bends its head over "
        "the one red flower growing from a crack in the floorboards and waters it from a tiny "
        "watering can, in a shaft of light from a high window.",
        [
            "care",
            "tenderness",
            "hope",
            "loneliness",
            "friendship",
            "growing",
            "a machine with a heart",
            "looking after",
            "small things",
        ],
        setting="in a quiet attic",
    )


PREMISE = Premise(
    name="robot-waters-a-flower",
    figure="robot",
    palettes=("interior",),
    stage=stage,
    max_cards=1,
    frame=False,
)
