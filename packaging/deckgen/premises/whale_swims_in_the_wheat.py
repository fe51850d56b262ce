"""Premise "whale-swims-in-the-wheat": On a summer day a great blue-grey whale swims through a
wide golden wheat field as if it were the sea: its head and back break the surface of the
wheat, its tail rises behind, ears of wheat spray up around it like foam, it blows a spout of
golden chaff, and a long wake of parted wheat winds behind it to a red farmhouse and a
windmill on the horizon; poppies grow in the near wheat.

The whale is drawn from parts along a curved spine (a long body, a pale pleated throat, a
mouth line, an eye, a long pectoral fin, a raised fluke) and cut by the wheat's surface, which
rises toward the horizon so that its tail lies farther off than its head.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
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
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import day_zenith

Pt = tuple[float, float]
GOLD = "#e2b24c"
GOLD_LIT = "#f6dc8e"
WHALE = "#4f6682"
BELLY = "#d6dcdc"


def _ears(pts: list[tuple[float, float, float, float]]) -> Arr:
    """Ears of wheat: (x, y, length, angle) each a slim grain head on a short stalk."""
    m = np.zeros((H, W), np.float32)
    for x, y, ln, a in pts:
        ca, sa = np.sin(a), -np.cos(a)  # a = 0 points up
        np.maximum(m, tilted_ellipse(x, y, ln * 0.5, ln * 0.16, float(a - np.pi / 2), 10), out=m)
        tail = [(x - ca * ln * 0.4, y - sa * ln * 0.4), (x - ca * ln * 1.1, y - sa * ln * 1.1)]
        np.maximum(m, polylines([tail], max(1.5, ln * 0.06)), out=m)
    return m


def _field(ctx: Ctx, hz: float) -> None:
    """The wheat from the horizon down: hazy far, rich gold near, wind waves across it."""
    t = np.clip((YY - hz) / (H - hz), 0, 1)
    far = mix(ctx.sky_at(hz / H - 0.01), rgb(GOLD_LIT), 0.6)
    near = rgb(GOLD)
    tt = t[..., None] ** 0.6
    ground = far * (1 - tt) + near * tt
    side = ctx.side()
    rows = aniso_noise(side, 220, 5) - 0.5
    stalks = aniso_noise(side, 5, 30) - 0.5
    waves = aniso_noise(ctx.rng, 340, 34) - 0.5
    patch = fbm(ctx.rng, 160, 3) - 0.5
    tex = 1 + 0.08 * rows * (1 - t) + 0.16 * stalks * t + 0.1 * patch
    ground = ground * tex[..., None]
    # wind waves: long level bands of sheen, as on the sea
    sheen = np.clip((waves - 0.12) * 4, 0, 1) * (0.3 + 0.7 * t)
    ground = ground * (1 - 0.35 * sheen[..., None]) + rgb("#fff2c4") * 0.35 * sheen[..., None]
    trough = np.clip((-waves - 0.18) * 4, 0, 1) * t
    ground *= (1 - 0.16 * trough)[..., None]
    ground = ground * (1 - 0.12 * t[..., None] ** 2)
    land = np.clip((YY - hz) / 2 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(ground, 0, 1))


def _wake(ctx: Ctx, a: Pt, c1: Pt, c2: Pt, b: Pt, w0: float) -> Arr:
    """A channel of parted wheat from `a` (behind the whale) winding to `b` on the horizon,
    with wave crests of wheat rolling out along both its sides."""
    pts = cubic(a, c1, c2, b)
    n = len(pts)
    wid = [w0 * (1 - k / n) ** 1.6 + 3 for k in range(n)]
    ch = ribbon(pts, wid, 2)
    gold = rgb(GOLD)
    for k, (grow, alpha) in enumerate(((1.5, 0.3), (2.0, 0.18))):
        ring = ribbon(pts, [w * grow for w in wid], 3)
        inner = ribbon(pts, [w * (grow - 0.35) for w in wid], 3)
        crest = np.clip(ring - inner, 0, 1) * (1 - ch)
        blend(ctx.img, crest, rgb("#fff0b8"), alpha)
        shade = np.clip(inner - np.roll(inner, 8 + 4 * k, 0), 0, 1) * (1 - ch)
        blend(ctx.img, blur(shade, 3), gold * 0.62, alpha * 0.7)
    flat = mix(gold * 0.74, rgb("#b89048"), 0.3)
    streak = aniso_noise(ctx.side(), 8, 60) - 0.5
    blend(ctx.img, ch, np.clip(flat[None, None, :] * (1 + 0.12 * streak[..., None]), 0, 1))
    lip = np.clip(ch - np.roll(ch, 10, 0), 0, 1)
    blend(ctx.img, blur(lip, 3), gold * 0.42, 0.75)
    # ears of wheat leaning out along both banks, smaller toward the horizon
    p = np.asarray(pts)
    d = np.gradient(p, axis=0)
    nr = np.stack([-d[:, 1], d[:, 0]], 1) / np.maximum(1e-6, np.hypot(d[:, 0], d[:, 1]))[:, None]
    bank_ears = []
    side = ctx.side()
    for k in range(0, n, 1):
        depth = (p[k, 1] - b[1]) / max(1.0, a[1] - b[1])
        for sgn in (-1, 1):
            q = p[k] + nr[k] * sgn * wid[k] * 0.5
            ln = 4 + 26 * depth
            tilt = float(np.arctan2(nr[k, 0] * sgn, -nr[k, 1] * sgn)) * 0.5
            bank_ears.append((float(q[0]), float(q[1]), ln, tilt + float(side.normal(0, 0.2))))
    be = _ears(bank_ears)
    blend(ctx.img, blur(be, 2), gold * 0.5, 0.3)
    blend(ctx.img, be, rgb(GOLD_LIT), 0.85)
    focus_on(ctx, be, 2, 1.2, weight=0.5)
    bank = np.clip(np.roll(ch, -8, 0) - ch, 0, 1)
    blend(ctx.img, bank, rgb("#fff4c8"), 0.6)
    return ch


def _spine(f: int, surf0: float) -> tuple[list[Pt], list[float]]:
    ctrl = [  # (u across the card toward the head's side, y / H, width / W)
        (0.365, 0.35, 0.07),
        (0.295, 0.41, 0.15),
        (0.21, 0.505, 0.21),
        (0.09, 0.585, 0.23),
        (-0.04, 0.635, 0.2),
        (-0.15, 0.645, 0.15),
        (-0.23, 0.62, 0.09),
        (-0.28, 0.58, 0.06),
        (-0.31, 0.53, 0.045),
    ]
    k = np.linspace(0, len(ctrl) - 1, 64)
    idx = np.arange(len(ctrl))
    us = np.interp(k, idx, [c[0] for c in ctrl])
    ys = np.interp(k, idx, [c[1] for c in ctrl]) + surf0
    ws = np.interp(k, idx, [c[2] for c in ctrl])
    pts = [(W / 2 + f * float(u) * W, float(y) * H) for u, y in zip(us, ys, strict=True)]
    return pts, [float(w) * W * 1.18 for w in ws]


def stage(ctx: Ctx) -> Painted:
    f = 1 if ctx.rng.random() < 0.5 else -1  # the whale swims toward side f
    hz = H * ctx.u(0.335, 0.35)
    lift = ctx.u(0.035, 0.05)
    ctx.texture_sky(0.04)
    sun = (W / 2 - f * W * ctx.u(0.26, 0.32), H * ctx.u(0.07, 0.1))
    day_zenith(ctx, (hz > YY).astype(np.float32))
    ctx.celestial(*sun, 56, "sun")
    ctx.clouds(2, 0.04, 0.2, 0.4)
    _field(ctx, hz)
    blend(ctx.img, blur((abs(YY - hz) < 3).astype(np.float32), 4), rgb("#fff6da"), 0.5)

    def ux(u: float) -> float:
        return W / 2 + f * u * W

    # the wheat's surface at the whale: nearer (lower) at its head, farther at its tail
    def surf(u: Arr | float) -> Arr | float:
        return H * (0.59 + lift + 0.05 * (np.asarray(u) + 0.3) / 0.7)

    u_img = (XX - W / 2) * f / W
    rag = (aniso_noise(ctx.side(), 7, 14) - 0.5) * 14
    above = np.clip((surf(u_img) + rag - YY) / 2, 0, 1).astype(np.float32)
    # the farm far off on the horizon behind the whale's tail, and the wake winding to it
    farm_u = -ctx.u(0.3, 0.36)
    sec(ctx, "house", ux(farm_u), hz - H * 0.012, H * 0.05, fill="#b83a2a", flip=f > 0, rim=0.4)
    sec(ctx, "windmill", ux(farm_u + 0.12), hz - H * 0.04, H * 0.1, flip=f < 0, rim=0.4)
    pts, wid = _spine(f, lift)
    a = (ux(-0.3), float(surf(-0.3)) + 4)
    c1 = (ux(-0.5), a[1] - H * 0.02)
    c2 = (ux(-0.47), hz + H * 0.1)
    ch = _wake(ctx, a, c1, c2, (ux(farm_u + ctx.u(0.1, 0.14)), hz + 2), W * 0.11)
    add_element(
        ctx, "a long wake of parted wheat", "secondary", mask_bbox(ch), ("wheat", "trace", "path")
    )
    # --- the whale --------------------------------------------------------------------------
    body = ribbon(pts, wid, 2)
    n = len(pts)
    tang = np.gradient(np.asarray(pts), axis=0)
    tang /= np.hypot(tang[:, 0], tang[:, 1])[:, None]
    nrm = np.stack([tang[:, 1], -tang[:, 0]], 1)
    nrm *= np.where(nrm[:, 1] < 0, 1, -1)[:, None]  # toward its back (up)

    def at(t: float, o: float) -> Pt:
        """A point `t` along the whale (0 snout, 1 tail), `o` of its half width toward its
        back."""
        i = int(np.clip(round(t * (n - 1)), 0, n - 1))
        h = wid[i] / 2 * o
        return (pts[i][0] + nrm[i][0] * h, pts[i][1] + nrm[i][1] * h)

    bx, by = pts[-1]
    fl = W * 0.13
    lobe = [(0.12, 0.25), (0.3, -0.02), (0.7, -0.24), (1.0, -0.62), (0.72, -0.52), (0.38, -0.46)]
    fluke = polygon_fine(
        [(bx - fl * a, by + fl * b) for a, b in lobe]
        + [(bx, by - fl * 0.3)]
        + [(bx + fl * a, by + fl * b) for a, b in lobe[::-1]]
    )
    fin_pts = [at(0.27, -0.55), at(0.33, -0.9)]
    fin_pts.append((fin_pts[1][0] - f * W * 0.2, fin_pts[1][1] + H * 0.07))
    fin = ribbon(fin_pts, [W * 0.05, W * 0.045, W * 0.012], 2) * above
    whole = np.clip(np.maximum(body, fluke) * above, 0, 1)
    ctx.light = sun
    under = np.maximum(body, fluke) * (1 - above)
    blend(ctx.img, blur(under, 12), rgb(GOLD) * 0.55, 0.35)  # the body's bulk under the wheat
    ctx.lit(fin, mask_bbox(fin), rgb(WHALE) * 0.8, rim=0.4)
    ctx.lit(whole, mask_bbox(whole), rgb(WHALE), rim=0.7, separate=True)
    # the pale pleated throat under the mouth line
    throat_pts = [at(t, -0.55) for t in np.linspace(0.02, 0.36, 14)]
    throat_w = [wid[int(t * (n - 1))] * 0.55 for t in np.linspace(0.02, 0.36, 14)]
    throat = ribbon(throat_pts, throat_w, 4) * body * above
    blend(ctx.img, throat, rgb(BELLY), 0.8)
    blend(ctx.img, blur(fin, 2) * np.clip(fin - np.roll(fin, 10, 0), 0, 1), rgb(BELLY), 0.7)
    belly_lit = throat * np.clip((YY - at(0.2, -1)[1] + 60) / 80, 0, 1)
    blend(ctx.img, belly_lit, rgb(BELLY) * 0.7, 0.3)
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, fin, 3, 2.0)
    # after the paint: mouth line, pleats, eye, barnacle-like pale flecks on the head
    mouth = [at(t, -0.12 - 0.9 * t) for t in np.linspace(0.0, 0.2, 10)]
    mouth.append(at(0.23, -0.1))
    after_mask(ctx, polylines([mouth], 6), "#1c2634", 0.9)
    pleats = [
        [at(t, -0.3 - 0.14 * j - 0.6 * t) for t in np.linspace(0.05, 0.3, 8)] for j in range(4)
    ]
    after_mask(ctx, polylines(pleats, 2.5) * throat, "#8a98a4", 0.6)
    ex, ey = at(0.25, -0.05)
    after_mask(ctx, disc(ex, ey, 22, 2), "#3a4c62", 0.7)
    after_mask(ctx, disc(ex, ey, 12, 1.5), "#0c1218", 0.95)
    after_mask(ctx, disc(ex - f * 3, ey - 4, 4, 1), "#f4f6f8", 0.95)
    fleck = np.zeros((H, W), np.float32)
    for t, o in ((0.05, 0.4), (0.08, 0.6), (0.11, 0.3), (0.14, 0.7), (0.07, 0.15)):
        np.maximum(fleck, disc(*at(t, o), 6, 1.5), out=fleck)
    after_mask(ctx, fleck * body, "#c4ccd0", 0.75)
    wb = mask_bbox(np.maximum(whole, fin))
    add_element(
        ctx,
        "a great blue-grey whale swimming through the wheat",
        "main",
        wb,
        ("animal", "whale", "sea", "giant", "swim"),
    )
    # a little sparrow rides on its back, facing where it swims
    sx_, sy_ = at(0.47, 0.92)
    bird, bbb = icon_mask("sparrow", sx_, sy_ - H * 0.022, H * 0.048, f < 0)
    ctx.lit(bird, bbb, rgb("#8a6248"), rim=0.6)
    focus_on(ctx, bird, 2, 2.0)
    add_element(ctx, "a sparrow riding on its back", "secondary", bbb, ("bird", "small"), "sparrow")
    # --- the spout of golden chaff from its blowhole ------------------------------------------
    hx, hy = at(0.2, 1.0)
    sp = ctx.side()
    jets = []
    for a in np.linspace(-0.5, 0.5, 9):
        top = (hx + a * W * 0.16, hy - H * ctx.u(0.17, 0.2))
        jets.append(
            cubic((hx, hy), (hx + a * 10, hy - H * 0.1), top, (top[0] + a * 90, top[1] + 40), 16)
        )
    spout = polylines(jets, 12)
    for _ in range(70):
        r = float(sp.uniform(0.3, 1.0))
        a = float(sp.uniform(-1.0, 1.0))
        px, py = hx + a * W * 0.17 * r, hy - H * 0.2 * r + abs(a) * 90 * r
        np.maximum(spout, disc(px, py, float(sp.uniform(4, 9)), 1.5), out=spout)
    blend(ctx.img, blur(spout, 6), rgb("#c08a2a"), 0.35)
    blend(ctx.img, spout, rgb("#f0c860"), 0.95)
    blend(ctx.img, spout * (np.roll(spout, 5, 1) < 0.5), rgb("#fff4cc"), 0.6)
    focus_on(ctx, spout, 3, 1.5, weight=0.8)
    add_element(
        ctx, "a spout of golden chaff", "secondary", mask_bbox(spout), ("wheat", "spout", "gold")
    )
    # --- wheat spraying like foam where the whale breaks the surface, and a fringe of ears ---
    spray: list[tuple[float, float, float, float]] = []
    crossing = np.nonzero((np.maximum(body, fluke) > 0.5).any(0))[0]
    for x in range(int(crossing.min()), int(crossing.max()), 9):
        y = float(surf((x - W / 2) * f / W))
        d = (y - hz) / (H - hz)
        if body[int(y) - 4, x] < 0.5 and fluke[int(y) - 4, x] < 0.5:
            continue
        for _ in range(2):
            ln = 26 * d + float(sp.uniform(0, 18 * d))
            spray.append(
                (x + float(sp.normal(0, 6)), y + float(sp.uniform(-6, 14)), ln, sp.normal(0, 0.4))
            )
    bow = at(0.3, -1.0)
    for _ in range(50):  # the splash at its chest and along its flanks
        a = float(sp.uniform(-1.3, 1.3))
        r = float(sp.uniform(30, 190))
        px, py = bow[0] + f * abs(np.sin(a)) * r * 0.9 - f * 40, bow[1] + 40 - np.cos(a) * r * 0.7
        spray.append((px, py, float(sp.uniform(18, 34)), a * 1.2 + f * 0.3))
    for _ in range(24):  # grains falling off the fluke
        px = bx + float(sp.uniform(-1, 1)) * fl * 0.9
        spray.append((px, by - fl * 0.2 + float(sp.uniform(0, 90)), float(sp.uniform(10, 18)), 3.1))
    ears = _ears(spray)
    blend(ctx.img, blur(ears, 3), rgb("#9a6a20"), 0.35)
    blend(ctx.img, ears, rgb(GOLD_LIT), 0.95)
    focus_on(ctx, ears, 2, 1.5, weight=0.8)
    # --- tall ears of wheat in the near foreground ------------------------------------------
    near_ears = []
    for _ in range(160):
        px, py = float(sp.uniform(-20, W + 20)), H * float(sp.uniform(0.86, 1.02))
        near_ears.append(
            (px, py, 30 + 40 * (py - H * 0.86) / (H * 0.16), float(sp.normal(0.1, 0.2)))
        )
    fore = _ears(near_ears)
    blend(ctx.img, blur(fore, 4), rgb("#7a5418"), 0.35)
    ctx.lit(fore, (0, int(H * 0.8), W, H), rgb("#eac060"), rim=0.5)
    focus_on(ctx, fore, 2, 1.5, weight=0.6)
    # --- poppies in the near wheat ------------------------------------------------------------
    pop = np.zeros((H, W), np.float32)
    cores = np.zeros((H, W), np.float32)
    stems: list[list[Pt]] = []
    for _ in range(int(ctx.rng.integers(7, 11))):
        px, py = float(ctx.rng.uniform(20, W - 20)), float(ctx.rng.uniform(H * 0.76, H * 0.9))
        if whole[int(py), int(px)] > 0.1:
            continue
        r = 12 + 20 * (py - H * 0.76) / (H * 0.14)
        for dx, dy in ((-0.5, 0.1), (0.5, 0.1), (0.0, -0.25), (0.0, 0.3)):
            np.maximum(
                pop, tilted_ellipse(px + dx * r, py + dy * r, r * 0.75, r * 0.6, 0, 16), out=pop
            )
        np.maximum(cores, disc(px, py - r * 0.05, r * 0.28, 1.5), out=cores)
        stems.append([(px, py + r * 0.6), (px + r * 0.3, py + r * 3)])
    after_mask(ctx, polylines(stems, 3), "#4a6a2a", 0.8)
    ctx.lit(pop, mask_bbox(pop), rgb("#d8321e"), rim=0.4)
    after_mask(ctx, cores, "#1a1010", 0.85)
    focus_on(ctx, pop, 3, 2.0, weight=0.7)
    add_element(ctx, "red poppies in the wheat", "secondary", mask_bbox(pop), ("flower", "summer"))
    glow(ctx.img, *sun, 240, "#fffbe8", 0.25)
    return Painted(
        "A great blue-grey whale swims through a wide golden wheat field as if it were the "
        "sea, its head and back breaking the surface and its tail raised, a little sparrow "
        "riding on its back; it blows a spout of golden chaff while ears of wheat spray up "
        "around it like foam, a long wake of parted wheat winds behind it to a red farmhouse "
        "and a windmill on the horizon, and poppies grow in the near wheat.",
        ["freedom", "summer", "the impossible", "journey", "home", "wonder", "dream"],
    )


PREMISE = Premise(
    name="whale-swims-in-the-wheat",
    figure="whale",
    palettes=("noon",),
    stage=stage,
    max_cards=1,
    frame=False,
)
