"""How each tool's stroke is painted (QtGui only), for :mod:`.raster`.

A stroke is drawn in two steps. First its *mask*: grey lines on a black ``Grayscale8`` image in
the lighten mode, so a pixel is as bright as the brightest line over it and overlaps never
build up (a stroke drawn piece by piece while the finger moves is the same as one drawn at
once). The line is a Catmull-Rom spline through the points (cubic pieces, their handles kept
short at sharp corners), its width following the pressure (:func:`pieces`,
:func:`draw_pieces`). Then :func:`lay` puts it on the picture: the tool's colour (the paper,
for the eraser) with the mask as its alpha, at the tool's opacity (a pencil's grain cut out
of it), over the picture as it was before the stroke.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from functools import lru_cache

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen

from .sketch import HEIGHT, Point, Stroke

WIDTH_SHARE = {"pencil": 0.45, "felt": 1.0, "paint": 1.6, "eraser": 1.5}
"""A tool's width against its stroke's size."""
OPACITY = {"pencil": 0.85, "felt": 1.0, "paint": 0.78, "eraser": 1.0}
LIGHTEST = {"pencil": 0.6, "felt": 0.85, "paint": 0.3, "eraser": 0.6}
"""A tool's width at no pressure against its width at full pressure: a felt pen stays even,
paint follows the hand."""
PENCIL_GREY = (110, 255)
"""A pencil presses darker: its mask's grey at no pressure and at full pressure."""
PAINT_PASSES = ((1.0, 50), (0.95, 100), (0.9, 150), (0.85, 200), (0.8, 255))
"""Paint's soft edge: (share of the width, grey of the mask) from the outside in."""
GRAIN_SIZE = 96


def width_px(stroke: Stroke, pressure: float, scale: float) -> float:
    """The stroke's width in pixels at this pressure (``scale``: pixels per card unit)."""
    low = LIGHTEST[stroke.tool]
    share = WIDTH_SHARE[stroke.tool]
    return max(1.0, stroke.size * scale * share * (low + (1.0 - low) * pressure))


XY = tuple[float, float]
Piece = tuple[XY, XY | None, XY | None, XY, float, float]
"""start, two control points (None: a dot), end, pressure at the start and at the end."""


CORNER = math.cos(math.radians(70))
"""A turn sharper than 70 degrees at a point is a corner: the curve comes in and goes out
straight there (a drawn house keeps its corners)."""


def _handle(before: Point, at: Point, after: Point, reach: float) -> XY:
    """The handle of the curve at point ``at``: a Catmull-Rom tangent (a sixth of the chord
    from ``before`` to ``after``), never longer than a third of its own segment (``reach``),
    and none at a corner."""
    ix, iy, ox, oy = at[0] - before[0], at[1] - before[1], after[0] - at[0], after[1] - at[1]
    inward, outward = math.hypot(ix, iy), math.hypot(ox, oy)
    if inward and outward and (ix * ox + iy * oy) / (inward * outward) < CORNER:
        return 0.0, 0.0
    dx, dy = after[0] - before[0], after[1] - before[1]
    length = math.hypot(dx, dy)
    if length == 0:
        return 0.0, 0.0
    scale = min(length / 6, reach / 3) / length
    return dx * scale, dy * scale


def pieces(points: list[Point], start: int, final: bool) -> Iterator[tuple[int, Piece]]:
    """The curve's pieces from number ``start`` on, with their numbers: piece i is a cubic
    curve from point i to point i+1, through both (a Catmull-Rom spline, its handles kept
    short at sharp corners). It needs point i+2 to know how it leaves point i+1, so while the
    stroke is drawn its last piece waits (``final``: the stroke has ended, the last piece is
    drawn too). A lone point is one dot."""
    n = len(points) - 1
    if n == 0:
        if final and start == 0:
            p = points[0]
            yield 0, ((p[0], p[1]), None, None, (p[0], p[1]), p[2], p[2])
        return
    for i in range(start, n if final else n - 1):
        p0, p1, p2, p3 = points[max(i - 1, 0)], points[i], points[i + 1], points[min(i + 2, n)]
        reach = math.hypot(p2[0] - p1[0], p2[1] - p1[1])
        h1, h2 = _handle(p0, p1, p2, reach), _handle(p1, p2, p3, reach)
        c1 = (p1[0] + h1[0], p1[1] + h1[1])
        c2 = (p2[0] - h2[0], p2[1] - h2[1])
        yield i, ((p1[0], p1[1]), c1, c2, (p2[0], p2[1]), p1[2], p2[2])


def draw_pieces(mask: QImage, stroke: Stroke, chosen: list[Piece], sx: float, sy: float) -> QRect:
    """Draw pieces of ``stroke`` on its mask; the pixels they touched."""
    if not chosen:
        return QRect()
    painter = QPainter(mask)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Lighten)
    passes = PAINT_PASSES if stroke.tool == "paint" else ((1.0, 255),)
    bounds = QRectF()
    for (ax, ay), ctrl1, ctrl2, (bx, by), pa, pb in chosen:
        if stroke.tool == "pencil":
            light, dark = PENCIL_GREY
            passes = ((1.0, round(light + (dark - light) * (pa + pb) / 2)),)
        a, b = QPointF(ax * sx, ay * sy), QPointF(bx * sx, by * sy)
        c1 = QPointF(ctrl1[0] * sx, ctrl1[1] * sy) if ctrl1 else a
        c2 = QPointF(ctrl2[0] * sx, ctrl2[1] * sy) if ctrl2 else b
        wa, wb = width_px(stroke, pa, sx), width_px(stroke, pb, sx)
        length = math.hypot(b.x() - a.x(), b.y() - a.y())
        if abs(wb - wa) < 0.75:
            steps = 1  # one width: one curve
        else:  # the width changes along it: short straight pieces, each its own width
            steps = min(32, max(2, int(abs(wb - wa) / 0.5), int(length / 6)))
        for share, grey in passes:
            pen = QPen(QColor(grey, grey, grey))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            if steps == 1 or length < 1.0:
                pen.setWidthF(max(1.0, (wa + wb) / 2 * share))
                painter.setPen(pen)
                path = QPainterPath(a)
                if length < 0.01:
                    path.lineTo(a + QPointF(0.01, 0))
                else:
                    path.cubicTo(c1, c2, b)
                painter.drawPath(path)
                continue
            prev = a
            for k in range(1, steps + 1):
                t = k / steps
                pt = _at(a, c1, c2, b, t)
                pen.setWidthF(max(1.0, (wa + (wb - wa) * (t - 0.5 / steps)) * share))
                painter.setPen(pen)
                painter.drawLine(prev, pt)
                prev = pt
        grow = max(wa, wb) / 2 + 2
        # the curve stays inside the hull of its four points
        xs, ys = [a.x(), b.x(), c1.x(), c2.x()], [a.y(), b.y(), c1.y(), c2.y()]
        box = QRectF(
            min(xs) - grow,
            min(ys) - grow,
            max(xs) - min(xs) + 2 * grow,
            max(ys) - min(ys) + 2 * grow,
        )
        bounds = bounds.united(box)  # never a null rectangle: QRectF.united ignores those
    painter.end()
    return bounds.toAlignedRect().intersected(mask.rect())


def _at(a: QPointF, c1: QPointF, c2: QPointF, b: QPointF, t: float) -> QPointF:
    u = 1 - t
    return a * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + b * (t * t * t)


def scale_of(image: QImage) -> tuple[float, float]:
    """Pixels per card unit across and down."""
    return float(image.width()), image.height() / HEIGHT


@lru_cache(maxsize=1)
def grain() -> QImage:
    """A pencil's grain: a small white tile of random alpha (the same every run)."""
    rng = random.Random(27)
    tile = QImage(GRAIN_SIZE, GRAIN_SIZE, QImage.Format.Format_ARGB32)
    for y in range(GRAIN_SIZE):
        for x in range(GRAIN_SIZE):
            a = 255 if rng.random() < 0.55 else rng.randint(110, 235)
            tile.setPixel(x, y, (a << 24) | 0xFFFFFF)
    return tile


def lay(
    target: QImage,
    base: QImage,
    base_at: QRect,
    mask: QImage,
    rect: QRect,
    stroke: Stroke,
    paper: QImage,
    part: QImage | None = None,
) -> None:
    """Paint ``rect`` of ``target``: ``base`` (whose own rect ``base_at`` is
    ``rect``'s place in it) with the stroke laid over it through its mask (or through
    ``part``, a mask already cut to ``rect``)."""
    if rect.isEmpty():
        return
    if stroke.tool == "eraser":
        layer = paper.copy(rect).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    else:
        layer = QImage(rect.size(), QImage.Format.Format_ARGB32_Premultiplied)
        layer.fill(QColor(stroke.colour))
    grey = part if part is not None else mask.copy(rect)
    raw = bytes(grey.constBits())  # kept alive while the alpha image is used
    cut = QPainter(layer)
    cut.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    cut.drawImage(0, 0, alpha8(raw, grey.width(), grey.height(), grey.bytesPerLine()))
    if stroke.tool == "pencil":
        cut.setBrushOrigin(-rect.x(), -rect.y())
        cut.fillRect(layer.rect(), QBrush(grain()))
    cut.end()
    painter = QPainter(target)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(rect.topLeft(), base, base_at)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    painter.setOpacity(OPACITY[stroke.tool])
    painter.drawImage(rect.topLeft(), layer)
    painter.end()


def alpha8(raw: bytes, width: int, height: int, line: int) -> QImage:
    """An alpha-only image over ``raw`` (one byte a pixel; keep ``raw`` alive while it is
    used): drawn with the destination-in mode it cuts a layer's alpha to it (much faster than
    ``QImage.setAlphaChannel``)."""
    return QImage(raw, width, height, line, QImage.Format.Format_Alpha8)


def new_mask(width: int, height: int) -> QImage:
    mask = QImage(width, height, QImage.Format.Format_Grayscale8)
    mask.fill(Qt.GlobalColor.black)
    return mask


def paint_stroke(target: QImage, stroke: Stroke, paper: QImage, mask: QImage) -> QRect:
    """Paint a whole (ended) stroke onto ``target``; ``mask`` is a black scratch image of the
    same size, left black again. The pixels that changed."""
    sx, sy = scale_of(target)
    rect = draw_pieces(mask, stroke, [p for _i, p in pieces(stroke.points, 0, True)], sx, sy)
    if rect.isEmpty():
        return rect
    base = target.copy(rect)
    lay(target, base, base.rect(), mask, rect, stroke, paper)
    blank = QPainter(mask)
    blank.fillRect(rect, Qt.GlobalColor.black)
    blank.end()
    return rect
