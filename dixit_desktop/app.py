"""Start the game: the Qt application, fonts, the session and its view-models, wired here
explicitly, and the QML module."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QLocale, QObject, QTimer, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine

from dixit_desktop import paths

if TYPE_CHECKING:
    from dixit_desktop.deck import CreditEntry, Deck
    from dixit_desktop.notices import Notice
    from dixit_desktop.session import Session
    from dixit_desktop.session.computers import Mind
    from dixit_desktop.session.parts import Store
    from dixit_desktop.system.awake import AwakeKeeper
    from dixit_desktop.system.sound import Sounds
    from dixit_desktop.viewmodels import ViewModels

    class AppStore(Store, Protocol):
        """The session's store, and what the app itself asks of it: settings and notices."""

        def setting(self, key: str, default: Any = None) -> Any: ...
        def take_notices(self) -> list[Notice]: ...
        def close(self) -> None: ...

    class AppMind(Mind, Protocol):
        """The session's mind, which the app asks to load its words ahead of play."""

        def prepare(self) -> None: ...


log = logging.getLogger(__name__)

QML_MODULE = "DixitDesktop"


def random_seed() -> int:
    """A new game's seed."""
    import secrets

    return secrets.randbits(63)


@dataclass
class Parts:
    """What the table is made of; tests replace any part."""

    store: AppStore | None = None
    """The SQLite store (None: nothing is kept)."""
    deck: Deck | None = None
    """The built-in deck (None: its pictures are missing, and ``notice`` says so)."""
    notice: Notice | None = None
    seed_source: Callable[[], int] = random_seed
    describe: Callable[[str], str] | None = None
    """Card descriptions for screen readers (default: the deck's)."""
    sounds: Sounds | None = None
    awake: AwakeKeeper | None = None
    kiosk: bool = False
    photo_cache: Path | None = None
    min_hold_ms: int | None = None
    beat_ms: int | None = None
    """How long a computer player's turn shows before it plays (None: the settings decide)."""
    mind: AppMind | None = None
    """What thinks for the computer players (None: the built-in deck's, built when needed)."""
    on_language: Callable[[str], None] | None = None
    clock: Callable[[], float] | None = None
    """What the gentle timers read (seconds; None: ``time.monotonic``)."""
    credits: list[CreditEntry] = field(default_factory=list)
    album_folder: Path | None = None
    """Where albums are saved (None: "Dixit albums" in the user's Pictures)."""
    album_dpi: tuple[int, int] | None = None
    """The album's PDF and PNG resolutions (None: 300 and 150 dots per inch)."""


class _AfterFirstFrame(QObject):
    """Runs the rest of the start from the event loop once the window has shown its first
    frame, never inside the frame. A QObject of the GUI thread, so that a render thread's
    ``frameSwapped`` reaches it queued (asking for a queued connection by name would load
    Python's ``Qt`` namespace first, ~45 ms before the first frame)."""

    def __init__(self, start: Callable[[], None]) -> None:
        super().__init__()
        self._start = start

    @Slot()
    def run(self) -> None:
        QTimer.singleShot(0, self._start)


def load_fonts() -> list[str]:
    """Register the shipped fonts (a bare machine would otherwise draw boxes), and make the
    reading font the application's default (the controls take it from there)."""
    from PySide6.QtGui import QFont

    families: list[str] = []
    for path in sorted(paths.FONTS.glob("*.woff2")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load font %s", path)
            continue
        families += QFontDatabase.applicationFontFamilies(font_id)
    if "Atkinson Hyperlegible" in families:
        font = QFont("Atkinson Hyperlegible")
        font.setPixelSize(21)
        QGuiApplication.setFont(font)
    return sorted(set(families))


def configure_environment() -> None:
    """The Basic Controls style everywhere (our Theme styles it), before any Qt Quick use."""
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")


def builtin_deck() -> tuple[Deck | None, Notice | None]:
    """The built-in deck, or None and the notice saying why it cannot be used."""
    from dixit_desktop.notices import Notice

    try:
        from dixit_desktop.deck import DeckError
        from dixit_desktop.deck import builtin_deck as load
    except ImportError:
        return None, Notice("deck.missing")
    try:
        return load(), None
    except DeckError as e:
        log.warning("built-in deck unusable: %s", e)
        return None, Notice("deck.unusable")


def default_parts(**changes: Any) -> Parts:
    deck, problem = builtin_deck()
    parts = Parts(deck=deck, notice=problem)
    if deck is not None:
        from dixit_desktop.deck import credits

        parts.credits = credits()
    for key, value in changes.items():
        setattr(parts, key, value)
    return parts


def build(parts: Parts, engine: QObject) -> tuple[Session, ViewModels]:
    """The session and one view-model per feature, attached to ``engine``'s QML singletons."""
    import tempfile
    import time

    from dixit_desktop.deck.sources import saved_game_photos
    from dixit_desktop.session import Effects, Session
    from dixit_desktop.session.kiosk import KioskLock
    from dixit_desktop.session.table import TableDraft
    from dixit_desktop.viewmodels import (
        Album,
        Cards,
        Choice,
        Computer,
        GameRules,
        Handoff,
        History,
        Kiosk,
        Navigator,
        Round,
        Settings,
        Setup,
        TableScreen,
        Timers,
        ViewModels,
        attach,
    )
    from dixit_desktop.viewmodels.computer import BEAT_MS, QUICK_BEAT_MS
    from dixit_desktop.viewmodels.deckchoice import described
    from dixit_desktop.viewmodels.familycards import drawing_viewmodels
    from dixit_desktop.words import card_description

    store = parts.store
    cache = parts.photo_cache or Path(tempfile.gettempdir()) / "dixit-desktop-photos"
    deck = parts.deck
    if deck is not None:
        card_ids: Callable[[], list[str]] = lambda: list(deck.card_ids)  # noqa: E731
    else:
        card_ids = lambda: [f"dd-{i:03d}" for i in range(1, 85)]  # noqa: E731
    describe = parts.describe or (lambda c: card_description(described(session, deck, c)))
    awake = parts.awake
    sounds = parts.sounds

    def keep_awake(on: bool) -> None:
        if awake is not None:
            awake.hold() if on else awake.release()

    effects = Effects(
        sound=(lambda name: sounds.play(name)) if sounds is not None else (lambda _n: None),
        keep_awake=keep_awake,
        store_notices=lambda: _store_notices(store),
        photos_for=saved_game_photos(cache),
    )
    mind = parts.mind
    if mind is None and deck is not None and deck.metadata:
        from dixit_desktop.i18n import TRANSLATIONS
        from dixit_desktop.session.mind import TableMind

        mind = TableMind(deck.metadata, lambda: TRANSLATIONS.language)
    session = Session(card_ids, parts.seed_source, store, effects, mind)
    lock = KioskLock(store, parts.kiosk)
    settings_kw: dict[str, Any] = {}
    if parts.min_hold_ms is not None:
        settings_kw["min_hold_ms"] = parts.min_hold_ms
    settings = Settings(
        store, sounds, kiosk=lambda: lock.active, on_language=parts.on_language, **settings_kw
    )
    draft = TableDraft(len(card_ids()))
    draft.computers_possible = mind is not None
    if mind is not None:  # its word lists load on a worker thread once a seat is a computer's
        draft.listen(lambda: mind.prepare() if draft.has_computers else None)

    def beat_ms() -> int:
        if parts.beat_ms is not None:
            return parts.beat_ms
        return QUICK_BEAT_MS if settings.property("reducedMotion") else BEAT_MS

    history = History(session)
    vms = ViewModels(
        navigator=Navigator(session, parts.credits, setup_draft=lambda: draft),
        handoff=Handoff(session, hold_ms=lambda: int(settings.property("holdMs"))),
        choice=Choice(session, describe),
        round=Round(session, describe),
        history=history,
        computer=Computer(session, beat_ms),
        setup=Setup(session, draft),
        game_rules=GameRules(draft),
        cards=Cards(session, deck, draft, cache),
        settings=settings,
        kiosk=Kiosk(session, lock, release=lambda: keep_awake(False)),
        album=Album(
            session,
            deck,
            lambda: history.past_game_id,
            lambda: lock.active,
            parts.album_folder,
            parts.album_dpi,
        ),
        table_screen=TableScreen(session, describe, store, QGuiApplication.instance()),
        timers=Timers(session, store, effects.sound, clock=parts.clock or time.monotonic),
        **drawing_viewmodels(session, getattr(store, "folder", None), lock, draft, deck),
    )
    for vm in vms.all():
        vm.setParent(engine)
    vms.setup.keep_family = vms.deck_choice.keep_for_game
    vms.kiosk.kioskChanged.connect(settings.kiosk_changed)
    attach(engine, vms)
    if parts.notice is not None:
        session.say(parts.notice)
    else:
        session.take_store_notice()
    return session, vms


def _store_notices(store: AppStore | None) -> list[Notice]:
    take = getattr(store, "take_notices", None)
    return list(take()) if take is not None else []


def new_engine() -> QQmlApplicationEngine:
    """A QML engine that finds our modules. The view-models' QML types are registered first:
    a type registered after an engine exists breaks that engine's type loading (Qt 6.7+:
    even QtQuick's Rectangle stopped resolving in a module loaded afterwards)."""
    import dixit_desktop.viewmodels  # noqa: F401 - registers DixitDesktop.Backend

    engine = QQmlApplicationEngine()
    engine.addImportPath(str(paths.QML_DIR))
    return engine


def create_engine(parts: Parts) -> tuple[QQmlApplicationEngine, Session, ViewModels]:
    """A QML engine with the session wired in, ready: the caller loads the module (tests, the
    screenshots tool; the app itself starts with :func:`run_app`'s boot window)."""
    engine = new_engine()
    session, vms = wire(engine, parts)
    engine.setInitialProperties({"ready": True})
    return engine, session, vms


def wire(engine: QQmlApplicationEngine, parts: Parts) -> tuple[Session, ViewModels]:
    """The language, the session and its view-models, and the rabbits' image providers, for
    ``engine``."""
    from dixit_desktop.i18n import TRANSLATIONS, resolve
    from dixit_desktop.look.art import ArtProvider

    vms_box: list[ViewModels] = []
    sessions: list[Session] = []

    def use_language(setting: str) -> None:
        TRANSLATIONS.use(resolve(setting, QLocale.system().name()))
        engine.retranslate()
        for vm in vms_box[0].all() if vms_box else ():
            retranslate = getattr(vm, "retranslate", None)
            if retranslate is not None:
                retranslate()
        notice = sessions[0].notice if sessions else None
        if TRANSLATIONS.problem is not None and sessions:  # a damaged file: English, and why
            sessions[0].say(TRANSLATIONS.problem)
        elif notice is not None and notice.code == "i18n.unusable":  # a good one now
            sessions[0].dismiss_notice()

    store = parts.store
    setting = str(store.setting("language", "system")) if store is not None else "system"
    TRANSLATIONS.use(resolve(setting, QLocale.system().name()))
    parts.on_language = use_language
    session, vms = build(parts, engine)
    vms_box.append(vms)
    sessions.append(session)
    if TRANSLATIONS.problem is not None:
        session.say(TRANSLATIONS.problem)
    engine.addImageProvider("rabbit", ArtProvider("rabbit"))
    engine.addImageProvider("symbol", ArtProvider("symbol"))
    return session, vms


def run_app(args: argparse.Namespace | None = None, argv: list[str] | None = None) -> int:
    """Start the game. The window's first frame (the night sky) comes before the store opens,
    the deck, fonts and icon load and the session is built; then the screens (App.qml) load
    into the same window. In kiosk mode the window turns full screen at that moment."""
    configure_environment()
    app = QGuiApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("Dixit Desktop")
    app.setOrganizationName("Dixit Desktop")
    app.setApplicationDisplayName("Dixit Desktop")
    app.setDesktopFileName("dixit-desktop")  # Wayland matches the window to the menu entry
    data_dir = Path(getattr(args, "data_dir", None) or paths.default_data_folder())
    from dixit_desktop.system.instance import claim_instance

    guard = claim_instance(data_dir)  # an impatient double-click: the first window comes forward
    if guard is None:
        return 0
    engine = new_engine()
    engine.loadFromModule(QML_MODULE, "Main")
    if not engine.rootObjects():
        print("dixit-desktop: the user interface failed to load", file=sys.stderr)
        return 1
    window: Any = engine.rootObjects()[0]
    kept: dict[str, Any] = {}

    def finish_start() -> None:
        """After the first frame: everything the screens need."""
        if kept:
            return
        from dixit_desktop.storage import Store
        from dixit_desktop.system.awake import AwakeKeeper
        from dixit_desktop.system.sound import Sounds

        load_fonts()  # before any text is drawn: the first frame has none
        from dixit_desktop.look.art import app_icon

        app.setWindowIcon(app_icon())
        store = Store.open(data_dir)
        parts = default_parts(
            kiosk=bool(getattr(args, "kiosk", False)),
            awake=AwakeKeeper(),
            sounds=Sounds(data_dir / "sounds"),
            photo_cache=data_dir / "photo-cache",
        )
        parts.store = store  # typed: the real store is what the session's protocol says
        session, vms = wire(engine, parts)
        kept.update(store=store, session=session, vms=vms)
        if vms.kiosk.active:
            session.resume()  # a kiosk tablet comes back to its game after a crash or a reboot
        vms.kiosk.exitApproved.connect(app.quit)
        app.aboutToQuit.connect(vms.cards.shutdown)
        app.aboutToQuit.connect(vms.album.shutdown)
        app.aboutToQuit.connect(vms.history.shutdown)  # stops counting before the store closes
        window.setProperty("ready", True)
        if window.findChild(QObject, "app") is None:  # never a window with nothing in it
            print("dixit-desktop: the screens failed to load", file=sys.stderr)
            app.exit(1)

    def bring_forward() -> None:
        window.show()
        window.raise_()
        window.requestActivate()

    guard.raiseRequested.connect(bring_forward)
    after_first_frame = _AfterFirstFrame(finish_start)
    window.frameSwapped.connect(after_first_frame.run)
    QTimer.singleShot(2000, finish_start)  # no frame (a hidden window): start all the same
    code: Any = app.exec()
    guard.close()
    store = kept.get("store")
    if store is not None:
        store.close()
    return int(code)
