"""Premise "message-in-the-dunes": Far from any sea, in rippled desert dunes under a low late
afternoon sun, a green glass bottle with a cork lies half buried in the sand, a rolled letter
tied with a red ribbon inside it; a small fennec fox lowers its head to sniff at the cork, a
sea shell lies in the sand beside it, and far off a line of camels crosses a dune crest.

The bottle is drawn from parts (a body, shoulders, a neck with its lip, a cork) lying at a
slant, the sand heaped over its lower side; the sun behind it lights the glass through, so it
glows green and throws a green light into its long shadow. The fox is drawn from parts too (a
fennec: a small body, huge ears, the head lowered to the bottle's neck).
"""

from __future__ import annotations

import numpy as np

from ..kit.creatures import fennec
from ..kit.desert import camel_train, dunes, rippled_sand
from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.masks import turned
from ..kit.paint import (
    XX,
    YY,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    icon_mask,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, union_box

Pt = tuple[float, float]


def stage(ctx: Ctx) -> Painted:
    _x, s = third(ctx)  # the bottle lies on this third, its neck toward the middle
    hz = H * ctx.u(0.31, 0.33)  # the horizon
    # the sun low behind the scene, above the bottle's side: the glass is lit through
    sun_x = W / 2 + s * W * ctx.u(0.16, 0.24)
    sun_y = hz - H * ctx.u(0.07, 0.09)
    # a clear late afternoon: a deep violet blue high up over the warm glow on the horizon
    blend(ctx.img, np.clip(1 - YY / (hz * 0.95), 0, 1) ** 1.5, rgb("#4a5498"), 0.8)
    ctx.texture_sky(0.03)
    ctx.celestial(sun_x, sun_y, 58, "sun")
    ctx.streaks(ctx.u(0.2, 0.24), ctx.u(0.26, 0.29), 0.25)
    foot = H * ctx.u(0.6, 0.62)
    crests = dunes(ctx, hz, foot, s)
    rippled_sand(ctx, foot)
    ctx.light = (sun_x, sun_y)
    # far away, a line of camels walking down the great dune's crest, the sea nowhere
    cam_x = W / 2 - s * W * ctx.u(0.0, 0.12)
    cam = camel_train(ctx, crests[1], cam_x, -s)
    add_element(
        ctx,
        "a line of small camels far off on a dune crest",
        "secondary",
        union_box(cam),
        ("camel", "desert", "journey", "far"),
        "camel",
    )
    # --- the bottle, drawn lying level with its neck toward -s, then turned ------------------
    r = H * ctx.u(0.064, 0.067)  # the body's radius
    L = W * ctx.u(0.24, 0.26)  # the body's length (base to shoulder)
    cy = H * ctx.u(0.74, 0.76)
    ns = -s
    base_x = W / 2 + s * W * ctx.u(0.37, 0.39)
    cx = base_x + ns * L / 2
    sh_x = cx + ns * L / 2  # the shoulder begins
    sh_in = sh_x + ns * r * 0.3  # the body runs a little into the shoulder (no seam)
    body = np.maximum(
        box(min(base_x, sh_in), cy - r, max(base_x, sh_in), cy + r, 2),
        ellipse(base_x, cy, r * 0.28, r, 2),
    )
    rn = r * 0.38  # the neck's radius
    neck0 = sh_x + ns * r * 0.85
    neck1 = neck0 + ns * r * 1.25
    shoulder = polygon_fine(
        [
            (sh_x, cy - r),
            (sh_x + ns * r * 0.45, cy - r * 0.8),
            (neck0, cy - rn),
            (neck0, cy + rn),
            (sh_x + ns * r * 0.45, cy + r * 0.8),
            (sh_x, cy + r),
        ]
    )
    neck = box(min(neck0, neck1), cy - rn, max(neck0, neck1), cy + rn, 2)
    lip0 = neck1 - ns * r * 0.22
    lip = box(min(lip0, neck1), cy - rn * 1.25, max(lip0, neck1), cy + rn * 1.25, 2)
    cork_end = neck1 + ns * r * 0.5
    cork = np.maximum(
        box(
            min(neck1 - ns * 6, cork_end),
            cy - rn * 0.92,
            max(neck1 - ns * 6, cork_end),
            cy + rn * 0.92,
            2,
        ),
        ellipse(cork_end, cy, r * 0.12, rn * 0.92, 2),
    )
    glass = np.clip(np.maximum.reduce([body, shoulder, neck, lip]), 0, 1)
    inner = np.clip(blur(glass, 7) * 2.2 - 1.3, 0, 1) * glass  # the hollow inside the glass
    # the letter inside: a rolled paper along the body, tied round its middle with a ribbon
    pr = r * 0.44
    pl = L * 0.72
    pcx = cx - ns * L * 0.04
    py_ = cy + r * 0.1
    paper = np.maximum.reduce(
        [
            box(pcx - pl / 2, py_ - pr, pcx + pl / 2, py_ + pr, 3),
            ellipse(pcx - pl / 2, py_, pr * 0.35, pr, 2),
            ellipse(pcx + pl / 2, py_, pr * 0.35, pr, 2),
        ]
    )
    roll_end = ellipse(pcx + ns * pl / 2, py_, pr * 0.3, pr * 0.9, 2)  # the scroll's curl
    roll_hole = ellipse(pcx + ns * pl / 2, py_, pr * 0.12, pr * 0.4, 1.5)
    band = box(pcx - pr * 0.3, py_ - pr * 1.05, pcx + pr * 0.3, py_ + pr * 1.05, 2)
    loops = np.maximum(
        polygon_fine(
            [
                (pcx, py_ - pr * 0.95),
                (pcx - pr * 1.0, py_ - pr * 1.6),
                (pcx - pr * 0.85, py_ - pr * 0.55),
            ]
        ),
        polygon_fine(
            [
                (pcx, py_ - pr * 0.95),
                (pcx + pr * 1.0, py_ - pr * 1.6),
                (pcx + pr * 0.85, py_ - pr * 0.55),
            ]
        ),
    )
    tails = polylines(
        [
            [(pcx, py_ - pr * 0.9), (pcx - pr * 0.45, py_ + pr * 0.1)],
            [(pcx, py_ - pr * 0.9), (pcx + pr * 0.5, py_ + pr * 0.05)],
        ],
        pr * 0.24,
    )
    knot = disc(pcx, py_ - pr * 0.95, pr * 0.2, 1.5)
    ribbon_m = np.clip(np.maximum.reduce([band, loops, tails, knot]), 0, 1)
    hl = box(
        min(base_x, neck0) + r * 0.25, cy - r * 0.76, max(base_x, neck0) - r * 0.25, cy - r * 0.6, 5
    )
    hl_neck = box(min(neck0, neck1), cy - rn * 0.7, max(neck0, neck1), cy - rn * 0.4, 3)
    # the neck lifts out of the sand: turn the whole bottle about its base
    a_deg = ctx.u(13, 17)
    tilt = ns * a_deg  # PIL turns counter-clockwise: the neck rises on either side
    pivot = (base_x, cy)
    parts = [glass, inner, cork, paper, roll_end, roll_hole, ribbon_m, hl, hl_neck]
    tilted = [turned(m, tilt, pivot) for m in parts]
    glass, inner, cork, paper, roll_end, roll_hole, ribbon_m, hl, hl_neck = tilted
    paper *= inner
    ribbon_m *= inner
    roll_end *= inner
    whole = np.maximum(glass, cork)
    ang = np.radians(a_deg)
    ux, uy = ns * np.cos(ang), -np.sin(ang)  # the axis, from the base toward the neck
    nx_, ny_ = ns * np.sin(ang), np.cos(ang)  # across it, pointing down into the sand
    along = (XX - base_x) * ux + (YY - cy) * uy
    across = (XX - base_x) * nx_ + (YY - cy) * ny_
    # --- its long shadow toward us, and the sun's green light through the glass -------------
    shadow = np.zeros((H, W), np.float32)
    caster = whole * np.clip((cy + r * 0.2 - YY) / 20, 0, 1)  # what stands out of the sand
    for k in range(1, 9):
        t = k / 8
        sh = np.roll(np.roll(caster, int(r * 1.3 * t), 0), int(-s * r * 1.0 * t), 1)
        np.maximum(shadow, sh, out=shadow)
    shadow = blur(shadow, 12) * (1 - whole)
    blend(ctx.img, shadow, rgb("#6a4a72"), 0.22)
    body_c = (base_x + ux * L * 0.45, cy + uy * L * 0.45)
    caustic = ellipse(body_c[0] - s * r * 0.8, body_c[1] + r * 1.45, L * 0.22, r * 0.16, 10)
    blend(ctx.img, caustic * shadow, rgb("#b8e08a"), 0.2)
    # --- the glass --------------------------------------------------------------------------
    behind = ctx.img.copy()
    sand_c = behind  # the sand the heap is made of
    green = rgb(pick(ctx, ["#2f8a4a", "#2a7e52", "#3a8a40"]))
    edge = np.clip(glass - inner, 0, 1)
    see = mix(behind * 0.6, green * 0.85, 0.75)
    blend(ctx.img, glass, np.clip(see, 0, 1))
    # the sun through it: light gathered in the upper middle of the glass
    glow_in = np.clip(blur(inner, 16) * 1.5, 0, 1) * inner * np.clip(-0.1 - across / r, 0, 1)
    blend(ctx.img, glow_in, rgb("#b4f08c"), 0.5)
    # the letter seen through the glass
    paper_c = mix(rgb("#fbf0d8"), green, 0.06)
    ctx.lit(paper, bbox_of(paper), paper_c, rim=0.2)
    blend(ctx.img, roll_end, mix(rgb("#e8d8b8"), green, 0.2), 0.9)
    blend(ctx.img, roll_hole * roll_end, mix(rgb("#7a6a4a"), green, 0.2), 0.7)
    blend(ctx.img, ribbon_m, rgb("#d42e26"), 0.95)
    # thick dark glass at the edges and along its underside
    blend(ctx.img, edge, green * 0.42, 0.85)
    under = np.clip(across / r, 0, 1) * glass
    blend(ctx.img, under, rgb("#0e2a1a"), 0.35)
    # a bright rim where the sun behind catches the far edge
    rim_m = np.clip(glass - np.roll(np.roll(glass, 9, 0), int(-s * 7), 1), 0, 1)
    blend(ctx.img, rim_m, rgb("#f0ffd8"), 0.8)
    ctx.lit(cork, bbox_of(cork), rgb("#b47a46"), rim=0.7)
    blend(ctx.img, hl, rgb("#ffffff"), 0.5)
    after_mask(ctx, hl * 0.85, "#fbfff4", 0.55)
    after_mask(ctx, hl_neck, "#fbfff4", 0.6)
    # --- the sand heaped over its lower side: deep at the base end, none under the neck -----
    frac = np.clip(along / (L + r * 0.9), 0, 1)
    cover_at = r * (-0.15 + 0.95 * frac**1.3) + 8 * (aniso_noise(ctx.side(), 30, 18) - 0.5)
    span = np.clip((along + r * 0.9) / 12, 0, 1) * np.clip((L + r * 1.2 - along) / 30, 0, 1)
    heap_bottom = r * 1.45 + r * 0.3 * np.sin(np.clip(along / L, 0, 1) * np.pi)
    heap = np.clip((across - cover_at) / 2.5, 0, 1) * np.clip((heap_bottom - across) / 70, 0, 1)
    heap = (heap * span).astype(np.float32)
    # beyond the base the heap slopes down into the sand around it
    end = ellipse(base_x - ns * r * 0.35, cy + r * 0.35, r * 0.85, r * 0.85, 20)
    end = end * np.clip((across - cover_at) / 2.5, 0, 1)
    heap = np.maximum(heap, end * (along < r * 0.2))
    # the heap's near face is turned from the sun: in soft shade, lightest at its crest
    depth = np.clip((across - cover_at) / (r * 0.8), 0, 1)
    heap_c = sand_c * (1.03 - 0.12 * np.sin(depth * np.pi * 0.8))[..., None]
    blend(ctx.img, heap, np.clip(heap_c, 0, 1), 1.0)
    crest = heap * np.clip(1 - (across - cover_at) / 7, 0, 1)
    blend(ctx.img, crest, ctx.c("light"), 0.45)
    # where the glass goes under the sand: a dark seam just above the crest
    seam = glass * np.clip(1 - np.abs(across - cover_at + 5) / 6, 0, 1) * span
    blend(ctx.img, seam, rgb("#0e2a1a"), 0.5)
    shown = np.clip(glass * (1 - heap), 0, 1)
    focus_on(ctx, np.maximum(shown, cork), 6, 2.0)
    focus_on(ctx, np.maximum(paper, ribbon_m), 4, 2.5)
    later_glow(ctx, body_c[0], body_c[1] - r * 0.3, r * 2.4, "#c8f0a0", 0.14)
    add_element(
        ctx,
        "a green glass bottle with a cork and a rolled letter inside, half buried in the sand",
        "main",
        bbox_of(np.maximum(shown, cork)),
        ("bottle", "message", "glass", "letter", "lost"),
    )
    # --- the fennec fox, its head lowered to the cork ----------------------------------------
    d = s  # it faces +s, toward the cork
    reach_ = abs(cork_end - base_x) + r * 0.1
    cork_x, cork_y = base_x + reach_ * ux, cy + reach_ * uy
    fh = H * ctx.u(0.094, 0.098)  # height to the back
    nose = (cork_x - d * r * 0.12, cork_y - r * 0.02)
    feet_y = cork_y + fh * ctx.u(0.22, 0.28)
    near_f, far_f, snout, tip_m, ears, (hx, hy) = fennec(nose, feet_y, fh, d)
    head_m = ellipse(hx, hy, fh * 0.21, fh * 0.18, 2)
    fox = np.maximum(near_f, far_f)
    fb = bbox_of(fox)
    fshadow = np.zeros((H, W), np.float32)
    feet = fox * np.clip((YY - (feet_y - fh * 0.6)) / 10, 0, 1)
    for k in range(1, 7):
        t = k / 6
        np.maximum(
            fshadow,
            np.roll(np.roll(fox, int(fh * 0.35 * t), 0), int(-s * fh * 0.6 * t), 1)
            * (feet_y - fh * 0.05 < YY),
            out=fshadow,
        )
    fshadow = np.maximum(fshadow, np.roll(feet, 4, 0))
    blend(ctx.img, blur(fshadow, 5) * (1 - fox), rgb("#6e4a6a"), 0.4)
    fur = rgb(pick(ctx, ["#dca060", "#d49858", "#e2aa6c"]))
    ctx.lit(far_f, bbox_of(far_f), fur * 0.72, rim=0.5)
    ctx.lit(near_f, bbox_of(near_f), fur, rim=0.85, separate=True)
    # a pale muzzle and chest, the tail's dark tip, warm pink inside the ears
    face = np.maximum(snout, head_m * np.clip((YY - hy) / (fh * 0.1), 0, 1))
    blend(ctx.img, blur(face, 3) * face, rgb("#f6e8d0"), 0.6)
    blend(ctx.img, tip_m, rgb("#2a1a14"), 0.85)
    inner_e = np.clip(blur(ears, 7) * 2.2 - 1.1, 0, 1) * ears
    blend(ctx.img, inner_e, rgb("#d08a78"), 0.5)
    ear_rim = np.clip(ears - np.roll(np.roll(ears, 6, 0), int(-s * 5), 1), 0, 1)
    blend(ctx.img, ear_rim, rgb("#ffe0b0"), 0.8)  # the sun through the thin ears
    focus_on(ctx, fox, 5, 1.6, weight=0.9)
    focus_on(ctx, np.maximum(ears, np.maximum(snout, head_m)), 3, 2.5)
    eye_x, eye_y = hx + d * fh * 0.05, hy - fh * 0.035
    after_mask(ctx, ellipse(eye_x, eye_y, fh * 0.032, fh * 0.02, 1.2), "#1a100a", 0.9)
    after_mask(ctx, disc(nose[0] - d * 2, nose[1] + 1, fh * 0.028, 1.2), "#1a100a", 0.95)
    whisk = polylines(
        [
            [(nose[0] - d * fh * 0.1, nose[1] + 3), (nose[0] + d * fh * 0.04, nose[1] - fh * 0.08)],
            [(nose[0] - d * fh * 0.1, nose[1] + 5), (nose[0] + d * fh * 0.07, nose[1] + fh * 0.03)],
        ],
        2,
    )
    after_mask(ctx, whisk, "#fff6e6", 0.7)
    add_element(
        ctx,
        "a fennec fox lowering its head to sniff the bottle",
        "secondary",
        fb,
        ("animal", "fox", "desert", "curious"),
    )
    # --- a sea shell in the sand in front of the bottle (or a gull's feather) ---------------
    what = pick(ctx, ["spiral-shell", "feather"])
    wx = float(np.clip(base_x + ns * L * 0.2 + s * r * 0.4, 90, W - 90))
    wy = cy + r * 2.3
    if what == "spiral-shell":
        m, sb = icon_mask("spiral-shell", wx, wy, r * 1.0, flip=s < 0, rot=ctx.u(-25, 25))
        col = rgb("#f6e6dc")
        label_ = "a spiral sea shell in the sand"
    else:
        m, sb = icon_mask("feather", wx, wy, r * 1.4, rot=s * ctx.u(60, 75))
        col = rgb("#f8f6f0")
        label_ = "a white gull's feather in the sand"
    sm = blur(np.roll(np.roll(m, 8, 0), -s * 10, 1), 3) * (1 - m)
    blend(ctx.img, sm, rgb("#6a3a3a"), 0.45)
    blend(ctx.img, m, col, 1.0)
    focus_on(ctx, m, 3, 1.5, weight=0.8)
    # crisp again after the paint, pale, a little shaded on its lower side
    low = m * np.clip((YY - (sb[1] + sb[3]) / 2) / max(1, sb[3] - sb[1]), 0, 1)
    after_mask(ctx, m, col, 0.95)
    after_mask(ctx, low, rgb("#c8a89a"), 0.6)
    add_element(
        ctx,
        label_,
        "secondary",
        sb,
        ("shell" if what == "spiral-shell" else "feather", "trace", "far"),
        what,
    )
    thing = "a spiral sea shell" if what == "spiral-shell" else "a white gull's feather"
    return Painted(
        "Far from any sea, in rippled desert dunes under a low sun, a green glass "
        "bottle with a cork lies half buried in the sand, a rolled letter tied with a red ribbon "
        f"inside it; a small fennec fox lowers its head to sniff at the cork, {thing} lies in "
        "the sand in front of it, and far off a line of camels crosses a dune crest.",
        [
            "message",
            "lost",
            "far from home",
            "waiting",
            "hope",
            "secret",
            "curiosity",
            "thirst",
            "journey",
        ],
        setting="in the long shadows of late afternoon",
    )


PREMISE = Premise(
    name="message-in-the-dunes",
    figure="bottle",
    palettes=("desert",),
    stage=stage,
    max_cards=1,
    frame=False,
)
