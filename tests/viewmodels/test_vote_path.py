"""What one vote costs, counted from the QML handler (``Choice.submit``) down to the SQLite
insert and back up: one change broadcast per player action, one rebuild of the board model.

Measured here before the session gathered its changes (five players, Classic, with a store):
9 Python calls down from ``Choice.submit`` to ``insert_action``, then 4 broadcasts (5 on the
last vote), 19 view-model signals (20) and 7 board-model rebuilds (8), counting the device's
board and the table screen's. Now: 11 calls down (the two action wrappers), 1 broadcast,
9 signals (one the sky's tint, new), each once, and one rebuild of each board model."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import QMetaMethod, QObject

from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Change, Step
from dixit_desktop.storage import Store

from ..session.helpers import drive, specs, start
from .helpers import build


@dataclass
class Counts:
    depth: int = 0
    """Python calls from ``Choice.submit`` to ``insert_action`` (both counted)."""
    broadcasts: list[Change] = field(default_factory=list)
    signals: list[str] = field(default_factory=list)
    board_rebuilds: dict[str, int] = field(default_factory=dict)
    """Rebuilds of each board model: the device's (``round``) and the table screen's."""


def _signals_of(obj: QObject) -> list[str]:
    meta = obj.metaObject()
    names = []
    for i in range(QObject().metaObject().methodCount(), meta.methodCount()):
        m = meta.method(i)
        if m.methodType() == QMetaMethod.MethodType.Signal:
            names.append(bytes(m.name().data()).decode())
    return sorted(set(names))


def _count_signals(v: Any, counts: Counts) -> list[tuple[Any, Any]]:
    """Connect a counter to every signal of every view-model (not their list models)."""
    links = []
    for vm in v.all():
        for name in _signals_of(vm):
            signal = getattr(vm, name)

            def seen(*_args: Any, _n: str = f"{type(vm).__name__}.{name}") -> None:
                counts.signals.append(_n)

            signal.connect(seen)
            links.append((signal, seen))
    return links


def _measure(s: Any, v: Any) -> Counts:
    counts = Counts()
    s.subscribe(counts.broadcasts.append)
    links = _count_signals(v, counts)
    boards = {"round": v.round._board, "table": v.table_screen._board}
    for key, board in boards.items():
        counts.board_rebuilds[key] = 0

        def rebuild(rows: Any, _set: Any = board.set_rows, _key: str = key) -> None:
            counts.board_rebuilds[_key] += 1
            _set(rows)

        board.set_rows = rebuild

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        if event == "call" and frame.f_code.co_name == "insert_action":
            depth = 0
            f: FrameType | None = frame
            while f is not None:
                depth += 1
                if f.f_code.co_name == "submit" and "viewmodels" in f.f_code.co_filename:
                    counts.depth = depth
                    return
                f = f.f_back

    sys.setprofile(profile)
    try:
        v.choice.submit()
    finally:
        sys.setprofile(None)
        for board in boards.values():
            del board.set_rows
        for signal, slot in links:
            signal.disconnect(slot)
        s.broadcast.unsubscribe(counts.broadcasts.append)
    return counts


def _to_a_vote(s: Any, agent: Rng, last: bool) -> None:
    """Drive the game to a voter's private screen with one slot picked (the last voter's
    when ``last``)."""
    for _ in range(500):
        g = s.game
        if s.step is Step.VOTE and (len(g.waiting_for()) == 1) == last:
            own = g.request_for(s.viewer)
            slot = next(i for i in range(1, len(g.board) + 1) if i not in own.forbidden_slots)
            s.private.toggle_slot(slot)
            return
        drive(s, agent)
    raise AssertionError("no vote came")


def _vote(tmp_path: Any, last: bool) -> Counts:
    store = Store.open(tmp_path)
    s, v, _owner = build(store)
    v.setup.prepare(specs(5), "classic")
    v.setup.startGame()
    _to_a_vote(s, Rng(4), last)
    g = s.game
    assert g is not None
    seq = len(g.log)
    counts = _measure(s, v)
    assert len(g.log) == seq + 1  # the vote was taken, and saved
    return counts


def _check(counts: Counts, said: Change) -> None:
    assert 0 < counts.depth <= 11, counts.depth  # the way down stays short
    assert counts.broadcasts == [said]
    assert counts.board_rebuilds == {"round": 1, "table": 1}
    assert len(counts.signals) == len(set(counts.signals)) == 9, counts.signals


def test_one_vote_is_one_broadcast_and_one_board_rebuild(qapp, tmp_path) -> None:
    said = Change.STEP | Change.HANDOFF | Change.VIEWER | Change.TABLE | Change.CHOICE
    _check(_vote(tmp_path, last=False), said)


def test_the_last_vote_is_one_broadcast_and_one_board_rebuild(qapp, tmp_path) -> None:
    said = Change.STEP | Change.HANDOFF | Change.VIEWER | Change.TABLE | Change.CHOICE
    _check(_vote(tmp_path, last=True), said | Change.STORY)  # and the turn's story grew


@pytest.mark.parametrize("rules", ["classic", "party", "team"])
def test_every_player_action_of_a_game_is_one_broadcast(rules: str) -> None:
    """Not only a vote: each tap that moves the game (a handoff confirmed, a choice made, a
    giver announced, Continue, the votes opened, the reveal left) is said once."""
    s = start(rules, 6)
    said: list[Change] = []
    s.subscribe(said.append)
    submit = s.private.submit

    def counted_submit() -> None:
        said.clear()  # the toggles before it are actions of their own
        submit()
        assert len(said) == 1, (s.step, said)

    s.private.submit = counted_submit  # type: ignore[method-assign]
    agent = Rng(7)
    while s.step is not Step.END:
        said.clear()
        step = s.step
        drive(s, agent)
        if step not in (Step.CLUE, Step.PARTY_CLUE, Step.PLAY, Step.VOTE):
            assert len(said) == 1, (step, said)
