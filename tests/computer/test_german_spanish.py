"""Computer players in German and Spanish: they read clues (plurals, compounds, diminutives,
no accents), say clues in the language (the phrase banks' or the vocabularies' words, German
nouns capitalised), and their vocabularies cover the deck like the French one."""

from __future__ import annotations

import random

import pytest

from dixit_desktop.computer import Brain, Level, decide, derive_rng, load_lexicon, load_vocabulary
from dixit_desktop.computer.lemmas import german_lemma, spanish_lemma
from dixit_desktop.computer.lexicon import LANGUAGES, LEXICON_DIR, parse_vocabulary
from dixit_desktop.computer.measure import builtin_brain
from dixit_desktop.computer.phrases import phrases_or_empty
from dixit_desktop.computer.text import content_words, phrase_key, tokens
from dixit_desktop.rules import GiveClue

from .decks import TINY
from .test_decisions import clue_view

EVERYDAY = "# --- everyday words"
"""Where a vocabulary's deck part ends and its everyday words, for reading clues, begin."""

IDS = list(TINY)


@pytest.mark.parametrize(
    ("clue", "language", "card"),
    [
        ("Freiheit", "de", "t-cage"),
        ("die Freiheit", "de", "t-cage"),
        ("freiheit", "de", "t-cage"),  # small letters
        ("der Käfig", "de", "t-cage"),
        ("Kafig", "de", "t-cage"),  # no umlaut
        ("die große Reise", "de", "t-boat"),
        ("Segelboote", "de", "t-boat"),  # plural
        ("die Weisheit der Eule", "de", "t-owl"),
        ("Zuhause", "de", "t-cat"),
        ("Kätzchen", "de", "t-cat"),  # a diminutive
        ("der Leuchtturm", "de", "t-light"),
        ("Hoffnung", "de", "t-light"),
        ("Schneemann", "de", "t-snowman"),
        ("Schneemänner", "de", "t-snowman"),  # an umlaut plural
        ("Nachteule", "de", "t-owl"),  # a compound, by its last part
        ("escape", "de", "t-cage"),  # an English word at a German table
        ("libertad", "es", "t-cage"),
        ("la libertad", "es", "t-cage"),
        ("LIBERTAD", "es", "t-cage"),
        ("la jaula", "es", "t-cage"),
        ("el gran viaje", "es", "t-boat"),
        ("veleros", "es", "t-boat"),  # plural
        ("la sabiduría", "es", "t-owl"),
        ("sabiduria", "es", "t-owl"),  # no accent
        ("el hogar", "es", "t-cat"),
        ("gatito", "es", "t-cat"),  # a diminutive
        ("el faro", "es", "t-light"),
        ("esperanza", "es", "t-light"),
        ("muñeco de nieve", "es", "t-snowman"),
        ("escape", "es", "t-cage"),
    ],
)
def test_a_clue_that_can_only_mean_one_card_finds_it(
    tiny_brain: Brain, clue: str, language: str, card: str
) -> None:
    ranked = tiny_brain.rank(clue, IDS, language)
    assert ranked[0][0] == card, ranked
    assert ranked[0][1] > ranked[1][1], ranked


def test_german_and_spanish_lemmas() -> None:
    de = {"stern", "haus", "baum", "fliegen", "klein", "katze", "freundin", "himmel"}
    for word, want in [
        ("sterne", "stern"),
        ("hauser", "haus"),  # Häuser, folded
        ("baume", "baum"),
        ("fliegt", "fliegen"),
        ("kleinen", "klein"),
        ("katzchen", "katze"),
        ("freundinnen", "freundin"),
        ("sternenhimmel", "himmel"),  # a compound is a kind of its last part
        ("zorblax", None),
    ]:
        assert german_lemma(word, de.__contains__) == want, word
    es = {"estrella", "luz", "gato", "casa", "volar", "rojo", "corazon", "flor", "triste"}
    for word, want in [
        ("estrellas", "estrella"),
        ("luces", "luz"),
        ("gatito", "gato"),
        ("casita", "casa"),
        ("volando", "volar"),
        ("rojas", "rojo"),
        ("corazones", "corazon"),
        ("flores", "flor"),
        ("tristes", "triste"),
        ("zorblax", None),
    ]:
        assert spanish_lemma(word, es.__contains__) == want, word


@pytest.mark.parametrize("language", ["de", "es"])
def test_clues_are_words_of_the_language_the_players_read_back(
    tiny_brain: Brain, language: str
) -> None:
    vocab = tiny_brain.vocabulary(language)
    words = {w for w, _ in vocab.from_english.values()}
    words |= {p.text for ps in phrases_or_empty(language).by_key.values() for p in ps}
    for seed in range(40):
        hand = random.Random(seed).sample(IDS, 4)
        view, req = clue_view(hand)
        level = Level.GENTLE if seed % 2 else Level.SHARP
        d = decide(view, req, tiny_brain, level, derive_rng(seed, 1, 0, "clue"), language)
        assert isinstance(d.action, GiveClue)
        said = str(d.params["word"])
        assert said in words, said
        assert said in d.action.text
        literal = tiny_brain.card(d.action.card).literal
        assert not set(content_words(tokens(d.action.text), language)) & literal, d.action.text
        scores = tiny_brain.score_all(tiny_brain.read(d.action.text, language))
        assert scores.get(d.action.card, 0.0) > 0.0, d.action.text


def test_a_german_computer_says_nouns_capitalised(tiny_brain: Brain) -> None:
    vocab = tiny_brain.vocabulary("de")
    for english, (word, gender) in vocab.from_english.items():
        if gender != "-":  # a noun, or a phrase ending in one ("andere Welt")
            assert word.split()[-1][:1].isupper(), (english, word)


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_vocabulary_covers_the_deck_like_the_french_one(language: str) -> None:
    assert language in LANGUAGES
    lex = load_lexicon()
    vocab = load_vocabulary(language)
    # the French file's deck part (its everyday words, for reading clues, each language has
    # its own list of: the words people use, not a translation of the French ones)
    text = (LEXICON_DIR / "fr.tsv").read_text(encoding="utf-8")
    deck_part = text.split(EVERYDAY, 1)[0]
    assert deck_part != text
    french = parse_vocabulary("fr", deck_part)
    missing = sorted(set(french.from_english) - set(vocab.from_english))
    assert not missing, missing
    unknown = [e for e in vocab.from_english if " " not in e and not lex.knows(e)]
    assert len(unknown) < 0.05 * len(vocab.from_english), unknown
    genders = {"de": {"m", "f", "n", "mp", "fp", "np", "-"}, "es": {"m", "f", "mp", "fp", "-"}}
    assert {g for _w, g in vocab.from_english.values()} <= genders[language]
    assert phrase_key("Größe") == "grosse"


def test_spanish_verb_forms_and_diminutives_reach_their_dictionary_form() -> None:
    """People's clues are sentences ("El hueco que dejaste", "¡Que llego tarde!"): past,
    imperfect and plural forms, stems that change under stress, diminutives whose spelling
    changes, and the common irregular verbs reach the vocabulary's dictionary form."""
    es = {"querer", "volver", "dormir", "pedir", "abrir", "comer", "hablar", "salir", "barco"}
    es |= {"tener", "hacer", "poder", "lago", "pensar", "sentir", "cerrar", "dejar"}
    for word, want in [
        ("quiero", "querer"),
        ("vuelve", "volver"),
        ("volvio", "volver"),  # volvió, folded
        ("durmio", "dormir"),
        ("pidio", "pedir"),
        ("abrieron", "abrir"),
        ("comimos", "comer"),
        ("hablaba", "hablar"),
        ("hablaron", "hablar"),
        ("salimos", "salir"),
        ("dejaste", "dejar"),
        ("barquito", "barco"),
        ("barquitos", "barco"),
        ("laguito", "lago"),
        ("tengo", "tener"),
        ("hizo", "hacer"),
        ("puedo", "poder"),
        ("piensa", "pensar"),
        ("siento", "sentir"),
        ("cierra", "cerrar"),
        ("zorblax", None),
    ]:
        assert spanish_lemma(word, es.__contains__) == want, word


def test_a_german_compound_is_read_through_its_parts_even_when_known_whole() -> None:
    """A dictionary knows "Schneckenpost" as slow mail and "Sternenhimmel" as the sky, but a
    person hears the snail and the stars in them too (writer H's "Schneckenpost" for the snail
    drawing a heart had no snail in its reading). From deck 3.2 to 3.5 no card drew a snail,
    and the snail was heard through what the deck knew of it, its shell; deck 3.6's snail
    lending its shell to a candle draws one again."""
    brain = builtin_brain()
    snail = brain.read("Schneckenpost", "de")
    assert "snail" in snail.terms or "shell" in snail.terms
    assert "mail" in snail.terms or "post" in snail.terms
    stars = brain.read("Sternenhimmel", "de")
    assert "star" in stars.terms and "sky" in stars.terms
    assert "shell" not in brain.read("Schneckenpost", "en").terms  # German only


def test_a_spanish_stem_changes_only_where_spanish_changes_it() -> None:
    """A stem changes under stress (quiero, vuelve) or in an -ir verb's past (durmió), never
    in an infinitive or a participle: "pisar" is not "pesar", "consular" not "consolar",
    "pisado" not "pesado" (a rule that tried the change after every ending had read them so)."""
    es = {"pesar", "consolar", "querer", "dormir", "sentir"}
    for word, want in [
        ("pisar", None),
        ("consular", None),
        ("pisado", None),
        ("pisando", None),
        ("quiero", "querer"),
        ("durmiendo", "dormir"),
        ("sintieron", "sentir"),
    ]:
        assert spanish_lemma(word, es.__contains__) == want, word


@pytest.mark.parametrize(
    ("clue", "language", "words"),
    [
        # a declined possessive is a pronoun, not a word to read: "seiner" read as "shiner"
        ("Alles zu seiner Zeit", "de", ["zeit"]),
        ("In meinen Träumen", "de", ["traumen"]),
        ("Keiner kommt an unserem Haus vorbei", "de", ["kommt", "haus", "vorbei"]),
        ("Jenes Jahr", "de", ["jahr"]),
        ("Nuestros sueños", "es", ["suenos"]),
        ("Vuestra casa", "es", ["casa"]),
    ],
)
def test_declined_pronouns_are_not_read_as_words(
    clue: str, language: str, words: list[str]
) -> None:
    assert content_words(tokens(clue), language) == words
