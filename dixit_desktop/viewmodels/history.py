"""Past games and statistics, and the story of a game (the one on screen or a past one)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.notices import Notice
from dixit_desktop.session.changes import Change
from dixit_desktop.session.players import PlayerSpec
from dixit_desktop.session.steps import Step
from dixit_desktop.words import ruleset_name

from . import rows, wiring
from .base import SessionViewModel, model_property
from .models import HistoryModel, LeftGamesModel, PastGamesModel, StatsModel

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


def past_game_row(fg: Any) -> dict[str, Any]:
    scores = " · ".join(f"{u} {v}" for u, v in zip(fg.units, fg.scores, strict=False))
    try:
        way = ruleset_name(rules.get_ruleset(fg.rules))
    except Exception:
        way = str(fg.rules)[:40]
    return {
        "id": fg.id,
        "date": (fg.finished or fg.created)[:10],
        "rulesName": way,
        "scores": scores,
        "winners": " · ".join(fg.winners),
    }


def left_game_row(g: Any) -> dict[str, Any]:
    """A game left unfinished when another was started (it can be taken up again)."""
    try:
        way = ruleset_name(rules.get_ruleset(g.rules))
    except Exception:
        way = str(g.rules)[:40]
    return {
        "id": g.id,
        "date": str(g.created)[:10],
        "rulesName": way,
        "players": ", ".join(str(p.get("name", "?")) for p in g.players),
        "moves": g.actions,
    }


def stats_row(e: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": e["name"],
        "games": e["games"],
        "wins": e["wins"],
        "told": e["told"],
        "toldScored": e["told_scored"],
        "guesses": e["guesses"],
        "found": e["found"],
    }


@QmlElement
@QmlSingleton
class History(SessionViewModel):
    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        self._story = HistoryModel()
        self._past = PastGamesModel()
        self._stats = StatsModel()
        self._left = LeftGamesModel()
        self._past_story = False  # the story shows a past game, not the one on screen
        self.past_game_id: int | None = None
        """The past game whose story is shown (None: the game on screen), for its album."""
        super().__init__(session, parent)
        for m in (self._story, self._past, self._stats, self._left):
            m.setParent(self)

    @staticmethod
    def create(engine: Any) -> History:
        return wiring.of(engine).history

    def changed(self, change: Change) -> None:
        s = self._session
        if change & Change.STEP and s.step is Step.HISTORY:
            self._past_story = False
            self.past_game_id = None
            self._load_lists()
        if change & Change.STORY and not self._past_story:
            g = s.game
            self._story.set_rows(rows.story_rows(g, s.specs) if g is not None else [])

    def retranslate(self) -> None:
        if self._session.step is Step.HISTORY:
            self._load_lists()
        self.changed(Change.STORY)

    def _load_lists(self) -> None:
        store = self._session.store
        if store is None:
            return
        past: list[dict[str, Any]] = []
        stats: list[dict[str, Any]] = []
        left: list[dict[str, Any]] = []
        try:
            games: Any = store.finished_games()  # type: ignore[attr-defined]
            people: Any = store.player_stats()  # type: ignore[attr-defined]
            abandoned: Any = getattr(store, "abandoned_games", list)()
            past = [past_game_row(fg) for fg in games]
            stats = [stats_row(e) for e in people]
            left = [left_game_row(g) for g in abandoned]
        except Exception:  # the store never raises here; a bug must not take the screen down
            log.exception("reading past games failed")
            self._session.say(Notice("store.history_unreadable"))
        else:
            skipped = getattr(games, "notice", None) or getattr(people, "notice", None)
            if skipped is not None:  # one bad row costs that row only, and says so
                self._session.say(skipped)
        self._past.set_rows(past)
        self._stats.set_rows(stats)
        self._left.set_rows(left)

    story = model_property("_story")
    leftGames = model_property("_left")
    pastGames = model_property("_past")
    stats = model_property("_stats")

    @Slot(int)
    def takeUp(self, game_id: int) -> None:
        """Take up again a game that was left when another one was started: it becomes the
        unfinished game (the current one, if any, is left in its place) and resumes."""
        s = self._session
        store: Any = s.store
        if store is None or s.step is not Step.HISTORY:
            return
        if not store.restore(game_id):
            s.say(Notice("store.no_such_game"))
            self._load_lists()
            return
        s.resume()

    @Slot(int)
    def openPastGame(self, game_id: int) -> None:
        """Open the story of a finished game (read-only)."""
        s = self._session
        store = s.store
        if store is None or s.step is not Step.HISTORY:
            return
        from dixit_desktop.storage import StorageError

        try:
            game, players = store.load(game_id)
            specs = [PlayerSpec.from_dict(p) for p in players]
            story = rows.story_rows(game, specs)
        except (StorageError, ValueError, IndexError) as e:
            log.warning("cannot open past game %s: %s", game_id, e)
            s.say(Notice("store.past_game_unreadable"))
            return
        self._past_story = True
        self.past_game_id = game_id
        self._story.set_rows([])
        self._story.set_rows(story)
        s.open_story()
