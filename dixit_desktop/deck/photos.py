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

import contextlib
import errno
import hashlib
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize, Qt
from PySide6.QtGui import QImage, QImageIOHandler, QImageReader, QPainter

from dixit_desktop.notices import Notice, Param

from .model import Deck, DeckError, TooFewPicturesError

EXTENSIONS = {".jpg", ".jpeg", ".png", ".webp", ".gif", ".bmp"}
CARD_W, CARD_H = 800, 1200
MAX_PIXELS = 150_000_000  # about 12,000 x 12,000: anything larger is not a family photo
MAX_SIDE = 30_000
MAX_FILE_BYTES = 200 * 1024 * 1024
ALLOCATION_LIMIT_MB = 256  # the most one decoded picture may take (Qt refuses beyond it)
NEAR_CARD = (0.75, 1.35)  # aspect ratios this close to 2:3 are cropped; others are fitted
CACHE_VERSION = "v1"
JPEG_QUALITY = 88

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


class _Skip(Exception):
    def __init__(self, code: str, **params: Param) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


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


def _shape_to_card(img: QImage) -> QImage:
    """Crop to 2:3 when close to it, else fit it on a blurred, cropped copy of itself."""
    img = img.convertToFormat(QImage.Format.Format_RGB32)
    w, h = img.width(), img.height()
    aspect = w / h
    target = CARD_W / CARD_H
    cover = img.scaled(
        QSize(CARD_W, CARD_H),
        Qt.AspectRatioMode.KeepAspectRatioByExpanding,
        Qt.TransformationMode.SmoothTransformation,
    )
    x = (cover.width() - CARD_W) // 2
    y = (cover.height() - CARD_H) // 2
    cropped = cover.copy(QRect(x, y, CARD_W, CARD_H))
    if NEAR_CARD[0] * target <= aspect <= NEAR_CARD[1] * target:
        return cropped
    # Far from 2:3 (a panorama, a tall strip): a blurred background and the whole picture.
    tiny = cropped.scaled(
        QSize(CARD_W // 24, CARD_H // 24),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    back = QImage(CARD_W, CARD_H, QImage.Format.Format_RGB32)
    fitted = img.scaled(
        QSize(CARD_W, CARD_H),
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    p = QPainter(back)
    p.fillRect(back.rect(), Qt.GlobalColor.black)
    p.setOpacity(0.75)
    p.drawImage(
        0,
        0,
        tiny.scaled(
            QSize(CARD_W, CARD_H),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        ),
    )
    p.setOpacity(1.0)
    p.drawImage((CARD_W - fitted.width()) // 2, (CARD_H - fitted.height()) // 2, fitted)
    p.end()
    return back


def decode_size(width: int, height: int, rotated: bool) -> QSize:
    """The size (in the file's own orientation) to decode a ``width`` x ``height`` picture at:
    the smallest that still fills the card (near 2:3) or fits it (far from 2:3), never larger
    than the picture. ``rotated``: EXIF turns it a quarter, so the card sees it turned."""
    shown_w, shown_h = (height, width) if rotated else (width, height)
    aspect = (shown_w / shown_h) / (CARD_W / CARD_H)
    fill = max(CARD_W / shown_w, CARD_H / shown_h)
    fit = min(CARD_W / shown_w, CARD_H / shown_h)
    scale = min(1.0, fill if NEAR_CARD[0] <= aspect <= NEAR_CARD[1] else fit)
    return QSize(max(1, round(width * scale)), max(1, round(height * scale)))


def _read(path: Path, size: int) -> bytes:
    """The file's bytes. Read by Python, so a refusal is a real ``PermissionError`` and not
    Qt's "File not found"."""
    with open(path, "rb") as f:  # this module's open(): tests replace it
        return f.read(size + 1)


def _decode(path: Path, st: os.stat_result) -> QImage:
    """Check ``path`` from its header, then decode it at the size the card needs.

    Raises :class:`_Skip` saying why it cannot be used, or ``OSError`` from reading it."""
    if st.st_size == 0:
        raise _Skip("photo.empty")
    if st.st_size > MAX_FILE_BYTES:
        raise _Skip("photo.file_too_big", megabytes=st.st_size // (1024 * 1024))
    data = _read(path, st.st_size)
    if not data:
        raise _Skip("photo.empty")
    buf = QBuffer()
    buf.setData(QByteArray(data))
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf)
    reader.setAutoTransform(True)  # EXIF orientation
    reader.setDecideFormatFromContent(True)
    if not reader.canRead():
        raise _Skip("photo.unknown_format")
    size = reader.size()
    if not size.isValid() or size.width() <= 0 or size.height() <= 0:
        raise _Skip("photo.size_unknown")
    w, h = size.width(), size.height()
    fmt = bytes(reader.format().data()).decode(errors="replace").lower()
    too_big = w > MAX_SIDE or h > MAX_SIDE or w * h > MAX_PIXELS
    if fmt not in ("jpeg", "jpg"):
        # Only JPEGs can be decoded reduced; anything else is decoded whole first, so its whole
        # size must fit in the allocation limit (a 96-megapixel PNG is ~384 MB decoded).
        depth = QImage.toPixelFormat(reader.imageFormat()).bitsPerPixel() or 32
        too_big = too_big or w * h * max(depth, 32) // 8 > ALLOCATION_LIMIT_MB * 1024 * 1024
    if too_big:
        raise _Skip("photo.too_big", width=w, height=h, megapixels=round(w * h / 1_000_000))
    if fmt in ("jpeg", "jpg") and b"\xff\xd9" not in data[-4096:]:
        raise _Skip("photo.cut_short")  # an interrupted copy lost the end-of-image marker
    rotated = bool(reader.transformation() & QImageIOHandler.Transformation.TransformationRotate90)
    target = decode_size(w, h, rotated)
    if (target.width(), target.height()) != (w, h):
        reader.setScaledSize(target)  # libjpeg decodes JPEGs reduced (M/8) to near this
    del data
    img = reader.read()  # for a GIF: its first frame
    if img.isNull():
        raise _Skip("photo.damaged")
    return img


def _encode(card: QImage) -> bytes:
    out = QBuffer()
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    if not card.save(out, "JPG", JPEG_QUALITY):  # type: ignore[call-overload]
        raise _Skip("photo.damaged")
    return bytes(out.data().data())


def _write_atomically(out: Path, data: bytes) -> None:
    """Write ``out`` so that it exists complete or not at all (even if two runs race)."""
    tmp = out.with_name(f"{out.stem}.{os.getpid()}-{threading.get_ident()}.part")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, out)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise


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
            QImageReader.allocationLimit() > ALLOCATION_LIMIT_MB
        ):
            QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
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
                raise _Skip("photo.not_a_picture", extension=path.suffix.lower())
            try:
                st = path.stat()
                key = _cache_key(path, st)
                out = self.cache_dir / f"{key}.jpg"
                if out.is_file() and out.stat().st_size > 0:
                    report.from_cache += 1
                    return f"ph-{key[:12]}", out
                card = _shape_to_card(_decode(path, st))
            except FileNotFoundError as e:
                raise _Skip("photo.missing") from e
            except OSError as e:
                raise _Skip("photo.unreadable", error=e.strerror or str(e)) from e
            try:
                _write_atomically(out, _encode(card))
            except OSError as e:
                err = _cache_error(self.cache_dir, e)
                err.report = report
                raise err from e
            report.decoded += 1
            return f"ph-{key[:12]}", out
        except _Skip as s:
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
