"""Premise "snail-draws-a-heart": Close up, seen from above on a wet slate in a garden at
first light: a snail has crawled all night, and its silver trail on the dark stone is a big
heart; the snail is just closing it at the bottom point.

The trail is thinner than a stroke: it is drawn after the paint, glinting, with a dark wet
band under it painted before (so the brush keeps a trace where it runs).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, disc, fbm, glow, rgb
from ..kit.place import add_element, main
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines

SLATE = ("#3c4550", "#463f44", "#34403e")


def heart(cx: float, cy: float, r: float, t: np.ndarray) -> list[tuple[float, float]]:
    """Points of a heart centred at (cx, cy), about 2r wide, squashed a little as a flat
    stone seen from above at a slant; t runs from 0 (the top notch) round to 2*pi."""
    x = 16 * np.sin(t) ** 3
    y = 13 * np.cos(t) - 5 * np.cos(2 * t) - 2 * np.cos(3 * t) - np.cos(4 * t)
    return [(cx + r * a / 16, cy - r * 0.86 * b / 16) for a, b in zip(x, y, strict=True)]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the side the snail comes up on
    ctx.light = (W / 2 - s * W * 0.5, -H * 0.2)
    # moss and grass around the stone
    moss = rgb(ctx.pal.ground) * 0.7
    ctx.img[:] = moss * (1 + 0.35 * (fbm(ctx.rng, 60, 3) - 0.5))[..., None]
    blades = []
    gen = ctx.side()
    for _ in range(700):
        gx, gy = float(gen.uniform(-20, W + 20)), float(gen.uniform(-20, H + 20))
        ln = float(gen.uniform(20, 60))
        a = float(gen.uniform(0, np.pi))
        blades.append([(gx, gy), (gx + ln * np.cos(a), gy - ln * np.sin(a))])
    blend(ctx.img, polylines(blades, 6), rgb(ctx.pal.ground) * 1.15, 0.5)
    # the slate: a big flat stone, rounded, filling most of the card
    cx, cy = W / 2, H * 0.52
    ph1, ph2 = ctx.u(0, 2 * np.pi), ctx.u(0, 2 * np.pi)
    pts = []
    for k in range(48):
        a = 2 * np.pi * k / 48
        rr = 1 + 0.05 * np.sin(2 * a + ph1) + 0.035 * np.sin(5 * a + ph2)
        pts.append((cx + W * 0.62 * rr * np.cos(a), cy + H * 0.47 * rr * np.sin(a)))
    stone = blur(polygon_fine(pts), 4)
    slate = rgb(SLATE[int(ctx.rng.integers(len(SLATE)))])
    tex = 1 + 0.18 * (aniso_noise(ctx.side(), 160, 40) - 0.5) + 0.12 * (fbm(ctx.rng, 40, 2) - 0.5)
    blend(ctx.img, stone, np.clip(slate * tex[..., None], 0, 1))
    # wet sheen toward the light, the stone's rim lit
    sheen = np.clip(1 - np.hypot(XX - ctx.light[0], YY - H * 0.1) / (H * 0.9), 0, 1) * stone
    blend(ctx.img, sheen, ctx.c("light"), 0.22)
    rim = np.clip(stone - blur(stone, 10), 0, 1) * 2
    blend(ctx.img, np.clip(rim, 0, 1), rgb("#8a9488"), 0.4)
    # daisies in the grass around the stone, drawn after the paint (smaller than a stroke)
    petals = np.zeros((H, W), np.float32)
    hearts = np.zeros((H, W), np.float32)
    gen = ctx.side()
    for _ in range(40):
        dx, dy = float(gen.uniform(20, W - 20)), float(gen.uniform(20, H - 20))
        if stone[int(dy), int(dx)] > 0.05:
            continue
        for k in range(8):
            a = k * np.pi / 4
            petals = np.maximum(petals, disc(dx + 11 * np.cos(a), dy + 11 * np.sin(a), 7, 1.5))
        hearts = np.maximum(hearts, disc(dx, dy, 6, 1.5))
    after_mask(ctx, petals, "#f4f2ea", 0.9)
    after_mask(ctx, hearts, "#f0c030", 0.95)
    # the heart: its trail runs from the bottom point up one side, over both lobes and down
    # the other, and the snail is on the last stretch, a gap before the point
    hx, hy, hr = cx + ctx.u(-20, 20), H * ctx.u(0.47, 0.5), W * 0.41
    tt = np.linspace(np.pi, np.pi + s * 2 * np.pi * 0.95, 260) % (2 * np.pi)
    trail = heart(hx, hy, hr, tt)
    band = polylines([trail], 30)
    blend(ctx.img, blur(band, 5), slate * 0.55, 0.7)  # the wet trace, darker
    # the snail at the trail's end, crawling along it toward the point
    end = np.asarray(trail[-1])
    tang = end - np.asarray(trail[-8])
    ang = float(np.degrees(np.arctan2(-tang[1], tang[0])))  # screen angle of travel
    # the icon crawls to the right; flipped, to the left
    face_left = tang[0] < 0
    rot = ang - 180 if face_left else ang
    sh = H * 0.15
    # the shell sits above the trail (the foot on it): move the icon up off the line
    nx, ny = -np.sin(np.radians(ang)), -np.cos(np.radians(ang))
    if ny > 0:
        nx, ny = -nx, -ny
    sx = float(end[0] - tang[0] / np.hypot(*tang) * sh * 0.45 + nx * sh * 0.32)
    sy = float(end[1] - tang[1] / np.hypot(*tang) * sh * 0.45 + ny * sh * 0.32)
    sm = main(ctx, "snail", sx, sy, sh, flip=face_left, rot=rot, rim=0.8)
    ctx.cast_shadow(sm, mask_bbox(sm), sy + sh * 0.45, strength=0.35)
    # the silver trail after the paint: a pale line, brighter glints where it meets the light
    tr = polylines([trail[:-4]], 16) * (1 - blur(sm, 2))
    after_mask(ctx, tr, "#b8c4cc", 0.75)
    glint = tr * (aniso_noise(ctx.side(), 30, 30) > 0.55)
    after_mask(ctx, glint, "#eef4f6", 0.8)
    hb = mask_bbox(band)
    add_element(ctx, "a heart-shaped silver trail", "secondary", hb, ("trace", "love", "heart"))
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(band, 10) * 1.4, 0, 1) * 0.6)
    # dew drops on the stone and a few fallen petals
    gen = ctx.side()
    for _ in range(30):
        dx, dy = float(gen.uniform(60, W - 60)), float(gen.uniform(120, H - 120))
        if stone[int(dy), int(dx)] < 0.9 or band[int(dy), int(dx)] > 0.1:
            continue
        r = float(gen.uniform(5, 11))
        after_mask(ctx, disc(dx, dy, r, 1.5), "#5a6670", 0.6)
        after_mask(ctx, disc(dx - r * 0.3, dy - r * 0.3, r * 0.35, 1), "#f4f8fa", 0.85)
    glow(ctx.img, ctx.light[0], 0, H * 0.6, ctx.pal.light, 0.25)
    later_glow(ctx, float(end[0]), float(end[1]), 60, "#f0f4f8", 0.2)
    return Painted(
        "Close up on a wet slate in a garden: a snail has crawled all night, and "
        "its shining silver trail on the dark stone draws a big heart; the snail is just "
        "closing it, a few inches from the point, with dew drops all around and daisies in "
        "the grass.",
        [
            "love",
            "patience",
            "a slow declaration",
            "effort",
            "tenderness",
            "a message",
            "small things",
            "devotion",
            "morning",
        ],
        setting="at first light",
    )


PREMISE = Premise(
    name="snail-draws-a-heart",
    figure="snail",
    palettes=("dawn", "spring", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
