"""Settings: choosing a language moves none of the language buttons (they reflowed: the
"Language" label beside them, "Same as this device" before them and the rows above all change
width or height with the language), and the chosen button keeps the keyboard."""

from __future__ import annotations

from typing import Any

from dixit_desktop.i18n import LANGUAGES, TRANSLATIONS

from .conftest import close_ui, open_ui
from .harness import click, find, find_all

CHOICES = [*LANGUAGES, "system"]


def _places(ui: Any) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for choice in CHOICES:
        button = find(ui.window, f"language_{choice}")
        box = button.mapRectToScene(button.boundingRect())
        out[choice] = (box.x(), box.y(), box.width(), box.height())
    return out


def _settled(qtbot: Any, ui: Any) -> dict[str, tuple[float, float, float, float]]:
    """The buttons' places once two frames running agree."""
    last: list[object] = []
    for _ in range(40):
        with qtbot.waitSignal(ui.window.frameSwapped, timeout=10000):
            ui.window.update()
        now = _places(ui)
        if last == [now]:
            return now
        last[:] = [now]
    raise AssertionError("the settings never settled")


def test_choosing_a_language_moves_no_language_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        ui.vms.navigator.openSettings()
        qtbot.waitUntil(lambda: len(find_all(ui.window, "language_", prefix=True)) == 5)
        for width, height in ((1024, 600), (1280, 800)):
            ui.window.resize(width, height)
            ui.vms.settings.language = "en"
            qtbot.waitUntil(lambda w=width: ui.window.contentItem().width() == w)
            before = _settled(qtbot, ui)
            for lang in ("fr", "de", "es", "en"):
                button = find(ui.window, f"language_{lang}")
                click(qtbot, ui.window, button)
                qtbot.waitUntil(lambda lang=lang: TRANSLATIONS.language == lang, timeout=10000)
                now = _settled(qtbot, ui)
                moved = {
                    c: (before[c], now[c])
                    for c in LANGUAGES
                    if any(abs(a - b) > 0.5 for a, b in zip(before[c], now[c], strict=True))
                }
                assert not moved, f"{width}x{height}, {lang} chosen: moved {moved}"
                # "Same as this device" changes its words, but not its place
                assert now["system"][:2] == before["system"][:2], (lang, now["system"])
                # the same button, still holding the keyboard (it was made anew, and lost it)
                assert find(ui.window, f"language_{lang}") is button
                assert ui.window.activeFocusItem() is button
    finally:
        ui.vms.settings.language = "en"
        TRANSLATIONS.use("en")
        close_ui(qtbot, ui)
