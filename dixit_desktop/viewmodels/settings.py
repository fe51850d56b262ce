"""Settings: motion, full screen, sounds, the on-screen keyboard, the "I am ..." hold time
and the language; each remembered in the store."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.i18n import LANGUAGES
from dixit_desktop.words import tr

from . import wiring

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

HOLD_RANGE = (400, 3000)
"""The "I am ..." press lasts between these (ms): never a tap."""


@QmlElement
@QmlSingleton
class Settings(QObject):
    settingsChanged = Signal()
    languageChanged = Signal()

    def __init__(
        self,
        store: Any,
        sounds: Any = None,
        kiosk: Callable[[], bool] = lambda: False,
        on_language: Callable[[str], None] | None = None,
        parent: QObject | None = None,
        min_hold_ms: int = HOLD_RANGE[0],
    ) -> None:
        super().__init__(parent)
        self._min_hold = min_hold_ms
        self._store = store
        self._sounds = sounds
        self._kiosk = kiosk
        self._on_language = on_language
        get = self._setting
        self._language = str(get("language", "system"))
        self._hold_ms = self._clamp_hold(get("hold_ms", 600))
        self._reduced_motion = bool(get("reduced_motion", False))
        self._full_screen = bool(get("full_screen", False))
        self._keyboard = bool(get("on_screen_keyboard", False))
        self._window = self._window_size(get("window_size", None))
        if sounds is not None:
            sounds.enabled = bool(get("sound", True))

    @staticmethod
    def create(engine: Any) -> Settings:
        return wiring.of(engine).settings

    def _clamp_hold(self, value: Any) -> int:
        try:
            ms = int(value)
        except (TypeError, ValueError):
            ms = 600
        return max(self._min_hold, min(ms, HOLD_RANGE[1]))

    def _setting(self, key: str, default: Any) -> Any:
        return self._store.setting(key, default) if self._store is not None else default

    def _remember(self, key: str, value: Any) -> None:
        if self._store is not None:
            self._store.set_setting(key, value)

    def _set(self, attr: str, key: str, value: Any) -> None:
        if getattr(self, attr) != value:
            setattr(self, attr, value)
            self._remember(key, value)
            self.settingsChanged.emit()

    holdMs = Property(
        int,
        lambda self: self._hold_ms,
        lambda self, v: self._set("_hold_ms", "hold_ms", self._clamp_hold(v)),
        notify=settingsChanged,
    )
    reducedMotion = Property(
        bool,
        lambda self: self._reduced_motion,
        lambda self, v: self._set("_reduced_motion", "reduced_motion", bool(v)),
        notify=settingsChanged,
    )
    fullScreen = Property(
        bool,
        lambda self: self._full_screen or self._kiosk(),
        lambda self, v: self._set("_full_screen", "full_screen", bool(v)),
        notify=settingsChanged,
    )
    onScreenKeyboard = Property(
        bool,
        lambda self: self._keyboard or self._kiosk(),
        lambda self, v: self._set("_keyboard", "on_screen_keyboard", bool(v)),
        notify=settingsChanged,
    )

    def _get_sound(self) -> bool:
        return self._sounds is not None and self._sounds.enabled

    def _set_sound(self, on: bool) -> None:
        if self._sounds is not None and bool(on) != self._sounds.enabled:
            self._sounds.enabled = bool(on)
            self._remember("sound", bool(on))
            self.settingsChanged.emit()

    sound = Property(bool, _get_sound, _set_sound, notify=settingsChanged)
    soundAvailable = Property(
        bool, lambda self: self._sounds is not None and self._sounds.available, constant=True
    )

    def _set_language(self, lang: str) -> None:
        if lang == self._language or (lang != "system" and lang not in LANGUAGES):
            return
        self._language = lang
        self._remember("language", lang)
        if self._on_language is not None:
            self._on_language(lang)
        self.languageChanged.emit()

    language = Property(str, lambda self: self._language, _set_language, notify=languageChanged)

    def _languages(self) -> list[dict[str, str]]:
        return [{"id": "system", "name": tr("Same as this device")}] + [
            {"id": code, "name": name} for code, name in LANGUAGES.items()
        ]

    languages = Property(list, _languages, notify=languageChanged)

    @staticmethod
    def _window_size(value: Any) -> tuple[int, int]:
        """A remembered window size, or (0, 0) when there is none that makes sense."""
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and 320 <= value[0] <= 16384
            and 240 <= value[1] <= 16384
        ):
            return value[0], value[1]
        return 0, 0

    windowWidth = Property(int, lambda self: self._window[0], constant=True)
    """The window's width when the app was last closed (0: none remembered)."""
    windowHeight = Property(int, lambda self: self._window[1], constant=True)

    @Slot(int, int)
    def rememberWindowSize(self, width: int, height: int) -> None:
        """The window's size as the family left it (not full screen), for the next start."""
        size = self._window_size([int(width), int(height)])
        if size != (0, 0):
            self._remember("window_size", list(size))

    def kiosk_changed(self) -> None:
        self.settingsChanged.emit()
