"""The session: one table's game, its save, the step the shared screen shows, and the private
choice of whoever holds the device. Plain Python, no Qt: the view-models subscribe to its
changes and show them.

Privacy lives here. A player's hand and their marks on the board are reachable only while
``viewer`` is set, which happens only on :meth:`Session.confirm_handoff` from the HANDOFF step
for the player it names, and is cleared the moment their choice is made, before anyone else
is named. The viewer and their choice are :mod:`.privateturn`'s.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dixit_desktop.notices import Notice
from dixit_desktop.rules import (
    Action,
    ChooseGiver,
    ClueKind,
    DixitError,
    Game,
    GiveClue,
    Options,
    Phase,
    RuleSet,
    TurnRecord,
)

from .broadcast import Broadcast, one_broadcast
from .changes import Change
from .choice import Choice
from .computers import ComputerSeats
from .navigation import Navigation
from .parts import Deck, Effects, Store, error_notice
from .players import PlayerSpec, lone_person
from .privateturn import PrivateTurn
from .saves import SavedGames
from .steps import Step, check_move
from .thought import Mind

log = logging.getLogger(__name__)


@dataclass
class _Turn:
    """The routing state of the game on screen."""

    handoff: int = -1
    board_shown: bool = False
    reveal: TurnRecord | None = None
    gained: list[int] = field(default_factory=list)
    told: bool = False
    """A clue has just been given: the TOLD step shows it to everyone until Continue."""


class Session(Navigation, SavedGames):
    def __init__(
        self,
        card_ids: Callable[[], list[str]],
        seed_source: Callable[[], int],
        store: Store | None = None,
        effects: Effects | None = None,
        mind: Mind | None = None,
    ) -> None:
        self._card_ids = card_ids
        self._seed_source = seed_source
        self.store = store
        self.effects = effects or Effects()
        self.game: Game | None = None
        self.specs: list[PlayerSpec] = []
        self.game_id: int | None = None
        self.step = Step.START
        self._back_to = Step.START
        self._turn = _Turn()
        self.private = PrivateTurn(self)
        self.computers = ComputerSeats(self, mind)
        self.notice: Notice | None = None
        self.set_aside: Notice | None = None
        """The unfinished game just set aside because it cannot be read back
        (``store.game_damaged``): the start screen says so until read, and no game ever does."""
        self.photos: Deck | None = None
        """The photo deck of the game on screen (None: the built-in deck)."""
        self.broadcast = Broadcast()
        """The listeners, told once per action what it changed."""

    # --- observing ---------------------------------------------------------------------------

    def subscribe(self, listener: Callable[[Change], None]) -> None:
        self.broadcast.subscribe(listener)

    def emit(self, change: Change) -> None:
        self.broadcast.emit(change)

    # --- reading -----------------------------------------------------------------------------

    @property
    def handoff(self) -> int:
        return self._turn.handoff

    @property
    def viewer(self) -> int:
        """Who holds the device on a private step (-1: nobody)."""
        return self.private.viewer

    @property
    def choice(self) -> Choice:
        """The viewer's secret choice so far."""
        return self.private.choice

    @property
    def reveal(self) -> TurnRecord | None:
        return self._turn.reveal

    @property
    def gained(self) -> list[int]:
        return list(self._turn.gained)

    @property
    def back_to(self) -> Step:
        return self._back_to

    def storyteller(self) -> int:
        """The storyteller; during the reveal, the one whose turn is being shown."""
        if self._turn.reveal is not None:
            return self._turn.reveal.storyteller
        return self.game.storyteller if self.game else -1

    def clue(self) -> tuple[str, ClueKind] | None:
        """The clue on the table (the revealed turn's during the reveal)."""
        rec = self._turn.reveal
        c = rec.clue if rec else (self.game.clue if self.game else None)
        return None if c is None else (c.text, c.kind)

    # --- starting and leaving games ------------------------------------------------------------

    @one_broadcast
    def prepare_setup(self) -> None:
        """Leave any game on screen for the setup step (the game stays saved)."""
        self.private.leave()
        self._forget_game()
        self._go(Step.SETUP)

    @one_broadcast
    def start_game(
        self,
        rules: RuleSet,
        options: Options,
        specs: list[PlayerSpec],
        photos: Deck | None = None,
        photo_folder: str = "",
        source: dict[str, str] | None = None,
    ) -> bool:
        """Start a new game; False (with a notice) when the rules refuse it. ``source`` is the
        saved game's deck source when given (family cards: ``deck.family.keep_for_game``)."""
        deck = list(photos.card_ids) if photos is not None else self._card_ids()
        try:
            game = Game(rules, [s.name for s in specs], deck, self._seed_source(), options)
        except DixitError as e:
            self.say(error_notice(e))
            return False
        self.photos = photos
        self.think_with(photos)
        self.emit(Change.DECK)
        store = self.store
        heard: tuple[str, ...] = ()
        if store is not None:
            if source is None and photos is not None:
                source = {"kind": "photos", "folder": photo_folder}
            heard = store.evening()
            self.game_id = store.new_game(game, [s.to_dict() for s in specs], source, heard)
            store.set_setting("last_players", [s.to_dict() for s in specs])
            store.set_setting("last_rules", rules.id)
            store.set_setting("last_options", options.to_dict())
            self._check_store()
        self.begin(game, specs, evening=heard)
        return True

    @one_broadcast
    def begin(
        self,
        game: Game,
        specs: Sequence[PlayerSpec],
        game_id: int | None = None,
        evening: Sequence[str] = (),
    ) -> None:
        """Show ``game`` (new, or resumed with its ``game_id``), begun in an evening where
        ``evening``'s clues were said (the computer storytellers do not say them again). A
        resumed game always lands on a handoff or a public step, even for a lone person
        among computer players."""
        self.set_aside = None  # said on the start screen only, never in a game
        if game_id is not None:
            self.game_id = game_id
        if not game.is_over:
            self.effects.keep_awake(True)
        self.game = game
        self.specs = list(specs)
        self._turn = _Turn(
            board_shown=game.phase is Phase.VOTE and bool(game.votes),
            gained=[0] * game.n_units,
        )
        self.computers.reset()
        self.computers.evening = tuple(evening)
        self.emit(Change.STORY)
        self.route(open_alone=game_id is None)

    @one_broadcast
    def quit_to_start(self) -> None:
        """Home. An unfinished game stays saved and can be resumed from the start screen."""
        self.private.leave()
        self._forget_game()
        self.effects.keep_awake(False)
        self._go(Step.START)
        self.emit(Change.SAVED)

    def _forget_game(self) -> None:
        self.game = None
        self.game_id = None
        self._turn = _Turn()
        self.computers.reset()
        self.emit(Change.TABLE | Change.HANDOFF | Change.STORY)

    # --- the turn ------------------------------------------------------------------------------

    @one_broadcast
    def confirm_handoff(self, seat: int | None = None) -> bool:
        """The named player confirms they hold the device: open their private step. With
        ``seat``, refused unless it is the player named on the handoff screen."""
        g = self.game
        t = self._turn
        if g is None or self.step is not Step.HANDOFF or t.handoff < 0:
            return False
        if seat is not None and seat != t.handoff:
            return False
        if t.handoff not in g.waiting_for():
            self.route()
            return False
        self.private.open(t.handoff)
        target = {Phase.CLUE: Step.CLUE, Phase.PLAY: Step.PLAY}.get(g.phase, Step.VOTE)
        self._go(target)
        self.emit(Change.VIEWER | Change.CHOICE | Change.TABLE)
        return True

    @one_broadcast
    def commit(self, action: Action, reason: dict[str, Any] | None = None) -> bool:
        """Apply a confirmed choice and move on: the viewer's once they confirm it, or a
        computer player's (saved with its ``reason``). False (with a notice) when the rules
        refuse it."""
        if not self._apply(action, reason):
            return False
        # a clue is announced to everyone (Party's was said with everyone listening already)
        self._turn.told = isinstance(action, GiveClue) and self.step is not Step.PARTY_CLUE
        self.private.leave()
        if self._turn.reveal is None:
            self.effects.sound("card")
        self.route()
        return True

    @one_broadcast
    def choose_giver(self, seat: int) -> None:
        """Team: a player announces (aloud, publicly) that they play their team's card."""
        if self.game is None or self.step is not Step.GIVERS:
            return
        if self._apply(ChooseGiver(seat)):
            self.route()

    @one_broadcast
    def carry_on(self) -> None:
        """Everyone has read the clue just given."""
        if self.step is Step.TOLD:
            self._turn.told = False
            self.route()

    @one_broadcast
    def start_voting(self) -> None:
        if self.step is Step.BOARD:
            self._turn.board_shown = True
            self.route()

    @one_broadcast
    def continue_after_reveal(self) -> None:
        if self.step is Step.REVEAL:
            self._turn.reveal = None
            self.route()

    # --- internals -----------------------------------------------------------------------------

    def _apply(self, action: Action, reason: dict[str, Any] | None = None) -> bool:
        """Apply and save ``action``; False (with a notice) when the rules refuse it."""
        g = self.game
        assert g is not None
        try:
            record = g.apply(action)
        except DixitError as e:
            self.say(error_notice(e))
            return False
        if record is not None:
            self._turn.reveal = record
            self._turn.gained = [0] * g.n_units
            for line in record.scores:
                self._turn.gained[line.unit] = line.points
            self.emit(Change.STORY)
        store = self.store
        if store is not None and self.game_id is not None:
            was_saving = store.saving
            store.append_action(self.game_id, len(g.log), action, reason)
            if g.is_over:
                store.finish_game(self.game_id, g)
            if was_saving and not store.saving:
                self._check_store()
        return True

    def _next_actor(self) -> int:
        g = self.game
        assert g is not None
        waiting = g.waiting_for()
        n = g.n_players
        start = g.storyteller if g.phase is Phase.CLUE else (g.storyteller + 1) % n
        for i in range(n):
            p = (start + i) % n
            if p in waiting:
                return p
        return -1

    def _set_handoff(self, seat: int) -> None:
        if seat != self._turn.handoff:
            self._turn.handoff = seat
            self.emit(Change.HANDOFF)

    @one_broadcast
    def route(self, open_alone: bool = True) -> None:
        """Decide the step from the game's state. It lands on a private step only through
        its handoff, and only for a lone person among computer players (nobody to hide
        from), and not with ``open_alone`` false."""
        g = self.game
        t = self._turn
        self.emit(Change.TABLE)
        if g is None:
            self._go(Step.START)
            return
        if t.reveal is not None:
            self._set_handoff(-1)
            if self.step is not Step.REVEAL:
                self.effects.sound("reveal")
            self._go(Step.REVEAL)
            return
        if g.is_over:
            self._set_handoff(-1)
            self.effects.keep_awake(False)
            if self.step is not Step.END:
                self.effects.sound("end")
            self._go(Step.END)
            return
        if t.told:  # the clue just given, for everyone to read
            self._set_handoff(-1)
            self._go(Step.TOLD)
            return
        if g.phase is Phase.CHOOSE_GIVERS and self.computers.take_turn(self.computers.giver_team()):
            self._set_handoff(-1)  # a team of computer players announces its giver
            self._go(Step.COMPUTER)
            return
        if g.phase is Phase.CLUE and g.is_party:
            # Party: the storyteller says the clue before looking at any hand; public step.
            self._set_handoff(-1)
            if self.computers.take_turn(g.storyteller):
                self._go(Step.COMPUTER)
                return
            if self.step is not Step.PARTY_CLUE:
                self.private.clear_choice()
            self._go(Step.PARTY_CLUE)
            return
        if g.phase is Phase.CHOOSE_GIVERS:
            self._set_handoff(-1)
            self._go(Step.GIVERS)
            return
        if g.phase is Phase.VOTE and not t.board_shown:
            self._set_handoff(-1)
            self._go(Step.BOARD)
            return
        if g.phase is Phase.CLUE:
            t.board_shown = False
        actor = self._next_actor()
        if self.computers.take_turn(actor):  # no handoff: nothing private is shown
            self._set_handoff(-1)
            self._go(Step.COMPUTER)
            return
        self._set_handoff(actor)
        if open_alone and actor == lone_person(self.specs):
            # nobody else at the table to hide from: their handoff is passed through without
            # being shown (still the only way into a private step), and opens with no hold
            check_move(self.step, Step.HANDOFF)
            self.step = Step.HANDOFF
            self.confirm_handoff()
            return
        self._go(Step.HANDOFF)
