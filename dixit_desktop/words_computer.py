"""The computer players' words: what they are doing, and why they told, played or voted as they
did (codes: dixit_desktop/computer/decision.py, errors.py; session/computers.py). Registered
into :data:`dixit_desktop.words_base.NOTICES` at import (:mod:`dixit_desktop.words` imports
this)."""

from __future__ import annotations

from collections.abc import Callable

from dixit_desktop.words_base import NOTICES, P, fill, sentences, tr


def _who(p: P) -> str:
    return str(p.get("name", "")) or tr("A computer player")


def _word(p: P) -> str:
    return str(p.get("word", ""))


def _concept(p: P) -> str:
    """A computer player's reason names one of the card's own terms, kept in English and said
    here in the language on screen (so a language switch says it anew); "" when that language
    has no word for it, and the reason is then said without it: never English in another
    language."""
    term = str(p.get("concept", ""))
    from dixit_desktop.i18n import TRANSLATIONS

    language = TRANSLATIONS.language
    if not term or language == "en":
        return term
    try:
        from dixit_desktop.computer import load_vocabulary

        found = load_vocabulary(language).from_english.get(term)
    except Exception:  # a missing or damaged word list: the reason without the term
        return ""
    return found[0] if found else ""


def _why(p: P, with_: str, without: str, *keys: str) -> str:
    """A reason naming the card's term where the language has a word for it, else without it
    (``keys`` are the parameters after the player's name, ``concept`` among them)."""
    concept = _concept(p)
    if concept:
        return fill(with_, _who(p), *[concept if k == "concept" else _word(p) for k in keys])
    return fill(without, _who(p), _word(p))


COMPUTER_NOTICES: dict[str, Callable[[P], str]] = {
    "computer.doing.clue": lambda p: fill(tr("%1 is thinking of a story…"), _who(p)),
    "computer.doing.play": lambda p: fill(tr("%1 is choosing a card…"), _who(p)),
    "computer.doing.vote": lambda p: fill(tr("%1 is voting…"), _who(p)),
    "computer.doing.giver": lambda p: fill(tr("%1's team is choosing who plays…"), _who(p)),
    "computer.clue.thought": lambda p: _why(
        p, tr("%1 thought of %2: “%3”"), tr("%1 chose the word “%2”."), "concept", "word"
    ),
    "computer.clue.party": lambda p: fill(
        tr("%1 chose words many cards could fit: “%2”"), _who(p), _word(p)
    ),
    "computer.giver.fits": lambda p: _why(
        p, tr("%1 has a card for “%2”: %3"), tr("%1 has a card for “%2”."), "word", "concept"
    ),
    "computer.giver.volunteers": lambda p: fill(tr("%1 offered to play for the team."), _who(p)),
    "computer.play.closest": lambda p: _why(
        p,
        tr("%1 played the card closest to “%2”: %3"),
        tr("%1 played the card closest to “%2”."),
        "word",
        "concept",
    ),
    "computer.play.decoy": lambda p: _why(
        p,
        tr("%1 played a card close to “%2” (%3), but not the closest."),
        tr("%1 played a card close to “%2”, but not the closest."),
        "word",
        "concept",
    ),
    "computer.play.guess": lambda p: fill(
        tr("Nothing in %1's hand fitted the clue: a hunch."), _who(p)
    ),
    "computer.vote.because": lambda p: _why(
        p,
        tr("%1 thought of %2: “%3”"),
        tr("%1 voted for the card that fitted “%2” best."),
        "concept",
        "word",
    ),
    "computer.vote.two": lambda p: _why(
        p,
        tr("%1 hesitated and voted twice, first for %2 (“%3”)."),
        tr("%1 hesitated over “%2” and voted twice."),
        "concept",
        "word",
    ),
    "computer.vote.hunch": lambda p: fill(tr("%1 followed a hunch."), _who(p)),
    "computer.vote.look": lambda p: fill(
        tr("%1 could make nothing of “%2”, so it guessed from the cards' look."), _who(p), _word(p)
    ),
    "computer.play.look": lambda p: fill(
        tr("%1 could make nothing of “%2”, so it played a card for its look."), _who(p), _word(p)
    ),
    "computer.clue.colour": lambda p: fill(
        tr("%1 could not read its words and named a colour of its card: “%2”"), _who(p), _word(p)
    ),
    "computer.play.colour": lambda p: fill(
        tr("%1 could not read the clue and played by the cards' colours."), _who(p)
    ),
    "computer.guessing": lambda p: tr(
        "The computer players' words could not be loaded, so they are guessing: they choose by"
        " the cards' colours."
    ),
    "setup.computers_no_words": lambda p: sentences(
        str(p.get("why", "")),
        tr(
            "Computer players cannot join a new game: installing Dixit Desktop again brings"
            " them back."
        ),
    ),
    "computer.vote.guess": lambda p: fill(tr("%1 could not read the clue and guessed."), _who(p)),
    "computer.vote.red_token": lambda p: _why(
        p,
        tr("%1 voted for %2 (“%3”) and put the red token on the crowd's next favourite."),
        tr(
            "%1 voted for the card closest to “%2” and put the red token on the crowd's"
            " next favourite."
        ),
        "concept",
        "word",
    ),
    "computer.error": lambda p: tr("The computer players cannot play here."),
    "computer.lexicon_missing": lambda p: tr(
        "The computer players' word list is missing from this installation."
    ),
    "computer.lexicon_damaged": lambda p: tr("The computer players' word list is damaged."),
    "computer.language_unknown": lambda p: tr(
        "The computer players do not speak this language yet: they play in English."
    ),
    "computer.deck_unsupported": lambda p: tr(
        "Computer players only know the game's own cards, not photos."
    ),
    "computer.card_unknown": lambda p: tr("A computer player does not know this card."),
    "computer.nothing_to_decide": lambda p: tr("There is nothing to choose right now."),
    "setup.needs_a_person": lambda p: tr(
        "At least one person must play: computer players need someone to play with."
    ),
    "setup.computers_need_the_deck": lambda p: tr(
        "Computer players only know the game's own cards: play with them, or make every "
        "seat a person."
    ),
    "setup.computers_unavailable": lambda p: tr(
        "Computer players cannot play on this installation: make every seat a person."
    ),
}
NOTICES.update(COMPUTER_NOTICES)
