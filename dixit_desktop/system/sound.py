"""Small game sounds, made by our own code and played with what the system has.

The sounds (a soft card tap, a chime at the reveal, a little fanfare at the end, a quiet nudge
when a gentle timer runs out) are synthesised once into WAV files in a cache folder, so
nothing is shipped or downloaded.
Playing uses the platform's own player without blocking the game: ``winsound`` on Windows,
``afplay`` on macOS, ``paplay``/``aplay``/``pw-play`` on Linux. Where none is found the game
is simply silent (Qt Multimedia is not part of PySide6-Essentials).
"""

from __future__ import annotations

import logging
import math
import shutil
import struct
import subprocess
import sys
import wave
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

RATE = 22050

# name -> list of (frequency Hz, start s, duration s, volume 0..1)
NOTES: dict[str, list[tuple[float, float, float, float]]] = {
    "card": [(660.0, 0.0, 0.07, 0.35), (880.0, 0.03, 0.06, 0.2)],
    "reveal": [(523.25, 0.0, 0.5, 0.3), (659.25, 0.08, 0.5, 0.3), (783.99, 0.16, 0.6, 0.3)],
    "end": [
        (523.25, 0.0, 0.18, 0.3),
        (659.25, 0.16, 0.18, 0.3),
        (783.99, 0.32, 0.18, 0.3),
        (1046.5, 0.48, 0.7, 0.35),
    ],
    # a gentle timer has run out: two low, quiet notes, falling (a hint, never an alarm)
    "nudge": [(587.33, 0.0, 0.45, 0.16), (440.0, 0.22, 0.6, 0.14)],
}


def synthesise(name: str, path: Path) -> Path:
    """Write the sound ``name`` as a 16-bit mono WAV (soft sine bells with a decay)."""
    notes = NOTES[name]
    length = max(start + dur for _f, start, dur, _v in notes) + 0.05
    frames = int(length * RATE)
    samples = [0.0] * frames
    for freq, start, dur, vol in notes:
        first = int(start * RATE)
        for i in range(int(dur * RATE)):
            t = i / RATE
            envelope = min(1.0, t * 200) * math.exp(-t * 6.0 / dur)
            samples[first + i] += vol * envelope * math.sin(2 * math.pi * freq * t)
    peak = max(1.0, max(abs(s) for s in samples))
    data = b"".join(struct.pack("<h", int(32767 * 0.9 * s / peak)) for s in samples)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
    return path


def system_player() -> Callable[[Path], None] | None:
    """A function that starts playing a WAV file without waiting, or None."""
    if sys.platform == "win32":
        import winsound

        def play_windows(path: Path) -> None:
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)  # type: ignore[attr-defined]

        return play_windows
    for command in (["afplay"], ["paplay"], ["pw-play"], ["aplay", "-q"]):
        exe = shutil.which(command[0])
        if exe:

            def play_with(path: Path, argv: list[str] = [exe, *command[1:]]) -> None:  # noqa: B006
                subprocess.Popen(
                    [*argv, str(path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                )

            return play_with
    return None


class Sounds:
    """Plays the game's sounds when enabled; never raises."""

    def __init__(self, cache: Path, player: Callable[[Path], None] | None = None) -> None:
        self._cache = cache
        self._player = player if player is not None else system_player()
        self.enabled = True

    @property
    def available(self) -> bool:
        return self._player is not None

    def path(self, name: str) -> Path:
        target = self._cache / f"{name}.wav"
        if not target.exists():
            synthesise(name, target)
        return target

    def play(self, name: str) -> None:
        if not self.enabled or self._player is None:
            return
        try:
            self._player(self.path(name))
        except (OSError, ValueError) as e:
            log.info("cannot play sound %s: %s", name, e)
