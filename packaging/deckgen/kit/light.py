"""Light and touches drawn after the paint (smaller than a brush stroke): glows, lit
windows, small icons, any mask painted last."""

from __future__ import annotations

import numpy as np

from .paint import blend, glow, icon_mask, rgb, spot
from .scene import Ctx


def later_icon(
    ctx: Ctx,
    name: str,
    x: float,
    y: float,
    h: float,
    colour: str,
    rot: float = 0.0,
    flip: bool = False,
    alpha: float = 1.0,
) -> None:
    """A small icon drawn after the paint (too small to survive the brush)."""

    def draw(img: np.ndarray) -> None:
        m, (x0, y0, x1, y1) = icon_mask(name, x, y, h, flip, rot)
        x0, y0, x1, y1 = max(0, x0 - 2), max(0, y0 - 2), x1 + 2, y1 + 2
        blend(img[y0:y1, x0:x1], m[y0:y1, x0:x1], rgb(colour), alpha)

    ctx.after.append(draw)


def later_glow(
    ctx: Ctx, x: float, y: float, r: float, colour: str, strength: float = 0.5, core: float = 0.0
) -> None:
    def draw(img: np.ndarray) -> None:
        glow(img, x, y, r, colour, strength)
        if core:
            spot(img, x, y, core, rgb(colour), 0.95)

    ctx.after.append(draw)


def lit_windows(ctx: Ctx, mask: np.ndarray, n: int, colour: str = "#ffd98a") -> None:
    """Small warm windows scattered inside `mask`, drawn after the paint."""
    ys, xs = np.nonzero(mask > 0.95)
    if len(xs) == 0:
        return
    idx = ctx.rng.integers(0, len(xs), n)
    pts = [(int(xs[i]), int(ys[i])) for i in idx]

    def draw(img: np.ndarray) -> None:
        c = rgb(colour)
        for x, y in pts:
            glow(img, x, y, 22, colour, 0.25)
            sub = img[y - 7 : y + 7, x - 5 : x + 5]
            blend(sub, mask[y - 7 : y + 7, x - 5 : x + 5], c, 0.95)

    ctx.after.append(draw)


def after_mask(ctx: Ctx, m: np.ndarray, col: str | np.ndarray, alpha: float) -> None:
    """Paint mask `m` in `col` after the brushwork (for things thinner than a stroke)."""
    c = rgb(col) if isinstance(col, str) else col

    def draw(img: np.ndarray) -> None:
        blend(img, m, c, alpha)

    ctx.after.append(draw)
