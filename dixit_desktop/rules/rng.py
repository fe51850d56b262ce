"""Seeded randomness that is the same on every Python version and platform.

The rules never touch the global :mod:`random` module or the clock. A game's shuffles come from
one :class:`Rng` seeded with the game's seed, so replaying the same actions gives the same game.
The generator is SplitMix64: tiny, fast and fully specified, so saves stay valid forever.
"""

from __future__ import annotations

from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """A SplitMix64 generator with unbiased bounded integers and Fisher-Yates shuffles."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    @property
    def state(self) -> int:
        return self._state

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """An integer in ``range(n)`` by multiply-shift (bias below n / 2**64: none that any
        game could notice)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # next_u64, inlined for speed
        state = self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates), with the generator inlined for speed."""
        state = self._state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self._state = state
