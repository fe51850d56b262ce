"""The handoff's hold is enforced by the view-model: no input path opens a hand without a
press that began on this handoff and lasted the hold time."""

from __future__ import annotations

from PySide6.QtCore import QObject

from dixit_desktop.session import Step
from dixit_desktop.viewmodels.handoff import SPOKEN_PAUSE_MS, Handoff

from ..session.helpers import start


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def advance(self, ms: float) -> None:
        self.now += ms / 1000


def handoff(hold_ms: int = 600):  # type: ignore[no-untyped-def]
    s = start()
    clock = Clock()
    owner = QObject()
    h = Handoff(s, hold_ms=lambda: hold_ms, clock=clock, parent=owner)
    return s, h, clock, owner


def test_a_tap_or_a_keypress_without_a_hold_opens_nothing(qapp) -> None:
    s, h, clock, _o = handoff()
    h.confirm()  # Enter, Space, a click, a screen reader's activate: no press began
    assert s.step is Step.HANDOFF
    h.pressStarted()
    clock.advance(100)
    h.confirm()  # let go too early
    assert s.step is Step.HANDOFF


def test_a_hold_of_the_hold_time_opens_the_hand(qapp) -> None:
    s, h, clock, _o = handoff()
    h.pressStarted()
    clock.advance(600)
    h.confirm()
    assert s.step is Step.CLUE and s.viewer == 0


def test_letting_go_restarts_the_hold(qapp) -> None:
    s, h, clock, _o = handoff()
    h.pressStarted()
    clock.advance(500)
    h.pressEnded()
    clock.advance(200)
    h.confirm()
    assert s.step is Step.HANDOFF


def test_a_press_that_began_before_this_handoff_never_counts(qapp) -> None:
    """The double-Enter case: a press on the previous screen, still down when the next
    player's name appears, must not open their hand."""
    s, h, clock, _o = handoff()
    h.pressStarted()
    clock.advance(700)
    h.confirm()  # P0 opens their hand properly
    assert s.step is Step.CLUE
    h.pressStarted()  # a press on P0's private screen (not shown: refused)...
    assert s.game is not None
    s.private.toggle_card(s.game.hands[0][0])
    s.private.set_clue_text("moon")
    h.pressStarted()  # ...or on "Give this clue"...
    s.private.submit()
    assert s.step is Step.TOLD  # the clue, for everyone
    h.pressStarted()  # ...or on the clue's public screen...
    s.carry_on()
    assert s.step is Step.HANDOFF and s.handoff == 1
    clock.advance(1000)
    h.confirm()  # ...carries into P1's handoff: nothing opens
    assert s.step is Step.HANDOFF and s.viewer == -1


def test_a_screen_reader_has_a_deliberate_step_of_its_own(qapp) -> None:
    s, h, clock, _o = handoff()
    h.confirmSpoken()  # nothing was asked
    assert s.step is Step.HANDOFF
    h.askSpoken()
    assert h.spokenAsked
    h.confirmSpoken()  # a double activation, at once: refused
    assert s.step is Step.HANDOFF
    clock.advance(SPOKEN_PAUSE_MS)
    h.confirmSpoken()
    assert s.step is Step.CLUE and not h.spokenAsked


def test_the_question_goes_away_with_the_handoff(qapp) -> None:
    s, h, clock, _o = handoff()
    h.askSpoken()
    h.cancelSpoken()
    clock.advance(SPOKEN_PAUSE_MS)
    h.confirmSpoken()
    assert s.step is Step.HANDOFF
