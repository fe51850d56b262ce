"""Premise "lamp-keeps-the-kitten-warm": Late at night on an empty desk by a dark window, a
kitten has fallen asleep curled up on a pile of papers, and the desk lamp has bent its long
neck down over it like a mother, keeping it warm in its pool of light."""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, blend, blur, disc, ellipse, glow, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import bezier, curled_cat, mask_bbox, polygon_fine, polylines, ribbon

LAMPS = {"green": "#3f6a54", "red": "#a8382f", "blue": "#34557a"}
FURS = {"ginger": "#d08a48", "grey": "#8a8a90", "black and white": "#3a3434"}


def stage(ctx: Ctx) -> Painted:
    _, s = third(ctx)
    fy = ctx.room(ctx.u(0.5, 0.53))  # the desk top's far edge
    # the dark window on the wall, on the lamp's side: a night sky with the moon
    wx = W / 2 + s * ctx.u(0.2, 0.24) * W
    view = ctx.sub("night")
    view.texture_sky()
    view.stars(300, 0.9)
    view.celestial(wx - s * 90, H * 0.14, 40, kind="moon")
    view.hills(0.38, 2)
    ctx.window(wx - 210, H * 0.05, wx + 210, fy - H * 0.08, view.img)
    # the room is dark: only the lamp lights it
    ctx.img *= 0.75
    # the kitten asleep on a pile of papers, on the other side of the middle
    cx, cy = W / 2 - s * ctx.u(0.1, 0.13) * W, H * ctx.u(0.75, 0.77)
    # the lamp's shade, low over the kitten, tipped toward it
    r = W * 0.15  # the kitten's size
    shx, shy = cx + s * r * 0.45, cy - r * 2.0
    ctx.light = (shx, shy + 60)
    cone = polygon_fine(
        [
            (shx - s * 30 - 70, shy + 50),
            (shx - s * 30 + 70, shy + 60),
            (cx + 330, cy + 90),
            (cx - 330, cy + 90),
        ]
    )
    blend(ctx.img, blur(cone, 50), rgb("#ffe2a0"), 0.35)
    pool = ellipse(cx, cy + 40, 420, 110, 70) * (fy < YY)
    blend(ctx.img, pool, rgb("#ffd890"), 0.5)
    glow(ctx.img, cx, cy, 520, "#ffcf80", 0.35)
    papers = np.zeros((H, W), np.float32)
    for k in range(3):
        dx, dy = ctx.u(-30, 30), -k * 12
        a = ctx.u(-0.1, 0.1)
        w2, h2 = 230, 70
        pts = [(-w2, -h2), (w2, -h2), (w2, h2), (-w2, h2)]
        sheet = polygon_fine(
            [
                (
                    cx + dx + px * np.cos(a) - py * 0.5 * np.sin(a),
                    cy + 50 + dy + px * np.sin(a) * 0.3 + py * 0.5,
                )
                for px, py in pts
            ]
        )
        ctx.lit(sheet, mask_bbox(sheet), rgb("#efe6d2"), rim=0.2)
        papers = np.maximum(papers, sheet)
    lines = [
        [(cx - 170 + ctx.u(-10, 10), cy + 52 + k * 11), (cx + 150, cy + 50 + k * 11)]
        for k in range(-1, 3)
    ]
    paper_lines = polylines(lines, 2) * papers  # drawn after the paint, round the kitten
    add_element(ctx, "a pile of papers", "secondary", mask_bbox(papers), ("paper", "work", "desk"))
    fur_name = list(FURS)[int(ctx.rng.integers(len(FURS)))]
    fur = rgb(FURS[fur_name])
    # a curled sleeping kitten: a round body, the head tucked on the side of the lamp, the
    # tail wrapped round the front
    curled = curled_cat(cx, cy, r, s)
    body, head, ears, tail, hx, hy = curled
    cat = curled.mask
    kb = mask_bbox(cat)
    after_mask(ctx, paper_lines * (1 - blur(cat, 3)), "#8a7a6a", 0.35)
    ctx.contact(cat, kb)
    ctx.lit(body, kb, fur, rim=0.7)
    ctx.lit(tail, mask_bbox(tail), fur * 0.95, rim=0.6, separate=True)
    # the head its own round volume, set off from the body by a shadowed crease
    hm = np.clip(head + ears, 0, 1)
    crease = np.clip(blur(hm, 10) * 1.6 - hm, 0, 1) * body
    blend(ctx.img, crease, fur * 0.45, 0.7)
    ctx.lit(hm, mask_bbox(hm), fur * 1.05, rim=0.8, separate=True)
    if fur_name == "black and white":
        blend(ctx.img, ellipse(hx, hy + r * 0.2, r * 0.28, r * 0.18, 3), rgb("#efe8e0"), 0.9)
    # stripes and closed eyes, after the paint
    stripes = polylines(
        [
            [
                (cx - s * r * (0.75 - 0.3 * k), cy - r * 0.6),
                (cx - s * r * (0.62 - 0.3 * k), cy - r * (0.38 - 0.04 * k)),
                (cx - s * r * (0.66 - 0.3 * k), cy - r * (0.18 + 0.06 * k)),
            ]
            for k in range(4)
        ],
        9,
    )
    if fur_name == "ginger":
        after_mask(ctx, stripes * body, fur * 0.65, 0.6)
    eyes = polylines(
        [
            [
                (hx - r * 0.25, hy - r * 0.02),
                (hx - r * 0.15, hy + r * 0.05),
                (hx - r * 0.05, hy - r * 0.02),
            ],
            [
                (hx + r * 0.08, hy - r * 0.02),
                (hx + r * 0.18, hy + r * 0.05),
                (hx + r * 0.28, hy - r * 0.02),
            ],
        ],
        4,
    )
    after_mask(ctx, eyes, "#2a1a14", 0.85)
    blend(ctx.img, disc(hx + s * r * 0.02, hy + r * 0.14, r * 0.05, 1.5), rgb("#d87a7a"), 0.9)
    add_element(
        ctx,
        f"a {fur_name} kitten asleep, curled up",
        "secondary",
        kb,
        ("cat", "kitten", "sleep", "small", "animal"),
    )
    focus_on(ctx, cat, 5, box=kb, weight=0.9)
    # the lamp: a heavy round base on the desk, its long neck rising and bending over like a
    # swan's, the shade tipped down at the kitten
    lamp_name = list(LAMPS)[int(ctx.rng.integers(len(LAMPS)))]
    metal = rgb(LAMPS[lamp_name])
    bx, by = W / 2 + s * ctx.u(0.28, 0.31) * W, H * ctx.u(0.72, 0.74)
    base = ellipse(bx, by, 120, 34, 2)
    base = np.maximum(base, ellipse(bx, by - 22, 80, 26, 2))
    top = (bx - s * 60, H * 0.28)
    neck_pts = bezier((bx, by - 30), (bx + s * 60, H * 0.3), top, 14)
    neck_pts += bezier(top, (shx + s * 60, H * 0.28), (shx + s * 40, shy - 60), 10)[1:]
    neck = ribbon(neck_pts, [26.0] * 8 + [22.0] * 8 + [18.0] * (len(neck_pts) - 16))
    joints = np.maximum(disc(*top, 28, 2), disc(bx, by - 30, 26, 2))
    # the shade: a cone tipped toward the kitten, its mouth facing down and in
    mouth = (shx - s * 16, shy + 70)
    back = (shx + s * 34, shy - 66)
    ax, ay = mouth[0] - back[0], mouth[1] - back[1]
    ln = float(np.hypot(ax, ay))
    nx, ny = -ay / ln, ax / ln
    shade = polygon_fine(
        [
            (back[0] + nx * 34, back[1] + ny * 34),
            (mouth[0] + nx * 95, mouth[1] + ny * 95),
            (mouth[0] - nx * 95, mouth[1] - ny * 95),
            (back[0] - nx * 34, back[1] - ny * 34),
        ]
    )
    shade = np.maximum(shade, disc(*back, 38, 2))
    lamp = np.clip(base + neck + joints + shade, 0, 1)
    lb = mask_bbox(lamp)
    ctx.cast_shadow(base, mask_bbox(base), by + 30, 0.4)
    ctx.lit(np.clip(neck + joints, 0, 1), lb, rgb("#b8b0a0") * 0.8, rim=0.8)
    ctx.lit(base, mask_bbox(base), metal, rim=0.6, separate=True)
    ctx.lit(shade, mask_bbox(shade), metal, rim=0.8, separate=True)
    # the bulb glowing in the shade's mouth, after the paint
    later_glow(ctx, mouth[0] - nx * 0 + ax / ln * -10, mouth[1] - 6, 200, "#fff0c0", 0.6, core=30)
    inner = ellipse(mouth[0], mouth[1] - 4, 84, 20, 3)
    after_mask(ctx, inner * blur(shade, 4), "#fff2c8", 0.55)
    add_element(
        ctx,
        "a desk lamp bending its neck over the kitten",
        "main",
        lb,
        ("lamp", "light", "object", "care", "warmth"),
    )
    lsl = (slice(lb[1], lb[3]), slice(lb[0], lb[2]))
    ctx.focus[lsl] = np.maximum(ctx.focus[lsl], np.clip(blur(lamp, 5)[lsl] * 2, 0, 1))
    # the cord trailing off the desk
    cord = polylines(
        [
            bezier(
                (bx + s * 110, by + 10),
                (bx + s * 200, by + 90),
                (W / 2 + s * W * 0.5, H * 0.86),
                10,
            )
        ],
        7,
    )
    blend(ctx.img, cord, rgb("#2a2220"), 0.8)
    ctx.img *= (1 - 0.3 * np.clip((YY - H * 0.88) / (H * 0.12), 0, 1))[..., None]
    return Painted(
        f"Late at night on a desk by a dark window, a {fur_name} kitten has fallen asleep curled "
        "up on a pile of papers, and the desk lamp has bent its long neck down over "
        "it like a mother, keeping it warm in its pool of light.",
        [
            "warmth",
            "care",
            "tenderness",
            "night",
            "sleep",
            "watching over",
            "mother",
            "safety",
            "a machine with a heart",
            "cosiness",
        ],
        setting="in a dark room at night",
    )


PREMISE = Premise(
    name="lamp-keeps-the-kitten-warm",
    figure="desk lamp",
    palettes=("night", "dusk"),
    stage=stage,
    max_cards=1,
    frame=False,
)
