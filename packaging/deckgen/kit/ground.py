"""Ground a premise stands on: a meadow (snowfield, sand) seen from above, a row of far
pines, where a floating thing meets water. Hills, water and rooms are `Ctx` methods."""

from __future__ import annotations

import numpy as np

from .paint import YY, H, W, aniso_noise, blend, ellipse, fbm, icon_mask, rgb
from .scene import Ctx
from .shapes import mix_arr


def water_line(ctx: Ctx, m: np.ndarray, y: float) -> None:
    """Where a floating thing meets water: a pale line and a soft dark band below."""
    xs = np.nonzero(m[int(y) - 4 : int(y) + 4].max(0) > 0.3)[0]
    if len(xs) == 0:
        return
    x0, x1 = xs.min() - 20, xs.max() + 20
    blend(ctx.img, ellipse((x0 + x1) / 2, y + 4, (x1 - x0) / 2, 10, 4), ctx.c("light"), 0.35)


def meadow_from_above(ctx: Ctx) -> None:
    """The whole card is ground seen from above: mottled grass (or snow, or sand), paler and
    hazier toward the top, where it is farther away."""
    far = ctx.sky_at(0.9)
    base = rgb(ctx.pal.ground)
    n1 = fbm(ctx.rng, 140, 3) - 0.5
    n2 = aniso_noise(ctx.rng, 40, 12) - 0.5
    side = ctx.side()
    n3 = aniso_noise(side, 14, 6) - 0.5
    depth = (YY / H)[..., None]
    tex = 1 + 0.22 * n1[..., None] + 0.16 * n2[..., None] + 0.12 * n3[..., None]
    warm = n2[..., None] * np.array([0.08, 0.05, -0.06], np.float32)
    img = base * tex + warm
    img = mix_arr(img, far, 0.35 * (1 - depth) ** 2)
    img *= 0.78 + 0.32 * (1 - depth)
    ctx.img[:] = np.clip(img, 0, 1)


def pine_row(ctx: Ctx, gy: float) -> None:
    """A row of small dark pines along a snowy horizon (the far edge of a wood)."""
    for k in range(9):
        tx = W * (k + ctx.u(0.1, 0.9)) / 9
        th = H * ctx.u(0.05, 0.09)
        tm, tb = icon_mask("pine-tree", tx, gy - th * 0.42, th)
        ctx.lit(tm, tb, rgb("#2a3a3a"), rim=0.2)
