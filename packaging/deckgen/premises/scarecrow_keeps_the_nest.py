"""Premise "scarecrow-keeps-the-nest": In a wheat field at sundown the scarecrow stands with
his arms out as always, but the crows have made him their home: a crow sits on a nest in the
brim of his hat with its chicks, and more crows perch along his sleeves, at peace.

The scarecrow is built from parts (post, coat, sleeves with straw hands, sack head, hat),
against the low sun, so that he reads as a silhouette with a rim of light.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, union_box
from ..kit.sky import sky

COATS = ("#6a4a3a", "#4a5a6a", "#7a3a2e")
STRAW = "#e0b860"
CROW = "#24222c"


def scarecrow(
    ctx: Ctx, x: float, gy: float, h: float, s: int
) -> tuple[Arr, dict[str, tuple[float, float]]]:
    """A scarecrow standing on a post at (x, gy), `h` tall to his hat's top, his head tilted
    toward side `s`; returns his mask and where things may perch (hands, hat brim)."""
    sh_y = gy - h * 0.68  # the crossbar, his shoulders
    arm = h * 0.46  # from the post to each straw hand
    post = ribbon([(x, gy + 10), (x, gy - h * 0.75)], [h * 0.045, h * 0.04], 1.5)
    bar = ribbon([(x - arm, sh_y), (x + arm, sh_y)], [h * 0.035, h * 0.035], 1.5)
    wood = np.maximum(post, bar)
    ctx.lit(wood, mask_bbox(wood), rgb("#5a4030"), rim=0.6)
    # the coat: shoulders to hips, its hem ragged, its sleeves along the bar, sagging a little
    coat_c = rgb(COATS[int(ctx.rng.integers(len(COATS)))])
    hem = gy - h * 0.3
    pts = [(x - h * 0.13, sh_y - h * 0.02), (x + h * 0.13, sh_y - h * 0.02)]
    n = 7
    for k in range(n + 1):
        px = x + h * 0.17 - k * h * 0.34 / n
        pts.append((px, hem + (h * 0.04 if k % 2 else 0)))
    coat = polygon_fine(pts)
    sleeves = np.zeros((H, W), np.float32)
    for d in (-1, 1):
        sleeves = np.maximum(
            sleeves,
            ribbon(
                [
                    (x + d * h * 0.08, sh_y),
                    (x + d * arm * 0.55, sh_y + h * 0.02),
                    (x + d * arm * 0.9, sh_y + h * 0.01),
                ],
                [h * 0.11, h * 0.09, h * 0.08],
                1.5,
            ),
        )
    cloth = np.maximum(coat, sleeves)
    ctx.lit(cloth, mask_bbox(cloth), coat_c, rim=0.8)
    # patches and the rope belt
    blend(
        ctx.img,
        ellipse(x - h * 0.06, sh_y + h * 0.14, h * 0.04, h * 0.035, 2) * coat,
        rgb("#a88a4a"),
        0.8,
    )
    blend(
        ctx.img,
        ribbon(
            [(x - h * 0.15, hem - h * 0.1), (x + h * 0.15, hem - h * 0.09)], [h * 0.02, h * 0.02]
        ),
        rgb("#a08050"),
        0.9,
    )
    # straw at the hands and under the hem
    straw = []
    hands = {}
    for d in (-1, 1):
        hx, hy = x + d * arm * 0.92, sh_y + h * 0.01
        hands["left" if d < 0 else "right"] = (hx, hy)
        for k in range(7):
            a = np.radians(-40 + 80 * k / 6)
            straw.append([(hx, hy), (hx + d * np.cos(a) * h * 0.09, hy + np.sin(a) * h * 0.09)])
    for k in range(12):
        sx = x - h * 0.14 + k * h * 0.28 / 11
        straw.append([(sx, hem), (sx + (k - 6) * 3, hem + h * 0.07)])
    st = polylines(straw, h * 0.008 + 2)
    ctx.lit(st, mask_bbox(st), rgb(STRAW), rim=0.5)
    # the sack head, tilted, with a stitched face, and the hat above it
    hx, hy = x + s * h * 0.02, sh_y - h * 0.1
    head = ellipse(hx, hy, h * 0.085, h * 0.1, 2)
    ctx.lit(head, mask_bbox(head), rgb("#c8a878"), rim=0.7)
    tie = ribbon(
        [(hx - h * 0.06, hy + h * 0.09), (hx + h * 0.06, hy + h * 0.095)], [h * 0.02, h * 0.02]
    )
    blend(ctx.img, tie, rgb("#8a6a40"))
    # a sewn face: two button eyes and a stitched mouth
    my = hy + h * 0.042
    smile = [(hx + k * h * 0.01, my + h * 0.012 * (1 - (k / 4) ** 2)) for k in range(-4, 5)]
    face = [smile]
    face += [[(px, py - h * 0.007), (px, py + h * 0.007)] for px, py in smile[2:7:2]]
    after_mask(ctx, polylines(face, 3), "#3a2a1a", 0.85)
    for d in (-1, 1):
        ex, ey = hx + d * h * 0.034, hy - h * 0.008
        after_mask(ctx, disc(ex, ey, h * 0.014, 1.5), "#2a1e14", 0.95)
        after_mask(ctx, disc(ex - h * 0.004, ey - h * 0.004, h * 0.004, 1), "#8a7a6a", 0.8)
    brim_y = hy - h * 0.08
    brim = ellipse(hx, brim_y, h * 0.17, h * 0.028, 2)
    crown = polygon_fine(
        [
            (hx - h * 0.09, brim_y),
            (hx - h * 0.075, brim_y - h * 0.12),
            (hx + h * 0.07, brim_y - h * 0.13),
            (hx + h * 0.09, brim_y),
        ]
    )
    hat = np.maximum(brim, crown)
    ctx.lit(hat, mask_bbox(hat), rgb("#4a3a2e"), rim=0.8)
    blend(
        ctx.img,
        ribbon(
            [(hx - h * 0.088, brim_y - h * 0.025), (hx + h * 0.088, brim_y - h * 0.03)],
            [h * 0.02, h * 0.02],
        )
        * crown,
        rgb("#8a3a2a"),
        0.9,
    )
    body = np.maximum(np.maximum(wood, cloth), np.maximum(np.maximum(head, hat), st))
    where = dict(hands)
    where["brim"] = (hx - s * h * 0.1, brim_y)
    where["crown"] = (hx, brim_y - h * 0.13)
    return body, where


def stage(ctx: Ctx) -> Painted:
    x0 = W / 2
    s = 1 if ctx.rng.random() < 0.5 else -1
    gy = H * ctx.u(0.86, 0.88)  # the post's foot
    sx = W / 2 - s * W * ctx.u(0.22, 0.3)
    sky(ctx, sx=sx, sy=H * 0.56, r=70, clouds=2, kind="sun")
    field_y = ctx.hills(0.6, 2, amp=30, cell=300, ground="#c8a050")
    ctx.staged = [t for t in ctx.staged if t != ctx.repoussoir]
    # wheat: ears over the field, nearer ones taller
    gen = ctx.side()
    wheat = []
    for _ in range(500):
        wx, wy = float(gen.uniform(-20, W + 20)), float(gen.uniform(H * 0.62, H + 20))
        k = (wy - H * 0.6) / (H * 0.4)
        ln = 14 + 90 * k
        wheat.append([(wx, wy), (wx + float(gen.uniform(-6, 6)) * k, wy - ln)])
    blend(ctx.img, polylines(wheat, 4), rgb("#e8c070"), 0.45)
    # the scarecrow, big, on the middle of the card
    h = H * 0.56
    body, where = scarecrow(ctx, x0, gy, h, s)
    bb = mask_bbox(body)
    focus_on(ctx, body, 6)
    add_element(
        ctx, "a scarecrow with outstretched arms", "main", bb, ("object", "field", "guardian")
    )
    # the nest on his brim: its hollow, three chicks in it with open yellow beaks, its front
    # rim of twigs; the mother crow standing on its outer edge, facing them
    nx, ny = where["brim"]
    nx -= s * h * 0.02
    hollow = ellipse(nx, ny - h * 0.035, h * 0.1, h * 0.035, 2)
    blend(ctx.img, hollow, rgb("#2e2418"))
    for k in range(3):
        kx, ky = nx + s * h * (0.045 - 0.035 * k), ny - h * (0.055 + 0.008 * (k % 2))
        chick = disc(kx, ky, h * 0.024, 1.5)
        ctx.lit(chick, mask_bbox(chick), rgb("#7a6e66"), rim=0.6)
        beak = polygon_fine(
            [(kx - 11, ky - h * 0.015), (kx + 11, ky - h * 0.015), (kx + (k - 1) * 8, ky - 46)]
        )
        after_mask(ctx, beak, "#f6c83c", 0.95)
    rimm = ellipse(nx, ny - h * 0.012, h * 0.12, h * 0.04, 2) * (ny - h * 0.035 < YY)
    ctx.lit(rimm, mask_bbox(rimm), rgb("#9a7448"), rim=0.6)
    nest = np.maximum(rimm, hollow)
    twigs = [
        [(nx - h * 0.11, ny - h * 0.01 + k * 5), (nx + h * 0.11, ny - h * 0.015 + k * 6)]
        for k in range(-1, 4)
    ]
    after_mask(ctx, polylines(twigs, 2.5) * blur(rimm, 2), "#5a4028", 0.6)
    boxes = [mask_bbox(nest)]
    cx_ = nx - s * h * 0.1
    cm, cb = icon_mask("raven", cx_, ny - h * 0.09, h * 0.15, flip=s < 0)
    ctx.lit(cm, cb, rgb(CROW), rim=0.8)
    boxes.append(cb)
    # crows perched along his sleeves, one on his far hand
    for name, off, fl in (("left", 0.35, False), ("right", 0.2, True), ("right", 0.62, True)):
        hx, hy = where[name]
        px = x0 + (hx - x0) * off if off < 0.9 else hx
        ph = h * 0.12
        m, b = icon_mask("raven", px, hy - h * 0.035 - ph * 0.48, ph, flip=fl)
        ctx.lit(m, b, rgb(CROW), rim=0.8)
        boxes.append(b)
    # and one more flying home to him
    fx, fy = x0 - s * W * 0.36, H * 0.22
    fm, fb = icon_mask("dove", fx, fy, h * 0.1, flip=s < 0)
    ctx.lit(fm, fb, rgb(CROW), rim=0.7)
    boxes.append(fb)
    allb = union_box(boxes)
    for b in boxes:
        sl = (slice(b[1] - 10, b[3] + 10), slice(max(0, b[0] - 10), b[2] + 10))
        ctx.focus[sl] = np.maximum(ctx.focus[sl], 0.9)
    add_element(
        ctx,
        "crows perched on the scarecrow and nesting in his hat",
        "secondary",
        allb,
        ("animal", "bird", "crow"),
        "raven",
    )
    glow(ctx.img, sx, H * 0.56, 300, ctx.pal.light, 0.25)
    later_glow(ctx, sx, H * 0.56, 120, ctx.pal.light, 0.2)
    _ = field_y
    return Painted(
        "In a wheat field a scarecrow stands with his arms held out as always, but "
        "the crows have made him their home: one stands on a nest in the brim of his hat where "
        "three chicks call with open beaks, three more crows perch along his sleeves, and "
        "another flies in to join them.",
        [
            "friendship",
            "failure",
            "trust",
            "kindness",
            "home",
            "irony",
            "gentleness",
            "unexpected friends",
            "evening",
        ],
        setting="at sundown",
    )


PREMISE = Premise(
    name="scarecrow-keeps-the-nest",
    figure="scarecrow",
    palettes=("golden", "dusk"),
    stage=stage,
    max_cards=1,
    frame=False,
)
