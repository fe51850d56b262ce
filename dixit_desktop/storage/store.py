"""Saved games, history, statistics and settings in one SQLite file (no Qt).

A game is stored as its header (rule set, options, players, deck, seed, plus the players'
colours and symbols) and its action log, one row per accepted action, each committed in its
own transaction before the screen moves on. Loading replays the log. WAL journal with
``synchronous=FULL``: a committed action survives a crash or a pulled plug.

A file that is not ours, is corrupt, or comes from a newer version is moved aside (never
deleted, never overwritten) and a fresh store is started; a folder we cannot write falls
back to a store in memory. Either way the game starts, and :attr:`Store.notice` says what
happened in a sentence for the player.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dixit_desktop.rules import Action, DixitError, Game
from dixit_desktop.rules.actions import action_to_dict

APPLICATION_ID = 0x44495854  # "DIXT"
SCHEMA_VERSION = 2
FILE_NAME = "dixit-desktop.sqlite3"


class StorageError(Exception):
    """Saving or loading failed; the message is meant for the player."""


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
        notice: str = "",
        clock: Callable[[], str] = _now,
    ) -> None:
        self._conn = conn
        self._clock = clock
        self.path = path
        self.notice = notice
        """A sentence for the player when something went wrong at opening (else empty)."""
        self.saving = True
        """False once a save failed (full disk...): the game goes on, unsaved."""

    # --- opening -------------------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path, clock: Callable[[], str] = _now) -> Store:
        folder = Path(folder)
        path = folder / FILE_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            return cls._in_memory(
                f"Games cannot be saved: the folder {folder} is not usable ({e})."
            )
        notice = ""
        if path.exists():
            problem = cls._check_file(path)
            if problem:
                moved = _move_aside(path)
                notice = (
                    f"The saved games file could not be used ({problem}). It was kept as "
                    f"{moved.name} and a new one was started."
                )
        try:
            conn = sqlite3.connect(path, isolation_level=None, timeout=5)
            cls._configure(conn)
            cls._migrate(conn)
        except sqlite3.Error as e:
            return cls._in_memory(
                f"Games cannot be saved in {folder} ({e}); this game will not be kept."
            )
        return cls(conn, path, notice, clock)

    @classmethod
    def _in_memory(cls, notice: str) -> Store:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        cls._configure(conn)
        cls._migrate(conn)
        store = cls(conn, None, notice)
        store.saving = False
        return store

    @staticmethod
    def _check_file(path: Path) -> str:
        """Why ``path`` cannot be used as our store, or '' if it can."""
        try:
            with path.open("rb") as f:
                head = f.read(16)
        except OSError as e:
            return f"it cannot be read: {e.strerror or e}"
        if not head:
            return ""  # an empty file: sqlite makes a store of it
        if head != b"SQLite format 3\x00":
            return "it is not a Dixit Desktop save file"
        try:
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
            try:
                app_id = conn.execute("PRAGMA application_id").fetchone()[0]
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                ok = conn.execute("PRAGMA quick_check").fetchone()[0]
                tables = conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
            finally:
                conn.close()
        except sqlite3.Error:
            return "it is damaged"
        if ok != "ok":
            return "it is damaged"
        if app_id not in (0, APPLICATION_ID) or (app_id == 0 and (version != 0 or tables)):
            return "it belongs to another program"
        if version > SCHEMA_VERSION:
            return "it was written by a newer Dixit Desktop"
        return ""

    @staticmethod
    def _configure(conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for i in range(version, SCHEMA_VERSION):
            conn.execute("BEGIN IMMEDIATE")
            try:
                for statement in MIGRATIONS[i].split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {i + 1}")
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    def close(self) -> None:
        self._conn.close()

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

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
        """Run one write transaction; on failure stop saving and explain, never crash."""
        if not self.saving:
            return None
        try:
            with self._tx() as conn:
                return work(conn)
        except sqlite3.Error as e:
            self.saving = False
            self.notice = f"Could not save {what} ({e}). The game goes on, but it will not be kept."
            return None

    def new_game(
        self,
        game: Game,
        players: list[dict[str, str]],
        deck_source: dict[str, str] | None = None,
    ) -> int | None:
        """Store a new game's header (and any actions it already has); returns its id.
        ``deck_source`` says where the cards' pictures come from (a photo folder)."""
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

        result = self._write("the new game", work)
        return None if result is None else int(result)

    def append_action(self, game_id: int, seq: int, action: Action) -> bool:
        """Commit one accepted action (``seq`` counts from 1). True when it is on disk."""

        def work(conn: sqlite3.Connection) -> bool:
            conn.execute(
                "INSERT INTO actions (game_id, seq, action) VALUES (?, ?, ?)",
                (game_id, seq, json.dumps(action_to_dict(action))),
            )
            return True

        return bool(self._write("the last move", work))

    def finish_game(self, game_id: int, game: Game) -> None:
        names = game.unit_names()

        def work(conn: sqlite3.Connection) -> None:
            conn.execute(
                "UPDATE games SET status = 'finished', finished = ?, scores = ?, winners = ? "
                "WHERE id = ?",
                (
                    self._clock(),
                    json.dumps(list(game.scores)),
                    json.dumps([names[u] for u in game.winners]),
                    game_id,
                ),
            )

        self._write("the finished game", work)

    def abandon(self, game_id: int) -> None:
        self._write(
            "the game",
            lambda c: c.execute(
                "UPDATE games SET status = 'abandoned' WHERE id = ? AND status = 'playing'",
                (game_id,),
            ),
        )

    # --- reading -------------------------------------------------------------------------------

    def unfinished(self) -> SavedGame | None:
        row = self._conn.execute(
            "SELECT g.id, g.created, g.rules, g.players, "
            "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) "
            "FROM games g WHERE g.status = 'playing' ORDER BY g.id DESC LIMIT 1"
        ).fetchone()
        if row is None:
            return None
        return SavedGame(row[0], row[1], row[2], json.loads(row[3]), row[4])

    def load(self, game_id: int) -> tuple[Game, list[dict[str, str]]]:
        """Rebuild a stored game by replaying its log. Raises StorageError if it cannot be."""
        row = self._conn.execute(
            "SELECT header, players FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise StorageError(f"There is no saved game number {game_id}.")
        try:
            data = json.loads(row[0])
            players = json.loads(row[1])
            data["actions"] = [
                json.loads(a)
                for (a,) in self._conn.execute(
                    "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
                )
            ]
            game = Game.from_dict(data)
        except (ValueError, TypeError, KeyError, DixitError) as e:
            raise StorageError(f"The saved game could not be read back: {e}") from e
        return game, players

    def deck_source(self, game_id: int) -> dict[str, str]:
        """Where a stored game's pictures came from ({} for the built-in deck)."""
        row = self._conn.execute("SELECT header FROM games WHERE id = ?", (game_id,)).fetchone()
        try:
            source = json.loads(row[0]).get("deck_source") if row else None
        except ValueError:
            return {}
        return source if isinstance(source, dict) else {}

    def finished_games(self, limit: int = 200) -> list[FinishedGame]:
        rows = self._conn.execute(
            "SELECT id, created, finished, rules, header, players, scores, winners FROM games "
            "WHERE status = 'finished' ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        out = []
        for gid, created, finished, rules, header, players, scores, winners in rows:
            h = json.loads(header)
            names = h["players"]
            team = rules == "team"
            half = len(names) // 2
            units = [f"{names[u]} & {names[u + half]}" for u in range(half)] if team else names
            out.append(
                FinishedGame(
                    gid,
                    created,
                    finished,
                    rules,
                    json.loads(players),
                    json.loads(scores),
                    units,
                    json.loads(winners),
                )
            )
        return out

    def player_stats(self) -> list[dict[str, Any]]:
        """Per player name (over finished games): games, wins, turns told and how many of
        those clues scored, votes cast and how many found the storyteller's card."""
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

        for fg in self.finished_games(limit=10_000):
            try:
                game, _ = self.load(fg.id)
            except StorageError:
                continue
            winners = set(game.winner_players())
            for p, name in enumerate(game.players):
                e = entry(name)
                e["games"] += 1
                e["wins"] += p in winners
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
        return sorted(stats.values(), key=lambda e: (-e["wins"], -e["games"], e["name"]))

    # --- settings ------------------------------------------------------------------------------

    def setting(self, key: str, default: Any = None) -> Any:
        row = self._conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        if row is None:
            return default
        try:
            return json.loads(row[0])
        except ValueError:
            return default

    def set_setting(self, key: str, value: Any) -> None:
        self._write(
            "the settings",
            lambda c: c.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, json.dumps(value)),
            ),
        )


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
    import os
    import sys

    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "Dixit Desktop"
