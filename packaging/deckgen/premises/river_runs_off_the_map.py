"""Premise "river-runs-off-the-map": By lamplight an old paper map lies spread on a wooden table
(inked mountains, a forest, a compass rose); the blue river painted on it runs down to the
map's edge and there turns into real water, which runs on across the bare table and pours over
its edge in a little waterfall onto the floor; a paper boat sails down it toward the drop and a
cat on the table watches.

The map is drawn in its own coordinates (u, v in 0..1) carried onto the table by a
homography, so its mountains, trees and compass rose lie flat in perspective; the painted river
is flat ink, the real water beyond the paper is glossy and catches the lamp.

Readings: a story coming to life, leaving the map, the edge of the known world, adventure,
going over the edge, imagination spilling into the room.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    mix,
    rgb,
)
from ..kit.perspective import apply_homography, homography
from ..kit.place import add_element, focus_on, pick
from ..kit.plans import map_marks
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon

Pt = tuple[float, float]
INK = "#4a3020"
PAINTED = "#4f8fc0"
FURS = {"black": "#2a262a", "ginger": "#c8742a"}


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cat's side; the lamp stands at -s
    # a dim room: the wall behind the table in the dark
    ctx.img *= 0.55
    ctx.img *= (1 + 0.12 * (fbm(ctx.rng, 200, 3) - 0.5))[..., None]
    t_far, t_near = H * ctx.u(0.21, 0.23), H * ctx.u(0.74, 0.76)
    face = H * 0.035  # the table top's thickness, seen from the front
    floor_y = t_near + H * 0.16  # where the falling water lands
    # a window on the dark wall behind, on the cat's side: the night outside
    wxc = W / 2 + s * W * ctx.u(0.24, 0.28)
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(260, 0.9)
    ctx.window(wxc - 170, -40, wxc + 170, t_far - H * 0.05, night.img * 0.8)
    # the floor boards under and before the table, in the dark
    floor = box(-5, t_near + face, W + 5, H + 5, 2)
    boards = rgb("#4a2e1e") * (1 + 0.25 * (aniso_noise(ctx.rng, 300, 8) - 0.5))[..., None]
    blend(ctx.img, floor, np.clip(boards, 0, 1))
    for k in range(6):
        yb = t_near + face + (H - t_near - face) * (k / 6) ** 1.3
        blend(ctx.img, box(-5, yb, W + 5, yb + 3, 1.5), rgb("#24160e"), 0.6)
    under = box(-5, t_near + face, W + 5, t_near + face + H * 0.06, 2)
    blend(ctx.img, blur(under, 30), rgb("#140a06"), 0.7)  # the shade under the table
    # the table: its top in perspective, planks running away from us
    top = polygon_fine([(-W * 0.1, t_far), (W * 1.1, t_far), (W + 200, t_near), (-200, t_near)])
    wood = rgb(pick(ctx, ["#8a5a36", "#7a4e30", "#94643c"]))
    yh = t_far - H * 0.9  # the table's horizon, far above the card
    depth = (YY - yh) / (t_near - yh)
    plank_u = (XX - W / 2) / np.maximum(depth, 0.1) / 150
    seams = np.clip((0.03 - np.abs(plank_u - np.round(plank_u))) / 0.012, 0, 1)
    grain = aniso_noise(ctx.rng, 10, 160) - 0.5
    col = wood * (1 + 0.22 * grain[..., None]) * (1 - 0.35 * seams[..., None])
    blend(ctx.img, top, np.clip(col, 0, 1))
    edge = box(-5, t_near, W + 5, t_near + face, 2)
    blend(ctx.img, edge, np.clip(wood * 0.55 * (1 + 0.2 * grain[..., None]), 0, 1))
    blend(ctx.img, box(-5, t_near - 2, W + 5, t_near + 4, 1.5), rgb("#c89868"), 0.5)
    for lx in (W * 0.06, W * 0.94):
        blend(ctx.img, box(lx - 28, t_near + face, lx + 28, H + 5, 2), wood * 0.4)
    add_element(
        ctx,
        "a wooden table",
        "frame",
        (0, int(t_far), W, int(t_near + face)),
        ("table", "home", "wood"),
    )
    # the lamp: an oil lantern at the far corner, the one light
    lx_, ly_ = W / 2 - s * W * ctx.u(0.33, 0.36), t_far + H * 0.045
    lh = H * 0.15
    ctx.light = (lx_, ly_ - lh * 0.45)
    pool = np.exp(-(((XX - lx_) / (W * 0.75)) ** 2 + ((YY - ly_) / (H * 0.42)) ** 2))
    ctx.img *= (0.45 + 0.75 * pool)[..., None]
    glow(ctx.img, lx_, ly_ - lh * 0.45, 700, "#ffcf80", 0.35)
    # the map, spread on the table a little askew
    tilt = ctx.u(-0.04, 0.04)
    mcx = W / 2 + s * W * 0.03
    corners = [
        (mcx - W * 0.36 + tilt * 400, t_far + H * 0.05),
        (mcx + W * 0.32 + tilt * 400, t_far + H * 0.045),
        (mcx + W * 0.37 - tilt * 400, t_near - H * 0.235),
        (mcx - W * 0.41 - tilt * 400, t_near - H * 0.225),
    ]
    to_uv = homography(corners, [(0, 0), (1, 0), (1, 1), (0, 1)])
    to_xy = np.linalg.inv(to_uv)
    u, v = apply_homography(to_uv, XX, YY)
    paper = polygon_fine(corners)
    # the river leaves the map's near edge toward us, toward the table's front edge
    u_exit = 0.56 - 0.12 * s
    river = [(0.32, 0.28), (0.1, 0.55), (0.75, 0.6), (u_exit, 1.02)]
    ink, slopes, trees, riv = map_marks(ctx, u, v, river)
    stain = fbm(ctx.rng, 90, 3)
    parch = rgb("#e6cf9e") * (0.86 + 0.28 * stain)[..., None]
    rim_d = np.minimum(np.minimum(u, 1 - u), np.minimum(v, 1 - v))
    parch = parch * (0.75 + 0.25 * np.clip(rim_d / 0.06, 0, 1))[..., None]  # darker, older edges
    # the folds it was kept in: a crease across and one down the middle
    crease = np.clip(1 - np.abs(u - 0.5) / 0.006, 0, 1) + np.clip(1 - np.abs(v - 0.5) / 0.006, 0, 1)
    parch = parch * (1 - 0.12 * np.clip(crease, 0, 1))[..., None]
    lamp_on_map = np.clip(pool * 1.2, 0.55, 1.15)
    blend(ctx.img, paper, np.clip(parch * lamp_on_map[..., None], 0, 1))
    # its shadow on the table under the near edge
    sh = np.clip(blur(paper, 8) - paper, 0, 1)
    blend(ctx.img, np.roll(sh, 6, 0), ctx.img * 0.5, 0.6)
    blend(ctx.img, slopes * paper, rgb("#b89868"), 0.45)
    blend(ctx.img, ink * paper, rgb(INK), 0.85)
    blend(ctx.img, trees * paper, rgb("#2f4a2a"), 0.9)
    # the painted river: flat blue, paler where it starts in the hills
    flat = mix(rgb(PAINTED), rgb("#e6cf9e"), 0.1)
    blend(ctx.img, riv * paper, np.clip(flat * lamp_on_map[..., None], 0, 1), 0.92)
    mb = mask_bbox(paper)
    focus_on(ctx, paper, 6, 1.0, weight=0.55)
    add_element(
        ctx,
        "an old paper map with mountains, a forest and a compass rose",
        "secondary",
        mb,
        ("map", "paper", "journey", "old"),
    )
    # where the painted river meets the map's edge, on the table
    exa, eya = apply_homography(to_xy, u_exit, 1.0)
    ex, ey = float(exa), float(eya)
    fx = ex + s * W * ctx.u(0.06, 0.1)  # where it goes over the table's front edge
    real_pts = cubic(
        (ex, ey - 30),
        (ex - s * 90, ey + 150),
        (fx + s * 90, t_near - 170),
        (fx, t_near + 4),
        30,
    )
    rw = [52 + 44 * k / 30 for k in range(31)]
    water = ribbon(real_pts, rw, 2) * np.clip((YY - ey + 24) / 8, 0, 1)
    # the paper boat on it, nearing the drop (its shape first: the glints stop at it)
    bx, by = real_pts[19]
    bh = H * 0.06
    hull = polygon_fine(
        [
            (bx - bh * 1.05, by - bh * 0.5),
            (bx - bh * 0.7, by - bh * 0.28),
            (bx + bh * 0.7, by - bh * 0.28),
            (bx + bh * 1.05, by - bh * 0.5),
            (bx + bh * 0.66, by + bh * 0.14),
            (bx - bh * 0.66, by + bh * 0.14),
        ]
    )
    sail = polygon_fine(
        [
            (bx - bh * 0.55, by - bh * 0.28),
            (bx + bh * 0.05, by - bh * 1.35),
            (bx + bh * 0.55, by - bh * 0.28),
        ]
    )
    boat = np.maximum(hull, sail)
    # the paper is wet where the river leaves it
    wet = ellipse(ex, ey - 12, 100, 34, 16) * paper * (0.7 + 0.5 * fbm(ctx.side(), 20, 2))
    blend(ctx.img, np.clip(wet, 0, 1), ctx.img * mix(rgb("#8a8070"), rgb("#6a7a88"), 0.5), 0.7)
    # the real water: clear, the planks showing through it tinted blue-green, darker where it
    # is deeper in the middle, the lamp's light glinting on it
    under_w = ctx.img.copy()
    core = np.clip(blur(water, 14) * 1.8 - 0.6, 0, 1)
    tint = rgb("#3f80b0") * (1 + 0.2 * (aniso_noise(ctx.side(), 30, 18) - 0.5))[..., None]
    clear = mix(tint, under_w, 0.25) * (1 - 0.2 * core)[..., None]
    # the lamp mirrored in it: a soft band of light along the flow, on the lamp's side
    sheen = np.clip(blur(np.roll(water, 14 * s, 1) * water, 8) * 1.5 - 0.7, 0, 1)
    sheen = sheen * (0.55 + 0.9 * (aniso_noise(ctx.side(), 16, 60) - 0.3))
    sheen = np.clip(sheen, 0, 0.45)[..., None]
    clear = rgb("#ffe8c0") * sheen + clear * (1 - sheen)
    blend(ctx.img, water, np.clip(clear, 0, 1))
    bank = np.clip(blur(water, 10) * 1.6 - water, 0, 1) * (1 - paper)
    blend(ctx.img, bank, ctx.img * 0.5, 0.6)  # the wood darkened by the wet
    # a bright edge on its near bank, where the light skims the water's rounded rim
    near_rim = np.clip(water - np.roll(water, -6, 0), 0, 1) * (1 - paper) * (t_near - 12 > YY)
    spark = np.clip((fbm(ctx.side(), 14, 2) - 0.62) * 6, 0, 1) * core
    after_mask(ctx, blur(spark, 1.5) * (1 - boat), "#fff2cc", 0.8)
    after_mask(ctx, near_rim * (1 - boat), "#ffe8b8", 0.45)
    # the last stretch of painted river turns glossy as it reaches the edge
    turn = riv * paper * np.clip((v - 0.88) / 0.12, 0, 1)
    blend(ctx.img, turn, np.clip(mix(under_w, tint, 0.7), 0, 1), 0.6)
    # over the edge: the lip, the falling water and its splash on the floor
    fall_pts = [
        (fx, t_near),
        (fx + s * 14, t_near + face + 30),
        (fx + s * 22, (t_near + floor_y) / 2),
        (fx + s * 26, floor_y),
    ]
    fw = [rw[-1] * 0.9, rw[-1] * 0.75, rw[-1] * 0.7, rw[-1] * 0.8]
    fall = ribbon(fall_pts, fw, 2)
    streak = aniso_noise(ctx.side(), 6, 90)
    fcol = mix(rgb("#5a8ab0"), rgb("#e8f4ff"), 0.35) * (0.75 + 0.5 * streak)[..., None]
    blend(ctx.img, fall, np.clip(fcol, 0, 1), 0.85)
    lip = ellipse(fx, t_near + 2, rw[-1] * 0.5, 10, 3)
    blend(ctx.img, lip, rgb("#e8f4ff"), 0.8)
    puddle = ellipse(fx + s * 40, floor_y + 30, W * 0.2, H * 0.03, 8)
    blend(ctx.img, puddle, rgb("#1a3448"), 0.8)
    blend(ctx.img, ellipse(fx + s * 10, floor_y + 22, W * 0.1, H * 0.012, 6), rgb("#8ab8d8"), 0.5)
    foam = ellipse(fx + s * 26, floor_y + 6, rw[-1] * 0.8, 22, 6)
    blend(ctx.img, foam, rgb("#f4faff"), 0.85)
    side = ctx.side()
    drops = np.zeros((H, W), np.float32)
    for _ in range(26):
        a = side.uniform(np.pi * 1.05, np.pi * 1.95)
        rr = side.uniform(30, 120)
        drops = np.maximum(
            drops,
            disc(
                fx + s * 26 + np.cos(a) * rr, floor_y + np.sin(a) * rr * 0.5, side.uniform(3, 7), 1
            ),
        )
    after_mask(ctx, drops, "#eaf6ff", 0.85)
    wb = mask_bbox(np.maximum.reduce([water, fall, puddle]))
    focus_on(ctx, np.maximum(water, fall), 6, 1.5)
    focus_on(ctx, riv * paper * (v > 0.7), 4, 1.0)
    add_element(
        ctx,
        "a painted river that runs off the map as real water and falls off the table",
        "main",
        wb,
        ("river", "water", "waterfall", "map"),
    )
    # the paper boat, lit, its fold and its small wake
    ctx.lit(hull, mask_bbox(hull), rgb("#efe6d4"), rim=0.5)
    ctx.lit(sail, mask_bbox(sail), rgb("#f6efe2"), rim=0.6)
    fold = polylines([[(bx + bh * 0.05, by - bh * 1.35), (bx, by - bh * 0.3)]], 3)
    after_mask(ctx, fold * boat, "#a89a84", 0.6)
    wake = polylines([[(bx - bh * 0.9, by + bh * 0.16), (bx + bh * 0.9, by + bh * 0.16)]], 4)
    after_mask(ctx, wake * water * (1 - boat), "#e8f0ff", 0.55)
    focus_on(ctx, boat, 4, 2.0)
    add_element(
        ctx,
        "a paper boat sailing toward the drop",
        "secondary",
        mask_bbox(boat),
        ("paper boat", "journey", "child", "risk"),
    )
    # the cat on the table on the other side, watching the boat go
    fur_said = pick(ctx, list(FURS))
    ch = H * ctx.u(0.15, 0.16)
    cx = float(np.clip(fx + s * W * ctx.u(0.3, 0.33), ch * 0.7 + 30, W - ch * 0.7 - 30))
    cy = t_near - H * 0.02
    ctx.subject(
        "feline",
        cx,
        cy - ch / 2,
        ch,
        "secondary",
        fill=FURS[fur_said],
        flip=s > 0,
        shadow=cy,
        tags=("animal", "cat", "curious"),
        label=f"a {fur_said} cat on the table, watching",
        separate=False,
    )
    # the lantern itself, drawn last at the back: its glass lit
    later_glow(ctx, lx_, ly_ - lh * 0.42, 460, "#ffc870", 0.22)
    later_glow(ctx, lx_, ly_ - lh * 0.42, 150, "#ffe2a0", 0.9, core=16)
    ctx.subject(
        "old-lantern",
        lx_,
        ly_ - lh / 2,
        lh,
        "secondary",
        fill="#6a5034",
        shadow=ly_,
        tags=("lantern", "light", "old"),
        label="an oil lantern",
    )
    return Painted(
        "At night, below a dark window, an old paper map lies spread on a wooden "
        "table, with inked mountains, a forest and a compass rose; the blue river painted on "
        "it runs down to the map's edge and there turns into real water, which runs on across "
        "the bare table and pours over its edge in a little waterfall onto the floor, while a "
        f"paper boat sails down it toward the drop and a {fur_said} cat on the table watches.",
        [
            "adventure",
            "journey",
            "imagination",
            "coming to life",
            "the unknown",
            "edge",
            "escape",
            "stories",
            "wanderlust",
        ],
        setting="by the light of an oil lantern",
    )


PREMISE = Premise(
    name="river-runs-off-the-map",
    figure="river",
    palettes=("interior", "desert"),
    stage=stage,
    max_cards=1,
    frame=False,
)
