"""One player's secret choice while they hold the device: the cards they picked, their
clue, their vote(s) and the red token, until they confirm it.

Pure state with the rules of *choosing* (not of the game): how many cards, which slots are
forbidden, and what is still missing, as a :class:`~dixit_desktop.notices.Notice`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dixit_desktop.notices import Notice
from dixit_desktop.rules import ClueKind, Request, RequestKind


@dataclass
class Choice:
    cards: list[str] = field(default_factory=list)
    slots: list[int] = field(default_factory=list)
    red: int = 0
    clue_text: str = ""
    clue_kind: ClueKind = ClueKind.TYPED


def cards_needed(req: Request | None) -> int:
    if req is None:
        return 0
    if req.kind is RequestKind.CLUE:
        return 1 if req.needs_card else 0
    return int(req.cards) if req.kind is RequestKind.PLAY else 0


def max_votes(req: Request | None) -> int:
    return int(req.max_votes) if req is not None and req.kind is RequestKind.VOTE else 0


def needs_red(req: Request | None) -> bool:
    return bool(req is not None and req.kind is RequestKind.VOTE and req.red_token)


def missing(req: Request | None, choice: Choice) -> Notice | None:
    """What the player still has to do before they can submit; None when ready."""
    if req is None:
        return Notice("choice.nothing_to_do")
    if req.kind is RequestKind.CLUE:
        if cards_needed(req) and not choice.cards:
            return Notice("choice.pick_your_card")
        if not choice.clue_text.strip() and choice.clue_kind is ClueKind.TYPED:
            return Notice("choice.type_a_clue")
        return None
    if req.kind is RequestKind.PLAY:
        left = cards_needed(req) - len(choice.cards)
        return Notice("choice.pick_cards", {"count": left}) if left > 0 else None
    if req.kind is RequestKind.VOTE:
        if not choice.slots:
            return Notice("choice.pick_a_vote")
        if needs_red(req) and not choice.red:
            return Notice("choice.place_red_token")
        return None
    return Notice("choice.nothing_to_do")


def toggle_card(req: Request | None, choice: Choice, card: str) -> Notice | None:
    """Pick or put back ``card``; a single pick replaces the previous one."""
    need = cards_needed(req)
    sel = choice.cards
    if card in sel:
        sel.remove(card)
    elif len(sel) < need:
        sel.append(card)
    elif need == 1:
        sel[:] = [card]
    else:
        return Notice("choice.cards_full", {"count": need})
    return None


def toggle_slot(req: Request | None, choice: Choice, slot: int, team: bool) -> Notice | None:
    """Vote for ``slot`` or take the vote back; refuses the player's own card."""
    if req is None or req.kind is not RequestKind.VOTE:
        return Notice("choice.nothing_to_do")
    if slot in req.forbidden_slots:
        return Notice("choice.own_team_card" if team else "choice.own_card")
    sel = choice.slots
    if slot in sel:
        sel.remove(slot)
    elif len(sel) < req.max_votes:
        sel.append(slot)
    elif req.max_votes == 1:
        sel[:] = [slot]
    else:
        return Notice("choice.votes_full", {"count": req.max_votes})
    return None
