"""Measuring how the computer reads people's clues: a set of clues written by people, each
for one card, each put on several seeded boards of six (its card and five other built-in cards
drawn at random), and the computer's first choice checked.

A set is a JSON list of ``{"card": "dd-012", "clue": "...", "language": "en", "writer": "A"}``
(``tests/computer/readings/``). Plain functions returning JSON-ready dicts, for the command
line (``dixit-desktop guess --set FILE``) and the tests.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .brain import Brain
from .lexicon import LANGUAGES

BOARD = 6
"""Cards on a board: the clue's card and five others."""
BOARDS_PER_CLUE = 5


class ClueSetError(ValueError):
    """A clue set that cannot be read (not JSON, not a list of clues, an unknown card)."""


def load_clue_set(path: Path, known: Sequence[str]) -> list[dict[str, str]]:
    """The clues of a set file, each checked: a card the deck knows, some text, a language
    the computer players read."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ClueSetError(f"{path}: cannot be read ({e})") from e
    if not isinstance(raw, list):
        raise ClueSetError(f"{path}: not a list of clues")
    ids = set(known)
    out: list[dict[str, str]] = []
    for i, entry in enumerate(raw):
        if not isinstance(entry, Mapping):
            raise ClueSetError(f"{path}: entry {i} is not an object")
        card, clue = entry.get("card"), entry.get("clue")
        language = entry.get("language", "en")
        if not (isinstance(card, str) and card in ids):
            raise ClueSetError(f"{path}: entry {i}: unknown card {card!r}")
        if not (isinstance(clue, str) and clue.strip()):
            raise ClueSetError(f"{path}: entry {i}: no clue")
        if language not in LANGUAGES:
            raise ClueSetError(f"{path}: entry {i}: unknown language {language!r}")
        out.append(
            {"card": card, "clue": clue, "language": language, "writer": str(entry.get("writer"))}
        )
    return out


def _twins(brain: Brain, metadata: Mapping[str, Mapping[str, Any]] | None) -> dict[str, str]:
    """Each card's scene (its recipe): two cards of one scene differ only in who is in it and
    its light, so they never share a board here (nobody could tell them apart by a clue)."""
    out: dict[str, str] = {}
    for cid in brain.card_ids:
        recipe = (metadata or {}).get(cid, {}).get("recipe")
        out[cid] = recipe if isinstance(recipe, str) and recipe else cid
    return out


def boards_for(
    card: str,
    brain: Brain,
    rng: random.Random,
    count: int,
    scenes: Mapping[str, str],
) -> list[list[str]]:
    """``count`` boards of :data:`BOARD` cards holding ``card`` and others of other scenes."""
    others = [c for c in brain.card_ids if scenes.get(c, c) != scenes.get(card, card)]
    boards = []
    for _ in range(count):
        chosen: list[str] = []
        seen = {scenes.get(card, card)}
        for c in rng.sample(others, len(others)):
            if scenes.get(c, c) not in seen:
                seen.add(scenes.get(c, c))
                chosen.append(c)
            if len(chosen) == BOARD - 1:
                break
        board = [card, *chosen]
        rng.shuffle(board)
        boards.append(board)
    return boards


def measure_clue_set(
    clues: Sequence[Mapping[str, str]],
    brain: Brain,
    metadata: Mapping[str, Mapping[str, Any]] | None = None,
    boards: int = BOARDS_PER_CLUE,
    seed: int = 1,
) -> dict[str, Any]:
    """Each clue on ``boards`` seeded boards: how often the computer's first choice is the
    clue's card (a tie for first counts as a fair draw among the tied cards), how many clues
    it has no reading of at all (nothing it knows links the clue to any card of the deck),
    and per clue what it made of it. ``chance`` is one in :data:`BOARD`."""
    scenes = _twins(brain, metadata)
    right = 0.0
    total = 0
    unread: list[str] = []
    per_clue = []
    by_language: dict[str, list[float]] = {}
    for i, entry in enumerate(clues):
        card, clue, language = entry["card"], entry["clue"], entry.get("language", "en")
        rng = random.Random(f"clueset:{seed}:{i}:{card}")
        reading = brain.read(clue, language)
        scores = brain.score_all(reading)
        no_reading = not scores
        if no_reading:
            unread.append(clue)
        hits = 0.0
        for board in boards_for(card, brain, rng, boards, scenes):
            best = max(scores.get(c, 0.0) for c in board)
            tied = [c for c in board if scores.get(c, 0.0) == best]
            hits += 1.0 / len(tied) if card in tied else 0.0
        right += hits
        total += boards
        stats = by_language.setdefault(language, [0.0, 0.0])
        stats[0] += hits
        stats[1] += boards
        per_clue.append(
            {
                "card": card,
                "clue": clue,
                "language": language,
                "right": round(hits / boards, 3),
                "no_reading": no_reading,
                "understood": sorted(reading.terms, key=lambda t: -reading.terms[t])[:6],
            }
        )
    n = len(clues)
    return {
        "clues": n,
        "boards_per_clue": boards,
        "seed": seed,
        "first_choice_right": round(right / total, 4) if total else 0.0,
        "chance": round(1 / BOARD, 4),
        "no_reading": len(unread),
        "no_reading_share": round(len(unread) / n, 4) if n else 0.0,
        "unread": unread,
        "by_language": {lang: round(h / t, 4) for lang, (h, t) in sorted(by_language.items()) if t},
        "per_clue": per_clue,
    }
