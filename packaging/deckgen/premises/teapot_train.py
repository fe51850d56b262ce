"""Premise "teapot-train": On a kitchen table in the morning light a teapot has become a little
steam engine: on wheels, puffing steam from its lid, it pulls a line of teacups on
saucers across the wooden table, and a mouse rides in the last cup."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, union_box
from ..kit.sky import cloud_puff

POTS = {"red": "#7a201a", "green": "#2f6a4a"}


def wheel(ctx: Ctx, x: float, y: float, r: float, spokes: list[list[tuple[float, float]]]) -> Arr:
    """A small wheel standing on y (its bottom), its spokes queued for after the paint."""
    m: Arr = disc(x, y - r, r, 1.5)
    for k in range(4):
        a = k * np.pi / 4 + 0.3
        spokes.append(
            [
                (x - np.cos(a) * r * 0.8, y - r - np.sin(a) * r * 0.8),
                (x + np.cos(a) * r * 0.8, y - r + np.sin(a) * r * 0.8),
            ]
        )
    return m


def teacup(cx: float, base: float, h: float, s: int) -> tuple[Arr, Arr, Arr]:
    """A teacup on its saucer, `h` tall, its handle on side s: (cup, saucer, band) masks."""
    saucer = ellipse(cx, base - h * 0.06, h * 0.85, h * 0.11, 2)
    bowl = ellipse(cx, base - h * 0.72, h * 0.62, h * 0.62, 2) * (base - h * 0.72 < YY)
    rim = ellipse(cx, base - h * 0.72, h * 0.62, h * 0.12, 2)
    foot = ellipse(cx, base - h * 0.14, h * 0.28, h * 0.08, 2)
    hx = cx + s * h * 0.62
    handle = disc(hx, base - h * 0.52, h * 0.2, 2) * (1 - disc(hx, base - h * 0.52, h * 0.1, 2))
    cup = np.clip(bowl + rim + foot + handle, 0, 1)
    band = cup * (base - h * 0.62 < YY) * (base - h * 0.5 > YY)
    return cup, saucer, band


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)  # the train runs toward side -s
    fy = ctx.room(ctx.u(0.36, 0.38))
    # a morning window on the wall, behind the end of the train
    wx = W / 2 + s * ctx.u(0.2, 0.24) * W
    view = ctx.sub(ctx.pal.name if ctx.pal.time == "day" else "dawn")
    view.texture_sky()
    view.celestial(wx - s * 60, fy - H * 0.2, 50, kind="sun")
    view.hills(0.3, 2)
    ctx.window(wx - 200, H * 0.06, wx + 200, fy - H * 0.07, view.img)
    ctx.light = (wx, H * 0.15)
    glow(ctx.img, wx, fy, 700, "#fff0c8", 0.25)
    sunlit = ellipse(wx - s * 200, fy + H * 0.25, W * 0.6, H * 0.2, 160) * (fy < YY)
    blend(ctx.img, sunlit, rgb("#fff2cc"), 0.2)
    ctx.img *= (1 - 0.25 * np.clip((YY - H * 0.85) / (H * 0.15), 0, 1))[..., None]
    spokes: list[list[tuple[float, float]]] = []
    # the cups, back to front: each smaller and higher toward side s, on a diagonal
    lead_x, lead_y = W / 2 - s * ctx.u(0.17, 0.2) * W, H * ctx.u(0.76, 0.78)
    end_x, end_y = W / 2 + s * 0.36 * W, fy + H * 0.1
    n = 3
    cars = []
    band_col = rgb(list(POTS.values())[int(ctx.rng.integers(len(POTS)))])
    for k in range(n, 0, -1):
        t = (k + 0.6) / (n + 0.6)
        cx = lead_x + (end_x - lead_x) * t
        cy = lead_y + (end_y - lead_y) * t
        h = H * (0.13 - 0.05 * t)
        cup, saucer, band = teacup(cx, cy - h * 0.16, h, s)
        wheels = np.maximum(
            wheel(ctx, cx - h * 0.5, cy, h * 0.16, spokes),
            wheel(ctx, cx + h * 0.5, cy, h * 0.16, spokes),
        )
        car = np.clip(cup + saucer + wheels, 0, 1)
        ctx.cast_shadow(car, mask_bbox(car), cy, 0.3)
        ctx.lit(wheels, mask_bbox(wheels), rgb("#3a3030"), rim=0.5)
        blend(ctx.img, np.maximum(saucer, cup), rgb("#f4f0e8"))
        ctx.lit(saucer, mask_bbox(saucer), rgb("#f2eee6"), alpha=0.5, rim=0.4, separate=True)
        ctx.lit(cup, mask_bbox(cup), rgb("#f6f2ea"), alpha=0.5, rim=0.6, separate=True)
        blend(ctx.img, band, band_col, 0.85)
        cars.append((cx, cy, h, car))
        if k == n:  # the last cup carries a mouse
            sec(ctx, "seated-mouse", cx, cy - h * 1.05, h * 0.75, fill="#9a8a80", flip=s > 0)
    carsb = union_box([mask_bbox(c[3]) for c in cars])
    add_element(
        ctx,
        "teacups on wheels like carriages",
        "secondary",
        carsb,
        ("cup", "tea", "train", "carriage"),
    )
    # the teapot engine, leading, big and near
    pot_name = list(POTS)[int(ctx.rng.integers(len(POTS)))]
    ph = H * 0.23
    pot_y = lead_y - ph * 0.62
    pot = ctx.subject(
        "teapot",
        lead_x,
        pot_y,
        ph,
        role="main",
        fill=POTS[pot_name],
        flip=s > 0,
        rim=0.8,
        label=f"a {pot_name} teapot on wheels, puffing steam like a steam engine",
        tags=("teapot", "tea", "train", "engine", "object"),
    )
    pb = mask_bbox(pot)
    wheels = np.zeros((H, W), np.float32)
    for fx in (-0.3, 0.3):
        wheels = np.maximum(wheels, wheel(ctx, lead_x + fx * ph, lead_y, ph * 0.13, spokes))
    ctx.cast_shadow(np.maximum(pot, wheels), union_box([pb, mask_bbox(wheels)]), lead_y, 0.35)
    ctx.lit(wheels, mask_bbox(wheels), rgb("#2e2828"), rim=0.6)
    after_mask(ctx, polylines(spokes, 4), "#c8b8a0", 0.8)
    # couplings at axle height between each car and the one ahead, seen only in the gaps
    pts = [(lead_x, lead_y - ph * 0.13)] + [(c[0], c[1] - c[2] * 0.16) for c in reversed(cars)]
    coup = polylines([[a, b] for a, b in itertools.pairwise(pts)], 9)
    bodies = np.maximum(np.maximum(pot, wheels), np.max([c[3] for c in cars], axis=0))
    after_mask(ctx, coup * (1 - blur(bodies, 2)), "#3a3030", 0.85)
    # steam from the lid, rising and trailing back over the cups
    lid_x, lid_y = lead_x, pb[1] + 10
    steam = np.zeros((H, W), np.float32)
    for k in range(9):
        t = k / 8
        px = lid_x + s * t * W * 0.4
        py = lid_y - 20 - t * H * 0.17 - 30 * np.sin(t * 4)
        w_ = 80 + 200 * t
        steam = np.maximum(steam, cloud_puff(px, py, w_, w_ * 0.6, ctx.rng, 6))
    blend(ctx.img, blur(steam, 3), rgb("#ffffff"), 0.6)
    ctx.lit(np.clip(steam, 0, 1), mask_bbox(steam), rgb("#f4f4f2"), alpha=0.6, rim=0.4)
    sb = mask_bbox(steam)
    add_element(ctx, "a trail of steam", "secondary", sb, ("steam", "smoke", "cloud"))
    allm = np.clip(pot + wheels, 0, 1)
    focus_on(ctx, allm, 6, box=(pb[0], pb[1], pb[2], pb[3] + 40))
    return Painted(
        f"On a kitchen table in the morning light a {pot_name} teapot has become a little steam "
        "engine: on wheels, puffing steam from its lid, it pulls a line of teacups on "
        "saucers across the wooden table, and a mouse rides in the last cup.",
        [
            "journey",
            "breakfast",
            "play",
            "morning",
            "imagination",
            "tea time",
            "adventure",
            "home",
            "all aboard",
        ],
        setting="in a kitchen in the morning",
    )


PREMISE = Premise(
    name="teapot-train",
    figure="teapot",
    palettes=("desert",),
    stage=stage,
    max_cards=1,
    frame=False,
)
