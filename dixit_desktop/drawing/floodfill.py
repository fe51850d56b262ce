"""The paint bucket (QtGui only, no numpy): fill the region around a point whose colour is
close to the colour there, on the picture as it is.

Fast without per-pixel Python: QPainter's difference mode gives each pixel's distance to the
seed colour per channel; ``bytes.translate`` turns that into "close" or "not", and Python's
big integers OR the three channels together; then a scanline fill walks runs of close pixels
with ``bytes.find`` / ``rfind`` (C speed), one Python step per run, not per pixel. The region is
then widened by a pixel over the antialiased edge of the lines around it (pixels within
:data:`EDGE` of the seed's colour: a line's own colour is never taken) and painted with
QPainter.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter

EDGE = 160
"""A pixel next to the region this close to the seed's colour (any channel) is an edge's
antialiasing, and is filled too."""


def region(image: QImage, x: int, y: int, tolerance: int) -> tuple[bytes, QRect]:
    """The pixels to fill from (x, y): one byte a pixel, row after row (1: fill), and their
    bounding rectangle (empty when (x, y) is outside the image)."""
    w, h = image.width(), image.height()
    if not (0 <= x < w and 0 <= y < h):
        return b"", QRect()
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    seed = QColor(rgb.pixel(x, y))
    painter = QPainter(rgb)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.fillRect(rgb.rect(), seed)
    painter.end()
    line = rgb.bytesPerLine()
    raw = bytes(rgb.constBits())
    if line != 4 * w:  # never for RGB32 today; keep the rows tight if it ever is
        raw = b"".join(raw[r * line : r * line + 4 * w] for r in range(h))
    n = w * h
    # per channel: bit 0 when past the tolerance, bit 1 when past an edge's antialiasing
    table = bytes((v > tolerance) | (v > EDGE) << 1 for v in range(256))
    every = int.from_bytes(b"\x01" * n, "little")
    levels = _channels(raw, table)
    diff = (levels & every).to_bytes(n, "little")  # 1: too far from the seed's colour
    filled = bytearray(n)
    top, bottom, left, right = y, y, x, x
    stack = [y * w + x]
    while stack:
        i = stack.pop()
        if filled[i] or diff[i]:
            continue
        row = i - i % w
        end = row + w
        lo = diff.rfind(1, row, i) + 1 or row
        hi = diff.find(1, i, end)
        if hi < 0:
            hi = end
        filled[lo:hi] = b"\x01" * (hi - lo)
        ry = row // w
        top, bottom = min(top, ry), max(bottom, ry)
        left, right = min(left, lo - row), max(right, hi - 1 - row)
        for other in (row - w, row + w):
            if other < 0 or other >= n:
                continue
            j, stop = other + (lo - row), other + (hi - row)
            while j < stop:
                k = diff.find(0, j, stop)
                if k < 0:
                    break
                if not filled[k]:
                    stack.append(k)
                j = diff.find(1, k, stop)
                if j < 0:
                    break
    # widen by a pixel over the edges' antialiasing (bytes are 0 or 1: shifts by whole bytes)
    f = int.from_bytes(filled, "little")
    grown = f | f << 8 | f >> 8 | f << (8 * w) | f >> (8 * w)
    f |= grown & ~(levels >> 1) & every
    found = QRect(left - 1, top - 1, right - left + 3, bottom - top + 3).intersected(rgb.rect())
    return f.to_bytes(n, "little"), found


def _channels(raw: bytes, table: bytes) -> int:
    """One byte a pixel: the OR of what ``table`` makes of its red, green and blue."""
    t = raw.translate(table)
    return (
        int.from_bytes(t[0::4], "little")
        | int.from_bytes(t[1::4], "little")
        | int.from_bytes(t[2::4], "little")
    )


def fill(image: QImage, x: int, y: int, colour: str, tolerance: int) -> QRect:
    """Fill the region around (x, y) on ``image`` with ``colour``; the pixels that changed."""
    found, box = region(image, x, y, tolerance)
    if box.isEmpty():
        return QRect()
    w, h = image.width(), image.height()
    grey = found.translate(bytes([0, 255]) + bytes(254))  # kept alive while alpha is used
    layer = QImage(box.size(), QImage.Format.Format_ARGB32_Premultiplied)
    layer.fill(QColor(colour))
    cut = QPainter(layer)
    cut.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    alpha = QImage(grey, w, h, w, QImage.Format.Format_Alpha8)
    cut.drawImage(QPoint(0, 0), alpha, box)
    cut.end()
    painter = QPainter(image)
    painter.drawImage(box.topLeft(), layer)
    painter.end()
    return box
