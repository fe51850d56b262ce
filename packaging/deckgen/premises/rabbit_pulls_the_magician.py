"""Premise "rabbit-pulls-the-magician": The trick the other way round: on a dim little stage
under one warm spotlight, a big white rabbit standing on its hind legs beside an upturned top
hat lifts a tiny startled magician up out of it by the collar, as a magician lifts a rabbit;
playing cards flutter from the magician's sleeves, the rabbit taps the hat with his wand, and
the dark heads of the audience line the front of the stage.

The rabbit is drawn from parts (a haunch and long hind foot, an upright body, a head in
profile with two long ears, a raised forepaw), the hat from shapes (its crown on the boards,
its brim and dark opening up); the magician is a person built from parts in a little cape.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.games import falling_cards
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, blend, blur, box, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.props import sparkles
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.theatre import audience_row, stage_curtain, top_hat

Pt = tuple[float, float]
CURTAINS = ("#7a1c26", "#6a1f3a", "#5a1a2e")
FUR = "#f4f0ea"
SPOT = "#ffe2a8"
POSE = "dangle"  # the magician, lifted by the collar


def stage(ctx: Ctx) -> Painted:
    _x, s = third(ctx)
    f = -s  # the rabbit stands on side s and faces the middle, where the hat is
    rx = W / 2 + s * ctx.u(0.2, 0.22) * W
    # the stage: boards under a curtain, dim, lit by one spotlight from above; its front
    # edge near the bottom of the card, the dark hall below it
    back = H * ctx.u(0.55, 0.57)  # where the boards meet the curtain
    fy = H * ctx.u(0.8, 0.81)  # where the rabbit and the hat stand
    edge = fy + ctx.u(150, 165)  # the stage's front edge
    boards = rgb("#6a4a32")
    fl = box(-5, back, W + 5, H + 5, 2)
    t = np.clip((YY - back) / (edge - back), 0, 1)
    grain = np.sin(XX / 6 + 3 * np.sin(YY / 90)) * 0.04
    blend(ctx.img, fl, np.clip(boards[None, None, :] * (0.8 + 0.3 * t + grain)[..., None], 0, 1))
    for j in range(1, 9):  # the boards' joints, closer together toward the back
        gy = back + (edge - back) * (j / 9) ** 1.5
        blend(ctx.img, box(-5, gy, W + 5, gy + 3, 1.5), boards * 0.5, 0.5)
    curtain = rgb(CURTAINS[int(ctx.rng.integers(len(CURTAINS)))])
    stage_curtain(ctx, H * 0.05, back + 4, curtain)
    blend(ctx.img, box(-5, back - 6, W + 5, back + 10, 3), rgb("#2a1810"), 0.7)  # its hem
    hx = rx + f * ctx.u(420, 440)
    # the spotlight: a cone of warm light from above onto the two of them, the rest dim
    sx = (rx + hx) / 2 + f * 20
    ctx.light = (sx + s * 120, -H * 0.12)
    pool_x, pool_w = (rx + hx) / 2, ctx.u(470, 510)
    beam = polygon_fine(
        [(sx - 70, -60), (sx + 70, -60), (pool_x + pool_w, fy + 40), (pool_x - pool_w, fy + 40)]
    )
    beam = blur(beam, 30)
    pool = blur(ellipse(pool_x, fy + 60, pool_w * 1.1, edge - fy + 10, 6), 24)
    lit_area = np.maximum(beam * np.clip(1 - (YY - back) / 200, 0, 1), pool)
    ctx.img *= (0.34 + 0.66 * lit_area)[..., None]
    blend(ctx.img, beam, rgb(SPOT), 0.12)
    blend(ctx.img, pool * (back < YY), rgb(SPOT), 0.35)
    glow(ctx.img, pool_x, fy - 300, 560, SPOT, 0.22)
    # the stage's front: a lit lip along its edge, the dark face of the stage under it
    blend(ctx.img, box(-5, edge, W + 5, H + 5, 2), rgb("#180c0a"), 0.95)
    blend(ctx.img, box(-5, edge - 8, W + 5, edge + 4, 2), mix(boards, rgb(SPOT), 0.5), 0.8)
    add_element(
        ctx,
        "a small stage with a red curtain under a spotlight",
        "frame",
        (0, 0, W, H),
        ("stage", "show", "theatre", "spotlight"),
    )
    # the top hat, upturned on the boards, brim up
    hat_h = H * ctx.u(0.185, 0.195)
    crown, brim, opening, band = top_hat(hx, fy + 8, hat_h)
    hat = np.maximum(crown, brim)
    ctx.cast_shadow(hat, bbox_of(hat), fy + 8, 0.45)
    ctx.contact(crown, bbox_of(crown))
    ctx.lit(crown, bbox_of(crown), rgb("#2a2630"), rim=0.8)
    blend(ctx.img, band, rgb("#8a2030"), 0.85)
    ctx.lit(brim, bbox_of(brim), rgb("#34303c"), rim=0.9)
    blend(ctx.img, opening, rgb("#0c0a10"), 1.0)
    top = fy + 8 - hat_h
    lip = np.clip(brim - ellipse(hx, top + 4, hat_h * 0.7, hat_h * 0.15, 2), 0, 1)
    blend(ctx.img, lip * (top > YY), rgb(SPOT), 0.4)
    focus_on(ctx, hat, 5, 2.0, weight=0.9)
    add_element(
        ctx,
        "a black top hat, upturned on the boards",
        "secondary",
        bbox_of(hat),
        ("hat", "magic", "show", "top hat"),
        icon=None,
    )
    # where the magician hangs: lifted clear of the hat by his collar, his feet still over its
    # mouth, facing away from the rabbit
    top = fy + 8 - hat_h
    mh = H * ctx.u(0.17, 0.175)
    my = top - ctx.u(100, 120)  # his feet
    mx = hx + s * 6
    flip = f < 0

    def jt(name: str) -> Pt:
        return joint_at(POSE, name, mx, my, mh, flip=flip)

    neck = jt("neck")
    # the rabbit, standing up on its hind legs beside the hat, facing it (sizes in k)
    k = ctx.u(1.06, 1.1)
    ry = fy  # its feet
    parts: dict[str, Arr] = {}
    parts["foot"] = ellipse(rx + f * 60 * k, ry - 24 * k, 140 * k, 30 * k, 3)
    parts["haunch"] = ellipse(rx - f * 40 * k, ry - 150 * k, 140 * k, 160 * k, 3)
    body_c = (rx, ry - 370 * k)
    parts["body"] = tilted_ellipse(body_c[0], body_c[1], 145 * k, 250 * k, np.radians(f * 8))
    head_c = (rx + f * 60 * k, ry - 650 * k)
    tilt = float(np.radians(f * ctx.u(16, 22)))  # the head bent a little toward its catch

    def hp(dx: float, dy: float) -> Pt:
        """A point of the head (offsets in its own frame, toward its nose) on the card."""
        u, v = f * dx * k, dy * k
        return (
            head_c[0] + u * np.cos(tilt) - v * np.sin(tilt),
            head_c[1] + u * np.sin(tilt) + v * np.cos(tilt),
        )

    parts["head"] = tilted_ellipse(head_c[0], head_c[1], 112 * k, 96 * k, tilt)
    mz = hp(92, 34)
    parts["muzzle"] = tilted_ellipse(mz[0], mz[1], 68 * k, 54 * k, tilt)
    parts["neck"] = ribbon(
        [(rx + f * 20 * k, ry - 520 * k), (head_c[0], head_c[1] + 20 * k)], [190 * k, 170 * k], 2
    )
    ear_a = [
        (head_c[0] - f * 10 * k, head_c[1] - 70 * k),
        (head_c[0] - f * 50 * k, head_c[1] - 260 * k),
        (head_c[0] - f * 80 * k, head_c[1] - 430 * k),
    ]
    ear_b = [
        (head_c[0] - f * 50 * k, head_c[1] - 60 * k),
        (head_c[0] - f * 140 * k, head_c[1] - 230 * k),
        (head_c[0] - f * 230 * k, head_c[1] - 350 * k),
    ]
    parts["ear"] = ribbon(ear_a, [70 * k, 84 * k, 40 * k], 2)
    far_ear = ribbon(ear_b, [62 * k, 74 * k, 34 * k], 2)
    # its near forelimb raised, the paw behind his collar; the far paw at its chest
    shoulder = (rx + f * 80 * k, ry - 530 * k)
    paw = (neck[0] - f * 0.1 * mh, neck[1] + 0.01 * mh)
    elbow = (
        shoulder[0] + (paw[0] - shoulder[0]) * 0.5,
        shoulder[1] + (paw[1] - shoulder[1]) * 0.5 + 26 * k,
    )
    parts["arm"] = ribbon([shoulder, elbow, paw], [92 * k, 70 * k, 56 * k], 2)
    parts["paw"] = ellipse(paw[0], paw[1], 38 * k, 34 * k, 2)
    parts["chest_paw"] = ellipse(rx + f * 150 * k, ry - 380 * k, 40 * k, 30 * k, 2)
    tail = disc(rx - f * 170 * k, ry - 200 * k, 50 * k, 4)
    rabbit = np.maximum.reduce(list(parts.values()))
    ctx.cast_shadow(rabbit, bbox_of(rabbit), ry, 0.45)
    ctx.contact(parts["foot"], bbox_of(parts["foot"]))
    ctx.lit(far_ear, bbox_of(far_ear), rgb(FUR) * 0.82, rim=0.4)
    ctx.lit(tail, bbox_of(tail), rgb(FUR), rim=0.6)
    ctx.lit(rabbit, bbox_of(rabbit), rgb(FUR), rim=0.7)
    # the far paw and the raised arm's edge drawn again a shade darker, so they read apart
    # from the white body
    for part in ("chest_paw", "arm"):
        core = np.clip(blur(parts[part], 3) * 2 - 1, 0, 1)
        ring = np.clip(blur(parts[part], 4) - core, 0, 1) * 0.8
        blend(ctx.img, ring, rgb("#8a7a78"), 0.35)
    # the magic's light rising out of the hat's mouth behind him: he is a dark little figure
    # against it
    glow(ctx.img, mx, my - 0.45 * mh, mh * 0.95, SPOT, 0.55)
    column = polygon_fine(
        [
            (hx - hat_h * 0.4, top),
            (hx + hat_h * 0.4, top),
            (mx + mh * 0.45, my - mh * 1.1),
            (mx - mh * 0.45, my - mh * 1.1),
        ]
    )
    blend(ctx.img, blur(column, 40) * (1 - rabbit), rgb(SPOT), 0.25)
    # the magician: a short cape swinging behind him, then the man, in front of the paw
    sh_l, sh_r = jt("sh_l"), jt("sh_r")
    cape = polygon_fine(
        [
            (sh_l[0] - f * 6, sh_l[1] - 4),
            (sh_r[0] + f * 6, sh_r[1] - 4),
            (sh_r[0] + f * 0.04 * mh, my - 0.3 * mh),
            (mx - f * 0.1 * mh, my - 0.24 * mh),
            (sh_l[0] - f * 0.2 * mh, my - 0.32 * mh),
        ]
    )
    ctx.lit(cape, bbox_of(cape), rgb("#b8202e"), rim=0.5)
    mag = person(
        ctx,
        POSE,
        mx,
        my,
        mh,
        "secondary",
        label="a tiny startled magician in a cape",
        tags=("person", "magician", "small", "surprise"),
        coat="#2a2640",
        flip=flip,
        dress=False,
        who="a man",
    )
    # white gloves and a white shirt front
    gloves = np.zeros((H, W), np.float32)
    for hand in ("ha_l", "ha_r"):
        gx, gy = jt(hand)
        gloves = np.maximum(gloves, disc(gx, gy, mh * 0.045, 1.5))
    ctx.lit(gloves, bbox_of(gloves), rgb("#f4f0e6"), rim=0.3)
    shirt = polygon_fine(
        [
            (neck[0] - 0.035 * mh, neck[1] + 0.03 * mh),
            (neck[0] + 0.035 * mh, neck[1] + 0.03 * mh),
            (neck[0] + f * 0.01 * mh, neck[1] + 0.2 * mh),
        ]
    )
    blend(ctx.img, shirt, rgb("#f0ece4"), 0.9)
    # the rabbit's paw closed on the back of his collar, over the cape
    grip = ellipse(neck[0] - f * 0.1 * mh, neck[1] + 0.025 * mh, 21 * k, 17 * k, 2)
    ctx.lit(grip, bbox_of(grip), rgb(FUR), rim=0.5)
    focus_on(ctx, np.maximum.reduce([mag, cape, grip]), 5, 2.0)
    # the inside of the near ear, the face: eye, pink nose, whiskers; a red bow tie
    inner = ribbon(ear_a[1:], [40 * k, 16 * k], 3)
    blend(ctx.img, inner, rgb("#e8a8a8"), 0.55)
    ex, ey = hp(44, -22)
    after_mask(ctx, tilted_ellipse(ex, ey, 14 * k, 19 * k, tilt), "#2a1418", 0.95)
    after_mask(ctx, disc(ex + f * 5 * k, ey - 7 * k, 5 * k, 1), "#ffffff", 0.9)
    nx, ny = hp(158, 22)
    after_mask(ctx, ellipse(nx, ny, 14 * k, 11 * k, 1.5), "#d87a86", 0.95)
    whisk = polylines(
        [
            [hp(132, 46), hp(222, 30)],
            [hp(132, 54), hp(220, 68)],
            [hp(128, 60), hp(200, 96)],
        ],
        2.5,
    )
    after_mask(ctx, whisk, "#fff8ee", 0.8)
    bx, by = rx + f * 50 * k, ry - 555 * k
    bw = 46 * k
    bow = np.maximum(
        polygon_fine([(bx, by), (bx - bw, by - bw * 0.6), (bx - bw, by + bw * 0.6)]),
        polygon_fine([(bx, by), (bx + bw, by - bw * 0.6), (bx + bw, by + bw * 0.6)]),
    )
    bow = np.maximum(bow, disc(bx, by, 14 * k, 1.5))
    ctx.lit(bow, bbox_of(bow), rgb("#c0283a"), rim=0.5)
    focus_on(ctx, rabbit, 6, 2.0)
    focus_on(ctx, np.maximum(parts["head"], parts["muzzle"]), 4, 2.5)
    add_element(
        ctx,
        "a big white rabbit standing on its hind legs, lifting a tiny magician out of a hat",
        "main",
        bbox_of(np.maximum(rabbit, far_ear)),
        ("animal", "rabbit", "magic", "show"),
    )
    # playing cards fluttering down from his sleeves, a wand fallen on the boards
    side = ctx.side()
    cards = []
    for n in range(4):
        cx = mx + f * (0.3 * mh + 40 * n + side.uniform(0, 30))
        cy = my - mh * 0.55 + n * 95 + side.uniform(-20, 20)
        if n == 3:
            cy = fy + side.uniform(20, 40)
            cx = hx + f * side.uniform(200, 260)
        a = side.uniform(-0.9, 0.9)
        cards.append((cx, cy, a, n))
    ctx.after.append(lambda img: falling_cards(img, cards))
    # the magician's wand, now in the rabbit's other paw, tapping the hat's brim
    cp = (rx + f * 150 * k, ry - 380 * k)
    wa = np.radians(-ctx.u(20, 26))
    w0 = (cp[0] - f * 40 * k * np.cos(wa), cp[1] + 40 * k * np.sin(wa))
    w1 = (cp[0] + f * 190 * k * np.cos(wa), cp[1] - 190 * k * np.sin(wa))
    wt = (w0[0] + (w1[0] - w0[0]) * 0.84, w0[1] + (w1[1] - w0[1]) * 0.84)
    wand = polylines([[w0, w1]], 13)
    tip = polylines([[wt, w1]], 13)
    after_mask(ctx, wand, "#14121a", 0.97)
    after_mask(ctx, tip, "#f4f0e6", 0.97)
    # its paw round the wand: fur lit from above, a little shade under it
    pw = ellipse(cp[0], cp[1], 34 * k, 24 * k, 2)
    after_mask(ctx, pw, FUR, 0.95)
    after_mask(ctx, pw * np.clip((YY - cp[1]) / (24 * k), 0, 1), "#9a8e8a", 0.6)
    focus_on(ctx, polylines([[w0, w1]], 30), 4, 1.5)
    later_glow(ctx, pool_x, fy - 500, 420, SPOT, 0.08)
    # a puff of magic from the hat's mouth: a little smoke and sparkles, after the paint
    puff = np.zeros((H, W), np.float32)
    for _ in range(5):
        px, py = hx + side.uniform(-0.6, 0.6) * hat_h, top - side.uniform(0.1, 0.3) * hat_h
        puff = np.maximum(puff, disc(px, py, side.uniform(0.06, 0.1) * hat_h, 8))
    puff *= 1 - np.clip(mag * 2, 0, 1)
    blend(ctx.img, blur(puff, 10), rgb("#efe6dc"), 0.22)
    sparks = [
        (
            hx + side.uniform(-0.7, 0.7) * hat_h,
            top - side.uniform(0.05, 0.6) * hat_h,
            side.uniform(6, 14),
        )
        for _ in range(9)
    ]
    ctx.after.append(lambda img: sparkles(img, sparks))
    # the front row of the audience: dark heads and shoulders along the bottom edge, the
    # stage's light catching their tops
    crowd = audience_row(ctx, edge, SPOT)
    add_element(
        ctx,
        "the dark heads of the audience in the front row",
        "frame",
        bbox_of(crowd),
        ("audience", "people", "show", "watching"),
    )
    return Painted(
        "On a dim little stage, a big white rabbit in a red bow tie stands on its hind legs "
        "beside an upturned black top hat and lifts a tiny startled magician up out of it by the "
        "collar, as a magician lifts a rabbit; playing cards flutter from the magician's "
        "sleeves, the rabbit taps the hat with his wand in its other paw, and the dark heads of "
        "the audience line the front of the stage.",
        [
            "roles reversed",
            "surprise",
            "magic",
            "power",
            "small and big",
            "breaking the rules",
            "irony",
            "play",
        ],
        setting="in the warm light of a single spotlight",
    )


PREMISE = Premise(
    name="rabbit-pulls-the-magician",
    figure="rabbit",
    palettes=("interior", "night"),
    stage=stage,
    max_cards=1,
)
