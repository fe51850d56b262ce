"""Keep the display awake while a game is on, where the operating system allows it.

- Linux: the freedesktop ScreenSaver D-Bus service (Inhibit / UnInhibit), via QtDBus.
- Windows: SetThreadExecutionState(ES_CONTINUOUS | ES_DISPLAY_REQUIRED).
- macOS: a ``caffeinate -d -w <pid>`` child process.
Anything missing (no session bus, no caffeinate) is reported once in the log, never raised.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from typing import Any, Protocol

log = logging.getLogger(__name__)


class Backend(Protocol):
    def inhibit(self) -> bool: ...

    def release(self) -> None: ...


class DBusScreenSaver:
    """org.freedesktop.ScreenSaver on the session bus (GNOME, KDE, most Linux desktops)."""

    SERVICE = "org.freedesktop.ScreenSaver"
    PATH = "/org/freedesktop/ScreenSaver"

    def __init__(self) -> None:
        self._cookie: int | None = None

    def _iface(self) -> Any:
        from PySide6.QtDBus import QDBusConnection, QDBusInterface

        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            return None
        iface = QDBusInterface(self.SERVICE, self.PATH, self.SERVICE, bus)
        return iface if iface.isValid() else None

    def inhibit(self) -> bool:
        iface = self._iface()
        if iface is None:
            return False
        reply = iface.call("Inhibit", "Dixit Desktop", "A game is being played")
        args = reply.arguments()
        if not args:
            return False
        self._cookie = int(args[0])
        return True

    def release(self) -> None:
        if self._cookie is None:
            return
        iface = self._iface()
        if iface is not None:
            iface.call("UnInhibit", self._cookie)
        self._cookie = None


class WindowsExecutionState:
    ES_CONTINUOUS = 0x80000000
    ES_DISPLAY_REQUIRED = 0x00000002

    def inhibit(self) -> bool:
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        flags = self.ES_CONTINUOUS | self.ES_DISPLAY_REQUIRED
        return bool(kernel32.SetThreadExecutionState(flags))

    def release(self) -> None:
        import ctypes

        ctypes.windll.kernel32.SetThreadExecutionState(self.ES_CONTINUOUS)  # type: ignore[attr-defined]


class MacCaffeinate:
    def __init__(self) -> None:
        self._proc: subprocess.Popen[bytes] | None = None

    def inhibit(self) -> bool:
        try:
            self._proc = subprocess.Popen(["caffeinate", "-d", "-w", str(os.getpid())])
        except OSError:
            return False
        return True

    def release(self) -> None:
        if self._proc is not None:
            self._proc.terminate()
            self._proc = None


def platform_backend() -> Backend:
    if sys.platform == "win32":
        return WindowsExecutionState()
    if sys.platform == "darwin":
        return MacCaffeinate()
    return DBusScreenSaver()


class AwakeKeeper:
    """Holds the display awake between :meth:`hold` and :meth:`release` (idempotent)."""

    def __init__(self, backend: Backend | None = None) -> None:
        self._backend = backend
        self.holding = False
        self.supported: bool | None = None

    def hold(self) -> None:
        if self.holding:
            return
        if self._backend is None:
            self._backend = platform_backend()
        try:
            ok = self._backend.inhibit()
        except Exception as e:  # an OS service misbehaving must never stop a game
            log.info("cannot keep the display awake: %s", e)
            ok = False
        if not ok and self.supported is None:
            log.info("this system does not let us keep the display awake")
        self.supported = ok
        self.holding = ok

    def release(self) -> None:
        if not self.holding or self._backend is None:
            return
        try:
            self._backend.release()
        except Exception as e:
            log.info("could not release the display: %s", e)
        self.holding = False
