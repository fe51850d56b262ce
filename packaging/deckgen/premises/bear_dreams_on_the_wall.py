"""Premise "bear-dreams-on-the-wall": deep in a winter cave a brown bear sleeps curled up on a
bed of dry leaves, and on the rock wall above it its dream shows as glowing ochre lines, like an
old cave painting come alive: the same bear running through a spring meadow after a butterfly,
under a drawn sun. A trail of glowing dots rises from the sleeping head to the drawing; at the
cave mouth behind, snow falls in blue night light.

The sleeping bear (a heavy body, a shoulder hump, a folded haunch, forelegs stretched forward,
a head resting on them with a round ear and a pale muzzle) and the running bear of the drawing
are drawn from shapes; the drawing's lines, the dream's dots, the snowflakes, the closed eye
and the nose come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, fbm, glow, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FURS = {"brown": "#4e2e1a", "dark brown": "#3e2414", "chestnut-brown": "#5a321a"}
OCHRE = "#ffbe5c"  # the dream's lines
OCHRE_FILL = "#c8642a"  # the pigment inside them
HALO = "#ff8a2a"
NIGHT = ("#0c1634", "#1e3466", "#3e5e9a")
SNOW = "#a8c0ea"


def _outline(m: Arr, w: float) -> Arr:
    """A band about `w` px wide along the edge of mask `m` (a drawn contour)."""
    b = blur(m, w * 0.5)
    return np.clip(1 - np.abs(b - 0.5) * (6.0 * 5 / max(w, 2)), 0, 1).astype(np.float32)


def _rock(ctx: Ctx) -> None:
    """The cave all over the card: dark warm rock, lumpy and cracked, darker to the edges."""
    g = ctx.side()
    n = fbm(g, 160, 4)
    base = rgb("#2e2326")[None, None, :] * (0.7 + 0.7 * n)[..., None]
    ctx.img[:] = np.clip(base, 0, 1)
    cracks = []
    for _ in range(14):
        x, y = float(g.uniform(0, W)), float(g.uniform(0, H * 0.75))
        pts = [(x, y)]
        for _ in range(5):
            x += float(g.uniform(-70, 70))
            y += float(g.uniform(20, 80))
            pts.append((x, y))
        cracks.append(pts)
    blend(ctx.img, polylines(cracks, 4), rgb("#140e10"), 0.5)
    # the roof: a few stalactites hanging from the top edge
    drips = []
    for x in np.linspace(40, W - 40, 9):
        x += float(g.uniform(-40, 40))
        ln = float(g.uniform(60, 190))
        wd = float(g.uniform(26, 50))
        drips.append(polygon_fine([(x - wd, -5), (x + wd, -5), (x + 3, ln), (x - 3, ln)]))
    roof = np.maximum(np.maximum.reduce(drips), np.clip((60 - YY) / 30, 0, 1))
    blend(ctx.img, roof, rgb("#120c0e"), 0.85)
    edge = np.clip(np.hypot((XX - W / 2) / (W * 0.62), (YY - H * 0.45) / (H * 0.6)), 0, 1)
    ctx.img *= (1 - 0.55 * edge**2)[..., None]


def _mouth(ctx: Ctx, mx: float, top: float, bot: float, hw: float) -> Arr:
    """The cave mouth: a ragged arch opening on a snowy night; returns its mask."""
    ang = np.linspace(0, np.pi, 28)
    pts = []
    for a in ang:
        r = 1 + ctx.u(-0.06, 0.06)
        pts.append((mx + np.cos(a) * hw * r, bot - np.sin(a) * (bot - top) * r))
    m = polygon_fine(pts)
    t = np.clip((YY - top) / (bot - top), 0, 1)[..., None]
    sky = rgb(NIGHT[0]) * (1 - t) + rgb(NIGHT[2]) * t
    blend(ctx.img, m, np.clip(sky, 0, 1))
    # far snowy slope and two dark pines, then the snow drift on the threshold
    slope = np.clip((YY - (bot - (bot - top) * 0.28 + (XX - mx) * 0.18)) / 3, 0, 1)
    blend(ctx.img, m * slope, rgb("#7f9cd0"))
    pines = np.zeros((H, W), np.float32)
    for k, (du, hh) in enumerate(((-0.45, 0.34), (0.3, 0.26))):
        px = mx + du * hw
        py = bot - (bot - top) * 0.22 + du * hw * 0.18 + 8 * k
        ph = (bot - top) * hh
        pines = np.maximum(
            pines, polygon_fine([(px, py - ph), (px - ph * 0.3, py), (px + ph * 0.3, py)])
        )
    blend(ctx.img, pines * m, rgb("#0a1426"), 0.9)
    drift = ellipse(mx + hw * 0.1, bot + 10, hw * 1.25, 60, 8) * np.clip((YY - bot + 40) / 30, 0, 1)
    blend(ctx.img, drift, rgb(SNOW), 0.9)
    glow(ctx.img, mx, bot + 80, hw * 2.2, "#3c5c9a", 0.45)
    blend(ctx.img, np.clip(blur(m, 6) - m, 0, 1) * 2, rgb("#06080e"), 0.6)
    return m


def _sleeper(
    ctx: Ctx, P: Callable[[float, float], Pt], k: float, fur: np.ndarray
) -> tuple[Arr, Arr]:
    """The bear asleep, curled on its side (`P(u, v)`: `u` toward its nose, `v` up): its
    whole mask and its head's."""
    f = 1 if P(1, 0)[0] > P(0, 0)[0] else -1
    body = tilted_ellipse(*P(-50, 75), 340 * k, 200 * k, -f * 0.05)
    hump = disc(*P(110, 150), 135 * k, 2)
    rump = disc(*P(-250, 70), 150 * k, 2)
    haunch = tilted_ellipse(*P(-190, -10), 170 * k, 120 * k, f * 0.25)
    hpaw = tilted_ellipse(*P(-40, -95), 95 * k, 40 * k, 0.0)
    legs = ribbon([P(130, -10), P(300, -85), P(470, -112)], [150 * k, 110 * k, 86 * k], 2)
    paws = tilted_ellipse(*P(505, -120), 92 * k, 40 * k, 0.0)
    head = tilted_ellipse(*P(335, 5), 150 * k, 118 * k, f * 0.12)
    muzzle = tilted_ellipse(*P(478, -48), 102 * k, 62 * k, f * 0.25)
    ear = np.maximum(disc(*P(275, 110), 40 * k, 2), disc(*P(350, 122), 34 * k, 2))
    trunk = np.maximum.reduce([body, hump, rump, legs])
    whole = np.maximum.reduce([trunk, haunch, hpaw, paws, head, muzzle, ear])
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, P(0, -130)[1], 0.5)
    ctx.contact(whole, bb)
    ctx.lit(trunk, bb, fur, rim=0.8)
    ctx.lit(haunch, mask_bbox(haunch), fur * 0.92, rim=0.5)
    ctx.lit(np.maximum(hpaw, paws), mask_bbox(np.maximum(hpaw, paws)), fur * 0.85, rim=0.4)
    ctx.lit(np.maximum(head, ear), mask_bbox(np.maximum(head, ear)), fur * 1.05, rim=0.8)
    ctx.lit(muzzle, mask_bbox(muzzle), mix(fur, rgb("#c89a6a"), 0.45), rim=0.5)
    blend(ctx.img, disc(*P(275, 106), 20 * k, 2) * ear, rgb("#1e120a"), 0.6)
    # fur: short strokes along the body, darker and lighter, for the brush to take up
    g = ctx.side()
    hair_d, hair_l = [], []
    for _ in range(260):
        u, v = float(g.uniform(-380, 260)), float(g.uniform(-100, 300))
        x, y = P(u, v)
        if trunk[int(np.clip(y, 0, H - 1)), int(np.clip(x, 0, W - 1))] < 0.9:
            continue
        a = float(g.normal(0.5, 0.25)) * -f
        ln = float(g.uniform(18, 34)) * k
        (hair_l if g.random() < 0.4 else hair_d).append(
            [(x, y), (x + ln * np.cos(a), y + ln * np.sin(a))]
        )
    blend(ctx.img, polylines(hair_d, 4) * trunk, fur * 0.55, 0.5)
    blend(ctx.img, polylines(hair_l, 3) * trunk, mix(fur, rgb("#d89858"), 0.45), 0.35)
    # the haunch's contour, so the folded hind leg reads inside the dark body
    blend(ctx.img, _outline(haunch, 8) * (1 - paws), fur * 0.45, 0.6)
    return whole, np.maximum.reduce([head, muzzle, ear])


def _runner(cx: float, cy: float, k: float, f: int) -> Arr:
    """The dream's bear in full gallop (a cave painting's silhouette), facing `f`."""

    def Q(u: float, v: float) -> Pt:
        return (cx + f * u * k, cy - v * k)

    body = tilted_ellipse(*Q(0, 0), 175 * k, 78 * k, -f * 0.06)
    hump = disc(*Q(70, 40), 72 * k, 2)
    rump = disc(*Q(-120, 8), 75 * k, 2)
    head = tilted_ellipse(*Q(200, 40), 62 * k, 48 * k, -f * 0.1)
    snout = ribbon([Q(230, 35), Q(290, 22)], [60 * k, 34 * k], 2)
    ear = disc(*Q(180, 88), 20 * k, 2)
    w3 = [60 * k, 44 * k, 34 * k]
    fl1 = ribbon([Q(120, -20), Q(200, -75), Q(285, -92)], w3, 2)
    fl2 = ribbon([Q(85, -30), Q(150, -100), Q(220, -132)], w3, 2)
    hl1 = ribbon([Q(-130, -15), Q(-215, -72), Q(-300, -88)], w3, 2)
    hl2 = ribbon([Q(-95, -30), Q(-160, -100), Q(-240, -130)], w3, 2)
    tail = disc(*Q(-190, 30), 18 * k, 2)
    return np.maximum.reduce([body, hump, rump, head, snout, ear, fl1, fl2, hl1, hl2, tail])


def _butterfly(cx: float, cy: float, r: float, tilt: float) -> tuple[list[Arr], list[list[Pt]]]:
    """A butterfly seen from above, wings spread: its four wings, and its body and feelers as
    lines."""
    ca, sa = np.cos(tilt), np.sin(tilt)

    def R(u: float, v: float) -> Pt:
        return (cx + (u * ca - v * sa) * r, cy + (u * sa + v * ca) * r)

    wings = [
        tilted_ellipse(*R(-0.55, -0.38), r * 0.62, r * 0.4, 0.65 + tilt),
        tilted_ellipse(*R(0.55, -0.38), r * 0.62, r * 0.4, -0.65 + tilt),
        tilted_ellipse(*R(-0.4, 0.42), r * 0.4, r * 0.3, -0.55 + tilt),
        tilted_ellipse(*R(0.4, 0.42), r * 0.4, r * 0.3, 0.55 + tilt),
    ]
    body = [R(0, -0.55), R(0, 0.75)]
    feelers = [
        [R(0, -0.55), R(-0.12, -0.95), R(-0.28, -1.15)],
        [R(0, -0.55), R(0.12, -0.95), R(0.28, -1.15)],
    ]
    return wings, [body, *feelers]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the drawing and the bear's head on side s
    f = s
    _rock(ctx)
    # the dream on the wall: its centre, its size
    dx, dy = W / 2 + s * W * ctx.u(0.06, 0.1), H * ctx.u(0.27, 0.3)
    dk = ctx.u(1.0, 1.08)
    ctx.light = (dx, dy)
    wall = blur(ellipse(dx, dy + 40, 560, 420, 2), 90)
    g = ctx.side()
    smooth = rgb("#6e5244")[None, None, :] * (0.85 + 0.3 * fbm(g, 60, 3))[..., None]
    blend(ctx.img, wall, np.clip(smooth, 0, 1), 0.75)
    glow(ctx.img, dx, dy + 60, 720, "#c0602a", 0.4)
    glow(ctx.img, dx, dy, 420, "#ffb060", 0.25)
    # the cave mouth on the other side, lower, behind the bear
    mx = W / 2 - s * W * ctx.u(0.29, 0.32)
    mtop, mbot = H * ctx.u(0.46, 0.49), H * ctx.u(0.66, 0.68)
    mhw = ctx.u(175, 200)
    mouth = _mouth(ctx, mx, mtop, mbot, mhw)
    # the floor: the wall meets it, cool by the mouth and warm under the dream
    fy0 = mbot - 20
    floor = np.clip((YY - fy0) / 60, 0, 1).astype(np.float32)
    fl = rgb("#3a2a26")[None, None, :] * (0.8 + 0.4 * fbm(g, 50, 3))[..., None]
    blend(ctx.img, floor * (1 - mouth), np.clip(fl, 0, 1), 0.85)
    blend(ctx.img, blur(ellipse(mx, mbot + 120, 420, 160, 2), 50) * floor, rgb("#40609a"), 0.4)
    # the running bear, butterfly, sun and meadow of the dream (fill now, lines after)
    rk = 0.95 * dk
    rx, ry = dx - f * 60 * dk, dy + 40 * dk
    runner = _runner(rx, ry, rk, f)
    bf_x, bf_y = rx + f * 400 * dk, ry - 150 * dk
    wings, bf_lines = _butterfly(bf_x, bf_y, 88 * dk, f * 0.35)
    bfly = np.maximum.reduce(wings)
    sun_x, sun_y, sun_r = dx - f * 330 * dk, dy - 240 * dk, 62 * dk
    gl_y = ry + 170 * rk
    ground = [
        (dx - 470 * dk + 940 * dk * t, gl_y + 14 * np.sin(t * 9)) for t in np.linspace(0, 1, 40)
    ]
    tufts, flowers = [], []
    for t in np.linspace(0.04, 0.96, 11):
        x0 = dx - 470 * dk + 940 * dk * t
        y0 = gl_y + 14 * np.sin(t * 9)
        tufts.append([(x0 - 16, y0 - 30), (x0, y0), (x0 + 16, y0 - 30)])
    for t in (0.12, 0.3, 0.74, 0.9):
        x0 = dx - 470 * dk + 940 * dk * t
        y0 = gl_y + 14 * np.sin(t * 9)
        flowers.append((x0, y0 - 62))
        tufts.append([(x0, y0), (x0, y0 - 50)])
    rays = []
    for a in np.linspace(0, 2 * np.pi, 10, endpoint=False):
        c, sn = np.cos(a), np.sin(a)
        rays.append(
            [
                (sun_x + c * sun_r * 1.35, sun_y + sn * sun_r * 1.35),
                (sun_x + c * sun_r * 1.9, sun_y + sn * sun_r * 1.9),
            ]
        )
    speed = [
        [
            (rx - f * (300 + 40 * j) * rk, ry - (40 - 40 * j) * rk),
            (rx - f * (400 + 40 * j) * rk, ry - (40 - 40 * j) * rk),
        ]
        for j in range(3)
    ]
    fill = np.maximum(runner, bfly * 0.8)
    tex = 0.75 + 0.35 * fbm(g, 12, 2)
    blend(ctx.img, fill, np.clip(rgb(OCHRE_FILL)[None, None, :] * tex[..., None], 0, 1), 0.7)
    blend(ctx.img, disc(sun_x, sun_y, sun_r, 2), rgb("#e08a30"), 0.55)
    lines = np.maximum.reduce(
        [
            _outline(runner, 14),
            *[_outline(w_, 9) for w_ in wings],
            polylines(bf_lines[:1], 12),
            polylines(bf_lines[1:], 5),
            _outline(disc(sun_x, sun_y, sun_r, 2), 12),
            polylines(rays, 10),
            polylines([ground], 11),
            polylines(tufts, 8),
            polylines(speed, 9),
        ]
    )
    for x0, y0 in flowers:
        for a in np.linspace(0, 2 * np.pi, 5, endpoint=False):
            lines = np.maximum(lines, disc(x0 + 16 * np.cos(a), y0 + 16 * np.sin(a), 10, 1.5))
    blend(ctx.img, blur(lines, 14), rgb(HALO), 0.7)
    blend(ctx.img, lines, rgb(OCHRE), 0.9)
    after_mask(ctx, blur(lines, 5), rgb(HALO), 0.35)
    after_mask(ctx, lines, rgb(OCHRE), 0.95)
    after_mask(ctx, lines * 0.6 * np.clip(lines - 0.5, 0, 1) * 2, rgb("#fff0c8"), 0.6)
    later_glow(ctx, dx, dy, 360, "#ffb060", 0.12)
    drawing = np.maximum.reduce([fill, lines])
    focus_on(ctx, drawing, 4, 2.0, weight=0.8)
    # the sleeping bear, on a bed of dry leaves
    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fur = rgb(FURS[fur_name])
    k = ctx.u(0.8, 0.84)
    bx = W / 2 - f * W * ctx.u(0.04, 0.07)
    by = H * ctx.u(0.8, 0.82)
    bed = ellipse(bx + f * 40, by + 120 * k, 520, 70, 10)
    blend(ctx.img, bed, rgb("#4a2a16"), 0.9)
    leaves = np.zeros((H, W), np.float32)
    for _ in range(130):
        a_, r_ = float(g.uniform(0, 2 * np.pi)), float(np.sqrt(g.uniform(0, 1)))
        lx_ = bx + f * 40 + 500 * r_ * np.cos(a_)
        ly_ = by + 120 * k + 62 * r_ * np.sin(a_)
        leaves = np.maximum(
            leaves, tilted_ellipse(lx_, ly_, float(g.uniform(14, 26)), 8, float(g.uniform(0, 3)))
        )
    blend(ctx.img, leaves, rgb("#7a4a22"), 0.75)

    def P(u: float, v: float) -> Pt:
        return (bx + f * u * k, by - v * k)

    whole, head = _sleeper(ctx, P, k, fur)
    # keep the fur a deep brown under the light: the modelled values, the fur's hue
    wl = np.array([0.3, 0.59, 0.11], np.float32)
    lum = (ctx.img @ wl)[..., None]
    brown = np.clip(lum * 0.85 * fur / float(fur @ wl), 0, 1)
    blend(ctx.img, whole, brown, 0.7)
    # the mouth's cold light along the bear's back, the dream's warm light on its top
    rim_c = np.clip(whole - np.roll(whole, int(f * 10), 1), 0, 1)
    blend(ctx.img, rim_c, rgb("#7fa0e0"), 0.5)
    top = np.clip(whole - np.roll(whole, 12, 0), 0, 1)
    blend(ctx.img, top, rgb("#ffb868"), 0.45)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, head, 3, 2.5)
    # after the paint: the closed eye, the nose, the mouth line
    eye = [cubic(P(395, 38), P(410, 24), P(432, 24), P(448, 36), 8)]
    after_mask(ctx, polylines(eye, 6), "#120a06", 0.9)
    after_mask(ctx, ellipse(*P(566, -46), 24 * k, 18 * k, 1.5), "#100806", 0.95)
    after_mask(ctx, disc(*P(560, -40), 5 * k, 1), "#8a7060", 0.7)
    after_mask(ctx, polylines([[P(556, -72), P(520, -86), P(490, -82)]], 4), "#1a0e08", 0.7)
    # the dream's trail: glowing dots from the head, growing toward the drawing
    a = P(440, 150)
    b = (rx - f * 60 * rk, gl_y + 40)
    trail = cubic(a, (a[0] + f * 40, a[1] - 150), (b[0] + f * 160, b[1] + 180), b, 9)
    dots = np.zeros((H, W), np.float32)
    for i, (tx, ty) in enumerate(trail[1:]):
        dots = np.maximum(dots, disc(tx, ty, 6 + 2.2 * i, 1.5))
    after_mask(ctx, blur(dots, 8), rgb(HALO), 0.5)
    after_mask(ctx, dots, "#ffd48a", 0.95)
    # snow falling in the mouth, a few flakes blowing in
    flakes = np.zeros((H, W), np.float32)
    for _ in range(90):
        fx_ = mx + float(g.uniform(-mhw * 1.4, mhw * 1.4))
        fy_ = float(g.uniform(mtop - 30, mbot + 60))
        flakes = np.maximum(flakes, disc(fx_, fy_, float(g.uniform(2.5, 5.5)), 1))
    near = blur(ellipse(mx, (mtop + mbot) / 2, mhw * 1.4, (mbot - mtop) * 0.65, 2), 20)
    after_mask(ctx, flakes * np.maximum(mouth, near * 0.6), "#eef4ff", 0.9)
    add_element(
        ctx,
        f"a {fur_name} bear asleep, curled up",
        "main",
        mask_bbox(whole),
        ("animal", "bear", "sleeping", "hibernation", "winter", "rest"),
    )
    add_element(
        ctx,
        "the bear's dream drawn on the rock in glowing ochre: the same bear running",
        "secondary",
        mask_bbox(np.maximum(runner, _outline(runner, 14))),
        ("dream", "drawing", "cave painting", "bear", "running", "memory"),
    )
    add_element(
        ctx,
        "a drawn butterfly and a drawn sun",
        "secondary",
        mask_bbox(np.maximum.reduce([bfly, polylines(rays, 10), disc(sun_x, sun_y, sun_r, 2)])),
        ("butterfly", "sun", "spring", "drawing"),
    )
    add_element(
        ctx,
        "a drawn spring meadow with flowers, running off the wall's edge",
        "frame",
        mask_bbox(polylines([ground, *tufts], 11)),
        ("meadow", "spring", "flower", "drawing"),
    )
    add_element(
        ctx,
        "the cave mouth with snow falling at night",
        "secondary",
        mask_bbox(mouth),
        ("cave", "snow", "winter", "night", "cold"),
    )
    return Painted(
        f"Deep in a winter cave a {fur_name} bear sleeps curled up on a bed of dry leaves, and "
        "on the rock wall above it its dream shows as glowing ochre lines, like an old cave "
        "painting come alive: the same bear running through a spring meadow after a butterfly, "
        "under a drawn sun; a trail of glowing dots rises from its sleeping head to the "
        "drawing, and at the cave mouth behind, snow falls in the blue night.",
        ["dream", "winter", "spring", "sleep", "longing", "memory", "waiting", "hope"],
        setting="by the warm glow of the dream on the rock",
    )


PREMISE = Premise(
    name="bear-dreams-on-the-wall",
    figure="bear",
    palettes=("dusk", "night"),
    stage=stage,
    max_cards=1,
    frame=False,
)
