"""One running Dixit Desktop per data folder: a second launch brings the first window forward.

An impatient double-click on the icon starts the app twice. The first launch listens on a
:class:`~PySide6.QtNetwork.QLocalServer` whose name is made from the data folder (and the
user); a later launch on the same folder connects, asks the first to come forward, and exits.
Launches on different data folders (``--data-dir``) do not meet.

This guard is about the window. What keeps two writers off one game is the store's own OS
lock (:meth:`dixit_desktop.storage.Store.open` gives a second opener a store in memory with
the notice ``store.locked``), which holds even when local sockets do not work.

Use in ``app.py``, after the ``QGuiApplication`` exists and before the store is opened::

    from dixit_desktop.system.instance import claim_instance

    guard = claim_instance(data_dir)         # None: another window was asked to come forward
    if guard is None:
        return 0
    ...                                      # open the store, load the QML
    guard.raiseRequested.connect(bring_forward)   # e.g. window.show(); window.raise_();
                                                  # window.requestActivate()
    ...                                      # keep ``guard`` alive (a parent or a variable)
    guard.close()                            # at quit (also done when it is destroyed)

``forward_to_running(data_dir)`` and :class:`InstanceServer` are the two halves, for tests
and for callers that want to decide themselves.

Platforms: on Unix the name is a socket file in the temp folder; one left by a crash is
cleared by :meth:`InstanceServer.listen` once nobody answers on it. On Windows it is a named
pipe, and two servers may listen on one name: two launches in the very same instant could
both start, and then the store's lock sends the second to play in memory (``store.locked``).
"""

from __future__ import annotations

import hashlib
import logging
import os
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

REQUEST = b"raise\n"
REPLY = b"ok\n"


def server_name(data_dir: Path | str) -> str:
    """The local server's name for ``data_dir``: the same for every launch by this user on
    this folder, short enough for every platform (a Unix socket path has about 100 bytes)."""
    try:
        folder = str(Path(data_dir).expanduser().resolve())
    except OSError:
        folder = os.path.abspath(str(data_dir))
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()[:20]
    return f"dixit-desktop-{digest}"


def forward_to_running(data_dir: Path | str, timeout_ms: int = 1000) -> bool:
    """Ask the Dixit Desktop already running on ``data_dir`` to bring its window forward.
    True when it answered (this launch should then exit 0); False when none is running.

    Runs a short local event loop (so it works even when the running instance is in this
    very process, as in tests); needs the ``QCoreApplication``/``QGuiApplication`` to exist,
    and falls back to blocking waits without one."""
    name = server_name(data_dir)
    if QCoreApplication.instance() is None:
        return _ask_blocking(name, timeout_ms)
    socket = QLocalSocket()
    loop = QEventLoop()
    reply = bytearray()
    state = {"done": False, "ok": False}

    def finish(ok: bool = False) -> None:
        state["done"] = True
        state["ok"] = state["ok"] or ok
        loop.quit()

    def read() -> None:
        reply.extend(bytes(socket.readAll().data()))
        if b"\n" in reply or len(reply) >= 64:
            finish(bytes(reply) == REPLY)

    socket.connected.connect(lambda: socket.write(REQUEST))
    socket.readyRead.connect(read)
    socket.errorOccurred.connect(lambda _error: finish())
    socket.disconnected.connect(lambda: finish())
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: finish())
    timer.start(timeout_ms)
    socket.connectToServer(name)
    if not state["done"]:
        loop.exec()
    timer.stop()
    socket.abort()
    return state["ok"]


def _ask_blocking(name: str, timeout_ms: int) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    try:
        socket.write(REQUEST)
        if not socket.waitForBytesWritten(timeout_ms):
            return False
        reply = b""
        while b"\n" not in reply and socket.waitForReadyRead(timeout_ms):
            reply += bytes(socket.readAll().data())
        return reply == REPLY
    finally:
        socket.abort()


class InstanceServer(QObject):
    """Listens for later launches on the same data folder; emits :attr:`raiseRequested` when
    one asks this window to come forward."""

    raiseRequested = Signal()

    def __init__(self, data_dir: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = server_name(data_dir)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Start listening. A name left behind by a crashed launch (nobody answers on it) is
        cleared first; a live one is left alone (False: another launch owns it)."""
        if self._server.listen(self.name):
            return True
        if self._server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
            log.warning("Cannot listen for other launches: %s", self._server.errorString())
            return False
        if forward_to_running_name(self.name, 300):
            return False  # a live instance owns the name
        QLocalServer.removeServer(self.name)
        ok = self._server.listen(self.name)
        if not ok:
            log.warning("Cannot listen for other launches: %s", self._server.errorString())
        return ok

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:  # pragma: no cover - hasPendingConnections said there was one
                break
            socket.readyRead.connect(partial(self._read, socket))
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        data = bytes(socket.peek(64).data())
        if b"\n" not in data and len(data) < 64:
            return  # wait for the whole line
        socket.readAll()
        if data.startswith(REQUEST):
            socket.write(REPLY)
            socket.flush()
            self.raiseRequested.emit()
        else:
            socket.abort()


def forward_to_running_name(name: str, timeout_ms: int) -> bool:
    """:func:`forward_to_running` for a server name (used to tell a live name from a
    stale one)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.abort()
    return True


def claim_instance(data_dir: Path | str, parent: QObject | None = None) -> InstanceServer | None:
    """The one call ``app.py`` needs: None when another launch on ``data_dir`` was asked to
    come forward (exit 0); else a listening :class:`InstanceServer` (or one that could not
    listen, which only means later launches will not find us: the store's lock still keeps
    them from our games)."""
    if forward_to_running(data_dir):
        return None
    server = InstanceServer(data_dir, parent)
    if not server.listen() and forward_to_running(data_dir):
        return None  # another launch started listening in between
    return server
