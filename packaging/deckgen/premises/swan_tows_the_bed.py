"""Premise "swan-tows-the-bed": on a still lake in the early-morning mist, a white swan glides
along holding a red ribbon in its beak, and by it tows a small old wooden bed that floats
on the water like a boat; in the bed a child sleeps under a patchwork quilt. Ripples trail
behind them; reeds and pale far trees stand in the mist, and a pale sun shines through it.

The bed is drawn from shapes in an oblique view (a side rail, a headboard and a lower
footboard with knobbed posts, a patchwork quilt over a sleeper's hump, a pillow and a small
head); the swan is the game-icons swan cut at its waterline. The tow ribbon, the wakes, the
reeds and the sleeper's closed eye come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.masks import closed_silhouette
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon, polylines, ribbon

Pt = tuple[float, float]
WOODS = {"honey": "#9a6232", "walnut": "#6e4226", "cherry": "#8a4030"}
QUILTS = [
    ["#c8463a", "#e8b840", "#3f7f8a", "#f0e2c4", "#d27a9a", "#5a8a4a"],
    ["#d2563e", "#f0c860", "#2f6a9a", "#f4e8d0", "#8a5aa0", "#e08a3a"],
]


def _reflect(ctx: Ctx, m: Arr, wl: float, alpha: float, tint: np.ndarray) -> None:
    """Mirror what mask `m` covers above y=wl into the water below it, broken by ripples."""
    yi = int(wl)
    n = min(yi, H - yi - 1)
    src = ctx.img[yi - n : yi][::-1].copy()
    ma = m[yi - n : yi][::-1].copy()
    rows = np.arange(n)
    shift = (np.sin(rows * 0.35) * (2 + rows * 0.04)).astype(int)
    cols = (np.arange(W)[None, :] + shift[:, None]) % W
    src, ma = src[rows[:, None], cols], ma[rows[:, None], cols]
    fade = np.clip(1 - rows / (n * 0.9 + 1), 0, 1)[:, None]
    sub = ctx.img[yi : yi + n]
    blend(sub, blur(ma, 3) * fade, mix(src, tint, 0.45), alpha)


def _far_trees(ctx: Ctx, hz: float, col: np.ndarray) -> Arr:
    """A lumpy line of soft crowns and a few poplars along the far shore."""
    gen = ctx.side()
    m = np.zeros((H, W), np.float32)
    x = -40.0
    while x < W + 40:
        hgt = float(gen.uniform(50, 150)) * (1.4 if gen.random() < 0.2 else 1.0)
        wid = hgt * float(gen.uniform(0.5, 0.9))
        if gen.random() < 0.25:  # a poplar
            wid *= 0.4
        for _ in range(3):  # each crown a few overlapping puffs
            ox, oy = float(gen.normal(0, wid * 0.15)), float(gen.uniform(0, hgt * 0.3))
            np.maximum(m, ellipse(x + ox, hz - hgt * 0.5 + oy, wid * 0.45, hgt * 0.5, 8), out=m)
        x += wid * float(gen.uniform(0.3, 0.7))
    m = np.maximum(m, ellipse(W / 2, hz, W, 14, 4))
    m = blur(m, 3) * (hz + 2 > YY)
    blend(ctx.img, m, col, 1.0)
    return m


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the swan toward side s, the bed behind on -s

    def px(x: float) -> float:  # a card x drawn for s = 1, mirrored when s = -1
        return x if s > 0 else W - x

    xx = XX if s > 0 else W - XX
    hz = H * ctx.u(0.4, 0.43)
    ctx.texture_sky(0.04)
    # a pale morning sun through the mist, over the bed's side
    sun_x, sun_y = px(W * ctx.u(0.22, 0.3)), hz - H * ctx.u(0.12, 0.15)
    ctx.light = (sun_x, sun_y)
    glow(ctx.img, sun_x, sun_y, 620, "#ffe2a8", 0.45)
    glow(ctx.img, sun_x, sun_y, 300, "#fff4d8", 0.6)
    blend(ctx.img, disc(sun_x, sun_y, 58, 10), rgb("#fffbec"), 0.9)
    sky_lo = ctx.sky_at(hz / H)
    trees = _far_trees(ctx, hz, mix(sky_lo, rgb("#4e6258"), 0.38))
    ctx.fog(hz / H - 0.03, 0.05, 0.55)
    # the lake: the sky and trees mirrored, darkening toward us so the white swan stands out
    ctx.water(hz / H, "#5f7670", ripple=3)
    depth = np.clip((YY - hz) / (H - hz), 0, 1)
    deep = rgb(ctx.rng.choice(["#34484a", "#3a4a40", "#31444c"]))
    blend(ctx.img, (np.clip(depth * 1.6, 0, 1) ** 0.8 * (hz < YY)).astype(np.float32), deep, 0.72)
    # the sun's path on the water: level glints under it
    gen = ctx.side()
    glints = []
    for _ in range(70):
        gy = hz + 4 + (H - hz) * 0.55 * float(gen.uniform(0, 1)) ** 1.6
        spread = 30 + (gy - hz) * 0.35
        gx = sun_x + float(gen.normal(0, spread * 0.5))
        ln = float(gen.uniform(14, 50)) * (1 + (gy - hz) / 400)
        glints.append([(gx - ln, gy), (gx + ln, gy)])
    gl_m = polylines(glints, 4) * (hz + 3 < YY)
    path = ellipse(sun_x, hz + (H - hz) * 0.25, 150, (H - hz) * 0.35, 120) * (hz < YY)
    blend(ctx.img, path, rgb("#f0d8a0"), 0.3)
    blend(ctx.img, blur(gl_m, 1.5), rgb("#fff6dc"), 0.7)
    ctx.fog(hz / H + 0.04, 0.04, 0.35)
    add_element(
        ctx,
        "pale trees far off in the mist",
        "secondary",
        bbox_of(trees * (hz > YY)),
        ("trees", "mist", "far"),
    )
    # --- the bed, behind the swan, floating -----------------------------------------------
    wood_name = str(ctx.rng.choice(list(WOODS)))
    wood = rgb(WOODS[wood_name])
    quilt = QUILTS[int(ctx.rng.integers(len(QUILTS)))]
    L = W * ctx.u(0.4, 0.42)
    x0 = W * ctx.u(0.05, 0.06)
    x1 = x0 + L
    wy = H * ctx.u(0.6, 0.62)  # the waterline along its near side
    ddx, ddy = L * 0.3, -L * 0.2  # its depth, going back and away from the swan
    rail = 46.0
    yq = wy - rail - 26  # the quilt's top plane at the near edge

    def bp(x: float, y: float) -> Pt:
        return (px(x), y)

    def quad(a: Pt, b: Pt, c: Pt, d: Pt, soft: float = 1.0) -> Arr:
        return polygon([bp(*a), bp(*b), bp(*c), bp(*d)], soft)

    # the headboard: a panel between two posts, an arched top
    hb = 210.0
    arch = [
        (x0 + ddx * t, wy + ddy * t - hb - 34 * np.sin(np.pi * t)) for t in np.linspace(0, 1, 12)
    ]
    head_m = polygon([bp(x0, wy)] + [bp(*p) for p in arch] + [bp(x0 + ddx, wy + ddy)], 1.0)
    posts = []
    for (bx, by), ht in (((x0, wy), hb + 30), ((x0 + ddx, wy + ddy), hb + 30)):
        posts.append(ribbon([bp(bx, by + 8), bp(bx, by - ht)], [22, 20], 1.5))
        posts.append(disc(*bp(bx, by - ht - 10), 16, 1.5))
    fb = 120.0
    foot_m = quad((x1, wy), (x1, wy - fb), (x1 + ddx, wy + ddy - fb), (x1 + ddx, wy + ddy))
    fposts = []
    for bx, by in ((x1, wy), (x1 + ddx, wy + ddy)):
        fposts.append(ribbon([bp(bx, by + 8), bp(bx, by - fb - 20)], [22, 20], 1.5))
        fposts.append(disc(*bp(bx, by - fb - 30), 15, 1.5))
    back_posts = np.maximum(posts[2], posts[3])
    ctx.lit(back_posts, bbox_of(back_posts), wood * 0.8, rim=0.4)
    ctx.lit(head_m, bbox_of(head_m), wood, rim=0.5)
    inner_hb = quad(
        (x0 + 10, wy - 40),
        (x0 + 10, wy - hb + 30),
        (x0 + ddx - 8, wy + ddy - hb + 30),
        (x0 + ddx - 8, wy + ddy - 40),
        3,
    )
    blend(ctx.img, inner_hb * head_m, wood * 0.72, 0.6)
    # the side rail, the near face in the water
    side_m = quad((x0, wy + 6), (x0, wy - rail), (x1, wy - rail), (x1, wy + 6))
    ctx.lit(side_m, bbox_of(side_m), wood * 0.85, rim=0.4)
    # the patchwork quilt: its top, its drape over the rail, the sleeper's hump
    top_m = quad((x0 + 8, yq), (x1, yq), (x1 + ddx, yq + ddy), (x0 + ddx, yq + ddy))
    drape = polygon(
        [bp(x0 + 8, yq)]
        + [
            bp(x0 + 8 + L * t, wy - rail + 22 + 10 * np.sin(t * 18))
            for t in np.linspace(0, 0.97, 14)
        ]
        + [bp(x1, yq)],
        1.0,
    )
    hump_c = (px(x0 + L * 0.5 + ddx * 0.5), yq + ddy * 0.5 - 6)
    hump = ellipse(hump_c[0], hump_c[1], L * 0.34, 40, 3) * (hump_c[1] + 30 > YY)
    q_m = np.clip(top_m + drape + hump, 0, 1)
    v = np.clip((YY - yq) / ddy, -1, 1)
    u = (xx - x0 - v * ddx) / L
    ci = np.floor(u * 6)
    cj = np.where(drape > 0.5, -1, np.floor(np.clip(v, 0, 0.999) * 3))
    cell = (ci * 7 + cj * 3 + (ci * cj) % 3 + 30) % len(quilt)
    qimg = np.zeros((H, W, 3), np.float32)
    for k, c in enumerate(quilt):
        qimg += (cell == k)[..., None] * rgb(c)
    shade = np.where(drape > 0.5, 0.72, 1.0) * (1 + 0.12 * blur(hump, 20))
    seam = (np.abs(u * 6 - np.round(u * 6)) < 0.03) | (np.abs(v * 3 - np.round(v * 3)) < 0.03)
    qimg = qimg * shade[..., None] * (1 - 0.3 * seam)[..., None]
    blend(ctx.img, q_m, np.clip(qimg, 0, 1))
    blend(ctx.img, q_m * np.clip(1 - (xx - x0) / L, 0, 1) * (yq > YY), rgb("#fff4d8"), 0.18)
    # the pillow and the sleeper's head by the headboard
    pc = (px(x0 + 70 + ddx * 0.5), yq + ddy * 0.5 - 28)
    pil = ellipse(pc[0], pc[1], 90, 44, 3)
    ctx.lit(pil, bbox_of(pil), rgb("#f4efe4"), rim=0.5)
    hc = (pc[0] + s * 30, pc[1] - 10)
    head = disc(hc[0], hc[1], 42, 2)
    ctx.lit(head, bbox_of(head), rgb("#e8b894"), rim=0.4)
    hair_c = rgb(ctx.rng.choice(["#5a3a24", "#2e2420", "#b07838"]))
    hair = disc(hc[0] - s * 12, hc[1] - 14, 42, 2) * (1 - disc(hc[0] + s * 18, hc[1] + 12, 36, 2))
    blend(ctx.img, hair * head, hair_c, 0.95)
    fold = ellipse(hc[0] + s * 52, hc[1] + 46, 80, 22, 2)
    blend(ctx.img, fold, rgb(quilt[0]) * 0.95, 1.0)
    # the footboard, and the posts in front
    ctx.lit(foot_m, bbox_of(foot_m), wood, rim=0.5)
    front_posts = np.maximum.reduce(
        [posts[0], posts[1], fposts[0], fposts[1], fposts[2], fposts[3]]
    )
    ctx.lit(front_posts, bbox_of(front_posts), wood * 1.05, rim=0.6)
    bed = np.clip(
        np.maximum.reduce([head_m, side_m, q_m, foot_m, front_posts, back_posts, pil]), 0, 1
    )
    _reflect(ctx, bed, wy + 4, 0.55, deep)
    blend(
        ctx.img,
        ellipse(px(x0 + L * 0.5), wy + 6, L * 0.56, 7, 3) * (1 - side_m),
        rgb("#e8efe8"),
        0.35,
    )
    focus_on(ctx, bed, 4, 2.0, weight=0.9)
    focus_on(ctx, head, 2, 2.5)
    add_element(
        ctx,
        "a small old wooden bed floating on the water like a boat",
        "secondary",
        bbox_of(bed),
        ("bed", "home", "sleep", "boat", "wood"),
    )
    add_element(
        ctx,
        "a child asleep on a pillow under a patchwork quilt",
        "secondary",
        bbox_of(np.maximum(head, hump)),
        ("child", "sleep", "quilt", "dream"),
    )
    # --- the swan, near, gliding along -------------------------------------------------
    sh = H * ctx.u(0.28, 0.3)
    sx = W * 0.5 + s * W * ctx.u(0.12, 0.14)  # its body on the third, its beak kept in
    swl = H * ctx.u(0.79, 0.81)
    sm, sbb = icon_mask("swan", sx, swl - sh * 0.3, sh, flip=s < 0)
    sm = sm * np.clip((swl - YY) / 3, 0, 1).astype(np.float32)
    sbb = (sbb[0], sbb[1], sbb[2], int(swl))
    whole = closed_silhouette(sm, sbb) * np.clip((swl - YY) / 3, 0, 1).astype(np.float32)
    feathers = np.clip(whole - sm, 0, 1)
    sm = whole
    _reflect(ctx, sm, swl, 0.5, deep)
    ctx.lit(sm, sbb, rgb("#fbfaf4"), rim=0.9, separate=True)
    blend(ctx.img, blur(feathers, 2.5), ctx.img * 0.8, 0.5)
    eye = feathers * (sbb[1] + sh * 0.3 > YY)
    wake_c = rgb("#eef4ee")
    blend(ctx.img, ellipse(sx, swl + 3, (sbb[2] - sbb[0]) * 0.48, 7, 3) * (1 - sm), wake_c, 0.55)
    focus_on(ctx, sm, 3, 2.5)
    add_element(
        ctx,
        "a white swan gliding on the lake, a ribbon in its beak",
        "main",
        sbb,
        ("animal", "bird", "swan", "grace", "journey"),
        "swan",
    )
    # its beak: the farthest point of the head, in the top third
    top = sm[sbb[1] : int(sbb[1] + sh * 0.35)]
    cols = np.nonzero(top.max(0) > 0.5)[0]
    bx = float(cols.max() if s > 0 else cols.min())
    by = float(sbb[1] + np.nonzero(top[:, int(bx)] > 0.3)[0].mean())
    beak = sm * disc(bx - s * sh * 0.05, by, sh * 0.07, 3) * (xx > px(bx) - sh * 0.1)
    blend(ctx.img, beak, rgb("#e8823a"), 0.95)
    ey, ex = np.nonzero(eye > 0.5)
    if len(ex):
        after_mask(ctx, disc(float(ex.mean()), float(ey.mean()), sh * 0.014, 1.5), "#141414", 1.0)
    # after the paint: the tow ribbon, taut with a little sag, from the beak to the footboard
    tx, ty = px(x1 + ddx * 0.25), wy + ddy * 0.25 - fb * 0.8
    mid = ((bx + tx) / 2, (by + ty) / 2 + 36)
    tow = cubic((bx, by), mid, mid, (tx, ty), 30)
    red = ctx.rng.choice(["#c8283a", "#d23a2a"])
    # it leaves the beak and passes behind the head
    behind = np.clip(1 - blur(sm, 2) * 1.5 + disc(bx, by, 16, 3), 0, 1)
    after_mask(ctx, polylines([tow], 16) * behind, red, 1.0)
    after_mask(ctx, polylines([[(x_, y_ - 3) for x_, y_ in tow]], 3) * behind, "#ff9a8a", 0.5)
    tail = cubic((bx, by), (bx + s * 16, by + 14), (bx + s * 8, by + 24), (bx + s * 18, by + 34), 8)
    after_mask(ctx, polylines([tail], 10), red, 1.0)
    bow = polylines([[(tx, ty), (tx - s * 40, ty - 26)], [(tx, ty), (tx - s * 44, ty + 18)]], 10)
    after_mask(ctx, bow, red, 1.0)
    # the wakes: long lines spreading back in a V from the swan's breast and the bed's foot
    low = sm[int(swl - sh * 0.15) : int(swl)]
    lc = np.nonzero(low.max(0) > 0.5)[0]
    breast = float(lc.max() if s > 0 else lc.min())
    wk: list[list[Pt]] = []
    for fx, fy, span in ((breast, swl + 4, W * 0.75), (px(x1 + 16), wy + 6, L * 0.9)):
        for k in range(3):
            o = k * 26
            for slope in (0.13, -0.05):
                a = (fx - s * o, fy + (o * slope * 2 if slope > 0 else 0))
                b = (fx - s * (span - o), fy + span * slope + (o * 0.2 if slope > 0 else 0))
                wk.append(cubic(a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 4), b, b, 12))
    wake_m = polylines(wk, 3) * (hz + 6 < YY) * (1 - blur(sm, 3))
    fade = np.clip(1 - np.abs(XX - breast) / (W * 0.8), 0.2, 1)
    after_mask(ctx, wake_m * fade, "#eef4ee", 0.45)
    # reeds in the near corner on the bed's side
    stems: list[list[Pt]] = []
    heads: list[Pt] = []
    rg, base_x, base_y = ctx.rng, px(W * 0.04), H * 1.01
    for _ in range(14):
        rx = base_x + float(rg.normal(0, 40))
        hgt = float(rg.uniform(220, 420))
        lean = float(rg.normal(0, 0.15))
        stems.append(
            [
                (rx, base_y),
                (rx + lean * hgt * 0.5, base_y - hgt * 0.6),
                (rx + lean * hgt, base_y - hgt),
            ]
        )
        if rg.random() < 0.35:
            heads.append((rx + lean * hgt * 0.85, base_y - hgt * 0.85))
    after_mask(ctx, polylines(stems, 5), "#2e3a30", 0.9)
    hm = np.zeros((H, W), np.float32)
    for hx_, hy_ in heads:
        np.maximum(hm, ellipse(hx_, hy_, 7, 22, 1.5), out=hm)
    after_mask(ctx, hm, "#4a3222", 0.95)
    # the sleeper's closed eye
    after_mask(
        ctx,
        polylines(
            [
                [
                    (hc[0] + s * 8, hc[1] + 2),
                    (hc[0] + s * 19, hc[1] + 6),
                    (hc[0] + s * 29, hc[1] + 2),
                ]
            ],
            3,
        ),
        "#3a2420",
        0.9,
    )
    later_glow(ctx, sun_x, sun_y, 340, "#fff8e4", 0.4)
    return Painted(
        "On a still lake in the early-morning mist, a white swan glides along with a red ribbon "
        f"in its beak, towing a small old {wood_name}-coloured wooden bed that floats like a boat, "
        "where a child sleeps under a patchwork quilt; ripples trail behind them, and reeds and "
        "pale trees stand in the mist under a pale sun.",
        ["dream", "journey", "sleep", "trust", "childhood", "carried away", "morning"],
    )


PREMISE = Premise(
    name="swan-tows-the-bed",
    figure="swan",
    palettes=("mist",),
    stage=stage,
    max_cards=1,
    frame=False,
)
