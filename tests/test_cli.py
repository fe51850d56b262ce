"""The command line: bounded numbers with errors that say the limit, Ctrl-C with a partial
result and no traceback, a screenshots folder checked before Qt loads, and each command
importing only what it needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dixit_desktop import cli
from dixit_desktop.rules import RULESETS
from dixit_desktop.rules import game as game_module
from dixit_desktop.rules import simulate as simulate_module

ROOT = Path(__file__).resolve().parents[1]


def test_the_limits_match_the_rules() -> None:
    assert tuple(RULESETS) == cli.RULE_SET_IDS
    assert max(r.max_players for r in RULESETS.values()) == cli.MAX_PLAYERS
    assert cli.MAX_DECK_SIZE == game_module.MAX_DECK_SIZE


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--deck-size", "1000000000"], "--deck-size: expected a number from 1 to 10000"),
        (["--deck-size", "0"], "from 1 to 10000"),
        (["--games", "10000001"], "--games: expected a number from 1 to 1000000"),
        (["--players", "13"], "--players: expected a number from 1 to 12"),
        (["--players", "9" * 5000], "expected a whole number"),
        (["--seed", "-1"], "from 0 to 18446744073709551615"),
        (["--rules", "x" * 10_000_000], "unknown rule set 'xxxxx"),
    ],
)
def test_simulate_numbers_are_bounded(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        cli.main(["simulate", *argv])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert words in err and len(err) < 1000


def test_simulate_refuses_what_the_rules_refuse(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--rules", "team", "--players", "5"]) == 2
    assert "Team is for 6, 8, 10 or 12 players" in capsys.readouterr().err
    assert cli.main(["simulate", "--target-score", "5"]) == 2
    assert "between 10 and 99" in capsys.readouterr().err


def test_simulate_prints_its_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--games", "3", "--players", "4"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == result["games_requested"] == 3
    assert result["interrupted"] is False and result["invariant_failures"] == 0


def test_ctrl_c_prints_the_partial_result_and_exits_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = simulate_module.play_random_game
    calls = 0

    def interrupted_third_game(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal calls
        calls += 1
        if calls == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(simulate_module, "play_random_game", interrupted_third_game)
    assert cli.main(["simulate", "--games", "50", "--players", "4"]) == 130
    out, err = capsys.readouterr()
    result = json.loads(out)
    assert result["interrupted"] is True
    assert result["games"] == 2 and result["games_requested"] == 50 and result["turns"] > 0
    assert "Traceback" not in err


def test_ctrl_c_anywhere_else_exits_130_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def stop(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "run_simulate", stop)
    assert cli.main(["simulate"]) == 130
    assert capsys.readouterr().err.strip() == "dixit-desktop: interrupted"


def test_screenshots_into_an_unwritable_folder(tmp_path: Path) -> None:
    """A folder inside a file cannot be made, whoever runs the tests (root included)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    out = _run(
        "from dixit_desktop import cli\n"
        f"code = cli.main(['screenshots', {str(blocker / 'shots')!r}])\n"
        "print(code, [m for m in sys.modules if m.startswith(('PySide6', 'dixit_desktop.app', "
        "'dixit_desktop.screenshots'))])\n"
    )
    assert out.stdout.strip() == "2 []", out.stdout + out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dixit-desktop screenshots: cannot write")


HEAVY = ("PySide6", "shiboken6", "xml", "dixit_desktop.screenshots", "dixit_desktop.app")
HEAVY_OR_RULES = (*HEAVY, "dixit_desktop.rules")


def _run(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", "import sys\n" + code],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.parametrize(
    "argv",
    [[], ["--kiosk", "--data-dir", "/tmp/x"], ["simulate", "--games", "2"], ["screenshots", "d"]],
    ids=["start", "kiosk", "simulate", "screenshots"],
)
def test_parsing_imports_nothing_heavy(argv: list[str]) -> None:
    out = _run(
        "from dixit_desktop import cli\n"
        f"cli.build_parser().parse_args({argv!r})\n"
        f"print([m for m in sys.modules if m.startswith({HEAVY_OR_RULES!r})])\n"
    )
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stdout + out.stderr


def test_each_command_imports_only_what_it_needs() -> None:
    # the game start: cli hands over to app.run_app without loading the simulator, the
    # screenshot tool or xml (app is replaced by a stand-in: what it imports is its own)
    out = _run(
        "import types\n"
        "fake = types.ModuleType('dixit_desktop.app')\n"
        "fake.run_app = lambda args: 0\n"
        "sys.modules['dixit_desktop.app'] = fake\n"
        "from dixit_desktop import cli\n"
        "assert cli.main([]) == 0\n"
        "print([m for m in sys.modules if m.startswith(('xml', 'dixit_desktop.screenshots', "
        "'dixit_desktop.rules.simulate', 'PySide6'))])\n"
    )
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stdout + out.stderr
    # simulate: the rules and the simulator, no Qt
    out = _run(
        "from dixit_desktop import cli\n"
        "import contextlib, io\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert cli.main(['simulate', '--games', '1']) == 0\n"
        f"print([m for m in sys.modules if m.startswith({HEAVY!r})])\n"
    )
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stdout + out.stderr
