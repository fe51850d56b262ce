"""Who the people are: the descriptions premises draw people as, the coats children and
dark figures wear, and what a description says about how a person is drawn."""

from __future__ import annotations

from typing import Any

from .figures import MALE

WHO = ["a woman", "a man", "an old man", "a grandmother", "a girl", "a boy"]


CHILD_COATS = ["#c0503a", "#e0b13a", "#3f5f8a", "#2f6f5a"]


DARK_COATS = ["#2f3a4f", "#3a2e4a", "#4a2a2a", "#2e3447", "#26343a"]


def drawn_as(who: str) -> dict[str, Any]:
    """What a person's name says about how they are drawn: men and boys wear no dress, a
    grandmother wears one, and person() greys the hair of the old."""
    kw: dict[str, Any] = {"who": who}
    if who in MALE:
        kw["dress"] = False
    elif who == "a grandmother":
        kw["dress"] = True
    return kw
