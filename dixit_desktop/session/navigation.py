"""Moving between steps away from the game's routing: the notice line, the side screens
(credits, settings, history, how to play, the story), the pause menu and Back, as
:data:`~.steps.STEPS` says for each step. A part of :class:`~.session.Session`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dixit_desktop.notices import Notice

from .broadcast import Broadcast, one_broadcast
from .changes import Change
from .steps import IN_GAME, Back, Step, check_move

if TYPE_CHECKING:
    from dixit_desktop.rules import Game

    from .privateturn import PrivateTurn


class Navigation:
    """The session's moves between steps (mixed into :class:`~.session.Session`)."""

    step: Step
    notice: Notice | None
    game: Game | None
    private: PrivateTurn
    broadcast: Broadcast
    _back_to: Step
    _outer_back: Step = Step.START
    """Where the side screen under this one returns (a drawing opened from the family's
    cards, which were opened from setup: back to the cards, then back to setup)."""

    if TYPE_CHECKING:

        def emit(self, change: Change) -> None: ...

        def route(self, open_alone: bool = True) -> None: ...

    def _go(self, step: Step) -> None:
        if step is self.step:
            return
        check_move(self.step, step)
        self.step = step
        change = Change.STEP
        if self.notice is not None and not self.notice.stays:
            self.notice = None  # a notice belongs to the step it was said on...
            change |= Change.NOTICE  # ...but a save problem stays until it is read
        self.emit(change)

    def say(self, notice: Notice) -> None:
        self.notice = notice
        self.emit(Change.NOTICE)

    def dismiss_notice(self) -> None:
        if self.notice is not None:
            self.notice = None
            self.emit(Change.NOTICE)

    @one_broadcast
    def open(self, step: Step) -> None:
        """Credits, settings, history or how to play, from the start or setup screen (and
        settings and how to play from the pause menu); Back returns."""
        if step is not Step.STORY and self.step in step.facts.opened_from:
            if self.step.facts.back is Back.OPENER:  # a side screen over a side screen
                self._outer_back = self._back_to
            self._back_to = self.step
            self._go(step)

    @one_broadcast
    def pause(self) -> None:
        """The pause menu, from any step of a game being played. A private screen is taken
        away first: its player holds "I am ..." again after the pause."""
        if self.game is None or not self.step.facts.pausable:
            return
        if self.step.private:
            self.private.leave()
        self._go(Step.PAUSE)

    @one_broadcast
    def unpause(self) -> None:
        if self.step is Step.PAUSE:
            self.route()

    @one_broadcast
    def open_story(self) -> None:
        """The story of the game on screen, from a public step, the end or the history list."""
        if self.step in Step.STORY.facts.opened_from:
            self._back_to = self.step
            self._go(Step.STORY)

    @one_broadcast
    def back(self) -> None:
        """Escape / Back: in a game it opens (or closes) the pause menu; elsewhere it leaves
        only steps where leaving loses nothing."""
        back = self.step.facts.back
        if back is Back.RESUME:
            self.unpause()
        elif back is Back.PAUSE:
            self.pause()
        elif back is Back.OPENER:
            target = self._back_to
            outer = target.facts.back is Back.OPENER
            self._back_to = self._outer_back if outer else Step.START
            self._outer_back = Step.START
            if target is Step.PAUSE and self.game is not None:
                self._go(Step.PAUSE)
            elif target in IN_GAME:
                self.route()  # back to wherever the game is now
            else:
                self._go(target)
        elif back is Back.HOME:
            self._go(Step.START)
