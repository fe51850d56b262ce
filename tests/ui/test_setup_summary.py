"""The setup's summary and quick presets, through the real QML (issue 25, items 2 and 17): the
summary follows the target as it changes, "no ending" warns on the end line (not on the
player range), a preset sets the ending in one tap and stops being shown as chosen once the
target is changed by hand; and How to play says the table's own numbers."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtQuick import QQuickItem

from dixit_desktop.session import Step

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import accessible_name, find, find_all, walk

GOLD = "#f4b942"  # Theme.gold: the setup's warning colour


def colour(item: QQuickItem) -> str:
    return str(item.property("color").name())


def text(ui: Any, name: str) -> str:
    return str(find(ui.window, name).property("text"))


def to_setup(qtbot: Any, ui: Any, players: int) -> Table:
    table = Table(qtbot, ui)
    table.wait_screen(Step.START)
    table.click("newGameButton")
    table.wait_screen(Step.SETUP)
    setup = ui.vms.setup
    while setup.playerCount > players:
        table.click(f"remove{setup.playerCount - 1}")
    while setup.playerCount < players:
        table.click("addPlayerButton")
    return table


def chosen(ui: Any) -> list[str]:
    return [r["id"] for r in ui.vms.game_rules.presets.rows() if r["chosen"]]


def test_the_summary_follows_the_target_and_no_ending_warns_on_its_own_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        table = to_setup(qtbot, ui, 3)
        qtbot.waitUntil(lambda: "7 cards" in text(ui, "summary_cards"), timeout=10000)
        assert text(ui, "summary_end") == "The game ends when someone reaches 30 points."
        for _ in range(4):  # 30 -> 10, as a person taps "−"
            table.click("targetScoreMinus")
        qtbot.waitUntil(lambda: "reaches 10 points" in text(ui, "summary_end"), timeout=10000)
        assert "30" not in accessible_name(find(ui.window, "rulesSummary"))
        assert "10 points" in accessible_name(find(ui.window, "rulesSummary"))
        assert colour(find(ui.window, "summary_end")) != GOLD
        table.click("targetScoreMinus")  # below the least: no target, so no way to end
        qtbot.waitUntil(lambda: "no ending" in text(ui, "summary_end"), timeout=10000)
        assert colour(find(ui.window, "summary_end")) == GOLD
        assert colour(find(ui.window, "summary_play")) != GOLD
        assert colour(find(ui.window, "summary_cards")) != GOLD
        assert colour(find(ui.window, "rulesRange")) != GOLD  # 3 players are fine for Classic
        ui.vms.game_rules.chooseRules("team")  # now the player count is the problem
        qtbot.waitUntil(lambda: colour(find(ui.window, "rulesRange")) == GOLD, timeout=10000)
        assert colour(find(ui.window, "summary_end")) != GOLD
    finally:
        close_ui(qtbot, ui)


def test_a_preset_sets_the_target_in_one_tap_and_a_change_by_hand_unchooses_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        table = to_setup(qtbot, ui, 4)
        rules = ui.vms.game_rules
        assert chosen(ui) == ["full"]
        table.click("preset_short")
        qtbot.waitUntil(lambda: rules.options["targetScore"] == 15, timeout=10000)
        assert chosen(ui) == ["short"]
        assert find(ui.window, "preset_short").property("chosen") is True
        assert "minutes" in str(find(ui.window, "preset_short").property("detail"))
        qtbot.waitUntil(lambda: "reaches 15 points" in text(ui, "summary_end"), timeout=10000)
        table.click("targetScorePlus")  # 20 points by hand: no preset says that
        qtbot.waitUntil(lambda: rules.options["targetScore"] == 20, timeout=10000)
        assert chosen(ui) == []
        assert find(ui.window, "preset_short").property("chosen") is False
        assert find(ui.window, "preset_full").property("chosen") is False
        table.click("preset_full")
        qtbot.waitUntil(lambda: chosen(ui) == ["full"], timeout=10000)
        assert rules.options["targetScore"] == 30
    finally:
        close_ui(qtbot, ui)


def test_how_to_play_from_setup_says_this_tables_numbers(qtbot) -> None:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        table = to_setup(qtbot, ui, 3)
        ui.vms.game_rules.setOption("targetScore", 10)
        table.click("howToPlayButton")
        table.wait_screen(Step.RULES)
        said = " ".join(s["text"] for s in ui.vms.navigator.howToPlay)
        assert "Everyone holds 7 cards" in said and "reaches 10 points" in said
        assert "30" not in said
    finally:
        close_ui(qtbot, ui)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_presets_are_big_enough_named_and_never_cut_short(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    ui = open_ui(qtbot, size=(1024, 600))
    try:
        ui.vms.settings.setProperty("language", lang)
        to_setup(qtbot, ui, 12)
        ui.vms.game_rules.chooseRules("odyssey")
        presets = find_all(ui.window, "preset_", prefix=True)
        assert len(presets) == 2
        for button in presets:
            assert button.height() >= 48 and button.width() >= 48
            name = accessible_name(button)
            assert str(button.property("name")) in name, (lang, name)
            assert str(button.property("detail")) in name, (lang, name)
            for item in walk(button):
                if item.property("truncated") is not None:
                    assert not item.property("truncated"), (lang, item.property("text"))
        summary = find(ui.window, "rulesSummary")
        for item in walk(summary):
            if item.property("truncated") is not None:
                assert not item.property("truncated"), (lang, item.property("text"))
    finally:
        close_ui(qtbot, ui)
