"""Helpers to script turns by intent ("Blue votes for Pink's card") rather than by slot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dixit_desktop.rules import ChooseGiver, Game, GiveClue, PlayCards, TurnRecord, Vote
from dixit_desktop.rules.simulate import make_deck


def new_game(rules: str, names: Sequence[str], seed: int = 1, deck: int = 84, **options: object):
    from dixit_desktop.rules import get_ruleset

    rs = get_ruleset(rules)
    return Game(rs, list(names), make_deck(deck), seed, rs.options(**options))


def seat(game: Game, name: str) -> int:
    return game.players.index(name)


def slot_of_card(game: Game, card: str) -> int:
    return game.board.index(card) + 1


def slot_of_player(game: Game, owner: str, nth: int = 0) -> int:
    """Board slot (from 1) of ``owner``'s ``nth`` played card."""
    return slot_of_card(game, game.played[seat(game, owner)][nth])


class Card(str):
    """A vote target: ``Card("Bob", 1)`` is Bob's second card (three-player games)."""

    nth: int

    def __new__(cls, owner: str, nth: int = 0) -> Card:
        obj = super().__new__(cls, owner)
        obj.nth = nth
        return obj


def _slot(game: Game, target: str | int) -> int:
    if isinstance(target, int):
        return target
    return slot_of_player(game, str(target), getattr(target, "nth", 0))


def play_turn(
    game: Game,
    votes: Mapping[str, str | Sequence[str] | int | Sequence[int]],
    *,
    givers: Sequence[str] = (),
    red: int | str | None = None,
    clue: str = "a clue",
) -> TurnRecord:
    """Play one whole turn: the storyteller tells with the first card in hand, everyone who
    must play puts down the first card(s) of their hand, then ``votes`` maps each voter to the
    owner(s) of the card(s) they vote for (a name, a :class:`Card`, or a slot number; a list
    of them for two votes)."""
    s = game.storyteller
    req = game.request_for(s)
    assert req is not None
    card = game.hands[s][0] if req.needs_card else None
    game.apply(GiveClue(s, card, clue))
    for name in givers:
        game.apply(ChooseGiver(seat(game, name)))
    for p in game.players_to_play():
        r = game.request_for(p)
        assert r is not None, f"{game.players[p]} was expected to play"
        game.apply(PlayCards(p, tuple(game.hands[p][: r.cards])))
    record = None
    items = list(votes.items())
    assert {seat(game, v) for v, _ in items} == set(game.voters()), "votes must cover voters"
    for voter, target in items:
        targets = [target] if isinstance(target, (str, int)) else list(target)
        slots = tuple(_slot(game, t) for t in targets)
        red_slot = None
        if red is not None and seat(game, voter) == s:
            red_slot = _slot(game, red)
        record = game.apply(Vote(seat(game, voter), slots, red_slot))
    assert record is not None
    return record


def points(record: TurnRecord, game: Game) -> dict[str, int]:
    names = game.unit_names()
    return {names[line.unit]: line.points for line in record.scores}
