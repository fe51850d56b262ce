"""Choosing a folder of the family's own pictures in setup (prepared off the UI thread),
playing with it, and resuming."""

from __future__ import annotations

import hashlib
from pathlib import Path

from PIL import Image

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from ..session.helpers import specs, tell
from .helpers import build


def make_photos(folder: Path, n: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        colour = ((i * 37) % 256, (i * 91) % 256, (i * 53) % 256)
        Image.new("RGB", (300 + i, 200), colour).save(folder / f"photo{i:02d}.png")
    (folder / "notes.txt").write_text("not a picture")


def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def choose(qtbot, vms, folder: str) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(vms.cards.photosChanged, timeout=10_000):
        vms.cards.usePhotoFolder(folder)
    qtbot.waitUntil(lambda: not vms.cards.loading, timeout=20_000)


def test_too_few_photos_are_refused_naming_the_minimum(qtbot, tmp_path: Path) -> None:
    make_photos(tmp_path / "few", 20)
    _s, v, _o = build(photo_cache=tmp_path / "cache")
    v.setup.prepare(specs(4), "classic")
    choose(qtbot, v, str(tmp_path / "few"))
    # Classic with 4 players: a hand of 6 each plus one turn's refill of 4
    assert v.navigator.notice == (
        "Only 20 usable pictures in that folder. Classic with 4 players needs at least 28."
    )
    assert not v.cards.usingPhotos
    assert "notes.txt: not a picture" in v.cards.report


def test_photo_deck_game_and_resume(qtbot, tmp_path: Path) -> None:
    photos = tmp_path / "holiday"
    make_photos(photos, 30)
    before = digest(photos)
    store = Store.open(tmp_path / "data")
    s, v, _o = build(store, photo_cache=tmp_path / "cache")
    v.setup.prepare(specs(3), "classic")
    choose(qtbot, v, photos.as_uri())
    assert v.cards.usingPhotos and v.setup.deckSize == 30 and "holiday" in v.setup.deckLabel
    assert v.cards.report.startswith("30 pictures can be used.")
    v.setup.startGame()
    assert s.game is not None and len(s.game.deck) == 30
    card = s.game.deck[0]
    url = v.cards.source(card, v.cards.revision)
    assert url.startswith("file:") and "cache" in url  # the card-sized copy, not the photo
    tell(s, "summer")
    snapshot = s.game.snapshot()
    store.close()

    again, v2, _o2 = build(Store.open(tmp_path / "data"), photo_cache=tmp_path / "cache")
    assert v2.cards.source(card, v2.cards.revision) == ""  # not a built-in card
    v2.navigator.resumeGame()
    assert again.step is Step.HANDOFF and again.game is not None
    assert again.game.snapshot() == snapshot
    assert v2.cards.source(card, v2.cards.revision) == url
    assert digest(photos) == before  # the family's files are never modified
    v2.navigator.quitToStart()
    v2.setup.newGame()
    v2.cards.useBuiltinDeck()
    assert not v2.cards.usingPhotos and v2.setup.deckSize == 84


def test_preparing_can_be_cancelled_and_says_how_far_it_got(qtbot, tmp_path: Path) -> None:
    make_photos(tmp_path / "many", 60)
    _s, v, _o = build(photo_cache=tmp_path / "cache")
    v.setup.prepare(specs(3), "classic")
    v.cards.usePhotoFolder(str(tmp_path / "many"))
    assert v.cards.loading
    qtbot.waitUntil(lambda: v.cards.progress > 0, timeout=10_000)
    assert v.cards.progressText.startswith("Preparing picture ")
    v.cards.cancelLoading()
    qtbot.waitUntil(lambda: not v.cards.loading, timeout=10_000)
    assert not v.cards.usingPhotos
