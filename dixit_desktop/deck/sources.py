"""Where a saved game's pictures come from when it is resumed: the built-in deck, or the
cached copies of the family's photos it was played with (and why not, when they are gone).
Imports Qt only when a photo deck is loaded."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from dixit_desktop.notices import Notice

from .model import Deck, DeckError

log = logging.getLogger(__name__)


def saved_game_photos(cache: Path) -> Callable[[dict[str, str]], tuple[Deck | None, Notice | None]]:
    def load(source: dict[str, str]) -> tuple[Deck | None, Notice | None]:
        """The photo deck a saved game used, from its cached copies; None if built-in."""
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
