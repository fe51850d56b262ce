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
