"""Premise "watering-with-light": At night a person waters a dark garden with a can that pours
light: where it falls the flowers open and glow, the rest stay shut in the dark."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.light import later_glow
from ..kit.paint import H, W, blend, blur, disc, glow, icon_mask, mix, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import night_sky


def stage(ctx: Ctx) -> Painted:
    """At night a person waters a dark garden with a can that pours light: where it falls the
    flowers open and glow, the rest stay shut in the dark."""
    x, s = third(ctx)
    flip = s > 0  # they face into the card, where the light falls
    sg = -1 if flip else 1
    night_sky(ctx, 200)
    gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=36)
    ctx.img *= 0.78
    ph = H * ctx.u(0.38, 0.41)
    fy = H * ctx.u(0.86, 0.89)
    hand = joint_at("hold", "ha_r", x, fy, ph, flip)
    ch = H * 0.1
    cxn, cyn = hand[0] + sg * ch * 0.35, hand[1] + ch * 0.2
    cm, cb = icon_mask("watering-can", cxn, cyn, ch, flip=flip, rot=-28 * sg)
    spout = (
        (cb[2] - 8, cb[1] + (cb[3] - cb[1]) * 0.35)
        if not flip
        else (cb[0] + 8, cb[1] + (cb[3] - cb[1]) * 0.35)
    )
    # the flowers the light falls on, in front of the gardener
    fx0 = spout[0] + sg * ctx.u(150, 200)
    fbase = fy + ctx.u(-30, 10)
    ctx.light = (fx0, fbase - H * 0.05)
    glow(ctx.img, fx0, fbase - H * 0.04, 420, ctx.pal.light, 0.45)
    # the stream of light: a soft glow now, sparks after the paint
    pts = []
    for k in range(24):
        t = k / 23
        px = spout[0] + (fx0 - spout[0]) * t
        py = spout[1] + (fbase - H * 0.06 - spout[1]) * t * t
        pts.append((px, py))
    trail = np.zeros((H, W), np.float32)
    for p, q in itertools.pairwise(pts):
        trail = np.maximum(trail, segment(p[0], p[1], q[0], q[1], 26))
    blend(ctx.img, blur(trail, 14), ctx.c("light"), 0.55)
    blend(ctx.img, trail, rgb("#fff4c8"), 0.7)
    jit = ctx.side().uniform(-1, 1, (60, 3))

    def sparks(img: np.ndarray) -> None:
        for j in jit:
            k = int((j[0] * 0.5 + 0.5) * 22)
            px, py = pts[k]
            glow(img, px + j[1] * 30, py + j[2] * 30, 14, "#fff4c8", 0.35)
            blend(img, disc(px + j[1] * 30, py + j[2] * 30, 3.5, 1.2), rgb("#fffbe6"), 0.9)

    ctx.after.append(sparks)
    ctx.focus[:] = np.maximum(ctx.focus, blur(trail, 10))
    # the flowers: glowing where the light falls, shut and dark elsewhere
    lit_n = 0
    for k, (ox, hh) in enumerate(((0, 0.1), (sg * 120, 0.08), (-sg * 110, 0.078))):
        fxk = fx0 + ox
        if not 80 < fxk < W - 80:
            continue
        hk = H * hh
        ctx.subject(
            "daisy",
            fxk,
            fbase - hk / 2 + k * 14,
            hk,
            "secondary",
            fill="#fff0b0",
            halo=0.35,
            tags=("plant", "flower", "light"),
            label="a flower glowing where the light falls",
        )
        lit_n += 1
    for _ in range(7):
        dx = ctx.u(0, W)
        if abs(dx - fx0) < 260 or abs(dx - x) < 140:
            continue
        bm, bb = icon_mask("daisy", dx, fy + ctx.u(-40, 60), H * 0.05)
        ctx.lit(bm, bb, mix(rgb(ctx.pal.ground), rgb("#3a4a5a"), 0.4), rim=0.2)
    who = pick(ctx, WHO)
    person(
        ctx,
        "hold",
        x,
        fy,
        ph,
        "main",
        label=f"{who} watering the garden with light",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "gardener", "care"),
    )
    ctx.lit(cm, cb, rgb("#6a7f8a"), rim=0.6)
    add_element(
        ctx,
        "a watering can pouring light",
        "secondary",
        cb,
        ("object", "garden", "light"),
        "watering-can",
    )
    later_glow(ctx, spout[0], spout[1], 60, "#fff4c8", 0.5)
    del gy
    return Painted(
        f"In the dark, {who} waters a garden with a watering can that pours out light; where "
        "it falls, the flowers open and glow, and the others stay shut in the dark.",
        [
            "care",
            "hope",
            "growth",
            "kindness",
            "light",
            "patience",
            "nurture",
            "magic",
            "night",
            "teaching",
        ],
    )


PREMISE = Premise(
    name="watering-with-light",
    figure="person",
    palettes=("night", "aurora", "dusk"),
    stage=stage,
    max_cards=2,  # read as "a muddy purple garden" at hand size (3.5 of 5)
)
