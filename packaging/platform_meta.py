"""Per-platform metadata for the spec: the Windows version resource and the macOS Info.plist.
The version always comes from pyproject.toml (read by the spec and build.py)."""

from __future__ import annotations

import plistlib
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "Dixit Desktop"
BUNDLE_ID = "org.dixitdesktop.DixitDesktop"


def project_version(root: Path = ROOT) -> str:
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """'1.2.3' or '1.2.3rc1' -> (1, 2, 3, 0): Windows and Inno Setup want four numbers."""
    nums: list[int] = []
    for part in version.split(".")[:4]:
        digits = ""
        for ch in part:
            if not ch.isdigit():
                break
            digits += ch
        nums.append(int(digits or 0))
    while len(nums) < 4:
        nums.append(0)
    return nums[0], nums[1], nums[2], nums[3]


def macos_info_plist(macos_dir: Path, version: str) -> dict[str, Any]:
    """packaging/macos/Info.plist with the version filled in (BUNDLE merges it)."""
    with (macos_dir / "Info.plist").open("rb") as f:
        plist: dict[str, Any] = plistlib.load(f)
    plist["CFBundleShortVersionString"] = version
    plist["CFBundleVersion"] = version
    return plist


def write_windows_version(path: Path, version: str) -> Path:
    """A PyInstaller version-resource file (what Explorer shows under Properties)."""
    v = numeric_version(version)
    text = f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={v}, prodvers={v}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Dixit Desktop developers'),
      StringStruct('FileDescription', '{APP_NAME}'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'dixit-desktop'),
      StringStruct('OriginalFilename', 'dixit-desktop.exe'),
      StringStruct('ProductName', '{APP_NAME}'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path
