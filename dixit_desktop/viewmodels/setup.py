"""The setup screen: players (name, colour, symbol, seat order), the rule set with its
options, the deck, and every reason the game cannot start yet, explained in words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.look.palette import COLOURS, DEFAULT_NAMES, SYMBOL_NAMES, SYMBOLS
from dixit_desktop.notices import Notice
from dixit_desktop.rules import RULESETS, DixitError, Options, RuleSet, get_ruleset
from dixit_desktop.rules.checks import check_names
from dixit_desktop.rules.game import MAX_NAME_LENGTH
from dixit_desktop.rules.rulesets import ROUNDS_MAX, ROUNDS_MIN, TARGET_MAX, TARGET_MIN
from dixit_desktop.session import Change, PlayerSpec, Session, error_notice
from dixit_desktop.words import player_range, ruleset_name, ruleset_summary, text, tr

from . import wiring
from .base import SessionViewModel
from .listmodel import RowsModel
from .models import ChoiceModel
from .rows import player_look

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

MIN_TABLE = min(c for rs in RULESETS.values() for c in rs.player_counts)
MAX_TABLE = max(c for rs in RULESETS.values() for c in rs.player_counts)

# QML's names for the options, and the rules' own
OPTION_FIELDS = {
    "targetScore": "target_score",
    "storytellerRounds": "storyteller_rounds",
    "loneFinder": "lone_finder_scores_4",
    "endOnEmpty": "end_when_draw_pile_runs_out",
    "mimedClues": "clue_mimed_or_sung",
}


class SetupPlayersModel(RowsModel):
    KEY = "uid"
    ROLES = (
        "uid",
        "seat",
        "name",
        "colour",
        "colourHex",
        "ink",
        "paperColour",
        "paperInk",
        "symbol",
        "symbolName",
        "partner",
    )


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


@QmlElement
@QmlSingleton
class Setup(SessionViewModel):
    changed_ = Signal()

    def __init__(self, session: Session, builtin_size: int, parent: QObject | None = None) -> None:
        self._players: list[dict[str, Any]] = []
        self._next_uid = 1
        self._rules: RuleSet = get_ruleset("classic")
        self._options: Options = self._rules.defaults
        self._builtin_size = builtin_size
        self._photos: Any = None
        self._photo_folder = ""
        self._photo_label = ""
        self._model = SetupPlayersModel()
        self._rules_model = ChoiceModel()
        self._colours = ChoiceModel()
        self._symbols = ChoiceModel()
        super().__init__(session, parent)
        for m in (self._model, self._rules_model, self._colours, self._symbols):
            m.setParent(self)
        self.prepare()

    @staticmethod
    def create(engine: Any) -> Setup:
        return wiring.of(engine).setup

    def changed(self, change: Change) -> None:
        pass

    def retranslate(self) -> None:
        self._publish()

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
        for s in specs[:MAX_TABLE]:
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
                except (DixitError, TypeError, ValueError, AttributeError):
                    pass
        self._publish()

    def use_photos(self, deck: Any, folder: str, label: str) -> None:
        """Play with a photo deck (None: the built-in deck)."""
        self._photos = deck
        self._photo_folder = folder if deck is not None else ""
        self._photo_label = label if deck is not None else ""
        self._publish()

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def using_photos(self) -> bool:
        return self._photos is not None

    @property
    def player_count(self) -> int:
        return len(self._players)

    def specs(self) -> list[PlayerSpec]:
        return [PlayerSpec(p["name"].strip(), p["colour"], p["symbol"]) for p in self._players]

    def _deck_size(self) -> int:
        return len(self._photos) if self._photos is not None else self._builtin_size

    def problem(self) -> Notice | None:
        names = [p["name"] for p in self._players]
        return problem(self._rules, self._options, names, self._deck_size())

    # --- publishing to the models ----------------------------------------------------------------

    def _publish(self) -> None:
        n = len(self._players)
        team = self._rules.teams and n % 2 == 0
        rows = []
        for seat, p in enumerate(self._players):
            look = player_look(PlayerSpec(p["name"], p["colour"], p["symbol"]))
            rows.append(
                {
                    "uid": p["uid"],
                    "seat": seat,
                    "name": p["name"],
                    "colour": p["colour"],
                    "colourHex": look["colour"],
                    "ink": look["ink"],
                    "paperColour": look["paperColour"],
                    "paperInk": look["paperInk"],
                    "symbol": p["symbol"],
                    "symbolName": tr(SYMBOL_NAMES[p["symbol"]], "Symbols"),
                    "partner": self._players[(seat + n // 2) % n]["name"] if team else "",
                }
            )
        self._model.set_rows(rows)
        self._rules_model.set_rows([self._rules_row(rs, n) for rs in RULESETS.values()])
        used_c = {p["colour"] for p in self._players}
        self._colours.set_rows(
            [
                {
                    "id": c.id,
                    "name": tr(c.name, "Colours"),
                    "detail": "",
                    "colour": c.hex,
                    "ink": c.ink,
                    "paperColour": c.on_paper or c.hex,
                    "paperInk": c.paper_ink,
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
        self.changed_.emit()

    def _rules_row(self, rs: RuleSet, n: int) -> dict[str, Any]:
        return {
            "id": rs.id,
            "name": ruleset_name(rs),
            "detail": player_range(rs),
            "colour": "",
            "ink": "",
            "symbol": "",
            "available": n in rs.player_counts,
            "chosen": rs.id == self._rules.id,
        }

    # --- properties ----------------------------------------------------------------------------

    players = Property(QObject, lambda self: self._model, constant=True)
    rulesets = Property(QObject, lambda self: self._rules_model, constant=True)
    colours = Property(QObject, lambda self: self._colours, constant=True)
    symbols = Property(QObject, lambda self: self._symbols, constant=True)
    playerCount = Property(int, lambda self: len(self._players), notify=changed_)
    minPlayers = Property(int, lambda self: MIN_TABLE, constant=True)
    maxPlayers = Property(int, lambda self: MAX_TABLE, constant=True)
    maxNameLength = Property(int, lambda self: MAX_NAME_LENGTH, constant=True)
    canAdd = Property(bool, lambda self: len(self._players) < MAX_TABLE, notify=changed_)
    canRemove = Property(bool, lambda self: len(self._players) > MIN_TABLE, notify=changed_)
    rulesId = Property(str, lambda self: self._rules.id, notify=changed_)
    rulesName = Property(str, lambda self: ruleset_name(self._rules), notify=changed_)
    rulesSummary = Property(str, lambda self: ruleset_summary(self._rules), notify=changed_)
    rulesRange = Property(str, lambda self: player_range(self._rules), notify=changed_)
    problemText = Property(str, lambda self: text(self.problem()), notify=changed_)
    canStart = Property(bool, lambda self: self.problem() is None, notify=changed_)
    deckLabel = Property(
        str,
        lambda self: self._photo_label or tr("Dixit Desktop deck"),
        notify=changed_,
    )
    deckSize = Property(int, _deck_size, notify=changed_)
    isTeam = Property(bool, lambda self: self._rules.teams, notify=changed_)

    def _opt(self) -> dict[str, Any]:
        o = self._options
        return {
            "targetScore": o.target_score or 0,
            "storytellerRounds": o.storyteller_rounds or 0,
            "loneFinder": o.lone_finder_scores_4,
            "endOnEmpty": o.end_when_draw_pile_runs_out,
            "mimedClues": o.clue_mimed_or_sung,
        }

    options = Property(dict, _opt, notify=changed_)
    optionRanges = Property(
        dict,
        lambda self: {
            "targetScore": {"min": TARGET_MIN, "max": TARGET_MAX, "step": 5},
            "storytellerRounds": {"min": ROUNDS_MIN, "max": ROUNDS_MAX, "step": 1},
        },
        constant=True,
    )
    optionsAllowed = Property(
        dict,
        lambda self: {
            qml: field in self._rules.options_allowed for qml, field in OPTION_FIELDS.items()
        },
        notify=changed_,
    )
    optionsNote = Property(
        str,
        lambda self: (
            tr(self._rules.restricted_options_reason, "Rules")
            if self._rules.restricted_options_reason
            else ""
        ),
        notify=changed_,
    )

    # --- intents -------------------------------------------------------------------------------

    @Slot()
    def newGame(self) -> None:
        """Open setup with the last table's players, rule set and options (or four new
        players)."""
        s = self._session
        specs: list[PlayerSpec] | None = s.specs or None
        rules = s.game.rules.id if s.game else ""
        options: dict[str, Any] | None = s.game.options.to_dict() if s.game else None
        store: Any = s.store
        if specs is None and store is not None:
            try:
                specs = [PlayerSpec.from_dict(p) for p in store.setting("last_players") or []]
            except (TypeError, ValueError):
                specs = None
            rules = str(store.setting("last_rules", ""))
            last = store.setting("last_options")
            options = last if isinstance(last, dict) else None
        self.prepare(specs or None, rules, options)
        s.prepare_setup()

    @Slot()
    def startGame(self) -> None:
        """Start the game set up here (refused with a notice if it cannot start)."""
        why = self.problem()
        if why is not None:
            self._session.say(why)
            return
        self._session.start_game(
            self._rules, self._options, self.specs(), self._photos, self._photo_folder
        )

    @Slot()
    def addPlayer(self) -> None:
        if len(self._players) >= MAX_TABLE:
            return
        used_n = {p["name"].casefold() for p in self._players}
        used_c = {p["colour"] for p in self._players}
        used_s = {p["symbol"] for p in self._players}
        name = next((n for n in DEFAULT_NAMES if n.casefold() not in used_n), "")
        c = next(c.id for c in COLOURS if c.id not in used_c)
        sym = next(s for s in SYMBOLS if s not in used_s)
        self._players.append({"uid": self._next_uid, "name": name, "colour": c, "symbol": sym})
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
        field = OPTION_FIELDS.get(name)
        if field is None or field not in self._rules.options_allowed:
            return
        new_value: Any
        if field in ("target_score", "storyteller_rounds"):
            try:
                number = int(value or 0)
            except (TypeError, ValueError):
                return
            new_value = number if number > 0 else None
        else:
            new_value = bool(value)
        self._options = replace(self._options, **{field: new_value})
        self._publish()
