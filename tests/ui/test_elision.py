"""No text is cut short: every screen of the game (and its overlays: the big card, the album
panel, the PIN pad, the rabbit picker, the on-screen keyboard, a question, a notice...), in
English, French, German and Spanish, at 1024x600 and 1280x800, is walked item by item (Repeater
and ListView delegates too), and any Text whose ``truncated`` is true ("Gesch…"), whose letters
run past its own box (across, or down when wrapped onto more lines than it has room for), or
that runs past the window's edge fails the test, named by screen, language, size and text.

One engine plays a short Team game of six (it has nearly every screen, givers and computer
players included, with a clue as long as the rules allow) and Party's public clue, another one
turn of Odyssey with twelve (the smallest cards and the longest list of points), through the
view-models; at each screen the language and the window size switch in place, as a family's
would, and the screen is read again once it has settled."""

from __future__ import annotations

import time
from typing import Any, NamedTuple

from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem

from dixit_desktop.i18n import TRANSLATIONS
from dixit_desktop.look.palette import COLOURS, DEFAULT_NAMES, SYMBOLS
from dixit_desktop.rules import MAX_CLUE_LENGTH, RULESETS, Game
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice
from dixit_desktop.screenshots import mark
from dixit_desktop.session import PlayerSpec, Step
from dixit_desktop.storage import Store

from .conftest import UI, close_ui, open_ui
from .harness import find_all

LANGUAGES = ("en", "fr", "de", "es")
# a clue as long as the rules allow (200 characters): it wraps, never "…"
LONG_CLUE = (
    "Far from home, where the sea meets the sky, the old lighthouse keeper sings to the "
    "whales at night and waits for the paper boats that the children send him every spring "
    "from the other side of the bay."
)
SIZES = ((1024, 600), (1280, 800))


class Cut(NamedTuple):
    what: str
    """How and which text is cut, with the nearest named item around it."""
    within: frozenset[str]
    """The objectNames of every item around it."""


def cut_texts(root: QQuickItem) -> list[Cut]:
    """The texts under ``root`` that do not show whole: elided, running past their width or
    height (wrapped onto more lines than their box has room for), or (outside any clipping
    list) past the window's edge."""
    out: list[Cut] = []
    window = root.window()
    edge = window.width() + 1 if window is not None else float("inf")
    stack: list[tuple[QQuickItem, bool, tuple[str, ...]]] = [(root, False, ())]
    while stack:
        item, clipped, names = stack.pop()
        if not item.isVisible():
            continue
        clipped = clipped or item.clip()
        names = (*names, item.objectName()) if item.objectName() else names
        stack.extend((child, clipped, names) for child in item.childItems())
        if not item.inherits("QQuickText") or item.opacity() <= 0:
            continue
        text = item.property("text")
        if not isinstance(text, str) or not text.strip():
            continue
        how = ""
        if item.property("truncated"):
            how = "elided"
        elif item.width() > 0 and item.property("contentWidth") > item.width() + 1.5:
            how = f"runs past its width ({item.property('contentWidth'):.0f} > {item.width():.0f})"
        elif item.height() > 0 and item.property("contentHeight") > item.height() + 1.5:
            how = (
                f"runs past its height ({item.property('contentHeight'):.0f} > {item.height():.0f})"
            )
        elif not clipped and item.width() > 0:
            box = item.mapRectToScene(item.boundingRect())
            if box.left() < -1 or box.right() > edge:
                how = f"runs off the window ({box.left():.0f}..{box.right():.0f})"
        if how:
            where = f" (in {names[-1]})" if names else ""
            out.append(Cut(f"{how}: {text!r}{where}", frozenset(names)))
    return out


class Reader:
    """Reads one screen in every language at every size, and keeps what was cut."""

    def __init__(self, qtbot: Any, ui: UI) -> None:
        self.qtbot = qtbot
        self.ui = ui
        self.found: list[Cut] = []
        self.screens: list[str] = []
        self.flip = False
        self.prefix = ""  # said before each screen's name ("12 players: board")
        self.only: set[str] | None = None  # read only these screens (None: every one)

    def settled(self, width: int) -> list[Cut]:
        """Frames until the window is ``width`` wide and the cut texts are the same twice."""
        window = self.ui.window
        last: list[list[Cut]] = []
        for _ in range(40):
            with self.qtbot.waitSignal(window.frameSwapped, timeout=3000):
                window.update()
            if window.contentItem().width() != width:
                continue
            now = cut_texts(window.contentItem())
            if last == [now]:
                return now
            last[:] = [now]
        raise AssertionError("the screen never settled")

    def wanted(self, screen: str) -> bool:
        return self.only is None or screen in self.only

    def read(self, screen: str, ready: Any = None) -> None:
        """``screen`` in each language and size; ``ready()`` says it is there."""
        ui = self.ui
        if not self.wanted(screen):
            return
        if ready is not None:
            self.qtbot.waitUntil(ready, timeout=5000)
        screen = self.prefix + screen
        self.screens.append(screen)
        for lang in LANGUAGES:
            ui.vms.settings.language = lang
            sizes = reversed(SIZES) if self.flip else SIZES  # one resize fewer per language
            self.flip = not self.flip
            for width, height in sizes:
                ui.window.resize(width, height)
                for cut in self.settled(width):
                    said = f"{screen} [{lang} {width}x{height}] {cut.what}"
                    self.found.append(Cut(said, cut.within))

    def at(self, step: Step, screen: str, name: str) -> None:
        """Wait for ``step``'s screen (the item called ``name``) and read it."""
        self.read(
            screen, lambda: self.ui.session.step is step and bool(find_all(self.ui.window, name))
        )


def _show(ui: UI, name: str) -> Any:
    found = find_all(ui.window, name)
    return found[0] if found else None


def test_the_reader_sees_texts_cut_short(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The check itself: a Text cut with "…", one running out of its box (across or down),
    and one past the window's edge are found; a wrapped one that fits, and one scrolled out
    of a clipping list, are not."""
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(
        b"""import QtQuick
        Window {
            width: 400; height: 200
            Text { width: 60; text: "Geschichte lesen"; elide: Text.ElideRight }
            Text { y: 30; width: 60; text: "Pourquoi pas"; font.pixelSize: 20 }
            Text { y: 60; width: 60; text: "a b c d e f"; wrapMode: Text.WordWrap }
            Item {
                objectName: "storyButton"; y: 200
                Text { width: 30; text: "Geschichte"; elide: Text.ElideRight }
            }
            Text { y: 90; width: 60; height: 20; text: "a b c d e f"; wrapMode: Text.WordWrap }
            Text { x: 370; y: 120; text: "Historia" }
            Item {
                y: 150; width: 100; height: 40; clip: true
                Text { x: 390; text: "Scrolled away" }
            }
        }""",
        QUrl("inline.qml"),
    )
    window = component.create()
    assert window is not None, component.errorString()
    try:
        found = [cut.what for cut in cut_texts(window.contentItem())]
        assert len(found) == 5, found
        assert "elided: 'Geschichte' (in storyButton)" in found
        assert any(f.startswith("runs past its height") and "a b c" in f for f in found)
        assert any(f.startswith("elided: 'Geschichte lesen'") for f in found)
        assert any(f.startswith("runs past its width") and "Pourquoi" in f for f in found)
        assert any(f.startswith("runs off the window") and "Historia" in f for f in found)
    finally:
        window.deleteLater()


def test_no_text_is_cut_on_any_screen_in_any_language(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    t0 = time.monotonic()
    assert len(LONG_CLUE) == MAX_CLUE_LENGTH
    ui = open_ui(qtbot, size=SIZES[0], beat_ms=60_000, store=Store.open(tmp_path))
    reader = Reader(qtbot, ui)
    nav, v = ui.vms.navigator, ui.vms
    try:
        reader.read("start", lambda: bool(find_all(ui.window, "newGameButton")))
        nav.openCredits()
        reader.at(Step.CREDITS, "credits", "creditsScreen")
        nav.back()
        nav.openSettings()
        reader.at(Step.SETTINGS, "settings", "settingsScreen")
        settings = _show(ui, "settingsScreen")
        settings.setProperty("choosingTimers", True)
        reader.read("settings: timer lengths", lambda: settings.property("choosingTimers"))
        settings.setProperty("choosingTimers", False)
        settings.setProperty("choosingPin", True)
        reader.read("settings: PIN pad", lambda: bool(find_all(ui.window, "pinPad")))
        settings.setProperty("choosingPin", False)
        nav.back()
        _set_up_a_team_game(qtbot, ui, reader)
        _play(qtbot, ui, reader)
        reader.at(Step.END, "end", "endScreen")
        v.album.open(-1)
        reader.read("album panel", lambda: bool(find_all(ui.window, "albumPanel")))
        v.album.close()
        nav.quitToStart()
        nav.openHistory()
        reader.at(Step.HISTORY, "history", "historyScreen")
        nav.back()
        reader.read("start after a game", lambda: ui.session.step is Step.START)
        _party_clue(qtbot, ui, reader)
        reader.read("start with a game to resume", lambda: ui.vms.navigator.canResume)
        start = _show(ui, "startScreen")
        start.setProperty("askingNewGame", True)  # "New game" asks first
        reader.read("start: a new game?", lambda: bool(find_all(ui.window, "confirmDialog")))
        start.setProperty("askingNewGame", False)
    finally:
        ui.vms.settings.language = "en"
        TRANSLATIONS.use("en")
        close_ui(qtbot, ui)
    took = time.monotonic() - t0
    print(f"{len(reader.screens)} screens read in {took:.1f} s")
    assert len(reader.screens) >= 31, reader.screens
    _no_cut(reader, reader.found)


def _no_cut(reader: Reader, found: list[Cut]) -> None:
    assert not found, (
        f"{len(found)} texts cut short (screens read: {', '.join(reader.screens)}):\n"
        + "\n".join(cut.what for cut in found)
    )


def test_no_text_is_cut_at_a_twelve_player_reveal(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Odyssey's twelve players make the board's cards, their labels and the list of points
    beside them the smallest they get: one turn's public screens, in every language and size."""
    ui = open_ui(qtbot, size=SIZES[0], beat_ms=60_000)
    reader = Reader(qtbot, ui)
    try:
        _twelve_players_one_turn(qtbot, ui, reader)
    finally:
        ui.vms.settings.language = "en"
        TRANSLATIONS.use("en")
        close_ui(qtbot, ui)
    assert len(reader.screens) >= 3, reader.screens
    _no_cut(reader, reader.found)


def test_no_text_is_cut_on_the_drawing_screens(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The family's cards (none yet; then one with a long title, a long deck name, a card
    chosen in a deck) and the drawing screen with its colour mixer, its questions and the
    card's words, in every language and size (issue 27)."""
    ui = open_ui(qtbot, size=SIZES[0], store=Store.open(tmp_path))
    reader = Reader(qtbot, ui)
    cards, drawing = ui.vms.family_cards, ui.vms.drawing
    try:
        cards.open()
        reader.at(Step.FAMILY_CARDS, "family cards: none yet", "familyCardsScreen")
        cards.drawNew()
        reader.at(Step.DRAWING, "drawing", "drawingScreen")
        for i in range(12):
            drawing.press(100 + 40 * i, 600)
        drawing.release()
        screen = _show(ui, "drawingScreen")
        _show(ui, "drawingTools").setProperty("mixing", True)
        reader.read("drawing: a colour of your own", lambda: bool(find_all(ui.window, "hueSlider")))
        screen.setProperty("askingClear", True)
        reader.read("drawing: clear?", lambda: bool(find_all(ui.window, "clearDialog")))
        screen.setProperty("askingClear", False)
        drawing.title = "The lighthouse keeper's whale at the end of the world"
        screen.setProperty("finishing", True)
        reader.read("drawing: your card", lambda: bool(find_all(ui.window, "finishDialog")))
        drawing.save()
        drawing.wait_saving()  # saved on a worker thread
        assert cards.createDeck("Grandma's summer holidays by the sea")
        cards.chosen = cards.cards.rows()[0]["cardId"]
        reader.at(Step.FAMILY_CARDS, "family cards", "familyCardsScreen")
        fc = _show(ui, "familyCardsScreen")
        dialogs = (
            ("deleteCard", "deleteCardDialog"),
            ("deleteDeck", "deleteDeckDialog"),
            ("draft", "draftDialog"),  # "You have an unfinished drawing"
        )
        for asking, name in dialogs:
            fc.setProperty("asking", asking)
            reader.read(f"family cards: {name}", lambda n=name: bool(find_all(ui.window, n)))
        fc.setProperty("asking", "renameDeck")
        reader.read("family cards: rename", lambda: bool(find_all(ui.window, "deckNameDialog")))
        fc.setProperty("asking", "")
        cards.drawNew()  # a drawing left unfinished: "Go on with the unfinished drawing"
        drawing.press(100, 100)
        drawing.move(300, 300)
        drawing.release()
        ui.vms.navigator.back()
        reader.read("family cards: a drawing kept", lambda: cards.hasDraft)
        cards.toggleInDeck(cards.chosen)
        ui.vms.navigator.back()
        ui.vms.setup.newGame()
        choice = ui.vms.deck_choice
        qtbot.waitUntil(lambda: len(choice.decks) == 1, timeout=5000)
        choice.toggleDeck(choice.decks[0]["deckId"])  # one card: too few, said
        reader.at(Step.SETUP, "setup: our own deck", "setupScreen")
    finally:
        ui.vms.settings.language = "en"
        TRANSLATIONS.use("en")
        close_ui(qtbot, ui)
    assert len(reader.screens) == 12, reader.screens
    _no_cut(reader, reader.found)


def _set_up_a_team_game(qtbot: Any, ui: UI, reader: Reader) -> None:
    """Six players in three teams, the last two a gentle and a sharp computer player; each
    tells once. The setup, its rabbit picker and how to play are read on the way."""
    setup, nav = ui.vms.setup, ui.vms.navigator
    n = 6
    specs = [PlayerSpec(DEFAULT_NAMES[i], COLOURS[i].id, SYMBOLS[i]) for i in range(n)]
    setup.newGame()
    setup.prepare(specs, RULESETS["team"].id)
    for seat in (n - 2, n - 1):
        for _ in range(1 + seat % 2):
            setup.nextPlayerKind(seat)
    ui.vms.game_rules.setOption("storytellerRounds", 1)
    reader.at(Step.SETUP, "setup", "setupScreen")
    _show(ui, "setupScreen").setProperty("pickerSeat", 0)
    reader.read("setup: rabbit picker", lambda: bool(find_all(ui.window, "rabbitPicker")))
    _show(ui, "setupScreen").setProperty("pickerSeat", -1)
    nav.openRules()
    reader.at(Step.RULES, "how to play", "rulesScreen")
    nav.back()
    qtbot.waitUntil(lambda: ui.session.step is Step.SETUP, timeout=3000)
    setup.startGame()


def _twelve_players_one_turn(qtbot: Any, ui: UI, reader: Reader) -> None:
    """Odyssey's twelve players (eleven of them computer players) make the board's cards,
    their labels and the points beside them smallest: one turn, its public screens read."""
    setup = ui.vms.setup
    specs = [
        PlayerSpec(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], COLOURS[i].id, SYMBOLS[i])
        for i in range(12)
    ]
    setup.newGame()
    setup.prepare(specs, RULESETS["odyssey"].id)
    for seat in range(1, 12):
        setup.nextPlayerKind(seat)
    qtbot.waitUntil(lambda: setup.canStart, timeout=3000)
    setup.startGame()
    reader.prefix = "12 players: "
    reader.only = {"board", "vote", "reveal", "reveal: why"}
    _play(qtbot, ui, reader, until=Step.REVEAL)


def _party_clue(qtbot: Any, ui: UI, reader: Reader) -> None:
    """Party's storyteller says the clue before looking at any card, on a public screen."""
    setup = ui.vms.setup
    specs = [PlayerSpec(DEFAULT_NAMES[i], COLOURS[i].id, SYMBOLS[i]) for i in range(6)]
    setup.newGame()
    setup.prepare(specs, RULESETS["party"].id)
    qtbot.waitUntil(lambda: setup.canStart, timeout=3000)
    setup.startGame()
    ui.vms.choice.setProperty("clueText", LONG_CLUE)
    reader.prefix = "Party: "
    reader.at(Step.PARTY_CLUE, "clue", "clueScreen")
    reader.prefix = ""
    ui.vms.navigator.quitToStart()


def _play(qtbot: Any, ui: UI, reader: Reader, until: Step = Step.END) -> None:
    """The game through the view-models until ``until`` (its end), reading each kind of
    screen (and the overlays each one opens) the first time it comes."""
    nav, choice, rnd, v = ui.vms.navigator, ui.vms.choice, ui.vms.round, ui.vms
    game = ui.session.game
    assert isinstance(game, Game)
    agent = Rng(5)
    seen: set[str] = set()

    def once(name: str) -> bool:
        new = name not in seen
        seen.add(name)
        return new

    for _ in range(500):
        step = ui.session.step
        if step is Step.HANDOFF:
            if once("handoff"):
                reader.at(step, "handoff", "handoffScreen")
                nav.pause()
                reader.at(Step.PAUSE, "pause", "pauseScreen")
                nav.openRules()
                reader.at(Step.RULES, "how to play (pause)", "rulesScreen")
                nav.back()
                qtbot.waitUntil(lambda: ui.session.step is Step.PAUSE, timeout=3000)
                nav.unpause()
                qtbot.waitUntil(lambda: ui.session.step is Step.HANDOFF, timeout=3000)
            v.handoff.pressStarted()  # held: it opens once the hold time has passed
            qtbot.waitUntil(lambda: ui.session.step is not Step.HANDOFF, timeout=3000)
        elif step in (Step.CLUE, Step.PLAY, Step.VOTE):
            p = ui.session.viewer
            req = game.request_for(p)
            assert req is not None
            mark(choice, random_choice(game, p, req, agent), LONG_CLUE)
            name = step.name.lower()
            if once(name):
                reader.at(step, name, f"{name}Screen")
                own = [r["slot"] for r in rnd.board.rows() if r["mine"]]
                if step is Step.VOTE and own and reader.wanted("vote: a notice"):
                    # a tap on your own card: a notice says why not
                    choice.toggleSlot(own[0])
                    reader.read("vote: a notice", lambda: bool(ui.vms.navigator.notice))
                    nav.dismissNotice()
                if step is Step.CLUE and reader.wanted("clue: on-screen keyboard"):
                    v.settings.onScreenKeyboard = True
                    _show(ui, "clueField").forceActiveFocus()
                    reader.read(
                        "clue: on-screen keyboard",
                        lambda: bool(find_all(ui.window, "onScreenKeyboard")),
                    )
                    v.settings.onScreenKeyboard = False
                if step is Step.PLAY and reader.wanted("the big card"):
                    screen = _show(ui, "playScreen")
                    screen.setProperty("zoomCard", choice.hand.rows()[0]["cardId"])
                    reader.read("the big card", lambda: bool(find_all(ui.window, "zoomOverlay")))
                    screen.setProperty("zoomCard", "")
            choice.submit()  # one tap, the only confirmation
        elif step is Step.TOLD:  # the clue just given, in large type for everyone
            if once("clue told"):
                reader.at(step, "clue told", "toldScreen")
            v.computer.carryOn()
        elif step is Step.COMPUTER:
            ui.session.computers.mind.wait(30)
            if once("computer"):
                reader.at(step, "computer", "computerScreen")
            v.computer.skip()
        elif step is Step.GIVERS:
            if once("givers"):
                reader.at(step, "givers", "giversScreen")
            rnd.chooseGiver(game.waiting_for()[0])
        elif step is Step.BOARD:
            if once("board"):
                reader.at(step, "board", "boardScreen")
            rnd.startVoting()
        elif step is Step.REVEAL:
            if once("reveal"):
                reader.at(step, "reveal", "revealScreen")
                if rnd.reasons:
                    _show(ui, "revealScreen").setProperty("showWhy", True)
                    reader.read("reveal: why", lambda: bool(find_all(ui.window, "reasonsList")))
                    _show(ui, "revealScreen").setProperty("showWhy", False)
                nav.showStory()
                reader.at(Step.STORY, "story", "storyScreen")
                nav.closeStory()
                qtbot.waitUntil(lambda: ui.session.step is Step.REVEAL, timeout=3000)
            if until is Step.REVEAL:
                return
            rnd.continueAfterReveal()
        elif step is Step.END:
            return
    raise AssertionError(f"the game did not end (at {ui.session.step.name})")
