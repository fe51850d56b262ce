"""Right to left: with the application's layout direction right-to-left (what a right-to-left
language's translation sets, or ``screenshots --rtl``), App mirrors every layout. Nothing may be
fixed to the left: every control of every screen sits at its mirrored place (a header's Back
swaps sides with its title, a screen's main button with what faced it), and no QML places an
item with a plain ``x:`` except the drawings listed here."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication

from dixit_desktop import paths
from dixit_desktop.session import Step

from .conftest import close_ui, open_ui
from .harness import walk

DRAWN = {
    # file: why its plain x positions are right in either direction
    "NightSky.qml": "stars at random places",
    "SandTimer.qml": "the glass and its sand, a symmetric drawing",
    "Triangle.qml": "a centred triangle",
    "Card.qml": "a card's shadow, down and to the side like the light",
    "ScoreTrack.qml": "the track, a board drawn around the table like the box's",
    "PlayerKindIcon.qml": "the little person or computer of the seat's kind button",
    "App.qml": "kiosk mode's corner is the top-left one, as its words say",
    "TableWindow.qml": "a window's place on the second screen",
    "ZoomButton.qml": "a magnifier's lens and handle, a drawing",
}
MIRROR_AWARE = re.compile(r"mirrored|LayoutMirroring|layoutDirection")
PLAIN_X = re.compile(r"(?:^|[\s;{])x:\s")
CONTROLS = {
    QAccessible.Role.Button,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox,
    QAccessible.Role.Slider,
    QAccessible.Role.SpinBox,
}


def test_no_qml_places_an_item_at_a_fixed_x_outside_drawings() -> None:
    found = []
    for qml in sorted(paths.QML_DIR.rglob("*.qml")):
        if qml.name in DRAWN:
            continue
        for n, line in enumerate(qml.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("//")[0]
            if PLAIN_X.search(code) and not MIRROR_AWARE.search(code):
                found.append(f"{qml.name}:{n}: {line.strip()}")
            if re.search(r"LayoutMirroring\.enabled:\s*false", code):
                found.append(f"{qml.name}:{n}: {line.strip()}")
    assert not found, "placed left to right whatever the language:\n" + "\n".join(found)


def _controls(window: Any) -> dict[str, float]:
    """The centre x of every named control on screen (texts follow their own writing)."""
    out: dict[str, float] = {}
    for item in walk(window.contentItem()):
        name = item.objectName()
        if not name or item.width() <= 0 or name in out:
            continue
        iface = QAccessible.queryAccessibleInterface(item)
        if iface is None or not iface.isValid() or iface.role() not in CONTROLS:
            continue
        out[name] = item.mapRectToScene(item.boundingRect()).center().x()
    return out


def test_every_screen_mirrors_right_to_left(qtbot) -> None:  # type: ignore[no-untyped-def]
    width = 1024
    ui = open_ui(qtbot, size=(width, 600))
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    nav, setup, v = ui.vms.navigator, ui.vms.setup, ui.vms
    checked: dict[str, int] = {}

    def compare(screen: str) -> None:
        last: list[dict[str, float]] = []

        def laid_out() -> bool:  # the same places twice running: lists have settled
            now = _controls(ui.window)
            still = bool(now) and last == [now]
            last[:] = [now]
            return still

        qtbot.waitUntil(laid_out, timeout=3000)
        ltr = last[0]
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        try:
            qtbot.waitUntil(
                lambda: all(
                    abs(x - (width - ltr[n])) <= 12
                    for n, x in _controls(ui.window).items()
                    if n in ltr
                ),
                timeout=2000,
            )
        except Exception:
            rtl = _controls(ui.window)
            wrong = {n: (round(ltr[n]), round(x)) for n, x in rtl.items() if n in ltr}
            wrong = {n: p for n, p in wrong.items() if abs(p[1] - (width - p[0])) > 12}
            raise AssertionError(f"{screen}: not mirrored (ltr x, rtl x): {wrong}") from None
        finally:
            app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        checked[screen] = len(ltr)

    try:
        compare("start")
        nav.openCredits()
        compare("credits")  # its header: Back and the title swap sides
        nav.back()
        nav.openSettings()
        compare("settings")
        nav.back()
        nav.openHistory()
        compare("history")
        nav.back()
        setup.newGame()
        compare("setup")
        setup.startGame()
        qtbot.waitUntil(lambda: ui.session.step is Step.HANDOFF, timeout=3000)
        compare("handoff")
        v.handoff.pressStarted()
        v.handoff.confirm()
        qtbot.waitUntil(lambda: ui.session.step is Step.CLUE, timeout=3000)
        compare("clue")
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        close_ui(qtbot, ui)
    assert sum(checked.values()) > 30, checked
