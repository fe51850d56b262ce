"""Command line: ``dixit-desktop`` starts the game; ``dixit-desktop simulate`` plays headless
random games and prints one JSON object; ``dixit-desktop screenshots OUTDIR`` saves a picture
of each screen.

Parsing imports nothing but the standard library: each command imports what it needs when
it runs (the game start never loads the simulator or the screenshot tool). Every number is
bounded here, with an error that says the limit, so no command line can ask for unbounded
work; Ctrl-C ends any command with exit status 130 and no traceback (``simulate`` first
prints what it played so far, with ``"interrupted": true``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dixit_desktop import __version__

RULE_SET_IDS = ("classic", "original", "odyssey", "party", "team", "pocket")
"""The rule sets' ids (``dixit_desktop.rules.RULESETS``; a test keeps the two the same)."""
MAX_PLAYERS = 12
"""The most players any rule set takes."""
MAX_DECK_SIZE = 10_000
"""The largest deck a game takes (``dixit_desktop.rules.game.MAX_DECK_SIZE``)."""
MAX_GAMES = 1_000_000
SEED_MAX = (1 << 64) - 1
EXIT_INTERRUPTED = 130


def _bounded(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``, or an error naming them."""

    def parse(text: str) -> int:
        try:
            value = int(text) if len(text) <= 30 else None
        except ValueError:
            value = None
        if value is None:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text[:30]!r}")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected a number from {low} to {high}")
        return value

    parse.__name__ = "number"
    return parse


def _int_or_none(text: str) -> int | None:
    if text.lower() in ("none", "no", "off"):
        return None
    try:
        if len(text) > 30:
            raise ValueError(text)
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number or 'none', not {text[:30]!r}"
        ) from None


def _rule_set(text: str) -> str:
    if text not in RULE_SET_IDS:
        raise argparse.ArgumentTypeError(
            f"unknown rule set {text[:30]!r}; choose one of {', '.join(RULE_SET_IDS)}"
        )
    return text


def _size(text: str) -> tuple[int, int]:
    try:
        if len(text) > 20:
            raise ValueError(text)
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, not {text[:20]!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError("the size must be between 320x240 and 7680x4320")
    return w, h


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


def add_screenshot_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``screenshots`` command's arguments (``dixit_desktop.screenshots.run`` reads them);
    declared here so that parsing never imports Qt."""
    parser.add_argument("outdir", type=Path, metavar="OUTDIR")
    parser.add_argument("--size", type=_size, default=(1920, 1080), metavar="WxH")
    parser.add_argument(
        "--rules", type=_rule_set, default="classic", metavar="|".join(RULE_SET_IDS)
    )
    parser.add_argument(
        "--players",
        type=_bounded(0, MAX_PLAYERS),
        default=0,
        help="default: the smallest count",
    )
    parser.add_argument("--seed", type=_bounded(0, SEED_MAX), default=7)
    parser.add_argument(
        "--computers",
        type=_bounded(0, MAX_PLAYERS),
        default=0,
        help="how many of the last seats computer players take (default: none)",
    )
    parser.add_argument(
        "--language",
        choices=("en", "fr", "de", "es"),
        default="en",
        help="the language on screen (default: English)",
    )
    parser.add_argument(
        "--rtl",
        action="store_true",
        help="lay every screen out right to left (a mirrored check: nothing fixed to the left)",
    )
    parser.add_argument(
        "--long-names",
        action="store_true",
        help="give every player a name of the longest length allowed",
    )
    parser.add_argument(
        "--album",
        action="store_true",
        help="after the end screen, also save the game's album and show its panel",
    )


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
    sim.add_argument(
        "--rules",
        type=_rule_set,
        default="classic",
        metavar="|".join(RULE_SET_IDS),
        help="rule set id (default: classic)",
    )
    sim.add_argument("--players", type=_bounded(1, MAX_PLAYERS), default=6)
    sim.add_argument("--games", type=_bounded(1, MAX_GAMES), default=100)
    sim.add_argument("--seed", type=_bounded(0, SEED_MAX), default=1)
    sim.add_argument("--deck-size", type=_bounded(1, MAX_DECK_SIZE), default=84)
    sim.add_argument(
        "--check",
        choices=("none", "turn", "action"),
        default="turn",
        help="how often to check the invariants (default: after every turn)",
    )
    sim.add_argument(
        "--computer",
        choices=("gentle", "sharp", "mixed"),
        help="every seat a computer player on the built-in deck (all gentle, all sharp, or "
        "half and half), and measure how they play",
    )
    sim.add_argument("--language", choices=("en", "fr", "de", "es"), default="en")
    add_option_arguments(sim)
    guess = sub.add_parser(
        "guess",
        help="print the cards ranked by the computer players' reading of a clue, and the "
        "associations it followed; or measure a set of people's clues (--set)",
    )
    guess.add_argument("--clue", help="the clue, as a person would type it")
    guess.add_argument("--cards", help="card ids of the built-in deck, separated by commas")
    guess.add_argument("--language", choices=("en", "fr", "de", "es"), default="en")
    guess.add_argument(
        "--set",
        type=Path,
        help="a JSON list of people's clues ({card, clue, language, writer}): each is put on "
        "seeded boards of six and the first choice checked",
    )
    guess.add_argument("--boards", type=_bounded(1, 100), default=5, help="boards per clue")
    guess.add_argument(
        "--text", action="store_true", help="the reading as lines for a person, not JSON"
    )
    guess.add_argument("--seed", type=_bounded(0, SEED_MAX), default=1)
    tell = sub.add_parser(
        "tell",
        help="print storyteller boards for a blind reading: six built-in cards, the computer "
        "storyteller's clue and its card's position, as JSON",
    )
    tell.add_argument("--boards", type=_bounded(1, 1000), default=30)
    tell.add_argument("--language", choices=("en", "fr", "de", "es"), default="en")
    tell.add_argument("--level", choices=("sharp", "gentle", "both"), default="sharp")
    tell.add_argument("--seed", type=_bounded(0, SEED_MAX), default=1)
    shots = sub.add_parser(
        "screenshots", help="play a seeded demo game through the real UI and save each screen"
    )
    add_screenshot_arguments(shots)
    return parser


def run_simulate(args: argparse.Namespace) -> int:
    from dixit_desktop.rules import DixitError, get_ruleset
    from dixit_desktop.rules.simulate import simulate

    try:
        ruleset = get_ruleset(args.rules)
        options = ruleset.options(**option_changes(args))
        if args.computer:
            return run_computer_simulate(args, options)
        result = simulate(
            args.rules, args.players, args.games, args.seed, options, args.deck_size, args.check
        )
    except DixitError as e:
        print(f"dixit-desktop simulate: {e}", file=sys.stderr)
        return 2
    import json

    print(json.dumps(result), flush=True)
    if result["interrupted"]:
        return EXIT_INTERRUPTED
    return 1 if result["invariant_failures"] else 0


def run_computer_simulate(args: argparse.Namespace, options: Any) -> int:
    """``simulate --computer``: whole games of computer players, measured."""
    import json

    from dixit_desktop.computer import ComputerError
    from dixit_desktop.computer.measure import simulate_computer

    try:
        result = simulate_computer(
            args.rules, args.players, args.games, args.seed, args.computer, options, args.language
        )
    except ComputerError as e:
        print(f"dixit-desktop simulate: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result), flush=True)
    return 0


def run_guess(args: argparse.Namespace) -> int:
    """``guess``: how the computer players read a clue, as JSON."""
    import json

    from dixit_desktop.computer import ComputerError
    from dixit_desktop.computer.measure import guess
    from dixit_desktop.deck import DeckError, builtin_deck

    if args.set is not None:
        return run_guess_set(args)
    if not args.clue or not args.cards:
        print("dixit-desktop guess: give --clue and --cards, or --set FILE", file=sys.stderr)
        return 2
    cards = [c.strip() for c in args.cards.split(",") if c.strip()]
    try:
        deck = builtin_deck()
        unknown = [c for c in cards if c not in deck.metadata]
        if unknown or not cards:
            print(
                f"dixit-desktop guess: unknown card ids: {', '.join(unknown) or '(none given)'}",
                file=sys.stderr,
            )
            return 2
        result = guess(args.clue, cards, args.language, metadata=deck.metadata)
    except (ComputerError, DeckError) as e:
        print(f"dixit-desktop guess: {e}", file=sys.stderr)
        return 2
    if args.text:
        from dixit_desktop.computer.measure import guess_lines

        print("\n".join(guess_lines(result)), flush=True)
        return 0
    print(json.dumps(result, ensure_ascii=False), flush=True)
    return 0


def run_guess_set(args: argparse.Namespace) -> int:
    """``guess --set FILE``: how often the computer's first choice is the card a person's
    clue was written for, on seeded boards, and how many clues it cannot read at all."""
    import json

    from dixit_desktop.computer import ComputerError
    from dixit_desktop.computer.clueset import ClueSetError, load_clue_set, measure_clue_set
    from dixit_desktop.computer.measure import builtin_brain, builtin_metadata

    try:
        brain = builtin_brain()
        clues = load_clue_set(args.set, brain.card_ids)
        result = measure_clue_set(clues, brain, builtin_metadata(), args.boards, args.seed)
    except (ComputerError, ClueSetError) as e:
        print(f"dixit-desktop guess: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False), flush=True)
    return 0


def run_tell(args: argparse.Namespace) -> int:
    """``tell``: storyteller boards for a blind reading, as JSON (docs: computer/boards.py)."""
    import json

    from dixit_desktop.computer import ComputerError
    from dixit_desktop.computer.boards import storyteller_boards

    try:
        result = storyteller_boards(args.boards, args.language, args.level, args.seed)
    except ComputerError as e:
        print(f"dixit-desktop tell: {e}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False), flush=True)
    return 0


def check_outdir(outdir: Path) -> str:
    """Why pictures cannot be written into ``outdir`` ('' when they can); makes the folder
    if needed. Checked before Qt is loaded, so a typo costs no time and no traceback."""
    import tempfile

    try:
        outdir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=outdir):
            pass
    except OSError as e:
        return f"cannot write pictures into {outdir}: {e.strerror or e}"
    return ""


def run_screenshots(args: argparse.Namespace) -> int:
    problem = check_outdir(args.outdir)
    if problem:
        print(f"dixit-desktop screenshots: {problem}", file=sys.stderr)
        return 2
    from dixit_desktop import screenshots

    return int(screenshots.run(args))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command == "simulate":
            return run_simulate(args)
        if args.command == "guess":
            return run_guess(args)
        if args.command == "tell":
            return run_tell(args)
        if args.smoke_test:
            from dixit_desktop import screenshots

            return int(screenshots.smoke_test())
        if args.command == "screenshots":
            return run_screenshots(args)
        from dixit_desktop.app import run_app

        return int(run_app(args))
    except KeyboardInterrupt:
        print("dixit-desktop: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
