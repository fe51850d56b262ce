"""Premise "turtle-warms-its-flippers": On the sea floor a little campfire burns under the water
in a ring of stones; an old sea turtle lies on the sand beside it holding one front flipper out
to the flames, its smoke rises to the bright surface as a column of bubbles, and a crab and
small fish gather round the warmth.

The turtle is drawn from shapes (a domed shell with its scutes, a raised head, flippers); the
fire is tongues of flame over crossed wood, the scene's one warm light. The bubbles, the fish,
the eye and the sparks come after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.light import after_mask, later_glow, later_icon
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import mask_bbox, polygon_fine, polylines, ribbon, tilted_ellipse, union_box

Pt = tuple[float, float]
SHELLS = {"olive": "#8c7a3a", "brown": "#9a6434", "amber": "#a8783a"}
SKIN = "#7d8c70"
BELLY = "#b8a874"
WARM = "#ffb45a"
CAPS = ((-0.12, -0.1, 0.07), (0.0, -0.13, 0.065), (0.1, -0.1, 0.055), (-0.05, -0.01, 0.05))


def _tongue(x: float, y: float, w: float, h: float, bend: float) -> Arr:
    """A tongue of flame standing on (x, y): round at its foot, `w` px wide, `h` tall, its tip
    swept sideways by `bend` px."""
    left, right = [], []
    for t in np.linspace(0, 1, 24):
        hw = w / 2 * (1 - t) ** 0.85 * min(1.0, 0.35 + t * 4)
        cx = x + bend * t**2 + w * 0.08 * np.sin(t * 7)
        yy = y - t * h
        left.append((cx - hw, yy))
        right.append((cx + hw, yy))
    return polygon_fine(left + right[::-1])


def _flames(fx: float, fy: float, h: float, k: float, side: np.random.Generator) -> Arr:
    """Several tongues together, scaled by `k` (1 the outer flame, smaller the inner ones)."""
    m = np.zeros((H, W), np.float32)
    for dx, hh, ww, bb in ((0, 1.0, 0.62, 0.1), (-0.26, 0.72, 0.42, -0.2), (0.27, 0.78, 0.4, 0.25)):
        jit = float(side.uniform(0.92, 1.06))
        m = np.maximum(
            m, _tongue(fx + dx * h * 0.5 * k, fy, ww * h * k, hh * h * k * jit, bb * h * k)
        )
    return m


def _flipper(pts: list[Pt], w0: float) -> Arr:
    """A sea turtle's flipper along `pts`: broad near the body, narrowing to a point."""
    p = np.asarray(pts, np.float64)
    t = np.linspace(0, 1, len(p))
    tt = np.linspace(0, 1, 30)
    path = [(float(np.interp(u, t, p[:, 0])), float(np.interp(u, t, p[:, 1]))) for u in tt]
    widths = [
        max(3.0, w0 * (0.75 + 0.6 * np.sin(np.pi * min(1.0, u * 1.6 + 0.2))) * (1 - u) ** 0.7)
        for u in tt
    ]
    return ribbon(path, widths, 1.5)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the turtle's side; the fire is on the other
    f = -s  # the way the turtle faces: toward the fire
    # the sea: bright just under the surface, deepening toward the sand
    ctx.img[:] = vgrad(
        [(0, "#96e2dc"), (0.09, "#3aa8b0"), (0.3, "#14707e"), (0.5, "#0a4250"), (1, "#08323c")]
    )
    ctx.texture_sky(0.04)
    sy = H * 0.04  # the surface, seen from below: a bright rippled ceiling
    blend(ctx.img, box(-5, -5, W + 5, sy, 8), rgb("#eefcf6"), 0.95)
    rip = np.clip((np.sin(XX * 0.03 + np.sin(YY * 0.09) * 2.5) - 0.3) * 2, 0, 1)
    blend(ctx.img, rip * np.clip(1 - (YY - sy) / 110, 0, 1) * (sy < YY), rgb("#dff8f0"), 0.45)
    ctx.rays(W / 2 + s * W * 0.15, -H * 0.08, 6, 0.12, 0.5)
    gy = ctx.hills(0.5, 2, amp=26, cell=320, ground="#2c5858")  # the sand, lit by the fire
    # the fire: in a ring of stones on the sand, on the far third
    fx = W / 2 + f * W * ctx.u(0.325, 0.33)
    fy = H * ctx.u(0.84, 0.85)
    fh = H * ctx.u(0.19, 0.2)
    ctx.light = (fx, fy - fh * 0.45)
    glow(ctx.img, fx, fy - fh * 0.3, fh * 3.2, "#ffaa58", 0.6)
    pool = ellipse(fx, fy + 10, fh * 2.0, fh * 0.45, 60) * (gy - 20 < YY)
    blend(ctx.img, pool, rgb("#f4c27c"), 0.6)
    # the smoke that is bubbles: a pale plume climbing and widening to the surface
    drift = -f * ctx.u(0.06, 0.1) * W
    plume: list[Pt] = []
    widths: list[float] = []
    n = 40
    for j in range(n + 1):
        t = j / n
        y = fy - fh * 0.8 - t * (fy - fh * 0.8 - sy)
        x = fx + drift * t**1.4 + 40 * np.sin(t * 6.5 + ctx.u(0, 0.3))
        plume.append((x, y))
        widths.append(60 + 300 * t**1.2)
    smoke = blur(ribbon(plume, widths, 2), 40)
    blend(ctx.img, smoke, rgb("#d8f4ee"), 0.14)
    # the old sea turtle, lying on the sand just behind the fire, facing it
    L = W * ctx.u(0.295, 0.305)  # half the shell's length
    bx = W / 2 - f * W * ctx.u(0.165, 0.17)
    by = H * ctx.u(0.71, 0.72)  # its belly on the sand, behind the fire
    shell_name = list(SHELLS)[int(ctx.rng.integers(len(SHELLS)))]
    shell_c = rgb(SHELLS[shell_name])
    skin = rgb(SKIN)
    tilt = -f * 0.06  # the front of the shell a little raised
    dome = tilted_ellipse(bx, by - 8, L, L * 0.74, tilt) * (by + 6 - f * (XX - bx) * 0.06 > YY)
    plastron = tilted_ellipse(bx + f * L * 0.05, by, L * 0.9, L * 0.12, tilt)

    def at(u: float, v: float) -> Pt:  # a point of the turtle: u along it, v down, in L
        return (bx + f * L * u, by + L * v)

    far_fl = _flipper([at(0.45, -0.1), at(0.8, 0.05), at(1.12, 0.16)], L * 0.2)
    hind = _flipper([at(-0.7, -0.05), at(-0.88, 0.06), at(-1.02, 0.1)], L * 0.2)
    hx, hy = bx + f * L * 1.08, by - L * 0.5  # the head, raised toward the fire
    neck_pts = [at(0.74, -0.2), at(0.9, -0.36), (hx - f * L * 0.1, hy + L * 0.03)]
    neck = ribbon(neck_pts, [L * 0.38, L * 0.3, L * 0.25], 1.5)
    head = tilted_ellipse(hx, hy, L * 0.27, L * 0.19, -f * 0.2)
    snout = tilted_ellipse(hx + f * L * 0.19, hy + L * 0.04, L * 0.13, L * 0.11, -f * 0.3)
    near_fl = _flipper([at(0.6, -0.1), at(0.9, -0.02), at(1.14, 0.02), at(1.36, -0.08)], L * 0.24)
    ctx.light = (fx, fy - fh * 0.5)
    for m, c in ((far_fl, skin * 0.7), (hind, skin * 0.8)):
        ctx.cast_shadow(m, mask_bbox(m), by + L * 0.14, 0.3)
        ctx.lit(m, mask_bbox(m), c, rim=0.4)
    body = np.clip(dome + plastron, 0, 1)
    bed = blur(ellipse(bx + f * L * 0.1, by + L * 0.1, L * 1.25, L * 0.16, 6), 14)
    blend(ctx.img, bed, rgb("#0c3038"), 0.55)  # the sand darkened under it, away from the fire
    ctx.contact(body, mask_bbox(body))
    skin_parts = np.clip(neck + head + snout, 0, 1)
    ctx.lit(skin_parts, mask_bbox(skin_parts), skin, rim=0.9, separate=True)
    caps = np.zeros((H, W), np.float32)  # the big pale scales on top of its head
    for du, dv, r in CAPS:
        caps = np.maximum(caps, ellipse(hx + f * du * L, hy + dv * L, r * L, r * L * 0.75, 2))
    blend(ctx.img, caps * head, mix(skin, rgb("#e8e4c0"), 0.35), 0.45)
    ctx.lit(plastron, mask_bbox(plastron), rgb(BELLY), rim=0.3)
    ctx.lit(dome, mask_bbox(dome), shell_c, rim=0.9)

    # the scutes: a band of small marginal plates along the rim, big costal plates on the
    # flank, a row of vertebral plates along the ridge
    def dome_y(x: float, k: float) -> float:  # the dome's outline at x, scaled by k
        u = np.clip((x - bx) / (L * k), -1, 1)
        return float(by - 8 - L * 0.74 * k * np.sqrt(1 - u * u))

    xs = np.linspace(bx - L * 0.93, bx + L * 0.93, 30)
    rim_pts = [(float(x), max(dome_y(x, 1.0) + 22, by - L * 0.16)) for x in xs]
    mid_pts = [
        (float(x), dome_y(x, 0.72) - L * 0.04)
        for x in np.linspace(bx - L * 0.68, bx + L * 0.68, 24)
    ]
    scute = []
    for u in (-0.6, -0.2, 0.2, 0.6):  # costal plates between the rim band and the ridge row
        x = bx + u * L
        scute.append([(x + u * 16, by - L * 0.16), (x + u * 30, dome_y(x, 0.72) - L * 0.04)])
    for u in (-0.38, 0.0, 0.38):  # the vertebral row's dividers
        x = bx + u * L
        scute.append([(x, dome_y(x, 0.72) - L * 0.04), (x + u * 20, dome_y(x, 1.0) + 4)])
    for u in np.linspace(-0.85, 0.85, 12):  # the small marginal plates
        x = bx + u * L
        scute.append([(x, by - L * 0.02), (x, max(dome_y(x, 1.0) + 22, by - L * 0.16))])
    lines = polylines([*scute, mid_pts, rim_pts], 9) * dome
    blend(ctx.img, lines, mix(shell_c, rgb("#1e160c"), 0.7), 0.7)
    plates = np.clip(blur(dome * (1 - blur(lines, 4) * 3), 10) - 0.6, 0, 1) * dome
    blend(ctx.img, plates, mix(shell_c, rgb("#e8c878"), 0.5), 0.25)
    ctx.lit(near_fl, mask_bbox(near_fl), skin, rim=0.9)
    toward = np.clip(1 - np.abs(XX - fx) / (L * 1.1), 0, 1)
    toward *= np.clip(1 - np.abs(YY - fy) / (fh * 2.5), 0, 1)
    warm_side = np.clip(near_fl + head + snout, 0, 1) * toward
    blend(ctx.img, warm_side, rgb(WARM), 0.4)
    strokes = [
        [at(0.9 + 0.14 * k, -0.12), at(0.98 + 0.14 * k, -(0.28 + 0.04 * k))] for k in range(4)
    ]
    scales = polylines(strokes, 5) * near_fl
    blend(ctx.img, scales, skin * 0.55, 0.5)
    turtle = np.clip(body + skin_parts + near_fl + far_fl + hind, 0, 1)
    tb = mask_bbox(turtle)
    focus_on(ctx, turtle, 5, box=tb)
    focus_on(ctx, head, 3, 2.5)
    add_element(
        ctx,
        "a turtle lying on the sand, holding out one flipper",
        "main",
        tb,
        ("animal", "turtle", "shell", "old age"),
    )
    side = ctx.side()
    # stones round the fire, and the driftwood in it
    stones = np.zeros((H, W), np.float32)
    for a in np.linspace(0, 2 * np.pi, 11, endpoint=False):
        if np.sin(a) < -0.3:
            continue  # the far side of the ring hides behind the fire
        r = float(side.uniform(0.8, 1.1))
        stones = np.maximum(
            stones,
            ellipse(fx + np.cos(a) * fh * 0.42, fy + np.sin(a) * fh * 0.1, 38 * r, 24 * r, 2),
        )
    ctx.lit(stones, mask_bbox(stones), rgb("#6a6a68"), rim=0.6)
    logs = polylines(
        [
            [(fx - fh * 0.45, fy + 14), (fx + fh * 0.2, fy - fh * 0.2)],
            [(fx + fh * 0.45, fy + 10), (fx - fh * 0.18, fy - fh * 0.22)],
            [(fx - fh * 0.1, fy + 22), (fx + fh * 0.05, fy - fh * 0.28)],
        ],
        26,
    )
    ctx.lit(logs, mask_bbox(logs), rgb("#5a3a24"), rim=0.4)
    outer = _flames(fx, fy - 6, fh, 1.0, side)
    mid = _flames(fx, fy - 4, fh, 0.72, side)
    inner = _flames(fx, fy, fh, 0.42, side)
    blend(ctx.img, outer, rgb("#e8542a"), 1.0)
    blend(ctx.img, mid, rgb("#ff9a30"), 1.0)
    blend(ctx.img, inner, rgb("#ffe27a"), 1.0)
    fire = np.clip(outer + logs + stones, 0, 1)
    focus_on(ctx, fire, 4, weight=0.9)
    after_mask(ctx, blur(inner, 3), "#fff4c8", 0.6)
    later_glow(ctx, fx, fy - fh * 0.3, fh * 0.9, "#ffcf80", 0.35)
    add_element(
        ctx,
        "a little campfire of firewood burning on the sea floor in a ring of stones",
        "secondary",
        mask_bbox(fire),
        ("fire", "campfire", "warmth", "light", "impossible"),
    )
    # after the paint: a contented half-closed eye, the beak's line, the fire's light on its face
    ex, ey = hx + f * L * 0.02, hy - L * 0.03
    after_mask(ctx, ellipse(ex, ey + 3, L * 0.045, L * 0.03, 1.2), "#120c08", 0.95)
    lid = polylines([[(ex - L * 0.07, ey + 2), (ex, ey - L * 0.02), (ex + L * 0.07, ey + 2)]], 6)
    after_mask(ctx, lid, "#3a3a2a", 0.9)
    after_mask(ctx, disc(ex + f * L * 0.015, ey + 2, 3, 1), "#fff0d0", 0.9)
    beak = polylines([[(hx + f * L * 0.04, hy + L * 0.07), (hx + f * L * 0.24, hy + L * 0.04)]], 4)
    after_mask(ctx, beak, "#2a2418", 0.6)
    later_glow(ctx, hx + f * L * 0.15, hy, L * 0.35, WARM, 0.2)
    # the bubbles: many small rings climbing the plume, warm near the fire, pale above
    bub = np.zeros((H, W), np.float32)
    warm_b = np.zeros((H, W), np.float32)
    shine = np.zeros((H, W), np.float32)
    for _ in range(95):
        t = float(side.uniform(0, 1)) ** 1.3
        j = min(n, int(t * n))
        px, py = plume[j]
        px += float(side.normal(0, 1)) * widths[j] * 0.28
        py += float(side.uniform(-20, 20))
        r = 6 + 20 * t * float(side.uniform(0.6, 1.2))
        ring_m = np.clip(disc(px, py, r, 1.2) - disc(px, py, r - 3.2, 1.2), 0, 1)
        if t < 0.18:
            warm_b = np.maximum(warm_b, ring_m)
        else:
            bub = np.maximum(bub, ring_m)
        shine = np.maximum(shine, disc(px - r * 0.35, py - r * 0.35, max(1.5, r * 0.22), 1))
    after_mask(ctx, bub, "#f2fffc", 0.8)
    after_mask(ctx, warm_b, "#ffd89a", 0.85)
    after_mask(ctx, shine, "#ffffff", 0.9)
    x0 = min(p[0] - w / 2 for p, w in zip(plume, widths, strict=True))
    x1 = max(p[0] + w / 2 for p, w in zip(plume, widths, strict=True))
    pb = (int(x0), int(sy), int(x1), int(fy - fh))
    what = "the fire's smoke rising to the surface as a column of bubbles"
    add_element(ctx, what, "secondary", pb, ("bubbles", "smoke", "rising"))
    # small fish gathered round the fire, lit warm on the side toward it
    boxes = []
    for k in range(6):
        a = float(side.uniform(-2.6, -0.5)) if k < 4 else float(side.uniform(-0.2, 0.3))
        rr = fh * float(side.uniform(0.75, 1.1))
        qx = fx + np.cos(a) * rr * 1.1
        qy = fy - fh * 0.4 + np.sin(a) * rr * 0.9
        if not 90 < qx < W - 90 or turtle[int(qy), int(qx)] > 0.1:
            continue
        qh = H * float(side.uniform(0.03, 0.042))
        facing_fire = qx > fx
        later_icon(ctx, "tropical-fish", qx, qy, qh, "#1d3f48", flip=facing_fire, alpha=0.9)
        boxes.append((int(qx - qh), int(qy - qh / 2), int(qx + qh), int(qy + qh / 2)))
    if boxes:
        add_element(
            ctx,
            "small fish gathered round the fire",
            "secondary",
            union_box(boxes),
            ("animal", "sea", "fish", "together"),
            "tropical-fish",
        )
    # a crab sitting up in front of the fire on the turtle's side, warming its claws
    cx_, cy_ = fx - f * fh * 0.66, fy + fh * 0.1
    crab_c = mix(rgb("#c0482c"), rgb(WARM), 0.15)
    cm, cbb = icon_mask("crab", cx_, cy_, H * 0.065, flip=f > 0)
    ctx.cast_shadow(cm, cbb, cbb[3], 0.35)
    ctx.lit(cm, cbb, crab_c, rim=0.8, separate=True)
    focus_on(ctx, cm, 3, box=cbb)
    add_element(
        ctx, "a crab warming its claws", "secondary", cbb, ("animal", "sea", "crab"), "crab"
    )
    # sparks drifting up among the bubbles, and motes in the water
    for _ in range(10):
        kx, ky = fx + float(side.normal(0, fh * 0.25)), fy - fh * float(side.uniform(1, 1.7))
        later_glow(ctx, kx, ky, 10, "#ffc060", 0.5, core=2.5)
    for _ in range(22):
        later_glow(ctx, ctx.u(0, W), ctx.u(sy + 40, gy), 6, "#e6fff8", 0.25, core=2)
    # kelp at the turtle's back edge, dark against the water
    weeds = []
    for _ in range(5):
        wx = W / 2 - f * W * float(side.uniform(0.38, 0.5))
        wy = H + 10.0
        pts = [(wx, wy)]
        for j in range(9):
            wx += float(side.uniform(-18, 18)) + float(np.sin(j * 0.9)) * 14
            wy -= float(side.uniform(60, 95))
            pts.append((wx, wy))
        weeds.append(pts)
    kelp = polylines(weeds, 16) * (1 - turtle)
    blend(ctx.img, kelp, rgb("#17443c"), 0.85)
    return Painted(
        "On the sea floor a little campfire burns under the water in a ring of stones, and an "
        "old sea turtle lies on the sand beside it holding one flipper out to the flames; the "
        "fire's smoke rises to the bright surface as a column of bubbles, and a crab and "
        "small fish gather round the warmth.",
        ["warmth", "home", "old age", "impossible", "comfort", "gathering", "stories", "the deep"],
        setting="in teal light under the sea, by firelight",
    )


PREMISE = Premise(
    name="turtle-warms-its-flippers",
    figure="turtle",
    palettes=("under",),
    stage=stage,
    max_cards=1,
    frame=False,
)
