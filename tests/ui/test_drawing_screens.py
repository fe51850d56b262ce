"""The drawing screens played as a family would (issue 27): strokes drawn with real mouse,
finger and pen events on the canvas change its pixels; undo and redo; clearing asks first;
saving makes a card in the list, which can be opened again and changed, copied and deleted
(asked first); a deck is deleted in kiosk mode only with the grown-ups' PIN; the screens are
reached from the start screen and from setup, and Back returns there (the drawing in progress
is kept). Driven by signals, never by pauses."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPointingDevice, QTabletEvent
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .conftest import UI, close_ui, open_ui
from .harness import click, find, find_all, tap, touch_device, type_text


@pytest.fixture
def family(qtbot, tmp_path) -> Any:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, store=Store.open(tmp_path))
    yield ui
    close_ui(qtbot, ui)


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


def test_drawing_a_stroke_with_the_mouse_changes_the_canvas_pixels(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    assert not inked(qtbot, family, canvas)  # white paper, the dark felt pen chosen
    assert family.vms.drawing.blank
    mouse_stroke(family, canvas, ACROSS)
    qtbot.waitUntil(lambda: inked(qtbot, family, canvas), timeout=5000)
    assert not family.vms.drawing.blank
    # only the stroke's band changed: above it is still paper
    top = colour_at(grab(qtbot, family), scene(canvas, 0.5, 0.2))
    assert top.lightness() > 200


def test_drawing_undo_and_redo_buttons(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    assert not find(family.window, "undoButton").isEnabled()
    mouse_stroke(family, canvas, ACROSS)
    press(qtbot, family, "undoButton")
    qtbot.waitUntil(lambda: not inked(qtbot, family, canvas), timeout=5000)
    assert family.vms.drawing.blank
    press(qtbot, family, "redoButton")
    qtbot.waitUntil(lambda: inked(qtbot, family, canvas), timeout=5000)
    assert not find(family.window, "redoButton").isEnabled()


def test_drawing_clear_asks_first(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    press(qtbot, family, "clearButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "clearDialog")), timeout=5000)
    assert not family.vms.drawing.blank  # asked, not done
    press(qtbot, family, "confirmNo")
    qtbot.waitUntil(lambda: not find_all(family.window, "clearDialog"), timeout=5000)
    assert inked(qtbot, family, canvas)
    press(qtbot, family, "clearButton")  # Escape closes the question, not the screen
    qtbot.waitUntil(lambda: bool(find_all(family.window, "clearDialog")), timeout=5000)
    QTest.keyClick(family.window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not find_all(family.window, "clearDialog"), timeout=5000)
    assert family.session.step is Step.DRAWING and not family.vms.drawing.blank
    press(qtbot, family, "clearButton")
    press(qtbot, family, "confirmYes")
    qtbot.waitUntil(lambda: not inked(qtbot, family, canvas), timeout=5000)
    assert family.vms.drawing.blank and family.vms.drawing.canUndo  # undo brings it back


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


def test_drawing_saved_makes_a_card_in_the_list_and_it_opens_again(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    save_card(qtbot, family, "Moon")
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)
    tile = tiles(family)[0]
    assert tile.property("title") == "Moon"
    card_id = str(tile.property("cardId"))
    store = family.vms.family_cards._family()
    before = store.card(card_id)
    assert before.picture.is_file() and before.thumbnail.is_file()
    # open it again, change it, save it: the same card, a new picture
    click(qtbot, family.window, tile)
    press(qtbot, family, "openCardButton")
    shown(qtbot, family, Step.DRAWING)
    assert family.vms.drawing.editing and family.vms.drawing.title == "Moon"
    canvas = find(family.window, "drawingCanvas")
    qtbot.waitUntil(lambda: inked(qtbot, family, canvas), timeout=5000)  # the old stroke is there
    mouse_stroke(family, canvas, [(0.5, 0.1 + 0.05 * i) for i in range(8)])
    save_card(qtbot, family, "lit")
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)
    after = store.card(card_id)
    assert after.title == "Moonlit"
    assert after.picture != before.picture and not before.picture.exists()


def test_family_cards_copy_and_delete_asks_first(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    save_card(qtbot, family, "Owl")
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)
    click(qtbot, family.window, tiles(family)[0])
    press(qtbot, family, "duplicateCardButton")
    qtbot.waitUntil(lambda: len(tiles(family)) == 2, timeout=5000)
    press(qtbot, family, "deleteCardButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "deleteCardDialog")), timeout=5000)
    press(qtbot, family, "confirmNo")
    qtbot.waitUntil(lambda: not find_all(family.window, "deleteCardDialog"), timeout=5000)
    assert len(tiles(family)) == 2  # asked, nothing deleted
    press(qtbot, family, "deleteCardButton")
    press(qtbot, family, "confirmYes")
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)


def test_drawing_screens_are_reached_from_start_and_setup_and_back_returns(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    s = family.session
    to_drawing(qtbot, family)
    press(qtbot, family, "drawingBack")
    shown(qtbot, family, Step.FAMILY_CARDS)
    press(qtbot, family, "backButton")
    shown(qtbot, family, Step.START)
    # from setup: "Our own cards…", a drawing, and Escape twice back to setup
    press(qtbot, family, "newGameButton")
    shown(qtbot, family, Step.SETUP)
    press(qtbot, family, "ownCardsButton")
    shown(qtbot, family, Step.FAMILY_CARDS)
    press(qtbot, family, "drawNewButton")
    shown(qtbot, family, Step.DRAWING)
    QTest.keyClick(family.window, Qt.Key.Key_Escape)
    shown(qtbot, family, Step.FAMILY_CARDS)
    QTest.keyClick(family.window, Qt.Key.Key_Escape)
    shown(qtbot, family, Step.SETUP)
    assert s.step is Step.SETUP


def test_drawing_left_unfinished_is_kept_as_a_draft(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    press(qtbot, family, "drawingBack")
    shown(qtbot, family, Step.FAMILY_CARDS)
    store = family.vms.family_cards._family()
    kept = store.load_draft()
    assert kept is not None and not kept.sketch.is_empty
    press(qtbot, family, "goOnDrawingButton")
    shown(qtbot, family, Step.DRAWING)
    canvas = find(family.window, "drawingCanvas")
    qtbot.waitUntil(lambda: inked(qtbot, family, canvas), timeout=5000)


def test_drawing_with_a_finger_and_with_a_pen_s_pressure(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    dev = touch_device()
    w = family.window
    QTest.touchEvent(w, dev).press(0, scene(canvas, *ACROSS[0]), w).commit()
    for p in ACROSS[1:]:  # a finger moves over several frames (Qt merges moves within one)
        with qtbot.waitSignal(w.frameSwapped, timeout=5000):
            QTest.touchEvent(w, dev).move(0, scene(canvas, *p), w).commit()
            w.update()
    QTest.touchEvent(w, dev).release(0, scene(canvas, *ACROSS[-1]), w).commit()
    qtbot.waitUntil(lambda: inked(qtbot, family, canvas), timeout=5000)
    sketch = family.vms.drawing.sketch
    assert len(sketch.ops) == 1 and len(sketch.ops[0].points) > 5
    # a pen pressing lightly: its stroke keeps the pressure
    pen = QPointingDevice(
        "pen",
        7,
        QPointingDevice.DeviceType.Stylus,
        QPointingDevice.PointerType.Pen,
        QPointingDevice.Capability.Position | QPointingDevice.Capability.Pressure,
        1,
        3,
    )
    for kind, fy in (
        (QTabletEvent.Type.TabletPress, 0.2),
        (QTabletEvent.Type.TabletMove, 0.3),
        (QTabletEvent.Type.TabletRelease, 0.4),
    ):
        local = QPointF(canvas.width() / 2, canvas.height() * fy)
        event = QTabletEvent(
            kind, pen, local, canvas.mapToScene(local), 0.3, 0, 0, 0, 0, 0,
            Qt.KeyboardModifier.NoModifier, Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton if kind is not QTabletEvent.Type.TabletRelease
            else Qt.MouseButton.NoButton,
        )  # fmt: skip
        QCoreApplication.sendEvent(canvas, event)
    assert len(sketch.ops) == 2
    assert all(abs(p[2] - 0.3) < 0.01 for p in sketch.ops[1].points)
    # and through the window, where Qt Quick hands a pen to the canvas's pointer handler
    # (offscreen, each synthetic event starts a stroke of its own: no platform press state)
    for kind in (QTabletEvent.Type.TabletPress, QTabletEvent.Type.TabletRelease):
        at = QPointF(scene(canvas, 0.5, 0.8))
        event = QTabletEvent(
            kind, pen, at, at, 0.6, 0, 0, 0, 0, 0,
            Qt.KeyboardModifier.NoModifier, Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton if kind is QTabletEvent.Type.TabletPress
            else Qt.MouseButton.NoButton,
        )  # fmt: skip
        QCoreApplication.sendEvent(w, event)
    qtbot.waitUntil(lambda: len(sketch.ops) == 3, timeout=5000)
    assert abs(sketch.ops[2].points[0][2] - 0.6) < 0.01


def test_family_cards_deleting_a_deck_in_kiosk_mode_asks_the_pin(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = Store.open(tmp_path)
    ui = open_ui(qtbot, store=store, kiosk=True, show=False)
    try:
        lock_vm = ui.vms.kiosk
        lock_vm.startPinChange()  # a grown-up set the PIN in settings, typed twice
        lock_vm.enterPin("2580")
        lock_vm.enterPin("2580")
        assert lock_vm.pinSet
        cards = ui.vms.family_cards
        cards.open()
        shown(qtbot, ui, Step.FAMILY_CARDS)
        press(qtbot, ui, "newDeckButton")
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "deckNameField")), timeout=5000)
        qtbot.waitUntil(lambda: find(ui.window, "deckNameField").hasActiveFocus(), timeout=5000)
        type_text(ui.window, "Holidays")
        press(qtbot, ui, "deckNameOk")
        qtbot.waitUntil(lambda: cards.deckName == "Holidays", timeout=5000)
        press(qtbot, ui, "deleteDeckButton")
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "deckPinDots")), timeout=5000)
        assert not find(ui.window, "deleteDeckYes").isEnabled()  # not without a PIN
        for d in "1111":  # a child's guess
            press(qtbot, ui, f"deckPin_{d}")
        press(qtbot, ui, "deleteDeckYes")
        qtbot.waitUntil(lambda: bool(ui.vms.navigator.notice), timeout=5000)
        assert [d.name for d in cards._family().decks()] == ["Holidays"]
        assert find_all(ui.window, "deleteDeckDialog")  # still asking
        for d in "2580":
            press(qtbot, ui, f"deckPin_{d}")
        press(qtbot, ui, "deleteDeckYes")
        qtbot.waitUntil(lambda: not find_all(ui.window, "deleteDeckDialog"), timeout=5000)
        assert cards._family().decks() == []
    finally:
        close_ui(qtbot, ui)


def test_family_cards_deleting_a_deck_outside_kiosk_mode_only_asks(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    cards = family.vms.family_cards
    cards.open()
    shown(qtbot, family, Step.FAMILY_CARDS)
    assert cards.createDeck("Summer")
    press(qtbot, family, "deleteDeckButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "deleteDeckDialog")), timeout=5000)
    assert not find_all(family.window, "deckPinDots")
    press(qtbot, family, "deleteDeckYes")
    qtbot.waitUntil(lambda: not find_all(family.window, "deleteDeckDialog"), timeout=5000)
    assert cards._family().decks() == []


def test_drawing_tap_targets_are_a_finger_s_size_in_portrait(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    family.window.resize(800, 1280)
    canvas = to_drawing(qtbot, family)
    tools = find(family.window, "drawingTools")
    qtbot.waitUntil(lambda: tools.y() > canvas.mapToScene(QPointF(0, canvas.height())).y() - 1)
    for name in ("tool_pencil", "size_fine", "colour_custom", "paper_white", "undoButton"):
        item = find(family.window, name)
        assert item.width() >= 48 and item.height() >= 48, name
    tap(qtbot, family.window, find(family.window, "tool_paint"))
    qtbot.waitUntil(lambda: family.vms.drawing.tool == "paint", timeout=5000)


def _draw_cards(ui: UI, titles: list[str]) -> list[str]:
    """Cards drawn and saved through the view-models (the screens are tested above)."""
    d, cards = ui.vms.drawing, ui.vms.family_cards
    for title in titles:
        cards.drawNew()
        d.press(100, 100)
        d.move(500, 700)
        d.release()
        d.title = title
        d.save()
    return [r["cardId"] for r in cards.cards.rows()]


def test_family_cards_chosen_in_setup_too_few_then_mixed_and_played(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    ui = family
    cards, choice = ui.vms.family_cards, ui.vms.deck_choice
    cards.open()
    ids = _draw_cards(ui, ["Owl", "Moon", "Boat"])
    assert cards.createDeck("Ours")
    for cid in ids:
        cards.toggleInDeck(cid)
    cards.setProperty("deck", "")
    ui.session.back()
    shown(qtbot, ui, Step.START)
    press(qtbot, ui, "newGameButton")
    shown(qtbot, ui, Step.SETUP)
    deck_id = choice.decks[0]["deckId"]
    press(qtbot, ui, f"playDeck_{deck_id}")  # the family's deck alone: three cards are too few
    qtbot.waitUntil(lambda: choice.using, timeout=5000)
    problem = find(ui.window, "setupProblem")
    qtbot.waitUntil(lambda: "3" in str(problem.property("text")), timeout=5000)
    assert choice.problem and not ui.vms.setup.canStart
    press(qtbot, ui, "mix_builtin")  # mixed with the built-in deck: enough
    qtbot.waitUntil(lambda: ui.vms.setup.canStart, timeout=5000)
    assert "Ours" in ui.vms.setup.deckLabel
    press(qtbot, ui, "startGameButton")
    qtbot.waitUntil(lambda: ui.session.game is not None, timeout=5000)
    deck = ui.session.photos
    assert deck is not None and set(ids) <= set(deck.card_ids) and len(deck) > 3
    for cid in ids:  # the drawn cards' pictures come through the same source as any card's
        url = ui.vms.cards.source(cid, ui.vms.cards.revision)
        assert url.startswith("file:") and url.endswith(".webp")
    assert ui.vms.cards.back  # and they have a back
    source = ui.session.store.deck_source(ui.session.game_id)
    assert source["kind"] == "family" and source["mix"] == "builtin"
