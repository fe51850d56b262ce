"""``dixit-desktop screenshots OUTDIR``: play a seeded demo game through the real QML UI,
offscreen, and save a PNG of each distinct screen, named after the screen."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from dixit_desktop.rules import RULESETS, Game, GiveClue, Phase, PlayCards, Vote
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice


def _parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, not {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError("the size must be between 320x240 and 7680x4320")
    return w, h


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", type=_parse_size, default=(1920, 1080), metavar="WxH")
    parser.add_argument("--rules", default="classic", choices=sorted(RULESETS))
    parser.add_argument("--players", type=int, default=0, help="default: the smallest count")
    parser.add_argument("--seed", type=int, default=7)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication

    from dixit_desktop import app as appmod
    from dixit_desktop.table.palette import COLOURS, DEFAULT_NAMES, SYMBOLS
    from dixit_desktop.table.setup import PlayerSpec

    rs = RULESETS[args.rules]
    n = args.players or rs.min_players
    if n not in rs.player_counts:
        print(f"screenshots: {rs.name} is for {rs.player_range_text()}", file=sys.stderr)
        return 2
    appmod.configure_environment()
    qapp = QGuiApplication.instance() or QGuiApplication([])
    appmod.load_fonts()
    import tempfile

    from dixit_desktop.storage import Store

    data = tempfile.TemporaryDirectory(prefix="dixit-shots-")
    services = appmod.default_services(seed=args.seed, store=Store.open(Path(data.name)))
    engine = appmod.create_engine(services)
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    if not engine.rootObjects():
        print("screenshots: the user interface failed to load", file=sys.stderr)
        return 1
    window: Any = engine.rootObjects()[0]  # the QQuickWindow of Main.qml
    window.resize(*args.size)
    table: Any = appmod.table(engine)  # Qt properties: typed loosely here
    table.holdMs = 0
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
        pump(1600 if name in ("board", "reveal", "end") else 700)  # let deals and flips finish
        path = args.outdir / f"{len(saved) + 1:02d}-{name}.png"
        window.grabWindow().save(str(path))
        saved.append(path)

    shot("start")
    table.openScreen("credits")
    shot("credits")
    table.back()
    table.openScreen("settings")
    shot("settings")
    table.back()
    specs = [PlayerSpec(DEFAULT_NAMES[i], COLOURS[i].id, SYMBOLS[i]) for i in range(n)]
    table.newGame()
    table.setup.prepare(specs, rs.id)
    short = {"storyteller_rounds": 1} if "storyteller_rounds" in rs.options_allowed else {}
    if short:
        table.setup.setOption("storytellerRounds", 1)
        if "target_score" in rs.options_allowed:
            table.setup.setOption("targetScore", 0)
    shot("setup")
    table.startGame()
    game = table.game
    assert isinstance(game, Game)
    agent = Rng(args.seed)
    steps = 0
    while steps < 2000:
        steps += 1
        screen = table.screen
        if screen == "handoff":
            shot(f"handoff-{game.phase.value}")
            table.confirmHandoff()
        elif screen in ("clue", "play", "vote"):
            p = table.viewer if table.viewer >= 0 else game.storyteller
            req = game.request_for(p)
            assert req is not None
            action = random_choice(game, p, req, agent)
            if isinstance(action, GiveClue):
                table.clueText = "Once upon a time" if table.isParty else "Far from home"
                if action.card:
                    table.toggleCard(action.card)
            elif isinstance(action, PlayCards):
                for c in action.cards:
                    table.toggleCard(c)
            elif isinstance(action, Vote):
                for s in action.slots:
                    table.toggleSlot(s)
                if action.red_token:
                    table.setRedToken(action.red_token)
            variant = screen + ("-storyteller" if p == game.storyteller else "")
            shot(variant)
            table.requestSubmit()
            if table.confirming:
                shot(f"confirm-{screen}")
                table.confirmSubmit()
        elif screen == "givers":
            shot("givers")
            waiting = game.waiting_for()
            table.chooseGiver(waiting[0])
        elif screen == "board":
            shot("board")
            table.startVoting()
        elif screen == "reveal":
            shot("reveal")
            if "story" not in seen:
                table.showStory()
                shot("story")
                table.closeStory()
            table.continueAfterReveal()
        elif screen == "end":
            shot("end")
            break
        else:
            break
        if game.is_over and table.screen == "end":
            shot("end")
            break
    assert game.phase is Phase.GAME_OVER or steps >= 2000
    table.quitToStart()
    table.openHistory()
    shot("history")
    table.back()
    table.newGame()
    table.startGame()
    table.quitToStart()
    shot("start-resume")
    for path in saved:
        print(path)
    del qapp
    data.cleanup()
    return 0


# Every screen a short game of each kind must show (the smoke test checks them all).
SMOKE_SCREENS = {
    "start", "credits", "settings", "setup", "handoff-clue", "clue-storyteller",
    "confirm-clue", "handoff-play", "play", "confirm-play", "board", "handoff-vote", "vote",
    "confirm-vote", "reveal", "story", "end", "history", "start-resume",
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
