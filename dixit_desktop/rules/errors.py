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
    rules.position                  PositionError               problem, detail
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
    rules.card_not_on_board         CardNotOnBoardError         card
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
error's code. ``problem`` of ``rules.position`` is one of ``type``, ``players``, ``hands``,
``hand_size``, ``card_twice``, ``scores``, ``told``, ``storyteller``, ``turn``,
``draw_pile``; ``detail`` then names the seat, the card or the field.
"""

from __future__ import annotations

from .action_errors import (
    AlreadyActedError,
    CardNotInHandError,
    CardNotOnBoardError,
    ClueError,
    ClueKindError,
    ClueKindNotAllowedError,
    ClueTextError,
    ClueTooLongError,
    DuplicateCardError,
    DuplicateVoteError,
    EmptyClueError,
    GameOverError,
    GiverAlreadyChosenError,
    GiverError,
    IllegalActionError,
    InvalidSlotError,
    NoGiversError,
    NotAnActionError,
    NotYourTurnError,
    RedTokenError,
    RedTokenMissingError,
    RedTokenNotYoursError,
    RedTokenSlotError,
    SecondVoteNotAllowedError,
    StorytellerCardError,
    StorytellerTeamGiverError,
    UnknownCardError,
    UnknownPlayerError,
    VoteForOwnCardError,
    WrongCardCountError,
    WrongPhaseError,
    WrongVoteCountError,
)
from .error_base import MAX_ECHO, DixitError, Param, short
from .setup_errors import (
    CardIdError,
    DeckDuplicatesError,
    DeckError,
    DeckNotListError,
    DeckTooLargeError,
    DeckTooSmallError,
    DuplicatePlayerNameError,
    EmptyPlayerNameError,
    NoGameEndError,
    OptionError,
    OptionNotAllowedError,
    OptionRangeError,
    OptionsTypeError,
    OptionTypeError,
    PlayerCountError,
    PlayerNameError,
    PlayerNameTooLongError,
    PlayerNameTypeError,
    PlayersNotListError,
    PositionError,
    SaveFormatError,
    SaveFromNewerVersionError,
    SeedError,
    SetupError,
    UnknownOptionError,
    UnknownRuleSetError,
)

__all__ = [
    "MAX_ECHO",
    "AlreadyActedError",
    "CardIdError",
    "CardNotInHandError",
    "CardNotOnBoardError",
    "ClueError",
    "ClueKindError",
    "ClueKindNotAllowedError",
    "ClueTextError",
    "ClueTooLongError",
    "DeckDuplicatesError",
    "DeckError",
    "DeckNotListError",
    "DeckTooLargeError",
    "DeckTooSmallError",
    "DixitError",
    "DuplicateCardError",
    "DuplicatePlayerNameError",
    "DuplicateVoteError",
    "EmptyClueError",
    "EmptyPlayerNameError",
    "GameOverError",
    "GiverAlreadyChosenError",
    "GiverError",
    "IllegalActionError",
    "InvalidSlotError",
    "NoGameEndError",
    "NoGiversError",
    "NotAnActionError",
    "NotYourTurnError",
    "OptionError",
    "OptionNotAllowedError",
    "OptionRangeError",
    "OptionTypeError",
    "OptionsTypeError",
    "Param",
    "PlayerCountError",
    "PlayerNameError",
    "PlayerNameTooLongError",
    "PlayerNameTypeError",
    "PlayersNotListError",
    "PositionError",
    "RedTokenError",
    "RedTokenMissingError",
    "RedTokenNotYoursError",
    "RedTokenSlotError",
    "SaveFormatError",
    "SaveFromNewerVersionError",
    "SecondVoteNotAllowedError",
    "SeedError",
    "SetupError",
    "StorytellerCardError",
    "StorytellerTeamGiverError",
    "UnknownCardError",
    "UnknownOptionError",
    "UnknownPlayerError",
    "UnknownRuleSetError",
    "VoteForOwnCardError",
    "WrongCardCountError",
    "WrongPhaseError",
    "WrongVoteCountError",
    "short",
]
