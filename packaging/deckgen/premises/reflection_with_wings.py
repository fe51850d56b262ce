"""Premise "reflection-with-wings": A person stands on a rock at the water's edge with arms
spread wide, and their reflection in the lake is a butterfly in flight; a child sitting on
the rock has an ordinary reflection."""

from __future__ import annotations

import numpy as np

from ..kit.figures import person
from ..kit.names import label
from ..kit.paint import YY, H, W, blend, blur, ellipse, icon_mask, mix, rgb, ridge
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(250, 380), sy=ctx.u(200, 330), clouds=4)
    hz = H * ctx.u(0.55, 0.6)
    far = ridge(ctx.rng, hz - 30, 40, 200)
    blend(ctx.img, far * (hz + 2 > YY), mix(ctx.sky_at(0.5), rgb(ctx.pal.ground), 0.45))
    # a low rock at the water's edge, on the figure's third
    rw = ctx.u(230, 290)
    rock = ellipse(x, hz + 6, rw, 46, 6) * (hz + 2 > YY)
    ctx.lit(
        rock,
        (int(x - rw), int(hz - 46), int(x + rw), int(hz + 4)),
        mix(rgb(ctx.pal.ground), rgb(ctx.pal.ink), 0.35),
        rim=0.4,
    )
    # a child sitting at the rock's far end, feet over the water: the water mirrors the child
    cx = x - s * rw * 0.62
    ch = H * 0.2
    person(
        ctx,
        "sit",
        cx,
        hz - 6,
        ch,
        label="a child sitting on the rock's edge",
        flip=s > 0,
        tags=("person", "child", "watching"),
    )
    ctx.water(hz / H)
    # ... but not the grown-up with spread arms: their reflection is a bird in flight
    ph = H * ctx.u(0.22, 0.25)
    fy = hz - 8
    bird = pick(ctx, ["dove", "butterfly"])
    person(
        ctx,
        "wings",
        x + s * 30,
        fy,
        ph,
        "main",
        label=f"a person whose reflection is {label(bird)}",
        flip=s < 0,
        tags=("person", "freedom", "flight"),
    )
    bm, bbb = icon_mask(bird, x + s * 30, hz + ph * 0.55, ph * 0.95, flip=s < 0, rot=180)
    bc = mix(ctx.sky_at(0.2) * 0.55, rgb(ctx.pal.ink), 0.35)
    ctx.lit(bm, bbb, bc, alpha=0.85, rim=0.2)
    rip = (np.sin(YY * 0.35) > 0.55).astype(np.float32) * bm
    blend(ctx.img, rip, ctx.sky_at(0.1), 0.25)
    ctx.elements.append(
        {
            "icon": bird,
            "role": "secondary",
            "bbox": list(bbb),
            "tags": ["animal", "flight", "reflection"],
            "label": f"{label(bird)} as the reflection",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(bm, 6) * 0.8)
    return Painted(
        "A person stands on a rock at the water's edge with arms spread wide, and their "
        f"reflection in the lake is {label(bird)} in flight; a child sitting on the rock has an "
        "ordinary reflection.",
        ["freedom", "dream", "flight", "true self", "escape", "hope", "identity", "wish"],
    )


PREMISE = Premise(
    name="reflection-with-wings",
    figure="person",
    palettes=("dawn", "golden", "noon", "lavender", "spring", "mist"),
    stage=stage,
)
