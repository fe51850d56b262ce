"""Writing an album: a PDF (Qt's QPdfWriter) and a PNG per page, into a folder of its own.

Everything is written into a hidden folder beside the final one (``.<name>.partial``) and
renamed to its final name only once every file is complete, so a cancelled or failed export
never leaves a half-written album that looks finished; the hidden folder is removed. Bytes go
to disk through Python's own files, so a full disk or a refused folder is an ``OSError``
with its errno, turned into a :class:`~dixit_desktop.notices.Notice` here:

    code                    params            when
    album.folder_unusable   folder, reason    the albums' folder cannot be made or written
    album.write_failed      reason            a file of the album could not be written
    album.cancelled                           the family stopped it
    album.failed                              anything else (a bug): logged

``reason``: ``disk_full``, ``read_only``, ``permission``, ``not_a_folder``, ``other``.
Runs on any thread (QPainter on QImage and QPdfWriter); :mod:`.worker` runs it on a QThread.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import shutil
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QImage, QImageWriter, QPageLayout, QPageSize, QPainter, QPdfWriter

from dixit_desktop.notices import Notice
from dixit_desktop.storage.files import os_reason

from .page import Page, PageSize
from .paint import PagePainter, Pictures, card_pixels, page_pixels

log = logging.getLogger(__name__)

PDF_DPI = 300
PNG_DPI = 150


class AlbumError(Exception):
    def __init__(self, notice: Notice) -> None:
        super().__init__(str(notice))
        self.notice = notice


class Cancelled(Exception):
    pass


@dataclass
class Job:
    pages: list[Page]
    size: PageSize
    folder: Path
    """Where albums go (made if missing): the album is a folder inside it."""
    name: str
    """The album's folder and PDF name, e.g. "2025-03-12 Mia, Leo, Ada"."""
    picture: Callable[[str], Path | None]
    title: str = ""
    pdf_dpi: int = PDF_DPI
    png_dpi: int = PNG_DPI
    write: Callable[[Path, bytes], None] = field(default=lambda p, b: _write(p, b))


@dataclass
class Result:
    folder: Path
    pdf: Path
    pngs: list[Path]
    missing: int
    """Card pictures that could not be read (left blank)."""


def _write(path: Path, data: bytes) -> None:
    with open(path, "xb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def safe_name(text: str, limit: int = 80) -> str:
    """A file name every system accepts, from a date and players' names."""
    name = _UNSAFE.sub(" ", text).strip(" .")
    name = re.sub(r"\s+", " ", name)[:limit].strip(" .")
    return name or "Dixit album"


def album_name(date: str, names: list[str]) -> str:
    """ "2025-03-12 Mia, Leo, Ada" (five names at most, then "+7")."""
    shown = ", ".join(names[:5]) + (f" +{len(names) - 5}" if len(names) > 5 else "")
    return safe_name(f"{date} {shown}")


def _free(folder: Path, name: str) -> Path:
    target = folder / name
    n = 2
    while target.exists():
        target = folder / f"{name} ({n})"
        n += 1
    return target


def export(
    job: Job,
    progress: Callable[[int, int], None] = lambda d, t: None,
    cancelled: Callable[[], bool] = lambda: False,
) -> Result:
    """Write the album; raises :class:`AlbumError` (with its notice), never anything else."""
    try:
        job.folder.mkdir(parents=True, exist_ok=True)
        if not os.access(job.folder, os.W_OK):
            raise PermissionError(errno.EACCES, "cannot write", str(job.folder))
    except OSError as e:
        log.warning("album folder %s unusable: %s", job.folder, e)
        raise AlbumError(
            Notice("album.folder_unusable", {"folder": str(job.folder), "reason": os_reason(e)})
        ) from e
    temp = job.folder / f".{job.name}.partial"
    try:
        shutil.rmtree(temp, ignore_errors=True)
        temp.mkdir()
        pngs, missing = _render(job, temp, progress, cancelled)
        final = _free(job.folder, job.name)
        temp.rename(final)
    except Cancelled:
        shutil.rmtree(temp, ignore_errors=True)
        raise AlbumError(Notice("album.cancelled")) from None
    except OSError as e:
        shutil.rmtree(temp, ignore_errors=True)
        log.warning("album not written: %s", e)
        raise AlbumError(Notice("album.write_failed", {"reason": os_reason(e)})) from e
    except AlbumError:
        shutil.rmtree(temp, ignore_errors=True)
        raise
    except Exception as e:  # a bug: never a crash, never a half album
        shutil.rmtree(temp, ignore_errors=True)
        log.exception("album export failed")
        raise AlbumError(Notice("album.failed")) from e
    return Result(
        final,
        final / f"{job.name}.pdf",
        [final / p.name for p in pngs],
        len(missing),
    )


def _render(
    job: Job, temp: Path, progress: Callable[[int, int], None], cancelled: Callable[[], bool]
) -> tuple[list[Path], set[str]]:
    """Paint every page on the PDF and on a PNG; card pictures are decoded, and PNGs encoded
    and written, on two more threads meanwhile (Qt releases Python's lock while it works)."""
    pages = job.pages
    total = len(pages) + 1
    progress(0, total)
    pictures = Pictures(job.picture, card_pixels(pages, job.pdf_dpi))
    pdf_painter = PagePainter(pictures, job.pdf_dpi, raster=False)
    png_painter = PagePainter(pictures, job.png_dpi, raster=True)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = _pdf_writer(buffer, job)
    pdf = QPainter()
    if not pdf.begin(writer):
        raise AlbumError(Notice("album.failed"))
    pixels = page_pixels(job.size, job.png_dpi)
    width = len(str(len(pages)))
    written: list[Future[Path]] = []
    pool = ThreadPoolExecutor(2, thread_name_prefix="album")
    try:
        pictures.prefetch([c.card_id for page in pages for c in page.cards()], pool)
        for i, page in enumerate(pages):
            if cancelled():
                raise Cancelled
            if i:
                writer.newPage()
            pdf_painter.paint(pdf, page, job.size)
            image = QImage(pixels, QImage.Format.Format_RGB32)
            image.setDotsPerMeterX(round(job.png_dpi / 0.0254))
            image.setDotsPerMeterY(round(job.png_dpi / 0.0254))
            p = QPainter(image)
            png_painter.paint(p, page, job.size)
            p.end()
            path = temp / f"page-{page.number:0{width}d}.png"
            written.append(pool.submit(_save_png, job.write, path, image))
            failed = next((f for f in written if f.done() and f.exception()), None)
            if failed is not None:  # a full disk: stop now, not after painting the rest
                failed.result()
            progress(i + 1, total)
        pdf.end()
        pngs = [f.result() for f in written]  # an error writing one is raised here
        if cancelled():
            raise Cancelled
        job.write(temp / f"{job.name}.pdf", bytes(buffer.data().data()))
    finally:
        if pdf.isActive():
            pdf.end()
        pool.shutdown(wait=True, cancel_futures=True)
        buffer.close()
    progress(total, total)
    return pngs, pictures.missing


def _pdf_writer(buffer: QBuffer, job: Job) -> QPdfWriter:
    writer = QPdfWriter(buffer)
    writer.setResolution(job.pdf_dpi)
    writer.setTitle(job.title or job.name)
    writer.setCreator("Dixit Desktop")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QSizeF(job.size.width, job.size.height), QPageSize.Unit.Millimeter),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    return writer


def _save_png(write: Callable[[Path, bytes], None], path: Path, image: QImage) -> Path:
    write(path, _png_bytes(image))
    return path


def _png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buf, QByteArray(b"png"))
    writer.setQuality(80)  # light compression: a page encodes in a tenth of a second
    if not writer.write(image):
        raise OSError(errno.EIO, "the page could not be encoded")
    buf.close()
    return bytes(data.data())
