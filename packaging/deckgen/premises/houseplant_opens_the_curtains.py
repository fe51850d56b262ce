"""Premise "houseplant-opens-the-curtains": in a still room in the early morning, a big potted
houseplant on the floor by the window has grown two long green vines up to the heavy curtains
and holds both curtains drawn apart, each vine coiled round a gathered curtain like a tie-back;
a shaft of morning sun pours through the gap onto a shoebox on a chair, where a small rescued
fledgling sitting up in a striped tea towel gapes its yellow beak into the light.

The plant (a terracotta pot, a crown of broad leaves, two vines with leaves turned to the sun,
each coiled three times round its gathered curtain), the curtains, the chair, the box and the
bird (downy body, folded wing, tail, gaping beak) are drawn from shapes; tendril curls, leaf
veins, the towel's stripes, the down, the eye, the shaft's veil and its motes come after paint.
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
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
CURTAINS = {"plum": "#b07ca2", "rose-red": "#c87480", "blue": "#7c94c4"}
LEAF = ("#4a9444", "#64a84c", "#3a783c", "#56a046")
BIRD = "#7a5a40"


def _leaf(base: Pt, ang: float, ln: float, wd: float) -> tuple[Arr, list[Pt]]:
    """A pointed leaf from `base` toward angle `ang` (radians, y down); its mask and midrib."""
    dx, dy = float(np.cos(ang)), float(np.sin(ang))
    nx, ny = -dy, dx
    left, right, rib = [], [], []
    for t in np.linspace(0, 1, 14):
        w = wd * float(np.sin(np.pi * t) ** 0.7) * (1.15 - 0.4 * t)
        cx, cy = base[0] + dx * ln * t, base[1] + dy * ln * t
        left.append((cx + nx * w, cy + ny * w))
        right.append((cx - nx * w, cy - ny * w))
        rib.append((cx, cy))
    return polygon_fine(left + right[::-1]), rib[1:-2]


def _curl(x: float, y: float, r: float, turns: float, a0: float, d: int) -> list[Pt]:
    """A tendril's spiral curl, shrinking toward its tip."""
    pts = []
    for t in np.linspace(0, 1, 24):
        a = a0 + d * t * turns * 2 * np.pi
        rr = r * (1 - 0.75 * t)
        pts.append((x + rr * float(np.cos(a)), y + rr * float(np.sin(a))))
    return pts


def _curtain(inner: list[Pt], outer: list[Pt], col: np.ndarray, n: int) -> tuple[Arr, Arr]:
    """A heavy curtain between the edge paths `inner` and `outer`, hung in folds that follow
    both edges (so a curtain gathered by a tie-back folds toward where it is gathered)."""

    def edge(path: list[Pt]) -> Arr:
        ys, xs = np.array([p[1] for p in path]), np.array([p[0] for p in path])
        return np.interp(YY[:, 0], ys, xs).astype(np.float32)[:, None]

    e0, e1 = edge(inner), edge(outer)
    m = polygon_fine([*inner, *outer[::-1]])
    u = (XX - e0) / np.where(np.abs(e1 - e0) < 1, 1, e1 - e0)
    fold = 0.5 + 0.5 * np.sin(u * np.pi * 2 * n + 0.6 * np.sin(YY / 230))
    shade = 0.8 + 0.28 * fold**1.3
    return m, np.clip(col[None, None, :] * shade[..., None], 0, 1)


def _fledgling(ctx: Ctx, x: float, y: float, s: int) -> tuple[Arr, list[list[Pt]], Pt]:
    """A downy fledgling sitting up, its head raised and its yellow beak gaping toward the
    light (on the +s side); its mask, its tufts of down and its eye."""
    body = tilted_ellipse(x, y, 90, 98, s * 0.12)
    hx, hy = x + s * 30, y - 116
    head = disc(hx, hy, 62, 2)
    tail = polygon_fine([(x - s * 60, y - 30), (x - s * 150, y + 6), (x - s * 70, y + 40)])
    bird = np.maximum.reduce([body, head, tail])
    ctx.lit(bird, mask_bbox(bird), rgb(BIRD), rim=0.9)
    blend(ctx.img, ellipse(x + s * 38, y + 14, 46, 60, 8) * body, rgb("#ecd8b4"), 0.85)
    wing = tilted_ellipse(x - s * 22, y + 6, 52, 80, -s * 0.45) * body
    ctx.lit(wing, mask_bbox(wing), rgb("#5a3e2a"), rim=0.3)
    a = -np.pi / 2 + s * 1.05
    d, nv = np.array([np.cos(a), np.sin(a)]), np.array([-np.sin(a), np.cos(a)])
    b = np.array([hx, hy]) + 50 * d

    def tip(t: float, k: float) -> Pt:
        r = a + t
        return (b[0] + k * np.cos(r), b[1] + k * np.sin(r))

    throat = polygon_fine([tuple(b - 6 * d), tip(-0.3, 74), tip(0.3, 74)])
    blend(ctx.img, throat, rgb("#d8482a"))
    gape = np.maximum.reduce(
        [
            ribbon(
                cubic(*[tuple(b + k * 18 * nv)] * 2, *[tip(k * 0.34, 88)] * 2, 8),
                [40 - 4.2 * i for i in range(9)],
            )
            for k in (-1, 1)
        ]
    )
    ctx.lit(gape, mask_bbox(gape), rgb("#f6cc30"), rim=0.6)
    for q in (b + 26 * nv, b - 26 * nv):
        blend(ctx.img, disc(q[0], q[1], 11, 2), rgb("#fbe070"))
    tufts = [
        [(hx + dx, hy - 54), (hx + dx * 1.3 + s * 8, hy - 76), (hx + dx * 1.2 + s * 14, hy - 86)]
        for dx in (-s * 26, -s * 44)
    ]
    tufts += [[(x - s * 66, y - 60), (x - s * 84, y - 86), (x - s * 80, y - 96)]]
    return np.maximum(bird, gape), tufts, (hx + s * 8, hy - 16)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1

    def X(x: float) -> float:  # drawn for the plant on the right; mirrored when s < 0
        return x if s > 0 else W - x

    def P(x: float, y: float) -> Pt:
        return (X(x), y)

    def XB(a: float, y0: float, b: float, y1: float, soft: float = 2) -> Arr:  # a box, mirrored
        return box(min(X(a), X(b)), y0, max(X(a), X(b)), y1, soft)

    def Q(*pts: Pt) -> Arr:  # a polygon, mirrored
        return polygon_fine([P(*p) for p in pts])

    fy = H * ctx.u(0.645, 0.665)
    # the room: pale rose plaster, a pale wooden floor
    ctx.img[:] = vgrad([(0, "#f8e6de"), (0.4, "#fbebe0"), (fy / H, "#fbeadc"), (1, "#f0d6b4")])
    plaster = aniso_noise(ctx.rng, 180, 160) - 0.5
    ctx.img *= (1 + 0.08 * plaster * (fy > YY))[..., None]
    grain = aniso_noise(ctx.rng, 240, 6) - 0.5
    wood = rgb("#f2dcb8")[None, None, :] * (1 + 0.18 * grain[..., None])
    blend(ctx.img, box(-5, fy, W + 5, H + 5, 2), np.clip(wood, 0, 1))
    for k in range(-6, 9):  # boards running toward the window wall
        x0 = W / 2 + k * 150
        seam = polylines([[(x0 + (x0 - W / 2) * 0.0, fy), (W / 2 + k * 420, H + 40)]], 3)
        blend(ctx.img, seam * (fy < YY), rgb("#8a6a4a"), 0.3)
    blend(ctx.img, box(-5, fy - 18, W + 5, fy + 4, 2), rgb("#b89484"))
    # the window: a morning sky, a low sun in the gap between the curtains
    wx0, wx1, wy0, wy1 = 230.0, 930.0, H * 0.095, fy - H * 0.05
    sun = P(ctx.u(620, 650), wy1 - ctx.u(400, 420))
    ctx.light = sun
    sky = vgrad([(0, "#b8d0e4"), (0.25, "#d4e2ea"), (0.42, "#f0dcd0"), (0.6, "#f8c8a0")])
    win = box(min(X(wx0), X(wx1)), wy0, max(X(wx0), X(wx1)), wy1, 2)
    blend(ctx.img, win, sky)
    glow(ctx.img, sun[0], sun[1], 200, "#ffbc70", 0.55)
    for cx_, cy_, cw in ((X(380), wy0 + 230, 1.0), (X(780), wy0 + 120, 0.8)):
        cl = np.maximum.reduce(
            [
                ellipse(cx_ + k * cw * 60, cy_ - 26 * (k == 0), 90 * cw, 34 * cw, 14)
                for k in (-1, 0, 1)
            ]
        )
        blend(ctx.img, cl * win, rgb("#fdf2ea"), 0.8)
        blend(ctx.img, cl * win * (cy_ < YY), rgb("#f4c8b0"), 0.4)
    blend(ctx.img, disc(*sun, 66, 4) * win, rgb("#ffe4a0"))
    trees = wy1 - 110 - 30 * np.sin(XX / 70 + 1) - 18 * np.sin(XX / 23)
    blend(ctx.img, np.clip((YY - trees) / 4, 0, 1).astype(np.float32) * win, rgb("#7a9484"), 0.9)
    glow(ctx.img, sun[0], sun[1], 260, "#ffe2a0", 0.2)
    mid, cross = (wx0 + wx1) / 2, wy0 + (wy1 - wy0) * 0.42
    frame = np.maximum.reduce(
        [
            XB(wx0 - 26, wy0 - 26, wx1 + 26, wy0),
            XB(wx0 - 26, wy1, wx1 + 26, wy1 + 30),
            XB(wx0 - 26, wy0, wx0, wy1),
            XB(wx1, wy0, wx1 + 26, wy1),
            XB(mid - 9, wy0, mid + 9, wy1),
            XB(wx0, cross - 9, wx1, cross + 9),
        ]
    )
    blend(ctx.img, frame, rgb("#9a7a70"))
    # the beam: a shaft from the gap down across the room onto the chair, dust-warm, never white
    shaft = [P(520, 600), P(720, 660), P(440, H * 0.8), P(50, H * 0.7)]
    beam = blur(polygon_fine(shaft), 14)
    streak = 0.6 + 0.4 * np.sin((XX * 0.92 + YY * 0.38 * s) / 24 + 1.5 * np.sin(YY / 140))
    # the curtains hang from a rod: the far one still closed, the near one drawn aside
    cname = list(CURTAINS)[int(ctx.rng.integers(len(CURTAINS)))]
    ccol = rgb(CURTAINS[cname])
    rod_y = wy0 - 44
    ctop, cbot = rod_y + 6, fy + 14
    gx, gy = ctx.u(860, 880), H * ctx.u(0.36, 0.38)  # where the near curtain is gathered
    fgx, fgy = ctx.u(300, 330), gy + H * ctx.u(0.01, 0.03)  # the far one's gather
    near_in = cubic((640, ctop), (690, ctop + 260), (gx - 40, gy - 140), (gx, gy), 16)
    near_in += cubic((gx, gy), (gx - 30, gy + 150), (760, cbot - 300), (735, cbot), 16)[1:]
    far_in = cubic((560, ctop), (510, ctop + 260), (fgx + 40, fgy - 140), (fgx, fgy), 16)
    far_in += cubic((fgx, fgy), (fgx + 30, fgy + 150), (440, cbot - 300), (465, cbot), 16)[1:]
    near_out = cubic((1062, ctop), (1064, gy - 200), (1010, gy - 40), (1010, gy), 8)
    near_out += cubic((1010, gy), (1010, gy + 40), (1066, gy + 200), (1066, cbot), 8)[1:]
    far_out = [(1200 - x, y) for x, y in near_out]
    far_out = [(x, y - gy + fgy) if y not in (ctop, cbot) else (x, y) for x, y in far_out]
    fm, fc = _curtain([P(*p) for p in far_in], [P(*p) for p in far_out], ccol, 5)
    nm, nc = _curtain([P(*p) for p in near_in], [P(*p) for p in near_out], ccol, 5)
    for m, c, d in ((fm, fc, s), (nm, nc, -s)):
        blend(ctx.img, blur(m, 18) * (1 - m), rgb("#3a2430"), 0.3)
        blend(ctx.img, m, c)
        rim = np.clip(m - np.roll(m, 6 * d, 1), 0, 1)
        blend(ctx.img, rim, mix(ccol, rgb("#ffe0b0"), 0.6), 0.6)
    fwaist = np.exp(-(((YY - fgy) / 70) ** 2)).astype(np.float32) * fm
    blend(ctx.img, fwaist, ccol * 0.55, 0.45)
    waist = np.exp(-(((YY - gy) / 70) ** 2)).astype(np.float32) * nm
    blend(ctx.img, waist, ccol * 0.55, 0.45)
    rod = np.maximum(
        XB(90, rod_y - 12, 1110, rod_y + 12),
        np.maximum(disc(X(84), rod_y, 24), disc(X(1116), rod_y, 24)),
    )
    ctx.lit(rod, mask_bbox(rod), rgb("#5a3a2a"), rim=0.4)
    ctx.img *= (0.93 + 0.12 * beam)[..., None]
    blend(ctx.img, beam * streak * (wy1 - 40 < YY), rgb("#fff4d4"), 0.6)
    blend(ctx.img, beam * streak * (wy1 - 40 > YY), rgb("#fff4d4"), 0.55)
    # the chair in the beam, on the far side, and the shoebox on its seat
    cx0, cx1, sy = 110.0, 520.0, H * ctx.u(0.795, 0.805)
    lg = [(cx0 + 25, H - 30), (cx1 - 25, H - 30), (cx0 + 70, H - 110), (cx1 - 60, H - 110)]
    legs = np.maximum.reduce([box(X(x) - 16, sy, X(x) + 16, y, 2) for x, y in lg])
    back = np.maximum.reduce(
        [box(X(x) - 17, sy - 430, X(x) + 17, sy, 2) for x in (cx0 + 50, cx1 - 40)]
        + [XB(cx0 + 36, sy - 450, cx1 - 26, sy - 384)]
    )
    seat = Q((cx0 + 40, sy - 50), (cx1 - 30, sy - 50), (cx1, sy + 24), (cx0, sy + 24))
    chair = np.maximum.reduce([legs, back, seat])
    ctx.cast_shadow(chair, mask_bbox(chair), H - 30, 0.6)
    ctx.contact(legs, mask_bbox(legs))
    ctx.lit(np.maximum(back, legs), mask_bbox(chair), rgb("#7a4a2a"), rim=0.5)
    ctx.lit(seat, mask_bbox(seat), rgb("#8e5a34"), rim=0.6)
    blend(ctx.img, beam * streak * chair, rgb("#ffe8b8"), 0.45)  # the shaft across the chair
    blend(ctx.img, XB(cx0, sy + 24, cx1, sy + 70, 12) * (1 - legs), ctx.img * 0.5, 0.5)
    bx0, bx1, btop = cx0 + 60, cx1 - 40, sy - 190
    front = XB(bx0, btop, bx1, sy - 10)
    mouth = Q((bx0, btop), (bx1, btop), (bx1 - 30, btop - 46), (bx0 + 30, btop - 46))
    ctx.lit(front, mask_bbox(front), rgb("#90b4d0"), rim=0.5)
    blend(ctx.img, mouth, rgb("#3a3040"))
    blend(ctx.img, XB(bx0, btop - 4, bx1, btop + 14), rgb("#c8dcec"), 0.8)
    # the fledgling sitting up in its tea towel, beak gaping at the light
    tc = (bx0 + bx1) / 2
    bcx, bcy = X(tc - 16), btop - 96
    bird, tufts, eye = _fledgling(ctx, bcx, bcy, s)
    towel = np.maximum.reduce(
        [
            ellipse(X(tc + dx), btop - 8 + dy, rx, ry, 3)
            for dx, dy, rx, ry in ((-80, 0, 96, 40), (60, -4, 100, 40), (-10, 6, 120, 36))
        ]
        + [polygon_fine([P(tc - 40, btop), P(tc + 90, btop), P(tc + 40, btop + 110)])]
    )
    ctx.lit(towel, mask_bbox(towel), rgb("#f0e8da"), rim=0.6)
    bl = beam * (btop + 120 > YY)
    blend(ctx.img, bl * streak, rgb("#ffe6b0"), 0.22)
    blend(ctx.img, beam * (1 - bird) * (1 - towel), rgb("#fff2d0"), 0.2)
    later_glow(ctx, bcx + s * 60, bcy - 120, 150, "#fff0c8", 0.22)
    # the houseplant: pot, a crown of broad leaves, two vines reaching up to the curtain
    px, pt, pb = ctx.u(760, 790), H * ctx.u(0.735, 0.745), H * ctx.u(0.895, 0.905)
    pot = polygon_fine([P(px - 170, pt), P(px + 170, pt), P(px + 126, pb), P(px - 126, pb)])
    lip = XB(px - 188, pt - 10, px + 188, pt + 52, 3)
    pot = np.maximum(pot, lip)
    ctx.cast_shadow(pot, mask_bbox(pot), pb, 0.45)
    ctx.contact(pot, mask_bbox(pot))
    ctx.lit(pot, mask_bbox(pot), rgb("#c87450"), rim=0.5)
    blend(ctx.img, lip * (pt + 34 < YY), rgb("#7a3a22"), 0.5)
    g = ctx.rng
    crown, ribs = [], []
    for k in range(9):
        a = np.radians(-90 + (k - 4) * 20 + float(g.uniform(-6, 6)))
        ln = float(g.uniform(210, 260)) * (1 - 0.2 * abs(k - 4) / 4)
        base = (X(px + (k - 4) * 16), pt - 10)
        a = a if s > 0 else np.pi - a
        lm, rb = _leaf((base[0] + 40 * np.cos(a), base[1] + 40 * np.sin(a)), a, ln, ln * 0.36)
        stem = polylines([[base, (base[0] + 44 * np.cos(a), base[1] + 44 * np.sin(a))]], 14)
        crown.append(np.maximum(lm, stem))
        ribs.append(rb)
    vine_a = cubic(
        P(px + 20, pt - 60), P(px + 160, pt - 380), P(gx - 160, gy + 260), P(gx - 10, gy + 50), 30
    )
    vine_b = cubic(
        P(px - 30, pt - 70),
        P(px - 160, pt - 420),
        P(fgx + 260, fgy + 160),
        P(fgx + 10, fgy + 50),
        30,
    )
    vines = [ribbon(v, [40 - 18 * i / 30 for i in range(31)], 2) for v in (vine_a, vine_b)]
    coils, gaps = [], []  # each vine coiled three times round its gathered curtain, a tie-back
    for x0, x1, y in ((gx - 10, 1030, gy), (fgx + 10, 170, fgy)):
        for k in range(3):
            yy = y + 50 - 46 * k
            dx = x1 - x0
            c = cubic(
                P(x0, yy), P(x0 + dx * 0.3, yy + 36), P(x1, yy + 10), P(x1 + dx * 0.08, yy - 40), 16
            )
            coils.append(ribbon(c, [26] * 17, 2))
            gaps.append(ribbon([(p[0], p[1] - 24) for p in c], [14] * 17, 6))
    wrap = np.maximum.reduce(coils)
    blend(ctx.img, np.maximum.reduce(gaps) * np.maximum(nm, fm) * (1 - wrap), ccol * 0.4, 0.6)
    vl = []
    for v in (vine_a, vine_b):
        for i in range(6, 29, 5):
            q = v[i]
            a = float(np.arctan2(sun[1] - q[1], sun[0] - q[0])) + float(g.uniform(-0.35, 0.35))
            ln = float(g.uniform(80, 110))
            lm, rb = _leaf((q[0] + 10 * np.cos(a), q[1] + 10 * np.sin(a)), a, ln, ln * 0.38)
            vl.append(lm)
            ribs.append(rb)
    leaves = np.maximum.reduce(crown + vl)
    vine_m = np.maximum.reduce([*vines, wrap])
    plant = np.maximum(leaves, vine_m)
    ctx.cast_shadow(np.maximum.reduce(crown), mask_bbox(plant), pb, 0.25)
    ctx.lit(vine_m, mask_bbox(vine_m), rgb("#3a6a2e"), rim=0.7)
    for k, lm in enumerate(crown + vl):
        ctx.lit(lm, mask_bbox(lm), rgb(LEAF[k % len(LEAF)]), rim=0.8)
    lit_leaves = np.maximum.reduce(vl) * blur(
        polygon_fine([P(400, wy0), P(860, wy0), P(860, fy), P(400, fy)]), 30
    )
    blend(ctx.img, lit_leaves, rgb("#a8d860"), 0.35)  # sun shining through the leaves
    # after the paint: midribs, tendrils holding the curtain, the bird's eye, towel stripes, motes
    after_mask(ctx, polylines(ribs, 4), "#c8e890", 0.5)
    tend = [_curl(*P(1060, gy - 100), 26, 1.3, 0, -s), _curl(*P(140, fgy - 100), 26, 1.3, 3.1, s)]
    tmask = polylines(tend, 7)
    after_mask(ctx, tmask, "#4a7a34", 0.95)
    stripes = np.maximum.reduce(
        [XB(bx0 - 30, btop - 40 + k * 30, bx1 + 30, btop - 30 + k * 30) for k in range(5)]
    )
    after_mask(ctx, stripes * towel * (1 - bird), "#c0302a", 0.7)
    after_mask(ctx, blur(polylines(tufts, 9), 2), "#a89480", 0.85)  # wisps of down
    after_mask(ctx, polylines(tufts, 4), "#d8ccbc", 0.7)
    after_mask(ctx, disc(*eye, 13, 1.5), "#1a1410", 0.95)
    after_mask(ctx, disc(eye[0] + 3, eye[1] - 4, 4, 1), "#fff6dc", 0.9)
    gs = ctx.side()
    motes = np.zeros((H, W), np.float32)
    for _ in range(60):
        qx, qy = float(gs.uniform(0, W)), float(gs.uniform(wy0, H * 0.9))
        if (
            beam[int(qy), int(np.clip(qx, 0, W - 1))] > 0.5
            and plant[int(qy), int(np.clip(qx, 0, W - 1))] < 0.1
        ):
            motes = np.maximum(motes, disc(qx, qy, float(gs.uniform(1.5, 3.5)), 1))
    after_mask(
        ctx, beam * streak * (1 - bird) * (1 - plant), "#fff0c4", 0.55
    )  # the shaft in the air
    after_mask(ctx, motes, "#fff4d0", 0.8)
    whole = np.clip(plant + pot + tmask, 0, 1)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, bird, 3, 2.5)
    fl = ("bird", "fledgling", "baby", "box", "care")
    for lab, role, m, tags in (
        (
            "a big potted houseplant with two long vines",
            "main",
            whole,
            ("plant", "houseplant", "leaf", "vine", "pot", "green", "reaching"),
        ),
        (
            f"heavy {cname} curtains, drawn apart by the vines",
            "secondary",
            nm,
            ("curtain", "window", "home"),
        ),
        (
            "a fledgling in a shoebox, wrapped in a tea towel",
            "secondary",
            np.maximum(bird, towel),
            fl,
        ),
        ("a wooden chair", "secondary", chair, ("chair", "home")),
    ):
        add_element(ctx, lab, role, mask_bbox(m), tags)
    return Painted(
        "In a still room in the early morning, a big potted houseplant on the floor by the window "
        f"has grown two long vines up to the heavy {cname} curtains and holds them drawn apart, "
        "each vine coiled round a gathered curtain like a tie-back; the pale morning sky glows "
        "through the gap, and a beam of sunlight pours across the room onto a shoebox on a "
        "wooden chair, where a small downy fledgling sitting up in a striped tea towel raises its "
        "head and opens its yellow beak wide into the light.",
        ["morning", "light", "care", "hope", "healing", "waking up", "reaching", "home"],
        setting="in the first light of morning",
    )


PREMISE = Premise(
    name="houseplant-opens-the-curtains",
    figure="houseplant",
    palettes=("dawn",),
    stage=stage,
)
