"""Premise "ladder-to-a-cloud": A long ladder rises from the hills to a cloud with a chapel on
it, and someone is climbing up."""

from __future__ import annotations

import numpy as np

from ..kit.names import label
from ..kit.paint import H, W, ellipse, rgb
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, segment


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * 320, H * 0.12, 60)
    ctx.clouds(3, 0.4, 0.6, 0.4)
    gy = ctx.hills(0.8, 2)
    cx_, cy_ = x + s * 40, H * 0.27
    cl = np.zeros((H, W), np.float32)
    for _k in range(7):
        cl = np.maximum(
            cl,
            ellipse(
                cx_ + ctx.u(-190, 190), cy_ + ctx.u(-20, 40), ctx.u(90, 150), ctx.u(50, 80), 10
            ),
        )
    ctx.lit(
        cl,
        (int(cx_ - 340), int(cy_ - 100), int(cx_ + 340), int(cy_ + 120)),
        rgb("#fbf6ef"),
        rim=0.2,
    )
    home = pick(ctx, ["house", "mushroom-house", "windmill", "church", "bird-house"])
    main(ctx, home, cx_, cy_ - H * 0.08, H * 0.17)
    ctx.shape("cloud", "secondary", ("cloud", "sky"), mask_bbox(cl))
    lx0 = W / 2 - s * 200
    lm = segment(lx0 - 40, gy, cx_ - s * 120 - 40, cy_ + 40, 14)
    lm = np.maximum(lm, segment(lx0 + 40, gy, cx_ - s * 120 + 40, cy_ + 40, 14))
    for k in range(1, 16):
        t = k / 16
        ax = lx0 + (cx_ - s * 120 - lx0) * t
        ay = gy + (cy_ + 40 - gy) * t
        lm = np.maximum(lm, segment(ax - 40, ay, ax + 40, ay, 10))
    ctx.lit(lm, (0, 0, W, H), rgb("#7a4e30"), rim=0.3)
    ctx.shape("ladder", "secondary", ("ladder", "climb"), (lx0 - 60, cy_, cx_, gy))
    t = 0.35
    sec(
        ctx,
        "walk",
        lx0 + (cx_ - s * 120 - lx0) * t,
        gy + (cy_ + 40 - gy) * t - 40,
        H * 0.09,
        flip=s < 0,
    )
    return Painted(
        f"A long ladder rises from the hills to a cloud with {label(home)} on it, and someone "
        "is climbing up.",
        ["ambition", "home", "dream", "effort", "reaching", "hope", "journey"],
    )


PREMISE = Premise(
    name="ladder-to-a-cloud",
    figure="varies",
    palettes=("noon", "golden", "lavender", "dawn", "spring"),
    stage=stage,
    candidates=3,  # its main figure varies: more candidates to choose from
)
