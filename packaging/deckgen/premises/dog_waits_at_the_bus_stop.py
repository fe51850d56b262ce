"""Premise "dog-waits-at-the-bus-stop": A lonely country bus stop on an empty road through wide
fields, in a soft rain: an old dog sits very upright under the round bus stop sign, looking down
the road, and a small red umbrella tied to the sign's pole keeps the rain off it; far away down
the road two headlights glow in the mist (or nothing comes yet).

The dog is drawn from parts (haunch, upright chest, forelegs, neck, head, muzzle, a floppy ear,
the tail on the ground), its grey muzzle the mark of its age; the road is laid in perspective
toward the point the dog looks at. Rain, the umbrella's drips, the wires and the headlights
come after the paint.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, aniso_noise, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.props import sagging
from ..kit.scene import Ctx
from ..kit.shapes import (
    hex_colour,
    mask_bbox,
    polygon_fine,
    polylines,
    ribbon,
    segment,
    tilted_ellipse,
)
from ..kit.sky import rain_streaks

Pt = tuple[float, float]
BODY = ("haunch", "body", "chest", "neck", "head", "muzzle", "leg", "paw", "foot", "tail")
# coat, and the grey of its old muzzle and chest
DOGS = {
    "black": ("#2a2624", "#a29c94"),
    "brown": ("#5e3e28", "#c8bcaa"),
    "golden": ("#c99a58", "#efe4cc"),
    "white": ("#e4ddd0", "#f6f2ea"),
}


def dog_parts(ox: float, fy: float, h: float, d: int, up: float) -> dict[str, Arr]:
    """A dog sitting upright in profile, facing `d` (1: right); `ox` is its haunch, `fy` the
    ground, `h` its height to the top of its head; `up` tilts its head up (radians)."""

    def p(a: float, b: float) -> Pt:
        return (ox + d * a * h, fy - b * h)

    def el(a: float, b: float, ra: float, rb: float, ang: float = 0.0) -> Arr:
        x, y = p(a, b)
        return tilted_ellipse(x, y, ra * h, rb * h, d * ang)

    hx, hy = p(0.23, 0.79)  # the skull's centre; the muzzle turns about it

    def q(a: float, b: float) -> Pt:  # a point of the head, turned up by `up`
        x, y = a * h, b * h
        c, s = np.cos(up), np.sin(up)
        return (hx + d * (x * c - y * s), hy - (x * s + y * c))

    def rib(pts: list[Pt], ws: list[float]) -> Arr:
        return ribbon(pts, [w * h for w in ws])

    parts = {
        "haunch": el(-0.02, 0.17, 0.18, 0.17),
        "body": el(0.08, 0.38, 0.13, 0.24, -0.35),
        "chest": el(0.17, 0.47, 0.1, 0.14, -0.2),
        "neck": rib([p(0.13, 0.55), p(0.17, 0.65), p(0.21, 0.74)], [0.2, 0.17, 0.15]),
        "head": tilted_ellipse(*q(0.0, 0.0), 0.1 * h, 0.088 * h, -d * up),
        "muzzle": rib([q(0.04, -0.02), q(0.11, -0.03), q(0.165, -0.035)], [0.1, 0.08, 0.065]),
        "leg": rib([p(0.2, 0.42), p(0.215, 0.2), p(0.225, 0.03)], [0.08, 0.062, 0.056]),
        "paw": el(0.255, 0.025, 0.052, 0.028),
        "foot": el(0.08, 0.025, 0.085, 0.03),
        "tail": rib([p(-0.15, 0.06), p(-0.26, 0.03), p(-0.33, 0.045)], [0.06, 0.045, 0.025]),
    }
    parts["far_leg"] = rib([p(0.15, 0.4), p(0.16, 0.2), p(0.16, 0.03)], [0.07, 0.058, 0.052])
    parts["far_paw"] = el(0.19, 0.022, 0.047, 0.024)
    parts["ear"] = rib([q(-0.04, 0.06), q(-0.075, -0.03), q(-0.065, -0.13)], [0.065, 0.075, 0.05])
    parts["eye"] = disc(*q(0.045, 0.022), 0.014 * h, 1.2)
    parts["nose"] = disc(*q(0.17, -0.02), 0.024 * h, 1.5)
    grey = ellipse(*q(0.12, -0.04), 0.08 * h, 0.045 * h, 6)
    parts["grey"] = np.maximum(grey, el(0.2, 0.5, 0.05, 0.1))
    return parts


def bus_sign(cx: float, cy: float, r: float) -> tuple[Arr, Arr, Arr]:
    """A round bus stop sign: its ring, its face and a bus drawn on it (side on)."""
    ring = disc(cx, cy, r, 2)
    face = disc(cx, cy, r * 0.8, 2)
    bw, bh = r * 1.05, r * 0.55
    bus = box(cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2, 2)
    bus = np.maximum(bus, disc(cx - bw * 0.3, cy + bh / 2, r * 0.11, 1.5))
    bus = np.maximum(bus, disc(cx + bw * 0.3, cy + bh / 2, r * 0.11, 1.5))
    wins = np.zeros_like(bus)
    for k in range(4):
        x0 = cx - bw / 2 + bw * (0.07 + 0.23 * k)
        wins = np.maximum(wins, box(x0, cy - bh * 0.34, x0 + bw * 0.17, cy - bh * 0.02, 1.2))
    return ring, face, np.clip(bus - wins, 0, 1)


def canopy(c: Pt, u: Pt, r: float, dome: float) -> Arr:
    """An open umbrella's canopy seen from the side: a dome over the rim centred at `c`, its
    shaft along `u` (a unit vector up through the apex), the rim scalloped between six ribs."""
    vx, vy = -u[1], u[0]
    pts = []
    for th in np.linspace(0, np.pi, 40):
        a, b = np.cos(th) * r, np.sin(th) * dome
        pts.append((c[0] + vx * a + u[0] * b, c[1] + vy * a + u[1] * b))
    for x in np.linspace(-1, 1, 61):
        lift = dome * 0.14 * np.sin(np.pi * (((x + 1) * 3) % 1))
        pts.append((c[0] + vx * x * r + u[0] * lift, c[1] + vy * x * r + u[1] * lift))
    return polygon_fine(pts)


def stage(ctx: Ctx) -> Painted:
    dx, s = third(ctx)  # the dog on a vertical third, side s; it looks to d, down the road
    d = -s
    hz = H * ctx.u(0.585, 0.6)
    fy = H * ctx.u(0.855, 0.87)
    dh = H * ctx.u(0.35, 0.37)
    ox = dx - d * 0.03 * dh  # its haunch
    vx = W / 2 + d * W * ctx.u(0.13, 0.17)  # where the road meets the sky
    ctx.light = (vx, hz - 60)
    light = ctx.c("light")
    # the sky: rain clouds above, clearing in a bright band low where the road goes
    ctx.texture_sky(0.05)
    ctx.clouds(3, 0.02, 0.1, 0.35)
    ctx.streaks(hz / H - 0.17, hz / H - 0.05, 0.5)
    glow(ctx.img, vx, hz, W * 0.7, ctx.pal.light, 0.35)
    glow(ctx.img, vx, hz, W * 0.28, ctx.pal.light, 0.35)
    blend(ctx.img, np.exp(-(((YY - hz + 40) / 70) ** 2)), light, 0.3)
    sky = ctx.img.copy()  # what the wet road holds
    # the fields: flat, hazy far, darker and greener near, with hedgerows across them
    far = ctx.sky_at(hz / H - 0.01)
    g = mix(rgb(ctx.pal.ground), rgb("#4f6a3a"), 0.3)
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    n1 = aniso_noise(ctx.rng, 180, 14) - 0.5
    n2 = aniso_noise(ctx.side(), 50, 8) - 0.5
    tt = t[..., None] ** 0.5
    ground = mix(far, g, 0.35) * (1 - tt) + g * tt
    ground *= (1 + (0.12 + 0.2 * t) * n1 + 0.14 * t * n2)[..., None] * (1 - 0.3 * t[..., None])
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(ground, 0, 1))
    for k, f in enumerate((0.025, 0.07, 0.16)):
        y = hz + (H - hz) * f
        wob = aniso_noise(ctx.rng, 90, 6) > 0.45
        hedge = box(-10, y - 3 - 6 * k, W + 10, y + 2 + 3 * k, 2) * wob
        blend(ctx.img, hedge, mix(g * 0.45, far, 0.5 - 0.15 * k), 0.85)
    wood = np.zeros((H, W), np.float32)  # a low wood far off, where the road goes in
    for _ in range(16):
        tx, ry = vx + ctx.u(-320, 320), ctx.u(14, 38) * (1 - 0.4 * ctx.u(0, 1))
        wood = np.maximum(wood, ellipse(tx, hz - ry * 0.6, ry * ctx.u(1.1, 1.8), ry, 4))
    wood *= np.clip((hz + 2 - YY) / 3, 0, 1)
    blend(ctx.img, wood, mix(g * 0.35, far, 0.5), 0.9)
    # the road, wet, from the card's foot to the far point the dog watches
    ex = ox + d * 0.44 * dh  # its near edge passes in front of the dog's paws
    k_in = (ex - vx) / (fy - hz)
    k_out = d * 0.75 * W / (H - hz)
    yb = H + 10 - hz

    def wedge(k: float, w: float) -> Arr:  # a band from the far point, `w` wide at the foot
        return polygon_fine([(vx, hz), (vx + k * yb - w, H + 10), (vx + k * yb + w, H + 10)])

    road = polygon_fine(
        [(vx - d * 4, hz), (vx + d * 4, hz), (vx + k_out * yb, H + 10), (vx + k_in * yb, H + 10)]
    )
    shoulder = np.clip(blur(road, 30) * 2, 0, 1) * (1 - road)
    blend(ctx.img, shoulder, g * 0.4, 0.45)
    asphalt = mix(rgb(ctx.pal.ink), g * 0.6, 0.35) * (1 + 0.15 * n2[..., None])
    rows = np.clip(hz - (YY - hz) * 0.7, 0, hz - 1).astype(int)
    wet = sky[rows, np.arange(W)[None, :]] * 0.9
    wet_t = (0.75 * (1 - t) ** 0.8)[..., None]
    blend(ctx.img, road, np.clip(asphalt + (wet - asphalt) * wet_t, 0, 1))
    lines = np.maximum(wedge(k_in + d * 0.06 * W / yb, 14), wedge(k_out - d * 0.06 * W / yb, 14))
    dashes = wedge((k_in + k_out) / 2, 18) * (np.sin(np.log(np.maximum(YY - hz, 1)) * 9) > 0.2)
    blend(ctx.img, np.maximum(lines, dashes), mix(light, asphalt, 0.25), 0.55)
    rb = mask_bbox(road)
    add_element(ctx, "an empty country road into the distance", "frame", rb, ("road", "country"))
    # a verge of gravel where the bus stops
    verge = ellipse(ox, fy + 6, dh * 0.55, dh * 0.06, 10) * (1 - road)
    blend(ctx.img, verge, mix(asphalt, far, 0.4), 0.6)
    gen = ctx.side()
    # telegraph poles down the far side of the road, and their wires
    tops: list[Pt] = []
    poles = np.zeros((H, W), np.float32)
    for f in (0.08, 0.15, 0.28, 0.5):
        qx = vx + d * 1.15 * W * f
        qy = hz + (H - hz) * f * 0.9
        ph = 0.5 * H * f * 1.3
        if not 20 < qx < W - 20:
            continue
        poles = np.maximum(poles, box(qx - 2 - 10 * f, qy - ph, qx + 2 + 10 * f, qy, 1))
        poles = np.maximum(
            poles, box(qx - 40 * f - 4, qy - ph * 0.94, qx + 40 * f + 4, qy - ph * 0.9, 1)
        )
        tops.append((qx, qy - ph * 0.92))
    blend(ctx.img, poles, mix(rgb(ctx.pal.ink), far, 0.35), 0.9)
    tops = [(vx, hz - 6), *tops]
    wires = [sagging(a, b, 6 + 30 * abs(b[0] - a[0]) / W) for a, b in pairwise(tops)]
    if wires:
        after_mask(ctx, polylines(wires, 1.6), mix(rgb(ctx.pal.ink), far, 0.3), 0.6)
    ctx.fog(hz / H, 0.03, 0.4)
    # far away down the road: two headlights in the mist, and their long reflections on the
    # wet road; or nothing yet
    coming = ctx.rng.random() < 0.7
    if coming:
        lh = hz + 5
        glow(ctx.img, vx, lh, 130, "#ffd890", 0.3)
        streaks = np.zeros((H, W), np.float32)
        for sx in (-1, 1):
            w = 3 + 0.03 * (YY - lh)
            fall = np.exp(-(YY - lh) / (0.4 * (H - hz))) * np.clip((YY - lh) / 8, 0, 1)
            streaks += np.exp(-(((np.arange(W)[None, :] - vx - sx * 22) / w) ** 2)) * fall
            later_glow(ctx, vx + sx * 22, lh, 26, "#ffe2a0", 0.55, core=7)
        blend(ctx.img, np.clip(streaks, 0, 1) * road, rgb("#ffe6b0"), 0.75)
        after_mask(ctx, np.clip(streaks * 1.5, 0, 1) * road * (1 - t), "#fff4d8", 0.35)
        later_glow(ctx, vx, lh, 110, "#ffd890", 0.18)
        add_element(
            ctx,
            "two headlights shining far away in the mist",
            "secondary",
            (int(vx - 60), int(lh - 60), int(vx + 60), int(lh + 80)),
            ("headlights", "lights", "coming", "far", "mist"),
        )
    # the bus stop: a pole just behind the dog, a round sign on top and a timetable below
    px = ox - d * 0.13 * dh
    top = H * ctx.u(0.17, 0.2)
    r = W * 0.085
    pole = box(px - 9, top + r, px + 9, fy - 12, 1.5)
    ctx.cast_shadow(pole, mask_bbox(pole), fy - 12, 0.3)
    ctx.lit(pole, mask_bbox(pole), rgb("#5a6066"), rim=0.4)
    plate = box(px - r * 0.42, top + r * 2.35, px + r * 0.42, top + r * 3.3, 2)
    ctx.lit(plate, mask_bbox(plate), rgb("#e8e2cc"), rim=0.3)
    rule = [top + r * (2.55 + 0.16 * k) for k in range(5)]
    lines = np.maximum.reduce([box(px - r * 0.3, y, px + r * 0.3, y + 4, 1) for y in rule])
    blend(ctx.img, lines, rgb("#5a5a60"), 0.6)
    ring, face, bus = bus_sign(px, top + r, r)
    ring_c = pick(ctx, ["#2a5aa0", "#c0302a", "#2f7a4a"])
    ctx.lit(ring, mask_bbox(ring), rgb(ring_c), rim=0.5, separate=True)
    blend(ctx.img, face, rgb("#f4f0e6"), 1.0)
    blend(ctx.img, bus, rgb("#1c2230"), 1.0)
    sign = np.maximum.reduce([ring, pole, plate])
    focus_on(ctx, sign, 3, weight=0.9)
    add_element(
        ctx,
        "a bus stop: a round sign with a bus on it, on a pole",
        "secondary",
        mask_bbox(sign),
        ("bus stop", "sign", "waiting", "journey"),
    )
    # the umbrella, its crook hooked and tied on the pole, leaning out over the dog's head
    tie = (px, fy - dh * ctx.u(0.5, 0.54))
    cc = (ox + d * 0.04 * dh, fy - dh * 1.06)
    ax, ay = cc[0] - tie[0], cc[1] - tie[1]
    n = float(np.hypot(ax, ay))
    u = (ax / n, ay / n)
    can = canopy(cc, u, dh * 0.42, dh * 0.2)
    apex = (cc[0] + u[0] * dh * 0.26, cc[1] + u[1] * dh * 0.26)
    hook = (tie[0] - u[0] * 30, tie[1] - u[1] * 30)
    shaft = segment(*hook, *apex, 8)
    crook = polylines(
        [[hook, (hook[0] - d * 18, hook[1] + 16), (hook[0] - d * 14, hook[1] + 36)]], 8
    )
    stick = np.maximum(shaft, crook)
    ctx.lit(stick, mask_bbox(stick), rgb("#2a2420"), rim=0.3)
    ctx.lit(can, mask_bbox(can), rgb("#c42a22"), rim=0.7, separate=True)
    knot = polylines(
        [[(px - 14, tie[1] - 14 + 8 * k), (px + 14, tie[1] - 6 + 8 * k)] for k in range(3)], 3
    )
    after_mask(ctx, knot, "#d8c8a0", 0.9)
    umb = np.maximum(can, stick)
    focus_on(ctx, umb, 3)
    add_element(
        ctx,
        "a small red umbrella tied to the pole over the dog",
        "secondary",
        mask_bbox(umb),
        ("umbrella", "rain", "shelter"),
    )
    # the old dog, very upright, its head raised toward the far end of the road
    dark_pal = ctx.pal.dark
    coat_name = pick(ctx, ["golden", "white"] if dark_pal else ["black", "brown"])
    coat, grey = (rgb(c) for c in DOGS[coat_name])
    eye_y = fy - dh * 0.81
    up = float(np.clip(np.arctan2(eye_y - hz, abs(vx - dx)), 0.0, 0.3))
    parts = dog_parts(ox, fy, dh, d, up)
    far_bits = np.maximum(parts["far_leg"], parts["far_paw"])
    body = np.maximum.reduce([parts[k] for k in BODY])
    whole = np.maximum.reduce([body, far_bits, parts["ear"]])
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, fy, 0.35)
    ctx.contact(whole, bb)
    ctx.lit(far_bits, mask_bbox(far_bits), coat * 0.7, rim=0.3)
    ctx.lit(body, bb, coat, rim=0.9, separate=True)
    blend(ctx.img, blur(parts["grey"], 6) * body, grey, 0.55)
    ctx.lit(parts["ear"], mask_bbox(parts["ear"]), coat * 0.65, rim=0.4)
    blend(ctx.img, parts["nose"], rgb("#141010"), 0.95)
    after_mask(ctx, parts["eye"], "#120c0a", 0.95)
    focus_on(ctx, whole, 4, box=bb)
    focus_on(ctx, np.maximum(parts["head"], parts["muzzle"]), 3, 2.5)
    add_element(
        ctx,
        f"an old {coat_name} dog sitting very upright",
        "main",
        bb,
        ("animal", "dog", "faithful", "waiting", "old"),
    )
    # the soft rain, and drops running off the umbrella's rim
    ctx.rain(0.12, 0.15)
    rain_streaks(ctx, 0, W, 0, H, 55, hex_colour(mix(light, far, 0.6)), 0.12)
    drips = np.zeros((H, W), np.float32)
    for sx in (-1, 1):
        x, y = cc[0] + sx * u[1] * dh * 0.4, cc[1] - sx * u[0] * dh * 0.4
        for k in range(3):
            dy = 24 + 55 * k + float(gen.uniform(0, 20))
            drips = np.maximum(drips, ellipse(x, y + dy, 4, 8, 1.2))
    drips *= 1 - np.clip(blur(whole, 4) * 3, 0, 1)
    after_mask(ctx, drips, mix(light, rgb("#ffffff"), 0.5), 0.8)
    far_end = (
        "far away two headlights glow in the mist"
        if coming
        else "the road runs on, empty, into the mist"
    )
    return Painted(
        f"On an empty country road through wide fields in a soft rain, an old {coat_name} dog "
        "sits very upright under a round bus stop sign, looking down the road, and a small red "
        f"umbrella tied to the pole keeps the rain off it, while {far_end}.",
        ["waiting", "loyalty", "hope", "homecoming", "patience", "rain", "loneliness"],
    )


PREMISE = Premise(
    name="dog-waits-at-the-bus-stop",
    figure="dog",
    palettes=("mist", "storm", "dusk"),
    stage=stage,
    max_cards=1,
)
