"""Kiosk mode's PIN: changing it needs the current one and the new one twice; wrong PINs
are throttled with a growing wait that a restart does not reset."""

from __future__ import annotations

from typing import Any

from dixit_desktop.notices import Notice
from dixit_desktop.session.kiosk import KioskLock, PinStep


class Store:
    saving = True

    def __init__(self) -> None:
        self.data: dict[str, Any] = {}

    def setting(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def set_setting(self, key: str, value: Any) -> None:
        self.data[key] = value


class Clock:
    now = 1000.0

    def __call__(self) -> float:
        return self.now


def with_pin(pin: str = "2580") -> tuple[KioskLock, Store, Clock]:
    store, clock = Store(), Clock()
    lock = KioskLock(store, started_in_kiosk=True, clock=clock)
    lock.start_change()
    assert lock.step is PinStep.NEW  # no PIN yet: nothing to ask first
    assert lock.enter(pin) is None and lock.step is PinStep.REPEAT
    assert lock.enter(pin) == Notice("kiosk.pin_saved")
    assert lock.pin_set and lock.step is PinStep.NONE
    return lock, store, clock


def test_a_new_pin_is_typed_twice() -> None:
    lock, _store, _clock = with_pin()
    lock.start_change()
    lock.enter("2580")
    assert lock.enter("1234") is None
    assert lock.enter("1243") == Notice("kiosk.pins_differ")
    assert lock.step is PinStep.NEW  # choose it again


def test_changing_or_removing_the_pin_needs_the_current_one() -> None:
    lock, _store, _clock = with_pin()
    lock.start_change()
    assert lock.step is PinStep.CURRENT
    assert lock.enter("1111") == Notice("kiosk.wrong_pin")
    assert lock.step is PinStep.CURRENT  # no way past it without the PIN
    lock.cancel_change()
    lock.start_change(removing=True)
    assert lock.enter("2580") == Notice("kiosk.pin_removed")
    assert not lock.pin_set


def test_wrong_pins_wait_longer_and_longer_even_after_a_restart() -> None:
    lock, store, clock = with_pin()
    lock.request_exit()
    left: list[int] = []
    assert lock.try_exit("0000", left.append) == Notice("kiosk.wrong_pin")
    assert lock.try_exit("0001", left.append) == Notice("kiosk.wrong_pin")
    assert lock.try_exit("0002", left.append) == Notice("kiosk.wrong_pin_wait", {"seconds": 2})
    assert lock.try_exit("2580", left.append) == Notice("kiosk.wait", {"seconds": 2})
    again = KioskLock(store, started_in_kiosk=True, clock=clock)  # a restart: the wait stays
    again.request_exit()
    assert again.try_exit("2580", left.append) == Notice("kiosk.wait", {"seconds": 2})
    clock.now += 2
    assert again.try_exit("0003", left.append) == Notice("kiosk.wrong_pin_wait", {"seconds": 4})
    clock.now += 4
    assert again.try_exit("2580", lambda: left.append(1)) is None
    assert left == [1] and again.may_close
