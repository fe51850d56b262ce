"""Premise "iron-breaks-the-ice": on a frozen pond on a bright winter day, an old black flat
iron glides over the ice all by itself; its hot sole melts ("irons") a winding channel of
open water behind it, steam curls up where it goes, and a white duck swims along the
channel after it.

The iron is drawn from shapes (a steel sole, a black body, a handle with a wooden grip); the
glowing edge of its sole, the duck's eye and beak and the finest steam come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.ground import pine_row
from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
    ridge,
    smooth_noise,
    vgrad,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon
from ..kit.sky import day_zenith

Pt = tuple[float, float]


def _ice(ctx: Ctx, hz: float, sun_x: float) -> Arr:
    """The frozen pond from the far shore down: pale, blue toward the viewer, with drifts
    of snow, long cracks and the sun's glare lying on it; returns its mask."""
    ice = np.clip((YY - hz) / 2, 0, 1).astype(np.float32)
    col = vgrad([(0, "#e2edf5"), (0.35, "#bfd3e3"), (1, "#7d9dba")], hz / H, 1.0)
    tex = fbm(ctx.rng, 120, 3) - 0.5
    streak = aniso_noise(ctx.rng, 260, 14) - 0.5
    col = col * (1 + 0.06 * tex[..., None] + 0.08 * streak[..., None])
    blend(ctx.img, ice, np.clip(col, 0, 1))
    # drifts of snow lying on the ice, level and long
    drift = aniso_noise(ctx.rng, 300, 40)
    dm = np.clip((drift - 0.56) * 6, 0, 1) * ice
    blend(ctx.img, blur(dm, 6), rgb("#f8fbfe"), 0.7)
    # the sun's glare: a bright soft path straight down from the sun
    glare = np.exp(-(((XX - sun_x) / (W * 0.12)) ** 2)) * np.clip((YY - hz) / 300, 0, 1)
    glare *= np.clip(1 - (YY - hz) / (H - hz) * 0.8, 0, 1)
    blend(ctx.img, (glare * ice).astype(np.float32), rgb("#fffdf4"), 0.6)
    side = ctx.side()
    cracks = []
    for _ in range(9):
        x, y = float(side.uniform(-100, W)), float(side.uniform(hz + 60, H))
        pts = [(x, y)]
        for _k in range(5):
            x += float(side.uniform(60, 200))
            y += float(side.uniform(-14, 14)) * (0.4 + (y - hz) / (H - hz))
            pts.append((x, y))
        cracks.append(pts)
    shore = np.exp(-(((YY - hz - 14) / 16) ** 2)).astype(np.float32)
    blend(ctx.img, shore * ice, rgb("#8ea8c0"), 0.5)
    cm = polylines(cracks, 2.5) * ice
    blend(ctx.img, cm, rgb("#7f9bb2"), 0.5)
    blend(ctx.img, np.roll(cm, 3, 0), rgb("#ffffff"), 0.6)
    return ice


def _shore(ctx: Ctx, hz: float) -> None:
    """The far shore: snowy banks and a row of dark pines along the top of the pond."""
    far = ridge(ctx.rng, hz - 90, 40, 300)
    blend(ctx.img, far, mix(ctx.sky_at(0.3), rgb("#9fb0c2"), 0.5), 0.9)
    pine_row(ctx, hz - 8)
    bank = ridge(ctx.rng, hz - 14, 16, 200) * np.clip((hz + 4 - YY) / 3, 0, 1)
    blend(ctx.img, bank, rgb("#f6f8fb"), 0.95)


def _channel(ctx: Ctx, pts: list[Pt], widths: list[float]) -> Arr:
    """The channel of open water melted through the ice, ragged at its edges, dark and
    rippled, with the ice's cut edge lit above it; returns its mask."""
    base = ribbon(pts, widths, 0)
    rag = smooth_noise(ctx.rng, 18) - 0.5
    m = np.clip((blur(base, 10) - 0.5 + 0.35 * rag) * 8, 0, 1).astype(np.float32)
    t = np.clip((YY - pts[0][1]) / max(1.0, H - pts[0][1]), 0, 1)
    water = vgrad([(0, "#5d8ea8"), (1, "#24506a")], pts[0][1] / H, 1.0)
    rip = aniso_noise(ctx.rng, 120, 8) - 0.5
    rip2 = aniso_noise(ctx.side(), 40, 5) - 0.5
    water = water * (1 + (0.22 * rip + 0.14 * rip2)[..., None] * (0.5 + t[..., None]))
    sky_ref = np.clip((rip - 0.2) * 5, 0, 1) * (1 - t * 0.5)
    blend(ctx.img, m, np.clip(water, 0, 1))
    blend(ctx.img, (sky_ref * m).astype(np.float32), rgb("#dcebf5"), 0.5)
    # the ice's cut edge: a pale band of ice thickness on the far side of the water
    lip = np.clip(m - np.roll(m, 16, 0), 0, 1)
    blend(ctx.img, lip, rgb("#eef7fc"), 0.85)
    shade = np.clip(np.roll(m, -10, 0) - m, 0, 1)
    blend(ctx.img, blur(shade, 3), rgb("#6f8ea6"), 0.5)
    # a few loose floes of broken ice drifting in it
    side = ctx.side()
    for k in range(7):
        i = int(side.integers(3, len(pts) - 1))
        x, y = pts[i]
        w = widths[i]
        fx = x + float(side.uniform(-0.3, 0.3)) * w
        fm = ellipse(fx, y, w * float(side.uniform(0.06, 0.12)), w * 0.035 + 4, 2) * m
        blend(ctx.img, fm, rgb("#f4f9fc"), 0.9)
        del k
    return m


def _iron(ctx: Ctx, hx: float, by: float, L: float, d: int) -> tuple[Arr, Pt]:
    """The flat iron in profile, heel at (hx, by), nose toward `d`; returns its mask and
    where its nose meets the ice."""

    tilt = 0.05  # leaning a little onto its nose, as if pressing on

    def P(u: float, v: float) -> Pt:
        v += (1 - u) * tilt
        return (hx + d * u * L, by - v * L + L * tilt * 0.5)

    sole = polygon_fine([P(0, 0), P(0.86, 0), P(1.0, 0.045), P(0.99, 0.1), P(0, 0.1)])
    top = cubic(P(0.03, 0.33), P(0.35, 0.38), P(0.72, 0.26), P(0.985, 0.095), 30)
    body = polygon_fine([P(0.01, 0.095), P(0.01, 0.3), *top, P(0.985, 0.09)])
    arch = [P(0.14, 0.32), P(0.17, 0.5), P(0.25, 0.6), P(0.62, 0.6), P(0.7, 0.48), P(0.72, 0.26)]
    strut = ribbon(arch, [L * 0.065] * len(arch), 1.5)
    grip = ribbon([P(0.22, 0.6), P(0.66, 0.6)], [L * 0.1, L * 0.1], 1.5)
    whole = np.clip(sole + body + strut + grip, 0, 1)
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, by, 0.45)
    ctx.contact(whole, bb)
    ctx.lit(np.clip(strut - grip, 0, 1), bb, rgb("#24272c"), rim=0.7)
    ctx.lit(body, bb, rgb("#2a2d33"), rim=0.9)
    ctx.lit(sole, bb, rgb("#9aa3ac"), rim=0.8, separate=False)
    ctx.lit(grip, mask_bbox(grip), rgb("#a0582c"), rim=0.7, separate=False)
    # a polished stripe along the body's flank, catching the sky
    flank = ribbon(
        cubic(P(0.1, 0.2), P(0.4, 0.24), P(0.7, 0.17), P(0.9, 0.11), 16), [L * 0.03] * 17
    )
    blend(ctx.img, flank * body, rgb("#7d8a98"), 0.6)
    focus_on(ctx, whole, 6, box=(bb[0] - 20, bb[1] - 20, bb[2] + 20, bb[3] + 20))
    # the sole's edge glowing hot where it rests on the ice, said after the paint
    edge = ribbon([P(0.02, 0.014), P(0.86, 0.014), P(0.99, 0.05)], [16, 16, 10], 2)
    after_mask(ctx, blur(edge, 6), "#ff9a3a", 0.6)
    after_mask(ctx, edge, "#ffc46a", 0.95)
    return whole, P(1.0, 0.03)


def _steam(ctx: Ctx, x: float, y: float, d: int, n: int, size: float, drift: float) -> None:
    """A curl of steam rising from (x, y), drifting back (against `d`) as it climbs."""
    side = ctx.side()
    m = np.zeros((H, W), np.float32)
    px, py = x, y
    for k in range(n):
        t = k / max(1, n - 1)
        r = size * (0.5 + 1.1 * t)
        m = np.maximum(m, disc(px, py, r, r * 0.5) * (1 - 0.5 * t))
        px += -d * drift * (0.4 + t) + float(side.uniform(-12, 12))
        py -= size * 0.9 * (1 + t * 0.3)
    m = blur(m, size * 0.3)
    blend(ctx.img, m, rgb("#b8c6d4"), 0.7)  # its shaded underside, then its lit top
    blend(ctx.img, np.roll(np.roll(m, -6, 0), d * 4, 1) * m, rgb("#ffffff"), 0.95)


def _reeds(ctx: Ctx, x: float, s: int) -> Arr:
    """A clump of dry reeds and bulrushes frozen into the ice in the near corner on side
    `s`, dark against the ice, snow on their heads; returns their mask."""
    side = ctx.side()
    stalks, heads = [], np.zeros((H, W), np.float32)
    for _ in range(11):
        bx = x - s * float(side.uniform(0, 260))
        top = H * float(side.uniform(0.66, 0.8))
        lean = float(side.uniform(-50, 50))
        stalks.append([(bx, H + 20), (bx + lean * 0.4, (H + top) / 2), (bx + lean, top)])
        if side.random() < 0.6:
            heads = np.maximum(heads, ellipse(bx + lean, top + 44, 17, 46, 2))
    m = np.clip(polylines(stalks, 11) + heads, 0, 1)
    blend(ctx.img, m, rgb("#4a3a2c"), 1.0)
    blend(ctx.img, heads, rgb("#6a4428"), 1.0)
    snow = heads * np.clip(np.roll(heads, 18, 0) * -1 + 1, 0, 1)
    blend(ctx.img, snow, rgb("#f4f8fb"), 0.9)
    return m


def _duck(ctx: Ctx, x: float, wl: float, h: float, flip: bool, water: Arr) -> tuple[int, ...]:
    """A white duck swimming with its waterline at y=wl, kept white on the dark water, its
    reflection below and a pale ring where it meets the water; returns its bbox."""
    m, bb = icon_mask("duck", x, wl - h * 0.3, h, flip=flip)
    above = m * np.clip((wl - YY) / 2 + 0.5, 0, 1)
    refl = np.zeros_like(m)
    yi = int(wl)
    n = min(yi, H - yi, bb[3] - bb[1] + 4)
    refl[yi : yi + n] = above[yi - n : yi][::-1]
    blend(ctx.img, blur(refl, 3) * water, rgb("#c8d4dc"), 0.45)
    ctx.lit(above, bb, rgb("#f6f2e8"), rim=0.8, separate=False)
    ring = ellipse(x, wl + 3, (bb[2] - bb[0]) * 0.6, 7, 3) * (1 - above)
    blend(ctx.img, ring * water, rgb("#ffffff"), 0.55)
    focus_on(ctx, above, 4)
    return (bb[0], bb[1], bb[2], int(wl))


def stage(ctx: Ctx) -> Painted:
    x0, s = third(ctx)  # the iron on a vertical third, side s, its nose toward -s
    d = -s
    hz = H * ctx.u(0.3, 0.33)
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.22, 0.3), H * ctx.u(0.1, 0.14)
    ctx.texture_sky(0.04)
    ctx.celestial(sun_x, sun_y, 55, "sun")
    sun_box = (int(sun_x - 55), int(sun_y - 55), int(sun_x + 55), int(sun_y + 55))
    add_element(ctx, "the winter sun", "secondary", sun_box, ("sun", "light", "winter"))
    ctx.streaks(0.08, 0.2, 0.4)
    day_zenith(ctx)
    _shore(ctx, hz)
    add_element(
        ctx,
        "a snowy shore with dark pines",
        "secondary",
        (0, int(hz - H * 0.1), W, int(hz + 10)),
        ("snow", "pine", "forest", "winter"),
    )
    _ice(ctx, hz, sun_x)
    # the iron's heel and the channel it has melted behind it, back to the near shore
    L = W * ctx.u(0.54, 0.58)
    by = H * ctx.u(0.55, 0.57)
    x0 = W / 2 + s * W * ctx.u(0.1, 0.12)
    hx = x0 - d * L * 0.5
    path = cubic(
        (hx - d * 10, by - 8),
        (hx + s * W * 0.06, by + H * 0.22),
        (W / 2 + s * W * 0.12, H * 0.86),
        (W / 2 - s * W * 0.3, H + 80),
        40,
    )
    widths = [60 + 420 * max(0.0, (y - by) / (H + 80 - by)) ** 1.1 for _x, y in path]
    water = _channel(ctx, path, widths)
    add_element(
        ctx,
        "a winding channel of open water melted through the ice",
        "frame",  # runs off the card's near edge, like a road into the picture
        mask_bbox(water),
        ("water", "path", "ice", "thaw", "melt"),
    )
    reeds = _reeds(ctx, W * 0.5 - s * W * 0.46, -s)
    add_element(
        ctx,
        "dry reeds frozen into the ice",
        "frame",
        mask_bbox(reeds),
        ("reeds", "winter", "cold", "pond"),
    )
    # the duck swimming along the channel after the iron
    k = int(ctx.u(0.55, 0.65) * len(path))
    dx, wl = path[k]
    dh = H * 0.13
    faces_right = x0 > dx  # the duck faces the iron
    dbb = _duck(ctx, dx, wl, dh, not faces_right, water)
    add_element(
        ctx, "a white duck swimming", "secondary", dbb, ("animal", "bird", "duck", "pond"), "duck"
    )
    bw = dbb[2] - dbb[0]
    bx = dbb[2] - bw * 0.06 if faces_right else dbb[0] + bw * 0.06
    beak = ellipse(bx, dbb[1] + dh * 0.2, bw * 0.11, dh * 0.05, 2)
    after_mask(ctx, beak, "#f09a2a", 0.95)
    ex = dbb[2] - bw * 0.3 if faces_right else dbb[0] + bw * 0.3
    later_glow(ctx, ex, dbb[1] + dh * 0.14, 6, "#1a1a1a", 0.0, core=6)
    # the iron itself, and the steam where its hot sole meets the ice
    ctx.light = (sun_x, sun_y)
    glow(ctx.img, hx + d * L * 0.6, by, L * 0.7, "#ffbf80", 0.6)
    # steam rising from the warm water at its heel and from behind it as it goes
    _steam(ctx, hx - d * 30, by - 10, d, 9, ctx.u(40, 48), ctx.u(14, 22))
    _steam(ctx, hx + d * L * 0.45, by - L * 0.5, d, 8, ctx.u(38, 46), ctx.u(14, 22))
    # the melt under it: a dark wet pool round the whole sole, glinting warm
    pool = ellipse(hx + d * L * 0.5, by + 8, L * 0.6, 30, 8)
    blend(ctx.img, pool, rgb("#4f7f9e"), 0.75)
    blend(ctx.img, ellipse(hx + d * L * 0.5, by + 12, L * 0.45, 8, 6), rgb("#ffc078"), 0.5)
    iron, nose = _iron(ctx, hx, by, L, d)
    add_element(
        ctx,
        "an old black flat iron with a wooden handle, its sole aglow",
        "main",
        mask_bbox(iron),
        ("iron", "object", "heat", "steam", "chore"),
    )
    melt = ellipse(nose[0] + d * 30, by + 6, 70, 14, 6)
    blend(ctx.img, melt, rgb("#6d98b2"), 0.7)
    _steam(ctx, nose[0] + d * 50, by - 10, d, 7, 34, 10)
    later_glow(ctx, nose[0], by, 170, "#ffb060", 0.55)
    later_glow(ctx, hx + d * L * 0.5, by, L * 0.45, "#ffc080", 0.3)
    return Painted(
        "On a frozen pond, an old black flat iron glides over the ice all by itself, its hot "
        "sole melting a winding channel of open water behind it as steam curls up, and a "
        "white duck swims along the channel after it, past dry reeds frozen into the ice.",
        ["kindness", "making a way", "warmth", "winter", "help", "determination", "freedom"],
        setting="on a bright winter day",
    )


PREMISE = Premise(
    name="iron-breaks-the-ice",
    figure="iron",
    palettes=("snow", "noon"),
    stage=stage,
    max_cards=1,
    frame=False,
)
