"""Seeded games for the album's tests, and card pictures small enough to decode in no time."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from dixit_desktop.look.palette import COLOURS, DEFAULT_NAMES, SYMBOLS
from dixit_desktop.players import PlayerSpec
from dixit_desktop.rules import Game, get_ruleset
from dixit_desktop.rules.rng import Rng
from dixit_desktop.rules.simulate import random_choice

IDS = [f"c{i:02d}" for i in range(84)]


def played(rules: str, n: int, seed: int, **options: object) -> tuple[Game, list[PlayerSpec]]:
    """A whole random game (as rules.simulate plays one) and its players."""
    rs = get_ruleset(rules)
    opts = rs.options(**options) if options else None
    game = Game(rs, list(DEFAULT_NAMES[:n]), IDS, seed, opts)
    agent = Rng(seed ^ 0x5DEECE66D)
    while not game.is_over:
        waiting = list(game.waiting_for())
        agent.shuffle(waiting)
        for p in waiting:
            req = game.request_for(p)
            if req is not None:
                game.apply(random_choice(game, p, req, agent))
    specs = [PlayerSpec(DEFAULT_NAMES[i], COLOURS[i].id, SYMBOLS[i]) for i in range(n)]
    return game, specs


@cache
def big_game() -> tuple[Game, list[PlayerSpec]]:
    """Twelve players, thirty turns (Odyssey to 80 points, seed 6)."""
    game, specs = played("odyssey", 12, 6, target_score=80)
    assert len(game.history) == 30
    return game, specs


@cache
def small_game() -> tuple[Game, list[PlayerSpec]]:
    """Classic, three players, seed 3: fourteen turns."""
    return played("classic", 3, 3)


def card_pictures(folder: Path) -> dict[str, Path]:
    """A tiny picture for every card id (decoding 84 painted cards would take seconds)."""
    from PySide6.QtGui import QColor, QImage

    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for i, card in enumerate(IDS):
        image = QImage(40, 60, QImage.Format.Format_RGB32)
        image.fill(QColor.fromHsv((i * 37) % 360, 120, 200))
        path = folder / f"{card}.png"
        image.save(str(path))
        out[card] = path
    return out
