"""The saved games as the session sees them: the unfinished game the start screen offers,
resuming it, a game the store set aside, and what the store has to say. A part of
:class:`~.session.Session`."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dixit_desktop.notices import Notice

from .broadcast import Broadcast, one_broadcast
from .changes import Change
from .parts import Deck, Effects, Store
from .players import PlayerSpec
from .steps import Step

if TYPE_CHECKING:
    from dixit_desktop.rules import Game

    from .computers import ComputerSeats

log = logging.getLogger(__name__)


class SavedGames:
    """The session's saved games (mixed into :class:`~.session.Session`)."""

    store: Store | None
    effects: Effects
    step: Step
    notice: Notice | None
    photos: Deck | None
    set_aside: Notice | None
    broadcast: Broadcast
    computers: ComputerSeats

    if TYPE_CHECKING:

        def emit(self, change: Change) -> None: ...

        def say(self, notice: Notice) -> None: ...

        def begin(
            self,
            game: Game,
            specs: Sequence[PlayerSpec],
            game_id: int | None = None,
            evening: Sequence[str] = (),
        ) -> None: ...

    def unfinished(self) -> Any:
        """The saved game the start screen offers to resume (None if there is none)."""
        if self.store is None:
            return None
        try:
            saved = self.store.unfinished()
        except Exception:  # a damaged row must never take the start screen down
            log.exception("reading the unfinished game failed")
            saved = None
        self._note_set_aside()
        return saved

    def _note_set_aside(self, notices: Sequence[Notice] = ()) -> None:
        """Keep, for the start screen, an unfinished game the store has just set aside."""
        take = getattr(self.store, "take_set_aside", None)
        found = [*notices, *(take() if take is not None else [])]
        if found:
            self.set_aside = found[-1]

    def forget_set_aside(self) -> None:
        """The start screen's word on a game set aside has been read."""
        if self.set_aside is not None:
            self.set_aside = None
            self.emit(Change.SAVED)

    @one_broadcast
    def resume(self) -> bool:
        """Resume the unfinished game exactly where it was, at a handoff or public step."""
        from dixit_desktop.storage import StorageError

        saved = self.unfinished()
        if saved is None or self.store is None:
            if self.set_aside is not None:  # set aside just now (a kiosk's start): say so
                self.emit(Change.SAVED)
            return False
        try:
            game, players = self.store.load(saved.id)
            specs = [PlayerSpec.from_dict(p) for p in players]
            source = self.store.deck_source(saved.id)
        except (StorageError, ValueError) as e:
            # the store has set the game aside (kept in the file, never offered again)
            log.warning("cannot resume game %s: %s", saved.id, e)
            self._note_set_aside()
            if self.step is not Step.START:  # the start screen says it; elsewhere, a notice
                self.set_aside = None
                self.say(Notice("store.resume_failed"))
            self.emit(Change.SAVED)
            return False
        photos, problem = self.effects.photos_for(source)
        if problem is not None:
            self.say(problem)
        self.show_photos(photos)
        self.begin(game, specs, saved.id, self.store.evening(saved.id))
        kept = self.store.reasons(saved.id)  # "Why?" of the turns played before the resume
        if kept:
            self.computers.restore(kept)
            self.emit(Change.STORY)
        return True

    def show_photos(self, photos: Deck | None) -> None:
        if photos is not self.photos:
            self.photos = photos
            self.think_with(photos)
            self.emit(Change.DECK)

    def think_with(self, deck: Deck | None) -> None:
        """The computer players read the game's cards: the family's drawn cards by their
        words (``TableMind.use_deck``), else the deck their mind was made with."""
        use = getattr(self.computers.mind, "use_deck", None)
        if use is not None:
            use(getattr(deck, "metadata", {}), list(deck.card_ids) if deck is not None else [])

    def _check_store(self) -> None:
        """When saving has just stopped, say so once (the notice outlives step changes)."""
        problem = self._take_store_notice()
        if problem is not None:
            self.say(problem)
        elif self.store is not None and not self.store.saving and self.notice is None:
            self.say(Notice("store.save_failed"))

    def _take_store_notice(self) -> Notice | None:
        """The store's most important notice not yet shown (a failed save first)."""
        pending = self.effects.store_notices()
        self._note_set_aside([n for n in pending if n.code == "store.game_damaged"])
        pending = [n for n in pending if n.code != "store.game_damaged"]  # the start screen's
        for notice in pending:
            if notice.code == "store.save_failed":
                return notice
        return pending[-1] if pending else None

    def take_store_notice(self) -> None:
        """Show what the store has to say now (at start, after reading lists)."""
        problem = self._take_store_notice()
        if problem is not None:
            self.say(problem)
