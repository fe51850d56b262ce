"""The rule set and its options on the setup screen (its seats are :mod:`.setup`'s): both
show one :class:`~dixit_desktop.session.table.TableDraft`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.words import ruleset_name, ruleset_summary, tr

from . import rows, wiring
from .base import model_property
from .models import ChoiceModel

if TYPE_CHECKING:
    from dixit_desktop.session.table import TableDraft

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class GameRules(QObject):
    changed = Signal()

    def __init__(self, draft: TableDraft, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self._rulesets = ChoiceModel(self)
        draft.listen(self._publish)
        self._publish()

    @staticmethod
    def create(engine: Any) -> GameRules:
        return wiring.of(engine).game_rules

    def retranslate(self) -> None:
        self._publish()

    def _publish(self) -> None:
        self._rulesets.set_rows(rows.ruleset_rows(self._draft))
        self.changed.emit()

    def _note(self) -> str:
        why = self._draft.rules.restricted_options_reason
        return tr(why, "Rules") if why else ""

    rulesets = model_property("_rulesets")
    rulesId = Property(str, lambda self: self._draft.rules.id, notify=changed)
    rulesName = Property(str, lambda self: ruleset_name(self._draft.rules), notify=changed)
    rulesSummary = Property(str, lambda self: ruleset_summary(self._draft.rules), notify=changed)
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

    @Slot(str, "QVariant")
    def setOption(self, name: str, value: Any) -> None:
        self._draft.set_option(name, value)
