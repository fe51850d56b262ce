"""The evening: the clues said in the games a family played in the last few hours, so that
a computer storyteller does not give again a clue the table heard earlier tonight. A new
game keeps them in its header (``evening``), so that a resumed game decides as it would
have without the pause."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from typing import Any

EVENING_HOURS = 6
"""How far back a new game looks for clues already heard: an evening's games."""
MOST = 300
"""At most this many (the latest): about fifteen games of a big table."""


def since(clock_now: str, hours: float = EVENING_HOURS) -> str:
    """The creation time (as the store writes it) from which games belong to this evening."""
    return (datetime.fromisoformat(clock_now) - timedelta(hours=hours)).isoformat(
        timespec="seconds"
    )


def clues_since(conn: sqlite3.Connection, start: str) -> tuple[str, ...]:
    """The clues of the games created at or after ``start``, oldest first (at most
    :data:`MOST`, the latest). A move that cannot be read is skipped. sqlite3.Error when the
    file cannot be read."""
    rows = conn.execute(
        "SELECT a.action FROM actions a JOIN games g ON g.id = a.game_id "
        "WHERE g.created >= ? AND g.status != 'damaged' AND a.action LIKE '%\"clue\"%' "
        "ORDER BY g.id, a.seq",
        (start,),
    )
    out: list[str] = []
    for (text,) in rows:
        try:
            move = json.loads(text) if isinstance(text, str) else None
        except ValueError:
            continue
        clue = move.get("text") if isinstance(move, dict) and move.get("type") == "clue" else None
        if isinstance(clue, str) and clue.strip():
            out.append(clue)
    return tuple(out[-MOST:])


def of_header(header: Any) -> tuple[str, ...]:
    """The evening a game's header keeps (() when it has none, or a damaged one)."""
    kept = header.get("evening") if isinstance(header, dict) else None
    if not isinstance(kept, list):
        return ()
    return tuple(c for c in kept if isinstance(c, str))[-MOST:]
