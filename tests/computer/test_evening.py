"""One evening, several games: a family that plays again hears no clue twice. The blind
readings' boards come from several games, as an evening does, and before the storytellers
knew the evening's clues nearly every reading of 30 boards met one clue twice ("libre comme
l'air", "stille Wasser sind tief", "worth the wait"), which readers marked down."""

from __future__ import annotations

import collections

import pytest

from dixit_desktop.computer import Brain, Level, decide, derive_rng
from dixit_desktop.computer.boards import storyteller_boards
from dixit_desktop.computer.measure import builtin_brain
from dixit_desktop.computer.text import Gists, phrase_key
from dixit_desktop.rules import GiveClue
from dixit_desktop.rules.actions import ClueKind
from dixit_desktop.rules.views import Request, RequestKind

from .test_decisions import clue_view

HAND = ["dd-005", "dd-017", "dd-033", "dd-049", "dd-062", "dd-073"]


@pytest.fixture(scope="module")
def brain() -> Brain:
    return builtin_brain()


def said(brain: Brain, level: Level, earlier: tuple[str, ...], seed: int = 3) -> str:
    view, req = clue_view(HAND)
    d = decide(view, req, brain, level, derive_rng(seed, 1, 0, "clue"), "fr", earlier)
    assert isinstance(d.action, GiveClue) and d.action.text.strip()
    return d.action.text


@pytest.mark.parametrize("level", list(Level))
def test_a_clue_heard_earlier_in_the_evening_is_not_said_again(brain: Brain, level: Level) -> None:
    first = said(brain, level, ())
    heard = (first.upper(),)  # as someone else typed it in an earlier game
    second = said(brain, level, heard)
    assert phrase_key(second) != phrase_key(first)
    assert said(brain, level, heard) == second  # still one decision per seed
    evening = [first, second]
    for _ in range(6):  # and so on, game after game
        evening.append(said(brain, level, tuple(evening)))
    assert len({phrase_key(t) for t in evening}) == len(evening)


@pytest.mark.parametrize("level", list(Level))
def test_a_clue_nearly_heard_earlier_is_not_said_either(brain: Brain, level: Level) -> None:
    """Stop 49's reading heard "Summertime" and then "in the summertime" in one evening: the
    same words are the same clue to a family, whatever small words surround them."""
    first = said(brain, level, ())
    nearly = f"oh, {first} !"  # French stopwords around it would do the same: "oh" is one
    assert Gists([phrase_key(nearly)], "fr").repeats(phrase_key(first))
    second = said(brain, level, (nearly,))
    assert not Gists([phrase_key(nearly)], "fr").repeats(phrase_key(second)), second
    evening = [nearly, second]
    for _ in range(6):
        evening.append(said(brain, level, tuple(evening)))
    for i, t in enumerate(evening[1:], 1):
        assert not Gists([phrase_key(e) for e in evening[:i]], "fr").repeats(phrase_key(t)), t


def test_a_hand_with_nothing_fresh_left_still_gives_a_clue(brain: Brain) -> None:
    heard: list[str] = []
    for _ in range(400):  # far more than the hand's rows: they run out, a clue still comes
        heard.append(said(brain, Level.SHARP, tuple(heard)))
    assert len({phrase_key(t) for t in heard}) < len(heard)


def test_a_party_clue_is_not_one_the_evening_heard(brain: Brain) -> None:
    view, _ = clue_view(HAND)
    req = Request(RequestKind.CLUE, needs_card=False, clue_kinds=(ClueKind.TYPED,))
    rng = derive_rng(2, 1, 0, "clue")
    first = decide(view, req, brain, Level.SHARP, rng, "en")
    assert isinstance(first.action, GiveClue) and first.action.card is None
    again = decide(
        view, req, brain, Level.SHARP, derive_rng(2, 1, 0, "clue"), "en", (first.action.text,)
    )
    assert isinstance(again.action, GiveClue) and again.action.text != first.action.text


@pytest.mark.parametrize(("language", "seed"), [("en", 13), ("fr", 13), ("de", 14), ("es", 14)])
def test_a_reading_is_one_evening_with_no_clue_twice(
    brain: Brain, language: str, seed: int
) -> None:
    """These four readings each had a clue twice before (worth the wait, libre comme l'air,
    stille Wasser sind tief, tigre de papel and mi solecito)."""
    boards = storyteller_boards(30, language, "both", seed=seed, brain=brain)["boards"]
    twice = [c for c, n in collections.Counter(b["clue"] for b in boards).items() if n > 1]
    assert len(boards) == 30 and twice == []
