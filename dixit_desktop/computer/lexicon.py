"""The lexicon (related English words, from WordNet) and the translated vocabularies.

Both are read from ``resources/lexicon`` when first asked for, never at import time:
``en.json.gz`` is built by ``packaging/lexicon/build.py``; ``<lang>.tsv`` are written by hand
(English term(s), the word in that language, its gender).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from dixit_desktop import paths

from .errors import LexiconDamagedError, LexiconMissingError, UnknownLanguageError
from .text import english_lemma, fold, french_lemma, german_lemma, phrase_key, spanish_lemma

LEXICON_DIR = paths.RESOURCES / "lexicon"
LANGUAGES = ("en", "fr", "de", "es")
"""Languages the computer players read and speak."""


class Lexicon:
    """English words and, for each, its related words with a weight in (0, 1]."""

    __slots__ = ("_cache", "_freq", "_ids", "_pos", "_rel", "exceptions", "vocab")

    def __init__(self, data: Any) -> None:
        try:
            vocab = data["vocab"]
            rel = data["rel"]
            pos = data["pos"]
            freq = data["freq"]
            exceptions = data.get("exceptions", {})
            ok = (
                isinstance(vocab, list)
                and isinstance(rel, list)
                and len(rel) == len(vocab) == len(pos) == len(freq)
                and isinstance(exceptions, dict)
            )
        except (KeyError, TypeError, AttributeError):
            ok = False
        if not ok:
            raise LexiconDamagedError("The lexicon has the wrong shape.", file="en.json.gz")
        self.vocab: tuple[str, ...] = tuple(str(w) for w in vocab)
        self._ids = {w: i for i, w in enumerate(self.vocab)}
        self._rel: list[list[int]] = rel
        self._pos: str = str(pos)
        self._freq: str = str(freq)
        self.exceptions: dict[str, str] = {str(k): str(v) for k, v in exceptions.items()}
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


@dataclass(frozen=True)
class Vocabulary:
    """One language's words for English terms, both ways.

    ``to_english`` maps a folded word or phrase (no accents, lower case) to English terms;
    ``from_english`` maps an English term to the word a storyteller says and its gender."""

    language: str
    to_english: dict[str, tuple[str, ...]] = field(default_factory=dict)
    from_english: dict[str, tuple[str, str]] = field(default_factory=dict)

    def lemma(self, folded: str) -> str | None:
        """The stored form of a folded word (plural, feminine or verb form), or None."""
        lemma = _LEMMAS.get(self.language)
        return None if lemma is None else lemma(folded, self.to_english.__contains__)


_LEMMAS: dict[str, Callable[[str, Callable[[str], bool]], str | None]] = {
    "fr": french_lemma,
    "de": german_lemma,
    "es": spanish_lemma,
}


def parse_vocabulary(language: str, text: str) -> Vocabulary:
    """A vocabulary from its TSV text (see ``resources/lexicon/fr.tsv``)."""
    to_en: dict[str, list[str]] = {}
    from_en: dict[str, tuple[str, str]] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) < 2:
            continue
        english = [phrase_key(e) for e in parts[0].split(",") if phrase_key(e)]
        word = parts[1].strip()
        gender = parts[2].strip() if len(parts) > 2 else "-"
        key = " ".join(fold(word).replace("-", " ").replace("'", " ").split())
        if not english or not key:
            continue
        bucket = to_en.setdefault(key, [])
        bucket.extend(e for e in english if e not in bucket)
        for e in english:
            from_en.setdefault(e, (word, gender))
    return Vocabulary(language, {k: tuple(v) for k, v in to_en.items()}, from_en)


@lru_cache(maxsize=4)
def load_lexicon(folder: Path = LEXICON_DIR) -> Lexicon:
    """The English lexicon (cached: read once per folder)."""
    path = folder / "en.json.gz"
    try:
        raw = gzip.decompress(path.read_bytes())
    except FileNotFoundError as e:
        raise LexiconMissingError(f"The lexicon {path} is missing.", file=path.name) from e
    except (OSError, EOFError) as e:
        raise LexiconDamagedError(
            f"The lexicon {path} cannot be read ({e}).", file=path.name
        ) from e
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as e:
        raise LexiconDamagedError(f"The lexicon {path} is not JSON ({e}).", file=path.name) from e
    return Lexicon(data)


@lru_cache(maxsize=8)
def load_vocabulary(language: str, folder: Path = LEXICON_DIR) -> Vocabulary:
    """The vocabulary of ``language`` (English has none: its words are the lexicon's)."""
    if language not in LANGUAGES:
        raise UnknownLanguageError(
            f"Computer players do not speak {language!r}; they speak {', '.join(LANGUAGES)}.",
            language=str(language)[:20],
            languages=", ".join(LANGUAGES),
        )
    if language == "en":
        return Vocabulary("en")
    path = folder / f"{language}.tsv"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as e:
        raise LexiconMissingError(f"The vocabulary {path} is missing.", file=path.name) from e
    except (OSError, UnicodeDecodeError) as e:
        raise LexiconDamagedError(f"The vocabulary {path} cannot be read.", file=path.name) from e
    return parse_vocabulary(language, text)
