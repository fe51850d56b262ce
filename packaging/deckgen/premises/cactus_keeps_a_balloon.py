"""Premise "cactus-keeps-a-balloon": In a sunny desert at noon, a tall cactus has caught a
lost red balloon and keeps it: it holds the string wound round the tip of one arm, stretched
out as far from its own spines as it can reach, and leans its whole body away so as not to
burst it; a little bird on its other arm looks up at the balloon.

The cactus is drawn from parts (a trunk and two arms as ribbons, ribs, spines drawn after the
paint); the balloon is big and plain, so the story reads at hand size: a prickly thing
holding a fragile one, carefully.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import XX, YY, H, W, blend, blur, ellipse, fbm, mix, rgb, ridge
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment, string_to
from ..kit.sky import cloud_puff, day_zenith, shade_under

BALLOONS = ("#d8282a", "#d43a2c", "#c8203a")


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)  # the cactus on a third; it reaches toward the middle (side -s)
    ctx.texture_sky(0.03)
    day_zenith(ctx)
    sun_x, sun_y = W / 2 + s * W * ctx.u(0.3, 0.4), H * ctx.u(0.08, 0.12)
    ctx.light = (sun_x, sun_y)
    # a few small white clouds high up, away from the balloon
    for _ in range(2):
        cx, cy = W / 2 + s * ctx.u(150, 450), H * ctx.u(0.12, 0.3)
        puff = cloud_puff(cx, cy, ctx.u(200, 320), ctx.u(60, 90), ctx.rng)
        blend(ctx.img, blur(puff, 3), rgb("#fbfbf6"), 0.85)
        shade_under(ctx, puff, "#c8d4e0", 0.4)
    # far mesas, then the sand with wind ripples, warm in the noon light
    gy = H * 0.8  # a low camera: the cactus towers against the sky
    sand_c = rgb("#e2b478")
    mesa = ridge(ctx.rng, gy - 40, 20, 380, 0.8)
    blend(ctx.img, mesa, mix(rgb("#c88a5a"), ctx.sky_at(0.6), 0.45))
    # two flat-topped red buttes far off, on the side away from the cactus
    for k, (c, f) in enumerate(((0.2, 0.3), (0.36, 0.45))):
        mx = W / 2 - s * c * W
        mw, mh = ctx.u(70, 110) * (1 - 0.3 * k), ctx.u(120, 170) * (1 - 0.3 * k)
        butte = polygon_fine(
            [
                (mx - mw - 40, gy),
                (mx - mw, gy - mh),
                (mx + mw, gy - mh),
                (mx + mw + 40, gy),
            ]
        )
        rock = mix(rgb("#b8603a"), ctx.sky_at(0.7), f)
        blend(ctx.img, butte, rock)
        shade = butte * (s * (XX - mx) > 0)  # its side away from the sun in shadow
        blend(ctx.img, shade.astype(np.float32), rock * 0.72, 0.8)
    dune = ridge(ctx.rng, gy - 20, 24, 300, 0.3)
    blend(ctx.img, dune, mix(sand_c, ctx.sky_at(0.7), 0.2))
    near = np.clip((YY - gy) / 4, 0, 1).astype(np.float32)
    ripples = np.sin((YY + 40 * fbm(ctx.rng, 140, 2)) / 11) * 0.04
    sand = sand_c * (1 + ripples + 0.14 * (fbm(ctx.rng, 40, 2) - 0.5))[..., None]
    blend(ctx.img, near, np.clip(sand, 0, 1))
    depth = np.clip((YY - gy) / (H - gy), 0, 1)
    ctx.img *= (1 - 0.18 * near * depth)[..., None]
    # a few pebbles and a dry tuft in the sand
    gen = ctx.side()
    for _ in range(7):
        px, py = float(gen.uniform(40, W - 40)), float(gen.uniform(gy + 60, H - 40))
        pr = float(gen.uniform(8, 18))
        blend(ctx.img, ellipse(px, py, pr, pr * 0.6, 2), rgb("#a8784a"), 0.8)
    # the cactus: a trunk leaning away from the balloon, two arms
    base = (x + s * 10, H * 0.95)
    lean = s * ctx.u(100, 130)
    top = (x + lean, H * 0.26)
    trunk_pts = [
        base,
        (x + lean * 0.15, H * 0.8),
        (x + lean * 0.5, H * 0.6),
        (x + lean * 0.85, H * 0.4),
        top,
    ]
    trunk = ribbon(trunk_pts, [150, 148, 142, 136, 130], 2)
    # the holding arm: out toward the middle, bent up at the elbow, reaching far
    ay = H * 0.6
    sx0 = x + lean * 0.45
    elbow = (sx0 - s * 230, ay + 30)
    hand = (sx0 - s * 270, ay - 150)
    arm = ribbon(
        [
            (sx0, ay - 10),
            (sx0 - s * 120, ay + 20),
            elbow,
            (sx0 - s * 262, ay - 60),
            hand,
        ],
        [92, 88, 86, 82, 78],
        2,
    )
    # the other arm: short, bent down at its side like a hand on a hip
    by = H * 0.5
    bx0 = x + lean * 0.6
    arm2 = ribbon(
        [(bx0, by), (bx0 + s * 110, by - 10), (bx0 + s * 150, by + 40), (bx0 + s * 140, by + 110)],
        [84, 82, 78, 74],
        2,
    )
    body = np.maximum(np.maximum(trunk, arm), arm2)
    body *= np.clip((H * 0.93 - YY) / 2, 0, 1)  # planted flat in the sand, not rounded
    bb = mask_bbox(body)
    green = rgb("#4f8a4a")
    ctx.cast_shadow(body, bb, base[1], strength=0.45)
    ctx.lit(body, bb, green, rim=0.6)
    ctx.contact(body, bb)
    # ribs: darker grooves down the trunk and along the arms
    ribs = []
    for k in (-0.3, 0.0, 0.3):
        ribs.append([(px + k * 128, py) for px, py in trunk_pts[1:]] + [(top[0] + k * 70, top[1])])
    for k in (-0.22, 0.22):
        ribs.append([(sx0 - s * 60, ay + 6 + k * 80), (sx0 - s * 200, ay + 22 + k * 70)])
        ribs.append([(elbow[0] + k * 60, elbow[1] - 30), (hand[0] + k * 50, hand[1] + 10)])
        ribs.append([(bx0 + s * 60, by - 5 + k * 70), (bx0 + s * 120, by + 5 + k * 60)])
    groove = polylines(ribs, 7) * body
    blend(ctx.img, blur(groove, 2), green * 0.45, 0.7)
    focus_on(ctx, body, 8, 1.6, weight=0.9)
    add_element(
        ctx,
        "a tall cactus holding a balloon's string",
        "main",
        bb,
        ("plant", "cactus", "desert", "thorn", "care"),
    )  # drawn from shapes: no icon
    # spines, thinner than a stroke: little pale ticks along the edges and the ribs
    spines = np.zeros((H, W), np.float32)
    edge = np.clip(body - blur(body, 4) * 1.0, 0, 1)
    ys, xs = np.nonzero((edge > 0.2) | (groove > 0.5))
    for i in gen.integers(0, len(xs), 170):
        px, py = float(xs[i]), float(ys[i])
        for a in (-0.6, 0.6):  # each areole a little V of two spines
            b = a + float(gen.uniform(-0.2, 0.2)) + (np.pi if gen.random() < 0.5 else 0)
            np.maximum(
                spines, segment(px, py, px + 9 * np.cos(b), py + 9 * np.sin(b), 1.8), out=spines
            )
    after_mask(ctx, spines, "#efe6c8", 0.7)
    # the balloon, high over the middle, on a long string wound round the tip of the arm
    bx, byy = W / 2 - s * ctx.u(60, 140), H * ctx.u(0.12, 0.15)
    rx, ry = 118.0, 140.0
    col = rgb(BALLOONS[int(ctx.rng.integers(len(BALLOONS)))])
    ball = ellipse(bx, byy, rx, ry, 2)
    knot = polygon_fine([(bx - 16, byy + ry + 18), (bx + 16, byy + ry + 18), (bx, byy + ry - 6)])
    balloon = np.maximum(ball, knot)
    blb = mask_bbox(balloon)
    ctx.lit(balloon, blb, col, rim=0.5)
    # its sheen: a soft highlight toward the sun, kept below white
    hx = bx + np.sign(sun_x - bx) * rx * 0.4
    sheen = ellipse(hx, byy - ry * 0.45, rx * 0.2, ry * 0.28, 10) * ball
    blend(ctx.img, sheen, rgb("#f6b0a8"), 0.7)
    focus_on(ctx, balloon, 6, 2.0)
    add_element(ctx, "a red balloon", "secondary", blb, ("object", "party", "float"))
    tip = (hand[0], hand[1] - 30)
    string_to(ctx, (bx, byy + ry + 16), tip, 22 * -s, "#f2ece0", width=3.5)
    loops = np.zeros((H, W), np.float32)
    for k in range(3):
        yy = tip[1] + 14 + k * 13
        np.maximum(loops, segment(tip[0] - 36, yy + 5, tip[0] + 36, yy - 5, 3.5), out=loops)
    after_mask(ctx, loops, "#f2ece0", 0.95)
    after_mask(
        ctx, ellipse(hx - 6 * s, byy - ry * 0.5, rx * 0.07, ry * 0.12, 3) * ball, "#fbe4de", 0.8
    )
    # the little bird on the other arm, looking up at the balloon
    sec(
        ctx,
        "sparrow",
        bx0 + s * 105,
        by - 112,
        H * 0.07,
        fill="#8a6a4a",
        flip=s > 0,
    )
    return Painted(
        "In a sunny desert, a tall green cactus holds a lost red balloon: its string is wound "
        "round the tip of one arm, stretched out as far from its spines as it can reach, and "
        "the cactus leans away so as not to burst it; a little bird on its other arm looks up "
        "at the balloon.",
        [
            "care",
            "fragility",
            "friendship",
            "opposites",
            "keeping",
            "lost and found",
            "thorns",
            "tenderness",
            "desert",
            "holding on",
        ],
        setting="at noon under a clear blue sky",
    )


PREMISE = Premise(
    name="cactus-keeps-a-balloon",
    figure="cactus",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
    frame=False,
)
