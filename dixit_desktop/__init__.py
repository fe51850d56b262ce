"""Dixit Desktop: pass-and-play Dixit on one shared screen."""

__version__ = "0.2.0"
"""The one place the version is written (pyproject.toml reads it at build time)."""
