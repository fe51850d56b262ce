"""A clue never names the card's main figure in the storyteller's language, by any of that
language's words for it (issue 24: "never the card's own main noun")."""

from __future__ import annotations

import json

import pytest

from dixit_desktop import paths
from dixit_desktop.computer.cluebank import card_phrases, names_the_figure
from dixit_desktop.computer.measure import builtin_brain


def _dandelion_card() -> str:
    cards = json.loads((paths.RESOURCES / "deck" / "cards.json").read_text(encoding="utf-8"))
    return next(c["id"] for c in cards["cards"] if c["recipe"] == "dandelion-travellers")


@pytest.mark.parametrize("clue", ["Pusteblume, flieg!", "der Löwenzahn"])
def test_every_german_word_for_the_dandelion_names_it(clue: str) -> None:
    brain = builtin_brain()
    ck = brain.card(_dandelion_card())
    assert names_the_figure(clue, ck, brain, "de")


def test_no_clue_for_the_dandelion_names_it_in_german() -> None:
    brain = builtin_brain()
    ck = brain.card(_dandelion_card())
    said = [p.text for _, p in card_phrases(ck, brain, "de")]
    assert said, "the dandelion card has German clues"
    assert not [t for t in said if names_the_figure(t, ck, brain, "de")]
    assert not [t for t in said if "puste" in t.lower() and "blume" in t.lower()]
