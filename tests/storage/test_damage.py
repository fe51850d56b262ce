"""Damaged rows: every column of a saved game (games.* and actions.*) is damaged in turn, in
many ways; no exception escapes the reads behind the start screen, the history and the
statistics, the damaged game is reported (left out and counted, or set aside), and every
other game still shows."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.notices import Notice
from dixit_desktop.rules import Game, get_ruleset
from dixit_desktop.rules.simulate import make_deck
from dixit_desktop.storage import FILE_NAME, StorageError, Store

from .kill_child import next_action


def new_game(prefix: str, seed: int) -> Game:
    rs = get_ruleset("classic")
    names = [f"{prefix}{i}" for i in range(4)]
    return Game(rs, names, make_deck(84), seed, rs.options(target_score=None, storyteller_rounds=1))


def specs(prefix: str, n: int) -> list[dict[str, str]]:
    return [{"name": f"{prefix}{i}", "colour": "sky", "symbol": "star"} for i in range(n)]


def play(store: Store, game: Game, gid: int, n: int | None = None) -> None:
    steps = 0
    while not game.is_over and (n is None or steps < n):
        action = next_action(game, 5)
        game.apply(action)
        assert store.append_action(gid, len(game.log), action)
        steps += 1
    if game.is_over:
        store.finish_game(gid, game)


FINISHED_A, FINISHED_B, PLAYING = 1, 2, 3


@pytest.fixture(scope="module")
def saved_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with two finished games (Ann's, Bea's) and one being played (Cyd's)."""
    folder = tmp_path_factory.mktemp("base")
    with Store.open(folder) as store:
        for prefix, seed in (("Ann", 1), ("Bea", 2), ("Cyd", 3)):
            game = new_game(prefix, seed)
            gid = store.new_game(game, specs(prefix, 4))
            assert gid is not None
            play(store, game, gid, None if prefix != "Cyd" else 6)
    return folder / FILE_NAME


def _copy(saved_file: Path, tmp_path: Path) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    shutil.copy(saved_file, tmp_path / FILE_NAME)
    return tmp_path


DEEP = "[" * 100_000 + "]" * 100_000
JUNK: list[Any] = [
    "not json {",
    DEEP,
    '"just a string"',
    "42",
    "null",
    '{"players": [1, 2]}',
    '[{"name": 5, "colour": [], "symbol": {}}]',
    "[" + ",".join(["{}"] * 5) + "]",
    b"\xff\x00\xfe",
    -7,
    3.5,
    "x" * 9_000_000,
]
COLUMNS = [
    ("games", "created"),
    ("games", "finished"),
    ("games", "rules"),
    ("games", "header"),
    ("games", "players"),
    ("games", "scores"),
    ("games", "winners"),
    ("games", "status"),
    ("games", "damage"),
    ("games", "id"),
    ("actions", "game_id"),
    ("actions", "seq"),
    ("actions", "action"),
    ("games", "counted"),
    ("player_results", "game_id"),
    ("player_results", "seat"),
    ("player_results", "name"),
    ("player_results", "win"),
    ("player_results", "told_scored"),
    ("player_results", "found"),
]
RESULTS = {"counted"} | {c for t, c in COLUMNS if t == "player_results"}
"""Each finished game's results, kept for the statistics: damage there is repaired (the game
is counted again from its moves), never shown."""
NOT_NULL = {"created", "status", "rules", "header", "players", "game_id", "seq", "action"}
NOT_NULL |= {"seat", "name", "win", "told_scored", "found"}
# Damage that cannot be seen (the value is never read for this game, or is one valid value
# for another): it must still cost nothing, but need not be reported.
UNSEEN = {
    ("finished", PLAYING),
    ("scores", PLAYING),
    ("winners", PLAYING),
    ("damage", PLAYING),
    ("damage", FINISHED_B),
    ("id", PLAYING),
    *((column, PLAYING) for column in RESULTS),  # a game being played has no results yet
}


def _damage(folder: Path, table: str, column: str, target: int, value: Any) -> None:
    conn = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    if table == "player_results":
        conn.execute(
            f"UPDATE player_results SET {column} = ? WHERE game_id = ? AND seat = 1",
            (value, target),
        )
    elif table == "games":
        if column == "id":
            value = 900 + target if not isinstance(value, int) else 1000 + abs(value)
        conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, target))
    else:
        seq = 3
        if column == "seq" and isinstance(value, int | float):
            value = 1000  # a gap in the moves
        if column == "game_id" and not isinstance(value, str | bytes):
            value = 777  # a move moved to a game that does not exist
        conn.execute(
            f"UPDATE actions SET {column} = ? WHERE game_id = ? AND seq = ?", (value, target, seq)
        )
    conn.close()


def _read_everything(store: Store) -> dict[str, Any]:
    """Every read the screens make; none may raise (load raises only StorageError)."""
    loaded: dict[int, bool] = {}
    for gid in (FINISHED_A, FINISHED_B, PLAYING):
        try:
            store.load(gid)
            loaded[gid] = True
        except StorageError as e:
            assert e.notice.code in ("store.game_damaged", "store.no_such_game")
            loaded[gid] = False
    return {
        "unfinished": store.unfinished(),
        "finished": store.finished_games(),
        "counting": store.count_pending(),  # as opening past games does (on its worker)
        "stats": store.player_stats(),
        "loaded": loaded,
        "source": [store.deck_source(g) for g in (FINISHED_A, FINISHED_B, PLAYING)],
        "notices": store.take_notices(),
    }


@pytest.mark.parametrize("target", [FINISHED_B, PLAYING], ids=["finished", "playing"])
@pytest.mark.parametrize(("table", "column"), COLUMNS, ids=[f"{t}.{c}" for t, c in COLUMNS])
def test_each_damaged_column_costs_its_game_only(
    saved_file: Path, tmp_path: Path, table: str, column: str, target: int
) -> None:
    values = [*JUNK] + ([] if column in NOT_NULL else [None])
    if column == "status":
        values = ["finished" if target == PLAYING else "playing", "lost", "damaged"]
    for i, value in enumerate(values):
        folder = _copy(saved_file, tmp_path / str(i))
        _damage(folder, table, column, target, value)
        with Store.open(folder) as store:
            assert store.notice is None  # the file itself is fine: never moved aside
            seen = _read_everything(store)
            # and a second look (the start screen shown again): no loop, nothing told twice
            again = {"unfinished": store.unfinished(), "notices": store.take_notices()}
        finished_ids = [fg.id for fg in seen["finished"]]
        if column == "name" and not isinstance(value, bytes) and len(str(value)) <= 200:
            continue  # another name: it cannot be told from a real one (and costs nothing)
        if column in RESULTS and target == FINISHED_B:  # repaired: counted again, all there
            assert list(seen["stats"]) == base_stats(saved_file), f"{column}={value!r:.40}"
            assert seen["stats"].skipped == 0 and seen["notices"] == []
            continue
        assert FINISHED_A in finished_ids, f"{column}={value!r:.40} hid another game"
        stats = {s["name"]: s for s in seen["stats"]}
        assert {"Ann0", "Ann1", "Ann2", "Ann3"} <= set(stats), "another game left the stats"
        if target == PLAYING:
            assert FINISHED_B in finished_ids and seen["loaded"][FINISHED_B]
        else:
            unfinished = seen["unfinished"]
            assert unfinished is not None and unfinished.id == PLAYING
            assert seen["loaded"][PLAYING]
        if (column, target) in UNSEEN or (column == "status" and value != "lost"):
            continue
        if target == PLAYING:
            reported = (
                seen["unfinished"] is None
                and Notice("store.game_damaged", {"game_id": PLAYING}) in seen["notices"]
            )
            status = _status(folder, PLAYING)
            if column != "status":  # set aside, kept in the file
                assert status == "damaged", f"{column}={value!r:.40}: status {status}"
            assert again["unfinished"] is None and not again["notices"]  # told once, no loop
        else:
            reported = (
                (
                    FINISHED_B not in finished_ids
                    and seen["finished"].skipped == 1
                    and seen["finished"].notice
                    == Notice("store.rows_skipped", {"what": "history", "count": 1})
                )
                or (
                    seen["stats"].skipped == 1
                    and not seen["loaded"][FINISHED_B]
                    and "Bea0" not in stats
                )
                or (  # its results were kept when it finished; its story says it is damaged
                    table == "actions" and not seen["loaded"][FINISHED_B] and "Bea0" in stats
                )
            )
        assert reported or column == "status", f"{table}.{column}={value!r:.40} not reported"


_BASE: list[Any] = []


def base_stats(saved_file: Path) -> list[Any]:
    """The statistics of the undamaged file."""
    if not _BASE:
        with Store.open(saved_file.parent) as store:
            _BASE.append(list(store.player_stats()))
    return list(_BASE[0])


def _status(folder: Path, gid: int) -> str | None:
    conn = sqlite3.connect(folder / FILE_NAME)
    try:
        row = conn.execute("SELECT status FROM games WHERE id = ?", (gid,)).fetchone()
        return None if row is None else str(row[0])
    finally:
        conn.close()


def test_deeply_nested_json_is_a_storage_error(saved_file: Path, tmp_path: Path) -> None:
    folder = _copy(saved_file, tmp_path)
    _damage(folder, "games", "header", FINISHED_B, DEEP)
    with Store.open(folder) as store, pytest.raises(StorageError) as info:
        store.load(FINISHED_B)
    assert info.value.notice == Notice("store.game_damaged", {"game_id": FINISHED_B})


def test_wrong_types_in_players_on_resume_are_a_storage_error(
    saved_file: Path, tmp_path: Path
) -> None:
    for bad in ('[{"name": 1}]', '[["Cyd0"]]', '{"0": "Cyd0"}', '[{"name": "a", "colour": 2}]'):
        folder = _copy(saved_file, tmp_path / str(len(bad)))
        _damage(folder, "games", "players", PLAYING, bad)
        with Store.open(folder) as store:
            with pytest.raises(StorageError):
                store.load(PLAYING)
            assert store.unfinished() is None
        # the next start (a kiosk's restart) neither crashes nor offers it again
        with Store.open(folder) as store:
            assert store.unfinished() is None and store.take_notices() == []
        assert _status(folder, PLAYING) == "damaged"


def test_a_game_set_aside_is_kept_whole(saved_file: Path, tmp_path: Path) -> None:
    folder = _copy(saved_file, tmp_path)
    _damage(folder, "games", "players", PLAYING, "not json")
    with Store.open(folder) as store:
        assert store.unfinished() is None
    conn = sqlite3.connect(folder / FILE_NAME)
    row = conn.execute("SELECT status, damage, header FROM games WHERE id = 3").fetchone()
    moves = conn.execute("SELECT COUNT(*) FROM actions WHERE game_id = 3").fetchone()[0]
    conn.close()
    assert row[0] == "damaged" and "players" in row[1] and row[2].startswith("{")
    assert moves == 6


def test_a_game_over_but_not_marked_finished_is_finished(tmp_path: Path) -> None:
    """A crash between the last move and marking the game finished: the next start files
    it under past games instead of offering a game that is over."""
    with Store.open(tmp_path) as store:
        game = new_game("Ann", 1)
        gid = store.new_game(game, specs("Ann", 4))
        assert gid is not None
        while not game.is_over:
            action = next_action(game, 5)
            game.apply(action)
            assert store.append_action(gid, len(game.log), action)
    with Store.open(tmp_path) as store:
        assert store.unfinished() is None
        past = store.finished_games()
        assert [fg.id for fg in past] == [gid] and past[0].scores == list(game.scores)


def test_reads_of_an_unreadable_file_say_so(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    store._conn.execute("DROP TABLE games")  # the worst: a table gone
    assert store.unfinished() is None
    assert store.finished_games() == [] and store.player_stats() == []
    assert store.deck_source(1) == {}
    with pytest.raises(StorageError) as info:
        store.load(1)
    assert info.value.notice.code == "store.read_failed"
    assert {n.code for n in store.take_notices()} == {"store.read_failed"}
    store.close()


def test_settings_survive_damage(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        store.set_setting("a", 1)
        store._conn.execute("UPDATE settings SET value = ? WHERE key = 'a'", (DEEP,))
        assert store.setting("a", "default") == "default"
        store._conn.execute("UPDATE settings SET value = ? WHERE key = 'a'", (b"\xff",))
        assert store.setting("a", "default") == "default"


def test_a_setting_json_cannot_hold_does_not_stop_saving(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        store.set_setting("bad", {1, 2})  # a set: not JSON
        assert store.saving and store.setting("bad", "none") == "none"
        store.set_setting("good", [1, 2])
        assert store.setting("good") == [1, 2]
