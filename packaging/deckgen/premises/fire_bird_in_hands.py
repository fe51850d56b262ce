"""Premise "fire-bird-in-hands": Close up, on a snowy winter night, two bare hands held
out together, palms up, keep a small bird made of fire; it does not burn them, and its warm
light is the only light in the dark, melting the snowflakes that fall near it."""

from __future__ import annotations

import numpy as np

from ..kit.ground import pine_row
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, blend, blur, disc, ellipse, glow, icon_mask, rgb, ridge
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, ribbon
from ..kit.sky import night_sky

SKIN = ("#d8a888", "#b07a58", "#8a5a40", "#e8c0a0")
SLEEVES = ("#3f5f8a", "#8a3a3a", "#5a4a3a", "#2f5a4a")


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)
    x = W / 2 + s * ctx.u(40, 80)  # both hands need the card's width
    night_sky(ctx, 160)
    # a dark snowfield far below the hands, with one lit window on the horizon
    gy = H * 0.76
    field = ridge(ctx.rng, gy, 18, 240)
    blend(ctx.img, field, rgb("#2c3c5e"))
    blend(ctx.img, field * np.clip((YY - gy) / (H * 0.25), 0, 1), rgb("#1a2440"), 0.7)
    # the snow below catches the bird's warm light
    pool = ellipse(x, gy + H * 0.06, W * 0.45, H * 0.05, 60) * field
    blend(ctx.img, pool, rgb("#c88a5a"), 0.35)
    hx = W / 2 + s * ctx.u(-340, -260)
    pine_row(ctx, gy + 6)
    house_m, house_bb = icon_mask("house", hx, gy - 30, H * 0.045)
    blend(ctx.img, house_m, rgb("#141c30"))
    later_glow(ctx, hx + 4, gy - 26, 30, "#ffc870", 0.5, core=4)
    # the bird's light: the one light of the card
    by = H * ctx.u(0.44, 0.48)
    ctx.light = (x, by)
    glow(ctx.img, x, by, 560, "#ff9a40", 0.35)
    # two hands from either side, palms up, their fingers meeting under the bird
    skin = rgb(pick(ctx, list(SKIN)))
    sleeve = rgb(pick(ctx, list(SLEEVES)))
    hh = H * 0.105
    hands = np.zeros((H, W), np.float32)
    wrists = []
    for side in (-1, 1):
        m, bb = icon_mask(
            "open-palm", x + side * hh * 1.0, by + hh * 0.62, hh, flip=side > 0, rot=-side * 20
        )
        hands = np.maximum(hands, m)
        # the wrist: the middle of the hand's outer end
        ox = bb[0] + 45 if side < 0 else bb[2] - 46
        ys = np.nonzero(m[:, ox] > 0.5)[0]
        wrists.append((float(ox), float(ys.mean()), float(ys.max() - ys.min())))
    # the sleeves: from the wrists down and out of the card's lower corners
    for (wx, wy, ww), side in zip(wrists, (-1, 1), strict=True):
        pts = [(wx + side * 30, wy), (wx + side * 150, wy + 190), (wx + side * 300, H + 60)]
        sl = ribbon(pts, [ww * 1.15, ww * 1.5, ww * 2.0], 2)
        sl *= np.clip(1 - hands * 2, 0, 1)
        ctx.lit(sl, mask_bbox(sl), sleeve, rim=0.5)
        cuff = ribbon([pts[0], (wx + side * 70, wy + 70)], [ww * 1.25, ww * 1.35], 2)
        cuff *= np.clip(1 - hands * 2, 0, 1)
        ctx.lit(cuff, mask_bbox(cuff), sleeve * 0.6 + 0.3, rim=0.4)
    ctx.lit(hands, mask_bbox(hands), skin, rim=0.7)
    hb = mask_bbox(hands)
    add_element(
        ctx,
        "two hands held out together",
        "secondary",
        hb,
        ("hand", "holding", "care"),
        "open-palm",
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(hands, 6) * 1.5, 0, 1) * 0.9)
    # the bird of fire sitting in the hands, its tail of flames streaming up behind it
    bh = H * 0.13
    flip = s > 0  # it looks into the card
    bird, bbb = icon_mask("finch", x, by - bh * 0.38, bh, flip=flip)
    tail_x = bbb[2] - 20 if flip else bbb[0] + 20
    tail_y = bbb[1] + (bbb[3] - bbb[1]) * 0.55
    flames = np.zeros((H, W), np.float32)
    away = 1 if flip else -1
    for k in range(5):
        a = np.radians(8 + k * 13)  # the tongues fan out backward and up
        d = (away * np.cos(a), -np.sin(a))
        ln = bh * ctx.u(0.8, 1.25)
        wig = ctx.u(-1, 1) * 26
        nx, ny = -d[1], d[0]
        pts = [
            (
                tail_x + d[0] * ln * f + nx * wig * np.sin(f * np.pi * 1.5),
                tail_y + d[1] * ln * f + ny * wig * np.sin(f * np.pi * 1.5),
            )
            for f in (0.0, 0.3, 0.6, 0.85, 1.0)
        ]
        flames = np.maximum(flames, ribbon(pts, [48, 40, 26, 12, 2], 2))
    flames = blur(flames, 3)
    blend(ctx.img, flames, rgb("#ff8a30"), 0.95)
    blend(ctx.img, blur(flames, 10) * flames, rgb("#ffd070"), 0.7)
    blend(ctx.img, bird, rgb("#ffb040"))
    core = blur(bird, 14) * bird
    blend(ctx.img, core, rgb("#fff0b0"), 0.8)
    # the eye, a dark dot, drawn after the paint
    ex = bbb[0] + (bbb[2] - bbb[0]) * (0.27 if flip else 0.73)
    ey = bbb[1] + (bbb[3] - bbb[1]) * 0.2
    after_mask(ctx, disc(ex, ey, 7, 1.5), "#5a2010", 0.9)
    later_glow(ctx, x, by - bh * 0.3, 260, "#ffb050", 0.35)
    both = np.maximum(bird, flames)
    focus_on(ctx, both, 4)
    fb = mask_bbox(both)
    add_element(
        ctx, "a small bird made of fire", "main", fb, ("animal", "bird", "fire", "light"), "finch"
    )
    # snow falling in the dark; the flakes near the bird glow warm and melt
    gen = ctx.side()
    flakes = np.zeros((H, W), np.float32)
    warm = np.zeros((H, W), np.float32)
    for _ in range(140):
        fx, fy = float(gen.uniform(0, W)), float(gen.uniform(0, H * 0.95))
        d = np.hypot(fx - x, fy - by)
        if d < 170 or hands[int(fy), int(fx)] > 0.2:
            continue
        r = float(gen.uniform(3, 7))
        target = warm if d < 420 else flakes
        np.maximum(target, disc(fx, fy, r, 1.5), out=target)
    after_mask(ctx, flakes, "#e8eef8", 0.85)
    after_mask(ctx, warm, "#ffd9a0", 0.8)
    del house_bb
    return Painted(
        "Close up, on a snowy winter night, two bare hands held out together, palms up, keep a "
        "small bird made of fire; it does not burn them, and its warm light is the only light "
        "in the dark, melting the snowflakes that fall near it.",
        ["inner warmth", "fragility", "keeping safe", "care", "fire", "hope", "tenderness"],
        setting="on a winter night",
    )


PREMISE = Premise(
    name="fire-bird-in-hands",
    figure="fire-bird",
    palettes=("night", "aurora"),
    stage=stage,
    max_cards=1,
)
