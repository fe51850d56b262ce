"""Premise "suitcase-of-home": A traveller has opened a big suitcase on a road, a quay or a
platform, and inside it is a whole summer valley with its own sky, hills, a river and a tiny
house."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, person
from ..kit.ground import pine_row
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, box, ellipse, glow, mix, rgb
from ..kit.people import DARK_COATS, WHO, drawn_as
from ..kit.place import pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import hex_colour, polygon, ribbon, segment
from ..kit.sky import sky

PLACE = {
    "snow": "On a snowy road",
    "noon": "On a bright quay by the sea",
    "golden": "On a station platform",
    "dusk": "On a station platform at dusk",
}


GROUND = {"snow": "snowy road", "noon": "quay", "golden": "platform", "dusk": "platform at dusk"}


VALLEY = {"noon": "summer", "spring": "spring", "golden": "golden"}


def stage(ctx: Ctx) -> Painted:
    """A traveller has opened a big suitcase on a road, a quay or a platform, and inside it is
    a whole summer valley with its own sky, hills, a river and a tiny house."""
    place = ctx.pal.name
    _x, s = third(ctx)
    ws = W * ctx.u(0.26, 0.29)  # half the suitcase's width
    ph = H * ctx.u(0.36, 0.4)  # the traveller's height
    pose = pick(ctx, ["point", "hand", "arms-up"])
    m = ph * (0.36 if pose == "arms-up" else 0.3) + 16
    px = W / 2 - s * (W / 2 - m - ctx.u(0, 30))
    cx = float(np.clip(px + s * (ph * ctx.u(0.2, 0.26) + ws), ws + 50, W - ws - 50))
    fy = H * ctx.u(0.8, 0.83)  # the suitcase stands here
    hb, dep = H * 0.095, H * ctx.u(0.05, 0.06)
    hl = H * ctx.u(0.24, 0.27)
    yt = fy - hb  # top of the front face
    yb = yt - dep  # the hinge: the back edge of the body
    ylt = yb - hl  # top of the lid
    # the outside world
    sun_x = W / 2 - s * ctx.u(200, 330)
    if place == "dusk":
        sky(ctx, sx=sun_x, sy=H * ctx.u(0.4, 0.46), r=60, clouds=0)
        gy = H * ctx.u(0.55, 0.58)
    else:
        sky(ctx, sx=sun_x, sy=H * ctx.u(0.1, 0.18), r=55, clouds=3)
        gy = H * ctx.u(0.52, 0.56)
    if place == "noon":
        ctx.water(gy / H, ripple=5)
        qy = H * ctx.u(0.66, 0.69)  # the quay's edge
        stone = rgb("#d8d0c0")
        n = aniso_noise(ctx.rng, 120, 30) - 0.5
        slabs = stone * (1 + 0.12 * n[..., None])
        for k in range(9):
            yy = qy + (H - qy) * (k / 9) ** 1.5
            slabs *= (1 - 0.25 * box(-5, yy, W + 5, yy + 4, 1.5))[..., None]
        blend(ctx.img, box(-5, qy, W + 5, H + 5, 1.5), np.clip(slabs, 0, 1))
        blend(ctx.img, box(-5, qy - 4, W + 5, qy + 14, 1.5), rgb("#6a6258"))
        # a bollard at the quay's edge on the far side
        bx = W / 2 - s * ctx.u(380, 440)
        bm = np.maximum(
            box(bx - 34, qy - 110, bx + 34, qy + 30, 6), ellipse(bx, qy - 110, 48, 20, 3)
        )
        ctx.lit(bm, bbox_of(bm), rgb("#2e2a2c"), rim=0.5)
        ctx.cast_shadow(bm, bbox_of(bm), qy + 30, 0.35)
    elif place == "snow":
        ctx.is_sub = True  # no grass tufts on the snow
        gy = ctx.hills(gy / H, 2, amp=30, ground="#eef2f6")
        ctx.is_sub = False
        # fresh snow in front: lighter toward the viewer, not the grassy front ridge's dark
        snow = np.clip((YY - gy) / 200, 0, 1).astype(np.float32)
        blend(ctx.img, snow, rgb("#f2f5f9"), 0.45)
        # dark pines along the far edge of the snow, and a road running away to the horizon
        pine_row(ctx, gy)
        vx = W / 2 - s * ctx.u(60, 160)
        for off in (-1, 1):
            rut = polygon(
                [
                    (vx + off * 4, gy),
                    (vx + off * 10, gy),
                    (vx + off * 250, H + 10),
                    (vx + off * 190, H + 10),
                ],
                3,
            )
            blend(ctx.img, rut * (gy < YY), rgb("#6f7f92"), 0.6)
    else:
        ctx.is_sub = True  # no grass tufts or framing tree on a platform
        gy = ctx.hills(gy / H, 1, amp=24)
        ctx.is_sub = False
        py = H * ctx.u(0.66, 0.69)  # the platform's near edge, rails beyond it
        blend(ctx.img, box(-5, gy, W + 5, py, 2), rgb("#5a5048"), 0.8)
        for ry in (gy + (py - gy) * 0.35, gy + (py - gy) * 0.7):
            blend(ctx.img, box(-5, ry, W + 5, ry + 7, 1.5), rgb("#c8c0b8"), 0.85)
        plat = rgb("#a8a098") * (0.75 if place == "dusk" else 1.0)
        n = aniso_noise(ctx.rng, 140, 26) - 0.5
        blend(
            ctx.img, box(-5, py, W + 5, H + 5, 1.5), np.clip(plat * (1 + 0.14 * n[..., None]), 0, 1)
        )
        blend(ctx.img, box(-5, py, W + 5, py + 20, 1.5), rgb("#e8c040"))  # the yellow line
        for k in range(1, 8):
            x0 = W * k / 8
            blend(
                ctx.img, segment(x0, py + 20, x0 + (x0 - W / 2) * 1.2, H + 10, 4), plat * 0.7, 0.5
            )
    ctx.img *= 0.92
    # the valley inside: its own sky, sun, hills and river
    vpal = "spring" if place == "noon" else pick(ctx, ["noon", "spring"])
    val = ctx.sub(vpal)
    val.texture_sky()
    hz = yb - hl * ctx.u(0.32, 0.42)  # the valley's horizon, inside the lid
    val.celestial(cx - s * ws * 0.45, ylt + hl * 0.28, 32)
    val.clouds(2, (ylt + 40) / H, (hz - 60) / H, 0.55)
    val.hills(hz / H, 3, amp=36, cell=160)
    # the river winds from the far hills to the front of the case
    pts, wid = [], []
    ph0 = ctx.u(0, 6)
    for k in range(40):
        t = k / 39
        y = hz + 30 + (fy - hb * 0.15 - hz - 30) * t
        x = cx + s * ws * 0.15 + ws * 0.45 * np.sin(ph0 + t * 5.0) * (0.3 + 0.7 * t)
        pts.append((x, y))
        wid.append(10 + 140 * t**1.6)
    river = ribbon(pts, wid, 2)
    water = mix(val.sky_at(0.15), rgb("#ffffff"), 0.2)
    blend(val.img, river, water)
    glint = (aniso_noise(ctx.side(), 50, 6) > 0.6).astype(np.float32) * river
    blend(val.img, glint, rgb("#ffffff"), 0.5)
    # the tiny house on a hill beside the river
    hx = float(np.clip(cx - s * ws * 0.5, cx - ws + 90, cx + ws - 90))
    house_y = hz + (yb - hz) * 0.45
    val.subject(
        "house",
        hx,
        house_y,
        H * 0.075,
        "secondary",
        fill="#e8d8b8",
        tags=("building", "home", "far away"),
        label="a tiny house in the valley",
        shadow=house_y + H * 0.037,
    )
    # the suitcase's shapes
    rr = 26  # rim thickness
    lid_out = polygon(
        [
            (cx - ws * 0.93, yb + 8),
            (cx - ws * 0.97, ylt),
            (cx + ws * 0.97, ylt),
            (cx + ws * 0.93, yb + 8),
        ],
        2,
    )
    lid_in = polygon(
        [
            (cx - ws * 0.93 + rr, yb + 8),
            (cx - ws * 0.97 + rr, ylt + rr),
            (cx + ws * 0.97 - rr, ylt + rr),
            (cx + ws * 0.93 - rr, yb + 8),
        ],
        2,
    )
    body = polygon(
        [
            (cx - ws, yt),
            (cx - ws * 0.93, yb),
            (cx + ws * 0.93, yb),
            (cx + ws, yt),
            (cx + ws, fy),
            (cx - ws, fy),
        ],
        2,
    )
    opening = polygon(
        [
            (cx - ws + rr, yt + 4),
            (cx - ws * 0.93 + rr, yb + 6),
            (cx + ws * 0.93 - rr, yb + 6),
            (cx + ws - rr, yt + 4),
        ],
        2,
    )
    case = np.maximum(lid_out, body)
    world = np.maximum(lid_in, opening)
    # the valley's light spills out on the ground and the traveller
    glow_c = mix(val.sky_at(0.6), rgb("#fff2c8"), 0.5)
    ctx.light = (cx, (ylt + yb) / 2) if place == "dusk" else ctx.light
    glow(
        ctx.img, cx, (ylt + fy) / 2, ws * 1.6, hex_colour(glow_c), 0.35 if place != "dusk" else 0.6
    )
    ctx.cast_shadow(case, bbox_of(case), fy, 0.45)
    ctx.contact(case, bbox_of(case))
    leather = rgb(pick(ctx, ["#6a3a26", "#3a4a5a", "#7a2e2a", "#4a3a2a"]))
    ctx.lit(case, bbox_of(case), leather, rim=0.5)
    ctx.fill_with(world, val, rim=0.0)
    # straps, clasps and a handle on the front face
    for side in (-1, 1):
        strap = box(cx + side * ws * 0.55 - 22, yt, cx + side * ws * 0.55 + 22, fy - 4, 2)
        blend(ctx.img, strap, leather * 0.55, 0.9)
        blend(
            ctx.img,
            box(
                cx + side * ws * 0.55 - 26,
                yt + hb * 0.3,
                cx + side * ws * 0.55 + 26,
                yt + hb * 0.5,
                2,
            ),
            rgb("#d8b060"),
        )
    for side in (-1, 1):  # brass corner caps
        cap = np.maximum(
            box(cx + side * ws - 40 * (side > 0), fy - 40, cx + side * ws + 40 * (side < 0), fy, 3),
            box(cx + side * ws - 40 * (side > 0), yt, cx + side * ws + 40 * (side < 0), yt + 40, 3),
        )
        blend(ctx.img, cap * body, rgb("#b08a48"), 0.9)
    # the handle, on the lid's edge (now its top)
    handle = np.clip(ellipse(cx, ylt - 4, 110, 62, 2) - ellipse(cx, ylt - 4, 84, 40, 2), 0, 1) * (
        ylt + 4 > YY
    )
    ctx.lit(handle, bbox_of(handle), leather * 0.8, rim=0.6)
    case = np.maximum(case, handle)
    # a path of its light on the ground in front
    spill = polygon(
        [
            (cx - ws * 0.8, fy),
            (cx + ws * 0.8, fy),
            (cx + ws * 1.3, H + 20),
            (cx - ws * 1.3, H + 20),
        ],
        30,
    )
    blend(ctx.img, spill * (fy < YY), glow_c, 0.18 if place != "dusk" else 0.3)
    seam = box(cx - ws, yt - 2, cx + ws, yt + 8, 2)
    blend(ctx.img, seam, rgb("#d8b060"), 0.7)
    cb = bbox_of(case)
    ctx.focus[:] = np.maximum(ctx.focus, blur(case, 8))
    # the traveller on the other side, facing the suitcase
    pfy = fy + H * ctx.u(0.03, 0.06)
    flip = s < 0
    who = pick(ctx, WHO[:4])
    person(
        ctx,
        pose,
        px,
        pfy,
        ph,
        "secondary",
        label=f"{who}, the traveller",
        **drawn_as(who),
        flip=flip,
        shadow=pfy,
        coat=pick(ctx, DARK_COATS),
        tags=("person", "traveller", "journey"),
    )
    if place == "snow":  # their footprints in the snow, behind them (after the paint)
        prints = np.zeros((H, W), np.float32)
        for k in range(7):
            fx = px - s * (70 + k * 60) + (14 if k % 2 else -14)
            fyy = pfy - 6 - k * 24
            if 40 < fx < W - 40:
                prints = np.maximum(prints, ellipse(fx, fyy, 20 - k * 1.5, 9 - k * 0.7, 2))
        after_mask(ctx, prints, "#6f7f92", 0.6)
    ctx.elements.insert(
        0,
        {
            "icon": None,
            "shape": "shape",
            "label": f"an open suitcase on a {GROUND[place]} holding a {VALLEY[vpal]} valley",
            "role": "main",
            "bbox": list(cb),
            "tags": ["suitcase", "valley", "home", "another world"],
        },
    )
    act = {
        "point": "points into it",
        "hand": "holds out a hand to it",
        "arms-up": "throws up both hands",
    }[pose]
    vsaid = {
        "noon": "a blue summer sky",
        "spring": "a fresh spring sky",
        "golden": "a golden evening sky",
    }[vpal]
    return Painted(
        f"{PLACE[place]}, {who} has opened a big suitcase, and inside it is a whole "
        f"{'green ' if vpal != 'golden' else ''}valley under {vsaid}, with a sun, hills, a "
        "winding river and a tiny house; the "
        f"traveller {act}.",
        [
            "home",
            "homesickness",
            "memory",
            "journey",
            "carrying the past",
            "another world",
            "belonging",
            "secret",
            "travel",
            "summer",
        ],
    )


PREMISE = Premise(
    name="suitcase-of-home",
    figure="person",
    palettes=("snow", "noon", "golden", "dusk"),
    stage=stage,
)
