"""Tables declared once: a `Registry` is a read-only dict built from (key, value) pairs that
raises on a key given twice, and refuses to be changed afterwards (no premise may add to or
alter a shared table when it is imported: add a row where the table is declared)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NoReturn, TypeVar

V = TypeVar("V")


class DuplicateKey(ValueError):
    """A table was given the same key twice."""


class Registry(dict[str, V]):
    """A named table of `key -> value`, declared once from pairs."""

    def __init__(self, name: str, pairs: Iterable[tuple[str, V]] = ()) -> None:
        super().__init__()
        self.name = name
        for key, value in pairs:
            if dict.__contains__(self, key):
                raise DuplicateKey(f"the {name} table declares {key!r} twice")
            dict.__setitem__(self, key, value)

    def _frozen(self, *_: Any, **__: Any) -> NoReturn:
        raise TypeError(
            f"the {self.name} table is declared once; add its rows where it is declared"
        )

    __setitem__ = _frozen
    __delitem__ = _frozen
    __ior__ = _frozen
    update = _frozen
    setdefault = _frozen
    pop = _frozen
    popitem = _frozen
    clear = _frozen

    def __reduce__(self) -> tuple[Any, ...]:
        return (Registry, (self.name, list(self.items())))
