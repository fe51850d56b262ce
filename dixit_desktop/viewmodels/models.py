"""The list models the QML views show. Each declares its roles once; the view-models fill
them with :meth:`RowsModel.set_rows`, which emits only what changed."""

from __future__ import annotations

from .listmodel import RowsModel

LOOK_ROLES = ("name", "colour", "ink", "paperColour", "paperInk", "symbol")
"""A player's look in a row, as rows.player_look builds it: ``colour``/``ink`` on night and
wood, ``paperColour``/``paperInk`` (a deeper shade) on cream paper."""


class PlayersModel(RowsModel):
    """Everyone at the table, in seat order."""

    KEY = "seat"
    ROLES = (
        "seat",
        *LOOK_ROLES,
        "unit",
        "unitName",
        "isStoryteller",
        "status",  # "waiting", "done" or "" (public facts: who still has to act)
        "score",
        "isWinner",
    )


class UnitsModel(RowsModel):
    """The rabbits on the score track: one per player, or one per team in Team."""

    KEY = "unit"
    ROLES = (
        "unit",
        *LOOK_ROLES,
        "score",
        "before",  # the score before the last finished turn
        "position",  # the track space, 0 to the lap's length (Round.trackSpaces - 1)
        "startPosition",  # the space it stood on before the last finished turn (it hops on)
        "lap",  # how many times the rabbit went round
        "lapPoints",  # the points those laps are worth (its "+30" badge)
        "gained",  # points scored in the last finished turn
        "isWinner",
        "stackIndex",  # rabbits sharing a space fan out: 0, 1, 2...
        "stackSize",
        "room",  # empty spaces on either side the stack may spread over
    )


class HandModel(RowsModel):
    """The viewing player's hand. Empty whenever nobody has confirmed who is looking."""

    KEY = "cardId"
    ROLES = ("cardId", "description", "selected")


class BoardModel(RowsModel):
    """The numbered slots. Owners and votes are filled only once the rules reveal them."""

    KEY = "slot"
    ROLES = (
        "slot",
        "cardId",
        "description",
        "mine",  # the viewing player's own (or team's) card: cannot be voted for
        "selected",  # the viewing player's chosen vote(s), in order: 1 or 2; 0 if not chosen
        "red",  # the Party storyteller's red token (only on their own vote screen)
        "revealed",
        "ownerName",
        "ownerColour",
        "ownerSymbol",
        "isStorytellerCard",
        "redToken",  # the red token at the reveal
        "votes",  # list of {name, colour, ink, symbol}
        "spoken",  # what a screen reader says for the card (words.sentences)
    )


class ResultsModel(RowsModel):
    """Every scoring unit's points for the turn just revealed, with the reasons."""

    KEY = "unit"
    ROLES = (
        "unit",
        *LOOK_ROLES,
        "points",
        "reasons",
        "total",
        "isStoryteller",
    )


class HistoryModel(RowsModel):
    """The story of the game: one row per finished turn."""

    KEY = "turn"
    ROLES = (
        "turn",
        "storytellerName",
        "storytellerColour",
        "storytellerPaperColour",  # on the story's paper
        "clue",
        "cards",  # list of {slot, cardId, ownerName, ownerColour, ownerPaperColour, ...}
        "lines",  # list of "Name +3" strings
        "reasons",  # list of texts: why each computer player did what it did
    )


class ChoiceModel(RowsModel):
    """A simple list of choices (rule sets, colours, symbols, givers...)."""

    KEY = "id"
    ROLES = ("id", *LOOK_ROLES, "detail", "available", "chosen", "holderSeat", "holder")


class PastGamesModel(RowsModel):
    """Finished games, newest first."""

    KEY = "id"
    ROLES = ("id", "date", "rulesName", "scores", "winners")


class LeftGamesModel(RowsModel):
    """Games left unfinished when another was started, newest first: they can be taken up."""

    KEY = "id"
    ROLES = ("id", "date", "rulesName", "players", "moves")


class StatsModel(RowsModel):
    """Per player name, over finished games."""

    KEY = "name"
    ROLES = ("name", "games", "wins", "told", "toldScored", "guesses", "found")


class SeatsModel(RowsModel):
    """The seats of the table being set up (``colour`` is the colour's id, ``colourHex`` its
    shade on the night screens)."""

    KEY = "uid"
    ROLES = (
        "uid",
        "seat",
        "name",
        "colour",
        "colourHex",
        "ink",
        "paperColour",
        "paperInk",
        "symbol",
        "symbolName",
        "partner",
        "computer",  # "" for a person, else the computer player's level
        "level",  # the same, as a number QML compares with Setup.PERSON, GENTLE, SHARP
        "playerKind",
    )
