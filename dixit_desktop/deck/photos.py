"""Decks from a family's own photos.

:class:`PhotoDeckBuilder` prepares a folder one file at a time, so that it can run on a worker
thread (:mod:`dixit_desktop.deck.loader` wraps it in a ``QThread``), report progress and stop
when asked. :func:`load_photo_deck` is the same work in one call.

Every picture is checked by its header before it is decoded (absurd sizes are refused without
allocating anything), decoded once at the smallest size the card needs (JPEGs are decoded
reduced by libjpeg itself, so a 12-megapixel photo never exists at full size in memory), with
its EXIF orientation applied and a GIF's first frame, shaped to the 2:3 card (cropped, or fitted
on a blurred copy of itself when it is far from 2:3), and cached as a JPEG in ``cache_dir``,
keyed by path, modification time and size. A cached file is written beside its final name and
renamed into place, so a cancelled or interrupted run never leaves half a picture in the cache.
The family's folder is only ever read. QImage and QImageReader are safe off the GUI thread and
release the GIL while they work.
One picture's work (reading, decoding, shaping, encoding, writing) is :mod:`.pictures`'.

What became of each file is a :class:`~dixit_desktop.notices.Notice` (a code and parameters,
turned into words by :mod:`dixit_desktop.words`); every one has ``file`` (the file's name):

==========================  ======================================  ==============================
code                        params besides ``file``                 meaning
==========================  ======================================  ==============================
``photo.not_a_picture``     ``extension`` (``".txt"``, or ``""``)   not a picture file by its name
``photo.missing``           (none)                                  gone before it was read
                                                                    (or a broken link)
``photo.unreadable``        ``error`` (the system's words, for      it cannot be read: permission
                            logs)                                   denied, a disk error
``photo.empty``             (none)                                  the file is empty
``photo.file_too_big``      ``megabytes`` (int)                     the file is over 200 MB
``photo.unknown_format``    (none)                                  not a picture we can read
``photo.size_unknown``      (none)                                  its size cannot be read
``photo.too_big``           ``width``, ``height``, ``megapixels``   too many pixels to prepare
                            (ints)                                  (read from the header)
``photo.cut_short``         (none)                                  a JPEG missing its end
                                                                    (an interrupted copy)
``photo.damaged``           (none)                                  its pictures cannot be decoded
==========================  ======================================  ==============================

The deck as a whole fails with a :class:`~dixit_desktop.deck.model.DeckError` whose ``code`` and
``params`` (``e.notice``) say why (``e.report`` is the :class:`PhotoReport` when files were
looked at):

============================  ==================================  ==============================
code                          params                              meaning
============================  ==================================  ==============================
``deck.folder_missing``       ``folder`` (path)                   the folder does not exist
``deck.not_a_folder``         ``folder``                          it is a file, not a folder
``deck.folder_unreadable``    ``folder``, ``error`` (for logs)    it cannot be opened
``deck.cache_not_a_folder``   ``folder`` (the cache's path)       a file is where the cache
                                                                  folder should be
``deck.cache_not_writable``   ``folder``                          the cache cannot be written
``deck.cache_full``           ``folder``                          the disk holding it is full
``deck.cache_unusable``       ``folder``, ``error`` (for logs)    any other cache failure
``deck.too_few_pictures``     ``usable``, ``needed`` (ints),      fewer usable pictures than the
                              ``label`` (optional: "Classic with  game needs
                              6 players", as given)
``deck.photos_failed``        ``folder``, ``error`` (for logs)    an unexpected failure (a bug),
                                                                  from the loader only
============================  ==================================  ==============================
"""

from __future__ import annotations

import errno
import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtGui import QImageReader

from dixit_desktop.notices import Notice, Param

from . import pictures
from .model import Deck, DeckError, TooFewPicturesError

EXTENSIONS = {".jpg", ".jpeg", ".png", ".webp", ".gif", ".bmp"}
CACHE_VERSION = "v1"

# English for logs and the command line only; players see words.text(notice).
ENGLISH = {
    "photo.not_a_picture": "not a picture ({extension} file)",
    "photo.missing": "the file is gone",
    "photo.unreadable": "the file cannot be read ({error})",
    "photo.empty": "the file is empty",
    "photo.file_too_big": "the file is too big ({megabytes} MB)",
    "photo.unknown_format": "this is not a picture that can be read",
    "photo.size_unknown": "the picture's size cannot be read",
    "photo.too_big": "the picture is far too large ({width:,} x {height:,} pixels)",
    "photo.cut_short": "the picture is damaged (the file is cut short)",
    "photo.damaged": "the picture is damaged",
}


def english(notice: Notice) -> str:
    """A skipped file's reason in English, for logs."""
    try:
        return ENGLISH[notice.code].format(**notice.params)
    except (KeyError, ValueError, IndexError):
        return str(notice)


@dataclass(frozen=True)
class SkippedFile:
    path: Path
    notice: Notice

    @property
    def reason(self) -> str:
        """English, for logs."""
        return english(self.notice)


@dataclass
class PhotoReport:
    """What became of each file in the folder."""

    folder: Path
    used: list[Path] = field(default_factory=list)
    skipped: list[SkippedFile] = field(default_factory=list)
    from_cache: int = 0
    decoded: int = 0
    total: int = 0  # files looked at (subfolders and hidden files are not counted)
    cancelled: bool = False

    def notice(self, path: Path) -> Notice | None:
        """Why ``path`` was left out, or None if it was not."""
        for s in self.skipped:
            if s.path == path:
                return s.notice
        return None

    def reason(self, path: Path) -> str | None:
        """Why ``path`` was left out, in English (for logs)."""
        n = self.notice(path)
        return english(n) if n else None

    def summary(self) -> str:
        """English, for logs and the command line."""
        lines = [f"{len(self.used)} pictures can be used from {self.folder}."]
        if self.skipped:
            lines.append(f"{len(self.skipped)} files were left out:")
            lines += [f"  {s.path.name}: {s.reason}" for s in self.skipped]
        return "\n".join(lines)


class PhotoFolderError(DeckError):
    """The folder itself cannot be read."""

    code = "deck.folder_unreadable"


class PhotoCacheError(DeckError):
    """The folder for card-sized copies cannot be made or written."""

    code = "deck.cache_unusable"


def _cache_key(path: Path, st: os.stat_result) -> str:
    h = hashlib.sha256(f"{CACHE_VERSION}|{path.resolve()}|{st.st_mtime_ns}|{st.st_size}".encode())
    return h.hexdigest()[:24]


def _cache_error(cache_dir: Path, e: OSError) -> PhotoCacheError:
    where = {"folder": str(cache_dir)}
    if isinstance(e, FileExistsError | NotADirectoryError):
        return PhotoCacheError(
            f"The folder for prepared pictures, {cache_dir}, is a file.",
            "deck.cache_not_a_folder",
            where,
        )
    if isinstance(e, PermissionError) or e.errno == errno.EROFS:
        return PhotoCacheError(
            f"The folder for prepared pictures, {cache_dir}, cannot be written ({e.strerror}).",
            "deck.cache_not_writable",
            where,
        )
    if e.errno in (errno.ENOSPC, errno.EDQUOT):
        return PhotoCacheError(f"The disk holding {cache_dir} is full.", "deck.cache_full", where)
    return PhotoCacheError(
        f"The folder for prepared pictures, {cache_dir}, cannot be used ({e}).",
        "deck.cache_unusable",
        {**where, "error": e.strerror or str(e)},
    )


def _folder_error(folder: Path, e: OSError) -> PhotoFolderError:
    where: dict[str, Param] = {"folder": str(folder)}
    message = f"The folder {folder} cannot be opened ({e.strerror or e})."
    if isinstance(e, FileNotFoundError):
        return PhotoFolderError(message, "deck.folder_missing", where)
    if isinstance(e, NotADirectoryError):
        return PhotoFolderError(message, "deck.not_a_folder", where)
    return PhotoFolderError(
        message, "deck.folder_unreadable", {**where, "error": e.strerror or str(e)}
    )


class PhotoDeckBuilder:
    """Builds a deck from the pictures in ``folder`` (not its subfolders), one file at a time.

    ``run(progress, cancelled)`` calls ``progress(done, total)`` after each file and stops
    before the next file once ``cancelled()`` is true; it is plain Python (Qt only decodes), so
    any thread may run it. Raises :class:`DeckError` subclasses (codes above), with ``report``
    set when files were looked at.
    """

    def __init__(
        self, folder: Path, cache_dir: Path, min_cards: int, label: str | None = None
    ) -> None:
        self.folder = Path(folder)
        self.cache_dir = Path(cache_dir)
        self.min_cards = min_cards
        self.label = label
        self.report = PhotoReport(self.folder)

    def files(self) -> list[Path]:
        """The files to look at, in name order (hidden files and subfolders left out)."""
        try:
            entries = sorted(p for p in self.folder.iterdir() if not p.name.startswith("."))
            return [p for p in entries if not p.is_dir()]
        except OSError as e:
            raise _folder_error(self.folder, e) from e

    def _open_cache(self) -> None:
        try:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise _cache_error(self.cache_dir, e) from e
        if not self.cache_dir.is_dir():  # a link to a file, say
            raise _cache_error(self.cache_dir, NotADirectoryError(errno.ENOTDIR, "not a folder"))

    def run(
        self,
        progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> tuple[Deck | None, PhotoReport]:
        """Prepare every file; the deck and the report, or (None, report) if cancelled."""
        files = self.files()
        self._open_cache()
        if QImageReader.allocationLimit() in (0,) or (
            QImageReader.allocationLimit() > pictures.ALLOCATION_LIMIT_MB
        ):
            QImageReader.setAllocationLimit(pictures.ALLOCATION_LIMIT_MB)
        report = self.report = PhotoReport(self.folder, total=len(files))
        ids: list[str] = []
        paths: dict[str, Path] = {}
        descriptions: dict[str, str] = {}
        if progress:
            progress(0, len(files))
        for done, path in enumerate(files, 1):
            if cancelled and cancelled():
                report.cancelled = True
                return None, report
            cid, out = self._one(path)
            if out is not None and cid not in paths:
                ids.append(cid)
                paths[cid] = out
                descriptions[cid] = f"Your picture {path.stem}"
                report.used.append(path)
            if progress:
                progress(done, len(files))
        if cancelled and cancelled():  # asked during the last file: still a cancel
            report.cancelled = True
            return None, report
        if len(ids) < self.min_cards:
            err = TooFewPicturesError(len(ids), self.min_cards, self.label)
            err.report = report
            raise err
        return Deck(self.folder.name or str(self.folder), ids, paths, descriptions), report

    def _one(self, path: Path) -> tuple[str, Path | None]:
        """Prepare one file (or find it in the cache); its card id and cached picture, or
        ("", None) when it is left out (the reason is in the report)."""
        report = self.report
        try:
            if path.suffix.lower() not in EXTENSIONS:
                raise pictures.Skip("photo.not_a_picture", extension=path.suffix.lower())
            try:
                st = path.stat()
                key = _cache_key(path, st)
                out = self.cache_dir / f"{key}.jpg"
                if out.is_file() and out.stat().st_size > 0:
                    report.from_cache += 1
                    return f"ph-{key[:12]}", out
                card = pictures.shape_to_card(pictures.decode(path, st))
            except FileNotFoundError as e:
                raise pictures.Skip("photo.missing") from e
            except OSError as e:
                raise pictures.Skip("photo.unreadable", error=e.strerror or str(e)) from e
            try:
                pictures.write_atomically(out, pictures.encode(card))
            except OSError as e:
                err = _cache_error(self.cache_dir, e)
                err.report = report
                raise err from e
            report.decoded += 1
            return f"ph-{key[:12]}", out
        except pictures.Skip as s:
            report.skipped.append(
                SkippedFile(path, Notice(s.code, {"file": path.name, **s.params}))
            )
            return "", None


def load_photo_deck(
    folder: Path, cache_dir: Path, min_cards: int, label: str | None = None
) -> tuple[Deck, PhotoReport]:
    """A deck from the pictures in ``folder`` (not its subfolders), in one call.

    Raises :class:`TooFewPicturesError` (a :class:`DeckError`, carrying ``.report``) when fewer
    than ``min_cards`` pictures are usable; ``label`` names the game in that message
    ("Classic with 6 players"). Runs on the calling thread: a window uses
    :class:`dixit_desktop.deck.loader.PhotoDeckLoader` instead.
    """
    deck, report = PhotoDeckBuilder(folder, cache_dir, min_cards, label).run()
    assert deck is not None  # never cancelled
    return deck, report
