"""Premise "giraffe-ladder": on the savanna in the evening, a kitten was stuck high on a
branch of an acacia; a tall giraffe has stretched its long neck up to the branch and rests its
chin there like the top of a gentle ladder, and the kitten climbs carefully down the neck,
front paws reaching, its small dark shape crossing the low sun, while the mother cat sits at
the giraffe's feet looking up at it.

The giraffe (legs, body, neck, head with ossicones; patches a jittered Voronoi net over its lit
volume), the acacia, the kitten and the mother cat are drawn from shapes; the eyes, the
whiskers and the kitten's rim of sunlight come after the paint.
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
CREAM = "#f0d49a"
PATCH = "#9a4a22"
LIMBS = (  # the acacia's two upper limbs: (x, y / H) control points, width, its taper
    (((90, 0.23), (120, 0.17), (260, 0.15), (360, 0.12)), 34, 2),
    (((80, 0.25), (40, 0.18), (-20, 0.15), (-80, 0.13)), 30, 1.6),
)
COATS = {"grey tabby": ("#5e5652", "#2e2624"), "smoky grey": ("#4c4852", "#24222a")}


def _savanna(ctx: Ctx, hz: float, s: int) -> None:
    """Golden grass from the horizon down, hazy far off, with a few far flat-topped trees."""
    far = mix(ctx.sky_at(hz / H - 0.01), rgb("#b07a6a"), 0.35)
    near = rgb("#c89448") if ctx.pal.name == "golden" else rgb("#d09a52")
    low = rgb("#7a4a28")
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    col = far * (1 - np.clip(t * 4, 0, 1)) + near * np.clip(t * 4, 0, 1)
    col = col * (1 - t**1.6) + low * t**1.6
    tex = aniso_noise(ctx.side(), 60, 6) - 0.5
    col = col * (1 + 0.22 * tex[..., None] * np.clip(t * 3, 0, 1))
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(col, 0, 1))
    trees = np.zeros((H, W), np.float32)
    for k in range(2):  # far acacias on the tree's side, between it and the giraffe
        tx = W / 2 - s * W * (0.1 + 0.16 * k + ctx.u(-0.03, 0.03))
        th = ctx.u(34, 46) * (1 - 0.25 * k)
        trees = np.maximum(trees, ellipse(tx + 3, hz - th, th * 1.3, th * 0.22, 2))
        trees = np.maximum(trees, ellipse(tx - th * 0.5, hz - th * 0.9, th * 0.6, th * 0.18, 2))
        trees = np.maximum(trees, polylines([[(tx, hz + 2), (tx + 4, hz - th)]], 3))
    blend(ctx.img, trees, mix(far, rgb("#3a2a3a"), 0.45), 0.9)
    blend(ctx.img, blur(np.clip(1 - np.abs(YY - hz) / 30, 0, 1).astype(np.float32), 6), far, 0.3)


def _acacia(ctx: Ctx, X, base: Pt, tip: Pt) -> tuple[Arr, Arr, Arr]:
    """A dark flat-topped acacia on the card's edge, its crown running off it; one long side
    branch reaching out to `tip`. Returns (wood, leaves, branch) masks."""
    bx, by = base
    trunk = ribbon(
        cubic(base, (bx, by - 300), (X(40), H * 0.36), (X(90), H * 0.22), 20),
        [84 - 2.4 * k for k in range(21)],
        2,
    )
    limbs = [
        ribbon(cubic(*[(X(x), H * y) for x, y in pts], 12), [w - dw * k for k in range(13)], 2)
        for pts, w, dw in LIMBS
    ]
    crown = np.zeros((H, W), np.float32)
    for cx, cy, rx, ry in (
        (X(-40), 0.1, 260, 70),
        (X(230), 0.095, 250, 62),
        (X(420), 0.115, 150, 44),
        (X(80), 0.135, 200, 50),
    ):
        crown = np.maximum(crown, ellipse(cx, H * cy + ctx.u(-10, 10), rx * ctx.u(0.9, 1.1), ry, 3))
    n = aniso_noise(ctx.side(), 30, 12)
    crown = crown * np.clip((n - 0.06) * 6, 0, 1)
    # the side branch from low on the trunk out to the tip, with a few twigs and leaves
    start = (X(70), tip[1] + H * 0.13)
    arm = cubic(start, (X(140), tip[1] + 90), ((tip[0] + start[0]) / 2, tip[1] + 10), tip, 20)
    branch = ribbon(arm, [42 - 1.6 * k for k in range(21)], 2)
    twigs = [
        [arm[12], (arm[12][0] + (tip[0] - start[0]) * 0.1, arm[12][1] - 70)],
        [arm[17], (arm[17][0] + (tip[0] - start[0]) * 0.25, arm[17][1] - 40)],
    ]
    branch = np.maximum(branch, polylines(twigs, 9))
    leaves = np.zeros((H, W), np.float32)
    g = ctx.side()
    for x, y in (twigs[0][1], twigs[1][1]):
        for _ in range(6):
            lx, ly = x + float(g.uniform(-34, 34)), y - 8 + float(g.uniform(-10, 8))
            leaves = np.maximum(leaves, ellipse(lx, ly, float(g.uniform(14, 24)), 9, 2))
    wood = np.maximum.reduce([trunk, *limbs, branch])
    return wood, np.maximum(crown, leaves), branch


def _sitting_cat(mx: float, gy: float, f: int, q: float) -> tuple[Arr, Pt]:
    """A cat sitting upright side on, facing `f`, head raised to look up; returns (cat, eye)."""

    def M(a: float, b: float) -> Pt:
        return (mx + f * a * q, gy - b * q)

    haunch = ellipse(*M(-14, 60), 64 * q, 62 * q, 2)
    chest = tilted_ellipse(*M(16, 118), 40 * q, 76 * q, f * 0.3)
    legs = ribbon([M(32, 100), M(38, 40), M(42, 6)], [28 * q, 22 * q, 20 * q], 2)
    paws = ellipse(*M(48, 6), 24 * q, 10 * q, 2)
    head = tilted_ellipse(*M(34, 194), 40 * q, 35 * q, -f * 0.5)
    muzzle = tilted_ellipse(*M(60, 210), 20 * q, 16 * q, -f * 0.7)
    ears = np.maximum(
        polygon_fine([M(2, 208), M(-4, 250), M(28, 226)]),
        polygon_fine([M(28, 228), M(44, 262), M(56, 222)]),
    )
    tail = ribbon(
        cubic(M(-62, 24), M(-120, 20), M(-136, 70), M(-118, 112), 16),
        [22 * q - 0.6 * q * k for k in range(17)],
        2,
    )
    cat = np.maximum.reduce([haunch, chest, legs, paws, head, muzzle, ears, tail])
    return cat, M(44, 206)


def _kitten(S: Pt, u: Pt, n: Pt, q: float) -> tuple[Arr, Pt, list[list[Pt]]]:
    """A kitten walking head first down a slope: `S` where it stands, `u` down the slope, `n`
    away from it (its back); returns (kitten, eye, whisker paths)."""

    def K(a: float, b: float) -> Pt:
        return (S[0] + (a * u[0] + b * n[0]) * q, S[1] + (a * u[1] + b * n[1]) * q)

    ang = float(np.arctan2(u[1], u[0]))
    body = tilted_ellipse(*K(-4, 40), 66 * q, 34 * q, ang - 0.12)
    head = disc(*K(76, 46), 33 * q, 2)
    muzzle = tilted_ellipse(*K(102, 38), 17 * q, 14 * q, ang)
    ears = np.maximum(
        polygon_fine([K(54, 66), K(60, 112), K(80, 76)]),
        polygon_fine([K(78, 78), K(96, 110), K(100, 66)]),
    )
    front = [ribbon([K(44, 30), K(86, 6), K(112, -4)], [20 * q, 16 * q, 14 * q], 2)]
    front.append(ribbon([K(30, 24), K(62, 2), K(84, -2)], [18 * q, 14 * q, 13 * q], 2))
    hind = ribbon([K(-46, 34), K(-70, 8), K(-46, -2)], [30 * q, 20 * q, 15 * q], 2)
    tail = ribbon(
        cubic(K(-62, 50), K(-110, 70), K(-116, 130), K(-86, 150), 12),
        [16 * q - k * 0.5 * q for k in range(13)],
        2,
    )
    kit = np.maximum.reduce([body, head, muzzle, ears, *front, hind, tail])
    whisk = [[K(104, 34), K(136, 44)], [K(104, 30), K(134, 26)]]
    return kit, K(86, 52), whisk


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the giraffe's body on side s, the tree at -s
    d = -s  # the giraffe faces the tree

    def X(x: float) -> float:
        return W / 2 + s * (x - W / 2)

    hz = H * ctx.u(0.6, 0.62)
    ctx.img[:] = vgrad(ctx.pal.sky, 0.0, hz / H + 0.01)
    ctx.texture_sky(0.05)
    gy = H * ctx.u(0.885, 0.9)
    gx = X(ctx.u(700, 720))  # the front hooves
    # the giraffe's head, resting its chin on the branch: a forward (toward d), b up, k its length
    k = ctx.u(185, 200)
    tilt = np.radians(ctx.u(18, 26))  # nose down
    skx, sky_ = X(ctx.u(455, 475)), H * ctx.u(0.3, 0.315)

    def P(a: float, b: float) -> Pt:
        ca, sa = np.cos(tilt), np.sin(tilt)
        uu, vv = a * ca + b * sa, b * ca - a * sa
        return (skx + d * uu * k, sky_ - vv * k)

    def G(a: float, b: float) -> Pt:
        return (gx + d * a, gy - b)

    # the neck, from the chest up to the skull, a little bowed like a ramp
    top = P(-0.22, -0.1)
    base = G(-20, 560)
    spine = cubic(top, (top[0] - d * 60, top[1] + 200), (base[0] + d * 30, base[1] - 220), base, 30)
    widths = [k * (0.5 + 0.5 * (i / 30) ** 1.2) for i in range(31)]
    # where the kitten stands on the neck: its upper surface, a third of the way down
    i = int(ctx.u(10, 12))
    (ax, ay), (bx, by) = spine[i - 1], spine[i + 1]
    ln = float(np.hypot(bx - ax, by - ay))
    uvec = ((bx - ax) / ln, (by - ay) / ln)
    nvec = (uvec[1], -uvec[0]) if uvec[0] > 0 else (-uvec[1], uvec[0])  # the side facing up
    surf = (spine[i][0] + nvec[0] * widths[i] * 0.44, spine[i][1] + nvec[1] * widths[i] * 0.44)
    q = ctx.u(1.22, 1.3)
    # the low sun, right behind the kitten
    sun = (surf[0] + (nvec[0] * 62 + uvec[0] * 20) * q, surf[1] + (nvec[1] * 62 + uvec[1] * 20) * q)
    ctx.light = sun
    glow(ctx.img, *sun, 620, "#ffb46a", 0.35)
    glow(ctx.img, *sun, 300, "#ffc070", 0.25)
    sun_r = ctx.u(140, 155)
    sun_m = disc(*sun, sun_r, 2.5)
    blend(ctx.img, sun_m, rgb("#ffeab0"))
    focus_on(ctx, np.clip(blur(sun_m, 3) - sun_m * 0.7, 0, 1), 3, 3.0, weight=0.7)
    blend(ctx.img, disc(*sun, sun_r * 0.8, 30), rgb("#fff2cc"), 0.6)
    _savanna(ctx, hz, s)
    sheen = blur(ellipse(sun[0], hz + 50, 520, 70, 2), 50) * (hz < YY)
    blend(ctx.img, sheen, rgb("#ffd890"), 0.22)
    # the acacia at the -s edge, its branch reaching out just under the giraffe's chin
    chin = P(0.55, -0.22)
    tip = (chin[0] - d * ctx.u(50, 70), chin[1] + 0.06 * k)
    wood, leaves, branch = _acacia(ctx, X, (X(ctx.u(95, 120)), gy - ctx.u(110, 150)), tip)
    tree = np.maximum(wood, leaves)
    ctx.cast_shadow(tree, mask_bbox(tree), gy - 130, 0.3)
    ctx.lit(wood, mask_bbox(wood), rgb("#241812"), rim=0.5)
    blend(ctx.img, leaves, rgb("#262a16"))
    ctx.lit(leaves, mask_bbox(leaves), rgb("#1c2010"), alpha=0.55, rim=0.35)
    # the giraffe
    legs, hooves, knees = [], [], []
    for a, top_b, far in ((0, 420, 0), (-300, 400, 0), (38, 420, 1), (-262, 400, 1)):
        kn = G(a + d * 0 + (8 if far else -6), 200)
        legs.append((ribbon([G(a, top_b), kn, G(a + 4, 18)], [62, 32, 26], 2), far))
        knees.append(disc(*kn, 19, 2))
        hooves.append(ellipse(*G(a + 6, 10), 20, 12, 2))
    body = tilted_ellipse(*G(-150, 480), 215, 104, float(np.arctan2(-0.2, d * 1.0)))
    chest = ellipse(*G(-6, 520), 112, 126, 2)
    rump = ellipse(*G(-290, 455), 100, 96, 2)
    tail = ribbon([G(-385, 480), G(-402, 380), G(-406, 300)], [16, 10, 8], 2)
    tuft = ellipse(*G(-406, 288), 14, 32, 2)
    neck = ribbon(spine, widths, 2)
    head = np.maximum.reduce(
        [
            tilted_ellipse(
                *P(0, 0), 0.3 * k, 0.24 * k, float(np.arctan2(np.sin(tilt), d * np.cos(tilt)))
            ),
            ribbon(
                [P(-0.05, 0), P(0.25, -0.04), P(0.5, -0.1), P(0.7, -0.14)],
                [0.44 * k, 0.4 * k, 0.3 * k, 0.24 * k],
                2,
            ),
            disc(*P(0.72, -0.15), 0.13 * k, 2),
        ]
    )
    horns, knobs = [], []
    for off, lean in ((-0.02, -0.1), (0.12, -0.02)):
        hb, ht = P(off, 0.15), P(off + lean, 0.46)
        horns.append(ribbon([hb, ht], [0.1 * k, 0.075 * k], 2))
        knobs.append(disc(*ht, 0.06 * k, 2))
    ears = ribbon([P(-0.1, 0.1), P(-0.3, 0.18), P(-0.46, 0.2)], [0.1 * k, 0.13 * k, 0.02 * k], 2)
    sw = zip(spine, widths, strict=True)
    mane_pts = [(x + nvec[0] * w * 0.47, y_ + nvec[1] * w * 0.47) for (x, y_), w in sw]
    mane = polylines([mane_pts[2:28]], k * 0.08)
    far_legs = np.maximum.reduce([m for m, f in legs if f])
    near_legs = np.maximum.reduce([m for m, f in legs if not f])
    near_legs = np.maximum(near_legs, np.maximum.reduce(knees[:2]))
    trunk = np.maximum.reduce([body, chest, rump, neck, head])
    parts = sum([trunk, near_legs, far_legs, mane, tail, tuft, ears])
    giraffe = np.clip(parts + sum(horns) + sum(knobs) + sum(hooves), 0, 1)
    gb = mask_bbox(giraffe)
    ctx.cast_shadow(giraffe, gb, gy, 0.45)
    ctx.contact(giraffe, gb)
    cream = rgb(CREAM)
    ratio = rgb(PATCH) / cream
    ctx.lit(far_legs, mask_bbox(far_legs), cream * 0.7, rim=0.4)
    giraffe_patches(ctx, far_legs * (gy - 40 > YY), 30, 6, ratio)
    ctx.lit(mane, mask_bbox(mane), rgb("#5a2e18"), rim=0.5)
    for hm in [*horns, ears]:
        ctx.lit(hm, mask_bbox(hm), cream * 0.9, rim=0.5)
    ctx.lit(np.maximum(trunk, near_legs), gb, cream, rim=0.8, separate=True)
    muzzle = disc(*P(0.62, -0.12), 0.2 * k, 20) * head
    giraffe_patches(
        ctx, np.maximum(neck, np.maximum.reduce([body, chest, rump])) * (1 - head), 62, 8, ratio
    )
    giraffe_patches(ctx, near_legs * (gy - 40 > YY), 30, 6, ratio)
    giraffe_patches(
        ctx, head * np.clip(1 - blur(muzzle, 10) * 1.4, 0, 1), k * 0.13, k * 0.025, ratio
    )
    blend(ctx.img, muzzle, rgb("#e8c89a"), 0.35)
    for km in [*knobs, *hooves]:
        ctx.lit(km, mask_bbox(km), rgb("#3a2418"), rim=0.4)
    ctx.lit(tail, mask_bbox(tail), cream * 0.8, rim=0.3)
    ctx.lit(tuft, mask_bbox(tuft), rgb("#2a1810"), rim=0.3)
    # the branch in front of the chin, so the chin rests on it
    front_branch = branch * np.clip(blur(head, 2) * 3, 0, 1)
    ctx.lit(front_branch, mask_bbox(branch), rgb("#241812"), rim=0.4)
    focus_on(ctx, giraffe, 4, 1.4)
    focus_on(ctx, np.maximum.reduce([head, ears, *horns]), 3, 2.5)
    # the kitten, crossing the sun on its way down
    coat = list(COATS)[int(ctx.rng.integers(len(COATS)))]
    fur, dark = (rgb(c) for c in COATS[coat])
    kit, keye, whisk = _kitten(surf, uvec, nvec, q)
    ctx.lit(kit, mask_bbox(kit), fur, rim=0.9)

    def on_kit(a: float, b: float) -> Pt:
        return (
            surf[0] + (a * uvec[0] + b * nvec[0]) * q,
            surf[1] + (a * uvec[1] + b * nvec[1]) * q,
        )

    stripes = [[on_kit(a, 62), on_kit(a + 6, 34)] for a in (-44, -24, -4, 16)]
    blend(ctx.img, polylines(stripes, 8) * kit, dark, 0.6)
    focus_on(ctx, kit, 2, 3.0)
    # the mother cat, at the giraffe's front feet, looking up
    mx = gx + d * ctx.u(200, 230)
    cat, ceye = _sitting_cat(mx, gy + 14, s, ctx.u(1.05, 1.15))
    ctx.cast_shadow(cat, mask_bbox(cat), gy + 14, 0.4)
    ctx.lit(cat, mask_bbox(cat), fur * 0.9, rim=0.8)
    focus_on(ctx, cat, 3, 2.5)
    ctx.grass(gy + 60)
    # after the paint: the kitten's rim of sunlight, eyes, whiskers, lashes
    edge = np.clip(kit - np.roll(np.roll(kit, round(nvec[1] * 4), 0), round(nvec[0] * 4), 1), 0, 1)
    after_mask(ctx, edge, "#fff0c0", 0.8)
    after_mask(ctx, disc(*keye, 6.5 * q, 1.2), "#f0c040", 0.95)
    after_mask(ctx, disc(*keye, 3.5 * q, 1), "#140c08", 0.95)
    after_mask(ctx, polylines(whisk, 2.2), "#fff4dc", 0.8)
    after_mask(ctx, disc(*ceye, 7, 1.2), "#e8b838", 0.95)
    after_mask(ctx, disc(*ceye, 3.5, 1), "#140c08", 0.95)
    ex, ey = P(0.1, 0.04)
    er = 0.048 * k
    after_mask(ctx, ellipse(ex, ey, er * 1.1, er * 0.7, 1.5), "#22140e", 0.95)
    lash = [[P(0.1 + 0.045 * j, 0.06), P(0.11 + 0.06 * j, 0.1)] for j in (-1, 0, 1)]
    after_mask(ctx, polylines([*lash, [P(0.04, 0.05), P(0.16, 0.055)]], 3.5), "#2a1a12", 0.85)
    after_mask(ctx, tilted_ellipse(*P(0.74, -0.08), k * 0.03, k * 0.012, 0.0), "#3a2418", 0.8)
    later_glow(ctx, *sun, sun_r * 1.3, "#fff2c8", 0.18)
    add_element(
        ctx,
        "a tall giraffe stretching its neck up to a branch like a ladder",
        "main",
        gb,
        ("animal", "giraffe", "tall", "neck", "ladder", "help"),
    )
    add_element(
        ctx,
        f"a {coat} kitten climbing down the giraffe's neck",
        "secondary",
        mask_bbox(kit),
        ("animal", "cat", "kitten", "climbing", "young"),
    )
    add_element(
        ctx,
        f"the {coat} mother cat sitting at the giraffe's feet",
        "secondary",
        mask_bbox(cat),
        ("animal", "cat", "mother", "waiting"),
    )
    add_element(ctx, "an acacia tree", "frame", mask_bbox(tree), ("tree", "acacia", "branch"))
    add_element(
        ctx, "the low sun", "secondary", mask_bbox(disc(*sun, sun_r, 2)), ("sun", "evening")
    )
    return Painted(
        f"On the savanna, a small {coat} kitten that was stuck high in an acacia "
        "climbs carefully down a giraffe's long neck, which the giraffe has stretched up to the "
        "branch like a gentle ladder, its chin resting on the bough; the kitten crosses the "
        f"low sun, and its mother, a {coat} cat, sits at the giraffe's feet looking up at it.",
        ["help", "kindness", "rescue", "trust", "coming down", "motherhood", "gentle giant"],
    )


PREMISE = Premise(
    name="giraffe-ladder",
    figure="giraffe",
    palettes=("golden",),
    stage=stage,
    max_cards=1,
    frame=False,
)
