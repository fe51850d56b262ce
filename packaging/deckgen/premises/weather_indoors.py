"""Premise "weather-indoors": Indoors, a small cloud hangs under the ceiling and rains on an
armchair, where a dog sits up patiently under an open umbrella planted in the cushion, while
a lamp glows warm on the dry side of the room."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import later_glow
from ..kit.paint import XX, YY, H, W, blend, box, disc, ellipse, glow, icon_mask, mix, rgb
from ..kit.place import focus_on, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import segment


def stage(ctx: Ctx) -> Painted:
    fy = ctx.room(ctx.u(0.7, 0.76))
    x, s = third(ctx)
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
    lh = H * 0.13
    lflip = lx > W / 2  # the lamp's head turned toward the armchair
    lm = sec(ctx, "desk-lamp", lx, fy - 250 - lh / 2 + 4, lh, fill="#3a3030", flip=lflip)
    # its bulb is the room's warm light, lit after the paint (a glow on the table and wall)
    lb = bbox_of(lm)
    bx = lb[2] - (lb[2] - lb[0]) * 0.42 if not lflip else lb[0] + (lb[2] - lb[0]) * 0.42
    by = lb[1] + (lb[3] - lb[1]) * 0.3
    later_glow(ctx, bx, by, 260, "#ffd890", 0.35)
    later_glow(ctx, bx, by, 40, "#fff4d0", 0.6, core=12)
    # the armchair, and a dog sitting up in it under an umbrella planted beside the cushion
    cw = H * 0.3
    ctx.subject(
        "armchair",
        x,
        fy - cw * 0.42,
        cw,
        "secondary",
        label=f"an armchair under a {weather} cloud",
        fill=pick(ctx, ["#8a3a3a", "#3f5f6a", "#6a5a2a"]),
        shadow=fy + 20,
        tags=("object", "home", "rest"),
    )
    face = -s  # the dog looks toward the lamp
    seat = fy - cw * 0.34  # the top of the seat cushion
    dh = H * ctx.u(0.17, 0.185)
    dog_x = x - face * cw * 0.04
    # the umbrella first: its shaft planted in the cushion by the dog's back, leaning so that
    # the canopy is over the dog's head
    uh = H * 0.22
    th = np.radians(-face * 20)  # the icon's turn (counter-clockwise), as PIL turns it
    down = (float(np.sin(th)), float(np.cos(th)))  # along the shaft, toward its foot
    foot = (dog_x - face * (dh * 0.5 + 10), seat + 12)
    reach = dh * 0.78 + uh * 0.32  # from the canopy's middle down to the cushion
    ux, uy = foot[0] - down[0] * reach, foot[1] - down[1] * reach
    um, _ = icon_mask("umbrella", ux, uy, uh, rot=float(np.degrees(th)))
    along = (XX - ux) * down[0] + (YY - uy) * down[1]
    um = um * (uh * 0.28 > along)  # the crook of the handle cut away: a straight shaft instead
    shaft = segment(ux + down[0] * uh * 0.2, uy + down[1] * uh * 0.2, foot[0], foot[1], 9)
    um = np.maximum(um, shaft)
    ubb = bbox_of(um)
    umb = pick(ctx, ["#3a5a8a", "#c0503a", "#2f6f5a"])
    ctx.lit(um, ubb, rgb(umb), rim=0.5)
    ctx.elements.append(
        {
            "icon": "umbrella",
            "role": "secondary",
            "bbox": list(ubb),
            "tags": ["object", "rain", "shelter"],
            "label": "an open umbrella planted in the armchair",
        }
    )
    focus_on(ctx, um, 6, 1.0)
    coat, coat_said = {
        "#d8c8a8": ("#d8c8a8", "cream"),
        "#b07a48": ("#b07a48", "brown"),
    }[pick(ctx, ["#d8c8a8", "#b07a48"])]  # (a black one is lifted pale against the chair)
    ctx.subject(
        "sitting-dog",
        dog_x,
        seat - dh / 2 + H * 0.01,
        dh,
        "main",
        fill=coat,
        flip=face < 0,
        tags=("animal", "dog", "patient"),
        label=f"a {coat_said} dog sitting up in the armchair under an umbrella",
    )
    hand = (ux, ubb[3])
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
    return Painted(
        "Indoors, a small cloud hangs under the living-room ceiling and "
        f"{'rains' if weather == 'rain' else 'snows'} on an armchair, where a {coat_said} dog "
        "sits up patiently under an open umbrella planted in the cushion, while a lamp glows "
        "warm on the dry side of the room.",
        ["home", "sadness", "calm", "weather", "habit", "patience", "mood", "shelter", "loyalty"],
    )


PREMISE = Premise(
    name="weather-indoors",
    figure="dog",
    palettes=("interior", "lavender"),
    stage=stage,
    max_cards=1,
)
