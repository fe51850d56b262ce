"""Premise "mole-holds-up-the-meadow": A cutaway of a sunny meadow: above the ground a little
house stands on a gentle hill under a tree, and deep below, in a round burrow lit by a
lantern, a mole stands on its hind legs with both big pink paws raised, holding the whole
hill up over its head.

Day above, the warm dark of the earth below: the top third is the meadow, the rest the soil
in section (stones, roots, a worm) and the mole's chamber. The mole is built from parts (no
icon shows one standing with its paws raised).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, disc, ellipse, fbm, glow, rgb, vgrad
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon
from ..kit.sky import day_zenith

FUR = "#5a5058"
PINK = "#e6a898"


def mole(ctx: Ctx, mx: float, fy: float, m: float, f: int) -> tuple[int, int, int, int]:
    """A mole standing on its hind legs at (mx, fy), `m` px tall to its raised paws, its
    snout turned toward `f` (1 right, -1 left); returns its box."""
    ceil = fy - m
    torso = ellipse(mx, fy - 0.3 * m, 0.25 * m, 0.29 * m, 2)
    head = ellipse(mx + f * 0.03 * m, fy - 0.64 * m, 0.16 * m, 0.14 * m, 2)
    # the long pointed snout, turned aside and a little up
    snout = polygon_fine(
        [
            (mx + f * 0.08 * m, fy - 0.74 * m),
            (mx + f * 0.38 * m, fy - 0.74 * m),
            (mx + f * 0.4 * m, fy - 0.69 * m),
            (mx + f * 0.1 * m, fy - 0.56 * m),
        ]
    )
    arms = np.zeros((H, W), np.float32)
    for d in (-1, 1):
        pts = [
            (mx + d * 0.18 * m, fy - 0.48 * m),
            (mx + d * 0.27 * m, fy - 0.7 * m),
            (mx + d * 0.25 * m, ceil + 0.1 * m),
        ]
        arms = np.maximum(arms, ribbon(pts, [0.13 * m, 0.11 * m, 0.1 * m], 1.5))
    trunk = np.maximum(torso, arms)
    ctx.lit(trunk, mask_bbox(trunk), rgb(FUR), rim=0.7)
    # the head its own volume in front of the chest, a shadow under the chin
    face = np.maximum(head, snout)
    chin = ellipse(mx + f * 0.05 * m, fy - 0.53 * m, 0.17 * m, 0.06 * m, 10) * trunk
    blend(ctx.img, chin, rgb("#1e1a20"), 0.6)
    ctx.lit(face, mask_bbox(face), rgb("#7a7078"), rim=0.9)
    # the snout pinker toward its tip
    pinkish = snout * np.clip((XX - (mx + f * 0.12 * m)) * f / (0.28 * m), 0, 1)
    blend(ctx.img, pinkish, rgb("#c89088"), 0.55)
    body = np.maximum(trunk, face)
    # the big spade paws pressed flat on the ceiling, and the feet planted wide
    pink = np.zeros((H, W), np.float32)
    for d in (-1, 1):
        pink = np.maximum(pink, ellipse(mx + d * 0.26 * m, ceil + 0.05 * m, 0.12 * m, 0.06 * m, 2))
        pink = np.maximum(pink, ellipse(mx + d * 0.14 * m, fy - 0.025 * m, 0.1 * m, 0.04 * m, 2))
    tip = (mx + f * 0.39 * m, fy - 0.715 * m)
    pink = np.maximum(pink, disc(tip[0], tip[1], 0.04 * m, 2))
    ctx.lit(pink, mask_bbox(pink), rgb(PINK), rim=0.5)
    # claws on the paws and a small shut eye, smaller than a stroke
    claws = []
    for d in (-1, 1):
        for k in range(5):
            cx = mx + d * 0.26 * m + (k - 2) * 0.045 * m
            claws.append([(cx, ceil + 0.07 * m), (cx, ceil + 0.01 * m)])
    ex, ey = mx + f * 0.12 * m, fy - 0.69 * m
    after_mask(ctx, polylines(claws, 4), "#f4e4d8", 0.85)
    whiskers = [
        [(tip[0] - f * 0.05 * m, tip[1] + dy * 0.3), (tip[0] + f * 0.06 * m, tip[1] + dy)]
        for dy in (-22.0, -4.0, 14.0)
    ]
    after_mask(ctx, polylines(whiskers, 2.5), "#e8e0d8", 0.7)
    after_mask(ctx, ellipse(ex, ey, 9, 8, 1.5), "#141014", 0.95)
    after_mask(ctx, ellipse(ex + f * 3, ey - 3, 3, 3, 1), "#f0f0f0", 0.8)
    allm = np.maximum(body, pink)
    bb = mask_bbox(allm)
    focus_on(ctx, allm, 4)
    return bb


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the mole's side of the card
    gl = H * ctx.u(0.39, 0.42)  # the meadow's surface
    mx = W / 2 + s * ctx.u(0.06, 0.12) * W
    # the sky: the palette's lighter half, the sun high on the other side
    ctx.img[:] = vgrad(ctx.pal.sky, -0.2, gl / H)
    ctx.texture_sky(0.05)
    sx, sy = W / 2 - s * ctx.u(0.28, 0.34) * W, H * 0.08
    ctx.celestial(sx, sy, 50, "sun")
    day_zenith(ctx, (gl > YY).astype(np.float32))
    ctx.clouds(2, 0.04, 0.16, 0.4)
    # the ground: a hump over the mole (it is lifting the hill), level elsewhere
    xs = np.arange(W, dtype=np.float32)
    hump = 70 * np.exp(-(((xs - mx) / (W * 0.2)) ** 2))
    surf = gl - hump
    under = (surf[None, :] < YY).astype(np.float32)
    soil = vgrad([(0, "#6a4a30"), (0.4, "#4a3222"), (1, "#2a1c14")], gl / H - 0.04, 1.0)
    grain = fbm(ctx.rng, 90, 3) - 0.5
    strata = aniso_noise(ctx.side(), 180, 14) - 0.5
    soil = soil * (1 + 0.25 * grain[..., None] + 0.15 * strata[..., None])
    ctx.img[:] = ctx.img * (1 - under[..., None]) + np.clip(soil, 0, 1) * under[..., None]
    # the turf: a green band along the surface, its grass edge ragged
    turf = under * np.clip((surf[None, :] + 36 - YY) / 4, 0, 1)
    blend(ctx.img, turf, rgb(ctx.pal.ground), 0.95)
    blend(ctx.img, turf * (aniso_noise(ctx.side(), 8, 30) > 0.55), rgb("#3f6a30"), 0.5)
    # stones in the soil
    for _ in range(14):
        px, py = ctx.u(0, W), ctx.u(gl + 60, H - 30)
        r = ctx.u(16, 40)
        st = ellipse(px, py, r, r * 0.7, 3)
        ctx.lit(st, mask_bbox(st), rgb("#6a5e54"), rim=0.15, separate=False)
    # the mole's chamber: a round burrow whose ceiling is just under the hill
    m = H * 0.36
    ceil = gl - hump.max() + 70
    fy = ceil + m
    room = ellipse(mx, (ceil + fy) / 2 + 10, m * 0.62, m * 0.56, 6)
    room = np.maximum(room, ellipse(mx, fy - 10, m * 0.66, m * 0.2, 6))
    room *= (ceil - 4 < YY).astype(np.float32)
    tunnel = ribbon(
        [(mx - s * m * 0.5, fy - 60), (mx - s * m * 0.9, fy - 40), (mx - s * W, fy + 40)],
        [110, 100, 100],
        5,
    )
    hollow = np.maximum(room, tunnel)
    blend(ctx.img, hollow, rgb("#24160e"))
    blend(ctx.img, blur(np.clip(blur(hollow, 14) - hollow, 0, 1), 3) * 2, rgb("#9a7048"), 0.7)
    lamp = (mx - s * m * 0.45, fy - 40)
    ctx.light = (lamp[0], lamp[1] - 60)
    glow(ctx.img, lamp[0], lamp[1] - 40, m * 0.9, "#ffc070", 0.5)
    # roots hanging into the soil from the turf and the tree
    tx = W / 2 - s * ctx.u(0.3, 0.36) * W
    roots = []
    for _ in range(12):
        rx = ctx.u(0, W)
        ry = float(surf[int(np.clip(rx, 0, W - 1))]) + 30
        ln = ctx.u(60, 160)
        roots.append(
            [(rx, ry), (rx + ctx.u(-20, 20), ry + ln * 0.5), (rx + ctx.u(-40, 40), ry + ln)]
        )
    for k in range(7):
        a = -0.9 + 1.8 * k / 6
        ln = ctx.u(180, 320)
        roots.append(
            [(tx, gl + 20), (tx + a * ln * 0.4, gl + ln * 0.5), (tx + a * ln * 0.8, gl + ln)]
        )
    rm = polylines(roots, 7) * (1 - blur(hollow, 2))
    blend(ctx.img, rm, rgb("#8a6a48"), 0.8)
    # above: a tree on one side, a little house on the hill over the mole
    sec(ctx, "oak", tx, gl - H * 0.11, H * 0.24, shadow=gl)
    hy = float(surf[int(mx)])
    sec(ctx, "house", mx, hy - H * 0.045, H * 0.09, shadow=hy + 4)
    # the mole holding it all up, and its lantern
    bb = mole(ctx, mx, fy, m, -s)
    add_element(ctx, "a mole", "main", bb, ("animal", "small", "underground", "strength"))
    later_icon(ctx, "old-lantern", lamp[0], lamp[1], 80, "#3a2a1a")
    later_glow(ctx, lamp[0], lamp[1] + 8, 70, "#ffd890", 0.8, core=10)
    # a worm looks on from the soil
    wx, wy = mx - s * m * 0.95, fy + m * 0.3
    sec(ctx, "earth-worm", wx, wy, H * 0.1, fill="#e09088", flip=s > 0)
    return Painted(
        "A cutaway of a sunny meadow: above the ground a little house stands on a gentle hill "
        "beside a tree, and deep below, in a round burrow lit by a lantern, a mole stands on "
        "its hind legs with both big pink paws raised, holding the whole hill up over its "
        "head; a worm looks on from the soil.",
        [
            "holding up the world",
            "unseen work",
            "strength",
            "responsibility",
            "foundation",
            "secret helper",
            "effort",
            "underground",
            "small but mighty",
        ],
        setting="on a sunny day above, in the warm dark of the earth below",
    )


PREMISE = Premise(
    name="mole-holds-up-the-meadow",
    figure="mole",
    palettes=("spring", "noon", "dawn"),
    stage=stage,
    max_cards=1,
    frame=False,
)
