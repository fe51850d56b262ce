"""Premise "lion-at-the-barber": inside a small old barber shop with a chequered floor and a
big sunny window (a striped barber pole outside), a lion sits in the barber's chair with a
white cloth tied round his neck, eyes shut, trusting, while a small mouse on a tall stool trims
his huge mane with scissors; golden tufts of mane lie on the floor round the chair.

The lion is drawn from shapes (a ragged mane, a face with a muzzle, closed eyes drawn after
the paint) above a white cape that hides his body; the mouse is the "rat" icon (reared up).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, disc, ellipse, fbm, glow, rgb
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines

MANES = (("#d08a2c", "#7a3e14"), ("#c67a28", "#6a3412"), ("#d89a3a", "#804a1a"))


def _street(ctx: Ctx, y1: float) -> np.ndarray:
    """The street outside at noon: blue sky, a sunny house front across the way."""
    out = ctx.sub("noon")
    out.texture_sky(0.04)
    out.light = (W * 0.5, -H * 0.2)
    front = box(-10, H * 0.2, W + 10, H + 10, 2)
    blend(out.img, front, rgb("#e8d2a8"))
    tex = fbm(out.rng, 60, 2) - 0.5
    out.img *= (1 + 0.12 * tex * front)[..., None]
    for k in range(4):  # its windows and a door across the street
        wx = W * (0.12 + 0.25 * k)
        blend(out.img, box(wx - 50, H * 0.27, wx + 50, H * 0.4, 2), rgb("#5a7a90"))
        blend(out.img, box(wx - 60, H * 0.4, wx + 60, H * 0.415, 2), rgb("#f4ead8"))
    blend(out.img, box(-10, y1 - 60, W + 10, H + 10, 2), rgb("#b8b0a0"))  # the pavement
    return np.asarray(out.img, np.float32)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    mane_c, mane_d = MANES[int(ctx.rng.integers(len(MANES)))]
    # the shop's wall: pale plaster over a dark wood wainscot
    wall = rgb(["#efe4c8", "#e6eadb", "#f0ddc8"][int(ctx.rng.integers(3))])
    ctx.img[:] = wall
    ctx.img *= (1 + 0.08 * (fbm(ctx.rng, 140, 3) - 0.5))[..., None]
    fy = H * 0.74  # where the wall meets the floor
    blend(ctx.img, box(-5, fy - H * 0.12, W + 5, fy, 2), rgb("#7a5236"))
    blend(ctx.img, box(-5, fy - H * 0.125, W + 5, fy - H * 0.115, 2), rgb("#5a3a24"))
    # the big window on the side away from the lion, daylight and a barber pole outside
    wx0 = W * 0.05 if s > 0 else W * 0.5 + W * 0.02
    wx1 = wx0 + W * 0.43
    wy0, wy1 = H * 0.08, H * 0.5
    ctx.window(wx0, wy0, wx1, wy1, _street(ctx, wy1))
    ctx.light = ((wx0 + wx1) / 2, (wy0 + wy1) / 2)
    # the barber pole outside, just past the glass, its stripes slanting
    px = wx0 + W * 0.07 if s > 0 else wx1 - W * 0.07
    pw = 34
    pole = box(px - pw, wy0 + 50, px + pw, wy1 - 10, 6)
    stripe = (np.sin((YY + (XX - px) * 0.9) / 22) > 0).astype(np.float32)
    blend(ctx.img, pole, rgb("#f6f2ea"))
    blend(ctx.img, pole * stripe, rgb("#c8262a"))
    shade = np.clip(np.abs(XX - px) / pw, 0, 1) ** 2
    blend(ctx.img, pole * shade, rgb("#3a3440"), 0.35)
    for cy in (wy0 + 42, wy1 - 6):
        blend(ctx.img, ellipse(px, cy, pw + 8, 14, 2), rgb("#d8c070"))
    add_element(
        ctx,
        "a striped barber pole outside the window",
        "secondary",
        (int(px - pw), int(wy0 + 30), int(px + pw), int(wy1)),
        ("barber", "stripes", "street"),
    )
    # a bright glow of daylight round the window, and its sunny patch on the floor
    glow(ctx.img, (wx0 + wx1) / 2, (wy0 + wy1) / 2, 700, "#fff6dc", 0.35)
    # the chequered floor in perspective
    hy = H * 0.42  # the eye's height
    fmask = np.clip((YY - fy) / 2, 0, 1)
    depth = 900.0 / np.maximum(YY - hy, 1)
    u = (XX - W / 2) * depth / 115
    v = depth * 4.4
    chk = ((np.floor(u) + np.floor(v)) % 2).astype(np.float32)
    chk = blur(chk, 1.2)
    light_t, dark_t = rgb("#f2ead8"), rgb("#4e5664")
    floor = light_t * (1 - chk[..., None]) + dark_t * chk[..., None]
    blend(ctx.img, fmask, floor)
    # the sun's patch on the floor, cast from the window toward the chair
    sx0, sx1 = wx0, wx1
    patch = polygon_fine(
        [(sx0, fy + 20), (sx1, fy + 20), (sx1 + s * 260, H * 0.97), (sx0 + s * 200, H * 0.97)]
    )
    patch = blur(patch, 14) * fmask
    blend(ctx.img, patch, rgb("#fff4d4"), 0.45)
    # the barber chair: a chrome pedestal on a round foot, a red leather seat and arms
    cy_seat = H * 0.6
    base = ellipse(x, fy + H * 0.1, 150, 34, 3)
    ped = box(x - 34, cy_seat + 40, x + 34, fy + H * 0.1, 3)
    chrome = rgb("#b8bcc4")
    chair_bits = np.maximum(base, ped)
    ctx.cast_shadow(chair_bits, mask_bbox(chair_bits), fy + H * 0.11, strength=0.35)
    ctx.lit(chair_bits, mask_bbox(chair_bits), chrome, rim=0.8)
    leather = rgb(["#9a2a2a", "#2f5a4a", "#7a2a3a"][int(ctx.rng.integers(3))])
    back = box(x - 175, H * 0.26, x + 175, cy_seat, 30)
    seat = box(x - 230, cy_seat - 30, x + 230, cy_seat + 55, 20)
    foot = box(x - 150, cy_seat + 170, x + 150, cy_seat + 195, 6)
    strut = box(x - 12, cy_seat + 40, x + 12, cy_seat + 185, 3)
    chair = np.maximum.reduce([back, seat, foot * 0, strut * 0])
    ctx.lit(chair, mask_bbox(chair), leather, rim=0.6)
    ctx.lit(np.maximum(foot, strut), mask_bbox(np.maximum(foot, strut)), chrome, rim=0.7)
    # the lion's body hidden under the white cape, flaring from the neck to below the seat
    neck_y = H * 0.45
    hem = []
    n = 14
    for k in range(n + 1):
        t = k / n
        hx = x - 250 + 500 * t
        hem.append((hx, cy_seat + 120 + 18 * np.sin(t * np.pi * 5) + 30 * np.sin(t * np.pi)))
    cape_pts = [(x - 80, neck_y), (x + 80, neck_y), (x + 210, cy_seat - 10)]
    cape_pts += [*hem[::-1], (x - 210, cy_seat - 10)]
    cape = polygon_fine(cape_pts)
    # his big paws on the footrest, out from under the cape, and his tufted tail
    paws = np.maximum(
        ellipse(x - 70, cy_seat + 165, 62, 34, 3), ellipse(x + 70, cy_seat + 165, 62, 34, 3)
    )
    legs = np.maximum(
        box(x - 115, cy_seat + 110, x - 30, cy_seat + 160, 6),
        box(x + 30, cy_seat + 110, x + 115, cy_seat + 160, 6),
    )
    tail_pts = cubic(
        (x + s * 200, cy_seat + 90),
        (x + s * 300, cy_seat + 140),
        (x + s * 290, fy + 60),
        (x + s * 230, fy + 120),
        24,
    )
    tail = polylines([tail_pts], 22)
    tuft = ellipse(tail_pts[-1][0] - s * 6, tail_pts[-1][1] + 14, 26, 34, 4)
    body = np.maximum.reduce([paws, legs, tail])
    fur = rgb("#d8a860")
    ctx.cast_shadow(
        np.maximum(np.maximum(cape, body), chair),
        mask_bbox(np.maximum(cape, body)),
        fy + H * 0.1,
        strength=0.3,
    )
    ctx.lit(body, mask_bbox(body), fur, rim=0.6)
    ctx.lit(tuft, mask_bbox(tuft), rgb(mane_d), rim=0.5)
    ctx.lit(cape, mask_bbox(cape), rgb("#f6f4ee"), rim=0.8, separate=True)
    fold = np.zeros((H, W), np.float32)
    for k in (-2, -1, 0, 1, 2):
        fx = x + k * 62
        fold = np.maximum(
            fold, polylines([[(x + k * 22, neck_y + 40), (fx + k * 20, cy_seat + 120)]], 10)
        )
    blend(ctx.img, blur(fold, 5) * cape, rgb("#a8aab8"), 0.35)
    # the mane: a huge ragged ring of gold, trimmed shorter on the mouse's side
    hx, hy_ = x, H * 0.35
    ang = np.arctan2(YY - hy_, XX - hx)
    rad = np.hypot(XX - hx, YY - hy_)
    jag = 1 + 0.07 * np.sin(ang * 11 + ctx.u(0, 6)) + 0.05 * np.sin(ang * 17 + ctx.u(0, 6))
    jag += 0.08 * (fbm(ctx.rng, 30, 2) - 0.5)
    trim = 1 - 0.16 * np.clip(np.cos(ang) * -s, 0, 1) ** 2  # shorter toward the mouse
    mane = np.clip((240 * jag * trim - rad) / 3, 0, 1).astype(np.float32)
    mb = mask_bbox(mane)
    ctx.lit(mane, mb, rgb(mane_c), rim=0.7)
    locks = np.sin(ang * 40 + 3 * fbm(ctx.rng, 40, 2)) * np.clip((rad - 90) / 120, 0, 1)
    blend(ctx.img, mane * np.clip(locks, 0, 1) * 0.6, rgb(mane_d), 0.5)
    # the face: ears, a broad tawny face, a pale muzzle, a dark nose
    face_c = rgb("#e6b878")
    ears = np.maximum(ellipse(hx - 88, hy_ - 92, 34, 30, 3), ellipse(hx + 88, hy_ - 92, 34, 30, 3))
    face = np.maximum(ellipse(hx, hy_ - 6, 118, 128, 3), ears)
    ctx.lit(face, mask_bbox(face), face_c, rim=0.4)
    for ex in (-88, 88):
        blend(ctx.img, ellipse(hx + ex, hy_ - 90, 16, 14, 3), rgb("#8a5a3a"), 0.8)
    muzzle = np.maximum(
        ellipse(hx - 34, hy_ + 60, 46, 36, 3), ellipse(hx + 34, hy_ + 60, 46, 36, 3)
    )
    ctx.lit(muzzle, mask_bbox(muzzle), rgb("#f6e8cc"), rim=0.2)
    nose = polygon_fine([(hx - 30, hy_ + 22), (hx + 30, hy_ + 22), (hx, hy_ + 50)])
    blend(ctx.img, nose, rgb("#5a3024"))
    # the cloth's tie at his throat
    knot = np.maximum(
        ellipse(hx, neck_y + 10, 26, 20, 2), box(hx - 90, neck_y, hx + 90, neck_y + 18, 4)
    )
    ctx.lit(knot, mask_bbox(knot), rgb("#ffffff"), rim=0.3)
    lion_m = np.maximum.reduce([mane, face, cape, body, tuft])
    focus_on(ctx, np.maximum(mane, face), 6)
    focus_on(ctx, np.maximum(cape, body), 6, weight=0.8)
    add_element(
        ctx,
        "a lion in the barber's chair with a white cloth round his neck, eyes shut",
        "main",
        mask_bbox(lion_m),
        ("lion", "animal", "pride", "trust"),
    )
    add_element(
        ctx, "a barber's chair", "frame", mask_bbox(np.maximum(chair, base)), ("chair", "barber")
    )
    # the mouse barber on a tall stool beside the mane, facing him, scissors raised
    mx = x - s * 300
    top_y = H * 0.5
    stool_top = box(mx - 70, top_y, mx + 70, top_y + 22, 4)
    stool_legs = polylines(
        [
            [(mx - 55, top_y + 20), (mx - 85, fy + H * 0.12)],
            [(mx + 55, top_y + 20), (mx + 85, fy + H * 0.12)],
            [(mx - 70, top_y + 240), (mx + 70, top_y + 240)],
        ],
        16,
    )
    stool = np.maximum(stool_top, stool_legs)
    ctx.cast_shadow(stool, mask_bbox(stool), fy + H * 0.12, strength=0.3)
    ctx.lit(stool, mask_bbox(stool), rgb("#6a4428"), rim=0.6)
    add_element(ctx, "a tall wooden stool", "frame", mask_bbox(stool), ("stool", "climb"))
    mh = H * 0.14
    sec(ctx, "rat", mx + s * 10, top_y - mh * 0.5 + 6, mh, flip=s < 0, fill="#8a8a94")
    # scissors in its raised paws, snipping at the mane (after the paint: thin blades)
    scx, scy = mx + s * 105, top_y - mh * 0.82
    blades = polylines(
        [
            [(scx - s * 10, scy + 14), (scx + s * 70, scy - 18)],
            [(scx - s * 10, scy - 10), (scx + s * 70, scy + 8)],
        ],
        8,
    )
    rings = np.clip(
        np.maximum(disc(scx - s * 22, scy + 22, 15, 1.5), disc(scx - s * 22, scy - 18, 15, 1.5))
        - np.maximum(disc(scx - s * 22, scy + 22, 9, 1.5), disc(scx - s * 22, scy - 18, 9, 1.5)),
        0,
        1,
    )
    after_mask(ctx, np.maximum(blades, rings), "#2a2e36", 0.95)
    after_mask(ctx, blades * 0.7, "#e8eef6", 0.6)
    # snipped tufts of mane falling and lying on the floor round the chair
    gen = ctx.rng
    tufts = np.zeros((H, W), np.float32)
    for _ in range(int(ctx.u(16, 22))):
        tx = x + gen.uniform(-330, 330)
        ty = fy + H * gen.uniform(0.05, 0.2)
        a = gen.uniform(0, np.pi)
        pts = [
            (tx + np.cos(a + t) * r, ty + np.sin(a + t) * r * 0.45)
            for t, r in zip(np.linspace(0, 2 * np.pi, 9)[:-1], gen.uniform(18, 42, 8), strict=False)
        ]
        tufts = np.maximum(tufts, polygon_fine(pts))
    tufts *= 1 - np.clip(base * 2 + ped, 0, 1)
    ctx.lit(tufts, mask_bbox(tufts), rgb(mane_c), rim=0.5)
    focus_on(ctx, tufts, 3, weight=0.6)
    add_element(
        ctx, "golden tufts of mane on the floor", "secondary", mask_bbox(tufts), ("hair", "gold")
    )
    falling = []
    for _ in range(4):
        falling.append((scx + s * gen.uniform(20, 80), scy + gen.uniform(40, 200)))
    # closed eyes (content, lashes down) and a small smile: thinner than a stroke
    eyes = polylines(
        [
            cubic(
                (hx - 70, hy_ - 22), (hx - 58, hy_ - 6), (hx - 34, hy_ - 6), (hx - 22, hy_ - 22), 12
            ),
            cubic(
                (hx + 22, hy_ - 22), (hx + 34, hy_ - 6), (hx + 58, hy_ - 6), (hx + 70, hy_ - 22), 12
            ),
        ],
        9,
    )
    smile = polylines(
        [
            cubic(
                (hx - 44, hy_ + 78),
                (hx - 20, hy_ + 96),
                (hx + 20, hy_ + 96),
                (hx + 44, hy_ + 78),
                12,
            )
        ],
        6,
    )
    after_mask(ctx, np.maximum(eyes, smile), "#3a2014", 0.95)
    fall_m = np.zeros((H, W), np.float32)
    for fx_, fy_ in falling:
        fall_m = np.maximum(fall_m, ellipse(fx_, fy_, 14, 7, 2))
    after_mask(ctx, fall_m, mane_c, 0.9)
    later_glow(ctx, (wx0 + wx1) / 2, (wy0 + wy1) / 2, 420, "#fffbe8", 0.25)
    return Painted(
        "In a small old barber shop with a chequered floor and a sunny window, a lion sits in "
        "the barber's chair with a white cloth tied round his neck and his eyes shut, while a "
        "little mouse on a tall stool trims his huge golden mane with scissors, tufts of mane "
        "lying on the floor and a striped barber pole outside the window.",
        ["trust", "pride", "courage", "care", "vanity", "change", "friendship", "humour"],
        setting="on a bright day",
    )


PREMISE = Premise(
    name="lion-at-the-barber",
    figure="lion",
    palettes=("interior",),
    stage=stage,
    max_cards=1,
)
