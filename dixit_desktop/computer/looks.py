"""Colours and weather: what a clue may say of how a card looks (:mod:`.cluebank` refuses a
colour the picture does not show, and a look too many pictures share)."""

from __future__ import annotations

COLOURS = frozenset(
    ["red", "blue", "green", "yellow", "black", "white", "pink", "orange", "purple", "grey"]
)
COLOURED_NAMES = ("poisson rouge",)
"""A colour that is part of a thing's name (a goldfish) is no colour said.
Gold and silver are not colours here: "a golden cage", "silver lining" turn them."""
COLOUR_SEEN = 0.5
"""A colour the clue says must be drawn (in a label or the description) at least this
plainly: "der rote Faden" on a blue yarn, "paint the town red" with no red are puns on one
word of the card that the picture does not show (round-2 blind reading, rated 2-3)."""
_WEATHER = "snow snowy rain rainy sunny cloudy foggy misty stormy windy dark bright"
LOOKS = COLOURS | frozenset(_WEATHER.split())
MAX_BETTER_LOOK = 1
"""A clue that links to its card only by a colour or the weather ("white as snow", "blanc
comme neige" on three snowy cards) is refused when more than this many other pictures
(twins as one) share that look: readers rated them 2 and split their votes."""
