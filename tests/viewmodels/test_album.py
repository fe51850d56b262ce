"""The album view-model: a game played to its end, its album written off the UI thread
(waited for by signal), a past game's album, cancel, kiosk mode."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step
from dixit_desktop.storage import Store
from dixit_desktop.viewmodels.kinds import PageSizes

from ..album.helpers import card_pictures
from ..session.helpers import play_out, specs
from .helpers import build


class Deck:
    """Card ids to tiny pictures (the view-model asks a deck for image_path)."""

    def __init__(self, paths: dict[str, Path]) -> None:
        self.paths = paths

    def __contains__(self, card: object) -> bool:
        return card in self.paths

    def image_path(self, card: str) -> Path:
        return self.paths[card]


def played(tmp_path: Path) -> tuple[Any, Any, Any]:
    store = Store.open(tmp_path / "data")
    s, v, owner = build(store)
    v.setup.prepare(specs(3), "classic")
    v.setup.startGame()
    play_out(s, Rng(7))
    assert s.step is Step.END
    album = v.album
    tiny = list(card_pictures(tmp_path / "cards").values())
    album._builtin = Deck({f"dd-{i + 1:03d}": path for i, path in enumerate(tiny)})
    album._folder = tmp_path / "albums"
    album._dpi = (40, 30)
    return s, v, owner


def finish(qtbot, album) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(
        album.changedState, timeout=20_000, check_params_cb=lambda: not album.busy
    ):
        album.start()
        assert album.busy


def test_the_album_of_the_game_that_just_ended(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    s, v, _owner = played(tmp_path)
    album = v.album
    album.open(-1)
    assert (
        album.panelOpen and not album.saved and album.pageSize in (PageSizes.A4, PageSizes.LETTER)
    )
    album.pageSize = PageSizes.LETTER
    assert s.store.setting("album_page_size") == "letter"
    seen: list[tuple[int, int]] = []
    album.progressChanged.connect(lambda: seen.append((album.page, album.pages)))
    finish(qtbot, album)
    assert album.saved and album.progress == 1.0 and album.canOpenFolder
    pages = len(album.result.pngs)  # "Page 1 of N" ... "Page N of N", never past N
    assert seen[0] == (1, pages) and seen[-1] == (pages, pages)
    assert [p for p, _ in seen] == sorted(p for p, _ in seen)
    assert [n.code for n in album.notices] == ["album.saved"]
    folder = album.result.folder
    assert folder.parent == tmp_path / "albums" and folder.name.endswith(" P0, P1, P2")
    assert album.outcome.startswith(f"The album is saved: {len(album.result.pngs)} pages, in ")
    album.close()
    assert not album.panelOpen


def test_a_past_game_and_kiosk_mode(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    s, v, _owner = played(tmp_path)
    game_id = s.game_id
    v.navigator.quitToStart()
    v.kiosk.setProperty("active", True)
    album = v.album
    album.open(game_id)
    finish(qtbot, album)
    assert album.saved and not album.canOpenFolder  # kiosk: no file manager
    album.openFolder()  # refused, quietly


def test_cancel_and_nothing_to_show(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _s, v, _owner = played(tmp_path)
    album = v.album
    album.open(-1)
    with qtbot.waitSignal(
        album.changedState, timeout=20_000, check_params_cb=lambda: not album.busy
    ):
        album.start()
        album.cancel()
    assert not album.saved and [n.code for n in album.notices] == ["album.cancelled"]
    assert album.outcome == "The album was not saved: stopped before the end."
    assert not list((tmp_path / "albums").iterdir())
    v.navigator.quitToStart()
    assert not album.panelOpen  # the panel belongs to its screen
    album.open(-1)
    album.start()
    assert [n.code for n in album.notices] == ["album.no_game"] and not album.busy


def test_open_the_folder_says_where_it_is_when_no_file_manager_answers(
    qtbot, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QDesktopServices

    _s, v, _owner = played(tmp_path)
    album = v.album
    album.open(-1)
    finish(qtbot, album)
    asked: list[str] = []

    def opens(answer: bool):  # type: ignore[no-untyped-def]
        return lambda url: asked.append(url.toLocalFile()) or answer

    monkeypatch.setattr(QDesktopServices, "openUrl", opens(True))
    album.openFolder()
    assert asked == [str(album.result.folder)]
    assert [n.code for n in album.notices] == ["album.saved"]
    monkeypatch.setattr(QDesktopServices, "openUrl", opens(False))
    with qtbot.waitSignal(album.changedState, timeout=1000):
        album.openFolder()
    album.openFolder()  # pressed again: said once, not twice
    assert [n.code for n in album.notices] == ["album.saved", "album.folder_not_opened"]
    assert f"No file manager could open the folder: the album is in {album.result.folder}." in (
        album.outcome
    )
