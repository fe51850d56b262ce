"""The album's PDF looks like its PNGs: a small game's album is written, every PDF page is
rasterised by a real PDF reader (poppler's pdftoppm, else mupdf's mutool) at the PNGs'
resolution and compared with its PNG pixel by pixel, the card pictures especially.

Reading the PDF's bytes says nothing about what a reader shows: Qt's PDF engine once wrote a
card shadow's 11 % brush alpha as the fill alpha the picture after it was drawn with, and every
picture of the PDF came out as a block of its owner's frame colour while the PNGs were right.
Needs poppler-utils (or mupdf-tools) installed; skipped, saying so, without either."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from dixit_desktop.album.export import Job, Result, export
from dixit_desktop.album.page import Page
from dixit_desktop.album.plan import A4, AlbumInfo, plan_album

from .helpers import card_pictures, small_game

PNG_DPI = 40
PDF_DPI = 60


def _rasteriser() -> list[str] | None:
    """The command that draws a PDF's pages as ``<prefix>-<n>.png`` at ``{dpi}``."""
    if shutil.which("pdftoppm"):
        return ["pdftoppm", "-r", "{dpi}", "-png", "{pdf}", "{prefix}"]
    if shutil.which("mutool"):
        return ["mutool", "draw", "-q", "-r", "{dpi}", "-o", "{prefix}-%d.png", "{pdf}"]
    return None


RASTERISER = _rasteriser()
pytestmark = pytest.mark.skipif(
    RASTERISER is None,
    reason="no PDF rasteriser: install poppler-utils (pdftoppm) or mupdf-tools (mutool)",
)


def _pixels(path: Path, size: tuple[int, int] | None = None) -> np.ndarray:
    from PIL import Image

    with Image.open(path) as image:
        rgb = image.convert("RGB")
        if size is not None and rgb.size != size:  # a reader may round a page up a pixel:
            rgb = rgb.crop((0, 0, *size))  # cut (or pad) at the bottom right, not rescaled
        pixels: np.ndarray = np.asarray(rgb, dtype=np.float64)
        return pixels


def _blocks(pixels: np.ndarray, n: int = 4) -> np.ndarray:
    """The mean colour of every ``n`` x ``n`` square of a page."""
    h, w = pixels.shape[0] // n * n, pixels.shape[1] // n * n
    means: np.ndarray = pixels[:h, :w].reshape(h // n, n, w // n, n, 3).mean(axis=(1, 3))
    return means


def _rasterise(pdf: Path, folder: Path, pages: int) -> list[Path]:
    assert RASTERISER is not None
    folder.mkdir()
    prefix = folder / "page"
    values = {"dpi": str(PNG_DPI), "pdf": str(pdf), "prefix": str(prefix)}
    command = [part.format(**values) if "{" in part else part for part in RASTERISER]
    subprocess.run(command, check=True, capture_output=True, timeout=120)
    found = sorted(folder.glob("page-*.png"), key=lambda p: int(p.stem.rsplit("-", 1)[1]))
    assert len(found) == pages, [p.name for p in found]
    return found


@pytest.fixture(scope="module")
def album(tmp_path_factory, qapp) -> tuple[list[Page], Result, list[Path]]:  # type: ignore[no-untyped-def]
    from dixit_desktop.app import load_fonts

    load_fonts()
    root = tmp_path_factory.mktemp("pdf_pixels")
    pictures = card_pictures(root / "cards")
    game, specs = small_game()
    pages = plan_album(game, specs, AlbumInfo("12 March 2025", A4))
    job = Job(pages, A4, root / "albums", "album", pictures.get, "Album", PDF_DPI, PNG_DPI)
    result = export(job)
    return pages, result, _rasterise(result.pdf, root / "read", len(pages))


def _hex(colour: str) -> np.ndarray:
    return np.array([int(colour[i : i + 2], 16) for i in (1, 3, 5)], dtype=np.float64)


def test_every_pdf_page_looks_like_its_png(album) -> None:  # type: ignore[no-untyped-def]
    _pages, result, read = album
    differences = []
    for png, drawn in zip(result.pngs, read, strict=True):
        want = _pixels(png)
        got = _pixels(drawn, (want.shape[1], want.shape[0]))
        difference = np.abs(_blocks(got) - _blocks(want)).mean(axis=(0, 1))
        differences.append(difference.max())  # the worst channel
    # Readers smooth edges their own way (1-3.5 levels per pixel at 40 dpi, on the edges
    # only): compared in 4-pixel squares, about 1-2 levels. A picture drawn faintly: 20-31.
    worst = max(differences)
    assert worst < 4.0, (round(float(worst), 2), [round(float(d), 1) for d in differences])


def test_the_pdf_shows_each_card_picture_not_a_block_of_its_frame(album) -> None:  # type: ignore[no-untyped-def]
    pages, result, read = album
    k = PNG_DPI / 25.4  # pixels per millimetre
    cards = 0
    for page, png, drawn in zip(pages, result.pngs, read, strict=True):
        want = _pixels(png)
        got = _pixels(drawn, (want.shape[1], want.shape[0]))
        for card in page.cards():
            b = card.box  # the middle half of the picture, clear of frame and badges
            x0, x1 = round((b.x + b.w * 0.25) * k), round((b.x + b.w * 0.75) * k)
            y0, y1 = round((b.y + b.h * 0.3) * k), round((b.y + b.h * 0.75) * k)
            png_mean = want[y0:y1, x0:x1].reshape(-1, 3).mean(axis=0)
            pdf_mean = got[y0:y1, x0:x1].reshape(-1, 3).mean(axis=0)
            frame = _hex(card.frame)
            where = f"page {page.number}, card {card.card_id}"
            assert np.abs(png_mean - frame).max() > 30, f"{where}: picture like its frame"
            assert np.abs(pdf_mean - png_mean).max() < 8, (
                f"{where}: PDF {pdf_mean.round()} PNG {png_mean.round()} frame {frame}"
            )
            cards += 1
    assert cards >= 40  # fourteen turns of three or more cards were looked at
