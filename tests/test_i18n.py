"""Translations: every text has one in every language, none is left over, placeholders survive,
plural texts have real plural forms, and the UI switches language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dixit_desktop import paths
from dixit_desktop.devtools.translations import ENGLISH_FORMS, english_plurals, extract
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


def _may_leave_out_n(src: str) -> list[bool]:
    """For each (one, other) form of a plural source: may it leave out %n? Only where English's
    form for the same count does ("Cast my vote", never "Cast my 1 vote"), and English leaves
    it out only in a form written in ENGLISH_FORMS."""
    return ["%n" not in form for form in english_plurals(src)]


def _placeholders_agree(lang: str, src: str, value: object) -> None:
    plural = "%n" in src
    forms = value if isinstance(value, list) else [value]
    if plural:
        assert len(forms) == PLURAL_FORMS[lang], f"{lang}: plural forms of {src!r}: {forms}"
    else:
        assert isinstance(value, str), f"{lang}: {src!r} has plural forms but no %n"
    want = sorted(p for p in PLACEHOLDER.findall(src) if p != "%n")
    optional = _may_leave_out_n(src) if plural else []
    for i, form in enumerate(forms):
        assert isinstance(form, str) and form.strip(), f"{lang}: empty form for {src!r}"
        found = PLACEHOLDER.findall(form)
        assert sorted(p for p in found if p != "%n") == want, (
            f"{lang}: placeholders differ in {src!r} -> {form!r}"
        )
        if plural and not optional[min(i, len(optional) - 1)]:
            assert found.count("%n") == 1, f"{lang}: {form!r} should show %n once ({src!r})"
        else:
            assert found.count("%n") <= (1 if plural else 0), f"{lang}: %n in {form!r}"


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_placeholders_and_plural_forms_match_the_english(lang: str) -> None:
    for src, value in _table(lang).items():
        _placeholders_agree(lang, src, value)


def test_the_plural_check_lets_only_a_written_english_form_leave_out_the_number() -> None:
    _placeholders_agree("fr", "Cast my %n vote(s)", ["Voter", "Voter"])
    _placeholders_agree(
        "de",
        "Choose %n card(s) that fit %1's clue.",
        ["Wähle die Karte von %1.", "Wähle %n Karten von %1."],
    )
    with pytest.raises(AssertionError, match="should show %n"):  # its English plural shows it
        _placeholders_agree(
            "de",
            "Choose %n card(s) that fit %1's clue.",
            ["Wähle die Karte von %1.", "Wähle Karten von %1."],
        )
    with pytest.raises(AssertionError, match="should show %n"):  # no written English form
        _placeholders_agree(
            "fr", "Choose %n card(s).", ["Choisis une carte.", "Choisis %n cartes."]
        )
    with pytest.raises(AssertionError, match="placeholders differ"):
        _placeholders_agree(
            "es",
            "Choose %n card(s) that fit %1's clue.",
            ["Elige la carta.", "Elige %n cartas de %1."],
        )


def test_every_written_english_form_is_a_source_of_the_app_with_two_forms() -> None:
    sources = _sources()
    for src, forms in ENGLISH_FORMS.items():
        assert src in sources, f"ENGLISH_FORMS has {src!r}, which the app no longer says"
        _placeholders_agree("en", src, forms)


PLURAL_SWITCH = re.compile(r"(?:[<>]=?|[!=]==?)\s*[12]\s*\)?\s*\?\s*\(?\s*qsTr\(")
"""A count compared with 1 or 2 choosing between two qsTr texts: a plural made by hand."""


def test_plural_switch_pattern_catches_one() -> None:
    assert PLURAL_SWITCH.search('n > 1 ? qsTr("Play these cards") : qsTr("Play this card")')
    assert PLURAL_SWITCH.search('(Choice.cardsToChoose > 1\n   ? qsTr("Choose %1 cards")')
    assert PLURAL_SWITCH.search('count === 1 ? qsTr("vote") : qsTr("votes")')
    assert not PLURAL_SWITCH.search('qsTr("Cast my %n vote(s)", "", n)')
    assert not PLURAL_SWITCH.search('Choice.maxVotes > 1 ? "✓" + cell.selected : "✓"')


def test_no_qml_chooses_a_plural_by_hand() -> None:
    found = [
        f"{qml.relative_to(paths.QML_DIR)}: {m.group(0)!r}"
        for qml in sorted(paths.QML_DIR.rglob("*.qml"))
        for m in PLURAL_SWITCH.finditer(qml.read_text(encoding="utf-8"))
    ]
    assert not found, f'use qsTr("...%n...", "", n), with ENGLISH_FORMS if needed: {found}'


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
        # a written English form may leave the number out, where the words read better
        assert tr("VoteScreen", "Cast my %n vote(s)", None, 1) == "Cast my vote"
        assert tr("VoteScreen", "Cast my %n vote(s)", None, 2) == "Cast my votes"
        assert tr("HandScreen", "Play this/these %n card(s)", None, 2) == "Play these cards"
        clue = "Choose %n card(s) that fit %1's clue."
        assert tr("HandScreen", clue, None, 1) == "Choose the card that best fits %1's clue."
        assert tr("HandScreen", clue, None, 3) == "Choose 3 cards that fit %1's clue."
        assert t.use("de")
        assert tr("HandScreen", "Play this/these %n card(s)", None, 1) == "Diese Karte legen"
        assert tr("HandScreen", clue, None, 2) == "Wähle 2 Karten, die zum Hinweis von %1 passen."
    finally:
        t.use("en")
