"""Premise "sea-overhead": The sky is the underside of the sea: a boat floats overhead among
fish, and its fishing line hangs down to a child on a hill who reaches up for the hook."""

from __future__ import annotations

from ..kit.figures import bbox_of, joint_at, person
from ..kit.paint import YY, H, W, blend, box, ellipse, icon_mask, rgb, vgrad
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import string_to


def stage(ctx: Ctx) -> Painted:
    """The sky is the underside of the sea: a boat floats overhead among fish, and its fishing
    line hangs down to a child on a hill who reaches up for the hook."""
    x, s = third(ctx)
    flip = s > 0
    sea = ctx.sub("under")
    sea.img[:] = vgrad([(0, "#bff0e8"), (0.1, "#5fc3c0"), (0.45, "#1f7f8e"), (0.62, "#0d4f62")])
    sea.texture_sky()
    surface = H * 0.07
    sea.light = (W / 2, -H)
    sea.rays(W / 2 + s * 200, surface, 7, 0.22, 0.5)
    ctx.img[:] = sea.img
    ctx.light = (W / 2 - s * W * 0.2, 0)
    blend(ctx.img, box(-5, surface - 8, W + 5, surface + 4, 4), rgb("#f4fffb"), 0.7)
    # the boat's hull seen from below, breaking the surface
    hx = W / 2 - s * ctx.u(140, 200)
    hull = ellipse(hx, surface, W * 0.2, H * 0.055, 4) * (surface - 6 < YY)
    hb = bbox_of(hull)
    ctx.lit(hull, hb, rgb("#3a2a2a"), rim=0.3)
    add_element(ctx, "a boat's hull seen from below", "secondary", hb, ("boat", "fisher", "above"))
    # fish swim in this sky
    for k in range(2):
        fxx = W / 2 + (s if k else -s) * ctx.u(260, 380)
        fyy = H * ctx.u(0.24, 0.42)
        ctx.subject(
            "tropical-fish",
            fxx,
            fyy,
            H * (0.095 if k else 0.08),
            "secondary",
            fill=pick(ctx, ["#e07a2a", "#e8c04a", "#d8605a"]),
            flip=ctx.rng.random() < 0.5,
            tags=("animal", "fish", "swim"),
        )
    gy = ctx.hills(ctx.u(0.66, 0.7), 2, amp=40)
    ctx.fog(gy / H - 0.01, 0.03, 0.45, "#9fd6cf")
    ph = H * ctx.u(0.34, 0.37)
    fy = H * ctx.u(0.9, 0.92)
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    hk = H * 0.075
    hkx, hky = hand[0] + (4 if not flip else -4), hand[1] - hk * 0.42
    km, kb = icon_mask("fishing-hook", hkx, hky, hk, flip=flip)
    ctx.lit(km, kb, rgb("#c8ccd4"), rim=0.8)
    add_element(ctx, "a fishing hook", "secondary", kb, ("bait", "catch", "hook"), "fishing-hook")
    top_hook = (kb[0] + (kb[2] - kb[0]) * (0.25 if not flip else 0.75), kb[1] + 4)
    string_to(ctx, (hx + s * W * 0.12, hb[3] - 16), top_hook, 20, "#1e2a2a", 3, 0.85, 14)
    who = pick(ctx, ["a girl", "a boy", "a child"])
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} reaching up to the hook",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "child", "curious"),
        coat=pick(ctx, CHILD_COATS),
    )
    return Painted(
        f"The sky is the underside of the sea: a boat floats overhead with fish swimming below "
        f"it, and its fishing line hangs down to a hill where {who} reaches up to take the hook.",
        [
            "temptation",
            "upside down",
            "caught",
            "curiosity",
            "bait",
            "another world",
            "desire",
            "trap",
            "wonder",
            "fishing",
        ],
    )


PREMISE = Premise(
    name="sea-overhead",
    figure="person",
    palettes=("golden", "spring", "dawn", "noon"),
    stage=stage,
    max_cards=2,  # read as "a child under the sea" at hand size (3.5 of 5)
)
