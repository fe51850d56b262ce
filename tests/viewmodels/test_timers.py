"""The Timers view-model: lengths chosen in Settings and remembered (kiosk mode too), the
sand-timer of the private step on screen following the session's steps, the pause menu
pausing it, a soft nudge when it runs out, and nothing of it kept in the game's save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from dixit_desktop import app as appmod
from dixit_desktop.session import Step
from dixit_desktop.storage import Store
from dixit_desktop.viewmodels.timers import SOUND

from ..session.helpers import specs


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def build(store: Any = None, kiosk: bool = False) -> tuple[Any, Any, QObject, Clock, list[str]]:
    from dixit_desktop.i18n import TRANSLATIONS

    TRANSLATIONS.use("en")
    clock = Clock()
    played: list[str] = []

    class Sounds:
        enabled = True
        available = True

        def play(self, name: str) -> None:
            played.append(name)

    owner = QObject()
    parts = appmod.Parts(
        store=store, seed_source=lambda: 5, sounds=Sounds(), clock=clock, kiosk=kiosk, min_hold_ms=0
    )
    session, vms = appmod.build(parts, owner)
    vms.settings.setProperty("holdMs", 0)
    return session, vms, owner, clock, played


def confirm(vms: Any) -> None:
    vms.handoff.pressStarted()
    vms.handoff.confirm()


def test_off_by_default_and_the_settings_offer_each_private_step(qapp) -> None:
    session, vms, _owner, _clock, _ = build()
    t = vms.timers
    assert t.summary == "Off"
    steps = t.steps
    assert [s["step"] for s in steps] == [int(Step.CLUE), int(Step.PLAY), int(Step.VOTE)]
    assert all(s["seconds"] == 0 and s["choices"][0]["name"] == "Off" for s in steps)
    assert [c["name"] for c in steps[1]["choices"]] == ["Off", "30 s", "1 min", "2 min"]
    vms.setup.prepare(specs(3), "classic")
    vms.setup.startGame()
    confirm(vms)
    assert session.step is Step.CLUE and not t.active and t.fractionLeft == 1.0


def test_the_sand_follows_the_private_steps_and_the_pause_menu_pauses_it(qapp) -> None:
    session, vms, _owner, clock, played = build()
    t = vms.timers
    t.setLength(int(Step.CLUE), 60)
    t.setLength(int(Step.PLAY), 30)
    t.setLength(int(Step.PLAY), 45)  # not offered: refused
    assert t.summary == "clue 1 min, card 30 s"
    vms.setup.prepare(specs(3), "classic")
    vms.setup.startGame()
    assert session.step is Step.HANDOFF and not t.active  # never on a handoff screen
    confirm(vms)
    assert session.step is Step.CLUE and t.active and t.fractionLeft == 1.0
    assert t._ticker.isActive()  # it looks at the clock while it runs
    clock.now += 30
    t.tick()
    assert t.fractionLeft == 0.5 and t.saying == "Half the time left" and not t.expired
    vms.navigator.pause()
    assert session.step is Step.PAUSE and not t.active and t.fractionLeft == 1.0
    assert t.saying == "" and not t._ticker.isActive()
    clock.now += 1000
    vms.navigator.unpause()
    assert session.step is Step.HANDOFF and not t.active
    confirm(vms)
    assert t.active and t.fractionLeft == 0.5  # where it was
    clock.now += 30
    t.tick()
    assert t.expired and t.saying == "Time is up, take your time to finish"
    assert played.count(SOUND) == 1 and not t._ticker.isActive()
    t.tick()
    assert played.count(SOUND) == 1  # once
    assert session.step is Step.CLUE  # the storyteller still chooses
    g = session.game
    vms.choice.toggleCard(g.hands[session.viewer][0])
    vms.choice.setProperty("clueText", "moon")
    vms.choice.submit()
    assert session.step is Step.TOLD and not t.active and not t.expired
    vms.computer.carryOn()  # everyone has read the clue
    assert session.step is Step.HANDOFF and not t.active
    confirm(vms)
    assert session.step is Step.PLAY and t.active and t.fractionLeft == 1.0 and t.saying == ""


def test_lengths_are_remembered_in_kiosk_mode_too_and_no_duration_is_saved(
    qapp, tmp_path: Path
) -> None:
    store = Store.open(tmp_path)
    session, vms, _owner, clock, _ = build(store)
    vms.timers.setLength(int(Step.CLUE), 60)
    vms.timers.setLength(int(Step.VOTE), 120)
    vms.setup.prepare(specs(3), "pocket")
    vms.setup.startGame()
    before = store.load(session.game_id)[0].to_dict()
    confirm(vms)
    clock.now += 500
    vms.timers.tick()
    assert vms.timers.expired
    vms.navigator.pause()
    assert store.load(session.game_id)[0].to_dict() == before  # nothing of the timer saved
    store.close()
    store = Store.open(tmp_path)
    _again, vms2, _owner2, _clock2, _ = build(store, kiosk=True)
    assert vms2.kiosk.active
    assert [s["seconds"] for s in vms2.timers.steps] == [60, 0, 120]  # the family's choice
    store.close()
