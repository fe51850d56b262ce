"""Premise "hourglass-of-two-worlds": A giant hourglass stands in the desert with a starry
night in its upper glass and a calm sea in the lower, and a cat sits waiting beside it."""

from __future__ import annotations

import numpy as np

from ..kit.names import pose, who
from ..kit.paint import YY, H, W, blur, ellipse, icon_mask, rgb
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 320, clouds=3)
    gy = ctx.hills(0.78, 2, amp=30)
    hm, hbb = icon_mask("hourglass", x, gy - H * 0.24, H * 0.46)
    ctx.cast_shadow(hm, hbb, gy)
    ctx.lit(hm, hbb, rgb("#6b4a2e"))
    mid = (hbb[1] + hbb[3]) / 2
    inner = np.clip(hm - blur(hm, 2), 0, 1)
    glass = np.zeros((H, W), np.float32)
    w2 = (hbb[2] - hbb[0]) * 0.34
    for yy, _sign in ((hbb[1] + (mid - hbb[1]) * 0.55, -1), (mid + (hbb[3] - mid) * 0.45, 1)):
        glass = np.maximum(glass, ellipse((hbb[0] + hbb[2]) / 2, yy, w2, (mid - hbb[1]) * 0.36, 4))
    del inner
    top = glass * (mid > YY)
    bot = glass * (mid <= YY)
    night = ctx.sub("night")
    night.stars(400, 1.0)
    night.celestial((hbb[0] + hbb[2]) / 2 + 30, hbb[1] + 120, 26, "moon")
    ctx.fill_with(top, night, rim=0.6)
    sea = ctx.sub("noon")
    sea.water(mid / H + 0.04)
    ctx.fill_with(bot, sea, rim=0.6)
    ctx.elements.append(
        {
            "icon": "hourglass",
            "role": "main",
            "bbox": list(hbb),
            "tags": ["object", "time", "night", "sea"],
            "label": "an hourglass holding night above and sea below",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, hm)
    p = pick(ctx, ["meditation", "person", "kneeling", "cat"])
    sec(ctx, p, x - s * 300, gy + 10, H * 0.11, shadow=gy + 60, flip=s < 0)
    return Painted(
        f"A giant hourglass stands in the desert with a starry night in its upper glass and "
        f"a calm sea in the lower, and {who(p)} {pose(p)} waiting beside it.",
        ["time", "patience", "waiting", "change", "day and night", "memory", "eternity"],
    )


PREMISE = Premise(
    name="hourglass-of-two-worlds",
    figure="hourglass",
    palettes=("desert", "golden", "noon", "lavender"),
    stage=stage,
    max_cards=2,  # weak when read at hand size
)
