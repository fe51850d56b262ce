"""Animals drawn from shapes or from an icon posed in water: a small dragon curled asleep (in
parts), a fennec fox in profile with its head lowered, a bird swimming with its reflection;
a giraffe's coat of patches."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .paint import XX, YY, Arr, H, W, blend, blur, ellipse, icon_mask
from .scene import Ctx
from .shapes import cubic, mask_bbox, polygon_fine, ribbon, tilted_ellipse

Pt = tuple[float, float]


class Dragon(NamedTuple):
    """The parts of :func:`curled_dragon` (each a mask), where its wing's wrist and finger
    tips are, and the whole (`dragon`); `near` is all of it but the wing, horns and spines."""

    near: Arr
    wing: Arr
    horns: Arr
    spikes: Arr
    dragon: Arr
    neck: Arr
    tail: Arr
    haunch: Arr
    skull: Arr
    brow: Arr
    snout: Arr
    jaw: Arr
    wrist: Pt
    tips: list[Pt]


def curled_dragon(bx: float, by: float, k: float, s: int) -> Dragon:
    """A small dragon lying curled asleep, its body centred at (bx, by), `k` its size (1: a
    body 430 px long), its neck bent round to a head resting low on side -s: a body, a neck,
    a head (skull, brow, snout, jaw, horns), a forelimb and paw, a haunch and foot, a tail
    wound down to a spade, a folded bat's wing with a clawed wrist, spines along its ridge."""

    def P(u: float, v: float) -> Pt:  # a point of the dragon, in its own units
        return (bx + s * u * k, by + v * k)

    def el(u: float, v: float, rx: float, ry: float) -> Arr:
        x_, y_ = P(u, v)
        return ellipse(x_, y_, rx * k, ry * k, 2)

    body = el(0, 0, 215, 100)
    neck_pts = cubic(P(-150, -30), P(-210, -90), P(-290, -20), P(-300, 70), 20)
    neck = ribbon(neck_pts, [(110 - 2.5 * j) * k for j in range(21)], 2)
    # the head, lying on the books at the front of the pile
    skull = el(-310, 95, 72, 52)
    brow = el(-332, 66, 40, 18)
    snout = el(-400, 112, 78, 34)
    jaw = el(-360, 128, 76, 24)
    horns = np.maximum(
        polygon_fine([P(-290, 55), P(-160, 0), P(-260, 80)]),
        polygon_fine([P(-320, 48), P(-210, -40), P(-278, 62)]),
    )
    paw = el(-340, 162, 66, 24)
    arm = ribbon([P(-80, 50), P(-260, 150), P(-340, 160)], [70 * k, 50 * k, 44 * k], 2)
    haunch = el(120, 20, 100, 80)
    foot = el(50, 92, 62, 24)
    tail_pts = cubic(P(200, 10), P(330, 60), P(320, 300), P(150, 350), 28)
    tail = ribbon(tail_pts, [(80 - 2.3 * j) * k for j in range(29)], 2)
    t1, t0 = tail_pts[-1], tail_pts[-3]
    dxt, dyt = t1[0] - t0[0], t1[1] - t0[1]
    lt = float(np.hypot(dxt, dyt)) or 1.0
    dxt, dyt = dxt / lt, dyt / lt
    sp = 34 * k
    spade = polygon_fine(
        [
            (t1[0] - dyt * sp * 0.8, t1[1] + dxt * sp * 0.8),
            (t1[0] + dxt * sp * 1.8, t1[1] + dyt * sp * 1.8),
            (t1[0] + dyt * sp * 0.8, t1[1] - dxt * sp * 0.8),
            (t1[0] - dxt * sp * 0.2, t1[1] - dyt * sp * 0.2),
        ]
    )
    # the folded wing on its back: a bat's wing half closed, three long fingers fanning down
    # from a clawed wrist held high, the skin between them scalloped
    wrist = P(-20, -300)
    tips = [P(-150, -70), P(40, -60), P(230, -60)]
    wing_pts = [P(-170, -90), wrist, P(60, -260), P(270, -80), tips[2]]
    for a_, b_ in ((tips[2], tips[1]), (tips[1], tips[0])):
        for j in range(1, 6):
            t = j / 6
            sag = 34 * k * np.sin(np.pi * t)
            wing_pts.append((a_[0] + (b_[0] - a_[0]) * t, a_[1] + (b_[1] - a_[1]) * t - sag))
    wing_pts.append(tips[0])
    wing = polygon_fine(wing_pts)
    claw = polygon_fine(
        [
            (wrist[0] - 12 * k, wrist[1] + 10),
            (wrist[0] - s * 30 * k, wrist[1] - 36 * k),
            (wrist[0] + s * 14 * k, wrist[1] + 4),
        ]
    )
    wing = np.maximum(wing, claw)
    near = np.maximum.reduce(
        [body, neck, skull, brow, snout, jaw, haunch, foot, tail, spade, arm, paw]
    )
    # spines down the ridge of its neck, back and tail, on their upper edge
    neck_w = [(110 - 2.5 * j) * k for j in range(21)]
    tail_w = [(80 - 2.3 * j) * k for j in range(29)]
    ridge: list[tuple[Pt, float]] = [(neck_pts[j], neck_w[j] / 2) for j in range(17, 1, -2)]
    ridge += [
        (P(u, -100 * np.sqrt(max(0.0, 1 - (u / 215) ** 2)) + 4), 0.0) for u in range(-120, 181, 40)
    ]
    ridge += [(tail_pts[j], tail_w[j] / 2) for j in range(3, 22, 3)]
    pts: list[Pt] = []
    for j, ((px_, py_), off) in enumerate(ridge):
        (qx, qy) = ridge[min(j + 1, len(ridge) - 1)][0] if j + 1 < len(ridge) else ridge[j - 1][0]
        tx, ty = qx - px_, qy - py_
        ln = float(np.hypot(tx, ty)) or 1.0
        nx, ny = -ty / ln, tx / ln
        if ny > 0:
            nx, ny = -nx, -ny
        pts.append((px_ + nx * off * 0.92, py_ + ny * off * 0.92))
    spikes = np.zeros((H, W), np.float32)
    for j in range(len(pts) - 1):
        (ax, ay), (cx2, cy2) = pts[j], pts[j + 1]
        if np.hypot(cx2 - ax, cy2 - ay) > 90 * k:
            continue
        mx_, my_ = (ax + cx2) / 2, (ay + cy2) / 2
        nx, ny = -(cy2 - ay), cx2 - ax
        ln = float(np.hypot(nx, ny)) or 1.0
        nx, ny = nx / ln, ny / ln
        if ny > 0:
            nx, ny = -nx, -ny
        sz = 30 * k
        spikes = np.maximum(
            spikes,
            polygon_fine([(ax, ay), (cx2, cy2), (mx_ + nx * sz - s * 8 * k, my_ + ny * sz)]),
        )
    spikes = spikes * (1 - near)
    dragon = np.maximum.reduce([near, wing, horns, spikes])
    return Dragon(
        near, wing, horns, spikes, dragon, neck, tail, haunch, skull, brow, snout, jaw, wrist, tips
    )


def fennec(nose: Pt, feet_y: float, fh: float, d: int) -> tuple[Arr, Arr, Arr, Arr, Arr, Pt]:
    """A fennec fox in profile facing d, its head lowered so its nose is at `nose`: returns
    (near parts, far parts, snout, tail tip, ears, head centre)."""
    hx, hy = nose[0] - d * fh * 0.3, nose[1] - fh * 0.08
    sx = hx - d * fh * 0.42  # the shoulder
    top = feet_y - fh  # the line of the back
    hip = sx - d * fh * 0.95
    torso = ellipse((sx + hip) / 2, top + fh * 0.24, fh * 0.58, fh * 0.22, 2)
    chest = ellipse(sx - d * fh * 0.02, top + fh * 0.28, fh * 0.2, fh * 0.25, 2)
    haunch = ellipse(hip + d * fh * 0.1, top + fh * 0.28, fh * 0.22, fh * 0.26, 2)
    neck = ribbon(
        [(sx - d * fh * 0.05, top + fh * 0.18), (hx - d * fh * 0.05, hy)], [fh * 0.34, fh * 0.26], 2
    )
    head = ellipse(hx, hy, fh * 0.21, fh * 0.18, 2)
    snout = polygon_fine(
        [
            (hx + d * fh * 0.08, hy - fh * 0.12),
            (nose[0], nose[1] - fh * 0.025),
            (nose[0] + d * fh * 0.01, nose[1] + fh * 0.03),
            (hx + d * fh * 0.04, hy + fh * 0.15),
        ]
    )
    # the great ears, broad at the base, rounded at the tip: one up and forward, one back
    ears = []
    for base_c, tip in ((-0.07, (-0.34, -0.56)), (0.07, (0.17, -0.6))):
        bx0 = hx + d * fh * base_c
        tx, ty = bx0 + d * fh * tip[0], hy + fh * tip[1]
        ax, ay = bx0 - d * fh * 0.16, hy - fh * 0.04  # the base's back corner
        cx_, cy_ = bx0 + d * fh * 0.15, hy - fh * 0.08  # its front corner
        ears.append(
            polygon_fine(
                [
                    (ax, ay),
                    ((ax + tx) / 2 - d * fh * 0.04, (ay + ty) / 2),
                    (tx - d * fh * 0.03, ty + fh * 0.03),
                    (tx, ty),
                    (tx + d * fh * 0.04, ty + fh * 0.04),
                    ((cx_ + tx) / 2 + d * fh * 0.05, (cy_ + ty) / 2),
                    (cx_, cy_),
                ]
            )
        )
    near = np.maximum.reduce([torso, chest, haunch, neck, head, snout, ears[1]])
    far = ears[0].copy()
    # legs: slender, the front ones straight, the hind ones bent at the hock
    for lx, front, is_near in (
        (sx - d * fh * 0.02, True, True),
        (sx - d * fh * 0.14, True, False),
        (hip + d * fh * 0.12, False, True),
        (hip - d * fh * 0.02, False, False),
    ):
        if front:
            pts = [
                (lx, top + fh * 0.35),
                (lx + d * fh * 0.02, feet_y - fh * 0.3),
                (lx + d * fh * 0.03, feet_y - 4),
            ]
        else:
            pts = [
                (lx, top + fh * 0.35),
                (lx - d * fh * 0.1, feet_y - fh * 0.3),
                (lx - d * fh * 0.02, feet_y - 4),
            ]
        leg = ribbon(pts, [fh * 0.15, fh * 0.08, fh * 0.07], 2)
        paw = ellipse(pts[-1][0] + d * fh * 0.04, feet_y - 3, fh * 0.07, fh * 0.035, 2)
        target = near if is_near else far
        np.maximum(target, np.maximum(leg, paw), out=target)
    tail_pts = cubic(
        (hip - d * fh * 0.05, top + fh * 0.2),
        (hip - d * fh * 0.45, top + fh * 0.3),
        (hip - d * fh * 0.6, feet_y - fh * 0.35),
        (hip - d * fh * 0.4, feet_y - fh * 0.08),
        16,
    )
    widths = [fh * (0.12 + 0.16 * np.sin(np.pi * min(1.0, k / 11) * 0.85)) for k in range(17)]
    tail = ribbon(tail_pts, widths, 2)
    tip_m = ribbon(tail_pts[12:], widths[12:], 2) * tail
    near = np.maximum(near, tail)
    return near, far, snout, tip_m, np.maximum(ears[0], ears[1]), (hx, hy)


def swimming_bird(
    ctx: Ctx, name: str, x: float, wl: float, h: float, col: np.ndarray, flip: bool, water: Arr
) -> tuple[int, int, int, int]:
    """A bird swimming with its waterline at y=wl: the part above the water lit, a dark
    reflection below, a pale line where it meets the water."""
    m, bb = icon_mask(name, x, wl - h * 0.3, h, flip=flip)
    above = m * np.clip((wl - YY) / 2 + 0.5, 0, 1)
    refl = np.zeros_like(m)
    yi = int(wl)
    n = min(yi, H - yi, bb[3] - bb[1] + 4)
    refl[yi : yi + n] = above[yi - n : yi][::-1]
    blend(ctx.img, blur(refl, 2) * water, col * 0.45, 0.6)
    ctx.lit(above, bb, col, rim=0.6, separate=True)
    line = ellipse(x, wl + 2, (bb[2] - bb[0]) * 0.55, 5, 2) * (1 - above)
    blend(ctx.img, line * water, ctx.c("light"), 0.5)
    x0, y0, x1, _ = bb
    sl = (slice(max(0, y0 - 8), int(wl) + 8), slice(max(0, x0 - 8), x1 + 8))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(above[sl] * 2, 0, 1))
    return (x0, y0, x1, int(wl))


def giraffe_patches(ctx: Ctx, m: Arr, cell: float, gap: float, ratio: np.ndarray) -> None:
    """Darken mask `m` into giraffe patches: Voronoi cells about `cell` px, with cream lines
    `gap` px wide between them (the shading kept: the lit colour times `ratio`)."""
    x0, y0, x1, y1 = mask_bbox(m)
    gen = ctx.side()
    gxs = np.arange(x0 - cell, x1 + cell, cell)
    gys = np.arange(y0 - cell, y1 + cell, cell * 0.9)
    pts = [
        (x + gen.uniform(-0.4, 0.4) * cell, y + gen.uniform(-0.4, 0.4) * cell)
        for y in gys
        for x in gxs
    ]
    sx, sy = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    d1 = np.full(sx.shape, 1e9, np.float32)
    d2 = np.full(sx.shape, 1e9, np.float32)
    for px, py in pts:
        d = np.sqrt((sx - px) ** 2 + (sy - py) ** 2)
        d2 = np.minimum(d2, np.maximum(d1, d))
        d1 = np.minimum(d1, d)
    inside = np.clip((d2 - d1 - gap) / 2.5, 0, 1) * m[y0:y1, x0:x1]
    sub = ctx.img[y0:y1, x0:x1]
    sub *= 1 - inside[..., None] * (1 - ratio)


class Frame(NamedTuple):
    """Where a four-legged animal drawn in body units lies on the card: its belly centre at
    x ``x0``, its paws on y ``gy``, ``u`` px a unit, facing ``d`` (1 right, -1 left). The legs
    (up to 1.6 units) are drawn a little shorter than their units (the wolf, the lion)."""

    x0: float
    gy: float
    u: float
    d: int

    def p(self, a: float, b: float) -> Pt:
        """The point ``a`` units forward and ``b`` units up."""
        return (
            self.x0 + self.d * a * self.u,
            self.gy - (b * 0.8 if b <= 1.6 else b - 0.32) * self.u,
        )

    def rib(self, pts: list[Pt], ws: list[float]) -> Arr:
        """A limb or tail through ``pts`` (units), ``ws`` units wide at each."""
        return ribbon([self.p(*q) for q in pts], [w * self.u for w in ws], 2)

    def ov(self, a: float, b: float, ra: float, rb: float, tilt: float = 0.0) -> Arr:
        """An oval of radii ``ra``, ``rb`` units at (``a``, ``b``), tilted with the facing."""
        c = self.p(a, b)
        return tilted_ellipse(c[0], c[1], ra * self.u, rb * self.u, self.d * tilt)
