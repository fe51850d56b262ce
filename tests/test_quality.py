"""The project's linters are part of the test suite, so the one test command checks them too."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=False)


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    found = str(exe) if exe.exists() else shutil.which(name)
    if not found:
        pytest.fail(f"{name} is not installed: install the test extra (pip install -e '.[test]')")
    return found


def test_ruff_check() -> None:
    r = _run(_tool("ruff"), "check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_format() -> None:
    r = _run(_tool("ruff"), "format", "--check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy() -> None:
    """mypy over the package; strict for dixit_desktop.rules (see pyproject.toml)."""
    r = _run(_tool("mypy"))
    assert r.returncode == 0, r.stdout + r.stderr


QML_DIR = ROOT / "dixit_desktop" / "qml"
MODULES = sorted(p.parent for p in (QML_DIR / "DixitDesktop").rglob("qmldir"))


def test_qmllint(tmp_path: Path) -> None:
    """pyside6-qmllint on every QML file of every module, with our Python types described for
    it, must report nothing at all (warnings included)."""
    from tests.qml_types import write_backend_module

    write_backend_module(tmp_path)
    files = sorted(str(p) for p in (QML_DIR / "DixitDesktop").rglob("*.qml"))
    assert len(files) > 30
    r = _run(_tool("pyside6-qmllint"), "-I", str(tmp_path), "-I", str(QML_DIR), *files)
    out = r.stdout + r.stderr
    assert r.returncode == 0, out
    assert out.strip() == "", out  # not even an "Info" (an unused import, say)


def test_every_qml_file_is_in_the_module() -> None:
    """Each folder under qml/DixitDesktop is one module: its qmldir names the module after the
    folder (reverse-DNS) and lists exactly the folder's QML files."""
    assert len(MODULES) > 1
    for folder in MODULES:
        lines = (folder / "qmldir").read_text(encoding="utf-8").splitlines()
        uri = ".".join(folder.relative_to(QML_DIR).parts)
        assert lines[0] == f"module {uri}", folder
        listed = {line.split()[-1] for line in lines if line.endswith(".qml")}
        assert listed == {p.name for p in folder.glob("*.qml")}, folder
    qml_folders = {p.parent for p in (QML_DIR / "DixitDesktop").rglob("*.qml")}
    assert qml_folders <= set(MODULES), "a folder of QML files without a qmldir"
