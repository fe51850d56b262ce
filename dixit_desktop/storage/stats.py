"""The players' statistics over finished games, worked out by replaying each one (no Qt)."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable
from typing import Any

from dixit_desktop.rules import DixitError

from .games import read_game
from .rows import Rows, _BadRow

log = logging.getLogger(__name__)


def player_stats(conn: sqlite3.Connection, ids: Iterable[tuple[Any, ...]]) -> Rows[dict[str, Any]]:
    """Per player name, over the finished games ``ids`` (rows of one game id each): games,
    wins, turns told and how many of those clues scored, votes cast and how many found the
    storyteller's card; best first. A game that cannot be read back, or does not end, is
    left out and counted in ``skipped``."""
    stats: dict[str, dict[str, Any]] = {}

    def entry(name: str) -> dict[str, Any]:
        key = name.casefold()
        if key not in stats:
            stats[key] = {
                "name": name,
                "games": 0,
                "wins": 0,
                "told": 0,
                "told_scored": 0,
                "guesses": 0,
                "found": 0,
            }
        return stats[key]

    skipped = 0
    for (gid,) in ids:
        try:
            game, _ = read_game(conn, gid)
        except (_BadRow, DixitError, LookupError, sqlite3.Error) as why:
            log.warning("Finished game %s left out of the statistics: %s", gid, why)
            skipped += 1
            continue
        if not game.is_over:  # moves lost: its story would be wrong
            log.warning("Finished game %s left out of the statistics: it does not end", gid)
            skipped += 1
            continue
        winners = set(game.winner_players())
        for p, name in enumerate(game.players):
            row = entry(name)
            row["games"] += 1
            row["wins"] += p in winners
        if game.rules.id == "party":
            continue  # no storyteller's card to find in Party
        for rec in game.history:
            st = entry(game.players[rec.storyteller])
            st["told"] += 1
            st_unit = game.unit_of(rec.storyteller)
            if any(line.unit == st_unit and line.points > 0 for line in rec.scores):
                st["told_scored"] += 1
            for voter, slots in rec.votes:
                v = entry(game.players[voter])
                v["guesses"] += 1
                v["found"] += rec.storyteller_slot in slots
    ordered = sorted(stats.values(), key=lambda e: (-e["wins"], -e["games"], e["name"]))
    return Rows(ordered, skipped, "statistics")
