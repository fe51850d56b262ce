"""Premise "compass-finds-a-bird": Close to the ground, an old brass pocket compass lies open on
a flat stone in a meadow; its needle has turned right away from the N on its dial and points at
a small bird singing on a bare branch nearby, while its chain trails off over the stone.

An object with a will of its own: the needle that should show the north shows what it loves.
Readings: following your heart, being lost, a calling, migration, love at first sight.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import Pt
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb, ridge
from ..kit.place import add_element, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment
from ..kit.sky import sky

BIRDS = {"robin": ("a robin", "#c8643a"), "goldfinch": ("a goldfinch", "#d8a830")}


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)
    # the bird sits high on side s; the compass lies low, a little toward -s
    sky(ctx, sx=W / 2 - s * ctx.u(0.2, 0.3) * W, sy=H * ctx.u(0.1, 0.16), r=60, clouds=2)
    horizon = H * ctx.u(0.46, 0.5)
    far = ridge(ctx.rng, horizon - 20, 40, 260)
    blend(ctx.img, far, mix(ctx.sky_at(0.45), ctx.c("ground"), 0.5))
    field = np.clip((YY - horizon) / 3 + 0.5, 0, 1).astype(np.float32)
    grass = ctx.c("ground") * (1 + 0.25 * (aniso_noise(ctx.side(), 40, 10) - 0.5))[..., None]
    grass *= (1 - 0.3 * np.clip((YY - horizon) / (H - horizon), 0, 1))[..., None]
    blend(ctx.img, field, np.clip(grass, 0, 1))
    # the flat stone, seen low and close
    cx, cy = W / 2 - s * ctx.u(0.02, 0.06) * W, H * ctx.u(0.72, 0.74)
    stone = ellipse(cx + s * 40, cy + 70, W * 0.5, H * 0.13, 6)
    stone = np.clip(stone * (0.85 + 0.3 * aniso_noise(ctx.side(), 120, 40)), 0, 1)
    stone = (stone > 0.5).astype(np.float32)
    stone = blur(stone, 3)
    grey = mix(rgb("#8a8680"), ctx.c("ground"), 0.15)
    ctx.lit(stone, mask_bbox(stone), grey, rim=0.4)
    moss = stone * np.clip((aniso_noise(ctx.side(), 24, 10) - 0.5) * 3, 0, 1)
    blend(ctx.img, blur(moss, 3), mix(grey, rgb("#6a8a3a"), 0.5), 0.4)
    # the stone may run off the card: it frames the close-up, as a table does
    add_element(ctx, "a flat mossy stone", "frame", mask_bbox(stone), ("stone", "meadow"))
    # the bird on a bare branch reaching in from side s, high up
    bx, by = W / 2 + s * ctx.u(0.27, 0.3) * W, H * ctx.u(0.39, 0.41)
    branch_pts: list[Pt] = [
        (W / 2 + s * (W / 2 + 30), by - 60),
        (bx + s * 160, by + 10),
        (bx, by + 40),
        (bx - s * 170, by + 30),
    ]
    branch = ribbon(branch_pts, [34, 24, 16, 6])
    twigs = polylines(
        [
            [(bx + s * 160, by + 10), (bx + s * 120, by - 70)],
            [(bx + s * 60, by + 30), (bx + s * 10, by + 90)],
            [(bx - s * 90, by + 38), (bx - s * 140, by - 10)],
        ],
        6,
    )
    wood = np.clip(branch + twigs, 0, 1)
    ctx.lit(wood, mask_bbox(wood), mix(rgb("#4a3a2e"), ctx.sky_at(0.3), 0.15), rim=0.6)
    kind = list(BIRDS)[int(ctx.rng.integers(len(BIRDS)))]
    bird_label, bird_fill = BIRDS[kind]
    bh = H * 0.115
    bird = sec(
        ctx,
        "finch",
        bx,
        by + 40 - bh / 2,
        bh,
        fill=bird_fill,
        flip=s > 0,
        label=bird_label,
        separate=False,
    )
    bb = mask_bbox(bird)
    del bb
    # song after the paint: three little arcs from its beak
    notes = []
    for k in range(3):
        r = 26 + 22 * k
        a0, a1 = -0.6, 0.6
        cxn, cyn = bx - s * bh * 0.55, by + 40 - bh * 0.75
        arc = [
            (cxn - s * r * float(np.cos(a)), cyn + r * float(np.sin(a)))
            for a in np.linspace(a0, a1, 8)
        ]
        notes.append(arc)
    after_mask(ctx, polylines(notes, 4), ctx.c("light"), 0.8)
    # the compass: a brass case lying on the stone, seen from a low angle
    rx = W * 0.3
    ry = rx * 0.52
    ccy = cy - 10
    ctx.light = (W / 2 - s * 0.25 * W, H * 0.12)
    side_band = np.clip(ellipse(cx, ccy + 34, rx, ry, 2) + box_between(cx, ccy, rx, 34), 0, 1)
    case = np.clip(side_band + ellipse(cx, ccy, rx, ry, 2), 0, 1)
    ctx.cast_shadow(case, mask_bbox(case), ccy + ry + 30, 0.45)
    brass = rgb("#b8893a")
    ctx.lit(case, mask_bbox(case), brass, rim=0.8, separate=True)
    # the open lid standing up behind it, its inside catching the sky
    lid = ellipse(cx, ccy - ry * 1.6, rx * 0.98, ry * 1.15, 2)
    lid = lid * (ccy - ry * 0.2 > YY)
    ctx.lit(lid, mask_bbox(lid), brass * 0.9, rim=0.6, separate=True)
    lid_in = ellipse(cx, ccy - ry * 1.6, rx * 0.86, ry * 1.0, 2) * (ccy - ry * 0.3 > YY)
    blend(ctx.img, lid_in, mix(brass, ctx.sky_at(0.2), 0.45), 0.8)
    # an engraving inside the lid: a ring and an eight-pointed star, a keepsake's (after the
    # paint, thinner than a stroke)
    lcx, lcy = cx, ccy - ry * 1.6
    engr = ellipse(lcx, lcy, rx * 0.6, ry * 0.7, 1.5) - ellipse(
        lcx, lcy, rx * 0.6 - 5, ry * 0.7 - 5, 1.5
    )
    rays = []
    for k in range(8):
        a = k * np.pi / 4
        ln = 0.45 if k % 2 == 0 else 0.25
        rays.append(
            [(lcx, lcy), (lcx + float(np.cos(a)) * rx * ln, lcy + float(np.sin(a)) * ry * ln * 1.1)]
        )
    engr = np.clip(engr + polylines(rays, 4), 0, 1) * lid_in
    after_mask(ctx, engr, mix(brass, rgb("#3a2a14"), 0.55), 0.55)
    hinge = ellipse(cx, ccy - ry - 4, 40, 14, 2)
    ctx.lit(hinge, mask_bbox(hinge), brass * 0.8, rim=0.5, separate=True)
    face = ellipse(cx, ccy, rx * 0.86, ry * 0.86, 2)
    blend(ctx.img, face, rgb("#efe6cf"))
    # the rose: eight ticks and a ring, and the N at the far side with its red mark
    rose = np.zeros((H, W), np.float32)
    for k in range(16):
        a = k * np.pi / 8
        long = 0.18 if k % 4 == 0 else (0.1 if k % 2 == 0 else 0.06)
        ux, uy = float(np.cos(a)), float(np.sin(a))
        rose = np.maximum(
            rose,
            segment(
                cx + ux * rx * 0.8,
                ccy + uy * ry * 0.8,
                cx + ux * rx * (0.8 - long),
                ccy + uy * ry * (0.8 - long),
                6 if k % 4 == 0 else 3,
            ),
        )
    ring = ellipse(cx, ccy, rx * 0.82, ry * 0.82, 1.5) - ellipse(cx, ccy, rx * 0.79, ry * 0.79, 1.5)
    rose = np.clip(rose + ring, 0, 1)
    blend(ctx.img, rose, rgb("#3a2e24"), 0.85)
    nh, nw = ry * 0.3, rx * 0.075  # the N, on the side away from the bird
    ncx = cx - s * rx * 0.55
    ny = ccy
    n_mark = polylines(
        [
            [
                (ncx - nw, ny + nh / 2),
                (ncx - nw, ny - nh / 2),
                (ncx + nw, ny + nh / 2),
                (ncx + nw, ny - nh / 2),
            ]
        ],
        9,
    )
    blend(ctx.img, n_mark, rgb("#2a2420"))
    tri = polygon_fine(
        [(cx - s * rx * 0.84, ccy), (cx - s * rx * 0.72, ccy - 14), (cx - s * rx * 0.72, ccy + 14)]
    )
    blend(ctx.img, tri, rgb("#b8302a"))
    add_element(
        ctx,
        "an old brass pocket compass, open",
        "main",
        mask_bbox(np.clip(case + lid, 0, 1)),
        ("compass", "direction", "north", "journey", "object"),
    )  # drawn from shapes: no icon
    fb = mask_bbox(np.clip(case + lid, 0, 1))
    sl = (slice(fb[1], fb[3]), slice(fb[0], fb[2]))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], 0.95)
    # the needle, drawn after the paint so that it stays sharp: it points at the bird
    tx, ty = bx - s * 20, by + 40 - bh * 0.4
    ang = float(np.arctan2(ty - ccy, tx - cx))  # as the eye sees it
    ux, uy = float(np.cos(ang)), float(np.sin(ang))
    px_, py_ = -uy, ux
    reach = 1 / float(np.hypot(ux / rx, uy / ry))  # to the dial's edge along that line
    tip = (cx + ux * reach * 0.76, ccy + uy * reach * 0.76)
    tail = (cx - ux * reach * 0.62, ccy - uy * reach * 0.62)
    wn = 26.0
    red = polygon_fine(
        [tip, (cx + px_ * wn, ccy + py_ * wn * 0.6), (cx - px_ * wn, ccy - py_ * wn * 0.6)]
    )
    white = polygon_fine(
        [tail, (cx + px_ * wn, ccy + py_ * wn * 0.6), (cx - px_ * wn, ccy - py_ * wn * 0.6)]
    )
    shade = polygon_fine(
        [
            (p[0] + 10, p[1] + 14)
            for p in (
                tip,
                (cx + px_ * wn, ccy + py_ * wn * 0.6),
                tail,
                (cx - px_ * wn, ccy - py_ * wn * 0.6),
            )
        ]
    )
    after_mask(ctx, blur(shade, 4) * face, "#5a4a38", 0.35)
    after_mask(ctx, white, "#e8e4dc", 1.0)
    after_mask(ctx, red, "#c0302a", 1.0)
    after_mask(ctx, polylines([[tail, (cx, ccy), tip]], 2), "#3a1a14", 0.5)
    after_mask(ctx, disc(cx, ccy, 14, 1.5), "#c9a24a", 1.0)
    # the glass: a soft glint across the face
    glint = ellipse(cx - s * rx * 0.35, ccy - ry * 0.35, rx * 0.25, ry * 0.1, 8) * face
    after_mask(ctx, glint, "#fffaf0", 0.3)
    later_glow(ctx, tip[0], tip[1], 50, "#fff0d0", 0.2)
    # the chain, trailing off over the stone toward the viewer
    chain = np.zeros((H, W), np.float32)
    c0 = (cx - s * rx * 0.95, ccy + 20)
    for k in range(16):
        t = k / 15
        lx = c0[0] - s * 200 * t
        ly = c0[1] + 180 * t**1.4 + 30 * np.sin(t * 5)
        r = 12
        chain = np.maximum(
            chain,
            ellipse(lx, ly, r * (1.3 if k % 2 else 0.7), r, 1.5)
            - ellipse(lx, ly, r * (1.3 if k % 2 else 0.7) - 5, r - 5, 1.5),
        )
    after_mask(ctx, np.clip(chain, 0, 1), "#d8b060", 0.95)
    glow(ctx.img, tx, ty, 200, ctx.pal.light, 0.15)
    return Painted(
        "Close to the ground, an old brass pocket compass lies open on a flat mossy stone in a "
        "meadow; its needle has turned right away from the N on its dial and points at "
        f"{bird_label} singing on a bare branch nearby, while its chain trails over the stone.",
        [
            "following your heart",
            "direction",
            "lost",
            "a calling",
            "love",
            "migration",
            "attraction",
            "choice",
            "nature",
            "the way home",
        ],
    )


def box_between(cx: float, cy: float, rx: float, depth: float) -> np.ndarray:
    """The band between a disc's face at cy and its underside at cy + depth."""
    from ..kit.paint import box

    out: np.ndarray = box(cx - rx, cy, cx + rx, cy + depth, 2)
    return out


PREMISE = Premise(
    name="compass-finds-a-bird",
    figure="compass",
    palettes=("spring", "golden", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
