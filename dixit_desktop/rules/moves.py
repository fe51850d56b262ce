"""What a player may do now: the request the screens show (:func:`make_request`) and the full
list of legal actions (:func:`legal_actions`). Reads the game, never changes it."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .actions import MAX_CLUE_LENGTH, Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
from .views import Phase, Request, RequestKind

if TYPE_CHECKING:
    from .table import Table


def make_request(game: Table, player: int) -> Request:
    """What ``player``, whom the game is waiting for, may do now."""
    ph = game.phase
    if ph is Phase.CLUE:
        kinds = [ClueKind.TYPED, ClueKind.ALOUD]
        if game.options.clue_mimed_or_sung:
            kinds += [ClueKind.MIMED, ClueKind.SUNG]
        return Request(RequestKind.CLUE, needs_card=not game.is_party, clue_kinds=tuple(kinds))
    if ph is Phase.CHOOSE_GIVERS:
        return Request(RequestKind.CHOOSE_GIVER)
    if ph is Phase.PLAY:
        return Request(RequestKind.PLAY, cards=game.cards_each)
    party = game.is_party
    return Request(
        RequestKind.VOTE,
        max_votes=game.max_votes,
        forbidden_slots=() if party else game.own_slots(player),
        red_token=party and player == game.storyteller,
    )


def legal_actions(game: Table, player: int, clue: str = "") -> tuple[Action, ...]:
    """Every action ``player`` may take now; see :meth:`~.table.Table.legal_actions`."""
    if not isinstance(player, int) or isinstance(player, bool) or game.is_over:
        return ()
    req = game.request_for(player)
    if req is None:
        return ()
    if req.kind is RequestKind.CLUE:
        cards: list[str | None] = list(game.hands[player]) if req.needs_card else [None]
        text = " ".join(clue.split()) if isinstance(clue, str) else ""
        if len(text) > MAX_CLUE_LENGTH:
            text = ""
        return tuple(
            GiveClue(player, card, text if kind is ClueKind.TYPED else "", kind)
            for card in cards
            for kind in req.clue_kinds
            if text or kind is not ClueKind.TYPED
        )
    if req.kind is RequestKind.CHOOSE_GIVER:
        return (ChooseGiver(player),)
    if req.kind is RequestKind.PLAY:
        return tuple(PlayCards(player, c) for c in combinations(game.hands[player], req.cards))
    slots = [s for s in range(1, len(game.board) + 1) if s not in req.forbidden_slots]
    picks = [c for k in range(1, req.max_votes + 1) for c in combinations(slots, k)]
    if req.red_token:
        reds = range(1, len(game.board) + 1)
        return tuple(Vote(player, c, red) for c in picks for red in reds)
    return tuple(Vote(player, c) for c in picks)
