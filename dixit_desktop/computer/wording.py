"""How a computer storyteller says its clue: the word alone or in a small template, with the
article and agreement of its language (English, French, German, Spanish), cut to a clue's
length."""

from __future__ import annotations

import random

from .brain import Brain

TEMPLATES: dict[str, tuple[str, ...]] = {
    "en": ("the last {w}", "before the {w}", "after the {w}", "{w} again"),
}
MAX_CLUE_WORDS = 5


def wording(term: str, said: str, brain: Brain, language: str, rng: random.Random) -> str:
    """The clue as said: the word alone, or in a small template."""
    if rng.random() >= 0.3 or " " in said:
        return said
    if language == "en":
        if brain.lexicon.part_of_speech(term) != "n":
            return said
        return rng.choice(TEMPLATES["en"]).format(w=said)
    found = brain.vocabulary(language).from_english.get(term)
    gender = found[1] if found else "-"
    if language == "fr" and gender in ("m", "f", "mp", "fp"):
        return rng.choice(french_templates(said, gender))
    if language == "de" and gender in ("m", "f", "n", "mp", "fp", "np") and said[:1].isupper():
        return rng.choice(german_templates(said, gender))
    if language == "es" and gender in ("m", "f", "mp", "fp"):
        return rng.choice(spanish_templates(said, gender))
    return said


def french_templates(word: str, gender: str) -> tuple[str, ...]:
    vowel = word[:1].lower() in "aeiouyhéèêàâîïôûœ"
    plural = gender.endswith("p")
    if plural:
        the, last, a = "les ", "les derniers " if gender == "mp" else "les dernières ", "des "
    else:
        the = "l'" if vowel else ("le " if gender == "m" else "la ")
        last = "le dernier " if gender == "m" else "la dernière "
        a = "un " if gender == "m" else "une "
    return (
        f"{last}{word}",
        f"avant {the}{word}",
        f"après {the}{word}",
        f"encore {a}{word}",
    )


def german_templates(word: str, gender: str) -> tuple[str, ...]:
    """A German noun (capitalised, as written in the vocabulary) with its article: after
    "vor" and "nach" the dative (dem, der), in the plural only the forms that need no
    dative ending."""
    if gender.endswith("p"):
        return (f"die letzten {word}", f"wieder {word}", f"all die {word}")
    the = {"m": "der", "f": "die", "n": "das"}[gender]
    to_the = "der" if gender == "f" else "dem"
    # no "noch ein …": most of the deck's words are things one has no second of (Glück, Wissen)
    return (f"{the} letzte {word}", f"vor {to_the} {word}", f"nach {to_the} {word}")


_ES_EL_FEMININE = frozenset(
    {"agua", "alma", "ala", "alba", "ancla", "arpa", "aula", "ave", "águila", "hada", "hambre"}
)
"""Feminine nouns that begin with a stressed a: "el agua", "del alma" (but "la última")."""


def spanish_templates(word: str, gender: str) -> tuple[str, ...]:
    """A Spanish noun with its article and agreement: "la última estrella", "antes del
    viaje", "otra vez el agua"."""
    fem = gender.startswith("f")
    if gender.endswith("p"):
        the = "las" if fem else "los"
        last = "últimas" if fem else "últimos"
        return (
            f"{the} {last} {word}",
            f"antes de {the} {word}",
            f"después de {the} {word}",
            f"otra vez {the} {word}",
        )
    stressed_a = fem and word.split()[0].lower() in _ES_EL_FEMININE
    the = "el" if (not fem or stressed_a) else "la"
    of_the = "del" if the == "el" else "de la"
    last = "la última" if fem else "el último"
    return (
        f"{last} {word}",
        f"antes {of_the} {word}",
        f"después {of_the} {word}",
        f"otra vez {the} {word}",
    )


def fit_clue(text: str) -> str:
    words = text.split()
    return " ".join(words[:MAX_CLUE_WORDS])[:120]
