"""Props drawn from shapes: threads (sagging, or hanging loose in a curl), a pair of open
scissors, an open umbrella seen from behind, little four-pointed sparkles."""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np
from PIL import Image

from .paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb
from .shapes import cubic, polygon_fine, polylines, segment

Pt = tuple[float, float]


def thread(img: Arr, pts: list[Pt], width: float, col: str, shade: float = 0.55) -> None:
    """A thread along `pts`, after the paint: a dark edge under a pale core, so it reads on
    dark and on lit ground alike."""
    core = polylines([pts], width)
    edge = polylines([pts], width + 4)
    blend(img, blur(edge, 1.2), np.array([0.05, 0.03, 0.03], np.float32), shade)
    blend(img, core, rgb(col), 0.95)


def sagging(a: Pt, b: Pt, sag: float, n: int = 16) -> list[Pt]:
    """`n` + 1 points from a to b along a thread sagging `sag` px at its middle."""
    return [
        (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t))
        for t in (k / n for k in range(n + 1))
    ]


def curled_thread(
    start: Pt, d: float, length: float, turns: float, r: float, down: bool
) -> list[Pt]:
    """A loose thread hanging from `start` that ends in a curl: it falls (or rises) `length`
    px, swaying to side `d`, then winds `turns` times inward round a loop of radius `r`."""
    sy = 1 if down else -1
    body = cubic(
        start,
        (start[0] + d * length * 0.15, start[1] + sy * length * 0.4),
        (start[0] - d * length * 0.2, start[1] + sy * length * 0.7),
        (start[0] + d * length * 0.1, start[1] + sy * length),
        24,
    )
    ex, ey = body[-1]
    cx, cy = ex + d * r, ey  # the loop's centre, beside the thread's end
    a0 = math.atan2(ey - cy, ex - cx)
    out = list(body)
    n = int(48 * turns)
    for k in range(1, n + 1):
        t = k / n
        a = a0 - sy * d * 2 * math.pi * turns * t  # winding on, the way the thread was going
        rr = r * (1 - 0.6 * t)
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


class Scissors(NamedTuple):
    """A pair of open scissors from :func:`open_scissors`: the masks of its blades, its
    handles' rings, its pivot's rivet and a dark outline round it all."""

    blades: Arr
    rings: Arr
    pivot: Arr
    outline: Arr
    piv: Pt
    blade_len: float

    @property
    def mask(self) -> Arr:
        """The whole pair."""
        out: Arr = np.maximum(self.blades, self.rings)
        return out

    def draw(self, img: Arr) -> None:
        """Draw the scissors on `img` (after the paint): steel blades, red handles."""
        blend(img, self.outline, np.array([0.05, 0.04, 0.05], np.float32), 0.7)
        blend(img, self.blades, rgb("#dfe6ee"), 1.0)
        edge = self.blades * np.clip((YY - (self.piv[1] - self.blade_len)) / self.blade_len, 0, 1)
        blend(img, edge, rgb("#8a96a6"), 0.35)
        blend(img, self.rings, rgb("#c42a26"), 1.0)
        blend(img, self.pivot, rgb("#8a8a90"), 1.0)


def open_scissors(piv: Pt, ang: float, blade_len: float, h: float) -> Scissors:
    """A pair of scissors open round the direction `ang` (radians) from its pivot `piv`, its
    blades `blade_len` long, each handle running back past the pivot to a ring; `h` sets
    the widths (a marionette's height)."""
    blades = np.zeros((H, W), np.float32)
    rings = np.zeros((H, W), np.float32)
    hole = np.zeros((H, W), np.float32)
    for spread in (-0.28, 0.28):
        ba = ang + spread
        dx, dy = math.cos(ba), math.sin(ba)
        nx, ny = -dy, dx
        tip = (piv[0] + dx * blade_len, piv[1] + dy * blade_len)
        w0 = h * 0.026
        blades = np.maximum(
            blades,
            polygon_fine(
                [
                    (piv[0] + nx * w0, piv[1] + ny * w0),
                    tip,
                    (piv[0] - nx * w0, piv[1] - ny * w0),
                ]
            ),
        )
        # the handle of each blade runs back past the pivot to a ring in the hand
        ra = ba + math.pi + spread * 0.8
        rx_, ry_ = piv[0] + math.cos(ra) * h * 0.1, piv[1] + math.sin(ra) * h * 0.1
        rings = np.maximum(rings, segment(piv[0], piv[1], rx_, ry_, h * 0.016))
        rings = np.maximum(rings, disc(rx_, ry_, h * 0.044, 1.5))
        hole = np.maximum(hole, disc(rx_, ry_, h * 0.024, 1.5))
    rings = np.clip(rings - hole, 0, 1)
    sc = np.maximum(blades, rings)
    pivot = disc(piv[0], piv[1], h * 0.012, 1.2)
    outline = np.clip(blur(sc, 2.5) * 2.5 - sc, 0, 1)
    return Scissors(blades, rings, pivot, outline, piv, blade_len)


def umbrella_from_behind(
    cx: float, rim: float, r: float, dome: float, tilt: float
) -> tuple[Arr, Arr]:
    """An open umbrella seen from behind and a little above: a dome whose rim scallops up
    between its ribs, tipped by `tilt` (px the top leans sideways); and its shaft."""
    can = ellipse(cx, rim, r, dome, 2) * np.clip((rim + 1 - YY) / 2, 0, 1)
    for k in range(6):
        px = cx - r + r * (k + 0.5) / 3
        can = np.clip(can - ellipse(px, rim + dome * 0.04, r / 6, dome * 0.14, 2), 0, 1)
    # the lean: shear the canopy sideways with height
    im = Image.fromarray((can * 255).astype(np.uint8))
    lean = tilt / max(1.0, dome)
    im = im.transform(
        (W, H),
        Image.Transform.AFFINE,
        (1, lean, -lean * rim, 0, 1, 0),
        resample=Image.Resampling.BILINEAR,
    )
    can = np.asarray(im, np.float32) / 255
    shaft = segment(cx - tilt * 1.05, rim - dome * 1.02, cx + tilt * 0.6, rim + dome * 0.9, 7)
    return can, shaft


def sparkles(img: Arr, sparks: list[tuple[float, float, float]]) -> None:
    """Little four-pointed stars (x, y, size) with a soft glow, drawn on `img`."""
    for px, py, r in sparks:
        star = np.maximum(
            polygon_fine(
                [
                    (px - r * 2.2, py),
                    (px, py - r * 0.35),
                    (px + r * 2.2, py),
                    (px, py + r * 0.35),
                ]
            ),
            polygon_fine(
                [
                    (px, py - r * 2.2),
                    (px + r * 0.35, py),
                    (px, py + r * 2.2),
                    (px - r * 0.35, py),
                ]
            ),
        )
        glow(img, px, py, r * 4, "#fff2c0", 0.35)
        blend(img, star, rgb("#fff8e0"), 0.95)
