"""Premise "tortoise-on-the-podium": The morning after the famous race, on a meadow, a
winners' podium of three wooden blocks numbered 1, 2 and 3. On the tallest, the tortoise
stands with its head held high and a gold medal on a ribbon round its neck; on the second, the
hare slumps with its head hung low; the third step is empty; a chequered finish-line banner
hangs on two poles behind.

The tortoise is the icon's shell and legs with its head cut off and a raised neck and head
drawn from shapes; the blocks, their numbers, the medal and the banner are shapes; its eye
and smile and the hare's eye come after the paint.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, box, disc, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import sky

Pt = tuple[float, float]
# digits as strokes in a unit box (x right, y up)
DIGITS = {
    "1": [[(0.15, 0.75), (0.55, 1.0), (0.55, 0.0)]],
    "2": [
        [(0.08, 0.72), (0.25, 0.95), (0.55, 1.0), (0.85, 0.88), (0.88, 0.65), (0.7, 0.45)],
        [(0.7, 0.45), (0.08, 0.0), (0.95, 0.0)],
    ],
    "3": [
        [(0.1, 0.9), (0.45, 1.0), (0.82, 0.9), (0.85, 0.68), (0.5, 0.54)],
        [(0.5, 0.54), (0.88, 0.4), (0.9, 0.15), (0.55, 0.0), (0.08, 0.08)],
    ],
}
WOODS = {"pale pine": "#d6aa6a", "honey": "#c8904c", "red-painted": "#b8523c"}
RIBBONS = {"red": ("#c8302c", "#2a4a9a"), "blue": ("#2a4a9a", "#e8e0d0")}


def _digit(ch: str, cx: float, cy: float, h: float) -> Arr:
    w = h * 0.62
    paths = [[(cx + (x - 0.5) * w, cy + (0.5 - y) * h) for x, y in p] for p in DIGITS[ch]]
    return polylines(paths, h * 0.15)


def _fill_holes(m: Arr) -> Arr:
    """A binary mask with its enclosed holes filled (flooding the outside from a corner)."""
    im = Image.fromarray(np.where(m, 255, 0).astype(np.uint8)).copy()
    ImageDraw.floodfill(im, (0, 0), 128)
    return (np.asarray(im) != 128).astype(np.float32)


def _block(ctx: Ctx, x0: float, x1: float, top: float, ground: float, d: float, wood: Arr) -> Arr:
    """A wooden block seen from the front and a little above: its front face, its top face
    (lighter) and a plank's grain; returns its whole mask."""
    front = box(x0, top, x1, ground, 1.5)
    lid = polygon_fine([(x0, top), (x1, top), (x1 - d * 0.15, top - d), (x0 + d * 0.15, top - d)])
    grain = 0.95 + 0.05 * np.sin((YY - top) * 0.09 + 3 * np.sin(XX * 0.011 + top))
    grain = grain * (1 - 0.22 * (((YY - top) % 120) < 6))  # the planks' joints
    shade = np.clip(1 - 0.18 * (YY - top) / max(1.0, ground - top), 0.7, 1)
    blend(ctx.img, front, np.clip(wood * (grain * shade)[..., None], 0, 1))
    blend(ctx.img, lid, np.clip(mix(wood, ctx.c("light"), 0.35) * 1.06, 0, 1))
    blend(ctx.img, box(x0, top - 3, x1, top + 5, 2), wood * 0.55, 0.7)  # the front edge
    return np.maximum(front, lid)


def stage(ctx: Ctx) -> Painted:
    tx, s = third(ctx)  # the tortoise on a vertical third; the hare toward the middle
    fl = s > 0  # the tortoise faces the hare (the icon faces right)
    sun_x = W / 2 - s * W * ctx.u(0.25, 0.32)
    sky(ctx, sx=sun_x, sy=H * ctx.u(0.3, 0.34), r=70, clouds=2)
    ctx.hills(0.6, 2, amp=40)
    ctx.staged = [f for f in ctx.staged if f != ctx.repoussoir]  # no tree by the hare
    # --- the finish line: a chequered banner on two poles, high behind the podium ----------
    by0, sag, bh = H * ctx.u(0.09, 0.11), H * ctx.u(0.015, 0.025), 84.0
    px0, px1 = W * 0.06, W * 0.94
    top = by0 + sag * (1 - ((XX - W / 2) / ((px1 - px0) / 2)) ** 2)
    cloth = np.clip((YY - top) + 0.5, 0, 1) * np.clip((top + bh - YY) + 0.5, 0, 1)
    cloth *= np.clip(XX - px0, 0, 1) * np.clip(px1 - XX, 0, 1)
    sq = bh / 2
    chk = ((np.floor((XX - px0) / sq) + np.floor((YY - top) / sq)) % 2).astype(np.float32)
    poles = np.maximum(
        box(px0 - 11, by0 - 20, px0 + 11, H * 0.63), box(px1 - 11, by0 - 20, px1 + 11, H * 0.63)
    )
    ctx.lit(poles, bbox_of(poles), rgb("#e8e2d4"), rim=0.4)
    blend(ctx.img, cloth, rgb("#f6f2ea"), 1.0)
    blend(ctx.img, cloth * chk, rgb("#22201e"), 1.0)
    banner = np.maximum(cloth, poles)
    focus_on(ctx, cloth, 2, weight=0.6)
    add_element(
        ctx,
        "a chequered finish-line banner on two poles",
        "secondary",
        bbox_of(banner),
        ("finish line", "race", "flag"),
    )
    # --- the podium: 2, 1, 3 (mirrored with the side) --------------------------------------
    wood_name = list(WOODS)[int(ctx.rng.integers(len(WOODS)))]
    wood = rgb(WOODS[wood_name])
    ground = H * ctx.u(0.88, 0.9)
    d = 60.0
    w1, w2 = W * 0.48, W * 0.32
    t1, t2, t3 = H * ctx.u(0.55, 0.57), H * ctx.u(0.68, 0.7), H * 0.77
    b1 = (tx - w1 / 2, tx + w1 / 2)
    inner = b1[0] if s > 0 else b1[1]  # the edge toward the middle
    outer = b1[1] if s > 0 else b1[0]
    b2 = (inner - w2, inner) if s > 0 else (inner, inner + w2)
    b3 = (outer, outer + w2) if s > 0 else (outer - w2, outer)
    pod = np.zeros((H, W), np.float32)
    shade = blur(box(min(b2[0], b3[0]) - 30, ground - 10, max(b2[1], b3[1]) + 30, ground + 30), 14)
    blend(ctx.img, shade, rgb("#2a3020"), 0.45)
    for (x0, x1), top, ch in ((b3, t3, "3"), (b2, t2, "2"), (b1, t1, "1")):
        m = _block(ctx, x0, x1, top, ground, d, wood)
        pod = np.maximum(pod, m)
        fh = (ground - top) * (0.42 if ch == "1" else 0.5)
        dig = _digit(ch, (x0 + x1) / 2, top + (ground - top) * 0.45, min(fh, 230))
        blend(ctx.img, dig, rgb("#fbf4e2") if wood_name == "red-painted" else rgb("#7a2e22"), 0.92)
    # the side of the tallest block above the second, in shade
    sx0 = b1[0] if s > 0 else b1[1] - 1
    blend(ctx.img, box(sx0, t1, sx0 + 1, t2, 2), wood * 0.4, 0.6)
    focus_on(ctx, pod, 3, weight=0.45)
    add_element(
        ctx,
        f"a winners' podium of three {wood_name} wooden blocks numbered 1, 2 and 3",
        "frame",
        bbox_of(pod),
        ("podium", "victory", "race", "ranking"),
    )
    # --- the hare, slumped on the second step: hunched, head hung low, ears flopped over ----
    f = s  # it faces the tortoise
    hu = H * ctx.u(0.00092, 0.00097)  # the hare's own unit: about 180 of them tall
    hx0, hy0 = (b2[0] + b2[1]) / 2 - f * 10 * hu, t2 - d * 0.45

    def hp(a: float, b: float) -> Pt:
        return (hx0 + f * a * hu, hy0 - b * hu)

    def hov(a: float, b: float, ra: float, rb: float, ang: float) -> Arr:
        p = hp(a, b)
        return tilted_ellipse(p[0], p[1], ra * hu, rb * hu, np.radians(ang * f))

    fur = rgb(ctx.rng.choice(["#7e6248", "#74665a", "#86684c"]))
    parts = [
        hov(-35, 50, 62, 50, 0),  # the haunch
        hov(5, 85, 62, 72, 30),  # the hunched back
        hov(45, 70, 36, 48, 0),  # the chest
        hov(80, 92, 44, 32, 40),  # the head, hung low
        hov(108, 70, 20, 17, 40),  # the muzzle
        hov(-15, 7, 60, 12, 0),  # the hind foot
        hov(66, 7, 22, 9, 0),  # a forepaw
        ribbon([hp(48, 60), hp(60, 8)], [22 * hu, 18 * hu]),  # a foreleg
    ]
    hare = np.maximum.reduce(parts)
    ears = [
        ribbon(
            [hp(65 + k, 112), hp(58 + k, 158), hp(80 + k, 174), hp(104 + k, 152), hp(112 + k, 126)],
            [v * hu for v in (24, 22, 20, 17, 13)],
        )
        for k in (-14, 0)
    ]
    hb = bbox_of(np.maximum.reduce([hare, *ears]))
    ctx.cast_shadow(hare, hb, hy0, 0.3)
    ctx.contact(hare, hb)
    ctx.lit(ears[0], hb, fur * 0.75, rim=0.4)
    ctx.lit(hare, hb, fur, rim=0.6, separate=True)
    ctx.lit(ears[1], hb, fur * 1.05, rim=0.6)
    blend(ctx.img, blur(hov(-95, 60, 16, 16, 0), 2), rgb("#f4efe6"), 0.95)  # the tail
    hare_all = np.maximum.reduce([hare, *ears])
    focus_on(ctx, hare_all, 4, 2.0, weight=0.85)
    add_element(
        ctx,
        "a hare slumped on the second step, its head hung low and its ears flopped over",
        "secondary",
        bbox_of(hare_all),
        ("animal", "hare", "quick", "defeat"),
    )
    # its eye shut tight and its nose down, after the paint
    ey = hp(88, 94)
    after_mask(
        ctx,
        polylines(
            [[(ey[0] - f * 14, ey[1] - 4), (ey[0], ey[1] + 5), (ey[0] + f * 14, ey[1] + 2)]], 4.5
        ),
        "#2a1e16",
        0.9,
    )
    after_mask(ctx, disc(*hp(124, 66), 6, 1.5), "#6a3a36", 0.9)
    # --- the tortoise on the top step --------------------------------------------------------
    th = H * ctx.u(0.235, 0.245)
    ty = t1 - d * 0.45 - th / 2
    m0, bb = icon_mask("tortoise", tx, ty, th, flip=fl)
    tw = bb[2] - bb[0]

    def tp(u: float, v: float) -> Pt:
        """A point of the tortoise in its icon's box (u toward its head)."""
        return (bb[0] + (1 - u) * tw if fl else bb[0] + u * tw, bb[1] + v * th)

    uu = (bb[2] - XX) / tw if fl else (XX - bb[0]) / tw
    vv = (YY - bb[1]) / th
    # the icon's head and neck are cut off; a proud one is drawn instead
    body = m0 * (uu < 0.79) * ((uu < 0.655) | (vv > 0.63))
    grown = (blur(body, 14) > 0.15).astype(np.float32)
    solid = blur(_fill_holes(blur(grown, 14) > 0.85), 1.2)  # the shell's seams filled
    neck = ribbon(
        [tp(0.7, 0.72), tp(0.79, 0.5), tp(0.84, 0.28), tp(0.87, 0.12)],
        [th * 0.24, th * 0.19, th * 0.16, th * 0.15],
    )
    hc = tp(0.93, 0.02)
    head = tilted_ellipse(hc[0], hc[1], th * 0.18, th * 0.125, np.radians(-28 if not fl else 28))
    shell_c = rgb(ctx.rng.choice(["#8a6a3a", "#7a7038", "#946a40"]))
    skin = rgb("#7e7a52")
    whole = np.clip(solid + neck + head, 0, 1)
    tb = bbox_of(whole)
    ctx.cast_shadow(whole, tb, t1 - d * 0.3, 0.3)
    ctx.contact(whole, tb)
    ctx.lit(solid, tb, shell_c * 0.4, rim=0.3, separate=True)  # the dark seams
    ctx.lit(body, tb, shell_c, rim=0.6)
    ctx.lit(np.clip(neck + head, 0, 1), tb, skin, rim=0.6)
    # the medal: a ribbon round the neck, its two ends down to a gold disc on the chest
    r1, r2 = RIBBONS[str(ctx.rng.choice(list(RIBBONS)))]
    collar = [tp(0.77, 0.38), tp(0.9, 0.44)]
    mc = tp(0.86, 0.74)
    mr = th * 0.17
    band = polylines([[collar[0], (mc[0], mc[1] - mr * 0.8)], [collar[1], (mc[0], mc[1] - mr)]], 22)
    blend(ctx.img, band, rgb(r1), 1.0)
    blend(ctx.img, polylines([[collar[0], collar[1]]], 20), rgb(r1), 1.0)
    stripe = polylines([[collar[0], (mc[0], mc[1] - mr * 0.8)]], 7)
    blend(ctx.img, stripe, rgb(r2), 0.8)
    medal = disc(mc[0], mc[1], mr, 2)
    blend(ctx.img, disc(mc[0], mc[1], mr + 7, 2), rgb("#5a3a10"), 0.9)
    ctx.lit(medal, bbox_of(medal), rgb("#f0b82a"), rim=0.9)
    face = disc(mc[0] - mr * 0.1, mc[1] - mr * 0.1, mr * 0.55, 2)
    blend(ctx.img, face, rgb("#ffe27a"), 0.6)
    star = [
        (
            mc[0] + mr * (0.5 if k % 2 == 0 else 0.22) * np.sin(k * np.pi / 5),
            mc[1] - mr * (0.5 if k % 2 == 0 else 0.22) * np.cos(k * np.pi / 5),
        )
        for k in range(10)
    ]
    blend(ctx.img, polygon_fine(star), rgb("#b07a10"), 0.8)
    medal_all = np.clip(medal + band, 0, 1)
    focus_on(ctx, np.clip(whole + medal_all, 0, 1), 4, 2.0)
    focus_on(ctx, medal_all, 2, 2.5)
    add_element(
        ctx,
        "a tortoise standing on the top step, head held high, a gold medal round its neck",
        "main",
        bbox_of(np.clip(whole + medal_all, 0, 1)),
        ("animal", "tortoise", "slow", "winner", "pride"),
        "tortoise",
    )
    add_element(ctx, "a gold medal on a ribbon", "secondary", bbox_of(medal), ("medal", "gold"))
    # after the paint: a contented closed eye and a smug little smile
    sgn = -1 if fl else 1
    e0 = tp(0.915, -0.005)
    eye = [(e0[0] - sgn * 16, e0[1] + 6), (e0[0], e0[1] - 4), (e0[0] + sgn * 16, e0[1] - 2)]
    after_mask(ctx, polylines([eye], 5), "#1e1a10", 0.9)
    m0_ = tp(0.985, 0.07)
    smile = [(m0_[0] - sgn * 34, m0_[1] + 14), (m0_[0] - sgn * 14, m0_[1] + 14), m0_]
    after_mask(ctx, polylines([smile], 4), "#2a2014", 0.85)
    return Painted(
        "On a meadow on the morning after the race, a tortoise stands on the top step of a "
        "wooden winners' podium with its head held high and a gold medal round its neck, "
        "while on the second step the hare slumps with its head hung low and its ears flopped "
        "over; the third step stands empty under a chequered finish-line banner.",
        ["victory", "patience", "slow and steady", "pride", "defeat", "perseverance", "fable"],
    )


PREMISE = Premise(
    name="tortoise-on-the-podium",
    figure="tortoise",
    palettes=("dawn", "spring", "mint"),
    stage=stage,
)
