"""Premise "ants-carry-the-watermelon": close to the ground after a picnic, a big red slice of
watermelon (green rind, black seeds) is carried off across the grass by a line of black ants
holding it up over their heads like porters, one more ant riding on top points the way; a few
ants march ahead along a sandy trail to a little anthill, and the checked corner of the picnic
cloth lies at the card's edge.

The slice and the porters are drawn from shapes (the ants side on, half upright, their front
legs raised to the slice); their legs and feelers are thinner than a stroke and come after the
paint. The ants on the trail are seen from above (the "ant" icon).
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.light import after_mask, later_icon
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, union_box

Pt = tuple[float, float]
INK = "#1c1616"
SAID = {
    "slice": "a big slice of watermelon carried off by ants",
    "porters": "a line of black ants holding the slice up over their heads",
    "rider": "an ant riding on top of the slice, pointing the way",
    "trail": "ants marching ahead along a sandy trail to the anthill",
}
# a porter side on, in its own unit (its height to the slice), facing +u, v up negative:
# the gaster, the waist, the thorax and the head as (u, v, ru, rv, turn)
PORTER = [
    (-0.42, -0.34, 0.25, 0.17, -0.5),
    (-0.17, -0.49, 0.06, 0.05, 0.0),
    (-0.01, -0.6, 0.15, 0.075, -0.75),
    (0.15, -0.76, 0.12, 0.1, -0.25),
]


def _oval(x: float, y: float, rx: float, ry: float, a: float) -> list[Pt]:
    t = np.linspace(0, 2 * np.pi, 40, endpoint=False)
    u, v = rx * np.cos(t), ry * np.sin(t)
    return list(zip(x + u * np.cos(a) - v * np.sin(a), y + u * np.sin(a) + v * np.cos(a)))  # noqa: B905


def _polys(polys: list[list[Pt]]) -> Arr:
    """One mask of several polygons, drawn at twice the size for smooth edges."""
    im = Image.new("L", (W * 2, H * 2), 0)
    d = ImageDraw.Draw(im)
    for pts in polys:
        d.polygon([(2 * float(x), 2 * float(y)) for x, y in pts], fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def _blade(x: float, y: float, h: float, lean: float, w: float) -> list[Pt]:
    """A tapering blade of grass rising from (x, y), `h` tall, its tip `lean` px aside."""
    up = [(x + lean * f * f, y - h * f, w * (1 - f) ** 0.8 / 2) for f in np.linspace(0, 1, 12)]
    return [(px - hw, py) for px, py, hw in up] + [(px + hw, py) for px, py, hw in up[::-1]]


def _ant(x: float, gy: float, a: float, f: int, p: float, ride: bool = False) -> tuple:
    """A porter ant standing at x on the ground y=gy, `a` px to the slice above it, facing f,
    in step `p` (or, riding, its near foreleg pointing ahead): its body mask, near legs, far
    legs and feelers (paths)."""

    def at(u: float, v: float) -> Pt:
        return (x + f * u * a, gy + v * a)

    body = _polys([_oval(*at(u, v), ru * a, rv * a, f * t) for u, v, ru, rv, t in PORTER])
    arm = [(-0.02, -0.86), (0.06, -1.01)] if not ride else [(0.3, -0.8), (0.5, -0.86)]
    near = [
        [at(-0.06, -0.56), at(-0.24, -0.4), at(-0.3 + 0.07 * p, 0.0)],
        [at(-0.01, -0.58), at(0.09, -0.4), at(0.15 - 0.07 * p, 0.0)],
        [at(0.05, -0.66), *(at(u, v) for u, v in arm)],
    ]
    far = [
        [at(-0.06, -0.56), at(-0.15, -0.42), at(-0.19 - 0.07 * p, 0.0)],
        [at(-0.01, -0.58), at(0.15, -0.42), at(0.26 + 0.07 * p, 0.0)],
        [at(0.06, -0.66), at(0.13, -0.85), at(0.2, -1.01)],
    ]
    feel = [
        [at(0.2, -0.84), at(0.25, -0.95), at(0.42, -0.92)],
        [at(0.25, -0.7), at(0.31, -0.68), at(0.29, -0.64)],
    ]
    return body, near, far, feel


def _cloth(ctx: Ctx, s: int) -> None:
    """The checked corner of the picnic cloth lying in the bottom corner of side -s."""
    tip = (W / 2 - s * W * ctx.u(0.2, 0.24), H * ctx.u(0.84, 0.86))
    e1 = np.array([-s * 1.0, -ctx.u(0.1, 0.16)])
    e2 = np.array([-s * ctx.u(0.25, 0.4), 1.0])
    e1, e2 = e1 / np.hypot(*e1), e2 / np.hypot(*e2)
    far = (-s * 3000 + W / 2, H + 3000)
    ends = [(tip[0] + e[0] * 2000, tip[1] + e[1] * 2000) for e in (e1, e2)]
    m = polygon_fine([tip, ends[0], far, ends[1]])
    det = e1[0] * e2[1] - e1[1] * e2[0]
    dx, dy = XX - tip[0], YY - tip[1]
    a, b = (dx * e2[1] - dy * e2[0]) / det, (e1[0] * dy - e1[1] * dx) / det
    cell = ctx.u(62, 72)
    checks = ((np.floor(a / cell) % 2) + (np.floor(b / cell) % 2)).astype(np.float32) / 2
    red, white = rgb("#c8302c"), rgb("#f4ede0")
    fold = 1 - 0.12 * (0.5 + 0.5 * np.sin((a + 0.6 * b) / 90))
    col = (white + (red - white) * checks[..., None]) * fold[..., None]
    blend(ctx.img, blur(m, 10) * (1 - m), ctx.img * 0.6, 0.5)
    blend(ctx.img, m, np.clip(col, 0, 1))
    hem = np.clip(m - np.minimum(np.clip(a - 10, 0, 1), np.clip(b - 10, 0, 1)), 0, 1)
    blend(ctx.img, hem * m, rgb("#8a1c1a"), 0.5)
    focus_on(ctx, m, 4, weight=0.45)
    add_element(ctx, "the checked corner of a picnic cloth", "frame", mask_bbox(m), ("picnic",))


def _slice(ctx: Ctx, cx: float, yb: float, r: float, s: int) -> Arr:
    """The slice standing on its cut edge at y=yb, rind up; returns its mask."""
    ang = np.linspace(np.pi, 2 * np.pi, 90)

    def half(rr: float, dx: float = 0.0, dy: float = 0.0) -> Arr:
        pts = [(cx + dx + rr * np.cos(t), yb + dy + rr * np.sin(t)) for t in ang]
        return polygon_fine([(float(x), float(y)) for x, y in pts])

    # its thickness: the rind's back edge showing behind, and the slab's shaded underside
    back = half(r, -s * r * 0.05, -r * 0.05)
    ctx.lit(back, mask_bbox(back), rgb("#1f4a24"), rim=0.3)
    outer = half(r)
    under = [
        (cx - r + 6, yb - 2),
        (cx + r - 6, yb - 2),
        (cx + r - 22, yb + 15),
        (cx - r + 22, yb + 15),
    ]
    blend(ctx.img, polygon_fine(under), rgb("#7a1e1e"), 1.0)
    ctx.lit(outer, mask_bbox(outer), rgb("#2f6e2c"), rim=0.6)
    stripes = np.sin((np.arctan2(YY - yb, XX - cx) * 26) + 2 * smooth_noise(ctx.rng, 30)) > 0.3
    blend(ctx.img, outer * stripes * (1 - half(r * 0.93)), rgb("#163a18"), 0.55)
    blend(ctx.img, half(r * 0.93), rgb("#a8d08a"), 1.0)
    blend(ctx.img, half(r * 0.9), rgb("#f0f0d0"), 1.0)
    flesh = half(r * 0.86)
    lx = ctx.light[0]
    near = np.hypot(XX - (cx + (lx - cx) * 0.15), YY - yb + r * 0.5) / (r * 1.1)
    red = rgb("#e0383a")[None, None, :] * (0.82 + 0.3 * np.clip(1 - near, 0, 1)[..., None])
    red = red * (1 + 0.12 * (aniso_noise(ctx.side(), 8, 3) - 0.5)[..., None])
    blend(ctx.img, flesh, np.clip(red, 0, 1), 1.0)
    blend(ctx.img, flesh * np.clip((YY - yb + 40) / 40, 0, 1), rgb("#a82028"), 0.5)
    # black seeds in two loose rings, each along its radius
    seeds = []
    for rho, n in ((0.42, 5), (0.66, 8)):
        for k in range(n):
            t = np.pi + np.pi * (k + 0.5) / n + ctx.u(-0.06, 0.06)
            seeds.append(
                (cx + r * rho * np.cos(t), yb + r * rho * np.sin(t), r * 0.055, r * 0.03, t)
            )
    sm = _polys([_oval(*sd) for sd in seeds])
    blend(ctx.img, sm, rgb("#161010"), 1.0)
    after_mask(ctx, sm, "#161010", 0.7)
    shine = _polys([_oval(x - 4, y - 4, rx * 0.35, ry * 0.35, t) for x, y, rx, ry, t in seeds])
    after_mask(ctx, shine, "#fff4e8", 0.45)
    focus_on(ctx, outer, 5)
    return np.maximum(outer, back)


def _meadow(ctx: Ctx, hz: float, cx: float, r: float, g: np.ndarray, path: Arr) -> None:
    """Soft tall grass along the horizon (low behind the slice), daisies in the near grass."""
    gen = ctx.side()
    haze = mix(ctx.sky_at(hz / H - 0.05), g, 0.55)
    fringe = []
    for _ in range(70):
        x = float(gen.uniform(-20, W + 20))
        tall = float(gen.uniform(15, 50) if abs(x - cx) < r * 1.05 else gen.uniform(60, 300))
        fringe.append(_blade(x, hz + 14, tall, float(gen.normal(0, 30)), gen.uniform(10, 22)))
    blend(ctx.img, blur(_polys(fringe), 2), haze, 0.75)
    petals, hearts = [], []
    for _ in range(16):
        x, y = float(gen.uniform(30, W - 30)), float(gen.uniform(hz + 140, H * 0.8))
        if path[int(y), int(x)] > 0.05 or len(hearts) > 6:
            continue
        q = 8 + 26 * (y - hz) / (H - hz)
        for t in np.linspace(0, 2 * np.pi, 9, endpoint=False):
            petals.append(_oval(x + q * np.cos(t), y + 0.55 * q * np.sin(t), q * 0.8, q * 0.3, t))
        hearts.append(_oval(x, y, q * 0.4, q * 0.3, 0))
    blend(ctx.img, _polys(petals), mix(ctx.c("light"), rgb("#ffffff"), 0.6), 0.9)
    blend(ctx.img, _polys(hearts), rgb("#f0b820"), 1.0)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the ants carry it toward side s
    # a fresh day sky, the light high on the side they come from
    ctx.texture_sky(0.04)
    lx, ly = W / 2 - s * W * 0.38, H * 0.06
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 520, ctx.pal.light, 0.5)
    ctx.clouds(2, 0.03, 0.12, 0.35)
    # the meadow: hazy far off, green and tufted near, seen from an ant's height
    hz = H * ctx.u(0.53, 0.55)
    g = mix(rgb(ctx.pal.ground), rgb("#5f9a44"), 0.4)
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    tt = t[..., None] ** 0.5
    tex = (
        1
        + 0.14 * (fbm(ctx.rng, 90, 3) - 0.5)
        + (0.08 + 0.3 * t) * (aniso_noise(ctx.rng, 5, 30) - 0.5)
    )
    far = mix(ctx.sky_at(hz / H - 0.02), g, 0.45)
    ground = np.clip((far * (1 - tt) + g * tt) * tex[..., None], 0, 1) * (
        1 - 0.3 * t[..., None] ** 1.5
    )
    blend(ctx.img, np.clip((YY - hz) / 3 + 0.5, 0, 1).astype(np.float32), ground)
    ctx.fog(hz / H - 0.005, 0.012, 0.45)
    # the porters' ground line and the slice above them
    a = H * ctx.u(0.08, 0.085)  # an ant's height to the slice
    gy = hz + H * ctx.u(0.045, 0.055)
    r = W * ctx.u(0.38, 0.4)
    cx = W / 2 - s * W * ctx.u(0.03, 0.05)
    yb = gy - a
    # the sandy trail: along under the slice, then ahead and down to the anthill
    ax, ay = W / 2 + s * W * ctx.u(0.2, 0.24), H * ctx.u(0.88, 0.9)
    hole_y = ay - H * 0.07
    way = cubic(
        (cx + s * r * 0.8, gy + 8),
        (ax + s * 330, gy + 20),
        (ax + s * 200, hole_y - 200),
        (ax, hole_y),
        30,
    )
    path = np.maximum(
        ribbon([(cx - s * W, gy + 6), way[0]], [70, 80], 14),
        ribbon(way, [80 + 4.5 * k for k in range(31)], 14),
    )
    sand = mix(rgb("#e8d4a4"), ctx.c("light"), 0.2)
    sand_t = sand[None, None, :] * (1 + 0.1 * (smooth_noise(ctx.side(), 6) - 0.5))[..., None]
    blend(ctx.img, path * np.clip((YY - hz) / 8, 0, 1), np.clip(sand_t, 0, 1), 0.9)
    _meadow(ctx, hz, cx, r, g, path)
    # the slice's soft shadow on the trail under the porters
    blend(ctx.img, blur(ellipse(cx + s * 40, gy + 6, r * 0.95, 26, 4), 14), rgb("#6a5a3a"), 0.3)
    _cloth(ctx, s)
    # the anthill: a mound of grains with a dark door at its top
    mound = ellipse(ax, ay, W * 0.16, H * 0.075, 3) * np.clip((ay - YY) / 3, 0, 1)
    mound = np.clip(mound + ellipse(ax, ay, W * 0.18, 18, 8), 0, 1)
    ctx.cast_shadow(mound, mask_bbox(mound), ay, 0.3)
    ctx.lit(mound, mask_bbox(mound), rgb("#b88a58"), rim=0.6)
    grains = (smooth_noise(ctx.side(), 4) > 0.62).astype(np.float32) * mound
    blend(ctx.img, grains, rgb("#7a5634"), 0.45)
    blend(ctx.img, ellipse(ax, hole_y, 44, 18, 2), rgb("#24160c"), 1.0)
    focus_on(ctx, mound, 6, weight=0.8)
    add_element(ctx, "a little anthill", "secondary", mask_bbox(mound), ("anthill", "home"))
    # the porters evenly along under the slice, and one riding on top, pointing the way
    n = 5
    parts: list[tuple] = []
    for k in range(n):
        x = cx + (k - (n - 1) / 2) * (1.7 * r / n) + ctx.u(-12, 12)
        parts.append(_ant(x, gy, a, s, ctx.u(-1, 1)))
        foot = blur(ellipse(x - s * a * 0.1, gy + 2, a * 0.45, 7, 3), 4)
        blend(ctx.img, foot, rgb("#3a3020"), 0.4)
    rx = cx + s * r * ctx.u(0.22, 0.3)  # near the front, on a third
    rider = _ant(rx, yb - np.sqrt(r * r - (rx - cx) ** 2) + 6, a * 0.85, s, 0.0, ride=True)
    legs_far = polylines([p for pt in [*parts, rider] for p in pt[2]], a * 0.045)
    legs = polylines([p for pt in [*parts, rider] for p in pt[1]], a * 0.05)
    feel = polylines([p for pt in [*parts, rider] for p in pt[3]], a * 0.03)
    ants = np.clip(sum(pt[0] for pt in parts), 0, 1)
    blend(ctx.img, legs_far, rgb("#2a2222"), 1.0)
    ctx.lit(ants, mask_bbox(ants), rgb(INK), rim=0.7)
    blend(ctx.img, legs, rgb(INK), 1.0)
    focus_on(ctx, np.maximum(ants, np.maximum(legs, legs_far)), 4, weight=1.0)
    # the slice, over their raised front legs, and its rider
    sl = _slice(ctx, cx, yb, r, s)
    ctx.lit(rider[0], mask_bbox(rider[0]), rgb(INK), rim=0.7)
    focus_on(ctx, rider[0], 4)
    keep = 1 - np.clip(sl * 1.2, 0, 1) * (1 - rider[0])
    top = yb - r * 0.8 > YY
    after_mask(ctx, legs_far * np.maximum(keep, top), "#2a2222", 0.95)
    after_mask(ctx, legs * np.maximum(keep, top), INK, 1.0)
    after_mask(ctx, feel * np.maximum(keep, top), INK, 1.0)
    add_element(ctx, SAID["slice"], "main", mask_bbox(sl), ("watermelon", "fruit", "summer"))
    porters_bb = mask_bbox(np.maximum(ants, legs * (yb < YY)))
    add_element(ctx, SAID["porters"], "secondary", porters_bb, ("ant", "insect", "teamwork"))
    add_element(ctx, SAID["rider"], "secondary", mask_bbox(rider[0]), ("ant", "insect", "leader"))
    # the ants marching ahead along the trail to the anthill, seen from above, bigger nearer
    run = np.concatenate([[0], np.cumsum(np.hypot(*np.diff(np.asarray(way), axis=0).T))])
    m_n = int(ctx.rng.integers(3, 5))
    seeded = int(ctx.rng.integers(1, 3))
    boxes = []
    for k in range(m_n):
        i = int(np.clip(np.searchsorted(run, run[-1] * (0.12 + 0.8 * k / (m_n - 1))), 1, 29))
        (x0, y0), (x1, y1) = way[i], way[i + 1]
        head = np.degrees(np.arctan2(y1 - y0, x1 - x0))
        h = a * (0.66 + 0.24 * k / (m_n - 1))
        m, bb = icon_mask("ant", x0, y0, h, rot=-90 - head)
        blend(ctx.img, blur(m, 6), rgb("#5a4a30"), 0.3)
        ctx.lit(m, bb, rgb(INK), rim=0.5)
        later_icon(ctx, "ant", x0, y0, h, INK, rot=-90 - head)
        focus_on(ctx, m, 3)
        if k < seeded:  # a seed from the slice carried ahead in the jaws
            c, sn = np.cos(np.radians(head)), np.sin(np.radians(head))
            sd = _polys(
                [_oval(x0 + c * h * 0.62, y0 + sn * h * 0.62, h * 0.16, h * 0.1, np.radians(head))]
            )
            after_mask(ctx, sd, "#140e0e", 1.0)
            bb = union_box([bb, mask_bbox(sd)])
        boxes.append(bb)
    add_element(ctx, SAID["trail"], "secondary", union_box(boxes), ("ant", "insect", "line"), "ant")
    # tall blades of grass in front, at the card's two edges
    fg = []
    for e in (-1, 1):
        for _ in range(int(ctx.rng.integers(3, 6))):
            x = W / 2 + e * (W / 2 - ctx.u(0, 110))
            tall = H * (0.42 if e == -s else 0.2) * ctx.u(0.5, 1)
            fg.append(_blade(x, H + 20, tall, -e * ctx.u(10, 120), ctx.u(28, 44)))
    blades_m = _polys(fg)
    ctx.lit(blades_m, mask_bbox(blades_m), mix(g, rgb("#1e4a22"), 0.55), rim=0.5)
    focus_on(ctx, blades_m, 4, weight=0.6)
    seeds = "one of them with a black seed" if seeded == 1 else "two of them with black seeds"
    return Painted(
        "Close to the ground after a picnic, a line of black ants carries a huge red slice of "
        "watermelon over their heads across the grass like porters, one more ant riding on top "
        f"and pointing the way, while a few ants, {seeds}, march ahead along a sandy trail to a "
        "little anthill beside the checked corner of the picnic cloth.",
        ["teamwork", "small and big", "summer", "picnic", "effort", "ambition", "sharing"],
    )


PREMISE = Premise(
    name="ants-carry-the-watermelon",
    figure="watermelon",
    palettes=("spring", "mint", "desert"),
    stage=stage,
    max_cards=1,
    frame=False,
)
