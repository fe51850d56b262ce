"""Sounds: synthesised WAV files, played at the right moments, silent when switched off."""

from __future__ import annotations

import wave
from dataclasses import replace
from pathlib import Path

from dixit_desktop.rules.rng import Rng
from dixit_desktop.storage import Store
from dixit_desktop.system.sound import NOTES, Sounds
from dixit_desktop.table.controller import Table

from .test_controller import tell
from .test_models import drive, services, specs


def test_every_sound_is_a_valid_short_wav(tmp_path: Path) -> None:
    s = Sounds(tmp_path, player=lambda p: None)
    for name in NOTES:
        with wave.open(str(s.path(name))) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.05 < w.getnframes() / w.getframerate() < 2.0


def test_sounds_follow_the_game_and_the_setting(tmp_path: Path) -> None:
    played: list[str] = []
    sounds = Sounds(tmp_path / "s", player=lambda p: played.append(p.stem))
    store = Store.open(tmp_path)
    t = Table(replace(services(), store=store, sounds=sounds))
    t.setup.prepare(specs(3), "pocket")
    t.startGame()
    agent = Rng(3)
    while t.screen != "end":
        drive(t, agent)
    assert played.count("reveal") == 6 and played.count("end") == 1
    assert played.count("card") == 6 * (1 + 2 + 2) - 6  # every secret choice but the last
    t.sound = False
    again = Table(
        replace(
            services(),
            store=Store.open(tmp_path),
            sounds=Sounds(tmp_path, player=lambda p: played.append("x")),
        )
    )
    assert not again.sound  # remembered
    again.setup.prepare(specs(3), "pocket")
    again.startGame()
    tell(again, "x")
    assert "x" not in played
