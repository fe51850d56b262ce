"""Checks that must hold in every reachable state of every game.

Used by the hypothesis tests after every action and by the headless simulator. Each check
returns a list of human-readable failures (empty when all is well), never raises.
"""

from __future__ import annotations

from collections import Counter

from .game import Game
from .views import Phase


def card_places(game: Game) -> Counter[str]:
    """How many places each card is in: draw pile, discard, hands, and the table."""
    places: Counter[str] = Counter(game.draw_pile)
    places.update(game.discard)
    for hand in game.hands:
        places.update(hand)
    if game.phase is Phase.VOTE:
        places.update(game.board)
    else:
        for cards in game.played.values():
            places.update(cards)
    return places


def check_cards(game: Game) -> list[str]:
    places = card_places(game)
    failures = [f"card {c} is in {n} places" for c, n in places.items() if n != 1]
    missing = set(game.deck) - set(places)
    if missing:
        failures.append(f"cards lost: {sorted(missing)[:5]}")
    extra = set(places) - set(game.deck)
    if extra:
        failures.append(f"cards not in the deck: {sorted(extra)[:5]}")
    return failures


def check_hands(game: Game) -> list[str]:
    size = game.rules.hand_size_for(game.n_players)
    failures: list[str] = []
    for p, hand in enumerate(game.hands):
        played = len(game.played.get(p, ()))
        if game.phase is Phase.GAME_OVER:
            ok = len(hand) <= size
        else:
            ok = len(hand) + played == size
        if not ok:
            failures.append(
                f"player {p} holds {len(hand)} cards (+{played} played) in {game.phase.value}; "
                f"hand size is {size}"
            )
    return failures


def end_condition_holds(game: Game) -> bool:
    """Whether the game's end condition holds after the last finished turn, computed from
    public facts independently of the engine's own bookkeeping."""
    o = game.options
    turns = len(game.history)
    if turns == 0:
        return False
    if o.target_score is not None and max(game.history[-1].totals) >= o.target_score:
        return True
    if o.storyteller_rounds is not None:
        told = [0] * game.n_players if game.position is None else list(game.position.told or ())
        told = told or [0] * game.n_players
        for rec in game.history:
            told[rec.storyteller] += 1
        if min(told) >= o.storyteller_rounds:
            return True
    return o.end_when_draw_pile_runs_out and not game.draw_pile


def check_end(game: Game) -> list[str]:
    holds = end_condition_holds(game)
    if holds != game.is_over:
        return [f"end condition holds={holds} but game over={game.is_over}"]
    if game.is_over:
        best = max(game.scores)
        if set(game.winners) != {u for u, v in enumerate(game.scores) if v == best}:
            return ["winners are not exactly the units with the top score"]
    return []


def check_scores(game: Game, before: list[int]) -> list[str]:
    failures = [
        f"unit {u} score fell from {a} to {b}"
        for u, (a, b) in enumerate(zip(before, game.scores, strict=True))
        if b < a
    ]
    start = None if game.position is None else game.position.scores
    total = [0] * game.n_units if start is None else list(start)
    for rec in game.history:
        for line in rec.scores:
            if line.points != sum(r.points for r in line.reasons):
                failures.append(f"turn {rec.number}: points do not match their reasons")
            total[line.unit] += line.points
    if total != game.scores:
        failures.append(f"scores {game.scores} are not the sum of turn results {total}")
    return failures


def check_views(game: Game) -> list[str]:
    """Per-player views hold only what that player may see."""
    failures: list[str] = []
    revealed = game.phase is Phase.VOTE
    public = game.view(None)
    if public.hand or public.my_played or public.my_votes or public.request is not None:
        failures.append("the public view shows private things")
    if not revealed and public.board:
        failures.append("the board shows before every card is played")
    for p in range(game.n_players):
        v = game.view(p)
        if list(v.hand) != game.hands[p]:
            failures.append(f"player {p}'s view shows a different hand")
        others = {c for q, h in enumerate(game.hands) if q != p for c in h}
        others.update(c for q, cs in game.played.items() if q != p for c in cs)
        visible = set(v.hand) | set(v.my_played) | set(v.board)
        leaked = visible & (others - set(game.board if revealed else ()))
        if leaked:
            failures.append(f"player {p} sees other players' cards {sorted(leaked)[:3]}")
        if v.my_votes != game.votes.get(p, ()):
            failures.append(f"player {p}'s view shows votes not theirs")
        owned = {i + 1 for i, o in enumerate(game.owners) if o == p} if revealed else set()
        if set(v.my_slots) != owned:
            failures.append(f"player {p}'s view shows board owners not theirs")
    return failures


def check_all(game: Game, scores_before: list[int]) -> list[str]:
    return (
        check_cards(game)
        + check_hands(game)
        + check_scores(game, scores_before)
        + check_end(game)
        + check_views(game)
    )
