"""Start-up from source, beside the smallest PySide6 QML window: time from spawning the
process to the first frame Qt's scene graph renders, and resident memory then.

    python tests/benchmarks/bench_start.py [--runs 10] [--platform offscreen|xcb]

Each app starts --runs times, alternating, after one warm-up each (files in the page cache).
The game's bytecode is compiled first: with PYTHONDONTWRITEBYTECODE set (as on some machines)
every start would otherwise compile the game's modules again, which an installed app never
does. The first frame is read from Qt's own render-loop log (qt.scenegraph.time.renderloop),
so nothing in the app is instrumented. Memory is the resident set (VmRSS) read 1.5 s after
that frame, when the start screen has settled.
Prints a Markdown table with the median and the range.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOG_RULES = "qt.scenegraph.time.renderloop.debug=true;qt.scenegraph.renderloop.debug=true"
FRAME_LINE = re.compile(r"(frame rendered in|Frame rendered with)")
SETTLE_S = 1.5


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def one_start(cmd: list[str], platform: str) -> tuple[float, float]:
    env = dict(os.environ, QT_LOGGING_RULES=LOG_RULES, QT_QPA_PLATFORM=platform)
    env.setdefault("QT_QUICK_BACKEND", "software" if platform == "offscreen" else "")
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    first: list[float] = []
    done = threading.Event()

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            if not first and FRAME_LINE.search(line):
                first.append(time.perf_counter())
                done.set()
        done.set()

    threading.Thread(target=read, daemon=True).start()
    if not done.wait(60) or not first:
        proc.kill()
        raise RuntimeError(f"no frame from {cmd}")
    time.sleep(SETTLE_S)
    mem = rss_mb(proc.pid)
    proc.terminate()
    proc.wait(timeout=10)
    return (first[0] - start) * 1000, mem


def fmt(values: list[float], unit: str) -> str:
    return f"{statistics.median(values):.0f} {unit} ({min(values):.0f}-{max(values):.0f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    compileall.compile_dir(str(ROOT / "dixit_desktop"), quiet=1)
    with tempfile.TemporaryDirectory() as data:
        apps = {
            "Dixit Desktop": [sys.executable, "-m", "dixit_desktop", "--data-dir", data],
            "Minimal PySide6 QML window": [
                sys.executable,
                str(ROOT / "packaging" / "bench_minimal" / "minimal.py"),
            ],
        }
        results: dict[str, tuple[list[float], list[float]]] = {k: ([], []) for k in apps}
        for cmd in apps.values():
            one_start(cmd, args.platform)  # warm-up
        for _ in range(args.runs):
            for name, cmd in apps.items():
                ms, mb = one_start(cmd, args.platform)
                results[name][0].append(ms)
                results[name][1].append(mb)
    print(f"| {args.runs} starts each, {args.platform} | first frame | memory after start |")
    print("|---|---:|---:|")
    for name, (ms, mb) in results.items():
        print(f"| {name} | {fmt(ms, 'ms')} | {fmt(mb, 'MB')} |")
    base_ms = statistics.median(results["Minimal PySide6 QML window"][0])
    base_mb = statistics.median(results["Minimal PySide6 QML window"][1])
    game_ms = statistics.median(results["Dixit Desktop"][0])
    game_mb = statistics.median(results["Dixit Desktop"][1])
    print(f"\nratio: first frame {game_ms / base_ms:.2f}x, memory {game_mb / base_mb:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
