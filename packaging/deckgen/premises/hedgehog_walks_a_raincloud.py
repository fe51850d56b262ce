"""Premise "hedgehog-walks-a-raincloud": across a parched, cracked summer field under a hot
pale sky and a low sun, a small hedgehog walks a little grey rain cloud on a red leash, like a
dog; the cloud rains softly on the ground just behind them, and a trail of green grass and
small flowers winds back across the dry earth to the horizon, the way they came.

The hedgehog is drawn from parts (a spiny mantle with a sawtooth edge, a pointed face, short
legs); its spines, the leash, the rain and the flowers are drawn after the paint. The cracked
earth is a Worley pattern laid on the ground plane; the trail keeps one width on the ground.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, glow, mix, rgb, spot
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.props import thread
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import cloud_puff, shade_under

Pt = tuple[float, float]
KU, KV = 5.0, 9000.0  # the ground plane: u across, v away (v = KV / (y - horizon))
FLOWERS = ["#f6f2e8", "#f4c430", "#e8607a", "#e0482e", "#f6f2e8", "#8fb0f0", "#f08ab8"]


def _hash(i: Arr, j: Arr, k: float) -> Arr:
    return (np.sin(i * 12.9898 + j * 78.233 + k) * 43758.5453) % 1.0


def _cracks(u: Arr, v: Arr) -> tuple[Arr, Arr]:
    """Worley cells on the ground plane: (F2 - F1, a tone per cell)."""
    iu, iv = np.floor(u), np.floor(v)
    f1 = np.full(u.shape, 9.0, np.float32)
    f2 = np.full(u.shape, 9.0, np.float32)
    tone = np.zeros(u.shape, np.float32)
    for di in (-1, 0, 1):
        for dj in (-1, 0, 1):
            ci, cj = iu + di, iv + dj
            px = ci + 0.15 + 0.7 * _hash(ci, cj, 1.0)
            py = cj + 0.15 + 0.7 * _hash(ci, cj, 7.0)
            d = np.sqrt((u - px) ** 2 + ((v - py) * 1.3) ** 2).astype(np.float32)
            closer = d < f1
            f2 = np.where(closer, f1, np.minimum(f2, d))
            tone = np.where(closer, _hash(ci, cj, 3.0), tone)
            f1 = np.where(closer, d, f1)
    return f2 - f1, tone


def _spline(pts: list[Pt], n: int) -> list[Pt]:
    """A Catmull-Rom curve through `pts`, `n` points a span."""
    q = [pts[0], *pts, pts[-1]]
    out: list[Pt] = []
    for i in range(1, len(q) - 2):
        p0, p1, p2, p3 = (np.array(v) for v in q[i - 1 : i + 3])
        for t in np.linspace(0, 1, n, endpoint=False):
            c = 0.5 * (
                2 * p1
                + (p2 - p0) * t
                + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                + (3 * p1 - p0 - 3 * p2 + p3) * t**3
            )
            out.append((float(c[0]), float(c[1])))
    return [*out, pts[-1]]


def _band(path: list[Pt], hz: float, yy0: float) -> tuple[Arr, list[float], list[Pt]]:
    """A band of one width on the ground along `path` (on the card): as wide as
    it is across where it runs away from us, flattened where it runs across."""
    widths, nrm = [], []
    for k, (_, py) in enumerate(path):
        qx, qy = np.subtract(path[min(k + 1, len(path) - 1)], path[max(k - 1, 0)])
        n = float(np.hypot(qx, qy)) or 1.0
        nrm.append((-qy / n, qx / n))
        c2 = (qx / n) ** 2  # cos^2 of its angle to the level
        gx = W * 0.2 * (py - hz) / yy0
        gy = gx * 0.45 * (py - hz) / yy0
        widths.append(max(2.0, float(np.sqrt(gx * gx * (1 - c2) + gy * gy * c2))))
    sides = [
        [(px + sg * nx * w / 2, py + sg * ny * w / 2) for (px, py), (nx, ny), w in rows]
        for sg in (1, -1)
        for rows in [list(zip(path, nrm, widths, strict=True))]
    ]
    return polygon_fine(sides[0] + sides[1][::-1]), widths, nrm


def _hedgehog(ctx: Ctx, cx: float, fy: float, L: float, d: int) -> tuple[Arr, Pt]:
    """A hedgehog walking toward side `d`, its feet at y=`fy`, `L` long; returns its mask and
    its mouth."""

    def p(a: float, b: float) -> Pt:
        return (cx + d * a * L, fy - b * L)

    mc, rx, ry = (-0.06, 0.25), 0.4, 0.23
    pts: list[Pt] = []
    n = 26
    th = np.radians(np.linspace(12, 200, n + 1))
    step = th[1] - th[0]
    for k in range(n):
        for t, r in ((th[k], 1.0), (th[k] + step * 0.8, 1.16 + 0.05 * np.sin(th[k]))):
            pts.append(p(mc[0] + rx * r * np.cos(t), mc[1] + ry * r * np.sin(t)))
    pts += [p(-0.42, 0.08), p(0.3, 0.08)]
    mantle = polygon_fine(pts)
    face = tilted_ellipse(*p(0.33, 0.2), 0.16 * L, 0.1 * L, d * 0.35)
    snout = tilted_ellipse(*p(0.46, 0.15), 0.1 * L, 0.055 * L, d * 0.3)
    belly = ellipse(*p(-0.04, 0.1), 0.32 * L, 0.06 * L, 2)
    legs = []
    for a0, a1, far in ((0.24, 0.31, 0), (0.18, 0.14, 1), (-0.26, -0.34, 0), (-0.2, -0.14, 1)):
        leg = ribbon([p(a0, 0.12), p(a1, 0.01)], [0.07 * L, 0.05 * L], 2)
        foot = ellipse(*p(a1 + 0.02, 0.012), 0.04 * L, 0.018 * L, 2)
        legs.append((np.maximum(leg, foot), far))
    ear = disc(*p(0.27, 0.32), 0.037 * L, 2)
    body = np.maximum.reduce([mantle, face, snout, belly, ear] + [m for m, _ in legs])
    bb = bbox_of(body)
    ctx.cast_shadow(body, bb, fy, strength=0.55, k=0.5)
    ctx.contact(body, bb)
    brown, dark = rgb("#5a463a"), rgb("#76604c")
    for m, far in legs:
        ctx.lit(m, bbox_of(m), brown * (0.7 if far else 1.0), rim=0.3)
    ctx.lit(belly, bbox_of(belly), rgb("#b09274"), rim=0.2)
    ctx.lit(mantle, bb, dark, rim=0.9, separate=True)
    fs = np.maximum(face, snout)
    ctx.lit(fs, bbox_of(fs), rgb("#c8a27a"), rim=0.5)
    ctx.lit(ear, bbox_of(ear), rgb("#8a6a50"), rim=0.4)
    # the spines, after the paint: dark quills swept back, pale tips, over the whole mantle
    gen = ctx.side()
    quills: list[list[Pt]] = []
    tips: list[list[Pt]] = []
    for _ in range(330):
        t = float(gen.uniform(np.radians(8), np.radians(204)))
        r = float(gen.uniform(0.15, 1.05)) ** 0.5
        a, b = mc[0] + rx * r * np.cos(t), mc[1] + ry * r * np.sin(t)
        if b < 0.1 or (a > 0.2 and b < 0.3):
            continue
        sweep = t + 0.9  # outward, swept toward the rear
        la = 0.08 * (0.6 + 0.5 * r)
        e = (a + la * np.cos(sweep), b + la * 0.8 * np.sin(sweep))
        m = (a + la * 0.65 * np.cos(sweep), b + la * 0.52 * np.sin(sweep))
        quills.append([p(a, b), p(*e)])
        tips.append([p(*m), p(*e)])
    after_mask(ctx, polylines(quills, 0.011 * L), "#2e221a", 0.85)
    after_mask(ctx, polylines(tips, 0.008 * L), "#ead8b4", 0.8)
    ex, ey = p(0.37, 0.225)
    after_mask(ctx, disc(ex, ey, 0.022 * L, 1.5), "#120c0a", 0.95)
    after_mask(ctx, disc(ex + d * 0.006 * L, ey - 0.008 * L, 0.007 * L, 1), "#ffffff", 0.9)
    after_mask(ctx, disc(*p(0.545, 0.145), 0.03 * L, 1.5), "#161010", 0.95)
    whole = np.maximum(body, blur(mantle, 10) * 0.5)
    focus_on(ctx, whole, 5, 2.0)
    return body, p(0.5, 0.115)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)  # the hedgehog's head on a third, walking toward side s
    x = W / 2 + (x - W / 2) * 0.6
    hz = H * ctx.u(0.42, 0.44)
    # a hot pale sky, the low sun ahead of the hedgehog
    ctx.texture_sky(0.04)
    pale = 0.5 if ctx.pal.name == "desert" else 0.2
    blend(ctx.img, np.ones((H, W), np.float32), rgb("#f4ecda"), pale)
    hot = np.clip(YY / hz, 0, 1) ** 1.6
    blend(ctx.img, hot, rgb("#f6d8a4"), 0.55 if ctx.pal.name == "desert" else 0.45)
    sun = (W / 2 + s * W * ctx.u(0.22, 0.3), hz - H * ctx.u(0.06, 0.08))
    ctx.light = sun
    glow(ctx.img, *sun, 520, "#ffcf84", 0.36)
    blend(ctx.img, disc(*sun, 42, 2), rgb("#fff6e0"))
    later_glow(ctx, *sun, 1, "#fffcf0", 0.0, core=42)
    ctx.streaks(hz / H - 0.16, hz / H - 0.07, 0.3)
    # the far edge of the field: a low hazy ridge
    far = mix(ctx.sky_at(hz / H - 0.02), rgb("#b89470"), 0.35)
    rng_y = hz - 14 + 10 * np.sin(XX / 170 + ctx.u(0, 6)) + 6 * np.sin(XX / 61)
    blend(ctx.img, np.clip((YY - rng_y) / 2, 0, 1).astype(np.float32), far)
    # the parched earth: cracked into plates, paler far off, warmer and darker near
    yy = np.maximum(YY - hz, 1.0)
    u, v = (XX - W / 2) * KU / yy, KV / yy
    gap, tone = _cracks(u, v)
    t = np.clip(yy / (H - hz), 0, 1)
    dry = mix(rgb(ctx.pal.ground), rgb("#c8965e"), 0.85)
    earth = dry * (1 - 0.25 * t)[..., None]
    earth = earth * (0.92 + 0.14 * tone)[..., None]
    land = np.clip((YY - hz - 3) / 3, 0, 1).astype(np.float32)
    blend(ctx.img, land * np.clip(t * 6, 0, 1), earth)
    crack = np.clip((0.075 - gap) / 0.025, 0, 1) * np.clip((yy - 50) / 250, 0, 1) * land
    lip = np.clip(blur(crack, 4) * 2 - crack, 0, 1)
    blend(ctx.img, lip, rgb("#f2dcb4"), 0.35)
    blend(ctx.img, crack, rgb("#3e2414"), 0.9)
    glow(ctx.img, sun[0], hz + 60, 420, "#ffe0a0", 0.22)
    # where they are: the hedgehog's feet, the rain landing just behind it
    L = W * ctx.u(0.5, 0.53)
    fy = H * ctx.u(0.82, 0.83)
    rx_, ry_ = x - s * L * 0.54, H * ctx.u(0.69, 0.7)
    # the trail: from the rain it runs off sideways, then turns and winds back to the horizon;
    # on the ground it keeps one width, so on the card it narrows and flattens with distance
    yy0 = ry_ - hz
    path = _spline(
        [
            (rx_, ry_),
            (W / 2 - s * W * ctx.u(0.34, 0.38), ry_ - H * 0.03),
            (W / 2 - s * W * ctx.u(0.06, 0.12), hz + H * 0.1),
            (W / 2 - s * W * ctx.u(0.3, 0.36), hz + H * 0.035),
            (W / 2 - s * W * ctx.u(0.16, 0.22), hz + 5),
        ],
        15,
    )
    trail, widths, nrm = _band(path, hz, yy0)
    trail = np.maximum(trail, ellipse(rx_, ry_, widths[0] * 0.9, widths[0] * 0.5, 3))
    trail = trail * land
    edge = blur(ctx.side().random((H, W)).astype(np.float32), 4)
    trail = np.clip(trail * (0.75 + 0.5 * edge) * 1.6 - 0.3, 0, 1) * (hz + 2 < YY)
    side = ctx.side()
    blades = np.clip(
        np.asarray(side.random((H // 4, W // 3)), np.float32).repeat(4, 0).repeat(3, 1), 0, 1
    )
    green = mix(rgb("#3f8a34"), rgb("#8ab84a"), 0.3)
    grass = green[None, None, :] * (0.8 + 0.35 * blades[..., None]) * (1 - 0.2 * t)[..., None]
    haze = np.clip(1 - t * 4, 0, 1)[..., None]
    grass = grass * (1 - haze * 0.5) + mix(far, green, 0.5) * haze * 0.5
    blend(ctx.img, blur(trail, 2), grass)
    focus_on(ctx, trail, 4, 1.5, weight=0.55)
    # flowers in the grass, after the paint, thickest near the rain
    fl: list[tuple[float, float, float, np.ndarray]] = []
    gen = ctx.side()
    for _ in range(300):
        k = int(float(gen.uniform(0, 1)) ** 1.2 * (len(path) - 2))
        (px, py), w = path[k], widths[k]
        nx, ny = nrm[k]
        o = float(gen.uniform(-0.42, 0.42)) * w
        fx, fy_ = px + nx * o + float(gen.uniform(-6, 6)), py + ny * o
        r = 0.13 * (fy_ - hz) / KU
        if r > 2.5:
            fl.append((fx, fy_, r, rgb(FLOWERS[int(gen.integers(7))])))

    def flowers(img: Arr, fl: list[tuple[float, float, float, np.ndarray]] = fl) -> None:
        for fx, fy_, r, c in sorted(fl, key=lambda q: q[1]):
            for a in np.linspace(0, 2 * np.pi, 6)[:-1]:
                spot(img, fx + np.cos(a) * r * 0.6, fy_ + np.sin(a) * r * 0.4, r * 0.55, c, 0.95)
            spot(img, fx, fy_, r * 0.35, rgb("#f0b020"), 0.95)

    ctx.after.append(flowers)
    add_element(
        ctx,
        "a trail of green grass and flowers across the dry earth behind them",
        "secondary",
        bbox_of(trail),
        ("grass", "flower", "trail", "path", "spring", "growth"),
    )
    # the little rain cloud, just behind and above the hedgehog
    cw = W * ctx.u(0.4, 0.44)
    ch = cw * 0.42
    ccx, ccy = rx_ - s * cw * 0.05, H * ctx.u(0.33, 0.35)
    cloud = cloud_puff(ccx, ccy, cw, ch, ctx.rng, 7)
    base_y = ccy + ch * 0.45
    # the rain: a soft veil and wet dark ground under it, streaks after the paint
    rw = cw * 0.36
    veil = polygon_fine([(ccx - rw, base_y), (ccx + rw, base_y), (rx_ + rw, ry_), (rx_ - rw, ry_)])
    wet = ellipse(rx_, ry_ + 4, rw * 1.25, rw * 0.28, 12)
    blend(ctx.img, wet, rgb("#2e4a26"), 0.55)
    for _ in range(5):
        px, py = rx_ + ctx.u(-0.8, 0.8) * rw, ry_ + ctx.u(-0.15, 0.2) * rw
        blend(ctx.img, ellipse(px, py, ctx.u(20, 40), ctx.u(5, 9), 2), rgb("#d8e4ec"), 0.7)
    blend(ctx.img, blur(veil, 16), rgb("#b8c4cc"), 0.35)
    ctx.light = sun
    blend(ctx.img, cloud, rgb("#8a929c"))
    shade_under(ctx, cloud, "#525a66", 0.7)
    lit = np.clip(cloud - np.roll(np.roll(cloud, 12, 0), int(-s * 30), 1), 0, 1)
    blend(ctx.img, blur(lit, 6), rgb("#ffe6bc"), 0.6)
    focus_on(ctx, cloud, 6, 1.5, weight=0.9)
    gen = ctx.side()
    streaks: list[list[Pt]] = []
    for _ in range(90):
        f = float(gen.uniform(-0.95, 0.95))
        q = float(gen.uniform(0.02, 0.95))
        xa = ccx + f * rw + (rx_ - ccx) * q
        ya = base_y + (ry_ - base_y) * q
        ln = float(gen.uniform(30, 55))
        streaks.append([(xa, ya), (xa - s * 4, ya + ln)])
    after_mask(ctx, polylines(streaks, 4.5), "#eef4f8", 0.75)
    later_glow(ctx, ccx, ccy - ch * 0.2, cw * 0.5, "#fff0d0", 0.12)
    add_element(
        ctx,
        "a little grey rain cloud on a leash, raining",
        "secondary",
        bbox_of(np.maximum(cloud, veil)),
        ("cloud", "rain", "weather", "water", "leash", "pet"),
    )
    # the hedgehog, and the leash from its mouth back up to the cloud
    body, mouth = _hedgehog(ctx, x, fy, L, s)
    tie = (ccx + s * cw * 0.22, base_y - ch * 0.08)
    lead = cubic(mouth, (mouth[0], mouth[1] - H * 0.12), (tie[0] + s * 60, tie[1] + 90), tie, 40)
    ctx.after.append(lambda img: thread(img, lead, 8, "#c8302a", 0.5))
    after_mask(ctx, disc(*tie, 11, 1.5), "#a82420", 0.95)  # the knot on the cloud
    add_element(
        ctx,
        "a hedgehog walking, holding a red leash in its mouth",
        "main",
        bbox_of(body),
        ("animal", "hedgehog", "small", "walking", "care"),
    )
    return Painted(
        "In a summer drought, across a parched and cracked field, a small hedgehog walks a "
        "little grey rain cloud on a red leash, like a dog; the cloud rains softly just behind "
        "it, and a trail of green grass and flowers winds back across the dry earth the way "
        "they came.",
        ["drought", "hope", "care", "friendship", "rain", "growth", "journey"],
    )


PREMISE = Premise(
    name="hedgehog-walks-a-raincloud",
    figure="hedgehog",
    palettes=("desert", "mint", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
