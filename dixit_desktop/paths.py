"""Where the app's files are: in a source checkout, or inside a PyInstaller bundle."""

from __future__ import annotations

import os
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


def default_data_folder() -> Path:
    """The platform's per-user data folder (no Qt, no storage code): where saves go when no
    --data-dir is given. Light, so the app can find it before its first frame."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "Dixit Desktop"
