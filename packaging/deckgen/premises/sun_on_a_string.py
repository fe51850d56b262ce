"""Premise "sun-on-a-string": A child holds the sun on a string like a balloon, and holds a
grown-up's hand with the other hand, on a hill with long shadows."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.paint import H, W, blend, disc, glow, mix, rgb
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import string_to
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sx, sy, r = W / 2 - s * ctx.u(120, 200), H * ctx.u(0.2, 0.28), ctx.u(85, 105)
    held = "moon" if ctx.pal.dark else "sun"
    sky(ctx, sx=sx, sy=sy, r=r, clouds=3, kind=held)
    glow(ctx.img, sx, sy, 560, ctx.pal.light, 0.3)
    core = mix(rgb(ctx.pal.light), rgb("#ffb347" if held == "sun" else "#fff2c0"), 0.55)
    blend(ctx.img, disc(sx, sy, r, 2.5), core)
    blend(ctx.img, disc(sx - r * 0.2, sy - r * 0.2, r * 0.7, 30), rgb("#fffbe8"), 0.6)
    gy = ctx.hills(ctx.u(0.64, 0.7), 3)
    ctx.shape(
        f"the {held} on a string",
        "secondary",
        (held, "light", "balloon"),
        (sx - r, sy - r, sx + r, sy + r),
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(sx, sy, r + 30, 20))
    flip = sx < x  # the child faces the sun
    ch = H * ctx.u(0.2, 0.23)
    fy = min(gy + ctx.u(180, 280), H - 120)
    # a grown-up behind the child, holding the child's other hand
    ah = ch * ctx.u(1.3, 1.4)
    chand = joint_at("reach", "ha_l", x, fy, ch, flip)
    sg = -1 if flip else 1
    ax = chand[0] - sg * 0.22 * ah
    ay = chand[1] + 0.48 * ah
    grown = pick(ctx, ["a grown-up", "a grandmother", "a father"])
    person(
        ctx,
        "hand",
        ax,
        ay,
        ah,
        label=f"{grown} holding the child's hand",
        flip=flip,
        shadow=ay,
        tags=("person", "parent", "together"),
    )
    person(
        ctx,
        "reach",
        x,
        fy,
        ch,
        "main",
        label=f"a child holding the {held} on a string",
        flip=flip,
        shadow=fy,
        tags=("person", "child", "wonder"),
        coat=pick(ctx, ["#c0503a", "#3f5f8a", "#2f6f5a"]),
    )
    hand = joint_at("reach", "ha_r", x, fy, ch, flip)
    string_to(ctx, (hand[0], hand[1] - 6), (sx, sy + r), 40, "#3a2a24")
    return Painted(
        f"A child holds the {held} on a string like a balloon, and holds {grown}'s hand with "
        "the other hand, on a hill with long shadows.",
        ["childhood", "wonder", "power", "light", "together", "play", "family", "time", "hope"],
    )


PREMISE = Premise(
    name="sun-on-a-string",
    figure="person",
    palettes=("golden", "dawn", "desert", "lavender", "dusk"),
    stage=stage,
)
