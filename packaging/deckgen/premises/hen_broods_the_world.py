"""Premise "hen-broods-the-world": in a warm old barn, in a shaft of golden light from a high
window, a plump brown hen sits settled in a straw nest keeping an egg warm, and the egg that
peeks out from under her breast feathers is the Earth: a small blue globe with white clouds and
green-brown land. Two ordinary eggs lie beside it, straw wisps float in the light and a small
animal watches from a beam.

The hen (a fluffed body, a wing, upturned tail feathers, a head bent to the globe with its comb
and wattle), the globe, the eggs and the nest are drawn from shapes; feather scallops, straws,
the eye and the motes come after the paint.
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
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.place import add_element, focus_on, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
Box = tuple[float, float, float, float]
FS = (0.0, 0.3, 0.7, 1.0)
SICKLE = ((-210, 400, 30), (-320, 520, 20), (-420, 470, 10), (-410, 330, 25))
HENS = {"russet": ("#ac5222", "#4a200e"), "golden-brown": ("#bc6e28", "#5a2e10")}
STRAW = ("#e8c46a", "#d4a448", "#f2d88a", "#b88a3a")
WATCHERS = {"seated-mouse": "a mouse"}


def _barn(ctx: Ctx, fy: float) -> None:
    """Warm plank walls, a straw-strewn floor from `fy` down."""
    wood = rgb("#583a26")
    planks = np.floor(XX / 150)
    tone = (np.sin(planks * 12.9898) * 43758.5453) % 1.0
    grain = aniso_noise(ctx.rng, 6, 200) - 0.5
    wall = wood[None, None, :] * (0.85 + 0.25 * tone + 0.25 * grain)[..., None]
    ctx.img[:] = np.clip(wall, 0, 1)
    seams = np.clip(3 - np.abs((XX % 150) - 2), 0, 1).astype(np.float32)
    blend(ctx.img, seams, rgb("#3a2416"), 0.7)
    floor = box(-5, fy, W + 5, H + 5, 2)
    ftone = smooth_noise(ctx.rng, 40) - 0.5
    blend(
        ctx.img, floor, np.clip(rgb("#b08844")[None, None, :] * (1 + 0.3 * ftone)[..., None], 0, 1)
    )
    blend(ctx.img, blur(box(-5, fy - 30, W + 5, fy + 10, 2), 12), rgb("#2e1c10"), 0.35)


def _straws(ctx: Ctx, n: int, area: Box, ln: float, wd: float, mask: Arr | None = None) -> Arr:
    """`n` short straws in `area` (x0, y0, x1, y1), lying mostly flat, in straw colours."""
    g = ctx.side()
    x0, y0, x1, y1 = area
    out = np.zeros((H, W), np.float32)
    groups: dict[int, list[list[Pt]]] = {k: [] for k in range(len(STRAW))}
    for _ in range(n):
        x, y = float(g.uniform(x0, x1)), float(g.uniform(y0, y1))
        a = float(g.normal(0, 0.45)) + (np.pi if g.random() < 0.5 else 0)
        length = ln * float(g.uniform(0.5, 1.2))
        bend = float(g.uniform(-0.3, 0.3)) * length
        p0 = (x, y)
        p2 = (x + length * np.cos(a), y + length * np.sin(a))
        p1 = ((p0[0] + p2[0]) / 2 - bend * np.sin(a), (p0[1] + p2[1]) / 2 + bend * np.cos(a))
        groups[int(g.integers(len(STRAW)))].append([p0, p1, p2])
    for k, paths in groups.items():
        m = polylines(paths, wd)
        if mask is not None:
            m = m * mask
        blend(ctx.img, m, rgb(STRAW[k]), 0.9)
        out = np.maximum(out, m)
    return out


def _earth(ctx: Ctx, cx: float, cy: float, r: float) -> Arr:
    """A small globe: deep blue seas, green-brown land, white cloud swirls, a lit limb."""
    m = disc(cx, cy, r, 2)
    dx, dy = (XX - cx) / r, (YY - cy) / r
    d2 = np.clip(dx * dx + dy * dy, 0, 1)
    lx, ly = ctx.light
    ln = float(np.hypot(lx - cx, ly - cy)) or 1.0
    ux, uy = (lx - cx) / ln, (ly - cy) / ln
    z = np.sqrt(1 - d2)
    shade = np.clip(0.35 + 0.75 * (dx * ux * 0.8 + dy * uy * 0.8 + z * 0.6), 0.25, 1.15)
    # land: noise pressed toward the limb, so continents bend round the sphere
    sq = 1 / (1 + 0.6 * (1 - z))
    g = ctx.rng
    n1 = smooth_noise(g, int(r * 0.55)) * 0.65 + smooth_noise(g, int(r * 0.22)) * 0.35
    n1 = np.roll(np.roll(n1, int((1 - sq.mean()) * 10), 0), 0, 1)
    land = np.clip((n1 - 0.5) * 14, 0, 1).astype(np.float32)
    green = mix(rgb("#4f8a3a"), rgb("#a08a4a"), 0.35)
    sea = rgb("#1f5fb8")
    col = sea[None, None, :] * (1 - land[..., None]) + green[None, None, :] * land[..., None]
    col = col * (0.9 + 0.2 * (smooth_noise(g, 14) - 0.5))[..., None]
    col = col * shade[..., None]
    blend(ctx.img, m, np.clip(col, 0, 1))
    # atmosphere: a pale blue limb
    limb = np.clip((d2 - 0.72) / 0.28, 0, 1) * m
    blend(ctx.img, limb, rgb("#9ad0ff"), 0.45)
    # clouds: streaks of white that wrap around it
    cn = aniso_noise(g, int(r * 0.5), int(r * 0.14)) * 0.7 + smooth_noise(g, int(r * 0.2)) * 0.3
    clouds = np.clip((cn - 0.6) * 7, 0, 1).astype(np.float32) * m * (0.55 + 0.45 * z)
    blend(ctx.img, clouds, np.clip(rgb("#ffffff") * shade[..., None], 0, 1), 0.92)
    focus_on(ctx, m, 3, 2.5)
    return m


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    hx = W * (0.5 + s * ctx.u(0.09, 0.11))  # her body on a third, her tail clear of the edge
    d = -s  # the hen faces the card's middle
    fy = H * ctx.u(0.7, 0.72)
    _barn(ctx, fy)
    # a high window on the far side, pouring a shaft of golden light down onto the nest
    wx, wy = W / 2 - s * W * ctx.u(0.28, 0.31), H * ctx.u(0.1, 0.12)
    ww, wh = 120.0, 140.0
    ctx.light = (wx, wy)
    glow(ctx.img, wx, wy, 560, "#ffd890", 0.5)
    blend(ctx.img, box(wx - ww - 22, wy - wh - 22, wx + ww + 22, wy + wh + 22, 2), rgb("#3a2214"))
    pane = box(wx - ww, wy - wh, wx + ww, wy + wh, 2)
    blend(ctx.img, pane, rgb("#fff4d4"))
    bars = np.maximum(
        box(wx - 9, wy - wh, wx + 9, wy + wh, 1), box(wx - ww, wy - 9, wx + ww, wy + 9, 1)
    )
    blend(ctx.img, bars * pane, rgb("#4a2c18"))
    ny = H * ctx.u(0.74, 0.76)  # the nest's rim
    ex = hx + d * 290  # where the globe peeks out
    top2 = [(wx - ww * d, wy - wh), (wx + ww * d, wy + wh)]
    shaft = blur(polygon_fine([*top2, (ex + d * 330, ny + 160), (hx - d * 420, ny + 120)]), 24)
    bx_, by_ = hx - wx, ny - wy
    across = ((XX - wx) * -by_ + (YY - wy) * bx_) / float(np.hypot(bx_, by_))
    streak = 0.6 + 0.4 * np.sin(across / 23 + 2 * np.sin(across / 71))
    fade = np.clip(1.1 - (YY - wy) / (ny - wy) * 0.5, 0, 1)
    blend(ctx.img, shaft * streak * fade, rgb("#ffd67a"), 0.42)
    ctx.img *= (0.78 + 0.32 * blur(shaft, 80))[..., None]
    pool = blur(ellipse(hx - d * 40, ny + 170, 560, 150, 2), 60) * (fy < YY)
    blend(ctx.img, pool, rgb("#ffd47a"), 0.45)
    later_glow(ctx, wx, wy, 260, "#fff0c0", 0.35)
    # a roof beam across the barn, high, with the watcher on it above the window side
    by = H * ctx.u(0.3, 0.32)
    beam = box(-10, by, W + 10, by + 64, 2)
    blend(ctx.img, blur(box(-10, by + 64, W + 10, by + 96, 2), 10), rgb("#2a1a10"), 0.5)
    ctx.lit(beam, (0, int(by), W, int(by + 64)), rgb("#5a3a22"), rim=0.3)
    blend(ctx.img, box(-10, by, W + 10, by + 8, 2), rgb("#c89a60"), 0.5)
    watcher = list(WATCHERS)[int(ctx.rng.integers(len(WATCHERS)))]
    mx_ = W / 2 - s * W * ctx.u(0.06, 0.12)
    kw = {"shadow": by + 4, "flip": s < 0, "fill": "#8a786a", "separate": False}
    sec(ctx, watcher, mx_, by - H * 0.036, H * 0.07, **kw)
    # straw on the floor, a darker pool under the nest
    _straws(ctx, 260, (-20, fy + 10, W + 20, H + 20), 70, 4)
    blend(ctx.img, blur(ellipse(hx, ny + 150, 520, 70, 2), 30), rgb("#2a1a0c"), 0.55)
    # the nest's back: a hollow of darker straw
    nx = hx + d * 40
    back = ellipse(nx, ny, 430, 95, 3)
    blend(ctx.img, back, rgb("#7a5424"))
    _straws(ctx, 120, (nx - 420, ny - 90, nx + 420, ny + 40), 80, 5, mask=blur(back, 4))
    # the hen: a fluffed body settled into it, tail up behind, head bent to the globe
    hen_name = list(HENS)[int(ctx.rng.integers(len(HENS)))]
    fur, dark = (rgb(c) for c in HENS[hen_name])

    def P(u: float, v: float) -> Pt:  # u forward (toward her head), v up, from the nest rim
        return (hx + d * u, ny - v)

    body = tilted_ellipse(*P(0, 170), 300, 205, d * 0.12)
    breast = tilted_ellipse(*P(180, 270), 150, 150, 0)
    # fluffed feather tips hanging from her breast over the globe's top
    er = 135.0
    eu, ev = 290.0, 95.0
    tips = []
    for k, u in enumerate(range(196, 340, 24)):
        v = ev + float(np.sqrt(max(0.0, er**2 - (u - eu) ** 2))) - 8 - 8 * (k % 2)
        tips.append(ellipse(*P(u, v + 18), 19, 30, 2))
    tips_m = np.maximum.reduce(tips)
    breast = np.maximum(breast, tips_m)
    rump = tilted_ellipse(*P(-190, 250), 150, 130, -d * 0.4)
    tail = polygon_fine([P(-150, 330), P(-230, 470), P(-320, 470), P(-330, 330), P(-260, 210)])
    # a fan of broad, overlapping tail feathers, up and back
    bu, bv = -215.0, 330.0
    fan = []
    for a_deg in (90, 72, 54, 38):
        a_ = np.radians(a_deg)
        du, dv = -np.cos(a_), np.sin(a_)
        ang = float(np.arctan2(-dv, d * du))
        fan.append(tilted_ellipse(*P(bu + 125 * du, bv + 125 * dv), 140, 50, ang))
    tail = np.maximum(tail, np.maximum.reduce(fan))
    sick = []
    for k in range(2):
        c4 = [P(a, b + c * k) for a, b, c in SICKLE]
        sick.append(
            ribbon(cubic(c4[0], c4[1], c4[2], c4[3], 12), [30 - 2 * j for j in range(13)], 2)
        )
    sickles = np.maximum.reduce(sick)
    neck = ribbon([P(200, 280), P(250, 350), P(285, 395)], [180, 140, 115], 2)
    head = tilted_ellipse(*P(305, 405), 80, 64, d * 0.65)
    hen = np.maximum.reduce([body, breast, rump, tail, neck, head, sickles])
    hb = mask_bbox(hen)
    ctx.cast_shadow(hen, hb, ny + 60, 0.3)
    ctx.lit(sickles, mask_bbox(sickles), dark * 0.8, rim=0.5)
    ctx.lit(tail, mask_bbox(tail), dark * 0.8, rim=0.7)
    ctx.lit(np.maximum.reduce([body, breast, rump, neck]), hb, fur, rim=0.8)
    ctx.lit(head, mask_bbox(head), fur * 1.05, rim=0.7)
    wing = tilted_ellipse(*P(-40, 210), 200, 105, d * 0.18)
    ctx.lit(wing * body, hb, mix(fur, dark, 0.5), rim=0.4)
    # her weight: the underside of her body darkens where it sinks into the straw
    low = np.clip((YY - (ny - 150)) / 150, 0, 1).astype(np.float32) * np.maximum(body, rump)
    blend(ctx.img, low, dark * 0.6, 0.45)
    # sunlight lying on her back and head
    top = np.clip((ny - 300 - YY) / 160 + 0.6, 0, 1).astype(np.float32) * hen
    blend(ctx.img, top, rgb("#ffd890"), 0.3)
    # comb, wattle, beak
    comb = np.maximum.reduce(
        [disc(*P(245 + k * 28, 478 - 16 * k + 8 * (k % 2)), 28 - 3 * k, 2) for k in range(4)]
    )
    ctx.lit(comb, mask_bbox(comb), rgb("#d42a22"), rim=0.5)
    wattle = ellipse(*P(330, 335), 22, 32, 2)
    ctx.lit(wattle, mask_bbox(wattle), rgb("#c8241e"), rim=0.4)
    beak = polygon_fine([P(362, 412), P(392, 340), P(338, 370)])
    ctx.lit(beak, mask_bbox(beak), rgb("#e8b43a"), rim=0.5)
    # the globe, tucked under her breast at the nest's rim, and two ordinary eggs
    ecx, ecy = P(eu, ev)
    before = ctx.img.copy()
    earth = _earth(ctx, ecx, ecy, er)
    glow(ctx.img, ecx, ecy, er * 2.2, "#bfe4ff", 0.12)
    later_glow(ctx, ecx, ecy, er * 1.9, "#d8eeff", 0.18)
    front = np.clip(tips_m * 1.2, 0, 1)[..., None]
    ctx.img[:] = ctx.img * (1 - front) + before * front
    eggs = []
    for k, (u, v, rx, ry) in enumerate(((-70, 20, 62, 78), (-200, 5, 58, 74))):
        em = tilted_ellipse(*P(u, v), rx, ry, d * (0.3 if k else -0.2))
        ctx.lit(em, mask_bbox(em), rgb("#f2e6cc") if k else rgb("#e8c8a0"), rim=0.5)
        eggs.append(em)
    egg_m = np.maximum(eggs[0], eggs[1])
    # the nest's front rim: a thick band of straw in front of all of them
    rim = ellipse(nx, ny + 70, 470, 80, 3) * (ny + 5 < YY)
    rim = np.maximum(rim, ellipse(nx, ny + 40, 455, 70, 3) * np.clip((YY - ny - 35) / 20, 0, 1))
    ctx.lit(rim, mask_bbox(rim), rgb("#c09040"), rim=0.5)
    _straws(ctx, 320, (nx - 470, ny + 10, nx + 470, ny + 140), 90, 6, mask=blur(rim, 3))
    thin = _straws(ctx, 40, (nx - 470, ny, nx + 470, ny + 60), 80, 3.5, mask=blur(rim, 3))
    after_mask(ctx, thin, "#f2d88a", 0.7)
    nest = np.maximum(back, rim)
    # after the paint: feather scallops on her wing and breast, her eye, motes and floating straw
    g = ctx.side()
    scal = []
    for row in range(4):
        for k in range(5):
            u0 = -180 + k * 62 + (row % 2) * 30
            v0 = 270 - row * 38
            c = P(u0, v0)
            scal.append([(c[0] - 26, c[1] - 6), (c[0], c[1] + 10), (c[0] + 26, c[1] - 6)])
    after_mask(ctx, polylines(scal, 4) * wing * body, dark * 0.7, 0.55)
    dots = np.zeros((H, W), np.float32)
    for _ in range(40):
        fu, fv = float(g.uniform(90, 300)), float(g.uniform(160, 420))
        dots = np.maximum(dots, ellipse(*P(fu, fv), 9, 6, 1.5))
    after_mask(
        ctx, dots * np.maximum(breast, neck) * (1 - earth), mix(fur, rgb("#ffe0a0"), 0.45), 0.5
    )
    hack = [[P(196 + 16 * k, 372 - 6 * k), P(186 + 16 * k, 318 - 8 * k)] for k in range(7)]
    after_mask(ctx, polylines(hack, 5) * neck * (1 - head), dark * 0.8, 0.5)
    eye = P(322, 420)
    after_mask(ctx, disc(*eye, 13, 1.5), "#e8a020", 0.95)
    after_mask(ctx, disc(*eye, 8, 1.2), "#140a06", 0.95)
    after_mask(ctx, disc(eye[0] - 3, eye[1] - 3, 3, 1), "#fff4dc", 0.9)
    motes = np.zeros((H, W), np.float32)
    for _ in range(70):
        px, py = float(g.uniform(0, W)), float(g.uniform(wy, ny))
        if shaft[int(min(H - 1, py)), int(np.clip(px, 0, W - 1))] > 0.4:
            motes = np.maximum(motes, disc(px, py, float(g.uniform(1.5, 3.5)), 1))
    after_mask(ctx, motes, "#fff2c0", 0.8)
    fl = []
    for k in range(5):
        t = 0.18 + 0.1 * k + float(g.uniform(-0.03, 0.03))
        cx0 = wx + (hx - wx) * t + float(g.uniform(-180, 180))
        cy0 = wy + (ny - 300 - wy) * t
        a = float(g.uniform(0, np.pi))
        ln = float(g.uniform(40, 70))
        c4 = [(cx0 + ln * f * np.cos(a), cy0 + ln * f * np.sin(a) + 6 * (0 < f < 1)) for f in FS]
        fl.append(cubic(c4[0], c4[1], c4[2], c4[3], 10))
    after_mask(ctx, polylines(fl, 3.5), "#ffe08a", 0.85)
    whole = np.clip(hen + comb + wattle + beak, 0, 1)
    focus_on(ctx, whole, 5, 2.0)
    focus_on(ctx, np.maximum(head, comb), 3, 2.5)
    add_element(
        ctx,
        f"a plump {hen_name} hen",
        "main",
        mask_bbox(whole),
        ("animal", "bird", "hen", "chicken", "wing", "farm", "brooding", "mother"),
    )
    add_element(
        ctx,
        "the Earth, a small blue globe, as an egg under the hen",
        "secondary",
        mask_bbox(earth),
        ("earth", "world", "globe", "egg", "planet", "hatch"),
    )
    add_element(ctx, "two ordinary eggs", "secondary", mask_bbox(egg_m), ("egg", "farm"))
    add_element(ctx, "a straw nest", "secondary", mask_bbox(nest), ("nest", "straw", "home"))
    return Painted(
        f"In an old barn, a plump {hen_name} hen sits on a straw nest keeping an egg warm, and the "
        f"egg peeking out from under her feathers is the Earth, beside two ordinary eggs, while "
        f"{WATCHERS[watcher]} watches from a beam.",
        ["care", "motherhood", "patience", "the world", "waiting", "birth", "home", "hope"],
        setting="in a shaft of golden light from a high window",
    )


PREMISE = Premise(
    name="hen-broods-the-world",
    figure="hen",
    palettes=("golden", "interior"),
    stage=stage,
    max_cards=1,
    frame=False,
)
