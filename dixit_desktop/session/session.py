"""The session: one table's game, its save, the step the shared screen shows, and the private
choice of whoever holds the device. Plain Python, no Qt: the view-models subscribe to its
changes and show them.

Privacy lives here. A player's hand and their marks on the board are reachable only while
``viewer`` is set, which happens only on :meth:`Session.confirm_handoff` from the HANDOFF step
for the player it names, and is cleared the moment their choice is made, before anyone else
is named.
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
    PlayCards,
    Request,
    RuleSet,
    TurnRecord,
    Vote,
)

from . import choice as choosing
from .changes import Change
from .choice import Choice
from .parts import Deck, Effects, Store, error_notice
from .players import PlayerSpec
from .steps import IN_GAME, Step, check_move

log = logging.getLogger(__name__)


@dataclass
class _Turn:
    """The routing state of the game on screen."""

    handoff: int = -1
    viewer: int = -1
    board_shown: bool = False
    reveal: TurnRecord | None = None
    gained: list[int] = field(default_factory=list)


class Session:
    def __init__(
        self,
        card_ids: Callable[[], list[str]],
        seed_source: Callable[[], int],
        store: Store | None = None,
        effects: Effects | None = None,
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
        self.choice = Choice()
        self.notice: Notice | None = None
        self.photos: Deck | None = None
        """The photo deck of the game on screen (None: the built-in deck)."""
        self._listeners: list[Callable[[Change], None]] = []

    # --- observing ---------------------------------------------------------------------------

    def subscribe(self, listener: Callable[[Change], None]) -> None:
        self._listeners.append(listener)

    def _emit(self, change: Change) -> None:
        if change:
            for listener in list(self._listeners):
                listener(change)

    # --- reading -----------------------------------------------------------------------------

    @property
    def handoff(self) -> int:
        return self._turn.handoff

    @property
    def viewer(self) -> int:
        return self._turn.viewer

    @property
    def reveal(self) -> TurnRecord | None:
        return self._turn.reveal

    @property
    def gained(self) -> list[int]:
        return list(self._turn.gained)

    @property
    def back_to(self) -> Step:
        return self._back_to

    def request(self) -> Request | None:
        """What the viewing player may do now (None when nobody is viewing)."""
        if self.game is None or self._turn.viewer < 0 or not self.step.private:
            return None
        return self.game.request_for(self._turn.viewer)

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

    def missing(self) -> Notice | None:
        """What the player on a clue, play or vote step still has to do (None: ready)."""
        if self.step is Step.PARTY_CLUE:
            c = self.choice
            typed = c.clue_kind is ClueKind.TYPED
            return Notice("choice.type_a_clue") if typed and not c.clue_text.strip() else None
        return choosing.missing(self.request(), self.choice)

    def can_submit(self) -> bool:
        return (self.step.private or self.step is Step.PARTY_CLUE) and self.missing() is None

    # --- moving between steps ------------------------------------------------------------------

    def _go(self, step: Step) -> None:
        if step is self.step:
            return
        check_move(self.step, step)
        self.step = step
        change = Change.STEP
        if self.notice is not None and not self.notice.code.startswith("store."):
            self.notice = None  # a notice belongs to the step it was said on...
            change |= Change.NOTICE  # ...but a save problem stays until it is read
        self._emit(change)

    def say(self, notice: Notice) -> None:
        self.notice = notice
        self._emit(Change.NOTICE)

    def dismiss_notice(self) -> None:
        if self.notice is not None:
            self.notice = None
            self._emit(Change.NOTICE)

    def open(self, step: Step) -> None:
        """Credits, settings, history or how to play, from the start or setup screen (and
        settings and how to play from the pause menu); Back returns."""
        here = self.step
        allowed = {
            Step.CREDITS: (Step.START, Step.SETUP),
            Step.SETTINGS: (Step.START, Step.SETUP, Step.PAUSE),
            Step.HISTORY: (Step.START,),
            Step.RULES: (Step.SETUP, Step.PAUSE),
        }
        if here in allowed.get(step, ()):
            self._back_to = here
            self._go(step)

    def pause(self) -> None:
        """The pause menu, from any step of a game being played. A private screen is taken
        away first: its player holds "I am ..." again after the pause."""
        if self.game is None or self.step not in IN_GAME or self.step is Step.END:
            return
        if self.step.private:
            self._leave_private()
        self._go(Step.PAUSE)

    def unpause(self) -> None:
        if self.step is Step.PAUSE:
            self._route()

    def open_story(self) -> None:
        """The story of the game on screen, from a public step, the end or the history list."""
        if self.step in (Step.END, Step.REVEAL, Step.BOARD, Step.HANDOFF, Step.GIVERS):
            self._back_to = self.step
            self._go(Step.STORY)
        elif self.step is Step.HISTORY:
            self._back_to = Step.HISTORY
            self._go(Step.STORY)

    def back(self) -> None:
        """Escape / Back: closes a question first; in a game it opens (or closes) the pause
        menu; elsewhere it leaves only steps where leaving loses nothing."""
        if self.choice.confirming:
            self.cancel_submit()
        elif self.step is Step.PAUSE:
            self.unpause()
        elif self.step in IN_GAME and self.step is not Step.END:
            self.pause()
        elif self.step in (Step.CREDITS, Step.SETTINGS, Step.STORY, Step.RULES):
            target = self._back_to
            self._back_to = Step.START
            if target is Step.PAUSE and self.game is not None:
                self._go(Step.PAUSE)
            elif target in IN_GAME:
                self._route()  # back to wherever the game is now
            else:
                self._go(target)
        elif self.step in (Step.HISTORY, Step.SETUP):
            self._go(Step.START)

    # --- starting and leaving games ------------------------------------------------------------

    def prepare_setup(self) -> None:
        """Leave any game on screen for the setup step (the game stays saved)."""
        self._leave_private()
        self._forget_game()
        self._go(Step.SETUP)

    def start_game(
        self,
        rules: RuleSet,
        options: Options,
        specs: list[PlayerSpec],
        photos: Deck | None = None,
        photo_folder: str = "",
    ) -> bool:
        """Start a new game; False (with a notice) when the rules refuse it."""
        deck = list(photos.card_ids) if photos is not None else self._card_ids()
        try:
            game = Game(rules, [s.name for s in specs], deck, self._seed_source(), options)
        except DixitError as e:
            self.say(error_notice(e))
            return False
        self.photos = photos
        self._emit(Change.DECK)
        store = self.store
        if store is not None:
            source = {"kind": "photos", "folder": photo_folder} if photos is not None else None
            self.game_id = store.new_game(game, [s.to_dict() for s in specs], source)
            store.set_setting("last_players", [s.to_dict() for s in specs])
            store.set_setting("last_rules", rules.id)
            store.set_setting("last_options", options.to_dict())
            self._check_store()
        self.begin(game, specs)
        return True

    def begin(self, game: Game, specs: Sequence[PlayerSpec], game_id: int | None = None) -> None:
        """Show ``game`` (new or resumed): always at a handoff or public step."""
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
        self._emit(Change.STORY)
        self._route()

    def unfinished(self) -> Any:
        """The saved game the start screen offers to resume (None if there is none)."""
        if self.store is None:
            return None
        try:
            return self.store.unfinished()
        except Exception:  # a damaged row must never take the start screen down
            log.exception("reading the unfinished game failed")
            return None

    def resume(self) -> bool:
        """Resume the unfinished game exactly where it was, at a handoff or public step."""
        from dixit_desktop.storage import StorageError

        saved = self.unfinished()
        if saved is None or self.store is None:
            return False
        try:
            game, players = self.store.load(saved.id)
            specs = [PlayerSpec.from_dict(p) for p in players]
            source = self.store.deck_source(saved.id)
        except (StorageError, ValueError) as e:
            # the store has set the game aside (kept in the file, never offered again)
            log.warning("cannot resume game %s: %s", saved.id, e)
            self.say(self._take_store_notice() or Notice("store.resume_failed"))
            self._emit(Change.SAVED)
            return False
        photos, problem = self.effects.photos_for(source)
        if problem is not None:
            self.say(problem)
        self.show_photos(photos)
        self.begin(game, specs, saved.id)
        return True

    def show_photos(self, photos: Deck | None) -> None:
        if photos is not self.photos:
            self.photos = photos
            self._emit(Change.DECK)

    def quit_to_start(self) -> None:
        """Home. An unfinished game stays saved and can be resumed from the start screen."""
        self._leave_private()
        self._forget_game()
        self.effects.keep_awake(False)
        self._go(Step.START)
        self._emit(Change.SAVED)

    def _forget_game(self) -> None:
        self.game = None
        self.game_id = None
        self._turn = _Turn()
        self._emit(Change.TABLE | Change.HANDOFF | Change.STORY)

    # --- the turn ------------------------------------------------------------------------------

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
            self._route()
            return False
        t.viewer = t.handoff
        self.choice = Choice()
        target = {Phase.CLUE: Step.CLUE, Phase.PLAY: Step.PLAY}.get(g.phase, Step.VOTE)
        self._go(target)
        self._emit(Change.VIEWER | Change.CHOICE | Change.TABLE)
        return True

    def toggle_card(self, card: str) -> None:
        g = self.game
        if g is None or self.step not in (Step.CLUE, Step.PLAY) or self.choice.confirming:
            return
        if card not in g.hands[self._turn.viewer]:
            return
        problem = choosing.toggle_card(self.request(), self.choice, card)
        if problem is not None:
            self.say(problem)
            return
        self._emit(Change.CHOICE)

    def toggle_slot(self, slot: int) -> None:
        g = self.game
        if g is None or self.step is not Step.VOTE or self.choice.confirming:
            return
        if not 1 <= slot <= len(g.board):
            return
        problem = choosing.toggle_slot(self.request(), self.choice, slot, g.rules.teams)
        if problem is not None:
            self.say(problem)
            return
        self._emit(Change.CHOICE)

    def set_red_token(self, slot: int) -> None:
        g = self.game
        req = self.request()
        if g is None or self.step is not Step.VOTE or self.choice.confirming:
            return
        if choosing.needs_red(req) and 1 <= slot <= len(g.board):
            self.choice.red = 0 if self.choice.red == slot else slot
            self._emit(Change.CHOICE)

    def set_clue_text(self, text: str) -> None:
        if self.step in (Step.CLUE, Step.PARTY_CLUE) and text != self.choice.clue_text:
            self.choice.clue_text = text
            self._emit(Change.CHOICE)

    def clue_kinds(self) -> list[ClueKind]:
        kinds = [ClueKind.TYPED, ClueKind.ALOUD]
        if self.game is not None and self.game.options.clue_mimed_or_sung:
            kinds += [ClueKind.MIMED, ClueKind.SUNG]
        return kinds

    def set_clue_kind(self, kind: ClueKind) -> None:
        if self.step not in (Step.CLUE, Step.PARTY_CLUE):
            return
        if kind not in self.clue_kinds():
            self.say(Notice("choice.clue_kind_needs_option"))
            return
        if kind is not self.choice.clue_kind:
            self.choice.clue_kind = kind
            self._emit(Change.CHOICE)

    def request_submit(self) -> None:
        """Ask for confirmation before a secret choice becomes final."""
        if self.choice.confirming:
            return
        problem = self.missing()
        if self.step is Step.PARTY_CLUE and problem is None:
            self._submit()  # Party's clue is public and said aloud: nothing to confirm
            return
        if problem is not None:
            self.say(problem)
            return
        self.choice.confirming = True
        self._emit(Change.CHOICE)

    def cancel_submit(self) -> None:
        if self.choice.confirming:
            self.choice.confirming = False
            self._emit(Change.CHOICE)

    def confirm_submit(self) -> None:
        if not self.choice.confirming:
            return  # a double tap: the first one already submitted
        self.choice.confirming = False
        self._emit(Change.CHOICE)
        self._submit()

    def _submit(self) -> None:
        g = self.game
        if g is None:
            return
        c = self.choice
        text = c.clue_text.strip()
        viewer = self._turn.viewer
        action: Action
        if self.step is Step.CLUE:
            action = GiveClue(viewer, c.cards[0] if c.cards else None, text, c.clue_kind)
        elif self.step is Step.PARTY_CLUE:
            action = GiveClue(g.storyteller, None, text, c.clue_kind)
        elif self.step is Step.PLAY:
            action = PlayCards(viewer, tuple(c.cards))
        elif self.step is Step.VOTE:
            action = Vote(viewer, tuple(c.slots), c.red or None)
        else:
            return
        if not self._apply(action):
            return
        self._leave_private()
        if self._turn.reveal is None:
            self.effects.sound("card")
        self._route()

    def choose_giver(self, seat: int) -> None:
        """Team: a player announces (aloud, publicly) that they play their team's card."""
        if self.game is None or self.step is not Step.GIVERS:
            return
        if self._apply(ChooseGiver(seat)):
            self._route()

    def start_voting(self) -> None:
        if self.step is Step.BOARD:
            self._turn.board_shown = True
            self._route()

    def continue_after_reveal(self) -> None:
        if self.step is Step.REVEAL:
            self._turn.reveal = None
            self._route()

    # --- internals -----------------------------------------------------------------------------

    def _apply(self, action: Action) -> bool:
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
            self._emit(Change.STORY)
        store = self.store
        if store is not None and self.game_id is not None:
            was_saving = store.saving
            store.append_action(self.game_id, len(g.log), action)
            if g.is_over:
                store.finish_game(self.game_id, g)
            if was_saving and not store.saving:
                self._check_store()
        return True

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
        for notice in pending:
            if notice.code == "store.save_failed":
                return notice
        return pending[-1] if pending else None

    def take_store_notice(self) -> None:
        """Show what the store has to say now (at start, after reading lists)."""
        problem = self._take_store_notice()
        if problem is not None:
            self.say(problem)

    def _clear_choice(self) -> None:
        self.choice = Choice()
        self._emit(Change.CHOICE)

    def _leave_private(self) -> None:
        """Take every private thing off the screen before anyone else is named."""
        self._turn.viewer = -1
        self.choice = Choice()
        self._emit(Change.VIEWER | Change.CHOICE | Change.TABLE)

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
            self._emit(Change.HANDOFF)

    def _route(self) -> None:
        """Decide the step from the game's state; never lands on a private step."""
        g = self.game
        t = self._turn
        self._emit(Change.TABLE)
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
        if g.phase is Phase.CLUE and g.rules.id == "party":
            # Party: the storyteller says the clue before looking at any hand; public step.
            self._set_handoff(-1)
            if self.step is not Step.PARTY_CLUE:
                self._clear_choice()
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
        self._set_handoff(self._next_actor())
        self._go(Step.HANDOFF)
