"""The handoff screen: who the device goes to next, and their deliberate "I am ...".

The hold is enforced here, not only drawn in QML: :meth:`Handoff.confirm` opens a private
screen only when a press began *on this handoff* (:meth:`pressStarted`, for the player it
names) and has lasted the hold time without being let go. A press that began on the
screen before, a tap, an Enter or Space that is not held, a key's auto-repeat, or a screen
reader's single "activate" never count. Screen-reader players have a step of their own:
:meth:`askSpoken` asks them to confirm, and :meth:`confirmSpoken` is refused until the
question has been on screen for a moment, so no stray double action can open a hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore
from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step
from dixit_desktop.words import handoff_purpose

from . import wiring
from .base import SessionViewModel
from .rows import player_look

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

SPOKEN_PAUSE_MS = 1500
"""How long the screen-reader question stays before its "yes" can count."""
HOLD_SLACK_MS = 30
"""Timers and frames are not exact: a hold this much shorter still counts."""


@QmlElement
@QmlSingleton
class Handoff(SessionViewModel):
    """Only public facts: the next player's name, colour and symbol, and what they will do."""

    handoffChanged = Signal()
    spokenChanged = Signal()

    def __init__(
        self,
        session: Session,
        hold_ms: Callable[[], int] = lambda: 600,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._hold_ms = hold_ms
        self._clock = clock
        self._pressed_at: float | None = None
        self._spoken_at: float | None = None
        self._spoken_timer = QTimer(self)  # says when the question's yes may count
        self._spoken_timer.setSingleShot(True)
        self._spoken_timer.setTimerType(QtCore.Qt.TimerType.PreciseTimer)  # never a little early
        self._spoken_timer.setInterval(SPOKEN_PAUSE_MS + 20)
        self._spoken_timer.timeout.connect(self.spokenChanged)
        self._hold_timer = QTimer(self)  # the hold is timed here, not by the fill animation
        self._hold_timer.setSingleShot(True)
        self._hold_timer.setTimerType(QtCore.Qt.TimerType.PreciseTimer)
        self._hold_timer.timeout.connect(self.confirm)

    @staticmethod
    def create(engine: Any) -> Handoff:
        return wiring.of(engine).handoff

    def changed(self, change: Change) -> None:
        if change & (Change.HANDOFF | Change.STEP):
            self._pressed_at = None  # a press from another screen or player never counts
            self._hold_timer.stop()
            if self._spoken_at is not None:
                self._spoken_at = None
                self.spokenChanged.emit()
            self.handoffChanged.emit()

    def retranslate(self) -> None:
        self.handoffChanged.emit()

    def _shown(self) -> bool:
        s = self._session
        return s.game is not None and s.step is Step.HANDOFF and s.handoff >= 0

    def _look(self, what: str) -> str:
        s = self._session
        if s.game is None or not 0 <= s.handoff < len(s.specs):
            return ""
        return str(player_look(s.specs[s.handoff])[what])

    seat = Property(int, lambda self: self._session.handoff, notify=handoffChanged)
    name = Property(str, lambda self: self._look("name"), notify=handoffChanged)
    colour = Property(str, lambda self: self._look("colour"), notify=handoffChanged)
    ink = Property(str, lambda self: self._look("ink"), notify=handoffChanged)
    symbol = Property(str, lambda self: self._look("symbol"), notify=handoffChanged)

    def _purpose(self) -> str:
        from dixit_desktop.session.choice import cards_needed

        g = self._session.game
        seat = self._session.handoff
        if g is None or seat < 0:
            return ""
        return handoff_purpose(str(g.phase.value), cards_needed(g.request_for(seat)))

    purpose = Property(str, _purpose, notify=handoffChanged)
    spokenAsked = Property(bool, lambda self: self._spoken_at is not None, notify=spokenChanged)

    def _spoken_ready(self) -> bool:
        asked = self._spoken_at
        return asked is not None and (self._clock() - asked) * 1000 >= SPOKEN_PAUSE_MS

    spokenReady = Property(bool, _spoken_ready, notify=spokenChanged)

    # --- the hold ------------------------------------------------------------------------------

    @property
    def holding(self) -> bool:
        """A press on this handoff is being timed: the only way a hand can still open."""
        return self._pressed_at is not None

    @Slot()
    def pressStarted(self) -> None:
        """A fresh press (finger, mouse button, or a key that is not auto-repeating) began on
        "I am ..." while this handoff is shown."""
        if self._shown():
            self._pressed_at = self._clock()
            self._hold_timer.start(max(0, self._hold_ms()))

    @Slot()
    def pressEnded(self) -> None:
        """The press was let go or taken away: a new hold must start from the beginning."""
        self._pressed_at = None
        self._hold_timer.stop()

    @Slot()
    def confirm(self) -> None:
        """The end of the hold (the hold timer calls it): opens the private screen only if a
        press that began on this handoff is still down and has lasted the hold time. (The
        button's fill is only a picture of the hold: animation clocks can run ahead of real
        time when frames come fast.)"""
        start = self._pressed_at
        if start is None or not self._shown():
            return
        held_ms = (self._clock() - start) * 1000
        if held_ms + HOLD_SLACK_MS < self._hold_ms():
            return
        self._pressed_at = None
        self._hold_timer.stop()
        self._session.confirm_handoff()

    # --- a screen reader's own deliberate step ---------------------------------------------------

    @Slot()
    def askSpoken(self) -> None:
        """A screen reader activated "I am ...": ask, out loud, before anything opens."""
        if self._shown() and self._spoken_at is None:
            self._spoken_at = self._clock()
            self._spoken_timer.start()
            self.spokenChanged.emit()

    @Slot()
    def cancelSpoken(self) -> None:
        if self._spoken_at is not None:
            self._spoken_at = None
            self.spokenChanged.emit()

    @Slot()
    def confirmSpoken(self) -> None:
        """ "Yes, I am ..." on the question; refused in the first moment after it appeared."""
        asked = self._spoken_at
        if asked is None or not self._shown():
            return
        if (self._clock() - asked) * 1000 < SPOKEN_PAUSE_MS:
            return
        self._spoken_at = None
        self.spokenChanged.emit()
        self._session.confirm_handoff()
