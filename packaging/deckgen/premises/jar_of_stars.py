"""Premise "jar-of-stars": On a dark hill at night a child holds up a glass jar full of glowing
stars; above, the starry band of the sky has a dark gap where those stars are missing."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, him, joint_at, person
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
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, pick, third
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
    """On a dark hill at night a child holds up a glass jar full of glowing stars; above,
    the starry band of the sky has a dark gap where those stars are missing."""
    x, s = third(ctx)
    flip = s > 0  # the child faces into the card
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
    # the child and the jar
    pose = pick(ctx, ["reach", "reach", "hold"])
    ph = H * (ctx.u(0.36, 0.39) if pose == "reach" else ctx.u(0.42, 0.45))
    fy = H * ctx.u(0.88, 0.9)
    jh = H * (0.13 if pose == "reach" else 0.12)
    hand = joint_at(pose, "ha_r", x, fy, ph, flip)
    jx, jy = hand[0], hand[1] - jh * 0.3
    ctx.light = (jx, jy)
    glow(ctx.img, jx, jy, 520, "#ffe6a0", 0.35)
    who = pick(ctx, ["a girl", "a boy", "a child"])
    coat = pick(ctx, CHILD_COATS)
    person(
        ctx,
        pose,
        x,
        fy,
        ph,
        "main",
        label=f"{who} holding {'up' if pose == 'reach' else 'out'} a jar full of stars",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "child", "treasure"),
        coat=coat,
        dress=False,
    )
    glass, lid, inside = _jar(jx, jy, jh)
    gl = ctx.c("light")
    blend(ctx.img, glass, mix(rgb("#1a2a40"), gl, 0.35), 0.7)
    blend(ctx.img, inside, rgb("#ffe9a0"), 0.85)
    blend(ctx.img, blur(inside, 10) * inside, rgb("#fffbe6"), 0.6)
    ctx.lit(lid, bbox_of(lid), rgb("#b08a4a"), rim=0.5)
    hl_m = box(jx - jh * 0.26, jy - jh * 0.2, jx - jh * 0.2, jy + jh * 0.3, 4) * glass
    blend(ctx.img, hl_m, rgb("#ffffff"), 0.6)
    jb = bbox_of(np.maximum(glass, lid))
    ctx.focus[:] = np.maximum(ctx.focus, blur(glass, 6))
    add_element(
        ctx, "a glass jar full of glowing stars", "secondary", jb, ("jar", "stars", "light")
    )
    later_glow(ctx, jx, jy + jh * 0.05, 230, "#ffe6a0", 0.45)
    # stars in the jar and a few still drifting down from the gap to it: after the paint
    side = ctx.side()
    inner = side.uniform(-1, 1, (16, 2))
    trail_t = side.uniform(0, 1, 14)
    trail_j = side.uniform(-1, 1, (14, 2))

    def star_pts(img: np.ndarray) -> None:
        for ix, iy in inner:
            px, py = jx + ix * jh * 0.26, jy + 0.05 * jh + iy * jh * 0.3
            glow(img, px, py, 18, "#fff6c8", 0.45)
            blend(img, disc(px, py, 4.5, 1.2), rgb("#ffffff"), 0.95)
        for t, (ox, oy) in zip(trail_t, trail_j, strict=False):
            tt = 0.15 + 0.75 * t
            px = gx + (jx - gx) * tt + ox * 50 * np.sin(tt * np.pi)
            py = gyy + gry * 0.6 + (jy - jh * 0.7 - gyy - gry * 0.6) * tt + oy * 20
            glow(img, px, py, 16, "#fff0b0", 0.35)
            blend(img, disc(px, py, 3.5, 1.2), rgb("#fffbe6"), 0.9)

    ctx.after.append(star_pts)
    friend = pick(ctx, ["fox", "cat", "none"])
    if friend != "none":
        sg = -1 if flip else 1
        cx = float(np.clip(x - sg * ph * 0.42, 110, W - 110))
        ctx.subject(
            friend,
            cx,
            fy - H * 0.05,
            H * 0.1,
            "secondary",
            flip=flip,
            shadow=fy + 4,
            tags=("animal", "wild" if friend == "fox" else "home", "curious"),
        )
    act = "holds up" if pose == "reach" else "holds out"
    return Painted(
        f"On a dark hill under the stars, {who} {act} a glass jar full of glowing stars; above, in "
        "the band of stars across the sky, there is a dark gap where those stars are missing"
        + {
            "fox": f", and a fox sits beside {him(who)}.",
            "cat": f", and a cat sits beside {him(who)}.",
            "none": ".",
        }[friend],
        [
            "theft",
            "collecting",
            "treasure",
            "wish",
            "childhood",
            "greed",
            "light",
            "secret",
            "curiosity",
            "keeping",
        ],
    )


PREMISE = Premise(
    name="jar-of-stars",
    figure="person",
    palettes=("night", "aurora", "dusk"),
    stage=stage,
)
