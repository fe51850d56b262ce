"""What can go wrong with a computer player, as errors with a ``code`` and ``params``.

``str(error)`` is English for logs and the command line only; the app turns ``code`` and
``params`` into words (as it does for the rules' errors).
"""

from __future__ import annotations

from collections.abc import Mapping

Param = str | int


class ComputerError(Exception):
    """Base of every computer-player error."""

    code = "computer.error"

    def __init__(self, message: str, **params: Param) -> None:
        super().__init__(message)
        self.params: dict[str, Param] = dict(params)

    @classmethod
    def with_params(cls, message: str, params: Mapping[str, Param]) -> ComputerError:
        return cls(message, **params)


class LexiconMissingError(ComputerError):
    """A file of ``resources/lexicon`` is missing (a damaged install)."""

    code = "computer.lexicon_missing"


class LexiconDamagedError(ComputerError):
    """A file of ``resources/lexicon`` cannot be read or has the wrong shape."""

    code = "computer.lexicon_damaged"


class UnknownLanguageError(ComputerError):
    """The computer players have no vocabulary for this language."""

    code = "computer.language_unknown"


class DeckNotSupportedError(ComputerError):
    """The deck says nothing about its cards (a photo deck): computer players would only be
    guessing, so they refuse to play with it."""

    code = "computer.deck_unsupported"


class UnknownCardError(ComputerError):
    """A card the computer player knows nothing about is in its hand or on the board."""

    code = "computer.card_unknown"


class NoRequestError(ComputerError):
    """The computer player was asked to decide, but nothing is expected of it."""

    code = "computer.nothing_to_decide"
