"""Premise "bathtub-at-sea": Far out on the open sea, an old white claw-foot bathtub sails on
its own, a striped bath towel for a sail on a long-handled back brush for a mast; a yellow rubber
duck keeps watch at its bow, its claw feet paddle in the foam and soap bubbles drift off behind it.

An everyday thing gone to sea with its toy for a captain: bath time as a voyage, childhood
imagination, running away from home, or being at sea in one's own life.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import Pt
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, H, W, aniso_noise, blend, blur, disc, ellipse, mix, rgb
from ..kit.place import add_element, focus_on, sec, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, segment
from ..kit.sky import sky

TOWELS = {
    "red": ("#c8403a", "#f2e8dc"),
    "blue": ("#3a6aa8", "#f2e8dc"),
    "green": ("#3f8a5a", "#f4ecd8"),
}


def stage(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    x = W / 2 + s * ctx.u(0.04, 0.08) * W  # a long tub: nearly centred, sailing toward -s
    f = -s  # the bow's side
    horizon = ctx.u(0.4, 0.44)
    sky(ctx, sx=W / 2 + f * ctx.u(0.2, 0.3) * W, sy=H * ctx.u(0.12, 0.2), r=70, clouds=3)
    ctx.water(horizon, ripple=8)
    hy = horizon * H
    # long swells: darker troughs and lit crests, wider toward the viewer
    gen = ctx.side()
    swell = np.zeros((H, W), np.float32)
    crests = []
    for k in range(14):
        t = (k + 1) / 15
        y = hy + (H - hy) * t**1.5
        amp = 6 + 30 * t
        xs = np.linspace(-40, W + 40, 24)
        ph = float(gen.uniform(0, 6))
        pts = [(float(px), float(y + amp * np.sin(px / (120 + 200 * t) + ph))) for px in xs]
        swell = np.maximum(swell, polylines([pts], 4 + 18 * t) * 0.6)
        if k % 2 == 0:
            crests.append([(px, py - 4 - 6 * t) for px, py in pts])
    blend(ctx.img, blur(swell, 6), ctx.img * 0.75, 0.6)
    del crests
    # the tub in profile, a little from above: body, rolled rim, bath water inside
    wy = H * ctx.u(0.68, 0.7)  # its waterline
    L = W * 0.33  # half its length
    dep = H * 0.085  # its side
    base = wy - 46  # its belly rides above the water on its claw feet
    top = base - dep

    def X(v: float) -> float:  # v from -1 (stern) to 1 (bow)
        return x + f * v * L

    ctx.light = (W / 2 + f * 0.3 * W, H * 0.15)
    body = polygon_fine(
        [
            (X(-1.02), top - 46),  # the stern rolls up higher, a sloped back to lean on
            (X(-0.95), base - dep * 0.35),
            (X(-0.84), base - 4),
            (X(-0.7), base + 6),
            (X(0.7), base + 6),
            (X(0.84), base - 4),
            (X(0.95), base - dep * 0.35),
            (X(1.0), top - 8),
            (X(0.9), top + 4),
            (X(-0.9), top - 30),
        ]
    )
    rim = ribbon(
        [
            (X(-1.02), top - 46),
            (X(-0.6), top - 6),
            (X(0.0), top),
            (X(0.6), top - 2),
            (X(1.0), top - 8),
        ],
        [30, 26, 24, 24, 28],
    )
    opening = polygon_fine(
        [
            (X(-0.92), top - 36),
            (X(-0.55), top - 16),
            (X(0.55), top - 12),
            (X(0.92), top - 10),
            (X(0.55), top + 10),
            (X(-0.55), top + 6),
        ]
    )
    tub = np.clip(body + rim, 0, 1)
    tb = mask_bbox(tub)
    enamel = rgb("#f1ede4")
    ctx.lit(body, tb, enamel * 0.92, rim=0.6, separate=False)
    blend(ctx.img, opening, rgb("#8fc4d8"))
    ctx.lit(rim, tb, enamel, rim=0.8, separate=False)
    # the claw feet, paddling in the sea
    feet = np.zeros((H, W), np.float32)
    for v in (-0.66, 0.62):
        fx = X(v)
        feet = np.maximum(
            feet,
            polygon_fine(
                [
                    (fx - 22, base - 4),
                    (fx + 22, base - 4),
                    (fx + 14, wy - 18),
                    (fx + 34, wy + 6),
                    (fx - 34, wy + 6),
                    (fx - 14, wy - 18),
                ]
            ),
        )
        feet = np.maximum(feet, ellipse(fx, wy - 2, 36, 12, 2))
    ctx.lit(feet, mask_bbox(feet), rgb("#c9a24a"), rim=0.8, separate=True)
    tub = np.clip(tub + feet, 0, 1)
    # its reflection in the swell, broken by ripples, and the sea lapping its side
    rows = np.clip(2 * int(wy) + 20 - np.arange(H), 0, H - 1)
    refl = blur(np.clip(tub, 0, 1)[rows] * (wy + 8 < YY), 5)
    refl *= 0.6 + 0.4 * (np.sin(YY * 0.35) > 0)
    blend(ctx.img, refl, mix(enamel, ctx.sky_at(0.5), 0.6), 0.2)
    lap = np.clip((YY - (wy - 4 + 6 * np.sin(np.arange(W) / 30.0)[None, :])) / 4, 0, 1)
    blend(ctx.img, lap * blur(feet, 2), mix(ctx.sky_at(0.2), rgb("#2a4a5a"), 0.5), 0.75)
    # the taps at the stern, brass
    taps = np.maximum(
        segment(X(-0.82), top - 40, X(-0.82), top - 110, 20),
        segment(X(-0.82), top - 110, X(-0.64), top - 116, 18),
    )
    taps = np.maximum(taps, segment(X(-0.64), top - 116, X(-0.62), top - 92, 16))
    taps = np.maximum(taps, disc(X(-0.9), top - 80, 16, 2))
    ctx.lit(taps, mask_bbox(taps), rgb("#c9a24a"), rim=0.8, separate=True)
    # the mast, a long-handled back brush, and the towel sail bellied by the wind from behind
    mx = X(-0.1)
    mtop = H * ctx.u(0.14, 0.18)
    mast = segment(mx, top - 10, mx, mtop, 18)
    brush_head = ellipse(mx, mtop - 30, 24, 44, 3)
    yard = segment(mx - f * 30, mtop + 50, mx + f * L * 0.9, mtop + 70, 10)
    wood = rgb("#a8764a")
    towel_name = list(TOWELS)[int(ctx.rng.integers(len(TOWELS)))]
    tc, stripe_c = TOWELS[towel_name]
    belly = f * L * 0.22
    sail_pts: list[Pt] = [
        (mx + f * 10, mtop + 56),
        (mx + f * L * 0.88, mtop + 76),
        (mx + f * L * 0.82 + belly, (mtop + top) / 2),
        (mx + f * L * 0.7, top - 70),
        (mx + f * 14, top - 60),
        (mx + f * 10 + belly * 0.6, (mtop + top) / 2),
    ]
    sail = polygon_fine(sail_pts)
    sb = mask_bbox(sail)
    ctx.lit(np.clip(mast + yard, 0, 1), mask_bbox(np.clip(mast + yard, 0, 1)), wood, rim=0.6)
    ctx.lit(brush_head, mask_bbox(brush_head), rgb("#d8c090"), rim=0.5, separate=True)
    ctx.lit(sail, sb, rgb(tc), rim=0.7, separate=True)
    # two pale stripes across the towel near its foot, and its fringe
    for k, fy in enumerate((0.72, 0.8)):
        yy = mtop + 56 + (top - 60 - mtop - 56) * fy
        band = sail * (np.abs(YY - yy) < 16 - 6 * k)
        blend(ctx.img, band, rgb(stripe_c), 0.9)
    add_element(
        ctx,
        f"a {towel_name} striped towel for a sail",
        "secondary",
        sb,
        ("towel", "sail", "wind"),
    )
    add_element(
        ctx,
        "an old claw-foot bathtub sailing the sea",
        "main",
        mask_bbox(np.clip(tub + sail + mast, 0, 1)),
        ("bathtub", "boat", "bath", "voyage", "object"),
    )
    focus_on(ctx, tub, 6, box=(tb[0], tb[1] - 200, tb[2], tb[3]))
    ctx.focus[:] = np.maximum(ctx.focus, np.clip(blur(sail, 6) * 1.5, 0, 0.9))
    # the rubber duck on the bow's rim, looking ahead
    sec(
        ctx,
        "plastic-duck",
        X(0.78),
        top - 8 - H * 0.045,
        H * 0.09,
        fill="#f2c230",
        flip=f < 0,
        separate=False,
    )
    later_glow(ctx, X(0.78) + f * 30, top - H * 0.07, 26, "#fff4c8", 0.35)
    # foam at the bow and along the waterline, a wake spreading behind (after the paint)
    foam = np.zeros((H, W), np.float32)
    # two lines of wake: one along the waterline, one spreading a little lower, both thinning
    # and breaking up behind the stern
    for drop, w0 in ((0.0, 30.0), (1.0, 18.0)):
        n = 12
        pts = [
            (X(1.0 - 2.6 * t), wy + 10 + drop * 70 * t**1.3 + 6 * float(np.sin(9 * t)))
            for t in np.linspace(0, 1, n)
        ]
        band = ribbon(pts, [w0 * (1 - 0.7 * k / (n - 1)) for k in range(n)], 2)
        broken = np.clip((aniso_noise(gen, 40, 8) - 0.3) * 4, 0, 1)
        fade = np.clip(1 - np.abs(XX - X(1.0)) / (2.8 * L), 0, 1)
        foam = np.maximum(foam, band * np.maximum(broken, fade > 0.7) * fade)
    splash = ellipse(X(0.62), wy, 60, 14, 4) + ellipse(X(-0.66), wy + 2, 60, 14, 4)
    foam = np.clip(blur(np.maximum(foam, splash), 3) * 1.3, 0, 1) * (1 - feet * (wy - 4 > YY))
    after_mask(ctx, foam * (1 - body), "#f2f6f2", 0.7)
    # soap bubbles drifting off behind and above it
    bub = np.zeros((H, W), np.float32)
    glints = np.zeros((H, W), np.float32)
    for _ in range(16):
        bx = min(max(X(-0.6) - f * float(gen.uniform(0, 420)), 40.0), W - 40.0)  # on the card
        by = float(gen.uniform(top - 520, top - 60))
        r = float(gen.uniform(10, 30))
        bub = np.maximum(bub, disc(bx, by, r, 1.5) - disc(bx, by, r - 3, 1.5))
        glints = np.maximum(glints, disc(bx - r * 0.35, by - r * 0.35, r * 0.22, 1.2))
    after_mask(ctx, np.clip(bub, 0, 1), "#f4fbff", 0.7)
    after_mask(ctx, glints, "#ffffff", 0.7)
    add_element(
        ctx, "soap bubbles", "secondary", mask_bbox(np.clip(bub, 0, 1)), ("bubbles", "bath")
    )
    return Painted(
        "Far out on the open sea, an old white claw-foot bathtub sails on its own, a "
        f"{towel_name} striped bath towel for a sail on a long-handled back brush for a mast; a "
        "yellow rubber duck keeps watch at its bow, its claw feet paddle in the foam and soap "
        "bubbles drift off behind it.",
        [
            "adventure",
            "bath time",
            "childhood",
            "imagination",
            "running away",
            "voyage",
            "playing",
            "freedom",
            "the unknown",
            "at sea",
        ],
    )


PREMISE = Premise(
    name="bathtub-at-sea",
    figure="bathtub",
    palettes=("noon", "golden", "mist"),
    stage=stage,
    max_cards=1,
    frame=False,
)
