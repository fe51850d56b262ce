"""What the session is made of and talks to: the store and deck it needs (as protocols, so
tests can hand it simple fakes), the side effects it asks for, and how a rules error becomes a
notice. Plain Python, no Qt."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from dixit_desktop.notices import Notice
from dixit_desktop.rules import Action, DixitError, Game

log = logging.getLogger(__name__)


class Store(Protocol):
    """What the session needs of :class:`dixit_desktop.storage.Store`."""

    saving: bool

    def new_game(
        self,
        game: Game,
        players: list[dict[str, str]],
        deck_source: dict[str, str] | None = None,
        clues_heard: tuple[str, ...] = (),
    ) -> int | None: ...  # None: nothing is being saved
    def evening(self, game_id: int | None = None) -> tuple[str, ...]: ...
    def unfinished(self) -> Any: ...
    def load(self, game_id: int) -> tuple[Game, list[dict[str, str]]]: ...
    def deck_source(self, game_id: int) -> dict[str, str]: ...
    def append_action(  # on disk? (a computer player's reason is kept with its move)
        self, game_id: int, seq: int, action: Action, reason: dict[str, Any] | None = None
    ) -> bool: ...
    def reasons(self, game_id: int) -> dict[tuple[int, int], tuple[str, dict[str, Any]]]: ...
    def finish_game(self, game_id: int, game: Game) -> None: ...
    def set_setting(self, key: str, value: Any) -> None: ...


class Deck(Protocol):
    """The pictures a game is played with: the built-in deck or a family's photos."""

    @property
    def card_ids(self) -> Sequence[str]: ...


@dataclass
class Effects:
    """Side effects the table asks for; all optional (tests leave them out)."""

    sound: Callable[[str], None] = lambda _name: None
    keep_awake: Callable[[bool], None] = lambda _on: None
    store_notices: Callable[[], list[Notice]] = list
    """The store's problems not yet shown (each once): a failed save, a game set aside."""
    photos_for: Callable[[dict[str, str]], tuple[Any, Notice | None]] = lambda _s: (None, None)
    """The photo deck a saved game used (from its deck source), or None and why not."""


def error_notice(e: DixitError) -> Notice:
    """The notice for a rules error: its code and parameters (see rules/errors.py)."""
    log.info("refused by the rules: %s", e)
    code = getattr(e, "code", "") or "rules.error"
    params = getattr(e, "params", None) or {}
    return Notice(code, params)
