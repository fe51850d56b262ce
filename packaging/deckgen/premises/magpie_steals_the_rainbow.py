"""Premise "magpie-steals-the-rainbow": just after a storm, over wet green hills under a dark
storm sky where the sun breaks through, a rainbow arcs across the sky, but one end of it has
come loose: a black-and-white magpie holds that end in its beak like a silk ribbon and flies
off with it toward its nest in a tree in the foreground, where a spoon, a bottle cap and a
glass marble glint among the twigs.

The rainbow is one path of coloured bands: a circular arc, then a loose silk ribbon that
twists once (its colours flip) and runs under the bird to its beak. The magpie is drawn from
parts (body, head, beak, long graduated tail, two raised wings with white primaries, white
belly and shoulder patches); its eye, the sheen on the silk and the glints come after the
paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, fbm, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.props import sparkles
from ..kit.scene import Ctx
from ..kit.shapes import (
    cubic,
    hex_colour,
    mask_bbox,
    polygon_fine,
    polylines,
    ribbon,
    tilted_ellipse,
)

Pt = tuple[float, float]
BANDS = ("#e8413a", "#f59a2a", "#f8e04a", "#58c25a", "#3a8ee0", "#7a54c8")
INK = "#14161c"


def _bands(pts: list[Pt], w: list[float]) -> list[Arr]:
    """One mask per colour band along `pts`; `w[k]` is the signed width there (a negative
    width shows the ribbon's other face: the colours in the opposite order)."""
    p = np.asarray(pts, np.float64)
    d = np.gradient(p, axis=0)
    n = np.stack([-d[:, 1], d[:, 0]], 1)
    n /= np.maximum(1e-6, np.hypot(n[:, 0], n[:, 1]))[:, None]
    nb = len(BANDS)
    ws = np.asarray(w, np.float64)
    out = []
    for k in range(nb):
        off = ((k + 0.5) / nb - 0.5) * ws
        q = p + n * off[:, None]
        out.append(ribbon([tuple(v) for v in q], list(np.abs(ws) / nb + 3.0), 1.2))
    return out


def _paint_bands(ctx: Ctx, masks: list[Arr], alpha: float) -> Arr:
    for m, c in zip(masks, BANDS, strict=True):
        blend(ctx.img, m, rgb(c), alpha)
    return np.clip(np.maximum.reduce(masks), 0, 1)


def _magpie(ctx: Ctx, cx: float, cy: float, sc: float, s: int, tilt: float) -> tuple[Arr, Pt]:
    """A magpie flying toward side `s`, nose down by `tilt` radians, its body centred at
    (cx, cy), `sc` px a unit (the body is 110 units long). Returns its mask and beak tip."""
    fx, fy = s * np.cos(tilt), np.sin(tilt)
    ux, uy = s * np.sin(tilt), -np.cos(tilt)
    ang = float(np.arctan2(fy, fx))

    def P(a: float, b: float) -> Pt:
        return (cx + (fx * a + ux * b) * sc, cy + (fy * a + uy * b) * sc)

    def poly(pts: list[Pt]) -> Arr:
        return polygon_fine([P(a, b) for a, b in pts])

    def Q(a: float, b: float) -> Pt:  # a point of a wing, swept back
        return P(a - 0.3 * b, b)

    def oval(a: float, b: float, ra: float, rb: float, extra: float = 0.0) -> Arr:
        p = P(a, b)
        return tilted_ellipse(p[0], p[1], ra * sc, rb * sc, ang + s * extra)

    ink = rgb(INK)
    # the far wing, raised behind the body, a little back and darker
    far = poly([(10, 14), (4, 80), (-20, 140), (-44, 152), (-64, 138), (-54, 90), (-24, 14)])
    ctx.lit(far, mask_bbox(far), ink * 0.8 + rgb("#101820") * 0.2, rim=0.4)
    far_w = poly([(-20, 140), (-44, 152), (-64, 138), (-56, 108), (-6, 108)])
    blend(ctx.img, far_w * far, rgb("#c8ccd0"), 0.75)
    # the long graduated tail, blue-green black
    tail = poly([(-40, 8), (-96, 14), (-170, 22), (-196, 14), (-192, 0), (-150, -8), (-40, -8)])
    ctx.lit(tail, mask_bbox(tail), rgb("#1a2c36"), rim=0.6)
    # body, head and beak
    body = np.maximum.reduce([oval(0, 0, 58, 25), oval(34, 4, 30, 22), disc(*P(58, 10), 21 * sc)])
    ctx.lit(body, mask_bbox(body), ink, rim=0.7, separate=False)
    beak = poly([(72, 17), (98, 7), (74, 1)])
    ctx.lit(beak, mask_bbox(beak), rgb("#202228"), rim=0.4, separate=False)
    # the white belly and flank, and the white shoulder patch
    belly = oval(-6, -9, 40, 14) * body
    blend(ctx.img, blur(belly, 2), rgb("#eeeeea"), 1.0)
    blend(ctx.img, oval(-10, -14, 30, 7) * body, rgb("#b8bcc4"), 0.5)
    # the near wing raised high and swept back: black-blue arm, white primaries spread as
    # fingers with black tips, a scalloped trailing edge
    arm = polygon_fine(
        [
            Q(*q)
            for q in [(24, 14), (32, 56), (22, 104), (-8, 124), (-48, 130), (-40, 60), (-30, 14)]
        ]
    )
    fingers = []
    for k in range(5):
        base = (14 - k * 14, 102 + k * 4)
        tip_ = (12 - k * 17, 170 + 4 - k * 7 - k * k * 1.5)
        fingers.append(ribbon([Q(*base), Q(*tip_)], [15 * sc, 10 * sc], 1.5))
    prim = np.clip(np.maximum.reduce(fingers), 0, 1)
    scal = np.maximum.reduce([disc(*Q(-44 + k * 2, 124 - k * 20), 10 * sc, 1.5) for k in range(6)])
    wing = np.clip(np.maximum.reduce([arm, prim, scal]), 0, 1)
    ctx.lit(wing, mask_bbox(wing), rgb("#1a2438"), rim=0.8)
    blend(ctx.img, prim * np.clip(1 - blur(arm, 3) * 1.4, 0, 1), rgb("#f2f2ee"), 1.0)
    tips = [disc(*Q(12 - k * 17, 172 - k * 7 - k * k * 1.5), 9 * sc, 2) for k in range(5)]
    tips = np.maximum.reduce(tips)
    blend(ctx.img, tips * prim, rgb("#181a20"), 0.95)
    scap = oval(-6, 20, 30, 8, 0.15)
    blend(ctx.img, blur(scap, 2), rgb("#f0f0ec"), 1.0)
    whole = np.clip(np.maximum.reduce([far, tail, body, beak, wing]), 0, 1)
    # the eye and its glint, the sheen on wing and tail: after the paint
    ex, ey = P(62, 16)
    after_mask(ctx, disc(ex, ey, 4.2 * sc, 1.2), "#050608", 1.0)
    after_mask(ctx, disc(ex + s * 1.2 * sc, ey - 1.2 * sc, 1.3 * sc, 1), "#ffffff", 0.95)
    sheen = polylines([[P(-60, 4), P(-120, 10), P(-176, 14)], [P(10, 40), P(14, 80)]], 2.2 * sc)
    after_mask(ctx, sheen * whole, "#5a9aa8", 0.55)
    focus_on(ctx, whole, 4, 2.0)
    return whole, P(90, 8)


def stage(ctx: Ctx) -> Painted:
    bx, sb = third(ctx)  # the magpie on a vertical third; it flies toward the other side
    s = -sb  # the side of the tree, the nest and the sun
    hz = H * ctx.u(0.64, 0.66)
    ctx.texture_sky(0.06)
    # the sun breaking through, high on the tree's side
    sun_x, sun_y = W / 2 + s * W * ctx.u(0.28, 0.34), H * ctx.u(0.08, 0.11)
    ctx.light = (sun_x, sun_y)
    light = ctx.c("light")
    # the rainbow's geometry: its anchored foot on the far hills on the sun's side
    R = ctx.u(610, 640)
    acx = W / 2 - s * ctx.u(110, 150)
    rc = R - 70
    inside = np.clip((rc - np.hypot(XX - acx, YY - hz)) / 80, 0, 1) * (hz > YY)
    # the storm: heavy dark cloud over the top, broken where the sun comes through
    cl = fbm(ctx.rng, 220, 3)
    top = np.clip(1 - YY / (H * 0.46), 0, 1)
    hole = np.exp(-(((XX - sun_x) ** 2 + ((YY - sun_y) * 1.6) ** 2) / (2 * 260.0**2)))
    dark = np.clip((cl - 0.35) * 3 + top * 0.9 - hole * 1.6, 0, 1) * top
    blend(ctx.img, blur(dark.astype(np.float32), 6), rgb("#0e1715"), 0.9)
    # the sky under the arch is brighter, as it is under a rainbow
    blend(ctx.img, blur(inside.astype(np.float32), 30), mix(light, rgb("#f6efc4"), 0.5), 0.72)
    glow(ctx.img, sun_x, sun_y, 620, "#fff4c8", 0.7)
    ctx.clouds(3, 0.03, 0.2, 0.5)
    blend(ctx.img, disc(sun_x, sun_y, 62, 3), rgb("#fffbe6"), 1.0)
    ctx.rays(sun_x, sun_y, 7, 0.22, 0.8)
    # the arc, from its foot on the sun's side up over the sky to where it came loose
    th_d = np.radians(ctx.u(116, 120))
    ths = np.linspace(np.radians(-4), th_d, 90)
    arc = [(acx + s * rc * np.cos(t), hz - rc * np.sin(t)) for t in ths]
    BW = 150.0
    arc_m = _paint_bands(ctx, _bands(arc, [BW * s] * len(arc)), 0.82)
    glow_m = blur(arc_m, 26)
    blend(ctx.img, glow_m * (1 - arc_m), light, 0.18)
    # the wet green hills; the sun lies in patches on them
    gy = ctx.hills(
        hz / H, 3, amp=60, ground=hex_colour(mix(rgb(ctx.pal.ground), rgb("#4f8a3a"), 0.55))
    )
    land = np.clip((YY - hz + 40) / 60, 0, 1)
    sunlit = np.clip((fbm(ctx.rng, 160, 2) - 0.5) * 4, 0, 1) * land
    blend(ctx.img, blur(sunlit.astype(np.float32), 8), rgb("#c8e07a"), 0.5)
    # a puddle in the near grass holding the sky and the arch
    pu_x, pu_y = W / 2 - s * W * ctx.u(0.18, 0.24), H * ctx.u(0.9, 0.92)
    pud = ellipse(pu_x, pu_y, 260, 50, 6) * (1 - 0.5 * (fbm(ctx.side(), 40, 2) > 0.7))
    src = np.clip(2 * hz - 80 - np.arange(H) * 1.0, 0, H - 1).astype(int)
    refl = mix(ctx.img[src], rgb("#1c2a28"), 0.2)
    blend(ctx.img, np.clip(blur(pud, 3), 0, 1), refl, 0.92)
    # the magpie: big, nose down toward the nest
    sc = H * ctx.u(0.23, 0.25) / 190
    tilt = np.radians(ctx.u(14, 20))
    by = H * ctx.u(0.5, 0.52)
    cx = W / 2 - s * (W / 2 - 36 - 196 * sc * 0.98)
    del bx
    # the loose end: on from the arc, twisting once, sagging under the bird, up to its beak
    fx, fy = s * np.cos(tilt), np.sin(tilt)
    beak = (cx + fx * 88 * sc, by + fy * 88 * sc)
    p0 = arc[-1]
    tan = (-s * np.sin(th_d), -np.cos(th_d))
    mid = (cx - s * 70 * sc, by + 55 * sc)
    under = cubic(
        p0, (p0[0] + tan[0] * 110, p0[1] + tan[1] * 110), (mid[0] - s * 170, mid[1]), mid, 40
    )
    near = cubic(
        mid,
        (mid[0] + s * 110, mid[1]),
        (beak[0] - s * 60, beak[1] + 50),
        (beak[0] - s * 4, beak[1] + 4),
        24,
    )
    tip = cubic(
        beak,
        (beak[0] + s * 60, beak[1] + 10),
        (beak[0] + s * 70, beak[1] + 110),
        (beak[0] + s * 150, beak[1] + 120),
        18,
    )
    loose = under + near[1:] + tip[1:]
    n = len(loose)
    t = np.linspace(0, 1, n)
    phase = np.clip((t - 0.18) / 0.22, 0, 1) * np.pi  # one twist: its colours flip
    width = BW * np.cos(phase) * (1 - 0.42 * np.clip((t - 0.3) / 0.5, 0, 1))
    pinch = np.exp(-(((t - (len(under) + len(near) - 2) / n) / 0.05) ** 2))
    width *= 1 - 0.6 * pinch
    blend(
        ctx.img, blur(np.clip(sum(_bands(loose, list(width * s))), 0, 1), 18), rgb("#101614"), 0.3
    )
    rib_bands = _bands(loose, list(width * s))
    rib = _paint_bands(ctx, rib_bands, 1.0)
    # silk: a sheen along its middle and darker folds where it turns
    fold = np.abs(np.cos(phase))
    shine = polylines([[loose[k] for k in range(n) if fold[k] > 0.7]], 10)
    after_mask(ctx, blur(shine, 4) * rib, "#ffffff", 0.28)
    focus_on(ctx, rib, 4, 2.0, weight=0.8)
    focus_on(ctx, arc_m, 8, 1.0, weight=0.5)
    add_element(
        ctx,
        "a rainbow over the hills after the rain, one end come loose like a silk ribbon",
        "secondary",
        mask_bbox(np.maximum(arc_m, rib)),
        ("rainbow", "ribbon", "storm", "sun", "sky"),
    )
    # the foreground tree on the sun's side with the nest of treasures
    tx = W / 2 + s * W * 0.47
    trunk_pts = cubic(
        (tx, H + 40), (tx - s * 60, H * 0.8), (tx - s * 10, H * 0.6), (tx + s * 20, H * 0.4), 30
    )
    trunk = ribbon(trunk_pts, list(np.linspace(130, 44, 31)), 2)
    nx, ny = W / 2 + s * W * ctx.u(0.24, 0.26), H * ctx.u(0.77, 0.79)
    boughs = polylines(
        [
            [(tx - s * 30, ny + 40), (nx + s * 60, ny + 30), (nx - s * 150, ny + 10)],
            [(tx - s * 10, H * 0.55), (tx - s * 120, H * 0.5), (tx - s * 170, H * 0.44)],
            [(nx + s * 40, ny + 30), (nx - s * 40, ny + 60), (nx - s * 110, ny + 100)],
        ],
        26,
    )
    wood = np.clip(np.maximum(trunk, boughs), 0, 1)
    ctx.lit(wood, mask_bbox(wood), rgb("#3a2e26"), rim=0.7)
    leaves = np.zeros((H, W), np.float32)
    gen = ctx.side()
    for k in range(4):
        ccx = tx - s * (60 + 70 * k + float(gen.uniform(-20, 20)))
        ccy = H * (0.5 - 0.035 * k) + float(gen.uniform(-30, 30))
        for _ in range(26):
            lx, ly = ccx + float(gen.normal(0, 34)), ccy + float(gen.normal(0, 20))
            np.maximum(leaves, disc(lx, ly, float(gen.uniform(12, 22)), 2), out=leaves)
    ctx.lit(leaves, mask_bbox(leaves), rgb("#2e5a2a"), rim=0.9)
    add_element(
        ctx,
        "a tree in the foreground",
        "frame",
        mask_bbox(np.maximum(wood, leaves)),
        ("tree", "branch", "wet"),
    )
    # the nest: a bowl of twigs, its cup open to us
    nest = ellipse(nx, ny, 190, 86, 4)
    ctx.lit(nest, mask_bbox(nest), rgb("#6a4e32"), rim=0.6)
    twigs = []
    for _ in range(70):
        a = float(gen.uniform(0, 2 * np.pi))
        r0 = float(gen.uniform(0.55, 1.0))
        px, py = nx + 160 * r0 * np.cos(a), ny + 70 * r0 * np.sin(a)
        da = float(gen.uniform(-0.5, 0.5))
        twigs.append([(px, py), (px + 60 * np.cos(a + 1.6 + da), py + 24 * np.sin(a + 1.6 + da))])
    after_mask(ctx, polylines(twigs, 3.2) * nest, "#2a1e14", 0.6)
    cup = ellipse(nx, ny - 28, 140, 44, 4)
    blend(ctx.img, cup, rgb("#241810"), 0.9)
    # the treasures: a silver spoon, a red bottle cap, a blue glass marble
    sp = [(nx - s * 40, ny - 30), (nx + s * 60, ny - 80), (nx + s * 150, ny - 140)]
    handle = polylines([sp], 16)
    bowl = tilted_ellipse(nx - s * 60, ny - 24, 44, 28, float(np.arctan2(-50, s * 100)))
    spoon = np.maximum(handle, bowl)
    ctx.lit(spoon, mask_bbox(spoon), rgb("#d8dce2"), rim=0.9, separate=False)
    cap_x, cap_y = nx + s * 40, ny - 30
    cap = disc(cap_x, cap_y, 38, 2)
    ctx.lit(cap, mask_bbox(cap), rgb("#d8342a"), rim=0.7, separate=False)
    crimp = np.clip(cap - disc(cap_x, cap_y, 30, 2), 0, 1)
    blend(ctx.img, crimp, rgb("#f0c040"), 0.85)
    mx, my = nx - s * 110, ny - 34
    marble = disc(mx, my, 34, 2)
    ctx.lit(marble, mask_bbox(marble), rgb("#2a78c8"), rim=0.9, separate=False)
    swirl = polylines([[(mx - 20, my + 8), (mx - 4, my - 6), (mx + 14, my + 4)]], 6) * marble
    blend(ctx.img, swirl, rgb("#f8c040"), 0.9)
    treasure = np.clip(spoon + cap + marble, 0, 1)
    nest_all = np.clip(np.maximum(nest, treasure), 0, 1)
    focus_on(ctx, nest_all, 4, 2.0, weight=0.9)
    sparks = [
        (nx + s * 150, ny - 140, 9.0),
        (mx - 10, my - 14, 8.0),
        (cap_x + s * 14, cap_y - 18, 7.0),
        (nx - s * 60, ny - 36, 6.0),
    ]
    ctx.after.append(lambda img: sparkles(img, sparks))
    add_element(
        ctx,
        "a nest of shiny treasures: a spoon, a bottle cap and a glass marble",
        "secondary",
        mask_bbox(nest_all),
        ("nest", "treasure", "spoon", "marble", "shiny"),
    )
    # the magpie, over everything
    bird, _tip = _magpie(ctx, cx, by, sc, s, tilt)
    later_glow(ctx, beak[0], beak[1], 160, "#fff4c8", 0.18)
    add_element(
        ctx,
        "a black-and-white magpie flying off with a stolen ribbon of colours in its beak",
        "main",
        mask_bbox(bird),
        ("animal", "bird", "magpie", "thief", "stealing"),
    )
    del gy
    return Painted(
        "Just after a storm, over wet green hills, a rainbow arcs across the dark storm "
        "clouds, but one end of it has come loose: a black-and-white magpie holds it in its "
        "beak like a silk ribbon and flies off with it toward its nest of treasures in a tree, "
        "where a spoon, a bottle cap and a glass marble glint.",
        ["treasure", "greed", "after the storm", "stealing", "wonder", "desire", "hope"],
        setting="under a storm sky where the sun breaks through",
    )


PREMISE = Premise(
    name="magpie-steals-the-rainbow",
    figure="magpie",
    palettes=("storm",),
    stage=stage,
    max_cards=1,
)
