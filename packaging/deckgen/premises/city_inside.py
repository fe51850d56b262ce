"""Premise "city-inside": An elephant drifts across the sky with a whole night city lit up
inside its body, and a person on the hill below looks up at it."""

from __future__ import annotations

import numpy as np

from ..kit.light import lit_windows
from ..kit.names import cap, label, tags
from ..kit.paint import H, W, blend, box, ellipse, icon_mask
from ..kit.place import pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def city(ctx: Ctx, x0: float, x1: float, base: float, top: float, colour: np.ndarray) -> np.ndarray:
    """A skyline of towers between x0 and x1 standing on y=base; returns its mask."""
    m = np.zeros((H, W), np.float32)
    x = x0
    while x < x1:
        w = ctx.u(40, 110)
        h = ctx.u(0.3, 1.0) * (base - top)
        m = np.maximum(m, box(x, base - h, x + w, base + 2, 1.5))
        if ctx.rng.random() < 0.3:
            m = np.maximum(m, ellipse(x + w / 2, base - h, w / 2, w / 3, 1.5))
        x += w * ctx.u(0.8, 1.1)
    blend(ctx.img, m, colour)
    return m


def stage(ctx: Ctx) -> Painted:
    a = pick(ctx, ["sperm-whale", "manta-ray", "sea-turtle", "elephant", "snail", "turtle"])
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(250, 380), sy=ctx.u(200, 320), clouds=5)
    gy = ctx.hills(0.8, 3)
    body = ctx.sub("night")
    body.texture_sky(0.06)
    body.stars(260, 0.9)
    m, bb = icon_mask(a, x, H * 0.36, H * 0.3, flip=s > 0)
    cm = city(
        body, bb[0], bb[2], bb[3] + 5, bb[1] + (bb[3] - bb[1]) * 0.1, np.array([0.16, 0.19, 0.33])
    )
    lit_windows(ctx, m * cm, 110)
    ctx.fill_with(m, body, rim=0.7)
    ctx.elements.append({"icon": a, "role": "main", "bbox": list(bb), "tags": list(tags(a))})
    ctx.focus[:] = np.maximum(ctx.focus, m)
    p = pick(ctx, ["person", "walk", "kneeling"])
    sec(ctx, p, W / 2 - s * ctx.u(230, 330), gy - 80, H * 0.12, shadow=gy, flip=s < 0)
    return Painted(
        f"{cap(label(a))} drifts across the sky with a whole night city lit up inside its body, "
        f"and {label(p)} on the hill below looks up at it.",
        ["home", "inner world", "wonder", "dream", "carrying", "secret", "journey"],
    )


PREMISE = Premise(
    name="city-inside",
    figure="varies",
    palettes=("dusk", "night", "golden", "lavender", "dawn"),
    stage=stage,
    candidates=2,  # its main figure varies: more candidates to choose from
)
