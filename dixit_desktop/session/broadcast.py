"""The session's listeners, told what changed once per player action.

An action (a vote, a handoff confirmed, Continue) moves the game, saves it, takes the private
screen away and routes to the next step; each part says what it changed. Inside an action
(:meth:`Broadcast.action`, or a method marked :func:`one_broadcast`) those changes are
gathered and said once, at the end, so each view-model re-reads its state once: a vote
rebuilds the board model once, not once per part. Listeners only ever see the state an
action leaves, never a state half-way through it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from .changes import Change

Listener = Callable[[Change], None]


class Broadcast:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._held: Change | None = None
        """What the action under way has changed so far (None: no action under way)."""

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def emit(self, change: Change) -> None:
        """Say ``change`` now, or at the end of the action under way."""
        if not change:
            return
        if self._held is not None:
            self._held |= change
            return
        for listener in list(self._listeners):
            listener(change)

    @contextmanager
    def action(self) -> Iterator[None]:
        """Gather what is emitted inside and say it once at the end (nested: the outermost
        action says it)."""
        if self._held is not None:
            yield
            return
        self._held = Change.NONE
        try:
            yield
        finally:
            change, self._held = self._held, None
            self.emit(change)


class _Broadcasting(Protocol):
    @property
    def broadcast(self) -> Broadcast: ...


S = TypeVar("S", bound=_Broadcasting)
P = ParamSpec("P")
R = TypeVar("R")


def one_broadcast(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """Mark a player's action: what it changes is said once, when it returns."""

    @functools.wraps(method)
    def run(self: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with self.broadcast.action():
            return method(self, *args, **kwargs)

    return run
