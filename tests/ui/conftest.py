"""A fresh engine with the real QML module per test, driven through its window."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtQuick import QQuickWindow

from dixit_desktop import app as appmod
from dixit_desktop.session import Session
from dixit_desktop.viewmodels import ViewModels

HOLD_MS = 40
_MIND: list[Any] = []


def shared_mind() -> Any:
    """One computer players' mind for every UI test (its word lists take ~0.7 s to load)."""
    if not _MIND:
        from dixit_desktop.deck import builtin_deck
        from dixit_desktop.i18n import TRANSLATIONS
        from dixit_desktop.session.mind import TableMind

        mind = TableMind(builtin_deck().metadata, lambda: TRANSLATIONS.language)
        assert mind.wait(30)
        _MIND.append(mind)
    return _MIND[0]


def make_parts(
    seed: int = 11,
    store: Any = None,
    kiosk: bool = False,
    awake: Any = None,
    deck_size: int | None = None,
    beat_ms: int = 0,
) -> appmod.Parts:
    """The real parts, with descriptions that carry the card id (so a leak of a card shows
    up in any text on screen); ``deck_size`` cuts the built-in deck, so that a game ends
    when its draw pile runs out after a turn or two."""
    deck = appmod.default_parts().deck
    if deck_size is not None:
        deck = replace(deck, card_ids=deck.card_ids[:deck_size])
    return appmod.default_parts(
        deck=deck,
        seed_source=lambda: seed,
        store=store,
        kiosk=kiosk,
        awake=awake,
        describe=lambda c: f"Picture {c}",
        min_hold_ms=HOLD_MS,
        beat_ms=beat_ms,
        mind=shared_mind(),
    )


@dataclass
class UI:
    engine: Any
    window: QQuickWindow
    session: Session
    vms: ViewModels


def open_ui(  # type: ignore[no-untyped-def]
    qtbot,
    size=(1280, 800),
    store=None,
    kiosk: bool = False,
    awake: Any = None,
    show=True,
    deck_size: int | None = None,
    beat_ms: int = 0,
) -> UI:
    """The real app's window; ``show=False`` leaves showing to Main.qml (kiosk: full
    screen)."""
    appmod.configure_environment()
    appmod.load_fonts()
    engine, session, vms = appmod.create_engine(
        make_parts(store=store, kiosk=kiosk, awake=awake, deck_size=deck_size, beat_ms=beat_ms)
    )
    if vms.kiosk.active:
        session.resume()
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    assert engine.rootObjects(), "Main.qml failed to load"
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    if show:
        window.resize(*size)
        window.show()
    vms.settings.holdMs = HOLD_MS
    vms.settings.reducedMotion = True
    qtbot.waitExposed(window)
    return UI(engine, window, session, vms)


def close_ui(qtbot, ui: UI) -> None:  # type: ignore[no-untyped-def]
    """Quit as the app does: the window goes and the store closes (its lock is released)."""
    ui.window.close()
    if ui.session.store is not None:
        ui.session.store.close()
    ui.engine.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture
def ui(qtbot, request) -> Iterator[UI]:
    opened = open_ui(qtbot, getattr(request, "param", (1280, 800)))
    yield opened
    close_ui(qtbot, opened)
