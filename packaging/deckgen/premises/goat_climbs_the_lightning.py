"""Premise "goat-climbs-the-lightning": in a thunderstorm over the mountains, a bolt of
lightning stands still in the sky from the storm cloud down to a rocky crag, zigzag by zigzag,
and a mountain goat climbs it like a mountain path: it walks up a long slanting ledge of the
bolt toward the cloud, one foreleg raised for the next step, sparks where its hooves touch,
while its kid stands on the crag below and looks up after it.

The goat is drawn from parts in profile (barrel, chest, rump, neck, wedge head, beard, horns
swept back, jointed legs planted on the bolt's top edge), dark against the pale sky under the
storm and lit from below by the bolt; the bolt's core and its thin forks are crisp after the
paint.
"""

from __future__ import annotations

from collections.abc import Callable

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
    fbm,
    glow,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]


def _goat(
    ctx: Ctx,
    cx: float,
    surf: Callable[[float], float],
    d: int,
    U: float,
    tilt: float,
    horn: float,
    step: bool,
) -> tuple[Arr, Arr, list[Pt]]:
    """A goat in profile facing d (+1 right), its barrel's centre at x=cx, standing with its
    hooves on the line ``surf(x) -> y``; U is its body's length. Returns its body mask, its
    far legs' mask and where its hooves touch."""
    fx, fy = d * np.cos(tilt), -np.sin(tilt)  # forward
    dx_, dy_ = d * np.sin(tilt), np.cos(tilt)  # down
    cy = surf(cx) - U * 0.64

    def p(u: float, v: float) -> Pt:
        return (cx + U * (u * fx + v * dx_), cy + U * (u * fy + v * dy_))

    def oval(u: float, v: float, ru: float, rv: float, extra: float = 0.0) -> Arr:
        x, y = p(u, v)
        return tilted_ellipse(x, y, ru * U, rv * U, float(np.arctan2(fy, fx)) + d * extra)

    body = np.maximum.reduce(
        [
            oval(0, 0, 0.5, 0.22),  # the barrel
            oval(0.32, 0.02, 0.21, 0.25),  # the chest
            oval(-0.36, -0.03, 0.2, 0.23),  # the rump
            oval(0.2, -0.13, 0.22, 0.12),  # the withers
            ribbon([p(0.34, 0.0), p(0.46, -0.22), p(0.54, -0.38)], [0.36 * U, 0.27 * U, 0.2 * U]),
            ribbon([p(0.54, -0.47), p(0.7, -0.4), p(0.83, -0.32)], [0.18 * U, 0.12 * U, 0.075 * U]),
            oval(0.56, -0.46, 0.1, 0.1),  # the crown of the head
            polygon_fine([p(0.7, -0.36), p(0.77, -0.33), p(0.74, -0.18), p(0.68, -0.3)]),  # beard
            oval(-0.55, -0.16, 0.07, 0.035, -0.9),  # the tail, flicked up
            ribbon([p(0.52, -0.5), p(0.41, -0.46)], [0.07 * U, 0.03 * U]),  # the ear
        ]
    )
    horns = np.zeros((H, W), np.float32)
    for k, off in enumerate((0.0, 0.05)):
        pts = cubic(
            p(0.57 + off, -0.53),
            p(0.54 + off, -0.53 - 0.42 * horn),
            p(0.3 + off, -0.62 - 0.44 * horn),
            p(0.16 + off, -0.44 - 0.22 * horn),
            20,
        )
        ws = [U * (0.09 - 0.07 * i / 20) * (0.6 + 0.4 * horn) for i in range(21)]
        np.maximum(horns, ribbon(pts, ws, 1.2) * (1.0 if k == 0 else 0.85), out=horns)
    # the legs: hooves on the line under their shoulders and hips; a raised foreleg
    near = np.zeros((H, W), np.float32)
    far = np.zeros((H, W), np.float32)
    hooves: list[Pt] = []
    legs = (
        (0.32, 0.14, 0.06, 1),
        (0.27, 0.12, -0.03, 0),
        (-0.36, 0.12, -0.1, 1),
        (-0.3, 0.1, 0.0, 0),
    )
    for u, v, off, is_near in legs:
        a = p(u, v)
        hx = a[0] + d * off * U
        foot = (hx, surf(hx) - 2)
        if step and is_near and u > 0:  # this foreleg lifted for the next step
            knee = (a[0] + d * 0.27 * U, a[1] + 0.12 * U)
            foot = (a[0] + d * 0.25 * U, a[1] + 0.33 * U)
        elif u > 0:
            knee = ((a[0] + foot[0]) / 2 + d * 0.03 * U, (a[1] + foot[1]) / 2)
        else:  # a hind leg's hock bends back
            knee = ((a[0] + foot[0]) / 2 - d * 0.1 * U, (a[1] + foot[1]) / 2 + 0.04 * U)
        m = ribbon([a, knee, foot], [0.15 * U, 0.07 * U, 0.055 * U], 1.2)
        m = np.maximum(m, ellipse(foot[0], foot[1] - 0.02 * U, 0.04 * U, 0.03 * U, 1.5))
        np.maximum(near if is_near else far, m, out=near if is_near else far)
        if not (step and is_near and u > 0):
            hooves.append(foot)
    return np.clip(np.maximum.reduce([body, near, horns]), 0, 1), np.clip(far, 0, 1), hooves


def _bolt_path(ctx: Ctx, keys: list[Pt], calm: int) -> tuple[list[Pt], list[float]]:
    """A jagged path through the key points; segment ``calm`` (the ledge the goat walks on)
    only a little jagged. Returns the points and a width at each."""
    pts: list[Pt] = []
    for i in range(len(keys) - 1):
        (x0, y0), (x1, y1) = keys[i], keys[i + 1]
        n = 3 if i == calm else int(ctx.rng.integers(3, 6))
        jit = 7 if i == calm else 26
        for k in range(n):
            t = k / n
            j = 0 if k == 0 else ctx.u(-jit, jit)
            ln = float(np.hypot(x1 - x0, y1 - y0)) or 1.0
            pts.append(
                (x0 + (x1 - x0) * t - (y1 - y0) / ln * j, y0 + (y1 - y0) * t + (x1 - x0) / ln * j)
            )
    pts.append(keys[-1])
    widths = [
        34.0 + 16.0 * (1 - abs(y - keys[calm][1] * 0.5 - keys[calm + 1][1] * 0.5) / (H * 0.35))
        for _, y in pts
    ]
    return pts, [float(np.clip(w, 22, 50)) for w in widths]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the goat on side s, facing -s (into the card)

    def cxw(f: float) -> float:
        return W / 2 + s * W * f

    # --- the storm sky: dark and heavy above, pale and breaking toward the mountains ---------
    ctx.texture_sky(0.05)
    top = np.clip(1 - YY / (H * 0.42), 0, 1) ** 1.3
    blend(ctx.img, top, ctx.c("ink") * 1.2, 0.55)
    low = np.exp(-(((YY - H * 0.66) / (H * 0.16)) ** 2))
    blend(ctx.img, low.astype(np.float32), rgb("#eef2dc"), 0.5)
    # --- the bolt's key points: out of the cloud, a steep kink, the long ledge, down to rock -
    k_top = (cxw(ctx.u(0.02, 0.08)), H * 0.1)
    k3 = (cxw(-ctx.u(0.1, 0.14)), H * ctx.u(0.25, 0.28))
    k2 = (cxw(-ctx.u(0.3, 0.34)), H * ctx.u(0.41, 0.43))  # the ledge's upper end
    k1 = (cxw(ctx.u(0.38, 0.41)), H * ctx.u(0.64, 0.66))  # its lower end
    k0 = (cxw(ctx.u(0.3, 0.33)), H * 0.75)
    foot = (cxw(ctx.u(0.2, 0.24)), H * 0.845)
    ctx.light = ((k1[0] + k2[0]) / 2, (k1[1] + k2[1]) / 2)
    # the clouds: a dark low deck over the top, lit from within where the bolt leaves it
    xs = np.arange(W, dtype=np.float32)
    base = H * 0.17 + 50 * np.sin(xs / 170 + ctx.u(0, 6)) + 30 * np.sin(xs / 61 + ctx.u(0, 6))
    lumps = fbm(ctx.side(), 110, 3) - 0.5
    deck = np.clip((base[None, :] - YY) / 50 + lumps * 3.2 + 0.3, 0, 1).astype(np.float32)
    deck = blur(deck, 4)
    dist = np.hypot((XX - k_top[0]) / 1.8, YY - k_top[1] - 40)
    inner = np.exp(-((dist / 150) ** 2)) * (0.6 + 0.8 * np.clip(lumps + 0.5, 0, 1))
    deck_c = mix(rgb("#16221f"), rgb("#34463f"), 0.5) * (1 + 0.35 * lumps[..., None])
    blend(ctx.img, deck, np.clip(deck_c, 0, 1), 0.92)
    under = np.clip(deck - np.roll(deck, 26, 0), 0, 1)  # the lumps' lower edges, lit
    blend(ctx.img, blur(under, 6), rgb("#a8b8a0"), 0.5)
    blend(ctx.img, np.clip(deck * inner, 0, 1), rgb("#ffe0a0"), 0.8)  # warm, high inside
    ctx.clouds(3, 0.16, 0.26, 0.25, tint="#b8c6b0")
    # far rain under the cloud, on the side away from the goat
    rain = np.clip((aniso_noise(ctx.side(), 14, 160) - 0.45) * 3, 0, 1)
    curtain = (
        np.clip(1 - np.abs(XX - cxw(-0.36)) / (W * 0.2), 0, 1) * (YY > H * 0.2) * (YY < H * 0.78)
    )
    blend(ctx.img, blur(rain * curtain, 3), rgb("#5e7468"), 0.35)
    # --- the mountains: a pale far range, a nearer one, the dark crag in front ---------------
    for base, amp, per, col, a in ((0.74, 70, 90, "#8fa39a", 0.8), (0.8, 90, 130, "#4a5c54", 0.95)):
        ph = ctx.u(0, 6)
        line = H * base - amp * np.abs(np.sin(xs / per + ph) + 0.5 * np.sin(xs / (per * 0.37) + ph))
        m = np.clip(YY - line[None, :], 0, 1).astype(np.float32)
        blend(ctx.img, m, rgb(col), a)
        blend(ctx.img, m * np.clip(1 - (YY - line[None, :]) / 90, 0, 1), rgb("#d8e0c8"), 0.25)
    peak = foot[0]
    bump = np.exp(-(((xs - peak) / (W * 0.3)) ** 2))
    jag = 18 * np.sin(xs / 37 + ctx.u(0, 6)) + 10 * np.sin(xs / 13 + ctx.u(0, 6))
    crag_y = (H * 0.96 - H * 0.12 * bump + jag * bump + 6).astype(np.float32)
    crag_y = np.minimum(crag_y, foot[1] + np.abs(xs - peak) * 0.25 + 10)
    crag = np.clip(YY - crag_y[None, :], 0, 1).astype(np.float32)
    rock = aniso_noise(ctx.side(), 40, 18) - 0.5
    depth = np.clip((YY - crag_y[None, :]) / 260, 0, 1)
    tone = (
        rgb("#313b36")[None, None, :]
        * (1.1 - 0.45 * depth[..., None])
        * (1 + 0.25 * rock[..., None])
    )
    blend(ctx.img, crag, np.clip(tone, 0, 1))
    lit_rim = crag * np.clip(1 - (YY - crag_y[None, :]) / 24, 0, 1)
    blend(ctx.img, lit_rim * np.exp(-(((xs - peak) / 260) ** 2))[None, :], rgb("#f0f0d0"), 0.6)
    # --- the bolt ----------------------------------------------------------------------------
    keys = [k_top, k3, k2, k1, k0, foot]
    pts, widths = _bolt_path(ctx, keys, 2)
    bolt = ribbon(pts, widths, 2.0)
    halo = blur(bolt, 40)
    blend(ctx.img, np.clip(halo * 1.6, 0, 1), rgb("#f2eccc"), 0.55)
    blend(ctx.img, bolt, rgb("#f4f2dc"))
    core = ribbon(pts, [w * 0.5 for w in widths], 1.5)
    blend(ctx.img, core, rgb("#ffffff"))
    glow(ctx.img, foot[0], foot[1], 160, "#fffbe0", 0.6)
    # its forks: thin, short, off the kinks
    forks: list[list[Pt]] = []
    gf = ctx.side()
    for i in range(2, len(pts) - 2, 3):
        x0, y0 = pts[i]
        a = float(gf.uniform(0.6, 2.5))
        fork = [(x0, y0)]
        for _ in range(4):
            x0 += float(np.cos(a)) * 45 + float(gf.normal(0, 14))
            y0 += float(np.sin(a)) * 45 + float(gf.normal(0, 14))
            fork.append((x0, y0))
        forks.append(fork)
    # the ledge's top edge, where the goat's hooves stand
    (ax, ay), (bx, by) = k1, k2
    half = 22.0

    def surf(x: float) -> float:
        return float(ay + (by - ay) * (x - ax) / (bx - ax) - half)

    # --- the goat ----------------------------------------------------------------------------
    gx = cxw(ctx.u(0.14, 0.17))
    U = H * ctx.u(0.17, 0.18)
    slope = float(np.arctan2(ay - by, abs(ax - bx)))
    body, far, hooves = _goat(ctx, gx, surf, -s, U, slope * 0.6, 1.0, True)
    coat = rgb(["#2a2420", "#30261c", "#24221f"][int(ctx.rng.integers(3))])
    ctx.lit(far, bbox_of(far), coat * 0.7, rim=0.8)
    ctx.lit(body, bbox_of(body), coat, rim=1.0)
    goat = np.maximum(body, far)
    # the bolt's light on its belly, chest and legs (from below)
    under = np.clip(goat - np.roll(goat, -10, 0), 0, 1)
    blend(ctx.img, under, rgb("#f2ecc8"), 0.7)
    focus_on(ctx, goat, 3, 2.5)
    add_element(
        ctx,
        "a goat climbing a bolt of lightning",
        "main",
        bbox_of(goat),
        ("animal", "goat", "climbing", "courage", "daring", "journey", "mountain"),
    )
    # after the paint: the bolt's core crisp (behind the goat), its forks, sparks at the hooves
    hide = 1 - np.clip(goat * 2, 0, 1)
    after_mask(ctx, core * hide, "#ffffff", 0.85)
    after_mask(ctx, np.clip(bolt - core, 0, 1) * hide, "#f4f0d0", 0.45)
    after_mask(ctx, polylines(forks, 5) * hide, "#f8f6e4", 0.85)
    sparks = np.zeros((H, W), np.float32)
    for hx, hy in hooves:
        for _ in range(5):
            a = float(gf.uniform(-np.pi, 0))
            r = float(gf.uniform(12, 40))
            np.maximum(
                sparks, disc(hx + np.cos(a) * r, hy + np.sin(a) * r * 0.7, 3.2, 1), out=sparks
            )
        later_glow(ctx, hx, hy, 40, "#fffbe0", 0.35)
    after_mask(ctx, sparks * hide, "#fffde8", 0.95)
    add_element(
        ctx,
        "a bolt of lightning standing still from the storm cloud down to a crag",
        "secondary",
        bbox_of(bolt),
        ("lightning", "storm", "light", "path", "sky"),
    )
    later_glow(ctx, k_top[0], k_top[1] + 30, 200, "#ffd890", 0.25)
    # --- the kid on the crag, looking up after it --------------------------------------------
    kx = cxw(-ctx.u(0.1, 0.14))
    ky = float(crag_y[int(np.clip(kx, 0, W - 1))]) + 6

    def flat(x: float) -> float:
        return ky

    kbody, kfar, _ = _goat(ctx, kx, flat, s, U * 0.36, 0.35, 0.25, False)
    kid = np.maximum(kbody, kfar)
    ctx.lit(kid, bbox_of(kid), rgb("#6e5440"), rim=0.9)
    focus_on(ctx, kid, 3, 2.0, weight=0.8)
    add_element(
        ctx,
        "a young goat on the crag looking up",
        "secondary",
        bbox_of(kid),
        ("animal", "goat", "young", "family", "waiting", "watching"),
    )
    return Painted(
        "In a thunderstorm over the mountains, a bolt of lightning stands still in the sky from "
        "the storm cloud down to a rocky crag, and a dark mountain goat climbs it like a "
        "mountain path, one foreleg raised for the next step, while a young goat on the crag "
        "below looks up after it.",
        ["courage", "journey", "ambition", "leaving home", "daring", "storm", "the way up"],
        setting="under a storm sky, by the light of the lightning",
    )


PREMISE = Premise(
    name="goat-climbs-the-lightning",
    figure="goat",
    palettes=("storm",),
    stage=stage,
    max_cards=1,
    frame=False,
)
