"""Premise "smoke-beast": People sit by a campfire at nightfall; its smoke rises and becomes a
huge animal, lit orange from below, that fills the top half of the card."""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of, him, person
from ..kit.light import later_glow
from ..kit.paint import (
    YY,
    H,
    W,
    aniso_noise,
    blend,
    blur,
    box,
    disc,
    ellipse,
    fbm,
    glow,
    icon_mask,
    mix,
    rgb,
)
from ..kit.people import CHILD_COATS, WHO
from ..kit.place import add_element, pick, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import polygon_fine, segment

BEASTS = {
    "whale": ("sperm-whale", "a whale", ("whale", "sea", "giant")),
    "dragon": ("wyvern", "a dragon", ("dragon", "myth", "fire")),
    "horse": ("pegasus", "a winged horse", ("horse", "flight", "myth")),
    "stag": ("deer", "a stag", ("deer", "wild", "forest")),
}


def _log(ctx: Ctx, x: float, seat: float, w: float) -> None:
    """A log lying across the view for a person to sit on (its top at y=`seat`)."""
    lg = box(x - w / 2, seat - 4, x + w / 2, seat + 40, 14)
    ctx.lit(lg, bbox_of(lg), rgb("#4a2e1e"), rim=0.5)
    for ex in (x - w / 2 + 14, x + w / 2 - 14):
        blend(ctx.img, ellipse(ex, seat + 18, 14, 21, 2), rgb("#a87a4a"), 0.8)


def stage(ctx: Ctx) -> Painted:
    """People sit by a campfire at nightfall; its smoke rises and becomes a huge animal, lit
    orange from below, that fills the top half of the card."""
    _x, s = third(ctx)
    ctx.texture_sky()
    if ctx.pal.dark:
        ctx.stars(200, 0.55)
    if ctx.pal.name == "golden":  # late in the evening: the sky already darkening
        ctx.img *= 0.7
    gy = ctx.hills(ctx.u(0.6, 0.63), 2, amp=30)
    ctx.img *= 0.82
    # the fire, on a third, low on the card
    fx = W / 2 + s * ctx.u(80, 140)
    fy = H * ctx.u(0.83, 0.86)
    fh = H * 0.085
    ctx.light = (fx, fy - fh * 0.6)
    glow(ctx.img, fx, fy - fh * 0.4, 520, "#ff9a4a", 0.55)
    glow(ctx.img, fx, fy - fh * 0.4, 200, "#ffd08a", 0.45)
    # the beast: a silhouette high in the sky, on the other side of the column
    kind = pick(ctx, list(BEASTS))
    icon, said, btags = BEASTS[kind]
    flip = ctx.rng.random() < 0.5
    bh = H * ctx.u(0.36, 0.4) if kind in ("stag", "horse", "dragon") else H * ctx.u(0.32, 0.35)
    bx = W / 2 - s * ctx.u(40, 90)
    by = H * 0.06 + bh / 2 + H * ctx.u(0.02, 0.05)
    bm, bb = icon_mask(icon, bx, by, bh, flip=flip)
    if kind == "whale":  # the icon carries an island on its back: the smoke keeps the whale
        bm = bm * (bb[1] + (bb[3] - bb[1]) * 0.42 < YY)
    # keep it on the card with a margin
    bb = bbox_of(bm)
    dx = max(0, 30 - bb[0]) - max(0, bb[2] - (W - 30))
    if dx:
        bm = np.roll(bm, int(dx), 1)
    bb = bbox_of(bm)
    # the column: from the fire, swaying, widening, into the beast's lower body
    top = (
        float(np.clip((bb[0] + bb[2]) / 2 + s * (bb[2] - bb[0]) * 0.15, bb[0] + 60, bb[2] - 60)),
        bb[3] - (bb[3] - bb[1]) * 0.25,
    )
    col = np.zeros((H, W), np.float32)
    sway = ctx.u(60, 110) * (1 if ctx.rng.random() < 0.5 else -1)
    for k in range(40):
        t = k / 39
        cx = fx + (top[0] - fx) * t + sway * np.sin(t * np.pi * 1.6)
        cy = fy - fh * 0.7 + (top[1] - (fy - fh * 0.7)) * t
        col = np.maximum(col, disc(cx, cy, 26 + 120 * t**1.6, 6))
    smoke = np.maximum(bm, col * (bb[1] + (bb[3] - bb[1]) * 0.55 < YY))
    n1 = fbm(ctx.rng, 90, 3)
    n2 = aniso_noise(ctx.rng, 60, 24)
    soft = blur(smoke, 10)
    # wisps break off the edges; the inside billows
    m = np.clip(soft * 1.25 * (0.75 + 0.5 * n1) - 0.08, 0, 1)
    m = np.maximum(m, bm * 0.9)
    top_c = mix(ctx.sky_at(0.05), rgb("#d8d0dc"), 0.55)
    fire_c = rgb("#f29a52")
    span = np.clip((YY - bb[1]) / max(1.0, fy - bb[1]), 0, 1)
    tone = top_c[None, None, :] * (1 - span[..., None] ** 1.2) + fire_c * (span[..., None] ** 1.2)
    billow = (n2 - 0.5) * 0.35 + (n1 - 0.5) * 0.3
    tone = tone * (1 + billow[..., None])
    # the underside of each billow takes the fire's orange
    under = np.clip(soft - np.roll(soft, -28, 0), 0, 1)
    tone = tone + (rgb("#ffb060") - tone) * np.clip(blur(under, 10) * 3, 0, 0.85)[..., None]
    # an upper back in shadow, so the volume turns
    overs = np.clip(soft - np.roll(soft, 34, 0), 0, 1)
    tone = tone * (1 - 0.35 * np.clip(blur(overs, 12) * 3, 0, 1))[..., None]
    # a darker rim of thinner smoke outside, so the shape reads against any sky
    halo = np.clip(blur(bm, 18) * 1.6 - m, 0, 1)
    blend(ctx.img, halo, ctx.img * 0.6, 0.45)
    blend(ctx.img, m, np.clip(tone, 0, 1), 0.95)
    ctx.focus[:] = np.maximum(ctx.focus, blur(bm, 8) * 0.9)
    eb = bbox_of(np.maximum(bm, col * (m > 0.4)))
    add_element(ctx, f"campfire smoke shaped like {said}", "main", bbox_of(bm), btags)
    add_element(ctx, "a column of smoke rising from the fire", "secondary", eb, ("smoke", "rising"))
    # an ember eye for the beasts that have a head toward one side
    eye_x = bb[2] - (bb[2] - bb[0]) * 0.12 if not flip else bb[0] + (bb[2] - bb[0]) * 0.12
    del eye_x
    # the fire: logs and flames
    logs = np.maximum(
        segment(fx - 90, fy + 6, fx + 80, fy - 14, 26),
        segment(fx - 80, fy - 16, fx + 90, fy + 4, 26),
    )
    ctx.lit(logs, bbox_of(logs), rgb("#4a2a1a"), rim=0.6)
    flame = polygon_fine(
        [
            (fx - 70, fy - 6),
            (fx - 40, fy - fh * 0.8),
            (fx - 10, fy - fh * 0.55),
            (fx + 5, fy - fh * 1.25),
            (fx + 30, fy - fh * 0.6),
            (fx + 55, fy - fh * 0.9),
            (fx + 72, fy - 6),
        ]
    )
    flame = blur(flame, 4)
    blend(ctx.img, flame, rgb("#f07a2a"))
    inner = blur(polygon_fine([(fx - 38, fy - 8), (fx + 2, fy - fh * 0.85), (fx + 40, fy - 8)]), 6)
    blend(ctx.img, inner, rgb("#ffe08a"))
    add_element(
        ctx,
        "a campfire",
        "secondary",
        (int(fx - 95), int(fy - fh * 1.25), int(fx + 95), int(fy + 24)),
        ("fire", "warmth", "together"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(flame, logs), 6))
    later_glow(ctx, fx, fy - fh * 0.45, 160, "#ffc070", 0.45, core=16)
    jit = ctx.side().uniform(0, 1, (36, 3))

    def sparks(img: np.ndarray) -> None:
        for a, b, c in jit:
            t = a**1.5
            sx = fx + (top[0] - fx) * t * 0.5 + (b - 0.5) * 160 * (0.3 + t)
            sy = fy - fh - t * (fy - top[1]) * 0.55
            blend(img, disc(sx, sy, 2.5 + 2.5 * c, 1.0), rgb("#ffd27a"), 0.9)
            glow(img, sx, sy, 12, "#ff9a4a", 0.3)

    ctx.after.append(sparks)
    # the people around the fire: one sitting on each side, faces toward it
    ph = H * ctx.u(0.32, 0.35)
    seat = fy - ph * 0.2
    near = fx - s * ctx.u(250, 290)  # the one on the open side of the card
    far = fx + s * ctx.u(230, 260)
    far = float(np.clip(far, 0.2 * ph + 30, W - 0.2 * ph - 30))
    near = float(np.clip(near, 0.25 * ph + 30, W - 0.25 * ph - 30))
    who = pick(ctx, WHO[:4])
    watcher = pick(ctx, ["child-points", "child-sits", "dog"])
    person(
        ctx,
        "sit-side",
        far,
        seat,
        ph,
        label=f"{who} sitting by the fire",
        who=who,
        flip=s > 0,
        tags=("person", "together", "story"),
        dress=False,
    )
    _log(ctx, far, seat, ph * 0.5)
    if watcher == "dog":
        ctx.subject(
            "sitting-dog",
            near,
            fy - H * 0.06,
            H * 0.12,
            "secondary",
            flip=s < 0,
            fill="#6a4a34",
            shadow=fy,
            tags=("animal", "dog", "faithful"),
            label="a dog looking up",
        )
        second = "a dog sits looking up at it"
    elif watcher == "child-points":
        cf = fy + H * 0.05
        person(
            ctx,
            "point-up",
            near,
            cf,
            ph * 0.78,
            label="a child pointing up at the smoke",
            flip=s < 0,
            shadow=cf,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
            dress=False,
        )
        second = "a child points up at it"
    else:
        person(
            ctx,
            "sit-side",
            near,
            seat + 20,
            ph * 0.8,
            label="a child sitting by the fire",
            flip=s < 0,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
            dress=False,
        )
        _log(ctx, near, seat + 20, ph * 0.42)
        second = f"a child sits across from {him(who)}"
    del gy
    when = {"dusk": "At dusk", "night": "At night", "golden": "In the evening"}[ctx.pal.name]
    return Painted(
        f"{when}, {who} sits by a campfire, and its smoke rises into the sky and becomes "
        f"{said} so huge it fills the sky, lit orange from below; {second}.",
        [
            "imagination",
            "storytelling",
            "fire",
            "together",
            "wonder",
            "spirit",
            "memory",
            "fear",
            "night",
            "legend",
        ],
    )


PREMISE = Premise(
    name="smoke-beast",
    figure="person",
    palettes=("dusk", "night", "golden"),
    stage=stage,
)
