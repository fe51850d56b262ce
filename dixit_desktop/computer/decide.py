"""How a computer player decides: one entry point, :func:`decide`, for every request.

A decision is a legal rules :class:`~dixit_desktop.rules.Action` plus a reason (a ``code`` and
``params``; the app words it). Given the same view, request, brain, level and random state, the
decision is the same: :func:`derive_rng` seeds the random state from the game's seed, the turn,
the seat and the request, so a resumed or replayed game decides alike.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from dixit_desktop.rules.actions import ChooseGiver, PlayCards, Vote
from dixit_desktop.rules.views import PlayerView, Request, RequestKind

from .brain import Brain
from .decision import (
    GIVER_FITS,
    GIVER_VOLUNTEERS,
    PLAY_CLOSEST,
    PLAY_DECOY,
    PLAY_GUESS,
    PLAY_LOOK,
    REASON_CODES,
    STYLES,
    VOTE_BECAUSE,
    VOTE_GUESS,
    VOTE_HUNCH,
    VOTE_LOOK,
    VOTE_RED_TOKEN,
    VOTE_TWO,
    Decision,
    Level,
    Style,
    derive_rng,
    perceive,
    read_clue,
    why,
)
from .errors import NoRequestError
from .look import by_look, unread_clue
from .telling import story_clue, warm

__all__ = ["REASON_CODES", "Decision", "Level", "decide", "derive_rng", "giver_fitness", "warm"]


def decide(
    view: PlayerView,
    request: Request,
    brain: Brain,
    level: Level,
    rng: random.Random,
    language: str = "en",
    earlier: Sequence[str] = (),
) -> Decision:
    """The move of the computer player ``view.player`` for ``request``, in the table's
    ``language`` (its clues are in it; clues are read in it first). ``earlier``: the clues
    said in the evening's earlier games, which a storyteller does not say again while its
    hand has others."""
    if view.player is None or request is None:
        raise NoRequestError("Nothing is asked of this computer player.")
    style = STYLES[Level(level)]
    kind = request.kind
    if kind is RequestKind.CLUE:
        return story_clue(view, request, brain, style, level, rng, language, earlier)
    if kind is RequestKind.CHOOSE_GIVER:
        return _giver(view, brain, language)
    if kind is RequestKind.PLAY:
        return _play(view, request, brain, style, rng, language)
    return _vote(view, request, brain, style, rng, language)


# --- Team: who plays for the team ----------------------------------------------------------


def giver_fitness(view: PlayerView, brain: Brain, language: str = "en") -> float:
    """How well this player's hand fits the clue (0 to about 1), to choose which of two
    computer teammates plays the team's card: the higher one should."""
    reading = read_clue(view, brain, language)
    if reading is None or not view.hand:
        return 0.0
    scores = brain.score_all(reading)
    return max(scores.get(c, 0.0) for c in view.hand)


def _giver(view: PlayerView, brain: Brain, language: str) -> Decision:
    assert view.player is not None
    reading = read_clue(view, brain, language)
    if reading is not None and view.hand:
        scores = brain.score_all(reading)
        best = max(view.hand, key=lambda c: scores.get(c, 0.0))
        params = why(brain, reading, best, language)
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
    reading = read_clue(view, brain, language)
    seen = perceive(hand, reading, brain, style.noise, rng)
    order = sorted(range(len(hand)), key=lambda i: -seen[i])
    if reading is None:
        unread = unread_clue(view)
        if unread:  # words nobody can read: said so, and a card by the look
            order = by_look(hand, brain, unread, language, rng)
            picks = tuple(hand[i] for i in order[:k])
            return Decision(PlayCards(view.player, picks), PLAY_LOOK, {"word": unread})
        picks = tuple(hand[i] for i in order[:k])
        return Decision(PlayCards(view.player, picks), PLAY_GUESS, {})
    code = PLAY_CLOSEST
    if len(hand) > k and rng.random() < style.decoy:
        order = [order[k], *order[:k], *order[k + 1 :]]  # close, not closest
        code = PLAY_DECOY
    picks = tuple(hand[i] for i in order[:k])
    params = why(brain, reading, picks[0], language)
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
    reading = read_clue(view, brain, language)
    seen_all = perceive(board, reading, brain, style.noise, rng)
    seen = {s: seen_all[s - 1] for s in allowed}
    ranked = sorted(allowed, key=lambda s: (-seen[s], s))
    red: int | None = None
    if request.red_token:
        # Party storyteller: vote with the crowd, red token on the crowd's next favourite
        everyone = sorted(range(1, len(board) + 1), key=lambda s: (-seen_all[s - 1], s))
        vote_slot = ranked[0]
        red = next((s for s in everyone if s != vote_slot), vote_slot)
        params = why(brain, reading, board[vote_slot - 1], language)
        code = VOTE_RED_TOKEN if params else VOTE_GUESS
        return Decision(Vote(p, (vote_slot,), red), code, params)
    if reading is None:
        unread = unread_clue(view)
        if unread:  # words nobody can read: said so, and a vote by the cards' look
            looks = by_look([board[s - 1] for s in allowed], brain, unread, language, rng)
            slot = allowed[looks[0]]
            return Decision(Vote(p, (slot,)), VOTE_LOOK, {"word": unread})
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
    params = why(brain, reading, board[slots[0] - 1], language)
    if not params:
        return Decision(Vote(p, slots), VOTE_GUESS, {})
    return Decision(Vote(p, slots), code, params)
