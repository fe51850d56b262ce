"""The running score, by pure functions of the game: the rabbits on the track (how long the
track is, where the target lies, which space each rabbit stands on and how much room a stack
of rabbits has to fan out), the podium's standings and the score line ("Mia 7 · Leo 11 ·
Zoé 7 · first to 10 points"). Known-answer tests in ``tests/viewmodels/test_scores.py``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dixit_desktop.words import goal_text

from .rows import player_look

if TYPE_CHECKING:
    from dixit_desktop.rules import Game, Options
    from dixit_desktop.session.players import PlayerSpec

Row = dict[str, Any]
BOX_TRACK = 30
"""The box's track (0 to 30): the track of a game with no target score."""
TRACK_MAX = 40
"""The most spaces one lap may have: around a 1024x600 screen each space then still has room
for a rabbit beside its number."""


def track_length(target: int | None) -> int:
    """Spaces on one lap of the track after the 0: the target itself when it fits (a game to
    10 runs to 10), a longer target shared evenly between laps, so that it always lies on the
    last space of the last lap; the box's 30 when the game has no target score."""
    if target is None or target <= 0:
        return BOX_TRACK
    laps = -(-target // TRACK_MAX)
    return -(-target // laps)


def place(score: int, length: int) -> tuple[int, int]:
    """The space (0..length) a score stands on, and how many laps it has gone round."""
    if score <= length:
        return max(0, score), 0
    lap = (score - 1) // length
    return score - length * lap, lap


def target_space(target: int | None, length: int) -> int:
    """The space the target score lies on, or -1 when the game has none."""
    return -1 if target is None or target <= 0 else place(target, length)[0]


def stack_room(positions: Sequence[int], length: int) -> dict[int, int]:
    """For each occupied space, how many empty spaces on either side its stack of rabbits may
    spread over: half the empty run to the nearest occupied space each way (the smaller side),
    or half the whole empty track for a lone stack. The track is a loop of length + 1 spaces."""
    spaces = length + 1
    occupied = sorted(set(positions))
    if len(occupied) == 1:
        return {occupied[0]: (spaces - 1) // 2}
    room = {}
    for i, p in enumerate(occupied):
        after = (occupied[(i + 1) % len(occupied)] - p) % spaces - 1
        before = (p - occupied[i - 1]) % spaces - 1
        room[p] = min(after, before) // 2
    return room


def unit_rows(
    g: Game, specs: Sequence[PlayerSpec], gained: Sequence[int], length: int = BOX_TRACK
) -> list[Row]:
    """The rabbits on the score track (and the score line's chips): one per player, or per
    team; rabbits sharing a space are numbered so they fan out, with the room they have."""
    rows: list[Row] = []
    positions: dict[int, list[int]] = {}
    names = g.unit_names()
    target = g.options.target_score
    # a score past the target stands on the target's ringed space (its chip says the score):
    # a rabbit at 12 of 10 shown on space 2 with a "+10" looked like a new lap
    end = target if target is not None and target > 0 else None
    for u in range(g.n_units):
        score = g.scores[u]
        pos, lap = place(score if end is None else min(score, end), length)
        positions.setdefault(pos, []).append(u)
        lead = specs[g.unit_members(u)[0]]
        got = gained[u] if u < len(gained) else 0
        rows.append(
            {
                "unit": u,
                **player_look(lead),
                "name": names[u],
                "score": score,
                "before": score - got,
                "position": pos,
                "startPosition": place(min(max(0, score - got), end or score), length)[0],
                "lap": lap,
                "lapPoints": length * lap,
                "gained": got,
                "isWinner": u in g.winners,
            }
        )
    room = stack_room(list(positions), length)
    for row in rows:
        same = positions[row["position"]]
        row["stackIndex"] = same.index(row["unit"])
        row["stackSize"] = len(same)
        row["room"] = room[row["position"]]
    return rows


def standings(units: Sequence[Row]) -> list[Row]:
    """Scoring units from first to last, with shared ranks on ties (for the podium)."""
    rows = sorted((dict(r) for r in units), key=lambda r: (-r["score"], r["unit"]))
    rank = 0
    last = None
    for i, row in enumerate(rows):
        if row["score"] != last:
            rank, last = i + 1, row["score"]
        row["rank"] = rank
    return rows


def game_goal(options: Options) -> str:
    """How the game ends, in words, from its rule options."""
    return goal_text(
        options.target_score, options.storyteller_rounds, options.end_when_draw_pile_runs_out
    )


def score_text(units: Sequence[Row], goal: str, settled: bool = True) -> str:
    """The score line as one line of text (what a screen reader says, and the tests read):
    every name with its total in seat order, then how the game ends. Before the turn's
    points are shown (``settled`` false) the totals are those before the turn."""
    key = "score" if settled else "before"
    parts = [f"{r['name']} {r[key]}" for r in units]
    if goal:
        parts.append(goal)
    return " · ".join(parts)
