"""The base of every rules error, and how a caller's input is echoed in a message (see
:mod:`.errors` for the table of codes)."""

from __future__ import annotations

from typing import ClassVar

Param = str | int | float | bool
"""The type of a parameter value (the same as :data:`dixit_desktop.notices.Param`)."""

MAX_ECHO = 40
"""Longest piece of the caller's input repeated in a message or a parameter."""


def short(value: object, limit: int = MAX_ECHO) -> str:
    """``value`` as short text for a message: strings and numbers cut to ``limit`` characters,
    anything else by its type name only (never a repr of a deep or huge structure)."""
    if isinstance(value, str):
        text = value
    elif value is None or isinstance(value, bool | float):
        text = repr(value)
    elif isinstance(value, int):
        text = repr(value) if value.bit_length() <= 128 else "a very large number"
    else:
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class DixitError(Exception):
    """Base of every error raised by :mod:`dixit_desktop.rules`."""

    code: ClassVar[str] = "rules.error"

    def __init__(self, message: str, /, **params: Param) -> None:
        super().__init__(message)
        self.params: dict[str, Param] = params

    def __reduce__(self) -> tuple[object, ...]:  # keep params through pickling
        return (_rebuild, (type(self), str(self), self.params))


def _rebuild(cls: type[DixitError], message: str, params: dict[str, Param]) -> DixitError:
    return cls(message, **params)
