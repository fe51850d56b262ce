"""Premise "giraffe-hangs-the-first-star": at dusk on a wide savanna, a tall giraffe stretches
its neck high up into the darkening sky, and from a string held in its mouth hangs the first
star of the evening, glowing like a lamp it is about to hang on the sky; a young giraffe
beside it looks up at the star, a flat-topped acacia stands dark against the glowing horizon,
and higher up a few more stars hang unlit on their threads, waiting.

Both giraffes (legs, body, neck, head with ossicones and ears; patches a jittered Voronoi net
over the lit volume), the acacia and the stars are drawn from shapes; the strings, the eyes,
the star's sparkle and glow come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import giraffe_patches
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
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
CREAM = "#e6c08a"
PATCH = "#8a4424"
STAR = "#ffdc6a"
STAR_GLOW = "#ffd47a"
UNLIT = "#9a8cb4"


def _star(cx: float, cy: float, r: float, turn: float) -> Arr:
    """A five-pointed star of outer radius `r`, rounded a little, turned by `turn` radians."""
    pts = []
    for i in range(10):
        a = turn - np.pi / 2 + i * np.pi / 5
        rr = r if i % 2 == 0 else r * 0.46
        pts.append((cx + rr * np.cos(a), cy + rr * np.sin(a)))
    return np.clip(blur(polygon_fine(pts), 1.5) * 1.1, 0, 1)


def _savanna(ctx: Ctx, hz: float) -> None:
    """Dusky grass from the horizon down: rosy far off, warm umber near, dark at the bottom."""
    far = mix(ctx.sky_at(0.97), rgb("#8a5a6a"), 0.45)
    near = rgb("#a86a4a")
    low = rgb("#3e2630")
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    col = far * (1 - np.clip(t * 3, 0, 1)) + near * np.clip(t * 3, 0, 1)
    col = col * (1 - t**1.5) + low * t**1.5
    tex = aniso_noise(ctx.side(), 60, 6) - 0.5
    col = col * (1 + 0.22 * tex[..., None] * np.clip(t * 3, 0, 1))
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(col, 0, 1))
    blend(ctx.img, blur(np.clip(1 - np.abs(YY - hz) / 24, 0, 1).astype(np.float32), 6), far, 0.3)


def _acacia(ctx: Ctx, tx: float, hz: float, size: float) -> Arr:
    """A far flat-topped acacia standing on the horizon at `tx`, `size` px tall."""
    trunk = ribbon(
        cubic(
            (tx, hz + 6),
            (tx + 6, hz - size * 0.35),
            (tx - 10, hz - size * 0.6),
            (tx, hz - size * 0.8),
            12,
        ),
        [size * (0.075 - 0.003 * k) for k in range(13)],
        2,
    )
    limbs = polylines(
        [
            [(tx, hz - size * 0.62), (tx - size * 0.35, hz - size * 0.88)],
            [(tx, hz - size * 0.6), (tx + size * 0.42, hz - size * 0.86)],
            [(tx - 2, hz - size * 0.7), (tx + size * 0.08, hz - size * 0.92)],
        ],
        size * 0.035,
    )
    crown = np.zeros((H, W), np.float32)
    for dx, dy, rx, ry in (
        (-0.3, 0.93, 0.42, 0.09),
        (0.35, 0.9, 0.45, 0.08),
        (0.05, 0.97, 0.5, 0.085),
    ):
        crown = np.maximum(
            crown,
            ellipse(tx + dx * size, hz - dy * size, rx * size * ctx.u(0.9, 1.1), ry * size, 3),
        )
    n = aniso_noise(ctx.side(), 22, 9)
    crown = crown * np.clip((n - 0.08) * 6, 0, 1)
    return np.maximum.reduce([trunk, limbs, crown])


def _giraffe(gx: float, gy: float, d: int, m: float, head: Pt, tilt: float, k: float) -> dict:
    """A giraffe standing side on, facing `d`, hooves at (gx, gy), body scale `m`; its head
    (length about `k`) at `head`, nose raised by `tilt` radians. Returns its part masks and a
    head-frame point function."""

    def G(a: float, b: float) -> Pt:
        return (gx + d * a * m, gy - b * m)

    hx, hy = head
    ca, sa = np.cos(-tilt), np.sin(-tilt)

    def P(a: float, b: float) -> Pt:
        uu, vv = a * ca + b * sa, b * ca - a * sa
        return (hx + d * uu * k, hy - vv * k)

    top = P(-0.22, -0.12)
    base = G(-20, 560)
    lean = (top[0] - base[0]) * 0.25
    spine = cubic(
        top,
        (top[0] - d * 20, top[1] + (base[1] - top[1]) * 0.35),
        (base[0] + lean, base[1] - (base[1] - top[1]) * 0.3),
        base,
        30,
    )
    widths = [k * 0.46 + (m * 150 - k * 0.46) * (i / 30) ** 1.4 for i in range(31)]
    neck = ribbon(spine, widths, 2)
    legs = []
    for a, top_b, far in ((0, 420, 0), (-300, 400, 0), (40, 420, 1), (-262, 400, 1)):
        kn = G(a + (8 if far else -6), 200)
        legs.append((ribbon([G(a, top_b), kn, G(a + 4, 18)], [62 * m, 32 * m, 26 * m], 2), far))
        legs.append((disc(*kn, 19 * m, 2), far))
    hooves = np.maximum.reduce(
        [ellipse(*G(a + 6, 10), 20 * m, 12 * m, 2) for a in (0, -300, 40, -262)]
    )
    body = tilted_ellipse(*G(-150, 480), 215 * m, 104 * m, float(np.arctan2(-0.2, d * 1.0)))
    chest = ellipse(*G(-6, 520), 112 * m, 126 * m, 2)
    rump = ellipse(*G(-290, 455), 100 * m, 96 * m, 2)
    tail = ribbon([G(-385, 480), G(-404, 380), G(-408, 300)], [16 * m, 10 * m, 8 * m], 2)
    tuft = ellipse(*G(-408, 288), 14 * m, 32 * m, 2)
    skull = tilted_ellipse(
        *P(0, 0), 0.3 * k, 0.24 * k, float(np.arctan2(-np.sin(tilt), d * np.cos(tilt)))
    )
    snout = ribbon(
        [P(-0.05, 0), P(0.25, -0.04), P(0.5, -0.1), P(0.7, -0.14)],
        [0.44 * k, 0.4 * k, 0.3 * k, 0.24 * k],
        2,
    )
    headm = np.maximum.reduce([skull, snout, disc(*P(0.72, -0.15), 0.13 * k, 2)])
    horns, knobs = [], []
    for off, lean_ in ((-0.06, -0.12), (0.08, -0.04)):
        hb, ht = P(off, 0.15), P(off + lean_, 0.46)
        horns.append(ribbon([hb, ht], [0.1 * k, 0.075 * k], 2))
        knobs.append(disc(*ht, 0.065 * k, 2))
    ears = ribbon([P(-0.1, 0.1), P(-0.3, 0.2), P(-0.46, 0.24)], [0.1 * k, 0.14 * k, 0.02 * k], 2)
    # the mane along the back of the neck (the side away from the face)
    mane_pts = []
    for i in range(2, 29):
        (ax, ay), (bx, by) = spine[i - 1], spine[i + 1]
        ln = float(np.hypot(bx - ax, by - ay)) or 1.0
        nx, ny = -(by - ay) / ln, (bx - ax) / ln
        if nx * d > 0:
            nx, ny = -nx, -ny
        mane_pts.append((spine[i][0] + nx * widths[i] * 0.47, spine[i][1] + ny * widths[i] * 0.47))
    mane = polylines([mane_pts], max(5.0, k * 0.07))
    far_legs = np.maximum.reduce([lm for lm, f in legs if f])
    near_legs = np.maximum.reduce([lm for lm, f in legs if not f])
    trunk = np.maximum.reduce([body, chest, rump, neck, headm])
    whole = np.clip(
        trunk + near_legs + far_legs + mane + tail + tuft + ears + sum(horns) + sum(knobs) + hooves,
        0,
        1,
    )
    return {
        "P": P,
        "neck": neck,
        "body": np.maximum.reduce([body, chest, rump]),
        "head": headm,
        "trunk": trunk,
        "near_legs": near_legs,
        "far_legs": far_legs,
        "hooves": hooves,
        "tail": tail,
        "tuft": tuft,
        "ears": ears,
        "horns": horns,
        "knobs": knobs,
        "mane": mane,
        "whole": whole,
    }


def _paint_giraffe(ctx: Ctx, g: dict, gy: float, k: float, cell: float, cream: np.ndarray) -> None:
    ratio = rgb(PATCH) / rgb(CREAM)
    gb = mask_bbox(g["whole"])
    ctx.cast_shadow(g["whole"], gb, gy, 0.4)
    ctx.contact(g["whole"], gb)
    ctx.lit(g["far_legs"], mask_bbox(g["far_legs"]), cream * 0.7, rim=0.4)
    giraffe_patches(ctx, g["far_legs"] * (gy - 30 > YY), cell * 0.5, cell * 0.1, ratio)
    ctx.lit(g["mane"], mask_bbox(g["mane"]), rgb("#4a2418"), rim=0.5)
    for hm in [*g["horns"], g["ears"]]:
        ctx.lit(hm, mask_bbox(hm), cream * 0.9, rim=0.5)
    ctx.lit(np.maximum(g["trunk"], g["near_legs"]), gb, cream, rim=0.8, separate=True)
    P = g["P"]
    muzzle = disc(*P(0.62, -0.12), 0.2 * k, 16) * g["head"]
    giraffe_patches(
        ctx, np.maximum(g["neck"], g["body"]) * (1 - g["head"]), cell, cell * 0.13, ratio
    )
    giraffe_patches(ctx, g["near_legs"] * (gy - 30 > YY), cell * 0.5, cell * 0.1, ratio)
    giraffe_patches(
        ctx, g["head"] * np.clip(1 - blur(muzzle, 8) * 1.4, 0, 1), k * 0.13, k * 0.025, ratio
    )
    blend(ctx.img, muzzle, rgb("#ecd0a4"), 0.35)
    for km in [*g["knobs"], g["hooves"]]:
        ctx.lit(km, mask_bbox(km), rgb("#3a2418"), rim=0.4)
    ctx.lit(g["tail"], mask_bbox(g["tail"]), cream * 0.8, rim=0.3)
    ctx.lit(g["tuft"], mask_bbox(g["tuft"]), rgb("#2a1810"), rim=0.3)


def _eye(ctx: Ctx, g: dict, k: float) -> None:
    P = g["P"]
    ex, ey = P(0.1, 0.05)
    er = 0.05 * k
    after_mask(ctx, ellipse(ex, ey, er * 1.1, er * 0.75, 1.2), "#1e120c", 0.95)
    after_mask(ctx, disc(ex + er * 0.3, ey - er * 0.3, er * 0.28, 1), "#fff4dc", 0.85)
    lash = [[P(0.1 + 0.045 * j, 0.08), P(0.11 + 0.06 * j, 0.12)] for j in (-1, 0, 1)]
    after_mask(ctx, polylines(lash, max(2.0, k * 0.02)), "#2a1a12", 0.8)
    after_mask(ctx, tilted_ellipse(*P(0.74, -0.06), k * 0.03, k * 0.012, 0.0), "#3a2418", 0.8)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the big giraffe's body on side s
    d = -s  # both giraffes face the card's middle

    def X(x: float) -> float:  # x measured from the -s edge
        return W / 2 - s * (W / 2 - x)

    hz = H * ctx.u(0.64, 0.66)
    ctx.img[:] = vgrad(ctx.pal.sky, 0.0, hz / H + 0.02)
    ctx.texture_sky(0.04)
    # the sun just gone down behind the acacia's side: a warm glow on the horizon
    sunx = X(ctx.u(150, 260))
    glow(ctx.img, sunx, hz, 700, "#ffb27a", 0.45)
    glow(ctx.img, sunx, hz, 300, "#ffd49a", 0.35)
    ctx.streaks(hz / H - ctx.u(0.12, 0.16), hz / H - 0.04, 0.35)
    # the big giraffe: hooves on the front grass, head high in the sky
    gy = H * ctx.u(0.9, 0.915)
    m = ctx.u(0.84, 0.88)
    gx = X(W - ctx.u(350, 380) * m - 110)
    k = ctx.u(150, 160)
    tilt = np.radians(ctx.u(28, 36))
    head = (gx + d * ctx.u(70, 100), H * ctx.u(0.16, 0.18))
    big = _giraffe(gx, gy, d, m, head, tilt, k)
    mouth = big["P"](0.8, -0.2)
    # the star hangs from the string in its mouth
    sr = ctx.u(78, 86)
    drop = ctx.u(110, 130)
    star_c = (mouth[0] + d * 6, mouth[1] + drop + sr * 0.85)
    ctx.light = star_c
    glow(ctx.img, *star_c, 480, STAR_GLOW, 0.22)
    glow(ctx.img, *star_c, 200, "#ffe0a0", 0.15)
    # unlit stars hanging on threads from the top, higher up and away from the head
    g_ = ctx.rng
    unlit = []
    slots = [(X(120), 0.07), (X(320), 0.15), (X(500), 0.05), (X(1040), 0.06)]
    for i, (ux, uy) in enumerate(slots):
        ux += float(g_.uniform(-30, 30))
        uy = H * (uy + float(g_.uniform(-0.02, 0.02)))
        if abs(ux - head[0]) < 180 and uy > head[1] - 220:
            continue
        ur = float(g_.uniform(36, 44))
        unlit.append((ux, uy, ur, float(g_.uniform(-0.3, 0.3)), i))
    _savanna(ctx, hz)
    tree = _acacia(ctx, X(ctx.u(90, 150)), hz + 4, ctx.u(300, 340))
    blend(ctx.img, tree, rgb("#2a1a2c"), 0.95)
    # the young giraffe in front of the big one, looking up at the star
    m2 = ctx.u(0.47, 0.5)
    cgx = gx + d * ctx.u(450, 490)
    cgy = gy + ctx.u(10, 30)
    k2 = ctx.u(84, 90)
    ctilt = np.radians(ctx.u(52, 60))
    chead = (cgx + d * 20, cgy - 560 * m2 - ctx.u(150, 170))
    young = _giraffe(cgx, cgy, d, m2, chead, ctilt, k2)
    cream = mix(rgb(CREAM), rgb("#b08aa0"), 0.18)
    _paint_giraffe(ctx, big, gy, k, 62, cream)
    focus_on(ctx, big["whole"], 4, 1.4)
    focus_on(ctx, np.maximum.reduce([big["head"], big["ears"], *big["horns"]]), 3, 2.5)
    _paint_giraffe(ctx, young, cgy, k2, 34, mix(cream, rgb("#fff0d0"), 0.12))
    focus_on(ctx, young["whole"], 3, 2.0)
    ctx.grass(gy + 70)
    # the star itself, and the unlit ones
    turn = ctx.u(-0.15, 0.15)
    star = _star(*star_c, sr, turn)
    blend(ctx.img, star, rgb(STAR))
    blend(ctx.img, _star(*star_c, sr * 0.5, turn), rgb("#fff8e0"), 0.8)
    focus_on(ctx, star, 3, 3.0)
    ums = np.zeros((H, W), np.float32)
    for ux, uy, ur, ut, _ in unlit:
        um = _star(ux, uy, ur, ut)
        blend(ctx.img, um, mix(rgb(UNLIT), ctx.sky_at(uy / H), 0.2), 0.95)
        ums = np.maximum(ums, um)
    focus_on(ctx, ums, 2, 2.0, weight=0.7)
    # after the paint: the strings, the star's sparkle, the eyes
    ctop = (star_c[0], star_c[1] - sr * 0.9)
    after_mask(ctx, polylines([[mouth, ctop]], 3.5), "#f4e4c0", 0.9)
    for ux, uy, ur, _ut, _ in unlit:
        after_mask(ctx, polylines([[(ux, -5), (ux, uy - ur * 0.9)]], 3.5), "#b4a6c8", 0.7)
    after_mask(ctx, np.clip(star - blur(star, 3) * 0.6, 0, 1), "#fffbe8", 0.5)
    later_glow(ctx, *star_c, sr * 2.4, "#ffd890", 0.22)
    spark = polylines(
        [
            [(star_c[0] - sr * 1.7, star_c[1]), (star_c[0] + sr * 1.7, star_c[1])],
            [(star_c[0], star_c[1] - sr * 1.7), (star_c[0], star_c[1] + sr * 1.7)],
        ],
        3,
    )
    after_mask(ctx, spark * np.clip(1 - blur(star, 4), 0, 1), "#fff4d0", 0.45)
    _eye(ctx, big, k)
    _eye(ctx, young, k2)
    add_element(
        ctx,
        "a tall giraffe stretching its neck high up, a string in its mouth",
        "main",
        mask_bbox(big["whole"]),
        ("animal", "giraffe", "tall", "neck", "reaching", "mother"),
    )
    add_element(
        ctx,
        "the first star of the evening, glowing, hanging on a string from the giraffe's mouth",
        "secondary",
        mask_bbox(star),
        ("star", "light", "lamp", "evening", "wish"),
    )
    add_element(
        ctx,
        "a young giraffe looking up at the star",
        "secondary",
        mask_bbox(young["whole"]),
        ("animal", "giraffe", "young", "child", "looking up"),
    )
    if unlit:
        add_element(
            ctx,
            "a few unlit stars hanging on threads high above",
            "secondary",
            mask_bbox(ums),
            ("star", "waiting", "dark"),
        )
    add_element(ctx, "a far acacia tree", "frame", mask_bbox(tree), ("tree", "acacia", "savanna"))
    return Painted(
        "At dusk on a wide savanna, a tall giraffe stretches its long neck high into the darkening "
        "sky with a string in its mouth, and on the string hangs the first star of the evening, "
        "glowing like a lamp it is about to hang on the sky; a young giraffe beside it looks up at "
        "the star, an acacia stands dark against the glowing horizon, and higher up a few more "
        "stars hang unlit on their threads, waiting.",
        ["evening", "first star", "wish", "reaching", "hope", "night-light", "childhood"],
    )


PREMISE = Premise(
    name="giraffe-hangs-the-first-star",
    figure="giraffe",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
    frame=False,
)
