"""Premise "hermit-crab-moves-house": on a wet beach at low tide, as night falls,
a hermit crab has moved out of its shell and into an old glass lantern with a candle lit
inside, and wears it on its side the way a hermit crab wears a shell: its soft curled body
glows inside the glass, its head, eye stalks, claws and legs come out of the lantern's open
mouth, and it walks over the shining sand carrying its lit house; behind it, its old coiled
shell lies on the sand, where a tiny crab now peeks out and watches it go, and its tracks run
between them. Far off the dark sea meets a dusk sky with the first stars.

The lantern (an open brass collar at its mouth, a bulging glass globe with guard wires, a cap,
a dome, a ring; a red candle inside whose flame stays upright) and the crab (its coiled body
in the glass, head, eye stalks, a big and a small claw, four spread walking legs) are drawn
from shapes; the antennae, the eyes' glints, the tracks and the stars come after the paint.
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
BRASS = "#d09a3c"


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


def _tide_pools(ctx: Ctx, x: float, gy: float, hz: float, f: int, shell: Pt) -> None:
    """Still pools left by the tide on the dark sand, holding the sky's last light (none
    behind the crab, where they would muddle its outline)."""
    sky = mix(ctx.sky_at(hz / H * 0.75), rgb("#2e2440"), 0.62)
    spots = [
        (ctx.u(0.84, 0.95), ctx.u(0.64, 0.7)),
        (ctx.u(0.6, 0.85), ctx.u(0.91, 0.97)),
        (ctx.u(0.05, 0.25), ctx.u(0.58, 0.62)),
    ]
    for px, py in spots:
        cx = W / 2 + f * (px - 0.5) * W
        cy = py * H
        ahead = (cx - x) * f
        if -560 < ahead < 460 and gy - 480 < cy < gy + 120:
            continue
        if abs(cx - shell[0]) < 360 and abs(cy - shell[1]) < 220:
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
        blend(ctx.img, inner, np.clip(col, 0, 1), 0.6)


def _old_shell(ctx: Ctx, cx: float, cy: float, R: float, f: int, fur: np.ndarray) -> Arr:
    """The crab's old coiled shell, pale pink and cream in bands along its spiral whorl, its
    mouth toward the lantern, a tiny crab peeking out."""
    body = ellipse(cx, cy, R, R * 0.9, 2)
    spire = polygon_fine(
        [
            (cx - f * R * 0.55, cy - R * 0.7),
            (cx - f * R * 1.25, cy - R * 0.2),
            (cx - f * R * 0.7, cy + R * 0.1),
        ]
    )
    shell = np.maximum(body, spire)
    sb = mask_bbox(shell)
    ctx.cast_shadow(shell, sb, cy + R * 0.85, 0.35)
    ctx.contact(shell, sb)
    ctx.lit(shell, sb, rgb("#f2d8c8"), rim=0.6)
    # the whorl: bands of pink between cream, a dark groove along the spiral
    ang = np.arctan2(YY - cy, (XX - cx) * f) / (2 * np.pi)
    phase = np.sqrt((XX - cx) ** 2 + ((YY - cy) / 0.9) ** 2) / (R * 0.36) + ang
    band = (np.mod(phase, 1.0) > 0.55).astype(np.float32) * body
    blend(ctx.img, blur(band, 3), rgb("#d88a90"), 0.6)
    groove = (np.abs(np.mod(phase, 1.0) - 0.05) < 0.07).astype(np.float32) * body
    groove = groove * (np.sqrt((XX - cx) ** 2 + (YY - cy) ** 2) > R * 0.12)
    blend(ctx.img, blur(groove, 1.5), rgb("#6a3a40"), 0.75)
    mx, my = cx + f * R * 0.72, cy + R * 0.3
    lip = ellipse(mx, my, R * 0.42, R * 0.5, 2)
    blend(ctx.img, lip, rgb("#f8c0b0"))
    blend(ctx.img, ellipse(mx, my + 4, R * 0.3, R * 0.38, 2), rgb("#241008"))
    # the tiny crab in its mouth: two eye stalks and a little claw
    stalks = np.maximum(
        ribbon([(mx - 10, my - 4), (mx - 6, my - R * 0.45)], [10, 9], 1.5),
        ribbon([(mx + 8 * f, my - 2), (mx + 20 * f, my - R * 0.4)], [10, 9], 1.5),
    )
    claw = ellipse(mx + f * R * 0.3, my + R * 0.2, R * 0.2, R * 0.14, 1.5)
    tiny = np.maximum(stalks, claw)
    ctx.lit(tiny, mask_bbox(tiny), fur, rim=0.5)
    eyes = np.maximum(disc(mx - 6, my - R * 0.47, 8, 1.2), disc(mx + 20 * f, my - R * 0.43, 8, 1.2))
    blend(ctx.img, eyes, rgb("#120806"))
    after_mask(ctx, blur(groove, 1.0), "#6a3a40", 0.35)
    return np.maximum(shell, tiny)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    f = -s  # the crab walks toward the card's middle, its lantern trailing behind it
    mx = W * (0.5 + f * ctx.u(0.06, 0.09))  # the lantern's open mouth
    hz = H * ctx.u(0.38, 0.42)
    gy = H * ctx.u(0.73, 0.75)  # where the crab's feet stand
    wave = ctx.u(0, 6)
    shore = H * 0.52 + 14 * np.sin(np.arange(W) / W * np.pi * 2.5 + wave)
    _sea_and_sand(ctx, hz, shore.astype(np.float32))
    glow(ctx.img, W / 2 + f * W * 0.62, hz, ctx.u(800, 900), "#ffa878", 0.5)
    _cloud_banks(ctx, hz)
    ctx.stars(70, hz / H * 0.75)
    shx, shy = W / 2 - f * ctx.u(0.28, 0.31) * W, gy + ctx.u(230, 250)
    _tide_pools(ctx, mx, gy, hz, f, (shx, shy))
    fur_name = list(CRABS)[int(ctx.rng.integers(len(CRABS)))]
    fur, dark = (rgb(c) for c in CRABS[fur_name])
    # the lantern lies on its side like a shell, its mouth ahead, its cap raised behind
    t = ctx.u(0.42, 0.48)
    u = (-f * np.cos(t), -np.sin(t))
    n = (f * np.sin(t), -np.cos(t))
    my = gy - 165

    def L(a: float, b: float) -> Pt:  # a back along the lantern from its mouth, b across it
        return (mx + a * u[0] + b * n[0], my + a * u[1] + b * n[1])

    def C(a: float, b: float) -> Pt:  # the crab: a ahead of the mouth, b up
        return (mx + f * a, my - b)

    def hw(a: float) -> float:
        return 96 + 30 * float(np.sin(np.pi * np.clip(a - 30, 0, 260) / 260))

    fl = L(214, -hw(214) + 14)
    fx, fy = fl[0], fl[1] - 118
    ctx.light = (fx, fy)
    pool = blur(ellipse(mx, gy + 10, 520, 170, 2), 70) * (shore[None, :] < YY)
    blend(ctx.img, pool, rgb("#ffb060"), 0.38)
    refl = blur(ellipse(fx, gy + 190, 90, 170, 2), 30)
    refl = refl * (0.55 + 0.45 * (aniso_noise(ctx.side(), 120, 5) > 0.5))
    blend(ctx.img, refl, rgb("#ffc878"), 0.45)
    glow(ctx.img, fx, fy, 560, "#ffb868", 0.22)
    old = _old_shell(ctx, shx, shy, 118, f, fur)
    # the lantern: glass, an open brass collar at its mouth, cap, dome and ring behind
    aa = np.linspace(30, 290, 24)
    glass = polygon_fine([L(a, -hw(a)) for a in aa] + [L(a, hw(a)) for a in aa[::-1]])
    collar = polygon_fine([L(-4, -104), L(-4, 104), L(36, 104), L(36, -104)])
    cap = polygon_fine([L(282, -120), L(282, 120), L(340, 72), L(340, -72)])
    dome = polygon_fine([L(338, -62), L(338, 62), L(378, 38), L(388, 0), L(378, -38)])
    ring = polylines(
        [[L(434 + 48 * np.cos(q), 48 * np.sin(q)) for q in np.linspace(0, 6.3, 40)]], 14
    )
    lantern = np.maximum.reduce([glass, collar, cap, dome, ring])
    lb = mask_bbox(lantern)
    ctx.cast_shadow(lantern, lb, gy, 0.3)
    d = np.clip(np.sqrt((XX - fx) ** 2 + ((YY - fy) * 0.8) ** 2) / 260, 0, 1)[..., None]
    inside = rgb("#e88a30")[None, None, :] * d + rgb("#fff4c4")[None, None, :] * (1 - d)
    blend(ctx.img, glass, np.clip(inside, 0, 1))
    edge = np.clip(glass - blur(glass, 10) * 1.15, 0, 1)
    blend(ctx.img, edge, rgb("#c8621e"), 0.6)
    # the crab's soft body, curled in a spiral inside the glass, glowing coral
    q = np.linspace(0, 1, 22)
    r = 84 - 50 * q
    th = -np.pi * 0.5 + q * 1.85 * np.pi
    coil = [L(130 - r[k] * np.cos(th[k]), r[k] * np.sin(th[k])) for k in range(22)]
    soft = ribbon([L(-10, -16), L(40, -30), *coil], [92, 84, *(74 - 48 * q)], 3)
    soft = soft * np.maximum(glass, collar)
    blend(ctx.img, soft, rgb("#e8785a"))
    rims = np.clip(soft - blur(soft, 8) * 1.1, 0, 1)
    blend(ctx.img, rims, dark, 0.85)
    candle = (
        polygon_fine(
            [
                (fl[0] - 22, fl[1]),
                (fl[0] + 22, fl[1]),
                (fl[0] + 22, fl[1] - 88),
                (fl[0] - 22, fl[1] - 88),
            ]
        )
        * glass
    )
    blend(ctx.img, candle, rgb("#b8402e"))
    blend(ctx.img, np.clip(candle - blur(candle, 7) * 1.1, 0, 1), rgb("#7a3a18"), 0.95)
    flame = polygon_fine(
        [
            (fx, fy - 44),
            (fx + 16, fy - 8),
            (fx + 12, fy + 18),
            (fx, fy + 26),
            (fx - 12, fy + 18),
            (fx - 16, fy - 8),
        ]
    )
    blend(ctx.img, blur(flame, 3), rgb("#ffffff"))
    guard = polylines([[L(a, k * hw(a)) for a in aa] for k in (-0.62, 0.62)], 10) * glass
    blend(ctx.img, guard, rgb("#5a3c18"), 0.8)
    metal = np.maximum.reduce([collar, cap, dome, ring])
    ctx.lit(metal, mask_bbox(metal), rgb(BRASS), rim=0.7)
    # the crab's front, coming out of the lantern's mouth the way a hermit crab leaves its shell
    neck = ribbon([L(-2, -30), C(40, -56), C(70, -60)], [118, 104, 90], 2)
    head = ellipse(*C(80, -58), 64, 46, 2)
    legs = []
    for j in range(4):
        wd = [46, 40, 24] if j % 2 == 0 else [38, 32, 18]
        bk = -40 + (8 if j in (1, 2) else 0)
        pts = [C(40 + 10 * j, -84), C(-30 + 90 * j, bk), C(-62 + 106 * j, my - gy)]
        legs.append(ribbon(pts, wd, 2))
    far = np.maximum(legs[1], legs[3])
    near = np.maximum(legs[0], legs[2])
    small_arm = ribbon([C(100, -70), C(140, -62), C(160, -54)], [30, 27, 25], 2)
    small_claw = polygon_fine([C(150, -44), C(192, -50), C(212, -34), C(188, -18), C(154, -26)])
    big_arm = ribbon([C(104, -40), C(150, 0), C(182, 24)], [50, 46, 42], 2)
    palm = ellipse(*C(212, 30), 60, 42, 2)
    thumb = ribbon(
        cubic(C(228, 46), C(266, 62), C(300, 58), C(324, 36), 8),
        [32, 29, 26, 23, 19, 15, 11, 8, 5],
        2,
    )
    finger = ribbon(
        cubic(C(232, 10), C(272, -2), C(306, 2), C(320, 20), 8),
        [30, 27, 24, 21, 17, 14, 10, 7, 4],
        2,
    )
    big_claw = np.maximum.reduce([palm, thumb, finger])
    stalks = np.maximum(
        ribbon([C(96, -30), C(108, 40), C(116, 92)], [24, 20, 17], 2),
        ribbon([C(70, -26), C(70, 44), C(68, 96)], [24, 20, 17], 2),
    )
    crab = np.maximum.reduce(
        [far, near, neck, head, small_arm, small_claw, big_arm, big_claw, stalks]
    )
    cb = mask_bbox(crab)
    ctx.cast_shadow(crab, cb, gy, 0.35)
    ctx.contact(crab, cb)
    ctx.lit(far, mask_bbox(far), dark * 1.5, rim=0.4)
    front = np.maximum.reduce([neck, head, small_arm, small_claw, stalks])
    ctx.lit(front, mask_bbox(front), fur, rim=0.7)
    claw_m = np.maximum(big_arm, big_claw)
    ctx.lit(claw_m, mask_bbox(claw_m), fur * 1.05, rim=0.7)
    ctx.lit(near, mask_bbox(near), fur, rim=0.6)
    tips = np.maximum(disc(*C(320, 38), 13, 3) * thumb, disc(*C(316, 18), 13, 3) * finger)
    blend(ctx.img, tips, rgb("#3a1a10"), 0.8)
    eyes = np.maximum(ellipse(*C(116, 98), 18, 20, 1.5), ellipse(*C(68, 102), 18, 20, 1.5))
    blend(ctx.img, eyes, rgb("#140a08"))
    whole = np.maximum(lantern, crab)
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, np.maximum(crab, glass), 2, 3.0)
    focus_on(ctx, np.maximum(crab, soft), 6, 4.0)
    focus_on(ctx, old, 3, 3.0)
    focus_on(ctx, candle, 3, 3.0)
    # after the paint: the glow in the glass, glints, antennae, brass shine, tracks and stars
    later_glow(ctx, fx, fy, 240, "#ffd890", 0.35)
    later_glow(ctx, fx, fy + 6, 36, "#ffffff", 0.5, core=8)
    later_glow(ctx, *L(130, -10), 110, "#ffb890", 0.22)
    glints = np.maximum(disc(*C(120, 104), 5, 1), disc(*C(72, 108), 5, 1))
    after_mask(ctx, glints, "#fff6dc", 0.95)
    sheen = polylines([[L(a, hw(a) * 0.84) for a in np.linspace(70, 250, 10)]], 7)
    after_mask(ctx, sheen, "#fffbe8", 0.55)
    shine = polylines([[L(4, 60), L(4, 96)], [L(290, 70), L(290, 110)]], 6)
    after_mask(ctx, shine, "#ffe6a8", 0.8)
    ant = [
        cubic(C(110, 84), C(170, 170), C(250, 200), C(330, 170), 20),
        cubic(C(80, 90), C(120, 190), C(190, 240), C(270, 242), 20),
    ]
    after_mask(ctx, polylines(ant, 3.5), mix(fur, rgb("#ffd8a0"), 0.4), 0.9)
    g = ctx.side()
    tracks = np.zeros((H, W), np.float32)
    k = 9
    sx0, sy0 = shx + f * 150, shy + 60
    ex0, ey0 = mx - f * 40, gy + 20
    for i in range(k):
        tt = (i + 0.6) / k
        px = sx0 + (ex0 - sx0) * tt + 16 * np.sin(i * 1.9)
        py = sy0 + (ey0 - sy0) * tt
        rr = 8 - 3 * tt
        for dd in (-1, 1):
            tracks = np.maximum(tracks, ellipse(px + dd * 18 * (1.6 - tt), py, rr * 1.4, rr, 1))
    after_mask(ctx, tracks * (1 - lantern), "#1e141e", 0.5)
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
        "into an old glass lantern, worn on its side like a shell, with a candle burning "
        "inside: its soft curled body glows through the glass, and its head, eye stalks, claws "
        "and legs come out of the lantern's open end as it walks over the sand carrying its "
        "lit house; behind it, its old spiral shell lies on the sand, where a tiny crab now "
        "peeks out and watches it go, its tracks running between them.",
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
