"""The private screens: the viewing player's hand, clue and vote, while they hold the device.

Everything here is empty unless the session has a viewer, which it has only after that
player's confirmation on the handoff screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step
from dixit_desktop.words import text, tr

from . import wiring
from .base import SessionViewModel, model_property
from .kinds import ClueKinds
from .models import HandModel
from .rows import hand_rows, player_look

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Choice(SessionViewModel):
    QEnum(ClueKinds)  # QML: Choice.clueKind === Choice.ALOUD

    viewerChanged = Signal()
    selectionChanged = Signal()

    def __init__(self, session: Session, describe: Any, parent: QObject | None = None) -> None:
        self._hand = HandModel()
        self._describe = describe
        super().__init__(session, parent)
        self._hand.setParent(self)

    @staticmethod
    def create(engine: Any) -> Choice:
        return wiring.of(engine).choice

    def changed(self, change: Change) -> None:
        if change & (Change.VIEWER | Change.STEP):
            self.viewerChanged.emit()
        if change & (Change.CHOICE | Change.VIEWER | Change.STEP):
            self._hand.set_rows(self._hand_rows())
            self.selectionChanged.emit()

    def retranslate(self) -> None:
        self._hand.set_rows(self._hand_rows())  # the cards' descriptions, in the new language
        self.selectionChanged.emit()

    def _hand_rows(self) -> list[dict[str, Any]]:
        s = self._session
        if s.game is None or s.viewer < 0 or s.private.request() is None:
            return []
        if s.step not in (Step.CLUE, Step.PLAY):
            return []
        return hand_rows(s.game.hands[s.viewer], s.choice.cards, self._describe)

    hand = model_property("_hand")

    def _look(self, what: str) -> str:
        s = self._session
        if s.viewer < 0 or not s.step.private:
            return ""
        return str(player_look(s.specs[s.viewer])[what])

    viewer = Property(
        int,
        lambda self: self._session.viewer if self._session.step.private else -1,
        notify=viewerChanged,
    )
    viewerName = Property(str, lambda self: self._look("name"), notify=viewerChanged)
    viewerColour = Property(str, lambda self: self._look("colour"), notify=viewerChanged)
    viewerSymbol = Property(str, lambda self: self._look("symbol"), notify=viewerChanged)

    def _cards_needed(self) -> int:
        from dixit_desktop.session.choice import cards_needed

        return cards_needed(self._session.private.request())

    def _max_votes(self) -> int:
        from dixit_desktop.session.choice import max_votes

        return max_votes(self._session.private.request())

    def _needs_red(self) -> bool:
        from dixit_desktop.session.choice import needs_red

        return needs_red(self._session.private.request())

    cardsToChoose = Property(int, _cards_needed, notify=viewerChanged)
    maxVotes = Property(int, _max_votes, notify=viewerChanged)
    needsRedToken = Property(bool, _needs_red, notify=viewerChanged)
    maxClueLength = Property(int, lambda self: rules.MAX_CLUE_LENGTH, constant=True)
    clueKinds = Property(
        list,
        lambda self: [
            {"kind": int(ClueKinds.of(k)), "id": k.value}
            for k in self._session.private.clue_kinds()
        ],
        notify=viewerChanged,
    )
    """The kinds of clue this game allows: ``kind`` (a :class:`ClueKinds`) and ``id`` (for
    names: "aloud")."""

    def _set_clue_text(self, value: str) -> None:
        self._session.private.set_clue_text(str(value))

    clueText = Property(
        str,
        lambda self: self._session.choice.clue_text,
        _set_clue_text,
        notify=selectionChanged,
    )

    def _set_clue_kind(self, value: int) -> None:
        try:
            kind = ClueKinds(value).kind
        except ValueError:
            return
        self._session.private.set_clue_kind(kind)

    clueKind = Property(
        int,
        lambda self: int(ClueKinds.of(self._session.choice.clue_kind)),
        _set_clue_kind,
        notify=selectionChanged,
    )
    selectedCards = Property(
        list, lambda self: list(self._session.choice.cards), notify=selectionChanged
    )
    selectedSlots = Property(
        list, lambda self: list(self._session.choice.slots), notify=selectionChanged
    )
    selectedCount = Property(
        int,
        lambda self: len(self._session.choice.cards) or len(self._session.choice.slots),
        notify=selectionChanged,
    )
    redSlot = Property(int, lambda self: self._session.choice.red, notify=selectionChanged)
    canSubmit = Property(
        bool, lambda self: self._session.private.can_submit(), notify=selectionChanged
    )

    def _hint(self) -> str:
        s = self._session
        return text(s.private.missing()) if s.private.choosing else ""

    submitHint = Property(str, _hint, notify=selectionChanged)

    def _vote_hint(self) -> str:
        """Where a second vote is allowed: what it is worth not to cast it."""
        s = self._session
        g = s.game
        if g is None or s.step is not Step.VOTE or self._max_votes() < 2:
            return ""
        bonus = g.rules.single_vote_finder_bonus
        if not bonus:
            return tr("You may add a second vote.")
        return tr(
            "You may add a second vote: a finder with a single vote scores %n more.",
            "Words",
            bonus,
        )

    voteHint = Property(str, _vote_hint, notify=viewerChanged)

    @Slot(str)
    def toggleCard(self, card_id: str) -> None:
        self._session.private.toggle_card(card_id)

    @Slot(int)
    def toggleSlot(self, slot: int) -> None:
        self._session.private.toggle_slot(slot)

    @Slot(int)
    def setRedToken(self, slot: int) -> None:
        self._session.private.set_red_token(slot)

    @Slot()
    def submit(self) -> None:
        """The one confirmation: final when the choice is complete, else says what is
        missing."""
        self._session.private.submit()
