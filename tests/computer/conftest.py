"""Brains for the computer players' tests, built once per test session."""

from __future__ import annotations

import pytest

from dixit_desktop.computer import Brain

from .decks import TINY, synthetic


@pytest.fixture(scope="session")
def tiny_brain() -> Brain:
    return Brain(TINY)


@pytest.fixture(scope="session")
def deck_brain() -> Brain:
    return Brain(synthetic(84))
