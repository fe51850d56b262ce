"""Card pictures load by file URL with Qt's own asynchronous loader, at the shown size.

(A Python image provider was tried first and dropped: with many cards loading at once Qt's
loader thread waited for the GIL held by the main thread, and the app could freeze.)"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtQuick import QQuickView
from pytestqt.qtbot import QtBot

from dixit_desktop.deck import builtin_deck

HAND = """
import QtQuick
Row {
    property int ready: 0
    property int narrow: 0
    Repeater {
        model: [%s]
        Image {
            source: modelData
            sourceSize.width: 120; asynchronous: true
            onStatusChanged: if (status === Image.Ready) {
                parent.ready += 1
                if (implicitWidth === 120) parent.narrow += 1
            }
        }
    }
}
"""


def test_a_hand_of_cards_loads_async_by_file_url(qtbot: QtBot, tmp_path: Path) -> None:
    """24 cards through Deck.image_url: Qt's C++ loader, async and decoded at 120 px."""
    deck = builtin_deck()  # reads only cards.json: no picture is decoded to start a game
    urls = ", ".join(f'"{deck.image_url(c)}"' for c in deck.card_ids[:24])
    view = QQuickView()
    qml = tmp_path / "hand.qml"
    qml.write_text(HAND % urls)
    view.setSource(QUrl.fromLocalFile(str(qml)))
    view.show()
    root = view.rootObject()
    assert root is not None
    qtbot.waitUntil(lambda: root.property("ready") == 24, timeout=20000)
    assert root.property("narrow") == 24
    view.close()
