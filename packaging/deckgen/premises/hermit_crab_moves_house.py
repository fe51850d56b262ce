"""Premise "hermit-crab-moves-house": on a wet beach at low tide, as night falls,
a hermit crab has moved out of its shell and into an old glass lantern with a candle lit
inside, and walks over the shining sand carrying its own lit house on its back; behind it,
its old spiral shell lies on the sand, where a tiny crab now peeks out and watches it go, and
its tracks run between them. Far off the dark sea meets a dusk sky with the first stars.

The lantern (a brass base, a bulging glass globe with guard wires, a cap, a ring handle, a
candle whose flame stays upright though the lantern leans back) and the crab (head, eye
stalks, a big and a small claw, four walking legs) are drawn from shapes; the antennae, the
eyes' glints, the tracks and the stars come after the paint.
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
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon

Pt = tuple[float, float]
CRABS = {"orange": ("#e0622e", "#7a2a14"), "red": ("#cc3e2a", "#6a1c14")}
BRASS = "#a07a34"


def _sea_and_sand(ctx: Ctx, hz: float, shore: Arr) -> None:
    """The sky, a dark sea to the shoreline `shore` (a y for each x), wet sand below it."""
    ctx.img[:] = vgrad(ctx.pal.sky, -0.25, hz / H)
    ctx.texture_sky(0.04)
    horizon = ctx.sky_at(hz / H - 0.01)
    ink = ctx.c("ink")
    sea_m = ((hz < YY) & (shore[None, :] > YY)).astype(np.float32)
    t = np.clip((YY - hz) / max(1.0, float(shore.mean()) - hz), 0, 1)[..., None]
    sea = mix(horizon, ink, 0.55) * (1 - t) + mix(ctx.c("ink"), rgb("#1a2a44"), 0.5) * t
    swell = aniso_noise(ctx.side(), 200, 8) - 0.5
    sea = sea * (1 + 0.25 * swell[..., None])
    blend(ctx.img, sea_m, np.clip(sea, 0, 1))
    # the horizon's glow lying on the far water
    band = np.exp(-(((YY - hz) / 26) ** 2)) * sea_m * (aniso_noise(ctx.side(), 90, 4) > 0.45)
    blend(ctx.img, band, horizon, 0.6)
    # wet sand: dark, mirroring the sky's last light near the water
    below = (shore[None, :] <= YY).astype(np.float32)
    sand = vgrad([(0, "#4a3848"), (1, "#2a1e2c")], float(shore.mean()) / H, 1.0)
    sand = sand * (1 + 0.12 * (aniso_noise(ctx.side(), 160, 10) - 0.5))[..., None]
    blend(ctx.img, below, np.clip(sand, 0, 1))
    mirror = np.exp(-np.clip(YY - shore[None, :], 0, None) / 110) * below
    blend(ctx.img, mirror, mix(horizon, ink, 0.3), 0.45)
    # foam along the water's edge, and ripple marks on the sand
    foam = np.exp(-(((YY - shore[None, :] + 4) / 6) ** 2))
    foam = foam * (aniso_noise(ctx.side(), 60, 6) > 0.4)
    blend(ctx.img, foam, rgb("#d8d4e4"), 0.55)
    ripple = (np.sin(YY * 0.16 + np.sin(XX * 0.012) * 3) > 0.75) * below
    blend(ctx.img, ripple.astype(np.float32), rgb("#1a1220"), 0.18)


def _cloud_banks(ctx: Ctx, hz: float) -> None:
    """Long dark banks of evening cloud across the sky, lit pink-gold underneath."""
    g = ctx.rng
    for _ in range(int(g.integers(3, 5))):
        cy = ctx.u(0.12, 0.85) * hz
        cx = ctx.u(-100, W + 100)
        m = np.zeros((H, W), np.float32)
        rx = ctx.u(260, 520)
        for _k in range(5):
            ox = ctx.u(-1, 1) * rx
            m = np.maximum(
                m, ellipse(cx + ox, cy + ctx.u(-12, 12), rx * ctx.u(0.3, 0.6), ctx.u(14, 30), 18)
            )
        m = m * (hz - 10 > YY) * (0.7 + 0.6 * aniso_noise(ctx.side(), 90, 8))
        m = np.clip(m, 0, 1)
        blend(ctx.img, m, mix(ctx.c("ink"), rgb("#6a4476"), 0.6), 0.7)
        under = np.clip(m - np.roll(m, -12, 0), 0, 1)
        blend(ctx.img, under, rgb("#ffb890"), 0.7)


def _tide_pools(ctx: Ctx, x: float, gy: float, hz: float, f: int) -> None:
    """Still pools left by the tide on the dark sand, holding the sky's last light (none
    behind the crab, where they would muddle its outline)."""
    sky = mix(ctx.sky_at(hz / H * 0.75), rgb("#3a2a40"), 0.3)
    spots = [
        (ctx.u(0.84, 0.95), ctx.u(0.64, 0.7)),
        (ctx.u(0.6, 0.85), ctx.u(0.91, 0.97)),
        (ctx.u(0.05, 0.25), ctx.u(0.58, 0.62)),
    ]
    for px, py in spots:
        cx = W / 2 + f * (px - 0.5) * W
        cy = py * H
        ahead = (cx - x) * f
        if -260 < ahead < 600 and gy - 480 < cy < gy + 80:
            continue
        rx = ctx.u(120, 200) * (0.55 + 0.6 * (cy - hz) / (H - hz))
        m = np.maximum.reduce(
            [
                ellipse(
                    cx + ctx.u(-0.5, 0.5) * rx,
                    cy + ctx.u(-0.08, 0.08) * rx,
                    rx * ctx.u(0.5, 0.8),
                    rx * ctx.u(0.12, 0.2),
                    3,
                )
                for _ in range(3)
            ]
        )
        blend(ctx.img, blur(m, 6), rgb("#1a1220"), 0.5)
        inner = np.clip(blur(m, 3) * 1.4 - 0.3, 0, 1)
        col = sky * (1 + 0.1 * (aniso_noise(ctx.side(), 40, 3) - 0.5))[..., None]
        blend(ctx.img, inner, np.clip(col, 0, 1), 0.9)


def _old_shell(ctx: Ctx, cx: float, cy: float, k: float, f: int, fur: np.ndarray) -> Arr:
    """The crab's old spiral shell, its mouth toward the lantern, a tiny crab peeking out."""

    def Q(a: float, b: float) -> Pt:
        return (cx + f * a * k, cy - b * k)

    body = ellipse(*Q(0, 60), 95 * k, 62 * k, 2)
    spire = polygon_fine([Q(-40, 95), Q(-70, 30), Q(-200, 80), Q(-150, 105)])
    shell = np.maximum(body, spire)
    ctx.cast_shadow(shell, mask_bbox(shell), cy, 0.35)
    ctx.contact(shell, mask_bbox(shell))
    ctx.lit(shell, mask_bbox(shell), rgb("#d8c4a4"), rim=0.6)
    mouth = ellipse(*Q(62, 48), 40 * k, 46 * k, 2) * body
    blend(ctx.img, mouth, rgb("#2a1810"), 0.95)
    # the tiny crab in its mouth: two eye stalks and a little claw
    stalks = np.maximum(
        ribbon([Q(58, 60), Q(66, 100)], [9 * k, 8 * k], 1.5),
        ribbon([Q(72, 58), Q(86, 96)], [9 * k, 8 * k], 1.5),
    )
    claw = ellipse(*Q(100, 30), 26 * k, 17 * k, 1.5)
    tiny = np.maximum(stalks, claw)
    ctx.lit(tiny, mask_bbox(tiny), fur, rim=0.5)
    eyes = np.maximum(disc(*Q(66, 104), 8 * k, 1.2), disc(*Q(87, 100), 8 * k, 1.2))
    blend(ctx.img, eyes, rgb("#120806"))
    whorls = [
        cubic(Q(-60 - 40 * j, 98 - 8 * j), Q(-80 - 40 * j, 60), Q(-60, 40), Q(-40, 35), 12)
        for j in range(3)
    ]
    after_mask(ctx, polylines(whorls, 3) * shell, "#8a6a50", 0.6)
    return np.maximum(shell, tiny)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    f = -s  # the crab walks toward the card's middle
    x = W * (0.5 + s * ctx.u(0.11, 0.13))  # the lantern's base
    hz = H * ctx.u(0.38, 0.42)
    gy = H * ctx.u(0.79, 0.81)  # where the crab's feet stand
    wave = ctx.u(0, 6)
    shore = H * 0.52 + 14 * np.sin(np.arange(W) / W * np.pi * 2.5 + wave)
    _sea_and_sand(ctx, hz, shore.astype(np.float32))
    # the day's last glow low over the sea, ahead of the crab, the way it is going
    glow(ctx.img, W / 2 + f * W * 0.62, hz, ctx.u(800, 900), "#ffa878", 0.5)
    _cloud_banks(ctx, hz)
    ctx.stars(70, hz / H * 0.75)
    _tide_pools(ctx, x, gy, hz, f)
    fur_name = list(CRABS)[int(ctx.rng.integers(len(CRABS)))]
    fur, dark = (rgb(c) for c in CRABS[fur_name])
    # the lantern's frame: it leans back on the crab's back, its top away from the way it goes
    tilt = ctx.u(0.22, 0.3)
    up = (-f * np.sin(tilt), -np.cos(tilt))
    fw = (f * np.cos(tilt), -np.sin(tilt))
    ox, oy = x, gy - 42
    K = 1.12  # the crab and its lantern's size

    def L(a: float, b: float) -> Pt:
        return (ox + K * (a * fw[0] + b * up[0]), oy + K * (a * fw[1] + b * up[1]))

    def P(a: float, b: float) -> Pt:  # the crab's frame: a ahead of the lantern's base, b up
        return (x + f * K * (a * 1.22 - 70), gy - K * b * 1.22)

    flame_base = L(0, 135)
    fx, fy = flame_base[0], flame_base[1] - 48
    ctx.light = (fx, fy)
    # its light on the wet sand: a warm pool and the lantern's reflection running toward us
    pool = blur(ellipse(x + f * 60, gy + 10, 520, 170, 2), 70) * (shore[None, :] < YY)
    blend(ctx.img, pool, rgb("#ffb060"), 0.38)
    refl = blur(ellipse(fx, gy + 200, 95, 180, 2), 30)
    refl = refl * (0.55 + 0.45 * (aniso_noise(ctx.side(), 120, 5) > 0.5))
    blend(ctx.img, refl, rgb("#ffc878"), 0.5)
    glow(ctx.img, fx, fy, 560, "#ffb868", 0.22)
    # the old shell left behind, nearer to us, with the tracks between
    shx, shy = x - f * ctx.u(240, 260), gy + ctx.u(140, 160)
    old = _old_shell(ctx, shx, shy, 0.85, f, fur)
    # the crab, coming out from under the lantern's front
    far_legs = [
        ribbon([P(150, 50), P(205 + 40 * j, 112 - 8 * j), P(230 + 50 * j, 0)], [40, 32, 18], 2)
        for j in range(2)
    ]
    far = np.maximum.reduce(far_legs)
    ctx.lit(far, mask_bbox(far), dark * 1.4, rim=0.4)
    head = ellipse(*P(175, 100), 80, 60, 2)
    small_arm = ribbon([P(170, 70), P(235, 78), P(262, 92)], [36, 32, 30], 2)
    small_claw = polygon_fine([P(250, 80), P(300, 72), P(326, 96), P(296, 114), P(256, 108)])
    big_arm = ribbon([P(180, 110), P(240, 150), P(272, 168)], [54, 50, 46], 2)
    palm = ellipse(*P(300, 166), 62 * K, 44 * K, 2)
    thumb = ribbon(
        cubic(P(318, 150), P(360, 134), P(400, 138), P(428, 160), 8),
        [34, 31, 28, 25, 21, 17, 13, 9, 5],
        2,
    )
    finger = ribbon(
        cubic(P(322, 184), P(366, 196), P(402, 192), P(420, 176), 8),
        [32, 29, 26, 23, 19, 15, 11, 8, 5],
        2,
    )
    big_claw = np.maximum.reduce([palm, thumb, finger])
    stalks = np.maximum(
        ribbon([P(200, 130), P(214, 190), P(222, 236)], [24, 20, 17], 2),
        ribbon([P(170, 136), P(174, 196), P(174, 240)], [24, 20, 17], 2),
    )
    near_legs = [
        ribbon([P(140, 40), P(215 + 70 * j, 100 - 10 * j), P(262 + 92 * j, -4)], [46, 38, 22], 2)
        for j in range(2)
    ]
    near = np.maximum.reduce(near_legs)
    crab = np.maximum.reduce([far, head, small_arm, small_claw, big_arm, big_claw, stalks, near])
    cb = mask_bbox(crab)
    ctx.cast_shadow(crab, cb, gy, 0.35)
    ctx.contact(crab, cb)
    front = np.maximum.reduce([head, small_arm, small_claw, stalks])
    ctx.lit(front, mask_bbox(front), fur, rim=0.7)
    claw_m = np.maximum(big_arm, big_claw)
    ctx.lit(claw_m, mask_bbox(claw_m), fur * 1.05, rim=0.7)
    ctx.lit(near, mask_bbox(near), fur, rim=0.6)
    tips = np.maximum(disc(*P(418, 158), 14 * K, 3) * thumb, disc(*P(412, 180), 14 * K, 3) * finger)
    blend(ctx.img, tips, rgb("#3a1a10"), 0.8)
    eyes = np.maximum(ellipse(*P(223, 242), 18, 20, 1.5), ellipse(*P(174, 246), 18, 20, 1.5))
    blend(ctx.img, eyes, rgb("#140a08"))

    # the lantern
    def hw(b: float) -> float:
        return 100 + 34 * float(np.sin(np.pi * (b - 40) / 260))

    bs = np.linspace(40, 300, 24)
    glass = polygon_fine([L(-hw(b), b) for b in bs] + [L(hw(b), b) for b in bs[::-1]])
    base = polygon_fine([L(-112, -6), L(112, -6), L(118, 46), L(-118, 46)])
    cap = polygon_fine([L(-118, 292), L(118, 292), L(72, 352), L(-72, 352)])
    dome = polygon_fine([L(-62, 350), L(62, 350), L(38, 392), L(0, 402), L(-38, 392)])
    ring_pts = [L(58 * np.cos(a), 448 + 52 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 40)]
    ring = polylines([ring_pts], 14)
    lantern = np.maximum.reduce([glass, base, cap, dome, ring])
    lb = mask_bbox(lantern)
    ctx.cast_shadow(lantern, lb, gy, 0.3)
    # the glass: lit from within, white-gold at the flame, amber at the rim
    d = np.sqrt((XX - fx) ** 2 + ((YY - fy) * 0.8) ** 2) / 190
    inside = mix(rgb("#fff4c4"), rgb("#e88a30"), 1.0)[None, None, :] * np.clip(d, 0, 1)[..., None]
    inside = inside + rgb("#fff4c4")[None, None, :] * (1 - np.clip(d, 0, 1))[..., None]
    blend(ctx.img, glass, np.clip(inside, 0, 1))
    edge = np.clip(glass - blur(glass, 10) * 1.15, 0, 1)
    blend(ctx.img, edge, rgb("#c8621e"), 0.6)
    # the crab's soft body curled inside the glass, a dark shape against the light
    curl = cubic(L(-70, 50), L(-110, 150), L(-20, 190), L(-30, 120), 16)
    body_in = ribbon(curl, [70 - 3 * j for j in range(17)], 3) * glass
    blend(ctx.img, body_in, dark, 0.45)
    candle = polygon_fine([L(-28, 44), L(28, 44), L(26, 134), L(-26, 134)])
    blend(ctx.img, candle, rgb("#fff0dc"))
    flame = polygon_fine(
        [
            (fx, fy - 58),
            (fx + 20, fy - 10),
            (fx + 16, fy + 22),
            (fx, fy + 34),
            (fx - 16, fy + 22),
            (fx - 20, fy - 10),
        ]
    )
    blend(ctx.img, blur(flame, 3), rgb("#ffffff"))
    wires = []
    for k in (-0.62, 0.62):
        wires.append([L(k * hw(b), b) for b in bs])
    guard = polylines(wires, 11) * glass
    blend(ctx.img, guard, rgb("#5a3c18"), 0.85)
    metal = np.maximum.reduce([base, cap, dome, ring])
    ctx.lit(metal, mask_bbox(metal), rgb(BRASS), rim=0.6)
    band = polygon_fine([L(-118, 32), L(118, 32), L(118, 46), L(-118, 46)])
    blend(ctx.img, band, rgb("#5a3c18"), 0.7)
    whole = np.maximum(lantern, crab)
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, np.maximum(crab, glass), 2, 3.0)
    focus_on(ctx, crab, 6, 4.0)
    focus_on(ctx, old, 3, 1.5)
    # after the paint: the flame's heart, glints, antennae, leg bands, the tracks and stars
    later_glow(ctx, fx, fy, 240, "#ffd890", 0.35)
    later_glow(ctx, fx, fy + 6, 40, "#ffffff", 0.5, core=9)
    glints = np.maximum(disc(*P(228, 249), 5, 1), disc(*P(179, 253), 5, 1))
    after_mask(ctx, glints, "#fff6dc", 0.95)
    sheen = polylines([[L(-hw(b) * 0.82, b) for b in np.linspace(80, 260, 10)]], 7)
    after_mask(ctx, sheen, "#fffbe8", 0.55)
    ant = [
        cubic(P(214, 210), P(280, 300), P(360, 330), P(440, 300), 20),
        cubic(P(186, 214), P(230, 320), P(300, 370), P(380, 372), 20),
    ]
    after_mask(ctx, polylines(ant, 3.5), mix(fur, rgb("#ffd8a0"), 0.4), 0.9)
    g = ctx.side()
    tracks = np.zeros((H, W), np.float32)
    n = 9
    sx0, sy0 = shx + f * 130, shy - 10
    ex0, ey0 = x + f * 60, gy + 16
    for i in range(n):
        t = (i + 0.6) / n
        px = sx0 + (ex0 - sx0) * t + 16 * np.sin(i * 1.9)
        py = sy0 + (ey0 - sy0) * t
        r = 7 - 3 * t
        for dd in (-1, 1):
            tracks = np.maximum(tracks, ellipse(px + dd * 16 * (1.7 - t), py, r * 1.4, r, 1))
    after_mask(ctx, tracks, "#1e141e", 0.45)
    for _ in range(8):
        later_glow(
            ctx, float(g.uniform(0, W)), float(g.uniform(0, hz * 0.6)), 6, "#fff6dc", 0.4, core=2.0
        )
    add_element(
        ctx,
        f"a small {fur_name} hermit crab living in an old glass lantern",
        "main",
        mask_bbox(whole),
        ("animal", "crab", "hermit crab", "shell", "carrying", "home", "moving house"),
    )
    add_element(
        ctx,
        "an old glass lantern with a lit candle inside, worn as a shell",
        "secondary",
        lb,
        ("lantern", "light", "candle", "glass", "flame", "home"),
    )
    add_element(
        ctx,
        "its old spiral shell left behind, a tiny crab peeking out of it",
        "secondary",
        mask_bbox(old),
        ("shell", "seashell", "crab", "left behind", "home"),
    )
    add_element(ctx, "tracks in the wet sand", "secondary", mask_bbox(tracks), ("tracks", "sand"))
    return Painted(
        f"On a wet beach at low tide, a small {fur_name} hermit crab has moved out of its shell "
        "into an old glass lantern with a candle burning inside, and walks over the sand "
        "carrying its own lit house on its back; behind it, its old spiral shell lies on the "
        "sand, where a tiny crab now peeks out and watches it go, its tracks running "
        "between them.",
        ["home", "moving house", "light", "courage", "leaving", "change", "warmth", "night"],
        setting="at nightfall, the dark sea meeting a sky with the first stars",
    )


PREMISE = Premise(
    name="hermit-crab-moves-house",
    figure="hermit crab",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
    frame=False,
)
