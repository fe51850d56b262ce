"""Child process for the kill test: plays (or resumes) a scripted game, saving every action
to the store, and says the number of actions committed after each commit (to the test
through a pipe, or printed when run by hand):

    python kill_child.py DATA_DIR RULES PLAYERS SEED

The moves are a pure function of the game so far (an Rng seeded from SEED and the number of
actions), so the parent can rebuild the exact expected game for any number of actions.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path

from dixit_desktop.rules import Game, get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import make_deck, random_action
from dixit_desktop.storage import Store


def next_action(game: Game, seed: int):  # type: ignore[no-untyped-def]
    return random_action(game, Rng(seed * 1_000_003 + len(game.log)))


def new_game(rules: str, players: int, seed: int) -> Game:
    rs = get_ruleset(rules)
    opts = rs.defaults
    if "storyteller_rounds" in rs.options_allowed and "target_score" in rs.options_allowed:
        opts = rs.options(storyteller_rounds=2, target_score=None)
    return Game(rs, [f"P{i}" for i in range(players)], make_deck(84), seed, opts)


def run(folder: str, rules: str, players: int, seed: int, out: Connection) -> None:
    """The child's work when the test forks it (multiprocessing's forkserver, which imported
    this module once): each line goes to the parent through ``out``."""
    play(Path(folder), rules, players, seed, out.send)


def main() -> int:
    folder, rules, players, seed = (
        Path(sys.argv[1]),
        sys.argv[2],
        int(sys.argv[3]),
        int(sys.argv[4]),
    )
    play(folder, rules, players, seed, lambda line: print(line, flush=True))
    return 0


def play(folder: Path, rules: str, players: int, seed: int, say: Callable[[str], None]) -> None:
    """Play (or resume) the scripted game, saying after each commit how many actions are in."""
    store = Store.open(folder)
    saved = store.unfinished()
    if saved is None:
        game = new_game(rules, players, seed)
        game_id = store.new_game(
            game, [{"name": n, "colour": "sky", "symbol": "star"} for n in game.players]
        )
        assert game_id is not None
    else:
        game, _ = store.load(saved.id)
        game_id = saved.id
    say(f"start {len(game.log)}")
    while not game.is_over:
        action = next_action(game, seed)
        game.apply(action)
        assert store.append_action(game_id, len(game.log), action), store.notice
        if game.is_over:
            store.finish_game(game_id, game)
        say(f"committed {len(game.log)}")
    say("over")


if __name__ == "__main__":
    sys.exit(main())
