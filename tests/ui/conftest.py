"""A fresh engine with the real QML module per test, driven through its window."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtQuick import QQuickWindow

from dixit_desktop import app as appmod
from dixit_desktop.table.controller import Services, Table

HOLD_MS = 40


def make_services(seed: int = 11, store=None) -> Services:  # type: ignore[no-untyped-def]
    base = appmod.default_services(seed=seed)
    # descriptions carry the card id, so a leak of a card shows up in any text on screen
    return Services(
        base.card_ids,
        lambda c: f"Picture {c}",
        lambda: seed,
        store=store,
        deck=base.deck,
    )


class UI:
    def __init__(self, engine, window: QQuickWindow, table: Table) -> None:
        self.engine = engine
        self.window = window
        self.table = table


def open_ui(qtbot, size=(1280, 800), store=None) -> UI:  # type: ignore[no-untyped-def]
    appmod.configure_environment()
    appmod.load_fonts()
    engine = appmod.create_engine(make_services(store=store))
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    assert engine.rootObjects(), "Main.qml failed to load"
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.resize(*size)
    window.show()
    table = appmod.table(engine)
    table.holdMs = HOLD_MS
    table.reducedMotion = True
    qtbot.waitExposed(window)
    return UI(engine, window, table)


def close_ui(qtbot, ui: UI) -> None:  # type: ignore[no-untyped-def]
    ui.window.close()
    ui.engine.deleteLater()
    qtbot.wait(10)


@pytest.fixture
def ui(qtbot, request) -> Iterator[UI]:
    opened = open_ui(qtbot, getattr(request, "param", (1280, 800)))
    yield opened
    close_ui(qtbot, opened)
