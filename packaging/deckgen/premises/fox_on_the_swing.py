"""Premise "fox-on-the-swing": in a snowy field at dusk, an old rope swing hangs from the one
long bare branch of a big lone tree; on its wooden seat a red fox sits looking up at the rising
moon, its tail hanging down; below the swing, in the snow, the worn hollow where children's
feet once dragged, and a line of small fox prints leading to it. Far off, a farmhouse window
is lit.

The tree, the seat and the fox (haunch, body, chest, raised head, snout, ears, legs, a bushy
tail with a white tip) are drawn from shapes; the ropes, their knots, the fox's eye and nose
and the snow on the branch come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, segment, tilted_ellipse

Pt = tuple[float, float]
FUR = "#c8602a"
CREAM = "#f4ece0"
SOCK = "#2a1a16"
BARK = "#2a2230"
ROPE = "#cfb486"
GLOW = {"snow": "#ffd2bc", "dusk": "#ffb07a", "lavender": "#ffd0d8"}


def _snowfield(ctx: Ctx, hz: float) -> Arr:
    """The snowfield from the horizon down: tinted by the glow at the horizon, whiter in the
    middle distance, cooler toward the viewer, with long soft drifts; returns its mask."""
    far = mix(ctx.sky_at(hz / H - 0.01), rgb(GLOW[ctx.pal.name]), 0.3)
    if ctx.pal.dark:
        white, near = rgb("#c8bcdc"), rgb("#6a6096")
    else:
        white, near = rgb("#f6f4fa"), rgb("#a8b2d6")
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    a = np.clip(t / 0.3, 0, 1)
    b = np.clip((t - 0.3) / 0.7, 0, 1) ** 1.2
    col = (far * (1 - a) + white * a) * (1 - b) + near * b
    drift = aniso_noise(ctx.rng, 300, 40) - 0.5
    fine = aniso_noise(ctx.side(), 60, 12) - 0.5
    col = col * (1 + (0.1 * drift + 0.05 * fine)[..., None] * (0.4 + t))
    col += (drift[..., None] > 0.15) * rgb(GLOW[ctx.pal.name]) * 0.05 * (1 - t)
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(col, 0, 1))
    return land


def _tree(ctx: Ctx, xt: float, s: int, gy: float, yb: float, x_end: float) -> tuple[Arr, list[Pt]]:
    """A big lone bare tree at the card's side s: a thick trunk running off the top, a limb or
    two up and out, and the one long branch reaching toward the middle at height yb; returns
    the tree's mask and the branch's points (from the trunk out)."""
    k = ctx.u(0.95, 1.05)
    lean = s * ctx.u(20, 50)  # the trunk leans a little out toward the edge
    spine = cubic((xt - s * 40, gy + 10), (xt + s * 40, gy - 400), (xt, yb + 150), (xt + lean, -30))
    wid = np.interp(np.linspace(0, 1, 41), [0, 0.12, 0.5, 1], [300, 170, 140, 100]) * k
    trunk = ribbon(spine, list(wid), 2)
    roots = ellipse(xt, gy + 4, 170 * k, 20, 4)
    limbs = [
        ribbon(
            cubic((xt, y0), (xt + s * a, y0 - 100), (xt + s * b, y0 - 220), (xt + s * c, -40), 16),
            list(np.linspace(w, w * 0.4, 17)),
            2,
        )
        for y0, a, b, c, w in ((yb - 60, -80, -150, -300, 80), (yb + 40, 90, 110, 240, 90))
    ]
    pts = cubic(
        (xt, yb + 40),
        (xt - s * 220, yb - 10),
        (x_end + s * 260, yb + 40),
        (x_end, yb - ctx.u(50, 80)),
        30,
    )
    branch = ribbon(pts, list(np.interp(np.linspace(0, 1, 31), [0, 0.2, 1], [110, 62, 18])), 2)
    twigs: list[list[Pt]] = []
    for f, ln, w in ((0.3, 150, 1.0), (0.5, 110, -0.6), (0.72, 90, 0.8), (0.93, 60, -0.3)):
        bx, by = pts[int(f * (len(pts) - 1))]
        twigs.append(
            [(bx, by), (bx - s * ln * 0.3 * w, by - ln * 0.6), (bx - s * ln * 0.6 * w, by - ln)]
        )
    tw = polylines(twigs, 12)
    tree = np.clip(np.maximum.reduce([trunk, roots, *limbs, branch, tw]), 0, 1)
    ground = np.clip((gy + 24 - YY) / 4, 0, 1)
    tree *= ground
    trunk *= ground
    ctx.lit(tree, bbox_of(tree), rgb(BARK), rim=0.5)
    bark = aniso_noise(ctx.side(), 8, 60) - 0.5
    ctx.img *= (1 + 0.25 * bark * trunk)[..., None]
    # snow lying along the top of the branch and the limbs, drawn after the paint
    top = np.clip(branch - np.roll(branch, 12, 0), 0, 1) * (smooth_noise(ctx.side(), 20) > 0.3)
    after_mask(ctx, blur(top, 1.5), "#f4f2fa", 0.9)
    bank = ellipse(xt, gy + 6, 190 * k, 34, 10) * (1 - tree)
    blend(ctx.img, bank, rgb("#f4f2fa") if not ctx.pal.dark else rgb("#b8aed4"), 0.6)
    return tree, pts


def _farmhouse(ctx: Ctx, hx: float, base: float, s: int) -> None:
    """A small dark farmhouse on the horizon with a barn roof, a chimney and one lit window
    (the window and its glow after the paint)."""
    w, h = ctx.u(120, 140), ctx.u(52, 60)
    x0, x1 = hx - w / 2, hx + w / 2
    body = box(x0, base - h, x1, base, 1.5)
    roof = polygon_fine([(x0 - 12, base - h), (hx, base - h - w * 0.42), (x1 + 12, base - h)])
    cx = hx + s * w * 0.22
    m = np.clip(body + roof + box(cx - 8, base - h - 52, cx + 8, base - h - 10, 1.5), 0, 1)
    col = mix(rgb(ctx.pal.ink), ctx.sky_at(base / H - 0.05), 0.35)
    blend(ctx.img, m, col, 1.0)
    blend(
        ctx.img,
        roof * np.clip((YY - (base - h - w * 0.42)) / 14, 0, 1) * (base - h - w * 0.3 > YY),
        rgb("#f4f2fa"),
        0.7,
    )
    wx, wy = hx - s * w * 0.18, base - h * 0.5
    win = box(wx - 11, wy - 12, wx + 11, wy + 12, 1.5)
    blend(ctx.img, win, rgb("#ffcf70"), 1.0)
    after_mask(ctx, win, "#ffd98a", 1.0)
    later_glow(ctx, wx, wy, 90, "#ffc870", 0.35)
    tags = ("house", "home", "window", "far")
    add_element(ctx, "a farmhouse far off with one lit window", "secondary", bbox_of(m), tags)


def _fox(ctx: Ctx, P: Callable[[float, float], Pt], u: float) -> Arr:
    """A red fox sitting in profile on the seat, its head raised; `P(a, b)` places a point
    `a` units forward and `b` up from the middle of the seat top."""

    def ov(a: float, b: float, ra: float, rb: float, tilt: float = 0.0) -> Arr:
        x, y = P(a, b)
        return tilted_ellipse(x, y, ra * u, rb * u, tilt)

    def rb(pts: list[Pt], ws: list[float]) -> Arr:
        return ribbon([P(a, b) for a, b in pts], [w * u for w in ws], 2)

    def pg(pts: list[Pt]) -> Arr:
        return polygon_fine([P(a, b) for a, b in pts])

    d = float(np.sign(P(1, 0)[0] - P(0, 0)[0]))
    parts = {
        "far_leg": rb([(1, 32), (3, 14), (4, 2)], [7, 5, 4.5]),
        "far_ear": pg([(-1, 70), (6, 75), (-7, 86)]),
        "haunch": ov(-15, 16, 19, 16),
        "body": ov(-5, 33, 14, 26, d * 0.35),
        "chest": ov(5, 42, 10.5, 16, d * 0.2),
        "neck": rb([(2, 44), (8, 58), (12, 66)], [20, 18, 16]),
        "head": ov(12, 68, 12, 10, -d * 0.5),
        "snout": pg([(11, 76.5), (30.5, 80.5), (31.5, 78.5), (20, 62)]),
        "ear": pg([(3, 73), (11, 78), (-2, 91)]),
        "leg": rb([(6, 32), (8, 14), (9.5, 2)], [8, 5.5, 5]),
        "paw": ov(11, 1.8, 5, 2.2),
        "hind": ov(-2, 2.4, 9, 3),
        "tail": rb(
            cubic((-24, 12), (-34, 4), (-32, -26), (-22, -44), 14),
            list(np.interp(np.linspace(0, 1, 15), [0, 0.3, 0.7, 1], [11, 16, 14, 6])),
        ),
    }
    whole = np.clip(np.maximum.reduce(list(parts.values())), 0, 1)
    bb = bbox_of(whole)
    fur = rgb(FUR)
    for name in ("far_leg", "far_ear"):
        ctx.lit(parts[name], bb, rgb(FUR) * 0.55, rim=0.3)
    body = np.maximum.reduce([parts[n] for n in ("haunch", "body", "chest", "neck", "head")])
    body = np.maximum(body, parts["snout"])
    ctx.lit(np.clip(body + parts["hind"], 0, 1), bb, fur, rim=0.8, separate=True)
    ctx.lit(parts["ear"], bb, fur * 0.9, rim=0.6)
    blend(ctx.img, parts["ear"] * disc(*P(-1, 89), 7 * u, 3), rgb(SOCK), 0.9)
    legs = np.maximum(parts["leg"], parts["paw"])
    ctx.lit(legs, bb, fur, rim=0.5)
    sock = legs * np.clip((YY - P(0, 16)[1]) / (6 * u), 0, 1)
    blend(ctx.img, sock, rgb(SOCK), 0.85)
    # the white bib and cheek, the muzzle's underside
    bib = np.maximum(
        rb([(21, 64), (13, 58), (9, 48), (8, 36)], [5, 10, 10, 5]), ov(19, 65, 7, 3.5, -d * 0.55)
    )
    blend(ctx.img, blur(bib * body, 5), rgb(CREAM), 0.75)
    tail = parts["tail"]
    ctx.lit(tail, bb, fur * 1.05, rim=0.7, separate=True)
    tip = tail * np.clip((YY - P(0, -30)[1]) / (3 * u), 0, 1)
    ctx.lit(tip, bb, rgb(CREAM), rim=0.4)
    return whole


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the fox on the vertical third at side s
    xf = W * (0.5 + s * ctx.u(0.125, 0.14))  # the seat's middle (the fox sits a little ahead)
    d = -s  # the fox faces the moon
    hz = H * ctx.u(0.69, 0.72)
    gy = H * ctx.u(0.85, 0.87)  # the ground under the swing
    # the sky: a big rising moon on the far side, an afterglow along the horizon
    ctx.texture_sky(0.05)
    glow_c = GLOW[ctx.pal.name]
    band = np.exp(-(((YY - hz) / (H * 0.14)) ** 2)) * (hz + 4 > YY)
    blend(ctx.img, band.astype(np.float32), rgb(glow_c), 0.45 if ctx.pal.dark else 0.35)
    if ctx.pal.dark:  # a deeper zenith over the glow
        blend(ctx.img, np.clip(1 - YY / (H * 0.45), 0, 1), ctx.c("ink"), 0.4)
        ctx.stars(140, 0.4)
    mx, my, mr = W / 2 - s * W * ctx.u(0.29, 0.31), H * ctx.u(0.2, 0.22), ctx.u(96, 104)
    ctx.celestial(mx, my, mr, "moon")
    glow(ctx.img, mx, my, mr * 7, ctx.pal.light, 0.2 if ctx.pal.dark else 0.1)
    ctx.streaks(my / H + 0.08, my / H + 0.16, 0.4)
    later_glow(ctx, mx, my, mr * 1.8, "#fff0d8", 0.45)
    moon = disc(mx, my, mr * 1.02, 2.5)
    after_mask(ctx, moon * (0.75 + 0.25 * smooth_noise(ctx.side(), 26)), "#fff6e4", 1.0)
    tags = ("moon", "night", "light")
    add_element(ctx, "a big full moon rising", "secondary", bbox_of(moon), tags)
    land = _snowfield(ctx, hz)
    # a farmhouse far off on the horizon under the moon, one window lit
    hx = W / 2 - s * W * ctx.u(0.3, 0.34)
    _farmhouse(ctx, hx, hz + 6, s)
    # the tree at the side s, its branch reaching out over the fox
    u = H * ctx.u(0.28, 0.29) / 91  # the fox's unit: seat top at b=0, the ear tips near b=91
    hw = 44 * u  # half the seat's width
    yb = H * ctx.u(0.13, 0.15)
    xt = W / 2 + s * W * 0.47
    tree, pts = _tree(ctx, xt, s, gy - H * 0.02, yb, xf - s * (hw + W * 0.12))
    tags = ("tree", "branch", "winter", "bare")
    add_element(ctx, "a big lone bare tree with one long branch", "frame", bbox_of(tree), tags)
    px, py = np.array(pts).T
    order = np.argsort(px)

    def branch_y(x: float) -> float:
        return float(np.interp(x, px[order], py[order]))

    # the seat: an old plank, dusted with snow where the fox is not
    ys = H * ctx.u(0.6, 0.61)
    x0, x1 = xf - hw - 22, xf + hw + 22
    seat = box(x0, ys - 8, x1, ys + 22, 1.5)
    ctx.lit(seat, bbox_of(seat), rgb("#7a5638"), rim=0.6, separate=True)
    blend(ctx.img, polylines([[(x0 + 4, ys + 8), (x1 - 4, ys + 8)]], 2), rgb("#3a2418"), 0.5)

    def fp(a: float, b: float) -> Pt:
        return (xf + d * (a + 4) * u, ys - 8 - b * u)

    fox = _fox(ctx, fp, u)
    snow_seat = seat * (1 - blur(fox, 6)) * np.clip((ys - 2 - YY) / 4, 0, 1)
    blend(ctx.img, snow_seat, rgb("#f6f4fa"), 0.85)
    focus_on(ctx, fox, 4, 2.5)
    focus_on(ctx, seat, 3, 1.5, weight=0.8)
    # the swing's shadow on the snow, and the hollow under it where feet dragged
    ctx.light = (mx, my)
    swing_m = np.maximum(seat, fox)
    ctx.cast_shadow(swing_m, bbox_of(swing_m), gy + 10, 0.25, k=0.12)
    hol = blur(ellipse(xf, gy + 20, hw * 0.75, 40, 4), 14) * land
    dip = mix(ctx.c("ink"), rgb("#7080c0"), 0.6)
    blend(ctx.img, hol * np.clip((gy + 60 - YY) / 50, 0.3, 1), dip, 0.55)
    lip = np.clip(
        ellipse(xf, gy + 34, hw * 0.88, 48, 10) - ellipse(xf, gy + 22, hw * 0.78, 44, 10), 0, 1
    )
    blend(ctx.img, blur(lip, 4) * (gy + 28 < YY), rgb("#fbf8ff"), 0.55)
    # a line of small fox prints coming across the snow to the hollow
    prints = np.zeros((H, W), np.float32)
    ax, ay = xf - s * W * 0.34, H * 0.975
    bx, by = xf - d * hw * 0.55, gy + 50
    n = 9
    for j in range(n):
        t = (j / (n - 1)) ** 0.85
        x, y = ax + (bx - ax) * t, ay + (by - ay) * t
        kk = 0.55 + 0.45 * (y - hz) / (H - hz)
        off = (1 if j % 2 else -1) * 10 * kk
        prints = np.maximum(prints, ellipse(x + off, y, 19 * kk, 14 * kk, 2))
    blend(ctx.img, prints, mix(ctx.c("ink"), rgb("#5a68a8"), 0.5), 0.75)
    after_mask(ctx, np.clip(prints - np.roll(prints, 4, 0), 0, 1), "#fbf8ff", 0.5)
    focus_on(ctx, prints, 3, 2.0, weight=0.7)
    add_element(
        ctx,
        "a worn hollow in the snow under the swing and a line of small footprints leading to it",
        "secondary",
        bbox_of(np.maximum(prints, hol)),
        ("footprint", "trace", "snow", "memory"),
    )
    # the ropes, after the paint: twisted, wrapped round the branch, knotted under the seat
    ropes: list[list[Pt]] = []
    twists: list[list[Pt]] = []
    knots = np.zeros((H, W), np.float32)
    for rx in (xf - hw, xf + hw):
        ty = branch_y(rx)
        ropes.append([(rx, ty - 10), (rx, ys + 30)])
        for yy in np.arange(ty + 30, ys - 10, 16.0):
            twists.append([(rx - 5, yy), (rx + 5, yy + 8)])
        knots = np.maximum(knots, ellipse(rx, ty, 14, 30, 2))
        knots = np.maximum(knots, disc(rx, ys + 34, 12, 2))
        knots = np.maximum(knots, segment(rx, ys + 34, rx + 4, ys + 62, 7))
    rope_m = polylines(ropes, 10)
    after_mask(ctx, rope_m, rgb(ROPE) * (0.8 if ctx.pal.dark else 1.0), 0.97)
    after_mask(ctx, knots, rgb(ROPE) * 0.85, 0.95)
    after_mask(ctx, polylines(twists, 2.4) * rope_m, "#6a5032", 0.6)
    shade = np.clip(rope_m - np.roll(rope_m, -s * 4, 1), 0, 1)
    after_mask(ctx, shade, "#5a4028", 0.5)
    swing = np.maximum(np.maximum(seat, rope_m), knots)
    tags = ("swing", "childhood", "rope", "play")
    add_element(ctx, "an old rope swing with a wooden seat", "secondary", bbox_of(swing), tags)
    # the fox's eye and nose, after the paint
    ex, ey = fp(16, 72)
    after_mask(ctx, tilted_ellipse(ex, ey, 2.6 * u, 1.3 * u, -d * 0.45), "#1a0e0a", 0.92)
    after_mask(ctx, disc(*fp(16.8, 72.4), 0.45 * u, 1), "#fff4e0", 0.9)
    after_mask(ctx, disc(*fp(31, 79.6), 1.7 * u, 1.5), "#1a0e0a", 0.95)
    add_element(
        ctx,
        "a red fox sitting with its head raised and its tail hanging down",
        "main",
        bbox_of(fox),
        ("fox", "animal", "wild", "waiting"),
    )
    return Painted(
        "In a snowy winter field, an old rope swing hangs from the one long bare branch of a big "
        "lone tree, and a red fox sits on its wooden seat, looking up at the rising moon, its "
        "tail hanging down; in the snow below lie a worn hollow where feet once dragged and a "
        "line of small fox footprints leading to it, and far off stands a farmhouse with one lit "
        "window.",
        ["memories", "childhood", "waiting", "longing", "lost friend", "winter", "nostalgia"],
    )


PREMISE = Premise(
    name="fox-on-the-swing",
    figure="fox",
    palettes=("snow", "dusk", "lavender"),
    stage=stage,
    max_cards=1,
)
