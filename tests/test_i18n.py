"""Translations: every text has one, placeholders survive, and the UI switches language."""

from __future__ import annotations

import json
import re

from dixit_desktop.devtools.translations import extract
from dixit_desktop.i18n import I18N_DIR, LANGUAGES, TRANSLATIONS, qm_path, resolve

PLACEHOLDER = re.compile(r"%\d|%n")


def test_every_text_is_translated_with_its_placeholders() -> None:
    for lang in LANGUAGES:
        table = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
        sources = {src for _ctx, src in extract()}
        if lang == "en":  # English needs only its plural forms
            sources = {src for src in sources if "%n" in src}
        missing = sorted(sources - set(table))
        assert not missing, f"{lang}: no translation for {missing[:5]}"
        for src in sources:
            forms = table[src] if isinstance(table[src], list) else [table[src]]
            for form in forms:
                assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(src)), (
                    f"{lang}: placeholders differ in {src!r} -> {form!r}"
                )
        assert qm_path(lang).exists(), "run: python -m dixit_desktop.i18n update"
        assert qm_path(lang).stat().st_mtime >= (I18N_DIR / f"{lang}.json").stat().st_mtime - 1


def test_language_setting_resolves() -> None:
    assert resolve("fr", "en_US") == "fr"
    assert resolve("system", "fr_CA") == "fr"
    assert resolve("system", "ja_JP") == "en"


def test_translations_load_and_translate(qapp) -> None:
    from PySide6.QtCore import QCoreApplication

    t = TRANSLATIONS
    assert t.use("fr")
    assert QCoreApplication.translate("HandoffScreen", "Pass to %1") == "Passe à %1"
    assert QCoreApplication.translate("Words", "Choose %n card(s).", None, 2) == "Choisis 2 cartes."
    assert t.use("en")
    assert QCoreApplication.translate("HandoffScreen", "Pass to %1") == "Pass to %1"
    # real plural forms in English too, never "1 card(s)"
    assert QCoreApplication.translate("Words", "Choose %n card(s).", None, 1) == "Choose 1 card."
    assert QCoreApplication.translate("Words", "Choose %n card(s).", None, 3) == "Choose 3 cards."
