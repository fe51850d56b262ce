"""Writing files so that a crash never leaves half of one, and reading them with a size limit.
Plain Python."""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path


class TooBig(ValueError):
    """A file is over the size it may have."""


def temp_name(path: Path) -> Path:
    """A hidden temporary name beside ``path`` (same folder, so ``os.replace`` is atomic)."""
    return path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all: a temporary file in the same folder,
    written, fsync'ed and renamed over ``path`` (then the folder fsync'ed, where the system
    allows). On any failure the temporary file is removed and ``path`` is as it was; the
    OSError is raised."""
    tmp = temp_name(path)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        remove(tmp)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (best effort: not every system can)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove(path: Path) -> None:
    """Remove a file if it is there; a failure is ignored (a leftover is cleaned up later)."""
    with contextlib.suppress(OSError):
        os.unlink(path)


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of ``path``; :class:`TooBig` when it is over ``limit`` (read no further),
    OSError when it cannot be read."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise TooBig(f"{path.name} is over {limit} bytes")
    return data


def is_webp(head: bytes) -> bool:
    """True when the first bytes are a WebP file's (RIFF, a size, WEBP)."""
    return len(head) >= 12 and head[:4] == b"RIFF" and head[8:12] == b"WEBP"
