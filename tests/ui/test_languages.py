"""A whole game through the QML in German, one in Spanish and one in French (3 players, two of them
computer players, a deck just big enough for two turns): chosen in Settings, every screen in
the language with nothing left in English, the computer's clue in it too; then the language
switches on the end screen and the game's story follows at once, with no restart."""

from __future__ import annotations

import contextlib
import json
import time

import pytest
from pytestqt.exceptions import TimeoutError as WaitTimeout

from dixit_desktop.computer import load_vocabulary
from dixit_desktop.computer.phrases import phrases_or_empty
from dixit_desktop.computer.text import phrase_key, tokens
from dixit_desktop.devtools.translations import extract
from dixit_desktop.i18n import I18N_DIR, TRANSLATIONS
from dixit_desktop.rules import RULESETS
from dixit_desktop.session import Step

from .conftest import close_ui, open_ui
from .driver import Table
from .harness import find, still, texts

NEW_GAME = {"de": "Neues Spiel", "es": "Partida nueva", "fr": "Nouvelle partie"}
TURN = {"de": "Runde", "es": "Turno", "fr": "Tour", "en": "Turn"}


def english_only(lang: str) -> set[str]:
    """English texts that read differently in ``lang``: none may be on screen in ``lang``."""
    table = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    return {
        src
        for _ctx, src in extract()
        if "%" not in src and len(src) > 3 and isinstance(table.get(src), str) and table[src] != src
    }


class LanguageTable(Table):
    """The usual players, who also read every screen for a text left in English."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.english: set[str] = set()
        self.checked = 0

    def wait_screen(self, *steps: Step) -> Step:
        step = super().wait_screen(*steps)

        def left() -> list[str]:
            return sorted(self.english & set(texts(self.w)))

        # a screen may be read while its bindings still settle (once in CI, under load, the
        # setup screen's photos button was read in English just as it came up); what a player
        # would see is what is left once it has settled, within the usual wait
        with contextlib.suppress(WaitTimeout):  # said plainly below
            self.qtbot.waitUntil(lambda: not left(), timeout=10000)
        assert not left(), f"in English on {step.name}: {left()[:5]}"
        self.checked += 1
        return step


@pytest.mark.parametrize(("lang", "then"), [("de", "es"), ("es", "de"), ("fr", "en")])
def test_a_whole_game_in_a_language_and_its_story_in_another(qtbot, lang: str, then: str) -> None:
    t0 = time.monotonic()
    deck = RULESETS["classic"].min_deck_size(3) + 5  # a second turn: a computer tells
    ui = open_ui(qtbot, size=(1024, 600), deck_size=deck)
    try:
        table = LanguageTable(qtbot, ui, seed=7)
        table.wait_screen(Step.START)
        table.click("settingsButton")
        button = table._wait_item(f"language_{lang}")
        still(qtbot, button)  # the choices wrap in a Flow: aim once they are laid out
        table.click(f"language_{lang}")
        qtbot.waitUntil(lambda: TRANSLATIONS.language == lang, timeout=10000)
        table.click("backButton")
        table.wait_screen(Step.START)
        qtbot.waitUntil(lambda: find(ui.window, "newGameButton").property("text") == NEW_GAME[lang])
        table.english = english_only(lang)
        table.set_up("classic", 3, computers=2)
        table.play()
        g = ui.session.game
        assert g is not None and g.is_over and table.checked > 10
        vocab = load_vocabulary(lang)
        told = [t.clue.text for t in g.history if t.storyteller != 0]
        assert told, "no computer player told"
        said = phrases_or_empty(lang).by_text
        for clue in told:  # the computer storyteller spoke the table's language: a row of
            # its bank ("le bout du tunnel": neither word is in the vocabulary) or its words
            assert phrase_key(clue) in said or any(vocab.lemma(w) for w in tokens(clue)), clue
        # the end screen, then the story, switch language at once
        winners = ui.vms.round.winnersText
        table.click("storyButton")
        table.wait_screen(Step.STORY)
        story = "\n".join(texts(ui.window))
        assert f"{TURN[lang]} 1" in story, story[:300]
        ui.vms.settings.language = then
        qtbot.waitUntil(lambda: f"{TURN[then]} 1" in "\n".join(texts(ui.window)), timeout=10000)
        assert f"{TURN[lang]} 1" not in "\n".join(texts(ui.window))
        assert ui.vms.round.winnersText != winners
    finally:
        ui.vms.settings.language = "en"
        TRANSLATIONS.use("en")
        close_ui(qtbot, ui)
    print(f"whole game in {lang}: {time.monotonic() - t0:.1f} s")
