"""The lexicon (related English words, from WordNet) and the translated vocabularies.

Both are read from ``resources/lexicon`` when first asked for, never at import time:
``en.json.gz`` is built by ``packaging/lexicon/build.py``; ``<lang>.tsv`` are written by hand
(English term(s), the word in that language, its gender).
"""

from __future__ import annotations

import gzip
import json
import logging
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from dixit_desktop import paths

from .errors import (
    LexiconDamagedError,
    LexiconMissingError,
    UnknownLanguageError,
)
from .lemmas import english_lemma, french_lemma, german_lemma, spanish_lemma
from .text import fold, phrase_key

log = logging.getLogger(__name__)

LEXICON_DIR = paths.RESOURCES / "lexicon"
LANGUAGES = ("en", "fr", "de", "es")
"""Languages the computer players read and speak."""


class Lexicon:
    """English words and, for each, its related words with a weight in (0, 1]."""

    __slots__ = ("_cache", "_freq", "_ids", "_pos", "_rel", "exceptions", "vocab")

    def __init__(self, data: Any) -> None:
        shape = _lexicon_shape(data)
        if shape:
            raise LexiconDamagedError(f"The lexicon is damaged: {shape}.", file="en.json.gz")
        self.vocab: tuple[str, ...] = tuple(data["vocab"])
        self._ids = {w: i for i, w in enumerate(self.vocab)}
        self._rel: list[list[int]] = data["rel"]
        self._pos: str = data["pos"]
        self._freq: str = data["freq"]
        self.exceptions: dict[str, str] = dict(data.get("exceptions", {}))
        self._cache: dict[str, tuple[tuple[str, float], ...]] = {}

    def knows(self, word: str) -> bool:
        return word in self._ids

    def related(self, word: str) -> tuple[tuple[str, float], ...]:
        """The words related to ``word``, strongest first (empty if unknown)."""
        got = self._cache.get(word)
        if got is not None:
            return got
        i = self._ids.get(word)
        out: tuple[tuple[str, float], ...] = ()
        if i is not None:
            flat = self._rel[i]
            vocab = self.vocab
            out = tuple((vocab[flat[k]], flat[k + 1] / 9.0) for k in range(0, len(flat) - 1, 2))
        self._cache[word] = out
        return out

    def frequency(self, word: str) -> int:
        """0 (rare or unknown) to 9 (very common), from WordNet's sense counts."""
        i = self._ids.get(word)
        return int(self._freq[i]) if i is not None else 0

    def part_of_speech(self, word: str) -> str:
        """``n``, ``v``, ``a`` or ``r`` (the word's most usual), or ``""`` if unknown."""
        i = self._ids.get(word)
        return self._pos[i] if i is not None else ""

    def lemma(self, word: str, also: Callable[[str], bool] | None = None) -> str | None:
        """The dictionary form of ``word`` known to the lexicon (or to ``also``)."""

        def known(w: str) -> bool:
            return w in self._ids or (also is not None and also(w))

        return english_lemma(word, known, self.exceptions)


_POS = frozenset("nvar")
_DIGITS = frozenset("0123456789")


def _lexicon_shape(data: Any) -> str:
    """What is wrong with the lexicon's decoded JSON ("" when nothing): every field is checked
    here, once, so that no later look-up can fail on a damaged file (an index out of range, a
    weight that is not a number)."""
    if not isinstance(data, dict):
        return "not an object"
    vocab, rel, pos, freq = (data.get(k) for k in ("vocab", "rel", "pos", "freq"))
    exceptions = data.get("exceptions", {})
    if not (isinstance(vocab, list) and isinstance(rel, list)):
        return "no word list"
    if not (isinstance(pos, str) and isinstance(freq, str) and isinstance(exceptions, dict)):
        return "no parts of speech, frequencies or exceptions"
    n = len(vocab)
    if not n or not len(rel) == len(pos) == len(freq) == n:
        return "lists of different lengths"
    if not all(type(w) is str and w for w in vocab):
        return "a word that is not text"
    if not (set(pos) <= _POS and set(freq) <= _DIGITS):
        return "a part of speech or a frequency that is not one"
    if not all(type(k) is str and type(v) is str for k, v in exceptions.items()):
        return "an exception that is not text"
    for flat in rel:
        if type(flat) is not list or len(flat) % 2 or not all(type(x) is int for x in flat):
            return "related words that are not pairs of numbers"
        if flat and not (min(flat[0::2]) >= 0 and max(flat[0::2]) < n):
            return "a related word out of range"
        if flat and not (min(flat[1::2]) > 0 and max(flat[1::2]) <= 9):
            return "a weight out of range"
    return ""


@dataclass(frozen=True)
class Vocabulary:
    """One language's words for English terms, both ways.

    ``to_english`` maps a folded word or phrase (no accents, lower case) to English terms;
    ``from_english`` maps an English term to the word a storyteller says and its gender."""

    language: str
    to_english: dict[str, tuple[str, ...]] = field(default_factory=dict)
    from_english: dict[str, tuple[str, str]] = field(default_factory=dict)
    damaged_rows: int = 0
    """Rows of its file that could not be read and were left out (each costs only itself)."""

    def lemma(self, folded: str) -> str | None:
        """The stored form of a folded word (plural, feminine or verb form), or None."""
        lemma = _LEMMAS.get(self.language)
        return None if lemma is None else lemma(folded, self.to_english.__contains__)


_LEMMAS: dict[str, Callable[[str, Callable[[str], bool]], str | None]] = {
    "fr": french_lemma,
    "de": german_lemma,
    "es": spanish_lemma,
}


GENDERS = frozenset({"m", "f", "n", "mp", "fp", "np", "-"})
MAX_FIELD = 80
"""No word or list of English terms in a vocabulary is longer (a longer one is damage)."""


def _row(line: str) -> tuple[list[str], str, str, str] | None:
    """One vocabulary row as (English terms, word, gender, folded key), None if damaged."""
    parts = line.split("\t")
    if not 2 <= len(parts) <= 3 or any(len(p) > MAX_FIELD for p in parts):
        return None
    if any(not ch.isprintable() for p in parts for ch in p.strip()):
        return None
    english = [k for k in map(phrase_key, parts[0].split(",")) if k]
    word = parts[1].strip()
    gender = parts[2].strip() if len(parts) > 2 else "-"
    key = " ".join(fold(word).replace("-", " ").replace("'", " ").split())
    if not english or not key or gender not in GENDERS:
        return None
    return english, word, gender, key


def text_rows(text: str | bytes) -> Iterator[str | None]:
    """The rows of one of the word files' texts: each line that is neither blank nor a
    ``#`` comment, without its line ending or byte-order mark, or None for a line that is
    not UTF-8 (a damaged row, for the caller to count)."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    for chunk in raw.split(b"\n"):
        try:
            line = chunk.decode("utf-8").removesuffix("\r").lstrip("\ufeff")
        except UnicodeDecodeError:
            yield None
            continue
        if line.strip() and not line.startswith("#"):
            yield line


def parse_vocabulary(language: str, text: str | bytes) -> Vocabulary:
    """A vocabulary from its TSV text (see ``resources/lexicon/fr.tsv``). Each row is checked
    on its own: a damaged one (bad UTF-8, a wrong number of fields, an unknown gender, control
    characters) is left out and counted, and the others are kept."""
    to_en: dict[str, list[str]] = {}
    from_en: dict[str, tuple[str, str]] = {}
    damaged = 0
    for line in text_rows(text):
        row = None if line is None else _row(line)
        if row is None:
            damaged += 1
            continue
        english, word, gender, key = row
        bucket = to_en.setdefault(key, [])
        bucket.extend(e for e in english if e not in bucket)
        for e in english:
            from_en.setdefault(e, (word, gender))
    return Vocabulary(language, {k: tuple(v) for k, v in to_en.items()}, from_en, damaged)


@lru_cache(maxsize=4)
def load_lexicon(folder: Path = LEXICON_DIR) -> Lexicon:
    """The English lexicon (cached: read once per folder)."""
    path = folder / "en.json.gz"
    try:
        raw = gzip.decompress(path.read_bytes())
    except FileNotFoundError as e:
        raise LexiconMissingError(f"The lexicon {path} is missing.", file=path.name) from e
    except (OSError, EOFError, zlib.error, MemoryError) as e:
        raise LexiconDamagedError(
            f"The lexicon {path} cannot be read ({e}).", file=path.name
        ) from e
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as e:
        raise LexiconDamagedError(f"The lexicon {path} is not JSON ({e}).", file=path.name) from e
    return Lexicon(data)


def check_language(language: str) -> None:
    """Raise :class:`~.errors.UnknownLanguageError` unless the computer players speak it."""
    if language not in LANGUAGES:
        raise UnknownLanguageError(
            f"Computer players do not speak {language!r}; they speak {', '.join(LANGUAGES)}.",
            language=str(language)[:20],
            languages=", ".join(LANGUAGES),
        )


def read_language_file(path: Path, subject: str) -> bytes:
    """The bytes of one language's word file; ``subject`` begins the message ("The
    vocabulary fr.tsv is"). Raises :class:`~.errors.LexiconMissingError` when it is not there
    and :class:`~.errors.LexiconDamagedError` when it cannot be read."""
    try:
        return path.read_bytes()
    except FileNotFoundError as e:
        raise LexiconMissingError(f"{subject} missing.", file=path.name) from e
    except OSError as e:
        raise LexiconDamagedError(f"{subject} cannot be read.", file=path.name) from e


@lru_cache(maxsize=8)
def load_vocabulary(language: str, folder: Path = LEXICON_DIR) -> Vocabulary:
    """The vocabulary of ``language`` (English has none: its words are the lexicon's)."""
    check_language(language)
    if language == "en":
        return Vocabulary("en")
    path = folder / f"{language}.tsv"
    raw = read_language_file(path, f"The vocabulary {path} is")
    vocab = parse_vocabulary(language, raw)
    if vocab.damaged_rows:
        log.warning("%s: %d damaged rows left out", path, vocab.damaged_rows)
    if not vocab.to_english:
        raise LexiconDamagedError(f"The vocabulary {path} has no readable row.", file=path.name)
    return vocab


def vocabulary_or_empty(language: str, folder: Path = LEXICON_DIR) -> Vocabulary:
    """The vocabulary of ``language``, or an empty one when its file is missing or damaged:
    each language is loaded and checked on its own, so a broken ``fr.tsv`` costs only the
    reading of French clues (English and the other languages are unaffected)."""
    try:
        return load_vocabulary(language, folder)
    except (LexiconMissingError, LexiconDamagedError) as e:
        log.warning("the computer players cannot read %s: %s", language, e)
        return Vocabulary(language)
