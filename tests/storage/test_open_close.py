"""Opening a store we may only read, closing with the WAL checkpointed, migrating a saved
file, saying why a save failed, and taking an abandoned game up again."""

from __future__ import annotations

import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from dixit_desktop.notices import Notice
from dixit_desktop.storage import FILE_NAME, SCHEMA_VERSION, Store
from dixit_desktop.storage import opening as opening_module
from dixit_desktop.storage.store import APPLICATION_ID, MIGRATIONS

from .kill_child import new_game, next_action

PLAYERS = [{"name": f"P{i}", "colour": "sky", "symbol": "star"} for i in range(4)]


def _saved_folder(folder: Path, moves: int = 5, finished: bool = True) -> int:
    """A folder with one finished game (if asked) and one game of ``moves`` moves in play."""
    with Store.open(folder) as store:
        if finished:
            done = new_game("classic", 4, 2)
            gid = store.new_game(done, PLAYERS)
            assert gid is not None
            while not done.is_over:
                action = next_action(done, 2)
                done.apply(action)
                store.append_action(gid, len(done.log), action)
            store.finish_game(gid, done)
        game = new_game("classic", 4, 1)
        gid = store.new_game(game, PLAYERS)
        assert gid is not None
        for _ in range(moves):
            action = next_action(game, 1)
            game.apply(action)
            assert store.append_action(gid, len(game.log), action)
    return gid


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_a_read_only_folder_with_a_valid_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tests run as root, which ignores file permissions, so the read-only folder is
    simulated: the OS says nothing is writable, the lock file cannot be made, SQLite cannot
    open the file for writing, and moving the file aside fails as it would."""
    gid = _saved_folder(tmp_path)
    before = _files(tmp_path)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    def no_write(*args: object, **kwargs: object) -> sqlite3.Connection:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(opening_module, "is_writable", lambda path: False)
    monkeypatch.setattr(
        opening_module.FolderLock, "acquire", classmethod(lambda cls, p: (None, "unavailable"))
    )
    monkeypatch.setattr(opening_module, "move_aside", refuse)
    monkeypatch.setattr(opening_module, "connect", no_write)

    store = Store.open(tmp_path)
    assert store.notice == Notice("store.read_only", {"folder": str(tmp_path)})
    assert store.read_only and not store.saving
    saved = store.unfinished()  # the game can be resumed...
    assert saved is not None and saved.id == gid and saved.actions == 5
    game, players = store.load(gid)
    assert len(game.log) == 5 and players == PLAYERS
    assert len(store.finished_games()) == 1 and len(store.player_stats()) == 4  # ...and read
    # play goes on in memory: nothing is written, nothing raises
    action = next_action(game, 1)
    game.apply(action)
    assert store.append_action(gid, 6, action) is False
    assert store.new_game(new_game("classic", 4, 3), PLAYERS) is None
    store.set_setting("x", 1)
    assert store.take_notices() == [Notice("store.read_only", {"folder": str(tmp_path)})]
    store.close()
    monkeypatch.undo()
    # the valid file is neither called damaged nor moved, nor changed (SQLite may leave its
    # empty -wal/-shm companions: the simulated folder is writable underneath)
    after = _files(tmp_path)
    assert after[FILE_NAME] == before[FILE_NAME]
    assert not [name for name in after if "unusable" in name]


def test_a_bad_file_in_a_read_only_folder_plays_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"not a database" * 50)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(opening_module, "move_aside", refuse)
    store = Store.open(tmp_path)  # no PermissionError
    assert store.notice == Notice(
        "store.unusable_file", {"folder": str(tmp_path), "reason": "not_ours"}
    )
    assert not store.saving and store.new_game(new_game("classic", 4, 1), PLAYERS) is None
    store.close()
    assert (tmp_path / FILE_NAME).read_bytes() == b"not a database" * 50


def _can_mount(path: Path) -> bool:
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    try:
        done = subprocess.run(["mount", "--bind", str(path), str(path)], capture_output=True)
    except OSError:
        return False
    if done.returncode != 0:
        return False
    ro = subprocess.run(["mount", "-o", "remount,bind,ro", str(path)], capture_output=True)
    if ro.returncode != 0:
        subprocess.run(["umount", str(path)], check=False)
        return False
    return True


def test_a_really_read_only_mount(tmp_path: Path) -> None:
    """Where the tests may mount (root with the capability), the same on a real read-only
    file system: SQLite cannot even make its shared-memory file there."""
    folder = tmp_path / "data"
    folder.mkdir()
    gid = _saved_folder(folder)
    before = _files(folder)
    if not _can_mount(folder):
        pytest.skip("cannot make a read-only mount here")
    try:
        store = Store.open(folder)
        assert store.notice == Notice("store.read_only", {"folder": str(folder)})
        saved = store.unfinished()
        assert saved is not None and saved.id == gid
        assert len(store.load(gid)[0].log) == 5 and len(store.finished_games()) == 1
        store.close()
    finally:
        subprocess.run(["umount", str(folder)], check=True)
    assert _files(folder) == before


def test_close_checkpoints_the_wal(tmp_path: Path) -> None:
    """Another connection on the file (a backup tool, a second reader) keeps SQLite from
    removing the WAL at close; the store still empties it into the database."""
    store = Store.open(tmp_path)
    reader = sqlite3.connect(tmp_path / FILE_NAME)
    reader.execute("SELECT COUNT(*) FROM games").fetchone()  # open, then idle
    game = new_game("classic", 4, 1)
    gid = store.new_game(game, PLAYERS)
    assert gid is not None
    for _ in range(20):
        action = next_action(game, 1)
        game.apply(action)
        store.append_action(gid, len(game.log), action)
    wal = tmp_path / (FILE_NAME + "-wal")
    assert wal.exists() and wal.stat().st_size > 0
    store.close()
    assert not wal.exists() or wal.stat().st_size == 0
    store.close()  # twice is fine
    # everything is in the main file now: a copy of it alone has the whole game
    reader.close()
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes((tmp_path / FILE_NAME).read_bytes())
    n = sqlite3.connect(copy).execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    assert n == 20


def test_migration_from_schema_2_keeps_every_game(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    for migration in MIGRATIONS[:2]:
        for statement in migration.split(";"):
            if statement.strip():
                conn.execute(statement)
    conn.execute("PRAGMA user_version = 2")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.close()
    # a version-2 store with a game in it, written by the old code's statements
    with Store.open(tmp_path) as probe:  # migrates the empty file first...
        assert probe.schema_version == SCHEMA_VERSION
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    conn.execute("PRAGMA user_version = 2")  # ...so rebuild a version-2 file with data
    conn.execute("DROP TABLE games")
    conn.execute(MIGRATIONS[0].split(";")[0])  # the version-1 games table
    game = new_game("classic", 4, 1)
    import json

    from dixit_desktop.rules.actions import action_to_dict

    conn.execute(
        "INSERT INTO games (created, status, rules, header, players) "
        "VALUES (?, 'playing', ?, ?, ?)",
        ("2026-01-01T00:00:00+00:00", "classic", json.dumps(game.header()), json.dumps(PLAYERS)),
    )
    for seq in range(1, 4):
        action = next_action(game, 1)
        game.apply(action)
        conn.execute(
            "INSERT INTO actions VALUES (1, ?, ?)", (seq, json.dumps(action_to_dict(action)))
        )
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.notice is None and store.schema_version == SCHEMA_VERSION
        saved = store.unfinished()
        assert saved is not None and saved.actions == 3
        assert store.load(saved.id)[0].snapshot() == game.snapshot()
        store._conn.execute("UPDATE games SET status = 'damaged' WHERE id = 1")  # allowed now
        assert store._conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


@pytest.mark.parametrize(
    ("break_it", "reason"),
    [
        (lambda s, other: s._conn.execute("PRAGMA query_only = ON"), "read_only"),
        (lambda s, other: other.execute("BEGIN EXCLUSIVE"), "locked"),
    ],
    ids=["read-only", "locked"],
)
def test_a_failed_save_says_why_once(tmp_path: Path, break_it, reason: str) -> None:  # type: ignore[no-untyped-def]
    store = Store.open(tmp_path)
    store._conn.execute("PRAGMA busy_timeout = 0")
    game = new_game("classic", 4, 1)
    gid = store.new_game(game, PLAYERS)
    assert gid is not None and store.take_notices() == []
    other = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    break_it(store, other)
    action = next_action(game, 1)
    game.apply(action)
    assert store.append_action(gid, 1, action) is False
    failed = Notice("store.save_failed", {"what": "move", "reason": reason})
    assert store.save_failure == failed and not store.saving
    assert store.take_notices() == [failed]
    assert store.append_action(gid, 2, action) is False  # no more tries, no second notice
    assert store.take_notices() == [] and store.save_failure == failed
    if other.in_transaction:
        other.execute("ROLLBACK")
    other.close()
    store.close()


def test_an_abandoned_game_can_be_taken_up_again(tmp_path: Path) -> None:
    gid = _saved_folder(tmp_path, moves=4, finished=False)
    with Store.open(tmp_path) as store:
        newer = store.new_game(new_game("classic", 4, 9), PLAYERS)
        abandoned = store.abandoned_games()
        assert [a.id for a in abandoned] == [gid] and abandoned[0].actions == 4
        assert store.restore(gid)
        saved = store.unfinished()
        assert saved is not None and saved.id == gid
        assert [a.id for a in store.abandoned_games()] == [newer]
        assert not store.restore(12345)
