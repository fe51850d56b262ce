"""Benchmark of the rules engine (not a test: pytest does not collect it).

    .venv/bin/python tests/benchmarks/bench_rules.py [--games 1000]

Plays ``--games`` random games of every rule set at its smallest and largest player counts
with the invariant checks after every turn and a replay check of every game, then measures
the raw speed of six-player Classic games without checks. Prints a Markdown table for the
README.
"""

from __future__ import annotations

import argparse
import platform
import sys

from dixit_desktop.rules import RULESETS
from dixit_desktop.rules.simulate import simulate


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
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
    raw = simulate("classic", 6, args.games, args.seed, check="none")
    print(
        f"\nClassic, 6 players, no checks: {raw['games_per_second']} games/s "
        f"({raw['mean_turns']} turns, {raw['actions'] / raw['games']:.0f} actions a game)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
