"""The computer players' mind as the app uses it: the brain of the built-in deck
(:mod:`dixit_desktop.computer`), built on a worker thread the first time a table has a
computer seat, so that neither the first frame nor the setup screen waits for its word lists.
Plain Python, no Qt."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any

from dixit_desktop.notices import Notice
from dixit_desktop.rules import PlayerView, Request

from .computers import Thought

log = logging.getLogger(__name__)


class TableMind:
    def __init__(
        self, metadata: Mapping[str, Mapping[str, Any]], language: Callable[[], str]
    ) -> None:
        self._metadata = metadata
        self._language = language
        self._brain: Any = None
        self._thread: threading.Thread | None = None
        self.problem: Notice | None = None
        """Why the computer players cannot think (None: they can, or will soon)."""

    def prepare(self) -> None:
        """Start building the brain (once), on a worker thread."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._build, name="computer-mind", daemon=True)
            self._thread.start()

    def _build(self) -> None:
        from dixit_desktop.computer import Brain, ComputerError, warm

        try:
            brain = Brain(self._metadata)
            # the table's language first (it may change later: the others warm on first use)
            warm(brain, self.language())
        except ComputerError as e:
            log.warning("the computer players cannot think: %s", e)
            self.problem = Notice(e.code, dict(e.params))
            return
        self._brain = brain

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the brain is built (tools and tests); True when it can think."""
        self.prepare()
        assert self._thread is not None
        self._thread.join(timeout)
        return self._brain is not None

    def ready(self) -> bool:
        self.prepare()
        return self._brain is not None

    def language(self) -> str:
        from dixit_desktop.computer import LANGUAGES

        lang = self._language()
        return lang if lang in LANGUAGES else "en"

    def decide(self, view: PlayerView, request: Request, level: str, seed: int) -> Thought:
        from dixit_desktop.computer import Level, decide, derive_rng

        assert view.player is not None
        rng = derive_rng(seed, view.turn, view.player, request.kind)
        d = decide(view, request, self._brain, Level(level), rng, self.language())
        return Thought(d.action, d.code, dict(d.params))

    def giver_fitness(self, view: PlayerView) -> float:
        from dixit_desktop.computer import giver_fitness

        return float(giver_fitness(view, self._brain, self.language()))
