"""Words in one place: every sentence the players read that is built in Python comes from
here, through Qt's translation system with real plural forms (``%n``).

Layers below the view-models report :class:`~dixit_desktop.notices.Notice` codes with
parameters; :func:`text` turns one into the current language. The words are in this module
and its siblings, which all stand on :mod:`.words_base` and never import this one
(docs/adr/0006-layer-rules.md): ``words_rules`` (rule sets, the rules' errors),
``words_saves`` (saved games), ``words_album``, ``words_computer``, ``words_howto``,
``words_drawing`` (the family's own cards).
Importing this module imports them, so each has added its notices to ``NOTICES``.
``tests/test_words.py`` checks that every code the app can raise has its words.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from dixit_desktop import (
    rules,
    words_album,
    words_computer,
    words_drawing,
    words_rules,
    words_saves,
)
from dixit_desktop.notices import Notice
from dixit_desktop.words_base import (
    FALLBACK,
    NOTICES,
    P,
    fill,
    int_param,
    register,
    sentences,
    tr,
)
from dixit_desktop.words_rules import player_range, player_range_of, ruleset_name

if TYPE_CHECKING:
    from dixit_desktop.rules import ClueKind, Reason

__all__ = [
    "NOTICES",
    "P",
    "card_description",
    "clue_line",
    "clue_text",
    "fill",
    "goal_text",
    "handoff_purpose",
    "icon_credit",
    "player_range",
    "player_range_of",
    "reason_text",
    "register",
    "ruleset_name",
    "sentences",
    "text",
    "tr",
    "winners_text",
]
# the feature modules' words register themselves at import
FEATURE_WORDS = (words_album, words_computer, words_drawing, words_rules, words_saves)

log = logging.getLogger(__name__)


def _count(p: P) -> int:
    return int_param(p, "count")


GENERAL_NOTICES: dict[str, Callable[[P], str]] = {
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
        "Too many wrong PINs: wait %n second(s), then try again.",
        "Words",
        int_param(p, "seconds", 1),
    ),
    "kiosk.wrong_pin_wait": lambda p: tr(
        "That is not the PIN. Wait %n second(s) before the next try.",
        "Words",
        int_param(p, "seconds", 1),
    ),
    "kiosk.pin_unsaved": lambda p: tr("The PIN cannot be saved on this device."),
    "kiosk.pin_saved": lambda p: tr(
        "PIN saved. Grown-ups leave kiosk mode with a long press in the top-left corner."
    ),
    "kiosk.wrong_pin": lambda p: tr("That is not the PIN."),
}
NOTICES.update(GENERAL_NOTICES)


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
    fallback = FALLBACK.get(notice.code.split(".")[0])
    return fallback() if fallback else tr("That did not work.")


def _too_few(p: P) -> str:
    usable = int_param(p, "usable", 0)
    needed = int_param(p, "needed", 0)
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
    count = int_param(p, "count", 0)
    head = fill(tr("%1 is for %2; you have %3 players."), ruleset_name(rs), player_range(rs), count)
    change = int_param(p, "change", 0)
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
