"""Premise "window-on-another-season": Inside a warm room, the window shows a starry night, and
a person stands looking out at it."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import pose, who
from ..kit.paint import YY, H, W, blend, blur, box, glow
from ..kit.place import pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.8)
    wx = W / 2 - s * 120
    season = pick(ctx, ["snow", "spring", "golden", "night"])
    view = ctx.sub(season)
    view.texture_sky()
    if view.pal.dark:
        view.stars(300, 0.8)
    view.celestial(wx + 80, H * 0.25, 50)
    vy = view.hills(0.5, 2)
    sec(
        view,
        "oak" if season != "snow" else "pine-tree",
        wx - 60,
        vy - H * 0.06,
        H * 0.14,
        fill="#2f4a30" if season != "snow" else "#dfe8f0",
    )
    ctx.window(wx - 230, H * 0.14, wx + 230, H * 0.56, view.img)
    # the window is the room's one light: a pool of its colour on the wall and floor
    ctx.light = (wx, H * 0.3)
    seen = view.img[int(H * 0.14) : int(H * 0.56), int(wx - 230) : int(wx + 230)].mean((0, 1))
    pool = np.zeros((H, W), np.float32)
    for k in range(6):
        t = k / 5
        y = fy + 10 + (H - fy) * t
        half = 230 + 180 * t
        off = s * 260 * t
        pool = np.maximum(pool, box(wx + off - half, y, wx + off + half, y + (H - fy) / 5 + 4, 30))
    glow(ctx.img, wx, H * 0.35, 700, "#" + "".join(f"{int(v * 255):02x}" for v in seen), 0.25)
    blend(ctx.img, blur(pool, 30) * (fy < YY), np.clip(seen * 1.2 + 0.1, 0, 1), 0.35)
    ctx.shape(
        "window",
        "main",
        ("window", "view", season),
        (wx - 250, H * 0.14 - 20, wx + 250, H * 0.56 + 40),
    )
    ctx.focus[:] = np.maximum(ctx.focus, box(wx - 230, H * 0.14, wx + 230, H * 0.56, 10) * 0.6)
    if season == "snow":
        for _ in range(80):
            later_glow(
                ctx, ctx.u(wx - 220, wx + 220), ctx.u(H * 0.15, H * 0.55), 4, "#ffffff", 0.4, core=3
            )
    outside = {
        "snow": "a snowy winter",
        "spring": "spring",
        "golden": "a golden autumn evening",
        "night": "a starry night",
    }[season]
    sec(ctx, "flower-pot", wx + 150, H * 0.56 - 60, H * 0.09, fill="#b8553a")
    p = pick(ctx, ["person", "cat", "kneeling"])
    sec(ctx, p, x + s * 80, fy - H * 0.03, H * 0.15, shadow=fy + 30, flip=s > 0)
    relabel(ctx, f"a window onto {outside}")
    return Painted(
        f"Inside a warm room, the window shows {outside}, and {who(p)} "
        f"{pose(p)} looking out at it.",
        ["time", "longing", "change", "home", "memory", "seasons", "nostalgia"],
    )


PREMISE = Premise(
    name="window-on-another-season",
    figure="varies",
    palettes=("interior", "mint", "dusk"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
    max_cards=1,  # flat at hand size even when painted
)
