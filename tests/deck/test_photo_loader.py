"""Photo decks prepared on a worker thread: the window keeps ticking, cancel stops, failures
arrive as a DeckError with a code."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from dixit_desktop.deck import DeckError, PhotoDeckLoader
from dixit_desktop.deck import pictures as pictures_module

N = 30


def _thirty(d: Path, w: int, h: int) -> Path:
    """30 phone-like JPEGs (hard links of two: each path is its own card)."""
    base = []
    for k, colour in enumerate(((200, 120, 40), (40, 120, 200))):
        im = Image.new("RGB", (w, h), colour)
        for x in range(0, w, w // 20):
            im.paste((x % 255, 80, 255 - x % 255), (x, 0, x + w // 50, h))
        p = d / f"base{k}.tmp"
        im.save(p, "JPEG", quality=90)
        base.append(p)
    for i in range(N):
        os.link(base[i % 2], d / f"IMG_{i:04d}.jpg")
    for p in base:
        p.unlink()
    return d


@pytest.fixture(scope="module")
def big_photos(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Big enough that preparing them takes a while (about 4 megapixels each)."""
    return _thirty(tmp_path_factory.mktemp("big"), 1600, 2400)


@pytest.fixture(scope="module")
def thirty_photos(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Small and quick."""
    return _thirty(tmp_path_factory.mktemp("small"), 600, 900)


@pytest.fixture
def loader(qtbot: QtBot) -> Any:
    ld = PhotoDeckLoader()
    yield ld
    ld.shutdown()


def test_the_ui_thread_keeps_ticking_and_never_decodes(
    qtbot: QtBot, loader: Any, big_photos: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decoded_on: set[bool] = set()
    real_decode = pictures_module.decode

    def spy(path: Path, st: os.stat_result) -> QImage:
        decoded_on.add(threading.current_thread() is threading.main_thread())
        return real_decode(path, st)

    monkeypatch.setattr(pictures_module, "decode", spy)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    steps: list[tuple[int, int]] = []
    loader.progress.connect(lambda d, t: steps.append((d, t)))
    timer.start()
    start = time.perf_counter()
    with qtbot.waitSignal(loader.finished, timeout=60_000) as got:
        loader.start(big_photos, tmp_path / "cache", 10, "Classic with 6 players")
        assert loader.running
    took = time.perf_counter() - start
    timer.stop()
    deck, report = got.args
    assert deck is not None and len(deck) == N and report.decoded == N
    assert not loader.running
    assert steps == [(i, N) for i in range(N + 1)]
    assert decoded_on == {False}, "a picture was decoded on the UI thread"
    # The main thread's timer kept firing the whole time: no gap near the length of the work.
    gaps = [b - a for a, b in zip([start, *ticks], [*ticks, start + took], strict=True)]
    assert len(ticks) >= 10
    assert max(gaps) < max(0.25 * took, 0.1), (max(gaps), took)


def test_cancel_stops_soon_and_leaves_the_cache_consistent(
    qtbot: QtBot, loader: Any, big_photos: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "cache"
    seen: list[int] = []

    def on_progress(done: int, total: int) -> None:
        seen.append(done)
        if done == 2:
            loader.cancel()

    loader.progress.connect(on_progress)
    with qtbot.waitSignal(loader.finished, timeout=60_000) as got:
        loader.start(big_photos, cache, 10)
    deck, report = got.args
    assert deck is None and report.cancelled
    # The worker may have done a file or two more before the cancel crossed threads (the
    # builder's own test checks that it stops before the next file).
    assert 2 <= report.decoded < N // 2 and max(seen) < N // 2
    cached = sorted(cache.iterdir())
    assert len(cached) == report.decoded and all(p.suffix == ".jpg" for p in cached)
    assert all(QImage(str(p)).height() == 1200 for p in cached)
    # A new run finds them in the cache.
    loader.progress.disconnect(on_progress)
    with qtbot.waitSignal(loader.finished, timeout=60_000) as got:
        loader.start(big_photos, cache, 10)
    deck, report = got.args
    assert deck is not None and report.from_cache == len(cached)


def test_failures_arrive_as_deck_errors_with_codes(
    qtbot: QtBot, loader: Any, thirty_photos: Path, tmp_path: Path
) -> None:
    (tmp_path / "cache").write_text("a file")
    with qtbot.waitSignal(loader.failed, timeout=10_000) as got:
        loader.start(thirty_photos, tmp_path / "cache", 10)
    (err,) = got.args
    assert isinstance(err, DeckError) and err.code == "deck.cache_not_a_folder"
    with qtbot.waitSignal(loader.failed, timeout=60_000) as got:
        loader.start(thirty_photos, tmp_path / "cache2", 40, "Classic with 6 players")
    (err,) = got.args
    assert err.notice.code == "deck.too_few_pictures" and err.params["needed"] == 40
    assert err.report is not None and len(err.report.used) == N


def test_a_second_start_drops_the_first_runs_results(
    qtbot: QtBot, loader: Any, thirty_photos: Path, tmp_path: Path
) -> None:
    results: list[Any] = []
    loader.finished.connect(lambda deck, report: results.append((deck, report)))
    loader.start(thirty_photos, tmp_path / "a", 10)
    with qtbot.waitSignal(loader.finished, timeout=60_000):
        loader.start(thirty_photos, tmp_path / "b", 10)
    assert loader.wait()
    QCoreApplication.processEvents()  # deliver any stray queued signal of the first run
    assert len(results) == 1 and results[0][0] is not None


def test_a_cancel_during_the_last_file_is_still_a_cancel(
    qtbot: QtBot, loader: Any, thirty_photos: Path, tmp_path: Path
) -> None:
    """Whatever the moment, a cancel ends in finished(None, report), never a deck or an error
    (here too few pictures would have been an error)."""
    loader.progress.connect(lambda d, t: loader.cancel() if d == t else None)
    with qtbot.waitSignal(loader.finished, timeout=60_000) as got:
        loader.start(thirty_photos, tmp_path / "cache", 99)
    deck, report = got.args
    assert deck is None and report.cancelled and report.decoded == N
