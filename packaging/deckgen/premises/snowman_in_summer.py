"""Premise "snowman-in-summer": A snowman melts slowly in a summer meadow, and a child holds a
blue umbrella over it to keep off the sun."""

from __future__ import annotations

from ..kit.names import label, tags
from ..kit.paint import H, W, blend, ellipse, icon_mask, rgb
from ..kit.place import main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * 330, sy=H * 0.14, r=90, clouds=2)
    gy = ctx.hills(0.72, 2)
    main(ctx, "snowman", x, gy - H * 0.16, H * 0.32, fill="#dde6f0", shadow=gy + 10)
    blend(ctx.img, ellipse(x, gy + 20, 190, 28, 8), rgb("#cfe6f5"), 0.8)
    sec(ctx, "person", x - s * 210, gy - 10, H * 0.13, shadow=gy + 50, flip=s > 0)
    um = icon_mask("umbrella", x - s * 150, gy - H * 0.23, H * 0.2, rot=s * 20)
    ctx.lit(um[0], um[1], rgb("#3a6fb0"))
    ctx.elements.append(
        {
            "icon": "umbrella",
            "role": "secondary",
            "bbox": list(um[1]),
            "tags": list(tags("umbrella")),
            "label": label("umbrella"),
        }
    )
    sec(ctx, "sunflower", W / 2 + s * 380, gy + 40, H * 0.16, fill="#3f6b3a")
    return Painted(
        "A snowman melts slowly in a summer meadow, and a child holds a blue umbrella over it "
        "to keep off the sun.",
        ["care", "loss", "friendship", "impermanence", "kindness", "summer", "childhood"],
    )


PREMISE = Premise(
    name="snowman-in-summer",
    figure="person",
    palettes=("noon", "golden", "desert", "spring"),
    stage=stage,
)
