"""Premise "sandcastle-keeps-its-lights-on": on an empty beach at the end of the day, long
after the children have gone home, a sandcastle has come alive: its little windows and its
gate glow warm yellow, a pennant flies from its highest tower and a crab stands guard at the
gate, while the evening tide creeps up the sand towards its moat, its foam a hand's width
away; a forgotten red spade lies on the sand beside it.

The sandcastle is drawn from shapes (bucket-moulded towers with merlons, a keep, a turret);
the sea is the sky mirrored, its wash running level with the moat on one side and wrapping
round it a hand's width off. The crab is drawn from parts (a body, legs, raised claws, eyes
on stalks). The windows, the pennant's stick and the foam's lace come again after the paint.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines

Pt = tuple[float, float]
Win = tuple[float, float, float, float]  # centre x, bottom y, width, height
GOLD = "#ffd35a"
FLAGS = {"red": "#d8342a", "yellow": "#f2c230", "blue": "#3a6ad0"}


def _fill(polys: list[list[Pt]], ovals: tuple[Win, ...] = ()) -> Arr:
    """One mask of several polygons and ellipses (cx, cy, rx, ry), drawn at twice the size."""
    im = Image.new("L", (W * 2, H * 2), 0)
    d = ImageDraw.Draw(im)
    for p in polys:
        d.polygon([(2 * x, 2 * y) for x, y in p], fill=255)
    for cx, cy, rx, ry in ovals:
        d.ellipse((2 * (cx - rx), 2 * (cy - ry), 2 * (cx + rx), 2 * (cy + ry)), fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def _quad(x: float, y0: float, y1: float, w0: float, w1: float) -> list[Pt]:
    """A trapezoid centred on x, w0 wide at y0 and w1 wide at y1."""
    return [(x - w0 / 2, y0), (x + w0 / 2, y0), (x + w1 / 2, y1), (x - w1 / 2, y1)]


def _bucket(x: float, y0: float, y1: float, wb: float, wt: float, n: int) -> list[list[Pt]]:
    """A bucket-moulded tower from its foot y0 to its top y1, with n merlons on it."""
    slot = wt / (2 * n - 1)
    xs = [x - wt / 2 + (2 * k + 0.5) * slot for k in range(n)]
    merlons = [_quad(a, y1 + 2, y1 - slot * 0.9, slot, slot * 0.9) for a in xs]
    return [_quad(x, y0, y1, wb, wt), *merlons]


def _arches(wins: list[Win], grow: float = 0.0) -> Arr:
    """Arched windows: a box with a round top, `grow` px larger all round."""
    polys = [_quad(x, b + grow, b - h + w / 2, w + 2 * grow, w + 2 * grow) for x, b, w, h in wins]
    return _fill(
        polys, tuple((x, b - h + w / 2, w / 2 + grow, w / 2 + grow) for x, b, w, h in wins)
    )


def _tide(ctx: Ctx, hz: float, cx: float, bc: float, rxo: float, ryo: float, s: int) -> Arr:
    """The sea, the beach and the wash's foam; returns the sand's colour."""
    gap = W * ctx.u(0.05, 0.06)  # a hand's width
    xs = np.arange(W, dtype=np.float64)
    y0 = hz + H * ctx.u(0.085, 0.095) + 10 * np.sin(xs / 97 + ctx.u(0, 6))
    # on the tide's side the wash runs low, level with the moat, and wraps round its flank a
    # hand's width off; behind the castle it goes back up the beach
    tx = cx - s * (rxo + gap)
    dn = (xs - tx) * -s  # > 0 away from the castle
    far = bc - H * 0.05 * np.clip(dn / (W * 0.4), 0, 1) ** 1.5
    ring = bc - (ryo + gap * 0.45) * np.sqrt(np.clip(1 - ((xs - cx) / (rxo + gap)) ** 2, 0, 1))
    w = np.clip(1 + dn / ((rxo + gap) * 0.6), 0, 1)
    edge = np.where(dn > 0, far, y0 + (ring - y0) * w * w * (3 - 2 * w))
    edge = np.convolve(np.pad(edge, 15, mode="edge"), np.ones(15) / 15, "same")[15:-15]
    edge += 6 * np.sin(xs / 23 + ctx.u(0, 6)) * np.sin(xs / 61)
    e2 = edge[None, :].astype(np.float32)
    sea_m = np.clip((e2 - YY) / 2 + 0.5, 0, 1) * (hz < YY)
    sky = ctx.img.copy()
    # the beach: pale sand under the evening sky, grained, darker toward us
    sand_c = mix(rgb("#dcb88e"), ctx.sky_at(hz / H - 0.02), 0.3)
    if ctx.pal.dark:
        sand_c = mix(sand_c, rgb("#8a6a80"), 0.3)
    side = ctx.side()
    grain = aniso_noise(side, 70, 14) - 0.5 + 0.6 * (aniso_noise(side, 14, 6) - 0.5)
    depth = np.clip((YY - hz) / (H - hz), 0, 1)
    sand = sand_c[None, None, :] * (1 + 0.12 * grain[..., None]) * (1 - 0.25 * depth[..., None])
    beach = np.clip((YY - hz - H * 0.05) / 20, 0, 1)[..., None]
    ctx.img[:] = ctx.img * (1 - beach) + np.clip(sand, 0, 1) * beach
    # wet sand the last wave left, shining, just below the foam
    wet = np.clip(1 - (YY - e2) / 45, 0, 1) * (e2 < YY)
    blend(ctx.img, wet, mix(sand_c * 0.7, ctx.c("light"), 0.15), 0.55)
    # the sea: the sky it holds, a sheen on the shallows, swells, lines of foam
    shallow = np.clip((YY - y0[None, :].astype(np.float32)) / 160 + 0.2, 0, 1) * sea_m
    blend(ctx.img, sea_m * (1 - 0.2 * shallow), mix(sky, rgb("#3a4a78"), 0.12))
    blend(ctx.img, shallow, mix(sand_c, ctx.c("light"), 0.3), 0.12)
    sheen = np.clip((aniso_noise(ctx.side(), 120, 10) - 0.55) * 4, 0, 1) * shallow
    blend(ctx.img, sheen, ctx.c("light"), 0.3)
    swell = aniso_noise(ctx.side(), 200, 8) - 0.5
    ctx.img *= (1 + 0.14 * swell * sea_m * (1 - shallow))[..., None]
    for k, off in enumerate((H * 0.035, H * 0.07)):
        band = np.exp(-(((YY - (y0[None, :] - off * (1 + 0.3 * k) + 30)) / (5 - k)) ** 2))
        band *= aniso_noise(ctx.side(), 60, 6) > 0.45
        blend(ctx.img, band * sea_m, rgb("#f4ece8"), 0.55)
    lace_n = aniso_noise(ctx.side(), 16, 7)
    lead = np.exp(-(((YY - e2 + 11) / 11) ** 2)) * (hz + H * 0.03 < YY)
    back = np.exp(-(((YY - e2 + 34) / 6) ** 2)) * (lace_n > 0.5) * (hz + H * 0.03 < YY)
    blend(ctx.img, np.roll(blur(lead, 6), 10, 0) * (e2 < YY), sand_c * 0.45, 0.4)
    blend(ctx.img, np.clip(lead + back * 0.8, 0, 1), rgb("#fffaf4"), 0.95)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(lead, 8) * 1.6, 0, 1) * 0.8)
    after_mask(ctx, lead * (lace_n > 0.4), "#ffffff", 0.55)
    label = "the evening tide's foam creeping up towards the moat"
    tip = mask_bbox(lead * (np.abs(XX - tx) < W * 0.2))
    add_element(ctx, label, "secondary", tip, ("sea", "wave", "tide", "foam"))
    return sand_c


def _crab(ctx: Ctx, kx: float, ky: float, r: float, gate: Pt) -> None:
    """A crab facing us, claws raised, lit from behind by the gate; (kx, ky) its feet."""
    legs = [
        [
            (kx + d * r * 0.6, ky - r * 0.3 + k * 12),
            (kx + d * r * (1.25 + 0.1 * k), ky - r * 0.45 + k * 16),
            (kx + d * r * (1.5 + 0.12 * k), ky + r * 0.3 + k * 8),
        ]
        for d in (-1, 1)
        for k in range(3)
    ]
    arms = [[(kx + d * r * 0.55, ky - r * 0.5), (kx + d * r * 1.1, ky - r * 0.95),
             (kx + d * r * 1.05, ky - r * 1.4)] for d in (-1, 1)]  # fmt: skip
    # chunky pincers: an oval with a notch cut in its top, opening inwards
    claws = sum(np.clip(ellipse(kx + d * r * 1.05, ky - r * 1.7, r * 0.3, r * 0.42, 2)
                        - ellipse(kx + d * r * 0.93, ky - r * 2.05, r * 0.14, r * 0.3, 2), 0, 1)
                for d in (-1, 1))  # fmt: skip
    body = ellipse(kx, ky - r * 0.35, r, r * 0.58, 2)
    limbs = np.clip(polylines(legs, r * 0.14) + polylines(arms, r * 0.24) + claws - body, 0, 1)
    km = np.clip(body + limbs, 0, 1)
    kbb = mask_bbox(km)
    ctx.cast_shadow(km, kbb, ky + r * 0.3, 0.4)
    saved, ctx.light = ctx.light, gate
    ctx.lit(limbs, kbb, rgb("#d84a2a"), rim=0.9)
    ctx.lit(body, kbb, rgb("#ec5a32"), rim=0.9)
    ctx.light = saved
    eyes = [(kx + d * r * 0.28, ky - r * 1.05) for d in (-1, 1)]
    after_mask(
        ctx, polylines([[(x, ky - r * 0.7), (x, y)] for x, y in eyes], r * 0.08), "#b83a20", 1
    )
    after_mask(ctx, sum(ellipse(x, y, r * 0.12, r * 0.12, 1.5) for x, y in eyes), "#fff8ee", 1)
    after_mask(ctx, sum(ellipse(x, y, r * 0.06, r * 0.07, 1.2) for x, y in eyes), "#1a1010", 1)
    focus_on(ctx, km, 3, 2.0)
    label = "a crab standing guard at the gate, claws raised"
    add_element(ctx, label, "secondary", kbb, ("animal", "crab", "guard"))


def _spade(ctx: Ctx, sx: float, sy: float, s: int, sand_c: Arr) -> None:
    """A red plastic spade lying on the sand, its handle toward the tide."""
    ang = np.radians(ctx.u(12, 22)) * s
    ux, uy = float(np.cos(ang)) * -s, float(np.sin(ang)) * -s

    def q(a: float, b: float) -> Pt:
        return (sx + ux * a - uy * b, sy + uy * a + ux * b)

    L = W * 0.17
    blade = [q(0, -34), q(L * 0.45, -30), q(L * 0.45, 30), q(0, 34), q(-18, 20), q(-18, -20)]
    shaft = [q(L * 0.44, -10), q(L * 1.25, -10), q(L * 1.25, 10), q(L * 0.44, 10)]
    grip = [q(L * 1.22, -32), q(L * 1.36, -32), q(L * 1.36, 32), q(L * 1.22, 32)]
    spade = _fill([blade, shaft, grip])
    sb = mask_bbox(spade)
    ctx.cast_shadow(spade, sb, sb[3], 0.3)
    blend(ctx.img, np.roll(blur(spade, 5), 12, 0) * (1 - spade), sand_c * 0.4, 0.5)
    ctx.lit(spade, sb, rgb("#e03024"), rim=0.6)
    focus_on(ctx, spade, 3, 2.0)
    add_element(ctx, "a forgotten red spade", "secondary", sb, ("spade", "toy", "beach"))


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the castle's side; the tide comes on side -s
    cx = W * (0.5 + s * ctx.u(0.135, 0.145))
    hz = H * ctx.u(0.385, 0.4)
    by = H * ctx.u(0.755, 0.765)  # the castle's front foot
    cw, ch = W * 0.45, H * ctx.u(0.39, 0.4)
    # --- the evening sky, the sun going down into the sea on the tide's side ---------------
    ctx.texture_sky(0.05)
    ctx.streaks(hz / H - 0.16, hz / H - 0.05, 0.45)
    sun = (W / 2 - s * W * ctx.u(0.28, 0.33), hz - 34)
    ctx.celestial(sun[0], sun[1], 58, "sun")
    if ctx.pal.dark:
        pts = ctx.side().uniform(0, 1, (40, 3))
        stars = sum(ellipse(u * W, v * hz * 0.45, 2 + 2 * k**3, 2 + 2 * k**3, 1) for u, v, k in pts)
        after_mask(ctx, np.clip(stars, 0, 1), "#fff4dc", 0.8)
    ctx.water(hz / H, ripple=5)
    path = np.exp(-(((XX - sun[0]) / 50) ** 2)) * (aniso_noise(ctx.side(), 30, 5) > 0.5)
    path *= (hz < YY) * np.clip(1 - (YY - hz) / (H * 0.15), 0, 1)
    blend(ctx.img, path, ctx.c("light"), 0.6)
    # --- the beach, the sea and its wash; the moat round the island the castle stands on ----
    bc = by - 0.03 * ch  # the moat's centre
    rxi, ryi = 0.58 * cw, 0.075 * ch
    rxo, ryo = rxi + 0.13 * cw, ryi + 0.035 * ch
    sand_c = _tide(ctx, hz, cx, bc, rxo, ryo, s)
    outer, island = ellipse(cx, bc, rxo, ryo, 2), ellipse(cx, bc, rxi, ryi, 2)
    heap = np.clip(ellipse(cx, bc + 6, rxo + 34, ryo + 14, 6) - outer, 0, 1)
    blend(ctx.img, heap, mix(sand_c, ctx.c("light"), 0.2), 0.5)
    blend(ctx.img, np.clip(blur(outer, 10) - outer, 0, 1), sand_c * 0.5, 0.35)
    moat = np.clip(outer - island, 0, 1)
    blend(ctx.img, moat, mix(ctx.sky_at(0.3), rgb("#2a3058"), 0.2))
    blend(ctx.img, moat * np.clip((YY - bc) / ryo, 0, 1), ctx.sky_at(hz / H - 0.05), 0.35)
    blend(ctx.img, np.clip(outer - np.roll(outer, 7, 0), 0, 1), sand_c * 0.55, 0.8)
    blend(ctx.img, island, sand_c * 0.92)
    # --- the sandcastle: a wall, two towers, a keep and a turret, all bucket-moulded -------
    y_wall, y_tow, y_keep, y_tur = by - 0.34 * ch, by - 0.56 * ch, by - 0.74 * ch, by - 0.93 * ch
    polys = [_quad(cx, by, y_wall, 0.74 * cw, 0.72 * cw)]
    for d in (-1, 1):
        polys += _bucket(cx + d * 0.2 * cw, y_wall + 2, y_wall, 0.2 * cw, 0.2 * cw, 3)
        polys += _bucket(cx + d * 0.37 * cw, by, y_tow, 0.26 * cw, 0.21 * cw, 3)
    polys += _bucket(cx, by, y_keep, 0.38 * cw, 0.33 * cw, 4)
    polys += _bucket(cx, y_keep + 4, y_tur, 0.18 * cw, 0.155 * cw, 3)
    polys.append(_quad(cx, by + 0.035 * ch, by - 0.02 * ch, 0.9 * cw, 0.8 * cw))
    castle = _fill(polys)
    cb = mask_bbox(castle)
    ctx.cast_shadow(castle, cb, by + 0.03 * ch, 0.45)
    ctx.contact(castle, cb)
    tone = rgb(pick(ctx, ["#caa070", "#d2a878", "#c09468"]))
    ctx.lit(castle, cb, tone, rim=0.8, separate=True)
    # moulded sand: the bucket's rings and crumbs
    rings = sum(
        np.exp(-(((YY - yk) / 2.5) ** 2)) for yk in np.arange(y_tur + 0.04 * ch, by, 0.045 * ch)
    )
    blend(ctx.img, np.clip(rings, 0, 1) * castle, tone * 0.45, 0.25)
    crumbs = np.clip((aniso_noise(ctx.side(), 22, 30) - 0.5) * 2, -1, 1) * castle
    ctx.img *= (1 + 0.1 * crumbs)[..., None]
    # --- the lit windows, the open gate, and the warm light they spill -----------------------
    ww, wh = 0.085 * cw, 0.13 * ch
    wins: list[Win] = [
        (cx - 0.37 * cw, by - 0.36 * ch, ww, wh),
        (cx + 0.37 * cw, by - 0.36 * ch, ww, wh),
        (cx - 0.08 * cw, by - 0.53 * ch, ww, wh),
        (cx + 0.08 * cw, by - 0.53 * ch, ww, wh),
        (cx, by - 0.79 * ch, ww * 0.8, wh * 0.75),
        (cx, by, 0.14 * cw, 0.24 * ch),  # the gate
    ]
    lights = _arches(wins)
    blend(ctx.img, blur(_arches(wins, 10), 14) * castle, rgb("#ff9a3a"), 0.55)
    blend(ctx.img, lights, rgb(GOLD))
    core = blur(_arches([(x, b - h * 0.08, w * 0.55, h * 0.7) for x, b, w, h in wins]), 4)
    blend(ctx.img, core, rgb("#fff4c0"), 0.8)
    for x, b, w, h in wins:
        glow(ctx.img, x, b - h / 2, w * 3, "#ffc060", 0.3)
        later_glow(ctx, x, b - h / 2, w * 2.2, "#ffcf6a", 0.22)
    spill = ellipse(cx, by + 0.05 * ch, 0.16 * cw, 0.05 * ch, 14) * np.clip(island + moat, 0, 1)
    blend(ctx.img, spill, rgb("#ffc45a"), 0.55)
    focus_on(ctx, castle, 4, 2.0)
    after_mask(ctx, lights, GOLD, 0.9)
    after_mask(ctx, blur(core, 2), "#fff8d8", 0.85)
    # --- the pennant on the turret's stick -------------------------------------------------
    top = y_tur - 0.028 * cw
    st = (cx, top - 0.15 * ch)
    fcol = pick(ctx, list(FLAGS))
    fl = 0.2 * cw
    mid = [
        (st[0] + s * fl * t, st[1] + 3 + fl * t * 0.12 + 8 * np.sin(t * 5))
        for t in np.linspace(0, 1, 12)
    ]
    flag_pts = [(x, y - (1 - i / 11) * fl * 0.22) for i, (x, y) in enumerate(mid)]
    flag_pts += [(x, y + (1 - i / 11) * fl * 0.22) for i, (x, y) in reversed(list(enumerate(mid)))]
    flag = _fill([flag_pts])
    ctx.lit(flag, mask_bbox(flag), rgb(FLAGS[fcol]), rim=0.6)
    focus_on(ctx, flag, 3, 2.0)
    stick = polylines([[(cx, top + 4), st]], 7)
    after_mask(ctx, stick, "#3a2a1c", 0.95)
    label = "a sandcastle with glowing windows"
    tags = ("sandcastle", "castle", "beach", "home", "light", "windows")
    add_element(ctx, label, "main", mask_bbox(np.clip(castle + flag + stick, 0, 1)), tags)
    label = f"a little {fcol} pennant on its highest tower"
    add_element(ctx, label, "secondary", mask_bbox(flag), ("flag", "pennant"))
    # --- the crab on guard at the gate, and the forgotten spade ----------------------------
    _crab(ctx, cx - s * 0.2 * cw, bc + ryo + 0.01 * H, W * 0.05, (cx, by - 0.1 * ch))
    _spade(ctx, cx - s * (0.5 * cw), by + H * ctx.u(0.1, 0.11), s, sand_c)
    return Painted(
        "On an empty beach at the end of the day, long after the children have gone home, a "
        f"sandcastle has come alive: its little windows and gate glow warm yellow, a {fcol} "
        "pennant flies from its highest tower and a crab stands guard at its gate, claws "
        "raised, while the evening tide creeps up the sand towards its moat, "
        "the foam a hand's width away; a forgotten red spade lies on the sand beside it.",
        ["impermanence", "home", "end of summer", "keeping watch", "childhood", "fragility"],
    )


PREMISE = Premise(
    name="sandcastle-keeps-its-lights-on",
    figure="sandcastle",
    palettes=("dusk", "golden", "lavender"),
    stage=stage,
    max_cards=1,
    frame=False,
)
