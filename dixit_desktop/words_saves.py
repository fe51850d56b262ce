"""The words of saved games and past games: dates as each language writes them, the line
that says a game is not being saved, and what the start screen says of an unfinished game
set aside, and the store's notices (codes and params: dixit_desktop/storage/store.py), added
to :data:`~dixit_desktop.words_base.NOTICES` at import."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QDate, QLocale

from dixit_desktop.notices import Notice
from dixit_desktop.words_base import NOTICES, P, fill, int_param, tr


def reason_words(p: P) -> str:
    return {
        "disk_full": tr("the disk is full"),
        "read_only": tr("the folder or the file cannot be written"),
        "permission": tr("this user may not write there"),
        "locked": tr("another Dixit Desktop is using it"),
        "conflict": tr("another Dixit Desktop is using it"),
        "not_a_folder": tr("a file is in the way of the folder"),
        "not_ours": tr("it is not a Dixit Desktop file"),
        "foreign": tr("it is not a Dixit Desktop file"),
        "damaged": tr("the file is damaged"),
        "newer": tr("it comes from a newer version"),
        "unreadable": tr("the file cannot be read"),
    }.get(str(p.get("reason", "")), tr("the device refused"))


STORE_NOTICES: dict[str, Callable[[P], str]] = {
    "store.unsaved_folder": lambda p: fill(
        tr("Games cannot be saved on this device (%1): you can play, but nothing is kept."),
        reason_words(p),
    ),
    "store.moved_aside": lambda p: fill(
        tr("The saved games could not be read (%1), so they were put aside as %2."),
        reason_words(p),
        p.get("file", ""),
    ),
    "store.unusable_file": lambda p: fill(
        tr("The saved games cannot be used (%1): you can play, but nothing is kept."),
        reason_words(p),
    ),
    "store.read_only": lambda p: tr(
        "The saved games can be read but not written: you can play, but nothing new is kept."
    ),
    "store.locked": lambda p: tr(
        "Dixit Desktop is already open on this device: this window does not save."
    ),
    "store.save_failed": lambda p: fill(
        tr("This game is no longer being saved (%1). It goes on, but it will not be kept."),
        reason_words(p),
    ),
    "store.game_damaged": lambda p: tr(
        "A saved game was damaged and has been set aside; the others are safe."
    ),
    "store.read_failed": lambda p: fill(
        tr("The saved games could not be read (%1)."), reason_words(p)
    ),
    "store.rows_skipped": lambda p: tr(
        "%n damaged saved game(s) could not be shown.", "Words", int_param(p, "count", 0)
    ),
    "store.no_such_game": lambda p: tr("That saved game is no longer there."),
    "store.resume_failed": lambda p: tr(
        "That game could not be resumed: it was damaged, and has been set aside."
    ),
    "store.history_unreadable": lambda p: tr("The past games could not be read."),
    "store.past_game_unreadable": lambda p: tr("That game's story cannot be read."),
}
NOTICES.update(STORE_NOTICES)


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
        why = reason_words(problem.params)
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
