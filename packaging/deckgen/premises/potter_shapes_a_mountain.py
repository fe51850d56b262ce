"""Premise "potter-shapes-a-mountain": Close up in a dim workshop, two clay-smeared hands
shape a cone of wet clay turning on a potter's wheel, and above their fingers the clay has
become a real mountain: dark pine woods, grey rock, a snowy peak with dark rock ridges, and
one tiny house with a lit window on its slope.

Only the hands and forearms are seen, coming in from both sides; the wheel's head and the
clay's throwing rings make the workshop, the snow and the lit window make the mountain real.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, blend, blur, box, ellipse, fbm, glow, mix, rgb
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon

SKIN = ("#d8a888", "#b07a58", "#8a5a40", "#e8c0a0")
SLEEVES = ("#3f5f8a", "#5a4a3a", "#2f5a4a", "#6a5a7a")


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1
    ctx.light = (W / 2 - s * W * 0.7, H * 0.05)  # a lamp high on one side of the workshop
    # the workshop: a dark warm wall, a lamp's glow
    ctx.img *= 0.55
    plaster = fbm(ctx.rng, 140, 3) - 0.5
    ctx.img *= (1 + 0.15 * plaster)[..., None]
    glow(ctx.img, ctx.light[0], H * 0.15, 900, ctx.pal.light, 0.35)
    cx = W / 2 + s * ctx.u(0, 30)
    base_y = H * 0.72
    peak_y = H * ctx.u(0.18, 0.21)
    half = W * 0.28
    # the wheel: its head a wide disc seen a little from above, the frame dark below it
    frame = box(cx - 120, base_y + 50, cx + 120, H + 10, 3)
    ctx.lit(frame, mask_bbox(frame), rgb("#3a3030"), rim=0.3)
    tray = ellipse(cx, base_y + 70, W * 0.46, 90, 3)
    ctx.lit(tray, mask_bbox(tray), rgb("#5a4a40"), rim=0.4)
    head = ellipse(cx, base_y + 20, W * 0.36, 58, 2)
    ctx.lit(head, mask_bbox(head), rgb("#8a8a88"), rim=0.6)
    blend(
        ctx.img,
        np.clip(head - ellipse(cx, base_y + 14, W * 0.35, 50, 2), 0, 1),
        rgb("#c8c4bc"),
        0.6,
    )
    # the mountain: a cone of clay with two summits, its edge a little uneven
    # the outline: wide at the wheel, narrowing as a mountain does, two summits and a jagged
    # ridge at the top (the second summit lower, on side -s)
    gen = ctx.side()
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    steps = 48
    for k in range(1, steps + 1):
        f = k / steps  # 0 at the top, 1 at the wheel
        y = peak_y + (base_y + 20 - peak_y) * f
        w = half * (0.04 + 0.96 * f**0.85)
        shoulder = half * 0.16 * float(np.exp(-(((f - 0.24) / 0.06) ** 2)))
        jl = (1 - f) ** 2 * 14 * float(gen.uniform(-1, 1))
        jr = (1 - f) ** 2 * 14 * float(gen.uniform(-1, 1))
        left.append((cx - w - (shoulder if s > 0 else 0) + jl, y))
        right.append((cx + w + (shoulder if s < 0 else 0) + jr, y))
    outline = [*left[::-1], (cx + s * 6, peak_y - 8), *right]
    cone = polygon_fine(outline)
    wob = fbm(ctx.rng, 30, 2) - 0.5
    cone = np.clip(blur(cone, 3) + 0.4 * wob * blur(cone, 14) * (1 - cone), 0, 1)
    cone = np.clip((cone - 0.4) * 4, 0, 1).astype(np.float32)
    cb = mask_bbox(cone)
    clay = rgb("#9a5a3a")
    ctx.lit(cone, cb, clay, rim=0.6)
    # the throwing rings on the clay below, thinning out as the clay turns into the mountain
    t = np.clip((YY - peak_y) / (base_y - peak_y), 0, 1)  # 0 at the peak, 1 at the wheel
    rings = (np.sin(YY / 11) > 0.55).astype(np.float32) * cone * np.clip((t - 0.55) * 4, 0, 1)
    blend(ctx.img, blur(rings, 1.2), rgb("#6a3a24"), 0.45)
    wet = cone * np.clip((t - 0.7) * 5, 0, 1)
    lit_side = np.clip((XX - cx) * np.sign(ctx.light[0] - cx) / 200, 0, 1)
    blend(ctx.img, wet * lit_side, rgb("#c8906a"), 0.25)
    # the real mountain: woods, rock, snow, shaded on the side away from the lamp
    n = fbm(ctx.rng, 24, 3) - 0.5
    woods = (
        cone * np.clip((0.72 - t + 0.12 * n) * 8, 0, 1) * np.clip((t - 0.28 + 0.1 * n) * 8, 0, 1)
    )
    trees = (fbm(ctx.side(), 6, 2) > 0.48).astype(np.float32)
    blend(ctx.img, woods, rgb("#2f4a2a"), 0.92)
    blend(ctx.img, woods * blur(trees, 1.5), rgb("#4a6a36"), 0.55)
    rock = cone * np.clip((0.36 - t + 0.1 * n) * 8, 0, 1)
    stone = rgb("#6e6a64") * (1 + 0.3 * n)[..., None]
    blend(ctx.img, rock, np.clip(stone, 0, 1))
    snow = cone * np.clip((0.2 - t + 0.12 * n) * 10, 0, 1)
    blend(ctx.img, snow, rgb("#eef0f2"), 0.95)
    # small dark pines all over the woods, rock ridges running down through the snow (after
    # the paint: thinner than a stroke)
    pines = np.zeros((H, W), np.float32)
    lit_pines = np.zeros((H, W), np.float32)
    for _ in range(400):
        px, py = float(gen.uniform(cx - half, cx + half)), float(gen.uniform(peak_y, base_y))
        if woods[int(py), int(px)] < 0.9:
            continue
        pw, ph = float(gen.uniform(9, 14)), float(gen.uniform(26, 38))
        tri = polygon_fine([(px - pw, py), (px + pw, py), (px, py - ph)])
        np.maximum(pines, tri, out=pines)
        side = polygon_fine([(px, py), (px - pw * np.sign(cx - ctx.light[0]), py), (px, py - ph)])
        np.maximum(lit_pines, side, out=lit_pines)
    blend(ctx.img, pines, rgb("#16301c"), 0.95)
    blend(ctx.img, lit_pines, rgb("#3f6a34"), 0.8)
    ridge_lines = []
    for k in range(5):
        x, y = cx + s * 6 + (k - 2) * 22, peak_y + 10 + abs(k - 2) * 18
        path = [(x, y)]
        for _ in range(10):
            x += (k - 2) * 9 + float(gen.uniform(-8, 8))
            y += 22
            path.append((x, y))
        ridge_lines.append(path)
    after_mask(ctx, polylines(ridge_lines, 5) * snow, "#6a6660", 0.75)
    top = np.clip((0.3 - t) * 6, 0, 1) * cone
    ctx.focus[:] = np.maximum(ctx.focus, blur(top, 10))
    shade = cone * np.clip((XX - cx) * -np.sign(ctx.light[0] - cx) / half, 0, 1)
    blend(ctx.img, shade, rgb("#1a1a2a"), 0.35)
    # a tiny house on the slope, its window lit
    hx = cx + s * half * 0.28
    hy = peak_y + (base_y - peak_y) * 0.52
    house = np.maximum(
        box(hx - 18, hy - 12, hx + 18, hy + 14, 1.5),
        polygon_fine([(hx - 24, hy - 10), (hx + 24, hy - 10), (hx, hy - 34)]),
    )
    blend(ctx.img, house, rgb("#d8c8b0"))
    blend(
        ctx.img,
        polygon_fine([(hx - 24, hy - 10), (hx + 24, hy - 10), (hx, hy - 34)]),
        rgb("#8a3a2a"),
    )
    later_glow(ctx, hx + 2, hy + 2, 24, "#ffd98a", 0.8, core=5)
    add_element(
        ctx,
        "a mountain of clay with woods, a snowy peak and a tiny house",
        "main",
        cb,
        ("mountain", "clay", "snow", "small world"),
    )
    focus_on(ctx, cone, 8, 1.6)
    # the two hands, from both sides, fingers up along the clay's slopes
    skin = rgb(pick(ctx, list(SKIN)))
    coat = rgb(pick(ctx, list(SLEEVES)))
    muddy = mix(skin, clay, 0.35)
    hands = np.zeros((H, W), np.float32)
    for d in (-1, 1):
        hy_ = base_y - (base_y - peak_y) * ctx.u(0.22, 0.3)
        f = (hy_ - peak_y) / (base_y + 20 - peak_y)
        ex = cx + d * half * (0.1 + 0.9 * f**0.85)  # the slope's x there
        ux, uy = -d * half, -(base_y - peak_y)
        ul = float(np.hypot(ux, uy))
        ux, uy = ux / ul, uy / ul  # up the slope
        wx, wy = ex + d * 190, hy_ + 120  # the wrist
        arm = ribbon([(d * (W / 2 + 80) + W / 2, hy_ + 420), (wx, wy)], [170, 120], 2)
        sleeve = ribbon(
            [(d * (W / 2 + 80) + W / 2, hy_ + 420), (wx + d * 150, wy + 170)], [200, 170], 2
        )
        palm = ribbon([(wx, wy), (ex + d * 35, hy_ + 30)], [125, 140], 2)
        fingers = np.zeros((H, W), np.float32)
        for k in range(4):
            off = (k - 1.5) * 34
            kx, ky = ex + d * 25, hy_ + 20 + off
            tip = (kx + ux * 150 - d * 20, ky + uy * 150)
            np.maximum(fingers, ribbon([(kx, ky), tip], [36, 30], 2), out=fingers)
        thumb = ribbon(
            [(wx - d * 10, wy - 10), (ex + d * 20, hy_ + 110), (ex - d * 10, hy_ + 70)],
            [50, 40, 32],
            2,
        )
        ctx.lit(arm, mask_bbox(arm), skin, rim=0.5)
        ctx.lit(sleeve * (1 - arm * 0), mask_bbox(sleeve), coat, rim=0.4)
        hand = np.maximum.reduce([palm, fingers, thumb])
        ctx.lit(hand, mask_bbox(hand), muddy, rim=0.7)
        edges = np.clip(fingers - blur(fingers, 2.5) * 1.15, 0, 1) * 2
        after_mask(ctx, np.clip(edges, 0, 1), muddy * 0.5, 0.5)
        np.maximum(hands, np.maximum.reduce([hand, arm]), out=hands)
    add_element(
        ctx, "two hands shaping the clay", "secondary", mask_bbox(hands), ("hand", "making", "work")
    )
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(hands, 6) * 1.5, 0, 1) * 0.8)
    return Painted(
        "Close up in a dim workshop, two clay-smeared hands shape a cone of wet clay turning on "
        "a potter's wheel, and above their fingers the clay has become a real mountain: dark "
        "pine woods, grey rock, a snowy peak with dark ridges, and one tiny house "
        "with a lit window on its slope.",
        [
            "creation",
            "making the world",
            "work of the hands",
            "small and big",
            "patience",
            "home",
            "craft",
            "shaping",
            "mountain",
            "art",
        ],
        setting="in the warm light of a workshop lamp",
    )


PREMISE = Premise(
    name="potter-shapes-a-mountain",
    figure="mountain",
    palettes=("interior",),
    stage=stage,
    max_cards=1,
    frame=False,
)
