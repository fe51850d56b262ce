"""The self-play bars of issue 24 on a seeded sample, so that a change of the phrase banks or
of the storyteller's aim that makes sharp tables find every clue together fails here, not in
a benchmark nobody runs: six sharp computer players find the storyteller's card by some but
not all on at least 55% of turns, and at least 2.5x chance.

Sixty games a table (about 650 turns) read as 120 did: on deck 3.10 the sharp table found by
some not all 0.664 of turns in 60 games and 0.655 in 120, at 3.16x and 3.17x chance; the mixed
table 0.683 and 0.681, its sharp voters at 3.21x and 3.24x. Sixty take half the time."""

from __future__ import annotations

import pytest

from dixit_desktop.computer import Brain
from dixit_desktop.computer.measure import builtin_brain, simulate_computer


@pytest.fixture(scope="module")
def brain() -> Brain:
    return builtin_brain()  # the built-in deck and the real banks, as the game plays them


def test_a_table_of_sharp_computer_players_finds_some_not_all(brain: Brain) -> None:
    out = simulate_computer("classic", 6, 60, seed=11, mix="sharp", brain=brain)
    assert out["turns"] > 600
    assert out["found_by_some_not_all"] >= 0.55, out["found_by_some_not_all"]
    assert out["find_rate"] >= 2.5 * out["chance_rate"], out["find_rate"]


def test_a_mixed_table_aims_for_some_not_all_and_sharp_voters_read_well(
    brain: Brain,
) -> None:
    out = simulate_computer("classic", 6, 60, seed=12, mix="mixed", brain=brain)
    assert out["found_by_some_not_all"] >= 0.55, out["found_by_some_not_all"]
    sharp = out["by_level"]["sharp"]
    assert sharp["find_rate"] >= 2.5 * sharp["chance_rate"], sharp
