"""Closing the app mid-game and starting it again: the start screen offers the game, and
resuming lands on a handoff with nothing private on screen."""

from __future__ import annotations

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import find_all, still


def test_resume_from_the_start_screen(qtbot, tmp_path) -> None:
    small = 28  # Classic with 4: the game ends when this small draw pile runs out
    first = open_ui(qtbot, store=Store.open(tmp_path), deck_size=small)
    players = Table(qtbot, first, seed=2)
    players.set_up("classic", 4)
    for _ in range(6):  # a few steps into the game, then the lid closes
        step = players.wait_screen(
            Step.HANDOFF, Step.CLUE, Step.TOLD, Step.PLAY, Step.VOTE, Step.BOARD
        )
        getattr(players, f"on_{step.name.lower()}")()
    expected = first.session.game.snapshot()
    name = None
    close_ui(qtbot, first)

    again = open_ui(qtbot, store=Store.open(tmp_path), deck_size=small)
    players = Table(qtbot, again, seed=2)
    players.wait_screen(Step.START)
    assert again.vms.navigator.canResume
    players.click("resumeButton")
    step = players.wait_screen(Step.HANDOFF, Step.BOARD)
    assert again.session.game.snapshot() == expected
    if step is Step.HANDOFF:
        players.check_nothing_private()
        name = again.vms.handoff.name
        assert name
    players.play()  # and the game can be finished
    assert again.session.game.is_over
    close_ui(qtbot, again)
    assert Store.open(tmp_path).unfinished() is None


def test_language_switch_from_settings_is_remembered(qtbot, tmp_path) -> None:
    from .harness import find

    ui = open_ui(qtbot, store=Store.open(tmp_path))
    players = Table(qtbot, ui)
    players.wait_screen(Step.START)
    players.click("settingsButton")
    # the languages wrap in a Flow: aim once they are laid out (a click while the Flow still
    # moved them landed beside the button, once in a fresh clone's whole-suite run)
    still(qtbot, players._wait_item("language_fr"))
    players.click("language_fr")
    qtbot.waitUntil(lambda: ui.vms.settings.language == "fr", timeout=10000)
    players.click("backButton") if find_all(ui.window, "backButton") else ui.vms.navigator.back()
    players.wait_screen(Step.START)
    qtbot.waitUntil(
        lambda: find(ui.window, "newGameButton").property("text") == "Nouvelle partie",
        timeout=10000,
    )
    players.click("newGameButton")
    players.wait_screen(Step.SETUP)
    assert "Classique" in [r["name"] for r in ui.vms.game_rules.rulesets.rows()]
    close_ui(qtbot, ui)
    again = open_ui(qtbot, store=Store.open(tmp_path))  # remembered at the next start
    assert again.vms.settings.language == "fr"
    Table(qtbot, again).wait_screen(Step.START)
    assert find(again.window, "newGameButton").property("text") == "Nouvelle partie"
    again.vms.settings.language = "en"
    close_ui(qtbot, again)
