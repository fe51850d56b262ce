"""Words in one place: every sentence the players read that is built in Python comes from
here, through Qt's translation system with real plural forms (``%n``).

Layers below the view-models report :class:`~dixit_desktop.notices.Notice` codes with
parameters; :func:`text` turns one into the current language. ``tests/test_words.py``
checks that every code the app can raise has its words here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from dixit_desktop import rules
from dixit_desktop.notices import Notice

if TYPE_CHECKING:
    from dixit_desktop.rules import ClueKind, Reason, RuleSet

log = logging.getLogger(__name__)


def tr(text: str, context: str = "Words", n: int = -1) -> str:
    """Translate ``text``; with ``n``, Qt's plural form where ``%n`` is the number."""
    if n < 0:
        return QCoreApplication.translate(context, text)
    return QCoreApplication.translate(context, text, None, n)


def fill(template: str, *values: object) -> str:
    """Put ``values`` in for %1, %2... in one pass (a value containing "%2" stays as is)."""
    out: list[str] = []
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == "%" and i + 1 < len(template) and template[i + 1].isdigit():
            k = int(template[i + 1]) - 1
            if 0 <= k < len(values):
                out.append(str(values[k]))
                i += 2
                continue
        out.append(ch)
        i += 1
    return "".join(out)


# --- notices -------------------------------------------------------------------------------

P = Mapping[str, Any]


def _int(p: P, key: str, default: int = 0) -> int:
    """A number from the parameters; junk reads as ``default`` (a notice never crashes)."""
    value = p.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return default
    try:
        return int(value)
    except ValueError:
        return default


def _count(p: P) -> int:
    return _int(p, "count")


NOTICES: dict[str, Callable[[P], str]] = {
    # choosing (the private screens)
    "choice.nothing_to_do": lambda p: tr("There is nothing to choose right now."),
    "choice.pick_your_card": lambda p: tr("Choose one of your cards."),
    "choice.type_a_clue": lambda p: tr("Type your clue, or say it aloud and tick “said aloud”."),
    "choice.pick_cards": lambda p: tr("Choose %n card(s).", "Words", _count(p)),
    "choice.pick_a_vote": lambda p: tr("Choose the card you think is the storyteller's."),
    "choice.place_red_token": lambda p: tr("Now place the red token on a card."),
    "choice.cards_full": lambda p: tr(
        "You have chosen %n card(s) already: tap one to put it back.", "Words", _count(p)
    ),
    "choice.own_card": lambda p: tr("That is your own card: vote for another one."),
    "choice.own_team_card": lambda p: tr("That is your team's card: vote for another one."),
    "choice.votes_full": lambda p: tr(
        "You have %n vote(s) already: tap one to take it back.", "Words", _count(p)
    ),
    "choice.clue_kind_needs_option": lambda p: tr(
        "Mimed or sung clues need the option in the game's settings."
    ),
    # setup
    "setup.player_count": lambda p: _player_count(p),
    # the deck
    "deck.missing": lambda p: tr("The card pictures are missing from this installation."),
    "deck.unusable": lambda p: tr("The card pictures could not be loaded."),
    "i18n.unusable": lambda p: fill(
        tr("The translation (%1) is missing or damaged, so the game speaks English."),
        str(p.get("language", "")),
    ),
    "photo.not_a_picture": lambda p: tr("not a picture"),
    "photo.missing": lambda p: tr("the file is gone"),
    "photo.unreadable": lambda p: tr("the file cannot be read"),
    "photo.empty": lambda p: tr("the file is empty"),
    "photo.file_too_big": lambda p: fill(tr("the file is too big (%1 MB)"), p.get("megabytes", "")),
    "photo.unknown_format": lambda p: tr("not a kind of picture this game can read"),
    "photo.size_unknown": lambda p: tr("the picture's size cannot be read"),
    "photo.too_big": lambda p: fill(tr("far too large (%1 megapixels)"), p.get("megapixels", "")),
    "photo.cut_short": lambda p: tr("the file is cut short (an unfinished copy?)"),
    "photo.damaged": lambda p: tr("the picture is damaged"),
    "photo.folder_unusable": lambda p: tr("That folder cannot be used."),
    "deck.folder_missing": lambda p: tr("That folder does not exist any more."),
    "deck.not_a_folder": lambda p: tr("That is a file, not a folder."),
    "deck.folder_unreadable": lambda p: tr("That folder cannot be opened."),
    "deck.cache_not_a_folder": lambda p: tr(
        "The pictures cannot be prepared: a file is in the way of the game's picture folder."
    ),
    "deck.cache_not_writable": lambda p: tr(
        "The pictures cannot be prepared: the game's picture folder cannot be written."
    ),
    "deck.cache_full": lambda p: tr("The pictures cannot be prepared: the disk is full."),
    "deck.cache_unusable": lambda p: tr("The pictures cannot be prepared on this device."),
    "deck.too_few_pictures": lambda p: _too_few(p),
    "deck.photos_failed": lambda p: tr("The pictures could not be prepared."),
    "photos.game_photos_missing": lambda p: fill(
        tr("The photos of this game cannot be shown: %1"), p.get("folder", "")
    ),
    # kiosk
    "kiosk.pin_format": lambda p: fill(
        tr("The PIN must be %1 to %2 digits."), p.get("min", 4), p.get("max", 8)
    ),
    "kiosk.pins_differ": lambda p: tr("The two PINs were not the same: choose it again."),
    "kiosk.pin_removed": lambda p: tr("The PIN is removed: leaving kiosk mode only asks."),
    "kiosk.wait": lambda p: tr(
        "Too many wrong PINs: wait %n second(s), then try again.", "Words", _int(p, "seconds", 1)
    ),
    "kiosk.wrong_pin_wait": lambda p: tr(
        "That is not the PIN. Wait %n second(s) before the next try.",
        "Words",
        _int(p, "seconds", 1),
    ),
    "kiosk.pin_unsaved": lambda p: tr("The PIN cannot be saved on this device."),
    "kiosk.pin_saved": lambda p: tr(
        "PIN saved. Grown-ups leave kiosk mode with a long press in the top-left corner."
    ),
    "kiosk.wrong_pin": lambda p: tr("That is not the PIN."),
}

# --- the rules' errors (codes and params: dixit_desktop/rules/errors.py) ----------------------


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
        tr("Player %1 needs a name."), _int(p, "seat", 0) + 1
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
    "rules.card_count": lambda p: tr("Choose %n card(s).", "Words", _int(p, "want", 1)),
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
        "You have %n vote(s) already: tap one to take it back.", "Words", _int(p, "max", 1)
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


# --- saved games (codes and params: dixit_desktop/storage/store.py) ---------------------------


def _reason(p: P) -> str:
    return {
        "disk_full": tr("the disk is full"),
        "read_only": tr("the folder or the file cannot be written"),
        "permission": tr("this user may not write there"),
        "locked": tr("another Dixit Desktop is using it"),
        "conflict": tr("another Dixit Desktop is using it"),
        "not_a_folder": tr("a file is in the way of the folder"),
        "not_ours": tr("it is not a Dixit Desktop file"),
        "foreign": tr("it is not a Dixit Desktop file"),
        "damaged": tr("the file is damaged"),
        "newer": tr("it comes from a newer version"),
        "unreadable": tr("the file cannot be read"),
    }.get(str(p.get("reason", "")), tr("the device refused"))


STORE_NOTICES: dict[str, Callable[[P], str]] = {
    "store.unsaved_folder": lambda p: fill(
        tr("Games cannot be saved on this device (%1): you can play, but nothing is kept."),
        _reason(p),
    ),
    "store.moved_aside": lambda p: fill(
        tr("The saved games could not be read (%1), so they were put aside as %2."),
        _reason(p),
        p.get("file", ""),
    ),
    "store.unusable_file": lambda p: fill(
        tr("The saved games cannot be used (%1): you can play, but nothing is kept."),
        _reason(p),
    ),
    "store.read_only": lambda p: tr(
        "The saved games can be read but not written: you can play, but nothing new is kept."
    ),
    "store.locked": lambda p: tr(
        "Dixit Desktop is already open on this device: this window does not save."
    ),
    "store.save_failed": lambda p: fill(
        tr("This game is no longer being saved (%1). It goes on, but it will not be kept."),
        _reason(p),
    ),
    "store.game_damaged": lambda p: tr(
        "A saved game was damaged and has been set aside; the others are safe."
    ),
    "store.read_failed": lambda p: fill(tr("The saved games could not be read (%1)."), _reason(p)),
    "store.rows_skipped": lambda p: tr(
        "%n damaged saved game(s) could not be shown.", "Words", _int(p, "count", 0)
    ),
    "store.no_such_game": lambda p: tr("That saved game is no longer there."),
    "store.resume_failed": lambda p: tr(
        "That game could not be resumed: it was damaged, and has been set aside."
    ),
    "store.history_unreadable": lambda p: tr("The past games could not be read."),
    "store.past_game_unreadable": lambda p: tr("That game's story cannot be read."),
}
NOTICES.update(STORE_NOTICES)


_FALLBACK: dict[str, Callable[[], str]] = {
    "rules": lambda: tr("The rules do not allow that."),
    "store": lambda: tr("Something went wrong with the saved games."),
    "computer": lambda: tr("A computer player could not play."),
    "photo": lambda: tr("That picture cannot be used."),
    "deck": lambda: tr("The card pictures could not be loaded."),
}


def register(code: str, words: Callable[[P], str]) -> None:
    """Add the words for ``code`` (each feature module registers its own at import)."""
    NOTICES[code] = words


def text(notice: Notice | None) -> str:
    """The notice in the current language ("" for None)."""
    if notice is None:
        return ""
    words = NOTICES.get(notice.code)
    if words is not None:
        try:
            return words(notice.params)
        except Exception:  # a notice must never take a screen down
            log.exception("the words for %s failed", notice)
    else:
        log.warning("no words for notice %s", notice)
    fallback = _FALLBACK.get(notice.code.split(".")[0])
    return fallback() if fallback else tr("That did not work.")


def _too_few(p: P) -> str:
    usable = _int(p, "usable", 0)
    needed = _int(p, "needed", 0)
    head = tr("Only %n usable picture(s) in that folder.", "Words", usable)
    label = str(p.get("label", ""))
    rules_id, _, players = label.partition(":")
    try:
        from dixit_desktop.rules import get_ruleset

        game = fill(tr("%1 with %2 players"), ruleset_name(get_ruleset(rules_id)), int(players))
        need = fill(tr("%1 needs at least %2."), game, needed)
    except Exception:
        need = fill(tr("This game needs at least %1."), needed)
    return f"{head} {need}"


def _player_count(p: P) -> str:
    from dixit_desktop.rules import get_ruleset

    rs = get_ruleset(str(p.get("rules", "classic")))
    count = _int(p, "count", 0)
    head = fill(tr("%1 is for %2; you have %3 players."), ruleset_name(rs), player_range(rs), count)
    change = _int(p, "change", 0)
    if change > 0:
        advice = tr("Add %n player(s), or choose another way to play.", "Words", change)
    else:
        advice = tr("Remove %n player(s), or choose another way to play.", "Words", -change)
    return f"{head} {advice}"


# --- the game's own words ---------------------------------------------------------------------


def clue_text(text_: str, kind: ClueKind) -> str:
    """A clue as shown: its words, or how it was given when it had none."""
    if text_:
        return text_
    return {
        rules.ClueKind.ALOUD: tr("(said aloud)"),
        rules.ClueKind.MIMED: tr("(mimed)"),
        rules.ClueKind.SUNG: tr("(sung)"),
    }.get(kind, "")


def icon_credit(author: str, icons: Sequence[str]) -> dict[str, str]:
    """The Credits screen's lines for one icon author; the icons keep their own names, as
    the titles of the works."""
    names = ", ".join(i.replace("-", " ") for i in icons)
    return {
        "title": fill(tr("Icons made by %1"), author),
        "detail": fill(
            tr("%n icon(s) from game-icons.net, CC BY 3.0: %1", "Words", len(icons)), names
        ),
    }


def card_description(text_: str) -> str:
    """A built-in card's description (its English from ``cards.json``) in the language on
    screen; what a screen reader says for the card. A text with no translation stays as is."""
    return tr(text_, "Deck") if text_ else ""


def sentences(*parts: str) -> str:
    """Short sentences read one after another (what a screen reader says for a card): empty
    parts left out, each ending with one stop, never two ("light.. Played by" was heard when a
    description ending in a full stop was followed by ". ")."""
    out = []
    for part in parts:
        part = part.strip()
        if part:
            out.append(part if part[-1] in ".!?…" else part + ".")
    return " ".join(out)


def clue_line(text_: str, kind: ClueKind) -> str:
    """A clue as a line on screen: typed words in quotes; a clue without words says how it
    was given, without quotes ("(said aloud)", never "“(said aloud)”")."""
    if text_:
        return fill(tr("“%1”"), text_)
    return clue_text(text_, kind)


def reason_text(reason: Reason, team: bool = False) -> str:
    """One reason for points as a short sentence, translated, with its numbers."""
    c = reason.code
    n = reason.count
    if c is rules.ReasonCode.STORYTELLER_SOME_FOUND:
        if reason.lone:
            return tr("Storyteller: exactly one found the card", "Reasons")
        return tr("Storyteller: some found the card, not all", "Reasons")
    if c is rules.ReasonCode.STORYTELLER_ALL_FOUND:
        return tr("Storyteller: everyone found it, too easy", "Reasons")
    if c is rules.ReasonCode.STORYTELLER_NONE_FOUND:
        return tr("Storyteller: nobody found it, too hard", "Reasons")
    if c is rules.ReasonCode.FOUND:
        if reason.lone:
            return tr("Found the storyteller's card, the only one", "Reasons")
        return tr("Found the storyteller's card", "Reasons")
    if c is rules.ReasonCode.MISSED:
        return tr("Missed the storyteller's card", "Reasons")
    if c is rules.ReasonCode.EVERYONE_FOUND:
        return tr("Everyone found it", "Reasons")
    if c is rules.ReasonCode.NOBODY_FOUND:
        return tr("Nobody found it", "Reasons")
    if c is rules.ReasonCode.VOTES_ON_CARD:
        if reason.cap is not None and n > reason.cap:
            template = (
                tr("%n votes on your team's card, capped at %1", "Reasons", n)
                if team
                else tr("%n votes on your card, capped at %1", "Reasons", n)
            )
            return fill(template, reason.cap)
        if team:
            return tr("%n vote(s) on your team's card", "Reasons", n)
        return tr("%n vote(s) on your card", "Reasons", n)
    if c is rules.ReasonCode.SINGLE_VOTE_BONUS:
        return tr("Found it with a single vote", "Reasons")
    if c is rules.ReasonCode.PARTY_CROWD:
        if reason.cap is not None and n > reason.cap:
            return fill(tr("%n voted for the same card, capped at %1", "Reasons", n), reason.cap)
        return tr("%n voted for the same card", "Reasons", n)
    if c is rules.ReasonCode.PARTY_RED_TOKEN:
        return tr("On the card under the red token", "Reasons")
    return tr("Alone on that card", "Reasons")


def ruleset_name(rs: RuleSet) -> str:
    return tr(rs.name, "Rules")


def ruleset_summary(rs: RuleSet) -> str:
    return tr(rs.summary, "Rules")


def player_range(rs: RuleSet) -> str:
    counts = rs.player_counts
    if len(counts) > 2 and counts == tuple(range(counts[0], counts[-1] + 1)):
        return fill(tr("%1 to %2 players", "Rules"), counts[0], counts[-1])
    head = ", ".join(str(c) for c in counts[:-1])
    return fill(tr("%1 or %2 players", "Rules"), head, counts[-1])


def handoff_purpose(phase_name: str, cards: int = 1) -> str:
    """What the next player will do, under "Pass to ..."; ``cards``: how many cards they
    play (two each with three players)."""
    if phase_name == "play":
        return tr("Choose %n card(s) for the clue.", "Words", cards)
    return {
        "clue": tr("Choose a card and give your clue."),
        "vote": tr("Time to vote."),
    }.get(phase_name, "")


def goal_text(target: int | None, rounds: int | None, until_pile_runs_out: bool) -> str:
    """How this game ends, as the score line's last words ("first to 10 points"), from the
    rule options: a target score, storyteller rounds, the draw pile running out, or two of
    them (whichever comes first)."""
    parts = []
    if target is not None:
        parts.append(tr("first to %n point(s)", "Words", target))
    if rounds is not None:
        parts.append(tr("until everyone has told %n time(s)", "Words", rounds))
    if until_pile_runs_out:
        parts.append(tr("until the draw pile runs out"))
    if len(parts) < 2:
        return "".join(parts)
    return fill(tr("%1, or %2"), ", ".join(parts[:-1]), parts[-1])


def winners_text(names: list[str], teams: bool) -> str:
    if not names:
        return ""
    if len(names) == 1:
        return fill(tr("%1 win!") if teams else tr("%1 wins!"), names[0])
    return fill(tr("%1 share the victory!"), " · ".join(names))


# The feature modules' words, registered at import. They read only names defined above, so
# importing either of them first works too.
import dixit_desktop.words_album  # noqa: E402
import dixit_desktop.words_computer  # noqa: E402, F401
