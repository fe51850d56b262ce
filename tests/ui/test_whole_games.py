"""Whole games through the QML, for every rule set at its smallest and largest player counts,
clicking and typing as a person would (and one with the keyboard only)."""

from __future__ import annotations

import pytest

from dixit_desktop.rules import RULESETS

from .driver import Table

CASES = [(rs.id, n) for rs in RULESETS.values() for n in sorted({rs.min_players, rs.max_players})]


@pytest.mark.parametrize(("rules", "n"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_whole_game_by_mouse_and_touch(qtbot, ui, rules: str, n: int) -> None:
    table = Table(qtbot, ui, seed=n)
    table.set_up(rules, n)
    table.play()
    g = ui.table.game
    assert g is not None and g.is_over
    assert ui.table.game.rules.id == rules and g.n_players == n
    assert g.players[0] == "Zoé"
    assert ui.table.winnersText
    assert table.handoffs_checked >= len(g.history)
    expected = {"handoff", "play", "vote", "board", "reveal"}
    if rules == "team":
        expected.add("givers")
    assert expected <= table.screens_seen


def test_whole_game_keyboard_only(qtbot, ui) -> None:
    table = Table(qtbot, ui, seed=5, keyboard=True)
    table.set_up("classic", 4)
    table.play()
    g = ui.table.game
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
    assert ui.table.game is not None and ui.table.game.is_over
