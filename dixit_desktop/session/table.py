"""The table being set up, in plain Python: its seats (name, colour, rabbit, person or
computer), the rule set and its options, and the deck. Every edit of the setup screen is a
method here; the view-models ``Setup`` (the seats) and ``GameRules`` (the rule set and options)
show it and listen for its changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from dixit_desktop.look.palette import COLOURS, DEFAULT_NAMES, SYMBOLS
from dixit_desktop.notices import Notice
from dixit_desktop.rules import (
    MAX_NAME_LENGTH,
    RULESETS,
    DixitError,
    Options,
    RuleSet,
    check_names,
    get_ruleset,
)

from . import presets as quick
from .parts import error_notice
from .players import LEVELS, PERSON, PlayerSpec

MIN_TABLE = min(c for rs in RULESETS.values() for c in rs.player_counts)
MAX_TABLE = max(c for rs in RULESETS.values() for c in rs.player_counts)
NAME_SLACK = 8
"""How far past the rules' name length typing may go, so that the setup can say the name is
too long instead of cutting the last letters silently."""

OPTION_FIELDS = {
    "targetScore": "target_score",
    "storytellerRounds": "storyteller_rounds",
    "loneFinder": "lone_finder_scores_4",
    "endOnEmpty": "end_when_draw_pile_runs_out",
    "mimedClues": "clue_mimed_or_sung",
}
"""The setup screen's names for the options, and the rules' own."""

NUMBER_OPTIONS = ("target_score", "storyteller_rounds")

PROBLEM_LINES = {"setup.player_count": "players", "rules.no_end": "end"}
"""Which line of the setup a problem is about (its notice code -> the line's id): that line
shows the warning, no other."""


@dataclass
class Seat:
    uid: int
    """Stays with the player when seats move (the list model keys its rows on it)."""
    name: str
    colour: str
    symbol: str
    computer: str = PERSON
    """"" for a person, else the computer player's level."""


def problem(rules: RuleSet, options: Options, names: list[str], deck_size: int) -> Notice | None:
    """The first reason the game cannot start; None when all is well. The names are checked
    by the rules' own check (its errors carry codes), not a copy of it."""
    try:
        check_names(names)
    except DixitError as e:
        return error_notice(e)
    count = len(names)
    if count not in rules.player_counts:
        bigger = [c for c in rules.player_counts if c > count]
        smaller = [c for c in rules.player_counts if c < count]
        if bigger and (not smaller or bigger[0] - count <= count - smaller[-1]):
            change = bigger[0] - count
        else:
            change = smaller[-1] - count
        return Notice("setup.player_count", {"rules": rules.id, "count": count, "change": change})
    try:
        rules.validate_options(options)
        rules.check_deck_size(count, deck_size)
    except DixitError as e:
        return error_notice(e)
    return None


def remembered(store: Any) -> tuple[list[PlayerSpec] | None, str, dict[str, Any] | None]:
    """The last table the store remembers: its players, rule set and options (a damaged value
    counts as none)."""
    try:
        specs = [PlayerSpec.from_dict(p) for p in store.setting("last_players") or []]
    except (TypeError, ValueError, AttributeError):
        specs = []
    last = store.setting("last_options")
    return (
        specs or None,
        str(store.setting("last_rules", "")),
        last if isinstance(last, dict) else None,
    )


class TableDraft:
    """The seats, rule set, options and deck of the game about to start."""

    def __init__(self, builtin_size: int) -> None:
        self.seats: list[Seat] = []
        self.rules: RuleSet = get_ruleset("classic")
        self.options: Options = self.rules.defaults
        self.builtin_size = builtin_size
        self.photos: Any = None
        self.photo_folder = ""
        self.photo_label = ""
        self.family: Any = None  # the family cards' deck, as mixed (deck.family.family_deck)
        self.family_decks: list[str] = []
        self.family_mix = ""  # mixed with: "" (nothing), "builtin" or "photos"
        self.family_label = ""
        self.family_computers = True
        """Whether the computer players' mind reads drawn cards (by their title and words)."""
        self.computers_possible = True
        """False when the computer players cannot think here (their word list is missing)."""
        self._next_uid = 1
        self._listeners: list[Callable[[], None]] = []
        self.prepare()

    def listen(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` after every change."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in self._listeners:
            callback()

    # --- what it is ------------------------------------------------------------------------------

    @property
    def using_photos(self) -> bool:
        return self.photos is not None

    @property
    def using_family(self) -> bool:
        return self.family is not None

    @property
    def player_count(self) -> int:
        return len(self.seats)

    @property
    def min_seats(self) -> int:
        """The fewest players any rule set plays with."""
        return MIN_TABLE

    @property
    def max_seats(self) -> int:
        """The most players any rule set plays with."""
        return MAX_TABLE

    @property
    def can_add(self) -> bool:
        return len(self.seats) < MAX_TABLE

    @property
    def can_remove(self) -> bool:
        return len(self.seats) > MIN_TABLE

    @property
    def computers_welcome(self) -> bool:
        """Computer players can play with this deck: the built-in deck's pictures or drawn
        cards (read from their words), never photos (they would only pretend to see them)."""
        if self.using_family:
            return self.computers_possible and self.family_computers and self.family_mix != "photos"
        return self.computers_possible and not self.using_photos

    @property
    def deck_size(self) -> int:
        if self.family is not None:
            return len(self.family)
        return len(self.photos) if self.photos is not None else self.builtin_size

    @property
    def cards_needed(self) -> int:
        """How many cards the chosen rule set needs for the players at the table (a full hand
        each and one turn's refill; the rules' own count)."""
        return self.rules.min_deck_size(max(len(self.seats), min(self.rules.player_counts)))

    def game_deck(self) -> tuple[Any, str]:
        """The deck to start the game with (None: the built-in deck) and its photo folder."""
        if self.family is not None:
            return self.family, self.photo_folder if self.family_mix == "photos" else ""
        return self.photos, self.photo_folder

    def deck_problem(self) -> Notice | None:
        """``family.too_few_cards`` (how many are needed, how many there are) when the family
        cards chosen are too few for this rule set and table; else None."""
        if self.family is None or len(self.seats) not in self.rules.player_counts:
            return None
        need, have = self.cards_needed, self.deck_size
        if have >= need:
            return None
        return Notice(
            "family.too_few_cards",
            {"need": need, "have": have, "players": len(self.seats), "rules": self.rules.id},
        )

    @property
    def teams(self) -> bool:
        """Teammates sit opposite (Team rules with an even table)."""
        return self.rules.teams and len(self.seats) % 2 == 0

    def partner(self, seat: int) -> str:
        """The name of the teammate of ``seat`` ("" outside team play)."""
        n = len(self.seats)
        return self.seats[(seat + n // 2) % n].name if self.teams else ""

    def specs(self) -> list[PlayerSpec]:
        return [PlayerSpec(s.name.strip(), s.colour, s.symbol, s.computer) for s in self.seats]

    @property
    def has_computers(self) -> bool:
        return any(s.computer for s in self.seats)

    def problem(self) -> Notice | None:
        if self.seats and all(s.computer for s in self.seats):
            return Notice("setup.needs_a_person")
        if self.has_computers and not self.computers_welcome:
            return Notice(
                "setup.computers_need_the_deck"
                if self.using_photos or self.using_family
                else "setup.computers_unavailable"
            )
        names, short = [s.name for s in self.seats], self.deck_problem()
        found = problem(self.rules, self.options, names, 10_000 if short else self.deck_size)
        return found or short

    def option_values(self) -> dict[str, Any]:
        """The options under the setup screen's names (0: no limit)."""
        return {
            qml: (getattr(self.options, field) or 0)
            if field in NUMBER_OPTIONS
            else bool(getattr(self.options, field))
            for qml, field in OPTION_FIELDS.items()
        }

    def options_allowed(self) -> dict[str, bool]:
        return {qml: field in self.rules.options_allowed for qml, field in OPTION_FIELDS.items()}

    def problem_line(self) -> str:
        """The id of the setup line the problem is about ("players", "end"; "" for none)."""
        found = self.problem()
        return PROBLEM_LINES.get(found.code, "") if found is not None else ""

    @property
    def people(self) -> int:
        return sum(1 for s in self.seats if not s.computer)

    def presets(self) -> list[tuple[quick.Preset, Options, int | None]]:
        """Each quick preset of the rule set: the options it gives and about how many minutes
        such a game takes at this table (None when the table cannot play it yet)."""
        out = []
        for preset in quick.presets(self.rules):
            options = preset.applied_to(self.options)
            took = quick.minutes(
                self.rules, options, self.people, len(self.seats) - self.people, self.deck_size
            )
            out.append((preset, options, took))
        return out

    @property
    def active_preset(self) -> str:
        """The preset the options match ("" once the ending was changed by hand)."""
        return quick.active(self.rules, self.options)

    # --- edits ---------------------------------------------------------------------------------

    def prepare(
        self,
        specs: list[PlayerSpec] | None = None,
        rules: str = "",
        options: dict[str, Any] | None = None,
    ) -> None:
        """Start from ``specs`` (or four default players), rule set and options (options that
        no longer validate are dropped for the rule set's defaults)."""
        self.seats = []
        chosen = specs or [
            PlayerSpec(DEFAULT_NAMES[i], COLOURS[i].id, SYMBOLS[i]) for i in range(4)
        ]
        for spec in chosen[:MAX_TABLE]:
            seat = Seat(self._next_uid, spec.name, spec.colour, spec.symbol, spec.computer)
            self.seats.append(seat)
            self._next_uid += 1
        if rules in RULESETS:
            self.rules = RULESETS[rules]
            self.options = self.rules.defaults
            if options:
                try:
                    opts = Options.from_dict(options)
                    self.rules.validate_options(opts)
                    self.options = opts
                except (DixitError, TypeError, ValueError, AttributeError):
                    pass
        self._changed()

    def use_photos(self, deck: Any, folder: str, label: str) -> None:
        """Play with a photo deck (None: the built-in deck)."""
        self.photos = deck
        self.photo_folder = folder if deck is not None else ""
        self.photo_label = label if deck is not None else ""
        self._changed()

    def use_family(self, deck: Any, deck_ids: list[str], mix: str = "", label: str = "") -> None:
        """Play with ``deck``, made of the family decks ``deck_ids`` mixed as ``mix`` says
        ("", "builtin", "photos": the photo folder chosen stays); None: no family cards."""
        self.family = deck
        self.family_decks = list(deck_ids) if deck is not None else []
        self.family_mix = mix if deck is not None else ""
        self.family_label = label if deck is not None else ""
        self._changed()

    def add(self) -> None:
        """One more seat, with the first free name, colour and rabbit."""
        if not self.can_add:
            return
        used_n = {s.name.casefold() for s in self.seats}
        used_c = {s.colour for s in self.seats}
        used_s = {s.symbol for s in self.seats}
        name = next((n for n in DEFAULT_NAMES if n.casefold() not in used_n), "")
        colour = next(c.id for c in COLOURS if c.id not in used_c)
        symbol = next(s for s in SYMBOLS if s not in used_s)
        self.seats.append(Seat(self._next_uid, name, colour, symbol))
        self._next_uid += 1
        self._changed()

    def remove(self, seat: int) -> None:
        if self.can_remove and 0 <= seat < len(self.seats):
            del self.seats[seat]
            self._changed()

    def move(self, seat: int, delta: int) -> None:
        to = seat + delta
        if 0 <= seat < len(self.seats) and 0 <= to < len(self.seats):
            self.seats[seat], self.seats[to] = self.seats[to], self.seats[seat]
            self._changed()

    def rename(self, seat: int, name: str) -> None:
        if 0 <= seat < len(self.seats):
            self.seats[seat].name = name[: MAX_NAME_LENGTH + NAME_SLACK]
            self._changed()

    def set_player(self, seat: int, computer: str) -> None:
        """A person plays ``seat`` (""), or a computer player of that level."""
        valid = 0 <= seat < len(self.seats) and computer in (PERSON, *LEVELS)
        if valid and self.seats[seat].computer != computer:
            self.seats[seat].computer = computer
            self._changed()

    def set_colour(self, seat: int, colour_id: str) -> None:
        self._set_unique(seat, "colour", colour_id, {c.id for c in COLOURS})

    def set_symbol(self, seat: int, symbol: str) -> None:
        self._set_unique(seat, "symbol", symbol, set(SYMBOLS))

    def _set_unique(self, seat: int, key: str, value: str, valid: set[str]) -> None:
        """Colours and rabbits stay unique: taking one another player has swaps the two."""
        if not 0 <= seat < len(self.seats) or value not in valid:
            return
        mine = getattr(self.seats[seat], key)
        for s in self.seats:
            if getattr(s, key) == value:
                setattr(s, key, mine)
        setattr(self.seats[seat], key, value)
        self._changed()

    def choose_rules(self, rules_id: str) -> None:
        if rules_id in RULESETS and rules_id != self.rules.id:
            self.rules = RULESETS[rules_id]
            self.options = self.rules.defaults
            self._changed()

    def choose_preset(self, preset_id: str) -> None:
        """End the game as the preset says (the other options stay)."""
        preset = quick.find(self.rules, preset_id)
        if preset is not None:
            self.options = preset.applied_to(self.options)
            self._changed()

    def set_option(self, name: str, value: Any) -> None:
        """Set the option the setup screen calls ``name``; a value the rule set does not allow
        changes nothing."""
        field = OPTION_FIELDS.get(name)
        if field is None or field not in self.rules.options_allowed:
            return
        new_value: Any
        if field in NUMBER_OPTIONS:
            try:
                number = int(value or 0)
            except (TypeError, ValueError):
                return
            new_value = number if number > 0 else None
        else:
            new_value = bool(value)
        self.options = replace(self.options, **{field: new_value})
        self._changed()
