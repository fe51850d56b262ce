"""Opening the data folder's store file: never raises. A file that is not ours, is corrupt, or
comes from a newer version is moved aside and a fresh file begun; a folder we cannot write
gives a store in memory; a valid file we cannot write is opened read-only. The notice says
which (codes in :mod:`.store`'s docstring)."""

from __future__ import annotations

import errno
import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from dixit_desktop.notices import Notice

from .files import FolderLock, db_reason, is_writable, move_aside, os_reason, release_lock
from .schema import check_file, configure, connect_read_only, migrate

log = logging.getLogger(__name__)

FILE_NAME = "dixit-desktop.sqlite3"
LOCK_NAME = "dixit-desktop.lock"


@dataclass
class Opened:
    """What opening a folder gave: the connection, the file (None in memory), the notice to
    say, the folder's lock, and whether it can be written."""

    conn: sqlite3.Connection
    path: Path | None
    notice: Notice | None
    lock: FolderLock | None = None
    read_only: bool = False

    @property
    def saving(self) -> bool:
        return self.path is not None and not self.read_only


def in_memory(notice: Notice) -> Opened:
    """A fresh store in memory: the game is played, nothing is kept."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    configure(conn)
    migrate(conn)
    return Opened(conn, None, notice)


def connect(path: Path) -> sqlite3.Connection:
    """Open ``path`` for reading and writing, configured and migrated."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=5)
    try:
        configure(conn)
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def open_folder(folder: Path) -> Opened:
    """The store file of ``folder``, or a store in memory with the reason. Never raises."""
    folder = Path(folder)
    path = folder / FILE_NAME
    where = str(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        log.warning("Games cannot be saved: the folder %s is not usable (%s)", folder, e)
        return in_memory(Notice("store.unsaved_folder", {"folder": where, "reason": os_reason(e)}))
    lock, state = FolderLock.acquire(folder / LOCK_NAME)
    if state == "busy":
        log.warning("Another Dixit Desktop is using %s; this one will not save", folder)
        return in_memory(Notice("store.locked", {"folder": where}))
    exists = path.exists()
    writable = state != "unavailable" and is_writable(folder) and (not exists or is_writable(path))
    notice: Notice | None = None
    if exists:
        problem = check_file(path)
        if problem and problem != "cannot_open":
            try:
                if not writable:
                    raise PermissionError(errno.EACCES, "the folder is read-only")
                moved = move_aside(path)
            except OSError as e:
                log.warning("The unusable file %s could not be moved aside (%s)", path, e)
                release_lock(lock)
                return in_memory(
                    Notice("store.unusable_file", {"folder": where, "reason": problem})
                )
            log.warning("Saved games file %s unusable (%s); kept as %s", path, problem, moved)
            notice = Notice("store.moved_aside", {"file": moved.name, "reason": problem})
            exists = False
    if writable:
        try:
            return Opened(connect(path), path, notice, lock)
        except sqlite3.Error as e:
            log.warning("Cannot open %s for writing (%s)", path, e)
            if not exists:
                release_lock(lock)
                return in_memory(
                    Notice("store.unsaved_folder", {"folder": where, "reason": db_reason(e)})
                )
    elif not exists:
        release_lock(lock)
        return in_memory(Notice("store.unsaved_folder", {"folder": where, "reason": "read_only"}))
    # a valid file we cannot write: read what can be read, play on in memory
    ro = connect_read_only(path)
    if ro is None:
        release_lock(lock)
        return in_memory(Notice("store.unusable_file", {"folder": where, "reason": "unreadable"}))
    return Opened(ro, path, Notice("store.read_only", {"folder": where}), lock, read_only=True)
