"""Faces laid in painter's order (a staircase's slabs) and a small rowing boat, for premises
that build them from polygons."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from .figures import bbox_of
from .light import after_mask
from .paint import Arr, H, W, blend, blur, rgb
from .place import focus_on
from .scene import Ctx
from .shapes import cubic, polygon_fine, polylines

Pt = tuple[float, float]


class FaceLayer:
    """Faces drawn in order at twice the size (nearer faces over farther), then laid down."""

    def __init__(self) -> None:
        self.col = Image.new("RGB", (W * 2, H * 2), 0)
        self.alpha = Image.new("L", (W * 2, H * 2), 0)
        self.dc, self.da = ImageDraw.Draw(self.col), ImageDraw.Draw(self.alpha)

    def face(self, pts: list[Pt], c: np.ndarray, a: float) -> None:
        q = [(2 * x, 2 * y) for x, y in pts]
        self.dc.polygon(q, fill=tuple(int(v) for v in np.clip(c, 0, 1) * 255))
        self.da.polygon(q, fill=int(np.clip(a, 0, 1) * 255))

    def lay(self, img: Arr) -> Arr:
        col = np.asarray(self.col.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        a = np.asarray(self.alpha.resize((W, H), Image.Resampling.BOX), np.float32) / 255
        # premultiplied by the box filter: undo it where the alpha is partial
        col = np.clip(col / np.maximum(a, 1e-3)[..., None] * (a > 0)[..., None], 0, 1)
        blend(img, a, col)
        return a


def rowing_boat(ctx: Ctx, bx: float, by_: float, s: int, tie: Pt) -> Arr:
    """An empty wooden rowing boat at (bx, by_) on still water, bow toward side `s`, an oar
    inside, its reflection below and a rope from the bow to `tie`; returns the hull's mask."""
    bl = 135.0

    def B(u: float, v: float) -> Pt:  # u toward the stairs, v down from the gunwale
        return (bx + s * u * bl, by_ + v * bl)

    hull = polygon_fine(
        [
            B(-1.0, -0.22),
            B(-0.3, -0.08),
            B(0.5, -0.1),
            B(1.02, -0.26),
            B(0.85, 0.1),
            B(0.4, 0.24),
            B(-0.5, 0.24),
            B(-0.9, 0.08),
        ]
    )
    inside = polygon_fine(
        [
            B(-0.88, -0.18),
            B(-0.3, -0.16),
            B(0.5, -0.18),
            B(0.92, -0.23),
            B(0.5, -0.06),
            B(-0.3, -0.04),
        ]
    )
    ctx.lit(hull, bbox_of(hull), rgb("#4a3222"), rim=0.4)
    blend(ctx.img, inside, rgb("#24180f"), 0.9)
    blend(
        ctx.img,
        polylines([[B(-0.95, -0.2), B(-0.3, -0.07), B(0.5, -0.09), B(1.0, -0.25)]], 5),
        rgb("#8a6a48"),
        0.8,
    )
    oar = polylines([[B(-0.6, -0.12), B(0.7, -0.3)]], 6)
    blend(ctx.img, oar, rgb("#9a7a52"), 0.9)
    refl_b = np.zeros((H, W), np.float32)
    hb = bbox_of(hull)
    span = hb[3] - hb[1]
    refl_b[hb[3] : hb[3] + span] = hull[hb[3] - 1 : hb[3] - span - 1 : -1][: min(span, H - hb[3])]
    blend(ctx.img, blur(refl_b, 3), rgb(ctx.pal.ink), 0.45)
    rope = cubic(B(1.0, -0.24), B(1.5, 0.05), B(2.0, 0.0), tie, 16)
    after_mask(ctx, polylines([rope], 2.5), "#b8a078", 0.85)
    focus_on(ctx, hull, 3, 2.0)
    return hull
