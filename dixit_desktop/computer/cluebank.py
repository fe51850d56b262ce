"""Which clues of the phrase banks (:mod:`.phrases`) a storyteller may give for a card: those
of the card's concepts and of its pictures' main tags, never one that names the card's own
main figure (in any of its words). Worked out once per card and language, and kept on the brain."""

from __future__ import annotations

from .brain import Brain
from .knowledge import CardKnowledge
from .phrases import TAG, Phrase, PhraseBank, phrases_or_empty
from .text import STOPWORDS, content_words, tokens

MIN_CONCEPT = 0.75
"""A card's own concepts weigh ``W_CONCEPT - 0.02 * i`` (1.0 down to 0.78 for the twelfth, in
even hundredths); a main figure's label word weighs 0.85 (an odd one), so that a word of the
picture's label ("spring" in "a fresh spring day") is not taken for a concept."""
MIN_TAG = 0.55
"""A tag counts when it is a main figure's tag or a figure's own label."""
TAG_SHARE = 0.8
"""A tag's clues count for less than the card's concepts."""
MAX_PER_CARD = 40


def bank(language: str) -> PhraseBank:
    return phrases_or_empty(language)


def card_phrases(ck: CardKnowledge, brain: Brain, language: str) -> list[tuple[float, Phrase]]:
    """(how much the card is about the clue's concept, the clue) for every bank clue that
    fits the card, most telling first (cached on the brain)."""
    key = ("phrases", ck.card_id, language, True)
    got = brain.memo.get(key)
    if got is None:
        got = brain.memo[key] = _find(ck, brain, language)
    assert isinstance(got, list)
    return got


def _weight(ck: CardKnowledge, brain: Brain, key: str) -> float:
    if key.startswith(TAG):
        w = ck.base.get(key.removeprefix(TAG), 0.0)
        return TAG_SHARE * w if w >= MIN_TAG else 0.0
    w = ck.base.get(key, 0.0)
    if w == 0.0 and " " not in key:
        lemma = brain.lexicon.lemma(key)
        w = ck.base.get(lemma, 0.0) if lemma else 0.0
    is_concept = w >= MIN_CONCEPT and round(w * 100) % 2 == 0
    return w if is_concept else 0.0


def _find(ck: CardKnowledge, brain: Brain, language: str) -> list[tuple[float, Phrase]]:
    out: list[tuple[float, Phrase]] = []
    for key, phrases in bank(language).by_key.items():
        w = _weight(ck, brain, key)
        if w <= 0.0 or key.removeprefix(TAG) in ck.literal:
            continue  # (a tag that is the main figure: its clues name it, in some words)
        for phrase in phrases:
            if not names_the_figure(phrase.text, ck, brain, language):
                out.append((w, phrase))
    out.sort(key=lambda wp: (-wp[0], wp[1].key, wp[1].folded))
    return out[:MAX_PER_CARD]


def english_terms(word: str, brain: Brain, language: str) -> set[str]:
    """The English terms one folded word of ``language`` stands for (itself in English)."""
    if language == "en":
        lemma = brain.lexicon.lemma(word)
        return {word, lemma} if lemma else {word}
    vocab = brain.vocabulary(language)
    found = vocab.to_english.get(word)
    if found is None:
        lemma = vocab.lemma(word)
        found = vocab.to_english.get(lemma) if lemma else None
    return set(found or ())


def names_the_figure(text: str, ck: CardKnowledge, brain: Brain, language: str) -> bool:
    """True when a content word of ``text`` is a word of the card's main figure (its label,
    icon, file), in any words of ``language``: "lighthouse", "le phare" for a lighthouse.
    Stricter than "never the main noun alone": a clue that names what is painted is too
    easy, and says nothing a person would not see at once."""
    words = [w for w in content_words(tokens(text), language) if w not in STOPWORDS["en"]]
    return any(w in ck.literal or english_terms(w, brain, language) & ck.literal for w in words)
