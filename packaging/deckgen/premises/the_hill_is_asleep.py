"""Premise "the-hill-is-asleep": a round green hill with a little farm on top, a winding
path, a few trees and a flock of grazing sheep is a huge fox asleep under the turf. At its
low end its head shows through the grass: a pointed ear, a closed eye, a russet muzzle and a
black nose, whose slow breath puffs a little mist and combs the grass flat; its bushy tail
curls round the foot of the hill as a hedge with a white tip, and a small
black-and-white sheepdog sits nose to nose with it, looking up at the closed eye.

The fox-hill (body, haunch, head, snout, ears, tail-hedge), the farm, the trees, the sheep and
the dog are drawn from shapes; the eyelid, lashes, whiskers, breath and sheep's faces come
after the paint.
"""

from __future__ import annotations

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
    box,
    disc,
    ellipse,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
GRASS, MEADOW, FAR = "#86b85c", "#5a8c4c", "#a2aeb0"  # the hill, the near meadow, far land
FUR, CREAM, NOSE = "#c0622a", "#f4e6cc", "#1c1410"


def _turf(ctx: Ctx, m: Arr, col: np.ndarray, cx: float, cy: float) -> None:
    """Green turf over mask `m`, lit as a volume, its grass combed round (cx, cy) like fur."""
    ctx.lit(m, mask_bbox(m), col, rim=0.9)
    ang = np.arctan2(YY - cy, XX - cx)
    rad = np.hypot(XX - cx, YY - cy)
    side = ctx.side()
    comb = np.sin(ang * 90 + np.sin(rad / 37) * 2.5 + side.uniform(0, 6)) * 0.5 + 0.5
    patch = aniso_noise(side, 60, 24) - 0.5
    blend(ctx.img, m * (comb > 0.72), mix(col, rgb("#2f5a2a"), 0.5), 0.2)
    blend(ctx.img, m * np.clip(patch * 2.5, 0, 1), rgb("#b8d27a"), 0.22)


def _sheep(ctx: Ctx, pts: list[Pt], size: float, d: int) -> Arr:
    """Small grazing sheep: a woolly body, a dark face lowered to the grass, dark legs."""
    bodies, faces, legs = [], [], []
    for x, y in pts:
        k = size * float(ctx.u(0.85, 1.1))
        bodies.append(ellipse(x, y, k, k * 0.62, 2))
        bodies.append(ellipse(x - d * k * 0.35, y - k * 0.28, k * 0.55, k * 0.45, 2))
        faces.append(tilted_ellipse(x + d * k * 1.05, y + k * 0.2, k * 0.34, k * 0.22, d * 0.9))
        legs.append([(x - k * 0.5, y + k * 0.4), (x - k * 0.5, y + k * 0.95)])
        legs.append([(x + k * 0.45, y + k * 0.4), (x + k * 0.5, y + k * 0.95)])
    body = np.maximum.reduce(bodies)
    ctx.lit(body, mask_bbox(body), rgb("#f2eee2"), rim=0.6, separate=False)
    focus_on(ctx, body, 3, 2.0)
    face = np.maximum.reduce(faces)
    after_mask(ctx, polylines(legs, size * 0.18), "#2a2420", 0.9)
    after_mask(ctx, face, "#2a2420", 0.95)
    return np.maximum(body, face)


def _dog(ctx: Ctx, x: float, gy: float, k: float, d: int) -> Arr:
    """A black-and-white sheepdog sitting in profile facing `d`, head raised to look up."""

    def P(u: float, v: float) -> Pt:
        return (x + d * u * k, gy - v * k)

    haunch = ellipse(*P(-40, 62), 70 * k, 62 * k, 2)
    chest = tilted_ellipse(*P(8, 120), 50 * k, 92 * k, d * 0.32)
    head = tilted_ellipse(*P(40, 214), 58 * k, 50 * k, -d * 0.25)
    muzzle = tilted_ellipse(*P(94, 222), 40 * k, 22 * k, -d * 0.35)
    ear = tilted_ellipse(*P(4, 244), 17 * k, 38 * k, d * 0.7)
    leg = ribbon([P(40, 130), P(46, 60), P(50, 6)], [26 * k, 22 * k, 20 * k], 2)
    paw = ellipse(*P(60, 5), 24 * k, 9 * k, 2)
    tail = ribbon(cubic(P(-80, 24), P(-110, -6), P(0, -10), P(70, -4), 10), [28 * k] * 11, 2)
    dog = np.maximum.reduce([haunch, chest, head, muzzle, ear, leg, paw, tail])
    bb = mask_bbox(dog)
    ctx.cast_shadow(dog, bb, gy, 0.35)
    ctx.contact(dog, bb)
    ctx.lit(dog, bb, rgb("#221e22"), rim=0.8, separate=False)
    white = np.maximum.reduce(
        [
            tilted_ellipse(*P(38, 150), 28 * k, 60 * k, d * 0.3),
            muzzle * (P(0, 222)[1] < YY),
            leg * (gy - 80 * k < YY),
            paw,
            tail * disc(*P(70, -4), 34 * k, 3),
        ]
    )
    ctx.lit(np.clip(white, 0, 1) * dog, bb, rgb("#f4f0e8"), rim=0.4)
    after_mask(ctx, disc(*P(118, 228), 8 * k, 1.5), NOSE, 0.95)
    after_mask(ctx, disc(*P(58, 222), 6 * k, 1.2), "#0c0806", 0.95)
    after_mask(ctx, disc(*P(59, 224), 2 * k, 1), "#fff6e0", 0.9)
    focus_on(ctx, dog, 4, 2.0)
    return dog


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the fox's head is on side s
    grass = rgb(GRASS)
    gy = H * ctx.u(0.75, 0.77)  # where the hill meets the meadow
    # the sky: a morning sun high on the head's side, a few soft clouds
    ctx.texture_sky()
    sx = W / 2 + s * W * ctx.u(0.22, 0.3)
    ctx.celestial(sx, H * ctx.u(0.1, 0.14), 70, "sun")
    ctx.light = (sx, H * 0.05)
    ctx.clouds(3, 0.06, 0.3, 0.4)
    ctx.hills(ctx.u(0.52, 0.55), 2, amp=30, cell=300, ground=FAR)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    meadow = box(-5, gy - 40, W + 5, H + 5, 30)
    n = aniso_noise(ctx.rng, 120, 30) - 0.5
    depth = np.clip((YY - gy) / (H - gy), 0, 1)
    near = mix(rgb(MEADOW), rgb(FAR), 0.45)[None, None, :] * (1 - depth[..., None])
    near = near + rgb(MEADOW)[None, None, :] * depth[..., None]
    ground = near * (1.02 - 0.2 * depth + 0.2 * n)[..., None]
    blend(ctx.img, meadow, np.clip(ground, 0, 1), 0.9)
    # the winding path, from the near meadow up the flank to the farm
    bx = W / 2 - s * W * 0.17  # the body's centre
    top = (bx - s * 40, gy - H * ctx.u(0.32, 0.34))
    path_pts = cubic(
        (W / 2 - s * 230, H + 20),
        (W / 2 - s * 200, gy + 160),
        (bx - s * 420, gy - 110),
        (top[0] - s * 10, top[1] + 30),
        40,
    )
    # the fox asleep: a body curled into a hill, a haunch at the back, the head at the front
    body = ellipse(bx, gy + 40, W * 0.31, gy + 40 - top[1], 3) * (gy + 30 > YY)
    haunch = ellipse(bx - s * 180, gy - 120, 170, 170, 3)
    hx, hy = W / 2 + s * W * 0.03, gy - 80  # the head's centre, resting on its paw
    q = 1.2

    def A(u: float, v: float) -> Pt:  # a point of the head, u toward the nose, v down
        return (hx + s * u * q, hy + v * q)

    head = tilted_ellipse(hx, hy, 160 * q, 125 * q, s * 0.25)
    tip = A(190, 90)
    snout = polygon_fine([A(20, -70), A(180, 50), tip, A(-10, 110)])
    ear = polygon_fine([A(-115, -55), A(-95, -300), A(25, -95)])
    ear2 = polygon_fine([A(-5, -95), A(55, -255), A(105, -70)])
    paw = tilted_ellipse(*A(80, 128), 125 * q, 36 * q, 0)
    fox = np.maximum.reduce([body, haunch, head, snout, ear, ear2, paw])
    fb = mask_bbox(fox)
    ctx.cast_shadow(fox, fb, gy + 30, 0.3)
    blend(ctx.img, blur(fox, 30) * (1 - fox) * (gy > YY), ctx.c("light"), 0.3)  # morning haze
    _turf(ctx, np.maximum(body, haunch), grass, bx, gy)
    crease = polylines([cubic(*[(bx - s * u, gy - v) for u, v in HAUNCH], 20)], 9)
    blend(ctx.img, crease * body, mix(grass, rgb("#1f3a1c"), 0.6), 0.6)
    _turf(ctx, ear2, mix(grass, rgb("#2f4a28"), 0.3), hx, hy)
    _turf(ctx, paw, grass * 1.1, hx, hy)
    toes = paw * blur(disc(*A(200, 128), 40 * q, 2), 12)
    blend(ctx.img, toes, rgb(FUR), 0.8)
    skull = np.maximum(head, snout)
    before = ctx.img.copy()
    ctx.lit(skull, mask_bbox(skull), rgb(FUR), rim=0.5)
    fur = ctx.img.copy()
    ctx.img[:] = before
    _turf(ctx, np.maximum(skull, ear), grass * 1.05, hx, hy)
    blend(ctx.img, blur(polygon_fine([A(u, v) for u, v in INNER]), 4), rgb("#8a4424"), 0.85)
    blend(
        ctx.img,
        blur(polygon_fine([A(u, v) for u, v in INNER2]), 4) * (1 - head),
        rgb("#6a321a"),
        0.8,
    )
    # where the turf wears thin, the fox shows: russet cheek and muzzle, a cream chin
    face = np.clip(skull * blur(disc(*A(120, 25), 150 * q, 2), 40) * 1.5, 0, 1)
    blend(ctx.img, face, fur)
    chin = skull * ellipse(*A(130, 90), 140 * q, 40 * q, 10)
    blend(ctx.img, chin, rgb(CREAM), 0.85)
    nose = disc(*A(183, 76), 28, 2)
    ctx.lit(nose, mask_bbox(nose), rgb(NOSE), rim=0.7, separate=False)
    for e in (A(-95, -300), A(55, -255)):
        blend(ctx.img, disc(e[0], e[1], 50, 3) * np.maximum(ear, ear2), rgb("#2a1e16"), 0.85)
    focus_on(ctx, np.maximum.reduce([head, snout, ear, ear2, paw]), 4, 2.5)
    focus_on(ctx, np.maximum(body, haunch), 20, 0.5)
    # the tail: a thick hedge curling round the hill's foot, its tip in white blossom
    tail_pts = cubic(
        (bx - s * 300, gy - 20),
        (bx - s * 380, gy + 190),
        (hx - s * 200, gy + 230),
        (hx + s * 90, gy + 170),
        30,
    )
    tail = ribbon(tail_pts, [40 + 100 * np.sin(np.pi * k / 30) ** 0.6 for k in range(31)], 3)
    way = ribbon(path_pts, [120 - 70 * k / 40 for k in range(41)], 3)
    gate = blur(way, 6) > 0.2
    bush = ctx.side()
    rough = blur(tail, 12) - 0.45 + 0.3 * (smooth_noise(bush, 16) - 0.5)
    white = (
        blur(tail, 3) * (1 - gate) * np.clip(sum(disc(x, y, 60, 6) for x, y in tail_pts[-4:]), 0, 1)
    )
    tail = np.maximum(np.clip(rough * 6, 0, 1) * (1 - gate), white)
    ctx.lit(np.clip(tail - white, 0, 1), mask_bbox(tail), rgb("#264a28"), rim=0.5)
    ctx.lit(white, mask_bbox(tail), rgb("#f4f2ea"), rim=0.4, separate=False)
    leaves = smooth_noise(bush, 9)
    blend(ctx.img, tail * (leaves > 0.62) * (1 - white), rgb("#5f8f44"), 0.5)
    blend(ctx.img, tail * (leaves < 0.3) * (1 - white), rgb("#1c3a1c"), 0.5)
    blend(ctx.img, white, rgb("#fffaf2"), 0.45)
    # the path over the hill and through the gap in the hedge
    depthy = np.clip((YY - top[1]) / (H - top[1]), 0, 1)
    blend(
        ctx.img,
        way * (1 - np.maximum.reduce([skull, ear, ear2, paw])),
        rgb("#d8c08a") * (0.85 + 0.2 * depthy)[..., None],
        0.9,
    )
    # the farm on top: a white house with a red roof, a red barn, three round trees
    fx, fy = top[0], top[1] + 18
    farm = _farm(ctx, fx, fy, s)
    trees = []
    for u, h in ((-170, 130), (150, 110), (230, 90)):
        tx = fx - s * u
        ty = float(np.argmax(fox[:, int(tx)] > 0.5)) + 12
        tm = np.maximum(
            ellipse(tx, ty - h * 0.75, h * 0.42, h * 0.45, 2),
            box(tx - 7, ty - h * 0.4, tx + 7, ty + 6, 1.5),
        )
        trees.append(tm)
    tr = np.maximum.reduce(trees)
    ctx.lit(tr, mask_bbox(tr), rgb("#2f5a30"), rim=0.6)
    focus_on(ctx, tr, 3, 1.5)
    # sheep grazing on the flank
    sheep_at = [
        (bx - s * 290, gy - 250),
        (bx - s * 200, gy - 330),
        (bx - s * 60, gy - 200),
        (bx + s * 120, gy - 300),
        (bx - s * 260, gy - 70),
        (bx + s * 40, gy - 90),
    ]
    flock = _sheep(ctx, sheep_at[: 4 + int(ctx.rng.integers(0, 3))], 30, s)
    # the dog, nose to nose with the fox, looking up at its closed eye
    kd = 1.2
    dog = _dog(ctx, tip[0] + s * (118 * kd - 4), tip[1] - 14 + 228 * kd, kd, -s)
    # after the paint: the closed eye with lashes, whiskers, the breath puffing mist
    ex, ey = A(40, -30)
    lid = cubic(
        (ex - s * 66, ey - 12),
        (ex - s * 24, ey + 26),
        (ex + s * 30, ey + 26),
        (ex + s * 66, ey - 5),
        12,
    )
    lashes = [[lid[i], (lid[i][0] + s * 4, lid[i][1] + 18)] for i in (3, 6, 9)]
    after_mask(ctx, polylines([lid, *lashes], 7), "#1a120c", 0.95)
    claws = [[A(195 + 14 * j, 112 + 12 * j), A(215 + 14 * j, 118 + 12 * j)] for j in range(3)]
    after_mask(ctx, polylines(claws, 5), "#4a2412", 0.8)
    wh = [
        cubic(
            (tip[0] - s * 50, tip[1] - 8 + 14 * j),
            (tip[0] - s * 10, tip[1] + 10 * j),
            (tip[0] + s * 40, tip[1] + 20 * j),
            (tip[0] + s * 80, tip[1] + 34 * j),
            8,
        )
        for j in range(3)
    ]
    after_mask(ctx, polylines(wh, 3), "#f4ead6", 0.7)
    puff = np.maximum.reduce(
        [
            ellipse(tip[0] + s * (60 + 36 * j), tip[1] - 60 - 22 * j, 34 + 10 * j, 22 + 6 * j, 8)
            for j in range(3)
        ]
    )
    after_mask(ctx, puff * (1 - dog), "#ffffff", 0.45)
    blown = [
        [
            (tip[0] + s * (20 + 24 * j), gy + 20 + 10 * j),
            (tip[0] + s * (70 + 24 * j), gy - 10 + 10 * j),
        ]
        for j in range(4)
    ]
    after_mask(ctx, polylines(blown, 5) * (1 - dog), mix(grass, rgb("#e8f4b0"), 0.4), 0.8)
    whole = np.clip(fox + tail, 0, 1)
    add_element(
        ctx,
        "a green hill that is a huge fox asleep",
        "main",
        mask_bbox(whole),
        ("hill", "fox", "animal", "sleep", "giant", "landscape"),
    )
    add_element(
        ctx,
        "a black-and-white sheepdog",
        "secondary",
        mask_bbox(dog),
        ("dog", "animal", "faithful", "farm"),
    )
    add_element(
        ctx,
        "a little farm on top of the hill",
        "secondary",
        mask_bbox(farm),
        ("house", "farm", "home"),
    )
    add_element(ctx, "grazing sheep", "secondary", mask_bbox(flock), ("sheep", "animal", "farm"))
    add_element(
        ctx, "a hedge that is the fox's tail", "secondary", mask_bbox(tail), ("hedge", "tail")
    )
    return Painted(
        "A round green hill with a little farm on top, a winding path, a few trees and "
        "grazing sheep is a huge fox asleep under the grass: at the foot of the hill its head "
        "rests on a green paw, its pointed ears, closed eye, russet muzzle and black nose "
        "showing through the turf, and its breath puffs a little mist; its bushy tail curls "
        "round the hill as a hedge with a white tip, and a small black-and-white sheepdog "
        "sits nose to nose with it, looking up at the closed eye.",
        ["sleep", "the unnoticed", "giant", "home", "patience", "secret", "calm"],
    )


HAUNCH = ((330, 40), (420, 160), (280, 330), (90, 300))


INNER = ((-85, -85), (-88, -240), (-10, -105))  # the russet inside of the near ear
INNER2 = ((15, -95), (52, -215), (85, -80))  # and of the far one


def _farm(ctx: Ctx, x: float, y: float, s: int) -> Arr:
    """A white farmhouse with a red roof and a chimney, and a red barn beside it."""
    house = box(x - 55, y - 70, x + 55, y, 1.5)
    roof = polygon_fine([(x - 70, y - 66), (x, y - 130), (x + 70, y - 66)])
    chim = box(x + 25, y - 135, x + 42, y - 95, 1.5)
    b0 = x + s * 75
    barn = box(min(b0, b0 + s * 110), y - 60, max(b0, b0 + s * 110), y + 4, 1.5)
    broof = polygon_fine([(b0 - s * 8, y - 56), (b0 + s * 55, y - 108), (b0 + s * 118, y - 56)])
    ctx.lit(np.maximum(barn, broof), mask_bbox(np.maximum(barn, broof)), rgb("#a83a2a"), rim=0.5)
    ctx.lit(house, mask_bbox(house), rgb("#f2ece0"), rim=0.5)
    ctx.lit(np.maximum(roof, chim), mask_bbox(roof), rgb("#b84a30"), rim=0.5)
    win = np.maximum(box(x - 35, y - 50, x - 15, y - 28, 1), box(x + 15, y - 50, x + 35, y - 28, 1))
    blend(ctx.img, win, rgb("#4a5a6a"), 0.9)
    blend(ctx.img, box(x - 10, y - 40, x + 10, y, 1), rgb("#6a3a22"), 0.9)
    farm = np.maximum.reduce([house, roof, chim, barn, broof])
    focus_on(ctx, farm, 3, 2.5)
    return farm


PREMISE = Premise(
    name="the-hill-is-asleep",
    figure="fox",
    palettes=("lavender",),
    stage=stage,
    max_cards=1,
    frame=False,
)
