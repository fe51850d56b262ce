"""Saving a drawn card on a worker thread, for a window that must stay responsive (exporting a
card, painted at 1200x1800 with its WebP and thumbnail, takes about half a second).

:class:`CardSaver` lives on the GUI thread; :meth:`~CardSaver.start` runs
:func:`save_card` on a ``QThread`` (the app's pattern: ``album/worker.py``,
``deck/loader.py``) and reports back with signals, delivered on the saver's own (GUI) thread:

- ``finished(card: FamilyCard)``: the card is saved;
- ``failed(error: Exception)``: nothing was saved (a ``DrawingError`` from the store, or an
  ``OSError`` from the encoder), the card on disk as it was.

Exactly one of them follows each ``start``; ``running`` is True in between, and ``start``
refuses a second save meanwhile. :meth:`~CardSaver.wait` blocks until the save is done and
delivers its result at once (the app quitting, a test without an event loop)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal, Slot

if TYPE_CHECKING:
    from dixit_desktop.drawing.family import FamilyCard, FamilyStore
    from dixit_desktop.drawing.sketch import Sketch

log = logging.getLogger(__name__)

_RUNS: set[_Run] = set()
"""Every save's thread until it has ended: never deleted while it runs, whatever happens to
the saver meanwhile (a window closed in the middle of a save)."""


@dataclass
class SaveJob:
    """A card to save: ``card_id`` "" for a new one. The sketch is not changed meanwhile (the
    Drawing view-model refuses every change while it saves)."""

    family: FamilyStore
    sketch: Sketch
    card_id: str = ""
    title: str = ""
    words: str = ""
    maker: str = ""


def save_card(job: SaveJob) -> FamilyCard:
    """Export the sketch and save it as a new card or over the one opened again (any thread)."""
    from dixit_desktop.drawing.raster import export_card

    picture, thumbnail = export_card(job.sketch)
    family, sketch = job.family, job.sketch
    texts = {"title": job.title, "words": job.words, "maker": job.maker}
    if job.card_id:
        return family.save_changed(
            job.card_id, picture=picture, thumbnail=thumbnail, sketch=sketch, **texts
        )
    return family.save_new(picture=picture, thumbnail=thumbnail, sketch=sketch, **texts)


class _Run(QThread):
    """One save; ``done`` crosses to the saver's thread as a queued call."""

    done = Signal(object)

    def __init__(self, job: SaveJob, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self.card: FamilyCard | None = None
        self.error: Exception | None = None

    def run(self) -> None:
        from dixit_desktop.drawing.errors import DrawingError

        try:
            self.card = save_card(self.job)
        except (DrawingError, OSError) as e:
            self.error = e
        except Exception as e:  # a bug must not leave the Save button saving forever
            log.exception("saving a card failed")
            self.error = OSError(f"the card could not be saved ({e!r})")
        self.done.emit(self)


class CardSaver(QObject):
    """Saves cards off the GUI thread (see the module's docstring)."""

    finished = Signal(object)
    failed = Signal(object)
    runningChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._run: _Run | None = None

    @property
    def running(self) -> bool:
        return self._run is not None

    def start(self, job: SaveJob) -> bool:
        """Start saving; False (nothing started) while a save is running."""
        if self._run is not None:
            return False
        run = _Run(job)
        _RUNS.add(run)
        run.done.connect(self._done)
        run.finished.connect(self._ended)
        self._run = run
        run.start()
        self.runningChanged.emit()
        return True

    def wait(self, timeout_ms: int = 30_000) -> None:
        """Block until the running save is done (at most ``timeout_ms``) and deliver it."""
        run = self._run
        if run is not None and run.wait(timeout_ms):
            self._done(run)

    @Slot()
    def _ended(self) -> None:
        for run in [r for r in _RUNS if r.isFinished()]:
            _RUNS.discard(run)
            run.deleteLater()

    @Slot(object)
    def _done(self, run: _Run) -> None:
        if run is not self._run:
            return  # delivered already (by wait)
        self._run = None
        self.runningChanged.emit()
        if run.card is not None:
            self.finished.emit(run.card)
        else:
            self.failed.emit(run.error or OSError("the card could not be saved"))
