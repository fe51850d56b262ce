"""What the table screen (a second display) may show, for every step: known answers."""

from __future__ import annotations

import pytest

from dixit_desktop.rules import Phase
from dixit_desktop.session.steps import Step
from dixit_desktop.session.tablescreen import TableShow, acting_seat, table_show

S = TableShow

# (step, phase, revealed) -> what the table screen shows
ANSWERS: list[tuple[Step, Phase | None, bool, TableShow]] = [
    # no game: nothing of a game, whatever the device shows
    *[(step, None, False, S.NOTHING) for step in Step],
    # out of a game with one on screen (the start screen, setup, credits, the history list)
    (Step.START, Phase.CLUE, False, S.NOTHING),
    (Step.SETUP, Phase.GAME_OVER, False, S.NOTHING),
    (Step.CREDITS, Phase.CLUE, False, S.NOTHING),
    (Step.HISTORY, Phase.PLAY, False, S.NOTHING),
    # the storyteller's turn: nothing but whose turn it is
    (Step.HANDOFF, Phase.CLUE, False, S.WAITING),
    (Step.CLUE, Phase.CLUE, False, S.WAITING),
    (Step.PARTY_CLUE, Phase.CLUE, False, S.WAITING),
    (Step.COMPUTER, Phase.CLUE, False, S.WAITING),
    # Team's givers, and the cards going down face down: no card on the table screen
    (Step.GIVERS, Phase.CHOOSE_GIVERS, False, S.WAITING),
    (Step.COMPUTER, Phase.CHOOSE_GIVERS, False, S.WAITING),
    (Step.HANDOFF, Phase.PLAY, False, S.WAITING),
    (Step.PLAY, Phase.PLAY, False, S.WAITING),
    (Step.COMPUTER, Phase.PLAY, False, S.WAITING),
    # every card is in: the board is public, through every voter's turn (their marks are not)
    (Step.BOARD, Phase.VOTE, False, S.BOARD),
    (Step.HANDOFF, Phase.VOTE, False, S.BOARD),
    (Step.VOTE, Phase.VOTE, False, S.BOARD),
    (Step.COMPUTER, Phase.VOTE, False, S.BOARD),
    # the reveal (the game has moved on to the next turn's phase behind it)
    (Step.REVEAL, Phase.CLUE, True, S.REVEAL),
    (Step.REVEAL, Phase.GAME_OVER, True, S.REVEAL),
    (Step.REVEAL, Phase.CLUE, False, S.WAITING),  # never an empty reveal
    # the end, the story, the pause
    (Step.END, Phase.GAME_OVER, False, S.END),
    (Step.STORY, Phase.VOTE, False, S.STORY),
    (Step.STORY, Phase.CLUE, True, S.STORY),
    (Step.STORY, Phase.GAME_OVER, False, S.STORY),
    (Step.PAUSE, Phase.VOTE, False, S.PAUSED),
    (Step.PAUSE, Phase.PLAY, False, S.PAUSED),
    (Step.RULES, Phase.CLUE, False, S.PAUSED),
    (Step.SETTINGS, Phase.VOTE, False, S.PAUSED),
]


@pytest.mark.parametrize(("step", "phase", "revealed", "expected"), ANSWERS)
def test_what_the_table_screen_shows(
    step: Step, phase: Phase | None, revealed: bool, expected: TableShow
) -> None:
    assert table_show(step, phase, revealed) is expected


def test_every_step_has_an_answer_in_every_phase() -> None:
    """No step, in no phase, shows cards before every card is in, or an owner before the
    reveal."""
    for step in Step:
        for phase in Phase:
            for revealed in (False, True):
                shown = table_show(step, phase, revealed)
                if shown is S.BOARD:
                    assert phase is Phase.VOTE and not revealed
                if shown is S.REVEAL:
                    assert revealed and step is Step.REVEAL
                if step.private:  # a private step shows at most the public board
                    assert shown in (S.WAITING, S.BOARD)


def test_who_the_table_waits_for() -> None:
    args = {"handoff": 1, "viewer": 2, "computer": 3, "storyteller": 0, "waiting": {4, 2}}
    assert acting_seat(Step.HANDOFF, **args) == 1
    assert acting_seat(Step.CLUE, **args) == 2
    assert acting_seat(Step.PLAY, **args) == 2
    assert acting_seat(Step.VOTE, **args) == 2
    assert acting_seat(Step.COMPUTER, **args) == 3
    assert acting_seat(Step.PARTY_CLUE, **args) == 0
    assert acting_seat(Step.GIVERS, **args) == 2
    for step in (Step.BOARD, Step.REVEAL, Step.END, Step.PAUSE, Step.START):
        assert acting_seat(step, **args) == -1
    assert acting_seat(Step.GIVERS, **{**args, "waiting": ()}) == -1
