"""Five premises with one large subject, one strong light against real darks and an obvious
story with more than one meaning: campfire smoke that becomes a huge animal, a child holding
up a jar of stars under the gap they left in the sky, the moon fetched up a well in a bucket,
a chalk door drawn on a sunny wall that opens onto another world, and a storm inside a bottle
on a sunny table. People come from figures.py; the recipes register in the RECIPES table like
those of recipes.py."""

from __future__ import annotations

import itertools

import numpy as np
from PIL import Image, ImageDraw

from .figures import POSES, _bbox, him, joint_at, person, silhouette
from .paint import (
    XX,
    YY,
    Arr,
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
    smooth_noise,
    vgrad,
)
from .recipes import ICONS, Painted, later_glow, pick, recipe, segment, third
from .recipes4 import CHILD_COATS, WHO, _after_mask, _element
from .scene import Ctx

# Icons this file draws that the other recipe files do not list (all game-icons.net).
ICONS5: dict[str, tuple[str, tuple[str, ...]]] = {
    "wyvern": ("a dragon", ("animal", "myth", "fire")),
    "pegasus": ("a winged horse", ("animal", "myth", "flight")),
    "shooner-sailboat": ("a sailing ship", ("vehicle", "sea", "journey")),
    "sitting-dog": ("a dog", ("animal", "dog", "faithful")),
}
for _k, _v in ICONS5.items():
    ICONS.setdefault(_k, _v)  # the manifest names an unlabelled figure by this table

# Poses this file adds (body units, as in figures.POSES): one arm pointing up at the sky,
# and a child sitting on the ground hugging their knees.
POSES.setdefault(
    "point-up",
    {
        "el_r": (0.17, -0.9),
        "ha_r": (0.28, -1.08),
        "el_l": (-0.14, -0.6),
        "ha_l": (-0.16, -0.46),
        "head": (0.02, -0.905),
    },
)
POSES.setdefault(
    "sit-side",
    {  # sitting on a log seen from the side: thighs forward, shins down, hands on the knees
        "head": (0.03, -0.445),
        "neck": (0.02, -0.34),
        "sh_l": (-0.06, -0.31),
        "sh_r": (0.08, -0.31),
        "el_l": (0.02, -0.16),
        "ha_l": (0.16, -0.06),
        "el_r": (0.12, -0.17),
        "ha_r": (0.2, -0.05),
        "hip_l": (-0.03, -0.02),
        "hip_r": (0.05, -0.02),
        "kn_l": (0.19, -0.03),
        "kn_r": (0.22, -0.02),
        "ft_l": (0.2, 0.23),
        "ft_r": (0.24, 0.24),
    },
)
POSES.setdefault(
    "lean-in",
    {  # bending a little forward over a rim, both hands out in front on a rope
        "head": (0.1, -0.87),
        "neck": (0.07, -0.77),
        "sh_l": (-0.03, -0.74),
        "sh_r": (0.15, -0.74),
        "el_l": (0.12, -0.62),
        "ha_l": (0.28, -0.62),
        "el_r": (0.26, -0.66),
        "ha_r": (0.34, -0.7),
    },
)


def _poly(pts: list[tuple[float, float]]) -> Arr:
    """Mask of a filled polygon, drawn at twice the size for smooth edges."""
    im = Image.new("L", (W * 2, H * 2), 0)
    ImageDraw.Draw(im).polygon([(2 * x, 2 * y) for x, y in pts], fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def _lines(paths: list[list[tuple[float, float]]], width: float) -> Arr:
    """Mask of polylines of one width with round joints and ends."""
    im = Image.new("L", (W * 2, H * 2), 0)
    d = ImageDraw.Draw(im)
    w2 = max(2, round(width * 2))
    for pts in paths:
        q = [(2 * x, 2 * y) for x, y in pts]
        if len(q) > 1:
            d.line(q, fill=255, width=w2, joint="curve")
        for cx, cy in (q[0], q[-1]):
            d.ellipse((cx - w2 / 2, cy - w2 / 2, cx + w2 / 2, cy + w2 / 2), fill=255)
    return np.asarray(im.resize((W, H), Image.Resampling.BOX), np.float32) / 255


def _wobble(
    ctx: Ctx, pts: list[tuple[float, float]], amp: float, step: float = 40
) -> list[tuple[float, float]]:
    """A hand-drawn line through `pts`: subdivided, each point nudged a little."""
    side = ctx.side()
    out: list[tuple[float, float]] = []
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        n = max(1, int(np.hypot(x1 - x0, y1 - y0) / step))
        for k in range(n):
            t = k / n
            j = side.uniform(-amp, amp, 2)
            out.append((x0 + (x1 - x0) * t + j[0], y0 + (y1 - y0) * t + j[1]))
    out.append(pts[-1])
    return out


# --- campfire smoke that becomes a huge animal ----------------------------------------------

BEASTS = {
    "whale": ("sperm-whale", "a whale", ("whale", "sea", "giant")),
    "dragon": ("wyvern", "a dragon", ("dragon", "myth", "fire")),
    "horse": ("pegasus", "a winged horse", ("horse", "flight", "myth")),
    "stag": ("deer", "a stag", ("deer", "wild", "forest")),
}


def _log(ctx: Ctx, x: float, seat: float, w: float) -> None:
    """A log lying across the view for a person to sit on (its top at y=`seat`)."""
    lg = box(x - w / 2, seat - 4, x + w / 2, seat + 40, 14)
    ctx.lit(lg, _bbox(lg), rgb("#4a2e1e"), rim=0.5)
    for ex in (x - w / 2 + 14, x + w / 2 - 14):
        blend(ctx.img, ellipse(ex, seat + 18, 14, 21, 2), rgb("#a87a4a"), 0.8)


@recipe("dusk", "night", "golden")
def smoke_beast(ctx: Ctx) -> Painted:
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
    bb = _bbox(bm)
    dx = max(0, 30 - bb[0]) - max(0, bb[2] - (W - 30))
    if dx:
        bm = np.roll(bm, int(dx), 1)
    bb = _bbox(bm)
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
    eb = _bbox(np.maximum(bm, col * (m > 0.4)))
    _element(ctx, f"campfire smoke shaped like {said}", "main", _bbox(bm), btags)
    _element(ctx, "a column of smoke rising from the fire", "secondary", eb, ("smoke", "rising"))
    # an ember eye for the beasts that have a head toward one side
    eye_x = bb[2] - (bb[2] - bb[0]) * 0.12 if not flip else bb[0] + (bb[2] - bb[0]) * 0.12
    del eye_x
    # the fire: logs and flames
    logs = np.maximum(
        segment(fx - 90, fy + 6, fx + 80, fy - 14, 26),
        segment(fx - 80, fy - 16, fx + 90, fy + 4, 26),
    )
    ctx.lit(logs, _bbox(logs), rgb("#4a2a1a"), rim=0.6)
    flame = _poly(
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
    inner = blur(_poly([(fx - 38, fy - 8), (fx + 2, fy - fh * 0.85), (fx + 40, fy - 8)]), 6)
    blend(ctx.img, inner, rgb("#ffe08a"))
    _element(
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


# --- a jar of stars, and the gap they left in the sky ---------------------------------------


def _dot(m: Arr, x: float, y: float, r: float) -> None:
    """Add a small soft dot to mask `m` (without a whole-card array per dot)."""
    x0, y0 = max(0, int(x - r - 3)), max(0, int(y - r - 3))
    x1, y1 = min(W, int(x + r + 4)), min(H, int(y + r + 4))
    if x1 <= x0 or y1 <= y0:
        return
    yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    d = np.clip(r - np.hypot(xx - x, yy - y) + 0.5, 0, 1)
    m[y0:y1, x0:x1] = np.maximum(m[y0:y1, x0:x1], d)


def _jar(cx: float, cy: float, h: float) -> tuple[Arr, Arr, Arr]:
    """A glass jar standing at (cx, cy) centre, `h` tall: (glass, lid, inside)."""
    w = h * 0.36
    body = np.maximum(
        box(cx - w, cy - h * 0.32, cx + w, cy + h * 0.5, 3)
        * ellipse(cx, cy + h * 0.08, w, h * 0.48, 3),
        box(cx - w * 0.98, cy - h * 0.25, cx + w * 0.98, cy + h * 0.38, 3),
    )
    body = np.clip(body + ellipse(cx, cy + h * 0.38, w * 0.98, h * 0.1, 3), 0, 1)
    neck = box(cx - w * 0.78, cy - h * 0.42, cx + w * 0.78, cy - h * 0.3, 3)
    glass = np.maximum(body, neck)
    lid = box(cx - w * 0.84, cy - h * 0.52, cx + w * 0.84, cy - h * 0.41, 3)
    inside = np.clip(blur(body, 8) * 1.4 - 0.35, 0, 1) * body
    return glass, lid, inside


@recipe("night", "aurora", "dusk")
def jar_of_stars(ctx: Ctx) -> Painted:
    """On a dark hill at night a child holds up a glass jar full of glowing stars; above,
    the starry band of the sky has a dark gap where those stars are missing."""
    x, s = third(ctx)
    flip = s > 0  # the child faces into the card
    ctx.texture_sky()
    base = ctx.img.copy()  # the night before its stars
    ctx.stars(260)
    # a band of the Milky Way across the sky, with a bite taken out of it
    a = ctx.u(0.3, 0.45) * (1 if s > 0 else -1)
    y_mid = H * ctx.u(0.2, 0.24)
    gx = float(np.clip(x - (x - W / 2) * ctx.u(0.5, 0.8), 300, W - 300))
    gyy = y_mid + (gx - W / 2) * np.tan(a) - H * ctx.u(0.02, 0.04)
    grx, gry = ctx.u(190, 230), ctx.u(120, 150)
    ang = np.arctan2(YY - gyy, XX - gx)
    wob = 1 + 0.1 * np.sin(ang * 3 + ctx.u(0, 6)) + 0.06 * np.sin(ang * 7 + ctx.u(0, 6))
    gd = np.sqrt(((XX - gx) / grx) ** 2 + ((YY - gyy) / gry) ** 2) / wob
    gap = blur(np.clip((1 - gd) * 8, 0, 1).astype(np.float32), 10)
    d = (YY - y_mid - (XX - W / 2) * np.tan(a)) / (H * 0.1)
    band = np.exp(-(d**2)) * (0.55 + 0.7 * fbm(ctx.rng, 80, 3)) * (1 - gap)
    glowc = mix(ctx.c("light"), rgb("#c8b8e8"), 0.4)
    blend(ctx.img, np.clip(band * 0.9, 0, 1), glowc, 0.65)
    dense = (ctx.rng.random((H, W)) > 0.99).astype(np.float32) * np.clip(band * 1.3, 0, 1)
    blend(ctx.img, np.clip(blur(dense, 1.1) * 6, 0, 1), ctx.c("light"), 0.95)
    # inside the gap: the bare night, a little darker, not one star
    blend(ctx.img, gap, base * 0.97, 1.0)
    # the stars are smaller than a stroke: drawn after the paint, all over the sky but in the
    # gap, thickest along the band
    side = ctx.side()
    pts = side.uniform(0, 1, (1700, 3))
    field = np.zeros((H, W), np.float32)
    for u, v, k in pts:
        px, py = u * W, (v**1.3) * H * 0.62
        inb = float(np.exp(-(((py - y_mid - (px - W / 2) * np.tan(a)) / (H * 0.1)) ** 2)))
        if k > 0.35 + 0.6 * inb:
            continue
        if ((px - gx) / (grx * 1.08)) ** 2 + ((py - gyy) / (gry * 1.08)) ** 2 < 1:
            continue
        rr = 1.6 + 2.2 * (k * 7 % 1) ** 3
        _dot(field, px, py, rr)
    _after_mask(ctx, field, "#fbf6dc", 0.9)
    # in the gap, the shape of the constellation that was there: empty rings joined by lines
    cons = [(-0.62, 0.25), (-0.3, 0.1), (-0.02, 0.22), (0.22, 0.0), (0.5, -0.32), (0.62, 0.14)]
    cons = [(gx + u * grx * 0.85, gyy + v * gry * 1.1) for u, v in cons]
    ring_m = np.zeros((H, W), np.float32)
    for px, py in cons:
        _dot(ring_m, px, py, 15)
    hole = np.zeros((H, W), np.float32)
    for px, py in cons:
        _dot(hole, px, py, 10)
    ring_m = np.clip(ring_m - hole, 0, 1)
    link = _lines([cons], 4) * (1 - np.clip(blur(ring_m + hole, 3) * 3, 0, 1))
    _after_mask(ctx, ring_m, "#dfe4ff", 0.7)
    _after_mask(ctx, link, "#dfe4ff", 0.35)
    # stars stopping at its edge: a faint ragged rim where they were taken
    ring = np.clip(blur(gap, 10) * 2 - gap * 2, 0, 1) * np.clip(band * 3, 0, 1)
    blend(ctx.img, ring, glowc, 0.25)
    _element(
        ctx,
        "a dark gap in the starry sky",
        "frame",
        (int(gx - grx), int(gyy - gry), int(gx + grx), int(gyy + gry)),
        ("sky", "missing", "dark", "night"),
    )
    ctx.hills(ctx.u(0.64, 0.68), 2, amp=36)
    ctx.img[int(H * 0.6) :] *= 0.8
    # trees at the edge of a dark wood on the far side
    for k in range(3):
        tx = W / 2 + s * (W * 0.36 + k * 70) + ctx.u(-20, 20)
        if not 40 < tx < W - 40:
            continue
        th = H * ctx.u(0.24, 0.32) * (1 - 0.15 * k)
        tm, _tb = icon_mask("pine-tree", tx, H * 0.7 - th / 2 + k * 30, th)
        blend(ctx.img, tm, mix(rgb(ctx.pal.ground), rgb("#000000"), 0.5))
    # the child and the jar
    pose = pick(ctx, ["reach", "reach", "hold"])
    ph = H * (ctx.u(0.36, 0.39) if pose == "reach" else ctx.u(0.42, 0.45))
    fy = H * ctx.u(0.88, 0.9)
    jh = H * (0.13 if pose == "reach" else 0.12)
    hand = joint_at(pose, "ha_r", x, fy, ph, flip)
    jx, jy = hand[0], hand[1] - jh * 0.3
    ctx.light = (jx, jy)
    glow(ctx.img, jx, jy, 520, "#ffe6a0", 0.35)
    who = pick(ctx, ["a girl", "a boy", "a child"])
    coat = pick(ctx, CHILD_COATS)
    person(
        ctx,
        pose,
        x,
        fy,
        ph,
        "main",
        label=f"{who} holding {'up' if pose == 'reach' else 'out'} a jar full of stars",
        who=who,
        flip=flip,
        shadow=fy,
        tags=("person", "child", "treasure"),
        coat=coat,
        dress=False,
    )
    glass, lid, inside = _jar(jx, jy, jh)
    gl = ctx.c("light")
    blend(ctx.img, glass, mix(rgb("#1a2a40"), gl, 0.35), 0.7)
    blend(ctx.img, inside, rgb("#ffe9a0"), 0.85)
    blend(ctx.img, blur(inside, 10) * inside, rgb("#fffbe6"), 0.6)
    ctx.lit(lid, _bbox(lid), rgb("#b08a4a"), rim=0.5)
    hl_m = box(jx - jh * 0.26, jy - jh * 0.2, jx - jh * 0.2, jy + jh * 0.3, 4) * glass
    blend(ctx.img, hl_m, rgb("#ffffff"), 0.6)
    jb = _bbox(np.maximum(glass, lid))
    ctx.focus[:] = np.maximum(ctx.focus, blur(glass, 6))
    _element(ctx, "a glass jar full of glowing stars", "secondary", jb, ("jar", "stars", "light"))
    later_glow(ctx, jx, jy + jh * 0.05, 230, "#ffe6a0", 0.45)
    # stars in the jar and a few still drifting down from the gap to it: after the paint
    side = ctx.side()
    inner = side.uniform(-1, 1, (16, 2))
    trail_t = side.uniform(0, 1, 14)
    trail_j = side.uniform(-1, 1, (14, 2))

    def star_pts(img: np.ndarray) -> None:
        for ix, iy in inner:
            px, py = jx + ix * jh * 0.26, jy + 0.05 * jh + iy * jh * 0.3
            glow(img, px, py, 18, "#fff6c8", 0.45)
            blend(img, disc(px, py, 4.5, 1.2), rgb("#ffffff"), 0.95)
        for t, (ox, oy) in zip(trail_t, trail_j, strict=False):
            tt = 0.15 + 0.75 * t
            px = gx + (jx - gx) * tt + ox * 50 * np.sin(tt * np.pi)
            py = gyy + gry * 0.6 + (jy - jh * 0.7 - gyy - gry * 0.6) * tt + oy * 20
            glow(img, px, py, 16, "#fff0b0", 0.35)
            blend(img, disc(px, py, 3.5, 1.2), rgb("#fffbe6"), 0.9)

    ctx.after.append(star_pts)
    friend = pick(ctx, ["fox", "cat", "none"])
    if friend != "none":
        sg = -1 if flip else 1
        cx = float(np.clip(x - sg * ph * 0.42, 110, W - 110))
        ctx.subject(
            friend,
            cx,
            fy - H * 0.05,
            H * 0.1,
            "secondary",
            flip=flip,
            shadow=fy + 4,
            tags=("animal", "wild" if friend == "fox" else "home", "curious"),
        )
    act = "holds up" if pose == "reach" else "holds out"
    return Painted(
        f"On a dark hill under the stars, {who} {act} a glass jar full of glowing stars; above, in "
        "the band of stars across the sky, there is a dark gap where those stars are missing"
        + {
            "fox": f", and a fox sits beside {him(who)}.",
            "cat": f", and a cat sits beside {him(who)}.",
            "none": ".",
        }[friend],
        [
            "theft",
            "collecting",
            "treasure",
            "wish",
            "childhood",
            "greed",
            "light",
            "secret",
            "curiosity",
            "keeping",
        ],
    )


# --- the moon fetched up a well in a bucket -------------------------------------------------


def _bucket(cx: float, top: float, w: float) -> tuple[Arr, Arr, Arr]:
    """A wooden bucket seen a little from above, its mouth at y=`top`, `w` wide:
    (body, hoops, mouth)."""
    h = w * 0.8
    body = _poly(
        [(cx - w / 2, top), (cx + w / 2, top), (cx + w * 0.38, top + h), (cx - w * 0.38, top + h)]
    )
    body = np.maximum(body, ellipse(cx, top + h, w * 0.38, w * 0.1, 2))
    hoops = np.zeros((H, W), np.float32)
    for t in (0.22, 0.78):
        hw = w / 2 - (w * 0.12) * t
        hoops = np.maximum(hoops, ellipse(cx, top + h * t, hw, w * 0.1, 2) * body)
        hoops = hoops * (1 - ellipse(cx, top + h * t - 9, hw, w * 0.1, 2) * 0.999)
    mouth = ellipse(cx, top, w / 2, w * 0.12, 2)
    return body, hoops, mouth


@recipe("spring", "golden", "snow", "desert")
def fetching_the_moon(ctx: Ctx) -> Painted:
    """Seen from above, an old stone well in a sunny yard: inside it is as dark as night, and a
    person hauls up a bucket on a rope with the full moon glowing in it."""
    from .recipes4 import _meadow

    _x, s = third(ctx)
    ctx.light = (W / 2 - s * W * 0.7, -H * 0.2)
    _meadow(ctx)
    for _ in range(60):
        fx, fyy = ctx.u(0, W), ctx.u(0, H)
        r = 3 + 5 * fyy / H
        colr = pick(ctx, ["#fff6dc", "#f2c84b", "#e8708a"]) if ctx.pal.name != "snow" else "#9fb3c8"
        blend(ctx.img, disc(fx, fyy, r, 1.5), rgb(colr), 0.8)
    wx = W / 2 + s * ctx.u(50, 90)
    wy = H * ctx.u(0.56, 0.59)
    rx = W * ctx.u(0.32, 0.34)
    ry = rx * 0.55
    rxo, ryo = rx + 48, ry + 30
    wall_h = H * 0.07
    # a path of flat stones from the top of the card down to the well
    p0 = (W / 2 - s * ctx.u(60, 160), H * 0.03)
    p1 = (wx - s * rx * 0.2, wy - ryo - 10)
    for k in range(7):
        t = (k + 0.5) / 7
        sx = p0[0] + (p1[0] - p0[0]) * t + 30 * np.sin(t * 5) + ctx.u(-25, 25)
        sy = p0[1] + (p1[1] - p0[1]) * t
        sr = 26 + 30 * t
        st_m = ellipse(sx, sy, sr * ctx.u(1.1, 1.5), sr * 0.5, 3)
        blend(ctx.img, st_m, mix(rgb("#9a8f84"), rgb(ctx.pal.ground), 0.35), 0.85)
    stone = mix(rgb("#9a8f84"), rgb(ctx.pal.light), 0.15)
    # the well's shadow on the ground, away from the sun
    shx = s * 90
    sh = np.maximum(
        ellipse(wx + shx, wy + wall_h + 30, rxo + 20, ryo + 10, 20),
        box(wx - rxo + shx, wy + 30, wx + rxo + shx, wy + wall_h + 30, 20),
    )
    blend(ctx.img, sh, ctx.img * 0.45, 0.6)
    # the outer wall, toward the viewer: courses of stone
    outer = np.maximum(
        ellipse(wx, wy + wall_h, rxo, ryo, 2), box(wx - rxo, wy, wx + rxo, wy + wall_h, 2)
    )
    side = ctx.side()
    course = ((YY - wy - ryo * np.sqrt(np.clip(1 - ((XX - wx) / rxo) ** 2, 0, 1))) // 34) % 2
    joints_v = (np.sin((XX - wx) / 26 + course * 1.6) > 0.93).astype(np.float32)
    beds = (
        np.abs(((YY - wy - ryo * np.sqrt(np.clip(1 - ((XX - wx) / rxo) ** 2, 0, 1))) % 34) - 17)
        > 14
    ).astype(np.float32)
    wallc = stone * (1 + 0.14 * (fbm(ctx.rng, 24, 2)[..., None] - 0.5))
    sidel = np.clip(0.55 + 0.45 * (-(XX - wx) * s) / rxo, 0.35, 1.0)  # lit on the sun's side
    blend(ctx.img, outer, np.clip(wallc * sidel[..., None], 0, 1))
    blend(ctx.img, outer * np.maximum(joints_v, beds), stone * 0.45, 0.7)
    del side
    # the rim: a ring of flat stones
    rim = np.clip(ellipse(wx, wy, rxo, ryo, 2) - ellipse(wx, wy, rx, ry, 2), 0, 1)
    ang = np.arctan2((YY - wy) / ryo, (XX - wx) / rxo)
    radial_j = (np.sin(ang * 13) > 0.96).astype(np.float32)
    blend(ctx.img, rim, np.clip(stone * 1.25 + 0.05, 0, 1))
    blend(ctx.img, rim * radial_j, stone * 0.5, 0.8)
    # inside: the far wall going down into the dark, in courses
    inside = ellipse(wx, wy, rx, ry, 2)
    depth = np.clip((YY - (wy - ry)) / (ry * 1.3), 0, 1)
    innerc = stone * 0.8 * (1 - depth[..., None]) ** 1.6 + rgb("#05070f") * (
        depth[..., None] ** 0.6
    )
    blend(ctx.img, inside, np.clip(innerc, 0, 1))
    for k in range(1, 9):
        arc = np.clip(
            ellipse(wx, wy + k * 30, rx, ry, 1.5) - ellipse(wx, wy + k * 30 + 5, rx, ry, 1.5), 0, 1
        )
        blend(ctx.img, arc * inside * (wy > YY), rgb("#05070f"), 0.5)
    # far down: the night, with a few stars
    stars = np.zeros((H, W), np.float32)
    for _ in range(26):
        sx, sy = wx + ctx.u(-rx * 0.7, rx * 0.7), wy + ctx.u(-ry * 0.1, ry * 0.8)
        stars = np.maximum(stars, disc(sx, sy, ctx.u(2, 4), 1))
    stars *= np.clip((depth - 0.6) * 3, 0, 1) * inside
    _after_mask(ctx, stars, "#f6efc9", 0.85)
    # the bucket with the moon in it, on its way up
    bw = rx * ctx.u(0.42, 0.48)
    bcx = wx + s * ctx.u(-20, 30)
    btop = wy - ry * ctx.u(0.15, 0.3)
    mr = bw * 0.5
    moon_c = rgb("#f6efc9")
    glow(ctx.img, bcx, btop - mr * 0.3, rx * 0.9, "#e8f0ff", 0.5)
    ctx.img[:] = ctx.img * (1 - inside[..., None]) + ctx.img * inside[..., None]  # (kept inside)
    body, hoops, mouth = _bucket(bcx, btop, bw)
    ctx.light = (bcx, btop - mr)
    moon = disc(bcx, btop - mr * 0.5, mr, 2.5) * (btop + 4 > YY)
    moon = np.maximum(moon, mouth)
    blend(ctx.img, moon, moon_c)
    n = smooth_noise(ctx.rng, int(mr * 0.35)) - 0.5
    blend(ctx.img, moon * np.clip(n * 3, 0, 1), rgb("#b8b8a8"), 0.75)
    ctx.lit(body, _bbox(body), rgb("#7a5232"), rim=0.6)
    blend(ctx.img, hoops, rgb("#2a2a2e"), 0.8)
    handle = _lines(
        [[(bcx - bw / 2 + 6, btop + 10), (bcx, btop - mr * 1.55), (bcx + bw / 2 - 6, btop + 10)]],
        7,
    )
    blend(ctx.img, handle * (1 - moon * 0.7), rgb("#3a3a40"), 0.9)
    later_glow(ctx, bcx, btop - mr * 0.5, mr * 2.6, "#f6efc9", 0.22)
    bb = _bbox(np.maximum(body, moon))
    _element(ctx, "a wooden bucket with the full moon in it", "secondary", bb, ("moon", "bucket"))
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(body, moon), 8))
    wb = (int(wx - rxo), int(wy - ryo), int(wx + rxo), int(wy + wall_h + ryo))
    ground = {"snow": "snowy yard", "desert": "sandy yard", "golden": "yard"}.get(
        ctx.pal.name, "meadow"
    )
    _element(
        ctx,
        f"an old stone well in a {ground}, dark as night inside",
        "main",
        wb,
        ("well", "stone", "depth", "night"),
    )
    ctx.focus[:] = np.maximum(ctx.focus, blur(outer, 10) * 0.6)
    # the person on the far side, leaning over the rim, hauling the rope hand over hand
    ctx.light = (W / 2 - s * W * 0.7, -H * 0.2)
    ph = H * ctx.u(0.4, 0.43)
    flip = s < 0  # toward the well
    sg = -1 if flip else 1
    px = float(np.clip(wx - sg * (rxo + ph * 0.1), ph * 0.3, W - ph * 0.3))
    pfy = wy + ryo * ctx.u(0.45, 0.6)
    who = pick(ctx, WHO)
    person(
        ctx,
        "lean-in",
        px,
        pfy,
        ph,
        label=f"{who} hauling up the bucket",
        who=who,
        flip=flip,
        shadow=pfy,
        tags=("person", "work", "patience"),
        dress=False,
    )
    hand = joint_at("lean-in", "ha_r", px, pfy, ph, flip)
    rope = _lines([[hand, (bcx, btop - mr * 1.55)]], 7)
    blend(ctx.img, rope, rgb("#c8a870"), 0.95)
    _after_mask(ctx, rope, "#d8b880", 0.9)
    friend = pick(ctx, ["cat", "child", "none"])
    note = "."
    if friend == "cat":
        cx = float(np.clip(wx + sg * rx * 0.45, 120, W - 120))
        ctx.subject(
            "cat",
            cx,
            wy - ry - H * 0.035,
            H * 0.085,
            "secondary",
            flip=not flip,
            tags=("animal", "home", "curious"),
            label="a cat on the rim looking in",
        )
        note = ", while a cat on the rim looks in."
    elif friend == "child":
        cx = float(np.clip(wx + sg * rx * 0.5, 150, W - 150))
        person(
            ctx,
            "sit",
            cx,
            wy - ry * 0.85,
            ph * 0.6,
            label="a child sitting on the rim",
            flip=flip,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
            dress=False,
        )
        note = ", and a child sits on the far rim watching it come up."
    return Painted(
        f"Seen from above, an old stone well stands in a sunny {ground}; inside it is as dark as "
        f"night, with stars far down, and {who} leaning over the rim hauls up a bucket on a rope "
        "with the full moon glowing in it" + note,
        [
            "wish",
            "patience",
            "depth",
            "reaching",
            "dream",
            "night",
            "secret",
            "luck",
            "effort",
            "hidden treasure",
        ],
    )


# --- a chalk door on a sunny wall, open onto another world ----------------------------------

CHALKS = {"#3a78d8": "blue", "#e0508a": "pink", "#f0a020": "orange", "#2f9a5a": "green"}
WALLS = {"#f6f1e6": "white", "#f7e7bd": "yellow", "#f4ddd2": "pink"}


def _door_world(ctx: Ctx, world: str, x0: float, y0: float, x1: float, y1: float) -> Ctx:
    """What the chalk door opens onto, painted on a canvas of its own."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if world == "night":
        w = ctx.sub("night")
        w.texture_sky()
        w.stars(900, 1.0)
        w.celestial(cx + ctx.u(-50, 50), y0 + (y1 - y0) * 0.25, 44, "moon")
        w.hills((y1 - (y1 - y0) * 0.12) / H, 1, amp=14)
    elif world == "sea":
        w = ctx.sub("golden")
        w.texture_sky()
        w.celestial(cx + ctx.u(-40, 40), cy - (y1 - y0) * 0.05, 40, "sun")
        w.streaks((y0 + (y1 - y0) * 0.15) / H, cy / H, 0.5)
        w.water(cy / H + 0.04, ripple=5)
        w.subject(
            "sailboat",
            cx + ctx.u(-60, 60),
            cy + 20,
            H * 0.07,
            "secondary",
            fill="#2a1a24",
            tags=("vehicle", "sea", "journey"),
            label="a sailboat far out at sea",
        )
    else:
        w = ctx.sub("aurora")
        w.texture_sky()
        w.light = (cx, y0)
        w.rays(cx, y0 - 40, 6, 0.35, 0.4)
        for k in range(7):
            tx = x0 + (x1 - x0) * (k + 0.5) / 7 + ctx.u(-20, 20)
            th = (y1 - y0) * ctx.u(0.5, 0.95)
            tm, _tb = icon_mask("pine-tree", tx, y1 - th / 2, th)
            blend(w.img, tm, mix(rgb("#0a2c2f"), rgb("#000000"), 0.3 + 0.1 * (k % 3)))
        for _ in range(18):
            blend(
                w.img,
                disc(ctx.u(x0, x1), ctx.u(cy, y1), 4, 1.5),
                rgb("#e8ff9a"),
                0.9,
            )
            glow(w.img, ctx.u(x0, x1), ctx.u(cy, y1), 20, "#e8ff9a", 0.3)
    return w


@recipe("noon", "golden", "spring", "desert")
def chalk_door(ctx: Ctx) -> Painted:
    """On a sunny wall a child has drawn a door in chalk, and the chalk door stands open onto
    another world (a night sky, a sea at sunset, a dark forest); the child holds the chalk."""
    x, s = third(ctx)
    ctx.texture_sky()
    sun = (W / 2 + s * W * 0.7, -H * 0.3)  # the sun beyond the child's side
    ctx.light = sun
    wall_top = H * ctx.u(0.08, 0.11)
    base = H * ctx.u(0.78, 0.8)
    wall_hex = pick(ctx, list(WALLS))
    wallc = rgb(wall_hex)
    plaster = fbm(ctx.rng, 120, 3) - 0.5
    stains = aniso_noise(ctx.rng, 40, 140) - 0.5
    wall = box(-5, wall_top, W + 5, base, 1.5)
    wimg = wallc * (1 + 0.1 * plaster[..., None] + 0.05 * stains[..., None])
    grime = np.clip((YY - (base - H * 0.12)) / (H * 0.12), 0, 1)[..., None]
    wimg = wimg * (1 - 0.18 * grime)
    blend(ctx.img, wall, np.clip(wimg, 0, 1))
    cap_m = box(-5, wall_top - 26, W + 5, wall_top + 10, 2)
    blend(ctx.img, cap_m, rgb("#b0623a"))  # a row of tiles along the top
    blend(ctx.img, box(-5, wall_top + 10, W + 5, wall_top + 34, 6), wallc * 0.7, 0.6)
    # the pavement: flagstones seen a little from above
    pave = box(-5, base, W + 5, H + 5, 1.5)
    pc = rgb("#b8ab98") * (1 + 0.12 * (fbm(ctx.rng, 60, 2)[..., None] - 0.5))
    blend(ctx.img, pave, np.clip(pc, 0, 1))
    for k in range(4):
        yy = base + (H - base) * (k / 4) ** 1.3
        blend(ctx.img, box(-5, yy - 2, W + 5, yy + 2, 1.5), rgb("#6e6458"), 0.6)
    for k in range(-6, 8):
        xb = W / 2 + k * 190
        blend(ctx.img, segment(xb, base, xb + (xb - W / 2) * 0.5, H + 10, 4), rgb("#6e6458"), 0.5)
    blend(ctx.img, box(-5, base - 3, W + 5, base + 5, 2), rgb("#5e544a"), 0.7)
    # a shadow from off the card (a roof's edge) across the far top corner of the wall
    corner = _poly(
        [
            (W / 2 - s * W * 0.62, wall_top - 40),
            (W / 2 - s * W * 0.05, wall_top - 40),
            (W / 2 - s * W * 0.62, H * 0.46),
        ]
    )
    blend(ctx.img, blur(corner, 3), ctx.img * rgb("#8aa0c8"), 0.45)
    # the door, on the other third, its foot on the pavement line
    dw, dh = W * ctx.u(0.29, 0.32), H * ctx.u(0.42, 0.45)
    dx = float(np.clip(W / 2 - s * ctx.u(120, 170), dw * 1.12 + 30, W - dw * 1.12 - 30))
    x0, x1 = dx - dw / 2, dx + dw / 2
    y1 = base + 4
    y0 = y1 - dh
    arch = dw * 0.5
    opening = np.maximum(
        box(x0, y0 + arch * 0.5, x1, y1, 2), ellipse(dx, y0 + arch * 0.5, dw / 2, arch * 0.5, 2)
    )
    world = pick(ctx, ["night", "sea", "forest"])
    other = _door_world(ctx, world, x0, y0, x1, y1)
    ctx.fill_with(opening, other, rim=0.0)
    ctx.focus[:] = np.maximum(ctx.focus, opening * 0.8)
    chalk_hex = pick(ctx, list(CHALKS))
    chalk = rgb(chalk_hex)
    # the leaf: hinged on the side away from the child, swung open toward us, drawn in chalk
    hs = -1 if s > 0 else 1  # the hinge is on the far side from the child
    hx = dx + hs * dw / 2
    fx = hx + hs * dw * 0.62
    leaf_pts = [(hx, y0 + arch * 0.3), (fx, y0 - dh * 0.04), (fx, y1 + dh * 0.07), (hx, y1)]
    leaf = _poly(leaf_pts)
    hatch = (np.sin((XX + YY * 0.6) / 9) > 0.55).astype(np.float32)
    blend(ctx.img, leaf, mix(ctx.img[int(y0 + dh / 2), int(hx + hs * 20)], chalk, 0.25), 0.9)
    blend(ctx.img, leaf * hatch, chalk, 0.4)
    # the door's drawn lines: the frame, the leaf's edges and its knob (also after the paint)
    frame_path = _wobble(
        ctx,
        [(x0 - 10, y1)]
        + [
            (dx - (dw / 2 + 10) * np.cos(t), y0 + arch * 0.5 - (arch * 0.5 + 10) * np.sin(t))
            for t in np.linspace(0, np.pi, 12)
        ]
        + [(x1 + 10, y1)],
        3,
    )
    leaf_path = _wobble(ctx, [*leaf_pts, leaf_pts[0]], 3)
    lines = _lines([frame_path, leaf_path], 11)
    kx, ky = fx - hs * dw * 0.1, y0 + dh * 0.55
    knob = disc(kx, ky, 14, 2)
    grain = (smooth_noise(ctx.side(), 3) > 0.35).astype(np.float32)
    chalk_m = np.maximum(lines, knob)
    blend(ctx.img, chalk_m, chalk, 0.95)
    _after_mask(ctx, chalk_m * (0.55 + 0.45 * grain), CHALK_AFTER.get(chalk_hex, chalk_hex), 0.9)
    ctx.focus[:] = np.maximum(ctx.focus, blur(np.maximum(chalk_m, leaf), 4))
    said_world = {
        "night": "the night sky with the moon and stars",
        "sea": "a sea at sunset with a sailboat",
        "forest": "a dark forest with fireflies",
    }[world]
    db = _bbox(np.maximum(opening, np.maximum(leaf, lines)))
    _element(ctx, f"a chalk door open onto {said_world}", "main", db, ("door", "chalk", world))
    # a chalk sun and flowers: the child's other drawings on the wall
    scx = float(np.clip(x + s * 40, 160, W - 160))
    scy = wall_top + H * ctx.u(0.1, 0.13)
    rays = [
        [(scx + 60 * np.cos(t), scy + 60 * np.sin(t)), (scx + 95 * np.cos(t), scy + 95 * np.sin(t))]
        for t in np.linspace(0, 2 * np.pi, 9)[:-1]
    ]
    sun_m = np.maximum(
        _lines(
            [
                _wobble(
                    ctx,
                    [
                        (scx + 45 * np.cos(t), scy + 45 * np.sin(t))
                        for t in np.linspace(0, 2 * np.pi, 14)
                    ],
                    2,
                )
            ],
            9,
        ),
        _lines(rays, 9),
    )
    blend(ctx.img, sun_m, rgb("#f0b020"), 0.9)
    _after_mask(ctx, sun_m * (0.55 + 0.45 * grain), "#f4c040", 0.85)
    # the child, on the near third, facing the door, the chalk in hand
    pose = pick(ctx, ["hold", "point", "reach"])
    ph = H * ctx.u(0.34, 0.37)
    fy = H * ctx.u(0.9, 0.92)
    flip = s > 0
    cx = W / 2 + s * W * ctx.u(0.28, 0.31)
    cx = float(np.clip(cx, ph * 0.3, W - ph * 0.3))
    who = pick(ctx, ["a girl", "a boy", "a child"])
    # the child's shadow on the pavement and up the wall, away from the sun
    wx_sh = cx - s * ph * 0.24
    shm = silhouette(pose, wx_sh, base + 8, ph * 0.96, flip) * (base + 8 > YY)
    foot = _poly([(cx - 26, fy), (cx + 26, fy), (wx_sh + 30, base + 8), (wx_sh - 30, base + 8)])
    blend(ctx.img, blur(np.maximum(shm, foot), 3), ctx.img * rgb("#7a88a8"), 0.38)
    person(
        ctx,
        pose,
        cx,
        fy,
        ph,
        "secondary",
        label=f"{who} holding a piece of chalk",
        who=who,
        flip=flip,
        tags=("person", "child", "maker"),
        coat=pick(ctx, CHILD_COATS),
    )
    hand = joint_at(pose, "ha_r", cx, fy, ph, flip)
    stick = segment(hand[0] - 10, hand[1] + 12, hand[0] + 10, hand[1] - 14, 14)
    _after_mask(ctx, stick, chalk_hex, 1.0)
    spill = {"night": "stars drift out of it", "sea": "", "forest": ""}[world]
    if world == "night":
        jit = ctx.side().uniform(0, 1, (14, 2))

        def drift(img: np.ndarray) -> None:
            for a, b in jit:
                px = dx + (a - 0.5) * dw * 1.6
                py = y0 + dh * 0.2 + b * dh * 0.6
                if x0 < px < x1:
                    px += hs * dw * 0.7
                glow(img, px, py, 16, "#fff6c8", 0.3)
                blend(img, disc(px, py, 3.5, 1.2), rgb("#fffbe6"), 0.95)

        ctx.after.append(drift)
    elif world == "sea":
        pool = ellipse(dx, y1 + H * 0.05, dw * 0.7, H * 0.03, 14)
        blend(ctx.img, pool, mix(rgb("#3a7a9a"), ctx.img[int(y1 + 80), int(dx)], 0.3), 0.8)
        blend(ctx.img, ellipse(dx, y1 + H * 0.045, dw * 0.4, 8, 4), rgb("#ffffff"), 0.4)
        spill = "sea water trickles out over the threshold into a puddle"
    else:
        spill = "fireflies glow among the trees"
    ctx.light = sun
    wall_word = WALLS[wall_hex]
    return Painted(
        f"On a sunny {wall_word} wall by the pavement, {who} has drawn a door in "
        f"{CHALKS[chalk_hex]} chalk, and the chalk door stands open onto {said_world}; "
        f"{spill + '; ' if spill else ''}the child beside it holds the chalk.",
        [
            "imagination",
            "escape",
            "childhood",
            "creation",
            "another world",
            "possibility",
            "play",
            "dream",
            "threshold",
            "freedom",
        ],
    )


CHALK_AFTER = {
    "#3a78d8": "#5a92e8",
    "#e0508a": "#f070a0",
    "#f0a020": "#f8b840",
    "#2f9a5a": "#4ab070",
}


# --- a storm inside a bottle on a sunny table -----------------------------------------------


def _storm(ctx: Ctx, x0: float, y0: float, x1: float, y1: float, s: int) -> tuple[Ctx, str]:
    """A sea in a storm, painted to fill the box (x0, y0)-(x1, y1): dark clouds, lightning,
    high waves and a small ship; returns the canvas and the ship's icon."""
    st = ctx.sub("storm")
    st.img[:] = vgrad([(0, "#1a2624"), (y0 / H, "#1f302c"), (y1 / H, "#40584f"), (1, "#40584f")])
    st.texture_sky(0.08)
    st.light = ((x0 + x1) / 2, y0)
    st.clouds(5, y0 / H - 0.02, (y0 + (y1 - y0) * 0.35) / H, 0.6, tint="#8a9a90")
    st.rain(0.3, 0.3 * s)
    sea_y = y0 + (y1 - y0) * 0.56
    waves = sea_y + 26 * np.sin(XX / 70 + 1.3) + 18 * np.sin(XX / 31 + 0.4)
    crest_x = x0 + (x1 - x0) * (0.5 + 0.16 * s)
    waves = waves - 70 * np.exp(-(((XX - crest_x) / 110) ** 2))
    water = np.clip((YY - waves) / 2 + 0.5, 0, 1).astype(np.float32)
    deep = np.clip((YY - waves) / max(1.0, y1 - sea_y), 0, 1)[..., None]
    sea = rgb("#1e4a4a") * (1 - deep) + rgb("#0a1a1e") * deep
    sea = sea * (1 + 0.25 * (aniso_noise(ctx.rng, 50, 10)[..., None] - 0.5))
    blend(st.img, water, np.clip(sea, 0, 1))
    foam = np.clip((YY - waves) / 2 + 0.5, 0, 1) * np.clip((waves + 14 - YY) / 4, 0, 1)
    foam = foam * (aniso_noise(ctx.rng, 30, 6) > 0.45)
    blend(st.img, foam.astype(np.float32), rgb("#dfeee8"), 0.8)
    ship = pick(ctx, ["shooner-sailboat", "sailboat"])
    sh_h = min((y1 - y0) * 0.3, H * 0.095)
    st.subject(
        ship,
        crest_x,
        sea_y - 50 - sh_h * 0.3,
        sh_h,
        "secondary",
        fill="#2a2020",
        rot=14 * s,
        rim=0.9,
        tags=("vehicle", "sea", "journey"),
        label="a small ship tossed by the storm",
    )
    # lightning from the clouds down to the sea
    lx = x0 + (x1 - x0) * (0.5 - 0.28 * s)
    pts = [(lx, y0 + 8)]
    side = ctx.side()
    for k in range(1, 7):
        pts.append((lx + side.uniform(-36, 36) + k * 6 * s, y0 + 8 + (sea_y - y0 - 8) * k / 6))
    bolt = _lines([pts], 9)
    glow(st.img, lx, (y0 + sea_y) / 2, (sea_y - y0) * 0.6, "#d8f0ff", 0.35)
    blend(st.img, bolt, rgb("#fbfff0"))
    return st, ship


@recipe("mint", "spring", "interior", "dawn")
def ship_in_a_bottle(ctx: Ctx) -> Painted:
    """A big bottle lies on a table in a calm, sunny room; inside it a real storm rages, with
    dark waves, lightning and a small ship, and a cat or a child looks at it."""
    _x, s = third(ctx)
    fy = ctx.room(0.9)
    # a sunny window on the side away from the watcher
    wx = W / 2 - s * ctx.u(220, 280)
    day = ctx.sub("noon")
    day.texture_sky()
    day.celestial(wx + s * 60, H * 0.1, 50, "sun")
    day.clouds(2, 0.08, 0.25, 0.5)
    ctx.window(wx - 170, H * 0.06, wx + 170, H * 0.33, day.img)
    ctx.light = (wx, H * 0.15)
    glow(ctx.img, wx, H * 0.2, 620, ctx.pal.light, 0.5)
    patch = _poly(
        [
            (wx - 150 + s * 220, H * 0.36),
            (wx + 150 + s * 220, H * 0.36),
            (wx + 190 + s * 300, H * 0.52),
            (wx - 110 + s * 300, H * 0.52),
        ]
    )
    blend(ctx.img, blur(patch, 10), rgb("#fff6dc"), 0.35)  # sunlight on the wall
    ty = H * ctx.u(0.6, 0.63)
    # the watcher: a child standing behind the table, pointing at the bottle, and/or a cat
    watcher = pick(ctx, ["cat", "child", "cat-and-child"])
    flip = s > 0  # facing the bottle
    said = ""
    # the table: its top seen a little from above, across the card
    top = _poly(
        [
            (-10, ty - H * 0.05),
            (W + 10, ty - H * 0.05),
            (W + 10, ty + H * 0.05),
            (-10, ty + H * 0.05),
        ]
    )
    wood = rgb(pick(ctx, ["#8a5a3a", "#a8744a", "#6a4a3a"]))
    grain = aniso_noise(ctx.rng, 260, 6) - 0.5
    blend(ctx.img, top, np.clip(wood * (1.15 + 0.25 * grain[..., None]), 0, 1))
    blend(ctx.img, box(-10, ty + H * 0.05, W + 10, ty + H * 0.09, 2), wood * 0.55)
    for lx in (W * 0.08, W * 0.92 - 40):
        blend(ctx.img, box(lx, ty + H * 0.09, lx + 40, fy + 60, 2), wood * 0.45)
    _element(
        ctx,
        "a wooden table",
        "frame",
        (0, int(ty - H * 0.05), W, int(ty + H * 0.09)),
        ("table", "home"),
    )
    # the bottle lying on the table
    r = H * ctx.u(0.135, 0.14)
    L = W * ctx.u(0.48, 0.5)
    ns = -s  # the neck points away from the watcher's side
    total = L + 1.75 * r
    room_left = W - 80 - total  # spare width once the whole bottle is on the card
    body_end = 40 + room_left * ctx.u(0.55, 0.75)  # the body's end on the watcher's side
    bx = (W - body_end - L / 2) if s > 0 else (body_end + L / 2)
    by = ty - r + H * 0.01
    body = np.maximum(
        box(bx - L / 2 + r * 0.6, by - r, bx + L / 2 - r * 0.6, by + r, 2),
        np.maximum(
            ellipse(bx - L / 2 + r * 0.6, by, r * 0.6, r, 2),
            ellipse(bx + L / 2 - r * 0.6, by, r * 0.6, r, 2),
        ),
    )
    shoulder_x = bx + ns * (L / 2 - r * 0.3)
    neck_end = shoulder_x + ns * r * 1.6
    neck = _poly(
        [
            (shoulder_x, by - r * 0.8),
            (shoulder_x + ns * r * 0.7, by - r * 0.36),
            (neck_end, by - r * 0.34),
            (neck_end, by + r * 0.34),
            (shoulder_x + ns * r * 0.7, by + r * 0.36),
            (shoulder_x, by + r * 0.8),
        ]
    )
    glass = np.maximum(body, neck)
    cork = box(
        min(neck_end, neck_end + ns * r * 0.45),
        by - r * 0.3,
        max(neck_end, neck_end + ns * r * 0.45),
        by + r * 0.3,
        4,
    )
    ri, li = r * 0.92, L / 2 - r * 0.1
    inner = np.maximum(
        box(bx - li + ri * 0.6, by - ri, bx + li - ri * 0.6, by + ri, 2),
        np.maximum(
            ellipse(bx - li + ri * 0.6, by, ri * 0.6, ri, 2),
            ellipse(bx + li - ri * 0.6, by, ri * 0.6, ri, 2),
        ),
    )
    hl = box(bx - L * 0.42, by - r * 0.78, bx + L * 0.42, by - r * 0.66, 6) * body
    hl2 = box(bx - L * 0.3, by - r * 0.76, bx + L * 0.1, by - r * 0.71, 3)
    # the neck rests raised on a stack of books: the bottle lies at a slant
    tilt = ns * ctx.u(11, 15)

    def turn(m: Arr) -> Arr:
        im = Image.fromarray(m.astype(np.float32), "F")
        out = im.rotate(tilt, resample=Image.Resampling.BILINEAR, center=(bx, by))
        return np.asarray(out, np.float32)

    body, neck, cork, inner, hl, hl2 = (turn(m) for m in (body, neck, cork, inner, hl, hl2))
    glass = np.maximum(body, neck)
    low = _bbox(body)[3]
    drop = round(ty + H * 0.012 - low)
    body, neck, cork, inner, hl, hl2, glass = (
        np.roll(m, drop, 0) for m in (body, neck, cork, inner, hl, hl2, glass)
    )
    by += drop
    # the books under the raised end
    sx_ = bx + ns * (L * 0.5 + r * 0.2)
    col_ = glass[:, int(np.clip(sx_, 0, W - 1))]
    under = float(np.nonzero(col_ > 0.5)[0].max()) if (col_ > 0.5).any() else ty
    bk_top = under
    books = np.zeros((H, W), np.float32)
    n_b = max(1, int((ty - bk_top) / 44))
    bh_ = (ty - bk_top + 8) / n_b
    for k in range(n_b):
        y_b = ty + 4 - (k + 1) * bh_
        off = ctx.u(-20, 20)
        bm_ = box(sx_ - 130 + off, y_b, sx_ + 130 + off, y_b + bh_ - 3, 3)
        ctx.lit(
            bm_, _bbox(bm_), rgb(pick(ctx, ["#8a2f2f", "#2f4f7a", "#3a6a4a", "#a8783a"])), rim=0.4
        )
        blend(
            ctx.img, box(sx_ - 128 + off, y_b + 5, sx_ + 126 + off, y_b + 9, 1), rgb("#f0e6d0"), 0.6
        )
        books = np.maximum(books, bm_)
    # its shadow on the table, away from the window
    shd = ellipse(bx + s * 70, ty + H * 0.025, L * 0.55, H * 0.02, 16)
    blend(ctx.img, shd, ctx.img * 0.4, 0.7)
    ib = _bbox(inner)
    storm, ship = _storm(ctx, ib[0], ib[1], ib[2], ib[3], s)
    ctx.fill_with(inner, storm, rim=0.0)
    green = rgb("#6a9a7a")
    edge = np.clip(glass - inner, 0, 1)
    blend(ctx.img, edge, mix(green, ctx.c("light"), 0.35), 0.8)
    blend(ctx.img, neck * (1 - inner), mix(green, rgb("#ffffff"), 0.3), 0.5)
    blend(ctx.img, hl, rgb("#ffffff"), 0.55)
    _after_mask(ctx, hl2, "#ffffff", 0.6)
    ctx.lit(cork, _bbox(cork), rgb("#a8784a"), rim=0.5)
    ctx.focus[:] = np.maximum(ctx.focus, blur(glass, 6))
    gb = _bbox(np.maximum(glass, cork))
    shipw = {"shooner-sailboat": "a small sailing ship", "sailboat": "a small sailboat"}[ship]
    by_who = {"cat": "a cat", "child": "a child", "cat-and-child": "a child and a cat"}[watcher]
    _element(
        ctx,
        f"a big bottle with a storm and {shipw} inside, watched by {by_who}",
        "main",
        gb,
        ("bottle", "storm", "glass"),
    )
    if watcher in ("child", "cat-and-child"):
        ph = H * ctx.u(0.41, 0.44)
        pfy = H * ctx.u(0.95, 0.96)
        px = W / 2 - s * W * ctx.u(0.3, 0.33)  # in front of the table, by the bottle's neck
        who = pick(ctx, ["a girl", "a boy", "a child"])
        person(
            ctx,
            "point",
            px,
            pfy,
            ph,
            "secondary",
            label=f"{who} by the table pointing at the storm in the bottle",
            who=who,
            flip=not flip,
            shadow=pfy,
            tags=("person", "child", "wonder"),
            coat=pick(ctx, CHILD_COATS),
        )
        said = f"{who} by the table points at it"
    wx2 = float(np.clip(bx + s * (L / 2 + H * 0.04), 140, W - 140))
    if watcher == "cat-and-child":
        wx2 = float(np.clip(bx - s * L * 0.25, 140, W - 140))
    if watcher in ("cat", "cat-and-child"):
        ctx.subject(
            "cat",
            wx2,
            ty - H * 0.04 if watcher == "cat" else ty - H * 0.02,
            H * 0.12,
            "secondary",
            fill=pick(ctx, ["#3a3236", "#c8782a", "#e8e0d4"]),
            flip=(not flip) if watcher == "cat-and-child" else flip,
            shadow=ty + H * 0.01,
            tags=("animal", "home", "curious"),
            label="a cat watching the bottle",
        )
        said = (
            "a cat on the table watches it"
            if watcher == "cat"
            else said + " and a cat on the table watches it"
        )
    return Painted(
        f"In a calm room with a sunny window, a big glass bottle lies on a wooden table, its "
        f"neck resting on "
        f"{'a stack of books' if n_b > 1 else 'a book'}, and inside it a real storm rages: "
        f"dark waves, rain, lightning and {shipw} tossed on the sea; {said}.",
        [
            "inner turmoil",
            "calm and storm",
            "small world",
            "danger",
            "captivity",
            "adventure",
            "curiosity",
            "contrast",
            "keeping safe",
            "home",
        ],
    )
