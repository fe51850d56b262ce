"""Premise "train-through-the-sky": A steam train runs along rails laid over the clouds, while
someone waits below beside a street lamp."""

from __future__ import annotations

from ..kit.light import later_glow
from ..kit.paint import H, W, blend, ellipse, rgb
from ..kit.place import main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * 320, sy=H * 0.16, clouds=0)
    ctx.clouds(7, 0.45, 0.75, 0.6)
    gy = ctx.hills(0.86, 2)
    ty = H * 0.5
    # rails over the clouds, rising toward the moon
    rail = segment(-20, ty + 130 + s * 60, W + 20, ty + 130 - s * 60, 8)
    blend(ctx.img, rail, rgb("#3a2a24"))
    ctx.shape("rails in the clouds", "secondary", ("rails", "path"), (0, ty + 60, W, ty + 200))
    main(ctx, "steam-locomotive", x, ty + 10, H * 0.22, flip=s < 0, fill="#3a3f5a")
    for k in range(5):
        blend(
            ctx.img,
            ellipse(x + s * (170 + 70 * k), ty - 100 - 40 * k, 60 + 12 * k, 40 + 8 * k, 14),
            rgb("#f0ece4"),
            0.75 - 0.1 * k,
        )
    later_glow(ctx, x - s * 160, ty + 20, 60, "#ffd98a", 0.7, core=9)
    sec(ctx, "person", W / 2 - s * 300, gy - 40, H * 0.1, shadow=gy + 20)
    sec(ctx, "street-light", W / 2 - s * 390, gy - 100, H * 0.16, fill="#2b2b33")
    later_glow(ctx, W / 2 - s * 360, gy - 200, 90, "#ffd98a", 0.6, core=8)
    return Painted(
        "A steam train runs along rails laid over the clouds, while someone waits below "
        "beside a street lamp.",
        ["journey", "departure", "waiting", "dream", "night", "missed chance", "escape"],
    )


PREMISE = Premise(
    name="train-through-the-sky",
    figure="person",
    palettes=("night", "dusk", "aurora", "golden"),
    stage=stage,
    max_cards=2,  # weak when read at hand size
)
