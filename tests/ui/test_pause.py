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


def test_new_game_asks_first_and_the_left_game_can_be_taken_up(qtbot, tmp_path) -> None:
    """'New game' set the unfinished game aside in silence; now it asks, and Past games
    offers the left game back."""
    ui = open_ui(qtbot, deck_size=28, store=Store.open(tmp_path))
    try:
        players = Table(qtbot, ui, seed=3)
        players.set_up("classic", 4)
        players.on_handoff()
        players.on_clue()
        first = ui.session.game.snapshot()  # type: ignore[union-attr]
        players.press(Qt.Key.Key_Escape)
        players.click("leaveGameButton")
        players.wait_screen(Step.START)
        players.click("newGameButton")
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "confirmDialog")), timeout=10000)
        assert ui.session.step is Step.START  # nothing happened yet
        players.click("confirmNo")
        qtbot.waitUntil(lambda: not find_all(ui.window, "confirmDialog"), timeout=10000)
        players.click("newGameButton")
        players.click("confirmYes")
        players.wait_screen(Step.SETUP)
        players.click("startGameButton")
        players.wait_screen(Step.HANDOFF)
        players.press(Qt.Key.Key_Escape)
        players.click("leaveGameButton")
        players.wait_screen(Step.START)
        players.click("historyButton")
        players.wait_screen(Step.HISTORY)
        take_up = [i for i in find_all(ui.window, "takeUp_", prefix=True)]
        assert len(take_up) == 1
        players.press_item(take_up[0])
        players.wait_screen(Step.HANDOFF)
        assert ui.session.game.snapshot() == first  # type: ignore[union-attr]
    finally:
        close_ui(qtbot, ui)
