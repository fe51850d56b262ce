"""Saved games, history, statistics and settings in one SQLite file (no Qt).

A game is stored as its header (rule set, options, players, deck, seed, plus the players'
colours and symbols) and its action log, one row per accepted action, each committed in its
own transaction before the screen moves on. Loading replays the log. WAL journal with
``synchronous=FULL``: a committed action survives a crash or a pulled plug; :meth:`Store.close`
checkpoints the WAL into the file.

Nothing here raises at a screen:

- :meth:`Store.open` never raises. A file that is not ours, is corrupt, or comes from a newer
  version is moved aside (never deleted, never overwritten) and a fresh store is started; a
  folder we cannot write falls back to a store in memory; a valid file we cannot write
  (a read-only folder) is opened read-only: its games can be resumed and its history read, and
  play goes on in memory.
- One writer per folder: the store holds an OS-level exclusive lock on ``dixit-desktop.lock``
  in the data folder while it is open (``flock`` on POSIX, ``msvcrt.locking`` on Windows, both
  released by the OS if the process dies). A second :meth:`Store.open` of the same folder, from
  this process or another, gets a store in memory with the notice ``store.locked`` and never
  touches the first one's games.
- Reads (:meth:`unfinished`, :meth:`finished_games`, :meth:`player_stats`, :meth:`setting`,
  :meth:`deck_source`) never raise: one bad row (bad JSON, wrong types, missing keys, nested
  junk, in any column) costs that row only. Lists come back as :class:`Rows`, whose
  ``skipped`` says how many rows were left out. An unfinished game that cannot be resumed is
  set aside (status ``'damaged'``, kept in the file with the reason) so the start screen and a
  kiosk start never offer it again. :meth:`load` raises only :class:`StorageError`.
- A failed write (full disk, read-only file, another writer) stops saving for the session:
  :attr:`Store.saving` becomes False and the reason is a notice, delivered once by
  :meth:`Store.take_notices`.

Notices are :class:`~dixit_desktop.notices.Notice` codes with parameters (``dixit_desktop.words``
makes sentences of them); English goes only to the log::

    code                  params              when
    store.unsaved_folder  folder, reason      the folder cannot be created or written: in memory
    store.moved_aside     file, reason        a bad file was renamed ``file``; a new store began
    store.unusable_file   folder, reason      a bad file could not be moved aside: in memory
    store.read_only       folder              a valid file we cannot write: read it, play in memory
    store.locked          folder              another Dixit Desktop has this folder: in memory
    store.save_failed     what, reason        a write failed; nothing more is saved this session
    store.game_damaged    game_id             a saved game cannot be read back; set aside, kept
    store.read_failed     reason              the file could not be read just now
    store.rows_skipped    what, count         (Rows.notice) rows of a list left out as damaged
    store.no_such_game    game_id             (StorageError) load() of an id that is not there

``reason`` of a file: ``not_ours``, ``damaged``, ``foreign``, ``newer``, ``unreadable``; of a
folder or a read: ``permission``, ``read_only``, ``disk_full``, ``not_a_folder``, ``locked``,
``io``, ``other``; of a failed save: ``disk_full``, ``read_only``, ``locked``, ``conflict``
(the game is no longer ours to write: set aside or taken by another writer), ``io``, ``other``.
``what`` of a failed save: ``new_game``, ``move``, ``finished_game``, ``game``, ``settings``;
of skipped rows: ``history``, ``statistics``.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sqlite3
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, TypeVar

from dixit_desktop.notices import Notice
from dixit_desktop.rules import RULESETS, Action, DixitError, Game
from dixit_desktop.rules.actions import action_to_dict

log = logging.getLogger(__name__)

APPLICATION_ID = 0x44495854  # "DIXT"
SCHEMA_VERSION = 3
FILE_NAME = "dixit-desktop.sqlite3"
LOCK_NAME = "dixit-desktop.lock"
MAX_JSON = 8_000_000
"""Longest JSON text read from one column (a 10,000-card header is about 1 MB)."""
MAX_TEXT = 200
"""Longest plain text (a date, a player's colour or symbol) accepted from a row."""
MAX_PLAYERS = 64

T = TypeVar("T")


class StorageError(Exception):
    """A saved game could not be loaded. ``notice`` says why as a code and parameters
    (``store.game_damaged``, ``store.no_such_game``, ``store.read_failed``); ``str()`` is
    English for the log."""

    def __init__(self, message: str, notice: Notice) -> None:
        super().__init__(message)
        self.notice = notice


class Rows(list[T]):
    """A list read from the store, with how many rows were left out because they were
    damaged (``skipped``)."""

    def __init__(self, items: Iterable[T] = (), skipped: int = 0, what: str = "") -> None:
        super().__init__(items)
        self.skipped = skipped
        self.what = what

    @property
    def notice(self) -> Notice | None:
        """``store.rows_skipped`` when rows were left out, else None."""
        if not self.skipped:
            return None
        return Notice("store.rows_skipped", {"what": self.what, "count": self.skipped})


@dataclass(frozen=True)
class SavedGame:
    id: int
    created: str
    rules: str
    players: list[dict[str, str]]
    """Each player's name, colour and symbol, in seat order."""
    actions: int


@dataclass(frozen=True)
class FinishedGame:
    id: int
    created: str
    finished: str
    rules: str
    players: list[dict[str, str]]
    scores: list[int]
    units: list[str]
    winners: list[str]


class _BadRow(Exception):
    """A row's content is damaged (internal: always caught and turned into a skip)."""


class _Conflict(Exception):
    """The game is no longer this store's to write (internal)."""


# Each migration takes the store from version i to i + 1.
MIGRATIONS: list[str] = [
    # 0 -> 1: games and their action logs
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        created TEXT NOT NULL,
        finished TEXT,
        status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
        rules TEXT NOT NULL,
        header TEXT NOT NULL,
        players TEXT NOT NULL,
        scores TEXT,
        winners TEXT
    );
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE INDEX games_status ON games(status, id);
    """,
    # 1 -> 2: remembered settings
    """
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # 2 -> 3: games that cannot be read back are set aside as 'damaged', with the reason
    # (SQLite cannot change a CHECK constraint: the table is rebuilt, foreign keys off)
    """
    CREATE TABLE games_v3 (
        id INTEGER PRIMARY KEY,
        created TEXT NOT NULL,
        finished TEXT,
        status TEXT NOT NULL
            CHECK (status IN ('playing', 'finished', 'abandoned', 'damaged')),
        rules TEXT NOT NULL,
        header TEXT NOT NULL,
        players TEXT NOT NULL,
        scores TEXT,
        winners TEXT,
        damage TEXT
    );
    INSERT INTO games_v3 (id, created, finished, status, rules, header, players, scores, winners)
        SELECT id, created, finished, status, rules, header, players, scores, winners FROM games;
    DROP TABLE games;
    ALTER TABLE games_v3 RENAME TO games;
    CREATE INDEX games_status ON games(status, id);
    """,
]
assert len(MIGRATIONS) == SCHEMA_VERSION


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Store:
    """The app's SQLite store. Open with :meth:`open`, which never raises for a bad file."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path | None,
        notice: Notice | None = None,
        clock: Callable[[], str] = _now,
        lock: _Lock | None = None,
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

    # --- opening -------------------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path, clock: Callable[[], str] = _now) -> Store:
        folder = Path(folder)
        path = folder / FILE_NAME
        where = str(folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            log.warning("Games cannot be saved: the folder %s is not usable (%s)", folder, e)
            return cls._in_memory(
                Notice("store.unsaved_folder", {"folder": where, "reason": _os_reason(e)})
            )
        lock, state = _Lock.acquire(folder / LOCK_NAME)
        if state == "busy":
            log.warning("Another Dixit Desktop is using %s; this one will not save", folder)
            return cls._in_memory(Notice("store.locked", {"folder": where}))
        exists = path.exists()
        writable = state != "unavailable" and _writable(folder) and (not exists or _writable(path))
        notice: Notice | None = None
        if exists:
            problem = _check_file(path)
            if problem and problem != "cannot_open":
                try:
                    if not writable:
                        raise PermissionError(errno.EACCES, "the folder is read-only")
                    moved = _move_aside(path)
                except OSError as e:
                    log.warning("The unusable file %s could not be moved aside (%s)", path, e)
                    _release(lock)
                    return cls._in_memory(
                        Notice("store.unusable_file", {"folder": where, "reason": problem})
                    )
                log.warning("Saved games file %s unusable (%s); kept as %s", path, problem, moved)
                notice = Notice("store.moved_aside", {"file": moved.name, "reason": problem})
                exists = False
        if writable:
            try:
                conn = cls._connect(path)
                return cls(conn, path, notice, clock, lock)
            except sqlite3.Error as e:
                log.warning("Cannot open %s for writing (%s)", path, e)
                if not exists:
                    _release(lock)
                    return cls._in_memory(
                        Notice("store.unsaved_folder", {"folder": where, "reason": _db_reason(e)})
                    )
        elif not exists:
            _release(lock)
            return cls._in_memory(
                Notice("store.unsaved_folder", {"folder": where, "reason": "read_only"})
            )
        # a valid file we cannot write: read what can be read, play on in memory
        ro = cls._connect_read_only(path)
        if ro is None:
            _release(lock)
            return cls._in_memory(
                Notice("store.unusable_file", {"folder": where, "reason": "unreadable"})
            )
        store = cls(ro, path, Notice("store.read_only", {"folder": where}), clock, lock)
        store.saving = False
        store.read_only = True
        return store

    @classmethod
    def _in_memory(cls, notice: Notice) -> Store:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        cls._configure(conn)
        cls._migrate(conn)
        store = cls(conn, None, notice)
        store.saving = False
        return store

    @classmethod
    def _connect(cls, path: Path) -> sqlite3.Connection:
        """Open ``path`` for reading and writing, configured and migrated."""
        conn = sqlite3.connect(path, isolation_level=None, timeout=5)
        try:
            cls._configure(conn)
            cls._migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _connect_read_only(path: Path) -> sqlite3.Connection | None:
        """Open a valid file we may not write; ``immutable`` when even the WAL's shared
        memory file cannot be made (a read-only folder). None if it cannot be read at all."""
        uri = path.resolve().as_uri()
        for mode in ("?mode=ro", "?mode=ro&immutable=1"):
            try:
                conn = sqlite3.connect(uri + mode, uri=True, isolation_level=None, timeout=5)
            except sqlite3.Error:
                continue
            try:
                conn.execute("SELECT COUNT(*) FROM games").fetchone()
                return conn
            except sqlite3.Error as e:
                log.info("Read-only open of %s with %s failed (%s)", path, mode, e)
                conn.close()
        return None

    @staticmethod
    def _configure(conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version >= SCHEMA_VERSION:
            return
        conn.execute("PRAGMA foreign_keys=OFF")  # a table rebuild; has no effect in a tx
        try:
            for i in range(version, SCHEMA_VERSION):
                conn.execute("BEGIN IMMEDIATE")
                try:
                    for statement in MIGRATIONS[i].split(";"):
                        if statement.strip():
                            conn.execute(statement)
                    if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
                        log.warning("Saved moves of unknown games found while migrating")
                    conn.execute(f"PRAGMA user_version = {i + 1}")
                    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
        finally:
            conn.execute("PRAGMA foreign_keys=ON")

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
            _release(self._lock)
            self._lock = None

    def __enter__(self) -> Store:
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
            self._save_failed(what, _db_reason(e), e)
        except _Conflict as e:
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

    def new_game(
        self,
        game: Game,
        players: list[dict[str, str]],
        deck_source: dict[str, str] | None = None,
    ) -> int | None:
        """Store a new game's header (and any actions it already has); returns its id.
        ``deck_source`` says where the cards' pictures come from (a photo folder). An
        unfinished game is marked abandoned (kept, see :meth:`abandoned_games`)."""
        header = game.header()
        if deck_source:
            header["deck_source"] = deck_source

        def work(conn: sqlite3.Connection) -> int:
            conn.execute("UPDATE games SET status = 'abandoned' WHERE status = 'playing'")
            cur = conn.execute(
                "INSERT INTO games (created, status, rules, header, players) "
                "VALUES (?, 'playing', ?, ?, ?)",
                (self._clock(), game.rules.id, json.dumps(header), json.dumps(players)),
            )
            game_id = int(cur.lastrowid or 0)
            for seq, action in enumerate(game.log, start=1):
                conn.execute(
                    "INSERT INTO actions (game_id, seq, action) VALUES (?, ?, ?)",
                    (game_id, seq, json.dumps(action_to_dict(action))),
                )
            return game_id

        result = self._write("new_game", work)
        return None if result is None else int(result)

    def append_action(self, game_id: int, seq: int, action: Action) -> bool:
        """Commit one accepted action (``seq`` counts from 1). True when it is on disk. Only
        a game still being played here takes moves: a game set aside, finished or abandoned
        meanwhile stops saving with the reason ``conflict``."""

        def work(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(
                "INSERT INTO actions (game_id, seq, action) SELECT ?, ?, ? "
                "WHERE EXISTS (SELECT 1 FROM games WHERE id = ? AND status = 'playing')",
                (game_id, seq, json.dumps(action_to_dict(action)), game_id),
            )
            if cur.rowcount != 1:
                raise _Conflict(f"game {game_id} is no longer being played here")
            return True

        return bool(self._write("move", work))

    def finish_game(self, game_id: int, game: Game) -> None:
        names = game.unit_names()

        def work(conn: sqlite3.Connection) -> None:
            cur = conn.execute(
                "UPDATE games SET status = 'finished', finished = ?, scores = ?, winners = ? "
                "WHERE id = ? AND status = 'playing'",
                (
                    self._clock(),
                    json.dumps(list(game.scores)),
                    json.dumps([names[u] for u in game.winners]),
                    game_id,
                ),
            )
            if cur.rowcount != 1:
                raise _Conflict(f"game {game_id} is no longer being played here")

        self._write("finished_game", work)

    def abandon(self, game_id: int) -> None:
        self._write(
            "game",
            lambda c: c.execute(
                "UPDATE games SET status = 'abandoned' WHERE id = ? AND status = 'playing'",
                (game_id,),
            ),
        )

    def _set_aside(self, game_id: int, why: str) -> None:
        """Mark an unfinished game that cannot be resumed as damaged (kept in the file with
        the reason), so it is never offered again; say so once."""
        if game_id in self._set_aside_ids:
            return
        self._set_aside_ids.add(game_id)
        log.warning("Saved game %s cannot be resumed and is set aside: %s", game_id, why)
        self._note(Notice("store.game_damaged", {"game_id": game_id}))
        if self.read_only:
            return
        try:
            with self._tx() as conn:
                conn.execute(
                    "UPDATE games SET status = 'damaged', damage = ? "
                    "WHERE id = ? AND status = 'playing'",
                    (why[:1000], game_id),
                )
        except sqlite3.Error as e:
            log.warning("Could not mark game %s as damaged (%s)", game_id, e)

    def _finish_over(self, game_id: int, game: Game) -> None:
        """File a game whose last move was saved but not its end under past games."""
        self._set_aside_ids.add(game_id)  # not offered again this session, whatever happens
        if self.read_only:
            return
        names = game.unit_names()
        try:
            with self._tx() as conn:
                conn.execute(
                    "UPDATE games SET status = 'finished', finished = ?, scores = ?, "
                    "winners = ? WHERE id = ? AND status = 'playing'",
                    (
                        self._clock(),
                        json.dumps(list(game.scores)),
                        json.dumps([names[u] for u in game.winners]),
                        game_id,
                    ),
                )
        except sqlite3.Error as e:
            log.warning("Could not file the ended game %s as finished (%s)", game_id, e)

    # --- reading -------------------------------------------------------------------------------

    def _read_failed(self, e: sqlite3.Error) -> None:
        log.warning("Could not read the saved games (%s)", e)
        self._note(Notice("store.read_failed", {"reason": _db_reason(e)}))

    def unfinished(self) -> SavedGame | None:
        """The newest unfinished game that can really be resumed, or None. One that cannot
        be read back is set aside as damaged (and reported by :meth:`take_notices`) and the
        next one is tried. Never raises."""
        try:
            rows = self._conn.execute(
                "SELECT g.id, g.created, g.rules, g.players, "
                "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) "
                "FROM games g WHERE g.status = 'playing' ORDER BY g.id DESC LIMIT 50"
            ).fetchall()
        except sqlite3.Error as e:
            self._read_failed(e)
            return None
        for gid, created, rules, players, n_actions in rows:
            if gid in self._set_aside_ids:
                continue
            try:
                saved = SavedGame(
                    _int(gid), _date(created), _rules(rules), _players(players), _int(n_actions)
                )
                if self._checked != (saved.id, saved.actions):
                    game, _ = self._load(saved.id)  # it must replay, or it is set aside
                    if game.is_over:  # a crash between its last move and its finish
                        self._finish_over(saved.id, game)
                        continue
                    self._checked = (saved.id, saved.actions)
                return saved
            except (_BadRow, DixitError) as e:
                self._set_aside(gid, str(e))
            except sqlite3.Error as e:
                self._read_failed(e)
                return None
        return None

    def load(self, game_id: int) -> tuple[Game, list[dict[str, str]]]:
        """Rebuild a stored game by replaying its log. Raises :class:`StorageError` (and
        nothing else) if it cannot be; an unfinished game that cannot is set aside."""
        try:
            return self._load(game_id)
        except (_BadRow, DixitError) as e:
            if isinstance(game_id, int) and self._status(game_id) == "playing":
                self._set_aside(game_id, str(e))
            raise StorageError(
                f"The saved game could not be read back: {e}",
                Notice("store.game_damaged", {"game_id": _param_id(game_id)}),
            ) from e
        except LookupError as e:
            raise StorageError(
                f"There is no saved game number {_param_id(game_id)}.",
                Notice("store.no_such_game", {"game_id": _param_id(game_id)}),
            ) from e
        except sqlite3.Error as e:
            raise StorageError(
                f"The saved games could not be read ({e}).",
                Notice("store.read_failed", {"reason": _db_reason(e)}),
            ) from e

    def _status(self, game_id: int) -> str | None:
        try:
            row = self._conn.execute("SELECT status FROM games WHERE id = ?", (game_id,))
            found = row.fetchone()
        except sqlite3.Error:
            return None
        return found[0] if found and isinstance(found[0], str) else None

    def _load(self, game_id: int) -> tuple[Game, list[dict[str, str]]]:
        """Raises _BadRow or DixitError for damage, LookupError for no such game."""
        if type(game_id) is not int:
            raise LookupError(game_id)
        row = self._conn.execute(
            "SELECT header, players FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise LookupError(game_id)
        data = _json(row[0], "header")
        if not isinstance(data, dict):
            raise _BadRow("the header is not an object")
        players = _players(row[1])
        actions = []
        for expected, (seq, text) in enumerate(
            self._conn.execute(
                "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
            ),
            start=1,
        ):
            if seq != expected:
                raise _BadRow(f"move {expected} is missing (found {_param_id(seq)})")
            actions.append(_json(text, "move"))
        data["actions"] = actions
        game = Game.from_dict(data)
        if len(players) != game.n_players:
            raise _BadRow("the players do not match the game")
        return game, players

    def deck_source(self, game_id: int) -> dict[str, str]:
        """Where a stored game's pictures came from ({} for the built-in deck, or if the
        row cannot say)."""
        try:
            row = self._conn.execute("SELECT header FROM games WHERE id = ?", (game_id,)).fetchone()
            header = _json(row[0], "header") if row else None
        except (sqlite3.Error, _BadRow):
            return {}
        source = header.get("deck_source") if isinstance(header, dict) else None
        if not isinstance(source, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in source.items()
        ):
            return {}
        return dict(source)

    def finished_games(self, limit: int = 200) -> Rows[FinishedGame]:
        """The finished games, newest first. A damaged row is left out and counted in
        ``skipped``. Never raises."""
        out: Rows[FinishedGame] = Rows(what="history")
        try:
            rows = self._conn.execute(
                "SELECT id, created, finished, rules, header, players, scores, winners "
                "FROM games WHERE status = 'finished' ORDER BY id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        except sqlite3.Error as e:
            self._read_failed(e)
            return out
        for row in rows:
            try:
                out.append(_finished(*row))
            except _BadRow as e:
                log.warning("Finished game %s left out of the history: %s", row[0], e)
                out.skipped += 1
        return out

    def player_stats(self) -> Rows[dict[str, Any]]:
        """Per player name (over finished games): games, wins, turns told and how many of
        those clues scored, votes cast and how many found the storyteller's card. A game
        that cannot be read back is left out and counted in ``skipped``. Never raises."""
        stats: dict[str, dict[str, Any]] = {}

        def entry(name: str) -> dict[str, Any]:
            key = name.casefold()
            if key not in stats:
                stats[key] = {
                    "name": name,
                    "games": 0,
                    "wins": 0,
                    "told": 0,
                    "told_scored": 0,
                    "guesses": 0,
                    "found": 0,
                }
            return stats[key]

        skipped = 0
        try:
            ids = self._conn.execute(
                "SELECT id FROM games WHERE status = 'finished' ORDER BY id DESC LIMIT 10000"
            ).fetchall()
        except sqlite3.Error as e:
            self._read_failed(e)
            ids = []
        for (gid,) in ids:
            try:
                game, _ = self._load(gid)
            except (_BadRow, DixitError, LookupError, sqlite3.Error) as why:
                log.warning("Finished game %s left out of the statistics: %s", gid, why)
                skipped += 1
                continue
            if not game.is_over:  # moves lost: its story would be wrong
                log.warning("Finished game %s left out of the statistics: it does not end", gid)
                skipped += 1
                continue
            winners = set(game.winner_players())
            for p, name in enumerate(game.players):
                row = entry(name)
                row["games"] += 1
                row["wins"] += p in winners
            if game.rules.id == "party":
                continue  # no storyteller's card to find in Party
            for rec in game.history:
                st = entry(game.players[rec.storyteller])
                st["told"] += 1
                st_unit = game.unit_of(rec.storyteller)
                if any(line.unit == st_unit and line.points > 0 for line in rec.scores):
                    st["told_scored"] += 1
                for voter, slots in rec.votes:
                    v = entry(game.players[voter])
                    v["guesses"] += 1
                    v["found"] += rec.storyteller_slot in slots
        ordered = sorted(stats.values(), key=lambda e: (-e["wins"], -e["games"], e["name"]))
        return Rows(ordered, skipped, "statistics")

    def abandoned_games(self, limit: int = 50) -> Rows[SavedGame]:
        """Games left unfinished when another was started, newest first: kept so they can
        be taken up again with :meth:`restore`. Damaged rows are skipped. Never raises."""
        out: Rows[SavedGame] = Rows(what="history")
        try:
            rows = self._conn.execute(
                "SELECT g.id, g.created, g.rules, g.players, "
                "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) "
                "FROM games g WHERE g.status = 'abandoned' ORDER BY g.id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        except sqlite3.Error as e:
            self._read_failed(e)
            return out
        for gid, created, rules, players, n_actions in rows:
            try:
                out.append(
                    SavedGame(
                        _int(gid), _date(created), _rules(rules), _players(players), _int(n_actions)
                    )
                )
            except _BadRow:
                out.skipped += 1
        return out

    def restore(self, game_id: int) -> bool:
        """Make an abandoned game the unfinished one again (the current unfinished game, if
        any, becomes abandoned in its place). True when done."""

        def work(conn: sqlite3.Connection) -> bool:
            found = conn.execute(
                "SELECT 1 FROM games WHERE id = ? AND status = 'abandoned'", (game_id,)
            ).fetchone()
            if found is None:
                return False
            conn.execute("UPDATE games SET status = 'abandoned' WHERE status = 'playing'")
            conn.execute("UPDATE games SET status = 'playing' WHERE id = ?", (game_id,))
            return True

        return bool(self._write("game", work))

    # --- settings ------------------------------------------------------------------------------

    def setting(self, key: str, default: Any = None) -> Any:
        """A remembered setting, or ``default`` if it is missing or unreadable."""
        try:
            row = self._conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
            return default if row is None else _json(row[0], "setting")
        except (sqlite3.Error, _BadRow):
            return default

    def set_setting(self, key: str, value: Any) -> None:
        """Remember a JSON-able value. A value JSON cannot hold is a mistake in the caller:
        logged and dropped, without stopping the saving of the game."""
        try:
            text = json.dumps(value)
        except (TypeError, ValueError) as e:
            log.error("Setting %r not saved: %s", key, e)
            return
        self._write(
            "settings",
            lambda c: c.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, text),
            ),
        )


# --- validating rows ---------------------------------------------------------------------------


def _json(value: object, what: str) -> Any:
    if isinstance(value, bytes):
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            raise _BadRow(f"the {what} is not text") from None
    if not isinstance(value, str):
        raise _BadRow(f"the {what} is not text")
    if len(value) > MAX_JSON:
        raise _BadRow(f"the {what} is too long")
    try:
        return json.loads(value)
    except (ValueError, RecursionError) as e:
        raise _BadRow(f"the {what} is not valid JSON ({str(e)[:80]})") from None


def _int(value: object) -> int:
    if type(value) is not int:
        raise _BadRow("a number is not a whole number")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise _BadRow("a text field is not short text")
    return value


def _date(value: object) -> str:
    text = _text(value)
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise _BadRow("a date is not a date") from None
    return text


def _rules(value: object) -> str:
    if not isinstance(value, str) or value not in RULESETS:
        raise _BadRow("the rule set is unknown")
    return value


def _players(value: object) -> list[dict[str, str]]:
    data = _json(value, "players")
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_PLAYERS:
        raise _BadRow("the players are not a list")
    out: list[dict[str, str]] = []
    for p in data:
        if not isinstance(p, dict) or not all(
            isinstance(p.get(k), str) for k in ("name", "colour", "symbol")
        ):
            raise _BadRow("a player has no name, colour or symbol")
        if not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in p.values()):
            raise _BadRow("a player has a field that is not short text")
        out.append(dict(p))
    return out


def _str_list(value: object, what: str) -> list[str]:
    data = _json(value, what)
    if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
        raise _BadRow(f"the {what} are not a list of names")
    return data


def _finished(
    gid: object,
    created: object,
    finished: object,
    rules: object,
    header: object,
    players: object,
    scores: object,
    winners: object,
) -> FinishedGame:
    h = _json(header, "header")
    if not isinstance(h, dict):
        raise _BadRow("the header is not an object")
    names = h.get("players")
    if (
        not isinstance(names, list)
        or not 1 <= len(names) <= MAX_PLAYERS
        or not all(isinstance(n, str) for n in names)
    ):
        raise _BadRow("the header's players are not a list of names")
    rules_id = _rules(rules)
    team = RULESETS[rules_id].teams
    half = len(names) // 2
    units = [f"{names[u]} & {names[u + half]}" for u in range(half)] if team else list(names)
    score_list = _json(scores, "scores")
    if (
        not isinstance(score_list, list)
        or len(score_list) != len(units)
        or not all(type(s) is int for s in score_list)
    ):
        raise _BadRow("the scores are not one whole number per player or team")
    player_list = _players(players)
    if len(player_list) != len(names):
        raise _BadRow("the players do not match the header")
    winner_list = _str_list(winners, "winners")
    if not set(winner_list) <= set(units):
        raise _BadRow("the winners are not players of the game")
    return FinishedGame(
        _int(gid),
        _date(created),
        _date(finished),
        rules_id,
        player_list,
        score_list,
        units,
        winner_list,
    )


def _param_id(value: object) -> int | str:
    return value if type(value) is int else str(value)[:40]


# --- files, folders and the lock ---------------------------------------------------------------


def _check_file(path: Path) -> str:
    """Why ``path`` cannot be used as our store ('not_ours', 'damaged', 'foreign', 'newer',
    'unreadable'), 'cannot_open' when SQLite cannot open it just now although nothing says
    it is bad (a read-only folder, a busy file), or '' if it can be used."""
    try:
        with path.open("rb") as f:
            head = f.read(16)
    except OSError as e:
        log.warning("Cannot read %s (%s)", path, e)
        return "unreadable"
    if not head:
        return ""  # an empty file: sqlite makes a store of it
    if head != b"SQLite format 3\x00":
        return "not_ours"
    uri = path.resolve().as_uri()
    problem = "cannot_open"
    for mode in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            conn = sqlite3.connect(uri + mode, uri=True, timeout=5)
            try:
                app_id = conn.execute("PRAGMA application_id").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                ok = conn.execute("PRAGMA quick_check").fetchone()[0]
                tables = conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
            finally:
                conn.close()
        except sqlite3.Error as e:
            if e.sqlite_errorname in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
                return "damaged"
            log.info("Cannot check %s with %s (%s)", path, mode, e)
            continue
        if ok != "ok":
            return "damaged"
        if app_id not in (0, APPLICATION_ID) or (app_id == 0 and (version != 0 or tables)):
            return "foreign"
        if version > SCHEMA_VERSION:
            return "newer"
        return ""
    return problem


def _writable(path: Path) -> bool:
    """Whether we may write ``path`` (a folder or a file), as far as the OS says."""
    return os.access(path, os.W_OK)


def _os_reason(e: OSError) -> str:
    if e.errno in (errno.EACCES, errno.EPERM):
        return "permission"
    if e.errno == errno.EROFS:
        return "read_only"
    if e.errno in (errno.ENOSPC, errno.EDQUOT):
        return "disk_full"
    if e.errno in (errno.ENOTDIR, errno.EEXIST, errno.EISDIR):
        return "not_a_folder"
    return "other"


def _db_reason(e: sqlite3.Error) -> str:
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


class _Lock:
    """An exclusive OS lock on the lock file, held while the store is open. The OS lets go
    of it when the file is closed or the process ends (a crash included)."""

    def __init__(self, file: IO[bytes]) -> None:
        self.file = file

    @classmethod
    def acquire(cls, path: Path) -> tuple[_Lock | None, str]:
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


def _release(lock: _Lock | None) -> None:
    if lock is not None:
        lock.release()


def _move_aside(path: Path) -> Path:
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
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "Dixit Desktop"
