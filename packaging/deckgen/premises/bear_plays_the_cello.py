"""Premise "bear-plays-the-cello": a snowy forest clearing in the blue of a winter evening. A big
brown bear sits on a tree stump playing a cello with its bow, eyes closed, under a lantern
hung from a branch; at the edge of the clearing a few forest animals sit small in the snow and
listen (a deer, two hares, a fox, an owl on a branch), and the snowflakes round the bear hang
still in the lantern light.

The bear (a round body, haunches, feet, arms, a head with ears and a muzzle) and the cello (its
bouts, neck, fingerboard, scroll) are drawn from shapes; the strings, the bow, the f-holes,
the closed eyes and the still snowflakes come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

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
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FURS = {"brown": "#4e3020", "dark brown": "#3e261a", "chestnut-brown": "#5a3420"}
WARM = "#ffd48a"


def _forest(ctx: Ctx, gy: float) -> None:
    """A dark wood of snowy pines behind the clearing, lower in the middle."""
    side = ctx.side()
    for k in range(14):
        t = (k + float(side.uniform(0.1, 0.9))) / 14
        tx = W * (t * 1.2 - 0.1)
        edge = abs(t - 0.5) * 2
        th = H * (0.12 + 0.2 * edge**1.5) * float(side.uniform(0.8, 1.15))
        tm, _ = icon_mask("pine-tree", tx, gy - th * 0.45, th)
        col = mix(rgb("#142238"), rgb("#2a3e5e"), float(side.uniform(0, 0.5)))
        blend(ctx.img, tm, col)
        dust = tm * np.clip((aniso_noise(side, 16, 5) - 0.55) * 4, 0, 1)
        blend(ctx.img, dust, rgb("#9fb2d4"), 0.55)


def _tree(ctx: Ctx, ex: float, d: int, by: float, end: Pt, gy: float) -> None:
    """A dark trunk at the card's edge `ex` and a branch from it toward `d`, ending at `end`,
    snow along its top."""
    x0 = ex - d * 40
    trunk = ribbon([(x0, gy + 40), (x0 + d * 25, H * 0.35), (x0 + d * 10, -20)], [170, 140, 110], 3)
    mid = ((ex + end[0]) / 2, (by + end[1]) / 2 - 20)
    pts = [(ex + d * 60, by + 60), mid, (end[0] - d * 40, end[1] - 50), end]
    branch = ribbon(pts, [54, 30, 16, 9], 2)
    twig = ribbon([mid, (mid[0] + d * 70, mid[1] - 60)], [12, 4], 2)
    wood = np.maximum.reduce([trunk, branch, twig])
    blend(ctx.img, wood, rgb("#191a26"))
    lx = ctx.light[0]
    edge = np.clip(wood - np.roll(wood, -int(np.sign(lx - ex)) * 8, 1), 0, 1)
    blend(ctx.img, edge, rgb("#8a7a70"), 0.5)
    top = np.clip(wood - np.roll(wood, 9, 0), 0, 1)
    blend(ctx.img, top * (aniso_noise(ctx.side(), 18, 4) > 0.4), rgb("#c4d2ea"), 0.75)


def _cello(
    ctx: Ctx, o: Pt, a: float, sc: float
) -> tuple[Arr, dict[str, Arr], Callable[[float, float], Pt]]:
    """A cello standing on its endpin at `o`, leaning by `a` radians; returns its mask, its
    parts and a function giving a point `t` along it and `w` across it."""
    dx, dy = np.sin(a), -np.cos(a)
    nx, ny = np.cos(a), np.sin(a)

    def at(t: float, w: float) -> Pt:
        return (o[0] + (dx * t + nx * w) * sc, o[1] + (dy * t + ny * w) * sc)

    def half(t: float) -> float:
        lower = 150 * np.sqrt(max(0.0, 1 - ((t - 200) / 150) ** 2))
        upper = 122 * np.sqrt(max(0.0, 1 - ((t - 440) / 125) ** 2))
        waist = 92 if 300 < t < 350 else 0
        return float(max(lower, upper, waist))

    ts = np.linspace(55, 565, 60)
    outline = [at(t, half(t)) for t in ts] + [at(t, -half(t)) for t in ts[::-1]]
    body = polygon_fine(outline)
    neck = ribbon([at(540, 0), at(850, 0)], [36 * sc, 30 * sc], 1.5)
    board = ribbon([at(250, 0), at(830, 0)], [46 * sc, 30 * sc], 1.5)
    scroll = np.maximum(
        disc(*at(905, 4), 28 * sc, 1.5), ribbon([at(840, 0), at(895, 0)], [34 * sc, 34 * sc], 1.5)
    )
    tail = ribbon([at(75, 0), at(200, 0)], [30 * sc, 56 * sc], 1.5)
    pin = ribbon([at(0, 0), at(60, 0)], [6 * sc, 10 * sc], 1)
    parts = {"body": body, "neck": neck, "board": board, "scroll": scroll, "tail": tail, "pin": pin}
    whole = np.maximum.reduce(list(parts.values()))
    return whole, parts, at


def stage(ctx: Ctx) -> Painted:
    bx, s = third(ctx)  # the bear on a vertical third, side s; its audience on the other side
    gy = H * ctx.u(0.57, 0.59)  # where the clearing meets the wood
    # the sky: the deep blue of a winter evening, a little lighter over the trees
    ctx.img[:] = vgrad([(0, "#0a1430"), (0.35, "#1c2e5c"), (0.6, "#3a5286"), (1, "#5a74a6")])
    ctx.texture_sky(0.05)
    ctx.stars(70, 0.4)
    _forest(ctx, gy)
    # the snow of the clearing: cold blue, mottled, darker toward the viewer
    snow = np.clip((YY - gy + 10) / 12, 0, 1).astype(np.float32)
    depth = np.clip((YY - gy) / (H - gy), 0, 1)
    n1 = fbm(ctx.rng, 160, 3) - 0.5
    n2 = aniso_noise(ctx.side(), 30, 9) - 0.5
    base = rgb("#7890c0")
    tone = base * (1 + 0.14 * n1 + 0.1 * n2 - 0.45 * depth)[..., None]
    blend(ctx.img, snow, np.clip(tone, 0, 1))
    # the lantern hangs from a branch reaching over the bear from a tree at its edge
    sc = ctx.u(0.78, 0.84)
    sy = H * ctx.u(0.78, 0.8)  # the stump's top
    lx, ly = bx - s * ctx.u(230, 260) * sc, H * ctx.u(0.33, 0.36)
    ctx.light = (lx, ly)
    hook = (lx + s * 6, ly - 110)
    _tree(ctx, W / 2 + s * W / 2, -s, H * 0.2, hook, gy)
    # the lantern's warm light: on the air, on the snow round the stump
    glow(ctx.img, lx, ly, 620, WARM, 0.45)
    pool = ellipse(bx - s * 40, sy + 130, 520, 150, 80) * snow
    blend(ctx.img, pool, rgb("#f6d09a"), 0.6)
    # the audience at the clearing's edge, facing the bear
    ax = W / 2 - s * W * 0.5
    face = s > 0  # flip the icons to look toward the bear
    deer_h = H * ctx.u(0.13, 0.15)
    dx = ax + s * W * 0.14
    sec(
        ctx, "deer", dx, gy + 60 - deer_h / 2, deer_h, flip=not face, shadow=gy + 60, fill="#8a5a36"
    )
    fox_h = H * 0.08
    sec(ctx, "fox", ax + s * W * 0.3, gy + 170 - fox_h / 2, fox_h, flip=not face, shadow=gy + 170)
    for k, (u, v) in enumerate(((0.12, 300), (0.33, 330))):
        rh = H * 0.075
        sec(
            ctx,
            "rabbit",
            ax + s * W * (u + ctx.u(-0.02, 0.02)),
            gy + v - rh / 2,
            rh,
            flip=(not face) if k == 0 else face,
            shadow=gy + v,
            label="a hare",
            fill="#9a8068",
        )
    # the owl on a branch from a tree at the other edge
    ox, oy = ax + s * W * 0.2, H * ctx.u(0.36, 0.39)
    _tree(ctx, ax, s, oy - 60, (ox + s * 70, oy + 70), gy)
    sec(ctx, "barn-owl", ox, oy, H * 0.095, flip=not face, fill="#c09a6c")

    # the stump, snow-capped, with the bear sitting on it
    def p(u: float, v: float) -> Pt:
        return (bx + s * u * sc, sy + v * sc)

    stump = polygon_fine([p(-175, -10), p(175, -10), p(200, 185), p(-200, 185)])
    ctx.cast_shadow(stump, bbox_of(stump), sy + 185 * sc, 0.3)
    ctx.lit(stump, bbox_of(stump), rgb("#5a3e2c"), rim=0.4)
    bark = polylines([[p(u, 0), p(u * 1.12, 180)] for u in (-130, -70, 0, 60, 120)], 6)
    blend(ctx.img, bark * stump, rgb("#2e1e16"), 0.6)
    fur = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fc = rgb(FURS[fur])
    parts = {
        "body": ellipse(*p(0, -210), 230 * sc, 255 * sc, 2),
        "thigh_l": ellipse(*p(-165, 0), 115 * sc, 95 * sc, 2),
        "thigh_r": ellipse(*p(165, 0), 115 * sc, 95 * sc, 2),
        "shin_l": ellipse(*p(-200, 110), 72 * sc, 90 * sc, 2),
        "shin_r": ellipse(*p(200, 110), 72 * sc, 90 * sc, 2),
    }
    feet = [ellipse(*p(u, 185), 88 * sc, 44 * sc, 2) for u in (-215, 215)]
    tilt = ctx.u(0.12, 0.2)  # the head leans toward the cello's neck

    def hp(du: float, dv: float) -> Pt:
        ct, st = np.cos(tilt), np.sin(tilt)
        return p(-40 + du * ct - dv * st, -505 + du * st + dv * ct)

    head = disc(*hp(0, 0), 128 * sc, 2)
    ears = [disc(*hp(u, -105), 42 * sc, 2) for u in (-100, 100)]
    bear = np.maximum.reduce([*parts.values(), *feet, head, *ears])
    ctx.contact(bear, bbox_of(bear))
    ctx.lit(bear, bbox_of(bear), fc, rim=0.9, separate=True)
    for e in ears:
        inner = disc(*hp(-100 if e is ears[0] else 100, -100), 22 * sc, 2)
        blend(ctx.img, e * inner, rgb("#2a1810"), 0.6)
    belly = ellipse(*p(0, -170), 150 * sc, 190 * sc, 30)
    blend(ctx.img, belly * parts["body"], mix(fc, rgb("#a07a56"), 0.3), 0.35)
    muzzle = tilted_ellipse(*hp(0, 52), 70 * sc, 54 * sc, s * tilt)
    ctx.lit(muzzle, bbox_of(muzzle), rgb("#c49a6c"), rim=0.2)
    nose = tilted_ellipse(*hp(0, 24), 27 * sc, 18 * sc, s * tilt)
    blend(ctx.img, nose, rgb("#1c120e"), 0.95)
    for f in feet:
        ctx.lit(f, bbox_of(f), fc * 0.95, rim=0.5)
    # the cello, standing on its endpin in the snow between the bear's feet
    a = s * np.radians(ctx.u(9, 12))
    cello, cp, at = _cello(ctx, p(-20, 170), a, sc)
    drop = np.roll(np.roll(blur(cello, 12), 14, 0), s * 16, 1) * bear * (1 - cello)
    blend(ctx.img, drop, rgb("#140a06"), 0.6)
    ctx.lit(cp["body"], bbox_of(cp["body"]), rgb("#b04810"), rim=0.8, separate=True)
    purfling = np.clip(cp["body"] - blur(cp["body"], 6), 0, 1) * 2 * cp["body"]
    blend(ctx.img, np.clip(purfling, 0, 1), rgb("#3a1a0a"), 0.6)
    ctx.lit(cp["neck"], bbox_of(cp["neck"]), rgb("#a4501c"), rim=0.5)
    ctx.lit(cp["scroll"], bbox_of(cp["scroll"]), rgb("#9a4a1a"), rim=0.6)
    for part in ("board", "tail", "pin"):
        ctx.lit(cp[part], bbox_of(cp[part]), rgb("#1a1210"), rim=0.4)
    bridge = polylines([[at(255, -40), at(255, 40)]], 10 * sc)
    blend(ctx.img, bridge, rgb("#e8c890"), 0.95)
    # the arms: the near paw draws the bow, the far one holds the neck
    bow_t = 300
    bow_c = at(bow_t, 0)
    grip = (bow_c[0] - s * 300 * sc, bow_c[1] + 20 * sc)
    arm_b = ribbon(
        [p(-175, -380), p(-310, -250), (grip[0] + s * 10, grip[1] - 20)],
        [100 * sc, 80 * sc, 66 * sc],
        2,
    )
    paw_b = disc(*grip, 48 * sc, 2)
    stop = at(585, 0)
    arm_n = ribbon(
        [p(175, -370), p(260, -300), (stop[0] + s * 30 * sc, stop[1] + 10)],
        [96 * sc, 76 * sc, 60 * sc],
        2,
    )
    paw_n = disc(stop[0] + s * 8 * sc, stop[1], 44 * sc, 2)
    arms = np.maximum.reduce([arm_b, paw_b, arm_n, paw_n])
    ctx.lit(arms, bbox_of(arms), fc * 1.05, rim=0.9, separate=True)
    claws = polylines(
        [
            [
                (stop[0] + s * (-30 + 18 * k) * sc, stop[1] - 30 * sc),
                (stop[0] + s * (-36 + 18 * k) * sc, stop[1] - 52 * sc),
            ]
            for k in range(4)
        ],
        7 * sc,
    )
    blend(ctx.img, claws, rgb("#e8dcc8"), 0.8)
    # warm lantern light on the bear's face and the cello's shoulder
    warm = np.exp(-((XX - lx) ** 2 + (YY - ly) ** 2) / (2 * (700 * sc) ** 2))
    body = np.maximum(0.6 * np.maximum(bear, arms), cello)
    tint = np.array([0.3, 0.1, -0.2], np.float32)
    ctx.img[:] = np.clip(ctx.img * (1 + (warm * body)[..., None] * tint), 0, 1)
    blend(ctx.img, warm * body, rgb(WARM), 0.15)
    whole = np.maximum.reduce([bear, cello, arms, stump])
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(head, cp["body"]), 3, 2.5)
    add_element(
        ctx,
        f"a {fur} bear playing a cello, eyes closed",
        "main",
        bbox_of(np.maximum.reduce([bear, cello, arms])),
        ("animal", "bear", "music", "cello", "big"),
    )
    # the lantern, and its flame after the paint
    lm, lb = icon_mask("old-lantern", lx, ly, 152 * sc)
    ctx.lit(lm, lb, rgb("#3a3028"), rim=0.6)
    add_element(
        ctx, "a lantern on a branch", "secondary", lb, ("lantern", "light"), icon="old-lantern"
    )
    later_glow(ctx, lx, ly + 12 * sc, 200, WARM, 0.55, core=16 * sc)
    later_glow(ctx, lx, ly + 12 * sc, 60, "#fff4d0", 0.8)
    after_mask(ctx, polylines([[hook, (lx, ly - 58 * sc)]], 4), "#161a26", 0.9)
    shine = tilted_ellipse(*at(190, -s * 80), 22 * sc, 70 * sc, a) * cp["body"]
    after_mask(ctx, blur(shine, 6), "#ffd9a8", 0.45)
    # after the paint: strings, f-holes, the bow across the strings, closed eyes, a smile
    strings = polylines([[at(170, w), at(830, w * 0.5)] for w in (-15, -5, 5, 15)], 3)
    after_mask(ctx, strings, "#f0e2c0", 0.85)
    fh = []
    for w in (-58, 58):
        fh.append([at(200, w * 1.05), at(235, w * 0.85), at(275, w * 0.95), at(310, w * 0.8)])
    after_mask(ctx, polylines(fh, 6 * sc), "#1c0c06", 0.9)
    tip = (bow_c[0] + s * 260 * sc, bow_c[1] - 34 * sc)
    frog = (grip[0] - s * 70 * sc, grip[1] + 10 * sc)
    after_mask(ctx, polylines([[frog, tip]], 12), "#2a1608", 0.95)
    after_mask(
        ctx, polylines([[(frog[0], frog[1] + 9 * sc), (tip[0], tip[1] + 8)]], 6), "#f4ecd8", 0.9
    )
    eyes = [[hp(u - 26, -26), hp(u, -12), hp(u + 26, -26)] for u in (-50, 50)]
    after_mask(ctx, polylines(eyes, 6 * sc), "#140c08", 0.95)
    after_mask(ctx, polylines([[hp(-22, 74), hp(0, 82), hp(22, 74)]], 4 * sc), "#2a160e", 0.8)
    # the snowflakes: still round the bear, caught in the lantern light; falling far from it
    side = ctx.side()
    still, falling = [], []
    cx0, cy0 = p(-40, -300)
    for _ in range(220):
        x, y = float(side.uniform(0, W)), float(side.uniform(0, H * 0.9))
        d = np.hypot(x - cx0, (y - cy0) * 0.8)
        if d < 520:
            if not whole[int(y), int(x)] > 0.2:
                still.append(disc(x, y, float(side.uniform(3.5, 8)), 1.2))
        elif side.random() < 0.5:
            falling.append(ellipse(x, y, 2.2, float(side.uniform(5, 9)), 1.0))
    crystals = []
    for k in range(5):
        ang = np.pi * (0.15 + 0.7 * k / 4) + float(side.uniform(-0.15, 0.15))
        rad = float(side.uniform(380, 470)) * sc
        x, y = cx0 - s * rad * np.cos(ang) * 0.9, cy0 - rad * np.sin(ang) * 0.9
        r = float(side.uniform(16, 24))
        for j in range(3):
            b = j * np.pi / 3 + 0.3 * k
            crystals.append(
                [(x - r * np.cos(b), y - r * np.sin(b)), (x + r * np.cos(b), y + r * np.sin(b))]
            )
    if crystals:
        cm = polylines(crystals, 4)
        after_mask(ctx, blur(cm, 8), WARM, 0.6)
        after_mask(ctx, cm, "#fffaf0", 0.95)
    if still:
        sm = np.maximum.reduce(still)
        after_mask(ctx, blur(sm, 6), WARM, 0.5)
        after_mask(ctx, sm, "#fff8e6", 0.95)
    if falling:
        after_mask(ctx, np.maximum.reduce(falling), "#dce6f6", 0.7)
    return Painted(
        f"In a forest clearing deep in snow a big {fur} bear sits on a tree stump and plays "
        "music on a cello with its eyes closed, under a lantern hung from a branch; at the "
        "edge of the wood a deer, two hares with their ears pricked up, a fox and an owl "
        "listen in silence, and the snowflakes round the bear hang still in the air.",
        ["music", "harmony", "audience", "calm", "wonder", "winter", "listening"],
        setting="on a blue winter night, by lantern light",
    )


PREMISE = Premise(
    name="bear-plays-the-cello",
    figure="bear",
    palettes=("snow",),
    stage=stage,
    max_cards=1,
)
