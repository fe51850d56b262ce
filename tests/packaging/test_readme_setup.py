"""The README's one apt-get line installs what a fresh Debian/Ubuntu needs for a real window.

Issue 25: in a fresh Debian 12 root, with every library the README named, Qt aborted with
"xcb-cursor0 or libxcb-cursor0 is needed" because ``libxkbcommon-x11-0`` was missing, and the
venv failed without ``python3-venv``. Here the libraries Qt's xcb plugin links (``ldd``) are
traced to their Debian packages (``dpkg -S``) and each must be installed by the README's line
or come with it (its packages' dependencies, or Debian's required base).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
CI_RUN = ROOT / ".ci" / "run"

sys.path.insert(0, str(ROOT / "packaging"))
from build import DEB_DEPENDS  # noqa: E402


def readme_apt_packages() -> list[str]:
    text = README.read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if "apt-get install" in line]
    assert len(lines) == 1, f"the README should give one apt-get install line, found {lines}"
    words = lines[0].split("apt-get install", 1)[1].split()
    return [w for w in words if not w.startswith("-")]


def ci_run_packages() -> list[str]:
    block = re.search(r"packages=\((.*?)\)", CI_RUN.read_text(encoding="utf-8"), flags=re.S)
    assert block is not None, ".ci/run should list its Debian packages in packages=(...)"
    return block.group(1).split()


def test_the_readme_line_has_venv_and_what_the_deb_depends_on() -> None:
    packages = set(readme_apt_packages())
    assert "python3-venv" in packages
    assert "libxkbcommon-x11-0" in packages and "libxcb-cursor0" in packages
    wanted = {d.split("|")[0].split("(")[0].strip() for d in DEB_DEPENDS} - {"libc6"}
    assert wanted <= packages, f"the .deb needs {sorted(wanted - packages)} too"


def test_ci_installs_what_the_readme_says() -> None:
    missing = set(readme_apt_packages()) - set(ci_run_packages())
    assert not missing, f".ci/run does not install {sorted(missing)}"


def test_the_readme_says_how_sound_plays() -> None:
    text = README.read_text(encoding="utf-8")
    for player in ("aplay", "paplay", "pw-play"):
        assert f"`{player}`" in text


@cache
def installed() -> dict[str, tuple[str, list[str]]]:
    """Each installed package's priority and what it depends on (Depends and Pre-Depends),
    read in one dpkg-query (one query a package took most of this file's 13 s)."""
    r = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Package}\t${Priority}\t${Pre-Depends}, ${Depends}\n"],
        capture_output=True,
        text=True,
    )
    out: dict[str, tuple[str, list[str]]] = {}
    for line in r.stdout.splitlines():
        name, prio, depends = [*line.split("\t"), "", ""][:3]
        names = [
            alternative.strip().split(" ")[0].split(":")[0]
            for clause in depends.split(",")
            for alternative in clause.split("|")
        ]
        known = out.get(name, (prio, []))
        out[name] = (known[0] or prio, known[1] + [n for n in names if n])
    return out


def depends_closure(roots: frozenset[str]) -> set[str]:
    """Installed packages reached from ``roots`` through Depends and Pre-Depends."""
    table = installed()
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        pkg = todo.pop()
        if pkg in seen:
            continue
        seen.add(pkg)
        todo.extend(table.get(pkg, ("", []))[1])
    return seen


def packages_of(libraries: list[str]) -> dict[str, str]:
    """The package that installed each library (by its path or the path it links to), from
    one ``dpkg -S``; a library no package owns is left out."""
    paths = sorted({q for lib in libraries for q in (lib, str(Path(lib).resolve()))})
    if not paths:
        return {}
    r = subprocess.run(["dpkg", "-S", *paths], capture_output=True, text=True)
    owner: dict[str, str] = {}
    for line in r.stdout.splitlines():
        pkgs, _, path = line.partition(": ")
        owner[path.strip()] = pkgs.split(",")[0].split(":")[0].strip()
    found = {}
    for lib in libraries:
        pkg = owner.get(lib) or owner.get(str(Path(lib).resolve()))
        if pkg:
            found[lib] = pkg
    return found


def priority(pkg: str) -> str:
    return installed().get(pkg, ("", []))[0]


@pytest.mark.skipif(
    not (shutil.which("ldd") and shutil.which("dpkg")), reason="needs ldd and dpkg (Debian)"
)
def test_the_xcb_plugin_links_only_what_the_readme_line_brings() -> None:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    binaries = [qt / "plugins" / "platforms" / "libqxcb.so", *qt.glob("lib/libQt6XcbQpa.so*")]
    binaries = [b for b in binaries if b.exists() and not b.is_symlink()]
    assert binaries, f"no xcb plugin under {qt}"
    covered = depends_closure(frozenset(readme_apt_packages()))
    not_found: list[str] = []
    uncovered: dict[str, str] = {}
    linked: list[str] = []
    for binary in binaries:
        out = subprocess.run(["ldd", str(binary)], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if "not found" in line:
                not_found.append(line.split()[0])
                continue
            m = re.search(r"=>\s*(/\S+)", line)
            if m and str(qt) not in m.group(1) and "PySide6" not in m.group(1):
                linked.append(m.group(1))
    owners = packages_of(linked)
    for library in linked:
        pkg = owners.get(library)
        if pkg is None or pkg in covered or priority(pkg) in ("required", "important"):
            continue
        uncovered[library] = pkg
    assert not not_found, f"the xcb plugin needs libraries this machine lacks: {not_found}"
    assert not uncovered, f"the README's apt-get line does not bring {uncovered}"
