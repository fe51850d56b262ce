"""Computer players: they tell, play and vote from what the deck says of its cards.

Pure Python, no Qt, nothing read at import time. Typical use::

    brain = Brain(deck.metadata)               # once per deck; refuses photo decks
    rng = derive_rng(game.seed, view.turn, seat, request.kind)
    decision = decide(view, request, brain, Level.SHARP, rng, language="fr")
    game.apply(decision.action)                # decision.code / decision.params: the reason

``brain.rank(clue, card_ids, language)`` ranks cards for a clue; :mod:`.measure` plays whole
computer games and reads clues for the command line.
"""

from .brain import Brain
from .decide import decide, giver_fitness
from .decision import REASON_CODES, Decision, Level, derive_rng
from .errors import (
    ComputerError,
    DeckNotSupportedError,
    LexiconDamagedError,
    LexiconMissingError,
    NoRequestError,
    UnknownCardError,
    UnknownLanguageError,
)
from .knowledge import CardKnowledge, Reading, supports_deck
from .lexicon import LANGUAGES, Lexicon, Vocabulary, load_lexicon, load_vocabulary
from .telling import warm

__all__ = [
    "LANGUAGES",
    "REASON_CODES",
    "Brain",
    "CardKnowledge",
    "ComputerError",
    "Decision",
    "DeckNotSupportedError",
    "Level",
    "Lexicon",
    "LexiconDamagedError",
    "LexiconMissingError",
    "NoRequestError",
    "Reading",
    "UnknownCardError",
    "UnknownLanguageError",
    "Vocabulary",
    "decide",
    "derive_rng",
    "giver_fitness",
    "load_lexicon",
    "load_vocabulary",
    "supports_deck",
    "warm",
]
