"""Kiosk mode: full screen, no way out but a grown-up's long press and PIN."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.kiosk import PIN_LENGTHS, KioskLock, PinStep
from dixit_desktop.words import fill, tr

from . import wiring

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Kiosk(QObject):
    kioskChanged = Signal()
    exitApproved = Signal()

    def __init__(
        self, session: Session, lock: KioskLock, release: Any = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._lock = lock
        self._release = release or (lambda: None)

    @staticmethod
    def create(engine: Any) -> Kiosk:
        return wiring.of(engine).kiosk

    def _set_active(self, on: bool) -> None:
        if on and not self._lock.active:
            self._lock.turn_on()
            self.kioskChanged.emit()

    active = Property(bool, lambda self: self._lock.active, _set_active, notify=kioskChanged)
    pinSet = Property(bool, lambda self: self._lock.pin_set, notify=kioskChanged)
    exitPrompt = Property(bool, lambda self: self._lock.exit_prompt, notify=kioskChanged)
    mayClose = Property(bool, lambda self: self._lock.may_close, notify=kioskChanged)
    pinMinLength = Property(int, lambda self: min(PIN_LENGTHS), constant=True)
    pinMaxLength = Property(int, lambda self: max(PIN_LENGTHS), constant=True)

    pinStep = Property(int, lambda self: int(self._lock.step), notify=kioskChanged)
    changingPin = Property(
        bool, lambda self: self._lock.step is not PinStep.NONE, notify=kioskChanged
    )

    def _prompt(self) -> str:
        step = self._lock.step
        lo, hi = min(PIN_LENGTHS), max(PIN_LENGTHS)
        if step is PinStep.CURRENT:
            return tr("Grown-ups only: first enter the current PIN")
        if step is PinStep.NEW:
            return fill(tr("Choose a new PIN for grown-ups (%1 to %2 digits)"), lo, hi)
        if step is PinStep.REPEAT:
            return tr("Type the new PIN once more")
        return ""

    pinPrompt = Property(str, _prompt, notify=kioskChanged)

    @Slot()
    def startPinChange(self) -> None:
        """Set or change the PIN: the current one first (if any), then the new one twice."""
        self._lock.start_change()
        self.kioskChanged.emit()

    @Slot()
    def startPinRemoval(self) -> None:
        """Remove the PIN: only with the current one."""
        self._lock.start_change(removing=True)
        self.kioskChanged.emit()

    @Slot()
    def cancelPinChange(self) -> None:
        self._lock.cancel_change()
        self.kioskChanged.emit()

    @Slot(str)
    def enterPin(self, pin: str) -> None:
        """A PIN typed on the pad while changing it; Kiosk.pinStep says what comes next."""
        notice = self._lock.enter(pin)
        if notice is not None:
            self._session.say(notice)
        self.kioskChanged.emit()

    @Slot()
    def requestExit(self) -> None:
        if self._lock.request_exit():
            self.kioskChanged.emit()

    @Slot()
    def cancelExit(self) -> None:
        if self._lock.cancel_exit():
            self.kioskChanged.emit()

    @Slot(str)
    def tryExit(self, pin: str) -> None:
        def leave() -> None:
            self._release()
            self.kioskChanged.emit()
            self.exitApproved.emit()

        problem = self._lock.try_exit(pin, leave)
        if problem is not None:
            self._session.say(problem)
