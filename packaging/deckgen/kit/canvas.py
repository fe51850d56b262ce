"""The canvas every painting layer works on: the scene's fields (declared here, set by
`scene.Ctx`) and its small helpers (palette colours, texture generators, random spans)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .colours import Palette
from .paint import (
    Arr,
    H,
    W,
    rgb,
)


class Canvas:
    """What the layers share; `scene.Ctx` is the dataclass that holds it."""

    rng: np.random.Generator
    pal: Palette
    img: Arr
    elements: list[dict[str, Any]]
    focus: Arr
    after: list[Callable[[Arr], None]]
    light: tuple[float, float]
    staged: list[Callable[[], None]]
    is_sub: bool
    sides: int
    notes: list[str]

    # colours ------------------------------------------------------------------------------
    def c(self, name: str) -> np.ndarray:
        return rgb(getattr(self.pal, name))

    def side(self) -> np.random.Generator:
        """A generator for surface texture (brush-scale broken colour, ripples) seeded from
        the scene's generator without advancing it: texture can change without changing
        what a seed stages (its figures, places and palette)."""
        self.sides += 1
        st = int(self.rng.bit_generator.state["state"]["state"])
        return np.random.default_rng([st & 0xFFFFFFFF, (st >> 32) & 0xFFFFFFFF, self.sides])

    def sky_at(self, t: float) -> np.ndarray:
        return self.img[int(np.clip(t, 0, 0.999) * H), W // 2].copy()

    def u(self, a: float, b: float) -> float:
        return float(self.rng.uniform(a, b))
