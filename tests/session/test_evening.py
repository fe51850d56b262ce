"""Playing again the same evening: the new game keeps the clues the table already heard, its
computer storytellers do not say them again, and a resumed game still knows them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dixit_desktop.rules import GiveClue
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.rulesets import get_ruleset
from dixit_desktop.session import Effects, Session
from dixit_desktop.session.mind import TableMind
from dixit_desktop.storage import Store

from .test_computers import DECK, start, table
from .test_reasons_resume import played_turns


@pytest.fixture(scope="module")
def mind() -> TableMind:
    m = TableMind(DECK.metadata, lambda: "en")
    assert m.wait(30)
    return m


def clues(s: Session) -> list[str]:
    assert s.game is not None
    return [a.text for a in s.game.log if isinstance(a, GiveClue) and a.text.strip()]


def test_a_second_game_of_the_evening_says_none_of_the_first_ones_clues(
    mind: TableMind, tmp_path: Path
) -> None:
    store = Store.open(tmp_path)
    s = start(mind, "classic", 4, store=store)
    assert s.computers.evening == ()  # the first game of the evening
    played_turns(s, Rng(4), 4)
    first = clues(s)
    assert len(first) >= 4
    s.quit_to_start()
    rs = get_ruleset("classic")
    assert s.start_game(rs, rs.options(), table(4))  # the same table plays again
    assert s.computers.evening == tuple(first)
    played_turns(s, Rng(5), 4)
    second = clues(s)
    computers = {a.text for a in s.game.log if isinstance(a, GiveClue) and a.player != 0}
    assert computers and not computers & set(first), (first, second)
    gid = s.game_id
    s.quit_to_start()
    again = Session(lambda: list(DECK.card_ids), lambda: 3, store, Effects(), mind)
    assert again.resume() and again.game_id == gid
    assert again.computers.evening == tuple(first)  # what it knew before the pause
    store.close()


def test_without_a_store_a_game_has_no_evening(mind: TableMind) -> None:
    s = start(mind, "classic", 4)
    assert s.computers.evening == ()
