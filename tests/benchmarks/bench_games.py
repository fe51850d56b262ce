"""Memory over many whole games in one process: does the game leak?

    python tests/benchmarks/bench_games.py [--games 10] [--players 6] [--rules classic]

The real app (engine, QML, view-models, a store in a temporary folder) plays whole games one
after the other, every screen created and destroyed as in play; a seeded random table makes
every choice through the view-models, and the event loop runs between steps so that screens
load, animate and go. Resident memory (VmRSS) is read after the first game and after each
game that follows (after a garbage collection and glibc's malloc_trim, so that the reading is
what is alive, not what the allocator keeps); the game must not grow by more than 10 MB from
the first to the last.
Offscreen, software renderer. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def trim() -> None:
    """Give freed heap back to the system (glibc keeps it otherwise, and RSS then moves by
    ~10 MB from one reading to the next with no change in what is alive)."""
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def rss_mb() -> float:
    for line in Path(f"/proc/{os.getpid()}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--computers", type=int, default=0, help="computer seats per game")
    args = parser.parse_args()

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtGui import QGuiApplication

    from dixit_desktop import app as appmod
    from dixit_desktop.look.palette import COLOURS, DEFAULT_NAMES, SYMBOLS
    from dixit_desktop.rules import get_ruleset
    from dixit_desktop.rules.rng import Rng
    from dixit_desktop.rules.simulate import random_choice
    from dixit_desktop.screenshots import mark
    from dixit_desktop.session import PlayerSpec, Step
    from dixit_desktop.storage import Store

    appmod.configure_environment()
    qapp = QGuiApplication.instance() or QGuiApplication([])
    appmod.load_fonts()
    data = tempfile.TemporaryDirectory(prefix="dixit-bench-games-")
    store = Store.open(Path(data.name))
    parts = appmod.default_parts(store=store, min_hold_ms=0, beat_ms=0)
    engine, session, vms = appmod.create_engine(parts)
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    window = engine.rootObjects()[0]
    window.resize(1280, 800)
    window.show()
    vms.settings.setProperty("holdMs", 0)

    def pump(ms: int = 30) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    rs = get_ruleset(args.rules)
    n = args.players
    opts = {"storyteller_rounds": 1} if "storyteller_rounds" in rs.options_allowed else {}
    nav, setup, choice, rnd, comp = vms.navigator, vms.setup, vms.choice, vms.round, vms.computer
    rows = []
    first = 0.0
    started = time.perf_counter()
    for game_no in range(1, args.games + 1):
        agent = Rng(game_no)
        specs = [
            PlayerSpec(
                DEFAULT_NAMES[i % len(DEFAULT_NAMES)],
                COLOURS[i].id,
                SYMBOLS[i],
                "sharp" if i >= n - args.computers else "",
            )
            for i in range(n)
        ]
        setup.newGame()
        setup.prepare(specs, rs.id, rs.options(**opts).to_dict())
        setup.startGame()
        game = session.game
        assert game is not None
        for _ in range(5000):
            pump()
            step = session.step
            if step is Step.END:
                break
            if step is Step.HANDOFF:
                vms.handoff.pressStarted()
                vms.handoff.confirm()
            elif step in (Step.CLUE, Step.PARTY_CLUE, Step.PLAY, Step.VOTE):
                p = session.viewer if session.viewer >= 0 else game.storyteller
                req = game.request_for(p)
                assert req is not None
                action = random_choice(game, p, req, agent)
                mark(choice, action, "a clue")
                choice.submit()
            elif step is Step.TOLD:
                comp.carryOn()
            elif step is Step.COMPUTER:
                pump(60)
            elif step is Step.GIVERS:
                rnd.chooseGiver(game.waiting_for()[0])
            elif step is Step.BOARD:
                rnd.startVoting()
            elif step is Step.REVEAL:
                rnd.continueAfterReveal()
        else:
            raise SystemExit(f"game {game_no} did not end")
        nav.quitToStart()
        for _ in range(5):
            pump(50)
            QCoreApplication.sendPostedEvents(None, 0)
        engine.collectGarbage()
        gc.collect()
        pump(100)
        trim()
        mem = rss_mb()
        if game_no == 1:
            first = mem
        rows.append((game_no, len(game.history), mem, mem - first))
    seconds = time.perf_counter() - started
    print(
        f"| game ({n} players, {args.rules}, {args.computers} computers) "
        "| turns | RSS | since game 1 |"
    )
    print("|---:|---:|---:|---:|")
    for game_no, turns, mem, diff in rows:
        print(f"| {game_no} | {turns} | {mem:.1f} MB | {diff:+.1f} MB |")
    growth = rows[-1][2] - first
    print(
        f"\n{args.games} games in {seconds:.0f} s; growth from game 1 to {args.games}: "
        f"{growth:+.1f} MB ({'no leak' if growth <= 10 else 'LEAK: more than 10 MB'})"
    )
    store.close()
    del qapp
    data.cleanup()
    return 0 if growth <= 10 else 1


if __name__ == "__main__":
    sys.exit(main())
