"""A whole game through the QML with two screens (the device and a TV), run by
``test_table_screen.py`` in its own process: Qt's offscreen platform gets its screens from a
configuration file when it starts, and the rest of the suite keeps one screen.

Every frame the table window draws is checked: each card picture on it is public at that
moment (on the board once every card is in, or revealed), no owner, mark or vote shows before
the reveal, and no clue being typed. The TV is unplugged and plugged back mid-game, and the
game goes on."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow

from dixit_desktop.rules import RULESETS, Phase
from dixit_desktop.session import Step

from .conftest import UI, close_ui, open_ui
from .driver import Table
from .harness import texts, walk


def table_window() -> QQuickWindow | None:
    for w in QGuiApplication.topLevelWindows():
        if w.objectName() == "tableWindow" and w.isVisible():
            assert isinstance(w, QQuickWindow)
            return w
    return None


class Watcher:
    """Checks every frame the table window draws."""

    def __init__(self, ui: UI) -> None:
        self.ui = ui
        self.s = ui.session
        self.frames = 0
        self.cards_seen: set[str] = set()
        self.shows_seen: set[int] = set()
        self.windows: list[QQuickWindow] = []
        self.last_step: Step | None = None
        self.shots: dict[str, Any] = {}

    def follow(self, window: QQuickWindow) -> None:
        if window not in self.windows:
            self.windows.append(window)
            window.frameSwapped.connect(lambda w=window: self.frame(w))

    def public_cards(self) -> set[str]:
        g = self.s.game
        rec = self.s.reveal
        if g is None:
            return set()
        if rec is not None:
            return set(rec.board)
        if self.s.step is Step.STORY:
            return {c for r in g.history for c in r.board}
        if g.phase is Phase.VOTE:
            return set(g.board)
        return set()

    def frame(self, window: QQuickWindow) -> None:
        if not window.isVisible():
            return
        self.frames += 1
        s = self.s
        g = s.game
        public = self.public_cards()
        hands = {c for hand in g.hands for c in hand} if g is not None else set()
        revealed = s.reveal is not None
        for it in walk(window.contentItem()):
            if it.opacity() == 0:
                continue
            card = it.property("cardId")
            if isinstance(card, str) and card:
                assert card in public, f"card {card} on the TV at {s.step.name}"
                assert card not in hands, f"a hand's card {card} on the TV at {s.step.name}"
                self.cards_seen.add(card)
            for mark in ("mine", "selected", "red"):
                assert not it.property(mark), f"a voter's mark on the TV at {s.step.name}"
            if not revealed:
                assert not it.property("ownerName"), f"an owner on the TV at {s.step.name}"
                assert not it.property("votes"), f"votes on the TV at {s.step.name}"
        self.shows_seen.add(int(self.ui.vms.table_screen.property("show")))
        if s.step is not self.last_step:  # once a step: every word the TV says or shows
            self.last_step = s.step
            shown = "\n".join(texts(window))
            secret = set(hands)
            if g is not None and g.phase is not Phase.VOTE and not revealed:
                secret |= {c for cards in g.played.values() for c in cards}
            leaked = sorted(c for c in secret if c in shown)
            assert not leaked, f"private cards in the TV's words at {s.step.name}: {leaked[:3]}"
            typed = s.choice.clue_text
            if s.step in (Step.CLUE, Step.PARTY_CLUE) and typed:
                assert typed not in shown, "a clue being typed is on the TV"
            name = s.step.name.lower()
            if name in ("board", "vote", "reveal", "end") and name not in self.shots:
                self.shots[name] = window.grabWindow()


def super_slots(table: Table) -> list[Any]:
    from .harness import find_all

    return find_all(table.w, "slot", prefix=True)


class TvTable(Table):
    """Players at the device; the TV is unplugged at the second handoff of the second turn's
    votes and plugged back two handoffs later."""

    def __init__(self, *a: Any, watcher: Watcher, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.watcher = watcher
        self.vote_handoffs = 0
        self.unplugged_at: int | None = None

    def _slots(self) -> list[Any]:  # the board's cells only (not their labels)
        cells = [it for it in super_slots(self) if isinstance(it.property("slot"), int)]
        return sorted(cells, key=lambda i: i.property("slot"))

    def on_handoff(self) -> None:
        g = self.s.game
        assert g is not None
        app = QGuiApplication.instance()
        tv = next(sc for sc in QGuiApplication.screens() if sc.name() == "Television")
        if g.phase is Phase.VOTE:
            self.vote_handoffs += 1
            if self.vote_handoffs == 2:
                app.screenRemoved.emit(tv)  # unplugged: the window goes at once
                assert table_window() is None
                assert not self.v.table_screen.property("available")
                self.unplugged_at = self.vote_handoffs
            elif self.vote_handoffs == 4:
                app.screenAdded.emit(tv)  # back: the table comes back by itself
                self.qtbot.waitUntil(lambda: table_window() is not None, timeout=5000)
                window = table_window()
                assert window is not None and window.screen().name() == "Television"
                drawn = self.watcher.frames
                self.watcher.follow(window)
                # its first frame drawn, and the device's window active again
                self.qtbot.waitUntil(lambda: self.watcher.frames > drawn, timeout=5000)
                self.qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is self.w, timeout=10000)
        super().on_handoff()


def test_a_whole_game_with_the_table_on_a_tv(qtbot) -> None:
    if len(QGuiApplication.screens()) < 2:
        pytest.skip("needs two screens (run by test_table_screen.py)")
    rules, n = "classic", 4
    rs = RULESETS[rules]
    ui = open_ui(qtbot, size=(1024, 640), deck_size=rs.min_deck_size(n) + n)
    try:
        ts = ui.vms.table_screen
        assert ts.property("available") and not ts.property("shown")
        assert table_window() is None  # nothing until the family chooses it
        ts.setProperty("enabled", True)
        qtbot.waitUntil(lambda: table_window() is not None, timeout=5000)
        window = table_window()
        assert window is not None
        assert window.screen().name() == "Television"
        assert window.geometry() == window.screen().geometry()  # full screen, on the TV
        assert ui.window.screen().name() == "Tablet"
        watcher = Watcher(ui)
        watcher.follow(window)
        table = TvTable(qtbot, ui, seed=4, watcher=watcher)
        table.set_up(rules, n, computers=1)
        table.play()
        g = ui.session.game
        assert g is not None and g.is_over
        assert table.unplugged_at is not None and table_window() is not None
        qtbot.waitUntil(lambda: 4 in watcher.shows_seen, timeout=10000)  # the end, drawn
        print(f"TV frames checked: {watcher.frames}; cards seen: {len(watcher.cards_seen)}")
        assert watcher.frames > 10
        assert watcher.cards_seen  # the board and the reveal were shown, and checked
        assert {1, 2, 3, 4} <= watcher.shows_seen  # waiting, board, reveal, end
        out = os.environ.get("DIXIT_TV_SHOTS")
        if out:
            Path(out).mkdir(parents=True, exist_ok=True)
            watcher.shots["end"] = table_window().grabWindow()  # type: ignore[union-attr]
            for name, image in watcher.shots.items():
                image.save(str(Path(out) / f"tv-{name}.png"))
    finally:
        close_ui(qtbot, ui)
