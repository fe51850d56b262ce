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
- Statistics replay no game: each finished game's results per player are kept when it
  finishes, and :meth:`player_stats` sums them. Games finished before the store kept them
  (schema 4) are :meth:`uncounted`; they are counted once, by replaying them on another
  thread (:meth:`reader`, :func:`.stats.count_games`) and kept with :meth:`save_counts`.
- An unfinished game set aside is for the start screen to say (:meth:`take_set_aside`),
  there and then; never a later game.
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

import json
import logging
import sqlite3
from collections.abc import Callable, Mapping
from typing import Any

from dixit_desktop.notices import Notice
from dixit_desktop.rules import Action, DixitError, Game

from . import games, results, stats
from .core import StoreCore
from .files import db_reason, default_folder
from .games import Conflict, read_game
from .opening import FILE_NAME, LOCK_NAME
from .reasons import Reason, read_reasons
from .results import Result
from .rows import BadRow, FinishedGame, Rows, SavedGame, param_id, parse_json, saved_row
from .schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, connect_read_only

__all__ = [
    "APPLICATION_ID",
    "FILE_NAME",
    "LOCK_NAME",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "FinishedGame",
    "Rows",
    "SavedGame",
    "StorageError",
    "Store",
    "default_folder",
]

log = logging.getLogger(__name__)


class StorageError(Exception):
    """A saved game could not be loaded. ``notice`` says why as a code and parameters
    (``store.game_damaged``, ``store.no_such_game``, ``store.read_failed``); ``str()`` is
    English for the log."""

    def __init__(self, message: str, notice: Notice) -> None:
        super().__init__(message)
        self.notice = notice


class Store(StoreCore):
    """The app's SQLite store. Open with :meth:`open`, which never raises for a bad file."""

    # --- games ---------------------------------------------------------------------------------

    def new_game(
        self,
        game: Game,
        players: list[dict[str, str]],
        deck_source: dict[str, str] | None = None,
        clues_heard: tuple[str, ...] = (),
    ) -> int | None:
        """Store a new game's header (and any actions it already has); returns its id.
        ``deck_source`` says where the cards' pictures come from (a photo folder);
        ``clues_heard`` the evening's clues (:meth:`evening`). An unfinished game is marked
        abandoned (kept, see :meth:`abandoned_games`)."""
        header = game.header()
        if deck_source:
            header["deck_source"] = deck_source
        if clues_heard:
            header["evening"] = list(clues_heard)

        result = self._write(
            "new_game", lambda c: games.insert_game(c, self._clock(), game, header, players)
        )
        return None if result is None else int(result)

    def append_action(
        self, game_id: int, seq: int, action: Action, reason: Mapping[str, Any] | None = None
    ) -> bool:
        """Commit one accepted action (``seq`` counts from 1) and a computer player's ``reason``
        ({turn, seat, code, params}). True when it is on disk. Only a game still played here
        takes moves: one set aside, finished or abandoned meanwhile stops saving (conflict)."""
        move = games.insert_action
        return bool(self._write("move", lambda c: move(c, game_id, seq, action, reason)))

    def reasons(self, game_id: int) -> dict[tuple[int, int], Reason]:
        """The computer players' reasons kept for a game, by (turn, seat) ({} if unreadable)."""
        return read_reasons(self._conn, game_id, self._read_failed)

    def finish_game(self, game_id: int, game: Game) -> None:
        def work(conn: sqlite3.Connection) -> None:
            if not games.mark_finished(conn, game_id, self._clock(), game):
                raise Conflict(f"game {game_id} is no longer being played here")

        self._finished_changes += 1
        self._write("finished_game", work)

    def abandon(self, game_id: int) -> None:
        self._write("game", lambda c: games.abandon(c, game_id))

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
                games.mark_damaged(conn, game_id, why)
        except sqlite3.Error as e:
            log.warning("Could not mark game %s as damaged (%s)", game_id, e)

    def _finish_over(self, game_id: int, game: Game) -> None:
        """File a game whose last move was saved but not its end under past games."""
        self._set_aside_ids.add(game_id)  # not offered again this session, whatever happens
        self._finished_changes += 1
        if self.read_only:
            return
        try:
            with self._tx() as conn:
                games.mark_finished(conn, game_id, self._clock(), game)
        except sqlite3.Error as e:
            log.warning("Could not file the ended game %s as finished (%s)", game_id, e)

    # --- reading -------------------------------------------------------------------------------

    def _read_failed(self, e: sqlite3.Error) -> None:
        log.warning("Could not read the saved games (%s)", e)
        self._note(Notice("store.read_failed", {"reason": db_reason(e)}))

    def unfinished(self) -> SavedGame | None:
        """The newest unfinished game that can really be resumed, or None. One that cannot
        be read back is set aside as damaged (and reported by :meth:`take_notices`) and the
        next one is tried. Never raises."""
        try:
            rows = games.saved_rows(self._conn, "playing", 50)
        except sqlite3.Error as e:
            self._read_failed(e)
            return None
        for row in rows:
            gid = row[0]
            if gid in self._set_aside_ids:
                continue
            try:
                saved = saved_row(*row)
                if self._checked != (saved.id, saved.actions):
                    game, _ = read_game(self._conn, saved.id)  # it must replay, or it is set aside
                    if game.is_over:  # a crash between its last move and its finish
                        self._finish_over(saved.id, game)
                        continue
                    self._checked = (saved.id, saved.actions)
                return saved
            except (BadRow, DixitError) as e:
                self._set_aside(gid, str(e))
            except sqlite3.Error as e:
                self._read_failed(e)
                return None
        return None

    def load(self, game_id: int) -> tuple[Game, list[dict[str, str]]]:
        """Rebuild a stored game by replaying its log. Raises :class:`StorageError` (and
        nothing else) if it cannot be; an unfinished game that cannot is set aside."""
        try:
            return read_game(self._conn, game_id)
        except (BadRow, DixitError) as e:
            if isinstance(game_id, int) and self._status(game_id) == "playing":
                self._set_aside(game_id, str(e))
            raise StorageError(
                f"The saved game could not be read back: {e}",
                Notice("store.game_damaged", {"game_id": param_id(game_id)}),
            ) from e
        except LookupError as e:
            raise StorageError(
                f"There is no saved game number {param_id(game_id)}.",
                Notice("store.no_such_game", {"game_id": param_id(game_id)}),
            ) from e
        except sqlite3.Error as e:
            raise StorageError(
                f"The saved games could not be read ({e}).",
                Notice("store.read_failed", {"reason": db_reason(e)}),
            ) from e

    def _status(self, game_id: int) -> str | None:
        try:
            row = self._conn.execute("SELECT status FROM games WHERE id = ?", (game_id,))
            found = row.fetchone()
        except sqlite3.Error:
            return None
        return found[0] if found and isinstance(found[0], str) else None

    def finished_games(self, limit: int = 200, offset: int = 0) -> Rows[FinishedGame]:
        """The finished games, newest first, a page of ``limit`` from the ``offset``-th. A
        damaged row is left out and counted in ``skipped``. Never raises."""
        try:
            return games.finished(self._conn, limit, max(0, offset))
        except sqlite3.Error as e:
            self._read_failed(e)
            return Rows(what="history")

    def finished_game(self, game_id: int) -> FinishedGame | None:
        """One finished game (None: not there, or damaged). Never raises."""
        try:
            return games.finished_one(self._conn, game_id)
        except (sqlite3.Error, BadRow):
            return None

    def finished_count(self) -> int:
        """How many finished games there are (0 if the file cannot say). Never raises."""
        try:
            row = self._conn.execute("SELECT COUNT(*) FROM games WHERE status = 'finished'")
            return int(row.fetchone()[0])
        except sqlite3.Error as e:
            self._read_failed(e)
            return 0

    # --- statistics ----------------------------------------------------------------------------

    def player_stats(self) -> Rows[dict[str, Any]]:
        """Per player name (over finished games): games, wins, turns told and how many of
        those clues scored, votes cast and how many found the storyteller's card. A sum of
        the results kept when each game finished: no game is replayed. Games not counted
        yet (:meth:`uncounted`) are not in it; a game that cannot be counted is left out and
        counted in ``skipped``. Never raises."""
        if self._totals is not None and self._totals[0] == self._finished_changes:
            return self._totals[1]  # nothing finished or counted since: nothing to read
        try:
            totals = stats.totals(self._conn if self._results else None, self._extra)
        except sqlite3.Error as e:
            self._read_failed(e)
            return Rows(what="statistics")
        self._totals = (self._finished_changes, totals)
        return totals

    def uncounted(self) -> list[int]:
        """The finished games whose results are not kept yet (finished before the store
        kept them), newest first: :meth:`count_pending`, or :func:`.stats.count_games` on
        another thread and :meth:`save_counts`, count them once. Never raises."""
        if self._waiting is not None and self._waiting[0] == self._finished_changes:
            return list(self._waiting[1])
        query = (
            stats.UNCOUNTED
            if self._results
            else ("SELECT id FROM games WHERE status = 'finished' ORDER BY id DESC")
        )
        try:
            ids = [r[0] for r in self._conn.execute(query)]
        except sqlite3.Error as e:
            self._read_failed(e)
            return []
        waiting = [i for i in ids if type(i) is int and i not in self._extra]
        self._waiting = (self._finished_changes, waiting)
        return list(waiting)

    def save_counts(self, counted: list[tuple[int, list[Result] | None]]) -> None:
        """Keep the results of games counted by :func:`.stats.count_games` (None: a game that
        cannot be counted), in one transaction; in memory for this session when they cannot
        be written. Never raises."""
        if not counted:
            return
        self._finished_changes += 1
        if self._results and self.saving:
            try:
                with self._tx() as conn:
                    for gid, rows in counted:
                        results.write(conn, gid, rows)
                return
            except sqlite3.Error as e:
                log.warning("Could not keep the results of %d games (%s)", len(counted), e)
        self._extra.update(counted)

    def count_pending(self, limit: int = 1_000_000) -> int:
        """Count up to ``limit`` of the :meth:`uncounted` games here, on this thread (a
        replay each); how many are still not counted. Never raises."""
        ids = self.uncounted()
        self.save_counts(stats.count_games(self._conn, ids[:limit]))
        return max(0, len(ids) - limit)

    def reader(self) -> Callable[[], sqlite3.Connection | None] | None:
        """What opens a read-only connection to this store's file for another thread (call
        it on that thread; None if the file cannot be read), or None for a store in memory."""
        path = self.path
        if path is None:
            return None
        return lambda: connect_read_only(path)

    def abandoned_games(self, limit: int = 50) -> Rows[SavedGame]:
        """Games left unfinished when another was started, newest first: kept so they can
        be taken up again with :meth:`restore`. Damaged rows are skipped. Never raises."""
        try:
            return games.abandoned(self._conn, limit)
        except sqlite3.Error as e:
            self._read_failed(e)
            return Rows(what="history")

    def restore(self, game_id: int) -> bool:
        """Make an abandoned game the unfinished one again (the current unfinished game, if
        any, becomes abandoned in its place). True when done."""
        return bool(self._write("game", lambda c: games.restore(c, game_id)))

    # --- settings ------------------------------------------------------------------------------

    def setting(self, key: str, default: Any = None) -> Any:
        """A remembered setting, or ``default`` if it is missing or unreadable."""
        try:
            row = self._conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
            return default if row is None else parse_json(row[0], "setting")
        except (sqlite3.Error, BadRow):
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
