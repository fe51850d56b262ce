"""Premise "deer-drinks-the-milky-way": on a dark hillside at night the Milky Way does not stay
in the sky: it pours down behind the hills as a glowing river of stars and winds across the
meadow, and a stag bends its neck to drink from it; stars glitter on its muzzle, rings of
light spread where it drinks and its dark reflection lies in the water.

The band of the Milky Way is a haze with a dust lane and a crowd of small stars along a curve
that comes down to the ridge and spills over it; the river is a ribbon in perspective with
lit banks, a current of light and a field of stars; the deer is drawn from parts (torso,
chest, haunch, a neck bent down, a long head, ears, antlers, slender legs); its rim of
starlight, the ripples and the splashing stars come after the paint.
"""

from __future__ import annotations

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
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.props import sparkles
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
STAR = "#f4f6ff"


def _resample(path: list[Pt], widths: list[float], step: float) -> tuple[np.ndarray, np.ndarray]:
    p = np.asarray(path, np.float64)
    seg = np.hypot(*np.diff(p, axis=0).T)
    s_at = np.concatenate([[0], np.cumsum(seg)])
    ss = np.arange(0, s_at[-1], step)
    q = np.stack([np.interp(ss, s_at, p[:, 0]), np.interp(ss, s_at, p[:, 1])], 1)
    return q, np.interp(ss, s_at, np.asarray(widths))


def _catmull(pts: list[Pt], n: int = 10) -> list[Pt]:
    """A smooth curve through `pts` (Catmull-Rom), `n` points a span."""
    p = [pts[0], *pts, pts[-1]]
    out: list[Pt] = []
    for i in range(1, len(p) - 2):
        for t in np.linspace(0, 1, n, endpoint=False):
            a, b, c, e = (np.asarray(v) for v in p[i - 1 : i + 3])
            v = 0.5 * (
                2 * b
                + (c - a) * t
                + (2 * a - 5 * b + 4 * c - e) * t * t
                + (3 * b - a - 3 * c + e) * t**3
            )
            out.append((float(v[0]), float(v[1])))
    return [*out, pts[-1]]


def _star_field(ctx: Ctx, m: Arr, n: int, big: float = 1.0) -> Arr:
    """`n` small stars scattered where mask `m` is, as a mask (drawn after the paint)."""
    gen = ctx.side()
    ys, xs = np.nonzero(m > 0.4)
    f = np.zeros((H, W), np.float32)
    if len(xs) == 0:
        return f
    idx = gen.integers(0, len(xs), n)
    f[ys[idx], xs[idx]] = gen.uniform(0.3, 1.0, n) * m[ys[idx], xs[idx]]
    out: Arr = np.clip(blur(f, 1.1 * big) * 7, 0, 1)
    return out


def _deer(d: int, sx: float, feet: float, fh: float, stag: bool) -> tuple[Arr, Arr, Pt, Pt]:
    """A deer in profile facing d, its head lowered to drink: returns (near parts, far parts,
    muzzle tip, skull centre)."""
    top = feet - fh

    def P(u: float, v: float) -> Pt:
        return (sx + d * u * fh, top + v * fh)

    torso = ellipse(*P(-0.42, 0.25), fh * 0.48, fh * 0.18, 2)
    chest = tilted_ellipse(*P(-0.04, 0.28), fh * 0.19, fh * 0.24, d * 0.3)
    haunch = ellipse(*P(-0.8, 0.26), fh * 0.21, fh * 0.24, 2)
    withers = ellipse(*P(-0.12, 0.14), fh * 0.2, fh * 0.12, 2)
    skull, muzzle = P(0.34, 0.72), P(0.48, 1.0)
    neck = ribbon([P(-0.08, 0.2), P(0.16, 0.4), P(0.3, 0.64)], [fh * 0.3, fh * 0.22, fh * 0.17], 2)
    head = ribbon([skull, P(0.42, 0.86), muzzle], [fh * 0.21, fh * 0.145, fh * 0.09], 2)
    tail = tilted_ellipse(*P(-1.0, 0.16), fh * 0.08, fh * 0.04, -d * 0.9)
    near = np.maximum.reduce([torso, chest, haunch, withers, neck, head, tail])
    far = np.zeros((H, W), np.float32)
    # ears: up and back from the skull, the far one a little behind
    for k, (bu, ang) in enumerate(((0.3, -2.3), (0.27, -2.0))):
        base = P(bu, 0.62)
        a = ang if d > 0 else np.pi - ang
        c = (base[0] + np.cos(a) * fh * 0.1, base[1] + np.sin(a) * fh * 0.1)
        ear = tilted_ellipse(c[0], c[1], fh * 0.14, fh * 0.055, float(a))
        target = near if k == 0 else far
        np.maximum(target, ear, out=target)
    if stag:  # two beams sweeping up and back from the lowered skull, with tines forward
        for k, (off, top_u) in enumerate(((0.0, 0.3), (-0.06, 0.04))):
            b0 = P(0.3 + off, 0.6)
            beam = cubic(b0, P(0.16 + off, 0.36), P(0.0 + off, 0.02), P(top_u, -0.3), 20)
            paths = [beam]
            for t, ln, up in ((3, 0.2, 0.35), (8, 0.26, 0.8), (13, 0.24, 0.9), (17, 0.16, 1.0)):
                x0, y0 = beam[t]
                mid = (x0 + d * ln * fh * 0.55, y0 - ln * fh * 0.3 * up)
                paths.append([(x0, y0), mid, (mid[0] + d * ln * fh * 0.15, y0 - ln * fh * up)])
            m = polylines(paths, fh * (0.05 if k == 0 else 0.042))
            np.maximum(near if k == 0 else far, m, out=near if k == 0 else far)
    # legs: the forelegs splayed a little to reach the water, the hind legs bent at the hock
    for lu, front, is_near in (
        (0.02, True, True),
        (-0.1, True, False),
        (-0.76, False, True),
        (-0.88, False, False),
    ):
        if front:
            spread = 0.08 if is_near else -0.02
            pts = [
                P(lu, 0.36),
                P(lu + spread * 0.4, 0.58),
                P(lu + spread * 0.5, 0.7),
                P(lu + spread, 0.985),
            ]
            ws = [0.15, 0.085, 0.07, 0.05]
        else:
            pts = [P(lu, 0.36), P(lu - 0.07, 0.56), P(lu - 0.14, 0.7), P(lu - 0.08, 0.985)]
            ws = [0.18, 0.11, 0.065, 0.05]
        leg = ribbon(pts, [fh * w for w in ws], 2)
        hoof = ellipse(pts[-1][0] + d * fh * 0.015, feet - fh * 0.012, fh * 0.035, fh * 0.02, 1.5)
        target = near if is_near else far
        np.maximum(target, np.maximum(leg, hoof), out=target)
    return near, far, muzzle, skull


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the deer's side; it faces the middle
    d = -s

    def X(f: float) -> float:  # a fraction of the width in the deer-on-the-left frame
        return W / 2 + (f - 0.5) * W * (-s)

    ctx.texture_sky(0.025)
    ctx.stars(260, 0.6)
    ridge_y = ctx.hills(0.54, 2, amp=45)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # the pines frame it
    # a few dark pines on the far ridge, away from the fall
    for f, h in ((0.06, 0.2), (0.14, 0.14), (0.97, 0.17)):
        tm, _ = icon_mask("pine-tree", X(f + ctx.u(-0.02, 0.02)), ridge_y - H * h * 0.42, H * h)
        blend(ctx.img, tm, rgb(ctx.pal.ink), 0.95)
    # the Milky Way: a broad, mottled band across the sky, coming down behind the ridge
    fall_x = X(ctx.u(0.7, 0.76))
    b0 = (X(-0.08), -H * 0.08)
    b1 = (b0[0] + (fall_x - b0[0]) * 0.36, b0[1] + (ridge_y - b0[1]) * 0.33)
    b2 = (b0[0] + (fall_x - b0[0]) * 0.8, b0[1] + (ridge_y - b0[1]) * 0.66)
    band = cubic(b0, b1, b2, (fall_x, ridge_y), 40)
    bw = [420 - 330 * (k / 40) ** 0.7 for k in range(41)]
    sky_m = (ridge_y + 10 > YY).astype(np.float32)
    mott = smooth_noise(ctx.rng, 60) * 0.55 + smooth_noise(ctx.rng, 22) * 0.45
    clumps = np.clip((mott - 0.3) * 2.2, 0, 1)
    haze = blur(ribbon(band, bw, 2), 45) * sky_m
    core = blur(ribbon(band, [w * 0.45 for w in bw], 2), 16) * sky_m
    wav = [float(np.sin(k * 0.45)) for k in range(41)]
    lane = [(x + d * (0.08 + 0.06 * v) * w, y) for (x, y), w, v in zip(band, bw, wav, strict=True)]
    dust = blur(ribbon(lane, [w * 0.13 for w in bw], 2), 9) * (ridge_y - 220 > YY)
    blend(ctx.img, haze * (0.45 + 0.6 * mott), rgb("#a8bcf0"), 0.5)
    blend(ctx.img, core * clumps, rgb("#f4f2ff"), 0.7)
    blend(ctx.img, dust * (0.5 + 0.6 * mott), rgb(ctx.pal.sky[0][1]), 0.7)
    glow(ctx.img, fall_x, ridge_y, 300, "#a8c0ff", 0.4)
    # the river on the meadow: from the fall's foot toward the viewer, one wide bend
    path = [
        (fall_x, ridge_y - 4),
        (X(0.84), H * 0.65),
        (X(0.8), H * 0.74),
        (X(0.62), H * 0.84),
        (X(0.36), H * 0.9),
        (X(0.1), H * 0.97),
        (X(-0.12), H * 1.06),
    ]
    widths = [50, 80, 130, 210, 260, 330, 400]
    q, wq = _resample(_catmull(path), list(np.interp(np.linspace(0, 6, 61), range(7), widths)), 12)
    wq = wq * (1 + 0.1 * np.sin(np.arange(len(wq)) * 0.23 + ctx.u(0, 6)))
    raw = ribbon([tuple(p) for p in q], list(wq), 2)
    river = np.clip(
        (blur(raw, 7) - 0.5 + 0.45 * (smooth_noise(ctx.side(), 22) - 0.5)) * 5 + 0.5, 0, 1
    )
    river = np.clip(river, 0, 1) * (ridge_y - 12 < YY)
    current = ribbon([tuple(p) for p in q], list(wq * 0.35), 2)
    spill = np.clip(blur(river, 90) * 1.6, 0, 1)
    blend(ctx.img, spill * (ridge_y - 30 < YY), rgb("#5a78c8"), 0.55)
    deep = mix(rgb("#1a2a6e"), rgb("#4a68c8"), 0.5)
    bank = np.clip(blur(river, 10) * 2.2 - river, 0, 1) * (ridge_y < YY)
    blend(ctx.img, bank, rgb("#0a0e1c"), 0.6)
    blend(ctx.img, river, deep, 1.0)
    blend(ctx.img, blur(current, 25) * river, rgb("#b8ccff"), 0.6)
    blend(ctx.img, blur(np.clip(river - blur(river, 6), 0, 1), 2) * 2, rgb("#e8f0ff"), 0.35)
    # the fall: the band's end pours down the ridge's face into the river's head
    # the band's end narrows into a stream of light that pours down over the ridge
    tail = [*band[22:], (fall_x + d * 4, ridge_y + 8)]
    fall = ribbon(tail, [bw[22 + k] * 0.5 for k in range(19)] + [70.0], 3)
    ramp = np.clip((YY - tail[0][1]) / max(1.0, ridge_y - tail[0][1]), 0, 1)
    streaks = aniso_noise(ctx.side(), 10, 70)
    blend(ctx.img, blur(fall, 14) * ramp, rgb("#c8d6ff"), 0.6)
    blend(ctx.img, np.clip((streaks - 0.4) * 3, 0, 1) * fall * ramp, rgb("#f4f6ff"), 0.75)
    glow(ctx.img, fall_x, ridge_y + 10, 120, "#e0e8ff", 0.5)
    add_element(
        ctx,
        "the Milky Way pouring over the ridge like a waterfall of stars",
        "secondary",
        bbox_of(fall * ramp),
        ("milky way", "stars", "waterfall", "light", "sky"),
    )
    focus_on(ctx, river, 4, weight=0.6)
    # the deer: on the near bank of the bend, its muzzle in the water
    stag = True  # a doe reads as a horse at hand size; the antlers say deer
    fh = H * ctx.u(0.235, 0.25)
    mx = X(ctx.u(0.56, 0.6))  # the muzzle just over the far bank of the river's near reach
    col = river[:, int(np.clip(mx, 0, W - 1))]
    feet = float(np.argmax(col > 0.5)) + 16
    sx = mx - d * 0.48 * fh
    rump = sx - d * 1.08 * fh
    if not 40 < rump < W - 40:  # keep the whole deer on the card: it leans further in
        shift = (40 - rump) if rump < 40 else (W - 40 - rump)
        sx, mx = sx + shift, mx + shift
    ctx.light = (mx - d * 60, feet - fh * 0.5)
    near, far, muzzle, skull = _deer(d, sx, feet, fh, stag)
    whole = np.maximum(near, far)
    bb = bbox_of(whole)
    ctx.contact(whole, bb)
    coat = rgb("#5e4434")
    ctx.lit(far, bbox_of(far), coat * 0.7, rim=0.3)
    ctx.lit(near, bbox_of(near), coat, rim=0.35, separate=False)
    # the river's cold light on its chest, belly and legs; the back in shadow; the white
    # rump of a deer, a dark nose and eye
    top = feet - fh
    below = np.clip((YY - top - fh * 0.2) / (fh * 0.5), 0, 1) * near
    blend(ctx.img, blur(below, 6) * near, rgb("#8aa4ff"), 0.3)
    blend(ctx.img, np.clip((top + fh * 0.14 - YY) / (fh * 0.14), 0, 1) * near, coat * 0.5, 0.5)
    rump_c = (sx - d * 0.98 * fh, top + fh * 0.24)
    patch = ellipse(rump_c[0], rump_c[1], fh * 0.06, fh * 0.1, 3) * near
    blend(ctx.img, patch, rgb("#efe6d8"), 0.45)
    blend(
        ctx.img,
        ellipse(muzzle[0], muzzle[1] - fh * 0.03, fh * 0.03, fh * 0.035, 2),
        rgb("#1a1214"),
        0.9,
    )
    eye = (skull[0] + d * fh * 0.04, skull[1] + fh * 0.03)
    blend(ctx.img, ellipse(eye[0], eye[1], fh * 0.022, fh * 0.016, 1.5), rgb("#140c0c"), 0.95)
    focus_on(ctx, whole, 4, box=bb)
    # its dark reflection in the river of stars, under the bank
    rows = np.clip(2 * int(feet) - np.arange(H), 0, H - 1)
    refl = blur(whole[rows], 3) * river * (feet - 6 < YY)
    blend(ctx.img, refl, rgb("#101838"), 0.55)
    kind = "stag" if stag else "doe"
    add_element(
        ctx,
        f"a {kind} drinking, its head lowered",
        "main",
        bb,
        ("deer", "animal", "wild", "drinking", "thirst", kind),
    )
    # after the paint: the starlight's rim on the side toward the river
    k = 6
    lx, ly = ctx.light
    vx, vy = lx - (bb[0] + bb[2]) / 2, ly - (bb[1] + bb[3]) / 2
    n = float(np.hypot(vx, vy)) or 1.0
    sh = np.roll(np.roll(whole, -round(vy / n * k), 0), -round(vx / n * k), 1)
    under = np.roll(whole, -k, 0)
    rim = np.clip(whole - sh, 0, 1) + np.clip(whole - under, 0, 1) * 0.5
    after_mask(ctx, np.clip(rim, 0, 1), "#d8e6ff", 0.65)
    # ripples where it drinks, and stars caught on its muzzle
    ripples = []
    for r in (26, 52, 84, 120):
        pts = [
            (muzzle[0] + r * np.cos(t), muzzle[1] + 6 + r * 0.3 * np.sin(t))
            for t in np.linspace(0, 2 * np.pi, 50)
        ]
        ripples.append(pts)
    rip = polylines(ripples, 4) * river
    after_mask(ctx, rip, "#eef4ff", 0.7)
    later_glow(ctx, muzzle[0], muzzle[1], 70, "#dfe8ff", 0.4)
    # stars in the river, in the band, and splashing up where the water falls and drinks
    after_mask(ctx, _star_field(ctx, river, 900), STAR, 0.95)
    after_mask(ctx, _star_field(ctx, np.clip(core * 2, 0, 1), 700), STAR, 0.9)
    after_mask(ctx, _star_field(ctx, np.clip(haze * 2, 0, 1), 500, 0.8), STAR, 0.7)
    gen = ctx.side()
    sparks = [
        (
            muzzle[0] + float(gen.uniform(-60, 60)),
            muzzle[1] - float(gen.uniform(20, 110)),
            float(gen.uniform(5, 9)),
        )
        for _ in range(4)
    ]
    sparks += [(muzzle[0] + d * 10, muzzle[1] - 6, 7.0)]
    sparks += [
        (
            fall_x + float(gen.uniform(-70, 70)),
            ridge_y - float(gen.uniform(0, 60)),
            float(gen.uniform(5, 9)),
        )
        for _ in range(3)
    ]
    ys, xs = np.nonzero(haze * sky_m > 0.5)
    for j in gen.integers(0, len(xs), 12):
        sparks.append((float(xs[j]), float(ys[j]), float(gen.uniform(4, 7))))
    ys, xs = np.nonzero(river > 0.9)
    for j in gen.integers(0, len(xs), 10):
        sparks.append((float(xs[j]), float(ys[j]), float(gen.uniform(4, 8))))
    ctx.after.append(lambda img: sparkles(img, sparks))
    add_element(
        ctx,
        "a glowing river of stars pouring down from the Milky Way",
        "frame",  # a landscape feature running off the card, like a road
        bbox_of(river),
        ("river", "water", "reflection", "stars", "milky way", "night", "sky"),
    )
    return Painted(
        f"On a dark hillside at night, the Milky Way pours down behind the hills and runs across "
        f"the meadow as a glowing river of stars, and a {kind} bends its neck to drink from it, "
        f"stars glittering on its muzzle.",
        ["wonder", "thirst", "dreams", "night", "infinity", "nature", "stillness"],
    )


PREMISE = Premise(
    name="deer-drinks-the-milky-way",
    figure="deer",
    palettes=("night", "aurora"),
    stage=stage,
    max_cards=1,
)
