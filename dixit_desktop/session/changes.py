"""What changed in the session, so each view-model re-reads only what it shows. A module of
its own: the view-models' classes need it when they are defined, before the first frame."""

from __future__ import annotations

import enum


class Change(enum.Flag):
    """What changed, so each view-model re-reads only what it shows."""

    NONE = 0
    STEP = enum.auto()
    HANDOFF = enum.auto()
    VIEWER = enum.auto()
    TABLE = enum.auto()  # the public state of the game: scores, board, who is waiting
    CHOICE = enum.auto()  # the private choice: picked cards, clue, votes, red token
    NOTICE = enum.auto()
    SAVED = enum.auto()  # the unfinished game on the start screen, the store's state
    DECK = enum.auto()  # which pictures are shown
    STORY = enum.auto()  # the story of the shown game
