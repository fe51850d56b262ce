"""Premise "fish-looks-in": Roles swapped: a big fish floats in the air of a room and looks
into a fishbowl on the table, where a person sits in a paper boat looking back."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, person
from ..kit.paint import XX, YY, H, W, blend, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    """Roles swapped: a big fish floats in the air of a room and looks into a fishbowl on the
    table, where a person sits in a paper boat looking back."""
    fy = ctx.room(ctx.u(0.76, 0.8))
    x, s = third(ctx)
    # a window on the fish's side lights the room
    wx = W / 2 - s * ctx.u(260, 320)
    wy0, wy1 = H * 0.12, H * 0.34
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(120, 0.4)
    night.celestial(wx + ctx.u(-40, 40), H * 0.19, 38, "moon")
    ctx.window(wx - 130, wy0, wx + 130, wy1, night.img)
    ctx.img[:] *= np.clip(
        0.62 + 0.45 * np.exp(-((XX - wx) ** 2 + (YY - H * 0.3) ** 2) / (2 * 520.0**2)), 0, 1
    )[..., None]
    ctx.light = (wx, H * 0.23)
    glow(ctx.img, wx, H * 0.23, 420, ctx.pal.light, 0.3)
    # the table and the bowl
    r = H * ctx.u(0.18, 0.195)
    bx = float(np.clip(x, r + 50, W - r - 50))
    ty = fy - H * 0.12
    top = box(bx - r * 1.25, ty - 16, bx + r * 1.25, ty + 10, 3)
    table = top.copy()
    for lx in (bx - r * 1.1, bx + r * 1.1 - 20):
        table = np.maximum(table, box(lx, ty, lx + 20, fy + 40, 2))
    tb = bbox_of(table)
    ctx.lit(table, tb, rgb("#5a3a2a"), rim=0.3)
    cy = ty - 16 - r * 0.92
    bowl = disc(bx, cy, r, 3) * (cy - r * 0.78 < YY)
    wl = cy - r * 0.12  # the water line
    water = bowl * (wl < YY)
    tint = rgb("#3f8f9a")
    blend(ctx.img, water, mix(tint, ctx.c("light"), 0.1), 0.72)
    deep = np.clip((YY - wl) / (r * 1.1), 0, 1)
    blend(ctx.img, water * deep, rgb("#0f3a48"), 0.45)
    for _ in range(9):  # pebbles at the bottom
        px = bx + ctx.u(-r * 0.6, r * 0.6)
        blend(
            ctx.img,
            ellipse(px, cy + r * 0.86, ctx.u(16, 30), ctx.u(10, 16), 3) * bowl,
            rgb(pick(ctx, ["#c8b89a", "#8a7a6a", "#e0d6c0"])),
            0.9,
        )
    glass = bowl * (wl >= YY)
    blend(ctx.img, glass, ctx.c("light"), 0.1)
    rim = np.clip(disc(bx, cy, r + 6, 3) - disc(bx, cy, r - 6, 3), 0, 1) * (cy - r * 0.78 < YY)
    blend(ctx.img, rim, mix(ctx.c("light"), tint, 0.3), 0.55)
    lipm = np.clip(
        ellipse(bx, cy - r * 0.78, r * 0.63, 16, 3) - ellipse(bx, cy - r * 0.78, r * 0.57, 9, 3),
        0,
        1,
    )
    blend(ctx.img, lipm, ctx.c("light"), 0.6)
    hl = np.clip(
        disc(bx, cy, r * 0.86, 4) - disc(bx + s * r * 0.12, cy + r * 0.08, r * 0.86, 4), 0, 1
    )
    blend(ctx.img, hl * (cy + r * 0.2 > YY), rgb("#ffffff"), 0.45)
    blend(ctx.img, box(bx - r * 0.7, wl - 3, bx + r * 0.7, wl + 3, 2) * bowl, ctx.c("light"), 0.5)
    col = pick(ctx, ["#f08a2a", "#f0b03a", "#e8602a"])
    fish_said = {"#f08a2a": "a big orange", "#f0b03a": "a big golden", "#e8602a": "a big red"}[col]
    add_element(
        ctx,
        f"a round fishbowl watched by {fish_said} fish",
        "main",
        (int(bx - r), int(cy - r * 0.8), int(bx + r), int(cy + r)),
        ("fishbowl", "glass", "water"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, bowl * 0.7)
    # the person in the bowl, in a paper boat on the water
    bh = H * 0.12
    boat_x = bx + s * r * 0.1
    ph = H * ctx.u(0.19, 0.2)
    flip = s > 0  # looking out toward the fish
    face = -1 if flip else 1
    person(
        ctx,
        "sit",
        boat_x - face * bh * 0.28,
        wl - bh * 0.2,
        ph,
        "secondary",
        label="a person sitting in a paper boat inside the fishbowl",
        flip=flip,
        tags=("person", "small", "watched"),
    )
    ctx.subject(
        "paper-boat",
        boat_x,
        wl - bh * 0.05,
        bh,
        "secondary",
        fill="#f2ede0",
        tags=("object", "water", "journey"),
        separate=False,
    )
    # the fish outside, in the air, its face to the glass
    fh = H * ctx.u(0.18, 0.2)
    fx = float(np.clip(bx - s * (r + fh * 0.62), fh * 0.62 + 20, W - fh * 0.62 - 20))
    fyy = cy - r * ctx.u(0.0, 0.15)
    fm = ctx.subject(
        "tropical-fish",
        fx,
        fyy,
        fh,
        "secondary",
        fill=col,
        flip=s < 0,
        tags=("animal", "fish", "watching"),
        label="a big fish floating in the air",
        separate=False,
    )
    ctx.cast_shadow(fm, bbox_of(fm), fy + 60, 0.3, k=0.2)
    return Painted(
        f"In a room with a moonlit window, {fish_said} fish floats in the air beside a table "
        "and looks "
        "into a round fishbowl, where a person sits in a paper boat on the water looking back "
        "at it.",
        [
            "roles reversed",
            "watching",
            "captivity",
            "curiosity",
            "home",
            "small world",
            "freedom",
            "loneliness",
            "being observed",
            "strange",
        ],
    )


PREMISE = Premise(
    name="fish-looks-in",
    figure="person",
    palettes=("interior", "mint", "dusk"),
    stage=stage,
)
