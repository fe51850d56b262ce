"""Premise "ploughing-the-sea": On a bright spring day far out at sea, a little red tractor
ploughs the waves like a field: behind it the sea lies in long, neat furrows, row after row to
the horizon, and gulls follow it as they follow a plough; ahead of it the water is still rough
and wild. Far off, a farm on a small green island.

The tractor is drawn from parts (a red body and hood, a cab with its window, a big rear wheel
and a small front one, an exhaust puffing, the plough turning the water over behind it); the
furrows are a field's rows in perspective; gulls and foam are drawn after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import (
    XX,
    YY,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, union_box
from ..kit.sky import day_zenith

REDS = ("#c8302a", "#d0402a", "#b8282a")


def gull(x: float, y: float, span: float, flap: float) -> list[list[tuple[float, float]]]:
    """A gull in flight seen from the side or below: two bent wings, as painters draw it."""
    h = span * 0.5
    return [
        [
            (x - h, y - flap * h * 0.5),
            (x - h * 0.45, y - flap * h * 0.35),
            (x, y + h * 0.12),
            (x + h * 0.45, y - flap * h * 0.35),
            (x + h, y - flap * h * 0.5),
        ]
    ]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the tractor drives toward side s
    ctx.texture_sky(0.04)
    day_zenith(ctx)
    hz = H * 0.3
    ctx.light = (W / 2 - s * W * 0.35, -H * 0.05)
    ctx.clouds(3, 0.04, 0.2, 0.5)
    # the sea: deep blue-green, paler toward the horizon
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    sea = rgb("#94cadc") * (1 - t) + rgb("#3a88a4") * t
    below = np.clip((YY - hz) / 2, 0, 1).astype(np.float32)
    blend(ctx.img, below, sea)
    # a farm on a small green island, far off on the horizon behind the tractor
    ix = W / 2 - s * W * ctx.u(0.22, 0.3)
    isle = ellipse(ix, hz + 4, 170, 34, 3) * np.clip((hz + 6 - YY) / 3, 0, 1)
    blend(ctx.img, isle, mix(rgb("#6a9a52"), ctx.sky_at(0.3), 0.3))
    barn = np.maximum(
        box(ix - 30, hz - 48, ix + 30, hz - 6, 1.5),
        polygon_fine([(ix - 38, hz - 46), (ix + 38, hz - 46), (ix, hz - 78)]),
    )
    blend(ctx.img, barn, mix(rgb("#b84a3a"), ctx.sky_at(0.3), 0.25))
    tree = disc(ix + s * 80, hz - 30, 26, 3)
    blend(ctx.img, tree, mix(rgb("#3f6a3a"), ctx.sky_at(0.3), 0.3))
    # the ploughed rows: furrows in perspective from the horizon down to the tractor's row
    row0 = H * 0.66  # the last finished row's near edge
    rows = 13
    f = np.clip((YY - hz) / (row0 - hz), 0, 1) ** (1 / 1.7) * rows
    wobble = 0.1 * np.sin(XX / 140 + 3 * fbm(ctx.rng, 160, 2))
    frac = (f + wobble) % 1.0
    ploughed = (np.clip((YY - hz - 3) / 2, 0, 1) * np.clip((row0 - YY) / 2, 0, 1)).astype(
        np.float32
    )
    # each furrow: a dark trough, then the water turned over into a lit ridge
    shade = (
        0.62
        + 0.68 * np.clip((frac - 0.2) / 0.65, 0, 1) ** 1.5
        - 0.45 * np.clip((frac - 0.88) / 0.12, 0, 1)
    )
    turned = ctx.img * shade[..., None]
    blend(ctx.img, ploughed, np.clip(turned, 0, 1))
    # the tractor's own row: ploughed behind it only
    row1 = row0 + 130
    tx = W / 2 + s * W * ctx.u(0.02, 0.08)
    base = row0 + 96  # where its wheels meet the water
    fr = np.clip((YY - row0) / (row1 - row0), 0, 1)
    behind = np.clip(s * (tx - s * 400 - XX) / 20, 0, 1)  # the row ploughed so far
    cur = (behind * np.clip((YY - row0) / 2, 0, 1) * np.clip((row1 - YY) / 2, 0, 1)).astype(
        np.float32
    )
    shade1 = 0.7 + 0.55 * np.clip((fr - 0.2) / 0.6, 0, 1)
    blend(ctx.img, cur, np.clip(ctx.img * shade1[..., None], 0, 1))
    # the wild sea everywhere not yet ploughed: choppy, with broken light
    wild = np.clip(below - ploughed - cur, 0, 1) * np.clip((YY - row0 + 4) / 4, 0, 1)
    chop = aniso_noise(ctx.rng, 90, 16) - 0.5
    chop2 = aniso_noise(ctx.rng, 30, 9) - 0.5
    rough = mix(ctx.img, rgb("#2a6a80"), 0.25) * (1 + (0.4 * chop + 0.25 * chop2))[..., None]
    blend(ctx.img, wild.astype(np.float32), np.clip(rough, 0, 1))
    # its waves: long broken crests, lit, with white caps on the highest (after the paint)
    near = np.clip((YY - row0) / (H - row0), 0, 1)
    w1 = aniso_noise(ctx.rng, 140, 12)
    w2 = aniso_noise(ctx.rng, 70, 7)
    n = np.where(near > 0.45, w1, w2)
    crest = np.clip((n - 0.58) * 6, 0, 1) * wild
    trough = np.clip((0.42 - n) * 5, 0, 1) * wild
    blend(ctx.img, crest.astype(np.float32), rgb("#6aaab8"), 0.7)
    blend(ctx.img, trough.astype(np.float32), rgb("#1a4a5c"), 0.45)
    caps = (np.clip((n - 0.78) * 8, 0, 1) * wild).astype(np.float32)
    # the ploughed part of the tractor's row stays smooth
    caps *= 1 - cur
    wild_caps = caps
    # the tractor: body, hood, cab, wheels
    red = rgb(REDS[int(ctx.rng.integers(len(REDS)))])
    rw = (tx - s * 120, base - 105)  # the big rear wheel's centre
    fw = (tx + s * 190, base - 62)
    hood = polygon_fine(
        [
            (tx - s * 60, base - 200),
            (tx + s * 240, base - 180),
            (tx + s * 250, base - 100),
            (tx - s * 60, base - 80),
        ]
    )
    cab_frame = np.maximum(
        box(min(tx - s * 210, tx - s * 40), base - 400, max(tx - s * 210, tx - s * 40), base - 380),
        np.maximum(
            ribbon([(tx - s * 200, base - 390), (tx - s * 200, base - 190)], [22, 22], 1.5),
            ribbon([(tx - s * 50, base - 390), (tx - s * 50, base - 190)], [22, 22], 1.5),
        ),
    )
    seat = box(
        min(tx - s * 230, tx - s * 20), base - 200, max(tx - s * 230, tx - s * 20), base - 120
    )
    fender = np.clip(disc(rw[0], rw[1], 140, 2) - disc(rw[0], rw[1], 118, 2), 0, 1) * (rw[1] > YY)
    body = np.maximum.reduce([hood, cab_frame, seat, fender.astype(np.float32)])
    body_bb = mask_bbox(body)
    ctx.lit(body, body_bb, red, rim=0.7)
    # the cab's glass: the sky seen through it, and the grille
    glass = box(
        min(tx - s * 189, tx - s * 61), base - 379, max(tx - s * 189, tx - s * 61), base - 201, 1.5
    )
    blend(ctx.img, glass, mix(ctx.sky_at(0.15), rgb("#ffffff"), 0.2), 0.55)
    grille = polylines(
        [
            [(tx + s * 246, base - 175 + k * 18), (tx + s * 230, base - 175 + k * 18)]
            for k in range(4)
        ],
        5,
    )
    blend(ctx.img, grille, rgb("#3a2a2a"), 0.8)
    exhaust = ribbon([(tx + s * 150, base - 190), (tx + s * 150, base - 290)], [18, 16], 1.5)
    ctx.lit(exhaust, mask_bbox(exhaust), rgb("#3a3a3a"), rim=0.6)
    wheels = np.zeros((H, W), np.float32)
    for (wx, wy), r in ((rw, 112), (fw, 64)):
        wm = disc(wx, wy, r, 2)
        ctx.lit(wm, mask_bbox(wm), rgb("#2a2826"), rim=0.5)
        hub = disc(wx, wy, r * 0.45, 2)
        ctx.lit(hub, mask_bbox(hub), rgb("#e8c84a"), rim=0.6)
        np.maximum(wheels, wm, out=wheels)
    # tread lugs on the big wheel, drawn after the paint
    lugs = []
    for k in range(16):
        a = k * np.pi / 8
        lugs.append(
            [
                (rw[0] + 92 * np.cos(a), rw[1] + 92 * np.sin(a)),
                (rw[0] + 112 * np.cos(a + 0.12), rw[1] + 112 * np.sin(a + 0.12)),
            ]
        )
    after_mask(ctx, polylines(lugs, 7) * disc(rw[0], rw[1], 114, 1), "#141210", 0.7)
    # the plough behind: a drawbar and three curved blades cutting into the water
    px0 = rw[0] - s * 150
    bar = ribbon([(rw[0] - s * 60, base - 110), (px0 - s * 180, base - 70)], [20, 18], 1.5)
    blades = np.zeros((H, W), np.float32)
    for k in range(3):
        bx = px0 - s * (40 + 70 * k)
        blade = ribbon(
            [(bx, base - 80), (bx - s * 12, base - 30), (bx - s * 40, base + 6)], [16, 22, 26], 1.5
        )
        np.maximum(blades, blade, out=blades)
    plough = np.maximum(bar, blades)
    ctx.lit(plough, mask_bbox(plough), rgb("#5a5a5e"), rim=0.6)
    tractor = np.maximum.reduce([body, wheels, exhaust, plough])
    # the water closes over the wheels' feet: a foam line and spray at each wheel and blade
    sea_line = np.clip((YY - (base - 14)) / 3, 0, 1) * tractor
    blend(ctx.img, sea_line, rgb("#2a6a7a"), 0.8)
    gen = ctx.side()
    foam = np.zeros((H, W), np.float32)
    for cx, w in ((rw[0], 150), (fw[0], 90), (px0 - s * 110, 170)):
        for _ in range(18):
            fx = cx + float(gen.uniform(-w, w))
            fy = base - 10 + float(gen.uniform(-14, 10))
            np.maximum(foam, ellipse(fx, fy, float(gen.uniform(10, 26)), 7, 2), out=foam)
    # the spray of water thrown up and over by the plough's blades, in small drops
    for k in range(3):
        bx = px0 - s * (40 + 70 * k) - s * 40
        for j in range(9):
            a = np.pi * (0.15 + 0.7 * j / 8)
            dx, dy = -s * 45 * (1 - np.cos(a)), -42 * np.sin(a)
            np.maximum(foam, disc(bx + dx, base + dy, float(gen.uniform(4, 7)), 1.5), out=foam)
    after_mask(ctx, foam, "#f2f6f4", 0.85)
    after_mask(ctx, wild_caps * (1 - tractor), "#e6f0f0", 0.6)
    tb = union_box(
        [mask_bbox(tractor), (int(px0 - s * 240), int(base - 20), int(px0), int(base + 10))]
    )
    tb = (min(tb[0], tb[2]), tb[1], max(tb[0], tb[2]), tb[3])
    focus_on(ctx, tractor, 8, 2.0)
    add_element(
        ctx,
        "a little red tractor ploughing the sea",
        "main",
        tb,
        ("vehicle", "tractor", "farm", "work", "sea"),
    )
    # smoke from its exhaust, drifting back
    smoke = np.zeros((H, W), np.float32)
    for k in range(4):
        np.maximum(
            smoke,
            disc(tx + s * 150 - s * 40 * k, base - 310 - 36 * k, 16 + 8 * k, 6),
            out=smoke,
        )
    blend(ctx.img, smoke, rgb("#dadcd8"), 0.7)
    # foam crests along the near finished furrows, thinner than a stroke
    crests = np.zeros((H, W), np.float32)
    edge = np.abs(np.diff(np.floor(f + wobble), axis=0, prepend=0)) > 0
    crests[edge & (hz + 40 < YY) & (row0 > YY)] = 1.0
    after_mask(ctx, blur(crests, 1.2) * ploughed, "#e8f2f0", 0.55)
    # the gulls that follow the plough
    paths = []
    for _ in range(6):
        gx = float(np.clip(px0 - s * float(gen.uniform(0, 420)), 100, W - 100))
        gy = base - float(gen.uniform(220, 560))
        span = float(gen.uniform(50, 90))
        paths += gull(gx, gy, span, float(gen.uniform(0.4, 1.0)))
    near_gull = gull(tx - s * 60, base - 620, 130, 0.8)
    gm = polylines(paths, 7)
    gm = np.maximum(gm, polylines(near_gull, 11))
    after_mask(ctx, blur(gm, 1), "#3a4048", 0.35)
    after_mask(ctx, gm, "#fbfbf8", 0.95)
    gb = mask_bbox(gm)
    add_element(ctx, "gulls following the plough", "secondary", gb, ("animal", "bird", "sea"))
    return Painted(
        "On a bright spring day far out at sea, a little red tractor ploughs the waves like a "
        "field: behind it the sea lies in long, neat furrows, row after row to the horizon, and "
        "white gulls follow it as they follow a plough; ahead of it the water is still rough "
        "and wild. Far off, a red barn stands on a small green island.",
        [
            "work",
            "taming",
            "order and chaos",
            "farming",
            "the impossible",
            "patience",
            "perseverance",
            "harvest",
            "routine",
            "stubbornness",
        ],
        setting="under a clear spring sky",
    )


PREMISE = Premise(
    name="ploughing-the-sea",
    figure="tractor",
    palettes=("spring",),
    stage=stage,
    max_cards=1,
    frame=False,
)
