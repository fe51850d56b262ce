"""The store's schema and its connections (no Qt): the schema version, the migrations that
build it, configuring a connection, the check that a file is a store this version can use,
and opening a valid file read-only."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

log = logging.getLogger(__name__)

APPLICATION_ID = 0x44495854  # "DIXT"
SCHEMA_VERSION = 5


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
    # 3 -> 4: each finished game's results per player, kept when it finishes, so that the
    # statistics are a sum instead of a replay of every game. ``counted``: NULL not yet
    # (games finished before version 4: counted once, in the background), 1 counted, 0 it
    # cannot be (its moves do not replay to its end)
    """
    ALTER TABLE games ADD COLUMN counted INTEGER;
    CREATE TABLE IF NOT EXISTS player_results (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        win INTEGER NOT NULL,
        told INTEGER NOT NULL,
        told_scored INTEGER NOT NULL,
        guesses INTEGER NOT NULL,
        found INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX IF NOT EXISTS games_counted ON games(status, counted);
    """,
    # 4 -> 5: why each computer player did what it did, beside its move (storage/reasons.py),
    # so that a resumed game and a past game's story still say it
    """
    CREATE TABLE IF NOT EXISTS reasons (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        turn INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        code TEXT NOT NULL,
        params TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    """,
]
assert len(MIGRATIONS) == SCHEMA_VERSION


def configure(conn: sqlite3.Connection) -> None:
    """Set the journal (WAL), durability (FULL) and foreign keys of a new connection."""
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the store up to :data:`SCHEMA_VERSION`, one migration per transaction."""
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


def check_file(path: Path) -> str:
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


def connect_read_only(path: Path) -> sqlite3.Connection | None:
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
