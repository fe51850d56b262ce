"""Premise "boots-walk-off": At dawn, on an empty country road, a pair of old laced boots walks
off alone toward the rising sun, one heel lifted in mid-stride; behind them,
a line of their prints in the dust.

Nobody is in the boots: the story is theirs (leaving home, a last walk, the road calling).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import (
    YY,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    disc,
    ellipse,
    icon_mask,
    mix,
    rgb,
    ridge,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, ribbon, segment
from ..kit.sky import sky

LEATHERS = {"brown": "#7a4a2a", "ox-blood": "#6a2a24", "tan": "#a8703a"}


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)
    x = W / 2 + s * ctx.u(0.08, 0.12) * W
    # the boots stand on side s and walk toward -s, where the road climbs to the sun
    horizon = H * ctx.u(0.4, 0.43)
    sun_x = W / 2 - s * ctx.u(0.18, 0.24) * W
    sky(ctx, sx=sun_x, sy=horizon - ctx.u(40, 70), r=80, clouds=2, kind="sun")
    # far hills, then the fields
    far = ridge(ctx.rng, horizon - 30, 30, 300)
    blend(ctx.img, far, mix(ctx.sky_at(0.45), ctx.c("ground"), 0.45))
    field = np.clip((YY - horizon) / 3 + 0.5, 0, 1).astype(np.float32)
    grass = ctx.c("ground") * (1 + 0.2 * (aniso_noise(ctx.side(), 90, 12) - 0.5))[..., None]
    grass *= (1 - 0.3 * np.clip((YY - horizon) / (H - horizon), 0, 1))[..., None]
    blend(ctx.img, field, np.clip(mix(grass, ctx.sky_at(0.5), 0.12), 0, 1))
    # fields in bands, narrower toward the horizon, and a hedgerow of small trees along it
    yb = horizon
    k = 0
    while yb < H:
        step_y = 14 + 0.35 * (yb - horizon)
        band = np.clip((YY - yb) / 6, 0, 1) * np.clip((yb + step_y - YY) / 6, 0, 1)
        tint = (
            np.array([0.025, 0.015, -0.02], np.float32)
            if k % 2
            else np.array([-0.02, 0.0, 0.01], np.float32)
        )
        ctx.img += (band[..., None] * tint).astype(np.float32)
        yb += step_y
        k += 1
    hedge = np.zeros((H, W), np.float32)
    for _ in range(40):
        hx = ctx.u(0, W)
        r = ctx.u(16, 34)
        hedge = np.maximum(hedge, disc(hx, horizon + 4 - r * 0.6, r, 2))
    blend(ctx.img, blur(hedge, 2), mix(ctx.sky_at(0.5), rgb("#3a4a34"), 0.45))
    # the road: from the bottom corner on side s, winding up to the sun on the horizon
    gy = H * ctx.u(0.8, 0.82)  # where the boots stand
    pts = [
        (x + s * W * 0.3, H + 60),
        (x + s * 30, gy + 10),
        (W / 2 - s * W * 0.02, H * 0.66),
        (sun_x + s * W * 0.12, horizon + 40),
        (sun_x, horizon + 2),
    ]
    widths = [820.0, 460.0, 150.0, 36.0, 4.0]
    road = ribbon(pts, widths, 2) * field
    dust = mix(ctx.c("ground"), ctx.c("light"), 0.55)
    dust = mix(dust, rgb("#c8b090"), 0.4)
    tex = 1 + 0.12 * (aniso_noise(ctx.side(), 60, 10) - 0.5)
    blend(ctx.img, road, np.clip(dust * tex[..., None], 0, 1))
    # the sun lays a warm sheen up the road
    sheen = road * np.clip(1 - (YY - horizon) / (H * 0.35), 0, 1)
    blend(ctx.img, sheen, ctx.c("light"), 0.35)
    # a row of fence posts along the far side of the road, smaller toward the sun
    posts = np.zeros((H, W), np.float32)
    near_pt = (x - s * W * 0.4, H * 0.99)
    far_pt = (sun_x - s * 14, horizon + 4)
    for k in range(10):
        d = 1 / (1 + 0.9 * k)  # nearness: 1 at the front, toward 0 at the horizon
        rx = far_pt[0] + (near_pt[0] - far_pt[0]) * d
        py_ = far_pt[1] + (near_pt[1] - far_pt[1]) * d
        ph = 10 + 230 * d
        posts = np.maximum(posts, segment(rx, py_, rx, py_ - ph, 3 + 22 * d))
    ctx.lit(posts, mask_bbox(posts), mix(rgb("#5a4634"), ctx.sky_at(0.5), 0.15), rim=0.6)
    # the road runs on off the card toward us: landscape, it frames the boots
    add_element(ctx, "a country road to the horizon", "frame", mask_bbox(road), ("road", "journey"))
    # the boots, in profile, walking toward -s: the back one rolls up onto its toe
    bh = H * ctx.u(0.2, 0.22)
    leather_name = list(LEATHERS)[int(ctx.rng.integers(len(LEATHERS)))]
    leather = rgb(LEATHERS[leather_name])
    ctx.light = (sun_x, horizon - 60)
    step = bh * 0.8
    front_x, back_x = x - s * step * 0.55, x + s * step * 0.55
    # the icon's toe points right: flip it when walking left
    flip = s > 0
    back, bb_back = icon_mask("leather-boot", back_x, gy - bh * 0.62, bh, flip=flip, rot=s * 30)
    # set the lifted boot down on its toe
    low = int(np.nonzero(back.max(1) > 0.3)[0].max())
    back = np.roll(back, int(gy - 4 - low), 0)
    bb_back = mask_bbox(back)
    front, bb_front = icon_mask("leather-boot", front_x, gy - bh / 2, bh, flip=flip)
    pair = np.clip(back + front, 0, 1)
    pb = mask_bbox(pair)
    ctx.cast_shadow(pair, pb, gy, 0.35)
    ctx.contact(front, bb_front)
    ctx.lit(back, bb_back, leather * 0.85, rim=0.7, separate=True)
    ctx.lit(front, bb_front, leather, rim=0.8, separate=True)
    # their prints in the dust, back toward the viewer and the corner they came from
    prints = np.zeros((H, W), np.float32)
    px, py = back_x + s * step * 0.3, gy + 40
    # they lead back down the road, toward where it leaves the card
    vx, vy = x + s * W * 0.3 - px, H - py
    vn = float(np.hypot(vx, vy))
    vx, vy = vx / vn, vy / vn
    for k in range(9):
        sc = 1 + 0.12 * k
        off = (k % 2 - 0.5) * 26 * sc
        sole = np.maximum(
            ellipse(px - s * bh * 0.05 * sc, py + off, bh * 0.1 * sc, bh * 0.035 * sc, 2),
            ellipse(px + s * bh * 0.09 * sc, py + off, bh * 0.05 * sc, bh * 0.03 * sc, 2),
        )
        prints = np.maximum(prints, sole * road)
        px += vx * bh * 0.32 * sc
        py += vy * bh * 0.32 * sc
    # pressed into the dust after the paint, so that the brush does not smooth them away
    after_mask(ctx, blur(prints, 1.5) * (1 - pair), dust * 0.5, 0.7)
    trail = prints * (1 - pair)
    if trail.max() > 0.5:  # the prints tell where they came from: a figure of the story
        add_element(
            ctx, "a line of boot prints in the dust", "secondary", mask_bbox(trail), ("trace",)
        )
    # grass tufts and wildflowers in the fields, bigger toward the viewer, off the road
    # (after the paint)
    gen = ctx.side()
    blades = []
    dots = np.zeros((H, W), np.float32)
    for _ in range(320):
        px_, py_ = float(gen.uniform(0, W)), float(gen.uniform(horizon + 40, H))
        if road[int(min(py_, H - 1)), int(px_)] > 0.2:
            continue
        d = (py_ - horizon) / (H - horizon)
        ln = 8 + 60 * d
        blades.append([(px_, py_), (px_ + float(gen.uniform(-0.35, 0.35)) * ln, py_ - ln)])
        if gen.random() < 0.3:
            dots = np.maximum(dots, disc(px_, py_ - ln, 2 + 6 * d, 1.2))
    keep = 1 - np.clip(blur(pair, 3) * 2, 0, 1)
    after_mask(ctx, polylines(blades, 3) * keep, mix(ctx.c("ground"), rgb("#2a3a20"), 0.45), 0.55)
    after_mask(ctx, dots * keep, "#f4e8c8", 0.8)
    add_element(
        ctx,
        f"a pair of old {leather_name} boots walking off by themselves",
        "main",
        pb,
        ("boots", "shoes", "walk", "journey", "object"),
        "leather-boot",
    )
    focus_on(ctx, pair, 6, box=pb)
    return Painted(
        f"At dawn, on an empty country road, a pair of old {leather_name} boots walks off alone "
        "toward the rising sun, one heel lifted in mid-stride; "
        "behind them a line of their prints in the dust.",
        [
            "leaving home",
            "journey",
            "freedom",
            "the road",
            "habit",
            "absence",
            "a new start",
            "wanderlust",
            "old age",
            "goodbye",
        ],
    )


PREMISE = Premise(
    name="boots-walk-off",
    figure="boots",
    palettes=("dawn",),
    stage=stage,
    max_cards=1,
    frame=False,
)
