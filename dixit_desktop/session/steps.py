"""The screen a shared device shows, as a type, with the moves between steps written once.

A step is what the whole table sees right now. Three are private (one player's hand or vote)
and can only be reached from the handoff screen, after that player's deliberate
confirmation; every other step is public. :data:`STEPS` holds each step's facts, written
once (private, in a game, the score track, pausing, Back, where it opens from, its screen);
the Navigator publishes them to QML. :data:`MOVES` lists every allowed move and
:func:`check_move` refuses the rest, so a routing mistake fails loudly in tests instead of
showing a hand to the wrong person.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


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
    FAMILY_CARDS = 19
    """The family's own drawn cards and their decks (public, out of any game)."""
    DRAWING = 20
    """Drawing one card of the family's own (public, out of any game): Back keeps the drawing
    in progress as a draft and returns to where it was opened from."""

    @property
    def facts(self) -> StepFacts:
        """Everything else known about this step, from :data:`STEPS`."""
        return STEPS[self]

    @property
    def private(self) -> bool:
        return STEPS[self].private


class Back(enum.Enum):
    """What Escape / Back does on a step."""

    STAY = enum.auto()
    """Nothing: leaving would lose something (the start screen, the end of a game)."""
    PAUSE = enum.auto()
    """A game being played: the pause menu."""
    RESUME = enum.auto()
    """The pause menu: back to the game."""
    OPENER = enum.auto()
    """A side screen: back to the step it was opened from (a side screen opened from another
    one returns to it, and that one then to its own opener)."""
    HOME = enum.auto()
    """Back to the start screen."""


class Tint(enum.IntEnum):
    """Whose colour tints the night sky behind a step (QML reads it as ``Steps.Tint``)."""

    NONE = 0
    HANDOFF = 1
    """The player named on the handoff screen."""
    COMPUTER = 2
    """The computer player whose beat it is (or who has just told the clue)."""
    VIEWER = 3
    """The player holding the device on their private screen."""


@dataclass(frozen=True)
class StepFacts:
    """The facts about one step, each written once (QML reads them through the Navigator)."""

    screen: str
    """Its screen's QML component as "Folder/Type" under DixitDesktop/ ("": the start
    screen, built into App.qml)."""
    private: bool = False
    """It shows one player's secrets: entered only from HANDOFF (see :data:`MOVES`)."""
    in_game: bool = False
    """It shows a game being played (or just finished)."""
    shows_track: bool = False
    """The score track runs around its screen."""
    pausable: bool = False
    """Escape opens the pause menu (every in-game step but the end)."""
    pause_button: bool = False
    """The pause button shows in the top corner (the givers' screen keeps its corner)."""
    back: Back = Back.STAY
    opened_from: frozenset[Step] = frozenset()
    """The steps it may be opened from by :meth:`Session.open` or the story button; Back
    returns there (:attr:`Back.OPENER`)."""
    tint: Tint = Tint.NONE
    ahead: tuple[str, ...] = ()
    """Screens the steps after this one will need: compiled in the background meanwhile."""


_TURN_SCREENS = (
    "Turn/HandoffScreen",
    "Turn/HandScreen",
    "Table/ScoreTrack",
    "Turn/GiversScreen",
    "Turn/BoardScreen",
    "Turn/VoteScreen",
    "Turn/RevealScreen",
    "Turn/ComputerScreen",
)


def _playing(screen: str, *, button: bool = True, **facts: Any) -> StepFacts:
    """A step of a game being played: Escape pauses it."""
    return StepFacts(
        screen, in_game=True, pausable=True, pause_button=button, back=Back.PAUSE, **facts
    )


STEPS: dict[Step, StepFacts] = {
    Step.START: StepFacts("", ahead=("Setup/SetupScreen", "Turn/HandoffScreen")),
    Step.SETUP: StepFacts("Setup/SetupScreen", back=Back.HOME, ahead=_TURN_SCREENS),
    Step.HANDOFF: _playing("Turn/HandoffScreen", tint=Tint.HANDOFF, ahead=_TURN_SCREENS),
    Step.CLUE: _playing("Turn/HandScreen", private=True, tint=Tint.VIEWER),
    Step.PARTY_CLUE: _playing("Turn/HandScreen"),
    Step.PLAY: _playing("Turn/HandScreen", private=True, tint=Tint.VIEWER),
    Step.GIVERS: _playing("Turn/GiversScreen", button=False, shows_track=True),
    Step.BOARD: _playing("Turn/BoardScreen", shows_track=True),
    Step.VOTE: _playing("Turn/VoteScreen", private=True, tint=Tint.VIEWER),
    Step.REVEAL: _playing(
        "Turn/RevealScreen",
        shows_track=True,
        ahead=("Turn/EndScreen", "History/StoryScreen"),
    ),
    Step.END: StepFacts("Turn/EndScreen", in_game=True),
    Step.STORY: StepFacts(
        "History/StoryScreen",
        back=Back.OPENER,
        opened_from=frozenset(
            {Step.END, Step.REVEAL, Step.BOARD, Step.HANDOFF, Step.GIVERS, Step.HISTORY}
        ),
    ),
    Step.CREDITS: StepFacts(
        "Start/CreditsScreen", back=Back.OPENER, opened_from=frozenset({Step.START, Step.SETUP})
    ),
    Step.SETTINGS: StepFacts(
        "Settings/SettingsScreen",
        back=Back.OPENER,
        opened_from=frozenset({Step.START, Step.SETUP, Step.PAUSE}),
    ),
    Step.HISTORY: StepFacts(
        "History/HistoryScreen", back=Back.HOME, opened_from=frozenset({Step.START})
    ),
    Step.PAUSE: StepFacts("Pause/PauseScreen", back=Back.RESUME),
    Step.RULES: StepFacts(
        "Pause/RulesScreen", back=Back.OPENER, opened_from=frozenset({Step.SETUP, Step.PAUSE})
    ),
    Step.COMPUTER: _playing("Turn/ComputerScreen", tint=Tint.COMPUTER),
    Step.TOLD: _playing("Turn/ComputerScreen", tint=Tint.COMPUTER),
    Step.FAMILY_CARDS: StepFacts(
        "Drawing/FamilyCardsScreen",
        back=Back.OPENER,
        opened_from=frozenset({Step.START, Step.SETUP}),
        ahead=("Drawing/DrawingScreen",),
    ),
    Step.DRAWING: StepFacts(
        "Drawing/DrawingScreen",
        back=Back.OPENER,
        opened_from=frozenset({Step.FAMILY_CARDS}),
        ahead=("Drawing/FamilyCardsScreen",),
    ),
}
"""The facts about every step, each written once."""

PRIVATE = frozenset(step for step, facts in STEPS.items() if facts.private)
"""Steps that show one player's secrets: entered only from HANDOFF."""

IN_GAME = frozenset(step for step, facts in STEPS.items() if facts.in_game)
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
    Step.START: frozenset(
        {Step.SETUP, Step.CREDITS, Step.SETTINGS, Step.HISTORY, Step.FAMILY_CARDS} | _ROUTED
    ),
    Step.SETUP: frozenset(
        {Step.START, Step.CREDITS, Step.SETTINGS, Step.RULES, Step.FAMILY_CARDS} | _ROUTED
    ),
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
    # the family's cards: drawing one and back, or back to the start or setup
    Step.FAMILY_CARDS: frozenset({Step.START, Step.SETUP, Step.DRAWING}),
    Step.DRAWING: frozenset({Step.FAMILY_CARDS}),
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
