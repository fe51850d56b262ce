"""Premise "ink-takes-flight": A giant open book lies in a sunny meadow; an inkpot has tipped
over on it and the black ink rises off the page as a dragon, while a small cat on the other
page watches."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import H, W, blend, blur, disc, ellipse, icon_mask, mix, rgb
from ..kit.place import add_element, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, ribbon, segment

PAGE = "#fbf8ee"


INK = "#0f0d16"


def _book(
    ctx: Ctx, bx: float, far: float, near: float, hw: tuple[float, float]
) -> tuple[np.ndarray, Callable[[float, float], tuple[float, float]], np.ndarray]:
    """A giant open book lying in the grass, seen from above its near edge: two white pages
    bowing up from the spine, a dark cover showing under their edges, grey lines of text.
    Returns the pages' mask, a function (u across -1..1, v far 0..near 1) -> (x, y), and the
    lines of text (drawn after the paint, off the ink)."""

    def at(u: float, v: float) -> tuple[float, float]:
        half = hw[0] + (hw[1] - hw[0]) * v
        y = far + (near - far) * v - (near - far) * 0.09 * np.sin(np.pi * min(1.0, abs(u)))
        return bx + u * half, y

    us = np.linspace(-1, 1, 41)
    outline = [at(u, 0) for u in us] + [at(u, 1) for u in us[::-1]]
    pages = polygon(outline, 1.2)
    cover = polygon([(px, py + 22) for px, py in outline], 2) * (1 - pages)
    bb = bbox_of(np.maximum(pages, cover))
    ctx.cast_shadow(np.maximum(pages, cover), bb, bb[3])
    ctx.lit(cover, bbox_of(cover), rgb("#6a2430"), rim=0.3)
    ctx.lit(pages, bbox_of(pages), rgb(PAGE), rim=0.2, separate=False)
    blend(ctx.img, pages, rgb(PAGE), 0.55)  # keep the paper white after its shading
    # the gutter: greyer toward the spine
    spine = np.zeros((H, W), np.float32)
    for v0, v1 in zip(np.linspace(0, 1, 9)[:-1], np.linspace(0, 1, 9)[1:], strict=True):
        a, b = at(0, v0), at(0, v1)
        np.maximum(spine, segment(a[0], a[1], b[0], b[1], 34), out=spine)
    blend(ctx.img, blur(spine, 14) * pages, rgb("#b8b2a4"), 0.6)
    # lines of text, thinner than a stroke: drawn after the paint
    text = np.zeros((H, W), np.float32)
    side = ctx.side()
    for sgn in (-1, 1):
        for v in np.linspace(0.1, 0.88, 11):
            u0 = 0.12
            while u0 < 0.86:
                u1 = min(0.88, u0 + float(side.uniform(0.08, 0.22)))
                a, b = at(sgn * u0, v), at(sgn * u1, v)
                np.maximum(text, segment(a[0], a[1], b[0], b[1], 2.0 + 2.5 * v), out=text)
                u0 = u1 + float(side.uniform(0.02, 0.05))
    return pages, at, text * pages


def _blot(ctx: Ctx, cx: float, cy: float, r: float) -> np.ndarray:
    """A spreading puddle of ink on the page, flattened by the view."""
    side = ctx.side()
    m = ellipse(cx, cy, r, r * 0.45, 3)
    for _ in range(14):
        a = float(side.uniform(0, 2 * np.pi))
        dd = float(side.uniform(0.5, 1.05)) * r
        rr = float(side.uniform(0.15, 0.35)) * r
        np.maximum(
            m, ellipse(cx + np.cos(a) * dd, cy + np.sin(a) * dd * 0.45, rr, rr * 0.5, 2), out=m
        )
    for _ in range(10):  # splashes
        a = float(side.uniform(0, 2 * np.pi))
        dd = float(side.uniform(1.2, 1.6)) * r
        np.maximum(
            m,
            disc(cx + np.cos(a) * dd, cy + np.sin(a) * dd * 0.45, side.uniform(4, 10), 1.5),
            out=m,
        )
    return m


def _tendril(pts: list[tuple[float, float]], w0: float, w1: float) -> np.ndarray:
    """A tapering rope of ink through `pts`, `w0` wide at the start and `w1` at the end."""
    m = np.zeros((H, W), np.float32)
    n = len(pts) - 1
    for k in range(n):
        (a, b), (c, e) = pts[k], pts[k + 1]
        w = w0 + (w1 - w0) * k / n
        np.maximum(m, segment(a, b, c, e, w), out=m)
    return m


def _curve(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], n: int = 24
) -> list[tuple[float, float]]:
    """Points along a quadratic Bezier curve."""
    out = []
    for t in np.linspace(0, 1, n):
        out.append(
            (
                float((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]),
                float((1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]),
            )
        )
    return out


def _sway(pts: list[tuple[float, float]], amp: float) -> list[tuple[float, float]]:
    """The same path swaying side to side, as smoke or a ribbon would."""
    return [(x + amp * float(np.sin(k * 0.7)), y) for k, (x, y) in enumerate(pts)]


def _drops(ctx: Ctx, path: list[tuple[float, float]]) -> np.ndarray:
    """Drops of ink flung off the rising rope, as from a brush shaken upward."""
    side = ctx.side()
    m = np.zeros((H, W), np.float32)
    for _ in range(9):
        k = int(side.integers(3, len(path) - 4))
        px, py = path[k]
        off = float(side.uniform(30, 90)) * (1 if side.random() < 0.5 else -1)
        dy = float(side.uniform(-30, 30))
        np.maximum(m, disc(px + off, py + dy, float(side.uniform(5, 11)), 1.5), out=m)
    return m


def stage(ctx: Ctx) -> Painted:
    """A giant open book lies in a sunny meadow; an inkpot has tipped over on it and the
    black ink rises off the page in a rope that becomes a dragon, while a small cat
    lies on the other page."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.25, 0.32), H * ctx.u(0.08, 0.12), 55)
    ctx.clouds(2, 0.1, 0.3, 0.4)
    lift = 0.3 if ctx.pal.name == "noon" else 0.18
    ctx.img[:] = mix(ctx.img, rgb("#f4f8fb"), lift)  # a high, bright summer sky
    ctx.hills(ctx.u(0.47, 0.5), 2, amp=26)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    far, near = H * ctx.u(0.6, 0.63), H * ctx.u(0.9, 0.92)
    bx = W / 2 + s * W * 0.03
    pages, at, text = _book(ctx, bx, far, near, (W * 0.38, W * 0.5))
    # the inkpot lies on its side on one page, its mouth toward the blot
    iu, iv = -s * 0.55, 0.55
    ix, iy = at(iu, iv)
    bu, bv = -s * 0.35, 0.5
    blx, bly = at(bu, bv)
    blot = _blot(ctx, blx, bly, W * 0.14)
    # the dragon, wings up, climbing out of the ink toward the sky's middle
    bh = H * ctx.u(0.3, 0.33)
    top = (blx + s * W * ctx.u(0.1, 0.16), H * ctx.u(0.19, 0.23))
    cxx = float(np.clip(top[0], bh * 0.55 + 30, W - bh * 0.55 - 30))
    flock, _ = icon_mask("wyvern", cxx, top[1], bh, flip=s > 0, rot=float(ctx.u(6, 14)) * s)
    # the ink rises in an S from the puddle and swells into the dragon's belly: wide where it
    # leaves the page, thin at the waist, wide again where it becomes the body
    ys, xs = np.nonzero(flock > 0.5)
    belly = (float(xs.mean()), float(ys.min() + (ys.max() - ys.min()) * 0.62))
    rise = belly[1] - bly
    path = []
    for t in np.linspace(0, 1, 32):
        ease = t * t * (3 - 2 * t)
        wob = float(np.sin(t * np.pi * 1.6)) * W * 0.09 * -s
        path.append((blx + (belly[0] - blx) * ease + wob, bly + rise * t))
    n = len(path)
    widths = [W * (0.1 * (1 - t) ** 2 + 0.028 + 0.05 * t**3) for t in np.linspace(0, 1, n)]
    rope = ribbon(path, widths, 2.0)
    drops = _drops(ctx, path)
    ink = np.maximum(np.maximum(blot * pages, rope), np.maximum(flock, drops))
    after_mask(ctx, text * (1 - np.clip(blur(ink, 3) * 1.5, 0, 1)), "#8a8478", 0.55)
    ctx.lit(ink, bbox_of(ink), rgb(INK), rim=0.45)
    ctx.focus[:] = np.maximum(ctx.focus, blur(ink, 8))
    # a squat glass pot lying on its side, its neck toward the blot
    body = ellipse(ix + s * 60, iy, 72, 56, 2)
    neck = segment(ix - s * 20, iy - 4, ix - s * 70, iy - 8, 44)
    lip = ellipse(ix - s * 74, iy - 8, 12, 28, 2)
    pot = np.maximum(np.maximum(body, neck), lip)
    ctx.lit(pot, bbox_of(pot), rgb("#2a3848"), rim=0.7)
    label_band = ellipse(ix + s * 60, iy, 30, 50, 2) * body
    blend(ctx.img, label_band, rgb("#e8dcc0"), 0.85)
    after_mask(ctx, segment(ix + s * 30, iy - 38, ix + s * 90, iy - 40, 5), "#f4f8ff", 0.7)
    add_element(
        ctx,
        "a tipped-over inkpot",
        "secondary",
        bbox_of(np.maximum(pot, blot * pages)),
        ("ink", "accident"),
    )
    add_element(
        ctx,
        "a black dragon rising out of spilled ink",
        "main",
        bbox_of(np.maximum(flock, rope)),
        ("ink", "flight", "story", "dragon"),
    )
    add_element(ctx, "a giant open book", "frame", bbox_of(pages), ("book", "story", "page"))
    # a small ginger cat lying on the near page, unbothered
    cx, cfy = at(s * 0.62, 0.84)
    ch = H * ctx.u(0.095, 0.105)
    ctx.subject(
        "cat",
        cx,
        cfy - ch / 2,
        ch,
        "secondary",
        fill="#c8783a",
        flip=s > 0,
        shadow=cfy,
        tags=("animal", "cat", "curious"),
        label="a small ginger cat lying on the page",
    )
    return Painted(
        "A giant open book lies in a sunny meadow; an inkpot has tipped over on its white "
        "page, and the spilled ink rises off it in a thick black rope that becomes a dragon "
        "spreading its wings in the sky, while a small ginger cat lies on the other page.",
        [
            "creativity",
            "imagination",
            "accident",
            "inspiration",
            "stories",
            "freedom",
            "mistakes",
            "writing",
            "coming to life",
            "letting go",
            "transformation",
        ],
    )


PREMISE = Premise(
    name="ink-takes-flight",
    figure="dragon",
    palettes=("noon", "spring"),
    max_cards=1,
    stage=stage,
)
