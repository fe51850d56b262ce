"""Premise "owl-lights-the-lane": At night a row of old street lamps runs along a country lane
by a wood; the far ones have their lanterns, but on the nearest post an owl sits where the
lamp should be, and the light comes from its two great eyes, falling in a warm pool on the
lane where a small walker passes; moths circle it as they would a lamp.

The eyes are the holes of the owl's silhouette, lit after the paint; the beams and the pool
are painted before, so the brush carries them.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, sec
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon
from ..kit.sky import night_sky

IRON = "#23242c"
LAMP = "#ffd27a"


def eyes_of(m: Arr, bb: tuple[int, int, int, int]) -> Arr:
    """The owl icon's two eyes: the holes of its silhouette around each eye's centre (a
    quarter and three quarters across, a quarter down its box), as a full-card mask."""
    x0, y0, x1, y1 = bb
    solid = (m[y0:y1, x0:x1] > 0.5).astype(np.uint8) * 255
    im = Image.fromarray(solid).copy()  # fromarray may share a read-only buffer
    w, h = x1 - x0, y1 - y0
    for fx in (0.26, 0.74):
        ImageDraw.floodfill(im, (round(w * fx), round(h * 0.26)), 128)
    out = np.zeros((H, W), np.float32)
    out[y0:y1, x0:x1] = np.asarray(im) == 128
    eyes: Arr = blur(out, 1.2)
    return eyes


def filled(m: Arr, bb: tuple[int, int, int, int]) -> Arr:
    """Silhouette `m` with its holes filled (what no flood from outside its box reaches)."""
    x0, y0, x1, y1 = bb
    solid = np.pad((m[y0:y1, x0:x1] > 0.5).astype(np.uint8) * 255, 2)
    im = Image.fromarray(solid).copy()
    ImageDraw.floodfill(im, (0, 0), 128)
    out = np.zeros((H, W), np.float32)
    out[y0:y1, x0:x1] = (np.asarray(im) != 128)[2:-2, 2:-2]
    whole: Arr = np.maximum(blur(out, 1.5), m)
    return whole


def post(ctx: Ctx, x: float, gy: float, top: float, w: float) -> Arr:
    """An old iron lamp post from the ground at `gy` up to `top`, `w` wide at its shaft."""
    shaft = ribbon([(x, gy), (x, top + w * 2)], [w * 1.3, w], 1.2)
    base = polygon_fine(
        [(x - w * 2, gy), (x - w, gy - w * 4), (x + w, gy - w * 4), (x + w * 2, gy)]
    )
    ring = ellipse(x, gy - (gy - top) * 0.35, w * 1.3, w * 0.5, 1.2)
    cap = polygon_fine(
        [
            (x - w * 2.6, top + w * 0.6),
            (x + w * 2.6, top + w * 0.6),
            (x + w * 1.2, top + w * 2.2),
            (x - w * 1.2, top + w * 2.2),
        ]
    )
    m: Arr = np.maximum(np.maximum(shaft, base), np.maximum(ring, cap))
    return m


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the owl's side; the lane runs off to -s
    night_sky(ctx, 160)
    hz = H * ctx.u(0.5, 0.53)
    # the wood's dark edge along the horizon, the ground below
    tree_line = np.zeros((H, W), np.float32)
    for _ in range(22):
        tx, th = ctx.u(-40, W + 40), ctx.u(0.08, 0.2) * H
        tm, _tb = icon_mask("pine-tree", tx, hz - th * 0.42, th)
        tree_line = np.maximum(tree_line, tm)
    blend(ctx.img, tree_line, rgb("#0c1424"), 0.95)
    ground = np.clip((YY - hz) / 3, 0, 1).astype(np.float32)
    blend(ctx.img, ground, rgb("#141c24"))
    # the lane: from the front edge, wide, off into the wood on the far side
    vx = W / 2 - s * W * 0.25
    lbx = W / 2 + s * W * 0.02  # the lane's middle at the card's foot
    lane = polygon_fine(
        [(vx - 14, hz), (vx + 14, hz), (lbx + W * 0.3, H + 10), (lbx - W * 0.3, H + 10)]
    )
    blend(ctx.img, lane, rgb("#3a3a3e"))
    # the lamp posts along the lane, smaller into the distance, their lanterns lit
    py = H * ctx.u(0.8, 0.84)  # the pool of light's middle
    pcx = vx + (lbx - vx) * (py - hz) / (H - hz)  # the lane's middle there
    ox = pcx + s * W * ctx.u(0.27, 0.3)  # the owl's post, on the lane's verge
    oy = H * 0.9  # its foot
    otop = H * 0.33
    far = []
    for k in (1, 2, 3):
        f = 0.62**k
        qx = vx + (ox - vx) * f
        qy = hz + (oy - hz) * f
        qtop = qy - (oy - otop) * f
        pm = post(ctx, qx, qy, qtop, 14 * f)
        blend(ctx.img, pm, rgb(IRON))
        lx, ly = qx, qtop - 60 * f
        lantern = polygon_fine(
            [
                (lx - 30 * f, ly - 40 * f),
                (lx + 30 * f, ly - 40 * f),
                (lx + 20 * f, ly + 40 * f),
                (lx - 20 * f, ly + 40 * f),
            ]
        )
        blend(ctx.img, lantern, rgb(LAMP), 0.9)
        glow(ctx.img, lx, qy, 160 * f, LAMP, 0.25)
        far.append((lx, ly, f))
    # the near post, and the owl sitting where its lantern should be
    pm = post(ctx, ox, oy, otop, 22)
    ctx.lit(pm, mask_bbox(pm), rgb(IRON), rim=0.4)
    oh = H * 0.22
    om, ob = icon_mask("owl", ox, otop - oh * 0.48, oh)
    eyes = eyes_of(om, ob)
    eb = mask_bbox(eyes)
    ex, ey = (eb[0] + eb[2]) / 2, (eb[1] + eb[3]) / 2
    ctx.light = (ex, ey)
    # the beams from its eyes, down to a pool of light on the lane
    pool = ellipse(pcx, py, W * 0.3, H * 0.05, 40)
    beam = polygon_fine(
        [
            (eb[0], ey),
            (eb[2], ey),
            (pcx + W * 0.3, py),
            (pcx - W * 0.3, py),
        ]
    )
    fade = np.clip(1 - (YY - ey) / (py - ey) * 0.6, 0, 1)
    blend(ctx.img, blur(beam, 40) * (ey < YY) * fade, rgb(LAMP), 0.16)
    blend(ctx.img, pool * ground, rgb("#c8a060"), 0.55)
    glow(ctx.img, ex, ey, 260, LAMP, 0.3)
    # a living owl, not an iron one: its body filled, the icon's lines its feather marks
    body = np.clip(filled(om, ob) - eyes, 0, 1)
    ctx.lit(body, ob, rgb("#b08a5a"), rim=0.9, separate=True)
    bw = ob[2] - ob[0]
    disc_ = np.zeros((H, W), np.float32)
    for fx in (0.3, 0.7):
        disc_ = np.maximum(disc_, ellipse(ob[0] + bw * fx, ey, bw * 0.24, bw * 0.22, 4))
    blend(ctx.img, disc_ * body, rgb("#e8d4b0"), 0.6)
    blend(ctx.img, om * (1 - eyes), rgb("#3a2a1e"), 0.55)
    blend(ctx.img, eyes, rgb("#fff0b8"))
    pad = 14
    sl = (slice(ob[1] - pad, ob[3] + pad), slice(ob[0] - pad, ob[2] + pad))
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(om[sl] * 2, 0, 1))
    add_element(ctx, "an owl", "main", ob, ("animal", "bird", "night", "wise"), "owl")
    add_element(
        ctx, "a row of street lamps", "secondary", mask_bbox(pm), ("object", "light", "night")
    )
    # the eyes burning after the paint, moths circling them
    after_mask(ctx, eyes, "#fff6d8", 0.95)
    later_glow(ctx, ex, ey, 120, LAMP, 0.45)
    for lx, ly, f in far:
        later_glow(ctx, lx, ly, 50 * f + 10, LAMP, 0.6, core=8 * f + 2)
    gen = ctx.side()
    moths = np.zeros((H, W), np.float32)
    for _ in range(9):
        a, r = float(gen.uniform(0, 2 * np.pi)), float(gen.uniform(130, 260))
        mx, my = ex + r * np.cos(a), ey + r * 0.7 * np.sin(a)
        # two wings in a V round a small body, turned any way
        tw = float(gen.uniform(0, 2 * np.pi))
        ct, st = np.cos(tw), np.sin(tw)
        for d in (-1, 1):
            wing = [(0.0, 0.0), (d * 16.0, -12.0), (d * 20.0, 2.0), (d * 8.0, 10.0)]
            pts = [(mx + x * ct - y * st, my + x * st + y * ct) for x, y in wing]
            np.maximum(moths, polygon_fine(pts), out=moths)
    after_mask(ctx, moths, "#e8dcc0", 0.8)
    # a small walker passing through the pool of light, toward the far lamps
    wx = pcx - s * W * 0.06
    sec(
        ctx,
        "walk",
        wx,
        py - H * 0.05,
        H * 0.1,
        fill="#2a2430",
        flip=s > 0,
        shadow=py,
        separate=False,
    )
    # grass along the lane's edges
    blades = []
    for _ in range(120):
        bx = float(gen.uniform(0, W))
        by = float(gen.uniform(hz + 20, H))
        if lane[int(min(by, H - 1)), int(bx)] > 0.5:
            continue
        ln = 20 + 60 * (by - hz) / (H - hz)
        blades.append([(bx, by), (bx + float(gen.uniform(-10, 10)), by - ln)])
    blend(ctx.img, polylines(blades, 4), rgb("#1e2a22"), 0.8)
    return Painted(
        "At night a row of old street lamps runs along a country lane by a dark wood; the far "
        "ones hold lit lanterns, but on the nearest post an owl sits where the lamp should be, "
        "and the light comes from its two great glowing eyes, falling in a warm pool on the lane "
        "where a small walker passes; moths circle the owl as they would a lamp.",
        [
            "watching over",
            "guide",
            "night",
            "wisdom",
            "safe way home",
            "guardian",
            "light in the dark",
            "nature takes over",
            "vigilance",
        ],
        setting="on a starry night",
    )


PREMISE = Premise(
    name="owl-lights-the-lane",
    figure="owl",
    palettes=("night", "dusk"),
    stage=stage,
    max_cards=1,
    frame=False,
)
