"""Premise "door-in-a-tree": A tree has a lit doorway in its trunk, and a rabbit with a lantern
walks toward it through the night."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.names import label
from ..kit.paint import H, W, blend, box, icon_mask, rgb
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(260)
    ctx.celestial(W / 2 - s * 320, H * 0.16, 50, "moon")
    gy = ctx.hills(0.8, 2)
    tm, tbb = icon_mask("tree-door", x, gy - H * 0.2, H * 0.42)
    ctx.lit(tm, tbb, rgb("#2b2430"), rim=0.5)
    # the door is a hole in the icon: fill it with warm light
    door = np.clip(box(x - 60, tbb[3] - 170, x + 60, tbb[3] - 5, 3) * (1 - tm), 0, 1)
    door *= box(tbb[0], tbb[1], tbb[2], tbb[3], 1)
    blend(ctx.img, door, rgb("#ffcf70"))
    later_glow(ctx, x, tbb[3] - 100, 260, "#ffcf70", 0.55)
    ctx.elements.append(
        {
            "icon": "tree-door",
            "role": "main",
            "bbox": list(tbb),
            "tags": ["tree", "door", "home", "secret"],
            "label": "a tree with a lit door",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, tm)
    ctx.light = (x, tbb[3] - 100)
    v = pick(ctx, ["rabbit", "fox", "hedgehog", "person"])
    sec(ctx, v, W / 2 - s * 280, gy + 10, H * 0.1, shadow=gy + 50, flip=s < 0)
    sec(ctx, "old-lantern", W / 2 - s * 210, gy - 20, H * 0.075, fill="#c9a45c")
    later_glow(ctx, W / 2 - s * 210, gy - 10, 80, "#ffd98a", 0.6, core=7)
    return Painted(
        f"A tree has a lit doorway in its trunk, and {label(v)} with a lantern walks toward it "
        "through the night.",
        ["home", "secret", "invitation", "welcome", "mystery", "night", "journey"],
    )


PREMISE = Premise(
    name="door-in-a-tree",
    figure="tree",
    palettes=("night", "aurora", "dusk"),
    stage=stage,
)
