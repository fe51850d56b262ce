"""The album panel's layout in the real QML engine: the page line ("Page 7 of 32") sits
above its progress bar, and nothing on the panel overlaps anything else or leaves the panel,
in every language, at 1024x600, 1280x800, 1920x1080 and portrait 800x1280, choosing the
paper, making the album and saved. In a window too short for the panel the words scroll and
the buttons stay (the panel used to run past its own bottom edge, Stop off the screen).

Texts are compared as drawn (the lines they paint, even past their own box)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QUrl
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem

from dixit_desktop.i18n import TRANSLATIONS
from dixit_desktop.notices import Notice

from ..ui.conftest import UI, close_ui, open_ui

PANEL = Path(__file__).resolve().parents[2] / "dixit_desktop/qml/DixitDesktop/Album/AlbumPanel.qml"
LANGUAGES = ("en", "fr", "de", "es")
SIZES = ((1024, 600), (1280, 800), (1920, 1080), (800, 1280))
SHOWN = (
    "albumTitle",
    "albumAbout",
    "albumPaper",
    "albumPage",
    "albumProgress",
    "albumOutcome",
    "albumButtons",
)
ENGLISH_TITLE = "The album of this game"


@dataclass
class Panel:
    ui: UI
    item: QQuickItem
    qtbot: Any

    def find(self, name: str) -> QQuickItem:
        found = self.item.findChild(QQuickItem, name)
        assert isinstance(found, QQuickItem), name
        return found

    def drawn(self, name: str) -> QRectF:
        """Where ``name`` draws, in the window: a text's painted lines, else its box."""
        item = self.find(name)
        box = item.boundingRect()
        painted = item.property("contentHeight")
        if painted is not None and item.property("text") is not None:
            box.setHeight(max(box.height(), float(painted)))
        return item.mapRectToScene(box)

    def settle(self) -> None:
        """Until two renders in a row lay the panel out the same (a layout may take two)."""
        last: list[Any] = []

        def same() -> bool:
            self.ui.window.grabWindow()  # polishes the layouts and renders a frame
            now = [self.drawn(n) for n in SHOWN]
            steady = now == last
            last[:] = now
            return steady

        self.qtbot.waitUntil(same, timeout=5_000)

    def problems(self, where: str) -> list[str]:
        shown = [n for n in SHOWN if self.find(n).isVisible()]
        rects = {n: self.drawn(n) for n in shown}
        view = self.find("albumScroll")
        scrolls = view.property("interactive") is True
        if scrolls:  # the words are seen through the scrolling view, cut at its edges
            seen = view.mapRectToScene(view.boundingRect())
            for n in shown:
                if n != "albumButtons":
                    rects[n] = rects[n].intersected(seen)
            shown = [n for n in shown if not rects[n].isEmpty()]
        out = []
        for i, a in enumerate(shown):
            for b in shown[i + 1 :]:
                overlap = rects[a].intersected(rects[b])
                if overlap.height() > 0.5 and overlap.width() > 0.5:
                    out.append(f"{where}: {a} {_r(rects[a])} and {b} {_r(rects[b])} overlap")
        sheet = self.find("albumSheet").mapRectToScene(self.find("albumSheet").boundingRect())
        for n in shown:
            r = rects[n]
            if scrolls and n != "albumButtons":  # across on the panel; down, scrolled to
                inside = sheet.left() <= r.left() and r.right() <= sheet.right()
            else:  # on the panel
                inside = sheet.contains(r)
            if not inside:
                out.append(f"{where}: {n} {_r(r)} outside the panel {_r(sheet)}")
        return out


def _r(r: QRectF) -> str:
    return f"y {r.y():.0f}-{r.bottom():.0f} x {r.x():.0f}-{r.right():.0f}"


@pytest.fixture
def panel(qtbot) -> Iterator[Panel]:  # type: ignore[no-untyped-def]
    """The real window (the start screen under it) with the album panel over it all."""
    ui = open_ui(qtbot, (1024, 600))
    component = QQmlComponent(ui.engine, QUrl.fromLocalFile(str(PANEL)))
    item = component.create()
    assert isinstance(item, QQuickItem), component.errorString()
    item.setParentItem(ui.window.contentItem())
    try:
        yield Panel(ui, item, qtbot)
    finally:
        item.setVisible(False)
        item.deleteLater()
        ui.vms.album._exporter_ = None
        ui.vms.settings.setProperty("language", "en")
        TRANSLATIONS.use("en")
        close_ui(qtbot, ui)


def _state(ui: UI, state: str, notices: list[Notice] | None = None) -> None:
    """The album view-model as the panel sees it: ``open`` (choosing the paper), ``busy``
    (page 7 of 32 being made) or ``saved``."""
    album = ui.vms.album
    busy = state == "busy"
    album._exporter_ = SimpleNamespace(running=busy, cancel=lambda: None, shutdown=lambda: 0)
    album._pages, album._done, album._progress = 32, 6, 7 / 33
    album.result = None
    album._notices = list(notices or [])
    if state == "saved":
        folder = "/home/mia/Pictures/Dixit albums/2025-03-12 Mia, Leo, Ada"
        album.result = SimpleNamespace(folder=folder)
        album._notices = [Notice("album.saved", {"pages": 32, "folder": folder})]
    album.changedState.emit()
    album.progressChanged.emit()


def _fit(panel: Panel, w: int, h: int) -> None:
    panel.ui.window.resize(w, h)
    panel.item.setWidth(w)
    panel.item.setHeight(h)


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_on_the_album_panel_overlaps(panel: Panel, language: str) -> None:
    panel.ui.vms.settings.setProperty("language", language)
    english = language == "en"
    title = panel.find("albumTitle")
    panel.qtbot.waitUntil(lambda: (title.property("text") == ENGLISH_TITLE) == english)
    found: list[str] = []
    for w, h in SIZES:
        _fit(panel, w, h)
        for state in ("open", "busy", "saved"):
            _state(panel.ui, state)
            panel.settle()
            found += panel.problems(f"{language} {w}x{h} {state}")
            if state == "busy":
                page = panel.drawn("albumPage")
                bar = panel.drawn("albumProgress")
                assert page.bottom() <= bar.top(), (language, w, h, _r(page), _r(bar))
    assert not found, "\n".join(found)


def test_a_window_too_short_for_the_panel_scrolls_it(panel: Panel) -> None:
    """The smallest window the app allows (640x480), in German, with far more notices under
    the bar than a family ever sees: the words scroll, and Stop stays on the panel."""
    panel.ui.vms.settings.setProperty("language", "de")
    _fit(panel, 640, 480)
    folder = "/media/mia/USB stick/Photos of the summer holidays 2025 at grandma's"
    _state(panel.ui, "busy", [Notice("photos.game_photos_missing", {"folder": folder})] * 12)
    panel.settle()
    assert not panel.problems("de 640x480 busy, twelve notices")
    assert panel.find("albumScroll").property("interactive") is True
    bar = panel.drawn("albumScrollBar")
    for name in ("albumAbout", "albumPage", "albumProgress", "albumOutcome"):
        assert panel.drawn(name).right() <= bar.left(), (name, "under the scroll bar")
    stop = panel.drawn("albumCancel")
    assert panel.find("albumCancel").isVisible()
    assert stop.top() >= 0 and stop.bottom() <= 480, _r(stop)  # Stop on the screen
