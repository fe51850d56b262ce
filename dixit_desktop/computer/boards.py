"""Storyteller boards for a blind reading (``dixit-desktop tell``): real turns of seeded
six-player Classic games on the built-in deck, each board the six cards as the game laid them
out (the storyteller's card and the cards the other players chose for its clue), the
computer storyteller's clue and where its card is. People read them from the pictures alone,
to measure the computer's clues against people (issue 24)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Literal

from dixit_desktop.rules.game import Game

from .brain import Brain
from .decide import decide, derive_rng, warm
from .decision import Level
from .measure import builtin_brain
from .phrases import TAG, phrases_or_empty
from .text import phrase_key

Tellers = Literal["sharp", "gentle", "both"]
PLAYERS = 6
MAX_TURNS_PER_GAME = 6
"""Boards come from many games (a game's first turns), so that one game's hands do not make
most of them."""


def _meta(text: str, language: str) -> tuple[str, str]:
    """(kind, concept) of a clue of the banks, ("word", "") for a single word of the
    vocabularies."""
    bank = phrases_or_empty(language)
    folded = phrase_key(text)
    keys = bank.by_text.get(folded, ())
    for key in keys:
        for p in bank.by_key.get(key, ()):
            if p.folded == folded:
                return p.kind, key.removeprefix(TAG)
    return "word", ""


def _turns(
    brain: Brain, level: Level, seed: int, language: str, earlier: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """The storytelling turns of one game where the storytellers are ``level`` and every
    other seat plays as a sharp computer player (the card of its hand that fits the clue);
    ``earlier``: the clues of the evening's earlier games."""
    game = Game("classic", [f"C{i + 1}" for i in range(PLAYERS)], list(brain.card_ids), seed)
    out: list[dict[str, Any]] = []
    while not game.is_over and len(out) < MAX_TURNS_PER_GAME and len(game.log) < 2_000:
        for p in game.waiting_for():
            view = game.view(p)
            req = view.request
            if req is None:
                continue
            lv = level if p == view.storyteller else Level.SHARP
            rng = derive_rng(seed, view.turn, p, req.kind)
            d = decide(view, req, brain, lv, rng, language, earlier)
            record = game.apply(d.action)
            if record is not None and record.storyteller_slot is not None:
                kind, concept = _meta(record.clue.text, language)
                out.append(
                    {
                        "cards": list(record.board),
                        "clue": record.clue.text,
                        "storyteller_position": record.storyteller_slot,
                        "level": level.value,
                        "kind": kind,
                        "concept": concept,
                        "turn": record.number,
                    }
                )
            if record is not None:
                break
    return out


def storyteller_boards(
    boards: int,
    language: str = "en",
    tellers: Tellers = "sharp",
    seed: int = 1,
    brain: Brain | None = None,
) -> dict[str, Any]:
    """``boards`` boards of six built-in cards each (positions from 1, in the order the game
    laid them out), with the storyteller's clue in ``language`` and its card's position;
    ``tellers`` "both" alternates sharp and gentle games, all of one evening (no clue said
    again while others are left). The same seed gives the same boards. ``kind``,
    ``concept``, ``game`` and ``turn`` are for the one who measures, never for the readers."""
    b = brain if brain is not None else builtin_brain()
    warm(b, language)
    levels = [Level.SHARP, Level.GENTLE] if tellers == "both" else [Level(tellers)]
    seeds = random.Random(seed)
    out: list[dict[str, Any]] = []
    told: set[str] = set()  # a card told once, as in one evening's game (while cards last)
    distinct = boards <= len(b.card_ids)
    game = 0
    evening: list[str] = []
    while len(out) < boards:
        level = levels[game % len(levels)]
        game += 1
        turns = _turns(b, level, seeds.getrandbits(63), language, tuple(evening))
        evening.extend(t["clue"] for t in turns)
        for turn in turns:
            card = turn["cards"][turn["storyteller_position"] - 1]
            if len(out) < boards and not (distinct and card in told):
                told.add(card)
                out.append({"board": len(out) + 1, "game": game, **turn})
    return {
        "language": language,
        "tellers": tellers,
        "seed": seed,
        "players": PLAYERS,
        "boards": out,
    }
