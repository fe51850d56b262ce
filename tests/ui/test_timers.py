"""Gentle timers through the QML: chosen in Settings (from the pause menu), the sand-timer on
the storyteller's hand only when switched on, never on the handoff screen, clear of the cards
and buttons at 1024x600, and its glow once the sand has run out. The clock is a fake one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dixit_desktop import app as appmod
from dixit_desktop.session import Step

from .conftest import HOLD_MS, UI, make_parts
from .driver import Table
from .harness import accessible_name, find_all


class Clock:
    now = 10.0

    def __call__(self) -> float:
        return self.now


def _rect(item: QQuickItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def test_the_sand_timer_shows_on_the_hand_only_when_on_and_never_on_the_handoff(qtbot) -> None:
    clock = Clock()
    appmod.configure_environment()
    appmod.load_fonts()
    parts = make_parts()
    parts.clock = clock
    engine, session, vms = appmod.create_engine(parts)
    engine.loadFromModule(appmod.QML_MODULE, "Main")
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.resize(1024, 600)
    window.show()
    vms.settings.holdMs = HOLD_MS
    vms.settings.reducedMotion = True
    qtbot.waitExposed(window)
    ui = UI(engine, window, session, vms)
    try:
        players = Table(qtbot, ui, seed=3)
        players.set_up("classic", 3)
        players.wait_screen(Step.HANDOFF)
        players.on_handoff()
        assert session.step is Step.CLUE and not find_all(window, "sandTimer")  # off
        players.press(Qt.Key.Key_Escape)  # the pause menu, its settings, gentle timers
        players.click("pauseSettingsButton")
        players.wait_screen(Step.SETTINGS)
        players.tab_to(lambda name, _item: name == "timersButton")  # by keyboard, as some do
        players.press(Qt.Key.Key_Return)
        players.click(f"timer_{int(Step.CLUE)}_60")
        players.click("timersDoneButton")
        qtbot.waitUntil(lambda: not find_all(window, "timerLengths"), timeout=10000)
        assert "clue 1 min" in find_all(window, "timersSummary")[0].property("text")
        players.press(Qt.Key.Key_Escape)
        players.wait_screen(Step.PAUSE)
        players.click("resumeButton")
        players.wait_screen(Step.HANDOFF)
        assert not find_all(window, "sandTimer")  # never on a handoff screen
        players.on_handoff()
        qtbot.waitUntil(lambda: bool(find_all(window, "sandTimer")), timeout=10000)
        timer = find_all(window, "sandTimer")[0]
        box = _rect(timer)
        assert QRectF(0, 0, 1024, 600).contains(box) and box.height() >= 40
        for other in find_all(window, "hand_", prefix=True) + find_all(window, "submitButton"):
            assert not box.intersects(_rect(other)), other.objectName()
        assert not find_all(window, "sandTimerGlow")
        clock.now += 61
        vms.timers.tick()
        qtbot.waitUntil(lambda: bool(find_all(window, "sandTimerGlow")), timeout=10000)
        assert "time is up" in accessible_name(timer).lower()
        assert session.step is Step.CLUE  # it never plays for anyone
        players.press(Qt.Key.Key_Escape)
        players.wait_screen(Step.PAUSE)
        assert not find_all(window, "sandTimer")
    finally:
        window.close()
        engine.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
