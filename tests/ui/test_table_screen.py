"""The table on a second screen, through the QML: with one screen nothing is offered; with two
(Qt's offscreen platform, configured in its own process) a whole game is played and every
frame of the TV is checked (``two_screens.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import find_all

ROOT = Path(__file__).resolve().parents[2]
SCREENS = {
    "screens": [
        {"name": "Tablet", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96},
        {"name": "Television", "x": 1280, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96},
    ]
}


def test_one_screen_offers_nothing_about_a_second(qtbot) -> None:
    ui = open_ui(qtbot)
    try:
        ui.vms.table_screen.setProperty("enabled", True)  # even if chosen on another day
        table = Table(qtbot, ui)
        table.wait_screen(table.s.step)
        ui.vms.navigator.openSettings()
        table.wait_screen(ui.session.step)
        assert find_all(ui.window, "settingsScreen")
        assert not find_all(ui.window, "tableScreenSwitch")  # hidden items are not walked
        from PySide6.QtGui import QGuiApplication

        names = [w.objectName() for w in QGuiApplication.topLevelWindows() if w.isVisible()]
        assert "tableWindow" not in names
    finally:
        close_ui(qtbot, ui)


def test_a_whole_game_with_two_screens(tmp_path: Path) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS), encoding="utf-8")
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-s",
            "-p",
            "no:cacheprovider",
            "-n",
            "0",
            "tests/ui/two_screens.py",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    out = r.stdout + r.stderr
    assert r.returncode == 0, out[-4000:]
    assert "1 passed" in out and "TV frames checked" in out, out[-4000:]
