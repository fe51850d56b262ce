"""``image://card/<card_id>``: card pictures decoded off the GUI thread at the size shown.

Each request runs on a small QThreadPool; QImageReader decodes straight to the requested size
(``setScaledSize``), so a hand of 200-pixel cards never decodes 1200x1800 images, and a small
LRU cache keeps recent scaled images. Starting a game never waits for the deck to decode.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from PySide6.QtCore import QObject, QRunnable, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtQuick import QQuickAsyncImageProvider, QQuickImageResponse, QQuickTextureFactory

from .model import Deck

CACHE_ENTRIES = 48


class _Done(QObject):
    done = Signal(QImage)


class _Response(QQuickImageResponse):
    def __init__(self) -> None:
        super().__init__()
        self._image = QImage()
        self._error = ""

    def deliver(self, image: QImage) -> None:
        self._image = image
        if image.isNull():
            self._error = "the card picture cannot be read"
        self.finished.emit()

    def textureFactory(self) -> QQuickTextureFactory:
        return QQuickTextureFactory.textureFactoryForImage(self._image)

    def errorString(self) -> str:
        return self._error


class _Job(QRunnable):
    def __init__(self, provider: CardImageProvider, card_id: str, size: QSize) -> None:
        super().__init__()
        self.provider = provider
        self.card_id = card_id
        self.size = QSize(size)
        self.signals = _Done()

    def run(self) -> None:
        self.signals.done.emit(self.provider.load(self.card_id, self.size))


class CardImageProvider(QQuickAsyncImageProvider):
    """Serves the current deck's cards (and ``image://card/back``); ``set_deck`` switches."""

    def __init__(self, deck: Deck, threads: int = 2) -> None:
        super().__init__()
        self._deck = deck
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(threads)
        self._lock = threading.Lock()
        self._cache: OrderedDict[tuple[int, str, int, int], QImage] = OrderedDict()
        self._generation = 0
        self._live: list[tuple[_Response, _Job]] = []
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

    def requestImageResponse(self, card_id: str, requested_size: QSize) -> QQuickImageResponse:
        response = _Response()
        job = _Job(self, card_id, requested_size)
        job.setAutoDelete(False)
        job.signals.done.connect(response.deliver)
        with self._lock:
            # Keep the Python wrappers alive while Qt may still use them.
            self._live.append((response, job))
            del self._live[:-256]
        self._pool.start(job)
        return response
