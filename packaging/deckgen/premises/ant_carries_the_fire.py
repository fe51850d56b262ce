"""Premise "ant-carries-the-fire": close to the ground on an autumn forest floor at nightfall,
among fallen leaves as big as rafts, an acorn and a tall mushroom, one small ant walks home
carrying over its head a live coal as big as itself, a tiny flame dancing on it. Ahead, two
ants peek out of the glowing round door of its anthill. Behind it smoke and a trail of singed
footprints run back to a faint glow far away, where it found the fire.

The ant is drawn from parts in profile (a big gaster, a waist node, a rising thorax, a head
with mandibles, six jointed legs: four braced on the leaf, the front pair raised holding the
coal, elbowed antennae feeling ahead); the coal, a lumpy crust of char cracked with fire, is
the one light: warm orange near it, the night cold blue-green beyond.
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
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
WARM = np.array([1.0, 0.55, 0.2], np.float32)
LEAVES = ("#7a2e1a", "#8a5a22", "#6a3a1e", "#94421c")


def _leaf(cx: float, cy: float, ln: float, wd: float, ang: float, squash: float) -> Arr:
    """A lobed oak leaf lying on the ground, seen low: its outline squashed in depth."""
    pts = []
    for t in np.linspace(0, 2 * np.pi, 90, endpoint=False):
        a = ln * 0.5 * np.cos(t)
        f = (a / ln + 0.5) ** 0.7
        b = wd * 0.5 * np.sin(t) * (0.45 + f) * (1 + 0.16 * np.sin(9 * t) ** 2)
        x = a * np.cos(ang) - b * np.sin(ang)
        y = (a * np.sin(ang) + b * np.cos(ang)) * squash
        pts.append((cx + x, cy + y))
    return polygon_fine(pts)


def _floor(ctx: Ctx, hz: float, gy: float, ex: float, s: int) -> Arr:
    """Stars, giant grass blades against a cold sky, the leaf litter from the horizon down."""
    ctx.texture_sky(0.04)
    ctx.stars(120, hz / H * 0.8)
    ctx.img[:] = np.clip(ctx.img * 1.14 + rgb("#18443e") * 0.24, 0, 1)  # cool mid-tones, not mud
    g = ctx.side()
    blades = np.zeros((H, W), np.float32)
    for _ in range(7):
        bx = float(g.uniform(0, W))
        if abs(bx - ex) < 260:
            bx += 520 * (1 if bx > ex else -1)
        top = (bx + float(g.uniform(-260, 260)), float(g.uniform(-80, hz * 0.45)))
        base = (bx, hz + 40)
        mid = (bx + (top[0] - bx) * 0.2, (hz + top[1]) / 2)
        wd = float(g.uniform(26, 60))
        pts = cubic(base, mid, (top[0], top[1] + 200), top, 16)
        blades = np.maximum(blades, ribbon(pts, [wd * (1 - i / 17) + 3 for i in range(17)], 2))
    blend(ctx.img, blades, rgb("#061a1e"), 0.9)
    ground = np.clip((YY - hz) / 30, 0, 1).astype(np.float32)
    tone = 0.85 + 0.3 * (aniso_noise(ctx.side(), 90, 18) - 0.5)
    litter = rgb("#263a36")[None, None, :] * tone[..., None]
    blend(ctx.img, ground, np.clip(litter, 0, 1))
    ctx.fog(hz / H + 0.01, 0.04, 0.35, "#2c706a")
    # fallen leaves lying all over the floor, bigger nearer
    gen = ctx.rng
    for k in range(11):
        t = (k + gen.uniform(0, 1)) / 11
        y = hz + 40 + (H - hz) * t**1.3
        x = float(gen.uniform(-100, W + 100))
        sc = 0.4 + 1.4 * (y - hz) / (H - hz)
        m = _leaf(x, y, 520 * sc, 260 * sc, float(gen.uniform(-0.6, 0.6)), 0.42)
        col = rgb(LEAVES[k % len(LEAVES)]) * 0.5 * 0.6 + rgb("#1c2a24") * 0.4
        blend(ctx.img, m, col, 0.95)
        blend(ctx.img, np.clip(m - blur(m, 8 * sc + 2), 0, 1) * 2, col * 0.5, 0.6)
        rib = polylines([[(x - 240 * sc, y), (x + 240 * sc, y)]], 3 + 3 * sc) * m
        blend(ctx.img, rib, col * 1.6, 0.5)
    # the leaf the ant walks on: big, right under it
    walk = _leaf(ex + s * 120, gy + 20, 1100, 520, 0.08 * s, 0.4)
    blend(ctx.img, walk, rgb("#7a4a22") * 0.55, 1.0)
    blend(ctx.img, np.clip(walk - blur(walk, 14), 0, 1) * 2, rgb("#2a160c"), 0.6)
    veins = [[(ex + s * 120 - 520, gy + 24), (ex + s * 120 + 520, gy + 12)]]
    for k in range(-4, 5):
        vx = ex + s * 120 + k * 110
        veins.append([(vx, gy + 18), (vx + 90, gy - 40)])
        veins.append([(vx, gy + 18), (vx + 90, gy + 80)])
    blend(ctx.img, polylines(veins, 5) * walk, rgb("#b8602a") * 0.7, 0.6)
    return ground


def _anthill(ctx: Ctx, ax: float, ab: float, d: int) -> tuple[Arr, list[Pt]]:
    """A mound of needles and earth with a round door at its foot, three ants peeking out."""
    hw, hh = 235.0, 250.0
    xs = np.arange(W, dtype=np.float32)
    prof = ab - hh * np.clip(1 - ((xs - ax) / hw) ** 2, 0, 1) ** 0.8
    mound = np.clip((YY - prof[None, :]) / 2, 0, 1) * np.clip((ab + 12 - YY) / 6, 0, 1)
    mound = mound * (np.abs(XX - ax) < hw + 4)
    tex = aniso_noise(ctx.side(), 8, 30)
    col = rgb("#2e2418")[None, None, :] * (0.8 + 0.5 * tex)[..., None]
    blend(ctx.img, mound.astype(np.float32), np.clip(col, 0, 1))
    g = ctx.side()
    needles = []
    for _ in range(90):
        px = float(g.uniform(ax - hw * 0.9, ax + hw * 0.9))
        py = float(g.uniform(prof[int(np.clip(px, 0, W - 1))] + 10, ab))
        a = float(g.uniform(0, np.pi))
        needles.append([(px, py), (px + 36 * np.cos(a), py + 16 * np.sin(a))])
    blend(ctx.img, polylines(needles, 3) * mound, rgb("#6a4a2a"), 0.6)
    door_c = (ax - d * 24, ab - 78)
    door = ellipse(*door_c, 92, 76, 2)
    blend(ctx.img, door, rgb("#2a1408"))
    glow_in = ellipse(door_c[0], door_c[1] - 16, 70, 48, 30) * door
    blend(ctx.img, glow_in, rgb("#d88a40"), 0.6)
    blend(ctx.img, np.clip(blur(door, 10) - door, 0, 1) * 3, rgb("#d88038"), 0.55)
    # two ants in profile at the door, facing out toward the one coming home (-d)
    cx, cy = door_c
    heads = [(cx - d * 42, cy + 34), (cx + d * 36, cy + 26)]
    parts = []
    for j, (hx, hy) in enumerate(heads):
        sc = 1.4 - 0.15 * j
        parts += [
            tilted_ellipse(hx, hy, 24 * sc, 19 * sc, 0.25 * d),
            tilted_ellipse(hx + d * 42 * sc, hy + 10 * sc, 30 * sc, 15 * sc, -0.3 * d),
            polygon_fine(
                [(hx - d * 18 * sc, hy + 6), (hx - d * 34 * sc, hy + 14), (hx - d * 20, hy + 14)]
            ),
        ]
    sill = cy + 58
    parts.append(
        ribbon(
            [(cx - d * 20, cy + 44), (cx - d * 50, cy + 52), (cx - d * 62, sill)], [10, 8, 6], 1.5
        )
    )
    peek = np.clip(np.maximum.reduce(parts), 0, 1) * np.clip(door * 1.6, 0, 1)
    blend(ctx.img, peek, rgb("#1a0a06"))
    focus_on(ctx, np.maximum(door, mound * 0.4), 3, 2.0, weight=0.8)
    return np.maximum(door, peek), heads


def _ember(ctx: Ctx, cx: float, cy: float, r: float) -> Arr:
    """A live coal: a lumpy lump of dark char crust split by a fine net of glowing cracks,
    hottest at its core, sparks rising."""
    gen = ctx.rng
    n = 7
    rad = [r * float(gen.uniform(0.74, 1.12)) for _ in range(n)]
    pts = []
    for i, t in enumerate(np.linspace(0, 2 * np.pi, n * 6, endpoint=False)):
        j, f = divmod(i, 6)
        rr = rad[j] * (1 - f / 6) + rad[(j + 1) % n] * (f / 6)
        pts.append((cx + rr * np.cos(t) * 1.12, cy + rr * np.sin(t) * 0.9))
    m = polygon_fine(pts)
    y0, y1, x0, x1 = int(cy - r * 1.2), int(cy + r * 1.2), int(cx - r * 1.4), int(cx + r * 1.4)
    wob = (smooth_noise(ctx.side(), 14) - 0.5) * 26
    xs, ys = XX[y0:y1, x0:x1] + wob[y0:y1, x0:x1], YY[y0:y1, x0:x1] - wob[y1:y0:-1, x0:x1]
    seeds = [(cx + r * gen.uniform(-1.3, 1.3), cy + r * gen.uniform(-1, 1)) for _ in range(44)]
    dist = np.sort(np.stack([np.hypot(xs - a, ys - b) for a, b in seeds]), 0)
    edge = dist[1] - dist[0]  # 0 on the borders between plates of char
    dd = np.clip(np.hypot(xs - cx, ys - cy) / r, 0, 1)
    heat, cr = np.zeros((2, H, W), np.float32)
    heat[y0:y1, x0:x1] = (1 - dd) ** 0.8
    cr[y0:y1, x0:x1] = np.clip(1 - edge / (2 + 7 * (1 - dd)), 0, 1)
    tone = 0.7 + 0.6 * smooth_noise(ctx.side(), 18)
    crust = rgb("#1c0c08")[None, None, :] * tone[..., None]
    blend(ctx.img, m, np.clip(crust + heat[..., None] ** 1.5 * rgb("#c04010") * 0.8, 0, 1))
    blend(ctx.img, np.clip(cr * 1.6, 0, 1) * m, rgb("#e8601a"), 0.95)
    blend(ctx.img, np.clip(cr * 2 - 1 + heat**2, 0, 1) * m * (0.4 + heat), rgb("#ffd860"), 0.95)
    after_mask(ctx, np.clip(cr * 1.4 - 0.3, 0, 1) * m, "#ff8a2a", 0.75)
    after_mask(ctx, np.clip(cr * 2.5 - 1.5, 0, 1) * m * (0.3 + heat), "#fff0a0", 0.9)
    rim = np.clip(m - blur(m, 12) * 1.05, 0, 1) * np.clip((YY - cy) / r + 0.6, 0, 1)
    blend(ctx.img, rim, rgb("#140806"), 0.7)
    g = ctx.side()
    for _ in range(7):
        sx, sy = cx + r * g.uniform(-0.9, 0.9), cy - r * g.uniform(1.1, 2.4)
        later_glow(ctx, sx, sy, 9, "#ffb040", 0.5, core=float(g.uniform(2, 3.5)))
    return m


def _ant(ctx: Ctx, x0: float, gy: float, k: float, d: int) -> tuple[Arr, Arr, Arr, Arr]:
    """The ant in profile, facing `d`, its waist at x0: body, far legs, near legs and the
    near front leg (drawn over the coal)."""

    def P(u: float, v: float) -> Pt:
        return (x0 + d * u * k, gy - v * k)

    ts = np.linspace(0, 2 * np.pi, 72, endpoint=False)  # teardrop gaster, narrow at the waist
    ca, sa = np.cos(-0.1), np.sin(-0.1)
    tear = [(-70 - 104 * (1 - np.cos(t)), 72 * np.sin(t) * (0.55 + 0.45 * np.sin(t / 2) ** 0.6))
            for t in ts]  # fmt: skip
    gaster = polygon_fine([P(-70 + (u + 70) * ca + v * sa, 150 + v * ca - (u + 70) * sa)
                           for u, v in tear])  # fmt: skip
    waist = ribbon([P(-78, 158), P(-62, 172), P(-40, 178)], [12 * k, 12 * k, 14 * k], 1.5)
    node = tilted_ellipse(*P(-58, 186), 13 * k, 20 * k, 0.25 * d)
    thorax = np.maximum(
        tilted_ellipse(*P(10, 192), 62 * k, 26 * k, -0.28 * d),
        tilted_ellipse(*P(66, 214), 36 * k, 30 * k, -0.4 * d),
    )
    neck = ribbon([P(96, 224), P(118, 232)], [18 * k, 18 * k], 1.5)
    head = tilted_ellipse(*P(158, 236), 50 * k, 42 * k, 0.15 * d)
    mand = polygon_fine([P(196, 222), P(236, 214), P(248, 196), P(232, 202), P(200, 206)])
    body = np.maximum.reduce([gaster, waist, node, thorax, neck, head, mand])

    def leg(pts: list[Pt]) -> Arr:
        q = [P(*p) for p in pts]
        out: Arr = ribbon(q, [22 * k, 16 * k, 11 * k, 7 * k][: len(q)], 1.2)
        return np.maximum(out, disc(*q[1], 10 * k, 1.2))  # the knee

    far = [
        leg([(72, 198), (66, 292), (124, 344), (140, 356)]),  # far front: up to the coal
        leg([(16, 176), (84, 156), (70, 8), (98, 0)]),  # far middle
        leg([(-20, 174), (-86, 128), (-160, 8), (-192, 0)]),  # far hind
    ]
    near = [
        leg([(28, 172), (122, 150), (150, 8), (182, 0)]),  # near middle
        leg([(-10, 170), (-104, 112), (-226, 8), (-262, 0)]),  # near hind
    ]
    front = leg([(58, 190), (20, 276), (62, 338), (80, 352)])  # near front, over the coal
    return body, np.maximum.reduce(far), np.maximum.reduce(near), front


def _mushroom(ctx: Ctx, mx: float, base: float, top: float, d: int) -> Arr:
    """A tall toadstool far behind the anthill: a pale stem, a broad russet cap, pale specks."""
    stem = ribbon([(mx, base), (mx + d * 24, (base + top) / 2), (mx + d * 10, top)], [76, 58, 50])
    cx = mx + d * 10
    cap = np.maximum(tilted_ellipse(cx, top, 200, 92, 0.08 * d), ellipse(cx, top + 22, 210, 28)) * (
        top + 44 > YY
    )
    blend(ctx.img, stem, rgb("#323c38"))
    blend(ctx.img, cap, rgb("#3e2814"))
    under = ellipse(cx, top + 30, 190, 18, 6) * cap
    blend(ctx.img, under, rgb("#2a1a16"), 0.7)
    g = ctx.side()
    specks = [
        ellipse(cx + o, top - 52 + abs(o) * 0.2 + float(g.uniform(-12, 12)), 13, 8)
        for o in (-130, -70, -10, 55, 120)
    ]
    blend(ctx.img, np.maximum.reduce(specks) * cap, rgb("#a09a88"), 0.2)
    out: Arr = np.maximum(stem, cap)
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the ant on side s, walking toward -s, home
    d = -s
    hz = H * ctx.u(0.5, 0.52)
    gy = H * ctx.u(0.8, 0.82)
    k = ctx.u(1.12, 1.18)
    x0 = W / 2 + s * W * ctx.u(0.12, 0.13)
    er = 132 * k
    ex, ey = x0 + d * 105 * k, gy - 470 * k
    ctx.light = (ex, ey)
    ground = _floor(ctx, hz, gy, ex, s)
    # far away behind the ant, where it found the fire: a faint orange glow at the horizon
    fx, fy = W / 2 + s * W * ctx.u(0.36, 0.4), hz + 14
    glow(ctx.img, fx, fy, 50, "#ff8a30", 0.2)
    # a tall mushroom and an acorn on the home side, the anthill in front of them
    ax, ab = W / 2 + d * W * ctx.u(0.31, 0.33), H * ctx.u(0.62, 0.63)
    shroom = _mushroom(ctx, ax - d * 110, hz + 60, H * ctx.u(0.26, 0.29), d)
    acx, acy = W / 2 + d * W * 0.02, hz + 70
    acorn = tilted_ellipse(acx, acy, 70, 50, 0.3 * d)
    blend(ctx.img, acorn, rgb("#5a3e1e"))
    acap = tilted_ellipse(acx - d * 58, acy - 16, 38, 46, 0.3 * d)
    blend(ctx.img, acap, rgb("#3a3020"))
    acorn = np.maximum(acorn, acap)
    door, heads = _anthill(ctx, ax, ab, d)
    # the coal's light: warm on everything near it, the night cold beyond
    dist = np.sqrt((XX - ex) ** 2 + ((YY - ey) * 0.8) ** 2)
    on_ground = np.sqrt((XX - ex) ** 2 + ((YY - gy) * 1.7) ** 2)
    warm = np.maximum(1 / (1 + (dist / 250) ** 2), ground / (1 + (on_ground / 250) ** 2.4))
    lift = warm[..., None] * WARM
    ctx.img[:] = np.clip(ctx.img * (1 + lift * 2.0) + lift * 0.08, 0, 1)
    blend(ctx.img, ellipse(ex, gy, 320, 56, 60), rgb("#ffb060"), 0.3)
    # the footprints coming back from the far glow
    p0 = (x0 + s * 330 * k, gy - 2)
    path = cubic(p0, (p0[0] + s * 120, gy - 80), (fx - s * 220, hz + 140), (fx, fy + 10), 50)
    prints = []
    for i in range(1, 48, 3):
        px, py = path[i]
        sc = 0.25 + 0.75 * (py - hz) / (gy - hz)
        for o in (-1, 1):
            prints.append(ellipse(px + o * 6 * sc, py + o * 9 * sc, 11 * sc + 3, 6 * sc + 2, 1))
    trail = np.maximum.reduce(prints)
    blend(ctx.img, trail, rgb("#1a0804"), 0.85)
    after_mask(ctx, trail * np.clip((YY - hz) / (gy - hz) + 0.3, 0, 1), "#c8501a", 0.75)
    # the ant and its coal
    glow(ctx.img, ex, ey, er * 3.5, "#ff8a30", 0.3)
    body, far_l, near_l, front = _ant(ctx, x0, gy, k, d)
    ant = np.maximum.reduce([body, far_l, near_l, front])
    ctx.cast_shadow(ant, mask_bbox(ant), gy + 6, 0.55)
    ctx.lit(far_l, mask_bbox(far_l), rgb("#1e0804"), rim=0.3)
    ctx.lit(body, mask_bbox(body), rgb("#3a1008"), rim=0.5)
    ctx.lit(near_l, mask_bbox(near_l), rgb("#3a1008"), rim=0.5)
    coal = _ember(ctx, ex, ey, er)
    ctx.lit(front, mask_bbox(front), rgb("#3a1008"), rim=0.5)
    blend(ctx.img, np.maximum(ant * (1 - coal), front), rgb("#2e0c06"), 0.75)
    up = np.clip(ant - np.roll(ant, 9, 0), 0, 1) * np.clip((gy - YY) / 180, 0, 1) * (1 - coal)
    blend(ctx.img, up, rgb("#ff9a40"), 0.85)
    tip = ey - er * 0.72
    tongues = []
    for off, ht, wd, ph in ((0, 150, 56, 0.0), (-30, 92, 34, 1.7), (28, 108, 36, 3.1)):
        q = [(ex + off + s * 48 * (i / 12) ** 2 + 7 * np.sin(i / 2 + ph) * i / 12,
              tip - ht * i / 12) for i in range(13)]  # fmt: skip
        tongues.append(ribbon(q, [wd * (1 - i / 12) ** 0.8 + 2 for i in range(13)], 2))
    flame = blur(np.maximum.reduce(tongues), 5)
    core = blur(tongues[0] * ellipse(ex, tip - 30, 20, 60, 20), 6)
    blend(ctx.img, flame, rgb("#ff8a24"))
    blend(ctx.img, blur(tongues[0], 8) * 0.9, rgb("#ffc850"))
    later_glow(ctx, ex, tip - 50, er * 0.8, "#ffb050", 0.3)
    after_mask(ctx, flame, "#ff9a30", 0.6)
    after_mask(ctx, np.clip(core * 1.6, 0, 1), "#fff6d0", 0.9)
    focus_on(ctx, ant, 4, 2.0)
    focus_on(ctx, np.maximum(coal, flame), 3, 2.5)

    def P(u: float, v: float) -> Pt:
        return (x0 + d * u * k, gy - v * k)

    # after the paint: antennae, a crisp rim-lit silhouette, the eye; the smoke going back
    antennae = [
        [P(178, 270), P(210, 334), P(266, 322), P(304, 292)],
        [P(166, 274), P(190, 338), P(244, 332), P(280, 306)],
    ]
    ant_m = polylines(antennae, 7 * k)
    sil = np.maximum(np.maximum(ant, ant_m) * (1 - coal), front)  # a crisp dark silhouette
    after_mask(ctx, sil, "#2c0c08", 0.8)
    after_mask(ctx, far_l * (1 - body) * (1 - near_l) * (1 - front), "#0a0202", 0.6)
    near = np.clip(1.7 - np.hypot(XX - ex, YY - ey) / (er * 4), 0, 1)
    after_mask(ctx, np.clip(sil - np.roll(sil, 8, 0), 0, 1) * near, "#ffb060", 0.9)
    eye = P(170, 246)
    after_mask(ctx, ellipse(*eye, 12 * k, 10 * k, 1.2), "#050202", 0.95)
    after_mask(ctx, disc(eye[0] + d * 4, eye[1] - 3, 3.5, 1), "#ffd090", 0.9)
    top = (ex + s * 20, tip - 125)
    smoke = cubic(top, (ex + s * 160, tip - 200), (x0 + s * 440, hz - 170), (fx, fy - 40), 60)
    g = ctx.side()
    ph = float(g.uniform(0, 6))
    wav = [(x, y + (6 + 20 * i / 60) * np.sin(i / 3.5 + ph)) for i, (x, y) in enumerate(smoke)]
    sm = ribbon(wav, [10 + 40 * (i / 60) ** 0.7 for i in range(61)], 2)
    sm = blur(sm, 7) * np.clip(0.35 + aniso_noise(g, 40, 40), 0, 1)
    blend(ctx.img, sm, rgb("#b4ccc4"), 0.4)
    hd = np.zeros((H, W), np.float32)
    glints = np.zeros((H, W), np.float32)
    for hx, hy in heads:
        for o in (-1, 1):
            b = hx - d * 8 * (o + 1)
            path_a = [(b, hy - 18), (b - d * 16, hy - 58), (b - d * 52, hy - 64 + 8 * o)]
            hd = np.maximum(hd, polylines([path_a], 6.5))
        glints = np.maximum(glints, disc(hx - d * 14, hy - 5, 6.5, 1))
    after_mask(ctx, hd, "#140806", 0.9)
    after_mask(ctx, glints, "#fff0b0", 1.0)
    whole = np.maximum.reduce([ant, ant_m, coal])
    for label, role, m, tags in (
        ("a small dark red-brown ant straining, holding a live coal over its head", "main", whole,
         ("animal", "ant", "insect", "small", "carrying", "effort")),
        ("a lumpy live coal, dark crust cracked with glowing orange, a tiny flame", "secondary",
         np.maximum(coal, flame),
         ("fire", "ember", "coal", "flame", "light", "warmth")),
        ("the round glowing door of an anthill, two ants peeking out", "secondary", door,
         ("anthill", "home", "door", "ant", "waiting")),
        ("a trail of tiny singed footprints and a line of smoke", "secondary", trail,
         ("trail", "footprint", "smoke", "journey")),
        ("a tall mushroom and an acorn", "secondary", np.maximum(shroom, acorn),
         ("mushroom", "acorn", "autumn", "forest")),
    ):  # fmt: skip
        add_element(ctx, label, role, mask_bbox(m), tags)
    return Painted(
        "Close to the ground on an autumn forest floor at nightfall, a small dark red-brown ant "
        "walks home over a huge fallen leaf carrying over its head a lumpy live coal as big as "
        "itself, its dark crust cracked with glowing orange, a tiny flame and sparks rising from "
        "it; ahead, the round door of its anthill glows faintly and two ants peek "
        "out, waiting, under a tall mushroom; behind it a thin line of smoke and a trail of tiny "
        "singed footprints run back to a faint glow far away.",
        ["courage", "small but mighty", "warmth", "home", "fire", "hope", "danger"],
        setting="by the warm glow of the coal in the cold blue-green night",
    )


PREMISE = Premise(
    name="ant-carries-the-fire",
    figure="ant",
    palettes=("aurora",),
    stage=stage,
    max_cards=1,
    frame=False,
)
