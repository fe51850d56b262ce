"""Premise "last-train-over-the-clouds": at dusk a small old train of three carriages with lit
windows crosses a long slender viaduct high above a sea of clouds, where pine hilltops poke
out; the only passenger, a fox in the last window, looks out at a huge low moon (or sunset).

The train and the viaduct are drawn in the plane of their side (u along the track, v up, in
carriage heights) and carried onto the card by one projective map, so that the last carriage
is near and large and the engine small and far, under the moon. The cloud sea is painted
puff by puff, from the horizon toward us, each billow lit on top and shaded beneath.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    vgrad,
)
from ..kit.perspective import apply_homography, homography
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox

Pt = tuple[float, float]
COACHES = {"green": "#2c4a3c", "maroon": "#5e2430", "blue": "#283a5e"}
WARM = "#ffd27a"
LT = 15.0  # the train's length, rear buffer to cowcatcher, in carriage heights


class Plane:
    """The side of the train and its viaduct: masks drawn in plan units (u, v) and seen in
    perspective, softened by the size of one pixel there."""

    def __init__(self, hm: np.ndarray) -> None:
        self.hm = hm
        inv = np.linalg.inv(hm)
        den = inv[2, 0] * XX + inv[2, 1] * YY + inv[2, 2]
        ref = inv[2, 0] * hm[0, 2] / hm[2, 2] + inv[2, 1] * hm[1, 2] / hm[2, 2] + inv[2, 2]
        u, v = apply_homography(inv, XX, YY)
        ok = den * ref > 0
        self.u = np.where(ok, u, -1e6).astype(np.float32)
        self.v = np.where(ok, v, 0).astype(np.float32)
        self.px = np.maximum(np.abs(np.gradient(self.v, axis=0)), 1e-4).astype(np.float32)

    def at(self, u: float, v: float) -> Pt:
        x, y = apply_homography(self.hm, u, v)
        return float(x), float(y)

    def edge(self, d: Arr) -> Arr:
        return np.clip(d / self.px + 0.5, 0, 1).astype(np.float32)

    def rect(self, u0: float, u1: float, v0: float, v1: float) -> Arr:
        u, v = self.u, self.v
        return self.edge(np.minimum(np.minimum(u - u0, u1 - u), np.minimum(v - v0, v1 - v)))

    def oval(self, uc: float, vc: float, ru: float, rv: float) -> Arr:
        d = np.sqrt(((self.u - uc) / ru) ** 2 + ((self.v - vc) / rv) ** 2)
        return self.edge((1 - d) * min(ru, rv))

    def convex(self, pts: list[Pt]) -> Arr:
        """A convex polygon, its corners counter-clockwise in (u, v) (v up)."""
        d = np.full(self.u.shape, 1e6, np.float32)
        for (a, b), (c, e) in zip(pts, pts[1:] + pts[:1], strict=True):
            n = float(np.hypot(c - a, e - b))
            d = np.minimum(d, ((c - a) * (self.v - b) - (e - b) * (self.u - a)) / n)
        return self.edge(d)


def _puff(img: Arr, cx: float, cy: float, r: float, top: np.ndarray, low: np.ndarray, lx: float):
    """One billow of cloud: a soft disc lit on top (and toward the light), shaded beneath."""
    x0, x1 = max(0, int(cx - r - 4)), min(W, int(cx + r + 5))
    y0, y1 = max(0, int(cy - r - 4)), min(H, int(cy + r + 5))
    if x1 <= x0 or y1 <= y0:
        return
    xx, yy = XX[y0:y1, x0:x1], YY[y0:y1, x0:x1]
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    m = np.clip((r - d) / max(2.0, r * 0.14) + 0.5, 0, 1)
    t = np.clip((yy - (cy - r)) / (1.7 * r) - 0.22 * np.sign(lx - cx) * (xx - cx) / r, 0, 1)
    col = top + (low - top) * (t**1.3)[..., None]
    blend(img[y0:y1, x0:x1], m, col, 1.0)


def _hill(ctx: Ctx, hx: float, top: float, w: float, h: float, col: np.ndarray) -> Arr:
    """A round hilltop poking out of the clouds, with a few pines on its crown."""
    m = np.clip((1 - np.sqrt(((XX - hx) / (w / 2)) ** 2 + ((YY - top - h) / h) ** 2)) * 40, 0, 1)
    m = m.astype(np.float32) * (top + h * 1.1 > YY)
    blend(ctx.img, m, col)
    rim = np.clip(m - np.roll(m, (6, -6 if ctx.light[0] > hx else 6), (0, 1)), 0, 1)
    blend(ctx.img, rim, ctx.c("light"), 0.35)
    for _ in range(int(ctx.rng.integers(3, 6))):
        px = hx + w * ctx.u(-0.3, 0.3)
        py = top + h * ((px - hx) / (w / 2)) ** 2 * 0.9
        th = h * ctx.u(0.6, 1.0)
        tm, _ = icon_mask("pine-tree", px, py - th / 2 + 4, th)
        blend(ctx.img, tm, col * 0.8)
        m = np.maximum(m, tm)
    return m


def _cloud_sea(ctx: Ctx, hz: float, hills: list[tuple[float, float, float, float]]) -> Arr:
    """Rows of billows from the horizon to the bottom of the card, bigger toward us; the
    hills are painted in when their crowns come up, so nearer billows hide their feet."""
    sky = [rgb(c) for _, c in ctx.pal.sky]
    light = ctx.c("light")
    far = sky[-1]
    top = mix(far, light, 0.55)
    low = mix(mix(sky[0], sky[1], 0.5), ctx.c("ink"), 0.25)
    lx = ctx.light[0]
    gen = ctx.side()
    hill_c = mix(ctx.c("ground"), ctx.c("ink"), 0.35)
    hill_m = np.zeros((H, W), np.float32)
    todo = sorted(hills, key=lambda h: h[1])
    y = hz + 4
    while y < H + 140:
        r = 9 + 0.17 * (y - hz)
        while todo and todo[0][1] + todo[0][3] * 0.6 < y - r * 1.5:
            hx, ht, hw, hh = todo.pop(0)
            hill_m = np.maximum(hill_m, _hill(ctx, hx, ht, hw, hh, mix(hill_c, low, 0.25)))
        aer = float(np.clip(1 - (y - hz) / 420, 0, 1)) * 0.6
        t_c, l_c = mix(top, far, aer), mix(low, far, aer)
        x = -r * float(gen.uniform(0, 1))
        phase, freq = float(gen.uniform(0, 6)), float(gen.uniform(2, 5))
        while x < W + r:
            heap = 0.5 + 0.5 * np.sin(x / W * freq * np.pi + phase)
            rr = r * float(gen.uniform(0.7, 1.15)) * (0.75 + 0.55 * heap)
            cy = y - heap * r * 0.45 + float(gen.uniform(-0.15, 0.15)) * r
            _puff(ctx.img, x, cy, rr, t_c, l_c, lx)
            x += r * float(gen.uniform(0.8, 1.4))
        y += max(6.0, r * 0.5)
    return hill_m


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)  # the train runs away toward side s; its last carriage on the other third

    def X(x: float) -> float:
        return x if s > 0 else W - x

    hz = H * 0.5
    ctx.img[:] = vgrad(ctx.pal.sky, 0, 0.5)
    ctx.texture_sky(0.05)
    if ctx.pal.dark:
        ctx.stars(140, 0.32)
    mr = W * ctx.u(0.15, 0.17)
    mx = X(W * ctx.u(0.76, 0.8))
    if ctx.pal.dark:  # a huge low moon
        my = hz - mr * ctx.u(1.3, 1.45)
        ctx.celestial(mx, my, mr, "moon")
    else:  # the last of the sun, sinking into the clouds
        my = hz - mr * 0.2
        ctx.light = (mx, my)
        glow(ctx.img, mx, my, mr * 4, "#ffb88a", 0.5)
        blend(ctx.img, disc(mx, my, mr, 2.5), rgb("#ffd6a8"))
    ctx.streaks(0.18, 0.26, 0.4)
    glow(ctx.img, mx, hz + 40, W * 0.55, ctx.pal.light, 0.22)  # the moon's sheen on the clouds
    # the hills: one far off behind the last carriage, one nearer, seen through the arches
    hills = [
        (X(W * ctx.u(0.03, 0.1)), hz + H * ctx.u(0.03, 0.04), W * 0.34, H * 0.045),
        (X(W * ctx.u(0.36, 0.46)), H * ctx.u(0.78, 0.8), W * 0.3, H * 0.09),
    ]
    hill_m = _cloud_sea(ctx, hz, hills)
    hills_said = "the pine-topped crowns of hills poking out of the clouds"
    add_element(ctx, hills_said, "frame", mask_bbox(hill_m), ("hill", "pine", "forest"))
    # the plane of the train's side: its rear low and large on one third, its engine far
    xn, yn, hn = W * ctx.u(0.17, 0.2), H * 0.63, H * ctx.u(0.26, 0.28)
    xvp, xf = W * 1.22, W * ctx.u(0.86, 0.88)
    t = (xf - xn) / (xvp - xn)
    yf, hf = yn + (hz - yn) * t, hn * (1 - t)
    src = [(0.0, 0.0), (0.0, 1.6), (LT, 0.0), (LT, 1.6)]
    dst = [(X(xn), yn), (X(xn), yn - hn), (X(xf), yf), (X(xf), yf - hf)]
    pl = Plane(homography(src, dst))
    # the viaduct: a deck and slender piers on round arches, fading down into the clouds
    span, ra, depth = 2.6, 1.1, 4.2
    mid = np.abs(((pl.u - 1.0) % span) - span / 2)
    arch_top = -0.6 - ra + np.sqrt(np.clip(ra**2 - mid**2, 0, None))
    hole = pl.edge(np.minimum(ra - mid, arch_top - pl.v))
    solid = pl.rect(-60, 80, -depth - 2, 0.0) * (1 - hole)
    foot = depth - 0.9 * np.abs(np.sin(pl.u * 1.3 + ctx.u(0, 6))) * np.abs(np.sin(pl.u * 0.55))
    solid *= np.clip((pl.v + foot) / 1.6, 0, 1) * (pl.u > -60)
    stone = mix(ctx.c("ink"), rgb(ctx.pal.sky[1][1]), 0.3)
    mot = 1 + 0.12 * (blur(ctx.side().random((H, W)).astype(np.float32), 3) - 0.5)
    blend(ctx.img, solid, np.clip(stone * mot[..., None], 0, 1))
    blend(ctx.img, pl.rect(-60, 80, -0.12, 0.0) * solid, mix(stone, ctx.c("light"), 0.45))
    blend(ctx.img, pl.rect(-60, 80, -0.55, -0.45) * solid, stone * 0.7, 0.8)
    mist = np.clip((-pl.v - depth + 2.6) / 2.6, 0, 1) * solid
    blend(ctx.img, mist, mix(rgb(ctx.pal.sky[-1][1]), ctx.c("light"), 0.3), 0.55)
    bridge_said = "a long slender viaduct of arches rising out of the clouds"
    add_element(ctx, bridge_said, "frame", mask_bbox(solid), ("bridge", "arches", "viaduct"))
    # the train: three carriages and a small engine, rear first
    coach = list(COACHES)[int(ctx.rng.integers(len(COACHES)))]
    body_c = rgb(COACHES[coach])
    dark = mix(ctx.c("ink"), body_c, 0.3)
    train = np.zeros((H, W), np.float32)
    panes: list[tuple[float, float]] = []
    panes_m = np.zeros((H, W), np.float32)
    lining = np.zeros((H, W), np.float32)
    for c in range(3):
        a = c * 3.5
        body = pl.rect(a, a + 3.2, 0.38, 1.42)
        roof = np.maximum(
            pl.rect(a - 0.06, a + 3.26, 1.42, 1.55), pl.rect(a + 0.3, a + 2.9, 1.5, 1.66)
        )
        frame = pl.rect(a + 0.2, a + 3.0, 0.22, 0.4)
        wheels = np.maximum.reduce(
            [pl.oval(a + w, 0.17, 0.17, 0.17) for w in (0.45, 0.85, 2.35, 2.75)]
        )
        grad = np.clip((pl.v - 0.38) / 1.04, 0, 1)[..., None]
        blend(ctx.img, body, body_c * (0.7 + 0.3 * grad))
        blend(ctx.img, roof, dark)
        blend(ctx.img, np.maximum(frame, wheels), dark * 0.8)
        blend(ctx.img, pl.rect(a - 0.06, a + 3.26, 1.52, 1.55) * roof, ctx.c("light"), 0.35)
        if c < 2:
            blend(ctx.img, pl.rect(a + 3.2, a + 3.5, 0.55, 0.68), dark)
        lining = np.maximum(
            lining, np.maximum(pl.rect(a, a + 3.2, 0.54, 0.58), pl.rect(a, a + 3.2, 1.33, 1.36))
        )
        for j in range(3):
            w0 = a + 0.25 + j * 0.98
            panes.append((w0 + 0.4, 1.0))
            panes_m = np.maximum(panes_m, pl.rect(w0, w0 + 0.8, 0.64, 1.3))
        train = np.maximum.reduce([train, body, roof, frame, wheels])
    # the engine: tender, cab, boiler, dome, chimney, big wheels, a cowcatcher
    e_parts = [
        pl.rect(10.5, 11.8, 0.38, 1.25),
        pl.rect(11.9, 12.9, 0.38, 1.78),
        pl.rect(11.82, 13.0, 1.76, 1.88),
        pl.rect(12.9, 14.6, 0.6, 1.32),
        pl.oval(14.6, 0.96, 0.12, 0.36),
        pl.oval(13.5, 1.32, 0.22, 0.18),
        pl.rect(14.12, 14.4, 1.3, 1.9),
        pl.rect(14.04, 14.48, 1.86, 2.0),
        pl.convex([(14.55, 0.02), (14.98, 0.02), (14.55, 0.55)]),
    ]
    e_wheels = [
        pl.oval(u, r, r, r)
        for u, r in ((10.85, 0.17), (11.45, 0.17), (13.15, 0.3), (13.85, 0.3), (14.45, 0.18))
    ]
    engine = np.maximum.reduce(e_parts)
    blend(ctx.img, engine, dark * 1.1)
    blend(ctx.img, np.maximum.reduce(e_wheels), rgb("#7a2a22"))
    blend(ctx.img, pl.rect(11.9, 14.7, 0.55, 0.62), rgb("#8a2a22"))
    blend(ctx.img, pl.rect(12.9, 14.6, 1.2, 1.3) * engine, ctx.c("light"), 0.3)
    cab_w = pl.rect(12.2, 12.7, 1.15, 1.55)
    train = np.maximum.reduce([train, engine, *e_wheels])
    # the fox: the only passenger, in the last window, its chin on its paws, looking ahead
    w0 = 0.25
    fur = rgb("#c8692f")
    win0 = pl.rect(w0, w0 + 0.8, 0.64, 1.3)

    def f(u: float, v: float) -> Pt:  # the fox a little larger than life, sitting on the sill
        return (w0 + 0.3 + (u - 0.3) * 1.15, 0.64 + (v - 0.68) * 1.12)

    fox = np.maximum.reduce(
        [
            pl.oval(*f(0.27, 0.7), 0.25, 0.22),
            pl.oval(*f(0.34, 0.88), 0.13, 0.13),
            pl.oval(*f(0.38, 1.0), 0.15, 0.125),
            pl.convex([f(0.44, 0.92), f(0.66, 0.955), f(0.66, 0.985), f(0.46, 1.07)]),
            pl.convex([f(0.27, 1.04), f(0.38, 1.08), f(0.3, 1.24)]),
        ]
    )
    fox *= win0
    ear_far = pl.convex([f(0.35, 1.06), f(0.46, 1.05), f(0.42, 1.22)]) * win0
    tips = pl.convex([f(0.285, 1.16), f(0.335, 1.17), f(0.3, 1.24)]) * fox
    paws = np.maximum(pl.oval(*f(0.5, 0.72), 0.09, 0.045), pl.oval(*f(0.6, 0.715), 0.085, 0.04))
    bib = np.maximum(pl.oval(*f(0.4, 0.8), 0.1, 0.15), pl.oval(*f(0.52, 0.935), 0.13, 0.045))
    # the lit windows, warm, and their light on the carriage sides (and after the paint)
    for px_, py_ in panes:
        x_, y_ = pl.at(px_, py_)
        pw = abs(pl.at(px_, 0)[1] - pl.at(px_, 1)[1])
        glow(ctx.img, x_, y_, pw * 0.9, WARM, 0.18)
        later_glow(ctx, x_, y_, pw * 0.8, WARM, 0.22)
    blend(ctx.img, panes_m, rgb("#ffe6a8"))
    blend(
        ctx.img,
        np.maximum(cab_w, panes_m) * np.clip((1.3 - pl.v) / 0.6, 0, 1),
        rgb("#ffb84a"),
        0.5,
    )
    blend(ctx.img, ear_far, fur * 0.7)
    blend(ctx.img, fox, fur)
    blend(ctx.img, bib * fox, rgb("#f4e8d8"))
    blend(ctx.img, np.maximum(paws, tips), rgb("#3a2018"))
    ctx.light = (mx, my)
    focus_on(ctx, train, 3, weight=1.0)
    fox_said = "a fox, the only passenger, looking out of the last lit window"
    fox_tags = ("fox", "animal", "passenger", "window")
    add_element(ctx, fox_said, "secondary", mask_bbox(np.maximum(fox, paws)), fox_tags)
    add_element(
        ctx,
        f"a little old steam train of three {coach} carriages with warm lit windows",
        "main",
        mask_bbox(train),
        ("train", "journey", "travel", "window", "light"),
    )
    # smoke from the chimney, rising and trailing back over the train
    cx_, cy_ = pl.at(14.26, 2.0)
    sc = abs(pl.at(14.26, 0)[1] - pl.at(14.26, 1)[1])
    smoke = np.zeros((H, W), np.float32)
    for k in range(6):
        r = sc * (0.22 + 0.1 * k)
        px, py = cx_ - s * sc * (0.2 * k + 0.06 * k * k), cy_ - sc * (0.2 + 0.42 * k - 0.03 * k * k)
        smoke = np.maximum(smoke, disc(px, py, r, r * 0.7) * (1 - 0.12 * k))
    puff_c = mix(ctx.c("light"), rgb(ctx.pal.sky[1][1]), 0.3)
    blend(ctx.img, smoke, puff_c, 0.55)
    # after the paint: crisp panes round the fox, the lining, the lamps, the fox's face
    after_mask(ctx, panes_m * (1 - np.clip(fox + ear_far + paws, 0, 1)), "#ffe0a0", 0.55)
    after_mask(ctx, lining * (1 - panes_m), "#c8a050", 0.7)
    tx, ty = pl.at(0.03, 0.6)
    later_glow(ctx, tx, ty, sc * 0.6, "#ff5a3a", 0.6, core=max(3.0, sc * 0.06))
    hx, hy = pl.at(14.7, 1.1)
    later_glow(ctx, hx, hy, sc * 0.7, WARM, 0.6, core=max(3.0, sc * 0.08))
    ex, ey = pl.at(*f(0.43, 1.0))
    nx, ny = pl.at(*f(0.67, 0.97))
    fsc = abs(pl.at(w0, 0)[1] - pl.at(w0, 1)[1])
    after_mask(ctx, ellipse(ex, ey, fsc * 0.03, fsc * 0.018, 1.2), "#1a1010", 0.95)
    after_mask(ctx, disc(nx, ny, fsc * 0.022, 1.2), "#1a1010", 0.95)
    focus_on(ctx, np.maximum(fox, paws), 2, 2.5)
    seen = "a huge low moon" if ctx.pal.dark else "the setting sun sinking into the clouds"
    return Painted(
        f"A little old steam train of three {coach} carriages with warm lit windows crosses "
        "a long slender viaduct of arches high above a sea of clouds, where the tops of pine "
        f"hills poke out; its only passenger, a fox in the last window, looks out at {seen}.",
        ["journey", "going home", "longing", "leaving", "the last train", "dream", "loneliness"],
    )


PREMISE = Premise(
    name="last-train-over-the-clouds",
    figure="train",
    palettes=("dusk", "lavender", "aurora"),
    stage=stage,
    max_cards=1,
)
