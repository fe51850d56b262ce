"""Premise "oasis-from-a-tap": Close to the ground in an empty desert, an old brass tap stands
alone on its pipe in the sand, a drop falling from its spout; below it, where its drops land,
a whole tiny oasis has grown: a small blue pool rippling under the drops, green grass, three
small palm trees and a heron standing at the water.

The tap is drawn from parts (pipe, valve, cross handle, spout), lit by a low sun; the oasis is
small at its foot, so that the tap is the giant and the drop the story.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, blend, blur, disc, ellipse, fbm, mix, rgb, ridge
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, ribbon


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the spout turns toward side s
    ctx.texture_sky(0.05)
    sun_x = W / 2 - s * W * ctx.u(0.25, 0.35)
    sun_y = H * ctx.u(0.2, 0.26)
    ctx.celestial(sun_x, sun_y, 70, "sun")
    ctx.light = (sun_x, sun_y)
    # the dunes: far pale ridges, then the near sand with wind ripples
    gy = H * 0.62
    dune = mix(rgb("#d9a866"), ctx.sky_at(0.95), 0.2)  # sand in the sky's light
    for k, t in enumerate((0.35, 0.6, 1.0)):
        m = ridge(ctx.rng, gy - 120 + k * 60, 40 + 30 * t, 300, 0.4)
        col = dune * (0.8 + 0.25 * t) + ctx.sky_at(0.9) * 0.25 * (1 - t)
        blend(ctx.img, m, np.clip(col, 0, 1))
    sand_top = gy + 60
    near = np.clip((YY - sand_top) / 4, 0, 1).astype(np.float32)
    ripples = np.sin((YY + 30 * fbm(ctx.rng, 120, 2)) / 9) * 0.05
    sand = dune * (1 + ripples + 0.15 * (fbm(ctx.rng, 40, 2) - 0.5))[..., None]
    blend(ctx.img, near, np.clip(sand, 0, 1))
    depth = np.clip((YY - sand_top) / (H - sand_top), 0, 1)
    ctx.img *= (1 - 0.25 * near * depth)[..., None]
    # the tap: a pipe out of the sand, a valve with a cross handle, a spout curving down
    tx = W / 2 - s * W * ctx.u(0.14, 0.18)
    base_y = H * ctx.u(0.8, 0.83)
    top_y = H * 0.36
    pipe = ribbon([(tx, base_y + 20), (tx, top_y + 60)], [64, 60], 2)
    valve = ellipse(tx, top_y + 30, 58, 66, 2)
    neck = ribbon([(tx, top_y - 10), (tx, top_y - 60)], [26, 22], 2)
    bar = ribbon([(tx - 95, top_y - 74), (tx + 95, top_y - 74)], [26, 26], 2)
    knob = np.maximum(
        disc(tx, top_y - 76, 24, 2), ribbon([(tx, top_y - 76), (tx, top_y - 110)], [22, 18], 2)
    )
    ends = np.maximum(disc(tx - 95, top_y - 74, 18, 2), disc(tx + 95, top_y - 74, 18, 2))
    knob = np.maximum(knob, ends)
    spout = ribbon(
        [
            (tx + s * 30, top_y + 40),
            (tx + s * 130, top_y + 46),
            (tx + s * 200, top_y + 70),
            (tx + s * 226, top_y + 120),
        ],
        [50, 44, 40, 36],
        2,
    )
    lip = ribbon([(tx + s * 226, top_y + 112), (tx + s * 228, top_y + 140)], [48, 48], 2)
    tap = np.maximum.reduce([pipe, valve, neck, bar, knob, spout, lip])
    flange = ellipse(tx, base_y + 14, 70, 16, 2)
    # its long shadow on the sand, away from the sun
    shadow = polygon_fine(
        [
            (tx - 30, base_y + 14),
            (tx + 30, base_y + 14),
            (tx + s * 520 + 20, base_y + 120),
            (tx + s * 520 - 40, base_y + 120),
        ]
    )
    blend(ctx.img, blur(shadow, 6) * near, ctx.img * 0.55, 0.6)
    brass = rgb("#98703a")  # darker than the sand behind it
    ctx.lit(flange, mask_bbox(flange), brass * 0.8, rim=0.4)
    ctx.lit(tap, mask_bbox(tap), brass, rim=0.7)
    tb = mask_bbox(np.maximum(tap, flange))
    add_element(ctx, "an old brass tap", "main", tb, ("object", "water", "tap"))
    focus_on(ctx, tap, 6, 1.6)
    # the oasis where its drops land: a pool, a ring of grass, palms and a heron
    ox, oy = tx + s * 226, base_y + H * 0.035
    rx, ry = W * 0.2, H * 0.028
    g0 = ellipse(ox, oy, rx * 1.45, ry * 2.1, 40)
    grass = np.clip((g0 + 0.6 * (fbm(ctx.rng, 14, 2) - 0.5) - 0.45) * 6, 0, 1)
    blend(ctx.img, grass, rgb("#4f8a32"))
    blend(ctx.img, grass * (oy > YY), rgb("#8ac050"), 0.35)
    pool = ellipse(ox, oy, rx, ry, 3)
    water = np.clip(ctx.sky_at(0.1) * 0.2 + rgb("#2a8ab8") * 0.8, 0, 1)
    blend(ctx.img, pool, water)
    blend(ctx.img, ellipse(ox, oy - ry * 0.3, rx * 0.8, ry * 0.35, 6) * pool, ctx.c("light"), 0.3)
    palms = []
    for dx, hgt in ((-0.95, 0.11), (-0.7, 0.085), (0.9, 0.1)):
        px = ox - s * dx * rx
        py = oy - ry * 0.8
        m = sec(
            ctx,
            "palm-tree",
            px,
            py - H * hgt / 2,
            H * hgt,
            flip=(px > ox),
            shadow=py,
            fill="#3f7a34",
        )
        palms.append(mask_bbox(m))
    hx = ox + s * rx * 0.55
    sec(
        ctx,
        "heron",
        hx,
        oy - ry * 1.2 - H * 0.025,
        H * 0.05,
        flip=s > 0,
        shadow=oy - ry * 0.6,
        fill="#5a6a7a",
    )
    ob = (int(ox - rx * 1.4), int(min(b[1] for b in palms)), int(ox + rx * 1.4), int(oy + ry * 2))
    add_element(
        ctx, "a tiny oasis with palm trees and a pool", "secondary", ob, ("oasis", "water", "life")
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(grass * 1.2, 0, 1) * 0.85)
    # the drop falling from the spout, and the rings where the last one landed (after the
    # paint: smaller than a stroke)
    dx_, dy_ = tx + s * 228, top_y + 200
    drop = np.maximum(
        disc(dx_, dy_, 13, 1.5),
        polygon_fine([(dx_ - 11, dy_ - 4), (dx_ + 11, dy_ - 4), (dx_, dy_ - 30)]),
    )
    after_mask(ctx, drop, "#bfe6f4", 0.95)
    after_mask(ctx, disc(dx_ - 4, dy_ + 2, 4, 1), "#ffffff", 0.8)
    rings = np.zeros((H, W), np.float32)
    for k, rr in enumerate((30, 60, 95)):
        e = ellipse(ox, oy, rr, rr * ry / rx * 1.2, 1.5)
        inner = ellipse(ox, oy, rr - 4, rr * ry / rx * 1.2 - 3, 1.5)
        np.maximum(rings, np.clip(e - inner, 0, 1) * (1 - 0.25 * k), out=rings)
    after_mask(ctx, rings * pool, "#e8f6fa", 0.7)
    later_glow(ctx, sun_x, sun_y, 260, ctx.pal.light, 0.3)
    return Painted(
        "Close to the ground in an empty desert, an old brass tap stands alone on its pipe in "
        "the sand, a drop falling from its spout; below it, where its drops land, a whole tiny "
        "oasis has grown: a small blue pool rippling under the drops, green grass, three small "
        "palm trees and a heron standing at the water.",
        [
            "thirst",
            "water",
            "life",
            "hope",
            "small and big",
            "giving",
            "oasis",
            "patience",
            "drop by drop",
            "desert",
        ],
        setting="under a hot desert sun",
    )


PREMISE = Premise(
    name="oasis-from-a-tap",
    figure="tap",
    palettes=("desert", "noon"),
    stage=stage,
    max_cards=1,
    frame=False,
)
