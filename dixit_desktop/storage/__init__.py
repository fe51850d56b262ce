"""Saving games (SQLite), history, statistics and remembered settings. Imports no Qt.

``store`` holds :class:`Store` (what it promises, and its notices); ``games`` the SQL on the
games and actions tables; ``rows`` the checks of every value read back; ``stats`` the
players' statistics; ``schema`` the migrations and the file checks; ``files`` the folder's
lock, moving a bad file aside and the default data folder.
"""

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
