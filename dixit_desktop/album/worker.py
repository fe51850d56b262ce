"""An album export on a worker thread, for a window that must stay responsive.

:class:`AlbumExporter` lives on the GUI thread; :meth:`~AlbumExporter.start` runs
:func:`~dixit_desktop.album.export.export` on a ``QThread`` and reports back with signals,
delivered on the exporter's own (GUI) thread:

- ``progress(done: int, total: int)``: after each page;
- ``finished(result: Result)``: the album is written (renamed to its final name);
- ``failed(notice: Notice)``: nothing was kept (``album.cancelled`` after a cancel).

Exactly one of ``finished`` and ``failed`` follows each ``start``. ``cancel()`` stops the run
before its next page.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QThread, Signal, SignalInstance

from .export import AlbumError, Job, export


class _Run(QThread):
    stepped = Signal(int, int)
    made = Signal(object)
    broke = Signal(object)

    def __init__(self, job: Job, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self.stop = threading.Event()

    def run(self) -> None:
        try:
            result = export(self.job, self.stepped.emit, self.stop.is_set)
        except AlbumError as e:
            self.broke.emit(e.notice)
        else:
            self.made.emit(result)


class AlbumExporter(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._run: _Run | None = None

    @property
    def running(self) -> bool:
        return self._run is not None

    def start(self, job: Job) -> bool:
        """Start exporting ``job``; False (nothing started) while another export runs."""
        if self._run is not None:
            return False
        run = _Run(job)
        run.stepped.connect(self.progress)
        run.made.connect(lambda result, r=run: self._end(r, self.finished, result))
        run.broke.connect(lambda notice, r=run: self._end(r, self.failed, notice))
        run.finished.connect(run.deleteLater)
        self._run = run
        run.start()
        return True

    def cancel(self) -> None:
        if self._run is not None:
            self._run.stop.set()

    def shutdown(self) -> None:
        """Cancel and wait (before quitting)."""
        run = self._run
        if run is not None:
            run.stop.set()
            run.wait(30_000)

    def _end(self, run: _Run, signal: SignalInstance, value: object) -> None:
        if run is self._run:
            self._run = None
            signal.emit(value)
