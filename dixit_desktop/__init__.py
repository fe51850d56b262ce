"""Dixit Desktop: pass-and-play Dixit on one shared screen."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("dixit-desktop")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0"
