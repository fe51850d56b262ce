"""Every error the rules engine raises.

One base type, :class:`DixitError`, with two families below it: :class:`SetupError` for a game
that cannot be created (player count, deck, options, a save that cannot be read) and
:class:`IllegalActionError` for an action the rules do not allow now. Each concrete case has its
own subclass so callers can react precisely, and every message is a sentence a person can read.
An illegal action never changes the game.
"""

from __future__ import annotations


class DixitError(Exception):
    """Base of every error raised by :mod:`dixit_desktop.rules`."""


# --- setup ---------------------------------------------------------------------------------


class SetupError(DixitError):
    """The game cannot be created as asked."""


class UnknownRuleSetError(SetupError):
    """No rule set has this id."""


class PlayerCountError(SetupError):
    """The rule set does not allow this many players."""


class PlayerNameError(SetupError):
    """A player name is empty, too long or used twice."""


class DeckError(SetupError):
    """The deck has duplicate cards or is too small for the rule set and player count."""


class DeckTooSmallError(DeckError):
    """Fewer cards than the rule set needs for this many players."""


class OptionError(SetupError):
    """An option is out of range or does not apply to the rule set."""


class SaveFormatError(SetupError):
    """A saved game cannot be read: corrupt, foreign or from a newer version."""


# --- actions -------------------------------------------------------------------------------


class IllegalActionError(DixitError):
    """The action is not allowed now. The game is unchanged."""


class GameOverError(IllegalActionError):
    """The game has ended; no more actions are accepted."""


class WrongPhaseError(IllegalActionError):
    """This kind of action does not belong to the current step of the turn."""


class NotYourTurnError(IllegalActionError):
    """This player is not the one (or not one of those) who may act now."""


class UnknownPlayerError(IllegalActionError):
    """No player sits at this seat."""


class AlreadyActedError(IllegalActionError):
    """This player has already made this choice for the turn."""


class UnknownCardError(IllegalActionError):
    """The card is not part of this game's deck."""


class CardNotInHandError(IllegalActionError):
    """The card exists but is not in this player's hand."""


class DuplicateCardError(IllegalActionError):
    """The same card was given twice in one action."""


class WrongCardCountError(IllegalActionError):
    """Too many or too few cards for this action."""


class StorytellerCardError(IllegalActionError):
    """The storyteller's clue needs a card (or, in Party, must not have one)."""


class ClueError(IllegalActionError):
    """The clue is malformed, or its kind is not allowed by the options."""


class InvalidSlotError(IllegalActionError):
    """A vote names a board slot that does not exist."""


class VoteForOwnCardError(IllegalActionError):
    """A player tried to vote for their own card (or their team's)."""


class DuplicateVoteError(IllegalActionError):
    """Both votes name the same card."""


class SecondVoteNotAllowedError(IllegalActionError):
    """A second vote where the rules allow only one."""


class WrongVoteCountError(IllegalActionError):
    """A vote action names no card at all."""


class RedTokenError(IllegalActionError):
    """The red token was placed by someone other than the Party storyteller, is missing, or
    names a slot that does not exist."""


class GiverError(IllegalActionError):
    """A Team card-giver choice that is not allowed (storyteller's team, or chosen already)."""
