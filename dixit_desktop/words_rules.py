"""The rules' words: the rule sets' names and player counts, and the rules' errors (codes and
params: dixit_desktop/rules/errors.py), added to :data:`~dixit_desktop.words_base.NOTICES` at
import."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dixit_desktop.words_base import NOTICES, P, fill, int_param, tr

if TYPE_CHECKING:
    from dixit_desktop.rules import RuleSet


def _rs(p: P) -> str:
    from dixit_desktop.rules import RULESETS

    rs = RULESETS.get(str(p.get("rules", "")))
    return ruleset_name(rs) if rs is not None else str(p.get("rules", ""))


def _name(p: P) -> str:
    return str(p.get("name", ""))


_OPTION_NAMES = {
    "target_score": lambda: tr("The score to reach"),
    "storyteller_rounds": lambda: tr("Turns as storyteller"),
    "lone_finder_scores_4": lambda: tr("A lone finder scores 4"),
    "end_when_draw_pile_runs_out": lambda: tr("End when the draw pile runs out"),
    "clue_mimed_or_sung": lambda: tr("Mimed or sung clues"),
}


def _option(p: P) -> str:
    words = _OPTION_NAMES.get(str(p.get("option", "")))
    return words() if words else str(p.get("option", ""))


_IMPOSSIBLE = lambda p: tr("The rules do not allow that now.")  # noqa: E731
_BAD_SAVE = lambda p: tr("This saved game cannot be read.")  # noqa: E731

RULES_NOTICES: dict[str, Callable[[P], str]] = {
    "rules.error": _IMPOSSIBLE,
    "rules.setup": lambda p: tr("This game cannot be set up like that."),
    "rules.seed": lambda p: tr("This game cannot be set up like that."),
    "rules.unknown_rules": lambda p: tr("That way of playing is not known to this version."),
    "rules.player_count": lambda p: fill(
        tr("%1 is for %2; you have %3 players."),
        _rs(p),
        player_range_of(str(p.get("rules", ""))),
        p.get("count", ""),
    ),
    "rules.player_name": lambda p: tr("Every player needs a different name."),
    "rules.players_not_list": lambda p: tr("Every player needs a different name."),
    "rules.player_name_type": lambda p: tr("Every player needs a different name."),
    "rules.player_name_empty": lambda p: fill(
        tr("Player %1 needs a name."), int_param(p, "seat", 0) + 1
    ),
    "rules.player_name_too_long": lambda p: fill(tr("%1's name is too long."), _name(p)),
    "rules.player_name_duplicate": lambda p: fill(
        tr("Two players are called %1: give each a different name."), _name(p)
    ),
    "rules.deck": lambda p: tr("These cards cannot make a deck."),
    "rules.deck_not_list": lambda p: tr("These cards cannot make a deck."),
    "rules.card_id": lambda p: tr("These cards cannot make a deck."),
    "rules.deck_duplicates": lambda p: tr("The same picture is in the deck twice."),
    "rules.deck_too_large": lambda p: fill(
        tr("A deck of %1 cards is more than this game can hold."), p.get("size", "")
    ),
    "rules.deck_too_small": lambda p: fill(
        tr("%1 with %2 players needs at least %3 cards; this deck has %4."),
        _rs(p),
        p.get("players", ""),
        p.get("need", ""),
        p.get("size", ""),
    ),
    "rules.option": lambda p: tr("That option cannot be used here."),
    "rules.options_type": lambda p: tr("That option cannot be used here."),
    "rules.option_unknown": lambda p: tr("That option is not known to this version."),
    "rules.option_type": lambda p: fill(tr("%1: that is not a possible setting."), _option(p)),
    "rules.option_not_allowed": lambda p: fill(
        tr("%1 cannot be used with %2."), _option(p), _rs(p)
    ),
    "rules.option_range": lambda p: fill(
        tr("%1 must be between %2 and %3."), _option(p), p.get("min", ""), p.get("max", "")
    ),
    "rules.no_end": lambda p: tr(
        "Choose how the game ends: a score to reach or a number of turns."
    ),
    "rules.save_format": _BAD_SAVE,
    "rules.position": _IMPOSSIBLE,
    "rules.save_newer": lambda p: tr(
        "This saved game comes from a newer version of Dixit Desktop."
    ),
    "rules.illegal_action": _IMPOSSIBLE,
    "rules.not_an_action": _IMPOSSIBLE,
    "rules.game_over": lambda p: tr("The game is over."),
    "rules.wrong_phase": _IMPOSSIBLE,
    "rules.no_givers": _IMPOSSIBLE,
    "rules.not_your_turn": lambda p: fill(tr("It is not %1's turn."), _name(p)),
    "rules.unknown_player": _IMPOSSIBLE,
    "rules.already_acted": lambda p: fill(tr("%1 has already chosen."), _name(p)),
    "rules.unknown_card": lambda p: tr("That card is not in this game."),
    "rules.card_not_in_hand": lambda p: tr("That card is not in your hand."),
    "rules.duplicate_card": lambda p: tr("The same card cannot be played twice."),
    "rules.card_count": lambda p: tr("Choose %n card(s).", "Words", int_param(p, "want", 1)),
    "rules.storyteller_card": lambda p: tr("Choose one of your cards."),
    "rules.clue": lambda p: tr("Type your clue, or say it aloud and tick “said aloud”."),
    "rules.clue_kind": lambda p: tr("Type your clue, or say it aloud and tick “said aloud”."),
    "rules.clue_text": lambda p: tr("Type your clue, or say it aloud and tick “said aloud”."),
    "rules.clue_too_long": lambda p: fill(
        tr("That clue is too long: %1 characters at most."), p.get("max", "")
    ),
    "rules.clue_empty": lambda p: tr("Type your clue, or say it aloud and tick “said aloud”."),
    "rules.clue_kind_not_allowed": lambda p: tr(
        "Mimed or sung clues need the option in the game's settings."
    ),
    "rules.invalid_slot": lambda p: tr("Choose one of the cards on the table."),
    "rules.card_not_on_board": lambda p: tr("Choose one of the cards on the table."),
    "rules.own_card": lambda p: (
        tr("That is your team's card: vote for another one.")
        if p.get("teams")
        else tr("That is your own card: vote for another one.")
    ),
    "rules.duplicate_vote": lambda p: tr("You have already voted for that card."),
    "rules.too_many_votes": lambda p: tr(
        "You have %n vote(s) already: tap one to take it back.", "Words", int_param(p, "max", 1)
    ),
    "rules.no_vote": lambda p: tr("Choose the card you think is the storyteller's."),
    "rules.red_token": lambda p: tr("Now place the red token on a card."),
    "rules.red_token_not_yours": _IMPOSSIBLE,
    "rules.red_token_missing": lambda p: tr("Now place the red token on a card."),
    "rules.red_token_slot": lambda p: tr("Now place the red token on a card."),
    "rules.giver": _IMPOSSIBLE,
    "rules.giver_storyteller_team": lambda p: tr("The storyteller's team does not play a card."),
    "rules.giver_already_chosen": lambda p: fill(
        tr("%1 already plays for %2."), p.get("giver_name", ""), p.get("team_name", "")
    ),
}
NOTICES.update(RULES_NOTICES)


def player_range_of(rules_id: str) -> str:
    from dixit_desktop.rules import RULESETS

    rs = RULESETS.get(rules_id)
    return player_range(rs) if rs is not None else ""


def ruleset_name(rs: RuleSet) -> str:
    return tr(rs.name, "Rules")


def player_range(rs: RuleSet) -> str:
    counts = rs.player_counts
    if len(counts) > 2 and counts == tuple(range(counts[0], counts[-1] + 1)):
        return fill(tr("%1 to %2 players", "Rules"), counts[0], counts[-1])
    head = ", ".join(str(c) for c in counts[:-1])
    return fill(tr("%1 or %2 players", "Rules"), head, counts[-1])
