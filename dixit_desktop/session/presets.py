"""Quick presets for the setup: how long a game lasts, set in one tap (a short game, the full
game, or a longer one), and how many minutes such a game takes at this table.

A preset sets only the game's ending (target score, storyteller rounds, ending when the draw
pile runs out); the other options stay as the family chose them. It is shown as chosen only
while the options end the game exactly as it says: a target changed by hand afterwards is no
preset any more.

How long a game takes comes from the rules' own simulator: a few seeded random games of this
rule set, table and options (remembered) say how many turns it lasts and how many actions
(a clue, a card played, a vote) are made. The time those take is set here, and only here. At
a pass-and-play table every secret step happens one player after another: passing the
device, holding "I am ...", choosing, is :data:`STEP_SECONDS` for a person
(:data:`COMPUTER_SECONDS` for a computer player's short beat), and each turn adds
:data:`TURN_SECONDS` for the clue said aloud, the reveal and reading the points. A turn of
Classic is then 1 1/2 minutes with 3 people, 1 5/6 with 4, 2 1/2 with 6 and 4 1/2 with 12
(Team, where half the table votes, less); a 30-point Classic game with 4 players lasts
about 11 turns, some 20 minutes, near the box's "30 minutes" for a table that plays on
cards. Random voters find the storyteller's card less often than a family does, so this is
an estimate, rounded to :data:`ROUND_TO` minutes."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from dixit_desktop.rules import ROUNDS_MIN, DixitError, Options, RuleSet

TURN_SECONDS = 40
STEP_SECONDS = 10
COMPUTER_SECONDS = 2
SIMULATED_GAMES = 16
SAME_LENGTH_AFTER = 4
ROUND_TO = 5
SHORT_TARGET = 15
"""A short game's target score (half the books' 30)."""

ENDING = ("target_score", "storyteller_rounds", "end_when_draw_pile_runs_out")
"""The options a preset sets."""

SHORT, FULL, LONG = "short", "full", "long"


@dataclass(frozen=True)
class Preset:
    id: str
    """SHORT, FULL (the rule set's own ending) or LONG."""
    ending: tuple[tuple[str, Any], ...]
    """The ending options it sets, as (name, value) pairs."""

    def applied_to(self, options: Options) -> Options:
        """``options`` with this preset's ending (the other options kept)."""
        return replace(options, **dict(self.ending))

    def is_active(self, options: Options) -> bool:
        return all(getattr(options, name) == value for name, value in self.ending)


def _ending(options: Options) -> tuple[tuple[str, Any], ...]:
    return tuple((name, getattr(options, name)) for name in ENDING)


def presets(rules: RuleSet) -> list[Preset]:
    """The presets of ``rules``, shortest first: the full game is the rule set's own ending;
    a game that ends after N storyteller rounds is shorter with one round fewer (or, at one
    round, longer with one more), any other is shorter at :data:`SHORT_TARGET` points."""
    full = rules.defaults
    rounds = full.storyteller_rounds
    other: tuple[str, Options] | None
    if rounds is not None and "storyteller_rounds" in rules.options_allowed:
        if rounds > ROUNDS_MIN:
            other = (SHORT, replace(full, storyteller_rounds=rounds - 1))
        else:
            other = (LONG, replace(full, storyteller_rounds=rounds + 1))
    elif "target_score" in rules.options_allowed:
        other = (SHORT, replace(full, target_score=SHORT_TARGET))
    else:
        other = None
    found = [Preset(FULL, _ending(full))]
    if other is not None:
        try:
            rules.validate_options(other[1])
        except DixitError:
            return found
        extra = Preset(other[0], _ending(other[1]))
        found = [extra, *found] if extra.id == SHORT else [*found, extra]
    return found


def find(rules: RuleSet, preset_id: str) -> Preset | None:
    return next((p for p in presets(rules) if p.id == preset_id), None)


def active(rules: RuleSet, options: Options) -> str:
    """The id of the preset the options match ("" when the ending was set by hand)."""
    return next((p.id for p in presets(rules) if p.is_active(options)), "")


@dataclass(frozen=True)
class Length:
    """How long a game lasts, on average: its turns and its actions (a clue, a card played, a
    vote: each one player's secret step, one after another at a shared screen)."""

    turns: float
    actions: float


@lru_cache(maxsize=512)
def length(rules: RuleSet, players: int, options: Options, deck_size: int) -> Length | None:
    """The average length of up to :data:`SIMULATED_GAMES` seeded random games (None when
    this table cannot play them). Where the first few games all last the same (an ending
    after storyteller rounds), the rest would too, and are not played."""
    from dixit_desktop.rules.simulate import play_random_game  # a tool: only when asked

    try:
        rules.validate_options(options)
        rules.check_player_count(players)
        rules.check_deck_size(players, deck_size)
        played: list[tuple[int, int]] = []
        for seed in range(1, SIMULATED_GAMES + 1):
            _, outcome = play_random_game(
                rules.id, players, seed, options, deck_size, "none", replay=False
            )
            played.append((outcome.turns, outcome.actions))
            if len(played) == SAME_LENGTH_AFTER and len(set(played)) == 1:
                break
    except DixitError:
        return None
    return Length(sum(t for t, _ in played) / len(played), sum(a for _, a in played) / len(played))


def minutes(
    rules: RuleSet, options: Options, people: int, computers: int, deck_size: int
) -> int | None:
    """About how many minutes a game takes, rounded to :data:`ROUND_TO` (None: this table
    cannot play it). Each action is a person's or a computer player's, in their share."""
    players = people + computers
    found = length(rules, players, options, deck_size)
    if found is None:
        return None
    step = (people * STEP_SECONDS + computers * COMPUTER_SECONDS) / players
    exact = (found.turns * TURN_SECONDS + found.actions * step) / 60
    return max(ROUND_TO, ROUND_TO * round(exact / ROUND_TO))
