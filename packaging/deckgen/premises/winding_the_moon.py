"""Premise "winding-the-moon": A huge moon with a clock's marks rests on the hill at dusk, and a
little mouse, reared up in profile, leans with all its weight on a golden key as big as itself
to wind it."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import H, W, blend, blur, disc, ellipse, glow, icon_mask, mix, rgb, smooth_noise
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import night_sky


def stage(ctx: Ctx) -> Painted:
    """A huge moon with a clock's marks rests on the hill, and a little mouse leans on a golden
    key as big as itself in the moon's side to wind it."""
    _x, s = third(ctx)
    flip = s < 0  # the mouse faces the moon, which sits on the side of the card's third
    sg = -1 if flip else 1
    night_sky(ctx)
    r = H * ctx.u(0.15, 0.155)
    # the mouse in front, reared up on the grass and leaning in; the key rising from its
    # forepaws into the moon's side; the moon resting on the hill behind
    fy = H * ctx.u(0.85, 0.87)
    lean = ctx.u(30, 34)
    rot = -lean if s > 0 else lean
    mh = H * ctx.u(0.2, 0.21)
    m0, b0 = icon_mask("rat", W / 2, H / 2, mh, flip=flip, rot=rot)
    del m0
    bw = b0[2] - b0[0]
    kh = H * ctx.u(0.18, 0.19)
    up = np.radians(ctx.u(38, 42))
    krot = (45 + np.degrees(up)) * sg
    km, _ = icon_mask("skeleton-key", W / 2, H / 2, kh, flip=flip, rot=krot)
    kb0 = bbox_of(km)
    klen = (kb0[2] - kb0[0]) / np.cos(up) * 0.95
    reach = klen - 150 + r
    span = bw * 0.92 + np.cos(up) * reach + r
    back = W / 2 - sg * span / 2 + sg * ctx.u(-15, 15)  # the mouse's back edge (its tail)
    mxo = back + sg * bw / 2 - ((b0[0] + b0[2]) / 2 - W / 2)
    myo = fy - (b0[3] - H / 2)
    front = mxo + ((b0[2] if s > 0 else b0[0]) - W / 2)
    paw = (front - sg * bw * 0.14, myo + (b0[1] - H / 2) + mh * 0.42)
    mx = paw[0] + sg * np.cos(up) * reach
    over = (mx + r + 60 - W) if s > 0 else (r + 60 - mx)
    if over > 0:  # keep the moon whole: slide the group back toward the mouse's side
        mxo, front, mx = mxo - sg * over, front - sg * over, mx - sg * over
        paw = (paw[0] - sg * over, paw[1])
    my = paw[1] - np.sin(up) * reach
    gy = ctx.hills(float(my + r * ctx.u(0.66, 0.72)) / H, 2, amp=18)
    ctx.light = (mx, my)
    glow(ctx.img, mx, my, r * 2.4, ctx.pal.light, 0.5)
    moon = disc(mx, my, r, 2.5) * np.clip((gy + 30 - np.arange(H)[:, None]) / 8, 0, 1)
    face = mix(rgb(ctx.pal.light), rgb("#f4e6b8"), 0.5)
    blend(ctx.img, moon, face)
    n = smooth_noise(ctx.rng, int(r * 0.3)) - 0.5
    blend(ctx.img, moon * np.clip(n * 2.5, 0, 1), face * 0.8, 0.55)
    blend(
        ctx.img, disc(mx - r * 0.25, my - r * 0.25, r * 0.75, r * 0.4) * moon, rgb("#fffbea"), 0.3
    )
    # a clock's marks around its rim
    ink = mix(face, rgb(ctx.pal.ink), 0.55)
    for k in range(12):
        a = k * np.pi / 6
        rr0, rr1 = r * (0.8 if k % 3 else 0.72), r * 0.9
        tick = segment(
            mx + rr0 * np.sin(a),
            my - rr0 * np.cos(a),
            mx + rr1 * np.sin(a),
            my - rr1 * np.cos(a),
            10 if k % 3 else 16,
        )
        blend(ctx.img, tick * moon, ink, 0.75)
    focus_on(ctx, disc(mx, my, r + 20, 20), 0, 1.0)
    mb = (int(mx - r), int(my - r), int(mx + r), int(gy + 30))
    add_element(
        ctx,
        "a huge moon with a clock's marks, resting on the hill",
        "secondary",
        mb,
        ("moon", "night", "clock", "time"),
    )
    # the moon's light lying on the grass in front of it, where the mouse stands
    pool = blur(ellipse(mxo, fy, ctx.u(300, 340), 70, 40), 20)
    blend(ctx.img, pool, mix(ctx.c("ground"), rgb(ctx.pal.light), 0.45), 0.4)
    kd = klen / 2 - 30
    kcx, ky = paw[0] + sg * np.cos(up) * kd, paw[1] - np.sin(up) * kd
    km, _ = icon_mask("skeleton-key", kcx, ky, kh, flip=flip, rot=krot)
    km = km * (1 - moon * 0.98)
    kb = bbox_of(km)
    ctx.lit(km, kb, rgb("#d8a93e"), rim=0.7)
    focus_on(ctx, km, 6)
    add_element(
        ctx,
        "a big golden key in the moon's side",
        "secondary",
        kb,
        ("key", "winding", "gold"),
        "skeleton-key",
    )
    mm = ctx.subject(
        "rat",
        mxo,
        myo,
        mh,
        "main",
        fill="#c2a48a",
        flip=flip,
        rot=rot,
        shadow=fy,
        tags=("animal", "small", "effort"),
        label="a little mouse leaning on the key with all its weight",
    )
    focus_on(ctx, mm, 8)
    # the first stars of the night high in the dusk, smaller than a stroke: after the paint
    side = ctx.side()
    field = np.zeros((H, W), np.float32)
    for u, v, k in side.uniform(0, 1, (46, 3)):
        px, py = u * W, (v**1.4) * H * 0.42
        if (px - mx) ** 2 + (py - my) ** 2 < (r * 1.5) ** 2:
            continue
        field = np.maximum(field, disc(px, py, 2.2 + 2.6 * k**3, 1.0))
    after_mask(ctx, field, "#fff4dc", 0.85)
    # effort: dust kicked up at its heels
    heel = front - sg * bw * 0.55
    for k in range(3):
        blend(
            ctx.img,
            blur(disc(heel - sg * (20 + 30 * k), fy - 8 - 10 * k, 14 - 3 * k, 4), 3),
            mix(ctx.c("ground"), ctx.c("light"), 0.5),
            0.5,
        )
    return Painted(
        "A huge moon with a clock's marks around its rim rests on a dusky hill, and a little "
        "mouse, reared up on its hind legs and leaning with all its weight, turns a golden key "
        "as big as itself in the moon's side to wind it up.",
        [
            "time",
            "night",
            "effort",
            "small but mighty",
            "duty",
            "bedtime",
            "care",
            "magic",
            "patience",
            "clockwork",
            "keeping the world going",
        ],
    )


PREMISE = Premise(
    name="winding-the-moon",
    figure="mouse",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
)
