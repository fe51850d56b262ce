"""The Drawing and FamilyCards view-models without QML (issue 27): the steps and Back, a point
repaints only its own small rectangle, the fill tool, the draft kept at a stroke's end and on
leaving, a failed save that loses nothing, and the decks."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .helpers import build


@pytest.fixture
def family(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = Store.open(tmp_path)
    session, vms, owner = build(store=store)
    yield session, vms
    store.close()
    del owner


def test_drawing_back_returns_through_the_family_cards_to_where_they_were_opened(family) -> None:  # type: ignore[no-untyped-def]
    session, vms = family
    vms.setup.newGame()
    assert session.step is Step.SETUP
    vms.family_cards.open()
    vms.family_cards.drawNew()
    assert session.step is Step.DRAWING
    session.back()
    assert session.step is Step.FAMILY_CARDS
    session.back()
    assert session.step is Step.SETUP  # not the start screen: the cards were opened from setup
    session.back()
    assert session.step is Step.START
    vms.family_cards.open()
    session.back()
    assert session.step is Step.START
    session.open(Step.DRAWING)  # only from the family's cards
    assert session.step is Step.START


def test_drawing_a_point_repaints_only_its_own_small_rectangle(family) -> None:  # type: ignore[no-untyped-def]
    _session, vms = family
    d = vms.drawing
    vms.family_cards.open()
    vms.family_cards.drawNew()
    whole = d.picture().rect()
    first = d.press(200, 300)
    assert first.width() < whole.width() / 4
    for x in range(210, 400, 10):
        changed = d.move(x, 300)
        assert isinstance(changed, QRect)
        assert changed.width() < whole.width() / 4 and changed.height() < whole.height() / 4
    d.release()
    assert d.canUndo and not d.blank
    tap = (d.press(600, 900), d.release())  # a tap: its dot shows when the finger lifts
    assert tap[0].isEmpty() or tap[0].contains(600, 900)
    assert (tap[0] | tap[1]).contains(600, 900) and tap[1].width() < whole.width() / 4
    assert d.picture().pixelColor(600, 900).lightness() < 100
    colour = d.picture().pixelColor(300, 300)
    assert colour.lightness() < 100  # the dark felt pen on white paper


def test_drawing_fill_tool_fills_the_paper_around_the_tap(family) -> None:  # type: ignore[no-untyped-def]
    _session, vms = family
    d = vms.drawing
    vms.family_cards.open()
    vms.family_cards.drawNew()
    d.tool = "fill"
    d.colour = "#d7263d"
    d.press(100, 100)
    d.release()
    assert d.picture().pixelColor(700, 1100).name() == "#d7263d"
    d.undo()
    assert d.blank and d.picture().pixelColor(700, 1100).lightness() > 240
    d.redo()
    assert not d.blank


def test_drawing_choosing_a_colour_after_the_eraser_draws_again(family) -> None:  # type: ignore[no-untyped-def]
    _session, vms = family
    d = vms.drawing
    d.tool = "eraser"
    d.colour = "#2f5fd0"
    assert d.tool == "felt" and d.colour == "#2f5fd0"
    d.colour = "not a colour"
    d.tool = "crayon"
    assert d.tool == "felt" and d.colour == "#2f5fd0"  # nonsense changes nothing


def test_drawing_the_draft_is_kept_at_a_stroke_s_end_and_on_leaving(family, qtbot) -> None:  # type: ignore[no-untyped-def]
    session, vms = family
    d, cards = vms.drawing, vms.family_cards
    store = cards._family()
    cards.open()
    cards.drawNew()
    d.press(100, 100)
    d.move(300, 300)
    d.release()
    d.title = "Storm"
    kept = store.load_draft()
    assert kept is not None and len(kept.sketch.ops) == 1
    d.press(100, 500)
    d.move(300, 500)
    d.release()  # soon after the last draft: written a moment later, never lost
    qtbot.waitUntil(lambda: len(store.load_draft().sketch.ops) == 2, timeout=5000)
    assert store.load_draft().title == "Storm"
    d.press(500, 500)
    d.move(600, 700)
    d.release()
    session.back()  # leaving the screen keeps it at once
    assert len(store.load_draft().sketch.ops) == 3
    assert cards.hasDraft
    cards.goOnDrawing()
    assert session.step is Step.DRAWING and len(d.sketch.ops) == 3 and d.title == "Storm"
    session.back()
    cards.drawNew()  # a new sheet, left untouched: the unfinished drawing is not lost to it
    session.back()
    assert len(store.load_draft().sketch.ops) == 3 and cards.hasDraft
    d._quitting()  # the app closing with nothing done on the sheet: the same
    assert len(store.load_draft().sketch.ops) == 3


def test_drawing_a_failed_save_says_why_and_loses_nothing(family, monkeypatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    import errno

    from dixit_desktop.drawing.errors import write_error

    session, vms = family
    d, cards = vms.drawing, vms.family_cards
    cards.open()
    cards.drawNew()
    d.press(100, 100)
    d.move(400, 400)
    d.release()
    store = cards._family()

    def disk_full(**_kw: object) -> None:
        raise write_error(store.folder, OSError(errno.ENOSPC, "No space left on device"))

    monkeypatch.setattr(store, "save_new", disk_full)
    d.save()  # on its worker thread: the failure comes back to the GUI thread
    qtbot.waitUntil(lambda: not d.saving, timeout=10000)
    assert session.notice is not None and session.notice.code == "family.disk_full"
    assert session.step is Step.DRAWING and not d.blank  # still there to try again
    assert store.load_draft() is not None  # and kept
    monkeypatch.undo()
    d.save()
    d.wait_saving()
    assert session.step is Step.FAMILY_CARDS and cards.cardCount == 1
    assert store.load_draft() is None


def test_family_cards_decks_and_what_goes_in_them(family) -> None:  # type: ignore[no-untyped-def]
    session, vms = family
    d, cards = vms.drawing, vms.family_cards
    cards.open()
    for title in ("Owl", "Moon"):
        cards.drawNew()
        d.press(100, 100)
        d.move(400, 400)
        d.release()
        d.title = title
        d.save()
        d.wait_saving()
    assert cards.cardCount == 2 and cards.countText == "2 cards"
    assert cards.chosen == cards.cards.rows()[1]["cardId"]  # the card just saved
    assert not cards.createDeck("")  # a deck needs a name: said, nothing made
    assert session.notice is not None and session.notice.code == "family.deck_name"
    assert cards.createDeck("Night")
    assert cards.deck != "" and cards.deckName == "Night"
    owl = cards.cards.rows()[0]["cardId"]
    cards.toggleInDeck(owl)
    assert [r["inDeck"] for r in cards.cards.rows()] == [True, False]
    assert cards.decks.rows()[0]["deckLabel"] == "Night (1)"
    cards.chosen = owl
    assert cards.chosenInDeck and cards.chosenTitle == "Owl"
    assert cards.renameDeck(cards.deck, "Nights")
    assert cards.deckName == "Nights"
    cards.duplicate(owl)  # a copy made while a deck is looked at goes in it
    assert cards.cardCount == 3 and cards.chosen not in ("", owl)
    assert cards.decks.rows()[0]["deckLabel"] == "Nights (2)"
    cards.drawNew()  # and so does a new card drawn then
    d.press(100, 100)
    d.move(400, 400)
    d.release()
    d.save()
    d.wait_saving()
    assert cards.cardCount == 4 and cards.decks.rows()[0]["deckLabel"] == "Nights (3)"
    assert cards.chosenInDeck
    cards.remove(owl)
    assert cards.cardCount == 3 and cards.decks.rows()[0]["deckLabel"] == "Nights (2)"
    assert not cards.pinNeeded  # not in kiosk mode
    assert cards.deleteDeck(cards.deck, "")
    assert cards.deck == "" and cards.decks.rows() == []


def test_family_cards_a_damaged_drawing_is_said_and_not_opened(family) -> None:  # type: ignore[no-untyped-def]
    session, vms = family
    d, cards = vms.drawing, vms.family_cards
    cards.open()
    cards.drawNew()
    d.press(100, 100)
    d.move(400, 400)
    d.release()
    d.title = "Owl"
    d.save()
    d.wait_saving()
    card = cards._family().card(cards.chosen)
    card.sketch_path.write_text("{not json", encoding="utf-8")
    cards.openCard(card.id)
    assert session.notice is not None and session.notice.code == "drawing.sketch_damaged"
    assert session.step is Step.FAMILY_CARDS  # not a blank sheet pretending to be the card
    assert cards.cardCount == 1  # the card itself is still there, and plays


def test_drawing_a_drawn_card_is_described_by_its_title_and_words(family) -> None:  # type: ignore[no-untyped-def]
    """Screen readers (and the hand's and board's cards) say a drawn card's title and words;
    a built-in card keeps its own description."""
    from types import SimpleNamespace

    from dixit_desktop.deck import builtin_deck
    from dixit_desktop.deck.family import family_deck
    from dixit_desktop.viewmodels.deckchoice import described

    _session, vms = family
    d, cards = vms.drawing, vms.family_cards
    cards.open()
    cards.drawNew()
    d.press(100, 100)
    d.move(400, 400)
    d.release()
    d.title, d.words = "Owl", "owl, night"
    d.save()
    d.wait_saving()
    store = cards._family()
    assert cards.createDeck("Night")
    owl = cards.cards.rows()[0]["cardId"]
    cards.toggleInDeck(owl)
    builtin = builtin_deck()
    deck, _skipped = family_deck(store, [cards.deck], "builtin", builtin)
    on_table = SimpleNamespace(photos=deck)
    assert described(on_table, builtin, owl) == "Owl: owl, night"  # type: ignore[arg-type]
    first = builtin.card_ids[0]
    assert described(on_table, builtin, first) == builtin.description(first) != ""  # type: ignore[arg-type]
    assert described(SimpleNamespace(photos=None), builtin, owl) == ""  # type: ignore[arg-type]


def test_drawing_saves_on_a_worker_thread_while_the_event_loop_turns(  # type: ignore[no-untyped-def]
    family, qtbot, monkeypatch
) -> None:
    """Saving a card (its export takes about half a second) runs off the GUI thread: the
    event loop turns meanwhile, ``saving`` says so, a second tap saves nothing more, and the
    card is in the list when done."""
    import threading

    from PySide6.QtCore import QTimer

    from dixit_desktop.drawing import raster

    session, vms = family
    d, cards = vms.drawing, vms.family_cards
    cards.open()
    cards.drawNew()
    d.press(100, 100)
    d.move(400, 400)
    d.release()
    d.title = "Owl"
    go_on = threading.Event()
    exports: list[bool] = []
    real = raster.export_card

    def slow_export(sketch):  # type: ignore[no-untyped-def]
        exports.append(threading.current_thread() is threading.main_thread())
        go_on.wait(10)  # the export holds until the test has seen the loop turn
        return real(sketch)

    monkeypatch.setattr(raster, "export_card", slow_export)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    d.save()
    assert d.saving and session.step is Step.DRAWING
    d.save()  # a second tap while saving
    d.undo()  # and the drawing waits as it is
    assert not d.blank
    qtbot.waitUntil(lambda: len(ticks) >= 3, timeout=5000)  # the GUI thread is free
    assert d.saving and cards.cardCount == 0
    with qtbot.waitSignal(d.saved, timeout=10000):
        go_on.set()
    timer.stop()
    assert not d.saving and exports == [False]  # once, not on the GUI thread
    assert session.step is Step.FAMILY_CARDS and cards.cardCount == 1
    assert cards.chosen == cards.cards.rows()[0]["cardId"]
    assert d.blank  # a fresh sheet for the next card
