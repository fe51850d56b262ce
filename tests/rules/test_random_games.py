"""Hypothesis: random whole games of every rule set at every legal player count, with random
options and deck sizes, checking every invariant after every single action."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dixit_desktop.rules import RULESETS, Game, IllegalActionError, Options, RuleSet
from dixit_desktop.rules.invariants import check_all
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import make_deck, random_action

CASES = [(rs.id, n) for rs in RULESETS.values() for n in rs.player_counts]


@st.composite
def options_for(draw: st.DrawFn, rs: RuleSet) -> Options:
    allowed = rs.options_allowed
    d = rs.defaults
    opts = Options(
        target_score=draw(st.sampled_from([None, 10, 17, 30]))
        if "target_score" in allowed
        else d.target_score,
        lone_finder_scores_4=draw(st.booleans())
        if "lone_finder_scores_4" in allowed
        else d.lone_finder_scores_4,
        end_when_draw_pile_runs_out=draw(st.booleans())
        if "end_when_draw_pile_runs_out" in allowed
        else d.end_when_draw_pile_runs_out,
        storyteller_rounds=draw(st.sampled_from([None, 1, 2]))
        if "storyteller_rounds" in allowed
        else d.storyteller_rounds,
        clue_mimed_or_sung=draw(st.booleans()),
    )
    no_end = opts.target_score is None and opts.storyteller_rounds is None
    return d if no_end and not opts.end_when_draw_pile_runs_out else opts


def _play_checked(game: Game, agent_seed: int, replay_at: int) -> None:
    agent = Rng(agent_seed)
    steps = 0
    while not game.is_over:
        assert steps < 5000, "the game did not end"
        before = list(game.scores)
        action = random_action(game, agent)
        game.apply(action)
        steps += 1
        failures = check_all(game, before)
        assert not failures, failures
        if steps == replay_at:
            again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
            assert again.snapshot() == game.snapshot()
    assert game.winners and game.history
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.snapshot() == game.snapshot()


@pytest.mark.parametrize(("rules", "n"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_whole_game_keeps_every_invariant(rules: str, n: int, data: st.DataObject) -> None:
    rs = RULESETS[rules]
    opts = data.draw(options_for(rs), label="options")
    deck_size = data.draw(st.integers(rs.min_deck_size(n), 96), label="deck size")
    seed = data.draw(st.integers(0, 2**63), label="seed")
    game = Game(rs, [f"P{i}" for i in range(n)], make_deck(deck_size), seed, opts)
    failures = check_all(game, list(game.scores))
    assert not failures, failures
    _play_checked(game, data.draw(st.integers(0, 2**32)), data.draw(st.integers(1, 60)))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63), rules=st.sampled_from(sorted(RULESETS)))
def test_same_seed_same_game(seed: int, rules: str) -> None:
    rs = RULESETS[rules]
    n = rs.player_counts[0]
    a = Game(rs, [f"P{i}" for i in range(n)], make_deck(84), seed)
    b = Game(rs, [f"P{i}" for i in range(n)], make_deck(84), seed)
    ra, rb = Rng(seed), Rng(seed)
    for _ in range(40):
        if a.is_over:
            break
        a.apply(random_action(a, ra))
        b.apply(random_action(b, rb))
    assert a.snapshot() == b.snapshot()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), junk=st.integers(-3, 20), which=st.integers(0, 3))
def test_random_illegal_actions_never_change_the_game(seed: int, junk: int, which: int) -> None:
    """Fuzz: mangled versions of legal actions are either legal or refused without change."""
    import dataclasses

    game = Game("odyssey", [f"P{i}" for i in range(7)], make_deck(84), seed)
    agent = Rng(seed)
    for _ in range(30):
        if game.is_over:
            break
        action = random_action(game, agent)
        fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}
        if which == 0:
            fields["player"] = junk % 9
        elif which == 1 and "slots" in fields:
            fields["slots"] = (junk,)
        elif which == 2 and "cards" in fields:
            fields["cards"] = (f"card-{junk:03d}",)
        elif which == 3 and "card" in fields:
            fields["card"] = f"card-{junk:03d}"
        mangled = type(action)(**fields)
        before = game.snapshot()
        try:
            game.apply(mangled)
        except IllegalActionError:
            assert game.snapshot() == before
            game.apply(action)
