"""Premise "pencil-draws-the-bridge": between two cliffs over a deep misty gorge, a giant
yellow pencil stands upright on its tip and draws a wooden bridge out over the void as it
goes; behind it the drawn lines have turned into solid coloured planks, and a small fox sits
on the freshly drawn part, trusting it.

The pencil is drawn from shapes (a hexagonal yellow body in three facets, a metal ferrule, a
pink eraser, the sharpened wooden cone and its dark lead); the bridge's graphite outlines and
hatching are drawn after the paint, thinner than a stroke.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, box, icon_mask, mix, rgb, smooth_noise
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, segment

Pt = tuple[float, float]
GRAPHITE = "#2e2f36"


def stage(ctx: Ctx) -> Painted:
    px, s = third(ctx)  # the pencil's tip on a vertical third; it draws toward side s

    def fx(x: float) -> float:  # x measured from the side the bridge starts on
        return x if s > 0 else W - x

    ctx.texture_sky(0.05)
    sun_x, sun_y = fx(W * ctx.u(0.22, 0.32)), H * ctx.u(0.12, 0.17)
    ctx.celestial(sun_x, sun_y, 70, "sun")
    later_glow(ctx, sun_x, sun_y, 300, "#fff6dc", 0.3)
    # the far side of the gorge: pale ridges fading into the mist
    deck_y = H * ctx.u(0.58, 0.61)
    for k, (base, col, a) in enumerate(
        ((deck_y - 220, "#7e948e", 0.45), (deck_y - 120, "#5f766f", 0.55))
    ):
        rng_r = np.clip((YY - base - 60 * np.sin(XX / (180 + 60 * k) + ctx.u(0, 6))) / 4, 0, 1)
        blend(ctx.img, rng_r.astype(np.float32), mix(rgb(col), ctx.sky_at(0.7), 0.5), a)
    ctx.fog(deck_y / H - 0.02, 0.08, 0.55)
    # the gorge: deep walls falling into mist
    gorge = np.clip((YY - deck_y - 80) / (H - deck_y), 0, 1) ** 0.8
    swirl = 0.75 + 0.5 * smooth_noise(ctx.rng, 120)
    blend(ctx.img, np.clip(gorge * swirl, 0, 1).astype(np.float32), rgb("#3e4c52"), 0.7)
    # the two cliffs: the bridge leaves from the near one (x < left_edge in fx terms)
    left_edge = W * ctx.u(0.16, 0.2)
    right_edge = W * ctx.u(0.86, 0.9)
    rock = rgb("#4a4a46")
    side = ctx.side()

    def cliff(edge: float, facing: int) -> Arr:
        pts: list[Pt] = []
        y = deck_y + 6
        x = edge
        pts.append((fx(edge + 40 * facing), deck_y - 14))
        while y < H + 40:
            pts.append((fx(x), y))
            y += float(side.uniform(60, 130))
            x += facing * float(side.uniform(-60, 30))
        far = -60 if facing > 0 else W + 60
        pts += [(fx(x), H + 40), (fx(far), H + 40), (fx(far), deck_y - 18)]
        return polygon_fine(pts)

    near = cliff(left_edge, 1)
    farc = cliff(right_edge, -1)
    cliffs = np.maximum(near, farc)
    ctx.lit(cliffs, mask_bbox(cliffs), rock, rim=0.3)
    # snow lying on the clifftops
    cap_m = cliffs * np.clip(1 - (YY - deck_y + 20) / 40, 0, 1) * (deck_y - 24 < YY)
    blend(ctx.img, cap_m.astype(np.float32), rgb("#eef2f0"), 0.9)
    # mist rising out of the depths, over the cliffs' feet
    ctx.fog(deck_y / H + 0.1, 0.05, 0.6, "#e6ece8")
    ctx.fog(deck_y / H + 0.24, 0.04, 0.35, "#dfe6e4")
    # pines on both clifftops
    for edge, d in ((left_edge, -1), (right_edge, 1)):
        for k in range(3):
            tx = fx(edge + d * (50 + k * 70 + float(side.uniform(0, 30))))
            th = H * float(side.uniform(0.1, 0.16))
            tm, _ = icon_mask("pine-tree", tx, deck_y - th / 2 + 10, th)
            blend(ctx.img, tm, mix(rgb("#2f3f38"), ctx.sky_at(0.5), 0.25 + 0.1 * k))
    # the bridge: from the near cliff to the pencil's tip
    x0, x1 = left_edge - 30, fx(px)
    span = x1 - x0
    dk = 40.0  # the deck's thickness
    deck = box(min(fx(x0), fx(x1)), deck_y - dk, max(fx(x0), fx(x1)), deck_y, 1.5)
    rail_h = 120.0
    posts = np.zeros((H, W), np.float32)
    post_xs = [x0 + 20 + k * 78 for k in range(int((span - 30) / 78) + 1)]
    for bx in post_xs:
        posts = np.maximum(posts, box(fx(bx) - 9, deck_y - dk - rail_h, fx(bx) + 9, deck_y - dk))
    rail = box(
        min(fx(x0), fx(x1 - 10)),
        deck_y - dk - rail_h - 6,
        max(fx(x0), fx(x1 - 10)),
        deck_y - dk - rail_h + 6,
        1.5,
    )
    mid = box(
        min(fx(x0), fx(x1 - 10)),
        deck_y - dk - rail_h * 0.5 - 4,
        max(fx(x0), fx(x1 - 10)),
        deck_y - dk - rail_h * 0.5 + 4,
        1.5,
    )
    brace = np.zeros((H, W), np.float32)
    for k in range(len(post_xs) - 1):
        a, b = post_xs[k], post_xs[k] + 78
        brace = np.maximum(brace, segment(fx(a), deck_y + 2, fx(b), deck_y + 70, 9))
    bridge = np.clip(deck + posts + rail + mid + brace, 0, 1)
    # how solid each column is: coloured near the cliff, drawn lines toward the tip
    t = np.clip((np.abs(XX - fx(x0))) / span, 0, 1)
    t0 = ctx.u(0.42, 0.5)
    solid = np.clip(1 - (t - t0) / 0.16, 0, 1).astype(np.float32)
    wood = rgb("#8a5a34")
    ctx.lit(bridge * solid, mask_bbox(bridge), wood, rim=0.5)
    seams = np.zeros((H, W), np.float32)
    for k in range(int(span / 26)):
        sx = fx(x0 + 13 + k * 26)
        seams = np.maximum(seams, segment(sx, deck_y - dk + 2, sx, deck_y - 2, 3))
    blend(ctx.img, seams * deck * solid, rgb("#4a2c18"), 0.6)
    drawn = bridge * (1 - solid)
    blend(ctx.img, drawn, rgb("#f6f2e8"), 0.8)  # paper-white where it is only a drawing
    add_element(
        ctx,
        "a wooden bridge, solid near the cliff and only drawn in pencil toward its end",
        "secondary",
        mask_bbox(bridge),
        ("bridge", "drawing", "wood", "crossing"),
    )
    # graphite outlines and hatching over the drawn part (and faintly where it turned solid)
    edge = np.clip(bridge - np.clip(blur(bridge, 2.2) * 2 - 1, 0, 1), 0, 1)
    ink = np.clip(edge * 2.2, 0, 1)
    hatch = np.zeros((H, W), np.float32)
    for k in range(int(span / 16) + 8):
        hx = fx(x0 + k * 16)
        hatch = np.maximum(hatch, segment(hx, deck_y - 2, hx + s * 22, deck_y - dk + 2, 3))
    hatch *= deck
    lines = np.clip(ink + hatch * 0.8 + seams * deck, 0, 1) * (1 - solid * 0.85)
    # the deck's top line runs on into the lead: the line being drawn now
    live = segment(fx(x1 - 60), deck_y - dk, fx(x1), deck_y - dk + 4, 6)
    after_mask(ctx, np.clip(lines + live, 0, 1), GRAPHITE, 0.9)
    focus_on(ctx, drawn, 4, weight=0.9)
    # the pencil: on its tip at the deck's end, leaning back a little over the drawn bridge
    L = H * ctx.u(0.47, 0.5)
    pw = 132.0
    tilt = np.radians(ctx.u(9, 13))
    tip = (fx(x1), deck_y - dk + 2)
    ax, ay = -s * np.sin(tilt), -np.cos(tilt)  # along the pencil, tip to eraser
    nx, ny = -ay, ax  # across it

    def p(u: float, v: float) -> Pt:
        return (tip[0] + ax * u + nx * v, tip[1] + ay * u + ny * v)

    cone_u = 150.0
    lead_u = 46.0
    fer_u0, fer_u1 = L - 130, L - 72
    # the painted body, its lower end scalloped where the sharpener cut the paint
    scallop = [
        p(cone_u + 16 * np.cos(np.pi * 3 * v / pw) ** 2 - 8, v)
        for v in np.linspace(pw / 2, -pw / 2, 13)
    ]
    body = polygon_fine([p(fer_u0, -pw / 2), p(fer_u0, pw / 2), *scallop])
    woodc = polygon_fine([p(0, 0), p(cone_u + 12, pw / 2), p(cone_u + 12, -pw / 2)]) * (1 - body)
    lead = polygon_fine(
        [
            p(-2, 0),
            p(lead_u, pw / 2 * lead_u / cone_u + 2),
            p(lead_u, -pw / 2 * lead_u / cone_u - 2),
        ]
    )
    fer = polygon_fine(
        [
            p(fer_u0 - 2, -pw / 2 - 2),
            p(fer_u0 - 2, pw / 2 + 2),
            p(fer_u1, pw / 2 + 2),
            p(fer_u1, -pw / 2 - 2),
        ]
    )
    eraser = np.maximum(
        polygon_fine(
            [
                p(fer_u1 - 2, -pw / 2 + 2),
                p(fer_u1 - 2, pw / 2 - 2),
                p(L - 20, pw / 2 - 2),
                p(L - 20, -pw / 2 + 2),
            ]
        ),
        polygon_fine(
            [
                p(L - 24 + 20 * np.sin(a), (pw / 2 - 2) * np.cos(a))
                for a in np.linspace(-np.pi / 2, np.pi / 2, 15)
            ]
        ),
    )
    pencil = np.clip(body + woodc + lead + fer + eraser, 0, 1)
    pb = mask_bbox(pencil)
    ctx.light = (sun_x, sun_y)
    # its shadow falling on the mist is lost; a soft dark on the deck under the tip
    blend(
        ctx.img,
        blur(box(tip[0] - 40, deck_y - dk - 6, tip[0] + 40, deck_y - dk + 4), 8),
        rgb("#3a3030"),
        0.3,
    )
    ctx.lit(body, pb, rgb("#f2c01e"), rim=0.6, separate=True)
    # the hexagon's three faces: the one toward the sun light, the far one darker
    facet = (XX - tip[0]) * nx + (YY - tip[1]) * ny  # across the pencil, -pw/2 .. pw/2
    lit_side = 1 if (sun_x - tip[0]) * nx > 0 else -1
    face_lit = np.clip((facet * lit_side - pw / 6) / 2, 0, 1).astype(np.float32)
    face_dark = np.clip((-facet * lit_side - pw / 6) / 2, 0, 1).astype(np.float32)
    blend(ctx.img, body * face_lit, rgb("#ffe27a"), 0.55)
    blend(ctx.img, body * face_dark, rgb("#b07a0c"), 0.55)
    ridges = np.clip(1 - np.abs(np.abs(facet) - pw / 6) / 2.5, 0, 1).astype(np.float32) * body
    ctx.lit(woodc, pb, rgb("#e8c592"), rim=0.3)
    blend(ctx.img, woodc * face_dark, rgb("#a8804c"), 0.45)
    blend(ctx.img, lead, rgb("#2a2a30"), 1.0)
    ctx.lit(fer, pb, rgb("#b9b6aa"), rim=0.8)
    bands = np.zeros((H, W), np.float32)
    for uu in (fer_u0 + 14, fer_u1 - 14):
        a0, b0 = p(uu, -pw / 2), p(uu, pw / 2)
        bands = np.maximum(bands, segment(a0[0], a0[1], b0[0], b0[1], 5))
    ctx.lit(eraser, pb, rgb("#e98e9c"), rim=0.6)
    after_mask(ctx, bands * fer, "#6c6a62", 0.8)
    after_mask(ctx, ridges, "#9a6a08", 0.5)
    # a brand's little stamp on the body, and the lead's glint
    stamp = polylines([[p(L * 0.55, 0), p(L * 0.75, 0)]], 7) * body
    after_mask(ctx, stamp, "#3a2a10", 0.55)
    later_glow(ctx, *p(6, 0), 40, "#ffffff", 0.25)
    focus_on(ctx, pencil, 5)
    add_element(
        ctx,
        "a giant yellow pencil standing on its tip",
        "main",
        pb,
        ("pencil", "drawing", "object", "creation"),
    )
    # the fox sitting on the freshly drawn planks, trusting them
    fox_x = fx(x0 + span * (t0 + 0.12))
    fh = H * 0.095
    sec(ctx, "fox", fox_x, deck_y - dk - fh / 2 + 6, fh, flip=s < 0)
    return Painted(
        "Between two snowy cliffs over a deep misty gorge, a giant yellow pencil stands upright "
        "on its tip and draws a wooden bridge out over the void: near the cliff the bridge is "
        "solid brown planks, toward the pencil only pencil lines and hatching, and a small fox "
        "sits on the freshly drawn planks.",
        [
            "creation",
            "trust",
            "crossing",
            "imagination",
            "the unknown",
            "courage",
            "making the way",
            "leap of faith",
        ],
    )


PREMISE = Premise(
    name="pencil-draws-the-bridge",
    figure="pencil",
    palettes=("mist", "snow"),
    stage=stage,
    max_cards=1,
    frame=False,
)
