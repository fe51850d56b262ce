"""The layering rules of docs/architecture.md, enforced.

- ``dixit_desktop/rules`` is pure Python: it imports only the standard library and itself,
  never Qt, and never the global ``random`` module or a clock (a game is its seed and actions).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "dixit_desktop"
RULES = PACKAGE / "rules"
# The simulator measures its own speed with a clock; it is a tool beside the rules, and the
# game itself never reads it.
CLOCK_ALLOWED = {"simulate.py"}
FORBIDDEN_IN_RULES = {"random", "secrets", "datetime"}


def _imports(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.module or "", node.level))
    return found


@pytest.mark.parametrize("path", sorted(RULES.glob("*.py")), ids=lambda p: p.name)
def test_rules_import_only_the_standard_library(path: Path) -> None:
    for module, level in _imports(path):
        if level > 0:
            continue  # relative import inside the rules package
        top = module.split(".")[0]
        assert top in sys.stdlib_module_names, f"{path.name} imports {module}"
        assert top not in FORBIDDEN_IN_RULES, f"{path.name} imports {module}: use rules.rng"
        if top == "time":
            assert path.name in CLOCK_ALLOWED, f"{path.name} reads the clock"


@pytest.mark.parametrize(
    "path", sorted((PACKAGE / "storage").glob("*.py")), ids=lambda p: f"storage/{p.name}"
)
def test_storage_imports_no_qt(path: Path) -> None:
    for module, level in _imports(path):
        top = module.split(".")[0]
        assert level > 0 or top not in ("PySide6", "shiboken6"), f"{path.name} imports {module}"


def test_rules_package_imports_without_qt() -> None:
    import subprocess

    code = (
        "import sys, dixit_desktop.rules, dixit_desktop.rules.simulate;"
        "bad=[m for m in sys.modules if m.split('.')[0] in ('PySide6','shiboken6')];"
        "sys.exit(1 if bad else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


SESSION = PACKAGE / "session"


@pytest.mark.parametrize("path", sorted(SESSION.glob("*.py")), ids=lambda p: f"session/{p.name}")
def test_session_imports_no_qt(path: Path) -> None:
    """The session is plain Python: its behaviour is tested in milliseconds, without Qt."""
    for module, level in _imports(path):
        top = module.split(".")[0]
        assert level > 0 or top not in ("PySide6", "shiboken6"), f"{path.name} imports {module}"


def test_qml_only_shows_and_forwards() -> None:
    """No QML file names a step with a string, or reaches a removed controller."""
    import re

    for qml in sorted((PACKAGE / "qml").rglob("*.qml")):
        text = qml.read_text(encoding="utf-8")
        assert "Table." not in text or "Table.qml" in qml.name, f"{qml.name} uses the old Table"
        assert not re.search(r"step\s*===?\s*\"", text), f"{qml.name} compares a step to text"


def test_starting_the_game_imports_no_tools() -> None:
    """What a player's start imports: no build or test tooling, no simulator, no XML."""
    import subprocess

    code = (
        "import sys, dixit_desktop.cli, dixit_desktop.app;"
        "bad=[m for m in sys.modules if m.startswith(('dixit_desktop.devtools',"
        "'dixit_desktop.screenshots','dixit_desktop.rules.simulate','xml','importlib.metadata'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stdout + r.stderr


def test_the_packaging_folder_cannot_shadow_the_packaging_library() -> None:
    """``packaging/`` holds our build scripts; from the repository root, ``import packaging``
    must still find PyPI's library (what pip and setuptools use), never our folder."""
    import subprocess

    root = PACKAGE.parent
    assert not (root / "packaging" / "__init__.py").exists()
    code = "import packaging, packaging.version; print(packaging.__file__)"
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=False
    )
    assert r.returncode == 0, r.stderr
    assert not r.stdout.strip().startswith(str(root / "packaging")), r.stdout


def test_the_version_is_written_the_same_in_both_places() -> None:
    import tomllib

    import dixit_desktop

    data = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert dixit_desktop.__version__ == data["project"]["version"]


def test_the_first_frame_waits_for_no_game_code() -> None:
    """Registering the screens' types (which must happen before the QML engine exists, see
    app.new_engine) imports none of the game itself: the rules core, the session, the store
    and Python's Qt namespace (~45 ms) load after the first frame. docs/adr/0003."""
    import subprocess

    code = (
        "import sys, dixit_desktop.cli, dixit_desktop.app, dixit_desktop.viewmodels;"
        "import PySide6.QtCore as C;"
        "heavy=('dixit_desktop.rules.','dixit_desktop.session.session','dixit_desktop.session.parts',"
        "'dixit_desktop.session.choice','dixit_desktop.storage','dixit_desktop.deck',"
        "'hashlib','secrets','sqlite3');"
        "bad=[m for m in sys.modules if m.startswith(heavy)];"
        "bad += ['PySide6.QtCore.Qt'] if 'Qt' in vars(C) else [];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stdout + r.stderr


def test_lazy_packages_export_every_name() -> None:
    """The rules and session packages load their names on first use: every name they list
    resolves, and asking for a name they lack is an AttributeError, as for any module."""
    import importlib

    import pytest

    for name in ("dixit_desktop.rules", "dixit_desktop.session"):
        package = importlib.import_module(name)
        for attr in package.__all__:
            assert getattr(package, attr) is not None, (name, attr)
        with pytest.raises(AttributeError):
            package.no_such_name  # noqa: B018


def test_the_display_role_is_qts() -> None:
    from PySide6.QtCore import Qt

    from dixit_desktop.viewmodels.listmodel import DISPLAY_ROLE

    assert int(Qt.ItemDataRole.DisplayRole) == DISPLAY_ROLE
