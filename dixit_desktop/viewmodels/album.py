"""The game album: save the story of a game (the one that just ended, or a past one) as a
picture book, a PDF and a PNG per page, on a worker thread with progress and cancel."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QEnum, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.notices import Notice, Param
from dixit_desktop.session.changes import Change
from dixit_desktop.words import text

from . import wiring
from .base import SessionViewModel
from .kinds import PageSizes

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

PAGE_SIZES = ("a4", "letter")
LETTER_TERRITORIES = {"UnitedStates", "Canada", "Mexico", "Chile", "Colombia", "Philippines"}
"""Where families print on US Letter (elsewhere A4)."""


def default_page_size(territory: str) -> str:
    return "letter" if territory in LETTER_TERRITORIES else "a4"


def albums_folder() -> Path:
    """The user's Pictures (else Documents, else home) folder, "Dixit albums" in it."""
    from PySide6.QtCore import QStandardPaths

    for kind in (
        QStandardPaths.StandardLocation.PicturesLocation,
        QStandardPaths.StandardLocation.DocumentsLocation,
    ):
        found = QStandardPaths.writableLocation(kind)
        if found:
            return Path(found) / "Dixit albums"
    return Path.home() / "Dixit albums"


@QmlElement
@QmlSingleton
class Album(SessionViewModel):
    QEnum(PageSizes)  # QML: Album.pageSize === Album.A4

    changedState = Signal()
    progressChanged = Signal()

    def __init__(
        self,
        session: Session,
        builtin: Any,
        shown_past_game: Callable[[], int | None],
        kiosk: Callable[[], bool],
        folder: Path | None = None,
        dpi: tuple[int, int] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._builtin = builtin
        self._shown_past_game = shown_past_game
        self._kiosk = kiosk
        self._folder = folder
        self._dpi = dpi
        self._open = False
        self._game: int | None = None  # the past game to make an album of (None: on screen)
        self._progress = 0.0
        self._done = 0  # pages painted, of ``_pages`` (shown as "Page 7 of 32")
        self._pages = 0
        self._chosen = ""
        self._notices: list[Notice] = []
        self.result: Any = None
        """The last album written (an export.Result), for opening its folder."""
        self._exporter_: Any = None

    @staticmethod
    def create(engine: Any) -> Album:
        return wiring.of(engine).album

    def changed(self, change: Change) -> None:
        if change & Change.STEP and self._open and not self._busy():
            self._open = False  # the panel belongs to the screen it was opened on
            self.changedState.emit()

    def retranslate(self) -> None:
        self.changedState.emit()

    # --- what the panel shows ----------------------------------------------------------------

    def _busy(self) -> bool:
        return self._exporter_ is not None and bool(self._exporter_.running)

    panelOpen = Property(bool, lambda self: self._open, notify=changedState)
    busy = Property(bool, _busy, notify=changedState)
    progress = Property(float, lambda self: self._progress, notify=progressChanged)
    page = Property(int, lambda self: min(self._done + 1, self._pages), notify=progressChanged)
    """The page being made now (1-based), while busy."""
    pages = Property(int, lambda self: self._pages, notify=progressChanged)
    outcome = Property(
        str, lambda self: "\n".join(text(n) for n in self._notices), notify=changedState
    )
    saved = Property(bool, lambda self: self.result is not None, notify=changedState)
    canOpenFolder = Property(
        bool, lambda self: self.result is not None and not self._kiosk(), notify=changedState
    )
    folderText = Property(str, lambda self: str(self._target()), notify=changedState)

    def _page_size(self) -> str:
        store: Any = self._session.store
        chosen = store.setting("album_page_size", "") if store is not None else ""
        if chosen in PAGE_SIZES:
            return str(chosen)
        if self._chosen in PAGE_SIZES:
            return str(self._chosen)
        from PySide6.QtCore import QLocale

        return default_page_size(QLocale.system().territory().name)

    def _set_page_size(self, size: str) -> None:
        if size not in PAGE_SIZES or size == self._page_size():
            return
        self._chosen = size
        store = self._session.store
        if store is not None:
            store.set_setting("album_page_size", size)
        self.changedState.emit()

    def _page_size_kind(self) -> int:
        return int(PageSizes.of(self._page_size()))

    def _set_page_size_kind(self, kind: int) -> None:
        if kind in set(PageSizes):
            self._set_page_size(PageSizes(kind).id)

    pageSize = Property(int, _page_size_kind, _set_page_size_kind, notify=changedState)
    """The paper the album is made for: ``Album.A4`` or ``Album.LETTER``."""

    # --- intents -----------------------------------------------------------------------------

    @Slot(int)
    def open(self, game_id: int = -1) -> None:
        """The album panel for a past game (its id), or with -1 for the game on screen (the
        story being read, or the game that just ended)."""
        if self._busy():
            self._open = True
        else:
            self._game = game_id if game_id >= 0 else self._shown_past_game()
            self._open = True
            self._notices = []
            self.result = None
            self._progress = 0.0
        self.changedState.emit()
        self.progressChanged.emit()

    @Slot()
    def close(self) -> None:
        if not self._busy():
            self._open = False
            self.changedState.emit()

    @Slot()
    def start(self) -> None:
        """Write the album, off the UI thread; progress, then the outcome, show on the panel."""
        if self._busy():
            return
        self._notices = []
        self.result = None
        try:
            job = self._job()
        except _NoGame as e:
            self._notices = [e.notice]
            self.changedState.emit()
            return
        self._progress = 0.0
        self._done, self._pages = 0, len(job.pages)
        self._exporter.start(job)
        self.changedState.emit()
        self.progressChanged.emit()

    @Slot()
    def cancel(self) -> None:
        if self._exporter_ is not None:
            self._exporter_.cancel()

    @Slot()
    def openFolder(self) -> None:
        """Show the album's folder in the system's file manager (never in kiosk mode). Where
        no file manager answers (a bare Linux desktop), the panel says so and where the album
        is, so the press is never silently lost."""
        if self.result is None or self._kiosk():
            return
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        folder = str(self.result.folder)
        if QDesktopServices.openUrl(QUrl.fromLocalFile(folder)):
            return
        log.warning("no file manager opened the album folder %s", folder)
        notice = Notice("album.folder_not_opened", {"folder": folder})
        if notice not in self._notices:
            self._notices.append(notice)
            self.changedState.emit()

    def shutdown(self) -> None:
        if self._exporter_ is not None:
            self._exporter_.shutdown()

    # --- the work ----------------------------------------------------------------------------

    @property
    def _exporter(self) -> Any:
        if self._exporter_ is None:
            from dixit_desktop.album.worker import AlbumExporter

            exporter = AlbumExporter(self)
            exporter.progress.connect(self._on_progress)
            exporter.finished.connect(self._on_finished)
            exporter.failed.connect(self._on_failed)
            self._exporter_ = exporter
        return self._exporter_

    def _target(self) -> Path:
        return self._folder or albums_folder()

    def _job(self) -> Any:
        from dixit_desktop.album.export import PNG_DPI, Job, album_name
        from dixit_desktop.album.plan import PAGE_SIZES as SIZES
        from dixit_desktop.album.plan import AlbumInfo, plan_album

        game, specs, when, photos = self._game_to_show()
        if game is None or not game.history:
            raise _NoGame(Notice("album.no_game"))
        size = SIZES[self._page_size()]
        pages = plan_album(game, specs, AlbumInfo(_long_date(when), size))
        deck = photos if photos is not None else self._builtin
        name = album_name(when.isoformat(), [s.name for s in specs])
        pdf_dpi, png_dpi = self._dpi or (300, PNG_DPI)

        def picture(card_id: str) -> Path | None:
            return deck.image_path(card_id) if deck is not None and card_id in deck else None

        from dixit_desktop.words_album import AlbumWords

        return Job(pages, size, self._target(), name, picture, AlbumWords.title(), pdf_dpi, png_dpi)

    def _game_to_show(self) -> tuple[Any, list[Any], date, Any]:
        """The game, its players, its date and its photo deck (None: the built-in deck)."""
        s = self._session
        store: Any = s.store
        if self._game is None:
            return s.game, list(s.specs), self._date_of(s.game_id), s.photos
        from dixit_desktop.session.players import PlayerSpec
        from dixit_desktop.storage import StorageError

        if store is None:
            raise _NoGame(Notice("album.no_game"))
        try:
            game, players = store.load(self._game)
            specs = [PlayerSpec.from_dict(p) for p in players]
        except (StorageError, ValueError) as e:
            log.warning("album of game %s: %s", self._game, e)
            raise _NoGame(Notice("store.past_game_unreadable")) from e
        photos, problem = s.effects.photos_for(store.deck_source(self._game))
        if problem is not None:
            self._notices.append(problem)
        return game, specs, self._date_of(self._game), photos

    def _date_of(self, game_id: int | None) -> date:
        store: Any = self._session.store
        if store is not None and game_id is not None:
            row = store.finished_game(game_id)  # any past game, not only the newest page's
            if row is not None:
                try:
                    return date.fromisoformat(str(row.finished or row.created)[:10])
                except ValueError:
                    pass
        return date.today()

    def _on_progress(self, done: int, total: int) -> None:
        self._progress = done / total if total else 0.0
        self._pages = max(0, total - 1)  # the last step writes the PDF
        self._done = done
        self.progressChanged.emit()

    def _on_finished(self, result: Any) -> None:
        self.result = result
        self._progress = 1.0
        notices = [n for n in self._notices if n.code.startswith("photos.")]
        saved: dict[str, Param] = {"pages": len(result.pngs), "folder": str(result.folder)}
        notices.insert(0, Notice("album.saved", saved))
        if result.missing:
            notices.append(Notice("album.pictures_missing", {"count": result.missing}))
        self._notices = notices
        self.changedState.emit()
        self.progressChanged.emit()

    def _on_failed(self, notice: Notice) -> None:
        self._notices = [notice]
        self._progress = 0.0
        self.changedState.emit()
        self.progressChanged.emit()

    @property
    def notices(self) -> list[Notice]:
        """What the panel says now, as codes (for tests)."""
        return list(self._notices)


class _NoGame(Exception):
    def __init__(self, notice: Notice) -> None:
        super().__init__(str(notice))
        self.notice = notice


def _long_date(d: date) -> str:
    """ "12 March 2025", in the language being played."""
    from PySide6.QtCore import QDate, QLocale

    from dixit_desktop.i18n import TRANSLATIONS

    return QLocale(TRANSLATIONS.language).toString(QDate(d.year, d.month, d.day), "d MMMM yyyy")
