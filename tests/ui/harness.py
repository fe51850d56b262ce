"""Driving the real QML UI as a person would: find items by objectName in the item tree,
click at their centre, press and hold, type."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAccessible, QGuiApplication, QKeyEvent
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from pytestqt.exceptions import TimeoutError


def walk(item: QQuickItem, visible_only: bool = True) -> Iterator[QQuickItem]:
    """Every item under ``item`` (Repeater and ListView delegates included)."""
    stack = [item]
    while stack:
        it = stack.pop()
        if visible_only and not it.isVisible():
            continue
        yield it
        stack.extend(reversed(it.childItems()))


def find_all(window: QQuickWindow, name: str, prefix: bool = False) -> list[QQuickItem]:
    return [
        it
        for it in walk(window.contentItem())
        if (it.objectName().startswith(name) if prefix else it.objectName() == name)
    ]


def find(window: QQuickWindow, name: str) -> QQuickItem:
    found = find_all(window, name)
    if not found:
        raise LookupError(f"no visible item named {name!r}")
    return found[0]


def centre(item: QQuickItem) -> QPoint:
    p = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
    return QPoint(round(p.x()), round(p.y()))


def on_screen(window: QQuickWindow, item: QQuickItem) -> bool:
    """Its middle is inside the window and inside every clipping parent (a list scrolled
    past it shows something else there)."""
    c = centre(item)
    if not (0 <= c.x() < window.width() and 0 <= c.y() < window.height()):
        return False
    parent = item.parentItem()
    while parent is not None:
        if parent.clip() and not parent.mapRectToScene(parent.boundingRect()).contains(c):
            return False
        parent = parent.parentItem()
    return True


def scroll_to(item: QQuickItem) -> None:
    """Scroll the nearest list or flickable holding ``item`` until it shows, as a person
    would drag it."""
    parent = item.parentItem()
    while parent is not None and parent.property("contentY") is None:
        parent = parent.parentItem()
    if parent is None:
        return
    view = parent.mapRectToScene(parent.boundingRect())
    box = item.mapRectToScene(item.boundingRect())
    content_y = float(parent.property("contentY"))
    if box.top() < view.top():
        parent.setProperty("contentY", content_y - (view.top() - box.top()))
    elif box.bottom() > view.bottom():
        parent.setProperty("contentY", content_y + (box.bottom() - view.bottom()))


def wait_laid_out(qtbot: Any, problems: Any, timeout: int = 10000) -> None:
    """Wait until ``problems()`` (what is not yet laid out right) is empty: a layout takes a
    few frames to settle, more on a busy machine. Fails with what is still wrong."""
    try:
        qtbot.waitUntil(lambda: not problems(), timeout=timeout)
    except TimeoutError:
        raise AssertionError(f"still wrong after {timeout} ms: {problems()}") from None


def click(qtbot: Any, window: QQuickWindow, item: QQuickItem) -> None:
    """Click the middle of ``item``, once it has come on screen (as a person waits for a
    screen to slide in): never a click at a place the item is not."""
    assert item.isEnabled(), f"{item.objectName()} is disabled"
    if not on_screen(window, item):
        scroll_to(item)
    try:
        qtbot.waitUntil(lambda: on_screen(window, item), timeout=10000)
    except Exception:
        raise AssertionError(f"{item.objectName()} is off screen at {centre(item)}") from None
    QTest.mouseClick(
        window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre(item)
    )


def hold(qtbot: Any, window: QQuickWindow, item: QQuickItem, until: Any) -> None:
    """Press and keep holding (as a person does) until ``until()`` is true, however slow the
    machine's frames are; then let go."""
    pos = centre(item)
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    qtbot.waitUntil(until, timeout=5000)
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def key_event(window: QQuickWindow, key: Qt.Key, press: bool, repeat: bool = False) -> None:
    """One real key event (a press or a release, optionally an auto-repeat) to the window."""
    kind = QEvent.Type.KeyPress if press else QEvent.Type.KeyRelease
    text = " " if key == Qt.Key.Key_Space else ("\r" if key == Qt.Key.Key_Return else "")
    QGuiApplication.sendEvent(
        window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, repeat)
    )


def hold_key(qtbot: Any, window: QQuickWindow, key: Qt.Key, until: Any) -> None:
    """Hold ``key`` down until ``until()`` is true, as a person does (no auto-repeat)."""
    key_event(window, key, press=True)
    qtbot.waitUntil(until, timeout=5000)
    key_event(window, key, press=False)


def type_text(window: QQuickWindow, text: str) -> None:
    """Type ``text`` into whatever has keyboard focus, one key event per character."""
    for ch in text:
        code = ord(ch.upper()) if ch.isascii() and ch.isalnum() else 0
        k = Qt.Key(code) if code else Qt.Key.Key_unknown
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QGuiApplication.sendEvent(
                window, QKeyEvent(kind, k, Qt.KeyboardModifier.NoModifier, ch)
            )


def select_all(window: QQuickWindow) -> None:
    QTest.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)


def accessible_name(item: QQuickItem) -> str:
    iface = QAccessible.queryAccessibleInterface(item)
    return iface.text(QAccessible.Text.Name) if iface is not None and iface.isValid() else ""


def texts(window: QQuickWindow) -> list[str]:
    """Every string a person could read or hear on screen: texts, image sources, accessible
    names."""
    out: list[str] = []
    for it in walk(window.contentItem()):
        for prop in ("text", "source", "placeholderText"):
            v = it.property(prop)
            if isinstance(v, str) and v:
                out.append(v)
            elif v is not None and hasattr(v, "toString"):
                s = v.toString()
                if s:
                    out.append(s)
        name = accessible_name(it)
        if name:
            out.append(name)
    return out


_TOUCH = None


def touch_device():  # type: ignore[no-untyped-def]
    """A touch screen for QTest (created once: Qt keeps registered devices)."""
    global _TOUCH
    if _TOUCH is None:
        _TOUCH = QTest.createTouchDevice()
    return _TOUCH


def still(qtbot: Any, item: QQuickItem, timeout: int = 10000) -> None:
    """Wait until ``item`` stands still on screen (its centre the same on two polls in a row):
    a row of cards still laying out moves what a finger aims at."""
    seen: list[object] = []

    def settled() -> bool:
        here = item.mapToScene(item.boundingRect().center())
        same = seen == [here]
        seen[:] = [here]
        return same

    qtbot.waitUntil(settled, timeout=timeout)


def tap(qtbot: Any, window: QQuickWindow, item: QQuickItem, until: Any = None) -> None:
    """A finger on the item's centre: a tap, or (with ``until``) a press held until
    ``until()`` is true."""
    assert on_screen(window, item), f"{item.objectName()} is off screen at {centre(item)}"
    pos = centre(item)
    QTest.touchEvent(window, touch_device()).press(0, pos, window).commit()
    if until is not None:
        qtbot.waitUntil(until, timeout=5000)
    QTest.touchEvent(window, touch_device()).release(0, pos, window).commit()
