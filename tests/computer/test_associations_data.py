"""The shipped associations table and the hand-written associations it is built from agree:
every hand-written clue is in the table (it was rebuilt after the last edit), and every card
word a hand-written row names is one the built-in deck's cards know."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dixit_desktop.computer.associations import load_associations
from dixit_desktop.computer.lexicon import LANGUAGES
from dixit_desktop.computer.measure import builtin_brain
from dixit_desktop.computer.text import phrase_key

HAND = Path(__file__).resolve().parents[2] / "packaging" / "lexicon" / "hand"


def rows(language: str) -> list[tuple[str, list[str]]]:
    out = []
    for line in (HAND / f"{language}.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            clue, _, targets = line.partition("\t")
            terms = [phrase_key(t.partition(":")[0]) for t in targets.split(",")]
            out.append((phrase_key(clue), [t for t in terms if t]))
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_hand_written_clue_is_in_the_shipped_table(language: str) -> None:
    table = load_associations()
    missing = [clue for clue, _ in rows(language) if not table.knows(clue, language)]
    assert not missing, f"rebuild the table (packaging/lexicon/README.md): {missing[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_hand_written_associations_name_card_words(language: str) -> None:
    brain = builtin_brain()
    unknown = {t for _, terms in rows(language) for t in terms if not brain.knows_term(t)}
    assert not unknown, unknown


def test_the_build_reads_the_hand_written_rows_as_the_test_does() -> None:
    sys.path.insert(0, str(HAND.parents[1]))
    try:
        from lexicon.associations import read_hand, universe_of
    finally:
        sys.path.remove(str(HAND.parents[1]))
    problems: list[str] = []
    got = read_hand(HAND / "en.tsv", universe_of(builtin_brain()), problems)
    assert not problems and set(got) == {clue for clue, _ in rows("en")}
