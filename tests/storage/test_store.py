"""The store: saving every action, resuming, history and statistics, settings, migrations,
and every bad-file case (moved aside, never deleted or overwritten; the game still starts)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dixit_desktop.notices import Notice
from dixit_desktop.storage import FILE_NAME, SCHEMA_VERSION, Store
from dixit_desktop.storage.store import APPLICATION_ID, MIGRATIONS

from .kill_child import new_game, next_action

PLAYERS = [{"name": f"P{i}", "colour": "sky", "symbol": "star"} for i in range(4)]


def players(n: int) -> list[dict[str, str]]:
    return [{"name": f"P{i}", "colour": "sky", "symbol": "star"} for i in range(n)]


def play(store: Store, game, game_id: int, n: int | None = None) -> None:  # type: ignore[no-untyped-def]
    steps = 0
    while not game.is_over and (n is None or steps < n):
        action = next_action(game, 9)
        game.apply(action)
        assert store.append_action(game_id, len(game.log), action)
        steps += 1
    if game.is_over:
        store.finish_game(game_id, game)


def test_every_action_is_saved_and_replays_exactly(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    assert store.notice is None and store.schema_version == SCHEMA_VERSION
    game = new_game("classic", 4, 9)
    gid = store.new_game(game, PLAYERS)
    assert gid is not None
    play(store, game, gid, 17)
    store.close()
    again = Store.open(tmp_path)
    saved = again.unfinished()
    assert saved is not None and saved.actions == 17 and saved.players == PLAYERS
    loaded, players = again.load(saved.id)
    assert loaded.snapshot() == game.snapshot() and players == PLAYERS


def test_history_and_statistics(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    for seed in (1, 2):
        game = new_game("classic", 4, seed)
        gid = store.new_game(game, PLAYERS)
        assert gid is not None
        play(store, game, gid)
    assert store.unfinished() is None
    past = store.finished_games()
    assert len(past) == 2 and past[0].rules == "classic" and past[0].winners
    stats = {s["name"]: s for s in store.player_stats()}
    assert set(stats) == {"P0", "P1", "P2", "P3"}
    assert all(s["games"] == 2 for s in stats.values())
    assert sum(s["wins"] for s in stats.values()) >= 2
    # every turn has one storyteller and three guesses
    game, _ = store.load(past[0].id)
    turns = len(game.history) + len(store.load(past[1].id)[0].history)
    assert sum(s["told"] for s in stats.values()) == turns
    assert sum(s["guesses"] for s in stats.values()) == 3 * turns
    assert all(0 <= s["found"] <= s["guesses"] for s in stats.values())


def test_a_new_game_abandons_the_unfinished_one(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    g1 = new_game("classic", 4, 1)
    id1 = store.new_game(g1, PLAYERS)
    assert id1 is not None
    play(store, g1, id1, 3)
    g2 = new_game("party", 6, 2)
    id2 = store.new_game(g2, players(6))
    saved = store.unfinished()
    assert saved is not None and saved.id == id2


def test_settings_are_remembered(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    store.set_setting("last_players", PLAYERS)
    store.set_setting("reduced_motion", True)
    store.close()
    store = Store.open(tmp_path)
    assert store.setting("last_players") == PLAYERS
    assert store.setting("reduced_motion") is True
    assert store.setting("missing", 7) == 7


def _aside(tmp_path: Path) -> list[Path]:
    """Files moved aside (their -wal/-shm companions, moved with them, not counted)."""
    return sorted(
        p
        for p in tmp_path.iterdir()
        if ".unusable-" in p.name and not p.name.endswith(("-wal", "-shm"))
    )


def test_corrupt_file_is_moved_aside_and_kept(tmp_path: Path) -> None:
    junk = b"this is not a database" * 100
    (tmp_path / FILE_NAME).write_bytes(junk)
    store = Store.open(tmp_path)
    aside = _aside(tmp_path)
    assert store.notice == Notice(
        "store.moved_aside", {"file": aside[0].name, "reason": "not_ours"}
    )
    assert len(aside) == 1 and aside[0].read_bytes() == junk
    gid = store.new_game(new_game("classic", 4, 1), PLAYERS)  # the game still starts, saved
    assert gid is not None and store.saving


def test_damaged_sqlite_file_is_moved_aside(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    game = new_game("classic", 4, 1)
    gid = store.new_game(game, PLAYERS)
    assert gid is not None
    play(store, game, gid, 5)
    store.close()
    path = tmp_path / FILE_NAME
    for side in ("-wal", "-shm"):
        Path(str(path) + side).unlink(missing_ok=True)
    data = bytearray(path.read_bytes())
    data[120:4000] = b"\xff" * (4000 - 120)  # smash the schema page
    path.write_bytes(bytes(data))
    again = Store.open(tmp_path)
    assert again.notice is not None and again.notice.code == "store.moved_aside"
    assert again.notice.params["reason"] in ("damaged", "not_ours")
    assert len(_aside(tmp_path)) == 1
    assert again.unfinished() is None


def test_foreign_sqlite_file_is_moved_aside(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('soup')")
    conn.commit()
    conn.close()
    store = Store.open(tmp_path)
    assert store.notice is not None and store.notice.params["reason"] == "foreign"
    aside = _aside(tmp_path)
    assert len(aside) == 1
    assert sqlite3.connect(aside[0]).execute("SELECT name FROM recipes").fetchone() == ("soup",)


def test_file_from_a_newer_version_is_moved_aside(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.execute("CREATE TABLE future (x)")
    conn.commit()
    conn.close()
    store = Store.open(tmp_path)
    assert store.notice is not None and store.notice.params["reason"] == "newer"
    assert len(_aside(tmp_path)) == 1 and store.schema_version == SCHEMA_VERSION


def test_moving_aside_never_overwrites(tmp_path: Path) -> None:
    for i in range(3):
        (tmp_path / FILE_NAME).write_bytes(b"junk %d" % i)
        Store.open(tmp_path).close()
        (tmp_path / FILE_NAME).unlink()
        for side in tmp_path.glob(FILE_NAME + "-*"):
            side.unlink()
    kept = sorted(p.read_bytes() for p in _aside(tmp_path))
    assert kept == [b"junk 0", b"junk 1", b"junk 2"]


def test_unusable_folder_still_lets_the_game_start(tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    store = Store.open(blocker / "data")  # a folder inside a file cannot exist
    assert store.notice is not None and store.notice.code == "store.unsaved_folder"
    assert store.notice.params["reason"] == "not_a_folder" and not store.saving
    game = new_game("classic", 4, 1)
    assert store.new_game(game, PLAYERS) is None  # nothing kept, nothing raised


def test_full_disk_stops_saving_with_a_message_and_no_crash(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    game = new_game("odyssey", 7, 3)
    gid = store.new_game(game, players(7))
    assert gid is not None
    play(store, game, gid, 3)
    pages = store._conn.execute("PRAGMA page_count").fetchone()[0]
    store._conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLite now reports a full disk
    saved_ok = True
    while not game.is_over and saved_ok:
        action = next_action(game, 9)
        game.apply(action)
        saved_ok = store.append_action(gid, len(game.log), action)
    assert not saved_ok and not store.saving
    failed = Notice("store.save_failed", {"what": "move", "reason": "disk_full"})
    assert store.notice == failed and store.save_failure == failed
    assert store.take_notices() == [failed] and store.take_notices() == []  # told once
    loaded, _ = store.load(gid)  # what was saved before is intact
    assert len(loaded.log) >= 3


def test_migration_from_the_first_schema(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    for statement in MIGRATIONS[0].split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.close()
    store = Store.open(tmp_path)
    assert store.notice is None and store.schema_version == SCHEMA_VERSION
    store.set_setting("x", 1)  # the table added by migration 2 exists
    assert store.setting("x") == 1


def test_empty_file_becomes_a_store(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"")
    store = Store.open(tmp_path)
    assert store.notice is None and store.saving
