"""Premise "the-mirror": In a dim attic under the rafters a plain grey-brown duck steps up to
a tall gilded standing mirror, neck stretched toward it, and in the glass, in a bright
sunlit pond, a white swan looks back at it.

The duck is drawn from shapes (seen from the side, one foot forward, its neck stretched); the
swan in the glass is the brightest thing on the card."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, box, disc, ellipse, icon_mask, rgb
from ..kit.place import add_element, focus_on, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, ribbon, union_box


def _duck(x: float, fy: float, h: float, d: int) -> tuple[Arr, Arr, Arr, Arr, tuple[float, float]]:
    """A duck standing at (x, fy), about `h` tall, facing `d` (1 right, -1 left), stepping
    forward with its neck stretched up and out: body, wing, bill, legs and its eye."""

    def at(u: float, v: float) -> tuple[float, float]:
        return x + d * u * h, fy - v * h

    body = polygon_fine(
        [
            at(-0.42, 0.5),  # the tail's tip, cocked up
            at(-0.3, 0.42),
            at(-0.12, 0.46),
            at(0.08, 0.45),
            at(0.2, 0.4),
            at(0.26, 0.3),
            at(0.22, 0.2),
            at(0.08, 0.14),
            at(-0.12, 0.14),
            at(-0.28, 0.2),
            at(-0.38, 0.32),
        ]
    )
    body = np.maximum(body, ellipse(*at(0.0, 0.3), h * 0.27, h * 0.16, 2))
    neck = ribbon(
        [at(0.14, 0.36), at(0.22, 0.52), at(0.3, 0.66), at(0.36, 0.78)],
        [h * 0.2, h * 0.14, h * 0.11, h * 0.1],
        1.5,
    )
    head = ellipse(*at(0.38, 0.82), h * 0.1, h * 0.085, 2)
    body = np.maximum(np.maximum(body, neck), head)
    wing = polygon_fine(
        [
            at(0.14, 0.38),
            at(0.0, 0.42),
            at(-0.2, 0.42),
            at(-0.36, 0.38),
            at(-0.14, 0.26),
            at(0.1, 0.26),
        ]
    )
    bill = polygon_fine([at(0.44, 0.86), at(0.6, 0.82), at(0.61, 0.79), at(0.45, 0.77)])
    legs = np.maximum(
        ribbon([at(0.04, 0.18), at(0.14, 0.08), at(0.2, 0.01)], [h * 0.035] * 3, 1),
        ribbon([at(-0.08, 0.18), at(-0.1, 0.08), at(-0.12, 0.01)], [h * 0.035] * 3, 1),
    )
    for fx in (0.2, -0.12):  # webbed feet, the front one stepping out
        legs = np.maximum(
            legs,
            polygon_fine(
                [
                    at(fx - 0.03, 0.02),
                    at(fx + 0.12, 0.0),
                    at(fx + 0.1, -0.015),
                    at(fx - 0.04, -0.01),
                ]
            ),
        )
    return body, wing, bill, legs, at(0.41, 0.84)


def stage(ctx: Ctx) -> Painted:
    """A plain duck in a dim attic steps up to a gilded standing mirror; in the glass a white
    swan on a sunlit pond looks back."""
    _, s = third(ctx)
    d = -s  # the duck stands on side s and faces the mirror on the other side
    fy = ctx.room(0.8)
    ctx.img *= 0.9  # the attic is dim; the light is in the glass
    # the roof slopes down on both sides: dark boards and rafters under it
    for k in (-1, 1):
        cx0 = W / 2 + k * W / 2
        slope = polygon_fine([(cx0, -5), (cx0, H * 0.42), (W / 2 + k * W * 0.12, -5)])
        blend(ctx.img, slope, rgb("#3a2418"), 0.92)
        beam = ribbon([(cx0, H * 0.42), (W / 2 + k * W * 0.12, -5)], [46, 46], 1.5)
        ctx.lit(beam, mask_bbox(beam), rgb("#5a3a26"), rim=0.3)
    # a small round window high on the duck's side: a pale beam falls across the floor
    wx, wy = W / 2 + s * W * 0.28, H * 0.3
    glass = disc(wx, wy, 62, 2)
    blend(ctx.img, glass, rgb("#f2e2b8"))
    ring = np.clip(disc(wx, wy, 76, 2) - glass, 0, 1)
    blend(ctx.img, ring, rgb("#4a2e1e"))
    blend(
        ctx.img,
        np.maximum(
            box(wx - 5, wy - 62, wx + 5, wy + 62, 1), box(wx - 62, wy - 5, wx + 62, wy + 5, 1)
        )
        * glass,
        rgb("#4a2e1e"),
    )
    beam = polygon_fine(
        [(wx - 50, wy), (wx + 50, wy), (wx + d * 220, fy + 90), (wx - d * 260, fy + 90)]
    )
    blend(ctx.img, blur(beam, 30), ctx.c("light"), 0.14)
    # a few things stored up here, on the far side behind the mirror: a chest, a hat box
    side_x = W / 2 - s * W * 0.36
    sec(ctx, "chest", side_x, fy - H * 0.045, H * 0.1, fill="#6a4226", shadow=fy + 10)
    # the tall gilded standing mirror
    mx, my = W / 2 - s * W * 0.13, fy - H * 0.34
    rx, ry = W * 0.19, H * 0.25
    inner = ellipse(mx, my, rx, ry, 3)
    frame = np.clip(ellipse(mx, my, rx + 30, ry + 32, 3) - inner, 0, 1)
    stand = np.maximum(
        ribbon([(mx - rx * 0.55, my + ry * 0.8), (mx - rx * 0.8, fy + 8)], [22, 26], 1.5),
        ribbon([(mx + rx * 0.55, my + ry * 0.8), (mx + rx * 0.8, fy + 8)], [22, 26], 1.5),
    )
    blend(ctx.img, blur(ellipse(mx, fy + 14, rx * 0.9, 16, 2), 10), rgb("#20100a"), 0.45)
    ctx.lit(stand, mask_bbox(stand), rgb("#b08a44"), rim=0.5)
    # in the glass: a sunlit pond with reeds, and on it a white swan, lit and turned to look
    # back out at the duck
    other = ctx.sub("noon")
    other.texture_sky()
    other.celestial(mx - d * rx * 0.5, my - ry * 0.6, 40)
    ph = my + ry * 0.12
    other.hills(ph / H - 0.04, 2, amp=14)
    pond = np.clip((YY - ph) / 6, 0, 1).astype(np.float32)
    blend(other.img, pond, rgb("#8cc4e0"), 0.9)
    blend(other.img, pond * np.clip((YY - ph) / (ry * 0.9), 0, 1), rgb("#5a98c4"), 0.5)
    # a deep blue sky behind the swan, so that it is the brightest thing on the card
    sky_m = np.clip((ph - YY) / (ry * 0.8), 0, 1).astype(np.float32)
    blend(other.img, sky_m, rgb("#2f66a8"), 0.45)
    sw_h = ry * 0.95
    sm, sbb = icon_mask("swan", mx - d * rx * 0.05, my + ry * 0.3, sw_h, flip=d > 0)
    # the icon's ripple rings under it are left out: the swan sits in the water, and a pale
    # wavering reflection of it lies below
    wl = sbb[1] + (sbb[3] - sbb[1]) * 0.8
    sm = sm * np.clip((wl - YY) / 3, 0, 1).astype(np.float32)
    refl = np.flipud(sm)
    shift = int(2 * wl - H)
    refl = np.roll(refl, shift, axis=0) * np.clip((YY - wl) / 3, 0, 1)
    blend(other.img, blur(refl, 6), rgb("#e8f2f8"), 0.45)
    other.lit(sm, sbb, rgb("#fbfbf6"), rim=0.9)
    ctx.fill_with(inner, other, rim=0.0)
    ctx.lit(frame, mask_bbox(frame), rgb("#d2a84e"), rim=0.8)
    focus_on(ctx, inner, 4, 1.2, weight=0.85)
    focus_on(ctx, sm * inner, 3, 2.0)
    later_glow(ctx, mx, my + ry * 0.2, rx * 0.9, "#fff8e4", 0.12)
    add_element(
        ctx,
        "a white swan in the mirror",
        "secondary",
        sbb,
        ("animal", "bird", "swan", "reflection", "beauty"),
        "swan",
    )
    add_element(
        ctx,
        "a tall gilded standing mirror",
        "secondary",
        union_box([mask_bbox(frame), mask_bbox(stand)]),
        ("mirror", "reflection", "frame"),
    )
    # the duck, a step from the glass, neck stretched toward it
    dh = H * 0.24
    dx = mx + s * (rx + W * 0.22)
    body, wing, bill, legs, eye = _duck(dx, fy + 4, dh, d)
    whole = np.maximum(np.maximum(body, bill), legs)
    blend(ctx.img, blur(ellipse(dx, fy + 8, dh * 0.4, 12, 2), 8), rgb("#20100a"), 0.5)
    ctx.contact(whole, mask_bbox(whole))
    ctx.lit(legs, mask_bbox(legs), rgb("#e0902c"), rim=0.4)
    coat = rgb(pick(ctx, ["#8a7a60", "#7a6e5e", "#94846a"]))
    ctx.lit(body, mask_bbox(body), coat, rim=0.7, separate=True)
    ctx.lit(wing, mask_bbox(wing), coat * 0.78, rim=0.3)
    ctx.lit(bill, mask_bbox(bill), rgb("#e8a23a"), rim=0.4)
    # the light from the glass on its breast and face
    later_glow(ctx, dx + d * dh * 0.4, fy - dh * 0.6, dh * 0.35, "#fff2d0", 0.12)
    ex, ey = eye
    after_mask(ctx, disc(ex, ey, 7, 1.2), "#141210", 0.95)
    after_mask(ctx, disc(ex + d * 2, ey - 2, 2.5, 1), "#f4f0e8", 0.9)
    focus_on(ctx, whole, 3, 2.0)
    add_element(
        ctx,
        "a plain duck looking into the mirror",
        "main",
        mask_bbox(whole),
        ("animal", "bird", "duck"),
    )
    return Painted(
        "In a dim attic under the rafters a plain grey-brown duck steps up to a tall gilded "
        "standing mirror, its neck stretched toward the glass, and in the mirror, on a bright "
        "sunlit pond, a white swan looks back at it.",
        [
            "identity",
            "self-image",
            "growing up",
            "dream",
            "ambition",
            "truth",
            "the ugly duckling",
            "becoming",
            "hidden beauty",
            "wishing",
        ],
        setting="in an attic",
    )


PREMISE = Premise(
    name="the-mirror",
    figure="duck",
    palettes=("interior",),
    stage=stage,
    max_cards=1,
)
