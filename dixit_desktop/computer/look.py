"""A clue nobody can read (nothing the computer knows links it to any card): the computer
player says so and chooses by the cards' look, as a person with no idea would: the cards
showing a colour the clue names first, the rest in a seeded random order (the random state of
the decision, so a resumed game chooses alike)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from dixit_desktop.rules.views import PlayerView

from .brain import Brain
from .knowledge import colour_words

MAX_QUOTE = 40
"""The longest clue a reason quotes whole."""
HUES = frozenset(
    {"black", "white", "grey", "red", "brown", "orange", "yellow", "green", "teal", "blue"}
    | {"purple", "pink", "golden"}
)


def card_hues(brain: Brain, card: str) -> frozenset[str]:
    """The colour words of a card's own colours (none when it has none)."""
    return frozenset(t for t in brain.card(card).base if t in HUES)


def clue_hues(brain: Brain, text: str, language: str) -> frozenset[str]:
    """The colours a clue names, in any language the computer players read."""
    reading = brain.read(text, language)
    return frozenset(t for t in reading.terms if t in HUES)


def by_look(
    cards: Sequence[str], brain: Brain, text: str, language: str, rng: random.Random
) -> list[int]:
    """Indexes of ``cards``, those showing the clue's colours first, ties in a seeded order."""
    hues = clue_hues(brain, text, language)
    keyed = [(-len(hues & card_hues(brain, c)), rng.random(), i) for i, c in enumerate(cards)]
    return [i for _, _, i in sorted(keyed)]


__all__ = ["HUES", "by_look", "card_hues", "clue_hues", "colour_words", "unread_clue"]


def unread_clue(view: PlayerView) -> str:
    """The clue's text as typed when it has one (a clue said aloud, mimed or sung has none):
    what the reason quotes when the computer could not read it."""
    clue = view.clue
    text = " ".join(clue.text.split()) if clue is not None else ""
    return text if len(text) <= MAX_QUOTE else text[: MAX_QUOTE - 1] + "…"
