"""Premise "sunflower-faces-the-moon": At night in a field of sunflowers every flower hangs its
head, asleep, waiting for the sun; only one, taller than the rest, stays awake and has turned
its face up to the full moon, lit silver-gold by it.

One who does not follow the others, a night person among day people, loyalty or love for the
wrong star, insomnia, a dreamer. The sleeping heads are drawn bowed (seen side on, their
petals hanging), the awake one is the sunflower icon turned toward the moon with the fine
brush, and the moonlight on it is added after the paint.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from ..kit.light import later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, ellipse, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, ribbon


def turned(m: Arr, cx: float, cy: float, squash: float, ang: float) -> Arr:
    """Mask `m` foreshortened like a disc turned away from us: squeezed to `squash` along the
    direction `ang` (radians, image coordinates) about (cx, cy)."""
    co, si = float(np.cos(ang)), float(np.sin(ang))
    # the inverse map: rotate back by -ang, stretch the squeezed axis, rotate by ang
    a = co * co / squash + si * si
    b = co * si / squash - co * si
    e = si * si / squash + co * co
    coeffs = (a, b, cx - a * cx - b * cy, b, e, cy - b * cx - e * cy)
    im = Image.fromarray((m * 255).astype(np.uint8))
    out = im.transform((W, H), Image.Transform.AFFINE, coeffs, resample=Image.Resampling.BILINEAR)
    return np.asarray(out, np.float32) / 255


def bowed(ctx: Ctx, x: float, base: float, h: float, d: int, r: float) -> tuple[Arr, Arr, Arr]:
    """A sleeping sunflower: a stem rising `h` and bending over to side `d`, its head hanging
    face down; returns the stem-and-leaves mask, the head's back and its hanging petals."""
    top = (x + d * r * 0.3, base - h)
    bend = (x + d * r * 0.9, base - h - r * 0.25)
    hx, hy = x + d * r * 1.5, base - h + r * 0.35
    stem = ribbon(
        [(x, base), ((x + top[0]) / 2, (base + top[1]) / 2), top, bend, (hx - d * r * 0.3, hy)],
        [r * 0.16, r * 0.14, r * 0.12, r * 0.11, r * 0.1],
    )
    for k in (0.35, 0.6):
        ly = base - h * k
        lx = x + d * (0.5 - k) * r
        for side in (-1, 1):
            leaf = polygon_fine(
                [
                    (lx, ly),
                    (lx + side * r * 0.6, ly - r * 0.35),
                    (lx + side * r * 1.1, ly + r * 0.05),
                    (lx + side * r * 0.55, ly + r * 0.12),
                ]
            )
            stem = np.maximum(stem, leaf)
    # the head seen side on, tipped toward the ground
    ang = np.radians(d * 62)
    pts = []
    for k in range(36):
        t = 2 * np.pi * k / 36
        ex, ey = r * 0.55 * np.cos(t), r * 0.9 * np.sin(t)
        pts.append(
            (hx + ex * np.cos(ang) - ey * np.sin(ang), hy + ex * np.sin(ang) + ey * np.cos(ang))
        )
    back = polygon_fine(pts)
    petals = np.zeros((H, W), np.float32)
    for k in range(14):
        t = 2 * np.pi * k / 14
        ex, ey = r * 0.55 * np.cos(t), r * 0.9 * np.sin(t)
        px = hx + ex * np.cos(ang) - ey * np.sin(ang)
        py = hy + ex * np.sin(ang) + ey * np.cos(ang)
        # petals droop: pointing outward from the head and down
        ox, oy = px - hx, py - hy
        n = float(np.hypot(ox, oy)) or 1.0
        tx, ty = px + (ox / n) * r * 0.35, py + (oy / n) * r * 0.35 + r * 0.35
        nx, ny = -oy / n * r * 0.12, ox / n * r * 0.12
        petals = np.maximum(
            petals, polygon_fine([(px + nx, py + ny), (tx, ty), (px - nx, py - ny)])
        )
    return stem, back, petals


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    mx, my = W / 2 - s * W * ctx.u(0.22, 0.3), H * ctx.u(0.1, 0.15)
    ctx.texture_sky(0.05)
    ctx.stars(170, 0.5)
    ctx.celestial(mx, my, 78, "moon")
    ctx.clouds(2, 0.2, 0.4, 0.35)
    horizon = H * 0.56
    gy = ctx.hills(0.52, 1, amp=24)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]
    ink = rgb(ctx.pal.ink)
    field = mix(rgb(ctx.pal.ground), ink, 0.2)
    # rows of sleeping sunflowers, small and hazy far off, big and dark in front
    leaf_c, head_c, petal_c = rgb("#2f4a30"), rgb("#3a4a2a"), rgb("#b08a2a")
    ctx.light = (mx, my)
    gen = ctx.rng
    rows = [(gy + 40, 0.09, 26), (gy + 150, 0.14, 14), (gy + 330, 0.22, 8), (H * 0.97, 0.34, 5)]
    for depth, (base, hh, n) in enumerate(rows):
        t = depth / (len(rows) - 1)
        fog = 0.55 * (1 - t)
        r = H * hh * 0.28
        for k in range(n):
            fx = (k + 0.5 + gen.uniform(-0.3, 0.3)) * W / n
            if depth >= 2 and abs(fx - x) < r * 2.2:
                continue
            d = -1 if gen.random() < 0.5 else 1
            h = H * hh * gen.uniform(0.85, 1.1)
            stem, back, petals = bowed(ctx, fx, base + gen.uniform(-10, 10), h, d, r)
            sky_c = ctx.sky_at(0.9)
            if depth < 2:  # far rows: flat and hazy
                blend(ctx.img, stem, mix(leaf_c, sky_c, fog))
                blend(ctx.img, petals, mix(petal_c * (0.6 + 0.3 * t), sky_c, fog))
                blend(ctx.img, back, mix(head_c, sky_c, fog))
                continue
            # near rows: modelled by the moon, their hanging petals catching its light
            for part, col, rim in (
                (stem, leaf_c * 1.1, 0.6),
                (petals, rgb("#d8a830"), 0.6),
                (back, head_c * 1.2, 0.8),
            ):
                if part.max() > 0.5:
                    ctx.lit(part, mask_bbox(part), col, rim=rim)
            heads = np.maximum(back, petals)
            ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(heads, 6) * 1.5, 0, 1) * 0.6)
    blend(ctx.img, np.clip((YY - horizon) / (H * 0.5), 0, 1), field * 0.6, 0.25)
    # the one awake: taller, its stem straight, its face turned up to the moon
    fh = H * 0.17
    hx, hy = x, H * 0.33
    stem = ribbon([(x + s * 10, H + 20), (x + s * 14, H * 0.7), (hx, hy + fh * 0.4)], [30, 26, 20])
    leaves = np.zeros((H, W), np.float32)
    for ly, side in ((H * 0.62, -1), (H * 0.76, 1), (H * 0.88, -1)):
        leaves = np.maximum(
            leaves,
            polygon_fine(
                [
                    (x + s * 12, ly),
                    (x + s * 12 + side * 120, ly - 70),
                    (x + s * 12 + side * 230, ly - 10),
                    (x + s * 12 + side * 110, ly + 24),
                ]
            ),
        )
    ctx.lit(np.maximum(stem, leaves), (0, 0, W, H), rgb("#4f7a3e"), rim=0.7)
    # its face turned to the moon: the icon's disc foreshortened along the way to the moon
    ang = float(np.arctan2(my - hy, mx - hx))
    flat, _hb = icon_mask("sunflower", hx, hy, fh * 1.6)
    head = turned(flat, hx, hy, 0.6, ang)
    hb = mask_bbox(head)
    glow(ctx.img, hx, hy, fh * 1.3, ctx.pal.light, 0.25)
    ctx.lit(head, hb, rgb("#e8b830"), rim=0.8)
    # the seeds' heart darker, so it reads as a face
    heart = turned(ellipse(hx, hy, fh * 0.32, fh * 0.32, 3), hx, hy, 0.6, ang) * head
    blend(ctx.img, heart, rgb("#5a3a1a"), 0.55)
    focus_on(ctx, head, 6)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(stem, 6) * 1.5, 0, 1) * 0.7)
    add_element(
        ctx,
        "a sunflower awake, facing the moon",
        "main",
        mask_bbox(np.maximum(head, stem)),
        ("plant", "flower", "sun", "awake"),
        "sunflower",
    )
    add_element(
        ctx,
        "sunflowers asleep with bowed heads",
        "secondary",
        (0, int(gy - 60), W, H),
        ("plant", "flower", "sleep", "field"),
    )
    # moonlight falls on its face after the paint
    later_glow(ctx, hx + (mx - hx) * 0.08, hy - fh * 0.3, fh * 0.9, ctx.pal.light, 0.22)
    return Painted(
        "At night in a field of sunflowers, every flower hangs its head, asleep, waiting for the "
        "sun; only one, taller than the rest, stays awake and has turned its face up to the "
        "full moon, which lights it.",
        [
            "night",
            "the moon",
            "being different",
            "sleeplessness",
            "dreaming",
            "loyalty",
            "the odd one out",
            "waiting",
            "longing",
            "flowers",
        ],
    )


PREMISE = Premise(
    name="sunflower-faces-the-moon",
    figure="sunflower",
    palettes=("night", "dusk"),
    stage=stage,
    max_cards=1,
)
