"""Skies beyond `Ctx.texture_sky`: the day or night sky with its sun or moon, a deep day
zenith, heaped clouds with a shaded underside, rain streaks drawn after the paint."""

from __future__ import annotations

import numpy as np

from .figures import bbox_of
from .light import after_mask
from .paint import YY, Arr, H, W, blend, disc, ellipse, rgb
from .scene import Ctx
from .shapes import segment


def sky(
    ctx: Ctx,
    sx: float | None = None,
    sy: float | None = None,
    r: float = 70,
    clouds: int = 4,
    kind: str | None = None,
) -> None:
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(180)
    ctx.celestial(
        sx if sx is not None else ctx.u(180, 1020),
        sy if sy is not None else ctx.u(170, 360),
        r,
        kind,
    )
    if clouds:
        ctx.clouds(clouds, 0.1, 0.55, 0.45)
    if ctx.pal.name in ("golden", "dusk", "dawn", "lavender", "desert") or ctx.rng.random() < 0.4:
        y = ctx.u(0.12, 0.4)
        ctx.streaks(y, y + ctx.u(0.08, 0.16), 0.55)


def night_sky(ctx: Ctx, stars: int = 220) -> None:
    ctx.texture_sky()
    ctx.stars(stars)


def cloud_puff(
    cx: float, cy: float, w: float, h: float, rng: np.random.Generator, n: int = 7
) -> Arr:
    """A heaped cloud `w` wide and about `h` tall centred at (cx, cy), with a flattish base."""
    m = np.zeros((H, W), np.float32)
    base = cy + h * 0.45
    for k in range(n):
        t = k / (n - 1) - 0.5
        r = h * (0.32 + 0.3 * (1 - abs(t) * 2)) * float(rng.uniform(0.85, 1.15))
        px = cx + t * (w - r * 1.2)
        np.maximum(m, disc(px, base - r * 0.8, r, 3), out=m)
    m = np.maximum(m, ellipse(cx, base - h * 0.18, w * 0.47, h * 0.22, 3))
    return m * np.clip((base + 2 - YY) / 4, 0, 1)


def day_zenith(ctx: Ctx, sky: Arr | float = 1.0) -> None:
    """Open a deep day zenith (noon's dark blue, spring's teal) toward a pale, high-key
    blue where mask `sky` says, so the card stays bright and the figures hold the darks."""
    if ctx.pal.name in ("noon", "spring"):
        top = np.clip(1 - YY / (H * 0.6), 0, 1) * sky
        blend(ctx.img, top, rgb("#dcebf6"), 0.45)


def shade_under(ctx: Ctx, m: Arr, col: str, strength: float) -> None:
    """Darken the lower part of cloud mask `m` toward `col` (a shaded underside)."""
    bb = bbox_of(m)
    y0, y1 = bb[1], bb[3]
    t = np.clip((YY - (y0 + (y1 - y0) * 0.35)) / max(1.0, (y1 - y0) * 0.65), 0, 1)
    blend(ctx.img, m * t, rgb(col), strength)


def rain_streaks(
    ctx: Ctx, x0: float, x1: float, y0: float, y1: float, n: int, col: str, slant: float = 0.15
) -> Arr:
    """Rain streaks between x0..x1 falling from y0 to y1, drawn after the paint."""
    side = ctx.side()
    m = np.zeros((H, W), np.float32)
    for _ in range(n):
        dx = float(side.uniform(x0, x1))
        dy = float(side.uniform(y0, max(y0 + 1, y1 - 40)))
        ln = float(side.uniform(26, 44))
        np.maximum(m, segment(dx, dy, dx - slant * ln, dy + ln, 4.0), out=m)
    after_mask(ctx, m, col, 0.9)
    return m
