"""Premise "heron-on-the-stopped-clock": a tall old clock tower has sunk into a calm lake up to
just below its clock face, and a grey heron stands fishing on the clock's long minute hand,
which has stopped level over the water; reeds and water lilies grow at the foot of the dial
and a small fish swims in the clear water below, in the soft morning light. Time stands still.

The tower (stone, a green copper spire, a white dial with black marks and hands) and the heron (a
grey body, a folded wing, an S-curved white neck, a dagger beak, a black crest, thin legs)
are drawn from shapes; the lake mirrors them. Reed blades, the heron's eye, stripe and crest
and the dial's fine marks come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, disc, ellipse, mix, rgb, ridge
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FISH = {"orange": "#e8702a", "golden": "#e8a830"}
STONE = "#cdb89a"


def _tower(ctx: Ctx, tx: float, cy: float, r: float, hz: float) -> tuple[np.ndarray, float]:
    """The tower's top above the water: stone, cornice, copper spire; returns its mask, top y."""
    tw = r + 70
    top = cy - r - 90
    body = box(tx - tw, top, tx + tw, hz + 4, 1.5)
    ctx.lit(body, mask_bbox(body), rgb(STONE), rim=0.5)
    g = ctx.side()
    courses = [[(tx - tw, y), (tx + tw, y)] for y in np.arange(top + 40, hz, 46)]
    blend(ctx.img, polylines(courses, 3) * body, rgb("#6e5a48"), 0.45)
    joints = []
    for k, y in enumerate(np.arange(top + 40, hz - 40, 46)):
        for x in np.arange(tx - tw + (k % 2) * 45, tx + tw, 90):
            joints.append([(float(x), float(y)), (float(x), float(y) + 46)])
    blend(ctx.img, polylines(joints, 2.5) * body, rgb("#6e5a48"), 0.3)
    moss = np.clip((blur((g.random((H, W)) > 0.5).astype(np.float32), 6) - 0.45) * 6, 0, 1)
    low = np.clip((YY - (hz - 120)) / 120, 0, 1).astype(np.float32)
    blend(ctx.img, moss * low * body, rgb("#5f6e3a"), 0.55)
    cornice = box(tx - tw - 26, top - 36, tx + tw + 26, top + 8, 1.5)
    ctx.lit(cornice, mask_bbox(cornice), rgb("#c8b090"), rim=0.6)
    apex = top - ctx.u(330, 380)
    spire = polygon_fine([(tx - tw - 10, top - 34), (tx, apex), (tx + tw + 10, top - 34)])
    ctx.lit(spire, mask_bbox(spire), rgb("#4f8a74"), rim=0.6)
    seams = [[(tx + u * (tw + 10), top - 34), (tx, apex)] for u in (-0.5, 0.0, 0.5)]
    blend(ctx.img, polylines(seams, 4) * spire, rgb("#2e5a4a"), 0.5)
    blend(ctx.img, box(tx - 6, apex - 70, tx + 6, apex, 1), rgb("#3a3430"))
    ball = disc(tx, apex - 74, 14, 1.5)
    ctx.lit(ball, mask_bbox(ball), rgb("#d8a848"), rim=0.6)
    return np.maximum.reduce([body, cornice, spire]), apex - 90


def _dial(ctx: Ctx, tx: float, cy: float, r: float, f: int) -> tuple[np.ndarray, Pt]:
    """A white dial with a gold rim and black marks, the hands stopped: the long minute hand
    level toward the card's middle (side f); returns the dial's mask and the hand's tip."""
    rim = disc(tx, cy, r + 22, 2)
    ctx.lit(rim, mask_bbox(rim), rgb("#c89a40"), rim=0.7)
    face = disc(tx, cy, r, 2)
    d = np.hypot(XX - tx, YY - cy) / r
    blend(
        ctx.img, face, np.clip(rgb("#f2ead6")[None, None, :] * (1.05 - 0.15 * d)[..., None], 0, 1)
    )
    marks = []
    for k in range(12):
        a = k * np.pi / 6
        r0 = r * (0.7 if k % 3 == 0 else 0.8)
        marks.append(
            polygon_fine(
                [
                    (
                        tx + np.sin(a) * r * 0.93 - np.cos(a) * 9,
                        cy - np.cos(a) * r * 0.93 - np.sin(a) * 9,
                    ),
                    (
                        tx + np.sin(a) * r * 0.93 + np.cos(a) * 9,
                        cy - np.cos(a) * r * 0.93 + np.sin(a) * 9,
                    ),
                    (tx + np.sin(a) * r0 + np.cos(a) * 9, cy - np.cos(a) * r0 + np.sin(a) * 9),
                    (tx + np.sin(a) * r0 - np.cos(a) * 9, cy - np.cos(a) * r0 - np.sin(a) * 9),
                ]
            )
        )
    gold = np.maximum.reduce(marks)
    blend(ctx.img, gold, rgb("#2a2c34"))
    # the hour hand, short, stopped near eleven or one; the minute hand level, long and sturdy
    ha = f * ctx.u(0.45, 0.6)
    hour = ribbon(
        [(tx, cy), (tx + np.sin(ha) * r * 0.55, cy - np.cos(ha) * r * 0.55)], [30, 14], 1.5
    )
    tip = (tx + f * (r + 190), cy)
    minute = ribbon(
        [(tx - f * 40, cy), (tx + f * r * 0.6, cy), (tx + f * (r + 150), cy), tip],
        [30, 24, 18, 8],
        1.5,
    )
    hands = np.maximum(hour, minute)
    ctx.lit(hands, mask_bbox(hands), rgb("#2e3038"), rim=0.7)
    hub = disc(tx, cy, 22, 1.5)
    ctx.lit(hub, mask_bbox(hub), rgb("#2e3038"), rim=0.6)
    focus_on(ctx, np.maximum.reduce([gold, hands, rim - face * 0.99]), 3, 2.0)
    focus_on(ctx, face, 10, 0.8)
    return np.maximum(rim, hands), tip


def _heron(ctx: Ctx, fx: float, fy: float, f: int, k: float) -> np.ndarray:
    """A grey heron standing at (fx, fy), facing side f, neck drawn in, looking down."""

    def P(a: float, b: float) -> Pt:
        return (fx + f * a * k, fy - b * k)

    def ang(p: Pt, q: Pt) -> float:
        return float(np.arctan2(q[1] - p[1], q[0] - p[0]))

    legs = np.maximum(
        ribbon([P(-8, 0), P(-14, 70), P(-22, 140)], [9 * k, 9 * k, 12 * k], 1.5),
        ribbon([P(16, 0), P(8, 70), P(-2, 140)], [9 * k, 9 * k, 12 * k], 1.5),
    )
    toes = polylines([[P(-40, 2), P(30, 2)], [P(-12, 2), P(40, -6)], [P(-30, 0), P(36, 4)]], 7 * k)
    tail_p, chest = P(-120, 140), P(60, 250)
    body = tilted_ellipse(*P(-20, 195), 104 * k, 50 * k, ang(tail_p, chest))
    tail = polygon_fine([P(-95, 160), P(-170, 110), P(-160, 100), P(-85, 140)])
    neck_pts = cubic(P(45, 235), P(130, 300), P(20, 360), P(100, 380), 20)
    neck = ribbon(neck_pts, [52 * k * (1 - 0.5 * i / 20) for i in range(21)], 2)
    head = tilted_ellipse(*P(116, 374), 36 * k, 25 * k, f * 0.6)
    bird = np.maximum.reduce([body, tail, neck, head])
    ctx.lit(legs, mask_bbox(legs), rgb("#b89a58"), rim=0.4)
    ctx.lit(toes, mask_bbox(toes), rgb("#a88a4a"), rim=0.3)
    ctx.lit(np.maximum(body, tail), mask_bbox(body), rgb("#98a2ae"), rim=0.7, separate=True)
    ctx.lit(np.maximum(neck, head), mask_bbox(neck), rgb("#f4f2ec"), rim=0.8)
    front = ribbon(neck_pts, [30 * k * (1 - 0.5 * i / 20) for i in range(21)], 2)
    front = np.clip(front - np.roll(front, int(-f * 12 * k), 1), 0, 1) * neck
    blend(ctx.img, np.maximum(front, head), rgb("#f8f6f0"), 0.6)
    wing = tilted_ellipse(*P(-36, 202), 96 * k, 38 * k, ang(tail_p, chest) + f * 0.06)
    ctx.lit(wing * body, mask_bbox(body), rgb("#76808e"), rim=0.4)
    prim = tilted_ellipse(*P(-100, 158), 56 * k, 16 * k, ang(tail_p, chest) + f * 0.1)
    ctx.lit(prim, mask_bbox(prim), rgb("#2c3038"), rim=0.3)
    shoulder = ellipse(*P(30, 222), 14 * k, 20 * k, 2)
    blend(ctx.img, shoulder * body, rgb("#24282e"), 0.7)
    # the dagger beak, pointing forward and down toward the water
    beak = polygon_fine([P(140, 389), P(222, 282), P(116, 367)])
    ctx.lit(beak, mask_bbox(beak), rgb("#e4b040"), rim=0.5)
    whole = np.maximum.reduce([bird, legs, toes, beak, prim])
    ctx.cast_shadow(whole, mask_bbox(whole), fy + 8, 0.2)
    # after the paint: the black stripe and crest, the eye, the streaks down the neck
    crest = polylines([cubic(P(96, 392), P(66, 410), P(30, 408), P(-5, 392), 10)], 6 * k)
    stripe = polylines([[P(126, 386), P(90, 396)]], 7 * k)
    after_mask(ctx, np.maximum(crest, stripe), "#16181c", 0.95)
    after_mask(ctx, disc(*P(118, 380), 6 * k, 1.2), "#f2d040", 0.95)
    after_mask(ctx, disc(*P(118, 380), 3 * k, 1), "#101010", 0.95)
    streak = polylines([neck_pts[i : i + 3] for i in range(2, 15, 4)], 4 * k)
    after_mask(ctx, streak * neck, "#4a4e58", 0.6)
    focus_on(ctx, whole, 4, 2.2)
    focus_on(ctx, np.maximum(head, beak), 3, 2.5)
    return np.maximum(whole, crest)


def _reeds(ctx: Ctx, x0: float, x1: float, hz: float, tall: float) -> np.ndarray:
    """A clump of reeds standing out of the water between x0 and x1, a few cattails."""
    g = ctx.rng
    x0, x1 = min(x0, x1), max(x0, x1)
    blades = []
    heads = []
    for _ in range(16):
        x = float(g.uniform(x0, x1))
        h = float(g.uniform(0.4, 1.0)) * tall
        lean = float(g.uniform(-50, 50))
        blades.append(
            cubic(
                (x, hz + 6),
                (x, hz - h * 0.4),
                (x + lean * 0.5, hz - h * 0.8),
                (x + lean, hz - h),
                8,
            )
        )
        if g.random() < 0.25:
            heads.append(ellipse(x + lean * 0.9, hz - h * 0.9, 9, 30, 1.5))
    m = polylines(blades, 7)
    blend(ctx.img, m, rgb("#4f6a30"), 0.95)
    if heads:
        hm = np.maximum.reduce(heads)
        blend(ctx.img, hm, rgb("#5a3a22"), 0.95)
        m = np.maximum(m, hm)
    return m


def _lily(ctx: Ctx, x: float, y: float, rx: float, flower: bool) -> np.ndarray:
    """A lily pad lying on the water, its notch toward the viewer; a pink flower on it."""
    pad = ellipse(x, y, rx, rx * 0.28, 2)
    notch = polygon_fine([(x, y), (x - rx * 0.18, y + rx * 0.4), (x + rx * 0.12, y + rx * 0.4)])
    pad = np.clip(pad - notch, 0, 1)
    ctx.lit(pad, mask_bbox(pad), rgb("#4e7a34"), rim=0.5)
    if not flower:
        return pad
    petals = [
        tilted_ellipse(x + dx, y - 22 - abs(dx) * 0.2, 12, 30, a)
        for dx, a in ((-26, -0.9), (-12, -0.4), (0, 0.0), (12, 0.4), (26, 0.9))
    ]
    fl = np.maximum.reduce(petals)
    ctx.lit(fl, mask_bbox(fl), rgb("#f0a0b8"), rim=0.7)
    blend(ctx.img, disc(x, y - 24, 9, 1.5), rgb("#f2d050"))
    return np.maximum(pad, fl)


def stage(ctx: Ctx) -> Painted:
    t = 1 if ctx.rng.random() < 0.5 else -1  # the tower's side
    f = -t  # the minute hand and the heron face the card's middle
    r = ctx.u(160, 172)
    tx = W / 2 + t * W * ctx.u(0.14, 0.17)
    cy = H * ctx.u(0.44, 0.47)
    hz = cy + r + ctx.u(36, 48)  # the water line, just below the dial
    # a low evening sun over the lake, ahead of the heron
    ctx.texture_sky()
    sx, sy = W / 2 + f * W * ctx.u(0.24, 0.32), hz - ctx.u(170, 240)
    ctx.celestial(sx, sy, 58, "sun")
    ctx.clouds(2, 0.08, 0.3, 0.4)
    y = ctx.u(0.14, 0.26)
    ctx.streaks(y, y + 0.1, 0.5)
    far = ridge(ctx.rng, hz - 26, 14, 380) * (hz + 2 > YY)
    blend(ctx.img, far, mix(ctx.sky_at(0.8), rgb("#3a4a5a"), 0.45))
    tower, _ = _tower(ctx, tx, cy, r, hz)
    dial, tip = _dial(ctx, tx, cy, r, f)
    reeds = np.maximum(
        _reeds(ctx, tx - t * (r + 130), tx - t * (r + 50), hz, 150),
        _reeds(ctx, tx + t * (r + 40), tx + t * (r + 130), hz, 300),
    )
    k = ctx.u(1.3, 1.38)
    heron = _heron(ctx, tip[0] - f * 70, cy - 10, f, k)
    # the calm lake mirrors it all
    ctx.water(hz / H, ripple=3.0)
    # the drowned tower below, seen through the clear water, fading into the green
    tw = r + 70
    deep = box(tx - tw, hz, tx + tw, H + 5, 2)
    fade = np.clip(1 - (YY - hz) / (H - hz) * 0.9, 0, 1).astype(np.float32)
    blend(ctx.img, deep * fade, rgb("#5a6a58"), 0.3)
    arch = np.maximum(box(tx - 60, hz + 300, tx + 60, hz + 480, 2), disc(tx, hz + 300, 60, 2))
    blend(ctx.img, arch, rgb("#1e3028"), 0.45)
    # the fish under the heron's beak, just below the surface
    fish_name = list(FISH)[int(ctx.rng.integers(len(FISH)))]
    fx_, fy_ = tip[0] + f * (140 * k + ctx.u(-20, 30)), hz + ctx.u(150, 190)
    fish = np.maximum(
        tilted_ellipse(fx_, fy_, 54, 21, 0),
        polygon_fine([(fx_ - f * 44, fy_), (fx_ - f * 88, fy_ - 26), (fx_ - f * 82, fy_ + 26)]),
    )
    ctx.lit(fish, mask_bbox(fish), mix(rgb(FISH[fish_name]), rgb("#3a7060"), 0.2), rim=0.4)
    focus_on(ctx, fish, 3, 2.0)
    # lily pads on the water round the dial's foot
    pads = []
    for i, (dx, dy, rx) in enumerate(
        (
            (-t * (r + 60), 40, 70),
            (f * 40, 90, 90),
            (t * (r - 20), 60, 64),
            (t * (r + 120), 190, 80),
        )
    ):
        pads.append(_lily(ctx, tx + dx, hz + dy, rx, i == 1))
    lilies = np.maximum.reduce(pads)
    later_glow(ctx, sx, sy, 150, "#fff0c0", 0.3)
    path = blur(box(sx - 70, hz + 4, sx + 70, H * 0.9, 2), 30) * (hz < YY)
    path = path * (0.5 + 0.5 * (np.sin(YY * 0.15 + np.sin(XX * 0.02) * 3) > 0.2))
    blend(ctx.img, path, rgb(ctx.pal.light), 0.45)
    # rings on the water under the beak, where the fish rose
    g = ctx.side()
    rings = polylines(
        [
            [
                (fx_ + rr * np.cos(a), hz + 50 + rr * 0.22 * np.sin(a))
                for a in np.linspace(0, 2 * np.pi, 40)
            ]
            for rr in (40, 80)
        ],
        3,
    )
    after_mask(ctx, rings, "#f4e2b0", 0.5 + 0.1 * float(g.random()))
    add_element(
        ctx,
        "a grey heron",
        "main",
        mask_bbox(heron),
        ("animal", "bird", "heron", "patience", "fishing", "standing"),
    )
    add_element(
        ctx,
        "an old clock tower sunk in a lake to below its clock face",
        "secondary",
        mask_bbox(np.maximum(tower, dial)),
        ("clock", "tower", "time", "stone", "drowned"),
    )
    add_element(
        ctx,
        "the stopped black hands of the clock",
        "secondary",
        mask_bbox(dial),
        ("clock", "hands", "time", "stopped"),
    )
    add_element(ctx, f"a small {fish_name} fish", "secondary", mask_bbox(fish), ("fish", "water"))
    add_element(
        ctx,
        "reeds and water lilies",
        "secondary",
        mask_bbox(np.maximum(reeds, lilies)),
        ("reed", "water lily", "lake", "flower"),
    )
    return Painted(
        "An old clock tower has sunk into a calm lake up to just below its clock face, and a "
        "grey heron stands fishing on the long black minute hand, which has stopped level over "
        f"the water; reeds and water lilies grow at the dial's foot and a small {fish_name} fish "
        "swims below in the clear water.",
        ["time", "stillness", "patience", "waiting", "forgetting", "morning", "peace"],
        setting="on a misty morning" if ctx.pal.name == "mist" else "in pink dawn light",
    )


PREMISE = Premise(
    name="heron-on-the-stopped-clock",
    figure="heron",
    palettes=("mist", "dawn"),
    stage=stage,
    frame=False,
)
