"""Kiosk mode's lock, in plain Python: the grown-ups' PIN (salted and hashed in the store),
changing it, and what it takes to leave. No Qt.

- Changing or removing the PIN asks for the current one first; a new PIN is typed twice.
- Wrong PINs are throttled: after the second wrong one in a row, each further try waits
  longer (2, 4, 8... up to 60 seconds), remembered across restarts, so guessing takes hours.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from typing import Any

from dixit_desktop.notices import Notice

PIN_LENGTHS = range(4, 9)
FREE_TRIES = 2
"""Wrong PINs allowed before the waits begin (a typo, then a second look)."""
MAX_WAIT_S = 60


def pin_hash(pin: str, salt: str) -> str:
    import hashlib

    return hashlib.sha256((salt + pin).encode()).hexdigest()


def valid_pin(pin: str) -> bool:
    return pin.isascii() and pin.isdigit() and len(pin) in PIN_LENGTHS


class PinStep(enum.IntEnum):
    """Where a change of PIN is: nothing asked, the current PIN, the new one, once more."""

    NONE = 0
    CURRENT = 1
    NEW = 2
    REPEAT = 3


class KioskLock:
    """Whether kiosk mode is on, the PIN and changing it, and the exit prompt."""

    def __init__(
        self,
        store: Any,
        started_in_kiosk: bool = False,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._store = store
        self._clock = clock
        self.active = started_in_kiosk or bool(self._setting("kiosk", False))
        self.exit_prompt = False
        self.may_close = not self.active
        self.step = PinStep.NONE
        self._removing = False
        self._new_pin = ""

    def _setting(self, key: str, default: Any) -> Any:
        return self._store.setting(key, default) if self._store is not None else default

    def _remember(self, key: str, value: Any) -> None:
        if self._store is not None:
            self._store.set_setting(key, value)

    @property
    def pin_set(self) -> bool:
        return bool(self._setting("kiosk_pin_hash", ""))

    def turn_on(self) -> None:
        """Kiosk mode on (turning it off takes the PIN: :meth:`try_exit`)."""
        if not self.active:
            self.active = True
            self.may_close = False
            self._remember("kiosk", True)

    # --- wrong PINs -------------------------------------------------------------------------

    def wait_seconds(self) -> int:
        """How long until the next PIN may be tried (0: now)."""
        until = self._setting("kiosk_locked_until", 0)
        left = float(until) - self._clock() if isinstance(until, int | float) else 0.0
        return max(0, int(left + 0.999))

    def _check(self, pin: str) -> Notice | None:
        """None if ``pin`` is the PIN (or none is set); else why not, and the wait grows."""
        stored = self._setting("kiosk_pin_hash", "")
        if not stored:
            return None
        wait = self.wait_seconds()
        if wait:
            return Notice("kiosk.wait", {"seconds": wait})
        if pin_hash(pin, str(self._setting("kiosk_pin_salt", ""))) == stored:
            self._remember("kiosk_wrong_pins", 0)
            return None
        wrong = self._setting("kiosk_wrong_pins", 0)
        wrong = (wrong if isinstance(wrong, int) else 0) + 1
        self._remember("kiosk_wrong_pins", wrong)
        if wrong > FREE_TRIES:
            delay = min(MAX_WAIT_S, 2 ** (wrong - FREE_TRIES))
            self._remember("kiosk_locked_until", self._clock() + delay)
            return Notice("kiosk.wrong_pin_wait", {"seconds": delay})
        return Notice("kiosk.wrong_pin")

    # --- changing the PIN ------------------------------------------------------------------

    def start_change(self, removing: bool = False) -> None:
        """Begin setting, changing (or, with ``removing``, removing) the PIN."""
        self._removing = removing and self.pin_set
        self._new_pin = ""
        self.step = PinStep.CURRENT if self.pin_set else PinStep.NEW

    def cancel_change(self) -> None:
        self.step = PinStep.NONE
        self._new_pin = ""

    def enter(self, pin: str) -> Notice | None:
        """One PIN typed at the current step; the notice says what happened (None: go on)."""
        if self.step is PinStep.CURRENT:
            problem = self._check(pin)
            if problem is not None:
                return problem
            if self._removing:
                return self._remove()
            self.step = PinStep.NEW
            return None
        if self.step is PinStep.NEW:
            if not valid_pin(pin):
                return Notice("kiosk.pin_format", {"min": PIN_LENGTHS[0], "max": PIN_LENGTHS[-1]})
            self._new_pin = pin
            self.step = PinStep.REPEAT
            return None
        if self.step is PinStep.REPEAT:
            if pin != self._new_pin:
                self._new_pin = ""
                self.step = PinStep.NEW
                return Notice("kiosk.pins_differ")
            return self._save(pin)
        return None

    def _save(self, pin: str) -> Notice:
        self.step = PinStep.NONE
        self._new_pin = ""
        if self._store is None or not self._store.saving:
            return Notice("kiosk.pin_unsaved")
        import secrets

        salt = secrets.token_hex(8)
        self._store.set_setting("kiosk_pin_salt", salt)
        self._store.set_setting("kiosk_pin_hash", pin_hash(pin, salt))
        return Notice("kiosk.pin_saved")

    def _remove(self) -> Notice:
        self.step = PinStep.NONE
        self._remember("kiosk_pin_hash", "")
        self._remember("kiosk_pin_salt", "")
        return Notice("kiosk.pin_removed")

    # --- what needs the grown-ups ------------------------------------------------------------

    @property
    def guards_decks(self) -> bool:
        """Deleting a family deck asks for the PIN (kiosk mode is on and a PIN is set)."""
        return self.active and self.pin_set

    def may_delete_deck(self, pin: str = "") -> Notice | None:
        """None when a family deck may be deleted: kiosk mode is off, no PIN is set, or
        ``pin`` is the PIN; else why not (``kiosk.wrong_pin``, ``kiosk.wrong_pin_wait``,
        ``kiosk.wait``), with the same throttle as leaving kiosk mode."""
        if not self.active:
            return None
        return self._check(pin)

    # --- leaving ----------------------------------------------------------------------------

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
        problem = self._check(pin)
        if problem is not None:
            return problem
        self.exit_prompt = False
        self.may_close = True
        on_exit()
        return None
