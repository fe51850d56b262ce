"""Premise "lantern-of-day": At night a person holds a lantern high; inside its circle of light
it is a sunny day."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.light import later_glow
from ..kit.paint import H, W, blend, disc, ellipse, glow, icon_mask, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import night_sky


def stage(ctx: Ctx) -> Painted:
    """At night a person holds a lantern high; inside its circle of light it is a sunny day."""
    x, s = third(ctx)
    flip = s > 0  # they face into the card
    night_sky(ctx, 240)
    gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=40)
    ctx.img *= 0.8
    day_pal = pick(ctx, ["noon", "spring", "golden"])
    day = ctx.sub(day_pal)
    day.texture_sky()
    day.light = (W / 2, -H * 0.2)
    day.clouds(3, 0.18, 0.45, 0.5)
    day.hills(gy / H - 0.05, 2, amp=40)
    for _ in range(40):
        fx, fyy = day.u(0, W), day.u(gy + 40, H)
        blend(
            day.img,
            disc(fx, fyy, day.u(5, 9), 2),
            rgb(pick(ctx, ["#fff6dc", "#f2c84b", "#e8708a"])),
        )
    ph = H * ctx.u(0.36, 0.4)
    fy = H * ctx.u(0.86, 0.9)
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    lh = H * 0.085
    lx, ly = hand[0], hand[1] + lh * 0.45
    ctx.light = (lx, ly)
    cy = ly + H * 0.1
    rx, ry = W * ctx.u(0.4, 0.44), H * ctx.u(0.27, 0.3)
    pool = ellipse(lx, cy, rx, ry, 40)
    ctx.fill_with(pool, day, rim=0.0)
    glow(ctx.img, lx, ly, rx * 1.2, ctx.pal.light, 0.25)
    add_element(
        ctx,
        "a circle of sunny day in the night",
        "frame",
        (int(lx - rx), int(cy - ry), int(lx + rx), int(cy + ry)),
        ("day", "light", "sun", "another world"),
    )
    # a butterfly in the day, on the far side from the lantern
    bx = float(np.clip(lx - (-1 if flip else 1) * rx * 0.55, 140, W - 140))
    by = cy - ry * ctx.u(0.2, 0.4)
    ctx.subject(
        "butterfly",
        bx,
        by,
        H * 0.08,
        "secondary",
        fill="#e89a3a",
        flip=not flip,
        tags=("animal", "insect", "summer"),
    )
    who = pick(ctx, WHO)
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} holding up a lantern",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "light", "hope"),
    )
    lm, lb = icon_mask("old-lantern", lx, ly, lh)
    ctx.lit(lm, lb, rgb("#3a3030"), rim=0.3)
    add_element(ctx, "a lantern", "secondary", lb, ("object", "light"), "old-lantern")
    later_glow(ctx, lx, ly + lh * 0.1, 120, "#ffe9a8", 0.6, core=14)
    return Painted(
        f"{who.capitalize()} holds a lantern high in the dark, and inside its circle of light it "
        "is a sunny day, with sky, green grass, flowers and a butterfly, while all around it "
        "stays dark.",
        [
            "hope",
            "light",
            "optimism",
            "joy",
            "inner sun",
            "contrast",
            "memory",
            "courage",
            "magic",
            "summer",
        ],
    )


PREMISE = Premise(
    name="lantern-of-day",
    figure="person",
    palettes=("night", "aurora", "dusk"),
    stage=stage,
)
