"""Premise "mouse-sleds-the-owl-home": on a bright winter morning a small brown mouse leans
into a rope over its shoulder and hauls a little wooden sledge across the snow; on the sledge
a big tawny owl sits fast asleep, its eyes shut, a red scarf wound round its neck. The hunted
carries the hunter home to bed. Runner tracks run back across the snowfield behind them.

The owl, the mouse and the sledge are drawn from parts; the rope, the closed eyes, whiskers
and the snow's sparkle come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.ground import pine_row
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, smooth_noise
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
OWLS = {"tawny": "#8a6440", "brown": "#7a5a3e", "grey-brown": "#7c6a58"}


def _ground(ctx: Ctx, hy: float) -> None:
    """A pale winter sky, a far wood, a bright snowfield in soft drifts."""
    ctx.texture_sky(0.03)
    t = np.clip(YY / hy, 0, 1)[..., None]
    ctx.img[:] = ctx.img * (1 - 0.25 * t) + rgb("#eef3f8") * 0.25 * t
    sx, sy = ctx.light
    top = np.clip(1 - YY / (hy * 0.9), 0, 1) ** 1.3
    blend(ctx.img, top, rgb("#467ac2"), 0.9)
    glow(ctx.img, sx, sy, W * 0.4, "#fff0c4", 0.8)
    ctx.celestial(sx, sy, 62, "sun")
    pine_row(ctx, hy + 8)
    ctx.fog(hy - 30, 90, 0.35, "#eef2f6")
    g = np.clip((YY - hy) / (H - hy), 0, 1)
    drift = smooth_noise(ctx.rng, 240) - 0.5
    shade, snow = rgb("#c9d5e4"), rgb("#fbfcfe")
    col = shade + (snow - shade) * np.clip(0.55 + 0.3 * g + 0.7 * drift, 0, 1)[..., None]
    field = np.clip((YY - hy) / 5 + 0.5, 0, 1)
    ctx.img[:] = ctx.img * (1 - field[..., None]) + col * field[..., None]


def _sledge(ctx: Ctx, x0: float, x1: float, gy: float, d: int) -> tuple[Arr, Pt]:
    """A small wooden sledge from x0 to x1 on y=gy, its curled runners' fronts toward `d`;
    returns its mask and the rope's ring at its front."""
    ln = abs(x1 - x0)
    h = ln * 0.2
    front = x0 if d < 0 else x1
    back = x1 if d < 0 else x0
    rw = ln * 0.035
    runners = []
    for off in (0.0, ln * 0.05):
        path = [
            (back - d * off, gy - off * 0.5),
            (front - d * (ln * 0.12 + off), gy - off * 0.5),
            (front + d * ln * 0.02 - d * off, gy - h * 0.35 - off * 0.5),
            (front - d * ln * 0.06 - d * off, gy - h * 0.75 - off * 0.5),
        ]
        runners.append(polylines([cubic(*path, 16)], rw))
    posts = polylines(
        [
            [(back + d * ln * k, gy - 2), (back + d * ln * k, gy - h * 0.62)]
            for k in (0.14, 0.5, 0.8)
        ],
        rw * 1.1,
    )
    deck = polygon_fine(
        [
            (back - d * ln * 0.02, gy - h * 0.6),
            (front - d * ln * 0.06, gy - h * 0.7),
            (front - d * ln * 0.08, gy - h),
            (back - d * ln * 0.02, gy - h * 0.92),
        ]
    )
    ctx.lit(runners[1], mask_bbox(runners[1]), rgb("#5a2e1e"), rim=0.3)
    m = np.maximum.reduce([runners[0], posts, deck])
    bb = mask_bbox(m)
    ctx.cast_shadow(m, bb, gy, 0.3)
    ctx.contact(m, bb)
    ctx.lit(m, bb, rgb("#b0462a"), rim=0.6)
    slats = polylines(
        [
            [(back, gy - h * (0.6 + k)), (front - d * ln * 0.07, gy - h * (0.68 + k))]
            for k in (0.13,)
        ],
        3,
    )
    blend(ctx.img, slats * deck, rgb("#6a2616"), 0.6)
    return np.maximum(m, runners[1]), (front - d * ln * 0.06, gy - h * 0.75)


def _owl(ctx: Ctx, cx: float, base: float, oh: float, d: int) -> tuple[Arr, list[Pt], float]:
    """A big owl sitting asleep with its feet at y=base, `oh` tall, its face turned a little
    toward `d`; returns its mask, its two eyes and the head's radius."""
    coat = rgb(OWLS[str(ctx.rng.choice(list(OWLS)))])
    pale = np.clip(coat * 1.55 + 0.12, 0, 1)
    hr = oh * 0.22
    hx, hy = cx + d * oh * 0.04, base - oh + hr * 1.05
    body = tilted_ellipse(cx, base - oh * 0.36, oh * 0.3, oh * 0.38, d * 0.05)
    head = ellipse(hx, hy, hr * 1.12, hr, 2)
    tufts = np.maximum(
        polygon_fine(
            [
                (hx - hr * 0.95, hy - hr * 0.4),
                (hx - hr * 0.4, hy - hr * 0.8),
                (hx - hr * 0.95, hy - hr * 1.35),
            ]
        ),
        polygon_fine(
            [
                (hx + hr * 0.95, hy - hr * 0.4),
                (hx + hr * 0.4, hy - hr * 0.8),
                (hx + hr * 0.95, hy - hr * 1.35),
            ]
        ),
    )
    wing_far = tilted_ellipse(cx - d * oh * 0.2, base - oh * 0.33, oh * 0.13, oh * 0.3, d * 0.25)
    tail = polygon_fine(
        [
            (cx - oh * 0.1, base - oh * 0.06),
            (cx + oh * 0.1, base - oh * 0.06),
            (cx, base + oh * 0.04),
        ]
    )
    m = np.maximum.reduce([body, head, tufts, wing_far, tail])
    bb = mask_bbox(m)
    ctx.contact(m, bb)
    ctx.lit(m, bb, coat, rim=0.75)
    # a pale breast with dark flecks, a paler facial disc, a near wing folded darker
    breast = tilted_ellipse(cx + d * oh * 0.04, base - oh * 0.3, oh * 0.19, oh * 0.27, 0) * body
    blend(ctx.img, blur(breast, 10), pale, 0.6)
    gen = ctx.side()
    fl = np.zeros((H, W), np.float32)
    for fx, fy in gen.uniform(-1, 1, (40, 2)):
        px, py = cx + d * oh * 0.04 + fx * oh * 0.15, base - oh * 0.3 + fy * oh * 0.22
        fl = np.maximum(fl, ellipse(px, py, oh * 0.012, oh * 0.022, 1.2))
    blend(ctx.img, fl * breast, coat * 0.55, 0.7)
    wing = tilted_ellipse(cx + d * oh * 0.2, base - oh * 0.33, oh * 0.14, oh * 0.3, -d * 0.2)
    blend(ctx.img, blur(wing * body, 3), coat * 0.72, 0.85)
    face = np.maximum(
        disc(hx - hr * 0.42, hy + hr * 0.05, hr * 0.5, 3),
        disc(hx + hr * 0.42, hy + hr * 0.05, hr * 0.5, 3),
    )
    blend(ctx.img, face * head, pale, 0.75)
    eyes = [(hx - hr * 0.42, hy + hr * 0.05), (hx + hr * 0.42, hy + hr * 0.05)]
    beak = polygon_fine(
        [(hx - hr * 0.1, hy + hr * 0.25), (hx + hr * 0.1, hy + hr * 0.25), (hx, hy + hr * 0.55)]
    )
    blend(ctx.img, beak, rgb("#d8a838"), 1.0)
    return np.maximum(m, wing), eyes, hr


def _scarf(ctx: Ctx, cx: float, ny: float, w: float, d: int) -> Arr:
    """A red knitted scarf wound round the owl's neck at y=ny, one end hanging down its side."""
    wrap = tilted_ellipse(cx, ny, w * 0.56, w * 0.14, d * 0.06)
    end = ribbon(
        [
            (cx - d * w * 0.3, ny),
            (cx - d * w * 0.38, ny + w * 0.35),
            (cx - d * w * 0.33, ny + w * 0.72),
        ],
        [w * 0.18, w * 0.17, w * 0.16],
        2,
    )
    m = np.maximum(wrap, end)
    ctx.lit(m, mask_bbox(m), rgb("#d8302a"), rim=0.6)
    stripes = polylines([[(cx - w * 0.6, ny + k), (cx + w * 0.6, ny + k)] for k in (-w * 0.05,)], 5)
    blend(ctx.img, stripes * wrap, rgb("#f4e8d8"), 0.7)
    fringe = polylines(
        [
            [(cx - d * w * 0.33 + k, ny + w * 0.72), (cx - d * w * 0.33 + k * 1.2, ny + w * 0.82)]
            for k in np.linspace(-w * 0.07, w * 0.07, 4)
        ],
        4,
    )
    blend(ctx.img, fringe, rgb("#d8302a"), 0.9)
    return m


def _mouse(ctx: Ctx, x: float, gy: float, u: float, d: int) -> tuple[Arr, Pt, Pt]:
    """A mouse leaning hard into its pull toward `d`, hind legs pushing back; `u` its body's
    length. Returns its mask, its shoulder (where the rope sits) and its eye."""
    fur = rgb(str(ctx.rng.choice(["#7a5a44", "#846450", "#6e5446"])))

    def p(a: float, b: float) -> Pt:
        return (x + d * a * u, gy - b * u)

    body = tilted_ellipse(*p(0.0, 0.42), u * 0.5, u * 0.28, -d * 0.5)
    head = tilted_ellipse(*p(0.48, 0.72), u * 0.26, u * 0.18, -d * 0.35)
    snout = polygon_fine([p(0.55, 0.84), p(0.86, 0.68), p(0.6, 0.6)])
    ear = disc(*p(0.36, 0.95), u * 0.16, 2)
    hind = ribbon([p(-0.25, 0.35), p(-0.55, 0.14), p(-0.72, 0.02)], [u * 0.2, u * 0.1, u * 0.08])
    fore = ribbon([p(0.3, 0.5), p(0.5, 0.28), p(0.62, 0.02)], [u * 0.1, u * 0.07, u * 0.06])
    tail = ribbon(
        list(cubic(p(-0.45, 0.3), p(-0.9, 0.45), p(-1.1, 0.12), p(-1.4, 0.2), 10)),
        [u * w for w in np.linspace(0.06, 0.025, 11)],
    )
    m = np.maximum.reduce([body, head, snout, ear, hind, fore, tail])
    bb = mask_bbox(m)
    ctx.cast_shadow(m, bb, gy, 0.35)
    ctx.contact(m, bb)
    ctx.lit(m, bb, fur, rim=0.8)
    blend(ctx.img, disc(*p(0.38, 0.93), u * 0.09, 2), rgb("#e8a4a0"), 0.8)
    blend(ctx.img, disc(*p(0.86, 0.68), u * 0.035, 1), rgb("#e0888a"), 1.0)
    focus_on(ctx, m, 4, 2.0)
    return m, p(0.1, 0.62), p(0.58, 0.76)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the mouse's side; it pulls toward that edge
    d = s
    hy = H * ctx.u(0.52, 0.56)  # the snowfield's far edge
    gy = H * ctx.u(0.8, 0.83)  # the sledge's runners and the mouse's feet
    mx = W / 2 + d * W * ctx.u(0.15, 0.17)
    sl_front = W / 2 - d * W * ctx.u(0.0, 0.03)
    ln = W * ctx.u(0.37, 0.4)
    sl_back = sl_front - d * ln
    ctx.light = (W / 2 + d * W * ctx.u(0.2, 0.3), H * ctx.u(0.27, 0.31))  # the sun ahead
    _ground(ctx, hy)
    glow(ctx.img, ctx.light[0], ctx.light[1], W * 0.9, "#fff0cc", 0.25)
    # the runners' tracks and the mouse's prints coming from far behind
    gen = ctx.side()
    far = (W / 2 - d * W * ctx.u(0.05, 0.15), hy + 12)
    tracks = []
    for off in (0.0, 30.0):
        path = cubic(
            (sl_back, gy + off),
            (sl_back - d * 160, gy + off * 0.9),
            (far[0] - d * 80, far[1] + 90),
            (far[0] + off * 0.1, far[1]),
            30,
        )
        tracks.append(ribbon(list(path), list(np.linspace(9, 2, 31)), 1.5))
    prints = [
        ellipse(mx - d * k * 58 + float(gen.uniform(-6, 6)), gy + 10 + (k % 2) * 10, 9, 5, 2)
        for k in range(2, 8)
    ]
    trail = np.maximum.reduce(tracks + prints)
    blend(ctx.img, trail, rgb("#9fb2cc"), 0.6)
    add_element(
        ctx, "sledge tracks in the snow", "secondary", mask_bbox(trail), ("snow", "trail", "track")
    )
    add_element(
        ctx,
        "a row of far pines",
        "frame",
        (0, int(hy - 200), W, int(hy + 20)),
        ("forest", "winter"),
    )
    # the warm light ahead: a bright, warm patch of snow in front of them
    blend(ctx.img, blur(ellipse(mx + d * 150, gy + 40, 420, 90, 30), 20), rgb("#fff3d6"), 0.5)
    sled, ring = _sledge(ctx, min(sl_back, sl_front), max(sl_back, sl_front), gy, d)
    oh = H * ctx.u(0.29, 0.31)
    ox = (sl_back + sl_front) / 2 - d * ln * 0.04
    obase = gy - ln * 0.2 * 0.96
    owl, eyes, hr = _owl(ctx, ox, obase, oh, d)
    scarf = _scarf(ctx, ox + d * oh * 0.03, obase - oh * 0.56, oh * 0.62, d)
    whole = np.maximum.reduce([sled, owl, scarf])
    wb = mask_bbox(whole)
    focus_on(ctx, np.maximum(owl, scarf), 5)
    add_element(
        ctx,
        "a big owl asleep on a wooden sledge, a red scarf round its neck",
        "main",
        wb,
        ("owl", "bird", "sleep", "sledge", "scarf"),
    )
    mu = W * ctx.u(0.23, 0.25)
    mouse, shoulder, meye = _mouse(ctx, mx, gy, mu, d)
    add_element(
        ctx,
        "a small mouse pulling the sledge by a rope",
        "secondary",
        mask_bbox(mouse),
        ("mouse", "animal", "small", "pull"),
    )
    # after the paint: the taut rope, shut eyes, the mouse's eye and whiskers, sparkle
    rope = polylines(
        [[ring, ((ring[0] + shoulder[0]) / 2, (ring[1] + shoulder[1]) / 2 + 6), shoulder]], 6
    )
    after_mask(ctx, rope, "#5a4030", 0.95)
    lids = np.maximum.reduce(
        [
            polylines(
                [
                    cubic(
                        (ex - hr * 0.28, ey),
                        (ex - hr * 0.1, ey + hr * 0.16),
                        (ex + hr * 0.1, ey + hr * 0.16),
                        (ex + hr * 0.28, ey),
                        8,
                    )
                ],
                hr * 0.07,
            )
            for ex, ey in eyes
        ]
    )
    after_mask(ctx, lids, "#2a1a10", 0.95)
    after_mask(ctx, disc(meye[0], meye[1], mu * 0.035, 1.2), "#120c08", 0.95)
    wx, wy = shoulder[0] + d * mu * 0.74, shoulder[1] + mu * 0.06
    whisk = polylines([[(wx, wy), (wx + d * mu * 0.2, wy + k * mu * 0.08)] for k in (-1, 0, 1)], 2)
    after_mask(ctx, whisk, "#3a2a20", 0.7)
    later_glow(ctx, ctx.light[0], ctx.light[1], 160, "#fffbe8", 0.35)
    spark = np.zeros((H, W), np.float32)
    for fx, fy in gen.uniform(0, 1, (70, 2)):
        spark = np.maximum(spark, disc(fx * W, hy + fy * (H - hy), 2.2, 1))
    after_mask(ctx, spark, "#ffffff", 0.8)
    return Painted(
        "Across a sunny snowfield a small brown mouse leans into a rope over its shoulder and "
        "hauls a little red wooden sledge, and on the sledge a big owl sits fast asleep with its "
        "eyes shut and a red scarf wound round its neck.",
        ["kindness", "unlikely friendship", "sleep", "effort", "the way home", "winter"],
    )


PREMISE = Premise(
    name="mouse-sleds-the-owl-home",
    figure="owl",
    palettes=("snow",),
    stage=stage,
    max_cards=1,
)
