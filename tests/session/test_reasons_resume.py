"""A resumed game keeps the computer players' reasons of the turns played before it (issue
24): they are saved with each computer move, come back on a resume, and the story of the game
shows them, for the game on screen and for a past game."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dixit_desktop.notices import Notice
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Effects, Session, Step
from dixit_desktop.session.computers import reason_notices
from dixit_desktop.session.mind import TableMind
from dixit_desktop.storage import FILE_NAME, SCHEMA_VERSION, Store
from dixit_desktop.storage.schema import APPLICATION_ID, MIGRATIONS

from .test_computers import DECK, start, step_on


@pytest.fixture(scope="module")
def mind() -> TableMind:
    m = TableMind(DECK.metadata, lambda: "en")
    assert m.wait(30)
    return m


def played_turns(s: Session, agent: Rng, turns: int) -> None:
    assert s.game is not None
    for _ in range(3000):
        if len(s.game.history) >= turns and s.step is not Step.REVEAL:
            return
        step_on(s, agent)
    raise AssertionError("the game did not get that far")


def test_a_resumed_game_still_says_why_its_computers_did_what_they_did(
    mind: TableMind, tmp_path: Path
) -> None:
    store = Store.open(tmp_path)
    s = start(mind, "classic", 4, store=store)
    played_turns(s, Rng(2), 2)
    before = dict(s.computers.reasons)
    earlier = {k: v for k, v in before.items() if k[0] <= 2}
    assert len(earlier) >= 6  # three computers, two turns: a clue or a card, and a vote each
    s.quit_to_start()
    again = Session(lambda: list(DECK.card_ids), lambda: 3, store, Effects(), mind)
    assert again.resume()
    assert {k: v for k, v in again.computers.reasons.items() if k[0] <= 2} == earlier
    from dixit_desktop.viewmodels.rows import story_rows

    assert again.game is not None
    story = story_rows(again.game, again.specs, again.computers.reasons)
    assert len(story) >= 2 and all(row["reasons"] for row in story[:2])
    assert any("P1" in text for text in story[0]["reasons"])
    store.close()


def test_a_past_games_reasons_are_read_back_with_its_players_names(
    mind: TableMind, tmp_path: Path
) -> None:
    store = Store.open(tmp_path)
    s = start(mind, "classic", 4, store=store)
    played_turns(s, Rng(3), 1)
    assert s.game_id is not None
    kept = store.reasons(s.game_id)
    assert kept and all(code.startswith("computer.") for code, _ in kept.values())
    names = [p.name for p in s.specs]
    assert reason_notices(kept, names) == {
        k: v for k, v in s.computers.reasons.items() if k in kept
    }
    assert reason_notices({(1, 9): ("computer.vote.hunch", {})}, names) == {}
    store.close()


def test_a_damaged_reason_costs_only_itself(mind: TableMind, tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    s = start(mind, "classic", 4, store=store)
    played_turns(s, Rng(3), 1)
    assert s.game_id is not None
    n = len(store.reasons(s.game_id))
    seat = "(SELECT seat FROM reasons WHERE seq = (SELECT max(seq) FROM reasons))"
    store._conn.execute(f"UPDATE reasons SET params = 'not json' WHERE seat = {seat}")
    assert len(store.reasons(s.game_id)) == n - 1
    store.close()


def test_a_store_of_schema_4_gains_the_reasons_and_keeps_its_games(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    for migration in MIGRATIONS[:4]:
        for statement in migration.split(";"):
            if statement.strip():
                conn.execute(statement)
    conn.execute("PRAGMA user_version = 4")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(
        "INSERT INTO games (created, status, rules, header, players) "
        "VALUES ('2026-01-01', 'abandoned', 'classic', '{}', '[]')"
    )
    conn.close()
    with Store.open(tmp_path) as store:
        assert store.notice is None and store.schema_version == SCHEMA_VERSION == 5
        assert store._conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
        assert store.reasons(1) == {}


def test_reasons_are_words() -> None:
    notices = reason_notices({(1, 0): ("computer.vote.look", {"word": "zzz"})}, ["Owl"])
    assert notices == {(1, 0): Notice("computer.vote.look", {"word": "zzz", "name": "Owl"})}
