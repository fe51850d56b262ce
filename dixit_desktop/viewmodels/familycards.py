"""The family's own cards and decks: the list with thumbnails, the card chosen (open it again,
copy it, delete it, put it in or take it out of a deck), the named decks (make, rename,
delete: in kiosk mode only with the grown-ups' PIN) and the way to the drawing screen.

The store is ``dixit_desktop.drawing.family.FamilyStore``, made on first use; every failure
it reports is said as a notice, and nothing saved is lost."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step
from dixit_desktop.words import fill, tr

from . import wiring
from .base import SessionViewModel, model_property
from .listmodel import RowsModel

if TYPE_CHECKING:
    from dixit_desktop.drawing.family import FamilyCard, FamilyDeck, FamilyStore
    from dixit_desktop.session import Session
    from dixit_desktop.session.kiosk import KioskLock
    from dixit_desktop.session.table import TableDraft

    from .drawing import Drawing

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


class FamilyCardsModel(RowsModel):
    """The family's cards, oldest first."""

    KEY = "cardId"
    ROLES = ("cardId", "title", "maker", "thumb", "inDeck")


class FamilyDecksModel(RowsModel):
    """The family's named decks, in the order they were made."""

    KEY = "deckId"
    ROLES = ("deckId", "name", "deckLabel")


@QmlElement
@QmlSingleton
class FamilyCards(SessionViewModel):
    listChanged = Signal()
    choiceChanged = Signal()

    def __init__(
        self,
        session: Session,
        family: Callable[[], FamilyStore | None],
        drawing: Drawing,
        lock: KioskLock,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._family = family
        self._drawing = drawing
        self._lock = lock
        self._cards_model = FamilyCardsModel(self)
        self._decks_model = FamilyDecksModel(self)
        self._cards: list[FamilyCard] = []
        self._decks: list[FamilyDeck] = []
        self._deck = ""
        self._chosen = ""
        self._saved = ""  # the card just saved: chosen once the list has it
        self._draft = False
        drawing.saved.connect(self._card_saved)

    @staticmethod
    def create(engine: Any) -> FamilyCards:
        return wiring.of(engine).family_cards

    def changed(self, change: Change) -> None:
        if change & Change.STEP and self._session.step is Step.FAMILY_CARDS:
            self.refresh()

    def retranslate(self) -> None:
        self._publish()

    # --- reading the store ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the cards and decks again (each card that cannot be read is said once)."""
        from dixit_desktop.drawing.errors import DrawingError

        family = self._family()
        if family is None:
            self._cards, self._decks, self._draft = [], [], False
        else:
            try:
                listing = family.cards()
                self._cards = listing.cards
                self._decks = family.decks()
                notices = [*listing.skipped, *family.take_notices()]
            except DrawingError as e:
                notices = [e.notice]
            self._draft = self._drawing.has_draft()
            for notice in notices[:1]:  # one at a time: the first says what is wrong
                self._session.say(notice)
        ids = {c.id for c in self._cards}
        if self._saved in ids:
            self._chosen, self._saved = self._saved, ""
        if self._chosen not in ids:
            self._chosen = ""
        if self._deck not in {d.id for d in self._decks}:
            self._deck = ""
        self._publish()

    def _card_saved(self, card_id: str) -> None:
        """A card just saved is chosen; a new one drawn while a deck is looked at goes in it."""
        self._saved = card_id
        deck = self._deck_now()
        if deck is not None and all(c.id != card_id for c in self._cards):
            self._do(lambda f: f.add_to_deck(deck.id, card_id))

    def _deck_now(self) -> FamilyDeck | None:
        return next((d for d in self._decks if d.id == self._deck), None)

    def _publish(self) -> None:
        deck = self._deck_now()
        in_deck = set(deck.card_ids) if deck is not None else set()
        self._cards_model.set_rows(
            [
                {
                    "cardId": c.id,
                    "title": c.title,
                    "maker": c.maker,
                    "thumb": c.thumbnail.absolute().as_uri(),
                    "inDeck": c.id in in_deck,
                }
                for c in self._cards
            ]
        )
        self._decks_model.set_rows(
            [
                {
                    "deckId": d.id,
                    "name": d.name,
                    "deckLabel": fill(tr("%1 (%2)"), d.name, len(d.card_ids)),
                }
                for d in self._decks
            ]
        )
        self.listChanged.emit()
        self.choiceChanged.emit()

    # --- what QML shows -------------------------------------------------------------------------

    cards = model_property("_cards_model")
    decks = model_property("_decks_model")
    cardCount = Property(int, lambda self: len(self._cards), notify=listChanged)
    countText = Property(
        str, lambda self: tr("%n card(s)", "Words", len(self._cards)), notify=listChanged
    )
    hasDraft = Property(bool, lambda self: self._draft, notify=listChanged)
    deckNameMax = Property(int, lambda self: _deck_name_max(), constant=True)

    def _set_deck(self, deck_id: str) -> None:
        if deck_id != self._deck and (deck_id == "" or any(d.id == deck_id for d in self._decks)):
            self._deck = deck_id
            self._publish()

    def _set_chosen(self, card_id: str) -> None:
        if card_id != self._chosen and (card_id == "" or any(c.id == card_id for c in self._cards)):
            self._chosen = card_id
            self.choiceChanged.emit()

    deck = Property(str, lambda self: self._deck, _set_deck, notify=choiceChanged)
    """The deck being looked at ("": all the cards)."""
    chosen = Property(str, lambda self: self._chosen, _set_chosen, notify=choiceChanged)
    """The card chosen in the list ("": none)."""

    def _deck_name(self) -> str:
        deck = self._deck_now()
        return deck.name if deck is not None else ""

    def _chosen_title(self) -> str:
        card = next((c for c in self._cards if c.id == self._chosen), None)
        return (card.title or tr("Untitled")) if card is not None else ""

    def _chosen_in_deck(self) -> bool:
        deck = self._deck_now()
        return deck is not None and self._chosen in deck.card_ids

    chosenIndex = Property(
        int,
        lambda self: next((i for i, c in enumerate(self._cards) if c.id == self._chosen), -1),
        notify=choiceChanged,
    )
    """Where the chosen card is in the list (-1: none): the list scrolls to show it."""
    deckName = Property(str, _deck_name, notify=choiceChanged)
    chosenTitle = Property(str, _chosen_title, notify=choiceChanged)
    chosenInDeck = Property(bool, _chosen_in_deck, notify=choiceChanged)
    pinNeeded = Property(
        bool, lambda self: self._lock.active and self._lock.pin_set, notify=choiceChanged
    )
    """Deleting a deck asks the grown-ups' PIN (kiosk mode, with a PIN set)."""

    # --- intents --------------------------------------------------------------------------------

    def _do(self, act: Callable[[FamilyStore], object]) -> bool:
        """Run one change of the store; say what went wrong (nothing saved is lost)."""
        from dixit_desktop.drawing.errors import DrawingError

        family = self._family()
        if family is None:
            return False
        try:
            act(family)
        except DrawingError as e:
            self._session.say(e.notice)
            self.refresh()
            return False
        self.refresh()
        return True

    @Slot()
    def open(self) -> None:
        """The family's cards, from the start screen or setup (Back returns there)."""
        self._session.open(Step.FAMILY_CARDS)

    @Slot()
    def drawNew(self) -> None:
        """A new card on a fresh sheet (a drawing in progress stays in its draft until this
        one is drawn on)."""
        if self._drawing.begin():
            self._session.open(Step.DRAWING)

    @Slot()
    def goOnDrawing(self) -> None:
        """The drawing left unfinished last time."""
        if self._drawing.begin(draft=True):
            self._session.open(Step.DRAWING)

    @Slot(str)
    def openCard(self, card_id: str) -> None:
        """Open a card again to change it."""
        if any(c.id == card_id for c in self._cards) and self._drawing.begin(card_id):
            self._session.open(Step.DRAWING)

    @Slot(str)
    def duplicate(self, card_id: str) -> None:
        """A copy of the card, chosen (and in the deck looked at, if any)."""
        deck = self._deck_now()
        made: list[str] = []

        def copy(f: FamilyStore) -> None:
            made.append(f.duplicate(card_id).id)
            if deck is not None:
                f.add_to_deck(deck.id, made[0])

        if self._do(copy):
            self._set_chosen(made[0])

    @Slot(str)
    def remove(self, card_id: str) -> None:
        """Delete a card (asked first on screen)."""
        self._do(lambda f: f.delete_card(card_id))

    @Slot(str)
    def toggleInDeck(self, card_id: str) -> None:
        """Put the card in the deck being looked at, or take it out."""
        deck = self._deck_now()
        if deck is None:
            return
        if card_id in deck.card_ids:
            self._do(lambda f: f.remove_from_deck(deck.id, card_id))
        else:
            self._do(lambda f: f.add_to_deck(deck.id, card_id))

    @Slot(str, result=bool)
    def createDeck(self, name: str) -> bool:
        made: list[str] = []
        ok = self._do(lambda f: made.append(f.create_deck(name).id))
        if ok:
            self._set_deck(made[0])
        return ok

    @Slot(str, str, result=bool)
    def renameDeck(self, deck_id: str, name: str) -> bool:
        return self._do(lambda f: f.rename_deck(deck_id, name))

    @Slot(str, str, result=bool)
    def deleteDeck(self, deck_id: str, pin: str) -> bool:
        """Delete a deck (its cards stay). In kiosk mode with a PIN, only with that PIN: a
        wrong one is said (and waited for, as when leaving kiosk mode)."""
        if self.pinNeeded:
            problem = self._lock.may_delete_deck(pin)
            if problem is not None:
                self._session.say(problem)
                return False
        return self._do(lambda f: f.delete_deck(deck_id))


def _deck_name_max() -> int:
    from dixit_desktop.drawing.decks import MAX_DECK_NAME

    return MAX_DECK_NAME


def drawing_viewmodels(
    session: Session, folder: object, lock: KioskLock, draft: TableDraft, builtin: Any
) -> dict[str, Any]:
    """The drawing screen's, the family cards' and setup's deck choice's view-models
    (``ViewModels``' fields ``drawing``, ``family_cards`` and ``deck_choice``), sharing one
    store of the family's cards in ``folder`` (the data folder; None or "": nothing kept)."""
    from .deckchoice import DeckChoice
    from .drawing import Drawing

    family = family_opener(folder)
    drawing = Drawing(session, family)
    return {
        "drawing": drawing,
        "family_cards": FamilyCards(session, family, drawing, lock),
        "deck_choice": DeckChoice(session, family, draft, builtin),
    }


def family_opener(folder: object) -> Callable[[], FamilyStore | None]:
    """The family's cards in ``folder`` (a path; None or "": nowhere, nothing is kept),
    opened on first use, one store however often asked."""
    opened: list[FamilyStore | None] = []

    def family() -> FamilyStore | None:
        if not opened:
            from pathlib import Path

            from dixit_desktop.drawing.family import FamilyStore

            opened.append(FamilyStore(Path(str(folder))) if folder else None)
        return opened[0]

    return family
