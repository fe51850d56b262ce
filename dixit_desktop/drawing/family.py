"""The family's own cards and decks in the data folder, in plain Python (the pictures come in
as encoded WebP bytes, made by :func:`.raster.export_card`).

Layout, under ``<data folder>/family/``::

    cards/<id>.json                 a card: id, title, words, maker, created, changed and the
                                    names of its three files below (the card exists once this
                                    file does: it is always written last)
    cards/<id>-<rev>.webp           its picture, 1200x1800
    cards/<id>-<rev>.thumb.webp     its thumbnail, 240x360
    cards/<id>-<rev>.sketch.json    its sketch, to open it again and change it
    decks.json                      the named decks and their cards (a card may be in several)
    index.json                      every card's JSON in one file, so thousands list at once;
                                    checked against the folder on every listing and mended
                                    (or rebuilt when damaged)
    draft.json                      the drawing in progress
    played/                         pictures kept for saved games (:mod:`dixit_desktop.deck.family`)

Every write is atomic: a hidden temporary file in the same folder, written, flushed and
fsync'ed, then ``os.replace``'d over the final name. A changed card gets new files under a new
``<rev>`` and its JSON is replaced last; only then are the old files removed. So a crash at
any moment leaves the old card whole or the new one whole, never half of either; leftovers
(hidden temporary files, unreferenced pictures) are removed when the index is rebuilt.

A card that cannot be read (damaged or huge JSON, a missing, empty or huge picture, or one
that is not WebP) costs only itself: it is left out of :meth:`FamilyStore.cards` with a
``family.card_skipped`` notice in :attr:`CardList.skipped`. A write that fails raises
:class:`~.errors.FamilyStoreError` (``family.disk_full``, ``family.read_only``,
``family.unusable``) and leaves everything saved before as it was. Card ids are
``fm-`` and 12 hex digits: they never clash with the built-in deck's ``dd-NNN`` or a photo
deck's ``ph-...``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from dixit_desktop.notices import Notice

from .sketch import Sketch

FOLDER = "family"
ID_PREFIX = "fm-"
MAX_TITLE = 60
MAX_WORDS = 200
MAX_MAKER = 40
MAX_DECK_NAME = 40
MAX_PICTURE_BYTES = 20_000_000
MAX_CARD_JSON_BYTES = 64_000
DRAFT_EVERY_S = 2.0
"""Least time between two drafts written by :meth:`FamilyStore.save_draft` (unless forced)."""


@dataclass(frozen=True)
class FamilyCard:
    """One drawn card. ``words`` is what its maker typed ("cat, moon, a long night");
    :attr:`word_list` splits it."""

    id: str
    title: str
    words: str
    maker: str
    created: str
    """ISO 8601, UTC."""
    changed: str
    picture: Path
    thumbnail: Path
    sketch_path: Path

    @property
    def word_list(self) -> list[str]:
        """The words, split at commas, semicolons and new lines, trimmed, empty ones left out."""
        raise NotImplementedError


@dataclass(frozen=True)
class FamilyDeck:
    """A named group of cards (a card may be in several decks)."""

    id: str
    name: str
    card_ids: tuple[str, ...]


@dataclass
class CardList:
    """The cards that could be read, oldest first, and a notice for each left out."""

    cards: list[FamilyCard] = field(default_factory=list)
    skipped: list[Notice] = field(default_factory=list)


@dataclass
class Draft:
    """The drawing in progress: its sketch, the card it changes ("" for a new one), and what
    has been typed so far."""

    sketch: Sketch
    card_id: str = ""
    title: str = ""
    words: str = ""
    maker: str = ""


class FamilyStore:
    """The family's cards and decks under ``<data_folder>/family`` (see the module's
    docstring). Nothing is written until something is saved."""

    def __init__(self, data_folder: Path, clock: Callable[[], float] = time.time) -> None:
        self.folder = Path(data_folder) / FOLDER
        self._clock = clock

    # --- cards ---------------------------------------------------------------------------

    def cards(self) -> CardList:
        """Every card that can be read, oldest first (fast: one index file and one look at
        the folder)."""
        raise NotImplementedError

    def card(self, card_id: str) -> FamilyCard:
        """One card; FamilyStoreError ``family.card_missing`` if it is not there."""
        raise NotImplementedError

    def sketch(self, card_id: str) -> Sketch:
        """A card's sketch, to change it; SketchFormatError if it is damaged,
        FamilyStoreError ``family.card_missing`` if the card is not there."""
        raise NotImplementedError

    def save_new(
        self,
        *,
        picture: bytes,
        thumbnail: bytes,
        sketch: Sketch,
        title: str,
        words: str = "",
        maker: str = "",
    ) -> FamilyCard:
        """Save a new card (texts are trimmed and cut to their limits)."""
        raise NotImplementedError

    def save_changed(
        self,
        card_id: str,
        *,
        picture: bytes,
        thumbnail: bytes,
        sketch: Sketch,
        title: str,
        words: str = "",
        maker: str = "",
    ) -> FamilyCard:
        """Save a changed card under the same id (its decks keep it)."""
        raise NotImplementedError

    def duplicate(self, card_id: str) -> FamilyCard:
        """A copy of a card under a new id (in no deck), its title unchanged."""
        raise NotImplementedError

    def delete_card(self, card_id: str) -> None:
        """Delete a card and take it out of every deck. Saved games that played it keep their
        own copy (``played/``)."""
        raise NotImplementedError

    # --- decks ---------------------------------------------------------------------------

    def decks(self) -> list[FamilyDeck]:
        """The decks, in the order they were made (a damaged decks.json reads as none, with
        a notice in :meth:`take_notices`)."""
        raise NotImplementedError

    def deck(self, deck_id: str) -> FamilyDeck:
        raise NotImplementedError

    def create_deck(self, name: str) -> FamilyDeck:
        raise NotImplementedError

    def rename_deck(self, deck_id: str, name: str) -> FamilyDeck:
        raise NotImplementedError

    def delete_deck(self, deck_id: str) -> None:
        """Delete a deck (its cards stay). In kiosk mode the view-model asks
        ``KioskLock.may_delete_deck(pin)`` first."""
        raise NotImplementedError

    def add_to_deck(self, deck_id: str, card_id: str) -> FamilyDeck:
        raise NotImplementedError

    def remove_from_deck(self, deck_id: str, card_id: str) -> FamilyDeck:
        raise NotImplementedError

    def deck_cards(self, deck_ids: list[str]) -> CardList:
        """The readable cards of these decks, each once, in deck then card order."""
        raise NotImplementedError

    # --- the drawing in progress ----------------------------------------------------------

    def save_draft(self, draft: Draft, force: bool = False) -> bool:
        """Keep the drawing in progress (call it at every stroke's end): written at most
        every :data:`DRAFT_EVERY_S` seconds unless ``force``; True if written now. Raises
        FamilyStoreError when it cannot be written."""
        raise NotImplementedError

    def load_draft(self) -> Draft | None:
        """The drawing in progress left by the last run, or None (a damaged draft is None,
        with a ``family.draft_damaged`` notice in :meth:`take_notices`)."""
        raise NotImplementedError

    def clear_draft(self) -> None:
        raise NotImplementedError

    def take_notices(self) -> list[Notice]:
        """What went wrong while reading since last asked (each notice once)."""
        raise NotImplementedError
