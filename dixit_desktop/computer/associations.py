"""What a person associates with a clue word, in each language: ``insomnia`` -> sheep, night;
``jet lag`` -> travel, plane; ``lâcher prise`` -> letting go. Read from
``resources/lexicon/associations.json.gz`` (built by ``packaging/lexicon/associations.py`` from
WordNet's relations and definitions, the LibreOffice thesauri, word frequencies and a
hand-written table of idioms, sayings and references) when first asked for, never at import.

A missing or damaged table costs only itself: :func:`associations_or_empty` gives an empty one
(the computer players still read clues word by word) and says why in the log.
"""

from __future__ import annotations

import gzip
import json
import logging
import re
import zlib
from array import array
from functools import lru_cache
from pathlib import Path
from typing import Any

from .errors import LexiconDamagedError, LexiconMissingError
from .lexicon import LANGUAGES, LEXICON_DIR

log = logging.getLogger(__name__)

FILE = "associations.json.gz"
FORMAT = "dixit-desktop-associations"
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"
"""A link's target is its index in three of these characters, then a weight digit 1-9."""
_VALUE = {ch: i for i, ch in enumerate(DIGITS)}
_N = len(DIGITS)


def encode(target: int, weight: float) -> str:
    """One link as :func:`decode` reads it (the build writes the table with it): the target's
    index in three characters of :data:`DIGITS`, then its weight in ninths, 1 to 9."""
    if not 0 <= target < _N**3:
        raise ValueError(f"no room for target {target}")
    w = max(1, min(9, round(weight * 9)))
    return DIGITS[target // _N // _N] + DIGITS[target // _N % _N] + DIGITS[target % _N] + str(w)


def decode(value: str, targets: tuple[str, ...]) -> tuple[tuple[str, float], ...]:
    """One clue word's links, strongest first; a damaged link (a character that is not a
    digit, an index past the targets) is left out, and costs only itself."""
    out = []
    for k in range(0, len(value) - 3, 4):
        a, b, c, w = (_VALUE.get(ch, -1) for ch in value[k : k + 4])
        i = (a * _N + b) * _N + c
        if min(a, b, c) >= 0 and i < len(targets) and 1 <= w <= 9:
            out.append((targets[i], w / 9.0))
    out.sort(key=lambda p: -p[1])
    return tuple(out)


class _Lines:
    """A long text of lines, read one line at a time without splitting it (a hundred thousand
    small strings would cost tens of MB; the text and where its lines start cost a tenth)."""

    __slots__ = ("_starts", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        starts = array("I", [0])
        starts.extend(m.end() for m in _NEWLINE.finditer(text))
        self._starts = starts

    def __len__(self) -> int:
        return len(self._starts)

    def __getitem__(self, i: int) -> str:
        end = self._starts[i + 1] - 1 if i + 1 < len(self._starts) else len(self._text)
        return self._text[self._starts[i] : end]

    def find(self, key: str) -> int:
        """The line that is ``key`` in these sorted lines, or -1."""
        lo, hi = 0, len(self._starts)
        while lo < hi:
            mid = (lo + hi) // 2
            if self[mid] < key:
                lo = mid + 1
            else:
                hi = mid
        return lo if lo < len(self._starts) and self[lo] == key else -1


_NEWLINE = re.compile("\n")


class Associations:
    """Clue words and phrases (folded, as :func:`~.text.phrase_key` writes them) of each
    language, each with the English card terms a person reaches from it, weights in (0, 1].

    The table is two long texts per language (its sorted keys, and their links, one a line),
    kept whole and searched by halves, so that reading it is quick and it stays small in
    memory; a word's links are decoded when first asked for."""

    __slots__ = ("_cache", "_links", "targets")

    def __init__(self, data: Any = None) -> None:
        if data is None:
            data = {"format": FORMAT, "targets": "", "links": {}}
        problem = _shape(data)
        if problem:
            raise LexiconDamagedError(f"The associations are damaged: {problem}.", file=FILE)
        self.targets: tuple[str, ...] = tuple(t for t in data["targets"].split("\n") if t)
        self._links: dict[str, tuple[_Lines, _Lines]] = {
            lang: (_Lines(table["keys"]), _Lines(table["values"]))
            for lang, table in data["links"].items()
            if table["keys"]
        }
        self._cache: dict[tuple[str, str], tuple[tuple[str, float], ...]] = {}

    def __len__(self) -> int:
        return sum(len(keys) for keys, _ in self._links.values())

    def _value(self, key: str, language: str) -> str:
        found = self._links.get(language)
        if found is None or not key:
            return ""
        keys, values = found
        i = keys.find(key)
        return values[i] if i >= 0 else ""

    def knows(self, key: str, language: str) -> bool:
        found = self._links.get(language)
        return found is not None and bool(key) and found[0].find(key) >= 0

    def of(self, key: str, language: str) -> tuple[tuple[str, float], ...]:
        """The card terms ``key`` (a folded word or phrase of ``language``) brings to mind,
        strongest first (empty when it brings none)."""
        got = self._cache.get((key, language))
        if got is None:
            value = self._value(key, language)
            got = decode(value, self.targets) if value else ()
            if len(self._cache) > 50_000:
                self._cache.clear()
            self._cache[(key, language)] = got
        return got


def _shape(data: Any) -> str:
    """What is wrong with the table's decoded JSON ("" when nothing). The links themselves are
    checked as they are decoded (:func:`decode`)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "not an associations table"
    targets, links = data.get("targets"), data.get("links")
    if not (isinstance(targets, str) and isinstance(links, dict)):
        return "no targets or links"
    for lang, table in links.items():
        if lang not in LANGUAGES or not isinstance(table, dict):
            return "a language that is not one"
        keys, values = table.get("keys"), table.get("values")
        if not (isinstance(keys, str) and isinstance(values, str)):
            return "keys or links that are not text"
        if keys.count("\n") != values.count("\n"):
            return "keys and links of different lengths"
    return ""


@lru_cache(maxsize=4)
def load_associations(folder: Path = LEXICON_DIR) -> Associations:
    """The associations table (cached: read once per folder); raises
    :class:`LexiconMissingError` or :class:`LexiconDamagedError`."""
    path = folder / FILE
    try:
        raw = gzip.decompress(path.read_bytes())
    except FileNotFoundError as e:
        raise LexiconMissingError(f"The associations {path} are missing.", file=FILE) from e
    except (OSError, EOFError, zlib.error, MemoryError) as e:
        raise LexiconDamagedError(
            f"The associations {path} cannot be read ({e}).", file=FILE
        ) from e
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as e:
        raise LexiconDamagedError(f"The associations {path} are not JSON ({e}).", file=FILE) from e
    return Associations(data)


def associations_or_empty(folder: Path = LEXICON_DIR) -> Associations:
    """The associations, or an empty table when their file is missing or damaged (the clue is
    then read word by word, as before)."""
    try:
        return load_associations(folder)
    except (LexiconMissingError, LexiconDamagedError) as e:
        log.warning("the computer players read clues without associations: %s", e)
        return Associations()
