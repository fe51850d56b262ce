"""Premise "sea-foam-horses": on a bright beach on a clear, windy morning, a breaking wave
turns, as it runs up the sand, into a herd of white horses galloping ashore. The first horse
is whole, galloping over the wet sand with its mane and tail still blowing off as spray; the
ones behind it are still half wave, their heads and forelegs rising out of the curling crest.
A small brown dog runs beside them at the water's edge, its ears flying.

Seen from the sand: a light sky with wind-torn cloud, a turquoise sea, the breaking wave
across the card, wet sand shining below it, pale dry sand in front. The horses and the dog
are drawn from shapes (trunk, chest, rump, neck, head, ears, jointed legs); the spray, the
eyes and the lace of foam come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.light import after_mask
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
    smooth_noise,
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FOAM = "#f2fbf8"
DOGS = {"brown": ("#a8612c", "#4a2812"), "sandy": ("#c48a4a", "#5a3416")}


def _horse(P: Callable[[float, float], Pt], k: float, d: int) -> dict[str, Arr]:
    """A horse in the flying gallop, in its own units (P(u, v): u forward, v up from the
    ground; about 900 long and 620 tall): the near and far legs, the body, the neck and head."""

    def leg(pts: list[tuple[float, float]], ws: list[float]) -> Arr:
        return ribbon([P(u, v) for u, v in pts], [w * k * 1.12 for w in ws], 2)

    parts: dict[str, Arr] = {}
    parts["far"] = np.maximum.reduce(
        [
            # far foreleg folded under the chest, far hind leg reaching under the belly
            leg([(120, 290), (200, 200), (250, 165), (205, 120), (185, 112)], [72, 52, 40, 34, 34]),
            leg(
                [(-150, 300), (-100, 215), (-135, 160), (-70, 95), (-50, 86)], [84, 58, 40, 34, 34]
            ),
        ]
    )
    parts["near"] = np.maximum.reduce(
        [
            # near foreleg reaching forward, near hind leg thrown back
            leg([(165, 300), (215, 235), (285, 200), (355, 150), (378, 128)], [80, 60, 44, 36, 38]),
            leg(
                [(-175, 310), (-170, 225), (-260, 175), (-335, 120), (-356, 100)],
                [96, 70, 46, 36, 38],
            ),
        ]
    )
    trunk = tilted_ellipse(*P(-5, 345), 225 * k, 102 * k, -d * 0.07)
    chest = ellipse(*P(150, 340), 108 * k, 108 * k, 2)
    rump = ellipse(*P(-165, 350), 122 * k, 112 * k, 2)
    neck = ribbon(
        cubic(P(120, 360), P(185, 450), P(215, 510), P(245, 555), 16),
        [(200 - 6 * j) * k for j in range(17)],
        2,
    )
    head = ribbon(
        [P(248, 556), P(305, 515), P(360, 470), P(392, 440)],
        [104 * k, 88 * k, 68 * k, 62 * k],
        2,
    )
    jaw = tilted_ellipse(*P(275, 515), 66 * k, 54 * k, d * 0.5)
    ears = np.maximum(
        polygon_fine([P(226, 575), P(224, 640), P(252, 588)]),
        polygon_fine([P(248, 580), P(256, 642), P(272, 586)]),
    )
    parts["body"] = np.maximum.reduce([trunk, chest, rump])
    parts["neck"] = np.maximum(neck, ears)
    parts["head"] = np.maximum(head, jaw)
    return parts


def _foam_lit(ctx: Ctx, m: Arr, col: np.ndarray, lace: float = 0.25) -> None:
    """A volume of sea foam: lit white, and a lace of little blue-green holes."""
    if m.max() < 0.3:
        return
    ctx.lit(m, mask_bbox(m), col, rim=0.7)
    blend(ctx.img, m, rgb("#eaf8f6"), 0.34)  # foam is light even in its shadow
    g = ctx.side()
    holes = np.clip((smooth_noise(g, 12) - 0.62) * 5, 0, 1) * np.clip(
        (aniso_noise(g, 40, 16) - 0.35) * 3, 0, 1
    )
    blend(ctx.img, holes * m, rgb("#8fd0cc"), lace)


def _spray(ctx: Ctx, pts: list[Pt], n: int, spread: float, r: tuple[float, float]) -> Arr:
    """Drops of spray blown about the points `pts` (a mask, painted after the brush)."""
    g = ctx.side()
    out = np.zeros((H, W), np.float32)
    for _ in range(n):
        x, y = pts[int(g.integers(len(pts)))]
        x, y = x + float(g.normal(0, spread)), y + float(g.normal(0, spread * 0.6))
        out = np.maximum(out, disc(x, y, float(g.uniform(*r)), 1.2))
    return out


def stage(ctx: Ctx) -> Painted:
    d = 1 if ctx.rng.random() < 0.5 else -1  # the herd gallops toward side d
    hz = H * ctx.u(0.26, 0.29)
    # a light, windy morning sky: blue above, paler at the horizon, torn streaks of cloud
    ctx.img[:] = vgrad([(0, "#5fa8d0"), (0.6, "#a8d8ea"), (1, "#d8f0f0")], 0, hz / H)
    ctx.texture_sky(0.04)
    sx, sy = W / 2 + d * W * ctx.u(0.28, 0.36), H * ctx.u(0.07, 0.1)
    glow(ctx.img, sx, sy, 230, "#fff6dc", 0.28)  # a small white sun, not a blown-out sky
    blend(ctx.img, disc(sx, sy, 40, 2.5), rgb("#fffcf0"))
    ctx.streaks(0.05, 0.2, 0.5, tint="#ffffff")
    ctx.light = (sx, sy)
    # the sea: deep turquoise far off, brighter toward the wave, whitecaps in the wind
    t = np.clip((d * (XX - W / 2)) / W + 0.5, 0, 1)  # 0 at the back of the wave, 1 ahead
    crest = H * (0.475 + 0.035 * t) + 10 * np.sin(XX / 90 + ctx.u(0, 6))
    wave_h = 150.0
    base = crest + wave_h
    sea_m = ((hz <= YY) & (crest > YY)).astype(np.float32)
    sea = vgrad([(0, "#1f7fa0"), (1, "#38b8c0")], hz / H, 0.5)
    swell = aniso_noise(ctx.side(), 200, 10) - 0.5
    sea = np.clip(sea * (1 + 0.2 * swell[..., None]), 0, 1)
    blend(ctx.img, sea_m, sea)
    caps = np.clip((aniso_noise(ctx.side(), 34, 6) - 0.8) * 8, 0, 1) * sea_m
    blend(ctx.img, caps * np.clip((YY - hz) / 200, 0.2, 1), rgb("#eafaf6"), 0.8)
    glit = np.exp(-(((XX - sx) / 90) ** 2)) * (aniso_noise(ctx.side(), 30, 5) > 0.6) * sea_m
    blend(ctx.img, glit.astype(np.float32), rgb("#f4fff8"), 0.5)
    # the sand: wet and shining under the wave, pale and dry toward us
    gy = H * ctx.u(0.79, 0.81)  # where the lead horse gallops
    dry_y = gy + 240 + 30 * np.sin(XX / 170 + ctx.u(0, 6))
    sand_m = (base - 4 < YY).astype(np.float32)
    sand = vgrad([(0, "#b8b4a0"), (1, "#f0e2c4")], 0.55, 0.95)
    sheen = mix(sand * 0.85, vgrad([(0, "#5aa8b0"), (1, "#a8d4d4")], 0.5, 0.9), 0.5)
    wet = np.clip((dry_y - YY) / 40, 0, 1)
    ground = sheen * wet[..., None] + sand * (1 - wet[..., None])
    ripple = aniso_noise(ctx.side(), 120, 7) - 0.5
    blend(ctx.img, sand_m, np.clip(ground * (1 + 0.08 * ripple[..., None]), 0, 1))
    # the wave's face: clear turquoise lit through near the crest, deeper at its foot
    face_m = ((crest <= YY) & (base > YY)).astype(np.float32)
    ft = np.clip((YY - crest) / wave_h, 0, 1)[..., None]
    face = rgb("#7ee8d8") * (1 - ft) + rgb("#1f9aa8") * ft
    streak = aniso_noise(ctx.side(), 14, 70) - 0.5
    blend(ctx.img, blur(face_m, 1.5), np.clip(face * (1 + 0.25 * streak[..., None]), 0, 1))
    # the lip: a lumpy white curl along the crest, and churning foam at the wave's foot
    lump = smooth_noise(ctx.rng, 40)
    lip_m = np.clip(1 - np.abs(YY - crest - 8) / (22 + 26 * lump), 0, 1)
    foot_m = np.clip(1 - np.abs(YY - base - 6) / (18 + 30 * lump), 0, 1)
    blend(ctx.img, blur(np.clip(lip_m * 3, 0, 1), 2), rgb(FOAM))
    blend(ctx.img, blur(np.clip(foot_m * 3, 0, 1), 3), rgb(FOAM), 0.95)
    # a sheet of swash running up the wet sand, edged with lace, round the herd's feet
    swash_y = gy + 175 + 35 * np.sin(XX / 260 + ctx.u(0, 6))
    swash = ((base < YY) & (swash_y > YY)).astype(np.float32)
    blend(ctx.img, blur(swash, 6), rgb("#3fa8b0"), 0.4)
    lace_edge = np.clip(1 - np.abs(YY - swash_y) / 9, 0, 1)
    lace = np.clip((smooth_noise(ctx.side(), 9) - 0.4) * 4, 0, 1) * swash
    blend(ctx.img, lace * 0.5, rgb(FOAM), 0.5)
    # the horses behind, still half wave: neck, head and forelegs rising out of the crest
    hx = W / 2 + d * ctx.u(40, 70)
    col = rgb(FOAM)
    rear: list[Arr] = []
    for kk, off in ((0.64, 310), (0.46, 540)):
        x2 = hx - d * off * ctx.u(0.95, 1.05)
        c2 = float(crest[0, int(np.clip(x2, 0, W - 1))])
        oy = c2 + 330 * kk

        def P2(u: float, v: float, x2: float = x2, oy: float = oy, kk: float = kk) -> Pt:
            return (x2 + d * u * kk, oy - v * kk)

        pr = _horse(P2, kk, d)
        up = np.clip((c2 + 30 - YY) / 60, 0, 1).astype(np.float32)
        near = pr["near"] * np.clip((c2 + 120 - YY) / 60, 0, 1)
        chest = ellipse(*P2(150, 340), 108 * kk, 108 * kk, 2) * up
        hm = np.maximum.reduce([pr["neck"] * up, pr["head"], chest, near])
        _foam_lit(ctx, hm, col * 0.97, 0.2)
        # the wave still boils round its chest
        skirt = ellipse(*P2(90, 310), 280 * kk, 85 * kk, 10)
        skirt *= np.clip((smooth_noise(ctx.side(), 14) - 0.3) * 3, 0, 1) + 0.5
        blend(ctx.img, np.clip(skirt, 0, 1), rgb(FOAM), 0.9)
        after_mask(ctx, disc(*P2(282, 522), 7 * kk + 2, 1.2), "#1a4a50", 0.9)
        after_mask(
            ctx,
            _spray(ctx, [P2(u, 330) for u in range(-100, 300, 40)], 40, 40 * kk, (2, 5)),
            FOAM,
            0.9,
        )
        mane = [P2(200 - 20 * j, 560 - 15 * j) for j in range(6)]
        after_mask(
            ctx,
            _spray(ctx, [(x - d * 40 * kk, y - 20) for x, y in mane], 50, 40 * kk, (2, 5)),
            FOAM,
            0.9,
        )
        rear.append(np.maximum(pr["neck"] * up, pr["head"]))  # the horse of it; the rest is wave
    # the lead horse, whole, galloping out of the foam over the wet sand
    k = ctx.u(0.92, 0.98)

    def P(u: float, v: float) -> Pt:
        return (hx + d * u * k, gy - (v - 70) * k)

    parts = _horse(P, k, d)
    whole = np.maximum.reduce(
        [parts["far"], parts["near"], parts["body"], parts["neck"], parts["head"]]
    )
    hb = mask_bbox(whole)
    # its reflection in the wet sand and its shadow
    rows = np.clip(2 * int(gy) - np.arange(H), 0, H - 1)
    refl = whole[rows] * (gy < YY) * np.clip((dry_y - YY) / 60, 0, 1)
    blend(ctx.img, blur(refl, 5), rgb("#e4f6f4"), 0.3)
    ctx.cast_shadow(whole, hb, gy, 0.35)
    # the tail: a thick streaming plume back toward the wave, then only spray
    tail_pts = cubic(P(-255, 390), P(-380, 420), P(-470, 330), P(-560, 300), 16)
    tail = ribbon(tail_pts, [(70 - 3 * j) * k for j in range(17)], 3)
    ctx.lit(tail, mask_bbox(tail), col, rim=0.5)
    blend(ctx.img, blur(tail, 4), rgb("#eaf8f6"), 0.5)
    far = mix(col, rgb("#9ccfd0"), 0.35)
    _foam_lit(ctx, parts["far"], far, 0.25)
    _foam_lit(ctx, np.maximum.reduce([parts["body"], parts["near"], parts["neck"]]), col)
    _foam_lit(ctx, parts["head"], col, 0.15)
    # the mane: strands of foam blowing back off the crest of the neck, turning to spray
    g = ctx.side()
    strands = []
    hairs: list[list[Pt]] = []
    mane_tips: list[Pt] = []
    for j in range(11):
        u0, v0 = 240 - 17 * j, 580 - 19 * j
        ln = float(g.uniform(120, 190)) * (1 - 0.03 * j)
        u1, v1 = u0 - ln, v0 + float(g.uniform(-10, 50))
        wob = float(g.uniform(-25, 25))
        pts = cubic(
            P(u0, v0), P(u0 - ln * 0.3, v0 + 20 + wob), P(u1 + ln * 0.3, v1 - wob), P(u1, v1), 10
        )
        strands.append(ribbon(pts, [(34 - 3 * i) * k for i in range(11)], 2))
        hairs.append(pts[1:-1])
        mane_tips.append(P(u1 - 20, v1 + 5))
    forelock = ribbon(
        cubic(P(255, 600), P(230, 640), P(190, 650), P(160, 640), 6),
        [26 * k, 22 * k, 18 * k, 14 * k, 10 * k, 7 * k, 4 * k],
        2,
    )
    strands.append(forelock)
    mane = np.maximum.reduce(strands)
    after_mask(ctx, polylines(hairs, 4 * k), "#ffffff", 0.5)  # its strands, finer than a stroke
    _foam_lit(ctx, mane, col, 0.0)
    after_mask(ctx, _spray(ctx, mane_tips, 120, 36, (2, 6)), FOAM, 0.92)
    tail_tips = [tail_pts[-1], tail_pts[-4], P(-600, 260), P(-520, 360)]
    after_mask(ctx, _spray(ctx, tail_tips, 160, 50, (2, 7)), FOAM, 0.9)
    hooves = [P(378, 128), P(185, 112), P(-356, 100), P(-50, 86)]
    after_mask(ctx, _spray(ctx, [(x, gy - 10) for x, _ in hooves], 60, 26, (2, 5)), FOAM, 0.85)
    # its eye and nostril, dark and gentle
    ex, ey = P(285, 528)
    after_mask(ctx, ellipse(ex, ey, 13 * k, 11 * k, 1.5), "#163c44", 0.95)
    after_mask(ctx, disc(ex + d * 3, ey - 4, 3.5, 1), "#ffffff", 0.9)
    after_mask(ctx, ellipse(*P(360, 468), 7, 5, 1.2), "#3a7a80", 0.7)
    horse = np.maximum.reduce([whole, mane, tail])
    focus_on(ctx, horse, 4, 2.0)
    focus_on(ctx, np.maximum(parts["head"], parts["neck"]), 3, 2.5)
    # the dog, small and brown, running beside them at the water's edge, ears flying
    dog_name = list(DOGS)[int(ctx.rng.integers(len(DOGS)))]
    fur, dark = (rgb(c) for c in DOGS[dog_name])
    q = ctx.u(1.15, 1.25)
    dx0, dy0 = hx + d * ctx.u(190, 240), gy + ctx.u(205, 230)

    def Q(u: float, v: float) -> Pt:
        return (dx0 + d * u * q, dy0 - v * q)

    dlegs = np.maximum.reduce(
        [
            ribbon([Q(40, 70), Q(80, 40), Q(115, 28)], [22 * q, 15 * q, 13 * q], 1.5),
            ribbon([Q(30, 70), Q(55, 35), Q(80, 15)], [22 * q, 15 * q, 13 * q], 1.5),
            ribbon([Q(-45, 75), Q(-80, 45), Q(-118, 36)], [26 * q, 16 * q, 13 * q], 1.5),
            ribbon([Q(-40, 72), Q(-60, 35), Q(-92, 18)], [26 * q, 16 * q, 13 * q], 1.5),
        ]
    )
    dbody = np.maximum.reduce(
        [
            tilted_ellipse(*Q(0, 82), 72 * q, 34 * q, -d * 0.05),
            ellipse(*Q(50, 88), 36 * q, 36 * q, 2),
            ribbon([Q(62, 100), Q(82, 118)], [40 * q, 34 * q], 1.5),
        ]
    )
    dhead = np.maximum(
        ellipse(*Q(92, 126), 33 * q, 29 * q, 2), tilted_ellipse(*Q(122, 116), 22 * q, 13 * q, 0)
    )
    dtail = ribbon(
        cubic(Q(-68, 92), Q(-90, 110), Q(-100, 130), Q(-96, 150), 6),
        [12 * q] * 4 + [8 * q] * 3,
        1.5,
    )
    dears = np.maximum(
        tilted_ellipse(*Q(66, 146), 30 * q, 11 * q, -d * 0.3),
        tilted_ellipse(*Q(74, 154), 26 * q, 10 * q, -d * 0.55),
    )
    dog = np.maximum.reduce([dlegs, dbody, dhead, dtail, dears])
    after_mask(ctx, lace_edge * (1 - blur(dog, 3)), FOAM, 0.8)  # the swash's edge, behind it
    db = mask_bbox(dog)
    ctx.cast_shadow(dog, db, dy0, 0.4)
    ctx.contact(dog, db)
    ctx.lit(np.maximum.reduce([dlegs, dbody, dhead, dtail]), db, fur, rim=0.6)
    ctx.lit(dears, mask_bbox(dears), dark, rim=0.5)
    after_mask(ctx, disc(*Q(100, 130), 4.5 * q, 1.2), "#140a06", 0.95)
    after_mask(ctx, ellipse(*Q(142, 118), 6 * q, 5 * q, 1.2), "#140a06", 0.95)
    after_mask(ctx, _spray(ctx, [Q(100, 0), Q(-100, 0)], 30, 20, (2, 4)), FOAM, 0.85)
    focus_on(ctx, dog, 3, 2.5)
    glow(ctx.img, hx, gy - 300, 500, "#ffffff", 0.06)
    add_element(
        ctx,
        "a horse of foam, galloping",
        "main",
        mask_bbox(horse),
        ("animal", "horse", "foam", "gallop", "mane", "wind", "running"),
    )
    add_element(
        ctx,
        "two horses still half wave, rising out of the crest",
        "secondary",
        mask_bbox(np.maximum.reduce(rear)),
        ("animal", "horse", "wave", "herd", "sea"),
    )
    add_element(
        ctx,
        f"a small {dog_name} dog running at the water's edge",
        "secondary",
        db,
        ("animal", "dog", "running", "play", "friend"),
    )
    add_element(
        ctx,
        "a breaking wave across the beach",
        "secondary",
        (0, int(crest.min()) - 30, W, int(base.max()) + 40),
        ("wave", "sea", "foam", "beach"),
    )
    return Painted(
        "On a bright beach on a windy morning, a breaking wave turns into white horses as it "
        "runs up the sand: the first horse, made of sea foam, gallops out over the wet sand "
        "with its mane and tail still blowing off in the wind as spray, two more rise out of "
        f"the wave behind it, still half water, and a small {dog_name} dog runs beside them at the "
        "water's edge with its ears flying",
        ["freedom", "wild", "wind", "transformation", "joy", "play", "escape"],
        setting="under a light blue sky over a turquoise sea",
    )


PREMISE = Premise(
    name="sea-foam-horses",
    figure="horse",
    palettes=("spring",),
    stage=stage,
)
