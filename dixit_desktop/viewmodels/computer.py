"""A computer player's turn on the shared screen: who is thinking and what about, for a short
beat (shorter with reduced motion, skippable). The same screen then shows every clue just
given (the TOLD step: a computer's or a person's) in large type until the table carries on.
Nothing private: no hand is ever shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step
from dixit_desktop.words import clue_line, fill, text, tr

from . import wiring
from .base import SessionViewModel
from .rows import player_look

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

BEAT_MS = 1600
"""How long a computer player seems to think: long enough to see who plays."""
QUICK_BEAT_MS = 500
"""The beat with reduced motion."""
WAIT_MS = 100
"""How often the beat looks again while the computer players' word lists still load."""


@QmlElement
@QmlSingleton
class Computer(SessionViewModel):
    turnChanged = Signal()

    def __init__(
        self,
        session: Session,
        beat_ms: Callable[[], int] = lambda: BEAT_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._beat_ms = beat_ms
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._beat_over)

    @staticmethod
    def create(engine: Any) -> Computer:
        return wiring.of(engine).computer

    def changed(self, change: Change) -> None:
        if change & (Change.STEP | Change.HANDOFF | Change.TABLE):
            self._timer.stop()
            s = self._session
            if s.step is Step.COMPUTER and s.computers.seat >= 0:
                self._timer.start(max(0, self._beat_ms()))
            self.turnChanged.emit()

    def retranslate(self) -> None:
        self.turnChanged.emit()

    def _beat_over(self) -> None:
        s = self._session
        if not s.computers.ready():  # without their words they guess: never a dead end
            self._timer.start(WAIT_MS)  # still reading its word lists: the beat goes on
            return
        s.computers.act()

    def _told(self) -> bool:
        return self._session.step is Step.TOLD

    def _look(self, what: str) -> str:
        """The computer player thinking, or the storyteller whose clue is told."""
        s = self._session
        seat = {Step.COMPUTER: s.computers.seat, Step.TOLD: s.storyteller()}.get(s.step, -1)
        if not 0 <= seat < len(s.specs):
            return ""
        return str(player_look(s.specs[seat])[what])

    def _doing(self) -> str:
        return text(self._session.computers.doing())

    def _clue(self) -> str:
        s = self._session
        c = s.clue() if self._told() else None
        return clue_line(*c) if c is not None else ""

    def _told_line(self) -> str:
        if not self._told():
            return ""
        return fill(tr("%1's clue:"), self._look("name"))

    name = Property(str, lambda self: self._look("name"), notify=turnChanged)
    colour = Property(str, lambda self: self._look("colour"), notify=turnChanged)
    ink = Property(str, lambda self: self._look("ink"), notify=turnChanged)
    symbol = Property(str, lambda self: self._look("symbol"), notify=turnChanged)
    doing = Property(str, _doing, notify=turnChanged)
    told = Property(bool, _told, notify=turnChanged)
    toldLine = Property(str, _told_line, notify=turnChanged)
    clue = Property(str, _clue, notify=turnChanged)

    @Slot()
    def skip(self) -> None:
        """Skip the beat: the computer player decides now (once it can)."""
        if self._timer.isActive():
            self._timer.stop()
            self._beat_over()

    @Slot()
    def carryOn(self) -> None:
        """Everyone has read the clue just given."""
        self._session.carry_on()
