"""Premise "watering-the-cloud": In a sunny garden, a person reaches up with a watering can to
water a small dark rain cloud growing in a flowerpot on a whitewashed wall; the cloud rains
onto the flowers at the wall's foot, and a cat or a bird watches."""

from __future__ import annotations

import itertools

import numpy as np

from ..kit.figures import bbox_of, joint_at, person
from ..kit.light import after_mask
from ..kit.paint import YY, H, W, blend, blur, box, disc, ellipse, fbm, icon_mask, rgb
from ..kit.people import CHILD_COATS, DARK_COATS, drawn_as
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon, segment
from ..kit.sky import cloud_puff, day_zenith, rain_streaks, shade_under

FLOWER_BED = {
    "sunflower": ("sunflowers", "#e8a010"),
    "poppy": ("red poppies", "#c8283a"),
}


GARDEN = {"noon": "a sunny garden", "golden": "an evening garden", "desert": "a dry desert garden"}


def stage(ctx: Ctx) -> Painted:
    """In a sunny garden, a person reaches up with a watering can to water a small dark rain
    cloud growing in a flowerpot on a whitewashed wall; the cloud rains onto the flowers at
    the wall's foot, and a cat or a bird watches."""
    _, s = third(ctx)
    x = W / 2 + s * W * ctx.u(0.25, 0.3)
    flip = s > 0  # they face into the card, toward the pot
    sg = -1.0 if flip else 1.0
    ctx.texture_sky()
    ctx.celestial(W / 2 + s * W * ctx.u(0.2, 0.3), H * ctx.u(0.08, 0.12), 62)
    ctx.clouds(2, 0.04, 0.18, 0.35)
    # a high-key summer sky, opened toward the light
    blend(ctx.img, np.clip(YY / (H * 0.6), 0.6, 1), rgb("#fff6e4"), 0.5)
    day_zenith(ctx)
    who = pick(ctx, ["a girl", "a boy", "a grandmother", "an old man"])
    child = who in ("a girl", "a boy")
    ph = H * (ctx.u(0.46, 0.48) if child else ctx.u(0.5, 0.52))
    pfy = H * ctx.u(0.94, 0.95)
    x = float(np.clip(x, ph * 0.3 + 20, W - ph * 0.3 - 20))
    hand = joint_at("reach", "ha_r", x, pfy, ph, flip)
    # the can in the raised hand, tipped toward the cloud; its spout's end
    ch = H * 0.095
    cxn, cyn = hand[0] + sg * ch * 0.35, hand[1] + ch * 0.2
    spout = (cxn + sg * ch * 0.72, cyn + ch * 0.2)
    # the cloud just below the spout, in a pot standing on the wall
    cw, chh = W * ctx.u(0.4, 0.44), H * ctx.u(0.14, 0.15)
    ccx = float(np.clip(spout[0] + sg * cw * 0.42, cw / 2 + 70, W - cw / 2 - 70))
    ccy = spout[1] + H * 0.035 + chh / 2
    pot_h = H * 0.085
    pot_x = ccx - sg * cw * 0.2
    pot_top = ccy + chh * 0.4
    wy = pot_top + pot_h  # the wall's top
    gy = max(wy + H * 0.17, H * 0.8)
    # dark cypresses behind the wall, then the whitewashed wall with its coping
    side = ctx.side()
    for k in range(5):
        tx = W * (k + side.uniform(0.15, 0.85)) / 5
        th = H * side.uniform(0.12, 0.2)
        tm, _ = icon_mask("pine-tree", tx, wy - th * 0.4, th)
        blend(ctx.img, tm, rgb("#22382c"), 0.95)
    wall = box(-5, wy, W + 5, gy + 30, 1.5)
    plaster = fbm(ctx.rng, 90, 3) - 0.5
    wallc = rgb("#f6f0e2")[None, None, :] * (1 + 0.08 * plaster[..., None])
    blend(ctx.img, wall, np.clip(wallc, 0, 1))
    blend(ctx.img, box(-5, wy - 14, W + 5, wy + 6, 1.5), rgb("#fbf8f0"))
    blend(ctx.img, box(-5, wy + 6, W + 5, wy + 26, 6), rgb("#b8ae9c"), 0.6)  # coping's shadow
    gy = ctx.hills(gy / H, 1, amp=10)
    lawn = np.clip((YY - gy) / 30, 0, 1)
    blend(ctx.img, lawn, rgb("#f0e0b0" if ctx.pal.name == "desert" else "#d0e898"), 0.5)
    # the pot: a terracotta cone with a rim
    pw = W * 0.15
    potm = polygon(
        [
            (pot_x - pw / 2, pot_top + 16),
            (pot_x + pw / 2, pot_top + 16),
            (pot_x + pw * 0.36, wy),
            (pot_x - pw * 0.36, wy),
        ]
    )
    potm = np.maximum(potm, box(pot_x - pw * 0.56, pot_top - 8, pot_x + pw * 0.56, pot_top + 26))
    ctx.cast_shadow(potm, bbox_of(potm), wy, 0.35)
    ctx.lit(potm, bbox_of(potm), rgb("#b4552e"), rim=0.5)
    add_element(
        ctx, "a terracotta flowerpot", "secondary", bbox_of(potm), ("pot", "garden", "grow")
    )
    # the cloud rising out of the pot: slate blue, a dark underside, raining on the far side
    cm = cloud_puff(ccx, ccy, cw, chh, ctx.rng)
    cm = np.clip(cm - potm * (pot_top + 10 < YY), 0, 1)
    cb = bbox_of(cm)
    ctx.lit(cm, cb, rgb("#8591ad"), rim=0.7)
    shade_under(ctx, cm, "#3a4662", 0.75)
    ctx.focus[:] = np.maximum(ctx.focus, blur(cm, 8))
    add_element(
        ctx, "a small rain cloud growing in the pot", "secondary", cb, ("cloud", "rain", "weather")
    )
    # the flower bed at the wall's foot, under the cloud's far side
    kind = pick(ctx, list(FLOWER_BED))
    far_end = min(cb[2], W - 150) - 30 if sg > 0 else max(cb[0], 150) + 30
    near_end = pot_x + sg * pw * 0.7
    bed_x0, bed_x1 = min(far_end, near_end), max(far_end, near_end)
    fls, heads, hearts = (np.zeros((H, W), np.float32) for _ in range(3))
    stems = np.zeros((H, W), np.float32)
    heads_y: list[float] = []
    for k in range(3):
        fx = bed_x0 + (bed_x1 - bed_x0) * (k + 0.5) / 3 + side.uniform(-15, 15)
        fh = H * (0.13 + 0.035 * ((k + 1) % 2))
        top = gy + 18 - fh
        np.maximum(stems, segment(fx, gy + 18, fx + 6, top, 12), out=stems)
        for dy, lr in ((0.45, -1), (0.65, 1)):
            ly = gy + 18 - fh * dy
            np.maximum(stems, ellipse(fx + lr * 30, ly, 30, 11, 2), out=stems)
        r = H * (0.03 if kind == "sunflower" else 0.026)
        for a in np.linspace(0, 2 * np.pi, 10 if kind == "sunflower" else 6)[:-1]:
            pr = r * (0.5 if kind == "sunflower" else 0.75)
            np.maximum(heads, disc(fx + np.cos(a) * r, top + np.sin(a) * r, pr, 2), out=heads)
        np.maximum(
            hearts, disc(fx, top, r * (0.62 if kind == "sunflower" else 0.45), 2), out=hearts
        )
        heads_y.append(top - r)
    fls = np.maximum(np.maximum(stems, heads), hearts)
    ctx.cast_shadow(fls, bbox_of(fls), gy + 18, 0.3)
    ctx.lit(stems, bbox_of(stems), rgb("#3f7a2e"), rim=0.3)
    ctx.lit(heads, bbox_of(heads), rgb(FLOWER_BED[kind][1]), rim=0.4)
    blend(ctx.img, hearts, rgb("#3a2416" if kind == "sunflower" else "#1e1418"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(fls, 6))
    add_element(
        ctx,
        f"{FLOWER_BED[kind][0]} at the foot of the wall",
        "secondary",
        bbox_of(fls),
        ("flower", "garden", "growth"),
    )
    under_x0 = max(cb[0] + 30, bed_x0 - 20)
    under_x1 = min(cb[2] - 30, bed_x1 + 20)
    rain_streaks(ctx, under_x0, under_x1, cb[3] - 10, min(heads_y) + 30, 60, "#2f4f8a")
    # the watcher on the lawn between the person and the flowers, looking up at the cloud
    watcher = pick(ctx, ["cat", "rooster"])
    wx = float(np.clip((x + near_end) / 2 + sg * 20, 120, W - 120))
    wh = H * 0.1
    wfy = gy + H * 0.08
    ctx.subject(
        watcher,
        wx,
        wfy - wh / 2,
        wh,
        "secondary",
        fill="#2a2428" if watcher == "cat" else "#8a3a22",
        flip=flip if watcher == "cat" else not flip,
        shadow=wfy,
        tags=("animal", "curious", "home"),
    )
    # the person and their can, the water arching from the spout onto the cloud
    person(
        ctx,
        "reach",
        x,
        pfy,
        ph,
        "main",
        label=f"{who} watering a rain cloud in a flowerpot",
        coat=pick(ctx, CHILD_COATS if child else DARK_COATS),
        flip=flip,
        shadow=pfy,
        tags=("person", "gardener", "care"),
        **drawn_as(who),
    )
    km, kb = icon_mask("watering-can", cxn, cyn, ch, flip=flip, rot=-28 * sg)
    ctx.lit(km, kb, rgb("#4f7a8a"), rim=0.6)
    add_element(ctx, "a watering can", "secondary", kb, ("can", "garden", "care"), "watering-can")
    stream = np.zeros((H, W), np.float32)
    for k in range(3):
        o = (k - 1) * 10
        pts = [
            (spout[0] + sg * (t * 50 + o), spout[1] + t * t * (ccy - chh * 0.25 - spout[1]))
            for t in np.linspace(0, 1, 9)
        ]
        for (a, b), (c, d) in itertools.pairwise(pts):
            np.maximum(stream, segment(a, b, c, d, 4), out=stream)
    after_mask(ctx, stream, "#3a70b8", 0.85)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(km, stream), 8))
    act = "reaches up with" if child else "lifts"
    return Painted(
        f"In {GARDEN[ctx.pal.name]}, {who} {act} a watering can to water a small dark rain "
        "cloud growing in a terracotta pot on a white wall, and the cloud rains onto the "
        f"{FLOWER_BED[kind][0]} below it, while a {watcher} on the lawn watches.",
        [
            "care",
            "growth",
            "patience",
            "weather",
            "nurture",
            "sadness",
            "gardening",
            "childhood",
            "cycle",
            "tenderness",
        ],
    )


PREMISE = Premise(
    name="watering-the-cloud",
    figure="person",
    palettes=("noon", "desert"),
    stage=stage,
)
