"""How the computer reads people's clues, held to the figures measured when they were written
(issue 24): the development set (writer A) and the fresh set (writers B, C and D, who saw only
the pictures and whose clues were never read while the reading was built), and writer E's 42
clues for the pictures deck 3.0 placed, measured once when they were written (0.52), and writer
F's 50 for the 25 pictures deck 3.1 repainted (0.55), and writers G's and H's 60 each for 30
pictures drawn at random (0.54 and 0.55 when measured, H 0.59 since), and writers I's and J's
60 (0.63 each when measured)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dixit_desktop.computer.clueset import load_clue_set, measure_clue_set
from dixit_desktop.computer.measure import builtin_brain, builtin_metadata

READINGS = Path(__file__).parent / "readings"


@pytest.mark.parametrize(
    ("name", "at_least"),
    [
        ("people-dev.json", 0.65),
        ("people-fresh.json", 0.60),
        ("people-fresh-e.json", 0.50),
        ("people-fresh-f.json", 0.55),
        ("people-fresh-g.json", 0.54),
        ("people-fresh-h.json", 0.58),
        ("people-fresh-i.json", 0.60),
        ("people-fresh-j.json", 0.60),
    ],
)
def test_people_clues_are_read_as_well_as_when_measured(name: str, at_least: float) -> None:
    brain = builtin_brain()
    metadata = builtin_metadata()
    clues = load_clue_set(READINGS / name, sorted(metadata))
    result = measure_clue_set(clues, brain, metadata)
    assert result["first_choice_right"] >= at_least, result["by_language"]
    assert result["no_reading_share"] <= 0.10, result["unread"]
    assert {c["writer"] for c in clues} <= {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"}
