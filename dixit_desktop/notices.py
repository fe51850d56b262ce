"""Notices: what the game tells the family, as a code and parameters, never as English text.

Every layer below the view-models (rules errors, storage, decks, the session) reports a
:class:`Notice`; one module, :mod:`dixit_desktop.words`, turns it into translated text with
real plural forms. That keeps English out of other languages and lets tests compare codes
instead of sentences. Plain Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

Param = str | int | float | bool

STAYING = ("store.", "computer.guessing", "i18n.")
"""Codes (or their prefixes) of notices that stay on screen until they are read, whatever the
step: a save that failed, computer players that can only guess, a language that failed."""


@dataclass(frozen=True)
class Notice:
    """A message for the players: ``code`` names it (``"store.save_failed"``), ``params``
    fills it in (``{"what": "the game"}``). Numbers used for plurals are ints."""

    code: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))

    @property
    def stays(self) -> bool:
        """True when it stays until read (:data:`STAYING`), not only on its step."""
        return self.code.startswith(STAYING)

    def get(self, name: str, default: Any = "") -> Any:
        return self.params.get(name, default)

    def __str__(self) -> str:  # for logs only: players see words.text(notice)
        inner = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.code}({inner})"
