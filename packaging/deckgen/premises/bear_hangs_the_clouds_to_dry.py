"""Premise "bear-hangs-the-clouds-to-dry": on a breezy green hilltop under a pale blue sky, a
big brown bear, seen three-quarter from behind and stretching on tiptoe, pegs a small white
cloud onto a washing line strung in perspective between two poles; other fluffy clouds already
hang from the line with wooden pegs, drying in the sun, one still dripping rain onto the grass,
and a wicker laundry basket at the bear's feet holds more clouds.

The bear (legs, rump, back, hump, raised arms, a head turned up to the line with its ear and
muzzle), the clouds, the pegs, the poles and the basket are drawn from shapes; the line, the
rain, the weave of the basket, the claws, the eye and the nose come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.props import thread
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, ribbon, segment, tilted_ellipse
from ..kit.sky import cloud_puff, day_zenith, shade_under

Pt = tuple[float, float]
FURS = {"brown": "#6a4228", "honey-brown": "#7a5030", "dark brown": "#4e3220"}
WOOD = "#b88450"
PEG = "#b8743a"
COUNT = {1: "one", 2: "two", 3: "three", 4: "four"}


def _peg(x: float, y: float, sc: float) -> Arr:
    """A wooden clothes peg astride the line at (x, y): two legs and a spring's bump."""
    w, top, bot = 15 * sc, 34 * sc, 62 * sc
    return np.maximum(
        box(x - w, y - top, x + w, y + bot, 2),
        ellipse(x, y + 4 * sc, w * 1.35, 11 * sc, 2),
    )


def _cloud(cx: float, cy: float, w: float, h: float, rng: np.random.Generator) -> Arr:
    """A small heaped cloud, `w` wide and about `h` tall round (cx, cy): big round lobes,
    the middle one tallest, deep notches between them, a flat, slightly lumpy base."""
    base = cy + h * 0.42
    lobes = [
        (0.0, 0.34, 0.95),
        (-0.27, 0.24, 0.8),
        (0.28, 0.25, 0.8),
        (-0.43, 0.14, 0.7),
        (0.44, 0.14, 0.7),
    ]
    m = np.zeros((H, W), np.float32)
    for u, r, k in lobes:
        rr = r * w * float(rng.uniform(0.9, 1.08)) * min(1.0, h / (w * 0.62))
        np.maximum(m, disc(cx + u * w, base - rr * k, rr, 2.5), out=m)
    np.maximum(m, ellipse(cx, base - h * 0.14, w * 0.45, h * 0.16, 2.5), out=m)
    return m * np.clip((base + 2 - YY) / 3, 0, 1)


def _basket(ctx: Ctx, cx: float, fy: float, bw: float) -> tuple[Arr, Arr, float]:
    """A wicker laundry basket standing at (cx, fy), `bw` wide; returns its mask, its rim's
    mask and its rim's y."""
    bh = bw * 0.5
    ry = fy - bh
    body = polygon_fine(
        [(cx - bw / 2, ry), (cx + bw / 2, ry), (cx + bw * 0.42, fy), (cx - bw * 0.42, fy)]
    )
    body = np.maximum(body, ellipse(cx, fy, bw * 0.42, bw * 0.06, 2))
    rim = ellipse(cx, ry, bw / 2 + 8, bw * 0.1, 2)
    ctx.cast_shadow(body, bbox_of(body), fy, 0.45)
    ctx.contact(body, bbox_of(body))
    ctx.lit(body, bbox_of(body), rgb("#c89a58"), rim=0.5)
    return body, rim, ry


def _line(a: Pt, b: Pt, sag: float) -> Callable[[float], tuple[float, float]]:
    """The washing line from the near pole's top `a` to the far one's `b`: its y at an x,
    and how far along it (0 near, 1 far) that x is."""

    def at(x: float) -> tuple[float, float]:
        t = float(np.clip((x - a[0]) / (b[0] - a[0]), 0, 1))
        return a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t), t

    return at


def _bear(
    ctx: Ctx, q: Callable[[float, float], Pt], paw_v: float, sc: float, fur: np.ndarray
) -> tuple[Arr, Arr, Arr, Arr]:
    """The bear standing on tiptoe, seen from a little behind, facing forward (`q(a, v)`: `a`
    forward, `v` up from its feet), both arms raised to the line; returns its masks."""
    far_leg = ribbon([q(-10, 230), q(20, 110), q(40, 30)], [120 * sc, 90 * sc, 70 * sc])
    far_foot = tilted_ellipse(*q(58, 22), 52 * sc, 24 * sc, 0.0)
    arm_f = ribbon([q(40, 650), q(140, 820), q(200, paw_v - 40)], [84 * sc, 70 * sc, 58 * sc])
    paw_f = disc(*q(204, paw_v - 30), 38 * sc, 2)
    back_parts = np.maximum.reduce([far_leg, far_foot, arm_f, paw_f])
    ctx.lit(back_parts, bbox_of(back_parts), fur * 0.8, rim=0.6)
    thigh = ellipse(*q(-40, 230), 125 * sc, 160 * sc, 2)
    leg = ribbon([q(-40, 200), q(-20, 90), q(-10, 30)], [130 * sc, 100 * sc, 80 * sc])
    foot = tilted_ellipse(*q(10, 22), 62 * sc, 28 * sc, 0.0)
    rump = ellipse(*q(-60, 370), 175 * sc, 200 * sc, 2)
    chest = ellipse(*q(-5, 560), 150 * sc, 185 * sc, 2)
    hump = disc(*q(-45, 680), 112 * sc, 2)
    neck = ellipse(*q(45, 690), 105 * sc, 120 * sc, 2)
    body = np.maximum.reduce([thigh, leg, foot, rump, chest, hump, neck])
    head = disc(*q(30, 800), 100 * sc, 2)
    ear = disc(*q(-40, 872), 36 * sc, 2)
    muz = ribbon([q(90, 815), q(165, 850)], [96 * sc, 58 * sc])
    arm_n = ribbon([q(-30, 640), q(90, 790), q(150, paw_v - 70)], [104 * sc, 84 * sc, 66 * sc])
    paw_n = disc(*q(152, paw_v - 62), 44 * sc, 2)
    arm = np.maximum(arm_n, paw_n)
    whole = np.maximum.reduce([body, back_parts, arm, head, ear, muz])
    bb = bbox_of(whole)
    ctx.cast_shadow(whole, bb, q(0, 0)[1], 0.5)
    ctx.contact(body, bb)
    ctx.lit(body, bbox_of(body), fur, rim=0.9, separate=True)
    ctx.lit(arm, bbox_of(arm), fur * 1.05, rim=0.9)
    hm = np.maximum.reduce([head, ear, muz])
    ctx.lit(hm, bbox_of(hm), fur * 1.05, rim=0.9)
    ctx.lit(muz, bbox_of(muz), mix(fur, rgb("#c8a078"), 0.3), rim=0.5)
    blend(ctx.img, disc(*q(-36, 868), 16 * sc, 2) * ear, rgb("#2a1810"), 0.5)
    return whole, hm, paw_n, paw_f


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)  # the bear on a vertical third, facing the row of clouds (side -s)
    f = -s
    bx = W / 2 + s * W * ctx.u(0.18, 0.19)
    ctx.texture_sky(0.04)
    day_zenith(ctx)
    blend(ctx.img, np.clip((YY - H * 0.47) / (H * 0.12), 0, 1), rgb("#eef6fa"), 0.4)
    sun = (bx + f * W * ctx.u(0.42, 0.48), H * ctx.u(0.1, 0.12))
    glow(ctx.img, *sun, 560, "#fff2cc", 0.4)
    ctx.celestial(*sun, 70)
    hz = ctx.u(0.6, 0.62)
    ctx.hills(hz, 2, amp=40)
    ctx.staged[:] = [g for g in ctx.staged if g != ctx.repoussoir]  # no dark framing tree
    blend(ctx.img, np.clip(1 - YY / (H * 0.32), 0, 1), rgb("#d4e8f6"), 0.45)
    meadow = np.clip((YY - H * hz) / 40, 0, 1)
    lum = ctx.img @ np.array([0.3, 0.59, 0.11], np.float32)
    ctx.img[:] = np.clip(ctx.img + meadow[..., None] * (0.68 - lum[..., None]) * 0.8, 0, 1)
    blend(ctx.img, meadow, rgb("#b8dc88"), 0.3)
    sc = ctx.u(0.8, 0.83)
    fy = H * ctx.u(0.885, 0.9)  # the bear's feet

    def q(a: float, v: float) -> Pt:
        return (bx + f * (a + 0.07 * max(0.0, v - 150)) * sc, fy - v * sc)

    # the line, in perspective: a tall pole behind the bear, a small far one over the hill
    na = (W / 2 + s * W * 0.45, H * ctx.u(0.37, 0.38))
    fa = (W / 2 - s * W * 0.46, H * (hz - ctx.u(0.19, 0.21)))
    feet = (fy - 60, H * (hz + 0.04))
    line = _line(na, fa, ctx.u(20, 35))
    posts = np.zeros((H, W), np.float32)
    for (px, py), foot, w in ((na, feet[0], 26), (fa, feet[1], 12)):
        one = np.maximum(
            segment(px, py - w * 1.5, px, foot, w), segment(px - w * 2, py, px + w * 2, py, w * 0.7)
        )
        ctx.cast_shadow(one, bbox_of(one), foot, 0.3)
        np.maximum(posts, one, out=posts)
    ctx.lit(posts, bbox_of(posts), rgb("#7a5234"), rim=0.5)
    add_element(
        ctx,
        "a washing line strung between two wooden poles",
        "frame",
        bbox_of(posts),
        ("washing line", "laundry", "chores"),
    )
    # the clouds: one held up by the bear, the others already pegged, smaller as they go
    hw = ctx.u(320, 335)
    hx = bx + f * 310 * sc
    hy, _ = line(hx)
    clouds = _cloud(hx, hy + hw * 0.2, hw, hw * 0.66, ctx.rng)
    peg_xs = [hx - f * hw * 0.33, hx + f * hw * 0.33]
    xs, k_w, x = [], [], hx + f * (hw / 2 + 40)
    while True:
        _, t = line(x)
        cw = hw * (1 - 0.3 * t) * ctx.u(0.88, 0.94)
        if len(xs) == 3 or f * (x + f * cw - fa[0]) > -30:
            break
        xs.append(x + f * cw / 2)
        k_w.append(cw)
        x += f * (cw + 40 * (1 - t))
    drip_k = int(ctx.rng.integers(len(xs))) if xs else 0
    bw = ctx.u(245, 260)  # one more already hung behind the bear, by the near pole
    xs.append(na[0] + f * (bw / 2 + 45))
    k_w.append(bw)
    drip_m = np.zeros((H, W), np.float32)
    for k, (cx, cw) in enumerate(zip(xs, k_w, strict=True)):
        ly, _ = line(cx)
        c = _cloud(cx, ly + cw * 0.2, cw, cw * 0.66, ctx.rng)
        np.maximum(clouds, c, out=clouds)
        if k == drip_k:
            drip_m = c
        peg_xs += [cx - cw * 0.33, cx + cw * 0.33]
    cb = bbox_of(clouds)
    for cx, cw in [(hx, hw), *zip(xs, k_w, strict=True)]:
        _, t = line(cx)
        sy = feet[0] + (feet[1] - feet[0]) * t + 60 * (1 - t)
        blend(ctx.img, ellipse(cx + f * 40, sy, cw * 0.45, cw * 0.07, 14), rgb("#4a7a48"), 0.18)
    ctx.lit(clouds, cb, rgb("#ffffff"), rim=0.7)
    shade_under(ctx, clouds, "#a2b2c8", 0.6)
    shade_under(ctx, drip_m, "#76869e", 0.5)
    edge = np.clip(blur(clouds, 3) - clouds, 0, 1) * 2.5
    blend(ctx.img, np.clip(edge, 0, 1), rgb("#6f88aa"), 0.4)
    focus_on(ctx, clouds, 4, weight=0.95)
    add_element(
        ctx,
        "small white clouds pegged on a washing line, one dripping rain",
        "secondary",
        cb,
        ("cloud", "weather", "laundry", "rain"),
    )
    # the rain from the wet cloud onto the grass below it
    db = bbox_of(drip_m)
    dcx = (db[0] + db[2]) / 2
    _, t = line(dcx)
    wet_y = feet[0] + (feet[1] - feet[0]) * t + 20
    ww = (db[2] - db[0]) * 0.4
    blend(ctx.img, ellipse(dcx - 10, wet_y, ww, ww * 0.12, 8), rgb("#6f9a9a"), 0.45)
    blend(ctx.img, ellipse(dcx - 10, wet_y - 3, ww * 0.6, ww * 0.05, 5), rgb("#d8eef4"), 0.55)
    side = ctx.side()
    rain = np.zeros((H, W), np.float32)
    for _ in range(40):
        rx = float(side.uniform(db[0] + ww * 0.3, db[2] - ww * 0.3))
        ry = float(side.uniform(db[3] - 10, wet_y - 30))
        ln = float(side.uniform(22, 40)) * (1 - 0.4 * t)
        np.maximum(rain, segment(rx, ry, rx - 0.12 * ln, ry + ln, 4.0), out=rain)
    after_mask(ctx, rain, "#4f76b4", 0.85)
    # the bear, on tiptoe, reaching up with both paws to the cloud it is pegging
    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fur = rgb(FURS[fur_name])
    paw_v = (fy - hy) / sc + 30
    whole, head, paw_n, paw_f = _bear(ctx, q, paw_v, sc, fur)
    pegs = np.maximum.reduce(
        [_peg(px, line(px)[0], 1.25 * (1 - 0.4 * line(px)[1])) for px in peg_xs]
    )
    pegs = pegs * (1 - paw_n)
    ctx.lit(pegs, bbox_of(pegs), rgb(PEG), rim=0.6)
    focus_on(ctx, pegs, 2, weight=1.0)
    focus_on(ctx, whole, 5)
    focus_on(ctx, np.maximum.reduce([head, paw_n, paw_f]), 3, 2.5)
    add_element(
        ctx,
        f"a big {fur_name} bear stretching up on tiptoe",
        "main",
        bbox_of(whole),
        ("animal", "bear", "big", "chores", "reaching"),
    )
    # the basket behind its heels, heaped with more clouds
    kx = bx - f * 300 * sc
    if not 150 < kx < W - 150:
        kx = bx + f * 250 * sc
    kb, krim, kry = _basket(ctx, kx, fy + 50, 260)
    heap = np.maximum.reduce(
        [cloud_puff(kx + d * 64, kry - 28 + abs(d) * 8, 150, 100, ctx.rng, 5) for d in (-1, 0, 1)]
    )
    heap = heap * np.clip((kry + 12 - YY) / 3, 0, 1)
    ctx.lit(heap, bbox_of(heap), rgb("#ffffff"), rim=0.7)
    shade_under(ctx, heap, "#b4c2d4", 0.4)
    blend(ctx.img, krim * (1 - heap), rgb("#a87a3e"), 1.0)
    focus_on(ctx, np.maximum(kb, heap), 3, weight=0.8)
    add_element(
        ctx,
        "a wicker laundry basket full of clouds",
        "secondary",
        bbox_of(np.maximum(kb, heap)),
        ("basket", "laundry", "cloud"),
    )
    # after the paint: the line, the basket's weave, claws, the eye and the nose
    pts = [(x, line(x)[0]) for x in np.linspace(na[0], fa[0], 40)]
    ctx.after.append(lambda img: thread(img, pts, 5, "#f6f2e6", 0.45))
    bbk = bbox_of(kb)
    weave = [[(bbk[0] + 12, y), (bbk[2] - 12, y)] for y in np.linspace(kry + 22, bbk[3] - 14, 4)]
    after_mask(ctx, polylines(weave, 4) * kb, "#7a5228", 0.6)
    claws = [
        [q(a + 14, paw_v - 30 + d * 14), q(a + 34, paw_v - 24 + d * 14)]
        for a, d in ((152, -3.5), (152, -2.5), (152, -1.5), (204, 0), (204, 1))
    ]
    after_mask(ctx, polylines(claws, 5 * sc), "#f0e6d4", 0.85)
    after_mask(ctx, disc(*q(70, 832), 9 * sc, 1.2), "#140c08", 0.95)
    after_mask(ctx, disc(*q(180, 858), 16 * sc, 1.5), "#1a100c", 0.95)
    return Painted(
        f"On a green hilltop a big {fur_name} bear, on tiptoe, pegs a small white cloud onto a "
        f"washing line between two poles, where {COUNT[len(xs)]} other clouds already hang "
        "drying in the sun and one still drips rain onto the grass; a wicker laundry basket "
        "at its feet holds more clouds.",
        ["chores", "care", "weather", "patience", "home", "wonder", "fresh start"],
    )


PREMISE = Premise(
    name="bear-hangs-the-clouds-to-dry",
    figure="bear",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
)
