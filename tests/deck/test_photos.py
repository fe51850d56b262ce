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

from dixit_desktop.deck import (
    DeckError,
    PhotoCacheError,
    PhotoDeckBuilder,
    PhotoFolderError,
    TooFewPicturesError,
    load_photo_deck,
)
from dixit_desktop.deck import pictures as pictures_module
from dixit_desktop.notices import Notice

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
    codes = {s.path.name: s.notice for s in report.skipped}
    assert codes["empty.jpg"] == Notice("photo.empty", {"file": "empty.jpg"})
    assert codes["notes.jpg"] == Notice("photo.unknown_format", {"file": "notes.jpg"})
    assert codes["cut.jpg"] == Notice("photo.cut_short", {"file": "cut.jpg"})
    assert codes["huge.png"] == Notice(
        "photo.too_big", {"file": "huge.png", "width": 30000, "height": 30000, "megapixels": 900}
    )
    assert codes["readme.txt"] == Notice(
        "photo.not_a_picture", {"file": "readme.txt", "extension": ".txt"}
    )
    # English stays available for logs.
    assert "too large" in report.reason(photo_folder / "huge.png")  # type: ignore[operator]
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
    notice = err.value.report.notice(d / "huge.png")
    assert notice is not None and notice.code == "photo.too_big"


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
    assert err.value.notice == Notice(
        "deck.too_few_pictures", {"usable": 7, "needed": 60, "label": "Classic with 6 players"}
    )
    assert err.value.report is not None and len(err.value.report.used) == 7


def test_missing_folder_is_a_deck_error(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot be opened") as err:
        load_photo_deck(tmp_path / "nowhere", tmp_path / "c", 1)
    assert err.value.notice == Notice("deck.folder_missing", {"folder": str(tmp_path / "nowhere")})
    (tmp_path / "a file").write_text("x")
    with pytest.raises(PhotoFolderError) as err:
        load_photo_deck(tmp_path / "a file", tmp_path / "c", 1)
    assert err.value.code == "deck.not_a_folder"


# --- skip reasons that were wrong ---------------------------------------------------------------


def _valid_png(path: Path, w: int, h: int) -> None:
    """A complete, valid w x h RGB PNG of one colour (zlib keeps it around a megabyte)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    row = b"\x00" + bytes((40, 90, 160)) * w
    z = zlib.compressobj(1)
    body = b"".join(z.compress(row) for _ in range(h)) + z.flush()
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
    )


def test_a_valid_96_megapixel_png_is_too_big_not_damaged(tmp_path: Path) -> None:
    """It is refused from its header: decoded whole it would take ~384 MB."""
    d = tmp_path / "big"
    d.mkdir()
    _valid_png(d / "scan.png", 10_000, 9_600)
    _gradient(600, 900, (90, 60, 160)).save(d / "small.png")
    _deck, report = load_photo_deck(d, tmp_path / "cache", min_cards=1)
    assert [p.name for p in report.used] == ["small.png"]
    assert report.notice(d / "scan.png") == Notice(
        "photo.too_big", {"file": "scan.png", "width": 10_000, "height": 9_600, "megapixels": 96}
    )


def test_an_unreadable_file_says_so_not_file_not_found(
    photo_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Permission denied (simulated: the tests run as root) is "cannot be read"."""
    real_open = open

    def guarded(file: object, *args: object, **kwargs: object) -> object:
        if Path(str(file)).name == "plain.png":
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(pictures_module, "open", guarded, raising=False)
    _deck, report = load_photo_deck(photo_folder, tmp_path / "cache", min_cards=1)
    assert report.notice(photo_folder / "plain.png") == Notice(
        "photo.unreadable", {"file": "plain.png", "error": "Permission denied"}
    )
    assert "cannot be read" in (report.reason(photo_folder / "plain.png") or "")


def test_a_broken_link_is_missing(tmp_path: Path) -> None:
    d = tmp_path / "links"
    d.mkdir()
    (d / "gone.jpg").symlink_to(tmp_path / "nowhere.jpg")
    with pytest.raises(TooFewPicturesError) as err:
        load_photo_deck(d, tmp_path / "cache", min_cards=1)
    assert err.value.report.notice(d / "gone.jpg") == Notice("photo.missing", {"file": "gone.jpg"})


# --- the cache folder ---------------------------------------------------------------------------


def test_a_file_where_the_cache_should_be_is_a_deck_error(
    photo_folder: Path, tmp_path: Path
) -> None:
    (tmp_path / "cache").write_text("not a folder")
    with pytest.raises(PhotoCacheError) as err:
        load_photo_deck(photo_folder, tmp_path / "cache", min_cards=1)
    assert err.value.notice == Notice(
        "deck.cache_not_a_folder", {"folder": str(tmp_path / "cache")}
    )
    with pytest.raises(PhotoCacheError) as err:  # a file where a parent folder should be
        load_photo_deck(photo_folder, tmp_path / "cache" / "photos", min_cards=1)
    assert err.value.code == "deck.cache_not_a_folder"


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (PermissionError(13, "Permission denied"), "deck.cache_not_writable"),
        (OSError(30, "Read-only file system"), "deck.cache_not_writable"),
        (OSError(28, "No space left on device"), "deck.cache_full"),
    ],
)
def test_a_cache_that_cannot_be_written_is_a_deck_error(
    photo_folder: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    error: OSError,
    code: str,
) -> None:
    real_open = open

    def refuse_writes(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        if "w" in mode:
            raise error
        return real_open(file, mode, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(pictures_module, "open", refuse_writes, raising=False)
    with pytest.raises(PhotoCacheError) as err:
        load_photo_deck(photo_folder, tmp_path / "cache", min_cards=1)
    assert isinstance(err.value, DeckError) and not isinstance(err.value, OSError)
    assert err.value.notice == Notice(code, {"folder": str(tmp_path / "cache")})
    assert list((tmp_path / "cache").iterdir()) == []  # nothing half-written left behind


# --- one file at a time -------------------------------------------------------------------------


def test_progress_and_cancel_leave_the_cache_consistent(photo_folder: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    seen: list[tuple[int, int]] = []
    builder = PhotoDeckBuilder(photo_folder, cache, min_cards=1)
    deck, report = builder.run(lambda d, t: seen.append((d, t)), lambda: len(seen) > 3)
    assert deck is None and report.cancelled
    assert seen == [(0, 12), (1, 12), (2, 12), (3, 12)]  # stopped before the fourth file
    cached = sorted(cache.iterdir())
    assert all(p.suffix == ".jpg" for p in cached)  # no .part left
    for p in cached:
        assert QImage(str(p)).size().width() == 800
    again = PhotoDeckBuilder(photo_folder, cache, min_cards=1)
    deck, report = again.run()
    assert deck is not None and report.from_cache == len(cached) and not report.cancelled
    assert report.total == 12


@pytest.mark.parametrize(
    ("size", "rotated", "decoded"),
    [
        ((4000, 3000), True, (1200, 900)),  # portrait phone photo stored sideways: fill 900x1200
        ((3000, 4000), False, (900, 1200)),
        ((4000, 3000), False, (800, 600)),  # landscape: far from 2:3, fitted whole
        ((8000, 1000), False, (800, 100)),  # a panorama
        ((600, 900), False, (600, 900)),  # small: never enlarged
    ],
)
def test_pictures_are_decoded_at_the_size_the_card_needs(
    size: tuple[int, int], rotated: bool, decoded: tuple[int, int]
) -> None:
    got = pictures_module.decode_size(*size, rotated)
    assert (got.width(), got.height()) == decoded


def test_a_big_jpeg_is_decoded_reduced(tmp_path: Path) -> None:
    path = tmp_path / "big.jpg"
    _gradient(3000, 4000, (200, 100, 50)).save(path, quality=80)
    img = pictures_module.decode(path, path.stat())
    assert (img.width(), img.height()) == (900, 1200)
