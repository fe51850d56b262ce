"""Premise "jar-of-stars": On a dark hill at night an open glass jar of glowing stars stands on
a stump and the stars climb out of it back up to the dark gap they left in the band of stars;
a fox sits beside it watching."""

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
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polylines


def _dot(m: Arr, x: float, y: float, r: float) -> None:
    """Add a small soft dot to mask `m` (without a whole-card array per dot)."""
    x0, y0 = max(0, int(x - r - 3)), max(0, int(y - r - 3))
    x1, y1 = min(W, int(x + r + 4)), min(H, int(y + r + 4))
    if x1 <= x0 or y1 <= y0:
        return
    yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    d = np.clip(r - np.hypot(xx - x, yy - y) + 0.5, 0, 1)
    m[y0:y1, x0:x1] = np.maximum(m[y0:y1, x0:x1], d)


def _jar(cx: float, cy: float, h: float) -> tuple[Arr, Arr, Arr]:
    """A glass jar standing at (cx, cy) centre, `h` tall: (glass, lid, inside)."""
    w = h * 0.36
    body = np.maximum(
        box(cx - w, cy - h * 0.32, cx + w, cy + h * 0.5, 3)
        * ellipse(cx, cy + h * 0.08, w, h * 0.48, 3),
        box(cx - w * 0.98, cy - h * 0.25, cx + w * 0.98, cy + h * 0.38, 3),
    )
    body = np.clip(body + ellipse(cx, cy + h * 0.38, w * 0.98, h * 0.1, 3), 0, 1)
    neck = box(cx - w * 0.78, cy - h * 0.42, cx + w * 0.78, cy - h * 0.3, 3)
    glass = np.maximum(body, neck)
    lid = box(cx - w * 0.84, cy - h * 0.52, cx + w * 0.84, cy - h * 0.41, 3)
    inside = np.clip(blur(body, 8) * 1.4 - 0.35, 0, 1) * body
    return glass, lid, inside


def stage(ctx: Ctx) -> Painted:
    """On a dark hill at night an open jar of glowing stars stands on a stump and the stars
    climb out of it back up to the dark gap they left in the band of stars."""
    x, s = third(ctx)
    ctx.texture_sky()
    base = ctx.img.copy()  # the night before its stars
    ctx.stars(260)
    # a band of the Milky Way across the sky, with a bite taken out of it
    a = ctx.u(0.3, 0.45) * (1 if s > 0 else -1)
    y_mid = H * ctx.u(0.2, 0.24)
    gx = float(np.clip(x - (x - W / 2) * ctx.u(0.5, 0.8), 300, W - 300))
    gyy = y_mid + (gx - W / 2) * np.tan(a) - H * ctx.u(0.02, 0.04)
    grx, gry = ctx.u(190, 230), ctx.u(120, 150)
    ang = np.arctan2(YY - gyy, XX - gx)
    wob = 1 + 0.1 * np.sin(ang * 3 + ctx.u(0, 6)) + 0.06 * np.sin(ang * 7 + ctx.u(0, 6))
    gd = np.sqrt(((XX - gx) / grx) ** 2 + ((YY - gyy) / gry) ** 2) / wob
    gap = blur(np.clip((1 - gd) * 8, 0, 1).astype(np.float32), 10)
    d = (YY - y_mid - (XX - W / 2) * np.tan(a)) / (H * 0.1)
    band = np.exp(-(d**2)) * (0.55 + 0.7 * fbm(ctx.rng, 80, 3)) * (1 - gap)
    glowc = mix(ctx.c("light"), rgb("#c8b8e8"), 0.4)
    blend(ctx.img, np.clip(band * 0.9, 0, 1), glowc, 0.65)
    dense = (ctx.rng.random((H, W)) > 0.99).astype(np.float32) * np.clip(band * 1.3, 0, 1)
    blend(ctx.img, np.clip(blur(dense, 1.1) * 6, 0, 1), ctx.c("light"), 0.95)
    # inside the gap: the bare night, a little darker, not one star
    blend(ctx.img, gap, base * 0.97, 1.0)
    # the stars are smaller than a stroke: drawn after the paint, all over the sky but in the
    # gap, thickest along the band
    side = ctx.side()
    pts = side.uniform(0, 1, (1700, 3))
    field = np.zeros((H, W), np.float32)
    for u, v, k in pts:
        px, py = u * W, (v**1.3) * H * 0.62
        inb = float(np.exp(-(((py - y_mid - (px - W / 2) * np.tan(a)) / (H * 0.1)) ** 2)))
        if k > 0.35 + 0.6 * inb:
            continue
        if ((px - gx) / (grx * 1.08)) ** 2 + ((py - gyy) / (gry * 1.08)) ** 2 < 1:
            continue
        rr = 1.6 + 2.2 * (k * 7 % 1) ** 3
        _dot(field, px, py, rr)
    after_mask(ctx, field, "#fbf6dc", 0.9)
    # in the gap, the shape of the constellation that was there: empty rings joined by lines
    cons = [(-0.62, 0.25), (-0.3, 0.1), (-0.02, 0.22), (0.22, 0.0), (0.5, -0.32), (0.62, 0.14)]
    cons = [(gx + u * grx * 0.85, gyy + v * gry * 1.1) for u, v in cons]
    ring_m = np.zeros((H, W), np.float32)
    for px, py in cons:
        _dot(ring_m, px, py, 15)
    hole = np.zeros((H, W), np.float32)
    for px, py in cons:
        _dot(hole, px, py, 10)
    ring_m = np.clip(ring_m - hole, 0, 1)
    link = polylines([cons], 4) * (1 - np.clip(blur(ring_m + hole, 3) * 3, 0, 1))
    after_mask(ctx, ring_m, "#dfe4ff", 0.7)
    after_mask(ctx, link, "#dfe4ff", 0.35)
    # stars stopping at its edge: a faint ragged rim where they were taken
    ring = np.clip(blur(gap, 10) * 2 - gap * 2, 0, 1) * np.clip(band * 3, 0, 1)
    blend(ctx.img, ring, glowc, 0.25)
    add_element(
        ctx,
        "a dark gap in the starry sky",
        "frame",
        (int(gx - grx), int(gyy - gry), int(gx + grx), int(gyy + gry)),
        ("sky", "missing", "dark", "night"),
    )
    ctx.hills(ctx.u(0.64, 0.68), 2, amp=36)
    ctx.img[int(H * 0.6) :] *= 0.8
    # trees at the edge of a dark wood on the far side
    for k in range(3):
        tx = W / 2 + s * (W * 0.36 + k * 70) + ctx.u(-20, 20)
        if not 40 < tx < W - 40:
            continue
        th = H * ctx.u(0.24, 0.32) * (1 - 0.15 * k)
        tm, _tb = icon_mask("pine-tree", tx, H * 0.7 - th / 2 + k * 30, th)
        blend(ctx.img, tm, mix(rgb(ctx.pal.ground), rgb("#000000"), 0.5))
    # the stump in the grass, and the jar standing on it with its lid off
    fy = H * ctx.u(0.83, 0.85)
    sx = float(np.clip(x, 330, W - 330))
    sw = W * ctx.u(0.15, 0.16)  # half width of the stump's top
    st_top = fy - H * ctx.u(0.1, 0.11)
    bark = rgb("#5a4636")
    trunk = np.maximum(
        box(sx - sw, st_top, sx + sw, fy, 3),
        ellipse(sx, fy, sw * 1.25, sw * 0.22, 4),  # the roots' flare
    )
    for k, dx in enumerate((-1.12, -0.5, 0.55, 1.1)):
        root = ellipse(sx + dx * sw, fy + 6 + 4 * k % 9, sw * 0.32, sw * 0.12, 4)
        trunk = np.maximum(trunk, root)
    top = ellipse(sx, st_top, sw, sw * 0.26, 2)
    jh = H * ctx.u(0.22, 0.23)
    jx, jy = sx + ctx.u(-0.15, 0.15) * sw, st_top - jh * 0.44
    ctx.light = (jx, jy)
    glow(ctx.img, jx, jy, 620, "#ffe6a0", 0.35)
    ctx.cast_shadow(trunk, bbox_of(trunk), fy, strength=0.3)
    ctx.lit(trunk, bbox_of(trunk), bark, rim=0.5)
    # its cut top, pale wood with rings, lit from the jar above it
    blend(ctx.img, top, rgb("#b89a70"), 1.0)
    for k in (0.75, 0.5, 0.28):
        ring = np.clip(
            ellipse(sx, st_top, sw * k, sw * 0.26 * k, 1.5)
            - ellipse(sx, st_top, sw * k - 5, sw * 0.26 * k - 3, 1.5),
            0,
            1,
        )
        blend(ctx.img, ring, rgb("#7a5f44"), 0.7)
    add_element(
        ctx,
        "an old tree stump",
        "secondary",
        bbox_of(np.maximum(trunk, top)),
        ("stump", "tree", "wood"),
    )
    glass, _lid, inside = _jar(jx, jy, jh)  # its lid is off (drawn in the grass below)
    gl = ctx.c("light")
    blend(ctx.img, glass, mix(rgb("#1a2a40"), gl, 0.35), 0.7)
    # warm light in the glass, gathered low where the stars still lie, the night behind
    # showing through toward the top
    low = np.clip((YY - (jy - jh * 0.3)) / (jh * 0.7), 0, 1)
    blend(ctx.img, inside * (0.35 + 0.45 * low), rgb("#e8b850"), 0.85)
    blend(ctx.img, blur(inside, 14) * inside * low, rgb("#ffe9a8"), 0.45)
    # the glass's edges catching the light, so the neck and shoulders read as glass
    edge = np.clip(glass - np.clip(blur(glass, 5) * 2 - 1, 0, 1), 0, 1)
    blend(ctx.img, edge, rgb("#e4eeff"), 0.55)
    neck = box(jx - jh * 0.28, jy - jh * 0.42, jx + jh * 0.28, jy - jh * 0.3, 3)
    blend(ctx.img, neck * glass, rgb("#c8b070"), 0.45)
    # the open mouth: a glass lip round a dark opening
    mo = ellipse(jx, jy - jh * 0.42, jh * 0.28, jh * 0.055, 2)
    lip = np.clip(mo - ellipse(jx, jy - jh * 0.415, jh * 0.24, jh * 0.038, 2), 0, 1)
    blend(ctx.img, mo, rgb("#2a3448"), 0.6)
    blend(ctx.img, lip, rgb("#e8f0ff"), 0.75)
    hl_m = box(jx - jh * 0.26, jy - jh * 0.2, jx - jh * 0.2, jy + jh * 0.3, 4) * glass
    blend(ctx.img, hl_m, rgb("#ffffff"), 0.45)
    jb = bbox_of(glass)
    focus_on(ctx, glass, 6)
    add_element(
        ctx,
        "an open glass jar full of glowing stars",
        "main",
        jb,
        ("jar", "stars", "light", "open"),
    )
    # its lid, off, standing on its edge in the grass, leaning on the stump: a round brass
    # disc with a rim, its face to us
    side_l = 1 if sx < W / 2 else -1
    lr = jh * 0.2
    lx, ly = sx + side_l * (sw + lr * 0.75), fy - lr * 0.85
    lid_m = ellipse(lx, ly, lr * 0.92, lr, 2)
    blend(ctx.img, lid_m, rgb("#7a5e34"), 1.0)  # flat, not a ball: a rim and a face
    rim_m = np.clip(lid_m - ellipse(lx, ly, lr * 0.74, lr * 0.82, 2), 0, 1)
    lit_side = np.clip((XX - lx) * -side_l / lr + 0.3, 0, 1)
    blend(ctx.img, rim_m * lit_side, rgb("#d8b068"), 0.9)
    blend(ctx.img, ellipse(lx, ly, lr * 0.6, lr * 0.68, 2), rgb("#5e4526"), 0.5)
    add_element(ctx, "the jar's lid in the grass", "secondary", bbox_of(lid_m), ("lid", "open"))
    later_glow(ctx, jx, jy + jh * 0.1, 240, "#ffe6a0", 0.3)
    # stars in the jar, and stars climbing out of its mouth in a winding trail back up to the
    # gap in the sky: after the paint, smaller and fainter as they climb
    side = ctx.side()
    inner = side.uniform(-1, 1, (18, 2))
    n_tr = 30
    trail_j = side.uniform(-1, 1, (n_tr, 2))
    x0, y0 = jx, jy - jh * 0.46
    x1, y1 = gx, gyy + gry * 0.55
    bend = side.uniform(0.6, 1.0) * (1 if x1 < x0 else -1)

    def star_pts(img: np.ndarray) -> None:
        for ix, iy in inner:
            px, py = jx + ix * jh * 0.26, jy + 0.05 * jh + iy * jh * 0.3
            glow(img, px, py, 20, "#fff6c8", 0.45)
            blend(img, disc(px, py, 5.0, 1.2), rgb("#ffffff"), 0.95)
        for k, (ox, oy) in enumerate(trail_j):
            tt = (k + 0.5) / n_tr
            px = x0 + (x1 - x0) * tt + bend * 160 * np.sin(tt * np.pi) * (1 - tt * 0.3)
            py = y0 + (y1 - y0) * (tt**0.85)
            px += ox * (12 + 40 * tt)
            py += oy * 14
            rr = 6.5 - 3.5 * tt
            glow(img, px, py, 16 + 10 * (1 - tt), "#fff0b0", 0.45 - 0.15 * tt)
            blend(img, disc(px, py, rr, 1.2), rgb("#fffbe6"), 0.95 - 0.2 * tt)

    ctx.after.append(star_pts)
    # the fox, small beside the stump, sitting up and watching the stars go
    sg = -1 if sx > W / 2 else 1
    fx = float(np.clip(sx - side_l * sw * 1.55, 110, W - 110))
    ctx.subject(
        "fox",
        fx,
        fy - H * 0.055,
        H * 0.12,
        "secondary",
        flip=sg < 0,
        shadow=fy + 6,
        tags=("animal", "wild", "curious"),
        label="a fox watching",
    )
    return Painted(
        "On a dark hill under the stars, an open glass jar full of glowing stars stands on an old "
        "tree stump, its lid leaning on the stump in the grass, and the stars climb out of it one "
        "by one in a winding trail back up to a dark gap in the band of stars across the sky, "
        "while a small fox sits beside the stump watching them go.",
        [
            "freedom",
            "letting go",
            "return",
            "collecting",
            "treasure",
            "wish",
            "light",
            "secret",
            "curiosity",
            "homecoming",
        ],
    )


PREMISE = Premise(
    name="jar-of-stars",
    figure="jar",
    palettes=("night", "aurora"),
    stage=stage,
    max_cards=1,
)
