"""Every model checked with pytest-qt's qtmodeltester, through a whole game driven by the
controller, and the list model's minimal updates checked signal by signal."""

from __future__ import annotations

import pytest
from pytestqt.modeltest import ModelTester

from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice
from dixit_desktop.table.controller import Services, Table
from dixit_desktop.table.listmodel import RowsModel
from dixit_desktop.table.palette import COLOURS, SYMBOLS
from dixit_desktop.table.setup import PlayerSpec


def services(seed: int = 5) -> Services:
    ids = [f"c{i:02d}" for i in range(84)]
    return Services(lambda: list(ids), lambda c: f"Picture {c}", lambda: seed)


def specs(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i]) for i in range(n)]


def drive(table: Table, agent: Rng) -> None:
    """One step as the screen asks, using the controller's intents."""
    g = table.game
    s = table.screen
    if s == "handoff":
        table.confirmHandoff()
    elif s in ("clue", "play", "vote"):
        p = table.viewer if table.viewer >= 0 else g.storyteller
        req = g.request_for(p)
        action = random_choice(g, p, req, agent)
        kind = type(action).__name__
        if kind == "GiveClue":
            table.clueText = "a clue"
            if action.card:
                table.toggleCard(action.card)
        elif kind == "PlayCards":
            for c in action.cards:
                table.toggleCard(c)
        else:
            for slot in action.slots:
                table.toggleSlot(slot)
            if action.red_token:
                table.setRedToken(action.red_token)
        table.requestSubmit()
        table.confirmSubmit()
    elif s == "givers":
        table.chooseGiver(g.waiting_for()[0])
    elif s == "board":
        table.startVoting()
    elif s == "reveal":
        table.continueAfterReveal()


@pytest.mark.parametrize(
    ("rules", "n"), [("classic", 3), ("odyssey", 7), ("party", 6), ("team", 6)]
)
def test_models_stay_consistent_through_a_game(
    request, qtbot, tmp_path, rules: str, n: int
) -> None:
    """One ModelTester per model (a tester follows only the last model it was given), each
    watching every signal of its model for the whole game."""
    from dataclasses import replace

    from dixit_desktop.storage import Store

    table = Table(replace(services(), store=Store.open(tmp_path)))
    table.setup.prepare(specs(n), rules)
    table.setup.setOption("storytellerRounds", 1)
    table.startGame()
    models = [
        table.players,
        table.units,
        table.hand,
        table.board,
        table.results,
        table.history,
        table.givers,
        table.setup.players,
        table.setup.rulesets,
    ]
    testers = [ModelTester(request.config) for _ in models]
    for tester, m in zip(testers, models, strict=True):
        tester.check(m, force_py=True)
    agent = Rng(n)
    for _ in range(3000):
        if table.screen == "end":
            break
        drive(table, agent)
    assert table.screen == "end"
    table.quitToStart()
    table.openHistory()  # fills the past games and statistics models
    assert table.pastGames.count == 1 and table.stats.count == n
    for tester, m in zip(testers, models, strict=True):
        tester.check(m, force_py=True)


class Fruit(RowsModel):
    KEY = "name"
    ROLES = ("name", "count")


def test_rows_model_emits_only_what_changed(qtbot, qtmodeltester) -> None:
    m = Fruit()
    qtmodeltester.check(m, force_py=True)
    m.set_rows([{"name": "apple", "count": 1}, {"name": "pear", "count": 2}])
    resets: list[int] = []
    changes: list[tuple[int, list[int]]] = []
    removed: list[tuple[int, int]] = []
    inserted: list[tuple[int, int]] = []
    m.modelReset.connect(lambda: resets.append(1))
    m.dataChanged.connect(lambda a, b, roles: changes.append((a.row(), list(roles))))
    m.rowsRemoved.connect(lambda _p, a, b: removed.append((a, b)))
    m.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    count_role = m.roleNames()
    count_id = next(k for k, v in count_role.items() if bytes(v) == b"count")
    m.set_rows([{"name": "apple", "count": 1}, {"name": "pear", "count": 3}])
    assert changes == [(1, [count_id])] and not removed and not inserted
    changes.clear()
    m.set_rows([{"name": "pear", "count": 3}, {"name": "plum", "count": 1}])
    assert removed == [(0, 0)] and inserted == [(1, 1)] and not changes
    m.set_rows([])
    assert removed[-1] == (0, 1)
    assert not resets
    qtmodeltester.check(m, force_py=True)
