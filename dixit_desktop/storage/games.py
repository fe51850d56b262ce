"""The SQL on the games and actions tables (no Qt): writing a game, its moves and its end,
and reading games back as checked rows.

Each function takes a connection and leaves failure to its caller, :class:`~.store.Store`,
which decides what it means: ``sqlite3.Error`` when the file fails, :class:`Conflict` when
a game is no longer this store's to write, :class:`~.rows.BadRow` (or the rules'
``DixitError``) for damaged content. Writes run inside the store's transaction.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Mapping
from typing import Any

from dixit_desktop.rules import Action, Game
from dixit_desktop.rules.actions import action_to_dict

from . import results
from .reasons import insert_reason
from .rows import (
    BadRow,
    FinishedGame,
    Rows,
    SavedGame,
    finished_row,
    param_id,
    parse_json,
    players_of,
    saved_row,
)

log = logging.getLogger(__name__)


class Conflict(Exception):
    """The game is no longer this store's to write (internal)."""


# --- writing -------------------------------------------------------------------------------------


def insert_game(
    conn: sqlite3.Connection,
    created: str,
    game: Game,
    header: dict[str, Any],
    players: list[dict[str, str]],
) -> int:
    """Store a new game (header and any actions it has) as the one being played; the game
    being played until now, if any, becomes abandoned. Returns the new game's id."""
    conn.execute("UPDATE games SET status = 'abandoned' WHERE status = 'playing'")
    cur = conn.execute(
        "INSERT INTO games (created, status, rules, header, players) "
        "VALUES (?, 'playing', ?, ?, ?)",
        (created, game.rules.id, json.dumps(header), json.dumps(players)),
    )
    game_id = int(cur.lastrowid or 0)
    for seq, action in enumerate(game.log, start=1):
        conn.execute(
            "INSERT INTO actions (game_id, seq, action) VALUES (?, ?, ?)",
            (game_id, seq, json.dumps(action_to_dict(action))),
        )
    return game_id


def insert_action(
    conn: sqlite3.Connection,
    game_id: int,
    seq: int,
    action: Action,
    reason: Mapping[str, Any] | None = None,
) -> bool:
    """Add move ``seq`` to a game still being played here, else raise :class:`Conflict`;
    with a computer player's ``reason`` (:mod:`.reasons`) kept beside it."""
    cur = conn.execute(
        "INSERT INTO actions (game_id, seq, action) SELECT ?, ?, ? "
        "WHERE EXISTS (SELECT 1 FROM games WHERE id = ? AND status = 'playing')",
        (game_id, seq, json.dumps(action_to_dict(action)), game_id),
    )
    if cur.rowcount != 1:
        raise Conflict(f"game {game_id} is no longer being played here")
    if reason is not None:
        insert_reason(conn, game_id, seq, reason)
    return True


def mark_finished(conn: sqlite3.Connection, game_id: int, when: str, game: Game) -> bool:
    """File a game being played here as finished at ``when``, with its scores, winners and
    each player's results (for the statistics). False when it is no longer being played
    here (nothing changed)."""
    names = game.unit_names()
    cur = conn.execute(
        "UPDATE games SET status = 'finished', finished = ?, scores = ?, winners = ? "
        "WHERE id = ? AND status = 'playing'",
        (
            when,
            json.dumps(list(game.scores)),
            json.dumps([names[u] for u in game.winners]),
            game_id,
        ),
    )
    if cur.rowcount != 1:
        return False
    results.write(conn, game_id, results.results(game) if game.is_over else None)
    return True


def abandon(conn: sqlite3.Connection, game_id: int) -> None:
    conn.execute(
        "UPDATE games SET status = 'abandoned' WHERE id = ? AND status = 'playing'", (game_id,)
    )


def mark_damaged(conn: sqlite3.Connection, game_id: int, why: str) -> None:
    """Set aside a game being played here that cannot be read back, keeping the reason."""
    conn.execute(
        "UPDATE games SET status = 'damaged', damage = ? WHERE id = ? AND status = 'playing'",
        (why[:1000], game_id),
    )


def restore(conn: sqlite3.Connection, game_id: int) -> bool:
    """Make an abandoned game the one being played (the one being played until now becomes
    abandoned). False when there is no such abandoned game."""
    found = conn.execute(
        "SELECT 1 FROM games WHERE id = ? AND status = 'abandoned'", (game_id,)
    ).fetchone()
    if found is None:
        return False
    conn.execute("UPDATE games SET status = 'abandoned' WHERE status = 'playing'")
    conn.execute("UPDATE games SET status = 'playing' WHERE id = ?", (game_id,))
    return True


# --- reading -------------------------------------------------------------------------------------


def saved_rows(conn: sqlite3.Connection, status: str, limit: int) -> list[Any]:
    """The raw rows (id, created, rules, players, moves) of the games with ``status``,
    newest first; check each with :func:`~.rows.saved_row`."""
    return conn.execute(
        "SELECT g.id, g.created, g.rules, g.players, "
        "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) "
        "FROM games g WHERE g.status = ? ORDER BY g.id DESC LIMIT ?",
        (status, limit),
    ).fetchall()


def abandoned(conn: sqlite3.Connection, limit: int) -> Rows[SavedGame]:
    """The abandoned games, newest first; a damaged row is left out and counted."""
    out: Rows[SavedGame] = Rows(what="history")
    for row in saved_rows(conn, "abandoned", limit):
        try:
            out.append(saved_row(*row))
        except BadRow:
            out.skipped += 1
    return out


def finished(conn: sqlite3.Connection, limit: int, offset: int = 0) -> Rows[FinishedGame]:
    """The finished games, newest first, from the ``offset``-th; a damaged row is left out
    and counted."""
    out: Rows[FinishedGame] = Rows(what="history")
    rows = conn.execute(
        "SELECT id, created, finished, rules, header, players, scores, winners "
        "FROM games WHERE status = 'finished' ORDER BY id DESC LIMIT ? OFFSET ?",
        (limit, offset),
    ).fetchall()
    for row in rows:
        try:
            out.append(finished_row(*row))
        except BadRow as e:
            log.warning("Finished game %s left out of the history: %s", row[0], e)
            out.skipped += 1
    return out


def finished_one(conn: sqlite3.Connection, game_id: int) -> FinishedGame | None:
    """One finished game's row (None: no such finished game). Raises BadRow if damaged."""
    row = conn.execute(
        "SELECT id, created, finished, rules, header, players, scores, winners "
        "FROM games WHERE id = ? AND status = 'finished'",
        (game_id,),
    ).fetchone()
    return None if row is None else finished_row(*row)


def read_game(conn: sqlite3.Connection, game_id: int) -> tuple[Game, list[dict[str, str]]]:
    """Rebuild stored game ``game_id`` by replaying its log, with its players. Raises
    BadRow or DixitError for damage, LookupError for no such game, sqlite3.Error when the
    file cannot be read."""
    if type(game_id) is not int:
        raise LookupError(game_id)
    row = conn.execute("SELECT header, players FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise LookupError(game_id)
    data = parse_json(row[0], "header")
    if not isinstance(data, dict):
        raise BadRow("the header is not an object")
    players = players_of(row[1])
    actions = []
    for expected, (seq, text) in enumerate(
        conn.execute("SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)),
        start=1,
    ):
        if seq != expected:
            raise BadRow(f"move {expected} is missing (found {param_id(seq)})")
        actions.append(parse_json(text, "move"))
    data["actions"] = actions
    game = Game.from_dict(data)
    if len(players) != game.n_players:
        raise BadRow("the players do not match the game")
    return game, players
