"""Closing the app mid-game and starting it again: the start screen offers the game, and
resuming lands on a handoff with nothing private on screen."""

from __future__ import annotations

from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .driver import Table


def test_resume_from_the_start_screen(qtbot, tmp_path) -> None:
    first = open_ui(qtbot, store=Store.open(tmp_path))
    players = Table(qtbot, first, seed=2)
    players.set_up("classic", 4)
    for _ in range(6):  # a few steps into the game, then the lid closes
        screen = players.wait_screen("handoff", "clue", "play", "vote", "board")
        getattr(players, f"on_{screen}")()
    expected = first.table.game.snapshot()
    name = None
    close_ui(qtbot, first)

    again = open_ui(qtbot, store=Store.open(tmp_path))
    players = Table(qtbot, again, seed=2)
    players.wait_screen("start")
    assert again.table.canResume
    players.click("resumeButton")
    screen = players.wait_screen("handoff", "board")
    assert again.table.game.snapshot() == expected
    if screen == "handoff":
        players.check_nothing_private()
        name = again.table.handoffName
        assert name
    players.play()  # and the game can be finished
    assert again.table.game.is_over
    close_ui(qtbot, again)
    assert Store.open(tmp_path).unfinished() is None
