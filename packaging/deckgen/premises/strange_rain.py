"""Premise "strange-rain": It is raining feathers, and someone stands under a red umbrella in
the field."""

from __future__ import annotations

from ..kit.light import later_icon
from ..kit.names import plural
from ..kit.paint import H, W
from ..kit.place import main, pick, relabel, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    what = pick(ctx, ["tropical-fish", "feather", "heart-key", "snowflake-2", "butterfly"])
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=8)
    gy = ctx.hills(0.8, 2)
    sec(ctx, "person", x, gy - H * 0.07, H * 0.17, shadow=gy + 10, flip=s < 0)
    main(ctx, "umbrella", x + s * 20, gy - H * 0.25, H * 0.25, fill="#b23a3a")
    col = "#f3d36b" if what in ("heart-key",) else ctx.pal.light
    for _ in range(60):
        later_icon(
            ctx,
            what,
            ctx.u(30, W - 30),
            ctx.u(60, gy - 40),
            ctx.u(40, 70),
            col,
            rot=ctx.u(-40, 40),
            alpha=0.92,
        )
    relabel(ctx, f"a red umbrella in a rain of {plural(what)}")
    return Painted(
        f"It is raining {plural(what)}, and someone stands under a red umbrella in the field.",
        ["shelter", "surprise", "abundance", "luck", "strangeness", "weather", "wonder"],
    )


PREMISE = Premise(
    name="strange-rain",
    figure="varies",
    palettes=("storm", "mist", "dusk", "noon", "golden"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
