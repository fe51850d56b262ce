"""A painter's studio: an easel in a dim room, and a picture hung on its canvas."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .figures import bbox_of
from .paint import H, W, blend, box, glow, rgb
from .place import third
from .scene import Ctx
from .shapes import segment


@dataclass(frozen=True)
class Easel:
    """A canvas on an easel in a dim studio: where it stands and how big it is."""

    x: float  # the third the scene leans to
    s: int  # which side that is (-1 or 1)
    fy: float  # the floor's y
    cx: float  # the canvas's centre and half sizes
    cy: float
    cw: float
    chh: float
    lb: tuple[int, int, int, int]  # the easel's box


def easel(ctx: Ctx) -> Easel:
    """A dim studio with an easel on one third, lit from its canvas (not yet painted)."""
    fy = ctx.room(ctx.u(0.76, 0.8))
    ctx.img *= 0.62
    x, s = third(ctx)
    cw, chh = W * ctx.u(0.27, 0.3), H * ctx.u(0.15, 0.17)
    cx = float(np.clip(x + s * 30, cw + 40, W - cw - 40))
    cy = fy - H * 0.3
    ctx.light = (cx, cy - chh * 0.3)
    glow(ctx.img, cx, cy, cw * 2.2, ctx.pal.light, 0.35)
    # the easel: three legs and a ledge
    leg = np.maximum(
        segment(cx - cw * 0.7, fy + 30, cx - 20, cy - chh - 60, 22),
        segment(cx + cw * 0.7, fy + 30, cx + 20, cy - chh - 60, 22),
    )
    leg = np.maximum(leg, segment(cx, cy, cx, fy + 10, 18))
    leg = np.maximum(leg, box(cx - cw - 20, cy + chh, cx + cw + 20, cy + chh + 26, 2))
    lb = bbox_of(leg)
    ctx.lit(leg, lb, rgb("#6a4428"), rim=0.4)
    return Easel(x, s, fy, cx, cy, cw, chh, lb)


def hang_canvas(ctx: Ctx, e: Easel, pic: Ctx) -> np.ndarray:
    """Show `pic` on the easel's canvas, in a pale frame; returns the canvas's mask."""
    cx, cy, cw, chh = e.cx, e.cy, e.cw, e.chh
    canvas = box(cx - cw, cy - chh, cx + cw, cy + chh, 2)
    ctx.fill_with(canvas, pic, rim=0.0)
    frame = np.clip(box(cx - cw - 14, cy - chh - 14, cx + cw + 14, cy + chh + 14, 2) - canvas, 0, 1)
    blend(ctx.img, frame, rgb("#e8dcc0"))
    return canvas
