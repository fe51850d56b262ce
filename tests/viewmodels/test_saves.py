"""Saves and past games as the screens see them: a failed save stays until read and a small
line keeps saying so; an unfinished game that cannot be read is said on the start screen,
there and then, and never by a later game; past games open without replaying any game on the
GUI thread; dates are written as each language writes them."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from dixit_desktop.i18n import TRANSLATIONS
from dixit_desktop.notices import Notice
from dixit_desktop.rules import Game
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step
from dixit_desktop.storage import FILE_NAME, Store
from dixit_desktop.viewmodels import history as history_module
from dixit_desktop.words_saves import date_text

from ..session.helpers import drive, specs
from ..storage.test_stats import fill, forget_results
from .helpers import build


def _break_saving(store: Store) -> None:
    store._conn.execute("PRAGMA query_only = ON")  # the next write fails, as on a full disk


def test_a_failed_save_stays_until_read_and_a_line_keeps_saying_so(qapp, tmp_path) -> None:
    store = Store.open(tmp_path)
    s, v, _o = build(store)
    nav = v.navigator
    assert nav.notSaving == "" and not nav.noticeMustRead
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    _break_saving(store)
    agent = Rng(3)
    while store.saving:
        drive(s, agent)
    said = "This game is no longer being saved (the folder or the file cannot be written)."
    assert nav.notice.startswith(said) and nav.noticeMustRead
    seen: set[Step] = set()
    for _ in range(12):  # the device goes round the table: the notice stays, unread
        drive(s, agent)
        seen.add(s.step)
        assert nav.notice.startswith(said) and nav.noticeMustRead
        if s.step.private:
            assert nav.notSaving == ""  # a player's own screen shows only their turn
        else:
            assert nav.notSaving == "Not saving: the folder or the file cannot be written"
    assert Step.HANDOFF in seen and any(step.private for step in seen)
    nav.dismissNotice()  # its OK button: read
    assert nav.notice == "" and not nav.noticeMustRead
    if s.step.private:
        drive(s, agent)
    assert nav.notSaving.startswith("Not saving")  # the small line stays while nothing is saved
    nav.quitToStart()
    assert nav.notSaving.startswith("Not saving")


def test_an_ordinary_notice_may_go_by_itself() -> None:
    from dixit_desktop.viewmodels.navigator import MUST_READ

    assert "store.save_failed" in MUST_READ and "store.locked" in MUST_READ
    assert not {"rules.error", "store.no_such_game", "store.rows_skipped"} & MUST_READ


def test_a_store_that_never_saves_says_so_on_the_start_screen(qapp, tmp_path) -> None:
    first = Store.open(tmp_path)
    second = Store.open(tmp_path)  # another window on the same folder
    _s, v, _o = build(second)
    assert v.navigator.noticeMustRead
    assert v.navigator.notSaving == "Not saving: Dixit Desktop is open in another window"
    second.close()
    first.close()


def _damaged_unfinished_game(folder: Path) -> None:
    """A folder whose unfinished game cannot be read back."""
    s, v, _o = build(Store.open(folder))
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    agent = Rng(1)
    for _ in range(4):
        drive(s, agent)
    assert s.store is not None
    s.store.close()
    conn = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    assert conn.execute("UPDATE actions SET action = 'junk' WHERE seq = 1").rowcount == 1
    conn.close()


def _plays_a_new_game_without_a_word(s: Any, v: Any) -> None:
    v.setup.newGame()
    v.setup.prepare(specs(3), "classic")
    v.setup.startGame()
    assert s.step is Step.HANDOFF
    assert v.navigator.notice == "" and v.navigator.setAside == ""
    agent = Rng(2)
    for _ in range(10):
        drive(s, agent)
        assert v.navigator.notice == "", "the damaged game was said in a later game"
    v.navigator.quitToStart()
    assert v.navigator.setAside == "" and v.navigator.canResume


def test_a_damaged_unfinished_game_is_said_on_the_start_screen(qapp, tmp_path) -> None:
    _damaged_unfinished_game(tmp_path)
    s, v, _o = build(Store.open(tmp_path))
    nav = v.navigator
    assert s.step is Step.START
    assert not nav.canResume  # set aside: its Resume button goes...
    said = nav.setAside  # ...and the start screen says why, and where it is
    assert said.startswith("The unfinished game could not be read back")
    assert str(tmp_path) in said and "will not be offered again" in said
    assert nav.notice == ""  # no passing message that a later game would show
    nav.openSettings()
    assert nav.setAside == ""  # only on the start screen
    nav.back()
    assert nav.setAside == said  # until read
    nav.dismissSetAside()
    assert nav.setAside == ""
    _plays_a_new_game_without_a_word(s, v)


def test_a_damaged_unfinished_game_is_never_said_by_the_next_game(qapp, tmp_path) -> None:
    """The family does not read it and starts a new game at once."""
    _damaged_unfinished_game(tmp_path)
    s, v, _o = build(Store.open(tmp_path))
    assert v.navigator.setAside != ""
    _plays_a_new_game_without_a_word(s, v)


def test_a_kiosk_start_says_it_on_the_start_screen_too(qapp, tmp_path) -> None:
    _damaged_unfinished_game(tmp_path)
    s, v, _o = build(Store.open(tmp_path))
    assert not s.resume()  # what a kiosk does at once at start, before any screen
    assert s.step is Step.START and v.navigator.notice == ""
    assert v.navigator.setAside.startswith("The unfinished game could not be read back")
    _plays_a_new_game_without_a_word(s, v)
    assert s.store is not None
    s.store.close()
    # the kiosk restarts: the game was set aside once, and nothing is said again
    again, v2, _o2 = build(Store.open(tmp_path))
    assert again.resume() and v2.navigator.notice == "" and v2.navigator.setAside == ""


def _finished_games(folder: Path, n: int, older: bool) -> list[dict[str, Any]]:
    """``n`` finished games in ``folder``; ``older``: as a version before 4 left them. The
    statistics they make."""
    with Store.open(folder) as store:
        fill(store, n)
        expected = [dict(e) for e in store.player_stats()]
    if older:
        forget_results(folder, version=3)
    return expected


def _stats_rows(v: Any) -> list[tuple[str, int, int]]:
    return sorted((r["name"], r["games"], r["wins"]) for r in v.history.stats.rows())


def test_opening_past_games_replays_no_game_on_the_gui_thread(
    qapp, qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = _finished_games(tmp_path, 6, older=True)
    replays: list[threading.Thread] = []
    real = Game.from_dict.__func__  # type: ignore[attr-defined]

    def recorded(cls: type[Game], data: Any) -> Game:
        replays.append(threading.current_thread())
        return real(cls, data)  # type: ignore[no-any-return]

    monkeypatch.setattr(Game, "from_dict", classmethod(recorded))
    monkeypatch.setattr(history_module, "BATCH", 2)
    store = Store.open(tmp_path)
    s, v, _o = build(store)
    v.navigator.openHistory()
    assert s.step is Step.HISTORY
    assert threading.main_thread() not in replays
    assert v.history.pastGames.count == 6 and v.history.statsPending == 6
    assert v.history.stats.count == 0  # nothing counted yet: nothing made up
    qtbot.waitUntil(lambda: v.history.statsPending == 0, timeout=20_000)
    assert replays and threading.main_thread() not in replays  # all on the worker
    want = sorted((e["name"], e["games"], e["wins"]) for e in expected)
    qtbot.waitUntil(lambda: _stats_rows(v) == want, timeout=5000)
    v.history.shutdown()
    v.navigator.back()
    replays.clear()
    v.navigator.openHistory()  # the next visit: kept, nothing is counted again
    assert v.history.statsPending == 0 and _stats_rows(v) == want and replays == []
    store.close()
    with Store.open(tmp_path) as again:  # and kept in the file
        assert again.uncounted() == []


def test_past_games_come_a_page_at_a_time(qapp, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    _finished_games(tmp_path, 5, older=False)
    monkeypatch.setattr(history_module, "PAGE", 2)
    store = Store.open(tmp_path)
    _s, v, _o = build(store)
    v.navigator.openHistory()
    h = v.history
    assert h.pastGames.count == 2 and h.pastTotal == 5 and h.morePast
    h.showMorePast()
    h.showMorePast()
    ids = [r["id"] for r in h.pastGames.rows()]
    assert len(ids) == 5 and ids == sorted(ids, reverse=True) and not h.morePast
    h.showMorePast()  # nothing more: nothing changes
    assert h.pastGames.count == 5
    store.close()


@pytest.mark.parametrize(
    ("lang", "written"),
    [
        ("en", "26 November 2026"),
        ("fr", "26 novembre 2026"),
        ("de", "26. November 2026"),
        ("es", "26 de noviembre de 2026"),
    ],
)
def test_dates_are_written_as_each_language_writes_them(qapp, lang: str, written: str) -> None:
    TRANSLATIONS.use(lang)
    try:
        assert date_text("2026-11-26T12:00:00+00:00") == written
        row = history_module.past_game_row(_Finished("2026-11-26T12:00:00+00:00"))
        assert row["date"] == written
        assert date_text("not a date") == "not a date"  # shown as it is, never a crash
    finally:
        TRANSLATIONS.use("en")


class _Finished:
    """A finished game's row, as the store reads it."""

    def __init__(self, when: str) -> None:
        self.id = 1
        self.created = self.finished = when
        self.rules = "classic"
        self.units = ["Mia", "Leo"]
        self.scores = [30, 20]
        self.winners = ["Mia"]


def test_the_not_saving_line_says_why_in_words() -> None:
    from dixit_desktop.words_saves import not_saving_text

    assert not_saving_text(None) == ""
    full = Notice("store.save_failed", {"what": "move", "reason": "disk_full"})
    assert not_saving_text(full) == "Not saving: the disk is full"
    ro = Notice("store.read_only", {"folder": "/x"})
    assert not_saving_text(ro) == "Not saving: the saved games can only be read"


def test_an_album_of_an_older_past_game_has_that_games_date(
    qapp, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Older games are reachable now ("Show older games"): the album dates any of them by
    its own row, not by looking for it in the newest page of the list."""
    from datetime import date

    _finished_games(tmp_path, 2, older=False)
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    conn.execute("UPDATE games SET finished = '2024-02-29T10:00:00+00:00' WHERE id = 1")
    conn.close()
    store = Store.open(tmp_path)
    monkeypatch.setattr(Store, "finished_games", lambda self, *a, **k: [])  # not on any page
    _s, v, _o = build(store)
    assert v.album._date_of(1) == date(2024, 2, 29)
    store.close()
