"""How likely a table finds the storyteller's card: each voter weighs the storyteller's card
against the decoys the other players give, every fit read with some spread."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

TAIL = 5e-4
"""A decoy that is only this likely to be a hand's best card counts as one that does not fit
(it halves the work of a storyteller's decision and changes its chances by well under 1%)."""


@lru_cache(maxsize=64)
def _max_weights(n: int, h: int) -> tuple[float, ...]:
    """P(the best of ``h`` cards drawn from ``n`` is the j-th best), for each j."""
    total = math.comb(n, h)
    return tuple(math.comb(n - 1 - j, h - 1) / total for j in range(n - h + 1))


def p_find(mine: float, pool: Sequence[float], draws: int, decoys: int, sigma: float) -> float:
    """The chance a voter picks the storyteller's card scoring ``mine`` against ``decoys``
    cards, each the best of ``draws`` cards from ``pool`` (fits of the unseen cards), when
    every fit is read with a spread ``sigma``."""
    ranked = sorted((s for s in pool if s > 0.0), reverse=True)
    return p_find_ranked(mine, ranked, len(pool), draws, decoys, sigma)


def p_find_ranked(
    mine: float, ranked: Sequence[float], n: int, draws: int, decoys: int, sigma: float
) -> float:
    """:func:`p_find` with the pool's fits above 0 given best first (``ranked``) among
    ``n`` unseen cards."""
    if decoys <= 0 or n == 0:
        return 1.0
    h = max(1, min(draws, n))
    weights = _max_weights(n, h)
    scale = 1.0 / (2.0 * sigma)  # erf((mine - s) / (sigma * sqrt2) / sqrt2)
    erf = math.erf
    beat = 0.0
    used = 0.0
    for w, s in zip(weights, ranked, strict=False):
        if w < TAIL:  # the rest weighs almost nothing: read as cards that do not fit
            break
        used += w
        beat += w * (0.5 + 0.5 * erf((mine - s) * scale))
    beat += max(0.0, 1.0 - used) * (0.5 + 0.5 * erf(mine * scale))
    return beat**decoys
