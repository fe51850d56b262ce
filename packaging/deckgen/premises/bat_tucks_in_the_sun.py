"""Premise "bat-tucks-in-the-sun": at dusk a small brown bat hangs upside down from a bare
branch and holds the setting sun against its chest, its wings folded round it like a blanket
as if tucking it in for the night. The sun glows through the thin wings, its top peeking out
above their scalloped edges like a child's face above the covers; the sky goes from gold at
the horizon to deep blue above with the first stars, and far below a little village lights
its windows.

The bat is drawn from shapes (feet hooked over the branch, short legs and the membrane between
them, a furry body, two wings wrapped under the sun, upside down: the arm along the bottom, the
finger bones fanning up from the wrist to the scalloped edge; a round head hanging below with
big ears pointing down); the tree, the hills and the village too. Claws, closed eyes, thin
bone lines, the wings' glowing edges and the stars come after the paint.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from ..kit.light import after_mask, later_glow, lit_windows
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
    glow,
    mix,
    rgb,
    ridge,
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
SKY = [
    (0.0, "#0a1436"),
    (0.3, "#1a2764"),
    (0.5, "#47397c"),
    (0.63, "#a25878"),
    (0.72, "#e08058"),
    (0.8, "#f6b868"),
]
FURS = {"brown": ("#6a4430", "#3a2218"), "dark brown": ("#553426", "#2c1810")}
BONE = "#2a1210"
BARK = "#120a14"


def _land(ctx: Ctx, hz: float, vx: float) -> Arr:
    """Two dark ridges under the afterglow and a little village on the far one; returns the
    village's mask."""
    far = mix(rgb("#6a3a5e"), rgb(ctx.pal.ground), 0.3)
    m1 = ridge(ctx.rng, hz, 26, 380)
    tex = 1 + 0.12 * (aniso_noise(ctx.side(), 120, 18) - 0.5)
    blend(ctx.img, m1, np.clip(far[None, None, :] * tex[..., None], 0, 1))
    blend(ctx.img, m1 * np.clip(1 - (YY - hz) / 60, 0, 1), rgb("#f0a070"), 0.25)
    # the village: gabled houses and a small steeple standing on the far ridge
    gen = ctx.rng
    vil = np.zeros((H, W), np.float32)
    x = vx - 150
    while x < vx + 150:
        w, h = float(gen.uniform(26, 42)), float(gen.uniform(20, 34))
        vil = np.maximum(vil, box(x, hz - h, x + w, hz + 30, 1))
        roof = [(x - 3, hz - h), (x + w / 2, hz - h - w * 0.5), (x + w + 3, hz - h)]
        vil = np.maximum(vil, polygon_fine(roof))
        x += w + float(gen.uniform(0, 12))
    sx = vx + float(gen.uniform(-90, 90))
    vil = np.maximum(vil, box(sx - 10, hz - 80, sx + 10, hz, 1))
    vil = np.maximum(vil, polygon_fine([(sx - 13, hz - 78), (sx, hz - 140), (sx + 13, hz - 78)]))
    blend(ctx.img, vil, mix(far, rgb("#1a1028"), 0.5))
    m2 = ridge(ctx.rng, hz + ctx.u(110, 150), 60, 300)
    near = rgb("#1e1228")
    tex2 = 1 + 0.2 * (aniso_noise(ctx.side(), 60, 14) - 0.5)
    blend(ctx.img, m2, np.clip(near[None, None, :] * tex2[..., None], 0, 1))
    return vil * (1 - m2)


def _tree(ctx: Ctx, s: int, bx: float, by: float) -> tuple[Arr, float]:
    """A dark trunk at the far edge and a bare branch from it reaching past the bat's place,
    (bx, by) on its underside; returns the tree's mask and the branch's thickness at bx."""
    ex = W / 2 - s * W / 2  # the far edge
    trunk = ribbon(
        [(ex + s * 20, H + 20), (ex + s * 40, H * 0.6), (ex + s * 30, by), (ex + s * 10, -20)],
        [230, 200, 170, 150],
        2,
    )
    pts = cubic(
        (ex + s * 60, by - 150), (ex + s * 300, by - 40), (bx - s * 220, by + 10), (bx, by - 2), 24
    )
    pts += cubic(
        (bx, by - 2), (bx + s * 80, by - 8), (bx + s * 150, by - 40), (bx + s * 230, by - 90), 8
    )[1:]
    wd = [70 - 48 * k / (len(pts) - 1) for k in range(len(pts))]
    branch = ribbon(pts, wd, 2)
    thick = wd[24]
    twigs = []
    gen = ctx.rng
    for k in (6, 12, 18, 28):
        px, py = pts[k]
        a = float(gen.uniform(-0.9, -0.4))
        ln = float(gen.uniform(90, 170)) * (0.7 if k > 20 else 1.0)
        tip = (px + s * ln * np.cos(a) * 0.6, py + ln * np.sin(a))
        mid = ((px + tip[0]) / 2 + s * 14, (py + tip[1]) / 2)
        twigs.append(ribbon([(px, py), mid, tip], [wd[k] * 0.45, wd[k] * 0.28, 5], 1.5))
    tree = np.maximum.reduce([trunk, branch, *twigs])
    ctx.lit(tree, mask_bbox(tree), rgb(BARK), rim=0.0)
    bark = 0.55 + 0.25 * aniso_noise(ctx.side(), 10, 60)
    ctx.img *= (1 - tree * (1 - bark))[..., None]
    lx, ly = ctx.light
    n = float(np.hypot(lx - ex, ly - by)) or 1.0
    sh = np.roll(np.roll(tree, -round((ly - by) / n * 7), 0), -round((lx - ex) / n * 7), 1)
    blend(ctx.img, np.clip(tree - sh, 0, 1), rgb("#ffb878"), 0.55)
    return tree, thick


def _wing(top: Pt, vb: Pt, low: Pt, k: int, over: bool) -> tuple[Arr, list[Pt]]:
    """One wing's mask (before the bundle's outline cuts it) and the finger tips along its
    scalloped upper edge, from the wrist at `top` down to the middle of the bundle at `vb`,
    then to `low`. `k` is its side (-1 left, 1 right); the wing `over` the other laps past the
    middle at the bottom."""
    tips = [
        top,
        *[(top[0] + (vb[0] - top[0]) * t, top[1] + (vb[1] - top[1]) * t) for t in (0.36, 0.7)],
    ]
    tips += [vb, low]
    edge: list[Pt] = [(top[0] + k * 200, top[1] - 60)]
    for i, (a, b) in enumerate(pairwise(tips)):
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = float(np.hypot(dx, dy))
        nx, ny = dy / ln, -dx / ln  # a normal; turned toward the wing's own side
        if nx * k < 0:
            nx, ny = -nx, -ny
        depth = 0.2 if over or i < 3 else 0.0
        for t in np.linspace(0, 1, 9)[:-1]:
            bow = depth * ln * np.sin(np.pi * t)
            edge.append((a[0] + dx * t + nx * bow, a[1] + dy * t + ny * bow))
    edge += [low, (low[0], low[1] + 200), (top[0] + k * 300, low[1] + 200)]
    return polygon_fine(edge), tips


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    bx = W * (0.5 + s * ctx.u(0.1, 0.12))
    by = H * ctx.u(0.17, 0.19)
    r = ctx.u(148, 158)  # the sun's radius
    sy = by + 150 + r
    hz = H * ctx.u(0.79, 0.81)
    # the sky: deep blue above, violet and rose, gold at the horizon; the first stars
    ctx.img[:] = vgrad(SKY, 0.0, hz / H + 0.02)
    ctx.texture_sky(0.04)
    ctx.light = (bx, sy)
    glow(ctx.img, bx, sy, r * 4.2, "#ffb060", 0.35)
    glow(ctx.img, bx, hz, 700, "#ffc880", 0.16)
    # the sun's last rays fanning out across the sky from behind the bat
    ang = np.arctan2(YY - sy, XX - bx)
    rays = np.zeros((H, W), np.float32)
    for a0 in np.linspace(-np.pi, np.pi, 14, endpoint=False) + ctx.u(0, 0.4):
        da = (ang - a0 + np.pi) % (2 * np.pi) - np.pi
        rays += np.exp(-((da / ctx.u(0.03, 0.07)) ** 2))
    rays *= np.exp(-np.sqrt((XX - bx) ** 2 + (YY - sy) ** 2) / (H * 0.35)) * (hz > YY)
    blend(ctx.img, np.clip(rays, 0, 1), rgb("#ffd08a"), 0.22)
    vil = _land(ctx, hz, bx - s * ctx.u(60, 160))
    tree, thick = _tree(ctx, s, bx, by)
    by += thick / 2 - 4  # the branch's underside at the bat's feet
    fur, dark = (rgb(c) for c in FURS[list(FURS)[int(ctx.rng.integers(len(FURS)))]])
    # the bundle: the sun held against the chest, the wings wrapped round it
    ecx, ecy, erx, ery = bx, sy + 0.3 * r, r + 72, r * 1.45
    ebot = ecy + ery
    legs = np.maximum(
        ribbon([(bx - 34, by + 4), (bx - 38, by + 40), (bx - 48, by + 90)], [20, 22, 28], 2),
        ribbon([(bx + 34, by + 4), (bx + 38, by + 40), (bx + 48, by + 90)], [20, 22, 28], 2),
    )
    web = polygon_fine(
        [
            (bx - 36, by + 30),
            (bx, by + 56),
            (bx + 36, by + 30),
            (bx + 50, by + 100),
            (bx - 50, by + 100),
        ]
    )
    feet = np.maximum(ellipse(bx - 34, by + 6, 20, 13, 2), ellipse(bx + 34, by + 6, 20, 13, 2))
    chest = ellipse(bx, sy - 0.5 * r, r * 0.88, r * 0.98, 2)
    ctx.lit(np.maximum(web, legs), mask_bbox(np.maximum(web, legs)), dark * 1.1, rim=0.5)
    ctx.lit(feet, mask_bbox(feet), dark * 0.8, rim=0.3)
    tufts = [
        polygon_fine(
            [
                (bx + (rx - 4) * np.cos(a - 0.06), cy + (ry - 4) * np.sin(a - 0.06)),
                (bx + (rx + 11) * np.cos(a + 0.03), cy + (ry + 11) * np.sin(a + 0.03)),
                (bx + (rx - 4) * np.cos(a + 0.08), cy + (ry - 4) * np.sin(a + 0.08)),
            ]
        )
        for rx, ry, cy in [(r * 0.88, r * 0.98, sy - 0.5 * r)]
        for a in np.linspace(-np.pi + 0.35, -0.35, 14)
    ]
    chest = np.maximum(chest, np.maximum.reduce(tufts))
    ctx.lit(chest, mask_bbox(chest), fur, rim=0.6)
    hair = aniso_noise(ctx.side(), 8, 30) - 0.5
    ctx.img *= (1 + 0.22 * hair * chest)[..., None]
    # the sun: a bright disc, gold at its rim
    sun = disc(bx, sy, r, 2)
    d = np.sqrt((XX - bx) ** 2 + (YY - sy) ** 2) / r
    dd = np.clip(d, 0, 1)[..., None] ** 2
    sun_c = rgb("#ffa834")[None, None, :] * dd + rgb("#fff2bc")[None, None, :] * (1 - dd)
    blend(ctx.img, sun, np.clip(sun_c, 0, 1))
    # the wings: the far one under, the near one over it, cut to the bundle; the sun shines
    # through their thin skin between the dark finger bones
    bundle = ellipse(ecx, ecy, erx, ery, 2)
    k_over = 1 if ctx.rng.random() < 0.5 else -1
    back = np.clip(1.5 - 1.0 * d, 0, 1)  # how much sun shines through the skin
    through = blur(sun, 14)  # the sun's round edge, seen through it
    memb_c = (
        rgb("#3a1420")[None, None, :] * (1 - back)[..., None]
        + rgb("#c8482a")[None, None, :] * back[..., None]
        + rgb("#ffa850")[None, None, :] * (through * 0.75)[..., None]
    )
    wings, bones, rims = [], [], []
    aw = float(np.arcsin(-0.5 * r / ery))  # the wing's outer corner: level with the sun
    for k in (-k_over, k_over):
        corner = (ecx + k * erx * np.cos(aw), ecy + ery * np.sin(aw))
        wrist = (ecx + k * (erx + 4) * np.cos(0.5), ecy + (ery + 4) * np.sin(0.5))
        low = (bx - k * (40 if k == k_over else 110), ecy + ery)
        wm, tips = _wing(corner, (bx, sy + 0.52 * r), low, k, k == k_over)
        wm = wm * bundle
        edge_in = np.clip(wm - blur(wm, 10) * 1.0, 0, 1)
        blend(ctx.img, wm, np.clip(memb_c, 0, 1))
        shade = np.clip((np.abs(XX - bx) - r * 0.95) / (erx - r * 0.95), 0, 1) * wm
        blend(ctx.img, shade, rgb("#2a1020"), 0.6)
        if k == k_over:  # its edge's shadow on the wing under it
            blend(ctx.img, np.clip(blur(wm, 9) - wm, 0, 1) * bundle * 1.6, rgb("#2a0e14"), 0.7)
        # upside down, the arm runs along the bottom from the shoulder to the wrist, and the
        # fingers fan up from the wrist to the scalloped edge tucked round the sun
        arm = [
            (ecx + k * (erx - 12) * np.cos(a), ecy + (ery - 12) * np.sin(a))
            for a in np.linspace(0.5, 1.3, 8)
        ]
        arm_m = ribbon(arm, list(np.linspace(26, 22, len(arm))), 2)
        fingers = []
        for j, tp in enumerate([corner, tips[1], tips[2], tips[3]]):
            mx, my = (wrist[0] + tp[0]) / 2, (wrist[1] + tp[1]) / 2
            fingers.append(
                cubic(wrist, (mx + k * (24 - 6 * j), my), (mx + k * 10, my - 10), tp, 12)
            )
        fm = polylines(fingers, 13) * wm
        blend(ctx.img, fm, rgb(BONE), 0.92)
        blend(ctx.img, arm_m * bundle, dark * 0.7, 0.95)
        # the wrist: a knuckle on the outline, its little thumb claw hooked outward
        knuckle = ellipse(*wrist, 18, 16, 2)
        hook = cubic(
            (wrist[0] + k * 6, wrist[1]),
            (wrist[0] + k * 34, wrist[1] + 6),
            (wrist[0] + k * 46, wrist[1] - 8),
            (wrist[0] + k * 42, wrist[1] - 24),
            8,
        )
        thumb = np.maximum(knuckle, ribbon(hook, list(np.linspace(14, 5, 9)), 1.5))
        blend(ctx.img, thumb, dark * 0.7, 0.97)
        wings.append(np.maximum(wm, thumb))
        bones.append((fingers, wm))
        rims.append(edge_in * np.clip(1.2 - (YY - sy) / r, 0, 1) * (np.abs(XX - bx) < r))
    wing_m = np.maximum.reduce(wings)
    # the head hanging below, nose up against the bundle, big ears pointing down
    hx, hy = bx + s * ctx.u(-14, 14), ebot + 44
    head = ellipse(hx, hy, 86, 74, 2)
    ears = []
    for k in (-1, 1):
        base_a, base_b = (hx + k * 18, hy + 42), (hx + k * 76, hy + 2)
        tip = (hx + k * 112, hy + 190)
        out = cubic(
            base_b, (base_b[0] + k * 50, base_b[1] + 80), (tip[0] + k * 14, tip[1] - 50), tip, 12
        )
        inn = cubic(
            tip, (tip[0] - k * 40, tip[1] - 40), (base_a[0] + k * 10, base_a[1] + 70), base_a, 12
        )
        ears.append(polygon_fine(out + inn[1:]))
    ear_m = np.maximum(ears[0], ears[1])
    muzzle = ellipse(hx, hy - 40, 40, 32, 2)
    ctx.lit(ear_m, mask_bbox(ear_m), dark * 1.1, rim=0.7)
    for k in (-1, 1):
        inner = tilted_ellipse(hx + k * 70, hy + 100, 18, 56, -k * 0.42) * ears[(k + 1) // 2]
        blend(ctx.img, inner, rgb("#a86468"), 0.7)
    ctx.lit(head, mask_bbox(head), fur, rim=0.7)
    ctx.img *= (1 + 0.16 * hair * head)[..., None]
    ctx.lit(muzzle, mask_bbox(muzzle), mix(fur, rgb("#d8a070"), 0.45), rim=0.5)
    nose = ellipse(hx, hy - 60, 16, 11, 1.5)
    blend(ctx.img, nose, rgb("#3a1a18"), 0.95)
    warm = np.clip(1 - (YY - (hy - 70)) / 90, 0, 1) * np.maximum(head, muzzle)
    blend(ctx.img, warm, rgb("#ffc070"), 0.35)
    bat = np.maximum.reduce([legs, web, feet, chest * (1 - sun), wing_m, head, ear_m])
    whole = np.maximum(bat, sun * bundle)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(head, ear_m), 3, 2.5)
    focus_on(ctx, np.maximum(wing_m, legs), 2, 2.5)
    # after the paint: the sun's light, the wings' glowing edges, bones, claws, eyes, stars
    later_glow(ctx, bx, sy - r * 0.3, r * 1.6, "#ffe0a0", 0.28)
    after_mask(ctx, np.clip(np.maximum.reduce(rims) * 1.6, 0, 1), "#ffd88a", 0.8)
    for fingers, wm in bones:
        after_mask(ctx, polylines(fingers, 5) * wm, rgb(BONE), 0.7)
    claws = [
        [
            (bx + k * 34 - 14, by + 8),
            (bx + k * 34 - 10, by - thick * 0.55),
            (bx + k * 34 + 8, by - thick * 0.7),
        ]
        for k in (-1, 1)
    ]
    claws += [
        [
            (bx + k * 34 + 6, by + 8),
            (bx + k * 34 + 12, by - thick * 0.5),
            (bx + k * 34 + 26, by - thick * 0.6),
        ]
        for k in (-1, 1)
    ]
    after_mask(ctx, polylines(claws, 6.5), "#1a0c0a", 0.95)
    eyes = [
        cubic(
            (hx + k * 30 - 15, hy + 14),
            (hx + k * 30 - 6, hy + 2),
            (hx + k * 30 + 6, hy + 2),
            (hx + k * 30 + 15, hy + 14),
            8,
        )
        for k in (-1, 1)
    ]
    after_mask(ctx, polylines(eyes, 5), "#1a0c08", 0.95)
    after_mask(
        ctx,
        polylines(
            [[(hx - 7, hy - 62), (hx - 4, hy - 57)], [(hx + 7, hy - 62), (hx + 4, hy - 57)]], 3
        ),
        "#120806",
        0.9,
    )
    g = ctx.side()
    stars = np.zeros((H, W), np.float32)
    for _ in range(46):
        px, py = float(g.uniform(20, W - 20)), float(g.uniform(20, H * 0.42) * g.uniform(0.4, 1))
        if bat[int(py), int(px)] < 0.1 and tree[int(py), int(px)] < 0.1:
            stars = np.maximum(stars, disc(px, py, float(g.uniform(1.6, 3.4)), 1))
    after_mask(ctx, stars, "#fff6dc", 0.9)
    lit_windows(ctx, vil, 7, "#ffd98a")
    add_element(
        ctx,
        "a small bat hanging upside down",
        "main",
        mask_bbox(bat),
        ("animal", "bat", "wing", "night", "hanging", "upside down", "sleep"),
    )
    add_element(
        ctx,
        "the setting sun, wrapped in the bat's wings",
        "secondary",
        mask_bbox(sun),
        ("sun", "light", "evening", "sunset", "warmth"),
    )
    add_element(ctx, "a bare tree branch", "frame", mask_bbox(tree), ("tree", "branch", "bare"))
    add_element(
        ctx,
        "a little village far below",
        "secondary",
        mask_bbox(vil),
        ("village", "home", "house", "window"),
    )
    return Painted(
        "A small bat hangs upside down from a bare branch and holds the setting sun against its "
        "chest, its wings folded round it like a blanket as if tucking it in for the night; the "
        "sun glows through the thin wings and peeks out above them, and far below a little "
        "village lights its windows.",
        ["goodnight", "bedtime", "tenderness", "care", "ending", "sleep", "rest", "evening"],
        setting="at dusk, in a sky going from gold at the horizon to deep blue above with the "
        "first stars",
    )


PREMISE = Premise(
    name="bat-tucks-in-the-sun",
    figure="bat",
    palettes=("dusk", "golden"),
    stage=stage,
)
