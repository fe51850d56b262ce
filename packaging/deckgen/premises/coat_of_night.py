"""Premise "coat-of-night": A person on a hill opens their long coat wide, and its lining is
the night sky, with stars and the moon; a child looks up at it."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import H, W, blend, blur, disc, rgb
from ..kit.people import CHILD_COATS, WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    """A person on a hill opens their long coat wide, and its lining is the night sky, with
    stars and the moon; a child looks up at it."""
    x, s = third(ctx)
    flip = s > 0
    sky(ctx, sx=W / 2 - s * ctx.u(250, 360), sy=ctx.u(220, 330), clouds=3)
    ctx.hills(ctx.u(0.62, 0.66), 2, amp=30)
    ph = H * ctx.u(0.44, 0.48)
    fy = H * ctx.u(0.88, 0.9)
    x = float(np.clip(x, 0.47 * ph + 20, W - 0.47 * ph - 20))
    who = pick(ctx, WHO[:4])
    coat = pick(ctx, ["#3a2e4a", "#2f3a4f", "#4a2a2a"])
    person(
        ctx,
        "wings",
        x,
        fy,
        ph,
        "main",
        label=f"{who} opening a coat lined with the night",
        who=who,
        flip=flip,
        shadow=fy,
        coat=coat,
        dress=False,
        tags=("person", "secret", "inner world"),
    )
    sg = -1.0 if flip else 1.0

    def pt(px: float, py: float) -> tuple[float, float]:
        return x + sg * px * ph, fy + py * ph

    flaps = np.zeros((H, W), np.float32)

    im = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(im)
    for side in (-1, 1):
        poly = [
            pt(side * 0.43, -0.88),
            pt(side * 0.1, -0.79),
            pt(side * 0.035, -0.5),
            pt(side * 0.05, -0.12),
            pt(side * 0.36, -0.15),
        ]
        d.polygon(poly, fill=255)
    flaps = blur(np.asarray(im, np.float32) / 255, 1.2)
    night = ctx.sub("night")
    night.texture_sky(0.06)
    night.stars(700, 1.0)
    mx, my = pt(-0.22, -0.62)
    night.celestial(mx, my, ph * 0.035, "moon")
    ctx.fill_with(flaps, night, rim=0.0)
    trim = np.clip(blur(flaps, 4) * 1.8 - flaps, 0, 1) * 0.9
    blend(ctx.img, trim, rgb(coat) * 0.8)
    later_glow(ctx, mx, my, ph * 0.09, "#f6efc9", 0.35)
    # stars are smaller than a stroke: drawn in the lining after the paint
    ys, xs = np.nonzero(blur(flaps, 8) > 0.97)
    if len(xs):
        pick_at = ctx.side().integers(0, len(xs), 70)
        stars = np.zeros((H, W), np.float32)
        for i in pick_at:
            stars = np.maximum(stars, disc(float(xs[i]), float(ys[i]), 2.2 + (i % 3) * 0.9, 1.0))
        after_mask(ctx, stars, "#f6efc9", 0.9)
    fb = bbox_of(flaps)
    add_element(
        ctx,
        "a coat lining full of stars and the moon",
        "secondary",
        fb,
        ("night", "stars", "secret", "inner world"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, flaps)
    child = pick(ctx, ["child", "dog", "none"])
    if child == "child":
        cx = x + sg * ph * ctx.u(0.5, 0.56)
        cx = float(np.clip(cx, 90, W - 90))
        person(
            ctx,
            "point",
            cx,
            fy + 10,
            ph * 0.46,
            label="a child pointing at the stars",
            flip=not flip,
            shadow=fy + 10,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
        )
    elif child == "dog":
        cx = float(np.clip(x + sg * ph * 0.45, 110, W - 110))
        ctx.subject(
            "fox",
            cx,
            fy - H * 0.04,
            H * 0.085,
            "secondary",
            flip=not flip,
            tags=("animal", "wild", "curious"),
            shadow=fy + 6,
        )
    return Painted(
        f"On a hill by day, {who} opens a long coat wide, and its lining is the night sky, "
        "full of stars, with the moon"
        + {
            "child": "; a child points up at it.",
            "dog": "; a fox sits looking up at it.",
            "none": ".",
        }[child],
        [
            "secret",
            "inner world",
            "magic",
            "night",
            "dream",
            "surprise",
            "mystery",
            "hidden self",
            "wonder",
            "generosity",
        ],
    )


PREMISE = Premise(
    name="coat-of-night",
    figure="person",
    palettes=("golden", "mist", "snow", "dawn", "spring"),
    stage=stage,
)
