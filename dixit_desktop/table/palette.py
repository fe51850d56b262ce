"""Player colours and symbols: every player is told apart by a colour AND a symbol, so nobody
depends on seeing colours. The first eight colours are the Okabe-Ito colour-blind-safe set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerColour:
    id: str
    hex: str
    name: str
    ink: str
    """A text colour readable on top of ``hex``."""


COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour("orange", "#E69F00", "Orange", "#1d1a2e"),
    PlayerColour("sky", "#56B4E9", "Sky blue", "#1d1a2e"),
    PlayerColour("green", "#009E73", "Green", "#ffffff"),
    PlayerColour("yellow", "#F0E442", "Yellow", "#1d1a2e"),
    PlayerColour("blue", "#0072B2", "Blue", "#ffffff"),
    PlayerColour("vermilion", "#D55E00", "Vermilion", "#ffffff"),
    PlayerColour("purple", "#CC79A7", "Purple", "#1d1a2e"),
    PlayerColour("ink", "#2B2B38", "Ink", "#ffffff"),
    PlayerColour("white", "#F4EFE6", "Chalk", "#1d1a2e"),
    PlayerColour("brown", "#8C5A3C", "Cocoa", "#ffffff"),
    PlayerColour("grey", "#8E96A3", "Pebble", "#1d1a2e"),
    PlayerColour("pink", "#F7A8B8", "Blossom", "#1d1a2e"),
)

SYMBOLS: tuple[str, ...] = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "star",
    "heart",
    "moon",
    "plus",
    "hexagon",
    "drop",
    "leaf",
    "sun",
)

SYMBOL_NAMES: dict[str, str] = {
    "circle": "circle",
    "square": "square",
    "triangle": "triangle",
    "diamond": "diamond",
    "star": "star",
    "heart": "heart",
    "moon": "moon",
    "plus": "cross",
    "hexagon": "hexagon",
    "drop": "drop",
    "leaf": "leaf",
    "sun": "sun",
}

COLOUR_BY_ID = {c.id: c for c in COLOURS}

DEFAULT_NAMES = (
    "Mia", "Leo", "Ada", "Sam", "Zoe", "Max", "Ivy", "Tom", "Lou", "Eva", "Kai", "Noa",
)  # fmt: skip


def colour(colour_id: str) -> PlayerColour:
    return COLOUR_BY_ID.get(colour_id, COLOURS[0])
