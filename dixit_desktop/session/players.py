"""A player at the table as the app knows them: a name, a colour and a symbol (the rabbit)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    colour: str
    symbol: str

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour, "symbol": self.symbol}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayerSpec:
        """From a saved row; raises ValueError when a field is missing or not text."""
        try:
            name, colour, symbol = data["name"], data["colour"], data["symbol"]
        except (KeyError, TypeError) as e:
            raise ValueError(f"not a player: {data!r:.60}") from e
        if not all(isinstance(v, str) for v in (name, colour, symbol)):
            raise ValueError(f"not a player: {data!r:.60}")
        return cls(name, colour, symbol)
