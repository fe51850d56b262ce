"""Card decks: the built-in painted deck, decks from a family's photos, and the credits of
the icons on the cards. QML shows a card by its file URL (``Deck.image_url``).

``model`` is pure Python; ``photos`` (a folder of photos made into a deck, one file at a time)
and ``loader`` (the same on a worker thread, with progress signals) use Qt, imported lazily here
so that code reading card descriptions does not need Qt. Errors are :class:`DeckError` with a
``code`` and ``params`` (``e.notice``); the codes are listed in ``photos``' docstring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dixit_desktop.lazy import lazy_exports

from .model import (
    CreditEntry,
    Deck,
    DeckError,
    DeckFileError,
    TooFewPicturesError,
    builtin_deck,
    credits,
    load_deck_dir,
)

if TYPE_CHECKING:
    from .loader import PhotoDeckLoader
    from .photos import (
        PhotoCacheError,
        PhotoDeckBuilder,
        PhotoFolderError,
        PhotoReport,
        SkippedFile,
        load_photo_deck,
    )

__all__ = [
    "CreditEntry",
    "Deck",
    "DeckError",
    "DeckFileError",
    "PhotoCacheError",
    "PhotoDeckBuilder",
    "PhotoDeckLoader",
    "PhotoFolderError",
    "PhotoReport",
    "SkippedFile",
    "TooFewPicturesError",
    "builtin_deck",
    "credits",
    "load_deck_dir",
    "load_photo_deck",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "PhotoCacheError": "photos",
        "PhotoDeckBuilder": "photos",
        "PhotoDeckLoader": "loader",
        "PhotoFolderError": "photos",
        "PhotoReport": "photos",
        "SkippedFile": "photos",
        "load_photo_deck": "photos",
    },
)
