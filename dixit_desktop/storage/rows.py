"""Reading rows back: the checks every value read from the store passes, and the types
the store's lists are made of (no Qt).

A row's content is never trusted: each value is checked for its type and size (``_int``,
``_date``, ``players_of``, ``parse_json``...) and a damaged one raises :class:`BadRow`, which the
store turns into one skipped row (counted in :attr:`Rows.skipped`) or one game set aside.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from dixit_desktop.notices import Notice
from dixit_desktop.rules import RULESETS

MAX_JSON = 8_000_000
"""Longest JSON text read from one column (a 10,000-card header is about 1 MB)."""
MAX_TEXT = 200
"""Longest plain text (a date, a player's colour or symbol) accepted from a row."""
MAX_PLAYERS = 64

T = TypeVar("T")


class Rows(list[T]):
    """A list read from the store, with how many rows were left out because they were
    damaged (``skipped``)."""

    def __init__(self, items: Iterable[T] = (), skipped: int = 0, what: str = "") -> None:
        super().__init__(items)
        self.skipped = skipped
        self.what = what

    @property
    def notice(self) -> Notice | None:
        """``store.rows_skipped`` when rows were left out, else None."""
        if not self.skipped:
            return None
        return Notice("store.rows_skipped", {"what": self.what, "count": self.skipped})


@dataclass(frozen=True)
class SavedGame:
    id: int
    created: str
    rules: str
    players: list[dict[str, str]]
    """Each player's name, colour and symbol, in seat order."""
    actions: int


@dataclass(frozen=True)
class FinishedGame:
    id: int
    created: str
    finished: str
    rules: str
    players: list[dict[str, str]]
    scores: list[int]
    units: list[str]
    winners: list[str]


class BadRow(Exception):
    """A row's content is damaged (internal: always caught and turned into a skip)."""


def parse_json(value: object, what: str) -> Any:
    if isinstance(value, bytes):
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            raise BadRow(f"the {what} is not text") from None
    if not isinstance(value, str):
        raise BadRow(f"the {what} is not text")
    if len(value) > MAX_JSON:
        raise BadRow(f"the {what} is too long")
    try:
        return json.loads(value)
    except (ValueError, RecursionError) as e:
        raise BadRow(f"the {what} is not valid JSON ({str(e)[:80]})") from None


def _int(value: object) -> int:
    if type(value) is not int:
        raise BadRow("a number is not a whole number")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise BadRow("a text field is not short text")
    return value


def _date(value: object) -> str:
    text = _text(value)
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise BadRow("a date is not a date") from None
    return text


def _rules(value: object) -> str:
    if not isinstance(value, str) or value not in RULESETS:
        raise BadRow("the rule set is unknown")
    return value


def players_of(value: object) -> list[dict[str, str]]:
    data = parse_json(value, "players")
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_PLAYERS:
        raise BadRow("the players are not a list")
    out: list[dict[str, str]] = []
    for p in data:
        if not isinstance(p, dict) or not all(
            isinstance(p.get(k), str) for k in ("name", "colour", "symbol")
        ):
            raise BadRow("a player has no name, colour or symbol")
        if not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in p.values()):
            raise BadRow("a player has a field that is not short text")
        out.append(dict(p))
    return out


def _str_list(value: object, what: str) -> list[str]:
    data = parse_json(value, what)
    if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
        raise BadRow(f"the {what} are not a list of names")
    return data


def finished_row(
    gid: object,
    created: object,
    finished: object,
    rules: object,
    header: object,
    players: object,
    scores: object,
    winners: object,
) -> FinishedGame:
    h = parse_json(header, "header")
    if not isinstance(h, dict):
        raise BadRow("the header is not an object")
    names = h.get("players")
    if (
        not isinstance(names, list)
        or not 1 <= len(names) <= MAX_PLAYERS
        or not all(isinstance(n, str) for n in names)
    ):
        raise BadRow("the header's players are not a list of names")
    rules_id = _rules(rules)
    team = RULESETS[rules_id].teams
    half = len(names) // 2
    units = [f"{names[u]} & {names[u + half]}" for u in range(half)] if team else list(names)
    score_list = parse_json(scores, "scores")
    if (
        not isinstance(score_list, list)
        or len(score_list) != len(units)
        or not all(type(s) is int for s in score_list)
    ):
        raise BadRow("the scores are not one whole number per player or team")
    player_list = players_of(players)
    if len(player_list) != len(names):
        raise BadRow("the players do not match the header")
    winner_list = _str_list(winners, "winners")
    if not set(winner_list) <= set(units):
        raise BadRow("the winners are not players of the game")
    return FinishedGame(
        _int(gid),
        _date(created),
        _date(finished),
        rules_id,
        player_list,
        score_list,
        units,
        winner_list,
    )


def saved_row(gid: object, created: object, rules: object, players: object, n: object) -> SavedGame:
    """A checked row of an unfinished or abandoned game (``n``: how many moves it has)."""
    return SavedGame(_int(gid), _date(created), _rules(rules), players_of(players), _int(n))


def param_id(value: object) -> int | str:
    return value if type(value) is int else str(value)[:40]
