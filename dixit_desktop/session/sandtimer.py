"""Gentle timers: a quiet sand-timer on a player's private screen (the storyteller's clue, a
card to play, a vote) that nudges once when it runs out and never plays for anyone. Plain
Python over an injected clock (seconds, like ``time.monotonic``), so tests run it in
milliseconds with a fake one.

Privacy: a timer belongs to one private turn and runs only while that player's screen is
shown. It is paused whenever the screen goes (the pause menu, the handoff after it) and picks
up where it was when the same player's screen comes back; the next private turn starts a new
one. Nothing about it is saved (no action, no line of the story), and off a private screen it
reads as full, so no screen tells the others how long someone took. Computer players' turns
are public steps, never private ones: they have no timer.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from .steps import IN_GAME, Step

if TYPE_CHECKING:
    from .session import Session

Clock = Callable[[], float]

CHOICES: dict[Step, tuple[int, ...]] = {
    Step.CLUE: (0, 60, 120, 180),
    Step.PLAY: (0, 30, 60, 120),
    Step.VOTE: (0, 30, 60, 120),
}
"""The lengths a family can choose for each private step, in seconds (0: no timer). A clue
takes more thought than choosing a card or a vote."""

KEPT_ON = IN_GAME | {Step.PAUSE, Step.RULES, Step.SETTINGS, Step.STORY}
"""Steps during which a private turn's timer waits (paused) for its player to come back;
anywhere else (home, setup, the list of past games) it is forgotten."""


def valid_length(step: Step, value: Any) -> int:
    """A remembered length for ``step``, or 0 (off) when it is not one of its choices."""
    choices = CHOICES.get(step, ())
    if isinstance(value, int) and not isinstance(value, bool) and value in choices:
        return value
    return 0


class SandTimer:
    """One sand-timer: started with a length, paused and resumed, running out."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self.length = 0.0
        """Seconds of sand (0: no timer)."""
        self._since: float | None = None
        """When it last started running (None: paused or stopped)."""
        self._spent = 0.0
        """Seconds run before the last pause."""

    def start(self, length: float) -> None:
        """A full glass of ``length`` seconds, running from now."""
        self.length = max(0.0, float(length))
        self._spent = 0.0
        self._since = self._clock() if self.length > 0 else None

    def stop(self) -> None:
        """No timer at all."""
        self.length = 0.0
        self._spent = 0.0
        self._since = None

    def pause(self) -> None:
        if self._since is not None:
            self._spent += max(0.0, self._clock() - self._since)
            self._since = None

    def resume(self) -> None:
        if self._since is None and self.length > 0:
            self._since = self._clock()

    @property
    def running(self) -> bool:
        return self._since is not None

    @property
    def paused(self) -> bool:
        return self.length > 0 and self._since is None

    def elapsed(self) -> float:
        now = max(0.0, self._clock() - self._since) if self._since is not None else 0.0
        return min(self.length, self._spent + now)

    def remaining(self) -> float:
        return self.length - self.elapsed()

    def fraction_left(self) -> float:
        """The sand still in the top of the glass, 1.0 (full) to 0.0 (run out)."""
        return self.remaining() / self.length if self.length > 0 else 1.0

    @property
    def expired(self) -> bool:
        return self.length > 0 and self.remaining() <= 0


class Nudge(enum.Enum):
    """What a timer says, once each per private turn."""

    HALF = "half"
    """Half the time is left (for screen readers only)."""
    UP = "up"
    """The sand has run out: a soft sound and a glow; the player still chooses."""


def turn_of(session: Session) -> Hashable | None:
    """Which person's private turn the session shows (None: none). Any accepted action
    makes a new one, so the same player back after a pause has the same turn."""
    g = session.game
    seat = session.viewer
    if g is None or seat < 0 or not session.step.private:
        return None
    specs = session.specs
    if 0 <= seat < len(specs) and specs[seat].is_computer:
        return None  # (never happens: a computer's turn is public)
    return (id(g), len(g.log), seat)


class TurnTimers:
    """The sand-timer of the private turn on screen, following the session's steps."""

    def __init__(self, clock: Clock, length: Callable[[Step], int]) -> None:
        self.sand = SandTimer(clock)
        self._length = length
        self._turn: Hashable | None = None
        self._step: Step | None = None
        self._said: set[Nudge] = set()
        self.shown = False
        """True while a private screen with a timer is on (the sand-timer shows)."""

    def follow(self, step: Step, turn: Hashable | None) -> None:
        """The step on screen now, and the private turn it shows (:func:`turn_of`)."""
        self.shown = False
        if step.private and turn is not None:
            seconds = self._length(step)
            if seconds <= 0:
                self._forget()  # switched off for this step
            elif (turn, step) != (self._turn, self._step) or self.sand.length != seconds:
                self._turn, self._step = turn, step
                self._said = set()
                self.sand.start(seconds)  # a new turn, or the family chose another length
                self.shown = True
            else:
                self.sand.resume()  # the same player back after the pause menu: where it was
                self.shown = True
        elif step.private or step in KEPT_ON:
            self.sand.pause()  # the private screen is going (a choice made, the pause menu)
        else:
            self._forget()  # the game was left

    def _forget(self) -> None:
        self.sand.stop()
        self._turn = self._step = None
        self._said = set()

    @property
    def ticking(self) -> bool:
        """Shown and still running out (a clock needs to look at it)."""
        return self.shown and self.sand.running and not self.sand.expired

    def fraction_left(self) -> float:
        """The sand left, as the screen shows it (full when no timer is shown)."""
        return self.sand.fraction_left() if self.shown else 1.0

    @property
    def expired(self) -> bool:
        return self.shown and self.sand.expired

    @property
    def said(self) -> Nudge | None:
        """What the timer on screen has said so far this turn (None: nothing yet)."""
        if not self.shown:
            return None
        return Nudge.UP if Nudge.UP in self._said else (Nudge.HALF if self._said else None)

    def poll(self) -> list[Nudge]:
        """What the timer says now, each thing once per private turn (only while shown)."""
        if not self.shown:
            return []
        out: list[Nudge] = []
        if self.sand.expired:
            self._said.add(Nudge.HALF)  # run out at once (a long sleep): only "time is up"
            if Nudge.UP not in self._said:
                out.append(Nudge.UP)
        elif self.sand.fraction_left() <= 0.5 and Nudge.HALF not in self._said:
            out.append(Nudge.HALF)
        self._said.update(out)
        return out
