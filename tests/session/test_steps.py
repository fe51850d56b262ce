"""The step table: each step's facts written once, and consistent with the moves allowed."""

from __future__ import annotations

from pathlib import Path

import pytest

from dixit_desktop.session.steps import IN_GAME, MOVES, PRIVATE, STEPS, Back, Step, Tint

from .helpers import start

QML = Path(__file__).parents[2] / "dixit_desktop" / "qml" / "DixitDesktop"


def test_every_step_has_its_facts_and_a_screen_that_exists() -> None:
    assert set(STEPS) == set(Step)
    for step, facts in STEPS.items():
        if step is Step.START:
            assert facts.screen == ""  # built into App.qml
        else:
            assert (QML / f"{facts.screen}.qml").is_file(), step
        for screen in facts.ahead:
            assert (QML / f"{screen}.qml").is_file(), (step, screen)


def test_the_private_steps_are_the_hand_and_the_vote_and_tinted_by_their_viewer() -> None:
    assert {Step.CLUE, Step.PLAY, Step.VOTE} == PRIVATE
    assert PRIVATE < IN_GAME
    assert {s for s, f in STEPS.items() if f.tint is Tint.VIEWER} == PRIVATE


def test_the_facts_agree_with_the_moves() -> None:
    for step, facts in STEPS.items():
        if facts.pausable:
            assert Step.PAUSE in MOVES[step] and facts.back is Back.PAUSE and facts.in_game
        if facts.pause_button:
            assert facts.pausable
        for origin in facts.opened_from:
            assert step in MOVES[origin], (origin, step)
        if facts.back is Back.HOME:
            assert Step.START in MOVES[step]
    # every step of a game being played pauses, and only the end of a game does not
    assert {s for s, f in STEPS.items() if f.pausable} == IN_GAME - {Step.END}
    assert {s for s, f in STEPS.items() if f.shows_track} == {
        Step.GIVERS,
        Step.BOARD,
        Step.REVEAL,
    }


@pytest.mark.parametrize("side", [Step.CREDITS, Step.SETTINGS, Step.HISTORY, Step.RULES])
def test_a_side_screen_opens_only_from_where_its_facts_say(side: Step) -> None:
    s = start()  # a game at its first handoff: no side screen opens from there
    s.open(side)
    assert s.step is Step.HANDOFF
    s.pause()
    s.open(side)
    if Step.PAUSE in side.facts.opened_from:
        assert s.step is side
        s.back()  # returns to where it was opened from
    assert s.step is Step.PAUSE
