"""Premise "houseplant-opens-the-curtains": in a still room in the early morning, a big potted
houseplant on the floor by the window has grown two long green vines up to the heavy curtains
and holds both curtains drawn apart with its curling tendrils, like hands; a beam of morning
sun pours through the gap across the room onto a shoebox on a chair, where a small rescued
fledgling wrapped in a striped tea towel lifts its head into the light.

The plant (a terracotta pot, a crown of broad leaves, two vines with leaves turned to the sun,
one tied round the gathered curtain like a tie-back, one hooked on its edge), the curtains, the
chair, the box and the bird are drawn from shapes; tendril curls, leaf veins, the towel's
stripes, the bird's eye and the motes in the beam come after the paint.
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


def _curtain(
    inner: list[Pt], outer: float, top: float, bot: float, col: np.ndarray, n: int
) -> tuple[Arr, Arr]:
    """A heavy curtain between the edge path `inner` and the x `outer`, hung in folds that
    follow its edge (so a gathered curtain folds toward where it is gathered)."""
    ys = np.array([p[1] for p in inner])
    xs = np.array([p[0] for p in inner])
    edge = np.interp(YY[:, 0], ys, xs).astype(np.float32)[:, None]
    poly = [*inner, (outer, bot), (outer, top)]
    m = polygon_fine(poly)
    u = (XX - edge) / np.where(np.abs(outer - edge) < 1, 1, outer - edge)
    fold = 0.5 + 0.5 * np.sin(u * np.pi * 2 * n + 0.6 * np.sin(YY / 230))
    shade = 0.8 + 0.28 * fold**1.3
    return m, np.clip(col[None, None, :] * shade[..., None], 0, 1)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1

    def X(x: float) -> float:  # drawn for the plant on the right; mirrored when s < 0
        return x if s > 0 else W - x

    def P(x: float, y: float) -> Pt:
        return (X(x), y)

    fy = H * ctx.u(0.645, 0.665)
    # the room: pale rose plaster, a pale wooden floor
    ctx.img[:] = vgrad([(0, "#f8e6de"), (0.4, "#fbebe0"), (fy / H, "#fbeadc"), (1, "#f0d6b4")])
    plaster = aniso_noise(ctx.rng, 180, 160) - 0.5
    ctx.img *= (1 + 0.08 * plaster * (fy > YY))[..., None]
    grain = aniso_noise(ctx.rng, 240, 6) - 0.5
    wood = rgb("#ecd2ac")[None, None, :] * (1 + 0.18 * grain[..., None])
    blend(ctx.img, box(-5, fy, W + 5, H + 5, 2), np.clip(wood, 0, 1))
    for k in range(-6, 9):  # boards running toward the window wall
        x0 = W / 2 + k * 150
        seam = polylines([[(x0 + (x0 - W / 2) * 0.0, fy), (W / 2 + k * 420, H + 40)]], 3)
        blend(ctx.img, seam * (fy < YY), rgb("#8a6a4a"), 0.3)
    blend(ctx.img, box(-5, fy - 18, W + 5, fy + 4, 2), rgb("#b89484"))
    # the window: a morning sky, a low sun in the gap between the curtains
    wx0, wx1, wy0, wy1 = 230.0, 930.0, H * 0.095, fy - H * 0.05
    sun = P(ctx.u(520, 560), H * ctx.u(0.27, 0.3))
    ctx.light = sun
    sky = vgrad([(0, "#e8a898"), (wy0 / H, "#f0b49c"), (0.45, "#ffd6a4"), (1, "#ffe6b8")])
    win = box(min(X(wx0), X(wx1)), wy0, max(X(wx0), X(wx1)), wy1, 2)
    blend(ctx.img, win, sky)
    hills = np.clip((YY - (wy1 - 120 - 40 * np.sin(XX / 160 + 1))) / 2, 0, 1).astype(np.float32)
    blend(ctx.img, hills * win, rgb("#c89aa0"), 0.8)
    blend(ctx.img, disc(*sun, 70, 3) * win, rgb("#fff0c8"))
    glow(ctx.img, sun[0], sun[1], 330, "#ffe2a0", 0.35)
    frame = np.zeros((H, W), np.float32)
    for bx in (
        box(wx0 - 26, wy0 - 26, wx1 + 26, wy0, 2),
        box(wx0 - 26, wy1, wx1 + 26, wy1 + 30, 2),
        box(wx0 - 26, wy0, wx0, wy1, 2),
        box(wx1, wy0, wx1 + 26, wy1, 2),
        box((wx0 + wx1) / 2 - 9, wy0, (wx0 + wx1) / 2 + 9, wy1, 2),
        box(wx0, wy0 + (wy1 - wy0) * 0.42 - 9, wx1, wy0 + (wy1 - wy0) * 0.42 + 9, 2),
    ):
        frame = np.maximum(frame, bx)
    if s < 0:
        frame = frame[:, ::-1]
    blend(ctx.img, frame, rgb("#9a7a70"))
    # the beam: from the gap across the room down onto the chair, dust-warm, never white
    beam = blur(
        polygon_fine([P(420, wy0 + 150), P(760, wy0 + 260), P(640, H - 40), P(30, H - 200)]), 40
    )
    streak = 0.7 + 0.3 * np.sin((XX * 0.8 + YY * 0.45) / 26 + 2 * np.sin(XX / 90))
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
    fm, fc = _curtain([P(*p) for p in far_in], X(110), ctop, cbot, ccol, 5)
    nm, nc = _curtain([P(*p) for p in near_in], X(1060), ctop, cbot, ccol, 5)
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
        box(min(X(90), X(1110)), rod_y - 12, max(X(90), X(1110)), rod_y + 12, 2),
        np.maximum(disc(X(84), rod_y, 24), disc(X(1116), rod_y, 24)),
    )
    ctx.lit(rod, mask_bbox(rod), rgb("#5a3a2a"), rim=0.4)
    # the chair in the beam, on the far side, and the shoebox on its seat
    cx0, cx1, sy = 110.0, 520.0, H * ctx.u(0.795, 0.805)
    legs = np.maximum.reduce(
        [
            box(X(x) - 15, sy, X(x) + 15, y, 2)
            for x, y in (
                (cx0 + 25, H - 30),
                (cx1 - 25, H - 30),
                (cx0 + 70, H - 110),
                (cx1 - 60, H - 110),
            )
        ]
    )
    back = np.maximum.reduce(
        [
            box(X(cx0 + 50) - 16, sy - 420, X(cx0 + 50) + 16, sy, 2),
            box(X(cx1 - 40) - 16, sy - 420, X(cx1 - 40) + 16, sy, 2),
            polygon_fine(
                [
                    P(cx0 + 36, sy - 440),
                    P(cx1 - 26, sy - 440),
                    P(cx1 - 26, sy - 380),
                    P(cx0 + 36, sy - 380),
                ]
            ),
        ]
    )
    seat = polygon_fine(
        [P(cx0 + 40, sy - 50), P(cx1 - 30, sy - 50), P(cx1, sy + 20), P(cx0, sy + 20)]
    )
    chair = np.maximum.reduce([legs, back, seat])
    ctx.cast_shadow(chair, mask_bbox(chair), H - 30, 0.4)
    chair_col = rgb("#a87850")
    ctx.lit(np.maximum(back, legs), mask_bbox(chair), chair_col * 0.8, rim=0.4)
    ctx.lit(seat, mask_bbox(seat), chair_col, rim=0.5)
    bx0, bx1, btop = cx0 + 60, cx1 - 40, sy - 200
    front = polygon_fine([P(bx0, btop), P(bx1, btop), P(bx1, sy - 10), P(bx0, sy - 10)])
    mouth = polygon_fine(
        [P(bx0, btop), P(bx1, btop), P(bx1 - 30, btop - 46), P(bx0 + 30, btop - 46)]
    )
    box_col = rgb("#90b4d0")
    ctx.lit(front, mask_bbox(front), box_col, rim=0.5)
    blend(ctx.img, mouth, rgb("#3a3040"))
    blend(
        ctx.img,
        box(min(X(bx0), X(bx1)), btop - 4, max(X(bx0), X(bx1)), btop + 14, 2),
        rgb("#c8dcec"),
        0.8,
    )
    # the fledgling in its tea towel, head lifted to the light
    tc = (bx0 + bx1) / 2
    towel = np.maximum.reduce(
        [
            ellipse(X(tc + dx), btop - 14 + dy, rx, ry, 3)
            for dx, dy, rx, ry in ((-70, 0, 100, 46), (50, -4, 110, 44), (-10, -30, 96, 46))
        ]
        + [polygon_fine([P(tc - 40, btop), P(tc + 90, btop), P(tc + 40, btop + 110)])]
    )
    ctx.lit(towel, mask_bbox(towel), rgb("#f0e8da"), rim=0.6)
    bcx, bcy = X((bx0 + bx1) / 2 - 10), btop - 60
    body = tilted_ellipse(bcx, bcy, 100, 72, -s * 0.2)
    hx, hy = bcx + s * 50, bcy - 104
    head = disc(hx, hy, 62, 2)
    ang = float(np.arctan2(sun[1] - hy, sun[0] - hx))
    tip = (hx + 104 * np.cos(ang), hy + 104 * np.sin(ang))
    nrm = (-np.sin(ang), np.cos(ang))
    beak = polygon_fine(
        [
            (hx + 46 * np.cos(ang) + 22 * nrm[0], hy + 46 * np.sin(ang) + 22 * nrm[1]),
            tip,
            (hx + 46 * np.cos(ang) - 22 * nrm[0], hy + 46 * np.sin(ang) - 22 * nrm[1]),
        ]
    )
    bird = np.maximum(body, head)
    ctx.lit(bird, mask_bbox(bird), rgb(BIRD), rim=0.8)
    blend(ctx.img, ellipse(bcx + s * 40, bcy - 10, 46, 40, 6) * body, rgb("#e6d2b0"), 0.8)
    ctx.lit(beak, mask_bbox(beak), rgb("#f0c040"), rim=0.5)
    ctx.lit(towel * (bcy + 20 < YY), mask_bbox(towel), rgb("#f0e8da"), rim=0.4)
    later_glow(ctx, hx, hy, 120, "#fff0c8", 0.18)
    ctx.img *= (0.9 + 0.12 * beam)[..., None]
    blend(ctx.img, beam * streak * (wy0 + 40 < YY), rgb("#ffdc98"), 0.38)
    patch = blur(polygon_fine([P(40, H * 0.79), P(560, H * 0.76), P(660, H * 0.97), P(-40, H)]), 20)
    blend(ctx.img, patch * (fy < YY), rgb("#ffe8bc"), 0.4)
    # the houseplant: pot, a crown of broad leaves, two vines reaching up to the curtain
    px, pt, pb = ctx.u(760, 790), H * ctx.u(0.735, 0.745), H * ctx.u(0.895, 0.905)
    pot = polygon_fine([P(px - 170, pt), P(px + 170, pt), P(px + 126, pb), P(px - 126, pb)])
    lip = box(min(X(px - 188), X(px + 188)), pt - 10, max(X(px - 188), X(px + 188)), pt + 52, 3)
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
        P(px + 20, pt - 60), P(px + 160, pt - 380), P(gx - 160, gy + 240), P(gx - 6, gy + 20), 30
    )
    vine_b = cubic(
        P(px - 30, pt - 70),
        P(px - 160, pt - 420),
        P(fgx + 260, fgy + 140),
        P(fgx + 6, fgy + 20),
        30,
    )
    vines = [ribbon(v, [40 - 22 * i / 30 for i in range(31)], 2) for v in (vine_a, vine_b)]
    wrap = np.maximum(
        ribbon(
            cubic(P(gx - 14, gy + 20), P(gx + 40, gy + 50), P(1010, gy + 30), P(1040, gy - 10), 14),
            [20] * 15,
            2,
        ),
        ribbon(
            cubic(
                P(fgx + 14, fgy + 20), P(fgx - 40, fgy + 50), P(190, fgy + 30), P(160, fgy - 10), 14
            ),
            [20] * 15,
            2,
        ),
    )
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
    tend = [_curl(*P(1030, gy - 30), 28, 1.3, 0, -s), _curl(*P(gx + 20, gy + 64), 24, 1.2, 1.5, s)]
    tend += [
        _curl(*P(170, fgy - 30), 28, 1.3, 3.1, s),
        _curl(*P(fgx - 20, fgy + 64), 24, 1.2, 1.6, -s),
    ]
    tmask = polylines(tend, 7)
    after_mask(ctx, tmask, "#4a7a34", 0.95)
    after_mask(ctx, polylines(tend, 2.5), "#b8e080", 0.7)
    stripes = (
        np.maximum.reduce(
            [
                box(
                    min(X(bx0), X(bx1)),
                    btop - 50 + k * 34,
                    max(X(bx0), X(bx1)),
                    btop - 38 + k * 34,
                    2,
                )
                for k in range(5)
            ]
        )
        * towel
        * (1 - bird)
    )
    after_mask(ctx, stripes, "#c0302a", 0.7)
    ex, ey = hx + 16 * np.cos(ang) + 4 * s, hy + 16 * np.sin(ang) - 6
    after_mask(ctx, disc(ex, ey, 9, 1.5), "#1a1410", 0.95)
    after_mask(ctx, disc(ex - 2, ey - 3, 3, 1), "#fff6dc", 0.9)
    gs = ctx.side()
    motes = np.zeros((H, W), np.float32)
    for _ in range(60):
        qx, qy = float(gs.uniform(0, W)), float(gs.uniform(wy0, H * 0.9))
        if (
            beam[int(qy), int(np.clip(qx, 0, W - 1))] > 0.5
            and plant[int(qy), int(np.clip(qx, 0, W - 1))] < 0.1
        ):
            motes = np.maximum(motes, disc(qx, qy, float(gs.uniform(1.5, 3.5)), 1))
    after_mask(ctx, motes, "#fff4d0", 0.8)
    whole = np.clip(plant + pot + tmask, 0, 1)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(bird, beak), 3, 2.5)
    add_element(
        ctx,
        "a big potted houseplant with two long vines",
        "main",
        mask_bbox(whole),
        ("plant", "houseplant", "leaf", "vine", "pot", "green", "reaching"),
    )
    add_element(
        ctx,
        f"heavy {cname} curtains, drawn apart by the vines",
        "secondary",
        mask_bbox(nm),
        ("curtain", "window", "home"),
    )
    add_element(
        ctx,
        "a fledgling in a shoebox, wrapped in a tea towel",
        "secondary",
        mask_bbox(np.maximum.reduce([bird, beak, towel])),
        ("bird", "fledgling", "baby", "box", "care"),
    )
    add_element(ctx, "a wooden chair", "secondary", mask_bbox(chair), ("chair", "home"))
    return Painted(
        "In a still room in the early morning, a big potted houseplant on the floor by the window "
        f"has grown two long vines up to the heavy {cname} curtains and holds them drawn apart "
        "with its curling tendrils, like two hands; a beam of morning sun pours through the gap "
        "across the room onto a shoebox on a chair, where a small fledgling wrapped in a striped "
        "tea towel lifts its head into the light, and the leaves on the vines turn to the sun.",
        ["morning", "light", "care", "hope", "healing", "waking up", "reaching", "home"],
        setting="in the first light of morning",
    )


PREMISE = Premise(
    name="houseplant-opens-the-curtains",
    figure="houseplant",
    palettes=("dawn",),
    stage=stage,
)
