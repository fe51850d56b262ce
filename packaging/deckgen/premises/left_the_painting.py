"""Premise "left-the-painting": In a dim studio something has left the canvas on the easel: a
bare outline shows where it was painted, and it is in the room with the painter."""

from __future__ import annotations

import numpy as np

from ..kit.figures import his, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import H, W, blend, blur, disc, icon_mask, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import union_box
from ..kit.studio import Easel, easel, hang_canvas

CANVAS = "#efe7d6"  # bare primed canvas


PENCIL = "#5a5048"


CONCEPTS = [
    "creation",
    "freedom",
    "escape",
    "imagination",
    "absence",
    "letting go",
    "art",
    "coming to life",
    "magic",
    "emptiness",
]


def _blank(ctx: Ctx, m: np.ndarray) -> None:
    """Leave mask `m` of the canvas bare, with the pencil line the painter started from
    (drawn after the paint: it is thinner than a stroke)."""
    blend(ctx.img, m, rgb(CANVAS))
    line = np.clip(np.abs(blur(m, 2.0) - m) * 3.0, 0, 1)
    after_mask(ctx, line, PENCIL, 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, blur(m, 6) * 0.9)


def _landscape(ctx: Ctx, e: Easel, pal: str, sun: bool) -> Ctx:
    """The painting on the canvas: hills under a sky, with or without its sun."""
    pic = ctx.sub(pal)
    pic.texture_sky()
    hz = (e.cy + e.chh * 0.25) / H
    if sun:
        pic.celestial(e.cx - e.s * e.cw * 0.45, e.cy - e.chh * 0.45, 40)
    pic.clouds(3, (e.cy - e.chh) / H, hz - 0.06, 0.6)
    pic.hills(hz, 2, amp=30)
    return pic


def _place_painter(ctx: Ctx, e: Easel, gap: float) -> tuple[float, float, float, bool]:
    """Where the painter stands, on the far side of the easel facing it: x, foot y, height
    and whether the figure is flipped."""
    ph = H * ctx.u(0.34, 0.37)
    x = float(np.clip(e.cx - e.s * (e.cw + ph * gap), ph * 0.35, W - ph * 0.35))
    return x, e.fy + H * 0.1, ph, e.s < 0


def _painter(ctx: Ctx, e: Easel, pose: str, who: str, gap: float = 0.32) -> None:
    """The painter beside the easel, watching what left the canvas."""
    x, fy, ph, flip = _place_painter(ctx, e, gap)
    person(
        ctx,
        pose,
        x,
        fy,
        ph,
        "secondary",
        label=f"{who}, the painter",
        flip=flip,
        shadow=fy,
        tags=("person", "artist"),
        who=who,
    )


def stage(ctx: Ctx) -> Painted:
    """In a dim studio something has left the canvas on the easel: a bare outline shows
    where it was painted, and it is in the room with the painter."""
    e = easel(ctx)
    what = pick(ctx, ["sun", "deer", "doves", "fox"])
    who = pick(ctx, WHO[:4])
    if what == "sun":
        pic = _landscape(ctx, e, "golden", sun=False)
        hang_canvas(ctx, e, pic)
        # a hole through the canvas where the sun was: the dark wall behind, a frayed edge
        hx, hy = e.cx - e.s * e.cw * 0.45, e.cy - e.chh * 0.5
        hole = disc(hx, hy, 48, 2)
        blend(ctx.img, np.clip(disc(hx, hy, 56, 3) - hole, 0, 1), rgb(CANVAS), 0.9)
        blend(ctx.img, hole, rgb("#2a2230"))
        ctx.focus[:] = np.maximum(ctx.focus, blur(hole, 8))
        # the painter holds it in cupped hands: the room's one light
        px, pfy, ph, flip = _place_painter(ctx, e, 0.3)
        hand = joint_at("cup", "ha_r", px, pfy, ph, flip)
        sx, sy = hand[0], hand[1] - 60
        ctx.img *= 0.85
        ctx.light = (sx, sy)
        person(
            ctx,
            "cup",
            px,
            pfy,
            ph,
            "main",
            label=f"{who} holding the sun of {his(who)} painting",
            who=who,
            flip=flip,
            shadow=pfy,
            tags=("person", "artist", "light"),
        )
        # warm light on the room and the face, not a white-out of the person holding it
        later_glow(ctx, sx, sy, 380, "#ffc86a", 0.3, core=0)
        later_glow(ctx, sx, sy, 90, "#fff0b8", 0.45, core=38)
        add_element(
            ctx,
            "the painted sun, out of its canvas",
            "secondary",
            (int(sx - 60), int(sy - 60), int(sx + 60), int(sy + 60)),
            ("sun", "light", "warmth"),
        )
        return Painted(
            f"In a dim studio, {who} holds the glowing sun of {his(who)} own painting in cupped "
            "hands, and it lights the room; on the canvas, a golden evening over the hills, "
            "there is only a round hole where the sun was.",
            ["light", "warmth", *CONCEPTS[:4], "holding", "treasure", *CONCEPTS[4:8]],
        )
    if what == "doves":
        pic = _landscape(ctx, e, pick(ctx, ["noon", "spring"]), sun=True)
        hang_canvas(ctx, e, pic)
        # three doves already gone from the painted sky, and the flock in the room
        gone = np.zeros((H, W), np.float32)
        for k in range(3):
            gx = e.cx + e.s * e.cw * (0.35 - 0.3 * k)
            gy = e.cy - e.chh * (0.55 - 0.22 * k)
            m, _ = icon_mask("dove", gx, gy, e.chh * 0.3, flip=e.s > 0)
            gone = np.maximum(gone, m)
        _blank(ctx, gone)
        flock: list[tuple[int, int, int, int]] = []
        # the same three doves in the room: from above the canvas, up and across toward the
        # painter's side, the nearer ones bigger
        x0, y0 = e.cx - e.s * e.cw * 0.15, e.cy - e.chh - H * 0.07
        x1, y1 = W / 2 - e.s * W * 0.3, H * 0.09
        for k in range(3):
            t = k / 2
            fx = x0 + (x1 - x0) * t
            fy = y0 + (y1 - y0) * t + (35 if k == 1 else 0)
            m = ctx.subject(
                "dove",
                fx,
                fy,
                H * (0.08 + 0.035 * t),
                "secondary",
                fill="#f4f1ea",
                flip=e.s > 0,
                tags=("animal", "bird", "freedom"),
            )
            ys, xs = np.nonzero(m > 0.3)
            flock.append((int(xs.min()), int(ys.min()), int(xs.max()), int(ys.max())))
        del ctx.elements[-3:]  # the flock is one figure: the card's main
        add_element(
            ctx,
            "white doves flying out of a painting",
            "main",
            union_box(flock),
            ("bird", "freedom"),
        )
        pose = pick(ctx, ["arms-up", "point"])
        _painter(ctx, e, pose, who)
        act = {"arms-up": "throws up both hands", "point": "points after them"}[pose]
        return Painted(
            "In a dim studio, white doves fly out of the painted sky on a canvas and up across "
            f"the room, leaving their bare outlines behind on the painting; {who}, the painter, "
            f"{act}.",
            ["flight", "peace", *CONCEPTS],
        )
    # an animal has stepped down out of a painted meadow onto the floor
    pal = pick(ctx, ["spring", "golden", "snow"] if what == "fox" else ["spring", "golden"])
    pic = _landscape(ctx, e, pal, sun=True)
    hang_canvas(ctx, e, pic)
    ah = e.chh * 0.85
    gm, _ = icon_mask(what, e.cx + e.s * e.cw * 0.25, e.cy + e.chh * 0.5 - ah / 2, ah, e.s > 0)
    _blank(ctx, gm)
    # nearer the viewer than the easel, between it and the painter
    big = H * (0.25 if what == "deer" else 0.19)
    ax = float(np.clip(e.cx - e.s * e.cw * 0.3, big * 0.6, W - big * 0.6))
    afy = e.fy + H * ctx.u(0.15, 0.17)
    ctx.subject(
        what,
        ax,
        afy - big / 2,
        big,
        "main",
        flip=e.s > 0,
        shadow=afy,
        label=f"a {what} that has stepped out of its painting",
        tags=("animal", "wild", "escape"),
    )
    pose = pick(ctx, ["hold", "point", "arms-up"])
    _painter(ctx, e, pose, who, gap=0.55)
    act = {
        "arms-up": "throws up both hands",
        "point": "points at it",
        "hold": "holds out a hand to it",
    }[pose]
    ground = {"spring": "a green meadow", "golden": "hills at sunset", "snow": "a snowy field"}
    return Painted(
        f"In a dim studio, a {what} has stepped down out of a painting of {ground[pal]} onto "
        f"the floor, leaving its bare outline on the canvas; {who}, the painter, {act}.",
        ["wild", "curiosity", *CONCEPTS],
    )


PREMISE = Premise(
    name="left-the-painting",
    figure="person",
    palettes=("interior", "lavender"),
    stage=stage,
)
