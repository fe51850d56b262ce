"""Premise "road-tied-in-a-bow": Seen from high above, the countryside is a patchwork of
fields, and one square field of purple lavender is wrapped like a present: two country roads
cross it like a ribbon and are tied in a big bow where they meet, its loops lifted off the
ground; a tiny red car drives round one of the loops.

The roads keep their white dashes and their cars, so that they read as roads; the loops cast a
shadow on the field, so that they read as a ribbon.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, box, disc, fbm, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, segment

FIELDS = ("#6f9a48", "#8aa84e", "#c8b45a", "#a8894e", "#5f8a44", "#9ab060", "#b89a5a")
Path = list[tuple[float, float]]


def loop(cx: float, cy: float, base: float, size: float) -> Path:
    """A bow's loop: a teardrop from the knot out toward angle `base` and back."""
    pts = []
    for t in np.linspace(0, np.pi, 60):
        r = size * np.sin(t) ** 0.5
        a = base + (t - np.pi / 2) * 0.62
        pts.append((cx + r * np.cos(a), cy + r * np.sin(a) * 0.8))
    return pts


def dashes(path: Path, on: float, off: float, width: float) -> Arr:
    """White dashes along a path."""
    out = np.zeros((H, W), np.float32)
    walked = 0.0
    for (ax, ay), (bx, by) in pairwise(path):
        ln = float(np.hypot(bx - ax, by - ay))
        if ln == 0:
            continue
        if (walked % (on + off)) < on:
            np.maximum(out, segment(ax, ay, bx, by, width), out=out)
        walked += ln
    return out


def fine(path: Path, step: float = 8.0) -> Path:
    out: Path = []
    for (ax, ay), (bx, by) in pairwise(path):
        n = max(1, int(np.hypot(bx - ax, by - ay) / step))
        out += [(ax + (bx - ax) * k / n, ay + (by - ay) * k / n) for k in range(n)]
    out.append(path[-1])
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.light = (W / 2 - s * W, -H * 0.5)
    sdx, sdy = s * 26, 30  # where shadows fall
    # the patchwork: fields around seed points, hedges where they meet
    pts = [(ctx.u(-100, W + 100), ctx.u(-100, H + 100)) for _ in range(16)]
    d = np.stack([np.hypot(XX - px, (YY - py) * 0.9) for px, py in pts])
    lab = np.argmin(d, 0)
    n = fbm(ctx.rng, 50, 3) - 0.5
    for k in range(len(pts)):
        col = rgb(FIELDS[int(ctx.rng.integers(len(FIELDS)))])
        m = (lab == k).astype(np.float32)
        a = ctx.u(0, np.pi)
        rows = 0.06 * np.sin((XX * np.cos(a) + YY * np.sin(a)) / ctx.u(7, 14))
        ctx.img[:] = np.where(
            m[..., None] > 0, np.clip(col * (1 + 0.2 * n + rows)[..., None], 0, 1), ctx.img
        )
    hedge = ((lab != np.roll(lab, 6, 0)) | (lab != np.roll(lab, 6, 1))).astype(np.float32)
    blend(ctx.img, blur(hedge, 2), rgb("#2f4a26"), 0.8)
    # the present: a square lavender field, its rows like the stripes of wrapping paper
    cx, cy = W / 2 + s * ctx.u(-20, 20), H * ctx.u(0.5, 0.54)
    half = W * 0.33
    field = box(cx - half, cy - half, cx + half, cy + half, 2)
    rows = (np.sin((XX - cx) / 13) > 0.1).astype(np.float32)
    blend(ctx.img, field, rgb("#8a6ab0"))
    blend(ctx.img, field * rows, rgb("#6a4a8e"), 0.8)
    edge = np.clip(box(cx - half - 8, cy - half - 8, cx + half + 8, cy + half + 8, 2) - field, 0, 1)
    blend(ctx.img, edge, rgb("#2f4a26"), 0.9)
    # the two roads crossing it like a ribbon and running on into the country
    vert: Path = fine(
        [
            (cx + ctx.u(-30, 30), -40),
            (cx, cy - half),
            (cx, cy + half),
            (cx + ctx.u(-120, 120), H + 40),
        ]
    )
    horiz: Path = fine(
        [
            (-40, cy + ctx.u(-60, 60)),
            (cx - half, cy),
            (cx + half, cy),
            (W + 40, cy + ctx.u(-60, 60)),
        ]
    )
    # the bow: two loops and two tails from the knot
    size = W * 0.3
    ky = cy
    left = fine(loop(cx, ky, np.pi + 0.85, size))
    right = fine(loop(cx, ky, -0.85, size))
    tails = [
        fine([(cx, ky), (cx - 60, ky + 120), (cx - 90, ky + 230), (cx - 170, ky + 300)]),
        fine([(cx, ky), (cx + 60, ky + 120), (cx + 110, ky + 210), (cx + 160, ky + 300)]),
    ]
    road_w = 46.0
    flat = polylines([vert, horiz, *tails], road_w)
    lifted = polylines([left, right], road_w)
    knot = box(cx - 40, ky - 34, cx + 40, ky + 34, 2) * disc(cx, ky, 50, 2)
    # the loops stand off the ground: their shadow falls on the field
    sh = np.roll(np.roll(np.maximum(lifted, knot), int(sdy * 1.6), 0), int(sdx * 1.6), 1)
    blend(ctx.img, blur(sh, 6) * (1 - lifted), ctx.img * 0.4, 0.7)
    asphalt = rgb("#5c5c62")
    blend(ctx.img, flat, asphalt)
    verge = np.clip(blur(flat, 3) - flat, 0, 1) * 3
    blend(ctx.img, np.clip(verge, 0, 1), rgb("#b8b0a0"), 0.5)
    road = np.maximum(np.maximum(flat, lifted), knot)
    ctx.lit(lifted, mask_bbox(lifted), asphalt * 1.05, rim=0.6)
    ctx.lit(knot, mask_bbox(knot), asphalt * 1.1, rim=0.6)
    # the white dashes (after the paint: thinner than a stroke), never over the knot
    lines = np.zeros((H, W), np.float32)
    for p in [vert, horiz, left, right, *tails]:
        np.maximum(lines, dashes(p, 26, 30, 5), out=lines)
    after_mask(ctx, lines * (1 - blur(knot, 6) * 1.5).clip(0, 1), "#f0ece0", 0.9)
    # a farmhouse outside the present, its roof seen from above, and round trees
    hx = cx - s * half * ctx.u(0.45, 0.75)
    hy = cy - half - ctx.u(130, 170)
    roof = box(hx - 70, hy - 45, hx + 70, hy + 45, 2)
    blend(ctx.img, blur(np.roll(np.roll(roof, sdy, 0), sdx, 1), 4), ctx.img * 0.4, 0.7)
    blend(ctx.img, roof * (hy > YY), rgb("#b0503a"))
    blend(ctx.img, roof * (hy <= YY), rgb("#8a3a2a"))
    blend(ctx.img, box(hx - 70, hy - 3, hx + 70, hy + 3, 1), rgb("#5a2a20"), 0.8)
    gen = ctx.side()
    for _ in range(9):
        for _try in range(30):
            tx, ty = float(gen.uniform(40, W - 40)), float(gen.uniform(40, H - 40))
            if (
                (abs(tx - cx) > half + 60 or abs(ty - cy) > half + 60)
                and road[int(ty), int(tx)] < 0.1
                and np.hypot(tx - hx, ty - hy) > 130
            ):
                break
        tr = float(gen.uniform(28, 46))
        crown = disc(tx, ty, tr, 3)
        blend(
            ctx.img,
            blur(np.roll(np.roll(crown, sdy, 0), sdx, 1), 4) * (1 - crown),
            ctx.img * 0.4,
            0.7,
        )
        blend(ctx.img, crown, rgb("#2c4a26"))
        blend(
            ctx.img,
            disc(tx - s * tr * 0.3, ty - tr * 0.3, tr * 0.45, 4) * crown,
            rgb("#6c9a48"),
            0.6,
        )
    # a tiny red car driving round the left or right loop, a yellow one on the long road
    cars = np.zeros((H, W), np.float32)
    lp = left if s > 0 else right
    k = int(len(lp) * ctx.u(0.35, 0.65))
    (ax, ay), (bx, by) = lp[k], lp[k + 2]
    car = segment(ax, ay, bx + (bx - ax) * 1.5, by + (by - ay) * 1.5, 28)
    after_mask(ctx, car, "#d8302a", 1.0)
    fx, fy = ax + (bx - ax) * 1.7, ay + (by - ay) * 1.7  # its windscreen, toward the front
    after_mask(ctx, segment(fx, fy, fx + (bx - ax) * 0.3, fy + (by - ay) * 0.3, 18), "#2a2a38", 0.9)
    np.maximum(cars, car, out=cars)
    k2 = int(len(vert) * ctx.u(0.08, 0.2))
    (ax, ay), (bx, by) = vert[k2], vert[k2 + 4]
    car2 = segment(ax - 11, ay, bx - 11, by, 24)
    after_mask(ctx, car2, "#e8b830", 1.0)
    bb = mask_bbox(np.maximum(lifted, np.maximum(knot, polylines(tails, road_w))))
    add_element(
        ctx,
        "a country road tied in a bow",
        "main",
        bb,
        ("road", "ribbon", "bow", "gift"),
    )
    add_element(
        ctx,
        "a square lavender field wrapped like a present",
        "secondary",
        mask_bbox(field),
        ("field", "gift", "land"),
    )
    add_element(ctx, "a tiny red car", "secondary", mask_bbox(car), ("car", "journey", "small"))
    focus_on(ctx, np.maximum(lifted, knot), 8, 1.5)
    ctx.focus[:] = np.maximum(ctx.focus, field * 0.5)
    return Painted(
        "Seen from high above, the countryside is a patchwork of fields, and one square field "
        "of purple lavender is wrapped like a present: two country roads cross it like a "
        "ribbon and are tied in a big bow where they meet, its loops lifted off the ground; a "
        "tiny red car drives round one of the loops.",
        [
            "a gift",
            "the land as a present",
            "birthday",
            "surprise",
            "journey",
            "from above",
            "small and big",
            "home",
            "countryside",
            "celebration",
        ],
        setting="on a sunny day",
    )


PREMISE = Premise(
    name="road-tied-in-a-bow",
    figure="road",
    palettes=("noon", "spring", "golden"),
    stage=stage,
    max_cards=1,
    frame=False,
)
