"""How good each clue of the phrase banks is as a clue a person would give, as judged by
people who wrote none of them (``resources/lexicon/phrases/judged-<lang>.tsv``: the clue, a
TAB, a score from 1 to 5, the mean of its judges). The storyteller prefers the better ones
among clues of about the same chance (:data:`~.tuning.JUDGED`,
:data:`~.tuning.GENTLE_JUDGED`); a clue nobody judged counts as plain (3). A missing or
damaged file costs only itself: every clue is then plain."""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

from .errors import LexiconDamagedError, LexiconMissingError
from .lexicon import read_language_file, text_rows
from .phrases import PHRASES_DIR
from .text import phrase_key

log = logging.getLogger(__name__)

PLAIN = 3.0
"""The score of a clue nobody judged: plain but usable."""


def _score(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if 1.0 <= value <= 5.0 else None  # NaN fails both


def parse_judged(raw: str | bytes) -> tuple[dict[str, float], int]:
    """(folded clue -> score, damaged rows) from a judged file's text: a row that is not
    UTF-8, not two fields, or not a score from 1 to 5 is left out and counted."""
    scores: dict[str, float] = {}
    damaged = 0
    for line in text_rows(raw):
        if line is None:
            damaged += 1
            continue
        parts = line.split("\t")
        score = _score(parts[1].strip()) if len(parts) == 2 else None
        folded = phrase_key(parts[0])
        if not folded or score is None:
            damaged += 1
            continue
        scores[folded] = score
    return scores, damaged


@lru_cache(maxsize=16)
def judged(language: str, folder: Path = PHRASES_DIR) -> dict[str, float]:
    """Folded clue -> its judged score in ``language`` ({} when there is no readable file)."""
    path = folder / f"judged-{language}.tsv"
    try:
        raw = read_language_file(path, f"The judged clues {path} are")
    except (LexiconMissingError, LexiconDamagedError) as e:
        log.warning("the computer players' clues in %s are all plain: %s", language, e)
        return {}
    scores, damaged = parse_judged(raw)
    if damaged:
        log.warning("%s: %d damaged rows left out", path, damaged)
    return scores


def score(language: str, folded: str) -> float:
    """The judged score of a folded clue (:data:`PLAIN` when nobody judged it)."""
    return judged(language).get(folded, PLAIN)
