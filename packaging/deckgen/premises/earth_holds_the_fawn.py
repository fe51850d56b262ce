"""Premise "earth-holds-the-fawn": in a misty forest clearing with shafts of morning light, a
giant old stone hand rises out of the ground palm up, as if the earth itself held out its hand;
moss and little ferns grow on it and tree roots twine round its wrist. Curled asleep in its
cupped palm lies a small spotted fawn, a robin sits on the tip of one stone finger looking
down at it, and far off in the mist a deer stands watching.

The hand (a cupped palm, four fanned fingers, a thumb, the wrist going down into the earth),
the roots, the fawn and the robin are drawn from shapes; finger creases, cracks, fern fronds,
the fawn's spots and closed eye, the robin's legs and the motes in the light come after the
paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
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
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
STONE = {"grey stone": "#9a978c", "sandstone": "#a8957a"}
MOSS, MOSS_LIT = "#5f8a34", "#a6c45a"
ROOT = "#4a3526"
FAWN, FAWN_DARK, CREAM = "#b8703a", "#4a2814", "#f2e2c8"
FERN = "#6a9a3c"
# the fingers: knuckle (u, v) on the palm's far rim, length, width, lean (radians from up)
FINGERS = (
    ("little", -215, -55, 170, 96, -0.4),
    ("ring", -105, -108, 215, 108, -0.16),
    ("middle", 15, -126, 235, 116, 0.03),
    ("index", 135, -108, 210, 108, 0.24),
)


def _forest(ctx: Ctx, lx: float, hz: float) -> None:
    """The misty clearing: layers of trunks and leaf masses fading into the mist, a mossy
    floor, a shaft of morning light."""
    ctx.texture_sky(0.05)
    glow(ctx.img, lx, H * 0.1, W * 0.9, ctx.pal.light, 0.22)
    far = ctx.sky_at(0.45)
    leafy = mix(rgb(ctx.pal.ground), rgb("#2c4a30"), 0.55)
    for k in range(3):
        t = (k + 1) / 3
        col = mix(far, leafy * (1 - 0.3 * t), 0.2 + 0.38 * t)
        m = np.zeros((H, W), np.float32)
        for _ in range(7 + 3 * k):
            tx = ctx.u(-60, W + 60)
            if abs(tx - lx) < W * 0.16 and k > 0:
                continue  # a gap in the canopy where the light comes down
            r = ctx.u(200, 340) * (0.7 + 0.4 * t)
            m = np.maximum(m, ellipse(tx, ctx.u(-0.12, 0.06) * H, r, r * 0.6, 40))
            tw = ctx.u(14, 30) * (1 + t)
            m = np.maximum(
                m, ribbon([(tx, -20), (tx + ctx.u(-30, 30), hz + 10)], [tw, tw * 1.3], 3)
            )
        m = np.maximum(m, np.clip((YY - hz + 50 * (1 - t)) / 40, 0, 1))
        tex = 1 + 0.16 * (aniso_noise(ctx.rng, 40, 26) - 0.5)
        blend(ctx.img, m * (1 - 0.3 * (1 - t)), np.clip(col * tex[..., None], 0, 1))
        ctx.fog(hz / H - 0.04 * k, 0.12, 0.35)
    tt = np.clip((YY - hz) / (H - hz), 0, 1)
    ground = mix(far, leafy, 0.6) * (1 - 0.35 * tt[..., None])
    n1 = aniso_noise(ctx.rng, 120, 16) - 0.5
    ground = np.clip(ground * (1 + 0.22 * n1)[..., None], 0, 1)
    blend(ctx.img, np.clip((YY - hz) / 30, 0, 1), ground)


def _smooth(knots: list[Pt], n: int) -> list[Pt]:
    """Points along a Catmull-Rom curve through `knots`, `n` between each two."""
    p = [knots[0], *knots, knots[-1]]
    out: list[Pt] = []
    for i in range(1, len(p) - 2):
        p0, p1, p2, p3 = (np.asarray(q) for q in p[i - 1 : i + 3])
        for j in range(n):
            t = j / n
            q = 0.5 * (
                2 * p1
                + (p2 - p0) * t
                + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                + (3 * p1 - p0 - 3 * p2 + p3) * t**3
            )
            out.append((float(q[0]), float(q[1])))
    out.append(knots[-1])
    return out


def _fern(g: np.random.Generator, base: Pt, ang: float, ln: float) -> list[list[Pt]]:
    """A little fern frond: a curved stem with leaflets on both sides."""
    bend = float(g.uniform(-0.5, 0.5))
    pts = []
    for k in range(9):
        t = k / 8
        a = ang + bend * t
        pts.append((base[0] + np.sin(a) * ln * t, base[1] - np.cos(a) * ln * t))
    paths = [pts]
    for k in range(1, 8):
        px, py = pts[k]
        a = ang + bend * k / 8
        ll = ln * 0.22 * (1 - k / 9)
        for side in (-1, 1):
            b = a + side * 1.1
            paths.append([(px, py), (px + np.sin(b) * ll, py - np.cos(b) * ll)])
    return paths


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the thumb's side
    d = s
    hx = W * (0.5 - s * ctx.u(0.03, 0.06))
    hy = H * ctx.u(0.6, 0.62)
    hz = H * ctx.u(0.55, 0.57)
    gy = hy + ctx.u(330, 360)  # where the wrist goes into the earth
    lx = W / 2 + s * W * ctx.u(0.18, 0.28)
    ctx.light = (lx, -H * 0.1)
    light = ctx.c("light")
    _forest(ctx, lx, hz)
    # the shaft of morning light slanting down onto the palm
    shaft = polygon_fine([(lx - 90, -10), (lx + 90, -10), (hx + 330, hy + 60), (hx - 330, hy + 60)])
    blend(ctx.img, blur(shaft, 46), mix(light, rgb("#fff0c8"), 0.6), 0.4)
    glow(ctx.img, lx, 0, W * 0.5, "#fff6dc", 0.25)
    ctx.rays(lx, -H * 0.05, 6, 0.12, 0.4)
    pool = ellipse(hx, gy + 40, W * 0.46, H * 0.06, 60) * (hz < YY)
    blend(ctx.img, pool, mix(light, rgb("#e8e0a8"), 0.4), 0.32)
    # a deer far off in the mist at the clearing's edge
    dx = W / 2 - s * W * ctx.u(0.33, 0.37)
    fog_c = mix(ctx.sky_at(0.5), rgb(ctx.pal.ink), 0.3)
    sec(ctx, "deer", dx, hz + 10, H * 0.085, flip=s < 0, fill=fog_c, alpha=0.75, separate=False)
    ctx.fog(hz / H + 0.02, 0.05, 0.3)

    def P(u: float, v: float) -> Pt:
        return (hx + d * u, hy + v)

    # the stone hand: a cupped palm, the heel of the hand, the wrist into the earth
    palm = tilted_ellipse(*P(0, 0), 295, 150, 0)
    heel = tilted_ellipse(*P(30, 85), 265, 100, d * 0.06)
    mound = tilted_ellipse(*P(195, 45), 120, 105, d * -0.4)  # the thumb's ball
    wrist = ribbon([P(10, 100), P(0, 240), P(-10, gy - hy + 40)], [380, 345, 400], 2)
    fingers = []
    pads: list[Arr] = []
    tips: dict[str, Pt] = {}
    for name, ku, kv, ln, wd, lean in FINGERS:
        a = d * lean
        curl = -d * 0.2 * np.sign(lean or 1)  # the tips bend a little inward: cupped
        pts = []
        for k in range(10):
            t = k / 9
            aa = a + curl * t * t
            pts.append((P(ku, kv)[0] + np.sin(aa) * ln * t, P(ku, kv)[1] - np.cos(aa) * ln * t))
        fingers.append(ribbon(pts, [wd * (1 - 0.18 * k / 9) for k in range(10)], 2))
        tips[name] = pts[-1]
        pads.append(ellipse(*pts[-2], wd * 0.36, wd * 0.42, 8))
    thumb_pts = cubic(P(205, 40), P(330, 10), P(400, -60), P(395, -160), 12)
    thumb = ribbon(thumb_pts, [150 - 50 * k / 12 for k in range(13)], 2)
    pads.append(ellipse(*thumb_pts[-2], 40, 46, 8))
    digits = np.maximum.reduce(fingers)
    hand = np.maximum.reduce([palm, heel, mound, wrist, digits, thumb])
    hand = hand * (gy + 30 > YY)
    stone_name = list(STONE)[int(ctx.rng.integers(len(STONE)))]
    stone = rgb(STONE[stone_name])
    hb = mask_bbox(hand)
    ctx.cast_shadow(hand, hb, gy, 0.3)
    ctx.lit(hand, hb, stone, rim=0.7)
    # each finger turned on its own, so the gaps between them read
    for fm in fingers:
        ctx.lit(fm, mask_bbox(fm), stone * 1.02, rim=0.6)
    ctx.lit(thumb, mask_bbox(thumb), stone * 1.02, rim=0.6)
    seams = np.clip(blur(digits, 3) * 2 - digits, 0, 1) * palm
    blend(ctx.img, np.clip(seams * 2, 0, 1), rgb("#3a3a34"), 0.5)
    # the hollow of the palm: a soft shadow bowl; the finger pads turned up to the light
    bowl = blur(tilted_ellipse(*P(0, -5), 235, 110, 0), 30) * palm
    blend(ctx.img, bowl, mix(stone * 0.45, rgb(ctx.pal.ink), 0.35), 0.6)
    blend(ctx.img, np.maximum.reduce(pads) * hand, mix(stone, light, 0.5), 0.35)
    # stone texture: mottling, lichen, moss on the upper surfaces
    g = ctx.side()
    mot = smooth_noise(g, 18) - 0.5
    ctx.img[:] = ctx.img * (1 + 0.14 * mot * hand)[..., None]
    lichen = np.clip((smooth_noise(g, 14) - 0.78) * 5, 0, 1) * hand
    blend(ctx.img, lichen, rgb("#d8d4b0"), 0.2)
    upper = np.clip((blur(hand, 10) - np.roll(blur(hand, 10), -22, 0)) * 4, 0, 1)
    mossy = hand * np.clip((aniso_noise(g, 30, 60) - 0.45) * 4, 0, 1)
    blend(ctx.img, mossy * np.clip(upper + (hy + 150 < YY) * 0.8, 0, 1), rgb(MOSS), 0.8)
    blend(ctx.img, mossy * upper, rgb(MOSS_LIT), 0.5)
    # the roots of the trees twining round the wrist: up across its front from the ground on
    # one side and round behind it on the other, and spreading out over the ground
    roots = []
    for k in range(3):
        sgn = 1 if k % 2 else -1
        y1 = 150 + k * ctx.u(45, 60)
        knots = [
            P(-sgn * ctx.u(330, 430), gy - hy + ctx.u(30, 70)),
            P(-sgn * 250, y1 + 120),
            P(-sgn * 188, y1 + 20),
            P(0, y1 + 60),  # sagging round the wrist's front
            P(sgn * 188, y1 - 5),
        ]
        pts = _smooth(knots, 8)
        w0 = ctx.u(36, 50)
        n = len(pts)
        roots.append(ribbon(pts, [w0 * (1 - 0.4 * j / n) for j in range(n)], 2))
    for k in range(2):
        sgn = 1 if k % 2 else -1
        a0 = P(sgn * 160, gy - hy + 5)
        e0 = P(sgn * ctx.u(360, 560), gy - hy + ctx.u(50, 170))
        m1 = (a0[0] * 0.6 + e0[0] * 0.4, a0[1] * 0.6 + e0[1] * 0.4 - 30)
        m2 = (a0[0] * 0.25 + e0[0] * 0.75, a0[1] * 0.25 + e0[1] * 0.75 + 15)
        pts = _smooth([a0, m1, m2, e0], 6)
        roots.append(ribbon(pts, [34 - 26 * j / len(pts) for j in range(len(pts))], 2))
    root_m = np.maximum.reduce(roots)
    ctx.lit(root_m, mask_bbox(root_m), rgb(ROOT), rim=0.5)
    blend(ctx.img, root_m * np.clip((aniso_noise(g, 12, 40) - 0.6) * 4, 0, 1), rgb(MOSS), 0.6)
    # the fawn curled asleep in the palm (drawn for a head on the thumb's side, f = d)
    f = d
    fx, fy = P(ctx.u(-10, 20), -28)
    k = 1.15

    def F(u: float, v: float) -> Pt:
        return (fx + f * u * k, fy + v * k)

    def el(u: float, v: float, rx: float, ry: float, a: float = 0.0) -> Arr:
        return tilted_ellipse(*F(u, v), rx * k, ry * k, f * a)

    body = el(0, 0, 120, 58)
    haunch = el(-78, -4, 64, 58)
    hind = ribbon([F(-100, 40), F(-30, 54), F(30, 58)], [34 * k, 24 * k, 15 * k], 2)
    front = ribbon([F(96, 28), F(132, 50), F(88, 63)], [22 * k, 17 * k, 13 * k], 2)
    neck = ribbon([F(92, -8), F(102, -48), F(78, -70)], [70 * k, 60 * k, 50 * k], 2)
    head = el(28, -70, 56, 30, 0.12)
    muzzle = el(-30, -62, 30, 16, 0.12)
    ears = np.maximum(el(92, -84, 46, 20, -0.05), el(80, -100, 44, 19, -0.45))
    tail = el(-136, -20, 15, 11, 0.4)
    fawn = np.maximum.reduce([body, haunch, hind, front, neck, head, muzzle, ears])
    fb = mask_bbox(fawn)
    before = ctx.img.copy()
    blend(ctx.img, blur(ellipse(*F(0, 48), 150 * k, 30 * k, 4), 10), rgb("#22201a"), 0.55)
    fur = rgb(FAWN)
    ctx.lit(np.maximum(body, haunch), fb, fur, rim=0.7)
    ctx.lit(np.maximum(hind, front), fb, fur * 0.8, rim=0.5)
    ctx.lit(neck, mask_bbox(neck), fur * 1.04, rim=0.6)
    belly = el(10, 36, 100, 22) * body
    blend(ctx.img, blur(belly, 5), rgb(CREAM), 0.55)
    ctx.lit(ears, mask_bbox(ears), fur * 0.9, rim=0.6)
    inner = np.maximum(el(94, -84, 32, 10, -0.05), el(82, -100, 30, 9, -0.45)) * ears
    blend(ctx.img, inner, rgb("#e8b098"), 0.6)
    ctx.lit(head, mask_bbox(head), fur * 1.05, rim=0.6)
    ctx.lit(muzzle, mask_bbox(muzzle), mix(fur, rgb(CREAM), 0.45), rim=0.4)
    ctx.lit(tail, mask_bbox(tail), rgb(CREAM), rim=0.3)
    # the heel of the hand's front lip, in front of the fawn's underside: it lies in the hollow
    lip = tilted_ellipse(*P(30, 85), 265, 100, d * 0.06) * np.clip((YY - fy - 44 * k) / 8, 0, 1)
    lip = lip[..., None]
    ctx.img[:] = ctx.img * (1 - lip) + before * lip
    fawn = fawn * (1 - lip[..., 0])
    focus_on(ctx, fawn, 3, 3.0)
    # the robin on the tip of the index finger, looking down at the fawn
    tx, ty = tips["index"]
    bx, by = tx - d * 6, ty - 46
    r_body = tilted_ellipse(bx, by, 44, 32, -d * 0.35)
    r_head = disc(bx + d * 34, by - 30, 23, 1.5)
    r_tail = polygon_fine([(bx - d * 30, by - 6), (bx - d * 88, by + 26), (bx - d * 80, by + 40)])
    robin = np.maximum.reduce([r_body, r_head, r_tail])
    ctx.lit(robin, mask_bbox(robin), rgb("#6a5440"), rim=0.6)
    breast = disc(bx + d * 26, by - 4, 26, 1.5) * np.maximum(r_body, r_head)
    blend(ctx.img, breast * (by - 26 < YY), rgb("#e0662a"), 0.9)
    beak = polygon_fine([(bx + d * 52, by - 36), (bx + d * 70, by - 22), (bx + d * 50, by - 26)])
    blend(ctx.img, beak, rgb("#3a2a1a"), 0.95)
    focus_on(ctx, np.maximum(robin, beak), 3, 2.5)
    # after the paint: the creases of the fingers, cracks, ferns, spots, eyes, legs, motes
    creases = []
    for _name, ku, kv, ln, wd, lean in FINGERS:
        a = d * lean
        for t in (0.38, 0.68):
            cx = P(ku, kv)[0] + np.sin(a) * ln * t
            cy = P(ku, kv)[1] - np.cos(a) * ln * t
            hw = wd * 0.36
            creases.append(
                [
                    (cx - np.cos(a) * hw, cy - np.sin(a) * hw),
                    (cx, cy + 5),
                    (cx + np.cos(a) * hw, cy - np.sin(a) * hw),
                ]
            )
    after_mask(ctx, polylines(creases, 3.5) * digits, "#3c3a32", 0.55)
    lines = [cubic(P(-150, 60), P(-60, 110), P(60, 100), P(170, 40), 12)]
    lines.append(cubic(P(120, -40), P(150, 20), P(160, 80), P(140, 130), 10))
    after_mask(ctx, polylines(lines, 3.5) * palm * (1 - fawn), "#44423a", 0.5)
    cracks = []
    for _ in range(6):
        x0, y0 = P(float(g.uniform(-150, 150)), float(g.uniform(150, 300)))
        pts = [(x0, y0)]
        for _ in range(4):
            pts.append(
                (pts[-1][0] + float(g.uniform(-18, 18)), pts[-1][1] + float(g.uniform(10, 26)))
            )
        cracks.append(pts)
    after_mask(ctx, polylines(cracks, 2.5) * wrist * (1 - root_m), "#34322c", 0.45)
    fronds: list[list[Pt]] = []
    for j in range(7):
        side = -1 if j % 2 else 1
        base = P(side * float(g.uniform(170, 330)), gy - hy + float(g.uniform(0, 40)))
        fronds += _fern(g, base, side * float(g.uniform(0.2, 0.6)), float(g.uniform(70, 130)))
    fronds += _fern(g, P(-250, 30), -d * 0.5, 70)
    fronds += _fern(g, P(285, -40), d * 0.4, 60)
    ferns = polylines(fronds, 4)
    after_mask(ctx, ferns, FERN, 0.9)
    after_mask(ctx, polylines(fronds, 1.8), "#b8d87a", 0.5)
    spots = np.zeros((H, W), np.float32)
    for j in range(12):
        u = -125 + j * 18 + float(g.uniform(-5, 5))
        v = -40 + 0.0022 * u * u + float(g.uniform(-4, 6)) + (j % 2) * 20
        spots = np.maximum(spots, disc(*F(u, v), float(g.uniform(6.5, 8.5)), 1.2))
    after_mask(ctx, spots * np.maximum(body, haunch), "#fff4e4", 0.9)
    eye = F(22, -78)
    after_mask(
        ctx,
        polylines(
            [[(eye[0] - 12, eye[1] - 2), (eye[0], eye[1] + 4), (eye[0] + 12, eye[1] - 2)]], 2.5
        ),
        FAWN_DARK,
        0.9,
    )
    after_mask(ctx, disc(*F(-56, -60), 8, 1.2), "#1a120c", 0.95)
    # a fine dark contour keeps the fawn's head, ears and back crisp at hand size
    outline = np.clip((blur(fawn, 2.5) - fawn) * 2.5, 0, 1)
    after_mask(ctx, outline, FAWN_DARK, 0.55)
    head_line = np.clip((blur(np.maximum.reduce([head, muzzle, ears]), 2) - head) * 2, 0, 1)
    after_mask(ctx, head_line * body, FAWN_DARK, 0.6)
    r_eye = (bx + d * 40, by - 36)
    after_mask(ctx, disc(*r_eye, 5, 1), "#0e0a08", 0.95)
    legs = [
        [(bx - d * 4, by + 26), (bx - d * 2, ty - 10)],
        [(bx + d * 10, by + 26), (bx + d * 12, ty - 10)],
    ]
    after_mask(ctx, polylines(legs, 3), "#3a2a1a", 0.9)
    motes = np.zeros((H, W), np.float32)
    for _ in range(60):
        px, py = float(g.uniform(0, W)), float(g.uniform(0, hy))
        if blur(shaft, 1)[int(py), int(np.clip(px, 0, W - 1))] > 0.5:
            motes = np.maximum(motes, disc(px, py, float(g.uniform(1.5, 3.2)), 1))
    after_mask(ctx, motes, "#fff8e0", 0.8)
    later_glow(ctx, *P(0, -20), 320, "#fff2cc", 0.18)
    focus_on(ctx, hand, 6, 1.2, weight=0.7)
    add_element(
        ctx,
        f"a giant old {stone_name} hand rising out of the ground, palm up",
        "main",
        mask_bbox(hand),
        ("hand", "stone", "giant", "palm", "earth", "moss", "ancient", "statue"),
    )
    add_element(
        ctx,
        "a small spotted fawn curled asleep in the palm",
        "secondary",
        fb,
        ("animal", "fawn", "deer", "baby", "sleep", "young"),
    )
    add_element(
        ctx,
        "a robin on a stone fingertip",
        "secondary",
        mask_bbox(robin),
        ("animal", "bird", "robin", "small"),
    )
    add_element(
        ctx, "tree roots twining round the wrist", "secondary", mask_bbox(root_m), ("root", "tree")
    )
    return Painted(
        f"In a misty forest clearing, a giant old {stone_name} hand grown over with moss and "
        "little ferns rises out of the ground palm up, tree roots twining round its wrist; a small "
        "spotted fawn lies curled asleep in its palm, a robin sits on the tip of one stone finger "
        "looking down at it, and far off in the mist a deer stands watching.",
        ["trust", "protection", "safety", "mother nature", "sleep", "ancient", "care"],
        setting="in shafts of morning light",
    )


PREMISE = Premise(
    name="earth-holds-the-fawn",
    figure="hand",
    palettes=("mist", "spring", "dawn"),
    stage=stage,
    max_cards=1,
    frame=False,
)
