"""The album's page plan: what goes on which page, as text and boxes in millimetres, from a
finished (or replayed) game. Pure functions, no Qt: tests check them in milliseconds, and
:mod:`.paint` only draws what a :class:`Page` says.

The page model and its geometry are in :mod:`.page`; each kind of page has its planner:
:mod:`.cover`, :mod:`.turn` (one per finished turn), :mod:`.end` (the track and the ranking).
This module puts them in order and adds the running foot.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dixit_desktop.words import ruleset_name
from dixit_desktop.words_album import AlbumWords as W

from .cover import cover_page
from .end import end_page, ranks, track_spaces, units_in_order
from .page import (
    A4,
    INK,
    INK_SOFT,
    LETTER,
    PAGE_SIZES,
    PAPER_SHADE,
    AlbumInfo,
    Box,
    CardPicture,
    Page,
    PageSize,
    RabbitArt,
    Shape,
    Words,
    line_height,
)
from .turn import board_grid, turn_page

if TYPE_CHECKING:
    from dixit_desktop.players import PlayerSpec
    from dixit_desktop.rules import Game

__all__ = [
    "A4",
    "LETTER",
    "PAGE_SIZES",
    "AlbumInfo",
    "Box",
    "CardPicture",
    "Page",
    "PageSize",
    "RabbitArt",
    "Shape",
    "Words",
    "board_grid",
    "cover_page",
    "end_page",
    "plan_album",
    "ranks",
    "track_spaces",
    "turn_page",
    "units_in_order",
]


def plan_album(game: Game, specs: Sequence[PlayerSpec], info: AlbumInfo) -> list[Page]:
    """Every page: the cover, one page per finished turn, the end."""
    total = len(game.history) + 2
    pages = [cover_page(game, specs, info)]
    for rec in game.history:
        pages.append(turn_page(game, rec, specs, info, len(pages) + 1))
    pages.append(end_page(game, specs, info, total))
    return [_with_folio(p, game, info, total) for p in pages]


def _with_folio(page: Page, game: Game, info: AlbumInfo, total: int) -> Page:
    if page.kind == "cover":
        return page
    s = info.size
    y = s.height - 15.0
    h = line_height("folio")
    left = f"{W.app_name()} · {info.date}"
    items = list(page.items)
    items.append(Shape(Box(18.0, y - 3.0, s.width - 36.0, 0), "rule", stroke=PAPER_SHADE))
    items.append(Words(Box(18.0, y, 70.0, h), left, "folio", INK_SOFT))
    items.append(Words(Box(s.width / 2 - 15, y, 30.0, h), str(page.number), "folio", INK, "center"))
    items.append(
        Words(Box(s.width - 88.0, y, 70.0, h), ruleset_name(game.rules), "folio", INK_SOFT, "right")
    )
    return Page(page.number, page.kind, tuple(items))
