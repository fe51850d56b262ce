"""Premise "crab-tucks-in-the-sea": At bedtime on a beach, a little sea turtle has fallen
asleep on the sand, and a crab pulls the edge of the sea up over it like a blanket: the last
wave is turned down at its frothy hem at the turtle's shoulders.

Seen from a little above the shore: the sea fills the top half of the card, the sand the
bottom; the shoreline runs across the middle and, around the turtle, comes down onto the
sand as a tongue of water tucked round its shell.
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
    ellipse,
    fbm,
    icon_mask,
    rgb,
    vgrad,
)
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the crab's side of the turtle
    hz = H * ctx.u(0.13, 0.16)
    # the evening sky, a low band, and the first stars
    ctx.img[:] = vgrad(ctx.pal.sky, -0.5, hz / H)
    ctx.texture_sky(0.04)
    mx, my = W / 2 - s * ctx.u(0.2, 0.3) * W, hz * 0.45
    ctx.celestial(mx, my, 34, "moon")
    ctx.stars(40, hz / H * 0.9)
    ctx.light = (mx, -H * 0.1)
    # the sea: dark far off, lighter in the shallows, long swells, the moon's path on it
    tx = W / 2 - s * ctx.u(0.05, 0.08) * W  # the turtle
    ty = H * ctx.u(0.63, 0.65)
    edge = H * 0.5 + 26 * np.sin(np.arange(W) / W * np.pi * 3 + ctx.u(0, 6))
    # around the turtle the sea comes down over the sand as a tongue, to its chin
    tw = W * 0.34  # the blanket's half width
    tuck = ty + H * 0.005  # up to its shoulders: the front flippers lie out on top
    dx = (np.arange(W) - tx) / tw
    tongue = np.clip(1 - dx**2, 0, 1) ** 0.7
    edge = np.maximum(edge, edge + (tuck - edge) * tongue)
    sea_m = (edge[None, :] > YY).astype(np.float32) * (hz < YY)
    sea_m = blur(sea_m, 1.5)
    sea = vgrad([(0, "#2a3a6a"), (0.5, "#3a6a88"), (1, "#5a9aa0")], hz / H, 0.6)
    swell = aniso_noise(ctx.side(), 220, 12) - 0.5
    sea = sea * (1 + 0.22 * swell[..., None])
    path = np.exp(-(((XX - mx) / 60) ** 2)) * (aniso_noise(ctx.side(), 40, 6) > 0.55)
    sand = vgrad([(0, "#b8957a"), (1, "#d8b890")], 0.45, 1.0)
    sand = sand * (1 + 0.1 * (fbm(ctx.rng, 60, 3) - 0.5))[..., None]
    below = (hz < YY)[..., None]
    ctx.img[:] = np.where(below, sand, ctx.img)
    # wet sand just below the shoreline, darker and shining
    wet = np.clip(1 - (YY - edge[None, :]) / 90, 0, 1) * (edge[None, :] < YY)
    blend(ctx.img, wet, rgb("#8a7a78"), 0.5)
    blend(ctx.img, sea_m, np.clip(sea, 0, 1))
    blend(ctx.img, path * sea_m * (YY < H * 0.48), ctx.c("light"), 0.5)
    # foam lines parallel to the shore
    for k in range(3):
        off = 60 + 70 * k
        y = edge - off
        band = np.exp(-(((YY - y[None, :]) / 5) ** 2)) * (aniso_noise(ctx.side(), 50, 5) > 0.5)
        blend(ctx.img, band * sea_m, rgb("#dcecec"), 0.35)
    # the sleeping turtle, its head out on the sand, turned toward us
    th = H * 0.3
    tm, tbb = icon_mask("turtle", tx, ty, th, rot=180.0)
    ctx.contact(tm, tbb)
    ys, xs = np.nonzero(tm > 0.5)
    hy0 = float(ys.max())
    head_x = float(xs[ys > hy0 - th * 0.12].mean())
    # the icon's shell is an open pattern: its gaps filled with a darker shell colour
    shell = np.clip((blur(tm, th * 0.08) - 0.25) * 6, 0, 1) * (hy0 - th * 0.2 > YY)
    ctx.lit(shell, mask_bbox(shell), rgb("#4a5a32"), rim=0.3)
    ctx.lit(tm, tbb, rgb("#7a9a5a"), rim=0.7)
    # the blanket of sea over its shell: a lighter water where it lies over the turtle
    cover = sea_m * (edge.min() - 10 < YY).astype(np.float32)
    over = cover * blur(tm, 10)
    blend(ctx.img, cover * np.clip((YY - (edge.min() + 40)) / 200, 0, 1), rgb("#6aa8b0"), 0.55)
    blend(ctx.img, over, rgb("#9ad0cc"), 0.45)
    # the hem: the wave's edge turned down, a band of the sea's paler underside and froth
    hem = np.zeros((H, W), np.float32)
    fold = np.zeros((H, W), np.float32)
    xs0, xs1 = int(tx - tw), int(tx + tw)
    for x in range(max(0, xs0), min(W, xs1)):
        w = float(np.clip(tongue[x] * 3, 0, 1))
        if w < 0.05:
            continue
        y = edge[x]
        fold[int(y - 52) : int(y), x] = w
        hem[int(y - 8) : int(y + 18), x] = w
    fold = blur(fold, 2)
    ctx.lit(fold, mask_bbox(fold), rgb("#b8e6e0"), rim=0.3, separate=False)
    lace = hem * (aniso_noise(ctx.side(), 14, 10) > 0.35)
    blend(ctx.img, blur(hem, 2), rgb("#f2f6f0"), 0.9)
    blend(ctx.img, blur(lace, 1), rgb("#ffffff"), 0.6)
    shadow = np.roll(blur(hem, 6), 14, 0) * (1 - sea_m)
    blend(ctx.img, shadow, rgb("#5a4a48"), 0.35)
    fb = mask_bbox(np.maximum(fold, hem))
    ctx.focus[fb[1] : fb[3], fb[0] : fb[2]] = np.maximum(
        ctx.focus[fb[1] : fb[3], fb[0] : fb[2]], 0.9
    )
    add_element(ctx, "the edge of the sea, turned down like a blanket", "secondary", fb, ("sea",))
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(tm * 2, 0, 1))
    add_element(
        ctx, "a little sea turtle asleep", "main", tbb, ("animal", "sea", "sleep"), "turtle"
    )
    # the crab at the corner of the hem, pulling it up with both claws
    cxe = int(np.clip(tx + s * tw * 0.8, 0, W - 1))
    hx, hy = float(cxe), float(edge[cxe])
    ch = H * 0.1
    cm, cbb = icon_mask("crab", hx, hy + ch * 0.5 - 6, ch, flip=s < 0)
    ctx.cast_shadow(cm, cbb, cbb[3], 0.35)
    ctx.lit(cm, cbb, rgb("#d0503a"), rim=0.7)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(cm * 2, 0, 1) * 0.9)
    add_element(ctx, "a crab", "secondary", cbb, ("animal", "sea", "sideways"), "crab")
    # the turtle's closed eyes, smaller than a stroke
    eyes = [
        [
            (head_x + d * th * 0.04 - 10, hy0 - th * 0.065),
            (head_x + d * th * 0.04, hy0 - th * 0.055),
            (head_x + d * th * 0.04 + 10, hy0 - th * 0.065),
        ]
        for d in (-1, 1)
    ]
    after_mask(ctx, polylines(eyes, 5), "#1a2418", 0.9)
    for _ in range(10):
        later_glow(ctx, ctx.u(0, W), ctx.u(0, hz * 0.9), 5, "#fff6dc", 0.35, core=1.8)
    # the crab's tracks in the sand, coming up from the front of the card
    tracks = np.zeros((H, W), np.float32)
    x0, y0 = hx + s * W * 0.12, H - 20.0
    for k in range(14):
        f = k / 13
        px = x0 + (hx + s * 40 - x0) * f + 18 * np.sin(k * 1.3)
        py = y0 + (cbb[3] + 30 - y0) * f
        for d in (-1, 1):
            np.maximum(tracks, ellipse(px + d * 22, py, 5, 3.5, 1.2), out=tracks)
    after_mask(ctx, tracks, "#8a7058", 0.55)
    return Painted(
        "At night on a beach, a little sea turtle has fallen asleep on the sand, and a crab "
        "has pulled the edge of the sea up over it like a blanket: the water is tucked up to "
        "the turtle's shoulders and turned down at its frothy white hem, the front flippers "
        "and sleeping head lying out on top; the crab's tracks lead up the sand to it.",
        [
            "bedtime",
            "tucking in",
            "care",
            "sleep",
            "tenderness",
            "friendship",
            "safety",
            "lullaby",
            "home",
        ],
        setting="at nightfall, the moon low over the sea",
    )


PREMISE = Premise(
    name="crab-tucks-in-the-sea",
    figure="sea turtle",
    palettes=("dusk", "night"),
    stage=stage,
    max_cards=1,
    frame=False,
)
