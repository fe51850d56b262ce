"""Premise "musicians-at-the-window": the Town Musicians of Bremen. At night in a wood, outside
a small half-timbered cottage with one bright yellow window, four animals stand stacked one on
another to look in: a donkey at the bottom, a dog standing on its back, a cat on the dog and a
rooster on the cat, all lit warm on one side by the window; a few musical notes rise from them.

The donkey is the icon's head and neck on a body drawn from shapes (barrel, legs, tail); the
dog is drawn from parts (a long body, deep chest, raised head with a long muzzle, a drooping
ear, legs, a tail up); the cat (walking, tail up) and the rooster are icons. Each animal has a
dark seam where it stands on the one below and a cool moonlit rim on the side away from the
window, so the stack reads as four. The notes and the cat's eye come after the paint."""

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
    icon_mask,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
WARM = "#ffc25a"
GLASS = "#ffe9a0"


def _warm_side(ctx: Ctx, m: Arr, f: int, wx: float, wy: float, strength: float) -> None:
    """The window's warm light on the side of a figure that faces it: a wash over that half
    and a bright rim along its edge."""
    x0, y0, x1, y1 = mask_bbox(m)
    span = max(40.0, (x1 - x0) * 0.6)
    mid = (x0 + x1) / 2
    side = np.clip((XX - mid) * f / span + 0.35, 0, 1) * m
    blend(ctx.img, side, rgb(WARM), 0.32 * strength)
    d = np.hypot(wx - mid, wy - (y0 + y1) / 2) or 1.0
    kx, ky = round((wx - mid) / d * 9), round((wy - (y0 + y1) / 2) / d * 9)
    rim = np.clip(m - np.roll(np.roll(m, ky, 0), kx, 1), 0, 1)
    blend(ctx.img, rim, rgb(GLASS), 0.85 * strength)


def _outline(ctx: Ctx, m: Arr, below: Arr) -> None:
    """A dark seam where a figure sits on the one below it."""
    ring = np.clip(blur(m, 5) * 3, 0, 1) * below
    blend(ctx.img, ring, rgb("#120e14"), 0.9)


def _dog(x: float, y: float, d: float, f: int) -> tuple[Arr, Arr, Pt]:
    """A dog standing side on, its feet on y, centred on x, `d` tall to the top of its head,
    facing f: a long body, a deep chest, a raised head with a long muzzle and a drooping
    ear, four legs and a tail up. Returns its mask, its ear, and the middle of its back."""

    def p(u: float, v: float) -> Pt:
        return (x + f * u * d, y - v * d)

    def e(u: float, v: float, rx: float, ry: float) -> Arr:
        return ellipse(*p(u, v), rx * d, ry * d, 2)

    parts = [
        e(-0.05, 0.52, 0.42, 0.15),
        e(0.25, 0.52, 0.19, 0.19),
        polygon_fine([p(0.18, 0.62), p(0.42, 0.92), p(0.62, 0.84), p(0.42, 0.48)]),
        e(0.55, 0.86, 0.14, 0.12),
        polygon_fine([p(0.6, 0.94), p(0.86, 0.84), p(0.87, 0.76), p(0.6, 0.74)]),
        e(0.84, 0.8, 0.045, 0.045),
        ribbon([p(-0.42, 0.55), p(-0.58, 0.72), p(-0.56, 0.92)], [0.09 * d, 0.07 * d, 0.04 * d]),
    ]
    for u0, u1 in ((0.26, 0.3), (0.36, 0.42), (-0.3, -0.36), (-0.2, -0.24)):
        hind = u0 < 0
        knee = p(u0 - 0.07, 0.22) if hind else p((u0 + u1) / 2, 0.2)
        parts.append(ribbon([p(u0, 0.5), knee, p(u1, 0.02)], [0.13 * d, 0.08 * d, 0.07 * d]))
        parts.append(e(u1 + 0.03, 0.025, 0.06, 0.03))
    ear = polygon_fine([p(0.44, 0.97), p(0.56, 0.98), p(0.5, 0.7), p(0.4, 0.74)])
    m = np.clip(np.maximum.reduce([*parts, ear]), 0, 1)
    return m, ear, p(-0.08, 0.66)


def _donkey(bx: float, gy: float, k: float, f: int) -> tuple[Arr, Arr, Pt]:
    """A donkey standing side on, facing f, its hooves on y = gy: the icon's head and neck on
    a barrel, four legs and a tufted tail drawn from shapes. Returns its mask, its pale muzzle
    and belly, and the top of its back."""
    by, rx, ry = gy - 270 * k, 205 * k, 98 * k
    body = ellipse(bx, by, rx, ry, 2)
    hd = 250 * k
    ix, iy = bx + f * 205 * k, by - 168 * k
    head, hb = icon_mask("donkey", ix, iy, hd, flip=f < 0)
    base_back = ix - f * (hb[2] - hb[0]) / 2
    neck = polygon_fine(
        [
            (base_back, iy + hd * 0.2),
            (base_back + f * hd * 0.5, iy + hd * 0.5),
            (bx + f * rx * 0.95, by - ry * 0.1),
            (bx + f * rx * 0.2, by - ry * 0.8),
        ]
    )
    legs = []
    for lx, lean in ((0.66, 0.02), (0.5, -0.05), (-0.72, 0.04), (-0.55, -0.02)):
        x0 = bx + f * rx * lx
        x1 = x0 + f * rx * lean
        legs.append(
            ribbon([(x0, by + ry * 0.3), (x1, gy - 70 * k), (x1, gy - 6)], [46 * k, 30 * k, 26 * k])
        )
        legs.append(ellipse(x1 + f * 3, gy - 10 * k, 17 * k, 12 * k, 2))
    tail = [
        (bx - f * rx * 0.97, by - ry * 0.4),
        (bx - f * rx * 1.1, by + ry * 0.3),
        (bx - f * rx * 1.12, by + ry * 1.3),
    ]
    parts = [body, head, neck, ribbon(tail, [14 * k, 11 * k, 9 * k]), *legs]
    parts.append(ellipse(tail[-1][0], tail[-1][1] + 22 * k, 15 * k, 32 * k, 3))
    m = np.clip(np.maximum.reduce(parts), 0, 1)
    pale = ellipse(hb[2] if f > 0 else hb[0], iy + hd * 0.32, hd * 0.16, hd * 0.17, 6)
    return m, pale * m, (bx, by - ry)


def _note(x: float, y: float, h: float, tilt: float) -> Arr:
    """An eighth note `h` tall, its head at (x, y)."""
    head = tilted_ellipse(x, y, h * 0.2, h * 0.14, -0.4 + tilt)
    sx = x + h * 0.17
    stem = polylines([[(sx, y - h * 0.05), (sx, y - h)]], h * 0.07)
    flag = polylines(
        [[(sx, y - h), (sx + h * 0.28, y - h * 0.7), (sx + h * 0.2, y - h * 0.45)]], h * 0.08
    )
    return np.clip(head + stem + flag, 0, 1)


def _paint(ctx: Ctx, m: Arr, col: str, f: int, win: Pt, below: Arr | None, warm: float) -> None:
    """Paint an animal: a dark seam on the one below, lit as a volume, the window's warm side,
    and a cool rim of moonlight on the other side."""
    bb = mask_bbox(m)
    if below is not None:
        _outline(ctx, m, below)
    ctx.lit(m, bb, rgb(col), rim=0.25, separate=False)
    _warm_side(ctx, m, f, win[0], win[1], warm)
    cool = np.clip(m - np.roll(m, f * 7, 1), 0, 1) * np.clip(m - np.roll(m, 5, 0), 0, 1)
    cool = np.maximum(cool, np.clip(m - np.roll(m, f * 6, 1), 0, 1) * 0.6)
    blend(ctx.img, cool, mix(ctx.c("light"), rgb("#ffffff"), 0.3), 0.55)
    focus_on(ctx, m, 4, box=(bb[0] - 12, bb[1] - 12, bb[2] + 12, bb[3] + 12))


def stage(ctx: Ctx) -> Painted:
    bx, s = third(ctx)
    f = -s  # the animals face the cottage, across the card
    k = ctx.u(1.1, 1.16)
    gy = H * ctx.u(0.855, 0.87)
    # the night sky, the moon behind the stack
    ctx.texture_sky(0.05)
    night = ctx.img.copy()
    ctx.stars(200, 0.5)
    moon_x, moon_y = bx - f * ctx.u(150, 210), H * ctx.u(0.11, 0.15)
    glow(ctx.img, moon_x, moon_y, 420, ctx.pal.light, 0.3)
    ctx.celestial(moon_x, moon_y, 52, "moon")
    # the wood: far pines along the ground, tall ones at the stack's edge of the card
    side = ctx.side()
    far = mix(night[int(gy) - 300, W // 2], rgb(ctx.pal.ink), 0.7)
    for j in range(14):
        tx = W * (j + float(side.uniform(0.1, 0.9))) / 14
        th = H * float(side.uniform(0.16, 0.26))
        tm, _ = icon_mask("pine-tree", tx, gy - th * 0.45, th)
        blend(ctx.img, tm, far * float(side.uniform(0.85, 1.1)), 1.0)
    ctx.fog((gy - 120) / H, 0.05, 0.35)
    near = mix(rgb(ctx.pal.ink), rgb(ctx.pal.ground), 0.4)
    for j in range(2):
        tx = W / 2 - f * W * (0.49 + 0.09 * j) + float(side.uniform(-20, 20))
        th = H * (0.78 - 0.12 * j)
        tm, _ = icon_mask("pine-tree", tx, gy + 40 - th / 2, th)
        blend(ctx.img, tm, near * (1 - 0.2 * j), 1.0)
    # the ground
    land = np.clip((YY - gy + 20 + 14 * (fbm(ctx.rng, 220, 2) - 0.5)) / 4, 0, 1)
    soil = mix(rgb(ctx.pal.ground), rgb("#2a2418"), 0.4)
    tex = 1 + 0.25 * (aniso_noise(side, 90, 14) - 0.5)
    blend(ctx.img, land, np.clip(soil * tex[..., None], 0, 1))
    # the cottage: a gable wall running off the card, one bright window, a door
    x_in = bx + f * 352 * k
    xa, xb = sorted((x_in, x_in + f * 620))
    ey = gy - 880 * k
    wall = box(xa, ey, xb, gy + 10, 2)
    st = 1 + 0.18 * (fbm(ctx.rng, 40, 3) - 0.5) + 0.1 * (aniso_noise(side, 60, 18) - 0.5)
    blend(ctx.img, wall, np.clip(rgb("#5e5040") * st[..., None] * 0.72, 0, 1))
    # half-timbering: posts, rails and braces of dark oak
    wy = gy - 690 * k
    rails = [ey + 30, wy + 150 * k, gy - 40]
    beams = [[(x_in + f * 12, ey), (x_in + f * 12, gy)]]
    beams += [[(xa, y), (xb, y)] for y in rails]
    for u in (330, 560):
        px = x_in + f * u * k
        beams += [[(px, ey), (px, gy)], [(px, rails[1]), (px - f * 110 * k, rails[2])]]
    blend(ctx.img, polylines(beams, 24 * k) * wall, rgb("#241810"), 0.95)
    mid = (xa + xb) / 2
    roof = polygon_fine([(xa - 60, ey + 30), (mid, ey - 280 * k), (xb + 60, ey + 30)])
    chim = box(mid + f * 110, ey - 260 * k, mid + f * 175, ey - 100, 2)
    blend(ctx.img, np.maximum(roof, chim), rgb("#241c1c"), 1.0)
    thatch = aniso_noise(side, 8, 40) - 0.5
    blend(ctx.img, roof * np.clip(thatch * 3, 0, 1), rgb("#5a4632"), 0.5)
    blend(ctx.img, box(xa - 50, ey, xb + 50, ey + 26, 3), rgb("#160f10"), 0.8)
    # the window, high on the wall, at the height of the cat and the rooster
    ww, wh = 200 * k, 250 * k
    wx = x_in + f * (70 * k + ww / 2)
    ctx.light = (wx, wy)
    win = (wx, wy)
    glow(ctx.img, wx, wy, 460, WARM, 0.45)
    glass = box(wx - ww / 2, wy - wh / 2, wx + ww / 2, wy + wh / 2, 2)
    pane = np.clip(1 - np.hypot((XX - wx) / ww, (YY - wy) / wh) * 1.3, 0, 1)[..., None]
    blend(ctx.img, glass, rgb("#fff4c8") * pane + rgb("#ffa030") * (1 - pane))
    for cx_ in (wx - ww / 2 + 22, wx + ww / 2 - 22):  # curtains drawn back
        blend(ctx.img, ellipse(cx_, wy - 10, 26, wh * 0.55, 4) * glass, rgb("#b8402a"), 0.85)
    frame = box(wx - ww / 2 - 16, wy - wh / 2 - 16, wx + ww / 2 + 16, wy + wh / 2 + 22, 2)
    bars = np.maximum(
        box(wx - 6, wy - wh / 2, wx + 6, wy + wh / 2, 1.5),
        box(wx - ww / 2, wy - 6, wx + ww / 2, wy + 6, 1.5),
    )
    blend(ctx.img, np.maximum(np.clip(frame - glass, 0, 1), bars), rgb("#2a1c14"), 1.0)
    later_glow(ctx, wx, wy, ww * 0.9, GLASS, 0.35)
    # the light spilt on the ground under the window
    pool = blur(ellipse(wx - f * 160, gy + 70, 360, 60, 4), 30) * land
    blend(ctx.img, pool, rgb(WARM), 0.3)
    ctx.img[:] = np.clip(ctx.img, 0, 1)
    add_element(
        ctx,
        "a small cottage with one lit window",
        "frame",
        (int(xa - 60), int(ey - 280 * k), int(xb + 60), int(gy)),
        ("house", "home", "window", "light"),
    )
    # the donkey
    dm, pale, back = _donkey(bx, gy, k, f)
    db = mask_bbox(dm)
    ctx.cast_shadow(dm, db, gy, 0.35)
    ctx.contact(dm, db)
    _paint(ctx, dm, "#857d78", f, win, None, 0.8)
    blend(ctx.img, pale, rgb("#d8d0c4"), 0.3)
    add_element(ctx, "a grey donkey", "main", db, ("donkey", "animal", "farm", "patient"), "donkey")
    # the dog standing on its back
    dog, ear, dback = _dog(back[0] - f * 40 * k, back[1] + 8 * k, 250 * k, f)
    _paint(ctx, dog, "#d8a868", f, win, dm, 0.9)
    blend(ctx.img, ear, rgb("#6a4026"), 0.7)
    add_element(
        ctx,
        "a dog standing on the donkey's back",
        "secondary",
        mask_bbox(dog),
        ("dog", "animal", "faithful"),
    )
    # the cat standing on the dog's back
    chh = 185 * k
    cat, cb = icon_mask(
        "feline", dback[0] + f * 10 * k, dback[1] - chh / 2 + 10 * k, chh, flip=f < 0
    )
    _paint(ctx, cat, "#463e48", f, win, np.maximum(dm, dog), 1.0)
    add_element(
        ctx,
        "a black cat standing on the dog's back",
        "secondary",
        cb,
        ("cat", "animal", "curious"),
        "feline",
    )
    # the rooster on the cat's back
    cmx = (cb[0] + cb[2]) / 2 - f * (cb[2] - cb[0]) * 0.05
    col_ = cat[:, int(cmx) - 15 : int(cmx) + 15].max(1)
    ctop = float(np.nonzero(col_ > 0.5)[0].min())
    rh = 200 * k
    roo, rb = icon_mask("rooster", cmx - f * rh * 0.1, ctop - rh / 2 + 12 * k, rh, flip=f < 0)
    _paint(ctx, roo, "#d0602a", f, win, np.maximum(cat, dog), 1.0)
    add_element(
        ctx,
        "a rooster standing on the cat's back",
        "secondary",
        rb,
        ("rooster", "animal", "bird", "morning"),
        "rooster",
    )
    # eyes catching the window's light, and the notes rising from the stack
    cw = cb[2] - cb[0]
    ex = cb[0] + cw * 0.86 if f > 0 else cb[2] - cw * 0.86
    after_mask(ctx, disc(ex, cb[1] + (cb[3] - cb[1]) * 0.2, 5 * k, 1.5), "#ffe070", 1.0)
    gen = ctx.side()
    notes = np.zeros((H, W), np.float32)
    n_notes = 3 + int(ctx.rng.integers(2))
    for j in range(n_notes):
        nx = (rb[0] + rb[2]) / 2 + f * (j * 70 - 30) + float(gen.uniform(-20, 20))
        ny = rb[1] - 50 - j * 90 + float(gen.uniform(-15, 15))
        np.maximum(notes, _note(nx, ny, 66 - j * 6, float(gen.uniform(-0.3, 0.3))), out=notes)
    after_mask(ctx, notes, GLASS, 0.9)
    return Painted(
        "Outside a small cottage in the woods, a donkey, a dog on its back, a cat on the "
        "dog and a rooster on top stand stacked one on another to peep in at its one bright "
        "window, while a few musical notes rise from them.",
        ["togetherness", "curiosity", "teamwork", "music", "fairy tale", "outsiders", "night"],
    )


PREMISE = Premise(
    name="musicians-at-the-window",
    figure="donkey",
    palettes=("night", "aurora", "dusk"),
    stage=stage,
    max_cards=1,
)
