"""A cold drink on a café table: a gingham cloth in perspective, an ice cube melting in the
drink, a slice of lemon astride the rim, a striped straw, drops of condensation on the glass."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .figures import bbox_of
from .paint import XX, YY, Arr, H, W, blend, blur, disc, fbm, mix, rgb
from .scene import Ctx
from .shapes import polygon_fine, polylines, segment

Pt = tuple[float, float]
Drop = tuple[float, float, float, float]  # x, y, radius, the trail above it


def gingham_cloth(ctx: Ctx, y_t: float, yh: float, cloth: str) -> Arr:
    """A gingham tablecloth in perspective from y = y_t (its far edge) to the card's foot,
    the horizon at yh; returns the table's mask."""
    d = np.maximum(YY - yh, 1.0)
    xw = (XX - W / 2) / d
    zw = 1.0 / d
    px, pz = 0.11, 1.05e-4
    # stripes, antialiased: a smooth square wave whose edge is about a pixel wide
    sharp_x = np.clip(d * px / 8, 1, 40)  # stripes' period in pixels over 8
    sx = np.clip(np.sin(2 * np.pi * xw / px) * sharp_x + 0.5, 0, 1)
    dz = 1.0 / (d * d)  # zw's change per pixel
    sharp_z = np.clip(pz / dz / 8, 1, 40)
    sz = np.clip(np.sin(2 * np.pi * (zw - 1.0 / (y_t - yh)) / pz) * sharp_z + 0.5, 0, 1)
    near = np.clip((YY - y_t) / 260, 0, 1)  # far rows blur to the cloth's mean
    sx = sx * near + 0.5 * (1 - near)
    sz = sz * near + 0.5 * (1 - near)
    white = rgb("#f6f0e2")
    blue = rgb(cloth)
    k = (0.5 * sx + 0.5 * sz)[..., None]
    tone = blue * k + white * (1 - k)
    tone = tone * (1 + 0.06 * (fbm(ctx.rng, 90, 2) - 0.5))[..., None]
    # the cloth's far edge: a gentle curve (a round café table), a shaded hem under it
    edge = y_t + 30 * ((XX - W / 2) / (W / 2)) ** 2
    table: Arr = np.clip((YY - edge) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, table, np.clip(tone, 0, 1))
    return table


def ice_cube(
    ctx: Ctx, cx: float, cube_top: float, cw: float, ch: float, y_l: float, s: int, lemon: Arr
) -> Arr:
    """An ice cube floating in a drink whose surface is at y=`y_l`, its top just out of it
    (its top corner at `cube_top`, `cw` wide, its sides `ch` deep), its corners rounded by
    melting, a crack of light inside; the sun on side -s; under the surface tinted `lemon`.
    Returns its mask."""
    A = (cx - cw * 0.5, cube_top + 16)
    B = (cx - cw * 0.08, cube_top - 12)
    C = (cx + cw * 0.52, cube_top + 2)
    D = (cx + cw * 0.12, cube_top + 32)

    def down(p: tuple[float, float], k: float = 1.0) -> tuple[float, float]:
        return (p[0], p[1] + ch * k)

    top_face = blur(polygon_fine([A, B, C, D]), 4)
    left_face = blur(polygon_fine([A, D, down(D), down(A, 0.92)]), 4)
    right_face = blur(polygon_fine([D, C, down(C, 0.9), down(D)]), 4)
    cube: Arr = np.clip(np.maximum.reduce([top_face, left_face, right_face]) * 1.3, 0, 1)
    lit_l = s > 0  # the sun is on side -s: the cube's face toward it is the lighter
    faces = (
        (top_face, "#f8fcff"),
        (left_face, "#d4ecf4" if lit_l else "#9cc4d4"),
        (right_face, "#9cc4d4" if lit_l else "#d4ecf4"),
    )
    over = (y_l + 1 >= YY).astype(np.float32)
    for fm, col in faces:
        blend(ctx.img, fm * over, rgb(col), 0.95)
        blend(ctx.img, fm * (1 - over), mix(rgb(col), lemon, 0.45), 0.6)
    # melting: its edges rounded and glistening, a crack of light inside, drips on its sides
    edges = polylines([[A, D, C], [D, down(D, 0.7)]], 4) * over
    blend(ctx.img, blur(edges, 1.5), rgb("#ffffff"), 0.8)
    crack = polylines(
        [
            [
                (cx - cw * 0.25, cube_top + 50),
                (cx - cw * 0.1, cube_top + 42),
                (cx + 0.0, cube_top + 58),
            ]
        ],
        3,
    )
    blend(ctx.img, crack * over, rgb("#ffffff"), 0.6)
    return cube


def striped_straw(a: Pt, b: Pt, w: float) -> tuple[Arr, Arr]:
    """A straight straw from a to b, `w` wide, and the mask of its spiral stripes."""
    m = segment(a[0], a[1], b[0], b[1], w)
    vx, vy = b[0] - a[0], b[1] - a[1]
    ln = float(np.hypot(vx, vy))
    t = ((XX - a[0]) * vx + (YY - a[1]) * vy) / ln
    n_ = ((XX - a[0]) * -vy + (YY - a[1]) * vx) / ln
    band = (np.sin((t + n_ * 0.6) / 16) > 0).astype(np.float32)
    return m, blur(band, 1.2)


def lemon_slice(ctx: Ctx, lx: float, ly: float, lr: float) -> Arr:
    """A slice of lemon (a wheel of radius `lr` centred at (lx, ly)) cut to the middle and
    sitting astride a glass's rim below it: rind, pith, segments of pulp; returns its mask."""
    wheel = disc(lx, ly, lr, 2)
    ang_l = np.arctan2(YY - ly, XX - lx)
    dist = np.sqrt((XX - lx) ** 2 + (YY - ly) ** 2)
    ctx.lit(wheel, bbox_of(wheel), rgb("#f0c020"), rim=0.5, separate=False)
    pith = disc(lx, ly, lr - 10, 1.5)
    blend(ctx.img, pith, rgb("#fbf2c8"), 0.95)
    flesh = disc(lx, ly, lr - 16, 1.5)
    seg = np.clip(np.abs(np.sin(ang_l * 5)) * 30 - 3, 0, 1) * np.clip((dist - 8) / 4, 0, 1)
    pulp = flesh * seg
    blend(ctx.img, pulp, rgb("#f6d650"), 1.0)
    blend(ctx.img, pulp * np.clip(1 - dist / lr, 0, 1), rgb("#fff2a8"), 0.5)
    # the cut that sits on the rim
    cut = segment(lx, ly, lx, ly + lr + 4, 10) * wheel
    blend(ctx.img, cut, ctx.img * 0.6, 0.8)
    return wheel


def condensation(
    gen: np.random.Generator,
    gx: float,
    y_top: float,
    y_l: float,
    y_bot: float,
    half: Callable[[float], Arr | float],
) -> list[Drop]:
    """Where drops of condensation run down a cold glass centred on x=`gx` (its half width
    at y: `half`), most below the drink's level `y_l`: (x, y, radius, trail)."""
    drops: list[Drop] = []
    for _ in range(34):
        fx = float(gen.uniform(-0.92, 0.92))
        fy = float(gen.uniform(0.0, 1.0))
        py = (
            y_l + 20 + fy * (y_bot - y_l - 70)
            if gen.random() < 0.8
            else y_top + 30 + fy * (y_l - y_top)
        )
        pxx = gx + fx * float(half(py))
        r = float(gen.uniform(5, 12))
        trail = float(gen.uniform(0, 140)) if gen.random() < 0.45 else 0.0
        drops.append((pxx, py, r, trail))
    return drops


def draw_drops(img: Arr, drops: list[Drop], ls: int) -> None:
    """The drops on `img` (after the paint): each dark, a bright catch-light on the side of
    the light (side `ls`), a faint trail above it."""
    m_dark = np.zeros((H, W), np.float32)
    m_lit = np.zeros((H, W), np.float32)
    m_tr = np.zeros((H, W), np.float32)
    for pxx, py, r, trail in drops:
        if trail:
            m_tr = np.maximum(m_tr, segment(pxx, py - trail, pxx, py, r * 0.8))
        m_dark = np.maximum(m_dark, disc(pxx, py + r * 0.25, r, 1.2))
        m_lit = np.maximum(m_lit, disc(pxx - ls * -r * 0.3, py - r * 0.35, r * 0.38, 1.0))
    blend(img, m_tr, rgb("#fff8e0"), 0.22)
    blend(img, m_dark, img * 0.72, 0.7)
    blend(img, m_lit, rgb("#ffffff"), 0.9)
