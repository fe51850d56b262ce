"""Crash safety: scripted games in a child process are killed with SIGKILL at random points
(at least 200 across the rule sets); after every kill the saved game must equal the expected
game after exactly the actions that were committed, never fewer than the child reported."""

from __future__ import annotations

import multiprocessing
import random
import signal
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from dixit_desktop.storage import Store

from . import kill_child
from .kill_child import new_game, next_action

# Children are forked from a server that imported the child's module once (about 0.1 s of
# Python start-up saved on each of 204 children); each still dies by SIGKILL mid-game.
CHILDREN = multiprocessing.get_context("forkserver")
CHILDREN.set_forkserver_preload([kill_child.__name__])
CASES = [("classic", 4), ("original", 3), ("odyssey", 7), ("party", 6), ("team", 6), ("pocket", 3)]
KILLS_PER_CASE = 34  # 6 x 34 = 204 kill points


def expected(rules: str, players: int, seed: int, n_actions: int):  # type: ignore[no-untyped-def]
    game = new_game(rules, players, seed)
    while len(game.log) < n_actions:
        game.apply(next_action(game, seed))
    return game


@pytest.mark.parametrize(("rules", "players"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_kill_and_resume(tmp_path: Path, rules: str, players: int) -> None:
    rnd = random.Random(f"{rules}-{players}")  # test-side randomness only, seeded
    seed = rnd.randrange(1 << 30)
    kills = 0
    finished = 0
    points: set[tuple[int, int]] = set()  # (seed, actions saved) where a kill landed
    last_seen = 0  # actions of the current game found after the previous kill
    while kills < KILLS_PER_CASE:
        lines, out = CHILDREN.Pipe(duplex=False)
        child = CHILDREN.Process(
            target=kill_child.run, args=(str(tmp_path), rules, players, seed, out), daemon=True
        )
        child.start()
        out.close()  # the child holds the only writing end: when it dies, reading ends
        start_line = said(lines)
        if not start_line.startswith("start"):
            child.kill()
            pytest.fail(f"child did not start: {start_line!r}")
        reported = int(start_line.split()[1])
        # kill after a random number of commits, then a random sub-millisecond delay, so some
        # kills land between commits and some in the middle of one
        wait_for = rnd.randint(0, 6)
        for _ in range(wait_for):
            line = said(lines)
            if line.startswith("committed"):
                reported = int(line.split()[1])
            elif line.startswith("over") or not line:
                break
        time.sleep(rnd.random() * 0.002)
        child.kill()  # SIGKILL (a child already done with its game is left as it ended)
        child.join()
        lines.close()
        assert child.exitcode in (-signal.SIGKILL, 0), child.exitcode  # killed, or done first
        kills += 1
        store = Store.open(tmp_path)
        assert store.notice is None, store.notice
        saved = store.unfinished()
        if saved is None:  # the game was over before the kill: start the next one
            finished += 1
            last_seen = 0
            store.close()
            seed += 1
            # a finished game must be complete and equal the expected one
            last = store_last_finished(tmp_path)
            exp = expected(rules, players, seed - 1, len(last.log))
            assert exp.is_over and exp.snapshot() == last.snapshot()
            continue
        game, _ = store.load(saved.id)
        store.close()
        assert len(game.log) >= reported, "an action reported as committed was lost"
        assert len(game.log) >= last_seen, "an action found after an earlier kill was lost"
        last_seen = len(game.log)
        points.add((seed, len(game.log)))
        assert game.snapshot() == expected(rules, players, seed, len(game.log)).snapshot()
    # The kills landed at many different points of the games (a child that could not save,
    # or never got past its first move, would leave every kill at the same point), and the
    # games moved on across the kills.
    assert len(points) + finished >= KILLS_PER_CASE // 2, sorted(points)
    assert finished or max(n for _, n in points) >= KILLS_PER_CASE, sorted(points)


def said(lines: Connection) -> str:
    """The child's next line, or "" once it is gone."""
    try:
        text: str = lines.recv()
    except EOFError:
        return ""
    return text


def store_last_finished(folder: Path):  # type: ignore[no-untyped-def]
    store = Store.open(folder)
    try:
        fg = store.finished_games(limit=1)[0]
        game, _ = store.load(fg.id)
        return game
    finally:
        store.close()
