"""Premise "creature-kite": A child on a windy hill flies a kite that is an octopus, tugging on
its string."""

from __future__ import annotations

from ..kit.light import later_icon
from ..kit.names import label
from ..kit.paint import H, W, blend, rgb
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    k = pick(ctx, ["tropical-fish", "sperm-whale", "manta-ray", "dove", "octopus"])
    _x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * 300, clouds=5)
    gy = ctx.hills(0.82, 3)
    kx, ky = W / 2 + s * 230, H * 0.22
    main(
        ctx,
        k,
        kx,
        ky,
        H * 0.24,
        flip=s < 0,
        rot=s * 10,
        fill=pick(ctx, ["#d9643a", "#e0b13a", "#4f7fb8", "#b84f79"]),
    )
    px = W / 2 - s * 300
    sec(ctx, "person", px, gy - 30, H * 0.13, shadow=gy + 50, flip=s > 0)
    hand = (px + s * 20, gy - 30 - H * 0.02)
    ctx.after.append(
        lambda img: blend(img, segment(hand[0], hand[1], kx, ky + 80, 5), rgb("#3a2a24"), 0.9)
    )
    for j in range(4):
        later_icon(
            ctx, "feather", kx - s * (60 + 50 * j), ky + 150 + 60 * j, 34, "#f4f0e6", rot=40 * j
        )
    return Painted(
        f"A child on a windy hill flies a kite that is {label(k)}, tugging on its string.",
        ["freedom", "play", "childhood", "control", "wind", "imagination", "letting go"],
    )


PREMISE = Premise(
    name="creature-kite",
    figure="varies",
    palettes=("noon", "spring", "golden", "dawn", "mist"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
)
