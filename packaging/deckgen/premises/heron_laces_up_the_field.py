"""Premise "heron-laces-up-the-field": a long crack has split a sunny meadow from the far hills
to the viewer's feet, and a grey heron is lacing it back together like a shoe: brass eyelets
run along both lips of the rift, a red lace criss-crosses over the dark gap from the horizon,
and the heron, standing on the grass beside the last open stretch, pulls both ends of the lace
tight in its beak.

The crack, its eyelets and the lace are drawn from shapes (the lace and the eyelets after the
paint, thinner than a stroke); the heron and a sheep on the far side are icons.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, main, sec, third
from ..kit.premise import Painted, Premise
from ..kit.props import thread
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine
from ..kit.sky import cloud_puff, day_zenith, shade_under

Pt = tuple[float, float]
LACES = {"red": "#d8322a", "scarlet": "#e8452a"}


def _ground(ctx: Ctx, horizon: float, s: int) -> None:
    """Far blue hills, then the meadow (or snowfield) running down to the viewer."""
    snow = ctx.pal.name == "snow"
    for i, (dy, col) in enumerate(((-0.035, "#9fc0c4"), (-0.012, "#8fb89a"))):
        if snow:
            col = ("#b8c8d8", "#d0dce8")[i]
        yb = (
            horizon + H * dy + 22 * np.sin(XX / ctx.u(150, 230) + ctx.u(0, 6)) + 9 * np.sin(XX / 57)
        )
        m = np.clip((YY - yb) / 3, 0, 1).astype(np.float32)
        blend(ctx.img, m, mix(ctx.sky_at(0.7), rgb(col), 0.6 + 0.2 * i))
    yb = horizon + 8 * np.sin(XX / 90 + ctx.u(0, 6))
    field = np.clip((YY - yb) / 2.5, 0, 1).astype(np.float32)
    t = np.clip((YY - horizon) / (H - horizon), 0, 1)
    if snow:
        g = rgb("#f4f8fc")
        shade = 1.0 - 0.16 * t
    else:
        g = mix(rgb(ctx.pal.ground), rgb("#a4d86a"), 0.6)
        shade = 1.12 - 0.22 * t
    tex = (
        1
        + 0.12 * (aniso_noise(ctx.rng, 120, 18) - 0.5)
        + 0.26 * t * (aniso_noise(ctx.side(), 6, 30) - 0.5)
    )
    blend(ctx.img, field, np.clip(g[None, None, :] * (shade * tex)[..., None], 0, 1))
    # sunlight sweeping over the field from the sun's side
    sweep = np.clip(1 - np.hypot((XX - (W / 2 - s * W * 0.4)) / W, (YY - horizon) / H * 1.6), 0, 1)
    blend(ctx.img, field * sweep, rgb("#fff6c8"), 0.22)
    blend(ctx.img, field * np.clip(1 - (YY - yb) / 24, 0, 1), rgb("#eef6c0"), 0.4)
    if not snow:  # daisies and buttercups scattered over the grass
        gen = ctx.side()
        for _ in range(260):
            fy = float(gen.uniform(horizon + 30, H))
            fx = float(gen.uniform(0, W))
            r = 1.5 + 6 * (fy - horizon) / (H - horizon)
            col = "#ffffff" if gen.random() < 0.7 else "#ffd84a"
            blend(ctx.img, ellipse(fx, fy, r, r * 0.7, 1), rgb(col), 0.85)


class Crack:
    """The rift, from the far hills to the foreground: its centreline, half width and lips at
    a point t in [0, 1] along it (0 far, 1 near); the lips are jagged, the eyelets follow a
    smooth line a little back from them."""

    def __init__(self, ctx: Ctx, horizon: float, s: int) -> None:
        far = (W / 2 - s * W * ctx.u(0.04, 0.1), horizon + 6)
        near = (W / 2 - s * W * ctx.u(0.08, 0.12), H + 40)
        self.line = cubic(
            far,
            (far[0] - s * W * 0.16, far[1] + H * 0.12),
            (near[0] - s * W * 0.22, near[1] - H * 0.3),
            near,
            200,
        )
        self.wide = ctx.u(140, 155)
        jag = ctx.rng.normal(0, 1, (2, 161))
        jag = np.cumsum(jag, 1) * 0.25 + ctx.rng.normal(0, 0.5, (2, 161))
        self.jag = jag - jag.mean(1, keepdims=True)

    def at(self, t: float) -> tuple[Pt, Pt, float]:
        """The centre, the unit vector across the crack and its half width at t."""
        k = min(len(self.line) - 2, int(t * (len(self.line) - 1)))
        (ax, ay), (bx, by) = self.line[k], self.line[k + 1]
        dx, dy = bx - ax, by - ay
        n = float(np.hypot(dx, dy)) or 1.0
        hw = 1.5 + self.wide * t**1.5
        return (ax, ay), (dy / n, -dx / n), hw

    def lip(self, t: float, side: int, out: float = 0.0) -> Pt:
        (cx, cy), (px, py), hw = self.at(t)
        r = side * (hw + out)
        return (cx + px * r, cy + py * r * 0.8)

    def mask(self) -> Arr:
        pts = []
        for side in (-1, 1):
            row = []
            for k in range(161):
                t = k / 160
                hw = self.at(t)[2]
                row.append(self.lip(t, side, hw * 0.18 * self.jag[(side + 1) // 2, k]))
            pts += row if side < 0 else row[::-1]
        return polygon_fine(pts)


def _draw_crack(ctx: Ctx, cr: Crack) -> Arr:
    m = cr.mask()
    blend(ctx.img, m, rgb("#1e150f"))
    # the far wall faces the viewer: lit earth under its grassy lip, dark deep down
    wall = m * (1 - np.roll(m, 30, 0))
    blend(ctx.img, blur(wall, 4) * m, rgb("#7a583c"), 0.9)
    blend(ctx.img, blur(m * (1 - np.roll(m, 9, 0)), 2) * m, rgb("#4a6a30"), 0.7)
    strata = aniso_noise(ctx.side(), 50, 5) - 0.5
    ctx.img *= (1 + 0.35 * strata * m)[..., None]
    lipline = np.clip(blur(m, 6) * 2.2 - m * 1.6, 0, 1) * (1 - m)
    blend(ctx.img, lipline, rgb("#2e2418"), 0.4)
    focus_on(ctx, m, 4, 1.6, weight=0.8)
    return m


def _eyelets(cr: Crack, n: int, t_end: float) -> list[tuple[Pt, Pt, float]]:
    """The pairs of eyelets, far to near: left, right and a ring radius."""
    out = []
    for k in range(n + 1):
        t = 0.03 + (t_end - 0.03) * (k / n) ** 0.8
        hw = cr.at(t)[2]
        off = 6 + hw * 0.22
        out.append((cr.lip(t, -1, off), cr.lip(t, 1, off), 5 + hw * 0.1))
    return out


def _draw_lacing(ctx: Ctx, holes: list[tuple[Pt, Pt, float]], beak: Pt, colour: str) -> None:
    def draw(img: Arr) -> None:
        for a, b, r in holes:  # brass rings with a dark hole, squashed by the ground
            for x, y in (a, b):
                blend(
                    img, blur(ellipse(x, y + r * 0.3, r * 1.3, r * 0.8, 1), 2), rgb("#20160e"), 0.5
                )
                blend(img, ellipse(x, y, r, r * 0.62, 1), rgb("#c9a040"), 1.0)
                blend(
                    img,
                    ellipse(x - r * 0.25, y - r * 0.2, r * 0.4, r * 0.2, 1),
                    rgb("#fff0b8"),
                    0.8,
                )
                blend(img, ellipse(x, y, r * 0.5, r * 0.3, 1), rgb("#241a10"), 1.0)
        for k in range(len(holes) - 1):
            (la, ra, r0), (lb, rb, r1) = holes[k], holes[k + 1]
            w = 3 + (r0 + r1) * 0.5
            if k == 0:
                thread(img, [la, ra], w * 0.9, colour)
            thread(img, [la, rb], w, colour)
            thread(img, [ra, lb], w, colour)
        (ln, rn, rr) = holes[-1]
        w = 3 + rr
        for p in (ln, rn):
            pts = [p, ((p[0] + beak[0]) / 2, (p[1] + beak[1]) / 2 + 6), beak]
            thread(img, pts, w, colour)

    ctx.after.append(draw)


def _on_icon(cx: float, cy: float, hh: float, f: int, rot: float, u: float, v: float) -> Pt:
    """Where a point (u across, v down, in the unflipped icon's box) of the heron lands."""
    x, y = (u - 0.5) * hh * 42 / 53 * f, (v - 0.5) * hh
    a = np.radians(rot)
    return (cx + x * np.cos(a) + y * np.sin(a), cy - x * np.sin(a) + y * np.cos(a))


def _face(ctx: Ctx, heron: Arr, at: tuple[float, float, float, int, float]) -> Pt:
    """The heron's yellow dagger of a beak and its eye, after the paint; returns the beak's
    tip (its farthest point toward where it faces, in the icon's top third)."""
    cx, cy, hh, f, rot = at
    # a grey heron's pale neck and face, and its dark plume
    _, ny = _on_icon(cx, cy, hh, f, rot, 0.7, 0.3)
    neck = heron * np.clip((ny - YY) / 6, 0, 1)
    ctx.lit(neck, bbox_of(neck), rgb("#d4d8dc"), rim=0.6)
    px, py = _on_icon(cx, cy, hh, f, rot, 0.5, 0.06)
    after_mask(ctx, heron * ellipse(px, py, hh * 0.16, hh * 0.05, 3), "#22262c", 0.85)
    bx, by = _on_icon(cx, cy, hh, f, rot, 0.86, 0.128)
    beak = heron * ellipse(bx, by, hh * 0.12, hh * 0.03, 2)
    after_mask(ctx, beak, "#d9a536", 0.9)
    ex, ey = _on_icon(cx, cy, hh, f, rot, 0.63, 0.118)
    after_mask(ctx, disc(ex, ey, hh * 0.011, 1.2), "#f4d25a", 1.0)
    after_mask(ctx, disc(ex, ey, hh * 0.006, 1), "#120c08", 1.0)
    x0, y0, x1, y1 = bbox_of(heron)
    top = heron[y0 : y0 + (y1 - y0) // 3, x0:x1] > 0.4
    ys, xs = np.nonzero(top)
    i = int(np.argmin(xs)) if f < 0 else int(np.argmax(xs))
    return (x0 + float(xs[i]) - f * 6, y0 + float(ys[i]))


def stage(ctx: Ctx) -> Painted:
    hx, s = third(ctx)  # the heron on a third, facing the crack in the middle
    f = -s
    horizon = H * ctx.u(0.38, 0.4)
    sun = (W / 2 - s * W * 0.42, H * ctx.u(0.07, 0.1))
    ctx.light = sun
    ctx.texture_sky(0.03)
    day_zenith(ctx)
    blue = np.clip(1 - YY / (H * 0.5), 0, 1) ** 0.9
    blend(ctx.img, blue, rgb("#6aa8dc"), 0.45 if ctx.pal.name == "spring" else 0.25)
    glow(ctx.img, sun[0], sun[1], 620, "#fff6d8", 0.55)
    blend(ctx.img, disc(sun[0], sun[1], 62, 3), rgb("#fffdf0"), 1.0)
    later_glow(ctx, sun[0], sun[1], 300, "#fffbe8", 0.25)
    for k in range(2):
        cx = W / 2 + s * W * ctx.u(0.05, 0.35) if k == 0 else W / 2 - s * W * ctx.u(0.05, 0.2)
        cy = H * (0.16 if k == 0 else 0.27) + ctx.u(-30, 30)
        cm = cloud_puff(cx, cy, W * ctx.u(0.32, 0.42), H * 0.06, ctx.rng, 7)
        blend(ctx.img, cm, rgb("#fbfcfd"))
        shade_under(ctx, cm, "#b4c4d6", 0.45)
    _ground(ctx, horizon, s)
    cr = Crack(ctx, horizon, s)
    crack = _draw_crack(ctx, cr)
    tags = ("crack", "earth", "gap")
    add_element(ctx, "a long crack across the field", "frame", bbox_of(crack), tags)
    # a sheep on the far lip of the rift, looking across it
    shx, shy = cr.lip(0.3, s, ctx.u(170, 220))
    shx = float(np.clip(shx, 110, W - 110))
    sec(ctx, "sheep", shx, shy - H * 0.04, H * 0.08, shadow=shy, flip=s > 0, fill="#ece6d8")
    # the heron, standing on the grass beside the open stretch, pulling the lace up tight
    n = int(ctx.rng.integers(9, 11))
    t_end = ctx.u(0.6, 0.64)
    holes = _eyelets(cr, n, t_end)
    hh = H * ctx.u(0.36, 0.39)
    feet = H * ctx.u(0.9, 0.92)
    hx = float(np.clip(hx + s * 40, hh * 0.42, W - hh * 0.42))
    heron = main(
        ctx,
        "heron",
        hx,
        feet - hh / 2,
        hh,
        shadow=feet,
        flip=f < 0,
        rot=11 * f,
        fill="#66727f",
        rim=0.7,
    )
    beak = _face(ctx, heron, (hx, feet - hh / 2, hh, f, 11 * f))
    colour = str(ctx.rng.choice(list(LACES)))
    _draw_lacing(ctx, holes, beak, LACES[colour])
    bb_lace = bbox_of(np.maximum(disc(*holes[0][0], 20), disc(*holes[-1][1], 20)))
    tags = ("lace", "shoe", "string")
    add_element(ctx, "a red lace through brass eyelets", "secondary", bb_lace, tags)
    after_mask(ctx, disc(beak[0], beak[1], 4, 1), LACES[colour], 0.9)
    land = "snowfield" if ctx.pal.name == "snow" else "sunny spring meadow"
    return Painted(
        f"A long crack has split a {land} apart from the far hills to the foreground, and a "
        "grey heron is lacing the earth back together like a shoe: a red lace threaded "
        "through brass eyelets criss-crosses the dark gap, and the heron pulls both ends "
        "tight in its beak, while a sheep looks on from the far side.",
        ["mending", "reconciliation", "togetherness", "care", "patience", "repair"],
    )


PREMISE = Premise(
    name="heron-laces-up-the-field",
    figure="heron",
    palettes=("snow", "spring"),
    stage=stage,
)
