"""The family's drawn cards as a game's deck: chosen family decks alone, or mixed with the
built-in deck or a photo folder's deck, and the same deck again when a saved game resumes.

- :func:`family_deck` makes one :class:`~.model.Deck` of the cards of the chosen family decks
  (each card once), plus the built-in or photo deck's cards when mixed. Family card ids are
  ``fm-`` and 12 hex digits, so they never clash with ``dd-NNN`` (built-in) or ``ph-...``
  (photos). Each family card's metadata has the shape of a ``cards.json`` entry: its
  ``description`` is the title and the maker's words (what a screen reader says), its
  ``concepts`` the words, and one ``elements`` entry labelled with the title, so the computer
  players can read what they can from them.
- :func:`keep_for_game` is called when a game starts with family cards: every picture is kept
  in ``family/played/`` under a name made from its content (hard-linked when the disk allows,
  else copied; the same picture is kept once for any number of games), with a manifest of the
  game's family cards (ids, pictures, metadata). Its result is the game's deck source
  (``{"kind": "family", "manifest": ..., "mix": ..., "folder": ...}``). A card deleted or
  changed later leaves old games, their story and album as they were played.
- :func:`load_played` reads a manifest back into the deck (the built-in or photo cards added
  when the game was mixed); :mod:`.sources` calls it to resume a game.
"""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path
from typing import Any

from dixit_desktop.drawing.atomic import read_limited, remove, temp_name, write_atomic
from dixit_desktop.drawing.cardfiles import SAFE_NAME
from dixit_desktop.drawing.errors import write_error
from dixit_desktop.drawing.family import FamilyCard, FamilyStore
from dixit_desktop.notices import Notice

from .model import Deck, DeckError

SOURCE_KIND = "family"
MIXES = ("", "builtin", "photos")
"""What the family cards are mixed with: nothing, the built-in deck, a photo folder's deck."""
FORMAT = "dixit-family-game"
PLAYED = "played"
MAX_MANIFEST_BYTES = 16_000_000


def card_metadata(card: FamilyCard) -> dict[str, Any]:
    """A family card as a ``cards.json`` entry: id, file, description (the title and the
    words), concepts (the words, then the title), one element labelled with the title; and
    title, words and maker as typed."""
    words = card.word_list
    description = f"{card.title}: {', '.join(words)}" if words and card.title else card.title
    concepts = list(dict.fromkeys(w.casefold() for w in [*words, card.title] if w))
    return {
        "id": card.id,
        "file": card.picture.name,
        "description": description or ", ".join(words),
        "concepts": concepts,
        "elements": [{"label": card.title, "role": "main", "tags": [c for c in concepts]}],
        "title": card.title,
        "words": card.words,
        "maker": card.maker,
        "family": True,
    }


def _merged(
    name: str, family: list[dict[str, Any]], folder: Path | None, other: Deck | None,
    paths: dict[str, Path] | None = None,
) -> Deck:  # fmt: skip
    ids: list[str] = []
    files: dict[str, Path] = {}
    descriptions: dict[str, str] = {}
    metadata: dict[str, dict[str, Any]] = {}
    for meta in family:
        cid = str(meta["id"])
        if cid in files:
            continue
        ids.append(cid)
        files[cid] = paths[cid] if paths else (folder or Path()) / str(meta["file"])
        descriptions[cid] = str(meta.get("description", ""))
        metadata[cid] = meta
    if other is not None:
        for cid in other.card_ids:
            if cid not in files:
                ids.append(cid)
                files[cid] = other.paths[cid]
                descriptions[cid] = other.description(cid)
                metadata[cid] = other.metadata.get(cid, {})
    back = other.back if other is not None else None
    return Deck(name, ids, files, descriptions, metadata, back, False)


def family_deck(
    store: FamilyStore,
    deck_ids: list[str],
    mix: str = "",
    other: Deck | None = None,
    name: str = "",
) -> tuple[Deck, list[Notice]]:
    """The cards of the chosen family decks (each once), and ``other``'s (the built-in deck
    or a photo deck, as ``mix`` says) after them. Cards that cannot be read are left out,
    each with a notice; a deck that is not there raises FamilyStoreError."""
    listing = store.deck_cards(deck_ids)
    family = [card_metadata(c) for c in listing.cards]
    paths = {c.id: c.picture for c in listing.cards}
    mixed = other if mix in ("builtin", "photos") else None
    return _merged(name or "family", family, None, mixed, paths), listing.skipped


def keep_for_game(
    store: FamilyStore, deck: Deck, mix: str = "", folder: str = ""
) -> dict[str, str]:
    """Keep the family pictures of ``deck`` for a saved game; the game's deck source. Each
    picture is hard-linked into ``played/`` (copied where links are not possible) under its
    own file name, which is never reused for other content (a changed card gets a new name),
    so a picture is kept once for any number of games. Raises FamilyStoreError when they
    cannot be written."""
    played = store.folder / PLAYED
    cards = [deck.metadata[c] for c in deck.card_ids if deck.metadata.get(c, {}).get("family")]
    try:
        played.mkdir(parents=True, exist_ok=True)
        for meta in cards:
            src, dst = deck.paths[str(meta["id"])], played / str(meta["file"])
            if dst.is_file():
                continue
            tmp = temp_name(dst)
            try:
                os.link(src, tmp)
                os.replace(tmp, dst)
            except OSError:
                remove(tmp)
                write_atomic(dst, src.read_bytes())
        manifest = played / f"game-{secrets.token_hex(8)}.json"
        data = {"format": FORMAT, "version": 1, "mix": mix, "cards": cards}
        write_atomic(manifest, json.dumps(data, ensure_ascii=False).encode())
    except OSError as e:
        raise write_error(played, e) from e
    return {"kind": SOURCE_KIND, "manifest": str(manifest), "mix": mix, "folder": folder}


def load_played(source: dict[str, str], other: Deck | None = None) -> Deck:
    """The deck of a saved game from its source (``other``: the built-in or photo deck it was
    mixed with). Raises :class:`~.model.DeckError` ``family.game_cards_missing`` when the kept
    pictures are gone or the manifest cannot be read."""
    path = Path(source.get("manifest", ""))
    try:
        data = json.loads(read_limited(path, MAX_MANIFEST_BYTES))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a family game")
        cards = [c for c in data["cards"] if isinstance(c, dict)]
        if not all(SAFE_NAME.match(str(c.get("file", ""))) for c in cards):
            raise ValueError("a picture's name is not a plain file name")
        deck = _merged("family", cards, path.parent, other)
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as e:
        raise DeckError(
            f"The family cards of a saved game are gone ({e}).", "family.game_cards_missing"
        ) from e
    for cid in deck.card_ids:
        if not deck.paths[cid].is_file():
            raise DeckError(f"The picture of {cid} is gone.", "family.game_cards_missing")
    return deck


def manifest_path(source: dict[str, str]) -> Path:
    """Where a saved game's family cards are listed (its deck source's ``manifest``)."""
    return Path(source.get("manifest", ""))
