"""Command line: ``dixit-desktop`` starts the game; ``dixit-desktop simulate`` plays headless
random games and prints one JSON object."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dixit_desktop import __version__


def _int_or_none(text: str) -> int | None:
    if text.lower() in ("none", "no", "off"):
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number or 'none', not {text!r}"
        ) from None


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("expected a number of at least 1")
    return value


def add_option_arguments(parser: argparse.ArgumentParser) -> None:
    """The rule options of RULES-SPEC.md as flags; a flag not given keeps the rule set's
    default (argparse.SUPPRESS leaves the attribute unset)."""
    g = parser.add_argument_group("rule options (default: the rule set's own)")
    keep = argparse.SUPPRESS
    g.add_argument("--target-score", type=_int_or_none, metavar="N|none", default=keep)
    g.add_argument("--storyteller-rounds", type=_int_or_none, metavar="N|none", default=keep)
    for flag in ("--lone-finder-scores-4", "--end-when-draw-pile-runs-out", "--clue-mimed-or-sung"):
        g.add_argument(flag, action=argparse.BooleanOptionalAction, default=keep)


_OPTION_NAMES = (
    "target_score",
    "storyteller_rounds",
    "lone_finder_scores_4",
    "end_when_draw_pile_runs_out",
    "clue_mimed_or_sung",
)


def option_changes(args: argparse.Namespace) -> dict[str, Any]:
    return {name: getattr(args, name) for name in _OPTION_NAMES if hasattr(args, name)}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dixit-desktop", description="Pass-and-play Dixit for one shared screen."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help="keep saved games, history and settings in DIR (portable installs, kiosks, tests)",
    )
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="full screen with no window controls; leaving needs a long press in the top-left "
        "corner and the grown-ups' PIN; an unfinished game resumes at once",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start offscreen, load the QML and the deck, render every screen of a short "
        "scripted game, and exit 0 (or non-zero with the reason)",
    )
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser(
        "simulate", help="play random legal games headless and print a JSON summary"
    )
    sim.add_argument("--rules", default="classic", help="rule set id (default: classic)")
    sim.add_argument("--players", type=_positive, default=6)
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--deck-size", type=_positive, default=84)
    sim.add_argument(
        "--check",
        choices=("none", "turn", "action"),
        default="turn",
        help="how often to check the invariants (default: after every turn)",
    )
    add_option_arguments(sim)
    from dixit_desktop import screenshots

    shots = sub.add_parser(
        "screenshots", help="play a seeded demo game through the real UI and save each screen"
    )
    screenshots.add_arguments(shots)
    return parser


def run_simulate(args: argparse.Namespace) -> int:
    from dixit_desktop.rules import DixitError, get_ruleset
    from dixit_desktop.rules.simulate import simulate

    try:
        ruleset = get_ruleset(args.rules)
        options = ruleset.options(**option_changes(args))
        result = simulate(
            args.rules, args.players, args.games, args.seed, options, args.deck_size, args.check
        )
    except DixitError as e:
        print(f"dixit-desktop simulate: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 1 if result["invariant_failures"] else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        return run_simulate(args)
    if args.smoke_test:
        from dixit_desktop import screenshots

        return screenshots.smoke_test()
    if args.command == "screenshots":
        from dixit_desktop import screenshots

        return screenshots.run(args)
    from dixit_desktop.app import run_app

    return run_app(args)
