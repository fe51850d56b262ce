"""The actions a player can take, as small immutable records that serialise to JSON.

Players are named by seat index (0 is the first seat). Board slots are numbered from 1, as on
the game board; a vote may name its card by id instead. Sequences given to an action are kept
as tuples, so an action never changes after it is made.
"""

from __future__ import annotations

from collections.abc import Sequence
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


@dataclass(frozen=True, slots=True, init=False)
class PlayCards:
    """A player secretly puts down the card(s) they play for the clue.

    ``cards`` is kept as a tuple: ``PlayCards(p, ["c1"])`` or ``PlayCards(p, "c1")`` work, and
    changing the caller's list afterwards changes nothing here.
    """

    player: int
    cards: tuple[str, ...]

    def __init__(self, player: int, cards: Sequence[str] | str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", cards if type(cards) is tuple else _frozen(cards))


@dataclass(frozen=True, slots=True, init=False)
class Vote:
    """A player's secret vote: one board card, or two where a second vote is allowed.

    Name the card(s) by board slot (numbered from 1, as on the game board): ``Vote(p, 3)`` or
    ``Vote(p, (3, 5))``; or by card id: ``Vote(p, card="c12")`` or ``Vote(p, cards=("c12",
    "c40"))``. Slots and cards together are all votes (``card`` adds to ``cards``).
    ``red_token`` is the Party storyteller's red token, placed on a slot along with their
    vote (or ``red_card``: the card it goes on). :meth:`~.game.Game.apply` logs the vote by
    slot only.
    """

    player: int
    slots: tuple[int, ...]
    red_token: int | None
    cards: tuple[str, ...]
    red_card: str | None

    def __init__(
        self,
        player: int,
        slots: Sequence[int] | int = (),
        red_token: int | None = None,
        cards: Sequence[str] | str = (),
        red_card: str | None = None,
        *,
        card: Sequence[str] | str = (),
    ) -> None:
        set_ = object.__setattr__
        set_(self, "player", player)
        set_(self, "slots", slots if type(slots) is tuple else _frozen(slots))
        set_(self, "red_token", red_token)
        set_(
            self,
            "cards",
            cards if card == () and type(cards) is tuple else _frozen(cards) + _frozen(card),
        )
        set_(self, "red_card", red_card)


def _frozen(value: Any) -> tuple[Any, ...]:
    """A tuple of ``value``'s items (a single item, a list or a tuple); anything else, as a
    one-item tuple, for the checks to refuse by its type."""
    if type(value) is tuple:
        return value
    if isinstance(value, list | tuple):
        return tuple(value)
    return (value,)


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
    if action.cards:
        d["cards"] = list(action.cards)
    if action.red_card is not None:
        d["red_card"] = action.red_card
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
        cards = _str_list(data, "cards") if "cards" in data else []
        red_card = data.get("red_card")
        if red_card is not None and not isinstance(red_card, str):
            raise _bad("A red token's card must be a card id or absent.", "red_card")
        return Vote(_int(data, "player"), tuple(slots), red, card=tuple(cards), red_card=red_card)
    raise _bad(f"Unknown action type {short(kind)!r}.", "type")


_CLUE_KINDS = frozenset(k.value for k in ClueKind)
