"""The rules of Dixit as a pure, replayable Python core. Imports no Qt.

Typical use::

    game = Game("classic", ["Mia", "Leo", "Ada"], deck, seed=7)
    view = game.view(player)          # what that player may see and do
    game.apply(GiveClue(0, card, "rebirth"))

``game`` holds :class:`Game` (state and what each action changes); ``checks`` the checks
before any change (setup and actions); ``saves`` saving and replaying; ``errors`` every
error's code and parameters; ``rulesets``, ``scoring``, ``views``, ``actions`` and ``rng``
the rest of the rules; ``simulate`` and ``invariants`` play and check random games.
"""

from .actions import Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
from .errors import *  # noqa: F403 - the error types are part of the public API
from .errors import DixitError, IllegalActionError, SetupError
from .game import Game
from .rulesets import (
    DEFAULT_RULESET,
    OPTION_LABELS,
    RULESETS,
    EmptyPile,
    Options,
    RuleSet,
    ScoringMode,
    get_ruleset,
)
from .scoring import Reason, ReasonCode, ScoreLine
from .views import Clue, Phase, PlayerView, Request, RequestKind, TurnRecord

__all__ = [
    "DEFAULT_RULESET",
    "OPTION_LABELS",
    "RULESETS",
    "Action",
    "ChooseGiver",
    "Clue",
    "ClueKind",
    "DixitError",
    "EmptyPile",
    "Game",
    "GiveClue",
    "IllegalActionError",
    "Options",
    "Phase",
    "PlayCards",
    "PlayerView",
    "Reason",
    "ReasonCode",
    "Request",
    "RequestKind",
    "RuleSet",
    "ScoreLine",
    "ScoringMode",
    "SetupError",
    "TurnRecord",
    "Vote",
    "get_ruleset",
]
