"""Check a built bundle on any OS: every Qt library some bundled binary links is in the bundle.

The smoke test runs on the offscreen platform only; this catches a trimmed-away library that
the xcb, Wayland, Windows or Cocoa plugins (or a QML plugin loaded later) would need.
build.py runs it after PyInstaller; by hand:

    python packaging/check_bundle.py dist/dixit-desktop      # or "dist/Dixit Desktop.app"
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

_QT_NAME = re.compile(r"^(?:lib)?Qt6?[A-Za-z0-9]+(?:\.so(?:\.\d+)*|\.dll|(?:\.\d+)*\.dylib)?$")
_BINARY = re.compile(r"(\.so(\.\d+)*|\.dll|\.pyd|\.dylib)$", re.I)


def _is_binary(path: Path) -> bool:
    if _BINARY.search(path.name):
        return True
    # a macOS framework's library: QtCore.framework/Versions/A/QtCore
    return ".framework/" in path.as_posix() and path.parent.parent.name == "Versions"


def missing_qt_libraries(bundle: Path) -> list[str]:
    from PyInstaller.depend import bindepend

    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    present = {p.name.lower() for p in files}
    missing: set[str] = set()
    for path in files:
        if not _is_binary(path):
            continue
        try:
            imports = bindepend.get_imports(str(path))
        except Exception:  # not a binary this platform can read (a data file, another arch)
            continue
        for name, _full in imports:
            base = name.replace("\\", "/").rsplit("/", 1)[-1]
            if _QT_NAME.match(base) and base.lower() not in present:
                missing.add(f"{path.relative_to(bundle).as_posix()} needs {base}")
    return sorted(missing)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    bundle = Path(args[0])
    missing = missing_qt_libraries(bundle)
    for line in missing:
        print(f"check_bundle: {line}", file=sys.stderr)
    if missing:
        print(
            "check_bundle: add the module to QT_LIBS in packaging/bundle_filter.py",
            file=sys.stderr,
        )
        return 1
    print(f"check_bundle: every Qt library linked inside {bundle} is there")
    return 0


if __name__ == "__main__":
    sys.exit(main())
