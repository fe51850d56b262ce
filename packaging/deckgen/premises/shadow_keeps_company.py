"""Premise "shadow-keeps-company": A person alone on an evening field, one hand held out at
their side; their long shadow holds a child's hand, or a friend's, or has wings."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, his, joint_at, person, silhouette
from ..kit.paint import H, icon_mask
from ..kit.place import add_shadow_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky

WHO = ["a woman", "a man", "an old man", "a grandmother", "a girl", "a boy"]


def stage(ctx: Ctx) -> Painted:
    """A person alone on an evening field, one hand held out at their side; their long shadow
    holds a child's hand, or a friend's, or has wings."""
    x, s = third(ctx)
    lx, ly = x - s * ctx.u(60, 120), H * ctx.u(0.36, 0.4)
    sky(ctx, sx=lx, sy=ly, r=72, clouds=3, kind="sun")
    gy = ctx.hills(ctx.u(0.44, 0.47), 2, amp=22)
    ctx.light = (lx, ly + 30)
    who = pick(ctx, WHO[:4])
    company = pick(ctx, ["child", "friend", "wings"])
    ph = H * ctx.u(0.28, 0.31)
    fy = min(gy + ctx.u(200, 260), H * 0.6)
    flip = s > 0  # the person faces into the card, toward the light
    sg = -1 if flip else 1
    pose = "stand" if company == "wings" else "hand"
    # the shadow: what the person would cast if someone were beside them
    if company == "wings":
        # butterfly wings at the shoulders, in the shadow only
        sh = joint_at("stand", "neck", x, fy, ph, flip)
        wings, _ = icon_mask("butterfly", sh[0], sh[1] + 0.12 * ph, ph * 0.9, flip=flip)
        shape = np.maximum(silhouette("stand", x, fy, ph, flip), wings)
    elif company == "child":
        hand = joint_at("hand", "ha_r", x, fy, ph, flip)
        ch = ph * 0.62
        cx = hand[0] + sg * 0.26 * ch
        shape = np.maximum(
            silhouette("hand", x, fy, ph, flip),
            silhouette("reach", cx, fy, ch, not flip),
        )
    else:
        shape = np.maximum(
            silhouette("hand", x, fy, ph, flip),
            silhouette("hand", x + sg * 0.46 * ph, fy, ph * 0.97, not flip, dress=True),
        )
    bb = bbox_of(shape)
    sm = ctx.cast_shadow(shape, bb, fy, 0.85, k=0.85, reach=0.6)
    said = {
        "child": "holds a child's hand",
        "friend": "holds hands with someone who is not there",
        "wings": "has the wings of a butterfly",
    }[company]
    opening = "" if company == "wings" else ", one hand a little open"
    add_shadow_element(
        ctx,
        {
            "child": "the shadow of a child holding the hand",
            "friend": "the shadow of a missing friend",
            "wings": "a shadow with butterfly wings",
        }[company],
        "secondary",
        sm * (sm > 0.25),
        ("shadow", "absence", "memory"),
    )
    person(
        ctx,
        pose,
        x,
        fy,
        ph,
        "main",
        label=f"{who} alone whose shadow is not alone"
        if company != "wings"
        else f"{who} whose shadow has butterfly wings",
        flip=flip,
        tags=("person", "alone", "walking"),
    )
    ctx.contact(silhouette(pose, x, fy, ph, flip), bb)
    return Painted(
        f"{who.capitalize()} stands alone in a field{opening}, and {his(who)} long shadow {said}.",
        [
            "memory",
            "absence",
            "loneliness",
            "imagination",
            "love",
            "evening",
            "secret self",
            "company",
        ],
    )


PREMISE = Premise(
    name="shadow-keeps-company",
    figure="person",
    palettes=("snow", "golden", "desert", "dawn"),
    stage=stage,
)
