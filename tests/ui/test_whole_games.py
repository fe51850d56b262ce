"""Whole games through the QML, one per rule set, clicking and typing as a person would (and
one with the keyboard only, two by touch on small tablets). Everything else about a turn is
tested on the session and the view-models, in milliseconds."""

from __future__ import annotations

import pytest

from dixit_desktop.session import Step

from .driver import Table

CASES = [("classic", 3), ("original", 6), ("party", 6), ("team", 6), ("pocket", 4)]


@pytest.mark.parametrize(("rules", "n"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_whole_game_by_mouse(qtbot, ui, rules: str, n: int) -> None:
    table = Table(qtbot, ui, seed=n)
    table.set_up(rules, n)
    table.play()
    g = ui.session.game
    assert g is not None and g.is_over
    assert g.rules.id == rules and g.n_players == n
    assert g.players[0] == "Zoé"
    assert ui.vms.round.winnersText
    assert table.handoffs_checked >= len(g.history)
    expected = {Step.HANDOFF, Step.PLAY, Step.VOTE, Step.BOARD, Step.REVEAL}
    if rules == "team":
        expected.add(Step.GIVERS)
    assert expected <= table.screens_seen


def test_whole_game_keyboard_only(qtbot, ui) -> None:
    table = Table(qtbot, ui, seed=5, keyboard=True)
    table.set_up("classic", 4)
    table.play()
    g = ui.session.game
    assert g is not None and g.is_over
    assert table.handoffs_checked > 0


@pytest.mark.parametrize(
    "ui", [(1024, 600), (800, 1280)], indirect=True, ids=["tablet-landscape", "tablet-portrait"]
)
def test_whole_game_by_touch_on_small_screens(qtbot, ui) -> None:
    """A finger on a small tablet, landscape and portrait: every target stays on screen."""
    table = Table(qtbot, ui, seed=9, touch=True)
    table.set_up("odyssey", 7)
    table.play()
    assert ui.session.game is not None and ui.session.game.is_over
