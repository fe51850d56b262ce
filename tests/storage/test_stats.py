"""The statistics: each finished game's results are kept when it finishes, so reading them
replays no game; games finished before the store kept them (an older file) are counted once
and kept; the list of past games comes a page at a time."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.notices import Notice
from dixit_desktop.rules import Game
from dixit_desktop.rules.simulate import make_deck
from dixit_desktop.storage import FILE_NAME, SCHEMA_VERSION, Store
from dixit_desktop.storage import opening as opening_module
from dixit_desktop.storage.stats import count_games

from .kill_child import new_game, next_action


def players(prefix: str, n: int) -> list[dict[str, str]]:
    return [{"name": f"{prefix}{i}", "colour": "sky", "symbol": "star"} for i in range(n)]


TABLES = [("classic", 4), ("party", 6), ("team", 6), ("odyssey", 5), ("classic", 3)]


def fill(store: Store, n: int = len(TABLES)) -> list[int]:
    """``n`` finished games, of several rule sets, with the same names in changing case."""
    ids = []
    for i in range(n):
        rules, count = TABLES[i % len(TABLES)]
        names = players("p" if i % 2 else "P", count)
        base = new_game(rules, count, 10 + i)
        game = Game(base.rules, [p["name"] for p in names], make_deck(84), 10 + i, base.options)
        gid = store.new_game(game, names)
        assert gid is not None
        while not game.is_over:
            action = next_action(game, 10 + i)
            game.apply(action)
            assert store.append_action(gid, len(game.log), action)
        store.finish_game(gid, game)
        ids.append(gid)
    return ids


def forget_results(folder: Path, version: int = SCHEMA_VERSION) -> None:
    """Make the file as a version before 4 left it: no results kept, nothing counted."""
    conn = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    conn.execute("DROP TABLE player_results")
    conn.execute("DROP INDEX games_counted")
    conn.execute("ALTER TABLE games DROP COLUMN counted")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


def replayed_stats(store: Store) -> list[dict[str, Any]]:
    """The statistics worked out the slow way: every finished game replayed."""
    counted = count_games(store._conn, [fg.id for fg in store.finished_games(1000)])
    other = Store._in_memory(Notice("store.locked"))
    other.save_counts(counted)
    return list(other.player_stats())


def test_results_kept_at_the_end_are_the_replayed_ones(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        fill(store)
        kept = list(store.player_stats())
        assert store.uncounted() == [] and store.player_stats().skipped == 0
        assert kept == replayed_stats(store)
        names = {e["name"].casefold() for e in kept}
        assert len(kept) == len(names) == 6  # "P1" and "p1" are one player
        p0 = next(e for e in kept if e["name"].casefold() == "p0")
        assert p0["games"] == len(TABLES) and p0["name"] == "P0"  # the latest game's spelling
        # Party has no storyteller's card to find: its games count, its turns do not
        assert all(e["found"] <= e["guesses"] and e["told_scored"] <= e["told"] for e in kept)


def test_reading_the_statistics_replays_no_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(tmp_path) as store:
        fill(store)
        expected = list(store.player_stats())

        def no_replay(*args: object, **kwargs: object) -> Game:
            raise AssertionError("a game was replayed")

        monkeypatch.setattr(Game, "from_dict", classmethod(no_replay))
        assert list(store.player_stats()) == expected and store.uncounted() == []
        assert len(store.finished_games()) == len(TABLES)


def test_an_older_file_is_counted_once_and_kept(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        fill(store)
        expected = list(store.player_stats())
    forget_results(tmp_path, version=3)
    with Store.open(tmp_path) as store:
        assert store.schema_version == SCHEMA_VERSION and store.notice is None
        waiting = store.uncounted()
        assert len(waiting) == len(TABLES) and waiting == sorted(waiting, reverse=True)
        assert list(store.player_stats()) == []  # nothing counted yet, nothing made up
        assert store.count_pending(limit=2) == len(TABLES) - 2  # a few at a time
        partial = store.player_stats()
        assert 0 < sum(e["games"] for e in partial) < sum(e["games"] for e in expected)
        assert store.count_pending() == 0
        assert list(store.player_stats()) == expected
    with Store.open(tmp_path) as store:  # kept: the next visit counts nothing
        assert store.uncounted() == [] and list(store.player_stats()) == expected


def test_a_game_that_cannot_be_counted_is_left_out_and_said(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        ids = fill(store, 2)
    forget_results(tmp_path, version=3)
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    conn.execute("DELETE FROM actions WHERE game_id = ? AND seq > 5", (ids[0],))  # moves lost
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.count_pending() == 0
        stats = store.player_stats()
        assert stats.skipped == 1
        assert stats.notice == Notice("store.rows_skipped", {"what": "statistics", "count": 1})
        assert store.uncounted() == []  # not tried again and again


def test_an_older_read_only_file_is_counted_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(tmp_path) as store:
        fill(store, 3)
        expected = list(store.player_stats())
    forget_results(tmp_path, version=3)
    before = (tmp_path / FILE_NAME).read_bytes()
    monkeypatch.setattr(opening_module, "is_writable", lambda path: False)
    monkeypatch.setattr(
        opening_module.FolderLock, "acquire", classmethod(lambda cls, p: (None, "unavailable"))
    )
    store = Store.open(tmp_path)
    assert store.read_only and store.schema_version == 3  # it cannot be migrated
    assert len(store.uncounted()) == 3 and list(store.player_stats()) == []
    reader = store.reader()
    assert reader is not None
    conn = reader()  # what the worker thread opens
    assert conn is not None
    store.save_counts(count_games(conn, store.uncounted()))
    conn.close()
    assert store.uncounted() == [] and list(store.player_stats()) == expected
    store.close()
    monkeypatch.undo()
    assert (tmp_path / FILE_NAME).read_bytes() == before


def test_past_games_come_a_page_at_a_time(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        ids = fill(store, 7)
        assert store.finished_count() == 7
        first = [fg.id for fg in store.finished_games(3)]
        second = [fg.id for fg in store.finished_games(3, 3)]
        last = [fg.id for fg in store.finished_games(3, 6)]
        assert first + second + last == sorted(ids, reverse=True)
        assert store.finished_games(3, 9) == []


def test_a_store_in_memory_has_no_reader_and_says_why_it_does_not_save() -> None:
    store = Store._in_memory(Notice("store.locked", {"folder": "/x"}))
    assert store.reader() is None and store.folder == ""
    assert store.not_saving == Notice("store.locked", {"folder": "/x"})


def test_why_saving_stopped(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        assert store.not_saving is None and store.folder == str(tmp_path)
        store._conn.execute("PRAGMA query_only = ON")
        assert store.new_game(new_game("classic", 4, 1), players("P", 4)) is None
        failed = Notice("store.save_failed", {"what": "new_game", "reason": "read_only"})
        assert store.not_saving == failed == store.save_failure


def test_a_game_set_aside_is_told_by_the_start_screen_only(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        gid = store.new_game(new_game("classic", 4, 1), players("P", 4))
        store._conn.execute("UPDATE games SET players = 'junk' WHERE id = ?", (gid,))
        assert store.unfinished() is None
        told = [Notice("store.game_damaged", {"game_id": gid})]
        assert store.take_set_aside() == told
        assert store.take_set_aside() == [] and store.take_notices() == []  # once, and only there


def test_the_sums_are_read_again_after_a_game_finishes(tmp_path: Path) -> None:
    """A second visit reads nothing again; a game finished since is in the next one."""
    with Store.open(tmp_path) as store:
        fill(store, 2)
        first = store.player_stats()
        assert store.player_stats() is first  # nothing changed: nothing read again
        fill(store, 1)
        after = {e["name"]: e["games"] for e in store.player_stats()}
        before = {e["name"]: e["games"] for e in first}
        assert after["P0"] == before["p0"] + 1  # (and spelt as in its latest game)


def test_any_finished_game_can_be_read_alone(tmp_path: Path) -> None:
    """(The album dates a past game from its row, on whatever page of the list it is.)"""
    with Store.open(tmp_path) as store:
        ids = fill(store, 3)
        row = store.finished_game(ids[0])
        assert row is not None and row.id == ids[0] and row.finished
        assert store.finished_game(999) is None
        store._conn.execute("UPDATE games SET scores = 'junk' WHERE id = ?", (ids[0],))
        assert store.finished_game(ids[0]) is None  # damaged: none, never an exception
