"""Premise "counting-sheep": At night, out in a moonlit meadow, stands a bed where a child has
fallen asleep, only a head of hair on the pillow; and the sheep they were counting are real: one
by one they leap high over the bed's foot, one in mid-air, two waiting their turn in the grass,
one already trotting off into the dark.

The saying made real: counting sheep to fall asleep. Sleep, dreams, bedtime, patience, a
night that goes on without us. The sheep are lit by the moon (white on the dark), the child is
only hair on the pillow, never a face.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import H, W, blend, disc, ellipse, rgb
from ..kit.place import add_element, focus_on, main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, union_box

QUILTS = ("#a8382f", "#3f5f8a", "#c8862f", "#4f7a5a")
HAIR = ("#3a2418", "#c89a50", "#6a3a20", "#1e1a1a")


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    mx, my = W / 2 - s * W * ctx.u(0.25, 0.32), H * ctx.u(0.1, 0.14)
    ctx.texture_sky(0.05)
    ctx.stars(200, 0.5)
    ctx.celestial(mx, my, 70, "moon")
    gy = ctx.hills(0.5, 2, amp=40)
    ctx.staged[:] = [f for f in ctx.staged if f != ctx.repoussoir]
    # the bed standing in the grass, its foot toward the middle of the card
    bx, by = x, H * 0.72
    bh = H * 0.25
    bed = sec(ctx, "bed", bx, by, bh, fill="#8a5a3c", shadow=by + bh * 0.48, flip=s > 0)
    bb = mask_bbox(bed)
    bw = bb[2] - bb[0]
    # the quilt over the mattress and a head of hair on the pillow, never a face
    quilt_c = rgb(QUILTS[int(ctx.rng.integers(len(QUILTS)))])
    head_side = -1 if s < 0 else 1  # the headboard is at the far end (left when unflipped)
    hx = bb[0] + bw * 0.3 if s < 0 else bb[2] - bw * 0.3  # the pillow
    hy = bb[1] + (bb[3] - bb[1]) * 0.3
    hair = ellipse(hx, hy, 34, 26, 2)
    ctx.lit(hair, mask_bbox(hair), rgb(HAIR[int(ctx.rng.integers(len(HAIR)))]), rim=0.6)
    quilt = ellipse(hx - head_side * bw * 0.22, hy + 34, bw * 0.25, 40, 6) * np.clip(bed * 2, 0, 1)
    ctx.lit(quilt, mask_bbox(quilt), quilt_c, rim=0.5)
    # the sheep: a queue in the grass by the bed's foot, one leaping over the footboard toward
    # the pillow's side, and one already trotting off over the hill beyond
    fs = 1 if s < 0 else -1  # the side the foot is on (the icon's foot is at its right)
    foot_x = (bb[0] + bw * 0.72) if fs > 0 else (bb[2] - bw * 0.72)
    foot_top = bb[1] + (bb[3] - bb[1]) * 0.42
    go = -fs  # the way they travel
    jh = H * 0.12
    jy = foot_top - jh * 0.5 - H * 0.085
    # its shadow on the bed below, well apart from its hooves: it is in the air
    shade = ellipse(foot_x - fs * bw * 0.06, foot_top + bh * 0.1, jh * 0.42, jh * 0.09, 10)
    blend(ctx.img, shade * np.clip(bed * 2, 0, 1), ctx.img * 0.35, 0.6)
    main(ctx, "sheep", foot_x, jy, jh, flip=go < 0, rot=go * 18)
    # the leap's arc, a dotted line from the queue over the footboard, drawn after the paint
    dots = np.zeros((H, W), np.float32)
    for k in range(-5, 6):
        if abs(k) < 2:
            continue
        t = k / 5
        ax = foot_x + go * t * W * 0.2
        ay = jy + jh * 0.45 + (t * t) * H * 0.09
        np.maximum(dots, disc(ax, ay, 6, 1.5), out=dots)
    after_mask(ctx, dots, ctx.pal.light, 0.7)
    boxes = []
    for dx, dy, wh in ((0.2, 0.12, 0.105), (0.36, 0.06, 0.085)):
        wx = foot_x + fs * W * dx
        wy = by + H * dy
        if wh * H * 0.6 < wx < W - wh * H * 0.6:
            m = sec(ctx, "sheep", wx, wy, H * wh, flip=go < 0, shadow=wy + H * wh * 0.45)
            boxes.append(mask_bbox(m))
    ox = bb[0] - W * 0.08 if fs > 0 else bb[2] + W * 0.08
    ox = float(np.clip(ox, W * 0.1, W * 0.9))
    off = sec(ctx, "sheep", ox, gy + H * 0.03, H * 0.075, flip=go < 0, shadow=gy + H * 0.065)
    boxes.append(mask_bbox(off))
    later_glow(ctx, mx, my, 260, ctx.pal.light, 0.2)
    focus_on(ctx, np.maximum(hair, quilt), 5)
    e = next(el for el in ctx.elements if el["role"] == "main")
    e["label"] = "a sheep leaping over the foot of the bed"
    add_element(ctx, "sheep waiting their turn", "secondary", union_box(boxes), ("animal", "sheep"))
    return Painted(
        "At night, out in a moonlit meadow, stands a bed where a child has fallen asleep under "
        "the quilt, only a head of hair on the pillow; and the sheep are real: one leaps high "
        "over the foot of the bed, two wait their turn in the grass and one trots off into the "
        "dark.",
        [
            "sleep",
            "counting sheep",
            "bedtime",
            "dreams",
            "night",
            "patience",
            "one by one",
            "insomnia",
            "childhood",
            "jumping",
        ],
    )


PREMISE = Premise(
    name="counting-sheep",
    figure="sheep",
    palettes=("night", "dusk", "aurora"),
    stage=stage,
    max_cards=1,
)
