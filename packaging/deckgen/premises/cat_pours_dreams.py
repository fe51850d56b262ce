"""Premise "cat-pours-dreams": At night over a sleeping town of steep roofs, a black cat walks
along a roof ridge in front of a big moon, an old tin watering can hanging from its mouth, and
from the can's rose it pours a glowing stream of tiny golden stars down into the chimney of the
house below, where one small attic window is lit; a chimney or two further off already glow.

The roofs and houses are drawn from shapes in one layout (a cat on the left, walking right),
mirrored when the cat walks left; the cat is the walking-cat icon, a dark silhouette rimmed by
the stream's warm light; the can is drawn from shapes and tipped to pour; the stars in the
stream come after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PIL import Image, ImageDraw

from ..kit.light import after_mask, later_glow, lit_windows
from ..kit.masks import holes
from ..kit.paint import YY, Arr, H, W, aniso_noise, blend, blur, glow, mix, rgb
from ..kit.place import add_element, focus_on, main, third
from ..kit.premise import Painted, Premise
from ..kit.props import sparkles
from ..kit.scene import Ctx
from ..kit.shapes import bezier, cubic, mask_bbox, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
GOLD = "#ffd470"
PALE = "#fff2c4"
TIN = "#d2d0c6"


def _polys(polys: list[list[Pt]]) -> Arr:
    """One mask of many filled polygons, drawn at twice the size for smooth edges."""
    im = Image.new("L", (W * 2, H * 2), 0)
    d = ImageDraw.Draw(im)
    for pts in polys:
        d.polygon([(2 * x, 2 * y) for x, y in pts], fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def _star(x: float, y: float, r: float, a: float) -> list[Pt]:
    """A five-pointed star's outline."""
    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.45
        t = a + k * np.pi / 5
        pts.append((x + rr * np.sin(t), y - rr * np.cos(t)))
    return pts


def _gabled(x: float, w: float, eave: float, peak: float, chim: float | None) -> list[list[Pt]]:
    """A narrow house seen gable on: its walls down off the card, a steep roof, and a chimney
    `chim` (a share of the width, or None) on one slope."""
    out = [[(x, H + 5), (x, eave), (x + w / 2, peak), (x + w, eave), (x + w, H + 5)]]
    if chim is not None:
        cx = x + w * chim
        sy = peak + (eave - peak) * abs(cx - x - w / 2) / (w / 2)
        top, cw = sy - w * 0.3, w * 0.075
        out.append([(cx - cw, sy + 8), (cx - cw, top), (cx + cw, top), (cx + cw, sy + 8)])
        out.append([(cx - cw * 1.4, top + cw), (cx - cw * 1.4, top), (cx + cw * 1.4, top)])
        out[-1].append((cx + cw * 1.4, top + cw))
    return out


def _town(
    ctx: Ctx, gen: np.random.Generator, ry: float, X: Callable[[float], float]
) -> tuple[Arr, list[Pt]]:
    """Rows of narrow gabled houses stepping down the hill below the ridge `ry`, hazier far
    off; returns their mask and their chimneys' mouths (on the card)."""
    town = np.zeros((H, W), np.float32)
    mouths: list[Pt] = []
    sky_c = ctx.sky_at(0.5)
    for k, (base, scale) in enumerate(((ry + H * 0.1, 0.75), (ry + H * 0.2, 1.0))):
        polys: list[list[Pt]] = []
        x = float(gen.uniform(-140, -40))
        while x < W + 40:
            w = float(gen.uniform(150, 230)) * scale
            eave = base + float(gen.uniform(-40, 40)) * scale
            peak = eave - w * float(gen.uniform(0.55, 0.8))
            chim = float(gen.choice([0.25, 0.72])) if gen.random() < 0.7 else None
            hp = _gabled(x, w, eave, peak, chim)
            polys += [[(X(px), py) for px, py in p] for p in hp]
            if chim is not None:
                mouths.append((X(x + w * chim), hp[-1][1][1]))
            x += w + float(gen.uniform(10, 50)) * scale
        row = _polys(polys)
        blend(ctx.img, row, mix(sky_c * 0.7, ctx.c("ink"), 0.35 + 0.3 * k))
        rim = np.clip(row - np.roll(row, 4, 0), 0, 1)
        blend(ctx.img, rim, ctx.c("light"), 0.3 - 0.1 * k)
        town = np.maximum(town, row)
    return town, mouths


def stage(ctx: Ctx) -> Painted:
    cat_x, s = third(ctx)
    f = -s  # the cat walks toward the middle: 1 to the right

    def X(x: float) -> float:  # a layout x (drawn for a cat on the left) on the card
        return x if f > 0 else W - x

    def P(pts: list[Pt]) -> list[Pt]:
        return [(X(x), y) for x, y in pts]

    cx = X(cat_x)
    ry = H * ctx.u(0.55, 0.57)  # the ridge the cat walks along
    ch = H * ctx.u(0.26, 0.28)  # the cat's height
    # the night sky, its stars, and a big moon behind the cat
    ctx.texture_sky(0.05)
    ctx.stars(260, 0.5)
    mr = W * ctx.u(0.25, 0.27)
    ctx.celestial(X(cx - W * ctx.u(0.05, 0.08)), ry - H * ctx.u(0.16, 0.18), mr, "moon")
    side = ctx.side()
    if ctx.pal.name == "aurora":  # curtains of green light across the top of the sky
        wave = H * (0.15 + 0.04 * np.sin(np.arange(W) / W * 5.5 + float(side.uniform(0, 6))))
        dy = YY - wave[None, :]
        band = np.clip(1 - dy / (H * 0.03), 0, 1) * np.clip((dy + H * 0.14) / (H * 0.14), 0, 1)
        curtain = np.clip(band * (0.3 + 0.8 * aniso_noise(side, 10, 160)), 0, 1)
        blend(ctx.img, curtain, rgb("#8affc8"), 0.45)
    ink, light = ctx.c("ink"), ctx.c("light")
    town, mouths = _town(ctx, side, ry, X)
    # the house below the cat, its gable toward us: a chimney and one lit attic window
    mth_x = cx + ch * 0.62  # about where the cat's mouth is (layout x)
    chx = min(W * 0.86, mth_x + W * ctx.u(0.2, 0.23))
    nx, half = chx + W * 0.09, W * 0.24
    peak = ry + H * ctx.u(0.2, 0.21)
    eave = peak + half * 1.05
    wall_c = mix(rgb("#4a4258"), ctx.sky_at(0.5), 0.3)
    gable = _polys(
        [
            P(
                [
                    (nx - half * 0.9, H + 5),
                    (nx - half * 0.9, eave),
                    (nx, peak),
                    (nx + half * 0.9, eave),
                ]
            )
        ]
    )
    blend(ctx.img, gable, wall_c)
    roof_m = polylines([P([(nx - half, eave + 20), (nx, peak - 10), (nx + half, eave + 20)])], 36)
    blend(ctx.img, roof_m, mix(ink, rgb("#2a2438"), 0.5))
    blend(ctx.img, np.clip(roof_m - np.roll(roof_m, 5, 0), 0, 1), light, 0.35)
    top = peak + (nx - chx) * 1.05 - H * ctx.u(0.085, 0.095)
    cw = 36
    chim = _polys(
        [
            P(
                [
                    (chx - cw, top + H * 0.13),
                    (chx - cw, top),
                    (chx + cw, top),
                    (chx + cw, top + H * 0.13),
                ]
            )
        ]
    )
    cap = _polys(
        [
            P(
                [
                    (chx - cw * 1.35, top + 18),
                    (chx - cw * 1.35, top - 4),
                    (chx + cw * 1.35, top - 4),
                    (chx + cw * 1.35, top + 18),
                ]
            )
        ]
    )
    brick = mix(rgb("#8a5040"), ctx.sky_at(0.5), 0.3)
    blend(ctx.img, chim, brick)
    blend(ctx.img, cap, brick * 1.2)
    wy = peak + H * 0.1  # the attic window, warm: a child asleep inside
    win = _polys(
        [P([(nx - 42, wy - 52), (nx + 42, wy - 52), (nx + 42, wy + 52), (nx - 42, wy + 52)])]
    )
    glow(ctx.img, X(nx), wy, 180, "#ffb860", 0.35)
    blend(ctx.img, win, rgb("#ffc870"))
    bars = polylines([P([(nx, wy - 52), (nx, wy + 52)]), P([(nx - 42, wy), (nx + 42, wy)])], 7)
    blend(ctx.img, bars * win, rgb("#3a2a22"), 0.9)
    house = np.clip(gable + roof_m + chim + cap, 0, 1)
    add_element(
        ctx,
        "a house below, its attic window lit",
        "frame",
        mask_bbox(house),
        ("house", "home", "window", "sleep"),
    )
    mouth = (X(chx), top - 2)
    focus_on(ctx, np.clip(chim + cap + win, 0, 1), 4, weight=0.8)
    add_element(
        ctx,
        "a chimney",
        "secondary",
        mask_bbox(np.clip(chim + cap, 0, 1)),
        ("chimney", "house", "home"),
    )
    # the cat's roof: a steep slate slope under the ridge, the eaves, a moonlit wall below
    xr1 = cx + W * ctx.u(0.17, 0.19)
    ev = ry + H * ctx.u(0.22, 0.24)
    xe = xr1 + W * 0.06
    face = _polys([P([(-40, ry), (xr1, ry), (xe, ev), (-40, ev)])])
    wall = _polys([P([(-40, ev), (xe - 30, ev), (xe - 30, H + 5), (-40, H + 5)])])
    tex = aniso_noise(side, 120, 40) - 0.5
    fade = 1 - 0.5 * np.clip((YY - ev) / (H - ev), 0, 1) + 0.12 * tex
    blend(ctx.img, wall, mix(wall_c, ink, 0.45) * fade[..., None])
    slate = mix(ink, rgb("#2e3654"), 0.65)
    row = np.floor((YY - ry) / 44)
    col = np.floor((X(np.arange(W, dtype=np.float32))[None, :] + 40 * (row % 2)) / 80)
    tone = (np.sin(row * 12.9898 + col * 78.233) * 43758.5453) % 1.0
    joint = np.clip(1.6 - np.minimum((YY - ry) % 44, 44 - (YY - ry) % 44), 0, 1)
    shade = 0.8 + 0.45 * tone - 0.5 * joint + 0.2 * tex
    blend(ctx.img, face, np.clip(slate * shade[..., None], 0, 1))
    blend(ctx.img, polylines([P([(-40, ry + 3), (xr1, ry + 3)])], 14), mix(slate, light, 0.4))
    blend(ctx.img, polylines([P([(xr1, ry), (xe, ev)])], 12), mix(slate, light, 0.25))
    blend(ctx.img, polylines([P([(-40, ev + 6), (xe, ev + 6)])], 16), ink, 0.9)
    roof = np.clip(face + wall, 0, 1)
    add_element(ctx, "a steep roof", "frame", mask_bbox(roof), ("roof", "house", "night"))
    lit_windows(ctx, town * (1 - roof) * (1 - house) * (ry + H * 0.12 < YY), 8)
    # the cat, in the warm glow of what it pours
    ctx.light = (X(mth_x + W * 0.1), ry)
    cat_m = main(ctx, "feline", X(cx), ry - ch / 2 + 4, ch, fill="#17151d", flip=f < 0, rim=0.9)
    bb = mask_bbox(cat_m)
    ys, xs = np.nonzero(cat_m[bb[1] : bb[1] + int((bb[3] - bb[1]) * 0.45)] > 0.5)
    i = int(np.argmax(xs * f))
    mth = (X(float(xs[i])) - ch * 0.05, bb[1] + float(ys[i]) + ch * 0.06)  # layout
    after_mask(ctx, holes(cat_m), "#ffe080", 0.95)
    # the old tin watering can hanging from its mouth by the handle, tipped to pour
    hc = ch * ctx.u(0.42, 0.45)
    tilt = np.radians(ctx.u(33, 37))
    ca, sa = float(np.cos(tilt)), float(np.sin(tilt))
    ou, ov = 0.2, -0.76  # the handle, held in its teeth, at the mouth

    def q(u: float, v: float) -> Pt:  # can-local (u forward, v up, in can heights) on the card
        u, v = u + ou, v + ov
        return (X(mth[0] + (u * ca + v * sa) * hc), mth[1] + (u * sa - v * ca) * hc)

    body = _polys(
        [[q(-0.45, -0.5), q(0.45, -0.5), q(0.47, 0.0), q(0.42, 0.5), q(-0.42, 0.5), q(-0.47, 0.0)]]
    )
    spout = ribbon(
        [q(0.3, -0.3), q(0.75, 0.05), q(1.15, 0.38)], [0.16 * hc, 0.1 * hc, 0.08 * hc], 1.5
    )
    rose = ribbon([q(1.1, 0.34), q(1.22, 0.44)], [0.08 * hc, 0.3 * hc], 1.5)
    rose = np.maximum(rose, tilted_ellipse(*q(1.23, 0.45), 0.04 * hc, 0.15 * hc, f * (tilt - 0.69)))
    bail = polylines(
        [cubic(q(-0.36, 0.5), q(-0.32, 0.86), q(0.26, 0.86), q(0.3, 0.5), 20)], 0.06 * hc
    )
    back = polylines([[q(-0.45, 0.32), q(-0.66, 0.18), q(-0.64, -0.1), q(-0.45, -0.25)]], 0.07 * hc)
    can = np.clip(body + spout + rose + bail + back, 0, 1)
    cb = mask_bbox(can)
    ctx.lit(can, cb, rgb(TIN), rim=0.8)
    bands = polylines(
        [[q(-0.46, -0.36), q(0.46, -0.36)], [q(-0.44, 0.36), q(0.44, 0.36)]], 0.04 * hc
    )
    blend(ctx.img, bands * body, rgb("#6a6c70"), 0.7)
    blend(
        ctx.img,
        blur(_polys([[q(-0.1, 0.1), q(0.2, 0.0), q(0.15, -0.2), q(-0.12, -0.12)]]), 8) * body,
        rgb("#8a8a88"),
        0.4,
    )
    edge = np.clip(cat_m - np.roll(cat_m, -5 * f, 1), 0, 1) * (1 - can)
    after_mask(ctx, edge, GOLD, 0.55)
    focus_on(ctx, can, 3)
    add_element(ctx, "an old tin watering can", "secondary", cb, ("watering can", "garden", "pour"))
    # the stream of stars from the rose down into the chimney
    p0 = q(1.25, 0.46)
    p1 = mouth
    c1 = (p0[0] + (p1[0] - p0[0]) * 0.95, p0[1] + (p1[1] - p0[1]) * 0.05)
    path = bezier(p0, c1, p1, 40)
    widths = [30 + 40 * np.sin(np.pi * k / 39) ** 0.6 for k in range(40)]
    stream = ribbon(path, widths, 3)
    blend(ctx.img, np.clip(blur(stream, 45) * 1.8, 0, 1), rgb(GOLD), 0.5)
    blend(ctx.img, blur(stream, 5), rgb("#ffe6a0"), 0.85)
    glow(ctx.img, p1[0], p1[1], 120, GOLD, 0.4)
    glow(ctx.img, p0[0], p0[1], 130, GOLD, 0.55)
    focus_on(ctx, stream, 4)
    add_element(
        ctx,
        "a glowing stream of tiny golden stars",
        "secondary",
        mask_bbox(stream),
        ("star", "dream", "light", "magic"),
    )
    gen = ctx.side()
    dots: list[tuple[float, float, float]] = []
    stars5: list[list[Pt]] = []
    for _ in range(80):
        k = int(gen.integers(0, 40))
        sp = widths[k] * 0.55
        px, py = path[k][0] + float(gen.normal(0, sp)), path[k][1] + float(gen.normal(0, sp * 0.6))
        if gen.random() < 0.22:
            stars5.append(_star(px, py, float(gen.uniform(10, 16)), float(gen.uniform(0, 1))))
        else:
            dots.append((px, py, float(gen.uniform(1.8, 3.4))))
    ctx.after.append(lambda img: sparkles(img, dots))
    after_mask(ctx, _polys(stars5), PALE, 0.95)
    later_glow(ctx, p0[0], p0[1], 70, GOLD, 0.6, core=7)
    later_glow(ctx, p1[0], p1[1], 80, GOLD, 0.35)
    # a few chimneys further off already glow, sparks rising from them
    far = [
        m
        for m in mouths
        if abs(m[0] - p1[0]) > 140
        and abs(m[0] - X(xr1)) > 150
        and (roof + house)[int(m[1]), int(m[0]) % W] < 0.5
    ]
    gen.shuffle(far)
    for gx, gy in far[:3]:
        glow(ctx.img, gx, gy - 30, 110, GOLD, 0.35)
        later_glow(ctx, gx, gy, 70, GOLD, 0.55, core=6)
        rise = [(gx + float(gen.normal(0, 10)), gy - 24 - 30 * j, 2.0) for j in range(3)]
        ctx.after.append(lambda img, rise=rise: sparkles(img, rise))
    glowing = {0: "", 1: "; another chimney further off already glows"}.get(
        len(far[:3]), "; a few chimneys further off already glow"
    )
    return Painted(
        "Over a sleeping town of steep roofs, a black cat walks along a roof ridge in front of "
        "a big moon, an old tin watering can hanging from its mouth, and pours a glowing "
        "stream of tiny golden stars down into the chimney of the house below, where one small "
        f"attic window is lit{glowing}.",
        ["dreams", "bedtime", "magic", "tenderness", "secret", "gift", "night"],
    )


PREMISE = Premise(
    name="cat-pours-dreams",
    figure="cat",
    palettes=("night", "aurora"),
    stage=stage,
    max_cards=1,
)
