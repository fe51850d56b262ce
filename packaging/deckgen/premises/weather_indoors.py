"""Premise "weather-indoors": Indoors, a small cloud hangs under the ceiling and rains on a
person reading in an armchair under an open umbrella, while a cat watches from the dry side
of the room."""

from __future__ import annotations

import numpy as np

from ..kit.figures import joint_at, person
from ..kit.paint import H, W, blend, blur, box, disc, ellipse, glow, icon_mask, mix, rgb
from ..kit.place import main, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    fy = ctx.room(ctx.u(0.7, 0.76))
    x, s = third(ctx)
    flip = s > 0  # the reader faces into the room
    # a lamp on the far side lights the room
    lx, ly = W / 2 - s * ctx.u(320, 400), fy - H * 0.3
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 520, ctx.pal.light, 0.45)
    weather = pick(ctx, ["rain", "snow"])
    table = box(lx - 110, fy - 250, lx + 110, fy - 225, 2)
    for leg in (lx - 95, lx + 85):
        table = np.maximum(table, box(leg, fy - 230, leg + 12, fy + 10, 2))
    tbox = (int(lx - 110), int(fy - 250), int(lx + 110), int(fy + 10))
    ctx.lit(table, tbox, rgb("#5a3a2a"), rim=0.3)
    sec(ctx, "desk-lamp", lx, fy - 250 - H * 0.05, H * 0.1, fill="#3a3030")
    # the armchair, and a reader sitting in it under an umbrella
    cw = H * 0.3
    main(
        ctx,
        "armchair",
        x,
        fy - cw * 0.42,
        cw,
        label=f"an armchair under a {weather} cloud",
        fill=pick(ctx, ["#8a3a3a", "#3f5f6a", "#6a5a2a"]),
        shadow=fy + 20,
        flip=flip,
    )
    seat_y = fy - cw * 0.42
    ph = H * 0.3
    person(
        ctx,
        "sit-hold",
        x + (-1 if flip else 1) * cw * 0.06,
        seat_y,
        ph,
        label="a person reading in the armchair",
        flip=flip,
        tags=("person", "reading", "calm"),
    )
    hand = joint_at("sit-hold", "ha_r", x + (-1 if flip else 1) * cw * 0.06, seat_y, ph, flip)
    uh = H * 0.19
    um, ubb = icon_mask("umbrella", hand[0], hand[1] - uh * 0.42, uh)
    ctx.lit(um, ubb, rgb(pick(ctx, ["#3a5a8a", "#c0503a", "#2f6f5a"])), rim=0.5)
    ctx.elements.append(
        {
            "icon": "umbrella",
            "role": "secondary",
            "bbox": list(ubb),
            "tags": ["object", "rain", "shelter"],
            "label": "an open umbrella",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(um, 6))
    # a small rain cloud under the ceiling, raining on the umbrella and into a puddle
    cx, cy = hand[0], ubb[1] - H * 0.1
    cm = np.zeros((H, W), np.float32)
    cbox = (int(cx - 290), int(cy - 110), int(cx + 290), int(cy + 100))
    for _ in range(7):
        cm = np.maximum(
            cm,
            ellipse(cx + ctx.u(-170, 170), cy + ctx.u(-40, 30), ctx.u(70, 120), ctx.u(45, 70), 6),
        )
    ctx.lit(cm, cbox, rgb("#b8bfcc"), rim=0.8)
    ctx.shape(f"a small {weather} cloud", "secondary", ("cloud", weather, "weather"), cbox)
    drops = []
    for _ in range(70):
        dx0 = cx + ctx.u(-260, 260)
        y0 = cy + ctx.u(40, 90)
        y1 = y0 + ctx.u(40, 90)
        drops.append((dx0, y0, y1))

    # each drop falls at its own place and pace (a side generator: the staging is unchanged),
    # thin, slanted and of uneven weight, so the rain does not line up in columns
    jit = ctx.side().uniform(0, 1, (len(drops), 7, 3))

    def rain(img: np.ndarray) -> None:
        m = np.zeros(img.shape[:2], np.float32)
        for (dx0, y0, y1), jd in zip(drops, jit, strict=True):
            for k in range(7):
                step = (fy - y0) / 7
                yy0 = y0 + (k + jd[k, 0] * 0.9) * step + (y1 - y0) * 0.3
                xx0 = dx0 + (jd[k, 1] - 0.5) * 40 - (yy0 - y0) * 0.08
                if yy0 > fy or (ubb[0] - 6 < xx0 < ubb[2] + 6 and yy0 + 50 > ubb[1]):
                    break  # on the floor, or on the umbrella (nothing falls under it)
                w = 0.45 + 0.55 * jd[k, 2]
                if weather == "rain":
                    ln = 22 + 30 * jd[k, 2]
                    m = np.maximum(m, segment(xx0, yy0, xx0 - ln * 0.12, yy0 + ln, 2.6) * w)
                else:
                    m = np.maximum(m, disc(xx0 + 9 * np.sin(yy0 / 40), yy0, 4 + 3 * w, 1.5) * w)
        blend(img, m, rgb("#eef4fa"), 0.75)

    ctx.after.append(rain)
    pud = ellipse(x, fy + 70, cw * 0.9, 40, 10)
    blend(ctx.img, pud, mix(rgb("#9fb8c8"), ctx.c("light"), 0.3), 0.5)
    # a cat watches from the dry side of the room
    sec(ctx, "cat", W / 2 - s * ctx.u(150, 230), fy + 40, H * 0.1, shadow=fy + 90, flip=not flip)
    return Painted(
        "Indoors, a small cloud hangs under the ceiling and "
        f"{'rains' if weather == 'rain' else 'snows'} on a person reading in an armchair "
        "under an open umbrella, while a cat watches from the dry side of the room.",
        ["home", "sadness", "calm", "weather", "habit", "patience", "mood", "reading", "shelter"],
    )


PREMISE = Premise(
    name="weather-indoors",
    figure="person",
    palettes=("interior", "mint", "lavender"),
    stage=stage,
)
