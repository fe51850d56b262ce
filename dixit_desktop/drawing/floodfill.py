"""The paint bucket (QtGui only, no numpy): fill the region around a point whose colour is
close to the colour there, on the picture as it is.

Fast without per-pixel Python: QPainter's difference mode gives each pixel's distance to the
seed colour per channel; ``bytes.translate`` turns that into "close" or "not", and Python's
big integers OR the three channels together; then a scanline fill walks runs of close pixels
with ``bytes.find`` / ``rfind`` (C speed), one Python step per run, not per pixel. The region is
then widened by a pixel (the antialiased edge of the lines around it is covered) and painted
with QPainter.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter

WIDEN = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))


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
    far = bytes(0 if v <= tolerance else 1 for v in range(256))
    t = raw.translate(far)
    n = w * h
    diff = (
        int.from_bytes(t[0::4], "little")
        | int.from_bytes(t[1::4], "little")
        | int.from_bytes(t[2::4], "little")
    ).to_bytes(n, "little")  # 1: too far from the seed's colour
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
    return bytes(filled), QRect(left, top, right - left + 1, bottom - top + 1)


def fill(image: QImage, x: int, y: int, colour: str, tolerance: int) -> QRect:
    """Fill the region around (x, y) on ``image`` with ``colour``; the pixels that changed."""
    found, box = region(image, x, y, tolerance)
    if box.isEmpty():
        return QRect()
    w, h = image.width(), image.height()
    box = box.adjusted(-1, -1, 1, 1).intersected(image.rect())
    grey = found.translate(bytes([0, 255]) + bytes(254))  # kept alive while alpha is used
    alpha = QImage(grey, w, h, w, QImage.Format.Format_Grayscale8)
    layer = QImage(box.size(), QImage.Format.Format_ARGB32_Premultiplied)
    layer.fill(QColor(colour))
    layer.setAlphaChannel(alpha.copy(box))
    painter = QPainter(image)
    for dx, dy in WIDEN:
        painter.drawImage(box.topLeft() + QPoint(dx, dy), layer)
    painter.end()
    return box
