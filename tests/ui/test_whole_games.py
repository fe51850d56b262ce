"""Whole games through the QML, one per rule set, as a person plays them: five clicking and
typing, one with the keyboard only (classic again), two by touch on small tablets (pocket,
and odyssey again: twelve players by mouse, seven in portrait). Each is on a deck just big
enough for the table, so that it ends when its draw pile runs out, after a turn or two.
Everything else about a turn is tested on the session and the view-models, in milliseconds."""

from __future__ import annotations

import pytest

from dixit_desktop.rules import RULESETS
from dixit_desktop.session import Step

from .conftest import close_ui, open_ui
from .driver import Table

# Each rule set is played whole by mouse, except pocket, which a finger plays on a small
# tablet (below); the keyboard plays the table a new game starts with (classic, four players).
CASES = [
    ("classic", 3),
    ("original", 6),
    ("odyssey", 12),
    ("party", 6),
    ("team", 6),
]


def small_table(qtbot, rules: str, n: int, size=(1024, 640), extra: int = 0):  # type: ignore[no-untyped-def]
    rs = RULESETS[rules]
    return open_ui(qtbot, size=size, deck_size=rs.min_deck_size(n) + extra)


def assert_played_whole(table: Table, ui, rules: str, n: int, named: bool = True) -> None:  # type: ignore[no-untyped-def]
    """The game is over, as set up (the first player renamed, unless ``named`` is false), and
    every step of a turn was on screen."""
    g = ui.session.game
    assert g is not None and g.is_over
    assert g.rules.id == rules and g.n_players == n
    assert g.players[0] == "Zoé" or not named
    assert ui.vms.round.winnersText
    assert table.handoffs_checked >= len(g.history)
    expected = {Step.HANDOFF, Step.PLAY, Step.VOTE, Step.BOARD, Step.REVEAL}
    if rules == "team":
        expected.add(Step.GIVERS)
    if rules != "party":  # every clue is announced (Party's is said in public already)
        expected.add(Step.TOLD)
    assert expected <= table.screens_seen


@pytest.mark.parametrize(("rules", "n"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_whole_game_by_mouse(qtbot, rules: str, n: int) -> None:
    ui = small_table(qtbot, rules, n)
    try:
        table = Table(qtbot, ui, seed=n)
        table.set_up(rules, n)
        table.play()
        assert_played_whole(table, ui, rules, n)
    finally:
        close_ui(qtbot, ui)


def test_whole_game_keyboard_only(qtbot) -> None:
    ui = small_table(qtbot, "classic", 4)
    try:
        table = Table(qtbot, ui, seed=5, keyboard=True)
        table.set_up("classic", 4)  # by keyboard: the table a new game starts with
        table.play()
        assert_played_whole(table, ui, "classic", 4, named=False)
    finally:
        close_ui(qtbot, ui)


TOUCH = [((1024, 600), "pocket", 4), ((800, 1280), "odyssey", 7)]


@pytest.mark.parametrize(("size", "rules", "n"), TOUCH, ids=["landscape", "portrait"])
def test_whole_game_by_touch_on_small_screens(qtbot, size, rules: str, n: int) -> None:  # type: ignore[no-untyped-def]
    """A finger on a small tablet, landscape and portrait: every target stays on screen."""
    ui = small_table(qtbot, rules, n, size=size)
    try:
        table = Table(qtbot, ui, seed=9, touch=True)
        table.set_up(rules, n)
        table.play()
        assert_played_whole(table, ui, rules, n)
    finally:
        close_ui(qtbot, ui)
