""".ci/run fails when any of its steps fails, and runs exactly the README's test command.

Issue 25: under ``set -e`` a failure inside ``python3 -m venv .venv && pip install ... &&
pytest`` before its last command did not stop the script (seen with python3-venv missing: it
went on to build the bundle and CI went green without running a test). These tests run the
real script in a copy of its folder with stand-in commands on an otherwise empty PATH.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CI_RUN = ROOT / ".ci" / "run"
README = ROOT / "README.md"
BASH = shutil.which("bash")

pytestmark = pytest.mark.skipif(BASH is None or os.name != "posix", reason="needs bash")


def readme_test_command() -> str:
    text = README.read_text(encoding="utf-8")
    commands = re.findall(r"```sh\n(.*?)\n```", text, flags=re.S)
    found = [c.strip() for c in commands if "pytest" in c]
    assert len(found) == 1, f"the README should show one test command, found {found}"
    return found[0]


def stub(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text("#!" + str(BASH) + "\n" + body + "\n", encoding="utf-8")
    path.chmod(0o755)


def run_ci(
    tmp_path: Path, *, venv: int = 0, pip: int = 0, pytest_status: int = 0, uid: int = 0
) -> tuple[subprocess.CompletedProcess[str], Path]:
    """Run a copy of .ci/run where python3, pip and pytest exit with the given statuses and
    every Debian package counts as installed except when ``uid`` is not root (then one is
    missing, and there is no sudo). Returns the result and the file the bundle step would
    write."""
    repo = tmp_path / "repo"
    (repo / ".ci").mkdir(parents=True)
    (repo / "packaging").mkdir()
    shutil.copy(CI_RUN, repo / ".ci" / "run")
    marker = tmp_path / "bundle-was-built"
    (repo / "packaging" / "ci_build_and_smoke.sh").write_text(f"touch '{marker}'\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "dirname", "mkdir", "chmod", "touch"):
        found = shutil.which(tool)
        assert found is not None, tool
        os.symlink(found, bin_dir / tool)
    stub(bin_dir, "id", f"echo {uid}")
    stub(bin_dir, "dpkg", 'if [ "$2" = python3-venv ] && [ "$(id -u)" != 0 ]; then exit 1; fi')
    stub(bin_dir, "apt-get", "exit 0")
    venv_bin = repo / ".venv" / "bin"
    stub(
        bin_dir,
        "python3",
        'if [ "$1" = -c ]; then exit 1; fi\n'  # ensurepip missing, as on Debian
        f"mkdir -p '{venv_bin}'\n"
        f"printf '#!{BASH}\\nexit {pip}\\n' > '{venv_bin}/pip'\n"
        f"printf '#!{BASH}\\necho pytest ran\\nexit {pytest_status}\\n' > '{venv_bin}/python'\n"
        f"chmod +x '{venv_bin}/pip' '{venv_bin}/python'\n"
        f"exit {venv}",
    )
    result = subprocess.run(
        [str(BASH), str(repo / ".ci" / "run")],
        env={"PATH": str(bin_dir), "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    return result, marker


def test_ci_run_calls_exactly_the_readme_test_command() -> None:
    command = readme_test_command()
    assert command in CI_RUN.read_text(encoding="utf-8")


def test_a_clean_run_runs_the_tests_and_builds(tmp_path: Path) -> None:
    result, marker = run_ci(tmp_path)
    assert result.returncode == 0, result.stderr
    assert "pytest ran" in result.stdout
    assert marker.exists()


@pytest.mark.parametrize(
    ("failing", "kwargs"),
    [
        ("the venv cannot be made", {"venv": 1}),
        ("pip cannot install", {"pip": 1}),
        ("a test fails", {"pytest_status": 1}),
    ],
)
def test_any_failed_step_fails_the_run(
    tmp_path: Path, failing: str, kwargs: dict[str, int]
) -> None:
    result, marker = run_ci(tmp_path, **kwargs)
    assert result.returncode != 0, f"CI passed although {failing}"
    assert not marker.exists(), f"CI went on to build the bundle although {failing}"
    assert "the README's test command failed" in result.stderr


def test_without_root_or_sudo_it_says_what_to_install(tmp_path: Path) -> None:
    result, marker = run_ci(tmp_path, uid=1000)
    assert result.returncode != 0
    assert "apt-get install python3-venv" in result.stderr
    assert not marker.exists()
