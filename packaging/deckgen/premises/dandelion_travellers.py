"""Premise "dandelion-travellers": A dandelion clock taller than a house stands in a meadow;
its seeds float away on the wind, and under each white parachute hangs a tiny traveller. A
child at its foot watches them go."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.figures import bbox_of, person, silhouette
from ..kit.light import after_mask
from ..kit.names import WHERE
from ..kit.paint import H, W, blend, blur, disc, rgb
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment, union_box


def _tuft(m: np.ndarray, cx: float, cy: float, r: float, up: float, n: int, w: float) -> None:
    """A dandelion seed's parachute into mask `m`: `n` fine rays fanning around direction
    `up` (radians) from (cx, cy), each `r` long."""
    for a in np.linspace(up - 1.2, up + 1.2, n):
        x1, y1 = cx + np.cos(a) * r, cy - np.sin(a) * r
        np.maximum(m, segment(cx, cy, x1, y1, w), out=m)


def stage(ctx: Ctx) -> Painted:
    """A dandelion clock taller than a house stands in a meadow; its seeds float away on the
    wind, and under each white parachute hangs a tiny traveller. A child at its foot watches
    them go."""
    x, s = third(ctx)
    ctx.texture_sky()
    ctx.celestial(W / 2 - s * W * 0.3, H * ctx.u(0.1, 0.16), 55)
    ctx.clouds(2, 0.12, 0.3, 0.45)
    gy = ctx.hills(ctx.u(0.74, 0.78), 2, amp=30)
    # the stem, gently bent, and the seed head
    hx, hy, hr = x, H * ctx.u(0.3, 0.34), H * ctx.u(0.11, 0.125)
    pts = [
        (x + s * 40 * np.sin(t * 2.2) + (1 - t) * s * 30, hy + (gy + 30 - hy) * t)
        for t in np.linspace(0, 1, 10)
    ]
    stem = np.zeros((H, W), np.float32)
    for (a, b), (c, d) in itertools.pairwise(pts):
        np.maximum(stem, segment(a, b, c, d, 14), out=stem)
    ctx.lit(stem, (int(x - 80), int(hy), int(x + 80), int(gy + 40)), rgb("#5f8a3a"), rim=0.4)
    blend(ctx.img, disc(hx, hy, hr * 1.05, 20), rgb("#ffffff"), 0.55)
    blend(ctx.img, disc(hx, hy, 26, 3), rgb("#7a6a3a"))
    rays = np.zeros((H, W), np.float32)
    gap = ctx.u(0, 2 * np.pi)  # the side the wind has already stripped
    for a in np.linspace(0, 2 * np.pi, 64, endpoint=False):
        if abs((a - gap + np.pi) % (2 * np.pi) - np.pi) < 0.45:
            continue
        ex, ey = hx + np.cos(a) * hr * 0.82, hy + np.sin(a) * hr * 0.82
        np.maximum(rays, segment(hx, hy, ex, ey, 1.6), out=rays)
        _tuft(rays, ex, ey, hr * 0.2, -a, 5, 1.4)
    after_mask(ctx, rays, "#fbfbf6", 0.9)
    ctx.focus[:] = np.maximum(ctx.focus, disc(hx, hy, hr * 1.2, 30))
    add_element(
        ctx,
        f"a giant dandelion clock {WHERE[ctx.pal.name]}",
        "main",
        (int(hx - hr * 1.2), int(hy - hr * 1.2), int(hx + hr * 1.2), int(gy + 40)),
        ("plant", "flower", "wish"),
    )
    # the seeds on the wind, each carrying someone, drifting up and away from the head
    folk = np.zeros((H, W), np.float32)
    tufts = np.zeros((H, W), np.float32)
    boxes = []
    # along a diagonal from beside the head up to the far top corner, evenly spaced
    room = (hx - hr * 1.1 - 120) if s > 0 else (W - 120 - hx - hr * 1.1)
    for k in range(4):
        t = k / 3
        sx = hx - s * (hr * 1.1 + t * room)
        sy = hy + H * 0.03 - t * (hy - H * 0.05)
        ph = H * (0.1 - 0.025 * t)
        r = ph * 0.55
        _tuft(tufts, sx, sy, r, np.pi / 2, 9, 2.8)
        np.maximum(tufts, segment(sx, sy, sx, sy + r * 1.1, 2.4), out=tufts)
        fx, ffy = sx - (-0.3 if s > 0 else 0.3) * ph, sy + r * 1.1 + ph * 1.12
        np.maximum(folk, silhouette("arms-up", fx, ffy, ph, s > 0), out=folk)
        boxes.append((int(sx - r), int(sy - r), int(sx + r), int(ffy)))
    # a grey edge under the white, so the parachutes read against a pale sky too
    after_mask(ctx, np.roll(tufts, 3, axis=0), "#6a6a78", 0.45)
    after_mask(ctx, tufts, "#fbfbf6", 0.95)
    ctx.lit(folk, bbox_of(folk), rgb("#3a2e40"), rim=0.5)
    ctx.focus[:] = np.maximum(ctx.focus, blur(folk, 10))
    add_element(
        ctx,
        "tiny people hanging from the flying seeds",
        "secondary",
        union_box(boxes),
        ("people", "journey", "wind"),
    )
    # a child at the dandelion's foot
    who = pick(ctx, ["a girl", "a boy", "a child"])
    pose = pick(ctx, ["arms-up", "point"])
    cx = float(np.clip(x + s * H * 0.14, H * 0.27 * 0.36 + 12, W - H * 0.27 * 0.36 - 12))
    cfy = min(gy + H * 0.12, H * 0.93)  # feet on the grass, not on the card's edge
    person(
        ctx,
        pose,
        cx,
        cfy,
        H * 0.27,
        "secondary",
        label=f"{who} watching the seeds fly",
        flip=s > 0,
        shadow=cfy,
        coat=pick(ctx, CHILD_COATS),
        tags=("person", "child", "wonder"),
        who=who,
    )
    act = {"arms-up": "waves both arms", "point": "points after them"}[pose]
    return Painted(
        "A dandelion clock taller than a house stands in a meadow; its seeds float away on "
        "the wind, and under each white parachute hangs a tiny traveller, while "
        f"{who} at its foot {act}.",
        [
            "leaving home",
            "growing up",
            "journey",
            "wish",
            "wind",
            "letting go",
            "freedom",
            "adventure",
            "family",
            "scattering",
        ],
    )


PREMISE = Premise(
    name="dandelion-travellers",
    figure="person",
    palettes=("spring", "noon", "dawn"),
    stage=stage,
)
