"""Rebuilding the translations (developers, and the test suite): extract every ``qsTr`` from
the QML and every ``tr(...)`` from the Python, write ``resources/i18n/dixit_<lang>.ts`` from
``<lang>.json`` and compile them with ``pyside6-lrelease``::

    python -m dixit_desktop.devtools.translations update

Never imported when the game starts (tests/test_architecture.py checks it).
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from dixit_desktop import paths
from dixit_desktop.i18n import I18N_DIR, LANGUAGES, qm_path

PYTHON_SOURCES = (
    "words.py",
    "words_base.py",
    "words_rules.py",
    "words_howto.py",
    "words_album.py",
    "words_computer.py",
    "words_saves.py",
    "words_drawing.py",
    "viewmodels",
)
"""Where Python builds sentences for players: the words module and the view-models."""

_QSTR = re.compile(r'qsTr\(\s*"((?:[^"\\]|\\.)*)"')


def _unescape(text: str) -> str:
    return text.encode().decode("unicode_escape").encode("latin-1").decode("utf-8")


def extract() -> list[tuple[str, str]]:
    """Every (context, source) pair the app may translate, sorted."""
    found: set[tuple[str, str]] = set()
    for qml in sorted(paths.QML_DIR.rglob("*.qml")):
        for m in _QSTR.finditer(qml.read_text(encoding="utf-8")):
            found.add((qml.stem, _unescape(m.group(1))))
    for py in python_sources():
        tree = ast.parse(py.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "tr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                context = "Words"
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    context = str(node.args[1].value)
                found.add((context, node.args[0].value))
    found |= _data_strings()
    return sorted(found)


def python_sources() -> list[Path]:
    out: list[Path] = []
    for name in PYTHON_SOURCES:
        path = paths.PACKAGE_DIR / name
        out += sorted(path.glob("*.py")) if path.is_dir() else [path]
    return out


def _data_strings() -> set[tuple[str, str]]:
    """Texts that come from data (rule sets, options, colours, symbols), not literals."""
    from dixit_desktop.look.palette import COLOURS, SYMBOL_NAMES
    from dixit_desktop.rules import OPTION_LABELS, RULESETS

    out = {("Rules", rs.name) for rs in RULESETS.values()}
    out |= {
        ("Rules", rs.restricted_options_reason)
        for rs in RULESETS.values()
        if rs.restricted_options_reason
    }
    out |= {("Options", label) for label in OPTION_LABELS.values()}
    out |= {("Colours", c.name) for c in COLOURS}
    out |= {("Symbols", name) for name in SYMBOL_NAMES.values()}
    out |= {("Deck", text) for text in deck_descriptions()}
    return out


def deck_descriptions() -> list[str]:
    """The built-in deck's card descriptions (what a screen reader says for each card), read
    from its ``cards.json`` here, never when the game starts."""
    data = json.loads((paths.RESOURCES / "deck" / "cards.json").read_text(encoding="utf-8"))
    return [c["description"] for c in data["cards"] if c.get("description")]


def write_ts(
    lang: str, entries: list[tuple[str, str]], translations: dict[str, object]
) -> list[str]:
    """Write ``resources/i18n/dixit_<lang>.ts``; returns the sources with no translation."""
    missing: list[str] = []
    contexts: dict[str, list[str]] = {}
    for ctx, src in entries:
        contexts.setdefault(ctx, []).append(src)
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{lang}">']  # fmt: skip
    for ctx, sources in sorted(contexts.items()):
        lines += ["<context>", f"    <name>{escape(ctx)}</name>"]
        for src in sources:
            value = translations.get(src)
            plural = "%n" in src
            attr = ' numerus="yes"' if plural else ""
            lines += [f"    <message{attr}>", f"        <source>{escape(src)}</source>"]
            if value is None:
                missing.append(src)
                lines.append('        <translation type="unfinished"></translation>')
            elif plural:
                forms = value if isinstance(value, list) else [value, value]
                lines.append("        <translation>")
                lines += [f"            <numerusform>{escape(str(f))}</numerusform>" for f in forms]
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation>{escape(str(value))}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    (I18N_DIR / f"dixit_{lang}.ts").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return missing


ENGLISH_FORMS: dict[str, list[str]] = {
    "Cast my %n vote(s)": ["Cast my vote", "Cast my votes"],
    "Play this/these %n card(s)": ["Play this card", "Play these cards"],
    "Choose %n card(s) that fit %1's clue.": [
        "Choose the card that best fits %1's clue.",
        "Choose %n cards that fit %1's clue.",
    ],
    "%n time(s)": ["once", "%n times"],
    "until everyone has told %n time(s)": [
        "until everyone has told once",
        "until everyone has told %n times",
    ],
    "everyone has been the storyteller %n time(s)": [
        "everyone has been the storyteller once",
        "everyone has been the storyteller %n times",
    ],
    "The game ends when everyone has been the storyteller %n time(s).": [
        "The game ends when everyone has been the storyteller once.",
        "The game ends when everyone has been the storyteller %n times.",
    ],
    "everyone tells %n time(s)": ["everyone tells once", "everyone tells %n times"],
}
"""English's (one, other) forms of the few ``%n`` sources whose singular reads differently
from the source with "(s)" taken away, or which leave the number out: a button says "Cast my
vote", never "Cast my 1 vote". Only a form written here may leave out %n, in English and in
each translation's form for the same count (tests/test_i18n.py)."""


def english_plurals(src: str) -> list[str]:
    """English's two plural forms of a ``%n`` source: written in ``ENGLISH_FORMS``, or else
    the source with "(s)" gone in the singular and made "s" in the plural."""
    if src in ENGLISH_FORMS:
        return list(ENGLISH_FORMS[src])
    return [src.replace("(s)", ""), src.replace("(s)", "s")]


def update() -> int:
    import subprocess

    entries = extract()
    status = 0
    for lang in LANGUAGES:
        if lang == "en":
            table: dict[str, object] = {
                src: english_plurals(src) for _ctx, src in entries if "%n" in src
            }
            (I18N_DIR / "en.json").write_text(
                json.dumps(table, ensure_ascii=False, indent=0, sort_keys=True) + "\n",
                encoding="utf-8",
            )
        else:
            table = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
        wanted = entries if lang != "en" else [e for e in entries if "%n" in e[1]]
        missing = write_ts(lang, wanted, table)
        for src in missing:
            print(f"{lang}: no translation for {src!r}")
            status = 1
        for src in sorted(set(table) - {s for _c, s in wanted}):
            print(f"{lang}: translation of a text the app no longer has: {src!r}")
            status = 1
        lrelease = Path(sys.executable).with_name("pyside6-lrelease")
        subprocess.run(
            [str(lrelease), str(I18N_DIR / f"dixit_{lang}.ts"), "-qm", str(qm_path(lang))],
            check=True,
        )
    return status


if __name__ == "__main__":
    if sys.argv[1:] == ["update"]:
        sys.exit(update())
    print(__doc__)
