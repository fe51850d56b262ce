"""Premise "pelican-carries-the-sea": far inland, on an old wooden post in a dry field by a
small town, a big white pelican stands and carries in the pouch of its beak a little piece
of the sea: clear blue-green water with a tiny white sailing boat on it, a curling wave and
a fish seen through the skin of the pouch.

The pelican is drawn from parts (a heavy body, a folded wing with black flight feathers, a
curved neck, a small head with a crest, short orange legs gripping the post, a long beak
whose lower mandible carries the swollen pouch); the sea is laid inside the pouch's mask.
The boat's rigging, the spray, the drips and the eye come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import cloud_puff, shade_under

Pt = tuple[float, float]
WHITE = "#f6f3ea"
BEAK = "#e8a040"
SEA_TOP, SEA_DEEP = "#8af2e6", "#1474a8"


def _town(ctx: Ctx, x0: float, x1: float, hz: float, col: np.ndarray) -> Arr:
    """A small far town on the horizon: gabled houses and a church spire."""
    gen = ctx.rng
    m = np.zeros((H, W), np.float32)
    x = x0
    spire = x0 + (x1 - x0) * float(gen.uniform(0.3, 0.7))
    while x < x1:
        w = float(gen.uniform(34, 60))
        h = float(gen.uniform(26, 46))
        m = np.maximum(m, box(x, hz - h, x + w, hz + 4, 1))
        m = np.maximum(
            m, polygon_fine([(x - 3, hz - h), (x + w / 2, hz - h - w * 0.45), (x + w + 3, hz - h)])
        )
        x += w + float(gen.uniform(-4, 10))
    m = np.maximum(m, box(spire - 14, hz - 110, spire + 14, hz, 1))
    m = np.maximum(
        m, polygon_fine([(spire - 17, hz - 108), (spire, hz - 190), (spire + 17, hz - 108)])
    )
    blend(ctx.img, m, col, 0.85)
    return m


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    f = -s  # the pelican faces the card's middle
    hz = H * ctx.u(0.64, 0.67)
    storm = ctx.pal.name == "storm"
    # the sky: a low sun ahead of the beak, heavy clouds breaking up above
    ctx.texture_sky()
    sun_x, sun_y = W / 2 + f * W * ctx.u(0.3, 0.38), hz - ctx.u(120, 200)
    ctx.celestial(sun_x, sun_y, 62, "sun")
    gen = ctx.rng
    for _ in range(3 if storm else 2):
        cm = cloud_puff(
            ctx.u(-100, W + 100), H * ctx.u(0.06, 0.26), ctx.u(420, 700), ctx.u(130, 220), gen
        )
        dark = "#24332f" if storm else "#8fa6b8"
        blend(ctx.img, cm, mix(ctx.sky_at(0.1), rgb(dark), 0.6), 0.9)
        shade_under(ctx, cm, dark, 0.5)
        rim = np.clip(cm - np.roll(cm, 10, 0), 0, 1)
        blend(ctx.img, rim, rgb(ctx.pal.light), 0.35)
    if storm:  # rain still falling far off, on the side away from the sun
        veil = box(W / 2 - f * 600 - 160, H * 0.2, W / 2 - f * 600 + 160, hz, 60)
        blend(ctx.img, veil, rgb("#3a4c46"), 0.35)
    # a dry field of stubble and straw, a small far town on the horizon behind the bird
    far = mix(ctx.sky_at(0.9), rgb(ctx.pal.ink), 0.45)
    tx = x + f * ctx.u(400, 460)
    _town(ctx, tx - 260, tx + 200, hz + 6, far)
    gy = ctx.hills(hz / H, 2, amp=18, cell=420, ground="#b89858")
    stub = (np.sin(XX * 0.9 + np.sin(YY * 0.05) * 4) > 0.6) * (hz + 40 < YY)
    blend(ctx.img, stub.astype(np.float32), rgb("#6e5428"), 0.12)
    # the old post, grey and split, leaning very slightly
    base_y = min(gy + ctx.u(80, 160), H * 0.95)
    top_y = base_y - ctx.u(300, 340)
    pw = 74
    post = polygon_fine(
        [(x - pw, top_y + 6), (x + pw, top_y), (x + pw + 6, base_y), (x - pw - 4, base_y + 4)]
    )
    ctx.cast_shadow(post, bbox_of(post), base_y, strength=0.45)
    ctx.contact(post, bbox_of(post))
    ctx.lit(post, bbox_of(post), rgb("#6e6254"), rim=0.5)
    grain = polylines(
        [[(x + k, top_y + 20), (x + k * 1.05, base_y - 10)] for k in (-30, -6, 22, 44)], 3
    )
    blend(ctx.img, grain * post, rgb("#3a3028"), 0.55)
    top = ellipse(x, top_y + 3, pw, 12, 2)
    blend(ctx.img, top, rgb("#a89a84"), 0.9)
    add_element(ctx, "an old wooden post", "secondary", bbox_of(post), ("post", "wood", "field"))
    # the pelican, in its own unit: k px; P(a, b) = a ahead of the feet, b above them
    k = ctx.u(1.0, 1.08)
    fx, fy = x, top_y + 4

    def P(a: float, b: float) -> Pt:
        return (fx + f * a * k, fy - b * k)

    tilt = -f * np.radians(16)
    body = tilted_ellipse(*P(-10, 190), 230 * k, 128 * k, tilt)
    tail = polygon_fine([P(-170, 230), P(-290, 150), P(-280, 120), P(-150, 150)])
    neck_pts = cubic(P(110, 250), P(215, 350), P(30, 440), P(110, 545), 24)
    neck = ribbon(neck_pts, [104 * k * (1 - 0.45 * i / 24) for i in range(25)], 2)
    head = ellipse(*P(122, 556), 72 * k, 58 * k, 2)
    crest = ribbon([P(80, 590), P(40, 604), P(10, 596)], [26 * k, 16 * k, 6 * k], 2)
    bird = np.maximum.reduce([body, tail, neck, head, crest])
    legs = np.maximum(
        ribbon([P(-30, 90), P(-34, 40), P(-30, 6)], [30 * k, 24 * k, 20 * k], 2),
        ribbon([P(36, 90), P(40, 40), P(44, 6)], [30 * k, 24 * k, 20 * k], 2),
    )
    feet = np.maximum(ellipse(*P(-26, 4), 46 * k, 11 * k, 2), ellipse(*P(52, 4), 46 * k, 11 * k, 2))
    ctx.cast_shadow(np.maximum(bird, legs), bbox_of(bird), base_y, strength=0.35)
    ctx.lit(legs, bbox_of(legs), rgb("#d88a3a"), rim=0.4)
    ctx.lit(feet, bbox_of(feet), rgb("#e09440"), rim=0.4)
    ctx.lit(bird, bbox_of(bird), rgb(WHITE), rim=0.7, separate=True)
    # the folded wing: pale coverts and black flight feathers trailing to the tail
    wing = tilted_ellipse(*P(-60, 215), 180 * k, 78 * k, tilt)
    prim = np.maximum.reduce(
        [
            tilted_ellipse(*P(-170 - 22 * i, 190 + 8 * i), 110 * k, 26 * k, tilt * 1.3)
            for i in range(3)
        ]
    )
    ctx.lit(wing, bbox_of(wing), rgb("#e4e0d6"), rim=0.3)
    ctx.lit(prim, bbox_of(prim), rgb("#2a2626"), rim=0.4)
    wing_line = polylines([cubic(P(90, 200), P(20, 270), P(-120, 270), P(-230, 200), 16)], 4)
    blend(ctx.img, wing_line, rgb("#9a968c"), 0.6)
    # the beak: gape at the head, lower mandible angled down to the tip, upper one raised
    g = P(150, 540)
    ang = np.radians(ctx.u(14, 20))
    L = ctx.u(420, 460) * k
    u = (f * np.cos(ang), np.sin(ang))
    nd = (-u[1] * f, u[0] * f)  # below the lower mandible
    if nd[1] < 0:
        nd = (-nd[0], -nd[1])

    def B(t: float, d: float) -> Pt:
        return (g[0] + u[0] * L * t + nd[0] * d, g[1] + u[1] * L * t + nd[1] * d)

    depth = ctx.u(230, 260) * k
    lower = [B(t, 0) for t in np.linspace(0.0, 1.0, 20)]
    # the bag sags lowest behind the middle and runs back into the throat
    belly = cubic(B(1.0, 0), B(0.9, depth * 0.95), B(0.12, depth * 1.25), P(96, 430), 30)
    pouch = polygon_fine(lower + belly + [P(104, 500)])
    # the sea inside: bright, deeper toward the bottom, domed up above the mandible
    dome = polygon_fine(
        [B(t, -30 * np.sin(np.pi * (t - 0.08) / 0.84)) for t in np.linspace(0.08, 0.92, 24)]
        + [B(0.9, 10), B(0.1, 10)]
    )
    sea = np.clip(np.maximum(pouch, dome), 0, 1)
    sy0, sy1 = B(0.5, -30)[1], B(0.4, depth)[1]
    tt = np.clip((YY - sy0) / max(1.0, sy1 - sy0), 0, 1)[..., None]
    sea_c = rgb(SEA_DEEP) * tt + rgb(SEA_TOP) * (1 - tt)
    glow(ctx.img, *B(0.5, depth * 0.4), depth * 1.3, "#9ff0e0", 0.2)
    blend(ctx.img, sea, np.clip(sea_c, 0, 1))
    ripple = np.sin(XX * 0.05 + YY * 0.12) * 0.5 + 0.5
    blend(ctx.img, sea * (ripple > 0.85) * (1 - tt[..., 0]), rgb("#d8fff6"), 0.35)
    # the fish, dark against the water, swimming along the pouch
    fc = B(0.42, depth * 0.55)
    fish = (
        np.maximum(
            tilted_ellipse(fc[0], fc[1], 46 * k, 18 * k, ang * f),
            polygon_fine(
                [
                    B(0.42 - 0.1, depth * 0.55),
                    B(0.42 - 0.17, depth * 0.4),
                    B(0.42 - 0.17, depth * 0.7),
                ]
            ),
        )
        * pouch
    )
    blend(ctx.img, fish, rgb("#e86a2a"), 0.9)
    # the pouch's skin: a warm tint at its rim and a fold line, then the mandibles
    skin = np.clip(pouch - blur(pouch, 14) * 1.1 + 0.2, 0, 1) * pouch
    blend(ctx.img, skin, rgb("#f4b860"), 0.7)
    blend(ctx.img, np.clip(blur(pouch, 4) - pouch, 0, 1) * 4, rgb("#6a3418"), 0.8)
    folds = [
        cubic(B(t, 30), B(t + 0.02, depth * 0.5), B(t - 0.04, depth * 0.8), B(t - 0.1, depth), 10)
        for t in (0.06, 0.16)
    ]
    blend(ctx.img, polylines(folds, 5) * pouch, rgb("#c07a40"), 0.35)
    low_m = ribbon([B(-0.02, 0), B(0.5, 2), B(1.0, 0)], [22 * k, 16 * k, 8 * k], 2)
    dl = 0.44  # the upper mandible raised over the sea
    v = (u[0] * np.cos(dl) - nd[0] * np.sin(dl), u[1] * np.cos(dl) - nd[1] * np.sin(dl))
    up_pts = [
        (g[0] - nd[0] * 14 + v[0] * L * t, g[1] - nd[1] * 14 + v[1] * L * t)
        for t in (0.0, 0.5, 0.96)
    ]
    upper = ribbon(up_pts, [46 * k, 32 * k, 18 * k], 2)
    hook = ellipse(up_pts[-1][0], up_pts[-1][1] + 10 * k, 16 * k, 22 * k, 2)
    ctx.lit(np.maximum(upper, hook), bbox_of(upper), rgb(BEAK), rim=0.6)
    ctx.lit(low_m, bbox_of(low_m), rgb("#d88830"), rim=0.4)
    # the boat on the sea, between the mandibles: a brown hull and a white sail
    bc = B(ctx.u(0.52, 0.6), -26)
    hull = polygon_fine(
        [
            (bc[0] - 46, bc[1] - 4),
            (bc[0] + 46, bc[1] - 4),
            (bc[0] + 30, bc[1] + 16),
            (bc[0] - 30, bc[1] + 16),
        ]
    )
    sail = polygon_fine(
        [(bc[0] - f * 4, bc[1] - 104), (bc[0] - f * 4, bc[1] - 10), (bc[0] + f * 60, bc[1] - 12)]
    )
    jib = polygon_fine(
        [(bc[0] - f * 10, bc[1] - 90), (bc[0] - f * 10, bc[1] - 12), (bc[0] - f * 46, bc[1] - 12)]
    )
    blend(ctx.img, hull, rgb("#7a3a22"))
    blend(ctx.img, np.maximum(sail, jib), rgb("#ffffff"))
    hump = polygon_fine([B(0.64, 6), B(0.72, -40), B(0.78, -68), B(0.86, -50), B(0.92, 6)])
    blend(ctx.img, hump, rgb("#5cd6d0"))
    wave = ribbon(
        cubic(B(0.7, 4), B(0.76, -70), B(0.88, -62), B(0.85, -22), 12),
        [26, 22, 20, 18, 16, 14, 12, 10, 8, 7, 6, 5, 4],
        2,
    )
    blend(ctx.img, wave, rgb("#f2fffc"), 0.95)
    later_glow(ctx, *B(0.5, -20), 160, "#c8fff0", 0.25)
    whole = np.maximum.reduce([bird, legs, feet, pouch, upper, sea])
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, sea, 3, 3.0)
    add_element(
        ctx,
        "a big white pelican with its pouch full",
        "main",
        bbox_of(whole),
        ("animal", "pelican", "bird", "carrying", "gift"),
    )
    add_element(
        ctx,
        "a little piece of the sea held in the pouch, with a wave and a fish",
        "secondary",
        bbox_of(sea),
        ("sea", "ocean", "water", "wave", "fish"),
    )
    add_element(
        ctx,
        "a tiny white sailing boat",
        "secondary",
        bbox_of(np.maximum(sail, hull)),
        ("boat", "sail", "sea"),
    )
    # after the paint: the eye, the mast, spray over the wave, drips from the pouch
    after_mask(ctx, disc(*P(140, 566), 9 * k, 1.5), "#1a1410", 0.95)
    after_mask(ctx, disc(*P(142, 569), 3 * k, 1), "#fff6d0", 0.9)
    after_mask(
        ctx, polylines([[(bc[0] - f * 4, bc[1] - 110), (bc[0] - f * 4, bc[1])]], 3), "#3a2a20", 0.9
    )
    side = ctx.side()
    spray = np.maximum.reduce(
        [
            disc(
                *B(0.8 + side.uniform(-0.04, 0.06), -60 - side.uniform(0, 40)),
                side.uniform(3, 6),
                1,
            )
            for _ in range(7)
        ]
    )
    after_mask(ctx, spray, "#f4fffc", 0.9)
    drips = np.maximum.reduce(
        [ellipse(*B(0.6 + 0.06 * i, depth * 0.93 + 34 + 40 * i), 8, 12, 1) for i in range(3)]
    )
    after_mask(ctx, drips, "#bff4ec", 0.9)
    add_element(
        ctx,
        "drops of sea water falling from the pouch",
        "secondary",
        bbox_of(drips),
        ("drop", "water"),
    )
    where = "on an old wooden post in a dry field by a small town"
    return Painted(
        f"Far from any shore, a big white pelican stands {where} and carries a little piece "
        "of the sea in the pouch of its beak: clear blue-green water with a tiny white "
        "sailing boat on it, a curling wave and a fish swimming inside.",
        ["home", "longing", "gift", "memory", "travel", "carrying", "homesickness"],
    )


PREMISE = Premise(
    name="pelican-carries-the-sea",
    figure="pelican",
    palettes=("storm", "mist", "noon"),
    stage=stage,
)
