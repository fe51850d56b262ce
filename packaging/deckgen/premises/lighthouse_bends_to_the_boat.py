"""Premise "lighthouse-bends-to-the-boat": out at sea, a red-and-white lighthouse on its rock
has bent its tall tower over like a neck, bowing its lit lantern down low over the water, and
shines it on a small lost sailboat below, which floats in the pool of its light.

The tower is a ribbon along a path (straight up from the rock, then arched over like a
heron's neck), banded red and white by arc length, with small windows and a door; its head
(gallery, glowing lantern room, dome and finial) is turned along the path's end. The boat is
the game-icons sailboat; the beam is a soft cone; the glow's core, the gallery rail and the
spray come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, rgb, smooth_noise
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, segment

Pt = tuple[float, float]
REDS = {"red": "#b8342c", "brick": "#a04a32", "crimson": "#a02838"}
WHITE = "#f2ece0"
LAMP = "#ffe6a0"


def _swell(ctx: Ctx, hy: float, strength: float) -> None:
    """Long swells on the sea below y=hy: darker troughs, wider toward the viewer."""
    gen = ctx.side()
    swell = np.zeros((H, W), np.float32)
    crest = np.zeros((H, W), np.float32)
    for k in range(14):
        t = (k + 1) / 15
        y = hy + (H - hy) * t**1.5
        amp = 5 + 26 * t * strength
        xs = np.linspace(-40, W + 40, 28)
        ph = float(gen.uniform(0, 6))
        pts = [(float(px), float(y + amp * np.sin(px / (110 + 190 * t) + ph))) for px in xs]
        swell = np.maximum(swell, polylines([pts], 4 + 18 * t) * 0.6)
        if k % 2 == 0:
            crest = np.maximum(crest, polylines([[(a, b - 5 - 8 * t) for a, b in pts]], 2 + 4 * t))
    blend(ctx.img, blur(swell, 6), ctx.img * 0.72, 0.6)
    blend(ctx.img, blur(crest, 2) * 0.5 * strength, ctx.c("light"), 0.5)


def _tower_path(ctx: Ctx, xb: float, yb: float, f: int) -> list[Pt]:
    """The tower's centre line: straight up from the rock, then arched over toward side f,
    ending bowed down toward the sea."""
    yk = H * ctx.u(0.44, 0.47)  # where it starts to bend
    xh = xb + f * W * ctx.u(0.25, 0.28)  # the head's x
    top = H * ctx.u(0.1, 0.12)
    straight = [(xb, yb + (yk - yb) * k / 16) for k in range(16)]
    bend = cubic((xb, yk), (xb, top), (xh - f * W * 0.05, top), (xh, H * 0.36), 60)
    p = np.asarray(straight + bend)
    arc = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(p, axis=0).T))])
    a = np.linspace(0, arc[-1], int(arc[-1] / 10))  # evenly spaced, 10 px apart
    return list(zip(np.interp(a, arc, p[:, 0]), np.interp(a, arc, p[:, 1]), strict=True))


def _band_masks(pts: list[Pt], widths: list[float], band: float) -> tuple[Arr, Arr]:
    """The whole tower and its red bands: the path cut square by arc length into bands."""
    p = np.asarray(pts)
    d = np.gradient(p, axis=0)
    nrm = np.stack([-d[:, 1], d[:, 0]], 1) / np.hypot(d[:, 0], d[:, 1])[:, None]
    half = np.asarray(widths)[:, None] / 2
    left, right = p + nrm * half, p - nrm * half
    arc = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(p, axis=0).T))])
    whole = ribbon(pts, widths, 2)
    red = np.zeros((H, W), np.float32)
    k = 1
    while k * band < arc[-1] - band * 0.5:
        idx = np.nonzero((arc >= k * band) & (arc <= (k + 1) * band))[0]
        if len(idx) > 1:
            poly = [tuple(v) for v in left[idx]] + [tuple(v) for v in right[idx][::-1]]
            red = np.maximum(red, polygon_fine(poly))
        k += 2
    return whole, np.clip(blur(red, 1.5) * whole, 0, 1)


def stage(ctx: Ctx) -> Painted:
    xb, s = third(ctx)
    f = -s  # the side it bends toward
    name = ctx.pal.name
    ctx.texture_sky(0.05)
    hz = ctx.u(0.5, 0.53)
    hy = hz * H
    if name == "golden":
        ctx.celestial(W / 2 + s * W * 0.38, hy - 50, 60, "sun")
        ctx.streaks(hz - 0.2, hz - 0.1, 0.5)
    elif name == "storm":  # heavy cloud low over the sea, darkest overhead
        dark = np.clip(1 - YY / (hz * H), 0, 1) ** 1.5 * (0.7 + 0.5 * smooth_noise(ctx.rng, 200))
        blend(ctx.img, np.clip(dark, 0, 1), ctx.c("ink") * 1.4, 0.22)
        ctx.streaks(hz - 0.16, hz - 0.06, 0.4)
    else:
        ctx.fog(hz - 0.12, 0.1, 0.35)
    tint = {"mist": "#46605a", "golden": "#5a3050", "storm": "#5e8074"}.get(name)
    ctx.water(hz, tint, ripple=6 if name == "mist" else 10)
    _swell(ctx, hy, {"mist": 0.4, "golden": 0.7}.get(name, 1.0))
    if name != "storm":
        ctx.fog(hz, 0.05, 0.5 if name == "mist" else 0.3)
    # the rock it stands on, waves breaking round its foot
    yb = H * ctx.u(0.8, 0.82)
    rng_r = ctx.side()
    rock = ellipse(xb, yb + 70, 250, 95, 6)
    for _k in range(6):
        rock = np.maximum(
            rock,
            ellipse(xb + rng_r.uniform(-200, 200), yb + rng_r.uniform(20, 90), 90, 60, 6),
        )
    rock *= yb + 150 > YY
    # the tower and its head
    pts = _tower_path(ctx, xb, yb, f)
    n = len(pts)
    widths = [230 - 110 * (k / (n - 1)) ** 0.7 + 30 * max(0.0, 1 - k / 5) for k in range(n)]
    ex, ey = pts[-1]
    px_, py_ = pts[-3]
    dx, dy = ex - px_, ey - py_
    dn = float(np.hypot(dx, dy))
    dx, dy = dx / dn, dy / dn  # along the head, toward the sea
    nx, ny = -dy, dx

    def hp(a: float, b: float) -> Pt:
        """A point of the head: `a` along it past the tower's end, `b` across it."""
        return (ex + dx * a + nx * b, ey + dy * a + ny * b)

    def quad(a0: float, a1: float, w0: float, w1: float) -> Arr:
        return polygon_fine([hp(a0, -w0), hp(a0, w0), hp(a1, w1), hp(a1, -w1)])

    lamp_c = hp(75, 0)
    ctx.light = (lamp_c[0], lamp_c[1] + 40)
    # the beam: a soft cone from the lantern down to the boat, and its pool on the sea
    bx = ex + f * W * ctx.u(0.02, 0.05)
    by = H * ctx.u(0.73, 0.75)
    beam = polygon_fine(
        [hp(60, -60), hp(60, 60), (bx + 250, by + 30), (bx - 250, by + 30)]
    ) * np.clip((YY - lamp_c[1]) / 80, 0, 1)
    beam_a = {"mist": 0.55, "golden": 0.45}.get(name, 0.5)
    blend(ctx.img, blur(beam, 30), rgb(LAMP), beam_a)
    blend(ctx.img, blur(beam, 8), rgb("#fff6d8"), beam_a * 0.35)
    pool = blur(ellipse(bx, by + 20, 330, 60, 2), 40)
    blend(ctx.img, pool, rgb(LAMP), 0.5)
    glint = (smooth_noise(ctx.side(), 10) > 0.6) * ellipse(bx, by + 20, 300, 52, 30)
    glint = glint * (np.sin(YY * 0.5) > 0.2)
    blend(ctx.img, blur(glint.astype(np.float32), 2), rgb("#fffbe8"), 0.6)
    glow(ctx.img, *lamp_c, 420, LAMP, 0.45 if name != "golden" else 0.35)
    # the rock, lit from the lamp above
    ctx.lit(rock, bbox_of(rock), rgb("#3a3838" if name != "golden" else "#4a3430"), rim=0.3)
    foam = np.zeros((H, W), np.float32)
    for _k in range(9):
        fx = xb + rng_r.uniform(-260, 260)
        foam = np.maximum(foam, ellipse(fx, yb + 140 + rng_r.uniform(-15, 15), 60, 14, 5))
    blend(ctx.img, foam * (1 - rock), rgb("#f4f6ee"), 0.75)
    # the tower: white, lit as a volume, then its red bands tinted over the shading
    red_name = str(ctx.rng.choice(list(REDS)))
    whole, red = _band_masks(pts, widths, ctx.u(120, 140))
    ctx.lit(whole, bbox_of(whole), rgb(WHITE), rim=0.5, separate=True)
    red_tint = rgb(REDS[red_name]) / rgb(WHITE)
    blend(ctx.img, red, np.clip(ctx.img * red_tint, 0, 1), 1.0)
    # a door at its foot and small windows up the straight part
    door = polygon_fine(
        [
            (xb - 26, yb + 2),
            (xb - 26, yb - 58),
            (xb, yb - 74),
            (xb + 26, yb - 58),
            (xb + 26, yb + 2),
        ]
    )
    wins = np.maximum.reduce(
        [
            ellipse(xb + 8 * f, yb - 330, 13, 24, 2),
            ellipse(xb + 8 * f, yb - 600, 12, 22, 2),
        ]
    )
    blend(ctx.img, np.maximum(door, wins), rgb("#2a2226"), 0.92)
    # the head: a gallery across the tower's end, the lantern room, the dome, the finial
    gallery = quad(-8, 20, 108, 108)
    lantern = quad(20, 130, 72, 72)
    dome = np.maximum(quad(130, 150, 84, 68), _dome(hp, 150, 68, 60))
    finial = disc(*hp(222, 0), 16, 2)
    dark = rgb("#2a2024")
    ctx.lit(gallery, bbox_of(gallery), dark, rim=0.5)
    blend(ctx.img, lantern, rgb("#fff0b8"), 1.0)
    bars = polylines([[hp(20, b), hp(130, b)] for b in (-36, 0, 36)], 6)
    blend(ctx.img, bars * lantern, rgb("#8a6a3a"), 0.6)
    ctx.lit(dome, bbox_of(dome), rgb(REDS[red_name]) * 0.7, rim=0.5)
    ctx.lit(finial, bbox_of(finial), dark, rim=0.5)
    head = np.maximum.reduce([gallery, lantern, dome, finial])
    tower = np.maximum(whole, head)
    focus_on(ctx, tower, 3, 2.0)
    focus_on(ctx, head, 2, 2.5)
    add_element(
        ctx,
        "a bending lighthouse",
        "main",
        bbox_of(tower),
        ("lighthouse", "building", "light", "tower", "bending"),
    )
    # the boat, dark against the pool of light
    blend(ctx.img, blur(ellipse(bx, by + 22, 130, 12, 2), 6), ctx.img * 0.45, 0.7)
    tilt = ctx.u(4, 9) * f
    boat = sec(ctx, "sailboat", bx, by - 40, H * 0.11, flip=f < 0, rot=tilt)
    bb = bbox_of(boat)
    hull = boat * (bb[3] - (bb[3] - bb[1]) * 0.26 < YY)
    cream = rgb("#efe4cf")
    blend(ctx.img, boat - hull, np.clip(ctx.img * rgb("#c0603c") / cream, 0, 1), 1.0)
    blend(ctx.img, hull, np.clip(ctx.img * rgb("#4e3628") / cream, 0, 1), 1.0)
    # after the paint: the lantern's glow and core, the gallery rail, the spray at the rock
    later_glow(ctx, *lamp_c, 160, LAMP, 0.55, core=22)
    rail = polylines([[hp(-40, -110), hp(-40, 110)]], 5)
    rail = np.maximum(rail, polylines([[hp(-40, b), hp(-8, b)] for b in range(-104, 110, 26)], 4))
    after_mask(ctx, rail, "#2a2024", 0.85)
    spray = np.zeros((H, W), np.float32)
    gen = ctx.side()
    for _k in range(40):
        sx_ = xb + gen.uniform(-260, 260)
        sy_ = yb + 120 - gen.uniform(0, 90) * (1.0 if name == "storm" else 0.5)
        spray = np.maximum(spray, disc(sx_, sy_, gen.uniform(2, 5), 1.2))
    after_mask(ctx, spray, "#f6f8f0", 0.8)
    where = {
        "mist": "In a thick sea mist",
        "golden": "At sundown",
        "storm": "Out at sea in the rain",
    }.get(name, "At sea")
    if name == "storm":  # rain, seen only where it falls through the beam
        gen = ctx.side()
        streaks = np.zeros((H, W), np.float32)
        for _k in range(160):
            rx, ry = gen.uniform(bx - 300, bx + 300), gen.uniform(lamp_c[1], by + 40)
            ln = gen.uniform(26, 46)
            streaks = np.maximum(streaks, segment(rx, ry, rx - 0.2 * ln, ry + ln, 3.0))
        after_mask(ctx, streaks * np.clip(blur(beam, 20) * 1.5, 0, 1), "#fffbe6", 0.55)
    return Painted(
        f"{where}, a red-and-white lighthouse on its rock has bent its tall tower over like a "
        "neck and bows its lit lantern low over the waves, shining its beam on a small lost "
        "sailboat with a red sail that floats in the pool of its light below.",
        ["guidance", "care", "hope", "searching", "homecoming", "devotion", "coming to life"],
    )


def _dome(hp: Callable[[float, float], Pt], a: float, w: float, ln: float) -> Arr:
    """A dome on the lantern: a half ellipse from `a` along the head, `w` wide, `ln` long."""
    pts = [hp(a + ln * np.sin(t), w * np.cos(t)) for t in np.linspace(0, np.pi, 24)]
    return polygon_fine(pts)


PREMISE = Premise(
    name="lighthouse-bends-to-the-boat",
    figure="lighthouse",
    palettes=("mist", "golden", "storm"),
    stage=stage,
    frame=False,
)
