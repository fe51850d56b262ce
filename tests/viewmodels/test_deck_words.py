"""The built-in deck's card descriptions in the language on screen: what a screen reader hears
for a card in the hand and on the board follows a language switch at once."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QObject

from dixit_desktop import app as appmod
from dixit_desktop.i18n import I18N_DIR, TRANSLATIONS
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step

from ..session.helpers import drive, specs


def _switch(vms, lang: str) -> None:
    """What Settings' language change does (app.wire's use_language), without the engine."""
    assert TRANSLATIONS.use(lang)
    for vm in vms.all():
        retranslate = getattr(vm, "retranslate", None)
        if retranslate is not None:
            retranslate()


@pytest.fixture
def table(qapp):
    deck, problem = appmod.builtin_deck()
    if deck is None:
        pytest.skip(f"the built-in deck is not there: {problem}")
    TRANSLATIONS.use("en")
    owner = QObject()
    parts = appmod.Parts(deck=deck, seed_source=lambda: 3, min_hold_ms=0)
    session, vms = appmod.build(parts, owner)
    vms.settings.setProperty("holdMs", 0)
    vms.setup.prepare(specs(4), "classic")
    vms.setup.startGame()
    yield deck, session, vms
    TRANSLATIONS.use("en")
    del owner


@pytest.mark.parametrize("lang", ["fr", "de", "es"])
def test_a_screen_reader_hears_the_cards_in_the_new_language(table, lang: str) -> None:
    deck, s, v = table
    words = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    s.confirm_handoff()  # the storyteller's hand on screen
    assert s.step is Step.CLUE
    hand = v.choice.hand.rows()
    card = hand[0]["cardId"]
    english = deck.description(card)
    assert english and hand[0]["description"] == english
    _switch(v, lang)
    heard = v.choice.hand.rows()[0]["description"]
    assert heard == words[english] and heard != english  # the hand, rebuilt at once

    agent = Rng(1)
    while s.step is not Step.BOARD:  # everyone plays; the board is public
        drive(s, agent)
    board = v.round.board.rows()
    assert board, "the board shows the cards played"
    for row in board:
        said = words[deck.description(row["cardId"])]
        assert row["description"] == said and said in row["spoken"]
    _switch(v, "en")
    row = v.round.board.rows()[0]
    assert row["description"] == deck.description(row["cardId"])  # and back to English
