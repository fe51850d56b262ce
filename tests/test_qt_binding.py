"""Guards against a Qt binding that corrupts Python's reference counts.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a method that
returns nothing (QPainterPath.moveTo, QSize.setWidth, QPainter.save...), so a long game
crashed with "deallocating None". We pin a version without that bug; this test fails if an
upgrade brings it back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QPainterPath


def test_void_methods_keep_none_alive(qapp) -> None:
    path = QPainterPath()
    size = QSize()
    before = sys.getrefcount(None)
    for _ in range(500):
        path.moveTo(QPointF(1, 2))
        size.setWidth(3)
    assert sys.getrefcount(None) >= before - 10
