"""Premise "mouse-under-the-crown": in a palace hall, a tiny mouse has put on a golden king's
crown far too big for it; the crown covers it down to the whiskers, only its nose, its little
pink feet and its long tail show beneath, and it walks proudly along a red carpet toward a
huge, empty throne on a dais between two tall windows.

The crown (a flaring band, five pointed tines tipped with pearls, the tines of its far side
between them, a velvet cap, an orb and cross, jewels) is drawn from shapes and tipped forward;
the mouse is drawn from parts under its rim; its whiskers, the crown's bright rims and the
glints on its jewels come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb, smooth_noise
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
GOLD = "#e2ac2e"
VELVET = "#8e1730"
CARPET = "#9a1828"
FUR = "#9a8476"
PINK = "#f2bcb2"
CONCEPTS = "ambition, pride, power, heavy is the head, too big for one's boots, make-believe"
SETTING = {
    "lavender": "in soft lilac morning light",
    "dawn": "in pink dawn light",
    "mint": "in pale morning light",
}


def _hall(ctx: Ctx, tx: float, fy: float, vy: float) -> None:
    """The back wall with two tall lancet windows beside the throne, a dark polished floor."""
    wall = mix(ctx.sky_at(0.55), ctx.c("light"), 0.15)
    shade = np.clip(1 - YY / fy, 0, 1) ** 1.5
    ctx.img[:] = wall * (1 - 0.4 * shade[..., None]) + ctx.c("ink") * (0.4 * shade[..., None])
    n = smooth_noise(ctx.rng, 90) - 0.5
    rows = (np.abs(((YY + 40) % 110) - 55) > 52).astype(np.float32) * (fy > YY)
    ctx.img *= (1 + 0.08 * n - 0.06 * rows)[..., None]
    light = ctx.c("light")
    for k in (-1, 1):
        x = tx + k * W * 0.3
        x0, x1, y0, y1 = x - 70, x + 70, H * 0.08, H * 0.36
        lancet = polygon_fine([(x0, y1), (x0, y0 + 70), (x, y0 - 40), (x1, y0 + 70), (x1, y1)])
        blend(ctx.img, blur(lancet, 2), mix(light, ctx.sky_at(0.9), 0.25))
        bars = np.maximum(box(x - 5, y0 - 40, x + 5, y1), box(x0, H * 0.22 - 5, x1, H * 0.22 + 5))
        blend(ctx.img, bars * lancet, ctx.c("ink"), 0.7)
        glow(ctx.img, x, (y0 + y1) / 2, 260, ctx.pal.light, 0.22)
    # the floor: dark polished stone in big tiles, the windows mirrored in it
    floor = mix(ctx.c("ink"), ctx.c("ground"), 0.35)
    z = 1 / np.maximum(YY - vy, 1)
    u, v = (XX - tx) * z * 3.2, z * 900
    chk = ((np.floor(u) + np.floor(v)) % 2).astype(np.float32)
    grain = smooth_noise(ctx.side(), 40) - 0.5
    f = floor[None, None, :] * (1 + 0.14 * chk + 0.12 * grain)[..., None]
    f = f * (0.75 + 0.35 * np.clip((YY - fy) / (H - fy), 0, 1))[..., None]
    blend(ctx.img, np.clip((YY - fy) / 2 + 0.5, 0, 1), np.clip(f, 0, 1))
    for k in (-1, 1):
        x = tx + k * W * 0.3
        refl = box(x - 60, fy, x + 60, fy + 420, 30) * np.clip(1 - (YY - fy) / 420, 0, 1)
        blend(ctx.img, refl, light, 0.22)
    blend(ctx.img, box(-5, fy - 6, W + 5, fy + 4, 2), ctx.c("ink"), 0.5)
    # velvet drapes at both edges, gathered by a gold cord
    vel = rgb(VELVET) * 0.8
    folds = 0.8 + 0.3 * np.sin(XX / 26) ** 2
    for k in (0, 1):
        e = W * k
        out = [
            (e + (1 - 2 * k) * w, y)
            for w, y in ((W * 0.13, 0), (W * 0.05, H * 0.27), (W * 0.11, fy + 40))
        ]
        dr = polygon_fine([(e - (1 - 2 * k) * 5, -5), *out, (e - (1 - 2 * k) * 5, fy + 40)])
        blend(ctx.img, blur(dr, 14), ctx.c("ink"), 0.3)
        blend(ctx.img, dr, np.clip(vel[None, None, :] * folds[..., None], 0, 1))
        cord = ellipse(e + (1 - 2 * k) * W * 0.025, H * 0.27, W * 0.03, 11, 2)
        blend(ctx.img, cord, rgb(GOLD), 1.0)


def _beams(ctx: Ctx, tx: float, fy: float, s: int) -> None:
    """Shafts of light from the two windows slanting down into the hall, and dust glinting in
    them (after the paint)."""
    light = ctx.c("light")
    dust = np.zeros((H, W), np.float32)
    gen = ctx.side()
    for k in (-1, 1):
        x = tx + k * W * 0.3
        y0, y1, yf = H * 0.1, H * 0.36, fy + H * 0.2
        sl = s * W * 0.22
        shaft = polygon_fine([(x - 70, y0), (x + 70, y0), (x + 70 + sl, yf), (x - 70 + sl, yf)])
        fade = np.clip((YY - y1 + 80) / 200, 0, 1) * np.clip(1.1 - (YY - y1) / (yf - y1), 0.2, 1)
        blend(ctx.img, blur(shaft, 24) * fade, light, 0.4)
        for _ in range(14):
            t = float(gen.uniform(0.2, 0.9))
            px = x + sl * t + float(gen.uniform(-60, 60))
            dust = np.maximum(dust, disc(px, y0 + (yf - y0) * t, float(gen.uniform(2, 4)), 1.2))
    after_mask(ctx, dust, ctx.pal.light, 0.7)


def _throne(ctx: Ctx, tx: float, fy: float) -> tuple[int, int, int, int]:
    """The dais (three steps) and the empty throne on it, frontal; returns the throne's box."""
    stone = mix(ctx.sky_at(0.6), ctx.c("light"), 0.35)
    top, foot = fy - 10, fy + H * 0.08
    for k in range(3):
        y0 = top + (foot - top) * k / 3
        y1 = top + (foot - top) * (k + 1) / 3
        w = 300 + 40 * k
        blend(ctx.img, box(tx - w, y0, tx + w, y1, 2), stone * (0.82 - 0.06 * k))
        blend(ctx.img, box(tx - w, y0, tx + w, y0 + 9, 2), stone * 1.08, 0.9)
    tw, seat = W * 0.17, fy - H * 0.1
    back_top = H * ctx.u(0.05, 0.07)
    gold = rgb(GOLD)
    arch = [
        (tx + tw * 0.8 * np.cos(a), back_top + 120 - 120 * np.sin(a))
        for a in np.linspace(0, np.pi, 24)
    ]
    back = polygon_fine([(tx + tw * 0.8, seat), *arch, (tx - tw * 0.8, seat)])
    legs = np.maximum(
        box(tx - tw * 0.95, seat, tx - tw * 0.75, top + 4, 3),
        box(tx + tw * 0.75, seat, tx + tw * 0.95, top + 4, 3),
    )
    arms = np.maximum(
        box(tx - tw * 1.1, seat - H * 0.07, tx - tw * 0.75, seat + 30, 6),
        box(tx + tw * 0.75, seat - H * 0.07, tx + tw * 1.1, seat + 30, 6),
    )
    knobs = [disc(tx + k * tw * 0.925, seat - H * 0.075, 30, 2) for k in (-1, 1)]
    finials = [disc(tx + k * tw * 0.8, back_top + 112 - (k == 0) * 125, 26, 2) for k in (-1, 0, 1)]
    apron = box(tx - tw, seat, tx + tw, seat + H * 0.05, 3)
    whole = np.maximum.reduce([back, legs, arms, apron, *knobs, *finials])
    bb = mask_bbox(whole)
    ctx.contact(whole, bb)
    ctx.lit(np.maximum.reduce([back, legs, *finials]), bb, gold * 0.92, rim=0.6)
    inner = polygon_fine(
        [
            (tx + tw * 0.62, seat),
            *[(tx + (x - tx) * 0.77, y + 40) for x, y in arch],
            (tx - tw * 0.62, seat),
        ]
    )
    ctx.lit(inner, mask_bbox(inner), rgb(VELVET), rim=0.3)
    cushion = ellipse(tx, seat - 6, tw * 0.82, 34, 3)
    ctx.lit(cushion, mask_bbox(cushion), rgb(VELVET) * 1.15, rim=0.5)
    ctx.lit(np.maximum.reduce([arms, apron, *knobs]), bb, gold, rim=0.6, separate=True)
    focus_on(ctx, whole, 4, weight=0.6)
    add_element(
        ctx, "a huge empty throne on a dais", "secondary", bb, ("throne", "king", "power", "empty")
    )
    return bb


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the crown on side s; the mouse faces -s
    f = -s
    cx = W / 2 + s * W * ctx.u(0.13, 0.16)
    tx = W / 2 - s * W * ctx.u(0.12, 0.15)
    fy, vy = H * 0.45, H * 0.36
    ctx.light = (tx, H * 0.1)
    _hall(ctx, tx, fy, vy)
    wc = W * ctx.u(0.43, 0.46)  # the crown's width
    rx, ry = wc / 2, wc * 0.1
    yb = H * ctx.u(0.73, 0.75)  # the centre of its rim
    gap = wc * 0.16
    yg = yb + ry + gap  # the carpet under the mouse's feet
    # the carpet: from the foot of the dais down to the card's bottom, toward the viewer
    y0c = fy + H * 0.08
    k = 210 / (y0c - vy)

    def cline(y: float) -> tuple[float, float]:
        c = tx + (cx + f * wc * 0.1 - tx) * (y - y0c) / (yg - y0c)
        return c, k * (y - vy) / 2

    (a0, h0), (a1, h1) = cline(fy - 10), cline(H + 20)
    carpet = polygon_fine(
        [(a0 - h0, fy - 10), (a0 + h0, fy - 10), (a1 + h1, H + 20), (a1 - h1, H + 20)]
    )
    nap = smooth_noise(ctx.side(), 30) - 0.5
    depth = np.clip((YY - fy) / (H - fy), 0, 1)
    col = rgb(CARPET)[None, None, :] * (0.7 + 0.35 * depth + 0.1 * nap)[..., None]
    blend(ctx.img, carpet, np.clip(col, 0, 1))
    trims = []
    for side in (-1, 1):
        trims.append([(a0 + side * h0 * 0.88, fy - 10), (a1 + side * h1 * 0.88, H + 20)])
    blend(ctx.img, polylines(trims, 12) * carpet, rgb(GOLD) * 0.9, 0.85)
    for j in range(1, 3):
        yst = fy - 10 + H * 0.08 * j / 3
        blend(ctx.img, box(0, yst - 4, W, yst + 4, 2) * carpet, rgb(CARPET) * 0.45, 0.8)
    add_element(
        ctx,
        "a long red carpet leading to the throne",
        "frame",
        mask_bbox(carpet),
        ("carpet", "path", "ceremony"),
    )
    _throne(ctx, tx, fy)
    _beams(ctx, tx, fy, s)
    # --- the crown, in its own coordinates (u across, v down from the rim's centre), tipped
    # forward toward the mouse's nose
    tilt = f * np.radians(ctx.u(7, 10))

    def P(u: float, v: float) -> Pt:
        return (cx + u * np.cos(tilt) - v * np.sin(tilt), yb + u * np.sin(tilt) + v * np.cos(tilt))

    bh, hp, rt = wc * 0.27, wc * 0.36, rx * 1.08
    n = 5
    phis = np.linspace(0, np.pi, 40)
    bottom = [P(rx * np.cos(a), ry * np.sin(a)) for a in phis[::-1]]
    top: list[Pt] = []
    tips: list[Pt] = []
    for j in range(n):
        a0_, am, a1_ = np.pi * j / n, np.pi * (j + 0.5) / n, np.pi * (j + 1) / n
        for a, lift in ((a0_, 0.0), ((a0_ + am) / 2, 0.3), (am, 1.0), ((am + a1_) / 2, 0.3)):
            top.append(P(rt * np.cos(a), -bh + ry * np.sin(a) - lift * hp))
        tips.append(top[-2])
    top.append(P(-rt, -bh))
    front = polygon_fine(bottom + top)
    back_pts: list[Pt] = [P(-rt, -bh)]
    for j in range(1, n):
        a = np.pi + np.pi * j / n
        for d, lift in ((-0.5, 0.25), (0.0, 0.92), (0.5, 0.25)):
            aa = a + d * np.pi / n
            back_pts.append(P(rt * np.cos(aa), -bh + ry * np.sin(aa) - lift * hp))
        tips.append(back_pts[-2])
    back_pts.append(P(rt, -bh))
    back_pts += [P(rt * np.cos(a), -bh + ry * np.sin(a)) for a in phis]
    back = polygon_fine(back_pts)
    cap_c = P(0, -bh - hp * 0.35)
    cap = ellipse(cap_c[0], cap_c[1], rt * 0.78, hp * 0.7, 3) * (P(0, -bh + ry)[1] > YY)
    orb_c = P(0, -bh - hp * 1.1)
    orb = disc(orb_c[0], orb_c[1], wc * 0.05, 2)
    cross = polylines(
        [
            [P(0, -bh - hp * 1.15), P(0, -bh - hp * 1.5)],
            [P(-wc * 0.06, -bh - hp * 1.36), P(wc * 0.06, -bh - hp * 1.36)],
        ],
        wc * 0.035,
    )
    crown = np.clip(np.maximum.reduce([front, back, cap, orb, cross]), 0, 1)
    # --- the mouse beneath it: a belly under the rim, four legs, a snout, a long tail
    rim_low = max(p[1] for p in bottom)
    yg = rim_low + gap
    fur = rgb(FUR)
    belly = ellipse(cx, rim_low - gap * 0.1, rx * 0.8, gap * 0.75, 3)
    legs, feet = [], []
    for dx, far, big in ((0.52, 1, 0), (0.36, 0, 0), (-0.38, 1, 1), (-0.56, 0, 1)):
        lx = cx + f * rx * dx + f * (12 if far else 0)
        step = (ctx.u(-0.5, 0.5) if far else ctx.u(-0.3, 0.6)) * gap
        legs.append(
            (far, ribbon([(lx, rim_low - 10), (lx + f * step * 0.5, yg - 10)], [34, 28], 2))
        )
        flen = (56 if big else 38) * (0.9 if far else 1)
        fx = lx + f * step * 0.5 + f * flen * 0.6
        feet.append((far, ellipse(fx, yg - 10 - 4 * far, flen, 17, 2)))
    ang = f * np.radians(14)
    hx, hy = cx + f * rx * 0.9, rim_low - gap * 0.1
    tipx, tipy = hx + f * wc * 0.15 * np.cos(ang), hy + wc * 0.15 * abs(np.sin(ang))
    snout = np.maximum(
        tilted_ellipse(hx, hy, wc * 0.16, gap * 0.62, ang),
        tilted_ellipse((hx + tipx) / 2, (hy + tipy) / 2, wc * 0.1, gap * 0.36, ang),
    )
    base = (cx - f * rx * 0.8, rim_low - gap * 0.35)
    path = cubic(
        base,
        (base[0] - f * wc * 0.3, base[1] + H * 0.01),
        (base[0] - f * wc * 0.2, base[1] + H * 0.16),
        (base[0] + f * wc * 0.25, base[1] + H * 0.14),
        30,
    )
    tail = ribbon(path, [32 - 20 * t / 30 for t in range(31)], 1.5)
    mouse = np.clip(
        np.maximum.reduce([belly, snout, tail, *[m for _, m in legs], *[m for _, m in feet]]), 0, 1
    )
    whole = np.maximum(crown, mouse)
    wb = mask_bbox(whole)
    ctx.cast_shadow(whole, wb, yg, 0.45)
    ctx.contact(mouse, mask_bbox(mouse))
    ctx.lit(tail, mask_bbox(tail), rgb(PINK) * 0.9, rim=0.5, separate=True)
    for far, m in legs:
        ctx.lit(m, mask_bbox(m), fur * (0.7 if far else 1.0), rim=0.3)
    for far, m in feet:
        ctx.lit(m, mask_bbox(m), rgb(PINK) * (0.8 if far else 1.05), rim=0.4)
    ctx.lit(belly, mask_bbox(belly), fur * 0.55, rim=0.2)
    ctx.lit(snout, mask_bbox(snout), fur, rim=0.7, separate=True)
    # the crown: the far tines (their inner side, darker), the velvet cap, the gold front
    ctx.lit(back, mask_bbox(back), rgb(GOLD) * 0.7, rim=0.4)
    ctx.lit(cap, mask_bbox(cap), rgb("#5a2a86"), rim=0.5)
    ctx.lit(np.maximum(orb, cross), mask_bbox(np.maximum(orb, cross)), rgb(GOLD), rim=0.7)
    fb = mask_bbox(front)
    ctx.lit(front, fb, rgb(GOLD), rim=0.8, separate=True)
    # metal: a bright sheen down the band toward the light and a dark reflection beyond
    ux = (XX - cx) / rx
    sheen = np.exp(-(((ux - 0.35 * f) / 0.16) ** 2)) * front
    blend(ctx.img, sheen, rgb("#fff0b0"), 0.55)
    blend(ctx.img, np.exp(-(((ux + 0.62 * f) / 0.18) ** 2)) * front, rgb("#6a4210"), 0.35)
    gems = []
    for j in range(n):
        a = np.pi * (j + 0.5) / n
        gx, gy = P(rx * 1.03 * np.cos(a), -bh * 0.5 + ry * np.sin(a))
        gw = wc * (0.045 if j != 2 else 0.06) * np.sin(a) ** 0.7
        gcol = ("#c0182a", "#1e6a3a", "#2040b0")[abs(j - 2) % 3] if j != 2 else "#c0182a"
        gm = ellipse(gx, gy, gw, wc * (0.05 if j != 2 else 0.065), 2)
        ctx.lit(gm, mask_bbox(gm), rgb(gcol), rim=0.5)
        gems.append((gx - gw * 0.3, gy - wc * 0.02))
    for p in tips:
        pm = disc(p[0], p[1], wc * 0.03, 2)
        ctx.lit(pm, mask_bbox(pm), rgb("#f4eee0"), rim=0.5, separate=True)
    focus_on(ctx, whole, 3, weight=1.0)
    # after the paint: the band's bright rims, its dark lower lip, glints, whiskers, the nose
    rims = [bottom, [P(rt * np.cos(a) * 0.99, -bh + ry * np.sin(a)) for a in phis]]
    after_mask(ctx, polylines(rims, 7), "#ffe27a", 0.85)
    after_mask(ctx, polylines([[(x, y + 6) for x, y in bottom]], 4) * (1 - front), "#3a2208", 0.6)
    glints = np.maximum.reduce(
        [disc(x, y, 5, 1.5) for x, y in gems + [(p[0] - 4, p[1] - 5) for p in tips[:n]]]
    )
    after_mask(ctx, glints, "#ffffff", 0.9)
    later_glow(ctx, *P(f * rx * 0.35, -bh * 0.6), wc * 0.5, "#ffe9a0", 0.15)
    after_mask(ctx, disc(tipx - f * 4, tipy, 15, 1.5), "#e07a88", 0.95)
    wh = [[(tipx - f * 24, tipy + d * 0.3), (tipx + f * 100, tipy + d)] for d in (-44, -10, 26)]
    after_mask(ctx, polylines(wh, 4), "#f2ece4", 0.9)
    add_element(
        ctx,
        "a tiny mouse under a golden king's crown far too big for it",
        "main",
        wb,
        ("crown", "mouse", "king", "gold", "small", "animal"),
    )
    return Painted(
        "In a palace hall with tall windows and red drapes, a tiny mouse wears a golden king's "
        "crown far too big for it, which covers it down to the whiskers so that only its nose, "
        "its little pink feet and its long tail show, and it walks proudly along a red carpet "
        "toward a huge, empty throne.",
        CONCEPTS.split(", "),
        setting=SETTING[ctx.pal.name],
    )


PREMISE = Premise(
    name="mouse-under-the-crown",
    figure="crown",
    palettes=("lavender", "mint", "dawn"),
    stage=stage,
    max_cards=1,
)
