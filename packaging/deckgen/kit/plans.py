"""Drawings made flat in their own coordinates, to be laid in perspective (with
`perspective.homography` or `perspective.lay_plan`): an old map's inked marks, a bare
footprint's plan."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from .paint import Arr
from .scene import Ctx
from .shapes import cubic

Pt = tuple[float, float]
FOOT_PLAN = 1000  # the footprint's plan is drawn on a square this many units wide
# the plan of a left foot (toes up, big toe on the right), in plan units: the sole's heel and
# ball (centre, radii), the band between them (a polygon) and the five toes (centre, radii)
FOOT_PADS = [(472, 818, 128, 140), (520, 425, 195, 155)]
FOOT_WAIST = [
    (346, 820),
    (332, 700),
    (328, 580),
    (332, 460),
    (700, 470),
    (640, 545),
    (596, 625),
    (588, 720),
    (592, 820),
]
FOOT_TOES = [
    (660, 160, 80, 98),
    (532, 138, 52, 64),
    (430, 160, 47, 57),
    (347, 205, 42, 51),
    (282, 268, 36, 43),
]


def footprint_plan(scale: int = 2) -> tuple[Arr, Arr]:
    """A bare footprint in plan, `scale` times supersampled: (sole, toes) masks."""
    n = FOOT_PLAN * scale
    sole = Image.new("L", (n, n), 0)
    toes = Image.new("L", (n, n), 0)
    ds, dt = ImageDraw.Draw(sole), ImageDraw.Draw(toes)
    for x, y, rx, ry in FOOT_PADS:
        ds.ellipse(((x - rx) * scale, (y - ry) * scale, (x + rx) * scale, (y + ry) * scale), 255)
    ds.polygon([(x * scale, y * scale) for x, y in FOOT_WAIST], 255)
    for x, y, rx, ry in FOOT_TOES:
        dt.ellipse(((x - rx) * scale, (y - ry) * scale, (x + rx) * scale, (y + ry) * scale), 255)
    return np.asarray(sole, np.float32) / 255, np.asarray(toes, np.float32) / 255


def uv_mask(u: Arr, v: Arr, f: Arr, soft: float = 0.004) -> Arr:
    """A mask from a signed function f(u, v) (inside where f > 0), soft by `soft` map units."""
    return np.clip(f / soft + 0.5, 0, 1).astype(np.float32)


def map_peak(u: Arr, v: Arr, cu: float, base: float, hw: float, ht: float) -> Arr:
    """A mountain: a triangle with its base on v = base, apex at (cu, base - ht)."""
    t = (base - v) / ht  # 0 at the base, 1 at the apex
    f = np.minimum(hw * (1 - t) - np.abs(u - cu), np.minimum(t * ht, (1 - t) * ht))
    return uv_mask(u, v, f)


def map_marks(ctx: Ctx, u: Arr, v: Arr, river: list[Pt]) -> tuple[Arr, Arr, Arr, Arr]:
    """An old map's ink (lines and glyphs), its shaded slopes, its forest and its painted
    river (along the cubic curve through `river`), as masks in the map's own coordinates
    (u, v): a double border, a range of mountains, a forest, a compass rose."""
    ink = np.zeros(u.shape, np.float32)
    shade = np.zeros(u.shape, np.float32)
    # a double border
    for k in (0.035, 0.05):
        f = np.minimum(np.minimum(u - k, 1 - k - u), np.minimum(v - k, 1 - k - v))
        ink = np.maximum(ink, np.clip(1 - np.abs(f) / 0.004, 0, 1))
    # a range of mountains across the top
    for k in range(7):
        cu = 0.1 + k * 0.085 + ctx.u(-0.015, 0.015)
        base = 0.3 + ctx.u(-0.03, 0.05) + 0.04 * (k % 2)
        hw, ht = ctx.u(0.06, 0.08), ctx.u(0.13, 0.19)
        body = map_peak(u, v, cu, base, hw, ht)
        inner = map_peak(u, v, cu, base - 0.008, hw - 0.014, ht - 0.024)
        ink = np.maximum(ink * (1 - body), np.clip(body - inner, 0, 1))
        shade = np.maximum(shade * (1 - body), inner * (u > cu))
    # a forest: little pines in a clump
    trees = np.zeros(u.shape, np.float32)
    for _ in range(11):
        cu, cv = ctx.u(0.56, 0.86), ctx.u(0.42, 0.64)
        body = map_peak(u, v, cu, cv, 0.03, 0.09)
        trunk = uv_mask(
            u, v, np.minimum(0.005 - np.abs(u - cu), np.minimum(v - cv, cv + 0.025 - v))
        )
        trees = np.maximum(trees, np.maximum(body, trunk))
    # a compass rose in the corner away from the river
    cu, cv, r = 0.82, 0.82, 0.1
    du, dv = u - cu, v - cv
    rr = np.hypot(du, dv)
    ang = np.arctan2(dv, du)
    # (a four-pointed star: each point a narrow kite, and four short ones between them)
    frac = (ang / (np.pi / 2)) % 1  # 0 and 1 on a long point, 0.5 between
    tip = np.abs(frac - 0.5) * 2  # 1 on a long point, 0 between
    star = r * 0.22 + r * 0.78 * np.clip((tip - 0.55) / 0.45, 0, 1) ** 1.5 - rr
    star2 = r * 0.18 + r * 0.42 * np.clip((0.3 - tip) / 0.3, 0, 1) ** 1.5 - rr
    ring = 0.004 - np.abs(rr - r * 0.55)
    ink = np.maximum.reduce([ink, uv_mask(u, v, star), uv_mask(u, v, star2) * 0.8])
    ink = np.maximum(ink, uv_mask(u, v, ring, 0.002))
    shade = np.maximum(shade, uv_mask(u, v, r * 0.55 - rr) * 0.6)
    # the painted river: a blue band with inked banks
    pts = cubic(river[0], river[1], river[2], river[3], 60)
    riv = np.zeros(u.shape, np.float32)
    banks = np.zeros(u.shape, np.float32)
    for k in range(len(pts) - 1):
        (ua, va), (ub, vb) = pts[k], pts[k + 1]
        w = 0.012 + 0.02 * k / len(pts)
        t = np.clip(
            ((u - ua) * (ub - ua) + (v - va) * (vb - va)) / ((ub - ua) ** 2 + (vb - va) ** 2), 0, 1
        )
        dist = np.hypot(u - ua - t * (ub - ua), v - va - t * (vb - va))
        riv = np.maximum(riv, uv_mask(u, v, w - dist, 0.002))
        banks = np.maximum(banks, uv_mask(u, v, 0.003 - np.abs(dist - w), 0.0015))
    ink = np.maximum(ink * (1 - riv), banks)
    return ink, shade, trees, riv
