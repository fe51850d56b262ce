"""What a computer player's decision is made of: its level and style of play, the
:class:`Decision` (an action and why, as a reason code with params), its random state, and
its noisy reading of the clue on the table. Shared by the storyteller (:mod:`.telling`) and
the other moves (:mod:`.decide`)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from dixit_desktop.rules.actions import Action
from dixit_desktop.rules.views import PlayerView, RequestKind

from .brain import Brain
from .knowledge import Reading


class Level(StrEnum):
    GENTLE = "gentle"
    """Makes human mistakes, gives easy clues, sometimes follows a hunch."""
    SHARP = "sharp"
    """Reads closely, and as storyteller models the hands it cannot see."""


@dataclass(frozen=True, slots=True)
class Style:
    noise: float
    """Spread of a player's reading of how well a card fits (scores run 0 to about 1)."""
    decoy: float
    """Chance of playing a close card that is not the closest."""
    hunch: float
    """Chance of voting on a hunch (any allowed card)."""
    clue_temperature: float
    """How loosely the storyteller picks among its candidate clues (0: always the best)."""
    second_vote_margin: float
    """Odyssey: a second vote when the two best cards are this close."""


STYLES: dict[Level, Style] = {
    Level.GENTLE: Style(0.14, 0.3, 0.12, 0.35, 0.06),
    Level.SHARP: Style(0.05, 0.05, 0.0, 0.04, 0.03),
}

Params = dict[str, str | int]


@dataclass(frozen=True, slots=True)
class Decision:
    """A computer player's move: the rules ``action`` to apply, and why (``code`` with
    ``params``, for the app to put into words)."""

    action: Action
    code: str
    params: Params = field(default_factory=dict)


# Reason codes (see docs/adr/0004-computer-players.md for their meaning and params).
CLUE_THOUGHT = "computer.clue.thought"  # {word, concept}
CLUE_PARTY = "computer.clue.party"  # {word}
GIVER_FITS = "computer.giver.fits"  # {word, concept}
GIVER_VOLUNTEERS = "computer.giver.volunteers"  # {}
PLAY_CLOSEST = "computer.play.closest"  # {word, concept}
PLAY_DECOY = "computer.play.decoy"  # {word, concept}
PLAY_GUESS = "computer.play.guess"  # {}
PLAY_LOOK = "computer.play.look"  # {word}: the clue read nothing; a card by its look
VOTE_BECAUSE = "computer.vote.because"  # {word, concept}
VOTE_TWO = "computer.vote.two"  # {word, concept}
VOTE_HUNCH = "computer.vote.hunch"  # {}
VOTE_GUESS = "computer.vote.guess"  # {}
VOTE_LOOK = "computer.vote.look"  # {word}: the clue read nothing; a vote by the cards' look
VOTE_RED_TOKEN = "computer.vote.red_token"  # {word, concept}

REASON_CODES = (
    CLUE_THOUGHT,
    CLUE_PARTY,
    GIVER_FITS,
    GIVER_VOLUNTEERS,
    PLAY_CLOSEST,
    PLAY_DECOY,
    PLAY_GUESS,
    PLAY_LOOK,
    VOTE_BECAUSE,
    VOTE_TWO,
    VOTE_HUNCH,
    VOTE_GUESS,
    VOTE_LOOK,
    VOTE_RED_TOKEN,
)


def derive_rng(seed: int, turn: int, player: int, kind: RequestKind | str) -> random.Random:
    """The random state of one decision: the same for the same game seed, turn, seat and
    request kind, on every platform (so a replay or a resumed game decides alike)."""
    key = f"dixit-computer:{seed}:{turn}:{player}:{RequestKind(kind).value}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))


# --- reading the table ------------------------------------------------------------------------


def read_clue(view: PlayerView, brain: Brain, language: str) -> Reading | None:
    clue = view.clue
    if clue is None or not clue.text.strip():
        return None
    reading = brain.read(clue.text, language)
    if reading.empty and not brain.score_all(reading):
        return None
    return reading


def perceive(
    cards: Sequence[str], reading: Reading | None, brain: Brain, noise: float, rng: random.Random
) -> list[float]:
    """Each card's fit to the clue as this player sees it (noisy, as people are)."""
    scores = brain.score_all(reading) if reading is not None else {}
    out = []
    for c in cards:
        brain.card(c)  # an unknown card raises
        s = scores.get(c, 0.0)
        out.append(s * (1.0 + rng.gauss(0.0, noise)) + rng.gauss(0.0, noise * 0.6))
    return out


def why(brain: Brain, reading: Reading | None, card: str, language: str) -> Params:
    if reading is None:
        return {}
    found = brain.explain(reading, card)
    if found is None:
        return {}
    word, concept = found
    return {"word": word, "concept": concept}  # English: words.py says it in the reader's language
