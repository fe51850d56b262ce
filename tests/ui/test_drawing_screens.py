"""The drawing screen played as a family would (issue 27): strokes drawn with real mouse,
finger and pen events on the canvas change its pixels; undo and redo; clearing asks first;
saving makes a card in the list, which can be opened again and changed; the screens are
reached from the start screen and from setup, and Back returns there (the drawing in
progress is kept). The family cards' own tests are test_family_cards.py. Driven by signals,
never by pauses."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QPointingDevice, QTabletEvent
from PySide6.QtTest import QTest

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .drawing_helpers import (
    ACROSS,
    colour_at,
    grab,
    inked,
    mouse_stroke,
    press,
    save_card,
    scene,
    shown,
    tiles,
    to_drawing,
)
from .harness import click, find, find_all, tap, touch_device


@pytest.fixture
def family(qtbot, tmp_path) -> Any:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, store=Store.open(tmp_path))
    yield ui
    close_ui(qtbot, ui)


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
    assert tile.property("chosen")  # the card just saved is the one chosen
    click(qtbot, family.window, tile)  # a tap lets go of it, another takes it
    qtbot.waitUntil(lambda: not tile.property("chosen"), timeout=5000)
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


def test_drawing_the_card_s_title_typed_on_the_on_screen_keyboard(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    """A tablet with no keyboard (the on-screen keyboard on in settings): the card's title is
    typed on the screen's keys, and the card is saved with it."""
    family.window.resize(1024, 600)
    family.vms.settings.onScreenKeyboard = True
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    press(qtbot, family, "saveDrawingButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "onScreenKeyboard")), timeout=5000)
    for key in ("⇧", "o", "w", "l"):
        press(qtbot, family, f"key_{key}")
    assert family.vms.drawing.title == "Owl"
    press(qtbot, family, "saveCardButton")
    shown(qtbot, family, Step.FAMILY_CARDS)
    assert [t.property("title") for t in tiles(family)] == ["Owl"]


def test_drawing_save_shows_it_is_saving_and_a_second_tap_saves_nothing(  # type: ignore[no-untyped-def]
    qtbot, family, monkeypatch
) -> None:
    """The card is saved on a worker thread: the button says "Saving the card…" meanwhile and
    a second tap does nothing; then the card is in the list."""
    import threading

    from dixit_desktop.drawing import raster

    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    go_on = threading.Event()
    exports: list[int] = []
    real = raster.export_card

    def slow_export(sketch):  # type: ignore[no-untyped-def]
        exports.append(1)
        go_on.wait(10)
        return real(sketch)

    monkeypatch.setattr(raster, "export_card", slow_export)
    try:
        _save_while_held(qtbot, family, go_on)
    finally:
        go_on.set()
        family.vms.drawing.wait_saving()
    assert exports == [1] and not family.vms.drawing.saving


def _save_while_held(qtbot, family, go_on) -> None:  # type: ignore[no-untyped-def]
    press(qtbot, family, "saveDrawingButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "saveCardButton")), timeout=5000)
    button = find(family.window, "saveCardButton")
    click(qtbot, family.window, button)
    qtbot.waitUntil(lambda: button.property("text") == "Saving the card…", timeout=5000)
    assert not button.isEnabled() and family.vms.drawing.saving
    middle = button.mapToScene(QPointF(button.width() / 2, button.height() / 2)).toPoint()
    QTest.mouseClick(family.window, Qt.MouseButton.LeftButton, pos=middle)  # a second tap
    family.vms.drawing.save()  # and a second save however it comes
    QTest.keyClick(family.window, Qt.Key.Key_Escape)  # the dialog stays while it saves
    assert find_all(family.window, "finishDialog") and family.session.step is Step.DRAWING
    go_on.set()
    shown(qtbot, family, Step.FAMILY_CARDS)
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)


def test_drawing_a_new_card_asks_before_the_unfinished_drawing_goes(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    """One drawing waits unfinished: "Draw a new card" asks first, go on with it or start
    another (which then takes its place); Escape asks nothing more."""
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    press(qtbot, family, "drawingBack")
    shown(qtbot, family, Step.FAMILY_CARDS)
    store = family.vms.family_cards._family()
    press(qtbot, family, "drawNewButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "draftDialog")), timeout=5000)
    assert family.session.step is Step.FAMILY_CARDS  # asked, nothing started
    QTest.keyClick(family.window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not find_all(family.window, "draftDialog"), timeout=5000)
    assert family.session.step is Step.FAMILY_CARDS
    press(qtbot, family, "drawNewButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "draftDialog")), timeout=5000)
    press(qtbot, family, "confirmYes")  # go on with it
    shown(qtbot, family, Step.DRAWING)
    canvas = find(family.window, "drawingCanvas")
    qtbot.waitUntil(lambda: inked(qtbot, family, canvas), timeout=5000)
    press(qtbot, family, "drawingBack")
    shown(qtbot, family, Step.FAMILY_CARDS)
    press(qtbot, family, "drawNewButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "draftDialog")), timeout=5000)
    assert find(family.window, "confirmNo").property("text") == "Start a new one"
    press(qtbot, family, "confirmNo")  # start another: a fresh sheet
    shown(qtbot, family, Step.DRAWING)
    assert family.vms.drawing.blank
    canvas = find(family.window, "drawingCanvas")
    mouse_stroke(family, canvas, [(0.5, 0.1 + 0.05 * i) for i in range(8)])
    press(qtbot, family, "drawingBack")
    shown(qtbot, family, Step.FAMILY_CARDS)
    kept = store.load_draft()
    assert kept is not None and len(kept.sketch.ops) == 1  # the new one took its place
    # "Change it" on a card asks the same, and its other answer opens that card
    from dixit_desktop.drawing.raster import export_card

    picture, thumbnail = export_card(kept.sketch)
    owl = store.save_new(picture=picture, thumbnail=thumbnail, sketch=kept.sketch, title="Owl")
    cards = family.vms.family_cards
    cards.refresh()
    cards.chosen = owl.id
    press(qtbot, family, "openCardButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "draftDialog")), timeout=5000)
    assert find(family.window, "confirmNo").property("text") == "Change this card"
    press(qtbot, family, "confirmNo")
    shown(qtbot, family, Step.DRAWING)
    assert family.vms.drawing.editing and family.vms.drawing.title == "Owl"
