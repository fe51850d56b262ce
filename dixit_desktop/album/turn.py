"""A turn's page: the storyteller and the clue, the board's cards large with who played and
who voted for each, and the points of the turn with their reasons."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dixit_desktop.words import clue_line, reason_text
from dixit_desktop.words_album import AlbumWords as W

from .page import (
    CARD_ASPECT,
    GOLD,
    GOLD_DEEP,
    INK,
    INK_SOFT,
    PAPER_SHADE,
    STYLES,
    AlbumInfo,
    Box,
    CardPicture,
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
    from dixit_desktop.rules import Game, TurnRecord


def board_grid(count: int, box: Box, caption: float, gap: float = 4.0) -> tuple[int, float]:
    """The columns and card width that show ``count`` cards largest in ``box``, each with
    ``caption`` millimetres of text under it."""
    best = (1, 0.0)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w_fit = (box.w - (cols - 1) * gap) / cols
        h_fit = ((box.h - (rows - 1) * gap) / rows - caption) / CARD_ASPECT
        w = min(w_fit, h_fit, 70.0)
        if w > best[1] + 0.01:
            best = (cols, w)
    return best


def turn_page(
    game: Game, rec: TurnRecord, specs: Sequence[PlayerSpec], info: AlbumInfo, number: int
) -> Page:
    lay = Layout(info.size)
    c = lay.content
    y = c.y
    st = specs[rec.storyteller]
    lay.add(
        Words(
            Box(c.x, y, c.w, line_height("label")),
            W.turn_of(rec.number, len(game.history)),
            "label",
            GOLD_DEEP,
        )
    )
    y += line_height("label") + 3
    lay.add(Shape(Box(c.x, y, c.w, 0), "rule", stroke=GOLD))
    y += 4
    rabbit = 22.0
    medallion(lay, Box(c.x, y, rabbit, rabbit), st)
    tx = c.x + rabbit + 5
    clue = clue_line(rec.clue.text, rec.clue.kind)
    clue_h = 2 * line_height("clue")
    # a clue on one line (about half an em a letter) sits level with the disc
    one_line = len(clue) * STYLES["clue"].points * 0.18 < c.w - rabbit - 5
    ty = y + (rabbit - line_height("body") - line_height("clue")) / 2 if one_line else y + 1
    lay.add(
        Words(Box(tx, ty, c.w - rabbit - 5, line_height("body")), W.told(st.name), "body", INK_SOFT)
    )
    lay.add(
        Words(
            Box(tx, ty + line_height("body"), c.w - rabbit - 5, clue_h),
            clue,
            "clue",
            INK,
            lines=2,
        )
    )
    y += max(rabbit, line_height("body") + clue_h) + 5

    # the points, at the foot of the page
    lines = _score_lines(game, rec, specs)
    cols = 1 if len(lines) <= 4 else 2
    col_w = (c.w - (cols - 1) * 8) / cols
    reason_lines = 1 if max((len(x.reasons) for x in lines), default=0) * 1.5 < col_w - 8 else 2
    row_h = line_height("name") + reason_lines * line_height("caption") + 2.5
    rows = math.ceil(len(lines) / cols)
    points_h = line_height("heading") + 2 + rows * row_h
    points_top = c.bottom - points_h
    board = Box(c.x, y, c.w, points_top - 9 - y)  # air above the rule over the points
    _board(lay, game, rec, specs, board)

    lay.add(Shape(Box(c.x, points_top - 3, c.w, 0), "rule", stroke=PAPER_SHADE))
    lay.add(
        Words(Box(c.x, points_top, c.w, line_height("heading")), W.points_heading(), "heading", INK)
    )
    top = points_top + line_height("heading") + 2
    for i, line in enumerate(lines):
        col, row = divmod(i, rows)
        x0 = c.x + col * (col_w + 8)
        y0 = top + row * row_h
        _score_line(lay, line, Box(x0, y0, col_w, row_h), reason_lines)
    return Page(number, "turn", tuple(lay.items))


def _board(lay: Layout, game: Game, rec: TurnRecord, specs: Sequence[PlayerSpec], box: Box) -> None:
    voters: dict[int, list[str]] = {}
    for p, slots in rec.votes:
        for s in slots:
            voters.setdefault(s, []).append(specs[p].name)
    caption = line_height("name") + 2 * line_height("caption") + 2
    gap = 5.0
    cols, w = board_grid(len(rec.board), box, caption, gap)
    h = w * CARD_ASPECT
    rows = math.ceil(len(rec.board) / cols)
    used_h = rows * (h + caption) + (rows - 1) * gap
    y_start = box.y + max(0.0, (box.h - used_h) / 2)
    for i, card in enumerate(rec.board):
        slot = i + 1
        row, col = divmod(i, cols)
        in_row = min(cols, len(rec.board) - row * cols)
        span = in_row * w + (in_row - 1) * gap
        x = box.x + (box.w - span) / 2 + col * (w + gap)
        y = y_start + row * (h + caption + gap)
        owner = specs[rec.owners[i]]
        is_st = rec.storyteller_slot == slot
        lay.add(
            CardPicture(
                Box(x, y, w, h),
                card,
                GOLD if is_st else paper_ink(owner),
                is_st,
                rec.red_token == slot,
            )
        )
        ty = y + h + 1.5
        lay.add(
            Words(
                Box(x, ty, w, line_height("name")), owner.name, "name", paper_ink(owner), "center"
            )
        )
        ty += line_height("name")
        said = W.voted_by(voters.get(slot, []))
        first = W.storyteller_card() if is_st else (W.red_token() if rec.red_token == slot else "")
        shown = [first, said] if first else [said]
        for k, line in enumerate(shown):
            room = 2 if len(shown) == 1 else 1  # a long list of voters wraps, not shrinks
            lay.add(
                Words(
                    Box(x, ty + k * line_height("caption"), w, room * line_height("caption")),
                    line,
                    "caption",
                    GOLD_DEEP if is_st and k == 0 else INK_SOFT,
                    "center",
                    lines=room,
                )
            )


@dataclass(frozen=True)
class ScoreLine:
    lead: PlayerSpec
    name: str
    colour: str
    symbol: str
    points: int
    reasons: str
    total: int


def _score_lines(game: Game, rec: TurnRecord, specs: Sequence[PlayerSpec]) -> list[ScoreLine]:
    names = game.unit_names()
    out = []
    for line in rec.scores:
        lead = specs[game.unit_members(line.unit)[0]]
        reasons = " · ".join(reason_text(r, game.rules.teams) for r in line.reasons)
        out.append(
            ScoreLine(
                lead,
                names[line.unit],
                paper_ink(lead),
                lead.symbol,
                line.points,
                reasons,
                rec.totals[line.unit],
            )
        )
    return out


def _score_line(lay: Layout, line: ScoreLine, box: Box, reason_lines: int) -> None:
    r = line_height("name") + 1
    medallion(lay, Box(box.x, box.y, r, r), line.lead)
    x = box.x + r + 2
    right = 12.0  # the turn's points
    total = 22.0  # then the running total, quieter
    lay.add(
        Words(
            Box(x, box.y, box.w - r - 2 - right - total, line_height("name")),
            line.name,
            "name",
            line.colour,
        )
    )
    lay.add(
        Words(
            Box(box.right - right - total, box.y, right, line_height("name")),
            W.gained(line.points),
            "name",
            INK,
            "right",
        )
    )
    lay.add(
        Words(
            Box(box.right - total, box.y, total, line_height("name")),
            W.total(line.total),
            "body",
            INK_SOFT,
            "right",
        )
    )
    lay.add(
        Words(
            Box(
                x, box.y + line_height("name"), box.w - r - 2, reason_lines * line_height("caption")
            ),
            line.reasons,
            "caption",
            INK_SOFT,
            lines=reason_lines,
        )
    )
