"""Premise "fox-melts-the-snow": Seen from above, a fox sleeps curled up in the middle of a
white snowfield, and all around it the snow has melted into a round patch of spring grass
and flowers, as if its warmth were a season.

The fox is built from parts (a round body, a tail wrapped around it, a head tucked into
the tail, ears, a white tail tip), since no icon shows a fox curled up seen from above.
"""

from __future__ import annotations

import numpy as np

from ..kit.ground import meadow_from_above
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, blend, blur, disc, ellipse, fbm, rgb
from ..kit.place import add_element, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    meadow_from_above(ctx)
    cx = W * (0.5 + s * ctx.u(0.04, 0.08))
    cy = H * ctx.u(0.52, 0.56)
    R = H * 0.13
    ctx.light = (W / 2 - s * W * 0.6, -H * 0.2)
    # the patch of spring: a round, ragged hole in the snow
    ang = np.arctan2(YY - cy, XX - cx)
    rr = R * 2.1 * (1 + sum(ctx.u(0.03, 0.08) * np.sin(k * ang + ctx.u(0, 6)) for k in (2, 3, 5)))
    dist = np.hypot(XX - cx, YY - cy)
    patch = np.clip((rr - dist) / 6, 0, 1)
    g = fbm(ctx.rng, 40, 3)
    grass = np.stack([0.36 + 0.12 * g, 0.56 + 0.16 * g, 0.28 + 0.08 * g], -1)
    grass *= (0.8 + 0.25 * np.clip(dist / rr, 0, 1))[..., None]  # darker where it is warm
    ctx.img[:] = ctx.img * (1 - patch[..., None]) + grass * patch[..., None]
    wet = np.clip(1 - np.abs(dist - rr) / 22, 0, 1)
    blend(ctx.img, wet * patch, rgb("#3f5a3a"), 0.5)
    # the snow's cut edge: lit on the side facing the light, shadowed across the hole
    lx = np.sign(ctx.light[0] - cx)
    lip = np.clip(1 - np.abs(dist - rr - 10) / 12, 0, 1) * (1 - patch)
    blend(ctx.img, lip, rgb("#ffffff"), 0.8)
    shadow = np.clip((rr - dist) / 40, 0, 1) * np.clip(1 - (rr - dist) / 60, 0, 1)
    shadow *= np.clip(-np.cos(ang - (0 if lx > 0 else np.pi)) * 1.2, 0, 1)
    blend(ctx.img, shadow, rgb("#27402a"), 0.45)
    side = ctx.side()
    flowers = ("#f4d03f", "#f2f0ea", "#e88aa8", "#b48ae0", "#f29a3a")
    for _ in range(150):
        a, d = float(side.uniform(-np.pi, np.pi)), float(side.uniform(0.2, 0.97))
        fx = cx + np.cos(a) * d * R * 2.05
        fy = cy + np.sin(a) * d * R * 2.05
        col = flowers[int(side.integers(len(flowers)))]
        blend(ctx.img, disc(fx, fy, float(side.uniform(7, 13)), 2) * patch, rgb(col), 0.95)
    # a line of paw prints coming in across the snow to the patch
    px, py = cx + s * W * 0.65, H * 0.02
    steps = []
    for k in range(24):
        t = k / 23
        x = px + (cx + s * rr.max() * 0.0 - px) * t
        y = py + (cy - R * 2.2 - py) * t
        if np.hypot(x - cx, y - cy) < R * 2.35:
            break
        off = 18 if k % 2 else -18
        steps.append((x + off, y))
    for x, y in steps:
        blend(ctx.img, ellipse(x, y, 13, 16, 3), rgb("#9fb2c6"), 0.8)

    # the fox: body, tail wrapped around the front, head resting on it, nose under the
    # tail's white tip
    def at(u: float, v: float) -> tuple[float, float]:
        return (cx + s * u * R, cy + v * R)

    fur = rgb("#c8692f")
    body = ellipse(*at(0.12, -0.08), R * 1.0, R * 0.8, 3)
    arc = [at(1.0 * np.cos(t) + 0.05, 0.78 * np.sin(t) + 0.1) for t in np.linspace(-0.4, 3.15, 18)]
    widths = [
        R * w for w in np.interp(np.linspace(0, 1, 18), [0, 0.3, 0.8, 1], [0.3, 0.48, 0.5, 0.34])
    ]
    tail = ribbon(arc, widths, 2)
    hx, hy = at(-0.4, 0.1)
    head = ellipse(hx, hy, R * 0.44, R * 0.38, 3)
    nose = at(-1.0, 0.4)
    snout = polygon_fine([at(-0.45, -0.12), nose, at(-0.3, 0.42)])
    ears = [
        [at(-0.3, -0.2), at(-0.1, -0.7), at(0.05, -0.08)],
        [at(-0.55, -0.22), at(-0.66, -0.74), at(-0.84, -0.12)],
    ]
    ear_m = np.maximum(polygon_fine(ears[0]), polygon_fine(ears[1]))
    tip_m = tail * np.clip(sum(disc(x, y, R * 0.27, 4) for x, y in arc[-3:]), 0, 1)
    fox_m = np.clip(np.maximum.reduce([body, tail, head, snout, ear_m]), 0, 1)
    bb = mask_bbox(fox_m)
    ctx.cast_shadow(fox_m, bb, bb[3], 0.3, k=0.05)
    ctx.lit(body, bb, fur * 0.92, rim=0.4)
    ctx.lit(ear_m, bb, rgb("#8a3a1a"), rim=0.5)
    for e in ears:  # dark ear tips
        blend(ctx.img, disc(e[1][0], e[1][1], R * 0.2, 3) * ear_m, rgb("#24160f"), 0.95)
    ctx.lit(np.clip(tail - tip_m, 0, 1), bb, rgb("#d2702f"), rim=0.6)
    ctx.lit(tip_m, bb, rgb("#fbf8f2"), rim=0.4, separate=False)
    ctx.lit(np.clip(head + snout, 0, 1), bb, rgb("#d8803e"), rim=0.6)
    muzzle = snout * disc(*at(-0.7, 0.32), R * 0.3, 4)
    blend(ctx.img, muzzle, rgb("#f2e2cc"), 0.8)
    blend(ctx.img, disc(nose[0], nose[1], R * 0.08, 2), rgb("#1e1410"), 0.95)
    # the crease where the tail lies over the body, said darker
    crease = np.clip(blur(tail, 6) - tail, 0, 1) * body * 3
    blend(ctx.img, np.clip(crease, 0, 1), rgb("#5a2a12"), 0.6)
    pad = 14
    sl = (slice(bb[1] - pad, bb[3] + pad), slice(max(0, bb[0] - pad), bb[2] + pad))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(fox_m[sl] * 2, 0, 1))
    add_element(ctx, "a fox curled up asleep", "main", bb, ("animal", "cunning", "wild", "sleep"))
    # the closed eye, a dark curve drawn after the paint (thinner than a stroke)
    ex, ey = at(-0.5, 0.02)
    eye = [(ex - R * 0.1, ey - R * 0.03), (ex, ey + R * 0.04), (ex + R * 0.1, ey - R * 0.02)]
    after_mask(ctx, polylines([eye], 5), "#2a1a12", 0.9)
    # a butterfly already come to the warmth
    bx = cx - s * R * 1.5
    by = cy - R * 1.35
    sec(ctx, "butterfly", bx, by, H * 0.075, rot=-20 * s, fill="#4f86d8")
    return Painted(
        "Seen from above, a fox sleeps curled up in the middle of a white snowfield, nose in "
        "its tail, and all around it the snow has melted into a round patch of green grass "
        "and spring flowers; a butterfly has come to the warmth, and a line of paw prints "
        "crosses the snow to it.",
        [
            "inner warmth",
            "warmth",
            "spring",
            "rest",
            "hope",
            "comfort zone",
            "change",
            "softness",
            "tenderness",
            "magic",
        ],
        setting="seen from above on a white snowfield",
    )


PREMISE = Premise(
    name="fox-melts-the-snow",
    figure="fox",
    palettes=("snow",),
    stage=stage,
    max_cards=1,
    frame=False,
)
