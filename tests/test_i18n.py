"""Translations: every text has one in every language, none is left over, placeholders survive,
plural texts have real plural forms, and the UI switches language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dixit_desktop import paths
from dixit_desktop.devtools.translations import extract
from dixit_desktop.i18n import I18N_DIR, LANGUAGES, TRANSLATIONS, qm_path, resolve

PLACEHOLDER = re.compile(r"%\d+|%n|\{\w*\}")
"""Qt's numbered arguments and plural count, and Python's named fields ("{name}")."""

PLURAL_FORMS = {"en": 2, "fr": 2, "de": 2, "es": 2}
"""How many plural forms Qt expects for each language (one, other)."""


def _sources() -> set[str]:
    return {src for _ctx, src in extract()}


def _table(lang: str) -> dict[str, object]:
    table: dict[str, object] = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    return table


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_text_is_translated_and_none_is_left_over(lang: str) -> None:
    sources = _sources()
    if lang == "en":  # English needs only its plural forms
        sources = {src for src in sources if "%n" in src}
    table = _table(lang)
    missing = sorted(sources - set(table))
    assert not missing, f"{lang}: no translation for {missing[:8]} ({len(missing)} in all)"
    unused = sorted(set(table) - sources)
    assert not unused, f"{lang}: translations of texts the app no longer has: {unused[:8]}"
    ts = (I18N_DIR / f"dixit_{lang}.ts").read_text(encoding="utf-8")
    assert 'type="unfinished"' not in ts, f"{lang}: the .ts is stale; run translations update"
    assert qm_path(lang).exists(), "run: python -m dixit_desktop.devtools.translations update"
    assert qm_path(lang).stat().st_mtime >= (I18N_DIR / f"{lang}.json").stat().st_mtime - 1


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_placeholders_and_plural_forms_match_the_english(lang: str) -> None:
    for src, value in _table(lang).items():
        plural = "%n" in src
        forms = value if isinstance(value, list) else [value]
        if plural:
            assert len(forms) == PLURAL_FORMS[lang], f"{lang}: plural forms of {src!r}: {forms}"
        else:
            assert isinstance(value, str), f"{lang}: {src!r} has plural forms but no %n"
        want = sorted(PLACEHOLDER.findall(src))
        for form in forms:
            assert isinstance(form, str) and form.strip(), f"{lang}: empty form for {src!r}"
            assert sorted(PLACEHOLDER.findall(form)) == want, (
                f"{lang}: placeholders differ in {src!r} -> {form!r}"
            )


def test_placeholder_check_catches_a_change() -> None:
    assert sorted(PLACEHOLDER.findall("Pass to %1")) != sorted(PLACEHOLDER.findall("Passe à"))
    assert PLACEHOLDER.findall("{name} has %n card(s), %12") == ["{name}", "%n", "%12"]


def test_each_language_is_named_in_itself_and_has_its_files() -> None:
    assert list(LANGUAGES) == ["en", "fr", "de", "es"]
    assert LANGUAGES["de"] == "Deutsch" and LANGUAGES["es"] == "Español"
    for lang in LANGUAGES:
        assert f'language="{lang}"' in (I18N_DIR / f"dixit_{lang}.ts").read_text(encoding="utf-8")


def test_the_linux_desktop_file_speaks_every_language() -> None:
    text = (Path(paths.PACKAGE_DIR).parent / "packaging/linux/dixit-desktop.desktop").read_text(
        encoding="utf-8"
    )
    for lang in LANGUAGES:
        if lang != "en":
            for key in ("GenericName", "Comment", "Keywords"):
                assert f"{key}[{lang}]=" in text, f"{key}[{lang}] missing"


def test_language_setting_resolves() -> None:
    assert resolve("fr", "en_US") == "fr"
    assert resolve("system", "fr_CA") == "fr"
    assert resolve("system", "de_AT") == "de"
    assert resolve("system", "es-MX") == "es"
    assert resolve("de", "es_ES") == "de"
    assert resolve("system", "ja_JP") == "en"


def test_translations_load_and_translate(qapp) -> None:
    from PySide6.QtCore import QCoreApplication

    tr = QCoreApplication.translate
    t = TRANSLATIONS
    try:
        assert t.use("fr")
        assert tr("HandoffScreen", "Pass to %1") == "Passe à %1"
        assert tr("Words", "Choose %n card(s).", None, 2) == "Choisis 2 cartes."
        assert t.use("de")
        assert tr("HandoffScreen", "Pass to %1") == "Weiter an %1"
        assert tr("Words", "Choose %n card(s).", None, 1) == "Wähle 1 Karte."
        assert tr("Words", "Choose %n card(s).", None, 2) == "Wähle 2 Karten."
        assert t.use("es")
        assert tr("Words", "Choose %n card(s).", None, 1) == "Elige 1 carta."
        assert tr("Words", "Choose %n card(s).", None, 5) == "Elige 5 cartas."
        assert t.use("en")
        assert tr("HandoffScreen", "Pass to %1") == "Pass to %1"
        # real plural forms in English too, never "1 card(s)"
        assert tr("Words", "Choose %n card(s).", None, 1) == "Choose 1 card."
        assert tr("Words", "Choose %n card(s).", None, 3) == "Choose 3 cards."
    finally:
        t.use("en")
