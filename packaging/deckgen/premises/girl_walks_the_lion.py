"""Premise "girl-walks-the-lion": on a bright winter morning a small girl strides across the
snowy square of a little village, leading a huge old lion on a thin red ribbon; the lion
follows meekly, head low and eyes closed, and behind them in the snow runs only one trail
of small footprints. The houses round the square have lit windows, someone at one of them,
a church tower rises behind, and a black cat sits on a low wall watching them go.

The lion is drawn from parts in profile (a deep chest, a heavy belly, haunches, four walking
legs with broad paws, a low head with a broad pale muzzle, a great ragged dark mane streaked
with grey, a long tail with a dark tuft); the girl is a kit person in a striding pose, her
back arm holding the lead. The ribbon, the bow, the eye, whiskers and the prints' edges come
after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import Frame
from ..kit.figures import joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
# per palette: snow in the light, snow in shadow, the far haze
SNOW = {"dawn": ("#fff2ea", "#cdb8cc", "#e8c8cc"), "mint": ("#f6fcf8", "#b8d2cc", "#d8ece4")}
WALLS = ("#e8c89a", "#d89a86", "#c8d0b0", "#e6d6b8", "#b8c4d4")
ROOFS = ("#7a3a2c", "#5a4a48", "#8a5034")
WINDOW = "#ffd486"
RED = "#c8242c"


def _houses(ctx: Ctx, by: float) -> list[Pt]:
    """A row of small houses round the back of the square, snow on their roofs, warm lit
    windows; returns the windows' centres."""
    g = ctx.rng
    x = -40.0
    wins: list[Pt] = []
    haze = rgb(SNOW[ctx.pal.name][2])
    k = 0
    while x < W - 30:
        ww = float(g.uniform(190, 270))
        wh = float(g.uniform(270, 360))
        rh = ww * float(g.uniform(0.45, 0.6))
        cx = x + ww / 2
        wall_c = mix(rgb(WALLS[int(g.integers(len(WALLS)))]), haze, 0.25)
        roof_c = mix(rgb(ROOFS[k % len(ROOFS)]), haze, 0.3)
        walls = box(x, by - wh, x + ww, by, 1.5)
        ev = by - wh + 4
        roof = polygon_fine([(x - 16, ev), (x + ww + 16, ev), (cx, ev - rh)])
        chx = cx + ww * float(g.uniform(-0.3, 0.3))
        chim = box(chx - 14, ev - rh * 0.95, chx + 14, ev - rh * 0.4, 1.5)
        whole = np.maximum.reduce([walls, roof, chim])
        bb = mask_bbox(whole)
        ctx.lit(walls, bb, wall_c, rim=0.2)
        ctx.lit(chim, bb, roof_c * 0.8, rim=0.2)
        ctx.lit(roof, bb, roof_c, rim=0.3)
        # snow lying thick on the roof, thinner toward the eaves
        cap = roof * np.clip((ev - 14 - YY) / 10, 0, 1)
        blend(ctx.img, cap, rgb(SNOW[ctx.pal.name][0]), 0.9)
        blend(ctx.img, chim * np.clip((ev - rh * 0.9 - YY) / 6, 0, 1), rgb("#ffffff"), 0.8)
        blend(ctx.img, box(x, ev, x + ww, ev + 14, 5), wall_c * 0.55, 0.6)
        # two windows up, a window and a door below
        ws = ww * 0.15
        rows = [(x + ww * 0.28, by - wh * 0.7), (x + ww * 0.72, by - wh * 0.7)]
        rows.append((x + ww * (0.28 if k % 2 else 0.72), by - wh * 0.3))
        door_x = x + ww * (0.72 if k % 2 else 0.28)
        blend(ctx.img, box(door_x - ws * 0.5, by - wh * 0.42, door_x + ws * 0.5, by, 1.5),
              rgb("#4a3024"), 0.9)  # fmt: skip
        for wx, wy in rows:
            blend(ctx.img, box(wx - ws / 2, wy - ws * 0.6, wx + ws / 2, wy + ws * 0.6, 1.5),
                  rgb(WINDOW))  # fmt: skip
            glow(ctx.img, wx, wy, ws * 2, WINDOW, 0.2)
            q = ws / 2
            bars = [[(wx - q, wy), (wx + q, wy)], [(wx, wy - q * 1.2), (wx, wy + q * 1.2)]]
            after_mask(ctx, polylines(bars, 3), "#5a3a24", 0.75)
            wins.append((wx, wy))
        x += ww + float(g.uniform(-10, 30))
        k += 1
    return wins


def _steeple(ctx: Ctx, x: float, by: float) -> None:
    """A church tower rising behind the roofs: pale stone, a clock, a dark spire with snow."""
    haze = rgb(SNOW[ctx.pal.name][2])
    tw, top = 130.0, by - H * 0.3
    tower = box(x - tw / 2, top, x + tw / 2, by, 1.5)
    spire = polygon_fine([(x - tw * 0.62, top + 4), (x + tw * 0.62, top + 4), (x, top - H * 0.13)])
    m = np.maximum(tower, spire)
    ctx.lit(tower, mask_bbox(m), mix(rgb("#d8ccb8"), haze, 0.35), rim=0.3)
    ctx.lit(spire, mask_bbox(m), mix(rgb("#4a4a58"), haze, 0.3), rim=0.4)
    blend(ctx.img, spire * np.clip((XX - x) * 0.08, 0, 1), rgb(SNOW[ctx.pal.name][0]), 0.6)
    blend(ctx.img, disc(x, top + 70, 36, 2), rgb("#f4ecd8"), 0.95)
    hands = polylines([[(x, top + 70), (x, top + 46)], [(x, top + 70), (x + 16, top + 78)]], 4)
    after_mask(ctx, hands, "#2a2a30", 0.85)
    blend(ctx.img, box(x - 16, top + 130, x + 16, top + 190, 1.5), rgb("#3a3440"), 0.8)


def _face_at(ctx: Ctx, wins: list[Pt], sx: float) -> None:
    """Someone at a lit window watching: a dark head and shoulders against the lamp."""
    wx, wy = min(wins, key=lambda p: abs(p[0] - sx))
    ws = 18.0
    m = np.maximum(disc(wx, wy - 4, ws * 0.55, 1.2), ellipse(wx, wy + ws * 0.9, ws, ws * 0.6, 1.2))
    m = m * box(wx - 24, wy - 30, wx + 24, wy + 24, 1)
    after_mask(ctx, m, "#3a2a2a", 0.85)


def _lion(ctx: Ctx, x0: float, gy: float, u: float, d: int) -> tuple[Arr, Pt, Pt, Pt]:
    """The old lion walking in profile facing `d`, belly centre at x0, paws on y=gy, `u` px a
    unit. Returns its mask, the point under its jaw (where the lead is tied), eye and nose."""

    frame = Frame(x0, gy, u, d)
    p, rib, ov = frame.p, frame.rib, frame.ov

    coat = rgb(str(ctx.rng.choice(["#c8984e", "#bf8e4e", "#c9a060"])))
    dark = coat * 0.6
    pale = np.clip(coat * 1.25 + 0.1, 0, 1)
    far_front = rib([(1.3, 2.0), (1.1, 1.05), (0.95, 0.5), (0.85, 0.2)], [0.8, 0.5, 0.42, 0.44])
    far_hind = rib([(-0.85, 2.1), (-0.3, 1.4), (-0.65, 0.72), (-0.5, 0.15)], [1.0, 0.6, 0.42, 0.42])
    far_paws = np.maximum(ov(0.97, 0.14, 0.42, 0.16), ov(-0.38, 0.14, 0.4, 0.15))
    far = np.maximum.reduce([far_front, far_hind, far_paws])
    ctx.lit(far, mask_bbox(far), dark, rim=0.3)
    # a long tail hanging in a low curve, a dark tuft at its end
    tail_path = cubic((-1.75, 2.75), (-2.45, 2.55), (-2.55, 1.5), (-2.2, 0.95), 12)
    tail = ribbon([p(*q) for q in tail_path], [u * 0.16] * 6 + [u * 0.13] * 7, 2)
    tuft = ov(-2.15, 0.86, 0.2, 0.28, 0.3)
    # the torso as one smooth outline (no lumps along the back): a deep chest, a low belly
    torso = polygon_fine(
        [p(-2.0, 2.35), p(-1.85, 2.95), p(-1.25, 3.2), p(-0.3, 3.08), p(1.0, 3.38), p(2.05, 2.9),
         p(2.25, 2.3), p(1.95, 1.7), p(1.2, 1.45), p(0.3, 1.5), p(-0.6, 1.78), p(-1.5, 1.9)]
    )  # fmt: skip
    torso = np.clip((blur(torso, u * 0.22) - 0.5) * 14 + 0.5, 0, 1)
    parts = [
        torso,
        rib([(1.55, 2.1), (1.72, 1.0), (1.82, 0.35), (1.9, 0.18)], [0.86, 0.54, 0.46, 0.46]),
        ov(2.02, 0.15, 0.44, 0.17),  # near front paw
        rib([(-1.15, 2.35), (-0.75, 1.5), (-1.45, 0.84), (-1.35, 0.15)], [1.15, 0.66, 0.44, 0.44]),
        ov(-1.23, 0.15, 0.42, 0.16),  # near hind paw
        tail,
    ]
    body = np.maximum.reduce(parts)
    # the mane: a great shaggy ruff round the neck and head, longest down the chest
    mc = p(2.0, 2.45)
    g = ctx.rng
    pts = []
    n = 96
    ph = g.uniform(0, 2 * np.pi, 3)
    for i in range(n):
        t = 2 * np.pi * i / n
        rx = 1.05 + 0.22 * max(0.0, -np.cos(t))  # farther back over the shoulders
        ry = 1.12 + 0.32 * max(0.0, np.sin(t)) ** 2  # longer under the throat
        wave = 0.05 * np.sin(5 * t + ph[0]) + 0.04 * np.sin(9 * t + ph[1])
        shag = 1 + wave + 0.06 * max(0.0, np.sin(13 * t + ph[2])) ** 4
        shag *= float(g.uniform(0.98, 1.02))
        pts.append((mc[0] + d * np.cos(t) * rx * u * shag, mc[1] + np.sin(t) * ry * u * shag))
    mane = polygon_fine(pts)
    head = np.maximum.reduce(
        [
            ov(2.85, 1.86, 0.6, 0.56, 0.3),  # the skull, bowed
            rib([(3.0, 1.62), (3.32, 1.45)], [0.9, 0.82]),  # a broad, blunt muzzle
            ov(3.38, 1.4, 0.34, 0.36),
            ov(3.15, 1.14, 0.36, 0.2, 0.3),  # the chin
        ]
    )
    ear = ov(2.62, 2.42, 0.2, 0.2)
    whole = np.maximum.reduce([body, far, mane, head, ear, tuft])
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, gy, 0.35)
    ctx.contact(whole, bb)
    ctx.lit(body, bb, coat, rim=0.8)
    blend(ctx.img, blur(ov(0.1, 1.78, 1.5, 0.22) * body, 12), pale, 0.35)  # paler belly
    blend(ctx.img, blur(ov(-0.3, 2.95, 1.7, 0.3) * body, 14), dark, 0.3)  # darker back
    mane_c = rgb(str(g.choice(["#6a3e1e", "#5a3418", "#74462a"])))
    ctx.lit(mane, mask_bbox(mane), mane_c, rim=0.7)
    # grey and tawny locks in the mane (an old lion)
    locks = []
    for _ in range(44):
        t = float(g.uniform(0, 2 * np.pi))
        r0 = u * float(g.uniform(0.35, 0.95))
        ln = u * float(g.uniform(0.3, 0.55))
        curl = float(g.uniform(0.15, 0.45))
        a = (mc[0] + d * np.cos(t) * r0, mc[1] + np.sin(t) * r0 * 1.1)
        m_ = (mc[0] + d * np.cos(t + curl * 0.5) * (r0 + ln * 0.5),
              mc[1] + np.sin(t + curl * 0.5) * (r0 + ln * 0.5) * 1.1)  # fmt: skip
        b = (mc[0] + d * np.cos(t + curl) * (r0 + ln), mc[1] + np.sin(t + curl) * (r0 + ln) * 1.1)
        locks.append([a, m_, b])
    lk = polylines(locks[::3], u * 0.07) * mane
    blend(ctx.img, blur(lk, 3), rgb("#c2b6a4"), 0.5)
    lk2 = polylines(locks[1::3], u * 0.07) * mane
    blend(ctx.img, blur(lk2, 3), rgb("#a8703a"), 0.5)
    lk3 = polylines(locks[2::3], u * 0.06) * mane
    blend(ctx.img, blur(lk3, 3), mane_c * 0.55, 0.6)
    ctx.lit(np.maximum(tuft, 0), mask_bbox(tuft), mane_c, rim=0.4)
    ctx.lit(ear, mask_bbox(ear), mix(coat, mane_c, 0.4), rim=0.4)
    ctx.lit(head, mask_bbox(head), coat, rim=0.8)
    snout = ov(3.3, 1.36, 0.36, 0.3) * head
    blend(ctx.img, blur(snout, 8), pale, 0.6)
    nose = p(3.64, 1.52)
    eye = p(3.0, 1.98)
    return whole, p(2.6, 1.45), eye, nose


def _cat(ctx: Ctx, x: float, y: float, r: float, f: int) -> Arr:
    """A black cat sitting upright on a wall top at (x, y), facing `f`, its tail hanging."""
    body = tilted_ellipse(x, y - r * 0.9, r * 0.62, r * 0.95, -f * 0.15)
    head = disc(x + f * r * 0.3, y - r * 1.95, r * 0.48, 1.5)
    ears = polygon_fine(
        [
            (x + f * r * 0.0, y - r * 2.2),
            (x + f * r * 0.05, y - r * 2.65),
            (x + f * r * 0.3, y - r * 2.35),
            (x + f * r * 0.45, y - r * 2.7),
            (x + f * r * 0.7, y - r * 2.15),
        ]
    )
    tail = ribbon(
        [
            (x - f * r * 0.5, y - r * 0.2),
            (x - f * r * 0.75, y + r * 0.6),
            (x - f * r * 0.6, y + r * 1.5),
        ],
        [r * 0.2, r * 0.18, r * 0.16],
    )
    m: Arr = np.maximum.reduce([body, head, ears, tail])
    ctx.lit(m, mask_bbox(m), rgb("#26222a"), rim=0.8)
    after_mask(ctx, disc(x + f * r * 0.55, y - r * 2.0, r * 0.08, 1), "#e8d070", 0.9)
    return m


def stage(ctx: Ctx) -> Painted:
    d = 1 if ctx.rng.random() < 0.5 else -1  # they walk toward side d
    snow, shade, haze = (rgb(c) for c in SNOW[ctx.pal.name])
    by = H * ctx.u(0.53, 0.55)  # the houses' foot at the back of the square
    sx, sy = W / 2 + d * W * ctx.u(0.28, 0.36), by - H * ctx.u(0.17, 0.2)
    ctx.light = (sx, sy)
    ctx.texture_sky(0.04)
    glow(ctx.img, sx, sy, H * 0.3, ctx.pal.light, 0.55)
    blend(ctx.img, disc(sx, sy, 56, 10), rgb("#fffaf0"), 0.8)
    # the snowy square: brighter toward us, soft drifts, a bluish shade under the houses
    gnd = np.clip((YY - by) / 6 + 0.5, 0, 1)
    depth = np.clip((YY - by) / (H - by), 0, 1)
    drift = smooth_noise(ctx.rng, 200) - 0.5
    t = np.clip(0.45 + 0.6 * depth + 0.5 * drift, 0, 1)[..., None]
    ground = shade * (1 - t) + snow * t
    ctx.img[:] = ctx.img * (1 - gnd[..., None]) + ground * gnd[..., None]
    _steeple(ctx, W / 2 - d * W * ctx.u(0.12, 0.2), by)
    wins = _houses(ctx, by)
    blend(ctx.img, blur(box(-20, by - 10, W + 20, by + 30, 1), 14), shade * 0.8, 0.5)
    ctx.fog(by - 60, 120, 0.25, SNOW[ctx.pal.name][2])
    # a low garden wall on the side they come from, a black cat on it watching
    gy = H * ctx.u(0.8, 0.82)  # the lion's paws
    u = W * ctx.u(0.112, 0.115)
    hg = H * ctx.u(0.16, 0.17)  # the girl's height
    lead_gap = u * ctx.u(0.55, 0.65)
    span_back, span_front = 2.55 * u, 3.6 * u + lead_gap + 0.5 * hg
    x0 = W / 2 - d * (span_front - span_back) / 2
    wx0 = W / 2 - d * W * 0.62
    wall_y = by + H * 0.07
    wall = box(min(wx0, wx0 + d * W * 0.42), wall_y, max(wx0, wx0 + d * W * 0.42), wall_y + 90, 2)
    ctx.lit(wall, mask_bbox(wall), mix(rgb("#9a8a80"), haze, 0.2), rim=0.3)
    blend(ctx.img, wall * np.clip((wall_y + 12 - YY) / 6, 0, 1), snow, 0.95)
    stones = [[(wx0 + k * 60 * d, wall_y + 45), (wx0 + (k * 60 + 50) * d, wall_y + 45)]
              for k in range(0, 9)]  # fmt: skip
    blend(ctx.img, polylines(stones, 3) * wall, rgb("#6a5a58"), 0.4)
    cat_x = wx0 + d * W * ctx.u(0.3, 0.36)
    cat = _cat(ctx, cat_x, wall_y + 6, 42, d)
    # the girl's footprints: one trail, from the far side of the square to her heels
    xg = x0 + d * (3.6 * u + lead_gap + 0.26 * hg)
    yg = gy + u * 0.22
    heel = (x0 - d * 1.25 * u, gy + u * 0.04)
    near = cubic((W / 2 - d * W * 0.14, H - 70), (W / 2 - d * W * 0.3, H * 0.91),
                 (heel[0] - d * 2.4 * u, gy + u * 0.3), heel, 30)  # fmt: skip
    ahead = cubic(heel, (x0 + d * 1.5 * u, gy + u * 0.1), (xg - d * 1.5 * u, yg),
                  (xg - d * 0.25 * hg, yg), 30)  # fmt: skip
    path = list(near) + list(ahead[1:])
    prints = []
    for i in range(0, len(path), 3):
        px, py = path[i]
        sc = 0.9 + 0.6 * np.clip((py - gy) / (H - gy), 0, 1)
        o = 1 if (i // 3) % 2 else -1
        prints.append(tilted_ellipse(px + o * 4 * sc, py + o * 9 * sc, 19 * sc, 8 * sc, 0))
    trail = np.maximum.reduce(prints)
    blend(ctx.img, trail, shade * 0.82, 0.7)
    # after the paint, crisp and relative to what lies there (in the lion's shadow too): each
    # print a little darker, its far wall darker still, its near lip paler
    wall = np.clip(trail - np.roll(trail, 4, axis=0), 0, 1)
    lip = np.clip(np.roll(trail, -3, axis=0) - trail, 0, 1)

    def _prints(img: Arr) -> None:
        img *= (1 - 0.16 * trail - 0.3 * wall)[..., None]
        img += (1 - img) * (0.45 * lip)[..., None]

    ctx.after.append(_prints)
    add_element(ctx, "one trail of small footprints in the snow", "secondary", mask_bbox(trail),
                ("footprint", "snow", "trail"))  # fmt: skip
    # the lion
    lion, jaw, eye, nose = _lion(ctx, x0, gy, u, d)
    lb = mask_bbox(lion)
    focus_on(ctx, lion, 5, box=lb)
    add_element(
        ctx, "a huge old lion with a great dark mane, its head low",
        "main", lb, ("lion", "animal", "big cat", "mane", "old"),
    )  # fmt: skip
    # the girl, striding ahead, the lead in her back hand
    coat = str(ctx.rng.choice(["#3f5f8a", "#2f6f5a", "#e0b13a"]))
    girl = person(
        ctx, "lead-back", xg, yg, hg, "secondary",
        label="a small girl in a red woollen hat striding ahead, holding the lead",
        tags=("person", "child", "small"), coat=coat, flip=d < 0,
        shadow=yg, dress=True, who="a girl",
    )  # fmt: skip
    hand = joint_at("lead-back", "ha_l", xg, yg, hg, flip=d < 0)
    # a red woollen hat, after the staging (small, so it stays crisp)
    hx, hy = joint_at("lead-back", "head", xg, yg, hg, flip=d < 0)
    hat = np.maximum(disc(hx - d * 2, hy - hg * 0.035, hg * 0.088, 1.5) * (hy - hg * 0.02 > YY),
                     disc(hx - d * hg * 0.04, hy - hg * 0.125, hg * 0.03, 1.5))  # fmt: skip
    ctx.lit(hat, mask_bbox(hat), rgb(RED), rim=0.5)
    focus_on(ctx, np.maximum(girl, hat), 3, 2.0)
    # after the paint: the red ribbon, loose, from her hand to a bow under the lion's jaw
    collar = polylines([[jaw, (jaw[0] - d * u * 0.25, jaw[1] - u * 0.55),
                         (jaw[0] - d * u * 0.45, jaw[1] - u * 1.0)]], 9)  # fmt: skip
    sag = u * ctx.u(0.35, 0.5)
    lead = [
        (jaw[0] + (hand[0] - jaw[0]) * k / 16,
         jaw[1] + (hand[1] - jaw[1]) * k / 16 + sag * 4 * (k / 16) * (1 - k / 16))
        for k in range(17)
    ]  # fmt: skip
    rib_m = np.maximum(collar, polylines([lead], 8))
    bow = np.maximum(
        tilted_ellipse(jaw[0] - d * 16, jaw[1] - 8, 18, 9, 0.6 * d),
        tilted_ellipse(jaw[0] + d * 14, jaw[1] - 10, 18, 9, -0.6 * d),
    )
    after_mask(ctx, np.roll(rib_m, 3, axis=0), "#5a1014", 0.5)
    after_mask(ctx, np.maximum(rib_m, bow), RED, 0.97)
    ribbon_box = mask_bbox(np.maximum(rib_m, bow))
    add_element(ctx, "a thin red ribbon for a lead, tied in a bow", "secondary", ribbon_box,
                ("leash", "red"))  # fmt: skip
    # the lion's shut eye, nose and whiskers
    lid = polylines(
        [[(eye[0] - d * 14, eye[1] - 2), (eye[0], eye[1] + 4), (eye[0] + d * 14, eye[1] + 1)]], 5
    )
    after_mask(ctx, lid, "#2a1a10", 0.9)
    after_mask(ctx, tilted_ellipse(nose[0], nose[1], u * 0.13, u * 0.09, 0.3 * d), "#4a2a24", 0.95)
    mouth = [(nose[0], nose[1] + u * 0.06), (nose[0] - d * u * 0.04, nose[1] + u * 0.22),
             (nose[0] - d * u * 0.3, nose[1] + u * 0.32)]  # fmt: skip
    after_mask(ctx, polylines([mouth], 4), "#4a2a24", 0.8)
    wh = [[(nose[0] - d * u * 0.2, nose[1] + u * 0.18 + k * 6),
           (nose[0] + d * u * 0.25, nose[1] + u * 0.3 + k * 12)] for k in range(3)]  # fmt: skip
    after_mask(ctx, polylines(wh, 2), "#f4ead8", 0.55)
    later_glow(ctx, sx, sy, 160, ctx.pal.light, 0.25)
    _face_at(ctx, wins, x0 + d * 1.5 * u)
    add_element(ctx, "a black cat sitting on a low snowy wall, watching", "secondary",
                mask_bbox(cat), ("cat", "animal", "watching", "wall"))  # fmt: skip
    add_element(ctx, "village houses round the square with warm lit windows, someone at one",
                "frame", (0, int(by - 420), W, int(by)),
                ("village", "house", "window", "winter", "watching"))  # fmt: skip
    return Painted(
        "On a winter morning in a snowy village square, a small girl in a red woollen hat "
        "strides ahead leading a huge old lion on a thin red ribbon; the lion follows meekly "
        "with its head low and its eyes closed, and behind them runs only one trail of small "
        "footprints, while a black cat on a low stone wall and someone at a lit window watch "
        "them pass.",
        ["trust", "courage", "taming", "who leads whom", "gentleness", "the strength of the small"],
    )


PREMISE = Premise(
    name="girl-walks-the-lion",
    figure="lion",
    palettes=("dawn", "mint"),
    stage=stage,
    max_cards=1,
)
