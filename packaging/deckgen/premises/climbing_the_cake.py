"""Premise "climbing-the-cake": close up on a kitchen table, a tall layered cake on a plate
stands like a mountain, and a team of tiny mountaineers roped together climbs its creamy side
with ice-axes while the first of them plants a small flag on the summit beside the cherry;
crumbs lie like boulders at its foot and a giant fork lies on the table like a fallen tree.

The cake, the plate, the fork and the crumbs are built from shapes; the climbers are people
from the kit, their rope, axes and flag drawn after the paint (thinner than a stroke).
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, box, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, segment, tilted_ellipse

CLIMB_COATS = ("#c8302a", "#2f5f9a", "#e0a020", "#3a7a4a", "#8a3a8a")


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cake is on the third of side s
    ty = H * ctx.u(0.8, 0.82)  # the table's far edge
    ctx.room(ty / H)
    # a warm kitchen wall, lit by a window on the far side
    lx, ly = W / 2 - s * W * 0.45, H * ctx.u(0.18, 0.24)
    wall = np.clip((ty - YY) / 4, 0, 1)
    blend(ctx.img, wall, rgb("#f2d6a8"), 0.55)
    glow(ctx.img, lx, ly, 900, "#fff0d0", 0.55)
    win = box(lx - 190, ly - 260, lx + 190, ly + 240, 3)
    blend(ctx.img, win, rgb("#fff8e8"), 0.9)
    bars = (box(lx - 8, ly - 260, lx + 8, ly + 240, 2), box(lx - 190, ly - 12, lx + 190, ly + 4, 2))
    for bx in bars:
        blend(ctx.img, bx, rgb("#d0a070"), 0.8)
    ctx.light = (lx, ly)
    # the table top, warm wood lit toward the window
    tab = np.clip((YY - ty) / 3, 0, 1)
    blend(ctx.img, tab, rgb("#b87a48"), 0.55)
    blend(ctx.img, tab * np.clip(1 - np.abs(XX - lx) / W, 0, 1), rgb("#f0c890"), 0.3)

    # the cake, tall as a mountain, on a third
    cx = W * (0.5 + s * ctx.u(0.14, 0.16))
    rw = W * ctx.u(0.23, 0.25)
    e = rw * 0.2  # the ellipse's half height (seen a little from above)
    top = H * ctx.u(0.2, 0.23)
    bot = ty + H * 0.02
    # the plate
    plate = ellipse(cx, bot + 8, rw * 1.42, e * 1.55, 3)
    ctx.cast_shadow(plate, bbox_of(plate), bot + e * 1.3, strength=0.35)
    blend(ctx.img, plate, rgb("#eef2f6"), 1.0)
    blend(ctx.img, ellipse(cx, bot + 4, rw * 1.25, e * 1.25, 4), rgb("#c8d2dc"), 0.6)
    blend(
        ctx.img,
        np.clip(plate - ellipse(cx, bot + 2, rw * 1.36, e * 1.45, 2), 0, 1),
        rgb("#7aa0c8"),
        0.6,
    )  # a blue rim
    body = np.maximum(box(cx - rw, top, cx + rw, bot, 2), ellipse(cx, bot, rw, e, 2))
    body = np.maximum(body, ellipse(cx, top, rw, e, 2))
    cake_b = bbox_of(body)
    ctx.contact(body, cake_b)
    ctx.lit(body, cake_b, rgb("#f6ead8"), rim=0.6)
    # its layers, like strata: sponge bands between cream, curved round the cake
    curve = e * np.sqrt(np.clip(1 - ((XX - cx) / rw) ** 2, 0, 1))
    shade = np.clip(0.75 + 0.35 * (XX - cx) / rw * np.sign(lx - cx), 0.45, 1.1)
    n = 4
    sponge = rgb(["#d89a5a", "#7a4a30", "#e09aa0"][int(ctx.rng.integers(3))])
    for k in range(n):
        y0 = top + e * 1.2 + (bot - top - e * 1.2) * (k + 0.18) / n
        y1 = y0 + (bot - top) / n * 0.62
        band = np.clip((YY - (y0 + curve)) / 3, 0, 1) * np.clip(((y1 + curve) - YY) / 3, 0, 1)
        band = band * body * np.clip((np.abs(XX - cx) < rw - 6), 0, 1)
        col = sponge[None, None, :] * shade[..., None]
        blend(ctx.img, band, np.clip(col, 0, 1), 0.95)
        holes = np.clip((aniso_noise(ctx.rng, 10, 8) - 0.62) * 4, 0, 1)
        blend(ctx.img, band * holes, sponge * 0.7, 0.5)
    # cream dripping from the top over the side
    drips = ellipse(cx, top, rw, e, 2)
    side = ctx.side()
    for k in range(16):
        dx = cx - rw + (k + 0.5) / 16 * 2 * rw + side.uniform(-10, 10)
        ln = side.uniform(40, 170)
        y0 = top + e * np.sqrt(max(0.0, 1 - ((dx - cx) / rw) ** 2))
        drips = np.maximum(drips, polylines([[(dx, y0 - 10), (dx, y0 + ln)]], side.uniform(34, 56)))
    drips = drips * np.clip(blur(body, 1) * 1.5, 0, 1)
    ctx.lit(drips.astype(np.float32), cake_b, rgb("#fffaf0"), rim=0.5)
    blend(ctx.img, ellipse(cx, top, rw * 0.96, e * 0.9, 3), rgb("#fffdf6"), 0.7)  # the top
    # dollops round the top and the cherry on the summit
    for k in range(9):
        a = np.pi * (k + 0.5) / 9
        px, py = cx + np.cos(a) * rw * 0.85, top + np.sin(a) * e * 0.75
        dm = disc(px, py - 8, 26, 2)
        ctx.lit(dm, bbox_of(dm), rgb("#fffaf2"), rim=0.4)
    chx, chy = cx + s * rw * 0.05, top - 30
    cherry = disc(chx, chy, 46, 2)
    ctx.lit(cherry, bbox_of(cherry), rgb("#c81a28"), rim=0.8)
    blend(ctx.img, disc(chx - 14, chy - 16, 9, 3), rgb("#ffffff"), 0.8)
    stem = polylines([[(chx, chy - 40), (chx + 10, chy - 80), (chx + 34, chy - 108)]], 7)
    blend(ctx.img, stem, rgb("#5a6a2a"), 1.0)
    main_m = np.maximum.reduce([body, drips, cherry, stem])
    focus_on(ctx, main_m, 6)
    add_element(
        ctx,
        "a tall layered cake with a cherry on top",
        "main",
        bbox_of(main_m),
        ("cake", "sweet", "mountain", "giant"),
    )
    # crumbs like boulders at its foot, on the plate and the table
    crumbs = np.zeros((H, W), np.float32)
    for _ in range(9):
        px = cx + side.uniform(-1.35, 1.35) * rw
        py = bot + side.uniform(0.2, 1.2) * e + 10
        r = side.uniform(12, 30)
        crumbs = np.maximum(crumbs, tilted_ellipse(px, py, r, r * 0.75, side.uniform(0, 3), 7))
    ctx.lit(crumbs, bbox_of(crumbs), sponge, rim=0.4)

    # the fork, fallen on the table in front like a tree across a path
    fy0 = H * ctx.u(0.9, 0.93)
    fx0 = W / 2 - s * W * 0.56
    fx1 = cx - s * rw * 1.2
    fy1 = fy0 - H * 0.035
    handle = polylines([[(fx0, fy0), (fx1, fy1)]], 44)
    ang = np.arctan2(fy1 - fy0, fx1 - fx0)
    ux, uy = np.cos(ang), np.sin(ang)
    neck = polygon_fine(
        [
            (fx1 - uy * 22, fy1 + ux * 22),
            (fx1 + ux * 90 - uy * 62, fy1 + uy * 90 + ux * 62),
            (fx1 + ux * 90 + uy * 62, fy1 + uy * 90 - ux * 62),
            (fx1 + uy * 22, fy1 - ux * 22),
        ]
    )
    tines = np.zeros((H, W), np.float32)
    for t in (-0.75, -0.25, 0.25, 0.75):
        bx0 = fx1 + ux * 80 - uy * 56 * t
        by0 = fy1 + uy * 80 + ux * 56 * t
        tines = np.maximum(tines, polylines([[(bx0, by0), (bx0 + ux * 190, by0 + uy * 190)]], 20))
    fork = np.clip(handle + neck + tines, 0, 1).astype(np.float32)
    blend(ctx.img, blur(np.roll(fork, 14, 0), 6), ctx.img * 0.4, 0.5)
    ctx.lit(fork, bbox_of(fork), rgb("#b8c0cc"), rim=0.9)
    shine = polylines([[(fx0 + ux * 20, fy0 - 10), (fx1, fy1 - 10)]], 8)
    blend(ctx.img, shine, rgb("#ffffff"), 0.5)
    # it runs off the card's bottom edge: a foreground frame, like a fallen tree
    add_element(
        ctx,
        "a giant fork lying on the table",
        "frame",
        bbox_of(fork),
        ("fork", "kitchen", "fallen"),
    )

    # the roped team on the cake's side, climbing toward the summit (seen from behind)
    ch = H * ctx.u(0.072, 0.076)
    n_cl = 4
    path = []
    for k in range(n_cl):
        t = k / (n_cl - 1)
        px = cx - s * rw * (0.62 - 0.95 * t) + side.uniform(-8, 8)
        py = bot - (bot - top - e * 1.3) * (0.12 + 0.62 * t)
        path.append((px, py))
    hands = []
    for k, (px, py) in enumerate(path):
        pose = "reach" if k % 2 == 0 else "haul"
        person(
            ctx,
            pose,
            px,
            py,
            ch,
            label="a tiny mountaineer roped to the others",
            tags=("person", "climber", "small"),
            coat=CLIMB_COATS[k % len(CLIMB_COATS)],
            flip=s < 0,
            dress=False,
        )
        hands.append((joint_at(pose, "ha_r", px, py, ch, s < 0), (px, py - ch * 0.5)))
    # the leader on the summit by the cherry, planting the flag
    sx_, sy_ = cx - s * rw * 0.35, top + e * 0.2
    person(
        ctx,
        "point-up",
        sx_,
        sy_,
        ch * 1.05,
        label="the first climber on the summit",
        tags=("person", "climber", "summit"),
        coat=CLIMB_COATS[4],
        flip=s < 0,
        dress=False,
    )
    team = [*path, (sx_, sy_)]
    waist = [(px, py - ch * 0.5) for px, py in team]
    waist[-1] = (sx_, sy_ - ch * 0.52)
    rope = polylines([[*waist]], 4)
    after_mask(ctx, rope, "#3a2a1a", 0.9)
    axes = np.zeros((H, W), np.float32)
    for (hx, hy), _w in hands:
        axes = np.maximum(axes, segment(hx, hy - 4, hx, hy + 34, 4))
        axes = np.maximum(axes, segment(hx - 12, hy - 2, hx + 12, hy - 6, 5))
    after_mask(ctx, axes, "#2a2a30", 0.95)
    pole_x = sx_ + s * ch * 0.5
    pole = segment(pole_x, sy_ + 4, pole_x, sy_ - ch * 1.35, 5)
    after_mask(ctx, pole, "#3a2a1a", 1.0)
    flag = polygon_fine(
        [(pole_x, sy_ - ch * 1.35), (pole_x + s * 70, sy_ - ch * 1.22), (pole_x, sy_ - ch * 1.08)]
    )
    after_mask(ctx, flag, "#d8281e", 1.0)
    focus_on(ctx, np.maximum(rope, flag), 5)
    later_glow(ctx, lx, ly, 260, "#fff4dc", 0.25)
    return Painted(
        "Close up on a kitchen table, a tall layered cake with a cherry on top stands on a plate "
        "like a mountain, and a team of tiny mountaineers roped together climbs its creamy side "
        "with ice-axes while their leader plants a small red flag on the summit beside the "
        "cherry, crumbs lying like boulders at its foot and a giant fork fallen across the table "
        "like a tree.",
        ["ambition", "challenge", "greed", "adventure", "teamwork", "desire", "humour", "goal"],
    )


PREMISE = Premise(
    name="climbing-the-cake",
    figure="cake",
    palettes=("interior",),
    stage=stage,
)
