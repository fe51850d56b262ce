"""Premise "wrong-reflection": A person stands at the edge of still water, but the reflection
looking back is a deer."""

from __future__ import annotations

import numpy as np

from ..kit.names import cap, label, tags
from ..kit.paint import H, W, blend, blur, box, icon_mask, rgb
from ..kit.place import main, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky

REFLECT = [
    ("cat", "lion"),
    ("duck", "swan"),
    ("person", "deer"),
    ("sparrow", "owl"),
    ("sheep", "unicorn"),
    ("frog", "heron"),
    ("hedgehog", "fox"),
]


def stage(ctx: Ctx) -> Painted:
    a, b = REFLECT[int(ctx.rng.integers(len(REFLECT)))]
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=4)
    hz = ctx.u(0.5, 0.56)
    ctx.hills(hz - 0.07, 2, amp=30)
    bank = box(x - 260, hz * H - 30, x + 260, hz * H + 4, 14)
    blend(ctx.img, bank, rgb(ctx.pal.ground))
    ctx.water(hz)
    base = hz * H - 6
    main(ctx, a, x, base - H * 0.11, H * 0.22, flip=s > 0)
    rm, rbb = icon_mask(b, x, H / 2, H * 0.24, flip=s > 0)
    rm = np.roll(rm[::-1], int(base - (H - rbb[3])), 0)
    rm[: int(base)] = 0
    blend(ctx.img, blur(rm, 2), ctx.sky_at(0.05) * 0.45, 0.8)
    ys, xs = np.nonzero(rm > 0.3)
    ctx.elements.append(
        {
            "icon": b,
            "role": "secondary",
            "bbox": [int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1],
            "tags": [*tags(b), "reflection"],
            "label": f"{label(b)} (reflection)",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, rm * 0.8)
    return Painted(
        f"{cap(label(a))} stands at the edge of still water, but the reflection looking back "
        f"is {label(b)}.",
        ["identity", "secret self", "dream", "mirror", "ambition", "truth", "inner world"],
    )


PREMISE = Premise(
    name="wrong-reflection",
    figure="varies",
    palettes=("noon", "golden", "dusk", "spring", "dawn"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
