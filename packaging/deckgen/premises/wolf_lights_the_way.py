"""Premise "wolf-lights-the-way": through a snowy forest at night a big grey wolf walks
carefully, head low, a lit lantern hanging from its jaws; behind it, in its footprints, five
small yellow goslings follow in a line. The lantern throws a warm circle of light on the snow;
dark trunks stand back against a paler sky; snow falls.

The wolf is drawn from parts (a deep chest, a lean belly, haunches, four walking legs, a low
neck and head, ears, a hanging tail); the goslings from discs; the lantern's frame, the
handle in the wolf's teeth, eyes and snowflakes come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import Frame
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, smooth_noise
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

Pt = tuple[float, float]
# per palette: sky top, sky at the forest's foot, snow in shadow, snow lit by the sky
SKIES = {
    "night": ("#1e3262", "#8a9ccc", "#7d8fb8", "#b4c2de"),
    "snow": ("#5a7398", "#c6d2e6", "#9fb0cc", "#d8e2f0"),
}
WARM = "#ffcf78"


def _background(ctx: Ctx, fy: float) -> None:
    """A sky paling toward the forest's foot, snow below, and dark trunks standing back."""
    top, low, shade, snow = (rgb(c) for c in SKIES[ctx.pal.name])
    t = np.clip(YY / fy, 0, 1)[..., None] ** 1.4
    ctx.img[:] = top * (1 - t) + low * t
    ctx.texture_sky(0.04)
    # the snow: brighter toward us, in soft drifts
    g = np.clip((YY - fy) / (H - fy), 0, 1)
    drift = smooth_noise(ctx.rng, 220) - 0.5
    snow_c = (
        shade[None, None, :]
        + (snow - shade)[None, None, :] * np.clip(0.35 + 0.6 * g + 0.5 * drift, 0, 1)[..., None]
    )
    ground = np.clip((YY - fy) / 6 + 0.5, 0, 1)
    ctx.img[:] = ctx.img * (1 - ground[..., None]) + snow_c * ground[..., None]
    side = ctx.side()
    # far trunks pale in the mist, near trunks dark; none in front of the wolf
    for layer, (n, w0, w1, tone) in enumerate(((14, 14, 30, 0.55), (9, 34, 70, 0.22))):
        for _ in range(n):
            x = float(side.uniform(-40, W + 40))
            w = float(side.uniform(w0, w1))
            foot = fy + float(side.uniform(-30, 10)) + layer * 40
            lean = float(side.uniform(-18, 18))
            trunk = polygon_fine(
                [
                    (x - w / 2 + lean, -10),
                    (x + w / 2 + lean, -10),
                    (x + w * 0.6, foot),
                    (x - w * 0.6, foot),
                ]
            )
            col = low * tone + rgb("#1a1f2e") * (1 - tone)
            blend(ctx.img, trunk, col, 1.0)
            edge = np.clip(1 - np.abs(XX - (x - w * 0.38 + lean * 0.5)) / (w * 0.14), 0, 1)
            blend(ctx.img, trunk * edge, snow, 0.35 * (1 - layer * 0.4))
            blend(ctx.img, blur(ellipse(x, foot, w * 1.3, 12, 3), 4), shade * 0.8, 0.5)
    ctx.fog(fy - 40, 160, 0.45, SKIES[ctx.pal.name][1])


def _wolf(ctx: Ctx, x0: float, gy: float, u: float, d: int) -> tuple[Arr, Pt, Pt, Pt]:
    """The wolf in profile facing `d`, its belly centre at x0, paws on y=gy, `u` px a unit.
    Returns its mask, the lantern's hanging point (under the muzzle), its eye and its nose."""

    frame = Frame(x0, gy, u, d)
    p, rib, ov = frame.p, frame.rib, frame.ov

    coat = rgb(str(ctx.rng.choice(["#5e636e", "#68635c", "#575e6a"])))
    dark = coat * 0.62
    pale = np.clip(coat * 1.45 + 0.08, 0, 1)
    lean = ctx.u(-0.08, 0.08)
    far_front = rib([(1.15, 2.0), (0.95, 1.05), (0.7, 0.5), (0.5, 0.34)], [0.5, 0.3, 0.24, 0.28])
    far_hind = rib(
        [(-1.05, 2.1), (-0.55, 1.4), (-0.95, 0.72), (-0.75, 0.1)], [0.75, 0.42, 0.26, 0.28]
    )
    far_ear = polygon_fine([p(2.2, 2.18), p(2.55, 2.26), p(2.25 + lean, 3.0)])
    for m in (far_front, far_hind, far_ear):
        ctx.lit(m, mask_bbox(m), dark, rim=0.3)
    # a bushy tail hanging from the croup, close behind the hind leg, widest low, a pale tip
    tail_path = cubic((-1.92, 2.78), (-2.45, 2.62), (-2.62, 1.9), (-2.55, 1.05), 12)
    tail_w = np.interp(np.linspace(0, 1, 13), [0, 0.55, 0.8, 1], [0.3, 0.58, 0.5, 0.14])
    tail = ribbon([p(*q) for q in tail_path], [u * w for w in tail_w], 2)
    parts = [
        ov(1.2, 2.4, 1.0, 0.9, 0.08),  # chest
        ov(0.0, 2.45, 1.5, 0.64),  # belly and back
        ov(-1.2, 2.4, 0.92, 0.68, -0.16),  # haunch, the croup sloping down to the tail
        rib([(1.5, 2.75), (2.1, 2.35), (2.5, 1.95)], [1.3, 1.05, 0.85]),  # neck, low
        ov(2.7, 1.85, 0.56, 0.47, 0.25),  # head
        rib([(2.9, 1.8), (3.25, 1.6), (3.5, 1.42)], [0.56, 0.42, 0.28]),  # muzzle
        rib([(1.5, 2.0), (1.72, 1.0), (1.85, 0.35), (2.0, 0.1)], [0.56, 0.32, 0.26, 0.3]),
        # the near hind leg: a thick thigh, the stifle forward, the hock bent back
        rib([(-1.2, 2.3), (-0.88, 1.55), (-1.8, 0.84), (-1.66, 0.1)], [0.86, 0.5, 0.3, 0.28]),
        ov(-1.55, 0.12, 0.24, 0.1),  # its paw
        tail,
        polygon_fine([p(2.4, 2.2), p(2.86, 2.28), p(2.5 + lean, 3.08)]),  # ear
    ]
    body = np.maximum.reduce(parts)
    bb = mask_bbox(body)
    ctx.cast_shadow(body, bb, gy, 0.35)
    ctx.contact(body, bb)
    ctx.lit(body, bb, coat, rim=0.8)
    # a paler throat, cheek and belly; a darker saddle; a paler tail tip
    throat = rib([(1.9, 2.05), (2.45, 1.7), (3.1, 1.52)], [0.55, 0.45, 0.28]) * body
    blend(ctx.img, blur(throat, 10), pale, 0.55)
    belly = ov(0.3, 1.95, 1.4, 0.2) * body
    blend(ctx.img, blur(belly, 12), pale, 0.35)
    saddle = ov(-0.2, 2.95, 1.6, 0.3) * body
    blend(ctx.img, blur(saddle, 14), dark * 0.8, 0.45)
    tip = ov(-2.56, 1.2, 0.24, 0.3) * tail
    blend(ctx.img, blur(tip, 5), pale, 0.42)
    inner = polygon_fine([p(2.5, 2.28), p(2.76, 2.31), p(2.53 + lean, 2.86)])
    blend(ctx.img, inner, dark * 0.7, 0.6)
    whole = np.maximum.reduce([body, far_front, far_hind, far_ear])
    return whole, p(3.12, 1.38), p(2.8, 1.95), p(3.52, 1.5)


def _lantern(ctx: Ctx, hx: float, hy: float, lh: float) -> Arr:
    """A small iron lantern hanging from (hx, hy), `lh` tall: its glass lit from within."""
    top = hy + lh * 0.22
    w = lh * 0.5
    cap = polygon_fine(
        [
            (hx - w * 0.18, top - lh * 0.12),
            (hx + w * 0.18, top - lh * 0.12),
            (hx + w * 0.62, top + lh * 0.1),
            (hx - w * 0.62, top + lh * 0.1),
        ]
    )
    glass = polygon_fine(
        [
            (hx - w * 0.5, top + lh * 0.1),
            (hx + w * 0.5, top + lh * 0.1),
            (hx + w * 0.44, top + lh * 0.66),
            (hx - w * 0.44, top + lh * 0.66),
        ]
    )
    base = ellipse(hx, top + lh * 0.7, w * 0.58, lh * 0.06, 2)
    iron = np.maximum(cap, base)
    blend(ctx.img, glass, rgb("#ffe9a8"), 1.0)
    blend(ctx.img, disc(hx, top + lh * 0.42, w * 0.26, 6), rgb("#fffbe8"), 1.0)
    ctx.lit(iron, mask_bbox(iron), rgb("#3a3028"), rim=0.4)
    frame = polylines(
        [
            [(hx - w * 0.5, top + lh * 0.1), (hx - w * 0.44, top + lh * 0.66)],
            [(hx + w * 0.5, top + lh * 0.1), (hx + w * 0.44, top + lh * 0.66)],
            [(hx, top + lh * 0.1), (hx, top + lh * 0.66)],
        ],
        lh * 0.03,
    )
    ring = polylines(
        [
            [
                (hx - w * 0.16, top - lh * 0.12),
                (hx - w * 0.2, hy + lh * 0.06),
                (hx, hy),
                (hx + w * 0.2, hy + lh * 0.06),
                (hx + w * 0.16, top - lh * 0.12),
            ]
        ],
        lh * 0.035,
    )
    after_mask(ctx, frame * (1 - disc(hx, top + lh * 0.42, w * 0.12, 3)), "#2e241c", 0.85)
    after_mask(ctx, ring, "#2e241c", 0.9)
    flame = ellipse(hx, top + lh * 0.42, w * 0.07, lh * 0.09, 2)
    after_mask(ctx, flame, "#fff6d0", 1.0)
    return np.clip(cap + glass + base + ring, 0, 1)


def _gosling(ctx: Ctx, x: float, gy: float, r: float, d: int, lift: float) -> tuple[Arr, Pt]:
    """A yellow gosling standing on y=gy facing `d`, its body `r` wide in radius; returns its
    mask and its eye."""
    body = tilted_ellipse(x, gy - r * 0.95, r, r * 0.78, d * -0.15)
    hx, hy = x + d * r * 0.62, gy - r * 1.75 - lift * r
    head = disc(hx, hy, r * 0.52, 2)
    neck = ribbon([(x + d * r * 0.4, gy - r * 1.2), (hx, hy)], [r * 0.6, r * 0.5], 2)
    tail = polygon_fine(
        [
            (x - d * r * 0.7, gy - r * 1.2),
            (x - d * r * 1.25, gy - r * 1.45),
            (x - d * r * 0.9, gy - r * 0.85),
        ]
    )
    bird = np.maximum.reduce([body, head, neck, tail])
    legs = polylines(
        [
            [(x - r * 0.2, gy - r * 0.3), (x - r * 0.22, gy)],
            [(x + r * 0.2, gy - r * 0.3), (x + r * 0.24, gy)],
        ],
        r * 0.12,
    )
    beak = polygon_fine(
        [
            (hx + d * r * 0.38, hy - r * 0.1),
            (hx + d * r * 0.85, hy + r * 0.06),
            (hx + d * r * 0.38, hy + r * 0.2),
        ]
    )
    blend(ctx.img, blur(ellipse(x, gy, r * 1.2, r * 0.22, 3), 5), ctx.img * 0.55, 0.6)
    blend(ctx.img, legs, rgb("#e07a20"), 1.0)
    ctx.lit(bird, mask_bbox(bird), rgb("#f4d03a"), rim=0.7)
    wing = tilted_ellipse(x - d * r * 0.1, gy - r * 1.0, r * 0.55, r * 0.32, d * 0.3) * body
    blend(ctx.img, blur(wing, 3), rgb("#d8a820"), 0.5)
    blend(ctx.img, beak, rgb("#f08a24"), 1.0)
    m = np.maximum.reduce([bird, beak, legs])
    focus_on(ctx, m, 3, 2.0, weight=0.9)
    return m, (hx + d * r * 0.12, hy - r * 0.08)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    d = -s  # the wolf faces the edge of its side; the goslings trail across the card behind it
    fy = H * ctx.u(0.49, 0.52)  # the forest's foot
    gy = H * ctx.u(0.76, 0.78)  # the wolf's paws
    u = W * ctx.u(0.104, 0.108)
    x0 = W / 2 + d * (W * 0.385 - 3.5 * u)  # the wolf's belly; its head near the card's third
    _background(ctx, fy)
    # the lantern's light: a warm circle on the snow, the trunks warmed a little
    hang = (x0 + d * 3.12 * u, gy - 1.38 * u)
    lh = u * 1.4
    lx, ly = hang[0], hang[1] + lh * 0.64
    ctx.light = (lx, ly)
    pool = ellipse(lx - d * u * 1.2, gy + u * 0.2, u * 5.2, u * 1.5, u * 1.4)
    blend(ctx.img, pool, rgb(WARM), 0.55)
    blend(ctx.img, ellipse(lx, gy, u * 2.2, u * 0.6, u * 0.6), rgb("#ffe6b0"), 0.5)
    glow(ctx.img, lx, ly, u * 8, WARM, 0.42)
    # the wolf's footprints coming across the snow from the near corner, the goslings in them
    far = (x0 - d * 2.5 * u, gy)
    near = (W / 2 - d * W * 0.42, H * 0.955)
    path = cubic(far, (far[0] - d * u * 1.2, gy + u * 0.3), (near[0], near[1] - u * 1.6), near, 60)

    def on_path(t: float) -> tuple[float, float, float]:
        """A point of the trail (x, y) and the size of things there (bigger nearer us)."""
        x, y = path[round(t * 60)]
        return x, y, 0.85 + 0.35 * (y - gy) / (near[1] - gy)

    prints = []
    for k in range(14):
        px, py, sc = on_path(k / 13)
        px += (k % 2 - 0.5) * u * 0.2 * sc
        prints.append(ellipse(px, py, u * 0.17 * sc, u * 0.075 * sc, 2))
    trail = np.maximum.reduce(prints)
    blend(ctx.img, trail, rgb("#6f7fa4"), 0.5)
    add_element(
        ctx,
        "a trail of footprints in the snow",
        "secondary",
        mask_bbox(trail),
        ("footprint", "snow", "trail"),
    )
    add_element(
        ctx,
        "the dark tree trunks of a snowy forest",
        "frame",
        (0, 0, W, int(fy + 40)),
        ("forest", "winter", "night"),
    )
    wolf, hp, eye, nose = _wolf(ctx, x0, gy, u, d)
    lamp = _lantern(ctx, hp[0], hp[1], lh)
    # the glow over everything (painted), and again after the paint
    glow(ctx.img, lx, ly, u * 2.4, "#fff0c0", 0.45)
    later_glow(ctx, lx, ly, u * 2.4, "#ffe9a8", 0.4)
    wb = mask_bbox(wolf)
    focus_on(ctx, wolf, 5, box=wb)
    focus_on(ctx, lamp, 3)
    add_element(
        ctx,
        "a big grey wolf walking with a lit lantern in its jaws",
        "main",
        union_box([wb, mask_bbox(lamp)]),
        ("wolf", "animal", "lantern", "light", "guide"),
    )
    # the goslings: five, in a line, rising into depth behind the wolf
    boxes = []
    eyes = []
    r0 = u * ctx.u(0.38, 0.41)
    for k in range(5):
        gx, g_y, sc = on_path(0.12 + k * 0.19)
        m, e = _gosling(ctx, gx, g_y, r0 * sc, d, ctx.u(-0.05, 0.15))
        boxes.append(mask_bbox(m))
        eyes.append((e, r0 * sc))
    add_element(
        ctx,
        "five small yellow goslings following in single file",
        "secondary",
        union_box(boxes),
        ("bird", "gosling", "small", "family", "trust"),
    )
    # after the paint: eyes, the wolf's nose, snowflakes
    dots = np.maximum.reduce([disc(ex, ey, rr * 0.11, 1.2) for (ex, ey), rr in eyes])
    after_mask(ctx, dots, "#1a1410", 0.95)
    after_mask(ctx, ellipse(eye[0], eye[1], u * 0.07, u * 0.045, 1.2), "#1a1410", 0.95)
    after_mask(ctx, disc(nose[0], nose[1], u * 0.08, 1.5), "#1a1410", 0.95)
    gen = ctx.side()
    flakes = np.zeros((H, W), np.float32)
    for fx, fyy, k in gen.uniform(0, 1, (160, 3)):
        flakes = np.maximum(flakes, disc(fx * W, fyy * H, 2.0 + 4.0 * k**2, 1.2))
    after_mask(ctx, flakes, "#ffffff", 0.85)
    return Painted(
        "Through a snowy forest at night a big grey wolf walks carefully with its head low and a "
        "lit lantern hanging from its jaws, and behind it, in its footprints, a line of five "
        "small yellow goslings follows.",
        ["trust", "guidance", "protection", "the way home", "unlikely friendship", "winter"],
        setting="by the warm light of the lantern on the snow",
    )


PREMISE = Premise(
    name="wolf-lights-the-way",
    figure="wolf",
    palettes=("night", "snow"),
    stage=stage,
    max_cards=1,
)
