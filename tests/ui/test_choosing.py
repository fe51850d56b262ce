"""Choosing by touch, with real events: one tap on a card chooses it and one tap on the button
under it confirms (two taps where there were four: a tap to see it big, "Choose this card",
"Play this card", "Yes, play it"; and two for a vote where there were three); the magnifier
shows a card big without choosing it; the confirmation leaves the chosen card in sight."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dixit_desktop.session import Step

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import find, find_all, on_screen, still, tap, walk


@pytest.fixture(params=[(1024, 600), (800, 1280)], ids=["landscape", "portrait"])
def table(qtbot, request) -> Iterator[Table]:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, size=request.param, deck_size=28)
    players = Table(qtbot, ui, seed=3, touch=True)
    players.set_up("classic", 3)
    players.wait_screen(Step.HANDOFF)
    yield players
    close_ui(qtbot, ui)


def test_a_card_and_a_vote_take_one_tap_and_one_confirmation(qtbot, table: Table) -> None:
    s, v = table.s, table.v
    assert s.game is not None
    table.on_handoff()
    table.on_clue()
    table.on_told()
    table.on_handoff()  # Bram plays two cards (three players)
    assert find(table.w, "handTitle").property("text") == "Bram, choose 2 cards"
    taps = 0
    for item in find_all(table.w, "hand_", prefix=True)[:2]:
        tap(qtbot, table.w, item)
        taps += 1
    qtbot.waitUntil(lambda: v.choice.canSubmit, timeout=10000)
    for card in v.choice.selectedCards:  # the choice stays in sight beside its confirmation
        assert on_screen(table.w, find(table.w, f"hand_{card}"))
    moves = len(s.game.log)
    tap(qtbot, table.w, find(table.w, "submitButton"))
    taps += 1
    qtbot.waitUntil(lambda: len(s.game.log) == moves + 1, timeout=10000)
    assert taps == 3  # one tap per card, one confirmation
    table.on_handoff()
    table.on_play()
    table.on_board()
    table.on_handoff()  # a voter
    table.wait_screen(Step.VOTE)
    table.on_vote()  # one tap on a card, one on "Cast my vote" (the driver taps no more)
    assert len(s.game.log) == moves + 3


def test_the_magnifier_shows_a_card_big_without_choosing_it(qtbot, table: Table) -> None:
    table.on_handoff()
    card = find_all(table.w, "hand_", prefix=True)[0].objectName()[len("hand_") :]
    magnifier = find(table.w, f"zoom_{card}")
    still(qtbot, magnifier)  # once, under load, the tap landed while the hand was laid out
    tap(qtbot, table.w, magnifier)
    # the zoom's first showing compiles it (over 3 s on a busy 2-core machine): a wait that
    # passes returns at once
    qtbot.waitUntil(lambda: bool(find_all(table.w, "zoomOverlay")), timeout=20000)
    assert table.v.choice.selectedCount == 0
    tap(qtbot, table.w, find(table.w, "zoomChoose"))  # chosen from the big card
    qtbot.waitUntil(lambda: table.v.choice.selectedCards == [card], timeout=10000)
    assert not find_all(table.w, "zoomOverlay")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (800, 1280)])
def test_the_chosen_card_and_its_tick_stay_in_sight_with_the_keyboard_open(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    """The storyteller's confirmation covered the card it confirmed; now it is the bar under
    the hand, and the chosen card rises with its tick inside the hand's row (which clips)
    even when the on-screen keyboard leaves the hand little room."""
    ui = open_ui(qtbot, size=size, deck_size=28)
    try:
        ui.vms.settings.onScreenKeyboard = True
        table = Table(qtbot, ui, seed=3)
        table.set_up("classic", 3)
        table.on_handoff()
        table.click("clueField")  # the keyboard opens
        qtbot.waitUntil(lambda: bool(find_all(table.w, "onScreenKeyboard")), timeout=10000)
        card = find_all(table.w, "hand_", prefix=True)[-1]
        table.press_item(card)
        qtbot.waitUntil(lambda: table.v.choice.selectedCount == 1, timeout=10000)
        row = find(table.w, "handRow")
        shown = row.mapRectToScene(row.boundingRect())

        def inside() -> bool:  # once the card has risen
            parts = [it for it in walk(card) if it.objectName() in ("chosenTick", "handCard")]
            boxes = [p.mapRectToScene(p.boundingRect()) for p in parts]
            return all(shown.contains(b) for b in boxes)

        qtbot.waitUntil(inside, timeout=10000)
        assert len([it for it in walk(card) if it.objectName() == "chosenTick"]) == 1
        assert on_screen(table.w, find(table.w, "submitButton"))
    finally:
        close_ui(qtbot, ui)
