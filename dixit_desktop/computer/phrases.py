"""The computer storyteller's phrase banks: for each concept of the built-in deck (and a few
of its pictures' tags), clues a person would say, in English, French, German and Spanish.

Each row of ``resources/lexicon/phrases/<lang>.tsv`` is ``key<TAB>kind<TAB>clue``: the key is
a concept as ``cards.json`` writes it (``letting go``) or ``tag:<tag>`` (``tag:moon``); the
kind is one of :data:`KINDS` (an evocative word, a short phrase, a title, a saying, a
well-known reference, a small poetic twist); the clue is whole, written by hand, never glued
from parts. Read when first asked for, never at import time. Each language is read on its
own (a missing or damaged file costs only that language's phrases: the storyteller then says
single words) and each row is checked on its own (a damaged row costs only itself).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .errors import LexiconDamagedError, LexiconMissingError, UnknownLanguageError
from .lexicon import LANGUAGES, LEXICON_DIR, check_language, read_language_file, text_rows
from .text import phrase_key, tokens

log = logging.getLogger(__name__)

PHRASES_DIR = LEXICON_DIR / "phrases"
KINDS = ("word", "phrase", "title", "saying", "reference", "twist")
"""What a clue is: an evocative word (a feeling, a quality, a time of day), a short phrase,
a title, a saying, a well-known reference (a fairy tale, a song, a proverb), a small twist."""
MAX_WORDS = 6
MAX_CHARS = 40
TAG = "tag:"
RECIPE = "recipe:"
"""A row written for one picture of the built-in deck (``recipe:knitting-the-river``, as
``cards.json`` names its recipe): its own story in a person's words ("spring follows her"),
given only for that picture's cards. Readers of the third blind reading rated stock idioms on
a drawn thing 3 of 5 and said what a person would say instead: a small turn of the card's
own story."""
_RECIPE_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


CATEGORY_WORDS = _words(
    """
    abstraction act action activity animal artefact artifact attribute being cognition
    concept condition content development entity event feature form good group individual
    instance item kind matter measure minor object obligation organism part person phenomenon
    process property quality relation selection state structure substance system thing type
    unit whole
    """
)
"""Category words a person never gives as a clue (WordNet's upper reaches): refused alone."""

_DANGLING: dict[str, frozenset[str]] = {
    "en": _words("a an the of to and or but with from for my your"),
    "fr": _words("le la les l un une des de du d et ou a au aux en sur pour par que"),
    "de": _words("der die das den dem des ein eine einen einem und oder zu zum zur mit"),
    "es": _words("el la los las un una unos unas de del y o a al en con por para que"),
}
"""Words a whole clue never ends on (a row that does is a fragment, and is refused)."""

_QUOTES = frozenset('"“”„«»')
"""The app puts a clue in quotes itself: a clue has none of its own."""


@dataclass(frozen=True, slots=True)
class Phrase:
    """One clue of a bank: ``key`` (a concept's :func:`~.text.phrase_key`, or ``tag:x``),
    its ``kind``, the ``text`` as said, and ``folded`` (its phrase key, to compare)."""

    key: str
    kind: str
    text: str
    folded: str

    @property
    def term(self) -> str:
        """The English term the clue stands for (a concept, or a tag without ``tag:``); ""
        for a picture's own row (see :data:`RECIPE`)."""
        return "" if self.recipe else self.key.removeprefix(TAG)

    @property
    def recipe(self) -> str:
        """The recipe of the picture the row was written for ("" for a concept's or tag's)."""
        return self.key.removeprefix(RECIPE) if self.key.startswith(RECIPE) else ""


@dataclass(frozen=True)
class PhraseBank:
    """One language's phrases, by key, and the keys each known clue stands for."""

    language: str
    by_key: dict[str, tuple[Phrase, ...]] = field(default_factory=dict)
    by_text: dict[str, tuple[str, ...]] = field(default_factory=dict)
    damaged_rows: int = 0

    def __len__(self) -> int:
        return sum(len(v) for v in self.by_key.values())


def row_problem(key: str, kind: str, text: str, language: str) -> str:
    """Why one row cannot be a clue ("" when it can)."""
    if not phrase_key(key) or len(key) > MAX_CHARS:
        return "no key"
    if key.startswith(TAG) and not phrase_key(key.removeprefix(TAG)):
        return "no tag"
    if key.startswith(RECIPE) and not _RECIPE_NAME.fullmatch(key.removeprefix(RECIPE)):
        return "no recipe"
    if kind not in KINDS:
        return "unknown kind"
    words = text.split()
    if not words or len(words) > MAX_WORDS or len(text) > MAX_CHARS:
        return "not one to six words"
    if any(not ch.isprintable() for ch in text) or "{" in text or "}" in text or "\t" in text:
        return "a character no clue has"
    folded = tokens(text)
    if not folded:
        return "no word"
    if _QUOTES & set(text) or text.count("(") != text.count(")"):
        return "quotes or brackets"
    if language == "es" and (
        text.count("¿") > text.count("?") or text.count("¡") > text.count("!")
    ):
        return "an unclosed question or exclamation"
    if folded[-1] in _DANGLING.get(language, frozenset()):
        return "ends on a fragment"
    if len(folded) == 1 and folded[0] in CATEGORY_WORDS:
        return "a category word"
    return ""


def parse_phrases(language: str, raw: str | bytes) -> PhraseBank:
    """A bank from its TSV text. A row that is not UTF-8, has the wrong number of fields,
    an unknown kind, or a clue that is not whole (see :func:`row_problem`) is left out and
    counted; the others are kept."""
    by_key: dict[str, list[Phrase]] = {}
    by_text: dict[str, list[str]] = {}
    damaged = 0
    for line in text_rows(raw):
        if line is None:
            damaged += 1
            continue
        parts = [p.strip() for p in line.split("\t")]
        if len(parts) != 3:
            damaged += 1
            continue
        raw_key, kind, text = parts
        text = " ".join(text.split())
        if row_problem(raw_key, kind, text, language):
            damaged += 1
            continue
        key = TAG + phrase_key(raw_key[len(TAG) :]) if raw_key.startswith(TAG) else raw_key
        key = key if key.startswith((TAG, RECIPE)) else phrase_key(key)
        phrase = Phrase(key, kind, text, phrase_key(text))
        bucket = by_key.setdefault(key, [])
        if all(p.folded != phrase.folded for p in bucket):
            bucket.append(phrase)
        keys = by_text.setdefault(phrase.folded, [])
        if key not in keys:
            keys.append(key)
    return PhraseBank(
        language,
        {k: tuple(v) for k, v in by_key.items()},
        {k: tuple(v) for k, v in by_text.items()},
        damaged,
    )


@lru_cache(maxsize=16)
def load_phrases(language: str, folder: Path = PHRASES_DIR) -> PhraseBank:
    """The phrase bank of ``language`` (cached per folder). Raises
    :class:`~.errors.UnknownLanguageError`, :class:`~.errors.LexiconMissingError` or
    :class:`~.errors.LexiconDamagedError` (a file with no readable row)."""
    check_language(language)
    path = folder / f"{language}.tsv"
    raw = read_language_file(path, f"The phrases {path} are")
    bank = parse_phrases(language, raw)
    if bank.damaged_rows:
        log.warning("%s: %d damaged rows left out", path, bank.damaged_rows)
    if not bank.by_key:
        raise LexiconDamagedError(f"The phrases {path} have no readable row.", file=path.name)
    return bank


@lru_cache(maxsize=16)
def phrases_or_empty(language: str, folder: Path = PHRASES_DIR) -> PhraseBank:
    """The bank of ``language``, or an empty one when its file is missing or damaged (the
    storyteller then gives single words in that language; the others are unaffected)."""
    try:
        return load_phrases(language, folder)
    except (LexiconMissingError, LexiconDamagedError, UnknownLanguageError) as e:
        log.warning("the computer players have no phrases in %s: %s", language, e)
        return PhraseBank(language)


def known_phrase_terms(text: str, language: str) -> tuple[str, ...]:
    """The English terms (concepts, tags) a clue stands for when it is one of the banks'
    sayings, titles or phrases, as a person who knows it would hear it; () otherwise. The
    table's ``language`` first, then the others."""
    folded = phrase_key(text)
    if not folded:
        return ()
    order = [language] + [lang for lang in LANGUAGES if lang != language]
    for lang in order:
        keys = phrases_or_empty(lang).by_text.get(folded)
        if keys:
            # (a picture's own row is heard for its words: who wrote it for which card, a
            # guesser does not know)
            terms = [k.removeprefix(TAG) for k in keys if not k.startswith(RECIPE)]
            if terms:
                return tuple(dict.fromkeys(terms))
    return ()
