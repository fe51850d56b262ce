"""Checks on the committed built-in deck (resources/deck): what the issue asks of it."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image

from dixit_desktop import paths
from dixit_desktop.deck import builtin_deck, credits

DECK = paths.RESOURCES / "deck"
ICONS = paths.RESOURCES / "icons" / "game-icons"
BANNED = (
    "sword",
    "skull",
    "gun",
    "axe",
    "blood",
    "knife",
    "dagger",
    "bow",
    "spear",
    "pistol",
    "rifle",
    "bomb",
    "grave",
    "coffin",
    "death",
    "corpse",
    "gore",
    "wound",
    "arrow",
)
# 64-bit DCT perceptual hash. A card re-encoded or slightly retouched stays within ~6 bits of
# itself and two unrelated pictures differ by ~32 on average; 12 bits means "clearly different
# overall layout" while still letting two cards share a sky gradient.
MIN_PHASH_DISTANCE = 12


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    return json.loads((DECK / "cards.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cards(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    return manifest["cards"]


@pytest.fixture(scope="module")
def lum(cards: list[dict[str, Any]]) -> dict[str, np.ndarray]:
    out = {}
    for c in cards:
        with Image.open(DECK / c["file"]) as im:
            out[c["id"]] = np.asarray(im.convert("L").resize((200, 300)), np.float32) / 255
    return out


def _phash(g: np.ndarray) -> np.ndarray:
    g = np.asarray(
        Image.fromarray((g * 255).astype(np.uint8)).resize((32, 32), Image.LANCZOS), np.float64
    )
    k = np.arange(32)
    dct = np.cos(np.pi * (2 * k[None, :] + 1) * k[:, None] / 64)
    low = (dct @ g @ dct.T)[:8, :8].flatten()[1:]
    return low > np.median(low)


def test_count_ids_and_files_match_the_manifest(cards: list[dict[str, Any]]) -> None:
    assert len(cards) >= 84
    ids = [c["id"] for c in cards]
    assert ids == [f"dd-{n:03d}" for n in range(1, len(cards) + 1)]
    listed = {c["file"] for c in cards}
    on_disk = {p.name for p in DECK.glob("*.webp")} - {"back.webp"}
    assert listed == on_disk
    assert (DECK / "back.webp").is_file()
    deck = builtin_deck()
    assert deck.card_ids == ids
    assert all(deck.description(i) for i in ids)


def test_image_sizes_and_total_weight(cards: list[dict[str, Any]]) -> None:
    for c in [*cards, {"file": "back.webp"}]:
        with Image.open(DECK / c["file"]) as im:
            assert im.format == "WEBP"
            assert im.size == (1200, 1800), c["file"]
    total = sum(p.stat().st_size for p in DECK.iterdir())
    assert total <= 15 * 1024 * 1024, f"deck is {total / 2**20:.1f} MB"


def test_recipes_and_icon_reuse(cards: list[dict[str, Any]]) -> None:
    recipes = Counter(c["recipe"] for c in cards)
    assert len(recipes) >= 30
    assert max(recipes.values()) <= 4, recipes.most_common(3)
    mains = Counter(
        e["icon"] or e["label"] for c in cards for e in c["elements"] if e["role"] == "main"
    )
    assert max(mains.values()) <= 2, mains.most_common(3)
    for c in cards:
        assert sum(e["role"] == "main" for e in c["elements"]) >= 1, c["id"]


def test_main_subject_is_readable_at_hand_size(cards: list[dict[str, Any]]) -> None:
    for c in cards:
        tallest = max(e["bbox"][3] - e["bbox"][1] for e in c["elements"] if e["role"] == "main")
        assert tallest >= 1800 / 4, f"{c['id']}: main subject {tallest}px tall"


def test_metadata_is_complete(cards: list[dict[str, Any]]) -> None:
    for c in cards:
        assert c["description"].endswith(".") and len(c["description"]) > 20
        assert len(c["concepts"]) >= 3
        assert all(e["tags"] for e in c["elements"])
        assert 2 <= len(c["colours"]) <= 5
        assert all(len(x) == 7 and x.startswith("#") for x in c["colours"])
        assert c["attribution"]["art"]
        for a in c["attribution"]["icons"]:
            assert a["author"] and a["licence"] == "CC BY 3.0"
    descriptions = [c["description"] for c in cards]
    assert len(set(descriptions)) == len(descriptions)


def test_every_icon_is_vendored_credited_and_gentle(cards: list[dict[str, Any]]) -> None:
    used = {e["icon"] for c in cards for e in c["elements"] if e["icon"]}
    used.add("rabbit")  # the card back
    vendored = {p.stem for p in ICONS.glob("*.svg")}
    assert used == vendored, (used - vendored, vendored - used)
    authors = json.loads((ICONS / "authors.json").read_text())
    assert set(authors) == vendored
    shared = Path("/work/shared/design/game-icons-authors.json")
    if shared.exists():
        upstream = json.loads(shared.read_text())["icons"]
        for icon, author in authors.items():
            assert upstream[icon] == [author], icon
    credited = {i for entry in credits() for i in entry.icons}
    assert credited == vendored
    text = (paths.RESOURCES / "CREDITS.md").read_text()
    for entry in credits():
        assert entry.title.startswith("Icons made by ")
        assert entry.title in text
    for icon in vendored:
        assert not any(b in icon for b in BANNED), icon


def test_brightness_contrast_and_spread(lum: dict[str, np.ndarray]) -> None:
    means = np.array([g.mean() for g in lum.values()])
    for cid, g in lum.items():
        assert 0.1 <= g.mean() <= 0.9, cid
        assert g.std() >= 0.08, f"{cid} is flat"
    n = len(means)
    assert (means < 0.33).sum() <= 0.4 * n, "too many dark cards"
    assert (means > 0.55).sum() >= 0.3 * n, "too few bright cards"
    assert ((means >= 0.33) & (means <= 0.55)).sum() >= 0.1 * n, "too few mid-tone cards"


def test_palettes_are_spread(cards: list[dict[str, Any]]) -> None:
    pals = Counter(c["palette"] for c in cards)
    assert len(pals) >= 10
    assert max(pals.values()) <= 0.15 * len(cards)


def test_any_two_cards_differ_clearly(lum: dict[str, np.ndarray]) -> None:
    hashes = {cid: _phash(g) for cid, g in lum.items()}
    worst = min(
        (int((hashes[a] != hashes[b]).sum()), a, b) for a, b in itertools.combinations(hashes, 2)
    )
    assert worst[0] >= MIN_PHASH_DISTANCE, worst
