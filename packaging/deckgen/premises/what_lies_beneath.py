"""Premise "what-lies-beneath": A small paper boat floats on a calm sea, and far below it,
unseen from the surface, swims an enormous manta ray."""

from __future__ import annotations

from ..kit.light import later_glow
from ..kit.names import bare
from ..kit.paint import YY, H, W, blend, box, rgb, vgrad
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    hz = 0.3
    # the sky is a band above the sea: its gradient ends at the horizon, and the band shows
    # its lighter half (the whole gradient's deep zenith over a dark sea made a dark card)
    ctx.img[:] = vgrad(ctx.pal.sky, -0.3, hz)
    sky(ctx, sx=W / 2 - s * 300, sy=H * 0.1, r=50, clouds=3)
    sea = vgrad([(0, "#3f8fa6"), (0.5, "#1b5468"), (1, "#0b2a3a")], hz, 1.0)
    under = hz * H < YY
    ctx.img[under] = sea[under]
    blend(ctx.img, box(0, hz * H - 3, W, hz * H + 4, 2), rgb("#e4f4fb"), 0.7)
    big = pick(ctx, ["sperm-whale", "octopus", "sea-turtle", "manta-ray"])
    bm = main(
        ctx,
        big,
        W / 2 + s * 80,
        H * 0.66,
        H * 0.4,
        flip=s < 0,
        fill="#0e3242",
        rim=0.3,
        separate=False,
    )
    del bm
    boat = pick(ctx, ["sailboat", "paper-boat"])
    sec(ctx, boat, x - s * 60, hz * H - 70, H * 0.13, flip=s > 0)
    ctx.rays(W * 0.5, hz * H, 5, 0.08, 0.4)
    for _ in range(24):
        later_glow(ctx, ctx.u(0, W), ctx.u(hz * H + 40, H), 5, "#dcfff8", 0.35, core=2)
    return Painted(
        f"A small {bare(boat)} floats on a calm sea, and far below it, unseen from the surface, "
        f"swims an enormous {bare(big)}.",
        ["the unknown", "hidden", "depth", "fear", "calm", "secret", "scale", "unconscious"],
    )


PREMISE = Premise(
    name="what-lies-beneath",
    figure="varies",
    palettes=("noon", "golden", "mist", "dusk", "dawn"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
