"""Quick presets of the setup (session/presets.py and TableDraft): which ending each sets, which
one is shown as chosen, and how long a game takes, from the rules' simulator (issue 25)."""

from __future__ import annotations

import pytest

from dixit_desktop.look.palette import COLOURS, SYMBOLS
from dixit_desktop.rules import RULESETS, get_ruleset
from dixit_desktop.rules.simulate import play_random_game
from dixit_desktop.session import PlayerSpec
from dixit_desktop.session import presets as quick
from dixit_desktop.session.table import TableDraft


def draft(rules: str, n: int, computers: int = 0) -> TableDraft:
    d = TableDraft(84)
    specs = [
        PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i], "gentle" if i >= n - computers else "")
        for i in range(n)
    ]
    d.prepare(specs, rules)
    return d


def ids(rules: str) -> list[str]:
    return [p.id for p in quick.presets(get_ruleset(rules))]


def test_each_rule_set_has_its_own_game_as_the_full_preset_and_one_other() -> None:
    assert ids("classic") == ids("odyssey") == ids("original") == ["short", "full"]
    assert ids("pocket") == ["short", "full"]  # twice is the book's: once is shorter
    assert ids("party") == ids("team") == ["full", "long"]  # once already: twice is longer
    for rs in RULESETS.values():
        full = quick.find(rs, "full")
        assert full is not None and full.is_active(rs.defaults)
        for p in quick.presets(rs):  # every preset is a game the rules accept
            rs.validate_options(p.applied_to(rs.defaults))


def test_the_short_classic_game_is_15_points_and_original_keeps_its_draw_pile_ending() -> None:
    short = quick.find(get_ruleset("classic"), "short")
    assert short is not None and dict(short.ending)["target_score"] == quick.SHORT_TARGET == 15
    original = quick.find(get_ruleset("original"), "short")
    assert original is not None
    assert dict(original.ending) == {
        "target_score": 15,
        "storyteller_rounds": None,
        "end_when_draw_pile_runs_out": True,
    }


def test_a_preset_sets_only_the_ending_and_is_chosen_until_the_ending_is_changed_by_hand() -> None:
    d = draft("classic", 4)
    assert d.active_preset == "full"  # the rule set's own game
    d.set_option("loneFinder", True)
    d.choose_preset("short")
    assert d.options.target_score == 15 and d.options.lone_finder_scores_4
    assert d.active_preset == "short"
    d.set_option("targetScore", 20)  # by hand: no preset says 20 points
    assert d.active_preset == ""
    d.set_option("targetScore", 15)  # back to what the preset says: it is that game again
    assert d.active_preset == "short"
    d.set_option("endOnEmpty", True)  # another ending added by hand: no longer "15 points"
    assert d.active_preset == ""
    d.choose_preset("full")
    assert (d.options.target_score, d.options.end_when_draw_pile_runs_out) == (30, False)
    d.choose_preset("nonsense")
    assert d.active_preset == "full"


def test_a_preset_the_rule_set_does_not_have_changes_nothing() -> None:
    d = draft("party", 6)
    before = d.options
    d.choose_preset("short")
    assert d.options == before


def test_minutes_come_from_the_simulators_turns_and_actions_and_the_one_time_per_step() -> None:
    rs = get_ruleset("classic")
    options = rs.options(target_score=15)
    turns = actions = 0
    played = 0
    for seed in range(1, quick.SIMULATED_GAMES + 1):
        _, outcome = play_random_game("classic", 4, seed, options, 84, "none", replay=False)
        turns += outcome.turns
        actions += outcome.actions
        played += 1
    found = quick.length(rs, 4, options, 84)
    assert found is not None and (found.turns, found.actions) == (turns / played, actions / played)
    exact = (found.turns * quick.TURN_SECONDS + found.actions * quick.STEP_SECONDS) / 60
    assert quick.minutes(rs, options, 4, 0, 84) == max(5, 5 * round(exact / 5))


def test_a_longer_target_more_players_or_more_rounds_take_longer() -> None:
    classic = get_ruleset("classic")
    short, full = classic.options(target_score=15), classic.defaults
    assert quick.minutes(classic, short, 4, 0, 84) < quick.minutes(classic, full, 4, 0, 84)  # type: ignore[operator]
    assert quick.minutes(classic, full, 3, 0, 84) < quick.minutes(classic, full, 8, 0, 84)  # type: ignore[operator]
    party = get_ruleset("party")
    once, twice = party.defaults, party.options(storyteller_rounds=2)
    assert quick.minutes(party, once, 8, 0, 84) < quick.minutes(party, twice, 8, 0, 84)  # type: ignore[operator]


def test_computer_players_are_quicker_than_people() -> None:
    classic = get_ruleset("classic")
    people = quick.minutes(classic, classic.defaults, 6, 0, 84)
    mixed = quick.minutes(classic, classic.defaults, 2, 4, 84)
    assert people is not None and mixed is not None and mixed < people


def test_a_turn_takes_about_one_and_a_half_to_two_minutes_at_a_small_table() -> None:
    """The time per step, said once in presets.py, makes a Classic turn 1.5-2 min for 3-4."""
    for n in (3, 4):
        found = quick.length(get_ruleset("classic"), n, get_ruleset("classic").defaults, 84)
        assert found is not None
        per_turn = quick.TURN_SECONDS + found.actions / found.turns * quick.STEP_SECONDS
        assert 85 <= per_turn <= 125, (n, per_turn)


@pytest.mark.parametrize(("rules", "n"), [("team", 5), ("party", 4), ("pocket", 8)])
def test_a_table_the_rules_cannot_play_has_no_minutes(rules: str, n: int) -> None:
    d = draft(rules, n)
    assert [took for _, _, took in d.presets()] == [None, None]


def test_a_small_photo_deck_changes_how_long_a_draw_pile_game_lasts() -> None:
    original = get_ruleset("original")
    big = quick.length(original, 4, original.defaults, 84)
    small = quick.length(original, 4, original.defaults, 40)
    assert big is not None and small is not None and small.turns < big.turns


def test_the_setup_knows_which_line_a_problem_is_about() -> None:
    d = draft("classic", 4)
    assert d.problem_line() == ""
    d.set_option("targetScore", 0)  # no ending at all
    assert d.problem_line() == "end"
    d.set_option("targetScore", 30)
    d.choose_rules("team")  # 4 players cannot play Team
    assert d.problem_line() == "players"
