"""What a word of a clue names: the English terms a word of any language stands for, and
whether a clue names its card's main figure (a clue that names what is painted says nothing
a person would not see at once). Used by :mod:`.cluebank` when it chooses a storyteller's
clue."""

from __future__ import annotations

from .brain import Brain
from .knowledge import CardKnowledge
from .text import STOPWORDS, content_words, tokens


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
    easy, and says nothing a person would not see at once. Remembered per card, clue and
    language (a gentle storyteller asks it of every phrase of its hand, every turn)."""
    key = ("names-figure", ck.card_id + "\t" + text, language, False)
    got = brain.memo.get(key)
    if got is None:
        words = [w for w in content_words(tokens(text), language) if w not in STOPWORDS["en"]]
        got = brain.memo[key] = any(
            w in ck.literal or english_terms(w, brain, language) & ck.literal for w in words
        )
    return bool(got)
