"""Premise "polar-bear-fishes-the-aurora": on a wide frozen sea at night, a big white polar
bear sits beside a round hole it has cut in the ice, holding a fishing rod; its line does not
go down into the water but up: out of the hole rises the northern lights itself, a wide green
ribbon curling from the dark water into the sky, hooked on the bear's line. The glow lights
the bear and the snow green from below; stars, far ice ridges.

The bear is drawn from parts (haunch, body, chest, neck, a head lifted toward the lights, a
long muzzle, ears, forelegs round the rod, a hind foot); the aurora is a band of strands along
a curling path, brightest at its lower edge; the line, the hook's spark and the stars come
after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
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
    rgb,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FUR = "#f2eee4"
GREEN = "#5cf0a0"
CORE = "#d8ffe6"


def _aurora(ctx: Ctx, path: list[Pt], widths: list[float], fade: list[float]) -> tuple[Arr, Arr]:
    """A curtain along `path`: rays across it, rising from a bright hem on one edge and
    fading toward the other, over a faint band. Returns (body, hem) masks."""
    p = np.asarray(path, np.float64)
    seg = np.hypot(*np.diff(p, axis=0).T)
    s_at = np.concatenate([[0], np.cumsum(seg)])
    ss = np.arange(0, s_at[-1], 13.0)
    p = np.stack([np.interp(ss, s_at, p[:, 0]), np.interp(ss, s_at, p[:, 1])], 1)
    w = np.interp(ss, s_at, np.asarray(widths))[:, None]
    fa = np.interp(ss, s_at, np.asarray(fade))
    d = np.gradient(p, axis=0)
    n = np.stack([-d[:, 1], d[:, 0]], 1)
    n /= np.maximum(1e-6, np.hypot(n[:, 0], n[:, 1]))[:, None]
    hem = p + n * (w * -0.48)
    gen = ctx.rng
    bins: dict[tuple[int, int], list[list[Pt]]] = {}
    for i in range(len(p)):
        level = min(3, int(gen.integers(0, 4) * fa[i] + 0.5))
        reach = float(gen.uniform(0.55, 1.0))
        for j, (a, b) in enumerate(((0.0, 0.3), (0.3, 0.6), (0.6, 1.0))):
            q0 = hem[i] + n[i] * w[i] * a * reach
            q1 = hem[i] + n[i] * w[i] * b * reach
            bins.setdefault((level, j), []).append([tuple(q0), tuple(q1)])
    body = ribbon([tuple(v) for v in p[::4]], [float(v) for v in w[::4, 0]], 8) * 0.12
    for (level, j), segs in bins.items():
        m = polylines(segs, 10.0)
        np.maximum(body, m * (0.2 + 0.27 * level) * (1.0, 0.62, 0.3)[j], out=body)
    hem_m = polylines([[(float(x), float(y)) for x, y in hem]], 8)
    return blur(body, 2.5), hem_m


def _bear(ctx: Ctx, bx: float, gy: float, u: float, f: int) -> tuple[Arr, Arr, list[Arr], Pt, Pt]:
    """A polar bear sitting in profile, facing `f` (1 right, -1 left), `u` tall, its haunch
    over (bx, gy). Returns (body, far limbs, near limbs, paw point, nose point)."""

    def at(a: float, b: float) -> Pt:
        return (bx + f * a * u, gy - b * u)

    def ov(a: float, b: float, ra: float, rb: float, ang: float = 0.0) -> Arr:
        x, y = at(a, b)
        return tilted_ellipse(x, y, ra * u, rb * u, -f * np.radians(ang))

    tilt = ctx.u(18, 28)  # how far the head lifts toward the lights
    ta = np.radians(tilt)
    hx, hy = 0.25, 0.84
    sx, sy = hx + 0.11 * np.cos(ta), hy + 0.11 * np.sin(ta)
    near = np.maximum.reduce(
        [
            ov(-0.04, 0.2, 0.27, 0.21),
            ov(0.02, 0.42, 0.2, 0.29, -12),
            ov(0.1, 0.6, 0.15, 0.16),
            ribbon([at(0.06, 0.62), at(0.15, 0.74), at(hx, hy)], [0.24 * u, 0.18 * u, 0.15 * u], 2),
            ov(hx, hy, 0.11, 0.085, tilt),
            ov(sx, sy, 0.09, 0.05, tilt),
            ov(0.13, 0.035, 0.14, 0.045),
        ]
    )
    limbs = [
        np.maximum(ov(0.04, 0.14, 0.17, 0.12, -15), ov(0.13, 0.035, 0.14, 0.045)),
        np.maximum(
            ribbon(
                [at(0.1, 0.62), at(0.2, 0.5), at(0.28, 0.44)], [0.13 * u, 0.09 * u, 0.08 * u], 2
            ),
            disc(*at(0.29, 0.44), 0.05 * u, 2),
        ),
    ]
    far = np.maximum.reduce(
        [
            disc(*at(0.19, 0.93), 0.035 * u, 2),
            ribbon(
                [at(0.14, 0.58), at(0.24, 0.47), at(0.3, 0.4)], [0.1 * u, 0.08 * u, 0.07 * u], 2
            ),
            disc(*at(0.31, 0.4), 0.045 * u, 2),
            ov(-0.2, 0.03, 0.1, 0.04),
        ]
    )
    nose = (sx + 0.085 * np.cos(ta), sy + 0.085 * np.sin(ta))
    return near, far, limbs, at(0.29, 0.44), at(*nose)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the bear sits on side s, facing the hole
    f = -s
    hz = H * ctx.u(0.6, 0.63)
    gy = H * ctx.u(0.84, 0.86)
    u = H * ctx.u(0.35, 0.38)
    bx = W * (0.5 + s * ctx.u(0.15, 0.18))
    hx, hy = bx + f * u * ctx.u(0.7, 0.76), gy + ctx.u(10, 30)
    hrx, hry = u * 0.3, u * 0.075
    ctx.light = (hx, hy - u * 0.35)
    # the sky: deep night over a paler band at the horizon
    ctx.texture_sky(0.04)
    blend(ctx.img, np.clip(1 - YY / (H * 0.55), 0, 1), rgb("#020a12"), 0.55)
    # the frozen sea: dusky snow, windswept, paler far off, lit green round the hole
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    tt = t[..., None]
    col = rgb("#3e5a6a")[None, None, :] * (1 - tt) + rgb("#16242e")[None, None, :] * tt
    drift = aniso_noise(ctx.side(), 200, 10) - 0.5
    col = col * (1 + 0.18 * drift[..., None])
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(col, 0, 1))
    pool = np.exp(-(((XX - hx) / (u * 1.4)) ** 2 + ((YY - hy) / (u * 0.45)) ** 2)) * land
    blend(ctx.img, pool, rgb("#3fcf90"), 0.4)
    # far ice ridges along the horizon, their tops touched with green
    gen = ctx.side()
    pts: list[Pt] = [(-20.0, hz + 4)]
    x = -20.0
    while x < W + 40:
        x += float(gen.uniform(30, 90))
        pts.append((x, hz - float(gen.uniform(6, 46)) * (1 if gen.random() < 0.7 else 0.3)))
    pts += [(W + 40, hz + 4)]
    ridges = polygon(pts, 1.5)
    blend(ctx.img, ridges, rgb("#8aa8b4"), 0.9)
    blend(ctx.img, ridges * np.clip((hz - YY) / 30, 0, 1), rgb("#b8f0d8"), 0.4)
    add_element(ctx, "far ice ridges", "secondary", bbox_of(ridges), ("ice", "far", "cold"))
    # the hole: a far wall of blue ice, dark water holding the green light
    hole = ellipse(hx, hy, hrx, hry, 2)
    wall = np.clip(hole - ellipse(hx, hy + hry * 0.35, hrx * 0.97, hry * 0.85, 2), 0, 1)
    lip = np.clip(ellipse(hx, hy + 4, hrx * 1.12, hry * 1.35, 3) - hole, 0, 1)
    blend(ctx.img, lip, rgb("#d8f4ec"), 0.8)
    blend(ctx.img, hole, rgb("#03121a"), 1.0)
    blend(ctx.img, wall, rgb("#5aa8b0"), 0.8)
    blend(ctx.img, ellipse(hx, hy + hry * 0.2, hrx * 0.5, hry * 0.35, 8) * hole, rgb(CORE), 0.75)
    # the aurora's path: up out of the hole, away from the bear, then curling back over the
    # sky above it and off the card
    sway = W * ctx.u(0.1, 0.14)
    p1 = cubic(
        (hx, hy - 10),
        (hx + s * sway, hy - u * 0.6),
        (hx - s * sway * 1.3, hy - u * 1.0),
        (hx - s * W * 0.12, hy - u * 1.45),
        24,
    )
    top = H * ctx.u(0.06, 0.1)
    p2 = cubic(
        p1[-1],
        (hx - s * W * 0.26, hy - u * 1.9),
        (hx - s * W * 0.05, top + 60),
        (W / 2 + s * W * 0.7, top),
        36,
    )
    path = p1 + p2[1:]
    nn = len(path)
    pinch = 24 + int(ctx.rng.integers(-3, 4))
    widths = []
    for k in range(nn):
        base = u * (0.3 + 0.25 * k / nn)
        fold = 1 - 0.75 * np.exp(-(((k - pinch) / 4.5) ** 2))
        widths.append(float(base * fold))
    fade = [1.0 if k <= pinch else 1 - 0.6 * (k - pinch) / (nn - pinch) for k in range(nn)]
    body, hem = _aurora(ctx, path, widths, fade)
    hem *= np.clip((W / 2 + s * W * 0.45 - XX) * s / 300, 0.25, 1)
    above = np.clip((hy - YY) / 6, 0, 1) + ellipse(hx, hy, hrx * 0.8, hry * 0.7, 3)
    body *= np.clip(above, 0, 1)
    hem *= np.clip(above, 0, 1)
    halo = blur(body, 50)
    blend(ctx.img, np.clip(halo * 1.6, 0, 1), rgb("#1fae78"), 0.7)
    blend(ctx.img, body, rgb(GREEN), 0.85)
    blend(ctx.img, body**2, rgb(CORE), 0.5)
    blend(ctx.img, hem, rgb(CORE), 0.9)
    focus_on(ctx, body, 4, 1.0, weight=0.55)
    # the aurora's foot again, over the water, rising from it
    foot = body * np.clip((YY - (hy - u * 0.25)) / (u * 0.25), 0, 1)
    blend(ctx.img, foot, rgb(CORE), 0.6)
    add_element(
        ctx,
        "a round hole cut in the ice",
        "secondary",
        bbox_of(lip),
        ("hole", "ice", "water"),
    )
    add_element(
        ctx,
        "the northern lights rising out of the hole into the sky like a green ribbon",
        "secondary",
        bbox_of(body),
        ("aurora", "northern lights", "light", "sky", "magic"),
    )
    # the bear: far limbs first, then the near body
    near, far, limbs, paw, nose = _bear(ctx, bx, gy, u, f)
    whole = np.maximum.reduce([near, far, *limbs])
    ctx.cast_shadow(whole, bbox_of(whole), gy, strength=0.45)
    ctx.contact(whole, bbox_of(whole))
    fur = rgb(FUR)
    ctx.lit(far, bbox_of(far), fur * 0.8, rim=0.4)
    ctx.lit(near, bbox_of(near), fur, rim=0.7, separate=True)
    for limb in limbs:
        ctx.lit(limb, bbox_of(limb), fur, rim=0.5)
    # green light on its front and underside, from the hole
    toward = np.clip(1 - (XX - hx) * f / (u * 1.1), 0, 1) * np.clip((YY - (gy - u)) / u, 0, 1)
    blend(ctx.img, whole * toward**1.5, rgb("#9ef8c8"), 0.45)
    focus_on(ctx, whole, 3, 2.0)
    # the rod: butt against its belly, through its paws, bent up at the tip by the pull
    butt = (bx + f * u * 0.02, gy - u * 0.33)
    tip = (hx + f * u * 0.02, gy - u * ctx.u(0.98, 1.05))
    mid = (paw[0] + f * u * 0.25, paw[1] - u * 0.2)
    rod_pts = cubic(butt, paw, mid, tip, 30)
    rod = ribbon(rod_pts, [u * (0.032 - 0.022 * k / 30) for k in range(31)], 1.2)
    ctx.lit(rod, bbox_of(rod), rgb("#4a3424"), rim=0.6)
    reel = disc(paw[0] - f * u * 0.07, paw[1] + u * 0.05, u * 0.035, 1.5)
    ctx.lit(reel, bbox_of(reel), rgb("#8a8c90"), rim=0.5)
    focus_on(ctx, np.maximum(rod, reel), 2, 2.0)
    add_element(
        ctx,
        "a big white polar bear sitting up, looking at the sky",
        "main",
        bbox_of(whole),
        ("animal", "polar bear", "white", "big", "cold", "patience"),
        "polar-bear",
    )
    # after the paint: the line, taut, up from the tip to the hook in the lights
    kk = min(range(nn), key=lambda i: abs(path[i][1] - (tip[1] - u * 0.35)) + 9 * (i > 24))
    hook = (path[kk][0] + s * widths[kk] * 0.1, path[kk][1])
    add_element(
        ctx,
        "a fishing rod in its paws, its line rising to a hook caught in the lights",
        "secondary",
        bbox_of(np.maximum(rod, polylines([[tip, hook]], 4))),
        ("fishing", "fishing rod", "line", "hook", "catch"),
    )
    after_mask(ctx, polylines([[tip, hook]], 2.6), "#eafff4", 0.95)
    later_glow(ctx, hook[0], hook[1], u * 0.18, CORE, 0.5, core=6)
    # its eye and nose, dark
    ex, ey = bx + f * u * 0.27, gy - u * 0.87
    after_mask(ctx, disc(ex, ey, u * 0.011, 1.2), "#141418", 0.95)
    after_mask(ctx, disc(nose[0], nose[1], u * 0.02, 1.2), "#141418", 0.95)
    # stars, smaller than a stroke, where the lights are not
    field = np.zeros((H, W), np.float32)
    for a, b, c in ctx.side().uniform(0, 1, (60, 3)):
        px, py = a * W, b * (hz - 80)
        if body[int(py), int(px)] > 0.05 or halo[int(py), int(px)] > 0.25:
            continue
        field = np.maximum(field, disc(px, py, 1.6 + 2.2 * c**3, 1.0))
    after_mask(ctx, field, "#f4fff8", 0.85)
    add_element(ctx, "stars in the night sky", "secondary", bbox_of(field), ("star", "night"))
    later_glow(ctx, hx, hy - u * 0.1, u * 0.7, "#9ef8c8", 0.4)
    mx, my = path[12]
    later_glow(ctx, mx, my, u * 0.6, "#7ef0b0", 0.22)
    return Painted(
        "On a wide frozen sea, a big white polar bear sits beside a round hole in the "
        "ice with a fishing rod, and its line rises instead of sinking: out of the hole the "
        "northern lights climb like a green ribbon, curling up into the starry sky.",
        ["wonder", "patience", "light", "solitude", "north", "magic", "secret"],
    )


PREMISE = Premise(
    name="polar-bear-fishes-the-aurora",
    figure="polar-bear",
    palettes=("aurora",),
    stage=stage,
    max_cards=1,
    frame=False,
)
