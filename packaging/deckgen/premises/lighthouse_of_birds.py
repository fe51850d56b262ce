"""Premise "lighthouse-of-birds": A lighthouse on a rock at night sends out a beam made of
sparrows flying over the sea toward a paper boat."""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow, later_icon
from ..kit.names import label, plural
from ..kit.paint import XX, YY, H, W, blend, blur, ellipse, rgb
from ..kit.place import main, pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.stars(200)
    ctx.celestial(W / 2 + s * 300, H * 0.12, 45, "moon")
    hz = 0.66
    ctx.water(hz, ripple=10)
    rock = ellipse(x, hz * H + 60, 230, 90, 6)
    ctx.lit(rock, (int(x - 230), int(hz * H - 30), int(x + 230), int(hz * H + 150)), rgb("#2d3038"))
    lm = main(ctx, "lighthouse", x, hz * H - H * 0.15, H * 0.32, fill="#d9d2c4", flip=s > 0)
    ys = np.nonzero(lm.max(1) > 0.5)[0]
    ly = ys.min() + (ys.max() - ys.min()) * 0.12
    ctx.light = (x, ly)
    tx = W / 2 - s * 560
    ang = np.arctan2(YY - ly, (XX - x) * -s)
    beam = np.clip(1 - np.abs(ang + 0.25) / 0.22, 0, 1) * ((XX - x) * -s > 0)
    blend(ctx.img, blur(beam, 8), rgb("#fff2c0"), 0.45)
    flyer = pick(ctx, ["dove", "butterfly", "paper-plane", "sparrow"])
    for _k in range(16):
        t = ctx.u(0.12, 1.0)
        fx = x - s * t * 620
        fy = ly - t * 620 * np.tan(0.25) + ctx.u(-60, 60) * t
        later_icon(ctx, flyer, fx, fy, 30 + 55 * t, "#fff3c4", flip=s > 0, rot=ctx.u(-15, 15))
    later_glow(ctx, x, ly, 90, "#fff2c0", 0.8, core=10)
    del tx
    b = pick(ctx, ["sailboat", "paper-boat"])
    sec(ctx, b, W / 2 - s * 250, hz * H + H * 0.16, H * 0.1, flip=s < 0)
    relabel(ctx, f"a lighthouse beaming {plural(flyer)}")
    return Painted(
        f"A lighthouse on a rock at night sends out a beam made of {plural(flyer)} flying over "
        f"the sea toward {label(b)}.",
        ["guidance", "hope", "message", "freedom", "night", "homecoming", "light"],
    )


PREMISE = Premise(
    name="lighthouse-of-birds",
    figure="varies",
    palettes=("night", "dusk", "aurora"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
)
