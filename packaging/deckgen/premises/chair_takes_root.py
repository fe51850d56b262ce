"""Premise "chair-takes-root": In a clearing of an old wood, a plain wooden kitchen chair
has walked back among the trees it was made from: its four legs have grown roots into the moss,
and from the top of its back two branches rise into a small crown of fresh green leaves.

An object with a will of its own, going home: roots, origins, rest, growing old, nature taking
back what was taken.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import Pt
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(0.06, 0.1) * W
    ctx.texture_sky(0.05)
    # the wood behind: tall trunks in rows, paler and bluer with distance
    gy = H * ctx.u(0.8, 0.82)  # where the chair stands
    far = ctx.sky_at(0.5)
    for row, (n, wdt, k) in enumerate(((9, 26, 0.25), (7, 46, 0.5), (4, 90, 0.8))):
        trunks = np.zeros((H, W), np.float32)
        for _ in range(n):
            tx = ctx.u(-40, W + 40)
            if row == 2 and abs(tx - x) < W * 0.3:
                tx = x + np.sign(tx - x + 1e-3) * W * ctx.u(0.32, 0.45)
            w = wdt * ctx.u(0.7, 1.3)
            trunks = np.maximum(
                trunks,
                ribbon(
                    [(tx, -20), (tx + ctx.u(-20, 20), gy - 40 + row * 30)], [w * 0.8, w * 1.1], 2
                ),
            )
        col = mix(far, mix(rgb("#3a3026"), ctx.c("ground"), 0.3), k)
        blend(ctx.img, trunks, col)
    # a canopy of leaves across the top, light breaking through
    canopy = np.clip((aniso_noise(ctx.rng, 90, 60) - 0.42) * 3, 0, 1) * np.clip(
        1 - YY / (H * 0.3), 0, 1
    )
    blend(ctx.img, blur(canopy, 3), mix(rgb("#2f4a2a"), ctx.c("ground"), 0.3), 0.85)
    sun = (W / 2 - s * W * 0.3, -H * 0.12)
    ctx.light = sun
    ctx.rays(sun[0], sun[1], 7, 0.2, 0.35)
    # the clearing's floor: moss and grass, a pool of sunlight round the chair
    floor = np.clip((YY - (gy - 90)) / 6 + 0.5, 0, 1).astype(np.float32)
    moss = ctx.c("ground") * (1 + 0.25 * (aniso_noise(ctx.side(), 40, 12) - 0.5))[..., None]
    moss = mix(moss, rgb("#4a6a34"), 0.3)
    blend(ctx.img, floor, np.clip(moss, 0, 1))
    pool = ellipse(x, gy + 20, W * 0.42, H * 0.06, 40)
    blend(ctx.img, pool * floor, ctx.c("light"), 0.3)
    # the chair, frontal, a little turned
    ch = H * ctx.u(0.3, 0.32)
    # a ladder-back chair seen from a little above and to the side: back posts that run down
    # into the back legs, three rails, a seat, front legs a little lower and wider
    cw = ch * 0.56
    top_y, seat_y = gy - ch, gy - ch * 0.46
    lean = s * cw * 0.12  # its seat turned a little toward side s
    bl, brx = x - cw / 2, x + cw / 2
    parts = [
        segment(bl, top_y, bl, gy - 24, 22),
        segment(brx, top_y, brx, gy - 24, 22),
    ]
    for k in range(3):
        ry_ = top_y + ch * (0.06 + 0.12 * k)
        parts.append(segment(bl, ry_, brx, ry_, 26 if k == 0 else 18))
    fl, fr = bl - cw * 0.1 + lean, brx + cw * 0.1 + lean
    seat = polygon_fine(
        [(bl, seat_y), (brx, seat_y), (fr, seat_y + ch * 0.09), (fl, seat_y + ch * 0.09)]
    )
    apron = polygon_fine(
        [
            (fl, seat_y + ch * 0.09),
            (fr, seat_y + ch * 0.09),
            (fr, seat_y + ch * 0.12),
            (fl, seat_y + ch * 0.12),
        ]
    )
    parts += [
        seat,
        apron,
        segment(fl + 10, seat_y + ch * 0.1, fl + 10, gy + 20, 22),
        segment(fr - 10, seat_y + ch * 0.1, fr - 10, gy + 20, 22),
        segment(fl + 10, gy - ch * 0.1, fr - 10, gy - ch * 0.1, 12),
    ]
    chair = np.clip(np.sum(parts, axis=0), 0, 1).astype(np.float32)
    cb = mask_bbox(chair)
    wood = rgb("#a8764a")
    ctx.cast_shadow(chair, cb, gy + 20, 0.4)
    ctx.contact(chair, cb)
    ctx.lit(chair, cb, wood, rim=0.8, separate=True)
    y1 = cb[3]
    # roots from each leg's foot into the moss, and a ripple of earth where they went in
    roots = []
    feet = [(bl, gy - 20), (brx, gy - 20), (fl + 10, y1 - 4), (fr - 10, y1 - 4)]
    for lx, ly in feet:
        for k in range(3):
            ang = (k - 1) * 0.9 + ctx.u(-0.2, 0.2)
            ln = ctx.u(110, 190)
            roots.append(
                [
                    (lx, ly - 20),
                    (lx + np.sin(ang) * ln * 0.4, ly + 6),
                    (lx + np.sin(ang) * ln, ly + 10 + ln * 0.25 * np.cos(ang) * 0.4),
                ]
            )
    rt = polylines(roots, 16)
    ctx.lit(rt, mask_bbox(rt), wood * 0.75, rim=0.3)
    # two branches from the tops of its back posts into a small crown
    crown_c = (x + s * 20, top_y - ch * 0.42)
    branches = []
    for px_ in (bl, brx):
        d = 1 if px_ > x else -1
        branches.append(
            [
                (px_, top_y + 10),
                (px_ + d * 10, top_y - ch * 0.12),
                (crown_c[0] + d * cw * 0.25, crown_c[1] + ch * 0.05),
                (crown_c[0] + d * cw * 0.55, crown_c[1] - ch * 0.12),
            ]
        )
    twigs = [
        [(crown_c[0] - cw * 0.2, crown_c[1]), (crown_c[0] - cw * 0.1, crown_c[1] - ch * 0.25)],
        [(crown_c[0] + cw * 0.2, crown_c[1]), (crown_c[0] + cw * 0.3, crown_c[1] - ch * 0.22)],
    ]
    br = np.clip(polylines(branches, 18) + polylines(twigs, 9), 0, 1)
    ctx.lit(br, mask_bbox(br), wood * 0.9, rim=0.7, separate=False)
    # the leaves: a rounded, broken mass round the branch tips, lit from the sun
    leaves = np.zeros((H, W), np.float32)
    gen = ctx.rng
    tips: list[Pt] = [(b[-1][0], b[-1][1]) for b in branches] + [
        (t[-1][0], t[-1][1]) for t in twigs
    ]
    tips.append((crown_c[0], crown_c[1] - ch * 0.1))
    for tx, ty in tips:
        for _ in range(7):
            lx, ly = tx + gen.normal(0, 50), ty + gen.normal(0, 36)
            leaves = np.maximum(leaves, disc(lx, ly, gen.uniform(36, 64), 3))
    edge = aniso_noise(ctx.side(), 18, 18)
    leaves = np.clip((blur(leaves, 10) - 0.5 + 0.35 * (edge - 0.5)) * 6, 0, 1)
    green = mix(rgb("#5a9a3a"), ctx.c("light"), 0.1)
    ctx.lit(leaves, mask_bbox(leaves), green, rim=0.8, separate=True)
    glow(ctx.img, crown_c[0], crown_c[1], 300, ctx.pal.light, 0.12)
    # small leaves drawn after the paint, crisp
    side = ctx.side()
    small = np.zeros((H, W), np.float32)
    for tx, ty in tips:
        for _ in range(8):
            lx, ly = tx + float(side.normal(0, 70)), ty + float(side.normal(0, 50))
            small = np.maximum(small, ellipse(lx, ly, 12, 7, 1.5))
    after_mask(ctx, small, mix(green, ctx.c("light"), 0.35), 0.9)
    crown = np.clip(leaves + br, 0, 1)
    whole = np.clip(chair + crown + rt, 0, 1)
    wb = mask_bbox(whole)
    add_element(
        ctx,
        "a wooden chair taking root and growing leaves",
        "main",
        wb,
        ("chair", "tree", "roots", "object", "wood"),
    )
    focus_on(ctx, whole, 6, box=wb)
    # a squirrel on the moss beside it looks up: the wood's first tenant of its new tree
    sh = H * 0.08
    sec(ctx, "squirrel", x - s * (cw * 0.5 + sh * 0.9), gy + 10 - sh / 2, sh, flip=s < 0)
    later_glow(ctx, sun[0] + s * 200, H * 0.2, 200, ctx.pal.light, 0.15)
    return Painted(
        "In a clearing of an old wood, light falling through the trees, a plain wooden chair "
        "stands among the tall trunks; "
        "its legs have grown roots into the moss, and from the top of its back two branches "
        "rise into a small crown of fresh green leaves; a squirrel on the moss looks up at it.",
        [
            "roots",
            "going home",
            "where we come from",
            "rest",
            "growing",
            "nature",
            "second life",
            "patience",
            "family tree",
            "belonging",
        ],
    )


PREMISE = Premise(
    name="chair-takes-root",
    figure="chair",
    palettes=("spring", "golden", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
