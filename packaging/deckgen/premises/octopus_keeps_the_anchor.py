"""Premise "octopus-keeps-the-anchor": Seen from under the sea, a ship up at the bright surface
wants to sail on, its anchor chain pulled taut; down on the sea floor an octopus has wrapped
its arms round the anchor and holds on to it, as if it did not want the ship to leave.

The camera is near the sea floor looking up the slanting chain toward the dark hull against
the light of the surface (a thin band of sky shows above the waterline at the top).
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import YY, H, W, blend, blur, box, ellipse, icon_mask, rgb, vgrad
from ..kit.place import add_element
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment

SKINS = ("#c8604a", "#b8503e", "#d07050")


def chain(x0: float, y0: float, x1: float, y1: float, link: float) -> tuple[np.ndarray, np.ndarray]:
    """An anchor chain from (x0, y0) to (x1, y1): links alternately seen flat (a ring) and
    edge on (a bar); returns (rings, bars) masks."""
    n = int(np.hypot(x1 - x0, y1 - y0) / (link * 0.8))
    ang = np.arctan2(y1 - y0, x1 - x0)
    ca, sa = float(np.cos(ang)), float(np.sin(ang))
    rings = np.zeros((H, W), np.float32)
    bars = np.zeros((H, W), np.float32)
    for k in range(n + 1):
        t = k / max(1, n)
        cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        if k % 2 == 0:
            a = (cx - ca * link * 0.5, cy - sa * link * 0.5)
            b = (cx + ca * link * 0.5, cy + sa * link * 0.5)
            rings = np.maximum(rings, segment(a[0], a[1], b[0], b[1], link * 0.62))
            hole = segment(a[0], a[1], b[0], b[1], link * 0.22)
            rings = np.clip(rings - hole, 0, 1)
        else:
            bars = np.maximum(
                bars,
                segment(
                    cx - ca * link * 0.55,
                    cy - sa * link * 0.55,
                    cx + ca * link * 0.55,
                    cy + sa * link * 0.55,
                    link * 0.22,
                ),
            )
    return rings, bars


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the anchor's side; the ship is toward -s
    wl = H * ctx.u(0.11, 0.125)  # the waterline
    # a thin band of sky above, the sea below: bright at the surface, deep toward the floor
    sky = vgrad([(0, "#f2c9a0"), (1, "#fbe6c4")], 0, wl / H)
    sea = vgrad([(0, "#9ad8d0"), (0.25, "#3a9aa0"), (0.7, "#155a6a"), (1, "#0c3a48")], wl / H, 1.0)
    ctx.img[:] = np.where((wl > YY)[..., None], sky, sea)
    ctx.texture_sky(0.04)
    ctx.light = (W / 2 - s * 200, -H * 0.2)
    ctx.rays(W / 2 - s * 150, wl - 40, 7, 0.16, 0.55)
    # the sea floor: soft sand ridges
    gy = ctx.hills(0.84, 2, amp=40, ground="#8a8a6a")
    # the ship: its dark hull breaks the surface, toward the other side, sailing away
    hx = W / 2 - s * ctx.u(230, 290)
    hw = W * 0.34
    stern, bow = hx + s * hw / 2, hx - s * hw / 2
    hull = polygon_fine(
        [
            (stern, wl - 60),
            (bow - s * 40, wl - 80),
            (bow + s * 30, wl + 50),
            (hx, wl + 95),
            (stern - s * 30, wl + 70),
        ]
    )
    blend(ctx.img, blur(hull, 2), rgb("#1a2a34"))
    # its sails, full of wind, cut by the top of the card
    mast = hx + s * 20
    blend(ctx.img, segment(mast, wl - 70, mast, -10, 9), rgb("#2a2a30"))
    sail = polygon_fine(
        [
            (mast - s * 8, wl - 90),
            (mast - s * 8, -10),
            (mast - s * hw * 0.5, wl * 0.25),
            (mast - s * hw * 0.45, wl - 95),
        ]
    )
    ctx.lit(sail, mask_bbox(sail), rgb("#fbf4e4"), rim=0.4, separate=False)
    blend(ctx.img, box(0, wl - 2, W, wl + 3, 2) * (1 - hull), rgb("#f8fcf4"), 0.6)
    # the anchor, its crown dug into the sand, leaning toward the ship's pull
    ax = W / 2 + s * ctx.u(0.12, 0.16) * W
    ah = H * 0.36
    # the icon lies on a diagonal: turned upright (ring up), then leaning 14 degrees
    am, _ = icon_mask("anchor", ax, gy - ah * 0.36, ah, flip=s < 0, rot=-s * 45 + s * 14)
    am = am * np.clip((gy + 40 - YY) / 6, 0, 1)
    ctx.contact(am, mask_bbox(am))
    ctx.lit(am, mask_bbox(am), rgb("#4a5060"), rim=0.6)
    # the ring at the anchor's top: where the chain starts
    ys, xs = np.nonzero(am > 0.5)
    top = int(np.argmin(ys))
    rx, ry = float(xs[top]), float(ys[top]) + 20
    cx, cy = stern - s * 60, wl + 70
    rings, bars = chain(rx, ry, cx, cy, 42)
    links = np.maximum(rings, bars)
    ctx.lit(links, mask_bbox(links), rgb("#3a4048"), rim=0.4)
    # the links are smaller than the brush: said again after the paint
    after_mask(ctx, links, rgb("#2e343c"), 0.85)
    after_mask(ctx, np.clip(links - np.roll(links, 3, 0), 0, 1), rgb("#9aa8b0"), 0.5)
    # the octopus on the anchor's shank, arms spread over it and round it
    skin = rgb(SKINS[int(ctx.rng.integers(len(SKINS)))])
    ox, oy = ax, gy - ah * 0.4
    oh = H * 0.3
    om, obb = icon_mask("octopus", ox, oy, oh, flip=s > 0)
    # its head (the top of the icon) beside the shank, not over it: the arms cross the metal
    head = om[obb[1] : obb[1] + int(oh * 0.3)]
    hcx = float((head.sum(0) * np.arange(W)).sum() / max(1.0, head.sum()))
    ox += (ax - s * oh * 0.34) - hcx
    om, obb = icon_mask("octopus", ox, oy, oh, flip=s > 0)
    hcx = ax - s * oh * 0.34
    ctx.lit(om, obb, skin, rim=0.7)
    # three arms wrapped round the shank beside it, crossing over the metal (a hug)
    hy = obb[1] + oh * 0.36
    ys_, xs_ = np.nonzero(am > 0.5)
    low = int(np.argmax(ys_))
    cx_, cy_ = float(xs_[low]), float(ys_[low])  # the crown, where the shank ends
    arms = np.zeros((H, W), np.float32)
    for k, dy in enumerate((-0.1, 0.01, 0.12)):
        y = hy + oh * dy
        sx = rx + (cx_ - rx) * (y - ry) / max(1.0, cy_ - ry)  # the shank at this height
        pts = [
            (hcx + s * oh * 0.06, y + 12),
            (sx - s * 22, y - 10),
            (sx + s * 20, y - 6),
            (sx + s * 36, y + 14),
            (sx + s * 24, y + 34),
        ]
        wd = 40 - 4 * k
        arms = np.maximum(arms, ribbon(pts, [wd, wd * 0.9, wd * 0.8, wd * 0.6, wd * 0.3], 1.5))
    ctx.lit(arms, mask_bbox(arms), skin * 0.95, rim=0.7)
    body = np.maximum(om, arms)
    bb = mask_bbox(body)
    pad = 14
    sl = (slice(bb[1] - pad, bb[3] + pad), slice(max(0, bb[0] - pad), bb[2] + pad))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(body[sl] * 2, 0, 1))
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(am * 1.5, 0, 1) * 0.8)
    add_element(ctx, "an octopus", "main", bb, ("animal", "sea", "arms"), "octopus")
    add_element(ctx, "an anchor", "secondary", mask_bbox(am), ("object", "sea", "stay"), "anchor")
    add_element(ctx, "a ship", "secondary", mask_bbox(hull), ("vehicle", "sea", "journey"))
    # suckers along the wrapping arms, drawn after the paint
    # its eyes: the icon's two holes (what the outside cannot reach) filled white, the pupils
    # turned up toward the ship
    x0, y0, x1, y1 = obb[0] - 4, obb[1] - 4, obb[2] + 4, obb[3] + 4
    crop = Image.fromarray(((om[y0:y1, x0:x1] > 0.5) * 255).astype(np.uint8)).copy()
    ImageDraw.floodfill(crop, (0, 0), 128)
    holes = np.zeros((H, W), np.float32)
    holes[y0:y1, x0:x1] = np.asarray(crop) == 0
    holes[: int(obb[1] + oh * 0.12)] = 0
    holes[int(obb[1] + oh * 0.5) :] = 0
    ys, xs = np.nonzero(holes > 0.5)
    if len(xs):
        holes = blur(holes, 1.5)
        after_mask(ctx, holes, "#f4efe4", 0.95)
        mid = float(np.median(xs))
        for part in (xs < mid, xs >= mid):
            if part.sum() > 20:
                ex, ey = float(xs[part].mean()), float(ys[part].min())
                after_mask(ctx, ellipse(ex - s * 3, ey + 11, 9, 10, 1.5) * holes, "#141014", 0.95)
    dots = np.zeros((H, W), np.float32)
    ys, xs = np.nonzero(arms > 0.9)
    pick_dots = ctx.side().integers(0, len(xs), 14)
    for i in pick_dots:
        np.maximum(dots, ellipse(float(xs[i]), float(ys[i]), 5, 5, 1.5), out=dots)
    after_mask(ctx, dots * arms, "#f0c0a8", 0.7)
    # the ship pulls: a wake of foam at its stern, bubbles rising along the chain
    side = ctx.side()
    foam = np.zeros((H, W), np.float32)
    for _ in range(30):
        fx = stern + s * float(side.uniform(-40, 260))
        fy = float(side.uniform(wl + 4, wl + 40))
        np.maximum(foam, ellipse(fx, fy, float(side.uniform(10, 26)), 5, 3), out=foam)
    blend(ctx.img, foam, rgb("#e8f8f4"), 0.5)
    for _ in range(22):
        t = float(side.uniform(0, 1))
        bx = rx + (cx - rx) * t + float(side.uniform(-40, 40))
        by = ry + (cy - ry) * t
        later_glow(ctx, bx, by, 7, "#e8fff8", 0.35, core=3)
    # a few small fish pass in the open water between the ship and the floor (pairs of plain
    # fish: the angelfish of dd-069 here too read to blind readers as the same fish twice)
    for _ in range(3):
        fx = W / 2 - s * ctx.u(0.05, 0.35) * W
        fy = H * ctx.u(0.35, 0.6)
        later_icon(ctx, "double-fish", fx, fy, ctx.u(60, 80), "#e8a23a", flip=s > 0)
    # sea grass swaying on the floor
    weed = np.zeros((H, W), np.float32)
    for _ in range(7):
        wx = float(ctx.rng.uniform(20, W - 20))
        if abs(wx - ax) < 220:
            continue
        hgt = ctx.u(120, 260)
        pts = [(wx + 18 * np.sin(k * 0.9) * k / 4, gy + 30 - hgt * k / 5) for k in range(6)]
        weed = np.maximum(weed, polylines([pts], 12))
    blend(ctx.img, blur(weed, 1.5), rgb("#2f5a3a"), 0.85)
    return Painted(
        "Seen from under the sea: up at the bright surface a ship wants to sail on and its "
        "anchor chain is pulled tight, but down on the sea floor an octopus has wrapped its "
        "arms round the anchor and holds on to it, looking up at the ship with big eyes, as if "
        "it did not want the ship to leave; a few small orange fish swim by.",
        [
            "holding on",
            "don't go",
            "farewell",
            "friendship",
            "attachment",
            "stubbornness",
            "letting go",
            "depth",
            "tenderness",
        ],
        setting="deep in the green sea, the light coming down from the surface",
    )


PREMISE = Premise(
    name="octopus-keeps-the-anchor",
    figure="octopus",
    palettes=("under",),
    stage=stage,
    max_cards=1,
    frame=False,
)
