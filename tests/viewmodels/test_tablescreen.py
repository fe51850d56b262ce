"""The table screen's view-model: screens coming and going, the family's choice remembered,
and, at every change of a whole game, only public rows and words."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step
from dixit_desktop.session.changes import Change
from dixit_desktop.session.tablescreen import TableShow
from dixit_desktop.viewmodels.tablescreen import TableScreen

from ..session.helpers import drive, specs
from .helpers import build


class FakeScreen:
    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name


class FakeApp(QObject):
    """The application's screens, plugged and unplugged at will."""

    screenAdded = Signal(object)
    screenRemoved = Signal(object)

    def __init__(self, *screens: FakeScreen) -> None:
        super().__init__()
        self.list = list(screens)

    def screens(self) -> list[FakeScreen]:
        return list(self.list)

    def primaryScreen(self) -> FakeScreen | None:
        return self.list[0] if self.list else None

    def plug(self, screen: FakeScreen) -> None:
        self.list.append(screen)
        self.screenAdded.emit(screen)

    def unplug(self, screen: FakeScreen) -> None:
        self.list.remove(screen)
        self.screenRemoved.emit(screen)


class Settings:
    def __init__(self) -> None:
        self.values: dict[str, Any] = {}

    def setting(self, key: str, default: Any) -> Any:
        return self.values.get(key, default)

    def set_setting(self, key: str, value: Any) -> None:
        self.values[key] = value


def test_one_screen_offers_nothing_and_a_second_is_followed(qapp) -> None:
    s, _v, _owner = build()
    tablet, tv = FakeScreen("Tablet"), FakeScreen("TV")
    app = FakeApp(tablet)
    store = Settings()
    ts = TableScreen(s, lambda c: c, store, app)
    assert not ts.property("available") and not ts.property("shown")
    ts.setProperty("enabled", True)  # chosen earlier, say: still nothing without a screen
    assert not ts.property("shown") and ts.property("screenName") == ""
    assert store.values == {"table_screen": True}
    app.plug(tv)
    assert ts.property("available") and ts.property("shown")
    assert ts.property("screenName") == "TV"
    app.unplug(tv)  # unplugged: the table goes at once, the choice stays
    assert not ts.property("shown") and ts.property("screenName") == ""
    assert ts.property("enabled")
    app.plug(tv)  # back: the table comes back by itself
    assert ts.property("shown") and ts.property("screenName") == "TV"
    ts.setProperty("enabled", False)
    assert not ts.property("shown") and store.values == {"table_screen": False}
    # a new start remembers the choice
    store.values["table_screen"] = True
    again = TableScreen(s, lambda c: c, store, app)
    assert again.property("enabled") and again.property("shown")


def test_the_table_goes_to_the_screen_the_window_is_not_on(qapp) -> None:
    s, _v, _owner = build()
    tablet, tv = FakeScreen("Tablet"), FakeScreen("TV")
    app = FakeApp(tablet, tv)
    store = Settings()
    store.values["table_screen"] = True
    ts = TableScreen(s, lambda c: c, store, app)
    assert ts.property("screenName") == "TV"
    ts.setProperty("homeScreen", "TV")  # the family moved the game's window to the TV
    assert ts.property("screenName") == "Tablet"


def test_the_app_builds_one_and_it_offers_nothing_with_one_screen(qapp) -> None:
    _s, v, _owner = build()
    from PySide6.QtGui import QGuiApplication

    assert len(QGuiApplication.screens()) == 1  # the suite's offscreen platform
    assert not v.table_screen.property("available") and not v.table_screen.property("shown")


@pytest.mark.parametrize(
    ("rules", "n"), [("classic", 4), ("odyssey", 8), ("party", 6), ("team", 6), ("pocket", 3)]
)
def test_only_public_rows_and_words_at_every_change(qapp, rules: str, n: int) -> None:
    s, v, _owner = build()
    ts = v.table_screen
    v.setup.prepare(specs(n), rules)
    v.game_rules.setOption("storytellerRounds", 1)
    seen: set[TableShow] = set()

    def check(_change: Change) -> None:
        g = s.game
        show = TableShow(ts.property("show"))
        seen.add(show)
        board = ts.property("board").rows()
        if g is None:
            assert show is TableShow.NOTHING and not board
            return
        for row in board:
            assert not row["mine"] and not row["selected"] and not row["red"]
            if show is not TableShow.REVEAL:
                assert not row["ownerName"] and not row["votes"] and not row["revealed"]
                assert not row["isStorytellerCard"] and not row["redToken"]
        if show is TableShow.BOARD:
            assert [r["cardId"] for r in board] == list(g.board)
        elif show is TableShow.REVEAL:
            assert s.reveal is not None and [r["cardId"] for r in board] == list(s.reveal.board)
        else:
            assert board == []
        words = ts.property("headline")
        typed = s.choice.clue_text if s.step is Step.CLUE else ""
        assert not typed or typed not in words
        if s.step.private:
            assert show in (TableShow.WAITING, TableShow.BOARD)

    s.subscribe(check)
    v.setup.startGame()
    agent = Rng(n)
    headlines: set[str] = set()
    for _ in range(3000):
        if s.step is Step.END:
            break
        headlines.add(ts.property("headline"))
        drive(s, agent)
    assert s.step is Step.END and TableShow(ts.property("show")) is TableShow.END
    assert {TableShow.WAITING, TableShow.BOARD, TableShow.REVEAL, TableShow.END} <= seen
    assert any(h.endswith("is voting…") for h in headlines), headlines
