"""Any clue text is read without error; the lexicon and vocabulary files; the measuring
functions; coded errors for missing or damaged files."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dixit_desktop.computer import (
    Brain,
    LexiconDamagedError,
    LexiconMissingError,
    load_lexicon,
    load_vocabulary,
)
from dixit_desktop.computer.lexicon import LEXICON_DIR
from dixit_desktop.computer.measure import guess, simulate_computer

from .decks import TINY

IDS = list(TINY)

ODD_CLUES = [
    "",
    "   ",
    "a",
    "7",
    "1 2 3 4 5 6 7 8 9 10",
    "🐙🌙❤️🏠",
    "🙂",
    "x" * 500,
    "la " * 170,
    "猫 cat кот گربه",
    "l'",
    "'s",
    "---",
    "\u0000\u200b\ufeff",
    "é" * 300,
    "Ça, c'est l'évasion !!!",
    "THE LAST DOOR",
    "the the the",
    " ".join(["liberty"] * 100),
]


@pytest.mark.parametrize("clue", ODD_CLUES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_odd_clues_are_read_without_error(tiny_brain: Brain, clue: str, language: str) -> None:
    ranked = tiny_brain.rank(clue, IDS, language)
    assert sorted(c for c, _ in ranked) == sorted(IDS)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=600), st.sampled_from(["en", "fr"]))
def test_any_text_is_read_without_error(tiny_brain: Brain, clue: str, language: str) -> None:
    ranked = tiny_brain.rank(clue, IDS, language)
    assert len(ranked) == len(IDS)
    assert all(0.0 <= s < 10.0 for _, s in ranked)


def test_the_lexicon_is_small_licensed_and_knows_the_vocabularies() -> None:
    assert (LEXICON_DIR / "en.json.gz").stat().st_size < 10_000_000
    assert "Princeton" in (LEXICON_DIR / "WORDNET-LICENSE").read_text(encoding="utf-8")
    lex = load_lexicon()
    assert any(w == "liberty" for w, _ in lex.related("freedom"))
    assert lex.lemma("mice") == "mouse" and lex.lemma("doors") == "door"
    fr = load_vocabulary("fr")
    assert fr.to_english["liberte"] == ("freedom", "liberty")
    assert fr.from_english["door"] == ("porte", "f")
    unknown = [e for e in fr.from_english if " " not in e and not lex.knows(e)]
    assert len(unknown) < 0.05 * len(fr.from_english), unknown


def test_missing_or_damaged_lexicon_files_raise_coded_errors(tmp_path: Path) -> None:
    with pytest.raises(LexiconMissingError) as e:
        load_lexicon(tmp_path)
    assert e.value.code == "computer.lexicon_missing"
    (tmp_path / "en.json.gz").write_bytes(b"not gzip")
    with pytest.raises(LexiconDamagedError) as e2:
        load_lexicon(tmp_path)
    assert e2.value.code == "computer.lexicon_damaged"
    other = tmp_path / "b"
    other.mkdir()
    (other / "en.json.gz").write_bytes(gzip.compress(b'{"vocab": 3}'))
    with pytest.raises(LexiconDamagedError):
        load_lexicon(other)
    with pytest.raises(LexiconMissingError):
        load_vocabulary("fr", tmp_path)


def test_guess_ranks_the_given_cards_as_json(tiny_brain: Brain) -> None:
    out = guess("liberté", IDS, "fr", brain=tiny_brain)
    assert out["cards"][0]["card"] == "t-cage"
    assert out["cards"][0]["word"] == "liberté" and out["cards"][0]["concept"] == "freedom"
    assert "freedom" in out["understood"]
    assert {c["card"] for c in out["cards"]} == set(IDS)


def test_simulate_computer_summarises_whole_games(deck_brain: Brain) -> None:
    out = simulate_computer("classic", 4, 3, seed=5, mix="mixed", brain=deck_brain)
    assert out["games"] == 3 and out["turns"] > 0
    for key in ("found_by_some_not_all", "find_rate", "chance_rate"):
        assert 0.0 <= out[key] <= 1.0
    assert set(out["points_per_level"]) == {"gentle", "sharp"}
    assert out["decision_ms_max"] >= out["decision_ms_mean"] > 0
    again = simulate_computer("classic", 4, 3, seed=5, mix="mixed", brain=deck_brain)
    assert again["points_per_level"] == out["points_per_level"]  # deterministic
