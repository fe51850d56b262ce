"""Premise "tortoise-learns-to-fly": High over the fields, two doves fly one behind the other
holding the ends of a stick in their beaks, and from the middle of the stick a tortoise hangs
by its mouth, legs dangling, carried through the sky among the clouds.

The old fable of the tortoise who wanted to fly (the Panchatantra, Aesop): the slowest carried
by the lightest, a dream that holds only as long as you keep your mouth shut, trust, friends who
lift you, a risk.

The tortoise is drawn from shapes (the icon was a flat top view): seen side on as it hangs, a
domed shell with its scutes and a pale flat belly, the neck stretched up, the stick across its
beak, eyes shut tight, four stumpy legs dangling. The doves too (the icon was a flat
pictogram): a white body, raised wings cut into primaries, a fanned tail, trailing behind the
stick's ends they hold; the card keeps them inside its edges.
"""

from __future__ import annotations

import numpy as np

from ..kit.paint import XX, Arr, H, W, blend, blur, ellipse, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import (
    mask_bbox,
    polygon_fine,
    polylines,
    ribbon,
    segment,
    tilted_ellipse,
    union_box,
)
from ..kit.sky import cloud_puff, shade_under, sky


def tilted_shrink(m: Arr) -> Arr:
    """`m` eroded by a few pixels (its outline is `m` minus this)."""
    return np.clip((blur(m, 2.5) - 0.75) * 4, 0, 1)


def dove(
    ctx: Ctx, x: float, y: float, bh: float, face: int, flap: float
) -> tuple[Arr, tuple[float, float]]:
    """A white dove in flight drawn from shapes, its beak tip at (x, y), `bh` px across,
    flying toward `face` (1 right), wings raised (`flap` tilts them back or forward).
    Returns its mask and its eye."""

    def at(u: float, v: float) -> tuple[float, float]:  # dove units, u forward, v down
        return x + face * u * bh, y + v * bh

    def poly(pts: list[tuple[float, float]]) -> Arr:
        return polygon_fine([at(u, v) for u, v in pts])

    def wing(du: float, dv: float, k: float) -> Arr:
        # a wing raised from the shoulder, its trailing edge cut into primaries; `k` scales it
        pts = [
            (-0.17, 0.05),
            (-0.16, -0.1),
            (-0.22, -0.28),
            (-0.33, -0.45),
            (-0.45, -0.56),
            (-0.44, -0.46),
            (-0.51, -0.44),
            (-0.47, -0.36),
            (-0.54, -0.33),
            (-0.49, -0.25),
            (-0.55, -0.2),
            (-0.48, -0.13),
            (-0.5, -0.06),
            (-0.42, 0.07),
        ]
        return poly(
            [(-0.17 + (u + 0.17 - flap * v) * k + du, 0.05 + (v - 0.05) * k + dv) for u, v in pts]
        )

    far = wing(0.07, 0.0, 0.85)
    near = wing(0.0, 0.02, 1.0)
    body = tilted_ellipse(at(-0.3, 0.1)[0], at(-0.3, 0.1)[1], bh * 0.24, bh * 0.095, -face * 0.22)
    head = ellipse(*at(-0.075, 0.03), bh * 0.07, bh * 0.065, 1.5)
    beak = poly([(0.0, 0.01), (-0.05, -0.015), (-0.05, 0.035)])
    tail = poly([(-0.48, 0.1), (-0.74, 0.04), (-0.76, 0.2), (-0.5, 0.17)])
    white = rgb("#f4f2ec")
    ctx.lit(far, mask_bbox(far), white * 0.8, rim=0.6)
    bird = np.clip(np.maximum.reduce([body, head, tail]), 0, 1)
    ctx.lit(bird, mask_bbox(bird), white, rim=0.8)
    ctx.lit(near, mask_bbox(near), white, rim=0.9)
    blend(ctx.img, beak, rgb("#d89a6a"))
    m = np.clip(np.maximum.reduce([far, bird, near, beak]), 0, 1)
    focus_on(ctx, m, 5, weight=0.8)
    return m, at(-0.085, 0.015)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(45, 55)  # a little ahead: the birds trail their tails behind
    sky(ctx, sx=W / 2 - s * W * 0.3, sy=H * ctx.u(0.1, 0.16), r=64, clouds=2, kind="sun")
    # the land far below: low hills and fields, a long way down
    ctx.hills(0.8, 3, amp=26, cell=200)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]
    # clouds at the flyers' own height, one passing in front at the bottom of the sky
    gen = ctx.rng
    for cx_, cy_, w in (
        (W / 2 - s * W * 0.3, H * 0.62, 300),
        (W / 2 + s * W * 0.35, H * 0.3, 240),
    ):
        m = blur(cloud_puff(cx_, cy_, w, w * 0.4, gen), 5)
        blend(ctx.img, m, mix(rgb("#fbf8f0"), ctx.c("light"), 0.3), 0.9)
        shade_under(ctx, m, ctx.pal.ink, 0.18)
    # the stick, level, and the two birds holding its ends in their beaks
    sy_ = H * ctx.u(0.36, 0.4)
    half = W * 0.315
    a, b = (x - half, sy_ + ctx.u(-20, 20)), (x + half, sy_ + ctx.u(-20, 20))
    stick = ribbon([a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 10), b], [14, 15, 14])
    ctx.lit(stick, mask_bbox(stick), rgb("#7a5236"), rim=0.5)
    bh = H * 0.15
    boxes = []
    face = 1 if s > 0 else -1  # both doves fly this way, one behind the other
    eyes: list[tuple[float, float]] = []
    for k, end in enumerate((a, b)):
        m, eye_at = dove(ctx, end[0], end[1], bh * 1.15, face, 0.25 * (1 if k else -1))
        boxes.append(mask_bbox(m))
        add_element(ctx, "a dove", "secondary", mask_bbox(m), ("animal", "bird", "peace"))
        eyes.append(eye_at)
    # the tortoise hangs from the middle by its beak, drawn from shapes: neck stretched up,
    # its domed shell turned to the light, four stumpy legs dangling, a stub of a tail
    th = H * 0.26
    tx, ty = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 4
    f = -s  # the side its domed back faces (toward the sun)
    skin = rgb("#a08e68")
    head = ellipse(tx + f * th * 0.01, ty + th * 0.05, th * 0.065, th * 0.085, 1.5)
    neck = ribbon(
        [
            (tx + f * th * 0.01, ty + th * 0.1),
            (tx + f * th * 0.03, ty + th * 0.2),
            (tx + f * th * 0.06, ty + th * 0.3),
        ],
        [th * 0.09, th * 0.1, th * 0.12],
    )
    scx, scy = tx + f * th * 0.1, ty + th * 0.56
    legs = []
    for (u0, v0), (u1, v1) in (
        ((0.36, -0.13), (0.5, -0.2)),  # front legs: from the shell's front, hanging
        ((0.36, -0.02), (0.52, -0.06)),
        ((0.76, -0.1), (0.92, -0.14)),  # hind legs
        ((0.78, 0.02), (0.95, 0.0)),
    ):
        p0 = (tx + f * v0 * th, ty + u0 * th)
        p1 = (tx + f * v1 * th, ty + u1 * th)
        leg = ribbon(
            [p0, ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2), p1], [th * 0.1, th * 0.09, th * 0.08]
        )
        leg = np.maximum(leg, ellipse(p1[0], p1[1], th * 0.055, th * 0.04, 1.5))
        legs.append(leg)
    tail = ribbon(
        [(scx - f * th * 0.02, scy + th * 0.3), (scx - f * th * 0.05, scy + th * 0.4)],
        [th * 0.05, th * 0.02],
    )
    flesh = np.clip(np.maximum.reduce([head, neck, tail, *legs]), 0, 1)
    ctx.lit(flesh, mask_bbox(flesh), skin, rim=0.7)
    # the shell seen side on: a dome on its back, flat along the belly
    flat = np.clip(((XX - scx) * f + th * 0.13) / 2, 0, 1)
    shell = tilted_ellipse(scx, scy, th * 0.24, th * 0.34, 0.0) * flat
    ctx.lit(shell, mask_bbox(shell), rgb("#6a7436"), rim=0.8, separate=True)
    # the plastron's pale band along the flat belly
    band = shell * np.clip(1 - ((XX - scx) * f + th * 0.13) / (th * 0.05), 0, 1)
    blend(ctx.img, band, rgb("#d8c48a"), 0.9)
    scutes = []
    for du, dv, ru, rv in (
        (-0.19, 0.0, 0.105, 0.085),  # the middle row along the top of the dome
        (0.0, 0.01, 0.11, 0.09),
        (0.19, 0.0, 0.105, 0.085),
        (-0.25, 0.15, 0.085, 0.07),  # the row down its side
        (-0.08, 0.165, 0.09, 0.075),
        (0.09, 0.165, 0.09, 0.075),
        (0.26, 0.14, 0.08, 0.065),
    ):
        scutes.append(tilted_ellipse(scx + f * dv * th, scy + du * th, rv * th, ru * th, 0.0, n=6))
    lines = np.zeros((H, W), np.float32)
    for m in scutes:
        lines = np.maximum(lines, np.clip(m - tilted_shrink(m), 0, 1))
    rim = tilted_ellipse(scx + f * th * 0.02, scy, th * 0.2, th * 0.3, 0.0)  # the marginal scutes
    lines = np.maximum(lines, np.clip(rim - tilted_shrink(rim), 0, 1))
    tone = np.clip(np.max(np.stack(scutes), 0) * shell, 0, 1)
    blend(ctx.img, tone, rgb("#9aa052"), 0.35)
    blend(ctx.img, lines * shell, rgb("#34381a"), 0.8)
    t = np.clip(np.maximum(flesh, shell), 0, 1)
    focus_on(ctx, t, 6)
    add_element(
        ctx,
        "a tortoise hanging by its mouth from a stick",
        "main",
        union_box([mask_bbox(t), mask_bbox(stick)]),
        ("animal", "tortoise", "slow", "shell"),
    )  # drawn from shapes: no icon
    ex, ey = tx + f * th * 0.035, ty + th * 0.06

    def eye(img: np.ndarray) -> None:  # shut tight, holding on: smaller than a stroke
        arc = [(ex - 9 + k * 3, ey + 0.12 * (k * 3 - 9) ** 2 * 0.25 - 3) for k in range(7)]
        blend(img, polylines([arc], 3.2), rgb("#2a2018"), 0.9)
        for dx_, dy_ in eyes:  # the doves' eyes
            blend(img, ellipse(dx_, dy_, 4.5, 4.5, 1), rgb("#1a1614"))
        # the stick passes in front of its beak: it bites on it
        bite = segment(tx - th * 0.08, ty + 5, tx + th * 0.08, ty + 7, 13)
        blend(img, bite, rgb("#5a3c28"), 0.95)

    ctx.after.append(eye)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(stick, 5) * 1.6, 0, 1) * 0.8)
    assert boxes
    return Painted(
        "High over the fields, two white doves fly one behind the other holding the ends of a "
        "stick in their beaks, and from the middle of the stick a tortoise hangs by its mouth, "
        "eyes shut tight, its four legs dangling under its domed shell, carried through the "
        "sky among the clouds.",
        [
            "flying",
            "dreams",
            "trust",
            "friendship",
            "keeping quiet",
            "slowness",
            "help",
            "risk",
            "a fable",
            "the impossible",
        ],
    )


PREMISE = Premise(
    name="tortoise-learns-to-fly",
    figure="tortoise",
    palettes=("dawn", "noon"),
    stage=stage,
    max_cards=1,
)
