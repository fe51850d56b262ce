"""Words in one place: every code the app can report has its words, in every language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from dixit_desktop import words
from dixit_desktop.notices import Notice

PACKAGE = Path(__file__).resolve().parents[1] / "dixit_desktop"


def _error_codes() -> set[str]:
    from dixit_desktop.rules import errors

    return {
        cls.code
        for cls in vars(errors).values()
        if isinstance(cls, type) and issubclass(cls, errors.DixitError)
    }


def _documented_codes(module: Path, prefix: str) -> set[str]:
    """Codes listed in a module's docstring table (``store.locked``...)."""
    doc = ast.get_docstring(ast.parse(module.read_text(encoding="utf-8"))) or ""
    return set(re.findall(rf"(?<![\w.])({prefix}\.[a-z_]+)\b", doc))


def _notice_literals() -> set[str]:
    """Every ``Notice("code", ...)`` written anywhere in the package."""
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "Notice"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(str(node.args[0].value))
    return found


def _computer_codes() -> set[str]:
    from dixit_desktop.computer import REASON_CODES, errors
    from dixit_desktop.session.computers import DOING

    return (
        set(REASON_CODES)
        | set(DOING.values())
        | {
            cls.code
            for cls in vars(errors).values()
            if isinstance(cls, type) and issubclass(cls, errors.ComputerError)
        }
    )


def all_codes() -> set[str]:
    return (
        _error_codes()
        | _computer_codes()
        | _documented_codes(PACKAGE / "storage" / "store.py", "store")
        | _documented_codes(PACKAGE / "deck" / "photos.py", "photo")
        | _documented_codes(PACKAGE / "deck" / "photos.py", "deck")
        | _documented_codes(PACKAGE / "drawing" / "errors.py", "drawing")
        | _documented_codes(PACKAGE / "drawing" / "errors.py", "family")
        | _notice_literals()
    )


def test_every_code_has_words() -> None:
    missing = sorted(c for c in all_codes() if c not in words.NOTICES)
    assert not missing, missing


@pytest.mark.parametrize("code", sorted(all_codes()))
def test_words_fill_in_without_parameters_or_with_junk(qapp, code: str) -> None:
    """A notice never crashes a screen, whatever its parameters."""
    assert words.text(Notice(code))
    junk = {k: "x" for k in ("name", "rules", "count", "seat", "file", "reason", "label")}
    assert words.text(Notice(code, junk))


def test_plurals_are_real_in_english(qapp) -> None:
    from dixit_desktop.i18n import TRANSLATIONS

    assert TRANSLATIONS.use("en")
    assert words.text(Notice("choice.pick_cards", {"count": 1})) == "Choose 1 card."
    assert words.text(Notice("choice.pick_cards", {"count": 2})) == "Choose 2 cards."


def test_french_gets_french(qapp) -> None:
    from dixit_desktop.i18n import TRANSLATIONS

    # one switch each way (switching per code, twice for each of the codes, took 12 s)
    try:
        assert TRANSLATIONS.use("en")
        english = {code: words.text(Notice(code)) for code in sorted(all_codes())}
        assert TRANSLATIONS.use("fr")
        for code, said in english.items():
            assert words.text(Notice(code)) != said or said.isdigit(), code
    finally:
        TRANSLATIONS.use("en")


def test_fill_replaces_in_one_pass() -> None:
    assert words.fill("%1 and %2", "a%2", "b") == "a%2 and b"


def test_a_clue_without_words_is_not_put_in_quotes(qapp) -> None:
    from dixit_desktop.rules import ClueKind

    assert words.clue_line("moon", ClueKind.TYPED) == "“moon”"
    assert words.clue_line("", ClueKind.ALOUD) == "(said aloud)"


def test_sentences_end_with_one_stop(qapp) -> None:  # type: ignore[no-untyped-def]
    """A card's description ends in a full stop; joined with ". " it was read "light.. Played
    by Ada" (issue 10, double full stops in accessible names)."""
    from dixit_desktop.words import sentences

    assert sentences("Card 3", "A cat in golden light.", "", "Played by Ada") == (
        "Card 3. A cat in golden light. Played by Ada."
    )
    assert sentences("Is it a door?", "Wait…", "  ") == "Is it a door? Wait…"
    assert sentences() == ""


def test_a_revealed_card_is_spoken_with_one_stop_between_sentences(qapp) -> None:  # type: ignore[no-untyped-def]
    from dixit_desktop.i18n import TRANSLATIONS
    from dixit_desktop.viewmodels.rows import spoken_card

    assert TRANSLATIONS.use("en")
    row = {
        "slot": 2, "description": "A kite over the sea.", "mine": False, "selected": 0,
        "red": False, "revealed": True, "ownerName": "Ada", "isStorytellerCard": True,
        "votes": [{"name": "Leo"}, {"name": "Mia"}],
    }  # fmt: skip
    said = spoken_card(row)
    assert said == (
        "Card 2. A kite over the sea. Played by Ada. The storyteller's card. 2 votes: Leo, Mia."
    )
    assert ".." not in said


def test_the_pickers_know_who_has_each_colour_and_rabbit(qapp) -> None:  # type: ignore[no-untyped-def]
    """The colour and rabbit pickers showed no mark of the seat's own choice or of who else
    held one (taking it swaps the two)."""
    from dixit_desktop.look.palette import COLOURS, SYMBOLS
    from dixit_desktop.session.table import TableDraft
    from dixit_desktop.viewmodels.rows import colour_rows, symbol_rows

    d = TableDraft(84)
    colours = {r["id"]: r for r in colour_rows(d)}
    symbols = {r["id"]: r for r in symbol_rows(d)}
    for seat, spec in enumerate(d.seats):
        assert (colours[spec.colour]["holderSeat"], colours[spec.colour]["holder"]) == (
            seat,
            spec.name,
        )
        assert symbols[spec.symbol]["holderSeat"] == seat
    free = [c.id for c in COLOURS if c.id not in {s.colour for s in d.seats}]
    assert colours[free[0]]["holderSeat"] == -1 and colours[free[0]]["holder"] == ""
    assert len(symbols) == len(SYMBOLS)


def test_a_computer_reason_never_names_a_card_term_in_english_in_another_language(qapp) -> None:  # type: ignore[no-untyped-def]
    """The reasons kept the card's term as said when the turn was played: in French, a term
    with no French word ("trust") showed in English, and a language switch left the old
    language inside the new sentence."""
    from dixit_desktop.i18n import TRANSLATIONS

    said = Notice("computer.vote.because", {"name": "Owl", "word": "porte", "concept": "freedom"})
    lost = Notice("computer.vote.because", {"name": "Owl", "word": "porte", "concept": "trust"})
    try:
        assert TRANSLATIONS.use("fr")
        assert words.text(said) == "Owl a pensé à liberté : « porte »"
        assert "trust" not in words.text(lost) and "porte" in words.text(lost)
        assert TRANSLATIONS.use("de")
        assert "liberté" not in words.text(said) and "porte" in words.text(said)
        assert TRANSLATIONS.use("en")
        assert words.text(said) == "Owl thought of freedom: “porte”"
    finally:
        TRANSLATIONS.use("en")


def test_a_saved_games_notice_says_its_reason(qapp) -> None:  # type: ignore[no-untyped-def]
    """The computer players' reason helper once took the store's ``_reason`` name in this
    module, and every store notice fell back to "Something went wrong" in silence."""
    said = words.text(Notice("store.read_failed", {"reason": "disk_full"}))
    assert "disk is full" in said, said


def test_icon_credits_are_in_the_language_on_screen_with_real_plurals(qapp) -> None:  # type: ignore[no-untyped-def]
    """The Credits screen said '1 icons from game-icons.net' in every language."""
    from dixit_desktop.i18n import TRANSLATIONS

    try:
        TRANSLATIONS.use("en")
        one = words.icon_credit("Skoll", ["pegasus"])
        assert one == {
            "title": "Icons made by Skoll",
            "detail": "1 icon from game-icons.net, CC BY 3.0: pegasus",
        }
        two = words.icon_credit("Lorc", ["cat", "paper-crane"])
        assert two["detail"] == "2 icons from game-icons.net, CC BY 3.0: cat, paper crane"
        TRANSLATIONS.use("fr")
        assert words.icon_credit("Skoll", ["pegasus"]) == {
            "title": "Icônes créées par Skoll",
            "detail": "1 icône de game-icons.net, CC BY 3.0 : pegasus",
        }
    finally:
        TRANSLATIONS.use("en")
