"""Premise "fox-in-rabbit-ears": on a sunny meadow, white rabbits sit in a picnic circle round
a carrot cake on a checked cloth; among them sits a large fox wearing false rabbit ears tied
on with a ribbon under its chin, its bushy red tail poking out behind it, and the small rabbit
beside it has noticed the tail and stares.

The fox is an icon (frontal, sitting, tail curled out to one side); its false ears, the
ribbon and the bow are shapes drawn over it; the cloth and the cake are shapes.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import H, W, blend, box, ellipse, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, polygon_fine, segment, tilted_ellipse
from ..kit.sky import sky

RIBBONS = ("#e8508a", "#4a7ae0", "#e84848")


def _filled(m: np.ndarray) -> np.ndarray:
    """The silhouette of icon mask `m` with its inner holes filled (flooding from a corner)."""
    im = Image.fromarray(((m > 0.5) * 255).astype(np.uint8)).copy()
    ImageDraw.floodfill(im, (0, 0), 128)
    out: np.ndarray = np.asarray(im, np.float32) != 128
    return out


def _cloth(ctx: Ctx, cx: float, cy: float, rx: float, ry: float) -> np.ndarray:
    """A checked cloth lying on the grass seen from a low angle: a flattened quad with checks."""
    k = ctx.u(-0.06, 0.06)
    pts = [
        (cx - rx * 0.78, cy - ry + k * ry),
        (cx + rx * 0.78, cy - ry - k * ry),
        (cx + rx, cy + ry),
        (cx - rx, cy + ry),
    ]
    m = polygon_fine(pts)
    ctx.cast_shadow(m, bbox_of(m), cy + ry, strength=0.15)
    red = rgb(ctx.rng.choice(["#d83a3a", "#3a66c8", "#d83a3a"]))
    blend(ctx.img, m, rgb("#fbf6ee"), 1.0)
    # checks: rows and columns in perspective
    n = 7
    ys = np.linspace(cy - ry, cy + ry, n + 1)
    checks = np.zeros_like(m)
    for i in range(n):
        t0 = (ys[i] - (cy - ry)) / (2 * ry)
        half = rx * (0.78 + 0.22 * t0)
        for j in range(9):
            if (i + j) % 2:
                continue
            x0 = cx - half + 2 * half * j / 9
            x1 = cx - half + 2 * half * (j + 1) / 9
            checks = np.maximum(checks, box(x0, ys[i], x1, ys[i + 1], 1))
    blend(ctx.img, checks * m, red, 0.85)
    focus_on(ctx, m, 4, weight=0.6)
    return m


def _cake(ctx: Ctx, cx: float, base: float, w: float) -> np.ndarray:
    """A round carrot cake with cream icing and little orange carrots on top."""
    h = w * 0.5
    side = np.maximum(
        box(cx - w / 2, base - h, cx + w / 2, base, 2), ellipse(cx, base, w / 2, w * 0.12, 2)
    )
    top = ellipse(cx, base - h, w / 2, w * 0.12, 2)
    whole = np.maximum(side, top)
    ctx.cast_shadow(whole, bbox_of(whole), base + 4, strength=0.3)
    ctx.lit(side, bbox_of(side), rgb("#b8763c"), rim=0.4)
    blend(
        ctx.img,
        box(cx - w / 2, base - h * 0.55, cx + w / 2, base - h * 0.45, 1) * side,
        rgb("#fff4e0"),
        0.9,
    )
    blend(ctx.img, top, rgb("#fffaf0"), 1.0)
    for k in range(5):
        a = k * 2 * np.pi / 5 + 0.3
        px, py = cx + np.cos(a) * w * 0.3, base - h + np.sin(a) * w * 0.07
        car = tilted_ellipse(px, py - 8, 18, 6, 1.2)
        blend(ctx.img, car, rgb("#f07a1a"), 1.0)
        blend(ctx.img, ellipse(px + 14, py - 18, 5, 8, 1), rgb("#3aa040"), 1.0)
    focus_on(ctx, whole, 4)
    out: np.ndarray = whole
    return out


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sun_x = W / 2 - s * W * ctx.u(0.2, 0.3)
    sky(ctx, sx=sun_x, sy=H * ctx.u(0.1, 0.15), r=70, clouds=3)
    ctx.hills(ctx.u(0.4, 0.44), 2, amp=40)
    ctx.img[int(H * 0.5) :] = ctx.img[int(H * 0.5) :] * 0.85 + 0.15 * rgb("#f4f4d0")
    # the cloth on the grass, toward the middle, the fox at its near corner on a third
    cx, cy = W / 2 - s * W * 0.06, H * ctx.u(0.66, 0.68)
    _cloth(ctx, cx, cy, W * 0.36, H * 0.06)
    # rabbits along the far edge of the cloth, small: a picnic circle
    far_y = cy - H * 0.075
    xs = [cx - s * W * 0.3, cx - s * W * 0.08, cx + s * W * 0.16]
    rabbit_boxes = []
    for k, rx in enumerate(xs):
        rh = H * ctx.u(0.1, 0.115)
        m = ctx.subject(
            "rabbit",
            rx,
            far_y - rh / 2,
            rh,
            "secondary",
            fill="#f6f4ee",
            flip=(rx > cx) if k != 1 else bool(ctx.rng.random() < 0.5),
            shadow=far_y,
            tags=("animal", "small", "crowd"),
            label="a white rabbit",
            separate=False,
        )
        rabbit_boxes.append(bbox_of(m))
    _cake(ctx, cx + s * W * 0.02, cy + H * 0.005, W * 0.2)
    # a near rabbit at the outer front corner of the cloth, its back half to us
    nx = cx - s * W * 0.33
    nh = H * 0.13
    ctx.subject(
        "rabbit",
        nx,
        cy + H * 0.07 - nh / 2,
        nh,
        "secondary",
        fill="#f8f6f0",
        flip=s < 0,
        shadow=cy + H * 0.07,
        tags=("animal", "small"),
        label="a white rabbit",
        separate=False,
    )
    # the fox: large, sitting at the cloth's corner on the third, its tail curled toward the
    # middle
    fh = H * ctx.u(0.34, 0.36)
    fb = H * ctx.u(0.9, 0.92)  # its base
    fx = x + s * W * 0.04
    ctx.light = (sun_x, H * 0.12)
    fm = ctx.subject(
        "fox",
        fx,
        fb - fh / 2,
        fh,
        "main",
        flip=s < 0,
        shadow=fb,
        fill="#e8782a",
        separate=False,
        tags=("animal", "cunning", "wild", "disguise"),
        label="a fox in false rabbit ears",
    )
    x0, y0, x1, _y1 = bbox_of(fm)
    fw = x1 - x0
    # its cheeks, chest and tail tip (the icon's holes) in cream fur, so the face reads whole
    holes = np.clip(_filled(fm).astype(np.float32) - fm, 0, 1)
    blend(ctx.img, holes, rgb("#f6ead6"), 0.95)
    focus_on(ctx, holes, 3)
    hx = (x0 + x1) / 2 + s * fw * 0.06  # the head's middle (the icon's head is a little off)
    # false rabbit ears: two tall white ears on a band, leaning apart, pink inside
    ribbon = rgb(RIBBONS[int(ctx.rng.integers(len(RIBBONS)))])
    ear_h = fh * ctx.u(0.42, 0.48)
    ears = np.zeros((H, W), np.float32)
    inner = np.zeros((H, W), np.float32)
    for side_e, tilt in ((-1, -0.22), (1, 0.18 + ctx.u(0, 0.3))):
        ex = hx + side_e * fw * 0.13
        ey = y0 + fh * 0.02 - ear_h * 0.42
        ax, ay = ex + np.sin(tilt) * ear_h * 0.1, ey
        ears = np.maximum(ears, tilted_ellipse(ax, ay, fw * 0.085, ear_h / 2, tilt, 64))
        inner = np.maximum(
            inner, tilted_ellipse(ax, ay + ear_h * 0.04, fw * 0.04, ear_h * 0.38, tilt, 64)
        )
    ctx.lit(ears, bbox_of(ears), rgb("#fbfaf6"), rim=0.6)
    blend(ctx.img, inner, rgb("#f2a8b8"), 0.9)
    focus_on(ctx, ears, 6)
    # the ribbon down both cheeks to a bow under the chin
    chin_y = y0 + fh * 0.43
    straps = np.maximum(
        segment(hx - fw * 0.15, y0 + fh * 0.03, hx - fw * 0.03, chin_y, fw * 0.016),
        segment(hx + fw * 0.15, y0 + fh * 0.03, hx + fw * 0.03, chin_y, fw * 0.016),
    )
    bow = np.maximum(
        polygon(
            [
                (hx, chin_y),
                (hx - fw * 0.14, chin_y - fw * 0.06),
                (hx - fw * 0.14, chin_y + fw * 0.07),
            ]
        ),
        polygon(
            [
                (hx, chin_y),
                (hx + fw * 0.14, chin_y - fw * 0.06),
                (hx + fw * 0.14, chin_y + fw * 0.07),
            ]
        ),
    )
    bow = np.maximum(bow, ellipse(hx, chin_y, fw * 0.035, fw * 0.035, 1))
    tails = np.maximum(
        segment(hx, chin_y, hx - fw * 0.06, chin_y + fw * 0.16, fw * 0.03),
        segment(hx, chin_y, hx + fw * 0.07, chin_y + fw * 0.15, fw * 0.03),
    )
    tie = np.maximum(np.maximum(straps * 0.95, bow), tails)
    after_mask(ctx, tie, ribbon, 0.95)
    after_mask(ctx, ellipse(hx, chin_y, fw * 0.03, fw * 0.03, 1), "#ffffff", 0.25)
    focus_on(ctx, tie, 4)
    add_element(
        ctx,
        "false rabbit ears tied on with a ribbon",
        "secondary",
        bbox_of(np.maximum(ears, tie)),
        ("disguise", "ears", "ribbon"),
    )
    # the little rabbit beside the fox's tail, turned to it, staring
    tail_x = (x0 + fw * 0.05) if s > 0 else (x1 - fw * 0.05)
    lh = H * 0.1
    lx = tail_x - s * W * 0.08
    ctx.subject(
        "rabbit",
        lx,
        fb - lh / 2 - 6,
        lh,
        "secondary",
        fill="#fbfaf6",
        flip=s < 0,
        shadow=fb - 6,
        tags=("animal", "small", "curious", "child"),
        label="a small rabbit staring at the fox's tail",
        separate=False,
    )
    return Painted(
        "On a sunny meadow, white rabbits sit round a carrot cake on a checked picnic cloth, and "
        "among them sits a big fox wearing false rabbit ears tied on with a ribbon under its "
        "chin, its bushy red tail curled out beside it, while a small rabbit stares at the tail.",
        ["disguise", "deception", "trust", "danger", "belonging", "secret", "curiosity", "humour"],
    )


PREMISE = Premise(
    name="fox-in-rabbit-ears",
    figure="fox",
    palettes=("spring", "mint", "noon"),
    stage=stage,
)
