"""Gentle timers in plain Python, on a fake clock: a sand-timer that starts, pauses, resumes
and runs out; one per private turn, restarted on the next, never on a handoff or public step
(so never for a computer player)."""

from __future__ import annotations

from typing import Any

from dixit_desktop.rules import get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice
from dixit_desktop.session import Effects, PlayerSpec, Session, Step
from dixit_desktop.session.computers import Thought
from dixit_desktop.session.sandtimer import (
    CHOICES,
    Nudge,
    SandTimer,
    TurnTimers,
    turn_of,
    valid_length,
)

from .helpers import IDS, drive, specs, start


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_sand_timer_runs_pauses_resumes_and_runs_out() -> None:
    clock = Clock()
    sand = SandTimer(clock)
    assert not sand.running and sand.fraction_left() == 1.0 and not sand.expired
    sand.start(60)
    clock.now += 15
    assert sand.remaining() == 45 and sand.fraction_left() == 0.75
    sand.pause()
    clock.now += 500  # the pause menu, as long as it takes
    assert sand.paused and sand.remaining() == 45
    sand.resume()
    clock.now += 44.5
    assert not sand.expired and sand.remaining() == 0.5
    clock.now += 10
    assert sand.expired and sand.remaining() == 0 and sand.fraction_left() == 0.0
    sand.start(30)  # a new glass
    assert sand.remaining() == 30 and not sand.expired
    sand.stop()
    assert not sand.running and not sand.expired and sand.fraction_left() == 1.0


def test_lengths_are_only_the_offered_ones() -> None:
    assert all(CHOICES[s][0] == 0 for s in (Step.CLUE, Step.PLAY, Step.VOTE))  # "off" first
    assert valid_length(Step.PLAY, 30) == 30
    for bad in (31, -30, True, "30", None, 30.0):
        assert valid_length(Step.PLAY, bad) == 0
    assert valid_length(Step.HANDOFF, 30) == 0


def _timers(clock: Clock, seconds: int = 30) -> TurnTimers:
    return TurnTimers(clock, lambda step: seconds if step.private else 0)


def test_one_timer_per_private_turn_paused_by_the_pause_menu_and_never_on_a_handoff() -> None:
    clock = Clock()
    s = start("classic", 4)
    timers = _timers(clock)
    s.subscribe(lambda _c: timers.follow(s.step, turn_of(s)))
    assert s.step is Step.HANDOFF and not timers.shown
    s.confirm_handoff()  # the storyteller's clue
    assert s.step is Step.CLUE and timers.shown and timers.ticking
    clock.now += 10
    assert timers.fraction_left() == 20 / 30
    s.pause()
    assert s.step is Step.PAUSE and not timers.shown and timers.sand.paused
    assert timers.fraction_left() == 1.0  # nothing shows off a private screen
    clock.now += 300
    s.unpause()
    assert s.step is Step.HANDOFF and not timers.shown  # never on the handoff screen
    clock.now += 5
    s.confirm_handoff()  # the same storyteller again: where it was
    assert timers.shown and timers.sand.remaining() == 20
    clock.now += 25
    assert timers.expired and timers.poll() == [Nudge.UP] and timers.poll() == []
    assert s.step is Step.CLUE and s.viewer == s.game.storyteller  # it never plays for anyone
    # the clue is told: the first player's card is a new turn, with a full glass
    assert s.game is not None
    s.private.toggle_card(s.game.hands[s.viewer][0])
    s.private.set_clue_text("echo")
    s.private.submit()
    assert s.step is Step.TOLD and not timers.shown and not timers.expired
    s.carry_on()
    assert s.step is Step.HANDOFF and not timers.shown
    s.confirm_handoff()
    assert s.step is Step.PLAY and timers.shown and timers.sand.remaining() == 30
    assert timers.said is None


def test_half_time_is_said_once_and_a_long_sleep_says_only_time_is_up() -> None:
    clock = Clock()
    timers = _timers(clock, 60)
    timers.follow(Step.VOTE, ("game", 5, 2))
    clock.now += 29
    assert timers.poll() == []
    clock.now += 1
    assert timers.poll() == [Nudge.HALF] and timers.said is Nudge.HALF
    assert timers.poll() == []
    timers.follow(Step.VOTE, ("game", 6, 3))  # the next voter
    clock.now += 600
    assert timers.poll() == [Nudge.UP] and timers.said is Nudge.UP
    timers.follow(Step.START, None)  # home: forgotten
    assert not timers.shown and timers.said is None and timers.sand.length == 0


def test_switched_off_or_changed_while_paused() -> None:
    clock = Clock()
    lengths = {Step.PLAY: 60}
    timers = TurnTimers(clock, lambda step: lengths.get(step, 0))
    turn = ("game", 3, 1)
    timers.follow(Step.PLAY, turn)
    clock.now += 20
    timers.follow(Step.PLAY, None)  # the pause menu takes the hand away...
    timers.follow(Step.PAUSE, None)
    timers.follow(Step.SETTINGS, None)  # ...and the family chooses two minutes
    lengths[Step.PLAY] = 120
    timers.follow(Step.PAUSE, None)
    timers.follow(Step.HANDOFF, None)
    timers.follow(Step.PLAY, turn)
    assert timers.sand.remaining() == 120  # a new length is a new glass
    lengths[Step.PLAY] = 0
    timers.follow(Step.PLAY, turn)
    assert not timers.shown and timers.sand.length == 0


class RandomMind:
    """Computer players that choose at random (the real mind's word lists take a second)."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.agent = Rng(9)

    def ready(self) -> bool:
        return True

    def decide(self, view: Any, request: Any, level: str, seed: int, earlier: Any = ()) -> Thought:
        assert self.session is not None and self.session.game is not None
        action = random_choice(self.session.game, view.player, request, self.agent)
        return Thought(action, "computer.why.chance", {})

    def giver_fitness(self, view: Any) -> float:
        return 0.0


def test_computer_players_turns_have_no_timer_and_people_s_private_steps_do() -> None:
    clock = Clock()
    mind = RandomMind()
    s = Session(lambda: list(IDS), lambda: 5, None, Effects(), mind)
    mind.session = s
    timers = _timers(clock)
    shown_on: set[Step] = set()

    def follow(_change: object) -> None:
        timers.follow(s.step, turn_of(s))
        if timers.shown:
            shown_on.add(s.step)
            assert s.viewer >= 0 and not s.specs[s.viewer].is_computer
        clock.now += 1

    s.subscribe(follow)
    seats = [
        PlayerSpec(p.name, p.colour, p.symbol, "gentle" if i >= 2 else "")
        for i, p in enumerate(specs(4))
    ]
    rs = get_ruleset("pocket")
    assert s.start_game(rs, rs.options(), seats)
    agent = Rng(4)
    computer_steps = 0
    for _ in range(2000):
        if s.step is Step.END:
            break
        if s.step is Step.COMPUTER:
            computer_steps += 1
            assert not timers.shown
            s.computers.act()
        else:
            drive(s, agent)
    assert s.step is Step.END and computer_steps > 0
    assert shown_on == {Step.CLUE, Step.PLAY, Step.VOTE}
