"""Premise "frog-keeps-the-fish-dry": Rain on a pond: a frog sits on a lily pad, getting
soaked, and holds its little umbrella out, not over itself but over a fish that has put its
head out of the water beside the pad.

Seen low, at the water's level; the rain (thinner than a stroke) is drawn after the paint
everywhere but in the umbrella's shelter, and rings spread on the water around them.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, disc, ellipse, icon_mask, rgb
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, segment

UMBRELLAS = {"red": "#c23a2e", "yellow": "#e0b030", "blue": "#3a64a8"}


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the frog's side; the fish is on -s
    ctx.light = (W / 2 + s * W * 0.4, -H * 0.2)
    ctx.texture_sky(0.05)
    zenith = np.clip(1 - YY / (H * 0.3), 0, 1)
    blend(ctx.img, zenith, ctx.c("ink") * 0.6 + ctx.sky_at(0.2) * 0.4, 0.35)
    hz = ctx.u(0.4, 0.43)
    ctx.hills(hz - 0.06, 2, amp=30, cell=220)
    ctx.staged = [t for t in ctx.staged if t != ctx.repoussoir]
    ctx.fog(hz - 0.02, 0.05, 0.5)
    ctx.water(hz, ripple=2)
    wy = H * ctx.u(0.7, 0.72)  # the water line at the pad
    # far lily pads on the water, flat ellipses shrinking toward the far bank
    gen = ctx.side()
    for _ in range(9):
        py = float(gen.uniform(hz * H + 40, wy - 120))
        k = (py - hz * H) / (wy - hz * H)
        px = float(gen.uniform(40, W - 40))
        pad = ellipse(px, py, 40 + 120 * k, 8 + 26 * k, 2)
        blend(ctx.img, pad, rgb("#4a7a48") * (0.7 + 0.3 * k), 0.9)
    # bulrushes at the near edge on the frog's side, bending a little in the rain
    reeds = []
    heads = np.zeros((H, W), np.float32)
    for _ in range(6):
        rx = W / 2 + s * ctx.u(0.42, 0.56) * W
        ry = H * ctx.u(0.95, 1.02)
        top = H * ctx.u(0.38, 0.55)
        lean = ctx.u(-40, 40)
        reeds.append([(rx, ry), (rx + lean * 0.4, (ry + top) / 2), (rx + lean, top)])
        heads = np.maximum(heads, ellipse(rx + lean * 0.98, top + 70, 16, 55, 2))
    rm = polylines(reeds, 9)
    blend(ctx.img, rm, rgb("#3a5a34"), 0.95)
    ctx.lit(heads, mask_bbox(heads), rgb("#6a4228"), rim=0.3)
    # the frog's lily pad: a big flat disc with its notch, at the water line
    fx = W / 2 + s * ctx.u(0.14, 0.18) * W
    pr = W * 0.26
    pad = ellipse(fx, wy, pr, pr * 0.24, 2)
    notch = polygon_fine(
        [(fx, wy), (fx - s * pr * 1.1, wy + pr * 0.1), (fx - s * pr * 1.1, wy + pr * 0.3)]
    )
    pad = np.clip(pad - notch, 0, 1)
    ctx.lit(pad, mask_bbox(pad), rgb("#4f8a42"), rim=0.5)
    veins = [
        [(fx, wy), (fx + pr * np.cos(a), wy + pr * 0.24 * np.sin(a))]
        for a in np.linspace(0, 2 * np.pi, 11)[:-1]
    ]
    blend(ctx.img, polylines(veins, 4) * pad, rgb("#7ab868"), 0.5)
    blend(ctx.img, blur(ellipse(fx, wy + pr * 0.2, pr * 1.05, pr * 0.1, 6), 8), ctx.img * 0.4, 0.5)
    # the frog sitting on it
    fh = H * 0.19
    fm = ctx.subject(
        "frog",
        fx,
        wy - fh * 0.45,
        fh,
        "main",
        fill="#7aa83a",
        tags=("animal", "pond", "kindness"),
        rim=0.9,
    )
    fb = mask_bbox(fm)
    ctx.contact(fm, fb)
    # the umbrella: its handle in the frog's hand (the front foot on the fish's side), its
    # canopy leaning out over the fish
    colour = pick(ctx, list(UMBRELLAS))
    uh = H * 0.34
    theta = np.radians(s * 38.0)  # counter-clockwise on screen for s=1: top toward the left
    hand = (fb[0] + (fb[2] - fb[0]) * (0.5 - s * 0.28), fb[1] + (fb[3] - fb[1]) * 0.62)
    ucx = hand[0] - uh * 0.5 * np.sin(theta)
    ucy = hand[1] - uh * 0.5 * np.cos(theta)
    um, ub = icon_mask("umbrella", ucx, ucy, uh, rot=float(np.degrees(theta)))
    ctx.lit(um, ub, rgb(UMBRELLAS[colour]), rim=0.7, separate=True)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(um, 4) * 2, 0, 1) * 0.9)
    add_element(
        ctx, f"a {colour} umbrella", "secondary", ub, ("object", "rain", "shelter"), "umbrella"
    )
    # the fish, a goldfish: its body under the surface (seen through it), its head out of the
    # water right under the canopy, mouth open, looking up at the frog
    cx0 = ucx - 0.3 * uh * np.sin(theta)
    fish_c = rgb("#f08a2a")
    hr = W * 0.07
    # the fish leans out of the water toward the frog along one axis: head and fore-body up
    # in the air, the rest of it and its tail seen through the water below
    lean = -np.radians(32.0) * s
    hx, hy = cx0 - s * hr * 0.3, wy - hr * 0.75
    ca, sa = np.cos(lean), np.sin(lean)

    def at(a: float, b: float) -> tuple[float, float]:
        """A point `a` across (toward the frog) and `b` along (down) the fish."""
        return (hx + s * a * ca + b * sa, hy - s * a * sa + b * ca)

    def oval(a: float, b: float, ra: float, rb: float) -> Arr:
        """An ellipse `ra` across and `rb` along the fish, centred at at(a, b)."""
        cx_, cy_ = at(a, b)
        dx, dy = XX - cx_, YY - cy_
        u = dx * ca - dy * sa
        v = dx * sa + dy * ca
        m: Arr = np.clip((1 - np.sqrt((u / ra) ** 2 + (v / rb) ** 2)) * min(ra, rb) / 2 + 0.5, 0, 1)
        return m.astype(np.float32)

    above = np.clip((wy + 4 - YY) / 3, 0, 1)
    below = np.clip((YY - wy) / 3, 0, 1)
    whole = np.maximum(oval(0, 0, hr, hr * 1.7), oval(0, hr * 1.6, hr * 0.8, hr * 1.5))
    tail = polygon_fine(
        [at(0, hr * 2.8), at(-hr * 1.1, hr * 4.0), at(0, hr * 3.6), at(hr * 1.1, hr * 4.0)]
    )
    under = blur(np.maximum(whole, tail), 3) * below
    blend(ctx.img, under, ctx.img * 0.35 + fish_c * 0.6, 0.75)
    fin = polygon_fine(
        [
            at(-hr * 0.85, -hr * 0.5),
            at(-hr * 1.6, -hr * 0.1),
            at(-hr * 1.5, hr * 0.5),
            at(-hr * 0.9, hr * 0.8),
        ]
    )
    head = whole * above
    fin = fin * above
    ctx.lit(fin, mask_bbox(fin), rgb("#f8c080"), rim=0.6, separate=True)
    ctx.lit(head, mask_bbox(head), fish_c, rim=0.8, separate=True)
    belly = oval(hr * 0.45, hr * 0.2, hr * 0.5, hr * 1.2) * head
    blend(ctx.img, belly, rgb("#f8d8a0"), 0.5)
    rays = [
        [at(-hr * 0.9, hr * (k * 0.3 - 0.45)), at(-hr * 1.5, hr * (k * 0.25 - 0.1))]
        for k in range(5)
    ]
    after_mask(ctx, polylines(rays, 3) * fin, "#d07030", 0.7)
    head = np.maximum(head, fin)
    pect = polygon_fine(
        [at(hr * 0.4, hr * 0.35), at(hr * 1.3, hr * 0.75), at(hr * 0.55, hr * 0.85)]
    )
    ctx.lit(pect * (wy > YY), mask_bbox(pect), rgb("#f8b060"), rim=0.5)
    # the open mouth at its tip, a big round eye, the gill's curve
    mouth = at(hr * 0.1, -hr * 1.62)
    after_mask(ctx, ellipse(mouth[0], mouth[1], hr * 0.22, hr * 0.16, 2), "#2a1410", 0.9)
    ex, ey = at(hr * 0.35, -hr * 0.95)
    after_mask(ctx, disc(ex, ey, hr * 0.24, 1.5), "#fff4e0", 0.95)
    after_mask(ctx, disc(ex + s * 3, ey, hr * 0.15, 1.5), "#141010", 0.95)
    after_mask(ctx, disc(ex + s * 1, ey - 5, 4, 1), "#ffffff", 0.9)
    gill = [
        at(hr * 0.9 * np.sin(a), -hr * 0.45 + hr * 0.35 * np.cos(a))
        for a in np.linspace(-0.9, 0.9, 12)
    ]
    after_mask(ctx, polylines([gill], 4) * head, "#b85a20", 0.7)
    ring = [
        (cx0 + hr * 1.5 * np.cos(a), wy + hr * 0.3 * np.sin(a))
        for a in np.linspace(0, 2 * np.pi, 40)
    ]
    after_mask(ctx, polylines([ring], 3), "#e8eff0", 0.55)
    focus_on(ctx, head, 4)
    add_element(ctx, "a goldfish", "secondary", mask_bbox(head), ("animal", "water", "fish"))
    # the rain, after the paint: everywhere but in the umbrella's shelter (its canopy down to
    # the water below it); rings where it lands
    top = ucy - uh * 0.5 * np.cos(theta) * 0.2
    shelter = polygon_fine(
        [(ub[0] - 10, top), (ub[2] + 10, top), (ub[2] + 30, wy + 40), (ub[0] - 30, wy + 40)]
    )
    shelter = np.maximum(shelter, blur(um, 3))
    gen = ctx.side()
    rain = np.zeros((H, W), np.float32)
    for _ in range(260):
        rx, ry = float(gen.uniform(-40, W + 40)), float(gen.uniform(0, H * 0.92))
        ln = float(gen.uniform(30, 60))
        np.maximum(rain, segment(rx, ry, rx - 0.12 * ln, ry + ln, 3.5), out=rain)
    after_mask(ctx, rain * (1 - shelter) * (1 - np.clip(fm * 2, 0, 1) * 0.5), "#e4ecee", 0.7)
    rings = []
    for _ in range(40):
        rx, ry = float(gen.uniform(20, W - 20)), float(gen.uniform(hz * H + 60, H - 20))
        if shelter[int(ry), int(rx)] > 0.1 or pad[int(ry), int(rx)] > 0.1:
            continue
        k = (ry - hz * H) / (H - hz * H)
        rr = 10 + 40 * k
        ang = np.linspace(0, 2 * np.pi, 30)
        rings.append([(rx + rr * np.cos(a), ry + rr * 0.25 * np.sin(a)) for a in ang])
    after_mask(ctx, polylines(rings, 3), "#dfe8ea", 0.5)
    # drops running off the frog's head
    for k in range(4):
        dx = fb[0] + (fb[2] - fb[0]) * (0.3 + 0.15 * k)
        after_mask(ctx, ellipse(dx, fb[1] + 30 + 20 * (k % 2), 5, 8, 1.5), "#eef4f6", 0.8)
    return Painted(
        "Rain on a pond: a frog sits on a lily pad, getting soaked, and holds its little "
        f"{colour} umbrella out, not over itself but over a goldfish that has put its head out of "
        "the water beside the pad; rain rings spread all around them.",
        [
            "kindness",
            "care",
            "friendship",
            "useless help",
            "protection",
            "rain",
            "sacrifice",
            "different worlds",
            "tenderness",
        ],
        setting="on a grey, rainy day",
    )


PREMISE = Premise(
    name="frog-keeps-the-fish-dry",
    figure="frog",
    palettes=("storm", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
