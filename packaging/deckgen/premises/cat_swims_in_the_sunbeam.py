"""Premise "cat-swims-in-the-sunbeam": in a quiet, dim old room, the patch of sunlight that a
tall window in the side wall throws on the floorboards has turned into a warm golden pool, and
a cat floats on its back in it, paws up and eyes closed, beside a rubber duck.

The cat is drawn from parts (a body along the pool, belly up, four legs in the air, a head with
its face to us, the tail trailing); ripples, drops, whiskers and the dust come after the paint.
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
    box,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    smooth_noise,
)
from ..kit.perspective import convex_hull
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
FURS = {"ginger": ("#e0843a", "#f6e2c4"), "grey tabby": ("#7e7a76", "#efe8de")}


def _floor(ctx: Ctx, fy: float, vx: float) -> None:
    """A dim wall and old floorboards running toward the wall (toward a vanishing point)."""
    wall = rgb("#46485a")
    t = np.clip(YY / fy, 0, 1)[..., None]
    ctx.img[:] = wall * (0.75 + 0.3 * t) * (1 + 0.1 * (smooth_noise(ctx.rng, 150) - 0.5))[..., None]
    blend(ctx.img, box(-5, fy - 46, W + 5, fy, 2), rgb("#30303c"), 1.0)
    blend(ctx.img, box(-5, fy - 50, W + 5, fy - 44, 2), rgb("#5a5a66"), 0.6)
    floor = mix(rgb(ctx.pal.ground), rgb("#4a3c34"), 0.55)
    vy = fy - H * 0.55
    grain = aniso_noise(ctx.rng, 8, 160) - 0.5
    depth = np.clip((YY - fy) / (H - fy), 0, 1)
    wood = floor[None, None, :] * (0.7 + 0.45 * depth[..., None]) * (1 + 0.25 * grain[..., None])
    fl = box(-5, fy, W + 5, H + 5, 2)
    blend(ctx.img, fl, np.clip(wood, 0, 1))
    seams = []
    for k in range(-14, 15):
        xb = W / 2 + k * 150
        seams.append([(vx + (xb - vx) * (fy - vy) / (H - vy), fy), (xb, H)])
    blend(ctx.img, polylines(seams, 5) * fl, floor * 0.45, 0.8)
    # each board a little different in tone
    ang = np.arctan2(XX - vx, YY - vy)
    tone = np.sin(np.floor(ang * 9.3) * 12.9898) * 0.5 + 0.5
    ctx.img *= (1 + 0.12 * (tone - 0.5) * fl)[..., None]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the window toward -s, the cat's tail toward s
    fy = H * ctx.u(0.39, 0.41)
    _floor(ctx, fy, W / 2 - s * W * 0.1)

    # the side wall toward -s, in perspective, with a tall window pouring in the afternoon
    def mx(x: float) -> float:  # a point drawn for a window on the left, mirrored when s < 0
        return x if s > 0 else W - x

    xc = W * ctx.u(0.3, 0.32)
    side_wall = polygon_fine([(mx(-10), -10), (mx(xc), -10), (mx(xc), fy), (mx(-10), fy + H * 0.2)])
    blend(ctx.img, side_wall, rgb("#3a3c4c") * (0.8 + 0.25 * (YY / fy))[..., None], 1.0)
    skirt = polygon_fine(
        [(mx(-10), fy + H * 0.17), (mx(xc), fy - 40), (mx(xc), fy), (mx(-10), fy + H * 0.2)]
    )
    blend(ctx.img, skirt, rgb("#2a2a34"), 1.0)
    blend(ctx.img, polylines([[(mx(xc), -10), (mx(xc), fy)]], 4), rgb("#2e2e3a"), 0.8)
    wa, wb = W * 0.03, W * ctx.u(0.21, 0.23)  # its near and far edges
    outer = [(mx(wa), H * 0.02), (mx(wb), H * 0.09), (mx(wb), fy - H * 0.04), (mx(wa), H * 0.55)]
    win = polygon_fine(outer)
    inner = polygon_fine(
        [
            (mx(wa + 22), H * 0.02 + 30),
            (mx(wb - 12), H * 0.09 + 20),
            (mx(wb - 12), fy - H * 0.04 - 20),
            (mx(wa + 22), H * 0.55 - 30),
        ]
    )
    glow(ctx.img, mx((wa + wb) / 2), H * 0.3, W * 0.55, "#ffd890", 0.3)
    blend(ctx.img, win, rgb(ctx.pal.ink) * 0.9 + 0.1, 1.0)
    bright = mix(rgb("#fff6d8"), rgb(ctx.pal.light), 0.5)
    blend(ctx.img, inner, bright, 1.0)
    wm = (wa + wb) / 2
    ymid_a, ymid_b = H * 0.285, (H * 0.09 + fy - H * 0.04) / 2
    bars = polylines(
        [
            [(mx(wm), H * 0.055), (mx(wm), (H * 0.55 + fy - H * 0.04) / 2)],
            [(mx(wa), ymid_a), (mx(wb), ymid_b)],
        ],
        12,
    )
    blend(ctx.img, bars * win, rgb(ctx.pal.ink) * 0.9 + 0.1, 1.0)
    later_glow(ctx, mx(wm), H * 0.3, W * 0.3, "#fff0c0", 0.3)
    ctx.light = (mx(wm), H * 0.25)
    # the patch of sunlight on the floor: the window laid on the boards
    py0, py1 = H * ctx.u(0.52, 0.54), H * ctx.u(0.93, 0.95)
    pc = mx(W * 0.52)
    quad = [(mx(W * 0.07), py0), (mx(W * 0.85), py0), (mx(W * 0.985), py1), (mx(W * 0.12), py1)]
    pool = np.clip((blur(polygon_fine(quad), 70) - 0.5) * 6 + 0.5, 0, 1).astype(np.float32)
    # the beam from the window to the pool, with dust in it
    hull = convex_hull([*outer, *quad])
    beam = blur(polygon_fine(hull), 50) * (py1 > YY)
    bdx, bdy = pc - ctx.light[0], (py0 + py1) / 2 - ctx.light[1]
    bn = float(np.hypot(bdx, bdy))
    across = ((XX - ctx.light[0]) * -bdy + (YY - ctx.light[1]) * bdx) / bn
    streak = 0.5 + 0.5 * np.sin(across / 21 + 2 * np.sin(across / 63))
    blend(ctx.img, beam * (1 - pool) * (0.55 + 0.45 * streak), rgb("#ffd88a"), 0.38)
    # a wet dark ring on the boards round the water, then the water itself
    wet = np.clip(blur(pool, 14) * 2.2, 0, 1) * (1 - pool)
    blend(ctx.img, wet, ctx.img * 0.55, 0.8)
    t = np.clip((YY - py0) / (py1 - py0), 0, 1)
    deep, hot = rgb("#e89a30"), rgb("#fff0b4")
    heat = np.exp(-(((XX - pc) / (W * 0.55)) ** 2)) * (1 - 0.5 * t)
    water = mix(deep, rgb("#ffcc5a"), 0.5)[None, None, :] * (1 - heat[..., None])
    water = water + hot[None, None, :] * heat[..., None]
    rip = aniso_noise(ctx.side(), 70, 16) - 0.5
    water *= (1 + 0.12 * rip)[..., None]
    # the boards seen through the water, wavering, at its shallow edges
    wob = (XX + 9 * np.sin(YY / 17 + 2 * np.sin(XX / 90))).clip(0, W - 1).astype(int)
    under = np.take_along_axis(ctx.img, wob[..., None].repeat(3, 2), 1) * rgb("#ffc860") * 1.6
    clear = 0.35 + 0.45 * np.clip(blur(pool, 60) * 1.6 - 0.6, 0, 1)
    blend(ctx.img, pool, np.clip(under, 0, 1))
    blend(ctx.img, pool * clear, np.clip(water, 0, 1))
    caust = np.clip(1 - np.abs(aniso_noise(ctx.side(), 60, 22) - 0.5) * 16, 0, 1)
    blend(ctx.img, caust * pool, rgb("#fffae0"), 0.35)
    # the far bank: the boards' cut edge above the water, and a bright lip where it meets it
    bank = np.clip(pool - np.roll(pool, 16, 0), 0, 1)
    blend(ctx.img, bank, rgb("#3a2416"), 0.9)
    edge = np.clip(np.roll(pool, 16, 0) - np.roll(pool, 22, 0), 0, 1) * pool
    blend(ctx.img, edge, rgb("#fff6d0"), 0.7)
    glint = np.clip((aniso_noise(ctx.side(), 26, 4) - 0.68) * 8, 0, 1) * pool
    blend(ctx.img, glint, rgb("#fffbe8"), 0.45)
    glow(ctx.img, pc, (py0 + py1) / 2, W * 0.55, "#ffc860", 0.25)
    focus_on(ctx, pool, 8, 1.0, weight=0.6)
    add_element(
        ctx,
        "a patch of sunlight on the floor turned into a pool of warm golden water",
        "secondary",
        bbox_of(pool),
        ("water", "sunlight", "pool", "warmth", "light"),
    )
    # --- the cat, floating on its back along the pool, its head toward the middle ---------
    hd = -s
    k = W * ctx.u(0.205, 0.215)
    wl = H * ctx.u(0.71, 0.72)
    cx = W / 2 + s * W * 0.06
    rec = 0.3  # how much the body recedes: its head lies farther than its tail

    def P(a: float, b: float) -> Pt:
        return (cx + hd * a * k, wl - rec * a * k - b * k)

    def oval(a: float, b: float, ra: float, rb: float, tilt: float = 0.0) -> Arr:
        p = P(a, b)
        return tilted_ellipse(p[0], p[1], ra * k, rb * k, hd * (tilt - 0.29))

    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fur, pale = rgb(FURS[fur_name][0]), rgb(FURS[fur_name][1])
    above = np.clip((wl - rec * hd * (XX - cx) - YY) / 3 + 0.5, 0, 1).astype(np.float32)
    body = np.maximum.reduce(
        [oval(0, -0.06, 0.98, 0.48), oval(0.62, -0.03, 0.46, 0.42), oval(0.1, 0.12, 0.7, 0.34)]
    )
    # the part under the water, seen through it; its shadow in the light
    shade = blur(oval(0.1, -0.2, 1.3, 0.3), 30) * pool
    blend(ctx.img, shade, rgb("#b0601a"), 0.35)
    blend(ctx.img, body * (1 - above), mix(fur, rgb("#e8a040"), 0.6), 0.4)
    legs_far = np.maximum(
        ribbon([P(0.82, 0.12), P(0.86, 0.62), P(1.0, 0.78)], [0.14 * k, 0.11 * k, 0.1 * k], 2),
        ribbon([P(-0.7, 0.1), P(-0.52, 0.66), P(-0.78, 0.92)], [0.2 * k, 0.12 * k, 0.1 * k], 2),
    )
    legs = np.maximum(
        ribbon([P(0.56, 0.2), P(0.5, 0.78), P(0.66, 0.94)], [0.16 * k, 0.12 * k, 0.11 * k], 2),
        ribbon([P(-0.5, 0.18), P(-0.24, 0.8), P(-0.5, 1.06)], [0.26 * k, 0.14 * k, 0.11 * k], 2),
    )
    paws = [P(0.68, 0.95), P(-0.52, 1.08)]
    paws_far = [P(1.02, 0.78), P(-0.8, 0.94)]
    tail = ribbon(
        [P(-0.95, 0.02), P(-1.2, -0.04), P(-1.42, 0.02), P(-1.52, 0.16)],
        [0.1 * k, 0.09 * k, 0.08 * k, 0.07 * k],
        2,
    )
    head_c = P(1.32, 0.32)
    hr = 0.5 * k
    u = np.array([hd * 1.0, -0.42])
    u /= np.linalg.norm(u)
    v = np.array([-u[1], u[0]])

    def F(a: float, b: float) -> Pt:  # a point of the face: a toward the ears, b across
        return (head_c[0] + (u[0] * a + v[0] * b) * hr, head_c[1] + (u[1] * a + v[1] * b) * hr)

    head = disc(head_c[0], head_c[1], hr, 2)
    cheeks = tilted_ellipse(*F(-0.25, 0), hr * 0.62, hr * 1.12, float(np.arctan2(u[1], u[0])))
    ears = np.maximum(
        polygon_fine([F(0.45, 0.82), F(1.22, 0.62), F(0.78, 0.12)]),
        polygon_fine([F(0.45, -0.82), F(1.22, -0.62), F(0.78, -0.12)]),
    )
    skull = np.maximum.reduce([head, cheeks, ears])
    ctx.lit(legs_far, bbox_of(legs_far), fur * 0.7, rim=0.4)
    for p in paws_far:
        pm = disc(p[0], p[1], 0.1 * k, 2)
        ctx.lit(pm, bbox_of(pm), pale * 0.75, rim=0.3)
    tail_a = tail * above
    ctx.lit(tail_a, bbox_of(tail), fur, rim=0.5)
    cat = np.clip(body * above, 0, 1)
    ctx.lit(cat, bbox_of(cat), fur, rim=0.7, separate=True)
    belly = oval(0.1, 0.28, 0.78, 0.16) * cat
    blend(ctx.img, blur(belly, 10), pale, 0.8)
    ctx.lit(legs, bbox_of(legs), fur, rim=0.6)
    for p in paws:
        pm = disc(p[0], p[1], 0.11 * k, 2)
        ctx.lit(pm, bbox_of(pm), pale, rim=0.5)
    ctx.lit(skull, bbox_of(skull), fur * 1.05, rim=0.7, separate=True)
    inner = np.maximum(
        polygon_fine([F(0.55, 0.66), F(1.05, 0.58), F(0.76, 0.26)]),
        polygon_fine([F(0.55, -0.66), F(1.05, -0.58), F(0.76, -0.26)]),
    )
    blend(ctx.img, inner, rgb("#e8a098"), 0.75)
    muzzle = tilted_ellipse(*F(-0.45, 0), hr * 0.36, hr * 0.55, float(np.arctan2(u[1], u[0])))
    blend(ctx.img, blur(muzzle, 4), pale, 0.85)
    whole = np.maximum.reduce([cat, legs, legs_far, tail_a, skull])
    # the legs and head mirrored below the waterline; the line where the fur meets the water
    up = np.maximum.reduce([legs, legs_far, skull, cat])
    wlx = wl - rec * hd * (XX - cx)
    src = np.clip(2 * wlx - YY, 0, H - 1).astype(int)
    fade = np.clip(1 - (YY - wlx) / (0.9 * k), 0, 1)
    refl = np.take_along_axis(up, src, 0) * (wlx < YY) * pool * (1 - whole) * fade
    blend(ctx.img, blur(refl, 4), rgb("#b06418"), 0.35)
    wline = np.clip(above - np.roll(above, 5, 0), 0, 1) * np.clip(blur(body, 4) * 2, 0, 1)
    blend(ctx.img, wline, rgb("#fff4c8"), 0.85)
    focus_on(ctx, whole, 4, 2.0)
    focus_on(ctx, skull, 3, 2.5)
    # after the paint: closed eyes, nose, smile, whiskers, tabby stripes
    lids = [
        [F(0.12, 0.62), F(0.0, 0.42), F(0.12, 0.2)],
        [F(0.12, -0.62), F(0.0, -0.42), F(0.12, -0.2)],
    ]
    after_mask(ctx, polylines(lids, 0.055 * hr), "#2a1810", 0.9)
    after_mask(ctx, polygon_fine([F(-0.28, 0.12), F(-0.28, -0.12), F(-0.42, 0)]), "#c86a72", 0.95)
    smile = [
        [F(-0.42, 0), F(-0.58, 0.1), F(-0.52, 0.26)],
        [F(-0.42, 0), F(-0.58, -0.1), F(-0.52, -0.26)],
    ]
    after_mask(ctx, polylines(smile, 0.04 * hr), "#3a2218", 0.8)
    wh = []
    for sg in (1, -1):
        for da in (-0.1, -0.35, -0.6):
            wh.append([F(-0.45, sg * 0.3), F(-0.5 + da * 0.6, sg * (1.4 - abs(da) * 0.3))])
    after_mask(ctx, polylines(wh, 2.4), "#fffaf0", 0.8)
    stripes = []
    for a in (-0.6, -0.35, -0.1, 0.15, 0.4):
        stripes.append([P(a - 0.05, -0.05), P(a + 0.02, 0.17), P(a + 0.08, 0.26)])
    for a0, b0 in ((0.52, 0.5), (0.52, 0.65), (-0.3, 0.5), (-0.34, 0.66)):
        stripes.append([P(a0 - 0.08, b0), P(a0 + 0.08, b0 + 0.03)])
    stripes.append([F(0.55, 0.3), F(0.4, 0.05), F(0.55, -0.2)])
    after_mask(ctx, polylines(stripes, 0.035 * k) * whole * (1 - blur(belly, 4)), fur * 0.6, 0.6)
    add_element(
        ctx,
        f"a {fur_name} cat floating on its back, paws up, eyes closed",
        "main",
        bbox_of(whole),
        ("cat", "animal", "swimming", "bliss", "rest"),
    )
    # --- a rubber duck bobbing on the pool, in front of the cat ---------------------
    dh = H * 0.12
    dx = W / 2 + s * W * ctx.u(0.1, 0.14)
    dwl = H * ctx.u(0.885, 0.895)
    dm, db = icon_mask("plastic-duck", dx, dwl - dh * 0.35, dh, flip=s > 0)
    dab = dm * (dwl > YY)
    blend(ctx.img, blur(ellipse(dx, dwl + 8, dh * 0.55, dh * 0.1, 4), 6), rgb("#a85a10"), 0.4)
    blend(ctx.img, dab, rgb("#ffc21c"), 1.0)
    after_mask(ctx, np.clip(blur(dab, 2.5) * 2 - dab * 1.6, 0, 1), "#4a2606", 0.7)
    blend(ctx.img, dab * np.clip((db[1] + dh * 0.5 - YY) / (dh * 0.4), 0, 1), rgb("#fff2a0"), 0.5)
    drf = np.take_along_axis(dab, np.clip(2 * dwl - YY, 0, H - 1).astype(int), 0) * (dwl < YY)
    blend(ctx.img, blur(drf, 3), rgb("#d07a10"), 0.3)
    blend(ctx.img, ellipse(dx, dwl, dh * 0.5, 6, 2) * (1 - dab), rgb("#fff6d0"), 0.6)
    focus_on(ctx, dab, 3, 2.0)
    add_element(
        ctx, "a rubber duck", "secondary", db, ("toy", "duck", "bath", "child"), "plastic-duck"
    )
    # --- ripples round the cat, drops on the dry boards, dust in the beam ------------------
    gen = ctx.side()
    rings = []
    rc = P(0.1, 0)
    for r in (1.45, 1.8, 2.2, 2.65):
        ang = np.linspace(0, 2 * np.pi, 90)
        rings.append([(rc[0] + r * k * np.cos(a), rc[1] + r * k * 0.3 * np.sin(a)) for a in ang])
    ring_m = polylines(rings, 7) * pool * (1 - blur(whole, 8) * 2).clip(0, 1)
    blend(ctx.img, blur(np.roll(ring_m, 12, 0), 6), rgb("#b86a14"), 0.55)
    after_mask(ctx, ring_m, "#fff8dc", 0.6)
    drops = []
    for _ in range(40):
        qx, qy = float(gen.uniform(0, W)), float(gen.uniform(py0 - 40, H - 20))
        near = blur(pool, 60)[int(qy), int(qx)]
        if pool[int(qy), int(qx)] > 0.05 or near < 0.05 or len(drops) > 9:
            continue
        sz = 8 + 10 * (qy - py0) / (H - py0)
        drops.append(ellipse(qx, qy, sz, sz * 0.55, 1.5))
    if drops:
        dmask = np.maximum.reduce(drops)
        after_mask(ctx, dmask, "#c8a060", 0.7)
        after_mask(ctx, dmask * (np.roll(dmask, 4, 0) < 0.5), "#fff4d0", 0.9)
    spl = []
    for j in range(7):
        fx, fy_ = P(-0.62 - 0.1 * j + float(gen.uniform(-0.05, 0.05)), 1.2 - 0.05 * (j - 3) ** 2)
        spl.append(ellipse(fx, fy_, 7 + j % 3 * 2, 10 + j % 3 * 2, 1.5))
    after_mask(ctx, np.maximum.reduce(spl), "#fff6d8", 0.85)
    dust = np.zeros((H, W), np.float32)
    for _ in range(60):
        qx, qy = float(gen.uniform(0, W)), float(gen.uniform(H * 0.1, py0))
        if beam[int(qy), int(qx)] > 0.4:
            dust = np.maximum(dust, disc(qx, qy, float(gen.uniform(1.5, 3.5)), 1.0))
    after_mask(ctx, dust, "#fff2c8", 0.7)
    later_glow(ctx, pc, (py0 + py1) / 2, W * 0.5, "#ffd070", 0.12)
    return Painted(
        f"In a quiet old room, the patch of sunlight that a tall window throws on the wooden "
        f"floor has turned into a pool of warm golden water, and a {fur_name} cat floats on its "
        "back in it with its paws in the air and its eyes closed, beside a rubber duck, a few "
        "drops splashed on the dry boards round its edge.",
        ["bliss", "rest", "warmth", "happiness", "laziness", "summer", "sunday", "daydream"],
        setting="in a dim room lit by the sun through the window",
    )


PREMISE = Premise(
    name="cat-swims-in-the-sunbeam",
    figure="cat",
    palettes=("interior", "golden"),
    stage=stage,
    max_cards=1,
    frame=False,
)
