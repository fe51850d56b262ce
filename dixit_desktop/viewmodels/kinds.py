"""The kinds QML tells apart, as numbers it compares with named values instead of strings:
a clue's kind (``Choice.ALOUD``), who plays a seat (``Setup.SHARP``) and the album's page
size (``Album.LETTER``). Each view-model that shows one declares its enum (``QEnum``); the
session and the album keep their own names ("aloud", "sharp", "letter")."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the rules load after the first frame (tests/test_architecture.py)
    from dixit_desktop.rules import ClueKind


class ClueKinds(enum.IntEnum):
    TYPED = 0
    ALOUD = 1
    MIMED = 2
    SUNG = 3

    @classmethod
    def of(cls, kind: ClueKind) -> ClueKinds:
        return cls[kind.name]

    @property
    def kind(self) -> ClueKind:
        from dixit_desktop.rules import ClueKind

        return ClueKind[self.name]


class Levels(enum.IntEnum):
    """Who plays a seat: a person, or a computer player and how well."""

    PERSON = 0
    GENTLE = 1
    SHARP = 2

    @classmethod
    def of(cls, level: str) -> Levels:
        """From the session's name of a level ("" for a person)."""
        return cls[level.upper()] if level else cls.PERSON


class PageSizes(enum.IntEnum):
    A4 = 0
    LETTER = 1

    @classmethod
    def of(cls, size: str) -> PageSizes:
        """From the album's name of a page size ("a4", "letter")."""
        return cls[size.upper()]

    @property
    def id(self) -> str:
        return self.name.lower()
