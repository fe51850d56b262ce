"""Whole games through the QML with one person and computer players in every other seat, one
per rule set: a computer's turn never shows a handoff or anything private, its clue is shown
to everyone, the lone person is never asked to pass the device or hold "I am ...", and the
game ends. Their thinking is tested in tests/computer, their turns on the
session in tests/session/test_computers.py."""

from __future__ import annotations

import pytest

from dixit_desktop.rules import RULESETS
from dixit_desktop.session import Step

from .conftest import close_ui, open_ui
from .driver import Table

CASES = [("classic", 6), ("original", 6), ("odyssey", 6), ("party", 6), ("team", 6), ("pocket", 3)]


@pytest.mark.parametrize(("rules", "n"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_one_person_and_computer_players(qtbot, rules: str, n: int) -> None:
    rs = RULESETS[rules]
    ui = open_ui(qtbot, size=(1280, 800), deck_size=rs.min_deck_size(n))
    try:
        table = Table(qtbot, ui, seed=n + 1)
        table.set_up(rules, n, computers=n - 1)
        g = ui.session.game
        assert g is not None
        levels = ["sharp" if seat % 2 else "gentle" for seat in range(1, n)]
        assert [p.computer for p in ui.session.specs] == ["", *levels]
        table.play()
        assert g.is_over
        assert table.computer_turns > 0 and Step.COMPUTER in table.screens_seen
        assert table.asked_why  # a computer player's reasons were asked for and shown
        # nobody to hide from: not one handoff screen, not one hold
        assert Step.HANDOFF not in table.screens_seen
        assert table.screens_seen & {Step.CLUE, Step.PARTY_CLUE, Step.PLAY, Step.VOTE}
        if any(t.storyteller != 0 for t in g.history):
            assert table.told and all(table.told)  # the computers' clues were shown
    finally:
        close_ui(qtbot, ui)
