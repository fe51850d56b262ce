"""Premise "bird-and-fish-swap": Half above, half below the still surface of a lake: up in the
sky a goldfish flies with a flock of dark birds, in their line, and down in the green water a
white bird swims with a school of grey fish, in theirs, as if the two had swapped worlds. The
fish are drawn from shapes (the game-icons angelfish reads either way round once painted).

The camera is at the water's level: sky above the waterline, the lake's inside below it,
reeds standing through the surface at one side.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, box, disc, icon_mask, rgb, vgrad
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, union_box
from ..kit.sky import day_zenith


def fish(
    ctx: Ctx, x: float, y: float, length: float, face: int, tilt: float, col: str, veil: bool
) -> tuple[Arr, tuple[int, int, int, int]]:
    """A fish drawn from shapes (the angelfish icon reads either way round): an oval body, a
    forked tail (a long veil for a goldfish), a fin and an eye, facing `face` (1 right, -1
    left), nose raised by `tilt` radians; returns its mask and box."""
    ca, sa = float(np.cos(tilt)), float(np.sin(tilt))

    def at(u: float, v: float) -> tuple[float, float]:
        u, v = u * length, v * length
        return x + face * (u * ca + v * sa), y - u * sa + v * ca

    body = polygon_fine(
        [at(0.08 + 0.34 * np.cos(a), 0.17 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 40)]
    )
    if veil:
        tail = polygon_fine(
            [
                at(-0.2, 0),
                at(-0.5, -0.26),
                at(-0.62, -0.1),
                at(-0.5, 0.02),
                at(-0.64, 0.2),
                at(-0.46, 0.24),
            ]
        )
    else:
        tail = polygon_fine([at(-0.22, 0), at(-0.45, -0.18), at(-0.38, 0), at(-0.45, 0.18)])
    fin = polygon_fine([at(-0.08, -0.13), at(0.02, -0.3), at(0.2, -0.14)])
    fins = np.maximum(tail, fin)
    c = rgb(col)
    ctx.lit(fins, mask_bbox(fins), c * 0.9, rim=0.5)
    ctx.lit(body, mask_bbox(body), c, rim=0.7)
    ex, ey = at(0.3, -0.04)
    r = length * 0.04
    after_mask(ctx, disc(ex, ey, r, 1.2), "#fbf8f0", 0.95)
    after_mask(ctx, disc(ex + face * r * 0.3, ey, r * 0.6, 1.2), "#141418", 0.95)
    m = np.maximum(body, fins)
    return m, mask_bbox(m)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # both lines travel toward s
    wl = H * ctx.u(0.48, 0.52)
    ctx.img[:] = vgrad(ctx.pal.sky, -0.2, wl / H)
    ctx.texture_sky(0.05)
    ctx.light = (W / 2 - s * ctx.u(250, 400), -H * 0.2)
    day_zenith(ctx, (wl > YY).astype(np.float32))
    ctx.clouds(2, 0.05, 0.3, 0.4)
    lake = vgrad([(0, "#7ab8a8"), (0.3, "#3a8080"), (1, "#123a40")], wl / H, 1.0)
    ctx.img[:] = np.where((wl < YY)[..., None], lake, ctx.img)
    ctx.rays(W / 2 - s * 200, wl - 60, 6, 0.12, 0.5)
    blend(ctx.img, box(0, wl - 3, W, wl + 4, 2), rgb("#f4fbf6"), 0.75)
    blend(ctx.img, box(0, wl + 4, W, wl + 60, 24), rgb("#cfe8e0"), 0.25)
    # reeds standing through the surface at the side the lines go to
    stems = []
    side = ctx.side()
    for _ in range(9):
        rx = W / 2 + s * (W / 2 - float(side.uniform(20, 170)))
        top = wl - float(side.uniform(120, 330))
        lean = float(side.uniform(-30, 30))
        stems.append(
            [(rx, H - 40 - float(side.uniform(0, 200))), (rx + lean * 0.3, wl), (rx + lean, top)]
        )
    reeds = polylines(stems, 9)
    heads = polylines(
        [[s_[2], (s_[2][0] - (s_[2][0] - s_[1][0]) * 0.25, s_[2][1] + 70)] for s_ in stems], 20
    )
    above = (wl > YY).astype(np.float32)
    blend(ctx.img, reeds * above, rgb("#4a6a38"), 0.95)
    blend(ctx.img, reeds * (1 - above), rgb("#2a5048"), 0.8)
    ctx.lit(heads, (0, 0, W, H), rgb("#6a4a2e"), rim=0.3, separate=False)
    # the flock in a slanting line across the sky, the goldfish among the birds
    x0, y0 = W / 2 - s * W * 0.38, wl * 0.78
    slots = [(x0 + s * k * W * 0.19, y0 - k * H * 0.045) for k in range(5)]
    gold = int(ctx.rng.integers(2, 4))
    boxes = []
    for k, (px, py) in enumerate(slots):
        if k == gold:
            fm, fbb = fish(ctx, px, py, W * 0.21, s, 0.2, "#f08a24", veil=True)
            ctx.focus[:] = np.maximum(ctx.focus, np.clip(fm * 2, 0, 1))
            add_element(
                ctx,
                "a goldfish flying with the birds",
                "main",
                fbb,
                ("animal", "fish"),
                "tropical-fish",
            )
        else:
            bm, bbb = icon_mask("dove", px, py, H * 0.075, flip=s < 0)
            ctx.lit(bm, bbb, rgb("#2e3440"), rim=0.5)
            ctx.focus[:] = np.maximum(ctx.focus, np.clip(bm * 2, 0, 1) * 0.7)
            boxes.append(bbb)
    add_element(ctx, "a flock of birds", "secondary", union_box(boxes), ("animal", "bird", "flock"))
    # the school in a line through the water, the white bird among the fish
    x1, y1 = W / 2 - s * W * 0.34, wl + H * 0.3
    slots = [(x1 + s * k * W * 0.18, y1 - k * H * 0.035 + (k % 2) * 30) for k in range(5)]
    white = int(ctx.rng.integers(1, 3))
    boxes = []
    for k, (px, py) in enumerate(slots):
        if k == white:
            bm, bbb = icon_mask("dove", px, py, H * 0.1, flip=s < 0, rot=-8.0 * s)
            ctx.lit(bm, bbb, rgb("#f0eee8"), rim=0.7)
            ctx.focus[:] = np.maximum(ctx.focus, np.clip(bm * 2, 0, 1) * 0.95)
            add_element(
                ctx,
                "a white bird swimming with the fish",
                "secondary",
                bbb,
                ("animal", "bird"),
                "dove",
            )
            for _ in range(12):  # its bubbles rise to the surface
                ux = px + float(side.uniform(-60, 60))
                uy = float(side.uniform(wl + 40, bbb[1]))
                later_glow(ctx, ux, uy, 8, "#e8fff8", 0.35, core=3.5)
        else:
            fm, fbb = fish(ctx, px, py, W * 0.15, s, 0.0, "#9ab4b8", veil=False)
            ctx.focus[:] = np.maximum(ctx.focus, np.clip(fm * 2, 0, 1) * 0.7)
            boxes.append(fbb)
    add_element(
        ctx, "a school of fish", "secondary", union_box(boxes), ("animal", "fish", "school")
    )
    return Painted(
        "Half above and half below the still surface of a lake: up in the sky an orange "
        "goldfish flies in a line of dark birds, and down in the green water a white bird "
        "swims in a line of grey fish, as if the two had swapped worlds; reeds stand through "
        "the surface at one side.",
        [
            "swapping places",
            "the grass is greener",
            "belonging",
            "being different",
            "fitting in",
            "adventure",
            "two worlds",
            "curiosity",
            "freedom",
        ],
        setting="on a bright day, half in the sky and half in the lake",
    )


PREMISE = Premise(
    name="bird-and-fish-swap",
    figure="fish",
    palettes=("spring", "dawn", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
