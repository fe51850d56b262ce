"""The rule sets of RULES-SPEC.md as data, and the options a family may switch on.

A rule set is a frozen :class:`RuleSet`; the engine reads its fields and has no per-set special
cases beyond them. :class:`Options` holds the family's choices; each rule set carries its own
defaults and says which options apply to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from .errors import (
    DeckTooSmallError,
    NoGameEndError,
    OptionNotAllowedError,
    OptionRangeError,
    OptionsTypeError,
    PlayerCountError,
    UnknownRuleSetError,
    short,
)
from .options import (
    OPTION_LABELS,
    ROUNDS_MAX,
    ROUNDS_MIN,
    TARGET_MAX,
    TARGET_MIN,
    Options,
    check_option_types,
    unknown_option,
)

__all__ = [
    "DEFAULT_RULESET",
    "OPTION_LABELS",
    "ROUNDS_MAX",
    "ROUNDS_MIN",
    "RULESETS",
    "TARGET_MAX",
    "TARGET_MIN",
    "EmptyPile",
    "Options",
    "RuleSet",
    "ScoringMode",
    "check_option_types",
    "get_ruleset",
    "unknown_option",
]


class ScoringMode(StrEnum):
    STORYTELLER = "storyteller"
    """Find the storyteller's card (Classic, Original, Odyssey, Team, pocket)."""
    PARTY = "party"
    """Party: score by voting with the crowd, avoiding the red token."""


class EmptyPile(StrEnum):
    RESHUFFLE = "reshuffle"
    """When the draw pile cannot refill every hand, shuffle the discard into it."""
    SHUFFLE_BACK_EVERY_TURN = "shuffle_back_every_turn"
    """Every turn, all cards not in hands are shuffled back before refilling (pocket)."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Everything that distinguishes one way of playing Dixit from another."""

    id: str
    name: str
    source: str
    player_counts: tuple[int, ...]
    hand_size: int
    hand_size_with_three: int
    cards_with_three: int
    """Cards each non-storyteller plays with exactly three players (2 in most sets)."""
    scoring: ScoringMode
    teams: bool = False
    second_vote_from: int | None = None
    """From this many players on, a voter may cast an optional second, different vote."""
    single_vote_finder_bonus: int = 0
    """Where second votes are allowed: extra points for a finder who cast only one vote."""
    bonus_cap: int | None = None
    """Most bonus points per turn for votes on your cards (None: no cap)."""
    party_cap: int = 5
    pass_hands_left: bool = False
    empty_pile: EmptyPile = EmptyPile.RESHUFFLE
    defaults: Options = field(default_factory=Options)
    restricted_options_reason: str = ""
    """Why some options do not apply to this rule set (shown with the refusal)."""
    options_allowed: frozenset[str] = frozenset(
        {
            "target_score",
            "lone_finder_scores_4",
            "end_when_draw_pile_runs_out",
            "storyteller_rounds",
            "clue_mimed_or_sung",
        }
    )

    # --- derived numbers -------------------------------------------------------------------

    @property
    def min_players(self) -> int:
        return self.player_counts[0]

    @property
    def max_players(self) -> int:
        return self.player_counts[-1]

    def player_range_text(self) -> str:
        counts = self.player_counts
        if len(counts) > 2 and counts == tuple(range(counts[0], counts[-1] + 1)):
            return f"{counts[0]} to {counts[-1]} players"
        return ", ".join(str(c) for c in counts[:-1]) + f" or {counts[-1]} players"

    def check_player_count(self, n: int) -> None:
        if n not in self.player_counts:
            raise PlayerCountError(
                f"{self.name} is for {self.player_range_text()}; this game has {n}.",
                rules=self.id,
                count=n,
                min=self.min_players,
                max=self.max_players,
                counts=", ".join(str(c) for c in self.player_counts),
            )

    def hand_size_for(self, n_players: int) -> int:
        return self.hand_size_with_three if n_players == 3 else self.hand_size

    def cards_per_player(self, n_players: int) -> int:
        """Cards each card-playing non-storyteller puts down per turn."""
        return self.cards_with_three if n_players == 3 else 1

    def board_size(self, n_players: int) -> int:
        if self.scoring is ScoringMode.PARTY:
            return n_players
        if self.teams:
            return n_players // 2 + 1
        return 1 + (n_players - 1) * self.cards_per_player(n_players)

    def second_vote_allowed(self, n_players: int) -> bool:
        return self.second_vote_from is not None and n_players >= self.second_vote_from

    def min_deck_size(self, n_players: int) -> int:
        """Cards needed: a full hand each, plus one turn's refill from a fresh draw pile."""
        return n_players * self.hand_size_for(n_players) + self.board_size(n_players)

    def check_deck_size(self, n_players: int, deck_size: int) -> None:
        need = self.min_deck_size(n_players)
        if deck_size < need:
            raise DeckTooSmallError(
                f"{self.name} with {n_players} players needs a deck of at least {need} cards; "
                f"this deck has {deck_size}.",
                rules=self.id,
                players=n_players,
                need=need,
                size=deck_size,
            )

    # --- options ---------------------------------------------------------------------------

    def options(self, **changes: Any) -> Options:
        """This rule set's default options with ``changes`` applied and validated."""
        unknown_option(changes)
        opts = replace(self.defaults, **changes)
        self.validate_options(opts)
        return opts

    def validate_options(self, opts: Options) -> None:
        if not isinstance(opts, Options):
            raise OptionsTypeError("Options must be an Options object.", type=type(opts).__name__)
        check_option_types(opts)
        for name in Options.__dataclass_fields__:
            if name not in self.options_allowed and getattr(opts, name) != getattr(
                self.defaults, name
            ):
                why = self.restricted_options_reason
                reason = f" {why}" if why else ""
                raise OptionNotAllowedError(
                    f"The option {OPTION_LABELS[name]!r} does not apply to {self.name}.{reason}"
                    f"{_defaults_hint(self, name, opts)}",
                    option=name,
                    rules=self.id,
                )
        t = opts.target_score
        if t is not None and not TARGET_MIN <= t <= TARGET_MAX:
            raise OptionRangeError(
                f"The target score must be between {TARGET_MIN} and {TARGET_MAX}; got {short(t)}.",
                option="target_score",
                value=short(t),
                min=TARGET_MIN,
                max=TARGET_MAX,
            )
        r = opts.storyteller_rounds
        if r is not None and not ROUNDS_MIN <= r <= ROUNDS_MAX:
            raise OptionRangeError(
                f"Each player can be storyteller {ROUNDS_MIN} to {ROUNDS_MAX} times; "
                f"got {short(r)}.",
                option="storyteller_rounds",
                value=short(r),
                min=ROUNDS_MIN,
                max=ROUNDS_MAX,
            )
        if t is None and r is None and not opts.end_when_draw_pile_runs_out:
            raise NoGameEndError(
                "The game needs a way to end: a target score, storyteller rounds, "
                "or ending when the draw pile runs out."
            )


def _defaults_hint(rules: RuleSet, name: str, opts: Options) -> str:
    """Where ``opts`` keeps another rule set's default (``Options()`` is Classic's), the call
    that starts from this rule set's own defaults."""
    if getattr(opts, name) != getattr(Options(), name):
        return ""
    changes = ", ".join(
        f"{k}={getattr(opts, k)!r}"
        for k in Options.__dataclass_fields__
        if getattr(opts, k) != getattr(Options(), k)
    )
    call = f"get_ruleset({rules.id!r}).options({short(changes, 60)})"
    return f" Start from its own defaults: {call}."


_NOT_DRAW_END = frozenset(OPTION_LABELS) - {"end_when_draw_pile_runs_out"}

CLASSIC = RuleSet(
    id="classic",
    name="Classic",
    source="classic-2021-rulebook",
    player_counts=tuple(range(3, 9)),
    hand_size=6,
    hand_size_with_three=7,
    cards_with_three=2,
    scoring=ScoringMode.STORYTELLER,
    defaults=Options(target_score=30),
)

ORIGINAL = RuleSet(
    id="original",
    name="Original",
    source="original-2008-rules",
    player_counts=tuple(range(3, 7)),
    hand_size=6,
    hand_size_with_three=7,
    cards_with_three=2,
    scoring=ScoringMode.STORYTELLER,
    defaults=Options(target_score=None, end_when_draw_pile_runs_out=True),
)

ODYSSEY = RuleSet(
    id="odyssey",
    name="Odyssey",
    source="odyssey-party-team-rules",
    player_counts=tuple(range(3, 13)),
    hand_size=6,
    hand_size_with_three=7,
    cards_with_three=2,
    scoring=ScoringMode.STORYTELLER,
    second_vote_from=7,
    single_vote_finder_bonus=1,
    bonus_cap=3,
    defaults=Options(target_score=30),
)

PARTY = RuleSet(
    id="party",
    name="Party",
    source="odyssey-party-team-rules",
    player_counts=tuple(range(6, 13)),
    hand_size=5,
    hand_size_with_three=5,
    cards_with_three=1,
    scoring=ScoringMode.PARTY,
    party_cap=5,
    pass_hands_left=True,
    defaults=Options(target_score=None, storyteller_rounds=1),
    options_allowed=frozenset({"storyteller_rounds", "clue_mimed_or_sung"}),
    restricted_options_reason=(
        "Party is scored by the crowd, not by finding the storyteller's card, and ends when "
        "everyone has told; only storyteller rounds and mimed or sung clues apply."
    ),
)

TEAM = RuleSet(
    id="team",
    name="Team",
    source="odyssey-party-team-rules",
    player_counts=(6, 8, 10, 12),
    hand_size=4,
    hand_size_with_three=4,
    cards_with_three=1,
    scoring=ScoringMode.STORYTELLER,
    teams=True,
    bonus_cap=3,
    defaults=Options(target_score=None, storyteller_rounds=1),
)

POCKET = RuleSet(
    id="pocket",
    name="Storyteller twice",
    source="pocket-storyteller-twice-rules",
    player_counts=(3, 4),
    hand_size=6,
    hand_size_with_three=6,
    cards_with_three=1,
    scoring=ScoringMode.STORYTELLER,
    empty_pile=EmptyPile.SHUFFLE_BACK_EVERY_TURN,
    defaults=Options(target_score=None, storyteller_rounds=2),
    options_allowed=_NOT_DRAW_END,
    restricted_options_reason=(
        "Storyteller twice shuffles every card not in a hand back each turn, so the draw pile "
        "never runs out."
    ),
)

RULESETS: dict[str, RuleSet] = {r.id: r for r in (CLASSIC, ORIGINAL, ODYSSEY, PARTY, TEAM, POCKET)}
DEFAULT_RULESET = CLASSIC


def get_ruleset(rules_id: str) -> RuleSet:
    found = RULESETS.get(rules_id) if isinstance(rules_id, str) else None
    if found is None:
        choices = ", ".join(RULESETS)
        raise UnknownRuleSetError(
            f"Unknown rule set {short(rules_id)!r}; choose one of {choices}.",
            rules=short(rules_id),
            choices=choices,
        )
    return found
