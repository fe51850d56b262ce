"""Why each computer player did what it did, kept beside its move (schema version 5), so that
a resumed game and the story of a past game still say it (issue 24). A reason is its code and
params (the app words it), with the turn and seat it belongs to. No Qt."""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Mapping
from typing import Any

log = logging.getLogger(__name__)

Reason = tuple[str, dict[str, str | int]]
"""A computer player's reason: its code and params (without the player's name)."""


def insert_reason(
    conn: sqlite3.Connection, game_id: int, seq: int, reason: Mapping[str, Any]
) -> None:
    """Keep the reason of move ``seq`` ({turn, seat, code, params}), in the move's own
    transaction."""
    conn.execute(
        "INSERT OR REPLACE INTO reasons (game_id, seq, turn, seat, code, params) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (
            game_id,
            seq,
            int(reason["turn"]),
            int(reason["seat"]),
            str(reason["code"]),
            json.dumps(dict(reason.get("params", {}))),
        ),
    )


def read_reasons(
    conn: sqlite3.Connection, game_id: int, failed: Callable[[sqlite3.Error], None]
) -> dict[tuple[int, int], Reason]:
    """Every reason kept for a game, by (turn, seat); a damaged row costs only itself, and
    a file that cannot be read just now ``failed`` (said once) and none."""
    out: dict[tuple[int, int], Reason] = {}
    try:
        rows = conn.execute(
            "SELECT turn, seat, code, params FROM reasons WHERE game_id = ? ORDER BY seq",
            (game_id,),
        ).fetchall()
    except sqlite3.Error as e:
        failed(e)
        return {}
    for turn, seat, code, raw in rows:
        try:
            params = json.loads(raw)
        except (TypeError, ValueError):
            params = None
        ok = type(turn) is int and type(seat) is int and isinstance(code, str) and code
        if not ok or not isinstance(params, dict):
            log.warning("a damaged reason of game %s is left out", game_id)
            continue
        kept = {str(k): v for k, v in params.items() if isinstance(v, str | int)}
        out[(turn, seat)] = (code, kept)
    return out
