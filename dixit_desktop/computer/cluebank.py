"""Which clues of the phrase banks (:mod:`.phrases`) a storyteller may give for a card: those
of the card's concepts and of its pictures' tags that a person can *see* in the picture,
never one that names the card's own main figure (in any of its words), never a plain
description of what is drawn. Worked out once per card and language, and kept on the brain.

What is drawn (:func:`visible`) is the card's elements (labels, icons, tags) and its
description, never its concepts: readers found nothing of "X marks the spot" or "over the
rainbow" in pictures whose *concepts* said treasure or dreams (issue 24, first blind
reading). :func:`visible_fit` is how well a clue's own words, or the tag it is written for,
land on what is drawn."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .brain import Brain
from .knowledge import CardKnowledge, concepts_of, elements_of
from .looks import COLOUR_SEEN, COLOURED_NAMES, COLOURS, LOOKS, MAX_BETTER_LOOK
from .naming import english_terms, names_the_figure
from .phrases import RECIPE, TAG, Phrase, PhraseBank, phrases_or_empty
from .text import STOPWORDS, content_words, phrase_key, tokens

MIN_CONCEPT = 0.75
"""A card's own concepts weigh ``W_CONCEPT - 0.02 * i`` (1.0 down to 0.78 for the twelfth, in
even hundredths); a main figure's label word weighs 0.85 (an odd one), so that a word of the
picture's label ("spring" in "a fresh spring day") is not taken for a concept."""
MIN_TAG = 0.6
"""A tag counts when one of the card's elements shows it plainly enough (see :func:`visible`):
its label, icon or tag, not a word of the description alone (a coat or a cup mentioned in
passing)."""
TAG_SHARE = 0.8
"""A tag's clues count for less than the card's concepts."""
MAX_PER_CARD = 48
MIN_VISIBLE = 0.4
"""A clue needs at least this much visible fit (see :func:`visible_fit`) to be given."""
MAX_BETTER = 4
"""...and at most this many other pictures of the deck (twins count as one) may show what it
says as plainly as its own card: never a clue that fits everything drawn ("wow", "innen
drin", "hágase la luz" for every lamp)."""
SEE_MAIN_LABEL = 1.0
SEE_LABEL = 0.85
SEE_MAIN_TAG = 0.8
SEE_TAG = 0.65
SEE_ICON = 0.7
SEE_DESCRIPTION = 0.55
SEE_IDEA = 0.3
PROMINENT = 0.25
"""An element at least this share of the card's largest element's area is seen fully; a
smaller one less (by the square root of its share)."""
SIZE_WORDS = ("small", "big", "little", "large", "tiny", "huge", "old")
HOMOGRAPHS = frozenset({("winding", "wind"), ("lying", "lie"), ("left", "leave")})
"""A drawn word whose dictionary form is another thing ("winding the moon" has no wind)."""
SEE_WIDE = 0.7
"""How plainly each part of the picture is seen: a word of a label most, of the description
least; a word related to a seen one (the lexicon's) counts ``SEE_WIDE`` of it."""
LITERAL = SEE_DESCRIPTION
"""A clue whose every content word names something drawn (at least in the description) is a
description (it gives the card away: "Schritte im Schnee", "eine Tasse auf See"), unless it
is a saying."""
SAYINGS = frozenset({"saying", "reference", "title"})
OWN_SAYINGS = frozenset({"saying", "reference"})
"""A picture's own rows of these kinds may name what is drawn: their writer judged, looking at
it, that the other sense fits the story ("a fish out of water"); readers rated such 5."""
WORD_LITERAL = 0.25
"""A lone word that links to something drawn even this loosely only names it ("wolkig",
"nocturne", "salado" for a cloud, a night, a sea: readers rated lone words 2-3 of 5)."""
ABSENT = 0.3
"""A thing the clue names is not on the card when the card shows it (or a word related to
it) less plainly than this."""
GENERIC_THINGS = frozenset({"person", "people", "man", "woman", "figure", "small", "big", "old"})


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
    if key.startswith(RECIPE):  # written for this picture: as much as its first concept
        recipe = brain.metadata.get(ck.card_id, {}).get("recipe")
        return 1.0 if recipe == key.removeprefix(RECIPE) else 0.0
    if key.startswith(TAG):  # a thing drawn anywhere on the card, in a label, tag or icon
        w = visible(brain, ck.card_id).get(key.removeprefix(TAG), 0.0)
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
        if w <= 0.0:
            continue
        for phrase in phrases:
            why, seen = refusal(phrase, ck, brain, language)
            if why is None:
                out.append((0.5 * w + seen, phrase))
    out.sort(key=lambda wp: (-wp[0], wp[1].key, wp[1].folded))
    return out[:MAX_PER_CARD]


def refusal(
    phrase: Phrase, ck: CardKnowledge, brain: Brain, language: str
) -> tuple[str | None, float]:
    """Why the storyteller never gives ``phrase`` for the card, or None: it "names" its figure,
    is "unseen", "describes" it, names what is "not there", a "colour", is "better shown" by
    too many other cards, or only "a look" others share (a picture's own saying may name);
    and how well it lands on what is drawn (:func:`visible_fit`, 0 when it names it)."""
    cid, own = ck.card_id, phrase.key.startswith(RECIPE)  # a tag's row never names it
    if not (own and phrase.kind in OWN_SAYINGS) and _names_it(phrase, ck, brain, language):
        return "names", 0.0
    seen = visible_fit(phrase, cid, brain, language)
    if seen < MIN_VISIBLE:
        return "unseen", seen
    if describes(phrase, cid, brain, language):
        return "describes", seen
    if names_what_is_not_there(phrase.text, cid, brain, language):
        return "not there", seen
    if wrong_colour(phrase.text, cid, brain, language):
        return "colour", seen
    better = _better_shown(phrase, cid, brain, language)
    if better > MAX_BETTER:
        return "better shown", seen
    if better > MAX_BETTER_LOOK and only_a_look(phrase.text, cid, brain, language):
        return "a look", seen
    return None, seen


def _names_it(phrase: Phrase, ck: CardKnowledge, brain: Brain, language: str) -> bool:
    """The clue names the card's main figure, or says a word of its label (a word spelt like
    one of the label's counts too: "thé" and "the")."""
    if names_the_figure(phrase.text, ck, brain, language):
        return True
    return bool(set(content_words(tokens(phrase.text), language)) & ck.literal)


def visible(brain: Brain, card_id: str) -> dict[str, float]:
    """What a person sees on a card: English terms of its elements' labels, icons and tags
    and of its description (never its concepts), each with how plainly it is seen, widened
    a little through the lexicon (cached on the brain)."""
    key = ("visible", card_id, "", False)
    got = brain.memo.get(key)
    if got is None:
        got = brain.memo[key] = _visible(brain, card_id)
    assert isinstance(got, dict)
    return got


def _visible(brain: Brain, card_id: str) -> dict[str, float]:
    meta = brain.metadata.get(card_id, {})
    ideas = _ideas(brain)
    base: dict[str, float] = {}

    def put(text: str, w: float) -> None:
        for t in _terms(brain, text):
            if w > base.get(t, 0.0):
                base[t] = w

    elements = elements_of(meta)
    areas = [_area(e) for e in elements]
    largest = max(areas, default=0.0)
    for e, area in zip(elements, areas, strict=True):
        main = e.get("role") == "main"
        # a small thing in a corner (a cat on the lawn) is seen less than the scene
        size = (
            1.0
            if main or largest <= 0.0 or area <= 0.0
            else min(1.0, (area / (PROMINENT * largest)) ** 0.5)
        )
        put(str(e.get("label", "")), SEE_MAIN_LABEL if main else SEE_LABEL * size)
        icon = e.get("icon")
        if isinstance(icon, str):
            put(icon.replace("-", " "), SEE_ICON * size)
        tags = e.get("tags")
        label = set(_terms(brain, str(e.get("label", ""))))
        for tag in tags if isinstance(tags, list) else ():
            if isinstance(tag, str):  # a tag that is an idea ("journey", "hope") is not seen
                w = SEE_MAIN_TAG if main else SEE_TAG * size
                # nor weather its element does not draw (rain on a puddle, on an umbrella)
                hidden = phrase_key(tag) in ideas or (tag in LOOKS and tag not in label)
                put(tag, min(w, SEE_IDEA) if hidden else w)
    description = meta.get("description")
    if isinstance(description, str):
        put(description, SEE_DESCRIPTION)
    for word in SIZE_WORDS:  # "a small rain cloud": its size is no thing one sees
        base.pop(word, None)
    out = dict(base)
    for t, w in base.items():
        for n, r in brain.lexicon.related(t):
            v = w * r * SEE_WIDE
            if v >= 0.25 and v > out.get(n, 0.0):
                out[n] = v
    return out


def _area(element: Mapping[str, Any]) -> float:
    box = element.get("bbox")
    if not isinstance(box, list) or len(box) != 4:
        return 0.0
    try:
        x0, y0, x1, y1 = (float(v) for v in box)
    except (TypeError, ValueError):
        return 0.0
    return max(0.0, x1 - x0) * max(0.0, y1 - y0)


def _ideas(brain: Brain) -> frozenset[str]:
    """The deck's concepts that no element's label or icon draws ("journey", "hope",
    "wonder"; not "night" or "moon"): as a tag, such a word is not something one sees."""
    key = ("ideas", "", "", False)
    got = brain.memo.get(key)
    if got is None:
        concepts: set[str] = set()
        drawn: set[str] = set()
        for meta in brain.metadata.values():
            concepts.update(phrase_key(c) for c in concepts_of(meta))
            for e in elements_of(meta):
                drawn.update(tokens(str(e.get("label", ""))))
                icon = e.get("icon")
                if isinstance(icon, str):
                    drawn.update(tokens(icon))
        got = brain.memo[key] = frozenset(concepts - drawn)
    assert isinstance(got, frozenset)
    return got


def _terms(brain: Brain, text: str) -> list[str]:
    # a description is longer than a clue's 40 tokens: read it a sentence part at a time
    words = [w for part in re.split(r"[,.;:]", text) for w in tokens(part)]
    words = [
        "winding" if w == "wind" and _verb_of_wind(words[i - 1 : i], words[i + 1 : i + 2]) else w
        for i, w in enumerate(words)
    ]
    key = " ".join(words)
    out = [key] if len(words) > 1 and brain.lexicon.knows(key) else []
    for w in content_words(words, "en"):
        lemma = brain.lexicon.lemma(w) or w
        if lemma not in STOPWORDS["en"]:
            out.extend({w} if (w, lemma) in HOMOGRAPHS else {w, lemma})
    return out


def _verb_of_wind(before: list[str], after: list[str]) -> bool:
    """ "to wind it up", "winds the moon": the verb, not the air that moves (the moon wound
    with a key was told "gone with the wind" in the second blind reading)."""
    return before in (["to"], ["s"]) or after in (["up"], ["it"], ["the"])


def _word_terms(text: str, brain: Brain, language: str) -> list[set[str]]:
    """The English terms of each content word of ``text`` (cached on the brain)."""
    key = ("clue-words", text, language, False)
    got = brain.memo.get(key)
    if got is None:
        words = [w for w in content_words(tokens(text), language) if w not in STOPWORDS["en"]]
        got = brain.memo[key] = [english_terms(w, brain, language) | {w} for w in words]
    assert isinstance(got, list)
    return got


def _links(text: str, card_id: str, brain: Brain, language: str) -> list[float]:
    seen = visible(brain, card_id)
    return [
        max((seen.get(t, 0.0) for t in terms), default=0.0)
        for terms in _word_terms(text, brain, language)
    ]


def visible_fit(phrase: Phrase, card_id: str, brain: Brain, language: str) -> float:
    """How well a clue lands on what is drawn on ``card_id`` (0 to 1): its best word's link
    to the picture and the share of its words that link at all, or the tag it was written
    for when the card shows that tag (an idiom keyed to a drawn thing: "avoir le cafard" for
    an insect)."""
    links = _links(phrase.text, card_id, brain, language)
    words = 0.7 * max(links, default=0.0) + 0.3 * (sum(links) / len(links) if links else 0.0)
    seen = visible(brain, card_id)
    key = seen.get(phrase.term, 0.0)
    if not phrase.key.startswith(TAG):
        key *= 0.45  # a concept that is also drawn ("a flock", "hope" in flowers)
    return max(words, key)


def describes(phrase: Phrase, card_id: str, brain: Brain, language: str) -> bool:
    """True when every content word of the clue plainly names something drawn on the card
    (a description, not a clue), unless the clue is a saying, a reference or a title; a lone
    word a little less plainly ("shadowy", "nuageux" for a shadow, a cloud)."""
    if phrase.kind in SAYINGS:
        return False
    links = _links(phrase.text, card_id, brain, language)
    if phrase.kind == "word":  # a lone word for a drawn thing is only its adjective
        return phrase.key.startswith(TAG) or max(links, default=0.0) >= WORD_LITERAL
    return bool(links) and min(links) >= LITERAL


def drawn_things(brain: Brain) -> frozenset[str]:
    """Every thing drawn on some card of the deck: the words of its elements' icons and
    tags that are no concept of any card (a tag may be an idea: "hope", "journey"; cached on
    the brain)."""
    key = ("drawn-things", "", "", False)
    got = brain.memo.get(key)
    if got is None:
        things: set[str] = set()
        ideas: set[str] = set()
        for cid in brain.card_ids:
            meta = brain.metadata.get(cid, {})
            for concept in concepts_of(meta):
                ideas.update(_terms(brain, concept))
            for e in elements_of(meta):
                icon = e.get("icon")
                if isinstance(icon, str):
                    things.update(_terms(brain, icon.replace("-", " ")))
                tags = e.get("tags")
                for tag in tags if isinstance(tags, list) else ():
                    if isinstance(tag, str):
                        things.update(_terms(brain, tag))
        got = brain.memo[key] = frozenset(things - ideas - GENERIC_THINGS)
    assert isinstance(got, frozenset)
    return got


def names_what_is_not_there(text: str, card_id: str, brain: Brain, language: str) -> bool:
    """True when the clue names a thing drawn on other cards of the deck but not on this one
    ("a lion in the candlelight" for a unicorn's shadow, "Treasure Island" with no island):
    a reader looks for it, and finds another card or none."""
    things = drawn_things(brain)
    seen = visible(brain, card_id)
    for terms in _word_terms(text, brain, language):
        drawn = terms & things
        if drawn and max(seen.get(t, 0.0) for t in terms) < ABSENT:
            return True
    return False


def wrong_colour(text: str, card_id: str, brain: Brain, language: str) -> bool:
    """True when the clue says a colour the card does not plainly show ("der rote Faden"
    for a blue yarn), unless the word also names a thing drawn there ("une rose")."""
    if any(name in phrase_key(text) for name in COLOURED_NAMES):
        return False
    seen = visible(brain, card_id)
    for terms in _word_terms(text, brain, language):
        colours = terms & COLOURS
        named = any(seen.get(t, 0.0) >= MIN_VISIBLE for t in terms - COLOURS)  # "une rose"
        if colours and not named and max(seen.get(t, 0.0) for t in colours) < COLOUR_SEEN:
            return True
    return False


def only_a_look(text: str, card_id: str, brain: Brain, language: str) -> bool:
    """True when every word of the clue that links to the card is a colour or a kind of
    weather ("white as snow" for a snowy field): the clue names the card's look, which
    other cards share, and nothing it does."""
    linked = [
        terms
        for terms, link in zip(
            _word_terms(text, brain, language), _links(text, card_id, brain, language), strict=True
        )
        if link >= ABSENT
    ]
    return bool(linked) and all(terms & LOOKS for terms in linked)


def _better_shown(phrase: Phrase, card_id: str, brain: Brain, language: str) -> int:
    """How many other pictures of the deck show what the clue says at least as plainly as
    ``card_id`` (a picture's twins, drawn from the same recipe, count as one with it)."""
    key = ("shown-on", phrase.key + "\t" + phrase.text, language, False)
    got = brain.memo.get(key)
    if got is None:  # the clue's fit on every card, once per row
        got = brain.memo[key] = [visible_fit(phrase, c, brain, language) for c in brain.card_ids]
    assert isinstance(got, list)
    mine = visible_fit(phrase, card_id, brain, language)
    own = _picture(brain, card_id)
    return len(
        {
            _picture(brain, c)
            for c, v in zip(brain.card_ids, got, strict=True)
            if v >= mine - 1e-9 and _picture(brain, c) != own
        }
    )


def _picture(brain: Brain, card_id: str) -> str:
    recipe = brain.metadata.get(card_id, {}).get("recipe")
    return recipe if isinstance(recipe, str) and recipe else card_id
