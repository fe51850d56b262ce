"""Premise "sunflowers-turn-to-the-lion": in a summer field under a clear sky, with the real sun
small in one upper corner, a lion with a huge glowing mane dozes chin on paws in a clearing,
and every sunflower has turned its face away from the sun toward him. Each head is a disc
turned toward him, drawn foreshortened, its dark seed eye pushed his way; the lion is drawn
from shapes."""

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
    blend_in,
    blur,
    ellipse,
    fbm,
    glow,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import (
    cubic,
    elliptic_crop,
    mask_bbox,
    polygon_fine,
    polylines,
    tilted_ellipse,
    union_box,
)

Pt = tuple[float, float]
Box = tuple[int, int, int, int]
PETAL = rgb("#f8c41e")
PETAL_D = rgb("#d9820e")
SEED = rgb("#3e2210")
CUP = rgb("#4e7a2c")
STEM = rgb("#4a7428")
MANES = (("#f8981c", "#b84a0c"), ("#fba226", "#b0480e"), ("#f58c18", "#a4400a"))


def _head(ctx: Ctx, hx: float, hy: float, r: float, n: np.ndarray, ph: float, warm: float) -> Box:
    """A sunflower head of radius r at (hx, hy) whose face points along the unit vector n
    (screen x, screen y, toward the viewer); returns its box."""
    d2 = float(np.hypot(n[0], n[1])) or 1.0
    ux, uy = (n[0] / d2, n[1] / d2) if d2 > 1e-3 else (0.0, 1.0)
    b = r * max(abs(float(n[2])), 0.34)
    soft = max(1.2, r * 0.04)
    lit = mix(PETAL, rgb("#ffe070"), warm)
    if n[2] >= 0:  # the face toward us: a green cup behind it, away from the lion
        th = r * 0.3 * d2
        got = elliptic_crop(hx - ux * th, hy - uy * th, r * 0.9, b * 0.9, ux, uy)
        if got:
            sl, u, v = got
            cup = np.clip((1 - np.hypot(u, v)) * r * 0.9 / soft + 0.5, 0, 1)
            blend_in(ctx.img, sl, cup, CUP * (0.8 + 0.2 * np.clip(-v, 0, 1))[..., None])
    got = elliptic_crop(hx, hy, r, b, ux, uy)
    if not got:
        return (int(hx - r), int(hy - r), int(hx + r), int(hy + r))
    sl, u, v = got
    rho, th_ = np.hypot(u, v), np.arctan2(v, u)
    edge = 0.8 + 0.2 * np.abs(np.cos(th_ * 9 + ph))
    petals = np.clip((edge - rho) * r / soft + 0.5, 0, 1)
    streak = 0.5 + 0.5 * np.cos(th_ * 18 + ph * 2)
    if n[2] >= 0:
        tone = mix(PETAL_D, lit, 0.55)[None, None, :] + (
            (lit - PETAL_D)[None, None, :] * (0.45 * streak * np.clip(rho * 1.3, 0, 1))[..., None]
        )
        blend_in(ctx.img, sl, petals, tone)
        # the seed eye, pushed toward the lion, dark with a lighter ring
        off = 0.42 * d2
        rs = np.hypot(u, v - off)
        eye = np.clip((0.5 - rs) * r / soft + 0.5, 0, 1)
        blend_in(ctx.img, sl, eye, mix(SEED, PETAL_D, 0.25))
        core = np.clip((0.38 - rs) * r / soft + 0.5, 0, 1)
        dots = 0.85 + 0.3 * (np.sin(u * 40) * np.sin(v * 40 * b / r + 1) > 0.3)
        blend_in(ctx.img, sl, core, SEED * dots[..., None])
    else:  # his back to us: yellow petal tips round a green back with its sepals
        blend_in(ctx.img, sl, petals, mix(PETAL_D, lit, 0.6))
        sep = 0.66 + 0.08 * np.abs(np.cos(th_ * 7 + ph))
        back = np.clip((sep - rho) * r / soft + 0.5, 0, 1)
        blend_in(ctx.img, sl, back, CUP * (0.75 + 0.35 * np.clip(-u * 0.5 + 0.5, 0, 1))[..., None])
    return (sl[1].start, sl[0].start, sl[1].stop, sl[0].stop)


def _flower(ctx: Ctx, fx: float, base: float, hx: float, hy: float, r: float, n: np.ndarray):
    """A whole sunflower: a stem from the ground at (fx, base) bending to a head at (hx, hy),
    a pair of leaves, the head turned along n."""
    d2 = float(np.hypot(n[0], n[1])) or 1.0
    ux = n[0] / d2
    ax, ay = hx - n[0] * r * 0.35, hy - n[1] * r * 0.35 + r * 0.15
    pts = cubic((fx, base), (fx, base - (base - ay) * 0.5), (ax - ux * r, ay + r * 1.1), (ax, ay))
    w = max(4.0, r * 0.16)
    stem = polylines([pts], w)
    leaves = np.zeros((H, W), np.float32)
    if r > 45:
        for k, t in ((1, 0.45), (-1, 0.62)):
            px, py = pts[int(len(pts) * t)]
            leaves = np.maximum(
                leaves,
                tilted_ellipse(px + k * r * 0.55, py + r * 0.05, r * 0.6, r * 0.26, k * 0.35),
            )
    green = np.maximum(stem, leaves)
    face = n[2] >= 0
    has = green.max() > 0.3
    if face and has:
        ctx.lit(green, mask_bbox(green), STEM, rim=0.4)
    warm = float(np.clip(1 - abs(n[2]), 0, 1)) * 0.4
    bb = _head(ctx, hx, hy, r, n, ctx.u(0, 3), warm)
    if not face and has:
        ctx.lit(green, mask_bbox(green), STEM * 0.9, rim=0.4)
    return bb


def _lion(ctx: Ctx, x: float, hy: float, rm: float, s: int) -> tuple[Arr, Arr, Box]:
    """The lion lying in the clearing, his body going back into the field on side -s; returns
    (mask, head mask, box)."""
    mane_c, mane_d = MANES[int(ctx.rng.integers(len(MANES)))]
    fur = rgb("#d49a52")
    gy = hy + rm * 0.95  # where his paws lie
    body = ellipse(x - s * rm * 1.2, hy + rm * 0.36, rm * 1.3, rm * 0.56, 3)
    haunch = ellipse(x - s * rm * 2.1, hy + rm * 0.3, rm * 0.62, rm * 0.6, 3)
    hleg = ellipse(x - s * rm * 1.75, gy - rm * 0.1, rm * 0.6, rm * 0.17, 3)
    tail_pts = cubic(
        (x - s * rm * 2.6, hy + rm * 0.55),
        (x - s * rm * 3.0, gy + rm * 0.1),
        (x - s * rm * 2.4, gy + rm * 0.3),
        (x - s * rm * 1.9, gy + rm * 0.22),
        20,
    )
    tail = polylines([tail_pts], rm * 0.11)
    tuft = ellipse(tail_pts[-1][0] + s * rm * 0.08, tail_pts[-1][1], rm * 0.16, rm * 0.11, 3)
    back = np.maximum.reduce([body, haunch, hleg])
    ctx.cast_shadow(back, mask_bbox(back), gy + rm * 0.1, strength=0.35)
    ctx.contact(back, mask_bbox(back))
    ctx.lit(tail, mask_bbox(tail), fur, rim=0.5)
    ctx.lit(tuft, mask_bbox(tuft), rgb(mane_d), rim=0.4)
    ctx.lit(back, mask_bbox(back), fur, rim=0.7)
    belly = ellipse(x - s * rm * 1.4, hy + rm * 0.72, rm * 1.2, rm * 0.16, 10) * body
    blend(ctx.img, belly, fur * 0.7, 0.4)
    # the mane: a huge ragged ring of gold-orange, glowing like the sun
    glow(ctx.img, x, hy, rm * 2.3, "#ffd36a", 0.5)
    ang = np.arctan2(YY - hy, XX - x)
    rad = np.hypot(XX - x, YY - hy)
    jag = 1 + 0.07 * np.sin(ang * 13 + ctx.u(0, 6)) + 0.05 * np.sin(ang * 21 + ctx.u(0, 6))
    jag += 0.1 * (fbm(ctx.rng, 24, 2) - 0.5)
    mane = np.clip((rm * jag - rad) / 3, 0, 1).astype(np.float32)
    mb = mask_bbox(mane)
    ctx.lit(mane, mb, rgb(mane_c), rim=0.8)
    locks = np.sin(ang * 34 + 3 * fbm(ctx.rng, 40, 2)) * np.clip((rad - rm * 0.45) / rm, 0, 1)
    blend(ctx.img, mane * np.clip(locks, 0, 1), rgb(mane_d), 0.45)
    inner = np.clip(1 - rad / (rm * 0.95), 0, 1) * mane
    blend(ctx.img, inner, rgb("#ffd86a"), 0.3)
    # the face: ears, a broad tawny face, a pale muzzle, a dark nose
    hr = rm * 0.48
    fy = hy + rm * 0.04
    ears = np.maximum(
        ellipse(x - hr * 0.72, fy - hr * 0.78, hr * 0.26, hr * 0.22, 3),
        ellipse(x + hr * 0.72, fy - hr * 0.78, hr * 0.26, hr * 0.22, 3),
    )
    face = np.maximum(ellipse(x, fy, hr * 0.92, hr, 3), ears)
    ctx.lit(face, mask_bbox(face), rgb("#e0a85e"), rim=0.4)
    for ex in (-1, 1):
        blend(
            ctx.img,
            ellipse(x + ex * hr * 0.72, fy - hr * 0.76, hr * 0.12, hr * 0.1, 2),
            rgb("#8a5a3a"),
            0.8,
        )
    muzzle = np.maximum(
        ellipse(x - hr * 0.26, fy + hr * 0.5, hr * 0.36, hr * 0.28, 3),
        ellipse(x + hr * 0.26, fy + hr * 0.5, hr * 0.36, hr * 0.28, 3),
    )
    ctx.lit(muzzle, mask_bbox(muzzle), rgb("#f8ead0"), rim=0.2)
    nose = polygon_fine(
        [(x - hr * 0.2, fy + hr * 0.22), (x + hr * 0.2, fy + hr * 0.22), (x, fy + hr * 0.42)]
    )
    blend(ctx.img, nose, rgb("#6a3424"))
    # his forepaws stretched out under his chin
    p1, p2 = (ellipse(x + k * hr * 0.55, gy - rm * 0.1, hr * 0.42, rm * 0.16, 3) for k in (-1, 1))
    paws = np.maximum(p1, p2)
    paws = paws * (1 - ellipse(x, fy + hr * 0.55, hr * 0.62, hr * 0.42, 2))
    ctx.lit(paws, mask_bbox(paws), fur * 1.05, rim=0.5)
    # shut eyes, a content mouth, the toes: after the paint
    lids = [
        [
            (x + k * hr * 0.52, fy - hr * 0.12),
            (x + k * hr * 0.36, fy - hr * 0.04),
            (x + k * hr * 0.18, fy - hr * 0.1),
        ]
        for k in (-1, 1)
    ]
    after_mask(ctx, polylines(lids, max(3.0, hr * 0.05)), "#3a1e12", 0.9)
    mouth = [[(x - hr * 0.3, fy + hr * 0.62), (x, fy + hr * 0.68), (x + hr * 0.3, fy + hr * 0.62)]]
    after_mask(
        ctx, polylines([*mouth, [(x, fy + hr * 0.42), (x, fy + hr * 0.66)]], 3.5), "#5a3020", 0.75
    )
    tx = [x + k * hr * 0.55 + j * hr * 0.14 for k in (-1, 1) for j in (-1, 0, 1)]
    toes = [[(t, gy - rm * 0.02), (t, gy - rm * 0.09)] for t in tx]
    after_mask(ctx, polylines(toes, 3), "#8a5a30", 0.6)
    later_glow(ctx, x, hy, rm * 1.5, "#ffd878", 0.3)
    head = np.maximum.reduce([mane, face, paws])
    whole = np.maximum.reduce([head, back, tail, tuft])
    focus_on(ctx, head, 5, 2.0)
    focus_on(ctx, whole, 6, 1.5, weight=0.8)
    return whole, head, mask_bbox(whole)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)  # the lion's head on a vertical third, side s
    hz = H * ctx.u(0.39, 0.42)
    ctx.texture_sky(0.025)
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.34, 0.38), H * ctx.u(0.07, 0.09)
    ctx.celestial(sun_x, sun_y, 44, "sun")
    glow(ctx.img, sun_x, sun_y, 120, "#ffffff", 0.6)
    far = ctx.sky_at(hz / H - 0.01)
    g = mix(rgb(ctx.pal.ground), rgb("#3e6a26"), 0.5)
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    tex = (
        1
        + 0.18 * (aniso_noise(ctx.rng, 60, 20) - 0.5)
        + 0.15 * (aniso_noise(ctx.side(), 14, 30) - 0.5)
    )
    ground = mix(far, g, 0.7) * (1 - t[..., None] * 0.45) + g * 0.0
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(ground * tex[..., None], 0, 1))
    rm = H * ctx.u(0.125, 0.135)  # the mane's radius
    hy = H * ctx.u(0.6, 0.63)
    gy = hy + rm * 0.95
    clr = blur(ellipse(x - s * rm * 1.1, gy - rm * 0.1, rm * 3.6, rm * 1.0, 4), 30)
    blend(ctx.img, clr * (1 + 0.3 * (fbm(ctx.side(), 30, 2) - 0.5)), rgb("#8a9a48"), 0.5)
    lion_pt = (x, hy)
    avoid = (x - s * rm * 0.95, hy + rm * 0.25, rm * 2.15, rm * 1.05)  # an ellipse round him

    def clear_of(px: float, py: float, r: float) -> bool:
        dx, dy = (px - avoid[0]) / (avoid[2] + r), (py - avoid[1]) / (avoid[3] + r)
        return dx * dx + dy * dy > 1

    def facing(px: float, py: float, base: float) -> np.ndarray:
        v = np.array([lion_pt[0] - px, lion_pt[1] - py, 0.0], np.float64)
        v /= np.linalg.norm(v) or 1.0
        nz = float(np.clip((gy - base) / (rm * 4), 0.34, 0.62))
        return np.array([v[0] * np.sqrt(1 - nz * nz), v[1] * np.sqrt(1 - nz * nz), nz])

    # the far field: rows of small heads, all turned toward him
    gen = ctx.rng
    far_pts = sorted(
        (float(gen.uniform(-20, W + 20)), hz + float(gen.uniform(0, 1)) ** 1.6 * 130)
        for _ in range(170)
    )
    for px, py in sorted(far_pts, key=lambda q: q[1]):
        r = 8 + (py - hz) * 0.22
        _head(ctx, px, py, r, facing(px, py, gy - rm * 2), float(gen.uniform(0, 3)), 0.1)
    # the middle and near flowers, far to near; the lion among them at his depth
    spots: list[tuple[float, float, float, float, float]] = []
    rows = [(hz + 110, hz + 250, 14, 40, 56), (hz + 250, gy - 20, 14, 58, 80)]
    rows += [(gy - rm * 0.6, gy + rm * 0.4, 6, 82, 105), (gy + rm * 0.9, H * 1.02, 6, 110, 150)]
    sun_c = (sun_x, sun_y)
    for y0, y1, n_, r0, r1 in rows:
        tries = 0
        got = 0
        while got < n_ and tries < 300:
            tries += 1
            base = float(gen.uniform(y0, y1))
            px = float(gen.uniform(-30, W + 30))
            r = float(gen.uniform(r0, r1))
            hgt = r * float(gen.uniform(2.4, 3.6)) * (0.6 if base > H * 0.95 else 1.0)
            hyf = base - hgt
            lean = float(np.sign(x - px)) * hgt * 0.22
            fx = px - lean
            if base > gy and not (
                clear_of(px, hyf, r) and clear_of((px + fx) / 2, hyf + hgt / 2, 10)
            ):
                continue
            if base <= gy and not clear_of(px, hyf, -r * 0.4):
                continue
            if any(np.hypot(px - a, hyf - b) < (r + c) * 0.72 for a, b, c, _, _ in spots):
                continue
            if hyf - r < H * 0.2 or np.hypot(px - sun_c[0], hyf - sun_c[1]) < r + 170:
                continue
            if hyf + r > H + 0.5 * r:
                continue
            spots.append((px, hyf, r, base, fx))
            got += 1
    plan = sorted(spots, key=lambda q: q[3])
    boxes: list[Box] = []
    lion_done = False
    lion_box: Box = (0, 0, 1, 1)
    for px, hyf, r, base, fx in plan:
        if not lion_done and base > gy:
            _, _hm, lion_box = _lion(ctx, x, hy, rm, s)
            lion_done = True
        n = facing(px, hyf, base)
        boxes.append(_flower(ctx, fx, min(base, H + 40), px, hyf, r, n))
    if not lion_done:
        _, _hm, lion_box = _lion(ctx, x, hy, rm, s)
    add_element(
        ctx,
        "a big lion with a glowing golden mane dozing chin on paws",
        "main",
        lion_box,
        ("lion", "animal", "king", "sleep", "warmth", "admiration", "attention", "love"),
    )
    fb = union_box(boxes)
    add_element(
        ctx,
        "tall sunflowers all turned toward the lion",
        "secondary",
        (max(0, fb[0]), max(0, fb[1]), min(W, fb[2]), min(H, fb[3])),
        ("sunflower", "flower", "summer", "plant"),
        None,  # drawn from shapes, no icon
    )
    return Painted(
        "In a summer field of tall sunflowers, a big lion with a glowing golden mane dozes "
        "chin on paws in a little clearing, and every sunflower has turned its face away "
        "from the small bright sun in the corner of the sky and toward him, as if he were "
        "the sun.",
        ["admiration", "warmth", "attention", "king", "love", "summer", "gentleness"],
    )


PREMISE = Premise(
    name="sunflowers-turn-to-the-lion",
    figure="lion",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
)
