"""The family's cards and decks as a family uses them (issue 27): a card copied and deleted
(asked first), a deck deleted in kiosk mode only with the grown-ups' PIN (and outside it only
asked), and setup playing with a family deck: too few cards said, then mixed with the
built-in deck and played, the drawn cards' pictures coming through the same source as any
card's. Driven by signals, never by pauses."""

from __future__ import annotations

from typing import Any

import pytest

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .drawing_helpers import (
    ACROSS,
    draw_cards,
    mouse_stroke,
    press,
    save_card,
    shown,
    tiles,
    to_drawing,
)
from .harness import find, find_all, on_screen, type_text


@pytest.fixture
def family(qtbot, tmp_path) -> Any:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, store=Store.open(tmp_path))
    yield ui
    close_ui(qtbot, ui)


def test_family_cards_copy_and_delete_asks_first(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    canvas = to_drawing(qtbot, family)
    mouse_stroke(family, canvas, ACROSS)
    save_card(qtbot, family, "Owl")
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)
    assert family.vms.family_cards.chosen == tiles(family)[0].property("cardId")  # just saved
    press(qtbot, family, "duplicateCardButton")
    qtbot.waitUntil(lambda: len(tiles(family)) == 2, timeout=5000)
    press(qtbot, family, "deleteCardButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "deleteCardDialog")), timeout=5000)
    press(qtbot, family, "confirmNo")
    qtbot.waitUntil(lambda: not find_all(family.window, "deleteCardDialog"), timeout=5000)
    assert len(tiles(family)) == 2  # asked, nothing deleted
    press(qtbot, family, "deleteCardButton")
    press(qtbot, family, "confirmYes")
    qtbot.waitUntil(lambda: len(tiles(family)) == 1, timeout=5000)


def test_family_cards_deleting_a_deck_in_kiosk_mode_asks_the_pin(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = Store.open(tmp_path)
    ui = open_ui(qtbot, store=store, kiosk=True, show=False)
    try:
        lock_vm = ui.vms.kiosk
        lock_vm.startPinChange()  # a grown-up set the PIN in settings, typed twice
        lock_vm.enterPin("2580")
        lock_vm.enterPin("2580")
        assert lock_vm.pinSet
        cards = ui.vms.family_cards
        cards.open()
        shown(qtbot, ui, Step.FAMILY_CARDS)
        press(qtbot, ui, "newDeckButton")
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "deckNameField")), timeout=5000)
        qtbot.waitUntil(lambda: find(ui.window, "deckNameField").hasActiveFocus(), timeout=5000)
        type_text(ui.window, "Holidays")
        press(qtbot, ui, "deckNameOk")
        qtbot.waitUntil(lambda: cards.deckName == "Holidays", timeout=5000)
        press(qtbot, ui, "deleteDeckButton")
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "deckPinDots")), timeout=5000)
        assert not find(ui.window, "deleteDeckYes").isEnabled()  # not without a PIN
        for d in "1111":  # a child's guess
            press(qtbot, ui, f"deckPin_{d}")
        press(qtbot, ui, "deleteDeckYes")
        qtbot.waitUntil(lambda: bool(ui.vms.navigator.notice), timeout=5000)
        assert [d.name for d in cards._family().decks()] == ["Holidays"]
        assert find_all(ui.window, "deleteDeckDialog")  # still asking
        for d in "2580":
            press(qtbot, ui, f"deckPin_{d}")
        press(qtbot, ui, "deleteDeckYes")
        qtbot.waitUntil(lambda: not find_all(ui.window, "deleteDeckDialog"), timeout=5000)
        assert cards._family().decks() == []
    finally:
        close_ui(qtbot, ui)


def test_family_cards_deleting_a_deck_outside_kiosk_mode_only_asks(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    cards = family.vms.family_cards
    cards.open()
    shown(qtbot, family, Step.FAMILY_CARDS)
    assert cards.createDeck("Summer")
    press(qtbot, family, "deleteDeckButton")
    qtbot.waitUntil(lambda: bool(find_all(family.window, "deleteDeckDialog")), timeout=5000)
    assert not find_all(family.window, "deckPinDots")
    press(qtbot, family, "deleteDeckYes")
    qtbot.waitUntil(lambda: not find_all(family.window, "deleteDeckDialog"), timeout=5000)
    assert cards._family().decks() == []


def test_family_cards_chosen_in_setup_too_few_then_mixed_and_played(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    ui = family
    cards, choice = ui.vms.family_cards, ui.vms.deck_choice
    cards.open()
    ids = draw_cards(ui, ["Owl", "Moon", "Boat"])
    assert cards.createDeck("Ours")
    for cid in ids:
        cards.toggleInDeck(cid)
    cards.setProperty("deck", "")
    ui.session.back()
    shown(qtbot, ui, Step.START)
    press(qtbot, ui, "newGameButton")
    shown(qtbot, ui, Step.SETUP)
    deck_id = choice.decks[0]["deckId"]
    press(qtbot, ui, f"playDeck_{deck_id}")  # the family's deck alone: three cards are too few
    qtbot.waitUntil(lambda: choice.using, timeout=5000)
    problem = find(ui.window, "setupProblem")
    qtbot.waitUntil(lambda: "3" in str(problem.property("text")), timeout=5000)
    assert choice.problem and not ui.vms.setup.canStart
    ui.vms.setup.startGame()  # Start pressed anyway: the problem is said in a banner too
    qtbot.waitUntil(lambda: bool(ui.vms.navigator.notice), timeout=5000)
    press(qtbot, ui, "mix_builtin")  # mixed with the built-in deck: enough
    qtbot.waitUntil(lambda: ui.vms.setup.canStart, timeout=5000)
    assert not ui.vms.navigator.notice  # the banner about it goes at once, not on its timer
    assert "Ours" in ui.vms.setup.deckLabel
    press(qtbot, ui, "startGameButton")
    qtbot.waitUntil(lambda: ui.session.game is not None, timeout=5000)
    deck = ui.session.photos
    assert deck is not None and set(ids) <= set(deck.card_ids) and len(deck) > 3
    for cid in ids:  # the drawn cards' pictures come through the same source as any card's
        url = ui.vms.cards.source(cid, ui.vms.cards.revision)
        assert url.startswith("file:") and url.endswith(".webp")
    assert ui.vms.cards.back  # and they have a back
    source = ui.session.store.deck_source(ui.session.game_id)
    assert source["kind"] == "family" and source["mix"] == "builtin"


def test_family_cards_drawn_in_kiosk_mode_clear_of_the_grown_ups_corner(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Kiosk mode keeps drawing for the family; the card starts below the corner a grown-up
    presses to leave, so that every bit of it takes strokes."""
    ui = open_ui(qtbot, store=Store.open(tmp_path), kiosk=True, show=False)
    try:
        ui.vms.family_cards.open()
        ui.vms.family_cards.drawNew()
        shown(qtbot, ui, Step.DRAWING)
        canvas = find(ui.window, "drawingCanvas")
        corner = find(ui.window, "kioskCorner")
        top = canvas.mapToScene(canvas.boundingRect().topLeft())
        qtbot.waitUntil(lambda: canvas.width() > 100, timeout=5000)
        assert top.y() >= corner.height() or top.x() >= corner.width()
        mouse_stroke(ui, canvas, [(0.0, 0.01), (0.1, 0.01), (0.2, 0.01)])
        assert len(ui.vms.drawing.sketch.ops) == 1  # the stroke reached the card
    finally:
        close_ui(qtbot, ui)


def test_family_cards_a_copy_made_comes_into_view(qtbot, family) -> None:  # type: ignore[no-untyped-def]
    ui = family
    ui.window.resize(1024, 600)
    cards = ui.vms.family_cards
    cards.open()
    draw_cards(ui, ["Owl"])
    shown(qtbot, ui, Step.FAMILY_CARDS)
    for _ in range(11):  # far more than the window shows at once
        press(qtbot, ui, "duplicateCardButton")
    assert cards.cardCount == 12
    qtbot.waitUntil(
        lambda: (
            bool(find_all(ui.window, f"familyCard_{cards.chosen}"))
            and on_screen(ui.window, find(ui.window, f"familyCard_{cards.chosen}"))
        ),
        timeout=5000,
    )
