"""Premise "wyvern-guards-the-library": in a dim old library at night, a small dragon lies
curled asleep on a great pile of books as on a hoard, a candle burning on a book under its
nose; a child tiptoes up to the pile and reaches to slide one book out of it.

The dragon is drawn from parts (a body lying curled, a neck bent round to a head resting on
the books, a folded wing, a haunch, a tail wound down the pile, spines, horns); the books
are drawn as shapes (spines with bands of gilt, page edges), the closed eye, the smoke from
its nostril and the candle's flame after the paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.books import BOOK_COLOURS, Books, bookshelves
from ..kit.creatures import curled_dragon
from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask, later_glow
from ..kit.paint import (
    XX,
    YY,
    Arr,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
)
from ..kit.people import CHILD_COATS
from ..kit.place import add_element, focus_on, pick
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, polylines

Pt = tuple[float, float]
DRAGONS = (
    ("#3f8a5a", "#d8c27a", "green"),
    ("#a8402e", "#e0b070", "red"),
    ("#2f6f8a", "#c8d0a0", "blue"),
)


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the dragon's pile is on side s, the child on -s
    dark = ctx.pal.name == "night"
    wall = rgb("#4a2e1e")
    fy = H * ctx.u(0.72, 0.74)  # where the bookcases meet the floor
    bookshelves(ctx, fy, wall)
    # the floor: old boards running toward us
    boards = np.clip((YY - fy) / 2 + 0.5, 0, 1).astype(np.float32)
    vx = W / 2 - s * 200
    ang = np.arctan2(XX - vx, (YY - fy + 400))
    plank = np.sin(ang * 26) * 0.5 + 0.5
    floor_c = rgb("#6a4028") * (0.85 + 0.2 * plank)[..., None]
    floor_c = floor_c * (1 + 0.15 * (aniso_noise(ctx.rng, 12, 80) - 0.5))[..., None]
    blend(ctx.img, boards, np.clip(floor_c, 0, 1))
    skirting = ((fy - 4 < YY) & (fy + 10 > YY)).astype(np.float32)
    blend(ctx.img, skirting, wall * 0.3, 0.8)
    add_element(ctx, "tall bookshelves", "frame", (0, 0, W, int(fy)), ("library", "books", "shelf"))

    # the hoard: a mound of books lying flat, spines to us, on the dragon's third
    xd = W / 2 + s * W * ctx.u(0.1, 0.12)
    base = H * ctx.u(0.895, 0.905)
    R, Hm = ctx.u(310, 325), ctx.u(660, 700)
    gen = ctx.side()
    pile = Books()
    y = base
    grab: tuple[float, float] | None = None  # the end of the book the child pulls
    # the child's size and reach, so that one book of the pile sticks out to their hand
    pose = "tiptoe"
    ch = H * ctx.u(0.22, 0.23)
    foot_y = H * ctx.u(0.94, 0.95)
    flip = s < 0  # facing the pile
    hxj, hand_dy = joint_at(pose, "ha_r", 0, 0, ch, flip)
    hand_y = foot_y + hand_dy
    # the child stands near the card's edge on the -s side (all of them on the card), and
    # the book they pull reaches from the pile to their hand
    cx = W / 2 - s * (W / 2 - 0.27 * ch - ctx.u(20, 50))
    hand_x = cx + hxj
    while y > base - Hm + 10:
        t = (base - y) / Hm
        half = R * float(np.sqrt(max(0.0, 1 - t**2.6))) * (1 + 0.22 * (1 - t) ** 3)
        bh = float(gen.uniform(36, 58))
        cy = y - bh / 2
        # the heap slumps toward the dragon's tail: its flank on the child's side is steeper
        xl = xd - half * (0.8 if s > 0 else 1.05)
        xr = xd + half * (1.05 if s > 0 else 0.8)
        x = xl + float(gen.uniform(-10, 10))
        while x < xr:
            w = float(gen.uniform(110, 210))
            w = min(w, xr + 10 - x)
            if w < 60:
                break
            a = float(gen.uniform(-3, 3)) * (1 + 3 * t)
            if gen.random() < 0.08 and t < 0.7:  # a book standing on end among the others
                hb = bh * 2.2
                pile.book(
                    x + 22,
                    cy - hb / 2 + bh / 2,
                    40,
                    hb,
                    float(gen.uniform(-8, 8)),
                    tuple(rgb(BOOK_COLOURS[int(gen.integers(len(BOOK_COLOURS)))])),
                    upright=True,
                )
                x += 46
                continue
            col = BOOK_COLOURS[int(gen.integers(len(BOOK_COLOURS)))]
            c = tuple(np.clip(rgb(col) * float(gen.uniform(0.8, 1.1)), 0, 1))
            bx = x + w / 2
            first = x < xl + 40 if s > 0 else x + w > xr - 40
            pull = grab is None and cy < hand_y + 30 and first
            if pull:
                # the book being slid out: red, sticking out toward the child
                inner_x = x + w - 10 if s > 0 else x + 10  # in place of the flank's book
                wp = max(w, abs(inner_x - hand_x))
                pile.book(hand_x + s * wp / 2, cy, wp, bh * 1.1, s * 1.5, (0.8, 0.14, 0.12))
                grab = (hand_x, cy)
            else:
                pile.book(bx, cy, w, bh, a, c, edge=bool(gen.random() < 0.22))
            x += w + float(gen.uniform(-8, 4))
        y -= bh * float(gen.uniform(0.82, 0.95))
    if grab is None:
        grab = (hand_x, hand_y)
    # books fallen at the foot of the pile
    for _ in range(7):
        fx = xd + float(gen.uniform(-1.05, 1.05)) * R
        fyb = base + float(gen.uniform(10, 80))
        col = BOOK_COLOURS[int(gen.integers(len(BOOK_COLOURS)))]
        pile.book(
            fx, fyb, float(gen.uniform(120, 180)), 34, float(gen.uniform(-12, 12)), tuple(rgb(col))
        )
    coins = [
        (xd + float(gen.uniform(-1.1, 1.1)) * R, base + float(gen.uniform(-30, 90)))
        for _ in range(9)
    ]

    def draw_coins(img: Arr) -> None:
        for cx_, cy_ in coins:
            blend(img, ellipse(cx_, cy_, 15, 7, 1.2), rgb("#c89a30"), 0.95)
            blend(img, ellipse(cx_ - 3, cy_ - 2, 8, 3, 1.0), rgb("#fff0a0"), 0.8)

    ctx.after.append(draw_coins)
    # the candle stands on a book pushed out of the pile's flank, under the dragon's nose:
    # its flame is the one light
    cfx, cfy = xd - s * R * 0.42, base - Hm * ctx.u(0.45, 0.47)
    ctx.light = (cfx, cfy - 125)
    pm = pile.lay(ctx)
    focus_on(ctx, pm, 4, 1.0, weight=0.6)
    ctx.img *= (1 - 0.25 * pm * (aniso_noise(ctx.rng, 60, 30) - 0.5))[..., None]
    # contact: the pile sits in a pool of shadow on the floor
    pool = blur(ellipse(xd, base + 20, R * 1.15, 60, 10), 20) * (1 - pm)
    blend(ctx.img, pool, ctx.img * 0.3, 0.7)
    add_element(
        ctx,
        "a great pile of books like a hoard",
        "secondary",
        bbox_of(pm),
        ("books", "treasure", "pile"),
    )

    # the dragon, asleep on top, curled like a cat; its head on the -s side resting on the
    # books, toward the candle and the child
    body_c, belly_c, said = DRAGONS[int(ctx.rng.integers(len(DRAGONS)))]
    top = base - Hm
    k = ctx.u(1.06, 1.12)  # the dragon's size
    bx, by = xd + s * 50 * k, top + 50 * k

    def P(u: float, v: float) -> Pt:  # a point of the dragon, in its own units
        return (bx + s * u * k, by + v * k)

    dr = curled_dragon(bx, by, k, s)
    near, wing, horns, spikes, dragon = dr.near, dr.wing, dr.horns, dr.spikes, dr.dragon
    neck, tail, haunch, wrist, tips = dr.neck, dr.tail, dr.haunch, dr.wrist, dr.tips
    skull, brow, snout, jaw = dr.skull, dr.brow, dr.snout, dr.jaw
    # a stack of books under its chin, its pillow
    pillow = Books()
    for j in range(3):
        px_, py_ = P(-350 + 14 * ((j * 7) % 3 - 1), 208 + j * 44)
        col_j = BOOK_COLOURS[int(gen.integers(len(BOOK_COLOURS)))]
        pillow.book(
            px_, py_, 190 * k, 42, float(gen.uniform(-5, 5)), tuple(rgb(col_j)), edge=j % 3 == 1
        )
    pm = np.maximum(pm, pillow.lay(ctx))
    # on top of it an open book: it fell asleep reading, its chin on the pages
    obx, oby = P(-410, 178)
    ob, obb = icon_mask("open-book", obx, oby, 125 * k)
    ctx.lit(ob, obb, rgb("#f3ead8"), rim=0.5)
    pm = np.maximum(pm, ob)
    db = bbox_of(dragon)
    ctx.cast_shadow(dragon, db, base - Hm * 0.3, strength=0.25)
    ctx.lit(wing, bbox_of(wing), rgb(body_c) * 0.8, rim=0.6)
    # the wing's edge and bones stay crisp through the paint: a thin warm line along its
    # outline where it stands against the dark
    wedge = np.clip((wing - blur(wing, 3)) * 3, 0, 1) * (1 - blur(near, 2))
    after_mask(ctx, wedge, mix(rgb(body_c), rgb("#ffd8a0"), 0.6), 0.55)
    ribs = polylines([[wrist, t] for t in tips], 8 * k) * wing
    blend(ctx.img, ribs, rgb(body_c) * 0.35, 0.8)
    skin = rgb(body_c)
    ctx.lit(near, bbox_of(near), skin, rim=0.7)
    ctx.lit(haunch, bbox_of(haunch), skin * 1.05, rim=0.5)
    head = np.maximum.reduce([skull, brow, snout])
    ctx.lit(head, bbox_of(head), skin * 1.08, rim=0.6)
    ctx.lit(
        np.maximum(spikes, horns), bbox_of(np.maximum(spikes, horns)), rgb(belly_c) * 0.85, rim=0.5
    )
    # its pale belly along the underside of the neck and body
    under = near * np.clip((YY - (by + 40 * k)) / 40, 0, 1) * (1 - haunch) * (1 - tail)
    neck_under = neck * blur(np.clip(neck - np.roll(neck, -int(30 * k), 0), 0, 1), 6)
    blend(ctx.img, np.clip(under + neck_under, 0, 1), rgb(belly_c), 0.5)
    # scales: rows of small arcs over the body, faint, broken by the paint into a mottle
    rows_ = np.floor(YY / 16)
    sc = np.sin((XX + 8 * (rows_ % 2)) / 16 * np.pi * 2) * 0.5 + 0.5
    sc = np.clip((sc - 0.5) * 3 + (YY % 16) / 16 - 0.6, 0, 1) * near * (1 - blur(head, 4))
    blend(ctx.img, blur(sc.astype(np.float32), 1.2), skin * 0.55, 0.22)
    focus_on(ctx, dragon, 6, 2.0)
    focus_on(ctx, np.maximum.reduce([skull, snout, jaw, horns]), 4, 2.5)
    add_element(
        ctx,
        f"a small {said} dragon asleep on the pile of books",
        "main",
        db,
        ("animal", "dragon", "myth", "sleep"),
    )
    # the face after the paint: a closed eye (a curved line), a nostril, and a thread of smoke
    # curling up from it
    ex, ey = P(-332, 88)
    ew = 24 * k
    eye = polylines([[(ex - ew, ey - 5), (ex, ey + 7), (ex + ew, ey - 5)]], 5)
    after_mask(ctx, eye, "#1a1010", 0.9)
    nx_, ny_ = P(-465, 100)
    after_mask(ctx, disc(nx_, ny_, 7, 1.2), "#1a1010", 0.85)
    mouth = polylines([[P(-468, 124), P(-390, 134), P(-310, 120)]], 3)
    after_mask(ctx, mouth, "#1a1010", 0.6)
    smoke = []
    for k in range(30):
        t = k / 29
        smoke.append((nx_ - s * 20 * t + 26 * np.sin(t * 9) * t, ny_ - 10 - 230 * t))
    sm = polylines([smoke], 5)
    sm = sm * np.clip((ny_ - YY) / 40, 0, 1) * np.clip((YY - (ny_ - 240)) / 80, 0, 1)
    after_mask(ctx, blur(sm, 1.5), "#d8d0c8", 0.5)

    # the candle on its ledge: a book sticking out toward us (its cover's top seen), a brass
    # dish, a stub of white wax with a drip
    lx, ly = ctx.light
    cb = cfy  # its foot
    ledge = Books()
    ledge.book(cfx, cb + 22, 190, 40, 0.0, (0.16, 0.3, 0.5))
    lm = ledge.lay(ctx)
    cover = polygon_fine(
        [(cfx - 95, cb + 2), (cfx + 95, cb + 2), (cfx + 80, cb - 14), (cfx - 110, cb - 14)]
    )
    blend(ctx.img, cover, rgb("#3a5a8a"), 1.0)
    blend(
        ctx.img,
        polygon_fine(
            [(cfx - 92, cb + 1), (cfx + 92, cb + 1), (cfx + 90, cb - 2), (cfx - 94, cb - 2)]
        ),
        rgb("#efe4c8"),
        0.9,
    )
    dish = ellipse(cfx, cb - 8, 56, 14, 2)
    stick = np.maximum(
        ellipse(cfx, cb - 100, 19, 7, 1.5),
        np.clip((19 - np.abs(XX - cfx)) / 1.5 + 0.5, 0, 1) * (cb - 100 < YY) * (cb - 8 > YY),
    ).astype(np.float32)
    ctx.lit(dish, bbox_of(dish), rgb("#b08a3a"), rim=0.6)
    blend(ctx.img, stick, rgb("#f4ead4"), 1.0)
    blend(ctx.img, stick * np.clip((XX - cfx) * s / 19, 0, 1), rgb("#c8b890"), 0.5)
    drip = ellipse(cfx - 10, cb - 72, 6, 18, 1.5)
    blend(ctx.img, drip, rgb("#fffaf0"), 0.8)
    candle = np.maximum.reduce([dish, stick, cover, lm])
    focus_on(ctx, candle, 3, 1.5, weight=0.8)
    add_element(
        ctx, "a candle burning on a book", "secondary", bbox_of(candle), ("candle", "light")
    )

    # the dim library: everything falls off into darkness away from the flame
    d = np.sqrt((XX - lx) ** 2 + ((YY - ly) * 1.1) ** 2)
    fall = 0.3 + 0.7 * np.exp(-((d / 820) ** 2))
    amb = (
        mix(ctx.sky_at(0.3), rgb("#1a2040"), 0.5)
        if dark
        else mix(ctx.sky_at(0.2), rgb("#2a1810"), 0.5)
    )
    ctx.img[:] = ctx.img * fall[..., None] + amb * (1 - fall)[..., None] * 0.35
    glow(ctx.img, lx, ly - 60, 900, "#ffb860", 0.22)

    # the child: tiptoeing in from the dark side, reaching for the red book
    who = pick(ctx, ["a girl", "a boy"])
    cyf = foot_y + (grab[1] - hand_y)
    person(
        ctx,
        pose,
        cx,
        cyf,
        ch,
        "secondary",
        label=f"{who} tiptoeing up to take a book",
        coat=pick(ctx, CHILD_COATS),
        flip=flip,
        shadow=cyf,
        tags=("person", "child", "curious", "secret"),
        who=who,
        dress=False if who == "a boy" else None,
    )
    later_glow(ctx, lx, ly, 200, "#ffd080", 0.45)
    flame = polylines([[(lx, ly + 16), (lx, ly - 20)]], 14)

    def draw_flame(img: Arr) -> None:
        glow(img, lx, ly, 90, "#ffe0a0", 0.6)
        blend(img, blur(flame, 2), rgb("#fff2c0"), 1.0)
        blend(img, disc(lx, ly + 8, 6, 1.5), rgb("#ffffff"), 1.0)

    ctx.after.append(draw_flame)
    return Painted(
        f"In a dim old library at night, a small {said} dragon lies curled asleep on a great "
        "pile of books like a hoard, its chin on an open book and a candle burning under its "
        f"nose, while {who} tiptoes up to the pile and reaches to slide one red book out of it.",
        [
            "curiosity",
            "secret",
            "treasure",
            "courage",
            "sleep",
            "stories",
            "temptation",
            "risk",
            "guardian",
        ],
    )


PREMISE = Premise(
    name="wyvern-guards-the-library",
    figure="dragon",
    palettes=("night", "interior"),
    stage=stage,
    max_cards=1,
)
