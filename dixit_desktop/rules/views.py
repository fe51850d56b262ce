"""Read-only records the engine hands out: what a player may do, what they may see, and the
public story of each finished turn."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import ClueKind
from .scoring import ScoreLine


class Phase(StrEnum):
    CLUE = "clue"
    """The storyteller chooses a card (not in Party) and gives the clue."""
    CHOOSE_GIVERS = "choose_givers"
    """Team: each other team says aloud which member plays its card."""
    PLAY = "play"
    """Players secretly put down their card(s)."""
    VOTE = "vote"
    """The board is revealed; voters secretly vote."""
    GAME_OVER = "game_over"


class EndReason(StrEnum):
    """Why a game ended (the first that held, in this order, when several did)."""

    TARGET_SCORE = "target_score"
    """Someone reached the target score."""
    STORYTELLER_ROUNDS = "storyteller_rounds"
    """Everyone has been the storyteller the number of times the options ask."""
    DRAW_PILE_EMPTY = "draw_pile_empty"
    """The draw pile ran out (the option "end when the draw pile runs out")."""


class RequestKind(StrEnum):
    CLUE = "clue"
    CHOOSE_GIVER = "choose_giver"
    PLAY = "play"
    VOTE = "vote"


@dataclass(frozen=True, slots=True)
class Clue:
    text: str
    kind: ClueKind

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "kind": self.kind.value}


@dataclass(frozen=True, slots=True)
class Request:
    """What one player may do now.

    - ``CLUE``: give a clue, with one card of the hand when ``needs_card``.
    - ``CHOOSE_GIVER``: (Team) announce that you play your team's card.
    - ``PLAY``: put down exactly ``cards`` cards.
    - ``VOTE``: vote for 1 slot, or up to ``max_votes``; never one of ``forbidden_slots``;
      with ``red_token``, also place the red token on any slot.
    """

    kind: RequestKind
    cards: int = 0
    needs_card: bool = False
    clue_kinds: tuple[ClueKind, ...] = ()
    max_votes: int = 1
    forbidden_slots: tuple[int, ...] = ()
    red_token: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "cards": self.cards,
            "needs_card": self.needs_card,
            "clue_kinds": [k.value for k in self.clue_kinds],
            "max_votes": self.max_votes,
            "forbidden_slots": list(self.forbidden_slots),
            "red_token": self.red_token,
        }


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """A finished turn, everything public: the story of the game is a list of these.

    Slots are numbered from 1. ``owners[i]`` is the player who played ``board[i]``.
    """

    number: int
    storyteller: int
    clue: Clue
    board: tuple[str, ...]
    owners: tuple[int, ...]
    storyteller_slot: int | None
    votes: tuple[tuple[int, tuple[int, ...]], ...]
    red_token: int | None
    givers: tuple[int, ...]
    scores: tuple[ScoreLine, ...]
    totals: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "storyteller": self.storyteller,
            "clue": self.clue.to_dict(),
            "board": list(self.board),
            "owners": list(self.owners),
            "storyteller_slot": self.storyteller_slot,
            "votes": [[p, list(s)] for p, s in self.votes],
            "red_token": self.red_token,
            "givers": list(self.givers),
            "scores": [line.to_dict() for line in self.scores],
            "totals": list(self.totals),
        }


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything one player may see now, and nothing more.

    ``player`` is None for the public view (what a handoff screen may show). Board slots are
    numbered from 1; ``board`` is empty until the cards are revealed.
    """

    player: int | None
    rules: str
    phase: Phase
    turn: int
    storyteller: int
    players: tuple[str, ...]
    units: tuple[str, ...]
    scores: tuple[int, ...]
    clue: Clue | None
    board: tuple[str, ...]
    waiting_for: tuple[int, ...]
    done: tuple[int, ...]
    givers: tuple[int, ...]
    draw_pile: int
    discard_pile: int
    history: tuple[TurnRecord, ...]
    winners: tuple[int, ...]
    # private to ``player``
    hand: tuple[str, ...] = ()
    my_played: tuple[str, ...] = ()
    my_slots: tuple[int, ...] = ()
    my_votes: tuple[int, ...] = ()
    my_red_token: int | None = None
    request: Request | None = None
    # the turn just finished (its board, owners, votes, points and reasons), and why the
    # game ended: public, kept while the next turn is played (``history[-1]`` too)
    last_turn: TurnRecord | None = None
    end_reason: EndReason | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "rules": self.rules,
            "phase": self.phase.value,
            "turn": self.turn,
            "storyteller": self.storyteller,
            "players": list(self.players),
            "units": list(self.units),
            "scores": list(self.scores),
            "clue": None if self.clue is None else self.clue.to_dict(),
            "board": list(self.board),
            "waiting_for": list(self.waiting_for),
            "done": list(self.done),
            "givers": list(self.givers),
            "draw_pile": self.draw_pile,
            "discard_pile": self.discard_pile,
            "history": [t.to_dict() for t in self.history],
            "winners": list(self.winners),
            "hand": list(self.hand),
            "my_played": list(self.my_played),
            "my_slots": list(self.my_slots),
            "my_votes": list(self.my_votes),
            "my_red_token": self.my_red_token,
            "request": None if self.request is None else self.request.to_dict(),
            "last_turn": None if self.last_turn is None else self.last_turn.to_dict(),
            "end_reason": None if self.end_reason is None else self.end_reason.value,
        }
