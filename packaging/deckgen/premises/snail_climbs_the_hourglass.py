"""Premise "snail-climbs-the-hourglass": on an old desk in a dim study, in the low sun from a
window, a big hourglass holds in its upper glass a little summer world (a meadow, a tree, a blue
sky) that runs down as a thin stream of golden sand into desert dunes in the lower glass; a small
snail climbs up the falling stream toward the meadow, leaving a shiny trail, as petals fall past.
Everything is drawn from shapes; highlights, trail, grains and flowers come after the paint.
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
    glow,
    mix,
    rgb,
    smooth_noise,
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
SAND = "#e8b44e"
SHELLS = {"chestnut": ("#7a3e1e", "#f2c47a"), "amber": ("#8e5a1c", "#f6d690")}


def _half_width(t: np.ndarray, rn: float, r: float) -> np.ndarray:
    """A bulb's half-width at t (0 at the neck, 1 at its plate): a funnel opening into a round
    belly that closes a little toward the plate."""
    u = np.clip(t / 0.58, 0, 1)
    g = np.sin(np.pi / 2 * u) ** 0.85
    g = np.where(t > 0.58, 1 - 0.3 * ((t - 0.58) / 0.42) ** 2, g)
    return rn + (r - rn) * g


def _bulb(cx: float, y_neck: float, y_end: float, rn: float, r: float) -> tuple[Arr, list[Pt]]:
    """The mask of one glass bulb from the neck to `y_end`, and its right-hand outline."""
    ts = np.linspace(0, 1, 60)
    ys = y_neck + (y_end - y_neck) * ts
    ws = _half_width(ts, rn, r)
    right = [(cx + w, y) for w, y in zip(ws, ys, strict=True)]
    left = [(cx - w, y) for w, y in zip(ws, ys, strict=True)]
    return polygon_fine(right + left[::-1]), right


def _spiral(cx: float, cy: float, r0: float, r1: float, turns: float, s: int) -> list[Pt]:
    th = np.linspace(0, turns * 2 * np.pi, int(60 * turns))
    rr = r0 * np.exp(np.log(r1 / r0) * th / th[-1])
    return [
        (cx + s * a * np.cos(t + 2.2), cy + a * np.sin(t + 2.2))
        for a, t in zip(rr, th, strict=True)
    ]


def _post(cx: float, y0: float, y1: float, w: float) -> Arr:
    """A turned wooden post from y0 to y1: a shaft with beads and collars."""
    m = box(cx - w * 0.32, y0, cx + w * 0.32, y1, 1.5)
    n = 9
    for k in range(n + 1):
        y = y0 + (y1 - y0) * k / n
        r = w * (0.62 if k % 3 == 0 else 0.46)
        m = np.maximum(m, ellipse(cx, y, r, w * 0.34, 1.5))
    for y in (y0 + 18, y1 - 18):
        m = np.maximum(m, box(cx - w * 0.6, y - 16, cx + w * 0.6, y + 16, 1.5))
    return m


def stage(ctx: Ctx) -> Painted:
    g = ctx.rng
    s = 1 if g.random() < 0.5 else -1  # the window on side -s, the snail on side s
    cx = W / 2 + s * ctx.u(10, 40)
    # the study: a warm dim plastered wall, darker away from the window
    grain = smooth_noise(g, 150) * 0.6 + smooth_noise(g, 40) * 0.4 - 0.5
    ctx.img *= (0.62 + 0.12 * grain)[..., None]
    side = np.clip(0.5 - s * (XX - W / 2) / W, 0, 1)
    ctx.img *= (0.78 + 0.4 * side)[..., None]
    # the window, high on the far side and cut by the card's edge, onto a low evening sun
    wx0, wx1 = (-60.0, W * 0.27) if s > 0 else (W * 0.73, W + 60.0)
    wy0, wy1 = H * ctx.u(0.05, 0.07), H * ctx.u(0.46, 0.5)
    view = vgrad([(0, "#d88a58"), (0.45, "#f4c27e"), (1, "#fff0cc")])
    sun_x = (wx0 + wx1) / 2 - s * 30
    glow(view, sun_x, wy1 - 140, 300, "#fff8e0", 0.8)
    hz = wy1 - 90
    hills = np.clip((YY - hz - 20 * np.sin(XX / 90)) / 3, 0, 1).astype(np.float32)
    blend(view, hills, rgb("#8a5a4a"), 0.8)
    ctx.window(wx0, wy0, wx1, wy1, view)
    ctx.light = (sun_x, wy1 - 140)
    # the desk: an old dark top seen a little from above, its front edge in shadow
    dy = H * ctx.u(0.79, 0.8)
    fy = H * 0.93
    wood = aniso_noise(g, 260, 6) - 0.5
    top = box(-10, dy, W + 10, fy, 2)
    desk_c = rgb("#6a3e24")[None, None, :] * (1 + 0.35 * wood)[..., None]
    blend(ctx.img, top, np.clip(desk_c, 0, 1))
    blend(ctx.img, box(-10, fy, W + 10, H + 10, 2), rgb("#2e170c"))
    blend(ctx.img, box(-10, fy - 4, W + 10, fy + 6, 2), rgb("#b07a48"), 0.6)
    blend(ctx.img, blur(box(-10, dy - 14, W + 10, dy + 4, 2), 6), rgb("#1e0f08"), 0.5)
    # a shaft of low sun from the window across the wall and the desk
    lx, ly = ctx.light
    yb = H * ctx.u(0.875, 0.885)  # the hourglass's foot on the desk
    shaft = polygon_fine(
        [(wx0, wy0), (wx1, wy1), (cx + s * 700, yb + 60), (cx - s * 200, yb + 120), (wx0, wy1)]
    )
    blend(ctx.img, blur(shaft, 60), rgb("#ffc47a"), 0.22)
    glow(ctx.img, lx, ly, 700, "#ffcf8a", 0.25)
    pool = blur(ellipse(cx + s * 120, yb - 10, 520, 90, 2), 40)
    blend(ctx.img, pool, rgb("#e8a060"), 0.35)
    # the hourglass: two plates, turned posts, two glass bulbs meeting at a narrow neck
    yt = H * ctx.u(0.07, 0.085)
    ph = 64.0
    g0, g1 = yt + ph, yb - ph - 6  # the glass's top and bottom
    yn = (g0 + g1) / 2 + ctx.u(-10, 10)  # the neck
    r = ctx.u(285, 300)
    rn = 20.0
    upper, _ = _bulb(cx, yn, g0, rn, r)
    lower, _ = _bulb(cx, yn, g1, rn, r)
    glass = np.maximum(upper, lower)
    pw = 46.0
    px = r + 70
    back_post = _post(cx, g0 - 4, g1 + 4, pw * 0.8)
    blend(ctx.img, back_post, rgb("#3a2214"), 0.9)
    plate_hw = px + 56
    top_plate = np.maximum(
        box(cx - plate_hw, yt, cx + plate_hw, yt + ph, 6),
        box(cx - plate_hw + 26, yt - 16, cx + plate_hw - 26, yt + 8, 6),
    )
    bot_plate = np.maximum(
        box(cx - plate_hw - 14, yb - ph - 6, cx + plate_hw + 14, yb, 6),
        box(cx - plate_hw + 20, yb - ph - 22, cx + plate_hw - 20, yb - ph, 6),
    )
    posts = np.maximum(_post(cx - px, g0, g1, pw), _post(cx + px, g0, g1, pw))
    knobs = np.maximum.reduce(
        [disc(cx + a * px, y, 24, 2) for a in (-1, 1) for y in (yt - 26, yb + 4)]
    )
    knobs = knobs * (yb > YY)
    frame = np.clip(top_plate + bot_plate + posts + knobs, 0, 1)
    whole = np.maximum(frame, glass)
    ctx.cast_shadow(whole, mask_bbox(whole), yb, 0.5)
    ctx.contact(bot_plate, mask_bbox(bot_plate))
    # the upper world: a blue summer sky, a tiny sun, a cloud; a meadow turning to sand below
    ym = yn - (yn - g0) * ctx.u(0.42, 0.46)  # the meadow's level
    ux = XX - cx
    surface = ym + 4 * np.sin(ux / 60) + 50 * np.exp(-(ux**2) / (2 * 70.0**2))
    earth = (surface < YY).astype(np.float32)
    earth = blur(earth, 1.5) * upper
    sky_u = vgrad([(0, "#2e6cc4"), (1, "#bfe2f4")], g0 / H, ym / H)
    blend(ctx.img, upper, sky_u)
    ssx, ssy = cx - s * r * 0.38, g0 + (ym - g0) * 0.3
    glow(ctx.img, ssx, ssy, 130, "#fff6c8", 0.5 * 1.0)
    blend(ctx.img, disc(ssx, ssy, 30, 2) * upper, rgb("#fff2a8"))
    cl_y = g0 + (ym - g0) * ctx.u(0.55, 0.6)
    cloud = np.maximum.reduce(
        [
            ellipse(cx - s * 40 + dx, cl_y + dy_, rx, ry, 4)
            for dx, dy_, rx, ry in ((0, 0, 80, 26), (-40, -18, 40, 28), (30, -26, 46, 32))
        ]
    )
    blend(ctx.img, cloud * upper, rgb("#ffffff"), 0.9)
    depth = np.clip((YY - surface) / max(1.0, yn - ym), 0, 1)
    soil = mix(rgb("#6a4a26"), rgb(SAND), 1.0)
    col = rgb("#5a3c20")[None, None, :] * (1 - depth[..., None]) + soil * depth[..., None]
    col = col * (1 + 0.15 * (smooth_noise(g, 12) - 0.5))[..., None]
    blend(ctx.img, earth, np.clip(col, 0, 1))
    turf = earth * np.clip(1 - (YY - surface) / 34, 0, 1)
    blend(ctx.img, turf, rgb("#5aa03c"))
    blend(ctx.img, earth * np.clip(1 - (YY - surface) / 10, 0, 1), rgb("#9ad060"), 0.8)
    # a small round tree on the meadow, away from the window
    tx = cx + s * r * ctx.u(0.48, 0.55)
    t_base = ym + 4 * float(np.sin((tx - cx) / 60)) + 6
    trunk = ribbon([(tx, t_base), (tx + s * 4, t_base - 70), (tx, t_base - 120)], [18, 13, 9])
    crown = np.maximum.reduce(
        [
            ellipse(tx + dx, t_base - 160 + dy_, rx, rx * 0.9, 3)
            for dx, dy_, rx in ((0, 0, 70), (-44, 26, 44), (46, 22, 46), (10, -42, 48))
        ]
    )
    crown = crown * upper
    ctx.lit(trunk, mask_bbox(trunk), rgb("#5a3a22"), rim=0.3)
    ctx.lit(crown, mask_bbox(crown), rgb("#3f8a34"), rim=0.6)
    later_glow(ctx, ssx, ssy, 60, "#fff6c8", 0.4)
    neck = box(cx - rn - 6, yn - 26, cx + rn + 6, yn + 26, 2)
    # the lower world: a pale hot desert sky over a pile of dunes
    yp = yn + (g1 - yn) * ctx.u(0.57, 0.6)  # the pile's peak
    sky_l = vgrad([(0, "#f6c88a"), (1, "#fbe6bc")], yn / H, yp / H + 0.05)
    blend(ctx.img, lower, sky_l)
    lx_ = XX - cx
    pile_y = yp + 0.0016 * lx_**2 * (1 + 0.15 * np.sin(lx_ / 50)) + 6 * np.sin(lx_ / 37)
    pile = blur((pile_y < YY).astype(np.float32), 1.5) * lower
    sand_t = np.clip((YY - yp) / max(1.0, g1 - yp), 0, 1)
    sand_c = mix(rgb(SAND), rgb("#f4d08a"), 0.3)[None, None, :] * (1.05 - 0.25 * sand_t)[..., None]
    blend(ctx.img, pile, np.clip(sand_c, 0, 1))
    # dune crests across the pile: a lit face toward the window, a shaded face away from it
    crests = []
    for k, (off, amp) in enumerate(((0.3, 40), (0.58, 55), (0.8, 40))):
        cy_ = yp + (g1 - yp) * off
        xa, xb = cx - r * 1.1, cx + r * 1.1
        pts = [
            (x, cy_ + amp * np.sin((x - cx) / (110 + 20 * k) + k * 1.7))
            for x in np.linspace(xa, xb, 40)
        ]
        crests.append(pts)
        below = polygon_fine([*pts, (xb, cy_ + 90), (xa, cy_ + 90)])
        shade = np.clip((YY - np.interp(XX, [p[0] for p in pts], [p[1] for p in pts])) / 70, 0, 1)
        shadow_side = np.clip((s * (XX - cx) + 120) / 220, 0, 1).astype(np.float32)
        blend(ctx.img, below * (1 - shade) * pile * shadow_side, rgb("#a86c30"), 0.6)
    # the falling stream of sand from the neck to the pile's peak
    stream_pts = [(cx, yn - 20), (cx + 0.5, (yn + yp) / 2), (cx, yp + 10)]
    stream = ribbon(stream_pts, [28, 26, 28], 1.5)
    blend(ctx.img, stream, rgb(SAND))
    blend(ctx.img, ribbon(stream_pts, [7, 6, 7], 1.5), rgb("#fff0b0"), 0.8)
    blend(ctx.img, disc(cx, yp + 4, 26, 3) * pile, rgb("#f8d890"), 0.7)
    # the glass's tint and edges: a cool sheen at the walls, brighter at the rims
    edge = np.clip(glass - blur(glass, 22) * 1.0, 0, 1) * 2.2
    blend(ctx.img, np.clip(edge, 0, 1) * glass, rgb("#d8ecf0"), 0.28)
    blend(ctx.img, np.clip(blur(glass, 3) - glass, 0, 1) * 3, rgb("#2a1a12"), 0.6)
    ctx.lit(neck, mask_bbox(neck), rgb("#c8a050"), rim=0.5)
    wood_c = rgb("#6e4226")
    ctx.lit(posts, mask_bbox(posts), wood_c, rim=0.6)
    ctx.lit(np.clip(top_plate + knobs * (yn > YY), 0, 1), mask_bbox(top_plate), wood_c, rim=0.7)
    ctx.lit(np.clip(bot_plate + knobs * (yn < YY), 0, 1), mask_bbox(bot_plate), wood_c, rim=0.7)
    for y0_, y1_ in ((yt, yt + ph), (yb - ph - 6, yb)):
        gl = polylines(
            [[(cx - plate_hw, y_), (cx + plate_hw, y_)] for y_ in (y0_ + 20, y1_ - 18)], 3
        )
        blend(ctx.img, gl * frame, rgb("#3a2010"), 0.45)
    # the snail: its foot hugging the stream, head up toward the neck, shell on its back
    shell_name = list(SHELLS)[int(g.integers(len(SHELLS)))]
    shell_c, band_c = (rgb(c) for c in SHELLS[shell_name])
    k = ctx.u(1.42, 1.48)
    hy = yn + 78 * k  # the top of its head
    foot_top, foot_bot = hy + 20 * k, yn + (yp - yn) * 0.86
    fx = cx + s * 40  # beside the stream, its foot's edge on it
    foot = ribbon(
        [(fx, hy + 14 * k), (fx + s * 6, (hy + foot_bot) / 2), (fx + s * 2, foot_bot)],
        [56 * k, 60 * k, 34 * k],
        2,
    )
    head = tilted_ellipse(fx, hy + 20 * k, 30 * k, 38 * k, 0.0)
    skin = rgb("#8e7e6c")
    stalks = [
        [
            (fx - s * 8 * k, hy + 6 * k),
            (fx - s * 20 * k, hy - 40 * k),
            (fx - s * 30 * k, hy - 74 * k),
        ],
        [
            (fx + s * 10 * k, hy + 6 * k),
            (fx + s * 22 * k, hy - 38 * k),
            (fx + s * 40 * k, hy - 66 * k),
        ],
    ]
    stalk_m = polylines(stalks, 9 * k)
    body = np.clip(foot + head, 0, 1)
    ctx.lit(body, mask_bbox(body), skin, rim=0.8, separate=True)
    ctx.lit(stalk_m, mask_bbox(stalk_m), skin * 0.95, rim=0.6)
    scx, scy = fx + s * 58 * k, (foot_top + foot_bot) / 2 + 14 * k
    sr = 64 * k
    shell = tilted_ellipse(scx, scy, sr, sr * 0.96, 0.0)
    ctx.lit(shell, mask_bbox(shell), shell_c, rim=0.8, separate=True)
    spiral = _spiral(scx + s * 4, scy + 2, sr * 0.9, sr * 0.1, 2.4, s)
    band = polylines([_spiral(scx + s * 4, scy + 2, sr * 0.72, sr * 0.08, 2.4, s)], 13 * k)
    blend(ctx.img, blur(band, 2) * shell, band_c, 0.75)
    after_mask(ctx, polylines([spiral], 3.5) * shell, "#3a1a0a", 0.75)
    eyes = np.maximum.reduce([disc(p[-1][0], p[-1][1], 8 * k, 1.5) for p in stalks])
    after_mask(ctx, eyes, "#2a1e1a", 0.95)
    for p in stalks:
        after_mask(ctx, disc(p[-1][0] - 2, p[-1][1] - 3, 2.5, 0.8), "#fff6e0", 0.9)
    snail = np.clip(body + stalk_m + shell + eyes, 0, 1)
    core = polylines([[(cx, yn + 20), (cx, yp)]], 6) * (1 - np.clip(body * 1.5, 0, 1))
    after_mask(ctx, core, "#ffe488", 0.85)
    # its shiny trail down the stream and across the dunes to where it came from
    sd = ctx.side()
    trail = [(fx + s * 3, foot_bot), (cx + s * 4, yp + 4)]
    tx_ = cx + s * 4
    ty = yp + 4
    for _ in range(10):
        tx_ += s * float(sd.uniform(18, 28))
        ty = yp + 0.0016 * (tx_ - cx) ** 2 + 10 + float(sd.uniform(-4, 8))
        trail.append((tx_, ty))
    trail_m = polylines([trail], 6) * np.clip(glass * 1.2, 0, 1)
    after_mask(ctx, trail_m, "#fffaf0", 0.55)
    after_mask(ctx, polylines([trail], 2) * glass, "#ffffff", 0.7)
    # after the paint: grains, falling petals, grass and flowers, highlights, a reflection
    grains = np.zeros((H, W), np.float32)
    for _ in range(40):
        gy_ = float(sd.uniform(yn, yp))
        grains = np.maximum(grains, disc(cx + float(sd.normal(0, 7)), gy_, 1.6, 0.6))
    after_mask(ctx, grains * (1 - blur(snail, 2)), "#fff4c0", 0.9)
    petals = np.zeros((H, W), np.float32)
    for j in range(3):
        py = yn + 30 + (yp - yn) * (0.18 + 0.3 * j) + float(sd.uniform(-10, 10))
        ppx = cx - s * (30 + 12 * j)
        petals = np.maximum(petals, tilted_ellipse(ppx, py, 16, 9, float(sd.uniform(-1, 1))))
    after_mask(ctx, petals, "#e8402e", 0.95)
    grass = []
    for _ in range(140):
        gx = cx + float(sd.uniform(-r, r))
        gy0 = ym + 4 * np.sin((gx - cx) / 60) + 50 * np.exp(-((gx - cx) ** 2) / (2 * 70.0**2)) + 3
        h_ = float(sd.uniform(10, 22))
        grass.append([(gx, gy0), (gx + float(sd.uniform(-5, 5)), gy0 - h_)])
    after_mask(ctx, polylines(grass, 2.2) * upper, "#7cc04a", 0.9)
    flowers = np.zeros((H, W), np.float32)
    daisies = np.zeros((H, W), np.float32)
    for j in range(16):
        fx_ = cx + float(sd.uniform(-r * 0.92, r * 0.92))
        if abs(fx_ - cx) < 70 or abs(fx_ - tx) < 40:
            continue
        fy_ = ym + 4 * np.sin((fx_ - cx) / 60) - float(sd.uniform(6, 18))
        if j % 2:
            flowers = np.maximum(flowers, disc(fx_, fy_, 7, 1))
        else:
            daisies = np.maximum(daisies, disc(fx_, fy_, 6, 1))
    after_mask(ctx, flowers * upper, "#e83a2a", 0.95)
    after_mask(ctx, daisies * upper, "#fffaf0", 0.95)
    # highlights: a long bright streak down each bulb on the window's side, a small second one
    hl = []
    for y_a, y_b in ((g0 + 40, yn - 60), (yn + 60, g1 - 40)):
        ts = np.linspace(0, 1, 30)
        ys = y_a + (y_b - y_a) * ts
        tt = np.abs(ys - yn) / (yn - g0)
        ws = _half_width(tt, rn, r)
        hl.append([(cx - s * (w * 0.8), y) for w, y in zip(ws, ys, strict=True)])
    hlm = polylines(hl, 14) * np.clip(glass * 1.3, 0, 1)
    hlm = hlm * np.clip(np.sin(np.pi * np.clip((YY - g0) / (g1 - g0), 0, 1) * 2) ** 2 + 0.1, 0, 1)
    after_mask(ctx, blur(hlm, 3), "#ffffff", 0.55)
    short = [
        [(cx + s * r * 0.55, g0 + 70), (cx + s * r * 0.7, g0 + 160)],
        [(cx + s * r * 0.6, g1 - 150), (cx + s * r * 0.5, g1 - 70)],
    ]
    after_mask(ctx, polylines(short, 8) * glass, "#ffffff", 0.4)
    refl = np.maximum(
        box(cx - s * r * 0.55 - 28, g0 + 100, cx - s * r * 0.55 + 28, g0 + 190, 3),
        box(cx - s * r * 0.55 - 28, g0 + 200, cx - s * r * 0.55 + 28, g0 + 260, 3),
    )
    after_mask(ctx, refl * upper, "#fff8e8", 0.3)
    after_mask(ctx, np.clip(blur(glass, 2) - glass, 0, 1) * 3, "#fff0d8", 0.25)
    later_glow(ctx, cx, (yn + yp) / 2, 160, "#ffd890", 0.18)
    focus_on(ctx, snail, 3, 3.0)
    focus_on(ctx, np.clip(glass + frame, 0, 1), 6, 1.0, weight=0.9)
    focus_on(ctx, np.maximum(crown, stream), 3, 2.0, weight=0.8)
    add_element(
        ctx,
        "a small snail climbing up the falling sand",
        "main",
        mask_bbox(snail),
        ("snail", "animal", "shell", "climbing", "slowness"),
    )
    add_element(
        ctx,
        "a big old hourglass in a wooden frame",
        "secondary",
        mask_bbox(whole),
        ("hourglass", "time", "glass", "sand"),
    )
    add_element(
        ctx,
        "a little summer meadow with a tree, inside the upper glass",
        "secondary",
        mask_bbox(np.clip(earth + crown, 0, 1)),
        ("meadow", "summer", "tree", "flower", "grass"),
    )
    add_element(
        ctx,
        "desert dunes of sand in the lower glass",
        "secondary",
        mask_bbox(pile),
        ("desert", "dune", "sand"),
    )
    return Painted(
        "On an old desk in a dim study, a big old hourglass stands in its wooden frame; in its "
        "upper glass there is no sand but a little summer world, a "
        "green meadow with a small tree and flowers under a blue sky with a tiny sun, and it runs "
        "down through the narrow neck as a thin stream of golden sand into desert dunes in the "
        "lower glass, while a small snail climbs slowly up the falling stream toward the meadow, "
        "leaving a shiny trail, and a few red petals fall past it with the sand.",
        ["time", "summer", "patience", "perseverance", "nostalgia", "slowness", "hope"],
        setting="in the warm light of a low sun through a window",
    )


PREMISE = Premise(
    name="snail-climbs-the-hourglass",
    figure="snail",
    palettes=("interior",),
    stage=stage,
)
