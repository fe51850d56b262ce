"""Premise "blackbird-sings-the-spring": in a grey, bare late-winter garden (old snow, a grey
stone wall, a bare old tree) a blackbird sits on a fence post with its yellow beak wide open,
singing; its song flows out of its beak as a ribbon of blossom and petals through the air, and
wherever the ribbon passes the bare twigs of the tree burst into pink-white blossom and green
leaves, while the rest of the garden stays grey. The song is the one coloured thing.

The blackbird is drawn from parts (body, raised head, long tail, wing, an open beak of two
mandibles, the yellow eye ring); the tree is a branching of segments, and the blossom grows
only on the stretches of twig near the ribbon's path. Petals and legs come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, box, mix, rgb, smooth_noise
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
BLOSSOMS = (
    ("pink and white", "#f294b0", "#fff2f5"),
    ("pink", "#ee86a6", "#ffe4ec"),
    ("rose-pink", "#e87498", "#ffdce6"),
)


def _dot(m: Arr, x: float, y: float, rx: float, ry: float | None = None, soft: float = 1.5) -> None:
    """Stamp a small ellipse into mask `m` in its own window (fast for many little shapes)."""
    ry = rx if ry is None else ry
    x0, x1 = max(0, int(x - rx - 3)), min(W, int(x + rx + 4))
    y0, y1 = max(0, int(y - ry - 3)), min(H, int(y + ry + 4))
    if x1 <= x0 or y1 <= y0:
        return
    d = np.sqrt(((XX[y0:y1, x0:x1] - x) / rx) ** 2 + ((YY[y0:y1, x0:x1] - y) / ry) ** 2)
    e = np.clip((1 - d) * min(rx, ry) / soft + 0.5, 0, 1)
    np.maximum(m[y0:y1, x0:x1], e, out=m[y0:y1, x0:x1])


def _grow(
    gen: np.random.Generator,
    p: Pt,
    ang: float,
    length: float,
    width: float,
    depth: int,
    out: list[tuple[Pt, Pt, float]],
) -> None:
    """A bare branch from `p` at angle `ang` (radians, y down), forking `depth` times."""
    q = (p[0] + length * np.cos(ang), p[1] + length * np.sin(ang))
    mid = (
        (p[0] + q[0]) / 2 + float(gen.normal(0, length * 0.06)),
        (p[1] + q[1]) / 2 + float(gen.normal(0, length * 0.06)),
    )
    out.append((p, mid, width))
    out.append((mid, q, width * 0.85))
    if depth == 0:
        return
    for k in range(2 if depth > 2 else 3):
        da = float(gen.uniform(0.25, 0.6)) * (1 if k % 2 else -1) + float(gen.normal(0, 0.08))
        _grow(
            gen, q, ang + da, length * float(gen.uniform(0.62, 0.8)), width * 0.66, depth - 1, out
        )


def _bird(ctx: Ctx, px: float, py: float, f: int, sc: float) -> tuple[Arr, Pt, Pt]:
    """A blackbird singing, perched with its feet at (px, py), facing `f` (1 right, -1
    left), upright, its head thrown up and its beak open. Returns its mask, the beak's tip
    and the beak's direction."""

    def bp(a: float, b: float) -> Pt:  # a forward, b up, in the bird's own units
        return (px + f * a * sc, py - b * sc)

    def oval(a: float, b: float, ra: float, rb: float, deg: float) -> Arr:
        x, y = bp(a, b)
        return tilted_ellipse(x, y, ra * sc, rb * sc, -np.radians(deg) * f)

    black = rgb("#1e1d24")
    body = np.maximum(oval(4, 92, 100, 60, 62), oval(30, 150, 46, 50, 70))
    tail = polygon_fine([bp(-22, 60), bp(-52, 78), bp(-118, -92), bp(-74, -104)])
    head = oval(50, 208, 44, 40, 20)
    wing = oval(-16, 100, 82, 36, 64)
    ctx.lit(tail, mask_bbox(tail), black * 0.85, rim=0.5)
    whole = np.maximum.reduce([body, tail, head])
    ctx.lit(np.maximum(body, head), mask_bbox(whole), black, rim=0.8, separate=True)
    blend(ctx.img, blur(wing, 3) * body, rgb("#2a2832"), 0.8)
    fold = np.clip(wing - oval(-10, 104, 74, 28, 64), 0, 1) * body
    after_mask(ctx, fold, "#50505e", 0.5)
    sheen = oval(24, 150, 16, 36, 70) * body
    blend(ctx.img, blur(sheen, 8), rgb("#606478"), 0.3)
    # the open beak: two yellow-orange mandibles wide apart, the orange gape between them
    ang, da, ln = np.radians(50), np.radians(15), 66
    ru, rl = (84, 222), (82, 204)
    tip_u = bp(ru[0] + ln * np.cos(ang + da), ru[1] + ln * np.sin(ang + da))
    tip_l = bp(rl[0] + ln * 0.9 * np.cos(ang - da), rl[1] + ln * 0.9 * np.sin(ang - da))
    upper = polygon_fine([bp(72, 230), bp(*ru), tip_u, bp(90, 214)])
    lower = polygon_fine([bp(68, 198), bp(*rl), tip_l, bp(88, 210)])
    gape = polygon_fine([bp(80, 214), tip_u, tip_l, bp(78, 208)])
    blend(ctx.img, gape, rgb("#9a3a22"), 0.95)
    beak = np.maximum(upper, lower)
    ctx.lit(beak, mask_bbox(beak), rgb("#ffc81c"), rim=0.6)
    ex, ey = bp(56, 216)
    eye = np.zeros((H, W), np.float32)
    _dot(eye, ex, ey, 9.5 * sc)
    blend(ctx.img, eye, rgb("#f2b420"), 0.95)
    eye[:] = 0
    _dot(eye, ex, ey, 6.5 * sc)
    blend(ctx.img, eye, rgb("#08080a"), 1.0)
    eye[:] = 0
    _dot(eye, ex + f * 2 * sc, ey - 2.5 * sc, 2 * sc)
    after_mask(ctx, eye.copy(), "#ffffff", 0.9)
    # legs and toes gripping the post, after the paint
    legs = [
        [bp(-8, 34), bp(-10, 2), bp(-26, 0)],
        [bp(16, 34), bp(16, 2), bp(34, 0)],
        [bp(-10, 2), bp(6, 0)],
        [bp(16, 2), bp(2, 0)],
    ]
    after_mask(ctx, polylines(legs, 3.5 * sc), "#2a2420", 0.95)
    bird = np.clip(np.maximum.reduce([whole, beak]), 0, 1)
    mid = ((tip_u[0] + tip_l[0]) / 2, (tip_u[1] + tip_l[1]) / 2)
    return bird, mid, (f * np.cos(ang), -np.sin(ang))


def _flower(m: Arr, hearts: Arr, gen: np.random.Generator, x: float, y: float, r: float) -> None:
    """A five-petalled flower into mask `m`, its heart into `hearts`."""
    a0 = float(gen.uniform(0, 2 * np.pi))
    for p in range(5):
        a = a0 + 2 * np.pi * p / 5
        _dot(m, x + r * 0.6 * np.cos(a), y + r * 0.6 * np.sin(a), r * 0.5)
    _dot(hearts, x, y, max(2.0, r * 0.2))


def _garden(ctx: Ctx) -> tuple[float, float]:
    """The grey garden: a hazy sky, a far misty hedge, a stone wall with old snow on it and
    cold earth; returns the wall's top and foot."""
    ctx.texture_sky(0.02)
    grey = rgb("#aab1b9") if ctx.pal.name == "snow" else rgb("#aab0aa")
    ctx.img[:] = mix(ctx.img, grey, 0.6) * (0.86 + 0.16 * YY / H)[..., None]
    hy = H * ctx.u(0.6, 0.63)
    sd = ctx.side()
    far = np.clip((YY - (hy - 40 * smooth_noise(sd, 90, (1, W))[0])) / 3, 0, 1)
    blend(ctx.img, far.astype(np.float32), rgb("#aeb1b5"), 0.6)
    twigs = [
        [(x, hy), (x + float(sd.normal(0, 20)), hy - float(sd.uniform(60, 170)))]
        for x in sd.uniform(0, W, 26)
    ]
    blend(ctx.img, blur(polylines(twigs, 3), 1.5), rgb("#a2a5a9"), 0.7)
    wy0, wy1 = H * ctx.u(0.67, 0.69), H * 0.8
    rows = 62
    ri = np.floor((YY - wy0) / rows)
    cols = 150 + 50 * np.sin(ri * 7.13)
    sh = (ri * 61.7) % 150
    ci = np.floor((XX + sh) / cols)
    tone = (np.sin(ri * 12.9898 + ci * 78.233) * 43758.5453) % 1.0
    yy, xx = (YY - wy0) % rows, (XX + sh) % cols
    edge = np.minimum(np.minimum(yy, rows - yy), np.minimum(xx, cols - xx))
    stone = (
        rgb("#8c8f94")[None, None, :]
        * ((0.86 + 0.22 * tone) * (1 - 0.35 * np.clip((5 - edge) / 3, 0, 1)))[..., None]
    )
    blend(ctx.img, box(-10, wy0, W + 10, wy1, 2), np.clip(stone, 0, 1))
    sn = smooth_noise(ctx.side(), 70, (1, W))[0]
    cap = np.clip((YY - (wy0 - 16 - 12 * sn)) / 2, 0, 1) * np.clip(
        (wy0 + 6 + 12 * sn - YY) / 2, 0, 1
    )
    blend(ctx.img, cap.astype(np.float32), rgb("#eef0f3"), 0.95)
    gnd = box(-10, wy1, W + 10, H + 10, 2)
    earth = (
        rgb("#5a5653")[None, None, :]
        * (1 + 0.1 * (aniso_noise(ctx.side(), 90, 14) - 0.5))[..., None]
    )
    blend(ctx.img, gnd, np.clip(earth, 0, 1))
    blend(ctx.img, box(-10, wy1, W + 10, wy1 + 40, 14), rgb("#4a4846"), 0.5)
    lumps = np.clip((aniso_noise(ctx.side(), 120, 26) - 0.66) * 6, 0, 1)
    lumps *= gnd * np.clip(1 - (YY - wy1) / (H - wy1), 0.2, 1)
    blend(ctx.img, lumps.astype(np.float32), rgb("#dfe4e9"), 0.8)
    return wy0, wy1


def stage(ctx: Ctx) -> Painted:
    bx, s = third(ctx)  # the post and the bird on a vertical third, side s
    bx = W / 2 + s * W * ctx.u(0.17, 0.2)
    f = -s  # the bird faces into the card
    gen = ctx.rng
    ctx.light = (bx + f * W * 0.25, H * 0.2)  # the song is the card's light
    wy0, wy1 = _garden(ctx)
    # the old bare tree on the far side: its trunk at the edge, its crown over the card's top
    segs: list[tuple[Pt, Pt, float]] = []
    tx = W / 2 - s * W * ctx.u(0.52, 0.55)
    _grow(gen, (tx, wy1 + 30), -np.pi / 2 + s * 0.1, H * 0.4, 70, 0, segs)
    top = segs[-1][1]
    for k in range(4):
        a = -np.pi / 2 + s * (-0.2 + 0.36 * k) + float(gen.normal(0, 0.05))
        _grow(gen, top, a, H * ctx.u(0.075, 0.09), 30, 4, segs)
    _grow(gen, segs[0][1], -np.pi / 2 + s * 0.8, H * 0.07, 22, 3, segs)
    bark = rgb("#4c4846")
    wood = np.zeros((H, W), np.float32)
    for wd in sorted({round(w_) for *_, w_ in segs}, reverse=True):
        lines = [[a, b] for a, b, w_ in segs if round(w_) == wd]
        np.maximum(wood, polylines(lines, max(2.5, wd)), out=wood)
    ctx.lit(wood, mask_bbox(wood), bark, rim=0.3)
    # a few bare stems behind the wall on the bird's side, which stay bare
    stems: list[tuple[Pt, Pt, float]] = []
    for _ in range(2):
        a = -np.pi / 2 + float(gen.normal(0, 0.2))
        _grow(gen, (bx + s * ctx.u(150, 300), wy0 + 10), a, 150, 7, 3, stems)
    blend(ctx.img, polylines([[a, b] for a, b, _ in stems], 3), rgb("#5a5654"), 0.85)
    # the post, old snow on its cap
    ptop = H * ctx.u(0.69, 0.71)
    pw = W * 0.06
    post = polygon_fine(
        [(bx - pw, ptop), (bx + pw, ptop), (bx + pw * 1.05, H + 20), (bx - pw * 1.05, H + 20)]
    )
    ctx.lit(post, mask_bbox(post), rgb("#5e5650"), rim=0.3)
    grain = polylines(
        [[(bx + k * pw * 0.35, ptop + 40), (bx + k * pw * 0.3, H)] for k in (-2, -1, 1, 2)], 3
    )
    blend(ctx.img, grain * post, rgb("#3e3834"), 0.5)
    blend(
        ctx.img, tilted_ellipse(bx + s * pw * 0.45, ptop + 2, pw * 0.5, 14, 0), rgb("#eef2f6"), 0.95
    )
    add_element(ctx, "a wooden fence post", "frame", mask_bbox(post), ("post", "fence", "garden"))
    # the blackbird on the post, singing
    sc = H * ctx.u(0.32, 0.34) / 330
    bird, tip, (dx, dy) = _bird(ctx, bx + s * 10, ptop, f, sc)
    # the song: a ribbon from the beak, rising in a long S across the card into the crown
    end = (W / 2 - s * W * 0.32, H * ctx.u(0.27, 0.31))  # inside the card, in the crown
    c1 = (tip[0] + dx * 560, tip[1] + dy * 560)
    c2 = (W / 2 - s * W * ctx.u(0.02, 0.08), H * ctx.u(0.03, 0.06))
    n = 80
    path = cubic(tip, c1, c2, end, n)
    arr = np.asarray(path)
    twist = [abs(np.cos(k / n * 2.6 * np.pi + 0.6)) for k in range(n + 1)]
    widths = [(44 + 150 * (k / n) ** 0.6) * (0.45 + 0.55 * t) for k, t in enumerate(twist)]
    blossom, c_pink, c_pale = BLOSSOMS[int(gen.integers(len(BLOSSOMS)))]
    pink, pale = rgb(c_pink), rgb(c_pale)
    band = ribbon(path, widths, 5)
    ctx.img *= (0.88 + 0.16 * np.clip(blur(band, 160) * 3, 0, 1))[..., None]  # the song's light
    after_mask(ctx, blur(band, 50), "#ffe8e8", 0.22)
    for k in range(4, n + 1, 8):
        later_glow(ctx, *arr[k], 110 + widths[k], "#ffdcd8", 0.07)
    blend(ctx.img, band, pink, 0.9)
    core = ribbon(path, [w_ * 0.4 for w_ in widths], 8)
    blend(ctx.img, core, pale, 0.6)
    flowers = np.zeros((H, W), np.float32)
    hearts = np.zeros((H, W), np.float32)
    for k in range(3, n + 1):
        d = arr[min(k + 1, n)] - arr[k - 1]
        nx, ny = -d[1] / (np.hypot(*d) or 1), d[0] / (np.hypot(*d) or 1)
        for _ in range(int(k % 3 == 0) + k // 60):
            off = float(gen.uniform(-0.5, 0.5)) * widths[k]
            r = (14 + 22 * k / n) * float(gen.uniform(0.8, 1.2))
            _flower(flowers, hearts, gen, arr[k][0] + off * nx, arr[k][1] + off * ny, r)
    # the tree blooms only where the ribbon passes
    bloom_m = np.zeros((H, W), np.float32)
    leaves = np.zeros((H, W), np.float32)
    for a, b, w_ in segs:
        if w_ > 40:
            continue
        for t in np.linspace(0, 1, 5):
            qx, qy = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            dist = np.hypot(arr[:, 0] - qx, arr[:, 1] - qy) - np.asarray(widths) * 0.5
            if float(dist.min()) > 60:
                continue
            _dot(bloom_m, qx, qy, float(gen.uniform(14, 22)), float(gen.uniform(11, 16)), 3)
            _dot(leaves, qx + float(gen.normal(0, 24)), qy + float(gen.normal(0, 20)), 15, 7, 1.5)
            for _ in range(2):
                r = float(gen.uniform(12, 17))
                _flower(
                    flowers,
                    hearts,
                    gen,
                    qx + float(gen.normal(0, 14)),
                    qy + float(gen.normal(0, 12)),
                    r,
                )
    if leaves.max() > 0:
        ctx.lit(leaves * (1 - bloom_m), mask_bbox(leaves), rgb("#84c45a"), rim=0.3)
    if bloom_m.max() > 0:
        x0, y0, x1, y1 = mask_bbox(bloom_m)
        later_glow(ctx, (x0 + x1) / 2, (y0 + y1) / 2, max(x1 - x0, y1 - y0) * 0.8, "#ffe2d6", 0.18)
        ctx.lit(bloom_m, mask_bbox(bloom_m), mix(pink, rgb("#c07890"), 0.1), rim=0.5)
    shade = np.clip(flowers - np.roll(flowers, (-5, 5 * s), (0, 1)), 0, 1)
    blend(ctx.img, flowers, mix(pink, pale, 0.45), 0.95)
    blend(ctx.img, shade, pink * 0.85, 0.8)
    blend(ctx.img, np.clip(flowers - np.roll(flowers, (4, -4 * s), (0, 1)), 0, 1), pale, 0.85)
    after_mask(ctx, hearts, "#d87a5a", 0.55)
    focus_on(ctx, np.maximum(flowers, leaves), 4, weight=0.9)
    add_element(
        ctx,
        "a ribbon of spring blossom and petals pouring from the bird's beak",
        "secondary",
        mask_bbox(np.clip(np.maximum(band, flowers), 0, 1)),  # the tree keeps its blooms
        ("song", "blossom", "spring", "flowers", "music"),
    )
    add_element(
        ctx,
        "an old bare tree bursting into blossom where the song passes",
        "frame",
        mask_bbox(np.maximum(wood, bloom_m)),
        ("tree", "blossom", "spring", "branches"),
    )
    # loose petals drifting off the ribbon, after the paint
    sd = ctx.side()
    petals = np.zeros((H, W), np.float32)
    for _ in range(60):
        k = int(sd.integers(15, n + 1))
        px = arr[k][0] + float(sd.normal(0, widths[k] * 0.8))
        py = arr[k][1] + float(sd.normal(0, widths[k] * 0.6)) + float(sd.uniform(0, 90))
        _dot(petals, px, py, float(sd.uniform(5, 8)), float(sd.uniform(3, 4.5)), 1.2)
    after_mask(ctx, petals * (1 - np.clip(bird * 2, 0, 1)), pale, 0.9)
    focus_on(ctx, bird, 4, 2.5)
    add_element(
        ctx,
        "a blackbird singing on a fence post, its yellow beak wide open",
        "main",
        mask_bbox(bird),
        ("blackbird", "bird", "animal", "song", "singing"),
    )
    return Painted(
        "In a grey, bare late-winter garden, a blackbird sings on a fence post, and its song "
        f"pours from its open yellow beak as a ribbon of {blossom} blossom; wherever the "
        "ribbon passes, the bare twigs of an old tree burst into flower and leaf, while the "
        "rest of the garden stays grey.",
        ["spring", "hope", "song", "awakening", "joy", "change", "colour"],
        setting="under a pale grey sky",
    )


PREMISE = Premise(
    name="blackbird-sings-the-spring",
    figure="blackbird",
    palettes=("mist",),
    stage=stage,
    max_cards=1,
    frame=False,
)
