"""Start the game: the Qt application, fonts, image providers, and the QML module."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontDatabase, QGuiApplication, QIcon
from PySide6.QtQml import QQmlApplicationEngine

from dixit_desktop import paths
from dixit_desktop.table import controller
from dixit_desktop.table.art import ArtProvider

log = logging.getLogger(__name__)

QML_MODULE = "DixitDesktop"


def load_fonts() -> list[str]:
    """Register the shipped fonts (a bare machine would otherwise draw boxes)."""
    families: list[str] = []
    for path in sorted(paths.FONTS.glob("*.woff2")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load font %s", path)
            continue
        families += QFontDatabase.applicationFontFamilies(font_id)
    return sorted(set(families))


def configure_environment() -> None:
    """The Basic Controls style everywhere (our Theme styles it), before any Qt Quick use."""
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")


def create_engine(services: controller.Services | None = None) -> QQmlApplicationEngine:
    """A QML engine with our import path and image providers; the caller loads the module."""
    from dataclasses import replace

    from dixit_desktop.i18n import TRANSLATIONS as translations
    from dixit_desktop.i18n import resolve

    services = services if services is not None else default_services()
    engine = QQmlApplicationEngine()

    def use_language(setting: str) -> None:
        translations.use(resolve(setting, QLocale.system().name()))
        engine.retranslate()

    store = services.store
    setting = str(store.setting("language", "system")) if store is not None else "system"
    translations.use(resolve(setting, QLocale.system().name()))
    controller.SERVICES = replace(services, on_language=use_language)
    engine.addImportPath(str(paths.QML_DIR))
    engine.addImageProvider("rabbit", ArtProvider("rabbit"))
    engine.addImageProvider("symbol", ArtProvider("symbol"))
    return engine


def default_services(
    seed: int | None = None, store: Any = None, kiosk: bool = False, awake: Any = None
) -> controller.Services:
    """The table's services from the built-in deck; ``seed`` fixes the shuffles (demos)."""
    import secrets

    def seed_source() -> int:
        return seed if seed is not None else secrets.randbits(63)

    deck, problem = builtin_deck_or_problem()
    if deck is None:
        ids = [f"dd-{i:03d}" for i in range(1, 85)]
        return controller.Services(
            lambda: list(ids),
            lambda _c: "",
            seed_source,
            store=store,
            kiosk=kiosk,
            awake=awake,
            notice=problem,
        )
    from dixit_desktop.deck import credits as deck_credits

    def icon_credits() -> list[dict[str, str]]:
        return [{"title": c.title, "detail": c.detail} for c in deck_credits()]

    return controller.Services(
        lambda: list(deck.card_ids),
        deck.description,
        seed_source,
        credits=icon_credits,
        store=store,
        kiosk=kiosk,
        awake=awake,
        deck=deck,
    )


def builtin_deck_or_problem() -> tuple[Any, str]:
    """The built-in deck, or None and a sentence saying why it cannot be used."""
    try:
        from dixit_desktop.deck import DeckError, builtin_deck
    except ImportError:
        return None, "The card pictures are missing from this installation."
    try:
        return builtin_deck(), ""
    except DeckError as e:
        log.warning("built-in deck unusable: %s", e)
        return None, f"The card pictures could not be loaded ({e})."


def app_icon() -> QIcon:
    """The window icon: our rabbit on a night-blue tile, drawn at several sizes."""
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from dixit_desktop.table.art import paint_rabbit

    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        pix = QPixmap(size, size)
        pix.fill(QColor(0, 0, 0, 0))
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor("#161a36"))
        p.setPen(QColor("#f4b942"))
        p.drawRoundedRect(1, 1, size - 2, size - 2, size * 0.22, size * 0.22)
        p.translate(size * 0.12, size * 0.1)
        paint_rabbit(p, size * 0.78, QColor("#f4b942"), "star")
        p.end()
        icon.addPixmap(pix)
    return icon


def table(engine: QQmlApplicationEngine) -> controller.Table:
    """The engine's Table singleton (created on first use)."""
    obj = engine.singletonInstance("DixitDesktop.Backend", "Table")
    if not isinstance(obj, controller.Table):
        raise RuntimeError("the Table singleton is not available")
    return obj


def run_app(args: argparse.Namespace | None = None, argv: list[str] | None = None) -> int:
    configure_environment()
    app = QGuiApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("Dixit Desktop")
    app.setOrganizationName("Dixit Desktop")
    app.setApplicationDisplayName("Dixit Desktop")
    app.setDesktopFileName("dixit-desktop")  # Wayland matches the window to the menu entry
    app.setWindowIcon(app_icon())
    load_fonts()
    from dixit_desktop.storage import Store, default_folder
    from dixit_desktop.system.awake import AwakeKeeper

    data_dir = getattr(args, "data_dir", None) or default_folder()
    store = Store.open(data_dir)
    from dataclasses import replace

    from dixit_desktop.system.sound import Sounds

    kiosk = bool(getattr(args, "kiosk", False))
    services = default_services(store=store, kiosk=kiosk, awake=AwakeKeeper())
    sounds = Sounds(Path(data_dir) / "sounds")
    cache = Path(data_dir) / "photo-cache"
    engine = create_engine(replace(services, sounds=sounds, photo_cache=cache))
    engine.loadFromModule(QML_MODULE, "Main")
    if not engine.rootObjects():
        print("dixit-desktop: the user interface failed to load", file=sys.stderr)
        return 1
    table(engine).exitApproved.connect(app.quit)
    code: Any = app.exec()
    return int(code)
