"""The shipped reading font draws a plain zero: "30 points", never "3Ø points"."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QRawFont

from dixit_desktop import paths

READING_FONTS = sorted(paths.FONTS.glob("atkinson-hyperlegible-*.woff2"))


@pytest.mark.parametrize("path", READING_FONTS, ids=lambda p: p.stem)
def test_the_reading_font_has_a_plain_zero(qapp, path) -> None:  # type: ignore[no-untyped-def]
    """Atkinson Hyperlegible's zero is slashed (three contours: the oval and the two halves of
    its counter); ours is patched to one counter, like the letter O (resources/fonts/README.md)."""
    font = QRawFont(str(path), 64)
    assert font.isValid(), path
    (zero,) = font.glyphIndexesForString("0")
    (letter_o,) = font.glyphIndexesForString("O")
    contours = len(font.pathForGlyph(zero).toSubpathPolygons())
    assert contours == 2 == len(font.pathForGlyph(letter_o).toSubpathPolygons()), contours
    # still narrower than the O, so that 0 and O stay apart
    assert font.boundingRect(zero).width() < 0.9 * font.boundingRect(letter_o).width()


def test_both_weights_are_shipped() -> None:
    assert [p.name for p in READING_FONTS] == [
        "atkinson-hyperlegible-latin-400-normal.woff2",
        "atkinson-hyperlegible-latin-700-normal.woff2",
    ]
