"""What every view-model shares: it listens to the session and re-emits only its own
signals for the changes it shows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject

from dixit_desktop.session.changes import Change

if TYPE_CHECKING:
    from dixit_desktop.session import Session


class SessionViewModel(QObject):
    """A view-model of one feature; subclasses map :class:`Change` flags to their signals
    in :meth:`changed`."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        session.subscribe(self.changed)

    def changed(self, change: Change) -> None:
        """React to ``change`` (emit the signals of the properties it affects)."""


def model_property(attr: str) -> Any:
    """A constant QObject property returning the list model stored in ``attr``."""

    def get(self: QObject) -> QObject:
        model: QObject = getattr(self, attr)
        return model

    return Property(QObject, get, constant=True)
