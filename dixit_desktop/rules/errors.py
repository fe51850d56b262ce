"""Every error the rules engine raises, each with a stable code and its parameters.

One base type, :class:`DixitError`, with two families below it: :class:`SetupError` for a game
that cannot be created (player count, deck, options, a save that cannot be read) and
:class:`IllegalActionError` for an action the rules do not allow now. Each concrete case has its
own subclass so callers can react precisely. An illegal action never changes the game.

Every error carries ``code`` (a class attribute that never changes, e.g. ``"rules.player_count"``)
and ``params`` (an instance attribute, a ``dict[str, str | int | float | bool]``, e.g.
``{"rules": "team", "count": 5, ...}``). The screens turn ``code`` and ``params`` into words in
the player's language (``dixit_desktop.words``, through ``dixit_desktop.notices.Notice``);
``str(error)`` is a short English sentence for logs and the command line only. Anything taken
from the caller (a rule id, a card id, a seat) is cut to :data:`MAX_ECHO` characters, in the
message and in ``params``, so a huge input is never echoed back.

Codes and their parameters (every raise passes exactly these keys; ``name`` is the player's
name at seat ``player``; ``action`` is one of ``clue``, ``giver``, ``play``, ``vote``;
``phase`` is a :class:`~.views.Phase` value)::

    code                            class                       params
    rules.error                     DixitError                  (none)
    rules.setup                     SetupError                  (none)
    rules.seed                      SeedError                   value, min, max
    rules.unknown_rules             UnknownRuleSetError         rules, choices
    rules.player_count              PlayerCountError            rules, count, min, max, counts
    rules.player_name               PlayerNameError             (none)
    rules.players_not_list          PlayersNotListError         (none)
    rules.player_name_type          PlayerNameTypeError         seat, type
    rules.player_name_empty         EmptyPlayerNameError        seat
    rules.player_name_too_long      PlayerNameTooLongError      seat, name, length, max
    rules.player_name_duplicate     DuplicatePlayerNameError    name
    rules.deck                      DeckError                   (none)
    rules.deck_not_list             DeckNotListError            (none)
    rules.card_id                   CardIdError                 index, card, max
    rules.deck_duplicates           DeckDuplicatesError         cards, count
    rules.deck_too_large            DeckTooLargeError           size, max
    rules.deck_too_small            DeckTooSmallError           rules, players, need, size
    rules.option                    OptionError                 (none)
    rules.options_type              OptionsTypeError            type
    rules.option_unknown            UnknownOptionError          options, count
    rules.option_type               OptionTypeError             option, expected, type
    rules.option_not_allowed        OptionNotAllowedError       option, rules
    rules.option_range              OptionRangeError            option, value, min, max
    rules.no_end                    NoGameEndError              (none)
    rules.save_format               SaveFormatError             problem, detail
    rules.save_newer                SaveFromNewerVersionError   version, supported
    rules.illegal_action            IllegalActionError          (none)
    rules.not_an_action             NotAnActionError            type
    rules.game_over                 GameOverError               (none)
    rules.wrong_phase               WrongPhaseError             player, name, action, phase
    rules.no_givers                 NoGiversError               player, name, rules
    rules.not_your_turn             NotYourTurnError            player, name, action,
                                                                storyteller, storyteller_name,
                                                                teams
    rules.unknown_player            UnknownPlayerError          seat, players
    rules.already_acted             AlreadyActedError           player, name, action
    rules.unknown_card              UnknownCardError            card
    rules.card_not_in_hand          CardNotInHandError          player, name, card
    rules.duplicate_card            DuplicateCardError          card
    rules.card_count                WrongCardCountError         player, name, want, got
    rules.storyteller_card          StorytellerCardError        party
    rules.clue                      ClueError                   (none)
    rules.clue_kind                 ClueKindError               kind
    rules.clue_text                 ClueTextError               type
    rules.clue_too_long             ClueTooLongError            length, max
    rules.clue_empty                EmptyClueError              (none)
    rules.clue_kind_not_allowed     ClueKindNotAllowedError     kind, option
    rules.invalid_slot              InvalidSlotError            slot, slots
    rules.own_card                  VoteForOwnCardError         player, name, slot, teams
    rules.duplicate_vote            DuplicateVoteError          slot
    rules.too_many_votes            SecondVoteNotAllowedError   max, count, second_vote_from
    rules.no_vote                   WrongVoteCountError         player, name
    rules.red_token                 RedTokenError               (none)
    rules.red_token_not_yours       RedTokenNotYoursError       player, name
    rules.red_token_missing         RedTokenMissingError        player, name
    rules.red_token_slot            RedTokenSlotError           slot, slots
    rules.giver                     GiverError                  (none)
    rules.giver_storyteller_team    StorytellerTeamGiverError   player, name
    rules.giver_already_chosen      GiverAlreadyChosenError     team, team_name, giver,
                                                                giver_name

Parameter values: ``rules`` a rule set id; ``choices``/``counts``/``cards``/``options`` a
comma-separated list; ``seat``, ``card``, ``slot``, ``value``, ``kind``, ``type``, ``version``
and ``detail`` are text (the caller's value, cut short; ``type`` a Python type name);
``expected`` is ``"whole_number"``, ``"whole_number_or_none"`` or ``"true_or_false"``; a
``min``/``max`` etc. are ints; ``teams``/``party`` are bools; ``second_vote_from`` is 0 when
no number of players allows a second vote. ``problem`` of ``rules.save_format`` is one of
``not_object``, ``format``, ``version``, ``missing``, ``type``, ``setup``, ``action``,
``replay``, ``too_large``; ``detail`` then names the key, the move number or the underlying
error's code.
"""

from __future__ import annotations

from typing import ClassVar

Param = str | int | float | bool
"""The type of a parameter value (the same as :data:`dixit_desktop.notices.Param`)."""

MAX_ECHO = 40
"""Longest piece of the caller's input repeated in a message or a parameter."""


def short(value: object, limit: int = MAX_ECHO) -> str:
    """``value`` as short text for a message: strings and numbers cut to ``limit`` characters,
    anything else by its type name only (never a repr of a deep or huge structure)."""
    if isinstance(value, str):
        text = value
    elif value is None or isinstance(value, bool | float):
        text = repr(value)
    elif isinstance(value, int):
        text = repr(value) if value.bit_length() <= 128 else "a very large number"
    else:
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class DixitError(Exception):
    """Base of every error raised by :mod:`dixit_desktop.rules`."""

    code: ClassVar[str] = "rules.error"

    def __init__(self, message: str, /, **params: Param) -> None:
        super().__init__(message)
        self.params: dict[str, Param] = params

    def __reduce__(self) -> tuple[object, ...]:  # keep params through pickling
        return (_rebuild, (type(self), str(self), self.params))


def _rebuild(cls: type[DixitError], message: str, params: dict[str, Param]) -> DixitError:
    return cls(message, **params)


# --- setup ---------------------------------------------------------------------------------


class SetupError(DixitError):
    """The game cannot be created as asked."""

    code = "rules.setup"


class SeedError(SetupError):
    """The seed is not a whole number in the allowed range."""

    code = "rules.seed"


class UnknownRuleSetError(SetupError):
    """No rule set has this id."""

    code = "rules.unknown_rules"


class PlayerCountError(SetupError):
    """The rule set does not allow this many players."""

    code = "rules.player_count"


class PlayerNameError(SetupError):
    """A player name is empty, too long or used twice."""

    code = "rules.player_name"


class PlayersNotListError(PlayerNameError):
    """The players are not given as a list of names."""

    code = "rules.players_not_list"


class PlayerNameTypeError(PlayerNameError):
    """A player name is not text."""

    code = "rules.player_name_type"


class EmptyPlayerNameError(PlayerNameError):
    """A player has no name."""

    code = "rules.player_name_empty"


class PlayerNameTooLongError(PlayerNameError):
    """A player name is longer than the limit."""

    code = "rules.player_name_too_long"


class DuplicatePlayerNameError(PlayerNameError):
    """Two players have the same name (ignoring case)."""

    code = "rules.player_name_duplicate"


class DeckError(SetupError):
    """The deck has duplicate cards or is too small for the rule set and player count."""

    code = "rules.deck"


class DeckNotListError(DeckError):
    """The deck is not a list of card ids."""

    code = "rules.deck_not_list"


class CardIdError(DeckError):
    """A card id is not text, is empty or is too long."""

    code = "rules.card_id"


class DeckDuplicatesError(DeckError):
    """The deck lists some cards twice."""

    code = "rules.deck_duplicates"


class DeckTooLargeError(DeckError):
    """More cards than any game can use."""

    code = "rules.deck_too_large"


class DeckTooSmallError(DeckError):
    """Fewer cards than the rule set needs for this many players."""

    code = "rules.deck_too_small"


class OptionError(SetupError):
    """An option is out of range or does not apply to the rule set."""

    code = "rules.option"


class OptionsTypeError(OptionError):
    """The options are not an :class:`~.rulesets.Options` (or, in a save, a JSON object)."""

    code = "rules.options_type"


class UnknownOptionError(OptionError):
    """An option name no rule set knows."""

    code = "rules.option_unknown"


class OptionTypeError(OptionError):
    """An option has the wrong type (a number where a switch belongs, or the reverse)."""

    code = "rules.option_type"


class OptionNotAllowedError(OptionError):
    """The option does not apply to this rule set."""

    code = "rules.option_not_allowed"


class OptionRangeError(OptionError):
    """A number option is outside its range."""

    code = "rules.option_range"


class NoGameEndError(OptionError):
    """The options give the game no way to end."""

    code = "rules.no_end"


class SaveFormatError(SetupError):
    """A saved game cannot be read: corrupt, foreign or from a newer version."""

    code = "rules.save_format"


class SaveFromNewerVersionError(SaveFormatError):
    """The game was saved by a newer Dixit Desktop."""

    code = "rules.save_newer"


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
