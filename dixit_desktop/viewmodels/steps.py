"""The step enum for QML: ``Navigator.step === Steps.HANDOFF``."""

from __future__ import annotations

from PySide6.QtCore import QEnum, QObject
from PySide6.QtQml import QmlElement, QmlUncreatable

from dixit_desktop.session.steps import Step

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlUncreatable("Steps only holds the Step enum")
class Steps(QObject):  # type: ignore[operator]
    QEnum(Step)
