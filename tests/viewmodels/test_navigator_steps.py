"""What App.qml is told about the step on screen: its screen, the score track, the pause
button, the screens to compile ahead and the sky's tint, all from session/steps.py's STEPS."""

from __future__ import annotations

from typing import Any

from dixit_desktop.look.palette import COLOURS
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step
from dixit_desktop.session.steps import STEPS

from ..session.helpers import drive, specs
from .helpers import build


def test_the_navigator_publishes_the_facts_of_each_step(qapp: Any) -> None:
    s, v, _owner = build()
    nav = v.navigator
    assert (nav.screen, nav.showsTrack, nav.pauseButton) == ("", False, False)  # the start
    assert nav.screensAhead == ["Setup/SetupScreen", "Turn/HandoffScreen"]
    assert nav.tint == "transparent"
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    seen = set()
    agent = Rng(3)
    for _ in range(60):
        facts = STEPS[s.step]
        assert nav.screen == facts.screen and nav.showsTrack == facts.shows_track
        assert nav.pauseButton == facts.pause_button
        assert nav.screensAhead == list(facts.ahead)
        seat = {Step.HANDOFF: s.handoff}.get(s.step, s.viewer if s.step.private else -1)
        if seat >= 0:  # the handoff's player, or the one holding the device
            assert nav.tint == COLOURS[seat].hex
        elif s.step in (Step.BOARD, Step.REVEAL, Step.GIVERS):
            assert nav.tint == "transparent"
        seen.add(s.step)
        drive(s, agent)
    assert {Step.HANDOFF, Step.CLUE, Step.TOLD, Step.BOARD, Step.VOTE, Step.REVEAL} <= seen


def test_the_tint_follows_whose_step_it_is(qapp: Any) -> None:
    s, v, _owner = build()
    v.setup.prepare(specs(4), "classic")
    v.setup.startGame()
    tints: list[str] = []
    v.navigator.tintChanged.connect(lambda: tints.append(v.navigator.tint))
    s.confirm_handoff()  # the storyteller, on their own screen
    assert tints[-1] == COLOURS[0].hex
    s.pause()
    assert v.navigator.tint == "transparent"
