"""``image://card/<card_id>``: card pictures decoded off the GUI thread at the size shown.

The provider forces asynchronous loading, so QML calls it on its own image-loading thread,
never the GUI thread. (A Python QQuickAsyncImageProvider feeding its own QThreadPool deadlocked
under load with PySide 6.12; this is the robust form of the same thing.) QImageReader decodes
straight to the requested size (``setScaledSize``), so a hand of 200-pixel cards never decodes
1200x1800 images, and a small LRU cache keeps recent scaled images. Starting a game never
waits for the deck to decode.

Known limit (PySide 6.12): QML calls a Python provider on its loader thread, which must take
the GIL. If the GUI thread, holding the GIL inside a Python-to-C++ call (``setSource``, a model
change from a Python slot), creates more images at that moment, both threads wait on each other.
A single card loaded this way is fine in tests; a hand of 24 created inside ``setSource`` hung.
For many cards at once prefer ``Deck.image_url(card_id)`` (a ``file:`` URL with
``asynchronous: true`` and ``sourceSize``): Qt's own C++ loader then does the same work, async,
scaled at decode and cached, with no Python on its thread.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtQml import QQmlImageProviderBase
from PySide6.QtQuick import QQuickImageProvider

from .model import Deck

CACHE_ENTRIES = 48


class CardImageProvider(QQuickImageProvider):
    """Serves the current deck's cards (and ``image://card/back``); ``set_deck`` switches."""

    def __init__(self, deck: Deck) -> None:
        super().__init__(
            QQmlImageProviderBase.ImageType.Image,
            QQmlImageProviderBase.Flag.ForceAsynchronousImageLoading,
        )
        self._deck = deck
        self._lock = threading.Lock()
        self._cache: OrderedDict[tuple[int, str, int, int], QImage] = OrderedDict()
        self._generation = 0
        self.decodes = 0  # how many images were decoded (tests and diagnostics)

    @property
    def deck(self) -> Deck:
        return self._deck

    def set_deck(self, deck: Deck) -> None:
        with self._lock:
            self._deck = deck
            self._generation += 1
            self._cache.clear()

    def load(self, card_id: str, requested: QSize) -> QImage:
        """The card's picture scaled to fit ``requested`` (full size when it is empty)."""
        with self._lock:
            deck, gen = self._deck, self._generation
        try:
            if card_id == "back":
                if deck.back is None:
                    return QImage()
                path = deck.back
            else:
                path = deck.image_path(card_id)
        except KeyError:
            return QImage()
        key = (gen, card_id, max(0, requested.width()), max(0, requested.height()))
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
                return hit
        reader = QImageReader(str(path))
        reader.setAutoTransform(True)
        full = reader.size()
        if full.isValid() and (requested.width() > 0 or requested.height() > 0):
            target = QSize(full)
            if requested.width() > 0 and requested.height() > 0:
                target = full.scaled(requested, Qt.AspectRatioMode.KeepAspectRatio)
            elif requested.width() > 0:
                target = QSize(
                    requested.width(), round(full.height() * requested.width() / full.width())
                )
            else:
                target = QSize(
                    round(full.width() * requested.height() / full.height()), requested.height()
                )
            if target.width() < full.width():
                reader.setScaledSize(target)
        image = reader.read()
        with self._lock:
            self.decodes += 1
            if not image.isNull():
                self._cache[key] = image
                while len(self._cache) > CACHE_ENTRIES:
                    self._cache.popitem(last=False)
        return image

    def requestImage(self, card_id: str, size: QSize, requested_size: QSize) -> QImage:
        """Called by QML on its image-loading thread (never the GUI thread)."""
        image = self.load(card_id, requested_size)
        if not image.isNull():
            size.setWidth(image.width())
            size.setHeight(image.height())
        return image
