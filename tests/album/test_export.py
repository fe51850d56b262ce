"""Writing an album: a 12-player, 30-turn game to a PDF and PNGs (at a low resolution, with
tiny card pictures), cancelling, and every failure as a notice with nothing half-written."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from dixit_desktop.album.export import AlbumError, Job, album_name, export, safe_name
from dixit_desktop.album.paint import page_pixels
from dixit_desktop.album.plan import A4, LETTER, AlbumInfo, plan_album

from .helpers import big_game, card_pictures, small_game


@pytest.fixture(scope="module")
def pictures(tmp_path_factory, qapp):  # type: ignore[no-untyped-def]
    from dixit_desktop.app import load_fonts

    load_fonts()
    return card_pictures(tmp_path_factory.mktemp("cards"))


def job(pictures, folder: Path, game_specs=None, size=A4, **kw) -> Job:  # type: ignore[no-untyped-def]
    game, specs = game_specs or big_game()
    pages = plan_album(game, specs, AlbumInfo("12 March 2025", size))
    return Job(pages, size, folder, "2025-03-12 Mia", pictures.get, "Album", 40, 30, **kw)


def test_a_twelve_player_game_becomes_a_pdf_and_a_png_per_page(pictures, tmp_path) -> None:  # type: ignore[no-untyped-def]
    steps: list[tuple[int, int]] = []
    result = export(job(pictures, tmp_path / "albums"), lambda d, t: steps.append((d, t)))
    assert result.folder == tmp_path / "albums" / "2025-03-12 Mia"
    assert sorted(p.name for p in result.folder.iterdir()) == ["2025-03-12 Mia.pdf"] + [
        f"page-{i:02d}.png" for i in range(1, 33)
    ]
    pdf = result.pdf.read_bytes()
    assert pdf.startswith(b"%PDF") and pdf.rstrip().endswith(b"%%EOF")
    assert (
        pdf.count(b"/Type /Page\n") + pdf.count(b"/Type /Page\r") + pdf.count(b"/Type /Page ") >= 32
    )
    assert 50_000 < len(pdf) < 20_000_000
    from PySide6.QtGui import QImage

    want = page_pixels(A4, 30)
    assert (want.width(), want.height()) == (248, 351)
    for png in result.pngs:
        image = QImage(str(png))
        assert image.size() == want, png.name
        assert 2_000 < png.stat().st_size < 500_000
    assert steps[0] == (0, 33) and steps[-1] == (33, 33)
    assert result.missing == 0
    assert not list((tmp_path / "albums").glob(".*"))  # no temporary folder left


def test_letter_pages_and_a_second_album_of_the_same_name(pictures, tmp_path) -> None:  # type: ignore[no-untyped-def]
    first = export(job(pictures, tmp_path, small_game(), LETTER))
    second = export(job(pictures, tmp_path, small_game(), LETTER))
    assert second.folder.name == "2025-03-12 Mia (2)" and first.folder.exists()
    from PySide6.QtGui import QImage

    assert QImage(str(second.pngs[0])).size() == page_pixels(LETTER, 30)


def test_cancel_keeps_nothing(pictures, tmp_path) -> None:  # type: ignore[no-untyped-def]
    seen: list[int] = []
    with pytest.raises(AlbumError) as e:
        export(job(pictures, tmp_path), lambda d, t: seen.append(d), lambda: len(seen) > 3)
    assert e.value.notice.code == "album.cancelled"
    assert list(tmp_path.iterdir()) == []


def test_a_file_in_the_way_of_the_folder(pictures, tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "albums").write_text("not a folder")
    with pytest.raises(AlbumError) as e:
        export(job(pictures, tmp_path / "albums", small_game()))
    assert e.value.notice.code == "album.folder_unusable"
    assert e.value.notice.get("reason") == "not_a_folder"


def test_a_full_disk_leaves_no_half_album(pictures, tmp_path) -> None:  # type: ignore[no-untyped-def]
    written: list[str] = []

    def write(path: Path, data: bytes) -> None:
        if len(written) == 5:
            raise OSError(errno.ENOSPC, "No space left on device")
        written.append(path.name)
        path.write_bytes(data)

    with pytest.raises(AlbumError) as e:
        export(job(pictures, tmp_path, small_game(), write=write))
    assert e.value.notice.code == "album.write_failed"
    assert e.value.notice.get("reason") == "disk_full"
    assert list(tmp_path.iterdir()) == []


def test_a_picture_that_cannot_be_read_is_left_blank_and_counted(pictures, tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"not a picture")
    game, specs = small_game()
    first = game.history[0].board[0]
    paths = dict(pictures)
    paths[first] = broken
    paths.pop(game.history[0].board[1])
    pages = plan_album(game, specs, AlbumInfo("d"))
    result = export(Job(pages, A4, tmp_path / "a", "x", paths.get, "", 40, 30))
    assert result.missing == 2 and len(result.pngs) == len(pages)


def test_names_are_safe_everywhere() -> None:
    assert album_name("2025-03-12", ["Mia", "Leo"]) == "2025-03-12 Mia, Leo"
    many = [f"P{i}" for i in range(12)]
    assert album_name("2025-03-12", many) == "2025-03-12 P0, P1, P2, P3, P4 +7"
    assert safe_name('a/b:c*?"<>|d. ') == "a b c d"
    assert safe_name("...") == "Dixit album"
