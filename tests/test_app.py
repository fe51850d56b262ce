"""The README's run command: the real entry point starts, keeps running, and saves there."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path


def test_the_game_starts_and_keeps_running(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        [sys.executable, "-m", "dixit_desktop", "--data-dir", str(tmp_path)],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not (tmp_path / "dixit-desktop.sqlite3").exists():
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            time.sleep(0.1)
        time.sleep(2)  # the UI is up; it must still be running
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert (tmp_path / "dixit-desktop.sqlite3").exists()


def test_a_second_launch_on_the_same_folder_leaves_the_first_one_playing(tmp_path: Path) -> None:
    """An impatient double-click: the second launch asks the first window to come forward
    and exits; it never opens the same saved games."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    cmd = [sys.executable, "-m", "dixit_desktop", "--data-dir", str(tmp_path)]
    first = subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not (tmp_path / "dixit-desktop.sqlite3").exists():
            assert first.poll() is None, first.stderr.read() if first.stderr else ""
            time.sleep(0.1)
        second = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert first.poll() is None  # the first one still runs
    finally:
        first.terminate()
        first.wait(timeout=10)


def test_cli_refuses_bad_simulator_input() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "dixit_desktop", "simulate", "--rules", "team", "--players", "7"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert r.returncode == 2 and "6, 8, 10 or 12 players" in r.stderr
