"""Computer players at the session level: their turns never pass a handoff and show nothing
private, their decisions are actions in the log (a saved game resumes exactly, a replay is
the same game), and every rule set plays to its end with one person and the rest computers."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from dixit_desktop.deck import builtin_deck
from dixit_desktop.look.palette import COLOURS, SYMBOLS
from dixit_desktop.rules import RULESETS, GiveClue, get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Effects, PlayerSpec, Session, Step
from dixit_desktop.session.mind import TableMind
from dixit_desktop.session.steps import PRIVATE
from dixit_desktop.storage import Store

from .helpers import drive

DECK = builtin_deck()


@pytest.fixture(scope="module")
def mind() -> TableMind:
    m = TableMind(DECK.metadata, lambda: "en")
    assert m.wait(30)
    return m


def table(n: int, people: int = 1, level: str = "sharp") -> list[PlayerSpec]:
    return [
        PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i], "" if i < people else level)
        for i in range(n)
    ]


def start(mind: TableMind, rules: str, n: int, store: Any = None, seed: int = 3, **opts: Any):
    s = Session(lambda: list(DECK.card_ids), lambda: seed, store, Effects(), mind)
    rs = get_ruleset(rules)
    assert s.start_game(rs, rs.options(**opts), table(n))
    return s


def step_on(s: Session, agent: Rng) -> None:
    if s.step is Step.COMPUTER:
        s.computers.act()
    else:
        drive(s, agent)


def play_out(s: Session, agent: Rng, limit: int = 3000) -> list[tuple[Step, int]]:
    """Every step shown, with who held the device (the viewer) on it."""
    seen = []
    for _ in range(limit):
        if s.step is Step.END:
            return seen
        seen.append((s.step, s.viewer))
        step_on(s, agent)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_one_person_and_computers_play_every_rule_set_to_its_end(mind, rules) -> None:
    rs = RULESETS[rules]
    n = max(rs.player_counts) if rules in ("team", "party") else 6
    n = n if n in rs.player_counts else rs.max_players
    opts = {"storyteller_rounds": 1} if "storyteller_rounds" in rs.options_allowed else {}
    if "end_when_draw_pile_runs_out" in rs.options_allowed and not opts:
        opts = {"end_when_draw_pile_runs_out": True}
    s = start(mind, rules, n, **opts)
    seen = play_out(s, Rng(7))
    g = s.game
    assert g is not None and g.is_over
    for (before, _), (after, viewer) in itertools.pairwise(seen):
        if after in PRIVATE:  # only the person's hand opens, and with nobody else at the
            # table to hide it from, without a handoff or a hold
            assert viewer == 0 and before not in PRIVATE | {Step.HANDOFF}
    assert any(step is Step.COMPUTER for step, _ in seen)
    assert not any(step is Step.HANDOFF for step, _ in seen)
    assert s.computers.reasons, "every computer decision has its reason"
    assert all(n.params.get("name") for n in s.computers.reasons.values())


def test_a_computer_storytellers_clue_stays_until_the_table_carries_on(mind) -> None:
    s = start(mind, "classic", 4)
    agent = Rng(1)
    while not (s.step is Step.COMPUTER and s.game and s.game.storyteller != 0):
        step_on(s, agent)
    assert s.computers.doing() is not None and s.computers.doing().code == "computer.doing.clue"
    s.computers.act()
    assert s.step is Step.TOLD  # the same public clue screen as a person's clue
    assert s.game.clue is not None and s.game.clue.text  # a typed clue, shown to everyone
    assert s.viewer == -1 and s.handoff == -1 and s.computers.seat == -1
    moves = len(s.game.log)
    s.computers.act()  # a second "act" while the clue shows changes nothing
    assert s.step is Step.TOLD and len(s.game.log) == moves
    s.carry_on()
    assert s.step in (Step.PLAY, Step.COMPUTER)


def test_a_computer_turn_needs_no_handoff_and_opens_nothing(mind) -> None:
    s = start(mind, "classic", 4)
    while s.step is not Step.COMPUTER:
        step_on(s, Rng(2))
    assert s.viewer == -1 and s.handoff == -1 and s.private.request() is None
    assert not s.confirm_handoff()


def test_a_lone_person_among_computers_sees_no_handoff_but_a_resume_shows_one(
    mind, tmp_path
) -> None:
    store = Store.open(tmp_path)
    s = start(mind, "classic", 4, store=store)
    assert s.step is Step.CLUE and s.viewer == 0  # the new game opens their hand at once
    agent = Rng(6)
    while not (s.step.private and s.game.phase.value == "play"):
        step_on(s, agent)
    assert s.viewer == 0 and s.handoff == 0
    s.pause()  # the pause menu takes the hand away; back to the game: it opens again
    assert s.step is Step.PAUSE and s.viewer == -1
    s.unpause()
    assert s.step is Step.PLAY and s.viewer == 0
    s.quit_to_start()
    again = Session(lambda: list(DECK.card_ids), lambda: 3, store, Effects(), mind)
    assert again.resume()  # a resumed game never opens on a private screen
    assert again.step is Step.HANDOFF and again.handoff == 0 and again.viewer == -1
    store.close()


def test_two_people_among_computers_still_pass_the_device(mind) -> None:
    s = Session(lambda: list(DECK.card_ids), lambda: 3, None, Effects(), mind)
    rs = get_ruleset("classic")
    assert s.start_game(rs, rs.defaults, table(4, people=2))
    assert s.step is Step.HANDOFF and s.handoff == 0 and s.viewer == -1


def test_a_saved_game_with_computers_resumes_exactly(mind, tmp_path) -> None:
    store = Store.open(tmp_path)
    s = start(mind, "odyssey", 5, store=store, storyteller_rounds=1)
    agent = Rng(4)
    for _ in range(30):
        step_on(s, agent)
    assert not s.game.is_over
    log = list(s.game.log)
    s.quit_to_start()
    again = Session(lambda: list(DECK.card_ids), lambda: 3, store, Effects(), mind)
    assert again.resume()
    assert list(again.game.log) == log
    assert [p.computer for p in again.specs] == ["", "sharp", "sharp", "sharp", "sharp"]
    play_out(again, Rng(4))
    store.close()


def test_the_same_seed_and_the_same_person_give_the_same_game(mind) -> None:
    logs = []
    for _ in range(2):
        s = start(mind, "classic", 5, storyteller_rounds=1)
        play_out(s, Rng(9))
        logs.append(list(s.game.log))
    assert logs[0] == logs[1]
    assert any(isinstance(a, GiveClue) and a.player != 0 for a in logs[0])


def test_a_team_of_computers_announces_its_giver_without_the_givers_screen(mind) -> None:
    s = start(mind, "team", 6)
    g = s.game
    assert g is not None
    agent, givers_beats, givers_screens = Rng(5), 0, 0
    for _ in range(3000):
        if s.step is Step.END:
            break
        if s.step is Step.GIVERS:  # only the person's own team is asked on the shared screen
            givers_screens += 1
            assert {g.unit_of(p) for p in g.waiting_for()} == {g.unit_of(0)}
        doing = s.computers.doing()
        if doing is not None and doing.code == "computer.doing.giver":
            givers_beats += 1
        step_on(s, agent)
    assert g.is_over and givers_beats > 0 and givers_screens > 0


def test_the_pause_menu_during_a_computer_turn_comes_back_to_it(mind) -> None:
    s = start(mind, "classic", 4)
    while s.step is not Step.COMPUTER:
        step_on(s, Rng(2))
    seat = s.computers.seat
    s.pause()
    assert s.step is Step.PAUSE
    s.computers.act()  # a beat that ends under the pause menu does nothing
    assert s.step is Step.PAUSE
    s.unpause()
    assert s.step is Step.COMPUTER and s.computers.seat == seat


def test_a_game_without_a_mind_plays_on_guessing() -> None:
    # issue 25: computer players that cannot read never stop the game; they guess, and say so
    s = Session(lambda: list(DECK.card_ids), lambda: 3, None, Effects(), None)
    rs = get_ruleset("classic")
    s.start_game(rs, rs.defaults, table(4, people=3))
    for _ in range(10):
        step_on(s, Rng(1))
    assert any(seat == 3 for _turn, seat in s.computers.reasons)  # the computer played
    assert s.computers.guessing and s.computers.said_guessing
