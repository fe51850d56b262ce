"""Premise "ducklings-and-a-cloud": A duck leads her ducklings across a still pond under an
empty sky, and the last one in the line, nearest to us, is a small white cloud paddling
after them with its own reflection.

Seen low, at the water's level; the sky above holds no other cloud (it came down to join
the family).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, union_box
from ..kit.sky import day_zenith, shade_under


def mirrored(m: Arr, wy: float) -> Arr:
    """Mask `m` reflected in still water whose surface is at y=`wy`."""
    r = np.roll(m[::-1], int(2 * wy - H + 1), 0)
    r[: int(wy)] = 0
    return r


def swimmer(
    ctx: Ctx,
    m: Arr,
    bb: tuple[int, int, int, int],
    wy: float,
    col: np.ndarray,
    role: str,
    separate: bool = True,
) -> Arr:
    """A figure sitting in the water at y=`wy`: cut at the waterline, lit, reflected."""
    m = m * np.clip((wy - YY) / 3, 0, 1)
    refl = blur(mirrored(m, wy), 3)
    blend(ctx.img, refl, ctx.img * 0.55 + col * 0.25, 0.7)
    ctx.lit(m, bb, col, rim=0.6, separate=separate)
    x0, y0, x1, _ = bb
    sl = (slice(max(0, y0 - 12), int(wy) + 12), slice(max(0, x0 - 12), x1 + 12))
    w = 1.0 if role == "main" else 0.8
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(m[sl] * 2, 0, 1) * w)
    return m


def wake(ctx: Ctx, x: float, wy: float, back: float, spread: float) -> None:
    """Two thin lines of light opening behind a swimmer (drawn after the paint)."""
    paths = [
        [(x, wy + 4), (x + back, wy + 4 + spread)],
        [(x, wy + 2), (x + back, wy + 2 - spread * 0.35)],
        [(x + back * 0.45, wy + 16 + spread * 0.4), (x + back * 1.3, wy + 22 + spread * 1.1)],
    ]
    after_mask(ctx, polylines(paths, 3), ctx.pal.light, 0.45)


def cloud(ctx: Ctx, px: float, py: float, cw: float) -> tuple[int, int, int, int]:
    """A small heaped cloud sitting on the water at (px, py), `cw` wide: round bumps, each
    lit on the light's side, its reflection below; said again after the paint."""
    lx = float(np.sign(ctx.light[0] - px)) or 1.0
    # (x, y, radius) in cloud widths from its base's centre, back to front
    bumps = [
        (-0.4, -0.08, 0.1),
        (-0.28, -0.14, 0.15),
        (0.39, -0.09, 0.11),
        (0.25, -0.2, 0.18),
        (-0.11, -0.27, 0.21),
        (0.08, -0.34, 0.24),
        (-0.05, -0.12, 0.17),
        (0.17, -0.11, 0.15),
    ]
    water = np.clip((py - YY) / 3, 0, 1)
    cm = np.zeros((H, W), np.float32)
    for ox, oy, rr in bumps:
        cm = np.maximum(cm, disc(px + ox * cw, py + oy * cw, rr * cw, 2))
    base = ellipse(px, py - cw * 0.07, cw * 0.45, cw * 0.08, 2)
    cm = np.maximum(cm, base) * water
    glow(ctx.img, px, py - cw * 0.35, cw * 0.9, ctx.pal.light, 0.25)
    blend(ctx.img, blur(mirrored(cm, py), 4), rgb("#f4f8fa"), 0.4)
    parts = []
    for ox, oy, rr in bumps:
        bx, by, br = px + ox * cw, py + oy * cw, rr * cw
        d = disc(bx, by, br, 2) * water
        hi = disc(bx + lx * br * 0.22, by - br * 0.28, br * 0.85, br * 0.6)
        parts.append((d, d * hi))
        blend(ctx.img, d, rgb("#dbe3ec"))
        blend(ctx.img, d * hi, rgb("#ffffff"), 0.9)

    def bumps_again(img: Arr, parts: list[tuple[Arr, Arr]] = parts) -> None:
        # the bumps are the point and the brush merges them: said again after it
        for d, hi in parts:
            blend(img, d, rgb("#d8e0ea"), 0.4)
            blend(img, hi, rgb("#fbfcfd"), 0.55)

    ctx.after.append(bumps_again)
    blend(ctx.img, base * water, rgb("#c4d0dc"), 0.8)
    shade_under(ctx, cm, "#9aaec0", 0.4)
    bb = mask_bbox(cm)
    y0, y1, x0, x1 = bb[1], bb[3], max(0, bb[0]), bb[2]
    ctx.focus[y0:y1, x0:x1] = np.maximum(ctx.focus[y0:y1, x0:x1], cm[y0:y1, x0:x1])
    return bb


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the cloud's side; the family swims to -s
    ctx.texture_sky()
    # no sun disc (a glare at hand size): the light comes from high on the cloud's side
    ctx.light = (W / 2 + s * ctx.u(250, 400), -H * 0.15)
    day_zenith(ctx)
    hz = ctx.u(0.36, 0.39)
    ctx.hills(hz - 0.05, 2, amp=24, cell=300)
    ctx.staged = [t for t in ctx.staged if t != ctx.repoussoir]  # no dark framing tree
    ctx.water(hz, ripple=3)
    # the line swims away from us toward the far shore: the cloud last and nearest, then
    # three ducklings, then their mother ahead of them all
    cx, cy = W * (0.5 + s * ctx.u(0.2, 0.23)), H * ctx.u(0.8, 0.82)
    cw = W * 0.42
    spots = []
    px, py, sc = cx - s * cw * 0.4, cy, 1.0
    for k in range(4):
        sc *= 0.8
        px -= s * W * (0.19 if k else 0.12) * sc
        py -= H * 0.09 * sc
        spots.append((px, py, H * (0.08 if k < 3 else 0.12) * sc / 0.8))
    boxes = []
    for k in range(3, -1, -1):  # back to front: nearer reflections lie over farther ones
        px, py, dh = spots[k]
        dm, dbb = icon_mask("duck", px, py - dh * 0.3, dh, flip=s > 0)
        if k == 3:
            swimmer(ctx, dm, dbb, py, rgb("#8a6a4a"), "secondary")
            add_element(
                ctx, "a duck", "secondary", (dbb[0], dbb[1], dbb[2], int(py)), ("animal", "bird")
            )
        else:
            swimmer(ctx, dm, dbb, py, rgb("#e8c44a"), "secondary")
            boxes.append((dbb[0], dbb[1], dbb[2], int(py)))
    add_element(
        ctx, "three ducklings", "secondary", union_box(boxes), ("animal", "bird", "small", "family")
    )
    bb = cloud(ctx, cx, cy, cw)
    add_element(ctx, "a small white cloud", "main", bb, ("weather", "cloud", "small"))
    wake(ctx, cx + s * cw * 0.45, cy, s * 200, 40)
    return Painted(
        "On a still pond a duck leads her three yellow ducklings away across the water, and "
        "the last one in the line, nearest to us, is a small white cloud paddling after them "
        "with its own reflection; the sky above is empty.",
        [
            "belonging",
            "family",
            "the lost one",
            "tenderness",
            "together",
            "strange",
            "welcome",
            "trust",
            "childhood",
        ],
    )


PREMISE = Premise(
    name="ducklings-and-a-cloud",
    figure="cloud",
    palettes=("noon", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
