"""Premise "sunflower-bows-to-the-hedgehog": in a wide field of sunflowers under a clear blue
summer sky, every flower has turned its face up toward the sun, except one near the front: it
has turned its back on the sun and bends its big head down on an arching stem toward a small
hedgehog sitting up in the grass at its foot, looking up at it, as if the little animal were
its sun.

The field's heads are discs foreshortened toward the sun, their seed eyes pushed its way; the
turned flower is one big head with its face down toward the hedgehog, a stem bowed like a neck.
The hedgehog (a sitting egg of a body, a spiny mantle, a raised pointed face) is drawn from
shapes; its spines, eye and nose, and the grass blades come after the paint.
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
    blend_in,
    blur,
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, elliptic_crop, mask_bbox, polylines, tilted_ellipse, union_box

Pt = tuple[float, float]
Box = tuple[int, int, int, int]
PETAL, PETAL_D, PETAL_L = rgb("#f8c21c"), rgb("#d8800c"), rgb("#ffe36a")
SEED, CUP, STEM = rgb("#3a200e"), rgb("#557e2c"), rgb("#4e7a2a")


def _head(ctx: Ctx, hx: float, hy: float, r: float, n: np.ndarray, ph: float, lift: float) -> Box:
    """A sunflower head of radius r whose face points along the unit vector n (x, y on the
    card, z toward us): a green cup behind, two rings of petals, the seed eye pushed along n."""
    d2 = float(np.hypot(n[0], n[1])) or 1.0
    ux, uy = n[0] / d2, n[1] / d2
    b = r * max(abs(float(n[2])), 0.3)
    soft = max(1.2, r * 0.035)
    th = r * 0.32 * d2
    got = elliptic_crop(hx - ux * th, hy - uy * th, r * 0.8, b * 0.85, ux, uy)
    if got:
        sl, u, v = got
        cup = np.clip((1 - np.hypot(u, v)) * r * 0.8 / soft + 0.5, 0, 1)
        blend_in(ctx.img, sl, cup, CUP * (0.75 + 0.25 * np.clip(-v, 0, 1))[..., None])
    got = elliptic_crop(hx, hy, r, b, ux, uy)
    if not got:
        return (int(hx - r), int(hy - r), int(hx + r), int(hy + r))
    sl, u, v = got
    rho, an = np.hypot(u, v), np.arctan2(v, u)
    lit = mix(PETAL, PETAL_L, lift)
    for k, (ring, tone) in enumerate(((1.0, mix(PETAL_D, lit, 0.45)), (0.9, lit))):
        edge = ring * (0.78 + 0.22 * np.abs(np.cos(an * 10 + ph + k * 0.16)))
        petals = np.clip((edge - rho) * r / soft + 0.5, 0, 1)
        streak = 0.88 + 0.12 * np.cos(an * 20 + ph * 2)
        blend_in(ctx.img, sl, petals, tone * streak[..., None])
    off = 0.4 * d2
    rs = np.hypot(u, v - off)
    blend_in(ctx.img, sl, np.clip((0.47 - rs) * r / soft + 0.5, 0, 1), mix(SEED, PETAL_D, 0.45))
    core = np.clip((0.38 - rs) * r / soft + 0.5, 0, 1)
    dots = 0.8 + 0.35 * (np.sin(u * 38) * np.sin(v * 38 * b / r + 1) > 0.3)
    blend_in(ctx.img, sl, core, SEED * dots[..., None])
    return (sl[1].start, sl[0].start, sl[1].stop, sl[0].stop)


def _stalk(ctx: Ctx, pts: list[Pt], r: float, leaves: bool) -> Arr:
    """A stem along `pts` (ground first) with a pair of leaves, lit by the sun."""
    stem = polylines([pts], max(4.0, r * 0.17))
    green = stem
    if leaves and r > 40:
        for k, t in ((1, 0.35), (-1, 0.55)):
            px, py = pts[int(len(pts) * t)]
            lf = tilted_ellipse(px + k * r * 0.5, py - r * 0.05, r * 0.55, r * 0.22, k * 0.45)
            green = np.maximum(green, lf)
    if green.max() > 0.3:
        ctx.lit(green, mask_bbox(green), STEM, rim=0.4)
    return green


def _hedgehog(ctx: Ctx, cx: float, fy: float, L: float, d: int) -> Arr:
    """A hedgehog sitting up on its haunches, feet at y=`fy`, `L` tall, facing side `d`, its
    pointed face raised to look up; returns its mask."""

    def p(a: float, b: float) -> Pt:
        return (cx + d * a * L, fy - b * L)

    lean = d * 0.3  # the body leans back, its belly toward what it looks at
    bx, by = p(-0.02, 0.4)
    body = tilted_ellipse(bx, by, 0.3 * L, 0.42 * L, lean)
    # the spiny mantle: the body's back and crown, with a sawtooth edge
    ang = np.arctan2(YY - by, XX - bx)
    rad = np.hypot((XX - bx) / (0.36 * L), (YY - by + 0.06 * L) / (0.52 * L))
    saw = 1.0 + 0.07 * np.abs(np.sin(ang * 15))
    back = np.clip(((XX - bx) * -d - (YY - by) * 0.4 + 0.12 * L) / (0.04 * L), 0, 1)
    mantle = (np.clip((saw - rad) * 30, 0, 1) * back).astype(np.float32)
    face = tilted_ellipse(*p(0.2, 0.8), 0.18 * L, 0.13 * L, -d * 0.7)
    snout = tilted_ellipse(*p(0.33, 0.94), 0.12 * L, 0.055 * L, -d * 0.85)
    mantle = (
        mantle * (fy - 0.1 * L > YY) * (1 - np.clip(blur(np.maximum(face, snout), 3) * 2, 0, 1))
    )
    ear = disc(*p(0.06, 0.88), 0.04 * L, 2)
    paws = np.maximum(
        tilted_ellipse(*p(0.25, 0.5), 0.07 * L, 0.035 * L, -d * 0.5),
        tilted_ellipse(*p(0.21, 0.44), 0.07 * L, 0.035 * L, -d * 0.5),
    )
    feet = np.maximum(
        ellipse(*p(0.16, 0.03), 0.1 * L, 0.035 * L, 2),
        ellipse(*p(-0.1, 0.03), 0.1 * L, 0.035 * L, 2),
    )
    whole = np.maximum.reduce([body, mantle, face, snout, ear, paws, feet])
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, fy, strength=0.5, k=0.45)
    ctx.contact(whole, bb)
    ctx.lit(feet, mask_bbox(feet), rgb("#6a503c"), rim=0.3)
    ctx.lit(body, mask_bbox(body), rgb("#a8845e"), rim=0.5)
    fs = np.maximum(face, snout)
    ctx.lit(fs, mask_bbox(fs), rgb("#b89068"), rim=0.5)
    ctx.lit(mantle, mask_bbox(mantle), rgb("#5e4a36"), rim=0.9, separate=True)
    ctx.lit(ear, mask_bbox(ear), rgb("#8a6a50"), rim=0.4)
    ctx.lit(paws, mask_bbox(paws), rgb("#7a5a42"), rim=0.3)
    # after the paint: quills swept back and down over the mantle, pale tips; eye and nose
    gen = ctx.side()
    quills: list[list[Pt]] = []
    tips: list[list[Pt]] = []
    ys, xs = np.nonzero(mantle[::3, ::3] > 0.9)
    for _ in range(300):
        i = int(gen.integers(len(xs)))
        qx, qy = float(xs[i] * 3), float(ys[i] * 3)
        a = float(np.arctan2(qy - by, qx - bx)) - d * 0.6
        la = L * float(gen.uniform(0.07, 0.11))
        e = (qx + la * np.cos(a), qy + la * np.sin(a))
        quills.append([(qx, qy), e])
        tips.append([(qx + 0.6 * la * np.cos(a), qy + 0.6 * la * np.sin(a)), e])
    after_mask(ctx, polylines(quills, 0.012 * L) * blur(mantle, 3), "#2a2018", 0.85)
    after_mask(ctx, polylines(tips, 0.009 * L) * blur(mantle, 6), "#ecdcb8", 0.75)
    ex, ey = p(0.22, 0.85)
    after_mask(ctx, disc(ex, ey, 0.03 * L, 1.5), "#120c0a", 0.95)
    after_mask(ctx, disc(ex + d * 0.008 * L, ey - 0.01 * L, 0.01 * L, 1), "#ffffff", 0.9)
    after_mask(ctx, disc(*p(0.415, 0.99), 0.034 * L, 1.5), "#161010", 0.95)
    focus_on(ctx, whole, 4, 2.5)
    return whole


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)  # the bowed head on a vertical third, side s; the sun on the other side
    hz = H * ctx.u(0.43, 0.46)
    # a clear summer sky, a lighter blue than noon's zenith, paling to the horizon
    blend(ctx.img, np.ones((H, W), np.float32), vgrad([(0, "#6aa8e6"), (0.45, "#cce6f6")]), 0.65)
    ctx.texture_sky(0.03)
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.26, 0.3), H * ctx.u(0.1, 0.12)
    ctx.celestial(sun_x, sun_y, 50, "sun")
    glow(ctx.img, sun_x, sun_y, 170, "#ffffff", 0.55)
    glow(ctx.img, sun_x, sun_y, 600, "#fff8dc", 0.3)
    # the sun stays a crisp white disc in a warm halo through the paint
    later_glow(ctx, sun_x, sun_y, 150, "#fffbe8", 0.45)
    later_glow(ctx, sun_x, sun_y, 60, "#ffffff", 0.9)
    gen = ctx.rng
    far = ctx.sky_at(hz / H - 0.01)
    g = mix(rgb(ctx.pal.ground), rgb("#c8d86c"), 0.75)  # a sunny summer field
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    tex = (
        1 + 0.16 * (aniso_noise(gen, 60, 20) - 0.5) + 0.12 * (aniso_noise(ctx.side(), 14, 30) - 0.5)
    )
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(
        ctx.img,
        land,
        np.clip((mix(far, g, 0.6) * (1 - t * 0.5) + g * t * 0.5) * tex[..., None], 0, 1),
    )
    # the turned flower: its stem rises on the sun's side and bows over toward the hedgehog
    hx, hy = x, H * ctx.u(0.58, 0.6)
    r0 = H * ctx.u(0.093, 0.1)
    bx0 = W / 2 - s * W * ctx.u(0.05, 0.08)
    fy = H * ctx.u(0.9, 0.92)
    top = hy - H * ctx.u(0.2, 0.22)
    # up from the ground, over in a crook, and down into the back of the head like a neck
    arch = cubic(
        (bx0, fy + H * 0.04),
        (bx0 - s * 30, top + 120),
        (bx0 + s * 60, top - 90),
        (hx - s * r0 * 0.2, top),
        30,
    )
    arch += cubic(
        (hx - s * r0 * 0.2, top),
        (hx + s * r0 * 0.5, top + 20),
        (hx + s * r0 * 0.3, hy - r0 * 0.9),
        (hx, hy - r0 * 0.45),
        16,
    )[1:]
    hh_x = x + s * W * ctx.u(0.0, 0.02)
    L = H * ctx.u(0.13, 0.14)

    def clear(px: float, py: float, r: float) -> bool:
        if abs(px - hx) < r0 * 1.3 + r and py + r > hy - r0 * 1.2:
            return False  # the turned head and the hedgehog stand against a calm field
        if abs(px - bx0) < r + 40 and py + r > top:
            return False
        return float(np.hypot(px - sun_x, py - sun_y)) > r + 180

    def to_sun(px: float, py: float, nz: float) -> np.ndarray:
        v = np.array([sun_x - px, sun_y - py], np.float64)
        v /= np.linalg.norm(v) or 1.0
        q = float(np.sqrt(1 - nz * nz))
        return np.array([v[0] * q, v[1] * q, nz])

    # the far field: a dense band of small heads, all up toward the sun
    far_pts = [
        (float(gen.uniform(-20, W + 20)), hz + float(gen.uniform(0, 1)) ** 1.5 * 150)
        for _ in range(420)
    ]
    for px, py in sorted(far_pts, key=lambda q: q[1]):
        _head(ctx, px, py, 7 + (py - hz) * 0.2, to_sun(px, py, 0.35), float(gen.uniform(0, 3)), 0.2)
    spots: list[tuple[float, float, float, float]] = []
    rows = [
        (hz + 120, hz + 280, 44, 30, 46),
        (hz + 280, hz + 520, 30, 48, 72),
        (hz + 520, H * 1.05, 12, 80, 115),
    ]
    for y0, y1, n_, ra, rb in rows:
        tries = got = 0
        while got < n_ and tries < 400:
            tries += 1
            base = float(gen.uniform(y0, y1))
            px, r = float(gen.uniform(-30, W + 30)), float(gen.uniform(ra, rb))
            py = base - r * float(gen.uniform(2.2, 3.2))
            if not clear(px, py, r) or any(
                np.hypot(px - a, py - b) < (r + c) * 0.66 for a, b, c, _ in spots
            ):
                continue
            spots.append((px, py, r, base))
            got += 1
    boxes: list[Box] = []
    for px, py, r, base in sorted(spots, key=lambda q: q[3]):
        lean = (sun_x - px) * 0.04
        pts = cubic(
            (px - lean, base),
            (px - lean, base - (base - py) * 0.5),
            (px, py + r),
            (px, py + r * 0.3),
            16,
        )
        _stalk(ctx, pts, r, True)
        n = to_sun(px, py, float(gen.uniform(0.3, 0.4)))
        boxes.append(_head(ctx, px, py, r, n, float(gen.uniform(0, 3)), 0.35))
    # the grass where the hedgehog sits, a little clearing at the turned flower's foot
    clr = blur(ellipse(hh_x, fy, W * 0.3, H * 0.05, 4), 30)
    blend(ctx.img, clr, rgb("#7ea448"), 0.55)
    # the turned flower's own warm light falls round the hedgehog, as if each were the other's sun
    glow(ctx.img, hh_x, fy - L * 0.5, L * 1.3, "#fff0b0", 0.25)
    hedge = _hedgehog(ctx, hh_x, fy, L, s)
    # the turned flower, last and nearest: crisp, its face down to the hedgehog
    green = _stalk(ctx, arch, r0, False)
    for k, t in ((-s, 0.1), (s, 0.18)):
        px, py = arch[int(len(arch) * t)]
        lf = tilted_ellipse(px + k * r0 * 0.55, py + r0 * 0.1, r0 * 0.62, r0 * 0.24, k * 0.5)
        ctx.lit(lf, mask_bbox(lf), STEM * 1.05, rim=0.5)
        green = np.maximum(green, lf)
    face = np.array([(hh_x - hx) / 400, 0.85, 0.55])
    face /= np.linalg.norm(face)
    hb = _head(ctx, hx, hy, r0, face, ctx.u(0, 3), 0.6)
    head = ellipse(hx, hy, r0, r0 * 0.7, 3)
    flower = np.maximum(green, head)
    later_glow(ctx, hh_x, fy - L * 0.6, L * 0.9, "#fff2c0", 0.1)
    blades: list[list[Pt]] = []
    side = ctx.side()
    for _ in range(70):
        gx = float(side.uniform(hh_x - W * 0.3, hh_x + W * 0.3))
        gy = fy + float(side.uniform(-20, 60))
        bend = float(side.uniform(-20, 20))
        blades.append(
            [(gx, gy), (gx + bend * 0.4, gy - 28), (gx + bend, gy - float(side.uniform(40, 70)))]
        )
    after_mask(ctx, polylines(blades, 3.5) * (1 - blur(hedge, 2)), "#5a8a30", 0.7)
    focus_on(ctx, flower, 5, 2.0)
    focus_on(ctx, head, 3, 3.0)
    fb = union_box(boxes)
    add_element(
        ctx,
        "one big sunflower turned away from the sun, bowing down",
        "main",
        union_box([mask_bbox(flower), hb]),
        ("sunflower", "flower", "plant", "summer", "being different"),
    )
    add_element(
        ctx,
        "a small hedgehog sitting up in the grass, looking up",
        "secondary",
        mask_bbox(hedge),
        ("hedgehog", "animal", "small", "prickly", "looking up"),
    )
    add_element(
        ctx,
        "a field of sunflowers all facing the sun",
        "secondary",
        (max(0, fb[0]), max(0, fb[1]), min(W, fb[2]), min(H, fb[3])),
        ("sunflower", "field", "flower", "summer"),
    )
    return Painted(
        "In a wide field of sunflowers, every flower has turned its face up toward the sun, "
        "except one near the front: it has turned its back on the sun and bends its big head "
        "down on its bowed stem toward a small hedgehog sitting up in the grass and looking up "
        "at it, as if the hedgehog were its sun.",
        ["love", "being different", "attention", "tenderness", "friendship", "summer"],
    )


PREMISE = Premise(
    name="sunflower-bows-to-the-hedgehog",
    figure="sunflower",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
)
