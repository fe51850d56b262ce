"""Which view-model objects an engine's QML singletons are: app.py builds them and attaches
them to the engine before loading the QML; each singleton's ``create(engine)`` looks here.

This is the only link between Python and QML objects: no context properties, no module-level
instance. Tests build their own view-models around a session and attach them the same way.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .album import Album
    from .cards import Cards
    from .choice import Choice
    from .computer import Computer
    from .deckchoice import DeckChoice
    from .drawing import Drawing
    from .familycards import FamilyCards
    from .gamerules import GameRules
    from .handoff import Handoff
    from .history import History
    from .kiosk import Kiosk
    from .navigator import Navigator
    from .round import Round
    from .settings import Settings
    from .setup import Setup
    from .tablescreen import TableScreen
    from .timers import Timers


@dataclass(frozen=True)
class ViewModels:
    navigator: Navigator
    handoff: Handoff
    choice: Choice
    round: Round
    history: History
    computer: Computer
    setup: Setup
    game_rules: GameRules
    cards: Cards
    settings: Settings
    kiosk: Kiosk
    album: Album
    table_screen: TableScreen
    timers: Timers
    drawing: Drawing
    family_cards: FamilyCards
    deck_choice: DeckChoice

    def all(self) -> tuple[QObject, ...]:
        return (
            self.navigator,
            self.handoff,
            self.choice,
            self.round,
            self.history,
            self.computer,
            self.setup,
            self.game_rules,
            self.cards,
            self.settings,
            self.kiosk,
            self.album,
            self.table_screen,
            self.timers,
            self.drawing,
            self.family_cards,
            self.deck_choice,
        )


_BY_ENGINE: weakref.WeakKeyDictionary[QObject, ViewModels] = weakref.WeakKeyDictionary()


def attach(engine: QObject, vms: ViewModels) -> None:
    """Make ``vms`` the singletons of ``engine`` (call before loading any QML)."""
    _BY_ENGINE[engine] = vms


def of(engine: QObject) -> ViewModels:
    try:
        return _BY_ENGINE[engine]
    except KeyError:
        raise RuntimeError("no view-models attached to this QML engine (see app.py)") from None
