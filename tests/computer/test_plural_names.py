"""A plural WordNet also knows as a name is read as the plural (found in stop 50's game in a
real window: "building bridges" for the pencil drawing a bridge read "bridges" as the labour
leader Harry Bridges, and both computer players missed the card)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.computer import Brain
from dixit_desktop.computer.measure import builtin_brain, guess

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
from lexicon.build import WordNet, plurals, shadowing_names


@pytest.fixture(scope="module")
def brain() -> Brain:
    return builtin_brain()


def test_building_bridges_finds_the_bridge(brain: Brain) -> None:
    out = guess("building bridges", ["dd-023", "dd-081", "dd-039", "dd-060"], "en", brain=brain)
    assert out["cards"][0]["card"] == "dd-081"  # the pencil drawing a bridge over the gorge
    assert "bridge" in out["understood"] and "labor leader" not in out["understood"]


@pytest.mark.parametrize("word", ["bridges", "banks", "fields", "windows", "queens", "wells"])
def test_a_plural_that_is_also_a_name_reads_as_its_noun(brain: Brain, word: str) -> None:
    assert brain.lexicon.lemma(word) == word[: -len("s")]


def test_regular_plurals() -> None:
    assert plurals("bridge") == {"bridges"}
    assert plurals("box") == {"boxes"} and plurals("echo") == {"echoes", "echos"}
    assert plurals("city") == {"cities"} and plurals("day") == {"days"}
    assert plurals("scarf") == {"scarfs", "scarves"} and plurals("knife") == {"knifes", "knives"}
    assert plurals("fisherman") == {"fishermen"}


def _wordnet(names: dict[str, int], nouns: dict[str, int]) -> Any:
    """A WordNet of a few words: ``names`` only capitalised, ``nouns`` common (usage counts)."""
    wn = object.__new__(WordNet)
    wn.index = {"n": {w: [1] for w in [*names, *nouns]}, "v": {}, "a": {}, "r": {}}
    wn.common = set(nouns)
    wn.tag_count = {**names, **nouns}
    return wn


def test_only_a_name_that_is_a_used_nouns_plural_gives_way() -> None:
    wn = _wordnet(
        {"bridges": 0, "mars": 14, "james": 0, "ganges": 0, "paris": 20},
        {"bridge": 40, "mar": 1, "jam": 12, "gang": 9, "pari": 0},
    )
    # Mars is used more than 'mar'; James is not the plural of 'jam', nor Ganges of 'gang'
    assert shadowing_names(wn) == {"bridges": "bridge"}
