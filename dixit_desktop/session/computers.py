"""Computer players at the table: whose turn is a computer's, the short public beat while it
thinks, and its decisions applied as actions like anyone's (so a
saved game resumes exactly). Plain Python, no Qt; the thinking itself is a :class:`Mind`
(``dixit_desktop.computer`` through app.py; tests may give their own).

A computer's turn never passes through the handoff screen and shows nothing private: the
session routes to the COMPUTER step, the ``Computer`` view-model times the beat, then calls
:meth:`ComputerSeats.act`. Its clue is then announced on the TOLD step, like anyone's.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from dixit_desktop.notices import Notice
from dixit_desktop.rules import Phase, PlayerView, RequestKind

from .broadcast import Broadcast, one_broadcast
from .changes import Change
from .steps import Step
from .thought import Mind, Thought

if TYPE_CHECKING:
    from .session import Session

__all__ = [
    "DOING",
    "ComputerSeats",
    "Mind",
    "Thought",
    "reason_notices",
]  # Mind and Thought: from .thought

log = logging.getLogger(__name__)


DOING = {
    RequestKind.CLUE: "computer.doing.clue",
    RequestKind.PLAY: "computer.doing.play",
    RequestKind.VOTE: "computer.doing.vote",
    RequestKind.CHOOSE_GIVER: "computer.doing.giver",
}
"""What the beat says a computer player is doing, by what the game asks of it."""


def reason_notices(
    kept: Mapping[tuple[int, int], tuple[str, Mapping[str, Any]]], names: Sequence[str]
) -> dict[tuple[int, int], Notice]:
    """Saved reasons ({(turn, seat): (code, params)}) as the notices "Why?" shows, each with
    its player's name (a seat the game does not have is left out)."""
    return {
        (turn, seat): Notice(code, {**params, "name": names[seat]})
        for (turn, seat), (code, params) in kept.items()
        if 0 <= seat < len(names)
    }


class ComputerSeats:
    def __init__(self, session: Session, mind: Mind | None = None) -> None:
        self._session = session
        self.mind = mind
        self.seat = -1
        """The computer player whose turn the COMPUTER step shows (-1: none)."""
        self.reasons: dict[tuple[int, int], Notice] = {}
        """Why each computer player did what it did, by (turn, seat), for this sitting."""
        self.evening: tuple[str, ...] = ()
        """The clues said in the evening's earlier games (saved with the game, so that a
        resumed game decides as it would have): a storyteller does not say them again."""
        self.said_guessing = False
        """True once the table was told that the computer players are guessing (once)."""
        self._guess: Mind | None = None

    def reset(self) -> None:
        self.seat = -1
        self.reasons = {}

    def restore(self, kept: Mapping[tuple[int, int], tuple[str, Mapping[str, Any]]]) -> None:
        """The reasons saved with a resumed game's moves (each with its player's name)."""
        self.reasons = reason_notices(kept, [s.name for s in self._session.specs])

    def level(self, seat: int) -> str:
        specs = self._session.specs
        return specs[seat].computer if 0 <= seat < len(specs) else ""

    def doing(self) -> Notice | None:
        """What the beat says ("Owl is choosing a card..."), None when no beat is on."""
        g = self._session.game
        if g is None or self.seat < 0:
            return None
        req = g.request_for(self.seat)
        if req is None:
            return None
        return Notice(DOING[req.kind], {"name": self._session.specs[self.seat].name})

    @property
    def broadcast(self) -> Broadcast:
        return self._session.broadcast

    # --- routing (called by the session) -------------------------------------------------------

    def take_turn(self, seat: int) -> bool:
        """If ``seat`` is a computer's, show its beat and return True."""
        if seat < 0 or not self.level(seat):
            return False
        self.seat = seat
        self._session.emit(Change.HANDOFF)
        return True

    def giver_team(self) -> int:
        """Team: the first seat of a team of computer players that has yet to announce its
        giver (-1: none). Its beat shows, and :meth:`act` announces the better hand."""
        g = self._session.game
        if g is None or g.phase is not Phase.CHOOSE_GIVERS:
            return -1
        waiting = g.waiting_for()
        for seat in waiting:
            if all(self.level(p) for p in waiting if g.unit_of(p) == g.unit_of(seat)):
                return seat
        return -1

    # --- the beat (called by the view-model) ---------------------------------------------------

    @one_broadcast
    def act(self) -> None:
        """The beat is over (or skipped): the computer player decides, and the game goes on."""
        s = self._session
        if s.step is not Step.COMPUTER or self.seat < 0 or s.game is None:
            return
        if self.ready():
            self._decide(self.seat)

    # --- when their words are missing ----------------------------------------------------------

    @property
    def guessing(self) -> bool:
        """True when the computer players cannot read (no mind, or one whose words failed to
        load): they still play, choosing by the cards' look or at random."""
        mind = self.mind
        return mind is None or getattr(mind, "problem", None) is not None

    def ready(self) -> bool:
        """True once a computer player can decide at once (it reads, or it guesses)."""
        return self.guessing or (self.mind is not None and self.mind.ready())

    def _thinker(self) -> Mind:
        mind = self.mind
        if mind is not None and (not self.guessing or getattr(mind, "guessing", False)):
            return mind  # it reads, or guesses by itself
        return self._guesser()

    def _guesser(self) -> Mind:
        if self._guess is None:
            from .mind import GuessingMind

            self._guess = GuessingMind(None)
        return self._guess

    def _decide(self, seat: int) -> None:
        s = self._session
        g = s.game
        assert g is not None
        req = g.request_for(seat)
        if req is None:  # nothing asked of it any more: route on
            self.seat = -1
            s.route()
            return
        thinker = self._thinker()
        if req.kind is RequestKind.CHOOSE_GIVER:  # the teammate whose hand fits the clue
            team = [p for p in g.waiting_for() if g.unit_of(p) == g.unit_of(seat)]
            seat = max(team, key=lambda p: (self._fitness(thinker, g.view(p)), -p))
        guessing = self.guessing
        try:
            thought = thinker.decide(g.view(seat), req, self.level(seat), g.seed, self.evening)
            accepted = self._commit(seat, thought)
        except Exception:  # a damaged mind: this decision is a guess, and the game goes on
            log.exception("a computer player could not decide; it guesses")
            accepted = False
        if not accepted and thinker is not self._guess:
            guess = self._guesser().decide(g.view(seat), req, self.level(seat), g.seed)
            accepted = self._commit(seat, guess)
        if accepted and guessing and not self.said_guessing:
            self.said_guessing = True  # once, on the step the game moved on to
            s.say(Notice("computer.guessing"))

    def _fitness(self, thinker: Mind, view: PlayerView) -> float:
        try:
            return thinker.giver_fitness(view)
        except Exception:
            log.exception("a computer player could not weigh its hand")
            return 0.0

    def _commit(self, seat: int, thought: Thought) -> bool:
        s = self._session
        g = s.game
        assert g is not None
        self.reasons[(g.turn, seat)] = Notice(
            thought.code, {**thought.params, "name": s.specs[seat].name}
        )
        self.seat = -1
        kept = {"turn": g.turn, "seat": seat, "code": thought.code, "params": thought.params}
        if not s.commit(thought.action, kept):
            log.error("the rules refused a computer player's decision: %r", thought.action)
            self.seat = seat
            return False
        return True
