"""Saves on the real screens: a failed save's message stays until its OK is pressed (no
timer, no stray tap) while the device goes round the table, and a small line keeps saying
that nothing is saved; an unfinished game that cannot be read is said on the start screen,
also in kiosk mode."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QObject
from PySide6.QtQuick import QQuickItem

from dixit_desktop.notices import Notice
from dixit_desktop.session import Step
from dixit_desktop.storage import FILE_NAME, Store

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import click, find, find_all


def _toast_timer(toast: QQuickItem) -> QObject:
    timers = [o for o in toast.findChildren(QObject) if o.metaObject().className() == "QQmlTimer"]
    assert len(timers) == 1
    return timers[0]


def test_a_failed_save_stays_on_screen_until_read(qtbot, tmp_path) -> None:
    store = Store.open(tmp_path)
    ui = open_ui(qtbot, store=store)
    players = Table(qtbot, ui, seed=4)
    players.set_up("classic", 4)
    players.wait_screen(Step.HANDOFF)
    ui.session.say(Notice("rules.error"))
    toast = find(ui.window, "toast")
    assert _toast_timer(toast).property("running")  # an ordinary message goes by itself...
    ui.vms.navigator.dismissNotice()
    store._conn.execute("PRAGMA query_only = ON")  # the next move cannot be saved
    while store.saving:
        step = players.wait_screen(Step.HANDOFF, Step.CLUE, Step.TOLD, Step.PLAY)
        getattr(players, f"on_{step.name.lower()}")()
    qtbot.waitUntil(lambda: bool(find_all(ui.window, "toast")), timeout=10000)
    toast = find(ui.window, "toast")
    assert "no longer being saved" in ui.vms.navigator.notice
    assert not _toast_timer(toast).property("running")  # ...this one has no timer at all
    click(qtbot, ui.window, toast)  # a stray tap on it does not take it away
    assert ui.vms.navigator.notice and find_all(ui.window, "toast")
    handoffs = 0
    for _ in range(8):  # the device goes round the table: the message is still there
        step = players.wait_screen(
            Step.HANDOFF, Step.CLUE, Step.TOLD, Step.PLAY, Step.BOARD, Step.VOTE, Step.REVEAL
        )
        handoffs += step is Step.HANDOFF
        assert find_all(ui.window, "toast") and ui.vms.navigator.notice, step
        assert not find_all(ui.window, "notSavingBadge")  # the message says it all
        getattr(players, f"on_{step.name.lower()}")()
    assert handoffs >= 2
    step = players.wait_screen(Step.HANDOFF, Step.BOARD, Step.TOLD, Step.REVEAL)
    click(qtbot, ui.window, find(ui.window, "toastOk"))  # read: OK
    qtbot.waitUntil(lambda: not find_all(ui.window, "toast"), timeout=10000)
    find(ui.window, "notSavingBadge")  # a public screen: the small line stays
    line = find(ui.window, "notSavingText").property("text")
    assert line == "Not saving: the folder or the file cannot be written"
    close_ui(qtbot, ui)


def _damaged_unfinished_game(folder) -> None:  # type: ignore[no-untyped-def]
    from ..viewmodels.test_saves import _damaged_unfinished_game as damage

    damage(folder)


def test_a_damaged_unfinished_game_is_said_on_the_start_screen(qtbot, tmp_path) -> None:
    _damaged_unfinished_game(tmp_path)
    ui = open_ui(qtbot, store=Store.open(tmp_path))
    players = Table(qtbot, ui)
    players.wait_screen(Step.START)
    qtbot.waitUntil(lambda: bool(find_all(ui.window, "setAsidePanel")), timeout=10000)
    said = find(ui.window, "setAsideText").property("text")
    assert said.startswith("The unfinished game could not be read back") and str(tmp_path) in said
    assert not find_all(ui.window, "resumeButton")
    players.click("setAsideOk")
    qtbot.waitUntil(lambda: not find_all(ui.window, "setAsidePanel"), timeout=10000)
    players.set_up("classic", 4)
    players.wait_screen(Step.HANDOFF)
    assert ui.vms.navigator.notice == "" and not find_all(ui.window, "toast")
    close_ui(qtbot, ui)


def test_a_kiosk_says_it_on_the_start_screen_too(qtbot, tmp_path) -> None:
    _damaged_unfinished_game(tmp_path)
    ui = open_ui(qtbot, store=Store.open(tmp_path), kiosk=True)  # resumes at once at start
    players = Table(qtbot, ui)
    players.wait_screen(Step.START)
    qtbot.waitUntil(lambda: bool(find_all(ui.window, "setAsidePanel")), timeout=10000)
    assert ui.vms.navigator.notice == ""
    players.set_up("classic", 4)  # a new game at once, unread: never said there
    players.wait_screen(Step.HANDOFF)
    assert ui.vms.navigator.notice == "" and not find_all(ui.window, "toast")
    close_ui(qtbot, ui)
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    status = conn.execute("SELECT status FROM games WHERE id = 1").fetchone()[0]
    conn.close()
    assert status == "damaged"  # kept in the file, as the start screen said
