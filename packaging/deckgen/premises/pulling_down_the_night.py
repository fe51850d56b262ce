"""Premise "pulling-down-the-night": In the evening a person on a hill pulls the night down
over the sky like a blind, by a cord with a ring; above its edge it is already dark, with
stars."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, him, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, blend, blur, disc, rgb
from ..kit.people import CHILD_COATS, WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    """In the evening a person on a hill pulls the night down over the sky like a blind, by a
    cord with a ring; above its edge it is already dark, with stars."""
    x, s = third(ctx)
    flip = s > 0
    ph = H * ctx.u(0.35, 0.38)
    fy = H * ctx.u(0.87, 0.9)
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    ring_r = 34
    by = hand[1] - ring_r - H * ctx.u(0.05, 0.07)  # the blind's hem
    sx = W / 2 - s * ctx.u(150, 260)
    sky(ctx, sx=sx, sy=by + H * ctx.u(0.1, 0.13), r=64, clouds=0)
    ctx.streaks(by / H + 0.05, by / H + 0.16, 0.5)
    ctx.hills(ctx.u(0.64, 0.68), 2, amp=34)
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(360, by / H)
    moon = ctx.rng.random() < 0.6
    if moon:
        night.celestial(W / 2 + s * ctx.u(80, 240), by * ctx.u(0.3, 0.5), 46, "moon")
        ctx.light = (sx, by + H * 0.11)
    wave = by + 10 * np.sin(XX / 140 + ctx.u(0, 6))
    blind = np.clip((wave - YY) / 2 + 0.5, 0, 1).astype(np.float32)
    below = np.clip((YY - wave) / 60, 0, 1) * np.clip((wave + 90 - YY) / 90, 0, 1)
    blend(ctx.img, below, ctx.img * 0.5, 0.45)  # the blind's shadow on the evening sky
    ctx.fill_with(blind, night, rim=0.0)
    rod = np.clip((wave + 22 - YY) / 2 + 0.5, 0, 1) * np.clip((YY - wave + 8) / 2 + 0.5, 0, 1)
    ctx.lit(rod.astype(np.float32), (0, int(by - 20), W, int(by + 34)), rgb("#c8945a"), rim=0.6)
    add_element(
        ctx,
        "the night pulled down over the sky like a blind",
        "frame",
        (0, 0, W, int(by + 16)),
        ("night", "stars", "blind", "bedtime"),
    )
    # the cord and its ring, in the hand
    ring = np.clip(
        disc(hand[0], hand[1] - 4, ring_r, 2) - disc(hand[0], hand[1] - 4, ring_r - 12, 2), 0, 1
    )
    cord = segment(hand[0], by + 20, hand[0], hand[1] - ring_r - 2, 9)
    rc = np.maximum(ring, cord)
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} pulling down the night by its cord",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "evening", "bedtime"),
    )
    rb = bbox_of(rc)
    ctx.lit(rc, rb, rgb("#d8b060"), rim=0.6)
    ctx.focus[:] = np.maximum(ctx.focus, blur(rc, 6))
    # the hem's lit edge and the cord are thinner than a stroke: drawn again after the paint
    hem = np.clip((wave + 16 - YY) / 1.5 + 0.5, 0, 1) * np.clip((YY - wave - 4) / 1.5 + 0.5, 0, 1)
    after_mask(ctx, hem.astype(np.float32), "#e8c48a", 0.9)
    after_mask(ctx, rc, "#e0b868", 0.95)
    child = ctx.rng.random() < 0.5
    if child:
        cxp = float(np.clip(x + (-1 if flip else 1) * ph * 0.4, 120, W - 120))
        person(
            ctx,
            "arms-up",
            cxp,
            fy + 14,
            ph * 0.56,
            label="a child raising both arms",
            flip=flip,
            shadow=fy + 14,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
        )
    return Painted(
        f"On a hill, {who} pulls the night down over the sky like a blind, by a "
        "cord with a ring; above its edge it is already dark, with stars"
        + (" and the moon" if moon else "")
        + (f", and a child beside {him(who)} raises both arms to the stars." if child else "."),
        [
            "bedtime",
            "end of the day",
            "night",
            "control",
            "time",
            "routine",
            "rest",
            "farewell",
            "magic",
            "closing",
        ],
    )


PREMISE = Premise(
    name="pulling-down-the-night",
    figure="person",
    palettes=("golden", "dawn", "desert", "lavender"),
    stage=stage,
)
