"""Premise "winding-the-moon": A huge moon rests on the hill, and a person turns a big key in
its side to wind it."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, person
from ..kit.paint import H, W, blend, blur, disc, glow, icon_mask, mix, rgb, smooth_noise
from ..kit.people import WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import night_sky


def stage(ctx: Ctx) -> Painted:
    """A huge moon rests on the hill, and a person turns a big key in its side to wind it."""
    _x, s = third(ctx)
    r = H * ctx.u(0.165, 0.18)
    mx = W / 2 + s * ctx.u(190, 240)
    mx = float(np.clip(mx, r + 40, W - r - 40))
    my = H * ctx.u(0.36, 0.4)
    night_sky(ctx)
    ctx.light = (mx, my)
    glow(ctx.img, mx, my, r * 2.6, ctx.pal.light, 0.55)
    moon = disc(mx, my, r, 2.5)
    face = mix(rgb(ctx.pal.light), rgb("#f4e6b8"), 0.5)
    blend(ctx.img, moon, face)
    # seas and craters: soft darker patches, and a lighter limb toward the top
    n = smooth_noise(ctx.rng, int(r * 0.35)) - 0.5
    blend(ctx.img, moon * np.clip(n * 3, 0, 1), face * 0.78, 0.7)
    blend(
        ctx.img, disc(mx - r * 0.25, my - r * 0.25, r * 0.75, r * 0.4) * moon, rgb("#fffbea"), 0.35
    )
    clock = ctx.rng.random() < 0.6
    if clock:
        ink = mix(face, rgb(ctx.pal.ink), 0.55)
        for k in range(12):
            a = k * np.pi / 6
            rr0, rr1 = r * (0.8 if k % 3 else 0.74), r * 0.9
            tick = segment(
                mx + rr0 * np.sin(a),
                my - rr0 * np.cos(a),
                mx + rr1 * np.sin(a),
                my - rr1 * np.cos(a),
                9 if k % 3 else 14,
            )
            blend(ctx.img, tick, ink, 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, disc(mx, my, r + 20, 20))
    gy = ctx.hills(ctx.u(0.555, 0.575), 2, amp=28)
    mb = (int(mx - r), int(my - r), int(mx + r), int(min(my + r, gy + 40)))
    said_moon = "a huge moon with a clock's marks around its rim" if clock else "a huge moon"
    add_element(ctx, said_moon, "main", mb, ("moon", "night", "clock", "time"))
    # the key: its bit in the moon's side, its bow out toward the middle of the card
    kh = ctx.u(330, 360)
    ky = my + r * ctx.u(0.0, 0.1)
    kx = mx - s * (r - kh * 0.08)
    km, _kb = icon_mask("skeleton-key", kx, ky, kh, flip=s < 0, rot=45 if s > 0 else -45)
    km = km * (1 - disc(mx, my, r - 4, 3))
    kb = bbox_of(km)
    ctx.lit(km, kb, rgb("#c9a043"), rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(km, 6))
    add_element(
        ctx,
        "a big golden key in the moon's side",
        "secondary",
        kb,
        ("key", "winding"),
        "skeleton-key",
    )
    # the winder stands on the hill below the key, one hand up on its bow
    bow = (kb[0] + 45, (kb[1] + kb[3]) / 2) if s > 0 else (kb[2] - 45, (kb[1] + kb[3]) / 2)
    flip = s < 0
    sg = -1 if flip else 1
    fy = H * ctx.u(0.68, 0.71)
    ph = (fy - bow[1]) / 1.15
    px = bow[0] - sg * 0.15 * ph
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        px,
        fy,
        ph,
        label=f"{who} turning the key to wind the moon",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "keeper", "work"),
    )
    cx = px - sg * ctx.u(0.3, 0.36) * ph
    cat = ctx.rng.random() < 0.5 and 110 < cx < W - 110
    if cat:
        ctx.subject(
            "cat",
            cx,
            fy - H * 0.045,
            H * 0.085,
            "secondary",
            flip=flip,
            tags=("animal", "home", "curious"),
            shadow=fy + 6,
        )
    return Painted(
        f"{said_moon.capitalize()} rests on a dark hill, and {who} turns a big golden key in "
        "its side to wind it up" + (", while a cat sits watching." if cat else "."),
        [
            "time",
            "night",
            "routine",
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
    figure="person",
    palettes=("night", "dusk", "aurora"),
    stage=stage,
)
