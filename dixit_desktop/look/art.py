"""Drawn art for the table: the players' rabbits, each in its colour with its symbol, and the
symbols alone. Drawn with QPainter at the size QML asks for, so they stay crisp at any scale
(served to QML as ``image://rabbit/RRGGBB/symbol`` and ``image://symbol/RRGGBB/symbol``)."""

from __future__ import annotations

import math
import threading
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QIcon,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtQuick import QQuickImageProvider

from .palette import COLOURS, THEME

OUTLINE = QColor(THEME["ink"][0])


def symbol_path(symbol: str, cx: float, cy: float, r: float) -> QPainterPath:
    """The symbol centred on (cx, cy), fitting a circle of radius r."""
    p = QPainterPath()
    if symbol == "circle":
        p.addEllipse(QPointF(cx, cy), r * 0.85, r * 0.85)
    elif symbol == "square":
        s = r * 0.78
        p.addRoundedRect(QRectF(cx - s, cy - s, 2 * s, 2 * s), r * 0.15, r * 0.15)
    elif symbol == "triangle":
        p.moveTo(cx, cy - r)
        p.lineTo(cx + r * 0.95, cy + r * 0.72)
        p.lineTo(cx - r * 0.95, cy + r * 0.72)
        p.closeSubpath()
    elif symbol == "diamond":
        p.moveTo(cx, cy - r)
        p.lineTo(cx + r * 0.75, cy)
        p.lineTo(cx, cy + r)
        p.lineTo(cx - r * 0.75, cy)
        p.closeSubpath()
    elif symbol == "star":
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pt = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
            p.moveTo(pt) if i == 0 else p.lineTo(pt)
        p.closeSubpath()
    elif symbol == "heart":
        p.moveTo(cx, cy + r * 0.85)
        p.cubicTo(cx - r * 1.3, cy - r * 0.05, cx - r * 0.55, cy - r * 1.05, cx, cy - r * 0.4)
        p.cubicTo(cx + r * 0.55, cy - r * 1.05, cx + r * 1.3, cy - r * 0.05, cx, cy + r * 0.85)
    elif symbol == "moon":
        outer = QPainterPath()
        outer.addEllipse(QPointF(cx, cy), r * 0.9, r * 0.9)
        bite = QPainterPath()
        bite.addEllipse(QPointF(cx + r * 0.45, cy - r * 0.25), r * 0.75, r * 0.75)
        p = outer.subtracted(bite)
    elif symbol == "plus":
        w = r * 0.36
        p.addRect(QRectF(cx - w, cy - r * 0.9, 2 * w, 1.8 * r))
        p.addRect(QRectF(cx - r * 0.9, cy - w, 1.8 * r, 2 * w))
        p.setFillRule(Qt.FillRule.WindingFill)
    elif symbol == "hexagon":
        for i in range(6):
            a = math.pi / 6 + i * math.pi / 3
            pt = QPointF(cx + r * 0.92 * math.cos(a), cy + r * 0.92 * math.sin(a))
            p.moveTo(pt) if i == 0 else p.lineTo(pt)
        p.closeSubpath()
    elif symbol == "drop":
        p.moveTo(cx, cy - r)
        p.cubicTo(cx + r * 0.2, cy - r * 0.5, cx + r * 0.8, cy, cx + r * 0.75, cy + r * 0.35)
        p.arcTo(QRectF(cx - r * 0.75, cy - r * 0.4, 1.5 * r, 1.4 * r), 0, -180)
        p.cubicTo(cx - r * 0.8, cy, cx - r * 0.2, cy - r * 0.5, cx, cy - r)
    elif symbol == "leaf":
        p.moveTo(cx - r * 0.85, cy + r * 0.85)
        p.cubicTo(
            cx - r * 0.9, cy - r * 0.5, cx + r * 0.1, cy - r * 1.0, cx + r * 0.9, cy - r * 0.9
        )
        p.cubicTo(
            cx + r * 0.95, cy - r * 0.1, cx + r * 0.4, cy + r * 0.9, cx - r * 0.85, cy + r * 0.85
        )
    else:  # sun
        p.addEllipse(QPointF(cx, cy), r * 0.5, r * 0.5)
        for i in range(8):
            a = i * math.pi / 4
            ray = QPainterPath()
            ray.addEllipse(QPointF(0, 0), r * 0.16, r * 0.26)
            t = QTransform()
            t.translate(cx + r * 0.8 * math.cos(a), cy + r * 0.8 * math.sin(a))
            t.rotateRadians(a + math.pi / 2)
            p.addPath(t.map(ray))
        p.setFillRule(Qt.FillRule.WindingFill)
    return p


def _ink_for(fill: QColor) -> QColor:
    for c in COLOURS:
        if QColor(c.hex) == fill:
            return QColor(c.ink)
    return QColor(THEME["inkLight"][0]) if fill.lightnessF() < 0.55 else OUTLINE


EARS = ((64.0, 19.0, -14.0), (78.0, 20.0, 14.0))  # centre x, y and tilt of each ear


def _tilted_ellipse(cx: float, cy: float, rx: float, ry: float, degrees: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), rx, ry)
    t = QTransform()
    t.translate(cx, cy)
    t.rotate(degrees)
    return t.map(path)


def paint_rabbit(painter: QPainter, size: float, fill: QColor, symbol: str) -> None:
    """A sitting rabbit facing right, drawn in a ``size`` x ``size`` square."""
    painter.save()
    painter.scale(size / 100.0, size / 100.0)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = QColor("#f6efdf") if fill.lightnessF() < 0.3 else OUTLINE
    pen = QPen(edge, 3.2)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    body = QPainterPath()
    body.addEllipse(QPointF(45, 68), 31, 25)
    body.addEllipse(QPointF(72, 44), 17, 16)
    for cx, cy, rot in EARS:
        body.addPath(_tilted_ellipse(cx, cy, 6.5, 18, rot))
    body.addEllipse(QPointF(70, 89), 10, 5.5)
    body.setFillRule(Qt.FillRule.WindingFill)
    outline = body.simplified()
    painter.setPen(pen)
    painter.setBrush(QBrush(fill))
    painter.drawPath(outline)
    # tail and inner ears in cream, eye in ink
    painter.setBrush(QBrush(QColor("#fbf6ea")))
    painter.drawEllipse(QPointF(15, 63), 8.5, 8.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(255, 255, 255, 90)))
    for cx, cy, rot in EARS:
        painter.drawPath(_tilted_ellipse(cx, cy + 2, 2.8, 12, rot))
    painter.setBrush(QBrush(OUTLINE))
    painter.drawEllipse(QPointF(78.5, 41), 2.6, 2.6)
    painter.drawEllipse(QPointF(88.5, 47.5), 2.2, 1.8)
    # the player's symbol on the body, in the colour's readable ink
    painter.setBrush(QBrush(_ink_for(fill)))
    painter.drawPath(symbol_path(symbol, 43, 69, 13))
    painter.restore()


def render_rabbit(size: int, fill: str, symbol: str) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    paint_rabbit(painter, size, QColor(fill), symbol)
    painter.end()
    return img


def render_symbol(size: int, fill: str, symbol: str) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(fill)
    edge = QColor("#f6efdf") if colour.lightnessF() < 0.3 else OUTLINE
    painter.setPen(QPen(edge, max(1.0, size / 22)))
    painter.setBrush(QBrush(colour))
    painter.drawPath(symbol_path(symbol, size / 2, size / 2, size * 0.44).simplified())
    painter.end()
    return img


# Drawn images kept for reuse: every screen shows the same few rabbits at the same few sizes
# (a twelve-player game asks for each one dozens of times), and drawing one costs about 10 ms.
CACHE_PIXELS = 16 * 1024 * 1024  # at most 64 MB of ARGB images


class ArtProvider(QQuickImageProvider):
    """Serves ``image://<id>/RRGGBB/symbol`` for the ids ``rabbit`` and ``symbol``."""

    def __init__(self, kind: str) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)
        self._kind = kind
        self._cache: OrderedDict[tuple[int, str, str], QImage] = OrderedDict()
        self._pixels = 0
        self._lock = threading.Lock()  # Qt may ask from its image-loading thread

    def _drawn(self, edge: int, fill: str, symbol: str) -> QImage:
        key = (edge, fill, symbol)
        with self._lock:
            img = self._cache.get(key)
            if img is not None:
                self._cache.move_to_end(key)
                return img
        img = (
            render_rabbit(edge, fill, symbol)
            if self._kind == "rabbit"
            else render_symbol(edge, fill, symbol)
        )
        with self._lock:
            if key in self._cache:  # drawn meanwhile on another thread
                return self._cache[key]
            self._cache[key] = img
            self._pixels += edge * edge
            while self._pixels > CACHE_PIXELS and len(self._cache) > 1:
                (old_edge, _, _), _img = self._cache.popitem(last=False)
                self._pixels -= old_edge * old_edge
        return img

    def requestImage(self, image_id: str, size: QSize, requested: QSize) -> QImage:
        parts = image_id.split("/")
        fill = "#" + parts[0] if parts and parts[0] else "#E69F00"
        symbol = parts[1] if len(parts) > 1 else "circle"
        edge = max(requested.width(), requested.height(), 0) or 128
        edge = min(edge, 1024)
        img = self._drawn(edge, fill, symbol)
        size.setWidth(img.width())
        size.setHeight(img.height())
        return img


def app_icon() -> QIcon:
    """The window icon: our rabbit on a night-blue tile, drawn at several sizes."""
    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        pix = QPixmap(size, size)
        pix.fill(QColor(0, 0, 0, 0))
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(THEME["night"][0]))
        p.setPen(QColor(THEME["gold"][0]))
        p.drawRoundedRect(1, 1, size - 2, size - 2, size * 0.22, size * 0.22)
        p.translate(size * 0.12, size * 0.1)
        paint_rabbit(p, size * 0.78, QColor(THEME["gold"][0]), "star")
        p.end()
        icon.addPixmap(pix)
    return icon
