"""Files and folders of the store: the OS lock that makes one writer per folder, whether a
path may be written, moving a bad file aside, the reasons a notice gives for a failed file
or database operation, and the default data folder (no Qt)."""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
import sys
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)


def is_writable(path: Path) -> bool:
    """Whether we may write ``path`` (a folder or a file), as far as the OS says."""
    return os.access(path, os.W_OK)


def os_reason(e: OSError) -> str:
    """Why the OS refused a write, as a reason code the words say (``words._reason``)."""
    if e.errno in (errno.EACCES, errno.EPERM):
        return "permission"
    if e.errno == errno.EROFS:
        return "read_only"
    if e.errno in (errno.ENOSPC, errno.EDQUOT):
        return "disk_full"
    if e.errno in (errno.ENOTDIR, errno.EEXIST, errno.EISDIR):
        return "not_a_folder"
    return "other"


def db_reason(e: sqlite3.Error) -> str:
    name = getattr(e, "sqlite_errorname", None) or ""
    if name.startswith("SQLITE_FULL"):
        return "disk_full"
    if name.startswith("SQLITE_READONLY"):
        return "read_only"
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return "locked"
    if name.startswith("SQLITE_CONSTRAINT"):
        return "conflict"
    if name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return "io"
    return "other"


class FolderLock:
    """An exclusive OS lock on the lock file, held while the store is open. The OS lets go
    of it when the file is closed or the process ends (a crash included)."""

    def __init__(self, file: IO[bytes]) -> None:
        self.file = file

    @classmethod
    def acquire(cls, path: Path) -> tuple[FolderLock | None, str]:
        """(the lock, "ours"); (None, "busy") when another store holds it; (None,
        "unavailable") when the lock file cannot be made (a read-only folder); (None,
        "unsupported") when the file system cannot lock (we go on without)."""
        try:
            file = path.open("a+b")
        except OSError as e:
            log.info("Cannot create the lock file %s (%s)", path, e)
            return None, "unavailable"
        try:
            _lock_file(file)
        except BlockingIOError:
            file.close()
            return None, "busy"
        except OSError as e:
            file.close()
            if sys.platform == "win32":
                return None, "busy"  # msvcrt reports a held lock as a plain OSError
            log.warning("Cannot lock %s (%s); two copies could share the folder", path, e)
            return None, "unsupported"
        return cls(file), "ours"

    def release(self) -> None:
        with suppress(OSError):
            _unlock_file(self.file)
        self.file.close()


if sys.platform == "win32":
    import msvcrt

    def _lock_file(file: IO[bytes]) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock_file(file: IO[bytes]) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock_file(file: IO[bytes]) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock_file(file: IO[bytes]) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_UN)


def release_lock(lock: FolderLock | None) -> None:
    if lock is not None:
        lock.release()


def move_aside(path: Path) -> Path:
    """Rename ``path`` (and its WAL companions) to a new, unused name; never overwrite."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        target = path.with_name(f"{path.name}.unusable-{stamp}" + (f"-{n}" if n else ""))
        if not target.exists():
            break
        n += 1
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(target.with_name(target.name + suffix))
    return target


def default_folder() -> Path:
    """The platform's per-user data folder (without Qt): used when no --data-dir is given."""
    from dixit_desktop.paths import default_data_folder

    return default_data_folder()
