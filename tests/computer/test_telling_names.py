"""A clue never names the card's main figure in the storyteller's language, by any of that
language's words for it (issue 24: "never the card's own main noun"). Once the dandelion's
("Pusteblume, flieg!" slipped through: 'Pusteblume' was not known as a word for it), and since
stop 43 the sparrow's and the whale's too, each with two German words; the dandelion left the
deck in 3.9 and the sea-foam horses took its place here; they left in 3.13 and the lion led on a
ribbon took theirs."""

from __future__ import annotations

import json

import pytest

from dixit_desktop import paths
from dixit_desktop.computer.cluebank import card_phrases, names_the_figure
from dixit_desktop.computer.measure import builtin_brain

FIGURES = {
    "girl-walks-the-lion": ["der Löwe", "Löwen"],
    "sparrow-carries-the-cat-home": ["Der Spatz in der Hand", "ein Sperling"],
    "whale-lends-its-breath": ["der Wal", "Walfisch"],
}


def _card(recipe: str) -> str:
    cards = json.loads((paths.RESOURCES / "deck" / "cards.json").read_text(encoding="utf-8"))
    return next(c["id"] for c in cards["cards"] if c["recipe"] == recipe)


@pytest.mark.parametrize(("recipe", "clue"), [(r, c) for r, cs in FIGURES.items() for c in cs])
def test_every_german_word_for_the_main_figure_names_it(recipe: str, clue: str) -> None:
    brain = builtin_brain()
    ck = brain.card(_card(recipe))
    assert names_the_figure(clue, ck, brain, "de")


@pytest.mark.parametrize("recipe", list(FIGURES))
def test_no_german_clue_for_the_card_names_its_main_figure(recipe: str) -> None:
    brain = builtin_brain()
    ck = brain.card(_card(recipe))
    said = [p.text for _, p in card_phrases(ck, brain, "de")]
    assert said, "the card has German clues"
    assert not [t for t in said if names_the_figure(t, ck, brain, "de")]
