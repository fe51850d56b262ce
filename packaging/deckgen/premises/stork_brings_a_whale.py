"""Premise "stork-brings-a-whale": Over the open sea a stork flies in with a bundle hanging
from its beak, as storks bring babies, and out of the bundle peeks a tiny whale blowing a
little spout; below, its mother has surfaced to meet it, blowing a great spout of joy.

The stork is built from parts (no icon shows one flying with a bundle), the mother whale is a
great dark back and head rising out of the sea, cut by the waterline.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, vgrad
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, union_box
from ..kit.sky import day_zenith


def spout(ctx: Ctx, x: float, y: float, h: float, later: bool) -> Arr:
    """A whale's spout rising from (x, y), `h` tall: a fan of spray opening at the top."""
    m = np.zeros((H, W), np.float32)
    for a in np.linspace(-0.5, 0.5, 7):
        pts = [
            (x, y),
            (x + a * h * 0.15, y - h * 0.5),
            (x + a * h * 0.5, y - h * 0.9),
            (x + a * h * 0.75, y - h * 0.75),
        ]
        m = np.maximum(m, polylines([pts], max(4.0, h * 0.05)))
    side = ctx.side()
    for _ in range(30):
        a = float(side.uniform(-0.9, 0.9))
        r = float(side.uniform(0.6, 1.0)) * h
        dx, dy = x + np.sin(a) * r * 0.6, y - h * 0.55 - np.cos(a) * r * 0.4
        np.maximum(m, disc(dx, dy, max(2.5, h * 0.025), 1.5), out=m)
    halo = np.clip(blur(m, max(3.0, h * 0.03)) * 2 - m, 0, 1)
    if later:
        after_mask(ctx, halo, "#6a8aa0", 0.35)
        after_mask(ctx, m, "#f8fcfc", 0.85)
    else:
        blend(ctx.img, halo, rgb("#6a8aa0"), 0.3)
        blend(ctx.img, blur(m, 2), rgb("#f4fafa"), 0.9)
    return m


def stork(ctx: Ctx, x: float, y: float, ln: float, f: int) -> tuple[Arr, tuple[float, float]]:
    """A white stork flying toward `f` (1 right, -1 left), its body at (x, y), `ln` px from
    tail to beak tip, wings raised; returns its mask and the tip of its beak."""

    def at(u: float, v: float) -> tuple[float, float]:
        return x + f * u * ln, y + v * ln

    far = polygon_fine(
        [
            at(0.04, -0.02),
            at(0.1, -0.2),
            at(0.04, -0.36),
            at(-0.06, -0.46),
            at(-0.08, -0.36),
            at(-0.06, -0.2),
            at(-0.1, -0.02),
        ]
    )
    ctx.lit(far, mask_bbox(far), rgb("#bfc4c8"), rim=0.3)
    blend(ctx.img, far * (y - 0.26 * ln > YY), rgb("#22242a"), 0.9)
    body = ellipse(x, y, 0.22 * ln, 0.065 * ln, 2)
    neck = ribbon(
        [at(0.15, -0.01), at(0.3, 0.0), at(0.4, 0.01)], [0.06 * ln, 0.04 * ln, 0.035 * ln]
    )
    head = ellipse(*at(0.41, 0.01), 0.04 * ln, 0.033 * ln, 2)
    tail = polygon_fine([at(-0.18, -0.02), at(-0.3, -0.01), at(-0.18, 0.03)])
    white = np.maximum(np.maximum(body, neck), np.maximum(head, tail))
    beak = polygon_fine([at(0.43, -0.005), at(0.64, 0.05), at(0.43, 0.03)])
    legs = polylines([[at(-0.16, 0.03), at(-0.42, 0.06)], [at(-0.15, 0.04), at(-0.41, 0.085)]], 5)
    red = np.maximum(beak, legs)
    ctx.lit(red, mask_bbox(red), rgb("#d85a30"), rim=0.4)
    ctx.lit(white, mask_bbox(white), rgb("#f2f0ea"), rim=0.6)
    near = polygon_fine(
        [
            at(0.1, -0.02),
            at(0.15, -0.24),
            at(0.04, -0.48),
            at(-0.13, -0.64),
            at(-0.17, -0.52),
            at(-0.12, -0.3),
            at(-0.08, -0.02),
        ]
    )
    ctx.lit(near, mask_bbox(near), rgb("#f4f2ee"), rim=0.6)
    tips = near * (y - 0.36 * ln > YY)
    blend(ctx.img, tips, rgb("#1e2026"), 0.92)
    feathers = [[at(0.0 + 0.03 * k, -0.38), at(-0.1 + 0.03 * k, -0.6)] for k in range(-2, 3)]
    after_mask(ctx, polylines(feathers, 3) * near, "#5a5e66", 0.6)
    ex, ey = at(0.42, 0.0)
    after_mask(ctx, disc(ex, ey, 5, 1.2), "#101014", 0.95)
    m = np.maximum(np.maximum(white, red), np.maximum(near, far))
    return m, at(0.6, 0.045)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the stork flies toward -s, from side s
    hz = H * ctx.u(0.6, 0.63)
    ctx.img[:] = vgrad(ctx.pal.sky, -0.25, hz / H)
    ctx.texture_sky(0.05)
    ctx.light = (W / 2 + s * ctx.u(250, 400), -H * 0.1)
    day_zenith(ctx, (hz > YY).astype(np.float32))
    ctx.clouds(3, 0.05, 0.4, 0.45)
    ctx.water(hz / H, ripple=5)
    # the stork and its bundle, high in the sky on side s
    sx, sy = W / 2 + s * ctx.u(0.08, 0.12) * W, H * ctx.u(0.27, 0.30)
    ln = W * 0.6
    sm, (bx, by) = stork(ctx, sx, sy, ln, -s)
    sb = mask_bbox(sm)
    # the bundle: a knotted cloth hanging from the beak, a tiny whale peeking out of it
    kx, ky = bx + s * 10, by + H * 0.11
    cloth = ellipse(kx, ky, W * 0.094, W * 0.08, 2)
    ears = polygon_fine(
        [(kx - 40, ky - 60), (bx - 14, by + 6), (bx + 14, by + 6), (kx + 40, ky - 60)]
    )
    sack = np.maximum(cloth, ears)
    ctx.lit(sack, mask_bbox(sack), rgb("#f4ece0"), rim=0.6)
    # the baby's head out of the cloth's opening, in front of the knot, and the cloth's rim
    # over its chin
    hx, hy = kx - s * W * 0.019, ky - W * 0.044
    baby = ellipse(hx, hy, W * 0.07, W * 0.05, 2) * (hy + W * 0.025 > YY)
    ctx.lit(baby, mask_bbox(baby), rgb("#3e6488"), rim=0.8)
    rim = ellipse(kx, hy + W * 0.028, W * 0.085, W * 0.022, 2)
    ctx.lit(rim, mask_bbox(rim), rgb("#efe6d8"), rim=0.4, separate=False)
    ex, ey = hx - s * W * 0.032, hy - W * 0.01
    after_mask(ctx, disc(ex, ey, 7.5, 1.2), "#101418", 0.95)
    smile = [[(ex + s * 4, ey + 14), (ex - s * 10, ey + 20), (ex - s * 24, ey + 16)]]
    after_mask(ctx, polylines(smile, 3), "#16202c", 0.8)
    spout(ctx, hx - s * W * 0.05, hy - W * 0.038, H * 0.055, later=True)
    sack = np.maximum(np.maximum(sack, baby), rim)
    bb = union_box([sb, mask_bbox(sack)])
    focus_on(ctx, np.maximum(sm, sack), 5)
    add_element(ctx, "a stork carrying a bundle", "main", bb, ("animal", "bird", "delivery"))
    add_element(
        ctx, "a baby whale in the bundle", "secondary", mask_bbox(sack), ("animal", "sea", "baby")
    )
    # the mother whale surfacing on the other side, her great head out of the water
    wx = W / 2 - s * ctx.u(0.12, 0.15) * W
    wy = hz + H * 0.17
    back = ellipse(wx, wy, W * 0.32, H * 0.1, 3) * (wy > YY)
    ctx.lit(back, mask_bbox(back), rgb("#34465e"), rim=0.8)
    wb = mask_bbox(back)
    ex, ey = wx + s * W * 0.17, wy - H * 0.035
    mouth = polylines(
        [[(wx + s * W * 0.3, wy - H * 0.012), (wx + s * W * 0.22, wy - H * 0.004), (ex, wy)]], 6
    )
    after_mask(ctx, mouth, "#1a2230", 0.8)
    after_mask(ctx, disc(ex, ey, 11, 1.5), "#0e1218", 0.95)
    after_mask(ctx, disc(ex + 3, ey - 4, 3.5, 1), "#e8eef4", 0.9)
    foam = np.zeros((H, W), np.float32)
    side = ctx.side()
    for _ in range(40):
        fx = float(side.uniform(wb[0] - 40, wb[2] + 40))
        np.maximum(foam, ellipse(fx, wy + float(side.uniform(-4, 10)), 30, 6, 3), out=foam)
    blend(ctx.img, foam, rgb("#eef6f6"), 0.6)
    spout(ctx, wx - s * W * 0.05, wb[1] + 10, H * 0.2, later=False)
    glow(ctx.img, wx, wb[1], W * 0.3, ctx.pal.light, 0.12)
    ctx.focus[:] = np.maximum(ctx.focus, back * 0.85)
    add_element(ctx, "a big whale surfacing", "secondary", wb, ("animal", "sea", "giant", "mother"))
    return Painted(
        "Over the open sea a white stork flies in with a knotted bundle hanging from its "
        "beak, as storks bring babies, and out of the bundle peeks a tiny whale blowing a "
        "little spout; below, a big whale has surfaced to meet it, blowing a great spout.",
        [
            "birth",
            "new arrival",
            "family",
            "welcome",
            "adoption",
            "waiting",
            "joy",
            "delivery",
            "mother",
        ],
    )


PREMISE = Premise(
    name="stork-brings-a-whale",
    figure="stork",
    palettes=("noon", "dawn", "golden"),
    stage=stage,
    max_cards=1,
    frame=False,
)
