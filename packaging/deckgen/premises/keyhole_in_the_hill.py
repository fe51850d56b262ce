"""Premise "keyhole-in-the-hill": A keyhole opens in a hillside onto a starry night, and a
rabbit carries a huge heart-shaped key toward it."""

from __future__ import annotations

import numpy as np

from ..kit.names import WORLD, label, tags
from ..kit.paint import H, W, box, disc, glow, icon_mask, rgb
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=4)
    ctx.hills(0.52, 3, amp=40)
    kx, ky = x, H * 0.7
    hole = np.maximum(disc(kx, ky - 110, 115, 2), box(kx - 62, ky - 100, kx + 62, ky + 210, 2))
    glow(ctx.img, kx, ky, 420, "#ffe8a0", 0.35)
    inside = ctx.sub(pick(ctx, ["night", "aurora", "dusk"]))
    inside.stars(400, 1.0)
    glow(inside.img, kx, ky, 200, "#ffe8a0", 0.5)
    ctx.fill_with(hole, inside, rim=0.8)
    ctx.shape(
        "keyhole in the hillside",
        "main",
        ("keyhole", "secret", "door"),
        (kx - 115, ky - 225, kx + 115, ky + 210),
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(kx, ky, 260, 30))
    km, kbb = icon_mask("heart-key", W / 2 - s * 250, ky - 60, H * 0.2, rot=s * 20)
    ctx.lit(km, kbb, rgb("#e0b13a"))
    ctx.elements.append(
        {
            "icon": "heart-key",
            "role": "main",
            "bbox": list(kbb),
            "tags": list(tags("heart-key")),
            "label": label("heart-key"),
        }
    )
    p = pick(ctx, ["person", "walk", "rabbit", "fox"])
    sec(ctx, p, W / 2 - s * 330, ky + 140, H * 0.11, shadow=ky + 200, flip=s < 0)
    relabel(ctx, f"a keyhole onto {WORLD[inside.pal.name]}")
    return Painted(
        f"A keyhole opens in a hillside onto {WORLD[inside.pal.name]}, and {label(p)} carries "
        "a huge heart-shaped key toward it.",
        ["secret", "love", "curiosity", "another world", "permission", "hope", "childhood"],
    )


PREMISE = Premise(
    name="keyhole-in-the-hill",
    figure="keyhole",
    palettes=("spring", "golden", "noon", "mist", "dawn"),
    stage=stage,
    max_cards=2,  # weak when read at hand size
)
