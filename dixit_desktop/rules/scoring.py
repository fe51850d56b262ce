"""Scoring of one turn, as pure functions that explain every point.

Each scoring unit (a player, or a team in Team) gets a :class:`ScoreLine`: the points and the
:class:`Reason` for each of them. Slots here are 0-based indexes into the board; the rest of
the engine shows them to people numbered from 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class ReasonCode(StrEnum):
    STORYTELLER_SOME_FOUND = "storyteller_some_found"
    STORYTELLER_ALL_FOUND = "storyteller_all_found"
    STORYTELLER_NONE_FOUND = "storyteller_none_found"
    FOUND = "found"
    MISSED = "missed"
    EVERYONE_FOUND = "everyone_found"
    NOBODY_FOUND = "nobody_found"
    VOTES_ON_CARD = "votes_on_card"
    SINGLE_VOTE_BONUS = "single_vote_bonus"
    PARTY_CROWD = "party_crowd"
    PARTY_RED_TOKEN = "party_red_token"
    PARTY_ALONE = "party_alone"


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason for points. ``count`` and ``cap`` carry the numbers the text mentions."""

    code: ReasonCode
    points: int
    count: int = 0
    cap: int | None = None
    lone: bool = False

    @property
    def text(self) -> str:
        """An English sentence; the UI translates by ``code`` with the same numbers."""
        c = self.code
        if c is ReasonCode.STORYTELLER_SOME_FOUND:
            if self.lone:
                return "Storyteller: exactly one player found the card (lone finder scores 4)"
            return "Storyteller: some players found the card, but not all"
        if c is ReasonCode.STORYTELLER_ALL_FOUND:
            return "Storyteller: everyone found the card, too easy"
        if c is ReasonCode.STORYTELLER_NONE_FOUND:
            return "Storyteller: nobody found the card, too hard"
        if c is ReasonCode.FOUND:
            return "Found the storyteller's card" + (" (lone finder)" if self.lone else "")
        if c is ReasonCode.MISSED:
            return "Did not find the storyteller's card"
        if c is ReasonCode.EVERYONE_FOUND:
            return "Everyone found the storyteller's card"
        if c is ReasonCode.NOBODY_FOUND:
            return "Nobody found the storyteller's card"
        if c is ReasonCode.VOTES_ON_CARD:
            noun = "vote" if self.count == 1 else "votes"
            if self.cap is not None and self.count > self.cap:
                return f"{self.count} {noun} on your card, capped at {self.cap}"
            return f"{self.count} {noun} on your card"
        if c is ReasonCode.SINGLE_VOTE_BONUS:
            return "Found it with a single vote"
        if c is ReasonCode.PARTY_CROWD:
            if self.cap is not None and self.count > self.cap:
                return f"{self.count} players voted for the same card, capped at {self.cap}"
            return f"{self.count} players voted for the same card"
        if c is ReasonCode.PARTY_RED_TOKEN:
            return "Voted for the card under the red token"
        return "Alone on that card"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"code": self.code.value, "points": self.points, "text": self.text}
        if self.count:
            d["count"] = self.count
        if self.cap is not None:
            d["cap"] = self.cap
        if self.lone:
            d["lone"] = True
        return d


_REASONS: dict[tuple[ReasonCode, int, int, int | None, bool], Reason] = {}


def _reason(
    code: ReasonCode, points: int, count: int = 0, cap: int | None = None, lone: bool = False
) -> Reason:
    """The :class:`Reason` with these values, made once (they are immutable and few)."""
    key = (code, points, count, cap, lone)
    r = _REASONS.get(key)
    if r is None:
        r = _REASONS[key] = Reason(code, points, count, cap, lone)
    return r


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """What one scoring unit (player, or team in Team) scored this turn, and why."""

    unit: int
    points: int
    reasons: tuple[Reason, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "unit": self.unit,
            "points": self.points,
            "reasons": [r.to_dict() for r in self.reasons],
        }


def score_storyteller_turn(
    *,
    n_units: int,
    storyteller_unit: int,
    slot_owners: Sequence[int],
    storyteller_slot: int,
    votes: Sequence[tuple[int, Sequence[int]]],
    bonus_cap: int | None,
    lone_finder_scores_4: bool,
    single_vote_bonus: int,
) -> tuple[ScoreLine, ...]:
    """Score a storyteller-scored turn (RULES-SPEC "A turn, storyteller-scored sets", step 5).

    ``slot_owners[i]`` is the unit owning board slot ``i``; ``votes`` lists each voter's unit
    and the slots they voted for.
    """
    reasons: list[list[Reason]] = [[] for _ in range(n_units)]
    finders = [unit for unit, slots in votes if storyteller_slot in slots]
    n_voters = len(votes)
    lone = lone_finder_scores_4 and len(finders) == 1
    if not finders or len(finders) == n_voters:
        code = ReasonCode.NOBODY_FOUND if not finders else ReasonCode.EVERYONE_FOUND
        st_code = (
            ReasonCode.STORYTELLER_NONE_FOUND if not finders else ReasonCode.STORYTELLER_ALL_FOUND
        )
        reasons[storyteller_unit].append(_reason(st_code, 0))
        for unit in range(n_units):
            if unit != storyteller_unit:
                reasons[unit].append(_reason(code, 2))
    else:
        found_points = 4 if lone else 3
        reasons[storyteller_unit].append(
            _reason(ReasonCode.STORYTELLER_SOME_FOUND, found_points, lone=lone)
        )
        for unit, slots in votes:
            if storyteller_slot in slots:
                reasons[unit].append(_reason(ReasonCode.FOUND, found_points, lone=lone))
            else:
                reasons[unit].append(_reason(ReasonCode.MISSED, 0))
    # Odyssey with 7+ players: a finder who cast a single vote scores more (in every case).
    if single_vote_bonus:
        for unit, slots in votes:
            if len(slots) == 1 and storyteller_slot in slots:
                reasons[unit].append(_reason(ReasonCode.SINGLE_VOTE_BONUS, single_vote_bonus))
    # Bonus: one point per vote token on a card of yours (never on the storyteller's card).
    received = [0] * n_units
    for _unit, slots in votes:
        for s in slots:
            if s != storyteller_slot:
                received[slot_owners[s]] += 1
    for unit, n in enumerate(received):
        if n:
            pts = n if bonus_cap is None else min(n, bonus_cap)
            reasons[unit].append(_reason(ReasonCode.VOTES_ON_CARD, pts, count=n, cap=bonus_cap))
    return _lines(reasons)


def _lines(reasons: list[list[Reason]]) -> tuple[ScoreLine, ...]:
    """One line per unit, its points the sum of its reasons'."""
    lines = []
    for u, rs in enumerate(reasons):
        total = 0
        for r in rs:
            total += r.points
        lines.append(ScoreLine(u, total, tuple(rs)))
    return tuple(lines)


def score_party_turn(
    *, n_players: int, votes: Sequence[tuple[int, int]], red_slot: int, cap: int
) -> tuple[ScoreLine, ...]:
    """Score a Party turn: each voter scores the voters on their card (themselves included), at
    most ``cap``; 0 on the red token's card; 0 if alone."""
    on_slot: dict[int, int] = {}
    for _player, slot in votes:
        on_slot[slot] = on_slot.get(slot, 0) + 1
    reasons: list[list[Reason]] = [[] for _ in range(n_players)]
    for player, slot in votes:
        n = on_slot[slot]
        if slot == red_slot:
            reasons[player].append(_reason(ReasonCode.PARTY_RED_TOKEN, 0, count=n))
        elif n == 1:
            reasons[player].append(_reason(ReasonCode.PARTY_ALONE, 0, count=1))
        else:
            reasons[player].append(_reason(ReasonCode.PARTY_CROWD, min(n, cap), count=n, cap=cap))
    return _lines(reasons)
