"""The errors of an action the rules do not allow now (see :mod:`.errors`)."""

from __future__ import annotations

from .error_base import DixitError

# --- actions -------------------------------------------------------------------------------


class IllegalActionError(DixitError):
    """The action is not allowed now. The game is unchanged."""

    code = "rules.illegal_action"


class NotAnActionError(IllegalActionError):
    """What was applied is not an action at all (None, a dict...)."""

    code = "rules.not_an_action"


class GameOverError(IllegalActionError):
    """The game has ended; no more actions are accepted."""

    code = "rules.game_over"


class WrongPhaseError(IllegalActionError):
    """This kind of action does not belong to the current step of the turn."""

    code = "rules.wrong_phase"


class NoGiversError(WrongPhaseError):
    """A card-giver choice in a rule set other than Team."""

    code = "rules.no_givers"


class NotYourTurnError(IllegalActionError):
    """This player is not the one (or not one of those) who may act now."""

    code = "rules.not_your_turn"


class UnknownPlayerError(IllegalActionError):
    """No player sits at this seat."""

    code = "rules.unknown_player"


class AlreadyActedError(IllegalActionError):
    """This player has already made this choice for the turn."""

    code = "rules.already_acted"


class UnknownCardError(IllegalActionError):
    """The card is not part of this game's deck."""

    code = "rules.unknown_card"


class CardNotInHandError(IllegalActionError):
    """The card exists but is not in this player's hand."""

    code = "rules.card_not_in_hand"


class DuplicateCardError(IllegalActionError):
    """The same card was given twice in one action."""

    code = "rules.duplicate_card"


class WrongCardCountError(IllegalActionError):
    """Too many or too few cards for this action."""

    code = "rules.card_count"


class StorytellerCardError(IllegalActionError):
    """The storyteller's clue needs a card (or, in Party, must not have one)."""

    code = "rules.storyteller_card"


class ClueError(IllegalActionError):
    """The clue is malformed, or its kind is not allowed by the options."""

    code = "rules.clue"


class ClueKindError(ClueError):
    """The clue's kind is not one of :class:`~.actions.ClueKind`."""

    code = "rules.clue_kind"


class ClueTextError(ClueError):
    """The clue's text is not text."""

    code = "rules.clue_text"


class ClueTooLongError(ClueError):
    """The clue is longer than the limit."""

    code = "rules.clue_too_long"


class EmptyClueError(ClueError):
    """A typed clue with no text."""

    code = "rules.clue_empty"


class ClueKindNotAllowedError(ClueError):
    """A mimed or sung clue without the option that allows it."""

    code = "rules.clue_kind_not_allowed"


class InvalidSlotError(IllegalActionError):
    """A vote names a board slot that does not exist."""

    code = "rules.invalid_slot"


class CardNotOnBoardError(InvalidSlotError):
    """A vote (or the red token) names by id a card that is not on the board."""

    code = "rules.card_not_on_board"


class VoteForOwnCardError(IllegalActionError):
    """A player tried to vote for their own card (or their team's)."""

    code = "rules.own_card"


class DuplicateVoteError(IllegalActionError):
    """Both votes name the same card."""

    code = "rules.duplicate_vote"


class SecondVoteNotAllowedError(IllegalActionError):
    """A second vote where the rules allow only one (or a third vote)."""

    code = "rules.too_many_votes"


class WrongVoteCountError(IllegalActionError):
    """A vote action names no card at all."""

    code = "rules.no_vote"


class RedTokenError(IllegalActionError):
    """The red token was placed by someone other than the Party storyteller, is missing, or
    names a slot that does not exist."""

    code = "rules.red_token"


class RedTokenNotYoursError(RedTokenError):
    """Someone other than the Party storyteller placed the red token."""

    code = "rules.red_token_not_yours"


class RedTokenMissingError(RedTokenError):
    """The Party storyteller voted without placing the red token."""

    code = "rules.red_token_missing"


class RedTokenSlotError(RedTokenError):
    """The red token names a slot that does not exist."""

    code = "rules.red_token_slot"


class GiverError(IllegalActionError):
    """A Team card-giver choice that is not allowed (storyteller's team, or chosen already)."""

    code = "rules.giver"


class StorytellerTeamGiverError(GiverError):
    """The storyteller's team tried to choose a giver."""

    code = "rules.giver_storyteller_team"


class GiverAlreadyChosenError(GiverError):
    """This team has already chosen who plays its card."""

    code = "rules.giver_already_chosen"
