"""Storyteller boards for a blind reading (``dixit-desktop tell``): six built-in cards as a
real game laid them out, the computer storyteller's clue and where its card is, as JSON; the
same seed gives the same boards."""

from __future__ import annotations

import json

import pytest

from dixit_desktop.cli import main
from dixit_desktop.computer.boards import storyteller_boards
from dixit_desktop.computer.measure import builtin_brain


def test_boards_are_six_cards_with_the_storytellers_clue_and_position() -> None:
    brain = builtin_brain()
    got = storyteller_boards(8, "de", "both", seed=4, brain=brain)
    assert got["language"] == "de" and len(got["boards"]) == 8
    assert [b["board"] for b in got["boards"]] == list(range(1, 9))
    assert {b["level"] for b in got["boards"]} == {"sharp", "gentle"}
    clues_per_game: dict[int, list[str]] = {}
    for b in got["boards"]:
        assert len(b["cards"]) == 6 == len(set(b["cards"]))
        assert all(c in brain.cards for c in b["cards"])
        assert 1 <= b["storyteller_position"] <= 6
        assert b["clue"].strip() and b["kind"] and b["concept"]
        clues_per_game.setdefault(b["game"], []).append(b["clue"])
    for clues in clues_per_game.values():
        assert len(set(clues)) == len(clues)
    assert storyteller_boards(8, "de", "both", seed=4, brain=brain) == got
    assert storyteller_boards(8, "de", "both", seed=5, brain=brain) != got


def test_the_tell_command_prints_the_boards_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tell", "--boards", "3", "--language", "es", "--seed", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["tellers"] == "sharp" and len(out["boards"]) == 3
    with pytest.raises(SystemExit) as e:
        main(["tell", "--boards", "0"])
    assert e.value.code == 2


def test_a_reading_tells_each_card_once_while_the_deck_lasts() -> None:
    """Boards come from many games, so a card could be the storyteller's in several; readers
    of the first deck-3.0 reading met "let it snow" twice for one card and marked it down. As in
    one evening's game, a reading tells each card at most once (while the deck has cards)."""
    brain = builtin_brain()
    got = storyteller_boards(40, "en", "both", seed=7, brain=brain)["boards"]
    told = [b["cards"][b["storyteller_position"] - 1] for b in got]
    assert len(got) == 40 and len(set(told)) == 40
