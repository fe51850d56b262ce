"""The words of saved games and past games: dates as each language writes them, the line
that says a game is not being saved, and what the start screen says of an unfinished game
set aside (the store's notices themselves are in :mod:`dixit_desktop.words`)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QLocale

from dixit_desktop.notices import Notice
from dixit_desktop.words import _reason, fill, tr


def date_text(iso: object) -> str:
    """A stored moment (ISO 8601, as the store writes it, in UTC) as the day it was where
    the family is, written the way the current language writes dates: "26 November 2026",
    "26 novembre 2026", "26. November 2026", "26 de noviembre de 2026". A text that is not
    a date is shown as it is (cut short)."""
    try:
        when = datetime.fromisoformat(str(iso))
    except ValueError:
        return str(iso)[:20]
    if when.tzinfo is not None:
        when = when.astimezone()  # the local day, not UTC's
    from dixit_desktop.i18n import TRANSLATIONS

    # the order and the words around the day, month and year are the translator's; the
    # month's name is the language's own (Qt's locale data)
    pattern = tr("d MMMM yyyy", "Dates")
    return QLocale(TRANSLATIONS.language).toString(QDate(when.year, when.month, when.day), pattern)


def not_saving_text(problem: Notice | None) -> str:
    """The short line public screens keep showing while nothing is saved ("" when saving):
    why, never anything of the game."""
    if problem is None:
        return ""
    if problem.code == "store.locked":
        why = tr("Dixit Desktop is open in another window")
    elif problem.code == "store.read_only":
        why = tr("the saved games can only be read")
    else:
        why = _reason(problem.params)
    return fill(tr("Not saving: %1"), why)


def set_aside_text(folder: str) -> str:
    """What the start screen says when the unfinished game could not be read back and was
    set aside (``folder``: where the saved games are; "" for none)."""
    if not folder:
        return tr(
            "The unfinished game could not be read back, so it has been set aside. "
            "Nothing was deleted, and the other games are safe."
        )
    return fill(
        tr(
            "The unfinished game could not be read back, so it has been set aside. Nothing "
            "was deleted: it stays, marked as damaged, in the saved games file in %1, and it "
            "will not be offered again."
        ),
        folder,
    )
