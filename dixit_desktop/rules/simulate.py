"""Random legal players and a headless simulator of whole games.

``dixit-desktop simulate`` uses :func:`simulate` to play many seeded games quickly and check the
rules' invariants: after every action with ``check="action"``, after every turn with
``check="turn"`` (the default, cheap enough to keep the speed), and always at the end of each
game, including a replay of its saved action log.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from .actions import Action, ChooseGiver, ClueKind, GiveClue, PlayCards, Vote
from .errors import DeckTooLargeError
from .game import MAX_DECK_SIZE, Game
from .invariants import check_all, check_cards, check_end, check_hands, check_scores
from .rng import Rng
from .rulesets import Options, get_ruleset
from .views import Request, RequestKind

CheckLevel = Literal["none", "turn", "action"]
T = TypeVar("T")


def make_deck(size: int) -> list[str]:
    """``size`` card ids; refused before any work above the largest deck a game takes."""
    _check_deck_size(size)
    return [f"card-{i:03d}" for i in range(1, size + 1)]


def _check_deck_size(size: int) -> None:
    if size > MAX_DECK_SIZE:
        raise DeckTooLargeError(
            f"The deck has {size} cards; at most {MAX_DECK_SIZE} can be used.",
            size=size,
            max=MAX_DECK_SIZE,
        )


def random_action(game: Game, rng: Rng) -> Action:
    """A uniformly chosen legal action of one of the players the game is waiting for."""
    waiting = game.waiting_for()
    p = waiting[rng.below(len(waiting))] if len(waiting) > 1 else waiting[0]
    req = game.request_for(p)
    assert req is not None
    return random_choice(game, p, req, rng)


def random_choice(game: Game, p: int, req: Request, rng: Rng) -> Action:
    """A uniformly chosen legal answer of player ``p`` to the request ``req``."""
    kind = req.kind
    if kind is RequestKind.PLAY:
        return PlayCards(p, _pick(game.hands[p], req.cards, rng))
    if kind is RequestKind.CLUE:
        hand = game.hands[p]
        card = hand[rng.below(len(hand))] if req.needs_card else None
        clue_kind = req.clue_kinds[rng.below(len(req.clue_kinds))]
        text = f"clue {game.turn}" if clue_kind is ClueKind.TYPED else ""
        return GiveClue(p, card, text, clue_kind)
    if kind is RequestKind.CHOOSE_GIVER:
        return ChooseGiver(p)
    n_board = len(game.board)
    forbidden = req.forbidden_slots
    slots = [s for s in range(1, n_board + 1) if s not in forbidden]
    n_votes = 2 if req.max_votes > 1 and rng.below(2) else 1
    red = rng.below(n_board) + 1 if req.red_token else None
    return Vote(p, _pick(slots, n_votes, rng, copy=False), red)


def _pick(items: list[T], k: int, rng: Rng, copy: bool = True) -> tuple[T, ...]:
    """``k`` distinct items chosen uniformly (a partial Fisher-Yates, on a copy unless the
    caller gives up ``items``)."""
    n = len(items)
    if k == 1:  # the same draw as the loop below, without the copy
        return (items[rng.below(n)],)
    pool = list(items) if copy else items
    for i in range(k):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    return tuple(pool[:k])


@dataclass
class GameOutcome:
    turns: int
    actions: int
    failures: list[str] = field(default_factory=list)


def play_random_game(
    rules: str,
    n_players: int,
    seed: int,
    options: Options | None = None,
    deck_size: int = 84,
    check: CheckLevel = "turn",
    replay: bool = True,
) -> tuple[Game, GameOutcome]:
    """Play one whole random game; returns it and the invariant failures seen."""
    names = [f"P{i + 1}" for i in range(n_players)]
    game = Game(rules, names, make_deck(deck_size), seed, options)
    agent = Rng(seed ^ 0x5DEECE66D)
    failures: list[str] = []
    limit = 10_000
    log, request_for, apply = game.log, game.request_for, game.apply
    after_action, after_turn = check == "action", check == "turn"
    while not game.is_over and len(log) < limit:
        # Everyone the game waits for acts, in a random order; a player whose turn passed
        # meanwhile (a Team teammate after their team chose) is skipped.
        waiting = list(game.waiting_for())
        if len(waiting) > 1:  # (one player: no draw either way)
            agent.shuffle(waiting)
        for p in waiting:
            req = request_for(p)
            if req is None:
                continue
            if after_action:
                before = list(game.scores)
                apply(random_choice(game, p, req, agent))
                failures += check_all(game, before)
            elif apply(random_choice(game, p, req, agent)) is not None and after_turn:
                failures += check_cards(game) + check_hands(game) + check_end(game)
    if not game.is_over:
        failures.append(f"game did not end within {limit} actions")
    failures += check_scores(game, [0] * game.n_units)
    if replay and Game.from_dict(game.to_dict()).snapshot() != game.snapshot():
        failures.append("replaying the action log gives a different state")
    return game, GameOutcome(len(game.history), len(game.log), failures)


def simulate(
    rules: str,
    n_players: int,
    games: int,
    seed: int,
    options: Options | None = None,
    deck_size: int = 84,
    check: CheckLevel = "turn",
) -> dict[str, Any]:
    """Play ``games`` random games and summarise them as one JSON-ready dict.

    Ctrl-C (KeyboardInterrupt) stops it between two games or in the middle of one: the
    games finished so far are summarised, with ``"interrupted": true``; the game cut short
    is not counted. ``games_requested`` is what was asked, ``games`` what was played."""
    ruleset = get_ruleset(rules)
    opts = ruleset.defaults if options is None else options
    ruleset.validate_options(opts)
    ruleset.check_player_count(n_players)
    ruleset.check_deck_size(n_players, deck_size)
    _check_deck_size(deck_size)
    seeds = Rng(seed)
    turns = actions = failures = played = 0
    examples: list[str] = []
    interrupted = False
    started = time.perf_counter()
    try:
        for _ in range(games):
            _, outcome = play_random_game(
                rules, n_players, seeds.next_u64(), opts, deck_size, check, replay=check != "none"
            )
            played += 1
            turns += outcome.turns
            actions += outcome.actions
            if outcome.failures:
                failures += 1
                examples.extend(outcome.failures[: 3 - len(examples)])
    except KeyboardInterrupt:
        interrupted = True
    elapsed = time.perf_counter() - started
    return {
        "rules": rules,
        "players": n_players,
        "games": played,
        "games_requested": games,
        "interrupted": interrupted,
        "seed": seed,
        "options": opts.to_dict(),
        "deck_size": deck_size,
        "check": check,
        "turns": turns,
        "mean_turns": round(turns / played, 3) if played else 0.0,
        "actions": actions,
        "invariant_failures": failures,
        "failure_examples": examples,
        "seconds": round(elapsed, 3),
        "games_per_second": round(played / elapsed, 1) if elapsed > 0 else 0.0,
    }
