"""Measuring the computer players: whole games with every seat a computer, and how the
computer reads a clue. Plain functions returning JSON-ready dicts, for the command line
(``dixit-desktop simulate --computer ...`` and ``dixit-desktop guess ...``)."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from dixit_desktop import paths
from dixit_desktop.rules.game import Game
from dixit_desktop.rules.rulesets import Options, ScoringMode, get_ruleset

from .brain import Brain
from .decide import Level, decide, derive_rng, warm
from .errors import DeckNotSupportedError

Mix = Literal["gentle", "sharp", "mixed"]


def builtin_metadata() -> dict[str, dict[str, Any]]:
    """The built-in deck's card metadata, by card id (read from its ``cards.json``)."""
    path = paths.RESOURCES / "deck" / "cards.json"
    try:
        cards = json.loads(path.read_text(encoding="utf-8"))["cards"]
        return {str(c["id"]): c for c in cards}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise DeckNotSupportedError(f"The built-in deck cannot be read ({e}).", cards=0) from e


_BRAINS: dict[int, Brain] = {}


def builtin_brain() -> Brain:
    """One brain for the built-in deck, built on first use."""
    got = _BRAINS.get(0)
    if got is None:
        got = _BRAINS[0] = Brain(builtin_metadata())
    return got


def seat_levels(mix: Mix, n_players: int, rng: random.Random) -> list[Level]:
    if mix == "gentle":
        return [Level.GENTLE] * n_players
    if mix == "sharp":
        return [Level.SHARP] * n_players
    levels = [Level.SHARP if i % 2 else Level.GENTLE for i in range(n_players)]
    rng.shuffle(levels)
    return levels


def play_computer_game(
    brain: Brain,
    rules: str,
    levels: Sequence[Level],
    seed: int,
    options: Options | None = None,
    language: str = "en",
    stats: dict[str, Any] | None = None,
) -> Game:
    """One whole game, every seat a computer player of ``levels[seat]``; adds what it saw to
    ``stats`` (see :func:`simulate_computer`)."""
    n = len(levels)
    game = Game(rules, [f"C{i + 1}" for i in range(n)], list(brain.card_ids), seed, options)
    st = stats if stats is not None else _new_stats()
    party = game.rules.scoring is ScoringMode.PARTY
    limit = 5_000
    while not game.is_over and len(game.log) < limit:
        for p in game.waiting_for():
            view = game.view(p)
            req = view.request
            if req is None:
                continue
            rng = derive_rng(seed, view.turn, p, req.kind)
            t0 = time.perf_counter()
            c0 = time.thread_time()
            d = decide(view, req, brain, levels[p], rng, language)
            dt = time.perf_counter() - t0
            st["cpu_max"] = max(st["cpu_max"], time.thread_time() - c0)
            st["decisions"] += 1
            st["time_total"] += dt
            st["time_max"] = max(st["time_max"], dt)
            k = req.kind.value
            st["time_by_kind"][k] = st["time_by_kind"].get(k, 0.0) + dt
            st["count_by_kind"][k] = st["count_by_kind"].get(k, 0) + 1
            st["codes"][d.code] = st["codes"].get(d.code, 0) + 1
            record = game.apply(d.action)
            if record is not None and not party and record.storyteller_slot is not None:
                _count_turn(game, record, levels, st)
            if record is not None:
                break  # the turn changed: ask again who the game waits for
    st["games"] += 1
    for unit, score in enumerate(game.scores):
        members = game.unit_members(unit)
        for p in members:
            lv = levels[p].value
            st["points"][lv] = st["points"].get(lv, 0) + score / len(members)
            st["seats"][lv] = st["seats"].get(lv, 0) + 1
    for p in game.winner_players():
        lv = levels[p].value
        st["wins"][lv] = st["wins"].get(lv, 0) + 1
    return game


def _count_turn(game: Game, record: Any, levels: Sequence[Level], st: dict[str, Any]) -> None:
    slot = record.storyteller_slot
    found = 0
    voters = len(record.votes)
    for p, slots in record.votes:
        own = {i + 1 for i, o in enumerate(record.owners) if game.unit_of(o) == game.unit_of(p)}
        allowed = len(record.board) - len(own)
        lv = levels[p].value
        hit = slot in slots
        found += hit
        st["votes"][lv] = st["votes"].get(lv, 0) + 1
        st["found"][lv] = st["found"].get(lv, 0) + hit
        st["chance"][lv] = st["chance"].get(lv, 0.0) + len(slots) / max(1, allowed)
    st["turns"] += 1
    if 0 < found < voters:
        st["some_not_all"] += 1
    elif found == voters:
        st["all_found"] += 1
    else:
        st["none_found"] += 1


def _new_stats() -> dict[str, Any]:
    return {
        "games": 0,
        "turns": 0,
        "some_not_all": 0,
        "all_found": 0,
        "none_found": 0,
        "decisions": 0,
        "time_total": 0.0,
        "time_max": 0.0,
        "cpu_max": 0.0,
        "time_by_kind": {},
        "count_by_kind": {},
        "codes": {},
        "votes": {},
        "found": {},
        "chance": {},
        "points": {},
        "seats": {},
        "wins": {},
    }


def simulate_computer(
    rules: str = "classic",
    n_players: int = 6,
    games: int = 100,
    seed: int = 1,
    mix: Mix = "mixed",
    options: Options | None = None,
    language: str = "en",
    brain: Brain | None = None,
    warm_up: bool = True,
) -> dict[str, Any]:
    """Play ``games`` whole games with every seat a computer player (``mix``: all gentle, all
    sharp, or half and half in random seats) and summarise them:

    - ``found_by_some_not_all``: share of turns where the storyteller's card was found by
      some voters but not all (Party turns have no storyteller's card and are not counted);
    - ``find_rate`` / ``chance_rate``: how often computer voters found it, and how often a
      random vote among the cards they may vote for would have (also ``by_level``);
    - ``points_per_level``: mean final points of a seat of each level, and ``wins_per_level``;
    - ``decision_ms_mean`` / ``decision_ms_max``: the time one decision takes (wall clock;
      ``decision_cpu_ms_max``: the worst in CPU time, which a busy machine does not inflate),
      after :func:`~.decide.warm` (``warm_seconds``) unless ``warm_up`` is false.
    """
    ruleset = get_ruleset(rules)
    ruleset.check_player_count(n_players)
    b = brain if brain is not None else builtin_brain()
    t0 = time.perf_counter()
    if warm_up:
        warm(b, language)
    warmed = time.perf_counter() - t0
    seeds = random.Random(seed)
    st = _new_stats()
    started = time.perf_counter()
    interrupted = False
    try:
        for _ in range(games):
            game_seed = seeds.getrandbits(63)
            levels = seat_levels(mix, n_players, random.Random(game_seed ^ 0x5EA7))
            play_computer_game(b, rules, levels, game_seed, options, language, st)
    except KeyboardInterrupt:
        interrupted = True
    elapsed = time.perf_counter() - started
    votes = sum(st["votes"].values())
    found = sum(st["found"].values())
    chance = sum(st["chance"].values())
    by_level = {
        lv: {
            "votes": st["votes"][lv],
            "find_rate": round(st["found"][lv] / st["votes"][lv], 4),
            "chance_rate": round(st["chance"][lv] / st["votes"][lv], 4),
        }
        for lv in sorted(st["votes"])
        if st["votes"][lv]
    }
    turns = st["turns"]
    decisions = st["decisions"]
    return {
        "rules": rules,
        "players": n_players,
        "games": st["games"],
        "games_requested": games,
        "interrupted": interrupted,
        "seed": seed,
        "computer": mix,
        "language": language,
        "turns": turns,
        "found_by_some_not_all": round(st["some_not_all"] / turns, 4) if turns else 0.0,
        "found_by_all": round(st["all_found"] / turns, 4) if turns else 0.0,
        "found_by_none": round(st["none_found"] / turns, 4) if turns else 0.0,
        "find_rate": round(found / votes, 4) if votes else 0.0,
        "chance_rate": round(chance / votes, 4) if votes else 0.0,
        "by_level": by_level,
        "points_per_level": {
            lv: round(st["points"][lv] / st["games"], 3) for lv in sorted(st["points"])
        },
        "points_per_seat": {
            lv: round(st["points"][lv] / st["seats"][lv], 3) for lv in sorted(st["points"])
        },
        "wins_per_level": dict(sorted(st["wins"].items())),
        "decisions": decisions,
        "decision_ms_mean": round(1000 * st["time_total"] / decisions, 3) if decisions else 0.0,
        "decision_ms_max": round(1000 * st["time_max"], 3),
        "decision_cpu_ms_max": round(1000 * st["cpu_max"], 3),
        "warm_seconds": round(warmed, 3),
        "decision_ms_mean_by_kind": {
            k: round(1000 * v / st["count_by_kind"][k], 3)
            for k, v in sorted(st["time_by_kind"].items())
        },
        "reason_codes": dict(sorted(st["codes"].items())),
        "seconds": round(elapsed, 3),
    }


def guess(
    clue: str,
    card_ids: Sequence[str],
    language: str = "en",
    brain: Brain | None = None,
    metadata: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """How the computer reads ``clue``: ``card_ids`` ranked best first with their scores and
    the associations it followed to each (``paths``: clue word -> related words -> the card's
    term), the words it understood (as English terms) and did not know, and ``reading``:
    "no reading: guessing from the look" when nothing it knows links the clue to any card."""
    from .reading import paths

    b = brain if brain is not None else (Brain(metadata) if metadata else builtin_brain())
    reading = b.read(clue, language)
    ranked = b.rank(clue, list(card_ids), language)
    read_any = bool(b.score_all(reading))
    cards = []
    for cid, score in ranked:
        why = b.explain(reading, cid) if score > 0 else None
        entry: dict[str, Any] = {"card": cid, "score": score}
        if why is not None:
            entry["word"], entry["concept"] = why
        entry["paths"] = [" -> ".join(p) for p in paths(b, reading, cid)] if score > 0 else []
        cards.append(entry)
    followed = [
        " -> ".join(
            dict.fromkeys(x for x in (reading.origin.get(t, t), reading.via.get(t), t) if x)
        )
        for t in sorted(reading.terms, key=lambda t: -reading.terms[t])[:12]
    ]
    return {
        "clue": clue,
        "language": language,
        "reading": followed if read_any else NO_READING,
        "understood": sorted(reading.terms, key=lambda t: -reading.terms[t])[:12],
        "unknown": list(reading.unknown),
        "cards": cards,
    }


NO_READING = "no reading: guessing from the look"
"""What ``guess`` says of a clue nothing the computer knows links to any card."""


def guess_lines(result: Mapping[str, Any]) -> list[str]:
    """:func:`guess`'s answer as lines a person reads: the reading, then each card best first
    with the paths that led to it."""
    reading = result["reading"]
    said = reading if isinstance(reading, str) else "; ".join(reading) or NO_READING
    lines = [f"“{result['clue']}” ({result['language']}): {said}"]
    for i, card in enumerate(result["cards"], 1):
        paths = " · ".join(card.get("paths", [])) or "-"
        lines.append(f"{i}. {card['card']}  {card['score']:.3f}  {paths}")
    return lines
