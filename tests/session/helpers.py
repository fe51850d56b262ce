"""A table for tests: a session over an 84-card deck of ids, players P0..Pn, and a random
agent that does what the step asks through the session's own intents."""

from __future__ import annotations

from typing import Any

from dixit_desktop.look.palette import COLOURS, SYMBOLS
from dixit_desktop.rules import ChooseGiver, GiveClue, PlayCards, get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice
from dixit_desktop.session import PlayerSpec, Session, Step

IDS = [f"c{i:02d}" for i in range(84)]


def specs(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}", COLOURS[i].id, SYMBOLS[i]) for i in range(n)]


def session(store: Any = None, seed: int = 5, **effects: Any) -> Session:
    from dixit_desktop.session import Effects

    return Session(lambda: list(IDS), lambda: seed, store, Effects(**effects))


def start(
    rules: str = "classic", n: int = 4, store: Any = None, seed: int = 5, **options: Any
) -> Session:
    s = session(store, seed)
    rs = get_ruleset(rules)
    s.start_game(rs, rs.options(**options), specs(n))
    return s


def tell(s: Session, clue: str = "echo") -> None:
    """The storyteller takes the device, picks their first card and tells ``clue``; the
    table reads it on its public screen and carries on."""
    assert s.confirm_handoff()
    assert s.game is not None
    s.private.toggle_card(s.game.hands[s.viewer][0])
    s.private.set_clue_text(clue)
    s.private.submit()
    assert s.step is Step.TOLD and s.viewer == -1
    s.carry_on()


def drive(s: Session, agent: Rng) -> None:
    """One step as the screen asks."""
    g = s.game
    assert g is not None
    if s.step is Step.HANDOFF:
        s.confirm_handoff()
    elif s.step in (Step.CLUE, Step.PARTY_CLUE, Step.PLAY, Step.VOTE):
        p = s.viewer if s.viewer >= 0 else g.storyteller
        req = g.request_for(p)
        assert req is not None
        action = random_choice(g, p, req, agent)
        if isinstance(action, GiveClue):
            s.private.set_clue_text("a clue")
            if action.card:
                s.private.toggle_card(action.card)
        elif isinstance(action, PlayCards):
            for c in action.cards:
                s.private.toggle_card(c)
        else:
            for slot in action.slots:
                s.private.toggle_slot(slot)
            if action.red_token:
                s.private.set_red_token(action.red_token)
        s.private.submit()
    elif s.step is Step.GIVERS:
        action = ChooseGiver(g.waiting_for()[0])
        s.choose_giver(action.player)
    elif s.step is Step.BOARD:
        s.start_voting()
    elif s.step is Step.REVEAL:
        s.continue_after_reveal()
    elif s.step is Step.TOLD:
        s.carry_on()


def play_out(s: Session, agent: Rng, limit: int = 5000) -> list[Step]:
    steps = []
    for _ in range(limit):
        if s.step is Step.END:
            return steps
        steps.append(s.step)
        drive(s, agent)
    raise AssertionError("the game did not end")
