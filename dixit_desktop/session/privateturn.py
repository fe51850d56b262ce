"""The player holding the device: who they are (``viewer``) and the secret choice they are
making (cards, clue, votes, the red token), until they confirm it. Plain Python, no Qt.

Privacy lives here. ``viewer`` is set only by :meth:`PrivateTurn.open`, which the session
calls from the HANDOFF step for the player it named, and :meth:`PrivateTurn.leave` clears it
and the choice before anyone else is named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dixit_desktop.notices import Notice
from dixit_desktop.rules import Action, ClueKind, GiveClue, PlayCards, Request, Vote

from . import choice as choosing
from .broadcast import Broadcast, one_broadcast
from .changes import Change
from .choice import Choice
from .steps import Step

if TYPE_CHECKING:
    from .session import Session


class PrivateTurn:
    def __init__(self, session: Session) -> None:
        self._session = session
        self.viewer = -1
        self.choice = Choice()

    @property
    def broadcast(self) -> Broadcast:
        return self._session.broadcast

    # --- who holds the device --------------------------------------------------------------------

    def open(self, seat: int) -> None:
        """``seat`` holds the device (the session checked it was the player it named)."""
        self.viewer = seat
        self.choice = Choice()

    def leave(self) -> None:
        """Take every private thing off the screen before anyone else is named."""
        self.viewer = -1
        self.choice = Choice()
        self._session.emit(Change.VIEWER | Change.CHOICE | Change.TABLE)

    def clear_choice(self) -> None:
        self.choice = Choice()
        self._session.emit(Change.CHOICE)

    # --- reading -------------------------------------------------------------------------------

    def request(self) -> Request | None:
        """What the viewing player may do now (None when nobody is viewing)."""
        s = self._session
        if s.game is None or self.viewer < 0 or not s.step.private:
            return None
        return s.game.request_for(self.viewer)

    def missing(self) -> Notice | None:
        """What the player on a clue, play or vote step still has to do (None: ready)."""
        if self._session.step is Step.PARTY_CLUE:
            c = self.choice
            typed = c.clue_kind is ClueKind.TYPED
            return Notice("choice.type_a_clue") if typed and not c.clue_text.strip() else None
        return choosing.missing(self.request(), self.choice)

    @property
    def choosing(self) -> bool:
        """A choice is being made on this step: a private one, or Party's public clue."""
        step = self._session.step
        return step.private or step is Step.PARTY_CLUE

    def can_submit(self) -> bool:
        return self.choosing and self.missing() is None

    def clue_kinds(self) -> list[ClueKind]:
        kinds = [ClueKind.TYPED, ClueKind.ALOUD]
        g = self._session.game
        if g is not None and g.options.clue_mimed_or_sung:
            kinds += [ClueKind.MIMED, ClueKind.SUNG]
        return kinds

    # --- choosing ------------------------------------------------------------------------------

    def _changed(self, problem: Notice | None) -> None:
        if problem is not None:
            self._session.say(problem)
        else:
            self._session.emit(Change.CHOICE)

    def toggle_card(self, card: str) -> None:
        s = self._session
        g = s.game
        if g is None or s.step not in (Step.CLUE, Step.PLAY):
            return
        if card not in g.hands[self.viewer]:
            return
        self._changed(choosing.toggle_card(self.request(), self.choice, card))

    def toggle_slot(self, slot: int) -> None:
        s = self._session
        g = s.game
        if g is None or s.step is not Step.VOTE:
            return
        if not 1 <= slot <= len(g.board):
            return
        self._changed(choosing.toggle_slot(self.request(), self.choice, slot, g.rules.teams))

    def set_red_token(self, slot: int) -> None:
        s = self._session
        g = s.game
        if g is None or s.step is not Step.VOTE:
            return
        if choosing.needs_red(self.request()) and 1 <= slot <= len(g.board):
            self.choice.red = 0 if self.choice.red == slot else slot
            s.emit(Change.CHOICE)

    def set_clue_text(self, text: str) -> None:
        if self._session.step in (Step.CLUE, Step.PARTY_CLUE) and text != self.choice.clue_text:
            self.choice.clue_text = text
            self._session.emit(Change.CHOICE)

    def set_clue_kind(self, kind: ClueKind) -> None:
        if self._session.step not in (Step.CLUE, Step.PARTY_CLUE):
            return
        if kind not in self.clue_kinds():
            self._session.say(Notice("choice.clue_kind_needs_option"))
            return
        if kind is not self.choice.clue_kind:
            self.choice.clue_kind = kind
            self._session.emit(Change.CHOICE)

    # --- confirming ----------------------------------------------------------------------------

    @one_broadcast
    def submit(self) -> None:
        """The player's one deliberate confirmation ("Play this card"): final once the choice
        is complete; otherwise says what is still missing and changes nothing. A second tap
        finds no private step any more and does nothing."""
        if not self.choosing:
            return
        problem = self.missing()
        if problem is not None:
            self._session.say(problem)
            return
        self._submit()

    def _submit(self) -> None:
        s = self._session
        g = s.game
        if g is None:
            return
        c = self.choice
        text = c.clue_text.strip()
        action: Action
        if s.step is Step.CLUE:
            action = GiveClue(self.viewer, c.cards[0] if c.cards else None, text, c.clue_kind)
        elif s.step is Step.PARTY_CLUE:
            action = GiveClue(g.storyteller, None, text, c.clue_kind)
        elif s.step is Step.PLAY:
            action = PlayCards(self.viewer, tuple(c.cards))
        elif s.step is Step.VOTE:
            action = Vote(self.viewer, tuple(c.slots), c.red or None)
        else:
            return
        s.commit(action)
