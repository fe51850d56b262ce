"""Premise "ducklings-and-a-cloud": A duck swims across a still pond under an empty sky,
her ducklings in a line behind her, and the last one in the line is a small white cloud,
paddling after them with its own reflection.

Seen low, at the water's level; the sky above holds no other cloud (it came down to join
the family).
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, glow, icon_mask, rgb
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines, union_box
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


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    x = W * (0.5 + s * ctx.u(0.2, 0.23))
    ctx.texture_sky()
    # no sun disc (a glare at hand size): the light comes from high on the mother's side
    ctx.light = (W / 2 + s * ctx.u(250, 400), -H * 0.15)
    day_zenith(ctx)
    hz = ctx.u(0.33, 0.36)
    ctx.hills(hz - 0.05, 2, amp=24, cell=300)
    ctx.staged = [t for t in ctx.staged if t != ctx.repoussoir]  # no dark framing tree
    ctx.water(hz, ripple=3)
    # the mother in the near water, the family trailing back toward the far shore
    wy = H * ctx.u(0.74, 0.77)
    h = H * 0.2
    mm, mbb = icon_mask("duck", x, wy - h * 0.32, h, flip=s < 0)
    swimmer(ctx, mm, mbb, wy, rgb("#8a6a4a"), "main")
    add_element(ctx, "a duck", "main", (mbb[0], mbb[1], mbb[2], int(wy)), ("animal", "bird"))
    wake(ctx, x - s * (mbb[2] - mbb[0]) * 0.42, wy, -s * 170, 34)
    # where each follower swims: back along a diagonal toward the far water; the last is
    # the cloud (the steps shrink until it fits on the card)
    n = 3
    x0 = x - s * ((mbb[2] - mbb[0]) * 0.5 + 20)
    for squeeze in (1.0, 0.85, 0.7, 0.55):
        spots = []
        px, py = x0, wy
        for k in range(n + 1):
            dh = H * 0.085 * (1 - 0.08 * k)
            px -= s * squeeze * (W * 0.15 * (1 - 0.1 * k) + (dh * 0.3 if k == 0 else 0))
            py -= H * (0.05 - 0.006 * k)
            spots.append((px, py, dh))
        cx_, _, cdh = spots[-1]
        cw = cdh * 1.7
        px = cx_ - s * cw * 0.2
        if cw * 0.5 + 30 < px < W - cw * 0.5 - 30:
            break
    spots[-1] = (px, spots[-1][1], spots[-1][2])
    boxes = []
    cloud_box = (0, 0, 0, 0)
    for k in range(n, -1, -1):  # back to front: nearer reflections lie over farther ones
        px, py, dh = spots[k]
        if k < n:
            dm, dbb = icon_mask("duck", px, py - dh * 0.3, dh, flip=s < 0)
            swimmer(ctx, dm, dbb, py, rgb("#e8c44a"), "secondary")
            boxes.append((dbb[0], dbb[1], dbb[2], int(py)))
            wake(ctx, px - s * (dbb[2] - dbb[0]) * 0.42, py, -s * 90, 16)
        else:
            cw, ch = dh * 1.8, dh * 1.45
            # a small heaped cloud of round bumps, each lit on the light's side
            lx = float(np.sign(ctx.light[0] - px)) or 1.0
            # (x, y, radius) in cloud widths from its base's centre, back to front
            bumps = [
                (0.04, -0.5, 0.22),
                (-0.19, -0.36, 0.21),
                (0.22, -0.33, 0.21),
                (-0.32, -0.15, 0.16),
                (0.34, -0.14, 0.15),
                (0.0, -0.17, 0.2),
            ]
            cm = np.zeros((H, W), np.float32)
            for ox, oy, rr in bumps:
                bx, by, br = px + ox * cw, py + oy * cw, rr * cw
                cm = np.maximum(cm, disc(bx, by, br, 2))
            cm = cm * np.clip((py - YY) / 3, 0, 1)
            cbb = (int(px - cw / 2), int(py - ch), int(px + cw / 2), int(py))
            glow(ctx.img, px, py - ch * 0.5, cw * 0.9, ctx.pal.light, 0.25)
            refl = blur(mirrored(cm, py), 4)
            blend(ctx.img, refl, rgb("#f4f8fa"), 0.4)
            parts = []
            for ox, oy, rr in bumps:
                bx, by, br = px + ox * cw, py + oy * cw, rr * cw
                d = disc(bx, by, br, 2) * np.clip((py - YY) / 3, 0, 1)
                hi = disc(bx + lx * br * 0.2, by - br * 0.25, br * 0.8, br * 0.45)
                parts.append((d, d * hi))
                blend(ctx.img, d, rgb("#d6dfe9"))
                blend(ctx.img, d * hi, rgb("#ffffff"), 0.95)

            def bumps_again(img: Arr, parts: list[tuple[Arr, Arr]] = parts) -> None:
                # the bumps are the point and the brush merges them: said again after it
                for d, hi in parts:
                    blend(img, d, rgb("#d2dce8"), 0.55)
                    blend(img, hi, rgb("#fbfcfd"), 0.7)

            ctx.after.append(bumps_again)
            shade_under(ctx, cm, "#9aaec0", 0.4)
            y0, y1, x0_, x1 = cbb[1], cbb[3], max(0, cbb[0]), cbb[2]
            ctx.focus[y0:y1, x0_:x1] = np.maximum(ctx.focus[y0:y1, x0_:x1], cm[y0:y1, x0_:x1])
            wake(ctx, px - s * cw * 0.4, py, -s * 90, 16)
            cloud_box = cbb
    add_element(
        ctx, "three ducklings", "secondary", union_box(boxes), ("animal", "bird", "small", "family")
    )
    add_element(ctx, "a small white cloud", "secondary", cloud_box, ("weather", "cloud", "small"))
    return Painted(
        "A duck swims across a still pond, three yellow ducklings in a line behind her, and "
        "the last one in the line is a small white cloud, paddling after them with its own "
        "reflection; the sky above is empty.",
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
    figure="duck",
    palettes=("noon", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
