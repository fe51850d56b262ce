"""Kiosk mode's lock, in plain Python: the grown-ups' PIN (salted and hashed in the store),
and what it takes to leave. No Qt."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from typing import Any

from dixit_desktop.notices import Notice

PIN_LENGTHS = range(4, 9)


def pin_hash(pin: str, salt: str) -> str:
    return hashlib.sha256((salt + pin).encode()).hexdigest()


def valid_pin(pin: str) -> bool:
    return pin.isascii() and pin.isdigit() and len(pin) in PIN_LENGTHS


class KioskLock:
    """Whether kiosk mode is on, the PIN, and the exit prompt."""

    def __init__(self, store: Any, started_in_kiosk: bool = False) -> None:
        self._store = store
        self.active = started_in_kiosk or bool(self._setting("kiosk", False))
        self.exit_prompt = False
        self.may_close = not self.active

    def _setting(self, key: str, default: Any) -> Any:
        return self._store.setting(key, default) if self._store is not None else default

    @property
    def pin_set(self) -> bool:
        return bool(self._setting("kiosk_pin_hash", ""))

    def turn_on(self) -> None:
        """Kiosk mode on (turning it off takes the PIN: :meth:`try_exit`)."""
        if not self.active:
            self.active = True
            self.may_close = False
            if self._store is not None:
                self._store.set_setting("kiosk", True)

    def set_pin(self, pin: str) -> Notice:
        """Set the PIN that leaves kiosk mode; the notice says how it went."""
        if not valid_pin(pin):
            return Notice("kiosk.pin_format")
        if self._store is None or not self._store.saving:
            return Notice("kiosk.pin_unsaved")
        salt = secrets.token_hex(8)
        self._store.set_setting("kiosk_pin_salt", salt)
        self._store.set_setting("kiosk_pin_hash", pin_hash(pin, salt))
        return Notice("kiosk.pin_saved")

    def check_pin(self, pin: str) -> bool:
        stored = self._setting("kiosk_pin_hash", "")
        if not stored:
            return True
        return bool(pin_hash(pin, str(self._setting("kiosk_pin_salt", ""))) == stored)

    def request_exit(self) -> bool:
        if self.active and not self.exit_prompt:
            self.exit_prompt = True
            return True
        return False

    def cancel_exit(self) -> bool:
        if self.exit_prompt:
            self.exit_prompt = False
            return True
        return False

    def try_exit(self, pin: str, on_exit: Callable[[], None]) -> Notice | None:
        """Leave if the PIN is right (or, with no PIN set, on this confirmation)."""
        if not self.exit_prompt:
            return None
        if not self.check_pin(pin):
            return Notice("kiosk.wrong_pin")
        self.exit_prompt = False
        self.may_close = True
        on_exit()
        return None
