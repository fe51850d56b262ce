"""Premise "scarecrow-feeds-the-crows": in a wide autumn field of stubble at a low evening
sun, an old scarecrow on its pole has taken off its battered hat and holds it out with one
straw-stuffed arm, full of grain, to the crows: one eats from the hat, one sits on the
outstretched sleeve, one on its shoulder leaning close to its stitched sacking face, and one
more flies in from the sunset; far off, a farmhouse has one lit window.

The scarecrow is built from shapes in three-quarter view (a pole, a long patched coat
flapping in the wind, straw bursting from cuffs, collar and hem, a sack head tied at the neck
with straw sticking up where its hat was); the crows are crisp dark shapes from parts with a
glint on their backs. Stitches, grains, glints and eyes come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import (
    cubic,
    mask_bbox,
    polygon_fine,
    polylines,
    ribbon,
    tilted_ellipse,
    union_box,
)
from ..kit.sky import sky

Pt = tuple[float, float]
COATS = {"faded blue": "#46587a", "bottle-green": "#40563a", "rust-brown": "#7a4028"}
PATCHES = ("#b08a4a", "#8a3a3a", "#5a7a8a", "#a8986a")
STRAW = ("#e8c46a", "#d4a448", "#f2d88a", "#b88a3a")
SACK = "#c8a878"
CROW = "#1a1820"
GLINT = "#9fb0d8"


def _straw_tuft(ctx: Ctx, x: float, y: float, a: float, spread: float, ln: float, n: int) -> Arr:
    """`n` straws bursting from (x, y) around direction `a` (radians), `ln` long."""
    g = ctx.rng
    paths = []
    for k in range(n):
        t = a + spread * (k / max(1, n - 1) - 0.5) + float(g.normal(0, 0.08))
        ll = ln * float(g.uniform(0.6, 1.15))
        bend = float(g.uniform(-0.15, 0.15))
        p1 = (x + np.cos(t) * ll * 0.5, y + np.sin(t) * ll * 0.5)
        p2 = (x + np.cos(t + bend) * ll, y + np.sin(t + bend) * ll)
        paths.append([(x, y), p1, p2])
    m = polylines(paths, 5)
    ctx.lit(m, mask_bbox(m), rgb(STRAW[int(g.integers(len(STRAW)))]), rim=0.6)
    light = polylines(paths[::3], 2)
    after_mask(ctx, light * m, STRAW[2], 0.6)
    return m


def _crow(ctx: Ctx, x: float, y: float, L: float, f: int, a: float, peck: bool = False) -> Arr:
    """A crow from parts standing with its feet at (x, y), `L` long, facing `f` (+1 right),
    its body axis turned `a` radians (negative: head up); `peck` dips the head and beak."""
    u = (f * np.cos(a), np.sin(a))  # tail to head
    n = (f * np.sin(a), -np.cos(a))  # its back

    def Q(s: float, t: float) -> Pt:
        return (cx + u[0] * s * L + n[0] * t * L, cy + u[1] * s * L + n[1] * t * L)

    cx, cy = x - f * 0.04 * L, y - 0.3 * L
    body = tilted_ellipse(cx, cy, 0.36 * L, 0.19 * L, a * f)
    hd = Q(0.36, 0.06) if not peck else Q(0.44, -0.02)
    head = disc(*hd, 0.13 * L, 1.5)
    neck = ribbon([Q(0.15, 0.0), hd], [0.3 * L, 0.22 * L], 1.5)
    bu = (u[0], u[1]) if not peck else (f * np.cos(a + 0.35), np.sin(a + 0.35))
    bn = (-bu[1], bu[0])
    tip = (hd[0] + bu[0] * 0.36 * L, hd[1] + bu[1] * 0.36 * L)
    b0 = (hd[0] + bu[0] * 0.08 * L, hd[1] + bu[1] * 0.08 * L)
    beak = polygon_fine(
        [
            (b0[0] + bn[0] * 0.07 * L, b0[1] + bn[1] * 0.07 * L),
            tip,
            (b0[0] - bn[0] * 0.06 * L, b0[1] - bn[1] * 0.06 * L),
        ]
    )
    tail = polygon_fine([Q(-0.22, 0.1), Q(-0.72, 0.05), Q(-0.74, -0.04), Q(-0.22, -0.12)])
    legs = polylines([[(cx - f * 0.04 * L, cy + 0.12 * L), (x - f * 0.06 * L, y)]], 0.04 * L)
    legs = np.maximum(
        legs, polylines([[(cx + f * 0.06 * L, cy + 0.12 * L), (x + f * 0.06 * L, y)]], 0.04 * L)
    )
    m = np.maximum.reduce([body, head, neck, beak, tail, legs])
    ctx.lit(m, mask_bbox(m), rgb(CROW), rim=0.9)
    # after the paint: a sheen along the back and wing, the eye
    wing = [Q(0.2, 0.12), Q(0.0, 0.17), Q(-0.25, 0.14), Q(-0.5, 0.08)]
    after_mask(ctx, polylines([wing], 0.035 * L), GLINT, 0.55)
    after_mask(ctx, polylines([[Q(0.1, 0.02), Q(-0.3, 0.0)]], 0.02 * L), GLINT, 0.35)
    e = (hd[0] + bu[0] * 0.02 * L + n[0] * 0.04 * L, hd[1] + bu[1] * 0.02 * L + n[1] * 0.04 * L)
    after_mask(ctx, disc(*e, 0.03 * L, 1), "#e8dcc0", 0.9)
    return m


def _field(ctx: Ctx, hz: float, vx: float) -> None:
    """Rows of stubble running to a point on the horizon, lit straw tips on the near rows."""
    g = ctx.side()
    dark, pale = [], []
    for k in range(-22, 23):
        xb = vx + k * 150
        dark.append([(vx + k * 6, hz + 6), (xb, H + 40)])
        for _ in range(14):
            t = float(g.uniform(0.05, 1.0)) ** 1.6
            px, py = vx + k * 6 + (xb - vx - k * 6) * t, hz + 6 + (H + 40 - hz - 6) * t
            ln = 6 + 34 * t
            pale.append([(px, py), (px + float(g.uniform(-4, 4)) * t, py - ln)])
    blend(ctx.img, polylines(dark, 3) * (hz + 8 < YY), rgb("#4a3020"), 0.35)
    blend(ctx.img, polylines(pale, 3), rgb("#e0b870"), 0.55)


def _farm(ctx: Ctx, x: float, hz: float) -> Arr:
    """A small far farmhouse with a barn on the horizon, one window lit after the paint."""
    col = mix(ctx.sky_at(0.95), rgb(ctx.pal.ink), 0.6)
    house = np.maximum(
        box(x - 40, hz - 52, x + 40, hz + 4, 1),
        polygon_fine([(x - 48, hz - 50), (x, hz - 92), (x + 48, hz - 50)]),
    )
    barn = np.maximum(
        box(x + 44, hz - 36, x + 120, hz + 4, 1),
        polygon_fine([(x + 40, hz - 34), (x + 82, hz - 64), (x + 124, hz - 34)]),
    )
    chim = box(x + 18, hz - 98, x + 30, hz - 70, 1)
    m = np.maximum.reduce([house, barn, chim])
    blend(ctx.img, m, col, 0.95)
    after_mask(ctx, box(x - 18, hz - 36, x - 4, hz - 20, 1), "#ffd27a", 0.95)
    later_glow(ctx, x - 11, hz - 28, 40, "#ffc870", 0.35)
    return m


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    d = -s  # the hat is held out toward the card's middle
    xs = W / 2 + s * W * ctx.u(0.13, 0.16)  # the pole
    hz = H * ctx.u(0.63, 0.66)
    sun_x, sun_y = W / 2 + d * W * ctx.u(0.22, 0.3), hz - ctx.u(70, 130)
    sky(ctx, sx=sun_x, sy=sun_y, r=66, clouds=0, kind="sun")
    glow(ctx.img, sun_x, sun_y, 700, ctx.pal.light, 0.35)
    gy = ctx.hills(hz / H, 2, amp=14, cell=420, ground="#b89050")
    # the low sun lying along the stubble toward the horizon
    sheen = blur(ellipse(sun_x, hz + 120, 700, 200, 2), 80) * (hz + 4 < YY)
    blend(ctx.img, sheen, rgb("#ffc880"), 0.35)
    ctx.staged = [t for t in ctx.staged if t != ctx.repoussoir]
    _field(ctx, hz + 10, sun_x)
    farm = _farm(ctx, xs + d * ctx.u(250, 300), hz + 8)
    # the scarecrow: P(a, b) is a toward the hat, b above the shoulders' line
    sy = H * ctx.u(0.33, 0.35)
    foot = H * ctx.u(0.9, 0.92)

    def P(a: float, b: float) -> Pt:
        return (xs + d * a, sy - b)

    pole = ribbon([(xs, foot), (xs + 4, sy - 40)], [34, 28], 1.5)
    ctx.cast_shadow(pole, mask_bbox(pole), foot, 0.4)
    ctx.lit(pole, mask_bbox(pole), rgb("#5a4030"), rim=0.5)
    ctx.contact(pole, mask_bbox(pole))
    # the long coat, flapping away from the wind at its hem
    wind = ctx.u(50, 90)
    hem = sy + H * 0.33
    pts = [P(-100, 8), P(-30, 32), P(60, 32), P(112, 6), P(128, -150)]
    pts.append(P(146, -(hem - sy) * 0.8))
    for k in range(9):
        t = k / 8
        a_ = 156 - t * (300 + wind)
        pts.append(P(a_, -(hem - sy) - (26 if k % 2 else 0) + 70 * t * t))
    pts += [P(-130 - wind * 0.7, -(hem - sy) * 0.62), P(-118, -200)]
    coat = polygon_fine(pts)
    coat_name = list(COATS)[int(ctx.rng.integers(len(COATS)))]
    coat_c = rgb(COATS[coat_name])
    far_sleeve = ribbon([P(-90, 10), P(-170, 4), P(-230, -20)], [104, 92, 84], 1.5)
    ctx.lit(far_sleeve, mask_bbox(far_sleeve), coat_c * 0.8, rim=0.5)
    ctx.lit(coat, mask_bbox(coat), coat_c, rim=0.8)
    # the coat hangs open at the front over its straw stuffing; folds down to the hem
    vee = polygon_fine([P(-6, 30), P(52, 30), P(36, -236), P(14, -236)])
    ctx.lit(vee, mask_bbox(vee), rgb("#c89a48"), rim=0.2)
    stuff = _straw_tuft(ctx, *P(22, 30), np.pi / 2, 0.3, 160, 7)
    folds = [
        cubic(
            P(a0, -250),
            P(a0 + 10, -330),
            P(a0 - 20, -420),
            P(a0 - 30 - wind * 0.4, -(hem - sy) + 20),
            12,
        )
        for a0 in (90, -20, -90)
    ]
    blend(ctx.img, polylines(folds, 10) * coat, coat_c * 0.45, 0.5)
    lap = polylines([[P(-6, 30), P(14, -236)], [P(52, 30), P(36, -236)]], 8)
    blend(ctx.img, lap * coat, coat_c * 0.4, 0.7)
    buttons = np.maximum.reduce([disc(*P(62, -60 - 70 * k), 11, 1.5) for k in range(3)])
    ctx.lit(buttons, mask_bbox(buttons), rgb("#c8b090"), rim=0.5)
    # a rope belt
    belt = ribbon([P(-150, -230), P(0, -244), P(150, -232)], [22, 22, 22], 1.5) * coat
    ctx.lit(belt, mask_bbox(belt), rgb("#a08050"), rim=0.3)
    patches = []
    for pa, pb, w_, h_ in ((60, -120, 58, 52), (-80, -360, 64, 58), (20, -470, 50, 44)):
        c = P(pa, pb)
        pm = polygon_fine(
            [
                (c[0] - w_ / 2, c[1] - h_ / 2),
                (c[0] + w_ / 2, c[1] - h_ / 2 + 6),
                (c[0] + w_ / 2 - 4, c[1] + h_ / 2),
                (c[0] - w_ / 2, c[1] + h_ / 2 - 4),
            ]
        )
        patches.append(pm * coat)
    for k, pm in enumerate(patches):
        blend(ctx.img, pm, mix(rgb(PATCHES[k % len(PATCHES)]), coat_c, 0.25), 0.9)
    # the near arm: out toward the hat, elbow a little low, a straw cuff at the hand
    hand = P(ctx.u(350, 380), ctx.u(-100, -80))
    near = ribbon([P(70, 4), P(200, -60), (hand[0] - d * 30, hand[1] + 4)], [100, 86, 76], 1.5)
    ctx.lit(near, mask_bbox(near), coat_c * 1.05, rim=0.8)
    straws = [
        _straw_tuft(ctx, hand[0] - d * 10, hand[1], np.pi / 2 - d * 1.2, 1.8, 84, 13),
        _straw_tuft(ctx, *P(-228, -22), np.pi / 2 + d * 1.4, 1.7, 76, 11),
        _straw_tuft(ctx, *P(0, 32), -np.pi / 2, 2.4, 56, 12),
    ]
    for k in range(6):
        hx_, hy_ = P(150 - k * (330 + wind) / 5, -(hem - sy) + 12)
        straws.append(_straw_tuft(ctx, hx_, hy_, np.pi / 2 + d * 0.3, 0.8, 60, 4))
    # the sack head, tied at the neck, tilted down toward the hat, straw where the hat was
    hcx, hcy = P(22, 110)
    tilt = d * 0.22
    head = tilted_ellipse(hcx, hcy, 86, 100, tilt)
    gather = polygon_fine([P(-30, 200), P(60, 212), P(40, 250), P(-4, 246)])
    sack = np.maximum(head, gather)
    tuft = _straw_tuft(ctx, *P(16, 236), -np.pi / 2 + d * 0.2, 2.2, 80, 14)
    ctx.lit(sack, mask_bbox(sack), rgb(SACK), rim=0.8)
    tie = ribbon([P(-40, 24), P(20, 14), P(80, 26)], [20, 20, 20], 1.5)
    ctx.lit(tie, mask_bbox(tie), rgb("#6a4a2a"), rim=0.3)
    # the hat, upturned in the hand like a bowl, heaped with grain
    hat_c = (hand[0] + d * 64, hand[1] + 20)
    brim = ellipse(hat_c[0], hat_c[1], 120, 34, 2)
    crown = polygon_fine(
        [
            (hat_c[0] - 80, hat_c[1] + 4),
            (hat_c[0] + 80, hat_c[1] + 4),
            (hat_c[0] + 64, hat_c[1] + 110),
            (hat_c[0] - 20, hat_c[1] + 122),
            (hat_c[0] - 66, hat_c[1] + 106),
        ]
    )
    crown = np.maximum(crown, ellipse(hat_c[0] - 6, hat_c[1] + 100, 70, 30, 2))
    hat = np.maximum(brim, crown)
    ctx.lit(hat, mask_bbox(hat), rgb("#6a5038"), rim=0.8)
    dent = polylines(
        [
            cubic(
                (hat_c[0] - 40, hat_c[1] + 118),
                (hat_c[0] - 10, hat_c[1] + 90),
                (hat_c[0] + 20, hat_c[1] + 100),
                (hat_c[0] + 50, hat_c[1] + 80),
                8,
            )
        ],
        6,
    )
    blend(ctx.img, dent * crown, rgb("#3a2a1e"), 0.6)
    band = ribbon([(hat_c[0] - 76, hat_c[1] + 26), (hat_c[0] + 76, hat_c[1] + 30)], [14, 14])
    blend(ctx.img, band * crown, rgb("#3a2418"), 0.8)
    grain = ellipse(hat_c[0], hat_c[1] - 8, 92, 30, 2)
    grain = np.maximum(grain, ellipse(hat_c[0] - d * 10, hat_c[1] - 20, 60, 22, 2))
    ctx.lit(grain, mask_bbox(grain), rgb("#e8b850"), rim=0.6)
    grip = _straw_tuft(ctx, hand[0] + d * 6, hand[1] + 6, np.pi / 2 + d * 0.6, 0.9, 48, 6)
    straws.append(grip)
    # the crows: one eating from the hat, one on the sleeve, one on the shoulder at its face
    L = H * ctx.u(0.085, 0.095)
    g = ctx.side()
    crows = [
        _crow(ctx, hat_c[0] + d * 104, hat_c[1] - 6, L, -d, 0.55, peck=True),
        _crow(ctx, *P(220, -38), L * 0.95, d, -0.5),
        _crow(ctx, *P(-142, 44), L * 0.78, d, -0.3),
    ]
    fly_x, fly_y = sun_x + d * ctx.u(-20, 80), H * ctx.u(0.16, 0.2)
    e = -d  # it flies toward the scarecrow
    fb = tilted_ellipse(fly_x, fly_y, L * 0.32, L * 0.12, 0)
    wings = np.maximum(
        tilted_ellipse(fly_x - e * 30, fly_y - 52, L * 0.42, L * 0.12, e * 1.05),
        tilted_ellipse(fly_x + e * 34, fly_y - 44, L * 0.4, L * 0.11, -e * 1.2),
    )
    flyer = np.maximum.reduce(
        [
            fb,
            wings,
            disc(fly_x + e * L * 0.3, fly_y - 6, L * 0.1, 1.5),
            polygon_fine(
                [
                    (fly_x + e * L * 0.38, fly_y - 10),
                    (fly_x + e * L * 0.56, fly_y - 2),
                    (fly_x + e * L * 0.38, fly_y + 2),
                ]
            ),
            polygon_fine(
                [
                    (fly_x - e * L * 0.2, fly_y - 8),
                    (fly_x - e * L * 0.55, fly_y - 18),
                    (fly_x - e * L * 0.55, fly_y + 18),
                    (fly_x - e * L * 0.2, fly_y + 8),
                ]
            ),
        ]
    )
    ctx.lit(flyer, mask_bbox(flyer), rgb(CROW), rim=0.9)
    crow_all = np.maximum.reduce([*crows, flyer])
    # after the paint: the stitched face, stitches on the patches, grains, the sack's weave
    face_x = hcx - d * 6
    stitches = []
    smile = [(face_x + d * 30 + k * 11, hcy + 34 + 8 * (1 - (k / 3) ** 2)) for k in range(-3, 4)]
    stitches.append(smile)
    stitches += [[(px, py - 7), (px, py + 7)] for px, py in smile[1::2]]
    eyes = []
    for ex, ey in ((face_x - d * 8, hcy - 10), (face_x + d * 50, hcy - 2)):
        eyes.append(disc(ex, ey, 13, 1.2))
        stitches += [[(ex - 7, ey - 7), (ex + 7, ey + 7)], [(ex - 7, ey + 7), (ex + 7, ey - 7)]]
    after_mask(ctx, np.maximum(*eyes), "#1e1610", 0.95)
    after_mask(ctx, polylines(stitches[-4:], 2), "#b09068", 0.8)
    after_mask(ctx, polylines(stitches[:-4], 4.5), "#2a1a10", 0.9)
    weave = polylines(
        [[(hcx - 90, hcy + k * 18), (hcx + 90, hcy + k * 18 + 6)] for k in range(-5, 6)], 1.5
    )
    after_mask(ctx, weave * head, "#8a6a40", 0.25)
    ps = []
    for pm in patches:
        x0, y0, x1, y1 = mask_bbox(pm)
        ps.append(
            [
                (x0 + 4, y0 + 4),
                (x1 - 4, y0 + 8),
                (x1 - 6, y1 - 4),
                (x0 + 4, y1 - 6),
                (x0 + 4, y0 + 4),
            ]
        )
    after_mask(ctx, polylines(ps, 2.5), "#e8d8b0", 0.6)
    grains = np.zeros((H, W), np.float32)
    for _ in range(22):
        gx_ = hat_c[0] + float(g.uniform(-70, 70))
        grains = np.maximum(grains, ellipse(gx_, hat_c[1] - float(g.uniform(10, 28)), 5, 3.5, 1))
    for k in range(8):
        gx_ = hat_c[0] + d * float(g.uniform(60, 130))
        gy_ = hat_c[1] + 60 + k * float(g.uniform(40, 90))
        grains = np.maximum(grains, ellipse(gx_, gy_, 4, 3, 1))
    after_mask(ctx, grains, "#ffe39a", 0.85)
    later_glow(ctx, sun_x, sun_y, 140, ctx.pal.light, 0.25)
    scare = np.maximum.reduce([coat, near, far_sleeve, sack, pole, hat, *straws, tuft, stuff])
    focus_on(ctx, scare, 5, 2.0)
    focus_on(ctx, np.maximum(sack, hat), 3, 2.5)
    focus_on(ctx, crow_all, 3, 3.0)
    add_element(
        ctx,
        "an old scarecrow holding out its hat full of grain",
        "main",
        mask_bbox(scare),
        ("scarecrow", "straw", "coat", "hat", "field", "giving", "kindness"),
    )
    add_element(
        ctx,
        "crows eating from the hat and perched on the scarecrow",
        "secondary",
        union_box([mask_bbox(c) for c in crows]),
        ("animal", "bird", "crow", "raven", "black"),
    )
    add_element(ctx, "a crow flying in", "secondary", mask_bbox(flyer), ("bird", "crow", "flying"))
    add_element(ctx, "a far farmhouse", "secondary", mask_bbox(farm), ("house", "farm", "home"))
    _ = (gy, XX)
    return Painted(
        f"In a wide autumn field of stubble, an old scarecrow in a patched {coat_name} coat, "
        "straw bursting from its cuffs, has taken off its battered hat and holds it out full of "
        "grain to the crows: one eats from the hat, one sits on its outstretched sleeve, one on "
        "its shoulder leans close to its stitched sacking face, and another flies in; far off a "
        "farmhouse has one lit window.",
        [
            "kindness",
            "friendship",
            "unlikely friends",
            "sharing",
            "secret",
            "loneliness",
            "forgiveness",
        ],
        setting="at a low evening sun",
    )


PREMISE = Premise(
    name="scarecrow-feeds-the-crows",
    figure="scarecrow",
    palettes=("dusk",),
    stage=stage,
    max_cards=1,
    frame=False,
)
