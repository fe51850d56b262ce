"""The table's session, in plain Python (no Qt): the game on screen, its save, the step the
shared screen shows and the private choice of whoever holds the device. View-models in
:mod:`dixit_desktop.viewmodels` show it; tests drive it directly, in milliseconds."""

from .choice import Choice
from .parts import Change, Effects, error_notice
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
