"""A painting context: the layers every premise composes, in three parts (`sky_layer.py`,
`land_layer.py`, `figure_layer.py` on the shared `canvas.py`); its colour tables are in
`colours.py`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .colours import PALETTES, Palette
from .figure_layer import MIN_PERSON, MIN_SECONDARY, PEOPLE
from .land_layer import LandLayer
from .paint import (
    Arr,
    H,
    W,
    blend,
    blur,
    radial,
    vgrad,
)
from .sky_layer import SkyLayer

__all__ = ["MIN_PERSON", "MIN_SECONDARY", "PEOPLE", "Ctx", "lighten", "vignette_glow"]


@dataclass
class Ctx(LandLayer, SkyLayer):
    """The scene a premise paints: its generator, palette, canvas and the figures it records."""

    rng: np.random.Generator
    pal: Palette
    img: Arr = field(init=False)
    elements: list[dict[str, Any]] = field(default_factory=list)
    # where the fine brushes go (the focal figures), and vector touches drawn after the paint
    focus: Arr = field(init=False)
    after: list[Callable[[Arr], None]] = field(default_factory=list)
    # the scene's one light: a point (x, y) in pixels, set by celestial() or a lamp
    light: tuple[float, float] = field(init=False)
    # touches made once the scene is staged, before the paint (they need the final focus)
    staged: list[Callable[[], None]] = field(default_factory=list)
    is_sub: bool = False
    sides: int = 0  # side() generators handed out so far
    # what the staged touches add to the picture, said after the premise's description
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.img = vgrad(self.pal.sky)
        self.focus = np.zeros((H, W), np.float32)
        self.light = (W * (0.15 if self.rng.random() < 0.5 else 0.85), -H * 0.1)

    def sub(self, palette: str) -> Ctx:
        """Another scene painted on its own canvas (to fill a silhouette with, or a window);
        its figures count as this card's."""
        other = Ctx(self.rng, PALETTES[palette])
        other.elements = self.elements
        other.focus = self.focus
        other.after = self.after
        other.is_sub = True
        return other

    def fill_with(self, mask: Arr, other: Ctx, rim: float = 0.5) -> None:
        """Show `other`'s canvas inside `mask` (a silhouette holding another scene)."""
        m = mask[..., None]
        self.img[:] = self.img * (1 - m) + other.img * m
        if rim:
            edge = np.clip(blur(mask, 3) - blur(mask, 3) * mask, 0, 1) * 2.0
            edge = np.clip(edge + np.clip(mask - blur(mask, 4), 0, 1) * 2, 0, 1)
            blend(self.img, edge, self.c("light"), rim)


def lighten(img: Arr, m: Arr, amount: float) -> None:
    img += (1 - img) * (m[..., None] * amount)


def vignette_glow(ctx: Ctx, cx: float, cy: float, r: float) -> None:
    ctx.img *= (0.75 + 0.25 * radial(cx, cy, r))[..., None]
