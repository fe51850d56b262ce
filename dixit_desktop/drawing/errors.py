"""What can go wrong with a drawing or the family's cards, as errors with a ``code`` and
``params`` (``e.notice`` bundles them for :mod:`dixit_desktop.words`); ``str(e)`` is English,
for logs only. Plain Python, no Qt.

============================  ==========================================  =========================
code                          params                                      meaning
============================  ==========================================  =========================
``drawing.sketch_damaged``    ``problem`` (English, for logs)             a saved sketch cannot be
                                                                          read (bad JSON, wrong
                                                                          shape)
``drawing.sketch_too_big``    ``what`` ("bytes", "ops", "points"),        a saved sketch is over a
                              ``limit`` (int)                             limit (it is refused
                                                                          whole)
``drawing.sketch_newer``      ``version``, ``supported`` (ints)           made by a newer version
``drawing.sketch_full``       ``limit`` (int)                             a drawing has as many
                                                                          steps as it may hold
``family.disk_full``          ``folder``                                  the disk is full: nothing
                                                                          saved was lost
``family.read_only``          ``folder``                                  the folder cannot be
                                                                          written
``family.unusable``           ``folder``, ``error`` (for logs)            any other write failure
``family.card_missing``       ``card``                                    no such card (deleted?)
``family.deck_missing``       ``deck``                                    no such family deck
``family.deck_name``          ``max`` (int)                               a deck name is empty or
                                                                          over ``max`` letters
``family.picture_invalid``    ``card`` ("" for a new one)                 the picture given to be
                                                                          saved is not a WebP or
                                                                          is too big
``family.folder_unreadable``  ``folder``                                  the cards folder cannot
                                                                          be read (in ``skipped``)
``family.card_skipped``       ``card``, ``reason`` ("damaged",            one card could not be
                              "missing", "too_big")                       read: only it is left out
``family.decks_damaged``      (none)                                      decks.json was damaged:
                                                                          set aside, decks empty
``family.draft_damaged``      (none)                                      the drawing in progress
                                                                          could not be read back
``family.too_few_cards``      ``need``, ``have``, ``players`` (ints),     the chosen cards are too
                              ``rules`` (rule set id)                     few for this table
``family.game_cards_missing`` (none)                                      a saved game's family
                                                                          pictures are gone
============================  ==========================================  =========================
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from pathlib import Path

from dixit_desktop.notices import Notice, Param


class DrawingError(Exception):
    """Base of every drawing and family-card error (see the module's table of codes)."""

    code = "drawing.error"

    def __init__(
        self, message: str, code: str | None = None, params: Mapping[str, Param] | None = None
    ) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: dict[str, Param] = dict(params or {})

    @property
    def notice(self) -> Notice:
        return Notice(self.code, self.params)


class SketchFormatError(DrawingError):
    """A saved sketch cannot be used: damaged, too big, or from a newer version."""

    code = "drawing.sketch_damaged"


class SketchFullError(DrawingError):
    """The drawing holds as many operations as it may (:data:`~.sketch.MAX_OPS`)."""

    code = "drawing.sketch_full"


class FamilyStoreError(DrawingError):
    """The family's cards could not be written (or a card or deck asked for is not there).
    Whatever was saved before is still whole."""

    code = "family.unusable"


def write_error(folder: Path, e: OSError) -> FamilyStoreError:
    """The typed error for a failed write into ``folder``: a full disk, a read-only folder or
    anything else."""
    where: dict[str, Param] = {"folder": str(folder)}
    if e.errno in (errno.ENOSPC, errno.EDQUOT):
        return FamilyStoreError(f"The disk holding {folder} is full.", "family.disk_full", where)
    if isinstance(e, PermissionError) or e.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return FamilyStoreError(
            f"The folder {folder} cannot be written ({e.strerror or e}).",
            "family.read_only",
            where,
        )
    return FamilyStoreError(
        f"The family's cards in {folder} cannot be written ({e}).",
        "family.unusable",
        {**where, "error": e.strerror or str(e)},
    )
