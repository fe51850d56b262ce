"""The setup screen's state: players (name, colour, symbol, seat order), the rule set with its
options, and every reason the game cannot start yet, explained in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from dixit_desktop.rules import (
    RULESETS,
    DixitError,
    Options,
    RuleSet,
    get_ruleset,
)
from dixit_desktop.rules.game import MAX_NAME_LENGTH

from .listmodel import RowsModel
from .models import ChoiceModel
from .palette import COLOURS, DEFAULT_NAMES, SYMBOL_NAMES, SYMBOLS, colour
from .texts import player_range, ruleset_name, ruleset_summary, tr

MIN_TABLE = 3
MAX_TABLE = 12


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    colour: str
    symbol: str

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour, "symbol": self.symbol}


class SetupPlayersModel(RowsModel):
    KEY = "uid"
    ROLES = ("uid", "seat", "name", "colour", "colourHex", "ink", "symbol", "symbolName", "partner")


class SetupController(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: list[dict[str, Any]] = []
        self._next_uid = 1
        self._rules: RuleSet = get_ruleset("classic")
        self._options: Options = self._rules.defaults
        self._deck_size = 84
        self._deck_builtin = True
        self._deck_label = tr("Dixit Desktop deck")
        self._model = SetupPlayersModel(self)
        self._rules_model = ChoiceModel(self)
        self._colours = ChoiceModel(self)
        self._symbols = ChoiceModel(self)
        self.prepare()

    # --- state ---------------------------------------------------------------------------------

    def prepare(
        self,
        remembered: list[PlayerSpec] | None = None,
        rules: str = "",
        options: dict[str, Any] | None = None,
    ) -> None:
        """Start from the remembered table (or four default players), rule set and options
        (options that no longer validate are dropped for the rule set's defaults)."""
        self._players = []
        specs = remembered or [
            PlayerSpec(DEFAULT_NAMES[i], COLOURS[i].id, SYMBOLS[i]) for i in range(4)
        ]
        for s in specs:
            self._players.append(
                {"uid": self._next_uid, "name": s.name, "colour": s.colour, "symbol": s.symbol}
            )
            self._next_uid += 1
        if rules in RULESETS:
            self._rules = RULESETS[rules]
            self._options = self._rules.defaults
            if options:
                try:
                    opts = Options.from_dict(options)
                    self._rules.validate_options(opts)
                    self._options = opts
                except DixitError:
                    pass
        self._publish()

    def set_deck(self, size: int, label: str) -> None:
        """The deck the game will use: its size and name (empty: the built-in deck)."""
        self._deck_size = size
        self._deck_builtin = not label
        self._deck_label = label or tr("Dixit Desktop deck")
        self._publish()

    def result(self) -> tuple[RuleSet, Options, list[PlayerSpec]]:
        specs = [PlayerSpec(p["name"].strip(), p["colour"], p["symbol"]) for p in self._players]
        return self._rules, self._options, specs

    def problem(self) -> str:
        """The first reason the game cannot start, as a sentence; empty when all is well."""
        names = [" ".join(p["name"].split()) for p in self._players]
        for i, n in enumerate(names):
            if not n:
                return tr("Player %1 needs a name.", "Setup").replace("%1", str(i + 1))
            if len(n) > MAX_NAME_LENGTH:
                return tr("%1's name is too long.", "Setup").replace("%1", n[:12] + "…")
        folded = [n.casefold() for n in names]
        for n in names:
            if folded.count(n.casefold()) > 1:
                return tr(
                    "Two players are called %1: give each a different name.", "Setup"
                ).replace("%1", n)
        rs = self._rules
        count = len(self._players)
        if count not in rs.player_counts:
            advice = self._count_advice(rs, count)
            return (
                tr("%1 is for %2; you have %3 players.", "Setup")
                .replace("%1", ruleset_name(rs))
                .replace("%2", player_range(rs))
                .replace("%3", str(count))
                + " "
                + advice
            )
        try:
            rs.validate_options(self._options)
            rs.check_deck_size(count, self._deck_size)
        except DixitError as e:
            return str(e)
        return ""

    @staticmethod
    def _count_advice(rs: RuleSet, count: int) -> str:
        bigger = [c for c in rs.player_counts if c > count]
        smaller = [c for c in rs.player_counts if c < count]
        if bigger and (not smaller or bigger[0] - count <= count - smaller[-1]):
            n = bigger[0] - count
            return tr("Add %n player(s), or choose another way to play.", "Setup", n)
        n = count - smaller[-1]
        return tr("Remove %n player(s), or choose another way to play.", "Setup", n)

    # --- publishing to the models ----------------------------------------------------------------

    def refresh(self) -> None:
        """Publish again (after a change of language)."""
        if self._deck_builtin:
            self._deck_label = tr("Dixit Desktop deck")
        self._publish()

    def _publish(self) -> None:
        n = len(self._players)
        team = self._rules.teams and n % 2 == 0
        rows = []
        for seat, p in enumerate(self._players):
            c = colour(p["colour"])
            partner = ""
            if team:
                partner = self._players[(seat + n // 2) % n]["name"]
            rows.append(
                {
                    "uid": p["uid"],
                    "seat": seat,
                    "name": p["name"],
                    "colour": p["colour"],
                    "colourHex": c.hex,
                    "ink": c.ink,
                    "symbol": p["symbol"],
                    "symbolName": tr(SYMBOL_NAMES[p["symbol"]], "Symbols"),
                    "partner": partner,
                }
            )
        self._model.set_rows(rows)
        self._rules_model.set_rows(
            [
                {
                    "id": rs.id,
                    "name": ruleset_name(rs),
                    "detail": player_range(rs),
                    "colour": "",
                    "ink": "",
                    "symbol": "",
                    "available": n in rs.player_counts,
                    "chosen": rs.id == self._rules.id,
                }
                for rs in RULESETS.values()
            ]
        )
        used_c = {p["colour"] for p in self._players}
        self._colours.set_rows(
            [
                {
                    "id": c.id,
                    "name": tr(c.name, "Colours"),
                    "detail": "",
                    "colour": c.hex,
                    "ink": c.ink,
                    "symbol": "",
                    "available": True,
                    "chosen": c.id in used_c,
                }
                for c in COLOURS
            ]
        )
        used_s = {p["symbol"] for p in self._players}
        self._symbols.set_rows(
            [
                {
                    "id": s,
                    "name": tr(SYMBOL_NAMES[s], "Symbols"),
                    "detail": "",
                    "colour": "",
                    "ink": "",
                    "symbol": s,
                    "available": True,
                    "chosen": s in used_s,
                }
                for s in SYMBOLS
            ]
        )
        self.changed.emit()

    # --- properties ----------------------------------------------------------------------------

    players = Property(QObject, lambda self: self._model, constant=True)
    rulesets = Property(QObject, lambda self: self._rules_model, constant=True)
    colours = Property(QObject, lambda self: self._colours, constant=True)
    symbols = Property(QObject, lambda self: self._symbols, constant=True)
    playerCount = Property(int, lambda self: len(self._players), notify=changed)
    canAdd = Property(bool, lambda self: len(self._players) < MAX_TABLE, notify=changed)
    canRemove = Property(bool, lambda self: len(self._players) > MIN_TABLE, notify=changed)
    rulesId = Property(str, lambda self: self._rules.id, notify=changed)
    rulesName = Property(str, lambda self: ruleset_name(self._rules), notify=changed)
    rulesSummary = Property(str, lambda self: ruleset_summary(self._rules), notify=changed)
    rulesRange = Property(str, lambda self: player_range(self._rules), notify=changed)
    problemText = Property(str, lambda self: self.problem(), notify=changed)
    canStart = Property(bool, lambda self: not self.problem(), notify=changed)
    deckLabel = Property(str, lambda self: self._deck_label, notify=changed)
    deckSize = Property(int, lambda self: self._deck_size, notify=changed)
    isTeam = Property(bool, lambda self: self._rules.teams, notify=changed)

    def _opt(self) -> dict[str, Any]:
        o = self._options
        return {
            "targetScore": o.target_score or 0,
            "storytellerRounds": o.storyteller_rounds or 0,
            "loneFinder": o.lone_finder_scores_4,
            "endOnEmpty": o.end_when_draw_pile_runs_out,
            "mimedClues": o.clue_mimed_or_sung,
        }

    options = Property(dict, _opt, notify=changed)

    def _allowed(self) -> dict[str, bool]:
        allowed = self._rules.options_allowed
        return {
            "targetScore": "target_score" in allowed,
            "storytellerRounds": "storyteller_rounds" in allowed,
            "loneFinder": "lone_finder_scores_4" in allowed,
            "endOnEmpty": "end_when_draw_pile_runs_out" in allowed,
            "mimedClues": "clue_mimed_or_sung" in allowed,
        }

    optionsAllowed = Property(dict, _allowed, notify=changed)
    optionsNote = Property(
        str,
        lambda self: (
            tr(self._rules.restricted_options_reason, "Rules")
            if self._rules.restricted_options_reason
            else ""
        ),
        notify=changed,
    )

    # --- intents -------------------------------------------------------------------------------

    @Slot()
    def addPlayer(self) -> None:
        if len(self._players) >= MAX_TABLE:
            return
        used_n = {p["name"].casefold() for p in self._players}
        used_c = {p["colour"] for p in self._players}
        used_s = {p["symbol"] for p in self._players}
        name = next((n for n in DEFAULT_NAMES if n.casefold() not in used_n), "")
        c = next(c.id for c in COLOURS if c.id not in used_c)
        s = next(s for s in SYMBOLS if s not in used_s)
        self._players.append({"uid": self._next_uid, "name": name, "colour": c, "symbol": s})
        self._next_uid += 1
        self._publish()

    @Slot(int)
    def removePlayer(self, seat: int) -> None:
        if len(self._players) > MIN_TABLE and 0 <= seat < len(self._players):
            del self._players[seat]
            self._publish()

    @Slot(int, int)
    def movePlayer(self, seat: int, delta: int) -> None:
        to = seat + delta
        if 0 <= seat < len(self._players) and 0 <= to < len(self._players):
            p = self._players
            p[seat], p[to] = p[to], p[seat]
            self._publish()

    @Slot(int, str)
    def setName(self, seat: int, name: str) -> None:
        if 0 <= seat < len(self._players):
            self._players[seat]["name"] = name[: MAX_NAME_LENGTH + 8]
            self._publish()

    @Slot(int, str)
    def setColour(self, seat: int, colour_id: str) -> None:
        self._set_unique(seat, "colour", colour_id, {c.id for c in COLOURS})

    @Slot(int, str)
    def setSymbol(self, seat: int, symbol: str) -> None:
        self._set_unique(seat, "symbol", symbol, set(SYMBOLS))

    def _set_unique(self, seat: int, key: str, value: str, valid: set[str]) -> None:
        """Colours and symbols stay unique: taking one another player has swaps the two."""
        if not 0 <= seat < len(self._players) or value not in valid:
            return
        mine = self._players[seat][key]
        for p in self._players:
            if p[key] == value:
                p[key] = mine
        self._players[seat][key] = value
        self._publish()

    @Slot(str)
    def chooseRules(self, rules_id: str) -> None:
        if rules_id in RULESETS and rules_id != self._rules.id:
            self._rules = RULESETS[rules_id]
            self._options = self._rules.defaults
            self._publish()

    @Slot(str, "QVariant")
    def setOption(self, name: str, value: Any) -> None:
        field = {
            "targetScore": "target_score",
            "storytellerRounds": "storyteller_rounds",
            "loneFinder": "lone_finder_scores_4",
            "endOnEmpty": "end_when_draw_pile_runs_out",
            "mimedClues": "clue_mimed_or_sung",
        }.get(name)
        if field is None or field not in self._rules.options_allowed:
            return
        if field in ("target_score", "storyteller_rounds"):
            number = int(value or 0)
            new_value: Any = number if number > 0 else None
        else:
            new_value = bool(value)
        from dataclasses import replace

        self._options = replace(self._options, **{field: new_value})
        self._publish()
