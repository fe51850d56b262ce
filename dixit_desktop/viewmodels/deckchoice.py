"""Setup's choice of the family's own decks: which family decks the game is played with, and
whether they are alone or mixed with the built-in deck or the photo folder chosen. The deck
is ``deck.family.family_deck``'s and the count check ``TableDraft.deck_problem``'s (the setup
says it as its problem); when the game starts, its family pictures are kept for the saved
game (:meth:`DeckChoice.keep_for_game`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step
from dixit_desktop.words import fill, text, tr

from . import wiring
from .base import SessionViewModel

if TYPE_CHECKING:
    from dixit_desktop.drawing.family import FamilyDeck, FamilyStore
    from dixit_desktop.session import Session
    from dixit_desktop.session.table import TableDraft

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

MIXES = ("", "builtin", "photos")
"""The family cards alone, with the built-in deck, or with the photo folder chosen."""


@QmlElement
@QmlSingleton
class DeckChoice(SessionViewModel):
    choiceChanged = Signal()

    def __init__(
        self,
        session: Session,
        family: Callable[[], FamilyStore | None],
        draft: TableDraft,
        builtin: Any,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._family = family
        self._draft = draft
        self._builtin = builtin
        self._decks: list[FamilyDeck] = []
        self._chosen: list[str] = []
        self._mix = ""
        self._photos: Any = draft.photos
        draft.listen(self._draft_changed)

    @staticmethod
    def create(engine: Any) -> DeckChoice:
        return wiring.of(engine).deck_choice

    def changed(self, change: Change) -> None:
        if change & Change.STEP and self._session.step is Step.SETUP:
            self.refresh()

    def retranslate(self) -> None:
        self.choiceChanged.emit()

    def refresh(self) -> None:
        """Read the family's decks again (a deck deleted or changed since is followed)."""
        from dixit_desktop.drawing.errors import DrawingError

        family = self._family()
        try:
            self._decks = family.decks() if family is not None else []
        except DrawingError as e:
            self._session.say(e.notice)
            self._decks = []
        known = {d.id for d in self._decks}
        self._chosen = [d for d in self._chosen if d in known]
        self._rebuild()

    def _draft_changed(self) -> None:
        """The photo folder chosen changed: a mix with photos follows it (or goes alone)."""
        if self._draft.photos is self._photos:
            return
        self._photos = self._draft.photos
        if self._mix == "photos":
            if self._photos is None:
                self._mix = ""
            self._rebuild()
        self.choiceChanged.emit()

    def _rebuild(self) -> None:
        """Make the game's deck of the decks chosen, mixed as chosen (none: no family cards)."""
        family = self._family()
        if family is None or not self._chosen:
            if self._draft.using_family:
                self._draft.use_family(None, [])
            self.choiceChanged.emit()
            return
        from dixit_desktop.deck.family import family_deck
        from dixit_desktop.drawing.errors import DrawingError

        other = {"builtin": self._builtin, "photos": self._draft.photos}.get(self._mix)
        try:
            deck, skipped = family_deck(family, list(self._chosen), self._mix, other)
        except DrawingError as e:
            self._session.say(e.notice)
            self._chosen = []
            self._draft.use_family(None, [])
            self.choiceChanged.emit()
            return
        if skipped:
            self._session.say(skipped[0])
        self._draft.use_family(deck, list(self._chosen), self._mix, self._label())
        self.choiceChanged.emit()

    def _label(self) -> str:
        names = ", ".join(d.name for d in self._decks if d.id in self._chosen)
        if self._mix == "builtin":
            return fill(tr("%1 and the Dixit Desktop deck"), names)
        if self._mix == "photos":
            return fill(tr("%1 and %2"), names, self._draft.photo_label)
        return names

    # --- what QML shows -------------------------------------------------------------------------

    def _rows(self) -> list[dict[str, Any]]:
        return [
            {
                "deckId": d.id,
                "name": fill(tr("%1 (%2)"), d.name, len(d.card_ids)),
                "chosen": d.id in self._chosen,
            }
            for d in self._decks
        ]

    decks = Property(list, _rows, notify=choiceChanged)
    """The family's decks, each with whether the game is played with it."""
    using = Property(bool, lambda self: self._draft.using_family, notify=choiceChanged)
    photosChosen = Property(bool, lambda self: self._draft.photos is not None, notify=choiceChanged)
    """A photo folder is chosen: the family's cards may be mixed with it."""
    problem = Property(str, lambda self: text(self._draft.deck_problem()), notify=choiceChanged)
    """Too few cards for this rule set and table, in words ("" when there are enough)."""

    def _set_mix(self, mix: str) -> None:
        if mix in MIXES and mix != self._mix and (mix != "photos" or self._draft.photos):
            self._mix = mix
            self._rebuild()

    mix = Property(str, lambda self: self._mix, _set_mix, notify=choiceChanged)
    """What the family's cards are mixed with: "" (nothing), "builtin" or "photos"."""

    @Slot(str)
    def toggleDeck(self, deck_id: str) -> None:
        """Play with this family deck too, or no more."""
        if deck_id in self._chosen:
            self._chosen.remove(deck_id)
        elif any(d.id == deck_id for d in self._decks):
            self._chosen.append(deck_id)
        self._rebuild()

    # --- starting the game ----------------------------------------------------------------------

    def keep_for_game(self, deck: Any) -> dict[str, str] | None:
        """The saved game's deck source once its family pictures are kept; None (said) when
        they cannot be written: the game does not start."""
        from dixit_desktop.deck.family import keep_for_game
        from dixit_desktop.drawing.errors import DrawingError

        family = self._family()
        if family is None:
            return None
        folder = self._draft.photo_folder if self._mix == "photos" else ""
        try:
            return keep_for_game(family, deck, self._mix, folder)
        except DrawingError as e:
            self._session.say(e.notice)
            return None


def described(session: Session, builtin: Any, card_id: str) -> str:
    """What a card shows, in words, for screen readers: a family's drawn card, its title and
    its maker's words (from the game's deck); any other card, the built-in deck's English
    description, to translate (a photo has none to say)."""
    photos: Any = session.photos
    if photos is not None and card_id in photos and photos.metadata.get(card_id, {}).get("family"):
        return str(photos.description(card_id))
    return str(builtin.description(card_id)) if builtin is not None else ""
