"""Premise "swapped-shadows": A duck and an owl meet in a field under a low sun, and each one
casts the other's shadow."""

from __future__ import annotations

import numpy as np

from ..kit.names import cap, label
from ..kit.paint import H, W, icon_mask
from ..kit.place import main, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    pairs = [
        ("cat", "sparrow"),
        ("fox", "rabbit"),
        ("person", "lion"),
        ("duck", "owl"),
        ("hedgehog", "deer"),
    ]
    a, b = pairs[int(ctx.rng.integers(len(pairs)))]
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * 380, H * 0.4, 80, "sun")
    gy = ctx.hills(0.5, 2, amp=20)
    ctx.light = (W / 2 + s * 380, H * 0.42)
    xa, xb = W / 2 + s * 170, W / 2 - s * 150
    ya, yb = gy - 20, gy + 60
    ma, abb = icon_mask(a, xa, ya - H * 0.1, H * 0.2, flip=s > 0)
    mb, bbb = icon_mask(b, xb, yb - H * 0.075, H * 0.15, flip=s < 0)
    # each casts the other's shadow, long and low in the evening light, toward the viewer
    sb = np.roll(mb, (int(xa - xb), int(ya - yb)), (1, 0))
    sa = np.roll(ma, (int(xb - xa), int(yb - ya)), (1, 0))
    ctx.cast_shadow(sb, abb, ya, 0.75, k=1.3, reach=0.5)
    ctx.cast_shadow(sa, bbb, yb, 0.75, k=1.3, reach=0.5)
    main(ctx, a, xa, ya - H * 0.1, H * 0.2, flip=s > 0)
    sec(ctx, b, xb, yb - H * 0.075, H * 0.15, flip=s < 0)
    return Painted(
        f"{cap(label(a))} and {label(b)} meet in a field under a low sun, and each one casts the "
        "other's shadow.",
        ["friendship", "identity", "exchange", "empathy", "evening", "secret self", "mirror"],
    )


PREMISE = Premise(
    name="swapped-shadows",
    figure="shadow",
    palettes=("golden", "dawn", "desert", "snow"),
    stage=stage,
    max_cards=2,  # weak when read at hand size
)
