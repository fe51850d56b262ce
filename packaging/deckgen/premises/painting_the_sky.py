"""Premise "painting-the-sky": A person on a tall stepladder (or on a cloud) paints the night
onto the day sky with a big brush: on one side it is still day, on the painted side night,
with stars and a moon."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of, him, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import H, W, blend, blur, box, disc, ellipse, icon_mask, rgb
from ..kit.people import WHO, drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment
from ..kit.sky import sky


def stage(ctx: Ctx) -> Painted:
    """A person on a tall stepladder (or on a cloud) paints the night onto the day sky with a
    big brush: on one side it is still day, on the painted side night, with stars and a moon."""
    x, s = third(ctx)
    flip = s > 0  # they face the painted side, across the card
    sg = -1.0 if flip else 1.0
    on_cloud = ctx.rng.random() < 0.4
    sky(ctx, sx=W / 2 + s * ctx.u(250, 380), sy=H * ctx.u(0.14, 0.22), r=58, clouds=2)
    hz = ctx.u(0.68, 0.72)
    ph = H * ctx.u(0.27, 0.3)
    if on_cloud:
        fy = H * ctx.u(0.52, 0.56)
    else:
        fy = H * ctx.u(0.5, 0.54)  # the top step
    x = float(np.clip(x, ph * 0.32 + 20, W - ph * 0.32 - 20))
    hand = joint_at("reach", "ha_r", x, fy, ph, flip)
    # the brush in the raised hand, its tip on the night's edge
    bh = H * 0.12
    bxc, byc = hand[0] + sg * bh * 0.3, hand[1] - bh * 0.3
    tip = (bxc + sg * bh * 0.36, byc - bh * 0.36)
    # the night: everything beyond a ragged edge of level brush strokes through the tip, each
    # stroke ending in a round cap at its own place
    im = Image.new("L", (W, H), 0)
    dr = ImageDraw.Draw(im)
    rh = 48.0
    ph0 = ctx.u(0, 6)
    ends: list[float] = []
    for k in range(int(H * 0.8 / (rh * 0.8)) + 2):
        yy = -10 + k * rh * 0.8
        ex_ = tip[0] + sg * 10 + ctx.u(-80, 80) + 50 * np.sin(yy / 260 + ph0)
        if abs(yy - tip[1]) < rh:
            ex_ = tip[0] + sg * 10  # the stroke being painted ends at the brush
        ends.append(ex_)
        far = W + 60 if sg > 0 else -60
        dr.rectangle((min(ex_, far), yy, max(ex_, far), yy + rh), fill=255)
        dr.ellipse((ex_ - rh * 0.7, yy, ex_ + rh * 0.7, yy + rh), fill=255)
    night_m = blur(np.asarray(im, np.float32) / 255, 2)
    night = ctx.sub("night")
    night.texture_sky()
    night.stars(420, 1.0)
    mx = float(np.clip(tip[0] + sg * ctx.u(250, 360), 140, W - 140))
    my = H * ctx.u(0.12, 0.2)
    night.celestial(mx, my, 50, "moon")
    ctx.fill_with(night_m, night, rim=0.0)
    # stars are smaller than a stroke: drawn on the painted night after the paint
    ys_, xs_ = np.nonzero(blur(night_m, 10)[: int(H * 0.62)] > 0.97)
    if len(xs_):
        pick_at = ctx.side().integers(0, len(xs_), 90)
        st = np.zeros((H, W), np.float32)
        for i in pick_at:
            st = np.maximum(st, disc(float(xs_[i]), float(ys_[i]), 2.2 + (i % 3) * 1.1, 1.0))
        after_mask(ctx, st, "#f6efc9", 0.9)
    later_glow(ctx, mx, my, 90, "#f6efc9", 0.25)
    # splashes of night flicked onto the day, and drips running down from the edge
    side = ctx.side()
    spl = np.zeros((H, W), np.float32)
    for _ in range(18):
        yy = side.uniform(H * 0.05, H * 0.62)
        ex_ = ends[min(len(ends) - 1, int((yy + 10) / (rh * 0.8)))] - sg * side.uniform(50, 150)
        spl = np.maximum(spl, disc(ex_, yy, side.uniform(5, 14), 1.5))
    blend(ctx.img, spl, night.img[int(H * 0.3), int(mx)], 0.95)
    gy = ctx.hills(hz, 2, amp=30)
    # no framing tree: it would stand in front of the painted night
    ctx.staged = [f for f in ctx.staged if getattr(f, "__name__", "") != "repoussoir"]
    # the painter's stand: a stepladder or a cloud
    if on_cloud:
        cl = np.zeros((H, W), np.float32)
        for _k in range(7):
            cl = np.maximum(
                cl,
                ellipse(
                    x + ctx.u(-170, 170), fy + ctx.u(-10, 50), ctx.u(90, 140), ctx.u(40, 70), 8
                ),
            )
        ctx.lit(cl, bbox_of(cl), rgb("#fbf6ef"), rim=0.3)
        add_element(ctx, "a cloud", "secondary", bbox_of(cl), ("cloud", "sky", "high"))
        stand = "standing on a cloud"
        bkx, bky = x - sg * ph * 0.28, fy - H * 0.04
    else:
        lad = np.zeros((H, W), np.float32)
        foot = gy + (H - gy) * 0.6
        top_w = 70
        for fx_, tx_ in ((x - 190, x - top_w), (x + 190, x + top_w)):
            lad = np.maximum(lad, segment(fx_, foot, tx_, fy + 10, 22))
        for k in range(1, 7):
            t = k / 7
            yy = fy + 10 + (foot - fy - 10) * t
            half = top_w + (190 - top_w) * t
            lad = np.maximum(lad, segment(x - half, yy, x + half, yy, 14))
        lad = np.maximum(lad, box(x - top_w - 20, fy - 4, x + top_w + 20, fy + 18, 3))
        ctx.cast_shadow(lad, bbox_of(lad), foot, 0.4)
        ctx.lit(lad, bbox_of(lad), rgb(pick(ctx, ["#e8e2d6", "#c8642e", "#3a4a5a"])), rim=0.5)
        add_element(
            ctx, "a tall stepladder", "secondary", bbox_of(lad), ("ladder", "height", "work")
        )
        stand = "standing on top of a tall stepladder on a hill"
        bkx, bky = x - sg * (top_w + 60), fy + H * 0.05
        hook = segment(x - sg * (top_w + 10), fy + 6, bkx, bky - H * 0.04, 6)
        after_mask(ctx, hook, "#3a3a40", 0.9)
    who = pick(ctx, WHO[:5])
    person(
        ctx,
        "reach",
        x,
        fy,
        ph,
        "main",
        label=f"{who} painting the night onto the sky",
        **drawn_as(who),
        flip=flip,
        coat=pick(ctx, ["#e8e2d6", "#c8862f", "#a8382f"]),
        tags=("person", "painter", "work"),
    )
    # the brush's bristles (bottom right in the icon) point up toward the night's edge
    bm, bb = icon_mask("large-paint-brush", bxc, byc, bh, flip=flip, rot=-90 if flip else 90)
    ctx.lit(bm, bb, rgb("#6a4428"), rim=0.5)
    tipm = disc(tip[0], tip[1], 34, 6) * blur(bm, 3) * 1.5
    blend(ctx.img, np.clip(tipm, 0, 1), night.img[int(H * 0.3), int(mx)], 0.9)
    add_element(
        ctx,
        "a big brush dipped in night",
        "secondary",
        bb,
        ("brush", "paint", "art"),
        "large-paint-brush",
    )
    # the bucket of night
    km, kb = icon_mask("paint-bucket", bkx, bky, H * 0.075, flip=flip)
    ctx.lit(km, kb, rgb("#8a9098"), rim=0.5)
    add_element(
        ctx,
        "a paint bucket",
        "secondary",
        kb,
        ("paint", "bucket", "night"),
        "paint-bucket",
    )
    ctx.focus[:] = np.maximum(
        ctx.focus, blur(np.clip(np.abs(np.gradient(night_m, axis=1)) * 8, 0, 1), 10)
    )
    add_element(
        ctx,
        "half the sky painted over with night",
        "frame",
        (0 if sg < 0 else int(tip[0]), 0, int(tip[0]) if sg < 0 else W, int(gy)),
        ("night", "stars", "moon", "painted"),
    )
    return Painted(
        f"{who.capitalize()}, {stand}, paints the night onto the day sky with a big brush: "
        "on one side the sky is still day with the sun, on the painted side it is night, with "
        "stars and a moon; a paint bucket "
        + (f"stands beside {him(who)} on the cloud." if on_cloud else "hangs from the ladder."),
        [
            "change",
            "night",
            "creation",
            "bedtime",
            "time",
            "art",
            "power",
            "end of the day",
            "dreams",
            "imagination",
        ],
    )


PREMISE = Premise(
    name="painting-the-sky",
    figure="person",
    palettes=("noon", "spring", "golden", "dawn"),
    stage=stage,
)
