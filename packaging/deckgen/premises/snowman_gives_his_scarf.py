"""Premise "snowman-gives-his-scarf": spring has come to a meadow full of first flowers; the
last snowman, half melted and leaning, his coal smile still on, winds his long red knitted
scarf round a small shivering fledgling perched on his twig arm; the only snow left is a small
white patch round his base, and a copse of dark spring trees stands behind him.

All drawn from shapes; the coal face, the scarf's ribs and fringe, the bird's eye and down,
the drips and the nearest flowers come after the paint.
"""

from __future__ import annotations

import itertools

import numpy as np

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
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import day_zenith

Pt = tuple[float, float]
RED = "#c42a26"
BIRDS = {"brown": ("#8a6a4e", "#e6d2b4"), "grey": ("#7c7870", "#e4dcd0")}
FLOWERS = ("#9a6ad0", "#f4f0f6", "#f2c83a", "#c88ae0", "#ffffff")


def _ribs(pts: list[Pt], width: float, step: float) -> list[list[Pt]]:
    """Short strokes across a band along `pts`, every `step` px (a knitted scarf's ribs)."""
    out: list[list[Pt]] = []
    acc = 0.0
    for (ax, ay), (bx, by) in itertools.pairwise(pts):
        seg = float(np.hypot(bx - ax, by - ay)) or 1.0
        nx, ny = -(by - ay) / seg, (bx - ax) / seg
        acc += seg
        while acc >= step:
            acc -= step
            t = 1 - acc / seg
            px, py = ax + (bx - ax) * t, ay + (by - ay) * t
            h = width * 0.42
            out.append([(px - nx * h, py - ny * h), (px + nx * h, py + ny * h)])
    return out


def _meadow(ctx: Ctx, hz: float, sx: float) -> Arr:
    """The spring meadow from the horizon down, warm toward the sun; returns its mask."""
    g = mix(rgb(ctx.pal.ground), rgb("#86b85a"), 0.55)
    far = mix(ctx.sky_at(hz / H - 0.01), g, 0.35)
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    n1 = aniso_noise(ctx.rng, 160, 26) - 0.5
    side = ctx.side()
    blades = aniso_noise(side, 5, 30) - 0.5
    tex = 1 + (0.08 + 0.18 * t) * n1 + (0.08 + 0.2 * t) * blades
    tt = t[..., None] ** 0.5
    ground = (far * (1 - tt) + g * tt) * tex[..., None] * (1 - 0.22 * t[..., None] ** 1.5)
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(ground, 0, 1))
    sunny = ellipse(sx, hz + 40, W * 0.7, H * 0.12, 200) * land
    blend(ctx.img, sunny, rgb("#fff0c0"), 0.35)
    return land


def _copse(ctx: Ctx, x0: float, s: int, hz: float, top: float) -> Arr:
    """A copse of round spring trees behind the snowman, high on his side, falling away
    toward the sun; dark, so that the white snowman stands out against it."""
    edge = x0 - s * ctx.u(300, 330)  # where the copse ends toward the sun
    green = mix(rgb(ctx.pal.ink), rgb("#3f6a40"), 0.6)
    whole = np.zeros((H, W), np.float32)
    trees = []
    for j in range(5):  # a back row of tall crowns, lower toward the sun
        f = j / 4
        r = ctx.u(170, 200) * (0.7 + 0.3 * min(1.0, f * 2.5))
        cy = top + r + (hz - top - r * 1.8) * max(0.0, 1 - f * 2.2) + ctx.u(-30, 30)
        trees.append((edge + s * (80 + f * W * 0.75) + ctx.u(-30, 30), cy, r, f))
    for j in range(5):  # and a front row of bushy crowns down to the meadow
        f = j / 4
        r = ctx.u(120, 150)
        trees.append((edge + s * (60 + f * W * 0.8) + ctx.u(-30, 30), hz - r * 0.7, r, f))
    for cx, cy, r, f in trees:
        m = np.zeros((H, W), np.float32)
        for _ in range(5):
            a = ctx.u(0, 2 * np.pi)
            c = (cx + r * 0.45 * np.cos(a), cy + r * 0.4 * np.sin(a))
            m = np.maximum(m, disc(*c, r * 0.62, 4))
        m = np.maximum(m, disc(cx, cy, r * 0.75, 4))
        m = np.maximum(m, ellipse(cx, hz - 10, r * 0.1, hz - cy, 3) * (cy < YY))
        m *= np.clip((hz + 20 - YY) / 4, 0, 1)
        ctx.lit(m, bbox_of(m), green * (0.8 + 0.3 * f), rim=0.5)
        whole = np.maximum(whole, m)
    tex = 1 + 0.2 * (aniso_noise(ctx.side(), 24, 18) - 0.5)
    ctx.img *= (1 + (tex - 1) * whole)[..., None]
    return whole


def _snowball(ctx: Ctx, m: Arr, c: Pt, rx: float, ry: float) -> None:
    """Paint mask `m` as a ball of wet snow centred at `c`: warm white toward the sun, a cool
    blue shadow side, a little green bounce from the meadow below."""
    x0, y0, x1, y1 = bbox_of(m)
    sl = (slice(max(0, y0 - 4), y1 + 4), slice(max(0, x0 - 4), x1 + 4))
    nx, ny = (XX[sl] - c[0]) / rx, (YY[sl] - c[1]) / ry
    nz = np.sqrt(np.clip(1 - nx * nx - ny * ny, 0.02, 1))
    nn = np.sqrt(nx * nx + ny * ny + nz * nz)
    lx, ly = ctx.light
    lv = np.array([lx - c[0], ly - c[1], 0.5 * float(np.hypot(lx - c[0], ly - c[1]))])
    lv /= float(np.linalg.norm(lv))
    d = np.clip(((nx * lv[0] + ny * lv[1] + nz * lv[2]) / nn + 0.3) / 1.3, 0, 1)
    lit_c, shade_c = rgb("#fffaf0"), mix(rgb("#8298c0"), ctx.sky_at(0.1), 0.2)
    col = shade_c + (lit_c - shade_c) * (d**0.8)[..., None]
    col += rgb("#ffe2b0")[None, None, :] * (0.25 * d**8)[..., None]
    bounce = np.clip(ny / nn, 0, 1) * (1 - d)
    col += (rgb(ctx.pal.ground) * 0.25)[None, None, :] * bounce[..., None]
    col *= (1 + 0.05 * (smooth_noise(ctx.side(), 24, col.shape[:2]) - 0.5))[..., None]
    blend(ctx.img[sl], m[sl], np.clip(col, 0, 1))


def _thaw(ctx: Ctx, m: Arr, amp: float) -> Arr:
    """Mask `m` with its outline pushed about by up to `amp` px: a ball of snow gone soft."""
    gen = ctx.side()
    dx = (smooth_noise(gen, 60) - 0.5) * 2 * amp
    dy = (smooth_noise(gen, 60) - 0.5) * 2 * amp + amp * 0.6
    ys = np.clip(YY - dy, 0, H - 1).astype(int)
    xs = np.clip(XX + dx, 0, W - 1).astype(int)
    return blur(m[ys, xs], 1.5)


def stage(ctx: Ctx) -> Painted:
    x0, s = third(ctx)  # the snowman on a vertical third, side s; the bird toward -s
    k = ctx.u(1.28, 1.34)
    hz = H * ctx.u(0.58, 0.6)
    gy = H * ctx.u(0.87, 0.88)

    def P(u: float, v: float) -> Pt:  # u toward the bird, v up from the ground, in his units
        return (x0 - s * u * k, gy - v * k)

    # the sky and a warm spring sun on the bird's side
    ctx.texture_sky(0.05)
    day_zenith(ctx)
    sx, sy = W / 2 - s * W * ctx.u(0.29, 0.32), H * ctx.u(0.25, 0.28)
    ctx.light = (sx, sy)
    top = np.clip(1 - YY / (H * 0.5), 0, 1)
    blend(ctx.img, top, mix(ctx.sky_at(0.0), rgb(ctx.pal.ink), 0.3), 0.4)
    ctx.streaks(sy / H + 0.06, sy / H + 0.12, 0.5, tint="#ffe6c0")
    glow(ctx.img, sx, sy, 800, "#ffc878", 0.5)
    glow(ctx.img, sx, sy, 240, "#ffdc98", 0.55)
    blend(ctx.img, disc(sx, sy, 66, 3), rgb("#fff4cc"))
    later_glow(ctx, sx, sy, 150, "#ffe8a8", 0.3, core=62)
    ctx.rays(sx, sy, 7, 0.12, 1.1)
    _copse(ctx, x0, s, hz, H * ctx.u(0.2, 0.23))
    land = _meadow(ctx, hz, sx)
    # flowers: crocuses, snowdrops and primroses in tufts, bigger toward the viewer
    gen = ctx.side()
    fl = np.zeros((H, W, 3), np.float32)
    fm = np.zeros((H, W), np.float32)
    late: list[tuple[float, float, float, str]] = []
    stems: list[list[Pt]] = []
    for _ in range(56):
        tx, tt = float(gen.uniform(0, W)), float(gen.uniform(0, 1)) ** 0.6
        col = FLOWERS[int(gen.integers(len(FLOWERS)))]
        for _ in range(int(gen.integers(3, 8))):
            t = float(np.clip(tt + gen.normal(0, 0.03), 0, 1))
            fx, fy = tx + float(gen.normal(0, 20 + 50 * t)), hz + 20 + t * (H - hz)
            if abs(fx - x0) < 300 * k and abs(fy - gy) < 80 * k:
                continue  # not on the snow
            r = 3 + 13 * t
            d = ellipse(fx, fy, r * 0.62, r * 0.9, 1.5)
            stems.append([(fx, fy), (fx + float(gen.normal(0, 0.2)) * r, fy + r * 1.6)])
            fl += d[..., None] * rgb(col)
            fm = np.maximum(fm, d)
            if t > 0.7:
                late.append((fx, fy, r, col))
    blend(ctx.img, polylines(stems, 4) * land, rgb(ctx.pal.ground) * 0.45, 0.8)
    blend(ctx.img, np.clip(fm, 0, 1), fl / np.maximum(fm, 1e-3)[..., None])
    # the last patch of snow round his base, a meltwater puddle at its edge
    patch_n = smooth_noise(ctx.rng, 30) - 0.5
    pr = np.hypot((XX - x0) / (310 * k), (YY - gy + 10) / (70 * k)) + 0.35 * patch_n
    patch = np.clip((1 - pr) * 12, 0, 1).astype(np.float32) * land
    blend(ctx.img, patch, rgb("#eef2f6"))
    blend(ctx.img, patch * np.clip((YY - gy + 20) / 60, 0, 1), rgb("#b8c8dc"), 0.5)
    puddle = ellipse(*P(-150, -40), 120 * k, 16 * k, 4) * land
    blend(ctx.img, puddle, mix(ctx.sky_at(0.2), rgb("#8aa4b8"), 0.4), 0.7)
    # the snowman: a slumped base, a middle and a head leaning toward the bird
    base = np.maximum(
        ellipse(*P(0, 105), 232 * k, 118 * k, 2), ellipse(*P(0, 38), 252 * k, 48 * k, 2)
    )
    mx, my = P(50, 320)
    mid = tilted_ellipse(mx, my, 150 * k, 132 * k, -s * 0.25)
    hx, hy = P(125, 495)
    head = tilted_ellipse(hx, hy, 100 * k, 90 * k, -s * 0.4)
    base, mid, head = (_thaw(ctx, m, a) for m, a in ((base, 18 * k), (mid, 12 * k), (head, 8 * k)))
    body = np.clip(base + mid + head, 0, 1)
    bb = bbox_of(body)
    ctx.cast_shadow(body, bb, gy - 10, 0.45)
    ctx.contact(body, bb)
    _snowball(ctx, base, P(0, 100), 250 * k, 130 * k)
    for m, c, r in ((mid, (mx, my), 150 * k), (head, (hx, hy), 100 * k)):
        under = np.roll(blur(m, 14 * k), int(18 * k), 0) * (1 - m)
        blend(ctx.img, under * body, rgb("#7088b0"), 0.5)  # its shadow on the ball below
        _snowball(ctx, m, c, r, r * 0.9)
    # the carrot nose, pointing down toward the bird
    n0 = P(170, 490)
    nose = polygon_fine([(n0[0], n0[1] - 13 * k), P(245, 455), (n0[0], n0[1] + 13 * k)])
    ctx.lit(nose, bbox_of(nose), rgb("#e8782a"), rim=0.5)
    # the twig arm the bird sits on, reaching out and up; the other hanging down
    a3 = P(420, 560)
    arm_pts = cubic(P(175, 370), P(260, 390), P(340, 470), a3, 24)
    arm = ribbon(arm_pts, [26 * k * (1 - 0.5 * j / 24) for j in range(25)], 1.5)
    fork = polylines([[a3, P(445, 610)], [arm_pts[21], P(395, 510)]], 10 * k)
    twig = np.clip(arm + fork, 0, 1)
    far_arm = polylines([[P(-90, 340), P(-190, 300), P(-250, 220)]], 17 * k)
    ctx.lit(far_arm, bbox_of(far_arm), rgb("#5a3e2a"), rim=0.3)
    ctx.lit(twig, bbox_of(twig), rgb("#5a3e2a"), rim=0.5)
    # the fledgling: perched on the arm, round and puffed up, looking up at him
    bfx, bfy = arm_pts[17]
    bfy -= 10 * k
    bird_name = list(BIRDS)[int(ctx.rng.integers(len(BIRDS)))]
    feather, belly = (rgb(c) for c in BIRDS[bird_name])
    bk = 1.18 * k  # the bird's own unit
    bcx, bcy = bfx, bfy - 62 * bk

    def B(u: float, v: float) -> Pt:  # a point of the bird, u toward the snowman, v down
        return (bcx + s * u * bk, bcy + v * bk)

    glow(ctx.img, bcx, bcy - 30 * bk, 260 * bk, "#ffe0a0", 0.35)  # the warmth it is given
    bod = ellipse(bcx, bcy, 72 * bk, 64 * bk, 2)
    tail = polygon_fine([B(-55, 10), B(-104, 40), B(-60, 50)])
    bhx, bhy = B(24, -68)
    bhead = disc(bhx, bhy, 46 * bk, 2)
    beak = polygon_fine([B(58, -80), B(100, -88), B(62, -58)])
    ctx.lit(tail, bbox_of(tail), feather * 0.8, rim=0.4)
    ctx.lit(bod, bbox_of(bod), feather, rim=0.7)
    ctx.lit(bhead, bbox_of(bhead), feather * 1.05, rim=0.8, separate=True)
    blend(ctx.img, ellipse(*B(30, -50), 26 * k, 22 * k, 8) * bhead, belly, 0.6)
    ctx.lit(beak, bbox_of(beak), rgb("#f0b838"), rim=0.4)
    bird = np.clip(bod + tail + bhead + beak, 0, 1)
    # the scarf: round his neck, knotted, swagged under the arm to the bird, wound twice round
    # it, its fringed end hanging below
    ux, uy = hx - mx, hy - my
    ul = float(np.hypot(ux, uy))
    ux, uy = ux / ul, uy / ul
    px, py = (uy * s - s) / 2, -ux * s / 2  # across the neck, toward the bird
    pl = float(np.hypot(px, py))
    px, py = px / pl, py / pl
    nx, ny = mx + ux * 116 * k, my + uy * 116 * k

    def N(a: float, b: float) -> Pt:  # a across the neck toward the bird, b up the snowman
        return (nx + (px * a + ux * b) * k, ny + (py * a + uy * b) * k)

    neck_pts = cubic(N(-104, 4), N(-40, -26), N(50, -26), N(112, 0), 20)
    knot = N(112, -16)
    drape = cubic(knot, N(150, -70), B(130, 90), B(66, 10), 30)
    coil2 = cubic(B(70, 18), B(20, 44), B(-40, 40), B(-74, 14), 16)
    coil1 = cubic(B(66, -22), B(20, 4), B(-40, -2), B(-76, -28), 16)
    end_pts = cubic(B(-12, 30), B(-34, 90), B(10, 150), B(-10, 210), 20)
    sw = 50 * k
    bands = [(neck_pts, sw * 1.1), (drape, sw), (coil2, sw * 0.8), (coil1, sw * 0.85)]
    bands.append((end_pts, sw * 0.8))
    red = rgb(RED)
    scarf = np.zeros((H, W), np.float32)
    for pts, wd in bands:
        m = ribbon(pts, [wd] * len(pts), 1.5)
        ctx.lit(m, bbox_of(m), red, rim=0.6)
        scarf = np.maximum(scarf, m)
    knot_m = disc(*knot, sw * 0.6, 2)
    ctx.lit(knot_m, bbox_of(knot_m), red * 0.95, rim=0.5)
    scarf = np.maximum(scarf, knot_m)
    stripes = polylines(_ribs(end_pts[11:17], sw * 1.2, 26 * k), 13 * k) * scarf
    blend(ctx.img, stripes, rgb("#f4ead8"), 0.9)  # two cream stripes near its end
    focus_on(ctx, np.clip(scarf + bird, 0, 1), 4, 2.0)
    focus_on(ctx, body, 5, 1.6)
    focus_on(ctx, twig, 3, 2.0)
    focus_on(ctx, fm * (YY > H * 0.8), 3, 1.5, weight=0.5)
    # after the paint: knitted ribs, fringe, coal face, the bird's eye and down, drips
    ribs = [r for pts, wd in bands for r in _ribs(pts, wd, 13 * k)]
    after_mask(ctx, polylines(ribs, 3 * k) * scarf, "#7a1414", 0.4)
    tx, ty = end_pts[-1]
    fringe = [[(tx + j * 9 * k, ty), (tx + j * 10 * k - s * 4, ty + 34 * k)] for j in range(-2, 3)]
    after_mask(ctx, polylines(fringe, 5 * k), RED, 0.95)
    coal = [ellipse(*P(u, v), 11 * k, 13 * k, 1.5) for u, v in ((118, 540), (168, 520))]
    for j in range(6):
        a = np.radians(20 + 22 * j)
        coal.append(disc(*N(8 + 52 * np.cos(a), 78 - 30 * np.sin(a)), 8 * k, 1.5))
    after_mask(ctx, np.clip(sum(coal), 0, 1), "#1e1a1c", 0.95)
    after_mask(ctx, disc(*B(40, -78), 9 * k, 1.5), "#141010", 0.95)
    after_mask(ctx, disc(*B(43, -81), 3 * k, 1), "#ffffff", 0.9)
    down = [[B(22 + j * 12, -108), B(22 + j * 17, -124), B(22 + j * 24, -128)] for j in (-1, 0, 1)]
    after_mask(ctx, polylines(down, 4 * k), mix(feather, belly, 0.5), 0.9)
    feet = [[(bfx + j * 18 * k, bfy - 12 * k), (bfx + j * 20 * k, bfy + 14 * k)] for j in (-1, 1)]
    after_mask(ctx, polylines(feet, 5 * k), "#e0a040", 0.9)
    drips = [[P(u, v), P(u, v - 30)] for u, v in ((60, 60), (-80, 70), (130, 230), (-40, 215))]
    after_mask(ctx, polylines(drips, 5 * k) * body, "#a8bcd4", 0.45)
    later_glow(ctx, bcx, bcy - 20 * bk, 200 * bk, "#ffe4a8", 0.18)
    for fx, fy, r, col in late:
        after_mask(
            ctx, disc(fx, fy - r * 0.2, r * 0.45, 1.2), mix(rgb(col), rgb("#fff6c0"), 0.5), 0.6
        )
    whole = np.clip(body + twig + far_arm + nose, 0, 1)
    said = "a half-melted snowman leaning over, with a coal smile"
    add_element(ctx, said, "main", bbox_of(whole), ("snowman", "winter", "melting", "giving"))
    said = "a long red knitted scarf wound round a fledgling"
    add_element(ctx, said, "secondary", bbox_of(scarf), ("scarf", "warmth", "gift", "red"))
    said = f"a small {bird_name} fledgling perched on a twig arm"
    add_element(ctx, said, "secondary", bbox_of(bird), ("bird", "animal", "small", "young"))
    return Painted(
        "Spring has come to a meadow full of first flowers, and the last snowman, half melted "
        "and leaning, his coal smile still on, winds his long red knitted scarf round a small "
        f"shivering {bird_name} fledgling perched on his twig arm, the only snow left a small "
        "white patch round his base.",
        ["giving", "farewell", "kindness", "seasons", "tenderness", "spring", "letting go"],
    )


PREMISE = Premise(
    name="snowman-gives-his-scarf",
    figure="snowman",
    palettes=("spring", "mint", "mist"),
    stage=stage,
    max_cards=1,
)
