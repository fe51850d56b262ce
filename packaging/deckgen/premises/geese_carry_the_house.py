"""Premise "geese-carry-the-house": in autumn a V of wild geese flies south high over
patchwork fields and a winding river, and between them, on ropes from their feet, they carry
a little cottage with a red roof, smoke still curling from its chimney and a light in its
window; far below, on the ground, lies the bare square of earth where the house stood.

The ground is a plane seen from high up (fields, hedges, the river and the empty plot are laid
out on it and projected); the geese and the cottage are drawn from shapes; the ropes are drawn
after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    ridge,
    vgrad,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.props import thread
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse, union_box

Pt = tuple[float, float]
FIELDS = ("#b89a58", "#c8ab66", "#7e6040", "#8a8c52", "#6e7e48", "#a8744a", "#9c8a60", "#c09050")
SEC = "secondary"
ROOFS = ("#c8372c", "#b8402e", "#d04a34")


def _ground(ctx: Ctx, hz: float, plot: Pt, sp: int) -> Arr:
    """Patchwork fields on a plane seen from high up, hedges between them, a winding river, a
    garden round `plot` (a point (X, z) of the plane); returns the mask of the bare plot."""
    f = W / 2  # focal length: X runs -1..1 across the card's bottom row, where z = 1
    k = H - hz
    below = hz + 1 < YY
    z = np.where(below, k / np.maximum(YY - hz, 1.0), 60.0)
    X = (XX - W / 2) * z / f
    px = f / z  # screen pixels per plane unit at each row
    cw, ch = 0.78, 0.6
    warp = 0.12 * np.sin(z * 1.7 + ctx.u(0, 6)) + 0.08 * np.sin(X * 0.9 + ctx.u(0, 6))
    cu, cv = (X + warp) / cw, z / ch + 0.3 * np.sin(X * 0.7)
    iu, iv = np.floor(cu), np.floor(cv)
    hsh = (np.sin(iu * 12.9898 + iv * 78.233 + ctx.u(0, 50)) * 43758.5453) % 1.0
    cols = np.stack([rgb(c) for c in FIELDS])
    base = cols[np.clip((hsh * len(FIELDS)).astype(int), 0, len(FIELDS) - 1)]
    shade = 0.92 + 0.16 * ((hsh * 7.3) % 1.0)
    img = base * shade[..., None]
    # furrows in the ploughed and stubble fields, along each field's length
    furrow = 0.5 + 0.5 * np.sin(np.where(hsh > 0.5, cu, cv) * 40 + hsh * 9)
    img *= (1 - 0.1 * furrow * np.clip(px / 200, 0, 1))[..., None]
    # hedges along the fields' edges, a few pixels wide whatever their depth
    du = np.minimum(cu - iu, 1 - (cu - iu)) * cw * px
    dv = np.minimum(cv - iv, 1 - (cv - iv)) * ch * px
    hedge = np.clip((np.clip(px * 0.025, 1.5, 6) - np.minimum(du, dv)) / 1.5, 0, 1)
    img = img * (1 - 0.6 * hedge[..., None]) + rgb("#3e4a30") * 0.6 * hedge[..., None]
    # the river: a meander far off, coming to the card's edge away from the plot
    phi = ctx.u(0, 6.28)
    near = np.clip((z - 1.0) / 2.5, 0, 1)
    xr = -sp * 0.8 + 1.7 * np.sin(0.33 * z + phi) * near
    rw = 0.11 + 0.015 * z
    dr = np.abs(X - xr)
    river = np.clip((rw - dr) * px / 2, 0, 1).astype(np.float32)
    bank = np.clip((rw + 0.06 - dr) * px / 2, 0, 1) - river
    sky_lo = ctx.sky_at(min(0.99, hz / H - 0.02))
    sky_hi = ctx.sky_at(0.05)
    if ctx.pal.name == "golden":  # the low sun's sky shines in it
        water = mix(mix(sky_lo, ctx.c("light"), 0.3), rgb("#5a7a98"), 0.4)
    else:
        water = mix(mix(sky_hi, sky_lo, 0.5), rgb("#4e6e8c"), 0.35) * (
            0.9 + 0.1 * np.sin(X * 30 + z * 3)[..., None]
        )
    img = img * (1 - 0.6 * bank[..., None]) + rgb("#3a4a30") * 0.6 * bank[..., None]
    img = img * (1 - river[..., None]) + water * river[..., None]
    # the garden round the plot, and the plot itself: bare earth where the house stood
    gx, gz = plot
    rad = (np.abs(X - gx) ** 3 + np.abs((z - gz) * 1.1) ** 3) ** (1 / 3)
    garden = np.clip((0.36 + 0.04 * np.sin(np.arctan2(z - gz, X - gx) * 5) - rad) * px / 2, 0, 1)
    bare = np.clip((0.24 - np.maximum(np.abs(X - gx), np.abs(z - gz) * 1.3)) * px / 2, 0, 1)
    lawn = rgb("#7e9450") * (0.95 + 0.1 * np.sin(X * 60)[..., None])
    img = img * (1 - garden[..., None]) + lawn * garden[..., None]
    # haze toward the horizon, a little light on the near ground
    haze = np.clip(1 - 1.8 / z, 0, 1) ** 1.1
    img = img * (1 - 0.75 * haze[..., None]) + sky_lo * 0.75 * haze[..., None]
    img *= (0.86 + 0.14 * np.clip(2 / z, 0, 1))[..., None]
    gm = below.astype(np.float32)
    ctx.img[:] = ctx.img * (1 - gm[..., None]) + np.clip(img, 0, 1) * gm[..., None]
    # the bare square: dark earth, a ring of pale foundation stones, a shadow inside its rim
    front = gz - 0.24 / 1.3
    path = np.clip((0.035 - np.abs(X - gx + 0.06 - 0.12 * np.sin((front - z) * 5))) * px / 2, 0, 1)
    path *= (z < front) * (z > 0.8)
    blend(ctx.img, path * below, rgb("#c8b48a"), 0.9)
    blend(ctx.img, bare, rgb("#6e4a30"))
    dirt = np.sin(X * 90) * np.sin(z * 70)
    blend(ctx.img, bare * (dirt > 0.6), rgb("#8a6442"), 0.5)
    ring = np.clip(
        bare - np.clip((0.215 - np.maximum(np.abs(X - gx), np.abs(z - gz) * 1.3)) * px / 2, 0, 1),
        0,
        1,
    )
    blend(ctx.img, ring, rgb("#b8ae98"), 0.95)
    return bare * below


def _goose(ctx: Ctx, x: float, y: float, L: float, d: int, up: float) -> tuple[Arr, Pt]:
    """A wild goose flying toward `d` (1 right, -1 left), body at (x, y), `L` px from tail to
    beak; `up` (-1..1) lifts its wings; returns its mask and where its feet are."""

    def at(u: float, v: float) -> Pt:
        return x + d * u * L, y + v * L

    ty = -0.72 * up  # the wing tips' height: up (negative) on the upstroke

    def wing(du: float, dv: float, k: float) -> Arr:
        tip = (-0.3 + du, ty * k + dv)
        return polygon_fine(
            [
                at(0.1 + du, -0.05 + dv),
                at(0.06 + du, ty * k * 0.5 + dv),
                at(tip[0] + 0.06, tip[1] - 0.02 * np.sign(ty)),
                at(*tip),
                at(-0.2 + du, ty * k * 0.45 + dv),
                at(-0.14 + du, -0.02 + dv),
            ]
        )

    far = wing(0.07, -0.02, 0.8)
    ctx.lit(far, mask_bbox(far), rgb("#3a322c"), rim=0.2)
    body = tilted_ellipse(*at(-0.02, 0.0), 0.29 * L, 0.095 * L, d * -0.06)
    tail = polygon_fine([at(-0.26, -0.04), at(-0.4, -0.01), at(-0.26, 0.05)])
    neck = ribbon(
        [at(0.2, -0.02), at(0.38, -0.045), at(0.52, -0.05)], [0.1 * L, 0.055 * L, 0.05 * L]
    )
    head = ellipse(*at(0.56, -0.052), 0.065 * L, 0.042 * L, 1.5)
    beak = polygon_fine([at(0.6, -0.065), at(0.7, -0.045), at(0.6, -0.03)])
    legs = polylines(
        [[at(-0.08, 0.07), at(-0.14, 0.17)], [at(-0.03, 0.07), at(-0.09, 0.17)]],
        max(3.0, 0.018 * L),
    )
    ctx.lit(np.maximum(body, tail), mask_bbox(np.maximum(body, tail)), rgb("#6a5c50"), rim=0.5)
    belly = body * np.clip((YY - (y + 0.02 * L)) / (0.06 * L), 0, 1)
    blend(ctx.img, belly, rgb("#c2b6a2"), 0.6)
    black = np.maximum.reduce([neck, head, beak, legs])
    ctx.lit(black, mask_bbox(black), rgb("#141416"), rim=0.35)
    near = wing(0.0, 0.0, 1.0)
    ctx.lit(near, mask_bbox(near), rgb("#54483e"), rim=0.5)
    tipm = near * np.clip((np.abs(YY - y) / L - abs(ty) * 0.55) * 6, 0, 1)
    blend(ctx.img, tipm, rgb("#221c18"), 0.85)
    # its white chin strap, after the paint
    cx, cy = at(0.545, -0.04)
    after_mask(ctx, ellipse(cx, cy, 0.028 * L, 0.018 * L, 1.0), "#f2efe6", 0.9)
    m = np.maximum.reduce([far, body, tail, black, near])
    return m, at(-0.12, 0.17)


def stage(ctx: Ctx) -> Painted:
    hx, s = third(ctx)  # the house on a vertical third, side s; the geese fly toward -s
    d = -s
    hz = H * ctx.u(0.6, 0.63)
    # a pale autumn sky: the palette's lower, lighter half
    ctx.img[:] = vgrad(ctx.pal.sky, -0.5 * hz / H / 0.55, hz / H)
    ctx.texture_sky(0.04)
    if ctx.pal.name == "golden":
        sx, sy = W / 2 - s * W * ctx.u(0.26, 0.3), hz - H * ctx.u(0.12, 0.14)
        ctx.celestial(sx, sy, 56, "sun")
    else:
        ctx.light = (W / 2 + d * W * 0.45, -H * 0.15)
        glow(ctx.img, *ctx.light, W * 0.9, ctx.pal.light, 0.35)
    ctx.clouds(2, 0.42, 0.55, 0.35)
    plot = (((hx - d * W * 0.03) - W / 2) / (W / 2) * 1.45, 1.45)
    bare = _ground(ctx, hz, plot, s)
    # far blue hills along the horizon, and haze over them
    far_c = mix(ctx.sky_at(hz / H - 0.01), rgb(ctx.pal.ink), 0.18)
    hills = ridge(ctx.rng, hz - 14, 16, 180) * (hz + 3 > YY)
    blend(ctx.img, hills, far_c, 0.8)
    ctx.fog(hz / H, 0.025, 0.45)
    # an oak beside the empty plot, where the house's garden was
    pz = plot[1]
    tx = W / 2 + (plot[0] + s * 0.3) * W / 2 / pz
    ty = hz + (H - hz) / (pz + 0.1)
    th = H * 0.1
    tm, tb = icon_mask("oak", tx, ty - th * 0.45, th, flip=s < 0)
    ctx.cast_shadow(tm, tb, ty, 0.35)
    ctx.lit(tm, tb, rgb("#a8602c"), rim=0.4)
    add_element(ctx, "an oak beside the empty plot", SEC, tb, ("plant", "tree", "autumn"), "oak")
    label = "the bare square of earth where a house stood"
    add_element(ctx, label, SEC, mask_bbox(bare), ("earth", "empty", "absence", "home"))
    # the cottage: a gable end toward the viewer, its long side going back, a red roof
    hy = H * ctx.u(0.435, 0.45)
    hw = W * ctx.u(0.36, 0.38)
    tilt = np.radians(ctx.u(2, 5)) * d
    ca, sa = np.cos(tilt), np.sin(tilt)

    def hp(u: float, v: float) -> Pt:  # u across (toward s), v down, in house widths
        a, b = s * u * hw, v * hw
        return hx + a * ca - b * sa, hy + a * sa + b * ca

    g0, g1, side1 = -0.5, -0.08, 0.5  # the gable end from g0 to g1, the long side to side1
    wt, wb, ap = -0.05, 0.3, -0.32  # wall top, bottom, gable apex
    gable = polygon_fine([hp(g0, wb), hp(g0, wt), hp((g0 + g1) / 2, ap), hp(g1, wt), hp(g1, wb)])
    long_wall = polygon_fine([hp(g1, wb), hp(g1, wt), hp(side1, wt - 0.04), hp(side1, wb - 0.04)])
    roof = polygon_fine(
        [
            hp((g0 + g1) / 2 - 0.02, ap - 0.02),
            hp(g1 + 0.05, wt + 0.03),
            hp(side1 + 0.05, wt - 0.01),
            hp(side1 + 0.0, ap - 0.06),
        ]
    )
    barge = polylines(
        [[hp(g0 - 0.04, wt + 0.03), hp((g0 + g1) / 2, ap - 0.025), hp(g1 + 0.04, wt + 0.03)]],
        hw * 0.035,
    )
    chim = polygon_fine(
        [hp(0.04, -0.12), hp(0.04, ap - 0.17), hp(0.13, ap - 0.175), hp(0.13, -0.13)]
    )
    pl = [(g0 - 0.01, wb), (g1, wb), (side1 + 0.01, wb - 0.04), (side1 + 0.01, wb + 0.03)]
    plinth = polygon_fine([hp(*q) for q in [*pl, (g1, wb + 0.07), (g0 - 0.01, wb + 0.07)]])
    wall_c = rgb("#efe4cc")
    roof_c = rgb(ROOFS[int(ctx.rng.integers(len(ROOFS)))])
    ctx.lit(gable, mask_bbox(gable), wall_c, rim=0.5, separate=True)
    ctx.lit(long_wall, mask_bbox(long_wall), wall_c * 0.86, rim=0.4)
    ctx.lit(plinth, mask_bbox(plinth), rgb("#8a8478"), rim=0.3)
    ctx.lit(roof, mask_bbox(roof), roof_c, rim=0.6)
    chim = chim * (1 - roof * (hp(0.09, ap - 0.06)[1] < YY))
    ctx.lit(chim, mask_bbox(chim), rgb("#7a4a3a"), rim=0.5)
    ctx.lit(barge, mask_bbox(barge), roof_c * 0.8, rim=0.5)
    # the eaves' shadow on the long wall, a door and lit windows
    blend(
        ctx.img,
        long_wall * np.clip((hp(0, wt)[1] + hw * 0.06 - YY) / (hw * 0.05), 0, 1),
        rgb("#5a4a3e"),
        0.5,
    )
    door = polygon_fine([hp(-0.36, wb), hp(-0.36, 0.1), hp(-0.22, 0.1), hp(-0.22, wb)])
    blend(ctx.img, door, rgb("#2f5a6e"))
    wins = [
        polygon_fine(
            [hp(u0, 0.03), hp(u0, 0.17), hp(u0 + 0.13, 0.17 - 0.01), hp(u0 + 0.13, 0.03 - 0.01)]
        )
        for u0 in (0.02, 0.27)
    ]
    wins.append(
        polygon_fine([hp(-0.33, -0.14), hp(-0.33, -0.03), hp(-0.25, -0.03), hp(-0.25, -0.14)])
    )
    lit_win = np.maximum.reduce(wins)
    blend(ctx.img, lit_win, rgb("#ffd27a"))
    wc = hp(0.085, 0.1)
    later_glow(ctx, wc[0], wc[1], hw * 0.22, "#ffcf70", 0.45, core=hw * 0.03)
    bars = polylines(
        [[hp(u0 + 0.065, 0.03), hp(u0 + 0.065, 0.17)] for u0 in (0.02, 0.27)]
        + [[hp(u0, 0.1), hp(u0 + 0.13, 0.095)] for u0 in (0.02, 0.27)],
        3.5,
    )
    after_mask(ctx, bars, "#6a4a34", 0.9)
    house = np.maximum.reduce([gable, long_wall, roof, barge, chim, plinth])
    focus_on(ctx, house, 4)
    label = "a little cottage carried through the sky"
    add_element(ctx, label, "main", mask_bbox(house), ("house", "home", "cottage", "building"))
    # smoke curling from the chimney, blown back behind the flight
    ct = hp(0.085, ap - 0.19)
    smoke = np.zeros((H, W), np.float32)
    for t in np.linspace(0, 1, 16):
        px_ = ct[0] - d * t * hw * 0.45 + np.sin(t * 7) * hw * 0.05
        py_ = ct[1] - t * hw * 0.3 + np.sin(t * 6) * hw * 0.05
        smoke = np.maximum(smoke, disc(px_, py_, hw * (0.04 + 0.08 * t), 5) * (1 - 0.3 * t))
    blend(ctx.img, blur(smoke, 3), mix(rgb("#8e8a88"), ctx.sky_at(0.2), 0.3), 0.9)
    blend(ctx.img, blur(smoke, 12) * smoke, rgb("#f6f3ee"), 0.6)
    focus_on(ctx, smoke, 4, weight=0.6)
    # the V of geese above: the leader ahead, a near arm lower, a far arm higher
    ay = hy - H * ctx.u(0.25, 0.26)
    ax = hx + d * W * ctx.u(0.3, 0.34)
    spots = [(ax, ay, 230.0)]
    for k in (1, 2, 3):
        spots.append((ax - d * k * 215, ay - k * 64, 230 - 25 * k))  # the far arm
        spots.append((ax - d * k * 245, ay + k * 50, 235 + 12 * k))  # the near arm
    xs = [p[0] for p in spots]
    shift = max(0.0, W * 0.06 + 110 - min(xs)) - max(0.0, max(xs) + 110 - W * 0.94)
    spots = [(p[0] + shift, p[1], p[2]) for p in spots]
    spots.sort(key=lambda p: p[1])
    ends = [hp((g0 + g1) / 2, ap - 0.02), hp(0.2, ap - 0.1), hp(g0, wt), hp(side1, wt - 0.04)]
    geese, feet = [], []
    for gx_, gy_, L in spots:
        up = ctx.u(0.35, 1.0) * (1 if ctx.rng.random() < 0.6 else -0.7)
        m, ft = _goose(ctx, gx_, gy_, L, d, up)
        geese.append(m)
        feet.append(ft)
    gm = np.maximum.reduce(geese)
    focus_on(ctx, gm, 4, weight=0.9)
    # the four geese nearest above the house carry it, each on a rope to a corner of the roof
    hb = mask_bbox(house)
    near_ = sorted(range(len(feet)), key=lambda i: abs(feet[i][0] - (hb[0] + hb[2]) / 2))[:4]
    near_.sort(key=lambda i: feet[i][0] * s)
    ends.sort(key=lambda p: p[0] * s)
    ropes = [[feet[i], e] for i, e in zip(near_, ends, strict=True)]
    blend(ctx.img, polylines(ropes, 7), rgb("#4a3a2c"), 0.8)

    def draw_ropes(img: Arr) -> None:
        for a, b in ropes:
            thread(img, [a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b], 4.5, "#e8d6b0", 0.6)

    ctx.after.append(draw_ropes)
    bb = union_box([mask_bbox(gm), mask_bbox(polylines(ropes, 7))])
    label = "a V of wild geese carrying the house on ropes"
    add_element(ctx, label, SEC, bb, ("animal", "bird", "goose", "migration", "flight"))
    return Painted(
        "In autumn a V of wild geese flies south high in the sky over patchwork fields and a "
        "winding river, carrying a whole home between them on ropes: a little red-roofed "
        "cottage, smoke still curling from its chimney and a light in its window; far below "
        "lies the bare square of earth where it stood.",
        ["home", "migration", "moving house", "journey", "autumn", "together", "leaving"],
    )


PREMISE = Premise(
    name="geese-carry-the-house",
    figure="house",
    palettes=("noon", "golden", "mist"),
    stage=stage,
    max_cards=1,
)
