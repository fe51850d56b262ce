"""Two writers never share one game: the first store on a folder holds an OS lock; a second
open (in this process or another) plays in memory with the notice ``store.locked`` and never
appends to, abandons or finishes the first one's game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from dixit_desktop.notices import Notice
from dixit_desktop.storage import Store

from .kill_child import new_game, next_action

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = [{"name": f"P{i}", "colour": "sky", "symbol": "star"} for i in range(4)]

HOLDER = """
import sys
from pathlib import Path
from dixit_desktop.storage import Store
store = Store.open(Path(sys.argv[1]))
print("ready" if store.notice is None else f"refused {store.notice}", flush=True)
sys.stdin.readline()
store.close()
"""


def test_a_second_open_in_this_process_plays_in_memory(tmp_path: Path) -> None:
    first = Store.open(tmp_path)
    game = new_game("classic", 4, 1)
    gid = first.new_game(game, PLAYERS)
    assert gid is not None
    for _ in range(3):
        action = next_action(game, 1)
        game.apply(action)
        assert first.append_action(gid, len(game.log), action)

    second = Store.open(tmp_path)
    assert second.notice == Notice("store.locked", {"folder": str(tmp_path)})
    assert not second.saving and second.path is None
    assert second.unfinished() is None  # the first one's game is not offered twice
    other = new_game("party", 6, 2)
    assert second.new_game(other, PLAYERS[:1] * 6) is None  # nothing written, nothing raised
    second.close()

    # the first store plays on, its game untouched
    action = next_action(game, 1)
    game.apply(action)
    assert first.append_action(gid, len(game.log), action) and first.saving
    first.close()
    with Store.open(tmp_path) as third:  # free again once the first is closed
        assert third.notice is None
        saved = third.unfinished()
        assert saved is not None and saved.id == gid and saved.actions == 4


def test_a_second_process_cannot_share_the_folder(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def holder() -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(tmp_path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )

    with Store.open(tmp_path) as store:
        game = new_game("classic", 4, 1)
        gid = store.new_game(game, PLAYERS)
        assert gid is not None
        child = holder()
        try:
            assert child.stdout is not None
            line = child.stdout.readline()
            assert line.startswith("refused store.locked"), line
        finally:
            child.communicate("\n", timeout=30)
        assert store.unfinished() is not None  # our game is still ours, still playing
    # and the other way round: a process holding the folder keeps us out until it quits
    child = holder()
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        blocked = Store.open(tmp_path)
        assert blocked.notice is not None and blocked.notice.code == "store.locked"
        blocked.close()
    finally:
        child.communicate("\n", timeout=30)
    assert child.returncode == 0
    with Store.open(tmp_path) as again:
        assert again.notice is None and again.saving


def test_a_store_that_was_not_closed_lets_go_when_collected(tmp_path: Path) -> None:
    import gc

    Store.open(tmp_path)  # dropped at once, never closed
    gc.collect()
    with Store.open(tmp_path) as store:
        assert store.notice is None


def test_moves_go_only_to_a_game_still_being_played(tmp_path: Path) -> None:
    """Whatever happens (another writer, a game set aside meanwhile), moves never go into
    a game that is not being played here: saving stops with the reason 'conflict'."""
    with Store.open(tmp_path) as store:
        game = new_game("classic", 4, 1)
        gid = store.new_game(game, PLAYERS)
        assert gid is not None
        store.abandon(gid)
        action = next_action(game, 1)
        game.apply(action)
        assert not store.append_action(gid, 1, action)
        assert store.save_failure == Notice(
            "store.save_failed", {"what": "move", "reason": "conflict"}
        )
        assert store._conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 0
