"""Dixit Desktop: pass-and-play Dixit on one shared screen."""

__version__ = "0.2.0"
"""The same as pyproject.toml's (tests/test_architecture.py checks it): a literal, because
asking importlib.metadata at every start cost 24 ms."""
