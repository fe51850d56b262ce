"""Premise "moth-hugs-the-lighthouse": in the sea mist by day, a moth as big as the lantern
room clings to a red-and-white lighthouse on its rock, its wings spread wide round the tower
like arms, its feathery antennae reaching up to the glowing lamp; gulls wheel round it and a
small boat passes far below.

The tower, its lantern and the moth are drawn from shapes; the moth is lit by the lamp above
it. The lamp's glow, its beams in the mist, the gulls and the railing are drawn after the
paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import silhouette
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon

Pt = tuple[float, float]
WINGS = {
    "tawny": ("#c9955a", "#6e4326", "#f1dfba"),
    "russet": ("#b86f45", "#5a2e22", "#f0d2b0"),
    "ash-grey": ("#a09a90", "#45403c", "#ece6da"),
}


def closed_curve(pts: list[Pt], n: int = 14) -> list[Pt]:
    """A smooth closed outline through ``pts`` (Catmull-Rom), ``n`` points a span."""
    p = np.asarray(pts, np.float64)
    out: list[Pt] = []
    k = len(p)
    for i in range(k):
        p0, p1, p2, p3 = p[i - 1], p[i], p[(i + 1) % k], p[(i + 2) % k]
        for t in np.linspace(0, 1, n, endpoint=False):
            t2, t3 = t * t, t * t * t
            q = 0.5 * (
                2 * p1
                + (-p0 + p2) * t
                + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
                + (-p0 + 3 * p1 - 3 * p2 + p3) * t3
            )
            out.append((float(q[0]), float(q[1])))
    return out


def mirrored(pts: list[Pt], cx: float, s: int) -> list[Pt]:
    """Points given for the right wing (dx, y), placed on side ``s`` of the body at ``cx``."""
    return [(cx + s * dx, y) for dx, y in pts]


def lighthouse(ctx: Ctx, x: float, top: float, base: float) -> tuple[np.ndarray, float, float]:
    """A tapered red-and-white tower from ``base`` up to its gallery at ``top``, with the
    lantern room and its cap above; returns the whole mask, the lamp's y and the gallery's
    half width."""
    wb, wt = 128.0, 84.0
    tower = polygon_fine([(x - wt, top), (x + wt, top), (x + wb, base), (x - wb, base)])
    ctx.lit(tower, mask_bbox(tower), rgb("#f2efe6"), rim=0.3)
    n_b = 4
    for k in range(n_b):
        y0 = top + (base - top) * (0.1 + k / n_b)
        y1 = y0 + (base - top) / n_b * 0.48
        band = tower * box(0, y0, W, y1, 1.5)
        blend(ctx.img, band, ctx.img * rgb("#d2483a") / np.maximum(ctx.img.max(), 0.6), 0.9)
    # the shaded side and a door and two small windows for scale
    shade = tower * np.clip((XX - x) / wb, 0, 1)
    ctx.img *= (1 - 0.22 * shade)[..., None]
    door = box(x - 22, base - 70, x + 22, base, 2) + disc(x, base - 70, 22, 2)
    blend(ctx.img, np.clip(door, 0, 1), rgb("#3a2e2a"), 0.95)
    for wy in (base - (base - top) * 0.38, base - (base - top) * 0.62):
        blend(ctx.img, box(x - 9, wy - 18, x + 9, wy + 18, 1.5), rgb("#3a3436"), 0.9)
    # the gallery, the lantern room (glass lit gold) and its red cap
    gw = wt + 34
    gal = box(x - gw, top - 16, x + gw, top + 6, 1.5)
    blend(ctx.img, gal, rgb("#2e2a2c"), 1.0)
    lw, lh = wt * 0.72, 118.0
    ly = top - 16 - lh / 2
    glass = box(x - lw, top - 16 - lh, x + lw, top - 16, 1.5)
    blend(ctx.img, glass, rgb("#ffe3a0"), 1.0)
    blend(ctx.img, glass * np.exp(-(((XX - x) / (lw * 0.6)) ** 2)), rgb("#fff8e2"), 0.9)
    cap = polygon_fine(
        [(x - lw - 16, top - 16 - lh), (x + lw + 16, top - 16 - lh), (x, top - 16 - lh - 95)]
    )
    cap = np.maximum(cap, ellipse(x, top - 16 - lh - 12, lw + 12, 40, 2) * (top - 16 - lh > YY))
    blend(ctx.img, cap, rgb("#8a2c26"), 1.0)
    blend(ctx.img, disc(x, top - 16 - lh - 100, 10, 2), rgb("#2e2a2c"), 1.0)
    whole = np.clip(tower + gal + glass + cap, 0, 1)
    focus_on(ctx, whole, 4, 1.2, weight=0.7)
    return whole, ly, gw


def moth(ctx: Ctx, mx: float, my: float, span: float, kind: str) -> np.ndarray:
    """A moth resting flat with its wings spread, its head at (mx, my), ``span`` wide."""
    base_c, band_c, edge_c = (rgb(c) for c in WINGS[kind])
    S = span / 2
    fore_r = [
        (10, my + 12),
        (S * 0.3, my - S * 0.22),
        (S * 0.6, my - S * 0.6),
        (S * 0.8, my - S * 0.88),
        (S * 0.96, my - S * 0.72),
        (S * 0.9, my - S * 0.24),
        (S * 0.7, my + S * 0.1),
        (S * 0.42, my + S * 0.26),
        (12, my + S * 0.32),
    ]
    hind_r = [
        (10, my + S * 0.2),
        (S * 0.48, my + S * 0.16),
        (S * 0.68, my + S * 0.38),
        (S * 0.6, my + S * 0.66),
        (S * 0.34, my + S * 0.8),
        (14, my + S * 0.72),
    ]
    fore = np.zeros((H, W), np.float32)
    hind = np.zeros((H, W), np.float32)
    for s in (-1, 1):
        fore = np.maximum(fore, polygon_fine(closed_curve(mirrored(fore_r, mx, s))))
        hind = np.maximum(hind, polygon_fine(closed_curve(mirrored(hind_r, mx, s))))
    wings = np.maximum(fore, hind)
    body = ellipse(mx, my + S * 0.36, S * 0.085, S * 0.4, 3)
    head = disc(mx, my + S * 0.0, S * 0.075, 2)
    whole = np.clip(wings + body + head, 0, 1)
    bb = mask_bbox(whole)
    ctx.lit(wings, bb, base_c, rim=0.5, separate=True)
    # markings: a dark band across each wing, pale margins, an eye on every wing
    for s in (-1, 1):
        band = ribbon(
            [
                (mx + s * S * 0.2, my + S * 0.02),
                (mx + s * S * 0.6, my - S * 0.2),
                (mx + s * S * 0.88, my - S * 0.55),
            ],
            [S * 0.05, S * 0.06, S * 0.05],
        )
        blend(ctx.img, band * fore, band_c, 0.7)
        hb = ribbon(
            [
                (mx + s * S * 0.2, my + S * 0.5),
                (mx + s * S * 0.45, my + S * 0.56),
                (mx + s * S * 0.6, my + S * 0.5),
            ],
            [S * 0.04, S * 0.05, S * 0.04],
        )
        blend(ctx.img, hb * hind, band_c, 0.6)
        for ex, ey, er in ((S * 0.68, my - S * 0.42, S * 0.1), (S * 0.4, my + S * 0.42, S * 0.13)):
            cx = mx + s * ex
            blend(ctx.img, disc(cx, ey, er * 1.25, 2), edge_c, 0.9)
            blend(ctx.img, disc(cx, ey, er, 2), rgb("#2a1c18"), 0.95)
            blend(ctx.img, disc(cx, ey, er * 0.62, 2), rgb("#d98a3a"), 0.95)
            blend(
                ctx.img,
                disc(cx - s * er * 0.2, ey - er * 0.25, er * 0.22, 1.5),
                rgb("#fff4dc"),
                1.0,
            )
    blend(ctx.img, np.clip(wings - np.clip(blur(wings, 14) * 1.6 - 0.55, 0, 1), 0, 1), edge_c, 0.55)
    veins = []
    for s in (-1, 1):
        for ang in (0.55, 0.8, 1.05, 1.3):
            veins.append(
                [
                    (mx + s * 14, my + S * 0.1),
                    (mx + s * S * 0.9 * np.sin(ang), my + S * 0.1 - S * 0.95 * np.cos(ang)),
                ]
            )
        for ang in (1.75, 2.05, 2.4):
            veins.append(
                [
                    (mx + s * 14, my + S * 0.22),
                    (mx + s * S * 0.7 * np.sin(ang), my + S * 0.22 - S * 0.7 * np.cos(ang)),
                ]
            )
    blend(ctx.img, polylines(veins, 3) * wings, band_c, 0.35)
    ctx.lit(
        np.clip(body + head, 0, 1), bb, mix(base_c, rgb("#3a2a22"), 0.45), rim=0.4, separate=False
    )
    fur = body * (np.sin((YY - my) / 9) > 0.4)
    blend(ctx.img, fur, band_c, 0.35)
    # feathery antennae rising from the head toward the lamp: leaf-shaped combs
    ant = np.zeros((H, W), np.float32)
    for s in (-1, 1):
        tip = (mx + s * S * 0.3, my - S * 0.5)
        mid = (mx + s * S * 0.12, my - S * 0.32)
        ant = np.maximum(ant, ribbon([(mx + s * 8, my - S * 0.05), mid, tip], [8, 30, 6], 1.5))
    blend(ctx.img, ant, mix(band_c, rgb("#2a1c18"), 0.3), 1.0)
    whole = np.clip(whole + ant, 0, 1)
    # the lamp shines through the wings nearest it: warm, translucent edges
    lx, ly = ctx.light
    near = np.exp(-np.hypot(XX - lx, YY - ly) / (S * 0.45)) * wings * (1 - blur(body, 8))
    blend(ctx.img, near, rgb("#ffc45e"), 0.6)
    focus_on(ctx, whole, 3, 2.0)
    return whole


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    ctx.texture_sky(0.04)
    ctx.streaks(0.18, 0.3, 0.35)
    hz = ctx.u(0.6, 0.63)
    # a far headland in the mist, then the sea
    head_m = np.clip((YY - (hz * H - 60 - 50 * np.cos((XX - W / 2 - s * 400) / 260))) / 3, 0, 1)
    head_m *= (s * (W / 2 - XX) > -80) * (hz * H > YY)
    blend(ctx.img, head_m, mix(ctx.sky_at(hz), rgb("#5d7069"), 0.3), 0.8)
    ctx.water(hz, ripple=8)
    ctx.fog(hz - 0.005, 0.035, 0.75, "#f6f7f2")
    ctx.fog(hz + 0.06, 0.04, 0.35, "#eef1ea")
    # the rock the lighthouse stands on, wet and dark, foam at its foot
    base = H * ctx.u(0.82, 0.84)
    rock_pts = [(x - 290, H + 40)]
    for k in range(9):
        a = k / 8
        rx = x - 270 + 560 * a
        ry = base - 10 + 150 * abs(a - 0.45) ** 1.6 * 2.2 + ctx.u(-18, 18)
        rock_pts.append((rx, ry))
    rock_pts.append((x + 300, H + 40))
    rock = polygon_fine(closed_curve(rock_pts, 6))
    ctx.lit(rock, mask_bbox(rock), rgb("#4a5451"), rim=0.4)
    crags = blur((aniso_noise(ctx.rng, 30, 10) > 0.62).astype(np.float32), 2) * rock
    ctx.img *= (1 - 0.25 * crags)[..., None]
    foam = np.clip(blur(rock, 14) * 2 - rock * 2.4, 0, 1) * (base + 110 < YY)
    blend(ctx.img, foam, rgb("#f4f6f0"), 0.6)
    for k in (-1, 1):  # the sea breaking white on both sides of the rock
        sx, sy = x + k * ctx.u(190, 240), base + ctx.u(130, 170)
        splash = np.zeros((H, W), np.float32)
        for _j in range(6):
            splash = np.maximum(
                splash, disc(sx + k * ctx.u(-10, 50), sy - ctx.u(0, 60), ctx.u(18, 34), 6)
            )
        blend(ctx.img, splash * (1 - rock * 0.6), rgb("#f7f8f4"), 0.85)
    top = H * ctx.u(0.29, 0.31)
    house, ly, gw = lighthouse(ctx, x, top, base)
    ctx.light = (x, ly)
    add_element(ctx, "a lighthouse", "secondary", mask_bbox(house), ("building", "sea", "light"))
    # the lamp's light in the mist: a soft glow and two beams, one across the card
    for d, reach in ((-s, 1.0), (s, 0.45)):
        beam = np.clip(
            1 - np.abs(YY - ly - (XX - x) * 0.08 * d) / (30 + np.abs(XX - x) * 0.16), 0, 1
        )
        beam *= (d * (XX - x) > 0) * np.clip(1 - np.abs(XX - x) / (W * reach), 0, 1)
        blend(ctx.img, blur(beam.astype(np.float32), 14), rgb("#fff0c4"), 0.7)
    glow(ctx.img, x, ly, 380, "#ffd98a", 0.4)
    # the moth, its head just under the gallery, wings round the tower
    kind = str(ctx.rng.choice(list(WINGS)))
    span = ctx.u(640, 680)
    my = top + 40
    mm = moth(ctx, x, my, span, kind)
    drop = np.roll(np.roll(mm, 26, 0), 10 * s, 1) * house * (1 - mm)
    ctx.img *= (1 - 0.4 * blur(drop, 6))[..., None]
    add_element(ctx, f"a {kind} moth", "main", mask_bbox(mm), ("animal", "insect", "wing"))
    # its forelegs on the gallery, drawn after the paint
    legs = polylines(
        [[(x + k * 14, my - 4), (x + k * 34, top + 4), (x + k * 46, top - 14)] for k in (-1, 1)],
        7,
    )
    after_mask(ctx, legs, "#3a2a22", 0.95)
    # the gallery railing, over the antennae's roots
    rail = np.zeros((H, W), np.float32)
    for k in range(-3, 4):
        rx = x + k * gw / 3.3
        rail = np.maximum(rail, box(rx - 2, top - 56, rx + 2, top - 16, 0.8))
    rail = np.maximum(rail, box(x - gw, top - 58, x + gw, top - 53, 0.8))
    after_mask(ctx, rail, "#2e2a2c", 0.95)
    later_glow(ctx, x, ly, 230, "#ffdf96", 0.45)
    later_glow(ctx, x, ly, 70, "#fff6da", 0.7)
    # the keeper, tiny on the rock by the door, looking up
    kx = x - s * 70
    keeper = silhouette("stand", kx, base + 4, 88, flip=s > 0)
    after_mask(ctx, keeper, "#2a2f38", 0.95)
    add_element(ctx, "a lighthouse keeper", "secondary", mask_bbox(keeper), ("person",))
    # gulls wheeling round it, and a small boat far below
    gulls = []
    for _k in range(int(ctx.u(3, 5))):
        gx = x + ctx.u(-1, 1) * 460
        gy = H * ctx.u(0.1, 0.5)
        if abs(gx - x) < span / 2 and abs(gy - my) < span * 0.55:
            gx = x + np.sign(gx - x + 0.1) * (span / 2 + ctx.u(40, 120))
        gx = float(np.clip(gx, 50, W - 50))
        g = ctx.u(30, 46)
        gulls.append([(gx - g, gy - g * 0.3), (gx - g * 0.4, gy - g * 0.45), (gx, gy)])
        gulls.append([(gx, gy), (gx + g * 0.4, gy - g * 0.45), (gx + g, gy - g * 0.3)])
    after_mask(ctx, polylines(gulls, 5), "#4a5452", 0.9)
    boat = ctx.rng.random() < 0.6
    if boat:
        bx, by = W / 2 - s * ctx.u(300, 380), hz * H + ctx.u(90, 150)
        hull = polygon_fine(
            [(bx - 46, by - 10), (bx + 46, by - 10), (bx + 32, by + 10), (bx - 32, by + 10)]
        )
        sail = polygon_fine([(bx - 2, by - 90), (bx - 2, by - 14), (bx - 40, by - 14)])
        sail = np.maximum(
            sail, polygon_fine([(bx + 4, by - 80), (bx + 4, by - 14), (bx + 34, by - 14)])
        )
        blend(ctx.img, hull, rgb("#3e3a36"), 1.0)
        blend(ctx.img, sail, rgb("#f6efe0"), 1.0)
        add_element(
            ctx,
            "a small sailing boat",
            "secondary",
            mask_bbox(np.maximum(hull, sail)),
            ("boat", "sea"),
        )
    return Painted(
        f"In a pale sea fog by day, a huge {kind} moth clings to the top of a red-and-white "
        "lighthouse on its rock and hugs the glowing lamp in its spread wings, its feathery "
        "antennae touching the glass, while the tiny keeper looks up from the door below, "
        "gulls wheel round it" + (" and a small sailing boat passes far off." if boat else "."),
        ["longing", "light", "attraction", "refuge", "mystery", "guidance"],
    )


PREMISE = Premise(
    name="moth-hugs-the-lighthouse",
    figure="moth",
    palettes=("mist", "snow"),
    stage=stage,
    frame=False,
)
