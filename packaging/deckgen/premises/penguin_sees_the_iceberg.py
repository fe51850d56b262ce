"""Premise "penguin-sees-the-iceberg": in the white heat of noon, far out in a pale desert, a
lone penguin stands on the sharp crest of a dune with a small old suitcase beside it and looks
out at a mirage on the horizon: a blue iceberg floating on shimmering water that is not there.
Its footprints run back along the crest behind it, down the dune and out of sight.

Homesick, lost, a long way from home, dreams, the wrong place: is it going home, or running
after what cannot be reached? The penguin (a king penguin in profile: a dark back, a white
front, a gold throat and ear patch, a long beak) and the suitcase are drawn from shapes; the
heat shimmer over the mirage, the penguin's eye and the small prints come after the paint.
"""

from __future__ import annotations

import numpy as np

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
    mix,
    rgb,
    vgrad,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, mask_bbox, polygon_fine, polylines, tilted_ellipse

Pt = tuple[float, float]
SAND_LIT, SAND_MID, SAND_SHADE = rgb("#f6d8a0"), rgb("#dcad70"), rgb("#b8979a")
ICE_LIT, ICE_MID, ICE_DEEP = rgb("#f2fbfc"), rgb("#7cc0dc"), rgb("#2f78a8")
BACK, FRONT, GOLD = rgb("#252a34"), rgb("#f4f0e6"), rgb("#f0a832")
LEATHER, STRAP = rgb("#8a4e2a"), rgb("#d2a66a")


def _iceberg(ctx: Ctx, cx: float, base: float, w: float, h: float) -> tuple[Arr, Arr]:
    """A blue iceberg on the mirage's water: jagged peaks, a lit face and a deep blue shade;
    its upside-down reflection below, fainter. Returns (berg, reflection)."""
    g = ctx.rng
    prof = (0.06, 0.42, 0.38, 0.72, 1.0, 0.8, 0.84, 0.5, 0.56, 0.3, 0.04)
    n = len(prof)
    xs = np.linspace(cx - w / 2, cx + w / 2, n) + w * 0.03 * g.uniform(-1, 1, n)
    tops = [base - h * float(v) for v in prof]
    tops = [t + float(g.uniform(-0.06, 0.06)) * h for t in tops]
    pts = [(float(x), t) for x, t in zip(xs, tops, strict=True)]
    outline = [(cx - w / 2 - 10, base), *pts, (cx + w / 2 + 10, base)]
    berg = polygon_fine(outline)
    # lit from high above: snow-white tops following its outline, a blue body below them,
    # deepening toward the water, and a few shaded facets down from the peaks (side ss)
    ss = 1 if (W / 2 - cx) > 0 else -1
    ytop = np.interp(XX[0], [q[0] for q in pts], [q[1] for q in pts]).astype(np.float32)
    wav = 0.26 + 0.08 * np.sin(XX[0] / 23 + float(g.uniform(0, 6)))
    cap = np.clip((ytop[None, :] + h * wav[None, :] - YY) / 6, 0, 1)
    depth = np.clip((YY - ytop[None, :]) / (base - ytop[None, :] + 1), 0, 1)
    body = ICE_MID[None, None, :] * (1 - depth[..., None] * 0.5) + ICE_DEEP * depth[..., None] * 0.5
    col = body * (1 - cap[..., None]) + ICE_LIT * cap[..., None]
    blend(ctx.img, berg, np.clip(col, 0, 1))
    facets = np.zeros((H, W), np.float32)
    for k in range(1, n - 1):
        pk = pts[k]
        if pk[1] > min(pts[k - 1][1], pts[k + 1][1]):
            continue  # not a peak
        foot = (pk[0] + ss * w * float(g.uniform(0.05, 0.09)), base)
        nb = (pk[0] + ss * w * float(g.uniform(0.1, 0.14)), base)
        facets = np.maximum(facets, polygon_fine([pk, foot, nb]))
    blend(ctx.img, facets * berg * (1 - cap * 0.7), ICE_DEEP, 0.35)
    line = np.clip(1 - np.abs(YY - base + 4) / 5, 0, 1) * berg
    blend(ctx.img, line, ICE_DEEP, 0.6)
    # the reflection: the berg flipped about the waterline, squashed, fading downward
    refl_pts = [(x, base + (base - y) * 0.45) for x, y in outline]
    refl = polygon_fine(refl_pts) * np.clip(1 - (YY - base) / (h * 0.45), 0, 1)
    blend(ctx.img, refl, mix(ICE_MID, ICE_LIT, 0.3), 0.55)
    return berg, refl


def _penguin(ctx: Ctx, px: float, fy: float, h: float, d: int) -> tuple[Arr, Pt]:
    """A king penguin in profile standing at (px, fy), `h` tall, facing side d, its beak up a
    little toward the horizon. Returns its mask and its eye."""

    def p(a: float, b: float) -> Pt:
        return (px + d * a * h, fy - b * h)

    body = tilted_ellipse(*p(-0.02, 0.42), 0.19 * h, 0.4 * h, d * 0.06)
    belly = ellipse(*p(0.02, 0.28), 0.19 * h, 0.25 * h, 2)
    neck = tilted_ellipse(*p(0.03, 0.7), 0.12 * h, 0.14 * h, d * 0.15)
    head = ellipse(*p(0.06, 0.85), 0.105 * h, 0.09 * h, 2)
    tail = polygon_fine([p(-0.14, 0.12), p(-0.27, 0.01), p(-0.1, 0.05)])
    beak = polygon_fine([p(0.12, 0.885), p(0.36, 0.855), p(0.37, 0.845), p(0.13, 0.825)])
    mand = polygon_fine([p(0.15, 0.84), p(0.31, 0.846), p(0.15, 0.828)])
    flipper = tilted_ellipse(*p(-0.07, 0.46), 0.05 * h, 0.23 * h, -d * 0.22)
    feet = np.maximum(
        ellipse(*p(0.07, 0.012), 0.075 * h, 0.022 * h, 2),
        ellipse(*p(-0.05, 0.008), 0.07 * h, 0.02 * h, 2),
    )
    whole = np.maximum.reduce([body, belly, neck, head, tail, beak, feet, flipper])
    bb = mask_bbox(whole)
    ctx.cast_shadow(whole, bb, fy, strength=0.55, k=0.18, reach=0.8)
    ctx.contact(whole, bb)
    dark = np.maximum.reduce([body, belly, neck, head, tail])
    ctx.lit(dark, mask_bbox(dark), BACK, rim=0.9)
    # the white front: the belly and breast, toward its facing side
    front = ellipse(*p(0.09, 0.38), 0.15 * h, 0.36 * h, 3) * np.maximum(body, belly)
    front = np.maximum(front, tilted_ellipse(*p(0.08, 0.66), 0.07 * h, 0.12 * h, d * 0.2) * neck)
    ctx.lit(front, mask_bbox(front), FRONT, rim=0.6)
    # gold: the upper breast flushes gold, the comma behind the eye
    flush = front * np.clip((fy - 0.5 * h - YY) / (0.14 * h), 0, 1)
    blend(ctx.img, blur(flush, 6) * front, GOLD * 1.05, 0.6)
    ear = tilted_ellipse(*p(0.02, 0.79), 0.035 * h, 0.07 * h, d * 0.3)
    ctx.lit(ear, mask_bbox(ear), GOLD, rim=0.4)
    ctx.lit(flipper, mask_bbox(flipper), BACK * 0.9, rim=0.7)
    ctx.lit(beak, mask_bbox(beak), rgb("#1e1e22"), rim=0.5)
    blend(ctx.img, mand, rgb("#f08a3a"), 0.9)
    ctx.lit(feet, mask_bbox(feet), rgb("#2e2a2a"), rim=0.3)
    ex, ey = p(0.09, 0.865)
    after_mask(ctx, polylines([[p(0.15, 0.84), p(0.31, 0.846)]], 0.006 * h), "#f49a48", 0.9)
    after_mask(ctx, disc(ex, ey, 0.014 * h, 1.2), "#0a0a0c", 0.95)
    after_mask(ctx, disc(ex + d * 0.004 * h, ey - 0.005 * h, 0.005 * h, 1), "#fff6e8", 0.9)
    focus_on(ctx, whole, 4, 2.5)
    return whole, (ex, ey)


def _suitcase(ctx: Ctx, cx: float, gy: float, h: float, tilt: float) -> Arr:
    """A small old leather suitcase standing on its long edge at (cx, gy), `h` tall: a body,
    two pale straps, a handle on top, brass corners, a faded label."""
    w = h * 1.45
    ca, sa = float(np.cos(tilt)), float(np.sin(tilt))

    def q(u: float, v: float) -> Pt:  # u across (-0.5..0.5), v up (0..1), in units of h
        x, y = u * h, -v * h
        return (cx + x * ca - y * sa, gy + x * sa + y * ca)

    body = polygon_fine([q(-w / h / 2, 0), q(w / h / 2, 0), q(w / h / 2, 1), q(-w / h / 2, 1)])
    ctx.lit(body, mask_bbox(body), LEATHER, rim=0.6)
    lid = polylines([[q(-w / h / 2, 0.82), q(w / h / 2, 0.82)]], h * 0.025)
    blend(ctx.img, lid * body, LEATHER * 0.55, 0.8)
    straps = np.zeros((H, W), np.float32)
    for u in (-0.38, 0.38):
        straps = np.maximum(
            straps, polygon_fine([q(u - 0.05, 0), q(u + 0.05, 0), q(u + 0.05, 1), q(u - 0.05, 1)])
        )
    blend(ctx.img, straps * body, STRAP, 0.9)
    handle = polylines([[q(-0.18, 1.0), q(-0.14, 1.13), q(0.14, 1.13), q(0.18, 1.0)]], h * 0.05)
    blend(ctx.img, handle, LEATHER * 0.7, 1.0)
    label = polygon_fine([q(-0.02, 0.3), q(0.24, 0.3), q(0.24, 0.58), q(-0.02, 0.58)])
    blend(ctx.img, label, rgb("#e8dcc0"), 0.9)
    blend(
        ctx.img,
        polygon_fine([q(0.0, 0.44), q(0.22, 0.44), q(0.22, 0.5), q(0.0, 0.5)]),
        rgb("#6aa0c8"),
        0.8,
    )
    corners = np.zeros((H, W), np.float32)
    for u, v in ((-w / h / 2, 0), (w / h / 2, 0), (w / h / 2, 1), (-w / h / 2, 1)):
        corners = np.maximum(corners, disc(*q(u * 0.97, v * 0.94 + 0.03), h * 0.06, 1.5))
    blend(ctx.img, corners * body, rgb("#c89a48"), 0.85)
    whole: Arr = np.maximum(body, handle)
    focus_on(ctx, whole, 3, 2.0)
    return whole


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the penguin stands on side s, facing -s
    d = -s
    hz = H * ctx.u(0.455, 0.475)
    # a white-hot noon sky, hardly blue at the top, bleached to cream at the horizon
    blend(
        ctx.img,
        np.ones((H, W), np.float32),
        vgrad(
            [(0, "#8fb6d4"), (0.25, "#c4d8e0"), (0.4, "#f2e6cc"), (0.47, "#f0dab4"), (1, "#f0dab4")]
        ),
        1.0,
    )
    ctx.texture_sky(0.015)
    # the sun stands overhead, above the card: a white blaze along the top edge
    sun_x, sun_y = W / 2 - s * W * ctx.u(0.05, 0.15), -H * 0.2
    glow(ctx.img, sun_x, 0, 900, "#fbf4e4", 0.45)
    ctx.light = (sun_x, sun_y)
    # the plain: pale sand far out, in haze
    far = ctx.sky_at(hz / H - 0.005)
    t = np.clip((YY - hz) / (H - hz), 0, 1)[..., None]
    plain = mix(far, SAND_LIT, 0.55) * (1 - t) + SAND_MID * t
    tex = 1 + 0.05 * (aniso_noise(ctx.rng, 200, 14) - 0.5)
    land = np.clip((YY - hz) / 1.5 + 0.5, 0, 1).astype(np.float32)
    blend(ctx.img, land, np.clip(plain * tex[..., None], 0, 1))
    # the mirage: a band of shimmering false water along the horizon, on the far side
    ix = W / 2 - s * W * ctx.u(0.2, 0.24)
    span = np.clip(1 - np.abs(XX - ix) / (W * 0.42), 0, 1) ** 0.6
    band = np.exp(-(((YY - hz - 6) / 26) ** 2)) * span
    blend(ctx.img, band.astype(np.float32), rgb("#b4dcea"), 0.85)
    bw, bh = W * ctx.u(0.42, 0.46), H * ctx.u(0.125, 0.14)
    berg, refl = _iceberg(ctx, ix, hz + 2, bw, bh)
    # its foot melts into the false water: a mirage, not a shore
    foot = berg * np.clip((YY - (hz + 2 - bh * 0.22)) / (bh * 0.22), 0, 1)
    blend(ctx.img, foot, rgb("#cce6ee"), 0.55)
    focus_on(ctx, berg, 3, 1.5, weight=0.85)
    # the brush softens it: its own colours laid again after the paint, half strength
    by0, by1 = int(hz - bh * 1.15), int(hz + 4)
    bx0, bx1 = int(max(0, ix - bw * 0.6)), int(min(W, ix + bw * 0.6))
    ice = ctx.img[by0:by1, bx0:bx1].copy()
    ice_m = berg[by0:by1, bx0:bx1, None] * 0.5

    def crisp_ice(img: np.ndarray) -> None:
        img[by0:by1, bx0:bx1] = img[by0:by1, bx0:bx1] * (1 - ice_m) + ice * ice_m

    ctx.after.append(crisp_ice)
    # far dunes: low hazy swells between the mirage and the near dune
    side = ctx.side()
    for y0, amp, fade, per in (
        (hz + 40, 26, 0.5, 45),
        (hz + 120, 50, 0.3, 60),
        (hz + 230, 80, 0.15, 75),
    ):
        ph = ctx.u(0, 6)
        xw = XX[0] / (per * ctx.u(0.9, 1.15)) + 0.8 * np.sin(XX[0] / ctx.u(300, 420) + ph)
        swell = 0.45 + 0.9 * aniso_noise(ctx.rng, 260, 40, (1, W))[0]
        line = y0 - amp * swell * np.abs(np.sin(xw + ph)) ** 1.5
        m = np.clip((YY - line[None, :]) / 1.5 + 0.5, 0, 1).astype(np.float32)
        # each swell's lee, on the side away from the sun, in a soft shade fading downward
        slope = np.gradient(line)
        lee = np.clip(slope * s * 2.5, 0, 1)
        lee = np.convolve(lee, np.ones(31) / 31, mode="same")[None, :]
        below = np.clip(YY - line[None, :], 0, None)
        shade = lee * np.exp(-below / (amp * 1.1)) * np.clip(below / 3, 0, 1)
        shade = (shade * (0.8 - 0.3 * fade)).astype(np.float32)
        col = mix(SAND_LIT, far, fade)[None, None, :] * (1 - shade[..., None])
        col = col + mix(SAND_SHADE * 0.9, far, fade * 0.7)[None, None, :] * shade[..., None]
        blend(ctx.img, m, np.clip(col, 0, 1))
        lit_rim = m * np.clip(1 - (YY - line[None, :]) / 4, 0, 1) * (1 - shade)
        blend(ctx.img, lit_rim, rgb("#fff0d4"), 0.5 * (1 - fade))
    # the near dune: a summit where the penguin stands, a knife-edge crest running back
    # from it down toward the near corner; the face on side -s in the sun, side s in shade
    h = H * ctx.u(0.24, 0.255)
    px = W / 2 + s * W * ctx.u(0.14, 0.17)
    fy = H * ctx.u(0.64, 0.66)
    dx = (XX[0] - px) / W
    top = np.where(dx * s < 0, fy + 520 * (np.abs(dx) ** 1.5), fy + 160 * np.abs(dx) ** 1.2)
    top = top + 8 * (side.random(1)[0] - 0.5)
    dune = np.clip((YY - top[None, :]) / 1.5 + 0.5, 0, 1).astype(np.float32)
    crest = cubic(
        (px, fy), (px - s * W * 0.3, fy + H * 0.1), (px + s * W * 0.1, H * 0.8),
        (px - s * W * 0.14, H + 60), 80,
    )  # fmt: skip
    cy = np.array([c[1] for c in crest])
    cxs = np.array([c[0] for c in crest])
    crest_x = np.interp(YY[:, 0], cy, cxs, left=px, right=cxs[-1]).astype(np.float32)
    dist = (crest_x[:, None] - XX) * s  # > 0 on the shaded face, < 0 on the sunlit one
    shaded = np.clip(dist / 3 + 0.5, 0, 1) * (fy - 4 < YY)
    g = np.clip((YY - fy) / (H - fy), 0, 1)
    u = np.clip(-dist, 0, None)
    # the sunlit face: brightest along the crest, turning a little away further down;
    # wind ripples run along it, finer far off, each a thin shadowed lee
    turn = np.clip(u / 700, 0, 1)[..., None]
    sun_face = SAND_LIT * (1 - turn * 0.55) + SAND_MID * turn * 0.55
    per = 14 + 46 * g
    wob = 1.2 * (aniso_noise(side, 220, 60) - 0.5)
    tooth = (u / per + wob) % 1.0
    lee = np.clip((0.16 - tooth) / 0.16, 0, 1) * np.clip(u / 30, 0, 1) * (0.4 + 0.6 * g)
    sun_face = sun_face * (1 - 0.1 * lee[..., None])
    # the shaded face: deepest just under the crest, lit again from below by the bright sand
    v = np.clip(dist / 420, 0, 1)[..., None] ** 0.8
    shade_face = SAND_SHADE * 0.92 * (1 - v) + mix(SAND_SHADE, SAND_MID, 0.7) * v
    col = sun_face * (1 - shaded[..., None]) + shade_face * shaded[..., None]
    blend(ctx.img, dune, np.clip(col, 0, 1))
    lip = polylines([crest], 5) * dune
    blend(ctx.img, blur(lip, 2), rgb("#fff4de"), 0.7)
    # the footprints: small three-toed prints along the crest, alternating, a long way back
    prints = np.zeros((H, W), np.float32)
    steps: list[list[Pt]] = []
    n_ = 22
    for j in range(1, n_):
        i = int(len(crest) * (j / n_) ** 1.15)
        if i >= len(crest) - 1 or crest[i][1] > H - 45:
            break  # the prints stop short of the card's edge
        (ax, ay), (bx_, by_) = crest[i], crest[i + 1]
        sc = 0.35 + 1.6 * (ay - fy) / (H - fy)
        tx, ty = ax - bx_, ay - by_
        tn = float(np.hypot(tx, ty)) or 1.0
        tx, ty = tx / tn, ty / tn
        off = s * (16 + (6 if j % 2 else -6)) * sc  # on the sunlit side, a waddle
        cx0, cy0 = ax + off, ay
        ln = 15 * sc
        for a in (-0.5, 0.0, 0.5):
            ca, sa = np.cos(a), np.sin(a)
            ex_, ey_ = tx * ca - ty * sa, tx * sa + ty * ca
            steps.append([(cx0, cy0), (cx0 + ex_ * ln, cy0 + ey_ * ln * 0.6)])
    prints = polylines(steps, 3.6) * dune
    blend(ctx.img, prints, rgb("#9a7468"), 0.7)
    after_mask(ctx, prints, rgb("#8e6a64"), 0.6)
    # the suitcase behind the penguin on the crest, where it set it down
    sx = px + s * h * ctx.u(0.42, 0.48)
    sgy = fy + 160 * abs((sx - px) / W) ** 1.2 + 6
    sh_ = h * ctx.u(0.2, 0.22)
    case = _suitcase(ctx, sx, sgy, sh_, s * ctx.u(0.04, 0.09))
    ctx.cast_shadow(case, mask_bbox(case), sgy, strength=0.5, k=0.15, reach=0.8)
    ctx.contact(case, mask_bbox(case))
    pen, _eye = _penguin(ctx, px, fy, h, d)
    # after the paint: the heat shimmers the mirage, the air above the far sand quivers
    x0, x1 = int(max(0, ix - bw * 0.62)), int(min(W, ix + bw * 0.62))
    y0, y1 = int(hz - bh * 1.25), int(hz + bh * 0.55)
    gen = ctx.side()
    ph1, ph2 = float(gen.uniform(0, 6)), float(gen.uniform(0, 6))
    keep = 1 - np.clip(blur(pen, 4) * 3, 0, 1)

    def shimmer(img: np.ndarray) -> None:
        sub = img[y0:y1, x0:x1].copy()
        for r in range(y1 - y0):
            k = (r + y0 - (hz - bh)) / (bh * 1.5)
            amp = 1 + 6 * np.clip(k, 0, 1)
            sft = int(np.rint(amp * np.sin(r / 7.0 + ph1) * np.sin(r / 23 + ph2)))
            sub[r] = np.roll(img[y0 + r, x0:x1], sft, 0)
        fade = np.clip(np.minimum(np.arange(x1 - x0), np.arange(x1 - x0)[::-1]) / 40, 0, 1)
        m = fade[None, :] * keep[y0:y1, x0:x1]
        img[y0:y1, x0:x1] = img[y0:y1, x0:x1] * (1 - m[..., None]) + sub * m[..., None]

    ctx.after.append(shimmer)
    streak = np.exp(-(((YY - hz - 4) / 5) ** 2)) * span * (aniso_noise(gen, 90, 3) > 0.55)
    after_mask(ctx, blur(streak.astype(np.float32), 1.5) * keep, "#e6f4f6", 0.6)
    later_glow(ctx, ix, hz - bh * 0.4, bw * 0.6, "#f4fbfc", 0.12)
    add_element(
        ctx,
        "a penguin",
        "main",
        mask_bbox(pen),
        ("penguin", "bird", "animal", "solitude", "lost", "cold", "far from home", "out of place"),
    )
    add_element(
        ctx,
        "a small old suitcase in the sand",
        "secondary",
        mask_bbox(case),
        ("suitcase", "luggage", "journey", "travel"),
    )
    add_element(
        ctx,
        "a mirage of a blue iceberg on the horizon",
        "secondary",
        mask_bbox(np.maximum(berg, refl)),
        ("iceberg", "ice", "mirage", "dream", "far", "home"),
    )
    add_element(
        ctx,
        "a line of small footprints along the dune crest",
        "secondary",
        mask_bbox(prints),
        ("footprint", "trace", "path", "sand"),
    )
    return Painted(
        "In the white heat of noon, far out in a pale desert, a lone penguin stands on the "
        "crest of a sand dune beside a small old suitcase and looks out at a mirage on the "
        "horizon: a blue iceberg floating on shimmering water that is not there; its small "
        "footprints run back along the crest behind it.",
        [
            "homesick",
            "home",
            "mirage",
            "dream",
            "journey",
            "lost",
            "longing",
            "the wrong place",
            "solitude",
        ],
        setting="under a pale, burning sky",
    )


PREMISE = Premise(
    name="penguin-sees-the-iceberg",
    figure="penguin",
    palettes=("desert",),
    stage=stage,
    max_cards=1,
    frame=False,
)
