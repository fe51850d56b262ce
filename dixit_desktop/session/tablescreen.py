"""What the table screen (a second display, a TV) may show right now: only what the whole
table may see, decided from the step and the game's public state, never from the QML.

The shared device keeps the handoff and the private screens; the table screen follows the
game from the sofa. It never shows a hand, a clue before it is given, a card's owner or a vote
before the reveal, or a choice in progress: between the public moments it shows something
calm (whose turn it is, the clue once given, the rabbits on the track).
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from typing import TYPE_CHECKING

from dixit_desktop import rules

from .steps import IN_GAME, Step

if TYPE_CHECKING:
    from dixit_desktop.rules import Phase


class TableShow(enum.IntEnum):
    NOTHING = 0
    """No game on screen: the night sky and the game's name."""
    WAITING = 1
    """A turn under way: whose turn it is, the clue once given, the track; no card."""
    BOARD = 2
    """Every card is in: the board face up, with no owner, no mark and no vote."""
    REVEAL = 3
    """The reveal: the owners, the storyteller's card, the votes and the points."""
    END = 4
    """The game is over: who won, and everyone's rabbit and score."""
    STORY = 5
    """The story of the game (finished turns only)."""
    PAUSED = 6
    """The game is paused (the menu, the rules or the settings are on the device)."""


_AWAY = frozenset({Step.PAUSE, Step.RULES, Step.SETTINGS})
_TURN = IN_GAME - {Step.REVEAL, Step.END}
"""A turn under way: from the handoff to the last vote."""


def table_show(step: Step, phase: Phase | None, revealed: bool) -> TableShow:
    """What the table screen shows on ``step``, with the game in ``phase`` (None: no game)
    and ``revealed`` true while a finished turn's reveal is on the table."""
    if phase is None:
        return TableShow.NOTHING
    if step is Step.REVEAL:
        return TableShow.REVEAL if revealed else TableShow.WAITING
    if step is Step.END:
        return TableShow.END
    if step is Step.STORY:
        return TableShow.STORY
    if step in _AWAY:
        return TableShow.PAUSED
    if step in _TURN:
        # the board is face up for everyone from the moment the last card is in
        return TableShow.BOARD if phase is rules.Phase.VOTE and not revealed else TableShow.WAITING
    return TableShow.NOTHING


def acting_seat(
    step: Step,
    handoff: int,
    viewer: int,
    computer: int,
    storyteller: int,
    waiting: Collection[int],
) -> int:
    """Who the table is waiting for on ``step`` (-1: nobody in particular). The device says it
    to everyone already ("Pass to Mia"), so naming them on the table screen tells nothing."""
    if step is Step.HANDOFF:
        return handoff
    if step.private:
        return viewer
    if step is Step.COMPUTER:
        return computer
    if step is Step.PARTY_CLUE:
        return storyteller
    if step is Step.GIVERS:
        return min(waiting, default=-1)
    return -1
