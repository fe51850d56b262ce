"""The family's named decks (``decks.json``) and the drawing in progress (``draft.json``), for
:mod:`.family`. Plain Python.

A damaged ``decks.json`` is never overwritten: it is renamed ``decks.unusable-<time>.json``
and the decks read as none (``family.decks_damaged``), so what it held can still be found.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from contextlib import AbstractContextManager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dixit_desktop.notices import Notice

from . import cardfiles as cf
from .atomic import TooBig, read_limited, write_atomic
from .errors import FamilyStoreError
from .sketch import MAX_JSON_BYTES, Sketch

FORMAT = "dixit-family-decks"
DRAFT_FORMAT = "dixit-family-draft"
MAX_DECK_NAME = 40
MAX_DECKS_BYTES = 16_000_000
MAX_DECKS = 500


@dataclass(frozen=True)
class FamilyDeck:
    """A named group of cards (a card may be in several decks)."""

    id: str
    name: str
    card_ids: tuple[str, ...]


def deck_name(name: str) -> str:
    """A deck's name trimmed; FamilyStoreError ``family.deck_name`` if empty or too long."""
    cleaned = " ".join(str(name).split())
    if not cleaned or len(cleaned) > MAX_DECK_NAME:
        raise FamilyStoreError(
            f"A deck's name must be 1 to {MAX_DECK_NAME} letters.",
            "family.deck_name",
            {"max": MAX_DECK_NAME},
        )
    return cleaned


class DeckBook:
    """The decks in one JSON file, read on every call and rewritten atomically on every
    change."""

    def __init__(
        self,
        path: Path,
        writing: Callable[[], AbstractContextManager[None]],
        note: Callable[[Notice], None],
    ) -> None:
        self.path = path
        self._writing = writing
        self._note = note

    def all(self) -> list[FamilyDeck]:
        try:
            data = json.loads(read_limited(self.path, MAX_DECKS_BYTES))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not the decks")
            decks = [
                FamilyDeck(str(d["id"]), str(d["name"]), tuple(str(c) for c in d["cards"]))
                for d in data["decks"]
            ]
            if len({d.id for d in decks}) != len(decks):
                raise ValueError("two decks with one id")
            return decks
        except FileNotFoundError:
            return []
        except (OSError, ValueError, TooBig, KeyError, TypeError, RecursionError):
            self._set_aside()
            return []

    def _set_aside(self) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        with suppress(OSError):
            self.path.rename(self.path.with_name(f"decks.unusable-{stamp}.json"))
        self._note(Notice("family.decks_damaged"))

    def _save(self, decks: list[FamilyDeck]) -> None:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": 1,
            "decks": [{"id": d.id, "name": d.name, "cards": list(d.card_ids)} for d in decks],
        }
        with self._writing():
            write_atomic(self.path, json.dumps(data, ensure_ascii=False).encode())

    def get(self, deck_id: str) -> FamilyDeck:
        for d in self.all():
            if d.id == deck_id:
                return d
        raise FamilyStoreError(
            "There is no such deck.", "family.deck_missing", {"deck": str(deck_id)[:40]}
        )

    def _change(self, deck_id: str, change: Callable[[FamilyDeck], FamilyDeck | None]) -> None:
        decks = self.all()
        for i, d in enumerate(decks):
            if d.id == deck_id:
                new = change(d)
                if new is None:
                    del decks[i]
                elif new == d:
                    return
                else:
                    decks[i] = new
                self._save(decks)
                return
        raise FamilyStoreError(
            "There is no such deck.", "family.deck_missing", {"deck": str(deck_id)[:40]}
        )

    def create(self, name: str) -> FamilyDeck:
        decks = self.all()
        if len(decks) >= MAX_DECKS:
            raise FamilyStoreError("Too many decks.", "family.deck_name", {"max": MAX_DECK_NAME})
        deck = FamilyDeck("dk-" + secrets.token_hex(4), deck_name(name), ())
        self._save([*decks, deck])
        return deck

    def rename(self, deck_id: str, name: str) -> FamilyDeck:
        cleaned = deck_name(name)
        self._change(deck_id, lambda d: FamilyDeck(d.id, cleaned, d.card_ids))
        return self.get(deck_id)

    def delete(self, deck_id: str) -> None:
        self._change(deck_id, lambda _d: None)

    def add(self, deck_id: str, card_id: str) -> FamilyDeck:
        self._change(
            deck_id,
            lambda d: (
                d if card_id in d.card_ids else FamilyDeck(d.id, d.name, (*d.card_ids, card_id))
            ),
        )
        return self.get(deck_id)

    def remove(self, deck_id: str, card_id: str) -> FamilyDeck:
        self._change(
            deck_id,
            lambda d: FamilyDeck(d.id, d.name, tuple(c for c in d.card_ids if c != card_id)),
        )
        return self.get(deck_id)

    def forget_card(self, card_id: str) -> None:
        """Take a deleted card out of every deck (best effort: a deck naming a card that is
        gone only skips it)."""
        decks = self.all()
        if any(card_id in d.card_ids for d in decks):
            kept = [
                FamilyDeck(d.id, d.name, tuple(c for c in d.card_ids if c != card_id))
                for d in decks
            ]
            with suppress(FamilyStoreError):
                self._save(kept)


def draft_json(sketch: Sketch, card_id: str, texts: tuple[str, str, str]) -> bytes:
    title, words, maker = texts
    data = {
        "format": DRAFT_FORMAT,
        "version": 1,
        "card_id": card_id,
        "title": title,
        "words": words,
        "maker": maker,
        "sketch": sketch.to_json(),
    }
    return json.dumps(data).encode()


def read_draft(path: Path) -> tuple[Sketch, str, str, str, str]:
    """A draft's sketch, card id, title, words and maker; FileNotFoundError when there is
    none, ValueError (or SketchFormatError, OSError) when it cannot be read."""
    try:
        data = json.loads(read_limited(path, MAX_JSON_BYTES + 4096))
    except RecursionError as e:
        raise ValueError("nested too deep") from e
    if not isinstance(data, dict) or data.get("format") != DRAFT_FORMAT or "sketch" not in data:
        raise ValueError("not a draft")
    texts = [data.get(k, "") for k in ("card_id", "title", "words", "maker")]
    if not all(isinstance(t, str) for t in texts):
        raise ValueError("bad texts")
    card_id = texts[0] if cf.CARD_ID.match(texts[0]) else ""
    return Sketch.from_json(data["sketch"]), card_id, texts[1], texts[2], texts[3]
