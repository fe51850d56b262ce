"""Premise "hare-paints-the-colours": The whole landscape is grey, like an unfinished pencil
sketch in the mist (grey hills, grey trees, grey grass), and a brown hare sitting up in the
foreground paints colour into it with a big brush held in its forepaws: behind it the meadow
is already bright green, dotted with red poppies and blue cornflowers, an oak on the stroke's
edge is painted half green, and a tin of green paint stands at its feet.

The colour is laid in level strokes with round ends, the last one ending at the brush's tip;
the grey world gets pencil outlines and hatching after the paint. The hare is drawn from parts.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
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
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    ridge,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, ribbon, tilted_ellipse
from ..kit.sky import cloud_puff

Pt = tuple[float, float]
FUR = "#9a6236"
GREEN = "#5fae3a"


def _grey(img: Arr, m: Arr | float = 1.0) -> None:
    """Take the colour out of `img` where `m` says, leaving a faintly cool grey, lifted toward
    the paper of a pencil sketch."""
    lum = 0.26 + 0.74 * (img @ np.array([0.3, 0.59, 0.11], np.float32))
    g = np.stack([lum * 0.97, lum * 0.99, lum * 1.02], -1)
    blend(img, np.ones(img.shape[:2], np.float32) * m, np.clip(g, 0, 1))


def _outline(m: Arr, width: float) -> Arr:
    """A pencil line round mask `m`."""
    return np.clip(blur(m, width) * 2.2 - 0.1, 0, 1) * np.clip(1.4 - blur(m, width) * 2.2, 0, 1)


def _strokes(ctx: Ctx, hz: float, y0: float, edge: Pt, back: Pt, s: int, tip: Pt) -> Arr:
    """The painted ground: level strokes from the card's side `s` toward an edge running from
    `edge` (near, at the card's foot) to `back` (at the horizon), each ending in a round cap;
    the stroke at the brush's tip ends at it."""
    im = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(im)
    y = y0
    far = W + 80 if s > 0 else -80
    while y < H + 10:
        t = np.clip((y - hz) / (H - hz), 0, 1)
        rh = 10 + 78 * t**1.3
        ex = back[0] + (edge[0] - back[0]) * t + ctx.u(-1, 1) * (10 + 70 * t)
        if abs(y + rh / 2 - tip[1]) < rh * 0.7:
            ex = tip[0] - s * 6
        if y < y0 + 3 * rh:  # the first strokes stop short of the card's side
            far = ex + s * W * ctx.u(0.2, 0.5)
            dr.ellipse((far - rh * 0.6, y, far + rh * 0.6, y + rh), fill=255)
        else:
            far = W + 80 if s > 0 else -80
        dr.rectangle((min(ex, far), y, max(ex, far), y + rh), fill=255)
        dr.ellipse((ex - rh * 0.6, y, ex + rh * 0.6, y + rh), fill=255)
        y += rh * 0.78
    return blur(np.asarray(im, np.float32) / 255, 2)


def _tree(ctx: Ctx, tx: float, ty: float, th: float) -> tuple[Arr, Arr]:
    """A round-headed tree from shapes: a trunk forking into a few boughs under a canopy of
    heaped lumps. Returns (canopy, trunk)."""
    cy, r = ty - th * 0.66, th * 0.3
    trunk = ribbon(
        [(tx, ty), (tx + ctx.u(-8, 8), ty - th * 0.3), (tx, cy)],
        [th * 0.09, th * 0.06, th * 0.04],
        2,
    )
    for a in (-0.5, 0.45):
        trunk = np.maximum(
            trunk,
            ribbon([(tx, ty - th * 0.3), (tx + a * r, cy - r * 0.1)], [th * 0.04, th * 0.02], 2),
        )
    can = ellipse(tx, cy, r * 1.1, r * 0.8, 2)
    for k in range(9):
        a = k / 9 * 2 * np.pi + ctx.u(-0.2, 0.2)
        rr = r * ctx.u(0.38, 0.5)
        can = np.maximum(
            can, ellipse(tx + np.cos(a) * r * 0.85, cy + np.sin(a) * r * 0.6, rr, rr * 0.9, 2)
        )
    return can, np.clip(trunk * (1 - can), 0, 1)


def _hare(ctx: Ctx, hx: float, fy: float, hh: float, f: int) -> tuple[Arr, Pt, Pt, float]:
    """A brown hare sitting up, facing side `f`, a big brush held in its forepaws slanting
    down in front of it. Returns its mask, the brush's tip, its eye, and its unit."""
    k = hh / 640

    def p(a: float, b: float) -> Pt:
        return (hx + f * a * k, fy - b * k)

    def ov(a: float, b: float, rx: float, ry: float, tilt: float = 0.0) -> Arr:
        c = p(a, b)
        return tilted_ellipse(c[0], c[1], rx * k, ry * k, np.radians(f * tilt))

    fur = rgb(FUR)
    parts = {
        "foot": ov(50, 20, 125, 24),
        "haunch": ov(-40, 112, 118, 112),
        "body": ov(10, 240, 92, 160, 14),
        "chest": ov(52, 280, 66, 92, 10),
        "neck": ov(60, 360, 60, 60),
        "head": ov(80, 402, 72, 58, 12),
        "muzzle": ov(138, 386, 44, 36),
    }
    ear_a = [p(52, 440), p(14, 560), p(-24, 672)]
    ear_b = [p(80, 440), p(92, 560), p(116, 660)]
    near_ear = ribbon(ear_a, [44 * k, 52 * k, 22 * k], 2)
    far_ear = ribbon(ear_b, [40 * k, 46 * k, 20 * k], 2)
    # the brush: from the handle's end at its shoulder down past its paws to the ground
    top, tip = p(-10, 410), p(270, 8)

    def along(t: float) -> Pt:
        return (top[0] + (tip[0] - top[0]) * t, top[1] + (tip[1] - top[1]) * t)

    handle = ribbon([along(0), along(0.72)], [24 * k, 30 * k], 1.5)
    ferrule = ribbon([along(0.7), along(0.8)], [46 * k, 52 * k], 1.5)
    bristles = ribbon([along(0.79), along(0.9), along(1.0)], [56 * k, 72 * k, 44 * k], 2)
    loaded = ribbon([along(0.88), along(1.0)], [72 * k, 44 * k], 2)
    paws = [along(0.3), along(0.44)]
    arms = [
        ribbon([p(70, 320), p(110, 270), paws[0]], [44 * k, 34 * k, 28 * k], 2),
        ribbon([p(40, 300), p(90, 220), paws[1]], [40 * k, 32 * k, 26 * k], 2),
    ]
    paw_m = [ellipse(x, y, 22 * k, 17 * k, 2) for x, y in paws]
    tail = ellipse(*p(-150, 70), 30 * k, 26 * k, 3)
    body = np.maximum.reduce(list(parts.values()))
    whole = np.maximum.reduce([body, near_ear, far_ear, handle, ferrule, bristles, *arms, tail])
    ctx.cast_shadow(np.maximum(body, tail), bbox_of(body), fy, 0.4)
    ctx.contact(parts["foot"], bbox_of(parts["foot"]))
    ctx.lit(far_ear, bbox_of(far_ear), fur * 0.8, rim=0.4)
    ctx.lit(tail, bbox_of(tail), rgb("#e8e0d0"), rim=0.3)
    ctx.lit(body, bbox_of(body), fur, rim=0.7, separate=True)
    ctx.lit(near_ear, bbox_of(near_ear), fur, rim=0.6)
    # a pale belly and throat, dark ear tips, the inside of the near ear
    belly = ov(40, 230, 46, 120, 14) * body
    blend(ctx.img, blur(belly, 10), rgb("#e2c69a"), 0.55)
    for ear in ear_a, ear_b:
        tipm = ribbon([ear[1], ear[2]], [10 * k, 24 * k], 2) * ribbon(ear, [1, 60 * k, 30 * k], 2)
        blend(ctx.img, blur(tipm * (ear[2][1] + 40 * k > YY), 3), rgb("#2a1c14"), 0.85)
    inner = ribbon([p(40, 450), p(16, 540), p(0, 600)], [18 * k, 26 * k, 10 * k], 3)
    blend(ctx.img, inner, rgb("#d9a08a"), 0.55)
    # the brush in front of its body, its paws closed on the handle
    ctx.lit(arms[1], bbox_of(arms[1]), fur * 0.85, rim=0.4)
    ctx.lit(handle, bbox_of(handle), rgb("#c8955a"), rim=0.5)
    ctx.lit(ferrule, bbox_of(ferrule), rgb("#c9ccd0"), rim=0.7)
    ctx.lit(bristles, bbox_of(bristles), rgb("#6a4a2a"), rim=0.4)
    ctx.lit(loaded, bbox_of(loaded), rgb(GREEN), rim=0.5)
    ctx.lit(arms[0], bbox_of(arms[0]), fur, rim=0.5)
    for pm in paw_m:
        ctx.lit(pm, bbox_of(pm), mix(fur, rgb("#e2c69a"), 0.3), rim=0.4)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(parts["head"], near_ear), 3, 2.5)
    return whole, tip, p(96, 412), k


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the hare sits on side s, facing the middle
    f = -s
    hx = W * (0.5 + s * ctx.u(0.17, 0.2))
    hz = H * ctx.u(0.5, 0.53)
    fy = H * ctx.u(0.87, 0.89)
    hh = H * ctx.u(0.4, 0.42)
    # a misty sky, a pale sun low behind the hare
    ctx.texture_sky(0.04)
    sx, sy = W / 2 + s * W * ctx.u(0.28, 0.36), H * ctx.u(0.2, 0.26)
    ctx.light = (sx, sy)
    glow(ctx.img, sx, sy, 420, "#ffffff", 0.5)
    ctx.streaks(0.28, 0.4, 0.4)
    # grey hills, and a meadow running from them to us
    hills = []
    for i, (dy, amp, cell) in enumerate(((-150, 70, 320), (-60, 45, 220))):
        m = ridge(ctx.rng, hz + dy, amp, cell)
        col = mix(ctx.sky_at(0.5), rgb(ctx.pal.ground), 0.35 + 0.3 * i)
        tex = 1 + 0.12 * (aniso_noise(ctx.rng, 120, 16) - 0.5)
        blend(ctx.img, m, np.clip(col * tex[..., None], 0, 1))
        hills.append(m)
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    land = np.clip((YY - hz) / 3 + 0.5, 0, 1).astype(np.float32)
    g = rgb(ctx.pal.ground)
    blades = aniso_noise(ctx.side(), 5, 30) - 0.5
    tex = 1 + 0.14 * (aniso_noise(ctx.rng, 160, 30) - 0.5) + 0.38 * t * blades
    ground = mix(ctx.sky_at(0.7), g, 0.5) * (1 - 0.3 * t[..., None]) * tex[..., None]
    blend(ctx.img, land, np.clip(ground, 0, 1))
    # the stroke's edge: from just past the brush's tip in front, back toward the hills
    tip_x = hx + f * 270 * hh / 640
    edge = (tip_x + s * 20, H)
    back = (tip_x + f * W * ctx.u(0.06, 0.09), hz)
    # the oak standing on the edge, halfway back; far trees on the grey side
    ty = hz + (H - hz) * ctx.u(0.1, 0.13)
    tt = (ty - hz) / (H - hz)
    tx = back[0] + (edge[0] - back[0]) * tt
    th = H * ctx.u(0.31, 0.34)
    canopy, trunk = _tree(ctx, tx, ty, th)
    oak = np.maximum(canopy, trunk)
    obb = bbox_of(oak)
    trees = [oak]
    for k in range(3):
        fx = back[0] + f * W * (0.12 + 0.16 * k + ctx.u(0, 0.05))
        fh = H * ctx.u(0.07, 0.1)
        kind = "pine-tree" if ctx.rng.random() < 0.5 else "oak"
        trees.append(icon_mask(kind, fx, hz + 10 - fh / 2 + k * 8, fh)[0])
    for m in trees[1:]:
        ctx.lit(m, bbox_of(m), rgb("#6a7670"), rim=0.3)
    ctx.lit(trunk, bbox_of(trunk), rgb("#5a5e5c"), rim=0.3)
    ctx.lit(canopy, bbox_of(canopy), rgb("#7a8680"), rim=0.4)
    _grey(ctx.img)
    # the colour: the meadow under level strokes, and the near half of the oak
    paint = _strokes(ctx, hz, ty - 12, edge, back, s, (tip_x, fy - 8))
    jit = ctx.side().uniform(-1, 1, 64) * th * 0.06
    ex = tx + jit[np.clip(((YY - ty + th) // (th * 0.08)).astype(int), 0, 63)]
    on_oak = np.clip((XX - ex) * s / 3 + 0.5, 0, 1)
    lum = ctx.img @ np.array([0.3, 0.59, 0.11], np.float32)
    greens = rgb("#3c8c30")
    colour = np.clip(greens[None, None, :] * (0.55 + 0.9 * lum[..., None]), 0, 1)
    colour += (aniso_noise(ctx.side(), 6, 34)[..., None] - 0.5) * np.array([0.05, 0.12, 0.0])
    leaf = canopy
    blend(ctx.img, paint * land, np.clip(colour, 0, 1))
    glow_m = paint * land * np.exp(-(((YY - hz) / (H * 0.5)) ** 2))
    blend(ctx.img, glow_m, rgb("#fff2b0"), 0.12)
    oak_leaf = np.clip(rgb("#4c9a34")[None, None, :] * (0.5 + 0.9 * lum[..., None]), 0, 1)
    blend(ctx.img, leaf * on_oak, oak_leaf)
    blend(ctx.img, trunk * on_oak, rgb("#6a4528"))
    painted = np.clip(np.maximum(paint * land, oak * on_oak), 0, 1)
    focus_on(ctx, np.clip(blur(painted, 3) - blur(painted, 12), 0, 1), 6, 3.0, weight=0.6)
    add_element(ctx, "a grey oak painted half green", "secondary", obb, ("tree", "oak", "colour"))
    # poppies and cornflowers in the painted meadow, bigger toward us
    gen = ctx.side()
    flowers: list[tuple[float, float, float, str]] = []
    for _ in range(140):
        fx_, fy_ = float(gen.uniform(0, W)), float(gen.uniform(hz + 20, H - 10))
        if paint[int(fy_), int(fx_)] < 0.95 or (abs(fx_ - hx) < 150 and fy_ > fy - hh * 0.5):
            continue
        r = 5 + 30 * ((fy_ - hz) / (H - hz)) ** 1.4
        flowers.append((fx_, fy_, r, "#d8281e" if gen.random() < 0.62 else "#2e5ed8"))
    fm = np.zeros((H, W), np.float32)
    for fx_, fy_, r, c in sorted(flowers, key=lambda q: q[1]):
        m = ellipse(fx_, fy_, r, r * 0.75, 1.5)
        blend(ctx.img, m, rgb(c))
        blend(
            ctx.img,
            ellipse(fx_ - r * 0.2, fy_ - r * 0.25, r * 0.5, r * 0.3, 1.5),
            rgb("#ffffff"),
            0.25,
        )
        if c == "#d8281e":
            blend(ctx.img, ellipse(fx_, fy_, r * 0.28, r * 0.22, 1), rgb("#1a1410"), 0.9)
        fm = np.maximum(fm, m)
    focus_on(ctx, fm, 2, 2.0, weight=0.8)
    # the paint tin at its feet, behind it
    k0 = hh / 640
    cx, cb = hx - f * 190 * k0, fy + 6
    cw, ch = 60 * k0, 90 * k0
    tin = np.maximum(ellipse(cx, cb - 4, cw, cw * 0.3, 2), ellipse(cx, cb - ch, cw, cw * 0.3, 2))
    tin = np.maximum(tin, (np.abs(XX - cx) < cw) * (cb - ch < YY) * (cb - 4 > YY) * 1.0)
    ctx.cast_shadow(tin, bbox_of(tin), cb, 0.4)
    ctx.lit(tin, bbox_of(tin), rgb("#a9b0b2"), rim=0.6)
    top_m = ellipse(cx, cb - ch, cw * 0.88, cw * 0.24, 2)
    blend(ctx.img, top_m, rgb(GREEN))
    drip = ribbon(
        [(cx + f * cw * 0.3, cb - ch), (cx + f * cw * 0.35, cb - ch * 0.45)], [16 * k0, 12 * k0], 2
    )
    blend(ctx.img, drip, rgb(GREEN))
    focus_on(ctx, tin, 3, 2.0)
    add_element(ctx, "a tin of green paint", "secondary", bbox_of(tin), ("paint", "tin"))
    # the hare
    hare, tip, eye, k = _hare(ctx, hx, fy, hh, f)
    later_glow(ctx, tip[0], tip[1] - 20, 220, "#fff4c8", 0.22)
    add_element(
        ctx,
        "a brown hare sitting up with a big paintbrush",
        "main",
        bbox_of(hare),
        ("animal", "hare", "paint", "brush", "art"),
    )
    # after the paint: pencil lines on the grey world, the hare's eye, nose and whiskers
    grey_side = np.clip(1 - blur(painted, 6) * 1.5, 0, 1) * (1 - np.clip(blur(hare, 4) * 3, 0, 1))
    cl = [(W * ctx.u(0.1, 0.9), H * ctx.u(0.07, 0.34), ctx.u(260, 420)) for _ in range(3)]
    clouds = [cloud_puff(x, y, w, w * 0.35, ctx.rng) for x, y, w in cl]
    lines = np.maximum.reduce([_outline(m, 2.5) for m in trees + hills + clouds])
    hatch = (
        (((XX + YY * 0.8) % 26) < 3.2) * land * np.clip((smooth_noise(gen, 90) - 0.55) * 6, 0, 1)
    )
    rings: list[list[Pt]] = []
    for _ in range(90):
        fx_, fy_ = float(gen.uniform(0, W)), float(gen.uniform(hz + 30, H - 10))
        if paint[int(fy_), int(fx_)] > 0.02 or fm[int(fy_), int(fx_)] > 0:
            continue
        r = 5 + 30 * ((fy_ - hz) / (H - hz)) ** 1.4
        ang = np.linspace(0, 2 * np.pi, 20)
        rings.append([(fx_ + r * np.cos(a_), fy_ + r * 0.75 * np.sin(a_)) for a_ in ang])
    lines = np.maximum(lines, polylines(rings, 2.2) if rings else 0 * lines)
    after_mask(ctx, np.clip(lines * 0.8 + hatch * 0.5, 0, 1) * grey_side, "#4a4e50", 0.6)
    after_mask(ctx, ellipse(eye[0], eye[1], 11 * k, 12 * k, 1.5), "#1a100a", 0.95)
    after_mask(
        ctx, ellipse(eye[0] + 3 * f * k, eye[1] - 4 * k, 3.5 * k, 3.5 * k, 1), "#ffffff", 0.9
    )
    nose = (hx + f * 178 * k, fy - 396 * k)
    after_mask(ctx, ellipse(nose[0], nose[1], 9 * k, 7 * k, 1.5), "#6a3a30", 0.9)
    wh = [
        [(nose[0] - f * 14 * k, nose[1] + 8 * k + d), (nose[0] + f * 60 * k, nose[1] + d * 2.2)]
        for d in (-8, 4, 16)
    ]
    after_mask(ctx, polylines(wh, 1.8), "#2a2420", 0.7)
    return Painted(
        "In a grey, colourless landscape like an unfinished pencil sketch in the mist, a brown "
        "hare sits up with a big paintbrush in its paws and paints colour into the world: "
        "behind it the meadow is already bright green with red poppies and blue cornflowers, "
        "an oak on the stroke's edge is painted half green, and a tin of paint stands at its "
        "feet.",
        ["creation", "art", "colour", "hope", "imagination", "change", "spring"],
    )


PREMISE = Premise(
    name="hare-paints-the-colours",
    figure="hare",
    palettes=("mist",),
    stage=stage,
    max_cards=1,
)
