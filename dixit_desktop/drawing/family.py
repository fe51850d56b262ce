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

import json
import os
import re
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path

from dixit_desktop.notices import Notice

from . import cardfiles as cf
from .atomic import TooBig, is_webp, read_limited, remove, write_atomic
from .decks import DeckBook, FamilyDeck, draft_json, read_draft
from .errors import FamilyStoreError, SketchFormatError, write_error
from .sketch import MAX_JSON_BYTES, Sketch

__all__ = ["CardList", "Draft", "FamilyCard", "FamilyDeck", "FamilyStore"]

FOLDER = "family"
ID_PREFIX = "fm-"
MAX_TITLE = 60
MAX_WORDS = 200
MAX_MAKER = 40
MAX_PICTURE_BYTES = cf.MAX_PICTURE_BYTES
DRAFT_EVERY_S = 2.0
"""Least time between two drafts written by :meth:`FamilyStore.save_draft` (unless forced)."""
_SPLIT = re.compile(r"[,;\n]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def clean(text: str, limit: int, lines: bool = False) -> str:
    """Typed text made safe to keep: control characters out, trimmed, cut to ``limit``."""
    text = _CONTROL.sub("", str(text))
    if not lines:
        text = " ".join(text.split())
    return text.strip()[:limit].strip()


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
    folder: Path
    """The cards folder; the three paths below are made on first use (3,000 cards list
    faster without 9,000 Path objects)."""
    files: tuple[str, str, str]
    """The names of its picture, thumbnail and sketch in ``folder``."""

    @cached_property
    def picture(self) -> Path:
        return self.folder / self.files[0]

    @cached_property
    def thumbnail(self) -> Path:
        return self.folder / self.files[1]

    @cached_property
    def sketch_path(self) -> Path:
        return self.folder / self.files[2]

    @property
    def word_list(self) -> list[str]:
        """The words, split at commas, semicolons and new lines, trimmed, empty ones left out."""
        return [w for w in (" ".join(p.split()) for p in _SPLIT.split(self.words)) if w]


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
        self.cards_folder = self.folder / "cards"
        self._clock = clock
        self._notices: list[Notice] = []
        self._last_draft = float("-inf")
        self._decks = DeckBook(self.folder / "decks.json", self._writing, self._notices.append)

    # --- writing -------------------------------------------------------------------------

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """Make the folders, then run the writes; an OSError becomes a FamilyStoreError."""
        try:
            self.cards_folder.mkdir(parents=True, exist_ok=True)
            yield
        except OSError as e:
            raise write_error(self.folder, e) from e

    def _now(self) -> str:
        return datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="microseconds")

    def _record_to_card(self, r: cf.CardRecord) -> FamilyCard:
        files = (r.picture, r.thumbnail, r.sketch)
        return FamilyCard(
            r.id, r.title, r.words, r.maker, r.created, r.changed, self.cards_folder, files
        )

    # --- cards ---------------------------------------------------------------------------

    def cards(self) -> CardList:
        """Every card that can be read, oldest first (fast: one index file and one look at
        the folder); the cards left out are in ``skipped`` only (:meth:`take_notices` does
        not repeat them: it used to, and a screen showing both said each twice)."""
        records, skipped = cf.list_cards(self.cards_folder, self.folder / "index.json")
        return CardList([self._record_to_card(r) for r in records], skipped)

    def card(self, card_id: str) -> FamilyCard:
        """One card; FamilyStoreError ``family.card_missing`` if it is not there."""
        return self._record_to_card(self._record(card_id))

    def _record(self, card_id: str) -> cf.CardRecord:
        if cf.CARD_ID.match(card_id or ""):
            try:
                return cf.read_card(self.cards_folder / f"{card_id}.json", card_id)
            except (OSError, ValueError):
                pass
        raise FamilyStoreError(
            f"There is no card {card_id!r}."[:80], "family.card_missing", {"card": card_id[:40]}
        )

    def sketch(self, card_id: str) -> Sketch:
        """A card's sketch, to change it; SketchFormatError if it is damaged,
        FamilyStoreError ``family.card_missing`` if the card is not there."""
        card = self.card(card_id)
        try:
            data = read_limited(card.sketch_path, MAX_JSON_BYTES)
        except TooBig as e:
            raise SketchFormatError(str(e), "drawing.sketch_too_big", {"what": "bytes"}) from e
        except OSError as e:
            raise SketchFormatError(str(e), "drawing.sketch_damaged", {"problem": "gone"}) from e
        return Sketch.from_json(data)

    def _write_card(
        self,
        card_id: str,
        rev: int,
        created: str,
        files: tuple[bytes, bytes, bytes],
        texts: tuple[str, str, str],
    ) -> cf.CardRecord:
        """Write a card's files under revision ``rev``, then its JSON (last: the card is whole
        from then on). On failure nothing of this revision stays."""
        names = (
            f"{card_id}-{rev}.webp",
            f"{card_id}-{rev}.thumb.webp",
            f"{card_id}-{rev}.sketch.json",
        )
        title, words, maker = texts
        record = cf.CardRecord(card_id, rev, title, words, maker, created, self._now(), *names)
        with self._writing():
            try:
                for name, data in zip(names, files, strict=True):
                    write_atomic(self.cards_folder / name, data)
                write_atomic(
                    self.cards_folder / f"{card_id}.json", json.dumps(record.to_json()).encode()
                )
            except OSError:
                for name in names:
                    remove(self.cards_folder / name)
                raise
        return record

    @staticmethod
    def _check_picture(picture: bytes, thumbnail: bytes, card_id: str) -> None:
        for data in (picture, thumbnail):
            if not is_webp(data[:16]) or len(data) > MAX_PICTURE_BYTES:
                raise FamilyStoreError(
                    "The picture to save is not a WebP picture of a usable size.",
                    "family.picture_invalid",
                    {"card": card_id},
                )

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
        self._check_picture(picture, thumbnail, "")
        card_id = ID_PREFIX + secrets.token_hex(6)
        texts = (clean(title, MAX_TITLE), clean(words, MAX_WORDS, True), clean(maker, MAX_MAKER))
        sketch_bytes = sketch.to_json_text().encode()
        record = self._write_card(
            card_id, 1, self._now(), (picture, thumbnail, sketch_bytes), texts
        )
        return self._record_to_card(record)

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
        """Save a changed card under the same id (its decks keep it). The old revision's files
        are removed once the new one is whole."""
        self._check_picture(picture, thumbnail, card_id)
        old = self._record(card_id)
        texts = (clean(title, MAX_TITLE), clean(words, MAX_WORDS, True), clean(maker, MAX_MAKER))
        files = (picture, thumbnail, sketch.to_json_text().encode())
        record = self._write_card(card_id, old.rev + 1, old.created, files, texts)
        for name in (old.picture, old.thumbnail, old.sketch):
            if name not in (record.picture, record.thumbnail, record.sketch):
                remove(self.cards_folder / name)
        return self._record_to_card(record)

    def duplicate(self, card_id: str) -> FamilyCard:
        """A copy of a card under a new id (in no deck), its title unchanged."""
        old = self._record(card_id)
        try:
            files = tuple(
                (self.cards_folder / name).read_bytes()
                for name in (old.picture, old.thumbnail, old.sketch)
            )
        except OSError as e:
            raise FamilyStoreError(str(e), "family.card_missing", {"card": card_id}) from e
        new_id = ID_PREFIX + secrets.token_hex(6)
        texts = (old.title, old.words, old.maker)
        record = self._write_card(new_id, 1, self._now(), (files[0], files[1], files[2]), texts)
        return self._record_to_card(record)

    def delete_card(self, card_id: str) -> None:
        """Delete a card and take it out of every deck. Saved games that played it keep their
        own copy (``played/``)."""
        old = self._record(card_id)
        with self._writing():
            os.unlink(self.cards_folder / f"{card_id}.json")  # from here the card is gone
        for name in (old.picture, old.thumbnail, old.sketch):
            remove(self.cards_folder / name)
        self._decks.forget_card(card_id)

    # --- decks (kept by DeckBook: a damaged decks.json is set aside, family.decks_damaged) --

    def decks(self) -> list[FamilyDeck]:
        return self._decks.all()

    def deck(self, deck_id: str) -> FamilyDeck:
        return self._decks.get(deck_id)

    def create_deck(self, name: str) -> FamilyDeck:
        return self._decks.create(name)

    def rename_deck(self, deck_id: str, name: str) -> FamilyDeck:
        return self._decks.rename(deck_id, name)

    def delete_deck(self, deck_id: str) -> None:
        """Its cards stay. In kiosk mode ask ``KioskLock.may_delete_deck(pin)`` first."""
        self._decks.delete(deck_id)

    def add_to_deck(self, deck_id: str, card_id: str) -> FamilyDeck:
        self._record(card_id)  # it must be there
        return self._decks.add(deck_id, card_id)

    def remove_from_deck(self, deck_id: str, card_id: str) -> FamilyDeck:
        return self._decks.remove(deck_id, card_id)

    def deck_cards(self, deck_ids: list[str]) -> CardList:
        """The readable cards of these decks, each once, in deck then card order (a card that
        cannot be used is in ``skipped``)."""
        listed = self.cards()
        by_id = {c.id: c for c in listed.cards}
        gone = {str(n.get("card")): n for n in listed.skipped}
        out = CardList()
        seen: set[str] = set()
        for deck_id in deck_ids:
            for card_id in self._decks.get(deck_id).card_ids:
                if card_id in seen:
                    continue
                seen.add(card_id)
                if card_id in by_id:
                    out.cards.append(by_id[card_id])
                elif card_id in gone:
                    out.skipped.append(gone[card_id])
        return out

    # --- the drawing in progress ----------------------------------------------------------

    def save_draft(self, draft: Draft, force: bool = False) -> bool:
        """Keep the drawing in progress (call it at every stroke's end): written at most
        every :data:`DRAFT_EVERY_S` seconds unless ``force`` (force it when the drawing
        screen closes); True if written now. FamilyStoreError when it cannot be written
        (the drawing on screen is untouched)."""
        now = self._clock()
        if not force and now - self._last_draft < DRAFT_EVERY_S:
            return False
        texts = (clean(draft.title, MAX_TITLE), clean(draft.words, MAX_WORDS, True))
        data = draft_json(draft.sketch, draft.card_id, (*texts, clean(draft.maker, MAX_MAKER)))
        with self._writing():
            write_atomic(self.folder / "draft.json", data)
        self._last_draft = now
        return True

    def load_draft(self) -> Draft | None:
        """The drawing in progress left by the last run, or None (a damaged draft is None,
        with a ``family.draft_damaged`` notice in :meth:`take_notices`)."""
        try:
            return Draft(*read_draft(self.folder / "draft.json"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError, SketchFormatError):
            self._notices.append(Notice("family.draft_damaged"))
            return None

    def clear_draft(self) -> None:
        """Forget the drawing in progress (saved as a card, or thrown away)."""
        remove(self.folder / "draft.json")
        self._last_draft = float("-inf")

    def take_notices(self) -> list[Notice]:
        """What went wrong while reading the decks or the draft since last asked (each
        notice once; the cards left out of a listing are its ``skipped``)."""
        found, self._notices[:] = list(self._notices), []
        return found
