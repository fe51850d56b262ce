"""The screen a shared device shows, as a type, with the moves between steps written once.

A step is what the whole table sees right now. Three are private (one player's hand or vote)
and can only be reached from the handoff screen, after that player's deliberate
confirmation; every other step is public. :data:`MOVES` lists every allowed move and
:func:`check_move` refuses the rest, so a routing mistake fails loudly in tests instead of
showing a hand to the wrong person.
"""

from __future__ import annotations

import enum


class Step(enum.IntEnum):
    START = 0
    SETUP = 1
    HANDOFF = 2
    CLUE = 3
    """The storyteller's hand and clue (private)."""
    PARTY_CLUE = 4
    """Party: the storyteller says the clue before looking at any hand (public)."""
    PLAY = 5
    GIVERS = 6
    BOARD = 7
    VOTE = 8
    REVEAL = 9
    END = 10
    STORY = 11
    CREDITS = 12
    SETTINGS = 13
    HISTORY = 14
    PAUSE = 15
    """The pause menu during a game: resume, how to play, settings, leave (public)."""
    RULES = 16
    """How to play the game on screen (public)."""
    COMPUTER = 17
    """A computer player's turn: a short public beat (public: nothing private is shown, and
    no handoff is needed)."""
    TOLD = 18
    """The clue the storyteller has just given, in large type for everyone (public): a
    person's once their private screen has gone, a computer's after its beat. Shown until
    someone taps Continue; never resumed into (a resumed game starts at its routing)."""

    @property
    def private(self) -> bool:
        return self in PRIVATE


PRIVATE = frozenset({Step.CLUE, Step.PLAY, Step.VOTE})
"""Steps that show one player's secrets: entered only from HANDOFF."""

IN_GAME = frozenset(
    {
        Step.HANDOFF,
        Step.CLUE,
        Step.PARTY_CLUE,
        Step.PLAY,
        Step.GIVERS,
        Step.COMPUTER,
        Step.TOLD,
        Step.BOARD,
        Step.VOTE,
        Step.REVEAL,
        Step.END,
    }
)
"""Steps that show a game being played (or just finished)."""

# Where the game's routing may lead from any public in-game step.
_PUBLIC_GAME = frozenset(
    {
        Step.HANDOFF,
        Step.PARTY_CLUE,
        Step.GIVERS,
        Step.COMPUTER,
        Step.TOLD,
        Step.BOARD,
        Step.REVEAL,
    }
)
_ROUTED = _PUBLIC_GAME | {Step.END}
_PAUSABLE = frozenset({Step.PAUSE})

MOVES: dict[Step, frozenset[Step]] = {
    Step.START: frozenset({Step.SETUP, Step.CREDITS, Step.SETTINGS, Step.HISTORY} | _ROUTED),
    Step.SETUP: frozenset({Step.START, Step.CREDITS, Step.SETTINGS, Step.RULES} | _ROUTED),
    Step.HANDOFF: frozenset(
        {Step.CLUE, Step.PLAY, Step.VOTE, Step.STORY, Step.START} | _ROUTED | _PAUSABLE
    ),
    # a private step ends with its player's choice (back to the routing), the pause menu
    # (which takes the private screen away first) or leaving the game
    Step.CLUE: frozenset(_ROUTED | {Step.START} | _PAUSABLE),
    Step.PLAY: frozenset(_ROUTED | {Step.START} | _PAUSABLE),
    Step.VOTE: frozenset(_ROUTED | {Step.START} | _PAUSABLE),
    Step.PARTY_CLUE: frozenset(_ROUTED | {Step.START} | _PAUSABLE),
    Step.GIVERS: frozenset(_ROUTED | {Step.STORY, Step.START} | _PAUSABLE),
    Step.COMPUTER: frozenset(_ROUTED | {Step.START} | _PAUSABLE),
    Step.TOLD: frozenset(_ROUTED | {Step.START} | _PAUSABLE),
    Step.BOARD: frozenset(_ROUTED | {Step.STORY, Step.START} | _PAUSABLE),
    Step.REVEAL: frozenset(_ROUTED | {Step.STORY, Step.START} | _PAUSABLE),
    Step.END: frozenset({Step.STORY, Step.START, Step.SETUP}),
    # the pause menu returns to the game's routing, or opens how to play and the settings
    Step.PAUSE: frozenset(_ROUTED | {Step.START, Step.SETTINGS, Step.RULES}),
    Step.RULES: frozenset({Step.PAUSE, Step.START, Step.SETUP}),
    # the story returns to wherever it was opened from (a public step or the history list)
    Step.STORY: frozenset(_ROUTED | {Step.HISTORY}),
    Step.CREDITS: frozenset({Step.START, Step.SETUP}),
    Step.SETTINGS: frozenset({Step.START, Step.SETUP, Step.PAUSE}),
    Step.HISTORY: frozenset({Step.START, Step.STORY} | _ROUTED),  # _ROUTED: a game taken up
}


class IllegalMoveError(RuntimeError):
    """A move between steps that :data:`MOVES` does not allow (a bug, never user input)."""

    def __init__(self, origin: Step, target: Step) -> None:
        super().__init__(f"no move from {origin.name} to {target.name}")
        self.origin = origin
        self.target = target


def check_move(origin: Step, target: Step) -> None:
    """Raise :class:`IllegalMoveError` unless ``origin -> target`` is allowed."""
    if origin is not target and target not in MOVES[origin]:
        raise IllegalMoveError(origin, target)
