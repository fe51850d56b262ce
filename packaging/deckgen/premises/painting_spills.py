"""Premise "painting-spills": In a dim studio the sea painted on a canvas pours out of the
picture onto the floor; the painter beside it reacts."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.light import later_icon
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, box, ellipse, mix, rgb
from ..kit.people import WHO
from ..kit.place import add_element, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.studio import easel, hang_canvas


def stage(ctx: Ctx) -> Painted:
    """In a dim studio the sea painted on a canvas pours out of the picture onto the floor;
    the painter beside it reacts."""
    e = easel(ctx)
    s, fy, cx, cy, cw, chh, lb = e.s, e.fy, e.cx, e.cy, e.cw, e.chh, e.lb
    # the canvas holds a sea under a sky
    sea_pal = pick(ctx, ["noon", "golden", "dawn"])
    pic = ctx.sub(sea_pal)
    pic.texture_sky()
    hz = (cy + chh * 0.1) / H
    pic.celestial(cx - s * cw * 0.45, cy - chh * 0.45, 40)
    pic.clouds(3, (cy - chh) / H, hz - 0.02, 0.6)
    pic.water(hz, ripple=5)
    canvas = hang_canvas(ctx, e, pic)
    ctx.light = (cx, cy)
    sea = np.asarray(pic.img[int(cy + chh - 10), int(cx)], np.float32)
    # the spill: over the canvas's lower edge, down past the ledge, into a pool on the floor
    sx0, sx1 = cx - cw * 0.55, cx + cw * 0.35
    fall = box(sx0, cy + chh - 4, sx1, fy + 40, 4)
    fall *= 1 - 0.35 * (aniso_noise(ctx.rng, 18, 120) > 0.55) * (cy + chh + 30 < YY)
    px = (sx0 + sx1) / 2 + s * 40
    pool = ellipse(px, fy + H * 0.1, W * 0.4, H * 0.065, 12)
    water = np.maximum(fall, pool)
    wc = mix(sea, rgb("#2f7f95"), 0.35)
    blend(ctx.img, water, wc, 0.92)
    streaks = (aniso_noise(ctx.rng, 6, 80) > 0.6).astype(np.float32) * fall
    blend(ctx.img, streaks, rgb("#e8f6f8"), 0.5)
    rip = (aniso_noise(ctx.rng, 90, 8) > 0.62).astype(np.float32) * pool
    blend(ctx.img, rip, rgb("#dff4f4"), 0.3)
    blend(ctx.img, ellipse(px, fy + 40, 200, 26, 10), rgb("#ffffff"), 0.45)  # foam
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(canvas, water), 8) * 0.8)
    eb = (
        int(min(lb[0], cx - cw - 14)),
        int(cy - chh - 60),
        int(max(lb[2], cx + cw + 14)),
        int(fy + 40),
    )
    add_element(
        ctx,
        "a painted {} pouring out of its canvas".format(
            {"noon": "blue sea", "golden": "sunset sea", "dawn": "pink sea at dawn"}[sea_pal]
        ),
        "main",
        eb,
        ("painting", "sea", "waterfall", "art"),
    )
    # a paper boat sails out across the pool
    bx = px - s * W * 0.2
    ctx.subject(
        "paper-boat",
        bx,
        fy + H * 0.09,
        H * 0.08,
        "secondary",
        fill="#f4efe4",
        flip=s > 0,
        tags=("object", "water", "journey"),
    )
    # the painter, on the other side, facing the canvas
    ph = H * ctx.u(0.33, 0.36)
    pxp = float(np.clip(cx - s * (cw + ph * 0.32), ph * 0.35, W - ph * 0.35))
    pfy = fy + H * 0.1
    pose = pick(ctx, ["arms-up", "point", "hold"])
    flip = s < 0
    who = pick(ctx, WHO[:4])
    person(
        ctx,
        pose,
        pxp,
        pfy,
        ph,
        "secondary",
        label=f"{who}, the painter",
        who=who,
        flip=flip,
        shadow=pfy,
        tags=("person", "artist", "surprise"),
    )
    if pose == "hold":
        hand = joint_at("hold", "ha_r", pxp, pfy, ph, flip)

        later_icon(
            ctx, "paint-brush", hand[0], hand[1] - 30, 90, "#3a2a20", rot=-30 if s > 0 else 30
        )
    act = {
        "arms-up": "throws up both hands",
        "point": "points at it",
        "hold": "holds out a brush",
    }[pose]
    return Painted(
        f"In a dim studio, the sea painted on a canvas pours over the frame, down the easel and "
        f"into a pool on the floor where a paper boat sails away; {who} beside it, the painter, "
        f"{act}.",
        [
            "creation",
            "art",
            "imagination",
            "overflowing",
            "inspiration",
            "out of control",
            "dream",
            "surprise",
            "flood",
            "making",
        ],
    )


PREMISE = Premise(
    name="painting-spills",
    figure="person",
    palettes=("interior", "mint", "lavender"),
    stage=stage,
)
