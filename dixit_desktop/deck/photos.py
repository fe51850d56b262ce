"""Decks from a family's own photos.

Every picture is checked by its header before it is decoded (absurd sizes are refused without
allocating anything), decoded once at a reduced size with its EXIF orientation applied, shaped
to the 2:3 card (cropped, or fitted on a blurred copy of itself when it is far from 2:3), and
cached as a JPEG in ``cache_dir``, keyed by path, modification time and size. The family's
folder is only ever read.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter

from .model import Deck, DeckError, TooFewPicturesError

EXTENSIONS = {".jpg", ".jpeg", ".png", ".webp", ".gif", ".bmp"}
CARD_W, CARD_H = 800, 1200
MAX_PIXELS = 150_000_000  # about 12,000 x 12,000: anything larger is not a family photo
MAX_SIDE = 30_000
MAX_FILE_BYTES = 200 * 1024 * 1024
ALLOCATION_LIMIT_MB = 256
DECODE_LONG_SIDE = 2400  # decode at most this big, then shape to the card
CACHE_VERSION = "v1"


@dataclass(frozen=True)
class SkippedFile:
    path: Path
    reason: str


@dataclass
class PhotoReport:
    """What became of each file in the folder."""

    folder: Path
    used: list[Path] = field(default_factory=list)
    skipped: list[SkippedFile] = field(default_factory=list)
    from_cache: int = 0
    decoded: int = 0

    def reason(self, path: Path) -> str | None:
        for s in self.skipped:
            if s.path == path:
                return s.reason
        return None

    def summary(self) -> str:
        lines = [f"{len(self.used)} pictures can be used from {self.folder}."]
        if self.skipped:
            lines.append(f"{len(self.skipped)} files were left out:")
            lines += [f"  {s.path.name}: {s.reason}" for s in self.skipped]
        return "\n".join(lines)


class PhotoFolderError(DeckError):
    """The folder itself cannot be read."""


def _cache_key(path: Path, st: os.stat_result) -> str:
    h = hashlib.sha256(f"{CACHE_VERSION}|{path.resolve()}|{st.st_mtime_ns}|{st.st_size}".encode())
    return h.hexdigest()[:24]


def _jpeg_is_complete(path: Path, size: int) -> bool:
    """A JPEG that lost its end (an interrupted copy) has no EOI marker near its end."""
    with path.open("rb") as f:
        f.seek(max(0, size - 4096))
        tail = f.read()
    return b"\xff\xd9" in tail


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
    if 0.75 * target <= aspect <= 1.35 * target:
        return cropped
    # Far from 2:3 (a panorama, a tall strip): a blurred background and the whole picture.
    tiny = cropped.scaled(
        QSize(CARD_W // 24, CARD_H // 24),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    back = tiny.scaled(
        QSize(CARD_W, CARD_H),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
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


def _prepare(path: Path, st: os.stat_result, out: Path) -> str | None:
    """Decode, shape and cache one picture; returns why it was skipped, or None."""
    if st.st_size == 0:
        return "the file is empty"
    if st.st_size > MAX_FILE_BYTES:
        return f"the file is too big ({st.st_size // (1024 * 1024)} MB)"
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)  # EXIF orientation
    reader.setDecideFormatFromContent(True)
    if not reader.canRead():
        return (
            "this is not a picture that can be read ("
            + (reader.errorString() or "unknown format")
            + ")"
        )
    size = reader.size()
    if not size.isValid() or size.width() <= 0 or size.height() <= 0:
        return "the picture's size cannot be read"
    w, h = size.width(), size.height()
    if w > MAX_SIDE or h > MAX_SIDE or w * h > MAX_PIXELS:
        return f"the picture is far too large ({w:,} x {h:,} pixels)"
    fmt = bytes(reader.format().data()).decode(errors="replace").lower()
    if fmt in ("jpeg", "jpg") and not _jpeg_is_complete(path, st.st_size):
        return "the picture is damaged (the file is cut short)"
    scale = min(1.0, DECODE_LONG_SIDE / max(w, h))
    if scale < 1.0:
        reader.setScaledSize(QSize(max(1, round(w * scale)), max(1, round(h * scale))))
    img = reader.read()  # for a GIF: its first frame
    if img.isNull():
        return "the picture is damaged (" + (reader.errorString() or "cannot decode") + ")"
    card = _shape_to_card(img)
    tmp = out.with_suffix(".part")
    saved: bool = card.save(str(tmp), "JPG", 88)  # type: ignore[call-overload]
    if not saved:
        return "the picture could not be prepared (cache folder not writable?)"
    os.replace(tmp, out)
    return None


def load_photo_deck(
    folder: Path, cache_dir: Path, min_cards: int, label: str | None = None
) -> tuple[Deck, PhotoReport]:
    """A deck from the pictures in ``folder`` (not its subfolders).

    Raises :class:`TooFewPicturesError` (a :class:`DeckError`, carrying ``.report``) when fewer
    than ``min_cards`` pictures are usable; ``label`` names the game in that message
    ("Classic with 6 players").
    """
    folder = Path(folder)
    cache_dir = Path(cache_dir)
    try:
        entries = sorted(p for p in folder.iterdir() if not p.name.startswith("."))
    except OSError as e:
        raise PhotoFolderError(f"The folder {folder} cannot be opened ({e}).") from e
    cache_dir.mkdir(parents=True, exist_ok=True)
    if QImageReader.allocationLimit() == 0 or QImageReader.allocationLimit() > ALLOCATION_LIMIT_MB:
        QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    report = PhotoReport(folder)
    ids: list[str] = []
    paths: dict[str, Path] = {}
    descriptions: dict[str, str] = {}
    for path in entries:
        if path.is_dir():
            continue
        if path.suffix.lower() not in EXTENSIONS:
            report.skipped.append(SkippedFile(path, f"not a picture ({path.suffix or 'no'} file)"))
            continue
        try:
            st = path.stat()
        except OSError as e:
            report.skipped.append(SkippedFile(path, f"the file cannot be read ({e.strerror})"))
            continue
        key = _cache_key(path, st)
        out = cache_dir / f"{key}.jpg"
        if out.is_file() and out.stat().st_size > 0:
            report.from_cache += 1
        else:
            try:
                why = _prepare(path, st, out)
            except OSError as e:
                why = f"the file cannot be read ({e.strerror})"
            if why:
                report.skipped.append(SkippedFile(path, why))
                continue
            report.decoded += 1
        cid = f"ph-{key[:12]}"
        if cid in paths:
            continue
        ids.append(cid)
        paths[cid] = out
        descriptions[cid] = f"Your picture {path.stem}"
        report.used.append(path)
    if len(ids) < min_cards:
        err = TooFewPicturesError(len(ids), min_cards, label)
        err.report = report  # type: ignore[attr-defined]
        raise err
    return Deck(folder.name or str(folder), ids, paths, descriptions), report
