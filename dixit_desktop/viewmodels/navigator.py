"""Navigation: which step the screen shows, Back, the notice line, and the way into a saved
game from the start screen.

A notice that says saves stopped or never started (:data:`MUST_READ`) stays until someone
dismisses it (``noticeMustRead``), and while nothing is saved ``notSaving`` is a short line
public screens keep showing. An unfinished game the store set aside is said on the start
screen (``setAside``) until read, never in a later game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step, Tint
from dixit_desktop.words import fill, icon_credit, ruleset_name, text, tr
from dixit_desktop.words_saves import not_saving_text, set_aside_text

from . import wiring
from .base import SessionViewModel
from .rows import player_look

if TYPE_CHECKING:
    from dixit_desktop.deck import CreditEntry
    from dixit_desktop.rules import Options, RuleSet
    from dixit_desktop.session import Session
    from dixit_desktop.session.table import TableDraft

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

MUST_READ = frozenset(
    {
        "store.save_failed",
        "store.unsaved_folder",
        "store.unusable_file",
        "store.read_only",
        "store.locked",
        "store.moved_aside",
    }
)
"""Notices that stay on screen until someone dismisses them: the family must know that their
games are not being kept (or that a file was put aside), even if the device changed hands."""


@QmlElement
@QmlSingleton
class Navigator(SessionViewModel):
    stepChanged = Signal()
    noticeChanged = Signal()
    savedChanged = Signal()
    savingChanged = Signal()
    tintChanged = Signal()

    def __init__(
        self,
        session: Session,
        icon_credits: Sequence[CreditEntry] = (),
        setup_draft: Callable[[], TableDraft] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(session, parent)
        self._icon_credits = list(icon_credits)
        self._setup_draft = setup_draft

    @staticmethod
    def create(engine: Any) -> Navigator:
        return wiring.of(engine).navigator

    def changed(self, change: Change) -> None:
        if change & Change.STEP:
            self.stepChanged.emit()
            self.savingChanged.emit()
        if change & Change.NOTICE:
            self.noticeChanged.emit()
            self.savingChanged.emit()
        if change & Change.SAVED:
            self.savedChanged.emit()
        if change & (Change.STEP | Change.HANDOFF | Change.VIEWER):
            self.tintChanged.emit()

    def retranslate(self) -> None:
        self.noticeChanged.emit()
        self.savedChanged.emit()
        self.savingChanged.emit()

    step = Property(int, lambda self: int(self._session.step), notify=stepChanged)

    # the facts of the step on screen (session/steps.py's STEPS): App.qml has no step lists
    screen = Property(str, lambda self: self._session.step.facts.screen, notify=stepChanged)
    """The step's screen, "Folder/Type" under DixitDesktop/ ("": the start screen)."""
    showsTrack = Property(
        bool, lambda self: self._session.step.facts.shows_track, notify=stepChanged
    )
    pauseButton = Property(
        bool, lambda self: self._session.step.facts.pause_button, notify=stepChanged
    )
    screensAhead = Property(
        list, lambda self: list(self._session.step.facts.ahead), notify=stepChanged
    )
    """Screens the next steps will need, to compile in the background."""

    def _tint(self) -> str:
        s = self._session
        tint = s.step.facts.tint
        seat = -1
        if tint is Tint.HANDOFF and s.game is not None:
            seat = s.handoff
        elif tint is Tint.COMPUTER:
            seat = s.computers.seat if s.step is Step.COMPUTER else s.storyteller()
        elif tint is Tint.VIEWER:
            seat = s.viewer
        if not 0 <= seat < len(s.specs):
            return "transparent"
        return str(player_look(s.specs[seat])["colour"])

    tint = Property(str, _tint, notify=tintChanged)
    """The colour of whoever the step is about, tinting the night sky ("transparent")."""
    notice = Property(str, lambda self: text(self._session.notice), notify=noticeChanged)

    def _must_read(self) -> bool:
        notice = self._session.notice
        return notice is not None and notice.code in MUST_READ

    noticeMustRead = Property(bool, _must_read, notify=noticeChanged)
    """The notice stays until dismissed (no time limit, no tap anywhere: its OK button)."""

    def _not_saving(self) -> str:
        s = self._session
        if s.step.private:  # a private screen is its player's alone
            return ""
        return not_saving_text(getattr(s.store, "not_saving", None))

    notSaving = Property(str, _not_saving, notify=savingChanged)
    """While nothing is saved: "Not saving: the disk is full" (never anything private)."""

    def _saved(self) -> Any:
        return self._session.unfinished()

    canResume = Property(bool, lambda self: self._saved() is not None, notify=savedChanged)

    def _set_aside(self) -> str:
        self._saved()  # the unfinished game is looked at first: it may be set aside now
        s = self._session
        if s.set_aside is None or s.step is not Step.START:
            return ""
        return set_aside_text(str(getattr(s.store, "folder", "") or ""))

    setAside = Property(str, _set_aside, notify=savedChanged)
    """On the start screen: the unfinished game could not be read back and was set aside
    (where it is kept), until read; "" otherwise."""

    def _resume_text(self) -> str:
        saved = self._saved()
        if saved is None:
            return ""
        from dixit_desktop.rules import get_ruleset

        names = ", ".join(p.get("name", "?") for p in saved.players)
        return fill(tr("%1 with %2"), ruleset_name(get_ruleset(saved.rules)), names)

    resumeText = Property(str, _resume_text, notify=savedChanged)

    def _credits(self) -> list[dict[str, str]]:
        return [
            {
                "title": tr("Dixit Desktop"),
                "detail": tr(
                    "A pass-and-play version of Dixit, the game by Jean-Louis Roubira "
                    "(Libellud), made by fans for families. Not affiliated with Libellud."
                ),
            },
            {
                "title": tr("Fonts"),
                "detail": tr(
                    "Fredoka by The Fredoka Project Authors, and Atkinson Hyperlegible by "
                    "the Braille Institute of America; both under the SIL Open Font License."
                ),
            },
            *(icon_credit(c.author, c.icons) for c in self._icon_credits),
        ]

    credits = Property(list, _credits, notify=noticeChanged)

    def _table(self) -> tuple[RuleSet, Options, int] | None:
        """The game on screen's rule set, options and player count, else the setup's."""
        g = self._session.game
        if g is not None:
            return g.rules, g.options, g.n_players
        d = self._setup_draft() if self._setup_draft else None
        return (d.rules, d.options, d.player_count) if d is not None else None

    def _how_to_play(self) -> list[dict[str, str]]:
        from dixit_desktop.words_howto import how_to_play

        table = self._table()
        return how_to_play(*table) if table is not None else []

    howToPlay = Property(list, _how_to_play, notify=stepChanged)

    def _rules_name(self) -> str:
        table = self._table()
        return ruleset_name(table[0]) if table is not None else ""

    rulesName = Property(str, _rules_name, notify=stepChanged)

    @Slot()
    def pause(self) -> None:
        """The pause menu (nothing private shows on it)."""
        self._session.pause()

    @Slot()
    def unpause(self) -> None:
        self._session.unpause()

    @Slot()
    def openRules(self) -> None:
        """How to play, from setup or the pause menu."""
        self._session.open(Step.RULES)

    @Slot()
    def back(self) -> None:
        self._session.back()

    @Slot()
    def openCredits(self) -> None:
        self._session.open(Step.CREDITS)

    @Slot()
    def openSettings(self) -> None:
        self._session.open(Step.SETTINGS)

    @Slot()
    def openHistory(self) -> None:
        self._session.open(Step.HISTORY)

    @Slot()
    def resumeGame(self) -> None:
        self._session.resume()

    @Slot()
    def quitToStart(self) -> None:
        self._session.quit_to_start()

    @Slot()
    def showStory(self) -> None:
        self._session.open_story()

    @Slot()
    def closeStory(self) -> None:
        if self._session.step is Step.STORY:
            self._session.back()

    @Slot()
    def dismissNotice(self) -> None:
        self._session.dismiss_notice()

    @Slot()
    def dismissSetAside(self) -> None:
        self._session.forget_set_aside()
