"""Premise "crayon-sun-warms-the-cat": a window on a grey winter day, frost on the panes and
snow outside; on the glass a child has drawn a big round sun in yellow and orange crayon, and
the crayon sun casts real warm golden light through the window onto the sill, where a cat
sleeps curled up in the warm patch beside a yellow crayon.

The cat is drawn from parts (a round body, a tucked head, ears, the tail wrapped round); the
crayon scribble, the wobbly rays and the frost are drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import curled_cat, mask_bbox, polygon_fine, polylines, segment

Pt = tuple[float, float]
FURS = {"grey tabby": "#8a8a92", "ginger": "#e8964c", "black and white": "#34302e"}


def stage(ctx: Ctx) -> Painted:
    cx, s = third(ctx)  # the cat on a vertical third, side s
    # the cold room: a grey-blue wall
    wall = rgb("#9aa4b0")
    ctx.img[:] = wall * (1 + 0.06 * (smooth_noise(ctx.rng, 140) - 0.5))[..., None]
    ctx.img *= (1 - 0.12 * np.clip(np.abs(XX - W / 2) / (W / 2), 0, 1))[..., None]
    # the window: two tall panes, a grey winter day and snow outside
    wx0, wx1 = W * 0.1, W * 0.9
    wy0, wy1 = H * 0.04, H * ctx.u(0.6, 0.63)
    view = ctx.sub("snow")
    view.texture_sky(0.04)
    view.img[:] = mix(view.img, rgb("#b8c0c8"), 0.35)  # a grey sky
    view.hills(0.5, 3, amp=40)
    side = ctx.side()
    for _ in range(7):
        tx = float(side.uniform(0.05, 0.95)) * W
        th = H * float(side.uniform(0.08, 0.16))
        tm, _ = icon_mask("pine-tree", tx, H * 0.5 - th / 2 + float(side.uniform(0, 60)), th)
        blend(view.img, tm, mix(rgb("#3e4e4a"), rgb("#c8d0d8"), float(side.uniform(0.3, 0.6))))
    view.specks(160, 2, 5, 0.0, 1.0, "#ffffff", 0.8)
    ctx.window(wx0, wy0, wx1, wy1, view.img)
    # frost creeping in from every pane's corners and edges
    glass = box(wx0, wy0, wx1, wy1, 2)
    mxw = W / 2
    myw = (wy0 + wy1) / 2
    dx = np.minimum(np.abs(XX - wx0), np.abs(XX - wx1))
    dx = np.minimum(dx, np.abs(XX - mxw))
    dy = np.minimum(np.abs(YY - wy0), np.abs(YY - wy1))
    dy = np.minimum(dy, np.abs(YY - myw))
    d = np.minimum(dx, dy) + 0.35 * np.maximum(dx, dy)
    bars = np.maximum(box(mxw - 8, wy0, mxw + 8, wy1, 1), box(wx0, myw - 8, wx1, myw + 8, 1))
    fr_n = smooth_noise(ctx.rng, 16) * 0.5 + smooth_noise(ctx.rng, 60) * 0.6
    frost = np.clip((130 * fr_n - d) / 20, 0, 1).astype(np.float32) * glass
    blend(ctx.img, frost, rgb("#f4f8fc"), 0.75)
    # the sill: a deep white-painted ledge seen from a little above
    sy0 = wy1 + 30
    sy1 = H * ctx.u(0.86, 0.88)
    sill = polygon_fine([(wx0 - 60, sy0), (wx1 + 60, sy0), (W + 40, sy1), (-40, sy1)])
    blend(ctx.img, sill, rgb("#dcdcd6"), 1.0)
    front = box(-40, sy1, W + 40, sy1 + 46, 2)
    blend(ctx.img, front, rgb("#b8b8b2"), 1.0)
    blend(ctx.img, box(-40, sy1 + 46, W + 40, sy1 + 80, 12), rgb("#50565e"), 0.45)
    below = box(-40, sy1 + 46, W + 40, H + 40, 2)
    ctx.img[:] = ctx.img * (1 - below[..., None] * 0.25)
    # the crayon sun on the glass of the cat's pane, high and a little toward the middle
    sun_x = W / 2 + s * W * ctx.u(0.16, 0.2)
    sun_y = H * ctx.u(0.17, 0.21)
    sr = W * ctx.u(0.11, 0.12)
    ctx.light = (sun_x, sun_y)
    # its warm light: a soft golden cone from the drawing down onto the sill, and a room
    # that warms near it
    pool_x, pool_y = cx, sy0 + (sy1 - sy0) * 0.55
    cone = polygon_fine(
        [
            (sun_x - sr, sun_y),
            (sun_x + sr, sun_y),
            (pool_x + W * 0.27, pool_y + 40),
            (pool_x - W * 0.27, pool_y + 40),
        ]
    )
    blend(ctx.img, blur(cone, 30), rgb("#ffd27a"), 0.45)
    beams = polylines(
        [[(sun_x + k * sr * 0.5, sun_y + sr), (pool_x + k * W * 0.16, pool_y)] for k in (-1, 0, 1)],
        50,
    )
    blend(ctx.img, blur(beams, 25), rgb("#ffe29a"), 0.3)
    glow(ctx.img, sun_x, sun_y, sr * 3.2, "#ffd070", 0.45)
    # the warm patch on the sill: a round pool of sunlight with the drawing's rays
    ang = np.arctan2((YY - pool_y) * 2.6, XX - pool_x)
    rr = np.hypot(XX - pool_x, (YY - pool_y) * 2.6)
    spikes = 1 + 0.28 * np.clip(np.cos(ang * 10), 0, 1) ** 3
    patch = np.clip((W * 0.24 * spikes - rr) / 30, 0, 1).astype(np.float32) * sill
    blend(ctx.img, blur(patch, 6), rgb("#ffcf6a"), 0.8)
    blend(ctx.img, blur(patch, 30) * sill, rgb("#ffe4a0"), 0.3)
    warm = np.clip(blur(cone, 80) * 1.3 + glass * 0.7 + blur(patch, 40), 0, 1)
    ctx.img *= (0.8 + 0.2 * warm)[..., None]
    # the drawing itself: a waxy yellow disc, scribbled; an orange ring; wobbly rays
    sun_m = disc(sun_x, sun_y, sr, 3) * (1 - bars)
    blend(ctx.img, sun_m, rgb("#ffd23a"), 0.95)
    gen = ctx.side()
    scrib = []
    for k in range(16):
        yy = sun_y - sr * 0.9 + k * sr * 0.12
        half = float(np.sqrt(max(0.0, sr**2 - (yy - sun_y) ** 2))) * 0.9
        scrib.append(
            [
                (sun_x - half + float(gen.uniform(-6, 6)), yy + float(gen.uniform(-8, 8))),
                (sun_x + half + float(gen.uniform(-6, 6)), yy + 22 + float(gen.uniform(-8, 8))),
            ]
        )
    scrib_m = polylines(scrib, 7) * disc(sun_x, sun_y, sr - 4, 2)
    ring_pts = [
        (
            sun_x + (sr + 4 * np.sin(a * 5)) * np.cos(a),
            sun_y + (sr + 4 * np.sin(a * 5)) * np.sin(a),
        )
        for a in np.linspace(0, 2 * np.pi * 1.04, 60)
    ]
    ring = polylines([ring_pts], 13) * (1 - bars)
    rays = []
    n_r = 11
    a0 = ctx.u(0, 1)
    for k in range(n_r):
        a = a0 + 2 * np.pi * k / n_r
        r0, r1 = sr + 26, sr + 26 + float(gen.uniform(70, 110))
        wob = float(gen.uniform(-0.1, 0.1))
        rays.append(
            [
                (sun_x + r0 * np.cos(a), sun_y + r0 * np.sin(a)),
                (
                    sun_x + (r0 + r1) / 2 * np.cos(a + wob),
                    sun_y + (r0 + r1) / 2 * np.sin(a + wob),
                ),
                (sun_x + r1 * np.cos(a - wob * 0.5), sun_y + r1 * np.sin(a - wob * 0.5)),
            ]
        )
    rays_m = polylines(rays, 15) * glass * (1 - bars)
    blend(ctx.img, rays_m, rgb("#f59a1e"), 0.9)
    blend(ctx.img, ring, rgb("#f08a1a"), 0.95)
    after_mask(ctx, scrib_m, "#ffb52e", 0.55)
    after_mask(ctx, ring * (smooth_noise(ctx.rng, 6) > 0.35), "#e2700e", 0.7)
    after_mask(ctx, rays_m * (smooth_noise(ctx.rng, 6) > 0.4), "#e87a10", 0.6)
    later_glow(ctx, sun_x, sun_y, sr * 1.8, "#ffe08a", 0.3)
    drawing = np.clip(sun_m + ring + rays_m, 0, 1)
    focus_on(ctx, drawing, 4, weight=0.9)
    add_element(
        ctx,
        "a sun drawn in yellow and orange crayon on the window glass",
        "secondary",
        mask_bbox(drawing),
        ("sun", "drawing", "crayon", "childhood", "warmth"),
    )
    # the cat asleep in the warm patch, curled round, its head toward the middle of the card
    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fur = rgb(FURS[fur_name])
    r = W * 0.165
    cy = pool_y - r * 0.25
    hs = -s  # the head toward the middle
    curled = curled_cat(cx, cy, r, hs)
    body, head, ears, tail, hx, hy = curled
    cat = curled.mask
    kb = mask_bbox(cat)
    ctx.contact(cat, kb)
    shadow = blur(ellipse(cx + s * 30, cy + r * 0.55, r * 1.2, r * 0.2, 4), 12) * (1 - cat)
    blend(ctx.img, shadow, rgb("#7a5a30"), 0.35)
    ctx.lit(body, kb, fur, rim=0.8)
    ctx.lit(tail, mask_bbox(tail), fur * 0.95, rim=0.7, separate=True)
    hm = np.clip(head + ears, 0, 1)
    crease = np.clip(blur(hm, 10) * 1.6 - hm, 0, 1) * body
    blend(ctx.img, crease, fur * 0.45, 0.7)
    ctx.lit(hm, mask_bbox(hm), fur * 1.05, rim=0.9, separate=True)
    # the warm light lying on its back
    top = np.clip((cy + r * 0.1 - YY) / (r * 0.7), 0, 1).astype(np.float32) * cat
    blend(ctx.img, top, rgb("#ffd890"), 0.55)
    if fur_name == "black and white":
        blend(ctx.img, ellipse(hx, hy + r * 0.2, r * 0.28, r * 0.18, 3), rgb("#efe8e0"), 0.9)
    if fur_name != "black and white":
        stripes = polylines(
            [
                [
                    (cx - hs * r * (0.75 - 0.3 * k), cy - r * 0.6),
                    (cx - hs * r * (0.62 - 0.3 * k), cy - r * (0.38 - 0.04 * k)),
                    (cx - hs * r * (0.66 - 0.3 * k), cy - r * (0.18 + 0.06 * k)),
                ]
                for k in range(4)
            ],
            9,
        )
        after_mask(ctx, stripes * body, fur * 0.6, 0.6)
    eyes = polylines(
        [
            [
                (hx - r * 0.25, hy - r * 0.02),
                (hx - r * 0.15, hy + r * 0.05),
                (hx - r * 0.05, hy - r * 0.02),
            ],
            [
                (hx + r * 0.08, hy - r * 0.02),
                (hx + r * 0.18, hy + r * 0.05),
                (hx + r * 0.28, hy - r * 0.02),
            ],
        ],
        4,
    )
    after_mask(ctx, eyes, "#2a1a14", 0.85)
    blend(ctx.img, disc(hx + hs * r * 0.02, hy + r * 0.14, r * 0.05, 1.5), rgb("#d87a7a"), 0.9)
    focus_on(ctx, cat, 5, box=kb)
    add_element(
        ctx,
        f"a {fur_name} cat asleep, curled up in a patch of warm light",
        "main",
        kb,
        ("cat", "sleep", "animal", "warmth", "home"),
    )
    # one yellow crayon lying on the sill, in front of the cat's nose, its paper half torn
    kx, ky = cx + hs * r * 1.55, pool_y + r * 0.55
    if not 90 < kx < W - 90:
        kx = cx - hs * r * 1.4
    ka = ctx.u(-0.35, -0.15) * hs
    cl = 210.0
    ux, uy = np.cos(ka), np.sin(ka)

    def q(u: float, v: float) -> Pt:
        return (kx + ux * u - uy * v, ky + uy * u + ux * v)

    stick = polygon_fine([q(-cl / 2, -13), q(cl / 2 - 30, -13), q(cl / 2 - 30, 13), q(-cl / 2, 13)])
    tipc = polygon_fine([q(cl / 2 - 31, -13), q(cl / 2, -3), q(cl / 2, 3), q(cl / 2 - 31, 13)])
    wrap = polygon_fine(
        [q(-cl / 2 + 6, -14), q(cl / 2 - 50, -14), q(cl / 2 - 50, 14), q(-cl / 2 + 6, 14)]
    )
    crayon = np.clip(stick + tipc, 0, 1)
    ctx.cast_shadow(crayon, mask_bbox(crayon), ky + 14, 0.35)
    ctx.lit(crayon, mask_bbox(crayon), rgb("#ffcc22"), rim=0.5, separate=True)
    blend(ctx.img, wrap, rgb("#e8a818"), 0.6)
    bands = np.maximum(
        segment(*q(-cl / 2 + 18, -14), *q(-cl / 2 + 18, 14), 4),
        segment(*q(cl / 2 - 64, -14), *q(cl / 2 - 64, 14), 4),
    )
    after_mask(ctx, bands, "#7a4a08", 0.7)
    focus_on(ctx, crayon, 3)
    add_element(
        ctx, "a yellow crayon", "secondary", mask_bbox(crayon), ("crayon", "drawing", "child")
    )
    return Painted(
        f"On a grey winter day, on a frosty window looking out on snow, a child has drawn a big "
        f"sun in yellow and orange crayon, and it shines real warm golden light onto the window "
        f"sill, where a {fur_name} cat sleeps curled up in the warm patch beside a yellow crayon.",
        [
            "warmth",
            "imagination",
            "childhood",
            "comfort",
            "hope",
            "winter",
            "home",
            "make-believe",
        ],
        setting="in a cold grey room",
    )


PREMISE = Premise(
    name="crayon-sun-warms-the-cat",
    figure="cat",
    palettes=("snow",),
    stage=stage,
    max_cards=1,
    frame=False,
)
