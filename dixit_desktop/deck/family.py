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

from pathlib import Path
from typing import Any

from dixit_desktop.drawing.family import FamilyCard, FamilyStore
from dixit_desktop.notices import Notice

from .model import Deck

SOURCE_KIND = "family"
MIXES = ("", "builtin", "photos")
"""What the family cards are mixed with: nothing, the built-in deck, a photo folder's deck."""


def card_metadata(card: FamilyCard) -> dict[str, Any]:
    """A family card as a ``cards.json`` entry: id, description, concepts, elements."""
    raise NotImplementedError


def family_deck(
    store: FamilyStore,
    deck_ids: list[str],
    mix: str = "",
    other: Deck | None = None,
    name: str = "",
) -> tuple[Deck, list[Notice]]:
    """The cards of the chosen family decks (each once), and ``other``'s (the built-in deck
    or a photo deck, as ``mix`` says) after them. Cards that cannot be read are left out,
    each with a notice."""
    raise NotImplementedError


def keep_for_game(
    store: FamilyStore, deck: Deck, mix: str = "", folder: str = ""
) -> dict[str, str]:
    """Keep the family pictures of ``deck`` for a saved game; the game's deck source. Raises
    :class:`~dixit_desktop.drawing.errors.FamilyStoreError` when they cannot be written."""
    raise NotImplementedError


def load_played(source: dict[str, str], other: Deck | None = None) -> Deck:
    """The deck of a saved game from its source (``other``: the built-in or photo deck it was
    mixed with). Raises :class:`~.model.DeckError` ``family.game_cards_missing`` when the kept
    pictures are gone."""
    raise NotImplementedError


def manifest_path(source: dict[str, str]) -> Path:
    return Path(source.get("manifest", ""))
