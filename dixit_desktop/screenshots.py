"""``dixit-desktop screenshots OUTDIR``: play a seeded demo game through the real QML UI,
offscreen, and save a PNG of each distinct screen, named after the screen."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from dixit_desktop.rules import RULESETS, Action, Game, GiveClue, Phase, PlayCards, Vote
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice


def mark(choice: Any, action: Action, clue: str) -> None:
    """Make ``action``'s choice through the Choice view-model, as a player's taps would (a
    clue is typed as ``clue``); the caller then submits it."""
    if isinstance(action, GiveClue):
        choice.setProperty("clueText", clue)
        if action.card:
            choice.toggleCard(action.card)
    elif isinstance(action, PlayCards):
        for c in action.cards:
            choice.toggleCard(c)
    elif isinstance(action, Vote):
        for slot in action.slots:
            choice.toggleSlot(slot)
        if action.red_token:
            choice.setRedToken(action.red_token)


def _name(seat: int, long: bool) -> str:
    """A default name, or (``--long-names``) one of the longest length a player may type."""
    from dixit_desktop.look.palette import DEFAULT_NAMES
    from dixit_desktop.rules import MAX_NAME_LENGTH

    name = DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]
    if not long:
        return name
    return (name + " Wilhelmina-Bartholomew")[:MAX_NAME_LENGTH]


def _items(root: Any, into_hidden: bool = True) -> Iterator[Any]:
    """``root`` and the items under it; with ``into_hidden`` false, not the children of a
    hidden item (a hidden item itself is still given)."""
    todo = [root]
    while todo:
        item = todo.pop()
        yield item
        if into_hidden or item.isVisible():
            todo += item.childItems()


def _item(window: Any, name: str) -> Any:
    """The visible item called ``name`` in the window, or None."""
    return next((i for i in _items(window.contentItem()) if i.objectName() == name), None)


def _draw_a_card(drawing: Any) -> None:
    """A moon over the sea, drawn through the Drawing view-model as a finger would (in the
    canvas picture's pixels, 800 across)."""
    import math

    paint_white = drawing.property("palette")[1]["colour"]  # the paint box's white

    def stroke(points: Sequence[tuple[float, float]], tool: str, colour: str, size: str) -> None:
        for name, value in (("tool", tool), ("colour", colour), ("size", size)):
            drawing.setProperty(name, value)
        drawing.press(*points[0])
        for x, y in points[1:]:
            drawing.move(x, y)
        drawing.release()

    def fill(x: float, y: float, colour: str) -> None:
        drawing.setProperty("tool", "fill")
        drawing.setProperty("colour", colour)
        drawing.press(x, y)
        drawing.release()

    drawing.setProperty("paper", "bluegrey")
    ring = [(520 + 150 * math.cos(a / 30 * math.pi), 330 + 150 * math.sin(a / 30 * math.pi))
            for a in range(61)]  # fmt: skip
    stroke(ring, "felt", "#f08a24", "medium")
    fill(520, 330, "#f6d33c")
    sea = [(x, 820 + 40 * math.sin(x / 70)) for x in range(-10, 820, 20)]
    stroke(sea, "paint", "#2f5fd0", "large")
    fill(400, 1100, "#1fa3a3")
    for cx, cy in ((150, 200), (260, 420), (120, 560), (700, 620)):
        stroke([(cx - 20, cy), (cx + 20, cy)], "pencil", paint_white, "small")
        stroke([(cx, cy - 20), (cx, cy + 20)], "pencil", paint_white, "small")
    boat = [(300, 900), (460, 900), (420, 950), (340, 950), (300, 900)]
    stroke(boat, "felt", "#7a4a2a", "medium")
    fill(380, 925, "#7a4a2a")
    drawing.setProperty("tool", "felt")
    drawing.setProperty("title", "The moon's boat")
    drawing.setProperty("words", "moon, sea, boat, night")
    drawing.setProperty("maker", "Mia")


def _images_loading(root: Any) -> int:
    """How many images in shown parts of ``root`` are still loading. A card's face is itself
    hidden until it is ready (a placeholder shows instead), so an image counts when its parent
    is shown. Image.status does not convert to Python here; progress is below 1 while it loads
    (an image that failed reads 0 too, and is waited for up to the caller's limit)."""
    return sum(
        bool(item.property("source").toString())
        for item in _items(root, into_hidden=False)
        if item.inherits("QQuickImageBase") and item.property("progress") < 1.0
    )


def _album_shots(album: Any, pump: Any, shot: Any) -> None:
    """The album panel of the game that just ended: before saving, saved, and after "Open
    the folder" (where no file manager answers, as offscreen, the panel says where it is)."""
    album.open(-1)
    shot("album")
    album.start()
    for _ in range(600):  # the pages are written on a worker thread: up to a minute
        if not album.property("busy"):
            break
        pump(100)
    shot("album-saved")
    album.openFolder()
    shot("album-folder")


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication

    from dixit_desktop import app as appmod
    from dixit_desktop.look.palette import COLOURS, SYMBOLS
    from dixit_desktop.session import PlayerSpec, Step

    rs = RULESETS[args.rules]
    n = args.players or rs.min_players
    if n not in rs.player_counts:
        print(f"screenshots: {rs.name} is for {rs.player_range_text()}", file=sys.stderr)
        return 2
    appmod.configure_environment()
    qapp = QGuiApplication.instance() or QGuiApplication([])
    if getattr(args, "rtl", False):  # before the QML: App mirrors its layouts from this
        from PySide6.QtCore import Qt

        QGuiApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    appmod.load_fonts()
    import tempfile

    from dixit_desktop.session.mind import TableMind
    from dixit_desktop.storage import Store

    data = tempfile.TemporaryDirectory(prefix="dixit-shots-")
    parts = appmod.default_parts(
        seed_source=lambda: args.seed,
        store=Store.open(Path(data.name)),
        min_hold_ms=0,
        beat_ms=60_000,  # the computer players' beat ends when the tool says
    )
    parts.album_folder = Path(data.name) / "albums"
    parts.album_dpi = (60, 30)  # the panel is what is looked at, not the pages
    computers = min(getattr(args, "computers", 0), n - 1)
    engine, session, vms = appmod.create_engine(parts)
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    if not engine.rootObjects():
        print("screenshots: the user interface failed to load", file=sys.stderr)
        return 1
    window: Any = engine.rootObjects()[0]  # the QQuickWindow of Main.qml
    window.resize(*args.size)
    vms.settings.setProperty("holdMs", 0)
    vms.settings.setProperty("language", getattr(args, "language", "en"))
    args.outdir.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    seen: set[str] = set()

    def pump(ms: int = 700) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def shot(name: str) -> None:
        if name in seen:
            return
        seen.add(name)
        # let deals, flips and vote rabbits finish: on the board each card, and on the reveal
        # each rabbit, waits for those before it, so the wait grows with the players
        pump(700 + 360 * n if name in ("board", "reveal", "end") else 700)
        # and the card pictures: they decode on a worker thread, slower when several renders
        # share the cores, and a shot taken before shows their "..." placeholder
        waited = 0
        while _images_loading(window.contentItem()) and waited < 15_000:
            pump(100)
            waited += 100
        path = args.outdir / f"{len(saved) + 1:02d}-{name}.png"
        window.grabWindow().save(str(path))
        saved.append(path)

    nav, setup, choice, rnd = vms.navigator, vms.setup, vms.choice, vms.round
    shot("start")
    nav.openCredits()
    shot("credits")
    nav.back()
    nav.openSettings()
    shot("settings")
    nav.back()
    if getattr(args, "drawing", True):  # the family's own cards, and drawing one
        cards = vms.family_cards
        cards.open()
        shot("family-cards-none")
        cards.drawNew()
        _draw_a_card(vms.drawing)
        shot("drawing")
        vms.drawing.save()
        vms.drawing.wait_saving()  # saved on a worker thread
        cards.drawNew()
        _draw_a_card(vms.drawing)
        vms.drawing.setProperty("title", "A second boat")
        vms.drawing.save()
        vms.drawing.wait_saving()
        cards.createDeck("Holidays")
        first = cards.cards.rows()[0]["cardId"]
        cards.toggleInDeck(first)
        cards.setProperty("chosen", first)
        shot("family-cards")
        nav.back()
    if getattr(args, "drawing_only", False):  # only the family's cards (a quicker look)
        for path in saved:
            print(path)
        data.cleanup()
        return 0
    specs = [
        PlayerSpec(_name(i, getattr(args, "long_names", False)), COLOURS[i].id, SYMBOLS[i])
        for i in range(n)
    ]
    setup.newGame()
    setup.prepare(specs, rs.id)
    for seat in range(n - computers, n):  # the last seats: computer players, gentle and sharp
        for _ in range(1 + seat % 2):
            setup.nextPlayerKind(seat)
    if "storyteller_rounds" in rs.options_allowed:
        vms.game_rules.setOption("storytellerRounds", 1)
        if "target_score" in rs.options_allowed:
            vms.game_rules.setOption("targetScore", 0)
    shot("setup")
    family_decks = vms.deck_choice.property("decks") or []
    if family_decks:  # the family's one-card deck alone: too few cards, said in the pane
        vms.deck_choice.toggleDeck(family_decks[0]["deckId"])
        setup.startGame()  # refused, with the numbers
        shot("setup-too-few-cards")
        vms.deck_choice.toggleDeck(family_decks[0]["deckId"])
    setup.startGame()
    game = session.game
    assert isinstance(game, Game)
    agent = Rng(args.seed)
    steps = 0
    while steps < 2000:
        steps += 1
        step = session.step
        if step is Step.HANDOFF:
            shot(f"handoff-{game.phase.value}")
            vms.handoff.pressStarted()  # a hold of the (zero) hold time
            vms.handoff.confirm()
        elif step in (Step.CLUE, Step.PARTY_CLUE, Step.PLAY, Step.VOTE):
            p = session.viewer if session.viewer >= 0 else game.storyteller
            req = game.request_for(p)
            assert req is not None
            action = random_choice(game, p, req, agent)
            mark(choice, action, "Once upon a time" if rnd.isParty else "Far from home")
            name = {Step.PARTY_CLUE: "clue"}.get(step, step.name.lower())
            shot(name + ("-storyteller" if p == game.storyteller else ""))
            if step is Step.PLAY and "zoom" not in seen:  # a card of the hand shown big
                screen = _item(window, "playScreen")
                if screen is not None and choice.hand.rows():
                    screen.setProperty("zoomCard", choice.hand.rows()[0]["cardId"])
                    shot("zoom")
                    screen.setProperty("zoomCard", "")
            choice.submit()
        elif step is Step.TOLD:
            shot("clue-told")
            vms.computer.carryOn()
        elif step is Step.COMPUTER:
            mind = session.computers.mind
            if isinstance(mind, TableMind):
                mind.wait(30)
            shot("computer")
            vms.computer.skip()
        elif step is Step.GIVERS:
            shot("givers")
            rnd.chooseGiver(game.waiting_for()[0])
        elif step is Step.BOARD:
            shot("board")
            rnd.startVoting()
        elif step is Step.REVEAL:
            shot("reveal")
            if "story" not in seen:
                nav.showStory()
                shot("story")
                nav.closeStory()
            rnd.continueAfterReveal()
        elif step is Step.END:
            shot("end")
            if getattr(args, "album", False):
                _album_shots(vms.album, pump, shot)
            break
        else:
            break
    assert game.phase is Phase.GAME_OVER or steps >= 2000
    nav.quitToStart()
    nav.openHistory()
    shot("history")
    nav.back()
    setup.newGame()
    setup.startGame()
    nav.quitToStart()
    shot("start-resume")
    for path in saved:
        print(path)
    del qapp
    data.cleanup()
    return 0


# Every screen a short game of each kind must show (the smoke test checks them all).
SMOKE_SCREENS = {
    "start", "credits", "settings", "setup", "handoff-clue", "clue-storyteller",
    "clue-told", "handoff-play", "play", "board", "handoff-vote", "vote",
    "reveal", "story", "end", "history", "start-resume",
}  # fmt: skip


def smoke_test() -> int:
    """Render every screen of a short scripted game offscreen; 0 when all rendered."""
    import tempfile

    from PySide6.QtGui import QImage

    with tempfile.TemporaryDirectory(prefix="dixit-smoke-") as out:
        args = argparse.Namespace(
            outdir=Path(out), size=(1024, 600), rules="classic", players=3, seed=1
        )
        try:
            code = run(args)
        except Exception as e:  # report, never hang or crash silently
            print(f"smoke test: failed: {type(e).__name__}: {e}", file=sys.stderr)
            return 1
        if code != 0:
            print(f"smoke test: the demo game stopped with code {code}", file=sys.stderr)
            return code
        shots = {p.stem.split("-", 1)[1]: p for p in Path(out).glob("*.png")}
        missing = sorted(SMOKE_SCREENS - set(shots))
        if missing:
            print(f"smoke test: screens not rendered: {', '.join(missing)}", file=sys.stderr)
            return 1
        for name, path in shots.items():
            img = QImage(str(path))
            if img.isNull() or img.width() != 1024 or img.height() != 600:
                print(f"smoke test: screen {name} did not render", file=sys.stderr)
                return 1
    print(f"smoke test: ok, {len(shots)} screens rendered")
    return 0
