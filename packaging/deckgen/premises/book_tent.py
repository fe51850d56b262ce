"""Premise "book-tent": Close to the ground in a rainy garden, an open book has been set down
face down like a tent; under its pages a mouse camps, dry, by the light of a tiny lantern,
while big raindrops drum on the cover."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import YY, H, W, aniso_noise, blend, blur, ellipse, glow, mix, rgb
from ..kit.place import add_element, pick, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, segment

COVERS = ("#8a2a2a", "#2f4f7a", "#2f5f4a", "#6a3a6a")


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 - s * ctx.u(30, 70)  # a wide tent, its board running back on side s
    ctx.texture_sky(0.06)
    gy = H * 0.74
    # the garden seen from a mouse's height: huge dark leaves and stems behind, wet earth
    blades = np.zeros((H, W), np.float32)
    for _ in range(16):
        bx, top = ctx.u(-60, W + 60), ctx.u(H * 0.12, H * 0.45)
        lean = ctx.u(-160, 160)
        wdt = ctx.u(26, 50)
        blades = np.maximum(
            blades,
            polygon_fine(
                [
                    (bx - wdt, gy + 10),
                    (bx + lean * 0.4 - wdt * 0.5, (gy + top) / 2),
                    (bx + lean, top),
                    (bx + lean * 0.4 + wdt * 0.5, (gy + top) / 2),
                    (bx + wdt, gy + 10),
                ]
            ),
        )
    blend(ctx.img, blur(blades, 5), mix(ctx.c("ground"), ctx.sky_at(0.4), 0.3), 0.75)
    earth = np.clip((YY - gy) / 3 + 0.5, 0, 1).astype(np.float32)
    soil = rgb("#3a2e24") * (1 + 0.2 * (aniso_noise(ctx.side(), 80, 14) - 0.5))[..., None]
    blend(ctx.img, earth, np.clip(soil, 0, 1))
    # puddles on the earth, holding the grey sky
    for _ in range(3):
        px, py = ctx.u(80, W - 80), ctx.u(gy + 90, H - 80)
        pud = ellipse(px, py, ctx.u(90, 170), ctx.u(18, 30), 4)
        blend(ctx.img, pud, mix(ctx.sky_at(0.3), rgb("#3a2e24"), 0.35), 0.8)
    # the tent: an open book face down, its cover the roof, its pages hanging inside
    ty = H * 0.36
    bw = W * 0.31
    cover = rgb(pick(ctx, list(COVERS)))
    left, right = (x - bw, gy + 10), (x + bw, gy + 10)
    apex = (x, ty)
    # the board on one side runs back from the opening, seen in perspective, its cover
    # framed in gold like a book's
    near = right if s > 0 else left
    back = (s * bw * 0.5, -H * 0.07)
    side_pts = [
        (apex[0], apex[1] - 30),
        (near[0] + s * 40, near[1] - 4),
        (near[0] + s * 40 + back[0], near[1] - 4 + back[1]),
        (apex[0] + back[0], apex[1] - 30 + back[1]),
    ]
    board = polygon_fine(side_pts)
    ctx.lit(board, mask_bbox(board), cover * 0.9, rim=0.4)
    c = np.mean(np.asarray(side_pts), 0)
    frame_pts = [(c[0] + (px - c[0]) * 0.78, c[1] + (py - c[1]) * 0.78) for px, py in side_pts]
    frame = polylines([[*frame_pts, frame_pts[0]]], 9)
    blend(ctx.img, frame, rgb("#d8b04a"), 0.85)
    ornament = polygon_fine(
        [(c[0] + (px - c[0]) * 0.3, c[1] + (py - c[1]) * 0.3) for px, py in side_pts]
    )
    blend(ctx.img, ornament, rgb("#d8b04a"), 0.8)
    inside = polygon_fine([apex, right, left])
    # inside: dry, warm, lit by the lantern
    lamp = (x + s * 60, gy - 60)
    ctx.light = (lamp[0], lamp[1] - 40)
    warm = mix(rgb("#3a2418"), rgb("#c88a4a"), 0.35)
    blend(ctx.img, inside, warm)
    glow(ctx.img, lamp[0], lamp[1], 360, "#ffc870", 0.55)
    # the page blocks: cream slabs under each half of the cover, page edges as lines
    pages = np.zeros((H, W), np.float32)
    for end in (left, right):
        d = 1 if end[0] > x else -1
        slab = polygon_fine(
            [apex, end, (end[0] - d * 90, end[1]), (x, ty + 110)],
        )
        pages = np.maximum(pages, slab)
    ctx.lit(pages, mask_bbox(pages), rgb("#efe4cc"), rim=0.3, separate=False)
    lines = []
    for k in range(1, 6):
        f = k / 6
        for end in (left, right):
            d = 1 if end[0] > x else -1
            a = (apex[0], apex[1] + 110 * f)
            b = (end[0] - d * 90 * f, end[1])
            lines.append([a, b])
    after_mask(ctx, polylines(lines, 2) * pages, "#b8a888", 0.6)
    # the cover: two thick boards meeting at the spine
    roof = np.zeros((H, W), np.float32)
    for end in (left, right):
        d = 1 if end[0] > x else -1
        roof = np.maximum(
            roof,
            polygon_fine(
                [
                    (apex[0], apex[1] - 34),
                    (end[0] + d * 40, end[1] - 4),
                    (end[0] + d * 10, end[1] + 10),
                    apex,
                ]
            ),
        )
    spine = ellipse(apex[0], apex[1] - 14, 34, 26, 3)
    roof = np.maximum(roof, spine)
    ctx.lit(roof, mask_bbox(roof), cover, rim=0.7)
    # a gold band across each board near the spine
    bands = (
        polylines(
            [
                [(x - 40, ty + 20), (x - bw * 0.4, gy - (gy - ty) * 0.55)],
                [(x + 40, ty + 20), (x + bw * 0.4, gy - (gy - ty) * 0.55)],
            ],
            10,
        )
        * roof
    )
    blend(ctx.img, bands, rgb("#d8b04a"), 0.8)
    tent = np.maximum(np.maximum(roof, pages), inside)
    tb = mask_bbox(np.maximum(tent, board))
    add_element(
        ctx,
        "an open book set up as a tent",
        "main",
        tb,
        ("object", "story", "shelter", "book"),
    )  # drawn from shapes: no icon
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(tent, 6) * 1.5, 0, 1) * 0.85)
    # the mouse inside, sitting by its lantern, and the lantern (drawn after the paint)
    sec(ctx, "seated-mouse", x - s * 70, gy - H * 0.06, H * 0.12, fill="#a89a90", flip=s < 0)
    later_icon(ctx, "old-lantern", lamp[0], lamp[1], 70, "#3a2a1a")
    later_glow(ctx, lamp[0], lamp[1] + 6, 60, "#ffd890", 0.8, core=9)
    # its warm light spills out on the wet earth; rain everywhere else
    spill = ellipse(x, gy + 60, bw * 1.1, 70, 30) * earth
    blend(ctx.img, spill, rgb("#c88a4a"), 0.35)
    gen = ctx.side()
    rain = np.zeros((H, W), np.float32)
    for _ in range(170):
        rx, ry = float(gen.uniform(0, W)), float(gen.uniform(0, gy - 40))
        ln = float(gen.uniform(26, 44))
        np.maximum(rain, segment(rx, ry, rx - 0.1 * ln, ry + ln, 4.0), out=rain)
    after_mask(ctx, rain * (1 - np.maximum(tent, board)), "#dfe8ec", 0.85)
    splash = np.zeros((H, W), np.float32)
    for _ in range(14):
        t = float(gen.uniform(0.1, 0.9))
        end = left if gen.random() < 0.5 else right
        px = apex[0] + (end[0] - apex[0]) * t
        py = apex[1] - 30 + (end[1] - apex[1]) * t
        np.maximum(splash, ellipse(px, py, 14, 6, 2), out=splash)
    after_mask(ctx, splash, "#eef4f6", 0.8)
    return Painted(
        "Close to the ground in a rainy garden, an open book has been set down face down like a "
        "tent; under its pages a mouse camps, dry, by the light of a tiny lantern, while big "
        "raindrops drum on the cover.",
        ["shelter", "stories", "cosiness", "rain", "small world", "reading", "safety", "home"],
        setting="on a grey rainy day",
    )


PREMISE = Premise(
    name="book-tent",
    figure="book",
    palettes=("storm", "mist"),
    stage=stage,
    max_cards=1,
)
