"""The rule set and its options on the setup screen (its seats are :mod:`.setup`'s): both
show one :class:`~dixit_desktop.session.table.TableDraft`. The summary of the game and the
quick presets are made from the draft's rule set, options and players, on every change."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.words import ruleset_name, sentences, tr

from . import rows, wiring
from .base import model_property
from .models import ChoiceModel

if TYPE_CHECKING:
    from dixit_desktop.session.table import TableDraft

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


def _preset_rows(draft: TableDraft) -> list[rows.Row]:
    """The quick presets: name, ending and minutes at this table, and which one is chosen."""
    from dixit_desktop.words_howto import preset_detail, preset_name

    active = draft.active_preset
    return [
        {
            "id": preset.id,
            "name": preset_name(preset.id),
            "detail": preset_detail(options, minutes),
            "available": True,
            "chosen": preset.id == active,
        }
        for preset, options, minutes in draft.presets()
    ]


@QmlElement
@QmlSingleton
class GameRules(QObject):
    changed = Signal()

    def __init__(self, draft: TableDraft, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self._rulesets = ChoiceModel(self)
        self._presets = ChoiceModel(self)
        self._presets_shown = False
        """The presets' minutes come from the simulator: worked out only once a setup screen
        shows them, never while the app starts."""
        self._summary: list[dict[str, object]] = []
        draft.listen(self._publish)
        self._publish()

    @staticmethod
    def create(engine: Any) -> GameRules:
        return wiring.of(engine).game_rules

    def retranslate(self) -> None:
        self._publish()

    def _publish(self) -> None:
        from dixit_desktop.words_howto import summary

        d = self._draft
        self._rulesets.set_rows(rows.ruleset_rows(d))
        if self._presets_shown:
            self._presets.set_rows(_preset_rows(d))
        warn = d.problem_line()
        self._summary = [
            {**line, "warn": bool(line["warn"]) or line["id"] == warn}
            for line in summary(d.rules, d.options, d.player_count)
        ]
        self.changed.emit()

    def _note(self) -> str:
        why = self._draft.rules.restricted_options_reason
        return tr(why, "Rules") if why else ""

    rulesets = model_property("_rulesets")
    presets = model_property("_presets")
    """The quick presets (rows: id, name, detail with the minutes, chosen)."""
    rulesId = Property(str, lambda self: self._draft.rules.id, notify=changed)
    rulesName = Property(str, lambda self: ruleset_name(self._draft.rules), notify=changed)
    summary = Property(list, lambda self: self._summary, notify=changed)
    """The game about to start, line by line: {id, text, warn}; the line a problem of the
    setup is about warns (no ending chosen: the "end" line)."""
    rulesSummary = Property(
        str, lambda self: sentences(*(str(line["text"]) for line in self._summary)), notify=changed
    )
    options = Property(dict, lambda self: self._draft.option_values(), notify=changed)
    optionRanges = Property(
        dict,
        lambda self: {
            "targetScore": {"min": rules.TARGET_MIN, "max": rules.TARGET_MAX, "step": 5},
            "storytellerRounds": {"min": rules.ROUNDS_MIN, "max": rules.ROUNDS_MAX, "step": 1},
        },
        constant=True,
    )
    optionsAllowed = Property(dict, lambda self: self._draft.options_allowed(), notify=changed)
    optionsNote = Property(str, _note, notify=changed)

    @Slot(str)
    def chooseRules(self, rules_id: str) -> None:
        self._draft.choose_rules(rules_id)

    @Slot()
    def showPresets(self) -> None:
        """A setup screen shows the presets: fill them in, and keep them up to date."""
        if not self._presets_shown:
            self._presets_shown = True
            self._publish()

    @Slot(str)
    def choosePreset(self, preset_id: str) -> None:
        self._draft.choose_preset(preset_id)

    @Slot(str, "QVariant")
    def setOption(self, name: str, value: Any) -> None:
        self._draft.set_option(name, value)
