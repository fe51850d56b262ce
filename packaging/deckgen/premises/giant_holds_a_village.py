"""Premise "giant-holds-a-village": A giant as tall as the sky sits behind the hills, holding a
little house in its cupped hands, and a child in the near field waves up at it with both
arms."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.light import lit_windows
from ..kit.paint import H, W, blur, icon_mask, rgb
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    gx, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(300, 420), sy=ctx.u(180, 280), clouds=4)
    gh = H * ctx.u(0.92, 1.0)
    ridge_y = H * ctx.u(0.64, 0.69)
    gyf = ridge_y + gh * 0.45  # the giant's feet, far below the ridge that hides them
    giant = person(
        ctx,
        "cup",
        gx,
        gyf,
        gh,
        "main",
        label="a giant sitting behind the hills",
        haze=0.5,
        dress=False,
        tags=("giant", "person", "gentle"),
        coat=pick(ctx, ["#6a7f9a", "#8a7a9a", "#7a8f7a"]),
    )
    hands = joint_at("cup", "ha_r", gx, gyf, gh)
    hx, hy = gx, hands[1] - 40
    thing = pick(ctx, ["village", "lighthouse", "house"])
    said = {"village": "a whole village", "lighthouse": "a lighthouse", "house": "a little house"}[
        thing
    ]
    vm = icon_mask(thing, hx, hy, H * (0.085 if thing == "village" else 0.1))
    ctx.lit(vm[0], vm[1], rgb("#b98a6a" if thing != "lighthouse" else "#e8e0d8"), rim=0.4)
    lit_windows(ctx, vm[0], 14 if thing == "village" else 4)
    ctx.elements.append(
        {
            "icon": thing,
            "role": "secondary",
            "bbox": list(vm[1]),
            "tags": ["building", "home", "small"],
            "label": f"{said} held in its hands",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(vm[0], 6))
    gy = ctx.hills(ridge_y / H, 3)
    # the giant's recorded box ends at the ridge that hides its legs
    for e in ctx.elements:
        if e.get("label") == "a giant sitting behind the hills":
            e["bbox"][3] = int(min(e["bbox"][3], ridge_y + 40))
            e["label"] = f"a giant holding {said} in its hands"
    del giant
    px = W / 2 - s * ctx.u(250, 330)
    fy = gy + ctx.u(180, 260)
    person(
        ctx,
        "arms-up",
        px,
        fy,
        H * ctx.u(0.19, 0.22),
        label="a child waving up at the giant",
        flip=s < 0,
        shadow=fy,
        tags=("person", "child", "greeting"),
    )
    return Painted(
        f"A giant as tall as the sky sits behind the hills, holding {said} in its cupped "
        "hands, and a child in the near field waves up at it with both arms.",
        ["protection", "home", "scale", "giant", "care", "greeting", "world", "trust", "fragility"],
    )


PREMISE = Premise(
    name="giant-holds-a-village",
    figure="person",
    palettes=("mist", "golden", "spring", "lavender", "dawn"),
    stage=stage,
)
