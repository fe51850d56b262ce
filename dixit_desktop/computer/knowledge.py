"""What a computer player knows of one card (:class:`CardKnowledge`: weighted English terms
from its metadata) and of one clue (:class:`Reading`), how much each part of a card's
metadata counts, and the words its colours and light suggest. :class:`~.brain.Brain` builds
and matches them."""

from __future__ import annotations

import colorsys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# How much each part of a card's metadata counts.
W_CONCEPT = 1.0
W_MAIN_LABEL = 0.85
W_MAIN_ICON = 0.5
W_MAIN_TAG = 0.6
W_SECOND_LABEL = 0.6
W_SECOND_ICON = 0.35
W_SECOND_TAG = 0.4
W_DESCRIPTION = 0.45
W_RECIPE = 0.3
W_COLOUR = 0.3
W_MOOD = 0.3
W_TYPO = 0.8
W_REVERSE = 0.8
MIN_LINK = 0.25
"""Widened terms weaker than this are dropped (they match everything a little)."""

_COLOUR_ONLY = frozenset({"light", "dark"})


@dataclass(frozen=True)
class CardKnowledge:
    """What a computer player knows of one card.

    ``base``: terms straight from the metadata; ``vec``: the same widened through the lexicon;
    ``source[t]``: the base term that ``t`` came from (for reasons); ``literal``: words a
    storyteller must never say for this card (its main figure's label and icon, id, file)."""

    card_id: str
    base: dict[str, float]
    vec: dict[str, float]
    source: dict[str, str]
    literal: frozenset[str]


@dataclass(frozen=True)
class Reading:
    """A clue as understood: English ``terms`` with weights, the clue word each came from
    (``origin``), the words that meant nothing (``unknown``) and, for a term reached through
    another word, that word (``via``: "insomnia" -> *sheep* via "insomnia", "liberté" ->
    *freedom* via "liberty")."""

    text: str
    language: str
    terms: dict[str, float] = field(default_factory=dict)
    origin: dict[str, str] = field(default_factory=dict)
    words: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()
    via: dict[str, str] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not self.terms


def supports_deck(metadata: Mapping[str, Mapping[str, Any]], card_ids: Iterable[str]) -> bool:
    """True when every card of ``card_ids`` has metadata a computer player can think with
    (concepts or labelled elements). A photo deck has none: computer seats are refused."""
    for cid in card_ids:
        meta = metadata.get(cid)
        if not meta or not (concepts_of(meta) or elements_of(meta)):
            return False
    return True


def concepts_of(meta: Mapping[str, Any]) -> list[str]:
    v = meta.get("concepts")
    return [str(c) for c in v if isinstance(c, str)] if isinstance(v, list) else []


def elements_of(meta: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    v = meta.get("elements")
    if not isinstance(v, list):
        return []
    return [e for e in v if isinstance(e, Mapping) and isinstance(e.get("label"), str)]


def colour_words(hex_colour: str) -> list[str]:
    """Plain colour words for ``#rrggbb`` (a hue, maybe ``dark``/``light``/``golden``)."""
    h = hex_colour.strip().lstrip("#")
    if len(h) != 6:
        return []
    try:
        r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    except ValueError:
        return []
    hue, sat, val = colorsys.rgb_to_hsv(r, g, b)
    deg = hue * 360
    if val < 0.16:
        return ["black"]
    if sat < 0.18:
        return ["white"] if val > 0.85 else ["grey"]
    if deg < 15 or deg >= 345:
        name = "red"
    elif deg < 40:
        name = "brown" if val < 0.55 else "orange"
    elif deg < 65:
        name = "yellow"
    elif deg < 160:
        name = "green"
    elif deg < 195:
        name = "teal"
    elif deg < 250:
        name = "blue"
    elif deg < 290:
        name = "purple"
    else:
        name = "pink"
    out = [name]
    if name in ("yellow", "orange") and sat > 0.45 and val > 0.6:
        out.append("golden")
    if val < 0.35:
        out.append("dark")
    elif val > 0.8 and sat < 0.45:
        out.append("pale")
    return out


def mood_words(colours: Sequence[str], brightness: float | None) -> list[str]:
    """Words for the light and warmth of a card."""
    out: list[str] = []
    if brightness is not None:
        if brightness < 0.3:
            out += ["dark", "night", "darkness", "gloomy"]
        elif brightness < 0.45:
            out += ["dusk", "dim"]
        elif brightness > 0.62:
            out += ["bright", "light", "day", "sunny"]
    warm = cool = 0
    for c in colours[:3]:
        for w in colour_words(c):
            if w in ("red", "orange", "yellow", "pink", "brown", "golden"):
                warm += 1
            elif w in ("blue", "teal", "green", "purple"):
                cool += 1
    if warm > cool:
        out.append("warm")
    elif cool > warm:
        out.append("cool")
    return out
