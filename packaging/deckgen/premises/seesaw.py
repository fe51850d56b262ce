"""Premise "seesaw": A small child holds down the low end of a seesaw and holds up, on the high
end, an animal or a thing many times heavier: a weight that is not what it seems."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, person
from ..kit.paint import YY, H, W, blur, ellipse, icon_mask, rgb
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    """A small child holds down the low end of a seesaw and holds up, on the high end, an
    animal or a thing many times heavier: a weight that is not what it seems."""
    _x, s = third(ctx)
    sky(ctx, sx=W / 2 + s * ctx.u(250, 380), sy=ctx.u(200, 320), clouds=4)
    gy = ctx.hills(ctx.u(0.58, 0.62), 2)
    heavy = pick(ctx, ["elephant", "polar-bear", "house"])
    said = {
        "elephant": "an elephant",
        "polar-bear": "a polar bear",
        "house": "a whole house",
    }[heavy]
    # the pivot, a rock on the ground; the plank tilts down toward the child's side
    px, py = W / 2 + s * 30, gy + ctx.u(230, 280)
    half = ctx.u(300, 330)
    tilt = ctx.u(0.28, 0.34)  # radians
    lowx, lowy = px + s * half * np.cos(tilt), py - 70 + half * np.sin(tilt)
    highx, highy = px - s * half * np.cos(tilt), py - 70 - half * np.sin(tilt)
    rock = ellipse(px, py - 20, 110, 90, 4) * (py > YY)
    ctx.cast_shadow(rock, (int(px - 90), int(py - 95), int(px + 90), int(py)), py, 0.3)
    ctx.lit(rock, (int(px - 90), int(py - 95), int(px + 90), int(py)), rgb("#7a6a5a"), rim=0.4)
    plank = segment(lowx, lowy, highx, highy, 26)
    pbb = bbox_of(plank)
    ctx.lit(plank, pbb, rgb("#8a5a3a"), rim=0.5)
    ctx.shape("a seesaw", "frame", ("seesaw", "balance"), pbb)
    # the heavy thing rides the high end, tilted with the plank
    hh = H * (0.17 if heavy != "house" else 0.15)
    deg = float(np.degrees(tilt)) * (1 if s > 0 else -1)
    cx = highx + s * 0.25 * hh
    hm, hbb = icon_mask(heavy, cx, highy - hh * 0.42, hh, flip=s < 0, rot=deg)
    col = {"elephant": "#8e8a92", "polar-bear": "#e8e4dc", "house": "#c98a6a"}[heavy]
    ctx.lit(hm, hbb, rgb(col), rim=0.5, separate=True)  # it must not melt into the hills
    ctx.focus[:] = np.maximum(ctx.focus, blur(hm, 6) * 0.9)
    ctx.elements.append(
        {
            "icon": heavy,
            "role": "secondary",
            "bbox": list(hbb),
            "tags": ["heavy", "up in the air"],
            "label": f"{said} lifted on the high end",
        }
    )
    ch = H * ctx.u(0.2, 0.22)
    person(
        ctx,
        "sit",
        lowx - s * 40,
        lowy - 14,
        ch,
        "main",
        label=f"a child holding down a seesaw with {said} on it",
        flip=s > 0,
        tags=("person", "child", "strength"),
        coat=pick(ctx, ["#c0503a", "#e0b13a", "#3f5f8a", "#2f6f5a"]),
    )
    return Painted(
        f"A small child holds down one end of a seesaw, and on the other end, up in the air, "
        f"sits {said}.",
        [
            "balance",
            "strength",
            "childhood",
            "weight",
            "play",
            "surprise",
            "courage",
            "lightness",
            "impossible",
        ],
    )


PREMISE = Premise(
    name="seesaw",
    figure="person",
    palettes=("noon", "spring", "golden", "dawn"),
    stage=stage,
)
