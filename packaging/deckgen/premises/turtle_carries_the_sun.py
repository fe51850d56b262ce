"""Premise "turtle-carries-the-sun": Where the sun comes from: before dawn a sea turtle swims
up from the deep carrying the sun on its head, and above the water the pale sky waits
without it.

A cutaway at the waterline: the upper part is the sky at first light (no sun in it), the
lower the sea, lit from below by the sun the turtle brings up.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import later_glow
from ..kit.paint import YY, H, W, blend, box, disc, glow, icon_mask, rgb, vgrad
from ..kit.place import add_element, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    hz = ctx.u(0.4, 0.44) * H  # the waterline
    # the sky: the palette's first light, its lighter half, and no sun in it yet
    ctx.img[:] = vgrad(ctx.pal.sky, -0.35, hz / H)
    ctx.texture_sky(0.05)
    ctx.streaks(hz / H - 0.14, hz / H - 0.05, 0.5)
    sea = vgrad([(0, "#4f9aa2"), (0.35, "#1f6272"), (1, "#08283a")], hz / H, 1.0)
    under = hz < YY
    ctx.img[under] = sea[under]
    # the turtle rising at a slant toward the surface, the sun on its head
    tx = W * (0.5 + s * ctx.u(0.04, 0.1))
    ty = H * ctx.u(0.68, 0.72)
    th = H * 0.3
    rot = 20.0 * s
    r = H * 0.07

    def sun_on(ty: float) -> tuple[np.ndarray, tuple[int, int, int, int], float, float]:
        """The turtle at height `ty`, and where the sun sits on its head (the icon swims to
        the right; rotated, its head points up)."""
        tm, tbb = icon_mask("sea-turtle", tx, ty, th, flip=s < 0, rot=rot)
        ys, xs = np.nonzero(tm > 0.5)
        top = int(np.argmin(ys - 0.35 * s * (xs - tx)))
        return tm, tbb, float(xs[top]) - s * r * 0.2, float(ys[top]) - r * 1.02

    _, _, _, sy0 = sun_on(ty)
    # the sun just under the surface, about to break it
    tm, tbb, sx, sy = sun_on(ty + (hz + r + H * 0.03) - sy0)
    ctx.light = (sx, sy)
    # the sea lit from below: a glow around the sun, rays climbing to the surface, the
    # surface brightening over it
    glow(ctx.img, sx, sy, r * 7, "#f0b070", 0.45)
    ang = np.arctan2(YY - sy, np.arange(W)[None, :] - sx)
    beams = np.zeros((H, W), np.float32)
    for _ in range(6):
        a0 = -np.pi / 2 + ctx.u(-0.5, 0.5)
        beams += np.exp(-(((ang - a0) / ctx.u(0.03, 0.07)) ** 2))
    beams *= (hz < YY) * (sy > YY) * np.clip((YY - hz) / 60, 0, 1)
    blend(ctx.img, np.clip(beams, 0, 1), rgb("#ffe6b0"), 0.22)
    surf = np.exp(-(((np.arange(W)[None, :] - sx) / (W * 0.28)) ** 2)) * np.ones((H, 1))
    blend(ctx.img, box(0, hz - 3, W, hz + 5, 2) * surf, rgb("#ffe6b8"), 0.6)
    blend(ctx.img, box(0, hz - 60, W, hz, 30) * surf * (hz > YY), rgb("#f4c494"), 0.25)
    ctx.lit(tm, tbb, rgb("#8aa86a"), rim=0.7, separate=False)
    pad = 12
    sl = (slice(tbb[1] - pad, tbb[3] + pad), slice(max(0, tbb[0] - pad), tbb[2] + pad))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(tm[sl] * 2, 0, 1))
    add_element(ctx, "a sea turtle", "main", tbb, ("animal", "sea", "swim"), "sea-turtle")
    # the sun itself, resting on the shell: warm core, paler rim
    blend(ctx.img, disc(sx, sy, r, 3), rgb("#f6a83e"))
    blend(ctx.img, disc(sx - r * 0.12, sy - r * 0.12, r * 0.75, 10), rgb("#ffd47a"), 0.85)
    blend(ctx.img, disc(sx - r * 0.25, sy - r * 0.25, r * 0.35, 10), rgb("#ffeab0"), 0.6)
    ctx.focus[:] = np.maximum(ctx.focus, disc(sx, sy, r * 1.1, 6))
    add_element(
        ctx,
        "the sun",
        "secondary",
        (int(sx - r), int(sy - r), int(sx + r), int(sy + r)),
        ("sun", "light", "day"),
    )
    later_glow(ctx, sx, sy, r * 2.6, "#ffc878", 0.25)
    # a gull rests on the water above, not yet knowing
    gx = W * (0.5 - s * ctx.u(0.22, 0.3))
    sec(ctx, "seagull", gx, hz - H * 0.04, H * 0.09, flip=s < 0, fill="#4a4e5a")
    side = ctx.side()
    for _ in range(26):  # bubbles streaming from the turtle, small fish-lights in the deep
        bx = float(side.uniform(tbb[0], tbb[2]))
        by = float(side.uniform(hz + 30, tbb[1]))
        later_glow(ctx, bx, by, 6, "#e8fff8", 0.35, core=2.5)
    return Painted(
        "Before dawn a sea turtle swims up from the deep sea, carrying the sun up to the "
        "surface on its head; the sun lights the water gold from below, and above the "
        "waterline the sky waits, pale and still without its sun, and a gull floats on the "
        "surface.",
        [
            "beginning",
            "carrying",
            "keeping the world going",
            "duty",
            "hope",
            "light",
            "depth",
            "birth",
            "patience",
            "legend",
        ],
        setting="at first light, the sea glowing gold from below",
    )


PREMISE = Premise(
    name="turtle-carries-the-sun",
    figure="sea turtle",
    palettes=("dawn", "golden"),
    stage=stage,
    max_cards=1,
    frame=False,
)
