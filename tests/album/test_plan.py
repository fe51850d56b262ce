"""The album's page plan: known answers on seeded games, in milliseconds (no painting)."""

from __future__ import annotations

import pytest

from dixit_desktop.album.page import GOLD
from dixit_desktop.album.plan import (
    A4,
    LETTER,
    AlbumInfo,
    Box,
    CardPicture,
    RabbitArt,
    Shape,
    Words,
    board_grid,
    plan_album,
    track_spaces,
)
from dixit_desktop.rules import ClueKind

from .helpers import big_game, small_game


@pytest.fixture(autouse=True)
def english(qapp):  # type: ignore[no-untyped-def]
    from dixit_desktop.i18n import TRANSLATIONS

    TRANSLATIONS.use("en")


def test_a_small_game_has_a_cover_a_page_per_turn_and_an_end() -> None:
    game, specs = small_game()
    pages = plan_album(game, specs, AlbumInfo("12 March 2025"))
    assert len(game.history) == 14
    assert [p.kind for p in pages] == ["cover"] + ["turn"] * 14 + ["end"]
    assert [p.number for p in pages] == list(range(1, 17))
    cover = pages[0].words()
    assert "The story of our game" in cover
    assert "Classic · 12 March 2025 · 3 players · 14 turns" in cover
    assert "Ada wins!" in cover
    assert {"Mia", "Leo", "Ada"} <= set(cover)
    assert "Turquoise · triangle" in cover and "31 points" in cover
    assert "12 March 2025" not in " ".join(cover[-3:])  # the cover has no folio


def test_a_turn_page_names_the_storyteller_the_clue_every_card_and_the_points() -> None:
    game, specs = small_game()
    rec = game.history[3]
    page = plan_album(game, specs, AlbumInfo("12 March 2025"))[4]
    words = page.words()
    assert words[0] == "Turn 4 of 14"
    assert f"{specs[rec.storyteller].name}, the storyteller, said" in words
    assert "“clue 4”" in words if rec.clue.kind is ClueKind.TYPED else "(said aloud)" in words
    cards = page.cards()
    assert [c.card_id for c in cards] == list(rec.board)
    assert [c.storyteller for c in cards] == [rec.storyteller_slot == i + 1 for i in range(5)]
    assert words.count("The storyteller's card") == 1
    voters = {specs[p].name for p, _slots in rec.votes}
    assert any(w.startswith("Votes: ") and w[7:].split(", ")[0] in voters for w in words)
    assert "Points this turn" in words
    for line in rec.scores:
        i = words.index(specs[line.unit].name, words.index("Points this turn"))
        assert words[i + 1 : i + 3] == [f"+{line.points}", f"{rec.totals[line.unit]} in all"]
    assert words[-2:] == ["5", "Classic"]  # the folio: page number, rule set


def test_a_clue_said_aloud_says_so() -> None:
    game, specs = small_game()
    aloud = [r for r in game.history if r.clue.kind is ClueKind.ALOUD]
    assert aloud, "the seeded game has a clue said aloud"
    page = plan_album(game, specs, AlbumInfo("d"))[aloud[0].number]
    assert "(said aloud)" in page.words()


def test_the_end_ranks_everyone_and_puts_each_rabbit_on_its_score() -> None:
    game, specs = big_game()
    pages = plan_album(game, specs, AlbumInfo("12 March 2025"))
    assert len(pages) == 32
    end = pages[-1]
    words = end.words()
    assert words[:2] == ["The end", "Zoe wins!"]
    assert "Zoe · winner" in words and "80 points" in words
    assert track_spaces(game) == 80
    assert track_spaces(small_game()[0]) == 35  # 31 points: to the next five, no lone row
    assert sum(1 for w in words if w.endswith(" points")) == 12
    tiles = [i for i in end.items if getattr(i, "kind", "") == "tile"]
    assert len(tiles) == 81
    rabbits_on_track = [i for i in end.items if isinstance(i, RabbitArt)][-12:]
    assert len(rabbits_on_track) == 12


@pytest.mark.parametrize("size", [A4, LETTER], ids=["a4", "letter"])
def test_everything_stays_inside_the_margins(size) -> None:  # type: ignore[no-untyped-def]
    for game, specs in (small_game(), big_game()):
        for page in plan_album(game, specs, AlbumInfo("12 March 2025", size)):
            for item in page.items:
                b: Box = item.box
                assert b.x >= 17.9 and b.right <= size.width - 17.9, (page.number, item)
                assert b.y >= 19.9 and b.bottom <= size.height - 10, (page.number, item)
                if isinstance(item, CardPicture):
                    assert b.w >= 20 and b.bottom <= size.height - 24
                if isinstance(item, Words):
                    assert item.text.strip()


def test_cards_are_as_large_as_the_board_allows() -> None:
    assert board_grid(12, Box(0, 0, 174, 120), 12.0, 5.0)[0] == 6
    cols, w = board_grid(5, Box(0, 0, 174, 150), 12.0, 5.0)
    assert cols == 3 and 40 < w < 45
    assert board_grid(1, Box(0, 0, 174, 150), 12.0)[1] == 70.0  # never larger than a card


def test_a_small_table_stands_its_first_three_on_a_podium_that_fills_the_page() -> None:
    game, specs = small_game()
    end = plan_album(game, specs, AlbumInfo("12 March 2025"))[-1]
    steps = [i for i in end.items if isinstance(i, Shape) and i.kind == "panel"]
    assert len(steps) == 3
    second, first, third = steps
    assert first.fill == GOLD and first.box.h > second.box.h > third.box.h
    assert second.box.x < first.box.x < third.box.x
    # the ranking ends near the bottom margin, not half way down the page
    lowest = max(i.box.bottom for i in end.items)
    assert lowest > A4.height - 60
    # twelve players leave no room: the track and the ranking as before, no podium
    big = plan_album(*big_game(), AlbumInfo("12 March 2025"))[-1]
    assert not [i for i in big.items if isinstance(i, Shape) and i.kind == "panel"]
