"""Premise "sky-behind-the-mask": Close up, a carnival mask hangs on a nail on a candlelit
wall; through its eye holes there is no wall but an open blue sky with clouds, and doves
fly out of one eye into the room."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

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
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polylines, union_box
from ..kit.sky import cloud_puff, shade_under

MASKS = {"white": "#f0ebe2", "black": "#2a2630", "red": "#a8302f", "teal": "#2f6f6a"}


def _holes(m: Arr) -> Arr:
    """The parts of the background that the mask encloses (its eye holes)."""
    im = Image.fromarray(((m > 0.4) * 255).astype(np.uint8)).copy()
    ImageDraw.floodfill(im, (0, 0), 128)
    a: Arr = (np.asarray(im) == 0).astype(np.float32)
    return a


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(10, 30)  # a wide mask: near the middle
    # a plastered wall, warm near the candle
    plaster = aniso_noise(ctx.rng, 200, 120) - 0.5
    ctx.img *= (1 + 0.12 * plaster)[..., None]
    stripes = (np.sin(np.arange(W) / W * np.pi * ctx.u(14, 20)) > 0.5).astype(np.float32)
    blend(ctx.img, np.repeat(stripes[None, :], H, 0), ctx.c("ink"), 0.06)
    # a shelf at the bottom with a candle, the one light
    ty = H * 0.85
    shelf = box(-10, ty, W + 10, ty + 40, 2)
    ctx.lit(shelf, mask_bbox(shelf), rgb("#6a4a32"), rim=0.3)
    blend(ctx.img, box(-10, ty + 40, W + 10, H + 10, 2), rgb("#2a1a14"), 0.85)
    cx = W / 2 - s * ctx.u(280, 320)
    ch = H * 0.16
    ctx.light = (cx, ty - ch * 0.9)
    glow(ctx.img, cx, ty - ch * 0.8, 600, "#ffc880", 0.2)
    # a plain white candle on a brass dish; its flame is drawn after the paint
    wax = box(cx - 34, ty - ch * 0.75, cx + 34, ty - 14, 3)
    ctx.lit(wax, mask_bbox(wax), rgb("#f2e8d4"), rim=0.5, separate=False)
    dish = ellipse(cx, ty - 10, 80, 16, 3)
    ctx.lit(dish, mask_bbox(dish), rgb("#b08a3a"), rim=0.5)
    add_element(ctx, "a candle", "secondary", mask_bbox(wax + dish), ("object", "light", "flame"))
    flame = ellipse(cx, ty - ch * 0.75 - 34, 14, 34, 3)
    after_mask(ctx, flame, "#ffe6a0", 0.95)
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(wax + dish, 3) * 1.5, 0, 1) * 0.7)
    later_glow(ctx, cx, ty - ch * 0.75 - 40, 90, "#ffd890", 0.5, core=5)
    # the mask on its nail, by a ribbon
    my = H * ctx.u(0.46, 0.5)
    mh = H * 0.29
    m, bb = icon_mask("carnival-mask", x, my, mh)
    # without the two loose drops under its cheeks (they read as shards at hand size)
    mw = bb[2] - bb[0]
    m *= 1 - (bb[1] + mh * 0.87 < YY) * (np.abs(XX - x) > mw * 0.2)
    bb = mask_bbox(m)
    colour = pick(ctx, list(MASKS))
    nail = (x, bb[1] - 130)
    # the ribbon runs behind the mask to its temples
    ribbon_m = polylines(
        [[(bb[0] + 80, bb[1] + mh * 0.45), nail, (bb[2] - 80, bb[1] + mh * 0.45)]], 7
    )
    blend(ctx.img, ribbon_m, rgb("#8a2a3a"))
    blend(ctx.img, disc(nail[0], nail[1], 9, 1.5), rgb("#3a3030"))
    # its shadow on the wall, thrown away from the candle
    off = 40 if cx < x else -40
    wall_shadow = blur(np.roll(np.roll(m, 30, 0), off, 1), 8)
    blend(ctx.img, wall_shadow, ctx.img * 0.45, 0.5)
    ctx.lit(m, bb, rgb(MASKS[colour]), rim=0.6, separate=True)
    add_element(
        ctx,
        "a carnival mask with the sky in its eyes",
        "main",
        bb,
        ("object", "mask", "hidden"),
        "carnival-mask",
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(m * 2, 0, 1))
    # the sky through the eye holes
    holes = _holes(m)
    holes *= (bb[1] + mh * 0.2 < YY) * (bb[3] - mh * 0.1 > YY)  # the eyes, not the feathers
    hb = mask_bbox(holes)
    sky = ctx.sub(pick(ctx, ["noon", "spring"]))
    sky.img[:] = vgrad(
        [(0, "#2a5aa8"), (hb[1] / H, "#2f6cb8"), (hb[3] / H, "#8cc0ea"), (1, "#dceef8")]
    )
    sky.texture_sky(0.03)
    sky.light = (x, hb[1] - 200)
    for ex in (hb[0] + (hb[2] - hb[0]) * 0.22, hb[0] + (hb[2] - hb[0]) * 0.78):
        puff = cloud_puff(ex + sky.u(-40, 40), hb[3] - 10, 190, 80, sky.rng)
        blend(sky.img, puff, rgb("#f8f8f4"), 0.95)
        shade_under(sky, puff, "#9aa8c0", 0.5)
    ctx.fill_with(holes, sky, rim=0.3)
    focus_on(ctx, holes, 6)
    # doves flying out of one eye into the room, the nearest the largest
    eye = hb[0] + (hb[2] - hb[0]) * (0.2 if s > 0 else 0.8)
    ey = (hb[1] + hb[3]) / 2
    glow(ctx.img, eye, ey, 160, "#dcefff", 0.25)
    boxes = []
    for k, (dx, dy, dh) in enumerate(((70, -110, 0.055), (170, -260, 0.08), (300, -470, 0.11))):
        m_d, b_d = icon_mask("dove", eye - s * dx, ey + dy, H * dh, flip=s > 0, rot=-s * 8 * k)
        ctx.lit(m_d, b_d, rgb("#f6f4f0"), rim=0.6)
        focus_on(ctx, m_d, 4)
        boxes.append(b_d)
    add_element(
        ctx, "doves flying out of the mask's eye", "secondary", union_box(boxes), ("bird", "flight")
    )
    add_element(ctx, "the sky through the eye holes", "secondary", hb, ("sky", "another world"))
    return Painted(
        "Close up, a carnival mask hangs on a nail on a candlelit wall; through its eye holes "
        "there is no wall but an open blue sky with clouds, and doves fly out of one eye "
        "into the room.",
        ["hidden self", "another world", "freedom", "escape", "secret self", "portal", "dream"],
        setting="by candlelight indoors",
    )


PREMISE = Premise(
    name="sky-behind-the-mask",
    figure="mask",
    palettes=("interior", "desert", "mint"),
    stage=stage,
    max_cards=1,
)
