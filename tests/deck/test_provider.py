"""The image://card provider decodes asynchronously at the requested size."""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from PySide6.QtCore import QSize, QUrl
from PySide6.QtQuick import QQuickView
from pytestqt.qtbot import QtBot

from dixit_desktop.deck import CardImageProvider, Deck, builtin_deck

QML = b"""
import QtQuick
Item {
    width: 400; height: 300
    property int status: img.status
    property int loadedWidth: img.implicitWidth
    property alias source: img.source
    Image { id: img; source: "image://card/dd-001"; sourceSize.width: 200;
            asynchronous: true }
}
"""


def _view(qtbot: QtBot, provider: CardImageProvider, tmp_path: Path) -> QQuickView:
    view = QQuickView()
    view.engine().addImageProvider("card", provider)
    qml = tmp_path / "card.qml"
    qml.write_bytes(QML)
    view.setSource(QUrl.fromLocalFile(str(qml)))
    view.show()
    return view


def test_card_loads_async_at_shown_size(qtbot: QtBot, tmp_path: Path) -> None:
    provider = CardImageProvider(builtin_deck())
    view = _view(qtbot, provider, tmp_path)
    root = view.rootObject()
    assert root is not None
    qtbot.waitUntil(lambda: root.property("status") == 1, timeout=10000)  # Image.Ready
    assert root.property("loadedWidth") == 200  # decoded at the size shown, not 1200
    img = provider.load("dd-001", QSize(200, 0))
    assert (img.width(), img.height()) == (200, 300)
    assert provider.decodes >= 1
    # A second request at the same size comes from the cache.
    before = provider.decodes
    provider.load("dd-001", QSize(200, 0))
    assert provider.decodes == before
    view.close()


def test_switching_deck_and_unknown_card(qtbot: QtBot, tmp_path: Path) -> None:
    pic = tmp_path / "p.png"
    Image.new("RGB", (800, 1200), (250, 10, 10)).save(pic)
    provider = CardImageProvider(builtin_deck())
    provider.set_deck(Deck("photos", ["ph-1"], {"ph-1": pic}))
    img = provider.load("ph-1", QSize(100, 150))
    assert (img.width(), img.height()) == (100, 150)
    assert img.pixelColor(50, 75).red() > 240
    assert provider.load("dd-001", QSize(100, 150)).isNull()
    view = _view(qtbot, provider, tmp_path)
    root = view.rootObject()
    assert root is not None
    qtbot.waitUntil(lambda: root.property("status") == 3, timeout=10000)  # Image.Error
    root.setProperty("source", "image://card/ph-1")
    qtbot.waitUntil(lambda: root.property("status") == 1, timeout=10000)
    view.close()


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
