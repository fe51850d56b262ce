"""Premise "sun-on-a-string": An elephant walks over a hill holding the sun on a string in its
trunk, like a balloon; the sun tugs, and a little mouse clinging to the string has been
lifted off its feet."""

from __future__ import annotations

import numpy as np

from ..kit.paint import H, W, blend, disc, glow, icon_mask, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import string_to
from ..kit.sky import sky


def _tip(m: np.ndarray, facing: int) -> tuple[float, float]:
    """Where the elephant's trunk ends: the point farthest forward in its lower half."""
    ys, xs = np.nonzero(m > 0.5)
    y0, y1 = ys.min(), ys.max()
    low = (ys > y0 + (y1 - y0) * 0.35) & (ys < y0 + (y1 - y0) * 0.8)
    xs, ys = xs[low], ys[low]
    k = int(np.argmax(xs * facing))
    return float(xs[k]), float(ys[k])


def stage(ctx: Ctx) -> Painted:
    """An elephant walks over a hill holding the sun on a string in its trunk, like a balloon;
    the sun tugs, and a little mouse clinging to the string is lifted off its feet."""
    x, s = third(ctx)
    sx, sy, r = W / 2 - s * ctx.u(110, 170), H * ctx.u(0.17, 0.22), ctx.u(85, 100)
    sky(ctx, sx=sx, sy=sy, r=r, clouds=3, kind="sun")
    glow(ctx.img, sx, sy, 520, ctx.pal.light, 0.28)
    core = mix(rgb(ctx.pal.light), rgb("#ffb347"), 0.6)
    blend(ctx.img, disc(sx, sy, r, 2.5), core)
    blend(ctx.img, disc(sx - r * 0.2, sy - r * 0.2, r * 0.7, 30), rgb("#fff3d0"), 0.45)
    gy = ctx.hills(ctx.u(0.66, 0.7), 3)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]  # no dark framing tree
    ctx.shape(
        "the sun on a string",
        "secondary",
        ("sun", "light", "balloon"),
        (sx - r, sy - r, sx + r, sy + r),
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(sx, sy, r + 30, 20))
    facing = 1 if sx > x else -1  # the elephant faces the sun
    eh = H * ctx.u(0.2, 0.22)
    fy = min(gy + ctx.u(200, 260), H - 110)
    ex = float(np.clip(x, eh * 0.8, W - eh * 0.8))
    tilt = ctx.u(14, 18) * facing  # leaning back on its hind legs as the sun pulls
    m, bb = icon_mask("elephant", ex, fy - eh / 2, eh, flip=facing < 0, rot=tilt)
    ctx.cast_shadow(m, bb, bb[3], strength=0.5, reach=2.2)
    ctx.contact(m, bb)
    ctx.lit(m, bb, rgb("#6c6874"), rim=0.8)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(m * 2, 0, 1))
    add_element(
        ctx,
        "an elephant holding the sun on a string in its trunk",
        "main",
        bb,
        ("animal", "elephant", "giant", "wonder"),
        "elephant",
    )
    tx, ty = _tip(m, facing)
    # the string from the trunk to the sun, and a mouse clinging to it, lifted off its feet
    top = (sx, sy + r)

    def on_string(y: float) -> float:  # the string is pulled taut: a straight line
        return tx + (top[0] - tx) * (y - ty) / (top[1] - ty)

    my = ty + (top[1] - ty) * ctx.u(0.3, 0.38)
    mx = on_string(my)
    mh = H * 0.1
    # hanging by its raised front paws, head up toward the sun, tail and feet dangling (the
    # icon is a mouse reared up on its hind legs: upright already)
    rot = ctx.u(-10, 10)
    mm, mb = icon_mask("rat", mx, my, mh, flip=facing > 0, rot=rot)
    mm, mb = icon_mask("rat", mx, my + (my - mb[1]) - 12, mh, flip=facing > 0, rot=rot)
    ctx.lit(mm, mb, rgb("#7a6052"), rim=0.9, separate=True)
    focus_on(ctx, mm, 5, 2.5)
    # the string runs behind the mouse: from the sun down to its paws, and on from under
    # its body down to the trunk
    low = mb[1] + (mb[3] - mb[1]) * 0.62
    string_to(ctx, (mx, my), top, 0, "#3a2a24", width=5.5)
    string_to(ctx, (tx, ty), (on_string(low), low), 0, "#3a2a24", width=5.5)
    add_element(
        ctx,
        "a little mouse hanging on the string, lifted off its feet",
        "secondary",
        mb,
        ("animal", "mouse", "small"),
        "rat",
    )
    return Painted(
        "An elephant on a hill holds the sun on a string in its trunk like a balloon, leaning "
        "back with a front foot off the ground as the sun tugs; a little mouse clings to the "
        "string above its trunk, lifted off its feet.",
        [
            "wonder",
            "power",
            "light",
            "play",
            "together",
            "holding on",
            "big and small",
            "hope",
            "summer",
            "childhood",
        ],
    )


PREMISE = Premise(
    name="sun-on-a-string",
    figure="elephant",
    palettes=("desert", "golden", "dawn"),
    max_cards=1,
    stage=stage,
)
