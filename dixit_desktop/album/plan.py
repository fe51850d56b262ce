"""The album's page plan: what goes on which page, as text and boxes in millimetres, from a
finished (or replayed) game. Pure functions, no Qt: tests check them in milliseconds, and
:mod:`.paint` only draws what a :class:`Page` says.

A page is a list of items (:class:`Words`, :class:`CardPicture`, :class:`RabbitArt`,
:class:`Shape`) in page coordinates (millimetres from the top-left corner). Text styles and
colours are named (:data:`STYLES`, :data:`INK`...): the painter maps them to the game's fonts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dixit_desktop.look.palette import SYMBOL_NAMES, colour
from dixit_desktop.words import AlbumWords as W
from dixit_desktop.words import clue_line, reason_text, ruleset_name, winners_text

if TYPE_CHECKING:
    from dixit_desktop.rules import Game, TurnRecord
    from dixit_desktop.session.players import PlayerSpec

# the game's colours on paper (Theme.qml)
PAPER = "#f7f0e1"
PAPER_SHADE = "#e9dcc2"
INK = "#1d1a2e"
INK_SOFT = "#4a4660"
GOLD = "#f4b942"
GOLD_DEEP = "#8a5d00"  # Theme.goldDeep darkened to 4.5:1 on paper, for small text
RED_TOKEN = "#d7263d"
NIGHT = "#161a36"


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
class _Layout:
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


# --- the album ---------------------------------------------------------------------------------


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


def _medallion(lay: _Layout, box: Box, spec: PlayerSpec) -> None:
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


def _paper(spec: PlayerSpec) -> str:
    c = colour(spec.colour)
    return c.on_paper or c.hex


# --- the cover ---------------------------------------------------------------------------------


def cover_page(game: Game, specs: Sequence[PlayerSpec], info: AlbumInfo) -> Page:
    lay = _Layout(info.size, margin_top=24.0, margin_bottom=22.0)
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
    cell_h = min(48.0, 28.0 + text_h) if n <= 4 else 20.0 + text_h
    disc = cell_h - text_h - 3
    grid_top = c.bottom - rows * cell_h
    for i, spec in enumerate(specs):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x0 = c.x + (c.w - in_row * cell_w) / 2 + col * cell_w
        y0 = grid_top + row * cell_h
        _medallion(lay, Box(x0 + (cell_w - disc) / 2, y0, disc, disc), spec)
        ty = y0 + disc + 1.5
        lay.add(
            Words(
                Box(x0 + 2, ty, cell_w - 4, line_height("name")),
                spec.name,
                "name",
                _paper(spec),
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
            _medallion(lay, Box(x, top, big, big), specs[p])
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


# --- a turn ------------------------------------------------------------------------------------


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
    lay = _Layout(info.size)
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
    _medallion(lay, Box(c.x, y, rabbit, rabbit), st)
    tx = c.x + rabbit + 5
    lay.add(
        Words(
            Box(tx, y + 1, c.w - rabbit - 5, line_height("body")), W.told(st.name), "body", INK_SOFT
        )
    )
    clue_h = 2 * line_height("clue")
    lay.add(
        Words(
            Box(tx, y + 1 + line_height("body"), c.w - rabbit - 5, clue_h),
            clue_line(rec.clue.text, rec.clue.kind),
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
    board = Box(c.x, y, c.w, points_top - 6 - y)
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


def _board(
    lay: _Layout, game: Game, rec: TurnRecord, specs: Sequence[PlayerSpec], box: Box
) -> None:
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
                GOLD if is_st else _paper(owner),
                is_st,
                rec.red_token == slot,
            )
        )
        ty = y + h + 1.5
        lay.add(
            Words(Box(x, ty, w, line_height("name")), owner.name, "name", _paper(owner), "center")
        )
        ty += line_height("name")
        said = W.voted_by(voters.get(slot, []))
        first = W.storyteller_card() if is_st else (W.red_token() if rec.red_token == slot else "")
        for k, line in enumerate([first, said] if first else [said]):
            lay.add(
                Words(
                    Box(x, ty + k * line_height("caption"), w, line_height("caption")),
                    line,
                    "caption",
                    GOLD_DEEP if is_st and k == 0 else INK_SOFT,
                    "center",
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
                _paper(lead),
                lead.symbol,
                line.points,
                reasons,
                rec.totals[line.unit],
            )
        )
    return out


def _score_line(lay: _Layout, line: ScoreLine, box: Box, reason_lines: int) -> None:
    r = line_height("name") + 1
    _medallion(lay, Box(box.x, box.y, r, r), line.lead)
    x = box.x + r + 2
    right = 24.0
    lay.add(
        Words(
            Box(x, box.y, box.w - r - 2 - right, line_height("name")),
            line.name,
            "name",
            line.colour,
        )
    )
    lay.add(
        Words(
            Box(box.right - right, box.y, right, line_height("name")),
            f"{W.gained(line.points)}   {W.total(line.total)}",
            "name",
            INK,
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


# --- the end -----------------------------------------------------------------------------------


def track_spaces(game: Game) -> int:
    """The last space of the album's track: 30 as on the table, or more for a longer game."""
    top = max(game.scores) if game.scores else 0
    return max(30, math.ceil(top / 10) * 10)


def end_page(game: Game, specs: Sequence[PlayerSpec], info: AlbumInfo, number: int) -> Page:
    lay = _Layout(info.size)
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
        _medallion(lay, Box(x0 + 12, y0, row_h - 2, row_h - 2), lead)
        name = game.unit_names()[u] + (f" · {W.winner()}" if winner else "")
        lay.add(
            Words(
                Box(x0 + 12 + row_h, y0, col_w - 40 - row_h, row_h - 2),
                name,
                "name",
                _paper(lead),
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


def _track(lay: _Layout, game: Game, specs: Sequence[PlayerSpec], box: Box) -> float:
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
        lay.add(Shape(b, "tile", fill="#8d5c40" if space % 5 == 0 else "#6b4430", text=str(space)))
    by_space: dict[int, list[int]] = {}
    for u in range(game.n_units):
        by_space.setdefault(min(game.scores[u], last), []).append(u)
    for space, units in by_space.items():
        b = where[space]
        k = len(units)
        per = math.ceil(math.sqrt(k))
        size = b.w / per
        for j, u in enumerate(units):
            r, q = divmod(j, per)
            lead = specs[game.unit_members(u)[0]]
            lay.add(
                RabbitArt(
                    Box(
                        b.x + q * size,
                        b.y + r * size + (b.h - math.ceil(k / per) * size) / 2,
                        size,
                        size,
                    ),
                    colour(lead.colour).hex,
                    lead.symbol,
                )
            )
    return box.y + rows * (cell + gap) - gap
