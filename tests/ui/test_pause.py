"""The pause menu: Escape or the pause button during a game, never showing anything private,
and home with the game kept."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import find_all


def test_escape_on_a_hand_pauses_without_showing_it_and_comes_back_to_the_handoff(
    qtbot, tmp_path
) -> None:
    ui = open_ui(qtbot, deck_size=28, store=Store.open(tmp_path))
    try:
        players = Table(qtbot, ui, seed=3)
        players.set_up("classic", 4)
        players.wait_screen(Step.HANDOFF)
        players.on_handoff()  # the storyteller's hand is open...
        players.press(Qt.Key.Key_Escape)  # ...and the doorbell rings
        players.wait_screen(Step.PAUSE)
        assert not find_all(ui.window, "hand_", prefix=True) and ui.session.viewer == -1
        players.click("rulesButton")
        players.wait_screen(Step.RULES)
        assert ui.vms.navigator.howToPlay
        players.press(Qt.Key.Key_Escape)
        players.wait_screen(Step.PAUSE)
        players.click("resumeButton")
        players.wait_screen(Step.HANDOFF)
        players.check_nothing_private()
        players.click("pauseButton")
        players.wait_screen(Step.PAUSE)
        players.click("leaveGameButton")
        players.wait_screen(Step.START)
        assert ui.vms.navigator.canResume  # home, with the game kept
    finally:
        close_ui(qtbot, ui)


def test_the_window_opens_no_larger_than_the_screen(qtbot) -> None:
    """A 1024x600 tablet opened a 1280x800 window; it is sized to the screen's room now."""
    ui = open_ui(qtbot, show=False)
    try:
        room = ui.window.screen().availableGeometry()
        assert 0 < ui.window.width() <= room.width()
        assert 0 < ui.window.height() <= room.height()
    finally:
        close_ui(qtbot, ui)
