"""The Computer view-model: the beat ends by itself, and a mind that cannot think says so
instead of leaving the table waiting."""

from __future__ import annotations

from typing import Any

from dixit_desktop.deck import builtin_deck
from dixit_desktop.look.palette import COLOURS, SYMBOLS
from dixit_desktop.notices import Notice
from dixit_desktop.rules import get_ruleset
from dixit_desktop.session import Effects, PlayerSpec, Session, Step
from dixit_desktop.viewmodels.computer import Computer


class BrokenMind:
    problem = Notice("computer.lexicon_missing", {"file": "en.json.gz"})

    def ready(self) -> bool:
        return False

    def decide(self, *_a: Any) -> Any:
        raise AssertionError("never asked")

    def giver_fitness(self, *_a: Any) -> float:
        return 0.0


def test_a_mind_that_cannot_think_guesses_and_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    deck = builtin_deck()
    s = Session(lambda: list(deck.card_ids), lambda: 3, None, Effects(), BrokenMind())
    vm = Computer(s, beat_ms=lambda: 0)
    rs = get_ruleset("classic")
    specs = [PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i], "sharp" if i else "") for i in range(3)]
    # the person tells first; hand the turn to a computer by giving the first clue
    s.start_game(rs, rs.defaults, specs)
    assert s.step is Step.CLUE  # the only person: no handoff
    s.private.toggle_card(s.game.hands[0][0])
    s.private.set_clue_text("moon")
    s.private.submit()
    assert s.step is Step.TOLD and vm.property("told") and vm.property("name") == "P0"
    assert vm.property("clue") == "“moon”" and vm.property("doing") == ""
    vm.carryOn()
    assert s.step is Step.COMPUTER and vm.property("doing")
    # issue 25: it guesses instead of stopping the table for good, and says so once
    qtbot.waitUntil(lambda: s.step is Step.BOARD, timeout=3000)
    assert s.notice is not None and s.notice.code == "computer.guessing"
