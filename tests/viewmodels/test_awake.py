"""Keeping the display awake: idempotent, and a failing OS service never stops a game."""

from __future__ import annotations

from dixit_desktop.system.awake import AwakeKeeper, DBusScreenSaver


class Recorder:
    def __init__(self, ok: bool = True, boom: bool = False) -> None:
        self.ok, self.boom, self.calls = ok, boom, []

    def inhibit(self) -> bool:
        self.calls.append("inhibit")
        if self.boom:
            raise RuntimeError("no bus")
        return self.ok

    def release(self) -> None:
        self.calls.append("release")


def test_hold_and_release_once_each() -> None:
    r = Recorder()
    k = AwakeKeeper(r)
    k.hold()
    k.hold()
    k.release()
    k.release()
    assert r.calls == ["inhibit", "release"]


def test_unsupported_or_failing_backends_are_harmless() -> None:
    for r in (Recorder(ok=False), Recorder(boom=True)):
        k = AwakeKeeper(r)
        k.hold()
        assert not k.holding and k.supported is False
        k.release()
        assert r.calls == ["inhibit"]


def test_dbus_without_a_session_bus_reports_false(qapp, monkeypatch) -> None:
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus")
    assert DBusScreenSaver().inhibit() is False
