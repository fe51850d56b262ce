"""The pictures: where each card's image is (Qt loads it by file URL, asynchronously, at the
shown size), the card back, and choosing a folder of the family's own photos in setup."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.notices import Notice
from dixit_desktop.session import Change, Session
from dixit_desktop.words import fill, ruleset_name, tr

from . import wiring
from .base import SessionViewModel
from .setup import Setup

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


@QmlElement
@QmlSingleton
class Cards(SessionViewModel):
    deckChanged = Signal()
    photosChanged = Signal()

    def __init__(
        self,
        session: Session,
        builtin: Any,
        setup: Setup,
        photo_cache: Path,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._builtin = builtin
        self._setup = setup
        self._cache = photo_cache
        self._revision = 0
        self._report = ""

    @staticmethod
    def create(engine: Any) -> Cards:
        return wiring.of(engine).cards

    def changed(self, change: Change) -> None:
        if change & Change.DECK:
            self._revision += 1
            self.deckChanged.emit()

    def retranslate(self) -> None:
        self.photosChanged.emit()

    def _shown(self) -> Any:
        photos = self._session.photos
        return photos if photos is not None else self._builtin

    def _back(self) -> str:
        deck = self._shown()
        if deck is not None and deck.back is not None:
            return str(deck.back.resolve().as_uri())
        return ""

    back = Property(str, _back, notify=deckChanged)
    revision = Property(int, lambda self: self._revision, notify=deckChanged)

    @Slot(str, int, result=str)
    def source(self, card_id: str, revision: int = 0) -> str:
        """A file URL for a card's picture; ``revision`` is Cards.revision, so bindings
        follow a change of deck."""
        deck = self._shown()
        if deck is None or card_id not in deck:
            return ""
        return str(deck.image_url(card_id))

    usingPhotos = Property(bool, lambda self: self._setup.using_photos, notify=photosChanged)
    report = Property(str, lambda self: self._report, notify=photosChanged)

    @Slot(str)
    def usePhotoFolder(self, folder: str) -> None:
        """Use the pictures in ``folder`` (a path or a file:// URL) instead of the built-in
        deck. Refused, naming the minimum, when too few of them can be used."""
        from PySide6.QtCore import QUrl

        from dixit_desktop.deck import DeckError, load_photo_deck

        path = Path(QUrl(folder).toLocalFile() if folder.startswith("file:") else folder)
        rules = self._setup.rules
        n = self._setup.player_count
        n = n if n in rules.player_counts else rules.min_players
        label = fill(tr("%1 with %2 players"), ruleset_name(rules), n)
        try:
            deck, report = load_photo_deck(path, self._cache, rules.min_deck_size(n), label)
        except DeckError as e:
            summary = getattr(getattr(e, "report", None), "summary", lambda: "")()
            self._report = summary
            self._session.say(getattr(e, "notice", lambda: Notice("photo.folder_unusable"))())
            self.photosChanged.emit()
            return
        except OSError as e:
            log.warning("photo folder %s: %s", path, e)
            self._session.say(Notice("photo.folder_unusable"))
            return
        self._report = report.summary()
        self._setup.use_photos(deck, str(path), fill(tr("Photos from %1"), path.name))
        self.photosChanged.emit()

    @Slot()
    def useBuiltinDeck(self) -> None:
        self._report = ""
        self._setup.use_photos(None, "", "")
        self.photosChanged.emit()
