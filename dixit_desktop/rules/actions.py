"""The actions a player can take, as small immutable records that serialise to JSON.

Players are named by seat index (0 is the first seat). Board slots are numbered from 1, as on
the game board.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .errors import SaveFormatError, short

MAX_CLUE_LENGTH = 200


class ClueKind(StrEnum):
    TYPED = "typed"
    """The clue is the text typed in the app."""
    ALOUD = "aloud"
    """The clue was said aloud at the table; any text is only a note."""
    MIMED = "mimed"
    """Mimed (needs the "mimed or sung clue" option)."""
    SUNG = "sung"
    """Sung or hummed (needs the "mimed or sung clue" option)."""


@dataclass(frozen=True, slots=True)
class GiveClue:
    """The storyteller gives the clue; outside Party, for one card of their hand."""

    player: int
    card: str | None
    text: str = ""
    kind: ClueKind = ClueKind.TYPED


@dataclass(frozen=True, slots=True)
class ChooseGiver:
    """Team: this player announces, aloud, that they play their team's card this turn."""

    player: int


@dataclass(frozen=True, slots=True)
class PlayCards:
    """A player secretly puts down the card(s) they play for the clue."""

    player: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Vote:
    """A player's secret vote: one board slot, or two where a second vote is allowed.

    ``red_token`` is the Party storyteller's red token, placed on a slot along with their vote.
    """

    player: int
    slots: tuple[int, ...]
    red_token: int | None = None


Action = GiveClue | ChooseGiver | PlayCards | Vote


def action_to_dict(action: Action) -> dict[str, Any]:
    if isinstance(action, GiveClue):
        return {
            "type": "clue",
            "player": action.player,
            "card": action.card,
            "text": action.text,
            "kind": action.kind.value,
        }
    if isinstance(action, ChooseGiver):
        return {"type": "giver", "player": action.player}
    if isinstance(action, PlayCards):
        return {"type": "play", "player": action.player, "cards": list(action.cards)}
    d: dict[str, Any] = {"type": "vote", "player": action.player, "slots": list(action.slots)}
    if action.red_token is not None:
        d["red_token"] = action.red_token
    return d


def _bad(message: str, detail: str) -> SaveFormatError:
    return SaveFormatError(message, problem="action", detail=detail)


def _int(data: dict[str, Any], key: str) -> int:
    v = data.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise _bad(f"Action field {key!r} must be a whole number, not {short(v)}.", key)
    return v


def _str_list(data: dict[str, Any], key: str) -> list[str]:
    v = data.get(key)
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise _bad(f"Action field {key!r} must be a list of card ids.", key)
    return v


def action_from_dict(data: Any) -> Action:
    """An action from its JSON form; anything malformed raises SaveFormatError."""
    if not isinstance(data, dict):
        raise _bad(f"An action must be a JSON object, not {type(data).__name__}.", "not_object")
    kind = data.get("type")
    if kind == "clue":
        card = data.get("card")
        text = data.get("text", "")
        if card is not None and not isinstance(card, str):
            raise _bad("A clue's card must be a card id or null.", "card")
        if not isinstance(text, str):
            raise _bad("A clue's text must be a string.", "text")
        raw_kind = data.get("kind", "typed")
        if not isinstance(raw_kind, str) or raw_kind not in _CLUE_KINDS:
            raise _bad(f"Unknown clue kind {short(raw_kind)!r}.", "kind")
        return GiveClue(_int(data, "player"), card, text, ClueKind(raw_kind))
    if kind == "giver":
        return ChooseGiver(_int(data, "player"))
    if kind == "play":
        return PlayCards(_int(data, "player"), tuple(_str_list(data, "cards")))
    if kind == "vote":
        slots = data.get("slots")
        if not isinstance(slots, list) or not all(
            isinstance(s, int) and not isinstance(s, bool) for s in slots
        ):
            raise _bad("A vote's slots must be a list of slot numbers.", "slots")
        red = data.get("red_token")
        if red is not None and (not isinstance(red, int) or isinstance(red, bool)):
            raise _bad("A red token must be a slot number or absent.", "red_token")
        return Vote(_int(data, "player"), tuple(slots), red)
    raise _bad(f"Unknown action type {short(kind)!r}.", "type")


_CLUE_KINDS = frozenset(k.value for k in ClueKind)
