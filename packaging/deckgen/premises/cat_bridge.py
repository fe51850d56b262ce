"""Premise "cat-bridge": At dawn, a big ginger cat stands across a stream with
its hind paws on one bank and its front paws on the other, its back arched high like a
humpbacked bridge; a little mouse with a lantern walks over the top of the arch, and the
cat's arch and its reflection in the still water make a full circle, as old bridges do.

The cat is drawn from parts (an arched body, four legs, a head in profile, a tail curled
up); its stripes, whiskers and the mouse's lantern are drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, fbm, mix, rgb, ridge
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon

Pt = tuple[float, float]
FURS = (("#d07a34", "#7a3a14"), ("#c88a48", "#6a3a1a"), ("#d8843c", "#8a4216"))


def mirror(m: Arr, y: float) -> Arr:
    """Mask `m` flipped about the waterline y (its reflection)."""
    out = np.zeros_like(m)
    yi = int(y)
    n = min(yi, H - yi)
    out[yi : yi + n] = m[yi - n : yi][::-1]
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cat's head is on side s
    ctx.texture_sky(0.05)
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.22, 0.32), H * ctx.u(0.14, 0.2)
    ctx.celestial(sun_x, sun_y, 60, "sun")
    ctx.streaks(ctx.u(0.22, 0.3), ctx.u(0.32, 0.38), 0.5)
    # the far shore: low wooded hills in the haze
    wl = H * 0.5  # the horizon, where the stream comes from
    far = ridge(ctx.rng, wl - 130, 50, 240, 0.3)
    blend(ctx.img, far, mix(rgb("#6a5a4a"), ctx.sky_at(0.55), 0.55))
    trees = ridge(ctx.rng, wl - 60, 40, 60, 0.6)
    blend(ctx.img, trees, mix(rgb("#4a4a36"), ctx.sky_at(0.6), 0.4))
    # the stream: still water holding the sky, a little darker, with long ripples
    water = np.clip((YY - wl) / 2, 0, 1).astype(np.float32)
    sky_flip = ctx.img[::-1].copy()  # row wl + k holds the sky's row wl - k
    n = int(H - wl)
    refl = np.zeros_like(ctx.img)
    refl[int(wl) :] = sky_flip[H - int(wl) : H - int(wl) + n]
    rip = 1 + 0.05 * (np.sin(YY / 7 + 6 * fbm(ctx.rng, 90, 2)) * np.clip((YY - wl) / 300, 0, 1))
    blend(ctx.img, water, np.clip(mix(refl, rgb("#4a6a7a"), 0.25) * rip[..., None], 0, 1))
    # the meadow on both banks, the stream running toward us between them, widening
    bank_y = H * 0.68
    gx = W / 2
    stream = polygon_fine(
        [
            (gx - 24, wl),
            (gx + 24, wl),
            (gx + W * 0.08, wl + (bank_y - wl) * 0.45),
            (gx + W * 0.2, bank_y),
            (gx + W * 0.3, bank_y + (H - bank_y) * 0.5),
            (gx + W * 0.36, H + 10),
            (gx - W * 0.36, H + 10),
            (gx - W * 0.3, bank_y + (H - bank_y) * 0.5),
            (gx - W * 0.2, bank_y),
            (gx - W * 0.08, wl + (bank_y - wl) * 0.45),
        ]
    )
    banks = water * (1 - stream)
    near_t = np.clip((YY - wl) / (H - wl), 0, 1)[..., None]
    grass = mix(ctx.sky_at(0.5), rgb("#7a8a3e"), 0.55) * (1 - near_t) + rgb("#6a8a3a") * near_t
    grass = grass * (1 + 0.22 * (fbm(ctx.rng, 30, 2) - 0.5))[..., None]
    blend(ctx.img, banks, np.clip(grass, 0, 1))
    shore = np.clip(blur(stream, 8) - stream, 0, 1)
    blend(ctx.img, np.clip(shore * 4, 0, 1) * banks, rgb("#5a4a30"), 0.7)
    depth = np.clip((YY - bank_y) / (H - bank_y), 0, 1)
    ctx.img *= (1 - 0.3 * banks * depth)[..., None]
    water = water * stream
    # the cat, side on: hind paws on the bank at -s, front paws on the bank at s
    fur, dark = FURS[int(ctx.rng.integers(len(FURS)))]
    hip = (gx - s * W * 0.2, bank_y - 330)
    shoulder = (gx + s * W * 0.2, bank_y - 320)
    apex_y = bank_y - ctx.u(560, 620)
    spine = cubic(
        hip,
        (hip[0] + s * 40, apex_y - 40),
        (shoulder[0] - s * 40, apex_y - 40),
        shoulder,
        40,
    )
    widths = [150 + 40 * np.sin(np.pi * k / 40) for k in range(41)]
    body = ribbon(spine, widths, 2)
    legs = np.zeros((H, W), np.float32)  # the near pair
    far_legs = np.zeros((H, W), np.float32)  # the far pair, a step apart, in shade
    socks: list[Arr] = []  # its white paws
    for lx, d in ((hip[0], -1), (shoulder[0], 1)):
        top_y = hip[1] if d < 0 else shoulder[1]
        for off, target in ((0, legs), (1, far_legs)):
            fx = lx + s * d * (60 + 95 * off)
            leg = ribbon(
                [
                    (lx + s * d * 30 * off, top_y + 20),
                    (fx - s * d * 12, bank_y - 130),
                    (fx, bank_y - 30),
                ],
                [70, 50, 46],
                2,
            )
            paw = ellipse(fx + s * 12, bank_y - 24, 36, 18, 2)
            np.maximum(target, np.maximum(leg, paw), out=target)
            socks.append(paw)
    # the head in profile beyond the shoulders, looking down at the water; two ears
    hx, hy = shoulder[0] + s * 150, shoulder[1] - 30
    head = ellipse(hx, hy, 100, 88, 2)
    neck = ribbon([shoulder, (hx - s * 40, hy + 10)], [150, 120], 2)
    muzzle = ellipse(hx + s * 80, hy + 28, 52, 40, 2)
    ears = polygon_fine([(hx - s * 60, hy - 60), (hx - s * 40, hy - 150), (hx + s * 10, hy - 80)])
    ears = np.maximum(
        ears,
        polygon_fine([(hx + s * 10, hy - 80), (hx + s * 40, hy - 160), (hx + s * 70, hy - 60)]),
    )
    tail = ribbon(
        cubic(
            (hip[0] - s * 40, hip[1] + 10),
            (hip[0] - s * 200, hip[1] + 60),
            (hip[0] - s * 230, hip[1] - 260),
            (hip[0] - s * 120, hip[1] - 300),
            24,
        ),
        [56 - k for k in range(25)],
        2,
    )
    near = np.maximum.reduce([body, legs, head, neck, muzzle, ears, tail])
    cat = np.maximum(near, far_legs)
    cb = mask_bbox(cat)
    # its reflection first, under it in the water, darker and broken by ripples
    rm = mirror(cat, bank_y - 10) * water
    ripples = np.clip(np.sin(YY / 5 + 8 * fbm(ctx.rng, 60, 2)) * 0.5 + 0.7, 0, 1)
    blend(ctx.img, blur(rm, 3) * ripples, mix(rgb(fur), rgb("#2a2a30"), 0.45), 0.75)
    ctx.lit(far_legs, mask_bbox(far_legs), rgb(fur) * 0.62, rim=0.3)
    ctx.lit(near, mask_bbox(near), rgb(fur), rim=0.7)
    # the lighter belly and chest, the tabby stripes across the back
    belly = cat * np.clip((YY - (apex_y + 110)) / 60, 0, 1) * (1 - legs) * (1 - tail)
    blend(ctx.img, blur(belly, 6) * body, mix(rgb(fur), rgb("#f4dcb8"), 0.5), 0.5)
    stripes = []
    for k in range(3, 38, 4):
        (ax, ay), (bx, by) = spine[k], spine[k + 1]
        nx, ny = -(by - ay), bx - ax
        ln = float(np.hypot(nx, ny)) or 1.0
        nx, ny = nx / ln, ny / ln
        w = widths[k] / 2
        sgn = -1 if ny > 0 else 1  # from the top edge of the back, a little way down
        stripes.append(
            [
                (ax + sgn * nx * w, ay + sgn * ny * w),
                (ax + sgn * nx * w * 0.2, ay + sgn * ny * w * 0.2),
            ]
        )
    after_mask(ctx, blur(polylines(stripes, 16), 3) * body, dark, 0.4)
    # the face: a closed, contented eye, a pink nose, whiskers
    ex, ey = hx + s * 30, hy - 5
    eye = polylines([[(ex - 22, ey - 2), (ex, ey + 8), (ex + 22, ey - 2)]], 6)
    after_mask(ctx, eye, "#2a160a", 0.9)
    after_mask(ctx, disc(hx + s * 128, hy + 16, 11, 1.5), "#d87a7a", 0.95)
    whisk = polylines(
        [
            [(hx + s * 100, hy + 40), (hx + s * 190, hy + 30)],
            [(hx + s * 100, hy + 48), (hx + s * 188, hy + 56)],
            [(hx + s * 96, hy + 55), (hx + s * 175, hy + 80)],
        ],
        2.5,
    )
    after_mask(ctx, whisk, "#fff4e0", 0.85)
    inner = polygon_fine([(hx - s * 44, hy - 75), (hx - s * 40, hy - 125), (hx - s * 8, hy - 82)])
    blend(ctx.img, inner, rgb("#c87a6a"), 0.6)
    # a white muzzle and chin, white paws: a ginger cat's markings, which shape its face
    cream = rgb("#f4e2c8")
    snout = ellipse(hx + s * 92, hy + 36, 46, 32, 3) * muzzle
    ctx.lit(snout, mask_bbox(snout), cream, rim=0.3)
    for k, paw in enumerate(socks):
        blend(ctx.img, paw, cream * (0.7 if k % 2 else 1.0), 0.9)
    focus_on(ctx, cat, 8, 1.6)
    focus_on(ctx, np.maximum.reduce([head, muzzle, ears]), 6, 2.5)
    add_element(
        ctx,
        "a big ginger cat arched across a stream like a bridge",
        "main",
        cb,
        ("animal", "cat", "bridge", "help"),
    )
    # the mouse on top of the arch, walking across with a lantern
    mh = H * 0.1
    top_pt = min(spine, key=lambda p: p[1])
    mx, my = top_pt[0] - s * 20, top_pt[1] - widths[20] / 2 - mh / 2 + 14
    sec(ctx, "rat", mx, my, mh, fill="#8a7a70", flip=s < 0)
    lx, ly = mx + s * mh * 0.42, my - mh * 0.3
    later_icon(ctx, "old-lantern", lx, ly + 30, 46, "#3a2a1a")
    later_glow(ctx, lx, ly + 34, 90, "#ffd890", 0.6, core=6)
    # reeds at the banks' feet, and a couple of lily pads on the water
    gen = ctx.side()
    reeds = []
    for d in (-1, 1):
        for _ in range(9):
            rx = gx + d * W * float(gen.uniform(0.28, 0.36))
            ry = bank_y + float(gen.uniform(40, 140))
            hgt = float(gen.uniform(90, 180))
            reeds.append([(rx, ry), (rx + float(gen.uniform(-20, 20)), ry - hgt)])
    rmask = polylines(reeds, 5) * (1 - cat)
    blend(ctx.img, rmask, rgb("#4a5a2a"), 0.9)
    for _ in range(3):
        px, py = gx + float(gen.uniform(-160, 160)), bank_y + float(gen.uniform(80, 480))
        pad = ellipse(px, py, 60, 18, 2) * (1 - blur(rm, 2)) * water
        if pad.max() > 0.5:
            ctx.lit(pad, mask_bbox(pad), rgb("#5a8a44"), rim=0.4)
    return Painted(
        "At dawn a big ginger cat stands across a stream, hind paws on one bank "
        "and front paws on the other, its back arched high like an old humpbacked bridge, eyes "
        "closed; a little mouse carrying a lantern walks over the top of the arch, and the cat "
        "and its reflection in the still water make a full circle.",
        [
            "help",
            "crossing",
            "trust",
            "unlikely friends",
            "connection",
            "kindness",
            "enemies",
            "journey",
            "patience",
            "safe passage",
        ],
        setting="in pink dawn light",
    )


PREMISE = Premise(
    name="cat-bridge",
    figure="cat",
    palettes=("dawn",),
    stage=stage,
    max_cards=1,
    frame=False,
)
