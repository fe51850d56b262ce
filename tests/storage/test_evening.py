"""The evening's clues: a new game keeps the clues said in the games begun in the last hours
(its header), so that computer storytellers do not say them again and a resumed game decides
as it would have."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from dixit_desktop.rules import GiveClue
from dixit_desktop.storage import Store
from dixit_desktop.storage.evening import EVENING_HOURS, MOST, clues_since, of_header, since

from .kill_child import new_game, next_action
from .test_store import PLAYERS


class Clock:
    def __init__(self, when: str) -> None:
        self.when = when

    def __call__(self) -> str:
        return self.when


def play_turns(store: Store, gid: int, seed: int, turns: int) -> list[str]:
    """Play ``gid`` (a new classic game of four) for ``turns`` turns; its clues."""
    game = new_game("classic", 4, seed)
    clues: list[str] = []
    while len(clues) < turns:
        action = next_action(game, seed)
        game.apply(action)
        assert store.append_action(gid, len(game.log), action)
        if isinstance(action, GiveClue):
            clues.append(action.text)
    return clues


def test_a_new_game_keeps_the_clues_of_the_evening_and_a_resume_reads_them(
    tmp_path: Path,
) -> None:
    clock = Clock("2026-11-27T08:00:00+00:00")
    store = Store.open(tmp_path, clock)
    old = store.new_game(new_game("classic", 4, 1), PLAYERS)
    assert old is not None
    assert play_turns(store, old, 1, 2)
    assert store.evening()  # the game just begun
    clock.when = "2026-11-27T19:00:00+00:00"  # eleven hours later: another evening
    assert store.evening() == ()
    first = store.new_game(new_game("classic", 4, 2), PLAYERS)
    assert first is not None
    tonight = play_turns(store, first, 2, 3)
    clock.when = "2026-11-27T21:30:00+00:00"
    heard = store.evening()
    assert heard == tuple(c for c in tonight if c.strip()) and heard  # a mimed clue has none
    second = store.new_game(new_game("classic", 4, 3), PLAYERS, clues_heard=heard)
    assert second is not None
    store.close()
    again = Store.open(tmp_path, clock)
    assert again.evening(second) == heard  # kept with the game, whatever the clock says
    clock.when = "2026-11-30T21:30:00+00:00"
    assert again.evening(second) == heard and again.evening() == ()
    assert again.evening(first) == () and again.evening(12345) == ()


def test_a_damaged_move_or_header_costs_only_itself(tmp_path: Path) -> None:
    conn = sqlite3.connect(":memory:")
    conn.executescript(
        "CREATE TABLE games (id INTEGER PRIMARY KEY, created TEXT, status TEXT);"
        "CREATE TABLE actions (game_id INTEGER, seq INTEGER, action TEXT);"
    )
    conn.execute("INSERT INTO games VALUES (1, '2026-11-27T20:00:00+00:00', 'playing')")
    conn.execute("INSERT INTO games VALUES (2, '2026-11-27T20:10:00+00:00', 'damaged')")
    moves = [
        (1, 1, json.dumps({"type": "clue", "player": 0, "card": "a", "text": "Sweet dreams"})),
        (1, 2, '{"type": "clue", "text": '),  # cut short
        (1, 3, json.dumps({"type": "clue", "text": 7})),
        (1, 4, json.dumps({"type": "vote", "player": 1, "slots": [2], "note": "clue"})),
        (1, 5, json.dumps({"type": "clue", "player": 1, "card": "b", "text": "  "})),
        (1, 6, json.dumps({"type": "clue", "player": 2, "card": "c", "text": "Homesick"})),
        (2, 1, json.dumps({"type": "clue", "player": 0, "card": "a", "text": "Lost"})),
    ]
    conn.executemany("INSERT INTO actions VALUES (?, ?, ?)", moves)
    assert clues_since(conn, "2026-11-27T19:00:00+00:00") == ("Sweet dreams", "Homesick")
    assert of_header({"evening": ["a", 3, "b"]}) == ("a", "b")
    assert of_header({"evening": "a"}) == () == of_header(None) == of_header([])


def test_the_evening_is_the_last_hours_and_at_most_the_latest_clues() -> None:
    assert since("2026-11-27T21:00:00+00:00") == "2026-11-27T15:00:00+00:00" and EVENING_HOURS == 6
    conn = sqlite3.connect(":memory:")
    conn.executescript(
        "CREATE TABLE games (id INTEGER PRIMARY KEY, created TEXT, status TEXT);"
        "CREATE TABLE actions (game_id INTEGER, seq INTEGER, action TEXT);"
    )
    conn.execute("INSERT INTO games VALUES (1, '2026-11-27T20:00:00+00:00', 'finished')")
    conn.executemany(
        "INSERT INTO actions VALUES (1, ?, ?)",
        [(i, json.dumps({"type": "clue", "text": f"clue {i}"})) for i in range(MOST + 20)],
    )
    got = clues_since(conn, "2026-11-27T15:00:00+00:00")
    assert len(got) == MOST and got[-1] == f"clue {MOST + 19}" and got[0] == "clue 20"
