"""Packages whose public names load on first use (PEP 562), so that registering the screens'
types before the first frame does not import the whole game (see docs/adr/0003)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that imports ``name`` from the submodule
    ``where[name]`` the first time it is asked for, and keeps it."""

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f".{where[name]}", package), name)
        setattr(importlib.import_module(package), name, value)
        return value

    return __getattr__
