"""Premise "owl-shelters-the-village": In a heavy snowfall a huge old owl perches on a rock on
the hill above a small village, its eyes half closed, and spreads one great wing over the
roofs like a roof of feathers: snow lies on the wing and everywhere else, but under it the
ground is bare and dry, the windows glow warm and a thin line of chimney smoke rises;
footprints lead up through the snow to the houses.

The owl is drawn from parts (an egg of a body, a round head with ear tufts, facial discs,
half-closed eyes, a folded far wing); the spread wing is a band of coverts with secondaries
hanging from it like eaves and long primaries drooping at its end. The houses are boxes and
gables; the falling flakes, the smoke and the windows' glow come after the paint.
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
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
WINDOW = "#ffd27a"
HAZE = {"night": "#6a7a98", "storm": "#7a8e84", "snow": "#8a9ab4"}
DASH = (0.5, 0.34, 0.2)  # the rows of dark streaks on the owl's breast
SCALLOP = ((-1, 0), (-0.5, 0.7), (0.5, 0.7), (1, 0))  # a covert feather's pale edge
LID = np.linspace(-1, 1, 12)  # along the upper lid's edge
SNOW_OF = {"night": "#b4c2d8", "storm": "#bfcbc2", "snow": "#dde6f0"}


def _flakes(ctx: Ctx, n: int, keep_out: Arr) -> None:
    """Snow falling thickly, drawn after the paint: white flakes with a faint grey underside,
    none where `keep_out` is set (under the wing)."""
    side = ctx.side()
    near, far = np.zeros((H, W), np.float32), np.zeros((H, W), np.float32)
    for k in range(n):
        fx, fy = float(side.uniform(4, W - 4)), float(side.uniform(4, H - 4))
        if keep_out[int(fy), int(fx)] > 0.15:
            continue
        r = float(side.uniform(1.8, 5.0)) * (1 + 0.7 * fy / H)
        m = near if k % 5 < 2 else far
        np.maximum(m, disc(fx, fy, r, 1.2), out=m)
    after_mask(ctx, far, "#eef2f8", 0.5)
    after_mask(ctx, np.roll(near, 2, axis=0), "#6a7890", 0.3)
    after_mask(ctx, near, "#ffffff", 0.92)


def _house(ctx: Ctx, cx: float, gy: float, ww: float, wh: float, flip: int) -> tuple[Arr, Pt]:
    """A small house standing on `gy`: plastered walls, a dark tiled gable roof with no snow
    on it, a chimney, lit windows and a door; returns its mask and the chimney's top."""
    wall_c = rgb(str(ctx.rng.choice(["#d8c098", "#e0c8a8", "#c8a888"])))
    roof_c = rgb(str(ctx.rng.choice(["#7a3428", "#6a3a2a", "#5a3a36"])))
    rh = wh * 0.85
    walls = box(cx - ww / 2, gy - wh, cx + ww / 2, gy, 1.5)
    top, ev, a, b = gy - wh - rh, gy - wh + 4, ww * 0.62, ww * 0.1
    roof = polygon_fine([(cx - a, ev), (cx + a, ev), (cx + b, top), (cx - b, top)])
    chx = cx + flip * ww * 0.3
    chim = box(chx - ww * 0.07, gy - wh - rh * 0.9, chx + ww * 0.07, gy - wh - rh * 0.3, 1.5)
    whole = np.maximum.reduce([walls, roof, chim])
    bb = mask_bbox(whole)
    ctx.lit(walls, bb, wall_c, rim=0.2)
    blend(ctx.img, box(cx - ww / 2, gy - wh, cx + ww / 2, gy - wh + 16, 6), wall_c * 0.5, 0.6)
    ctx.lit(chim, bb, rgb("#4a3430"), rim=0.2)
    ctx.lit(roof, bb, roof_c, rim=0.3)
    rows = [(k * 6, gy - wh - rh * k / 4) for k in (1, 2, 3)]
    tiles = polylines([[(cx - ww * 0.6 + i, y), (cx + ww * 0.6 - i, y)] for i, y in rows], 3)
    blend(ctx.img, tiles * roof, roof_c * 0.55, 0.7)
    ws = ww * 0.17
    spots = [(cx - ww * 0.25, gy - wh * 0.58), (cx + ww * 0.25, gy - wh * 0.58)]
    door = box(cx - ws * 0.55, gy - wh * 0.5, cx + ws * 0.55, gy, 1.5)
    blend(ctx.img, door, rgb("#3a2418"), 0.9)
    for wx, wy in spots:
        blend(ctx.img, box(wx - ws / 2, wy - ws / 2, wx + ws / 2, wy + ws / 2, 1.5), rgb(WINDOW))
        later_glow(ctx, wx, wy, ws * 2.2, WINDOW, 0.35, core=0)
        q = ws / 2
        bars = [[(wx - q, wy), (wx + q, wy)], [(wx, wy - q), (wx, wy + q)]]
        after_mask(ctx, polylines(bars, 3), "#5a3418", 0.8)
        glow(ctx.img, wx, wy, ws * 3, WINDOW, 0.25)
    return whole, (chx, gy - wh - rh * 0.9)


def stage(ctx: Ctx) -> Painted:
    d = 1 if ctx.rng.random() < 0.5 else -1  # the wing spreads toward side d
    ox = W * (0.5 - d * ctx.u(0.15, 0.18))  # the owl on the other third
    reach = 1.25  # the wing's end, in owl heights from its middle
    room = (W - 36 - ox) if d > 0 else (ox - 36)
    h = min(H * ctx.u(0.34, 0.37), room / reach)
    fy = H * ctx.u(0.66, 0.68)  # its feet, on the rock at the hilltop

    def P(u: float, v: float) -> Pt:
        return (ox + d * u * h, fy - v * h)

    pal = ctx.pal.name
    snow_c = rgb(SNOW_OF[pal])
    # the sky thick with snow, a veiled moon low behind the owl's head
    ctx.texture_sky(0.04)
    if pal == "snow":  # a winter dusk, so the windows glow
        ctx.img[:] = mix(ctx.img, rgb("#6f7f9c"), 0.4)
    haze = np.clip((YY / H) * 1.3, 0, 1)[..., None] * 0.55
    ctx.img[:] = ctx.img * (1 - haze) + rgb(HAZE[pal]) * haze
    mx, my = P(-0.3, 1.3)
    ctx.light = (mx, my)
    glow(ctx.img, mx, my, H * 0.36, ctx.pal.light, 0.55 if ctx.pal.dark else 0.35)
    glow(ctx.img, *P(0.25, 0.75), h * 1.5, "#b4c2d8", 0.6 if ctx.pal.dark else 0.3)
    blend(ctx.img, disc(mx, my, 58, 8), mix(rgb(ctx.pal.light), rgb(HAZE[pal]), 0.25), 0.85)
    veil = np.clip((aniso_noise(ctx.rng, 300, 40) - 0.45) * 3, 0, 1)
    blend(ctx.img, veil * np.clip(1.1 - YY / (H * 0.6), 0, 1), rgb(HAZE[pal]), 0.35)
    # a far snowy ridge with a dark wood, faint through the snow
    gy = fy + h * ctx.u(0.34, 0.37)  # the village's ground
    far_y = gy - h * 0.2
    xs = np.arange(W, dtype=np.float32)
    side = ctx.side()
    far_line = far_y - 30 * np.sin(xs / W * ctx.u(2, 4) + ctx.u(0, 6))
    far = np.clip((YY - far_line[None, :]) / 2 + 0.5, 0, 1).astype(np.float32)
    for _ in range(18):
        tx, th = float(side.uniform(0, W)), H * float(side.uniform(0.04, 0.07))
        tm, _ = icon_mask("pine-tree", tx, far_y - th * 0.3, th)
        blend(ctx.img, tm, mix(rgb("#2a3440"), rgb(HAZE[pal]), 0.55), 0.9)
    blend(ctx.img, far, mix(snow_c, rgb(HAZE[pal]), 0.35))
    # the hill: the owl's hilltop falling away toward the village, and snow on it all
    t = np.clip(d * (xs - ox) / (h * 0.85), 0, None)
    line = gy + (fy + 0.03 * h - gy) * np.exp(-(t**2) * 2.0)
    ground = np.clip((YY - line[None, :]) / 2 + 0.5, 0, 1).astype(np.float32)
    depth = np.clip((YY - line[None, :]) / (H - gy + 60), 0, 1)
    tex = 1 + 0.07 * (aniso_noise(ctx.rng, 180, 26) - 0.5) + 0.06 * (fbm(ctx.rng, 90) - 0.5)
    shade = mix(snow_c, rgb("#6a7ea0") * (0.9 if ctx.pal.dark else 1.1), 0.45)
    snow = snow_c[None, None, :] * (1 - depth[..., None] * 0.25) * tex[..., None]
    snow = snow * (1 - 0.5 * depth[..., None]) + shade * 0.5 * depth[..., None]
    blend(ctx.img, ground, np.clip(snow, 0, 1))
    # under the wing it is dry and warm: bare earth from the hill to a ragged front edge with
    # a lip of snow where the snowfall begins, and warm air up to the wing's eaves
    ux0, ux1 = P(0.08, 0)[0], P(1.24, 0)[0]
    pc, prx = (ux0 + ux1) / 2, abs(ux1 - ux0) / 2
    across = np.sqrt(np.clip(1 - ((xs - pc) / prx) ** 2, 0, 1))
    wob = smooth_noise(ctx.rng, 150, (1, W + 600))[0, :W] - 0.5
    front = np.maximum(line, gy) + h * 0.15 * across * (1 + 0.5 * wob)
    bare = (np.clip((front[None, :] - YY) / 3, 0, 1) * ground * (across > 0.02)).astype(np.float32)
    mottle = fbm(ctx.rng, 40)
    earth = rgb("#6a5a36")[None, None, :] * (0.8 + 0.4 * mottle[..., None])
    blend(ctx.img, bare, np.clip(earth, 0, 1))
    tufts_ = np.clip(aniso_noise(side, 30, 7) - 0.5, 0, 1) * 2
    blend(ctx.img, bare * tufts_, rgb("#7a8a44"), 0.6)
    lip = np.clip(blur(bare, 6) * 2.4 - bare * 2.4, 0, 1) * ground * (line[None, :] + 8 < YY)
    blend(ctx.img, blur(lip, 3), rgb("#ffffff"), 0.5)
    frost = bare * np.clip(1 - (front[None, :] - YY) / (h * 0.1), 0, 1)
    blend(ctx.img, frost * np.clip((mottle - 0.4) * 5, 0, 1), snow_c, 0.75)
    tip_y = P(0, 0.28)[1]
    air = polygon_fine([P(0.1, 0.7), P(0.9, 0.95), P(1.24, 0.62), P(1.24, -0.2), P(0.1, -0.2)])
    outer = np.clip((d * (XX - P(1.0, 0)[0])) / (h * 0.25), 0, 1)
    air = blur(air, 24) * (1 - ground) * (1 - 0.7 * outer)
    warm_air = np.clip((YY - P(0, 0.7)[1]) / (h * 0.8), 0, 1)[..., None]
    air_c = rgb("#6a4428") * (1 - warm_air) + rgb("#c08a50") * warm_air
    blend(ctx.img, air, air_c, 0.85)
    shelter = np.clip(air + bare, 0, 1)
    glow(ctx.img, *P(0.68, 0.0), h * 0.75, "#ffb060", 0.55)
    # the village: three houses on the bare ground, the nearest lowest
    houses = np.zeros((H, W), np.float32)
    chimneys = []
    for k, u in enumerate((0.42, 0.69, 0.96)):
        hx = P(u + ctx.u(-0.015, 0.015), 0)[0]
        base = float(line[int(np.clip(hx, 0, W - 1))]) + h * (0.05 + 0.05 * (k % 2))
        ww = h * ctx.u(0.26, 0.29) * (1.08 if k % 2 else 1.0)
        hm, ch = _house(ctx, hx, base, ww, ww * 0.55, d if k else -d)
        houses = np.maximum(houses, hm)
        chimneys.append(ch)
    # footprints coming up through the snow from the foreground to the bare ground
    steps = np.zeros((H, W), np.float32)
    fx0, fx1 = P(0.45, 0)[0] + d * ctx.u(-60, 60), P(0.6, 0)[0]
    for k in range(14):
        t_ = k / 13
        sy = H - 30 - (H - 30 - (gy + h * 0.16)) * t_**0.8
        sx = fx0 + (fx1 - fx0) * t_ + 60 * np.sin(t_ * 3) + (1 - t_ * 0.6) * 16 * (k % 2 * 2 - 1)
        sz = 1 - 0.65 * t_
        steps = np.maximum(steps, ellipse(sx, sy, 17 * sz, 10 * sz, 2))
    steps *= 1 - bare
    blend(ctx.img, steps, mix(snow_c, rgb("#3a4a6a"), 0.55), 0.85)
    tags = ("building", "home", "village", "warmth")
    add_element(
        ctx, "a small village of homes with warm lit windows", "secondary", mask_bbox(houses), tags
    )
    focus_on(ctx, houses, 3, weight=0.8)
    # the owl: a rock under it, an egg of a body, a folded far wing, a round head with tufts
    fur = rgb(str(ctx.rng.choice(["#4e3828", "#47342a", "#553b28"])))
    back = fur * 0.72
    rock = ellipse(*P(0.02, -0.07), h * 0.3, h * 0.12, 3)
    ctx.lit(rock, mask_bbox(rock), rgb("#5a5660"), rim=0.3)
    rock_cap = rock * np.clip((P(0, -0.04)[1] - YY) / 8, 0, 1)
    ctx.lit(rock_cap, mask_bbox(rock), snow_c, rim=0.5)
    body = ellipse(*P(0, 0.37), h * 0.27, h * 0.37, 3)
    far_wing = tilted_ellipse(*P(-0.17, 0.34), h * 0.11, h * 0.33, d * 0.12)
    head = ellipse(*P(0, 0.78), h * 0.26, h * 0.2, 3)
    tufts = np.maximum(
        polygon_fine([P(-0.22, 0.84), P(-0.3, 1.08), P(-0.08, 0.95)]),
        polygon_fine([P(0.22, 0.84), P(0.3, 1.08), P(0.08, 0.95)]),
    )
    claws = [[P(k, 0.04), P(k * 1.05, -0.015)] for k in (-0.12, -0.05, 0.05, 0.12)]
    talons = polylines(claws, h * 0.028)
    owl = np.maximum.reduce([body, far_wing, head, tufts])
    ob = mask_bbox(owl)
    ctx.lit(body, ob, fur, rim=0.7, separate=True)
    breast = ellipse(*P(0.02, 0.36), h * 0.17, h * 0.26, 12) * body
    blend(ctx.img, breast, mix(fur, rgb("#c8a070"), 0.55), 0.7)
    dashes = [[P(a, b), P(a * 1.02, b - 0.07)] for a in (-0.1, -0.03, 0.04, 0.11) for b in DASH]
    blend(ctx.img, polylines(dashes, h * 0.016) * breast, rgb("#2a1c12"), 0.75)
    ctx.lit(far_wing, ob, back, rim=0.5)
    fbars = polylines([[P(-0.26, 0.2 + 0.1 * k), P(-0.1, 0.24 + 0.1 * k)] for k in range(4)], 5)
    blend(ctx.img, fbars * far_wing, rgb("#c8a878"), 0.5)
    ctx.lit(talons, mask_bbox(talons), rgb("#2a2420"), rim=0.2)
    drift = ellipse(*P(-0.05, -0.16), h * 0.38, h * 0.08, 8)
    blend(ctx.img, drift, mix(snow_c, rgb("#ffffff"), 0.2), 0.95)
    # the spread wing: an arm rising to the wrist, secondaries hanging from it like eaves, and
    # the long primaries of the hand fanning down at its end
    wr = P(0.9, 0.9)  # the wrist
    lead = cubic(P(0.08, 0.66), P(0.3, 0.92), P(0.6, 0.99), wr, 30)
    base = cubic(P(0.18, 0.42), P(0.4, 0.62), P(0.7, 0.72), P(0.9, 0.76), 30)
    coverts = np.maximum(polygon_fine(lead + base[::-1]), disc(*wr, h * 0.07, 2))
    wing = coverts.copy()
    secs, prims = [], []
    for k in range(9):
        a, b = base[2 + k * 3], lead[2 + k * 3]
        root = (a[0] * 0.55 + b[0] * 0.45, a[1] * 0.55 + b[1] * 0.45)
        tip = (root[0] + d * h * 0.04, P(0, 0.3 - 0.008 * k)[1] + ctx.u(-6, 6))
        mid = ((root[0] + tip[0]) / 2, (root[1] + tip[1]) / 2)
        f = ribbon([root, mid, tip], [h * 0.1, h * 0.11, h * 0.1], 2)
        secs.append(np.maximum(f, disc(*tip, h * 0.05, 2)))
    for k in range(7):
        ang = np.radians(42 + k * 8.5)  # below the level, outward
        ln = h * (0.42 + 0.035 * k) * ctx.u(0.97, 1.03)
        root = (wr[0] - d * h * 0.03 * k, wr[1] + h * 0.02 * k)
        tip = (root[0] + d * ln * np.cos(ang), root[1] + ln * np.sin(ang))
        mid = (root[0] * 0.5 + tip[0] * 0.5 + d * h * 0.02, root[1] * 0.5 + tip[1] * 0.5)
        low = (root[0] * 0.15 + tip[0] * 0.85, root[1] * 0.15 + tip[1] * 0.85)
        prims.append(ribbon([root, mid, low, tip], [h * 0.085, h * 0.085, h * 0.055, h * 0.015], 2))
    under = rgb("#8a6a48")
    for f in secs + prims[::-1]:
        ctx.lit(f, mask_bbox(f), mix(back, under, 0.25), rim=0.3)
        edge = np.clip(f - blur(f, 3) * 0.9, 0, 1) * 3
        blend(ctx.img, np.clip(edge, 0, 1), rgb("#1e140e"), 0.5)
        wing = np.maximum(wing, f)
    fw = np.maximum.reduce(secs + prims)
    bars = polylines([[P(0.1, 0.36 + 0.09 * k), P(1.3, 0.34 + 0.09 * k)] for k in range(3)], 6)
    blend(ctx.img, bars * fw * (1 - coverts), rgb("#d8b888"), 0.3)
    ctx.lit(coverts, mask_bbox(coverts), fur * 0.9, rim=0.7)
    scal = []  # rows of small covert feathers, each edge a pale scallop
    for row in (0.3, 0.62):
        for k in range(3, 29, 3):
            q, r0 = lead[k], base[k]
            cx0, cy0 = q[0] * (1 - row) + r0[0] * row, q[1] * (1 - row) + r0[1] * row
            scal.append([(cx0 + h * 0.04 * a, cy0 + h * 0.04 * b) for a, b in SCALLOP])
    blend(ctx.img, polylines(scal, 5) * coverts, rgb("#c8a478"), 0.55)
    # the warm light from the windows on the underside of the wing
    lit_under = wing * np.clip((YY - P(0, 0.6)[1]) / (h * 0.3), 0, 1) * blur(shelter, 60)
    blend(ctx.img, np.clip(lit_under * 1.6, 0, 1), rgb("#c88a48"), 0.25)
    eaves = np.clip(fw - blur(fw, 2) + (fw - np.roll(fw, -5, axis=0)), 0, 1) * (1 - coverts)
    blend(ctx.img, eaves, rgb("#1a100a"), 0.6)
    # snow lying on the wing's arm and on the head, as on a roof
    cap_pts = [(x, y - 6) for x, y in lead]
    capw = [h * (0.04 + 0.015 * np.sin(k * 1.7)) for k in range(len(cap_pts))]
    cap = ribbon(cap_pts, capw, 2)
    ctx.lit(np.maximum(head, tufts), ob, fur * 1.05, rim=0.8, separate=True)
    cap = np.maximum(cap, ellipse(*P(0, 0.96), h * 0.17, h * 0.03, 3))
    ctx.lit(cap, mask_bbox(cap), snow_c, rim=0.6)
    # the face: pale discs in a dark ruff, the eyes calm and half closed, the beak
    face = np.maximum.reduce(
        [ellipse(*P(x, 0.77), h * 0.115, h * 0.105, 3) for x in (-0.105, 0.105)]
    )
    ctx.lit(face, mask_bbox(face), rgb("#c8a478"), rim=0.3)
    ruff = np.clip(blur(face, 6) * 1.8 - face * 1.8, 0, 1) * head
    blend(ctx.img, ruff, rgb("#2a1c12"), 0.6)
    lids = np.zeros((H, W), np.float32)
    for sx in (-1, 1):
        ex, ey = P(sx * 0.105, 0.775)
        er = h * 0.06
        eye = disc(ex, ey, er, 2)
        blend(ctx.img, eye, rgb("#f49a24"))
        blend(ctx.img, disc(ex, ey + er * 0.4, er * 0.4, 2) * eye, rgb("#120a06"))
        lid_y = ey + er * 0.18 - er * 0.22 * np.sqrt(np.clip(1 - ((XX - ex) / er) ** 2, 0, 1))
        blend(ctx.img, eye * (lid_y > YY), mix(fur, rgb("#c8a478"), 0.45))
        arc = [(ex + er * c, ey + er * (0.18 - 0.22 * np.sqrt(1 - c * c))) for c in LID]
        lids = np.maximum(lids, polylines([arc], h * 0.012))
        lids = np.maximum(lids, np.clip(disc(ex, ey, er + 4, 2) - eye, 0, 1))
    blend(ctx.img, lids, rgb("#1a100a"), 0.9)
    beak = polygon_fine([P(-0.035, 0.73), P(0.035, 0.73), P(0, 0.65)])
    blend(ctx.img, beak, rgb("#2e2a2a"))
    whole = np.maximum(owl, wing)
    focus_on(ctx, whole, 4, weight=1.0)
    focus_on(ctx, np.maximum(head, face), 3, 2.5)
    tags = ("animal", "bird", "owl", "night", "wise")
    # drawn from shapes: no icon
    add_element(ctx, "a huge old owl", "main", mask_bbox(np.maximum(whole, rock)), tags)
    label = "one great wing spread over the roofs like a roof of feathers"
    add_element(ctx, label, "secondary", mask_bbox(wing), ("wing", "feather", "roof", "shelter"))
    # after the paint: a thin line of chimney smoke up to the wing, and the falling snow
    cx_, cy_ = chimneys[1]
    gen = ctx.side()
    ph = float(gen.uniform(0, 6))
    ts = np.linspace(0, 1, 40)
    sx_ = cx_ + d * h * 0.05 * ts + h * 0.03 * ts * np.sin(ph + ts * 7)
    smoke = list(zip(sx_, cy_ - (cy_ - tip_y - 30) * ts, strict=True))
    after_mask(ctx, polylines([smoke], 8), "#ece4da", 0.7)
    _flakes(ctx, 1800, np.maximum(shelter, blur(face, 6)))
    later_glow(ctx, *P(0.7, -0.1), h * 0.5, "#ffcc70", 0.18)
    return Painted(
        "In a heavy snowfall a huge old owl with its eyes half closed perches on a rock on the "
        "hill above a small village and spreads one great wing over the roofs like a roof of "
        "feathers: snow lies on the wing and all over the cold hill, but under the wing the "
        "ground is bare and dry, the windows of the homes glow warm, a thin line of chimney "
        "smoke rises and footprints lead up through the snow.",
        ["shelter", "protection", "home", "guardian", "motherhood", "warmth", "winter", "safety"],
    )


PREMISE = Premise(
    name="owl-shelters-the-village",
    figure="owl",
    palettes=("snow", "night", "storm"),
    stage=stage,
    max_cards=1,
    frame=False,
)
