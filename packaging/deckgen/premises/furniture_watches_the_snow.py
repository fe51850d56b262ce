"""Premise "furniture-watches-the-snow": In an empty room the furniture has gathered at the
big window to watch the first snow fall: seen from behind, an armchair, a wooden chair
leaning to the glass and a lamp on the sill bending its neck toward the snow."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, blur, box, disc, ellipse, glow, icon_mask, rgb
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox


def _outside(ctx: Ctx, y1: float) -> np.ndarray:
    """A snowy village in the first snowfall, for the window (full canvas)."""
    out = ctx.sub("snow")
    out.texture_sky(0.04)
    out.light = (W / 2, H * 0.05)
    gy = out.hills(y1 / H - 0.24, 2, amp=26, ground="#e8eef4")
    for k in range(5):
        tx = W * (0.12 + 0.19 * k) + out.u(-30, 30)
        th = H * out.u(0.07, 0.11)
        tm, tb = icon_mask("pine-tree", tx, gy - th * 0.5 - 10, th)
        out.lit(tm, tb, rgb("#2f4a4a"), rim=0.2)
        blend(out.img, tm * np.clip((tb[1] + th * 0.35 - YY) / 20, 0, 1), rgb("#f4f8fc"), 0.7)
    for hx in (W * out.u(0.3, 0.4), W * out.u(0.62, 0.72)):
        hm, hb = icon_mask("house", hx, gy - 30, H * 0.06)
        out.lit(hm, hb, rgb("#7a4a3a"), rim=0.2)
    # an overcast snow light, never a white glare
    veil = rgb("#9fb2c8")
    return np.asarray(out.img * 0.78 + veil * 0.2, np.float32)


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    fy = ctx.room(0.87)
    ctx.img *= 0.8  # a dim room around the bright window
    # a tall window across the back wall, snow falling outside
    x0, x1, y0, y1 = W * 0.1, W * 0.9, H * 0.07, H * 0.64
    ctx.window(x0, y0, x1, y1, _outside(ctx, y1))
    ctx.light = (W / 2, H * 0.3)
    glow(ctx.img, W / 2, H * 0.5, 800, "#eef4ff", 0.3)
    sill = box(x0 - 40, y1 + 30, x1 + 40, y1 + 62, 2)
    ctx.lit(sill, mask_bbox(sill), rgb("#e8e0d4"), rim=0.2)
    # the furniture, seen from behind, dark against the snow light
    dark = rgb(pick(ctx, ["#4a3230", "#3a3a4a", "#3a4a3a"]))
    ch = H * 0.33
    # seen from behind: a solid back, none of the seat's lines
    cw = ch * 0.95
    top = fy + 30 - ch
    am = np.maximum(
        box(x - cw * 0.36, top + cw * 0.2, x + cw * 0.36, fy, 6),
        ellipse(x, top + cw * 0.22, cw * 0.36, cw * 0.22, 4),
    )
    for side in (-1, 1):  # the arms, rounded, lower than the back
        ax = x + side * cw * 0.4
        am = np.maximum(am, box(ax - cw * 0.11, top + ch * 0.45, ax + cw * 0.11, fy, 6))
        am = np.maximum(am, ellipse(ax, top + ch * 0.45, cw * 0.11, cw * 0.08, 3))
        am = np.maximum(am, box(ax - 10, fy, ax + 10, fy + 30, 3))  # a leg
    # a seam where the back meets the arms (the chair seen from behind)
    ab = mask_bbox(am)
    ctx.cast_shadow(am, ab, fy + 40)
    ctx.contact(am, ab)
    ctx.lit(am, ab, np.clip(dark * 1.4, 0, 1), rim=0.9)
    add_element(
        ctx,
        "an armchair watching the snow from the window",
        "main",
        ab,
        ("object", "home", "rest"),
        "armchair",
    )
    ctx.focus[:] = np.maximum(ctx.focus, am)
    # a wooden chair leaning toward the glass on the other side
    cx = W / 2 - s * ctx.u(290, 320)
    wch = H * 0.32
    cm, cb = icon_mask("wooden-chair", cx, fy - wch * 0.5 + 20, wch, flip=s < 0, rot=-s * 7)
    drop = int(fy + 24 - cb[3])  # its legs on the floor
    cm = np.roll(cm, drop, 0)
    cm = np.clip(blur(cm, 5) * 2.2, 0, 1)  # sturdier legs and rails: thin ones smear
    cb = (cb[0], cb[1] + drop, cb[2], cb[3] + drop)
    ctx.cast_shadow(cm, cb, fy + 30)
    ctx.lit(cm, cb, rgb("#7a5236"), rim=0.7)
    add_element(
        ctx,
        "a wooden chair leaning to the glass",
        "secondary",
        cb,
        ("object", "home"),
        "wooden-chair",
    )
    # a lamp on the sill bending its neck to the glass
    lx = (cx + x) / 2 + s * 30
    lh = H * 0.14
    lm, lb = icon_mask("desk-lamp", lx, y1 + 30 - lh * 0.5, lh, flip=s > 0)
    ctx.lit(lm, lb, rgb("#2f4a3e"), rim=0.8)
    add_element(
        ctx, "a lamp bending to the glass", "secondary", lb, ("object", "light"), "desk-lamp"
    )
    for m, b in ((cm, cb), (lm, lb)):
        ctx.focus[b[1] : b[3], b[0] : b[2]] = np.maximum(
            ctx.focus[b[1] : b[3], b[0] : b[2]], m[b[1] : b[3], b[0] : b[2]] * 0.8
        )
    # snowflakes outside the glass (after the paint), and a breath of mist on the pane
    gen = ctx.side()
    flakes = np.zeros((H, W), np.float32)
    for _ in range(230):
        fx, fyy = float(gen.uniform(x0, x1)), float(gen.uniform(y0, y1))
        np.maximum(flakes, disc(fx, fyy, float(gen.uniform(5, 11)), 2), out=flakes)
    pane = box(x0, y0, x1, y1, 2)
    after_mask(ctx, flakes * pane * (1 - am) * (1 - lm) * (1 - cm), "#ffffff", 0.9)
    mist = blur(disc(lx - s * 40, y1 - 70, 70, 20), 10) * pane
    blend(ctx.img, mist, rgb("#f4f6fa"), 0.35)
    return Painted(
        "In an empty room the furniture has gathered at the big window to watch the first "
        "snow fall: seen from behind, an armchair, a wooden chair leaning to the glass and a "
        "lamp on the sill bending its neck toward the snow.",
        ["wonder", "coming to life", "silence", "waiting", "watching", "together", "strange"],
        setting="in a quiet room on a snowy day",
    )


PREMISE = Premise(
    name="furniture-watches-the-snow",
    figure="furniture",
    palettes=("interior", "mint"),
    stage=stage,
    max_cards=1,
)
