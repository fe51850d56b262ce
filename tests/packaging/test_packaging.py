"""Packaging: fast checks of the spec, installers and workflow that always run, and one slow
test of a built .deb that runs when DIXIT_BUILT_DEB points at it
(packaging/ci_build_and_smoke.sh builds one and sets it)."""

from __future__ import annotations

import ast
import configparser
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
sys.path.insert(0, str(PACKAGING))

import bundle_filter  # noqa: E402
import platform_meta  # noqa: E402

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


# --- the spec -------------------------------------------------------------------------------


def test_spec_is_python_and_names_existing_files() -> None:
    text = (PACKAGING / "dixit_desktop.spec").read_text(encoding="utf-8")
    ast.parse(text)
    for rel in ("dixit_desktop/__main__.py", "resources", "dixit_desktop/qml"):
        assert (ROOT / rel).exists(), rel
        parts = rel.split("/")
        assert all(f'"{p}"' in text for p in parts), f"the spec no longer mentions {rel}"
    assert "exclude_binaries=True" in text, "one-dir: the EXE must not carry the binaries"
    assert "console=False" in text
    assert (PACKAGING / "macos" / "Info.plist").exists()


def test_bundle_layout_matches_paths_py() -> None:
    """paths.py looks for <bundle>/resources and <bundle>/dixit_desktop/qml."""
    text = (PACKAGING / "dixit_desktop.spec").read_text(encoding="utf-8")
    assert '"resources"),' in text and '"dixit_desktop/qml"),' in text
    paths_py = (ROOT / "dixit_desktop" / "paths.py").read_text(encoding="utf-8")
    assert '"resources"' in paths_py and '"qml"' in paths_py


@pytest.mark.parametrize(
    ("dest", "platform", "kept"),
    [
        # Qt libraries: the ones QML needs stay, the rest go, on every OS's naming
        ("PySide6/Qt/lib/libQt6Core.so.6", "linux", True),
        ("PySide6/Qt/lib/libQt6QuickControls2Basic.so.6", "linux", True),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "linux", True),
        ("PySide6/Qt/lib/libQt6QuickControls2Material.so.6", "linux", False),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "linux", False),
        ("PySide6/Qt/lib/libQt6Svg.so.6", "linux", False),
        ("PySide6/Qt/lib/libicudata.so.73", "linux", True),
        ("PySide6\\Qt6Quick.dll", "win32", True),
        ("PySide6\\Qt6Pdf.dll", "win32", False),
        ("PySide6\\Qt6DBus.dll", "win32", False),
        ("PySide6\\opengl32sw.dll", "win32", False),
        ("PySide6\\msvcp140.dll", "win32", True),
        ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", "darwin", True),
        ("PySide6/Qt/lib/QtQuick3D.framework/Versions/A/QtQuick3D", "darwin", False),
        # PySide6's own extension modules are never touched
        ("PySide6/QtQml.abi3.so", "linux", True),
        ("PySide6\\QtQuick.pyd", "win32", True),
        # plugins
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", "linux", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", "win32", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "darwin", True),
        ("PySide6/Qt/plugins/imageformats/libqwebp.so", "linux", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "linux", True),
        ("PySide6/Qt/plugins/imageformats/libqgif.so", "linux", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", "linux", False),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", "linux", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "linux", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", "linux", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", "linux", True),
        # QML modules: Basic style yes, other styles and modules no
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/qmldir", "linux", True),
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/impl/qmldir", "linux", True),
        ("PySide6/Qt/qml/QtQuick/Controls/Material/qmldir", "linux", False),
        ("PySide6/Qt/qml/QtQuick/Controls/FluentWinUI3/Button.qml", "linux", False),
        ("PySide6/Qt/qml/QtQuick/Layouts/libqquicklayoutsplugin.so", "linux", True),
        ("PySide6/Qt/qml/QtQuick/Shapes/qmldir", "linux", False),
        ("PySide6/Qt/qml/QtQuick/Dialogs/quickimpl/qml/FolderDialog.qml", "linux", True),
        ("PySide6/Qt/qml/QtQuick/Dialogs/quickimpl/qml/+Material/FolderDialog.qml", "linux", False),
        ("PySide6/Qt/qml/Qt/labs/folderlistmodel/qmldir", "linux", True),
        ("PySide6/Qt/qml/Qt/labs/settings/qmldir", "linux", False),
        ("PySide6/Qt/lib/libQt6LabsFolderListModel.so.6", "linux", True),
        ("PySide6/Qt/lib/libQt6LabsSettings.so.6", "linux", False),
        ("PySide6/Qt/qml/QtQuick/plugins.qmltypes", "linux", False),
        ("PySide6/Qt/qml/QtQml/WorkerScript/qmldir", "linux", True),
        ("PySide6\\qml\\QtQuick\\Window\\qmldir", "win32", True),
        ("PySide6/Qt/translations/qtbase_fr.qm", "linux", False),
        # ours and Python's: always kept
        ("resources/fonts/fredoka-latin-500-normal.woff2", "linux", True),
        ("dixit_desktop/qml/DixitDesktop/qmldir", "linux", True),
        ("libpython3.11.so.1.0", "linux", True),
    ],
)
def test_trim_keeps_what_the_game_uses(dest: str, platform: str, kept: bool) -> None:
    assert bundle_filter.keep(dest, platform) is kept


def test_trim_drops_a_symlink_with_its_target() -> None:
    toc = [
        ("PySide6/Qt/lib/libQt6Svg.so.6", "/x/libQt6Svg.so.6", "BINARY"),
        ("libQt6Svg.so.6", "PySide6/Qt/lib/libQt6Svg.so.6", "SYMLINK"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    kept, dropped = bundle_filter.trim(toc, "linux")
    assert [e[0] for e in kept] == ["libQt6Core.so.6"]
    assert len(dropped) == 2


def test_prune_orphans_keeps_only_needed_system_libraries() -> None:
    toc = [
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
        ("libfontconfig.so.1", "/usr/lib/libfontconfig.so.1", "BINARY"),
        ("libexpat.so.1", "/usr/lib/libexpat.so.1", "BINARY"),
        ("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),
    ]
    deps = {
        "/q/libQt6Gui.so.6": ["libfontconfig.so.1", "libc.so.6"],
        "/usr/lib/libfontconfig.so.1": ["libexpat.so.1"],
    }
    kept, dropped = bundle_filter.prune_orphans(toc, lambda p: deps.get(p, []))
    assert [e[0] for e in dropped] == ["libgtk-3.so.0"]
    assert "libpython3.11.so.1.0" in [e[0] for e in kept]


# --- versions -------------------------------------------------------------------------------


def test_version_comes_from_pyproject() -> None:
    assert platform_meta.project_version(ROOT) == VERSION
    assert platform_meta.numeric_version("1.2.3") == (1, 2, 3, 0)
    assert platform_meta.numeric_version("2.0rc1") == (2, 0, 0, 0)
    with (PACKAGING / "macos" / "Info.plist").open("rb") as f:
        template = plistlib.load(f)
    assert template["CFBundleIdentifier"] == platform_meta.BUNDLE_ID
    plist = platform_meta.macos_info_plist(PACKAGING / "macos", VERSION)
    assert plist["CFBundleShortVersionString"] == VERSION == plist["CFBundleVersion"]


def test_windows_version_resource_is_valid_python(tmp_path: Path) -> None:
    path = platform_meta.write_windows_version(tmp_path / "v.txt", "1.2.3")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert isinstance(tree.body[0], ast.Expr)
    assert "(1, 2, 3, 0)" in path.read_text(encoding="utf-8")


# --- build.py -------------------------------------------------------------------------------


def test_build_py_help() -> None:
    r = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    for flag in ("--no-deb", "--no-installer", "--skip-icon", "--no-trim", "--no-smoke"):
        assert flag in r.stdout


def test_icon_is_drawn_for_every_platform(tmp_path: Path) -> None:
    pytest.importorskip("PIL")
    from PIL import Image

    import make_icon

    made = make_icon.make_icons(tmp_path)
    with Image.open(made["ico"]) as ico:
        assert ico.format == "ICO"
        assert (256, 256) in ico.info["sizes"] and (16, 16) in ico.info["sizes"]
    with Image.open(made["icns"]) as icns:
        assert icns.format == "ICNS"
    with Image.open(made["png"]) as png:
        assert png.size == (256, 256)
        # a night-blue square with a gold rabbit: the centre is not transparent
        assert png.convert("RGBA").getpixel((128, 128))[3] == 255
    for size in (16, 48, 512):
        assert (tmp_path / f"dixit-desktop-{size}.png").exists()


# --- Linux menu entry -----------------------------------------------------------------------


def test_desktop_entry_is_valid() -> None:
    path = PACKAGING / "linux" / "dixit-desktop.desktop"
    validator = shutil.which("desktop-file-validate")
    if validator:
        r = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(path, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application"
    assert d["Exec"].split()[0] == "dixit-desktop"
    assert d["Icon"] == "dixit-desktop"
    assert d["Terminal"] == "false"
    assert "Game" in d["Categories"].split(";")


# --- Windows installer ----------------------------------------------------------------------


def test_inno_setup_script() -> None:
    text = (PACKAGING / "windows" / "dixit-desktop.iss").read_text(encoding="utf-8")
    for needed in (
        "AppVersion={#AppVersion}",  # the version is passed in, never written here
        "{autoprograms}",  # Start-menu shortcut
        "SetupIconFile=",
        "UninstallDisplayIcon=",
        "dixit-desktop.exe",
        "OutputBaseFilename=Dixit-Desktop-{#AppVersion}-Setup",
    ):
        assert needed in text, needed
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(";"))
    assert not re.search(r"^(App\w*|VersionInfo)Version=\d", code, re.M), (
        "the version must come from pyproject.toml"
    )
    # the defines build.py passes are the ones the script reads
    build_py = (PACKAGING / "build.py").read_text(encoding="utf-8")
    for define in re.findall(r'f"/D(\w+)=', build_py):
        assert f"#ifndef {define}" in text or f"#if FileExists({define})" in text, define
    # the default paths point where build.py writes
    assert r'"..\..\dist\dixit-desktop"' in text
    assert r"build\icon\dixit-desktop.ico" in text


def test_dmg_script_is_valid_shell() -> None:
    script = PACKAGING / "macos" / "make_dmg.sh"
    assert os.access(script, os.X_OK)
    r = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "hdiutil create" in script.read_text(encoding="utf-8")


# --- the release workflow -------------------------------------------------------------------


def test_release_workflow() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    try:
        import yaml  # not a test dependency: parsed when it happens to be installed
    except ImportError:
        yaml = None
    if yaml is not None:
        wf = yaml.safe_load(text)
        assert wf[True]["push"]["tags"] == ["v*"]  # YAML 1.1 reads the key `on` as True
        jobs = wf["jobs"]
        oses = {inc["os"] for inc in jobs["build"]["strategy"]["matrix"]["include"]}
        assert any(o.startswith("windows") for o in oses)
        assert any(o.startswith("macos") for o in oses)
        assert any(o.startswith("ubuntu") for o in oses)
    assert 'python-version: "3.11"' in text
    assert "pip install -e '.[test,build]'" in text or 'pip install -e ".[test,build]"' in text
    assert "python packaging/build.py" in text
    # every repository file the workflow names exists
    for rel in re.findall(r"(?:packaging|tests)/[\w./-]+\.(?:py|sh|iss|spec)", text):
        assert (ROOT / rel).exists(), rel
    # the tag must match pyproject's version
    assert "pyproject.toml" in text


# --- the built .deb (slow; needs DIXIT_BUILT_DEB) -------------------------------------------

BUILT_DEB = os.environ.get("DIXIT_BUILT_DEB")


def _missing_bundled_libs(root: Path) -> list[str]:
    """Libraries of the bundle (Qt, ICU, PySide, shiboken) some bundled binary cannot find."""
    internal = root / "opt" / "dixit-desktop" / "_internal"
    env = {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": str(internal)}  # as the bootloader does
    missing: set[str] = set()
    for path in internal.rglob("*.so*"):
        if path.is_symlink() or not path.is_file():
            continue
        r = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in r.stdout.splitlines():
            if "not found" in line:
                lib = line.split()[0]
                if re.match(r"lib(Qt6|icu|pyside6|shiboken6)", lib):
                    missing.add(f"{path.relative_to(internal)}: {lib}")
    return sorted(missing)


_QML_IMPORT = re.compile(r"^\s*(optional\s+)?(?:import|depends)\s+([A-Za-z_][\w.]*)", re.M)


def _unresolved_qml_imports(internal: Path) -> list[str]:
    """QML modules imported by a shipped QML file or qmldir that the bundle lacks. (The smoke
    test loads every screen, but not e.g. the FolderDialog's Qt Quick implementation, which
    Qt loads only when the dialog opens.)"""
    roots = [internal / "PySide6" / "Qt" / "qml", internal / "dixit_desktop" / "qml"]
    present = {"QML", "DixitDesktop.Backend"}  # built in; registered from Python
    for root in roots:
        for qmldir in root.rglob("qmldir"):
            present.add(".".join(qmldir.parent.relative_to(root).parts))
    # Basic's SelectionRectangle (for TableView selections, which we do not use) needs Shapes.
    unused = {"SelectionRectangle.qml: QtQuick.Shapes"}
    missing: set[str] = set()
    for root in roots:
        for path in [*root.rglob("*.qml"), *root.rglob("qmldir")]:
            text = path.read_text(encoding="utf-8", errors="replace")
            for optional, module in _QML_IMPORT.findall(text):
                if (
                    not optional
                    and module not in present
                    and f"{path.name}: {module}" not in unused
                ):
                    missing.add(f"{path.relative_to(internal)}: {module}")
    return sorted(missing)


@pytest.mark.skipif(not BUILT_DEB, reason="set DIXIT_BUILT_DEB=path/to/dixit-desktop_*.deb")
def test_deb_installs_and_smoke_tests(tmp_path: Path) -> None:
    deb = Path(BUILT_DEB or "")
    assert deb.is_file(), deb
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert f"Version: {VERSION}\n" in fields
    assert "Package: dixit-desktop\n" in fields
    for dep in ("libgl1", "libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3"):
        assert dep in fields

    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    app = root / "opt" / "dixit-desktop" / "dixit-desktop"
    assert os.access(app, os.X_OK)
    assert (root / "usr/share/applications/dixit-desktop.desktop").is_file()
    for size in (16, 48, 256):
        assert (root / f"usr/share/icons/hicolor/{size}x{size}/apps/dixit-desktop.png").is_file()
    wrapper = (root / "usr/bin/dixit-desktop").read_text(encoding="utf-8")
    assert "/opt/dixit-desktop/dixit-desktop" in wrapper
    internal = root / "opt" / "dixit-desktop" / "_internal"
    fonts = sorted(p.name for p in (internal / "resources" / "fonts").iterdir())
    assert any(f.endswith(".woff2") for f in fonts) and any("OFL" in f for f in fonts)
    assert (internal / "dixit_desktop" / "qml" / "DixitDesktop" / "qmldir").is_file()
    # all of resources/ ships: the deck, fonts, translations, credits
    source = {p.relative_to(ROOT / "resources") for p in (ROOT / "resources").rglob("*")}
    shipped = {p.relative_to(internal / "resources") for p in (internal / "resources").rglob("*")}
    assert sorted(map(str, source - shipped)) == []
    # the trimmed bundle still carries every Qt library its plugins link (xcb, wayland...)
    assert _missing_bundled_libs(root) == []
    import check_bundle  # the same check build.py runs on every OS, through PyInstaller

    assert check_bundle.missing_qt_libraries(root / "opt" / "dixit-desktop") == []
    # ...and every QML module any shipped QML file imports
    assert _unresolved_qml_imports(internal) == []

    home = tmp_path / "home"
    home.mkdir()
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    version = subprocess.run(
        [str(app), "--version"], capture_output=True, text=True, env=bare, timeout=120
    )
    assert version.stdout.split()[-1:] == [VERSION], version.stdout + version.stderr
    # ...and with no system fonts at all: an empty fontconfig setup, so only the fonts the
    # bundle ships can draw the text (a missing one would be logged, and drawn as boxes).
    fonts_conf = tmp_path / "fonts.conf"
    fonts_conf.write_text(
        f"<?xml version='1.0'?><fontconfig><cachedir>{tmp_path / 'fc'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    r = subprocess.run(
        [str(app), "--smoke-test", "--data-dir", str(tmp_path / "data")],
        capture_output=True,
        text=True,
        env={**bare, "FONTCONFIG_FILE": str(fonts_conf)},
        timeout=300,  # about 20 s normally: a hang fails here
    )
    assert r.returncode == 0, f"exit {r.returncode}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    assert "smoke test: ok" in r.stdout
    assert "could not load font" not in r.stderr, r.stderr[-3000:]
    if (ROOT / "dixit_desktop" / "deck").is_dir():  # the app falls back to blank cards
        assert "dixit_desktop.deck is missing" not in r.stderr, r.stderr[-3000:]
