"""What the drawing screens' tests share: a UI with a data folder, waiting for a screen,
pressing a button once it stands still, strokes with the mouse, reading the canvas's pixels."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from dixit_desktop.session import Step

from .conftest import UI
from .harness import click, find, find_all, type_text


def shown(qtbot: Any, ui: UI, step: Step) -> None:
    """Wait until ``step``'s screen is the one on show (screens load lazily)."""
    qtbot.waitUntil(
        lambda: (
            ui.session.step is step
            and bool(find_all(ui.window, "screenLoader"))
            and find_all(ui.window, "screenLoader")[0].property("step") == int(step)
        ),
        timeout=10000,
    )


def press(qtbot: Any, ui: UI, name: str) -> None:
    """Click the item called ``name`` once it is there and enabled."""
    qtbot.waitUntil(lambda: bool(find_all(ui.window, name)), timeout=5000)
    item = find(ui.window, name)
    qtbot.waitUntil(item.isEnabled, timeout=5000)
    # a button that has just appeared may still be moving into its place in a Flow
    last: list[QPointF] = []

    def still() -> bool:
        with qtbot.waitSignal(ui.window.frameSwapped, timeout=5000):
            ui.window.update()
        here = item.mapToScene(QPointF(0, 0))
        was, last[:] = last[:], [here]
        return was == [here]

    qtbot.waitUntil(still, timeout=5000)
    click(qtbot, ui.window, item)


def to_drawing(qtbot: Any, ui: UI) -> QQuickItem:
    """From the start screen to a fresh drawing, by the buttons; the canvas."""
    shown(qtbot, ui, Step.START)
    press(qtbot, ui, "ownCardsButton")
    shown(qtbot, ui, Step.FAMILY_CARDS)
    press(qtbot, ui, "drawNewButton")
    shown(qtbot, ui, Step.DRAWING)
    canvas = find(ui.window, "drawingCanvas")
    qtbot.waitUntil(lambda: canvas.width() > 100, timeout=5000)
    return canvas


def scene(canvas: QQuickItem, fx: float, fy: float) -> QPoint:
    """The window's point at (fx, fy) shares of the canvas."""
    p = canvas.mapToScene(QPointF(canvas.width() * fx, canvas.height() * fy))
    return QPoint(round(p.x()), round(p.y()))


def mouse_stroke(ui: UI, canvas: QQuickItem, points: list[tuple[float, float]]) -> None:
    """A stroke with the mouse: pressed, dragged through ``points``, released."""
    no = Qt.KeyboardModifier.NoModifier
    left = Qt.MouseButton.LeftButton
    QTest.mousePress(ui.window, left, no, scene(canvas, *points[0]))
    for p in points[1:]:
        QTest.mouseMove(ui.window, scene(canvas, *p))
    QTest.mouseRelease(ui.window, left, no, scene(canvas, *points[-1]))


def grab(qtbot: Any, ui: UI) -> QImage:
    """The window as shown, after the next frame."""
    with qtbot.waitSignal(ui.window.frameSwapped, timeout=5000):
        ui.window.update()
    return ui.window.grabWindow()


def colour_at(image: QImage, p: QPoint) -> QColor:
    ratio = image.devicePixelRatio() or 1
    return image.pixelColor(round(p.x() * ratio), round(p.y() * ratio))


ACROSS = [(0.2 + 0.05 * i, 0.5) for i in range(13)]
"""A stroke across the middle of the card."""


def inked(qtbot: Any, ui: UI, canvas: QQuickItem) -> bool:
    """The middle of the canvas shows ink, not paper (read from the window's pixels)."""
    c = colour_at(grab(qtbot, ui), scene(canvas, 0.5, 0.5))
    return c.lightness() < 120


def save_card(qtbot: Any, ui: UI, title: str) -> None:
    """Save the drawing on screen with ``title``, by the buttons and the keyboard."""
    press(qtbot, ui, "saveDrawingButton")
    qtbot.waitUntil(lambda: bool(find_all(ui.window, "cardTitleField")), timeout=5000)
    field = find(ui.window, "cardTitleField")
    qtbot.waitUntil(lambda: field.hasActiveFocus(), timeout=5000)
    type_text(ui.window, title)
    press(qtbot, ui, "saveCardButton")
    shown(qtbot, ui, Step.FAMILY_CARDS)


def tiles(ui: UI) -> list[QQuickItem]:
    return find_all(ui.window, "familyCard_", prefix=True)


def draw_cards(ui: UI, titles: list[str]) -> list[str]:
    """Cards drawn and saved through the view-models (the screens are tested above)."""
    d, cards = ui.vms.drawing, ui.vms.family_cards
    for title in titles:
        cards.drawNew()
        d.press(100, 100)
        d.move(500, 700)
        d.release()
        d.title = title
        d.save()
        d.wait_saving()
    return [r["cardId"] for r in cards.cards.rows()]
