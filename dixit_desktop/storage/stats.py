"""The players' statistics over finished games (no Qt).

Each finished game's results per player (a win, turns told and how many of those clues
scored, votes cast and how many found the storyteller's card) are kept in
``player_results`` when it finishes (:func:`results`, written by ``games.mark_finished``), so
the statistics are a sum over rows (:func:`totals`), never a replay of every game. Games
finished before the store kept them (schema version 4) are counted once, by replaying them
(:func:`count_games`), on whatever thread the caller chooses: the app does it on a worker
thread with its own connection, a few games at a time.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from dixit_desktop.rules import DixitError

from .games import read_game
from .results import FIELDS, Result, results
from .rows import BadRow, Rows

log = logging.getLogger(__name__)


def count_games(
    conn: sqlite3.Connection,
    ids: Iterable[int],
    stop: Callable[[], bool] = lambda: False,
) -> list[tuple[int, list[Result] | None]]:
    """Replay each finished game of ``ids`` for its results; None for one that cannot be
    read back or does not end (left out of the statistics, and counted as skipped). Stops
    early when ``stop()`` says so."""
    out: list[tuple[int, list[Result] | None]] = []
    for gid in ids:
        if stop():
            break
        try:
            game, _ = read_game(conn, gid)
        except (BadRow, DixitError, LookupError, sqlite3.Error) as why:
            log.warning("Finished game %s left out of the statistics: %s", gid, why)
            out.append((gid, None))
            continue
        if not game.is_over:  # moves lost: its story would be wrong
            log.warning("Finished game %s left out of the statistics: it does not end", gid)
            out.append((gid, None))
            continue
        out.append((gid, results(game)))
    return out


_GOOD = (
    "typeof(r.name) = 'text' AND length(r.name) <= 200 "
    "AND typeof(r.seat) = 'integer' "
    "AND typeof(r.win) = 'integer' AND r.win IN (0, 1) "
    "AND typeof(r.told) = 'integer' AND r.told >= 0 "
    "AND typeof(r.told_scored) = 'integer' AND r.told_scored BETWEEN 0 AND r.told "
    "AND typeof(r.guesses) = 'integer' AND r.guesses >= 0 "
    "AND typeof(r.found) = 'integer' AND r.found BETWEEN 0 AND r.guesses"
)
_SOUND = (
    "g.counted = 1 "
    f"AND NOT EXISTS (SELECT 1 FROM player_results r WHERE r.game_id = g.id AND NOT ({_GOOD})) "
    "AND (SELECT COUNT(*) FROM player_results r WHERE r.game_id = g.id) = "
    "CASE WHEN json_valid(g.players) AND json_type(g.players) = 'array' "
    "THEN json_array_length(g.players) ELSE -1 END"
)
"""A finished game whose results are kept whole: one sound row per player."""

UNCOUNTED = (
    "SELECT g.id FROM games g WHERE g.status = 'finished' "
    f"AND (g.counted IS NULL OR g.counted IS NOT 0 AND NOT ({_SOUND})) ORDER BY g.id DESC"
)
"""Finished games to count: never counted, or whose kept results are gone or damaged (they
are counted again from their moves)."""

_SUMS = (
    f"WITH sound AS (SELECT g.id FROM games g WHERE g.status = 'finished' AND {_SOUND}) "
    "SELECT r.name, COUNT(*), SUM(r.win), SUM(r.told), SUM(r.told_scored), SUM(r.guesses), "
    "SUM(r.found), MAX(r.game_id) FROM player_results r JOIN sound ON sound.id = r.game_id "
    "GROUP BY r.name"
)


def totals(
    conn: sqlite3.Connection | None, extra: dict[int, list[Result] | None]
) -> Rows[dict[str, Any]]:
    """Per player name (names that differ only in case are one player, under the spelling
    of their latest game): games, wins, turns told and how many of those clues scored,
    votes cast and how many found the storyteller's card; best first. Sums the kept
    results (``conn``; None for a store without them) and ``extra`` (results of games
    counted in this session that could not be kept). ``skipped``: the games that cannot be
    counted. Games whose kept results are damaged are left out until counted again
    (:data:`UNCOUNTED`). Raises ``sqlite3.Error``."""
    stats: dict[str, dict[str, Any]] = {}
    latest: dict[str, int] = {}

    def add(name: str, last: int, n: int, sums: Sequence[int]) -> None:
        key = name.casefold()
        entry = stats.get(key)
        if entry is None:
            entry = stats[key] = {"name": name, "games": 0, "wins": 0}
            entry.update(dict.fromkeys(FIELDS[1:], 0))
        if last >= latest.get(key, -1):
            entry["name"] = name
            latest[key] = last
        entry["games"] += n
        entry["wins"] += sums[0]
        for field, value in zip(FIELDS[1:], sums[1:], strict=True):
            entry[field] += value

    skipped = 0
    if conn is not None:
        for row in conn.execute(_SUMS):
            name, n, last = row[0], row[1], row[7]
            sums = row[2:7]
            if isinstance(name, str) and all(type(v) is int for v in (n, last, *sums)):
                add(name, last, n, sums)
        skipped += int(
            conn.execute(
                "SELECT COUNT(*) FROM games WHERE status = 'finished' AND counted = 0"
            ).fetchone()[0]
        )
    for gid, rows in extra.items():
        if rows is None:
            skipped += 1
            continue
        for _seat, name, win, *rest in rows:
            add(name, gid, 1, [win, *rest])
    ordered = sorted(stats.values(), key=lambda e: (-e["wins"], -e["games"], e["name"]))
    return Rows(ordered, skipped, "statistics")
