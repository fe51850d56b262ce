"""Sounds: synthesised WAV files, played at the right moments, silent when switched off."""

from __future__ import annotations

import wave
from pathlib import Path

from PySide6.QtCore import QObject

from dixit_desktop import app as appmod
from dixit_desktop.rules.rng import Rng
from dixit_desktop.session import Step
from dixit_desktop.storage import Store
from dixit_desktop.system.sound import NOTES, Sounds

from ..session.helpers import drive, specs, tell


def test_every_sound_is_a_valid_short_wav(tmp_path: Path) -> None:
    s = Sounds(tmp_path, player=lambda p: None)
    for name in NOTES:
        with wave.open(str(s.path(name))) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.05 < w.getnframes() / w.getframerate() < 2.0


def test_sounds_follow_the_game_and_the_setting(qapp, tmp_path: Path) -> None:
    played: list[str] = []
    sounds = Sounds(tmp_path / "s", player=lambda p: played.append(p.stem))
    owner = QObject()
    store = Store.open(tmp_path)
    parts = appmod.Parts(store=store, sounds=sounds, seed_source=lambda: 5)
    s, v = appmod.build(parts, owner)
    v.setup.prepare(specs(3), "pocket")
    v.setup.startGame()
    agent = Rng(3)
    while s.step is not Step.END:
        drive(s, agent)
    assert played.count("reveal") == 6 and played.count("end") == 1
    assert played.count("card") == 6 * (1 + 2 + 2) - 6  # every secret choice but the last
    v.settings.sound = False
    store.close()  # the app quits
    quiet = Sounds(tmp_path, player=lambda p: played.append("x"))
    parts2 = appmod.Parts(store=Store.open(tmp_path), sounds=quiet, seed_source=lambda: 5)
    again, v2 = appmod.build(parts2, owner)
    assert not v2.settings.sound  # remembered
    v2.setup.prepare(specs(3), "pocket")
    v2.setup.startGame()
    tell(again, "x")
    assert "x" not in played
