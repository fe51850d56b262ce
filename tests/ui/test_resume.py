"""Closing the app mid-game and starting it again: the start screen offers the game, and
resuming lands on a handoff with nothing private on screen."""

from __future__ import annotations

from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import find_all


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


def test_language_switch_from_settings_is_remembered(qtbot, tmp_path) -> None:
    from .harness import find

    ui = open_ui(qtbot, store=Store.open(tmp_path))
    players = Table(qtbot, ui)
    players.wait_screen("start")
    players.click("settingsButton")
    players.click("language_fr")
    qtbot.waitUntil(lambda: ui.table.language == "fr", timeout=3000)
    players.click("backButton") if find_all(ui.window, "backButton") else ui.table.back()
    players.wait_screen("start")
    qtbot.waitUntil(lambda: find(ui.window, "newGameButton").property("text") == "Nouvelle partie")
    players.click("newGameButton")
    players.wait_screen("setup")
    assert "Classique" in [r["name"] for r in ui.table.setup.rulesets.rows()]
    close_ui(qtbot, ui)
    again = open_ui(qtbot, store=Store.open(tmp_path))  # remembered at the next start
    assert again.table.language == "fr"
    Table(qtbot, again).wait_screen("start")
    assert find(again.window, "newGameButton").property("text") == "Nouvelle partie"
    again.table.language = "en"
    close_ui(qtbot, again)
