"""Player colours: contrast on every background they are drawn on (WCAG 2 relative luminance),
and twelve colours that stay apart for normal vision and simulated protanopia, deuteranopia
and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1.0, in linear RGB), measured
with CIEDE2000. Pure Python and numpy.

``python tests/test_palette.py sheet.png`` draws the swatch sheet (Pillow) that was looked at.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from dixit_desktop.look import palette
from dixit_desktop.look.palette import COLOURS, LEGACY, colour, colours_for

# The backgrounds the colours are drawn on (look/palette.py's THEME, written into Theme.qml).
NIGHT = {n: palette.THEME[n][0] for n in ("night", "nightDeep", "nightGlow")}
WOOD = {n: palette.THEME[n][0] for n in ("wood", "woodLight")}
PAPER = {n: palette.THEME[n][0] for n in ("paper", "paperShade")}

GRAPHIC = 3.0  # WCAG 1.4.11, non-text contrast: rabbits, tokens, frames
TEXT = 4.5  # WCAG 1.4.3: names written in a player's colour, text on the colour

# Minimum CIEDE2000 distance between any two of the twelve. 10 for normal vision is the usual
# "clearly different colours" bar for categorical palettes. Under a full (dichromat)
# simulation one colour axis is gone; twelve light colours that all reach 3:1 on the wooden
# track (relative luminance >= 0.51) reach about 6 at best, so 5.5 is the bar: still two to
# five times the just-noticeable difference (about 1 to 2.3), and every player also has a
# symbol of their own.
MIN_NORMAL = 10.0
MIN_SIMULATED = 5.5


# --- colour science ------------------------------------------------------------------------------


def srgb(hex_colour: str) -> np.ndarray:
    h = hex_colour.lstrip("#")
    assert len(h) == 6, hex_colour
    return np.array([int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)])


def to_linear(c: np.ndarray) -> np.ndarray:
    c = np.asarray(c, float)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def from_linear(lin: np.ndarray) -> np.ndarray:
    lin = np.clip(np.asarray(lin, float), 0, 1)
    return np.where(lin <= 0.0031308, 12.92 * lin, 1.055 * lin ** (1 / 2.4) - 0.055)


def luminance(c: np.ndarray) -> np.ndarray:
    return to_linear(c) @ np.array([0.2126, 0.7152, 0.0722])


def contrast(a: str, b: str) -> float:
    la, lb = float(luminance(srgb(a))), float(luminance(srgb(b)))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


MACHADO = {
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
    "tritanopia": np.array(
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ]
    ),
}


def simulate(rgb: np.ndarray, kind: str) -> np.ndarray:
    """What a dichromat sees of sRGB colours (rows, 0..1): the matrix acts on linear RGB."""
    return from_linear(np.clip(to_linear(rgb) @ MACHADO[kind].T, 0, 1))


_XYZ = np.array(
    [
        [0.4124564, 0.3575761, 0.1804375],
        [0.2126729, 0.7151522, 0.0721750],
        [0.0193339, 0.1191920, 0.9503041],
    ]
)
_D65 = np.array([0.95047, 1.0, 1.08883])


def lab(rgb: np.ndarray) -> np.ndarray:
    xyz = to_linear(rgb) @ _XYZ.T / _D65
    d = 6 / 29
    f = np.where(xyz > d**3, np.cbrt(xyz), xyz / (3 * d * d) + 4 / 29)
    return np.stack(
        [116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1
    )


def ciede2000(lab1: np.ndarray, lab2: np.ndarray) -> np.ndarray:
    """CIEDE2000 (Sharma, Wu & Dalal 2005), element-wise over the leading axes."""
    l1, a1, b1 = np.moveaxis(np.asarray(lab1, float), -1, 0)
    l2, a2, b2 = np.moveaxis(np.asarray(lab2, float), -1, 0)
    cm = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    g = 0.5 * (1 - np.sqrt(cm**7 / (cm**7 + 25.0**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    zero = c1p * c2p == 0
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(zero, 0, dh)
    d_l, d_c = l2 - l1, c2p - c1p
    d_h = 2 * np.sqrt(c1p * c2p) * np.sin(np.radians(dh / 2))
    lm, cpm, hs = (l1 + l2) / 2, (c1p + c2p) / 2, h1p + h2p
    hm = np.where(
        zero,
        hs,
        np.where(
            np.abs(h1p - h2p) <= 180, hs / 2, np.where(hs < 360, (hs + 360) / 2, (hs - 360) / 2)
        ),
    )
    t = (
        1
        - 0.17 * np.cos(np.radians(hm - 30))
        + 0.24 * np.cos(np.radians(2 * hm))
        + 0.32 * np.cos(np.radians(3 * hm + 6))
        - 0.20 * np.cos(np.radians(4 * hm - 63))
    )
    rc = 2 * np.sqrt(cpm**7 / (cpm**7 + 25.0**7))
    sl = 1 + 0.015 * (lm - 50) ** 2 / np.sqrt(20 + (lm - 50) ** 2)
    sc = 1 + 0.045 * cpm
    sh = 1 + 0.015 * cpm * t
    rt = -np.sin(np.radians(60 * np.exp(-(((hm - 275) / 25) ** 2)))) * rc
    return np.sqrt(
        (d_l / sl) ** 2 + (d_c / sc) ** 2 + (d_h / sh) ** 2 + rt * (d_c / sc) * (d_h / sh)
    )


VISIONS = ("normal", *MACHADO)


def min_distance(hexes: Sequence[str], vision: str) -> tuple[float, str, str]:
    """The closest pair of ``hexes`` as seen with ``vision``: (CIEDE2000, a, b)."""
    rgb = np.array([srgb(h) for h in hexes])
    seen = rgb if vision == "normal" else simulate(rgb, vision)
    i, j = np.triu_indices(len(hexes), 1)
    lb = lab(seen)
    d = ciede2000(lb[i], lb[j])
    k = int(d.argmin())
    return float(d[k]), hexes[i[k]], hexes[j[k]]


# --- the colour science is right ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 17, 18, 19, 20
        ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
        ((50, 0, 0), (50, -1, 2), 2.3669),
        ((50, 2.5, 0), (73, 25, -18), 27.1492),
        ((50, 2.5, 0), (61, -5, 29), 22.8977),
        ((50, 2.5, 0), (56, -27, -3), 31.9030),
        ((50, 2.5, 0), (58, 24, 15), 19.4535),
    ],
)
def test_ciede2000_known_answers(
    lab1: tuple[float, ...], lab2: tuple[float, ...], expected: float
) -> None:
    assert float(ciede2000(np.array(lab1), np.array(lab2))) == pytest.approx(expected, abs=1e-4)


def test_contrast_and_simulation_known_answers() -> None:
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    # Red and green collapse for a deuteranope; white and black stay.
    red, green = simulate(np.array([[1, 0, 0], [0, 0.5, 0]]), "deuteranopia")
    assert np.allclose(simulate(np.array([[1, 1, 1]]), "protanopia"), 1, atol=1e-3)
    assert np.allclose(simulate(np.array([[0, 0, 0]]), "tritanopia"), 0)
    d_normal = ciede2000(lab(np.array([1, 0, 0])), lab(np.array([0, 0.5, 0])))
    assert float(ciede2000(lab(red), lab(green))) < float(d_normal) / 3


def test_the_old_palette_fails_these_checks() -> None:
    """The checks can fail: the palette before issue 10 breaks them (player 8's near-black)."""
    old = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7",
           "#2B2B38", "#F4EFE6", "#8C5A3C", "#8E96A3", "#F7A8B8"]  # fmt: skip
    assert contrast("#2B2B38", NIGHT["night"]) < 1.3
    assert contrast("#8C5A3C", NIGHT["night"]) < 3
    assert min_distance(old, "deuteranopia")[0] < 2


# --- contrast -------------------------------------------------------------------------------------


@pytest.mark.parametrize("c", COLOURS, ids=lambda c: c.id)
def test_each_colour_reads_on_night_and_wood(c: palette.PlayerColour) -> None:
    for name, bg in {**NIGHT, **WOOD}.items():
        assert contrast(c.hex, bg) >= GRAPHIC, (c.id, name, contrast(c.hex, bg))
    for name, bg in NIGHT.items():  # names are written in the colour on the night screens
        assert contrast(c.hex, bg) >= TEXT, (c.id, name, contrast(c.hex, bg))
    assert contrast(c.ink, c.hex) >= TEXT, (c.id, "ink")


@pytest.mark.parametrize("c", COLOURS, ids=lambda c: c.id)
def test_each_colour_reads_on_paper(c: palette.PlayerColour) -> None:
    for name, bg in PAPER.items():
        assert contrast(c.on_paper, bg) >= TEXT, (c.id, name, contrast(c.on_paper, bg))
    assert contrast(c.paper_ink, c.on_paper) >= TEXT, (c.id, "paper_ink")


def test_each_paper_variant_is_a_deeper_shade_of_the_same_hue() -> None:
    for c in COLOURS:
        (l1, a1, b1), (l2, a2, b2) = lab(srgb(c.hex)), lab(srgb(c.on_paper))
        assert l2 < l1 - 25, c.id
        if min(np.hypot(a1, b1), np.hypot(a2, b2)) > 15:  # chromatic: same hue, give or take
            dh = (np.degrees(np.arctan2(b2, a2) - np.arctan2(b1, a1)) + 180) % 360 - 180
            assert abs(dh) <= 30, (c.id, dh)


# --- twelve colours, told apart -----------------------------------------------------------------


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("variant", ["hex", "on_paper"])
def test_the_twelve_stay_apart(vision: str, variant: str) -> None:
    hexes = [getattr(c, variant) for c in COLOURS]
    assert len(COLOURS) == 12 and len(set(hexes)) == 12
    need = MIN_NORMAL if vision == "normal" else MIN_SIMULATED
    d, a, b = min_distance(hexes, vision)
    assert d >= need, f"{variant} {vision}: {a} and {b} are {d:.1f} apart (need {need})"


def test_the_first_colours_are_the_most_distinct() -> None:
    """Setup gives new players the colours in order: a table of four gets colours twice as far
    apart as the twelve must be."""
    for variant in ("hex", "on_paper"):
        first = [getattr(c, variant) for c in COLOURS[:4]]
        for vision in VISIONS:
            need = 2 * (MIN_NORMAL if vision == "normal" else MIN_SIMULATED)
            d, a, b = min_distance(first, vision)
            assert d >= need, f"{variant} {vision}: {a} and {b} are {d:.1f} apart"


# --- ids ----------------------------------------------------------------------------------------


def test_ids_are_unique_and_old_ids_still_load() -> None:
    ids = [c.id for c in COLOURS]
    assert len(set(ids)) == 12
    for old, new in LEGACY.items():
        assert old not in ids and new in ids
        assert colour(old).id == new
    assert colour("no-such-colour") == COLOURS[0]


def test_a_saved_table_keeps_its_colours_distinct() -> None:
    """An id that no longer exists maps to the nearest colour no other player at the table has."""
    for old, nearest in LEGACY.items():
        assert [c.id for c in colours_for([old, "orange"])] == [nearest, "orange"]
        got = colours_for([nearest, old, "orange"])  # the nearest is taken: another free one
        assert got[0].id == nearest and got[2].id == "orange"
        assert len({c.id for c in got}) == 3
    assert len({c.id for c in colours_for([c.id for c in COLOURS])}) == 12
    assert len({c.id for c in colours_for(["nope", "nope", "sky"])}) == 3


# --- the swatch sheet ---------------------------------------------------------------------------


def swatch_sheet(path: str) -> None:  # pragma: no cover - a tool, run by hand
    """The twelve as rabbits and discs with names on night, wood and paper, and the same
    sheet as seen with protanopia, deuteranopia and tritanopia (one panel each)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image, ImageDraw, ImageFont
    from PySide6.QtGui import QGuiApplication, QImage

    from dixit_desktop.look.art import render_rabbit
    from dixit_desktop.look.palette import SYMBOLS

    _app = QGuiApplication.instance() or QGuiApplication([])
    font_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    name_font = ImageFont.truetype(font_path, 17)
    small = ImageFont.truetype(font_path, 13)
    title = ImageFont.truetype(font_path, 20)
    cell, rabbit = 104, 64
    width = 12 * cell + 140

    def rabbit_img(fill: str, symbol: str) -> Image.Image:
        q = render_rabbit(rabbit, fill, symbol).convertToFormat(QImage.Format.Format_RGBA8888)
        return Image.frombuffer("RGBA", (q.width(), q.height()), bytes(q.constBits()))

    def band(
        bg: str, label: str, variant: str, names: bool, stripe: str | None = None
    ) -> Image.Image:
        im = Image.new("RGB", (width, 128), bg)
        d = ImageDraw.Draw(im)
        if stripe:  # the wooden track's planks
            for x in range(0, width, 48):
                d.rectangle((x, 0, x + 23, 127), fill=stripe)
        text_on = "#f7f0e1" if variant == "hex" else "#1d1a2e"
        d.text((8, 52), label, font=small, fill=text_on)
        for i, c in enumerate(COLOURS):
            fill = getattr(c, variant)
            x = 140 + i * cell
            im.paste(rabbit_img(fill, SYMBOLS[i]), (x + 4, 6), rabbit_img(fill, SYMBOLS[i]))
            d.ellipse((x + 72, 30, x + 96, 54), fill=fill)
            if names:
                d.text((x + 4, 78), palette_name(c), font=name_font, fill=fill)
                ink = c.ink if variant == "hex" else c.paper_ink
                d.rounded_rectangle((x + 2, 100, x + 98, 124), 8, fill=fill)
                d.text((x + 10, 103), "Play", font=small, fill=ink)
        return im

    def palette_name(c: palette.PlayerColour) -> str:
        return c.name if len(c.name) <= 9 else c.name[:8] + "."

    bands = [
        band(NIGHT["night"], "night", "hex", True),
        band(NIGHT["nightDeep"], "nightDeep", "hex", True),
        band(NIGHT["nightGlow"], "nightGlow", "hex", True),
        band(WOOD["wood"], "wood track", "hex", False, WOOD["woodLight"]),
        band(PAPER["paper"], "paper\n(on_paper)", "on_paper", True),
        band(PAPER["paperShade"], "paperShade\n(on_paper)", "on_paper", True),
    ]
    normal = Image.new("RGB", (width, 34 + 128 * len(bands)), "#ffffff")
    for k, b in enumerate(bands):
        normal.paste(b, (0, 34 + 128 * k))
    panels = []
    for vision in VISIONS:
        arr = np.asarray(normal, float) / 255
        if vision != "normal":
            arr = simulate(arr.reshape(-1, 3), vision).reshape(arr.shape)
        p = Image.fromarray(np.round(arr * 255).astype(np.uint8))
        ImageDraw.Draw(p).text((8, 6), vision, font=title, fill="#000000")
        panels.append(p)
    sheet = Image.new("RGB", (width, sum(p.height for p in panels)), "#ffffff")
    for k, p in enumerate(panels):
        sheet.paste(p, (0, k * normal.height))
    sheet.save(path)


def report() -> None:  # pragma: no cover - a tool, run by hand
    """The contrast table and the closest pairs, as measured by the tests above."""
    for c in COLOURS:
        cells = [f"{n} {contrast(c.hex, bg):.1f}" for n, bg in {**NIGHT, **WOOD}.items()]
        cells += [f"{n} {contrast(c.on_paper, bg):.1f}" for n, bg in PAPER.items()]
        cells += [
            f"ink {contrast(c.ink, c.hex):.1f}",
            f"paper_ink {contrast(c.paper_ink, c.on_paper):.1f}",
        ]
        print(f"{c.id:10} {c.hex} {c.on_paper}  " + "  ".join(cells))
    for variant in ("hex", "on_paper"):
        hexes = [getattr(c, variant) for c in COLOURS]
        for n in (4, 6, 12):
            print(variant, n, {v: round(min_distance(hexes[:n], v)[0], 1) for v in VISIONS})


if __name__ == "__main__":  # pragma: no cover
    report()
    if len(sys.argv) > 1:
        swatch_sheet(sys.argv[1])


def test_the_theme_colours_are_written_once() -> None:
    """Theme.qml's colours are palette.THEME's, written by ``python -m
    dixit_desktop.look.palette``; no other QML or Python file writes one of them again."""
    qml = Path(palette.__file__).parents[1] / "qml" / "DixitDesktop"
    assert palette.theme_qml() in (qml / "Controls" / "Theme.qml").read_text(encoding="utf-8")
    values = {v for v, _ in palette.THEME.values()}
    for f in qml.rglob("*.qml"):
        if f.name != "Theme.qml":
            text = f.read_text(encoding="utf-8").lower()
            assert not [v for v in values if f'"{v}"' in text], f.name
    # nor any other Python file; the drawing screen's paint box is the family's, not the app's
    # theme (its white is a paint that happens to be the theme's white too)
    for f in Path(palette.__file__).parents[1].rglob("*.py"):
        if f.name not in {"palette.py", "drawingkit.py"}:
            text = f.read_text(encoding="utf-8").lower()
            assert not [v for v in values if f'"{v}"' in text], f.name
