"""The errors of a game that cannot be created as asked (see :mod:`.errors`)."""

from __future__ import annotations

from .error_base import DixitError

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


class PositionError(SetupError):
    """A position given to :meth:`~.game.Game.from_position` cannot be a game of this rule
    set: ``problem`` says what is wrong, ``detail`` where (a card, a seat...)."""

    code = "rules.position"
