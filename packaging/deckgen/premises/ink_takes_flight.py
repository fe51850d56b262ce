"""Premise "ink-takes-flight": A giant open book lies in a sunny meadow; an inkpot has tipped
over on it and the black ink rises off the page as a flock of birds, a dragon or a winged
horse, while a child with a quill in hand watches."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, blur, disc, ellipse, icon_mask, mix, rgb
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, segment

PAGE = "#fbf8ee"


INK = "#0f0d16"


def _book(
    ctx: Ctx, bx: float, far: float, near: float, hw: tuple[float, float]
) -> tuple[np.ndarray, Callable[[float, float], tuple[float, float]]]:
    """A giant open book lying in the grass, seen from above its near edge: two white pages
    bowing up from the spine, a dark cover showing under their edges, grey lines of text.
    Returns the pages' mask and a function (u across -1..1, v far 0..near 1) -> (x, y)."""

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
    after_mask(ctx, text * pages, "#8a8478", 0.55)
    return pages, at


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


INKED = {
    "birds": "a flock of black birds rising out of spilled ink",
    "dragon": "a black dragon rising out of spilled ink",
    "horse": "a black winged horse rising out of spilled ink",
}


def stage(ctx: Ctx) -> Painted:
    """A giant open book lies in a sunny meadow; an inkpot has tipped over on it and the
    black ink rises off the page as a flock of birds, a dragon or a winged horse, while a
    child with a quill in hand watches."""
    _, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.25, 0.32), H * ctx.u(0.08, 0.12), 55)
    ctx.clouds(2, 0.1, 0.3, 0.4)
    lift = 0.3 if ctx.pal.name == "noon" else 0.18
    ctx.img[:] = mix(ctx.img, rgb("#f4f8fb"), lift)  # a high, bright summer sky
    ctx.hills(ctx.u(0.47, 0.5), 2, amp=26)
    far, near = H * ctx.u(0.6, 0.63), H * ctx.u(0.9, 0.92)
    bx = W / 2 + s * W * 0.03
    pages, at = _book(ctx, bx, far, near, (W * 0.38, W * 0.5))
    # the inkpot lies on its side on the far page from the child, its mouth toward the blot
    iu, iv = -s * 0.55, 0.55
    ix, iy = at(iu, iv)
    bu, bv = -s * 0.4, 0.45
    blx, bly = at(bu, bv)
    blot = _blot(ctx, blx, bly, W * 0.13)
    what = pick(ctx, ["birds", "dragon", "horse"])
    # the rising ink: a rope from the blot, up across the sky, becoming the creature
    if what == "birds":
        top = (W / 2 - s * W * 0.32, H * 0.1)
    else:
        top = (W / 2 - s * W * 0.12, H * 0.22)
    ctrl = (blx - s * W * 0.02, bly - H * 0.25)
    path = _curve((blx, bly), ctrl, top, 30)
    flock = np.zeros((H, W), np.float32)
    if what == "birds":
        rope = _tendril(_sway(path[:10], 14), W * 0.04, W * 0.008)
        side = ctx.side()
        for k in range(8):
            t = 0.22 + 0.78 * k / 7
            px, py = path[int(t * (len(path) - 1))]
            px += float(side.uniform(-70, 70)) * t
            m, _ = icon_mask(
                "dove", px, py, H * (0.05 + 0.07 * t), flip=s > 0, rot=float(side.uniform(-15, 15))
            )
            np.maximum(flock, m, out=flock)
        kind = "a flock of black birds"
    else:
        icon = "wyvern" if what == "dragon" else "pegasus"
        bh = H * (0.26 if what == "dragon" else 0.27)
        bw = bh * 1.1
        cxx = float(np.clip(top[0], bw / 2 + 30, W - bw / 2 - 30))
        m, _ = icon_mask(icon, cxx, top[1], bh, flip=s > 0, rot=12 * s)
        np.maximum(flock, m, out=flock)
        # the ink rope feeds the creature's tail end (nearest the blot)
        ys, xs = np.nonzero(m > 0.5)
        tail = (float(xs.max() if s < 0 else xs.min()), float(ys.mean()))
        path = _curve((blx, bly), (blx - s * W * 0.05, (bly + tail[1]) / 2), tail, 24)
        rope = _tendril(_sway(path, 22), W * 0.038, W * 0.01)
        kind = "a black dragon" if what == "dragon" else "a black winged horse"
    ink = np.maximum(np.maximum(blot * pages, rope), flock)
    ctx.lit(ink, bbox_of(ink), rgb(INK), rim=0.35)
    ctx.focus[:] = np.maximum(ctx.focus, blur(ink, 8))
    # the inkpot, over the blot's far end
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
        ctx, INKED[what], "main", bbox_of(np.maximum(flock, rope)), ("ink", "flight", "story")
    )
    add_element(ctx, "a giant open book", "frame", bbox_of(pages), ("book", "story", "page"))
    # the child on the other page, a quill in hand, watching
    who = pick(ctx, ["a girl", "a boy", "a child"])
    cu, cv = s * 0.5, 0.8
    cx, cfy = at(cu, cv)
    ph = H * ctx.u(0.25, 0.27)
    pose = pick(ctx, ["hold", "point"])
    flip = s > 0
    hand = joint_at(pose, "ha_r", cx, cfy, ph, flip)
    person(
        ctx,
        pose,
        cx,
        cfy,
        ph,
        "secondary",
        label=f"{who} with a quill, watching the ink fly",
        coat=pick(ctx, CHILD_COATS),
        flip=flip,
        shadow=cfy,
        tags=("person", "child", "writer"),
        who=who,
    )
    qm, qb = icon_mask(
        "quill", hand[0] + (-1 if flip else 1) * 20, hand[1] - 40, H * 0.09, flip=flip
    )
    ctx.lit(qm, qb, rgb("#f4efe4"), rim=0.5)
    blend(ctx.img, qm * ((qb[3] - (qb[3] - qb[1]) * 0.2) < YY), rgb(INK))  # its inked nib
    act = {"hold": "holds out a quill", "point": "points up with a quill in hand"}[pose]
    return Painted(
        "A giant open book lies in a sunny meadow; an inkpot has tipped over on its white "
        f"page, and the black ink rises off it as {kind} into the blue sky, while {who} "
        f"standing on the other page {act}.",
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
        ],
    )


PREMISE = Premise(
    name="ink-takes-flight",
    figure="person",
    palettes=("noon", "spring"),
    stage=stage,
)
