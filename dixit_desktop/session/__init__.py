"""The table's session, in plain Python (no Qt): the game on screen, its save, the step the
shared screen shows and the private choice of whoever holds the device. View-models in
:mod:`dixit_desktop.viewmodels` show it; tests drive it directly, in milliseconds.

Names load on first use (:mod:`dixit_desktop.lazy`): ``steps`` and ``changes`` are all the
view-models' classes need before the first frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dixit_desktop.lazy import lazy_exports

if TYPE_CHECKING:
    from .changes import Change
    from .choice import Choice
    from .parts import Effects, error_notice
    from .players import PlayerSpec
    from .session import Session
    from .steps import MOVES, PRIVATE, IllegalMoveError, Step, check_move

__all__ = [
    "MOVES",
    "PRIVATE",
    "Change",
    "Choice",
    "Effects",
    "IllegalMoveError",
    "PlayerSpec",
    "Session",
    "Step",
    "check_move",
    "error_notice",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "MOVES": "steps",
        "PRIVATE": "steps",
        "Change": "changes",
        "Choice": "choice",
        "Effects": "parts",
        "IllegalMoveError": "steps",
        "PlayerSpec": "players",
        "Session": "session",
        "Step": "steps",
        "check_move": "steps",
        "error_notice": "parts",
    },
)
