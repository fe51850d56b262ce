"""Premise "jellyfish-balloon": A great whale swims through the sky like a hot-air balloon,
one long fin raised, a plume of breath rising from its back; under its pale belly a wicker
basket hangs on ropes with a small animal looking out of it, and a little flock of jellyfish
drifts along behind, high above the fields.

The whale is drawn from shapes (the whale icon's spout is a palm tree), seen from the side and
a little from below, rising; the jellyfish are bells with trailing threads."""

from __future__ import annotations

import math

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, string_to, union_box


def _whale(
    cx: float, cy: float, ln: float, f: int, tilt: float
) -> tuple[Arr, Arr, Arr, dict[str, tuple[float, float]]]:
    """A whale `ln` long facing `f` (1 right, -1 left), its middle at (cx, cy), nose raised
    by `tilt` radians: body (with flukes), the near fin raised, the belly band; and named
    points (eye, blowhole, mouth corner, the belly's rope points)."""
    ca, sa = math.cos(tilt), math.sin(tilt)

    def at(u: float, v: float) -> tuple[float, float]:
        x, y = u * ln, v * ln
        return cx + f * (x * ca + y * sa), cy - x * sa + y * ca

    def mid(u: float) -> float:  # the spine bends up toward the tail
        return -0.5 * max(0.0, -u - 0.1) ** 2

    def top(u: float) -> float:
        if u > 0.12:
            return 0.14 * math.sqrt(max(0.0, 1 - ((u - 0.12) / 0.38) ** 2))
        return float(0.14 * (0.14 + 0.86 * ((u + 0.44) / 0.56) ** 1.3))

    def bot(u: float) -> float:
        if u > 0.1:
            return float(0.16 * math.sqrt(max(0.0, 1 - ((u - 0.1) / 0.4) ** 2)) ** 0.8)
        return float(0.16 * (0.12 + 0.88 * ((u + 0.44) / 0.54) ** 1.5))

    us = np.linspace(-0.44, 0.5, 40)
    upper = [at(u, mid(u) - top(u)) for u in us]
    lower = [at(u, mid(u) + bot(u)) for u in us[::-1]]
    body = polygon_fine(upper + lower)
    # the flukes, spread wide and lifted
    tu, tv = -0.44, mid(-0.44)
    flukes = polygon_fine(
        [
            at(tu + 0.03, tv - 0.015),
            at(tu - 0.05, tv - 0.09),
            at(tu - 0.13, tv - 0.17),
            at(tu - 0.1, tv - 0.06),
            at(tu - 0.04, tv + 0.0),
            at(tu - 0.12, tv + 0.06),
            at(tu - 0.16, tv + 0.12),
            at(tu - 0.05, tv + 0.05),
            at(tu + 0.03, tv + 0.02),
        ]
    )
    body = np.maximum(body, flukes)
    # the belly: the pale grooved underside, from the chin to the middle
    belly = polygon_fine(
        [at(u, mid(u) + bot(u) * 0.35) for u in np.linspace(-0.2, 0.47, 20)]
        + [at(u, mid(u) + bot(u) + 0.01) for u in np.linspace(0.47, -0.2, 20)]
    )
    belly = belly * body
    # the near fin, long like a humpback's, raised and swept back like a wing
    fin_path = [at(0.22, 0.1), at(0.16, -0.02), at(0.09, -0.13), at(0.0, -0.22), at(-0.09, -0.27)]
    fin = ribbon(fin_path, [ln * 0.05, ln * 0.08, ln * 0.075, ln * 0.05, ln * 0.02], 1.5)
    pts = {
        "eye": at(0.34, mid(0.34) + 0.03),
        "mouth": at(0.3, mid(0.3) + 0.05),
        "nose": at(0.5, 0.0),
        "blow": at(0.26, mid(0.26) - top(0.26) + 0.004),
        "r0": at(0.16, mid(0.16) + bot(0.16) - 0.01),
        "r1": at(0.02, mid(0.02) + bot(0.02) - 0.01),
    }
    return body, fin, belly, pts


def _plume(ctx: Ctx, x: float, y: float, h: float, f: int) -> Arr:
    """A soft plume of breath from the blowhole: puffs that widen, rise and drift back."""
    m = np.zeros((H, W), np.float32)
    side = ctx.side()
    for k in range(14):
        t = k / 13
        px = x - f * h * 0.35 * t**1.5 + float(side.uniform(-1, 1)) * h * 0.05 * t
        py = y - h * t
        r = h * (0.05 + 0.14 * t)
        np.maximum(m, disc(px, py, r, r * 0.5) * (0.95 - 0.35 * t), out=m)
    return blur(m, h * 0.02)


def _jelly(ctx: Ctx, x: float, y: float, r: float, col: str) -> tuple[Arr, Arr]:
    """A jellyfish drifting: a bell with a scalloped rim (lit before the paint) and long
    wavy threads trailing below it (drawn after)."""
    bell = ellipse(x, y, r, r * 0.8, 2) * np.clip((y + r * 0.12 - YY) / 3, 0, 1)
    for k in range(5):
        bell = np.maximum(bell, disc(x - r * 0.8 + k * r * 0.4, y + r * 0.08, r * 0.22, 2))
    side = ctx.side()
    paths = []
    for k in range(6):
        x0 = x - r * 0.7 + k * r * 0.28
        ph = float(side.uniform(0, 6))
        ln = r * float(side.uniform(1.6, 2.6))
        paths.append(
            [
                (x0 + math.sin(ph + t * 5) * r * 0.12, y + r * 0.2 + t * ln)
                for t in np.linspace(0, 1, 10)
            ]
        )
    threads = polylines(paths, max(3.0, r * 0.08))
    ctx.lit(bell, mask_bbox(bell), rgb(col), rim=0.7)
    return bell, threads


def stage(ctx: Ctx) -> Painted:
    """A whale swimming through the sky like a hot-air balloon, a basket hanging under it, a
    flock of jellyfish drifting behind."""
    _, s = third(ctx)
    f = -s  # it swims toward the card's middle and on
    sun_x = W / 2 + f * W * 0.3
    ctx.texture_sky()
    ctx.celestial(sun_x, H * ctx.u(0.1, 0.14), 70)
    ctx.clouds(5, 0.5, 0.72, 0.55)
    gy = ctx.hills(0.8, 3, amp=30)
    # far below, a river winds through the fields toward the viewer: the height they fly at
    side0 = ctx.side()
    rv = []
    for k in range(12):
        t = k / 11
        rv.append(
            (
                W * (0.5 + 0.3 * math.sin(t * 4.2 + float(side0.uniform(0, 0.6)))),
                gy + 6 + (H + 40 - gy) * t**1.3,
            )
        )
    river = ribbon(rv, [8 + 170 * (k / 11) ** 1.6 for k in range(12)], 2)
    river *= np.clip((YY - gy) / 8, 0, 1)
    blend(ctx.img, river, ctx.sky_at(0.2) * 0.5 + rgb("#e8f4f8") * 0.5, 0.8)
    ln = W * ctx.u(0.66, 0.7)
    wx = W / 2 + f * W * 0.04
    wy = H * ctx.u(0.33, 0.36)
    body, fin, belly, pts = _whale(wx, wy, ln, f, ctx.u(0.1, 0.16))
    # light from above, the sun on the side it swims toward; a warm light from the fields
    # below on its belly
    ctx.light = (sun_x, H * 0.05)
    skin = rgb(pick(ctx, ["#4e6a8e", "#5a6f96", "#46647e"]))
    bb = mask_bbox(np.maximum(body, fin))
    ctx.lit(body, bb, skin, rim=0.7)
    under = np.clip((YY - (wy - ln * 0.02)) / (ln * 0.14), 0, 1).astype(np.float32)
    blend(ctx.img, belly * (0.55 + 0.45 * under), rgb("#f3e4c8"), 0.9)
    glow(ctx.img, wx, wy + ln * 0.14, ln * 0.25, "#ffe6b0", 0.12)
    ctx.lit(fin, mask_bbox(fin), skin * 0.86, rim=0.9)
    # the fin's lit leading edge and its pale underside rim
    edge = np.clip(fin - np.roll(fin, -f * 6, axis=1), 0, 1)
    blend(ctx.img, edge, rgb("#e8eef4"), 0.5)
    focus_on(ctx, np.maximum(body, fin), 4, 2.0)
    # grooves along the belly, the eye, the mouth line: smaller than a stroke
    gro = np.zeros((H, W), np.float32)
    for k in range(4):
        o = 0.012 * (k + 1)
        x0, y0 = pts["mouth"]
        x1, y1 = pts["r1"]
        np.maximum(
            gro,
            polylines([[(x0 + f * ln * 0.08, y0 + ln * o), (x1, y1 - ln * (0.05 - o))]], 3),
            out=gro,
        )
    after_mask(ctx, gro * belly, "#b9a68c", 0.5)
    ex, ey = pts["eye"]
    after_mask(ctx, disc(ex, ey, 10, 1.5), "#141a24", 0.95)
    after_mask(ctx, disc(ex + f * 3, ey - 3, 3.5, 1), "#f4f6f8", 0.9)
    mx, my = pts["mouth"]
    nx, ny = pts["nose"]
    mouth = polylines([[(nx - f * ln * 0.02, ny + ln * 0.035), (mx, my)]], 5)
    after_mask(ctx, mouth * body, "#243044", 0.6)
    # its breath: a soft plume rising from the blowhole and drifting back
    bx, by = pts["blow"]
    pl = _plume(ctx, bx, by, ln * 0.32, f)
    # its shaded underside, so that it reads against a pale sky too
    blend(ctx.img, np.clip(pl - np.roll(pl, -14, axis=0), 0, 1), rgb("#8296b0"), 0.35)
    blend(ctx.img, pl, rgb("#f8fbfd"), 0.85)
    add_element(
        ctx,
        "a great whale swimming through the sky like a balloon",
        "main",
        bb,
        ("animal", "whale", "giant", "sky", "flight"),
    )
    # the basket hanging on four ropes under its belly
    r0, r1 = pts["r0"], pts["r1"]
    kx = (r0[0] + r1[0]) / 2
    ky = max(r0[1], r1[1]) + ln * 0.16
    kw, kh = ln * 0.14, ln * 0.1
    # a small dog sitting in the basket, seen from the side, looking where they go: its
    # head and ears above the rim (drawn as an icon lit here, not grown like a secondary)
    am, ab = icon_mask("sitting-dog", kx - f * kw * 0.08, ky - kh * 0.05, kh * 1.5, f < 0)
    ctx.lit(am, ab, rgb(pick(ctx, ["#c88a4a", "#e8d2a8", "#8a5a3a"])), rim=0.7)
    focus_on(ctx, am, 3, 2.0)
    basket = box(kx - kw / 2, ky, kx + kw / 2, ky + kh, 2) * np.clip(
        1 - np.abs(YY - ky - kh / 2) / kh * 0.2, 0, 1
    )
    basket = np.maximum(basket, ellipse(kx, ky + kh, kw / 2, kh * 0.12, 2))
    kb = mask_bbox(basket)
    ctx.lit(basket, kb, rgb("#9a6434"), rim=0.5)
    weave = np.zeros((H, W), np.float32)
    for k in range(1, 5):
        np.maximum(weave, box(kb[0], ky + kh * k / 5 - 2, kb[2], ky + kh * k / 5 + 2, 1), out=weave)
    blend(ctx.img, weave * basket, rgb("#5e3a1c"), 0.6)
    rim = box(kx - kw / 2 - 6, ky - 8, kx + kw / 2 + 6, ky + 6, 2)
    ctx.lit(rim, mask_bbox(rim), rgb("#7a4c26"), rim=0.4)
    for a, b in ((r0, (kx + f * kw / 2, ky - 4)), (r1, (kx - f * kw / 2, ky - 4))):
        string_to(ctx, a, b, 0, "#3a2c22", width=4, alpha=0.9, n=2)
    string_to(
        ctx, ((r0[0] + r1[0]) / 2, (r0[1] + r1[1]) / 2), (kx, ky - 4), 0, "#3a2c22", 4, 0.8, 2
    )
    add_element(
        ctx,
        "a wicker basket hanging under the whale, a small dog sitting in it",
        "secondary",
        union_box([kb, ab]),
        ("basket", "flight", "journey"),
    )
    # the jellyfish: a small flock drifting after it, smaller as they trail off
    side = ctx.side()
    cols = ["#e86aa8", "#b86ad8", "#f08ab8", "#8a7ae0"]
    jellies = []
    threads = np.zeros((H, W), np.float32)
    placed: list[tuple[float, float]] = []
    for k in range(6):
        for _ in range(80):
            jx = wx - f * ln * float(side.uniform(0.0, 0.55))
            jy = wy + H * float(side.uniform(0.15, 0.4))
            ok = all(math.hypot(jx - px, jy - py) > H * 0.11 for px, py in placed)
            if ok and abs(jx - kx) > kw and 70 < jx < W - 70:
                break
        placed.append((jx, jy))
        r = H * (0.042 - 0.003 * k)
        bell, th = _jelly(ctx, jx, jy, r, cols[k % len(cols)])
        jellies.append(mask_bbox(bell))
        focus_on(ctx, bell, 6, 2.0, weight=0.8)
        np.maximum(threads, th, out=threads)
        later_glow(ctx, jx, jy, r * 2.2, "#fff0fa", 0.15)
    after_mask(ctx, threads, "#c868a8", 0.85)
    add_element(
        ctx,
        "a little flock of jellyfish drifting through the air",
        "secondary",
        union_box(jellies),
        ("animal", "jellyfish", "sky", "flock"),
    )
    del gy
    return Painted(
        "A great blue whale swims through the sky like a hot-air balloon, high above green "
        "fields and a winding river, one long fin raised like a wing and a soft plume of "
        "breath rising from its back; under its pale belly a wicker basket hangs on ropes "
        "with a small dog sitting in it looking ahead, and a little flock of pink jellyfish "
        "drifts along behind.",
        [
            "journey",
            "lightness",
            "adventure",
            "freedom",
            "dream",
            "flight",
            "drifting",
            "gentle giant",
            "being carried",
            "the impossible",
        ],
    )


PREMISE = Premise(
    name="jellyfish-balloon",
    figure="whale",
    palettes=("noon", "dawn", "spring"),
    stage=stage,
    max_cards=1,
)
