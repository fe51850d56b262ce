"""Painting primitives for the deck generator: float RGB canvases in numpy, masks in [0, 1].

Build-time only; the app never imports this package.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

W, H = 1200, 1800
ROOT = Path(__file__).resolve().parents[3]  # the repository (this file is in packaging/deckgen/kit)
VENDORED = ROOT / "resources" / "icons" / "game-icons"
NPM_JSON = Path("/tmp/npmcache/package/icons.json")

Arr = np.ndarray

YY, XX = np.mgrid[0:H, 0:W].astype(np.float32)


def rgb(hexstr: str) -> np.ndarray:
    h = hexstr.lstrip("#")
    return np.array([int(h[i : i + 2], 16) / 255.0 for i in (0, 2, 4)], np.float32)


def mix(a: np.ndarray, b: np.ndarray, t: float) -> np.ndarray:
    return a * (1 - t) + b * t


def vgrad(stops: list[tuple[float, str]], y0: float = 0.0, y1: float = 1.0) -> Arr:
    ys = np.linspace(0, 1, H, dtype=np.float32)
    ys = np.clip((ys - y0) / max(1e-6, y1 - y0), 0, 1)
    pos = [p for p, _ in stops]
    cols = np.stack([rgb(c) for _, c in stops])
    col = np.stack([np.interp(ys, pos, cols[:, k]) for k in range(3)], axis=1)
    return np.repeat(col[:, None, :], W, axis=1).astype(np.float32)


def blend(img: Arr, mask: Arr, color: np.ndarray | Arr, alpha: float = 1.0) -> None:
    """Lay ``color`` (one colour, or a picture the card's size) over ``img`` through ``mask``
    times ``alpha``. Only the box around the mask's positive pixels is touched: outside it the
    result is ``img`` itself, bit for bit, and most masks are a figure, not the whole card."""
    live = mask > 0
    rows = np.flatnonzero(live.any(axis=1))
    if rows.size == 0:
        return
    cols = np.flatnonzero(live.any(axis=0))
    ys, xs = slice(rows[0], rows[-1] + 1), slice(cols[0], cols[-1] + 1)
    m = (np.clip(mask[ys, xs], 0, 1) * alpha)[..., None]
    c = color[ys, xs] if isinstance(color, np.ndarray) and color.ndim == 3 else color
    sub = img[ys, xs]
    sub *= 1 - m
    sub += m * c


def blur(mask: Arr, radius: float) -> Arr:
    if radius <= 0:
        return mask
    small = 4 if radius > 24 else 1
    im = Image.fromarray(np.clip(mask * 255, 0, 255).astype(np.uint8))
    if small > 1:
        im = im.resize((im.width // small, im.height // small), Image.Resampling.BILINEAR)
    im = im.filter(ImageFilter.GaussianBlur(radius / small))
    if small > 1:
        im = im.resize((mask.shape[1], mask.shape[0]), Image.Resampling.BILINEAR)
    return np.asarray(im, np.float32) / 255.0


def smooth_noise(rng: np.random.Generator, cell: int, shape: tuple[int, int] = (H, W)) -> Arr:
    """Value noise in [0, 1] with features about `cell` pixels wide."""
    gh, gw = shape[0] // cell + 3, shape[1] // cell + 3
    g = rng.random((gh, gw)).astype(np.float32)
    im = Image.fromarray((g * 255).astype(np.uint8)).resize(
        (gw * cell, gh * cell), Image.Resampling.BICUBIC
    )
    a = np.asarray(im, np.float32)[: shape[0], : shape[1]] / 255.0
    return a


def aniso_noise(rng: np.random.Generator, cx: int, cy: int, shape: tuple[int, int] = (H, W)) -> Arr:
    """Value noise in [0, 1] with features `cx` px wide and `cy` px tall (streaks, fields)."""
    gh, gw = shape[0] // cy + 3, shape[1] // cx + 3
    g = rng.random((gh, gw)).astype(np.float32)
    im = Image.fromarray((g * 255).astype(np.uint8)).resize(
        (gw * cx, gh * cy), Image.Resampling.BICUBIC
    )
    return np.asarray(im, np.float32)[: shape[0], : shape[1]] / 255.0


def fbm(rng: np.random.Generator, cell: int, octaves: int = 3) -> Arr:
    out = np.zeros((H, W), np.float32)
    amp, tot = 1.0, 0.0
    for _ in range(octaves):
        out += amp * smooth_noise(rng, max(2, cell))
        tot += amp
        amp *= 0.5
        cell //= 2
    return out / tot


def disc(cx: float, cy: float, r: float, soft: float = 2.0) -> Arr:
    d = np.sqrt((XX - cx) ** 2 + (YY - cy) ** 2)
    return np.clip((r - d) / soft + 0.5, 0, 1)


def radial(cx: float, cy: float, r: float) -> Arr:
    d = np.sqrt((XX - cx) ** 2 + (YY - cy) ** 2) / r
    return np.exp(-(d**2) * 2.5).astype(np.float32)


def glow(img: Arr, cx: float, cy: float, r: float, color: str, strength: float = 0.6) -> None:
    # computed in the square where it is visible (beyond 1.7 r it is under 0.1% of strength)
    x0, x1 = max(0, int(cx - 1.7 * r)), min(img.shape[1], int(cx + 1.7 * r) + 1)
    y0, y1 = max(0, int(cy - 1.7 * r)), min(img.shape[0], int(cy + 1.7 * r) + 1)
    if x1 <= x0 or y1 <= y0:
        return
    d = np.sqrt((XX[y0:y1, x0:x1] - cx) ** 2 + (YY[y0:y1, x0:x1] - cy) ** 2) / r
    g = (np.exp(-(d**2) * 2.5) * strength)[..., None]
    sub = img[y0:y1, x0:x1]
    sub += g * (rgb(color) - sub * 0.3)


def spot(img: Arr, cx: float, cy: float, r: float, color: np.ndarray, alpha: float = 1.0) -> None:
    """A small disc blended into its own square only (fast for many small lights)."""
    x0, x1 = max(0, int(cx - r - 3)), min(img.shape[1], int(cx + r + 4))
    y0, y1 = max(0, int(cy - r - 3)), min(img.shape[0], int(cy + r + 4))
    if x1 <= x0 or y1 <= y0:
        return
    d = np.sqrt((XX[y0:y1, x0:x1] - cx) ** 2 + (YY[y0:y1, x0:x1] - cy) ** 2)
    m = np.clip((r - d) / 1.5 + 0.5, 0, 1)
    blend(img[y0:y1, x0:x1], m, color, alpha)


def ridge(rng: np.random.Generator, base: float, amp: float, cell: int, sharp: float = 0) -> Arr:
    """Mask below a wavy horizon line at y=base (pixels)."""
    n = smooth_noise(rng, cell, (1, W + 3 * cell))[0, :W] if cell > 1 else np.zeros(W)
    xs = np.linspace(0, np.pi * 2 * rng.uniform(0.5, 2), W)
    line = base - amp * (n - 0.5) * 2 - sharp * np.abs(np.sin(xs + rng.uniform(0, 6)))
    return np.clip((YY - line[None, :]) / 2.0 + 0.5, 0, 1).astype(np.float32)


def box(x0: float, y0: float, x1: float, y1: float, soft: float = 1.5) -> Arr:
    mx = np.clip((XX - x0) / soft, 0, 1) * np.clip((x1 - XX) / soft, 0, 1)
    my = np.clip((YY - y0) / soft, 0, 1) * np.clip((y1 - YY) / soft, 0, 1)
    return (mx * my).astype(np.float32)


def ellipse(cx: float, cy: float, rx: float, ry: float, soft: float = 2.0) -> Arr:
    d = np.sqrt(((XX - cx) / rx) ** 2 + ((YY - cy) / ry) ** 2)
    return np.clip((1 - d) * min(rx, ry) / soft + 0.5, 0, 1).astype(np.float32)


# --- icons -----------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _npm_icons() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(NPM_JSON.read_text())["icons"]
    return data


def icon_svg(name: str) -> str:
    vend = VENDORED / f"{name}.svg"
    if vend.exists():
        return vend.read_text()
    body = _npm_icons()[name]["body"]
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
        + body.replace("currentColor", "#000000")
        + "</svg>\n"
    )


_APP = None
# Icons drawn on the card being painted (for its credits); generate.render() clears it.
USED: set[str] = set()


@lru_cache(maxsize=256)
def icon_alpha(name: str, size: int) -> Arr:
    global _APP
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if _APP is None:
        _APP = QGuiApplication.instance() or QGuiApplication([])
    r = QSvgRenderer(QByteArray(icon_svg(name).encode()))
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, size, size))
    p.end()
    arr = np.frombuffer(img.constBits(), np.uint8).reshape(size, img.bytesPerLine() // 4, 4)
    a = arr[:, :size, 3].astype(np.float32) / 255.0
    ys, xs = np.nonzero(a > 0.05)
    return a[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1].copy()


def icon_mask(
    name: str, cx: float, cy: float, height: float, flip: bool = False, rot: float = 0.0
) -> tuple[Arr, tuple[int, int, int, int]]:
    """Full-canvas mask of an icon whose content is `height` px tall centred at (cx, cy)."""
    USED.add(name)
    base = icon_alpha(name, 1024)
    scale = height / base.shape[0]
    w = max(1, round(base.shape[1] * scale))
    h = max(1, round(height))
    im = Image.fromarray((base * 255).astype(np.uint8)).resize((w, h), Image.Resampling.LANCZOS)
    if flip:
        im = im.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    if rot:
        im = im.rotate(rot, resample=Image.Resampling.BICUBIC, expand=True)
    a = np.asarray(im, np.float32) / 255.0
    out = np.zeros((H, W), np.float32)
    x0, y0 = round(cx - a.shape[1] / 2), round(cy - a.shape[0] / 2)
    sx0, sy0 = max(0, -x0), max(0, -y0)
    dx0, dy0 = max(0, x0), max(0, y0)
    dx1, dy1 = min(W, x0 + a.shape[1]), min(H, y0 + a.shape[0])
    if dx1 > dx0 and dy1 > dy0:
        out[dy0:dy1, dx0:dx1] = a[sy0 : sy0 + dy1 - dy0, sx0 : sx0 + dx1 - dx0]
    ys, xs = np.nonzero(out > 0.3)
    bbox = (
        (int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)
        if len(xs)
        else (0, 0, 0, 0)
    )
    return out, bbox


def finish(
    img: Arr,
    rng: np.random.Generator,
    grain: float = 0.035,
    centre: tuple[float, float] = (W / 2, H / 2),
    vignette: float = 0.28,
) -> Image.Image:
    """Paper grain, a soft vignette (around `centre`, the focus), and conversion to 8 bits."""
    paper = smooth_noise(rng, 3) - 0.5
    fib = smooth_noise(rng, 40) - 0.5
    img = img + (paper[..., None] * grain + fib[..., None] * grain * 0.8)
    d = np.sqrt(((XX - centre[0]) / W) ** 2 + ((YY - centre[1]) / H) ** 2)
    img = img * (1 - vignette * np.clip(d - 0.3, 0, 1)[..., None] * 2)
    return Image.fromarray((np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8), "RGB")


def blend_in(
    img: Arr, sl: tuple[slice, slice], mask: Arr, color: np.ndarray | Arr, alpha: float = 1.0
) -> None:
    """:func:`blend` inside a crop already cut (``sl``, as :func:`deckgen.kit.shapes.elliptic_crop`
    gives it): ``mask`` and ``color`` are the crop's size, or ``color`` one colour."""
    m = (np.clip(mask, 0, 1) * alpha)[..., None]
    sub = img[sl]
    sub *= 1 - m
    sub += m * color
