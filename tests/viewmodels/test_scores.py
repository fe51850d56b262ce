"""The running score from plain Python: the score line's names, totals and target, the track's
length and target, and the room a stack of rabbits has (issue 25, item 8)."""

from __future__ import annotations

import pytest

from dixit_desktop.i18n import TRANSLATIONS
from dixit_desktop.session.players import PlayerSpec
from dixit_desktop.viewmodels import scores
from tests.rules.helpers import new_game

NAMES = ["Mia", "Leo", "Zoé"]
LOOKS = zip(NAMES, ("blue", "pink", "green"), "abc", strict=True)
SPECS = [PlayerSpec(n, c, s) for n, c, s in LOOKS]


@pytest.fixture
def english(qapp):  # type: ignore[no-untyped-def]
    TRANSLATIONS.use("en")
    yield
    TRANSLATIONS.use("en")


def test_the_score_line_names_every_total_and_the_target(english) -> None:
    g = new_game("classic", NAMES, target_score=10)
    g.scores = [7, 11, 7]
    units = scores.unit_rows(g, SPECS, [0, 3, 2], scores.track_length(10))
    line = scores.score_text(units, scores.game_goal(g.options))
    assert line == "Mia 7 · Leo 11 · Zoé 7 · first to 10 points"
    # before the turn's points show, the totals before the turn
    assert scores.score_text(units, "", settled=False) == "Mia 7 · Leo 8 · Zoé 5"


def test_the_score_line_says_how_a_game_without_a_target_ends(english) -> None:
    g = new_game("classic", NAMES, target_score=None, end_when_draw_pile_runs_out=True)
    assert scores.game_goal(g.options) == "until the draw pile runs out"
    g = new_game("classic", NAMES, target_score=None, storyteller_rounds=2)
    assert scores.game_goal(g.options) == "until everyone has told 2 times"
    g = new_game("classic", NAMES, target_score=30, end_when_draw_pile_runs_out=True)
    assert scores.game_goal(g.options) == "first to 30 points, or until the draw pile runs out"


def test_the_score_line_is_translated(qapp) -> None:
    try:
        TRANSLATIONS.use("de")
        g = new_game("classic", NAMES, target_score=10)
        assert scores.game_goal(g.options) == "Ziel: 10 Punkte"
        TRANSLATIONS.use("fr")
        assert scores.game_goal(g.options) == "objectif\u00a0: 10 points"
    finally:
        TRANSLATIONS.use("en")


@pytest.mark.parametrize(
    ("target", "length", "space"),
    [(10, 10, 10), (30, 30, 30), (40, 40, 40), (60, 30, 30), (99, 33, 33), (None, 30, -1)],
)
def test_the_track_runs_to_the_target_and_marks_it(target, length, space) -> None:
    """A game to 10 runs to 10, not to 30; a longer target is shared between laps, so that it
    lies on the last space; without a target, the box's 0 to 30 and no mark."""
    assert scores.track_length(target) == length
    assert scores.target_space(target, length) == space


def test_a_score_past_the_end_of_the_track_goes_round_again() -> None:
    assert scores.place(0, 30) == (0, 0)
    assert scores.place(30, 30) == (30, 0)
    assert scores.place(31, 30) == (1, 1)
    assert scores.place(60, 30) == (30, 1)
    g = new_game("classic", NAMES, target_score=60)
    g.scores = [31, 0, 60]
    rows = scores.unit_rows(g, SPECS, [0, 0, 0], scores.track_length(60))
    assert [(r["position"], r["lap"]) for r in rows] == [(1, 1), (0, 0), (30, 1)]


def test_a_score_past_the_target_stands_on_the_target() -> None:
    """The last turn of a game to 10 may end at 12: that rabbit stands on the ringed 10 (its
    chip says 12), never on space 2 with a "+10" as if it had gone round (Xvfb tester)."""
    g = new_game("classic", NAMES, target_score=10)
    g.scores = [12, 9, 10]
    rows = scores.unit_rows(g, SPECS, [5, 3, 1], scores.track_length(10))
    assert [(r["position"], r["lap"], r["lapPoints"]) for r in rows] == [
        (10, 0, 0),
        (9, 0, 0),
        (10, 0, 0),
    ]
    assert [(r["score"], r["startPosition"]) for r in rows] == [(12, 7), (9, 6), (10, 9)]
    g = new_game("classic", NAMES, target_score=60)
    g.scores = [63, 59, 0]
    rows = scores.unit_rows(g, SPECS, [6, 0, 0], scores.track_length(60))
    assert [(r["position"], r["lap"]) for r in rows] == [(30, 1), (29, 1), (0, 0)]


def test_the_track_rows_say_where_a_rabbit_hops_from_and_what_its_laps_are_worth() -> None:
    """The lap arithmetic is Python's only: the track shows startPosition, then hops to
    position, with a "+lapPoints" badge on a later lap."""
    g = new_game("classic", NAMES, target_score=60)
    g.scores = [33, 5, 60]
    rows = scores.unit_rows(g, SPECS, [5, 3, 0], scores.track_length(60))
    assert [(r["startPosition"], r["position"]) for r in rows] == [(28, 3), (2, 5), (30, 30)]
    assert [r["lapPoints"] for r in rows] == [30, 0, 30]


def test_rabbits_on_one_space_are_numbered_and_given_room(english) -> None:
    g = new_game("classic", NAMES, target_score=10)
    g.scores = [4, 4, 8]
    rows = scores.unit_rows(g, SPECS, [0, 0, 0], 10)
    assert [(r["stackIndex"], r["stackSize"]) for r in rows] == [(0, 2), (1, 2), (0, 1)]
    # 11 spaces (0..10): from 4 to 8 three empty spaces, from 8 round to 4 six
    assert [r["room"] for r in rows] == [1, 1, 1]
    assert scores.stack_room([0], 30) == {0: 15}  # everyone at the start: half the track
    assert scores.stack_room([3, 4], 10) == {3: 0, 4: 0}
