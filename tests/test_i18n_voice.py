"""How the game speaks to the player in front of it: French says "tu" (never "vous", which
mixed with "tu" from screen to screen), and no language takes the player for a man ("du bist
der Erzähler", "als Einziger", "eres el narrador"): the storyteller's turn is said with the
verb ("du erzählst", "à toi de raconter", "te toca contar")."""

from __future__ import annotations

import json
import re

import pytest

from dixit_desktop.i18n import I18N_DIR

NOT_VERBS = {"chez", "assez", "nez"}  # French words in -ez that are not a "vous" verb


def _translations(lang: str) -> dict[str, list[str]]:
    table = json.loads((I18N_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    return {src: (v if isinstance(v, list) else [v]) for src, v in table.items()}


def test_french_says_tu_throughout() -> None:
    found = []
    for src, forms in _translations("fr").items():
        for text in forms:
            words = re.findall(
                r"\b(?:vous|votre|vos|faites|dites|êtes)\b|\b\w+ez\b", text, re.IGNORECASE
            )
            words = [w for w in words if w.lower() not in NOT_VERBS]
            if words:
                found.append(f"{src!r} -> {text!r} ({', '.join(words)})")
    assert not found, "French speaking with 'vous':\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("lang", "masculine"),
    [
        ("de", r"Erzähler|\bEinzige[rn]?\b|\bdu bist der\b"),
        ("es", r"\beres el\b|\b[Ee]l único\b|\buno solo\b"),
        ("fr", r"(?i)\btu es le\b|\ble seul\b|\bun seul (?:qui|a|trouve)\b|\blui et\b"),
    ],
)
def test_no_player_is_taken_for_a_man(lang: str, masculine: str) -> None:
    found = [
        f"{src!r} -> {text!r}"
        for src, forms in _translations(lang).items()
        for text in forms
        if re.search(masculine, text)
    ]
    assert not found, f"{lang}: a player taken for a man:\n" + "\n".join(found)
