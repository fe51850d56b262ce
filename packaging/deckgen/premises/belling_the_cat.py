"""Premise "belling-the-cat": Aesop's fable. In a quiet room a big cat dozes on a rug like a
loaf, its eyes shut; the mice have propped a little wooden ladder against its chest: two hold
the ladder at the foot and look up in fear, and the one at the top, on tiptoe, holds out a
shiny golden bell on a red ribbon toward the cat's neck, while a fourth mouse peeps out of a
mouse hole in the skirting board.

The cat is drawn from parts (a loaf of a body, a haunch, a chest, a head held up with its eyes
shut, two ears, tucked forepaws, the tail round its rear); the ladder, the bell, the window and
its curtains from shapes; the mice are the kit's "rat" icon (a mouse reared up). The shut
eyes, whiskers, the bell's slot and glint and the mice's trembling come after the paint.
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
    fbm,
    glow,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, segment

Pt = tuple[float, float]
FURS = {
    "charcoal grey": ("#4a4852", "#2c2a32"),
    "black": ("#302c32", "#18161a"),
    "slate blue-grey": ("#4a5466", "#262c38"),
}
RUGS = ("#b8483a", "#4a7898", "#9a6a3a")
MOUSE = "#c8b8a8"
GOLD = "#f4c22c"
RIBBON = "#d42a2a"
SETTING = {
    "dawn": "in pink dawn light",
    "mist": "in soft grey-green morning light",
    "mint": "in pale mint light",
}


def _room(ctx: Ctx, s: int, fy: float, rug_c: Pt, rug_col: np.ndarray, aim: Pt) -> None:
    """A papered wall with a curtained window on side s, its light falling toward `aim`, a
    skirting board at fy, dark floorboards, and an oval rug centred at rug_c."""
    wall = mix(ctx.sky_at(0.3), ctx.c("ink"), 0.1)
    plaster = fbm(ctx.rng, 150, 3) - 0.5
    ctx.img[:] = wall * (1 + 0.1 * plaster - 0.2 * np.clip(1 - YY / fy, 0, 1))[..., None]
    paper = blur((np.sin(XX / W * np.pi * 16) > 0.7).astype(np.float32), 2) * (fy > YY)
    blend(ctx.img, paper, mix(wall, ctx.c("light"), 0.25), 0.35)
    # the window: a soft sky and far hills through it, curtains drawn back to both sides
    wx0, wx1 = sorted((W / 2 + s * W * 0.15, W / 2 + s * W * 0.37))
    wy0, wy1 = H * 0.07, H * 0.3
    view = ctx.sub(ctx.pal.name)
    view.texture_sky(0.05)
    view.hills(0.27, 2, amp=30)
    glow(ctx.img, (wx0 + wx1) / 2, (wy0 + wy1) / 2, 380, ctx.pal.light, 0.3)
    ctx.window(wx0, wy0, wx1, wy1, view.img)
    ctx.light = ((wx0 + wx1) / 2, wy0 + 40)
    drape = mix(rug_col, ctx.c("ink"), 0.35)
    folds = 0.8 + 0.35 * np.sin(XX / 15) ** 2
    for e, d in ((wx0, -1), (wx1, 1)):
        pts = [(e - d * 50, wy0 - 60), (e + d * 90, wy0 - 60), (e + d * 30, H * 0.22)]
        pts += [(e + d * 100, wy1 + 50), (e - d * 10, wy1 + 50), (e - d * 20, H * 0.22)]
        cm = polygon_fine(pts)
        blend(ctx.img, blur(cm, 12), ctx.c("ink"), 0.25)
        blend(ctx.img, cm, np.clip(drape[None, None, :] * folds[..., None], 0, 1))
        blend(ctx.img, ellipse(e + d * 18, H * 0.22, 40, 12, 2), rgb("#d8a848"), 0.9)
    blend(ctx.img, box(wx0 - 90, wy0 - 74, wx1 + 90, wy0 - 60, 2), ctx.c("ink"), 0.8)
    # its light: a soft beam from the window down toward the cat's face
    beam = polygon_fine([(wx0, wy1), (wx1, wy1), (aim[0] + 260, aim[1]), (aim[0] - 260, aim[1])])
    blend(ctx.img, blur(beam, 40), ctx.c("light"), 0.16)
    # skirting board and the floor: dark boards in perspective
    floor = mix(rgb("#5a3c28"), ctx.c("ink"), 0.25)
    grain = aniso_noise(ctx.rng, 220, 5) - 0.5
    depth = np.clip((YY - fy) / (H - fy), 0, 1)
    wood = floor[None, None, :] * (0.8 + 0.35 * depth + 0.2 * grain)[..., None]
    blend(ctx.img, box(-5, fy, W + 5, H + 5, 1), np.clip(wood, 0, 1))
    for k in range(1, 9):
        y = fy + (H - fy) * (k / 9) ** 1.4
        blend(ctx.img, box(-5, y, W + 5, y + 3 + k * 0.5, 1), floor * 0.55, 0.6)
    skirt = mix(wall, ctx.c("ink"), 0.25)
    blend(ctx.img, box(-5, fy - 56, W + 5, fy, 1.5), skirt)
    blend(ctx.img, box(-5, fy - 58, W + 5, fy - 50, 1.5), mix(skirt, ctx.c("light"), 0.4))
    blend(ctx.img, box(-5, fy, W + 5, fy + 18, 8), ctx.c("ink"), 0.35)
    # the rug: an oval with a border
    rx, ry = W * 0.56, H * 0.13
    rug = ellipse(rug_c[0], rug_c[1], rx, ry, 3)
    blend(ctx.img, blur(rug, 8), ctx.c("ink"), 0.4)
    tone = 1 + 0.12 * (fbm(ctx.side(), 30, 2) - 0.5)
    blend(ctx.img, rug, np.clip(rug_col[None, None, :] * tone[..., None], 0, 1))
    band = np.clip(rug - ellipse(rug_c[0], rug_c[1], rx - 46, ry - 22, 2), 0, 1)
    blend(ctx.img, band, mix(rgb("#e0b060"), rug_col, 0.35), 0.75)


def _ladder(foot: Pt, top: Pt, width: float, rungs: int) -> tuple[Arr, list[Pt]]:
    """A wooden ladder from the middle of its foot to the middle of its top; returns its mask
    and the middle of each rung, from the bottom."""
    dx, dy = top[0] - foot[0], top[1] - foot[1]
    ln = float(np.hypot(dx, dy))
    nx, ny = -dy / ln * width / 2, dx / ln * width / 2
    m = np.maximum(
        segment(foot[0] - nx, foot[1] - ny, top[0] - nx, top[1] - ny, 15),
        segment(foot[0] + nx, foot[1] + ny, top[0] + nx, top[1] + ny, 15),
    )
    mids = []
    for k in range(rungs):
        t = (k + 0.6) / rungs
        cx, cy = foot[0] + dx * t, foot[1] + dy * t
        m = np.maximum(m, segment(cx - nx, cy - ny, cx + nx, cy + ny, 11))
        mids.append((cx, cy))
    return m, mids


def _bell(ctx: Ctx, paw: Pt, c: Pt, br: float, s: int) -> Arr:
    """A golden bell centred at c, hung by a red ribbon from the paw at `paw`, a bow on top;
    returns the whole mask."""
    rib_pts = cubic(paw, (paw[0] + s * br, paw[1] - br * 0.6), (c[0], c[1] - 2.4 * br), c, 12)
    rib = polylines([rib_pts], 15)
    ctx.lit(rib, mask_bbox(rib), rgb(RIBBON), rim=0.4)
    bow = np.maximum(
        ellipse(c[0] - 0.55 * br, c[1] - 1.05 * br, 0.5 * br, 0.28 * br, 1.5),
        ellipse(c[0] + 0.55 * br, c[1] - 1.05 * br, 0.5 * br, 0.28 * br, 1.5),
    )
    bell = np.maximum(disc(c[0], c[1], br, 1.5), disc(c[0], c[1] - br * 0.95, br * 0.28, 1.2))
    ctx.lit(bell, mask_bbox(bell), rgb(GOLD), rim=0.9)
    ctx.lit(bow, mask_bbox(bow), rgb(RIBBON), rim=0.4)
    sy = c[1] + br * 0.35
    slot = np.maximum(
        segment(c[0] - br * 0.55, sy, c[0] + br * 0.55, sy, br * 0.16), disc(c[0], sy, br * 0.2, 1)
    )
    after_mask(ctx, slot, "#5a3a08", 0.9)
    after_mask(ctx, disc(c[0] - br * 0.35, c[1] - br * 0.35, br * 0.22, 2), "#fffbe8", 0.9)
    after_mask(ctx, polylines([rib_pts], 4), "#ff7a6a", 0.5)
    later_glow(ctx, c[0], c[1], br * 2.6, "#ffe7a0", 0.3)
    gold = np.maximum.reduce([bell, bow, rib])
    focus_on(ctx, gold, 2, 2.5)
    return gold


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cat's head is on side s, on a third
    r = W * ctx.u(0.32, 0.34)
    gy = H * ctx.u(0.79, 0.81)  # where the cat lies
    fy = H * 0.5  # the foot of the wall
    hx, hy = W / 2 + s * W * ctx.u(0.21, 0.23), gy - 1.06 * r  # its head
    bx = hx - s * 0.85 * r  # its body's middle

    def ph(a: float, b: float) -> Pt:  # a point of the head, in units of r, a toward s
        return (hx + s * a * r, hy + b * r)

    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fur, dark = (rgb(c) for c in FURS[fur_name])
    rug_col = rgb(RUGS[int(ctx.rng.integers(len(RUGS)))])
    _room(ctx, s, fy, (bx + s * 0.25 * r, gy + 0.12 * r), rug_col, (hx, hy))
    # the mouse hole in the skirting board behind the cat, and a mouse peeping out of it
    ox = bx - s * 0.45 * r
    hole = np.maximum(
        ellipse(ox, fy - 62, 54, 62, 2) * (fy - 62 > YY), box(ox - 54, fy - 64, ox + 54, fy, 2)
    )
    blend(ctx.img, hole, rgb("#120c0c"))
    blend(ctx.img, np.clip(blur(hole, 6) - hole, 0, 1) * (fy > YY), ctx.c("ink"), 0.5)
    peeper = np.maximum.reduce(
        [disc(ox, fy - 34, 24, 2), disc(ox - 24, fy - 58, 15, 2), disc(ox + 24, fy - 58, 15, 2)]
    )
    ctx.lit(peeper, mask_bbox(peeper), rgb(MOUSE) * 0.9, rim=0.3)
    eyes_p = np.maximum(disc(ox - 9, fy - 38, 4.5, 1), disc(ox + 9, fy - 38, 4.5, 1))
    after_mask(ctx, eyes_p, "#100808", 0.95)
    focus_on(ctx, peeper, 3)
    tags = ("mouse", "hole", "hiding", "fear")
    add_element(ctx, "a mouse peeping out of a mouse hole", "secondary", mask_bbox(hole), tags)
    # the cat: a loaf asleep, paws tucked under, head held up with its eyes shut
    body = ellipse(bx, gy - 0.62 * r, 0.9 * r, 0.66 * r, 2)
    haunch = ellipse(bx - s * 0.4 * r, gy - 0.56 * r, 0.62 * r, 0.6 * r, 2)
    chest = ellipse(bx + s * 0.58 * r, gy - 0.55 * r, 0.46 * r, 0.55 * r, 2)
    trunk = np.maximum.reduce([body, haunch, chest]) * (gy + 2 > YY)
    head = np.maximum(
        ellipse(hx, hy, 0.5 * r, 0.42 * r, 2), ellipse(*ph(0.06, 0.12), 0.5 * r, 0.32 * r, 2)
    )
    muzzle = ellipse(*ph(0.36, 0.16), 0.2 * r, 0.15 * r, 2)
    ear_far = polygon_fine([ph(-0.42, -0.16), ph(-0.36, -0.72), ph(-0.06, -0.34)])
    ear = polygon_fine([ph(0.02, -0.38), ph(0.26, -0.74), ph(0.42, -0.2)])
    paws = np.maximum(
        ellipse(*ph(-0.05, 0.98), 0.3 * r, 0.1 * r, 2),
        ellipse(*ph(0.07, 1.01), 0.28 * r, 0.09 * r, 2),
    )
    tail_pts = cubic(
        (bx - s * 0.85 * r, gy - 0.3 * r), (bx - s * 1.3 * r, gy + 0.05 * r),
        (bx - s * 0.6 * r, gy + 0.16 * r), (bx + s * 0.05 * r, gy + 0.1 * r), 20,
    )  # fmt: skip
    taper = [0.17 * r] * 14 + [r * w for w in (0.15, 0.14, 0.13, 0.11, 0.09, 0.07, 0.05)]
    tail = ribbon(tail_pts, taper)
    cat = np.clip(np.maximum.reduce([trunk, head, muzzle, ear_far, ear, paws, tail]), 0, 1)
    kb = mask_bbox(cat)
    ctx.cast_shadow(cat, kb, gy, 0.4)
    ctx.contact(trunk, mask_bbox(trunk))
    ctx.lit(ear_far, mask_bbox(ear_far), fur * 0.8, rim=0.5)
    ctx.lit(trunk, mask_bbox(trunk), fur, rim=0.8)
    ctx.lit(tail, mask_bbox(tail), fur * 1.05, rim=0.7)
    ctx.lit(paws, mask_bbox(paws), fur * 1.25, rim=0.5)
    hm = np.maximum.reduce([head, ear, muzzle])
    crease = np.clip(blur(hm, 12) * 1.6 - hm, 0, 1) * trunk
    blend(ctx.img, crease, dark, 0.6)
    ctx.lit(hm, mask_bbox(hm), fur * 1.08, rim=0.9)
    blend(ctx.img, muzzle, mix(fur, rgb("#f0e8e0"), 0.45), 0.6)
    blend(
        ctx.img,
        polygon_fine([ph(0.08, -0.36), ph(0.25, -0.62), ph(0.35, -0.26)]),
        rgb("#c88080"),
        0.6,
    )
    # the face after the paint: shut eyes (two arcs), a pink nose, pale whiskers
    eyes = polylines(
        [[ph(-0.11, -0.03), ph(-0.01, 0.06), ph(0.09, -0.03)],
         [ph(0.19, -0.03), ph(0.28, 0.06), ph(0.37, -0.03)]], 9,
    )  # fmt: skip
    after_mask(ctx, eyes, "#0e0a0c", 0.9)
    after_mask(ctx, disc(*ph(0.44, 0.1), 0.045 * r, 1.5), "#d88a8a", 0.95)
    whisk = [[ph(0.4, 0.18 + 0.04 * k), ph(0.74, 0.08 + 0.1 * k)] for k in range(3)]
    after_mask(ctx, polylines(whisk, 2.5), "#f4eee6", 0.75)
    focus_on(ctx, cat, 6, 1.8, box=kb)
    focus_on(ctx, hm, 4, 2.5)
    tags = ("animal", "cat", "sleep", "danger", "home")
    add_element(ctx, f"a big {fur_name} cat asleep on a rug", "main", kb, tags)
    # the ladder leaning on its chest, its top just under the cat's chin
    foot = ph(-0.62, 1.4)
    lad, mids = _ladder(foot, ph(-0.36, 0.44), 0.3 * r, 5)
    blend(ctx.img, blur(lad, 6), dark * 0.6, 0.5)
    ctx.lit(lad, mask_bbox(lad), rgb("#dcb47a"), rim=0.6, separate=True)
    focus_on(ctx, lad, 3, 2.0)
    tags = ("ladder", "climb", "plan")
    add_element(ctx, "a little wooden ladder", "secondary", mask_bbox(lad), tags)
    # the mouse on the top rung, on tiptoe, holding the bell out toward the cat's neck
    mh = 0.52 * r
    mx, my = mids[-1][0] - s * 0.04 * r, mids[-1][1] - mh / 2 + 6
    sec(ctx, "rat", mx, my, mh, fill=MOUSE, flip=s < 0)
    paw = (mx + s * 0.26 * mh, my)
    gold = _bell(ctx, paw, (paw[0] + s * 0.3 * mh, paw[1] + 0.45 * mh), 0.17 * r, s)
    tags = ("bell", "gold", "warning", "ribbon")
    add_element(ctx, "a little golden bell on a red ribbon", "secondary", mask_bbox(gold), tags)
    # the two mice holding the ladder's foot, looking up, trembling
    shake: list[list[Pt]] = []
    fh = 0.46 * r
    for k in (-1, 1):
        fx = foot[0] + k * 0.36 * r
        sec(ctx, "rat", fx, foot[1] + 8 - fh / 2, fh, fill=MOUSE, flip=k > 0)
        for j in (-1, 1):
            x0, y0 = fx - k * (0.54 - 0.06 * j) * fh, foot[1] - fh * (0.75 - 0.12 * j)
            shake.append([(x0, y0), (x0 - k * 0.08 * fh, y0 + 0.15 * fh)])
    after_mask(ctx, polylines(shake, 4), "#f4ead8", 0.8)
    drops = [
        ellipse(mx - s * 0.32 * mh + j * 16, my - 0.58 * mh + j * 22, 5, 8, 1.5) for j in (0, 1)
    ]
    after_mask(ctx, np.maximum.reduce(drops), "#eaf4ff", 0.9)
    return Painted(
        f"In a quiet room a big {fur_name} cat sleeps on a rug with its eyes shut, while the "
        "mice have propped a little ladder against its chest: two hold the ladder and look up "
        "in fear, and the one at the top, on tiptoe, holds out a shiny golden bell on a red "
        "ribbon toward the cat's neck, as a fourth mouse peeps out of a hole in the wall.",
        ["courage", "danger", "teamwork", "plan", "warning", "fear", "the weak against the strong"],
        setting=SETTING[ctx.pal.name],
    )


PREMISE = Premise(
    name="belling-the-cat",
    figure="cat",
    palettes=("mint", "mist", "dawn"),
    stage=stage,
    max_cards=1,
)
