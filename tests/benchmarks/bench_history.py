"""How long "Past games" takes to open with many finished games, in the real app.

    python tests/benchmarks/bench_history.py [--games 10000] [--data DIR] [--visits 3]
                                             [--before TREE]

A data folder with ``--games`` finished games (random legal games: Classic, Odyssey, Party
and Team, 3 to 8 players from a family of twelve names; made once and kept in ``--data``) is
copied, the app is started on the copy (offscreen, software rendering, 1280x800) and "Past
games" is opened ``--visits`` times from the start screen. For each visit: the time from the
tap to the first frame drawn once the history screen is made, and the longest time the GUI
thread did not answer (a 10 ms timer's worst gap) from the tap until the statistics are
complete.

Each tree is measured twice on its copy, in two processes: as the data was found, and at
the next start (with whatever the first run kept). ``--before TREE`` measures another
checkout of the project too (e.g. ``git archive HEAD~3 | tar -x -C /tmp/before``), in the
same run, on a copy of the same data: the data is then made by that older tree, as an older
version would have left it, and the newer tree migrates it.
Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

HERE = Path(__file__).resolve()
ROOT = HERE.parents[2]
TREE = Path(os.environ.get("DIXIT_BENCH_TREE", ROOT))
sys.path.insert(0, str(TREE))

NAMES = ["Mia", "Leo", "Ada", "Tom", "Zoé", "Max", "Ana", "Ben", "Eva", "Noé", "Ida", "Sam"]
TABLES = [("classic", 3), ("classic", 4), ("classic", 5), ("classic", 6), ("odyssey", 8),
          ("party", 6), ("team", 6)]  # fmt: skip


def make(folder: Path, n: int) -> None:
    """``n`` finished games in ``folder``'s store, written in a few big transactions."""
    import sqlite3
    from datetime import UTC, datetime, timedelta

    from dixit_desktop.rules import Game, get_ruleset
    from dixit_desktop.rules.rng import Rng
    from dixit_desktop.rules.simulate import make_deck, random_action
    from dixit_desktop.storage import FILE_NAME, Store
    from dixit_desktop.storage import games as sql

    Store.open(folder).close()  # the schema of this tree
    conn = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    start = datetime(2024, 1, 1, tzinfo=UTC)
    conn.execute("BEGIN")
    for i in range(n):
        rules, players = TABLES[i % len(TABLES)]
        rs = get_ruleset(rules)
        rng = Rng(i)
        names = [NAMES[(i + k * 5) % len(NAMES)] for k in range(players)]
        opts = rs.options(target_score=None, storyteller_rounds=1) if rules == "classic" else None
        game = Game(rs, names, make_deck(84), i, opts or rs.defaults)
        while not game.is_over:
            game.apply(random_action(game, rng))
        when = (start + timedelta(hours=3 * i)).isoformat(timespec="seconds")
        specs = [{"name": p, "colour": "sky", "symbol": "star"} for p in names]
        gid = sql.insert_game(conn, when, game, game.header(), specs)
        sql.mark_finished(conn, gid, when, game)
        if i % 500 == 499:
            conn.execute("COMMIT")
            conn.execute("BEGIN")
            print(f"  made {i + 1} games", file=sys.stderr, flush=True)
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def measure(folder: Path, visits: int) -> dict[str, object]:
    """Open Past games ``visits`` times in the real app on ``folder``; the figures."""
    from PySide6.QtCore import QEventLoop, QObject, QTimer
    from PySide6.QtGui import QGuiApplication

    from dixit_desktop import app as appmod
    from dixit_desktop.session import Step
    from dixit_desktop.storage import Store

    appmod.configure_environment()
    qapp = QGuiApplication.instance() or QGuiApplication([])
    appmod.load_fonts()
    opened = time.perf_counter()
    store = Store.open(folder)
    open_ms = (time.perf_counter() - opened) * 1000
    parts = appmod.default_parts(store=store, min_hold_ms=0, beat_ms=0)
    engine, _session, vms = appmod.create_engine(parts)
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    window = engine.rootObjects()[0]
    window.resize(1280, 800)
    window.show()
    loader = None

    def pump(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    for _ in range(200):
        pump(10)
        loader = window.findChild(QObject, "screenLoader")
        if loader is not None and loader.property("step") == int(Step.START):
            break
    assert loader is not None
    pump(500)
    history = vms.history

    def pending() -> int:
        value = history.property("statsPending")
        return int(value) if value is not None else 0

    def visit() -> dict[str, float]:
        frames: list[float] = []
        gaps = [0.0]
        last = [time.perf_counter()]

        def frame() -> None:
            frames.append(time.perf_counter())

        def tick() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        window.frameSwapped.connect(frame)
        ticker = QTimer()
        ticker.setInterval(10)
        ticker.timeout.connect(tick)
        t0 = time.perf_counter()
        last[0] = t0
        ticker.start()
        vms.navigator.openHistory()
        shown = loaded = None
        while time.perf_counter() < t0 + 120:
            pump(5)
            if loaded is None and loader.property("step") == int(Step.HISTORY):
                loaded = time.perf_counter()  # the screen is made: its first frame is next
            if shown is None and loaded is not None:
                on = [f for f in frames if f >= loaded]
                if on:
                    shown = on[0] - t0
            if shown is not None and pending() == 0:
                break
        complete = time.perf_counter() - t0
        ticker.stop()
        window.frameSwapped.disconnect(frame)
        return {
            "shown_ms": round((shown or float("nan")) * 1000),
            "stats_done_ms": round(complete * 1000),
            "worst_stall_ms": round(max(gaps) * 1000),
            "rows": history.pastGames.rowCount(),
            "players": history.stats.rowCount(),
        }

    out: list[dict[str, float]] = []
    for _ in range(visits):
        out.append(visit())
        vms.navigator.back()
        pump(300)
    store.close()
    del qapp
    return {"store_open_ms": round(open_ms), "visits": out}


def _run(role: str, tree: Path, *args: str) -> str:
    env = dict(os.environ, DIXIT_BENCH_TREE=str(tree))
    r = subprocess.run(
        [sys.executable, str(HERE), "--role", role, *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if r.returncode != 0:
        raise SystemExit(f"{role} in {tree} failed:\n{r.stdout}\n{r.stderr}")
    return r.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--data", type=Path, default=None, help="where the games are kept")
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument("--before", type=Path, default=None, help="an older tree to compare")
    parser.add_argument("--role", default="main", help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role == "make":
        make(args.folder, args.games)
        return 0
    if args.role == "measure":
        print(json.dumps(measure(args.folder, args.visits)))
        return 0

    maker = args.before or ROOT
    data = args.data or Path(tempfile.gettempdir()) / f"dixit-bench-history-{args.games}"
    data = data / ("before" if args.before else "now")
    if not (data / "dixit-desktop.sqlite3").exists():
        print(f"making {args.games} finished games in {data} ...", file=sys.stderr)
        data.mkdir(parents=True, exist_ok=True)
        t = time.perf_counter()
        _run("make", maker, "--folder", str(data), "--games", str(args.games))
        print(f"  made in {time.perf_counter() - t:.0f} s", file=sys.stderr)
    trees = [("before", args.before), ("now", ROOT)] if args.before else [("now", ROOT)]
    print(
        f"| tree | visit | history shown | statistics complete | worst GUI stall |"
        f" games listed | players | ({args.games} finished games)"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, tree in trees:
        with tempfile.TemporaryDirectory(prefix="dixit-bench-history-") as tmp:
            copy = Path(tmp) / "data"
            shutil.copytree(data, copy)
            # the same copy twice: as found, then at the next start (what the first kept)
            for run in (label, f"{label}, next start"):
                result = json.loads(
                    _run("measure", tree, "--folder", str(copy), "--visits", str(args.visits))
                )
                for i, v in enumerate(result["visits"], start=1):
                    print(
                        f"| {run} | {i} | {v['shown_ms']} ms | {v['stats_done_ms']} ms "
                        f"| {v['worst_stall_ms']} ms | {v['rows']} | {v['players']} |"
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
