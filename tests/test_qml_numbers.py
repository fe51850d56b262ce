"""Numbers in QML come from the Theme (issue 26, item 3): sizes, margins, spacings, durations,
radii and opacities are named once in Controls/Theme.qml. A ceiling per file, at the count
reached, so that the count can only go down: lower a file's ceiling when you move its numbers.

What counts: a numeric literal in QML code outside the themes and the drawings, except
- comments, strings, ``import`` and ``pragma`` lines, a ``z:`` (a stacking order) and a
  grid cell's address (``Layout.column: 3``, ``Layout.columnSpan: 2``);
- 0, 1 and 0.5 (none, all, a half: ``opacity: 0``, ``x: (w - width) * 0.5``);
- a 2 that halves or doubles (``width / 2``, ``2 * Theme.gap``: a centre, both sides);
- an index (``modelData[2]``).
The drawings (a rabbit, a seat's kind icon, the sand timer, a triangle, the magnifier, the
stars) are drawn in proportions of their own size (an ear at 0.37 of the width): those numbers
are the drawing, not the Theme's.
"""

from __future__ import annotations

import re
from pathlib import Path

from dixit_desktop import paths

THEMES = {"Theme.qml", "TableSizes.qml"}
"""Where the numbers are named: the Theme, and the table window's sizes (seen from a sofa)."""

DRAWINGS = {
    "Rabbit.qml",
    "PlayerKindIcon.qml",
    "SandTimer.qml",
    "Triangle.qml",
    "ZoomButton.qml",
    "NightSky.qml",
}
"""Files that draw a picture in proportions of their own size."""

CEILINGS = {
    "App.qml": 1,
    "Controls/BigButton.qml": 1,
    "Controls/Card.qml": 13,
    "Controls/Stepper.qml": 3,
    "Controls/Toast.qml": 2,
    "Drawing/ColourMixer.qml": 5,  # a colour's saturation, and the rainbow's stops
    "Drawing/DeckDeleteDialog.qml": 1,  # the PIN pad's three columns
    "Drawing/FamilyCardsScreen.qml": 2,  # two columns in landscape, at least two cards across
    "History/HistoryScreen.qml": 1,
    "Settings/PinPad.qml": 1,
    "Settings/SettingsScreen.qml": 3,
    "Setup/OptionsPanel.qml": 1,
    "Setup/PresetChoice.qml": 2,
    "Setup/RabbitPicker.qml": 4,
    "Setup/RulesChoice.qml": 2,
    "Setup/SetupScreen.qml": 1,
    "Start/StartScreen.qml": 1,
    "Table/BoardGrid.qml": 8,
    "Table/FittedText.qml": 1,
    "Table/HandRow.qml": 6,
    "Table/ScoreLine.qml": 15,
    "Table/ScoreTrack.qml": 23,
    "TableScreen/TableBoard.qml": 11,
    "TableScreen/TableEnd.qml": 3,
    "TableScreen/TableStory.qml": 2,
    "TableScreen/TableTurn.qml": 3,
    "TableScreen/TableWindow.qml": 2,
    "Timers/TimerLengths.qml": 3,
    "Turn/CardZoom.qml": 2,
    "Turn/EndScreen.qml": 3,
    "Turn/OnScreenKeyboard.qml": 2,
    "Turn/RevealScreen.qml": 5,
}
"""The most literal numbers each QML file may hold (a file not named here may hold none)."""

_NUMBER = re.compile(r"(?<![\w.#])(?:\d+\.\d*|\.\d+|\d+)(?![\w.])")
_NOT_A_SIZE = re.compile(r"\s*(?:z|Layout\.(?:row|column)(?:Span)?)\s*:")
_HALF_OR_DOUBLE = re.compile(r"/\s*2(?![\w.])|(?<![\w.])2\s*\*|\*\s*2(?![\w.])")


def _code(text: str) -> list[str]:
    """The QML's lines with comments, strings, imports, indices and stacking orders blanked."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    lines = []
    for line in text.splitlines():
        if line.strip().startswith(("import ", "pragma ")) or _NOT_A_SIZE.match(line):
            lines.append("")
            continue
        line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        line = re.sub(r"'(?:[^'\\]|\\.)*'", "''", line)
        line = re.sub(r"//.*", "", line)
        line = re.sub(r"\[\s*\d+\s*\]", "[]", line)
        line = _HALF_OR_DOUBLE.sub(" ", line)
        lines.append(line)
    return lines


def literal_numbers(text: str) -> list[tuple[int, str]]:
    """(line, literal) for each number that should have come from the Theme."""
    return [
        (i, m.group(0))
        for i, line in enumerate(_code(text), start=1)
        for m in _NUMBER.finditer(line)
        if float(m.group(0)) not in (0, 0.5, 1)
    ]


def _counted_files() -> dict[str, Path]:
    out = {}
    for qml in sorted(paths.QML_DIR.rglob("*.qml")):
        if qml.name not in THEMES | DRAWINGS:
            out[qml.relative_to(paths.QML_DIR / "DixitDesktop").as_posix()] = qml
    return out


def test_the_count_finds_a_literal_and_skips_what_is_not_one() -> None:
    qml = """import QtQuick 2.15
    Item {
        width: 24   // a size: counted
        height: parent.height * 0.37 + Theme.gap
        x: (parent.width - width) / 2
        anchors.margins: 2 * Theme.gap
        opacity: enabled ? 1 : 0.5
        z: 50
        Layout.column: 3
        text: qsTr("Page 3 of 4") + modelData[2]
        color: "#161a36"
        /* 12 in a comment */
    }"""
    assert literal_numbers(qml) == [(3, "24"), (4, "0.37")]


def test_no_qml_file_holds_more_literal_numbers_than_before() -> None:
    over = {}
    for name, qml in _counted_files().items():
        found = literal_numbers(qml.read_text(encoding="utf-8"))
        if len(found) > CEILINGS.get(name, 0):
            over[name] = (len(found), CEILINGS.get(name, 0), found)
    assert not over, "literal numbers in QML (name them in Controls/Theme.qml): " + "; ".join(
        f"{n}: {c} > {m} {f}" for n, (c, m, f) in over.items()
    )


def test_every_ceiling_names_a_counted_file() -> None:
    files = _counted_files()
    assert not set(CEILINGS) - set(files), sorted(set(CEILINGS) - set(files))
    for name in THEMES | DRAWINGS:
        assert list(paths.QML_DIR.rglob(name)), f"no drawing {name}"
