"""The album's cover: the title, the facts of the game, the winners large, everyone at the
table with their rabbit and points along the foot."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dixit_desktop.look.palette import SYMBOL_NAMES, colour
from dixit_desktop.words import ruleset_name, winners_text
from dixit_desktop.words_album import AlbumWords as W

from .page import (
    GOLD,
    GOLD_DEEP,
    INK,
    INK_SOFT,
    AlbumInfo,
    Box,
    Layout,
    Page,
    Shape,
    Words,
    line_height,
    medallion,
    paper_ink,
)

if TYPE_CHECKING:
    from dixit_desktop.players import PlayerSpec
    from dixit_desktop.rules import Game


def cover_page(game: Game, specs: Sequence[PlayerSpec], info: AlbumInfo) -> Page:
    lay = Layout(info.size, margin_top=24.0, margin_bottom=22.0)
    c = lay.content
    y = c.y
    lay.add(
        Words(Box(c.x, y, c.w, line_height("label")), W.app_name(), "label", GOLD_DEEP, "center")
    )
    y += line_height("label") + 4
    lay.add(
        Words(
            Box(c.x, y, c.w, 2 * line_height("display")),
            W.title(),
            "display",
            INK,
            "center",
            lines=2,
        )
    )
    y += line_height("display") + 3
    facts = " · ".join(
        (ruleset_name(game.rules), info.date, W.players(game.n_players), W.turns(len(game.history)))
    )
    lay.add(Words(Box(c.x, y, c.w, line_height("body")), facts, "body", INK_SOFT, "center"))
    y += line_height("body") + 6
    lay.add(Shape(Box(c.x + c.w * 0.3, y, c.w * 0.4, 0), "rule", stroke=GOLD))
    y += 8

    # everyone at the table, along the foot of the cover
    n = len(specs)
    cols = n if n <= 4 else (3 if n in (5, 6, 9) else 4)
    rows = math.ceil(n / cols)
    cell_w = c.w / cols
    text_h = line_height("name") + 2 * line_height("caption") + 1
    cell_h = min(48.0, 28.0 + text_h) if n <= 4 else 23.0 + text_h
    disc = cell_h - text_h - (3 if n <= 4 else 6)  # rows of a large table need air between
    grid_top = c.bottom - rows * cell_h
    for i, spec in enumerate(specs):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x0 = c.x + (c.w - in_row * cell_w) / 2 + col * cell_w
        y0 = grid_top + row * cell_h
        medallion(lay, Box(x0 + (cell_w - disc) / 2, y0, disc, disc), spec)
        ty = y0 + disc + 1.5
        lay.add(
            Words(
                Box(x0 + 2, ty, cell_w - 4, line_height("name")),
                spec.name,
                "name",
                paper_ink(spec),
                "center",
            )
        )
        ty += line_height("name")
        look = W.look(colour(spec.colour).name, SYMBOL_NAMES.get(spec.symbol, spec.symbol))
        lay.add(
            Words(
                Box(x0 + 2, ty, cell_w - 4, line_height("caption")),
                look,
                "caption",
                INK_SOFT,
                "center",
            )
        )
        ty += line_height("caption")
        score = W.points(game.scores[game.unit_of(i)])
        lay.add(
            Words(
                Box(x0 + 2, ty, cell_w - 4, line_height("caption")), score, "caption", INK, "center"
            )
        )

    # the winners, large, in the middle of what is left
    winners = list(game.winner_players())
    names = [game.unit_names()[u] for u in game.winners]
    if winners:
        room = grid_top - 10 - y
        title_h = line_height("title") + 4
        big = min(70.0, room - title_h, (c.w - 8) / len(winners) - 8)
        top = y + (room - big - title_h) / 2
        span = len(winners) * big + (len(winners) - 1) * 8
        x = c.x + (c.w - span) / 2
        for p in winners:
            medallion(lay, Box(x, top, big, big), specs[p])
            x += big + 8
        lay.add(
            Words(
                Box(c.x, top + big + 4, c.w, line_height("title")),
                winners_text(names, game.rules.teams),
                "title",
                GOLD_DEEP,
                "center",
            )
        )
    return Page(1, "cover", tuple(lay.items))
