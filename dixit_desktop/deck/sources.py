"""Where a saved game's pictures come from when it is resumed: the built-in deck, the
cached copies of the family's photos it was played with, or the family's drawn cards kept
for it (``{"kind": "family", ...}``: :mod:`.family`, mixed with the built-in deck or photos
as it was played); and why not, when they are gone. Imports Qt only when a photo deck is
loaded."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from dixit_desktop.notices import Notice

from .model import Deck, DeckError

log = logging.getLogger(__name__)


def saved_game_photos(cache: Path) -> Callable[[dict[str, str]], tuple[Deck | None, Notice | None]]:
    def family(source: dict[str, str]) -> tuple[Deck | None, Notice | None]:
        return _family(cache, source)

    def load(source: dict[str, str]) -> tuple[Deck | None, Notice | None]:
        """The photo deck a saved game used, from its cached copies; None if built-in."""
        if source.get("kind") == "family":
            return family(source)
        if source.get("kind") != "photos":
            return None, None
        from .photos import load_photo_deck

        folder = str(source.get("folder", ""))
        try:
            deck, _report = load_photo_deck(Path(folder), cache, 0)
        except (DeckError, OSError) as e:
            log.warning("photos of a saved game: %s", e)
            return None, Notice("photos.game_photos_missing", {"folder": Path(folder).name})
        return deck, None

    return load


def _family(cache: Path, source: dict[str, str]) -> tuple[Deck | None, Notice | None]:
    """A saved game's drawn cards, with what they were mixed with."""
    from .family import load_played
    from .model import builtin_deck

    other, problem = None, None
    if source.get("mix") == "builtin":
        try:
            other = builtin_deck()
        except DeckError as e:
            log.warning("built-in deck of a saved game: %s", e)
    elif source.get("mix") == "photos":
        other, problem = saved_game_photos(cache)({**source, "kind": "photos"})
    try:
        return load_played(source, other), problem
    except DeckError as e:
        log.warning("family cards of a saved game: %s", e)
        return other, Notice("family.game_cards_missing")
