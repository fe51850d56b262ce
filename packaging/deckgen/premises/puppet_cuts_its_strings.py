"""Premise "puppet-cuts-its-strings": On the stage of a little puppet theatre, between red
curtains, a wooden marionette hangs from strings rising to a wooden cross-bar held by a big
hand coming down out of the dark above; the marionette holds up a pair of open scissors to its
head string, and it has already cut the string of its other arm, whose end curls loose.

The marionette is drawn from parts (wooden limbs with ball joints, a round head with a long
nose, a painted jacket); its strings, the scissors and the cut string's curl are drawn after
the paint (thinner than a stroke)."""

from __future__ import annotations

import math

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import YY, Arr, H, W, blend, blur, box, disc, ellipse, fbm, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.props import curled_thread, open_scissors, sagging, thread
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, ribbon
from ..kit.theatre import audience_backs, puppet_stage, puppet_theatre_front

Pt = tuple[float, float]
WOODS = ("#c8955a", "#d0a46a", "#b8844e")
JACKETS = ("#2f6a78", "#3a5a9a", "#4a7a3a")


def stage(ctx: Ctx) -> Painted:
    _x, s = third(ctx)  # the marionette stands on side s, inside the curtains
    px = W / 2 + s * ctx.u(110, 150)
    d = -s  # it faces the middle: its raised arm (with the scissors) is on that side
    rng = ctx.rng
    wood = rgb(WOODS[int(rng.integers(len(WOODS)))])
    jacket = rgb(JACKETS[int(rng.integers(len(JACKETS)))])
    # the dark room around the little theatre, a little warmer toward the stage
    dark = mix(ctx.c("ink"), rgb("#100a0c"), 0.5)
    ctx.img[:] = dark * (0.8 + 0.4 * fbm(rng, 200, 2))[..., None]
    glow(ctx.img, W / 2, H * 0.6, 900, "#5a3020", 0.35)
    # the theatre: a painted wooden frame round an opening, the stage floor, the front panel
    st = puppet_stage(ctx)
    ox0, ox1, oy0, fy, back_y, _frame, back, floor = st
    # the light: a stage lamp hanging in the top of the opening on the far side, its warm beam
    # falling on the marionette, a pool of light on the boards and the cloth behind it
    lx, ly = W / 2 - s * 300, oy0 + 80
    ctx.light = (lx, ly)
    fx, fyy = px, back_y + 70
    beam = polygon_fine([(lx - 20, ly), (lx + 20, ly), (fx + 260, fyy + 30), (fx - 260, fyy + 30)])
    beam = blur(beam, 40) * box(ox0, oy0, ox1, fy, 2)
    blend(ctx.img, beam, rgb("#ffd890"), 0.16)
    pool = ellipse(fx, fyy + 20, 300, 70, 40) * floor
    blend(ctx.img, pool, rgb("#f0b86a"), 0.55)
    wall_pool = ellipse(px + s * 40, back_y - 260, 300, 360, 120) * back
    blend(ctx.img, wall_pool, rgb("#b87a52"), 0.45)
    # the curtains, drawn aside to both sides and tied, their folds catching the light; the
    # painted frame in front
    puppet_theatre_front(ctx, st)
    # the lamp itself: a small black can with a bright lens
    lamp = ellipse(lx, ly - 10, 34, 26, 2)
    blend(ctx.img, lamp, rgb("#1a1414"))
    blend(ctx.img, polylines([[(lx, oy0 - 4), (lx, ly - 30)]], 6), rgb("#1a1414"))
    later_glow(ctx, lx + s * 12, ly + 8, 120, "#ffe2a0", 0.7, core=10)

    # the marionette, drawn from parts: feet on the boards, a unit of height h
    h = H * ctx.u(0.33, 0.35)
    feet = back_y + ctx.u(60, 80)

    def at(u: float, v: float) -> Pt:
        return (px + d * u * h, feet + v * h)

    j = {
        "head": at(0.01, -0.905),
        "neck": at(0.0, -0.8),
        "sh_n": at(0.1, -0.765),  # the near shoulder (the raised arm's), on side d
        "sh_f": at(-0.1, -0.765),
        "el_n": at(0.27, -0.84),
        "ha_n": at(0.21, -1.0),
        "el_f": at(-0.15, -0.6),
        "ha_f": at(-0.19, -0.45),
        "hip_n": at(0.05, -0.47),
        "hip_f": at(-0.05, -0.47),
        "kn_n": at(0.08, -0.25),
        "kn_f": at(-0.06, -0.25),
        "ft_n": at(0.09, -0.03),
        "ft_f": at(-0.08, -0.03),
    }
    limb_w = h * 0.05
    ball = h * 0.034
    parts: list[tuple[Arr, np.ndarray]] = []
    joints: list[Pt] = []
    for lg in ("f", "n"):  # the legs: thigh and shin, a block of a foot
        hip, kn, ft = j[f"hip_{lg}"], j[f"kn_{lg}"], j[f"ft_{lg}"]
        for p0, p1 in ((hip, kn), (kn, ft)):
            parts.append((ribbon([p0, p1], [limb_w * 1.1, limb_w * 0.9], 1.5), wood))
        foot = ellipse(ft[0] + d * h * 0.03, ft[1] + h * 0.005, h * 0.06, h * 0.028, 2)
        parts.append((foot, wood * 0.8))
        joints.append(kn)
    # the far arm, hanging free, its string cut
    parts.append((ribbon([j["sh_f"], j["el_f"]], [limb_w, limb_w * 0.85], 1.5), jacket))
    parts.append((ribbon([j["el_f"], j["ha_f"]], [limb_w * 0.85, limb_w * 0.75], 1.5), wood))
    parts.append((ellipse(*j["ha_f"], h * 0.032, h * 0.04, 2), wood))
    joints.append(j["el_f"])
    # the body: a jacket on a wooden torso, short trousers
    sn, sf = j["sh_n"], j["sh_f"]
    hn, hf = j["hip_n"], j["hip_f"]
    torso = polygon_fine(
        [
            (sf[0] - d * h * 0.02, sf[1] - h * 0.01),
            (sn[0] + d * h * 0.02, sn[1] - h * 0.01),
            (hn[0] + d * h * 0.02, hn[1] + h * 0.02),
            (hf[0] - d * h * 0.02, hf[1] + h * 0.02),
        ]
    )
    torso = np.maximum(torso, ribbon([sf, sn], [h * 0.06, h * 0.06], 1.5))
    parts.append((torso, jacket))
    shorts = ellipse((hn[0] + hf[0]) / 2, hn[1] + h * 0.02, h * 0.095, h * 0.05, 2)
    parts.append((shorts, jacket * 0.6))
    parts.append((ribbon([j["neck"], at(0.0, -0.84)], [h * 0.04, h * 0.04], 1.5), wood))
    # the near arm, raised high with the scissors
    parts.append((ribbon([sn, j["el_n"]], [limb_w, limb_w * 0.85], 1.5), jacket))
    parts.append((ribbon([j["el_n"], j["ha_n"]], [limb_w * 0.85, limb_w * 0.75], 1.5), wood))
    parts.append((ellipse(*j["ha_n"], h * 0.036, h * 0.036, 2), wood))
    joints.append(j["el_n"])
    # the head: a wooden ball turned up toward the scissors, a long pointed nose, a cap
    hx, hy = j["head"]
    hr = h * 0.088
    head = disc(hx, hy, hr, 2)
    parts.append((head, wood))
    na = math.atan2(-0.9, d * 0.45)  # up and toward side d
    nose = polygon_fine(
        [
            (hx + math.cos(na + 1.2) * hr * 0.35, hy + math.sin(na + 1.2) * hr * 0.35),
            (hx + math.cos(na) * hr * 2.3, hy + math.sin(na) * hr * 2.3),
            (hx + math.cos(na - 1.2) * hr * 0.35, hy + math.sin(na - 1.2) * hr * 0.35),
        ]
    )
    parts.append((nose, wood))
    cap = polygon_fine(
        [
            (hx - d * hr * 1.05, hy - hr * 0.1),
            (hx - d * hr * 0.2, hy - hr * 1.05),
            (hx - d * hr * 1.9, hy - hr * 1.6),
        ]
    )
    parts.append((cap, rgb("#b8302a")))
    puppet = np.zeros((H, W), np.float32)
    for m, _c in parts:
        np.maximum(puppet, m, out=puppet)
    pb = bbox_of(puppet)
    # its shadow on the cloth behind, thrown away from the lamp, and its pool on the boards
    shadow = np.roll(np.roll(blur(puppet, 12), int(s * 110), 1), -70, 0) * back
    blend(ctx.img, shadow, rgb("#0c0a14"), 0.3)
    ctx.cast_shadow(puppet, pb, feet, strength=0.45)
    ctx.contact(puppet, pb)
    for m, c in parts:
        ctx.lit(m, bbox_of(m), np.asarray(c, np.float32), rim=0.7)
    for jx, jy in joints:  # the ball joints, darker
        jm = disc(jx, jy, ball, 1.5)
        ctx.lit(jm, bbox_of(jm), wood * 0.7, rim=0.5)
    # the face, after the paint: an eye looking up, a round red cheek, a painted smile
    ex, ey = hx + d * hr * 0.35, hy - hr * 0.2
    after_mask(ctx, disc(ex, ey, h * 0.011, 1.2), "#1a0e08", 0.95)
    after_mask(ctx, disc(hx + d * hr * 0.05, hy + hr * 0.35, h * 0.02, 3), "#d8604a", 0.5)
    after_mask(
        ctx,
        polylines([[(hx + d * hr * 0.25, hy + hr * 0.55), (hx + d * hr * 0.6, hy + hr * 0.38)]], 3),
        "#4a1a10",
        0.7,
    )
    # the wood's seams at the joints, so the limbs read as turned pieces, not a body
    seams = np.zeros((H, W), np.float32)
    for jx, jy in joints:
        seams = np.maximum(seams, np.clip(disc(jx, jy, ball + 3, 1) - disc(jx, jy, ball, 1), 0, 1))
    after_mask(ctx, seams, "#3a2010", 0.6)
    focus_on(ctx, puppet, 6, 2.0)
    add_element(
        ctx,
        "a wooden marionette cutting its own strings",
        "main",
        pb,
        ("puppet", "wood", "toy", "freedom"),
    )

    # where the cross-bar will hang, above: the head string runs from it to the head
    bx = px + d * h * 0.05 + ctx.u(-20, 20)
    by = H * ctx.u(0.17, 0.19)
    # the scissors, held up in the near hand, open round the head string
    ax, ay = j["ha_n"]
    top_y = hy - hr - h * 0.2  # where the blades meet the head string
    f = (top_y - (by + 160)) / (hy - hr - (by + 160))
    sx, sy = bx + (hx - bx) * f, top_y
    piv = (ax + (sx - ax) * 0.3, ay + (sy - ay) * 0.3)
    ang = math.atan2(sy - piv[1], sx - piv[0])
    blade_len = math.hypot(sx - piv[0], sy - piv[1]) * 2.0
    cut = open_scissors(piv, ang, blade_len, h)
    sc = cut.mask

    def scissors(img: Arr) -> None:
        cut.draw(img)
        glow(img, sx, sy, 40, "#fff4d0", 0.35)

    ctx.after.append(scissors)
    focus_on(ctx, sc, 6, 2.0)
    add_element(
        ctx,
        "a pair of open scissors held up to a string",
        "secondary",
        bbox_of(sc),
        ("scissors", "cut", "freedom"),
    )

    # the control: a wooden cross-bar, held from above by a big hand out of the dark
    half = h * 0.45
    bar = box(bx - half, by - 13, bx + half, by + 13, 3)
    post = box(bx - 12, by - 40, bx + 12, by + 150, 3)
    bar = np.maximum(bar, post)
    bar = np.maximum(bar, box(bx - 80, by + 138, bx + 80, by + 160, 3))  # the head bar
    ctx.lit(bar, bbox_of(bar), rgb("#9a6a3a"), rim=0.6)
    # the arm from the top edge: a dark sleeve, a pale cuff; the back of the hand, the
    # fingers draped over the bar, their tips curling under it
    wrist = (bx - s * 30, by - 170)
    sleeve = ribbon([(bx - s * 180, -40), (bx - s * 90, by - 290), wrist], [230, 200, 180], 3)
    ux, uy = wrist[0] - (bx - s * 90), wrist[1] - (by - 290)
    un = math.hypot(ux, uy)
    ux, uy = ux / un, uy / un
    cx_, cy_ = wrist[0] - ux * 40, wrist[1] - uy * 40
    cuff = polygon_fine(
        [
            (cx_ - uy * 98 - ux * 24, cy_ + ux * 98 - uy * 24),
            (cx_ - uy * 98 + ux * 24, cy_ + ux * 98 + uy * 24),
            (cx_ + uy * 98 + ux * 24, cy_ - ux * 98 + uy * 24),
            (cx_ + uy * 98 - ux * 24, cy_ - ux * 98 - uy * 24),
        ]
    )
    palm = ellipse(bx - s * 10, by - 100, 95, 105, 3)
    fingers = np.zeros((H, W), np.float32)
    for k, (fxo, ln) in enumerate(((-60, 0.9), (-20, 1.0), (20, 1.0), (58, 0.85))):
        kx = bx + fxo
        fingers = np.maximum(
            fingers,
            ribbon(
                [
                    (kx, by - 60),
                    (kx + 2, by - 60 + 60 * ln),
                    (kx - s * 4, by + 8 + 8 * ln),
                    (kx - s * 10 * (k % 2), by + 28),
                ],
                [44, 40, 36, 30],
                2,
            ),
        )
    thumb = ribbon(
        [(bx + s * 80, by - 130), (bx + s * 112, by - 70), (bx + s * 100, by - 20)],
        [52, 44, 36],
        2,
    )
    skin = rgb("#d8a888")
    coat = rgb("#2a2228")
    ctx.lit(sleeve, bbox_of(sleeve), coat, rim=0.5)
    ctx.lit(cuff, bbox_of(cuff), rgb("#c8c0b4"), rim=0.5)
    hand = np.maximum.reduce([palm, fingers, thumb])
    ctx.lit(np.maximum(palm, thumb), bbox_of(hand), skin, rim=0.7)
    ctx.lit(fingers, bbox_of(fingers), skin * 0.95, rim=0.7)
    knuckles = np.clip(blur(fingers, 3) - fingers, 0, 1) * (by - 64 < YY) * (by + 30 > YY)
    after_mask(ctx, knuckles, "#5a3a2a", 0.5)
    gaps = polylines([[(bx + g, by - 50), (bx + g + 1, by + 14)] for g in (-40, 0, 39)], 3.5)
    after_mask(ctx, gaps * blur(fingers, 2), "#6a3e2c", 0.55)
    focus_on(ctx, np.maximum(hand, bar), 6, 1.5, weight=1.0)
    add_element(
        ctx,
        "a big hand from above holding the marionette's wooden cross-bar",
        "secondary",
        bbox_of(np.maximum(hand, bar)),
        ("hand", "control", "power", "puppeteer"),
    )
    add_element(
        ctx,
        "a dark sleeve reaching down out of the dark",
        "frame",
        bbox_of(np.maximum(sleeve, cuff)),
        ("arm", "puppeteer", "dark"),
    )

    # the audience in the dark in front
    audience_backs(ctx, s)

    # the strings, after the paint: to the head, to the raised hand, to both knees; the far
    # hand's string cut, its upper end hanging from the bar in a loose curl, a short curled end
    # left on the wrist
    col = "#f6ecd2"
    head_top = (hx, hy - hr)
    ends = {
        "head": ((bx, by + 160), head_top),
        "hand": ((bx + d * half, by + 8), (j["ha_n"][0], j["ha_n"][1] - h * 0.03)),
        "kn_n": ((bx + d * half * 0.55, by + 8), j["kn_n"]),
        "kn_f": ((bx - d * half * 0.55, by + 8), j["kn_f"]),
    }
    cut_top = (bx - d * half, by + 8)
    # the upper end hangs from the bar down to a little above the freed hand, curling there:
    # the gap between the two ends is the cut
    curl_a = curled_thread(cut_top, d, j["ha_f"][1] - h * 0.36 - cut_top[1], 1.2, h * 0.055, True)
    curl_b = curled_thread(
        (j["ha_f"][0], j["ha_f"][1] - h * 0.03), -d, h * 0.12, 1.0, h * 0.035, False
    )

    def strings(img: Arr) -> None:
        for name, (a, b) in ends.items():
            pts = sagging(a, b, 6)
            if name == "head":
                pts = sagging(a, b, 0)
            thread(img, pts, 3.5, col)
        thread(img, curl_a, 3.5, col)
        thread(img, curl_b, 3.5, col)

    ctx.after.insert(0, strings)  # under the scissors
    return Painted(
        "On the stage of a little puppet theatre between red curtains, a wooden marionette "
        "stands on strings rising to a wooden cross-bar held by a big hand coming down out of "
        "the dark above; it holds up a pair of open scissors to the string on its head, having "
        "already cut the string of its other arm, whose two ends curl loose in the air, while "
        "the backs of the audience's heads show dark in front of the stage.",
        [
            "freedom",
            "rebellion",
            "control",
            "courage",
            "letting go",
            "fate",
            "growing up",
            "independence",
        ],
        setting="in the warm light of one stage lamp",
    )


PREMISE = Premise(
    name="puppet-cuts-its-strings",
    figure="puppet",
    palettes=("interior", "night"),
    stage=stage,
    max_cards=1,
)
