"""One picture of a photo deck: its size checked from its header before anything is
decoded, decoded once at the size the card needs (JPEGs reduced by libjpeg itself), shaped to
the 2:3 card (cropped, or fitted on a blurred copy of itself), encoded as a JPEG and written
beside its final name, then renamed into place. Safe off the GUI thread."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize, Qt
from PySide6.QtGui import QImage, QImageIOHandler, QImageReader, QPainter

from dixit_desktop.notices import Param

CARD_W, CARD_H = 800, 1200
MAX_PIXELS = 150_000_000  # about 12,000 x 12,000: anything larger is not a family photo
MAX_SIDE = 30_000
MAX_FILE_BYTES = 200 * 1024 * 1024
ALLOCATION_LIMIT_MB = 256  # the most one decoded picture may take (Qt refuses beyond it)
NEAR_CARD = (0.75, 1.35)  # aspect ratios this close to 2:3 are cropped; others are fitted
JPEG_QUALITY = 88


class Skip(Exception):
    """A file that cannot be a card: its notice code and parameters."""

    def __init__(self, code: str, **params: Param) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def shape_to_card(img: QImage) -> QImage:
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


def read_head(path: Path, size: int) -> bytes:
    """The file's bytes. Read by Python, so a refusal is a real ``PermissionError`` and not
    Qt's "File not found"."""
    with open(path, "rb") as f:  # this module's open(): tests replace it
        return f.read(size + 1)


def decode(path: Path, st: os.stat_result) -> QImage:
    """Check ``path`` from its header, then decode it at the size the card needs.

    Raises :class:`Skip` saying why it cannot be used, or ``OSError`` from reading it."""
    if st.st_size == 0:
        raise Skip("photo.empty")
    if st.st_size > MAX_FILE_BYTES:
        raise Skip("photo.file_too_big", megabytes=st.st_size // (1024 * 1024))
    data = read_head(path, st.st_size)
    if not data:
        raise Skip("photo.empty")
    buf = QBuffer()
    buf.setData(QByteArray(data))
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf)
    reader.setAutoTransform(True)  # EXIF orientation
    reader.setDecideFormatFromContent(True)
    if not reader.canRead():
        raise Skip("photo.unknown_format")
    size = reader.size()
    if not size.isValid() or size.width() <= 0 or size.height() <= 0:
        raise Skip("photo.size_unknown")
    w, h = size.width(), size.height()
    fmt = bytes(reader.format().data()).decode(errors="replace").lower()
    too_big = w > MAX_SIDE or h > MAX_SIDE or w * h > MAX_PIXELS
    if fmt not in ("jpeg", "jpg"):
        # Only JPEGs can be decoded reduced; anything else is decoded whole first, so its whole
        # size must fit in the allocation limit (a 96-megapixel PNG is ~384 MB decoded).
        depth = QImage.toPixelFormat(reader.imageFormat()).bitsPerPixel() or 32
        too_big = too_big or w * h * max(depth, 32) // 8 > ALLOCATION_LIMIT_MB * 1024 * 1024
    if too_big:
        raise Skip("photo.too_big", width=w, height=h, megapixels=round(w * h / 1_000_000))
    if fmt in ("jpeg", "jpg") and b"\xff\xd9" not in data[-4096:]:
        raise Skip("photo.cut_short")  # an interrupted copy lost the end-of-image marker
    rotated = bool(reader.transformation() & QImageIOHandler.Transformation.TransformationRotate90)
    target = decode_size(w, h, rotated)
    if (target.width(), target.height()) != (w, h):
        reader.setScaledSize(target)  # libjpeg decodes JPEGs reduced (M/8) to near this
    del data
    img = reader.read()  # for a GIF: its first frame
    if img.isNull():
        raise Skip("photo.damaged")
    return img


def encode(card: QImage) -> bytes:
    out = QBuffer()
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    if not card.save(out, "JPG", JPEG_QUALITY):  # type: ignore[call-overload]
        raise Skip("photo.damaged")
    return bytes(out.data().data())


def write_atomically(out: Path, data: bytes) -> None:
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
