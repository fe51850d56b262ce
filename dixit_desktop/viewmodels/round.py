"""The public table of the game on screen: players, the rabbits on the track, the board (with
the viewer's own marks only on their vote screen), the reveal's points, Team's givers, the
clue, the storyteller and the winners."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.session.changes import Change
from dixit_desktop.session.steps import Step
from dixit_desktop.words import clue_line, clue_text, winners_text

from . import rows, scores, wiring
from .base import SessionViewModel, model_property
from .models import BoardModel, ChoiceModel, PlayersModel, ResultsModel, UnitsModel

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class Round(SessionViewModel):
    turnChanged = Signal()

    def __init__(self, session: Session, describe: Any, parent: QObject | None = None) -> None:
        self._players = PlayersModel()
        self._units = UnitsModel()
        self._board = BoardModel()
        self._results = ResultsModel()
        self._givers = ChoiceModel()
        self._describe = describe
        super().__init__(session, parent)
        for m in (self._players, self._units, self._board, self._results, self._givers):
            m.setParent(self)

    @staticmethod
    def create(engine: Any) -> Round:
        return wiring.of(engine).round

    def changed(self, change: Change) -> None:
        if change & Change.TABLE:  # the public rows depend on the game, not on the screen
            self._refresh_public()
        if change & (Change.TABLE | Change.STEP):
            self.turnChanged.emit()
        if change & (Change.TABLE | Change.CHOICE | Change.VIEWER | Change.STEP):
            self._board.set_rows(self._board_rows())

    def retranslate(self) -> None:
        self._refresh_public()
        self._board.set_rows(self._board_rows())  # the cards' descriptions, in the new language
        self.turnChanged.emit()

    def _refresh_public(self) -> None:
        s = self._session
        g = s.game
        if g is None:
            for m in (self._players, self._units, self._results, self._givers):
                m.set_rows([])
            return
        self._players.set_rows(rows.player_rows(g, s.specs))
        length = scores.track_length(g.options.target_score)
        self._units.set_rows(scores.unit_rows(g, s.specs, s.gained, length))
        self._givers.set_rows(rows.giver_rows(g, s.specs))
        rec = s.reveal
        self._results.set_rows(rows.result_rows(g, rec, s.specs) if rec is not None else [])

    def _board_rows(self) -> list[dict[str, Any]]:
        s = self._session
        g = s.game
        if g is None:
            return []
        if s.reveal is not None:
            return rows.revealed_board_rows(s.reveal, s.specs, self._describe)
        if g.phase is not rules.Phase.VOTE:
            return []
        req = s.private.request() if s.step is Step.VOTE else None
        if req is None:  # public: no marks at all
            return rows.voting_board_rows(g, self._describe)
        c = s.choice
        return rows.voting_board_rows(g, self._describe, req.forbidden_slots, c.slots, c.red)

    players = model_property("_players")
    units = model_property("_units")
    board = model_property("_board")
    results = model_property("_results")
    givers = model_property("_givers")

    turn = Property(
        int, lambda self: self._session.game.turn if self._session.game else 0, notify=turnChanged
    )

    def _clue(self) -> str:
        c = self._session.clue()
        return "" if c is None else clue_text(*c)

    clue = Property(str, _clue, notify=turnChanged)

    def _clue_line(self) -> str:
        c = self._session.clue()
        return "" if c is None else clue_line(*c)

    clueLine = Property(str, _clue_line, notify=turnChanged)

    def _storyteller(self, what: str) -> str:
        s = self._session
        seat = s.storyteller()
        if s.game is None or not 0 <= seat < len(s.specs):
            return ""
        return str(rows.player_look(s.specs[seat])[what])

    storytellerName = Property(str, lambda self: self._storyteller("name"), notify=turnChanged)
    storytellerColour = Property(str, lambda self: self._storyteller("colour"), notify=turnChanged)
    storytellerSymbol = Property(str, lambda self: self._storyteller("symbol"), notify=turnChanged)
    isParty = Property(
        bool,
        lambda self: bool(self._session.game and self._session.game.is_party),
        notify=turnChanged,
    )
    isTeam = Property(
        bool,
        lambda self: bool(self._session.game and self._session.game.has_teams),
        notify=turnChanged,
    )

    def _winners(self) -> str:
        g = self._session.game
        if g is None or not g.is_over:
            return ""
        return winners_text([g.unit_names()[u] for u in g.winners], g.rules.teams)

    winnersText = Property(str, _winners, notify=turnChanged)

    def _track(self) -> dict[str, int]:
        g = self._session.game
        target = g.options.target_score if g is not None else None
        length = scores.track_length(target)
        return {
            "spaces": length + 1,
            "targetSpace": scores.target_space(target, length),
            "targetScore": target or 0,
        }

    track = Property(dict, _track, notify=turnChanged)
    """The score track: its spaces (0 to the target, or the box's 0 to 30 without one), the
    space the target lies on (-1 without one) and the target score (0 without one)."""

    def _goal(self) -> str:
        g = self._session.game
        return "" if g is None else scores.game_goal(g.options)

    goalText = Property(str, _goal, notify=turnChanged)
    """How the game ends, in words: "first to 10 points"."""
    scoreText = Property(
        str,
        lambda self: scores.score_text(self._units.rows(), self._goal()),
        notify=turnChanged,
    )
    """The running score on one line: "Mia 7 · Leo 11 · Zoé 7 · first to 10 points"."""
    standings = Property(
        list, lambda self: scores.standings(self._units.rows()), notify=turnChanged
    )

    def _reasons(self) -> list[dict[str, Any]]:
        s = self._session
        rec = s.reveal
        return [] if rec is None else rows.reason_rows(rec, s.specs, s.computers.reasons)

    reasons = Property(list, _reasons, notify=turnChanged)
    """Why each computer player did what it did this turn (shown when a player asks)."""

    @Slot(int)
    def chooseGiver(self, seat: int) -> None:
        self._session.choose_giver(seat)

    @Slot()
    def startVoting(self) -> None:
        self._session.start_voting()

    @Slot()
    def continueAfterReveal(self) -> None:
        self._session.continue_after_reveal()
