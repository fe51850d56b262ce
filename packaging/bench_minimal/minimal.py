"""The smallest PySide6 QML app: one window with one line of text. packaging/benchmark.py
builds it the way dixit_desktop.spec builds the game, as the baseline to compare with."""

import sys

from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine

QML = b"""
import QtQuick

Window {
    width: 1024
    height: 600
    visible: true
    color: "#161a36"
    title: "Minimal"
    Text {
        anchors.centerIn: parent
        text: "Hello from Qt Quick"
        color: "#f6efdf"
        font.pixelSize: 48
    }
}
"""


def main() -> int:
    app = QGuiApplication(sys.argv)
    engine = QQmlApplicationEngine()
    engine.loadData(QML)
    if not engine.rootObjects():
        return 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
