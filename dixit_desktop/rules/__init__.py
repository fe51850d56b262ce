"""The rules of Dixit as a pure, replayable Python core. Imports no Qt.

Typical use::

    game = Game("classic", ["Mia", "Leo", "Ada"], deck, seed=7)
    view = game.view(player)          # what that player may see and do
    game.apply(GiveClue(0, card, "rebirth"))

    # as a library: a position, the legal moves, a dry run, votes by card
    game = Game.from_position("classic", Position(names, hands, draw_pile, scores=[3, 5, 0]))
    game.legal_actions(player)        # every action that player may take now
    game.check(action)                # raises what apply() would; changes nothing
    game.apply(Vote(1, card="c12"))   # or Vote(1, 3): slot 3
    game.last_turn, game.end_reason   # the turn just finished, why the game ended

``game`` holds :class:`Game` (what each action changes) on ``table`` (the state, who must
act, the read-only surface); ``position`` a game set up mid-way; ``moves`` the requests and
legal actions; ``seeing`` the views; ``checks`` and ``setup_checks`` the checks before any
change; ``saves`` saving and replaying; ``errors`` every
error's code and parameters; ``rulesets``, ``scoring``, ``views``, ``actions`` and ``rng``
the rest of the rules; ``simulate`` and ``invariants`` play and check random games.

Names are loaded on first use (PEP 562): the app registers its screens' types before its
first frame without paying for the whole rules core, and ``from dixit_desktop.rules import
Game`` works as ever.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import MAX_CLUE_LENGTH, Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
    from .checks import check_names
    from .errors import *  # noqa: F403 - the error types are part of the public API
    from .errors import DixitError, IllegalActionError, SetupError
    from .game import MAX_NAME_LENGTH, Game
    from .position import Position
    from .rulesets import (
        DEFAULT_RULESET,
        OPTION_LABELS,
        ROUNDS_MAX,
        ROUNDS_MIN,
        RULESETS,
        TARGET_MAX,
        TARGET_MIN,
        EmptyPile,
        Options,
        RuleSet,
        ScoringMode,
        get_ruleset,
    )
    from .scoring import Reason, ReasonCode, ScoreLine
    from .views import Clue, EndReason, Phase, PlayerView, Request, RequestKind, TurnRecord

_WHERE = {
    "MAX_CLUE_LENGTH": "actions",
    "Action": "actions",
    "ChooseGiver": "actions",
    "ClueKind": "actions",
    "GiveClue": "actions",
    "PlayCards": "actions",
    "Vote": "actions",
    "MAX_NAME_LENGTH": "game",
    "Game": "game",
    "Position": "position",
    "EndReason": "views",
    "check_names": "checks",
    "DEFAULT_RULESET": "rulesets",
    "OPTION_LABELS": "rulesets",
    "RULESETS": "rulesets",
    "ROUNDS_MAX": "rulesets",
    "ROUNDS_MIN": "rulesets",
    "TARGET_MAX": "rulesets",
    "TARGET_MIN": "rulesets",
    "EmptyPile": "rulesets",
    "Options": "rulesets",
    "RuleSet": "rulesets",
    "ScoringMode": "rulesets",
    "get_ruleset": "rulesets",
    "Reason": "scoring",
    "ReasonCode": "scoring",
    "ScoreLine": "scoring",
    "Clue": "views",
    "Phase": "views",
    "PlayerView": "views",
    "Request": "views",
    "RequestKind": "views",
    "TurnRecord": "views",
}


def __getattr__(name: str) -> Any:
    """The public name ``name``, imported from its module the first time it is asked for
    (every error type lives in ``errors``)."""
    if name.startswith("__"):
        raise AttributeError(name)
    module = importlib.import_module(f".{_WHERE.get(name, 'errors')}", __name__)
    try:
        value = getattr(module, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    globals()[name] = value
    return value


__all__ = [
    "DEFAULT_RULESET",
    "MAX_CLUE_LENGTH",
    "MAX_NAME_LENGTH",
    "OPTION_LABELS",
    "ROUNDS_MAX",
    "ROUNDS_MIN",
    "RULESETS",
    "TARGET_MAX",
    "TARGET_MIN",
    "Action",
    "ChooseGiver",
    "Clue",
    "ClueKind",
    "DixitError",
    "EmptyPile",
    "EndReason",
    "Game",
    "GiveClue",
    "IllegalActionError",
    "Options",
    "Phase",
    "PlayCards",
    "PlayerView",
    "Position",
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
    "check_names",
    "get_ruleset",
]
