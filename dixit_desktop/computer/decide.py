"""How a computer player decides: one entry point, :func:`decide`, for every request.

A decision is a legal rules :class:`~dixit_desktop.rules.Action` plus a reason (a ``code`` and
``params``; the app words it). Given the same view, request, brain, level and random state, the
decision is the same: :func:`derive_rng` seeds the random state from the game's seed, the turn,
the seat and the request, so a resumed or replayed game decides alike.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from dixit_desktop.rules.actions import Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
from dixit_desktop.rules.errors import DixitError
from dixit_desktop.rules.rulesets import get_ruleset
from dixit_desktop.rules.views import PlayerView, Request, RequestKind

from .brain import Brain, CardKnowledge, Reading
from .errors import NoRequestError
from .text import STOPWORDS, tokens


class Level(StrEnum):
    GENTLE = "gentle"
    """Makes human mistakes, gives easy clues, sometimes follows a hunch."""
    SHARP = "sharp"
    """Reads closely, and as storyteller models the hands it cannot see."""


@dataclass(frozen=True, slots=True)
class Style:
    noise: float
    """Spread of a player's reading of how well a card fits (scores run 0 to about 1)."""
    decoy: float
    """Chance of playing a close card that is not the closest."""
    hunch: float
    """Chance of voting on a hunch (any allowed card)."""
    clue_temperature: float
    """How loosely the storyteller picks among its candidate clues (0: always the best)."""
    second_vote_margin: float
    """Odyssey: a second vote when the two best cards are this close."""


STYLES: dict[Level, Style] = {
    Level.GENTLE: Style(0.14, 0.3, 0.12, 0.35, 0.06),
    Level.SHARP: Style(0.05, 0.05, 0.0, 0.04, 0.03),
}

Params = dict[str, str | int]


@dataclass(frozen=True, slots=True)
class Decision:
    """A computer player's move: the rules ``action`` to apply, and why (``code`` with
    ``params``, for the app to put into words)."""

    action: Action
    code: str
    params: Params = field(default_factory=dict)


# Reason codes (see docs/adr/0004-computer-players.md for their meaning and params).
CLUE_THOUGHT = "computer.clue.thought"  # {word, concept}
CLUE_PARTY = "computer.clue.party"  # {word}
GIVER_FITS = "computer.giver.fits"  # {word, concept}
GIVER_VOLUNTEERS = "computer.giver.volunteers"  # {}
PLAY_CLOSEST = "computer.play.closest"  # {word, concept}
PLAY_DECOY = "computer.play.decoy"  # {word, concept}
PLAY_GUESS = "computer.play.guess"  # {}
VOTE_BECAUSE = "computer.vote.because"  # {word, concept}
VOTE_TWO = "computer.vote.two"  # {word, concept}
VOTE_HUNCH = "computer.vote.hunch"  # {}
VOTE_GUESS = "computer.vote.guess"  # {}
VOTE_RED_TOKEN = "computer.vote.red_token"  # {word, concept}

REASON_CODES = (
    CLUE_THOUGHT,
    CLUE_PARTY,
    GIVER_FITS,
    GIVER_VOLUNTEERS,
    PLAY_CLOSEST,
    PLAY_DECOY,
    PLAY_GUESS,
    VOTE_BECAUSE,
    VOTE_TWO,
    VOTE_HUNCH,
    VOTE_GUESS,
    VOTE_RED_TOKEN,
)

TEMPLATES: dict[str, tuple[str, ...]] = {
    "en": ("the last {w}", "before the {w}", "after the {w}", "{w} again"),
}
MAX_CLUE_WORDS = 5


def derive_rng(seed: int, turn: int, player: int, kind: RequestKind | str) -> random.Random:
    """The random state of one decision: the same for the same game seed, turn, seat and
    request kind, on every platform (so a replay or a resumed game decides alike)."""
    key = f"dixit-computer:{seed}:{turn}:{player}:{RequestKind(kind).value}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))


def decide(
    view: PlayerView,
    request: Request,
    brain: Brain,
    level: Level,
    rng: random.Random,
    language: str = "en",
) -> Decision:
    """The move of the computer player ``view.player`` for ``request``, in the table's
    ``language`` (its clues are in it; clues are read in it first)."""
    if view.player is None or request is None:
        raise NoRequestError("Nothing is asked of this computer player.")
    style = STYLES[Level(level)]
    kind = request.kind
    if kind is RequestKind.CLUE:
        return _clue(view, request, brain, style, level, rng, language)
    if kind is RequestKind.CHOOSE_GIVER:
        return _giver(view, brain, language)
    if kind is RequestKind.PLAY:
        return _play(view, request, brain, style, rng, language)
    return _vote(view, request, brain, style, rng, language)


# --- reading the table ------------------------------------------------------------------------


def _reading(view: PlayerView, brain: Brain, language: str) -> Reading | None:
    clue = view.clue
    if clue is None or not clue.text.strip():
        return None
    reading = brain.read(clue.text, language)
    if reading.empty and not brain.score_all(reading):
        return None
    return reading


def _perceive(
    cards: Sequence[str], reading: Reading | None, brain: Brain, noise: float, rng: random.Random
) -> list[float]:
    """Each card's fit to the clue as this player sees it (noisy, as people are)."""
    scores = brain.score_all(reading) if reading is not None else {}
    out = []
    for c in cards:
        brain.card(c)  # an unknown card raises
        s = scores.get(c, 0.0)
        out.append(s * (1.0 + rng.gauss(0.0, noise)) + rng.gauss(0.0, noise * 0.6))
    return out


def _why(brain: Brain, reading: Reading | None, card: str, language: str) -> Params:
    if reading is None:
        return {}
    found = brain.explain(reading, card)
    if found is None:
        return {}
    word, concept = found
    return {"word": word, "concept": concept}  # English: words.py says it in the reader's language


# --- the storyteller -------------------------------------------------------------------------


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


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


@lru_cache(maxsize=64)
def _max_weights(n: int, h: int) -> tuple[float, ...]:
    """P(the best of ``h`` cards drawn from ``n`` is the j-th best), for each j."""
    total = math.comb(n, h)
    return tuple(math.comb(n - 1 - j, h - 1) / total for j in range(n - h + 1))


def p_find(mine: float, pool: Sequence[float], draws: int, decoys: int, sigma: float) -> float:
    """The chance a voter picks the storyteller's card scoring ``mine`` against ``decoys``
    cards, each the best of ``draws`` cards from ``pool`` (fits of the unseen cards), when
    every fit is read with a spread ``sigma``."""
    n = len(pool)
    if decoys <= 0 or n == 0:
        return 1.0
    h = max(1, min(draws, n))
    weights = _max_weights(n, h)
    ranked = sorted((s for s in pool if s > 0.0), reverse=True)
    scale = 1.0 / (2.0 * sigma)  # erf((mine - s) / (sigma * sqrt2) / sqrt2)
    erf = math.erf
    beat = 0.0
    used = 0.0
    for w, s in zip(weights, ranked, strict=False):
        used += w
        beat += w * (0.5 + 0.5 * erf((mine - s) * scale))
    beat += max(0.0, 1.0 - used) * (0.5 + 0.5 * erf(mine * scale))
    return beat**decoys


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


def _wording(term: str, said: str, brain: Brain, language: str, rng: random.Random) -> str:
    """The clue as said: the word alone, or in a small template."""
    if rng.random() >= 0.3 or " " in said:
        return said
    if language == "en":
        if brain.lexicon.part_of_speech(term) != "n":
            return said
        return rng.choice(TEMPLATES["en"]).format(w=said)
    found = brain.vocabulary(language).from_english.get(term)
    gender = found[1] if found else "-"
    if language == "fr" and gender in ("m", "f", "mp", "fp"):
        return rng.choice(_french_templates(said, gender))
    if language == "de" and gender in ("m", "f", "n", "mp", "fp", "np") and said[:1].isupper():
        return rng.choice(_german_templates(said, gender))
    if language == "es" and gender in ("m", "f", "mp", "fp"):
        return rng.choice(_spanish_templates(said, gender))
    return said


def _french_templates(word: str, gender: str) -> tuple[str, ...]:
    vowel = word[:1].lower() in "aeiouyhéèêàâîïôûœ"
    plural = gender.endswith("p")
    if plural:
        the, last, a = "les ", "les derniers " if gender == "mp" else "les dernières ", "des "
    else:
        the = "l'" if vowel else ("le " if gender == "m" else "la ")
        last = "le dernier " if gender == "m" else "la dernière "
        a = "un " if gender == "m" else "une "
    return (
        f"{last}{word}",
        f"avant {the}{word}",
        f"après {the}{word}",
        f"encore {a}{word}",
    )


def _german_templates(word: str, gender: str) -> tuple[str, ...]:
    """A German noun (capitalised, as written in the vocabulary) with its article: after
    "vor" and "nach" the dative (dem, der), in the plural only the forms that need no
    dative ending."""
    if gender.endswith("p"):
        return (f"die letzten {word}", f"wieder {word}", f"all die {word}")
    the = {"m": "der", "f": "die", "n": "das"}[gender]
    to_the = "der" if gender == "f" else "dem"
    # no "noch ein …": most of the deck's words are things one has no second of (Glück, Wissen)
    return (f"{the} letzte {word}", f"vor {to_the} {word}", f"nach {to_the} {word}")


_ES_EL_FEMININE = frozenset(
    {"agua", "alma", "ala", "alba", "ancla", "arpa", "aula", "ave", "águila", "hada", "hambre"}
)
"""Feminine nouns that begin with a stressed a: "el agua", "del alma" (but "la última")."""


def _spanish_templates(word: str, gender: str) -> tuple[str, ...]:
    """A Spanish noun with its article and agreement: "la última estrella", "antes del
    viaje", "otra vez el agua"."""
    fem = gender.startswith("f")
    if gender.endswith("p"):
        the = "las" if fem else "los"
        last = "últimas" if fem else "últimos"
        return (
            f"{the} {last} {word}",
            f"antes de {the} {word}",
            f"después de {the} {word}",
            f"otra vez {the} {word}",
        )
    stressed_a = fem and word.split()[0].lower() in _ES_EL_FEMININE
    the = "el" if (not fem or stressed_a) else "la"
    of_the = "del" if the == "el" else "de la"
    last = "la última" if fem else "el último"
    return (
        f"{last} {word}",
        f"antes {of_the} {word}",
        f"después {of_the} {word}",
        f"otra vez {the} {word}",
    )


def _clue(
    view: PlayerView,
    request: Request,
    brain: Brain,
    style: Style,
    level: Level,
    rng: random.Random,
    language: str,
) -> Decision:
    assert view.player is not None
    p = view.player
    if not request.needs_card:  # Party: the clue comes before any card
        return _party_clue(view, brain, rng, language)
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
    sigma = 0.09
    options: list[tuple[float, str, str, str]] = []
    for card in hand:
        ck = brain.card(card)
        for term, said in _candidates(ck, brain, language, direct_only=not sharp):
            reading = brain.read(said, language)
            scores = brain.score_all(reading)
            mine = scores.get(card, 0.0)
            if mine <= 0.0:
                continue
            pool = [v for c, v in scores.items() if c in pool_set]
            pool += [0.0] * (len(pool_ids) - len(pool))
            q = p_find(mine, pool, draws, decoys, sigma)
            value = 1.0 - q**voters - (1.0 - q) ** voters
            if not sharp:
                value = 0.5 * value + 0.5 * q  # easy clues: rather found by all than by none
            value += 0.01 * brain.lexicon.frequency(term)
            options.append((value, card, term, said))
    if not options:  # no usable word at all: a word of its own concepts, never the label
        card = hand[rng.randrange(len(hand))]
        ck = brain.card(card)
        plain = [t for t in ck.base if not set(t.split()) & ck.literal] or ["dream"]
        term = plain[0]
        options.append((0.0, card, term, brain.say(term, language)))
    options.sort(key=lambda o: (-o[0], o[1], o[2]))
    pick = options[0]
    if style.clue_temperature > 0 and len(options) > 1:
        best = options[0][0]
        top = options[:12]
        weights = [math.exp((o[0] - best) / style.clue_temperature) for o in top]
        pick = top[_weighted(weights, rng)]
    _value, card, term, said = pick
    text = _wording(term, said, brain, language, rng)
    ck = brain.card(card)
    concept = ck.source.get(term, term)
    params: Params = {"word": said, "concept": concept}
    return Decision(GiveClue(p, card, _fit(text), ClueKind.TYPED), CLUE_THOUGHT, params)


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


def _fit(text: str) -> str:
    words = text.split()
    return " ".join(words[:MAX_CLUE_WORDS])[:120]


def _weighted(weights: Sequence[float], rng: random.Random) -> int:
    total = sum(weights)
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def _party_clue(view: PlayerView, brain: Brain, rng: random.Random, language: str) -> Decision:
    """Party: a word that fits several cards of the deck (everyone must find a card for it)."""
    assert view.player is not None
    vocab = brain.vocabulary(language)
    n = len(brain.card_ids)
    terms: list[str] = []
    for ck in brain.cards.values():
        for t, w in ck.base.items():
            if w >= 0.9 and " " not in t and t not in terms:
                if language != "en" and t not in vocab.from_english:
                    continue
                share = sum(1 for v in brain.postings[t].values() if v >= 0.5) / n
                if 0.05 <= share <= 0.4:
                    terms.append(t)
    terms.sort()
    term = terms[rng.randrange(len(terms))] if terms else "dream"
    said = brain.say(term, language)
    text = _wording(term, said, brain, language, rng)
    return Decision(
        GiveClue(view.player, None, _fit(text), ClueKind.TYPED), CLUE_PARTY, {"word": said}
    )


def warm(brain: Brain, language: str = "en") -> None:
    """Work out every card's candidate clues for ``language`` ahead of play (about half a
    second for 84 cards; call it off the first frame, for example in a worker thread), so
    that no storyteller's decision pays for it."""
    for ck in brain.cards.values():
        for direct_only in (True, False):
            for _term, said in _candidates(ck, brain, language, direct_only):
                brain.score_all(brain.read(said, language))


# --- Team: who plays for the team ----------------------------------------------------------


def giver_fitness(view: PlayerView, brain: Brain, language: str = "en") -> float:
    """How well this player's hand fits the clue (0 to about 1), to choose which of two
    computer teammates plays the team's card: the higher one should."""
    reading = _reading(view, brain, language)
    if reading is None or not view.hand:
        return 0.0
    scores = brain.score_all(reading)
    return max(scores.get(c, 0.0) for c in view.hand)


def _giver(view: PlayerView, brain: Brain, language: str) -> Decision:
    assert view.player is not None
    reading = _reading(view, brain, language)
    if reading is not None and view.hand:
        scores = brain.score_all(reading)
        best = max(view.hand, key=lambda c: scores.get(c, 0.0))
        params = _why(brain, reading, best, language)
        if params:
            return Decision(ChooseGiver(view.player), GIVER_FITS, params)
    return Decision(ChooseGiver(view.player), GIVER_VOLUNTEERS, {})


# --- playing to a clue -----------------------------------------------------------------------


def _play(
    view: PlayerView,
    request: Request,
    brain: Brain,
    style: Style,
    rng: random.Random,
    language: str,
) -> Decision:
    assert view.player is not None
    hand = list(view.hand)
    k = max(1, min(request.cards, len(hand)))
    reading = _reading(view, brain, language)
    seen = _perceive(hand, reading, brain, style.noise, rng)
    order = sorted(range(len(hand)), key=lambda i: -seen[i])
    if reading is None:
        picks = tuple(hand[i] for i in order[:k])
        return Decision(PlayCards(view.player, picks), PLAY_GUESS, {})
    code = PLAY_CLOSEST
    if len(hand) > k and rng.random() < style.decoy:
        order = [order[k], *order[:k], *order[k + 1 :]]  # close, not closest
        code = PLAY_DECOY
    picks = tuple(hand[i] for i in order[:k])
    params = _why(brain, reading, picks[0], language)
    if not params:
        return Decision(PlayCards(view.player, picks), PLAY_GUESS, {})
    return Decision(PlayCards(view.player, picks), code, params)


# --- voting ---------------------------------------------------------------------------------


def _vote(
    view: PlayerView,
    request: Request,
    brain: Brain,
    style: Style,
    rng: random.Random,
    language: str,
) -> Decision:
    assert view.player is not None
    p = view.player
    board = list(view.board)
    forbidden = set(request.forbidden_slots)
    allowed = [s for s in range(1, len(board) + 1) if s not in forbidden]
    if not allowed:  # cannot happen in a legal game; vote for something all the same
        allowed = list(range(1, len(board) + 1))
    reading = _reading(view, brain, language)
    seen_all = _perceive(board, reading, brain, style.noise, rng)
    seen = {s: seen_all[s - 1] for s in allowed}
    ranked = sorted(allowed, key=lambda s: (-seen[s], s))
    red: int | None = None
    if request.red_token:
        # Party storyteller: vote with the crowd, red token on the crowd's next favourite
        everyone = sorted(range(1, len(board) + 1), key=lambda s: (-seen_all[s - 1], s))
        vote_slot = ranked[0]
        red = next((s for s in everyone if s != vote_slot), vote_slot)
        params = _why(brain, reading, board[vote_slot - 1], language)
        code = VOTE_RED_TOKEN if params else VOTE_GUESS
        return Decision(Vote(p, (vote_slot,), red), code, params)
    if reading is None:
        return Decision(Vote(p, (ranked[0],)), VOTE_GUESS, {})
    if style.hunch > 0 and rng.random() < style.hunch:
        slot = allowed[rng.randrange(len(allowed))]
        return Decision(Vote(p, (slot,)), VOTE_HUNCH, {})
    slots: tuple[int, ...] = (ranked[0],)
    code = VOTE_BECAUSE
    if (
        request.max_votes > 1
        and len(ranked) > 1
        and seen[ranked[0]] - seen[ranked[1]] < style.second_vote_margin
    ):
        slots = (ranked[0], ranked[1])
        code = VOTE_TWO
    params = _why(brain, reading, board[slots[0] - 1], language)
    if not params:
        return Decision(Vote(p, slots), VOTE_GUESS, {})
    return Decision(Vote(p, slots), code, params)
