"""Languages: loading a translation at run time, and (for developers) rebuilding them.

Translations live in ``resources/i18n``: ``<lang>.json`` maps each English source string to
its translation (a plural string, containing ``%n``, maps to a list of plural forms), and
``dixit_<lang>.qm`` is the compiled Qt file the app loads. To rebuild after changing texts::

    python -m dixit_desktop.i18n update

which extracts every ``qsTr`` from the QML and every ``tr(...)`` from the Python, writes the
``.ts`` files (English strings with no translation yet are reported) and compiles them with
``pyside6-lrelease``.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from dixit_desktop import paths

I18N_DIR = paths.RESOURCES / "i18n"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
"""Languages the app offers, by code, each named in its own language."""


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"dixit_{lang}.qm"


class Translations:
    """The installed translator; :meth:`use` swaps the language of a running app. The app has
    one (:data:`TRANSLATIONS`): a second one would leave its translator installed."""

    def __init__(self) -> None:
        self._translator: object | None = None
        self.language = "en"

    def use(self, lang: str) -> bool:
        """Install ``lang`` (English needs no file). False if its file cannot be loaded."""
        from PySide6.QtCore import QCoreApplication, QTranslator

        app = QCoreApplication.instance()
        if app is None:
            return False
        if self._translator is not None:
            QCoreApplication.removeTranslator(self._translator)  # type: ignore[arg-type]
            self._translator = None
        self.language = "en"
        if lang == "en" or lang not in LANGUAGES:
            return lang == "en"
        translator = QTranslator(app)
        if not translator.load(str(qm_path(lang))):
            return False
        QCoreApplication.installTranslator(translator)
        self._translator = translator
        self.language = lang
        return True


TRANSLATIONS = Translations()


def resolve(setting: str, system_locale: str) -> str:
    """The language to use for a setting ("system", or a code) and the system's locale."""
    if setting in LANGUAGES:
        return setting
    code = system_locale.split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else "en"


# --- extraction (developers) -------------------------------------------------------------------

_QSTR = re.compile(r'qsTr\(\s*"((?:[^"\\]|\\.)*)"')


def _unescape(text: str) -> str:
    return text.encode().decode("unicode_escape").encode("latin-1").decode("utf-8")


def extract() -> list[tuple[str, str]]:
    """Every (context, source) pair the app may translate, sorted."""
    found: set[tuple[str, str]] = set()
    for qml in sorted((paths.QML_DIR / "DixitDesktop").glob("*.qml")):
        for m in _QSTR.finditer(qml.read_text(encoding="utf-8")):
            found.add((qml.stem, _unescape(m.group(1))))
    for py in sorted((paths.PACKAGE_DIR / "table").glob("*.py")):
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
                context = "Table"
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    context = str(node.args[1].value)
                found.add((context, node.args[0].value))
    found |= _data_strings()
    return sorted(found)


def _data_strings() -> set[tuple[str, str]]:
    """Texts that come from data (rule sets, options, colours, symbols), not literals."""
    from dixit_desktop.rules import OPTION_LABELS, RULESETS
    from dixit_desktop.table.palette import COLOURS, SYMBOL_NAMES

    out = {("Rules", rs.name) for rs in RULESETS.values()}
    out |= {("Rules", rs.summary) for rs in RULESETS.values()}
    out |= {
        ("Rules", rs.restricted_options_reason)
        for rs in RULESETS.values()
        if rs.restricted_options_reason
    }
    out |= {("Options", label) for label in OPTION_LABELS.values()}
    out |= {("Colours", c.name) for c in COLOURS}
    out |= {("Symbols", name) for name in SYMBOL_NAMES.values()}
    return out


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


def update() -> int:
    import subprocess

    entries = extract()
    status = 0
    for lang in LANGUAGES:
        if lang == "en":
            continue
        table = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
        missing = write_ts(lang, entries, table)
        for src in missing:
            print(f"{lang}: no translation for {src!r}")
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
