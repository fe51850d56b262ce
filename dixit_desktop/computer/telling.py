"""The computer storyteller: a clue of the phrase banks (:mod:`.phrases`, through
:mod:`.cluebank`) for one of its cards, never one said before in the game. Sharp picks the
clue its table most likely finds by some players but not all, modelling the hands it cannot
see; gentle picks loosely what its card is about, liking clues many cards share. Single words
of the vocabularies only for cards the banks say nothing of. Party's clue fits several cards.
:func:`warm` reads every candidate ahead of play."""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Collection, Sequence
from functools import lru_cache

from dixit_desktop.rules.actions import ClueKind, GiveClue
from dixit_desktop.rules.errors import DixitError
from dixit_desktop.rules.rulesets import get_ruleset
from dixit_desktop.rules.views import PlayerView, Request

from . import judged
from .brain import Brain
from .chance import p_find_ranked
from .cluebank import bank, card_phrases
from .decision import CLUE_PARTY, CLUE_THOUGHT, Decision, Level, Params, Style
from .knowledge import CardKnowledge, concepts_of
from .naming import names_the_figure
from .phrases import CATEGORY_WORDS, RECIPE, TAG
from .text import STOPWORDS, Gists, phrase_key, tokens
from .tuning import (
    BELOW,
    BROAD,
    EVENING,
    GENTLE_JUDGED,
    GENTLE_KIND,
    GENTLE_NAMED,
    GENTLE_OWN,
    IDEA_AGAIN,
    JUDGED,
    KIND_BONUS,
    NAMED_PLAIN,
    PEOPLE_READ,
    READ_SPREAD,
    STORY_BONUS,
    STORY_PLAIN,
    VARIETY,
)
from .wording import fit_clue


def _unseen(view: PlayerView, brain: Brain) -> list[str]:
    """Cards that may be in the other hands: the deck it knows, less its own hand and the
    boards that went to the discard pile since it was last shuffled back."""
    seen = set(view.hand)
    left = view.discard_pile
    for record in reversed(view.history):
        if left <= 0:
            break
        seen.update(record.board)
        left -= len(record.board)
    return [c for c in brain.card_ids if c not in seen]


def ranked_fits(brain: Brain, text: str, language: str) -> list[tuple[float, str]]:
    """(fit, card) of every card the computer reads ``text`` as fitting, best first (cached
    on the brain, like the reading itself)."""
    key = ("ranked", text, language, False)
    got = brain.memo.get(key)
    if got is None:
        scores = brain.score_all(brain.read(text, language))
        got = brain.memo[key] = sorted(((v, c) for c, v in scores.items()), reverse=True)
    assert isinstance(got, list)
    return got


def _candidates(
    ck: CardKnowledge, brain: Brain, language: str, direct_only: bool
) -> list[tuple[str, str]]:
    """(English term, word to say) a storyteller could give for this card (cached)."""
    key = ("candidates", ck.card_id, language, direct_only)
    got = brain.memo.get(key)
    if got is None:
        got = brain.memo[key] = _find_candidates(ck, brain, language, direct_only)
    assert isinstance(got, list)
    return got


def _find_candidates(
    ck: CardKnowledge, brain: Brain, language: str, direct_only: bool
) -> list[tuple[str, str]]:
    lex = brain.lexicon
    vocab = brain.vocabulary(language)
    stop = STOPWORDS["en"]
    pool = ck.base if direct_only else ck.vec
    ranked = sorted(pool.items(), key=lambda kv: (-kv[1], kv[0]))
    out: list[tuple[str, str]] = []
    for term, w in ranked:
        if w < 0.3:
            break
        parts = term.split()
        if len(parts) > 3 or term in stop or any(p in ck.literal for p in parts):
            continue
        if language == "en":
            if lex.frequency(term) < (1 if " " in term else 3) and term not in ck.base:
                continue
            said = term
        else:
            found = vocab.from_english.get(term)
            if found is None:
                continue
            said = found[0]
        if set(tokens(said)) & ck.literal:
            continue
        out.append((term, said))
        if len(out) >= 18:
            break
    return out


def story_clue(
    view: PlayerView,
    request: Request,
    brain: Brain,
    style: Style,
    level: Level,
    rng: random.Random,
    language: str,
    earlier: Sequence[str] = (),
) -> Decision:
    """The storyteller's card and clue: a phrase of the bank (see :mod:`.phrases`) for one of
    its card's concepts, never one said before in this game (nor nearly: :class:`~.text.Gists`),
    and one said (or nearly) in the evening's earlier games (``earlier``, their clues) only
    when its hand has nothing else. Sharp aims at the clue its table most likely finds by some
    but not all, modelling the hands it cannot see; gentle aims loosely at its own card (its
    clues fit more cards). Single words only for a card the banks say nothing of."""
    assert view.player is not None
    p = view.player
    heard = _heard(tuple(earlier))
    if not request.needs_card:  # Party: the clue comes before any card
        return party_clue(view, brain, rng, language, heard)
    hand = list(view.hand)
    for c in hand:
        brain.card(c)
    sharp = level is Level.SHARP
    n = len(view.players)
    voters, decoys, draws = _table_shape(view.rules, n, len(hand))
    unseen = _unseen(view, brain) if sharp else list(brain.card_ids)
    unseen_set = set(unseen) - set(hand)
    pool_ids = [c for c in unseen if c in unseen_set]
    pool_set = set(pool_ids)
    said = said_before(view)
    said_gists = Gists(said, language)
    heard_gists = _heard_gists(heard, language)
    again = _ideas(frozenset(said), language)
    again_evening = _ideas(heard, language) - again
    options: list[tuple[float, str, str, str]] = []
    salt = rng.getrandbits(32)  # this decision's own taste among clues of about one value
    spread = VARIETY * (1.0 if sharp else GENTLE_KIND)
    judged_weight = JUDGED if sharp else GENTLE_JUDGED
    ease = PEOPLE_READ.get(language, 1.0)

    def judge(
        card: str, text: str, term: str, bonus: float, own: bool = False, named: bool = False
    ) -> None:
        ranked = ranked_fits(brain, text, language)
        mine = next((v for v, c in ranked if c == card), 0.0)
        if mine <= 0.0:
            return
        if sharp:
            pool = [v for v, c in ranked if c in pool_set]
            q = p_find_ranked(mine, pool, len(pool_ids), draws, decoys, READ_SPREAD)
            q **= ease
            if own:
                q = max(q, NAMED_PLAIN if named else STORY_PLAIN)
            value = 1.0 - q**voters - (1.0 - q) ** voters
        else:  # aims loosely: what its card is about, shared with many cards
            broad = 0.0 if own else sum(1 for v, _c in ranked if v >= 0.5 * mine)
            broad /= len(brain.card_ids)
            best = next((v for v, c in ranked if c != card), 0.0)  # another card's best fit
            value = mine + BROAD * min(broad, 0.25) - BELOW * max(0.0, best - mine)
            value -= (GENTLE_OWN if own else 0.0) + (GENTLE_NAMED if named else 0.0)
        taste = zlib.crc32(f"{salt}:{text}".encode()) / 0xFFFFFFFF
        key = phrase_key(text)
        if key in heard or heard_gists.repeats(key):
            value -= EVENING * (1.0 if sharp else GENTLE_KIND)  # gentle values spread wider
        options.append((value + bonus + spread * taste, card, text, term))

    for card in hand:
        ck = brain.card(card)
        for relevance, phrase in card_phrases(ck, brain, language):
            if phrase.folded in said or said_gists.repeats(phrase.folded):
                continue  # said in this game, or nearly ("Summertime", "in the summertime")
            kind = KIND_BONUS[phrase.kind] + (STORY_BONUS if phrase.recipe else 0.0)
            kind += judged_weight * (judged.score(language, phrase.folded) - judged.PLAIN)
            # every idea the text is a row of: the same saying found under another key (the
            # storm's "a storm in a teacup" after inner turmoil's "restless") is the same idea
            ideas = _ideas(frozenset({phrase.folded}), language) | {phrase.term}
            if ideas & again:
                kind -= IDEA_AGAIN
            elif ideas & again_evening:
                kind -= IDEA_AGAIN / 2
            kind *= 1.0 if sharp else GENTLE_KIND
            term = phrase.term or _first_concept(brain, card)
            own = bool(phrase.recipe)
            named = (own or not sharp) and names_the_figure(phrase.text, ck, brain, language)
            judge(card, phrase.text, term, 0.05 * relevance + kind, own, named)
    if not options:  # no phrase for these cards: single words (never a category word)
        for card in hand:
            ck = brain.card(card)
            for term, word in _candidates(ck, brain, language, direct_only=not sharp):
                key = phrase_key(word)
                if key in said or said_gists.repeats(key) or key in CATEGORY_WORDS:
                    continue
                judge(card, word, term, 0.01 * brain.lexicon.frequency(term))
    if not options:  # nothing at all: a word of its own concepts, never the label
        card = hand[rng.randrange(len(hand))]
        ck = brain.card(card)
        plain = [t for t in ck.base if not set(t.split()) & ck.literal] or ["dream"]
        term = plain[0]
        options.append((0.0, card, brain.say(term, language), term))
    options.sort(key=lambda o: (-o[0], o[1], o[2]))
    pick = options[0]
    if style.clue_temperature > 0 and len(options) > 1:
        best = options[0][0]
        top = options[:12]
        weights = [math.exp((o[0] - best) / style.clue_temperature) for o in top]
        pick = top[weighted_index(weights, rng)]
    _value, card, text, term = pick
    ck = brain.card(card)
    concept = ck.source.get(term, term)
    params: Params = {"word": text, "concept": concept}
    return Decision(GiveClue(p, card, fit_clue(text), ClueKind.TYPED), CLUE_THOUGHT, params)


@lru_cache(maxsize=8)
def _heard(earlier: tuple[str, ...]) -> frozenset[str]:
    """The evening's clues, folded (once per evening, not once per decision: up to 300)."""
    return frozenset(phrase_key(t) for t in earlier)


@lru_cache(maxsize=8)
def _heard_gists(heard: frozenset[str], language: str) -> Gists:
    """The evening's clues' gists, for near repeats (once per evening, like :func:`_heard`)."""
    return Gists(heard, language)


@lru_cache(maxsize=16)
def _ideas(folded: frozenset[str], language: str) -> frozenset[str]:
    """The ideas (concepts and drawn things, not a picture's own rows) the clues ``folded``
    are rows of in ``language``'s bank (the evening's once per evening, like :func:`_heard`)."""
    by_text = bank(language).by_text
    return frozenset(
        k.removeprefix(TAG) for f in folded for k in by_text.get(f, ()) if not k.startswith(RECIPE)
    )


def _first_concept(brain: Brain, card: str) -> str:
    """What a picture's own row is about, for the reason ("thought of time"): its first
    concept."""
    concepts = concepts_of(brain.metadata.get(card, {}))
    return concepts[0] if concepts else "dream"


def said_before(view: PlayerView) -> set[str]:
    """Every clue said in this game so far (folded), so that none is said twice."""
    out = {phrase_key(r.clue.text) for r in view.history}
    if view.clue is not None:
        out.add(phrase_key(view.clue.text))
    return out


def _table_shape(rules: str, n: int, hand_size: int) -> tuple[int, int, int]:
    """(voters, decoy cards on the board, cards each decoy is the best of) for a turn."""
    try:
        ruleset = get_ruleset(rules)
    except DixitError:
        return max(1, n - 1), max(1, n - 1), hand_size
    decoys = max(1, ruleset.board_size(n) - 1)
    per_player = ruleset.cards_per_player(n) if not ruleset.teams else 1
    if per_player > 1:
        decoys = max(1, n - 1)  # each player's best card is the decoy that counts
    if ruleset.teams:
        voters = max(1, n // 2 - 1)  # one per other team (its other member gives a card)
    else:
        voters = max(1, n - 1)
    # with three players each plays from a larger hand but two cards: about the best of three
    return voters, decoys, 3 if n == 3 else hand_size


def weighted_index(weights: Sequence[float], rng: random.Random) -> int:
    total = sum(weights)
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def party_clue(
    view: PlayerView,
    brain: Brain,
    rng: random.Random,
    language: str,
    heard: Collection[str] = frozenset(),
) -> Decision:
    """Party: a clue that fits several cards of the deck (everyone must find a card for it):
    a phrase of a concept a twentieth to two fifths of the cards share, never said before in
    this game, nor in the evening's earlier games (``heard``, folded) while others are left."""
    assert view.player is not None
    said = said_before(view)
    said_gists = Gists(said, language)
    n = len(brain.card_ids)
    texts: list[tuple[str, str]] = []
    for key, phrases in sorted(bank(language).by_key.items()):
        term = key.removeprefix("tag:")
        share = sum(1 for v in brain.postings.get(term, {}).values() if v >= 0.75) / n
        if 0.05 <= share <= 0.4:
            texts.extend(
                (p.text, term)
                for p in phrases
                if p.folded not in said and not said_gists.repeats(p.folded)
            )
    if not texts:  # no phrases in this language: a word many cards share
        vocab = brain.vocabulary(language)
        for ck in brain.cards.values():
            for t, w in ck.base.items():
                if w >= 0.9 and " " not in t and t not in CATEGORY_WORDS:
                    if language != "en" and t not in vocab.from_english:
                        continue
                    share = sum(1 for v in brain.postings[t].values() if v >= 0.5) / n
                    word = brain.say(t, language)
                    if 0.05 <= share <= 0.4 and phrase_key(word) not in said:
                        texts.append((word, t))
        texts = sorted(set(texts))
    heard_gists = _heard_gists(frozenset(heard), language)
    fresh = [t for t in texts if phrase_key(t[0]) not in heard]
    texts = [t for t in fresh if not heard_gists.repeats(phrase_key(t[0]))] or fresh or texts
    text = texts[rng.randrange(len(texts))][0] if texts else brain.say("dream", language)
    return Decision(
        GiveClue(view.player, None, fit_clue(text), ClueKind.TYPED), CLUE_PARTY, {"word": text}
    )


def warm(brain: Brain, language: str = "en") -> None:
    """Read every card's candidate clues for ``language`` ahead of play (call it off the first
    frame, for example in a worker thread), so that no storyteller's decision pays for it."""
    judged.judged(language)
    for ck in brain.cards.values():
        phrases = card_phrases(ck, brain, language)
        for _w, phrase in phrases:
            ranked_fits(brain, phrase.text, language)
        if phrases:
            continue
        for direct_only in (True, False):
            for _term, said in _candidates(ck, brain, language, direct_only):
                brain.score_all(brain.read(said, language))
