"""Premise "sky-ship-drops-anchor": a sailing ship with full sails rides a bank of cloud high in
the sky; its anchor chain runs down in one taut line to a little hilltop garden far below,
where the anchor has caught on the picket fence and lifts it out of the ground, while a
rabbit (or a small child) looks up at the ship.

The ship is the galleon icon (hull, masts and yards) with its sails drawn from shapes, each
bellied by the wind; the fence, the knoll and the chain are drawn from shapes, the chain's
links said again after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import person
from ..kit.light import after_mask
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    ellipse,
    icon_mask,
    mix,
    rgb,
    ridge,
)
from ..kit.people import CHILD_COATS, drawn_as
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, segment
from ..kit.sky import cloud_puff, shade_under

Pt = tuple[float, float]
# the galleon icon's content box in its own units (it is drawn cropped to it)
U0, U1, V0, V1 = 25.13, 494.6, 20.53, 467.73
# square sails under the yards, in icon units: top-left, top-right, bottom-right, bottom-left
SAILS = [
    ((48, 134), (126, 106), (150, 151), (30, 197)),  # stern topsail
    ((32, 198), (150, 155), (146, 262), (40, 300)),  # stern course
    ((170, 110), (291, 66), (320, 166), (138, 236)),  # main topsail
    ((140, 241), (322, 172), (318, 284), (152, 328)),  # main course
    ((324, 160), (396, 134), (424, 189), (302, 232)),  # fore topsail
    ((304, 235), (424, 192), (418, 292), (310, 318)),  # fore course
]
WOOD = "#5a3a2a"
IRON = "#2c2830"


def _sail(q: list[Pt], belly: float) -> Arr:
    """A square sail on corners q (card px), its foot and leeches bowed out by the wind."""
    tl, tr, br, bl = (np.asarray(p, np.float64) for p in q)
    hgt = float(np.hypot(*(bl - tl)))
    pts: list[Pt] = []
    for t in np.linspace(0, 1, 9):  # the head, along the yard
        pts.append(tuple(tl + (tr - tl) * t))
    for a, b, out, n in ((tr, br, 1.0, 9), (br, bl, 1.0, 13), (bl, tl, 1.0, 9)):
        d = b - a
        nrm = np.array([d[1], -d[0]]) / max(1e-6, float(np.hypot(*d)))
        for t in np.linspace(0, 1, n)[1:]:
            bow = np.sin(np.pi * t) * belly * hgt * (1.6 if n == 13 else 0.5) * out
            pts.append(tuple(a + d * t + nrm * bow))
    return polygon_fine([(float(x), float(y)) for x, y in pts])


def _chain(a: Pt, b: Pt, link: float) -> Arr:
    """An anchor chain from a to b: links seen flat (a ring) alternating with links edge on."""
    n = int(np.hypot(b[0] - a[0], b[1] - a[1]) / (link * 0.8))
    ang = np.arctan2(b[1] - a[1], b[0] - a[0])
    ca, sa = float(np.cos(ang)), float(np.sin(ang))
    m = np.zeros((H, W), np.float32)
    for k in range(n + 1):
        t = k / max(1, n)
        cx, cy = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        p0 = (cx - ca * link * 0.5, cy - sa * link * 0.5)
        p1 = (cx + ca * link * 0.5, cy + sa * link * 0.5)
        if k % 2 == 0:
            ring = segment(*p0, *p1, link * 0.66)
            m = np.maximum(m, np.clip(ring - segment(*p0, *p1, link * 0.24), 0, 1))
        else:
            m = np.maximum(m, segment(*p0, *p1, link * 0.26))
    return m


def _far_country(ctx: Ctx, y: float) -> None:
    """The country far below: three hazy ridges of fields, paler with distance."""
    far = ctx.sky_at(y / H)
    near = ctx.c("ground")
    for i in range(3):
        t = (i + 1) / 3
        m = ridge(ctx.rng, y, 28 * (0.6 + t), 300)
        fields = aniso_noise(ctx.rng, int(70 + 90 * t), int(10 + 12 * t)) - 0.5
        col = mix(far, near, 0.45 + 0.4 * t)
        blend(ctx.img, m, np.clip(col * (1 + 0.2 * t * fields)[..., None], 0, 1))
        blend(ctx.img, m * np.clip(1 - (YY - y) / 120, 0, 1), far, 0.2)
        y += ctx.u(45, 75)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the ship's side; its bow toward the middle
    ctx.texture_sky(0.05)
    # a low dawn sun on the far side, over the distant country
    sx, sy = W / 2 - s * W * ctx.u(0.26, 0.32), H * ctx.u(0.605, 0.615)
    ctx.celestial(sx, sy, 40)
    ctx.streaks(0.4, 0.5, 0.45)
    # the country far below: hazy ridges, the knoll in front
    _far_country(ctx, H * 0.6)
    ctx.fog(0.62, 0.07, 0.45)
    # the ship: the galleon icon, big in the upper part of the card
    sh = H * ctx.u(0.32, 0.34)
    scale = sh / (V1 - V0)
    sw = (U1 - U0) * scale
    scx = W / 2 + s * W * ctx.u(0.12, 0.15)
    top = H * ctx.u(0.035, 0.05)
    flip = s > 0
    x0 = scx - sw / 2

    def at(u: float, v: float) -> Pt:
        x = (u - U0) * scale
        return (x0 + (sw - x if flip else x), top + (v - V0) * scale)

    # the cloud bank it rides on: behind the hull, and heaped in front of its keel
    gen = ctx.side()
    hull_y = at(0, 440)[1]
    cl_light = mix(ctx.c("light"), rgb("#ffffff"), 0.3)
    back = cloud_puff(scx + s * 40, hull_y - 10, sw * 1.35, H * 0.09, ctx.rng, 8)
    blend(ctx.img, blur(back, 3), mix(cl_light, ctx.sky_at(0.25), 0.3), 0.95)
    shade_under(ctx, back, "#8a7f98", 0.35)
    gm, gbb = icon_mask("galleon", scx, top + sh / 2, sh, flip=flip)
    ctx.light = (sx, sy)
    ctx.lit(gm, gbb, rgb(WOOD), rim=0.5, separate=False)
    # the hull's gilded wale and a row of gun ports
    hull = gm * (at(0, 330)[1] < YY)
    wale = polygon_fine([at(20, 372), at(460, 344), at(460, 358), at(20, 388)]) * hull
    blend(ctx.img, wale, rgb("#c8983e"), 0.9)
    ports = np.zeros((H, W), np.float32)
    for u in range(130, 400, 48):
        px, py = at(u, 410 - (u - 130) * 0.08)
        ports = np.maximum(ports, ellipse(px, py, 9 * scale, 8 * scale, 1.5))
    blend(ctx.img, ports * hull, rgb("#241814"), 0.85)
    # full sails, each its own bellied volume, the yards across their heads
    canvas = rgb(pick(ctx, ["#f4e8d0", "#f2dcc4", "#efe4da"]))
    sails = np.zeros((H, W), np.float32)
    yards: list[list[Pt]] = []
    for q in SAILS:
        m = _sail([at(*p) for p in q], ctx.u(0.05, 0.08))
        ctx.lit(m, mask_bbox(m), canvas, rim=0.6, separate=False)
        sails = np.maximum(sails, m)
        (ua, va), (ub, vb) = q[0], q[1]
        yards.append([at(ua - 10, va + 4), at(ub + 10, vb - 4)])
    seams = []
    for q in SAILS:
        for t in (0.33, 0.66):
            a = np.add(np.multiply(q[0], 1 - t), np.multiply(q[1], t))
            b = np.add(np.multiply(q[3], 1 - t), np.multiply(q[2], t))
            seams.append([at(*a), at(*b)])
    blend(ctx.img, polylines(seams, 3) * sails, canvas * 0.72, 0.5)
    yard_m = polylines(yards, 9 * scale + 4)
    blend(ctx.img, yard_m, rgb(WOOD) * 0.8, 1.0)
    # a long red pennant from the main masthead, streaming toward the bow
    mh = at(232, 22)
    tip = at(350, 48)
    pen = polygon_fine([mh, at(300, 28), tip, at(300, 46), at(232, 52)])
    blend(ctx.img, pen, rgb("#c8402e"), 0.95)
    # the front of the cloud bank hides the keel
    front = cloud_puff(scx - s * 20, hull_y + H * 0.012, sw * 1.2, H * 0.08, ctx.rng, 9)
    front = np.maximum(
        front, cloud_puff(scx + s * sw * 0.45, hull_y + H * 0.045, sw * 0.5, H * 0.05, ctx.rng, 5)
    )
    blend(ctx.img, blur(front, 3), cl_light, 1.0)
    shade_under(ctx, front, "#8a7a9c", 0.55)
    lit_edge = np.clip(front - np.roll(np.roll(front, 10, 0), int(-np.sign(sx - scx) * 8), 1), 0, 1)
    blend(ctx.img, lit_edge, ctx.c("light"), 0.6)
    sbb = mask_bbox(np.maximum(gm, sails))
    focus_on(ctx, np.maximum(gm, sails), 4, 2.0)
    add_element(
        ctx,
        "a sailing ship with full sails riding on a cloud",
        "main",
        sbb,
        ("vehicle", "ship", "voyage", "sky", "cloud"),
        "galleon",
    )
    # the knoll far below: a round hilltop garden
    ax = at(452, 0)[0] + (-s) * W * ctx.u(0.04, 0.07)  # the anchor, a little ahead of the bow
    gy = H * ctx.u(0.8, 0.82)
    kx = ax - s * W * 0.1
    knoll = ellipse(kx, gy + H * 0.34, W * 0.78, H * 0.34, 3)
    grass = rgb(ctx.pal.ground)
    tex = aniso_noise(gen, 60, 14) - 0.5
    kcol = np.clip(grass * (1 + 0.25 * tex)[..., None] * 0.95, 0, 1)
    blend(ctx.img, knoll, kcol)
    crest = knoll * np.clip(1 - (YY - gy) / 60, 0, 1)
    blend(ctx.img, crest, mix(grass, ctx.c("light"), 0.4), 0.5)
    ctx.img *= (1 - 0.35 * knoll * np.clip((YY - gy) / (H - gy), 0, 1))[..., None]
    ctx.grass(gy + H * 0.06)

    def ground(x: float) -> float:
        return float(gy + H * 0.34 * (1 - np.sqrt(max(0.0, 1 - ((x - kx) / (W * 0.78)) ** 2))))

    # the picket fence along the crest, pulled up out of the ground where the anchor holds it
    lift = H * ctx.u(0.05, 0.06)
    ph = H * 0.085
    paint_c = rgb("#f2ece0")
    pickets = np.zeros((H, W), np.float32)
    xs = [ax + k * 62 - 31 for k in range(-3, 5)]
    for x in xs:
        up = lift * np.exp(-(((x - ax) / 110) ** 2))
        b = ground(x) + 14 - up
        tilt = (x - ax) * 0.06
        pts = [
            (x - 15, b),
            (x + 15, b),
            (x + 15 + tilt * 0.2, b - ph),
            (x + tilt * 0.2, b - ph - 22),
            (x - 15 + tilt * 0.2, b - ph),
        ]
        pickets = np.maximum(pickets, polygon_fine(pts))
    rail_y = [ground(x) + 14 - lift * np.exp(-(((x - ax) / 110) ** 2)) for x in xs]
    rails_hi = polylines([[(x, r - ph * 0.72) for x, r in zip(xs, rail_y, strict=True)]], 16)
    rails_lo = polylines([[(x, r - ph * 0.25) for x, r in zip(xs, rail_y, strict=True)]], 16)
    for x in xs:
        if abs(x - ax) < 150:  # the holes the pickets left
            blend(ctx.img, ellipse(x, ground(x) + 10, 14, 5, 2), rgb("#3a2a1e"), 0.5)
    fence = np.clip(pickets + rails_lo, 0, 1)
    ctx.lit(fence, mask_bbox(fence), paint_c, rim=0.5, separate=False)
    # the anchor, hanging with its crown over the top rail
    ah = H * 0.13
    rail_at = ground(ax) + 14 - lift - ph * 0.72
    tilt = -s * 8
    am, abb = icon_mask("anchor", ax, rail_at + 26 - ah / 2 + 10, ah * 1.0, rot=-45 + tilt)
    # rescale: the rotated icon's content height is larger than ah; centre its crown on the rail
    ys, xs_ = np.nonzero(am > 0.5)
    dy = rail_at + 30 - ys.max()
    am = np.roll(am, int(dy), 0)
    abb = mask_bbox(am)
    ctx.lit(am, abb, rgb(IRON), rim=0.6, separate=False)
    ctx.lit(rails_hi, mask_bbox(rails_hi), paint_c, rim=0.5, separate=False)
    # its flukes hook over the rail: the parts beside the shank drawn again in front
    ys, xs_ = np.nonzero(am > 0.5)
    flukes = am * (np.abs(XX - float(np.median(xs_))) > ah * 0.12) * (rail_at - ah * 0.3 < YY)
    ctx.lit(flukes, abb, rgb(IRON), rim=0.6, separate=False)
    ring = (float(xs_[int(np.argmin(ys))]), float(ys.min()) + ah * 0.06)
    focus_on(ctx, np.maximum(am, fence + rails_hi), 3, 2.0)
    add_element(
        ctx,
        "an anchor caught on a picket fence",
        "secondary",
        mask_bbox(np.maximum(am, np.maximum(fence, rails_hi))),
        ("anchor", "fence", "garden", "stay"),
        "anchor",
    )
    # the chain: one taut dark line from the bow down to the anchor
    hawse = at(440, 352)
    links = _chain(hawse, ring, 30)
    ctx.lit(links, mask_bbox(links), rgb(IRON), rim=0.4, separate=False)
    after_mask(ctx, links, IRON, 0.85)
    after_mask(ctx, np.clip(links - np.roll(links, 3, 1), 0, 1), "#a8a0a8", 0.45)
    focus_on(ctx, links, 3, 2.0, weight=0.8)
    # who looks up at it, on the other side of the anchor
    who_x = float(np.clip(ax + s * W * ctx.u(0.29, 0.32), 190, W - 190))
    wy = ground(who_x) + 8
    kind = pick(ctx, ["rabbit", "child"])
    if kind == "rabbit":
        ctx.subject(
            "rabbit",
            who_x,
            wy - H * 0.04,
            H * 0.09,
            "secondary",
            fill=pick(ctx, ["#e8e0d6", "#d9c8b4"]),
            flip=s > 0,
            rot=-20 * s,
            shadow=wy,
            label="a rabbit looking up",
            tags=("animal", "rabbit", "wonder"),
        )
        said = "a rabbit sits in the grass looking up at it"
    else:
        kid = pick(ctx, ["a girl", "a boy"])
        person(
            ctx,
            "point-up",
            who_x,
            wy,
            H * 0.12,
            "secondary",
            label=f"{kid} pointing up at the ship",
            coat=pick(ctx, CHILD_COATS),
            flip=s > 0,
            shadow=wy,
            tags=("person", "child", "wonder"),
            **drawn_as(kid),
        )
        said = f"{kid} stands in the grass pointing up at it"
    return Painted(
        "High in the sky a sailing ship with full sails rides on a bank of cloud; its anchor "
        "chain hangs down in one long line to a little hilltop garden far below, where the "
        "anchor has caught on the white picket fence and is pulling it up out of the ground, "
        f"and {said}.",
        ["journey", "home", "holding on", "longing", "adventure", "dreams", "staying"],
    )


PREMISE = Premise(
    name="sky-ship-drops-anchor",
    figure="ship",
    palettes=("dawn", "mist", "lavender"),
    stage=stage,
)
