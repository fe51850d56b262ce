"""The rabbits and symbols served to QML: drawn once per colour, symbol and size, then reused,
within a bounded amount of memory."""

from __future__ import annotations

from PySide6.QtCore import QSize

from dixit_desktop.look import art


def ask(provider: art.ArtProvider, image_id: str, edge: int) -> tuple[object, QSize]:
    size = QSize()
    img = provider.requestImage(image_id, size, QSize(edge, edge))
    return img, size


def test_a_rabbit_is_drawn_once_and_reused(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    drawn: list[tuple[int, str, str]] = []
    real = art.render_rabbit

    def counting(size: int, fill: str, symbol: str):  # type: ignore[no-untyped-def]
        drawn.append((size, fill, symbol))
        return real(size, fill, symbol)

    monkeypatch.setattr(art, "render_rabbit", counting)
    provider = art.ArtProvider("rabbit")
    first, size = ask(provider, "E69F00/star", 96)
    again, _ = ask(provider, "E69F00/star", 96)
    other, _ = ask(provider, "E69F00/heart", 96)
    bigger, big = ask(provider, "E69F00/star", 200)
    assert drawn == [(96, "#E69F00", "star"), (96, "#E69F00", "heart"), (200, "#E69F00", "star")]
    assert again is first and other is not first and bigger is not first
    assert (size.width(), size.height()) == (96, 96) and big.width() == 200


def test_the_cache_forgets_the_oldest_past_its_budget(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "CACHE_PIXELS", 3 * 64 * 64)
    provider = art.ArtProvider("symbol")
    for symbol in ("star", "heart", "moon", "leaf"):
        ask(provider, f"0072B2/{symbol}", 64)
    assert [k[2] for k in provider._cache] == ["heart", "moon", "leaf"]
    assert provider._pixels == 3 * 64 * 64
    ask(provider, "0072B2/heart", 64)  # used again: now the newest
    ask(provider, "0072B2/sun", 64)
    assert [k[2] for k in provider._cache] == ["leaf", "heart", "sun"]
