"""Player colours and symbols: every player is told apart by a colour AND a symbol, so nobody
depends on seeing colours.

Each colour comes in two shades of one hue, and the table must draw the right one:

- ``hex`` (light): on the night screens (Theme.night, nightDeep, nightGlow) and the wooden
  score track (Theme.wood, woodLight): rabbits, tokens, frames, colour washes, and names
  written in the player's colour. Text drawn on top of it uses ``ink``.
- ``on_paper`` (deep): on the cream paper panels (Theme.paper, paperShade): rabbits, frames,
  borders and names there. Text drawn on top of it uses ``paper_ink``.

Measured by ``tests/test_palette.py`` (WCAG 2 contrast; CIEDE2000 between the twelve under
normal vision and simulated protanopia, deuteranopia and tritanopia): ``hex`` reaches 4.5:1 on
every night background and 3:1 on both woods; ``on_paper`` 4.5:1 on both papers; both inks
4.5:1 on their colour. Colours are listed most distinct first: setup hands them out in order.

Saved games store colour ids. An id that no longer exists (``LEGACY``) loads as the nearest
new colour; :func:`colours_for` also keeps a whole table's colours distinct.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerColour:
    id: str
    hex: str
    """The colour on dark backgrounds: the night screens and the wooden track."""
    name: str
    ink: str
    """A text colour readable on top of ``hex``."""
    on_paper: str = ""
    """A deeper shade of the same hue, for cream paper panels."""
    paper_ink: str = "#ffffff"
    """A text colour readable on top of ``on_paper``."""


THEME: dict[str, tuple[str, str]] = {
    "night": ("#161a36", ""),
    "nightDeep": ("#0d1026", ""),
    "nightGlow": ("#2a2f5e", ""),
    "wood": ("#6b4430", "the score track"),
    "woodLight": ("#8d5c40", ""),
    "paper": ("#f7f0e1", "cream paper panels"),
    "paperShade": ("#e9dcc2", ""),
    "ink": ("#1d1a2e", "text on light colours"),
    "inkSoft": ("#4a4660", ""),
    "inkLight": ("#ffffff", "text on deep colours (the red token, a colour on paper)"),
    "moonlight": ("#cfd6ff", ""),
    "gold": ("#f4b942", ""),
    "goldDeep": ("#c98a14", ""),
    "good": ("#2f9e78", ""),
    "warn": ("#d55e00", ""),
    "redToken": ("#d7263d", ""),
    "shadow": ("#66000000", ""),
    "veil": ("#b3000000", "behind a dialog"),
    "veilDeep": ("#d9000000", "behind a card shown big"),
}
"""The colours of every screen, by their name in Theme.qml (with where each is used): a warm
table at night, cream paper, cards the brightest things on screen. The one source: Theme.qml's
colour block is written from it (:func:`theme_qml`, checked by tests/test_palette.py), and
the album and the app's icons read it here."""

THEME_BEGIN = (
    "    // colours: written from look/palette.py's THEME (python -m dixit_desktop.look.palette)"
)
THEME_END = "    // (end of the colours from look/palette.py)"


def theme_qml() -> str:
    """Theme.qml's colour block, from :data:`THEME`."""
    lines = [THEME_BEGIN]
    for name, (value, note) in THEME.items():
        line = f'    readonly property color {name}: "{value}"'
        lines.append(f"{line}   // {note}" if note else line)
    return "\n".join([*lines, THEME_END])


def write_theme(path: str) -> bool:
    """Rewrite the colour block of the Theme.qml at ``path``; True if it changed."""
    with open(path, encoding="utf-8") as f:
        old = f.read()
    start = old.index(THEME_BEGIN)
    end = old.index(THEME_END) + len(THEME_END)
    new = old[:start] + theme_qml() + old[end:]
    if new != old:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
    return new != old


DARK_INK = THEME["ink"][0]
LIGHT_INK = THEME["inkLight"][0]

COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour("yellow", "#fdff28", "Yellow", DARK_INK, "#695600", LIGHT_INK),
    PlayerColour("blue", "#b0bbff", "Blue", DARK_INK, "#05245b", LIGHT_INK),
    PlayerColour("turquoise", "#05ebd4", "Turquoise", DARK_INK, "#096c67", LIGHT_INK),
    PlayerColour("brown", "#ddba8a", "Cocoa", DARK_INK, "#322307", LIGHT_INK),
    PlayerColour("white", "#eaf9ff", "Chalk", DARK_INK, "#18171d", LIGHT_INK),
    PlayerColour("green", "#a8ff91", "Green", DARK_INK, "#51673c", LIGHT_INK),
    PlayerColour("purple", "#ebd2ff", "Purple", DARK_INK, "#6845cf", LIGHT_INK),
    PlayerColour("grey", "#cabcbb", "Pebble", DARK_INK, "#3b423f", LIGHT_INK),
    PlayerColour("orange", "#ffae3f", "Orange", DARK_INK, "#663607", LIGHT_INK),
    PlayerColour("pink", "#ffc9db", "Blossom", DARK_INK, "#8e0043", LIGHT_INK),
    PlayerColour("sky", "#8ac8dc", "Sky blue", DARK_INK, "#00506b", LIGHT_INK),
    PlayerColour("vermilion", "#ffb5ab", "Vermilion", DARK_INK, "#c01429", LIGHT_INK),
)
"""Found by a search (maximising the smallest CIEDE2000 distance over normal vision and the
three simulations, with each colour held to its named hue) and ordered farthest-first."""

LEGACY: dict[str, str] = {"ink": "grey"}
"""Colour ids of earlier versions that are gone, and the nearest colour now."""

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
    """The colour with this id; an old id gives its nearest colour now, anything else the
    first colour."""
    found = COLOUR_BY_ID.get(colour_id) or COLOUR_BY_ID.get(LEGACY.get(colour_id, ""))
    return found or COLOURS[0]


def colours_for(colour_ids: Iterable[str]) -> list[PlayerColour]:
    """The colours of a table's players (a saved game's ids, in seat order), all different:
    a known id keeps its colour; an old or unknown id, or a repeated one, gets its nearest
    colour (``LEGACY``) if no one else has it, else the first colour no one has."""
    ids = list(colour_ids)
    taken = {i for i in ids if i in COLOUR_BY_ID}
    used: set[str] = set()
    out: list[PlayerColour] = []
    for cid in ids:
        c = COLOUR_BY_ID.get(cid)
        if c is None or c.id in used:
            want = LEGACY.get(cid, "")
            free = [x for x in COLOURS if x.id not in taken | used]
            c = COLOUR_BY_ID[want] if want in COLOUR_BY_ID and want not in taken | used else None
            c = c or (free[0] if free else COLOURS[0])
        used.add(c.id)
        out.append(c)
    return out


if __name__ == "__main__":
    from pathlib import Path

    qml = Path(__file__).parents[1] / "qml" / "DixitDesktop" / "Controls" / "Theme.qml"
    print("Theme.qml", "written" if write_theme(str(qml)) else "unchanged")
