"""Premise "turning-back-the-clock": Close up on the lit face of an old tower clock at night, a
few minutes past three: a mouse standing on the level hour hand leans into the minute hand
with all its weight, pushing it back toward twelve.

The dial (numerals, ticks, rings) and both hands are drawn from shapes; the mouse is drawn from
parts (a hind leg stretched back to the hour hand, a long body, a head pressed against the
minute hand, round ears, forepaws on it, a tail); its whiskers, closed eye and the sweat flying
off it come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import night_sky

Pt = tuple[float, float]
# each numeral as strokes in a box of height 1 (y up), x from 0; returns (strokes, width)
GLYPH = {
    "I": ([[(0.0, 0.0), (0.0, 1.0)]], 0.0),
    "V": ([[(0.0, 1.0), (0.24, 0.0), (0.48, 1.0)]], 0.48),
    "X": ([[(0.0, 1.0), (0.5, 0.0)], [(0.0, 0.0), (0.5, 1.0)]], 0.5),
}
NUMERALS = ("XII", "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI")
DIAL = "#f6ead0"
IRON = "#1c1820"


def _numeral_paths(text: str, c: Pt, rho: float, theta: float, g: float) -> list[list[Pt]]:
    """Strokes of a Roman numeral `g` tall centred at radius `rho`, angle `theta` (clockwise
    from twelve), its foot toward the dial's centre, with a bar over and under it."""
    gap = 0.22
    xs, cur = [], 0.0
    for ch in text:
        xs.append(cur)
        cur += GLYPH[ch][1] + gap
    width = cur - gap
    ox, oy = np.sin(theta), -np.cos(theta)  # outward
    tx, ty = np.cos(theta), np.sin(theta)  # along the rim, clockwise

    def at(x: float, y: float) -> Pt:
        lx, ly = (x - width / 2) * g, (y - 0.5) * g
        return (c[0] + (rho + ly) * ox + lx * tx, c[1] + (rho + ly) * oy + lx * ty)

    paths = []
    for ch, x0 in zip(text, xs, strict=True):
        for stroke in GLYPH[ch][0]:
            paths.append([at(x0 + px, py) for px, py in stroke])
    for y in (0.0, 1.0):
        paths.append([at(-0.12, y), at(width + 0.12, y)])
    return paths


def _hand(c: Pt, theta: float, length: float, width: float, tail: float, spade: bool) -> Arr:
    """A clock hand from the centre `c` at angle `theta`: a tapered shaft, an ornamental tip
    (a spade or an arrow) and a counterweight behind the centre."""
    ox, oy = np.sin(theta), -np.cos(theta)
    tx, ty = np.cos(theta), np.sin(theta)

    def at(a: float, b: float) -> Pt:
        return (c[0] + a * ox + b * tx, c[1] + a * oy + b * ty)

    w = width / 2
    shaft = polygon_fine(
        [
            at(-tail, -w * 0.8),
            at(-tail, w * 0.8),
            at(length * 0.78, w * 0.55),
            at(length * 0.78, -w * 0.55),
        ]
    )
    if spade:  # a heart-shaped spade: two lobes and a point
        tip = np.maximum.reduce(
            [
                disc(*at(length * 0.8, -w * 1.25), w * 1.6, 2),
                disc(*at(length * 0.8, w * 1.25), w * 1.6, 2),
                polygon_fine(
                    [at(length * 0.74, -w * 2.6), at(length * 0.74, w * 2.6), at(length, 0)]
                ),
            ]
        )
    else:  # a long arrowhead with a ring behind it
        tip = polygon_fine(
            [
                at(length * 0.8, -w * 2.2),
                at(length, 0),
                at(length * 0.8, w * 2.2),
                at(length * 0.84, 0),
            ]
        )
        ring_c = at(length * 0.62, 0)
        ring = np.clip(disc(*ring_c, w * 2.4, 2) - disc(*ring_c, w * 1.2, 2), 0, 1)
        tip = np.maximum(tip, ring)
    weight = disc(*at(-tail, 0), w * 2.4, 2)
    out: Arr = np.maximum.reduce([shaft, tip, weight])
    return out


def stage(ctx: Ctx) -> Painted:
    # close up: the dial runs off the card's sides and bottom, the night sky above the tower
    night_sky(ctx, 260)
    r = W * ctx.u(0.57, 0.59)
    cx, cy = W * ctx.u(0.37, 0.39), H * ctx.u(0.66, 0.68)
    c = (cx, cy)
    top = cy - r - ctx.u(80, 100)  # the tower's cornice
    # a crescent moon in the sky over the tower, away from the mouse
    mx_, my_ = W * ctx.u(0.14, 0.2), top * ctx.u(0.42, 0.5)
    ctx.light = (mx_, my_)
    glow(ctx.img, mx_, my_, 240, ctx.pal.light, 0.35)
    crescent = np.clip(disc(mx_, my_, 54, 2) - disc(mx_ + 26, my_ - 16, 50, 2), 0, 1)
    blend(ctx.img, crescent, rgb(ctx.pal.light), 1.0)
    # stars over the tower, smaller than a stroke: after the paint
    if ctx.pal.dark:
        field = np.zeros((H, W), np.float32)
        for u, v, k in ctx.side().uniform(0, 1, (70, 3)):
            px, py = u * W, v * (top - 70)
            if (px - mx_) ** 2 + (py - my_) ** 2 < 130**2:
                continue
            field = np.maximum(field, disc(px, py, 1.8 + 2.4 * k**3, 1.0))
        after_mask(ctx, field, "#fff6dc", 0.85)
    # the tower's face: big dressed stones, each a little different, in the dark
    stone = rgb("#3e3844")
    wall = box(-5, top, W + 5, H + 5, 2)
    rows, cols = 120, 260
    row_i = np.floor((YY - top) / rows)
    col_i = np.floor((XX + (row_i % 2) * cols / 2) / cols)
    yy = (YY - top) % rows
    xx = (XX + (row_i % 2) * cols / 2) % cols
    tone = (np.sin(row_i * 12.9898 + col_i * 78.233) * 43758.5453) % 1.0
    mortar = np.clip((5 - np.minimum(yy, rows - yy)) / 3, 0, 1)
    mortar = np.maximum(mortar, np.clip((5 - np.minimum(xx, cols - xx)) / 3, 0, 1))
    near = np.exp(-(((XX - cx) ** 2 + (YY - cy) ** 2) / (2 * (r * 1.25) ** 2)))
    shade = (0.85 + 0.3 * tone) * (1 - 0.45 * mortar) * (0.45 + 0.75 * near)
    blend(ctx.img, wall, np.clip(stone * shade[..., None], 0, 1))
    # the cornice along its top, catching the moon
    corn = box(-5, top - 44, W + 5, top + 12, 2)
    ctx.lit(corn, (0, int(top - 44), W, int(top + 12)), rgb("#6e6672"), rim=0.4)
    blend(ctx.img, box(-5, top - 44, W + 5, top - 36, 2), rgb("#a8a4b8"), 0.5)
    blend(ctx.img, box(-5, top + 12, W + 5, top + 34, 4), rgb("#141018"), 0.6)
    # the dial: an iron bezel, a cream face lit from within, and its glow on the stone
    ctx.light = (cx, cy)
    glow(ctx.img, cx, cy, r * 1.7, "#ffdc9a", 0.28)
    bez = disc(cx, cy, r + 34, 2)
    blend(ctx.img, bez, rgb("#2a2430"), 1.0)
    rim_hi = np.clip(disc(cx, cy, r + 34, 2) - disc(cx - 6, cy + 8, r + 32, 2), 0, 1)
    blend(ctx.img, rim_hi, rgb("#b89a60"), 0.8)
    face = disc(cx, cy, r, 2)
    d = np.sqrt((XX - cx) ** 2 + (YY - cy) ** 2) / r
    face_c = rgb(DIAL)[None, None, :] * (1.02 - 0.16 * np.clip(d, 0, 1) ** 2)[..., None]
    blend(ctx.img, face, np.clip(face_c, 0, 1))
    aged = smooth_noise(ctx.side(), 60) - 0.5
    ctx.img *= (1 + 0.06 * aged * face)[..., None]
    # the dial's marks: rings, minute ticks, numerals (ink, drawn before the paint, fine brush)
    marks = np.clip(disc(cx, cy, r * 0.965, 1.5) - disc(cx, cy, r * 0.95, 1.5), 0, 1) + np.clip(
        disc(cx, cy, r * 0.875, 1.5) - disc(cx, cy, r * 0.86, 1.5), 0, 1
    )
    ticks_small, ticks_big = [], []
    for m in range(60):
        a = m * np.pi / 30
        sn, cs = np.sin(a), -np.cos(a)
        if m % 5:
            ticks_small.append(
                [
                    (cx + r * 0.885 * sn, cy + r * 0.885 * cs),
                    (cx + r * 0.94 * sn, cy + r * 0.94 * cs),
                ]
            )
        else:
            ticks_big.append(
                [
                    (cx + r * 0.87 * sn, cy + r * 0.87 * cs),
                    (cx + r * 0.955 * sn, cy + r * 0.955 * cs),
                ]
            )
    marks = np.maximum(marks, polylines(ticks_small, 4))
    marks = np.maximum(marks, polylines(ticks_big, 11))
    num_paths: list[list[Pt]] = []
    g = r * 0.13
    for k, text in enumerate(NUMERALS):
        num_paths += _numeral_paths(text, c, r * 0.75, k * np.pi / 6, g)
    numerals = polylines(num_paths, g * 0.13)
    marks = np.clip(np.maximum(marks, numerals), 0, 1)
    blend(ctx.img, marks, rgb("#2a2026"), 0.92)
    focus_on(ctx, face, 2, 1.0, weight=0.7)
    add_element(
        ctx,
        "the glowing face of an old tower clock, close up",
        "frame",
        (int(cx - r - 34), int(cy - r - 34), int(cx + r + 34), int(cy + r + 34)),
        ("clock", "time", "tower", "night", "midnight"),
    )
    # the hands: a few minutes past three, the hour hand level, the minute hand just past
    # twelve; the mouse stands on the one and pushes the other back
    th_m = np.radians(ctx.u(10, 14))
    th_h = np.pi / 2 + th_m / 12
    hour = _hand(c, th_h, r * 0.76, r * 0.065, r * 0.06, True)
    minute = _hand(c, th_m, r * 0.86, r * 0.045, r * 0.2, False)
    hands = np.maximum(hour, minute)
    blend(ctx.img, blur(hands, 6), ctx.img * 0.5, 0.5)  # their shadow on the dial
    ctx.lit(hour, bbox_of(hour), rgb(IRON), rim=0.5)
    ctx.lit(minute, bbox_of(minute), rgb(IRON), rim=0.5)
    boss = disc(cx, cy, r * 0.055, 2)
    ctx.lit(boss, bbox_of(boss), rgb("#b8904a"), rim=0.6)
    focus_on(ctx, hands, 3, 2.0)
    add_element(
        ctx,
        "the clock's two iron hands",
        "secondary",
        bbox_of(hands),
        ("clock hands", "time"),
    )
    # the mouse: its hind foot planted on the hour hand near its tip, its body leaning up and
    # in, its forepaws and cheek against the minute hand's trailing edge (the clockwise side)
    foot = (cx + r * ctx.u(0.6, 0.62), cy - r * 0.033 + (r * 0.6) * np.tan(th_h - np.pi / 2))
    lean = np.radians(ctx.u(25, 28))
    ux, uy = -np.cos(lean), -np.sin(lean)  # from the foot toward the paws
    # how far along that line the minute hand's trailing edge is
    ox, oy = np.sin(th_m), -np.cos(th_m)
    tx, ty = np.cos(th_m), np.sin(th_m)
    e = r * 0.028
    ex0, ey0 = cx + e * tx - foot[0], cy + e * ty - foot[1]
    det = ux * (-oy) - uy * (-ox)
    reach = (ex0 * (-oy) - ey0 * (-ox)) / det
    sc = reach / 300  # the mouse's own unit: 300 of them from its foot to its paws
    nx, ny = -uy, ux  # toward its back
    if ny > 0:
        nx, ny = -nx, -ny
    ang = float(np.arctan2(uy, ux))

    def mp(a: float, b: float) -> Pt:
        """A point of the mouse: `a` along it from the braced foot, `b` toward its back."""
        return (foot[0] + (ux * a + nx * b) * sc, foot[1] + (uy * a + ny * b) * sc)

    def oval(a: float, b: float, ra: float, rb: float) -> Arr:
        p = mp(a, b)
        return tilted_ellipse(p[0], p[1], ra * sc, rb * sc, ang)

    fur = rgb(ctx.rng.choice(["#7a6458", "#6e625c", "#806a5a"]))
    pink = rgb("#e0a8a0")
    parts: dict[str, Arr] = {}
    # the near hind leg stretched straight back to the rim, the haunch, the long body, the
    # shoulders; the head tucked down above the forelegs, its cheek to the hand
    parts["leg"] = ribbon([mp(6, 2), mp(60, 10), mp(112, 30)], [22 * sc, 34 * sc, 60 * sc], 2)
    parts["haunch"] = oval(128, 34, 62, 54)
    parts["body"] = oval(182, 30, 92, 58)
    parts["chest"] = oval(228, 18, 50, 44)
    parts["head"] = oval(254, 50, 46, 40)
    parts["snout"] = oval(282, 42, 28, 21)
    arm = ribbon([mp(222, 0), mp(262, -8), mp(292, -10)], [30 * sc, 24 * sc, 20 * sc], 2)
    far_leg = ribbon([mp(110, 16), mp(86, -28), mp(52, -40)], [44 * sc, 30 * sc, 22 * sc], 2)
    far_arm = ribbon([mp(230, 10), mp(266, 14), mp(294, 18)], [26 * sc, 21 * sc, 18 * sc], 2)
    feet = [oval(-4, -2, 26, 11), oval(44, -44, 22, 10)]
    paws = [disc(*mp(296, -10), 12 * sc, 2), disc(*mp(298, 18), 11 * sc, 2)]
    ear_far = disc(*mp(220, 112), 32 * sc, 2)
    ear = disc(*mp(234, 100), 40 * sc, 2)
    tail_pts = cubic(mp(80, 40), mp(-10, 80), mp(-90, -20), mp(-60, -140), 24)
    tail = ribbon(tail_pts, [16 * sc * (1 - 0.7 * k / 24) for k in range(25)], 1.5)
    mouse = np.maximum.reduce(list(parts.values()))
    dim = fur * 0.75
    ctx.lit(tail, bbox_of(tail), rgb("#c89a90"), rim=0.3)
    ctx.lit(far_leg, bbox_of(far_leg), dim, rim=0.3)
    ctx.lit(far_arm, bbox_of(far_arm), dim, rim=0.3)
    ctx.lit(ear_far, bbox_of(ear_far), dim, rim=0.4)
    for fm in (feet[1], paws[1]):
        ctx.lit(fm, bbox_of(fm), pink * 0.8, rim=0.3)
    ctx.lit(mouse, bbox_of(mouse), fur, rim=0.6, separate=True)
    ctx.lit(arm, bbox_of(arm), fur, rim=0.5)
    for fm in (feet[0], paws[0]):
        ctx.lit(fm, bbox_of(fm), pink, rim=0.3)
    ctx.lit(ear, bbox_of(ear), fur, rim=0.5)
    inner = disc(*mp(236, 98), 27 * sc, 2)
    blend(ctx.img, inner, rgb("#e0a0a0"), 0.7)
    belly = oval(176, -12, 84, 30) * parts["body"]
    blend(ctx.img, blur(belly, 8), mix(fur, rgb("#f0e0cc"), 0.5), 0.45)
    whole = np.maximum.reduce([mouse, arm, far_leg, far_arm, ear_far, ear, tail, *feet, *paws])
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(parts["head"], ear), 3, 2.5)
    add_element(
        ctx,
        "a mouse leaning into the minute hand with all its weight",
        "main",
        bbox_of(whole),
        ("animal", "mouse", "small", "effort", "pushing"),
    )
    # after the paint: its eye screwed shut, pink nose, whiskers, drops of effort flying off
    e0, e1, e2 = mp(256, 60), mp(266, 54), mp(276, 60)
    after_mask(ctx, polylines([[e0, e1, e2]], 4 * sc), "#1a1014", 0.9)
    after_mask(ctx, disc(*mp(306, 42), 8 * sc, 1.5), "#d87a86", 0.95)
    wh = [
        [mp(296, 48), mp(318, 92)],
        [mp(296, 40), mp(330, 66)],
        [mp(294, 34), mp(326, 10)],
    ]
    after_mask(ctx, polylines(wh, 2.2), "#3a3034", 0.8)
    drops = []
    for k, (a, b) in enumerate(((230, 170), (190, 150), (262, 186))):
        p = mp(a, b)
        drops.append(ellipse(p[0], p[1], 7 - k, 10 - k, 1.5))
    after_mask(ctx, np.maximum.reduce(drops), "#eaf4ff", 0.9)
    # effort marks at its braced heel
    hl = [
        [mp(-30, -10), mp(-55, -20)],
        [mp(-25, 15), mp(-52, 22)],
    ]
    after_mask(ctx, polylines(hl, 3.5), "#5a4a40", 0.7)
    sky_said = "a starry night sky" if ctx.pal.dark else "a lavender evening sky"
    return Painted(
        "Close up on the glowing face of an old tower clock at a few minutes past three, a "
        "mouse stands on the level hour hand and leans into the minute hand with all its "
        "weight, pushing it back toward twelve, its eyes screwed shut with the effort, while a "
        f"crescent moon hangs in {sky_said} over the tower.",
        [
            "time",
            "effort",
            "small but mighty",
            "looking back",
            "holding on",
            "stubbornness",
            "nostalgia",
            "waiting",
        ],
        setting="by the light of the clock face",
    )


PREMISE = Premise(
    name="turning-back-the-clock",
    figure="mouse",
    palettes=("night", "lavender"),
    stage=stage,
    max_cards=1,
)
