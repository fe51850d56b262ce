"""The album's last page: the winners, the final rabbit track, the ranking."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dixit_desktop.look.palette import colour
from dixit_desktop.words import winners_text
from dixit_desktop.words_album import AlbumWords as W

from .page import (
    GOLD,
    GOLD_DEEP,
    INK,
    INK_SOFT,
    PAPER_SHADE,
    WOOD,
    WOOD_LIGHT,
    AlbumInfo,
    Box,
    Layout,
    Page,
    RabbitArt,
    Shape,
    Words,
    line_height,
    medallion,
    paper_ink,
)

if TYPE_CHECKING:
    from dixit_desktop.players import PlayerSpec
    from dixit_desktop.rules import Game


def units_in_order(game: Game) -> list[int]:
    """Scoring units from first to last (ties in seat order)."""
    return sorted(range(game.n_units), key=lambda u: (-game.scores[u], u))


def ranks(game: Game) -> dict[int, int]:
    out: dict[int, int] = {}
    last, rank = None, 0
    for i, u in enumerate(units_in_order(game)):
        if game.scores[u] != last:
            rank, last = i + 1, game.scores[u]
        out[u] = rank
    return out


def track_spaces(game: Game) -> int:
    """The last space of the album's track: 30 as on the table, or, for a longer game, the
    leader's space rounded up to the next five (31 points: 35, never a lone empty row)."""
    top = max(game.scores) if game.scores else 0
    return max(30, math.ceil(top / 5) * 5)


PODIUM_MIN = 50.0  # millimetres of spare height under the track before a podium is drawn
PODIUM_MAX = 90.0


def end_page(game: Game, specs: Sequence[PlayerSpec], info: AlbumInfo, number: int) -> Page:
    lay = Layout(info.size)
    c = lay.content
    y = c.y
    lay.add(Words(Box(c.x, y, c.w, line_height("label")), W.the_end(), "label", GOLD_DEEP))
    y += line_height("label") + 3
    lay.add(Shape(Box(c.x, y, c.w, 0), "rule", stroke=GOLD))
    y += 4
    names = [game.unit_names()[u] for u in game.winners]
    lay.add(
        Words(
            Box(c.x, y, c.w, 2 * line_height("title")),
            winners_text(names, game.rules.teams),
            "title",
            INK,
            lines=2,
        )
    )
    y += line_height("title") + 6

    units = units_in_order(game)
    cols = 1 if len(units) <= 6 else 2
    rows = math.ceil(len(units) / cols)
    row_h = 11.0
    ranking_h = line_height("heading") + 3 + rows * row_h
    ranking_top = c.bottom - ranking_h
    track_box = Box(
        c.x, y + line_height("heading") + 3, c.w, ranking_top - 8 - y - line_height("heading") - 3
    )
    lay.add(Words(Box(c.x, y, c.w, line_height("heading")), W.track(), "heading", INK))
    track_bottom = _track(lay, game, specs, track_box)
    spare = ranking_top - (track_bottom + 10)
    if spare >= PODIUM_MIN and len(units) >= 2:
        # a small table leaves half the page empty under the track: the first three on a
        # podium fill it, and the ranking follows
        height = min(spare - 6, PODIUM_MAX)
        _podium(lay, game, specs, Box(c.x, track_bottom + 10, c.w, height))
        ranking_top = track_bottom + 10 + height + 6
    else:
        ranking_top = min(ranking_top, track_bottom + 10)  # the scores follow the track

    lay.add(Words(Box(c.x, ranking_top, c.w, line_height("heading")), W.ranking(), "heading", INK))
    top = ranking_top + line_height("heading") + 3
    rank_of = ranks(game)
    col_w = (c.w - (cols - 1) * 8) / cols
    for i, u in enumerate(units):
        col, row = divmod(i, rows)
        x0 = c.x + col * (col_w + 8)
        y0 = top + row * row_h
        lead = specs[game.unit_members(u)[0]]
        winner = u in game.winners
        lay.add(
            Words(
                Box(x0, y0, 10, row_h - 2),
                str(rank_of[u]),
                "number",
                GOLD_DEEP if winner else INK_SOFT,
                "right",
                "center",
            )
        )
        medallion(lay, Box(x0 + 12, y0, row_h - 2, row_h - 2), lead)
        name = game.unit_names()[u] + (f" · {W.winner()}" if winner else "")
        lay.add(
            Words(
                Box(x0 + 12 + row_h, y0, col_w - 40 - row_h, row_h - 2),
                name,
                "name",
                paper_ink(lead),
                valign="center",
            )
        )
        lay.add(
            Words(
                Box(x0 + col_w - 30, y0, 30, row_h - 2),
                W.points(game.scores[u]),
                "body",
                INK,
                "right",
                "center",
            )
        )
        lay.add(Shape(Box(x0, y0 + row_h - 1, col_w, 0), "rule", stroke=PAPER_SHADE))
    return Page(number, "end", tuple(lay.items))


def _track(lay: Layout, game: Game, specs: Sequence[PlayerSpec], box: Box) -> float:
    """Spaces 0..N in rows of ten, winding like the board's path; each rabbit on its score.
    Returns where the track ends (millimetres from the top)."""
    last = track_spaces(game)
    per_row = 10
    rows = last // per_row + 1
    gap = 1.6
    cell = min((box.w - (per_row - 1) * gap) / per_row, (box.h - (rows - 1) * gap) / rows)
    span = per_row * cell + (per_row - 1) * gap
    x0 = box.x + (box.w - span) / 2
    where: dict[int, Box] = {}
    for space in range(last + 1):
        row, i = divmod(space, per_row)
        col = i if row % 2 == 0 else per_row - 1 - i
        b = Box(x0 + col * (cell + gap), box.y + row * (cell + gap), cell, cell)
        where[space] = b
        lay.add(Shape(b, "tile", fill=WOOD_LIGHT if space % 5 == 0 else WOOD, text=str(space)))
    by_space: dict[int, list[int]] = {}
    for u in range(game.n_units):
        by_space.setdefault(min(game.scores[u], last), []).append(u)
    for space, units in by_space.items():
        b = where[space]
        k = len(units)
        per = math.ceil(math.sqrt(k))
        size = b.w * (0.82 if k == 1 else 1.0) / per
        for j, u in enumerate(units):
            r, q = divmod(j, per)
            lead = specs[game.unit_members(u)[0]]
            lay.add(
                RabbitArt(
                    Box(
                        b.right - (per - q) * size,
                        b.bottom - (math.ceil(k / per) - r) * size,
                        size,
                        size,
                    ),
                    colour(lead.colour).hex,
                    lead.symbol,
                )
            )
    return box.y + rows * (cell + gap) - gap


def _podium(lay: Layout, game: Game, specs: Sequence[PlayerSpec], box: Box) -> None:
    """The first three (fewer at a table of two teams) on a podium: second, first, third
    from the left; a tie stands at the same height. Each step has its rank, a rabbit in the
    player's colour on it and the name above."""
    rank_of = ranks(game)
    top = units_in_order(game)[:3]
    places = [top[i] for i in (1, 0, 2) if i < len(top)]
    step_w = min(46.0, box.w / 3.6)
    gap = 4.0
    x = box.x + (box.w - len(places) * step_w - (len(places) - 1) * gap) / 2
    name_h = line_height("name")
    rabbit = min(step_w * 0.7, box.h * 0.34)
    steps_h = box.h - rabbit - name_h - 2
    for u in places:
        rank = rank_of[u]
        h = steps_h * {1: 1.0, 2: 0.72}.get(rank, 0.5)
        lead = specs[game.unit_members(u)[0]]
        step = Box(x, box.bottom - h, step_w, h)
        first = u in game.winners
        lay.add(Shape(step, "panel", fill=GOLD if first else PAPER_SHADE, stroke=GOLD_DEEP))
        lay.add(
            Words(
                Box(x, step.y + 2, step_w, line_height("number")),
                str(rank),
                "number",
                INK,
                "center",
            )
        )
        lay.add(
            RabbitArt(
                Box(x + (step_w - rabbit) / 2, step.y - rabbit, rabbit, rabbit),
                colour(lead.colour).hex,
                lead.symbol,
            )
        )
        lay.add(
            Words(
                Box(x, step.y - rabbit - name_h - 1, step_w, name_h),
                game.unit_names()[u],
                "name",
                paper_ink(lead),
                "center",
            )
        )
        x += step_w + gap
