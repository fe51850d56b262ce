"""Premise "clockwork-bird-feeds-the-chicks": on a mossy branch in a misty wood, a brass
wind-up bird, with a key in its back and a cog turning in its side, leans down over a nest
and feeds a worm to three hungry chicks that gape up at it with open beaks: where is their
mother?

The brass bird (a riveted body, plated wing, a fan of strip tail feathers, a beak, rod
legs), the chicks, the nest and the branch are drawn from shapes; the cog's teeth, the
key's bow, the rivets, the worm, the eye glints and the twigs come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
BRASS, BRASS_DARK, BRASS_HI = "#c8963a", "#6a4614", "#ffe2a0"
MOSS, BARK = "#6f9a3a", "#4a3a2c"
CHICK, GAPE = "#8a8070", "#ffb42a"


def _wood(ctx: Ctx) -> None:
    """Pale trunks far off in the mist, fading upward."""
    g = ctx.rng
    far = mix(ctx.sky_at(0.4), rgb(ctx.pal.ink), 0.22)
    near = mix(ctx.sky_at(0.4), rgb(ctx.pal.ink), 0.4)
    for k in range(5):
        x = float(g.uniform(0.05, 0.95)) * W
        w = float(g.uniform(26, 60)) * (1.6 if k == 4 else 1.0)
        col = near if k == 4 else far
        trunk = polygon_fine(
            [(x - w, H + 10), (x - w * 0.7, -10), (x + w * 0.7, -10), (x + w, H + 10)]
        )
        fade = np.clip(0.35 + YY / H * 0.65, 0, 1).astype(np.float32)
        blend(ctx.img, blur(trunk, 6) * fade, col, 0.75 if k == 4 else 0.5)
    # leaf masses high up, soft and dark, so the light reads as coming through a canopy
    for _ in range(7):
        cx, cy = float(g.uniform(-100, W + 100)), float(g.uniform(-120, H * 0.28))
        blob = blur(ellipse(cx, cy, float(g.uniform(160, 320)), float(g.uniform(90, 170)), 3), 30)
        blend(ctx.img, blob, mix(near, rgb("#2e4a2a"), 0.5), 0.55)
    vignette = np.clip(np.hypot((XX - W / 2) / W, (YY - H * 0.45) / H) * 1.6 - 0.35, 0, 1)
    blend(ctx.img, vignette.astype(np.float32), rgb(ctx.pal.ink), 0.5)
    ctx.fog(H * 0.62, H * 0.25, 0.3)


def _branch(ctx: Ctx, s: int, y0: float, y1: float) -> tuple[Arr, list[Pt]]:
    """A thick mossy branch from the edge on side -s across to beyond the middle; returns
    its mask and its top line (where things sit)."""
    xa = W / 2 - s * (W / 2 + 40)
    xb = W / 2 + s * W * 0.42
    pts = cubic((xa, y0), (xa + s * 380, y0 + 10), (xb - s * 300, y1 + 30), (xb, y1), 24)
    widths = [150 - 100 * i / 24 for i in range(25)]
    m = ribbon(pts, widths, 2)
    bb = mask_bbox(m)
    ctx.cast_shadow(m, bb, min(H - 40, y0 + 420), 0.25)
    ctx.lit(m, bb, rgb(BARK), rim=0.4)
    grain = aniso_noise(ctx.side(), 90, 6) - 0.5
    blend(ctx.img, m * np.clip(grain * 3, 0, 1), rgb("#2a2018"), 0.4)
    # moss cushions along its top
    moss = np.zeros((H, W), np.float32)
    g = ctx.rng
    top = [(x, y - w * 0.42) for (x, y), w in zip(pts, widths, strict=False)]
    for i in range(2, 23):
        x, y = top[i]
        r = float(g.uniform(26, 46)) * (1 - i / 40)
        np.maximum(moss, ellipse(x, y + 6, r * 1.5, r, 3), out=moss)
    moss = moss * blur(m, 10) * 1.6
    moss = np.clip(moss, 0, 1)
    ctx.lit(moss, mask_bbox(moss), rgb(MOSS), rim=0.5)
    fuzz = np.clip((aniso_noise(ctx.side(), 6, 3) - 0.45) * 4, 0, 1)
    blend(ctx.img, moss * fuzz, rgb("#b6d46a"), 0.35)
    return np.maximum(m, moss), top


def _nest(ctx: Ctx, cx: float, cy: float) -> Arr:
    """A cup of woven twigs at (cx, cy) (its rim's middle)."""
    back = ellipse(cx, cy, 205, 50, 3)
    blend(ctx.img, back, rgb("#3a2a1a"))
    cup = ellipse(cx, cy + 30, 220, 100, 3) * (cy + 4 < YY)
    cup = np.maximum(cup, ellipse(cx, cy + 8, 220, 38, 3))
    ctx.lit(cup, mask_bbox(cup), rgb("#8a6a42"), rim=0.5)
    g = ctx.side()
    twigs = []
    for _ in range(70):
        a = float(g.uniform(-0.5, 0.5))
        x = cx + float(g.uniform(-185, 185))
        y = cy + float(g.uniform(-4, 100)) * (1 - ((x - cx) / 200) ** 2)
        ln = float(g.uniform(40, 110))
        twigs.append(
            [(x - ln * np.cos(a), y - ln * np.sin(a)), (x + ln * np.cos(a), y + ln * np.sin(a))]
        )
    tw = polylines(twigs, 4) * blur(cup, 2)
    blend(ctx.img, tw, rgb("#4a3420"), 0.6)
    after_mask(ctx, polylines(twigs[:25], 2.5) * cup, "#c8a070", 0.55)
    return np.maximum(back, cup)


def _chick(ctx: Ctx, x: float, y: float, r: float, lean: float, gape: float) -> tuple[Arr, Pt]:
    """A downy chick whose body sinks into the nest at (x, y), head up, beak wide open toward
    the sky, leaning `lean` radians; returns its mask and its gape's centre."""
    body = ellipse(x, y, r * 1.05, r * 0.9, 3)
    hx, hy = x + np.sin(lean) * r * 0.9, y - r * 1.05
    head = ellipse(hx, hy, r * 0.62, r * 0.58, 3)
    m = np.maximum(body, head)
    ctx.lit(m, mask_bbox(m), rgb(CHICK), rim=0.6)
    # the wide-open beak: two yellow mandibles round an orange-red mouth, pointing up
    ux, uy = np.sin(lean), -np.cos(lean)
    bx, by = hx + ux * r * 0.45, hy + uy * r * 0.45
    ln = r * (0.72 + 0.15 * gape)
    spread = 0.55 + 0.15 * gape
    tips = []
    for side_ in (-1, 1):
        a = lean + side_ * spread
        tips.append((bx + np.sin(a) * ln, by - np.cos(a) * ln))
    px, py = -uy, ux  # across the beak
    base = r * 0.2
    mouth = polygon_fine(
        [(bx - px * base, by - py * base), tips[0], tips[1], (bx + px * base, by + py * base)]
    )
    blend(ctx.img, mouth, rgb("#f0603a"))
    rims = polylines(
        [[(bx - px * base, by - py * base), tips[0]], [(bx + px * base, by + py * base), tips[1]]],
        r * 0.2,
    )
    ctx.lit(rims, mask_bbox(rims), rgb(GAPE), rim=0.5)
    # a dark eye behind the beak, down on the head, and a fuzz of down
    ex, ey = hx - ux * r * 0.05 - px * r * 0.28 * np.sign(lean or 1), hy - uy * r * 0.0
    after_mask(ctx, disc(ex, ey, r * 0.1, 1.2), "#1a1410", 0.9)
    g = ctx.side()
    fluff = []
    for _ in range(18):
        a = float(g.uniform(-np.pi, 0))
        rr = r * float(g.uniform(0.5, 0.62))
        fx, fy = hx + np.cos(a) * rr, hy + np.sin(a) * rr
        fluff.append([(fx, fy), (fx + np.cos(a) * 12, fy + np.sin(a) * 12)])
    after_mask(ctx, polylines(fluff, 2.5), "#d8d0c0", 0.7)
    return np.maximum(m, np.maximum(mouth, rims)), (
        (tips[0][0] + tips[1][0]) / 2,
        (tips[0][1] + tips[1][1]) / 2,
    )


def _cog(cx: float, cy: float, r: float, teeth: int, phase: float) -> Arr:
    """A cog wheel: a ring with square teeth and a hub, as a mask."""
    d = np.hypot(XX - cx, YY - cy)
    ang = np.arctan2(YY - cy, XX - cx) + phase
    tooth = (np.cos(ang * teeth) > 0.2).astype(np.float32)
    outer = np.clip((r + r * 0.22 * tooth - d) / 1.5, 0, 1)
    ring = outer * np.clip((d - r * 0.62) / 1.5, 0, 1)
    hub = np.clip((r * 0.3 - d) / 1.5, 0, 1)
    spokes = ((np.abs(np.sin(ang * 2)) < 0.16) * (d < r * 0.7)).astype(np.float32)
    return np.clip(ring + hub + spokes, 0, 1).astype(np.float32)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the side the bird stands on; it faces -s
    f = -s
    # soft morning light from high on the bird's side
    lx, ly = W / 2 + s * W * ctx.u(0.2, 0.4), H * ctx.u(0.05, 0.12)
    ctx.texture_sky(0.04)
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 700, ctx.pal.light, 0.3)
    _wood(ctx)
    later_glow(ctx, lx, ly, 300, "#fffbe8", 0.15)
    # the old trunk the branch grows from, rising the card's full height on the bird's edge
    tx = W / 2 + s * W * ctx.u(0.53, 0.56)
    bend = -s * ctx.u(30, 60)
    edge_l = cubic(
        (tx - 220, H + 10),
        (tx - 200 + bend, H * 0.6),
        (tx - 170 + bend, H * 0.3),
        (tx - 160, -10),
        12,
    )
    edge_r = cubic(
        (tx + 160, -10),
        (tx + 170 + bend, H * 0.3),
        (tx + 200 + bend, H * 0.6),
        (tx + 220, H + 10),
        12,
    )
    trunk = polygon_fine(edge_l + edge_r)
    ctx.lit(trunk, mask_bbox(trunk), rgb(BARK) * 0.9, rim=0.3)
    ridges = aniso_noise(ctx.side(), 8, 140) - 0.5
    blend(ctx.img, trunk * np.clip(ridges * 4, 0, 1), rgb("#231a12"), 0.55)
    blend(ctx.img, trunk * np.clip(-ridges * 4, 0, 1), rgb("#7a6a52"), 0.3)
    mossy = trunk * np.clip((aniso_noise(ctx.side(), 30, 160) - 0.55) * 3, 0, 1)
    lit_side = np.clip(-s * (XX - tx) / 160, 0, 1).astype(np.float32)
    blend(ctx.img, mossy * lit_side, rgb(MOSS), 0.4)
    # the branch runs in from the bird's edge and thins toward the nest at its far end
    y_bird = H * ctx.u(0.65, 0.68)
    branch, top = _branch(ctx, f, y_bird + 40, y_bird - ctx.u(0, 40) + 60)
    kk = ctx.u(1.06, 1.12)
    want_b = W / 2 + s * W * ctx.u(0.08, 0.1)
    bi = min(range(len(top)), key=lambda i: abs(top[i][0] - want_b))
    bfx, bfy = top[bi]
    want = bfx + f * 345 * kk
    ni = min(range(len(top)), key=lambda i: abs(top[i][0] - want))
    nx, ny = top[ni][0], top[ni][1] - 40
    nest_back = ellipse(nx, ny, 205, 50, 3)
    blend(ctx.img, nest_back, rgb("#2e2214"))
    chicks = []
    gapes = []
    for k, (du, lean) in enumerate(((-118, -0.3), (0, 0.0), (118, 0.3))):
        lean = lean + f * 0.15
        m, gp = _chick(
            ctx,
            nx + du,
            ny + 6 - (18 if k == 1 else 0),
            70 if k != 1 else 80,
            lean,
            float(ctx.u(0.6, 1.0)),
        )
        chicks.append(m)
        gapes.append(gp)
    chick_m = np.maximum.reduce(chicks)
    nest = _nest(ctx, nx, ny + 16)
    nest = np.maximum(nest, nest_back)
    # the brass bird: its frame P(a, b), a forward (toward the nest), b up from its feet

    def P(a: float, b: float) -> Pt:
        return (bfx + f * a * kk, bfy - b * kk)

    lean = f * np.radians(20)  # leaning forward toward the chicks
    body = tilted_ellipse(*P(0, 200), 168 * kk, 114 * kk, lean)
    breast = tilted_ellipse(*P(80, 190), 100 * kk, 94 * kk, lean)
    neck = ribbon([P(100, 240), P(165, 300), P(215, 330)], [118 * kk, 96 * kk, 84 * kk], 2)
    head = ellipse(*P(240, 345), 64 * kk, 58 * kk, 2)
    tail_fan = []
    for j, a_deg in enumerate((150, 160, 170, 180)):
        a = np.radians(a_deg - 14)
        du, dv = np.cos(a), np.sin(a)
        ang = float(np.arctan2(-dv, f * du))
        c = P(-150 + 150 * du, 250 + 150 * dv * 0.6 + j * 6)
        tail_fan.append(tilted_ellipse(c[0], c[1], 110 * kk, 24 * kk, ang))
    tail = np.maximum.reduce(tail_fan)
    bird = np.maximum.reduce([body, breast, neck, head])
    legs = np.maximum(
        ribbon([P(-10, 110), P(-22, 50), P(-30, 4)], [16 * kk, 12 * kk, 11 * kk], 2),
        ribbon([P(40, 110), P(48, 50), P(56, 4)], [16 * kk, 12 * kk, 11 * kk], 2),
    )
    claws = polylines([[P(c - 30, 2), P(c, 6), P(c + 34, 0)] for c in (-30, 56)], 9 * kk)
    bb = mask_bbox(bird)
    ctx.cast_shadow(np.maximum(bird, tail), bb, bfy + 30, 0.3)
    ctx.lit(tail, mask_bbox(tail), rgb(BRASS_DARK) * 1.4, rim=0.7)
    ctx.lit(np.maximum(legs, claws), mask_bbox(legs), rgb("#5a4a38"), rim=0.4)
    ctx.lit(bird, bb, rgb(BRASS), rim=0.9, separate=True)
    # metal: a hard specular band across the top of the body, dark seams between the plates
    tx, ty = P(20, 260)
    band = tilted_ellipse(tx, ty, 120 * kk, 26 * kk, lean) * body
    blend(ctx.img, blur(band, 6), rgb(BRASS_HI), 0.55)
    seam_paths = [cubic(P(130, 270), P(165, 225), P(160, 160), P(120, 110), 10)]
    after_mask(ctx, polylines(seam_paths, 5) * bird, BRASS_DARK, 0.7)
    # the wing: three overlapping plates, each with a line of rivets
    plates = []
    for j in range(3):
        c = P(-30 - 40 * j, 215 + 12 * j)
        plates.append(tilted_ellipse(c[0], c[1], (150 - 18 * j) * kk, 56 * kk, lean * 0.6))
    for j, pm in enumerate(plates):
        ctx.lit(
            pm * blur(body, 2) if j == 0 else pm,
            mask_bbox(pm),
            mix(rgb(BRASS), rgb(BRASS_DARK), 0.18 + 0.12 * j),
            rim=0.6,
        )
    wing = np.maximum.reduce(plates)
    rivets = np.zeros((H, W), np.float32)
    for j in range(3):
        for t in range(5):
            c = P(-130 + 48 * t - 40 * j, 232 + 12 * j - 3 * t)
            np.maximum(rivets, disc(c[0], c[1], 5.5 * kk, 1.2), out=rivets)
    after_mask(ctx, rivets * wing, BRASS_HI, 0.85)
    # the cog in its side, turning, seen through a round window in the plate
    cx, cy = P(60, 180)
    win = disc(cx, cy, 54 * kk, 2)
    blend(ctx.img, win, rgb("#24180c"))
    cog = _cog(cx, cy, 40 * kk, 10, float(ctx.u(0, 1)))
    ctx.lit(cog * win, mask_bbox(win), rgb("#e0b050"), rim=0.5)
    after_mask(
        ctx, np.clip(disc(cx, cy, 56 * kk, 1.5) - disc(cx, cy, 50 * kk, 1.5), 0, 1), BRASS_DARK, 0.9
    )
    # the wind-up key in its back: a shaft and a bow of two lobes
    shaft = ribbon([P(-40, 300), P(-48, 360)], [14 * kk, 14 * kk], 1.5)
    bow = np.maximum(
        tilted_ellipse(*P(-10, 390), 44 * kk, 26 * kk, -lean * 0.3),
        tilted_ellipse(*P(-86, 390), 44 * kk, 26 * kk, -lean * 0.3),
    )
    bow = np.clip(
        bow - np.maximum(disc(*P(-4, 390), 12 * kk, 1.2), disc(*P(-92, 390), 12 * kk, 1.2)), 0, 1
    )
    key = np.maximum(shaft, bow)
    ctx.lit(key, mask_bbox(key), rgb("#d8a848"), rim=0.8)
    # the beak: a bright brass cone pointing down at the middle chick, holding the worm
    hx, hy = P(240, 345)
    gx, gy = gapes[1]
    dx, dy = gx - hx, gy - hy
    n = float(np.hypot(dx, dy)) or 1.0
    ux, uy = dx / n, dy / n
    bl = 110 * kk
    base0 = (hx + ux * 40 * kk - uy * 22 * kk, hy + uy * 40 * kk + ux * 22 * kk)
    base1 = (hx + ux * 40 * kk + uy * 22 * kk, hy + uy * 40 * kk - ux * 22 * kk)
    tip = (hx + ux * (40 * kk + bl), hy + uy * (40 * kk + bl))
    beak = polygon_fine([base0, tip, base1])
    ctx.lit(beak, mask_bbox(beak), rgb("#8a5a1a"), rim=0.6)
    # the worm, hanging from the beak's tip down toward the open mouth (after the paint)
    wx0, wy0 = tip
    wend = (gx + (wx0 - gx) * 0.08, gy + (wy0 - gy) * 0.08)
    sway = 30 * f
    worm_pts = cubic((wx0, wy0), (wx0 + sway, wy0 + 30), (wend[0] - sway, wend[1] - 40), wend, 16)
    worm = ribbon(worm_pts, [24 - 10 * i / 16 for i in range(17)], 1.5)
    after_mask(ctx, worm, "#e0607a", 0.97)
    after_mask(ctx, polylines([worm_pts[2:12]], 4) * worm, "#f4a6a8", 0.5)
    # the glass eye: a blue bead set in a brass ring, with a glint
    ex, ey = P(252, 362)
    after_mask(ctx, disc(ex, ey, 17 * kk, 1.5), BRASS_DARK, 0.95)
    after_mask(ctx, disc(ex, ey, 12 * kk, 1.2), "#2a8ab0", 0.95)
    after_mask(ctx, disc(ex - f * 4, ey - 4, 4 * kk, 1), "#f4fbff", 0.95)
    # focus: the brass bird sharpest, then the chicks and the worm
    whole = np.clip(bird + tail + wing + key + beak, 0, 1)
    focus_on(ctx, whole, 4, 2.2)
    focus_on(ctx, np.maximum(chick_m, worm), 3, 2.2)
    focus_on(ctx, np.maximum(head, key), 2, 2.5)
    add_element(
        ctx,
        "a brass clockwork bird with a wind-up key",
        "main",
        mask_bbox(np.maximum(whole, legs)),
        ("bird", "clockwork", "machine", "robot", "brass", "key", "cog", "wind-up", "toy", "metal"),
    )
    add_element(
        ctx,
        "three hungry chicks with open beaks",
        "secondary",
        mask_bbox(chick_m),
        ("chick", "bird", "baby", "hungry", "nest", "beak"),
    )
    add_element(ctx, "a worm", "secondary", mask_bbox(worm), ("worm", "food"))
    add_element(ctx, "a nest", "secondary", mask_bbox(nest), ("nest", "twig", "home"))
    # the branch and the trunk run off the card's edge: they frame the scene
    add_element(ctx, "a mossy branch", "frame", mask_bbox(branch), ("branch", "moss", "wood"))
    add_element(ctx, "an old tree trunk", "frame", mask_bbox(trunk), ("tree", "trunk", "bark"))
    return Painted(
        "On a mossy branch, a brass clockwork bird with a wind-up key in its back and a cog "
        "turning in its side leans down over a nest and feeds a worm to three hungry chicks "
        "with their beaks wide open.",
        ["care", "motherhood", "machine", "feeding", "hunger", "substitute", "kindness"],
        setting="in a misty wood in the soft morning light",
    )


PREMISE = Premise(
    name="clockwork-bird-feeds-the-chicks",
    figure="clockwork bird",
    palettes=("mist", "mint", "spring"),
    stage=stage,
    max_cards=1,
    frame=False,
)
