"""People's clues read through associations (issue 24, part 2): sayings, feelings and
references reach the cards, in four languages; a damaged table costs only itself; a clue
nobody can read is said so, and the computer chooses by the cards' look."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest

from dixit_desktop.computer import Brain, Level, LexiconDamagedError, decide, derive_rng
from dixit_desktop.computer.associations import (
    FILE,
    Associations,
    associations_or_empty,
    decode,
    encode,
    load_associations,
)
from dixit_desktop.computer.clueset import ClueSetError, load_clue_set, measure_clue_set
from dixit_desktop.computer.lemmas import split_compound
from dixit_desktop.computer.lexicon import LEXICON_DIR
from dixit_desktop.rules import PlayCards, Vote
from dixit_desktop.rules.views import RequestKind

from .decks import TINY
from .test_decisions import vote_view

IDS = list(TINY)


def table(links: dict[str, dict[str, dict[str, float]]]) -> Associations:
    """A small associations table written here (the app's format, packed as the build packs
    it)."""
    targets = sorted({t for per in links.values() for nb in per.values() for t in nb})
    ids = {t: i for i, t in enumerate(targets)}
    packed = {}
    for lang, per in links.items():
        keys = sorted(per)
        values = ["".join(encode(ids[t], w) for t, w in per[k].items()) for k in keys]
        packed[lang] = {"keys": "\n".join(keys), "values": "\n".join(values)}
    data = {"format": "dixit-desktop-associations", "targets": "\n".join(targets)}
    return Associations({**data, "links": packed})


@pytest.fixture(scope="module")
def hand_brain() -> Brain:
    """The tiny deck with a hand-made table: what each clue brings to mind is known here."""
    links = {
        "en": {
            "insomnia": {"night": 0.8, "sheep": 0.8},
            "jet lag": {"journey": 0.8, "time": 0.6},
            "guardian angel": {"safety": 0.8, "guidance": 0.7},
            "let go": {"freedom": 0.8},
            "ship of hope": {"guidance": 0.8},
            "don": {"warmth": 0.9},
        },
        "fr": {"lacher prise": {"freedom": 0.8, "escape": 0.6}},
        "de": {"schlaflos": {"night": 0.8}},
        "es": {"dejar ir": {"farewell": 0.8, "melting": 0.5}},
    }
    return Brain(TINY, associations=table(links))


@pytest.mark.parametrize(
    ("clue", "language", "card"),
    [
        ("Insomnia", "en", "t-owl"),
        ("jet lag", "en", "t-boat"),
        ("Guardian angel", "en", "t-light"),
        ("Lâcher prise", "fr", "t-cage"),
        ("Schlaflos", "de", "t-owl"),
        ("dejar ir", "es", "t-snowman"),
    ],
)
def test_a_clue_reaches_its_card_through_what_it_brings_to_mind(
    hand_brain: Brain, clue: str, language: str, card: str
) -> None:
    ranked = hand_brain.rank(clue, IDS, language)
    assert ranked[0][0] == card and ranked[0][1] > ranked[1][1], ranked


def test_a_reading_keeps_the_path_from_the_clue_to_the_card(hand_brain: Brain) -> None:
    reading = hand_brain.read("Jet lag", "en")
    assert reading.origin["journey"] == "jet lag"
    assert reading.via["journey"] == "jet lag"
    assert hand_brain.explain(reading, "t-boat") == ("jet lag", "journey")


def test_a_sayings_own_words_count_too_and_contractions_are_not_words(hand_brain: Brain) -> None:
    saying = hand_brain.read("Ship of hope", "en")
    assert saying.terms["guidance"] > saying.terms["ship"] > 0  # the meaning first
    negated = hand_brain.read("Don't let go", "en")
    assert "don" not in negated.words and "warmth" not in negated.terms  # not the verb *don*
    assert negated.origin["freedom"] == "let go"


def test_without_the_table_the_same_clues_read_nothing() -> None:
    """The associations are what reads them (a test that cannot pass without them)."""
    bare = Brain(TINY, associations=Associations())
    assert not bare.score_all(bare.read("jet lag", "en")).get("t-boat")


@pytest.mark.parametrize(
    ("clue", "language"),
    [
        ("Insomnia", "en"),
        ("Jet lag", "en"),
        ("Guardian angel", "en"),
        ("Down under", "en"),
        ("Letting go", "en"),
        ("Insomnie", "fr"),
        ("Schlaflos", "de"),
        ("Insomnio", "es"),
    ],
)
def test_the_shipped_table_reads_clues_people_gave_that_read_nothing_before(
    deck_brain: Brain, clue: str, language: str
) -> None:
    assert deck_brain.score_all(deck_brain.read(clue, language)), clue


def test_a_german_compound_is_read_by_its_parts() -> None:
    known = {"lagerfeuer", "geschichten", "stern", "himmel", "mond"}.__contains__
    assert split_compound("lagerfeuergeschichten", known) == ("lagerfeuer", "geschichten")
    assert split_compound("sternenhimmel", known) == ("stern", "himmel")
    assert split_compound("mondzzzzzz", known) == ()  # "mond" is too short alone
    assert split_compound("lagerfeuerzauber", known) == ("lagerfeuer",)
    assert split_compound("zzzzzzzz", known) == ()


def test_a_damaged_table_costs_only_itself(tmp_path: Path) -> None:
    (tmp_path / FILE).write_bytes(gzip.compress(b'{"format": "something else"}'))
    with pytest.raises(LexiconDamagedError):
        load_associations(tmp_path)
    assert len(associations_or_empty(tmp_path)) == 0
    (tmp_path / FILE).write_bytes(b"not gzip at all")
    load_associations.cache_clear()
    assert len(associations_or_empty(tmp_path)) == 0
    assert len(associations_or_empty(tmp_path / "missing")) == 0
    brain = Brain(TINY, associations=associations_or_empty(tmp_path))
    assert brain.rank("liberty", IDS, "en")[0][0] == "t-cage"  # the rest still reads


def test_a_damaged_link_costs_only_itself() -> None:
    targets = ("night", "sheep")
    assert decode("0009" + "~~~9" + "0018", targets) == (("night", 1.0), ("sheep", 8 / 9))
    assert decode("00", targets) == ()
    with pytest.raises(LexiconDamagedError):
        Associations({"format": "dixit-desktop-associations", "targets": "a", "links": []})
    data = {"keys": "a\nb", "values": "0009"}
    with pytest.raises(LexiconDamagedError):
        Associations(
            {"format": "dixit-desktop-associations", "targets": "a", "links": {"en": data}}
        )


def test_the_shipped_table_is_small_and_quick() -> None:
    path = LEXICON_DIR / FILE
    assert path.stat().st_size < 4_000_000
    data = json.loads(gzip.decompress(path.read_bytes()))
    assert set(data["links"]) == {"en", "fr", "de", "es"}


# --- a clue nobody can read -------------------------------------------------------------------


def test_a_clue_nobody_can_read_is_said_so_and_voted_by_the_look(tiny_brain: Brain) -> None:
    view, req = vote_view(IDS, "qqxv zzkw", mine=2)
    d = decide(view, req, tiny_brain, Level.SHARP, derive_rng(5, 1, 1, RequestKind.VOTE))
    assert d.code == "computer.vote.look" and d.params == {"word": "qqxv zzkw"}
    assert isinstance(d.action, Vote) and 2 not in d.action.slots
    again = decide(view, req, tiny_brain, Level.SHARP, derive_rng(5, 1, 1, RequestKind.VOTE))
    assert again == d  # seeded: a resumed game votes alike
    votes = {
        decide(view, req, tiny_brain, Level.SHARP, derive_rng(s, 1, 1, "vote")).action
        for s in range(12)
    }
    assert len(votes) > 1  # not always the first card


def test_a_clue_it_reads_is_not_called_a_guess(tiny_brain: Brain) -> None:
    view, req = vote_view(IDS, "liberty", mine=1)
    d = decide(view, req, tiny_brain, Level.SHARP, derive_rng(5, 1, 1, RequestKind.VOTE))
    assert d.code != "computer.vote.look"


def test_a_card_played_to_a_clue_nobody_can_read_is_said_so(tiny_brain: Brain) -> None:
    from dataclasses import replace

    from dixit_desktop.rules.views import Phase, Request

    view, _ = vote_view(IDS, "qqxv zzkw", mine=1)
    req = Request(RequestKind.PLAY, cards=1)
    view = replace(view, phase=Phase.PLAY, board=(), hand=tuple(IDS), my_slots=(), request=req)
    d = decide(view, req, tiny_brain, Level.GENTLE, random.Random(3))
    assert d.code == "computer.play.look" and isinstance(d.action, PlayCards)


# --- measuring a set of people's clues ---------------------------------------------------------


def test_a_clue_set_is_measured_on_seeded_boards(hand_brain: Brain, tmp_path: Path) -> None:
    entries = [
        {"card": "t-owl", "clue": "Insomnia", "language": "en", "writer": "A"},
        {"card": "t-cage", "clue": "lâcher prise", "language": "fr", "writer": "A"},
        {"card": "t-boat", "clue": "qqxv", "language": "en", "writer": "A"},
    ]
    path = tmp_path / "set.json"
    path.write_text(json.dumps(entries), encoding="utf-8")
    clues = load_clue_set(path, hand_brain.card_ids)
    result = measure_clue_set(clues, hand_brain, TINY, boards=3, seed=7)
    assert result["clues"] == 3 and result["no_reading"] == 1 and result["unread"] == ["qqxv"]
    assert result["per_clue"][0]["right"] == 1.0
    assert result["per_clue"][2]["right"] == pytest.approx(1 / 6, abs=0.01)  # a fair tie
    assert result == measure_clue_set(clues, hand_brain, TINY, boards=3, seed=7)
    path.write_text(json.dumps([{"card": "nope", "clue": "x"}]), encoding="utf-8")
    with pytest.raises(ClueSetError):
        load_clue_set(path, hand_brain.card_ids)


def test_guess_shows_the_associations_it_followed(hand_brain: Brain) -> None:
    from dixit_desktop.computer.measure import NO_READING, guess

    out = guess("Jet lag", IDS, "en", brain=hand_brain)
    assert out["cards"][0]["card"] == "t-boat"
    assert out["cards"][0]["paths"][0] == "jet lag -> journey"
    assert "jet lag -> journey" in out["reading"]
    assert guess("qqxv zzkw", IDS, "en", brain=hand_brain)["reading"] == NO_READING
    from dixit_desktop.computer.measure import guess_lines

    lines = guess_lines(out)
    assert lines[0].startswith("“Jet lag” (en): jet lag -> journey")
    assert lines[1].startswith("1. t-boat") and "jet lag -> journey" in lines[1]
    unread = guess_lines(guess("qqxv zzkw", IDS, "en", brain=hand_brain))
    assert unread[0] == "“qqxv zzkw” (en): no reading: guessing from the look"


def test_guess_set_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from dixit_desktop.cli import main

    path = tmp_path / "set.json"
    path.write_text(json.dumps([{"card": "dd-044", "clue": "Insomnia"}]), encoding="utf-8")
    assert main(["guess", "--set", str(path), "--boards", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clues"] == 1 and out["boards_per_clue"] == 2 and out["no_reading"] == 0
    path.write_text("[{", encoding="utf-8")
    assert main(["guess", "--set", str(path)]) == 2
    assert "cannot be read" in capsys.readouterr().err
