"""The game album's words: its notices and the texts its pages print (dixit_desktop/album,
viewmodels/album.py). Registered into :data:`dixit_desktop.words_base.NOTICES` at import
(:mod:`dixit_desktop.words` imports this)."""

from __future__ import annotations

from collections.abc import Callable

from dixit_desktop.words_base import FALLBACK, NOTICES, P, fill, int_param, tr
from dixit_desktop.words_saves import reason_words

ALBUM_NOTICES: dict[str, Callable[[P], str]] = {
    "album.folder_unusable": lambda p: fill(
        tr("The album cannot be saved in %1 (%2)."), p.get("folder", ""), reason_words(p)
    ),
    "album.write_failed": lambda p: fill(
        tr("The album could not be written (%1): nothing was kept."), reason_words(p)
    ),
    "album.saved": lambda p: fill(
        tr("The album is saved: %n page(s), in %1.", "Words", int_param(p, "pages", 0)),
        p.get("folder", ""),
    ),
    "album.pictures_missing": lambda p: tr(
        "%n card picture(s) could not be read: their places are left blank.",
        "Words",
        int_param(p, "count", 0),
    ),
    "album.folder_not_opened": lambda p: fill(
        tr("No file manager could open the folder: the album is in %1."), p.get("folder", "")
    ),
    "album.cancelled": lambda p: tr("The album was not saved: stopped before the end."),
    "album.no_game": lambda p: tr("There is no game to make an album of."),
    "album.failed": lambda p: tr("The album could not be made."),
}
NOTICES.update(ALBUM_NOTICES)
FALLBACK["album"] = lambda: tr("The album could not be made.")


class AlbumWords:
    """The album's own words (its page plan, dixit_desktop/album/plan.py, reads them here)."""

    @staticmethod
    def title() -> str:
        return tr("The story of our game")

    @staticmethod
    def turns(n: int) -> str:
        return tr("%n turn(s)", "Words", n)

    @staticmethod
    def players(n: int) -> str:
        return tr("%n player(s)", "Words", n)

    @staticmethod
    def points(n: int) -> str:
        return tr("%n point(s)", "Words", n)

    @staticmethod
    def turn_of(turn: int, total: int) -> str:
        return fill(tr("Turn %1 of %2"), turn, total)

    @staticmethod
    def told(name: str) -> str:
        return fill(tr("%1, the storyteller, said"), name)

    @staticmethod
    def storyteller_card() -> str:
        return tr("The storyteller's card")

    @staticmethod
    def voted_by(names: list[str]) -> str:
        return fill(tr("Votes: %1"), ", ".join(names)) if names else tr("No votes")

    @staticmethod
    def red_token() -> str:
        return tr("red token")

    @staticmethod
    def points_heading() -> str:
        return tr("Points this turn")

    @staticmethod
    def gained(points: int) -> str:
        return fill(tr("+%1"), points)

    @staticmethod
    def total(points: int) -> str:
        return fill(tr("%1 in all"), points)

    @staticmethod
    def the_end() -> str:
        return tr("The end")

    @staticmethod
    def track() -> str:
        return tr("Where the rabbits finished")

    @staticmethod
    def ranking() -> str:
        return tr("Final scores")

    @staticmethod
    def winner() -> str:
        return tr("winner")

    @staticmethod
    def picture_missing() -> str:
        return tr("picture missing")

    @staticmethod
    def look(colour_name: str, symbol_name: str) -> str:
        return fill(tr("%1 · %2"), tr(colour_name, "Colours"), tr(symbol_name, "Symbols"))

    @staticmethod
    def app_name() -> str:
        return "Dixit Desktop"
