"""Premise "sparrow-carries-the-cat-home": on a bright winter morning a small brown sparrow
flies over a snowy hillside, wings raised, and carries a big sleeping cat by the scruff of its
neck, the way a mother cat carries her kitten: the cat hangs limp and content, eyes shut, paws
tucked and tail curled, while far below a cottage with a lit window waits on the snow. The
hunted carries the hunter home.

The sparrow and the cat are drawn from parts (lit as volumes); the closed eyes, whiskers, the
sparrow's eye and the snow's sparkle come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.ground import pine_row
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, smooth_noise
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
CATS = {
    "ginger": ("#d0782e", "#9a4a18"),
    "grey tabby": ("#8a8a90", "#4a4a52"),
    "black": ("#2c2828", "#161414"),
}


def _land(ctx: Ctx, d: int, x: float) -> float:
    """A blue winter (or spring) sky with the sun high behind `x`, a far wood, snowy drifts (or
    green) hills and a little village with lit windows; returns the front ridge's y."""
    ctx.texture_sky(0.03)
    hy = H * ctx.u(0.66, 0.69)
    sx, sy = x - d * ctx.u(20, 80), H * ctx.u(0.1, 0.12)
    ctx.light = (sx, sy)
    top = np.clip(1 - YY / (H * 0.7), 0, 1) ** 1.1
    blend(ctx.img, top, rgb("#346cb8"), 0.95)
    glow(ctx.img, sx, sy, W * 0.75, "#ffd890", 0.55)
    glow(ctx.img, sx, sy, W * 0.2, "#fff0c8", 0.7)
    blend(ctx.img, disc(sx, sy, 60, 3), rgb("#fff8e4"))
    winter = ctx.pal.name != "spring"
    if winter:
        pine_row(ctx, hy + 12)
    ctx.fog(hy / H, 0.03, 0.35, "#f4f6f8" if winter else "#eef6e8")
    if winter:  # soft drifts of snow, bluish in their hollows
        g = np.clip((YY - hy) / (H - hy), 0, 1)
        drift = smooth_noise(ctx.rng, 260) - 0.5
        shade, snow = rgb("#b9c9dd"), rgb("#fbfcff")
        col = shade + (snow - shade) * np.clip(0.62 + 0.2 * g + 0.8 * drift, 0, 1)[..., None]
        line = hy + 50 * (smooth_noise(ctx.rng, 320, (1, W))[0] - 0.5)
        field = np.clip((YY - line[None, :]) / 3 + 0.5, 0, 1)[..., None]
        ctx.img[:] = ctx.img * (1 - field) + col * field
        gy = hy + H * 0.1
        warm = np.exp(-(((XX - sx) / (W * 0.5)) ** 2)) * np.clip(1 - (YY - hy) / (H * 0.25), 0, 1)
        blend(ctx.img, warm * field[..., 0], rgb("#ffe2b0"), 0.45)  # the sun on the snow
        _prints(ctx, hy, d)
    else:
        gy = ctx.hills(hy / H + 0.01, 3, amp=45, cell=320, ground="#86bf78")
    # the village on the middle ridge, toward where they fly
    for k in range(3):
        hx = W / 2 + d * (ctx.u(60, 120) + k * ctx.u(120, 150))
        _cottage(ctx, hx, hy + ctx.u(95, 130) + k * 18, H * (0.055 + 0.008 * k))
    return gy


def _prints(ctx: Ctx, hy: float, d: int) -> None:
    """A line of cat's paw prints crossing the snow from the near corner that stops short."""
    gen = ctx.side()
    x0, y0 = W / 2 + d * W * 0.42, H * 1.02
    x1, y1 = W / 2 - d * ctx.u(40, 120), hy + H * ctx.u(0.13, 0.16)
    m = np.zeros((H, W), np.float32)
    for k in range(14):
        t = k / 13
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t**0.8
        sc = 1.0 - 0.6 * t
        side = 1 if k % 2 else -1
        m = np.maximum(
            m, ellipse(x + side * 16 * sc + float(gen.uniform(-3, 3)), y, 19 * sc, 10 * sc, 2)
        )
    blend(ctx.img, blur(m, 2), rgb("#8ea4c4"), 0.75)


def _cottage(ctx: Ctx, x: float, gy: float, h: float) -> None:
    """A small cottage with snow on its roof, a lit window and a thread of chimney smoke."""
    m = sec(ctx, "house", x, gy - h / 2, h, fill="#8a4a32", shadow=gy)
    bb = mask_bbox(m)
    roof = m * np.clip((bb[1] + (bb[3] - bb[1]) * 0.42 - YY) / 4, 0, 1)
    blend(ctx.img, roof, rgb("#f4f7fb"), 0.85)
    wx, wy = (bb[0] + bb[2]) / 2, bb[1] + (bb[3] - bb[1]) * 0.68
    later_glow(ctx, wx, wy, h * 0.5, "#ffd27a", 0.5)
    after_mask(ctx, ellipse(wx, wy, h * 0.09, h * 0.1, 1.5), "#ffd98a", 0.95)
    smoke = [
        cubic(
            (bb[2] - h * 0.25, bb[1]),
            (bb[2], bb[1] - h),
            (bb[2] - h, bb[1] - h * 1.6),
            (bb[2] - h * 0.4, bb[1] - h * 2.6),
            20,
        )
    ]
    blend(ctx.img, blur(polylines(smoke, h * 0.12), h * 0.06), rgb("#eef1f5"), 0.6)


def _cat(ctx: Ctx, px: float, py: float, r: float, d: int) -> tuple[Arr, list[Pt], str]:
    """A cat hanging limp from its scruff at (px, py), `r` its head's radius, its face toward
    `d`; returns its mask, its two eyes and its coat's name."""
    coat = str(ctx.rng.choice(list(CATS)))
    fur, dark = (rgb(c) for c in CATS[coat])
    hx, hy = px + d * r * 0.55, py + r * 0.75
    head = ellipse(hx, hy, r * 1.05, r * 0.92, 2)
    ears = np.maximum(
        polygon_fine(
            [
                (hx - r * 0.85, hy - r * 0.35),
                (hx - r * 0.7, hy - r * 1.35),
                (hx - r * 0.12, hy - r * 0.8),
            ]
        ),
        polygon_fine(
            [
                (hx + r * 0.12, hy - r * 0.8),
                (hx + r * 0.7, hy - r * 1.35),
                (hx + r * 0.85, hy - r * 0.35),
            ]
        ),
    )
    lean = ctx.u(0.08, 0.14) * d
    bx, by = px - d * r * 0.15, py + r * 2.9
    body = tilted_ellipse(bx, by, r * 0.95, r * 2.1, lean * 1.6)
    neck = ellipse(px + d * r * 0.2, py + r * 1.3, r * 0.8, r * 0.9, 2)
    # the front legs tucked up under the chest, the hind legs dangling, paws soft
    fl = [
        cubic(
            (hx - d * r * k, hy + r * 1.2),
            (hx + d * r * (0.5 - k), hy + r * 1.7),
            (hx + d * r * (0.85 - k), hy + r * 2.2),
            (hx + d * r * (0.7 - k), hy + r * 2.85),
            12,
        )
        for k in (0.45, 0.0)
    ]
    hipx, hipy = bx - d * r * 0.1, by + r * 1.6
    hl = [
        [
            (hipx + d * r * k, hipy - r * 0.3),
            (hipx + d * r * (k + 0.1), hipy + r * 0.9),
            (hipx + d * r * (k + 0.2), hipy + r * 1.55),
        ]
        for k in (-0.45, 0.25)
    ]
    legs = polylines(hl, r * 0.5)
    front = polylines(fl, r * 0.4)
    paws = np.maximum.reduce(
        [ellipse(q[-1][0] + d * r * 0.05, q[-1][1], r * 0.3, r * 0.24, 2) for q in hl]
    )
    tail = ribbon(
        cubic(
            (bx - d * r * 0.6, by + r * 1.5),
            (bx - d * r * 1.2, by + r * 3.2),
            (bx + d * r * 0.9, by + r * 3.6),
            (bx + d * r * 1.3, by + r * 2.4),
            18,
        ),
        [r * 0.34] * 15 + [r * 0.3, r * 0.27, r * 0.24, r * 0.2],
        2,
    )
    far = np.clip(polylines([hl[0]], r * 0.5) + paws * (hipy < YY), 0, 1)
    ctx.lit(far, mask_bbox(far), fur * 0.78, rim=0.5)
    whole = np.clip(np.maximum.reduce([head, ears, body, neck, legs, paws, tail]), 0, 1)
    ctx.lit(whole, mask_bbox(whole), fur, rim=0.9)
    fpaws = np.maximum.reduce([ellipse(q[-1][0], q[-1][1], r * 0.28, r * 0.22, 2) for q in fl])
    front = np.clip(front + fpaws, 0, 1)
    blend(ctx.img, np.clip(blur(front, 6) * 1.6 - front, 0, 1), dark * 0.5, 0.55)
    ctx.lit(front, mask_bbox(front), fur * 1.06, rim=0.9)
    whole = np.maximum(whole, front)
    # tabby stripes across the back, a paler muzzle and chest, pink in the ears
    gen = ctx.side()
    stripes = []
    for k in range(6):
        y = by - r * 1.4 + k * r * 0.55 + float(gen.uniform(-6, 6))
        stripes.append([(bx - d * r * 1.0, y), (bx - d * r * 0.2, y + r * 0.18)])
    tail_rings = [
        [q, (q[0] + r * 0.25, q[1] + r * 0.2)]
        for q in cubic(
            (bx - d * r * 1.05, by + r * 2.9),
            (bx - d * r * 0.6, by + r * 3.4),
            (bx + d * r * 0.6, by + r * 3.4),
            (bx + d * r * 1.2, by + r * 2.6),
            5,
        )
    ]
    if coat != "black":
        blend(ctx.img, blur(polylines(stripes + tail_rings, r * 0.16), 3) * whole, dark, 0.55)
        blend(
            ctx.img,
            ellipse(hx + d * r * 0.45, hy + r * 0.35, r * 0.45, r * 0.35, 4) * head,
            rgb("#f3e6d2"),
            0.7,
        )
    inner = np.maximum(
        polygon_fine(
            [
                (hx - r * 0.7, hy - r * 0.5),
                (hx - r * 0.65, hy - r * 1.1),
                (hx - r * 0.3, hy - r * 0.75),
            ]
        ),
        polygon_fine(
            [
                (hx + r * 0.3, hy - r * 0.75),
                (hx + r * 0.65, hy - r * 1.1),
                (hx + r * 0.7, hy - r * 0.5),
            ]
        ),
    )
    blend(ctx.img, blur(inner, 2), rgb("#e8a0a0"), 0.6)
    eyes = [
        (hx - r * 0.2 + d * r * 0.2, hy - r * 0.05),
        (hx + r * 0.45 + d * r * 0.2, hy - r * 0.05),
    ]
    focus_on(ctx, whole, 3, 2.0)
    return whole, eyes, coat


def _sparrow(ctx: Ctx, px: float, py: float, s: float, d: int) -> tuple[Arr, Pt]:
    """A house sparrow flying toward `d`, wings raised, its beak closed on (px, py); `s` is
    its body's length; returns its mask and its eye."""
    hx, hy = px - d * s * 0.2, py - s * 0.17
    hr = s * 0.2
    head = disc(hx, hy, hr, 2)
    beak = polygon_fine(
        [
            (hx + d * hr * 0.6, hy - hr * 0.35),
            (px + d * s * 0.04, py),
            (hx + d * hr * 0.55, hy + hr * 0.5),
        ]
    )
    cx, cy = hx - d * s * 0.42, hy + s * 0.06
    body = tilted_ellipse(cx, cy, s * 0.45, s * 0.24, d * 0.18)
    tail = polygon_fine(
        [
            (cx - d * s * 0.3, cy - s * 0.05),
            (cx - d * s * 0.85, cy + s * 0.12),
            (cx - d * s * 0.9, cy + s * 0.3),
            (cx - d * s * 0.3, cy + s * 0.16),
        ]
    )

    # two wings raised in a V, each a fan of feathers from the shoulder
    def wing(ox: float, oy: float, reach: float, turn: float) -> Arr:
        root = (cx + d * s * 0.1 + ox, cy - s * 0.1 + oy)
        base = -np.pi / 2 + d * 0.25 - d * turn
        parts = [
            tilted_ellipse(
                root[0] - d * s * 0.12, root[1] - s * 0.12, s * 0.3, s * 0.16, base + d * 0.9
            )
        ]
        for i, f in enumerate((1.0, 0.97, 0.9, 0.8, 0.68, 0.56, 0.46)):
            a = base - d * 0.17 * i
            ln = s * reach * f
            fx, fy = root[0] + np.cos(a) * ln * 0.52, root[1] + np.sin(a) * ln * 0.52
            parts.append(tilted_ellipse(fx, fy, ln * 0.52, s * (0.085 + 0.01 * i), a))
        return np.maximum.reduce(parts)

    far_w = wing(-d * s * 0.12, -s * 0.04, ctx.u(0.95, 1.05), ctx.u(0.45, 0.6))
    near_w = wing(0, 0, ctx.u(1.1, 1.25), ctx.u(0.0, 0.12))
    brown, chest = rgb("#8a5a34"), rgb("#e6dcc8")
    ctx.lit(far_w, mask_bbox(far_w), brown * 0.72, rim=0.8)
    bird = np.clip(np.maximum.reduce([head, beak, body, tail]), 0, 1)
    ctx.lit(bird, mask_bbox(bird), brown, rim=0.9)
    belly = tilted_ellipse(cx + d * s * 0.08, cy + s * 0.1, s * 0.34, s * 0.13, d * 0.18)
    blend(ctx.img, blur(belly * body, 4), chest, 0.75)
    blend(ctx.img, blur(disc(hx + d * hr * 0.1, hy + hr * 0.2, hr * 0.55, 2) * head, 3), chest, 0.6)
    blend(
        ctx.img,
        blur(disc(hx - d * hr * 0.2, hy - hr * 0.45, hr * 0.6, 2) * head, 3),
        rgb("#7c7f86"),
        0.6,
    )  # a grey crown
    bib = ellipse(hx + d * hr * 0.35, hy + hr * 0.8, hr * 0.35, hr * 0.4, 2)
    blend(ctx.img, bib * (1 - beak), rgb("#24201c"), 0.8)
    blend(ctx.img, beak, rgb("#3a3430"), 0.9)
    ctx.lit(near_w, mask_bbox(near_w), brown * 1.05, rim=1.0)
    # dark edges to the flight feathers
    tips = np.clip(near_w - blur(near_w, s * 0.05) * 1.3, 0, 1)
    blend(ctx.img, tips, rgb("#3a2414"), 0.6)
    whole = np.clip(np.maximum.reduce([bird, far_w, near_w]), 0, 1)
    focus_on(ctx, whole, 3, 2.0)
    return whole, (hx + d * hr * 0.25, hy - hr * 0.15)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    d = -s  # they fly toward the middle of the card, where the cottage waits below
    hy = _land(ctx, d, x)
    r = H * ctx.u(0.047, 0.05)
    px, py = x + d * r * ctx.u(1.6, 2.1), H * ctx.u(0.33, 0.36)
    cat, cat_eyes, coat = _cat(ctx, px, py, r, d)
    bird, eye = _sparrow(ctx, px, py, r * 3.3, d)
    add_element(
        ctx, "a sparrow", "main", mask_bbox(bird), ("animal", "bird", "small"), icon="sparrow"
    )
    add_element(ctx, f"a {coat} cat", "secondary", mask_bbox(cat), ("animal", "cat", "sleep"))
    # after the paint: the cat's closed eyes and whiskers, the sparrow's bright eye
    lids = [
        cubic(
            (ex - r * 0.2, ey),
            (ex - r * 0.08, ey + r * 0.12),
            (ex + r * 0.08, ey + r * 0.12),
            (ex + r * 0.2, ey),
            8,
        )
        for ex, ey in cat_eyes
    ]
    after_mask(ctx, polylines(lids, 5), "#1a1210", 0.9)
    mx, my = cat_eyes[1][0] + d * r * 0.15, cat_eyes[1][1] + r * 0.45
    wh = [[(mx, my + k * 8), (mx + d * r * 1.0, my - r * 0.1 + k * r * 0.22)] for k in (-1, 0, 1)]
    after_mask(ctx, polylines(wh, 2.5), "#f4efe6", 0.8)
    after_mask(ctx, disc(eye[0], eye[1], r * 0.13, 1.2), "#121010", 0.95)
    after_mask(ctx, disc(eye[0] + d * 3, eye[1] - 3, r * 0.04, 1), "#ffffff", 0.95)
    gen = ctx.side()
    sparkle = np.zeros((H, W), np.float32)
    for _ in range(120):
        sparkle[int(gen.uniform(hy + 20, H - 4)), int(gen.uniform(2, W - 2))] = 1.0
    after_mask(ctx, np.clip(blur(sparkle, 1.2) * 5, 0, 1), "#ffffff", 0.7)
    winter = ctx.pal.name != "spring"
    where = "over a snowy hillside" if winter else "over a spring meadow"
    below = "in the snow" if winter else "in the green grass"
    return Painted(
        f"On a bright morning a small brown sparrow flies {where}, wings raised, carrying a big "
        f"sleeping {coat} cat by the scruff of its neck, the way a mother cat carries her kitten; "
        f"the cat hangs limp and content with its eyes shut, and far below, {below}, a little "
        "village of cottages with lit windows waits for them to come home.",
        ["carrying", "home", "trust", "role reversal", "tenderness", "strength", "motherhood"],
    )


PREMISE = Premise(
    name="sparrow-carries-the-cat-home",
    figure="sparrow",
    palettes=("snow", "spring"),
    stage=stage,
)
