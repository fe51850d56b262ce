"""The ground the words modules stand on: translating (:func:`tr`, with Qt's plural forms),
filling in %1, %2..., joining sentences, reading a notice's parameters safely, and the table
of every notice code's words (:data:`NOTICES`) that each words module adds its own to at
import. :func:`dixit_desktop.words.text` reads it (importing :mod:`dixit_desktop.words`
imports every words module, so every code has its words by then)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication


def tr(text: str, context: str = "Words", n: int = -1) -> str:
    """Translate ``text``; with ``n``, Qt's plural form where ``%n`` is the number."""
    if n < 0:
        return QCoreApplication.translate(context, text)
    return QCoreApplication.translate(context, text, None, n)


def fill(template: str, *values: object) -> str:
    """Put ``values`` in for %1, %2... in one pass (a value containing "%2" stays as is)."""
    out: list[str] = []
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == "%" and i + 1 < len(template) and template[i + 1].isdigit():
            k = int(template[i + 1]) - 1
            if 0 <= k < len(values):
                out.append(str(values[k]))
                i += 2
                continue
        out.append(ch)
        i += 1
    return "".join(out)


def sentences(*parts: str) -> str:
    """Short sentences read one after another (what a screen reader says for a card): empty
    parts left out, each ending with one stop, never two ("light.. Played by" was heard when a
    description ending in a full stop was followed by ". ")."""
    out = []
    for part in parts:
        part = part.strip()
        if part:
            out.append(part if part[-1] in ".!?…" else part + ".")
    return " ".join(out)


P = Mapping[str, Any]


def int_param(p: P, key: str, default: int = 0) -> int:
    """A number from the parameters; junk reads as ``default`` (a notice never crashes)."""
    value = p.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return default
    try:
        return int(value)
    except ValueError:
        return default


NOTICES: dict[str, Callable[[P], str]] = {}
"""Every notice code's words (each words module adds its own at import)."""

FALLBACK: dict[str, Callable[[], str]] = {
    "rules": lambda: tr("The rules do not allow that."),
    "store": lambda: tr("Something went wrong with the saved games."),
    "computer": lambda: tr("A computer player could not play."),
    "photo": lambda: tr("That picture cannot be used."),
    "deck": lambda: tr("The card pictures could not be loaded."),
}
"""What a code without words says, by its first part ("rules", "store"...)."""


def register(code: str, words: Callable[[P], str]) -> None:
    """Add the words for ``code`` (each feature module registers its own at import)."""
    NOTICES[code] = words
