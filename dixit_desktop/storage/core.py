"""The store's connection and what every part of it shares: opening and closing, the
notices not yet shown, and the write transaction that stops saving (and says why) on a
failure instead of raising. :class:`~.store.Store` adds the games, statistics and settings."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self

from dixit_desktop.notices import Notice

from . import evening
from .files import FolderLock, db_reason, release_lock
from .games import Conflict
from .opening import Opened, in_memory, open_folder
from .results import Result
from .rows import BadRow, Rows, parse_json

log = logging.getLogger(__name__)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class StoreCore:
    """The connection, its notices and its write transaction; see :class:`~.store.Store`."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path | None,
        notice: Notice | None = None,
        clock: Callable[[], str] = now,
        lock: FolderLock | None = None,
    ) -> None:
        self._conn = conn
        self._clock = clock
        self._lock = lock
        self._closed = False
        self._checked: tuple[int, int] | None = None  # (game id, actions) known to resume
        self._set_aside_ids: set[int] = set()
        self.path = path
        self.notice: Notice | None = notice
        """The latest notice (the opening's, or the last failure's), or None."""
        self.saving = True
        """False once a save failed (full disk...) or when nothing can be saved: the game
        goes on, unsaved."""
        self.read_only = False
        """True for a valid file opened read-only: games can be read and resumed, not saved."""
        self.save_failure: Notice | None = None
        """The first ``store.save_failed`` notice of this session (why saving stopped)."""
        self._pending: list[Notice] = [notice] if notice is not None else []
        self._opening = notice
        self._extra: dict[int, list[Result] | None] = {}  # counted games that are not kept
        self._finished_changes = 0  # games finished or counted here: the sums below are stale
        self._totals: tuple[int, Rows[dict[str, Any]]] | None = None
        self._waiting: tuple[int, list[int]] | None = None
        try:  # each finished game's results are kept (schema 4; not in an older read-only file)
            self._results = self.schema_version >= 4
        except sqlite3.Error:
            self._results = False

    # --- opening -------------------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path, clock: Callable[[], str] = now) -> Self:
        """The store of ``folder`` (:func:`.opening.open_folder`); never raises."""
        return cls._from(open_folder(folder), clock)

    @classmethod
    def _in_memory(cls, notice: Notice) -> Self:
        return cls._from(in_memory(notice))

    @classmethod
    def _from(cls, opened: Opened, clock: Callable[[], str] = now) -> Self:
        store = cls(opened.conn, opened.path, opened.notice, clock, opened.lock)
        store.saving = opened.saving
        store.read_only = opened.read_only
        return store

    def close(self) -> None:
        """Checkpoint the WAL into the file (leaving it empty), close, and let go of the
        folder. Safe to call twice; never raises."""
        if self._closed:
            return
        self._closed = True
        try:
            if self.path is not None and not self.read_only:
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as e:
            log.warning("Could not checkpoint %s (%s)", self.path, e)
        finally:
            try:
                self._conn.close()
            except sqlite3.Error as e:  # pragma: no cover - close reports nothing in practice
                log.warning("Could not close %s (%s)", self.path, e)
            release_lock(self._lock)
            self._lock = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # --- notices -------------------------------------------------------------------------------

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown, oldest first, each returned exactly once: the opening's,
        a failed save's, a damaged game set aside, a failed read."""
        out, self._pending = self._pending, []
        return out

    @property
    def not_saving(self) -> Notice | None:
        """Why nothing is being saved now (None while saving): the failed save, else the
        opening's notice (a store in memory, a read-only file, another window's folder)."""
        if self.saving:
            return None
        return self.save_failure or self._opening or Notice("store.save_failed")

    def take_set_aside(self) -> list[Notice]:
        """The ``store.game_damaged`` notices not yet shown (unfinished games set aside just
        now), each returned once and taken out of :meth:`take_notices`: the start screen says
        them there and then, never a later game."""
        out = [n for n in self._pending if n.code == "store.game_damaged"]
        self._pending = [n for n in self._pending if n.code != "store.game_damaged"]
        return out

    @property
    def folder(self) -> str:
        """The data folder ("" for a store in memory)."""
        return str(self.path.parent) if self.path is not None else ""

    def _note(self, notice: Notice) -> None:
        self.notice = notice
        self._pending.append(notice)

    # --- writing -------------------------------------------------------------------------------

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:  # SQLite may already have rolled back (a full disk)
                conn.execute("ROLLBACK")
            raise

    def _write(self, what: str, work: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run one write transaction; on failure stop saving and say why, never crash."""
        if not self.saving:
            return None
        try:
            with self._tx() as conn:
                return work(conn)
        except sqlite3.Error as e:
            self._save_failed(what, db_reason(e), e)
        except Conflict as e:
            self._save_failed(what, "conflict", e)
        except (TypeError, ValueError) as e:  # data json cannot hold
            self._save_failed(what, "other", e)
        return None

    def _save_failed(self, what: str, reason: str, error: Exception) -> None:
        self.saving = False
        notice = Notice("store.save_failed", {"what": what, "reason": reason})
        if self.save_failure is None:
            self.save_failure = notice
        log.warning("Could not save %s (%s: %s); the game goes on unsaved", what, reason, error)
        self._note(notice)

    def _read_failed(self, e: sqlite3.Error) -> None:
        log.warning("Could not read the saved games (%s)", e)
        self._note(Notice("store.read_failed", {"reason": db_reason(e)}))

    # --- a stored game's header ------------------------------------------------------------

    def _header(self, game_id: int) -> Any:
        """A stored game's header (None when it cannot be read)."""
        try:
            row = self._conn.execute("SELECT header FROM games WHERE id = ?", (game_id,)).fetchone()
            return parse_json(row[0], "header") if row else None
        except (sqlite3.Error, BadRow):
            return None

    def evening(self, game_id: int | None = None) -> tuple[str, ...]:
        """The clues of the evening: those a stored game keeps from the evening it began in,
        or (no ``game_id``) those of the games begun in the last hours, for a new game's
        header. Never raises."""
        if game_id is not None:
            return evening.of_header(self._header(game_id))
        try:
            return evening.clues_since(self._conn, evening.since(self._clock()))
        except (sqlite3.Error, ValueError):
            return ()

    def deck_source(self, game_id: int) -> dict[str, str]:
        """Where a stored game's pictures came from ({} for the built-in deck, or if the
        row cannot say)."""
        header = self._header(game_id)
        source = header.get("deck_source") if isinstance(header, dict) else None
        if not isinstance(source, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in source.items()
        ):
            return {}
        return dict(source)
