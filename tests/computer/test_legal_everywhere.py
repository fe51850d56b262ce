"""Property: every decision is a legal action, in every rule set and player count, with
people (random legal moves, clues said aloud or typed oddly) at some seats."""

from __future__ import annotations

import random

import pytest

from dixit_desktop.computer import REASON_CODES, Brain, Level, decide, derive_rng
from dixit_desktop.rules import Game, GiveClue, get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice

CASES = [
    ("classic", 3, {"target_score": 10}),
    ("classic", 4, {"target_score": 10}),
    ("classic", 6, {"target_score": 10}),
    ("classic", 8, {"target_score": 10}),
    ("original", 3, {}),
    ("original", 6, {}),
    ("odyssey", 7, {"target_score": 10}),
    ("odyssey", 12, {"target_score": 10}),
    ("party", 6, {}),
    ("party", 12, {}),
    ("team", 6, {}),
    ("team", 8, {}),
    ("team", 12, {}),
    ("pocket", 3, {}),
    ("pocket", 4, {"clue_mimed_or_sung": True}),
]
GAMES_PER_CASE = 14


def play(brain: Brain, rules: str, n: int, changes: dict[str, object], seed: int) -> int:
    """One game; returns how many computer decisions it took. Any illegal one raises."""
    r = random.Random(seed)
    options = get_ruleset(rules).options(**changes)
    game = Game(rules, [f"P{i}" for i in range(n)], list(brain.card_ids), seed, options)
    people = {p for p in range(n) if r.random() < 0.3}
    if len(people) == n:
        people.discard(0)
    levels = [r.choice(list(Level)) for _ in range(n)]
    language = r.choice(["en", "fr"])
    agent = Rng(seed)
    decisions = 0
    while not game.is_over:
        assert len(game.log) < 3000
        for p in game.waiting_for():
            view = game.view(p)
            req = view.request
            if req is None:
                continue
            if p in people:
                game.apply(random_choice(game, p, req, agent))
                continue
            d = decide(
                view, req, brain, levels[p], derive_rng(seed, view.turn, p, req.kind), language
            )
            assert d.code in REASON_CODES, d.code
            assert all(isinstance(k, str) for k in d.params)
            assert all(isinstance(v, str | int) for v in d.params.values())
            assert d.action.player == p
            if isinstance(d.action, GiveClue):
                assert 1 <= len(d.action.text.split()) <= 6
            game.apply(d.action)  # raises if illegal
            decisions += 1
    return decisions


@pytest.mark.parametrize(("rules", "n", "changes"), CASES, ids=lambda c: str(c))
def test_every_decision_is_legal(
    deck_brain: Brain, rules: str, n: int, changes: dict[str, object]
) -> None:
    total = sum(play(deck_brain, rules, n, changes, 1000 * n + g) for g in range(GAMES_PER_CASE))
    assert total > 0
