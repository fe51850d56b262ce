"""Premise "village-under-the-lake": Deep under a green lake lies a drowned village that
still lives: its chapel and houses stand on the lake bed with their windows lit, and a shoal
of fish flies past the bell tower like a flock of birds. Far above, the dark hull of a
rowing boat rests on the bright surface.

The main figure is a place (the chapel), seen from inside the water; the fish are drawn
after the paint as dark silhouettes, the way birds show against a bright sky.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, ellipse, glow, icon_mask, rgb, vgrad
from ..kit.place import add_element, main, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, segment, union_box


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the chapel's side
    ctx.img[:] = vgrad([(0, "#a8d0b0"), (0.22, "#5a9a84"), (0.65, "#1f4c44"), (1, "#0b2422")])
    ctx.texture_sky(0.035)
    # the surface far above: a bright, rippled ceiling, and a boat's hull resting on it
    sy = H * 0.05
    blend(ctx.img, box(-5, -5, W + 5, sy, 6), rgb("#e6f4e4"), 0.9)
    rip = np.clip((np.sin(XX * 0.05 + np.sin(YY * 0.2) * 2) - 0.4) * 2, 0, 1) * (sy + 30 > YY)
    blend(ctx.img, rip * (sy < YY), rgb("#cfe8d4"), 0.35)
    hx = W / 2 - s * W * ctx.u(0.2, 0.28)
    hull = ellipse(hx, sy, W * 0.13, H * 0.028, 3) * (sy - 2 < YY)
    blend(ctx.img, hull, rgb("#22302c"), 0.9)
    oar = segment(hx + s * W * 0.1, sy - 4, hx + s * W * 0.2, sy + H * 0.06, 9)
    blend(ctx.img, oar, rgb("#2a3833"), 0.8)
    add_element(
        ctx,
        "the hull of a rowing boat, seen from below",
        "secondary",
        (int(hx - W * 0.13), int(sy - 4), int(hx + W * 0.2), int(sy + H * 0.06)),
        ("vehicle", "boat", "surface"),
    )
    ctx.light = (W / 2 + s * W * 0.1, -H * 0.1)
    ctx.rays(W / 2 + s * W * 0.1, -H * 0.05, 7, 0.16, 0.5)
    # the lake bed, and the village on it
    gy = ctx.hills(0.8, 2, amp=40, cell=300, ground="#16332e")
    x = W / 2 + s * W * ctx.u(0.12, 0.15)
    ch = H * 0.42

    def lit_from_inside(name: str, cx: float, cy: float, h: float, flip: bool, k: float) -> None:
        # warm light behind the building's small openings: its windows glow
        m, _ = icon_mask(name, cx, cy, h, flip)
        inside = np.clip((blur(m, h * k) - 0.45) * 4, 0, 1)
        blend(ctx.img, inside, rgb("#f0c860"), 0.95)

    cw = icon_mask("church", x, gy - ch * 0.47, ch, s < 0)[1]
    edge = cw[0] if s > 0 else cw[2]  # the chapel's edge toward the rest of the village
    for k in range(3):  # the houses farther off, smaller and higher on the bed
        hh = H * (0.12 - 0.018 * k)
        hx_ = edge - s * (hh * 0.6 + k * W * 0.15)
        hy_ = gy - hh * 0.45 - 30 * (k + 1)
        if not hh * 0.7 < hx_ < W - hh * 0.7:
            break
        lit_from_inside("house", hx_, hy_, hh, k % 2 == 1, 0.06)
        sec(ctx, "house", hx_, hy_, hh, fill="#8f8a76", flip=k % 2 == 1, separate=False)
    lit_from_inside("church", x, gy - ch * 0.47, ch, s < 0, 0.025)
    cm = main(ctx, "church", x, gy - ch * 0.47, ch, flip=s < 0, fill="#a9a896", rim=0.6)
    bbx = np.nonzero(cm.max(0) > 0.3)[0]
    top_y = int(np.nonzero(cm.max(1) > 0.3)[0].min())
    for _ in range(4):  # the windows' light in the water
        wx = float(ctx.u(bbx.min(), bbx.max()))
        later_glow(ctx, wx, ctx.u(top_y + ch * 0.4, gy - 30), 120, "#ffd98a", 0.18)
    glow(ctx.img, x, gy - ch * 0.4, ch * 0.8, "#e8d890", 0.2)
    # weed swaying on the lake bed in the near corners
    side = ctx.side()
    weeds = []
    for _ in range(14):
        wx = float(side.uniform(0, W))
        if abs(wx - x) < W * 0.16:
            continue
        wy = H + 10.0
        pts = [(wx, wy)]
        for j in range(6):
            wx += float(side.uniform(-22, 22)) + float(np.sin(j)) * 10
            wy -= float(side.uniform(40, 70))
            pts.append((wx, wy))
        weeds.append(pts)
    blend(ctx.img, polylines(weeds, 9), rgb("#0f3026"), 0.9)
    # a shoal of fish flying past the tower like birds, dark against the bright water
    fx0, fy0 = x - s * W * 0.05, top_y - H * 0.02
    boxes = []
    flock = np.zeros((H, W), np.float32)
    for k in range(9):
        lead = k == 0
        row = (k + 1) // 2
        sgn = 1 if k % 2 else -1
        fx = fx0 - s * row * W * 0.07 + float(side.uniform(-10, 10))
        fy = fy0 + sgn * row * H * 0.03 + row * H * 0.012 + float(side.uniform(-8, 8))
        fh = H * (0.05 if lead else 0.04) * float(side.uniform(0.85, 1.1))
        m, bb = icon_mask("tropical-fish", fx, fy, fh, flip=s > 0, rot=float(side.uniform(-8, 8)))
        flock = np.maximum(flock, m)
        boxes.append(bb)
    after_mask(ctx, flock, "#123029", 0.92)
    add_element(
        ctx,
        "a shoal of fish flying like a flock of birds",
        "secondary",
        union_box(boxes),
        ("animal", "sea", "swim", "flock"),
        "tropical-fish",
    )
    for _ in range(24):  # bubbles rising from the village
        later_glow(
            ctx,
            float(side.uniform(W * 0.1, W * 0.9)),
            float(side.uniform(H * 0.1, gy)),
            7,
            "#e6fff4",
            0.3,
            core=float(side.uniform(2, 4)),
        )
    return Painted(
        "Deep under a green lake lies a drowned village that still lives: its chapel and "
        "houses stand on the lake bed with their windows lit, and a shoal of fish flies past "
        "the bell tower like a flock of birds; far above, the dark hull of a rowing boat "
        "floats on the bright surface.",
        [
            "memory",
            "nostalgia",
            "hidden",
            "secret",
            "silence",
            "depth",
            "another world",
            "legend",
            "home",
            "mystery",
        ],
        setting="in deep green lake water",
    )


PREMISE = Premise(
    name="village-under-the-lake",
    figure="chapel",
    palettes=("under",),
    stage=stage,
    max_cards=1,
    frame=False,
)
