"""The deck model: card ids, image files and what each card shows (for screen readers and
computer players), plus the credits of the vendored icons. Pure Python, no Qt."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from dixit_desktop import paths
from dixit_desktop.notices import Notice, Param

DECK_DIR = paths.RESOURCES / "deck"
ICONS_DIR = paths.RESOURCES / "icons" / "game-icons"

# Display names of the game-icons.net authors we vendor icons from (folder name -> name).
AUTHOR_NAMES = {
    "lorc": "Lorc",
    "delapouite": "Delapouite",
    "caro-asercion": "Caro Asercion",
    "skoll": "Skoll",
    "cathelineau": "Cathelineau",
    "sparker": "Sparker",
    "faithtoken": "Faithtoken",
    "zajkonur": "Zajkonur",
    "pierre-leducq": "Pierre Leducq",
}


def author_name(slug: str) -> str:
    """How an icon author's folder name ("pierre-leducq") is written in the credits."""
    return AUTHOR_NAMES.get(slug, slug.replace("-", " ").title())


class DeckError(Exception):
    """A deck cannot be used. ``code`` and ``params`` say why (``notice`` bundles them for
    :mod:`dixit_desktop.words`); ``str(e)`` is English, for logs and the command line only.
    ``report`` is the :class:`~dixit_desktop.deck.photos.PhotoReport` of a photo folder when
    there is one (what became of each file), else None."""

    code = "deck.error"

    def __init__(
        self, message: str, code: str | None = None, params: Mapping[str, Param] | None = None
    ) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: dict[str, Param] = dict(params or {})
        self.report: Any = None

    @property
    def notice(self) -> Notice:
        return Notice(self.code, self.params)


class DeckFileError(DeckError):
    """The built-in deck's files are missing or do not match its manifest."""

    code = "deck.files_damaged"


class TooFewPicturesError(DeckError):
    """A photo folder has fewer usable pictures than the rule set and player count need."""

    code = "deck.too_few_pictures"

    def __init__(self, usable: int, needed: int, label: str | None = None) -> None:
        self.usable = usable
        self.needed = needed
        self.label = label
        pictures = "picture" if usable == 1 else "pictures"
        who = f"{label} needs" if label else "A game needs"
        params: dict[str, Param] = {"usable": usable, "needed": needed}
        if label:
            params["label"] = label
        super().__init__(
            f"This folder has {usable} usable {pictures}; {who} at least {needed}.", None, params
        )


@dataclass(frozen=True)
class Deck:
    """A set of cards: ids in a fixed order, the image of each, and what it shows."""

    name: str
    card_ids: list[str]
    paths: dict[str, Path]
    descriptions: dict[str, str] = field(default_factory=dict)
    metadata: dict[str, dict[str, Any]] = field(default_factory=dict)
    back: Path | None = None
    builtin: bool = False

    def __len__(self) -> int:
        return len(self.card_ids)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.paths

    def image_path(self, card_id: str) -> Path:
        try:
            return self.paths[card_id]
        except KeyError:
            raise KeyError(f"no card {card_id!r} in the deck {self.name!r}") from None

    def image_url(self, card_id: str) -> str:
        """A ``file:`` URL of the card's picture for a QML ``Image`` (``asynchronous: true`` and a
        ``sourceSize``): Qt then decodes it on its own loader thread at the shown size and caches
        it, with no Python on that thread (a Python image provider could deadlock on the GIL)."""
        return self.image_path(card_id).resolve().as_uri()

    def description(self, card_id: str) -> str:
        """One line saying what the card shows (read by screen readers)."""
        return self.descriptions.get(card_id, "")

    def tags(self, card_id: str) -> list[str]:
        """Tags of the card's elements and the concepts it evokes (for computer players)."""
        meta = self.metadata.get(card_id, {})
        out: list[str] = []
        for e in meta.get("elements", []):
            out.extend(e.get("tags", []))
        out.extend(meta.get("concepts", []))
        return list(dict.fromkeys(out))


@dataclass(frozen=True)
class CreditEntry:
    """Who made a set of the vendored icons. ``title`` is their line in ``CREDITS.md``
    ("Icons made by Lorc", English); the Credits screen words it in the language on screen
    (``words.icon_credit``)."""

    author: str
    title: str
    icons: tuple[str, ...]
    licence: str = "CC BY 3.0"
    url: str = "https://game-icons.net"


def load_deck_dir(folder: Path, name: str = "Dixit Desktop deck") -> Deck:
    """Read a deck folder with a ``cards.json`` manifest; every listed file must exist."""
    manifest = folder / "cards.json"
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as e:
        raise DeckFileError(
            f"The deck in {folder} cannot be read ({e}).",
            "deck.unreadable",
            {"folder": str(folder)},
        ) from e
    ids: list[str] = []
    files: dict[str, Path] = {}
    descriptions: dict[str, str] = {}
    metadata: dict[str, dict[str, Any]] = {}
    try:
        cards = data["cards"]
        for card in cards:
            cid = str(card["id"])
            path = folder / str(card["file"])
            ids.append(cid)
            files[cid] = path
            descriptions[cid] = str(card.get("description", ""))
            metadata[cid] = card
        back_name = str(data.get("back", "back.webp"))
    except (KeyError, TypeError, AttributeError) as e:
        raise DeckFileError(
            f"The deck's list of cards in {folder} is damaged ({e!r}).",
            "deck.unreadable",
            {"folder": str(folder)},
        ) from e
    for path in files.values():
        if not path.is_file():
            raise DeckFileError(
                f"The deck is missing the picture {path.name}.",
                "deck.picture_missing",
                {"file": path.name},
            )
    back = folder / back_name
    return Deck(name, ids, files, descriptions, metadata, back if back.is_file() else None, True)


@lru_cache(maxsize=1)
def builtin_deck() -> Deck:
    """The original deck shipped with the app (84 painted cards)."""
    return load_deck_dir(DECK_DIR)


def credits() -> list[CreditEntry]:
    """Who made the vendored icons, one entry per author ("Icons made by {author}")."""
    try:
        table: dict[str, str] = json.loads((ICONS_DIR / "authors.json").read_text("utf-8"))
    except (OSError, ValueError):
        return []
    by_author: dict[str, list[str]] = {}
    for icon, author in table.items():
        by_author.setdefault(author, []).append(icon)
    out = []
    for author in sorted(by_author):
        name = author_name(author)
        icons = tuple(sorted(by_author[author]))
        out.append(
            CreditEntry(
                author=name,
                title=f"Icons made by {name}",
                icons=icons,
            )
        )
    return out
