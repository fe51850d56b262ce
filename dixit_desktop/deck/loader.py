"""Preparing a photo deck on a worker thread, for a window that must stay responsive.

:class:`PhotoDeckLoader` lives on the GUI thread; :meth:`~PhotoDeckLoader.start` runs a
:class:`~dixit_desktop.deck.photos.PhotoDeckBuilder` on a ``QThread`` and reports back with
signals, delivered on the loader's own (GUI) thread:

- ``progress(done: int, total: int)``: after each file (first ``(0, total)``);
- ``finished(deck: Deck | None, report: PhotoReport)``: the deck, or None when cancelled
  (``report.cancelled`` is then True);
- ``failed(error: DeckError)``: the folder or the cache cannot be used, or too few pictures;
  ``error.notice`` is the code and parameters to show, ``error.report`` the per-file report
  when files were looked at (else None).

Exactly one of ``finished`` and ``failed`` follows each ``start``. ``cancel()`` stops the run
before its next file (within one file's work, a fraction of a second). Starting again while a
run is going cancels that run; its results are never delivered.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QObject, QThread, Signal, Slot

from .model import DeckError
from .photos import PhotoDeckBuilder

log = logging.getLogger(__name__)


class _Run(QThread):
    """One run of the builder; its signals cross to the loader's thread as queued calls."""

    stepped = Signal(int, int)
    built = Signal(object, object)
    broke = Signal(object)

    def __init__(self, builder: PhotoDeckBuilder, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.builder = builder
        self.stop = threading.Event()

    def run(self) -> None:
        try:
            deck, report = self.builder.run(self.stepped.emit, self.stop.is_set)
        except DeckError as e:
            self.broke.emit(e)
        except Exception as e:  # a bug must not leave the window waiting forever
            log.exception("preparing photos failed")
            err = DeckError(
                f"The photos could not be prepared ({e!r}).",
                "deck.photos_failed",
                {"folder": str(self.builder.folder), "error": repr(e)},
            )
            err.report = self.builder.report
            self.broke.emit(err)
        else:
            self.built.emit(deck, report)


class PhotoDeckLoader(QObject):
    """Prepares photo decks off the GUI thread (see the module's docstring)."""

    progress = Signal(int, int)
    finished = Signal(object, object)
    failed = Signal(object)
    runningChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._run: _Run | None = None
        self._old: set[_Run] = set()  # cancelled runs still winding down

    def _get_running(self) -> bool:
        return self._run is not None

    running = Property(bool, _get_running, notify=runningChanged)

    def start(
        self, folder: Path, cache_dir: Path, min_cards: int, label: str | None = None
    ) -> None:
        """Prepare the pictures in ``folder`` into ``cache_dir``; ``min_cards`` and ``label``
        as for :func:`~dixit_desktop.deck.photos.load_photo_deck`."""
        if self._run is not None:  # its results are dropped; it is kept until its thread ends
            self._run.stop.set()
            self._old.add(self._run)
        run = _Run(PhotoDeckBuilder(Path(folder), Path(cache_dir), min_cards, label))
        run.stepped.connect(lambda d, t, r=run: self._on_progress(r, d, t))
        run.built.connect(lambda deck, rep, r=run: self._on_built(r, deck, rep))
        run.broke.connect(lambda e, r=run: self._on_broke(r, e))
        run.finished.connect(lambda r=run: self._on_thread_done(r))
        self._run = run
        run.start()
        self.runningChanged.emit()

    @Slot()
    def cancel(self) -> None:
        """Stop the current run before its next file; ``finished(None, report)`` follows."""
        if self._run is not None:
            self._run.stop.set()

    def wait(self, ms: int = 30_000) -> bool:
        """Block until every run has ended (for quitting); True if they did."""
        runs = [r for r in (self._run, *self._old) if r is not None]
        return all(r.wait(ms) for r in runs)

    def shutdown(self) -> None:
        """Cancel and wait: call before the application quits."""
        self.cancel()
        for r in list(self._old):
            r.stop.set()
        self.wait()

    def _on_progress(self, run: _Run, done: int, total: int) -> None:
        if run is self._run:
            self.progress.emit(done, total)

    def _on_built(self, run: _Run, deck: Any, report: Any) -> None:
        if run is self._run:
            self._retire(run)
            if run.stop.is_set():  # cancelled after its last file: still cancelled
                report.cancelled = True
                deck = None
            self.finished.emit(deck, report)

    def _on_broke(self, run: _Run, error: DeckError) -> None:
        if run is self._run:
            self._retire(run)
            if run.stop.is_set() and error.report is not None:  # no error for a cancel
                error.report.cancelled = True
                self.finished.emit(None, error.report)
            else:
                self.failed.emit(error)

    def _retire(self, run: _Run) -> None:
        self._run = None
        self._old.add(run)
        self.runningChanged.emit()

    def _on_thread_done(self, run: _Run) -> None:
        if run is not self._run:
            self._old.discard(run)
            run.deleteLater()
