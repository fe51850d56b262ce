"""Saving games (SQLite), history, statistics and remembered settings. Imports no Qt."""

from .store import (
    FILE_NAME,
    SCHEMA_VERSION,
    FinishedGame,
    SavedGame,
    StorageError,
    Store,
    default_folder,
)

__all__ = [
    "FILE_NAME",
    "SCHEMA_VERSION",
    "FinishedGame",
    "SavedGame",
    "StorageError",
    "Store",
    "default_folder",
]
