"""Premise "kettle-brews-the-clouds": where clouds come from. On a green spring hilltop a huge
old enamel (or copper) kettle, bigger than the little tree beside it, sits on a ring of stones
over a small fire; from its spout it puffs round white clouds that drift up one after another,
growing as they go, into the clear blue sky to join the real clouds, while a hare sitting up in
the grass watches them go.

The kettle (body, lid, spout and bail handle) and the hare are drawn from parts; the clouds are
heaped puffs with shaded undersides; a steam wisp, daisies and the hare's eye come after the
paint.
"""

from __future__ import annotations

import numpy as np

from ..kit.figures import bbox_of
from ..kit.light import after_mask, later_glow
from ..kit.paint import XX, YY, Arr, H, W, aniso_noise, blend, blur, disc, ellipse, glow, mix, rgb
from ..kit.place import add_element, focus_on, third
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse
from ..kit.sky import cloud_puff, day_zenith, shade_under

Pt = tuple[float, float]
# name -> (said, body colour, rim/trim colour)
KETTLES = {
    "red": ("a huge old red enamel kettle", "#c8372c", "#1c2440"),
    "copper": ("a huge old copper kettle", "#c0703a", "#5a2e18"),
    "yellow": ("a huge old yellow enamel kettle", "#e0a626", "#1c2440"),
}
FUR = "#9a6e46"


def _cloud(ctx: Ctx, m: Arr, s: int, shade: str = "#a9b9d2") -> None:
    """A white cloud lit from the sun's side (`s`), its underside shaded blue-grey."""
    blend(ctx.img, m, rgb("#f4f7fb"))
    shade_under(ctx, m, shade, 0.55)
    lit = np.clip(m - np.roll(np.roll(m, 14, 0), int(-s * 18), 1), 0, 1)
    blend(ctx.img, blur(lit, 5), rgb("#ffffff"), 0.8)
    tex = aniso_noise(ctx.side(), 40, 14) - 0.5
    ctx.img *= (1 + 0.07 * tex * m)[..., None]


def _puff(ctx: Ctx, cx: float, cy: float, r: float) -> Arr:
    """A round young cloud: a heap of discs around (cx, cy), `r` across its middle."""
    m = disc(cx, cy, r * 0.62, 3)
    for k in range(6):
        a = np.pi * (0.95 + k * 0.22) + ctx.u(-0.15, 0.15)
        rr = r * ctx.u(0.34, 0.46)
        m = np.maximum(m, disc(cx + np.cos(a) * r * 0.62, cy + np.sin(a) * r * 0.42, rr, 3))
    m = np.maximum(m, ellipse(cx, cy + r * 0.28, r * 1.0, r * 0.32, 3))
    return m * np.clip((cy + r * 0.55 - YY) / 4, 0, 1)


def _kettle(ctx: Ctx, kx: float, kb: float, hw: float, d: int, kind: str) -> tuple[Arr, Pt]:
    """The kettle: its base at y=`kb`, `hw` half wide, the spout toward side `d`. Returns
    its whole mask and the spout's tip."""
    _said, body_c, trim_c = KETTLES[kind]
    bh = hw * 1.5

    def p(a: float, b: float) -> Pt:  # a across (toward the spout), b up, in half widths
        return (kx + d * a * hw, kb - b * hw)

    prof = [(0.78, 0.0), (0.93, 0.04), (1.0, 0.18), (1.0, 0.35), (0.93, 0.55), (0.8, 0.72)]
    prof += [(0.62, 0.88), (0.5, 0.97), (0.46, 1.0)]
    right = [(kx + a * hw, kb - t * bh) for a, t in prof]
    left = [(kx - a * hw, kb - t * bh) for a, t in prof[::-1]]
    body = polygon_fine(right + left)
    top = kb - bh
    lid = np.maximum(
        ellipse(kx, top + 4, hw * 0.5, hw * 0.1, 2),
        ellipse(kx, top - hw * 0.02, hw * 0.4, hw * 0.14, 2) * (top + 2 > YY),
    )
    knob = np.maximum(
        disc(kx, top - hw * 0.2, hw * 0.08, 2), ellipse(kx, top - hw * 0.1, hw * 0.05, hw * 0.1, 2)
    )
    spout_pts = cubic(p(0.82, 0.38), p(1.3, 0.45), p(1.3, 0.95), p(1.62, 1.18), 20)
    sw = [hw * (0.3 - 0.19 * k / 20) for k in range(21)]
    spout = ribbon(spout_pts, sw, 2)
    tip = spout_pts[-1]
    mouth = tilted_ellipse(tip[0], tip[1], hw * 0.07, hw * 0.035, d * -0.6)
    lug_a, lug_b = p(-0.62, 1.42), p(0.62, 1.42)
    arc = cubic(lug_a, p(-0.7, 2.3), p(0.7, 2.3), lug_b, 30)
    handle = polylines([arc], hw * 0.06)
    grip = ribbon(arc[11:20], [hw * 0.12] * 9, 2)
    lugs = np.maximum(disc(*lug_a, hw * 0.07, 2), disc(*lug_b, hw * 0.07, 2))
    whole = np.maximum.reduce([body, lid, knob, spout, handle, grip, lugs])
    ctx.cast_shadow(np.maximum(body, spout), bbox_of(body), kb + hw * 0.2, 0.5, k=0.3)
    colour = rgb(body_c)
    ctx.lit(handle, bbox_of(handle), rgb("#4a4a50"), rim=0.6)
    ctx.lit(grip, bbox_of(grip), rgb("#7a4a2a"), rim=0.5)
    ctx.lit(spout, bbox_of(spout), colour, rim=0.7)
    ctx.lit(body, bbox_of(body), colour, rim=0.8, separate=True)
    blend(ctx.img, mouth, rgb(trim_c), 0.95)
    # the enamel's dark trim: a band at the foot, the lid's rim; the lid and its knob
    foot = body * (kb - hw * 0.07 < YY)
    blend(ctx.img, foot, rgb(trim_c), 0.85)
    ctx.lit(lid, bbox_of(lid), mix(colour, rgb("#ffffff"), 0.1), rim=0.6)
    rim_m = np.clip(
        ellipse(kx, top + 4, hw * 0.5, hw * 0.1, 2) - ellipse(kx, top, hw * 0.44, hw * 0.08, 2),
        0,
        1,
    )
    blend(ctx.img, rim_m, rgb(trim_c), 0.8)
    ctx.lit(knob, bbox_of(knob), rgb(trim_c) * 1.4, rim=0.6)
    ctx.lit(lugs, bbox_of(lugs), rgb("#3a3a40"), rim=0.5)
    # a window of sky reflected on its lit shoulder, a soft sheen along its belly
    lx = -np.sign(ctx.light[0] - kx) * d  # the sun's side, in the kettle's frame (-1 or 1)
    hl = tilted_ellipse(*p(-lx * 0.55, 0.95), hw * 0.16, hw * 0.08, d * lx * 0.7)
    blend(ctx.img, blur(hl, 3), rgb("#fbfdff"), 0.85)
    sheen = tilted_ellipse(*p(-lx * 0.72, 0.45), hw * 0.08, hw * 0.26, 0.15 * d * lx) * body
    blend(ctx.img, blur(sheen, 8), rgb("#ffffff"), 0.35)
    focus_on(ctx, whole, 4, 2.0)
    return whole, tip


def _stones(ctx: Ctx, kx: float, gy: float, hw: float, front: bool) -> Arr:
    """Half the ring of stones under the kettle: the back half or the front half."""
    out = np.zeros((H, W), np.float32)
    for k in range(9):
        a = np.pi * (k / 8) if front else np.pi * (1 + k / 8)
        sx, sy = kx + np.cos(a) * hw * 1.02, gy + np.sin(a) * hw * 0.16
        r = hw * ctx.u(0.13, 0.17)
        m = ellipse(sx, sy - r * 0.4, r, r * 0.72, 2)
        ctx.lit(m, bbox_of(m), rgb("#8a8680") * ctx.u(0.85, 1.1), rim=0.5)
        out = np.maximum(out, m)
    return out


def _hare(ctx: Ctx, hx: float, fy: float, hh: float, f: int) -> Arr:
    """A brown hare sitting up, facing side `f`, its head raised to look up at the sky."""
    k = hh / 600

    def p(a: float, b: float) -> Pt:
        return (hx + f * a * k, fy - b * k)

    def ov(a: float, b: float, rx: float, ry: float, tilt: float = 0.0) -> Arr:
        c = p(a, b)
        return tilted_ellipse(c[0], c[1], rx * k, ry * k, np.radians(f * tilt))

    parts = [
        ov(40, 18, 110, 22),
        ov(-40, 100, 110, 100),
        ov(0, 220, 86, 140, 12),
        ov(40, 300, 62, 80, 16),
        ov(60, 372, 62, 54, -30),
        ov(108, 410, 42, 32, -34),
    ]
    body = np.maximum.reduce(parts)
    near = ribbon([p(34, 410), p(-30, 500), p(-110, 580)], [40 * k, 48 * k, 18 * k], 2)
    far = ribbon([p(60, 420), p(20, 520), p(-30, 610)], [36 * k, 42 * k, 16 * k], 2)
    paw = ribbon([p(70, 280), p(100, 230), p(110, 200)], [30 * k, 24 * k, 20 * k], 2)
    tail = ellipse(*p(-140, 60), 28 * k, 24 * k, 3)
    fur = rgb(FUR)
    ctx.cast_shadow(body, bbox_of(body), fy, 0.4)
    ctx.contact(parts[0], bbox_of(parts[0]))
    ctx.lit(far, bbox_of(far), fur * 0.8, rim=0.4)
    ctx.lit(tail, bbox_of(tail), rgb("#ece6dc"), rim=0.3)
    ctx.lit(body, bbox_of(body), fur, rim=0.7, separate=True)
    ctx.lit(near, bbox_of(near), fur, rim=0.6)
    ctx.lit(paw, bbox_of(paw), mix(fur, rgb("#e2c69a"), 0.25), rim=0.4)
    belly = ov(40, 230, 40, 110, 14) * body
    blend(ctx.img, blur(belly, 8), rgb("#e6cfa4"), 0.5)
    tips = ribbon([p(-60, 545), p(-110, 580)], [30 * k, 14 * k], 2) * near
    blend(ctx.img, tips, rgb("#2a1c14"), 0.8)
    whole = np.maximum.reduce([body, near, far, paw, tail])
    focus_on(ctx, whole, 4, 2.2)
    eye = p(84, 410)
    after_mask(ctx, ellipse(eye[0], eye[1], 10 * k, 11 * k, 1.2), "#1a100a", 0.95)
    after_mask(ctx, disc(eye[0] + 3 * f * k, eye[1] - 4 * k, 3.2 * k, 1), "#ffffff", 0.9)
    return whole


def stage(ctx: Ctx) -> Painted:
    kx, s = third(ctx)  # the kettle on a third, its spout toward the middle (side d)
    d = -s
    kind = str(ctx.rng.choice(list(KETTLES)))
    hw = W * ctx.u(0.235, 0.25)
    kb = H * ctx.u(0.77, 0.79)
    sun = (W / 2 + s * W * 0.62, -H * 0.04)
    ctx.light = sun
    # a clear, high-key spring sky, deeper at the top
    ctx.texture_sky(0.035)
    day_zenith(ctx)
    blue = np.clip(1 - YY / (H * 0.75), 0, 1) ** 0.8
    blend(ctx.img, blue, rgb("#5e9fdc"), 0.55 if ctx.pal.name == "spring" else 0.25)
    glow(ctx.img, W / 2 + s * W * 0.5, 0, 700, "#ffffff", 0.35)
    glow(ctx.img, W / 2 + s * W * 0.46, H * 0.02, 520, "#fff4d0", 0.45)
    later_glow(ctx, W / 2 + s * W * 0.46, H * 0.02, 420, "#fff8e0", 0.18)
    # far away below the hill: soft blue-green country, hazy
    crest = kb - H * ctx.u(0.05, 0.06)
    for i, (dy, col) in enumerate(((0.0, "#a8c8c0"), (0.03, "#8fbf9a"))):
        yb = crest + H * dy + 20 * np.sin(XX / ctx.u(140, 220) + ctx.u(0, 6)) + 10 * np.sin(XX / 61)
        m = np.clip((YY - yb) / 3, 0, 1).astype(np.float32)
        blend(ctx.img, m, mix(ctx.sky_at(0.7), rgb(col), 0.55 + 0.2 * i))
    # the hilltop: a green dome under the kettle, falling away to both edges
    hill_y = crest + H * 0.1 * ((XX - kx) / W) ** 2 * 3.2
    hill = np.clip((YY - hill_y) / 2.5, 0, 1).astype(np.float32)
    t = np.clip((YY - crest) / (H - crest), 0, 1)
    g = mix(rgb(ctx.pal.ground), rgb("#7cc25a"), 0.5)
    tex = (
        1
        + 0.14 * (aniso_noise(ctx.rng, 120, 20) - 0.5)
        + 0.3 * t * (aniso_noise(ctx.side(), 6, 30) - 0.5)
    )
    ground = g[None, None, :] * (1.08 - 0.32 * t)[..., None] * tex[..., None]
    blend(ctx.img, hill, np.clip(ground, 0, 1))
    blend(ctx.img, hill * np.clip(1 - (YY - hill_y) / 30, 0, 1), rgb("#dff0a8"), 0.5)
    # the real clouds, high up, where the kettle's clouds are going
    gen_y = H * ctx.u(0.08, 0.1)
    bank = [
        cloud_puff(W / 2 + d * W * 0.42, gen_y, W * 0.62, H * 0.12, ctx.rng, 8),
        cloud_puff(W / 2 - d * W * 0.05, gen_y - H * 0.04, W * 0.42, H * 0.08, ctx.rng, 6),
    ]
    for m in bank:
        _cloud(ctx, m, s)
    # a little tree on the slope behind the kettle, on the spout's side, smaller than it
    th = hw * ctx.u(0.85, 0.95)
    tx = float(np.clip(kx + d * hw * ctx.u(2.3, 2.6), th * 0.6, W - th * 0.6))
    ty = crest + H * 0.1 * ((tx - kx) / W) ** 2 * 3.2 + 10
    trunk = ribbon([(tx, ty), (tx + 4, ty - th * 0.55)], [th * 0.07, th * 0.05], 2)
    crown = np.zeros((H, W), np.float32)
    for _ in range(7):
        cx_, cy_ = tx + ctx.u(-0.25, 0.25) * th, ty - th * ctx.u(0.6, 0.85)
        crown = np.maximum(crown, disc(cx_, cy_, th * ctx.u(0.17, 0.24), 3))
    ctx.cast_shadow(np.maximum(trunk, crown), bbox_of(crown), ty, 0.3)
    ctx.lit(trunk, bbox_of(trunk), rgb("#5a3e2a"), rim=0.3)
    ctx.lit(crown, bbox_of(crown), rgb("#3f8a3a"), rim=0.5)
    tree = np.maximum(trunk, crown)
    focus_on(ctx, tree, 4, 1.5, weight=0.6)
    add_element(ctx, "a little tree beside it", "secondary", bbox_of(tree), ("tree", "spring"))
    # the fire: the back stones, flames licking up under the kettle's belly
    gy = kb + hw * 0.2
    _stones(ctx, kx, gy, hw, front=False)
    glow(ctx.img, kx, kb, hw * 1.3, "#ffb060", 0.35)
    flames = np.zeros((H, W), np.float32)
    for k in range(6):
        fx = kx + (k - 2.5) * hw * 0.3 + ctx.u(-14, 14)
        fh = hw * ctx.u(0.12, 0.26) * (1 - abs(k - 2.5) * 0.1)
        flames = np.maximum(
            flames, tilted_ellipse(fx, gy - fh * 0.6, hw * 0.07, fh, ctx.u(-0.2, 0.2))
        )
    blend(ctx.img, blur(flames, 4), rgb("#ff8a2a"), 0.95)
    blend(ctx.img, blur(flames * (gy - hw * 0.14 < YY), 3), rgb("#ffe27a"), 0.9)
    kettle, tip = _kettle(ctx, kx, kb, hw, d, kind)
    front = _stones(ctx, kx, gy, hw, front=True)
    tags = ("fire", "stones", "campfire")
    add_element(ctx, "a ring of stones over a small fire", "secondary", bbox_of(front), tags)
    said = KETTLES[kind][0]
    tags = ("object", "kettle", "tea", "home")
    add_element(ctx, f"{said}, its spout puffing", "main", bbox_of(kettle), tags)
    # the young clouds: a bubble at the spout's tip, then ever bigger puffs drifting up and
    # across toward the bank, a strip of sky between each
    puffs, top = [], tip[1] - hw * 0.06

    def at(a: float, b: float) -> Pt:
        return (tip[0] + d * a, tip[1] - b)

    widths = [hw * (0.05 + 0.1 * q / 16) for q in range(17)]
    steam = cubic(
        tip, at(hw * 0.02, hw * 0.1), at(hw * 0.1, hw * 0.12), at(hw * 0.18, hw * 0.22), 16
    )
    blend(ctx.img, blur(ribbon(steam, widths, 3), 3), rgb("#ffffff"), 0.9)
    plan = ((0.55, 0.02), (0.9, 0.07), (1.3, 0.0), (1.8, -0.14))
    for i, (wf, drift) in enumerate(plan):
        cw = hw * wf * ctx.u(0.92, 1.08)
        ch = cw * ctx.u(0.5, 0.58)
        base = top - (0 if i == 0 else hw * ctx.u(0.1, 0.16))
        cx = tip[0] + d * W * drift + d * cw * 0.25 + ctx.u(-15, 15)
        cx = float(np.clip(cx, cw * 0.55, W - cw * 0.55))
        m = cloud_puff(cx, base - ch * 0.45, cw, ch, ctx.rng, 6 + i // 2)
        top = base - ch * 1.05
        _cloud(ctx, m, s, "#b4c4da")
        puffs.append(m)
    first = (tip[0] + d * hw * 0.12, tip[1] - hw * 0.12)
    allp = np.maximum.reduce(puffs)
    focus_on(ctx, allp, 5, 1.8, weight=0.9)
    said_c, tags = "round white clouds drifting up from its spout", ("cloud", "sky", "steam")
    add_element(ctx, said_c, "secondary", bbox_of(allp), tags)
    # the steam wisp from the spout into the first little cloud, after the paint
    wisp = cubic(at(0, -6), at(14, 30), at(-10, 40), first, 16)
    after_mask(ctx, blur(ribbon(wisp, widths, 3), 4), "#ffffff", 0.75)
    # the hare in the near grass below the clouds, looking up at them
    hh = H * ctx.u(0.16, 0.17)
    hx = W / 2 + d * W * ctx.u(0.18, 0.22)
    fy = H * ctx.u(0.95, 0.96)
    hare = _hare(ctx, hx, fy, hh, s)
    tags = ("animal", "hare", "small", "watching")
    add_element(
        ctx, "a brown hare sitting up in the grass, looking up", "secondary", bbox_of(hare), tags
    )
    # daisies in the near grass, after the paint
    gen = ctx.side()
    daisies = []
    near_hare = blur(hare, 1) > 0
    for _ in range(60):
        x_, y_ = float(gen.uniform(0, W)), float(gen.uniform(kb + 40, H - 10))
        if near_hare[int(y_), int(x_)] or (abs(x_ - kx) < hw * 1.2 and y_ < gy + 40):
            continue
        r = 3 + 9 * ((y_ - kb) / (H - kb))
        daisies.append(ellipse(x_, y_, r, r * 0.6, 1))
    if daisies:
        after_mask(ctx, np.maximum.reduce(daisies), "#ffffff", 0.9)
    later_glow(ctx, kx, kb - hw * 0.05, hw * 0.5, "#ffd080", 0.12)
    return Painted(
        f"On a green spring hilltop {said} sits on a ring of stones over a small fire, bigger "
        "than the little tree beside it, and puffs round white clouds from its spout that drift "
        "up one after another into the blue sky to join the real clouds, while a hare sits up in "
        "the grass and watches them go.",
        ["beginnings", "wonder", "patience", "weather", "home", "creation", "daydream"],
    )


PREMISE = Premise(
    name="kettle-brews-the-clouds",
    figure="kettle",
    palettes=("spring", "noon"),
    stage=stage,
)
