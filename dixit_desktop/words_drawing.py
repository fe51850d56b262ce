"""The words of the family's own cards (issue 27): the drawing's and the family store's
notices (codes and params: :mod:`dixit_desktop.drawing.errors`), added to
:data:`~dixit_desktop.words_base.NOTICES` at import. The Drawing screens' own labels are qsTr
in their QML."""

from __future__ import annotations

from collections.abc import Callable

from dixit_desktop.words_base import NOTICES, P, fill, int_param, sentences, tr


def _skipped_reason(p: P) -> str:
    return {
        "damaged": tr("its file is damaged"),
        "missing": tr("its picture is missing"),
        "too_big": tr("its file is far too big"),
    }.get(str(p.get("reason", "")), tr("its file is damaged"))


def _too_few(p: P) -> str:
    return sentences(
        fill(
            tr("For %1 players, this game needs %n card(s).", "Words", int_param(p, "need", 0)),
            int_param(p, "players", 0),
        ),
        tr(
            "You have chosen %n card(s): draw more, add a deck or mix in other cards.",
            "Words",
            int_param(p, "have", 0),
        ),
    )


DRAWING_NOTICES: dict[str, Callable[[P], str]] = {
    "drawing.error": lambda p: tr("Something went wrong with the drawing."),
    "drawing.sketch_damaged": lambda p: tr("This drawing cannot be opened: its file is damaged."),
    "drawing.sketch_too_big": lambda p: tr("This drawing is too big to be opened."),
    "drawing.sketch_newer": lambda p: tr(
        "This drawing was made by a newer version of Dixit Desktop."
    ),
    "drawing.sketch_full": lambda p: tr(
        "This drawing holds %n step(s), as many as it can: save it, or undo a few.",
        "Words",
        int_param(p, "limit", 0),
    ),
    "family.disk_full": lambda p: tr(
        "The card was not saved: the disk is full. Nothing saved before is lost."
    ),
    "family.read_only": lambda p: tr(
        "The card was not saved: its folder cannot be written. Nothing saved before is lost."
    ),
    "family.unusable": lambda p: tr(
        "The card could not be saved on this device. Nothing saved before is lost."
    ),
    "family.folder_unreadable": lambda p: tr(
        "The family's cards cannot be read on this device: their folder cannot be opened."
    ),
    "family.card_missing": lambda p: tr("That card is no longer there."),
    "family.deck_missing": lambda p: tr("That deck is no longer there."),
    "family.deck_name": lambda p: tr(
        "A deck's name needs 1 to %n letter(s).", "Words", int_param(p, "max", 40)
    ),
    "family.picture_invalid": lambda p: tr(
        "The card's picture could not be made, so it was not saved."
    ),
    "family.card_skipped": lambda p: fill(tr("One card cannot be shown: %1."), _skipped_reason(p)),
    "family.decks_damaged": lambda p: tr(
        "The list of decks was damaged and has been set aside; the cards are safe."
    ),
    "family.draft_damaged": lambda p: tr("The drawing in progress could not be read back."),
    "family.too_few_cards": _too_few,
    "family.game_cards_missing": lambda p: tr(
        "The drawn cards of this game cannot be shown: their pictures are gone."
    ),
}
NOTICES.update(DRAWING_NOTICES)
