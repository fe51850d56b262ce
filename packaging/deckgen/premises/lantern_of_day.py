"""Premise "lantern-of-day": At night a raven on a bare branch holds a lantern by its cord in its
beak; inside the lantern's circle of light it is a sunny day."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import H, W, blend, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, ribbon
from ..kit.sky import night_sky


def stage(ctx: Ctx) -> Painted:
    """At night a raven on a branch holds a lantern in its beak; inside its circle of light it
    is a sunny day."""
    _x, s = third(ctx)
    flip = s > 0  # the raven faces into the card
    night_sky(ctx, 240)
    gy = ctx.hills(ctx.u(0.6, 0.64), 2, amp=40)
    ctx.img *= 0.8
    day = ctx.sub("noon")  # a clear blue noon (spring's pale sky washed out at hand size)
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
    # the raven on a bare branch that reaches in from the card's edge, the lantern hanging
    # from its beak on a short cord
    rh = H * ctx.u(0.17, 0.18)
    lh = H * 0.1
    lx = W / 2 + s * ctx.u(30, 70)
    ly = H * ctx.u(0.43, 0.45)
    cord = ctx.u(40, 55)
    beak_y = ly - lh * 0.5 - cord
    lean = ctx.u(7, 10) * (1 if flip else -1)  # bent forward under the lantern's weight
    m0, b0 = icon_mask("raven", W / 2, H / 2, rh, flip=flip, rot=lean)
    del m0
    tip = b0[2] if not flip else b0[0]  # the beak's tip: the icon's front edge, near its top
    rcx = W / 2 + (lx - tip) + (-1 if flip else 1) * 6
    rcy = H / 2 + (beak_y - (b0[1] + rh * 0.24))
    perch_y = rcy + rh * 0.5 - rh * 0.12
    ctx.light = (lx, ly)
    cy = ly + H * 0.09
    rx, ry = W * ctx.u(0.38, 0.4), H * ctx.u(0.27, 0.29)
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
    # a butterfly in the day, on the far side from the raven
    bx = float(np.clip(lx + (-1 if flip else 1) * rx * 0.5, 140, W - 140))
    by = cy + ry * ctx.u(0.0, 0.2)
    ctx.subject(
        "butterfly",
        bx,
        by,
        H * 0.075,
        "secondary",
        fill="#e89a3a",
        flip=not flip,
        tags=("animal", "insect", "summer"),
    )
    # the branch: from the edge behind the raven, under its feet, thinning to a twig
    edge_x = W + 40 if flip else -40
    back = -1 if not flip else 1  # toward the branch's base
    foot_x = rcx + back * rh * 0.15
    pts = [
        (edge_x, perch_y + ctx.u(30, 60)),
        ((edge_x + foot_x) / 2, perch_y + ctx.u(6, 18)),
        (foot_x, perch_y),
        (foot_x - back * rh * 0.55, perch_y - ctx.u(10, 25)),
    ]
    widths = [44.0, 30.0, 20.0, 8.0]
    br = ribbon(pts, widths, 2)
    twigs = polylines(
        [
            [pts[1], (pts[1][0] - back * 40, pts[1][1] - 90)],
            [
                ((pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2),
                ((pts[0][0] + pts[1][0]) / 2 - back * 60, pts[1][1] + 70),
            ],
        ],
        9,
    )
    br = np.clip(br + twigs, 0, 1)
    ctx.lit(br, bbox_of(br), rgb("#2e2620"), rim=0.5)
    add_element(ctx, "a bare branch", "frame", bbox_of(br), ("tree", "branch", "night"))
    rm = ctx.subject(
        "raven",
        rcx,
        rcy,
        rh,
        "main",
        fill="#2c2a36",  # raven black: a crisp silhouette against the day's blue
        flip=flip,
        rot=lean,
        tags=("animal", "bird", "night"),
        label="a raven holding a lantern in its beak",
    )
    focus_on(ctx, rm, 8)
    lm, lb = icon_mask("old-lantern", lx, ly, lh)
    ctx.lit(lm, lb, rgb("#3a3030"), rim=0.3)
    add_element(ctx, "a lantern", "secondary", lb, ("object", "light"), "old-lantern")
    cord_m = polylines([[(lx, beak_y - 2), (lx, ly - lh * 0.45)]], 4)
    after_mask(ctx, cord_m, "#2a2420", 0.9)
    later_glow(ctx, lx, ly + lh * 0.1, 120, "#ffe9a8", 0.6, core=14)
    return Painted(
        "At night a raven perched on a bare branch holds a lantern by its cord in its beak, and "
        "inside the lantern's circle of light it is a sunny day, with blue sky, green grass, "
        "flowers and a butterfly, while all around it stays dark.",
        [
            "hope",
            "light",
            "optimism",
            "joy",
            "inner sun",
            "contrast",
            "memory",
            "carrying",
            "magic",
            "summer",
        ],
    )


PREMISE = Premise(
    name="lantern-of-day",
    figure="raven",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
)
