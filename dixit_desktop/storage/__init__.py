"""Saving games (SQLite), history, statistics and remembered settings. Imports no Qt."""

from .store import (
    FILE_NAME,
    LOCK_NAME,
    SCHEMA_VERSION,
    FinishedGame,
    Rows,
    SavedGame,
    StorageError,
    Store,
    default_folder,
)

__all__ = [
    "FILE_NAME",
    "LOCK_NAME",
    "SCHEMA_VERSION",
    "FinishedGame",
    "Rows",
    "SavedGame",
    "StorageError",
    "Store",
    "default_folder",
]
