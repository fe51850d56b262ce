"""One running app per data folder: a second launch asks the first to come forward and
exits; a stale name left by a crash does not block the next start."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalServer

from dixit_desktop.system.instance import (
    InstanceServer,
    claim_instance,
    forward_to_running,
    server_name,
)

ROOT = Path(__file__).resolve().parents[2]
SECOND_LAUNCH = """
import sys
from PySide6.QtCore import QCoreApplication
from dixit_desktop.system.instance import claim_instance
app = QCoreApplication([]) if sys.argv[2] == "app" else None  # both ways work
sys.exit(0 if claim_instance(sys.argv[1]) is None else 3)
"""


@pytest.fixture
def data_dir(tmp_path: Path, qapp: object) -> Iterator[Path]:
    folder = tmp_path / "data"
    folder.mkdir()
    yield folder
    QLocalServer.removeServer(server_name(folder))


def test_names_differ_by_folder_and_are_stable(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert server_name(a) == server_name(tmp_path / "x" / ".." / "a")
    assert server_name(a) != server_name(b)
    assert len(server_name(a)) < 50  # fits a Unix socket path under any temp folder


def test_no_running_app_means_no_forward(data_dir: Path) -> None:
    assert forward_to_running(data_dir, timeout_ms=200) is False


def test_a_second_launch_in_this_process_raises_the_first(data_dir: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    server = InstanceServer(data_dir)
    assert server.listen() and server.listening
    with qtbot.waitSignal(server.raiseRequested, timeout=5000):
        assert forward_to_running(data_dir) is True
    server.close()
    assert forward_to_running(data_dir, timeout_ms=200) is False  # closed: nobody answers


def test_a_second_process_brings_the_first_forward_and_exits_0(data_dir: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    first = claim_instance(data_dir)
    assert first is not None and first.listening
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for how in ("app", "no-app"):
        with qtbot.waitSignal(first.raiseRequested, timeout=20000):
            second = subprocess.Popen(
                [sys.executable, "-c", SECOND_LAUNCH, str(data_dir), how], env=env
            )
        assert second.wait(timeout=30) == 0
    # a launch on another folder is not sent away
    other = data_dir.parent / "other"
    other.mkdir()
    third = claim_instance(other)
    assert third is not None and third.listening
    third.close()
    QLocalServer.removeServer(server_name(other))
    first.close()


@pytest.mark.skipif(sys.platform == "win32", reason="a stale socket file is a Unix matter")
def test_a_name_left_by_a_crash_is_taken_over(data_dir: Path) -> None:
    name = server_name(data_dir)
    path = os.path.join(QDir.tempPath(), name)
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(path)  # bound and closed, never removed: what a killed app leaves
    stale.close()
    assert os.path.exists(path)
    server = InstanceServer(data_dir)
    assert server.listen()
    assert forward_to_running_alive(data_dir)
    server.close()


def forward_to_running_alive(data_dir: Path) -> bool:
    """Whether something now listens on the name (without an event loop to answer)."""
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.connect(os.path.join(QDir.tempPath(), server_name(data_dir)))
        return True
    except OSError:
        return False
    finally:
        s.close()


def test_a_stranger_on_the_socket_is_ignored(data_dir: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    server = InstanceServer(data_dir)
    assert server.listen()
    raised: list[bool] = []
    server.raiseRequested.connect(lambda: raised.append(True))
    if sys.platform != "win32":
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(os.path.join(QDir.tempPath(), server_name(data_dir)))
        s.sendall(b"x" * 100)
        s.setblocking(False)

        def dropped() -> bool:  # the server read it and hung up on it
            try:
                return s.recv(16) == b""
            except BlockingIOError:
                return False

        qtbot.waitUntil(dropped, timeout=3000)
        s.close()
    assert raised == []
    server.close()
