"""Premise "fingerprint-maze": Seen from high above, a hedge maze in a green park has the
shape of a huge fingerprint, its hedges the whorl's ridges; one tiny person in a red coat
walks its gravel paths, a long shadow behind them, toward the centre."""

from __future__ import annotations

import numpy as np

from ..kit.paint import XX, YY, H, W, blend, blur, disc, ellipse, fbm, rgb
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, segment


def shifted(m: np.ndarray, dx: int, dy: int) -> np.ndarray:
    out = np.zeros_like(m)
    out[dy:, dx:] = m[: H - dy, : W - dx]
    return out


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.light = (W / 2 - s * W, -H)  # a low sun from the top corner on side -s
    # the park: mown grass with stripes, seen straight down
    grass = rgb("#5f8a44")
    n = fbm(ctx.rng, 120, 3) - 0.5
    stripes = (np.sin((XX * 0.8 + YY * 0.6 * s) / 70) > 0) * 0.05
    ctx.img[:] = np.clip(grass * (1 + 0.25 * n[..., None] + stripes[..., None]), 0, 1)
    # the fingertip's outline: a tall oval, a little narrower at the top
    cx, cy = W / 2 + ctx.u(-30, 30), H * ctx.u(0.47, 0.5)
    a, b = W * 0.39, H * 0.34
    dx, dy = XX - cx, YY - cy
    widen = 1 + 0.12 * np.clip(dy / b, -1, 1)
    oval = ((dx / (a * widen)) ** 2 + (dy / b) ** 2) ** 0.5
    inside = np.clip((1 - oval) * 60, 0, 1) * np.clip((cy + b * 0.78 - YY) / 3, 0, 1)
    inside = inside.astype(np.float32)
    # the whorl: ridges around a core below the middle, winding a little, as on a thumb
    kx, ky = cx + ctx.u(-40, 40), cy + b * 0.08
    # below the core the loops flatten into the lines that cross a thumb's base
    below = np.clip((YY - ky) / (b * 0.55), 0, 1)
    r = np.hypot((XX - kx) / 0.8 * (1 - 0.85 * below), YY - ky)
    r = r + below * 0.35 * np.abs(XX - kx)
    theta = np.arctan2(YY - ky, XX - kx)
    period = 42.0
    warp = 12 * (fbm(ctx.rng, 260, 2) - 0.5)
    phase = (r + warp) / period + s * theta / (2 * np.pi) * (r < 260)
    frac = phase - np.floor(phase)
    ring = np.floor(phase)
    hedge = (frac < 0.46).astype(np.float32)
    # openings: each ring has one or two gaps so that the paths make a maze
    gaps = np.zeros((H, W), np.float32)
    for k in range(int(ring[inside > 0].min()), int(ring[inside > 0].max()) + 1):
        for _ in range(1 if k % 2 else 2):
            g = ctx.u(-np.pi, np.pi)
            d = np.abs(np.angle(np.exp(1j * (theta - g))))
            gaps = np.maximum(gaps, ((ring == k) & (d * np.maximum(r, 40) < 34)).astype(np.float32))
    core = np.clip((48 - r) / 4, 0, 1)  # a small clearing at the core
    hedge = hedge * (1 - gaps) * (1 - core) * inside
    hedge = blur(hedge.astype(np.float32), 1.5)
    # gravel paths inside, hedges with a shadow to the lit side's opposite
    gravel = rgb("#d9cba6") * (1 + 0.12 * (fbm(ctx.rng, 20, 2) - 0.5))[..., None]
    blend(ctx.img, inside, np.clip(gravel, 0, 1))
    sh = blur(
        shifted(hedge, 12, 16) if s > 0 else np.roll(shifted(hedge[:, ::-1], 12, 16), 0)[:, ::-1], 4
    )
    blend(ctx.img, sh * (1 - hedge), ctx.img * 0.45, 0.8)
    leaf = fbm(ctx.rng, 10, 2) - 0.5
    green = rgb("#2f5a2c") * (1 + 0.35 * leaf[..., None])
    blend(ctx.img, hedge, np.clip(green, 0, 1))
    # the hedges' tops catch the light on the sun's side
    top = np.clip(
        hedge - (shifted(hedge, 6, 6) if s < 0 else shifted(hedge[:, ::-1], 6, 6)[:, ::-1]), 0, 1
    )
    blend(ctx.img, blur(top, 2), rgb("#8fbf5a"), 0.7)
    bb = mask_bbox(inside)
    add_element(
        ctx, "a hedge maze shaped like a fingerprint", "main", bb, ("garden", "maze", "hand")
    )
    ctx.focus[:] = np.maximum(ctx.focus, inside * 0.9)
    # a few round trees around it, seen from above, with their shadows
    for _ in range(7):
        for _try in range(20):
            tx, ty = ctx.u(60, W - 60), ctx.u(60, H - 60)
            if ((tx - cx) / (a * 1.15)) ** 2 + ((ty - cy) / (b * 1.12)) ** 2 > 1:
                break
        tr = ctx.u(50, 80)
        lobes = [(ctx.u(-0.35, 0.35) * tr, ctx.u(-0.35, 0.35) * tr) for _ in range(3)]
        crown = np.zeros((H, W), np.float32)
        shade = np.zeros((H, W), np.float32)
        for ox, oy in lobes:
            crown = np.maximum(crown, disc(tx + ox, ty + oy, tr * 0.75, 3))
            shade = np.maximum(shade, disc(tx + ox + s * tr * 0.9, ty + oy + tr * 1.0, tr * 0.7, 3))
        blend(ctx.img, blur(shade, 10) * (1 - crown), ctx.img * 0.45, 0.7)
        blend(ctx.img, crown, rgb("#2c4a26"))
        for ox, oy in lobes:
            hi = blur(disc(tx + ox - s * tr * 0.25, ty + oy - tr * 0.25, tr * 0.4, 4), 5)
            blend(ctx.img, hi * crown, rgb("#6c9a48"), 0.6)
    # the tiny walker on a path near the entrance, in a red coat, with a long shadow
    ang = ctx.u(0.3, 0.6) * np.pi
    pr = b * 0.45
    px, py = kx + 0.78 * pr * np.cos(ang) * s, ky + pr * np.sin(ang)
    # put them on the gravel: nudge outward to the middle of the nearest path
    best = (px, py)
    for t in np.linspace(-period, period, 41):
        qx, qy = px + t * np.cos(ang) * s, py + t * np.sin(ang)
        fr = float(frac[int(qy), int(qx)])
        if hedge[int(qy), int(qx)] < 0.05 and abs(fr - 0.72) < 0.08:
            best = (qx, qy)
            break
    px, py = best
    shadow = segment(px, py + 6, px + s * 44, py + 56, 12)
    blend(ctx.img, blur(shadow, 2), ctx.img * 0.3, 0.7)
    body = ellipse(px, py + 4, 22, 15, 1.5)
    blend(ctx.img, body, rgb("#d8362a"))
    blend(ctx.img, disc(px, py - 1, 11, 1.2), rgb("#3a2a20"))
    add_element(
        ctx,
        "a tiny person in a red coat",
        "secondary",
        (int(px - 20), int(py - 14), int(px + 20), int(py + 20)),
        ("person", "small", "lost"),
    )
    ctx.focus[int(py - 40) : int(py + 60), int(px - 50) : int(px + 50)] = 1.0
    return Painted(
        "Seen from high above, a hedge maze in a green park has the shape of a huge fingerprint, "
        "its hedges the ridges of the whorl; one tiny person in a red coat walks its gravel "
        "paths toward the centre.",
        [
            "identity",
            "who am I",
            "finding your way",
            "lost",
            "labyrinth",
            "the self",
            "from above",
            "small and big",
            "a trace",
        ],
        setting="on a sunny day",
    )


PREMISE = Premise(
    name="fingerprint-maze",
    figure="maze",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
    frame=False,
)
