"""Premise "planets-in-a-pea-pod": Close up in a garden at night, an open hand holds a pea pod
just split open, and its peas are five tiny planets in a row: a blue and green Earth, a red
Mars, a striped Jupiter, Saturn with its ring and a deep blue Neptune.

The hand comes in from the card's side, palm up; the pod lies across it, its lid open behind
the peas and its shell in front of their lower part, so that they sit in it.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, fbm, glow, mix, rgb
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, union_box

SLEEVES = ("#3f5f8a", "#8a3a3a", "#5a4a3a", "#2f5a4a")
SKIN = ("#d8a888", "#b07a58", "#8a5a40", "#e8c0a0")
PLANETS = ("earth", "mars", "jupiter", "saturn", "neptune")


def pod_points(
    cx: float, cy: float, ln: float, bend: float, top: float, bottom: float
) -> list[tuple[float, float]]:
    """A pod's half as a polygon: from tip to tip along its top edge (raised `top` at the
    middle) and back along its bottom edge (lowered `bottom`)."""
    us = np.linspace(-1, 1, 60)
    up = [(cx + u * ln, cy - bend * u * u - top * np.sqrt(1 - u * u)) for u in us]
    down = [(cx + u * ln, cy - bend * u * u + bottom * np.sqrt(1 - u * u)) for u in us[::-1]]
    return up + down


def planet(ctx: Ctx, kind: str, x: float, y: float, r: float) -> tuple[Arr, Arr]:
    """A tiny planet lit as a sphere; returns its body's mask and its ring's (Saturn)."""
    body = disc(x, y, r, 1.5)
    bb = (int(x - r), int(y - r), int(x + r), int(y + r))
    ring = np.zeros((H, W), np.float32)
    gen = ctx.side()
    if kind == "earth":
        ctx.lit(body, bb, rgb("#2f6ab0"), rim=0.6, separate=False)
        land = (fbm(gen, 14, 2) > 0.55).astype(np.float32) * body
        blend(ctx.img, blur(land, 1.5), rgb("#4a8a3a"), 0.9)
        cloud = (fbm(gen, 9, 2) > 0.66).astype(np.float32) * body
        blend(ctx.img, blur(cloud, 2), rgb("#e8eef0"), 0.7)
    elif kind == "mars":
        ctx.lit(body, bb, rgb("#c0502a"), rim=0.6, separate=False)
        spots = (fbm(gen, 10, 2) > 0.6).astype(np.float32) * body
        blend(ctx.img, blur(spots, 2), rgb("#8a3418"), 0.6)
        blend(ctx.img, ellipse(x, y - r * 0.86, r * 0.35, r * 0.12, 2) * body, rgb("#f0e8e0"), 0.8)
    elif kind == "jupiter":
        ctx.lit(body, bb, rgb("#d8b088"), rim=0.6, separate=False)
        bands = (np.sin((YY - y) / r * 9 + 2 * (fbm(gen, 16, 2) - 0.5)) > 0.3).astype(np.float32)
        blend(ctx.img, blur(bands * body, 1.5), rgb("#9a6a48"), 0.6)
        blend(ctx.img, ellipse(x + r * 0.3, y + r * 0.3, r * 0.2, r * 0.12, 2), rgb("#b84a2a"), 0.8)
    elif kind == "saturn":
        ctx.lit(body, bb, rgb("#e0c888"), rim=0.6, separate=False)
        bands = (np.sin((YY - y) / r * 6) > 0.5).astype(np.float32)
        blend(ctx.img, blur(bands * body, 2), rgb("#b89a60"), 0.4)
        # the ring, tilted: its far half hidden behind the body, its near half in front
        ca, sa = np.cos(-0.3), np.sin(-0.3)
        u = (XX - x) * ca + (YY - y) * sa
        v = -(XX - x) * sa + (YY - y) * ca
        rr = np.hypot(u / (r * 1.9), v / (r * 0.5))
        ring = ((rr < 1) & (rr > 0.72)).astype(np.float32)
        ring = blur(ring, 1.2) * np.clip(1 - body * (v < 0), 0, 1)
    else:  # neptune
        ctx.lit(body, bb, rgb("#2a4ab0"), rim=0.6, separate=False)
        bands = (np.sin((YY - y) / r * 5) > 0.6).astype(np.float32)
        blend(ctx.img, blur(bands * body, 3), rgb("#4a70d0"), 0.4)
    return body, ring


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the hand comes in from side -s
    ctx.light = (W / 2 + s * W * 0.9, H * 0.2)
    # a garden at night: a deep sky with stars, dark pea vines out of focus at the edges
    ctx.texture_sky(0.05)
    ctx.stars(260, 0.7)
    # the pea rows below: stakes with dark vines and hanging pods
    gen = ctx.side()
    gy = H * 0.74
    blend(ctx.img, blur((gy + 160 < YY).astype(np.float32), 40), rgb("#0c1a12"), 0.95)
    vines = np.zeros((H, W), np.float32)
    for k in range(6):
        sx = W * (k + 0.5) / 6 + ctx.u(-30, 30)
        np.maximum(vines, polylines([[(sx, gy - 80), (sx + ctx.u(-10, 10), H + 10)]], 8), out=vines)
        for _ in range(18):
            lx, ly = sx + float(gen.uniform(-80, 80)), float(gen.uniform(gy - 40, H - 40))
            lr = float(gen.uniform(30, 70))
            np.maximum(vines, ellipse(lx, ly, lr, lr * 0.6, 8), out=vines)
        px2, py2 = sx + float(gen.uniform(-40, 40)), float(gen.uniform(gy + 30, H - 120))
        pod2 = ellipse(px2, py2, 20, 70, 3)
        np.maximum(vines, pod2, out=vines)
    blend(ctx.img, blur(vines, 5), rgb("#14281a"), 0.95)
    # bright stars in the sky above, drawn after the paint
    bright = np.zeros((H, W), np.float32)
    for _ in range(40):
        np.maximum(
            bright,
            disc(
                float(gen.uniform(0, W)),
                float(gen.uniform(0, H * 0.4)),
                float(gen.uniform(2, 4.5)),
                1.5,
            ),
            out=bright,
        )
    after_mask(ctx, bright, ctx.pal.light, 0.85)
    glow(ctx.img, W / 2, H * 0.5, 700, ctx.pal.light, 0.12)
    # the hand, palm up, seen from the side: it comes in from side -s, its sleeve out of the
    # card, the fingers curling up round the pod's far tip
    px = W / 2 + s * W * 0.04
    hy = H * ctx.u(0.5, 0.53)

    def at(du: float, dy: float) -> tuple[float, float]:
        return (px + s * du, hy + dy)

    palm = ribbon(
        [
            at(-430, 104),
            at(-300, 80),
            at(0, 62),
            at(260, 40),
            at(420, -4),
            at(470, -80),
            at(445, -130),
        ],
        [112, 165, 148, 115, 92, 72, 52],
        2,
    )
    sleeve = ribbon([at(-400, 100), at(-640, 160), at(-900, 250)], [150, 190, 220], 2)
    sleeve *= np.clip(1 - palm * 2, 0, 1)
    coat = rgb(pick(ctx, list(SLEEVES)))
    ctx.lit(sleeve, mask_bbox(sleeve), coat, rim=0.5)
    cuff = ribbon([at(-405, 100), at(-455, 112)], [160, 168], 2) * np.clip(1 - palm * 2, 0, 1)
    ctx.lit(cuff, mask_bbox(cuff), coat * 0.6 + 0.3, rim=0.4)
    skin = rgb(pick(ctx, list(SKIN)))
    hb = mask_bbox(palm)
    ctx.lit(palm, hb, skin, rim=0.7)
    palm_top = hy + 62 - 70
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(palm, 6) * 1.5, 0, 1) * 0.7)
    add_element(ctx, "an open hand", "secondary", hb, ("hand", "holding", "giving"))
    # the pod: its lid open behind, the planets, its shell in front
    r = W * 0.062
    ln = r * 5.9
    bend = r * 0.9
    cy = palm_top - r * 0.35
    lid = polygon_fine(pod_points(px, cy - r * 0.5, ln, bend, r * 1.9, 0))
    ctx.lit(lid, mask_bbox(lid), rgb("#7ab84a"), rim=0.5)
    inner = polygon_fine(pod_points(px, cy - r * 0.35, ln * 0.93, bend, r * 1.55, r * 0.9))
    blend(ctx.img, inner, rgb("#c8e09a"), 0.8)
    order = list(PLANETS)
    ctx.rng.shuffle(order)
    bodies = np.zeros((H, W), np.float32)
    rings = np.zeros((H, W), np.float32)
    boxes = []
    for k, kind in enumerate(order):
        u = (k - 2) / 2.6
        x = px + u * ln
        y = cy - r * 0.55 - bend * u * u
        pr = r * (1.0 - 0.12 * abs(u))
        body, ring = planet(ctx, kind, x, y, pr)
        bodies = np.maximum(bodies, body)
        rings = np.maximum(rings, ring)
        boxes.append((int(x - pr * 1.9), int(y - pr), int(x + pr * 1.9), int(y + pr)))
    shell = polygon_fine(pod_points(px, cy, ln, bend, -r * 0.15, r * 0.85))
    shadow = blur(np.roll(shell, -int(r * 0.3), 0), 8) * bodies * (1 - shell)
    blend(ctx.img, shadow, ctx.img * 0.5, 0.6)
    ctx.lit(shell, mask_bbox(shell), rgb("#5a9a3a"), rim=0.6)
    # the curled fingers in front of the pod's far tip: the hand holds it
    # four fingers seen from the side: the far ones peek out above the near one
    creases = np.zeros((H, W), np.float32)
    nearer = np.zeros((H, W), np.float32)
    for k in (0, 1, 2, 3):  # near to far: each is hidden where a nearer one is
        f = ribbon(
            [
                at(390 + k * 4, 20 - k * 10),
                at(465 + k * 6, -50 - k * 26),
                at(440 + k * 2, -118 - k * 30),
            ],
            [70, 58, 44],
            2,
        )
        edge = np.clip(f - blur(f, 2.5) * 1.15, 0, 1) * 2
        np.maximum(creases, np.clip(edge, 0, 1) * (1 - nearer), out=creases)
        np.maximum(nearer, f, out=nearer)
    ctx.lit(nearer, mask_bbox(nearer), skin, rim=0.7)
    nails = ellipse(*at(442, -112), 16, 11, 2)
    after_mask(ctx, nails, mix(skin, rgb("#f4e4d8"), 0.5), 0.7)
    after_mask(ctx, creases, skin * 0.55, 0.6)
    # the pod's stalk at one tip
    tip = (px - s * ln, cy - bend)
    stalk = polygon_fine(
        [
            (tip[0], tip[1] - 8),
            (tip[0] - s * 60, tip[1] - 40),
            (tip[0] - s * 66, tip[1] - 30),
            (tip[0], tip[1] + 8),
        ]
    )
    ctx.lit(stalk, mask_bbox(stalk), rgb("#4a7a2a"), rim=0.4)
    # Saturn's ring in front of the shell is thinner than a stroke: after the paint
    after_mask(ctx, rings, "#e8d8a8", 0.95)
    pb = union_box([*boxes, mask_bbox(shell), mask_bbox(lid)])
    add_element(
        ctx,
        "a pea pod whose peas are tiny planets",
        "main",
        pb,
        ("pea", "planet", "space", "seed", "small world"),
    )
    focus_on(ctx, bodies, 4)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(np.maximum(lid, shell), 6) * 1.5, 0, 1) * 0.9)
    # a soft light from the planets on the palm, and their small glints
    later_glow(ctx, px, cy - r, ln * 0.9, ctx.pal.light, 0.15)
    glints = np.zeros((H, W), np.float32)
    for k in range(5):
        u = (k - 2) / 2.6
        x = px + u * ln + s * r * 0.35
        y = cy - r * 0.55 - bend * u * u - r * 0.4
        np.maximum(glints, disc(x, y, r * 0.12, 2), out=glints)
    after_mask(ctx, glints * bodies, "#f4f0e0", 0.6)
    return Painted(
        "Close up in a garden at night, an open hand holds a pea pod just split open, and its "
        "peas are five tiny planets in a row: a blue and green Earth, a red Mars, a striped "
        "Jupiter, Saturn with its ring and a deep blue Neptune.",
        [
            "the universe",
            "small and big",
            "growing",
            "seeds",
            "worlds",
            "holding",
            "wonder",
            "creation",
            "garden",
            "space",
        ],
        setting="under a starry night sky",
    )


PREMISE = Premise(
    name="planets-in-a-pea-pod",
    figure="pea-pod",
    palettes=("night", "aurora", "dusk"),
    stage=stage,
    max_cards=1,
    frame=False,
)
