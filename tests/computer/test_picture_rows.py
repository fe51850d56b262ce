"""Rows written for one picture of the built-in deck (``recipe:<name>``, issue 24 after the
third blind reading): read from the banks, given only for that picture's cards, never heard
by a guesser as anything but their words, and written for every picture in every language."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from dixit_desktop.computer import Brain, Level, cluebank, decide, derive_rng
from dixit_desktop.computer.cluebank import card_phrases, refusal
from dixit_desktop.computer.lexicon import LANGUAGES
from dixit_desktop.computer.measure import builtin_brain
from dixit_desktop.computer.phrases import (
    RECIPE,
    known_phrase_terms,
    load_phrases,
    parse_phrases,
    row_problem,
)
from dixit_desktop.rules import GiveClue

from .test_decisions import clue_view

MIN_GIVEN = 3
"""Rows the storyteller may give (they pass every filter of :mod:`.cluebank`) for each picture
of the deck, in each language."""


@pytest.fixture(scope="module")
def brain() -> Brain:
    return builtin_brain()


def recipes(brain: Brain) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for cid in brain.card_ids:
        out.setdefault(str(brain.metadata[cid].get("recipe", "")), []).append(cid)
    return out


def test_a_picture_row_is_read_with_its_recipe_name_kept_whole() -> None:
    raw = (
        b"recipe:knitting-the-river\ttwist\tgrandma's longest scarf\n"
        b"recipe:Knitting the River\ttwist\ta name no recipe has\n"
        b"recipe:\tphrase\tno recipe at all\n"
        b"home\tphrase\thome sweet home\n"
    )
    bank = parse_phrases("en", raw)
    assert bank.damaged_rows == 2
    (row,) = bank.by_key["recipe:knitting-the-river"]
    assert (row.recipe, row.term, row.kind) == ("knitting-the-river", "", "twist")
    assert bank.by_key["home"][0].recipe == ""
    assert row_problem("recipe:two--dashes", "twist", "a clue", "en") == "no recipe"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_row_names_a_recipe_of_the_deck(brain: Brain, language: str) -> None:
    """A picture replaced in the deck (issue 23) leaves no rows behind for a picture that is
    gone: its rows must be written again, looking at the new one."""
    keys = {k.removeprefix(RECIPE) for k in load_phrases(language).by_key if k.startswith(RECIPE)}
    assert keys, language
    assert keys <= set(recipes(brain)), sorted(keys - set(recipes(brain)))


@pytest.mark.parametrize("language", LANGUAGES)
def test_picture_rows_are_given_for_their_own_cards_only(brain: Brain, language: str) -> None:
    given: dict[str, int] = {}
    for recipe, cards in recipes(brain).items():
        texts: set[str] = set()
        for cid in cards:
            for _w, phrase in card_phrases(brain.card(cid), brain, language):
                if phrase.recipe:
                    assert phrase.recipe == recipe, (cid, phrase)
                    texts.add(phrase.folded)
        given[recipe] = len(texts)
    short = {r: n for r, n in given.items() if n < MIN_GIVEN}
    assert not short, short


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_guesser_does_not_know_which_picture_a_row_was_written_for(language: str) -> None:
    bank = load_phrases(language)
    only_pictures = [
        folded
        for folded, keys in bank.by_text.items()
        if all(k.startswith(RECIPE) for k in keys)
        and all(folded not in load_phrases(o).by_text for o in LANGUAGES if o != language)
    ]
    assert only_pictures
    for folded in only_pictures:
        assert known_phrase_terms(folded, language) == (), folded


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_clue_of_a_picture_row_says_a_concept_of_its_card(brain: Brain, language: str) -> None:
    """The reason of a picture's own clue names what the picture is about ("thought of
    time"), never the row's key."""
    rng = random.Random(24)
    pictures = 0
    for seed in range(80):
        hand = rng.sample(sorted(brain.card_ids), 6)
        view, req = clue_view(hand)
        # gentle: a sharp storyteller rather gives a concept's row (telling.STORY_PLAIN)
        d = decide(view, req, brain, Level.GENTLE, derive_rng(seed, 1, 0, "clue"), language)
        assert isinstance(d.action, GiveClue)
        card = d.action.card
        assert card is not None
        concepts = brain.metadata[card]["concepts"]
        assert d.params["concept"] and not str(d.params["concept"]).startswith(RECIPE)
        rows = card_phrases(brain.card(card), brain, language)
        # A text both a picture's row and a concept's (a saying that fits both) may be either.
        texts = {p.text for _w, p in rows if p.recipe} - {p.text for _w, p in rows if not p.recipe}
        if d.action.text in texts:
            pictures += 1
            assert d.params["concept"] == concepts[0], d.params
    # German gentle storytellers give a picture's own row least often: 21 of 200 such hands
    # on deck 3.6 (English 51), 8 of these 80 (15 on deck 3.5), 7 on deck 3.9
    assert pictures >= 6, pictures


def test_a_saying_written_for_a_picture_may_name_what_it_draws(
    brain: Brain, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A picture's own saying or reference may name its main figure (its writer judged the
    double sense, looking at it); the same words as a twist, or as a concept's row, only name
    the picture and are refused."""
    card = next(c for c in brain.card_ids if brain.metadata[c]["recipe"] == "fox-at-the-window")
    raw = (  # a fox stands up at a lit cottage window on a snowy night, a mitten in its mouth
        b"recipe:fox-at-the-window\treference\tFantastic Mr Fox\n"
        b"recipe:fox-at-the-window\ttwist\tthe hungry fox's supper\n"
        b"longing\treference\tthe fantastic fox at the window\n"
    )
    monkeypatch.setattr(cluebank, "bank", lambda _language: parse_phrases("en", raw))
    key = ("phrases", card, "en", True)
    monkeypatch.delitem(brain.memo, key, raising=False)
    try:
        given = {p.text for _w, p in card_phrases(brain.card(card), brain, "en")}
    finally:
        brain.memo.pop(key, None)  # the real bank's rows, next time
    assert given == {"Fantastic Mr Fox"}


DRAWN = {
    # a thing a picture row may name <- its words in each language (folded)
    "cat|kitten": {"en": {"cat"}, "fr": {"chat"}, "de": {"katze", "kater"}, "es": {"gato"}},
    "whale": {"en": {"whale"}, "fr": {"baleine"}, "de": {"wal"}, "es": {"ballena"}},
    "sea": {"en": {"sea"}, "fr": {"mer"}, "de": {"meer"}, "es": {"mar"}},
    "island": {"en": {"island"}, "fr": {"ile"}, "de": {"insel"}, "es": {"isla"}},
    "shell": {"en": {"shell"}, "fr": {"coquille"}, "de": {"muschel"}, "es": {"concha"}},
    "winter|snow": {"en": {"winter"}, "fr": {"hiver"}, "de": {"winter"}, "es": {"invierno"}},
    "spring": {"en": set(), "fr": {"printemps"}, "de": {"fruhling"}, "es": {"primavera"}},
    "dog": {"en": {"dog"}, "fr": {"chien"}, "de": {"hund"}, "es": {"perro"}},
}
FIGURATIVE = {
    "the sea came up for air",  # a whale flying: the sea's creature, not the sea drawn
    "la mer a pris l'air",
    "das Meer macht einen Ausflug",
    "Tschüss, ich reise mit dem Meer",
    "das Meer an der Schnur",  # a manta ray flown as a kite
    "un círculo de primavera",  # a circle of sunny day with flowers in the night
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_picture_row_names_nothing_its_picture_does_not_show(brain: Brain, language: str) -> None:
    """Rows written for a picture repainted since may tell the old picture: a sea, an island
    or a whale behind the zipper that now opens onto the night, "the cat" for a rabbit whose
    shadow is a deer (18 such rows in four languages, found at stop 35). A row that names one
    of these things needs it in its picture's description or elements, or a reason here."""
    by_recipe = {str(m.get("recipe")): m for m in brain.metadata.values()}
    wrong = []
    for key, phrases in load_phrases(language).by_key.items():
        if not key.startswith(RECIPE):
            continue
        card = by_recipe[key.removeprefix(RECIPE)]
        elements = card.get("elements", [])
        seen = " ".join([str(card.get("description", ""))] + [str(e["label"]) for e in elements])
        for phrase in phrases:
            if phrase.text in FIGURATIVE:
                continue
            words = set(phrase.folded.split())
            for things, said in DRAWN.items():
                if words & said[language] and not any(t in seen.lower() for t in things.split("|")):
                    wrong.append((phrase.text, things))
    assert not wrong, wrong


def test_the_storyteller_says_why_it_would_never_give_a_row(brain: Brain) -> None:
    """``cluebank.refusal`` is the one check the storyteller's search and the painters' tool
    (packaging/lexicon/picture_rows.py) share: a new picture's first rows were mostly refused
    (deck 3.2), and the tool says why before they go in the banks."""
    rows = (
        "recipe:fox-at-the-window\tword\tAbracadabra\n"  # reaches nothing drawn
        "recipe:fox-at-the-window\tphrase\tThe sly fox\n"  # says the fox
        "recipe:fox-at-the-window\treference\tFantastic Mr Fox\n"  # may name it
    )
    phrases = parse_phrases("en", rows).by_key["recipe:fox-at-the-window"]
    (cid,) = recipes(brain)["fox-at-the-window"]
    why = [refusal(p, brain.card(cid), brain, "en")[0] for p in phrases]
    assert why == ["unseen", "names", None]
    given = {p.folded for _w, p in card_phrases(brain.card(cid), brain, "en")}
    shipped = load_phrases("en").by_key["recipe:fox-at-the-window"]
    assert {
        p.folded for p in shipped if refusal(p, brain.card(cid), brain, "en")[0] is None
    } <= given


def test_the_painters_tool_prints_each_rows_verdict(brain: Brain, tmp_path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
    try:
        from lexicon.picture_rows import report
    finally:
        sys.path.pop(0)
    candidates = {"en": [["word", "Abracadabra"], ["reference", "Fantastic Mr Fox"]]}
    lines = report(brain, "fox-at-the-window", candidates)
    assert lines[0].startswith("dd-021 shows: ") and "fox" in lines[0]
    assert any(line.split()[-1] == "unseen" and "Abracadabra" in line for line in lines)
    assert "en: 1 of 2 may be given" in lines and "fr: 0 of 0 may be given" in lines
    assert report(brain, "no-such-picture") == [
        "no card of the deck is painted from 'no-such-picture'"
    ]


def test_the_painters_tool_reads_rows_for_a_picture_not_yet_placed(
    brain: Brain, qapp: object
) -> None:
    """`--slot ID --seed S`: a picture staged in memory in a card's place. Staged as the card
    it already is (the octopus lighting the lamps, dd-005), it says what the deck says.
    (qapp: the icons are rasterised by Qt.)"""
    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "packaging"))
    try:
        from lexicon.picture_rows import as_if_placed, report
    finally:
        sys.path.pop(0)
    listing = json.loads((root / "resources" / "deck" / "recipes.json").read_text())
    seed = next(e["seed"] for e in listing if e["id"] == "dd-005")
    staged = as_if_placed(
        "octopus-lamplighter", "dd-005", seed, root / "resources" / "deck" / "dd-005.webp"
    )
    assert staged.metadata["dd-005"]["description"] == brain.metadata["dd-005"]["description"]
    assert staged.metadata["dd-005"]["elements"] == [
        {k: e.get(k) for k in ("icon", "label", "role", "tags", "bbox")}
        for e in brain.metadata["dd-005"]["elements"]
    ]
    assert report(staged, "octopus-lamplighter") == report(brain, "octopus-lamplighter")
