"""Small fakes for the family store's tests: WebP-looking bytes, a sketch, cards written
straight to disk (for thousands of them)."""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path

from dixit_desktop.drawing import cardfiles as cf
from dixit_desktop.drawing.family import FamilyStore
from dixit_desktop.drawing.sketch import Sketch


def webp(extra: bytes = b"picture") -> bytes:
    body = b"WEBPVP8 " + extra
    return b"RIFF" + len(body).to_bytes(4, "little") + body


def sketch() -> Sketch:
    s = Sketch("cream")
    s.begin_stroke("felt", "#335577", 0.02, 0.1, 0.1)
    s.extend_stroke(0.9, 1.4)
    s.end_stroke()
    return s


def save(store: FamilyStore, title: str = "Moon cat", extra: bytes = b"one") -> str:
    card = store.save_new(
        picture=webp(extra), thumbnail=webp(b"thumb"), sketch=sketch(),
        title=title, words="cat, moon; night", maker="Mia",
    )  # fmt: skip
    return card.id


def write_many(store: FamilyStore, count: int) -> None:
    """``count`` cards written the quick way (no fsync), as the store would lay them out."""
    folder = store.cards_folder
    folder.mkdir(parents=True, exist_ok=True)
    pic = webp(b"x" * 2000)
    for i in range(count):
        cid = "fm-" + secrets.token_hex(6)
        names = (f"{cid}-1.webp", f"{cid}-1.thumb.webp", f"{cid}-1.sketch.json")
        for name, data in zip(names, (pic, pic, b"{}"), strict=True):
            (folder / name).write_bytes(data)
        record = cf.CardRecord(
            cid, 1, f"Card {i}", "a, b", "Leo", f"2026-01-01T00:00:{i % 60:02d}+00:00",
            "2026-01-01T00:00:00+00:00", *names,
        )  # fmt: skip
        (folder / f"{cid}.json").write_text(json.dumps(record.to_json()))


def files(store: FamilyStore) -> list[str]:
    return sorted(os.listdir(store.cards_folder))


def shown(store: FamilyStore) -> list[str]:
    return [c.id for c in store.cards().cards]


__all__ = ["Path", "files", "save", "shown", "sketch", "webp", "write_many"]
