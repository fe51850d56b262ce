"""Premise "goat-climbs-the-lightning": in a thunderstorm over the mountains, a bolt of
lightning stands still in the sky from the storm cloud down to a rocky crag, zigzag by zigzag,
and a mountain goat climbs it like a mountain path: it walks up a long slanting ledge of the
bolt toward the cloud, one foreleg raised for the next step, sparks where its hooves touch,
while its kid stands on the crag below and looks up after it.

The goats are drawn from parts in profile: the adult an ibex (barrel, deep chest, rump, a thick
neck thrust up, a wedge head with a beard, big ridged horns swept back over its withers, jointed
legs: a foreleg lifted, the near hind leg pushing back), its body tilted up the ledge, dark
against the pale sky and rimmed by the bolt's light; the kid stocky on long legs, stub horns,
ears out, its muzzle raised and a forehoof lifted toward the bolt. The bolt's core, its thin
forks and the horns' knobs are crisp after the paint.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..kit.figures import bbox_of
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
    fbm,
    glow,
    mix,
    rgb,
)
from ..kit.place import add_element, focus_on
from ..kit.premise import Painted, Premise
from ..kit.scene import Ctx
from ..kit.shapes import cubic, polygon_fine, polylines, ribbon, tilted_ellipse

Pt = tuple[float, float]


def _goat(
    ctx: Ctx,
    cx: float,
    surf: Callable[[float], float],
    d: int,
    U: float,
    tilt: float,
    kid: bool,
) -> tuple[Arr, Arr, Arr, list[Pt], list[list[Pt]]]:
    """A goat in profile facing d (+1 right), its barrel's centre at x=cx, hooves on the line
    ``surf(x) -> y``; U is its body's length. The adult climbs (a foreleg raised, the near hind
    leg pushing back, head up), big ridged horns swept back; the kid stands on long legs with
    stub horns, its head thrown up. Returns its body mask, far legs' mask, horns' mask and
    where its hooves touch."""
    fx, fy = d * np.cos(tilt), -np.sin(tilt)  # forward
    dx_, dy_ = d * np.sin(tilt), np.cos(tilt)  # down
    leg = 0.68 if kid else 0.6
    cy = surf(cx) - U * (leg + 0.04)

    def p(u: float, v: float) -> Pt:
        return (cx + U * (u * fx + v * dx_), cy + U * (u * fy + v * dy_))

    def oval(u: float, v: float, ru: float, rv: float, extra: float = 0.0) -> Arr:
        x, y = p(u, v)
        return tilted_ellipse(x, y, ru * U, rv * U, float(np.arctan2(fy, fx)) + d * extra)

    if kid:  # a short body, the neck straight up, the muzzle raised to the sky
        neck = [p(0.3, 0.0), p(0.38, -0.2), p(0.42, -0.34)]
        head = [p(0.4, -0.42), p(0.52, -0.56), p(0.6, -0.64)]
        crown, beard = p(0.36, -0.44), None
    else:  # a thick neck thrust forward and up, the head up toward the cloud
        neck = [p(0.32, 0.0), p(0.5, -0.28), p(0.62, -0.46)]
        head = [p(0.6, -0.52), p(0.74, -0.56), p(0.88, -0.58)]
        crown = p(0.58, -0.58)
        beard = [p(0.74, -0.5), p(0.84, -0.52), p(0.72, -0.28)]
    deep = 0.26 if kid else 0.3
    parts = [
        oval(0, 0, 0.44, 0.24),  # the barrel
        oval(0.3, 0.05, 0.2, deep),  # the deep chest
        oval(-0.34, -0.02, 0.2, 0.24),  # the rump
        oval(0.2, -0.12, 0.22, 0.13),  # the withers
        ribbon(neck, [0.34 * U, 0.26 * U, 0.2 * U] if kid else [0.4 * U, 0.3 * U, 0.2 * U]),
        ribbon(head, [0.2 * U, 0.15 * U, 0.09 * U] if kid else [0.2 * U, 0.14 * U, 0.08 * U]),
        ellipse(crown[0], crown[1], 0.09 * U, 0.09 * U, 1.5),
        tilted_ellipse(*p(-0.5, -0.2), 0.09 * U, 0.04 * U, float(np.arctan2(fy, fx)) - d * 1.1),
    ]
    # the ear, laid back from the crown
    ear = (crown[0] - d * (0.2 if kid else 0.16) * U, crown[1] + (0.1 if kid else 0.03) * U)
    parts.append(ribbon([crown, ear], [(0.09 if kid else 0.07) * U, 0.03 * U]))
    if beard:
        parts.append(polygon_fine(beard))
    body = np.maximum.reduce(parts)
    # the horns: from the crown, up and swept back over the withers in a scimitar arc
    horns = np.zeros((H, W), np.float32)
    ridges: list[list[Pt]] = []
    hx, hy = crown[0] + d * 0.02 * U, crown[1] - 0.05 * U
    if kid:
        for k in range(2):
            o = k * 0.04 * U
            tip = (hx - d * (o + 0.1 * U), hy - 0.13 * U)
            np.maximum(
                horns, ribbon([(hx - d * o, hy), tip], [0.06 * U, 0.025 * U], 1.2), out=horns
            )
    else:
        for k, (o, r) in enumerate(((0.0, 1.0), (0.06, 0.88))):
            b = (hx - d * o * U, hy)
            pts = cubic(
                b,
                (b[0] + d * 0.02 * U, b[1] - 0.46 * U * r),
                (b[0] - d * 0.42 * U * r, b[1] - 0.62 * U * r),
                (b[0] - d * 0.74 * U * r, b[1] - 0.3 * U * r),
                24,
            )
            ws = [U * (0.12 - 0.1 * i / 24) for i in range(25)]
            np.maximum(horns, ribbon(pts, ws, 1.2) * (1.0 if k == 0 else 0.9), out=horns)
            for i in range(3, 20, 3) if k == 0 else ():  # knobs across the front of the horn
                (x0, y0), (x1, y1) = pts[i - 1], pts[i + 1]
                ln = float(np.hypot(x1 - x0, y1 - y0)) or 1.0
                nx, ny = -(y1 - y0) / ln * ws[i] * 0.45, (x1 - x0) / ln * ws[i] * 0.45
                ridges.append([(pts[i][0] - nx, pts[i][1] - ny), (pts[i][0] + nx, pts[i][1] + ny)])
    # the legs: (hip or shoulder, is near, where the hoof lands (offset along), kind)
    near = np.zeros((H, W), np.float32)
    far = np.zeros((H, W), np.float32)
    hooves: list[Pt] = []
    if kid:
        legs = (
            (0.3, 1, 0.0, "raised"),
            (0.26, 0, 0.02, "fore"),
            (-0.34, 1, -0.06, "hind"),
            (-0.3, 0, 0.04, "hind"),
        )
    else:
        legs = (
            (0.32, 1, 0.0, "raised"),
            (0.28, 0, 0.22, "fore"),
            (-0.36, 1, -0.34, "hind"),
            (-0.3, 0, -0.06, "hind"),
        )
    for u, is_near, off, kind in legs:
        a = p(u, 0.12)
        w0 = (0.15 if kid else 0.19) * U
        if kind == "raised":  # the knee lifted forward, the cannon hanging folded back
            knee = p(u + 0.22, 0.34)
            foot = (knee[0] - d * 0.03 * U, knee[1] + 0.24 * U)
            m = ribbon([a, knee, foot], [w0, 0.075 * U, 0.05 * U], 1.2)
        else:
            hx_ = a[0] + d * off * U
            foot = (hx_, surf(hx_) - 2)
            mid = ((a[0] + foot[0]) / 2, (a[1] + foot[1]) / 2)
            if kind == "fore":  # a straight foreleg, a little knee
                knee = (mid[0] + d * 0.02 * U, mid[1] + 0.05 * U)
                m = ribbon([a, knee, foot], [w0, 0.07 * U, 0.05 * U], 1.2)
            else:  # a hind leg: thigh forward to the stifle, back to the hock, down to the hoof
                stifle = (a[0] + d * 0.1 * U + (foot[0] - a[0]) * 0.2, a[1] + 0.22 * U)
                hock = (mid[0] + (foot[0] - mid[0]) * 0.3 - d * 0.1 * U, mid[1] + 0.12 * U)
                m = ribbon([a, stifle, hock, foot], [w0 * 1.2, 0.12 * U, 0.06 * U, 0.05 * U], 1.2)
            hooves.append(foot)
        # a cloven hoof: two small dark toes
        for t in (-1, 1):
            m = np.maximum(
                m, ellipse(foot[0] + t * 0.022 * U, foot[1] - 0.02 * U, 0.028 * U, 0.03 * U, 1.5)
            )
        np.maximum(near if is_near else far, m, out=near if is_near else far)
    return np.clip(np.maximum(body, near), 0, 1), np.clip(far, 0, 1), horns, hooves, ridges


def _bolt_path(ctx: Ctx, keys: list[Pt], calm: int) -> tuple[list[Pt], list[float]]:
    """A jagged path through the key points; segment ``calm`` (the ledge the goat walks on)
    only a little jagged. Returns the points and a width at each."""
    pts: list[Pt] = []
    for i in range(len(keys) - 1):
        (x0, y0), (x1, y1) = keys[i], keys[i + 1]
        n = 3 if i == calm else int(ctx.rng.integers(3, 6))
        jit = 7 if i == calm else 26
        for k in range(n):
            t = k / n
            j = 0 if k == 0 else ctx.u(-jit, jit)
            ln = float(np.hypot(x1 - x0, y1 - y0)) or 1.0
            pts.append(
                (x0 + (x1 - x0) * t - (y1 - y0) / ln * j, y0 + (y1 - y0) * t + (x1 - x0) / ln * j)
            )
    pts.append(keys[-1])
    widths = [
        34.0 + 16.0 * (1 - abs(y - keys[calm][1] * 0.5 - keys[calm + 1][1] * 0.5) / (H * 0.35))
        for _, y in pts
    ]
    return pts, [float(np.clip(w, 22, 50)) for w in widths]


def stage(ctx: Ctx) -> Painted:
    s = 1 if ctx.rng.random() < 0.5 else -1  # the goat on side s, facing -s (into the card)

    def cxw(f: float) -> float:
        return W / 2 + s * W * f

    # --- the storm sky: dark and heavy above, pale and breaking toward the mountains ---------
    ctx.texture_sky(0.05)
    top = np.clip(1 - YY / (H * 0.42), 0, 1) ** 1.3
    blend(ctx.img, top, ctx.c("ink") * 1.2, 0.55)
    low = np.exp(-(((YY - H * 0.66) / (H * 0.16)) ** 2))
    blend(ctx.img, low.astype(np.float32), rgb("#eef2dc"), 0.5)
    # --- the bolt's key points: out of the cloud, a steep kink, the long ledge, down to rock -
    k_top = (cxw(ctx.u(0.02, 0.08)), H * 0.1)
    k3 = (cxw(-ctx.u(0.1, 0.14)), H * ctx.u(0.25, 0.28))
    k2 = (cxw(-ctx.u(0.3, 0.34)), H * ctx.u(0.41, 0.43))  # the ledge's upper end
    k1 = (cxw(ctx.u(0.38, 0.41)), H * ctx.u(0.64, 0.66))  # its lower end
    k0 = (cxw(ctx.u(0.3, 0.33)), H * 0.75)
    foot = (cxw(ctx.u(0.2, 0.24)), H * 0.845)
    ctx.light = ((k1[0] + k2[0]) / 2, (k1[1] + k2[1]) / 2)
    # the clouds: a dark low deck over the top, lit from within where the bolt leaves it
    xs = np.arange(W, dtype=np.float32)
    base = H * 0.17 + 50 * np.sin(xs / 170 + ctx.u(0, 6)) + 30 * np.sin(xs / 61 + ctx.u(0, 6))
    lumps = fbm(ctx.side(), 110, 3) - 0.5
    deck = np.clip((base[None, :] - YY) / 50 + lumps * 3.2 + 0.3, 0, 1).astype(np.float32)
    deck = blur(deck, 4)
    dist = np.hypot((XX - k_top[0]) / 1.8, YY - k_top[1] - 40)
    inner = np.exp(-((dist / 150) ** 2)) * (0.6 + 0.8 * np.clip(lumps + 0.5, 0, 1))
    deck_c = mix(rgb("#16221f"), rgb("#34463f"), 0.5) * (1 + 0.35 * lumps[..., None])
    blend(ctx.img, deck, np.clip(deck_c, 0, 1), 0.92)
    under = np.clip(deck - np.roll(deck, 26, 0), 0, 1)  # the lumps' lower edges, lit
    blend(ctx.img, blur(under, 6), rgb("#a8b8a0"), 0.5)
    blend(ctx.img, np.clip(deck * inner, 0, 1), rgb("#ffe0a0"), 0.8)  # warm, high inside
    ctx.clouds(3, 0.16, 0.26, 0.25, tint="#b8c6b0")
    # far rain under the cloud, on the side away from the goat
    rain = np.clip((aniso_noise(ctx.side(), 14, 160) - 0.45) * 3, 0, 1)
    curtain = (
        np.clip(1 - np.abs(XX - cxw(-0.36)) / (W * 0.2), 0, 1) * (YY > H * 0.2) * (YY < H * 0.78)
    )
    blend(ctx.img, blur(rain * curtain, 3), rgb("#5e7468"), 0.35)
    # --- the mountains: a pale far range, a nearer one, the dark crag in front ---------------
    for base, amp, per, col, a in ((0.74, 70, 90, "#8fa39a", 0.8), (0.8, 90, 130, "#4a5c54", 0.95)):
        ph = ctx.u(0, 6)
        line = H * base - amp * np.abs(np.sin(xs / per + ph) + 0.5 * np.sin(xs / (per * 0.37) + ph))
        m = np.clip(YY - line[None, :], 0, 1).astype(np.float32)
        blend(ctx.img, m, rgb(col), a)
        blend(ctx.img, m * np.clip(1 - (YY - line[None, :]) / 90, 0, 1), rgb("#d8e0c8"), 0.25)
    peak = foot[0]
    bump = np.exp(-(((xs - peak) / (W * 0.3)) ** 2))
    jag = 18 * np.sin(xs / 37 + ctx.u(0, 6)) + 10 * np.sin(xs / 13 + ctx.u(0, 6))
    crag_y = (H * 0.96 - H * 0.12 * bump + jag * bump + 6).astype(np.float32)
    crag_y = np.minimum(crag_y, foot[1] + np.abs(xs - peak) * 0.25 + 10)
    crag = np.clip(YY - crag_y[None, :], 0, 1).astype(np.float32)
    rock = aniso_noise(ctx.side(), 40, 18) - 0.5
    depth = np.clip((YY - crag_y[None, :]) / 260, 0, 1)
    tone = (
        rgb("#313b36")[None, None, :]
        * (1.1 - 0.45 * depth[..., None])
        * (1 + 0.25 * rock[..., None])
    )
    blend(ctx.img, crag, np.clip(tone, 0, 1))
    lit_rim = crag * np.clip(1 - (YY - crag_y[None, :]) / 24, 0, 1)
    blend(ctx.img, lit_rim * np.exp(-(((xs - peak) / 260) ** 2))[None, :], rgb("#f0f0d0"), 0.6)
    # --- the bolt ----------------------------------------------------------------------------
    keys = [k_top, k3, k2, k1, k0, foot]
    pts, widths = _bolt_path(ctx, keys, 2)
    bolt = ribbon(pts, widths, 2.0)
    halo = blur(bolt, 40)
    blend(ctx.img, np.clip(halo * 1.6, 0, 1), rgb("#f2eccc"), 0.55)
    blend(ctx.img, bolt, rgb("#f4f2dc"))
    core = ribbon(pts, [w * 0.5 for w in widths], 1.5)
    blend(ctx.img, core, rgb("#ffffff"))
    glow(ctx.img, foot[0], foot[1], 160, "#fffbe0", 0.6)
    # its forks: thin, short, off the kinks
    forks: list[list[Pt]] = []
    gf = ctx.side()
    for i in range(2, len(pts) - 2, 3):
        x0, y0 = pts[i]
        a = float(gf.uniform(0.6, 2.5))
        fork = [(x0, y0)]
        for _ in range(4):
            x0 += float(np.cos(a)) * 45 + float(gf.normal(0, 14))
            y0 += float(np.sin(a)) * 45 + float(gf.normal(0, 14))
            fork.append((x0, y0))
        forks.append(fork)
    # the ledge's top edge, where the goat's hooves stand
    (ax, ay), (bx, by) = k1, k2
    half = 22.0

    def surf(x: float) -> float:
        return float(ay + (by - ay) * (x - ax) / (bx - ax) - half)

    # --- the goat ----------------------------------------------------------------------------
    gx = cxw(ctx.u(0.14, 0.17))
    U = H * ctx.u(0.17, 0.18)
    slope = float(np.arctan2(ay - by, abs(ax - bx)))
    body, far, horns, hooves, ridges = _goat(ctx, gx, surf, -s, U, slope * 0.85, False)
    coat = rgb(["#2a2420", "#30261c", "#24221f"][int(ctx.rng.integers(3))])
    ctx.lit(far, bbox_of(far), coat * 0.6, rim=0.8)
    ctx.lit(body, bbox_of(body), coat, rim=1.0)
    ctx.lit(horns, bbox_of(horns), rgb("#7a6a52"), rim=1.0)
    goat = np.maximum.reduce([body, far, horns])
    # the bolt's light on its belly, chest and legs (from below) and along its edge
    under = np.clip(goat - np.roll(goat, -12, 0), 0, 1)
    blend(ctx.img, under, rgb("#f2ecc8"), 0.75)
    rim = np.clip(goat - np.roll(goat, -6, 0), 0, 1)
    after_mask(ctx, rim, "#fff6d8", 0.75)
    after_mask(ctx, polylines(ridges, 0.018 * U), "#2a2218", 0.8)  # the horns' knobs
    focus_on(ctx, goat, 3, 2.5)
    add_element(
        ctx,
        "a goat climbing a bolt of lightning",
        "main",
        bbox_of(goat),
        ("animal", "goat", "climbing", "courage", "daring", "journey", "mountain"),
    )
    # after the paint: the bolt's core crisp (behind the goat), its forks, sparks at the hooves
    hide = 1 - np.clip(goat * 2, 0, 1)
    after_mask(ctx, core * hide, "#ffffff", 0.85)
    after_mask(ctx, np.clip(bolt - core, 0, 1) * hide, "#f4f0d0", 0.45)
    after_mask(ctx, polylines(forks, 5) * hide, "#f8f6e4", 0.85)
    sparks = np.zeros((H, W), np.float32)
    for hx, hy in hooves:
        for _ in range(5):
            a = float(gf.uniform(-np.pi, 0))
            r = float(gf.uniform(12, 40))
            np.maximum(
                sparks, disc(hx + np.cos(a) * r, hy + np.sin(a) * r * 0.7, 3.2, 1), out=sparks
            )
        later_glow(ctx, hx, hy, 40, "#fffbe0", 0.35)
    after_mask(ctx, sparks * hide, "#fffde8", 0.95)
    add_element(
        ctx,
        "a bolt of lightning standing still from the storm cloud down to a crag",
        "secondary",
        bbox_of(bolt),
        ("lightning", "storm", "light", "path", "sky"),
    )
    later_glow(ctx, k_top[0], k_top[1] + 30, 200, "#ffd890", 0.25)
    # --- the kid on the crag, looking up after it --------------------------------------------
    kx = cxw(-ctx.u(0.03, 0.06))
    ky = float(crag_y[int(np.clip(kx, 0, W - 1))]) + 6

    def flat(x: float) -> float:
        return ky

    kbody, kfar, khorns, _, _ = _goat(ctx, kx, flat, s, U * 0.6, 0.06, True)
    kid = np.maximum.reduce([kbody, kfar, khorns])
    ctx.lit(kfar, bbox_of(kfar), rgb("#3e322a"), rim=0.9)
    ctx.lit(kbody, bbox_of(kbody), rgb("#54443a"), rim=0.9)
    ctx.lit(khorns, bbox_of(khorns), rgb("#2a221c"), rim=0.5)
    kedge = np.clip(kid - np.roll(np.roll(kid, 6, 0), 5 * s, 1), 0, 1)
    blend(ctx.img, kedge, rgb("#f0ecd0"), 0.6)
    focus_on(ctx, kid, 3, 2.0, weight=0.8)
    add_element(
        ctx,
        "a young goat on the crag looking up",
        "secondary",
        bbox_of(kid),
        ("animal", "goat", "young", "family", "waiting", "watching"),
    )
    return Painted(
        "In a thunderstorm over the mountains, a bolt of lightning stands still in the sky from "
        "the storm cloud down to a rocky crag, and a dark mountain goat climbs it like a "
        "mountain path, one foreleg raised for the next step, while a young goat on the crag "
        "below looks up after it.",
        ["courage", "journey", "ambition", "leaving home", "daring", "storm", "the way up"],
        setting="under a storm sky, by the light of the lightning",
    )


PREMISE = Premise(
    name="goat-climbs-the-lightning",
    figure="goat",
    palettes=("storm",),
    stage=stage,
    max_cards=1,
    frame=False,
)
