"""Premise "little-boots-follow-the-prints": at dusk on a snowy country lane between bare
hedges, a pair of small red rubber boots walks on by itself, nobody in them, stepping in the
big deep footprints a grown-up left in the snow; the prints lead on up the lane and over the
far hill toward the last glow of the sunset. A robin rides on the rim of one boot, looking
back the way they came.

Who made the big prints, and where is the child? (Following in someone's footsteps, big shoes
to fill, the one who is gone, growing up, trust.) The boots (a shaft, an instep, a rounded toe,
a ribbed sole, an open top with snow inside), the robin and the prints are drawn from shapes;
the prints, the snow falling off the lifted sole, the twigs and the robin's eye come after the
paint, where the brush would smooth them away.
"""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    ridge,
    smooth_noise,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
RUBBERS = {"red": "#c4222a", "cherry-red": "#b81c34"}
SNOW_SHADE = "#7a70ac"
SNOW_LIT = "#e6d8ee"
WARM = "#ffc890"
# a small rubber boot in profile, toe forward (u) and up (v), in units of its height
SHAFT = [
    (0.02, 0.06), (-0.02, 0.5), (-0.05, 0.95), (0.33, 0.95), (0.31, 0.62), (0.33, 0.42),
    (0.45, 0.32), (0.6, 0.26), (0.71, 0.18), (0.74, 0.1), (0.7, 0.05),
]  # fmt: skip
SOLE = [(-0.01, 0.0), (0.73, 0.0), (0.76, 0.06), (0.72, 0.09), (0.0, 0.09)]


class Boot:
    """A boot placed on the card: `to(u, v)` maps its own units to the card."""

    def __init__(self, x: float, y: float, h: float, d: int, tilt: float, pivot: Pt) -> None:
        self.x, self.y, self.h, self.d, self.tilt, self.pivot = x, y, h, d, tilt, pivot

    def to(self, u: float, v: float) -> Pt:
        px, py = self.x + self.d * u * self.h, self.y - v * self.h
        ox, oy = self.pivot
        ca, sa = np.cos(self.tilt), np.sin(self.tilt)
        dx, dy = px - ox, py - oy
        return (ox + dx * ca - dy * sa, oy + dx * sa + dy * ca)

    def poly(self, pts: list[Pt]) -> Arr:
        return polygon_fine([self.to(u, v) for u, v in pts])

    def oval(self, u: float, v: float, ru: float, rv: float) -> Arr:
        c = self.to(u, v)
        return tilted_ellipse(c[0], c[1], ru * self.h, rv * self.h, self.tilt)


def _boot(ctx: Ctx, b: Boot, rubber: np.ndarray) -> tuple[Arr, Arr, Arr]:
    """Paints one boot; returns its whole mask, its opening and its sole."""
    shaft = np.maximum(b.poly(SHAFT), b.oval(0.14, 0.95, 0.2, 0.055))
    sole = b.poly(SOLE)
    whole = np.maximum(shaft, sole)
    ctx.lit(shaft, mask_bbox(whole), rubber, rim=0.8)
    ctx.lit(sole, mask_bbox(sole), rgb("#3a1a1c"), rim=0.4)
    # the rolled rim: a darker band round the top, then the dark open top
    band = b.poly([(-0.05, 0.95), (0.33, 0.95), (0.325, 0.88), (-0.045, 0.88)])
    blend(ctx.img, band, rubber * 0.7, 0.6)
    hole = b.oval(0.14, 0.955, 0.165, 0.04)
    blend(ctx.img, hole, rgb("#2a0e16"))
    return whole, hole, sole


def _print(c: Pt, t: Pt, ln: float, sq: float) -> tuple[Arr, Arr, Arr]:
    """A grown-up's boot print at `c`, pointing along screen direction `t`, `ln` px long,
    its width squashed by `sq` (the ground seen at a slant): (hollow, lit rim, far wall)."""
    tx, ty = t
    nx, ny = -ty, tx * sq

    def at(a: float, b: float) -> Pt:
        return (c[0] + tx * a * ln + nx * b * ln, c[1] + ty * a * ln * sq + ny * b * ln)

    def oval(a: float, ra: float, rb: float) -> Arr:
        return polygon_fine(
            [at(a + ra * np.cos(k * np.pi / 12), rb * np.sin(k * np.pi / 12)) for k in range(24)]
        )

    hollow = np.maximum(oval(0.16, 0.34, 0.2), oval(-0.33, 0.17, 0.16))
    k = max(1, int(ln * 0.05))
    lip = np.clip(np.roll(hollow, -k, 0) - hollow, 0, 1)  # the far rim, catching the sunset
    wall = np.clip(hollow - np.roll(hollow, 2 * k, 0), 0, 1)  # the far wall, in shadow
    return hollow, lip, wall


def _robin(ctx: Ctx, x: float, y: float, r: float, d: int) -> tuple[Arr, Pt]:
    """A robin perched at (x, y) (its feet), facing `d`, body `r` px long. Returns mask, eye."""
    body = tilted_ellipse(x, y - r * 0.42, r * 0.52, r * 0.4, -d * 0.25)
    head = disc(x + d * r * 0.38, y - r * 0.82, r * 0.26, 2)
    tail = polygon_fine(
        [
            (x - d * r * 0.3, y - r * 0.5),
            (x - d * r * 0.95, y - r * 0.72),
            (x - d * r * 0.98, y - r * 0.56),
            (x - d * r * 0.35, y - r * 0.3),
        ]
    )
    bird = np.maximum.reduce([body, head, tail])
    ctx.lit(bird, mask_bbox(bird), rgb("#6a5040"), rim=0.7)
    breast = tilted_ellipse(x + d * r * 0.28, y - r * 0.5, r * 0.3, r * 0.3, 0) * body
    breast = np.maximum(breast, disc(x + d * r * 0.46, y - r * 0.74, r * 0.16, 2) * head)
    ctx.lit(breast, mask_bbox(bird), rgb("#e8622a"), rim=0.6)
    beak = polygon_fine(
        [
            (x + d * r * 0.58, y - r * 0.86),
            (x + d * r * 0.8, y - r * 0.8),
            (x + d * r * 0.58, y - r * 0.76),
        ]
    )
    blend(ctx.img, beak, rgb("#2a1e18"))
    return np.maximum(bird, beak), (x + d * r * 0.44, y - r * 0.88)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    d = -s  # the boots walk toward -s, where the lane climbs to the sunset
    horizon = H * ctx.u(0.46, 0.49)
    vx = W / 2 - s * W * ctx.u(0.16, 0.22)
    gy = H * ctx.u(0.82, 0.84)  # where the front boot stands
    bx = W / 2 + s * W * ctx.u(0.1, 0.13)  # the front boot's heel
    ctx.light = (vx, horizon - 40)
    # the sky, and the sun just gone down behind the far hill where the lane ends
    ctx.texture_sky(0.04)
    ctx.streaks(H * 0.1, H * 0.3, 0.45)
    glow(ctx.img, vx, horizon, 700, WARM, 0.55)
    far = ridge(ctx.rng, horizon - 20, 26, 260)
    blend(ctx.img, far, mix(ctx.sky_at(0.7), rgb(SNOW_SHADE), 0.55))
    near = ridge(ctx.rng, horizon + 8, 10, 320)
    g = np.clip((YY - horizon) / (H - horizon), 0, 1)
    drift = smooth_noise(ctx.rng, 200) - 0.5
    shade, lit = rgb(SNOW_SHADE), rgb(SNOW_LIT)
    t = np.clip(0.3 + 0.55 * g + 0.45 * drift, 0, 1)[..., None]
    snow = shade[None, None, :] * (1 - t) + lit[None, None, :] * t
    blend(ctx.img, near, np.clip(snow, 0, 1))
    blend(ctx.img, near * np.clip(1 - g * 3, 0, 1), rgb(WARM), 0.25)
    later_glow(ctx, vx, horizon - 10, 260, WARM, 0.35)
    # the lane: trodden snow from the bottom of the card up to the hill's brow
    lane_pts = [
        (W / 2 + s * W * 0.12, H + 80),
        (W / 2 + s * W * 0.04, gy - 20),
        (W / 2 - s * W * 0.08, H * 0.63),
        (vx, horizon + 6),
    ]
    lane = ribbon(lane_pts, [1500, 1000, 300, 8], 3) * near
    blend(ctx.img, lane, mix(rgb(SNOW_SHADE), rgb(SNOW_LIT), 0.45), 0.55)
    # bare hedges along both sides of the lane, behind the boots
    gen = ctx.side()
    hedge = np.zeros((H, W), np.float32)
    twigs: list[list[Pt]] = []
    for side in (-1, 1):
        for k in range(26):
            f = k / 25
            y = horizon + 8 + (gy - 150 - horizon) * f**1.6
            sc = (y - horizon) / (gy - horizon)
            cx = vx + (W / 2 - vx) * sc * 1.2 + side * (20 + 700 * sc)
            r = 6 + 80 * sc
            for _ in range(3):
                ex, ey = cx + float(gen.uniform(-r, r)), y - r * float(gen.uniform(0.3, 0.8))
                lump = ellipse(ex, ey, r * float(gen.uniform(0.6, 1.1)), r * 0.6, 2)
                hedge = np.maximum(hedge, lump)
            for _ in range(7):
                a = float(gen.uniform(-2.5, -0.64))
                ln = r * float(gen.uniform(0.7, 1.5))
                x0, y0 = cx + float(gen.uniform(-1.3 * r, 1.3 * r)), y - r * 0.8
                twigs.append([(x0, y0), (x0 + np.cos(a) * ln, y0 + np.sin(a) * ln)])
    hedge_col = mix(rgb("#3a2a40"), ctx.sky_at(0.6), 0.2)
    hedge = blur(hedge, 2) * (1 - lane * 0.6)
    blend(ctx.img, hedge, hedge_col, 0.9)
    cap = hedge * (1 - np.clip(np.roll(hedge, 10, 0) * 1.0, 0, 1))
    blend(ctx.img, blur(cap, 3), rgb(SNOW_LIT), 0.55)
    after_mask(ctx, polylines(twigs, 2.0), hedge_col, 0.75)
    # the big prints: one behind the boots, one under the front boot, on up the lane
    bh = H * ctx.u(0.23, 0.245)
    fc = (bx + d * bh * 0.36, gy - bh * 0.03)  # the front boot's sole, in a print
    plen = bh * 1.2  # a grown-up's print, well longer than the little boots
    path = cubic(
        fc,
        (fc[0] + d * W * 0.38, gy - H * 0.03),
        (W / 2 - s * W * 0.06, H * 0.62),
        (vx, horizon + 8),
        500,
    )
    prints = np.zeros((H, W), np.float32)
    lips = np.zeros((H, W), np.float32)
    walls = np.zeros((H, W), np.float32)
    tread: list[list[Pt]] = []

    def press(c: Pt, tx: float, ty: float, sc: float) -> None:
        nonlocal prints, lips, walls
        hol, lip, wal = _print(c, (tx, ty), plen * sc, 0.3 + 0.25 * sc)
        prints, lips = np.maximum(prints, hol), np.maximum(lips, lip)
        walls = np.maximum(walls, wal)
        if sc > 0.35:  # the ribbed soles of a grown-up's boots
            for j in range(5):
                a_ = 0.34 - 0.1 * j
                q = plen * sc
                nx_, ny_ = -ty * 0.16 * q, tx * 0.16 * q * (0.3 + 0.25 * sc)
                ccx, ccy = c[0] + tx * a_ * q, c[1] + ty * a_ * q
                tread.append([(ccx - nx_, ccy - ny_), (ccx + nx_, ccy + ny_)])

    acc, k = 0.0, 0
    for a, b in itertools.pairwise(path):
        sc = max(0.02, (a[1] - horizon) / (gy - horizon))
        if k == 0 or acc >= plen * 1.55 * sc:
            tx, ty = b[0] - a[0], b[1] - a[1]
            tn = float(np.hypot(tx, ty)) or 1.0
            side = (1 if k % 2 else -1) * (k > 0)
            off = (-ty / tn * 0.18 * side * plen * sc, tx / tn * 0.06 * side * plen * sc)
            press((a[0] + off[0], a[1] + off[1]), tx / tn, ty / tn, sc)
            acc, k = 0.0, k + 1
        acc += float(np.hypot(b[0] - a[0], b[1] - a[1]))
    ahead = prints.copy()  # the line the card names; the print behind runs off the card
    press((fc[0] + s * bh * 1.7, gy + bh * 0.12), -s * 1.0, 0.0, 1.08)
    blend(ctx.img, prints, rgb(SNOW_SHADE) * 0.9, 0.6)
    # the boots: the front one planted in a print, the back one lifting off on its toe
    rubber_name = list(RUBBERS)[int(ctx.rng.integers(len(RUBBERS)))]
    rubber = rgb(RUBBERS[rubber_name])
    front = Boot(bx, gy, bh, d, 0.0, (bx, gy))
    bk_x = bx + s * bh * 0.95
    toe = (bk_x + d * 0.72 * bh, gy - bh * 0.08)
    back = Boot(bk_x, gy - bh * 0.08, bh, d, d * ctx.u(0.42, 0.5), toe)
    pair = np.maximum(front.poly(SHAFT), back.poly(SHAFT))
    ctx.cast_shadow(pair, mask_bbox(pair), gy, 0.35)
    bw, bhole, bsole = _boot(ctx, back, rubber * 0.88)
    fw, fhole, _ = _boot(ctx, front, rubber)
    ctx.contact(fw, mask_bbox(fw))
    boots = np.maximum(bw, fw)
    # after the paint: the prints' hollows and lit far walls, kept off the boots
    keep = 1 - np.clip(blur(boots, 2) * 1.5, 0, 1)
    after_mask(ctx, blur(prints, 1.2) * keep, rgb(SNOW_SHADE) * 0.85, 0.5)
    after_mask(ctx, blur(walls, 2) * keep, rgb(SNOW_SHADE) * 0.55, 0.6)
    after_mask(ctx, blur(lips, 1.5) * keep, mix(rgb(SNOW_LIT), rgb(WARM), 0.45), 0.8)
    after_mask(ctx, polylines(tread, bh * 0.014) * prints * keep, rgb(SNOW_SHADE) * 0.55, 0.5)
    # the snow inside each boot, and glossy highlights on the rubber
    for bt, hole in ((back, bhole), (front, fhole)):
        inside = bt.oval(0.19, 0.94, 0.075, 0.014) * hole
        after_mask(ctx, inside, SNOW_LIT, 0.9)
        lines = [
            [bt.to(0.27, 0.85), bt.to(0.26, 0.6), bt.to(0.3, 0.45)],
            [bt.to(0.5, 0.27), bt.to(0.66, 0.2)],
        ]
        gloss = polylines(lines, max(2.0, bh * 0.012))
        after_mask(ctx, gloss * bt.poly(SHAFT), "#ffd8c8", 0.55)
    # snow caked on the lifted sole, and falling off it
    caked = np.zeros((H, W), np.float32)
    for _ in range(9):
        u = float(gen.uniform(0.02, 0.7))
        caked = np.maximum(caked, disc(*back.to(u, 0.0), bh * float(gen.uniform(0.02, 0.04)), 1.5))
    after_mask(ctx, caked * np.clip(blur(bsole, 4) * 3, 0, 1), SNOW_LIT, 0.9)
    falling = np.zeros((H, W), np.float32)
    for _ in range(14):
        px, py = back.to(float(gen.uniform(0.0, 0.6)), 0.0)
        py += float(gen.uniform(10, bh * 0.4))
        px += float(gen.uniform(-20, 20))
        falling = np.maximum(falling, disc(px, py, float(gen.uniform(3, 9)), 1.2))
    after_mask(ctx, falling * (1 - fw), SNOW_LIT, 0.9)
    # the robin on the front boot's rim, looking back the way they came
    rx, ry = back.to(0.1, 0.96)
    robin, eye = _robin(ctx, rx, ry + 4, bh * 0.32, s)
    after_mask(ctx, disc(*eye, bh * 0.018, 1.2), "#0c0808", 0.95)
    after_mask(ctx, disc(eye[0] - 1, eye[1] - 2, bh * 0.006, 1), "#fff0e0", 0.9)
    figure = np.maximum(boots, robin)
    fb = mask_bbox(figure)
    focus_on(ctx, figure, 5, 2.0, box=fb)
    add_element(
        ctx,
        f"a pair of small {rubber_name} rubber boots walking by themselves, empty",
        "main",
        mask_bbox(boots),
        ("boots", "shoes", "walk", "child", "empty", "object"),
    )
    add_element(ctx, "a robin", "secondary", mask_bbox(robin), ("animal", "bird", "robin"))
    trail = ahead * (1 - np.clip(boots * 2, 0, 1))
    add_element(
        ctx,
        "a line of big footprints in the snow",
        "secondary",
        mask_bbox(trail),
        ("footprint", "trace", "snow", "path"),
    )
    return Painted(
        f"At dusk on a snowy country lane between bare hedges, a pair of small {rubber_name} "
        "rubber boots walks on by itself, nobody in them, stepping in the big deep footprints "
        "a grown-up left in the snow; the prints lead on up the lane and over the hill toward "
        "the last glow of the sunset, and a robin rides on the rim of one boot, looking back.",
        ["following", "absence", "growing up", "trust", "memory", "courage", "the way home"],
        setting="in lavender dusk light",
    )


PREMISE = Premise(
    name="little-boots-follow-the-prints",
    figure="boots",
    palettes=("lavender",),
    stage=stage,
    max_cards=1,
    frame=False,
)
