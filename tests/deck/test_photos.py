"""Photo decks on a folder with every kind of good and bad file."""

from __future__ import annotations

import hashlib
import io
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtGui import QImage

from dixit_desktop.deck import DeckError, TooFewPicturesError, load_photo_deck

GOOD = ["exif.jpg", "plain.png", "photo.webp", "anim.gif", "old.bmp", "panorama.jpg", "tall.png"]
BAD = ["empty.jpg", "notes.jpg", "cut.jpg", "huge.png", "readme.txt"]


def _png_header_only(path: Path, w: int, h: int) -> None:
    """A PNG that claims to be w x h (its body is a few bytes of zlib)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    body = zlib.compress(b"\x00" * 1024)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
    )


def _gradient(w: int, h: int, colour: tuple[int, int, int]) -> Image.Image:
    im = Image.new("RGB", (w, h), colour)
    for x in range(0, w, max(1, w // 8)):
        im.paste((255 - colour[0], colour[1], 255 - colour[2]), (x, 0, x + max(1, w // 16), h))
    return im


@pytest.fixture
def photo_folder(tmp_path: Path) -> Path:
    d = tmp_path / "family photos"
    d.mkdir()
    # A landscape JPEG stored sideways with EXIF orientation 6 (rotate 90 degrees clockwise):
    # displayed, it is portrait. Top strip red so the orientation can be checked.
    im = Image.new("RGB", (900, 600), (20, 120, 200))
    im.paste((220, 30, 30), (0, 0, 60, 600))  # left strip: becomes the top after rotation
    exif = Image.Exif()
    exif[0x0112] = 6
    im.save(d / "exif.jpg", "JPEG", exif=exif.tobytes(), quality=90)
    _gradient(1000, 1500, (200, 180, 40)).save(d / "plain.png")
    _gradient(1200, 1800, (40, 160, 90)).save(d / "photo.webp", "WEBP")
    frames = [Image.new("RGB", (300, 450), c) for c in ((250, 0, 0), (0, 250, 0), (0, 0, 250))]
    frames[0].save(d / "anim.gif", save_all=True, append_images=frames[1:], duration=100, loop=0)
    _gradient(600, 900, (90, 60, 160)).save(d / "old.bmp")
    _gradient(4000, 800, (180, 90, 40)).save(d / "panorama.jpg", quality=85)
    _gradient(400, 2400, (60, 60, 60)).save(d / "tall.png")
    (d / "empty.jpg").write_bytes(b"")
    (d / "notes.jpg").write_text("shopping list: eggs, milk, bread\n" * 20)
    buf = io.BytesIO()
    _gradient(1200, 1800, (10, 200, 200)).save(buf, "JPEG", quality=90)
    (d / "cut.jpg").write_bytes(buf.getvalue()[: len(buf.getvalue()) // 2])
    _png_header_only(d / "huge.png", 30000, 30000)
    (d / "readme.txt").write_text("not a picture")
    return d


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def test_good_pictures_are_used_and_bad_ones_named(photo_folder: Path, tmp_path: Path) -> None:
    before = _digest(photo_folder)
    deck, report = load_photo_deck(photo_folder, tmp_path / "cache", min_cards=3)
    assert sorted(p.name for p in report.used) == sorted(GOOD)
    assert sorted(s.path.name for s in report.skipped) == sorted(BAD)
    reasons = {s.path.name: s.reason for s in report.skipped}
    assert "empty" in reasons["empty.jpg"]
    assert "not a picture" in reasons["notes.jpg"]
    assert "damaged" in reasons["cut.jpg"]
    assert "too large" in reasons["huge.png"] and "30,000" in reasons["huge.png"]
    assert "not a picture" in reasons["readme.txt"]
    for s in report.skipped:
        assert s.path.name in report.summary()
    assert len(deck.card_ids) == len(GOOD)
    for cid in deck.card_ids:
        img = QImage(str(deck.image_path(cid)))
        assert (img.width(), img.height()) == (800, 1200)
        assert deck.description(cid).startswith("Your picture")
    # The user's files are untouched and nothing was written beside them.
    assert _digest(photo_folder) == before


def test_exif_orientation_gif_first_frame_and_fitting(photo_folder: Path, tmp_path: Path) -> None:
    deck, report = load_photo_deck(photo_folder, tmp_path / "cache", min_cards=1)
    by_name = {p.name: cid for p, cid in zip(report.used, deck.card_ids, strict=True)}
    exif = QImage(str(deck.image_path(by_name["exif.jpg"])))
    top = exif.pixelColor(400, 20)
    bottom = exif.pixelColor(400, 1180)
    assert top.red() > 150 and top.blue() < 100, "EXIF rotation was not applied"
    assert bottom.blue() > 150
    gif = QImage(str(deck.image_path(by_name["anim.gif"])))
    c = gif.pixelColor(400, 600)
    assert c.red() > 200 and c.green() < 60, "the GIF's first frame (red) was not used"
    # The panorama is fitted on a blurred copy: the full width shows in a band in the middle.
    pano = QImage(str(deck.image_path(by_name["panorama.jpg"])))
    assert pano.size().width() == 800


def test_huge_png_is_refused_from_its_header(tmp_path: Path) -> None:
    import resource

    d = tmp_path / "one"
    d.mkdir()
    _png_header_only(d / "huge.png", 30000, 30000)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(TooFewPicturesError) as err:
        load_photo_deck(d, tmp_path / "cache", min_cards=1)
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert (after - before) < 200_000  # KB: far below the 2.7 GB the pixels would need
    assert "too large" in (err.value.report.reason(d / "huge.png") or "")  # type: ignore[attr-defined]


def test_cache_is_reused(photo_folder: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    deck1, r1 = load_photo_deck(photo_folder, cache, min_cards=1)
    assert r1.decoded == len(GOOD) and r1.from_cache == 0
    files = sorted(cache.iterdir())
    mtimes = [f.stat().st_mtime_ns for f in files]
    deck2, r2 = load_photo_deck(photo_folder, cache, min_cards=1)
    assert r2.decoded == 0 and r2.from_cache == len(GOOD)
    assert deck2.card_ids == deck1.card_ids
    assert [f.stat().st_mtime_ns for f in sorted(cache.iterdir())] == mtimes
    # A changed file is prepared again.
    _gradient(1000, 1500, (1, 2, 3)).save(photo_folder / "plain.png")
    _, r3 = load_photo_deck(photo_folder, cache, min_cards=1)
    assert r3.decoded == 1


def test_too_few_pictures_names_the_minimum(photo_folder: Path, tmp_path: Path) -> None:
    with pytest.raises(TooFewPicturesError) as err:
        load_photo_deck(photo_folder, tmp_path / "c", 60, label="Classic with 6 players")
    assert isinstance(err.value, DeckError)
    assert str(err.value) == (
        "This folder has 7 usable pictures; Classic with 6 players needs at least 60."
    )
    assert err.value.needed == 60 and err.value.usable == 7


def test_missing_folder_is_a_deck_error(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot be opened"):
        load_photo_deck(tmp_path / "nowhere", tmp_path / "c", 1)
