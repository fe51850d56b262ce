"""The handoff screen: who the device goes to next, and their deliberate "I am ..."."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session import Change
from dixit_desktop.words import handoff_purpose

from . import wiring
from .base import SessionViewModel
from .rows import player_look

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Handoff(SessionViewModel):
    """Only public facts: the next player's name, colour and symbol, and what they will do."""

    handoffChanged = Signal()

    @staticmethod
    def create(engine: Any) -> Handoff:
        return wiring.of(engine).handoff

    def changed(self, change: Change) -> None:
        if change & (Change.HANDOFF | Change.STEP):
            self.handoffChanged.emit()

    def retranslate(self) -> None:
        self.handoffChanged.emit()

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
        g = self._session.game
        if g is None or self._session.handoff < 0:
            return ""
        return handoff_purpose(str(g.phase.value))

    purpose = Property(str, _purpose, notify=handoffChanged)

    @Slot()
    def confirm(self) -> None:
        """The named player's completed press-and-hold."""
        self._session.confirm_handoff()
