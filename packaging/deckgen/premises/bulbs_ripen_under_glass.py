"""Premise "bulbs-ripen-under-glass": Inside a little glass greenhouse on a snowy winter day, a
vine climbing from a clay pot on the potting bench grows light bulbs instead of fruit: small
green ones still unlit, the ripe ones big and glowing warm yellow; a mouse on the bench
stands on tiptoe and reaches up to pick the lowest ripe bulb.

Close up, the greenhouse's white bars frame the snowy garden outside; the bulbs are drawn
from parts (a glass pear, a neck, a screw cap) and their filaments and glow are added after
the paint, so they stay crisp and warm against the cold white.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    icon_mask,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, segment, union_box

Pt = tuple[float, float]


def bulb(ctx: Ctx, x: float, y: float, r: float, ripe: bool) -> Arr:
    """A light bulb hanging from (x, y) by its cap, glass of radius `r` below; returns its
    mask. A ripe bulb glows (its filament and light drawn after the paint)."""
    cap_h = r * 0.55
    cap = box(x - r * 0.38, y, x + r * 0.38, y + cap_h, 1.5)
    neck = polygon_fine(
        [
            (x - r * 0.38, y + cap_h),
            (x + r * 0.38, y + cap_h),
            (x + r * 0.62, y + cap_h + r * 0.7),
            (x - r * 0.62, y + cap_h + r * 0.7),
        ]
    )
    cy = y + cap_h + r * 1.35
    glass = np.maximum(disc(x, cy, r, 2), neck)
    if ripe:
        blend(ctx.img, glass, rgb("#ffd978"))
        blend(ctx.img, disc(x, cy - r * 0.1, r * 0.7, r * 0.5), rgb("#fff0b8"), 0.8)
    else:
        ctx.lit(glass, mask_bbox(glass), rgb("#a8c89a"), rim=0.5)
    ctx.lit(cap, mask_bbox(cap), rgb("#9a9a92"), rim=0.6)
    ridges = [
        [(x - r * 0.38, y + cap_h * f), (x + r * 0.38, y + cap_h * f - r * 0.08)]
        for f in (0.25, 0.5, 0.75)
    ]
    after_mask(ctx, polylines(ridges, 3) * cap, "#5a5a56", 0.8)
    # the glass's window-light, up on the side of the greenhouse's light
    after_mask(ctx, ellipse(x - r * 0.45, cy - r * 0.4, r * 0.12, r * 0.25, 2), "#fffaf0", 0.7)
    if ripe:
        fil = polylines(
            [
                [
                    (x - r * 0.2, y + cap_h + r * 0.6),
                    (x - r * 0.2, cy),
                    (x - r * 0.1, cy - r * 0.2),
                    (x, cy),
                    (x + r * 0.1, cy - r * 0.2),
                    (x + r * 0.2, cy),
                    (x + r * 0.2, y + cap_h + r * 0.6),
                ]
            ],
            3,
        )
        later_glow(ctx, x, cy, r * 3.2, "#ffd070", 0.35)
        after_mask(ctx, fil, "#c86a10", 0.95)
    return np.maximum(glass, cap)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the pot stands on side s; the vine arcs over
    ctx.texture_sky(0.03)
    ctx.light = (W / 2 - s * W * 0.3, -H * 0.2)
    # outside: a snowy garden under a pale winter sky, seen through the glass
    snow_y = H * 0.6
    mounds = np.zeros((H, W), np.float32)
    for _ in range(5):
        np.maximum(
            mounds,
            ellipse(ctx.u(0, W), snow_y + ctx.u(-20, 30), ctx.u(220, 420), ctx.u(60, 110), 20),
            out=mounds,
        )
    ground = np.maximum(mounds, np.clip((YY - snow_y - 40) / 6, 0, 1))
    blend(ctx.img, ground, rgb("#e4ebf2"))
    blend(ctx.img, ground * np.clip((YY - snow_y) / 300, 0, 1), rgb("#aebfd2"), 0.6)
    # snowy pines far off, pale in the cold air
    for _ in range(4):
        tx, th = ctx.u(0, W), ctx.u(0.14, 0.2) * H
        pm, _pb = icon_mask("pine-tree", tx, snow_y - th * 0.4, th)
        blend(ctx.img, pm, mix(rgb("#3f5f5c"), ctx.sky_at(0.5), 0.3))
        cap = np.clip(pm - np.roll(pm, 14, 0), 0, 1)  # snow on each tier's upper edge
        blend(ctx.img, blur(cap, 2), rgb("#eef3f8"), 0.9)
    # the greenhouse: white-painted bars; the panes misted low down
    mist = np.clip((YY - H * 0.5) / (H * 0.4), 0, 1) * (0.6 + 0.4 * fbm(ctx.rng, 90, 2))
    blend(ctx.img, mist.astype(np.float32), rgb("#e2eaec"), 0.25)
    bars = np.zeros((H, W), np.float32)
    eave = H * 0.14
    # the roof's glass overhead, sloping in toward its ridge, with snow lying on it
    roof = np.clip((eave - YY) / 2, 0, 1).astype(np.float32)
    blend(ctx.img, roof, mix(ctx.sky_at(0.05), rgb("#8a9aae"), 0.3), 0.5)
    lying = np.clip((fbm(ctx.rng, 50, 2) - 0.45) * 4, 0, 1) * np.clip((YY - eave * 0.3) / 40, 0, 1)
    blend(ctx.img, blur(lying * roof, 6), rgb("#eef2f6"), 0.75)
    for bx in (W * 0.04, W * 0.36, W * 0.68, W * 0.99):
        np.maximum(bars, box(bx - 13, eave, bx + 13, H, 1.5), out=bars)
        rx = W / 2 + (bx - W / 2) * 0.55
        np.maximum(bars, segment(bx, eave, rx, -30, 22), out=bars)
    for byy in (H * 0.14, H * 0.5):
        np.maximum(bars, box(0, byy - 11, W, byy + 11, 1.5), out=bars)
    ctx.lit(bars, (0, 0, W, H), rgb("#e4e8e2"), rim=0.3)
    # frost in the panes' lower corners
    frost = np.zeros((H, W), np.float32)
    for bx in (W * 0.04, W * 0.36, W * 0.68, W * 0.99):
        for byy in (H * 0.14, H * 0.5):
            np.maximum(frost, disc(bx, byy, 80, 60), out=frost)
    blend(ctx.img, frost * (1 - bars), rgb("#f4f8fa"), 0.3)
    # the potting bench across the bottom, warm wood
    bench_y = H * 0.86
    plank = box(-10, bench_y, W + 10, bench_y + 70, 2)
    ctx.lit(plank, (0, int(bench_y), W, int(bench_y + 70)), rgb("#8a5e3a"), rim=0.5)
    under = np.clip((YY - bench_y - 70) / 3, 0, 1).astype(np.float32)
    blend(ctx.img, under, rgb("#4a3a30"), 0.85)
    grain = polylines(
        [[(0, bench_y + f), (W, bench_y + f + ctx.u(-4, 4))] for f in (18, 40, 58)], 2.5
    )
    blend(ctx.img, grain * plank, rgb("#5a3a22"), 0.5)
    add_element(
        ctx,
        "a wooden potting bench",
        "frame",
        (0, int(bench_y), W, int(bench_y + 70)),
        ("object", "wood", "garden"),
    )
    # the clay pot on the bench
    px = W / 2 + s * W * ctx.u(0.27, 0.32)
    pot = polygon_fine(
        [
            (px - 110, bench_y - 190),
            (px + 110, bench_y - 190),
            (px + 80, bench_y + 6),
            (px - 80, bench_y + 6),
        ]
    )
    rim_m = box(px - 128, bench_y - 225, px + 128, bench_y - 180, 3)
    potm = np.maximum(pot, rim_m)
    ctx.lit(potm, mask_bbox(potm), rgb("#c0643e"), rim=0.55)
    blend(ctx.img, ellipse(px, bench_y - 222, 118, 14, 2), rgb("#4a3024"), 0.9)
    ctx.contact(potm, mask_bbox(potm))
    # the vine: up from the pot along a cane, then arching over toward the other side
    base = (px, bench_y - 220)
    top = (px - s * W * 0.06, H * 0.16)
    far = (W / 2 - s * W * 0.42, H * 0.4)
    path = cubic(base, (px + s * 50, H * 0.55), (px + s * 30, H * 0.25), top, 30)
    path += cubic(top, (top[0] - s * 220, H * 0.04), (far[0] + s * 120, H * 0.14), far, 40)[1:]
    widths = [36 - 22 * k / len(path) for k in range(len(path))]
    stem = ribbon(path, widths, 2)
    cane = segment(px + s * 34, bench_y - 200, px + s * 20, H * 0.22, 10)
    blend(ctx.img, cane, rgb("#c8aa70"), 0.9)
    ctx.lit(stem, mask_bbox(stem), rgb("#4a7a3a"), rim=0.5)
    # broad heart-shaped leaves along it, each turned a little
    gen = ctx.side()
    leaves = np.zeros((H, W), np.float32)
    veins = []
    for k in range(3, len(path) - 3, 6):
        lx, ly = path[k]
        side = 1 if (k // 6) % 2 else -1
        a = float(gen.uniform(0.5, 1.2)) * side
        ln = float(gen.uniform(90, 120))
        dx, dy = np.sin(a), -np.cos(a) * 0.5 + 0.35
        n = float(np.hypot(dx, dy))
        dx, dy = dx / n, dy / n
        cx, cy = lx + dx * ln * 0.55, ly + dy * ln * 0.55
        tip = (lx + dx * ln, ly + dy * ln)
        lobes = np.maximum(
            disc(cx - dy * ln * 0.18 - dx * 8, cy + dx * ln * 0.18 - dy * 8, ln * 0.3, 2),
            disc(cx + dy * ln * 0.18 - dx * 8, cy - dx * ln * 0.18 - dy * 8, ln * 0.3, 2),
        )
        point = polygon_fine(
            [
                (cx - dy * ln * 0.4, cy + dx * ln * 0.4),
                tip,
                (cx + dy * ln * 0.4, cy - dx * ln * 0.4),
            ]
        )
        np.maximum(leaves, np.maximum(lobes, point), out=leaves)
        veins.append(
            [(lx + dx * ln * 0.2, ly + dy * ln * 0.2), (lx + dx * ln * 0.75, ly + dy * ln * 0.75)]
        )
    ctx.lit(leaves, mask_bbox(leaves), rgb("#5a9a48"), rim=0.5)
    after_mask(ctx, polylines(veins, 2.5) * leaves, "#a8d088", 0.35)
    # the bulbs hanging from the arch: ripe ones big and lit, a few small green ones
    arch = path[30:]
    marks = [0.1, 0.3, 0.48, 0.66, 0.82, 0.97]
    reach = 2  # the ripe one the mouse reaches for hangs low over the bench
    ripe_at = {0, 2, 4}
    bulbs = np.zeros((H, W), np.float32)
    boxes = [mask_bbox(stem)]
    low_x = 0.0
    for k, f in enumerate(marks):
        hx, hy = arch[int(f * (len(arch) - 1))]
        ripe = k in ripe_at
        r = ctx.u(62, 70) if ripe else ctx.u(28, 36)
        drop = ctx.u(20, 60) if ripe else ctx.u(10, 30)
        if k == reach:
            drop = (bench_y - 330 - r * 2.35) - hy
        stalk = segment(hx, hy, hx, hy + drop + 4, 7)
        blend(ctx.img, stalk, rgb("#4a7a3a"))
        m = bulb(ctx, hx, hy + drop, r, ripe)
        np.maximum(bulbs, m, out=bulbs)
        boxes.append(mask_bbox(m))
        if k == reach:
            low_x = hx
    focus_on(ctx, np.maximum(bulbs, leaves * 0.6), 8, 2.0)
    focus_on(ctx, stem, 6, 1.2, weight=0.7)
    add_element(
        ctx,
        "a vine growing light bulbs like fruit",
        "main",
        union_box(boxes),
        ("plant", "light", "bulb", "growth", "idea"),
    )
    # seedlings in small pots along the bench, on the far side
    for k in range(2):
        qx = W / 2 - s * W * (0.4 - 0.13 * k)
        qpot = polygon_fine(
            [
                (qx - 50, bench_y - 95),
                (qx + 50, bench_y - 95),
                (qx + 38, bench_y + 4),
                (qx - 38, bench_y + 4),
            ]
        )
        qpot = np.maximum(qpot, box(qx - 58, bench_y - 112, qx + 58, bench_y - 88, 2))
        ctx.lit(qpot, mask_bbox(qpot), rgb("#b85e3a"), rim=0.5)
        ctx.contact(qpot, mask_bbox(qpot))
        sprout = segment(qx, bench_y - 110, qx + ctx.u(-10, 10), bench_y - 170, 7)
        sprout = np.maximum(sprout, ellipse(qx - 24, bench_y - 176, 26, 12, 2))
        sprout = np.maximum(sprout, ellipse(qx + 24, bench_y - 180, 26, 12, 2))
        ctx.lit(sprout, mask_bbox(sprout), rgb("#6aa84e"), rim=0.5)
    # the mouse on tiptoe on the bench, forepaws up toward the ripe bulb
    mh = H * 0.15
    sec(ctx, "rat", low_x + s * 60, bench_y - mh / 2 + 4, mh, flip=s > 0, shadow=bench_y + 2)
    # snow falling outside, on the far side of the glass (drawn after the paint, small)
    flakes = np.zeros((H, W), np.float32)
    for _ in range(140):
        fx, fy = float(gen.uniform(0, W)), float(gen.uniform(0, H * 0.62))
        np.maximum(flakes, disc(fx, fy, float(gen.uniform(2.5, 5)), 1), out=flakes)
    after_mask(ctx, flakes * (1 - bars) * (1 - blur(np.maximum(bulbs, leaves), 4)), "#ffffff", 0.8)
    return Painted(
        "Inside a little glass greenhouse on a snowy winter day, a vine climbing from a clay "
        "pot grows light bulbs instead of fruit: small green ones still unlit, the ripe ones "
        "big and glowing warm yellow; a mouse on the potting bench, beside two pots of "
        "seedlings, stands on tiptoe and reaches up for the lowest ripe bulb; snowy pines "
        "show through the glass.",
        [
            "ideas",
            "growth",
            "harvest",
            "light",
            "patience",
            "winter",
            "shelter",
            "ripening",
            "warmth",
            "invention",
        ],
        setting="in white winter light",
    )


PREMISE = Premise(
    name="bulbs-ripen-under-glass",
    figure="vine",
    palettes=("snow",),
    stage=stage,
    max_cards=1,
    frame=False,
)
