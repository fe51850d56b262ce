"""Choosing a folder of the family's own pictures in setup, playing with it, and resuming."""

from __future__ import annotations

import hashlib
from dataclasses import replace
from pathlib import Path

from PIL import Image

from dixit_desktop.storage import Store
from dixit_desktop.table.controller import Table

from .test_models import services, specs


def make_photos(folder: Path, n: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        colour = ((i * 37) % 256, (i * 91) % 256, (i * 53) % 256)
        Image.new("RGB", (300 + i, 200), colour).save(folder / f"photo{i:02d}.png")
    (folder / "notes.txt").write_text("not a picture")


def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def test_too_few_photos_are_refused_naming_the_minimum(qapp, tmp_path: Path) -> None:
    make_photos(tmp_path / "few", 20)
    t = Table(replace(services(), photo_cache=tmp_path / "cache"))
    t.setup.prepare(specs(4), "classic")
    t.usePhotoFolder(str(tmp_path / "few"))
    # Classic with 4 players: a hand of 6 each plus one turn's refill of 4
    assert "20 usable pictures" in t.message and "at least 28" in t.message
    assert not t.usingPhotos
    assert "notes.txt" in t.deckReport


def test_photo_deck_game_and_resume(qapp, tmp_path: Path) -> None:
    photos = tmp_path / "holiday"
    make_photos(photos, 30)
    before = digest(photos)
    store = Store.open(tmp_path / "data")
    base = replace(services(), store=store, photo_cache=tmp_path / "cache")
    t = Table(base)
    t.setup.prepare(specs(3), "classic")
    t.usePhotoFolder(photos.as_uri())
    assert t.usingPhotos and t.setup.deckSize == 30 and "holiday" in t.setup.deckLabel
    assert "notes.txt" in t.deckReport
    t.startGame()
    assert t.game is not None and len(t.game.deck) == 30
    card = t.game.deck[0]
    assert t.cardSource(card, t.deckRevision).startswith("file:")
    assert "cache" in t.cardSource(card, t.deckRevision)  # the card-sized copy, not the photo
    t.confirmHandoff()
    t.toggleCard(t.game.hands[0][0])
    t.clueText = "summer"
    t.requestSubmit()
    t.confirmSubmit()

    again = Table(replace(base, store=Store.open(tmp_path / "data")))
    assert again.cardSource(card, again.deckRevision) == ""  # not the built-in deck's card
    again.resumeGame()
    assert again.screen == "handoff" and again.game.snapshot() == t.game.snapshot()
    assert again.cardSource(card, again.deckRevision) == t.cardSource(card, t.deckRevision)
    assert digest(photos) == before  # the family's files are never modified
    again.newGame()
    again.useBuiltinDeck()
    assert not again.usingPhotos and again.setup.deckSize == 84
