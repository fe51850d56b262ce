"""The pictures: where each card's image is (Qt loads it by file URL, asynchronously, at the
shown size), the card back, and choosing a folder of the family's own photos in setup."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.notices import Notice
from dixit_desktop.session.changes import Change
from dixit_desktop.words import fill, text, tr

from . import wiring
from .base import SessionViewModel

if TYPE_CHECKING:
    from dixit_desktop.session import Session
    from dixit_desktop.session.table import TableDraft

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


@QmlElement
@QmlSingleton
class Cards(SessionViewModel):
    deckChanged = Signal()
    photosChanged = Signal()
    progressChanged = Signal()

    def __init__(
        self,
        session: Session,
        builtin: Any,
        draft: TableDraft,
        photo_cache: Path,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._builtin = builtin
        self._draft = draft
        self._cache = photo_cache
        self._revision = 0
        self._report = ""
        self._folder: Path | None = None
        self._done = (0, 0)
        self._progress = 0.0
        self._loader_: Any = None  # made when a family first chooses photos (not at start)

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
        """The back of the cards on screen (the family's drawn cards have the built-in's)."""
        for deck in (self._shown(), self._builtin):
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

    usingPhotos = Property(bool, lambda self: self._draft.using_photos, notify=photosChanged)
    report = Property(str, lambda self: self._report, notify=photosChanged)

    @property
    def _loader(self) -> Any:
        """The worker-thread photo loader, created (and its code imported) on first use."""
        if self._loader_ is None:
            from dixit_desktop.deck.loader import PhotoDeckLoader

            loader = PhotoDeckLoader(self)
            loader.progress.connect(self._on_progress)
            loader.finished.connect(self._on_finished)
            loader.failed.connect(self._on_failed)
            loader.runningChanged.connect(self.photosChanged)
            self._loader_ = loader
        return self._loader_

    def _loading(self) -> bool:
        return self._loader_ is not None and bool(self._loader_.running)

    loading = Property(bool, _loading, notify=photosChanged)
    progress = Property(float, lambda self: self._progress, notify=progressChanged)
    progressText = Property(str, lambda self: self._progress_text(), notify=progressChanged)

    def _progress_text(self) -> str:
        done, total = self._done
        if not self._loading() or total <= 0:
            return ""
        return fill(tr("Preparing picture %1 of %2…"), min(done + 1, total), total)

    @Slot(str)
    def usePhotoFolder(self, folder: str) -> None:
        """Prepare the pictures in ``folder`` (a path or a file:// URL) on a worker thread;
        the window stays responsive, shows progress, and can cancel. Refused, naming the
        minimum, when too few of them can be used."""
        from PySide6.QtCore import QUrl

        path = Path(QUrl(folder).toLocalFile() if folder.startswith("file:") else folder)
        rules = self._draft.rules
        n = self._draft.player_count
        n = n if n in rules.player_counts else rules.min_players
        self._folder = path
        self._report = ""
        self._done = (0, 0)
        self._progress = 0.0
        self._loader.start(path, self._cache, rules.min_deck_size(n), f"{rules.id}:{n}")
        self.photosChanged.emit()
        self.progressChanged.emit()

    @Slot()
    def cancelLoading(self) -> None:
        self._loader.cancel()

    @Slot()
    def useBuiltinDeck(self) -> None:
        if self._loader_ is not None:
            self._loader_.cancel()
        self._report = ""
        self._draft.use_photos(None, "", "")
        self.photosChanged.emit()

    def shutdown(self) -> None:
        """Before quitting: stop preparing pictures."""
        if self._loader_ is not None:
            self._loader_.shutdown()

    def _on_progress(self, done: int, total: int) -> None:
        self._done = (done, total)
        self._progress = done / total if total else 0.0
        self.progressChanged.emit()

    def _on_finished(self, deck: Any, report: Any) -> None:
        self._report = report_text(report)
        if deck is not None and self._folder is not None:
            label = fill(tr("Photos from %1"), self._folder.name)
            self._draft.use_photos(deck, str(self._folder), label)
        self.photosChanged.emit()

    def _on_failed(self, error: Any) -> None:
        report = getattr(error, "report", None)
        self._report = report_text(report) if report is not None else ""
        notice = getattr(error, "notice", None)
        self._session.say(notice if isinstance(notice, Notice) else Notice("photo.folder_unusable"))
        self.photosChanged.emit()


def report_text(report: Any) -> str:
    """What became of the folder's files, in words: how many can be used, and each file
    left out with its reason."""
    if report is None:
        return ""
    used = len(report.used)
    lines = [tr("%n picture(s) can be used.", "Words", used)]
    if report.skipped:
        lines.append(tr("%n file(s) left out:", "Words", len(report.skipped)))
        lines += [f"{s.path.name}: {text(s.notice)}" for s in report.skipped]
    if getattr(report, "cancelled", False):
        lines.append(tr("Stopped before the end."))
    return "\n".join(lines)
