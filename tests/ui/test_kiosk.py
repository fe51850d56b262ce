"""Kiosk mode: full screen without window controls, leaving needs a grown-up (long press in
the corner, then the PIN), a restart goes straight back to the saved game, clues can be typed
on the on-screen keyboard, and the display is kept awake during a game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QWindow

from dixit_desktop.session import Step
from dixit_desktop.storage import Store
from dixit_desktop.system.awake import AwakeKeeper

from .conftest import UI, close_ui, open_ui
from .driver import Table
from .harness import find, find_all, hold, wait_laid_out


class FakeScreenSaver:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def inhibit(self) -> bool:
        self.calls.append("inhibit")
        return True

    def release(self) -> None:
        self.calls.append("release")


def open_kiosk(qtbot, store: Store, awake: AwakeKeeper | None = None) -> UI:  # type: ignore[no-untyped-def]
    return open_ui(qtbot, store=store, kiosk=True, awake=awake, show=False, deck_size=SMALL)


SMALL = 26  # Classic with 3: the game ends when this small draw pile runs out


def test_kiosk_window_and_leaving_with_the_pin(qtbot, tmp_path) -> None:
    store = Store.open(tmp_path)
    ui = open_kiosk(qtbot, store)
    w = ui.window
    assert w.visibility() == QWindow.Visibility.FullScreen
    assert w.flags() & Qt.WindowType.FramelessWindowHint
    assert not w.close()  # Alt+F4 or a stray gesture: refused
    assert w.isVisible()
    # a grown-up sets a PIN in settings, by tapping the on-screen digits, twice
    players = Table(qtbot, ui)
    players.click("settingsButton")
    players.click("setPinButton")

    def type_pin(pin: str) -> None:
        for d in pin:
            players.click(f"pin_{d}")
        players.click("pin_ok")

    type_pin("2580")
    assert not ui.vms.kiosk.pinSet  # not yet: once more
    type_pin("2580")
    assert ui.vms.kiosk.pinSet
    # a child tries to change it: the current PIN is asked first, and a guess is refused
    players.click("setPinButton")
    qtbot.waitUntil(lambda: bool(find_all(w, "pinPad")), timeout=10000)
    type_pin("1234")
    assert "not the PIN" in ui.vms.navigator.notice
    assert ui.vms.kiosk.changingPin  # still asking for the current PIN
    players.click("pinCancel")
    players.click("backButton") if find_all(w, "backButton") else ui.vms.navigator.back()
    # a short press in the corner does nothing; a long one asks for the PIN
    corner = find_all(w, "kioskCorner")[0]
    hold(qtbot, w, corner, until=lambda: corner.property("pressed"))  # pressed, let go at once
    assert not ui.vms.kiosk.exitPrompt
    exits: list[int] = []
    ui.vms.kiosk.exitApproved.connect(lambda: exits.append(1))
    hold(qtbot, w, corner, until=lambda: ui.vms.kiosk.exitPrompt)  # a grown-up holds on
    for d in "1111":
        players.click(f"pin_{d}")
    players.click("pin_ok")
    assert "not the PIN" in ui.vms.navigator.notice and not exits
    for d in "2580":
        players.click(f"pin_{d}")
    players.click("pin_ok")
    qtbot.waitUntil(lambda: bool(exits), timeout=10000)
    assert ui.vms.kiosk.mayClose
    close_ui(qtbot, ui)


def test_kiosk_restart_resumes_at_once_and_keeps_the_display_awake(qtbot, tmp_path) -> None:
    first = open_ui(qtbot, store=Store.open(tmp_path), deck_size=SMALL)
    players = Table(qtbot, first, seed=4)
    players.set_up("classic", 3)
    players.on_handoff()
    players.on_clue()
    expected = first.session.game.snapshot()
    close_ui(qtbot, first)  # the app crashed here

    saver = FakeScreenSaver()
    ui = open_kiosk(qtbot, Store.open(tmp_path), AwakeKeeper(saver))
    assert ui.session.step is Step.HANDOFF  # straight back to the saved game
    assert ui.session.game.snapshot() == expected
    assert saver.calls == ["inhibit"]
    players = Table(qtbot, ui, seed=4)
    players.play()
    assert saver.calls == ["inhibit", "release"]  # the game is over: the display may sleep
    close_ui(qtbot, ui)


def test_clue_typed_on_the_on_screen_keyboard(qtbot, tmp_path) -> None:
    ui = open_kiosk(qtbot, Store.open(tmp_path))
    players = Table(qtbot, ui, seed=1)
    players.set_up("classic", 3)
    players.on_handoff()
    players.click("clueField")
    qtbot.waitUntil(lambda: bool(find_all(ui.window, "onScreenKeyboard")), timeout=10000)
    # every key whole, inside the keyboard and the window, and a full touch target (the
    # last key of the bottom row was cut off by the keyboard's edge)
    board = find(ui.window, "onScreenKeyboard")

    def misplaced() -> list[tuple[str, QRectF]]:
        edge = board.mapRectToScene(board.boundingRect())
        out = []
        for key in find_all(ui.window, "key_", prefix=True):
            box = key.mapRectToScene(key.boundingRect())
            whole = edge.contains(box) and box.right() <= ui.window.width()
            if not whole or box.width() < 48 or box.height() < 48:
                out.append((key.objectName(), box))
        return out

    # the keyboard slides in and lays its rows out over a few frames (under load, more):
    # wait until it has, then no key may be cut off or under a full touch target
    wait_laid_out(qtbot, misplaced, timeout=5000)  # then: keys cut off or too small
    for key in ("⇧", "m", "o", "o", "n", "space", "s", "x", "⌫", "o", "n", "g"):
        players.click(f"key_{key}")
    assert ui.vms.choice.clueText == "Moon song"
    players.click("key_done")
    assert not find_all(ui.window, "onScreenKeyboard")
    close_ui(qtbot, ui)
