"""Operations on a figure's mask: its silhouette closed over gaps and holes, the holes inside
it (an icon's eyes), the mask turned about a point."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from .figures import bbox_of
from .paint import Arr, H, W, blur

Pt = tuple[float, float]


def closed_silhouette(m: Arr, bb: tuple[int, int, int, int]) -> Arr:
    """Mask `m` closed over its gaps and holes (the lines between a shell's plates): the
    figure's whole silhouette."""
    x0, y0, x1, y1 = max(0, bb[0] - 16), max(0, bb[1] - 16), min(W, bb[2] + 16), min(H, bb[3] + 16)
    sub = Image.fromarray(((m[y0:y1, x0:x1] > 0.5) * 255).astype(np.uint8))
    sub = sub.filter(ImageFilter.MaxFilter(27)).filter(ImageFilter.MinFilter(27)).copy()
    ImageDraw.floodfill(sub, (0, 0), 128)
    a = np.asarray(sub)
    out = m.copy()
    closed = ((a == 255) | (a == 0)).astype(np.float32)
    out[y0:y1, x0:x1] = np.maximum(m[y0:y1, x0:x1], blur(closed, 1.0))
    return out


def holes(m: Arr) -> Arr:
    """The holes inside a silhouette (an icon's eyes and nose): what a flood fill from
    outside does not reach."""
    x0, y0, x1, y1 = bbox_of(m)
    sub = (m[y0 - 2 : y1 + 2, x0 - 2 : x1 + 2] > 0.5).astype(np.uint8) * 255
    im = Image.fromarray(sub).copy()
    ImageDraw.floodfill(im, (0, 0), 128)
    inside = (np.array(im) == 0).astype(np.float32)
    out = np.zeros_like(m)
    out[y0 - 2 : y1 + 2, x0 - 2 : x1 + 2] = inside
    return blur(out, 0.8)


def turned(m: Arr, deg: float, centre: Pt) -> Arr:
    """Mask `m` turned by `deg` degrees (counter-clockwise on the card) about `centre`."""
    im = Image.fromarray(m.astype(np.float32), "F")
    out = im.rotate(deg, resample=Image.Resampling.BILINEAR, center=centre)
    return np.array(out, np.float32)
