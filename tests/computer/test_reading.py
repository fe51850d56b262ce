"""Reading clues: known answers on a tiny hand-made deck, in English and French."""

from __future__ import annotations

import pytest

from dixit_desktop.computer import Brain, UnknownCardError, UnknownLanguageError

from .decks import TINY

IDS = list(TINY)


@pytest.mark.parametrize(
    ("clue", "language", "card"),
    [
        ("liberty", "en", "t-cage"),
        ("jailbreak", "en", "t-cage"),
        ("the last voyage", "en", "t-boat"),
        ("sailing away", "en", "t-boat"),
        ("wisdom of the night", "en", "t-owl"),
        ("student", "en", "t-owl"),
        ("cosy fireside", "en", "t-cat"),
        ("melting", "en", "t-snowman"),
        ("beacon", "en", "t-light"),
        ("LIBERTY!!!", "en", "t-cage"),
        ("libberty", "en", "t-cage"),  # a typo
        ("🐈", "en", "t-cat"),  # an emoji's name
        ("liberté", "fr", "t-cage"),
        ("la liberte", "fr", "t-cage"),  # no accents
        ("Libertés", "fr", "t-cage"),  # plural, capitals
        ("le grand départ", "fr", "t-boat"),
        ("la sagesse", "fr", "t-owl"),
        ("chez soi", "fr", "t-cat"),
        ("le phare", "fr", "t-light"),
        ("l'espoir", "fr", "t-light"),
        ("bonhomme de neige", "fr", "t-snowman"),
        ("évasions", "fr", "t-cage"),
        ("escape", "fr", "t-cage"),  # an English word at a French table
    ],
)
def test_a_clue_that_can_only_mean_one_card_finds_it(
    tiny_brain: Brain, clue: str, language: str, card: str
) -> None:
    ranked = tiny_brain.rank(clue, IDS, language)
    assert ranked[0][0] == card, ranked
    assert ranked[0][1] > ranked[1][1], ranked


def test_rank_returns_every_card_once_with_scores(tiny_brain: Brain) -> None:
    ranked = tiny_brain.rank("home", IDS, "en")
    assert sorted(c for c, _ in ranked) == sorted(IDS)
    assert all(isinstance(s, float) and s >= 0 for _, s in ranked)
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True)


def test_an_unknown_word_is_a_guess_not_an_error(tiny_brain: Brain) -> None:
    reading = tiny_brain.read("zorblax", "en")
    assert reading.unknown == ("zorblax",)
    assert len(tiny_brain.rank("zorblax", IDS, "en")) == len(IDS)


def test_a_made_up_word_is_guessed_from_its_letters(tiny_brain: Brain) -> None:
    # no dictionary word, but it looks like one of the cards' words
    assert tiny_brain.rank("snowmanish", IDS, "en")[0][0] == "t-snowman"


def test_reasons_name_the_clue_word_and_the_cards_term(tiny_brain: Brain) -> None:
    reading = tiny_brain.read("the liberty", "en")
    assert tiny_brain.explain(reading, "t-cage") == ("liberty", "freedom")


def test_an_unknown_language_or_card_raises_a_coded_error(tiny_brain: Brain) -> None:
    with pytest.raises(UnknownLanguageError) as e:
        tiny_brain.rank("home", IDS, "xx")
    assert e.value.code == "computer.language_unknown"
    with pytest.raises(UnknownCardError) as e2:
        tiny_brain.rank("home", ["t-cat", "nope"], "en")
    assert e2.value.code == "computer.card_unknown"
