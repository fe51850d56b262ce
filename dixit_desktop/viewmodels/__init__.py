"""One small view-model per feature, each a QML singleton of ``DixitDesktop.Backend`` with
only the properties and slots its screens use. app.py builds them around one
:class:`~dixit_desktop.session.Session` and attaches them to the engine (:mod:`.wiring`)."""

from .album import Album
from .cards import Cards
from .choice import Choice
from .computer import Computer
from .deckchoice import DeckChoice
from .drawing import Drawing
from .drawingcanvas import DrawingCanvas
from .familycards import FamilyCards
from .gamerules import GameRules
from .handoff import Handoff
from .history import History
from .kiosk import Kiosk
from .navigator import Navigator
from .round import Round
from .settings import Settings
from .setup import Setup
from .steps import Steps
from .tablescreen import TableScreen
from .timers import Timers
from .wiring import ViewModels, attach

__all__ = [
    "Album",
    "Cards",
    "Choice",
    "Computer",
    "DeckChoice",
    "Drawing",
    "DrawingCanvas",
    "FamilyCards",
    "GameRules",
    "Handoff",
    "History",
    "Kiosk",
    "Navigator",
    "Round",
    "Settings",
    "Setup",
    "Steps",
    "TableScreen",
    "Timers",
    "ViewModels",
    "attach",
]
