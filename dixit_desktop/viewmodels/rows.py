"""Rows for the list models, built once, by pure functions of the game and the table.

Each function takes the game (or a finished turn) and the players' specs, or the table being
set up, and returns plain dicts whose keys are the model's roles; the models only diff them
and notify. Known-answer tests in ``tests/viewmodels/test_rows.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from dixit_desktop import rules
from dixit_desktop.look.palette import COLOURS, SYMBOL_NAMES, SYMBOLS, colour
from dixit_desktop.session.players import PlayerSpec
from dixit_desktop.viewmodels.kinds import Levels
from dixit_desktop.words import (
    clue_text,
    fill,
    player_range,
    reason_text,
    ruleset_name,
    sentences,
    text,
    tr,
)

if TYPE_CHECKING:
    from dixit_desktop.notices import Notice
    from dixit_desktop.rules import Game, TurnRecord
    from dixit_desktop.session.table import TableDraft

Row = dict[str, Any]


def player_look(spec: PlayerSpec) -> Row:
    """The one place a player's name, colours and symbol become row fields: ``colour`` and
    ``ink`` on the night screens and the wooden track, ``paperColour`` and ``paperInk`` on
    cream paper (see look/palette.py)."""
    c = colour(spec.colour)
    return {
        "name": spec.name,
        "colour": c.hex,
        "ink": c.ink,
        "paperColour": c.on_paper or c.hex,
        "paperInk": c.paper_ink,
        "symbol": spec.symbol,
    }


def player_rows(g: Game, specs: Sequence[PlayerSpec]) -> list[Row]:
    """Everyone at the table in seat order, with public facts only."""
    waiting = set(g.waiting_for())
    if g.phase is rules.Phase.CHOOSE_GIVERS:
        done = set(g.givers.values())
    else:
        done = set(g.votes if g.phase is rules.Phase.VOTE else g.played)
    winners = set(g.winner_players())
    names = g.unit_names()
    return [
        {
            "seat": p,
            **player_look(spec),
            "unit": g.unit_of(p),
            "unitName": names[g.unit_of(p)],
            "isStoryteller": p == g.storyteller,
            "status": "waiting" if p in waiting else ("done" if p in done else ""),
            "score": g.scores[g.unit_of(p)],
            "isWinner": p in winners,
        }
        for p, spec in enumerate(specs)
    ]


def _board_row(slot: int, card: str, description: str, **extra: Any) -> Row:
    row: Row = {
        "slot": slot,
        "cardId": card,
        "description": description,
        "mine": False,
        "selected": 0,
        "red": False,
        "revealed": False,
        "ownerName": "",
        "ownerColour": "",
        "ownerSymbol": "",
        "isStorytellerCard": False,
        "redToken": False,
        "votes": [],
    }
    row.update(extra)
    row["spoken"] = spoken_card(row)
    return row


def spoken_card(row: Row) -> str:
    """A board card as a screen reader says it: its number and picture, then the marks the
    row carries (the voter's own, at the vote; owner and votes, at the reveal)."""
    parts = [fill(tr("Card %1"), row["slot"]), row["description"]]
    if row["mine"]:
        parts.append(tr("Your card"))
    if row["selected"]:
        parts.append(tr("Your vote"))
    if row["red"]:
        parts.append(tr("Red token"))
    if row["revealed"]:
        parts.append(fill(tr("Played by %1"), row["ownerName"]))
        if row["isStorytellerCard"]:
            parts.append(tr("The storyteller's card"))
        votes = tr("%n vote(s)", n=len(row["votes"]))
        if row["votes"]:
            votes += ": " + ", ".join(v["name"] for v in row["votes"])
        parts.append(votes)
    return sentences(*parts)


def revealed_board_rows(rec: TurnRecord, specs: Sequence[PlayerSpec], describe: Any) -> list[Row]:
    """The reveal: every card with its owner, the storyteller's card, and the votes."""
    voters: dict[int, list[Row]] = {}
    for p, slots in rec.votes:
        for s in slots:
            voters.setdefault(s, []).append(player_look(specs[p]))
    rows = []
    for i, card in enumerate(rec.board):
        owner = player_look(specs[rec.owners[i]])
        rows.append(
            _board_row(
                i + 1,
                card,
                describe(card),
                revealed=True,
                ownerName=owner["name"],
                ownerColour=owner["colour"],
                ownerSymbol=owner["symbol"],
                isStorytellerCard=rec.storyteller_slot == i + 1,
                redToken=rec.red_token == i + 1,
                votes=voters.get(i + 1, []),
            )
        )
    return rows


def voting_board_rows(
    g: Game,
    describe: Any,
    forbidden: Sequence[int] = (),
    selected: Sequence[int] = (),
    red: int = 0,
) -> list[Row]:
    """The board while voting; the viewer's own marks only when given (private)."""
    rows = []
    for i, card in enumerate(g.board):
        slot = i + 1
        rows.append(
            _board_row(
                slot,
                card,
                describe(card),
                mine=slot in forbidden,
                selected=selected.index(slot) + 1 if slot in selected else 0,
                red=red == slot,
            )
        )
    return rows


def giver_rows(g: Game, specs: Sequence[PlayerSpec]) -> list[Row]:
    """Team: the players of each team that still has to say who plays its card."""
    rows: list[Row] = []
    if g.phase is not rules.Phase.CHOOSE_GIVERS:
        return rows
    st_unit = g.unit_of(g.storyteller)
    for u in range(g.n_units):
        if u == st_unit or u in g.givers:
            continue
        for p in g.unit_members(u):
            look = player_look(specs[p])
            rows.append(
                {
                    "id": str(p),
                    **look,
                    "detail": g.unit_names()[u],
                    "available": True,
                    "chosen": False,
                }
            )
    return rows


def hand_rows(hand: Sequence[str], selected: Sequence[str], describe: Any) -> list[Row]:
    return [{"cardId": c, "description": describe(c), "selected": c in selected} for c in hand]


def result_rows(g: Game, rec: TurnRecord, specs: Sequence[PlayerSpec]) -> list[Row]:
    """Every scoring unit's points for the turn just revealed, each with its reasons."""
    rows = []
    st_unit = g.unit_of(rec.storyteller)
    for line in rec.scores:
        lead = specs[g.unit_members(line.unit)[0]]
        rows.append(
            {
                "unit": line.unit,
                **player_look(lead),
                "name": g.unit_names()[line.unit],
                "points": line.points,
                "reasons": [
                    {"text": reason_text(r, g.rules.teams), "points": r.points}
                    for r in line.reasons
                ],
                "total": rec.totals[line.unit],
                "isStoryteller": line.unit == st_unit and not g.is_party,
            }
        )
    return rows


def story_row(
    g: Game,
    rec: TurnRecord,
    specs: Sequence[PlayerSpec],
    reasons: Mapping[tuple[int, int], Notice] | None = None,
) -> Row:
    """One finished turn in the story of the game, with why its computer players did what
    they did (``reasons``, by (turn, seat), kept with the game's moves)."""
    st = player_look(specs[rec.storyteller])
    voters: dict[int, list[str]] = {}
    for p, slots in rec.votes:
        for s in slots:
            voters.setdefault(s, []).append(specs[p].name)
    cards = []
    for i, card in enumerate(rec.board):
        owner = player_look(specs[rec.owners[i]])
        cards.append(
            {
                "slot": i + 1,
                "cardId": card,
                "ownerName": owner["name"],
                "ownerColour": owner["colour"],
                "ownerPaperColour": owner["paperColour"],
                "isStoryteller": rec.storyteller_slot == i + 1,
                "redToken": rec.red_token == i + 1,
                "voters": voters.get(i + 1, []),
            }
        )
    names = g.unit_names()
    return {
        "turn": rec.number,
        "storytellerName": st["name"],
        "storytellerColour": st["colour"],
        "storytellerPaperColour": st["paperColour"],
        "clue": clue_text(rec.clue.text, rec.clue.kind),
        "cards": cards,
        "lines": [f"{names[line.unit]} +{line.points}" for line in rec.scores],
        "reasons": [r["text"] for r in reason_rows(rec, specs, reasons or {})],
    }


def story_rows(
    g: Game,
    specs: Sequence[PlayerSpec],
    reasons: Mapping[tuple[int, int], Notice] | None = None,
) -> list[Row]:
    return [story_row(g, rec, specs, reasons) for rec in g.history]


def reason_rows(
    rec: TurnRecord, specs: Sequence[PlayerSpec], reasons: Mapping[tuple[int, int], Notice]
) -> list[Row]:
    """Why each computer player of a finished turn told, played or voted as it did (asked
    for on the reveal), in seat order."""
    out = []
    for seat, spec in enumerate(specs):
        why = reasons.get((rec.number, seat))
        if why is not None and spec.is_computer:
            out.append({**player_look(spec), "text": text(why)})
    return out


# --- the table being set up --------------------------------------------------------------------


def seat_rows(draft: TableDraft) -> list[Row]:
    """The setup screen's seats: the colour's id (what the pickers choose) beside its shades."""
    rows = []
    for seat, s in enumerate(draft.seats):
        look = player_look(PlayerSpec(s.name, s.colour, s.symbol))
        rows.append(
            {
                "uid": s.uid,
                "seat": seat,
                "name": s.name,
                "colour": s.colour,
                "colourHex": look["colour"],
                "ink": look["ink"],
                "paperColour": look["paperColour"],
                "paperInk": look["paperInk"],
                "symbol": s.symbol,
                "symbolName": tr(SYMBOL_NAMES[s.symbol], "Symbols"),
                "partner": draft.partner(seat),
                "computer": s.computer,
                "level": int(Levels.of(s.computer)),
                "playerKind": player_kind(s.computer),
            }
        )
    return rows


def player_kind(computer: str) -> str:
    """Who plays a seat, in words: a person, or a computer player and how well."""
    return {
        "": tr("Person"),
        "gentle": tr("Computer, gentle"),
        "sharp": tr("Computer, sharp"),
    }.get(computer, "")


def colour_rows(draft: TableDraft) -> list[Row]:
    """Every player colour, and whether someone at the table has it (and who: the picker
    marks the seat's own and names the others')."""
    used = {s.colour for s in draft.seats}
    holders = {s.colour: (seat, s.name) for seat, s in enumerate(draft.seats)}
    return [
        {
            "id": c.id,
            "name": tr(c.name, "Colours"),
            "detail": "",
            "colour": c.hex,
            "ink": c.ink,
            "paperColour": c.on_paper or c.hex,
            "paperInk": c.paper_ink,
            "symbol": "",
            "available": True,
            "chosen": c.id in used,
            "holderSeat": holders.get(c.id, (-1, ""))[0],
            "holder": holders.get(c.id, (-1, ""))[1],
        }
        for c in COLOURS
    ]


def symbol_rows(draft: TableDraft) -> list[Row]:
    """Every rabbit, and whether someone at the table has it (and who)."""
    used = {s.symbol for s in draft.seats}
    holders = {s.symbol: (seat, s.name) for seat, s in enumerate(draft.seats)}
    return [
        {
            "id": sym,
            "name": tr(SYMBOL_NAMES[sym], "Symbols"),
            "detail": "",
            "colour": "",
            "ink": "",
            "symbol": sym,
            "available": True,
            "chosen": sym in used,
            "holderSeat": holders.get(sym, (-1, ""))[0],
            "holder": holders.get(sym, (-1, ""))[1],
        }
        for sym in SYMBOLS
    ]


def ruleset_rows(draft: TableDraft) -> list[Row]:
    """Every rule set: its name, its player range, and whether this table can play it."""
    n = draft.player_count
    return [
        {
            "id": rs.id,
            "name": ruleset_name(rs),
            "detail": player_range(rs),
            "colour": "",
            "ink": "",
            "symbol": "",
            "available": n in rs.player_counts,
            "chosen": rs.id == draft.rules.id,
        }
        for rs in rules.RULESETS.values()
    ]
