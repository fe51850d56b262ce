"""Premise "stairs-by-the-fire": In a firelit hall the wooden staircase has come away from
the wall and stands on the rug before the fire, warming itself; the door it led to is left
high on the wall, out of reach, above the pale stepped mark where the stairs used to be."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import Arr, H, W, blend, blur, box, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, main, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines

WOODS = ("#9a6a3e", "#7a4e30", "#b08050")
RUGS = ("#8a2f2f", "#2f4f6a", "#6a5a2a")


def _stairs(
    ctx: Ctx, x0: float, base: float, d: int, wood: np.ndarray, n: int = 8
) -> tuple[Arr, tuple[float, float]]:
    """A free-standing wooden staircase climbing toward side `d` from (x0, base), seen in
    three-quarter view: treads and risers running back, the sawtooth side face nearest, a
    banister on it. Returns its mask and the top step's middle."""
    run, rise = 62.0, 58.0
    vx, vy = d * 70.0, -52.0  # the depth of a step, seen obliquely
    whole = np.zeros((H, W), np.float32)
    for k in range(n):
        xa, xb = x0 + d * k * run, x0 + d * (k + 1) * run
        y_top = base - (k + 1) * rise
        riser = polygon_fine(
            [
                (xa, base - k * rise),
                (xa, y_top),
                (xa + vx, y_top + vy),
                (xa + vx, base - k * rise + vy),
            ]
        )
        ctx.lit(riser, mask_bbox(riser), wood * 0.8, rim=0.2, separate=False)
        tread = polygon_fine(
            [(xa, y_top), (xb, y_top), (xb + vx, y_top + vy), (xa + vx, y_top + vy)]
        )
        ctx.lit(tread, mask_bbox(tread), np.clip(wood * 1.25, 0, 1), rim=0.3, separate=False)
        nose = polylines([[(xa, y_top), (xa + vx, y_top + vy)]], 5)
        blend(ctx.img, nose, np.clip(wood * 1.5, 0, 1), 0.7)
        np.maximum(whole, np.maximum(riser, tread), out=whole)
    # the side face: the sawtooth, nearest to the viewer
    prof = [(x0, base)]
    for k in range(n):
        prof += [
            (x0 + d * k * run, base - (k + 1) * rise),
            (x0 + d * (k + 1) * run, base - (k + 1) * rise),
        ]
    prof += [(x0 + d * n * run, base)]
    side = polygon_fine(prof)
    ctx.lit(side, mask_bbox(side), wood * 0.62, rim=0.4, separate=False)
    np.maximum(whole, side, out=whole)
    # the banister along the near side: a post on each step and a rail
    tops = [(x0 + d * (k + 0.5) * run, base - (k + 1) * rise) for k in range(n)]
    posts = polylines([[(px, py), (px, py - 110)] for px, py in tops], 9)
    newel = polylines([[tops[0], (tops[0][0], tops[0][1] - 150)]], 20)
    rail = polylines(
        [[(tops[0][0], tops[0][1] - 150), *[(px, py - 110) for px, py in tops[1:]]]], 16
    )
    rails = np.maximum(np.maximum(posts, rail), newel)
    ctx.lit(rails, mask_bbox(rails), wood * 0.7, rim=0.5, separate=False)
    np.maximum(whole, rails, out=whole)
    top = (x0 + d * (n - 0.5) * run + vx / 2, base - n * rise + vy / 2)
    return whole, top


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.6)
    wood = rgb(pick(ctx, list(WOODS)))
    # the fire on the far side lights the hall
    fx = W / 2 - s * ctx.u(330, 380)
    fh = H * 0.2
    ctx.light = (fx, fy - fh * 0.3)
    glow(ctx.img, fx, fy - fh * 0.3, 800, "#ffb060", 0.45)
    fm = ctx.subject(
        "fireplace",
        fx,
        fy - fh * 0.5 + 10,
        fh,
        "secondary",
        fill="#5a4a44",
        tags=("fire", "home", "warmth"),
        label="a fireplace",
    )
    fb = mask_bbox(fm)
    fw = fb[2] - fb[0]
    hearth = box(fx - fw * 0.28, fb[1] + fh * 0.38, fx + fw * 0.28, fb[3] - fh * 0.1, 2)
    blend(ctx.img, hearth * (1 - fm), rgb("#3a1a10"), 0.9)  # the dark hearth
    blend(ctx.img, hearth * fm, rgb("#ffa040"))  # the flames
    blend(ctx.img, hearth * fm * blur(hearth * fm, 8), rgb("#ffe090"), 0.8)
    later_glow(ctx, fx, fy - fh * 0.25, 170, "#ffb050", 0.5)
    # high on the wall, the door the stairs led to, opening onto nothing
    dx = x + s * ctx.u(120, 180)
    dy = H * 0.2
    # the unfaded wallpaper where the stairs stood: a pale stepped triangle up to the door
    gx0, gx1 = fx + s * 140, dx - s * 110
    gy1 = dy + 160
    k_n = 8
    prof = [(gx0, fy)]
    for k in range(k_n):
        xa = gx0 + (gx1 - gx0) * k / k_n
        xb = gx0 + (gx1 - gx0) * (k + 1) / k_n
        yk = fy - (fy - gy1) * (k + 1) / k_n
        prof += [(xa, yk), (xb, yk)]
    prof += [(gx1, fy)]
    ghost = polygon_fine(prof)
    blend(ctx.img, blur(ghost, 3), mix(ctx.sky_at(0.3), rgb("#fff4dc"), 0.6), 0.62)
    # a line of old dust along its stepped edge, drawn after the paint
    edge = polylines([prof[1:-1]], 6)
    after_mask(ctx, edge, "#6a4a32", 0.45)
    landing = box(dx - 110, dy + 150, dx + 110, dy + 175, 2)
    ctx.lit(landing, mask_bbox(landing), wood * 0.8, rim=0.3)
    main(ctx, "wooden-door", dx, dy + 10, H * 0.16, fill="#5a3a2a", label="a door high on the wall")
    # the rug before the fire, and the staircase standing on it, its foot to the flames
    ry = fy + (H - fy) * 0.5
    rug = ellipse(x, ry, 440, 140, 6)
    blend(ctx.img, rug, rgb(pick(ctx, list(RUGS))))
    blend(ctx.img, np.clip(rug - ellipse(x, ry, 400, 118, 6), 0, 1), rgb("#e8d8b0"), 0.6)
    n = 8
    x0 = x - s * 62 * n / 2
    shadow = ellipse(x + s * 30, ry + 20, 300, 60, 30)
    blend(ctx.img, shadow, ctx.img * 0.4, 0.6)
    m, _top = _stairs(ctx, x0, ry + 60, s, wood, n)
    sb = mask_bbox(m)
    # the door is not the main figure: the staircase is
    for e in ctx.elements:
        if e["role"] == "main":
            e["role"] = "secondary"
    add_element(
        ctx, "a staircase warming itself by the fire", "main", sb, ("object", "climb", "home")
    )
    focus_on(ctx, m, 4, 1.5)
    return Painted(
        "In a firelit hall the wooden staircase has come away from the wall and stands on the "
        "rug before the fire, warming itself; the door it led to is left high on the wall, "
        "out of reach, above the pale stepped mark where the stairs used to be.",
        ["rest", "coming to life", "strange", "home", "habit", "old age", "cosiness", "path"],
        setting="by firelight indoors",
    )


PREMISE = Premise(
    name="stairs-by-the-fire",
    figure="staircase",
    palettes=("interior", "desert"),
    stage=stage,
    max_cards=1,
)
