"""One finished game's results per player, as the store keeps them in ``player_results``
(no Qt): worked out from a game that is over, without replaying it."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from dixit_desktop.rules import Game

Result = tuple[int, str, int, int, int, int, int]
"""One player's results in one game: seat, name, win, told, told_scored, guesses, found."""

FIELDS = ("win", "told", "told_scored", "guesses", "found")


def results(game: Game) -> list[Result]:
    """The results per player of a game that is over (no replay: the game is at hand)."""
    winners = set(game.winner_players())
    told = [0] * game.n_players
    told_scored = [0] * game.n_players
    guesses = [0] * game.n_players
    found = [0] * game.n_players
    if not game.is_party:  # no storyteller's card to find in Party
        for rec in game.history:
            st = rec.storyteller
            told[st] += 1
            st_unit = game.unit_of(st)
            if any(line.unit == st_unit and line.points > 0 for line in rec.scores):
                told_scored[st] += 1
            for voter, slots in rec.votes:
                guesses[voter] += 1
                found[voter] += rec.storyteller_slot in slots
    return [
        (p, name, int(p in winners), told[p], told_scored[p], guesses[p], found[p])
        for p, name in enumerate(game.players)
    ]


def write(conn: sqlite3.Connection, game_id: int, rows: Sequence[Result] | None) -> None:
    """Keep a finished game's results (None: it cannot be counted), replacing any."""
    conn.execute("DELETE FROM player_results WHERE game_id = ?", (game_id,))
    if rows:
        conn.executemany(
            "INSERT INTO player_results "
            "(game_id, seat, name, win, told, told_scored, guesses, found) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, *r) for r in rows],
        )
    conn.execute("UPDATE games SET counted = ? WHERE id = ?", (1 if rows else 0, game_id))
