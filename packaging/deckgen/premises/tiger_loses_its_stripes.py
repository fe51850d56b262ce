"""Premise "tiger-loses-its-stripes": In a misty jungle clearing (big leaves, hanging vines, a
shaft of light), a tiger sits on the ground and looks back over its shoulder: its black stripes
peel off its flank and fly away into the air like a flock of thin black ribbons, and where they
have left, its fur is plain orange; a few stripes still cling to its shoulders, head and tail.

The tiger is drawn from parts (haunch, body, chest, neck, head turned back, muzzle, ears, legs,
paws, a ringed tail on the ground); its stripes are tapered ribbons, the same ones on its
shoulders and in the air, one half peeled and lifting from its back.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import bezier, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
INK = "#17120f"
FUR = "#d8742a"
CREAM = "#f3e6cf"


def stripe(a: Pt, b: Pt, bend: float, w: float, n: int = 9) -> Arr:
    """A tiger stripe: a curved band from `a` to `b`, bowed by `bend` (px), `w` wide in its
    middle and pointed at both ends."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    ln = float(np.hypot(dx, dy)) or 1.0
    c = (mx - dy / ln * bend, my + dx / ln * bend)
    pts = bezier(a, c, b, n)
    ws = [max(1.5, w * np.sin(np.pi * (k + 0.5) / n) ** 0.8) for k in range(n)]
    return ribbon(pts, ws, 1.2)


def tiger_parts(ox: float, fy: float, h: float, d: int) -> dict[str, Arr]:
    """A big cat sitting in profile facing `d` (1: right), its head turned back over its
    shoulder (looking to -d and up); `ox` is its haunch, `fy` the ground, `h` its height."""

    def p(a: float, b: float) -> Pt:
        return (ox + d * a * h, fy - b * h)

    def el(a: float, b: float, ra: float, rb: float, ang: float = 0.0) -> Arr:
        x, y = p(a, b)
        return tilted_ellipse(x, y, ra * h, rb * h, d * ang)

    def rib(pts: list[Pt], ws: list[float]) -> Arr:
        return ribbon(pts, [w * h for w in ws])

    return {
        "haunch": el(-0.04, 0.2, 0.25, 0.21),
        "body": el(0.08, 0.4, 0.18, 0.28, -0.45),
        "chest": el(0.21, 0.5, 0.13, 0.18, -0.2),
        "neck": rib([p(0.14, 0.58), p(0.17, 0.7), p(0.17, 0.8)], [0.26, 0.23, 0.2]),
        "head": el(0.14, 0.87, 0.165, 0.14),
        "ruff": el(0.21, 0.79, 0.1, 0.075, 0.3),
        "muzzle": rib([p(0.06, 0.83), p(-0.02, 0.84), p(-0.07, 0.85)], [0.17, 0.15, 0.12]),
        "leg": rib([p(0.24, 0.42), p(0.26, 0.2), p(0.27, 0.04)], [0.12, 0.09, 0.085]),
        "paw": el(0.3, 0.03, 0.075, 0.035),
        "foot": el(0.07, 0.03, 0.14, 0.04),
        "ear": el(0.22, 1.0, 0.06, 0.062),
        "far_leg": rib([p(0.17, 0.4), p(0.18, 0.2), p(0.19, 0.04)], [0.1, 0.08, 0.075]),
        "far_paw": el(0.22, 0.028, 0.065, 0.03),
        "far_ear": el(0.08, 1.01, 0.05, 0.055),
        "tail": rib(
            [p(-0.24, 0.07), p(-0.3, 0.03), p(-0.12, 0.015), p(0.14, 0.02), p(0.34, 0.05)],
            [0.075, 0.07, 0.065, 0.06, 0.055],
        ),
        "white": np.maximum.reduce(
            [
                el(0.28, 0.5, 0.035, 0.1, -0.2),
                el(-0.02, 0.815, 0.09, 0.05),
                el(0.14, 0.78, 0.11, 0.05),
            ]
        ),
        "eye": el(0.045, 0.895, 0.022, 0.015),
        "nose": disc(*p(-0.12, 0.86), 0.028 * h, 1.5),
    }


def leaf(base: Pt, ang: float, ln: float, wd: float) -> tuple[Arr, list[list[Pt]]]:
    """A big pointed jungle leaf from `base` at angle `ang`; its mask and its veins."""
    ux, uy = np.cos(ang), np.sin(ang)
    nx, ny = -uy, ux
    out, back = [], []
    for t in np.linspace(0, 1, 14):
        half = wd * np.sin(np.pi * t) ** 0.7 * (1 - 0.3 * t)
        cx, cy = base[0] + ux * ln * t, base[1] + uy * ln * t
        out.append((cx + nx * half, cy + ny * half))
        back.append((cx - nx * half, cy - ny * half))
    tip = (base[0] + ux * ln, base[1] + uy * ln)
    veins = [[base, tip]]
    for t in (0.25, 0.45, 0.65):
        cx, cy = base[0] + ux * ln * t, base[1] + uy * ln * t
        for sg in (-1, 1):
            veins.append(
                [
                    (cx, cy),
                    (cx + (ux * 0.3 + sg * nx) * wd * 0.8, cy + (uy * 0.3 + sg * ny) * wd * 0.8),
                ]
            )
    return polygon_fine(out + back[::-1]), veins


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    d = s  # it faces the card's edge; its haunch, and its gaze, turn to the open middle
    gy = H * ctx.u(0.85, 0.87)
    th = H * ctx.u(0.38, 0.41)
    ox = x - d * 0.1 * th
    lx = W / 2 - s * W * ctx.u(0.12, 0.22)
    ctx.light = (lx, -H * 0.08)
    light = ctx.c("light")
    # the clearing's air: misty, brightest where the light comes down
    ctx.texture_sky(0.05)
    glow(ctx.img, lx, H * 0.15, W * 0.8, ctx.pal.light, 0.35)
    hz = H * 0.66
    far = ctx.sky_at(0.5)
    leafy = mix(rgb(ctx.pal.ground), rgb("#2f5a36"), 0.5)
    # the jungle wall behind: layers of trunks and foliage, fading into the mist
    for k in range(3):
        t = (k + 1) / 3
        col = mix(far, leafy * (1 - 0.35 * t), 0.25 + 0.35 * t)
        m = np.zeros((H, W), np.float32)
        for _ in range(9 + 3 * k):
            tx = ctx.u(-50, W + 50)
            if abs(tx - lx) < W * 0.14 and k > 0:
                continue  # keep a gap where the light falls
            r = ctx.u(90, 200) * (0.7 + 0.4 * t)
            m = np.maximum(m, ellipse(tx, ctx.u(0.05, 0.45) * H, r, r * 0.8, 30))
            m = np.maximum(m, ellipse(tx, H * 0.5, ctx.u(10, 22) * (1 + t), H * 0.3, 3))
        m = np.maximum(m, np.clip((YY - hz + 60 * (1 - t)) / 40, 0, 1))
        tex = 1 + 0.16 * (aniso_noise(ctx.rng, 40, 26) - 0.5)
        blend(ctx.img, m * (1 - 0.25 * (1 - t)), np.clip(col * tex[..., None], 0, 1))
        ctx.fog(0.62 - 0.05 * k, 0.12, 0.35)
    # the ground of the clearing: moss and leaf litter, lit in a pool under the light
    tt = np.clip((YY - hz) / (H - hz), 0, 1)
    ground = mix(far, leafy, 0.55) * (1 - 0.3 * tt[..., None])
    n1 = aniso_noise(ctx.rng, 120, 16) - 0.5
    ground = np.clip(ground * (1 + 0.22 * n1)[..., None], 0, 1)
    blend(ctx.img, np.clip((YY - hz) / 30, 0, 1), ground)
    pool = ellipse(ox, gy, W * 0.45, H * 0.07, 60) * (hz < YY)
    blend(ctx.img, pool, mix(light, rgb("#e8d8a0"), 0.4), 0.3)
    # the shaft of light coming down through the canopy toward the tiger
    shaft = polygon_fine([(lx - 60, -10), (lx + 60, -10), (ox + 260, gy), (ox - 260, gy)])
    blend(ctx.img, blur(shaft, 40), mix(light, rgb("#fff2cc"), 0.5), 0.42)
    glow(ctx.img, lx, 0, W * 0.45, "#fff6dc", 0.4)
    ctx.rays(lx, -H * 0.05, 5, 0.1, 0.35)
    ctx.fog(0.8, 0.06, 0.3)
    # the tiger, sitting, its head turned back over its shoulder
    P = tiger_parts(ox, gy, th, d)
    far_bits = np.maximum.reduce([P["far_leg"], P["far_paw"], P["far_ear"]])
    keys = (
        "haunch",
        "body",
        "chest",
        "neck",
        "head",
        "muzzle",
        "ruff",
        "leg",
        "paw",
        "foot",
        "ear",
    )
    body = np.maximum.reduce([P[k] for k in keys])
    whole = np.maximum.reduce([body, far_bits, P["tail"]])
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, gy, 0.45)
    ctx.contact(whole, bb)
    fur = rgb(FUR)
    ctx.lit(far_bits, mask_bbox(far_bits), fur * 0.72, rim=0.3)
    ctx.lit(P["tail"], mask_bbox(P["tail"]), fur * 0.9, rim=0.4)
    ctx.lit(body, bb, fur, rim=0.8, separate=True)
    blend(ctx.img, blur(P["white"], 6) * body, rgb(CREAM), 0.8)

    def q(a: float, b: float) -> Pt:
        return (ox + d * a * th, gy - b * th)

    # the stripes it keeps: shoulders, neck, forehead, the foreleg, rings on its tail
    kept = []
    for a, w in ((0.16, 0.036), (0.21, 0.034), (0.26, 0.03), (0.31, 0.026)):
        kept.append(stripe(q(a - 0.09, 0.76), q(a + 0.02, 0.5), d * 14, w * th))
    for a in (0.08, 0.13):
        kept.append(stripe(q(a - 0.06, 0.62), q(a + 0.01, 0.4), -d * 16, 0.034 * th))
    for b in (0.3, 0.2, 0.12):
        kept.append(stripe(q(0.215, b), q(0.31, b + 0.02), 6, 0.022 * th, 7))
    for a in (0.09, 0.13, 0.17, 0.21):
        kept.append(stripe(q(a, 1.0), q(a - 0.02, 0.92), 3, 0.022 * th, 7))
    for b in (0.76, 0.82, 0.88):
        kept.append(stripe(q(0.3, b), q(0.2, b - 0.02), 4, 0.02 * th, 7))
    kept.append(stripe(q(0.0, 0.9), q(0.04, 0.96), 4, 0.016 * th, 7))
    for a in (-0.28, -0.06, 0.1, 0.24):
        kept.append(stripe(q(a, 0.075), q(a + 0.02, -0.02), 4, 0.028 * th, 7) * P["tail"])
    kept_m = np.clip(np.maximum.reduce(kept) * np.maximum(body, P["tail"]), 0, 1)
    blend(ctx.img, kept_m, rgb(INK), 0.95)
    after_mask(ctx, P["eye"], "#1c1408", 0.95)
    after_mask(ctx, disc(*q(0.04, 0.894), 0.008 * th, 1), "#e8c040", 0.9)
    blend(ctx.img, P["nose"], rgb("#3a1e1a"), 0.95)
    focus_on(ctx, whole, 4, box=bb)
    focus_on(ctx, np.maximum(P["head"], P["muzzle"]), 3, 2.5)
    add_element(
        ctx,
        "a tiger sitting and looking back over its shoulder, its fur plain orange where its "
        "stripes have left",
        "main",
        bb,
        ("animal", "tiger", "wild", "change", "looking back"),
    )
    # the stripes leaving: one half peeled from its back, then a flock of them streaming off
    # its flank up into the air, smaller and farther apart as they go
    gen = ctx.rng
    flock = [  # half peeled: one end still on its flank, the other lifting into the air
        stripe(q(-0.02, 0.44), q(-0.3, 0.64), d * 34, 0.036 * th),
        stripe(q(-0.1, 0.26), q(-0.42, 0.4), -d * 30, 0.036 * th),
        stripe(q(-0.16, 0.12), q(-0.44, 0.2), d * 20, 0.032 * th),
    ]
    start = q(-0.42, 0.52)
    end = (W / 2 - s * W * ctx.u(0.3, 0.38), H * ctx.u(0.08, 0.12))
    ctrl = (start[0] - d * W * 0.05, H * ctx.u(0.2, 0.3))
    path = bezier(start, ctrl, end, 60)
    n = int(gen.integers(19, 23))
    for k in range(n):
        t = (k + 1) / n
        px, py = path[min(59, int(t**0.85 * 59))]
        spread = 20 + 120 * t
        px += float(gen.normal(0, spread * 0.6))
        py += float(gen.normal(0, spread * 0.4))
        ln = th * (0.22 - 0.11 * t) * float(gen.uniform(0.8, 1.15))
        ang = float(gen.uniform(-0.6, 0.6)) + (np.pi / 2 if gen.random() < 0.4 else 0)
        ax, ay = np.cos(ang) * ln / 2, np.sin(ang) * ln / 2
        bend = float(gen.choice([-1, 1])) * ln * float(gen.uniform(0.12, 0.3))
        flock.append(stripe((px - ax, py - ay), (px + ax, py + ay), bend, th * (0.034 - 0.014 * t)))
    fly = np.clip(np.maximum.reduce(flock), 0, 1)
    blend(ctx.img, blur(fly, 10), ctx.img * 0.75, 0.25)
    blend(ctx.img, fly, rgb(INK), 0.97)
    focus_on(ctx, fly, 3, 2.5)
    add_element(
        ctx,
        "its black stripes flying away into the air like a flock of thin ribbons",
        "secondary",
        mask_bbox(fly),
        ("stripes", "flying", "flock", "leaving"),
    )
    # big jungle leaves in the near corners, and vines hanging from the canopy
    dark_leaf = leafy * 0.45
    leaves = np.zeros((H, W), np.float32)
    veins: list[list[Pt]] = []
    for base, ang, ln in (
        ((W / 2 + s * W * 0.56, H * 1.02), -np.pi / 2 - s * 0.45, 560),
        ((W / 2 - s * W * 0.56, H * 1.03), -np.pi / 2 + s * 0.6, 520),
        ((W / 2 - s * W * 0.56, H * 0.74), -np.pi / 2 + s * 1.35, 400),
        ((W / 2 - s * W * 0.56, -20), np.pi / 2 + s * 0.9, 560),
    ):
        lm, vs = leaf(base, ang + ctx.u(-0.1, 0.1), ln, ln * 0.22)
        leaves = np.maximum(leaves, lm * (1 - np.clip(whole * 3, 0, 1)))
        veins += vs
    ctx.lit(leaves, mask_bbox(leaves), dark_leaf, rim=0.5)
    after_mask(ctx, polylines(veins, 4) * leaves, "#6f8e5a", 0.5)
    vines = []
    for k in range(int(gen.integers(3, 5))):
        vx = W / 2 + s * W * ctx.u(0.05, 0.48) if k % 2 else ctx.u(0.02, 0.98) * W
        if abs(vx - lx) < 80:
            continue
        bot = H * ctx.u(0.2, 0.45)
        vines.append(
            bezier((vx, -10), (vx + ctx.u(-60, 60), bot * 0.6), (vx + ctx.u(-30, 30), bot), 20)
        )
    if vines:
        vm = polylines(vines, 7) * (1 - np.clip(fly * 3, 0, 1))
        blend(ctx.img, vm, mix(dark_leaf, far, 0.3), 0.9)
    add_element(
        ctx,
        "big jungle leaves and hanging vines",
        "frame",
        mask_bbox(np.maximum(leaves, 0)),
        ("jungle", "leaves", "vines"),
    )
    return Painted(
        "In a misty jungle clearing under a shaft of light, a tiger sits and looks back over "
        "its shoulder as its black stripes peel off its flank and fly away into the air like "
        "a flock of thin black ribbons, leaving its fur plain orange.",
        ["change", "freedom", "identity", "letting go", "loss", "farewell", "wonder"],
    )


PREMISE = Premise(
    name="tiger-loses-its-stripes",
    figure="tiger",
    palettes=("mist", "spring", "storm"),
    stage=stage,
    max_cards=1,
)
