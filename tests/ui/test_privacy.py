"""Privacy by every input, with real events on the real window: only the named player's
deliberate press-and-hold opens their hand. A click, a tap, Enter, Space, keypad Enter, a
key's auto-repeat, a key that went down on the screen before, and a screen reader's single
"activate" never do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from dixit_desktop.session import Step

from .conftest import UI, close_ui, open_ui
from .driver import Table
from .harness import click, find, hold, key_event, tap, walk


@pytest.fixture
def table(qtbot) -> Iterator[Table]:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, deck_size=28)
    players = Table(qtbot, ui, seed=3)
    players.set_up("classic", 4)
    players.wait_screen(Step.HANDOFF)
    yield players
    close_ui(qtbot, ui)


def still_handoff(ui: UI) -> bool:
    return ui.session.step is Step.HANDOFF and ui.session.viewer == -1


def settled(qtbot, ui: UI) -> None:  # type: ignore[no-untyped-def]
    """Nothing is being held any more: no hand can open from what happened."""
    qtbot.waitUntil(lambda: not ui.vms.handoff.holding, timeout=10000)


@pytest.mark.parametrize(
    "key",
    [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space],
    ids=["Enter", "keypad-Enter", "Space"],
)
def test_a_key_pressed_and_let_go_opens_nothing(qtbot, table: Table, key: Qt.Key) -> None:
    assert table.focus_name() == "iAmButton"  # arrows and keys work on arrival...
    key_event(table.w, key, press=True)
    key_event(table.w, key, press=False)  # ...but a press that is not held does nothing
    settled(qtbot, table.ui)
    assert still_handoff(table.ui)


def test_auto_repeat_of_a_key_that_went_down_earlier_never_counts(qtbot, table: Table) -> None:
    """Enter held down since the screen before: only its auto-repeats reach this one."""
    for _ in range(12):
        key_event(table.w, Qt.Key.Key_Return, press=False, repeat=True)
        key_event(table.w, Qt.Key.Key_Return, press=True, repeat=True)
        assert not table.ui.vms.handoff.holding  # a repeat never starts a hold
    key_event(table.w, Qt.Key.Key_Return, press=False)
    settled(qtbot, table.ui)
    assert still_handoff(table.ui)


def test_a_click_or_a_tap_opens_nothing(qtbot, table: Table) -> None:
    button = find(table.w, "iAmButton")
    click(qtbot, table.w, button)
    tap(qtbot, table.w, button)
    settled(qtbot, table.ui)
    assert still_handoff(table.ui)


def test_a_hold_opens_the_hand_by_mouse_and_by_key(qtbot, table: Table) -> None:
    opened = lambda: table.ui.session.step is Step.CLUE  # noqa: E731
    hold(qtbot, table.w, find(table.w, "iAmButton"), until=opened)
    table.wait_screen(Step.CLUE)
    assert table.ui.session.viewer == 0


def test_a_held_key_opens_the_hand(qtbot, table: Table) -> None:
    key_event(table.w, Qt.Key.Key_Space, press=True)
    assert table.ui.vms.handoff.holding
    for _ in range(4):  # the auto-repeats while it is held change nothing
        key_event(table.w, Qt.Key.Key_Space, press=False, repeat=True)
        key_event(table.w, Qt.Key.Key_Space, press=True, repeat=True)
    qtbot.waitUntil(lambda: table.ui.session.step is Step.CLUE, timeout=10000)
    key_event(table.w, Qt.Key.Key_Space, press=False)


def test_double_enter_on_the_confirmation_skips_neither_the_clue_nor_a_hold(
    qtbot, table: Table
) -> None:
    """The reported case: "Play this card?" confirmed with a double Enter carried through
    the next "Pass to ..." screen and showed that player's hand at once. Now the one
    confirmation is "Give this clue"; the second Enter neither takes the clue away before
    anyone has read it nor opens the next hand."""
    table.on_handoff()
    table.on_clue_until_confirmation()
    key_event(table.w, Qt.Key.Key_Return, press=True)  # Enter in the clue field: to the button
    key_event(table.w, Qt.Key.Key_Return, press=False)
    qtbot.waitUntil(lambda: table.focus_name() == "submitButton", timeout=10000)
    assert table.ui.session.step is Step.CLUE  # nothing final yet
    for _ in range(2):  # Enter, Enter, fast
        key_event(table.w, Qt.Key.Key_Return, press=True)
        key_event(table.w, Qt.Key.Key_Return, press=False)
    table.wait_screen(Step.TOLD)
    assert find(table.w, "computerClue").property("text") == "“tide”"
    table.check_nothing_private()
    table.on_told()  # Continue, once the clue has been on screen a moment
    table.wait_screen(Step.HANDOFF)
    settled(qtbot, table.ui)
    assert table.ui.session.handoff == 1 and still_handoff(table.ui)
    table.check_nothing_private()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space], ids=["Enter", "Space"])
def test_a_key_held_through_the_handoff_leaks_nothing_into_the_hand(
    qtbot, table: Table, key: Qt.Key
) -> None:
    """Holding Enter on "I am ..." went on into the storyteller's clue field: its
    auto-repeats raised "Choose one of your cards." over the title (and Space typed)."""
    key_event(table.w, key, press=True)
    qtbot.waitUntil(lambda: table.ui.session.step is Step.CLUE, timeout=10000)
    table.wait_screen(Step.CLUE)
    assert table.focus_name() == "clueField"
    for _ in range(6):  # the key is still down: the system repeats it
        key_event(table.w, key, press=False, repeat=True)
        key_event(table.w, key, press=True, repeat=True)
    key_event(table.w, key, press=False)
    v = table.ui.vms
    assert v.navigator.notice == "" and v.choice.clueText == "" and v.choice.selectedCount == 0
    assert table.ui.session.step is Step.CLUE


def test_tab_shows_where_the_focus_is_on_the_handoff(qtbot, table: Table) -> None:
    button = find(table.w, "iAmButton")
    assert not button.property("visualFocus")  # no ring for a finger or the mouse...
    key_event(table.w, Qt.Key.Key_Tab, press=True)
    key_event(table.w, Qt.Key.Key_Tab, press=False)
    qtbot.waitUntil(lambda: table.focus_name() == "iAmButton", timeout=10000)
    assert button.property("visualFocus")  # ...but Tab shows it
    assert any(it.objectName() == "focusHalo" for it in walk(button))  # visible ones only
    assert still_handoff(table.ui)


def test_a_screen_readers_activate_asks_first(qtbot, table: Table) -> None:
    button = find(table.w, "iAmButton")
    iface = QAccessible.queryAccessibleInterface(button)
    assert "press and hold" in iface.text(QAccessible.Text.Name).lower()
    actions = iface.actionInterface()
    actions.doAction(actions.pressAction())  # a screen reader's one "activate"
    qtbot.waitUntil(lambda: table.ui.vms.handoff.spokenAsked, timeout=10000)
    assert still_handoff(table.ui)
    yes = find(table.w, "spokenYes")
    assert not yes.isEnabled()
    table.ui.vms.handoff.confirmSpoken()  # a stray second activate, at once: refused
    assert still_handoff(table.ui)
    qtbot.waitUntil(lambda: yes.isEnabled(), timeout=5000)
    click(qtbot, table.w, yes)
    table.wait_screen(Step.CLUE)


def test_the_reveal_reads_who_voted_for_which_card(qtbot) -> None:
    """Vote tokens were read as "Ada's rabbit"; a screen reader now hears the vote. With
    motion on, the storyteller's card turns face up (it stayed face down for a while)."""
    from .harness import accessible_name

    ui = open_ui(qtbot, deck_size=26)
    ui.vms.settings.reducedMotion = False  # the cards deal and turn over
    try:
        players = Table(qtbot, ui, seed=4)
        players.set_up("classic", 3)
        while (
            players.wait_screen(
                Step.HANDOFF, Step.CLUE, Step.TOLD, Step.PLAY, Step.VOTE, Step.BOARD, Step.REVEAL
            )
            is not Step.REVEAL
        ):
            getattr(players, f"on_{ui.session.step.name.lower()}")()
        qtbot.waitUntil(
            lambda: any(
                " voted for card " in accessible_name(i) for i in walk(players.w.contentItem())
            ),
            timeout=5000,
        )
    finally:
        close_ui(qtbot, ui)


def test_a_lone_persons_hand_opens_without_a_hold_and_a_held_key_chooses_nothing(qtbot) -> None:
    """One person among computer players: nobody to hide from, so no handoff and no hold;
    their hand opens as the table carries on from the computer storyteller's clue, and the
    Enter that carried on (still held, repeating) chooses nothing there."""
    from dixit_desktop.look.palette import COLOURS, SYMBOLS
    from dixit_desktop.session import PlayerSpec

    ui = open_ui(qtbot, deck_size=28)
    try:
        players = Table(qtbot, ui, seed=3)
        players.wait_screen(Step.START)
        specs = [PlayerSpec(n, COLOURS[i].id, SYMBOLS[i]) for i, n in enumerate("ABC")]
        ui.vms.setup.newGame()
        ui.vms.setup.prepare(specs, "classic")
        for seat in (0, 2):  # the storyteller and the last seat are computer players
            ui.vms.setup.nextPlayerKind(seat)
        ui.vms.setup.startGame()
        players.wait_screen(Step.TOLD)  # the computer storyteller's clue, for everyone
        button = players._wait_item("carryOnButton")
        qtbot.waitUntil(button.isEnabled, timeout=10000)
        assert players.focus_name() == "carryOnButton"
        key_event(players.w, Qt.Key.Key_Return, press=True)  # Continue, and Enter stays down
        players.wait_screen(Step.PLAY)
        assert ui.session.viewer == 1 and not ui.vms.handoff.holding
        for _ in range(6):
            key_event(players.w, Qt.Key.Key_Return, press=False, repeat=True)
            key_event(players.w, Qt.Key.Key_Return, press=True, repeat=True)
        key_event(players.w, Qt.Key.Key_Return, press=False)
        assert ui.vms.choice.selectedCount == 0 and ui.vms.navigator.notice == ""
        assert ui.session.step is Step.PLAY
    finally:
        close_ui(qtbot, ui)
