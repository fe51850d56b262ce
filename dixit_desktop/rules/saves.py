"""Saving and loading a game (no state of their own).

A game is its rule set, options, players, deck and seed (:func:`header`; and the position it
was set up from, if any: key ``position``) plus the actions applied to it (:func:`to_dict`);
:func:`from_dict` rebuilds it by replaying them, and anything wrong with the saved data
raises :class:`~.errors.SaveFormatError` (or :class:`~.errors.SaveFromNewerVersionError`)
and nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from .actions import action_from_dict, action_to_dict
from .errors import (
    IllegalActionError,
    SaveFormatError,
    SaveFromNewerVersionError,
    SetupError,
    short,
)
from .rulesets import Options

if TYPE_CHECKING:
    from .game import Game

SAVE_FORMAT = "dixit-desktop/game"
SAVE_VERSION = 1
MAX_SAVED_ACTIONS = 100_000
"""More moves than any game can have (the engine itself stops a game long before)."""

G = TypeVar("G", bound="Game")


def header(game: Game) -> dict[str, Any]:
    """What sets the game up: format, version, rule set, options, players, deck, seed."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "rules": game.rules.id,
        "options": game.options.to_dict(),
        "players": list(game.players),
        "deck": list(game.deck),
        "seed": game.seed,
    } | ({} if game.position is None else {"position": game.position.to_dict()})


def to_dict(game: Game) -> dict[str, Any]:
    """The whole game: header and action log. :func:`from_dict` rebuilds it exactly."""
    d = header(game)
    d["actions"] = [action_to_dict(a) for a in game.log]
    return d


def from_dict(cls: type[G], data: Any) -> G:
    """Rebuild a saved game (as a ``cls``) by replaying its actions. Anything wrong with
    ``data`` (wrong types anywhere, missing keys, an impossible move, absurd sizes) raises
    :class:`~.errors.SaveFormatError` and nothing else."""
    if not isinstance(data, dict):
        raise _bad_save("This is not a Dixit Desktop game: expected a JSON object.", "not_object")
    if data.get("format") != SAVE_FORMAT:
        raise _bad_save("This is not a Dixit Desktop game (unknown format).", "format")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise _bad_save("This saved game has no valid version number.", "version")
    if version > SAVE_VERSION:
        raise SaveFromNewerVersionError(
            f"This game was saved by a newer Dixit Desktop (format {short(version)}); "
            f"this version reads format {SAVE_VERSION}. Please update.",
            version=short(version),
            supported=SAVE_VERSION,
        )
    for key in ("rules", "options", "players", "deck", "seed", "actions"):
        if key not in data:
            raise _bad_save(f"This saved game is missing its {key!r}.", "missing", key)
    rules = data["rules"]
    if not isinstance(rules, str):
        raise _bad_save("This saved game's rule set is not a name.", "type", "rules")
    players, deck, actions = data["players"], data["deck"], data["actions"]
    if not isinstance(players, list) or not isinstance(deck, list):
        raise _bad_save(
            "This saved game's players and deck must be lists.",
            "type",
            "players" if not isinstance(players, list) else "deck",
        )
    if not isinstance(actions, list):
        raise _bad_save("This saved game's actions must be a list.", "type", "actions")
    if len(actions) > MAX_SAVED_ACTIONS:
        raise _bad_save(
            f"This saved game has more than {MAX_SAVED_ACTIONS} moves.", "too_large", "actions"
        )
    try:
        options = Options.from_dict(data["options"])
        if "position" in data:
            from .position import Position

            game = cls.from_position(
                rules, Position.from_dict(data["position"]), seed=data["seed"], options=options
            )
            if list(game.players) != players or list(game.deck) != deck:
                raise _bad_save(
                    "This saved game's players or deck are not its position's.", "setup"
                )
        else:
            game = cls(rules, players, deck, data["seed"], options)
    except SaveFormatError:
        raise
    except SetupError as e:
        raise _bad_save(f"This saved game cannot be set up again: {e}", "setup", e.code) from e
    for i, raw in enumerate(actions, start=1):
        action = action_from_dict(raw)
        try:
            game.apply(action)
        except IllegalActionError as e:
            raise _bad_save(
                f"Move {i} of this saved game cannot be replayed: {e}", "replay", str(i)
            ) from e
    return game


def _bad_save(message: str, problem: str, detail: str = "") -> SaveFormatError:
    return SaveFormatError(message, problem=problem, detail=short(detail))
