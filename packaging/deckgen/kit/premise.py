"""What a premise is, and finding every premise in `deckgen/premises/`.

A premise is one picture idea (a story seed): a module `premises/<name>.py` declaring
`PREMISE = Premise(...)` with its name (the module's name with dashes), the kind of its main
figure, its palettes, its stage function and its selection rules. `premises()` finds them
all with pkgutil; nothing else lists them.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .colours import PALETTES
from .scene import Ctx

KIT = Path(__file__).resolve().parent
PREMISES = KIT.parent / "premises"


@dataclass(frozen=True)
class Painted:
    """What a stage function says it painted (cards.json's description and concepts)."""

    description: str
    concepts: list[str]
    # the light and colour said after the description, when the palette's own phrase would
    # be untrue (a meadow seen from above has no sky over it)
    setting: str | None = None


Stage = Callable[[Ctx], Painted]


class PremiseError(ValueError):
    """A premise module is missing its declaration, or two declare one name."""


@dataclass(frozen=True)
class Premise:
    """One picture idea and the rules for choosing its cards."""

    name: str  # the module's name with dashes: premises/city_inside.py is "city-inside"
    # what it depicts: the kind of its main figure ("person", "moon", "birdcage"...), or
    # "varies" when a seed picks it (the card's main element then names it)
    figure: str
    palettes: tuple[str, ...]  # a seed picks one of them
    stage: Stage  # draws the picture on a Ctx and says what it painted
    candidates: int = 1  # a selection run paints `--candidates` times this many
    max_cards: int | None = None  # at most this many cards in a selected deck (None: the rule)
    frame: bool = True  # False: candidates with a framing tree are not kept

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", self.name):
            raise PremiseError(f"premise name {self.name!r}: lowercase words joined by dashes")
        unknown = [p for p in self.palettes if p not in PALETTES]
        if not self.palettes or unknown:
            raise PremiseError(f"premise {self.name!r}: unknown palettes {unknown}")
        if not self.figure:
            raise PremiseError(f"premise {self.name!r}: say what its main figure is")

    @property
    def module(self) -> Path:
        return PREMISES / (self.name.replace("-", "_") + ".py")


def module_names() -> list[str]:
    """The modules in premises/ (every one must declare a premise)."""
    return sorted(m.name for m in pkgutil.iter_modules([str(PREMISES)]) if not m.ispkg)


@cache
def premises() -> dict[str, Premise]:
    """Every premise, by name, found in the premises package."""
    found: dict[str, Premise] = {}
    for mod in module_names():
        module = importlib.import_module(f"{__package__.rsplit('.', 1)[0]}.premises.{mod}")
        p = getattr(module, "PREMISE", None)
        if not isinstance(p, Premise):
            raise PremiseError(f"premises/{mod}.py declares no PREMISE = Premise(...)")
        if p.name.replace("-", "_") != mod:
            raise PremiseError(f"premises/{mod}.py declares the premise {p.name!r}")
        if p.name in found:
            raise PremiseError(f"two premises are named {p.name!r}")
        found[p.name] = p
    return found


def files_of(p: Premise) -> list[Path]:
    """Every file a card of `p` depends on: the whole kit and the premise's own module."""
    return [*sorted(KIT.glob("*.py")), p.module]
