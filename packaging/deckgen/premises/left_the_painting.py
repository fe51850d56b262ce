"""Premise "left-the-painting": In a dim studio a deer has stepped down out of the painted
meadow on the easel, leaving its bare outline on the canvas; it walks away across the floor on
hooves that print the painting's colour, and looks back over its shoulder at the shape it left."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask
from ..kit.paint import H, W, blend, blur, icon_mask, rgb
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.studio import Easel, easel, hang_canvas

CANVAS = "#efe7d6"  # bare primed canvas


PENCIL = "#5a5048"


CONCEPTS = [
    "freedom",
    "escape",
    "looking back",
    "creation",
    "imagination",
    "absence",
    "letting go",
    "art",
    "coming to life",
    "magic",
    "emptiness",
]

# where the deer icon's neck is, as shares of its width and height (game-icons 'deer', facing
# right): the head and antlers above CUT are turned about AXIS to look back over the shoulder
CUT, AXIS = 200 / 472, 250 / 353


def _blank(ctx: Ctx, m: np.ndarray) -> None:
    """Leave mask `m` of the canvas bare, with the pencil line the painter started from
    (drawn after the paint: it is thinner than a stroke)."""
    blend(ctx.img, m, rgb(CANVAS))
    line = np.clip(np.abs(blur(m, 2.0) - m) * 3.0, 0, 1)
    after_mask(ctx, line, PENCIL, 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, blur(m, 6) * 0.9)


def _landscape(ctx: Ctx, e: Easel, pal: str) -> Ctx:
    """The painting on the canvas: a meadow of hills under a sky with its sun."""
    pic = ctx.sub(pal)
    pic.texture_sky()
    hz = (e.cy + e.chh * 0.25) / H
    pic.celestial(e.cx - e.s * e.cw * 0.45, e.cy - e.chh * 0.45, 40)
    pic.clouds(3, (e.cy - e.chh) / H, hz - 0.06, 0.6)
    pic.hills(hz, 2, amp=30)
    return pic


def _looking_back(cx: float, foot: float, h: float, face: int) -> np.ndarray:
    """The deer walking toward `face` (1 right, -1 left) with its head and antlers turned back
    over its shoulder: the icon's part above the neck mirrored about the neck."""
    m, (x0, y0, x1, _y1) = icon_mask("deer", cx, foot - h / 2, h, flip=face < 0)
    w = x1 - x0
    cut = int(y0 + CUT * h)
    axis = (x0 + AXIS * w) if face > 0 else (x1 - AXIS * w)
    top = m[:cut].copy()
    xs = np.arange(W)
    src = np.round(2 * axis - xs).astype(int)
    ok = (src >= 0) & (src < W)
    turned = np.zeros_like(top)
    turned[:, ok] = top[:, src[ok]]
    out = m.copy()
    out[: cut - 10] = turned[: cut - 10]
    # the neck's seam: both, so no gap shows where the head was turned
    out[cut - 10 : cut] = np.maximum(top[cut - 10 :], turned[cut - 10 :])
    return out


def stage(ctx: Ctx) -> Painted:
    """In a dim studio a deer has stepped down out of the painted meadow on the easel,
    leaving its bare outline on the canvas; it walks away across the floor on hooves that
    print the painting's colour, and looks back over its shoulder at the empty shape it left."""
    e = easel(ctx)
    pal = pick(ctx, ["spring", "golden"])
    ground = {"spring": "a green meadow", "golden": "hills at sunset"}[pal]
    pic = _landscape(ctx, e, pal)
    hang_canvas(ctx, e, pic)
    face = -e.s  # the deer goes away from the easel, toward the open side of the room
    ah = e.chh * 0.85
    gm, gb = icon_mask("deer", e.cx + e.s * e.cw * 0.25, e.cy + e.chh * 0.5 - ah / 2, ah, face < 0)
    _blank(ctx, gm)
    add_element(
        ctx,
        f"the bare outline of a deer on the painting of {ground}",
        "secondary",
        gb,
        ("painting", "absence", "outline"),
    )
    # the deer on the floor, nearer the viewer, on the other third: walking on, head turned back
    dh = H * ctx.u(0.29, 0.31)
    foot = e.fy + H * ctx.u(0.15, 0.17)
    dx = float(W / 2 + face * W * ctx.u(0.14, 0.17))
    dm = _looking_back(dx, foot, dh, face)
    db = bbox_of(dm)
    # clear of the card's edge
    shift = max(0, 30 - db[0]) - max(0, db[2] - (W - 30))
    if shift:
        dm = np.roll(dm, shift, 1)
        dx += shift
        db = bbox_of(dm)
    ctx.cast_shadow(dm, db, foot, 0.45)
    ctx.contact(dm, db)
    coat = pick(ctx, ["#c8925a", "#d09a5c", "#c08048"])
    ctx.lit(dm, db, rgb(coat), rim=0.8)
    focus_on(ctx, dm, 4, 2.0)
    add_element(
        ctx,
        "a deer walking away from its painting, looking back",
        "main",
        db,
        ("animal", "deer", "wild", "escape"),
        icon="deer",
    )
    # its trail: hoof prints in the meadow's paint from under the canvas to its hooves,
    # fainter as the paint runs out
    colour = {"spring": "green", "golden": "orange"}[pal]
    paint = rgb("#5fa04a" if pal == "spring" else "#e0903a")
    x_from, y_from = e.cx + e.s * e.cw * 0.15, e.fy + H * 0.02
    x_to, y_to = dx - face * dh * 0.5, foot - H * 0.005
    prints = np.zeros((H, W), np.float32)
    n = 4
    ang = float(np.degrees(np.arctan2(-(x_to - x_from), -(y_to - y_from))))  # toes ahead
    for k in range(n):
        t = k / n
        px = x_from + (x_to - x_from) * t + (16 if k % 2 else -16)
        py = y_from + (y_to - y_from) * t
        size = H * (0.038 + 0.014 * t)
        pm, _ = icon_mask("deer-track", px, py, size, rot=ang + (10 if k % 2 else -10))
        prints = np.maximum(prints, pm * (1.0 - 0.5 * (1 - t)))
    prints = prints * (1 - dm)
    blend(ctx.img, prints, paint, 0.7)
    after_mask(ctx, prints, paint, 0.85)  # smaller than the strokes: kept crisp after them
    focus_on(ctx, prints, 3, 2.0, weight=0.7)
    add_element(
        ctx,
        f"hoof prints of {colour} paint",
        "secondary",
        bbox_of(prints),
        ("trace", "paint", "walk"),
    )
    return Painted(
        f"In a dim studio, a deer has stepped down out of a painting of {ground} on an easel, "
        "leaving its bare outline on the canvas; it walks away across the floor, leaving hoof "
        f"prints of {colour} paint, and looks back over its shoulder at the empty shape it left.",
        ["wild", "curiosity", *CONCEPTS],
    )


PREMISE = Premise(
    name="left-the-painting",
    figure="deer",
    palettes=("interior", "lavender"),
    stage=stage,
    max_cards=1,
)
