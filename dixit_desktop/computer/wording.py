"""How a computer storyteller says its clue: as written, whole. Its clues are the phrase
banks' (:mod:`.phrases`), written by hand in each language, or single words of the
vocabularies; nothing is glued from parts (the templates that made "soul again" are gone)."""

from __future__ import annotations

from .phrases import MAX_CHARS, MAX_WORDS

MAX_CLUE_WORDS = MAX_WORDS


def fit_clue(text: str) -> str:
    """The clue as said: one space between words. The banks' rows are checked to be at most
    :data:`MAX_CLUE_WORDS` words when they are read; a longer text (a vocabulary's phrase)
    is kept whole up to three times the bank's length rather than cut mid-phrase."""
    words = text.split()
    return " ".join(words)[: 3 * MAX_CHARS]
