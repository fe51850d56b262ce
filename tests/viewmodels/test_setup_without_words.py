"""Setup when the computer players' words cannot be loaded (issue 25, item 5): no computer seat
is offered any more, and the setup says why, in the family's language."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from dixit_desktop import app as appmod
from dixit_desktop.deck import builtin_deck
from dixit_desktop.i18n import TRANSLATIONS
from dixit_desktop.session.mind import TableMind

LEXICON = Path(__file__).resolve().parents[2] / "resources" / "lexicon"


def build(mind: TableMind) -> tuple[Any, Any, QObject]:
    TRANSLATIONS.use("en")
    owner = QObject()
    parts = appmod.Parts(deck=None, seed_source=lambda: 3, describe=lambda c: c, mind=mind)
    session, vms = appmod.build(parts, owner)
    return session, vms, owner


def folder(tmp_path: Path, en: bytes | None) -> Path:
    for f in LEXICON.iterdir():
        if f.is_file():  # (phrases/: the storyteller's, read apart)
            shutil.copy(f, tmp_path / f.name)
    if en is None:
        (tmp_path / "en.json.gz").unlink()
    else:
        (tmp_path / "en.json.gz").write_bytes(en)
    return tmp_path


def test_a_missing_lexicon_offers_no_computer_seat_and_says_why(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    mind = TableMind(builtin_deck().metadata, lambda: "en", folder(tmp_path, None))
    _s, vms, _owner = build(mind)
    setup = vms.setup
    setup.newGame()
    assert not setup.property("computersWelcome")
    assert "missing" in setup.property("computerNote")
    setup.nextPlayerKind(1)
    assert all(not seat.computer for seat in setup._draft.seats)
    TRANSLATIONS.use("fr")
    setup.retranslate()
    note = setup.property("computerNote")
    assert "manque" in note and "missing" not in note
    TRANSLATIONS.use("en")


def test_a_damaged_lexicon_found_out_later_takes_the_computer_seats_back(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot
) -> None:
    raw = (LEXICON / "en.json.gz").read_bytes()
    mind = TableMind(builtin_deck().metadata, lambda: "en", folder(tmp_path, raw[: len(raw) // 2]))
    _session, vms, _owner = build(mind)
    setup = vms.setup
    setup.newGame()
    assert setup.property("computersWelcome")  # nothing is read before a computer seat
    setup.nextPlayerKind(1)  # ...which starts reading their words, on a worker thread
    qtbot.waitUntil(lambda: not setup.property("computersWelcome"), timeout=10_000)
    assert all(not seat.computer for seat in setup._draft.seats)
    assert "damaged" in setup.property("computerNote") and setup.property("canStart")
    setup.nextPlayerKind(1)
    assert all(not seat.computer for seat in setup._draft.seats)
