"""The drawing screen's canvas: a painted item that takes the mouse, a finger or a pen (with
its pressure where the device gives it), hands each point to the drawing's pen, and paints
the drawing's picture, only the part a point changed.

The canvas knows one object, its ``pen`` (the :class:`~.drawing.Drawing` view-model), through
four calls in the picture's own pixels: ``press(x, y, pressure)`` and ``move(x, y, pressure)``
return the rectangle they changed, ``release()`` ends the stroke, and ``picture()`` is the
QImage to show. The stroke model and its rendering are ``dixit_desktop.drawing``'s.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QEvent, QObject, QPointF, QRect, QRectF, Signal, Slot
from PySide6.QtGui import QPainter
from PySide6.QtQml import QmlElement
from PySide6.QtQuick import QQuickPaintedItem

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

_TABLET = {
    QEvent.Type.TabletPress: "press",
    QEvent.Type.TabletMove: "move",
    QEvent.Type.TabletRelease: "release",
}


def pressure_of(event: Any) -> float:
    """The pen's pressure (0..1] for a pen or a finger that reports one; 1 for a mouse and for
    devices that report none (a pressure of 0 while touching means "unknown")."""
    points = event.points()
    if not points:
        return 1.0
    p = float(points[0].pressure())
    device = event.device()
    if device is None or device.type().name in ("Mouse", "TouchPad") or p <= 0:
        return 1.0
    return min(1.0, p)


@QmlElement
class DrawingCanvas(QQuickPaintedItem):
    """Draw with the mouse, a finger or a pen; see the module's docstring."""

    penChanged = Signal()
    strokeEnded = Signal()
    drawingChanged = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        from PySide6.QtCore import Qt

        self._pen: QObject | None = None
        self._down = False
        self._touch_id = -1
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptTouchEvents(True)
        self.setOpaquePainting(True)
        self.setAntialiasing(False)

    def _get_pen(self) -> QObject | None:
        return self._pen

    def _set_pen(self, pen: QObject | None) -> None:
        if pen is self._pen:
            return
        if self._pen is not None:
            self._pen.pictureChanged.disconnect(self.update)  # type: ignore[attr-defined]
        self._pen = pen
        if pen is not None:
            pen.pictureChanged.connect(self.update)  # type: ignore[attr-defined]
        self.penChanged.emit()
        self.update()

    pen = Property(QObject, _get_pen, _set_pen, notify=penChanged)
    """The drawing view-model the points go to (``Drawing`` in QML)."""

    drawing = Property(bool, lambda self: self._down, notify=drawingChanged)
    """A stroke is being drawn (a finger or the mouse is down on the canvas)."""

    # --- from the item's pixels to the picture's and back ------------------------------------

    def _scale(self) -> tuple[float, float]:
        """Picture pixels per item pixel, across and down."""
        picture = self._picture()
        if picture is None or self.width() <= 0 or self.height() <= 0:
            return 1.0, 1.0
        return picture.width() / self.width(), picture.height() / self.height()

    def _picture(self) -> Any:
        return self._pen.picture() if self._pen is not None else None  # type: ignore[attr-defined]

    def _to_picture(self, pos: QPointF) -> tuple[float, float]:
        kx, ky = self._scale()
        return pos.x() * kx, pos.y() * ky

    def _show(self, changed: QRect | None) -> None:
        """Repaint only what a point changed (nothing when nothing did)."""
        if changed is None or changed.isEmpty():
            return
        kx, ky = self._scale()
        r = QRectF(changed.x() / kx, changed.y() / ky, changed.width() / kx, changed.height() / ky)
        self.update(r.adjusted(-2, -2, 2, 2).toAlignedRect())

    # --- one stroke ---------------------------------------------------------------------------

    def _press(self, pos: QPointF, pressure: float) -> None:
        if self._pen is None:
            return
        self._down = True
        self.drawingChanged.emit()
        x, y = self._to_picture(pos)
        self._show(self._pen.press(x, y, pressure))  # type: ignore[attr-defined]

    def _move(self, pos: QPointF, pressure: float) -> None:
        if self._pen is None or not self._down:
            return
        x, y = self._to_picture(pos)
        self._show(self._pen.move(x, y, pressure))  # type: ignore[attr-defined]

    def _release(self) -> None:
        if self._pen is None or not self._down:
            return
        self._down = False
        self._touch_id = -1
        self._show(self._pen.release())  # type: ignore[attr-defined]
        self.drawingChanged.emit()
        self.strokeEnded.emit()

    # --- the mouse, a finger, a pen -------------------------------------------------------------

    def mousePressEvent(self, event: Any) -> None:
        self._press(event.position(), pressure_of(event))
        event.accept()

    def mouseMoveEvent(self, event: Any) -> None:
        self._move(event.position(), pressure_of(event))
        event.accept()

    def mouseReleaseEvent(self, event: Any) -> None:
        self._move(event.position(), pressure_of(event))
        self._release()
        event.accept()

    def mouseUngrabEvent(self) -> None:
        self._release()

    def touchEvent(self, event: Any) -> None:
        """One finger draws (the first down); others are ignored while it does."""
        from PySide6.QtGui import QEventPoint

        for point in event.points():
            state = point.state()
            if state == QEventPoint.State.Pressed and not self._down:
                self._touch_id = point.id()
                p = point.pressure()
                self._press(point.position(), p if 0 < p < 1 else 1.0)
            elif point.id() == self._touch_id:
                p = point.pressure()
                self._move(point.position(), p if 0 < p < 1 else 1.0)
                if state == QEventPoint.State.Released:
                    self._release()
        event.accept()

    def touchUngrabEvent(self) -> None:
        self._release()

    def event(self, event: Any) -> bool:
        """A pen on a tablet: its own events, with its pressure."""
        kind = _TABLET.get(event.type())
        if kind is None:
            return bool(super().event(event))
        pos, pressure = event.position(), pressure_of(event)
        if kind == "press":
            self._press(pos, pressure)
        elif kind == "move":
            self._move(pos, pressure)
        else:
            self._move(pos, pressure)
            self._release()
        event.accept()
        return True

    # --- a pen on a tablet, through Qt Quick's pointer handlers (they carry its pressure) ------

    @Slot(float, float, float)
    def penDown(self, x: float, y: float, pressure: float) -> None:
        """A pen touches the canvas at (x, y) (the item's pixels) with ``pressure`` (0..1)."""
        self._press(QPointF(x, y), pressure if pressure > 0 else 1.0)

    @Slot(float, float, float)
    def penMove(self, x: float, y: float, pressure: float) -> None:
        self._move(QPointF(x, y), pressure if pressure > 0 else 1.0)

    @Slot()
    def penUp(self) -> None:
        self._release()

    # --- painting ---------------------------------------------------------------------------

    def paint(self, painter: QPainter) -> None:
        """The picture, scaled to the item; only the part being repainted is drawn."""
        picture = self._picture()
        target = QRectF(0, 0, self.width(), self.height())
        if picture is None or picture.isNull() or target.isEmpty():
            return
        kx, ky = self._scale()
        shown = painter.clipBoundingRect() if painter.hasClipping() else target
        shown = shown.intersected(target) if not shown.isEmpty() else target
        source = QRectF(shown.x() * kx, shown.y() * ky, shown.width() * kx, shown.height() * ky)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(shown, picture, source)
