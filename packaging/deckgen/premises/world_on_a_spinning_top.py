"""Premise "world-on-a-spinning-top": On a table, a big striped wooden spinning top whirls on
its point, and on its flat top lies a whole little world (a meadow, a house with a lit
window, a tree) going round with it."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, ellipse, fbm, glow, rgb
from ..kit.place import add_element, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines

BANDS = (("#c8392e", "#2f5f9a"), ("#2f7a4a", "#e0a030"), ("#7a3a8a", "#e0a030"))


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.room(0.6)
    ctx.light = (W / 2 - s * W * 0.55, H * 0.12)
    glow(ctx.img, ctx.light[0], ctx.light[1], 900, "#ffd9a0", 0.3)
    x = W / 2 + s * ctx.u(30, 70)
    tip = H * ctx.u(0.87, 0.88)
    top_y = H * ctx.u(0.4, 0.42)
    rx, ry = W * 0.36, H * 0.065

    # the body: a curved cone from the rim down to the point
    def width(t: float) -> float:
        """The body's half width at t (0 at the top face, 1 at the point): a rounded
        shoulder, then a long concave taper."""
        if t < 0.22:
            return float(rx * (0.8 + 0.2 * np.sin(t / 0.22 * np.pi / 2)))
        return float(rx * (1 - (t - 0.22) / 0.78) ** 1.5 + 8)

    pts_l, pts_r = [], []
    for k in range(41):
        t = k / 40
        w = width(t)
        y = top_y + (tip - top_y) * t
        pts_l.append((x - w, y))
        pts_r.append((x + w, y))
    body = polygon_fine(pts_l + pts_r[::-1])
    body = np.maximum(body, ellipse(x, top_y + 10, rx * 0.8, ry * 0.8, 2))
    bb = mask_bbox(body)
    # its shadow on the table and the rings its point has drawn there
    sh = ellipse(x + s * 120, tip + 6, rx * 0.7, 26, 14)
    blend(ctx.img, sh, ctx.img * 0.4, 0.6)
    rings = []
    for k in range(3):
        rr = 60 + k * 55
        rings.append(
            [
                (x + rr * np.cos(a), tip + 0.18 * rr * np.sin(a))
                for a in np.linspace(0, 2 * np.pi, 60)
            ]
        )
    blend(ctx.img, polylines(rings, 3), ctx.img * 0.6, 0.5)
    ctx.lit(body, bb, rgb("#e8d8b8"), rim=0.7)
    # painted bands curving round the body
    c1, c2 = BANDS[int(ctx.rng.integers(len(BANDS)))]
    dx = (XX - x) / rx
    curve = np.sqrt(np.clip(1 - dx**2, 0, 1))
    v = (YY - top_y) / (tip - top_y) - 0.09 * curve
    for lo, hi, col in ((0.08, 0.2, c1), (0.28, 0.36, c2), (0.44, 0.56, c1), (0.7, 0.76, c2)):
        band = body * np.clip((v - lo) * 200, 0, 1) * np.clip((hi - v) * 200, 0, 1)
        blend(ctx.img, band, ctx.img * rgb(col) * 1.4, 0.85)
    # the flat top: a round meadow with a wooden rim
    rim_m = ellipse(x, top_y + 12, rx * 0.8, ry * 0.8, 2)
    blend(ctx.img, rim_m, rgb("#8a5a34"))
    face = ellipse(x, top_y, rx * 0.78, ry * 0.76, 2)
    grass = rgb("#6a9a48") * (1 + 0.25 * (fbm(ctx.rng, 30, 2) - 0.5))[..., None]
    blend(ctx.img, face, np.clip(grass, 0, 1))
    lit_side = ellipse(x - s * rx * 0.3, top_y - ry * 0.2, rx * 0.6, ry * 0.6, 30) * face
    blend(ctx.img, lit_side, rgb("#b8d880"), 0.35)
    path = polylines(
        [[(x + s * rx * 0.1, top_y + ry * 0.9), (x, top_y + ry * 0.3), (x - s * 40, top_y - 6)]], 14
    )
    blend(ctx.img, path * face, rgb("#d8c08a"), 0.8)
    # the little world on it: a house with a lit window and a tree standing as the handle
    hx = x - s * rx * 0.3
    hm = sec(ctx, "house", hx, top_y - H * 0.035, H * 0.085, fill="#fff4e0", rim=0.95)
    hb = mask_bbox(hm)
    later_glow(ctx, (hb[0] + hb[2]) / 2 + 4, (hb[1] + hb[3]) / 2 + 12, 26, "#ffd070", 0.9, core=6)
    sec(ctx, "oak", x + s * rx * 0.22, top_y - H * 0.06, H * 0.13, fill="#3f6a30")
    # the spin: pale arcs sweeping round the body and the rim, drawn after the paint
    gen = ctx.side()
    arcs = []
    for _ in range(9):
        yk = top_y + (tip - top_y) * float(gen.uniform(0.05, 0.7))
        t = (yk - top_y) / (tip - top_y)
        wk = width(t) + 14
        a0 = float(gen.uniform(0.15, 0.9)) * np.pi
        span = float(gen.uniform(0.25, 0.5)) * np.pi
        arcs.append(
            [
                (x + wk * np.cos(a), yk + 0.16 * wk * np.sin(a))
                for a in np.linspace(a0, a0 + span, 16)
            ]
        )
    for a0 in (0.1, 0.6):
        arcs.append(
            [
                (x + (rx * 0.8 + 30) * np.cos(a), top_y + 14 + (ry * 0.8 + 12) * np.sin(a))
                for a in np.linspace(a0 * np.pi, (a0 + 0.35) * np.pi, 16)
            ]
        )
    after_mask(ctx, polylines(arcs, 5), "#fff8e8", 0.7)
    add_element(
        ctx,
        "a spinning top with a little world on it",
        "main",
        bb,
        ("toy", "spinning top", "world", "turning"),
    )
    sl = (slice(bb[1] - 220, bb[3]), slice(bb[0], bb[2]))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], 0.95)
    return Painted(
        "On a table, a big striped wooden spinning top whirls on its point, and on its flat top "
        "lies a whole little world, a meadow with a house whose window is lit and a tree, going "
        "round and round with it.",
        [
            "the world turns",
            "a small world",
            "home",
            "dizziness",
            "play",
            "balance",
            "time passing",
            "childhood",
            "everything moves",
        ],
        setting="in lamplight",
    )


PREMISE = Premise(
    name="world-on-a-spinning-top",
    figure="spinning top",
    palettes=("golden",),
    stage=stage,
    max_cards=1,
    frame=False,
)
