"""QML behaviour the whole games do not cover: lazy screens, Escape closing the topmost
thing only, the PIN pad by keyboard, the setup at 640x480. Each failed on the QML before the
commit named in its docstring."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dixit_desktop.session import Step
from dixit_desktop.storage import Store

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import click, find, find_all, walk

SCREENS = (
    "setupScreen", "handoffScreen", "clueScreen", "playScreen", "giversScreen", "boardScreen",
    "voteScreen", "revealScreen", "endScreen", "storyScreen", "creditsScreen",
    "settingsScreen", "historyScreen",
)  # fmt: skip
OVERLAYS = ("confirmDialog", "pinPad", "zoomOverlay", "rabbitPicker", "onScreenKeyboard")


def _names(window, visible_only: bool) -> set[str]:  # type: ignore[no-untyped-def]
    return {it.objectName() for it in walk(window.contentItem(), visible_only=visible_only)}


def test_the_start_creates_only_the_start_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Lazy screens (89025a2): nothing the start step does not show exists, hidden or not."""
    ui = open_ui(qtbot)
    try:
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "startScreen")), timeout=5000)
        every = _names(ui.window, visible_only=False)
        assert not every & set(SCREENS), every & set(SCREENS)
        assert not every & set(OVERLAYS), every & set(OVERLAYS)
        assert "scoreTrack" not in every
    finally:
        close_ui(qtbot, ui)


def test_escape_closes_the_rabbit_picker_not_the_setup(qtbot) -> None:  # type: ignore[no-untyped-def]
    """3307c44: the window's Escape shortcut ("back") took the key and left the setup."""
    ui = open_ui(qtbot)
    try:
        ui.vms.setup.newGame()
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "rabbitButton0")), timeout=5000)
        click(qtbot, ui.window, find(ui.window, "rabbitButton0"))
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "rabbitPicker")), timeout=10000)
        QTest.keyClick(ui.window, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not find_all(ui.window, "rabbitPicker"), timeout=10000)
        assert ui.session.step is Step.SETUP
    finally:
        close_ui(qtbot, ui)


def test_pin_pad_by_keyboard_and_escape(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """3307c44: Escape closed the settings under the pad; digits and Enter did nothing."""
    ui = open_ui(qtbot, store=Store.open(tmp_path))
    try:
        ui.vms.navigator.openSettings()
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "setPinButton")), timeout=5000)
        click(qtbot, ui.window, find(ui.window, "setPinButton"))
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "pinPad")), timeout=10000)
        QTest.keyClick(ui.window, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not find_all(ui.window, "pinPad"), timeout=10000)
        assert ui.session.step is Step.SETTINGS
        click(qtbot, ui.window, find(ui.window, "setPinButton"))
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "pinPad")), timeout=10000)
        digits = (Qt.Key.Key_2, Qt.Key.Key_5, Qt.Key.Key_8, Qt.Key.Key_0, Qt.Key.Key_Return)
        for key in digits + digits:  # the new PIN, then once more
            QTest.keyClick(ui.window, key)
        qtbot.waitUntil(lambda: ui.vms.kiosk.pinSet, timeout=10000)
        assert not find_all(ui.window, "pinPad")
    finally:
        close_ui(qtbot, ui)


def test_setup_fits_a_small_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    """1a65f2f, e9c0a78: at 640x480 every control of the setup is a full touch target and
    lies inside the window (the steppers' + ran off the panel, name fields were 43 px)."""
    ui = open_ui(qtbot, size=(640, 480))
    try:
        ui.vms.setup.newGame()
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "targetScorePlus")), timeout=5000)
        for name in (
            "targetScoreMinus",
            "targetScorePlus",
            "nameField0",
            "remove0",
            "addPlayerButton",
        ):
            item = find(ui.window, name)
            assert item.width() >= 48 and item.height() >= 48, (name, item.width(), item.height())
            right = item.mapToScene(item.boundingRect().topRight()).x()
            assert right <= ui.window.width(), (name, right)
    finally:
        close_ui(qtbot, ui)


def test_twelve_rabbits_long_names_and_the_reveal_stay_in_their_places(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rabbits sharing a space fanned out half a rabbit apart around it, so twelve at 0 ran
    off the window's bottom edge (seen in portrait and at 1024x600): the stack now slides
    along its side and closes up to fit. At the reveal, "3  Wilhelmina-Bartholomew" under
    a card ran over its neighbours' and off the window: it is cut to its card's width."""
    ui = open_ui(qtbot, size=(1024, 600), deck_size=84)
    try:
        players = Table(qtbot, ui, seed=5)
        players.set_up("odyssey", 12, computers=11, long_names=True)  # computers play at once
        players.wait_screen(Step.CLUE)  # the only person: no handoff
        players.on_clue()
        players.on_told()
        players.wait_screen(Step.BOARD)  # the track shows, every rabbit still at 0
        for width, height in ((1024, 600), (800, 1280)):
            ui.window.resize(width, height)
            qtbot.waitUntil(lambda w=width: ui.window.contentItem().width() == w, timeout=10000)

            def rabbits() -> list:  # type: ignore[type-arg]
                return find_all(ui.window, "trackRabbit", prefix=True)

            qtbot.waitUntil(lambda: len(rabbits()) == 12, timeout=10000)
            for rabbit in rabbits():
                box = rabbit.mapRectToScene(rabbit.boundingRect())
                assert box.left() >= 0 and box.top() >= 0, (width, box)
                assert box.right() <= width and box.bottom() <= height, (width, box)
        ui.window.resize(1024, 600)
        players.on_board()
        players.wait_screen(Step.REVEAL)

        def labels_apart() -> bool:  # once the cards have been dealt to their places
            labels = [
                label.mapRectToScene(label.boundingRect())
                for label in find_all(ui.window, "ownerLabel", prefix=True)
            ]
            return len(labels) == 12 and all(
                box.left() >= 0
                and box.right() <= 1024
                and not any(box.intersects(other) for other in labels[i + 1 :])
                for i, box in enumerate(labels)
            )

        qtbot.waitUntil(labels_apart, timeout=10000)
        # every player's points show, with "Why?" there too (it took a row of its own and
        # hid the twelfth line): as many lines as fit, and where twelve players' reasons
        # (wrapped, never cut) are taller than the panel, a scroll bar that stays in sight
        results = find(ui.window, "resultsList")
        assert find(ui.window, "whyButton").isVisible()
        qtbot.waitUntil(lambda: results.property("contentHeight") > 0, timeout=10000)
        bar = find(ui.window, "resultsScrollBar")
        if results.property("contentHeight") > results.height() + 1:
            assert bar.property("alwaysShown")
            assert bar.isVisible()
        assert find(ui.window, "nextTurnButton").width() >= 2 * 48

        # every card on the revealed board ends face up (the storyteller's stayed face down
        # once, when its flip kept the face it had when it began; only screenshots saw it)
        def faces() -> list[bool]:
            screen = find(ui.window, "revealScreen")
            return [
                bool(it.property("shownFace"))
                for it in walk(screen)
                if it.property("shownFace") is not None and it.property("cardId")
            ]

        qtbot.waitUntil(lambda: len(faces()) == 12 and all(faces()), timeout=10000)
    finally:
        close_ui(qtbot, ui)


def test_the_keyboard_focus_is_plain_to_see(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The focus was a 3 px border drawn in place of the button's own: hard to find from
    across a table. A focused button now wears a wide halo outside its edge."""
    ui = open_ui(qtbot)
    try:
        qtbot.waitUntil(lambda: bool(find_all(ui.window, "newGameButton")), timeout=5000)
        QTest.keyClick(ui.window, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: ui.window.activeFocusItem().property("visualFocus"), timeout=10000)
        focused = ui.window.activeFocusItem()
        halos = [it for it in walk(focused) if it.objectName() == "focusHalo"]
        assert halos and halos[0].isVisible(), focused.objectName()
        button = focused.mapRectToScene(focused.boundingRect())
        ring = halos[0].mapRectToScene(halos[0].boundingRect())
        assert ring.top() <= button.top() - 4 and ring.bottom() >= button.bottom() + 4
    finally:
        close_ui(qtbot, ui)
