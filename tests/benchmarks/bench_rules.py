"""Benchmark of the rules engine (not a test: pytest does not collect it).

    .venv/bin/python tests/benchmarks/bench_rules.py [--games 1000]

Plays ``--games`` random games of every rule set at its smallest and largest player counts
with the invariant checks after every turn and a replay check of every game, then measures
the speed of six-player Classic games at each check level (``--runs`` times each, the median
printed: the machine may be shared and noisy). Prints Markdown for the README. The goal
(issue 26): at least 1,000 six-player Classic games a second with the checks off
(``dixit-desktop simulate --check none``), for computer players that look ahead.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
from typing import Any

from dixit_desktop.rules import RULESETS
from dixit_desktop.rules.simulate import simulate


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process\n")
    print("| rule set | players | games | mean turns | invariant failures | games/s |")
    print("|---|---:|---:|---:|---:|---:|")
    failures = 0
    for rs in RULESETS.values():
        for n in sorted({rs.min_players, rs.max_players}):
            r = simulate(rs.id, n, args.games, args.seed)
            failures += r["invariant_failures"]
            print(
                f"| {rs.id} | {n} | {r['games']} | {r['mean_turns']} | "
                f"{r['invariant_failures']} | {r['games_per_second']} |"
            )
    print(f"\nClassic, 6 players, median of {args.runs} runs of {args.games} games:\n")
    print("| checks | games/s | runs |")
    print("|---|---:|---|")
    raw: dict[str, Any] = {}
    for check in ("none", "turn", "action"):
        games = args.games if check != "action" else max(1, args.games // 10)
        runs = [simulate("classic", 6, games, args.seed, check=check) for _ in range(args.runs)]
        speeds = [r["games_per_second"] for r in runs]
        print(f"| {check} | {statistics.median(speeds)} | {', '.join(map(str, speeds))} |")
        raw = raw or runs[0]
    print(
        f"\nWith no checks: {raw['mean_turns']} turns and "
        f"{raw['actions'] / raw['games']:.0f} actions a game; "
        "the goal is 1,000 games/s (issue 26)."
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
