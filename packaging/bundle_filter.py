"""Trim a PyInstaller bundle of PySide6 down to the Qt the game uses.

PyInstaller's PySide6 hooks collect every installed QML module (Quick 3D, Particles, the
Material, Fusion, Imagine, Universal and FluentWinUI3 styles...), every plugin of each type
QtGui might load (printing, SQL, TLS, virtual keyboard, Wayland compositor parts...), Qt's
own translations, and every Qt library those pull in. ``trim`` drops a table-of-contents
entry (``(dest_name, src_name, typecode)``) when it is one of those and keeps everything
else: our code and resources, Python, PySide6/shiboken and the Qt libraries below.

The lists are allow-lists on purpose: a new Qt release that adds modules does not grow the
bundle. If the game starts using a new Qt module, add it here; `--smoke-test` on the trimmed
bundle (build.py does it, and so does .ci/run) fails with the missing import otherwise.
Used by dixit_desktop.spec and packaging/bench_minimal/minimal.spec, and unit-tested in
tests/packaging/test_packaging.py.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

# Python modules never collected, even if some library imports them optionally. Only
# tkinter: whatever our own code imports must ship (Qt modules are trimmed below instead).
EXCLUDED_MODULES = ["tkinter", "_tkinter"]

# Qt libraries kept, by module name ("Core" for libQt6Core.so.6, Qt6Core.dll and
# QtCore.framework). The QML engine links QtNetwork; Qt Quick links QtOpenGL.
QT_LIBS = {
    "Core",
    "Gui",
    "Network",
    "OpenGL",
    "Qml",
    "QmlMeta",
    "QmlModels",
    "QmlWorkerScript",
    "Quick",
    "QuickLayouts",
    "QuickTemplates2",
    "QuickControls2",
    "QuickControls2Impl",
    "QuickControls2Basic",
    "QuickControls2BasicStyleImpl",
    # QtQuick.Dialogs (the photo deck's FolderDialog) and what its Qt Quick fallback uses
    "QuickDialogs2",
    "QuickDialogs2QuickImpl",
    "QuickDialogs2Utils",
    "LabsFolderListModel",
}
QT_LIBS_BY_PLATFORM = {
    # X11 (xcb), Wayland, and D-Bus (input methods, the session bus Qt Gui talks to).
    "linux": {"DBus", "XcbQpa", "WaylandClient"},
    "darwin": {"DBus"},
    "win32": set(),
}

# Plugins kept: {plugin directory: file stems (no "lib" prefix, no extension)}.
PLUGINS = {
    "platforms": {"qoffscreen", "qxcb", "qwayland", "qwindows", "qcocoa"},
    # PNG and BMP are built into Qt Gui; the deck is WebP; photos may be JPEG or GIF.
    "imageformats": {"qwebp", "qjpeg", "qgif"},
    "xcbglintegrations": {"qxcb-glx-integration", "qxcb-egl-integration"},
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    "wayland-decoration-client": {"bradient"},
    # Dead keys and input methods while typing a clue.
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
}

# QML module directories kept (relative to Qt's qml/ directory; not recursive).
QML_DIRS = {
    "QtQml",
    "QtQml/Models",
    "QtQml/WorkerScript",
    "QtQuick",
    "QtQuick/Window",
    "QtQuick/Layouts",
    "QtQuick/Templates",
    "QtQuick/Controls",
    "QtQuick/Controls/impl",
    "QtQuick/Controls/Basic",
    "QtQuick/Controls/Basic/impl",
    "QtQuick/Dialogs",
    "QtQuick/Dialogs/quickimpl",
    "QtQuick/Dialogs/quickimpl/qml",
    "Qt/labs/folderlistmodel",
}

# Windows: the software OpenGL fallback (about 20 MB). Qt Quick renders with Direct3D 11
# on Windows and falls back to WARP, never to this.
DROPPED_FILES = {"opengl32sw.dll"}

_QT_LIB = re.compile(
    r"(?:^|/)(?:lib)?Qt6?(?P<mod>[A-Za-z0-9]+?)"
    r"(?:\.so(?:\.\d+)*|(?:\.\d+)*\.dylib|\.dll)$"
)
_FRAMEWORK = re.compile(r"(?:^|/)Qt(?P<mod>[A-Za-z0-9]+)\.framework(?:/|$)")
_PLUGIN_STEM = re.compile(r"^(?:lib)?(?P<stem>.+?)(?:\.so|\.dylib|\.dll)$")


def _qt_parts(dest: str) -> tuple[str, str] | None:
    """(kind, path inside it) for a file of Qt inside PySide6, else None."""
    parts = PurePosixPath(dest).parts
    if not parts or parts[0] != "PySide6":
        return None
    for i, part in enumerate(parts):
        if part in ("plugins", "qml", "translations") and i + 1 < len(parts):
            return part, "/".join(parts[i + 1 :])
    name = parts[-1]
    if _FRAMEWORK.search(dest) or _QT_LIB.search(name):
        return "lib", dest
    return None


def qt_module_of(dest: str) -> str | None:
    """The Qt module a library path belongs to ("Quick" for libQt6Quick.so.6)."""
    m = _FRAMEWORK.search(dest)
    if m:
        return m.group("mod")
    m = _QT_LIB.search(PurePosixPath(dest).name)
    return m.group("mod") if m else None


def platform_key(platform: str) -> str:
    return "linux" if platform.startswith("linux") else platform


def keep(dest: str, platform: str) -> bool:
    """Whether a bundle file (its destination path, '/' or '\\' separated) stays."""
    dest = dest.replace("\\", "/")
    name = PurePosixPath(dest).name
    if name.lower() in DROPPED_FILES:
        return False
    kind = _qt_parts(dest)
    if kind is None:
        return True
    what, rest = kind
    if what == "translations":
        return False  # Qt's own strings (dialogs we do not use); ours live in resources/
    if what == "plugins":
        folder, _, file = rest.partition("/")
        m = _PLUGIN_STEM.match(PurePosixPath(file).name)
        return bool(m) and m.group("stem") in PLUGINS.get(folder, ())
    if what == "qml":
        folder = str(PurePosixPath(rest).parent)
        return folder in QML_DIRS and not name.endswith(".qmltypes")
    module = qt_module_of(dest)
    if module is None:
        return True
    return module in QT_LIBS | QT_LIBS_BY_PLATFORM.get(platform_key(platform), set())


def trim(toc: Iterable[tuple], platform: str) -> tuple[list[tuple], list[tuple]]:
    """Split a PyInstaller TOC into (kept, dropped). A SYMLINK entry goes with its target."""
    kept: list[tuple] = []
    dropped: list[tuple] = []
    for entry in toc:
        ok = keep(entry[0], platform)
        if ok and len(entry) > 2 and entry[2] == "SYMLINK":
            ok = keep(str(entry[1]), platform)
        (kept if ok else dropped).append(entry)
    return kept, dropped


def _is_loader_root(name: str) -> bool:
    """Libraries the bootloader loads itself (no binary names them as a dependency)."""
    low = name.lower()
    return low.startswith(("libpython", "python3", "python.", "vcruntime", "ucrtbase"))


def prune_orphans(
    binaries: list[tuple], get_imports: Callable[[str], Iterable[str]]
) -> tuple[list[tuple], list[tuple]]:
    """Drop the system libraries PyInstaller collected only for what ``trim`` removed.

    Candidates are the libraries PyInstaller put at the top of the bundle as dependencies
    (libgtk-3 and its 30 friends for the GTK platform theme, for example); one is kept when a
    kept binary still needs it, directly or through another kept library. ``get_imports``
    gives the library names a binary links to (PyInstaller's bindepend.get_imports).
    """
    by_name = {
        PurePosixPath(e[0].replace("\\", "/")).name.lower(): e
        for e in binaries
        if e[2] == "BINARY" and "/" not in e[0].replace("\\", "/") and not _is_loader_root(e[0])
    }
    queue = [e for e in binaries if e[2] in ("BINARY", "EXTENSION") and e not in by_name.values()]
    needed: set[str] = set()
    seen: set[str] = set()
    while queue:
        entry = queue.pop()
        if entry[1] in seen:
            continue
        seen.add(entry[1])
        for ref in get_imports(entry[1]):
            key = PurePosixPath(str(ref).replace("\\", "/")).name.lower()
            if key in by_name and key not in needed:
                needed.add(key)
                queue.append(by_name[key])
    orphans = {key for key in by_name if key not in needed}
    kept: list[tuple] = []
    dropped: list[tuple] = []
    for e in binaries:
        name = PurePosixPath(e[0].replace("\\", "/")).name.lower()
        (dropped if name in orphans and e[2] == "BINARY" and "/" not in e[0] else kept).append(e)
    return kept, dropped


def toc_size(toc: Iterable[tuple]) -> int:
    total = 0
    for entry in toc:
        with contextlib.suppress(OSError, TypeError):
            total += Path(entry[1]).stat().st_size
    return total


def write_report(path: Path, dropped: list[tuple], before: int, after: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [
        f"collected by the hooks: {before / 1e6:.1f} MB; kept: {after / 1e6:.1f} MB",
        f"dropped {len(dropped)} files:",
        *sorted(str(e[0]).replace("\\", "/") for e in dropped),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def dir_size(path: Path) -> int:
    """Bytes in the files under a directory (symlinks not followed)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
