"""Reading a clue as a person would: word by word through the lexicon and the vocabularies,
and through what people associate with its words and sayings (:mod:`.associations`):
"Insomnia" -> sheep, night; "jet lag" -> travel, plane; "lâcher prise" -> letting go.

:func:`read` turns a clue into a :class:`~.knowledge.Reading`: English terms the cards know,
each with its weight, the clue's word it came from (``origin``) and the word it went through
(``via``, when it is not the card's term itself), so that a reason can show the path.
Nothing here raises on odd clue text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .knowledge import W_REVERSE, W_TYPO, Reading
from .lemmas import english_lemma, french_lemma, german_lemma, spanish_lemma, split_compound
from .lexicon import LANGUAGES
from .text import STOPWORDS, surface_tokens

if TYPE_CHECKING:
    from .brain import Brain

W_ASSOCIATION = 0.75
"""How much a term a clue word brings to mind counts beside the word itself (1.0)."""
W_PART = 0.8
"""Each part of a compound word nobody knows whole (``Lagerfeuer|geschichten``)."""
LONGEST = 6
"""The longest saying looked up whole, in words."""
W_LITERAL = 0.45
"""A word of a saying, read as itself beside what the saying means."""
NEGATIONS = frozenset(
    {"don", "won", "can", "isn", "doesn", "didn", "couldn", "wouldn", "shouldn", "aren"}
    | {"wasn", "weren", "haven", "hasn", "hadn", "ain"}
)
"""English contractions' first halves ("don't" is not the verb *don*)."""

_ENGLISH_ENDINGS = ("s", "ing", "ed")
"""At a table of another language, an English word is read by its dictionary form only from
these endings (German "hinter" is not the English "hint" + "-er")."""

_LEMMAS: dict[str, Callable[[str, Callable[[str], bool]], str | None]] = {
    "en": lambda w, known: english_lemma(w, known),
    "fr": french_lemma,
    "de": german_lemma,
    "es": spanish_lemma,
}


class _Draft:
    """A reading being made."""

    def __init__(self, shown: dict[str, str]) -> None:
        self.shown = shown
        self.terms: dict[str, float] = {}
        self.origin: dict[str, str] = {}
        self.via: dict[str, str] = {}
        self.words: list[str] = []
        self.unknown: list[str] = []

    def add(self, term: str, w: float, word: str, via: str = "") -> None:
        if w > self.terms.get(term, 0.0):
            self.terms[term] = w
            self.origin[term] = " ".join(self.shown.get(x, x) for x in word.split())
            if via and via != term:
                self.via[term] = via
            else:
                self.via.pop(term, None)


def resolve(brain: Brain, word: str, order: Sequence[str]) -> list[str]:
    """English terms for one folded word or phrase, trying ``order``'s languages."""
    for lang in order:
        if lang == "en":
            if brain.knows_term(word) or brain.lexicon.knows(word):
                return [word]
            if " " not in word and (order[0] == "en" or word.endswith(_ENGLISH_ENDINGS)):
                lem = brain.lexicon.lemma(word, brain.knows_term)
                if lem is not None:
                    return [lem]
        else:
            vocab = brain.vocabularies[lang]
            found = vocab.to_english.get(word)
            if found is None and " " not in word:
                lem = vocab.lemma(word)
                found = vocab.to_english.get(lem) if lem else None
            if found:
                return list(found)
    return []


def associated(brain: Brain, key: str, order: Sequence[str]) -> tuple[tuple[str, float], ...]:
    """The card terms a person reaches from ``key`` (a folded word or saying), in the first of
    ``order``'s languages that has any (also through the word's dictionary form)."""
    table = brain.associations
    for lang in dict.fromkeys((order[0], "en")):  # the table's language, then English
        if lang != order[0] and not _english_word(brain, key):
            continue  # "daba" is Spanish here, not an English word of the table
        got = table.of(key, lang)
        if got:
            return got
        if " " not in key:

            def known(w: str, lg: str = lang) -> bool:
                return table.knows(w, lg)

            lem = _LEMMAS[lang](key, known)
            if lem is not None and lem != key:
                got = table.of(lem, lang)
                if got:
                    return got
    return ()


def _english_word(brain: Brain, key: str) -> bool:
    """True when people use ``key`` as English (the lexicon knows it from WordNet's sense
    counts): only then does a clue at another table reach the English associations."""
    return all(brain.lexicon.frequency(w) > 0 for w in key.split())


def _associate(brain: Brain, d: _Draft, key: str, order: Sequence[str], w: float) -> bool:
    """Adds what ``key`` brings to mind; True when it brought anything the cards know."""
    found = False
    for term, weight in associated(brain, key, order):
        if brain.knows_term(term):
            d.add(term, w * W_ASSOCIATION * weight, key, key)
            found = True
    return found


COMPOUND = 8
"""A German word this long may be a compound whose parts are read too."""


def _parts(brain: Brain, d: _Draft, w: str, order: Sequence[str]) -> bool:
    """Reads compound ``w`` through its known parts; False when it has none."""
    parts = split_compound(w, lambda x: bool(resolve(brain, x, order)))
    for part in parts:
        for t in resolve(brain, part, order):
            d.add(t, W_PART, w, part)
    return bool(parts)


def _word(brain: Brain, d: _Draft, w: str, order: Sequence[str], language: str) -> None:
    """One word of the clue: itself, what it brings to mind, or its parts, or a near word."""
    found = resolve(brain, w, order)
    for t in found:
        d.add(t, 1.0, w)
    # what it brings to mind, unless it is itself a card's word ("flowers" is a flower)
    direct = any(brain.knows_term(t) for t in found)
    linked = not direct and _associate(brain, d, w, order, 1.0)
    if (found or linked) and language == "de" and len(w) >= COMPOUND:
        # a German compound a dictionary knows is still read through its parts, as people
        # read it: "Schneckenpost" is slow post and a snail, "Sternenhimmel" stars and sky
        _parts(brain, d, w, order)
    if found or linked:
        d.words.append(w)
        return
    if (language == "de" or len(w) > 9) and _parts(brain, d, w, order):
        d.words.append(w)
        return
    fixed = brain.typos.correct(w)
    if fixed is not None:
        for t in resolve(brain, fixed, order):
            d.add(t, W_TYPO, w, fixed)
            found = ["typo"]
    if found:
        d.words.append(w)
    else:
        d.unknown.append(w)


def read(brain: Brain, text: str, language: str) -> Reading:
    """``text`` read at a table speaking ``language`` (words of the other languages are
    understood too)."""
    vocab = brain.vocabulary(language)  # unknown language: raises
    order = [language] + [lang for lang in LANGUAGES if lang != language]
    stop = STOPWORDS.get(vocab.language, frozenset())
    pairs = surface_tokens(text)
    toks = [f for f, _ in pairs]
    d = _Draft({f: s for f, s in pairs})
    # one of the storytellers' own sayings or titles: what it stands for (telling.py's banks)
    for t in _bank_terms(text, language):
        d.add(t, 1.0, " ".join(toks))
    i = 0
    while i < len(toks):
        size = _saying(brain, d, toks, i, order)
        if size:
            i += size
            continue
        w = toks[i]
        i += 1
        if len(w) < 2 or w in stop or w in STOPWORDS["en"]:
            continue
        if w in NEGATIONS and i < len(toks) and toks[i] == "t":
            continue  # don't, can't, isn't
        _word(brain, d, w, order, language)
    # terms no card knows reach the cards through their related words
    for t in list(d.terms):
        if brain.knows_term(t):
            continue
        tw = d.terms.pop(t)
        word = d.origin.pop(t)
        d.via.pop(t, None)
        for n, r in brain.lexicon.related(t):
            v = tw * r * W_REVERSE
            if brain.knows_term(n) and v > d.terms.get(n, 0.0):
                d.terms[n] = v
                d.origin[n] = word
                d.via[n] = t
    return Reading(text, language, d.terms, d.origin, tuple(d.words), tuple(d.unknown), d.via)


def _bank_terms(text: str, language: str) -> tuple[str, ...]:
    """What ``text`` stands for when it is one of the storytellers' phrase banks' sayings
    (:mod:`.phrases`, written beside this module at the same time; () without it)."""
    try:
        from .phrases import known_phrase_terms
    except ImportError:
        return ()
    return known_phrase_terms(text, language)


def _saying(brain: Brain, d: _Draft, toks: Sequence[str], i: int, order: Sequence[str]) -> int:
    """The longest phrase starting at ``toks[i]`` that is a known term or saying: its terms
    are added and its length returned (0 when none). A saying's own words count too, less
    ("down the rabbit hole" is also a rabbit and a hole)."""
    for size in range(min(LONGEST, len(toks) - i), 1, -1):
        phrase = " ".join(toks[i : i + size])
        found = resolve(brain, phrase, order) if size <= 3 else []
        for t in found:
            d.add(t, 1.0, phrase)
        direct = any(brain.knows_term(t) for t in found)
        linked = not direct and _associate(brain, d, phrase, order, 1.0)
        if not (found or linked):
            continue
        d.words.append(phrase)
        if linked:
            stop = STOPWORDS.get(order[0], frozenset()) | STOPWORDS["en"]
            for w in toks[i : i + size]:
                if len(w) > 2 and w not in stop:
                    for t in resolve(brain, w, order):
                        if brain.knows_term(t):
                            d.add(t, W_LITERAL, w)
        return size
    return 0


def paths(brain: Brain, reading: Reading, card: str, most: int = 3) -> list[list[str]]:
    """The ways ``reading`` reaches ``card``, strongest first: each the clue's word, the
    words it went through, and the card's own term (consecutive repeats left out), e.g.
    ``["insomnia", "sheep"]`` or ``["liberté", "liberty", "freedom"]``."""
    ck = brain.card(card)
    links = []
    for t, w in reading.terms.items():
        v = ck.vec.get(t, 0.0) * w * brain.idf.get(t, 1.0)
        if v > 0:
            links.append((v, t))
    out = []
    for _, t in sorted(links, key=lambda x: (-x[0], x[1]))[:most]:
        steps = [reading.origin.get(t, t), reading.via.get(t, ""), t, ck.source.get(t, t)]
        path: list[str] = []
        for s in steps:
            if s and (not path or path[-1] != s):
                path.append(s)
        out.append(path)
    return out
