"""Where the app's files are: in a source checkout, or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def _root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else PACKAGE_DIR.parent


ROOT = _root()
RESOURCES = ROOT / "resources"
FONTS = RESOURCES / "fonts"
QML_DIR = (
    (Path(getattr(sys, "_MEIPASS", "")) / "dixit_desktop" / "qml")
    if getattr(sys, "_MEIPASS", None)
    else PACKAGE_DIR / "qml"
)
