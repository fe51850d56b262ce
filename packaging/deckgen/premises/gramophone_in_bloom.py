"""Premise "gramophone-in-bloom": In a meadow with a low sun, an old wind-up gramophone
plays on its own, its record turning; its horn has become a huge morning-glory flower on a
green stem, vines curl down round its wooden box into the grass, and butterflies rise out of
the flower's throat instead of music.

An everyday thing with a will of its own and a swap (the horn for a flower): music as
something that grows, memories in bloom, nature's song, a summer evening.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import Pt
from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, box, disc, ellipse, mix, rgb, ridge
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, union_box
from ..kit.sky import sky

FLOWERS = {
    "blue": ("#3a5ab8", "#9ab4ec"),
    "purple": ("#7a3aa8", "#c8a0e0"),
    "pink": ("#c84a8a", "#f0b0d0"),
}


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 - s * ctx.u(0.06, 0.1) * W  # the box a little to side -s, the flower toward s
    sky(ctx, sx=W / 2 - s * ctx.u(0.25, 0.32) * W, sy=H * ctx.u(0.36, 0.42), r=60, clouds=2)
    horizon = H * ctx.u(0.54, 0.57)
    far = ridge(ctx.rng, horizon - 20, 40, 260)
    blend(ctx.img, far, mix(ctx.sky_at(0.5), ctx.c("ground"), 0.5))
    field = np.clip((YY - horizon) / 3 + 0.5, 0, 1).astype(np.float32)
    grass = ctx.c("ground") * (1 + 0.25 * (aniso_noise(ctx.side(), 30, 12) - 0.5))[..., None]
    grass *= (1 - 0.35 * np.clip((YY - horizon) / (H - horizon), 0, 1))[..., None]
    blend(ctx.img, field, np.clip(grass, 0, 1))
    # the meadow's grass and small flowers, bigger toward the viewer (after the paint)
    gen = ctx.side()
    blades = []
    dots = np.zeros((H, W), np.float32)
    for _ in range(220):
        px_, py_ = float(gen.uniform(0, W)), float(gen.uniform(horizon + 30, H))
        d = (py_ - horizon) / (H - horizon)
        ln = 10 + 60 * d
        blades.append([(px_, py_), (px_ + float(gen.uniform(-0.3, 0.3)) * ln, py_ - ln)])
        if gen.random() < 0.4:
            dots = np.maximum(dots, disc(px_, py_ - ln, 3 + 6 * d, 1.2))
    after_mask(ctx, polylines(blades, 3), mix(ctx.c("ground"), rgb("#2a3a20"), 0.4), 0.6)
    after_mask(ctx, dots, mix(ctx.c("light"), rgb("#f4e0a0"), 0.5), 0.8)
    gy = H * ctx.u(0.84, 0.86)
    # the box: a wooden cabinet seen a little from above, its top face and front
    bw, bh = W * 0.2, H * 0.075
    depth = H * 0.035
    front = box(x - bw, gy - bh, x + bw, gy, 2)
    top = polygon_fine(
        [
            (x - bw, gy - bh),
            (x + bw, gy - bh),
            (x + bw - 30, gy - bh - depth),
            (x - bw + 30, gy - bh - depth),
        ]
    )
    cab = np.clip(front + top, 0, 1)
    cb = mask_bbox(cab)
    ctx.light = (W / 2 - s * 0.3 * W, H * 0.35)
    ctx.cast_shadow(cab, cb, gy, 0.35)
    ctx.contact(cab, cb)
    wood = rgb("#8a4a2a")
    ctx.lit(front, cb, wood, rim=0.6)
    ctx.lit(top, cb, wood * 1.2, rim=0.6)
    # a brass crank on its side, a panel on the front
    crank = polylines(
        [
            [
                (x - s * bw, gy - bh * 0.5),
                (x - s * (bw + 40), gy - bh * 0.5),
                (x - s * (bw + 40), gy - bh * 0.5 - 50),
            ]
        ],
        10,
    )
    panel = box(x - bw * 0.7, gy - bh * 0.75, x + bw * 0.7, gy - bh * 0.2, 2)
    blend(ctx.img, panel, wood * 0.75, 0.7)
    ctx.lit(crank, mask_bbox(crank), rgb("#c9a24a"), rim=0.8, separate=True)
    # the record on the top face, turning
    rcx, rcy = x - s * bw * 0.15, gy - bh - depth * 0.5
    rec = ellipse(rcx, rcy, bw * 0.72, depth * 0.62, 1.5)
    blend(ctx.img, rec, rgb("#1e1a1c"))
    grooves = np.zeros((H, W), np.float32)
    for k in range(3):
        r = 0.35 + 0.15 * k
        grooves = np.maximum(
            grooves,
            ellipse(rcx, rcy, bw * 0.72 * r, depth * 0.62 * r, 1)
            - ellipse(rcx, rcy, bw * 0.72 * r - 3, depth * 0.62 * r - 2, 1),
        )
    after_mask(ctx, np.clip(grooves, 0, 1), "#4a4448", 0.6)
    label_m = ellipse(rcx, rcy, bw * 0.16, depth * 0.15, 1.2)
    after_mask(ctx, label_m, "#c8402a", 1.0)
    # the flower horn: a stem from the back of the box rising and bending toward s, the bell
    # a big trumpet flower facing the viewer and a little to side s
    base: Pt = (x + s * bw * 0.55, gy - bh - depth * 0.6)
    bell_c: Pt = (W / 2 + s * W * ctx.u(0.14, 0.18), H * ctx.u(0.3, 0.33))
    rx, ry = W * 0.25, W * 0.22
    stem_pts: list[Pt] = [
        base,
        (base[0] + s * 10, base[1] - H * 0.1),
        (base[0] + s * 40, base[1] - H * 0.2),
        ((base[0] + bell_c[0]) / 2 + s * 40, bell_c[1] + ry * 1.3),
        (bell_c[0] - s * rx * 0.2, bell_c[1] + ry * 0.4),
    ]
    stem = ribbon(stem_pts, [34, 36, 44, 90, 200], 2)
    green = mix(rgb("#4a8a3a"), ctx.c("light"), 0.1)
    ctx.lit(stem, mask_bbox(stem), green, rim=0.7, separate=True)
    # the tone arm: brass, from the stem's foot over the record
    arm = polylines(
        [[base, (base[0] - s * bw * 0.3, base[1] - 20), (rcx + s * bw * 0.2, rcy - 6)]], 12
    )
    ctx.lit(arm, mask_bbox(arm), rgb("#c9a24a"), rim=0.8, separate=True)
    # the bell: five shallow lobes round an open mouth
    name = list(FLOWERS)[int(ctx.rng.integers(len(FLOWERS)))]
    deep, pale = FLOWERS[name]
    ang = np.arctan2((YY - bell_c[1]) / ry, (XX - bell_c[0]) / rx)
    rad = np.hypot((XX - bell_c[0]) / rx, (YY - bell_c[1]) / ry)
    edge = 1 + 0.07 * np.cos(5 * (ang + ctx.u(0, 1)))
    bell = np.clip((edge - rad) * 40, 0, 1).astype(np.float32)
    bb = mask_bbox(bell)
    ctx.lit(bell, bb, rgb(deep), rim=0.9, separate=True)
    # inside: the throat paler toward the middle, a white star of five rays, a dark heart
    throat = np.clip((0.85 - rad) * 3, 0, 1) * bell
    blend(ctx.img, throat, rgb(pale), 0.85)
    star = np.clip(1 - np.abs(np.sin(5 * (ang + ctx.u(0, 1)) / 2)) * 8, 0, 1) * np.clip(
        (0.9 - rad) * 6, 0, 1
    )
    blend(ctx.img, star * bell, rgb("#f4eef4"), 0.7)
    heart = np.clip((0.22 - rad) * 10, 0, 1)
    blend(ctx.img, heart, mix(rgb("#f0e0a0"), rgb(pale), 0.3), 0.95)
    blend(ctx.img, np.clip((0.1 - rad) * 20, 0, 1), rgb("#3a3040"), 0.6)
    add_element(
        ctx,
        f"an old gramophone whose horn is a huge {name} morning-glory flower",
        "main",
        mask_bbox(np.clip(cab + stem + bell, 0, 1)),
        ("gramophone", "music", "flower", "object", "bloom"),
    )
    whole = np.clip(cab + stem + bell + arm, 0, 1)
    wb = mask_bbox(whole)
    focus_on(ctx, whole, 6, box=wb)
    # vines: curling tendrils and leaves down the stem and round the box (after the paint)
    side = ctx.side()
    vines: list[list[Pt]] = []
    leaves = np.zeros((H, W), np.float32)
    for k in range(6):
        t = k / 5
        sx_, sy_ = stem_pts[1][0] + s * 20 * t, stem_pts[1][1] + (gy - stem_pts[1][1]) * t
        path: list[Pt] = []
        a0 = float(side.uniform(0, 6))
        for j in range(14):
            a = a0 + j * 0.7
            r = 10 + 3 * j
            path.append(
                (
                    sx_ + (j * 9 - 40) * (1 if k % 2 else -1) + r * float(np.cos(a)),
                    sy_ + r * float(np.sin(a)) + j * 4,
                )
            )
        vines.append(path)
        lx, ly = path[len(path) // 2]
        leaves = np.maximum(leaves, ellipse(lx, ly, 26, 16, 2))
    for _ in range(6):
        t = float(side.uniform(0.1, 0.9))
        px_ = stem_pts[2][0] + (stem_pts[3][0] - stem_pts[2][0]) * t
        py_ = stem_pts[2][1] + (stem_pts[3][1] - stem_pts[2][1]) * t
        leaves = np.maximum(leaves, ellipse(px_ + float(side.uniform(-60, 60)), py_, 30, 18, 2))
    after_mask(ctx, polylines(vines, 4), mix(green, rgb("#2a4a2a"), 0.3), 0.9)
    after_mask(ctx, leaves, mix(green, ctx.c("light"), 0.25), 0.95)
    # butterflies rising out of the flower's throat and away, smaller as they go
    flock = []
    for k in range(6):
        t = (k + 1) / 6
        fx = bell_c[0] - s * (60 + 420 * t) + float(side.uniform(-40, 40))
        fy = bell_c[1] - 40 - 320 * t + float(side.uniform(-50, 50))
        hh = 80 - 40 * t
        col = ("#f4d060", "#f0f0f4", "#f09a50")[k % 3]
        later_icon(ctx, "butterfly", fx, fy, hh, col, rot=float(side.uniform(-25, 25)))
        flock.append((int(fx - hh), int(fy - hh), int(fx + hh), int(fy + hh)))
    later_glow(ctx, bell_c[0], bell_c[1], 240, ctx.pal.light, 0.18)
    add_element(
        ctx,
        "butterflies rising from the flower",
        "secondary",
        union_box(flock),
        ("butterfly", "music", "flight"),
        "butterfly",
    )
    return Painted(
        "In a meadow with a low sun, an old wind-up gramophone plays on its own, its "
        f"record turning; its horn has become a huge {name} morning-glory flower on a green "
        "stem, vines curl down round its wooden box, and butterflies rise out of the flower "
        "instead of music.",
        [
            "music",
            "memories",
            "spring",
            "nostalgia",
            "song",
            "nature",
            "harmony",
            "bloom",
            "the old days",
            "summer evening",
        ],
    )


PREMISE = Premise(
    name="gramophone-in-bloom",
    figure="gramophone",
    palettes=("golden", "lavender", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
