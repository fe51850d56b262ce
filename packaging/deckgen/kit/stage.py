"""Staging a card without painting it: a premise drawn on a fresh `Ctx` from a seed.

`stage(name, seed)` does what painting a card does before the brush (the seed's generator
picks a palette, the premise draws, the staged touches run), so a card's composition can be
looked at (`python -m deckgen.preview --stage NAME`) or tested in a second or two.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .colours import PALETTES, Palette
from .paint import USED
from .premise import Painted, Premise, premises
from .scene import Ctx


@dataclass
class Staged:
    premise: Premise
    seed: int
    ctx: Ctx
    painted: Painted
    palette: Palette
    icons: list[str]  # the icons drawn (for the credits)


def stage(name: str | Premise, seed: int) -> Staged:
    """Stage premise `name` for `seed`: the card's picture before the paint, in `ctx.img`.
    The generator `ctx.rng` is left where the brush takes it up."""
    p = name if isinstance(name, Premise) else premises()[name]
    rng = np.random.default_rng(seed)
    USED.clear()
    pal = PALETTES[p.palettes[int(rng.integers(len(p.palettes)))]]
    ctx = Ctx(rng, pal)
    painted = p.stage(ctx)
    for touch in ctx.staged:
        touch()
    return Staged(p, seed, ctx, painted, pal, sorted(USED))
