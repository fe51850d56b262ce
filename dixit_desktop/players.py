"""A player at the table as the app knows them: a name, a colour, a symbol (the rabbit), and
whether a computer plays the seat (and how well). Below every layer that shows or plans a
table (the session, the album, the view-models), so all of them can share it
(docs/adr/0006-layer-rules.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

PERSON = ""
GENTLE = "gentle"
SHARP = "sharp"
LEVELS = (GENTLE, SHARP)
"""How a computer player plays: gentle makes a person's mistakes and tells easy clues; sharp
plays its best."""


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    colour: str
    symbol: str
    computer: str = PERSON
    """"" for a person, else the computer player's level (:data:`LEVELS`)."""

    @property
    def is_computer(self) -> bool:
        return self.computer != PERSON

    def to_dict(self) -> dict[str, str]:
        out = {"name": self.name, "colour": self.colour, "symbol": self.symbol}
        if self.computer:
            out["computer"] = self.computer
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayerSpec:
        """From a saved row; raises ValueError when a field is missing or not text, or the
        computer level is unknown (a row saved before computer players has none: a person)."""
        try:
            name, colour, symbol = data["name"], data["colour"], data["symbol"]
            computer = data.get("computer", PERSON)
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a player: {data!r:.60}") from e
        if not all(isinstance(v, str) for v in (name, colour, symbol)):
            raise ValueError(f"not a player: {data!r:.60}")
        if computer not in (PERSON, *LEVELS):
            raise ValueError(f"not a computer level: {computer!r:.20}")
        return cls(name, colour, symbol, computer)


def lone_person(specs: Sequence[PlayerSpec]) -> int:
    """The seat of the one person at a table where every other seat is a computer player's
    (-1 when more than one person plays). There is nobody to hide their hand from, so no
    handoff is needed for them."""
    people = [seat for seat, spec in enumerate(specs) if not spec.is_computer]
    return people[0] if len(people) == 1 and len(specs) > 1 else -1
