"""What a computer player knows of the cards, and how it reads a clue.

A :class:`Brain` is built once per deck from the deck's metadata (the ``cards.json`` entry of
each card: concepts, elements, description, colours, brightness, recipe) and the lexicon. Each
card becomes a bag of weighted English terms (:class:`CardKnowledge`), widened through the
lexicon to related words. A clue, in English, French, German or Spanish, is read into weighted
English terms (:class:`Reading`, by :mod:`.reading`, through the words people associate with
it) and matched against those bags. Nothing here raises on odd clue text.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from .associations import Associations, associations_or_empty
from .errors import DeckNotSupportedError, UnknownCardError
from .knowledge import (
    MIN_LINK,
    W_COLOUR,
    W_CONCEPT,
    W_DESCRIPTION,
    W_MAIN_ICON,
    W_MAIN_LABEL,
    W_MAIN_TAG,
    W_MOOD,
    W_RECIPE,
    W_SECOND_ICON,
    W_SECOND_LABEL,
    W_SECOND_TAG,
    CardKnowledge,
    Reading,
    colour_words,
    concepts_of,
    elements_of,
    mood_words,
    supports_deck,
)
from .lexicon import (
    LANGUAGES,
    Lexicon,
    Vocabulary,
    load_lexicon,
    load_vocabulary,
    vocabulary_or_empty,
)
from .reading import read
from .text import STOPWORDS, TypoIndex, content_words, fold, phrase_key, tokens

__all__ = ["Brain", "CardKnowledge", "Reading", "colour_words", "mood_words", "supports_deck"]
"""The card and clue types and the colour words live in :mod:`.knowledge`; named here too."""


class Brain:
    """Knowledge of a deck's cards plus the means to read clues; shared by every computer
    player of a game (it holds nothing private)."""

    def __init__(
        self,
        metadata: Mapping[str, Mapping[str, Any]],
        lexicon: Lexicon | None = None,
        vocabularies: Mapping[str, Vocabulary] | None = None,
        associations: Associations | None = None,
    ) -> None:
        self.lexicon = lexicon if lexicon is not None else load_lexicon()
        self.associations = associations if associations is not None else associations_or_empty()
        """What people associate with clue words (empty when its table cannot be read)."""
        self.vocabularies: dict[str, Vocabulary] = dict(vocabularies or {})
        for lang in LANGUAGES:
            if lang not in self.vocabularies:
                self.vocabularies[lang] = vocabulary_or_empty(lang)  # a broken one costs only it
        self.cards: dict[str, CardKnowledge] = {}
        for cid in sorted(metadata):
            meta = metadata[cid]
            if meta and (concepts_of(meta) or elements_of(meta)):
                self.cards[cid] = self._know(cid, meta)
        if not self.cards:
            raise DeckNotSupportedError(
                "The deck says nothing about its cards; computer players cannot play with it.",
                cards=len(metadata),
            )
        self.card_ids: tuple[str, ...] = tuple(self.cards)
        self.metadata: dict[str, Mapping[str, Any]] = {c: metadata[c] for c in self.cards}
        """Each known card's metadata (the storyteller anchors its clues in what is drawn)."""
        # inverted index: term -> {card: weight}, and how telling each term is
        self.postings: dict[str, dict[str, float]] = {}
        for cid, ck in self.cards.items():
            for t, v in ck.vec.items():
                self.postings.setdefault(t, {})[cid] = v
        n = len(self.cards)
        self.idf: dict[str, float] = {
            t: math.log(1.0 + n / (1.0 + sum(1 for v in p.values() if v >= 0.3)))
            for t, p in self.postings.items()
        }
        ranks: dict[str, float] = {t: 1.0 + self.lexicon.frequency(t) for t in self.postings}
        for vocab in self.vocabularies.values():
            for key in vocab.to_english:
                ranks.setdefault(key, 5.0)
        self.typos = TypoIndex(ranks)
        self._readings: dict[tuple[str, str], Reading] = {}
        self._scores: dict[tuple[str, str], dict[str, float]] = {}
        self.memo: dict[tuple[str, str, str, bool], object] = {}
        """Derived facts the players compute once per deck (the storyteller's candidates)."""

    # --- knowledge ------------------------------------------------------------------------

    def _lemma(self, word: str) -> str | None:
        return self.lexicon.lemma(word)

    def _terms_of(self, text: str) -> list[str]:
        """Content terms of a metadata text: the whole phrase when the lexicon knows it, and
        each content word's lemma."""
        key = phrase_key(text)
        words = key.split()
        out: list[str] = []
        if len(words) > 1 and self.lexicon.knows(key):
            out.append(key)
        for w in content_words(words, "en"):
            lem = self._lemma(w) or w
            if lem not in STOPWORDS["en"]:
                out.append(lem)
        return out

    def _know(self, cid: str, meta: Mapping[str, Any]) -> CardKnowledge:
        base: dict[str, float] = {}

        def put(term: str, w: float) -> None:
            if term and w > base.get(term, 0.0):
                base[term] = w

        literal: set[str] = {fold(cid)}
        for c_i, concept in enumerate(concepts_of(meta)):
            w = W_CONCEPT - 0.02 * c_i
            key = phrase_key(concept)
            words = content_words(key.split(), "en")
            if len(words) > 1 or len(key.split()) > 1:
                put(key, w)
                for t in self._terms_of(concept):
                    put(t, 0.6 * w)
            else:
                for t in self._terms_of(concept):
                    put(t, w)
        for e in elements_of(meta):
            main = e.get("role") == "main"
            label = str(e.get("label", ""))
            icon = e.get("icon")
            tags = e.get("tags")
            for t in self._terms_of(label):
                put(t, W_MAIN_LABEL if main else W_SECOND_LABEL)
            if isinstance(icon, str):
                for t in self._terms_of(icon.replace("-", " ")):
                    put(t, W_MAIN_ICON if main else W_SECOND_ICON)
            if isinstance(tags, list):
                for tag in tags:
                    if isinstance(tag, str):
                        for t in self._terms_of(tag):
                            put(t, W_MAIN_TAG if main else W_SECOND_TAG)
            if main:
                literal.update(tokens(label))
                literal.update(self._terms_of(label))
                if isinstance(icon, str):
                    literal.update(tokens(icon))
                    literal.update(self._terms_of(icon.replace("-", " ")))
        description = meta.get("description")
        if isinstance(description, str):
            for t in self._terms_of(description):
                put(t, W_DESCRIPTION)
        recipe = meta.get("recipe")
        if isinstance(recipe, str):
            for t in self._terms_of(recipe.replace("-", " ")):
                put(t, W_RECIPE)
            literal.update(tokens(recipe))
        file = meta.get("file")
        if isinstance(file, str):
            literal.update(tokens(file))
        colours_raw = meta.get("colours")
        colours = (
            [c for c in colours_raw if isinstance(c, str)] if isinstance(colours_raw, list) else []
        )
        for i, c in enumerate(colours[:4]):
            for t in colour_words(c):
                put(t, W_COLOUR * (1.0 if i == 0 else 0.8))
        b = meta.get("brightness")
        brightness = float(b) if isinstance(b, int | float) and not isinstance(b, bool) else None
        for t in mood_words(colours, brightness):
            put(t, W_MOOD)
        # widen through the lexicon
        vec = dict(base)
        source = {t: t for t in base}
        for t, w in base.items():
            for n, r in self.lexicon.related(t):
                v = w * r
                if v >= MIN_LINK and v > vec.get(n, 0.0):
                    vec[n] = v
                    source[n] = t
        literal.discard("")
        return CardKnowledge(cid, base, vec, source, frozenset(literal))

    def card(self, card_id: str) -> CardKnowledge:
        ck = self.cards.get(card_id)
        if ck is None:
            raise UnknownCardError(
                f"The computer players know nothing about the card {card_id[:40]!r}.",
                card=card_id[:40],
            )
        return ck

    def knows_term(self, term: str) -> bool:
        return term in self.postings

    # --- reading clues --------------------------------------------------------------------

    def vocabulary(self, language: str) -> Vocabulary:
        vocab = self.vocabularies.get(language)
        if vocab is None:
            return load_vocabulary(language)  # raises UnknownLanguageError
        return vocab

    def read(self, text: str, language: str) -> Reading:
        """Read a clue in ``language`` (words of the other languages are understood too).
        Cached per text."""
        key = (text, language)
        got = self._readings.get(key)
        if got is None:
            got = read(self, text, language)
            if len(self._readings) > 20_000:
                self._readings.clear()
                self._scores.clear()
            self._readings[key] = got
        return got

    # --- matching -------------------------------------------------------------------------

    def score_all(self, reading: Reading) -> dict[str, float]:
        """How well each card of the deck fits ``reading`` (0 to about 1; cards that do not
        fit at all are absent). Cached per reading."""
        key = (reading.text, reading.language)
        got = self._scores.get(key)
        if got is not None:
            return got
        acc: dict[str, float] = {}
        total = 0.0
        for t, w in reading.terms.items():
            wi = w * self.idf.get(t, 1.0)
            total += wi
            for cid, v in self.postings.get(t, {}).items():
                acc[cid] = acc.get(cid, 0.0) + wi * v
        if total > 0:
            for cid in acc:
                acc[cid] /= total
        if not acc and reading.unknown:
            acc = self._letter_guess(reading.unknown)
        self._scores[key] = acc
        return acc

    def _letter_guess(self, words: Sequence[str]) -> dict[str, float]:
        """For words nobody knows: cards whose terms share letter groups with them (a made-up
        or misspelt word often still looks like what it means)."""
        grams = {w[i : i + 3] for w in words for i in range(max(1, len(w) - 2)) if len(w) >= 3}
        if not grams:
            return {}
        out: dict[str, float] = {}
        for cid, ck in self.cards.items():
            best = 0.0
            for t in ck.base:
                tg = {t[i : i + 3] for i in range(max(1, len(t) - 2))}
                if tg:
                    j = len(grams & tg) / len(grams | tg)
                    best = max(best, j)
            if best >= 0.2:
                out[cid] = 0.2 * best
        return out

    def rank(self, text: str, card_ids: Sequence[str], language: str) -> list[tuple[str, float]]:
        """``card_ids`` ranked by how well they fit the clue ``text``, best first (ties keep
        the given order). Unknown cards raise :class:`UnknownCardError`."""
        for cid in card_ids:
            self.card(cid)
        scores = self.score_all(self.read(text, language))
        order = sorted(range(len(card_ids)), key=lambda i: -scores.get(card_ids[i], 0.0))
        return [(card_ids[i], round(scores.get(card_ids[i], 0.0), 4)) for i in order]

    def explain(self, reading: Reading, card_id: str) -> tuple[str, str] | None:
        """The clue word and the card's own term that tie ``card_id`` to the clue most."""
        ck = self.card(card_id)
        best: tuple[float, str] | None = None
        for t, w in reading.terms.items():
            v = ck.vec.get(t, 0.0) * w * self.idf.get(t, 1.0)
            if v > 0 and (best is None or v > best[0]):
                best = (v, t)
        if best is None:
            return None
        t = best[1]
        return reading.origin.get(t, t), ck.source.get(t, t)

    def say(self, term: str, language: str) -> str:
        """An English term in ``language`` (itself when it has no translation)."""
        if language == "en":
            return term
        found = self.vocabulary(language).from_english.get(term)
        return found[0] if found else term
