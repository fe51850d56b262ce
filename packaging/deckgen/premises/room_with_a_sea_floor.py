"""Premise "room-with-a-sea-floor": A living room whose floor is the sea: a bed stands in the
water with a duck on it, and fish swim between the furniture."""

from __future__ import annotations

import numpy as np

from ..kit.ground import water_line
from ..kit.names import label
from ..kit.paint import H, W, box
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.62)
    wx = W / 2 - s * 260
    view = ctx.sub(pick(ctx, ["noon", "golden", "night"]))
    view.texture_sky()
    view.celestial(wx, H * 0.25, 40)
    view.clouds(3, 0.15, 0.3)
    hole = box(wx - 150, H * 0.12, wx + 150, H * 0.42, 2)
    ctx.fill_with(hole, view, rim=0.0)
    ctx.window(wx - 150, H * 0.12, wx + 150, H * 0.42, ctx.img.copy())
    ctx.water(0.62, tint="#2d7f8a", ripple=8)
    chair = pick(ctx, ["armchair", "rocking-chair", "bed"])
    cm = main(ctx, chair, x, fy + H * 0.06, H * 0.26, fill="#a8453a")
    water_line(ctx, cm, fy + H * 0.15)
    sec(ctx, "tropical-fish", W / 2 - s * 200, H * 0.82, H * 0.08, fill="#e8a23a", flip=s > 0)
    sec(ctx, "tropical-fish", W / 2 - s * 60, H * 0.9, H * 0.075, fill="#e8c03a", flip=s > 0)
    c = pick(ctx, ["cat", "owl", "duck"])
    ys = np.nonzero(cm.max(1) > 0.5)[0]
    sec(ctx, c, x, ys.min() - 40, H * 0.09)
    return Painted(
        f"A living room whose floor is the sea: {label(chair)} stands in the water with "
        f"{label(c)} on it, and fish swim between the furniture.",
        ["home", "flood", "calm", "strangeness", "dream", "memory", "adapting"],
    )


PREMISE = Premise(
    name="room-with-a-sea-floor",
    figure="room",
    palettes=("interior", "mint", "dusk"),
    stage=stage,
    max_cards=2,  # weak when read at hand size
)
