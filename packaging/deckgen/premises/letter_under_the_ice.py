"""Premise "letter-under-the-ice": Seen from under a frozen lake: a fisher's line hangs down
through a round hole in the ice, and a big fish, instead of biting, hangs a letter on the
hook for whoever is up there.

The camera is below the ice, looking up at its underside; of the fisher only two dark boot
prints show through the ice beside the bright hole (they read as prints, not as a shadow:
four blind readers were given "shadow" clues for this card and found none of them).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import XX, YY, H, W, blend, blur, ellipse, fbm, glow, icon_mask, rgb, vgrad
from ..kit.place import add_element, focus_on, main
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, string_to


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the side the fish comes from is -s
    ctx.img[:] = vgrad([(0, "#a9d6de"), (0.3, "#4f98aa"), (0.65, "#1d5668"), (1, "#0a2736")])
    ctx.texture_sky(0.03)
    # the underside of the ice: a pale blue slab overhead, clouded, cracked, full of
    # trapped bubbles, with a thick bright lower edge where the light runs along it
    iy = H * ctx.u(0.19, 0.22)
    edge = iy + (fbm(ctx.rng, 90, 2)[0] - 0.5) * 50
    ice = np.clip((edge[None, :] - YY) / 5, 0, 1)
    tex = fbm(ctx.rng, 70, 3)
    ice_col = vgrad([(0, "#cfe9ef"), (0.7, "#9fcfdc"), (1, "#7fb8c8")], 0, iy / H)
    ice_col *= (0.88 + 0.2 * tex)[..., None]
    ctx.img[:] = ctx.img * (1 - ice[..., None]) + ice_col * ice[..., None]
    rim = np.clip(1 - np.abs(YY - edge[None, :] + 14) / 12, 0, 1)
    blend(ctx.img, rim, rgb("#e8f8fb"), 0.7)
    side = ctx.side()
    cracks = []
    for _ in range(8):
        x, y = float(side.uniform(0, W)), float(side.uniform(10, iy * 0.85))
        pts = [(x, y)]
        for _k in range(5):
            x += float(side.uniform(-110, 110))
            y += float(side.uniform(-30, 30))
            pts.append((x, float(np.clip(y, 5, iy - 20))))
        cracks.append(pts)
    crack_m = polylines(cracks, 3) * ice
    blend(ctx.img, crack_m, rgb("#f4fcfd"), 0.8)
    blend(ctx.img, np.roll(crack_m, 3, 0), rgb("#5f93a6"), 0.5)
    for _ in range(40):
        bx_, by_ = float(side.uniform(0, W)), float(side.uniform(8, iy - 30))
        blend(ctx.img, ellipse(bx_, by_, 7, 5, 1.5) * ice, rgb("#f6fdff"), 0.7)
    # the hole: daylight above the ice, and the light falling through it
    hx = W * (0.5 + s * ctx.u(0.12, 0.18))
    hy, hr = iy * 0.5, W * 0.13
    hole = ellipse(hx, hy, hr, hr * 0.34, 3)
    glow(ctx.img, hx, hy, hr * 2, "#fff6dc", 0.3)
    blend(ctx.img, hole, rgb("#fff8e6"))
    lip = np.clip(ellipse(hx, hy, hr + 10, hr * 0.34 + 10, 4) - hole, 0, 1)
    blend(ctx.img, lip, rgb("#5f93a6"))
    ctx.light = (hx, hy)
    ctx.rays(hx, hy, 7, 0.2, 0.35)
    add_element(
        ctx,
        "a round hole in the ice",
        "secondary",
        (int(hx - hr), int(hy - hr * 0.34), int(hx + hr), int(hy + hr * 0.34)),
        ("ice", "hole", "light", "threshold"),
    )
    # the fisher's boots on the ice, their soles seen through it from below as two prints
    bx = hx + s * hr * 1.55
    bh = iy * 0.62
    boots, bbb = icon_mask("boot-prints", bx, hy, bh, rot=-12 * s)
    blend(ctx.img, blur(boots, 5) * ice, rgb("#2f5262"), 0.8)
    add_element(
        ctx,
        "a fisher's boot prints on the ice",
        "secondary",
        bbb,
        ("person", "footprint", "trace"),
        "boot-prints",
    )
    # the line, the hook, and the letter hung on it
    ly = H * ctx.u(0.45, 0.5)
    lx = hx - s * 12
    string_to(ctx, (hx, hy + 4), (lx, ly), 0, "#2a3a44", width=3, alpha=0.85)
    later_icon(ctx, "fishing-hook", lx, ly + 30, 70, "#3a444c", flip=s > 0)
    eh = H * 0.085
    em, ebb = icon_mask("envelope", lx - s * 10, ly + 50 + eh * 0.5, eh, rot=-8 * s)
    ctx.lit(em, ebb, rgb("#f3ead6"), rim=0.6)
    focus_on(ctx, em, 8)
    # the letter is the point and the brush turns it into a pillow: its folds said again
    # after the paint, pale paper over the shadowed creases
    after_mask(ctx, np.clip(blur(em, 5) * 3, 0, 1), "#5d6f7c", 0.9)
    after_mask(ctx, em, "#f1e8d4", 0.95)
    add_element(ctx, "a letter", "secondary", ebb, ("object", "message", "letter"), "envelope")
    seal_x, seal_y = (ebb[0] + ebb[2]) / 2, (ebb[1] + ebb[3]) / 2 + eh * 0.05
    later_glow(ctx, seal_x, seal_y, 10, "#b8302a", 0.0, core=11)
    # the fish, its mouth still at the letter's corner, come up from the deep
    fh = H * 0.3
    fw = fh * 1.1
    fx = ebb[0] - fw * 0.42 if s > 0 else ebb[2] + fw * 0.42
    fy = ebb[3] + fh * 0.12
    main(ctx, "tropical-fish", fx, fy, fh, flip=s < 0, rot=12 * s, rim=0.7)
    for _ in range(18):  # its bubbles rising toward the light
        bx_ = fx + float(side.uniform(-fw * 0.5, fw * 0.5))
        by_ = float(side.uniform(iy + 40, fy - fh * 0.4))
        later_glow(ctx, bx_, by_, 8, "#e6fbff", 0.3, core=float(side.uniform(2, 5)))
    # the lake's floor, dark weed in the deep
    floor = np.clip((YY - H * 0.93 - 30 * np.sin(XX / 140 + ctx.u(0, 6))) / 30, 0, 1)
    blend(ctx.img, floor, rgb("#081c26"), 0.8)
    return Painted(
        "Seen from under a frozen lake: a fishing line hangs down through a round, bright "
        "hole in the ice, and a big orange fish, instead of biting, hangs a sealed letter on "
        "the hook; of the fisher above only two dark boot prints show through the ice.",
        [
            "message",
            "roles reversed",
            "connection",
            "between two worlds",
            "surprise",
            "secret",
            "kindness",
            "silence",
            "invitation",
            "hidden",
        ],
        setting="in cold blue light under the ice",
    )


PREMISE = Premise(
    name="letter-under-the-ice",
    figure="fish",
    palettes=("under",),
    stage=stage,
    max_cards=1,
    frame=False,
)
