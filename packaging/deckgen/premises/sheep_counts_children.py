"""Premise "sheep-counts-children": counting sheep turned round. At night in a cosy bedroom, a
sheep lies wide awake in bed under the quilt, propped on its pillow with its forehooves on the
hem, its eyes wide open; above it, in a big dream bubble, small children in pyjamas leap one
after another over a little wooden fence, as sheep do when people count them.

The sheep is drawn from parts (a woolly ruff and topknot, a dark face, ears out sideways, big
white eyes, hooves on the quilt); the bed is seen from its foot. The children are the kit's
person silhouettes in one colour of pyjamas each, with a head and hair; the leaping one uses
the "leap" pose. The pupils, the nostrils and the mouth come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, silhouette
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb, vgrad
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, tilted_ellipse

Pt = tuple[float, float]
QUILTS = {"red": "#a8382f", "ochre": "#c8862f", "green": "#4f7a5a", "plum": "#8a3a6a"}
PYJAMAS = ("#3f6fb0", "#b8404a", "#6a4a9a", "#2f7a5a", "#c87a20")
SKINS = ("#e8b894", "#c98f6a", "#8d5a3c", "#f0cdb0")
HAIRS = ("#2a1e18", "#5a3a22", "#b07a3a", "#d8c08a")
WOOD = "#8a5a3c"
WOOL = "#f2eee4"


def _blobs(pts: list[tuple[float, float, float]]) -> np.ndarray:
    """A woolly mass: the union of discs (x, y, radius)."""
    return np.maximum.reduce([disc(x, y, r, 2) for x, y, r in pts])


def _child(ctx: Ctx, pose: str, x: float, y: float, h: float, flip: bool) -> np.ndarray:
    """A small child in one-colour pyjamas (the kit's person silhouette), a head and hair."""
    pj = rgb(PYJAMAS[int(ctx.rng.integers(len(PYJAMAS)))])
    skin = rgb(SKINS[int(ctx.rng.integers(len(SKINS)))])
    hair = rgb(HAIRS[int(ctx.rng.integers(len(HAIRS)))])
    body = silhouette(pose, x, y, h, flip)
    hx, hy = joint_at(pose, "head", x, y, h, flip)
    head = disc(hx, hy, h * 0.088, 1.5)
    body = np.clip(body - head, 0, 1)
    ctx.lit(body, bbox_of(body), pj, rim=0.5)
    ctx.lit(head, bbox_of(head), skin, rim=0.4)
    sg = 1 if flip else -1
    cap = disc(hx + sg * h * 0.02, hy - h * 0.035, h * 0.08, 1.5) * head
    blend(ctx.img, cap, hair, 1.0)
    return np.maximum(body, head)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    bx = W * (0.5 + s * ctx.u(0.12, 0.15))  # the bed's axis, the sheep's head near a third
    fy = ctx.room(ctx.u(0.6, 0.63))
    ctx.img *= 0.8
    quilt_name = list(QUILTS)[int(ctx.rng.integers(len(QUILTS)))]
    quilt_c = rgb(QUILTS[quilt_name]) * 0.85
    # a small moonlit window low on the wall, on the far side from the bed
    wx, wy0, wy1 = W / 2 - s * W * 0.36, H * 0.4, fy - H * 0.06
    view = ctx.sub("night")
    view.texture_sky(0.04)
    view.stars(60, 0.6)
    view.celestial(wx + s * 30, wy0 + 70, 34, "moon")
    ctx.window(wx - W * 0.09, wy0, wx + W * 0.09, wy1, view.img)
    beam = polygon_fine(
        [
            (wx - W * 0.09, wy1),
            (wx + W * 0.09, wy1),
            (wx + s * W * 0.1 + W * 0.12, H),
            (wx + s * W * 0.1 - W * 0.12, H),
        ]
    )
    blend(ctx.img, blur(beam, 20) * (fy < YY), ctx.c("light"), 0.1)
    add_element(
        ctx,
        "a small window with the moon",
        "secondary",
        (int(wx - W * 0.1), int(wy0 - 18), int(wx + W * 0.1), int(wy1 + 36)),
        ("window", "moon", "night"),
    )
    # --- the dream bubble, high on the other side, lit from within ------------------------
    cbx, cby = W / 2 - s * W * ctx.u(0.1, 0.12), H * ctx.u(0.2, 0.21)
    rx, ry = W * 0.31, H * 0.125
    ctx.light = (cbx, cby)
    glow(ctx.img, cbx, cby, W * 0.7, ctx.pal.light, 0.3)
    ring = [
        (cbx + rx * np.cos(a), cby + ry * np.sin(a), ry * ctx.u(0.3, 0.38))
        for a in np.linspace(0, 2 * np.pi, 13)[:-1] + ctx.u(0, 0.4)
    ]
    bub = np.clip(_blobs(ring) + ellipse(cbx, cby, rx, ry, 2), 0, 1)
    inside = vgrad([(0.02, "#b8b4d8"), (0.2, "#ecd8a4"), (0.4, "#b8aca0")])
    ctx.img[:] = ctx.img * (1 - bub[..., None]) + inside * bub[..., None]
    rim_m = np.clip(bub - blur(bub, 6) * bub, 0, 1) * 1.6
    blend(ctx.img, np.clip(rim_m, 0, 1), rgb("#fff8e0"), 0.8)
    # the dream's hill and the little fence in its middle
    gl = cby + ry * 0.48
    hill = bub * np.clip((YY - gl + 14 * np.cos((np.arange(W)[None, :] - cbx) / 160)) / 3, 0, 1)
    blend(ctx.img, hill, rgb("#7a9a5c"), 1.0)
    go = 1 if ctx.rng.random() < 0.5 else -1  # the way the children run
    fx = cbx + ctx.u(-0.03, 0.03) * W
    fh, fw = H * 0.055, W * 0.11
    posts = [
        box(fx + k * fw / 2 - 9, gl - fh, fx + k * fw / 2 + 9, gl + 8, 1.5) for k in (-1, 0, 1)
    ]
    rails = [
        box(fx - fw / 2 - 24, gl - fh * f - 7, fx + fw / 2 + 24, gl - fh * f + 7, 1.5)
        for f in (0.35, 0.75)
    ]
    fence = np.maximum.reduce(posts + rails)
    ctx.lit(fence, mask_bbox(fence), rgb("#6a4428"), rim=0.5)
    add_element(ctx, "a little wooden fence", "secondary", mask_bbox(fence), ("fence", "dream"))
    # the children: one runs up, one is in mid-air over the fence, one lands and trots off
    ch = H * 0.115
    kids = []
    for pose, dx, lift in (("walk", -0.18, 0.0), ("leap", 0.0, 0.1), ("walk", 0.18, 0.0)):
        kx = fx + go * dx * W
        ky = gl + 6 - lift * ch - (fh * 0.9 if lift else 0)
        if not lift:
            blend(ctx.img, ellipse(kx, gl + 8, ch * 0.16, ch * 0.035, 4), rgb("#3e5a30"), 0.5)
        kids.append(_child(ctx, pose, kx, ky, ch, go < 0))
    km = np.maximum.reduce(kids)
    focus_on(ctx, km, 3, weight=0.9)
    focus_on(ctx, fence, 3, weight=0.7)
    add_element(
        ctx,
        "small children in pyjamas leaping one after another over the fence",
        "secondary",
        bbox_of(km),
        ("person", "child", "small", "jumping", "pyjamas"),
    )
    # --- the bed, seen from its foot ----------------------------------------------------
    r = H * 0.105  # the sheep's head
    hy = H * ctx.u(0.52, 0.53)
    hem = hy + r * 1.05
    hb_top, back = hy - r * 1.55, hy + r * 0.9
    hw = W * 0.26
    hboard = np.maximum(
        box(bx - hw, hb_top + 40, bx + hw, back, 2), ellipse(bx, hb_top + 60, hw * 0.95, 60, 2)
    )
    ctx.lit(hboard, mask_bbox(hboard), rgb(WOOD), rim=0.5)
    pw, ph = hw * 0.82, r * 0.72
    a = np.linspace(0, 2 * np.pi, 80)
    pinch = 1 - 0.08 * np.cos(2 * a) ** 2
    pts = [
        (
            bx + pw * pinch[i] * np.sign(np.cos(v)) * abs(np.cos(v)) ** 0.45,
            hy - r * 0.1 + ph * pinch[i] * np.sign(np.sin(v)) * abs(np.sin(v)) ** 0.45,
        )
        for i, v in enumerate(a)
    ]
    pillow = polygon_fine(pts)
    ctx.lit(pillow, mask_bbox(pillow), rgb("#8a9cc0"), rim=0.4)
    front = H * 0.88
    qpts: list[Pt] = [
        (bx - hw - 10, hem - 10),
        (bx + hw + 10, hem - 10),
        (bx + W * 0.3, front),
        (bx + W * 0.31, front + H * 0.05),
        (bx - W * 0.31, front + H * 0.05),
        (bx - W * 0.3, front),
    ]
    quilt = polygon_fine(qpts)
    ctx.lit(quilt, mask_bbox(quilt), quilt_c, rim=0.3, separate=True)
    qu = (XX - bx) / (hw + (W * 0.3 - hw) * np.clip((YY - hem) / (front - hem), 0, 1))
    qv = (YY - hem) / (front - hem)
    check = ((np.floor(qu * 2.5 + 10) + np.floor(qv * 3.3 + 10)) % 2).astype(np.float32)
    blend(ctx.img, check * quilt, mix(quilt_c, rgb("#f0e2c0"), 0.4), 0.5)
    body = blur(ellipse(bx, hem + H * 0.08, W * 0.15, H * 0.1, 2), 40) * quilt
    blend(ctx.img, body, mix(quilt_c, ctx.c("light"), 0.35), 0.35)
    hem_band = box(bx - hw - 10, hem - 14, bx + hw + 10, hem + 26, 3)
    ctx.lit(hem_band, mask_bbox(hem_band), rgb("#dfe4ee"), rim=0.3, separate=True)
    # the footboard in front, on its two posts
    fb_top = front - H * 0.01
    fboard = box(bx - W * 0.29, fb_top, bx + W * 0.29, fb_top + H * 0.075, 2)
    for k in (-1, 1):
        px = bx + k * W * 0.3
        fboard = np.maximum(fboard, box(px - 22, fb_top - 40, px + 22, H * 0.975, 2))
        fboard = np.maximum(fboard, disc(px, fb_top - 48, 30, 2))
    ctx.lit(fboard, mask_bbox(fboard), rgb(WOOD) * 0.6, rim=0.6)
    bed = np.maximum.reduce([hboard, quilt, fboard])
    add_element(
        ctx,
        f"a wooden bed with a {quilt_name} patchwork quilt",
        "secondary",
        mask_bbox(bed),
        ("bed", "bedtime", "home", "sleep"),
    )
    # --- the sheep, wide awake, propped on its pillow ------------------------------------
    hx = bx
    wool = rgb(WOOL)
    ruff = _blobs(
        [(hx + k * r * 0.3, hy + r * (0.82 + 0.05 * abs(k)), r * 0.36) for k in range(-3, 4)]
    )
    ruff *= np.clip((hem + 4 - YY) / 3, 0, 1)
    top = _blobs(
        [(hx + k * r * 0.27, hy - r * (0.62 + 0.05 * (2 - abs(k))), r * 0.3) for k in range(-2, 3)]
        + [(hx + k * r * 0.2, hy - r * 0.92, r * 0.26) for k in (-1, 0, 1)]
    )
    ctx.lit(ruff, mask_bbox(ruff), wool, rim=0.6)
    ears = [
        tilted_ellipse(hx + k * r * 0.7, hy - r * 0.2, r * 0.4, r * 0.15, k * 0.35) for k in (-1, 1)
    ]
    face_c = rgb("#3a302c")
    for e in ears:
        ctx.lit(e, mask_bbox(e), face_c, rim=0.6)
        inner = (
            tilted_ellipse(*(np.array(mask_bbox(e)).reshape(2, 2).mean(0)), r * 0.25, r * 0.06, 0)
            * e
        )
        blend(ctx.img, inner, rgb("#b07070"), 0.6)
    face = np.maximum(
        ellipse(hx, hy - r * 0.05, r * 0.44, r * 0.6, 2),
        ellipse(hx, hy + r * 0.42, r * 0.32, r * 0.3, 2),
    )
    ctx.lit(face, mask_bbox(face), face_c, rim=0.5)
    ctx.lit(top, mask_bbox(top), wool, rim=0.7)
    # the forelegs over the hem, hooves on the quilt
    legs = []
    for k in (-1, 1):
        lx = hx + k * r * 0.62
        cuff = ellipse(lx, hem + r * 0.05, r * 0.2, r * 0.22, 2)
        hoof = np.maximum(
            ellipse(lx - r * 0.07, hem + r * 0.3, r * 0.08, r * 0.13, 1.5),
            ellipse(lx + r * 0.07, hem + r * 0.3, r * 0.08, r * 0.13, 1.5),
        )
        ctx.lit(hoof, mask_bbox(hoof), rgb("#2a2220"), rim=0.4)
        ctx.lit(cuff, mask_bbox(cuff), wool, rim=0.6)
        legs += [cuff, hoof]
    # the eyes wide open, looking up at the dream
    eyes = []
    look = (-s * r * 0.065, -r * 0.07)
    for k in (-1, 1):
        ex, ey = hx + k * r * 0.2, hy - r * 0.14
        white = ellipse(ex, ey, r * 0.16, r * 0.19, 1.5)
        blend(ctx.img, white, rgb("#f8f4ea"), 1.0)
        eyes.append(white)
        pupil = disc(ex + look[0], ey + look[1], r * 0.085, 1.2)
        after_mask(ctx, white, "#f8f4ea", 0.9)
        after_mask(ctx, pupil, "#120c0a", 0.95)
        after_mask(
            ctx,
            disc(ex + look[0] + r * 0.03, ey + look[1] - r * 0.03, r * 0.025, 1),
            "#ffffff",
            0.9,
        )
    nose = [
        [(hx + k * r * 0.12, hy + r * 0.47), (hx + k * r * 0.06, hy + r * 0.52)] for k in (-1, 1)
    ]
    nose.append(
        [(hx - r * 0.09, hy + r * 0.64), (hx, hy + r * 0.645), (hx + r * 0.09, hy + r * 0.64)]
    )
    after_mask(ctx, polylines(nose, 4), "#140e0c", 0.8)
    sheep = np.maximum.reduce([ruff, top, face, *ears, *legs, *eyes])
    focus_on(ctx, sheep, 4)
    add_element(
        ctx,
        "a sheep lying wide awake in bed under the quilt",
        "main",
        mask_bbox(sheep),
        ("animal", "sheep", "sleep", "insomnia", "bed"),
    )
    # the little bubbles rising from its head to the dream
    dots = []
    for k, t in enumerate((0.25, 0.5, 0.75)):
        px = hx + (cbx - hx) * t * 0.8 - s * r * 0.9 * (1 - t)
        py = (hy - r * 1.2) + ((cby + ry * 0.95) - (hy - r * 1.2)) * t
        dots.append(disc(px, py, r * (0.12 + 0.08 * k), 2))
    dm = np.maximum.reduce(dots)
    blend(ctx.img, dm, mix(rgb("#f6e6b8"), ctx.c("light"), 0.3), 0.95)
    later_glow(ctx, cbx, cby, W * 0.5, "#ffe8b0", 0.12)
    add_element(
        ctx, "a dream bubble", "secondary", mask_bbox(np.maximum(bub, dm)), ("dream", "thought")
    )
    dark = "blue" if ctx.pal.name == "night" else "teal"
    return Painted(
        "At night in a cosy bedroom, the moon at the window, a sheep lies wide awake in bed "
        f"under a {quilt_name} patchwork quilt, its hooves on the hem and its eyes wide open; "
        "above it, in a big dream bubble, small children in pyjamas leap one after another "
        "over a little wooden fence.",
        ["insomnia", "counting sheep", "bedtime", "dreams", "role reversal", "childhood", "night"],
        setting=f"in the {dark} dark, by the glow of the dream",
    )


PREMISE = Premise(
    name="sheep-counts-children",
    figure="sheep",
    palettes=("night", "aurora"),
    stage=stage,
    max_cards=1,
)
