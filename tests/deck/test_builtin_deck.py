"""Checks on the committed built-in deck (resources/deck): what issue 11 asks of it.

The images are decoded once (module fixture) and reduced; the 256-bit dHashes are computed from
those decodes and also compared with the ones stored in cards.json by the generator.
"""

from __future__ import annotations

import json
import re
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
W, H = 1200, 1800
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
# 17x16 grayscale difference hash (256 bits). Two unrelated pictures differ by ~128 bits; the
# old deck's twin ladder cards were 31 apart. 50 means clearly different pictures.
MIN_DHASH = 50
MAX_DARK_SHARE = 0.20  # mean luminance under 0.33
MIN_SECONDARY = 0.07  # of the card's height, readable at hand size
MIN_MAIN = 0.15
EDGE = 4  # pixels


def dhash(img: Image.Image) -> np.ndarray:
    g = np.asarray(img.convert("L").resize((17, 16), Image.Resampling.LANCZOS), np.int16)
    return (g[:, 1:] > g[:, :-1]).flatten()


def hex_bits(h: str) -> np.ndarray:
    return np.unpackbits(np.frombuffer(bytes.fromhex(h), np.uint8)).astype(bool)


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DECK / "cards.json").read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def cards(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = manifest["cards"]
    return out


@pytest.fixture(scope="module")
def decoded(cards: list[dict[str, Any]]) -> dict[str, tuple[tuple[int, int], np.ndarray, str]]:
    """id -> (size, 200x300 luminance in [0, 1], the format), each file decoded once."""
    out = {}
    for c in cards:
        with Image.open(DECK / c["file"]) as im:
            fmt = str(im.format)
            small = im.convert("RGB").reduce(6)
            out[c["id"]] = (im.size, np.asarray(small.convert("L"), np.float32) / 255, fmt)
    return out


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


def test_image_sizes_and_total_weight(decoded: dict[str, Any]) -> None:
    for cid, (size, _, fmt) in decoded.items():
        assert fmt == "WEBP", cid
        assert size == (W, H), cid
    with Image.open(DECK / "back.webp") as im:
        assert im.size == (W, H)
    total = sum(p.stat().st_size for p in DECK.iterdir())
    assert total <= 15 * 1024 * 1024, f"deck is {total / 2**20:.1f} MB"


def test_recipes_and_figure_reuse(cards: list[dict[str, Any]]) -> None:
    recipes = Counter(c["recipe"] for c in cards)
    assert len(recipes) >= 30
    assert max(recipes.values()) <= 4, recipes.most_common(3)
    pairs = Counter(
        (c["recipe"], next(e["label"] for e in c["elements"] if e["role"] == "main")) for c in cards
    )
    assert max(pairs.values()) == 1, pairs.most_common(2)


def test_figures_are_readable_and_inside_the_card(cards: list[dict[str, Any]]) -> None:
    for c in cards:
        roles = Counter(e["role"] for e in c["elements"])
        assert roles["main"] >= 1, c["id"]
        assert roles["main"] + roles["secondary"] >= 2, f"{c['id']}: one figure alone"
        # tall, or wide for a flat figure (a goldfish flying with the birds, a bicycle)
        size = max(
            max((x1 - x0) / W, (y1 - y0) / H)
            for x0, y0, x1, y1 in (e["bbox"] for e in c["elements"] if e["role"] == "main")
        )
        assert size >= MIN_MAIN, f"{c['id']}: main figure {size:.0%} of the card"
        for e in c["elements"]:
            x0, y0, x1, y1 = e["bbox"]
            if e["role"] == "secondary" and e["icon"]:
                # tall, or wide for a figure lying flat (a feather in a scale's pan)
                big = max((x1 - x0) / W, (y1 - y0 + 2) / H)
                assert big >= MIN_SECONDARY, f"{c['id']}: {e['label']} is tiny"
            # landscape features spanning the card (rails) and framing (a branch) may run off it
            spans = e["icon"] is None and x1 - x0 >= W - 2 * EDGE
            if e["role"] in ("main", "secondary") and not spans:
                inside = x0 >= EDGE and y0 >= EDGE and x1 <= W - EDGE and y1 <= H - EDGE
                assert inside, f"{c['id']}: {e['label']} is cut by the edge"


def test_metadata_is_complete(cards: list[dict[str, Any]]) -> None:
    for c in cards:
        assert c["description"].endswith(".") and len(c["description"]) > 20
        assert 6 <= len(c["concepts"]) <= 12, c["id"]
        assert len(set(c["concepts"])) == len(c["concepts"]), c["id"]
        assert all(e["tags"] and e["label"] and e["role"] for e in c["elements"])
        assert 2 <= len(c["colours"]) <= 5
        assert all(len(x) == 7 and x.startswith("#") for x in c["colours"])
        assert c["attribution"]["art"]
        for a in c["attribution"]["icons"]:
            assert a["author"] and a["licence"] == "CC BY 3.0"
        # the old deck said "dragonflys" and "balloonss": plurals made by gluing on an "s"
        text = c["description"]
        assert "  " not in text and not re.search(r"sss|yss|nss\b|fishs|[^aeiou ]ys\b", text), c[
            "id"
        ]
    descriptions = [c["description"] for c in cards]
    assert len(set(descriptions)) == len(descriptions)


def test_every_icon_is_vendored_credited_and_gentle(cards: list[dict[str, Any]]) -> None:
    used = {e["icon"] for c in cards for e in c["elements"] if e["icon"]}
    used |= {a["icon"] for c in cards for a in c["attribution"]["icons"]}
    used.add("rabbit")  # the card back
    vendored = {p.stem for p in ICONS.glob("*.svg")}
    assert used == vendored, (used - vendored, vendored - used)
    authors = json.loads((ICONS / "authors.json").read_text())
    assert set(authors) == vendored
    shared = Path(__file__).resolve().parents[3] / "shared" / "design" / "game-icons-authors.json"
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
        # whole words: "sparrow" is a bird, not an arrow
        assert not set(icon.split("-")) & set(BANNED), icon


def test_brightness_contrast_and_dark_share(decoded: dict[str, Any]) -> None:
    means = np.array([g.mean() for _, g, _ in decoded.values()])
    for cid, (_, g, _) in decoded.items():
        assert 0.1 <= g.mean() <= 0.9, cid
        assert g.std() >= 0.07, f"{cid} is flat"
    assert (means < 0.33).mean() <= MAX_DARK_SHARE, "too many dark cards"
    assert (means > 0.55).mean() >= 0.3, "too few bright cards"


def test_palettes_are_spread(cards: list[dict[str, Any]]) -> None:
    pals = Counter(c["palette"] for c in cards)
    assert len(pals) >= 10
    assert max(pals.values()) <= 0.15 * len(cards)


def test_any_two_cards_differ_clearly(cards: list[dict[str, Any]], decoded: dict[str, Any]) -> None:
    stored = {c["id"]: hex_bits(c["dhash"]) for c in cards}
    ids = list(stored)
    m = np.stack([stored[i] for i in ids]).astype(np.uint8)
    d = (m[:, None, :] != m[None, :, :]).sum(-1)
    d[np.arange(len(ids)), np.arange(len(ids))] = 256
    a, b = np.unravel_index(int(d.argmin()), d.shape)
    assert d[a, b] >= MIN_DHASH, (ids[a], ids[b], int(d[a, b]))
    # the stored hashes are the pictures': every 7th card is re-hashed from its file
    for cid in ids[::7]:
        with Image.open(DECK / f"{cid}.webp") as im:
            assert int((dhash(im) != stored[cid]).sum()) <= 2, cid


def test_dhash_tells_a_retouch_from_another_picture() -> None:
    """The measure itself: a card re-encoded stays close, two different cards are far apart."""
    with Image.open(DECK / "dd-001.webp") as a, Image.open(DECK / "dd-002.webp") as b:
        ha, hb = dhash(a), dhash(b)
        again = dhash(a.convert("RGB").resize((600, 900)))
    assert int((ha != again).sum()) <= 12
    assert int((ha != hb).sum()) >= MIN_DHASH
