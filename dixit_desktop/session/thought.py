"""What a computer player's mind gives back (:class:`Thought`) and what the session asks of
a mind (:class:`Mind`): a module of its own, so that the seats (computers.py) and the minds
(mind.py) both stand on it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Sequence

    from dixit_desktop.rules import Action, PlayerView, Request


@dataclass(frozen=True)
class Thought:
    """A computer player's decision: the action, and why (a notice without the name)."""

    action: Action
    code: str
    params: dict[str, Any]


class Mind(Protocol):
    """What thinks for the computer players."""

    def ready(self) -> bool:
        """True once it can decide at once (its word lists are loaded)."""

    def decide(
        self,
        view: PlayerView,
        request: Request,
        level: str,
        seed: int,
        earlier: Sequence[str] = (),
    ) -> Thought:
        """The move asked by ``request``; ``earlier``: the clues said in the evening's earlier
        games (a storyteller does not say them again while it has others)."""

    def giver_fitness(self, view: PlayerView) -> float:
        """Team: how well this player's hand fits the clue (the better of two computer
        teammates plays the team's card)."""
