"""The storyteller's phrase banks (resources/lexicon/phrases): every row of every language is
whole and parses, every concept two pictures of the built-in deck share has clues of several
kinds in each language, and a missing or damaged file costs only its language (a damaged row
only itself)."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from dixit_desktop.computer import LexiconDamagedError, LexiconMissingError, UnknownLanguageError
from dixit_desktop.computer.lexicon import LANGUAGES
from dixit_desktop.computer.measure import builtin_metadata
from dixit_desktop.computer.phrases import (
    CATEGORY_WORDS,
    KINDS,
    MAX_WORDS,
    PHRASES_DIR,
    TAG,
    known_phrase_terms,
    load_phrases,
    parse_phrases,
    phrases_or_empty,
    row_problem,
)
from dixit_desktop.computer.text import phrase_key


def shared_concepts() -> set[str]:
    """Concepts two or more pictures of the deck share. Their rows let a storyteller aim at
    what several pictures have in common; a concept of one picture only is told by that
    picture's own rows (``recipe:<name>``, at least three in every language:
    test_picture_rows.py), since a concept's rows are only given for the cards that have it."""
    counts = Counter(
        phrase_key(c) for m in builtin_metadata().values() for c in set(m.get("concepts", []))
    )
    return {c for c, n in counts.items() if n >= 2}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_row_of_every_bank_parses(language: str) -> None:
    raw = (PHRASES_DIR / f"{language}.tsv").read_text(encoding="utf-8")
    rows = [r for r in raw.splitlines() if r.strip() and not r.startswith("#")]
    bank = load_phrases(language)
    assert bank.damaged_rows == 0
    assert len(rows) >= 600 and len(bank) >= 600
    for row in rows:
        key, kind, text = row.split("\t")
        assert not row_problem(key, kind, text, language), row
        assert 1 <= len(text.split()) <= MAX_WORDS and text == text.strip(), row


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_shared_concept_of_the_deck_has_clues_of_several_kinds(language: str) -> None:
    bank = load_phrases(language)
    missing = sorted(shared_concepts() - set(bank.by_key))
    assert not missing, missing
    for concept in shared_concepts():
        phrases = bank.by_key[concept]
        assert len(phrases) >= 2, (language, concept)
        assert len({p.kind for p in phrases}) >= 2, (language, concept)
    kinds = {p.kind for ps in bank.by_key.values() for p in ps}
    assert kinds == set(KINDS) - {"title"} or kinds == set(KINDS), kinds


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_clue_is_a_category_word_or_its_concepts_own_key(language: str) -> None:
    """A clue for wish is never "wish" alone; "wishful" is one."""
    for key, phrases in load_phrases(language).by_key.items():
        for p in phrases:
            assert p.folded not in CATEGORY_WORDS, p
            assert p.folded != key.removeprefix(TAG), p


@pytest.mark.parametrize(
    ("key", "kind", "text", "language", "problem"),
    [
        ("letting go", "saying", "let it go", "en", ""),
        ("home", "saying", "there's no place like home", "en", ""),
        ("tag:moon", "phrase", "décrocher la lune", "fr", ""),
        ("wish", "question", "make a wish", "en", "unknown kind"),
        ("", "word", "hush", "en", "no key"),
        ("tag:", "word", "hush", "en", "no tag"),
        ("structure", "word", "structure", "en", "a category word"),
        ("time", "phrase", "before the", "en", "ends on a fragment"),
        ("time", "phrase", "avant la", "fr", "ends on a fragment"),
        ("time", "phrase", "vor dem", "de", "ends on a fragment"),
        ("time", "phrase", "antes del", "es", "ends on a fragment"),
        ("imagination", "phrase", "jugar a que", "es", "ends on a fragment"),
        ("time", "phrase", "one two three four five six seven", "en", "not one to six words"),
        ("time", "phrase", "“tick tock”", "en", "quotes or brackets"),
        ("time", "phrase", "(tick tock", "en", "quotes or brackets"),
        ("waiting", "phrase", "¿falta mucho", "es", "an unclosed question or exclamation"),
        ("waiting", "phrase", "¿falta mucho?", "es", ""),
        ("time", "phrase", "tick {w}", "en", "a character no clue has"),
        ("time", "phrase", "!!!", "en", "no word"),
    ],
)
def test_a_row_is_a_whole_clue_or_refused(
    key: str, kind: str, text: str, language: str, problem: str
) -> None:
    assert row_problem(key, kind, text, language) == problem


def test_a_damaged_row_costs_only_itself() -> None:
    raw = (
        b"# comment\n"
        b"letting go\tsaying\tlet it go\n"
        b"home\tsaying\thome sweet home\r\n"
        b"home\tsaying\n"  # a field short
        b"home\tsaying\ta\tb\n"  # a field too many
        b"home\tmood\tcosy\n"  # no such kind
        b"wish\tphrase\tmake a \xff wish\n"  # not UTF-8
        b"tag:moon\tphrase\tonce in a blue moon\n"
        b"home\tsaying\tHome  sweet   home\n"  # the same clue again: kept once
    )
    bank = parse_phrases("en", raw)
    assert bank.damaged_rows == 4
    assert [p.text for p in bank.by_key["home"]] == ["home sweet home"]
    assert bank.by_key["tag:moon"][0].term == "moon"
    assert bank.by_text["let it go"] == ("letting go",)


def test_a_missing_or_damaged_file_costs_only_its_language(tmp_path: Path) -> None:
    shutil.copy(PHRASES_DIR / "en.tsv", tmp_path / "en.tsv")
    (tmp_path / "de.tsv").write_bytes(b"\xff\xfe nothing readable\nno\ttabs\n")
    with pytest.raises(LexiconMissingError):
        load_phrases("fr", tmp_path)
    with pytest.raises(LexiconDamagedError):
        load_phrases("de", tmp_path)
    with pytest.raises(UnknownLanguageError):
        load_phrases("xx", tmp_path)
    assert len(phrases_or_empty("fr", tmp_path)) == 0
    assert len(phrases_or_empty("de", tmp_path)) == 0
    assert len(phrases_or_empty("en", tmp_path)) == len(load_phrases("en"))


@pytest.mark.parametrize(
    ("text", "language", "terms"),
    [
        ("Let it go!", "en", {"letting go"}),
        ("libérée, délivrée", "fr", {"freedom", "letting go"}),
        ("Schäfchen zählen", "de", {"daydream", "sheep"}),
        ("érase una vez", "es", {"childhood", "beginning", "storytelling", "stories"}),
        ("let it go", "fr", {"letting go"}),  # another language's saying is known too
        ("the cat sat on the mat", "en", set()),
        ("", "en", set()),
    ],
)
def test_a_known_saying_stands_for_its_concepts(text: str, language: str, terms: set[str]) -> None:
    assert set(known_phrase_terms(text, language)) == terms
