"""Past games and statistics, and the story of a game (the one on screen or a past one).

Opening past games replays no game on the GUI thread: the list is a page of rows, and the
statistics are sums of each game's results, kept when it finished. Games finished before the
store kept their results are counted once, on a worker thread (:class:`_Counting`, its own
read-only connection, a batch at a time); the statistics show what is counted so far and
``statsPending`` how many are still to come, and the results are kept for next time.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, QThread, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from dixit_desktop import rules
from dixit_desktop.notices import Notice
from dixit_desktop.session.changes import Change
from dixit_desktop.session.players import PlayerSpec
from dixit_desktop.session.steps import Step
from dixit_desktop.words import ruleset_name
from dixit_desktop.words_saves import date_text

from . import rows, wiring
from .base import SessionViewModel, model_property
from .models import HistoryModel, LeftGamesModel, PastGamesModel, StatsModel

if TYPE_CHECKING:
    from dixit_desktop.session import Session

QML_IMPORT_NAME = "DixitDesktop.Backend"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)

PAGE = 100
"""Past games listed at a time ("Show more" adds as many)."""
BATCH = 50
"""Games the worker counts between two reports."""
REFRESH_S = 0.5
"""The statistics on screen are summed again at most this often while games are counted."""


def past_game_row(fg: Any) -> dict[str, Any]:
    scores = " · ".join(f"{u} {v}" for u, v in zip(fg.units, fg.scores, strict=False))
    try:
        way = ruleset_name(rules.get_ruleset(fg.rules))
    except Exception:
        way = str(fg.rules)[:40]
    return {
        "id": fg.id,
        "date": date_text(fg.finished or fg.created),
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
        "date": date_text(g.created),
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


class _Counting(QThread):
    """Counts finished games (a replay each) on a worker thread with its own read-only
    connection, reporting a batch at a time; its signals reach the GUI thread queued."""

    counted = Signal(object)  # [(game id, results or None), ...]

    def __init__(self, reader: Callable[[], Any], ids: list[int]) -> None:
        super().__init__()
        self._reader = reader
        self._ids = ids
        self.stop = threading.Event()

    def _stopped(self) -> bool:
        """Asked before each game: the GUI thread gets Python's lock there at once (rather
        than after Python's switch interval), so the window answers while games replay."""
        time.sleep(0)
        return self.stop.is_set()

    def run(self) -> None:
        from dixit_desktop.storage.stats import count_games

        conn = self._reader()
        if conn is None:
            return
        try:
            for i in range(0, len(self._ids), BATCH):
                if self.stop.is_set():
                    break
                self.counted.emit(count_games(conn, self._ids[i : i + BATCH], self._stopped))
        except Exception:  # a bug must not take the thread's window down
            log.exception("counting past games failed")
        finally:
            conn.close()


@QmlElement
@QmlSingleton
class History(SessionViewModel):
    statsChanged = Signal()
    pastChanged = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        self._story = HistoryModel()
        self._past = PastGamesModel()
        self._stats = StatsModel()
        self._left = LeftGamesModel()
        self._past_story = False  # the story shows a past game, not the one on screen
        self.past_game_id: int | None = None
        """The past game whose story is shown (None: the game on screen), for its album."""
        self._past_rows: list[dict[str, Any]] = []
        self._offset = 0  # finished games read so far, damaged rows included
        self._past_total = 0
        self._pending = 0
        self._counting: _Counting | None = None
        self._summed = 0.0  # when the statistics were last summed (time.monotonic)
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
            story = rows.story_rows(g, s.specs, s.computers.reasons) if g is not None else []
            self._story.set_rows(story)

    def retranslate(self) -> None:
        if self._session.step is Step.HISTORY:
            self._load_lists()
        self.changed(Change.STORY)

    def _load_lists(self) -> None:
        """The first page of past games, the statistics counted so far and the games left;
        games not counted yet are counted on the worker thread. No replay here."""
        store = self._session.store
        if store is None:
            return
        past: list[dict[str, Any]] = []
        left: list[dict[str, Any]] = []
        total = 0
        try:
            games: Any = store.finished_games(PAGE)  # type: ignore[attr-defined]
            total = int(getattr(store, "finished_count", lambda: len(games))())
            abandoned: Any = getattr(store, "abandoned_games", list)()
            past = [past_game_row(fg) for fg in games]
            left = [left_game_row(g) for g in abandoned]
        except Exception:  # the store never raises here; a bug must not take the screen down
            log.exception("reading past games failed")
            self._session.say(Notice("store.history_unreadable"))
        else:
            people = self._sum_stats()
            skipped = getattr(games, "notice", None) or getattr(people, "notice", None)
            if skipped is not None:  # one bad row costs that row only, and says so
                self._session.say(skipped)
        self._past_rows = past
        self._offset = PAGE
        self._past_total = max(total, len(past))
        self._past.set_rows(past)
        self._left.set_rows(left)
        self.pastChanged.emit()
        self._count_the_rest()

    def _sum_stats(self) -> Any:
        """Show the statistics as the store has them now (a sum, no replay)."""
        store: Any = self._session.store
        people: Any = []
        try:
            people = store.player_stats() if store is not None else []
            self._stats.set_rows([stats_row(e) for e in people])
        except Exception:
            log.exception("reading the statistics failed")
            self._session.say(Notice("store.history_unreadable"))
        self._summed = time.monotonic()
        return people

    def _count_the_rest(self) -> None:
        """Count, on the worker thread, the finished games whose results are not kept yet
        (finished before the store kept them): once, and kept for next time."""
        store: Any = self._session.store
        uncounted = getattr(store, "uncounted", None)
        if self._counting is not None or uncounted is None:
            return
        ids = list(uncounted())
        reader = store.reader() if ids else None
        if ids and reader is None:  # a store in memory: its games are few, count them here
            store.count_pending()
            self._sum_stats()
            ids = []
        self._set_pending(len(ids))
        if reader is None:
            return
        run = _Counting(reader, ids)
        run.counted.connect(self._counted)  # queued: History lives on the GUI thread
        run.finished.connect(self._counting_done)
        self._counting = run
        run.start()

    @Slot(object)
    def _counted(self, batch: list[tuple[int, Any]]) -> None:
        """A batch counted on the worker thread, here on the GUI thread: keep it, show it."""
        store: Any = self._session.store
        if store is None or self._counting is None:
            return
        store.save_counts(batch)
        self._set_pending(max(0, self._pending - len(batch)))
        if self._pending == 0 or time.monotonic() - self._summed >= REFRESH_S:
            self._sum_stats()

    @Slot()
    def _counting_done(self) -> None:
        run, self._counting = self._counting, None
        if run is not None:
            run.deleteLater()
            self._sum_stats()
            self._set_pending(0)

    def _set_pending(self, n: int) -> None:
        if n != self._pending:
            self._pending = n
            self.statsChanged.emit()

    def shutdown(self) -> None:
        """Stop counting and wait for the worker (before the store closes)."""
        run = self._counting
        if run is not None:
            run.stop.set()
            run.wait(30_000)
            self._counting = None

    statsPending = Property(int, lambda self: self._pending, notify=statsChanged)
    """Finished games still being counted for the statistics (0: they are complete)."""
    pastTotal = Property(int, lambda self: self._past_total, notify=pastChanged)
    """How many finished games there are (the list shows the newest ``pastGames.count``)."""
    morePast = Property(bool, lambda self: self._offset < self._past_total, notify=pastChanged)
    """Older past games than the list shows are there (``showMorePast`` adds a page)."""

    @Slot()
    def showMorePast(self) -> None:
        """The next page of past games, below the ones shown."""
        store: Any = self._session.store
        if store is None or self._offset >= self._past_total:
            return
        try:
            more = store.finished_games(PAGE, self._offset)
            rows = [past_game_row(fg) for fg in more]
        except Exception:
            log.exception("reading more past games failed")
            self._session.say(Notice("store.history_unreadable"))
            return
        self._offset += PAGE
        seen = {r["id"] for r in self._past_rows}
        self._past_rows = self._past_rows + [r for r in rows if r["id"] not in seen]
        self._past.set_rows(self._past_rows)
        self.pastChanged.emit()

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
            from dixit_desktop.session.computers import reason_notices

            kept = reason_notices(store.reasons(game_id), [p.name for p in specs])
            story = rows.story_rows(game, specs, kept)
        except (StorageError, ValueError, IndexError) as e:
            log.warning("cannot open past game %s: %s", game_id, e)
            s.say(Notice("store.past_game_unreadable"))
            return
        self._past_story = True
        self.past_game_id = game_id
        self._story.set_rows([])
        self._story.set_rows(story)
        s.open_story()
