"""Masks of shapes: segments, polygons, polylines, ribbons, strings that sag; boxes
around masks; colour helpers."""

from __future__ import annotations

import itertools
from typing import NamedTuple

import numpy as np
from PIL import Image, ImageDraw

from .paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, rgb
from .scene import Ctx


def segment(x0: float, y0: float, x1: float, y1: float, width: float) -> np.ndarray:
    """Mask of a straight line from (x0, y0) to (x1, y1)."""
    xa, xb = int(max(0, min(x0, x1) - width - 2)), int(min(W, max(x0, x1) + width + 2))
    ya, yb = int(max(0, min(y0, y1) - width - 2)), int(min(H, max(y0, y1) + width + 2))
    out = np.zeros((H, W), np.float32)
    if xb <= xa or yb <= ya:
        return out
    px, py = XX[ya:yb, xa:xb], YY[ya:yb, xa:xb]
    vx, vy = x1 - x0, y1 - y0
    t = np.clip(((px - x0) * vx + (py - y0) * vy) / max(1e-6, vx * vx + vy * vy), 0, 1)
    d = np.hypot(px - (x0 + t * vx), py - (y0 + t * vy))
    out[ya:yb, xa:xb] = np.clip(width / 2 - d + 0.5, 0, 1)
    return out


def mask_bbox(m: np.ndarray) -> tuple[int, int, int, int]:
    ys, xs = np.nonzero(m > 0.3)
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def string_to(
    ctx: Ctx,
    a: tuple[float, float],
    b: tuple[float, float],
    sag: float,
    col: str,
    width: float = 4,
    alpha: float = 0.9,
    n: int = 12,
) -> None:
    """A thin line from a to b (a string, a cord, a fishing line), sagging a little, drawn
    after the paint in `n` straight pieces."""

    def draw(img: np.ndarray) -> None:
        m = np.zeros(img.shape[:2], np.float32)
        pts = []
        for k in range(n + 1):
            t = k / n
            pts.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t)))
        for p, q in itertools.pairwise(pts):
            m = np.maximum(m, segment(p[0], p[1], q[0], q[1], width))
        blend(img, m, rgb(col), alpha)

    ctx.after.append(draw)


def union_box(boxes: list[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    """The box around several boxes (a flock registered as one figure)."""
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def elliptic_crop(
    cx: float, cy: float, a: float, b: float, ux: float, uy: float, pad: float = 4
) -> tuple[tuple[slice, slice], np.ndarray, np.ndarray] | None:
    """Elliptic coordinates round (cx, cy) in the crop that holds them: u across the facing
    direction (ux, uy) over radius a, v along it over radius b; with the crop's slices (rows,
    columns), or None when the crop is off the card. A flower head or a face turned that way."""
    rr = int(max(a, b) + pad)
    x0, x1 = max(0, int(cx - rr)), min(W, int(cx + rr) + 1)
    y0, y1 = max(0, int(cy - rr)), min(H, int(cy + rr) + 1)
    if x1 <= x0 or y1 <= y0:
        return None
    xx, yy = XX[y0:y1, x0:x1] - cx, YY[y0:y1, x0:x1] - cy
    return (slice(y0, y1), slice(x0, x1)), (xx * -uy + yy * ux) / a, (xx * ux + yy * uy) / b


def blossoms(
    g: np.random.Generator, crown: np.ndarray, count: int, radius: tuple[float, float]
) -> tuple[Arr, list[tuple[float, float]]]:
    """Five-petalled flowers strewn over the solid part of a blossom ``crown`` mask (where it
    is over 0.6): the petals' mask, kept inside the crown, and each flower's heart."""
    bloom = np.zeros((H, W), np.float32)
    hearts: list[tuple[float, float]] = []
    ys, xs = np.nonzero(crown > 0.6)
    for i in g.integers(0, len(xs), count):
        fx, fy = float(xs[i]), float(ys[i])
        r = float(g.uniform(*radius))
        a0 = float(g.uniform(0, 1.3))
        for p in range(5):
            a = a0 + 2 * np.pi * p / 5
            np.maximum(
                bloom,
                disc(fx + r * 0.7 * np.cos(a), fy + r * 0.7 * np.sin(a), r * 0.55, 1.5),
                out=bloom,
            )
        hearts.append((fx, fy))
    bloom *= np.clip(crown * 1.5, 0, 1)
    return bloom, hearts


def mix_arr(a: np.ndarray, b: np.ndarray, t: np.ndarray) -> np.ndarray:
    out: np.ndarray = a + (b - a) * t
    return out


def polygon_fine(pts: list[tuple[float, float]]) -> Arr:
    """Mask of a filled polygon, drawn at twice the size for smooth edges."""
    im = Image.new("L", (W * 2, H * 2), 0)
    ImageDraw.Draw(im).polygon([(2 * x, 2 * y) for x, y in pts], fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def tilted_ellipse(cx: float, cy: float, rx: float, ry: float, a: float, n: int = 48) -> Arr:
    """Mask of an ellipse turned by ``a`` radians (y down, positive turns clockwise), as a
    polygon of ``n`` corners (with ``n`` = 6, a hexagon)."""
    ca, sa = float(np.cos(a)), float(np.sin(a))
    pts = []
    for t in np.linspace(0, 2 * np.pi, n, endpoint=False):
        u, v = rx * np.cos(t), ry * np.sin(t)
        pts.append((cx + u * ca - v * sa, cy + u * sa + v * ca))
    return polygon_fine(pts)


def cubic(
    p0: tuple[float, float],
    p1: tuple[float, float],
    p2: tuple[float, float],
    p3: tuple[float, float],
    n: int = 40,
) -> list[tuple[float, float]]:
    """``n`` + 1 points along the cubic Bezier curve from ``p0`` to ``p3`` pulled by ``p1``
    and ``p2``."""
    out = []
    for k in range(n + 1):
        t = k / n
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3
        out.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return out


def polylines(paths: list[list[tuple[float, float]]], width: float) -> Arr:
    """Mask of polylines of one width with round joints and ends."""
    im = Image.new("L", (W * 2, H * 2), 0)
    d = ImageDraw.Draw(im)
    w2 = max(2, round(width * 2))
    for pts in paths:
        q = [(2 * x, 2 * y) for x, y in pts]
        if len(q) > 1:
            d.line(q, fill=255, width=w2, joint="curve")
        for cx, cy in (q[0], q[-1]):
            d.ellipse((cx - w2 / 2, cy - w2 / 2, cx + w2 / 2, cy + w2 / 2), fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def polygon(pts: list[tuple[float, float]], soft: float = 1.0) -> np.ndarray:
    """Mask of a filled polygon (antialiased by a small blur)."""
    im = Image.new("L", (W, H), 0)
    ImageDraw.Draw(im).polygon([(float(x), float(y)) for x, y in pts], fill=255)
    m = np.asarray(im, np.float32) / 255
    return blur(m, soft) if soft else m


def ribbon(pts: list[tuple[float, float]], widths: list[float], soft: float = 1.5) -> np.ndarray:
    """Mask of a band along a path, `widths[k]` wide at `pts[k]` (a river, a yarn)."""
    p = np.asarray(pts, np.float64)
    d = np.gradient(p, axis=0)
    n = np.stack([-d[:, 1], d[:, 0]], 1)
    n /= np.maximum(1e-6, np.hypot(n[:, 0], n[:, 1]))[:, None]
    half = np.asarray(widths, np.float64)[:, None] / 2
    left, right = p + n * half, p - n * half
    outline = [tuple(v) for v in left] + [tuple(v) for v in right[::-1]]
    im = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(im)
    dr.polygon([(float(x), float(y)) for x, y in outline], fill=255)
    for (x, y), w in zip(pts, widths, strict=True):  # round joints
        r = w / 2
        dr.ellipse((x - r, y - r, x + r, y + r), fill=255)
    m = np.asarray(im, np.float32) / 255
    return blur(m, soft) if soft else m


def hex_colour(c: np.ndarray) -> str:
    return "#" + "".join(f"{int(np.clip(v, 0, 1) * 255):02x}" for v in c)


def bezier(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], n: int
) -> list[tuple[float, float]]:
    """`n` points along the quadratic curve from p0 to p2 pulled toward p1."""
    return [
        (
            float((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t**2 * p2[0]),
            float((1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t**2 * p2[1]),
        )
        for t in np.linspace(0, 1, n)
    ]


class CurledCat(NamedTuple):
    """The parts of :func:`curled_cat` (each a mask), where its head is, and the whole."""

    body: Arr
    head: Arr
    ears: Arr
    tail: Arr
    hx: float
    hy: float

    @property
    def mask(self) -> Arr:
        return np.clip(self.body + self.head + self.ears + self.tail, 0, 1)


def curled_cat(cx: float, cy: float, r: float, facing: float) -> CurledCat:
    """A cat curled up asleep, seen from the side: a round body, the head tucked on the side
    ``facing`` (1 right, -1 left), two ears, the tail wrapped round the front."""
    body = ellipse(cx - facing * r * 0.15, cy, r * 1.05, r * 0.62, 2)
    hx, hy = cx + facing * r * 0.7, cy + r * 0.05
    head = ellipse(hx, hy, r * 0.46, r * 0.4, 2)
    ear_l = [
        (hx - r * 0.38, hy - r * 0.2),
        (hx - r * 0.3, hy - r * 0.62),
        (hx - r * 0.08, hy - r * 0.34),
    ]
    ear_r = [
        (hx + r * 0.05, hy - r * 0.36),
        (hx + r * 0.3, hy - r * 0.64),
        (hx + r * 0.4, hy - r * 0.18),
    ]
    ears = np.maximum(polygon_fine(ear_l), polygon_fine(ear_r))
    front = (cx - facing * r * 0.6, cy + r * 0.85)
    wrap = bezier((cx - facing * r * 1.05, cy + r * 0.1), front, (hx, hy + r * 0.42), 12)
    tail = ribbon(wrap, [r * 0.2] * 6 + [r * 0.17] * 6)
    return CurledCat(body, head, ears, tail, hx, hy)
