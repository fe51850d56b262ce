"""A family card's JSON and the index of all of them, for :mod:`.family`. Plain Python.

The index (``index.json``) keeps every card's fields with the size and modification time of
its JSON and of its picture when they were last read. Listing compares them with one look at
the folder: a card whose files changed (or that the index does not know) is read again, a
card gone is dropped, so a crash between a card's save and the index's costs nothing. A
damaged index is read as empty and rebuilt.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dixit_desktop.notices import Notice

from .atomic import TooBig, is_webp, read_limited, write_atomic

CARD_FORMAT = "dixit-family-card"
INDEX_FORMAT = "dixit-family-index"
VERSION = 1
CARD_ID = re.compile(r"^fm-[0-9a-f]{12}$")
SAFE_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,120}$")
"""A file name inside the cards folder: no separator, never hidden or ``..``."""
MAX_CARD_JSON_BYTES = 64_000
MAX_INDEX_BYTES = 64_000_000
MAX_PICTURE_BYTES = 20_000_000
LEFTOVER_AGE_S = 3600
"""A file no card uses is removed once this old (a save in progress is never younger)."""
TEXT_FIELDS = ("title", "words", "maker", "created", "changed")
FILE_FIELDS = ("picture", "thumbnail", "sketch")


@dataclass(frozen=True)
class CardRecord:
    """A card's JSON as read: its fields, and the names of its files in the cards folder."""

    id: str
    rev: int
    title: str
    words: str
    maker: str
    created: str
    changed: str
    picture: str
    thumbnail: str
    sketch: str

    def to_json(self) -> dict[str, Any]:
        return {"format": CARD_FORMAT, "version": VERSION, **self.__dict__}


def parse_card(data: Any, expected_id: str) -> CardRecord:
    """A card record from its JSON's data; ValueError if it is not one (or not this card)."""
    if not isinstance(data, dict) or data.get("format") != CARD_FORMAT:
        raise ValueError("not a family card")
    if data.get("version") != VERSION or data.get("id") != expected_id:
        raise ValueError("wrong version or id")
    fields: dict[str, Any] = {"id": expected_id}
    rev = data.get("rev")
    if not isinstance(rev, int) or isinstance(rev, bool) or rev < 0:
        raise ValueError("no revision")
    fields["rev"] = rev
    for name in TEXT_FIELDS:
        value = data.get(name, "")
        if not isinstance(value, str):
            raise ValueError(f"{name} is not text")
        fields[name] = value
    for name in FILE_FIELDS:
        value = data.get(name)
        if (
            not isinstance(value, str)
            or not SAFE_NAME.match(value)
            or not value.startswith(expected_id)
        ):
            raise ValueError(f"bad {name} file name")
        fields[name] = value
    return CardRecord(**fields)


def read_card(path: Path, card_id: str) -> CardRecord:
    """Read and check one card JSON; ValueError (or TooBig, OSError) if it cannot be used."""
    try:
        return parse_card(json.loads(read_limited(path, MAX_CARD_JSON_BYTES)), card_id)
    except RecursionError as e:
        raise ValueError("nested too deep") from e


def signature(st: os.stat_result) -> list[int]:
    return [st.st_size, st.st_mtime_ns]


def picture_problem(entry: os.DirEntry[str] | None) -> str:
    """Why a card's picture cannot be used ("missing", "too_big", "damaged"), "" if it can."""
    if entry is None:
        return "missing"
    try:
        size = entry.stat().st_size
        if size > MAX_PICTURE_BYTES:
            return "too_big"
        with open(entry.path, "rb") as f:
            head = f.read(16)
    except OSError:
        return "missing"
    return "" if is_webp(head) else "damaged"


def load_index(path: Path) -> tuple[dict[str, Any], bool]:
    """The index's entries by card id, and whether it was whole (False: rebuild it)."""
    try:
        data = json.loads(read_limited(path, MAX_INDEX_BYTES))
    except FileNotFoundError:
        return {}, True
    except (OSError, ValueError, TooBig, RecursionError):
        return {}, False
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
        return {}, False
    cards = data.get("cards")
    if data.get("version") != VERSION or not isinstance(cards, dict):
        return {}, False
    return cards, True


def index_json(entries: dict[str, Any]) -> bytes:
    data = {"format": INDEX_FORMAT, "version": VERSION, "cards": entries}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def from_index(card_id: str, entry: Any) -> CardRecord | None:
    """The record the index keeps for a card, or None if the entry is damaged."""
    try:
        return parse_card(entry.get("card"), card_id)
    except (ValueError, AttributeError):
        return None


def skipped(card_id: str, reason: str) -> Notice:
    return Notice("family.card_skipped", {"card": card_id, "reason": reason})


def _sig(entry: os.DirEntry[str]) -> list[int]:
    try:
        return signature(entry.stat())
    except OSError:
        return [-1, -1]


def _listed(
    card_id: str,
    entry: os.DirEntry[str],
    sig: list[int],
    kept: Any,
    entries: dict[str, os.DirEntry[str]],
) -> tuple[CardRecord | None, str]:
    """A card as listed: from the index when its files are as the index saw them (``sig``:
    its JSON's now), else read and checked again; None and why when it cannot be used."""
    record = None
    if isinstance(kept, dict) and kept.get("json") == sig:
        record = from_index(card_id, kept)
    if record is not None:
        pic = entries.get(record.picture)
        if pic is not None and kept.get("pic") == _sig(pic):
            return record, ""
    else:
        try:
            record = read_card(Path(entry.path), card_id)
        except TooBig:
            return None, "too_big"
        except (OSError, ValueError):
            return None, "damaged"
    problem = picture_problem(entries.get(record.picture))
    return (None, problem) if problem else (record, "")


def list_cards(folder: Path, index_path: Path) -> tuple[list[CardRecord], list[Notice]]:
    """The cards in ``folder`` that can be used, oldest first, and a notice for each that
    cannot; the index is mended (or rebuilt) when it differs from the folder (best effort: a
    read-only folder lists all the same)."""
    try:
        entries = {e.name: e for e in os.scandir(folder)}
    except FileNotFoundError:
        return [], []  # nothing drawn yet
    except OSError:
        return [], [Notice("family.folder_unreadable", {"folder": str(folder)})]
    index, whole = load_index(index_path)
    fresh: dict[str, Any] = {}
    records: list[CardRecord] = []
    notices: list[Notice] = []
    for name, entry in entries.items():
        card_id = name[:-5]
        if not name.endswith(".json") or not CARD_ID.match(card_id):
            continue
        kept = index.get(card_id)
        sig = _sig(entry)
        record, reason = _listed(card_id, entry, sig, kept, entries)
        if record is None:
            notices.append(skipped(card_id, reason))
            continue
        records.append(record)
        if isinstance(kept, dict) and kept.get("json") == sig:
            fresh[card_id] = kept
        else:
            pic = _sig(entries[record.picture])
            fresh[card_id] = {"card": record.to_json(), "json": sig, "pic": pic}
    records.sort(key=lambda r: (r.created, r.id))
    _tidy(folder, entries, records, {str(n.get("card")) for n in notices})
    if not whole or fresh.keys() != index.keys() or any(fresh[k] is not index[k] for k in fresh):
        with contextlib.suppress(OSError):  # listed all the same, only slower next time
            write_atomic(index_path, index_json(fresh))
    return records, notices


def _tidy(
    folder: Path,
    entries: dict[str, os.DirEntry[str]],
    records: list[CardRecord],
    unreadable: set[str],
) -> None:
    """Remove what a crash or an old revision left: temporary files and pictures no card
    uses, once over an hour old. The files of a card that could not be read are kept."""
    used = {n for r in records for n in (f"{r.id}.json", r.picture, r.thumbnail, r.sketch)}
    cutoff = None
    for name, entry in entries.items():
        if name in used or name[name.startswith(".") :][:15] in unreadable:
            continue
        if not (name.startswith(".fm-") or name.startswith("fm-")):
            continue
        if cutoff is None:
            cutoff = time.time() - LEFTOVER_AGE_S
        try:
            if entry.stat().st_mtime < cutoff:
                os.unlink(entry.path)
        except OSError:
            pass
