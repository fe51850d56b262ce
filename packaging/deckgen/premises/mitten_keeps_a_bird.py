"""Premise "mitten-keeps-a-bird": Close up on a snowy fence post, a lost red knitted mitten
lies where someone set it; a little robin has crept into it out of the cold and sleeps with
only its head out of the cuff, and the mitten has curled its thumb over the bird like an arm,
keeping it warm while the snow falls."""

from __future__ import annotations

import numpy as np

from ..kit.ground import pine_row
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, box, disc, ellipse, rgb
from ..kit.place import add_element, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, union_box

WOOLS = {"red": "#b8322c", "blue": "#2f5a8a", "green": "#2f6a4a"}


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(0.04, 0.07) * W  # the post a little off the middle
    ctx.texture_sky(0.05)
    ctx.light = (W / 2 - s * W * 0.4, H * 0.12)
    # a snowy field far behind and the dark edge of a wood on its horizon
    hy = H * ctx.u(0.5, 0.53)
    field = np.clip((YY - hy) / 3 + 0.5, 0, 1).astype(np.float32)
    snowcol = rgb("#e6ecf2") * (1 + 0.08 * (aniso_noise(ctx.side(), 120, 16) - 0.5))[..., None]
    blend(ctx.img, field, np.clip(snowcol, 0, 1))
    pine_row(ctx, hy + 8)
    # haze over everything behind: the post and the mitten stand out sharp in front
    ctx.img[:] = ctx.img * 0.75 + rgb("#dfe6ee") * 0.25
    # the post: a thick wooden post rising from the bottom edge, snow on its top
    top = H * ctx.u(0.6, 0.62)
    pw = W * 0.17
    post = box(x - pw, top, x + pw, H + 20, 4)
    ctx.lit(post, mask_bbox(post), rgb("#6a5040"), rim=0.3)
    grain = polylines(
        [
            [(x + k * pw * 0.3 + ctx.u(-8, 8), top + 60), (x + k * pw * 0.3, H)]
            for k in (-2, -1, 1, 2)
        ],
        4,
    )
    blend(ctx.img, grain * post, rgb("#3e2e24"), 0.5)
    cap = ellipse(x, top + 6, pw * 1.08, 34, 6)
    ctx.lit(cap, mask_bbox(cap), rgb("#f2f6fa"), rim=0.2)
    # the post stands on out of the card below: it frames the close-up, as a table does
    add_element(ctx, "a snowy fence post", "frame", mask_bbox(post), ("wood", "fence", "winter"))
    # the mitten lying on the post: the cuff toward the middle of the card (where the bird's
    # head peeps out), the fingers' end running out over the post's far edge
    colour = list(WOOLS)[int(ctx.rng.integers(len(WOOLS)))]
    wool = rgb(WOOLS[colour])
    L = W * 0.56
    mh = H * 0.13  # its thickness lying down
    base = top - 6
    cuff_x = x - s * L * 0.5  # the cuff's open end

    def at(u: float) -> float:
        return cuff_x + s * u * L

    body = polygon_fine(
        [
            (at(0.2), base),
            (at(0.2), base - mh),
            (at(0.8), base - mh * 1.02),
            (at(0.8), base),
        ]
    )
    body = np.maximum(body, ellipse(at(0.8), base - mh * 0.5, L * 0.2, mh * 0.52, 3))
    body = np.maximum(body, ellipse(at(0.5), base - mh * 0.55, L * 0.32, mh * 0.55, 3))
    body *= (base + 4 > YY).astype(np.float32)
    cuff = box(min(at(0.0), at(0.22)), base - mh * 1.12, max(at(0.0), at(0.22)), base + 2, 8)
    # the thumb, curled over the top and forward like an arm round the bird's shoulders
    thumb = ribbon(
        [
            (at(0.42), base - mh * 0.8),
            (at(0.3), base - mh * 1.3),
            (at(0.12), base - mh * 1.38),
            (at(-0.07), base - mh * 1.0),
        ],
        [mh * 0.5, mh * 0.46, mh * 0.42, mh * 0.34],
    )
    mit = np.clip(body + cuff + thumb, 0, 1)
    mb = mask_bbox(mit)
    ctx.cast_shadow(mit, mb, base + 10, 0.3)
    ctx.contact(mit, mb)
    ctx.lit(np.maximum(body, cuff), mb, wool, rim=0.5)
    # the pattern: a white band of knitted diamonds across the back, ribs on the cuff
    band_x = [at(0.46), at(0.6)]
    band = box(min(band_x), base - mh * 1.05, max(band_x), base + 2, 3) * body
    blend(ctx.img, band, rgb("#efe8dc"), 0.9)
    dia = np.zeros((H, W), np.float32)
    cxm, cym = at(0.53), base - mh * 0.5
    for k in range(-2, 3):
        dy = k * mh * 0.26
        dia = np.maximum(
            dia,
            polygon_fine(
                [
                    (cxm, cym + dy - 22),
                    (cxm + 20, cym + dy),
                    (cxm, cym + dy + 22),
                    (cxm - 20, cym + dy),
                ]
            ),
        )
    blend(ctx.img, dia * body, wool, 0.95)
    # the thumb drawn last, over the bird's shoulder
    # the robin: its body in the cuff's opening, its head out under the thumb's tip, its
    # beak turned away from the mitten
    rh = mh * 0.42
    hx, hy = at(-0.1), base - mh * 0.45
    head = disc(hx, hy, rh, 2)
    body = ellipse(at(-0.02), base - mh * 0.3, mh * 0.5, mh * 0.36, 2)
    body *= 1 - cuff  # the body still inside the cuff; only its front shows at the opening
    bird = np.maximum(head, body) * (base + 2 > YY).astype(np.float32)
    ctx.lit(bird, mask_bbox(bird), rgb("#6a4e3a"), rim=0.5)
    chest = ellipse(hx - s * rh * 0.3, hy + rh * 0.55, rh * 0.75, rh * 0.95, 3) * bird
    ctx.lit(chest, mask_bbox(chest), rgb("#e07a3a"), rim=0.3)
    belly = ellipse(at(-0.08), base - 6, mh * 0.3, mh * 0.12, 3) * bird
    blend(ctx.img, belly, rgb("#efe6da"), 0.8)
    beak = polygon_fine(
        [
            (hx - s * rh * 0.9, hy - rh * 0.12),
            (hx - s * rh * 1.45, hy + rh * 0.06),
            (hx - s * rh * 0.88, hy + rh * 0.22),
        ]
    )
    blend(ctx.img, beak, rgb("#3a2a20"))
    ctx.lit(thumb, mask_bbox(thumb), wool, rim=0.6)
    # snow on the mitten's back
    snow = ellipse(at(0.62), base - mh * 1.0, L * 0.18, mh * 0.14, 4) * blur(body, 3)
    blend(ctx.img, snow, rgb("#f4f7fa"), 0.9)
    # the closed eye (a sleeper's curve) and the cuff's ribs, after the paint
    ex, ey = hx - s * rh * 0.42, hy - rh * 0.12
    eye = polylines([[(ex - rh * 0.2, ey - 3), (ex, ey + rh * 0.12), (ex + rh * 0.2, ey - 3)]], 5)
    after_mask(ctx, eye, "#1e140e", 0.9)
    ribs = polylines(
        [
            [(at(0.02 + 0.045 * k), base - mh * 1.05), (at(0.02 + 0.045 * k), base - 4)]
            for k in range(1, 5)
        ],
        5,
    )
    after_mask(ctx, ribs * (1 - thumb) * (1 - bird), wool * 0.6, 0.7)
    bb = union_box([mb, mask_bbox(bird)])
    add_element(
        ctx,
        f"a {colour} knitted mitten holding a sleeping robin",
        "main",
        bb,
        ("mitten", "glove", "wool", "bird", "warmth", "winter"),
    )
    rb = mask_bbox(bird)
    add_element(ctx, "a little robin asleep", "secondary", rb, ("animal", "bird", "sleep", "small"))
    sl = (slice(bb[1], bb[3]), slice(bb[0], bb[2]))
    allm = np.clip(mit + bird, 0, 1)
    ctx.focus[sl] = np.maximum(ctx.focus[sl], np.clip(blur(allm, 6)[sl] * 2, 0, 1))
    # falling snow, after the paint
    gen = ctx.side()
    flakes = np.zeros((H, W), np.float32)
    for _ in range(140):
        fx, fy = float(gen.uniform(0, W)), float(gen.uniform(0, H))
        np.maximum(flakes, disc(fx, fy, float(gen.uniform(3, 8)), 1.5), out=flakes)
    after_mask(ctx, flakes, "#ffffff", 0.75)
    return Painted(
        f"Close up on a snowy fence post lies a lost {colour} knitted mitten; a little robin "
        "has crept into it out of the cold and sleeps with only its head out of the cuff, and "
        "the mitten has curled its thumb over the bird like an arm, keeping it warm while the "
        "snow falls.",
        [
            "warmth",
            "shelter",
            "kindness",
            "winter",
            "lost and found",
            "hug",
            "cold",
            "sleep",
            "taking care",
            "home",
        ],
        setting="on a white winter day",
    )


PREMISE = Premise(
    name="mitten-keeps-a-bird",
    figure="mitten",
    palettes=("snow", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
