"""Premise "giraffe-above-the-clouds": a giraffe's impossibly long neck rises up through a
thick floor of white cloud, and its head pokes out into the clear blue sky high above, the
only one up there; a small bird perches on one of its horns and both look calmly toward far
snowy peaks, while through a gap in the clouds below lies the green savanna, far down.

The head, the neck and the bird are drawn from shapes; the giraffe's patches are the cells of
a jittered Voronoi net laid over its lit volume. The cloud floor is painted billow by billow
from the horizon toward us, and the rows nearest us are painted after the neck, so that it
rises out of them.
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import giraffe_patches
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, mix, rgb, vgrad
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
CREAM = "#f2dcaa"
PATCH = "#a8582a"
MANE = "#5a2e18"
BIRDS = {"robin": ("#e4582a", "#7a6656"), "canary": ("#ffd23a", "#f2b81e")}


def _puff(img: Arr, cx: float, cy: float, r: float, top: np.ndarray, low: np.ndarray, lx: float):
    """One billow: a soft disc lit on top and toward the sun, shaded beneath."""
    x0, x1 = max(0, int(cx - r - 4)), min(W, int(cx + r + 5))
    y0, y1 = max(0, int(cy - r - 4)), min(H, int(cy + r + 5))
    if x1 <= x0 or y1 <= y0:
        return
    xx, yy = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    d = np.sqrt((xx - cx) ** 2 + ((yy - cy) * 1.3) ** 2)
    m = np.clip((r - d) / max(3.0, r * 0.22) + 0.5, 0, 1)
    t = np.clip((yy - (cy - r * 0.75)) / (1.4 * r) - 0.25 * np.sign(lx - cx) * (xx - cx) / r, 0, 1)
    col = top + (low - top) * (t**1.3)[..., None]
    blend(img[y0:y1, x0:x1], m, col, 1.0)


def _cloud_rows(ctx: Ctx, hz: float, y: float, y_end: float, gap: tuple, gen) -> float:
    """Rows of billows from y to y_end, bigger toward us, none whose centre falls in the gap
    (an ellipse cx, cy, rx, ry); returns where the next row would start."""
    sky = [rgb(c) for _, c in ctx.pal.sky]
    top = mix(sky[-1], rgb("#fffaf0"), 0.75)
    low = mix(mix(sky[0], sky[1], 0.4), ctx.c("ink"), 0.18)
    gx, gy, grx, gry = gap
    while y < y_end:
        r = 12 + 0.3 * (y - hz)
        aer = float(np.clip(1 - (y - hz) / 380, 0, 1)) * 0.55
        t_c, l_c = mix(top, sky[-1], aer * 0.5), mix(low, sky[-1], aer)
        x = -r * float(gen.uniform(0, 1))
        phase, freq = float(gen.uniform(0, 6)), float(gen.uniform(2, 5))
        while x < W + r:
            heap = 0.5 + 0.5 * np.sin(x / W * freq * np.pi + phase)
            rr = r * float(gen.uniform(0.6, 1.25)) * (0.7 + 0.7 * heap)
            cy = y - heap * r * 0.45 + float(gen.uniform(-0.15, 0.15)) * r
            if ((x - gx) / (grx + rr * 0.7)) ** 2 + ((cy - gy) / (gry + rr * 0.7)) ** 2 > 1:
                _puff(ctx.img, x, cy, rr, t_c, l_c, ctx.light[0])
            x += r * float(gen.uniform(0.6, 1.5))
        y += max(6.0, r * 0.45)
    return y


def _savanna(ctx: Ctx, gap: tuple) -> Arr:
    """The green savanna far below, seen through the gap: grass, a winding river, the dots of
    flat-topped trees and their shadows, softened by the blue of distance."""
    gx, gy, grx, gry = gap
    m = np.clip((YY - gy + gry * 3) / 8, 0, 1).astype(np.float32)
    gen = ctx.side()
    field = vgrad([(0, "#86a85a"), (1, "#a4b460")], gy - gry * 1.6, H)
    n = blur(gen.random((H, W)).astype(np.float32), 18) - 0.5
    field = field * (1 + 1.4 * n)[..., None]
    blend(field, ellipse(gx - grx * 0.3, gy + 30, grx * 0.5, gry * 0.5, 40), rgb("#c8b86a"), 0.4)
    xs = np.linspace(gx - grx * 1.3, gx + grx * 1.3, 12)
    river = [(float(x), gy + gry * 0.5 * np.sin(k * 0.9 + 1.0)) for k, x in enumerate(xs)]
    blend(field, polylines([river], 7), rgb("#8ab8d8"), 0.9)
    trees = np.zeros((H, W), np.float32)
    shade = np.zeros((H, W), np.float32)
    for _ in range(26):
        tx = gx + float(gen.uniform(-1.2, 1.2)) * grx
        ty = gy + float(gen.uniform(-1.3, 1.3)) * gry
        r = float(gen.uniform(5, 9))
        np.maximum(shade, ellipse(tx + 9, ty + 6, r * 1.3, r * 0.6, 2), out=shade)
        np.maximum(trees, ellipse(tx, ty, r * 1.3, r * 0.8, 2), out=trees)
    blend(field, shade, rgb("#4e6a34"), 0.6)
    blend(field, trees, rgb("#3a5a2a"), 0.95)
    rim = np.clip(((XX - gx) / grx) ** 2 + ((YY - gy) / gry) ** 2, 0, 1.6)
    field *= (1 - 0.3 * rim)[..., None]  # the clouds' shadow toward the hole's edges
    blend(field, np.ones((H, W), np.float32), rgb("#a8c8e0"), 0.28)  # the air between
    blend(ctx.img, m, field)
    return m


def _peaks(ctx: Ctx, hz: float, d: int) -> Arr:
    """Far snowy peaks rising from the cloud horizon on the side the giraffe looks to."""
    far = mix(rgb("#5a78ae"), rgb(ctx.pal.sky[-1][1]), 0.2)
    snow = rgb("#f6fafe")
    allm = np.zeros((H, W), np.float32)
    for k in range(3):
        px = W / 2 + d * W * (0.1 + 0.17 * k + ctx.u(-0.03, 0.03))
        ph = H * ctx.u(0.08, 0.12) * (1.0 - 0.2 * abs(k - 1))
        hw = ph * ctx.u(1.3, 1.7)
        lo, hi = [(px, hz - ph)], [(px, hz - ph)]
        for j in range(1, 5):  # jagged shoulders down each side
            t = j / 4
            lo.append((px - hw * t + ctx.u(-12, 12), hz - ph * (1 - t) ** 1.2 + ctx.u(-18, 18)))
            hi.append((px + hw * t + ctx.u(-12, 12), hz - ph * (1 - t) ** 1.3 + ctx.u(-18, 18)))
        body = polygon_fine(lo[::-1] + hi[1:] + [(px + hw, hz + 40), (px - hw, hz + 40)])
        snowline = hz - ph * 0.5 + 14 * np.sin(XX / 23.0 + k) + 10 * np.sin(XX / 9.0)
        cap = body * np.clip((snowline - YY) / 3 + 0.5, 0, 1)
        fx = px + (ctx.u(-0.25, 0.25) * hw) * (YY - (hz - ph)) / ph  # the ridge line down
        lit = body * (np.sign(ctx.light[0] - px) * (XX - fx) > 0)
        blend(ctx.img, body, far)
        blend(ctx.img, cap, snow, 0.95)
        blend(ctx.img, lit * (1 - cap), mix(far, snow, 0.3), 0.55)
        blend(ctx.img, cap * (1 - lit), rgb("#b4c4e2"), 0.65)
        allm = np.maximum(allm, body)
    focus_on(ctx, allm, 4, 1.0, weight=0.5)
    return allm


def stage(ctx: Ctx) -> Painted:
    hx, s = third(ctx)  # the head on a vertical third; it looks toward the middle (d)
    d = -s
    hz = H * ctx.u(0.55, 0.57)
    # a clear, deep blue high sky, paler toward the cloud horizon
    ctx.img[:] = vgrad(ctx.pal.sky, 0.0, hz / H + 0.02)
    ctx.texture_sky(0.04)
    blend(ctx.img, np.clip(1.15 - YY / (H * 0.5), 0, 1), rgb("#1a4898"), 0.7)
    sx, sy = W / 2 + d * W * ctx.u(0.4, 0.44), H * ctx.u(0.04, 0.06)
    ctx.celestial(sx, sy, 84, "sun")
    glow(ctx.img, sx, sy, 420, "#fff0b8", 0.4)
    glow(ctx.img, sx, hz, W * 0.6, "#fff6e0", 0.25)
    peaks = _peaks(ctx, hz, d)
    add_element(ctx, "far snowy peaks", "frame", mask_bbox(peaks), ("mountain", "snow", "peak"))
    # the gap in the cloud floor, low on the card, away from the neck, and the savanna in it
    gap = (W / 2 + d * W * ctx.u(0.1, 0.16), H * ctx.u(0.85, 0.87), W * 0.24, H * 0.05)
    sav = _savanna(ctx, gap)
    gen = ctx.side()
    split = H * 0.67
    y = _cloud_rows(ctx, hz, hz + 4, split, gap, gen)
    # the giraffe's head, in its own frame: a forward (toward d), b up, k its length
    k = H * ctx.u(0.185, 0.2)
    tilt = np.radians(ctx.u(14, 22))
    skx, sky_ = hx - d * k * 0.2, H * ctx.u(0.2, 0.22)

    def P(a: float, b: float) -> Pt:
        ca, sa = np.cos(tilt), np.sin(tilt)
        u, v = a * ca + b * sa, b * ca - a * sa
        return (skx + d * u * k, sky_ - v * k)

    ang = -tilt if d > 0 else np.pi + tilt
    head = np.maximum.reduce(
        [
            tilted_ellipse(*P(0, 0), 0.3 * k, 0.24 * k, ang),
            ribbon(
                [P(-0.05, 0), P(0.25, -0.04), P(0.5, -0.1), P(0.7, -0.14)],
                [0.44 * k, 0.4 * k, 0.3 * k, 0.24 * k],
                2,
            ),
            disc(*P(0.72, -0.15), 0.13 * k, 2),
        ]
    )
    horns, knobs = [], []
    for off, lean in ((-0.02, -0.1), (0.12, -0.02)):
        base, tip = P(off, 0.15), P(off + lean, 0.46)
        horns.append(ribbon([base, tip], [0.1 * k, 0.075 * k], 2))
        knobs.append(disc(*tip, 0.06 * k, 2))
    ears = [ribbon([P(-0.1, 0.1), P(-0.3, 0.18), P(-0.46, 0.2)], [0.1 * k, 0.13 * k, 0.02 * k], 2)]
    # the neck: from under the skull, down and back a little, into the clouds
    top = P(-0.2, -0.08)
    bx = hx + d * W * ctx.u(0.02, 0.06)
    c1, c2 = (top[0] - d * 110, top[1] + 330), (bx - d * 90, H * 0.52)
    spine = cubic(top, c1, c2, (bx, H * 0.8), 30)
    widths = [k * (0.46 + 0.22 * (i / 30) ** 0.8) for i in range(31)]
    neck = ribbon(spine, widths, 2) * np.clip((H * 0.72 - YY) / 20, 0, 1)
    back = [(x - d * w * 0.5, y_) for (x, y_), w in zip(spine[:26], widths[:26], strict=True)]
    mane = polylines([[P(-0.32, 0.1), *back]], k * 0.07)
    ctx.light = (sx, sy)
    body = np.maximum.reduce([neck, head])
    bb = mask_bbox(np.maximum.reduce([body, *horns, *knobs, *ears, mane]))
    ctx.lit(mane, mask_bbox(mane), rgb(MANE), rim=0.3)
    cream = rgb(CREAM)
    for hm in horns + ears:
        ctx.lit(hm, mask_bbox(hm), cream * 0.92, rim=0.4)
    ctx.lit(body, bb, cream, rim=0.7, separate=True)
    for hm in ears:
        ctx.lit(hm, mask_bbox(hm), cream * 0.95, rim=0.5)
    muzzle = disc(*P(0.62, -0.12), 0.2 * k, 20) * head
    ratio = rgb(PATCH) / cream
    giraffe_patches(ctx, neck * (1 - head), k * 0.26, k * 0.035, ratio)
    giraffe_patches(ctx, head * (1 - blur(muzzle, 10) * 1.4).clip(0, 1), k * 0.13, k * 0.025, ratio)
    blend(ctx.img, muzzle, rgb("#e8c89a"), 0.35)
    for km in knobs:
        ctx.lit(km, mask_bbox(km), rgb("#3a2418"), rim=0.4)
    # the cloud's cool shade climbing the neck where it sinks into the floor
    mist = np.clip((YY - H * 0.6) / (H * 0.1), 0, 1) * neck
    blend(ctx.img, mist, mix(rgb(ctx.pal.sky[1][1]), rgb("#ffffff"), 0.2), 0.4)
    giraffe = np.clip(body + mane + sum(horns) + sum(knobs) + sum(ears), 0, 1)
    focus_on(ctx, giraffe, 3, weight=1.0)
    focus_on(ctx, np.clip(head + sum(horns) + sum(ears), 0, 1), 2, 2.5)
    # the bird on the front horn, facing the same way, and a little red in the blue
    bird = list(BIRDS)[int(ctx.rng.integers(len(BIRDS)))]
    breast, back_c = (rgb(c) for c in BIRDS[bird])
    kx, ky = P(0.1, 0.46)
    bs = k * ctx.u(0.4, 0.44)
    bc = (kx - d * bs * 0.05, ky - bs * 0.3)
    bmask = tilted_ellipse(*bc, bs * 0.34, bs * 0.22, -0.35 * d)
    bhead = disc(bc[0] + d * bs * 0.26, bc[1] - bs * 0.2, bs * 0.16, 2)
    tail = polygon_fine(
        [
            (bc[0] - d * bs * 0.2, bc[1] - bs * 0.02),
            (bc[0] - d * bs * 0.62, bc[1] + bs * 0.2),
            (bc[0] - d * bs * 0.56, bc[1] + bs * 0.3),
            (bc[0] - d * bs * 0.14, bc[1] + bs * 0.12),
        ]
    )
    beak = polygon_fine(
        [
            (bc[0] + d * bs * 0.38, bc[1] - bs * 0.25),
            (bc[0] + d * bs * 0.56, bc[1] - bs * 0.18),
            (bc[0] + d * bs * 0.38, bc[1] - bs * 0.14),
        ]
    )
    wing = tilted_ellipse(bc[0] - d * bs * 0.08, bc[1] - bs * 0.02, bs * 0.24, bs * 0.12, -0.5 * d)
    chest = ellipse(bc[0] + d * bs * 0.16, bc[1] + bs * 0.02, bs * 0.2, bs * 0.17, 3) * bmask
    bird_m = np.clip(bmask + bhead + tail, 0, 1)
    ctx.lit(bird_m, mask_bbox(bird_m), back_c, rim=0.5)
    ctx.lit(chest, mask_bbox(chest), breast, rim=0.3)
    blend(ctx.img, wing, back_c * 0.7, 0.8)
    blend(ctx.img, beak, rgb("#3a2a1a"))
    bird_all = np.clip(bird_m + beak, 0, 1)
    focus_on(ctx, bird_all, 2, 3.0)
    add_element(
        ctx,
        f"a small {bird} perched on the giraffe's horn",
        "secondary",
        mask_bbox(bird_all),
        ("bird", "animal", "small", "friend"),
    )
    # the nearer rows of cloud, billows heaped over the neck's foot, a thin wisp across it
    _cloud_rows(ctx, hz, y, H + 160, gap, gen)
    sky3 = [rgb(c) for _, c in ctx.pal.sky]
    top_c = mix(sky3[-1], rgb("#fffaf0"), 0.75)
    low_c = mix(mix(sky3[0], sky3[1], 0.4), ctx.c("ink"), 0.18)
    nb = [p for p in spine if p[1] < H * 0.625][-1]  # where the neck meets the cloud
    for j in range(5):
        px = nb[0] + (j - 2) * k * 0.24 + ctx.u(-12, 12)
        pr = k * ctx.u(0.15, 0.24) * (1.2 - 0.15 * abs(j - 2))
        py = nb[1] + pr * 0.25 + abs(j - 2) * ctx.u(8, 22)
        _puff(ctx.img, px, py, pr, top_c, low_c, ctx.light[0])
    wy = H * ctx.u(0.6, 0.62)
    wisp = blur(ellipse(bx - d * 80, wy, W * 0.28, H * 0.016, 4), 14)
    blend(ctx.img, wisp * np.clip(1 - np.abs(XX - bx) / (W * 0.5), 0, 1), rgb("#f6fbff"), 0.5)
    for j in (-1, 1):  # thin veils drifting over the hole
        veil = blur(
            ellipse(
                gap[0] + j * gap[2] * 0.5, gap[1] + j * gap[3] * 0.3, gap[2] * 0.5, gap[3] * 0.12, 4
            ),
            16,
        )
        blend(ctx.img, veil, rgb("#eef6fc"), 0.4)
    focus_on(ctx, blur(sav, 8) * (hz < YY), 10, 1.0, weight=0.5)
    focus_on(ctx, (hz < YY).astype(np.float32), 2, 1.0, weight=0.35)
    add_element(
        ctx,
        "the green savanna far below, glimpsed through a gap in the clouds",
        "frame",
        mask_bbox(sav),
        ("savanna", "plain", "earth", "far"),
    )
    add_element(
        ctx, "a thick floor of white cloud", "frame", (0, int(hz), W, H), ("cloud", "sky", "height")
    )
    gb = mask_bbox(giraffe * (YY < H * 0.7))
    add_element(
        ctx,
        "a giraffe",
        "main",
        gb,
        ("giraffe", "animal", "tall"),
    )
    # after the paint: the dark eye with its lashes and light, nostril, mouth, the bird's eye
    ex, ey = P(0.1, 0.04)
    er = 0.048 * k
    after_mask(ctx, ellipse(ex, ey, er * 1.1, er * 0.9, 1.5), "#22140e", 0.95)
    after_mask(ctx, disc(ex + d * er * 0.35, ey - er * 0.35, er * 0.28, 1.2), "#ffffff", 0.9)
    lash = [[P(0.1 + 0.045 * j, 0.085), P(0.11 + 0.06 * j, 0.13)] for j in (-1, 0, 1)]
    after_mask(ctx, polylines([*lash, [P(0.04, 0.07), P(0.16, 0.075)]], 3.5), "#2a1a12", 0.85)
    after_mask(ctx, tilted_ellipse(*P(0.74, -0.08), k * 0.03, k * 0.012, ang), "#3a2418", 0.8)
    after_mask(ctx, polylines([[P(0.84, -0.2), P(0.7, -0.22), P(0.6, -0.2)]], 3), "#5a3a28", 0.6)
    bex, bey = bc[0] + d * bs * 0.3, bc[1] - bs * 0.23
    after_mask(ctx, disc(bex, bey, bs * 0.035, 1.0), "#111111", 0.95)
    legs = [
        [(bc[0] + j * bs * 0.06, bc[1] + bs * 0.16), (kx + j * bs * 0.06, ky - k * 0.04)]
        for j in (-1, 1)
    ]
    after_mask(ctx, polylines(legs, 3), "#3a2a1a", 0.9)
    later_glow(ctx, sx, sy, 160, "#fffbe8", 0.35)
    return Painted(
        f"A giraffe's impossibly long neck rises through a thick floor of white cloud, and its "
        f"head pokes out into the clear blue sky high above, where a small {bird} perches on "
        "one of its horns; both gaze at far snowy peaks, while the green savanna lies far "
        "below, glimpsed through a gap in the clouds.",
        ["curiosity", "solitude", "perspective", "dreams", "ambition", "head in the clouds"],
        setting="on a bright, clear day high above the clouds",
    )


PREMISE = Premise(
    name="giraffe-above-the-clouds",
    figure="giraffe",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
    frame=False,
)
