"""Scene recipes with people built from parts (figures.py): figures in a relation, with a
gesture (reaching, carrying a child, holding a hand, arms spread), off-centre, and one surreal
operation each. They register in the same RECIPES table as recipes.py."""

from __future__ import annotations

import itertools

import numpy as np

from .figures import joint_at, person
from .paint import (
    YY,
    H,
    W,
    _icon_alpha,
    blend,
    blur,
    box,
    disc,
    ellipse,
    glow,
    icon_mask,
    mix,
    rgb,
    ridge,
)
from .recipes import (
    Painted,
    label,
    later_glow,
    lit_windows,
    main,
    pick,
    recipe,
    sec,
    segment,
    sky,
    third,
)
from .scene import Ctx


def string_to(
    ctx: Ctx,
    a: tuple[float, float],
    b: tuple[float, float],
    sag: float,
    col: str,
    width: float = 4,
    alpha: float = 0.9,
    n: int = 12,
) -> None:
    """A thin line from a to b (a string, a cord, a fishing line), sagging a little, drawn
    after the paint in `n` straight pieces."""

    def draw(img: np.ndarray) -> None:
        m = np.zeros(img.shape[:2], np.float32)
        pts = []
        for k in range(n + 1):
            t = k / n
            pts.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t)))
        for p, q in itertools.pairwise(pts):
            m = np.maximum(m, segment(p[0], p[1], q[0], q[1], width))
        blend(img, m, rgb(col), alpha)

    ctx.after.append(draw)


@recipe("golden", "dawn", "desert", "lavender", "dusk")
def sun_on_a_string(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sx, sy, r = W / 2 - s * ctx.u(120, 200), H * ctx.u(0.2, 0.28), ctx.u(85, 105)
    held = "moon" if ctx.pal.dark else "sun"
    sky(ctx, sx=sx, sy=sy, r=r, clouds=3, kind=held)
    glow(ctx.img, sx, sy, 560, ctx.pal.light, 0.3)
    core = mix(rgb(ctx.pal.light), rgb("#ffb347" if held == "sun" else "#fff2c0"), 0.55)
    blend(ctx.img, disc(sx, sy, r, 2.5), core)
    blend(ctx.img, disc(sx - r * 0.2, sy - r * 0.2, r * 0.7, 30), rgb("#fffbe8"), 0.6)
    gy = ctx.hills(ctx.u(0.64, 0.7), 3)
    ctx.shape(
        f"the {held} on a string",
        "secondary",
        (held, "light", "balloon"),
        (sx - r, sy - r, sx + r, sy + r),
    )
    ctx.focus[:] = np.maximum(ctx.focus, disc(sx, sy, r + 30, 20))
    flip = sx < x  # the child faces the sun
    ch = H * ctx.u(0.2, 0.23)
    fy = min(gy + ctx.u(180, 280), H - 120)
    # a grown-up behind the child, holding the child's other hand
    ah = ch * ctx.u(1.3, 1.4)
    chand = joint_at("reach", "ha_l", x, fy, ch, flip)
    sg = -1 if flip else 1
    ax = chand[0] - sg * 0.22 * ah
    ay = chand[1] + 0.48 * ah
    grown = pick(ctx, ["a grown-up", "a grandmother", "a father"])
    person(
        ctx,
        "hand",
        ax,
        ay,
        ah,
        label=f"{grown} holding the child's hand",
        flip=flip,
        shadow=ay,
        tags=("person", "parent", "together"),
    )
    person(
        ctx,
        "reach",
        x,
        fy,
        ch,
        "main",
        label=f"a child holding the {held} on a string",
        flip=flip,
        shadow=fy,
        tags=("person", "child", "wonder"),
        coat=pick(ctx, ["#c0503a", "#3f5f8a", "#2f6f5a"]),
    )
    hand = joint_at("reach", "ha_r", x, fy, ch, flip)
    string_to(ctx, (hand[0], hand[1] - 6), (sx, sy + r), 40, "#3a2a24")
    return Painted(
        f"A child holds the {held} on a string like a balloon, and holds {grown}'s hand with "
        "the other hand, on a hill with long shadows.",
        ["childhood", "wonder", "power", "light", "together", "play", "family", "time", "hope"],
    )


@recipe("lavender", "dusk", "night", "dawn")
def moon_from_a_tree(ctx: Ctx) -> Painted:
    _tx, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(220, 0.7)
    ctx.clouds(3, 0.08, 0.4, 0.4)
    gy = ctx.hills(ctx.u(0.72, 0.76), 2)
    ah = H * ctx.u(0.25, 0.28)
    ck = ah * 0.62
    fy = gy + ctx.u(200, 260)
    r = ctx.u(60, 72)
    tree = pick(ctx, ["oak", "pine-tree"])
    # the grown-up stands toward the middle, the tree behind them toward the edge
    ax = W / 2 + s * ctx.u(40, 110)
    flip = s < 0
    seat = (ax, fy - 0.8 * ah)
    hand = joint_at("astride-reach", "ha_r", seat[0], seat[1], ck, flip)
    mx, my = hand[0] + (-1 if flip else 1) * 10, hand[1] - r * 0.8
    th = float(np.clip((gy + 40 - my) / 0.5, H * 0.45, H * 0.78))
    tcx = mx + s * th * 0.16
    aspect = _icon_alpha(tree, 1024).shape[1] / _icon_alpha(tree, 1024).shape[0]
    th = min(th, (W - 60) / aspect)  # the whole tree on the card
    tw = th * aspect
    tcx = float(np.clip(tcx, tw / 2 + 24, W - tw / 2 - 24))
    tm, tbb = icon_mask(tree, tcx, gy + 40 - th / 2, th, flip=s < 0)
    trunk_c = mix(rgb(ctx.pal.ground) * 0.45, rgb(ctx.pal.ink), 0.4)
    ctx.lit(tm, tbb, trunk_c, rim=0.5)
    ctx.elements.append(
        {
            "icon": tree,
            "role": "main",
            "bbox": list(tbb),
            "tags": ["tree", "old", "fruit"],
            "label": f"{'an oak' if tree == 'oak' else 'a pine'} with the moon hanging in it",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(tm, 8) * 0.6)
    # the moon hangs on a short stalk among the leaves, and lights the scene
    blend(ctx.img, segment(mx, my - r - 40, mx, my - r + 4, 6), trunk_c * 0.8)
    ctx.celestial(mx, my, r, "moon")
    ctx.shape("the moon", "secondary", ("moon", "light", "fruit"), (mx - r, my - r, mx + r, my + r))
    grown = pick(ctx, ["a father", "a mother", "a grown-up"])
    person(
        ctx,
        "carry",
        ax,
        fy,
        ah,
        label=f"{grown} carrying a child on the shoulders",
        flip=flip,
        shadow=fy,
        tags=("person", "parent", "carrying"),
    )
    person(
        ctx,
        "astride-reach",
        seat[0],
        seat[1],
        ck,
        "secondary",
        label="a child on the shoulders picking the moon",
        flip=flip,
        tags=("person", "child", "reaching"),
        coat=pick(ctx, ["#e0b13a", "#c0503a", "#5a8ac0"]),
    )
    later_glow(ctx, mx, my, r * 3, ctx.pal.light, 0.25)
    return Painted(
        f"The moon hangs from {'an oak' if tree == 'oak' else 'a pine'} like "
        f"{'a ripe fruit' if tree == 'oak' else 'a lantern'}, "
        f"and a child sitting on {grown}'s shoulders reaches up to pick it.",
        [
            "childhood",
            "wish",
            "family",
            "reaching",
            "night",
            "harvest",
            "trust",
            "dream",
            "growing up",
        ],
    )


@recipe("mist", "golden", "spring", "lavender", "dawn")
def giant_holds_a_village(ctx: Ctx) -> Painted:
    gx, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(300, 420), sy=ctx.u(180, 280), clouds=4)
    gh = H * ctx.u(0.92, 1.0)
    ridge_y = H * ctx.u(0.64, 0.69)
    gyf = ridge_y + gh * 0.45  # the giant's feet, far below the ridge that hides them
    giant = person(
        ctx,
        "cup",
        gx,
        gyf,
        gh,
        "main",
        label="a giant sitting behind the hills",
        haze=0.5,
        dress=False,
        tags=("giant", "person", "gentle"),
        coat=pick(ctx, ["#6a7f9a", "#8a7a9a", "#7a8f7a"]),
    )
    hands = joint_at("cup", "ha_r", gx, gyf, gh)
    hx, hy = gx, hands[1] - 40
    thing = pick(ctx, ["village", "lighthouse", "house"])
    said = {"village": "a whole village", "lighthouse": "a lighthouse", "house": "a little house"}[
        thing
    ]
    vm = icon_mask(thing, hx, hy, H * (0.085 if thing == "village" else 0.1))
    ctx.lit(vm[0], vm[1], rgb("#b98a6a" if thing != "lighthouse" else "#e8e0d8"), rim=0.4)
    lit_windows(ctx, vm[0], 14 if thing == "village" else 4)
    ctx.elements.append(
        {
            "icon": thing,
            "role": "secondary",
            "bbox": list(vm[1]),
            "tags": ["building", "home", "small"],
            "label": f"{said} held in its hands",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(vm[0], 6))
    gy = ctx.hills(ridge_y / H, 3)
    # the giant's recorded box ends at the ridge that hides its legs
    for e in ctx.elements:
        if e.get("label") == "a giant sitting behind the hills":
            e["bbox"][3] = int(min(e["bbox"][3], ridge_y + 40))
            e["label"] = f"a giant holding {said} in its hands"
    del giant
    px = W / 2 - s * ctx.u(250, 330)
    fy = gy + ctx.u(180, 260)
    person(
        ctx,
        "arms-up",
        px,
        fy,
        H * ctx.u(0.19, 0.22),
        label="a child waving up at the giant",
        flip=s < 0,
        shadow=fy,
        tags=("person", "child", "greeting"),
    )
    return Painted(
        f"A giant as tall as the sky sits behind the hills, holding {said} in its cupped "
        "hands, and a child in the near field waves up at it with both arms.",
        ["protection", "home", "scale", "giant", "care", "greeting", "world", "trust", "fragility"],
    )


@recipe("dawn", "golden", "noon", "lavender", "spring", "mist")
def reflection_with_wings(ctx: Ctx) -> Painted:
    x, s = third(ctx)
    sky(ctx, sx=W / 2 - s * ctx.u(250, 380), sy=ctx.u(200, 330), clouds=4)
    hz = H * ctx.u(0.55, 0.6)
    far = ridge(ctx.rng, hz - 30, 40, 200)
    blend(ctx.img, far * (hz + 2 > YY), mix(ctx.sky_at(0.5), rgb(ctx.pal.ground), 0.45))
    # a low rock at the water's edge, on the figure's third
    rw = ctx.u(230, 290)
    rock = ellipse(x, hz + 6, rw, 46, 6) * (hz + 2 > YY)
    ctx.lit(
        rock,
        (int(x - rw), int(hz - 46), int(x + rw), int(hz + 4)),
        mix(rgb(ctx.pal.ground), rgb(ctx.pal.ink), 0.35),
        rim=0.4,
    )
    # a child sitting at the rock's far end, feet over the water: the water mirrors the child
    cx = x - s * rw * 0.62
    ch = H * 0.2
    person(
        ctx,
        "sit",
        cx,
        hz - 6,
        ch,
        label="a child sitting on the rock's edge",
        flip=s > 0,
        tags=("person", "child", "watching"),
    )
    ctx.water(hz / H)
    # ... but not the grown-up with spread arms: their reflection is a bird in flight
    ph = H * ctx.u(0.22, 0.25)
    fy = hz - 8
    bird = pick(ctx, ["dove", "butterfly"])
    person(
        ctx,
        "wings",
        x + s * 30,
        fy,
        ph,
        "main",
        label=f"a person whose reflection is {label(bird)}",
        flip=s < 0,
        tags=("person", "freedom", "flight"),
    )
    bm, bbb = icon_mask(bird, x + s * 30, hz + ph * 0.55, ph * 0.95, flip=s < 0, rot=180)
    bc = mix(ctx.sky_at(0.2) * 0.55, rgb(ctx.pal.ink), 0.35)
    ctx.lit(bm, bbb, bc, alpha=0.85, rim=0.2)
    rip = (np.sin(YY * 0.35) > 0.55).astype(np.float32) * bm
    blend(ctx.img, rip, ctx.sky_at(0.1), 0.25)
    ctx.elements.append(
        {
            "icon": bird,
            "role": "secondary",
            "bbox": list(bbb),
            "tags": ["animal", "flight", "reflection"],
            "label": f"{label(bird)} as the reflection",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(bm, 6) * 0.8)
    return Painted(
        "A person stands on a rock at the water's edge with arms spread wide, and their "
        f"reflection in the lake is {label(bird)} in flight; a child sitting on the rock has an "
        "ordinary reflection.",
        ["freedom", "dream", "flight", "true self", "escape", "hope", "identity", "wish"],
    )


@recipe("interior", "mint", "lavender")
def weather_indoors(ctx: Ctx) -> Painted:
    fy = ctx.room(ctx.u(0.7, 0.76))
    x, s = third(ctx)
    flip = s > 0  # the reader faces into the room
    # a lamp on the far side lights the room
    lx, ly = W / 2 - s * ctx.u(320, 400), fy - H * 0.3
    ctx.light = (lx, ly)
    glow(ctx.img, lx, ly, 520, ctx.pal.light, 0.45)
    weather = pick(ctx, ["rain", "snow"])
    table = box(lx - 110, fy - 250, lx + 110, fy - 225, 2)
    for leg in (lx - 95, lx + 85):
        table = np.maximum(table, box(leg, fy - 230, leg + 12, fy + 10, 2))
    tbox = (int(lx - 110), int(fy - 250), int(lx + 110), int(fy + 10))
    ctx.lit(table, tbox, rgb("#5a3a2a"), rim=0.3)
    sec(ctx, "desk-lamp", lx, fy - 250 - H * 0.05, H * 0.1, fill="#3a3030")
    # the armchair, and a reader sitting in it under an umbrella
    cw = H * 0.3
    main(
        ctx,
        "armchair",
        x,
        fy - cw * 0.42,
        cw,
        label=f"an armchair under a {weather} cloud",
        fill=pick(ctx, ["#8a3a3a", "#3f5f6a", "#6a5a2a"]),
        shadow=fy + 20,
        flip=flip,
    )
    seat_y = fy - cw * 0.42
    ph = H * 0.3
    person(
        ctx,
        "sit-hold",
        x + (-1 if flip else 1) * cw * 0.06,
        seat_y,
        ph,
        label="a person reading in the armchair",
        flip=flip,
        tags=("person", "reading", "calm"),
    )
    hand = joint_at("sit-hold", "ha_r", x + (-1 if flip else 1) * cw * 0.06, seat_y, ph, flip)
    uh = H * 0.19
    um, ubb = icon_mask("umbrella", hand[0], hand[1] - uh * 0.42, uh)
    ctx.lit(um, ubb, rgb(pick(ctx, ["#3a5a8a", "#c0503a", "#2f6f5a"])), rim=0.5)
    ctx.elements.append(
        {
            "icon": "umbrella",
            "role": "secondary",
            "bbox": list(ubb),
            "tags": ["object", "rain", "shelter"],
            "label": "an open umbrella",
        }
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(um, 6))
    # a small rain cloud under the ceiling, raining on the umbrella and into a puddle
    cx, cy = hand[0], ubb[1] - H * 0.1
    cm = np.zeros((H, W), np.float32)
    cbox = (int(cx - 290), int(cy - 110), int(cx + 290), int(cy + 100))
    for _ in range(7):
        cm = np.maximum(
            cm,
            ellipse(cx + ctx.u(-170, 170), cy + ctx.u(-40, 30), ctx.u(70, 120), ctx.u(45, 70), 6),
        )
    ctx.lit(cm, cbox, rgb("#b8bfcc"), rim=0.8)
    ctx.shape(f"a small {weather} cloud", "secondary", ("cloud", weather, "weather"), cbox)
    drops = []
    for _ in range(70):
        dx0 = cx + ctx.u(-260, 260)
        y0 = cy + ctx.u(40, 90)
        y1 = y0 + ctx.u(40, 90)
        drops.append((dx0, y0, y1))

    # each drop falls at its own place and pace (a side generator: the staging is unchanged),
    # thin, slanted and of uneven weight, so the rain does not line up in columns
    jit = ctx.side().uniform(0, 1, (len(drops), 7, 3))

    def rain(img: np.ndarray) -> None:
        m = np.zeros(img.shape[:2], np.float32)
        for (dx0, y0, y1), jd in zip(drops, jit, strict=True):
            for k in range(7):
                step = (fy - y0) / 7
                yy0 = y0 + (k + jd[k, 0] * 0.9) * step + (y1 - y0) * 0.3
                xx0 = dx0 + (jd[k, 1] - 0.5) * 40 - (yy0 - y0) * 0.08
                if yy0 > fy or (ubb[0] - 6 < xx0 < ubb[2] + 6 and yy0 + 50 > ubb[1]):
                    break  # on the floor, or on the umbrella (nothing falls under it)
                w = 0.45 + 0.55 * jd[k, 2]
                if weather == "rain":
                    ln = 22 + 30 * jd[k, 2]
                    m = np.maximum(m, segment(xx0, yy0, xx0 - ln * 0.12, yy0 + ln, 2.6) * w)
                else:
                    m = np.maximum(m, disc(xx0 + 9 * np.sin(yy0 / 40), yy0, 4 + 3 * w, 1.5) * w)
        blend(img, m, rgb("#eef4fa"), 0.75)

    ctx.after.append(rain)
    pud = ellipse(x, fy + 70, cw * 0.9, 40, 10)
    blend(ctx.img, pud, mix(rgb("#9fb8c8"), ctx.c("light"), 0.3), 0.5)
    # a cat watches from the dry side of the room
    sec(ctx, "cat", W / 2 - s * ctx.u(150, 230), fy + 40, H * 0.1, shadow=fy + 90, flip=not flip)
    return Painted(
        "Indoors, a small cloud hangs under the ceiling and "
        f"{'rains' if weather == 'rain' else 'snows'} on a person reading in an armchair "
        "under an open umbrella, while a cat watches from the dry side of the room.",
        ["home", "sadness", "calm", "weather", "habit", "patience", "mood", "reading", "shelter"],
    )
