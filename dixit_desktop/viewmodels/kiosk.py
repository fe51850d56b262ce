"""Kiosk mode: full screen, no way out but a grown-up's long press and PIN."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session import Session
from dixit_desktop.session.kiosk import PIN_LENGTHS, KioskLock

from . import wiring

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

    @Slot(str, result=bool)
    def setPin(self, pin: str) -> bool:
        notice = self._lock.set_pin(pin)
        self._session.say(notice)
        self.kioskChanged.emit()
        return notice.code == "kiosk.pin_saved"

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
