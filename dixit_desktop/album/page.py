"""The album's page model: a page is a list of items (:class:`Words`, :class:`CardPicture`,
:class:`RabbitArt`, :class:`Shape`) in page coordinates (millimetres from the top-left corner).
Text styles and colours are named (:data:`STYLES`, :data:`INK`...): :mod:`.paint` maps them to
the game's fonts. Pure Python, no Qt; :class:`Layout` is what every page's planner fills.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dixit_desktop.look.palette import THEME, colour

if TYPE_CHECKING:
    from dixit_desktop.players import PlayerSpec

# the game's colours on paper (look/palette.py's THEME, as in Theme.qml)
PAPER = THEME["paper"][0]
PAPER_SHADE = THEME["paperShade"][0]
INK = THEME["ink"][0]
INK_SOFT = THEME["inkSoft"][0]
GOLD = THEME["gold"][0]
GOLD_DEEP = "#8a5d00"  # Theme.goldDeep darkened to 4.5:1 on paper, for small text
RED_TOKEN = THEME["redToken"][0]
NIGHT = THEME["night"][0]
WOOD = THEME["wood"][0]
WOOD_LIGHT = THEME["woodLight"][0]


@dataclass(frozen=True)
class PageSize:
    id: str
    width: float  # millimetres
    height: float


A4 = PageSize("a4", 210.0, 297.0)
LETTER = PageSize("letter", 215.9, 279.4)
PAGE_SIZES = {A4.id: A4, LETTER.id: LETTER}


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def right(self) -> float:
        return self.x + self.w


@dataclass(frozen=True)
class Style:
    family: str  # "title" (Fredoka) or "text" (Atkinson Hyperlegible)
    points: float
    weight: int = 400
    caps: bool = False


STYLES: dict[str, Style] = {
    "display": Style("title", 30, 600),
    "title": Style("title", 20, 500),
    "clue": Style("title", 22, 500),
    "heading": Style("title", 12.5, 500),
    "label": Style("title", 9, 600, caps=True),
    "name": Style("text", 10, 700),
    "body": Style("text", 10),
    "caption": Style("text", 8.2),
    "number": Style("title", 15, 600),
    "folio": Style("text", 7.5),
}


@dataclass(frozen=True)
class Words:
    box: Box
    text: str
    style: str
    colour: str = INK
    align: str = "left"  # left, center, right
    valign: str = "top"  # top, center, bottom
    lines: int = 1  # at most this many lines (the painter shrinks, then elides)


@dataclass(frozen=True)
class CardPicture:
    box: Box
    card_id: str
    frame: str
    storyteller: bool = False
    red_token: bool = False


@dataclass(frozen=True)
class RabbitArt:
    box: Box
    colour: str
    symbol: str


@dataclass(frozen=True)
class Shape:
    box: Box
    kind: str  # "rule" (a line), "panel" (rounded), "dot", "tile"
    fill: str = ""
    stroke: str = ""
    text: str = ""


Item = Words | CardPicture | RabbitArt | Shape


@dataclass(frozen=True)
class Page:
    number: int
    kind: str  # cover, turn, end
    items: tuple[Item, ...]

    def words(self) -> list[str]:
        return [i.text for i in self.items if isinstance(i, Words)]

    def cards(self) -> list[CardPicture]:
        return [i for i in self.items if isinstance(i, CardPicture)]


@dataclass(frozen=True)
class AlbumInfo:
    """What the saved game does not hold: the date as the family reads it."""

    date: str  # "12 March 2025", in the current language
    size: PageSize = A4


@dataclass
class Layout:
    size: PageSize
    margin_x: float = 18.0
    margin_top: float = 20.0
    margin_bottom: float = 24.0
    items: list[Item] = field(default_factory=list)

    @property
    def content(self) -> Box:
        s = self.size
        return Box(
            self.margin_x,
            self.margin_top,
            s.width - 2 * self.margin_x,
            s.height - self.margin_top - self.margin_bottom,
        )

    def add(self, item: Item) -> None:
        self.items.append(item)


CARD_ASPECT = 1.5  # height / width, as on screen
LINE = 0.3528 * 1.25  # millimetres per point of type, with leading


def line_height(style: str) -> float:
    return STYLES[style].points * LINE


def medallion(lay: Layout, box: Box, spec: PlayerSpec) -> None:
    """A player's rabbit as on the game's screens: its light colour on a night-blue disc."""
    lay.add(Shape(box, "dot", fill=NIGHT))
    inset = box.w * 0.16
    lay.add(
        RabbitArt(
            Box(box.x + inset, box.y + inset * 0.8, box.w - 2 * inset, box.h - 2 * inset),
            colour(spec.colour).hex,
            spec.symbol,
        )
    )


def paper_ink(spec: PlayerSpec) -> str:
    """A player's colour as text on paper (darkened where the light one is too faint)."""
    c = colour(spec.colour)
    return c.on_paper or c.hex
