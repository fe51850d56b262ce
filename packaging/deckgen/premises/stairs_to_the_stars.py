"""Premise "stairs-to-the-stars": at night a spiral staircase of old white stone rises out of a
calm sea, turning and narrowing until its last steps dissolve into stars; halfway up a small
figure in a yellow raincoat, seen from behind, climbs with a lit lantern, a little cat follows
a few steps below, and an empty rowing boat is tied at the foot of the stairs.
"""

from __future__ import annotations

import numpy as np

from ..kit.faces import FaceLayer, rowing_boat
from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, H, W, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]
STONE = "#e6e0d0"
COATS = {"yellow": ("#f0bc2a", "#a8701a")}
CATS = {"black": "#1e1a1c", "ginger": "#e0823a"}


def stage(ctx: Ctx) -> Painted:
    g = ctx.rng
    s = 1 if g.random() < 0.5 else -1  # the side of the staircase the figure climbs on
    hz = H * ctx.u(0.6, 0.63)  # the sea's horizon, at eye level
    yb = H * ctx.u(0.85, 0.87)  # where the staircase stands in the water
    cx = W / 2 - s * ctx.u(30, 60)
    ctx.texture_sky()
    ctx.stars(260, hz / H)
    # a faint glow of the sky along the horizon, then the still sea mirrors it all
    blend(ctx.img, blur(ellipse(W / 2, hz, W * 0.9, 60, 2), 30), ctx.c("light"), 0.12)
    ctx.water(hz / H, ripple=3.0)
    ctx.img[int(hz) :] *= 0.7
    sky_far = ctx.sky_at(0.05)
    # --- the helix --------------------------------------------------------------------------
    n_steps = 50
    per_turn = 12
    dth = 2 * np.pi / per_turn
    top = H * ctx.u(0.05, 0.08)
    h0 = (yb - top) / (n_steps * 0.675)
    r0 = ctx.u(290, 310)
    i_f = int(g.integers(19, 22))  # the figure's step
    # the figure's step turns at a little before the staircase's edge: it climbs away
    th0 = np.pi / 2 - 0.3 - i_f * dth
    steps = []
    y = yb
    for i in range(n_steps):
        t = i / n_steps
        rise = h0 * (1 - 0.65 * t)
        big_r = r0 * (1 - 0.6 * t)
        steps.append((i, t, th0 + i * dth, y, big_r, big_r * 0.13, rise))
        y -= rise
    fx_step = steps[i_f]
    tread_mid = (fx_step[4] + fx_step[5]) / 2 + 10
    th_f = fx_step[2] + dth * 0.5

    def e_at(yy: float) -> float:  # how much of a level circle at height yy shows
        return float(np.clip((yy - hz) / (yb - hz) * 0.3, -0.16, 0.3))

    def P(r: float, th: float, yy: float) -> Pt:
        return (cx + s * r * np.sin(th), yy + e_at(yy) * r * np.cos(th))

    lx0, ly0 = P(fx_step[4] + 40, th_f, fx_step[3] - 150)  # the lantern, roughly
    ctx.light = (lx0, ly0)
    stone = rgb(STONE)
    cool = mix(stone, rgb(ctx.pal.light), 0.3) * 0.62
    warm = rgb("#ffc870")
    back, front = FaceLayer(), FaceLayer()
    wet = range(max(0, i_f - 9), i_f)
    for i, t, th, yy, big_r, small_r, rise in steps:
        fade = float(np.clip((0.93 - t) / 0.2, 0, 1))
        if fade <= 0:
            continue
        thick = rise * 0.7
        arc = np.linspace(th, th + dth * 0.96, 6)
        mid = th + dth * 0.47
        depth = float(np.cos(mid))
        sx, sy = P(big_r, mid, yy)
        lamp = float(np.exp(-((sx - lx0) ** 2 + (sy - ly0) ** 2) / (2 * 330.0**2)))
        face_to = max(0.0, float(np.sin(mid))) * 0.6 + 0.4
        base = cool * (0.75 + 0.35 * depth) + warm * lamp * face_to * 0.9
        base = mix(sky_far, base, 0.35 + 0.65 * fade)
        if i in wet:
            base = base * 0.72
        outer_top = [P(big_r, a, yy) for a in arc]
        outer_low = [P(big_r, a, yy + thick) for a in arc]
        inner_top = [P(small_r, a, yy) for a in arc]
        inner_low = [P(small_r, a, yy + thick) for a in arc]
        lay = front if depth >= -0.05 else back
        a = fade * (0.6 + 0.4 * fade)
        riser = [P(small_r, th, yy), P(big_r, th, yy), P(big_r, th, yy + thick)]
        lay.face([*riser, P(small_r, th, yy + thick)], base * 0.62, a)
        lay.face(outer_top + outer_low[::-1], base * 0.8, a)
        if e_at(yy) > 0:
            lay.face(outer_top + inner_top[::-1], base * 1.12, a)
        else:
            lay.face(outer_low + inner_low[::-1], base * 0.72, a)
    back_a = back.lay(ctx.img)
    # the column, tapering up with the steps and fading into the sky
    y_top = steps[int(n_steps * 0.9)][3]
    c0, c1 = r0 * 0.13, r0 * 0.13 * 0.46
    col = polygon_fine([(cx - c0, yb + 10), (cx - c1, y_top), (cx + c1, y_top), (cx + c0, yb + 10)])
    col = np.maximum(col, ellipse(cx, yb + 10, c0, c0 * 0.3, 2))
    fade_col = np.clip((YY - y_top) / (H * 0.25), 0, 1).astype(np.float32)
    ctx.lit(col * fade_col, bbox_of(col), cool * 1.2, rim=0.4)
    courses = polylines(
        [[(cx - 200, yy), (cx + 200, yy)] for yy in np.arange(yb - 60, y_top, -110.0)], 2.5
    )
    blend(ctx.img, courses * col * fade_col, rgb("#4a4a56"), 0.2)
    front_a = front.lay(ctx.img)
    stairs = np.maximum.reduce([back_a, front_a, col * fade_col])
    # the staircase mirrored in the still sea below its foot
    rows = np.arange(int(yb), H)
    src = np.clip(2 * int(yb) - rows, 0, H - 1)
    shift = (np.sin(rows * 0.25) * 4).astype(int)
    cols = (np.arange(W)[None, :] + shift[:, None]) % W
    refl_m = stairs[src[:, None], cols] * np.clip(0.55 - (rows - yb)[:, None] / 600, 0, 1)
    sub = ctx.img[int(yb) :]
    refl = mix(ctx.img[src[:, None], cols], rgb(ctx.pal.ink), 0.35)
    sub[:] = sub * (1 - refl_m[..., None]) + refl * refl_m[..., None]
    # rings of still water round the column's foot
    rings = [
        [
            (cx + (c0 + 30 + 42 * k) * np.cos(a), yb + 12 + (c0 + 30 + 42 * k) * 0.16 * np.sin(a))
            for a in np.linspace(0, 2 * np.pi, 60)
        ]
        for k in range(3)
    ]
    after_mask(ctx, polylines(rings, 2.2), ctx.pal.light, 0.35)
    add_element(
        ctx,
        "a spiral staircase of old white stone rising out of the sea",
        "secondary",
        bbox_of(stairs),
        ("staircase", "stairs", "step", "steps", "spiral", "stone", "climb", "up", "height", "sea"),
    )
    # --- left behind: an empty rowing boat tied at the foot of the stairs
    hull = rowing_boat(ctx, cx - s * ctx.u(330, 360), yb + ctx.u(50, 70), s, (cx - s * c0, yb + 2))
    add_element(
        ctx,
        "an empty rowing boat tied at the foot of the stairs",
        "secondary",
        bbox_of(hull),
        ("boat", "rowing boat", "empty", "left behind", "sea"),
    )
    # --- the climber: seen from behind, one boot on the next step, the lantern held out ----
    coat_name = list(COATS)[int(g.integers(len(COATS)))]
    coat, coat_dk = (rgb(c) for c in COATS[coat_name])
    fx, fy = P(tread_mid, th_f, fx_step[3])
    fy += 4
    ph = ctx.u(265, 280)

    def Q(u: float, v: float) -> Pt:  # u toward the side it climbs to, v up, in its heights
        u += 0.09 * max(0.0, v - 0.4)  # leaning into the climb
        return (fx + s * u * ph, fy - v * ph)

    rise_f = fx_step[6] / ph
    nx, _ny = P(tread_mid, th_f + dth, fx_step[3] - fx_step[6])
    up_u = max(0.08, (nx - fx) * s / ph * 0.55)
    leg_w = [0.085 * ph, 0.075 * ph, 0.068 * ph]
    stand = ribbon([Q(-0.05, 0.44), Q(-0.055, 0.22), Q(-0.05, 0.05)], leg_w, 2)
    lift = ribbon(
        [Q(0.06, 0.44), Q(0.12 + up_u, 0.36 + rise_f * 0.6), Q(0.06 + up_u, 0.06 + rise_f)],
        leg_w,
        2,
    )
    boots = np.maximum(
        ribbon([Q(-0.05, 0.16), Q(-0.05, 0.02)], [0.09 * ph, 0.1 * ph], 2),
        ribbon([Q(0.06 + up_u, 0.19 + rise_f), Q(0.06 + up_u, 0.06 + rise_f)], [0.09 * ph] * 2, 2),
    )
    sole = ellipse(*Q(0.06 + up_u, 0.055 + rise_f), 0.05 * ph, 0.02 * ph, 1.5)
    coat_m = polygon_fine(
        [
            Q(-0.13, 0.8),
            Q(-0.17, 0.62),
            Q(-0.2, 0.36),
            Q(-0.06, 0.33),
            Q(0.08, 0.35),
            Q(0.21, 0.4),
            Q(0.17, 0.62),
            Q(0.13, 0.8),
        ]
    )
    coat_m = np.maximum(coat_m, ellipse(*Q(0.0, 0.79), 0.14 * ph, 0.05 * ph, 2))
    hood = np.maximum(
        tilted_ellipse(*Q(-0.01, 0.885), 0.098 * ph, 0.108 * ph, 0.0),
        polygon_fine([Q(-0.07, 0.95), Q(0.0, 1.0), Q(0.06, 0.95)]),
    )
    hand_l = Q(0.3, 0.6)
    arm_out = ribbon([Q(0.1, 0.76), Q(0.2, 0.68), hand_l], [0.075 * ph, 0.065 * ph, 0.055 * ph], 2)
    arm_in = ribbon(
        [Q(-0.11, 0.76), Q(-0.17, 0.63), Q(-0.2, 0.52)], [0.075 * ph, 0.065 * ph, 0.055 * ph], 2
    )
    mitts = np.maximum(disc(*hand_l, 0.034 * ph, 1.5), disc(*Q(-0.2, 0.51), 0.034 * ph, 1.5))
    body = np.maximum.reduce([stand, lift, boots, coat_m, hood, arm_out, arm_in, mitts])
    trousers = np.maximum(stand, lift)
    ctx.lit(trousers, bbox_of(trousers), rgb("#2c3444"), rim=0.5)
    boot_c = rgb("#2a5a48") if coat_name == "red" else rgb("#b8342a")
    ctx.lit(boots, bbox_of(boots), boot_c, rim=0.5)
    blend(ctx.img, sole, rgb("#141012"), 0.9)
    ctx.lit(np.maximum(arm_in, coat_m), bbox_of(coat_m), coat, rim=0.7)
    ctx.lit(arm_out, bbox_of(arm_out), coat, rim=0.7)
    ctx.lit(hood, bbox_of(hood), coat, rim=0.7)
    ctx.lit(mitts, bbox_of(mitts), coat_dk, rim=0.4)
    # the back seam and the hood's rim, the coat's hem lifted by the climbing knee
    seams = polylines(
        [
            [Q(0.0, 0.77), Q(0.005, 0.55), Q(0.01, 0.35)],
            [Q(-0.09, 0.82), Q(-0.02, 0.795), Q(0.07, 0.82)],
            [Q(-0.19, 0.385), Q(-0.06, 0.36), Q(0.08, 0.38), Q(0.2, 0.42)],
        ],
        3,
    )
    blend(ctx.img, seams * np.maximum(coat_m, hood), coat_dk, 0.6)
    # the lantern, hanging from the outstretched hand
    lx, ly = hand_l[0], hand_l[1] + 0.2 * ph
    lw, lh = 0.06 * ph, 0.085 * ph
    cap_top = (lx, ly - lh * 1.55)
    frame = np.maximum.reduce(
        [
            polygon_fine(
                [
                    (lx - lw, ly - lh),
                    (lx + lw, ly - lh),
                    (lx + lw * 0.8, ly + lh),
                    (lx - lw * 0.8, ly + lh),
                ]
            ),
            polygon_fine([(lx - lw * 1.2, ly - lh), cap_top, (lx + lw * 1.2, ly - lh)]),
            ellipse(lx, ly + lh, lw * 1.1, lh * 0.22, 1.5),
        ]
    )
    blend(ctx.img, frame, rgb("#3a2c20"))
    pane = polygon_fine(
        [
            (lx - lw * 0.7, ly - lh * 0.8),
            (lx + lw * 0.7, ly - lh * 0.8),
            (lx + lw * 0.55, ly + lh * 0.8),
            (lx - lw * 0.55, ly + lh * 0.8),
        ]
    )
    blend(ctx.img, pane, rgb("#ffe6a0"))
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 420, "#ffc870", 0.35)
    later_glow(ctx, lx, ly, 200, "#ffd890", 0.4, core=9)
    later_glow(ctx, lx, ly, 60, "#fff4d0", 0.45)
    # the lantern's cage and its bail up to the mitten, drawn over the glow
    cage = [
        [(lx - lw * 1.2, ly - lh), cap_top, (lx + lw * 1.2, ly - lh), (lx - lw * 1.2, ly - lh)],
        [(lx - lw, ly - lh), (lx - lw * 0.8, ly + lh)],
        [(lx + lw, ly - lh), (lx + lw * 0.8, ly + lh)],
        [(lx - lw * 1.05, ly + lh), (lx + lw * 1.05, ly + lh)],
        cubic(
            cap_top, (lx - lw * 0.8, cap_top[1] - 18), (hand_l[0] - 4, hand_l[1] + 20), hand_l, 8
        ),
    ]
    after_mask(ctx, polylines(cage, 3.2), "#2a1e14", 0.92)
    focus_on(ctx, body, 3, 2.5)
    focus_on(ctx, frame, 3, 3.0)
    add_element(
        ctx,
        f"a small figure in a {coat_name} raincoat with the hood up, seen from behind, climbing",
        "main",
        bbox_of(body),
        ("person", "child", "small", "climbing", "raincoat", "back", "journey"),
    )
    add_element(
        ctx, "a lit lantern held out", "secondary", bbox_of(frame), ("lantern", "light", "night")
    )
    # --- the cat, a few steps below, coming round the front after it ------------------------
    cat_name = list(CATS)[int(g.integers(len(CATS)))]
    cat_c = rgb(CATS[cat_name])
    k_c = i_f - int(g.integers(3, 5))
    cs = steps[k_c]
    cth = cs[2] + dth * 0.5
    kx, ky = P((cs[4] + cs[5]) / 2 + 30, cth, cs[3])
    cr = ctx.u(100, 108)  # the cat's length

    def C(u: float, v: float) -> Pt:  # u forward along the steps (toward s), v up
        return (kx + s * u * cr, ky - v * cr)

    up = cs[6] / cr  # one step up, in cat lengths
    cat_body = tilted_ellipse(*C(0.05, 0.42 + up * 0.3), 0.48 * cr, 0.2 * cr, -s * 0.28)
    cat_head = ellipse(*C(0.55, 0.72 + up * 0.5), 0.17 * cr, 0.15 * cr, 2)
    ears = np.maximum(
        polygon_fine(
            [C(0.45, 0.82 + up * 0.5), C(0.46, 0.98 + up * 0.5), C(0.54, 0.86 + up * 0.5)]
        ),
        polygon_fine([C(0.58, 0.86 + up * 0.5), C(0.65, 1.0 + up * 0.5), C(0.68, 0.83 + up * 0.5)]),
    )
    cat_legs = polylines(
        [
            [C(-0.3, 0.35), C(-0.34, 0.16), C(-0.3, 0.02)],
            [C(-0.18, 0.35), C(-0.14, 0.15), C(-0.16, 0.02)],
            [C(0.35, 0.5), C(0.42, 0.35 + up), C(0.45, 0.02 + up)],
            [C(0.25, 0.45), C(0.38, 0.38), C(0.48, 0.3)],
        ],
        0.08 * cr,
    )
    tail = ribbon(
        cubic(C(-0.45, 0.45), C(-0.75, 0.6), C(-0.72, 1.05), C(-0.52, 1.1), 10),
        [0.08 * cr] * 6 + [0.07 * cr] * 5,
        2,
    )
    cat = np.maximum.reduce([cat_body, cat_head, ears, cat_legs, tail])
    ctx.lit(cat, bbox_of(cat), cat_c, rim=0.35 if cat_name == "black" else 0.6)
    eye = C(0.64, 0.74 + up * 0.5)
    after_mask(ctx, disc(*eye, 4.5, 1.2), "#e8d060", 0.95)
    focus_on(ctx, cat, 3, 2.5)
    add_element(
        ctx,
        f"a small {cat_name} cat following a few steps below",
        "secondary",
        bbox_of(cat),
        ("animal", "cat", "following", "companion"),
    )
    # --- after the paint: glints on the wet steps, the last steps turning into stars --------
    side = ctx.side()
    gl = np.zeros((H, W), np.float32)
    for i in wet:
        _, _, th, yy, big_r, small_r, rise = steps[i]
        for _ in range(4):  # glints along the wet edge of the step, and on its top
            a = th + dth * float(side.uniform(0.1, 0.85))
            px, py = P(big_r - 2, a, yy + rise * 0.7 * float(side.uniform(0.1, 0.4)))
            gl = np.maximum(gl, ellipse(px, py, float(side.uniform(7, 14)), 2.2, 1.2))
            r = float(side.uniform(small_r + 10, big_r - 8))
            px, py = P(r, a, yy)
            if e_at(yy) > 0:
                gl = np.maximum(gl, ellipse(px, py + 2, float(side.uniform(8, 16)), 2.2, 1.2))
        drip = P(big_r, th + dth * float(side.uniform(0.2, 0.8)), yy + rise * 0.55 + 6)
        gl = np.maximum(gl, ellipse(drip[0], drip[1] + 4, 2.5, 4.5, 1))
    after_mask(ctx, gl, "#ffe2a8", 0.8)
    sparks = np.zeros((H, W), np.float32)
    for _i, t, th, yy, big_r, small_r, _ in steps:
        if t < 0.7:
            continue
        for _ in range(2 if t < 0.85 else 3):
            a = th + dth * float(side.uniform(0, 1))
            r = float(side.uniform(small_r, big_r))
            px, py = P(r, a, yy)
            sparks = np.maximum(sparks, disc(px, py, float(side.uniform(1.6, 3.6)), 1))
    # beyond the last step, stars go on up the same turning way
    for j in range(1, 16):
        t = 1 + j * 0.012
        th = th0 + (n_steps + j * 0.8) * dth
        yy = steps[-1][3] - j * h0 * 0.28
        if yy < 8:
            break
        big_r = r0 * 0.4 * (1 - j / 18)
        px, py = P(big_r * float(side.uniform(0.4, 1.0)), th, yy)
        sparks = np.maximum(sparks, disc(px, py, float(side.uniform(1.8, 3.8)), 1))
    after_mask(ctx, sparks, ctx.pal.light, 0.95)
    add_element(
        ctx,
        "the last steps fading into a trail of stars",
        "secondary",
        bbox_of(sparks),
        ("star", "stars", "sky", "heaven", "step", "top"),
    )
    after_mask(
        ctx, blur(np.clip(2 - np.abs(YY - hz), 0, 1).astype(np.float32), 1.0), ctx.pal.light, 0.35
    )
    # the lantern's light lies on the water below as a broken warm path
    path = np.zeros((H, W), np.float32)
    for _ in range(26):
        py = float(side.uniform(yb + 20, H - 10))
        px = lx + float(side.normal(0, 14 + (py - yb) * 0.08))
        path = np.maximum(path, ellipse(px, py, float(side.uniform(8, 22)), 2.4, 1.2))
    after_mask(ctx, path, "#ffd080", 0.5)
    return Painted(
        f"At night, out of a calm dark sea, a spiral staircase of old white stone winds up and up "
        f"round a slender column, narrowing as it turns, until its last steps fade into a trail "
        f"of stars; halfway up, a small figure in a {coat_name} raincoat with the hood up, seen "
        f"from behind, climbs on with a lit lantern held out at arm's length, and a little "
        f"{cat_name} cat follows a few steps below; the steps it has passed are wet and glint in "
        f"the lantern light, an empty rowing boat is tied at the foot of the stairs, and the "
        f"stars and the staircase are mirrored in the still water.",
        ["the journey", "courage", "dream", "step by step", "the unknown", "going home", "night"],
    )


PREMISE = Premise(
    name="stairs-to-the-stars",
    figure="person",
    palettes=("night", "aurora"),
    stage=stage,
    max_cards=1,
    frame=False,
)
