"""Gentle timers: the lengths a family chose for each private step (off by default, kept in
the store like the other settings), and the sand-timer of the private screen on now.

The timing is :class:`~dixit_desktop.session.sandtimer.TurnTimers`' (plain Python, over an
injected clock); this view-model follows the session's steps, looks at the clock while a
sand-timer runs, and when it runs out plays the soft "nudge" sound and says so to screen
readers. It never acts for anyone, and off a private screen it shows nothing (a full glass).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.sandtimer import CHOICES, Nudge, TurnTimers, turn_of, valid_length
from dixit_desktop.session.steps import Step
from dixit_desktop.words import fill, tr

from . import wiring
from .base import SessionViewModel

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

TICK_MS = 500
"""How often a running sand-timer is looked at (its level moves by less than a pixel)."""
SOUND = "nudge"
"""The soft sound when the sand has run out (dixit_desktop/system/sound.py)."""


def _key(step: Step) -> str:
    return f"timer_{step.name.lower()}"


@QmlElement
@QmlSingleton
class Timers(SessionViewModel):
    lengthsChanged = Signal()
    timerChanged = Signal()
    fractionChanged = Signal()
    sayingChanged = Signal()

    def __init__(
        self,
        session: Session,
        store: Any = None,
        sound: Callable[[str], None] = lambda _name: None,
        clock: Callable[[], float] = time.monotonic,
        tick_ms: int = TICK_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._store = store
        self._sound = sound
        self._lengths = {step: valid_length(step, self._setting(_key(step))) for step in CHOICES}
        self._timers = TurnTimers(clock, lambda step: self._lengths.get(step, 0))
        self._shown: tuple[bool, bool, float, Nudge | None] = (False, False, 1.0, None)
        self._ticker = QTimer(self)
        self._ticker.setInterval(tick_ms)
        self._ticker.timeout.connect(self.tick)

    @staticmethod
    def create(engine: Any) -> Timers:
        return wiring.of(engine).timers

    def _setting(self, key: str) -> Any:
        return self._store.setting(key, 0) if self._store is not None else 0

    # --- following the session -----------------------------------------------------------------

    def changed(self, change: Change) -> None:
        if change & (Change.STEP | Change.VIEWER):
            self._follow()

    def _follow(self) -> None:
        self._timers.follow(self._session.step, turn_of(self._session))
        self._update()

    @Slot()
    def tick(self) -> None:
        """Look at the sand (the ticker does it twice a second; tests call it)."""
        for nudge in self._timers.poll():
            if nudge is Nudge.UP:
                self._sound(SOUND)
        self._update()

    def _update(self) -> None:
        t = self._timers
        if t.ticking and not self._ticker.isActive():
            self._ticker.start()
        elif not t.ticking and self._ticker.isActive():
            self._ticker.stop()
        shown = (t.shown, t.expired, round(t.fraction_left(), 4), t.said)
        old, self._shown = self._shown, shown
        if old[:2] != shown[:2]:
            self.timerChanged.emit()
        if old[2] != shown[2]:
            self.fractionChanged.emit()
        if old[3] != shown[3]:
            self.sayingChanged.emit()

    # --- what the private screen shows -----------------------------------------------------------

    active = Property(bool, lambda self: self._shown[0], notify=timerChanged)
    """A sand-timer shows on this private screen."""
    expired = Property(bool, lambda self: self._shown[1], notify=timerChanged)
    fractionLeft = Property(float, lambda self: self._shown[2], notify=fractionChanged)
    """The sand still in the top of the glass, 1.0 to 0.0 (1.0 when none is shown)."""

    def _saying(self) -> str:
        said = self._shown[3]
        if said is Nudge.UP:
            return tr("Time is up, take your time to finish")
        if said is Nudge.HALF:
            return tr("Half the time left")
        return ""

    saying = Property(str, _saying, notify=sayingChanged)
    """What the timer last said, for screen readers ("" until half the time is gone)."""

    # --- the lengths, for Settings ---------------------------------------------------------------

    @staticmethod
    def _length_name(seconds: int) -> str:
        if seconds <= 0:
            return tr("Off")
        if seconds < 60:
            return tr("%n s", "Words", seconds)
        return tr("%n min", "Words", seconds // 60)

    @staticmethod
    def _step_name(step: Step) -> str:
        return {
            Step.CLUE: tr("The storyteller's clue"),
            Step.PLAY: tr("Playing a card"),
            Step.VOTE: tr("Voting"),
        }[step]

    def _steps(self) -> list[dict[str, Any]]:
        return [
            {
                "step": int(step),
                "name": self._step_name(step),
                "seconds": self._lengths[step],
                "choices": [{"seconds": s, "name": self._length_name(s)} for s in choices],
            }
            for step, choices in CHOICES.items()
        ]

    steps = Property(list, _steps, notify=lengthsChanged)
    """Each private step with its length and the lengths to choose from."""

    def _summary(self) -> str:
        short = {Step.CLUE: tr("clue %1"), Step.PLAY: tr("card %1"), Step.VOTE: tr("vote %1")}
        on = [fill(short[st], self._length_name(s)) for st, s in self._lengths.items() if s > 0]
        return ", ".join(on) if on else tr("Off")

    summary = Property(str, _summary, notify=lengthsChanged)

    @Slot(int, int)
    def setLength(self, step: int, seconds: int) -> None:
        """The family's choice for a private step (a length it does not offer is refused)."""
        try:
            which = Step(step)
        except ValueError:
            return
        if which not in CHOICES or seconds not in CHOICES[which]:
            return
        if self._lengths[which] != seconds:
            self._lengths[which] = seconds
            if self._store is not None:
                self._store.set_setting(_key(which), seconds)
            self.lengthsChanged.emit()
            self._follow()

    def retranslate(self) -> None:
        self.lengthsChanged.emit()
        self.sayingChanged.emit()
